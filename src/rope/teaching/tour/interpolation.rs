//! The tour's step `interpolation`: what it computes for its texts and its question.

use super::*;

/// "keeps its speed" or "is slowed x times" for a pair slowed `x` times, or "stands still" for
/// a pair that does not turn at all (RoPE off, a dropped pair: 0/0, no slowdown to speak of).
pub(crate) fn slowed(x: f64) -> Cited {
    if !x.is_finite() {
        words("tour-speed-still")
    } else if (x - 1.0).abs() <= 1e-12 {
        words("tour-speed-kept")
    } else {
        Cited::m("tour-speed-slowed").n("times", x, 2)
    }
}

/// Which pairs the scaling method slows, as the choices of [`CHOICES`] put it: 0 only the slow
/// ones (the first pair keeps its speed), 1 every pair by the same factor, 2 only the fast ones.
pub(crate) fn which_slowed(s: &Scene) -> usize {
    let slow = s.freqs.slowdown();
    let all_same = slow
        .iter()
        .all(|&x| (x - s.factor).abs() <= 1e-9 * s.factor);
    let first = slow.first().copied().unwrap_or(1.0);
    if all_same {
        1
    } else if (first - 1.0).abs() <= 1e-12 {
        0
    } else {
        2
    }
}

/// The choices of the question "which pairs does position interpolation slow down?".
const CHOICES: [&str; 3] = [
    "tour-interpolation-choice-slow",
    "tour-interpolation-choice-every",
    "tour-interpolation-choice-fast",
];

// ---- what this step adds to the path engine (see tour/mod.rs and path.rs) -------------------

/// Placeholders this step added (teachers get them too): `ph(name, pair, kind, meaning)`.
pub(crate) const PLACEHOLDERS: &[PlaceholderInfo] = &[
    ph(
        "scaled_context",
        false,
        Kind::Number,
        "path-ph-scaled-context",
    ),
    ph("speed_change", true, Kind::Words, "path-ph-speed-change"),
];

/// For each number placeholder above, the readouts (`views::READOUTS` names) that show its
/// value, so a number question can hide them (as `path::ANSWERED_BY`).
pub(crate) const READOUTS: &[(&str, &[&str])] = &[
    // The trained context times the factor: both are settings the learner sees.
    ("scaled_context", &[]),
];

/// The value of placeholder `name` (one of [`PLACEHOLDERS`]; `pair` already checked < d/2):
/// `None`: not this file's; `Some(None)`: the scene has no value for it.
pub(crate) fn value(name: &str, pair: Option<usize>, s: &Scene) -> Option<Option<Computed>> {
    match name {
        "scaled_context" => Some(Some(Computed::Number(s.orig as f64 * s.factor))),
        "speed_change" => Some(
            pair.and_then(|i| s.freqs.slowdown().get(i).copied())
                .map(|x| Computed::Cited(slowed(x))),
        ),
        _ => None,
    }
}

/// Computed questions this step added: the core offers the choices and computes the answer.
pub(crate) const COMPUTED: &[ComputedInfo] = &[ComputedInfo {
    name: "which_pairs_slowed",
    kind: "pairs",
    meaning: "path-computed-which-pairs-slowed",
}];

/// The choices of computed question `name` (one of [`COMPUTED`]) and the right one's index.
pub(crate) fn choices(name: &str, s: &Scene) -> Option<(Vec<Cited>, usize)> {
    (name == "which_pairs_slowed").then(|| (CHOICES.map(words).to_vec(), which_slowed(s)))
}

#[cfg(test)]
mod tests {
    use super::super::trained_context::tests::{states, value_of, written_as_a_path};
    use super::*;
    use crate::rope::view::frequencies::frequencies;

    /// The step's numbers, and its placeholders as a teacher reads them, are the frequencies
    /// view's: the slowdown column of its table, for the first and the last pair.
    #[test]
    fn the_numbers_are_the_frequency_views() {
        let step = STEPS.iter().find(|st| st.id == "interpolation").unwrap();
        let mut slowed_seen = false;
        for s in states("interpolation") {
            let view = frequencies(&s);
            let (first, last) = (&view.rows[0], view.rows.last().unwrap());
            let change = |x: f64| -> (String, Vec<String>) {
                if !x.is_finite() {
                    (
                        "stands still (it does not turn, with or without scaling)".into(),
                        vec![],
                    )
                } else if (x - 1.0).abs() <= 1e-12 {
                    ("keeps its speed".into(), vec![])
                } else {
                    (
                        format!("is slowed {} times", prose(x, 2)),
                        vec![prose(x, 2)],
                    )
                }
            };
            let (said_first, n_first) = change(first.slowdown);
            let (said_last, n_last) = change(last.slowdown);
            slowed_seen |= !n_last.is_empty();
            let reveal = step.question(&s).explanation;
            assert!(
                reveal.text().contains(&format!(
                    "The first pair {said_first} and the last {said_last}:"
                )),
                "{}",
                reveal.text()
            );
            let factor = crate::rope::teaching::path::three_digits(s.factor);
            assert_eq!(reveal.numbers, [vec![factor], n_first, n_last].concat());
            for (name, x) in [
                ("speed_change:0", first.slowdown),
                ("speed_change:last", last.slowdown),
            ] {
                let Some(Computed::Cited(c)) = value_of(name, &s) else {
                    panic!("{name}: a clause");
                };
                // (Compared as printed: a pair that stands still is slowed 0/0 = NaN times.)
                assert_eq!(
                    (c.text(), &c.numbers),
                    (slowed(x).text(), &slowed(x).numbers)
                );
            }
            assert_eq!(
                value_of("scaled_context", &s),
                Some(Computed::Number(s.orig as f64 * s.factor))
            );
            assert_eq!(
                step.notice(&s).numbers,
                vec![
                    s.orig.to_string(),
                    prose(s.orig as f64 * s.factor, 0),
                    crate::rope::teaching::path::three_digits(s.factor),
                    view.rows.len().to_string(),
                ]
            );
        }
        assert!(slowed_seen);
    }

    #[test]
    fn the_step_is_written_as_a_path() {
        written_as_a_path(
            "interpolation",
            "which_pairs_slowed",
            &["scaled-pairs", "wavelength-chart"],
        );
    }
}
