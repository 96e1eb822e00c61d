//! The tour's step `rope-off`: what it computes for its texts and its question.

use super::*;

pub(crate) fn rope_off(s: &Scene) -> Cited {
    let range = curve(s).last().map_or(0.0, |p| p.distance);
    let moving = s.freqs.inv_freq.iter().filter(|&&w| w != 0.0).count();
    Cited::m("tour-rope-off-text")
        .i("moving", moving as u64)
        .i("zero", 0u64)
        .n("range", range, 0)
        .n("score", score_at_distance(s, 0.0), 4)
        .t("source", "Kazemnejad et al. 2023") // i18n: a paper's authors and year (a name)
}

pub(crate) fn flat_score(s: &Scene) -> Question {
    let points = curve(s);
    let far = points.last().map_or(0.0, |p| p.distance);
    let at0 = score_at_distance(s, 0.0);
    let at_far = score_at_distance(s, far);
    let (lo, hi) = points
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), p| {
            (lo.min(p.score), hi.max(p.score))
        });
    let still = s.freqs.inv_freq.iter().all(|&w| w == 0.0);
    Question {
        prompt: Cited::m("tour-rope-off-question").n("far", far, 0),
        choices: vec![
            words("tour-rope-off-choice-same"),
            words("tour-rope-off-choice-grows"),
            words("tour-rope-off-choice-falls"),
        ],
        answer: same_higher_lower(at0, at_far),
        explanation: Cited::m(if still {
            "tour-rope-off-reveal-flat"
        } else {
            "tour-rope-off-reveal-moving"
        })
        .n("zero", at0, 4)
        .n("atfar", at_far, 4)
        .n("far", far, 0)
        .n("spread", hi - lo, 4),
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
