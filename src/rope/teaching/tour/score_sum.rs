//! The tour's step `score-sum`: what it computes for its texts and its question.

use super::*;

/// The scene's score decomposition and its per-pair contributions.
pub(crate) fn score_of(s: &Scene) -> (crate::rope::maths::score::ScoreDecomposition, Vec<f64>) {
    let d = decompose(
        &s.q,
        s.m as f64,
        &s.k,
        s.n as f64,
        &s.freqs.inv_freq,
        s.layout,
    );
    let contributions = d.pairs.iter().map(|p| p.contribution).collect();
    (d, contributions)
}

pub(crate) fn score_sum(s: &Scene) -> Cited {
    let (d, _) = score_of(s);
    Cited::m("tour-score-sum-text")
        .c("query", said_token(s, s.m))
        .c("key", said_token(s, s.n))
        .n("score", d.total, 4)
        .n("unrotated", d.unrotated, 4)
}

pub(crate) fn top_pair(s: &Scene) -> Question {
    let (d, contributions) = score_of(s);
    let top = argmax(&contributions).unwrap_or(0) as u64;
    let negated: Vec<f64> = contributions.iter().map(|c| -c).collect();
    let bottom = argmax(&negated).unwrap_or(0) as u64;
    let last = s.pairs().saturating_sub(1) as u64;
    let (named, answer) = count_choices(top, &[0, last, last / 2]);
    let choices = named
        .iter()
        .map(|&p| Cited::m("tour-score-sum-choice").i("pair", p))
        .collect();
    let share = |i: u64| contributions.get(i as usize).copied().unwrap_or(0.0);
    // What the other choices add: each wrong choice hears its own number.
    let others: Vec<Cited> = named
        .iter()
        .filter(|&&i| i != top)
        .map(|&i| {
            Cited::m("tour-score-sum-reveal-adds")
                .i("pair", i)
                .n("share", share(i), 4)
        })
        .collect();
    let explanation = Cited::m("tour-score-sum-reveal")
        .i("top", top)
        .n("topshare", share(top), 4)
        .n("total", d.total, 4)
        .c("others", others_and(others))
        .i("bottom", bottom)
        .n("bottomshare", share(bottom), 4);
    Question {
        prompt: words("tour-score-sum-question"),
        choices,
        answer,
        explanation,
    }
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
