//! The tour's step `rope-off`: the placeholders and the computed question its texts in
//! `www/paths/tour.json` use (the score against distance with RoPE off).

use super::*;

/// The score-vs-distance chart's points (the distance view's default range).
fn chart(s: &Scene) -> Vec<crate::rope::maths::decay::DistancePoint> {
    curve(s)
}

/// The chart's farthest distance.
fn chart_end(s: &Scene) -> f64 {
    chart(s).last().map_or(0.0, |p| p.distance)
}

// ---- what this step adds to the path engine (see tour/mod.rs and path.rs) -------------------

/// Placeholders this step added (teachers get them too): `ph(name, pair, kind, meaning)`.
pub(crate) const PLACEHOLDERS: &[PlaceholderInfo] = &[
    ph("turning_pairs", false, Kind::Count, "path-ph-turning-pairs"),
    ph(
        "distance_chart_start",
        false,
        Kind::Count,
        "path-ph-distance-chart-start",
    ),
    ph(
        "score_at_chart_end",
        false,
        Kind::Number,
        "path-ph-score-at-chart-end",
    ),
    ph(
        "distance_chart_spread",
        false,
        Kind::Number,
        "path-ph-distance-chart-spread",
    ),
    ph(
        "no_position_source",
        false,
        Kind::Words,
        "path-ph-no-position-source",
    ),
];

/// For each number placeholder above, the readouts (`views::READOUTS` names) that show its
/// value, so a number question can hide them (as `path::ANSWERED_BY`).
pub(crate) const READOUTS: &[(&str, &[&str])] = &[
    ("turning_pairs", &["frequency-table"]),
    ("distance_chart_start", &[]),
    ("score_at_chart_end", &["distance-scores"]),
    ("distance_chart_spread", &["distance-scores"]),
];

/// The value of placeholder `name` (one of [`PLACEHOLDERS`]; `pair` already checked < d/2):
/// `None`: not this file's; `Some(None)`: the scene has no value for it.
pub(crate) fn value(name: &str, pair: Option<usize>, s: &Scene) -> Option<Option<Computed>> {
    let _ = pair;
    Some(Some(match name {
        "turning_pairs" => {
            Computed::Count(s.freqs.inv_freq.iter().filter(|&&w| w != 0.0).count() as u64)
        }
        "distance_chart_start" => {
            Computed::Count(chart(s).first().map_or(0.0, |p| p.distance).max(0.0) as u64)
        }
        "score_at_chart_end" => Computed::Number(score_at_distance(s, chart_end(s))),
        "distance_chart_spread" => {
            let (lo, hi) = chart(s)
                .iter()
                .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), p| {
                    (lo.min(p.score), hi.max(p.score))
                });
            Computed::Number(hi - lo)
        }
        // A paper's authors and year (a name, not a number we compute).
        "no_position_source" => Computed::Words("Kazemnejad et al. 2023".into()), // i18n: a paper's authors and year (a name)
        _ => return None,
    }))
}

/// Computed questions this step added: the core offers the choices and computes the answer.
pub(crate) const COMPUTED: &[ComputedInfo] = &[ComputedInfo {
    name: "score_far_against_near",
    kind: "change",
    meaning: "path-computed-score-far-against-near",
}];

/// The choices of computed question `name` (one of [`COMPUTED`]) and the right one's index.
pub(crate) fn choices(name: &str, s: &Scene) -> Option<(Vec<Cited>, usize)> {
    (name == "score_far_against_near").then(|| {
        let choices = vec![
            words("tour-rope-off-choice-same"),
            words("tour-rope-off-choice-grows"),
            words("tour-rope-off-choice-falls"),
        ];
        let far = score_at_distance(s, chart_end(s));
        (choices, same_higher_lower(score_at_distance(s, 0.0), far))
    })
}
