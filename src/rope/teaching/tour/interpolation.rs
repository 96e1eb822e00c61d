//! The tour's step `interpolation`: what it computes for its texts and its question.

use super::*;

pub(crate) fn interpolation(s: &Scene) -> Cited {
    Cited::m("tour-interpolation-text")
        .i("orig", s.orig)
        .n("longer", s.orig as f64 * s.factor, 0)
        .g("factor", s.factor)
        .i("pairs", s.freqs.inv_freq.len() as u64)
}

/// "keeps its speed" or "is slowed x times" for a pair slowed `x` times.
pub(crate) fn slowed(x: f64) -> Cited {
    if (x - 1.0).abs() <= 1e-12 {
        words("tour-speed-kept")
    } else {
        Cited::m("tour-speed-slowed").n("times", x, 2)
    }
}

pub(crate) fn which_slowed(s: &Scene) -> Question {
    let slow = s.freqs.slowdown();
    let all_same = slow
        .iter()
        .all(|&x| (x - s.factor).abs() <= 1e-9 * s.factor);
    let first = slow.first().copied().unwrap_or(1.0);
    let answer = if all_same {
        1
    } else if (first - 1.0).abs() <= 1e-12 {
        0
    } else {
        2
    };
    Question {
        prompt: words("tour-interpolation-question"),
        choices: vec![
            words("tour-interpolation-choice-slow"),
            words("tour-interpolation-choice-every"),
            words("tour-interpolation-choice-fast"),
        ],
        answer,
        explanation: Cited::m("tour-interpolation-reveal")
            .g("factor", s.factor)
            .c("first", slowed(first))
            .c("last", slowed(slow.last().copied().unwrap_or(1.0))),
    }
}

// ---- what this step adds to the path engine (see tour/mod.rs and path.rs) -------------------

/// Placeholders this step added (teachers get them too): `ph(name, pair, kind, meaning)`.
pub(crate) const PLACEHOLDERS: &[PlaceholderInfo] = &[];

/// For each number placeholder above, the readouts (`views::READOUTS` names) that show its
/// value, so a number question can hide them (as `path::ANSWERED_BY`).
pub(crate) const READOUTS: &[(&str, &[&str])] = &[];

/// The value of placeholder `name` (one of [`PLACEHOLDERS`]; `pair` already checked < d/2):
/// `None`: not this file's; `Some(None)`: the scene has no value for it.
pub(crate) fn value(name: &str, pair: Option<usize>, s: &Scene) -> Option<Option<Computed>> {
    let _ = (name, pair, s);
    None
}

/// Computed questions this step added: the core offers the choices and computes the answer.
pub(crate) const COMPUTED: &[ComputedInfo] = &[];

/// The choices of computed question `name` (one of [`COMPUTED`]) and the right one's index.
pub(crate) fn choices(name: &str, s: &Scene) -> Option<(Vec<Cited>, usize)> {
    let _ = (name, s);
    None
}
