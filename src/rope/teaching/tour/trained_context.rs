//! The tour's step `trained-context`: what it computes for its texts and its question.

use super::*;

/// Pairs whose (unscaled) wavelength is longer than the trained context.
pub(crate) fn never_turning(s: &Scene) -> u64 {
    wavelengths(&s.freqs.inv_freq_unscaled)
        .iter()
        .filter(|&&l| l > s.orig as f64)
        .count() as u64
}

pub(crate) fn trained_context(s: &Scene) -> Cited {
    let wl = wavelengths(&s.freqs.inv_freq_unscaled);
    Cited::m("tour-trained-context-text")
        .i("orig", s.orig)
        .n("first", wl.first().copied().unwrap_or(0.0), 2)
        .n("last", wl.last().copied().unwrap_or(0.0), 0)
}

pub(crate) fn never_turn(s: &Scene) -> Question {
    let n = never_turning(s);
    let pairs = s.pairs() as u64;
    let (values, answer) = count_choices(n, &[0, pairs / 2, pairs]);
    Question {
        prompt: Cited::m("tour-trained-context-question")
            .i("pairs", pairs)
            .i("orig", s.orig),
        choices: counted(&values, "tour-trained-context-choice"),
        answer,
        explanation: Cited::m("tour-trained-context-reveal").i("count", n),
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
