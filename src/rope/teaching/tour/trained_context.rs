//! The tour's step `trained-context`: what it computes for its texts and its question.

use super::*;

/// Pairs whose (unscaled) wavelength is longer than the trained context.
pub(crate) fn never_turning(s: &Scene) -> u64 {
    wavelengths(&s.freqs.inv_freq_unscaled)
        .iter()
        .filter(|&&l| l > s.orig as f64)
        .count() as u64
}

// ---- what this step adds to the path engine (see tour/mod.rs and path.rs) -------------------

/// Placeholders this step added (teachers get them too): `ph(name, pair, kind, meaning)`.
pub(crate) const PLACEHOLDERS: &[PlaceholderInfo] = &[
    ph(
        "wavelength_unscaled",
        true,
        Kind::Number,
        "path-ph-wavelength-unscaled",
    ),
    ph(
        "long_pairs_unscaled",
        false,
        Kind::Count,
        "path-ph-long-pairs-unscaled",
    ),
];

/// For each number placeholder above, the readouts (`views::READOUTS` names) that show its
/// value, so a number question can hide them (as `path::ANSWERED_BY`).
pub(crate) const READOUTS: &[(&str, &[&str])] = &[
    (
        "wavelength_unscaled",
        &["frequency-table", "wavelength-chart"],
    ),
    ("long_pairs_unscaled", &["long-pairs", "wavelength-chart"]),
];

/// The value of placeholder `name` (one of [`PLACEHOLDERS`]; `pair` already checked < d/2):
/// `None`: not this file's; `Some(None)`: the scene has no value for it.
pub(crate) fn value(name: &str, pair: Option<usize>, s: &Scene) -> Option<Option<Computed>> {
    match name {
        "wavelength_unscaled" => Some(
            pair.and_then(|i| s.freqs.inv_freq_unscaled.get(i))
                .map(|&w| Computed::Number(freq::wavelength(w))),
        ),
        "long_pairs_unscaled" => Some(Some(Computed::Count(never_turning(s)))),
        _ => None,
    }
}

/// Computed questions this step added: the core offers the choices and computes the answer.
pub(crate) const COMPUTED: &[ComputedInfo] = &[ComputedInfo {
    name: "long_pairs_unscaled_count",
    kind: "count",
    meaning: "path-computed-long-pairs-unscaled-count",
}];

/// The choices of computed question `name` (one of [`COMPUTED`]) and the right one's index.
pub(crate) fn choices(name: &str, s: &Scene) -> Option<(Vec<Cited>, usize)> {
    if name != "long_pairs_unscaled_count" {
        return None;
    }
    let pairs = s.pairs() as u64;
    let (values, answer) = count_choices(never_turning(s), &[0, pairs / 2, pairs]);
    Some((counted(&values, "tour-trained-context-choice"), answer))
}

#[cfg(test)]
pub(super) mod tests {
    use super::*;
    use crate::rope::base::i18n::en;
    use crate::rope::teaching::path::{self, Expect, Question as Asked};
    use crate::rope::Key;

    /// Step `id`'s own state and the same with knobs a learner might turn mid-step (the
    /// scaling method among them: each computed answer has a state that picks each choice).
    pub(in crate::rope::teaching::tour) fn states(id: &str) -> Vec<Scene> {
        let own = STEPS.iter().find(|s| s.id == id).unwrap().config();
        let mut out = vec![Scene::new(&own)];
        for (key, value) in [
            ("base", "500000"),
            ("dim", "32"),
            ("dim", "18"),
            ("rope", "off"),
            ("nope_dim", "0"),
            ("factor", "2"),
            ("factor", "1"),
            ("orig", "64"),
            ("scaling", "none"),
            ("scaling", "linear"),
            ("scaling", "ntk"),
            ("scaling", "yarn"),
            ("beta_fast", "8"),
            ("beta_slow", "2"),
        ] {
            let key = Key::parse(key).unwrap();
            if let Ok(edit) = own.try_edit(key, value) {
                out.push(Scene::new(&edit.config));
            }
        }
        assert!(out.len() > 10, "{id}: the knobs apply");
        out
    }

    /// Step `id` is written in the tour's path file as a teacher writes a path: its text
    /// message placeholders only, its question the computed question `computed` (the reveal
    /// speaking for itself), hiding `hide`; and the page, which runs that path, shows for
    /// every state exactly what the tour's tests read ([`Step::notice`], [`Step::question`]).
    pub(in crate::rope::teaching::tour) fn written_as_a_path(
        id: &str,
        computed: &str,
        hide: &[&str],
    ) {
        let tour = path::Path::parse(path::TOUR_JSON)
            .unwrap_or_else(|e| panic!("{}", en(&path::describe(&e))));
        let st = tour.steps.iter().find(|s| s.id == id).unwrap();
        let text = st.text.first();
        assert!(text.starts_with("{message:tour-") && !text.contains("{tour:"));
        let Some(
            question @ Asked::Computed {
                answer, say_answer, ..
            },
        ) = &st.question
        else {
            panic!("{id}: a computed question");
        };
        assert_eq!((answer.name, *say_answer), (computed, false));
        assert_eq!(st.hidden(), hide);
        let step = STEPS.iter().find(|s| s.id == id).unwrap();
        assert_eq!(step.hides(), hide);
        let mut answers = Vec::new();
        for s in states(id) {
            let (notice, q) = (step.notice(&s), step.question(&s));
            assert_eq!(st.text(&s), notice.text());
            let shown = question.shown(&s);
            assert_eq!(en(&shown.prompt), q.prompt.text());
            let choices: Vec<String> = shown.choices.iter().map(en).collect();
            let read: Vec<String> = q.choices.iter().map(Cited::text).collect();
            assert_eq!(choices, read);
            assert_eq!(shown.expect, Expect::Choice(q.answer));
            assert_eq!(en(&shown.explanation), q.explanation.text());
            answers.push(q.answer);
        }
        answers.sort_unstable();
        answers.dedup();
        assert!(answers.len() >= 2, "{id}: the states give one answer only");
    }

    /// The value a teacher's placeholder gives for `s` (`{name}` written without braces).
    pub(in crate::rope::teaching::tour) fn value_of(name: &str, s: &Scene) -> Option<Computed> {
        let found = path::placeholders(&format!("{{{name}}}")).unwrap();
        path::value(&found[0], s)
    }

    /// Every number the step prints, and its placeholders as a teacher reads them, are the
    /// frequencies view's: the wavelengths of its table (plain speeds) and the count its line
    /// gives of those longer than the trained context.
    #[test]
    fn the_numbers_are_the_frequency_views() {
        for s in states("trained-context") {
            let view = crate::rope::view::frequencies::frequencies(&s);
            let (first, last) = (&view.rows[0], view.rows.last().unwrap());
            let longer = view
                .rows
                .iter()
                .filter(|r| r.wavelength_plain > s.orig as f64)
                .count() as u64;
            let step = STEPS.iter().find(|st| st.id == "trained-context").unwrap();
            assert_eq!(
                step.notice(&s).numbers,
                vec![
                    s.orig.to_string(),
                    prose(first.wavelength_plain, 2),
                    prose(last.wavelength_plain, 0)
                ]
            );
            assert_eq!(
                step.question(&s).explanation.numbers,
                vec![longer.to_string()]
            );
            let pair = format!("wavelength_unscaled:{}", last.pair);
            for (name, row) in [("wavelength_unscaled:0", first), (pair.as_str(), last)] {
                assert_eq!(
                    value_of(name, &s),
                    Some(Computed::Number(row.wavelength_plain))
                );
            }
            assert_eq!(
                value_of("wavelength_unscaled:last", &s),
                Some(Computed::Number(last.wavelength_plain))
            );
            assert_eq!(
                value_of(&format!("wavelength_unscaled:{}", s.pairs()), &s),
                None
            );
            assert_eq!(
                value_of("long_pairs_unscaled", &s),
                Some(Computed::Count(longer))
            );
        }
    }

    #[test]
    fn the_step_is_written_as_a_path() {
        written_as_a_path(
            "trained-context",
            "long_pairs_unscaled_count",
            &["long-pairs", "wavelength-chart"],
        );
    }

    fn step() -> &'static Step {
        STEPS.iter().find(|s| s.id == "trained-context").unwrap()
    }

    /// The count the trained-context step asks for, checked against the wavelengths directly.
    #[test]
    fn never_turning_pairs_are_counted_from_the_wavelengths() {
        let s = Scene::new(&step().config());
        let w = freq::inv_freq(128, 10_000.0).unwrap();
        let expected = w.iter().filter(|&&x| TAU / x > 4096.0).count() as u64;
        assert_eq!(never_turning(&s), expected);
        let q = step().question(&s);
        assert_eq!(q.choices[q.answer].numbers, vec![expected.to_string()]);
        assert_eq!(q.explanation.numbers, vec![expected.to_string()]);
    }
}
