//! The tour's step `yarn`: what it computes for its texts and its question.

use super::*;

/// How many leading pairs YaRN leaves at full speed, and how many it divides by the whole factor.
pub(crate) fn yarn_counts(s: &Scene) -> (u64, u64) {
    let slow = s.freqs.slowdown();
    let kept = slow
        .iter()
        .take_while(|&&x| (x - 1.0).abs() <= 1e-12)
        .count() as u64;
    let full = slow
        .iter()
        .filter(|&&x| (x - s.factor).abs() <= 1e-9 * s.factor)
        .count() as u64;
    (kept, full)
}

/// Which pairs keep their speed, as the choices of [`CHOICES`] put it: 0 the fast ones (the
/// first pair is kept), 1 the slow ones (the last is), 2 none.
pub(crate) fn which_kept(s: &Scene) -> usize {
    let slow = s.freqs.slowdown();
    let kept_fast = slow.first().is_some_and(|&x| (x - 1.0).abs() <= 1e-12);
    let kept_slow = slow.last().is_some_and(|&x| (x - 1.0).abs() <= 1e-12);
    if kept_fast {
        0
    } else if kept_slow {
        1
    } else {
        2
    }
}

/// The choices of the question "which pairs keep their speed under YaRN?".
const CHOICES: [&str; 3] = [
    "tour-yarn-choice-fast",
    "tour-yarn-choice-slow",
    "tour-yarn-choice-none",
];

// ---- what this step adds to the path engine (see tour/mod.rs and path.rs) -------------------

/// Placeholders this step added (teachers get them too): `ph(name, pair, kind, meaning)`.
pub(crate) const PLACEHOLDERS: &[PlaceholderInfo] = &[
    ph("beta_fast", false, Kind::Number, "path-ph-beta-fast"),
    ph("beta_slow", false, Kind::Number, "path-ph-beta-slow"),
    ph(
        "attention_factor_squared",
        false,
        Kind::Number,
        "path-ph-attention-factor-squared",
    ),
    ph("kept_pairs", false, Kind::Count, "path-ph-kept-pairs"),
    ph(
        "fully_slowed_pairs",
        false,
        Kind::Count,
        "path-ph-fully-slowed-pairs",
    ),
];

/// For each number placeholder above, the readouts (`views::READOUTS` names) that show its
/// value, so a number question can hide them (as `path::ANSWERED_BY`).
pub(crate) const READOUTS: &[(&str, &[&str])] = &[
    // YaRN's bounds are settings the learner sees.
    ("beta_fast", &[]),
    ("beta_slow", &[]),
    ("attention_factor_squared", &["attention-factor"]),
    ("kept_pairs", &["frequency-table", "scaled-pairs"]),
    ("fully_slowed_pairs", &["frequency-table", "scaled-pairs"]),
];

/// The value of placeholder `name` (one of [`PLACEHOLDERS`]; `pair` already checked < d/2):
/// `None`: not this file's; `Some(None)`: the scene has no value for it.
pub(crate) fn value(name: &str, pair: Option<usize>, s: &Scene) -> Option<Option<Computed>> {
    let _ = pair;
    let params = &s.config.scaling.params;
    let attention = s.freqs.attention_factor;
    Some(Some(match name {
        "beta_fast" => Computed::Number(params.beta_fast),
        "beta_slow" => Computed::Number(params.beta_slow),
        "attention_factor_squared" => Computed::Number(attention * attention),
        "kept_pairs" => Computed::Count(yarn_counts(s).0),
        "fully_slowed_pairs" => Computed::Count(yarn_counts(s).1),
        _ => return None,
    }))
}

/// Computed questions this step added: the core offers the choices and computes the answer.
pub(crate) const COMPUTED: &[ComputedInfo] = &[ComputedInfo {
    name: "which_pairs_kept",
    kind: "pairs",
    meaning: "path-computed-which-pairs-kept",
}];

/// The choices of computed question `name` (one of [`COMPUTED`]) and the right one's index.
pub(crate) fn choices(name: &str, s: &Scene) -> Option<(Vec<Cited>, usize)> {
    (name == "which_pairs_kept").then(|| (CHOICES.map(words).to_vec(), which_kept(s)))
}

#[cfg(test)]
mod tests {
    use super::super::trained_context::tests::{states, value_of, written_as_a_path};
    use super::*;
    use crate::rope::teaching::path::three_digits;
    use crate::rope::view::frequencies::frequencies;

    /// The step's numbers, and its placeholders as a teacher reads them, are the frequencies
    /// view's: its attention factor, and the slowdown column of its table counted (the pairs
    /// from the first at full speed, the pairs slowed by the whole factor).
    #[test]
    fn the_numbers_are_the_frequency_views() {
        let step = STEPS.iter().find(|st| st.id == "yarn").unwrap();
        let mut counts = Vec::new();
        for s in states("yarn") {
            let view = frequencies(&s);
            let kept = view
                .rows
                .iter()
                .take_while(|r| (r.slowdown - 1.0).abs() <= 1e-12)
                .count() as u64;
            let full = view
                .rows
                .iter()
                .filter(|r| (r.slowdown - s.factor).abs() <= 1e-9 * s.factor)
                .count() as u64;
            counts.push((kept, full));
            let a = view.attention_factor;
            let params = &s.config.scaling.params;
            assert_eq!(
                step.notice(&s).numbers,
                vec![
                    s.orig.to_string(),
                    three_digits(params.beta_fast),
                    three_digits(params.beta_slow),
                    prose(a, 4),
                    prose(a * a, 4),
                ]
            );
            let reveal = step.question(&s).explanation.numbers;
            let n = reveal.len();
            assert_eq!(
                reveal[n - 3..],
                [kept.to_string(), full.to_string(), three_digits(s.factor)]
            );
            for (name, v) in [
                ("kept_pairs", Computed::Count(kept)),
                ("fully_slowed_pairs", Computed::Count(full)),
                ("attention_factor_squared", Computed::Number(a * a)),
                ("beta_fast", Computed::Number(params.beta_fast)),
                ("beta_slow", Computed::Number(params.beta_slow)),
            ] {
                assert_eq!(value_of(name, &s), Some(v), "{name}");
            }
        }
        // The states tell the counts apart: a test of a constant would not.
        counts.sort_unstable();
        counts.dedup();
        assert!(counts.len() >= 3, "{counts:?}");
    }

    #[test]
    fn the_step_is_written_as_a_path() {
        written_as_a_path(
            "yarn",
            "which_pairs_kept",
            &["scaled-pairs", "wavelength-chart"],
        );
    }
}
