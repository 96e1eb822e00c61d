//! The tour's step `only-distance`: what it computes for its texts and its question.

use super::*;

/// The invariance view's two scores: the query and key where they are, and both slid by the
/// shift the view's slider starts at (the tour puts it back there).
pub(crate) fn invariance_scores(s: &Scene) -> (f64, f64) {
    let w = &s.freqs.inv_freq;
    let here = decompose(&s.q, s.m as f64, &s.k, s.n as f64, w, s.layout).total;
    let t = crate::rope::view::invariance::DEFAULT_SHIFT as f64;
    let there = decompose(&s.q, s.m as f64 + t, &s.k, s.n as f64 + t, w, s.layout).total;
    (here, there)
}

pub(crate) fn only_distance(s: &Scene) -> Cited {
    let (here, _) = invariance_scores(s);
    // The slid score is the answer to the question below: it waits for the reveal.
    Cited::m("tour-only-distance-text")
        .i("m", s.m)
        .i("n", s.n)
        .n("score", here, 6)
        .i("shift", crate::rope::view::invariance::DEFAULT_SHIFT)
}

pub(crate) fn shifted_score(s: &Scene) -> Question {
    // The view's own two scores: at m and n, and with both slid by t (its slider).
    let t = crate::rope::view::invariance::DEFAULT_SHIFT;
    let (here, there) = invariance_scores(s);
    let answer = same_higher_lower(here, there);
    let explanation = Cited::m("tour-only-distance-reveal")
        .n("distance", s.m as f64 - s.n as f64, 0)
        .n("here", here, 6)
        .i("m", s.m)
        .i("n", s.n)
        .n("there", there, 6)
        .i("shift", t);
    Question {
        prompt: Cited::m("tour-only-distance-question")
            .i("shift", t)
            .i("m", s.m + t)
            .i("n", s.n + t),
        choices: vec![
            words("tour-only-distance-choice-same"),
            words("tour-only-distance-choice-higher"),
            words("tour-only-distance-choice-lower"),
        ],
        answer,
        explanation: if answer == 0 {
            explanation.then(words("tour-only-distance-reveal-same"))
        } else {
            explanation
        },
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
