//! The tour's step `latent-split`: what it computes for its texts and its question.

use super::*;

/// What the latent-attention view shows for a scene: its model, and whether it is the example
/// the view builds when the knobs have no position-free dims.
pub(crate) fn latent_shown(s: &Scene) -> Option<(LatentModel, bool)> {
    latent::shown(s).ok().map(|(m, e)| (m, e.is_some()))
}

/// A question for a view that has nothing to show (no valid settings to build it on).
pub(crate) fn nothing_to_ask() -> Question {
    Question {
        prompt: words("tour-nothing-to-ask"),
        choices: vec![words("tour-yes")],
        answer: 0,
        explanation: restore(),
    }
}

pub(crate) fn latent_split(s: &Scene) -> Cited {
    let Some((m, example)) = latent_shown(s) else {
        return words("tour-nothing-to-show").then(restore());
    };
    let (near, far) = (
        m.by_distance.first().map_or(0, |(t, _)| *t),
        m.by_distance.last().map_or(0, |(t, _)| *t),
    );
    let text = Cited::m("tour-latent-split-text")
        .t("model", "DeepSeek-V3") // i18n: a model's name
        .i("nope", m.nope_dim as u64)
        .i("rope", m.rope_dim as u64)
        .t("on", yes(s.rope))
        .i("m", m.m)
        .i("n", m.n)
        .n("free", m.split.position_free, 4)
        .n("turned", m.split.rope, 4)
        .n("total", m.split.total(), 4)
        .i("near", near)
        .i("far", far)
        .n("scale", m.scale, 5)
        .i("dims", (m.nope_dim + m.rope_dim) as u64)
        .t("mscale", yes(s.config.mscale_sq() != 1.0));
    after_example(example, text)
}

pub(crate) fn which_part_moves(s: &Scene) -> Question {
    let choices = vec![
        words("tour-latent-split-choice-rope"),
        words("tour-latent-split-choice-free"),
        words("tour-latent-split-choice-both"),
        words("tour-latent-split-choice-neither"),
    ];
    let Some((m, _)) = latent_shown(s) else {
        return nothing_to_ask();
    };
    let (first_t, first) = m
        .by_distance
        .first()
        .map_or((0, m.split), |(t, x)| (*t, *x));
    let (last_t, last) = m.by_distance.last().map_or((0, m.split), |(t, x)| (*t, *x));
    let moves = |f: fn(&Split) -> f64| {
        let a = f(&first);
        m.by_distance
            .iter()
            .any(|(_, x)| (f(x) - a).abs() > 1e-9 * a.abs().max(1.0))
    };
    let (rope_moves, free_moves) = (moves(|x| x.rope), moves(|x| x.position_free));
    let answer = match (rope_moves, free_moves) {
        (true, false) => 0,
        (false, true) => 1,
        (true, true) => 2,
        (false, false) => 3,
    };
    let (lo, hi) = m
        .by_distance
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), (_, x)| {
            (a.min(x.rope), b.max(x.rope))
        });
    let rope = if rope_moves {
        Cited::m("tour-latent-split-rope-moves")
            .n("low", lo, 4)
            .n("high", hi, 4)
    } else {
        Cited::m("tour-latent-split-rope-stays").n("low", lo, 4)
    };
    let explanation = Cited::m("tour-latent-split-reveal")
        .n("first", first.position_free, 4)
        .i("near", first_t)
        .n("last", last.position_free, 4)
        .i("far", last_t)
        .c("rope", rope)
        .then(words(match answer {
            0 => "tour-latent-split-reveal-rope",
            3 => "tour-latent-split-reveal-neither",
            _ => "tour-latent-split-reveal-free",
        }));
    Question {
        prompt: Cited::m("tour-latent-split-question")
            .i("near", first_t)
            .i("far", last_t),
        choices,
        answer,
        explanation,
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
