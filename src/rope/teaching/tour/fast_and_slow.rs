//! The tour's step `fast-and-slow`: what it computes for its texts and its question.

use super::*;

/// The rows the heatmap shows by default.
pub(crate) fn heatmap_rows(s: &Scene) -> u64 {
    heatmap::default_range(s)
}

pub(crate) fn fast_and_slow(s: &Scene) -> Cited {
    let w = &s.freqs.inv_freq;
    let wl = wavelengths(w);
    let last = w.len().saturating_sub(1);
    let rows = heatmap_rows(s);
    Cited::m("tour-fast-and-slow-text")
        .n("speed", w.first().copied().unwrap_or(0.0), 4)
        .n(
            "wavelength",
            wl.first().copied().unwrap_or(f64::INFINITY),
            2,
        )
        .i("last", last as u64)
        .n(
            "lastwavelength",
            wl.last().copied().unwrap_or(f64::INFINITY),
            0,
        )
        .i("distance", rows.saturating_sub(1))
        .n(
            "angle",
            w.last().copied().unwrap_or(0.0) * rows.saturating_sub(1) as f64,
            3,
        )
}

/// The pairs that complete a full turn within the distances the heatmap shows by default
/// (0 to its rows - 1), counted by the heatmap's own rule.
pub(crate) fn turning_in_heatmap(s: &Scene) -> (u64, u64) {
    let last = heatmap_rows(s).saturating_sub(1);
    let count = heatmap::pairs_turning_within(&s.freqs.inv_freq, last).len() as u64;
    (last, count)
}

pub(crate) fn full_turns(s: &Scene) -> Question {
    let (last, count) = turning_in_heatmap(s);
    let pairs = s.pairs() as u64;
    let (values, answer) = count_choices(count, &[pairs / 2, pairs, 1]);
    Question {
        prompt: Cited::m("tour-fast-and-slow-question")
            .i("pairs", pairs)
            .i("zero", 0u64)
            .i("last", last),
        choices: counted(&values, "tour-fast-and-slow-choice"),
        answer,
        explanation: Cited::m("tour-fast-and-slow-reveal")
            .i("last", last)
            .i("count", count),
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
