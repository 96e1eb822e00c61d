//! The tour's step `real-model`: what it computes for its texts and its question.

use super::*;

pub(crate) fn real_model(s: &Scene) -> Cited {
    // The model's own RoPE, as trained (whatever the scene's knobs say).
    let (dim, base, context) = (
        crate::rope::base::limits::MODEL_HEAD_DIM,
        crate::rope::settings::model_run::BASE,
        crate::rope::settings::model_run::CONTEXT,
    );
    let trained = freq::inv_freq(dim, base).unwrap_or_default();
    let never = wavelengths(&trained)
        .iter()
        .filter(|&&l| l > context as f64)
        .count() as u64;
    let moving = s.freqs.inv_freq.iter().filter(|&&w| w != 0.0).count() as u64;
    let loaded = s.config.model.vectors == crate::rope::base::tokens::VectorMode::Model;
    Cited::m("tour-real-model-text")
        .i("moving", moving)
        .i("pairs", s.pairs() as u64)
        .t("loaded", yes(loaded))
        .t("model", crate::rope::settings::model_run::NAME)
        .i("dim", dim as u64)
        .n("base", base, 0)
        .i("context", context)
        .i("never", never)
        .i("half", dim as u64 / 2)
        .then(words(FINISH_BUTTONS))
}

/// What the last step's two buttons do (the panel's buttons: `app::more::tour`): a message.
pub const FINISH_BUTTONS: &str = "tour-finish-buttons";

/// The state the last step's button loads: the real model, with its own RoPE as a switch to
/// `qk=model` sets it (head size, base, trained context), and RoPE still off, as the step
/// asks: the lab then compares the loss with RoPE off against the model as trained.
pub fn real_model_with_rope_off(c: &Config) -> Result<Config, crate::rope::ConfigError> {
    use crate::rope::Key;
    let model = c.try_edit(Key::Qk, "model")?.config;
    Ok(model.try_edit(Key::Rope, "off")?.config)
}

pub(crate) fn order_without_rope(s: &Scene) -> Question {
    // Two words in both orders, RoPE off (every speed zero), the causal mask on: does the
    // later word's weight on the earlier one survive the swap?
    let (first, second) = ("big", "red"); // i18n: the toy model's two tokens (data)
    let dim = s.dim.max(2);
    let still = vec![0.0; dim / 2];
    let (qa, ka) = (
        content_vector(first, Role::Query, dim),
        content_vector(first, Role::Key, dim),
    );
    let (qb, kb) = (
        content_vector(second, Role::Query, dim),
        content_vector(second, Role::Key, dim),
    );
    let positions = [0.0, 1.0];
    let ab = attention(
        &[qa.clone(), qb.clone()],
        &[ka.clone(), kb.clone()],
        &positions,
        &still,
        s.layout,
        1.0,
        true,
    );
    let ba = attention(
        &[qb, qa],
        &[kb, ka],
        &positions,
        &still,
        s.layout,
        1.0,
        true,
    );
    let before = ab
        .weights
        .get(1)
        .and_then(|r| r.first())
        .copied()
        .unwrap_or(0.0);
    let after = ba
        .weights
        .first()
        .and_then(|r| r.get(1))
        .copied()
        .unwrap_or(0.0);
    let mask_tells = before != after;
    Question {
        prompt: Cited::m("tour-real-model-question")
            .t("first", first)
            .t("second", second),
        // Parallel choices: neither carries its reason (the reveal does).
        choices: vec![
            words("tour-real-model-choice-same"),
            words("tour-real-model-choice-different"),
        ],
        answer: if mask_tells { 1 } else { 0 },
        explanation: Cited::m("tour-real-model-reveal")
            .t("first", first)
            .t("second", second)
            .n("before", before, 4)
            .n("after", after, 4)
            .then(words(if mask_tells {
                "tour-real-model-reveal-leaks"
            } else {
                "tour-real-model-reveal-equal"
            })),
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
