//! The tour's step `long-context-lab`: what it computes for its texts and its question.

use super::*;

pub(crate) fn long_context_lab(s: &Scene) -> Cited {
    Cited::m("tour-long-context-lab-text")
        .i("orig", s.orig)
        .i("dim", s.dim as u64)
        .i("pairs", s.pairs() as u64)
        .g("base", s.config.rope.base)
}

/// The pairs that meet, at distance `gap`, an angle training never showed them, by the
/// heatmap's rule (`maths::heatmap::out_of_distribution`: the angle's place on the dial lies
/// outside the arc the pair covered over the trained positions).
pub(crate) fn new_at_gap(s: &Scene, gap: u64) -> Vec<usize> {
    s.freqs
        .inv_freq
        .iter()
        .zip(&s.freqs.inv_freq_unscaled)
        .enumerate()
        .filter(|(_, (&w, &w0))| {
            crate::rope::maths::heatmap::out_of_distribution(angle(gap as f64, w), w0, s.orig)
        })
        .map(|(i, _)| i)
        .collect()
}

/// Pair indices in words: "pairs 22 to 31", "pair 5", or a list.
pub(crate) fn pair_list(pairs: &[usize]) -> Cited {
    match pairs {
        [] => Cited::default(),
        [one] => Cited::m("tour-pairs-one").i("pair", *one as u64),
        [first, .., last] if last - first + 1 == pairs.len() => Cited::m("tour-pairs-range")
            .i("first", *first as u64)
            .i("last", *last as u64),
        many => Cited::m("tour-pairs-list").c(
            "list",
            list(
                many.iter()
                    .map(|&p| Cited::m("tour-pairs-item").i("pair", p as u64))
                    .collect(),
            ),
        ),
    }
}

pub(crate) fn which_pairs_new(s: &Scene) -> Question {
    let gap = 2 * s.orig;
    let new = new_at_gap(s, gap);
    let n = never_turning(s);
    Question {
        prompt: Cited::m("tour-long-context-lab-question").i("gap", gap),
        choices: vec![
            words("tour-long-context-lab-choice-fastest"),
            words("tour-long-context-lab-choice-slowest"),
            words("tour-long-context-lab-choice-none"),
        ],
        answer: if new.is_empty() { 2 } else { 1 },
        explanation: if new.is_empty() {
            Cited::m("tour-long-context-lab-reveal-none")
                .i("gap", gap)
                .i("pairs", s.pairs() as u64)
                .i("orig", s.orig)
        } else {
            Cited::m("tour-long-context-lab-reveal")
                .i("never", n)
                .i("pairs", s.pairs() as u64)
                .i("orig", s.orig)
                .i("gap", gap)
                .i("count", new.len() as u64)
                .c("list", pair_list(&new))
                .t("wrapped", yes((new.len() as u64) < n))
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
