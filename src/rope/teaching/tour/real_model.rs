//! The tour's step `real-model`: what it computes for its texts and its question.

use super::*;

/// The real model's own RoPE, as trained (whatever the scene's knobs say): head dimension,
/// base, trained context.
fn model_rope() -> (usize, f64, u64) {
    (
        crate::rope::base::limits::MODEL_HEAD_DIM,
        crate::rope::settings::model_run::BASE,
        crate::rope::settings::model_run::CONTEXT,
    )
}

/// The real model's pairs that never complete a turn within its trained context.
fn model_long_pairs() -> u64 {
    let (dim, base, context) = model_rope();
    let trained = freq::inv_freq(dim, base).unwrap_or_default();
    wavelengths(&trained)
        .iter()
        .filter(|&&l| l > context as f64)
        .count() as u64
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

/// The two words the order question swaps: the toy model's tokens (data, not prose).
const ORDER_WORDS: (&str, &str) = ("big", "red"); // i18n: the toy model's two tokens (data)

/// The two words in both orders, RoPE off (every speed zero), the causal mask on: the later
/// word's weight on the earlier one in the first order, and the weight the mask leaves the
/// same pair of words in the swapped order.
pub(crate) fn order_weights(s: &Scene) -> (f64, f64) {
    let (first, second) = ORDER_WORDS;
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
    (before, after)
}

/// Whether the mask alone gives the two orders different weights.
fn order_tells(s: &Scene) -> bool {
    let (before, after) = order_weights(s);
    before != after
}

// ---- what this step adds to the path engine (see tour/mod.rs and path.rs) -------------------

/// Placeholders this step added (teachers get them too): `ph(name, pair, kind, meaning)`.
pub(crate) const PLACEHOLDERS: &[PlaceholderInfo] = &[
    ph("model_loaded", false, Kind::Words, "path-ph-model-loaded"),
    ph("model_name", false, Kind::Words, "path-ph-model-name"),
    ph("model_dim", false, Kind::Count, "path-ph-model-dim"),
    ph("model_pairs", false, Kind::Count, "path-ph-model-pairs"),
    ph("model_base", false, Kind::Number, "path-ph-model-base"),
    ph("model_context", false, Kind::Count, "path-ph-model-context"),
    ph(
        "model_long_pairs",
        false,
        Kind::Count,
        "path-ph-model-long-pairs",
    ),
    ph(
        "order_first_word",
        false,
        Kind::Words,
        "path-ph-order-first-word",
    ),
    ph(
        "order_second_word",
        false,
        Kind::Words,
        "path-ph-order-second-word",
    ),
    ph(
        "order_weight_before",
        false,
        Kind::Number,
        "path-ph-order-weight-before",
    ),
    ph(
        "order_weight_after",
        false,
        Kind::Number,
        "path-ph-order-weight-after",
    ),
    ph(
        "order_weights_differ",
        false,
        Kind::Words,
        "path-ph-order-weights-differ",
    ),
];

/// For each number placeholder above, the readouts (`views::READOUTS` names) that show its
/// value, so a number question can hide them (as `path::ANSWERED_BY`). The speeds show in the
/// frequency table (a pair turns when its speed is not zero); the real model's numbers are
/// constants of the model; no view shows the two words' weights (the attention view weighs
/// the sentence on screen).
pub(crate) const READOUTS: &[(&str, &[&str])] = &[
    ("model_dim", &[]),
    ("model_pairs", &[]),
    ("model_base", &[]),
    ("model_context", &[]),
    ("model_long_pairs", &[]),
    ("order_weight_before", &[]),
    ("order_weight_after", &[]),
];

/// "yes" or "no", as a placeholder gives it.
fn said(b: bool) -> Computed {
    Computed::Words(yes(b).to_string())
}

/// The value of placeholder `name` (one of [`PLACEHOLDERS`]; `pair` already checked < d/2):
/// `None`: not this file's; `Some(None)`: the scene has no value for it.
pub(crate) fn value(name: &str, pair: Option<usize>, s: &Scene) -> Option<Option<Computed>> {
    let _ = pair;
    let (dim, base, context) = model_rope();
    Some(Some(match name {
        "model_loaded" => {
            said(s.config.model.vectors == crate::rope::base::tokens::VectorMode::Model)
        }
        "model_name" => Computed::Words(crate::rope::settings::model_run::NAME.to_string()),
        "model_dim" => Computed::Count(dim as u64),
        "model_pairs" => Computed::Count(dim as u64 / 2),
        "model_base" => Computed::Number(base),
        "model_context" => Computed::Count(context),
        "model_long_pairs" => Computed::Count(model_long_pairs()),
        "order_first_word" => Computed::Words(ORDER_WORDS.0.to_string()),
        "order_second_word" => Computed::Words(ORDER_WORDS.1.to_string()),
        "order_weight_before" => Computed::Number(order_weights(s).0),
        "order_weight_after" => Computed::Number(order_weights(s).1),
        "order_weights_differ" => said(order_tells(s)),
        _ => return None,
    }))
}

/// Computed questions this step added: the core offers the choices and computes the answer.
pub(crate) const COMPUTED: &[ComputedInfo] = &[ComputedInfo {
    name: "order_tells_without_rope",
    kind: "order",
    meaning: "path-computed-order-tells-without-rope",
}];

/// The choices of computed question `name` (one of [`COMPUTED`]) and the right one's index.
pub(crate) fn choices(name: &str, s: &Scene) -> Option<(Vec<Cited>, usize)> {
    match name {
        // Parallel choices: neither carries its reason (the reveal does).
        "order_tells_without_rope" => Some((
            vec![
                words("tour-real-model-choice-same"),
                words("tour-real-model-choice-different"),
            ],
            usize::from(order_tells(s)),
        )),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::teaching::path::{self, Path, Question as Asked, Values};
    use crate::rope::Key;

    fn step() -> &'static Step {
        STEPS.iter().find(|s| s.id == "real-model").unwrap()
    }

    /// The step's own state and a few a learner reaches from it (a knob turned first).
    fn states() -> Vec<Scene> {
        let own = step().config();
        let mut out = vec![Scene::new(&own)];
        for (key, value) in [
            (Key::Base, "500000"),
            (Key::Dim, "32"),
            (Key::Rope, "on"),
            (Key::Text, "a b c"),
            (Key::Dim, "18"),
            (Key::Qk, "model"),
        ] {
            if let Ok(edit) = own.try_edit(key, value) {
                out.push(Scene::new(&edit.config));
            }
        }
        out
    }

    /// A right choice that carries its own reason stands out: the last step's two choices are
    /// built alike (an answer, a colon, what the weights do) and neither names the mask.
    #[test]
    fn the_real_model_choices_are_parallel() {
        let step = step();
        for s in states() {
            let q = step.question(&s);
            let texts: Vec<String> = q.choices.iter().map(|c| c.text()).collect();
            for t in &texts {
                assert!(t.contains(": ") && t.ends_with("attention weights"), "{t}");
                assert!(!t.to_lowercase().contains("mask"), "{t}");
            }
            let words = |t: &str| t.split_whitespace().count() as i64;
            assert!(
                (words(&texts[0]) - words(&texts[1])).abs() <= 1,
                "{texts:?}"
            );
        }
    }

    /// The last step's button loads the real model with its own RoPE and RoPE still off: the
    /// lab's two loss columns then compare RoPE off with the model as trained (a plain switch
    /// to qk=model would turn RoPE back on, and both columns would be the same run).
    #[test]
    fn the_last_step_loads_the_model_with_rope_off() {
        use crate::rope::base::tokens::VectorMode;
        let step = STEPS.last().unwrap();
        assert_eq!(step.id, "real-model");
        let plain = step.config().try_edit(Key::Qk, "model").unwrap().config;
        assert!(
            plain.rope.on,
            "a plain switch to the model puts RoPE back on"
        );
        let c = real_model_with_rope_off(&step.config()).unwrap();
        assert_eq!(c.model.vectors, VectorMode::Model);
        assert!(!c.rope.on);
        assert_eq!(c.rope.dim, crate::rope::base::limits::MODEL_HEAD_DIM);
        assert_eq!(c.rope.base, crate::rope::settings::model_run::BASE);
        assert_eq!(
            c.scaling.params.orig,
            crate::rope::settings::model_run::CONTEXT
        );
        // Nothing turns, the model as trained does: the lab's two runs differ.
        let s = Scene::new(&c);
        assert!(s.freqs.inv_freq.iter().all(|&w| w == 0.0));
        assert!(c.with_trained_rope().rope.on);
        assert_ne!(c.with_trained_rope(), c);
        // Its text then says no pair turns, and sends the learner to the lab.
        let notice = step.notice(&s).text();
        assert!(
            notice.starts_with("Right now 0 of the 32 pairs turn"),
            "{notice}"
        );
        assert!(notice.contains("takes you to its lab"), "{notice}");
        assert!(notice.ends_with(&en(&Msg::new(FINISH_BUTTONS))), "{notice}");
        // From any state a learner reaches on that step (a knob turned first).
        for s in states() {
            let c = real_model_with_rope_off(&s.config).unwrap();
            assert!(
                !c.rope.on && c.model.vectors == VectorMode::Model,
                "{}",
                c.to_query()
            );
        }
    }

    /// The step is written in the tour's path file: its text two messages whose numbers are
    /// placeholders, its question a computed one whose reveal speaks for itself, its hidden
    /// readout the order note; the panel (the path engine) shows what the step's texts say.
    #[test]
    fn the_real_model_step_is_a_path_step() {
        let tour = Path::parse(path::TOUR_JSON).expect("www/paths/tour.json reads");
        let st = tour.steps.iter().find(|st| st.id == "real-model").unwrap();
        assert!(st
            .text
            .first()
            .starts_with("{message:tour-real-model-text "));
        assert_eq!(step().hides(), vec!["order-note"]);
        match &st.question {
            Some(Asked::Computed {
                answer, say_answer, ..
            }) => {
                assert_eq!(answer.name, "order_tells_without_rope");
                assert!(!say_answer);
            }
            other => panic!("{other:?}"),
        }
        for s in states() {
            let (notice, shown) = st.shown(&s);
            let shown = shown.unwrap();
            assert_eq!(notice, step().notice(&s).text());
            let q = step().question(&s);
            assert_eq!(en(&shown.explanation), q.explanation.text());
            assert_eq!(shown.expect, path::Expect::Choice(q.answer));
        }
    }

    /// The numbers the step prints are the core's: the pairs that turn on screen, the real
    /// model's own RoPE and how many of its pairs never turn within its context (from its
    /// wavelengths, by hand), and the two weights of the order question (a softmax by hand:
    /// with every speed zero the later word's weight on the earlier one is
    /// e^s / (e^s + e^t) of the two plain dot products, and the mask leaves the swapped
    /// order's earlier word nothing of the later one).
    #[test]
    fn the_real_model_numbers_are_the_cores() {
        let (dim, base, context) = model_rope();
        let by_hand = (0..dim / 2)
            .filter(|&i| TAU * base.powf(2.0 * i as f64 / dim as f64) > context as f64)
            .count() as u64;
        assert_eq!(model_long_pairs(), by_hand);
        assert!(by_hand > 0 && by_hand < dim as u64 / 2);
        let on = Scene::new(&step().config().try_edit(Key::Rope, "on").unwrap().config);
        let mut values = Values::new(&on);
        assert_eq!(
            values.render("{turning_pairs} of {pairs}; {model_long_pairs} of {model_pairs}"),
            format!("{} of {}; {by_hand} of {}", on.pairs(), on.pairs(), dim / 2)
        );
        let text = step().notice(&on).text();
        assert!(
            text.contains(&format!("{by_hand} of its {} pairs never", dim / 2)),
            "{text}"
        );
        // The order question's weights.
        let s = Scene::new(&step().config());
        let (first, second) = ORDER_WORDS;
        let d = s.dim;
        let dot = |a: &[f64], b: &[f64]| a.iter().zip(b).map(|(x, y)| x * y).sum::<f64>();
        let (qb, ka, kb) = (
            content_vector(second, Role::Query, d),
            content_vector(first, Role::Key, d),
            content_vector(second, Role::Key, d),
        );
        let (sa, sb) = (dot(&qb, &ka), dot(&qb, &kb));
        let (before, after) = order_weights(&s);
        // The view's scores may be scaled by 1/sqrt(d): either way a softmax of the two.
        let scale = [1.0, 1.0 / (d as f64).sqrt()];
        assert!(
            scale.iter().any(|k| {
                let w = (k * sa).exp() / ((k * sa).exp() + (k * sb).exp());
                (w - before).abs() < 1e-9
            }),
            "{before}"
        );
        assert_eq!(after, 0.0);
        let q = step().question(&s);
        assert_eq!(q.answer, 1);
        let reveal = q.explanation.text();
        assert!(reveal.contains(&prose(before, 4)), "{reveal}");
        assert!(
            reveal.contains("order still leaks in through the mask"),
            "{reveal}"
        );
    }

    /// A teacher's path gets the step's placeholders and its computed question.
    #[test]
    fn teachers_get_the_real_model_placeholders() {
        const TEACHER: &str = r#"{
          "ropescope_path": 1,
          "title": "Order without RoPE",
          "steps": [
            {"title": "Swap", "state": "rope=off", "views": ["attention"],
             "text": "{model_name}: d = {model_dim}, base {model_base}, {model_context} positions. \"{order_first_word} {order_second_word}\": {order_weight_before} against {order_weight_after} ({order_weights_differ}); loaded: {model_loaded}.",
             "question": {"kind": "computed", "prompt": "Same weights?", "answer": "order_tells_without_rope"}}
          ]
        }"#;
        let p = Path::parse(TEACHER).unwrap_or_else(|e| panic!("{e:?}"));
        let st = &p.steps[0];
        let s = Scene::new(&Config::from_query(st.state.as_str()).unwrap().config);
        let (text, q) = st.shown(&s);
        let (before, after) = order_weights(&s);
        let (dim, base, context) = model_rope();
        assert_eq!(
            text,
            format!(
                "{}: d = {dim}, base {}, {context} positions. \"big red\": {} against {} (yes); loaded: no.",
                crate::rope::settings::model_run::NAME,
                path::three_digits(base),
                path::three_digits(before),
                path::three_digits(after),
            )
        );
        assert_eq!(q.unwrap().expect, path::Expect::Choice(1));
    }
}
