//! The tour's step `score-sum`: what it computes for its texts and its question.

use super::*;

/// The scene's per-pair contributions to its score.
fn contributions(s: &Scene) -> Vec<f64> {
    decompose(
        &s.q,
        s.m as f64,
        &s.k,
        s.n as f64,
        &s.freqs.inv_freq,
        s.layout,
    )
    .pairs
    .iter()
    .map(|p| p.contribution)
    .collect()
}

/// "a and b and c" (`tour-score-sum-reveal-and`).
pub(crate) fn others_and(items: Vec<Cited>) -> Cited {
    let mut items = items.into_iter().rev();
    let Some(mut out) = items.next() else {
        return Cited::default();
    };
    for head in items {
        out = Cited::m("tour-score-sum-reveal-and")
            .c("head", head)
            .c("tail", out);
    }
    out
}

// ---- what this step adds to the path engine (see tour/mod.rs and path.rs) -------------------

/// Placeholders this step added (teachers get them too): `ph(name, pair, kind, meaning)`.
pub(crate) const PLACEHOLDERS: &[PlaceholderInfo] = &[
    ph(
        "top_pair_contribution",
        false,
        Kind::Number,
        "path-ph-top-pair-contribution",
    ),
    ph("bottom_pair", false, Kind::Count, "path-ph-bottom-pair"),
    ph(
        "bottom_pair_contribution",
        false,
        Kind::Number,
        "path-ph-bottom-pair-contribution",
    ),
    ph(
        "top_pair_other_choices",
        false,
        Kind::Words,
        "path-ph-top-pair-other-choices",
    ),
];

/// For each number placeholder above, the readouts (`views::READOUTS` names) that show its
/// value, so a number question can hide them (as `path::ANSWERED_BY`).
pub(crate) const READOUTS: &[(&str, &[&str])] = &[
    ("top_pair_contribution", &["score-pairs", "score-total"]),
    ("bottom_pair", &["score-pairs"]),
    ("bottom_pair_contribution", &["score-pairs", "score-total"]),
];

/// The pairs that add the most and take the most away (the first of equals; pair 0 when none).
fn top_and_bottom(contributions: &[f64]) -> (u64, u64) {
    let top = argmax(contributions).unwrap_or(0) as u64;
    let negated: Vec<f64> = contributions.iter().map(|c| -c).collect();
    let bottom = argmax(&negated).unwrap_or(0) as u64;
    (top, bottom)
}

/// The pairs "which pair adds the most" offers (the top pair, the first, the last and the
/// middle one: three distinct, in order) and the right one's index.
fn three_pairs(s: &Scene, top: u64) -> (Vec<u64>, usize) {
    let last = s.pairs().saturating_sub(1) as u64;
    count_choices(top, &[0, last, last / 2])
}

/// The value of placeholder `name` (one of [`PLACEHOLDERS`]; `pair` already checked < d/2):
/// `None`: not this file's; `Some(None)`: the scene has no value for it.
pub(crate) fn value(name: &str, pair: Option<usize>, s: &Scene) -> Option<Option<Computed>> {
    let _ = pair;
    let share = |c: &[f64], i: u64| c.get(i as usize).copied().unwrap_or(0.0);
    Some(match name {
        "top_pair_contribution" => {
            let c = contributions(s);
            Some(Computed::Number(share(&c, top_and_bottom(&c).0)))
        }
        "bottom_pair" => Some(Computed::Count(top_and_bottom(&contributions(s)).1)),
        "bottom_pair_contribution" => {
            let c = contributions(s);
            Some(Computed::Number(share(&c, top_and_bottom(&c).1)))
        }
        // What the other choices add: each wrong choice hears its own number.
        "top_pair_other_choices" => {
            let c = contributions(s);
            let (top, _) = top_and_bottom(&c);
            let (named, _) = three_pairs(s, top);
            let others = named
                .iter()
                .filter(|&&i| i != top)
                .map(|&i| {
                    Cited::m("tour-score-sum-reveal-adds")
                        .i("pair", i)
                        .n("share", share(&c, i), 4)
                })
                .collect();
            Some(Computed::Cited(others_and(others)))
        }
        _ => return None,
    })
}

/// Computed questions this step added: the core offers the choices and computes the answer.
pub(crate) const COMPUTED: &[ComputedInfo] = &[ComputedInfo {
    name: "top_pair_of_three",
    kind: "pair",
    meaning: "path-computed-top-pair-of-three",
}];

/// The choices of computed question `name` (one of [`COMPUTED`]) and the right one's index.
pub(crate) fn choices(name: &str, s: &Scene) -> Option<(Vec<Cited>, usize)> {
    if name != "top_pair_of_three" {
        return None;
    }
    let (top, _) = top_and_bottom(&contributions(s));
    let (named, answer) = three_pairs(s, top);
    let choices = named
        .iter()
        .map(|&p| Cited::m("tour-score-sum-choice").i("pair", p))
        .collect();
    Some((choices, answer))
}

#[cfg(test)]
mod tests {
    use super::super::tests::states;
    use super::*;
    use crate::rope::teaching::path::{three_digits, Values};
    use crate::rope::view::score::score;

    fn step() -> &'static Step {
        STEPS.iter().find(|s| s.id == "score-sum").unwrap()
    }

    /// Step 3 quotes the score the score view totals.
    #[test]
    fn the_score_step_quotes_the_score_view() {
        let step = step();
        for s in states(step) {
            let total = score(&s).total;
            assert!(step.notice(&s).numbers.contains(&prose(total, 4)));
        }
    }

    /// The pairs this step's placeholders name are the score view's rows: the one with the
    /// largest term and the one with the lowest, each with its term; the question's right
    /// choice is the top pair, and the reveal's "others" are the wrong choices' own terms.
    #[test]
    fn the_placeholders_read_the_score_views_rows() {
        for s in states(step()) {
            let rows = score(&s).rows;
            let top = rows
                .iter()
                .max_by(|a, b| a.contribution.total_cmp(&b.contribution))
                .unwrap();
            let bottom = rows
                .iter()
                .min_by(|a, b| a.contribution.total_cmp(&b.contribution))
                .unwrap();
            let mut values = Values::new(&s);
            assert_eq!(
                values.render(
                    "{top_pair} {top_pair_contribution} {bottom_pair} {bottom_pair_contribution}"
                ),
                format!(
                    "{} {} {} {}",
                    top.pair,
                    three_digits(top.contribution),
                    bottom.pair,
                    three_digits(bottom.contribution)
                )
            );
            let (choices, right) = choices("top_pair_of_three", &s).unwrap();
            assert_eq!(choices.len(), 3);
            assert_eq!(choices[right].numbers, vec![top.pair.to_string()]);
            let q = step().question(&s);
            for (i, c) in choices.iter().enumerate().filter(|&(i, _)| i != right) {
                let pair: usize = c.numbers[0].parse().unwrap();
                let share = prose(rows[pair].contribution, 4);
                let said = format!("pair {pair} adds {share}");
                assert!(
                    q.explanation.text().contains(&said),
                    "{i}: {}",
                    q.explanation.text()
                );
            }
        }
    }

    /// A teacher's `{query_quoted}` is the token in quotes, or the vector at that position when
    /// the sentence has none there (and then it cites the position).
    #[test]
    fn a_quoted_token_or_the_vector_at_its_position() {
        let s = super::super::tests::scene("");
        let token = s.token_at(s.m).unwrap().text.clone();
        assert_eq!(
            Values::new(&s).render("{query_quoted}"),
            format!("\"{token}\"")
        );
        let s = super::super::tests::scene("dim=4&speeds=90,15&q=1,2,3,4&qpos=9");
        assert!(s.token_at(s.m).is_none(), "position {} has no token", s.m);
        let mut values = Values::new(&s);
        assert_eq!(values.render("{query_quoted}"), "the vector at position 9");
        assert_eq!(values.take_cited(), vec!["9".to_string()]);
    }
}
