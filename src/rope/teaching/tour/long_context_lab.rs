//! The tour's step `long-context-lab`: what it computes for its texts and its question.

use super::*;

/// The pairs that meet, at distance `gap`, an angle training never showed them, by the
/// heatmap's rule (`maths::heatmap::out_of_distribution`: the angle's place on the dial lies
/// outside the arc the pair covered over the trained positions).
pub(crate) fn new_at_gap(s: &Scene, gap: u64) -> Vec<usize> {
    s.freqs
        .inv_freq
        .iter()
        .zip(&s.freqs.inv_freq_unscaled)
        .enumerate()
        .filter(|(_, (&w, &w0))| {
            crate::rope::maths::heatmap::out_of_distribution(angle(gap as f64, w), w0, s.orig)
        })
        .map(|(i, _)| i)
        .collect()
}

/// Pair indices in words: "pairs 22 to 31", "pair 5", or a list.
pub(crate) fn pair_list(pairs: &[usize]) -> Cited {
    match pairs {
        [] => Cited::default(),
        [one] => Cited::m("tour-pairs-one").i("pair", *one as u64),
        [first, .., last] if last - first + 1 == pairs.len() => Cited::m("tour-pairs-range")
            .i("first", *first as u64)
            .i("last", *last as u64),
        many => Cited::m("tour-pairs-list").c(
            "list",
            list(
                many.iter()
                    .map(|&p| Cited::m("tour-pairs-item").i("pair", p as u64))
                    .collect(),
            ),
        ),
    }
}

// ---- what this step adds to the path engine (see tour/mod.rs and path.rs) -------------------

/// What the pairs meet at distance `gap`, as the long-context step's reveal says it: how many of
/// the slow pairs stand outside the arc training showed them and which (the clause depends on
/// whether any does, and on whether some slow pairs wrapped back onto their arc).
pub(crate) fn new_angles_at(s: &Scene, gap: u64) -> Cited {
    let new = new_at_gap(s, gap);
    if new.is_empty() {
        return Cited::m("tour-long-context-lab-reveal-none")
            .i("gap", gap)
            .i("pairs", s.pairs() as u64)
            .i("orig", s.orig);
    }
    let n = never_turning(s);
    Cited::m("tour-long-context-lab-reveal")
        .i("never", n)
        .i("pairs", s.pairs() as u64)
        .i("orig", s.orig)
        .i("gap", gap)
        .i("count", new.len() as u64)
        .c("list", pair_list(&new))
        .t("wrapped", yes((new.len() as u64) < n))
}

// ---- what this step adds to the path engine (see tour/mod.rs and path.rs) -------------------

/// Placeholders this step added (teachers get them too): `ph(name, pair, kind, meaning)`.
pub(crate) const PLACEHOLDERS: &[PlaceholderInfo] = &[
    ph("double_orig", false, Kind::Count, "path-ph-double-orig"),
    ph(
        "new_angle_pairs",
        false,
        Kind::Words,
        "path-ph-new-angle-pairs",
    ),
    ph(
        "new_angle_pair_count",
        false,
        Kind::Count,
        "path-ph-new-angle-pair-count",
    ),
    ph(
        "new_angles_at_double_orig",
        false,
        Kind::Words,
        "path-ph-new-angles-at-double-orig",
    ),
];

/// For each number placeholder above, the readouts (`views::READOUTS` names) that show its
/// value, so a number question can hide them (as `path::ANSWERED_BY`). Twice the trained
/// context follows a setting; the long pairs show under (and in) the wavelength chart; no
/// readout counts the pairs that meet new angles (the heatmap greys their cells, uncounted).
pub(crate) const READOUTS: &[(&str, &[&str])] =
    &[("double_orig", &[]), ("new_angle_pair_count", &[])];

/// The value of placeholder `name` (one of [`PLACEHOLDERS`]; `pair` already checked < d/2):
/// `None`: not this file's; `Some(None)`: the scene has no value for it.
pub(crate) fn value(name: &str, pair: Option<usize>, s: &Scene) -> Option<Option<Computed>> {
    let _ = pair;
    let gap = 2 * s.orig;
    Some(Some(match name {
        "double_orig" => Computed::Count(gap),
        "new_angle_pairs" => match new_at_gap(s, gap).as_slice() {
            [] => return Some(None),
            new => Computed::Cited(pair_list(new)),
        },
        "new_angle_pair_count" => Computed::Count(new_at_gap(s, gap).len() as u64),
        "new_angles_at_double_orig" => Computed::Cited(new_angles_at(s, gap)),
        _ => return None,
    }))
}

/// Computed questions this step added: the core offers the choices and computes the answer.
pub(crate) const COMPUTED: &[ComputedInfo] = &[ComputedInfo {
    name: "which_pairs_meet_new_angles",
    kind: "pairs",
    meaning: "path-computed-which-pairs-meet-new-angles",
}];

/// The choices of computed question `name` (one of [`COMPUTED`]) and the right one's index.
pub(crate) fn choices(name: &str, s: &Scene) -> Option<(Vec<Cited>, usize)> {
    match name {
        // The fastest pairs, the slowest, none: at twice the trained context, the slow pairs
        // meet new angles unless every pair is back on (or never left) its trained arc.
        "which_pairs_meet_new_angles" => Some((
            vec![
                words("tour-long-context-lab-choice-fastest"),
                words("tour-long-context-lab-choice-slowest"),
                words("tour-long-context-lab-choice-none"),
            ],
            if new_at_gap(s, 2 * s.orig).is_empty() {
                2
            } else {
                1
            },
        )),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::base::i18n::{Lang, Messages};
    use crate::rope::teaching::path::{self, Path, Question as Asked, Values};
    use crate::rope::Key;

    fn step() -> &'static Step {
        STEPS.iter().find(|s| s.id == "long-context-lab").unwrap()
    }

    thread_local! {
        /// The Chinese messages, English behind them (as the page loads them).
        static ZH: Messages = super::super::tests::language(Lang::ZhCn);
    }

    fn zh(m: &Msg) -> String {
        ZH.with(|z| z.text(m))
    }

    /// The long-context question counts the pairs new at the gap it asks about, by the
    /// heatmap's rule: at 16384 (twice the model's 8192) pairs 20 and 21 of SmolLM2's 32 have
    /// wrapped back onto their trained arc, so 10 of the 12 that never turn meet new angles.
    #[test]
    fn the_long_context_question_counts_at_the_gap_it_asks() {
        let step = step();
        let s = Scene::new(&step.config());
        let gap = 2 * s.orig;
        // By hand, from first principles.
        let (d, base, orig) = (s.dim as f64, s.config.rope.base, s.orig as f64);
        let by_hand: Vec<usize> = (0..s.pairs())
            .filter(|&i| {
                let w = base.powf(-2.0 * i as f64 / d);
                let max = (orig - 1.0) * w;
                let a = gap as f64 * w;
                max < TAU && a > max && a.rem_euclid(TAU) > max
            })
            .collect();
        assert_eq!(new_at_gap(&s, gap), by_hand);
        assert_eq!((by_hand.len(), by_hand[0]), (10, 22));
        let q = step.question(&s);
        assert_eq!(q.answer, 1);
        let text = &q.explanation.text();
        assert!(
            text.contains("At a gap of 16384, 10 of them stand outside that arc (pairs 22 to 31"),
            "{text}"
        );
        assert!(!text.contains("past that distance"), "{text}");
        // Pair 20 wraps within twice its wavelength: its first turn ends before 16384.
        assert!(TAU * base.powf(40.0 / d) < gap as f64);
    }

    /// The long-context step sets the real model's own RoPE, as the core knows it (its query
    /// is a constant string, so this ties it to the model's numbers).
    #[test]
    fn the_long_context_step_sets_the_models_own_rope() {
        let c = step().config();
        assert_eq!(c.rope.dim, crate::rope::base::limits::MODEL_HEAD_DIM);
        assert_eq!(c.rope.base, crate::rope::settings::model_run::BASE);
        assert_eq!(
            c.scaling.params.orig,
            crate::rope::settings::model_run::CONTEXT
        );
    }

    /// The step is written in the tour's path file: its text a message whose numbers are
    /// placeholders, its question a computed one whose reveal speaks for itself (no "Computed
    /// for these settings: ..." before it), and no Rust writer behind it.
    #[test]
    fn the_long_context_step_is_a_path_step() {
        let tour = Path::parse(path::TOUR_JSON).expect("www/paths/tour.json reads");
        let st = tour
            .steps
            .iter()
            .find(|st| st.id == "long-context-lab")
            .unwrap();
        assert!(st
            .text
            .first()
            .starts_with("{message:tour-long-context-lab-text "));
        match &st.question {
            Some(Asked::Computed {
                answer, say_answer, ..
            }) => {
                assert_eq!(answer.name, "which_pairs_meet_new_angles");
                assert!(!say_answer);
            }
            other => panic!("{other:?}"),
        }
        // What the panel shows (the path engine) is what the step's own texts say.
        let s = Scene::new(&step().config());
        let (notice, shown) = st.shown(&s);
        let shown = shown.unwrap();
        assert_eq!(notice, step().notice(&s).text());
        let q = step().question(&s);
        assert_eq!(en(&shown.explanation), q.explanation.text());
        assert_eq!(shown.expect, path::Expect::Choice(1));
        assert_eq!(
            shown.choices.iter().map(en).collect::<Vec<_>>(),
            q.choices.iter().map(Cited::text).collect::<Vec<_>>()
        );
    }

    /// With RoPE off no pair turns, so none meets a new angle: the answer moves to "none", and
    /// the reveal says so with that state's numbers.
    #[test]
    fn with_rope_off_no_pair_meets_a_new_angle() {
        let c = step().config().try_edit(Key::Rope, "off").unwrap().config;
        let s = Scene::new(&c);
        assert!(new_at_gap(&s, 2 * s.orig).is_empty());
        let q = step().question(&s);
        assert_eq!(q.answer, 2);
        assert_eq!(
            q.choices[q.answer].text(),
            en(&Msg::new("tour-long-context-lab-choice-none"))
        );
        let text = q.explanation.text();
        assert!(
            text.starts_with(&format!(
                "At a gap of {} every one of the {} pairs",
                2 * s.orig,
                s.pairs()
            )),
            "{text}"
        );
        for n in [(2 * s.orig).to_string(), s.orig.to_string()] {
            assert!(q.explanation.numbers.contains(&n), "{n}: {text}");
        }
    }

    /// A teacher's path gets the step's placeholders and its computed question: each value is
    /// the core's for the state on screen.
    #[test]
    fn teachers_get_the_long_context_placeholders() {
        const TEACHER: &str = r#"{
          "ropescope_path": 1,
          "title": "Past the context",
          "steps": [
            {"title": "Gap", "state": "dim=64&base=100000&orig=8192", "views": ["heatmap"],
             "text": "At {double_orig}: {new_angle_pair_count} of {long_pairs_unscaled} long pairs are new ({new_angle_pairs}).",
             "question": {"kind": "computed", "prompt": "Which pairs meet new angles at {double_orig}?",
                          "answer": "which_pairs_meet_new_angles", "explanation": "{new_angles_at_double_orig}"}}
          ]
        }"#;
        let p = Path::parse(TEACHER).unwrap_or_else(|e| panic!("{e:?}"));
        let st = &p.steps[0];
        let s = Scene::new(&Config::from_query(st.state.as_str()).unwrap().config);
        let (text, q) = st.shown(&s);
        assert_eq!(
            text,
            "At 16384: 10 of 12 long pairs are new (pairs 22 to 31)."
        );
        let q = q.unwrap();
        assert_eq!(q.expect, path::Expect::Choice(1));
        assert!(
            en(&q.explanation).contains("10 of them stand outside that arc"),
            "{}",
            en(&q.explanation)
        );
        // Where none is new, the list is not available and the count is zero.
        let off = Scene::new(&s.config.try_edit(Key::Rope, "off").unwrap().config);
        let mut values = Values::new(&off);
        assert_eq!(
            values.render("{new_angle_pair_count} ({new_angle_pairs})"),
            format!("0 ({})", en(&Msg::new("path-not-available")))
        );
        // The long pairs are counted before scaling: slowing every pair four times (linear)
        // makes more pairs long ({long_pairs}), not these.
        let scaled = s.config.try_edit(Key::Scaling, "linear").unwrap().config;
        let scaled = Scene::new(&scaled.try_edit(Key::Factor, "4").unwrap().config);
        let mut values = Values::new(&scaled);
        assert_eq!(values.render("{long_pairs_unscaled}"), "12");
        assert_ne!(values.render("{long_pairs}"), "12");
    }

    /// In Chinese the path engine's reveal is the Chinese message, with the same numbers.
    #[test]
    fn the_reveal_reads_in_chinese() {
        let tour = Path::parse(path::TOUR_JSON).unwrap();
        let st = tour
            .steps
            .iter()
            .find(|st| st.id == "long-context-lab")
            .unwrap();
        let s = Scene::new(&step().config());
        let (notice, q) = st.shown_in(&s, Lang::ZhCn, zh);
        let reveal = zh(&q.unwrap().explanation);
        assert!(
            reveal.contains("在 16384 的间隔上，其中有 10 对"),
            "{reveal}"
        );
        assert!(notice.contains("8192"), "{notice}");
        assert!(!notice.is_ascii(), "{notice}");
    }
}
