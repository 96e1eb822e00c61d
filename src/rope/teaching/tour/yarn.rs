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

pub(crate) fn yarn(s: &Scene) -> Cited {
    let f = &s.freqs;
    Cited::m("tour-yarn-text")
        .i("orig", s.orig)
        .g("fast", s.config.scaling.params.beta_fast)
        .g("slow", s.config.scaling.params.beta_slow)
        .n("factor", f.attention_factor, 4)
        .n("square", f.attention_factor * f.attention_factor, 4)
}

pub(crate) fn which_kept(s: &Scene) -> Question {
    let slow = s.freqs.slowdown();
    let kept_fast = slow.first().is_some_and(|&x| (x - 1.0).abs() <= 1e-12);
    let kept_slow = slow.last().is_some_and(|&x| (x - 1.0).abs() <= 1e-12);
    let (kept, full) = yarn_counts(s);
    Question {
        prompt: words("tour-yarn-question"),
        choices: vec![
            words("tour-yarn-choice-fast"),
            words("tour-yarn-choice-slow"),
            words("tour-yarn-choice-none"),
        ],
        answer: if kept_fast {
            0
        } else if kept_slow {
            1
        } else {
            2
        },
        explanation: Cited::m("tour-yarn-reveal")
            .c("first", slowed(slow.first().copied().unwrap_or(1.0)))
            .c("last", slowed(slow.last().copied().unwrap_or(1.0)))
            .i("kept", kept)
            .i("full", full)
            .g("factor", s.factor),
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
