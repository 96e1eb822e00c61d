//! Guided paths as data: a teacher's lesson (or ropescope's own tour, [`builtin`]) is a list
//! of steps, each with a state (a URL query the core's parser reads), the views to show, the
//! teacher's text with `{...}` placeholders the core computes for the state on screen, and at
//! most one question. A path is versioned JSON (`docs/path-schema.json` describes it; `ropescope_path: 1`).
//!
//! [`Path::parse`] reads and validates a path whole: every problem becomes a [`PathError`] naming
//! the step and the field, and a path with any problem does not run. Every number a path shows
//! comes from [`PLACEHOLDERS`] (computed here for a scene) or from a built-in tour text; the
//! teacher's own words are shown as written (plain text, never HTML), each text a string or a
//! language map ([`Text`]) read in the learner's language, else in the map's first.

use std::fmt;

use super::super::config::Config;
use super::super::json::{self, Map, Value};
use super::super::limits::MAX_PLACEHOLDERS;
use super::super::scaling::Method;
use super::super::scene::{self, Scene};
use super::super::tour;
use super::super::view::score::score;
use super::super::views::{self, View};
use super::values::Cited;
pub use super::values::{ph, three_digits, Computed, ComputedInfo, Kind, PlaceholderInfo};
use crate::msg;
use crate::rope::base::i18n::{en, Arg, Lang, Msg};
use crate::rope::Key;

/// Which answer to each question counts.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum Scoring {
    /// The learner's first answer (later ones are practice).
    #[default]
    First,
    /// The learner's latest answer.
    Last,
}

impl Scoring {
    /// The name in a path's JSON.
    pub fn as_str(self) -> &'static str {
        match self {
            Scoring::First => "first",
            Scoring::Last => "last",
        }
    }

    /// Reads a name of [`Scoring::as_str`].
    pub fn parse(s: &str) -> Option<Scoring> {
        match s {
            "first" => Some(Scoring::First),
            "last" => Some(Scoring::Last),
            _ => None,
        }
    }
}

/// The path format's version (`"ropescope_path": 1`).
pub const VERSION: i64 = 1;
pub use crate::rope::base::limits::{MAX_PATH_JSON, MAX_PATH_STEPS};
/// The longest text (a step's text, a prompt, a choice, an explanation), in characters.
pub const MAX_TEXT: usize = 4000;
/// The longest title or id, in characters.
pub const MAX_TITLE: usize = 200;
/// Choices a teacher's multiple-choice question may have.
pub const MAX_CHOICES: usize = 8;
/// Views one step may show.
pub const MAX_VIEWS: usize = 4;

/// Every placeholder a path's text may hold, computed for the state on screen. `{tour:ID}` is
/// also accepted: the text of the built-in tour's step ID (see [`tour::STEPS`]).
pub const PLACEHOLDERS: &[PlaceholderInfo] = &[
    ph("score", false, Kind::Number, "path-ph-score"),
    ph(
        "score_unrotated",
        false,
        Kind::Number,
        "path-ph-score-unrotated",
    ),
    ph("query", false, Kind::Words, "path-ph-query"),
    ph("key", false, Kind::Words, "path-ph-key"),
    ph("query_pos", false, Kind::Count, "path-ph-query-pos"),
    ph("key_pos", false, Kind::Count, "path-ph-key-pos"),
    ph("distance", false, Kind::Count, "path-ph-distance"),
    ph("dim", false, Kind::Count, "path-ph-dim"),
    ph("pairs", false, Kind::Count, "path-ph-pairs"),
    ph("base", false, Kind::Number, "path-ph-base"),
    ph("method", false, Kind::Words, "path-ph-method"),
    ph("factor", false, Kind::Number, "path-ph-factor"),
    ph("orig", false, Kind::Count, "path-ph-orig"),
    ph(
        "attention_factor",
        false,
        Kind::Number,
        "path-ph-attention-factor",
    ),
    ph("long_pairs", false, Kind::Count, "path-ph-long-pairs"),
    ph("top_pair", false, Kind::Count, "path-ph-top-pair"),
    ph("speed", true, Kind::Number, "path-ph-speed"),
    ph(
        "speed_unscaled",
        true,
        Kind::Number,
        "path-ph-speed-unscaled",
    ),
    ph("slowed", true, Kind::Number, "path-ph-slowed"),
    ph("wavelength", true, Kind::Number, "path-ph-wavelength"),
    ph("angle", true, Kind::Number, "path-ph-angle"),
    ph("angle_deg", true, Kind::Number, "path-ph-angle-deg"),
    ph("contribution", true, Kind::Number, "path-ph-contribution"),
];

/// Every placeholder: [`PLACEHOLDERS`] and those the built-in tour's steps added (each step's
/// file in `tour/` registers its own; teachers use them as they use these).
pub fn all_placeholders() -> impl Iterator<Item = &'static PlaceholderInfo> {
    PLACEHOLDERS
        .iter()
        .chain(tour::PLACEHOLDER_GROUPS.iter().flat_map(|g| g.iter()))
}

/// The placeholders each step of the built-in tour added, in tour order, under the step's
/// title (a message): how the editor groups them.
pub fn tour_placeholder_groups() -> Vec<(Msg, &'static [PlaceholderInfo])> {
    tour::STEPS
        .iter()
        .zip(tour::PLACEHOLDER_GROUPS)
        .filter(|(_, g)| !g.is_empty())
        .map(|(st, g)| (st.title(), *g))
        .collect()
}

/// Every computed question: [`COMPUTED`] and those the built-in tour's steps added.
pub fn all_computed() -> impl Iterator<Item = &'static ComputedInfo> {
    COMPUTED
        .iter()
        .chain(tour::COMPUTED_GROUPS.iter().flat_map(|g| g.iter()))
}

/// For each number placeholder a number question may ask for ([`PLACEHOLDERS`] but words), the
/// readouts ([`views::READOUTS`]) that show its value, so that the question can hide them. The
/// settings (positions, distance, d, base, factor, trained context) have none: the learner sets
/// them in the controls.
pub const ANSWERED_BY: &[(&str, &[&str])] = &[
    // The score also shows as the unshifted row of "shift both tokens", the RoPE part of the
    // latent view and the current distance's row under the score-vs-distance charts.
    (
        "score",
        &[
            "score-total",
            "shifted-score",
            "latent-parts",
            "distance-scores",
        ],
    ),
    ("score_unrotated", &["score-total"]),
    ("query_pos", &[]),
    ("key_pos", &[]),
    ("distance", &[]),
    ("dim", &[]),
    ("pairs", &[]),
    ("base", &[]),
    ("factor", &[]),
    ("orig", &[]),
    ("attention_factor", &["attention-factor"]),
    ("long_pairs", &["long-pairs"]),
    ("top_pair", &["score-pairs"]),
    (
        "speed",
        &["dial-angles", "heatmap-angles", "frequency-table"],
    ),
    ("speed_unscaled", &["frequency-table"]),
    ("slowed", &["frequency-table", "scaled-pairs"]),
    ("wavelength", &["frequency-table"]),
    (
        "angle",
        &[
            "dial-angles",
            "heatmap-angles",
            "score-pairs",
            "score-total",
        ],
    ),
    (
        "angle_deg",
        &["dial-angles", "heatmap-angles", "score-pairs"],
    ),
    ("contribution", &["score-pairs", "score-total"]),
];

/// The readouts that show the value of number placeholder `answer` (`score`, `angle:3`; none
/// for an unknown name or a setting): see [`ANSWERED_BY`].
pub fn answered_by(answer: &str) -> &'static [&'static str] {
    let name = answer.trim().split(':').next().unwrap_or_default().trim();
    ANSWERED_BY
        .iter()
        .chain(tour::READOUT_GROUPS.iter().flat_map(|g| g.iter()))
        .find(|a| a.0 == name)
        .map_or(&[], |a| a.1)
}

/// Every computed choice answer.
pub const COMPUTED: &[ComputedInfo] = &[
    ComputedInfo {
        name: "top_pair",
        kind: "pair",
        meaning: "path-computed-top-pair",
    },
    ComputedInfo {
        name: "first_long_pair",
        kind: "pair",
        meaning: "path-computed-first-long-pair",
    },
    ComputedInfo {
        name: "most_slowed_pair",
        kind: "pair",
        meaning: "path-computed-most-slowed-pair",
    },
    ComputedInfo {
        name: "slows_fastest_pair_most",
        kind: "method",
        meaning: "path-computed-slows-fastest-pair-most",
    },
    ComputedInfo {
        name: "slows_slowest_pair_most",
        kind: "method",
        meaning: "path-computed-slows-slowest-pair-most",
    },
    ComputedInfo {
        name: "largest_attention_factor",
        kind: "method",
        meaning: "path-computed-largest-attention-factor",
    },
];

/// The methods a "which method" question compares, in the order its choices show them.
pub const COMPARED: [Method; 4] = [Method::None, Method::Linear, Method::Ntk, Method::Yarn];

/// A placeholder read from a text: `{name}` or `{name:i}` (`{name:last}`: pair d/2 − 1),
/// `{message:ID var=binding ...}`, or `{tour:ID}`.
#[derive(Debug, Clone, PartialEq)]
pub enum Placeholder {
    Listed {
        info: &'static PlaceholderInfo,
        /// The pair, [`LAST_PAIR`] for `last`.
        pair: Option<usize>,
    },
    /// One of ropescope's messages (the message files' id), in the learner's language, each
    /// of its variables set from a placeholder: how the built-in tour writes its texts, and
    /// how a teacher reuses one of them.
    Message {
        id: String,
        args: Vec<Binding>,
    },
    Tour(&'static str),
}

/// `{name:last}`: the last pair of whatever d the state has.
pub const LAST_PAIR: usize = usize::MAX;

/// One variable of a message placeholder: `var=name`, `var=name:i`, with `#N` (N digits after
/// the point instead of three significant digits) and `?` (a value the message may only select
/// its wording by: one of the numbers the text cites only where the chosen wording prints it).
#[derive(Debug, Clone, PartialEq)]
pub struct Binding {
    pub var: String,
    pub value: Placeholder,
    pub digits: Option<usize>,
    /// Without `?`: always one of the numbers the text cites.
    pub cited: bool,
}

/// One entry of a language map: the tag as written (`"zh-CN"`), the language it names, the text.
#[derive(Debug, Clone, PartialEq)]
pub struct Entry {
    pub tag: String,
    pub lang: Lang,
    pub text: String,
}

/// A teacher's text (a title, a step's text, a prompt, a choice, an explanation): a string, in
/// the path's one language, or a language map (`{"en": "...", "zh-CN": "..."}`, keys that
/// [`Lang::parse`] reads) in the order written: its first entry is the path's own language. The
/// learner reads the entry in their language, else the first: one language per text, never a mix.
#[derive(Debug, Clone, PartialEq)]
pub enum Text {
    One(String),
    Langs(Vec<Entry>),
}

impl Default for Text {
    fn default() -> Self {
        Text::One(String::new())
    }
}

impl From<&str> for Text {
    fn from(s: &str) -> Self {
        Text::One(s.to_string())
    }
}

impl From<String> for Text {
    fn from(s: String) -> Self {
        Text::One(s)
    }
}

impl Text {
    /// The text for a learner in `lang`, where a text that is one message without variables
    /// (`{message:tour-clock-hands-title}`, the built-in tour's titles) is that message as
    /// `words` formats it.
    pub fn read(&self, lang: Lang, words: fn(&Msg) -> String) -> String {
        let t = self.get(lang);
        match t
            .trim()
            .strip_prefix("{message:")
            .and_then(|r| r.strip_suffix('}'))
        {
            Some(id) if is_id(id) => words(&Msg::new(id.to_string())),
            _ => t.to_string(),
        }
    }

    /// The entry a learner in `lang` reads: theirs, else the first (a string: itself).
    fn shown(&self, lang: Lang) -> Option<&Entry> {
        match self {
            Text::One(_) => None,
            Text::Langs(list) => list.iter().find(|e| e.lang == lang).or(list.first()),
        }
    }

    /// The text a learner in `lang` reads.
    pub fn get(&self, lang: Lang) -> &str {
        match self {
            Text::One(s) => s,
            Text::Langs(_) => self.shown(lang).map_or("", |e| e.text.as_str()),
        }
    }

    /// The text in the path's own language (a map's first entry).
    pub fn first(&self) -> &str {
        match self {
            Text::One(s) => s,
            Text::Langs(list) => list.first().map_or("", |e| e.text.as_str()),
        }
    }

    /// The language a learner in `lang` reads it in (`None` for a string: the path's, unnamed)
    /// and the map's first language, when that is another.
    pub fn languages(&self, lang: Lang) -> (Option<Lang>, Option<Lang>) {
        match self {
            Text::One(_) => (None, None),
            Text::Langs(list) => {
                let shown = self.shown(lang).map(|e| e.lang);
                let first = list.first().map(|e| e.lang).filter(|f| Some(*f) != shown);
                (shown, first)
            }
        }
    }

    /// The text in `lang`, if the map has that language.
    pub fn entry(&self, lang: Lang) -> Option<&str> {
        match self {
            Text::One(_) => None,
            Text::Langs(list) => list
                .iter()
                .find(|e| e.lang == lang)
                .map(|e| e.text.as_str()),
        }
    }

    /// Whether it is a language map.
    pub fn is_map(&self) -> bool {
        matches!(self, Text::Langs(_))
    }

    /// Every text it holds (one for a string).
    pub fn all(&self) -> Vec<&str> {
        match self {
            Text::One(s) => vec![s.as_str()],
            Text::Langs(list) => list.iter().map(|e| e.text.as_str()).collect(),
        }
    }

    /// This text with the entry a learner in `lang` reads ([`Text::get`]) set to `typed` (what the
    /// editor does: the map's other languages are kept as they are).
    pub fn edited(&self, lang: Lang, typed: &str) -> Text {
        match self {
            Text::One(_) => Text::One(typed.to_string()),
            Text::Langs(list) => {
                let at = list.iter().position(|e| e.lang == lang).unwrap_or_default();
                let mut list = list.clone();
                if let Some(e) = list.get_mut(at) {
                    e.text = typed.to_string();
                }
                Text::Langs(list)
            }
        }
    }

    /// A text as a stored draft holds it, leniently: a string, or a map's entries whose tag
    /// [`Lang::parse`] reads and whose value is a string (the first of each language); `None`
    /// for anything else, or a map with no such entry.
    pub fn lenient(v: &Value) -> Option<Text> {
        match v {
            Value::String(s) => Some(Text::One(s.clone())),
            Value::Object(m) => {
                let mut list: Vec<Entry> = Vec::new();
                for (tag, v) in m.iter() {
                    if let (Some(lang), Some(text)) = (Lang::parse(tag), v.as_str()) {
                        if !list.iter().any(|e| e.lang == lang) {
                            list.push(Entry {
                                tag: tag.clone(),
                                lang,
                                text: text.to_string(),
                            });
                        }
                    }
                }
                (!list.is_empty()).then_some(Text::Langs(list))
            }
            _ => None,
        }
    }

    /// As JSON: a string, or the map with its tags as written, in order.
    pub fn to_value(&self) -> Value {
        match self {
            Text::One(s) => s.as_str().into(),
            Text::Langs(list) => {
                let mut m = Map::new();
                for e in list {
                    m.insert(e.tag.clone(), e.text.as_str().into());
                }
                Value::Object(m)
            }
        }
    }
}

/// A step's question.
#[derive(Debug, Clone, PartialEq)]
pub enum Question {
    /// The teacher's multiple choice: `answer` indexes `choices`.
    Choice {
        prompt: Text,
        choices: Vec<Text>,
        answer: usize,
        explanation: Text,
    },
    /// A number the learner types; right within `tolerance` of the placeholder's value.
    Number {
        prompt: Text,
        answer: String,
        tolerance: f64,
        explanation: Text,
    },
    /// A "which pair / which method" question the core answers (a name of [`all_computed`]).
    Computed {
        prompt: Text,
        answer: &'static ComputedInfo,
        explanation: Text,
        /// Whether the reveal names the right choice before the explanation (`"say_answer":
        /// false` when the explanation itself speaks to each choice, as the tour's do).
        say_answer: bool,
    },
    /// The built-in tour's question of step `id`.
    Tour(&'static str),
}

/// One step.
#[derive(Debug, Clone, PartialEq)]
pub struct Step {
    /// Stable id (letters, digits, `-`, `_`): statements and answers name the step by it.
    pub id: String,
    pub title: Text,
    /// The state: configuration keys over the defaults, as a URL query.
    pub state: String,
    pub views: Vec<View>,
    pub text: Text,
    pub question: Option<Question>,
    /// The readouts that answer the question (names of [`views::READOUTS`]): the page hides
    /// them until it is answered. Optional in the JSON (`"hide": ["score-pairs"]`); without it
    /// (`None`) a step with a question hides the readouts of the views it shows
    /// ([`default_hide`]), and `"hide": []` hides nothing.
    pub hide: Option<Vec<&'static str>>,
}

/// The readouts a step showing `views` hides while its question is open when the path does not
/// say (no `"hide"`): every readout of those views.
pub fn default_hide(views: &[View]) -> Vec<&'static str> {
    views::READOUTS
        .iter()
        .filter(|r| views.contains(&r.1))
        .map(|r| r.0)
        .collect()
}

/// A guided path.
#[derive(Debug, Clone, PartialEq)]
pub struct Path {
    pub id: String,
    pub title: Text,
    pub steps: Vec<Step>,
    /// Which answer to each question counts (`"scoring"`, default first).
    pub scoring: Scoring,
    /// The pass mark (`"pass"`, a share of the questions, 0 to 1), if any.
    pub pass: Option<f64>,
}

/// A problem with a path: where (`step`, 1-based; none for the path itself) and which field.
#[derive(Debug, Clone, PartialEq)]
pub struct PathError {
    pub step: Option<usize>,
    pub field: String,
    pub message: Msg,
}

impl PathError {
    /// The problem with its place: `step 2, "title": missing`.
    pub fn msg(&self) -> Msg {
        match self.step {
            Some(s) => msg!(
                "path-error-at-step",
                step = s,
                field = self.field.as_str(),
                message = self.message.clone()
            ),
            None => msg!(
                "path-error-at-path",
                field = self.field.as_str(),
                message = self.message.clone()
            ),
        }
    }
}

impl fmt::Display for PathError {
    /// In English (logs and tests; the UI formats [`PathError::msg`]).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&en(&self.msg()))
    }
}

/// All of a path's problems in one sentence (the first 12, then how many more).
pub fn describe(errors: &[PathError]) -> Msg {
    let shown: Vec<Msg> = errors.iter().take(12).map(PathError::msg).collect();
    let more = errors.len().saturating_sub(12);
    let list = semicolons(shown);
    if more > 0 {
        msg!("path-cannot-run-more", list = list, more = more)
    } else {
        msg!("path-cannot-run", list = list)
    }
}

pub use super::locked::{semicolons, words};

/// Whether `s` is a usable id.
fn is_id(s: &str) -> bool {
    !s.is_empty()
        && s.len() <= 64
        && s.chars()
            .all(|c| c.is_ascii_alphanumeric() || c == '-' || c == '_')
}

/// The placeholders of `text`, or what is wrong with the first bad one.
pub fn placeholders(text: &str) -> Result<Vec<Placeholder>, Msg> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find(['{', '}']) {
        if rest[open..].starts_with('}') {
            return Err(msg!("path-brace-unopened"));
        }
        let after = &rest[open + 1..];
        let close = after
            .find(['}', '{'])
            .filter(|&c| after[c..].starts_with('}'))
            .ok_or_else(|| msg!("path-brace-unclosed"))?;
        out.push(placeholder(&after[..close])?);
        rest = &after[close + 1..];
    }
    Ok(out)
}

fn placeholder(inner: &str) -> Result<Placeholder, Msg> {
    if inner.trim().is_empty() {
        return Err(msg!("path-placeholder-empty"));
    }
    if let Some(rest) = inner.trim().strip_prefix("message:") {
        return message_placeholder(rest);
    }
    let (name, arg) = match inner.split_once(':') {
        Some((n, a)) => (n.trim(), Some(a.trim())),
        None => (inner.trim(), None),
    };
    if name == "tour" {
        let id = arg.unwrap_or_default();
        return tour::STEPS
            .iter()
            .find(|s| s.id == id)
            .map(|s| Placeholder::Tour(s.id))
            .ok_or_else(|| msg!("path-placeholder-no-tour-step", id = id));
    }
    if name.contains('#') {
        return Err(msg!(
            "path-placeholder-digits-outside",
            name = inner.chars().take(40).collect::<String>()
        ));
    }
    let info = all_placeholders().find(|p| p.name == name).ok_or_else(|| {
        msg!(
            "path-placeholder-unknown",
            name = inner.chars().take(40).collect::<String>(),
            known = nearest(name).join(", ")
        )
    })?;
    let pair = match (info.pair, arg) {
        (true, Some("last")) => Some(LAST_PAIR),
        (true, Some(a)) => Some(
            a.parse::<usize>()
                .map_err(|_| msg!("path-placeholder-pair-number", name = name, given = a))?,
        ),
        (true, None) => return Err(msg!("path-placeholder-needs-pair", name = name)),
        (false, Some(_)) => return Err(msg!("path-placeholder-takes-no-pair", name = name)),
        (false, None) => None,
    };
    Ok(Placeholder::Listed { info, pair })
}

/// The three placeholder names nearest to `name` (fewest letters to change): what a typo
/// probably meant, rather than all of them.
fn nearest(name: &str) -> Vec<&'static str> {
    fn distance(a: &str, b: &str) -> usize {
        let b: Vec<char> = b.chars().collect();
        let mut row: Vec<usize> = (0..=b.len()).collect();
        for (i, ca) in a.chars().enumerate() {
            let mut prev = row[0];
            row[0] = i + 1;
            for (j, cb) in b.iter().enumerate() {
                let here = row[j + 1];
                row[j + 1] = (prev + usize::from(ca != *cb))
                    .min(row[j] + 1)
                    .min(here + 1);
                prev = here;
            }
        }
        row[b.len()]
    }
    let name: String = name.chars().take(64).collect();
    let mut all: Vec<(usize, &'static str)> = all_placeholders()
        .map(|p| (distance(&name, p.name), p.name))
        .collect();
    all.sort();
    all.into_iter().take(3).map(|(_, n)| n).collect()
}

/// `{message:ID var=binding ...}` (after `message:`).
fn message_placeholder(rest: &str) -> Result<Placeholder, Msg> {
    let mut words = rest.split_whitespace();
    let id = words.next().unwrap_or_default();
    if !is_id(id) || !crate::rope::base::i18n::english().has(id) {
        return Err(msg!(
            "path-placeholder-no-message",
            id = id.chars().take(64).collect::<String>()
        ));
    }
    let mut args: Vec<Binding> = Vec::new();
    for word in words {
        let bad = || {
            msg!(
                "path-placeholder-bad-binding",
                given = word.chars().take(64).collect::<String>()
            )
        };
        let (var, value) = word.split_once('=').ok_or_else(bad)?;
        if !is_id(var) || args.iter().any(|b| b.var == var) {
            return Err(bad());
        }
        let (value, cited) = match value.strip_suffix('?') {
            Some(v) => (v, false),
            None => (value, true),
        };
        let (value, digits) = match value.split_once('#') {
            Some((v, d)) => (
                v,
                Some(
                    d.parse::<usize>()
                        .ok()
                        .filter(|&d| d <= 12)
                        .ok_or_else(bad)?,
                ),
            ),
            None => (value, None),
        };
        let value = placeholder(value).map_err(|problem| {
            msg!(
                "path-message-binding",
                var = var.to_string(),
                problem = problem
            )
        })?;
        if matches!(value, Placeholder::Message { .. }) {
            return Err(bad());
        }
        args.push(Binding {
            var: var.to_string(),
            value,
            digits,
            cited,
        });
    }
    // Every variable the message reads is set, and only those (where the messages can say).
    if let Some(vars) = crate::rope::base::i18n::english().vars(id) {
        let all = vars.all();
        let listed = || {
            all.iter()
                .map(|v| v.as_str())
                .collect::<Vec<_>>()
                .join(", ")
        };
        if let Some(b) = args.iter().find(|b| !all.contains(&&b.var)) {
            return Err(msg!(
                "path-message-no-variable",
                id = id,
                var = b.var.clone(),
                vars = listed()
            ));
        }
        let missing: Vec<&str> = all
            .iter()
            .filter(|v| !args.iter().any(|b| &&b.var == *v))
            .map(|v| v.as_str())
            .collect();
        if !missing.is_empty() {
            return Err(msg!(
                "path-message-needs",
                id = id,
                vars = missing.join(", ")
            ));
        }
    }
    Ok(Placeholder::Message {
        id: id.to_string(),
        args,
    })
}

/// The pair a placeholder names, if the scene has it (`last`: d/2 − 1).
fn pair_of(s: &Scene, pair: Option<usize>) -> Option<usize> {
    pair.map(|p| {
        if p == LAST_PAIR {
            s.pairs().saturating_sub(1)
        } else {
            p
        }
    })
    .filter(|&p| p < s.pairs())
}

/// The value of `p` for scene `s`; `None` when it does not exist there (a pair beyond d/2).
pub fn value(p: &Placeholder, s: &Scene) -> Option<Computed> {
    let (info, pair) = match p {
        Placeholder::Tour(id) => {
            let step = tour::STEPS.iter().find(|st| st.id == *id)?;
            return Some(Computed::Cited(step.notice(s)));
        }
        // Formatted where shown ([`Values`]).
        Placeholder::Message { .. } => return None,
        Placeholder::Listed { info, pair } => (*info, *pair),
    };
    let f = &s.freqs;
    let speed = |i: usize| f.inv_freq.get(i).copied();
    let distance = s.m as f64 - s.n as f64;
    Some(match info.name {
        "score" => Computed::Number(score(s).total),
        "score_unrotated" => Computed::Number(score(s).unrotated),
        "query" => Computed::Words(s.token_at(s.m).map(|t| t.text.clone()).unwrap_or_default()),
        "key" => Computed::Words(s.token_at(s.n).map(|t| t.text.clone()).unwrap_or_default()),
        "query_pos" => Computed::Count(s.m),
        "key_pos" => Computed::Count(s.n),
        // Positions are whole: printed as positions are ("5", not "5.00").
        "distance" => Computed::Signed(s.m as i64 - s.n as i64),
        "dim" => Computed::Count(s.dim as u64),
        "pairs" => Computed::Count(s.pairs() as u64),
        "base" => Computed::Number(s.base),
        "method" => Computed::Words(s.method.label().to_string()),
        "factor" => Computed::Number(s.factor),
        "orig" => Computed::Count(s.orig),
        "attention_factor" => Computed::Number(f.attention_factor),
        "long_pairs" => Computed::Count(long_pairs(s).count() as u64),
        "top_pair" => Computed::Count(top_pair(s)? as u64),
        "speed" => Computed::Number(speed(pair_of(s, pair)?)?),
        "speed_unscaled" => Computed::Number(*f.inv_freq_unscaled.get(pair_of(s, pair)?)?),
        "slowed" => Computed::Number(slowed(s, pair_of(s, pair)?)),
        "wavelength" => Computed::Number(wavelength(speed(pair_of(s, pair)?)?)),
        "angle" => Computed::Number(distance * speed(pair_of(s, pair)?)?),
        "angle_deg" => Computed::Number((distance * speed(pair_of(s, pair)?)?).to_degrees()),
        "contribution" => Computed::Number(score(s).rows.get(pair_of(s, pair)?)?.contribution),
        // The tour's steps' own placeholders (`tour/<step>.rs`).
        name => {
            let pair = match pair {
                Some(_) => Some(pair_of(s, pair)?),
                None => None,
            };
            return tour::value(name, pair, s).flatten();
        }
    })
}

fn wavelength(speed: f64) -> f64 {
    if speed == 0.0 {
        f64::INFINITY
    } else {
        std::f64::consts::TAU / speed.abs()
    }
}

/// How many times scaling slows pair `i` (1 when kept; a pair that does not turn is kept).
fn slowed(s: &Scene, i: usize) -> f64 {
    let (Some(&w), Some(&u)) = (s.freqs.inv_freq.get(i), s.freqs.inv_freq_unscaled.get(i)) else {
        return 1.0;
    };
    if w == 0.0 || u == 0.0 {
        1.0
    } else {
        u / w
    }
}

/// The pairs whose wavelength is longer than the trained context.
fn long_pairs(s: &Scene) -> impl Iterator<Item = usize> + '_ {
    let orig = s.orig as f64;
    s.freqs
        .inv_freq
        .iter()
        .enumerate()
        .filter(move |(_, &w)| wavelength(w) > orig)
        .map(|(i, _)| i)
}

/// The pair with the largest term of the score (the first of equals).
fn top_pair(s: &Scene) -> Option<usize> {
    let rows = score(s).rows;
    let mut best: Option<(usize, f64)> = None;
    for r in &rows {
        if best.is_none_or(|(_, b)| r.contribution > b) {
            best = Some((r.pair, r.contribution));
        }
    }
    best.map(|(p, _)| p)
}

/// The placeholders' values for one scene, each distinct placeholder computed at most once (a
/// step's texts, prompt, explanation and choices share one: a text that repeats `{tour:ID}`
/// costs one tour text, not one per repetition).
pub struct Values<'a> {
    scene: &'a Scene,
    known: std::collections::HashMap<String, Option<Computed>>,
    /// Formats the words a value may print inside a teacher's text ("n/a", a missing pair)
    /// and the messages of `{message:...}`: English unless set ([`Values::in_language`]).
    words: fn(&Msg) -> String,
    /// The learner's language: which entry of a teacher's language map it reads.
    lang: Lang,
    /// The numbers the texts rendered since the last [`Values::take_cited`] print, as printed.
    cited: Vec<String>,
}

impl<'a> Values<'a> {
    pub fn new(scene: &'a Scene) -> Values<'a> {
        Values {
            scene,
            known: std::collections::HashMap::new(),
            words: en,
            lang: Lang::En,
            cited: Vec::new(),
        }
    }

    /// These values for a learner in `lang`, the words they print formatted by `words` (the
    /// UI's `lang()` and `tf`).
    pub fn in_language(mut self, lang: Lang, words: fn(&Msg) -> String) -> Values<'a> {
        self.words = words;
        self.lang = lang;
        self
    }

    /// `text` in the learner's language ([`Text::get`]) with its placeholders' values.
    pub fn render_text(&mut self, text: &Text) -> String {
        let lang = self.lang;
        self.render(text.get(lang))
    }

    /// What a statement carries of a teacher's `text` (xAPI language maps): the learner's
    /// entry and the map's first one, when another, each under its tag and rendered; a string
    /// under `en-US`, as it always was (its language is not named). A string made of
    /// ropescope's messages (`{message:...}`, the built-in tour's) is in the learner's
    /// language, and in English beside it.
    pub fn statement_text(&mut self, text: &Text) -> Vec<(&'static str, String)> {
        if let Text::One(one) = text {
            if self.lang != Lang::En && has_message(one) {
                let here = self.render(one);
                let words = std::mem::replace(&mut self.words, en);
                let english = self.render(one);
                self.words = words;
                return vec![(xapi_tag(self.lang), here), (XAPI_ENGLISH, english)];
            }
        }
        let (shown, first) = text.languages(self.lang);
        let mut out = vec![(shown.map_or(XAPI_ENGLISH, xapi_tag), self.render_text(text))];
        if let (Some(first), Some(t)) = (first, first.and_then(|f| text.entry(f))) {
            out.push((xapi_tag(first), self.render(t)));
        }
        out
    }

    /// What a statement carries of a built-in text: the learner's language's and English
    /// (under `en-US`; English alone for an English learner).
    pub fn statement_msg(&self, m: &Msg) -> Vec<(&'static str, String)> {
        statement_msg(m, self.lang, self.words)
    }

    /// How many distinct placeholders have been computed.
    pub fn computed(&self) -> usize {
        self.known.len()
    }

    /// The numbers the texts rendered since the last call printed, as printed, in order.
    pub fn take_cited(&mut self) -> Vec<String> {
        std::mem::take(&mut self.cited)
    }

    /// `p`'s value, computed once.
    fn value(&mut self, p: &Placeholder) -> Option<Computed> {
        let key = match p {
            Placeholder::Tour(id) => format!("tour:{id}"),
            Placeholder::Listed { info, pair } => match pair {
                Some(i) => format!("{}:{i}", info.name),
                None => info.name.to_string(),
            },
            Placeholder::Message { .. } => return None,
        };
        let scene = self.scene;
        self.known
            .entry(key)
            .or_insert_with(|| match p {
                // The method's name, in the learner's language (where shown).
                Placeholder::Listed { info, .. } if info.name == "method" => {
                    Some(Computed::Cited(Cited::of(scene.method.label_msg())))
                }
                Placeholder::Tour(id) => tour_text(id, scene),
                _ => value(p, scene),
            })
            .clone()
    }

    /// Message placeholder `id` with its variables set, and the numbers it cites.
    fn message(&mut self, id: &str, args: &[Binding]) -> (Msg, Vec<String>) {
        let mut m = Msg::new(id.to_string());
        // Each binding's numbers, and whether they count only where the message prints them.
        let mut numbers: Vec<(Vec<String>, bool)> = Vec::new();
        for b in args {
            let arg = match self.value(&b.value) {
                Some(v) => {
                    numbers.push((v.cited(b.digits), b.cited));
                    v.arg(b.digits)
                }
                None => {
                    numbers.push((Vec::new(), true));
                    Arg::Msg(Box::new(absent(&b.value, self.scene)))
                }
            };
            m.args.push((b.var.clone().into(), arg));
        }
        let mut cited = Vec::new();
        for (i, (printed, always)) in numbers.into_iter().enumerate() {
            if always || printed.is_empty() || printed_by(&m, i) {
                cited.extend(printed);
            }
        }
        (m, cited)
    }

    /// `p`'s value as text ("n/a" where the scene has none).
    fn text(&mut self, p: &Placeholder) -> String {
        if let Placeholder::Message { id, args } = p {
            let (m, cited) = self.message(id, args);
            self.cited.extend(cited);
            return (self.words)(&m);
        }
        match self.value(p) {
            Some(Computed::Cited(c)) => {
                self.cited.extend(c.numbers.iter().cloned());
                (self.words)(&c.msg())
            }
            Some(v) => {
                self.cited.extend(v.cited(None));
                v.text()
            }
            None => (self.words)(&absent(p, self.scene)),
        }
    }

    /// `text` with its placeholders replaced by their values ("n/a" for a value the state does
    /// not have, such as a pair beyond d/2). A text made only of message placeholders
    /// (separated by spaces) is those messages as sentences, joined as the learner's language
    /// joins sentences. A text that does not parse, or holds more than
    /// [`MAX_PLACEHOLDERS`], is shown as written (a validated path never has one).
    pub fn render(&mut self, text: &str) -> String {
        let Ok(found) = placeholders(text) else {
            return text.to_string();
        };
        if found.is_empty() || found.len() > MAX_PLACEHOLDERS {
            return text.to_string();
        }
        if found.len() > 1 && only_messages(text) {
            let mut sentences = Vec::new();
            for p in &found {
                if let Placeholder::Message { id, args } = p {
                    let (m, cited) = self.message(id, args);
                    self.cited.extend(cited);
                    sentences.push(m);
                }
            }
            return (self.words)(&msg!("tour-text", sentences = sentences));
        }
        let mut out = String::with_capacity(text.len());
        let mut rest = text;
        for p in &found {
            let (Some(open), Some(close)) = (rest.find('{'), rest.find('}')) else {
                break;
            };
            out.push_str(&rest[..open]);
            out.push_str(&self.text(p));
            rest = &rest[close + 1..];
        }
        out.push_str(rest);
        out
    }
}

/// Whether message `m` prints its `i`-th variable (a number), not only selects its wording by
/// it (a `?` binding): `m` formatted with that number's printed digits swapped for a mark, its
/// value (what a selector reads) kept, shows the mark. In English, the language the tests
/// read the numbers in.
fn printed_by(m: &Msg, i: usize) -> bool {
    const MARK: &str = "\u{E000}";
    let mut probe = m.clone();
    match probe.args.get_mut(i) {
        Some((_, Arg::Num { printed, .. })) => *printed = MARK.to_string(),
        _ => return false,
    }
    en(&probe).contains(MARK)
}

/// The built-in tour's step `id`'s text as a value (`{tour:ID}`).
fn tour_text(id: &str, s: &Scene) -> Option<Computed> {
    let step = tour::STEPS.iter().find(|st| st.id == id)?;
    Some(Computed::Cited(step.notice(s)))
}

/// A text of message placeholders (the built-in tour's) as its messages with the numbers they
/// cite, in English terms (what [`Values::render`] shows, before formatting); any other text
/// as one message that prints it rendered.
pub fn cited_text(text: &Text, s: &Scene) -> Cited {
    let t = text.first();
    let mut values = Values::new(s);
    match placeholders(t) {
        Ok(found) if !found.is_empty() && only_messages(t) => {
            let mut out = Cited::default();
            for p in &found {
                if let Placeholder::Message { id, args } = p {
                    let (m, cited) = values.message(id, args);
                    out.msgs.push(m);
                    out.numbers.extend(cited);
                }
            }
            out
        }
        _ => {
            let shown = values.render(t);
            Cited {
                msgs: vec![words(shown)],
                numbers: values.take_cited(),
            }
        }
    }
}

/// A computed question's choices with the numbers each cites, and the right one's index.
pub fn computed_cited(name: &str, s: &Scene) -> (Vec<Cited>, usize) {
    match tour::choices(name, s) {
        Some(c) => c,
        None => {
            let (choices, right) = computed_choices(name, s);
            (choices.into_iter().map(Cited::of).collect(), right)
        }
    }
}

/// Whether `text` holds a `{message:...}` placeholder.
pub fn has_message(text: &str) -> bool {
    placeholders(text).is_ok_and(|f| f.iter().any(|p| matches!(p, Placeholder::Message { .. })))
}

/// Whether `text` is message placeholders and spaces only.
fn only_messages(text: &str) -> bool {
    let mut rest = text.trim();
    while !rest.is_empty() {
        let Some(inner) = rest.strip_prefix("{message:") else {
            return false;
        };
        let Some(close) = inner.find('}') else {
            return false;
        };
        rest = inner[close + 1..].trim_start();
    }
    true
}

/// The tag statements give English (xAPI's examples' and ropescope's own since version 1).
pub const XAPI_ENGLISH: &str = "en-US";

/// What a statement carries of built-in text `m` for a learner in `lang` (`words`: their
/// formatting, the UI's `tf`): their language's under its tag and English under `en-US`
/// (English alone for an English learner).
pub fn statement_msg(m: &Msg, lang: Lang, words: fn(&Msg) -> String) -> Langs {
    let mut out = Vec::new();
    if lang != Lang::En {
        out.push((xapi_tag(lang), words(m)));
    }
    out.push((XAPI_ENGLISH, en(m)));
    out
}

/// A language's tag in a statement (RFC 5646): English as `en-US`, the others by their codes.
pub fn xapi_tag(lang: Lang) -> &'static str {
    match lang {
        Lang::En => XAPI_ENGLISH,
        other => other.code(),
    }
}

/// `text` with its placeholders replaced by their values for `s` (see [`Values::render`]).
pub fn render(text: &str, s: &Scene) -> String {
    Values::new(s).render(text)
}

/// Characters a path's titles and texts may not hold: bidirectional overrides, embeddings and
/// isolates (they reorder what follows on screen and in the statements' names), and invisible
/// format characters (zero-width space, word joiners, the byte-order mark, soft hyphen, tags...).
/// The zero-width joiner and non-joiner are kept between two non-ASCII letters or symbols,
/// where scripts (Persian, the Indic scripts) and emoji sequences need them.
pub fn invisible(text: &str) -> Option<char> {
    let chars: Vec<char> = text.chars().collect();
    let joins = |i: usize| {
        let word = |c: Option<&char>| {
            c.is_some_and(|&c| !c.is_ascii() && !c.is_whitespace() && !is_format(c))
        };
        i > 0 && word(chars.get(i - 1)) && word(chars.get(i + 1))
    };
    chars.iter().enumerate().find_map(|(i, &c)| {
        let joiner = matches!(c, '\u{200C}' | '\u{200D}');
        (is_format(c) && !(joiner && joins(i))).then_some(c)
    })
}

/// Unicode's invisible format characters (general category Cf) and the bidirectional controls.
fn is_format(c: char) -> bool {
    matches!(c,
        '\u{00AD}' | '\u{061C}' | '\u{17B4}' | '\u{17B5}' | '\u{180E}'
        | '\u{200B}'..='\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2060}'..='\u{206F}'
        | '\u{3164}' | '\u{FEFF}' | '\u{FFA0}' | '\u{FFF9}'..='\u{FFFB}'
        | '\u{1D173}'..='\u{1D17A}' | '\u{E0000}'..='\u{E007F}')
}

/// "U+202E" for a message.
fn code_point(c: char) -> String {
    format!("U+{:04X}", c as u32)
}

/// What a placeholder the state has no value for prints: a pair beyond d/2 says so (a lock
/// kept a smaller d than the step asked for), anything else "n/a".
fn absent(p: &Placeholder, s: &Scene) -> Msg {
    match p {
        Placeholder::Listed { pair: Some(i), .. } if *i >= s.pairs() => {
            crate::rope::teaching::locked::no_pair(*i, s)
        }
        _ => msg!("path-not-available"),
    }
}

// ---- questions as shown -----------------------------------------------------------------

/// How a question is answered.
#[derive(Debug, Clone, PartialEq)]
pub enum Expect {
    /// One of the choices (its index).
    Choice(usize),
    /// A number within a tolerance (`None`: the state has no value for it).
    Number { value: Option<f64>, tolerance: f64 },
}

/// A question as the learner sees it for the state on screen: texts rendered, choices offered,
/// the right answer computed.
#[derive(Debug, Clone, PartialEq)]
pub struct Shown {
    pub prompt: Msg,
    /// Empty for a number question.
    pub choices: Vec<Msg>,
    pub expect: Expect,
    pub explanation: Msg,
    /// The prompt and each choice as a statement carries them (xAPI language maps, tag and
    /// text): [`Values::statement_text`], [`Values::statement_msg`].
    pub prompt_langs: Langs,
    pub choice_langs: Vec<Langs>,
}

/// A text in the languages a statement carries: (tag, text), the learner's language first.
pub type Langs = Vec<(&'static str, String)>;

impl Shown {
    /// Whether `response` (a choice's index, or the typed number) is right.
    pub fn judge(&self, response: &str) -> bool {
        match &self.expect {
            Expect::Choice(c) => response.trim().parse::<usize>().ok() == Some(*c),
            Expect::Number { value, tolerance } => match (value, response.trim().parse::<f64>()) {
                (Some(v), Ok(x)) if x.is_finite() => (x - v).abs() <= *tolerance,
                _ => false,
            },
        }
    }

    /// Whether a wrong `response` earns a second try before the answer is shown: a number
    /// question does (a learner who misread the chart or slipped a digit tries again, with
    /// [`Shown::hint`]); a choice is a prediction, revealed at once, as in the built-in tour.
    pub fn second_try(&self) -> bool {
        matches!(self.expect, Expect::Number { value: Some(_), .. })
    }

    /// What a wrong first try hears before it tries again: which way it is off (not by how
    /// much), or that it is not a number.
    pub fn hint(&self, response: &str) -> Msg {
        let Expect::Number {
            value: Some(v),
            tolerance,
        } = &self.expect
        else {
            return msg!("path-hint-choice");
        };
        // `tolerance` 0: no "within" clause (the message selects on it).
        let tolerance = Arg::num(tolerance.to_string(), *tolerance);
        match response.trim().parse::<f64>() {
            Ok(x) if x.is_finite() && x > *v => msg!(
                "path-hint-too-high",
                given = response.trim(),
                tolerance = tolerance
            ),
            Ok(x) if x.is_finite() => msg!(
                "path-hint-too-low",
                given = response.trim(),
                tolerance = tolerance
            ),
            _ => msg!("path-hint-not-a-number"),
        }
    }

    /// The xAPI interaction type: `choice` or `numeric`.
    pub fn interaction(&self) -> &'static str {
        match self.expect {
            Expect::Choice(_) => "choice",
            Expect::Number { .. } => "numeric",
        }
    }
}

impl Question {
    /// The question for scene `s`.
    pub fn shown(&self, s: &Scene) -> Shown {
        self.shown_with(&mut Values::new(s))
    }

    /// The question for the scene of `values` (whose placeholders it reuses).
    pub fn shown_with(&self, values: &mut Values) -> Shown {
        let s = values.scene;
        match self {
            Question::Choice {
                prompt,
                choices,
                answer,
                explanation,
            } => Shown {
                prompt: words(values.render_text(prompt)),
                choices: choices
                    .iter()
                    .map(|c| words(values.render_text(c)))
                    .collect(),
                expect: Expect::Choice(*answer),
                explanation: words(values.render_text(explanation)),
                prompt_langs: values.statement_text(prompt),
                choice_langs: choices.iter().map(|c| values.statement_text(c)).collect(),
            },
            Question::Number {
                prompt,
                answer,
                tolerance,
                explanation,
            } => {
                let value = placeholder(answer)
                    .ok()
                    .and_then(|p| value(&p, s))
                    .and_then(|v| v.number());
                let explanation = values.render_text(explanation);
                let said: Arg = match value {
                    Some(v) => Arg::num(three_digits(v), v),
                    None => msg!("path-not-available").into(),
                };
                Shown {
                    prompt: words(values.render_text(prompt)),
                    prompt_langs: values.statement_text(prompt),
                    choice_langs: Vec::new(),
                    choices: Vec::new(),
                    expect: Expect::Number {
                        value,
                        tolerance: *tolerance,
                    },
                    explanation: if explanation.is_empty() {
                        msg!("path-answer-is", said = said)
                    } else {
                        msg!(
                            "path-answer-is-explained",
                            said = said,
                            explanation = explanation
                        )
                    },
                }
            }
            Question::Computed {
                prompt,
                answer,
                explanation,
                say_answer,
            } => computed_shown(values, prompt, answer, explanation, *say_answer),
            // A teacher's step that asks the built-in tour's question: the tour path's own.
            Question::Tour(id) => match builtin()
                .steps
                .iter()
                .find(|st| st.id == *id)
                .and_then(|st| st.question.as_ref())
                .filter(|q| !matches!(q, Question::Tour(_)))
            {
                Some(q) => q.shown_with(values),
                None => Shown {
                    prompt: words(""),
                    choices: Vec::new(),
                    expect: Expect::Choice(0),
                    explanation: words(""),
                    prompt_langs: Vec::new(),
                    choice_langs: Vec::new(),
                },
            },
        }
    }
}

/// A computed question as shown: the core's choices and answer for the scene; the reveal names
/// the right choice before the explanation unless `say_answer` is false.
fn computed_shown(
    values: &mut Values,
    prompt: &Text,
    answer: &ComputedInfo,
    explanation: &Text,
    say_answer: bool,
) -> Shown {
    let s = values.scene;
    let (choices, right) = computed_choices(answer.name, s);
    let explanation = values.render_text(explanation);
    let said = choices.get(right).cloned().unwrap_or_else(|| words(""));
    let explanation = match (say_answer, explanation.is_empty()) {
        (false, _) => words(explanation),
        (true, true) => msg!("path-computed-for", said = said),
        (true, false) => msg!(
            "path-computed-for-explained",
            said = said,
            explanation = explanation
        ),
    };
    Shown {
        prompt: words(values.render_text(prompt)),
        prompt_langs: values.statement_text(prompt),
        choice_langs: choices.iter().map(|c| values.statement_msg(c)).collect(),
        choices,
        expect: Expect::Choice(right),
        explanation,
    }
}

/// "pair i".
fn pair_name(i: usize) -> Msg {
    msg!("path-pair", i = i)
}

/// The choices of a computed question and the right one's index.
fn computed_choices(name: &str, s: &Scene) -> (Vec<Msg>, usize) {
    if let Some((choices, right)) = tour::choices(name, s) {
        return (choices.iter().map(Cited::msg).collect(), right);
    }
    let last = s.pairs().saturating_sub(1);
    let pair_answer = match name {
        "top_pair" => Some(top_pair(s)),
        "first_long_pair" => Some(long_pairs(s).next()),
        "most_slowed_pair" => Some({
            let mut best = (0, slowed(s, 0));
            for i in 1..s.pairs() {
                let x = slowed(s, i);
                if x > best.1 * (1.0 + 1e-12) {
                    best = (i, x);
                }
            }
            Some(best.0)
        }),
        _ => None,
    };
    if let Some(answer) = pair_answer {
        // The answer among three other pairs spread over d/2 (all of them when d/2 <= 4), in
        // order, and "no pair" last.
        let mut pairs: Vec<usize> = if s.pairs() <= 4 {
            (0..s.pairs()).collect()
        } else {
            let a = answer.unwrap_or(0);
            let mut v = vec![
                a,
                0,
                last,
                s.pairs() / 2,
                a.saturating_sub(1),
                (a + 1).min(last),
            ];
            v.sort_unstable();
            v.dedup();
            // Keep the answer and up to three others, spread from both ends.
            let mut kept = vec![a];
            for p in [
                0,
                last,
                s.pairs() / 2,
                a.saturating_sub(1),
                (a + 1).min(last),
            ] {
                if kept.len() < 4 && !kept.contains(&p) && v.contains(&p) {
                    kept.push(p);
                }
            }
            kept
        };
        pairs.sort_unstable();
        let mut choices: Vec<Msg> = pairs.iter().map(|&p| pair_name(p)).collect();
        choices.push(msg!("path-no-pair"));
        let right = match answer {
            Some(a) => pairs.iter().position(|&p| p == a).unwrap_or(0),
            None => choices.len() - 1,
        };
        return (choices, right);
    }
    // Which method: each compared method's measure at the current settings; the largest wins,
    // and equals (within a millionth) make it a tie.
    let measure = |m: Method| -> f64 {
        let Ok(edit) = s.config.try_edit(Key::Scaling, m.as_str()) else {
            return f64::NAN;
        };
        let Ok(f) = scene::frequencies(&edit.config) else {
            return f64::NAN;
        };
        let slow = |i: usize| match (f.inv_freq.get(i), f.inv_freq_unscaled.get(i)) {
            (Some(&w), Some(&u)) if w != 0.0 && u != 0.0 => u / w,
            _ => 1.0,
        };
        match name {
            "slows_fastest_pair_most" => slow(0),
            "slows_slowest_pair_most" => slow(last),
            _ => f.attention_factor,
        }
    };
    let values: Vec<f64> = COMPARED.iter().map(|&m| measure(m)).collect();
    let best = values.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    let winners: Vec<usize> = (0..values.len())
        .filter(|&i| (values[i] - best).abs() <= 1e-6 * best.abs().max(1.0))
        .collect();
    let mut choices: Vec<Msg> = COMPARED.iter().map(|m| m.label_msg()).collect();
    choices.push(msg!("path-method-tie"));
    let right = if winners.len() == 1 {
        winners[0]
    } else {
        choices.len() - 1
    };
    (choices, right)
}

// ---- reading and writing ----------------------------------------------------------------

/// Collects problems while reading.
struct Reader {
    errors: Vec<PathError>,
    step: Option<usize>,
}

impl Reader {
    fn fail(&mut self, field: &str, message: Msg) {
        if self.errors.len() < 100 {
            self.errors.push(PathError {
                step: self.step,
                field: field.to_string(),
                message,
            });
        }
    }

    /// A string field: required unless `optional`; at most `max` characters.
    fn text(&mut self, m: &Map, field: &str, max: usize, optional: bool) -> Option<String> {
        match m.get(field) {
            None | Some(Value::Null) if optional => None,
            None | Some(Value::Null) => {
                self.fail(field, msg!("path-missing"));
                None
            }
            Some(v) => self.string(v, field, max, optional),
        }
    }

    /// A teacher's text ([`Text`]): a string, or a language map whose every entry is checked as
    /// a string is (an entry's problem names its language: `text.zh-CN`).
    fn words(&mut self, m: &Map, field: &str, max: usize, optional: bool) -> Option<Text> {
        let Some(Value::Object(map)) = m.get(field) else {
            return self.text(m, field, max, optional).map(Text::One);
        };
        if map.is_empty() {
            self.fail(field, msg!("path-langs-empty"));
            return None;
        }
        let before = self.errors.len();
        let mut list: Vec<Entry> = Vec::new();
        for (tag, v) in map.iter() {
            let shown: String = tag.chars().take(40).collect();
            let at = format!("{field}.{shown}");
            let Some(lang) = Lang::parse(tag) else {
                self.fail(
                    &at,
                    msg!(
                        "path-lang-unknown",
                        tag = shown.as_str(),
                        known = Lang::ALL
                            .iter()
                            .map(|l| l.code())
                            .collect::<Vec<_>>()
                            .join(", ")
                    ),
                );
                continue;
            };
            if list.iter().any(|e| e.lang == lang) {
                self.fail(&at, msg!("path-lang-repeated", tag = shown.as_str()));
                continue;
            }
            if let Some(text) = self.string(v, &at, max, optional) {
                list.push(Entry {
                    tag: tag.clone(),
                    lang,
                    text,
                });
            }
        }
        (self.errors.len() == before).then_some(Text::Langs(list))
    }

    /// A string value of `field`, checked.
    fn string(&mut self, v: &Value, field: &str, max: usize, optional: bool) -> Option<String> {
        match v {
            Value::String(s) if s.trim().is_empty() && !optional => {
                self.fail(field, msg!("path-empty"));
                None
            }
            Value::String(s) if s.chars().count() > max => {
                self.fail(field, msg!("path-too-long", max = max));
                None
            }
            Value::String(s) if s.chars().any(|c| c.is_control() && c != '\n') => {
                self.fail(field, msg!("path-control-characters"));
                None
            }
            Value::String(s) if invisible(s).is_some() => {
                let c = invisible(s).unwrap_or_default();
                self.fail(
                    field,
                    msg!("path-invisible-character", code = code_point(c)),
                );
                None
            }
            Value::String(s) => Some(s.clone()),
            _ => {
                self.fail(field, msg!("path-not-a-string"));
                None
            }
        }
    }

    /// A teacher's text that may hold placeholders, in each of its languages: each must be
    /// known, and a pair must exist in `s`.
    fn template(
        &mut self,
        m: &Map,
        field: &str,
        s: Option<&Scene>,
        optional: bool,
    ) -> Option<Text> {
        let t = self.words(m, field, MAX_TEXT, optional)?;
        let ok = match &t {
            Text::One(one) => self.placeholders(one, field, s),
            Text::Langs(list) => list.iter().fold(true, |ok, e| {
                let at = format!("{field}.{}", e.tag.chars().take(40).collect::<String>());
                self.placeholders(&e.text, &at, s) && ok
            }),
        };
        ok.then_some(t)
    }

    /// Whether the placeholders of `t` (the text of `field`) are good.
    fn placeholders(&mut self, t: &str, field: &str, s: Option<&Scene>) -> bool {
        match placeholders(t) {
            Err(e) => {
                self.fail(field, e);
                false
            }
            Ok(found) if found.len() > MAX_PLACEHOLDERS => {
                self.fail(
                    field,
                    msg!(
                        "path-too-many-placeholders",
                        n = found.len(),
                        max = MAX_PLACEHOLDERS
                    ),
                );
                false
            }
            Ok(found) => {
                let inner = found.iter().flat_map(|p| match p {
                    Placeholder::Message { args, .. } => args.iter().map(|b| &b.value).collect(),
                    p => vec![p],
                });
                for p in inner {
                    if let (
                        Placeholder::Listed {
                            info,
                            pair: Some(i),
                        },
                        Some(s),
                    ) = (p, s)
                    {
                        if *i >= s.pairs() && *i != LAST_PAIR {
                            self.fail(
                                field,
                                msg!(
                                    "path-placeholder-pair-beyond",
                                    name = info.name,
                                    pair = *i,
                                    last = s.pairs().saturating_sub(1)
                                ),
                            );
                            return false;
                        }
                    }
                }
                true
            }
        }
    }

    /// Fields of `m` not in `known`; `what` is a message id naming the object (`path-of-step`).
    fn unknown_fields(&mut self, m: &Map, known: &[&str], what: &'static str) {
        for (k, _) in m.iter() {
            if !known.contains(&k.as_str()) {
                let name: String = k.chars().take(40).collect();
                self.fail(
                    &name,
                    msg!(
                        "path-unknown-field",
                        what = msg!(what),
                        fields = known.join(", ")
                    ),
                );
            }
        }
    }
}

/// A path's `"scoring"` and `"pass"` (both optional).
fn read_grading(r: &mut Reader, m: &Map) -> (Scoring, Option<f64>) {
    let scoring = match m.get("scoring") {
        None | Some(Value::Null) => Scoring::First,
        Some(Value::String(s)) => Scoring::parse(s).unwrap_or_else(|| {
            r.fail("scoring", msg!("path-scoring-values"));
            Scoring::First
        }),
        Some(_) => {
            r.fail("scoring", msg!("path-scoring-values"));
            Scoring::First
        }
    };
    let pass = match m.get("pass") {
        None | Some(Value::Null) => None,
        Some(v) => match v.as_f64() {
            Some(x) if x > 0.0 && x <= 1.0 => Some(x),
            _ => {
                r.fail("pass", msg!("path-pass-share"));
                None
            }
        },
    };
    (scoring, pass)
}

/// Writes `"scoring"` (when not the default) and `"pass"` (when set) into a path's JSON.
fn write_grading(v: &mut Value, scoring: Scoring, pass: Option<f64>) {
    if let Value::Object(m) = v {
        if scoring != Scoring::First {
            m.insert("scoring".into(), scoring.as_str().into());
        }
        if let Some(p) = pass {
            m.insert("pass".into(), p.into());
        }
    }
}

impl Path {
    /// Reads and validates a path. Any problem (all are reported) means no path.
    pub fn parse(text: &str) -> Result<Path, Vec<PathError>> {
        let whole = |field: &str, message: Msg| {
            vec![PathError {
                step: None,
                field: field.into(),
                message,
            }]
        };
        if text.len() > MAX_PATH_JSON {
            return Err(whole(
                "path",
                msg!("path-too-many-bytes", max = MAX_PATH_JSON),
            ));
        }
        let v = json::parse(text)
            .map_err(|e| whole("path", msg!("path-not-json", error = e.to_string())))?;
        Path::from_value(&v)
    }

    /// Validates a parsed JSON value as a path.
    pub fn from_value(v: &Value) -> Result<Path, Vec<PathError>> {
        let mut r = Reader {
            errors: Vec::new(),
            step: None,
        };
        let Some(m) = v.as_object() else {
            r.fail("path", msg!("path-not-an-object"));
            return Err(r.errors);
        };
        r.unknown_fields(
            m,
            &["ropescope_path", "id", "title", "steps", "scoring", "pass"],
            "path-of-path",
        );
        let (scoring, pass) = read_grading(&mut r, m);
        match m.get("ropescope_path") {
            Some(Value::Int(VERSION)) => {}
            Some(other) => r.fail(
                "ropescope_path",
                msg!(
                    "path-version-unknown",
                    given = json::to_string(other).chars().take(20).collect::<String>(),
                    version = VERSION
                ),
            ),
            None => r.fail(
                "ropescope_path",
                msg!("path-version-missing", version = VERSION),
            ),
        }
        let title = r.words(m, "title", MAX_TITLE, false).unwrap_or_default();
        let id = match r.text(m, "id", MAX_TITLE, true) {
            Some(id) if !is_id(&id) => {
                r.fail("id", msg!("path-id-letters"));
                String::new()
            }
            Some(id) => id,
            None => slug(title.first()),
        };
        let mut steps = Vec::new();
        match m.get("steps") {
            Some(Value::Array(list)) if list.is_empty() => r.fail("steps", msg!("path-no-steps")),
            Some(Value::Array(list)) if list.len() > MAX_PATH_STEPS => {
                r.fail("steps", msg!("path-too-many-steps", max = MAX_PATH_STEPS))
            }
            Some(Value::Array(list)) => {
                for (i, sv) in list.iter().enumerate() {
                    r.step = Some(i + 1);
                    if let Some(st) = read_step(&mut r, sv, i) {
                        if steps.iter().any(|o: &Step| o.id == st.id) {
                            r.fail("id", msg!("path-id-repeated", id = st.id.as_str()));
                        }
                        steps.push(st);
                    }
                }
                r.step = None;
            }
            Some(_) => r.fail("steps", msg!("path-steps-not-a-list")),
            None => r.fail("steps", msg!("path-missing")),
        }
        if r.errors.is_empty() {
            Ok(Path {
                id,
                title,
                steps,
                scoring,
                pass,
            })
        } else {
            Err(r.errors)
        }
    }

    /// The path as JSON (what [`Path::parse`] reads back).
    pub fn to_value(&self) -> Value {
        let steps: Vec<Value> = self.steps.iter().map(Step::to_value).collect();
        let mut v = json::object([
            ("ropescope_path", Value::Int(VERSION)),
            ("id", self.id.as_str().into()),
            ("title", self.title.to_value()),
            ("steps", Value::Array(steps)),
        ]);
        write_grading(&mut v, self.scoring, self.pass);
        v
    }

    /// Compact JSON.
    pub fn to_json(&self) -> String {
        json::to_string(&self.to_value())
    }

    /// Indented JSON (the file a teacher downloads).
    pub fn to_json_pretty(&self) -> String {
        json::to_string_pretty(&self.to_value())
    }

    /// "k of N" for the 0-based `index`.
    pub fn progress(&self, index: usize) -> Msg {
        msg!("path-progress", k = index + 1, n = self.steps.len())
    }

    /// How many steps ask a question.
    pub fn questions(&self) -> usize {
        self.steps.iter().filter(|s| s.question.is_some()).count()
    }

    /// Whether this is ropescope's own tour.
    pub fn is_builtin(&self) -> bool {
        self.id == BUILTIN_ID
    }

    /// What the page's module needs of it.
    pub fn outline(&self) -> Outline {
        Outline {
            id: self.id.clone(),
            title: self.title.first().to_string(),
            steps: self
                .steps
                .iter()
                .map(|s| OutlineStep {
                    state: s.state.clone(),
                    views: s.views.clone(),
                })
                .collect(),
        }
    }
}

/// A title as an id: lower-case letters and digits, the rest as `-`.
pub fn slug(title: &str) -> String {
    let mut s = String::new();
    for c in title.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            s.push(c);
        } else if !s.ends_with('-') && !s.is_empty() {
            s.push('-');
        }
        if s.len() >= 60 {
            break;
        }
    }
    let s = s.trim_end_matches('-').to_string();
    if s.is_empty() {
        "path".into()
    } else {
        s
    }
}

fn read_step(r: &mut Reader, v: &Value, index: usize) -> Option<Step> {
    let Some(m) = v.as_object() else {
        r.fail("step", msg!("path-not-an-object"));
        return None;
    };
    r.unknown_fields(
        m,
        &["id", "title", "state", "views", "text", "question", "hide"],
        "path-of-step",
    );
    let before = r.errors.len();
    let id = match r.text(m, "id", 64, true) {
        Some(id) if !is_id(&id) => {
            r.fail("id", msg!("path-id-letters"));
            String::new()
        }
        Some(id) => id,
        None => format!("step-{}", index + 1),
    };
    let title = r.words(m, "title", MAX_TITLE, false).unwrap_or_default();
    let state = r.text(m, "state", MAX_TEXT, true).unwrap_or_default();
    let scene = match Config::from_query(&state) {
        Ok(p) if p.unknown_keys.is_empty() => Some(Scene::new(&p.config)),
        Ok(p) => {
            r.fail(
                "state",
                msg!("path-state-unknown-keys", keys = p.unknown_keys.join(", ")),
            );
            None
        }
        Err(e) => {
            r.fail("state", words(e.to_string()));
            None
        }
    };
    let mut views = Vec::new();
    match m.get("views") {
        Some(Value::Array(list)) if !list.is_empty() && list.len() <= MAX_VIEWS => {
            for item in list {
                match item.as_str().and_then(View::parse) {
                    Some(v) if v.in_paths() && !views.contains(&v) => views.push(v),
                    Some(v) if views.contains(&v) => {
                        r.fail("views", msg!("path-view-twice", view = v.as_str()))
                    }
                    _ => r.fail(
                        "views",
                        msg!(
                            "path-not-a-view",
                            given = json::to_string(item).chars().take(30).collect::<String>(),
                            views = View::ALL
                                .iter()
                                .filter(|v| v.in_paths())
                                .map(|v| v.as_str())
                                .collect::<Vec<_>>()
                                .join(", ")
                        ),
                    ),
                }
            }
        }
        Some(Value::Array(_)) => r.fail("views", msg!("path-views-count", max = MAX_VIEWS)),
        Some(_) => r.fail("views", msg!("path-views-not-a-list")),
        None => r.fail("views", msg!("path-missing")),
    }
    let text = r
        .template(m, "text", scene.as_ref(), false)
        .unwrap_or_default();
    let question = match m.get("question") {
        None | Some(Value::Null) => None,
        Some(q) => read_question(r, q, scene.as_ref()),
    };
    let hide = read_hide(r, m.get("hide"));
    (r.errors.len() == before).then_some(Step {
        id,
        title,
        state,
        views,
        text,
        question,
        hide,
    })
}

/// A step's `hide`: a list of readout names ([`views::READOUTS`]).
fn read_hide(r: &mut Reader, v: Option<&Value>) -> Option<Vec<&'static str>> {
    let names = || {
        views::READOUTS
            .iter()
            .map(|x| x.0)
            .collect::<Vec<_>>()
            .join(", ")
    };
    let mut out = Vec::new();
    match v {
        None | Some(Value::Null) => return None,
        Some(Value::Array(list)) => {
            for item in list {
                match item.as_str().and_then(views::readout) {
                    Some(n) if !out.contains(&n) => out.push(n),
                    Some(_) => {}
                    None => r.fail(
                        "hide",
                        msg!(
                            "path-not-a-readout",
                            given = json::to_string(item).chars().take(30).collect::<String>(),
                            readouts = names()
                        ),
                    ),
                }
            }
        }
        Some(_) => r.fail("hide", msg!("path-hide-not-a-list", readouts = names())),
    }
    Some(out)
}

fn read_question(r: &mut Reader, v: &Value, s: Option<&Scene>) -> Option<Question> {
    let Some(m) = v.as_object() else {
        r.fail("question", msg!("path-not-an-object"));
        return None;
    };
    let kind = m.get("kind").and_then(Value::as_str).unwrap_or_default();
    let field = |f: &str| format!("question.{f}");
    // Fields read with the question's own names, errors with `question.` in front.
    let mut sub = Reader {
        errors: Vec::new(),
        step: r.step,
    };
    let q = match kind {
        "choice" => read_choice(&mut sub, m, s),
        "number" => read_number(&mut sub, m, s),
        "computed" => read_computed(&mut sub, m, s),
        "tour" => read_tour_question(&mut sub, m),
        _ => {
            sub.fail("kind", msg!("path-question-kinds"));
            None
        }
    };
    for mut e in sub.errors {
        e.field = field(&e.field);
        r.errors.push(e);
    }
    q
}

/// A choice question: a prompt, two or more choices and the right one's index.
fn read_choice(sub: &mut Reader, m: &Map, s: Option<&Scene>) -> Option<Question> {
    sub.unknown_fields(
        m,
        &["kind", "prompt", "choices", "answer", "explanation"],
        "path-of-choice-question",
    );
    let prompt = sub.template(m, "prompt", s, false);
    let explanation = sub.template(m, "explanation", s, true).unwrap_or_default();
    let mut choices = Vec::new();
    match m.get("choices") {
        Some(Value::Array(list)) if (2..=MAX_CHOICES).contains(&list.len()) => {
            for c in list {
                let wrapped = json::object([("choices", c.clone())]);
                if let Some(t) = wrapped
                    .as_object()
                    .and_then(|w| sub.template(w, "choices", s, false))
                {
                    choices.push(t);
                }
            }
        }
        Some(Value::Array(_)) => sub.fail("choices", msg!("path-choices-count", max = MAX_CHOICES)),
        _ => sub.fail("choices", msg!("path-choices-missing")),
    }
    let answer = match m.get("answer") {
        Some(Value::Int(a)) if *a >= 0 && (*a as usize) < choices.len() => *a as usize,
        _ => {
            sub.fail("answer", msg!("path-choice-answer"));
            0
        }
    };
    prompt.map(|prompt| Question::Choice {
        prompt,
        choices,
        answer,
        explanation,
    })
}

/// A number question: the answer is a number placeholder, within a tolerance.
fn read_number(sub: &mut Reader, m: &Map, s: Option<&Scene>) -> Option<Question> {
    sub.unknown_fields(
        m,
        &["kind", "prompt", "answer", "tolerance", "explanation"],
        "path-of-number-question",
    );
    let prompt = sub.template(m, "prompt", s, false);
    let explanation = sub.template(m, "explanation", s, true).unwrap_or_default();
    let answer = match m.get("answer").and_then(Value::as_str) {
        Some(a) if a.trim().is_empty() => {
            sub.fail("answer", msg!("path-number-answer-empty"));
            None
        }
        Some(a) => match placeholder(a) {
            Ok(Placeholder::Listed { info, pair }) if info.kind != Kind::Words => {
                if let (Some(i), Some(s)) = (pair, s) {
                    if i >= s.pairs() {
                        sub.fail(
                            "answer",
                            msg!(
                                "path-answer-pair-beyond",
                                pair = i,
                                last = s.pairs().saturating_sub(1)
                            ),
                        );
                    }
                }
                Some(a.trim().to_string())
            }
            Ok(_) => {
                sub.fail("answer", msg!("path-answer-not-a-number"));
                None
            }
            Err(e) => {
                sub.fail("answer", e);
                None
            }
        },
        None => {
            sub.fail("answer", msg!("path-number-answer-missing"));
            None
        }
    };
    let tolerance = match m.get("tolerance").and_then(Value::as_f64) {
        Some(t) if t.is_finite() && t >= 0.0 => t,
        _ => {
            sub.fail("tolerance", msg!("path-tolerance"));
            0.0
        }
    };
    match (prompt, answer) {
        (Some(prompt), Some(answer)) => Some(Question::Number {
            prompt,
            answer,
            tolerance,
            explanation,
        }),
        _ => None,
    }
}

/// A computed question: the choices and the answer come from one of [`COMPUTED`].
fn read_computed(sub: &mut Reader, m: &Map, s: Option<&Scene>) -> Option<Question> {
    sub.unknown_fields(
        m,
        &["kind", "prompt", "answer", "explanation", "say_answer"],
        "path-of-computed-question",
    );
    let say_answer = match m.get("say_answer") {
        None => true,
        Some(Value::Bool(b)) => *b,
        Some(_) => {
            sub.fail("say_answer", msg!("path-say-answer-bool"));
            true
        }
    };
    let prompt = sub.template(m, "prompt", s, false);
    let explanation = sub.template(m, "explanation", s, true).unwrap_or_default();
    let name = m.get("answer").and_then(Value::as_str).unwrap_or_default();
    let answer = all_computed().find(|c| c.name == name);
    if name.trim().is_empty() {
        sub.fail("answer", msg!("path-computed-answer-empty"));
    } else if answer.is_none() {
        sub.fail(
            "answer",
            msg!(
                "path-computed-answer-one-of",
                names = all_computed()
                    .map(|c| c.name)
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        );
    }
    match (prompt, answer) {
        (Some(prompt), Some(answer)) => Some(Question::Computed {
            prompt,
            answer,
            explanation,
            say_answer,
        }),
        _ => None,
    }
}

/// A question of the built-in tour, by its step's id.
fn read_tour_question(sub: &mut Reader, m: &Map) -> Option<Question> {
    sub.unknown_fields(m, &["kind", "id"], "path-of-tour-question");
    let id = m.get("id").and_then(Value::as_str).unwrap_or_default();
    match tour::STEPS.iter().find(|st| st.id == id) {
        Some(st) => Some(Question::Tour(st.id)),
        None => {
            sub.fail("id", msg!("path-no-tour-step"));
            None
        }
    }
}

impl Step {
    /// The state the step sets (over the defaults).
    pub fn config(&self) -> Config {
        Config::from_query(&self.state)
            .map(|p| p.config)
            .unwrap_or_default()
    }

    /// The text for scene `s` (an English learner's).
    pub fn text(&self, s: &Scene) -> String {
        Values::new(s).render_text(&self.text)
    }

    /// The text and the question for scene `s`, each distinct placeholder computed once (for
    /// an English learner).
    pub fn shown(&self, s: &Scene) -> (String, Option<Shown>) {
        self.shown_in(s, Lang::En, en)
    }

    /// [`Step::shown`] for a learner in `lang`: the teacher's texts in that language (else the
    /// path's own: [`Text::get`]), and the words a value prints inside them ("n/a", a missing
    /// pair) formatted by `words` (the UI's `tf`).
    pub fn shown_in(
        &self,
        s: &Scene,
        lang: Lang,
        words: fn(&Msg) -> String,
    ) -> (String, Option<Shown>) {
        let mut values = Values::new(s).in_language(lang, words);
        let text = values.render_text(&self.text);
        (
            text,
            self.question.as_ref().map(|q| q.shown_with(&mut values)),
        )
    }

    /// The readouts to hide while the step's question is open: its own `hide` (without one, the
    /// readouts of the views it shows: [`default_hide`]), and those of the built-in tour's step
    /// whose question it asks (without `hide`, only those). None without a question.
    pub fn hidden(&self) -> Vec<&'static str> {
        let (mut out, own) = match &self.question {
            None => return Vec::new(),
            Some(Question::Tour(id)) => (
                builtin()
                    .steps
                    .iter()
                    .find(|st| st.id == *id && !matches!(st.question, Some(Question::Tour(_))))
                    .map_or_else(Vec::new, Step::hidden),
                self.hide.clone().unwrap_or_default(),
            ),
            // A number question always hides every readout that shows its placeholder's value,
            // wherever on the page (a teacher's `hide` adds to them: a list that forgot one would
            // give the graded answer away).
            Some(Question::Number { answer, .. }) => (
                answered_by(answer).to_vec(),
                self.hide
                    .clone()
                    .unwrap_or_else(|| default_hide(&self.views)),
            ),
            Some(_) => (
                Vec::new(),
                self.hide
                    .clone()
                    .unwrap_or_else(|| default_hide(&self.views)),
            ),
        };
        for h in &own {
            if !out.contains(h) {
                out.push(h);
            }
        }
        out
    }

    fn to_value(&self) -> Value {
        let views: Vec<Value> = self.views.iter().map(|v| v.as_str().into()).collect();
        let mut m = json::object([
            ("id", self.id.as_str().into()),
            ("title", self.title.to_value()),
            ("state", self.state.as_str().into()),
            ("views", Value::Array(views)),
            ("text", self.text.to_value()),
        ]);
        if let (Some(q), Value::Object(map)) = (&self.question, &mut m) {
            map.insert("question".into(), q.to_value());
        }
        if let (Some(hide), Value::Object(map)) = (&self.hide, &mut m) {
            map.insert("hide".into(), hide_value(hide));
        }
        m
    }
}

fn hide_value(hide: &[&str]) -> Value {
    Value::Array(hide.iter().map(|&h| h.into()).collect())
}

impl Question {
    fn to_value(&self) -> Value {
        match self {
            Question::Choice {
                prompt,
                choices,
                answer,
                explanation,
            } => json::object([
                ("kind", "choice".into()),
                ("prompt", prompt.to_value()),
                (
                    "choices",
                    Value::Array(choices.iter().map(Text::to_value).collect()),
                ),
                ("answer", (*answer).into()),
                ("explanation", explanation.to_value()),
            ]),
            Question::Number {
                prompt,
                answer,
                tolerance,
                explanation,
            } => json::object([
                ("kind", "number".into()),
                ("prompt", prompt.to_value()),
                ("answer", answer.as_str().into()),
                ("tolerance", (*tolerance).into()),
                ("explanation", explanation.to_value()),
            ]),
            Question::Computed {
                prompt,
                answer,
                explanation,
                say_answer,
            } => {
                let mut v = json::object([
                    ("kind", "computed".into()),
                    ("prompt", prompt.to_value()),
                    ("answer", answer.name.into()),
                    ("explanation", explanation.to_value()),
                ]);
                if let (false, Value::Object(map)) = (*say_answer, &mut v) {
                    map.insert("say_answer".into(), false.into());
                }
                v
            }
            Question::Tour(id) => json::object([("kind", "tour".into()), ("id", (*id).into())]),
        }
    }
}

/// What the page's own module knows of the path that runs: its id and title and each step's
/// state and views. The on-demand module reads and checks paths and sends the page this, as a
/// URL query (`id=..&title=..&state=..&views=..&state=..`), so the page's module never links
/// the path reader.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Outline {
    pub id: String,
    pub title: String,
    pub steps: Vec<OutlineStep>,
}

/// One step of an [`Outline`].
#[derive(Debug, Clone, PartialEq)]
pub struct OutlineStep {
    pub state: String,
    pub views: Vec<View>,
}

impl Outline {
    /// ropescope's own tour (straight from `tour::STEPS`).
    pub fn builtin() -> Outline {
        Outline {
            id: BUILTIN_ID.into(),
            title: BUILTIN_TITLE.into(),
            steps: tour::STEPS
                .iter()
                .map(|st| OutlineStep {
                    state: st.query.into(),
                    views: vec![st.view],
                })
                .collect(),
        }
    }

    /// Whether this is ropescope's own tour.
    pub fn is_builtin(&self) -> bool {
        self.id == BUILTIN_ID
    }

    /// The state step `i` sets (over the defaults).
    pub fn config(&self, i: usize) -> Option<Config> {
        let st = self.steps.get(i)?;
        Some(
            Config::from_query(&st.state)
                .map(|p| p.config)
                .unwrap_or_default(),
        )
    }

    /// As a URL query.
    pub fn to_query(&self) -> String {
        use super::super::config::percent_encode as enc;
        // The title stays with the on-demand module (the page does not show it).
        let mut q = format!("id={}", enc(&self.id));
        for st in &self.steps {
            let views: Vec<&str> = st.views.iter().map(|v| v.as_str()).collect();
            q.push_str(&format!(
                "&state={}&views={}",
                enc(&st.state),
                views.join(",")
            ));
        }
        q
    }

    /// The inverse of [`Outline::to_query`]; `None` for anything else.
    pub fn from_query(query: &str) -> Option<Outline> {
        let mut o = Outline::default();
        for (k, v) in super::super::config::query_pairs(query).ok()? {
            match k.as_str() {
                "id" => o.id = v,
                "state" => o.steps.push(OutlineStep {
                    state: v,
                    views: Vec::new(),
                }),
                "views" => {
                    let step = o.steps.last_mut()?;
                    for name in v.split(',') {
                        step.views.push(View::parse(name)?);
                    }
                }
                _ => return None,
            }
        }
        Some(o)
    }
}

/// The longest link the editor offers (longer paths go as a JSON file).
pub const MAX_LINK: usize = 8000;

/// How a `path=` value is written: JSON as it is (starts with `{`), or packed (the JSON
/// deflated, raw, and base64url-coded: what the editor's links carry).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Inline<'a> {
    Json(&'a str),
    Packed(&'a str),
}

/// Which form a `path=` value is in.
pub fn inline(value: &str) -> Inline<'_> {
    if value.trim_start().starts_with('{') {
        Inline::Json(value)
    } else {
        Inline::Packed(value.trim())
    }
}

/// A question as the editor holds it: the teacher's fields as typed (checked by reading the
/// draft as a path, so the editor says what [`Path::parse`] would).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct DraftQuestion {
    /// `""` (no question), `choice`, `number`, `computed` or `tour`.
    pub kind: String,
    pub prompt: String,
    /// A choice question's choices, one per line.
    pub choices: String,
    /// The right choice's index, the number placeholder, the computed answer's name or the
    /// tour step's id.
    pub answer: String,
    pub tolerance: String,
    pub explanation: String,
    /// A computed question whose reveal does not name the right choice first (`"say_answer":
    /// false`), kept as the path had it.
    pub quiet: bool,
}

/// A step as the editor holds it.
#[derive(Debug, Clone, PartialEq)]
pub struct DraftStep {
    pub id: String,
    pub title: String,
    pub state: String,
    pub views: Vec<View>,
    pub text: String,
    pub question: DraftQuestion,
    /// The readouts hidden while the question is open (kept as the path had them; `None`: the
    /// default, [`default_hide`]).
    pub hide: Option<Vec<&'static str>>,
    /// The step's texts as the path had them: a language map's other languages, kept when the
    /// teacher edits the one shown.
    pub kept: Kept,
}

/// A step's teacher texts as the path had them (see [`Draft::lang`]).
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Kept {
    pub title: Text,
    pub text: Text,
    pub prompt: Text,
    pub choices: Vec<Text>,
    pub explanation: Text,
}

/// A path being written.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Draft {
    /// The path's id (empty: made from the title).
    pub id: String,
    pub title: String,
    pub steps: Vec<DraftStep>,
    /// Kept from the path it was made from (the editor's SCORM box sets the pass mark).
    pub scoring: Scoring,
    pub pass: Option<f64>,
    /// The language edited: each text field holds a language map's entry in it (else the map's
    /// first, as a learner in it reads the map), and writing the draft back sets that entry,
    /// keeping the map's other languages ([`Text::edited`]).
    pub lang: Lang,
    /// The path's title as the path had it.
    pub kept_title: Text,
}

impl DraftStep {
    /// The readouts its question hides whatever the step's `hide` says: for a number question
    /// those that show its answer ([`answered_by`]; [`Step::hidden`] adds them to any list).
    pub fn always_hidden(&self) -> &'static [&'static str] {
        match self.question.kind.as_str() {
            "number" => answered_by(&self.question.answer),
            _ => &[],
        }
    }

    /// The readouts its question hides when the step does not say (no `hide`), as
    /// [`Step::hidden`] reads them: for a number question those that show its answer
    /// ([`answered_by`]), and every readout of the step's views ([`default_hide`]).
    pub fn default_hide(&self) -> Vec<&'static str> {
        let mut out = match self.question.kind.as_str() {
            "number" => answered_by(&self.question.answer).to_vec(),
            _ => Vec::new(),
        };
        for h in default_hide(&self.views) {
            if !out.contains(&h) {
                out.push(h);
            }
        }
        out
    }
}

/// The choices the editor's `lines` (in `lang`) write, against the path's `kept` ones: a line as
/// the path had it keeps its choice's every language (wherever it moved); an edited line edits
/// the choice at its place, unless that one moved; any other line is a string.
fn kept_choices(kept: &[Text], lines: &[&str], lang: Lang) -> Vec<Text> {
    let mut used = vec![false; kept.len()];
    let mut out: Vec<Option<Text>> = lines
        .iter()
        .map(|l| {
            let j = (0..kept.len()).find(|&j| !used[j] && kept[j].get(lang).trim() == *l)?;
            used[j] = true;
            Some(kept[j].clone())
        })
        .collect();
    for (i, slot) in out.iter_mut().enumerate() {
        if slot.is_none() {
            *slot = Some(match kept.get(i).filter(|_| !used[i]) {
                Some(k) => {
                    used[i] = true;
                    k.edited(lang, lines[i])
                }
                None => Text::from(lines[i]),
            });
        }
    }
    out.into_iter().flatten().collect()
}

impl Draft {
    /// The draft as path JSON (fields as typed: numbers where they read as numbers).
    pub fn to_value(&self) -> Value {
        let steps: Vec<Value> = self
            .steps
            .iter()
            .map(|st| {
                let views: Vec<Value> = st.views.iter().map(|v| v.as_str().into()).collect();
                let lang = self.lang;
                let kept = &st.kept;
                let text = |k: &Text, typed: &str| k.edited(lang, typed).to_value();
                let mut m = Map::new();
                m.insert("id".into(), st.id.as_str().into());
                m.insert("title".into(), text(&kept.title, &st.title));
                m.insert("state".into(), st.state.as_str().into());
                m.insert("views".into(), Value::Array(views));
                m.insert("text".into(), text(&kept.text, &st.text));
                let q = &st.question;
                let prompt = text(&kept.prompt, &q.prompt);
                let explanation = text(&kept.explanation, &q.explanation);
                let number = |t: &str| match t.trim().parse::<i64>() {
                    Ok(i) => Value::Int(i),
                    Err(_) => match t.trim().parse::<f64>() {
                        Ok(f) => Value::Float(f),
                        Err(_) => t.into(),
                    },
                };
                let question = match q.kind.as_str() {
                    "" => None,
                    "choice" => {
                        let lines: Vec<&str> = q
                            .choices
                            .lines()
                            .map(str::trim)
                            .filter(|l| !l.is_empty())
                            .collect();
                        let choices: Vec<Value> = kept_choices(&kept.choices, &lines, lang)
                            .iter()
                            .map(Text::to_value)
                            .collect();
                        Some(json::object([
                            ("kind", "choice".into()),
                            ("prompt", prompt),
                            ("choices", Value::Array(choices)),
                            ("answer", number(&q.answer)),
                            ("explanation", explanation),
                        ]))
                    }
                    "number" => Some(json::object([
                        ("kind", "number".into()),
                        ("prompt", prompt),
                        ("answer", q.answer.trim().into()),
                        ("tolerance", number(&q.tolerance)),
                        ("explanation", explanation),
                    ])),
                    "tour" => Some(json::object([
                        ("kind", "tour".into()),
                        ("id", q.answer.trim().into()),
                    ])),
                    kind => {
                        let mut v = json::object([
                            ("kind", kind.into()),
                            ("prompt", prompt),
                            ("answer", q.answer.trim().into()),
                            ("explanation", explanation),
                        ]);
                        if let (true, "computed", Value::Object(map)) = (q.quiet, kind, &mut v) {
                            map.insert("say_answer".into(), false.into());
                        }
                        Some(v)
                    }
                };
                if let Some(q) = question {
                    m.insert("question".into(), q);
                }
                if let Some(hide) = &st.hide {
                    m.insert("hide".into(), hide_value(hide));
                }
                Value::Object(m)
            })
            .collect();
        let title = self.kept_title.edited(self.lang, &self.title);
        let mut v = json::object([
            ("ropescope_path", Value::Int(VERSION)),
            (
                "id",
                if self.id.is_empty() {
                    slug(title.first())
                } else {
                    self.id.clone()
                }
                .into(),
            ),
            ("title", title.to_value()),
            ("steps", Value::Array(steps)),
        ]);
        write_grading(&mut v, self.scoring, self.pass);
        v
    }

    /// The draft read as a path: the path, or every problem by step and field.
    pub fn check(&self) -> Result<Path, Vec<PathError>> {
        Path::from_value(&self.to_value())
    }

    /// A path to edit in `lang` (the learner's language: see [`Draft::lang`]).
    pub fn from_path(p: &Path, lang: Lang) -> Draft {
        let shown = |t: &Text| t.get(lang).to_string();
        // Only a map has more than the field shows (a string's draft field is all of it).
        let keep = |t: &Text| match t {
            Text::Langs(_) => t.clone(),
            Text::One(_) => Text::default(),
        };
        let steps = p
            .steps
            .iter()
            .map(|st| {
                let mut kept = Kept {
                    title: keep(&st.title),
                    text: keep(&st.text),
                    ..Kept::default()
                };
                let question = match &st.question {
                    None => DraftQuestion::default(),
                    Some(Question::Choice {
                        prompt,
                        choices,
                        answer,
                        explanation,
                    }) => {
                        kept.prompt = keep(prompt);
                        if choices.iter().any(Text::is_map) {
                            kept.choices = choices.iter().map(keep).collect();
                        }
                        kept.explanation = keep(explanation);
                        DraftQuestion {
                            kind: "choice".into(),
                            prompt: shown(prompt),
                            choices: choices.iter().map(shown).collect::<Vec<_>>().join("\n"),
                            answer: answer.to_string(),
                            tolerance: String::new(),
                            explanation: shown(explanation),
                            quiet: false,
                        }
                    }
                    Some(Question::Number {
                        prompt,
                        answer,
                        tolerance,
                        explanation,
                    }) => {
                        kept.prompt = keep(prompt);
                        kept.explanation = keep(explanation);
                        DraftQuestion {
                            kind: "number".into(),
                            prompt: shown(prompt),
                            choices: String::new(),
                            answer: answer.clone(),
                            tolerance: tolerance.to_string(),
                            explanation: shown(explanation),
                            quiet: false,
                        }
                    }
                    Some(Question::Computed {
                        prompt,
                        answer,
                        explanation,
                        say_answer,
                    }) => {
                        kept.prompt = keep(prompt);
                        kept.explanation = keep(explanation);
                        DraftQuestion {
                            kind: "computed".into(),
                            prompt: shown(prompt),
                            answer: answer.name.into(),
                            explanation: shown(explanation),
                            quiet: !say_answer,
                            ..DraftQuestion::default()
                        }
                    }
                    Some(Question::Tour(id)) => DraftQuestion {
                        kind: "tour".into(),
                        answer: (*id).into(),
                        ..DraftQuestion::default()
                    },
                };
                DraftStep {
                    id: st.id.clone(),
                    title: shown(&st.title),
                    state: st.state.clone(),
                    views: st.views.clone(),
                    text: shown(&st.text),
                    question,
                    hide: st.hide.clone(),
                    kept,
                }
            })
            .collect();
        Draft {
            id: p.id.clone(),
            title: shown(&p.title),
            steps,
            scoring: p.scoring,
            pass: p.pass,
            lang,
            kept_title: keep(&p.title),
        }
    }

    /// Whether a text of the draft is a language map (the editor says that it edits one
    /// language and keeps the others).
    pub fn has_languages(&self) -> bool {
        self.kept_title.is_map()
            || self.steps.iter().any(|s| {
                let k = &s.kept;
                [&k.title, &k.text, &k.prompt, &k.explanation]
                    .into_iter()
                    .chain(k.choices.iter())
                    .any(Text::is_map)
            })
    }

    /// Adds a step with `state` (a config query) and `view`, after the others; its id is the
    /// first `step-N` no other step has. Returns its index.
    pub fn add_step(&mut self, state: &str, view: View) -> usize {
        let id = (self.steps.len() + 1..)
            .map(|n| format!("step-{n}"))
            .find(|id| !self.steps.iter().any(|s| &s.id == id))
            .unwrap_or_default();
        self.steps.push(DraftStep {
            id,
            title: String::new(),
            state: state.to_string(),
            views: vec![view],
            text: String::new(),
            question: DraftQuestion::default(),
            hide: None,
            kept: Kept::default(),
        });
        self.steps.len() - 1
    }

    /// Moves step `i` one place up (`up`) or down; returns its new index.
    pub fn move_step(&mut self, i: usize, up: bool) -> usize {
        let j = if up { i.checked_sub(1) } else { Some(i + 1) };
        match j.filter(|&j| j < self.steps.len() && i < self.steps.len()) {
            Some(j) => {
                self.steps.swap(i, j);
                j
            }
            None => i,
        }
    }
}

/// The built-in tour's id and title.
pub const BUILTIN_ID: &str = "ropescope-tour";
pub const BUILTIN_TITLE: &str = "Guided tour";

/// ropescope's own tour, as written in the path format: `www/paths/tour.json` (compiled in),
/// its texts messages of `www/locales/*/parts/tour.ftl` whose numbers are placeholders, its
/// questions path questions. Read once.
pub fn builtin() -> Path {
    static TOUR: std::sync::OnceLock<Path> = std::sync::OnceLock::new();
    TOUR.get_or_init(|| {
        // A test reads it (`the_tour_file_reads`): it never fails in a build.
        Path::parse(TOUR_JSON).unwrap_or_else(|_| Path {
            id: BUILTIN_ID.into(),
            title: BUILTIN_TITLE.into(),
            steps: Vec::new(),
            scoring: Scoring::First,
            pass: None,
        })
    })
    .clone()
}

/// The built-in tour's steps as its path file writes them (their states and views live in
/// `tour::STEPS`, generated from the same file, for the page's module).
impl tour::Step {
    /// The step in the tour's path file.
    fn written(&self) -> Option<Step> {
        builtin().steps.into_iter().find(|st| st.id == self.id)
    }

    /// What to notice, computed for `scene` (the current state, knobs and all): the path
    /// file's text, rendered by the path engine, with the numbers it cites.
    pub fn notice(&self, scene: &Scene) -> Cited {
        self.written()
            .map_or_else(Cited::default, |st| cited_text(&st.text, scene))
    }

    /// The step's question, answered for `scene`: the path file's, as the path engine asks it,
    /// each text with the numbers it cites.
    pub fn question(&self, scene: &Scene) -> tour::Question {
        match self.written().and_then(|st| st.question) {
            Some(Question::Computed {
                prompt,
                answer,
                explanation,
                ..
            }) => {
                let (choices, answer) = computed_cited(answer.name, scene);
                tour::Question {
                    prompt: cited_text(&prompt, scene),
                    choices,
                    answer,
                    explanation: cited_text(&explanation, scene),
                }
            }
            Some(Question::Choice {
                prompt,
                choices,
                answer,
                explanation,
            }) => tour::Question {
                prompt: cited_text(&prompt, scene),
                choices: choices.iter().map(|c| cited_text(c, scene)).collect(),
                answer,
                explanation: cited_text(&explanation, scene),
            },
            _ => tour::Question {
                prompt: Cited::default(),
                choices: Vec::new(),
                answer: 0,
                explanation: Cited::default(),
            },
        }
    }

    /// The readouts that would answer the step's question before the learner does (names of
    /// `views::READOUTS`): hidden while it is open.
    pub fn hides(&self) -> Vec<&'static str> {
        self.written().map_or_else(Vec::new, |st| st.hidden())
    }
}

/// The built-in tour's file.
pub const TOUR_JSON: &str = include_str!("../../../www/paths/tour.json");

/// Where a path's step puts its card and which views it shows: the page's state read against
/// the path (here, above both, so the presentation keys need not know what a path is).
impl crate::rope::settings::ui::UiOptions {
    /// Whether `view` is on the page while `path` runs (the current step's views always are;
    /// in an embed only they are, so the step's card and its views start the frame).
    pub fn shows_on(&self, view: View, path: &Outline) -> bool {
        let step = self.step_views(path);
        step.contains(&view) || ((step.is_empty() || !self.embed) && self.shows(view))
    }

    /// The view the path's card sits above: the step's first view, or in an embed (where only
    /// the step's views show) the first of them on the page, so the card starts the frame.
    pub fn card_view(&self, path: &Outline) -> Option<View> {
        let views = self.step_views(path);
        match self.embed {
            true => View::ALL.into_iter().find(|v| views.contains(v)),
            false => views.first().copied(),
        }
    }

    /// The views of the path's current step (none when no step is open).
    pub fn step_views<'a>(&self, path: &'a Outline) -> &'a [View] {
        self.tour
            .and_then(|i| path.steps.get(i))
            .map_or(&[], |s| s.views.as_slice())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A message placeholder's problems name the message, the variable and the binding; a typo
    /// hears the nearest names, not all of them.
    #[test]
    fn message_and_placeholder_errors_say_what_to_fix() {
        let said = |t: &str| en(&placeholders(t).unwrap_err());
        let missing = said("{message:tour-rope-off-question}");
        assert!(
            missing.contains("tour-rope-off-question needs a value for far"),
            "{missing}"
        );
        let extra =
            said("{message:tour-rope-off-question far=distance_chart_end distance=distance}");
        assert!(
            extra.contains("has no variable “distance” (its variables: far)"),
            "{extra}"
        );
        let binding = said("{message:tour-rope-off-question far=nope}");
        assert!(
            binding.starts_with("in far=…: unknown placeholder {nope}"),
            "{binding}"
        );
        let typo = said("{heatmap_turning_pair}");
        assert!(typo.contains("nearest: heatmap_turning_pairs"), "{typo}");
        assert!(typo.len() < 200, "{typo}");
        let digits = said("{score#2}");
        assert!(digits.contains("works only inside a message"), "{digits}");
        assert!(placeholders("{message:tour-rope-off-question far=distance_chart_end#0}").is_ok());
    }

    /// Every placeholder and computed question has its own name (a step's file that reused a
    /// name would shadow another's value), and each says what it is in every language.
    #[test]
    fn placeholder_and_computed_names_are_unique_and_explained() {
        let mut names: Vec<&str> = all_placeholders().map(|p| p.name).collect();
        let n = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), n, "a placeholder name twice");
        let mut computed: Vec<&str> = all_computed().map(|c| c.name).collect();
        let n = computed.len();
        computed.sort_unstable();
        computed.dedup();
        assert_eq!(computed.len(), n, "a computed question twice");
        let english = crate::rope::base::i18n::english();
        for m in all_placeholders()
            .map(|p| p.meaning)
            .chain(all_computed().map(|c| c.meaning))
        {
            assert!(english.has(m), "{m}");
        }
        for a in tour::READOUT_GROUPS.iter().flat_map(|g| g.iter()) {
            assert!(
                all_placeholders().any(|p| p.name == a.0 && p.kind != Kind::Words),
                "readouts of {}, not a number placeholder",
                a.0
            );
        }
    }

    fn scene(q: &str) -> Scene {
        Scene::new(&Config::from_query(q).unwrap().config)
    }

    const GOOD: &str = r#"{
      "ropescope_path": 1,
      "title": "Decay and distance",
      "steps": [
        {"title": "Aligned", "state": "dim=64&qk=ones", "views": ["distance", "score"],
         "text": "The score is {score} at distance {distance}; pair 3 turns {angle:3} radians.",
         "question": {"kind": "number", "prompt": "What is the score?", "answer": "score", "tolerance": 0.01}},
        {"id": "pick", "title": "Which pair", "state": "", "views": ["score"], "text": "Query {query}.",
         "question": {"kind": "computed", "prompt": "Which pair adds most?", "answer": "top_pair"}},
        {"title": "Teacher", "state": "scaling=yarn&factor=4&orig=64", "views": ["frequencies"], "text": "{long_pairs} long pairs.",
         "question": {"kind": "choice", "prompt": "Is {method} on?", "choices": ["yes", "no"], "answer": 0}}
      ]
    }"#;

    #[test]
    fn a_wrong_number_hears_which_way_it_is_off_then_tries_again() {
        let p = Path::parse(GOOD).unwrap();
        let s = scene("dim=64&qk=ones");
        let q = p.steps[0].question.as_ref().unwrap().shown(&s);
        assert!(q.second_try());
        let Expect::Number { value: Some(v), .. } = q.expect else {
            panic!("a number question")
        };
        let high = en(&q.hint(&(v + 5.0).to_string()));
        assert!(
            high.starts_with("Not yet: ") && high.contains("too high"),
            "{high}"
        );
        assert!(high.contains("within 0.01"), "{high}");
        assert!(
            !high.contains(&three_digits(v)),
            "the hint gives the answer away: {high}"
        );
        assert!(en(&q.hint(&(v - 5.0).to_string())).contains("too low"));
        assert!(en(&q.hint("twelve")).contains("not a number"));
        // A choice question reveals at once (a prediction), as the built-in tour does.
        let c = p.steps[2].question.as_ref().unwrap().shown(&s);
        assert!(!c.second_try());
    }

    #[test]
    fn an_empty_answer_or_placeholder_says_it_is_empty() {
        let mut d = Draft {
            title: "T".into(),
            ..Draft::default()
        };
        let i = d.add_step("", View::Score);
        d.steps[i].title = "a".into();
        d.steps[i].text = "The score {}.".into();
        d.steps[i].question.kind = "computed".into();
        d.steps[i].question.prompt = "Which?".into();
        let j = d.add_step("", View::Score);
        d.steps[j].title = "b".into();
        d.steps[j].text = "t".into();
        d.steps[j].question.kind = "number".into();
        d.steps[j].question.prompt = "How much?".into();
        d.steps[j].question.tolerance = "1".into();
        let e: Vec<String> = d
            .check()
            .unwrap_err()
            .iter()
            .map(|e| e.to_string())
            .collect();
        let all = e.join(" | ");
        assert!(!all.contains("unknown placeholder"), "{all}");
        assert!(all.contains("an empty placeholder {}"), "{all}");
        assert!(
            all.contains("the answer is empty: choose a computed value from the list"),
            "{all}"
        );
        assert!(
            all.contains("the answer is empty: type a number placeholder's name"),
            "{all}"
        );
        assert_eq!(e.len(), 3, "{all}");
    }

    #[test]
    fn a_good_path_reads_and_round_trips() {
        let p = Path::parse(GOOD).unwrap();
        assert_eq!(p.id, "decay-and-distance");
        assert_eq!(p.steps.len(), 3);
        assert_eq!(p.steps[0].id, "step-1");
        assert_eq!(p.steps[1].id, "pick");
        assert_eq!(p.steps[0].views, vec![View::Distance, View::Score]);
        assert_eq!(p.questions(), 3);
        let again = Path::parse(&p.to_json()).unwrap();
        assert_eq!(again, p);
        assert_eq!(Path::parse(&p.to_json_pretty()).unwrap(), p);
    }

    #[test]
    fn placeholders_are_the_cores_numbers() {
        let p = Path::parse(GOOD).unwrap();
        let s = scene("dim=64&qk=ones");
        let total = score(&s).total;
        let text = p.steps[0].text(&s);
        assert!(text.contains(&three_digits(total)), "{text}");
        let angle = (s.m as f64 - s.n as f64) * s.freqs.inv_freq[3];
        assert!(text.contains(&three_digits(angle)), "{text}");
        assert!(!text.contains('{'), "{text}");
        // The number question is right within its tolerance of the score, wrong outside it.
        let q = p.steps[0].question.as_ref().unwrap().shown(&s);
        assert_eq!(q.interaction(), "numeric");
        assert!(q.judge(&(total + 0.005).to_string()));
        assert!(!q.judge(&(total + 0.02).to_string()));
        assert!(!q.judge("twelve"));
        // A knob turned: the text follows the state on screen.
        let other = scene("dim=64&qk=ones&base=500");
        assert_ne!(p.steps[0].text(&other), text);
        // m − n prints as the positions do.
        assert_eq!(
            render("{distance} = {query_pos} − {key_pos}", &scene("")),
            "5 = 5 − 0"
        );
        // A pair beyond the state says so, never a panic.
        assert!(render("{angle:40}", &scene("dim=16")).contains("no pair 40"));
    }

    #[test]
    fn computed_answers_are_the_maths() {
        let s = scene("");
        let rows = score(&s).rows;
        let best = rows
            .iter()
            .max_by(|a, b| a.contribution.total_cmp(&b.contribution))
            .unwrap()
            .pair;
        let (choices, right) = computed_choices("top_pair", &s);
        assert_eq!(choices[right], pair_name(best));
        // d = 128, trained context 4096: the first long pair is the first wavelength above it.
        let s = scene("dim=128&orig=4096");
        let first = s
            .freqs
            .inv_freq
            .iter()
            .position(|&w| std::f64::consts::TAU / w > 4096.0)
            .unwrap();
        let (choices, right) = computed_choices("first_long_pair", &s);
        assert_eq!(choices[right], pair_name(first));
        // Nothing long with a huge context: "no pair".
        let (choices, right) = computed_choices("first_long_pair", &scene("orig=10000000"));
        assert_eq!(en(&choices[right]), "no pair");
        // Linear slows pair 0; NTK and YaRN keep it: linear alone.
        let s = scene("dim=64&factor=4&orig=2048");
        let (choices, right) = computed_choices("slows_fastest_pair_most", &s);
        assert_eq!(en(&choices[right]), Method::Linear.label());
        // YaRN's attention factor is above 1, the others' are 1.
        let (choices, right) = computed_choices("largest_attention_factor", &s);
        assert_eq!(en(&choices[right]), Method::Yarn.label());
        // With factor 1 every method is plain RoPE: a tie.
        let (choices, right) = computed_choices("largest_attention_factor", &scene("factor=1"));
        assert_eq!(right, choices.len() - 1);
        // The most slowed pair under linear scaling: every pair equally, the first.
        let (choices, right) = computed_choices("most_slowed_pair", &scene("scaling=linear"));
        assert_eq!(choices[right], pair_name(0));
    }

    /// Every problem is reported with its step and field, and the path does not run.
    /// A path whose texts are language maps (English first), one step with a choice question.
    const MAPS: &str = r#"{
      "ropescope_path": 1,
      "title": {"en": "Decay", "zh-CN": "衰减", "es": "Decaimiento"},
      "steps": [
        {"id": "one", "title": {"en": "Aligned", "zh-CN": "对齐"}, "state": "dim=64&qk=ones", "views": ["score"],
         "text": {"en": "The score is {score}.", "zh-CN": "分数是 {score}。", "es": "La puntuación es {score}."},
         "question": {"kind": "choice", "prompt": {"en": "Is d {dim}?", "zh-CN": "d 是 {dim} 吗？"},
           "choices": [{"en": "yes", "zh-CN": "是"}, "no"], "answer": 0,
           "explanation": {"zh-CN": "只有中文。"}}}
      ]
    }"#;

    #[test]
    fn a_text_may_be_a_language_map_read_in_the_learners_language() {
        let p = Path::parse(MAPS).unwrap_or_else(|e| panic!("{}", en(&describe(&e))));
        // The learner's language's entry, else the map's first (the path's own).
        assert_eq!(p.title.get(Lang::ZhCn), "衰减");
        assert_eq!(p.title.get(Lang::Es), "Decaimiento");
        assert_eq!(p.steps[0].title.get(Lang::Es), "Aligned");
        assert_eq!(p.steps[0].title.first(), "Aligned");
        assert_eq!(
            p.id, "decay",
            "the id comes from the first language's title"
        );
        let st = &p.steps[0];
        let s = scene(&st.state);
        let score = three_digits(score(&s).total);
        let (zh, q) = st.shown_in(&s, Lang::ZhCn, en);
        assert_eq!(
            zh,
            format!("分数是 {score}。"),
            "placeholders work in every language"
        );
        let q = q.unwrap();
        assert_eq!(en(&q.prompt), "d 是 64 吗？");
        let choices: Vec<String> = q.choices.iter().map(en).collect();
        assert_eq!(choices, ["是", "no"], "a string choice stays as written");
        assert_eq!(
            en(&q.explanation),
            "只有中文。",
            "no English entry: the first"
        );
        let (es, q) = st.shown_in(&s, Lang::Es, en);
        assert_eq!(es, format!("La puntuación es {score}."));
        assert_eq!(
            en(&q.unwrap().prompt),
            "Is d 64?",
            "no Spanish entry: the first"
        );
        assert_eq!(st.text(&s), format!("The score is {score}."));
        // A map that starts with Chinese: an English learner reads the Chinese, never a mix.
        let zh_first = Path::parse(
            r#"{"ropescope_path": 1, "title": {"zh-CN": "路径", "en": "Path"}, "steps": [
            {"title": {"zh-Hans": "一"}, "views": ["score"], "text": {"zh": "文本", "es": "texto"}}]}"#,
        )
        .unwrap();
        assert_eq!(zh_first.title.get(Lang::En), "Path");
        assert_eq!(zh_first.steps[0].text.get(Lang::En), "文本");
        assert_eq!(zh_first.steps[0].title.get(Lang::Es), "一");
        // Strings read as they always did, whatever the learner's language.
        let plain = Path::parse(GOOD).unwrap();
        for lang in Lang::ALL {
            assert_eq!(plain.title.get(lang), "Decay and distance");
        }
        assert!(!plain.to_json().contains(r#""en""#));
        assert_eq!(
            Path::parse(&plain.to_json_pretty()).unwrap().to_json(),
            plain.to_json()
        );
    }

    #[test]
    fn a_language_map_round_trips_and_the_editor_keeps_the_other_languages() {
        let p = Path::parse(MAPS).unwrap();
        // Written back whole, keys in order (compact, pretty, as a draft).
        let json = p.to_json();
        assert!(
            json.contains(r#""title":{"en":"Decay","zh-CN":"衰减","es":"Decaimiento"}"#),
            "{json}"
        );
        assert_eq!(Path::parse(&json).unwrap(), p);
        assert_eq!(Path::parse(&p.to_json_pretty()).unwrap(), p);
        for lang in Lang::ALL {
            assert_eq!(Draft::from_path(&p, lang).check().unwrap(), p, "{lang:?}");
        }
        // A Chinese teacher edits the Chinese entries; the others stay.
        let mut d = Draft::from_path(&p, Lang::ZhCn);
        assert!(d.has_languages());
        assert_eq!(d.title, "衰减");
        assert_eq!(d.steps[0].question.choices, "是\nno");
        d.title = "衰减与距离".into();
        d.steps[0].question.choices = "是的\n不".into();
        d.steps[0].question.explanation = "改过。".into();
        let edited = d.check().unwrap();
        assert_eq!(edited.title.get(Lang::ZhCn), "衰减与距离");
        assert_eq!(edited.title.get(Lang::En), "Decay");
        assert_eq!(edited.title.get(Lang::Es), "Decaimiento");
        let Some(Question::Choice {
            choices,
            explanation,
            ..
        }) = &edited.steps[0].question
        else {
            panic!("{:?}", edited.steps[0].question)
        };
        assert_eq!(choices[0].get(Lang::ZhCn), "是的");
        assert_eq!(choices[0].get(Lang::En), "yes");
        assert_eq!(choices[1], Text::from("不"), "a string stays a string");
        assert_eq!(explanation.get(Lang::ZhCn), "改过。");
        // Choices moved or deleted keep their languages; a new one is a string.
        let mut d = Draft::from_path(&p, Lang::ZhCn);
        d.steps[0].question.choices = "no\n是".into();
        d.steps[0].question.answer = "1".into();
        let Some(Question::Choice { choices, .. }) = d.check().unwrap().steps[0].question.clone()
        else {
            panic!()
        };
        assert_eq!(choices[0], Text::from("no"));
        assert_eq!(
            (choices[1].get(Lang::En), choices[1].get(Lang::ZhCn)),
            ("yes", "是")
        );
        d.steps[0].question.choices = "是\n也许\n不".into();
        let Some(Question::Choice { choices, .. }) = d.check().unwrap().steps[0].question.clone()
        else {
            panic!()
        };
        assert_eq!(choices[0].get(Lang::En), "yes");
        assert_eq!(
            choices[1],
            Text::from("也许"),
            "the second line edits \"no\""
        );
        assert_eq!(choices[2], Text::from("不"));
        // A Spanish teacher edits what they read: the map's first entry where it has no Spanish.
        let mut d = Draft::from_path(&p, Lang::Es);
        d.steps[0].title = "Alineados".into();
        let edited = d.check().unwrap();
        assert_eq!(edited.steps[0].title.get(Lang::En), "Alineados");
        assert_eq!(edited.steps[0].title.get(Lang::ZhCn), "对齐");
        // The editor's stored draft keeps the languages too.
        let d = Draft::from_path(&p, Lang::ZhCn);
        let back = super::super::kept::read(&super::super::kept::write(&d), Lang::ZhCn);
        assert_eq!(back.as_ref(), Some(&d));
        assert_eq!(back.unwrap().check().unwrap(), p);
        // A path of strings has nothing to keep.
        assert!(!Draft::from_path(&Path::parse(GOOD).unwrap(), Lang::ZhCn).has_languages());
    }

    #[test]
    fn a_bad_language_map_names_the_step_the_field_and_the_language() {
        let bad = r#"{"ropescope_path": 1, "title": {"en": "a", "en-US": "b"}, "steps": [
            {"title": "a", "views": ["score"], "text": {}},
            {"title": {"fr": "Bonjour"}, "views": ["score"], "text": "ok"},
            {"title": "c", "views": ["score"], "text": {"en": "ok {score}", "zh-CN": "{nope}"}},
            {"title": "d", "views": ["score"], "text": {"es": 3},
             "question": {"kind": "choice", "prompt": {"en": "?", "es": ""},
               "choices": ["x", {"en": "y", "zh-TW": "乙"}], "answer": 0}},
            {"title": "e", "state": "dim=8", "views": ["score"], "text": "t",
             "question": {"kind": "number", "prompt": {"en": "?", "zh-CN": "第 {angle:9} 对？"},
               "answer": "score", "tolerance": 0}}
        ]}"#;
        let errors = Path::parse(bad).unwrap_err();
        let said: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        let has = |step: Option<usize>, field: &str, words: &str| {
            errors
                .iter()
                .any(|e| e.step == step && e.field == field && e.to_string().contains(words))
        };
        assert!(has(None, "title.en-US", "already has"), "{said:?}");
        assert!(has(Some(1), "text", "an empty language map"), "{said:?}");
        assert!(
            has(
                Some(2),
                "title.fr",
                "\"fr\" is not a language ropescope reads (use one of en, zh-CN, es)"
            ),
            "{said:?}"
        );
        assert!(
            has(Some(3), "text.zh-CN", "unknown placeholder {nope}"),
            "{said:?}"
        );
        assert!(!has(Some(3), "text.en", ""), "{said:?}");
        assert!(has(Some(4), "text.es", "must be a string"), "{said:?}");
        assert!(has(Some(4), "question.prompt.es", "empty"), "{said:?}");
        assert!(
            has(Some(4), "question.choices.zh-TW", "not a language"),
            "{said:?}"
        );
        assert!(
            has(Some(5), "question.prompt.zh-CN", "pairs 0 to 3"),
            "{said:?}"
        );
        assert!(
            said.iter()
                .any(|s| s.starts_with("step 3, \"text.zh-CN\": unknown placeholder")),
            "{said:?}"
        );
    }

    #[test]
    fn invalid_paths_name_the_step_and_field() {
        let bad = r#"{"ropescope_path": 2, "title": "x", "colour": 1, "steps": [
            {"title": "a", "state": "dim=7", "views": ["heatmap"], "text": "ok"},
            {"title": "b", "views": ["nope"], "text": "{bogus}"},
            {"title": "c", "views": ["score"], "text": "{angle:99}",
             "question": {"kind": "choice", "prompt": "?", "choices": ["only"], "answer": 3}},
            {"title": "d", "views": ["score"], "text": "t",
             "question": {"kind": "number", "prompt": "?", "answer": "query"}},
            {"title": "e", "views": ["score"], "text": "t",
             "question": {"kind": "computed", "prompt": "?", "answer": "best_method"}},
            {"id": "bad id", "title": "f", "views": "score", "text": "{score"}
        ]}"#;
        let errors = Path::parse(bad).unwrap_err();
        let said: Vec<String> = errors.iter().map(|e| e.to_string()).collect();
        let has = |step: Option<usize>, field: &str| {
            errors.iter().any(|e| e.step == step && e.field == field)
        };
        assert!(has(None, "ropescope_path"), "{said:?}");
        assert!(has(None, "colour"), "{said:?}");
        assert!(has(Some(1), "state"), "{said:?}");
        assert!(has(Some(2), "views"), "{said:?}");
        assert!(has(Some(2), "text"), "{said:?}");
        assert!(has(Some(3), "text"), "{said:?}");
        assert!(has(Some(3), "question.choices"), "{said:?}");
        assert!(has(Some(4), "question.answer"), "{said:?}");
        assert!(has(Some(4), "question.tolerance"), "{said:?}");
        assert!(has(Some(5), "question.answer"), "{said:?}");
        assert!(has(Some(6), "id"), "{said:?}");
        assert!(has(Some(6), "views"), "{said:?}");
        assert!(
            said.iter().any(|s| s.starts_with("step 1, \"state\"")),
            "{said:?}"
        );
        assert!(en(&describe(&errors)).starts_with("This path cannot run: "));
        // Not JSON, not an object, no steps, too many steps.
        for text in ["{", "[]", r#"{"ropescope_path":1,"title":"t","steps":[]}"#] {
            assert!(Path::parse(text).is_err(), "{text}");
        }
        let many = format!(
            r#"{{"ropescope_path":1,"title":"t","steps":[{}]}}"#,
            vec![r#"{"title":"s","views":["score"],"text":"x"}"#; MAX_PATH_STEPS + 1].join(",")
        );
        assert_eq!(Path::parse(&many).unwrap_err()[0].field, "steps");
    }

    #[test]
    fn a_draft_is_checked_as_a_path_and_round_trips() {
        let mut d = Draft::default();
        assert!(d.check().is_err(), "no title, no steps");
        d.title = "My lesson".into();
        let i = d.add_step("dim=64", View::Heatmap);
        let j = d.add_step("", View::Score);
        assert_eq!((i, j, d.steps[1].id.as_str()), (0, 1, "step-2"));
        d.steps[0].title = "One".into();
        d.steps[0].text = "Pair 0 turns {speed:0} radians per position.".into();
        d.steps[1].title = "Two".into();
        d.steps[1].text = "Score {score}.".into();
        d.steps[1].question = DraftQuestion {
            kind: "choice".into(),
            prompt: "Pick".into(),
            choices: "a\nb\n\n c ".into(),
            answer: "7".into(),
            ..DraftQuestion::default()
        };
        let errors = d.check().unwrap_err();
        assert_eq!(
            (errors[0].step, errors[0].field.as_str()),
            (Some(2), "question.answer")
        );
        d.steps[1].question.answer = "2".into();
        let p = d.check().unwrap();
        assert_eq!(p.id, "my-lesson");
        assert_eq!(
            p.steps[1].question,
            Some(Question::Choice {
                prompt: "Pick".into(),
                choices: vec!["a".into(), "b".into(), "c".into()],
                answer: 2,
                explanation: Text::default(),
            })
        );
        assert_eq!(
            Draft::from_path(&p, crate::rope::base::i18n::Lang::En)
                .check()
                .unwrap(),
            p
        );
        // Reorder: step 2 up becomes step 1.
        assert_eq!(d.move_step(1, true), 0);
        assert_eq!(d.steps[0].title, "Two");
        assert_eq!(d.move_step(0, true), 0);
        assert_eq!(d.move_step(1, false), 1);
        // The built-in tour and the examples edit and read back unchanged.
        assert_eq!(
            Draft::from_path(&builtin(), crate::rope::base::i18n::Lang::En)
                .check()
                .unwrap()
                .steps,
            builtin().steps
        );
        let y = Path::parse(include_str!("../../../www/paths/yarn.json")).unwrap();
        assert_eq!(
            Draft::from_path(&y, crate::rope::base::i18n::Lang::En)
                .check()
                .unwrap(),
            y
        );
        assert_eq!(inline(" {\"a\"}"), Inline::Json(" {\"a\"}"));
        assert_eq!(inline("eJzL"), Inline::Packed("eJzL"));
    }

    /// The schema in docs/ lists the same views, computed answers, version and limits as the
    /// core.
    #[test]
    fn the_documented_schema_follows_the_core() {
        let schema = json::parse(include_str!("../../../docs/path-schema.json")).unwrap();
        let names = |v: &Value| -> Vec<String> {
            match v {
                Value::Array(a) => a
                    .iter()
                    .filter_map(|x| x.as_str().map(String::from))
                    .collect(),
                _ => Vec::new(),
            }
        };
        let defs = schema.get("$defs").unwrap();
        let step = defs.get("step").unwrap().get("properties").unwrap();
        let views = names(
            step.get("views")
                .unwrap()
                .get("items")
                .unwrap()
                .get("enum")
                .unwrap(),
        );
        let drawn: Vec<String> = View::ALL
            .iter()
            .filter(|v| v.in_paths())
            .map(|v| v.as_str().to_string())
            .collect();
        assert_eq!(views, drawn);
        let kinds = match step.get("question").unwrap().get("oneOf").unwrap() {
            Value::Array(a) => a.clone(),
            _ => panic!(),
        };
        let computed = kinds
            .iter()
            .find(|k| {
                k.get("properties")
                    .and_then(|p| p.get("kind"))
                    .and_then(|k| k.get("const"))
                    .and_then(Value::as_str)
                    == Some("computed")
            })
            .unwrap();
        let listed = names(
            computed
                .get("properties")
                .unwrap()
                .get("answer")
                .unwrap()
                .get("enum")
                .unwrap(),
        );
        let core: Vec<String> = all_computed().map(|c| c.name.to_string()).collect();
        assert_eq!(listed, core);
        let top = schema.get("properties").unwrap();
        assert_eq!(
            top.get("ropescope_path")
                .unwrap()
                .get("const")
                .unwrap()
                .as_f64(),
            Some(VERSION as f64)
        );
        assert_eq!(
            top.get("steps").unwrap().get("maxItems").unwrap().as_f64(),
            Some(MAX_PATH_STEPS as f64)
        );
        let text = defs.get("text").unwrap().get("description").unwrap();
        assert!(
            text.as_str()
                .unwrap()
                .contains(&format!("at most {MAX_PLACEHOLDERS} ")),
            "{text:?}"
        );
        // A text and a title: a string or a language map, each with the core's limit.
        for (def, max) in [("text", MAX_TEXT), ("title", MAX_TITLE)] {
            let Some(Value::Array(one_of)) = defs.get(def).unwrap().get("oneOf") else {
                panic!("{def}: a string or a map")
            };
            assert_eq!(one_of.len(), 2, "{def}");
            assert_eq!(
                one_of[0].get("type").and_then(Value::as_str),
                Some("string")
            );
            assert_eq!(
                one_of[0].get("maxLength").and_then(Value::as_f64),
                Some(max as f64)
            );
            assert_eq!(
                one_of[1]
                    .get("additionalProperties")
                    .and_then(|p| p.get("maxLength"))
                    .and_then(Value::as_f64),
                Some(max as f64)
            );
        }
        let languages = defs.get("languages").unwrap();
        assert_eq!(
            languages.get("minProperties").and_then(Value::as_f64),
            Some(1.0)
        );
        for lang in Lang::ALL {
            assert!(
                languages
                    .get("description")
                    .and_then(Value::as_str)
                    .unwrap()
                    .contains(lang.code()),
                "{lang:?}"
            );
        }
        assert_eq!(
            top.get("title")
                .unwrap()
                .get("$ref")
                .and_then(Value::as_str),
            Some("#/$defs/title")
        );
        assert_eq!(
            step.get("title")
                .unwrap()
                .get("$ref")
                .and_then(Value::as_str),
            Some("#/$defs/title")
        );
    }

    #[test]
    fn placeholder_syntax() {
        assert!(placeholders("no braces").unwrap().is_empty());
        assert_eq!(placeholders("{score} and {wavelength:2}").unwrap().len(), 2);
        assert!(placeholders("{score").is_err());
        assert!(placeholders("score}").is_err());
        assert!(placeholders("{wavelength}").is_err());
        assert!(placeholders("{score:1}").is_err());
        assert!(placeholders("{wavelength:x}").is_err());
        assert!(placeholders("{tour:nope}").is_err());
        assert!(placeholders("{tour:clock-hands}").is_ok());
        // Every listed placeholder gives a value in the default state.
        let s = scene("");
        for p in PLACEHOLDERS {
            let text = if p.pair {
                format!("{{{}:0}}", p.name)
            } else {
                format!("{{{}}}", p.name)
            };
            let found = placeholders(&text).unwrap();
            assert!(value(&found[0], &s).is_some(), "{}", p.name);
        }
    }

    #[test]
    fn outlines_round_trip_and_the_builtin_one_is_the_tours() {
        assert_eq!(builtin().outline(), Outline::builtin());
        let p = Path::parse(GOOD).unwrap();
        let o = Outline {
            title: String::new(),
            ..p.outline()
        };
        assert_eq!(Outline::from_query(&o.to_query()), Some(o.clone()));
        assert_eq!(o.config(0), Some(p.steps[0].config()));
        assert_eq!(o.config(9), None);
        assert_eq!(Outline::from_query("id=x&views=score"), None);
        assert_eq!(Outline::from_query("id=x&state=&views=nope"), None);
        let b = Outline::builtin();
        let read = Outline::from_query(&b.to_query()).unwrap();
        assert_eq!((read.id, read.steps), (b.id, b.steps));
    }

    /// The tour is a path: its JSON reads back, and its steps show exactly the tour's texts.
    #[test]
    fn the_builtin_tour_is_a_path() {
        let p = builtin();
        assert_eq!(p.steps.len(), tour::STEPS.len());
        let again = Path::parse(&p.to_json()).unwrap();
        assert_eq!(again.steps, p.steps);
        for (st, tst) in p.steps.iter().zip(tour::STEPS) {
            let s = Scene::new(&st.config());
            assert_eq!(st.text(&s), tst.notice(&s).text());
            let shown = st.question.as_ref().unwrap().shown(&s);
            let q = tst.question(&s);
            assert_eq!(shown.expect, Expect::Choice(q.answer));
            assert_eq!(shown.choices.len(), q.choices.len());
            assert_eq!(st.config(), tst.config());
        }
    }

    #[test]
    fn the_example_paths_are_valid() {
        for text in [
            include_str!("../../../www/paths/decay-and-distance.json"),
            include_str!("../../../www/paths/yarn.json"),
        ] {
            let p = Path::parse(text).unwrap_or_else(|e| panic!("{}", en(&describe(&e))));
            assert!(p.questions() >= 2);
            for st in &p.steps {
                let s = Scene::new(&st.config());
                assert!(!st.text(&s).contains("n/a"), "{}", st.id);
            }
        }
    }

    /// Every number a number question may ask for is either a setting (in the controls) or has
    /// the readouts that show it, each hideable; a number question hides them by default, on any
    /// view, and the teacher's own `hide` wins.
    #[test]
    fn a_number_question_hides_every_readout_that_shows_its_answer() {
        let numbers: Vec<&str> = PLACEHOLDERS
            .iter()
            .filter(|p| p.kind != Kind::Words)
            .map(|p| p.name)
            .collect();
        let listed: Vec<&str> = ANSWERED_BY.iter().map(|a| a.0).collect();
        assert_eq!(listed, numbers);
        for (_, readouts) in ANSWERED_BY {
            for r in *readouts {
                assert_eq!(views::readout(r), Some(*r), "{r}");
            }
        }
        assert_eq!(
            answered_by("score"),
            &[
                "score-total",
                "shifted-score",
                "latent-parts",
                "distance-scores"
            ]
        );
        assert!(answered_by(" angle:3 ").contains(&"dial-angles"));
        assert!(answered_by("speed:0").contains(&"heatmap-angles"));
        assert!(answered_by("base").is_empty() && answered_by("nonsense").is_empty());
        let q = |views: &str, hide: &str| {
            Path::parse(&format!(
                r#"{{"ropescope_path": 1, "title": "N", "steps": [
                {{"title": "a", "state": "", "views": [{views}], "text": "t", {hide}
                 "question": {{"kind": "number", "prompt": "The score?", "answer": "score", "tolerance": 0.01}}}}]}}"#
            ))
            .unwrap()
        };
        // On the score view: the total is hidden with the view's other readouts.
        let score_shown_by = vec![
            "score-total",
            "shifted-score",
            "latent-parts",
            "distance-scores",
        ];
        let with = |more: &[&'static str]| {
            let mut v = score_shown_by.clone();
            v.extend(more);
            v
        };
        assert_eq!(
            q(r#""score""#, "").steps[0].hidden(),
            with(&["score-pairs"])
        );
        // On another view: the total, shown further down the page, is hidden too.
        assert_eq!(
            q(r#""compasses""#, "").steps[0].hidden(),
            with(&["dial-angles"])
        );
        // The editor offers (and ticks) the same readouts.
        for views in [r#""score""#, r#""compasses", "frequencies""#] {
            let p = q(views, "");
            let d = Draft::from_path(&p, crate::rope::base::i18n::Lang::En);
            assert_eq!(d.steps[0].default_hide(), p.steps[0].hidden(), "{views}");
        }
        // The teacher's list adds to what shows the answer; it never lets one through.
        assert_eq!(
            q(r#""score""#, r#""hide": [],"#).steps[0].hidden(),
            with(&[])
        );
        assert_eq!(
            q(r#""score""#, r#""hide": ["score-pairs"],"#).steps[0].hidden(),
            with(&["score-pairs"])
        );
    }

    /// A step's `hide` names readouts the page hides while its question is open: read,
    /// checked against the list, written back; a tour question brings its step's own.
    #[test]
    fn a_step_hides_the_readouts_that_answer_its_question() {
        let p = Path::parse(r#"{"ropescope_path": 1, "title": "H", "steps": [
            {"title": "a", "state": "", "views": ["score"], "text": "t", "hide": ["score-pairs"],
             "question": {"kind": "computed", "prompt": "Which pair?", "answer": "top_pair"}},
            {"title": "b", "state": "", "views": ["invariance"], "text": "t",
             "question": {"kind": "tour", "id": "only-distance"}},
            {"title": "c", "state": "", "views": ["score"], "text": "t", "hide": ["score-pairs"]}]}"#)
        .unwrap();
        assert_eq!(p.steps[0].hidden(), vec!["score-pairs"]);
        assert_eq!(p.steps[1].hidden(), vec!["shifted-score"]);
        // No question, nothing to give away.
        assert!(p.steps[2].hidden().is_empty());
        // A question without "hide": the readouts of the step's views; "hide": [] none.
        let q = |hide: &str| {
            Path::parse(&format!(
                r#"{{"ropescope_path": 1, "title": "H", "steps": [
                {{"title": "a", "state": "", "views": ["score", "invariance", "compasses"], "text": "t", {hide}
                 "question": {{"kind": "choice", "prompt": "?", "choices": ["x", "y"], "answer": 0}}}}]}}"#
            ))
            .unwrap()
        };
        let default = q("");
        assert_eq!(default.steps[0].hide, None);
        assert_eq!(
            default.steps[0].hidden(),
            vec!["dial-angles", "score-total", "score-pairs", "shifted-score"]
        );
        assert!(!default.to_json().contains("hide"));
        let none = q(r#""hide": [],"#);
        assert!(none.steps[0].hidden().is_empty());
        assert!(
            none.to_json().contains(r#""hide":[]"#),
            "{}",
            none.to_json()
        );
        for p in [default, none] {
            assert_eq!(Path::parse(&p.to_json()).unwrap(), p);
            assert_eq!(
                Draft::from_path(&p, crate::rope::base::i18n::Lang::En)
                    .check()
                    .unwrap(),
                p
            );
        }
        assert_eq!(Path::parse(&p.to_json()).unwrap(), p);
        assert_eq!(
            Draft::from_path(&p, crate::rope::base::i18n::Lang::En)
                .check()
                .unwrap(),
            p
        );
        let bad = Path::parse(
            r#"{"ropescope_path": 1, "title": "H", "steps": [
            {"title": "a", "state": "", "views": ["score"], "text": "t", "hide": ["bars"]}]}"#,
        )
        .unwrap_err();
        assert!(
            bad[0].field == "hide" && en(&bad[0].message).contains("score-pairs"),
            "{bad:?}"
        );
        // The schema in docs/ lists the same readouts.
        let schema = json::parse(include_str!("../../../docs/path-schema.json")).unwrap();
        let listed = schema
            .get("$defs")
            .and_then(|d| d.get("step"))
            .and_then(|s| s.get("properties"))
            .and_then(|p| p.get("hide"))
            .and_then(|h| h.get("items"))
            .and_then(|i| i.get("enum"))
            .map(json::to_string);
        let core: Vec<Value> = views::READOUTS.iter().map(|r| r.0.into()).collect();
        assert_eq!(listed, Some(json::to_string(&Value::Array(core))));
        // The built-in tour: the steps the issue names hide a readout of their own view.
        let tour = builtin();
        for (id, _) in [
            ("score-sum", 3),
            ("only-distance", 4),
            ("fast-and-slow", 8),
            ("trained-context", 9),
            ("image-patches", 14),
            ("latent-split", 15),
        ] {
            let st = tour.steps.iter().find(|s| s.id == id).unwrap();
            let hidden = st.hidden();
            assert!(!hidden.is_empty(), "{id}");
            for h in hidden {
                let (_, view, _) = views::READOUTS.iter().find(|r| r.0 == h).unwrap();
                assert!(st.views.contains(view), "{id}: {h}");
            }
        }
    }
}
