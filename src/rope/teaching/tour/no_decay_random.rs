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
