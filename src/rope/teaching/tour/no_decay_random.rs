//! The tour's step `no-decay-random`: what it computes for its texts and its question (its
//! words are in `www/paths/tour.json` and the message files).

use super::*;

/// The point of the distance chart beyond distance zero that scores highest above the score at
/// distance zero, if one does: its distance and score.
fn beats_zero(s: &Scene) -> Option<(f64, f64)> {
    let s0 = score_at_distance(s, 0.0);
    curve(s)
        .into_iter()
        .filter(|p| p.distance > 0.0 && p.score > s0)
        .max_by(|a, b| a.score.total_cmp(&b.score))
        .map(|p| (p.distance, p.score))
}

// ---- what this step adds to the path engine (see tour/mod.rs and path.rs) -------------------

/// Placeholders this step added (teachers get them too): `ph(name, pair, kind, meaning)`.
/// (The score at distance zero is `zero_distance_score`, added by `decay-aligned`.)
pub(crate) const PLACEHOLDERS: &[PlaceholderInfo] = &[
    ph(
        "zero_distance_highest",
        false,
        Kind::Words,
        "path-ph-zero-distance-highest",
    ),
    ph(
        "beats_zero_distance",
        false,
        Kind::Number,
        "path-ph-beats-zero-distance",
    ),
    ph(
        "beats_zero_score",
        false,
        Kind::Number,
        "path-ph-beats-zero-score",
    ),
];

/// For each number placeholder above, the readouts (`views::READOUTS` names) that show its
/// value, so a number question can hide them (as `path::ANSWERED_BY`).
pub(crate) const READOUTS: &[(&str, &[&str])] = &[
    (
        "beats_zero_distance",
        &["distance-scores", "distance-charts"],
    ),
    ("beats_zero_score", &["distance-scores", "distance-charts"]),
];

/// The value of placeholder `name` (one of [`PLACEHOLDERS`]; `pair` already checked < d/2):
/// `None`: not this file's; `Some(None)`: the scene has no value for it.
pub(crate) fn value(name: &str, pair: Option<usize>, s: &Scene) -> Option<Option<Computed>> {
    let _ = pair;
    match name {
        "zero_distance_highest" => Some(Some(Computed::Words(yes(beats_zero(s).is_none()).into()))),
        "beats_zero_distance" => Some(beats_zero(s).map(|p| Computed::Number(p.0))),
        "beats_zero_score" => Some(beats_zero(s).map(|p| Computed::Number(p.1))),
        _ => None,
    }
}

/// Computed questions this step added: the core offers the choices and computes the answer.
pub(crate) const COMPUTED: &[ComputedInfo] = &[ComputedInfo {
    name: "zero_distance_highest",
    kind: "yes-no",
    meaning: "path-computed-zero-distance-highest",
}];

/// The choices of computed question `name` (one of [`COMPUTED`]) and the right one's index.
pub(crate) fn choices(name: &str, s: &Scene) -> Option<(Vec<Cited>, usize)> {
    (name == "zero_distance_highest").then(|| {
        (
            vec![words("tour-yes"), words("tour-no")],
            usize::from(beats_zero(s).is_some()),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::teaching::path;

    fn step() -> &'static Step {
        STEPS.iter().find(|s| s.id == "no-decay-random").unwrap()
    }

    /// "Is the score at distance zero the highest?": read by hand from the view's curve, for
    /// the step's sentence (a farther distance scores higher: "No", with its distance and
    /// score cited) and for RoPE off (a flat curve: "Yes", with the score at zero only).
    #[test]
    fn the_answer_reads_the_curve() {
        let own = step().config();
        let off = own.try_edit(crate::rope::Key::Rope, "off").unwrap().config;
        let mut answers = Vec::new();
        for c in [own, off] {
            let s = Scene::new(&c);
            let zero = score_at_distance(&s, 0.0);
            let points = curve(&s);
            let above: Vec<_> = points
                .iter()
                .filter(|p| p.distance > 0.0 && p.score > zero)
                .collect();
            let q = step().question(&s);
            assert_eq!(q.answer, usize::from(!above.is_empty()));
            assert_eq!(
                q.choices[q.answer].text(),
                if above.is_empty() { "Yes" } else { "No" }
            );
            let text = q.explanation.text();
            match above.iter().max_by(|a, b| a.score.total_cmp(&b.score)) {
                Some(p) => {
                    assert_eq!(
                        q.explanation.numbers,
                        vec![prose(p.distance, 0), prose(p.score, 3), prose(zero, 3)]
                    );
                    assert!(text.starts_with("No: distance "), "{text}");
                    assert_eq!(
                        path::render("{beats_zero_distance}", &s),
                        path::three_digits(p.distance)
                    );
                }
                None => {
                    assert_eq!(q.explanation.numbers, vec![prose(zero, 3)]);
                    assert!(text.starts_with("Yes, here it is"), "{text}");
                    assert_eq!(path::render("{beats_zero_score}", &s), "n/a");
                }
            }
            // Both reveals end on the same lesson.
            assert!(
                text.ends_with("not a promise for every pair of tokens."),
                "{text}"
            );
            answers.push(q.answer);
        }
        assert_eq!(answers, vec![1, 0]);
    }
}
