//! What a placeholder of a guided path gives, and the texts that cite numbers: shared by the
//! path engine (`path`) and the built-in tour's steps (`tour`), which register placeholders and
//! computed questions of their own. Below both, so that neither imports the other's internals
//! back.

use crate::msg;
use crate::rope::base::i18n::{en, Arg, Msg};
use crate::rope::view::num;

/// What a placeholder gives.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A real number (three significant digits).
    Number,
    /// A whole number (a count, a position, a pair index).
    Count,
    /// Words (a token, a method's name, a built-in text).
    Words,
}

/// One entry of the placeholder list: `{name}` or, with `pair`, `{name:i}` for pair i (from 0).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PlaceholderInfo {
    pub name: &'static str,
    pub pair: bool,
    pub kind: Kind,
    /// What it gives, for the documentation and the authoring mode's list: a message id
    /// (`path-ph-<name>`), formatted where shown.
    pub meaning: &'static str,
}

pub const fn ph(
    name: &'static str,
    pair: bool,
    kind: Kind,
    meaning: &'static str,
) -> PlaceholderInfo {
    PlaceholderInfo {
        name,
        pair,
        kind,
        meaning,
    }
}

/// The computed answers of a "which pair" or "which method" question: the core works out the
/// right choice (and offers the choices) for the state on screen.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ComputedInfo {
    pub name: &'static str,
    /// `pair` or `method`.
    pub kind: &'static str,
    /// What it computes: a message id (`path-computed-<name>`), formatted where shown.
    pub meaning: &'static str,
}

/// A value a placeholder gives for a scene.
#[derive(Debug, Clone, PartialEq)]
pub enum Computed {
    Number(f64),
    Count(u64),
    /// A whole number that may be negative (m − n).
    Signed(i64),
    Words(String),
    /// A number printed exactly as a view prints it (the compasses table's degrees).
    Printed {
        printed: String,
        value: f64,
    },
    /// A sub-text: messages with the numbers they cite (a token in quotes, a list of pairs, a
    /// clause that depends on the state), in the learner's language where shown.
    Cited(Cited),
}

impl Computed {
    /// As text in a sentence.
    pub fn text(&self) -> String {
        match self {
            Computed::Number(v) => three_digits(*v),
            Computed::Count(c) => c.to_string(),
            Computed::Signed(c) => c.to_string(),
            Computed::Words(w) => w.clone(),
            Computed::Printed { printed, .. } => printed.clone(),
            Computed::Cited(c) => c.text(),
        }
    }

    /// As a message variable: a number keeps its printed digits (`digits` after the point
    /// for a real number, else three significant digits) and its value (for selectors).
    pub fn arg(&self, digits: Option<usize>) -> Arg {
        match self {
            Computed::Number(v) => Arg::num(
                digits.map_or_else(|| three_digits(*v), |d| prose(*v, d)),
                *v,
            ),
            Computed::Count(c) => Arg::num(c.to_string(), *c as f64),
            Computed::Signed(c) => Arg::num(c.to_string(), *c as f64),
            Computed::Words(w) => Arg::Text(w.clone()),
            Computed::Printed { printed, value } => Arg::num(printed.clone(), *value),
            Computed::Cited(c) => match c.msgs.as_slice() {
                [one] => Arg::Msg(Box::new(one.clone())),
                many => Arg::Sentences(many.to_vec()),
            },
        }
    }

    /// The numbers it prints, as printed (what a test reads against the views).
    pub fn cited(&self, digits: Option<usize>) -> Vec<String> {
        match self {
            Computed::Words(_) => Vec::new(),
            Computed::Cited(c) => c.numbers.clone(),
            _ => match self.arg(digits) {
                Arg::Num { printed, .. } => vec![printed],
                _ => Vec::new(),
            },
        }
    }

    /// As a number (a question's answer).
    pub fn number(&self) -> Option<f64> {
        match self {
            Computed::Number(v) => Some(*v),
            Computed::Count(c) => Some(*c as f64),
            Computed::Signed(c) => Some(*c as f64),
            Computed::Printed { value, .. } => Some(*value),
            Computed::Words(_) | Computed::Cited(_) => None,
        }
    }
}

/// Three significant digits (as the tour prints them).
pub fn three_digits(v: f64) -> String {
    let digits = if v == 0.0 || !v.is_finite() {
        2
    } else {
        (2 - v.abs().log10().floor() as i64).clamp(0, 6) as usize
    };
    prose(v, digits)
}

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
    pub(crate) fn m(id: &'static str) -> Cited {
        Cited {
            msgs: vec![Msg::new(id)],
            numbers: Vec::new(),
        }
    }

    /// The last message with variable `name` set to `value`.
    pub(crate) fn set(mut self, name: &'static str, value: Arg) -> Cited {
        if let Some(m) = self.msgs.last_mut() {
            m.args.push((name.into(), value));
        }
        self
    }

    /// A computed real number, `digits` after the point (see [`prose`]).
    pub(crate) fn n(self, name: &'static str, v: f64, digits: usize) -> Cited {
        self.number(name, prose(v, digits), v)
    }

    /// A computed whole number (a count, a position, a pair index).
    pub(crate) fn i(self, name: &'static str, v: impl Into<u64>) -> Cited {
        let v = v.into();
        self.number(name, v.to_string(), v as f64)
    }

    pub(crate) fn number(mut self, name: &'static str, printed: String, value: f64) -> Cited {
        self.numbers.push(printed.clone());
        self.set(name, Arg::num(printed, value))
    }

    /// Words that are data, not ours (a token's text, a model's name: they may hold digits
    /// that are not numbers we cite), or a selector's key (`yes`, `no`).
    pub(crate) fn t(self, name: &'static str, text: &str) -> Cited {
        self.set(name, Arg::Text(text.to_string()))
    }

    /// Another text inside the last message (a clause, a list), with its numbers.
    pub(crate) fn c(mut self, name: &'static str, inner: Cited) -> Cited {
        self.numbers.extend(inner.numbers);
        let value = match <[Msg; 1]>::try_from(inner.msgs) {
            Ok([one]) => Arg::Msg(Box::new(one)),
            Err(many) => Arg::Sentences(many),
        };
        self.set(name, value)
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
