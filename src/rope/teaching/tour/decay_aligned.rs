//! The tour's step `decay-aligned`: what it computes for its texts and its question (its words
//! are in `www/paths/tour.json` and the message files).

use super::*;

/// The distance view's model for the scene (its default range).
fn distance_view(s: &Scene) -> crate::rope::view::distance::DistanceModel {
    crate::rope::view::distance::distance(s, None)
}

/// A row of the table under the distance charts (the last if there are fewer): its distance
/// and score.
fn table_row(s: &Scene, quarter: bool) -> (f64, f64) {
    let rows = distance_view(s).table_rows();
    let i = if quarter { rows.len() / 4 } else { 1 };
    rows.get(i.min(rows.len().saturating_sub(1)))
        .map_or((0.0, 0.0), |p| (p.distance, p.score))
}

/// The distance where the chart's score is highest (the first of equals; 0 for an empty chart).
fn highest_distance(s: &Scene) -> f64 {
    let points = curve(s);
    let scores: Vec<f64> = points.iter().map(|p| p.score).collect();
    argmax(&scores)
        .and_then(|i| points.get(i))
        .map_or(0.0, |p| p.distance)
}

/// The largest distance the chart draws.
fn chart_end(s: &Scene) -> f64 {
    curve(s).last().map_or(0.0, |p| p.distance)
}

// ---- what this step adds to the path engine (see tour/mod.rs and path.rs) -------------------

/// Placeholders this step added (teachers get them too): `ph(name, pair, kind, meaning)`.
pub(crate) const PLACEHOLDERS: &[PlaceholderInfo] = &[
    ph(
        "zero_distance_score",
        false,
        Kind::Number,
        "path-ph-zero-distance-score",
    ),
    ph(
        "distance_chart_end",
        false,
        Kind::Number,
        "path-ph-distance-chart-end",
    ),
    ph(
        "highest_score_distance",
        false,
        Kind::Number,
        "path-ph-highest-score-distance",
    ),
    ph(
        "highest_score",
        false,
        Kind::Number,
        "path-ph-highest-score",
    ),
    ph(
        "distance_table_near",
        false,
        Kind::Number,
        "path-ph-distance-table-near",
    ),
    ph(
        "distance_table_near_score",
        false,
        Kind::Number,
        "path-ph-distance-table-near-score",
    ),
    ph(
        "distance_table_quarter",
        false,
        Kind::Number,
        "path-ph-distance-table-quarter",
    ),
    ph(
        "distance_table_quarter_score",
        false,
        Kind::Number,
        "path-ph-distance-table-quarter-score",
    ),
    ph(
        "distance_bound_drawn",
        false,
        Kind::Words,
        "path-ph-distance-bound-drawn",
    ),
    ph(
        "distance_bound_first",
        false,
        Kind::Number,
        "path-ph-distance-bound-first",
    ),
    ph(
        "distance_bound_lowest",
        false,
        Kind::Number,
        "path-ph-distance-bound-lowest",
    ),
];

/// The score against distance shows in the table and notes under the charts, and as the
/// charts' curves and axes.
const SHOWN_BY: &[&str] = &["distance-scores", "distance-charts"];

/// For each number placeholder above, the readouts (`views::READOUTS` names) that show its
/// value, so a number question can hide them (as `path::ANSWERED_BY`).
pub(crate) const READOUTS: &[(&str, &[&str])] = &[
    ("zero_distance_score", SHOWN_BY),
    ("distance_chart_end", SHOWN_BY),
    ("highest_score_distance", SHOWN_BY),
    ("highest_score", SHOWN_BY),
    ("distance_table_near", SHOWN_BY),
    ("distance_table_near_score", SHOWN_BY),
    ("distance_table_quarter", SHOWN_BY),
    ("distance_table_quarter_score", SHOWN_BY),
    ("distance_bound_first", SHOWN_BY),
    ("distance_bound_lowest", SHOWN_BY),
];

/// The value of placeholder `name` (one of [`PLACEHOLDERS`]; `pair` already checked < d/2):
/// `None`: not this file's; `Some(None)`: the scene has no value for it.
pub(crate) fn value(name: &str, pair: Option<usize>, s: &Scene) -> Option<Option<Computed>> {
    let _ = pair;
    let number = |v: f64| Some(Some(Computed::Number(v)));
    // The bound's range, where the view gives it in a note (too far above the curve to draw).
    let noted = || {
        let view = distance_view(s);
        (!view.bound_on_chart()).then(|| view.bound_range())
    };
    match name {
        "zero_distance_score" => number(score_at_distance(s, 0.0)),
        "distance_chart_end" => number(chart_end(s)),
        "highest_score_distance" => number(highest_distance(s)),
        "highest_score" => number(score_at_distance(s, highest_distance(s))),
        "distance_table_near" => number(table_row(s, false).0),
        "distance_table_near_score" => number(table_row(s, false).1),
        "distance_table_quarter" => number(table_row(s, true).0),
        "distance_table_quarter_score" => number(table_row(s, true).1),
        "distance_bound_drawn" => Some(Some(Computed::Words(
            yes(distance_view(s).bound_on_chart()).into(),
        ))),
        "distance_bound_first" => Some(noted().map(|r| Computed::Number(r.0))),
        "distance_bound_lowest" => Some(noted().map(|r| Computed::Number(r.1))),
        _ => None,
    }
}

/// Computed questions this step added: the core offers the choices and computes the answer.
pub(crate) const COMPUTED: &[ComputedInfo] = &[ComputedInfo {
    name: "where_score_peaks",
    kind: "place",
    meaning: "path-computed-where-score-peaks",
}];

/// The choices of computed question `name` (one of [`COMPUTED`]) and the right one's index.
pub(crate) fn choices(name: &str, s: &Scene) -> Option<(Vec<Cited>, usize)> {
    if name != "where_score_peaks" {
        return None;
    }
    let (best, far) = (highest_distance(s), chart_end(s));
    Some((
        vec![
            words("tour-decay-aligned-choice-zero"),
            words("tour-decay-aligned-choice-middle"),
            words("tour-decay-aligned-choice-end"),
        ],
        if best == 0.0 {
            0
        } else if best < far {
            1
        } else {
            2
        },
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::teaching::path;

    fn step() -> &'static Step {
        STEPS.iter().find(|s| s.id == "decay-aligned").unwrap()
    }

    fn scene(query: &str) -> Scene {
        Scene::new(&Config::from_query(query).unwrap().config)
    }

    /// The reveal's last sentence follows the distance view: the bound drawn beside the curve
    /// (few pairs), or far above it, then with the two numbers of the view's note, printed as
    /// the note prints them and cited last; a teacher's `{distance_bound_first}` has no value
    /// where the view writes no note.
    #[test]
    fn the_bound_sentence_follows_the_view() {
        let mut seen = [false; 2];
        for query in [
            "dim=8&qk=ones",
            "dim=4&qk=ones",
            "dim=2",
            "dim=128&qk=ones",
            "dim=16&qk=ones",
            "dim=128",
        ] {
            let s = scene(query);
            let view = distance_view(&s);
            let drawn = view.bound_on_chart();
            seen[usize::from(drawn)] = true;
            let reveal = step().question(&s).explanation;
            let text = reveal.text();
            assert_eq!(
                text.contains("(the thin lines above and below the curve)"),
                drawn,
                "{query}: {text}"
            );
            let (first, lowest) = view.bound_range();
            let note = [prose(first, 1), prose(lowest, 1)];
            if drawn {
                assert_eq!(reveal.numbers.len(), 7, "{query}: {:?}", reveal.numbers);
                assert_eq!(path::render("{distance_bound_first}", &s), "n/a");
            } else {
                assert_eq!(reveal.numbers[7..], note, "{query}");
                assert!(text.contains(&format!("from {} at distance zero", note[0])));
                assert_eq!(
                    path::render("{distance_bound_lowest}", &s),
                    path::three_digits(lowest)
                );
            }
            assert_eq!(
                path::render("{distance_bound_drawn}", &s),
                if drawn { "yes" } else { "no" }
            );
        }
        assert_eq!(seen, [true, true], "both sentences met");
    }

    /// The answer is where the view's curve peaks (the first of equal points), read by hand
    /// from the curve: zero for aligned vectors, further out for the toy vectors.
    #[test]
    fn the_answer_is_where_the_curve_peaks() {
        let mut answers = Vec::new();
        for query in [
            "dim=128&qk=ones",
            "dim=8&qk=ones",
            "dim=128",
            "dim=2",
            "dim=4&base=2",
        ] {
            let s = scene(query);
            let points = curve(&s);
            let mut best = 0;
            for (i, p) in points.iter().enumerate() {
                if p.score > points[best].score {
                    best = i;
                }
            }
            let (at, end) = (points[best].distance, points.last().unwrap().distance);
            let expected = if at == 0.0 {
                0
            } else if at < end {
                1
            } else {
                2
            };
            let q = step().question(&s);
            assert_eq!(q.answer, expected, "{query}");
            assert_eq!(q.prompt.numbers, vec![prose(end, 0)], "{query}");
            assert_eq!(q.explanation.numbers[0], prose(at, 0), "{query}");
            answers.push(q.answer);
        }
        assert!(answers.contains(&0) && answers.contains(&1), "{answers:?}");
    }
}
