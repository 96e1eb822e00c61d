//! The tour's step `decay-aligned`: what it computes for its texts and its question.

use super::*;

pub(crate) fn decay_aligned(s: &Scene) -> Cited {
    Cited::m("tour-decay-aligned-text").i("pairs", s.pairs() as u64)
}

/// What the aligned vectors' chart shows (the answer's reveal): the score at three distances
/// and RoFormer's bound.
pub(crate) fn aligned_scores(s: &Scene) -> Cited {
    // The distance view's own model: two rows of its table (the second, and the one a quarter of
    // the way down) and where it draws the bound.
    let view = crate::rope::view::distance::distance(s, None);
    let rows = view.table_rows();
    let at = |i: usize| {
        rows.get(i.min(rows.len().saturating_sub(1)))
            .map_or((0.0, 0.0), |p| (p.distance, p.score))
    };
    let ((near, s1), (far, s2)) = (at(1), at(rows.len() / 4));
    let s0 = score_at_distance(s, 0.0);
    let c = Cited::m("tour-decay-aligned-reveal-rows")
        .n("zero", s0, 2)
        .n("nearscore", s1, 2)
        .n("near", near, 0)
        .n("farscore", s2, 2)
        .n("far", far, 0);
    // The bound as the view draws it: beside the curve, or (far above it) in a note.
    if view.bound_on_chart() {
        c.then(words("tour-decay-aligned-reveal-bound"))
    } else {
        let (first, lowest) = view.bound_range();
        c.then(
            Cited::m("tour-decay-aligned-reveal-bound-far")
                .n("first", first, 1)
                .n("lowest", lowest, 1),
        )
    }
}

pub(crate) fn highest_distance(s: &Scene) -> Question {
    let points = curve(s);
    let scores: Vec<f64> = points.iter().map(|p| p.score).collect();
    let best = argmax(&scores)
        .and_then(|i| points.get(i))
        .map_or(0.0, |p| p.distance);
    let far = points.last().map_or(0.0, |p| p.distance);
    Question {
        prompt: Cited::m("tour-decay-aligned-question").n("far", far, 0),
        choices: vec![
            words("tour-decay-aligned-choice-zero"),
            words("tour-decay-aligned-choice-middle"),
            words("tour-decay-aligned-choice-end"),
        ],
        answer: if best == 0.0 {
            0
        } else if best < far {
            1
        } else {
            2
        },
        explanation: Cited::m("tour-decay-aligned-reveal")
            .n("best", best, 0)
            .n("score", score_at_distance(s, best), 2)
            .then(aligned_scores(s)),
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
