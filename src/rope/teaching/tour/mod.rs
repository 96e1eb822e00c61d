//! The guided path ("Start here", `tour=1&step=N`): a newcomer's way through the views, from
//! "each pair is a clock hand" to the real model with RoPE turned off.
//!
//! Each step is data: the state it sets (a URL query the core's own parser reads), the view it
//! brings on screen, what to notice, and one predict-then-reveal question. What a step says is
//! computed from the *current* scene, not stored: a learner who turns a knob mid-step reads
//! numbers for the state on screen. A step's words are Fluent messages (`tour-<step>-text`,
//! `-question`, `-choice-...`, `-reveal...` in `www/locales/*/parts/tour.ftl`); every number in
//! them is a variable set through [`Cited`], which records it, and the messages' own words carry
//! no digits (tested), so no number in the tour can have been typed by hand.

use std::f64::consts::TAU;

use crate::msg;
use crate::rope::base::i18n::{en, Arg, Msg};
use crate::rope::base::limits::SPATIAL_MERGE;
use crate::rope::base::tokens::{content_vector, Role};
use crate::rope::maths::attention::attention;
use crate::rope::maths::axial;
use crate::rope::maths::decay::{distance_curve, pair_parts, score_at};
use crate::rope::maths::decoupled::Split;
use crate::rope::maths::freq::{self, wavelengths};
use crate::rope::maths::rotate::angle;
use crate::rope::maths::score::decompose;
use crate::rope::settings::config::Config;
use crate::rope::settings::views::View;
use crate::rope::view::latent::{self, LatentModel};
use crate::rope::view::mrope::{self, MropeModel, MropeRow};
use crate::rope::view::scene::Scene;
use crate::rope::view::vision::{vision, VisionModel};
use crate::rope::view::{argmax, heatmap, num};

/// A text with the numbers it cites: one or more messages (`www/locales/*/parts/tour.ftl`,
/// sentences joined by the language's sentence gap) whose numbers are variables, each added
/// with [`Cited::n`] / [`Cited::i`] / [`Cited::g`] from a value the caller
/// computed, and recorded as printed. The messages' own words carry no digits (tested), so no
/// number in the tour can have been typed by hand.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Cited {
    /// The sentences, in order.
    pub msgs: Vec<Msg>,
    /// Every number the messages print, as printed, in the order they were added.
    pub numbers: Vec<String>,
}

impl Cited {
    /// One message as a text (its numbers none of ours).
    pub fn of(m: Msg) -> Cited {
        Cited {
            msgs: vec![m],
            numbers: Vec::new(),
        }
    }

    /// A text that starts with message `id`; the variables that follow go into it.
    fn m(id: &'static str) -> Cited {
        Cited {
            msgs: vec![Msg::new(id)],
            numbers: Vec::new(),
        }
    }

    /// The last message with variable `name` set to `value`.
    fn set(mut self, name: &'static str, value: Arg) -> Cited {
        if let Some(m) = self.msgs.last_mut() {
            m.args.push((name.into(), value));
        }
        self
    }

    /// A computed real number, `digits` after the point (see [`prose`]).
    fn n(self, name: &'static str, v: f64, digits: usize) -> Cited {
        self.number(name, prose(v, digits), v)
    }

    /// A computed real number with three significant digits (see [`prose`]).
    fn g(self, name: &'static str, v: f64) -> Cited {
        let digits = if v == 0.0 || !v.is_finite() {
            2
        } else {
            (2 - v.abs().log10().floor() as i64).clamp(0, 6) as usize
        };
        self.n(name, v, digits)
    }

    /// A computed whole number (a count, a position, a pair index).
    fn i(self, name: &'static str, v: impl Into<u64>) -> Cited {
        let v = v.into();
        self.number(name, v.to_string(), v as f64)
    }

    fn number(mut self, name: &'static str, printed: String, value: f64) -> Cited {
        self.numbers.push(printed.clone());
        self.set(name, Arg::num(printed, value))
    }

    /// Words that are data, not ours (a token's text, a model's name: they may hold digits
    /// that are not numbers we cite), or a selector's key (`yes`, `no`).
    fn t(self, name: &'static str, text: &str) -> Cited {
        self.set(name, Arg::Text(text.to_string()))
    }

    /// Another text inside the last message (a clause, a list), with its numbers.
    fn c(mut self, name: &'static str, inner: Cited) -> Cited {
        self.numbers.extend(inner.numbers);
        let value = match <[Msg; 1]>::try_from(inner.msgs) {
            Ok([one]) => Arg::Msg(Box::new(one)),
            Err(many) => Arg::Sentences(many),
        };
        self.set(name, value)
    }

    /// This text, then the sentences of `more`.
    fn then(mut self, more: Cited) -> Cited {
        self.msgs.extend(more.msgs);
        self.numbers.extend(more.numbers);
        self
    }

    /// The whole text as one message (what the panel formats in the learner's language).
    pub fn msg(&self) -> Msg {
        msg!("tour-text", sentences = self.msgs.clone())
    }

    /// The text in English (native tools, tests, the English beside a translated statement).
    pub fn text(&self) -> String {
        en(&self.msg())
    }
}

/// "yes" or "no": the key of a message's selector on a condition.
fn yes(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

/// A number for a sentence: `digits` after the point, except that a small number keeps three
/// significant digits (0.000316, not 0.0003 or 3.162278e-4) and only numbers beyond a sentence's
/// reach (below a billionth, or at least 10^15) use a power of ten.
pub fn prose(v: f64, digits: usize) -> String {
    if !v.is_finite() {
        return num(v, digits);
    }
    let a = v.abs();
    if v == 0.0 || (1e-3..1e15).contains(&a) {
        return format!("{v:.digits$}");
    }
    let exponent = a.log10().floor() as i32;
    if (1e-9..1e-3).contains(&a) {
        let decimals = (2 - exponent).max(digits as i32) as usize;
        return format!("{v:.decimals$}");
    }
    let mantissa = v / 10f64.powi(exponent);
    format!("{mantissa:.2} × 10^{exponent}") // i18n: a number's printed form, in every language
}

/// A predict-then-reveal question; the answer is computed for the scene.
#[derive(Debug, Clone, PartialEq)]
pub struct Question {
    pub prompt: Cited,
    pub choices: Vec<Cited>,
    /// Index of the right choice.
    pub answer: usize,
    /// Why, with the computed numbers.
    pub explanation: Cited,
}

/// A function that writes one of a step's texts for a scene.
type Writes<T> = fn(&Scene) -> T;

/// One step of the tour. Its texts are messages named after its id: `tour-<id>-title`,
/// `tour-<id>-text`, `tour-<id>-question`, `tour-<id>-choice-...`, `tour-<id>-reveal...`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Step {
    /// Stable id (kebab-case).
    pub id: &'static str,
    /// The state the step sets: configuration keys, read by [`Config::from_query`] over the
    /// defaults (so a step does not inherit the previous step's knobs).
    pub query: &'static str,
    /// The view the step brings on screen.
    pub view: View,
}

impl Step {
    /// The step's title (`tour-<id>-title`).
    pub fn title(&self) -> Msg {
        Msg::new(format!("tour-{}-title", self.id))
    }

    /// The step as the tour's path file writes it, once it is written there (not as
    /// `{tour:ID}`, the step's Rust writers: see [`Step::texts`]).
    fn written(&self) -> Option<crate::rope::teaching::path::Step> {
        crate::rope::teaching::path::builtin()
            .steps
            .into_iter()
            .find(|st| st.id == self.id)
            .filter(|st| st.text.first().trim() != format!("{{tour:{}}}", self.id))
    }

    /// What to notice, computed for `scene` (the current state, knobs and all): the path
    /// file's text, rendered by the path engine, with the numbers it cites.
    pub fn notice(&self, scene: &Scene) -> Cited {
        match self.written() {
            Some(st) => crate::rope::teaching::path::cited_text(&st.text, scene),
            None => (self.texts().0)(scene),
        }
    }

    /// The step's question, answered for `scene`: the path file's, as the path engine asks it.
    pub fn question(&self, scene: &Scene) -> Question {
        use crate::rope::teaching::path::{self, cited_text, Question as Asked};
        match self.written().and_then(|st| st.question) {
            Some(Asked::Computed {
                prompt,
                answer,
                explanation,
                ..
            }) => {
                let (choices, answer) = path::computed_cited(answer.name, scene);
                Question {
                    prompt: cited_text(&prompt, scene),
                    choices,
                    answer,
                    explanation: cited_text(&explanation, scene),
                }
            }
            Some(Asked::Choice {
                prompt,
                choices,
                answer,
                explanation,
            }) => Question {
                prompt: cited_text(&prompt, scene),
                choices: choices.iter().map(|c| cited_text(c, scene)).collect(),
                answer,
                explanation: cited_text(&explanation, scene),
            },
            _ => (self.texts().1)(scene),
        }
    }

    /// The functions that write the step's notice and question. A match, not fields of the
    /// step: the page's own module reads the steps' states and views, and only the on-demand
    /// module (which shows the texts) links the texts.
    fn texts(&self) -> (Writes<Cited>, Writes<Question>) {
        match self.id {
            // Steps written in the tour's path file (`Step::written`, consulted first) have no
            // Rust writers.
            _ => (no_text, no_question),
        }
    }

    /// The readouts that would answer the step's question before the learner does (names of
    /// `views::READOUTS`): hidden while it is open.
    pub fn hides(&self) -> Vec<&'static str> {
        if let Some(st) = self.written() {
            return st.hidden();
        }
        let old: &[&str] = match self.id {
            _ => &[],
        };
        old.to_vec()
    }

    /// The state the step sets.
    pub fn config(&self) -> Config {
        Config::from_query(self.query)
            .map(|p| p.config)
            .unwrap_or_default()
    }
}

// The steps, in order: generated by build.rs from `www/paths/tour.json` (each step's id, state
// and first view), the tour's one source. The model presets' states the steps beyond text use are
// tested equal to `settings::presets` (`the_steps_beyond_text_set_their_presets`).
include!(concat!(env!("OUT_DIR"), "/tour_steps.rs"));

/// The step at `index` (0-based), if there is one.
pub fn step(index: usize) -> Option<&'static Step> {
    STEPS.get(index)
}

/// "k of N" for the 0-based `index` (what the tour's heading and screen readers say).
pub fn progress(index: usize) -> Msg {
    msg!("tour-progress", k = index + 1, n = STEPS.len())
}

// ---- helpers -------------------------------------------------------------------------------

/// The text of the token at `pos` in quotes, or "the vector at position p".
fn said_token(s: &Scene, pos: u64) -> Cited {
    match s.token_at(pos) {
        Some(t) => Cited::m("tour-token-quoted").t("token", &t.text),
        None => Cited::m("tour-token-at").i("pos", pos),
    }
}

/// The score of the scene's q and k at distance `r`, with the scene's frequencies.
fn score_at_distance(s: &Scene, r: f64) -> f64 {
    let parts = pair_parts(&s.q, &s.k, s.pairs(), s.layout);
    score_at(&parts, &s.freqs.inv_freq, r)
}

/// The distance curve the distance view draws (its default range).
fn curve(s: &Scene) -> Vec<crate::rope::maths::decay::DistancePoint> {
    let parts = pair_parts(&s.q, &s.k, s.pairs(), s.layout);
    let range = crate::rope::view::distance::default_range(s);
    distance_curve(
        &parts,
        &s.freqs.inv_freq,
        range,
        crate::rope::view::distance::POINTS,
    )
}

/// The index of "the same", "higher", "lower" (in that order) for `after` against `before`.
fn same_higher_lower(before: f64, after: f64) -> usize {
    if (before - after).abs() <= 1e-9 * before.abs().max(1.0) {
        0
    } else if after > before {
        1
    } else {
        2
    }
}

/// Three distinct whole numbers including `answer`, in increasing order, and the answer's
/// index. `others` are candidates for the wrong choices (duplicates skipped).
fn count_choices(answer: u64, others: &[u64]) -> (Vec<u64>, usize) {
    let mut values = vec![answer];
    for &o in others {
        if values.len() < 3 && !values.contains(&o) {
            values.push(o);
        }
    }
    // Always three: fill with neighbours of the answer.
    let mut extra = answer + 1;
    while values.len() < 3 {
        if !values.contains(&extra) {
            values.push(extra);
        }
        extra += 1;
    }
    values.sort_unstable();
    let index = values.iter().position(|&v| v == answer).unwrap_or(0);
    (values, index)
}

/// Choices of whole numbers, each message `id` with the number as `$count`.
fn counted(values: &[u64], id: &'static str) -> Vec<Cited> {
    values.iter().map(|&v| Cited::m(id).i("count", v)).collect()
}

/// A message without variables.
fn words(id: &'static str) -> Cited {
    Cited::m(id)
}

/// Items as one list: "a, b, c" (`tour-list`: the language's list separator).
fn list(items: Vec<Cited>) -> Cited {
    let mut items = items.into_iter().rev();
    let Some(mut out) = items.next() else {
        return Cited::default();
    };
    for head in items {
        out = Cited::m("tour-list").c("head", head).c("tail", out);
    }
    out
}

/// No text: what [`Step::texts`] gives a step written in the tour's path file.
fn no_text(_: &Scene) -> Cited {
    Cited::default()
}

/// No question: the same for its question.
fn no_question(_: &Scene) -> Question {
    Question {
        prompt: Cited::default(),
        choices: Vec::new(),
        answer: 0,
        explanation: Cited::default(),
    }
}

// ---- the steps -----------------------------------------------------------------------------

// ---- each step's own computations, one file per step (tour/<step>.rs) ---------------------

mod clock_hands;
mod decay_aligned;
mod fast_and_slow;
mod image_ids;
mod image_patches;
mod interpolation;
mod latent_split;
mod long_context_lab;
mod no_decay_random;
mod only_distance;
mod real_model;
mod rope_off;
mod score_sum;
mod trained_context;
mod turn_together;
mod yarn;

pub use self::real_model::{real_model_with_rope_off, FINISH_BUTTONS};

// ---- what the steps add to the path engine: placeholders and computed questions -------------

#[allow(unused_imports)]
use crate::rope::teaching::path::{ph, Computed, ComputedInfo, Kind, PlaceholderInfo};

/// The placeholders the tour's steps added, one list per step file.
pub(crate) const PLACEHOLDER_GROUPS: &[&[PlaceholderInfo]] = &[
    clock_hands::PLACEHOLDERS,
    turn_together::PLACEHOLDERS,
    score_sum::PLACEHOLDERS,
    only_distance::PLACEHOLDERS,
    rope_off::PLACEHOLDERS,
    decay_aligned::PLACEHOLDERS,
    no_decay_random::PLACEHOLDERS,
    fast_and_slow::PLACEHOLDERS,
    trained_context::PLACEHOLDERS,
    interpolation::PLACEHOLDERS,
    yarn::PLACEHOLDERS,
    long_context_lab::PLACEHOLDERS,
    image_ids::PLACEHOLDERS,
    image_patches::PLACEHOLDERS,
    latent_split::PLACEHOLDERS,
    real_model::PLACEHOLDERS,
];

/// The readouts that show each of those number placeholders' values (as `path::ANSWERED_BY`).
pub(crate) const READOUT_GROUPS: &[&[(&str, &[&str])]] = &[
    clock_hands::READOUTS,
    turn_together::READOUTS,
    score_sum::READOUTS,
    only_distance::READOUTS,
    rope_off::READOUTS,
    decay_aligned::READOUTS,
    no_decay_random::READOUTS,
    fast_and_slow::READOUTS,
    trained_context::READOUTS,
    interpolation::READOUTS,
    yarn::READOUTS,
    long_context_lab::READOUTS,
    image_ids::READOUTS,
    image_patches::READOUTS,
    latent_split::READOUTS,
    real_model::READOUTS,
];

/// The computed questions the tour's steps added.
pub(crate) const COMPUTED_GROUPS: &[&[ComputedInfo]] = &[
    clock_hands::COMPUTED,
    turn_together::COMPUTED,
    score_sum::COMPUTED,
    only_distance::COMPUTED,
    rope_off::COMPUTED,
    decay_aligned::COMPUTED,
    no_decay_random::COMPUTED,
    fast_and_slow::COMPUTED,
    trained_context::COMPUTED,
    interpolation::COMPUTED,
    yarn::COMPUTED,
    long_context_lab::COMPUTED,
    image_ids::COMPUTED,
    image_patches::COMPUTED,
    latent_split::COMPUTED,
    real_model::COMPUTED,
];

/// The value of a placeholder a step added (`None`: no step's; `Some(None)`: none here).
pub(crate) fn value(name: &str, pair: Option<usize>, s: &Scene) -> Option<Option<Computed>> {
    None.or_else(|| clock_hands::value(name, pair, s))
        .or_else(|| turn_together::value(name, pair, s))
        .or_else(|| score_sum::value(name, pair, s))
        .or_else(|| only_distance::value(name, pair, s))
        .or_else(|| rope_off::value(name, pair, s))
        .or_else(|| decay_aligned::value(name, pair, s))
        .or_else(|| no_decay_random::value(name, pair, s))
        .or_else(|| fast_and_slow::value(name, pair, s))
        .or_else(|| trained_context::value(name, pair, s))
        .or_else(|| interpolation::value(name, pair, s))
        .or_else(|| yarn::value(name, pair, s))
        .or_else(|| long_context_lab::value(name, pair, s))
        .or_else(|| image_ids::value(name, pair, s))
        .or_else(|| image_patches::value(name, pair, s))
        .or_else(|| latent_split::value(name, pair, s))
        .or_else(|| real_model::value(name, pair, s))
}

/// The choices and the right one of a computed question a step added.
pub(crate) fn choices(name: &str, s: &Scene) -> Option<(Vec<Cited>, usize)> {
    None.or_else(|| clock_hands::choices(name, s))
        .or_else(|| turn_together::choices(name, s))
        .or_else(|| score_sum::choices(name, s))
        .or_else(|| only_distance::choices(name, s))
        .or_else(|| rope_off::choices(name, s))
        .or_else(|| decay_aligned::choices(name, s))
        .or_else(|| no_decay_random::choices(name, s))
        .or_else(|| fast_and_slow::choices(name, s))
        .or_else(|| trained_context::choices(name, s))
        .or_else(|| interpolation::choices(name, s))
        .or_else(|| yarn::choices(name, s))
        .or_else(|| long_context_lab::choices(name, s))
        .or_else(|| image_ids::choices(name, s))
        .or_else(|| image_patches::choices(name, s))
        .or_else(|| latent_split::choices(name, s))
        .or_else(|| real_model::choices(name, s))
}
#[allow(unused_imports)]
use self::{
    clock_hands::*, decay_aligned::*, fast_and_slow::*, image_ids::*, image_patches::*,
    interpolation::*, latent_split::*, long_context_lab::*, no_decay_random::*, only_distance::*,
    real_model::*, rope_off::*, score_sum::*, trained_context::*, turn_together::*, yarn::*,
};

// ---- beyond text ---------------------------------------------------------------------------

/// A wavelength in a clause: "pair P, one turn in W positions", or "pair P, it never turns".
fn per_turn(pair: usize, wavelength: f64) -> Cited {
    if wavelength.is_finite() {
        Cited::m("tour-image-ids-slowest-turns")
            .i("pair", pair as u64)
            .n("wavelength", wavelength, 0)
    } else {
        Cited::m("tour-image-ids-slowest-still").i("pair", pair as u64)
    }
}

/// Back to the step's own settings (when a knob has made its view empty).
fn restore() -> Cited {
    words("tour-restore")
}

/// A question for a view that has nothing to show (no valid settings to build it on).
fn nothing_to_ask() -> Question {
    Question {
        prompt: words("tour-nothing-to-ask"),
        choices: vec![words("tour-yes")],
        answer: 0,
        explanation: restore(),
    }
}

/// What the multimodal view shows for a scene: its model, the settings it was made from (an
/// example's when the knobs have no sections or no image) and whether it is that example.
fn mrope_shown(s: &Scene) -> Option<(MropeModel, Config, bool)> {
    let shown = mrope::shown(s)?;
    Some(match shown.example {
        Some((c, _)) => (shown.model, c, true),
        None => (shown.model, s.config.clone(), false),
    })
}

/// The sentence a step's notice starts with when its view shows an example instead of the
/// knobs' own settings (the view's own note says what it filled in).
const EXAMPLE: &str = "tour-example";

/// `text`, after the example's sentence if the view shows an example.
fn after_example(example: bool, text: Cited) -> Cited {
    if example {
        words(EXAMPLE).then(text)
    } else {
        text
    }
}

/// An axis's name in a sentence (`tour-axis-time`, ...; the core's name if it has no message).
fn axis_name(name: &str) -> Cited {
    match name {
        "time" => words("tour-axis-time"),
        "height" => words("tour-axis-height"),
        "width" => words("tour-axis-width"),
        "row" => words("tour-axis-row"),
        "column" => words("tour-axis-column"),
        other => Cited::m("tour-axis-other").t("name", other),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::Key;

    /// The example's sentence, in English.
    fn example() -> String {
        en(&Msg::new(EXAMPLE))
    }

    pub(super) fn scene(query: &str) -> Scene {
        Scene::new(&Config::from_query(query).unwrap().config)
    }

    /// Every text a step can show for a scene: the notice, the prompt, the choices, the
    /// explanation.
    fn texts(step: &Step, s: &Scene) -> Vec<Cited> {
        let q = step.question(s);
        let mut all = vec![step.notice(s), q.prompt, q.explanation];
        all.extend(q.choices);
        all
    }

    /// Knobs a learner might turn mid-step, applied on top of each step's own state the way a
    /// control applies them (`Config::try_edit`).
    const KNOBS: &[(Key, &str)] = &[
        (Key::Base, "500000"),
        (Key::Dim, "32"),
        (Key::Rope, "off"),
        (Key::Drop, "2"),
        (Key::Text, "a b c"),
        (Key::Offset, "7"),
        // Knobs that empty a view: a head that does not split into rows and columns, and one
        // with no position-free dims.
        (Key::Dim, "18"),
        (Key::NopeDim, "0"),
    ];

    /// The step's own state, and the same with each knob turned.
    pub(super) fn states(step: &Step) -> Vec<Scene> {
        let own = step.config();
        let mut out = vec![Scene::new(&own)];
        for &(key, value) in KNOBS {
            if let Ok(edit) = own.try_edit(key, value) {
                out.push(Scene::new(&edit.config));
            }
        }
        out
    }

    #[test]
    fn every_step_sets_a_valid_state_and_names_a_view() {
        assert!(STEPS.len() >= 10);
        let mut ids: Vec<&str> = STEPS.iter().map(|s| s.id).collect();
        ids.sort_unstable();
        ids.dedup();
        assert_eq!(ids.len(), STEPS.len(), "ids are unique");
        for step in STEPS {
            Config::from_query(step.query).unwrap_or_else(|e| panic!("{}: {e}", step.id));
            assert_eq!(View::parse(step.view.as_str()), Some(step.view));
            assert!(step.view.in_paths(), "{}: a view a path may show", step.id);
        }
    }

    /// The tour's English messages.
    const ENGLISH: &str = include_str!("../../../../www/locales/en/parts/tour.ftl");

    /// The literal text of a Fluent pattern: its words and quoted literals, not its variables.
    fn literal_text(p: &fluent_syntax::ast::Pattern<&str>, out: &mut String) {
        use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
        fn inline(e: &InlineExpression<&str>, out: &mut String) {
            match e {
                InlineExpression::StringLiteral { value } => out.push_str(value),
                InlineExpression::NumberLiteral { value } => out.push_str(value),
                InlineExpression::Placeable { expression } => expr(expression, out),
                _ => {}
            }
        }
        fn expr(e: &Expression<&str>, out: &mut String) {
            match e {
                Expression::Inline(i) => inline(i, out),
                Expression::Select { variants, .. } => {
                    for v in variants {
                        literal_text(&v.value, out);
                    }
                }
            }
        }
        for el in &p.elements {
            match el {
                PatternElement::TextElement { value } => out.push_str(value),
                PatternElement::Placeable { expression } => expr(expression, out),
            }
        }
    }

    /// No digit in the tour's words: no tour message's own text (English, the source of every
    /// translation) holds a digit, so every number a step prints is a variable, set through
    /// `Cited::n`/`Cited::i`, which only ever receive values computed from the scene; and
    /// every number cited is printed.
    #[test]
    fn every_number_in_a_step_is_cited_from_the_core() {
        let resource = fluent_bundle::FluentResource::try_new(ENGLISH.to_string())
            .unwrap_or_else(|(_, e)| panic!("tour.ftl: {e:?}"));
        let mut checked = 0;
        for entry in resource.entries() {
            if let fluent_syntax::ast::Entry::Message(m) = entry {
                assert!(m.id.name.starts_with("tour-"), "{}", m.id.name);
                let mut words = String::new();
                if let Some(p) = &m.value {
                    literal_text(p, &mut words);
                }
                for a in &m.attributes {
                    literal_text(&a.value, &mut words);
                }
                assert!(
                    !words.chars().any(|ch| ch.is_ascii_digit()),
                    "{}: digits in words: {words}",
                    m.id.name
                );
                checked += 1;
            }
        }
        assert!(checked > 100, "{checked} messages");
        for step in STEPS {
            for s in states(step) {
                for c in texts(step, &s) {
                    let text = c.text();
                    // Every message exists and has its variables.
                    assert!(!text.contains("[tour-"), "{}: {text}", step.id);
                    assert!(!text.contains("{$"), "{}: {text}", step.id);
                    for n in &c.numbers {
                        assert!(text.contains(n.as_str()), "{}: {n}", step.id);
                    }
                }
            }
        }
    }

    /// Every step's texts format in every language, each message found and each variable set
    /// (`TOUR_SHOW=zh-CN` prints the step's own state's texts).
    #[test]
    fn every_step_reads_in_every_language() {
        use crate::rope::base::i18n::{Lang, Messages};
        use std::sync::Arc;
        let english =
            Arc::new(Messages::new(Lang::En, &crate::rope::base::i18n::english_parts()).0);
        for lang in [Lang::ZhCn, Lang::Es] {
            let mut sources = Vec::new();
            for group in ["page", "parts"] {
                let dir = format!(
                    "{}/www/locales/{}/{group}",
                    env!("CARGO_MANIFEST_DIR"),
                    lang.code()
                );
                for f in std::fs::read_dir(&dir).unwrap() {
                    let path = f.unwrap().path();
                    sources.push((
                        path.display().to_string(),
                        std::fs::read_to_string(&path).unwrap(),
                    ));
                }
            }
            let refs: Vec<(&str, &str)> = sources
                .iter()
                .map(|(a, b)| (a.as_str(), b.as_str()))
                .collect();
            let (here, errors) = Messages::new(lang, &refs);
            assert!(errors.is_empty(), "{errors:?}");
            let here = here.with_fallback(english.clone());
            let show = std::env::var("TOUR_SHOW").ok() == Some(lang.code().to_string());
            for step in STEPS {
                assert!(here.has(&step.title().id), "{lang}: {}", step.id);
                for (i, s) in states(step).iter().enumerate() {
                    for c in texts(step, s) {
                        let text = here.text(&c.msg());
                        assert!(
                            !text.contains("[tour-") && !text.contains("{$"),
                            "{lang} {}: {text}",
                            step.id
                        );
                        for n in &c.numbers {
                            assert!(
                                text.contains(n.as_str()),
                                "{lang} {}: {n} in {text}",
                                step.id
                            );
                        }
                        if show && i == 0 {
                            println!("{}: {text}", step.id);
                        }
                    }
                }
            }
        }
    }

    /// The questions are well formed for every state a learner can reach: two or more distinct
    /// choices, the answer among them.
    #[test]
    fn questions_are_answerable_in_every_state() {
        for step in STEPS {
            for s in states(step) {
                let q = step.question(&s);
                assert!(q.choices.len() >= 2, "{}", step.id);
                assert!(q.answer < q.choices.len(), "{}", step.id);
                let mut texts: Vec<String> = q.choices.iter().map(|c| c.text()).collect();
                texts.sort_unstable();
                texts.dedup();
                assert_eq!(
                    texts.len(),
                    q.choices.len(),
                    "{}: distinct choices {texts:?}",
                    step.id
                );
            }
        }
    }

    /// A step's text follows the knobs: some knob a learner can turn changes what it cites (it
    /// is computed for the state on screen, not for the step's own query).
    #[test]
    fn notices_follow_the_current_state() {
        for step in STEPS {
            let all = states(step);
            let own = step.notice(&all[0]).numbers;
            assert!(
                all[1..].iter().any(|s| step.notice(s).numbers != own),
                "{}",
                step.id
            );
        }
    }

    #[test]
    fn the_answers_are_the_ones_the_maths_gives() {
        let at = |id: &str| STEPS.iter().find(|s| s.id == id).unwrap();
        // Pair 0 at base^0 = 1 rad per position: one turn in 2π positions.
        let s = scene("");
        let q = at("clock-hands").question(&s);
        assert_eq!(q.answer, 1);
        assert_eq!(q.choices[1].numbers, vec![num(TAU, 2)]);
        // Relative position: same angle, same score.
        assert_eq!(at("turn-together").question(&scene("offset=100")).answer, 0);
        assert_eq!(at("only-distance").question(&s).answer, 0);
        // RoPE off: flat.
        assert_eq!(at("rope-off").question(&scene("rope=off")).answer, 0);
        // Aligned vectors peak at distance 0.
        assert_eq!(
            at("decay-aligned")
                .question(&scene("dim=128&qk=ones"))
                .answer,
            0
        );
        // Interpolation slows every pair; YaRN keeps the fast ones.
        let pi = scene("dim=128&orig=4096&scaling=linear&factor=4");
        assert_eq!(at("interpolation").question(&pi).answer, 1);
        let y = scene("dim=128&orig=4096&scaling=yarn&factor=4");
        assert_eq!(at("yarn").question(&y).answer, 0);
        // The mask keeps order without RoPE.
        assert_eq!(
            at("real-model")
                .question(&scene("qk=model&rope=off"))
                .answer,
            1
        );
        // With RoPE off, the first pair never completes a turn.
        assert_eq!(at("clock-hands").question(&scene("rope=off")).answer, 2);
    }

    /// Each step has its own texts (the match in `Step::texts` names every id).
    #[test]
    fn every_step_has_its_own_texts() {
        let s = scene("");
        let mut notices: Vec<String> = STEPS.iter().map(|st| st.notice(&s).text()).collect();
        notices.sort_unstable();
        notices.dedup();
        assert_eq!(notices.len(), STEPS.len());
    }

    /// Predict, then reveal: what shows before the reveal (the title and the notice) does not
    /// cite the number only the right choice carries, and the long-context titles do not state
    /// the answer.
    #[test]
    fn the_notice_does_not_give_the_answer_away() {
        for step in STEPS {
            for s in states(step) {
                let q = step.question(&s);
                let notice = step.notice(&s);
                let wrong: Vec<&String> = q
                    .choices
                    .iter()
                    .enumerate()
                    .filter(|&(i, _)| i != q.answer)
                    .flat_map(|(_, c)| &c.numbers)
                    .collect();
                for n in &q.choices[q.answer].numbers {
                    if !wrong.contains(&n) {
                        assert!(
                            !notice.numbers.contains(n),
                            "{}: the notice cites the answer {n}: {}",
                            step.id,
                            notice.text()
                        );
                    }
                }
            }
        }
        for (id, giveaway) in [
            ("interpolation", "every pair"),
            ("interpolation", "every speed"),
            ("interpolation", "squeeze"),
            ("yarn", "fast pairs"),
            ("yarn", "fast ones"),
        ] {
            let step = STEPS.iter().find(|s| s.id == id).unwrap();
            let notice = step.notice(&Scene::new(&step.config())).text();
            assert!(!en(&step.title()).to_lowercase().contains(giveaway), "{id}");
            assert!(!notice.to_lowercase().contains(giveaway), "{id}: {notice}");
        }
    }

    /// What a step's notice must not say, because its question asks the learner to predict it
    /// (each the words that answered it before); the reveal says it instead. And no question
    /// asks the learner to look away from what is beside it ("before you look at the bars"):
    /// it asks for a prediction first, then a check.
    #[test]
    fn the_notice_leaves_the_prediction_to_the_learner() {
        const GIVEAWAYS: &[(&str, &[&str], &str)] = &[
            (
                "turn-together",
                &["same wherever", "stays", "does not change", "m − n", "plus"],
                "neither grows nor shrinks",
            ),
            (
                "interpolation",
                &["times slower", "squeezes", "first pair", "divides every"],
                "same distance apart",
            ),
            (
                "only-distance",
                &["stays put", "cancels", "same score"],
                "a shift of both cancels",
            ),
            (
                "long-context-lab",
                &["short of one full turn", "never complete", "slowest"],
                "slowest",
            ),
            (
                "real-model",
                &["what is left of word order", "still leaks"],
                "leaks in through the mask",
            ),
        ];
        for &(id, said, reveal) in GIVEAWAYS {
            let step = STEPS.iter().find(|s| s.id == id).unwrap();
            let s = Scene::new(&step.config());
            let notice = step.notice(&s).text().to_lowercase();
            for phrase in said {
                assert!(
                    !notice.contains(phrase),
                    "{id}: the notice says {phrase:?}: {notice}"
                );
            }
            let explanation = step.question(&s).explanation.text();
            assert!(
                explanation.contains(reveal),
                "{id}: the reveal: {explanation}"
            );
        }
        // The long-context step's count of pairs that never turn is the reveal's, not the
        // notice's.
        let step = STEPS.iter().find(|s| s.id == "long-context-lab").unwrap();
        let s = Scene::new(&step.config());
        let n = never_turning(&s).to_string();
        assert!(step.question(&s).explanation.numbers.contains(&n));
        assert!(
            !step.notice(&s).numbers.contains(&n),
            "{}",
            step.notice(&s).text()
        );
        for step in STEPS {
            for s in states(step) {
                let prompt = step.question(&s).prompt.text().to_lowercase();
                for look_away in ["before you look", "before you read"] {
                    assert!(!prompt.contains(look_away), "{}: {prompt}", step.id);
                }
            }
        }
    }

    /// The first step's reveal answers every choice: the half-turn one (its number), the full
    /// turn, and "never".
    #[test]
    fn the_first_reveal_speaks_to_each_choice() {
        let step = &STEPS[0];
        for s in states(step) {
            let q = step.question(&s);
            for c in &q.choices {
                for n in &c.numbers {
                    assert!(
                        q.explanation.numbers.contains(n),
                        "{n}: {}",
                        q.explanation.text()
                    );
                }
            }
            assert!(
                q.explanation.text().contains("never"),
                "{}",
                q.explanation.text()
            );
        }
    }

    /// The steps beyond text set exactly their model presets' states (the published numbers),
    /// and each brings its view with something to show.
    #[test]
    fn the_steps_beyond_text_set_their_presets() {
        use crate::rope::settings::presets::{apply, find};
        for (id, preset) in [
            ("image-ids", "qwen2-vl"),
            ("image-patches", "qwen3-vl-vision"),
            ("latent-split", "deepseek-v3"),
        ] {
            let step = STEPS.iter().find(|s| s.id == id).unwrap();
            let want = apply(&Config::default(), &find(preset).unwrap()).unwrap();
            assert_eq!(step.config(), want, "{id}");
        }
        let at = |id: &str| Scene::new(&STEPS.iter().find(|s| s.id == id).unwrap().config());
        assert!(mrope::mrope(&at("image-ids")).is_some());
        assert!(vision(&at("image-patches"), [0, 0]).is_ok());
        assert!(latent::latent(&at("latent-split")).is_ok());
        // They come after the long-context lab, and the real model stays last (its text
        // says Finish keeps the settings).
        let index = |id: &str| STEPS.iter().position(|s| s.id == id).unwrap();
        assert!(index("long-context-lab") < index("image-ids"));
        assert!(index("image-ids") < index("image-patches"));
        assert!(index("image-patches") < index("latent-split"));
        assert_eq!(index("real-model"), STEPS.len() - 1);
    }

    /// README's "Start here" paragraph gives the tour's length.
    #[test]
    fn the_readme_counts_the_steps() {
        const WORDS: [&str; 21] = [
            "zero",
            "one",
            "two",
            "three",
            "four",
            "five",
            "six",
            "seven",
            "eight",
            "nine",
            "ten",
            "eleven",
            "twelve",
            "thirteen",
            "fourteen",
            "fifteen",
            "sixteen",
            "seventeen",
            "eighteen",
            "nineteen",
            "twenty",
        ];
        let said = WORDS
            .get(STEPS.len())
            .map_or(STEPS.len().to_string(), |w| w.to_string());
        let readme = include_str!("../../../../docs/guide.md");
        assert!(
            readme.contains(&format!("): {said} steps from")),
            "docs/guide.md: the tour has {} steps",
            STEPS.len()
        );
    }

    #[test]
    fn prose_numbers_are_readable() {
        assert_eq!(prose(3.162278e-4, 4), "0.000316");
        assert_eq!(prose(-3.162278e-4, 2), "-0.000316");
        assert_eq!(prose(62831.85, 0), "62832");
        assert_eq!(prose(1.5, 2), "1.50");
        assert_eq!(prose(0.0, 3), "0.000");
        assert_eq!(prose(2.5e-12, 4), "2.50 × 10^-12");
        assert_eq!(prose(3e16, 0), "3.00 × 10^16");
        // Every tour text: no "e-" exponent in any number it prints.
        for step in STEPS {
            for s in states(step) {
                for c in texts(step, &s) {
                    for n in &c.numbers {
                        assert!(!n.contains('e'), "{}: {n}", step.id);
                    }
                }
            }
        }
    }

    /// Every text of every step, in English, for each step's states and a few more (the
    /// turn-together offsets and sentences, the vision step's patches): one line each.
    fn english_snapshot() -> String {
        let text = |c: &Cited| c.text();
        let mut out = String::new();
        for step in STEPS {
            let mut scenes = states(step);
            for extra in [
                "offset=3",
                "offset=1234&text=a b",
                "offset=4000&text=one two three four five six seven",
                "patch=7,7",
                "patch=0,7",
                "patches=6,4&patch=5,0",
                "base=15230",
                "factor=2",
                "qk=model",
            ] {
                let mut c = step.config();
                let mut ok = true;
                for kv in extra.split('&') {
                    let (k, v) = kv.split_once('=').unwrap();
                    match Key::parse(k).map(|key| c.try_edit(key, v)) {
                        Some(Ok(e)) => c = e.config,
                        _ => ok = false,
                    }
                }
                if ok {
                    scenes.push(Scene::new(&c));
                }
            }
            for (i, s) in scenes.iter().enumerate() {
                let q = step.question(s);
                out.push_str(&format!(
                    "{} {i} notice: {}\n",
                    step.id,
                    text(&step.notice(s))
                ));
                out.push_str(&format!("{} {i} prompt: {}\n", step.id, text(&q.prompt)));
                for c in &q.choices {
                    out.push_str(&format!("{} {i} choice: {}\n", step.id, text(c)));
                }
                out.push_str(&format!("{} {i} answer: {}\n", step.id, q.answer));
                out.push_str(&format!(
                    "{} {i} reveal: {}\n",
                    step.id,
                    text(&q.explanation)
                ));
            }
        }
        out
    }

    /// The English texts stay as they were before the words moved to message files: each
    /// step's texts for its own state against `tests/data/tour_en_texts.txt` (recorded before
    /// the move), and every state of [`english_snapshot`] against `tests/data/tour_en_snapshot.txt`. `TOUR_SNAPSHOT=write` records both anew (after a deliberate change
    /// of wording).
    #[test]
    fn the_english_texts_are_unchanged() {
        let full = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/tests/data/tour_en_snapshot.txt"
        );
        let own = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/tour_en_texts.txt");
        let now = english_snapshot();
        let now_own: String = now
            .lines()
            .filter(|l| l.split(' ').nth(1) == Some("0"))
            .map(|l| format!("{l}\n"))
            .collect();
        if std::env::var("TOUR_SNAPSHOT").as_deref() == Ok("write") {
            std::fs::write(full, &now).unwrap();
            std::fs::write(own, &now_own).unwrap();
        }
        let compare = |before: &str, now: &str| {
            for (a, b) in before.lines().zip(now.lines()) {
                assert_eq!(a, b);
            }
            assert_eq!(before.lines().count(), now.lines().count());
        };
        compare(&std::fs::read_to_string(own).unwrap(), &now_own);
        compare(&std::fs::read_to_string(full).unwrap(), &now);
    }

    /// The panel shows what the tour cites: the path engine's rendering of each step (its
    /// text, and its question as `path::Shown`) reads exactly as the step's texts with their
    /// numbers, for every state the tests use.
    #[test]
    fn the_panel_shows_what_the_steps_cite() {
        use crate::rope::teaching::path::builtin;
        let path = builtin();
        assert_eq!(path.steps.len(), STEPS.len());
        for (st, step) in path.steps.iter().zip(STEPS) {
            assert_eq!(st.id, step.id);
            assert_eq!(st.views, vec![step.view], "{}", step.id);
            assert_eq!(st.config(), step.config(), "{}", step.id);
            for s in states(step) {
                let (text, shown) = st.shown(&s);
                assert_eq!(text, step.notice(&s).text(), "{}", step.id);
                let q = step.question(&s);
                let shown = shown.expect("every step asks");
                assert_eq!(en(&shown.prompt), q.prompt.text(), "{}", step.id);
                assert_eq!(en(&shown.explanation), q.explanation.text(), "{}", step.id);
                let choices: Vec<String> = shown.choices.iter().map(en).collect();
                let cited: Vec<String> = q.choices.iter().map(Cited::text).collect();
                assert_eq!(choices, cited, "{}", step.id);
                assert_eq!(
                    shown.expect,
                    crate::rope::teaching::path::Expect::Choice(q.answer),
                    "{}",
                    step.id
                );
            }
        }
    }

    #[test]
    fn progress_reads_k_of_n() {
        assert_eq!(en(&progress(0)), format!("1 of {}", STEPS.len()));
        assert!(step(STEPS.len()).is_none());
    }
}
