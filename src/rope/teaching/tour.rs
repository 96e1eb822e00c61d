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
/// with [`Cited::n`] / [`Cited::i`] / [`Cited::g`] / [`Cited::deg`] from a value the caller
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

    /// An angle in degrees printed exactly as the compasses table prints it.
    fn deg(self, name: &'static str, v: f64) -> Cited {
        self.number(name, crate::rope::view::compasses::degrees_text(v), v)
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

    /// A whole number a message only selects on (its English prints it for some values only:
    /// `printed` says whether it does here, and then it is cited).
    fn select(self, name: &'static str, v: u64, printed: bool) -> Cited {
        let c = self.set(name, Arg::num(v.to_string(), v as f64));
        if printed {
            let mut c = c;
            c.numbers.push(v.to_string());
            c
        } else {
            c
        }
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

    /// What to notice, computed for `scene` (the current state, knobs and all).
    pub fn notice(&self, scene: &Scene) -> Cited {
        (self.texts().0)(scene)
    }

    /// The step's question, answered for `scene`.
    pub fn question(&self, scene: &Scene) -> Question {
        (self.texts().1)(scene)
    }

    /// The functions that write the step's notice and question. A match, not fields of the
    /// step: the page's own module reads the steps' states and views, and only the on-demand
    /// module (which shows the texts) links the texts.
    fn texts(&self) -> (Writes<Cited>, Writes<Question>) {
        match self.id {
            "clock-hands" => (clock_hands, one_turn),
            "turn-together" => (turn_together, shifted_angle),
            "score-sum" => (score_sum, top_pair),
            "only-distance" => (only_distance, shifted_score),
            "rope-off" => (rope_off, flat_score),
            "decay-aligned" => (decay_aligned, highest_distance),
            "no-decay-random" => (random_vectors, zero_is_highest),
            "fast-and-slow" => (fast_and_slow, full_turns),
            "trained-context" => (trained_context, never_turn),
            "interpolation" => (interpolation, which_slowed),
            "yarn" => (yarn, which_kept),
            "long-context-lab" => (long_context_lab, which_pairs_new),
            "image-ids" => (image_ids, slowest_time_pair),
            "image-patches" => (image_patches, shifted_patches),
            "latent-split" => (latent_split, which_part_moves),
            _ => (real_model, order_without_rope),
        }
    }

    /// The readouts that would answer the step's question before the learner does (names of
    /// `views::READOUTS`): hidden while it is open.
    pub fn hides(&self) -> &'static [&'static str] {
        match self.id {
            "score-sum" => &["score-pairs"],
            "only-distance" => &["shifted-score"],
            "rope-off" | "decay-aligned" | "no-decay-random" => {
                &["distance-scores", "distance-charts"]
            }
            "interpolation" | "yarn" => &["scaled-pairs", "wavelength-chart"],
            "image-ids" => &["mrope-slowest"],
            "real-model" => &["order-note"],
            "fast-and-slow" => &["turning-pairs"],
            "trained-context" => &["long-pairs", "wavelength-chart"],
            "image-patches" => &["patch-scores"],
            "latent-split" => &["latent-parts"],
            _ => &[],
        }
    }

    /// The state the step sets.
    pub fn config(&self) -> Config {
        Config::from_query(self.query)
            .map(|p| p.config)
            .unwrap_or_default()
    }
}

/// The steps, in order.
pub const STEPS: &[Step] = &[
    Step {
        id: "clock-hands",
        query: "",
        view: View::Compasses,
    },
    Step {
        id: "turn-together",
        query: "offset=100",
        view: View::Compasses,
    },
    Step {
        id: "score-sum",
        query: "",
        view: View::Score,
    },
    Step {
        id: "only-distance",
        query: "",
        view: View::Invariance,
    },
    Step {
        id: "rope-off",
        query: "rope=off",
        view: View::Distance,
    },
    Step {
        id: "decay-aligned",
        query: "dim=128&qk=ones",
        view: View::Distance,
    },
    Step {
        id: "no-decay-random",
        query: "dim=128",
        view: View::Distance,
    },
    Step {
        id: "fast-and-slow",
        query: "dim=64",
        view: View::Heatmap,
    },
    Step {
        id: "trained-context",
        query: "dim=128&orig=4096",
        view: View::Frequencies,
    },
    Step {
        id: "interpolation",
        query: "dim=128&orig=4096&scaling=linear&factor=4",
        view: View::Frequencies,
    },
    Step {
        id: "yarn",
        query: "dim=128&orig=4096&scaling=yarn&factor=4",
        view: View::Frequencies,
    },
    Step {
        id: "long-context-lab",
        // The model's own RoPE (SmolLM2-135M's head size, base and trained context; a test ties
        // them to model_run's constants), with toy vectors: the lab downloads the model only
        // when the learner asks.
        query: "dim=64&base=100000&orig=8192&lab=passkey",
        view: View::Longlab,
    },
    // Beyond text: the RoPE of today's multimodal and latent-attention models, each step the
    // state of its model preset (`settings::presets`, tested equal).
    Step {
        id: "image-ids",
        // Qwen2-VL's multimodal RoPE with the preset's demonstration image.
        query: "dim=128&base=1000000&layout=half&orig=32768&mrope=16,24,24&image_grid=1,4,6",
        view: View::Multimodal,
    },
    Step {
        id: "image-patches",
        // Qwen3-VL's vision tower (base, merge and scaling at their defaults).
        query: "dim=72&layout=half&patches=8,8",
        view: View::Vision,
    },
    Step {
        id: "latent-split",
        // DeepSeek-V3 (base, layout and the YaRN betas at their defaults).
        query: "dim=64&scaling=yarn&factor=40&orig=4096&mscale=1&mscale_all_dim=1&nope_dim=128",
        view: View::Latent,
    },
    Step {
        id: "real-model",
        // Toy vectors: the real model is 98 MB, downloaded only when the learner asks
        // (the panel's button switches to it).
        query: "rope=off",
        view: View::Attention,
    },
];

/// The step at `index` (0-based), if there is one.
pub fn step(index: usize) -> Option<&'static Step> {
    STEPS.get(index)
}

/// "k of N" for the 0-based `index` (what the tour's heading and screen readers say).
pub fn progress(index: usize) -> Msg {
    msg!("tour-progress", k = index + 1, n = STEPS.len())
}

// ---- helpers -------------------------------------------------------------------------------

/// The first pair's speed (radians per position) as the rotations use it.
fn w0(s: &Scene) -> f64 {
    s.freqs.inv_freq.first().copied().unwrap_or(0.0)
}

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

// ---- the steps -----------------------------------------------------------------------------

fn clock_hands(s: &Scene) -> Cited {
    let w = w0(s);
    let last = s.freqs.inv_freq.last().copied().unwrap_or(0.0);
    Cited::m("tour-clock-hands-text")
        .c("query", said_token(s, s.m))
        .i("m", s.m)
        .i("dim", s.dim as u64)
        .i("pairs", s.pairs() as u64)
        .n("speed", w, 4)
        .n("degrees", w.to_degrees(), 4)
        .n("turned", s.m as f64 * w, 2)
        .g("last", last)
        .g("lastturned", s.m as f64 * last)
}

fn one_turn(s: &Scene) -> Question {
    let w = w0(s);
    let turns = w > 0.0;
    // When nothing turns, the wrong choices quote the speed the base would give.
    let shown = if turns {
        w
    } else {
        freq::inv_freq(s.dim, s.base)
            .ok()
            .and_then(|f| f.first().copied())
            .filter(|&x| x > 0.0)
            .unwrap_or(1.0)
    };
    let choices = vec![
        Cited::m("tour-clock-hands-choice-positions").n("positions", TAU / shown / 2.0, 2),
        Cited::m("tour-clock-hands-choice-positions").n("positions", TAU / shown, 2),
        words("tour-clock-hands-choice-never"),
    ];
    // One explanation for every choice: it says why each wrong one is wrong.
    let explanation = if turns {
        Cited::m("tour-clock-hands-reveal")
            .n("circle", TAU, 4)
            .n("speed", w, 4)
            .n("turn", TAU / w, 2)
            .n("half", TAU / w / 2.0, 2)
    } else {
        Cited::m("tour-clock-hands-reveal-still")
            .n("half", TAU / shown / 2.0, 2)
            .n("turn", TAU / shown, 2)
            .n("speed", shown, 4)
    };
    Question {
        prompt: words("tour-clock-hands-question"),
        choices,
        answer: if turns { 1 } else { 2 },
        explanation,
    }
}

/// The first pair's angles as the compasses table prints them, in hundredths of a degree:
/// "between" (the query's angle minus the key's, kept in 0 to 360), the last column ((m − n)
/// times the speed), the angle the query's and the key's own pairs make before any turn
/// ("between" minus the last column, in 0 to 360), and how many full turns the table took off
/// their sum. Worked on the printed numbers, so the text's sum adds up exactly on screen.
#[derive(Debug, Clone, Copy, PartialEq)]
struct FirstPairAngles {
    between: i64,
    turn: i64,
    before: i64,
    turns_off: i64,
}

/// A full turn in hundredths of a degree.
const FULL_TURN: i64 = 36_000;

fn hundredths(deg: f64) -> i64 {
    crate::rope::view::compasses::degrees_text(deg)
        .parse::<f64>()
        .map_or(0, |d| (d * 100.0).round() as i64)
}

fn first_pair_angles(s: &Scene) -> FirstPairAngles {
    // The first pair as the compasses view shows it, with the view's own shift at zero.
    let pair = crate::rope::view::compasses::compasses(s, s.m, 0.0)
        .pairs
        .first()
        .copied()
        .unwrap_or_default();
    let (between, turn) = (hundredths(pair.between), hundredths(pair.turn));
    let before = (between - turn).rem_euclid(FULL_TURN);
    FirstPairAngles {
        between,
        turn,
        before,
        turns_off: (before + turn - between).div_euclid(FULL_TURN),
    }
}

/// An angle in hundredths of a degree, printed as the compasses table prints angles.
fn deg_h(c: Cited, name: &'static str, h: i64) -> Cited {
    c.deg(name, h as f64 / 100.0)
}

fn turn_together(s: &Scene) -> Cited {
    let w = w0(s);
    let a = first_pair_angles(s);
    let c = Cited::m("tour-turn-together-text")
        .i("offset", s.offset)
        .c("query", said_token(s, s.m))
        .i("m", s.m)
        .n("qturn", s.m as f64 * w, 2)
        .c("key", said_token(s, s.n))
        .i("n", s.n)
        .n("kturn", s.n as f64 * w, 2);
    deg_h(c, "between", a.between)
}

/// Why "between" is what it is: the angle the first pair's two arrows made before any turn
/// plus the turn the positions add, less the full turns the table takes off (step 2's reveal).
fn between_sum(s: &Scene) -> Cited {
    let a = first_pair_angles(s);
    let full = TAU.to_degrees();
    if a.turns_off > 0 {
        let c = deg_h(
            Cited::m("tour-turn-together-sum-wrapped"),
            "before",
            a.before,
        );
        let c = deg_h(c, "turn", a.turn);
        let c = deg_h(c, "sum", a.before + a.turn)
            .i("zero", 0u64)
            .n("full", full, 0)
            .select("turns", a.turns_off as u64, a.turns_off != 1)
            .n("off", full * a.turns_off as f64, 0);
        deg_h(c, "between", a.between)
    } else {
        let c = deg_h(Cited::m("tour-turn-together-sum"), "before", a.before);
        let c = deg_h(c, "turn", a.turn);
        deg_h(c, "sum", a.before + a.turn)
    }
}

/// Where the second offset of [`shifted_angle`] puts the sentence.
const FAR_OFFSET: u64 = 4000;

fn shifted_angle(s: &Scene) -> Question {
    // The angle between the first pair's arrows as the compasses table gives it, here and with
    // the sentence moved to start at FAR_OFFSET.
    let between = |shift: f64| {
        crate::rope::view::compasses::compasses(s, s.m, shift)
            .pairs
            .first()
            .map_or(0.0, |p| p.between)
    };
    let here = between(0.0);
    let there = between(FAR_OFFSET as f64 - s.offset as f64);
    let moved = FAR_OFFSET.abs_diff(s.offset);
    Question {
        prompt: Cited::m("tour-turn-together-question").i("offset", FAR_OFFSET),
        choices: vec![
            words("tour-turn-together-choice-same"),
            words("tour-turn-together-choice-grows"),
            words("tour-turn-together-choice-shrinks"),
        ],
        // On the circle: 359.99 and 0.01 degrees are a hair apart, not 359.98.
        answer: {
            let d = crate::rope::base::num::deg_mod_360(there - here);
            if d.min(360.0 - d) <= 1e-6 {
                0
            } else if d < 180.0 {
                1
            } else {
                2
            }
        },
        explanation: Cited::m("tour-turn-together-reveal")
            .i("moved", moved)
            .i("distance", s.m.abs_diff(s.n))
            .deg("here", here)
            .deg("there", there)
            .then(between_sum(s)),
    }
}

/// The scene's score decomposition and its per-pair contributions.
fn score_of(s: &Scene) -> (crate::rope::maths::score::ScoreDecomposition, Vec<f64>) {
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

fn score_sum(s: &Scene) -> Cited {
    let (d, _) = score_of(s);
    Cited::m("tour-score-sum-text")
        .c("query", said_token(s, s.m))
        .c("key", said_token(s, s.n))
        .n("score", d.total, 4)
        .n("unrotated", d.unrotated, 4)
}

fn top_pair(s: &Scene) -> Question {
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
fn others_and(items: Vec<Cited>) -> Cited {
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

/// The invariance view's two scores: the query and key where they are, and both slid by the
/// shift the view's slider starts at (the tour puts it back there).
fn invariance_scores(s: &Scene) -> (f64, f64) {
    let w = &s.freqs.inv_freq;
    let here = decompose(&s.q, s.m as f64, &s.k, s.n as f64, w, s.layout).total;
    let t = crate::rope::view::invariance::DEFAULT_SHIFT as f64;
    let there = decompose(&s.q, s.m as f64 + t, &s.k, s.n as f64 + t, w, s.layout).total;
    (here, there)
}

fn only_distance(s: &Scene) -> Cited {
    let (here, _) = invariance_scores(s);
    // The slid score is the answer to the question below: it waits for the reveal.
    Cited::m("tour-only-distance-text")
        .i("m", s.m)
        .i("n", s.n)
        .n("score", here, 6)
        .i("shift", crate::rope::view::invariance::DEFAULT_SHIFT)
}

fn shifted_score(s: &Scene) -> Question {
    // The view's own two scores: at m and n, and with both slid by t (its slider).
    let t = crate::rope::view::invariance::DEFAULT_SHIFT;
    let (here, there) = invariance_scores(s);
    let answer = same_higher_lower(here, there);
    let explanation = Cited::m("tour-only-distance-reveal")
        .n("distance", s.m as f64 - s.n as f64, 0)
        .n("here", here, 6)
        .i("m", s.m)
        .i("n", s.n)
        .n("there", there, 6)
        .i("shift", t);
    Question {
        prompt: Cited::m("tour-only-distance-question")
            .i("shift", t)
            .i("m", s.m + t)
            .i("n", s.n + t),
        choices: vec![
            words("tour-only-distance-choice-same"),
            words("tour-only-distance-choice-higher"),
            words("tour-only-distance-choice-lower"),
        ],
        answer,
        explanation: if answer == 0 {
            explanation.then(words("tour-only-distance-reveal-same"))
        } else {
            explanation
        },
    }
}

fn rope_off(s: &Scene) -> Cited {
    let range = curve(s).last().map_or(0.0, |p| p.distance);
    let moving = s.freqs.inv_freq.iter().filter(|&&w| w != 0.0).count();
    Cited::m("tour-rope-off-text")
        .i("moving", moving as u64)
        .i("zero", 0u64)
        .n("range", range, 0)
        .n("score", score_at_distance(s, 0.0), 4)
        .t("source", "Kazemnejad et al. 2023") // i18n: a paper's authors and year (a name)
}

fn flat_score(s: &Scene) -> Question {
    let points = curve(s);
    let far = points.last().map_or(0.0, |p| p.distance);
    let at0 = score_at_distance(s, 0.0);
    let at_far = score_at_distance(s, far);
    let (lo, hi) = points
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), p| {
            (lo.min(p.score), hi.max(p.score))
        });
    let still = s.freqs.inv_freq.iter().all(|&w| w == 0.0);
    Question {
        prompt: Cited::m("tour-rope-off-question").n("far", far, 0),
        choices: vec![
            words("tour-rope-off-choice-same"),
            words("tour-rope-off-choice-grows"),
            words("tour-rope-off-choice-falls"),
        ],
        answer: same_higher_lower(at0, at_far),
        explanation: Cited::m(if still {
            "tour-rope-off-reveal-flat"
        } else {
            "tour-rope-off-reveal-moving"
        })
        .n("zero", at0, 4)
        .n("atfar", at_far, 4)
        .n("far", far, 0)
        .n("spread", hi - lo, 4),
    }
}

fn decay_aligned(s: &Scene) -> Cited {
    Cited::m("tour-decay-aligned-text").i("pairs", s.pairs() as u64)
}

/// What the aligned vectors' chart shows (the answer's reveal): the score at three distances
/// and RoFormer's bound.
fn aligned_scores(s: &Scene) -> Cited {
    // The distance view's own model: two rows of its table (the second, and the one a quarter of
    // the way down) and where it draws the bound.
    let view = crate::rope::view::distance::distance(s, None);
    let rows = view.table_rows();
    let at = |i: usize| {
        rows.get(i.min(rows.len().saturating_sub(1)))
            .map_or((0.0, 0.0), |p| (p.distance, p.score))
    };
    let ((near, s1), (far, s2)) = (at(1), at(rows.len() / 4));
    let s0 = score_at_distance(s, 0.0);
    let c = Cited::m("tour-decay-aligned-reveal-rows")
        .n("zero", s0, 2)
        .n("nearscore", s1, 2)
        .n("near", near, 0)
        .n("farscore", s2, 2)
        .n("far", far, 0);
    // The bound as the view draws it: beside the curve, or (far above it) in a note.
    if view.bound_on_chart() {
        c.then(words("tour-decay-aligned-reveal-bound"))
    } else {
        let (first, lowest) = view.bound_range();
        c.then(
            Cited::m("tour-decay-aligned-reveal-bound-far")
                .n("first", first, 1)
                .n("lowest", lowest, 1),
        )
    }
}

fn highest_distance(s: &Scene) -> Question {
    let points = curve(s);
    let scores: Vec<f64> = points.iter().map(|p| p.score).collect();
    let best = argmax(&scores)
        .and_then(|i| points.get(i))
        .map_or(0.0, |p| p.distance);
    let far = points.last().map_or(0.0, |p| p.distance);
    Question {
        prompt: Cited::m("tour-decay-aligned-question").n("far", far, 0),
        choices: vec![
            words("tour-decay-aligned-choice-zero"),
            words("tour-decay-aligned-choice-middle"),
            words("tour-decay-aligned-choice-end"),
        ],
        answer: if best == 0.0 {
            0
        } else if best < far {
            1
        } else {
            2
        },
        explanation: Cited::m("tour-decay-aligned-reveal")
            .n("best", best, 0)
            .n("score", score_at_distance(s, best), 2)
            .then(aligned_scores(s)),
    }
}

fn random_vectors(s: &Scene) -> Cited {
    Cited::m("tour-no-decay-random-text").n("score", score_at_distance(s, 0.0), 3)
}

fn zero_is_highest(s: &Scene) -> Question {
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

/// The rows the heatmap shows by default.
fn heatmap_rows(s: &Scene) -> u64 {
    heatmap::default_range(s)
}

fn fast_and_slow(s: &Scene) -> Cited {
    let w = &s.freqs.inv_freq;
    let wl = wavelengths(w);
    let last = w.len().saturating_sub(1);
    let rows = heatmap_rows(s);
    Cited::m("tour-fast-and-slow-text")
        .n("speed", w.first().copied().unwrap_or(0.0), 4)
        .n(
            "wavelength",
            wl.first().copied().unwrap_or(f64::INFINITY),
            2,
        )
        .i("last", last as u64)
        .n(
            "lastwavelength",
            wl.last().copied().unwrap_or(f64::INFINITY),
            0,
        )
        .i("distance", rows.saturating_sub(1))
        .n(
            "angle",
            w.last().copied().unwrap_or(0.0) * rows.saturating_sub(1) as f64,
            3,
        )
}

/// The pairs that complete a full turn within the distances the heatmap shows by default
/// (0 to its rows - 1), counted by the heatmap's own rule.
fn turning_in_heatmap(s: &Scene) -> (u64, u64) {
    let last = heatmap_rows(s).saturating_sub(1);
    let count = heatmap::pairs_turning_within(&s.freqs.inv_freq, last).len() as u64;
    (last, count)
}

fn full_turns(s: &Scene) -> Question {
    let (last, count) = turning_in_heatmap(s);
    let pairs = s.pairs() as u64;
    let (values, answer) = count_choices(count, &[pairs / 2, pairs, 1]);
    Question {
        prompt: Cited::m("tour-fast-and-slow-question")
            .i("pairs", pairs)
            .i("zero", 0u64)
            .i("last", last),
        choices: counted(&values, "tour-fast-and-slow-choice"),
        answer,
        explanation: Cited::m("tour-fast-and-slow-reveal")
            .i("last", last)
            .i("count", count),
    }
}

/// Pairs whose (unscaled) wavelength is longer than the trained context.
fn never_turning(s: &Scene) -> u64 {
    wavelengths(&s.freqs.inv_freq_unscaled)
        .iter()
        .filter(|&&l| l > s.orig as f64)
        .count() as u64
}

fn trained_context(s: &Scene) -> Cited {
    let wl = wavelengths(&s.freqs.inv_freq_unscaled);
    Cited::m("tour-trained-context-text")
        .i("orig", s.orig)
        .n("first", wl.first().copied().unwrap_or(0.0), 2)
        .n("last", wl.last().copied().unwrap_or(0.0), 0)
}

fn never_turn(s: &Scene) -> Question {
    let n = never_turning(s);
    let pairs = s.pairs() as u64;
    let (values, answer) = count_choices(n, &[0, pairs / 2, pairs]);
    Question {
        prompt: Cited::m("tour-trained-context-question")
            .i("pairs", pairs)
            .i("orig", s.orig),
        choices: counted(&values, "tour-trained-context-choice"),
        answer,
        explanation: Cited::m("tour-trained-context-reveal").i("count", n),
    }
}

fn interpolation(s: &Scene) -> Cited {
    Cited::m("tour-interpolation-text")
        .i("orig", s.orig)
        .n("longer", s.orig as f64 * s.factor, 0)
        .g("factor", s.factor)
        .i("pairs", s.freqs.inv_freq.len() as u64)
}

/// "keeps its speed" or "is slowed x times" for a pair slowed `x` times.
fn slowed(x: f64) -> Cited {
    if (x - 1.0).abs() <= 1e-12 {
        words("tour-speed-kept")
    } else {
        Cited::m("tour-speed-slowed").n("times", x, 2)
    }
}

fn which_slowed(s: &Scene) -> Question {
    let slow = s.freqs.slowdown();
    let all_same = slow
        .iter()
        .all(|&x| (x - s.factor).abs() <= 1e-9 * s.factor);
    let first = slow.first().copied().unwrap_or(1.0);
    let answer = if all_same {
        1
    } else if (first - 1.0).abs() <= 1e-12 {
        0
    } else {
        2
    };
    Question {
        prompt: words("tour-interpolation-question"),
        choices: vec![
            words("tour-interpolation-choice-slow"),
            words("tour-interpolation-choice-every"),
            words("tour-interpolation-choice-fast"),
        ],
        answer,
        explanation: Cited::m("tour-interpolation-reveal")
            .g("factor", s.factor)
            .c("first", slowed(first))
            .c("last", slowed(slow.last().copied().unwrap_or(1.0))),
    }
}

/// How many leading pairs YaRN leaves at full speed, and how many it divides by the whole factor.
fn yarn_counts(s: &Scene) -> (u64, u64) {
    let slow = s.freqs.slowdown();
    let kept = slow
        .iter()
        .take_while(|&&x| (x - 1.0).abs() <= 1e-12)
        .count() as u64;
    let full = slow
        .iter()
        .filter(|&&x| (x - s.factor).abs() <= 1e-9 * s.factor)
        .count() as u64;
    (kept, full)
}

fn yarn(s: &Scene) -> Cited {
    let f = &s.freqs;
    Cited::m("tour-yarn-text")
        .i("orig", s.orig)
        .g("fast", s.config.scaling.params.beta_fast)
        .g("slow", s.config.scaling.params.beta_slow)
        .n("factor", f.attention_factor, 4)
        .n("square", f.attention_factor * f.attention_factor, 4)
}

fn which_kept(s: &Scene) -> Question {
    let slow = s.freqs.slowdown();
    let kept_fast = slow.first().is_some_and(|&x| (x - 1.0).abs() <= 1e-12);
    let kept_slow = slow.last().is_some_and(|&x| (x - 1.0).abs() <= 1e-12);
    let (kept, full) = yarn_counts(s);
    Question {
        prompt: words("tour-yarn-question"),
        choices: vec![
            words("tour-yarn-choice-fast"),
            words("tour-yarn-choice-slow"),
            words("tour-yarn-choice-none"),
        ],
        answer: if kept_fast {
            0
        } else if kept_slow {
            1
        } else {
            2
        },
        explanation: Cited::m("tour-yarn-reveal")
            .c("first", slowed(slow.first().copied().unwrap_or(1.0)))
            .c("last", slowed(slow.last().copied().unwrap_or(1.0)))
            .i("kept", kept)
            .i("full", full)
            .g("factor", s.factor),
    }
}

fn long_context_lab(s: &Scene) -> Cited {
    Cited::m("tour-long-context-lab-text")
        .i("orig", s.orig)
        .i("dim", s.dim as u64)
        .i("pairs", s.pairs() as u64)
        .g("base", s.config.rope.base)
}

/// The pairs that meet, at distance `gap`, an angle training never showed them, by the
/// heatmap's rule (`maths::heatmap::out_of_distribution`: the angle's place on the dial lies
/// outside the arc the pair covered over the trained positions).
fn new_at_gap(s: &Scene, gap: u64) -> Vec<usize> {
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
fn pair_list(pairs: &[usize]) -> Cited {
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

fn which_pairs_new(s: &Scene) -> Question {
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

fn image_ids(s: &Scene) -> Cited {
    let Some((m, config, example)) = mrope_shown(s) else {
        return words("tour-nothing-to-show").then(restore());
    };
    let image: Vec<&MropeRow> = m.rows.iter().filter(|r| r.image).collect();
    let start = image.first().map_or(0, |r| r.ids[0]);
    let top = |axis: usize| image.iter().map(|r| r.ids[axis]).max().unwrap_or(start);
    let after = m
        .rows
        .iter()
        .skip_while(|r| !r.image)
        .find(|r| !r.image)
        .map_or(0, |r| r.ids[0]);
    let grid = config.multimodal.image_grid.as_deref().unwrap_or_default();
    let side = |i: usize| grid.get(i).copied().unwrap_or(0);
    let sections = m
        .sections
        .iter()
        .enumerate()
        .map(|(i, sec)| {
            Cited::m(if i == 0 {
                "tour-image-ids-section-first"
            } else {
                "tour-image-ids-section"
            })
            .i("first", sec.first as u64)
            .i("last", sec.last as u64)
            .c("axis", axis_name(sec.name))
        })
        .collect();
    let text = Cited::m("tour-image-ids-text")
        .i("height", side(1))
        .i("width", side(2))
        .i("merge", SPATIAL_MERGE)
        .i("tokens", image.len() as u64)
        .i("start", start)
        .i("tall", top(1))
        .i("wide", top(2))
        .i("after", after)
        .t("blocks", "Qwen2-VL") // i18n: a model's name
        .c("sections", list(sections))
        .t("turns", "Qwen3-VL") // i18n: a model's name
        .t("marked", if m.interleaved { "second" } else { "first" });
    after_example(example, text)
}

/// How slow the slowest pair of `axis` is under one form of the multimodal view: its wavelength
/// (infinite if it does not turn), -1 if the axis has no pair at all.
fn slowest_of(m: &MropeModel, axis: &str, interleaved: bool) -> (Option<usize>, f64) {
    m.compare
        .iter()
        .find(|a| a.axis == axis && a.interleaved == interleaved)
        .map_or((None, -1.0), |a| {
            (a.slowest, a.slowest.map_or(-1.0, |_| a.slowest_wavelength))
        })
}

fn slowest_time_pair(s: &Scene) -> Question {
    let Some((m, _, _)) = mrope_shown(s) else {
        return nothing_to_ask();
    };
    let (sec_pair, sec) = slowest_of(&m, "time", false);
    let (il_pair, il) = slowest_of(&m, "time", true);
    let same = if sec.is_infinite() || il.is_infinite() {
        sec == il
    } else {
        (sec - il).abs() <= 1e-9 * sec.abs().max(1.0)
    };
    let answer = if same {
        2
    } else if il > sec {
        1
    } else {
        0
    };
    let said = |pair: Option<usize>, wl: f64| match pair {
        Some(p) => per_turn(p, wl),
        None => words("tour-image-ids-slowest-none"),
    };
    let explanation = Cited::m("tour-image-ids-reveal")
        .c("blocks", said(sec_pair, sec))
        .c("turns", said(il_pair, il))
        .then(words(match answer {
            1 => "tour-image-ids-reveal-turns",
            0 => "tour-image-ids-reveal-blocks",
            _ => "tour-image-ids-reveal-neither",
        }));
    Question {
        prompt: words("tour-image-ids-question"),
        choices: vec![
            Cited::m("tour-image-ids-choice-blocks").t("name", "Qwen2-VL"), // i18n: a model's name
            Cited::m("tour-image-ids-choice-turns").t("name", "Qwen3-VL"),  // i18n: a model's name
            words("tour-image-ids-choice-neither"),
        ],
        answer,
        explanation,
    }
}

/// The move of the tour's vision question: one patch along each axis (back instead when the
/// query patch is on the last row or column, none when the image is one patch across), and the
/// key patch it asks about: the corner the move leaves inside the image.
fn patch_move(m: &VisionModel) -> ([i64; 2], [u64; 2]) {
    let mut shift = [0i64; 2];
    let mut key = [0u64; 2];
    for axis in 0..2 {
        let size = if axis == 0 { m.rows } else { m.cols };
        if size < 2 {
            continue;
        }
        if m.query[axis] + 1 < size {
            shift[axis] = 1;
        } else {
            shift[axis] = -1;
            key[axis] = size - 1;
        }
    }
    (shift, key)
}

/// "one row down", "one column left", "no row": message `id` with the count and the way.
fn moved(id: &'static str, by: i64) -> Cited {
    Cited::m(id).i("count", by.unsigned_abs()).t(
        "way",
        match by {
            0 => "none",
            b if b > 0 => "ahead",
            _ => "back",
        },
    )
}

fn image_patches(s: &Scene) -> Cited {
    let m = match vision(s, [0, 0]) {
        Ok(m) => m,
        Err(_) => {
            return Cited::m("tour-image-patches-text-none")
                .i("dim", s.dim as u64)
                .then(restore())
        }
    };
    let runs = m
        .axis_runs()
        .into_iter()
        .map(|(a, b, axis)| {
            Cited::m("tour-image-patches-run")
                .i("first", a as u64)
                .i("last", b as u64)
                .c("axis", axis_name(axis.name()))
        })
        .collect();
    let speeds = m.pairs.iter().map(|p| p.speed_index + 1).max().unwrap_or(0);
    let (lo, hi) = m
        .scores
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &x| {
            (a.min(x), b.max(x))
        });
    let best = argmax(&m.scores).unwrap_or(0) as u64;
    let cols = m.cols.max(1);
    let range = if hi - lo > 1e-9 * hi.abs().max(1.0) {
        Cited::m("tour-image-patches-range")
            .n("low", lo, 4)
            .n("high", hi, 4)
            .i("row", best / cols)
            .i("column", best % cols)
    } else {
        Cited::m("tour-image-patches-range-flat").n("high", hi, 4)
    };
    Cited::m("tour-image-patches-text")
        .i("rows", m.rows)
        .i("cols", m.cols)
        .i("pairs", m.pairs.len() as u64)
        .c("runs", runs_and(runs))
        .i("speeds", speeds as u64)
        .i("row", m.query[0])
        .i("column", m.query[1])
        .c("range", range)
        .i("merge", m.merge)
        .i("tokens", m.tokens)
}

/// "a and b" (`tour-image-patches-runs`).
fn runs_and(items: Vec<Cited>) -> Cited {
    let mut items = items.into_iter().rev();
    let Some(mut out) = items.next() else {
        return Cited::default();
    };
    for head in items {
        out = Cited::m("tour-image-patches-runs")
            .c("head", head)
            .c("tail", out);
    }
    out
}

fn shifted_patches(s: &Scene) -> Question {
    let (m, shift, key, moved_grid) = match vision(s, [0, 0]) {
        Ok(m) => {
            let (shift, key) = patch_move(&m);
            let moved_grid = vision(s, shift).ok();
            (m, shift, key, moved_grid)
        }
        Err(_) => {
            let pairs = s.pairs() as u64;
            let fits = axial::fits(s.dim);
            return Question {
                prompt: Cited::m("tour-image-patches-question-split")
                    .i("pairs", pairs)
                    .i("dim", s.dim as u64),
                choices: vec![words("tour-yes"), words("tour-no")],
                answer: if fits { 0 } else { 1 },
                explanation: Cited::m("tour-image-patches-reveal-split")
                    .i("pairs", pairs)
                    .i("dim", s.dim as u64)
                    .t("fits", yes(fits))
                    .then(restore()),
            };
        }
    };
    let cols = m.cols as usize;
    let at = |grid: &[f64], p: [u64; 2]| grid.get(p[0] as usize * cols + p[1] as usize).copied();
    let to = [
        (key[0] as i64 + shift[0]) as u64,
        (key[1] as i64 + shift[1]) as u64,
    ];
    let before = at(&m.scores, key).unwrap_or(0.0);
    // Both patches moved: the moved query's grid at the moved key; only the key moved: the
    // first grid there.
    let after = moved_grid
        .as_ref()
        .and_then(|g| at(&g.shifted_scores, to))
        .unwrap_or(before);
    let only_key = at(&m.scores, to).unwrap_or(before);
    let prompt = Cited::m("tour-image-patches-question")
        .i("row", m.query[0])
        .i("column", m.query[1])
        .n("score", before, 4)
        .i("keyrow", key[0])
        .i("keycolumn", key[1])
        .c("rows", moved("tour-image-patches-move-rows", shift[0]))
        .c("cols", moved("tour-image-patches-move-cols", shift[1]));
    let answer = same_higher_lower(before, after);
    let explanation = Cited::m("tour-image-patches-reveal")
        .n("after", after, 4)
        .n("before", before, 4)
        .n("only", only_key, 4);
    Question {
        prompt,
        choices: vec![
            words("tour-image-patches-choice-same"),
            words("tour-image-patches-choice-grows"),
            words("tour-image-patches-choice-shrinks"),
        ],
        answer,
        explanation,
    }
}

/// What the latent-attention view shows for a scene: its model, and whether it is the example
/// the view builds when the knobs have no position-free dims.
fn latent_shown(s: &Scene) -> Option<(LatentModel, bool)> {
    latent::shown(s).ok().map(|(m, e)| (m, e.is_some()))
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

fn latent_split(s: &Scene) -> Cited {
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

fn which_part_moves(s: &Scene) -> Question {
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

fn real_model(s: &Scene) -> Cited {
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

fn order_without_rope(s: &Scene) -> Question {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::Key;

    /// The example's sentence, in English.
    fn example() -> String {
        en(&Msg::new(EXAMPLE))
    }

    fn scene(query: &str) -> Scene {
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
    fn states(step: &Step) -> Vec<Scene> {
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
    const ENGLISH: &str = include_str!("../../../www/locales/en/parts/tour.ftl");

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

    /// The count the trained-context step asks for, checked against the wavelengths directly.
    #[test]
    fn never_turning_pairs_are_counted_from_the_wavelengths() {
        let s = scene("dim=128&orig=4096");
        let w = freq::inv_freq(128, 10_000.0).unwrap();
        let expected = w.iter().filter(|&&x| TAU / x > 4096.0).count() as u64;
        assert_eq!(never_turning(&s), expected);
        let q = never_turn(&s);
        assert_eq!(q.choices[q.answer].numbers, vec![expected.to_string()]);
    }

    /// The full-turn question counts with the heatmap's own rule over the distances the
    /// heatmap shows (0 to rows - 1), so its answer is the number of columns the heatmap says
    /// wrap, for any d and base (rows, not rows - 1, disagreed at d = 64 and a base near 15230,
    /// where pair 3's wavelength lies between 15 and 16).
    #[test]
    fn the_full_turn_answer_is_the_heatmaps() {
        let step = STEPS.iter().find(|s| s.id == "fast-and-slow").unwrap();
        let mut bases: Vec<f64> = vec![2.0, 10.0, 100.0, 15_230.0, 10_000.0, 500_000.0, 1e6];
        bases.extend((0..60).map(|i| 1.5 * 1.37f64.powi(i)));
        let mut checked = 0;
        for dim in (2..=128).step_by(2) {
            for &base in &bases {
                let mut c = step.config();
                c.set(crate::rope::Key::Dim, &dim.to_string()).unwrap();
                c.set(crate::rope::Key::Base, &base.to_string()).unwrap();
                let s = Scene::new(&c);
                let map = heatmap::heatmap(&s, heatmap::HeatmapOptions::default());
                let q = step.question(&s);
                let answer = q.choices[q.answer].numbers[0].clone();
                assert_eq!(
                    answer,
                    map.turning_pairs().len().to_string(),
                    "d {dim}, base {base}"
                );
                assert_eq!(
                    q.prompt.numbers.last(),
                    map.positions.last().map(|p| p.to_string()).as_ref()
                );
                checked += 1;
            }
        }
        assert!(checked > 4000);
        // The case the old count (wavelength <= rows) got wrong: pair 3 turns once in 15.5
        // positions, so not within distances 0 to 15.
        let mut c = step.config();
        c.set(crate::rope::Key::Dim, "64").unwrap();
        c.set(crate::rope::Key::Base, "15230").unwrap();
        let s = Scene::new(&c);
        let wl = wavelengths(&s.freqs.inv_freq);
        let rows = heatmap_rows(&s) as f64;
        assert!(wl[3] > rows - 1.0 && wl[3] <= rows, "{}", wl[3]);
        assert_eq!(turning_in_heatmap(&s).1, 3);
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

    /// Step 2 quotes the angles the compasses table shows for the first pair, printed the way
    /// the table prints them, for the step's state and with the knobs turned.
    #[test]
    fn the_turn_together_step_quotes_the_compasses_table() {
        let step = STEPS.iter().find(|s| s.id == "turn-together").unwrap();
        for s in states(step) {
            let pair = crate::rope::view::compasses::compasses(&s, s.m, 0.0).pairs[0];
            let notice = step.notice(&s);
            let between = crate::rope::view::compasses::degrees_text(pair.between);
            let turn = crate::rope::view::compasses::degrees_text(pair.turn);
            assert!(
                notice.numbers.contains(&between),
                "{between}: {}",
                notice.text()
            );
            // The turn (m − n) times the speed adds is the reveal's: it says only m − n counts.
            let reveal = step.question(&s).explanation;
            assert!(reveal.numbers.contains(&turn), "{turn}: {}", reveal.text());
        }
        // The first pair's content angle is not zero for the toy vectors: the angle between the
        // arrows is not the position turn alone (what the old text claimed).
        let s = Scene::new(&step.config());
        let pair = crate::rope::view::compasses::compasses(&s, s.m, 0.0).pairs[0];
        assert!((pair.between - pair.turn).abs() > 1.0, "{pair:?}");
    }

    /// Step 4 quotes the shift the invariance view starts at and the score the view shows before
    /// it; the slid score (the question's answer) waits for the reveal, which quotes it.
    #[test]
    fn the_only_distance_step_quotes_the_invariance_view() {
        use crate::rope::view::invariance::{invariance, DEFAULT_SHIFT};
        let step = STEPS.iter().find(|s| s.id == "only-distance").unwrap();
        for s in states(step) {
            let view = invariance(&s, DEFAULT_SHIFT);
            let notice = step.notice(&s);
            assert!(
                notice.text().contains(&format!("t = {DEFAULT_SHIFT} ")),
                "{}",
                notice.text()
            );
            let original = prose(view.original, 6);
            let shifted = prose(view.shifted, 6);
            assert!(notice.numbers.contains(&original), "{}", notice.text());
            let q = step.question(&s);
            assert!(
                q.explanation.numbers.contains(&shifted),
                "{}",
                q.explanation.text()
            );
            assert!(q.explanation.numbers.contains(&original));
            // The notice leaves the slid score out (unless it prints as the same number,
            // which is the point: then the notice cites it once, as the score before).
            assert_eq!(
                notice.numbers.iter().filter(|n| **n == shifted).count(),
                usize::from(shifted == original),
                "{}",
                notice.text()
            );
        }
    }

    /// Step 2's reveal adds up on the numbers the table prints: the angle before any turn plus the
    /// last column, less the full turns the table takes off, is "between"; the text says how
    /// many turns come off (none, or one: both parts are under a full turn) and by how much.
    #[test]
    fn the_turn_together_sum_adds_up_on_screen() {
        let step = STEPS.iter().find(|s| s.id == "turn-together").unwrap();
        let mut wrapped = 0;
        let mut plain = 0;
        let mut scenes = states(step);
        for offset in [0u64, 3, 100, 1234, 4000] {
            for text in [
                "The cat sat on the mat",
                "a b",
                "one two three four five six seven",
            ] {
                let mut c = step.config();
                c.set(Key::Offset, &offset.to_string()).unwrap();
                c.set(Key::Text, text).unwrap();
                scenes.push(Scene::new(&c));
            }
        }
        for s in scenes {
            let a = first_pair_angles(&s);
            let pair = crate::rope::view::compasses::compasses(&s, s.m, 0.0).pairs[0];
            let said = |h: i64| crate::rope::view::compasses::degrees_text(h as f64 / 100.0);
            assert_eq!(
                said(a.between),
                crate::rope::view::compasses::degrees_text(pair.between)
            );
            assert_eq!(
                said(a.turn),
                crate::rope::view::compasses::degrees_text(pair.turn)
            );
            assert!((0..FULL_TURN).contains(&a.before));
            assert_eq!(a.before + a.turn - a.turns_off * FULL_TURN, a.between);
            let notice = step.question(&s).explanation.text();
            let sum = format!(
                "{} plus {} is {} degrees",
                said(a.before),
                said(a.turn),
                said(a.before + a.turn)
            );
            assert!(notice.contains(&sum), "{sum}: {notice}");
            if a.turns_off > 0 {
                wrapped += 1;
                assert_eq!(a.turns_off, 1);
                assert!(
                    notice.contains("takes off one full turn (360 degrees): "),
                    "{notice}"
                );
                assert!(
                    notice.contains("minus the last column, plus a full turn"),
                    "{notice}"
                );
            } else {
                plain += 1;
                assert!(!notice.contains("takes off"), "{notice}");
            }
        }
        assert!(wrapped > 0 && plain > 0, "{wrapped} wrapped, {plain} not");
        // The step's own state: 117.25 + 286.48 = 403.73, shown as 43.73 (the tester's case).
        let s = Scene::new(&step.config());
        let a = first_pair_angles(&s);
        assert_eq!(a.turns_off, 1, "{a:?}");
    }

    /// The turn-together question's answer is taken on the circle: an angle just under 360 and
    /// one just over 0 are the same direction.
    #[test]
    fn the_turn_together_answer_is_the_same_angle() {
        let step = STEPS.iter().find(|s| s.id == "turn-together").unwrap();
        for s in states(step) {
            assert_eq!(step.question(&s).answer, 0);
        }
    }

    /// Step 3 quotes the score the score view totals.
    #[test]
    fn the_score_step_quotes_the_score_view() {
        let step = STEPS.iter().find(|s| s.id == "score-sum").unwrap();
        for s in states(step) {
            let total = crate::rope::view::score::score(&s).total;
            assert!(step.notice(&s).numbers.contains(&prose(total, 4)));
        }
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

    /// A right choice that carries its own reason stands out: the last step's two choices are
    /// built alike (an answer, a colon, what the weights do) and neither names the mask.
    #[test]
    fn the_real_model_choices_are_parallel() {
        let step = STEPS.iter().find(|s| s.id == "real-model").unwrap();
        for s in states(step) {
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

    /// The last step's button loads the real model with its own RoPE and RoPE still off: the
    /// lab's two loss columns then compare RoPE off with the model as trained (a plain switch
    /// to qk=model would turn RoPE back on, and both columns would be the same run).
    #[test]
    fn the_last_step_loads_the_model_with_rope_off() {
        use crate::rope::base::tokens::VectorMode;
        let step = STEPS.last().unwrap();
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
        for s in states(step) {
            let c = real_model_with_rope_off(&s.config).unwrap();
            assert!(
                !c.rope.on && c.model.vectors == VectorMode::Model,
                "{}",
                c.to_query()
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

    /// The multimodal step: its notice quotes the view's ids and sections, its answer is the
    /// view's table (time's slowest pair under each form), and it follows the knobs.
    #[test]
    fn the_multimodal_step_reads_the_views_table() {
        let step = STEPS.iter().find(|s| s.id == "image-ids").unwrap();
        let s = Scene::new(&step.config());
        let m = mrope::mrope(&s).unwrap();
        let notice = step.notice(&s);
        assert!(!notice.text().contains(&example()));
        let after = m.rows.iter().rposition(|r| r.image).unwrap() + 1;
        for n in [
            m.rows.iter().find(|r| r.image).unwrap().ids[0],
            m.rows[after].ids[0],
            m.sections[2].first as u64,
            m.sections[2].last as u64,
        ] {
            assert!(
                notice.numbers.contains(&n.to_string()),
                "{n}: {}",
                notice.text()
            );
        }
        // Qwen2-VL's blocks give time only the fastest pairs: dealt out in turn, its slowest
        // pair is slower.
        let time = |il: bool| {
            m.compare
                .iter()
                .find(|a| a.axis == "time" && a.interleaved == il)
                .unwrap()
                .clone()
        };
        assert!(time(true).slowest_wavelength > time(false).slowest_wavelength);
        let q = step.question(&s);
        assert_eq!(q.answer, 1);
        for a in [time(false), time(true)] {
            let pair = a.slowest.unwrap().to_string();
            assert!(
                q.explanation.numbers.contains(&pair),
                "{}",
                q.explanation.text()
            );
            let wl = prose(a.slowest_wavelength, 0);
            assert!(
                q.explanation.numbers.contains(&wl),
                "{}",
                q.explanation.text()
            );
        }
        // RoPE off: no pair turns, so neither form's is slower.
        let off = scene(&format!("{}&rope=off", step.query));
        assert_eq!(step.question(&off).answer, 2);
        // Every pair on time: both forms give time the same pairs.
        let all_time = scene(&format!(
            "{}&mrope=64,0,0",
            step.query.replace("mrope=16,24,24&", "")
        ));
        assert_eq!(step.question(&all_time).answer, 2);
        // A new d rescales the sections (16, 24, 24 -> 4, 6, 6 of 16 pairs): the step reads the
        // settings' own sections, not an example.
        let rescaled = step.config().try_edit(Key::Dim, "32").unwrap().config;
        assert_eq!(rescaled.multimodal.mrope, Some(vec![4, 6, 6]));
        let notice = step.notice(&Scene::new(&rescaled));
        assert!(!notice.text().starts_with(&example()), "{}", notice.text());
        // Sections cleared by hand: the view shows its example on the settings (the same 4, 6,
        // 6 of 16 pairs), and the step reads the example and says it does.
        let cleared = rescaled.try_edit(Key::Mrope, "").unwrap().config;
        let s = Scene::new(&cleared);
        assert!(mrope::mrope(&s).is_none());
        let shown = mrope::shown(&s).unwrap();
        assert!(shown.example.is_some());
        let notice = step.notice(&s);
        assert!(notice.text().starts_with(&example()), "{}", notice.text());
        let last = shown.model.sections[2].last as u64;
        assert_eq!(last, 15);
        assert!(
            notice.numbers.contains(&last.to_string()),
            "{}",
            notice.text()
        );
        assert!(step.question(&s).answer < 3);
    }

    /// The vision step: the answer compares the view's two grids (both patches moved: the
    /// shifted grid; only the key moved: the first grid), for any query patch, and a d that does
    /// not split into rows and columns gets a question it can answer.
    #[test]
    fn the_vision_step_compares_the_views_two_grids() {
        let step = STEPS.iter().find(|s| s.id == "image-patches").unwrap();
        let edits: &[&[(Key, &str)]] = &[
            &[],
            &[(Key::Patch, "7,7")],
            &[(Key::Patch, "0,7")],
            &[(Key::Patches, "6,4"), (Key::Patch, "5,0")],
            &[(Key::Rope, "off")],
        ];
        for &extra in edits {
            let mut c = step.config();
            for &(key, value) in extra {
                c = c.try_edit(key, value).unwrap().config;
            }
            let s = Scene::new(&c);
            let extra = format!("{extra:?}");
            let m = vision(&s, [0, 0]).unwrap();
            let (shift, key) = patch_move(&m);
            let moved = vision(&s, shift).unwrap();
            assert!(
                moved.shifted_query.is_some(),
                "{extra}: the moved query is inside"
            );
            let to = [
                (key[0] as i64 + shift[0]) as usize,
                (key[1] as i64 + shift[1]) as usize,
            ];
            let cols = m.cols as usize;
            let before = m.scores[key[0] as usize * cols + key[1] as usize];
            let after = moved.shifted_scores[to[0] * cols + to[1]];
            let only_key = m.scores[to[0] * cols + to[1]];
            let q = step.question(&s);
            assert_eq!(q.answer, 0, "{extra}: {}", q.explanation.text());
            assert!((before - after).abs() < 1e-9, "{extra}");
            for v in [before, after, only_key] {
                assert!(q.explanation.numbers.contains(&prose(v, 4)), "{extra}");
            }
            // Moving only the key changes the score (unless nothing turns).
            assert_eq!((before - only_key).abs() > 1e-6, s.rope, "{extra}");
            // The notice quotes the range the grid's summary gives.
            let (lo, hi) = m
                .scores
                .iter()
                .fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &x| {
                    (a.min(x), b.max(x))
                });
            let notice = step.notice(&s);
            assert!(notice.numbers.contains(&prose(hi, 4)), "{}", notice.text());
            if s.rope {
                assert!(notice.numbers.contains(&prose(lo, 4)), "{}", notice.text());
            }
        }
        // d = 18: nine pairs do not split in two; the view has no grid, the question says so.
        let s = scene(&step.query.replace("dim=72", "dim=18"));
        assert!(vision(&s, [0, 0]).is_err());
        let q = step.question(&s);
        assert_eq!(q.choices[q.answer].text(), "No");
    }

    /// The latent step: the notice quotes the view's split, and the answer flips with RoPE off
    /// (then no part moves) and without position-free dims (then the score is plain RoPE's).
    #[test]
    fn the_latent_step_reads_the_views_split() {
        let step = STEPS.iter().find(|s| s.id == "latent-split").unwrap();
        let s = Scene::new(&step.config());
        let m = latent::latent(&s).unwrap();
        let notice = step.notice(&s);
        assert!(!notice.text().contains(&example()));
        for v in [m.split.position_free, m.split.rope, m.split.total()] {
            assert!(notice.numbers.contains(&prose(v, 4)), "{}", notice.text());
        }
        assert!(notice.numbers.contains(&prose(m.scale, 5)));
        assert!(notice.text().contains("mscale_all_dim"));
        assert_eq!(step.question(&s).answer, 0);
        let off = Scene::new(&step.config().try_edit(Key::Rope, "off").unwrap().config);
        assert_eq!(step.question(&off).answer, 3);
        // No position-free dims: the view shows its example (2 x 64 of them), and so does the
        // step, saying so; only the RoPE part moves there too.
        let none = Scene::new(&step.config().try_edit(Key::NopeDim, "0").unwrap().config);
        assert!(latent::latent(&none).is_err());
        let (shown, _) = latent::shown(&none).unwrap();
        let notice = step.notice(&none);
        assert!(notice.text().starts_with(&example()), "{}", notice.text());
        assert!(notice.numbers.contains(&shown.nope_dim.to_string()));
        assert_eq!(shown.nope_dim, 128);
        assert_eq!(step.question(&none).answer, 0);
    }

    /// The long-context question counts the pairs new at the gap it asks about, by the
    /// heatmap's rule: at 16384 (twice the model's 8192) pairs 20 and 21 of SmolLM2's 32 have
    /// wrapped back onto their trained arc, so 10 of the 12 that never turn meet new angles.
    #[test]
    fn the_long_context_question_counts_at_the_gap_it_asks() {
        let step = STEPS.iter().find(|s| s.id == "long-context-lab").unwrap();
        let s = Scene::new(&step.config());
        let gap = 2 * s.orig;
        // By hand, from first principles.
        let (d, base, orig) = (s.dim as f64, s.config.rope.base, s.orig as f64);
        let by_hand: Vec<usize> = (0..s.pairs())
            .filter(|&i| {
                let w = base.powf(-2.0 * i as f64 / d);
                let max = (orig - 1.0) * w;
                let a = gap as f64 * w;
                max < TAU && a > max && a.rem_euclid(TAU) > max
            })
            .collect();
        assert_eq!(new_at_gap(&s, gap), by_hand);
        assert_eq!((by_hand.len(), by_hand[0]), (10, 22));
        let q = step.question(&s);
        assert_eq!(q.answer, 1);
        let text = &q.explanation.text();
        assert!(
            text.contains("At a gap of 16384, 10 of them stand outside that arc (pairs 22 to 31"),
            "{text}"
        );
        assert!(!text.contains("past that distance"), "{text}");
        // Pair 20 wraps within twice its wavelength: its first turn ends before 16384.
        assert!(TAU * base.powf(40.0 / d) < gap as f64);
    }

    /// The long-context step sets the real model's own RoPE, as the core knows it (its query
    /// is a constant string, so this ties it to the model's numbers).
    #[test]
    fn the_long_context_step_sets_the_models_own_rope() {
        let step = STEPS.iter().find(|s| s.id == "long-context-lab").unwrap();
        let c = step.config();
        assert_eq!(c.rope.dim, crate::rope::base::limits::MODEL_HEAD_DIM);
        assert_eq!(c.rope.base, crate::rope::settings::model_run::BASE);
        assert_eq!(
            c.scaling.params.orig,
            crate::rope::settings::model_run::CONTEXT
        );
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
        let readme = include_str!("../../../docs/guide.md");
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
    /// the move), and every state of [`english_snapshot`] against `target/tour-en-snapshot.txt`
    /// when there is one. `TOUR_SNAPSHOT=write` records both anew (after a deliberate change
    /// of wording).
    #[test]
    fn the_english_texts_are_unchanged() {
        let full = concat!(env!("CARGO_MANIFEST_DIR"), "/target/tour-en-snapshot.txt");
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
        if let Ok(before) = std::fs::read_to_string(full) {
            compare(&before, &now);
        }
    }

    #[test]
    fn progress_reads_k_of_n() {
        assert_eq!(en(&progress(0)), format!("1 of {}", STEPS.len()));
        assert!(step(STEPS.len()).is_none());
    }
}
