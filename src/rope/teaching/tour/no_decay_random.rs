//! The tour's step `no-decay-random`: what it computes for its texts and its question.

use super::*;

pub(crate) fn random_vectors(s: &Scene) -> Cited {
    Cited::m("tour-no-decay-random-text").n("score", score_at_distance(s, 0.0), 3)
}

pub(crate) fn zero_is_highest(s: &Scene) -> Question {
    let points = curve(s);
    let s0 = score_at_distance(s, 0.0);
    let beats = points
        .iter()
        .filter(|p| p.distance > 0.0 && p.score > s0)
        .max_by(|a, b| a.score.total_cmp(&b.score));
    Question {
        prompt: words("tour-no-decay-random-question"),
        choices: vec![words("tour-yes"), words("tour-no")],
        answer: if beats.is_some() { 1 } else { 0 },
        explanation: match beats {
            Some(p) => Cited::m("tour-no-decay-random-reveal-beaten")
                .n("distance", p.distance, 0)
                .n("score", p.score, 3)
                .n("zero", s0, 3),
            None => Cited::m("tour-no-decay-random-reveal-highest").n("zero", s0, 3),
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
