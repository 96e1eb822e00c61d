//! The page module's own Fluent formatter: the page's message files (`www/locales/<lang>/page/`)
//! read with fluent-syntax's parser (the same parser fluent-bundle uses, so a file means the same
//! thing to both) and formatted by a small interpreter of exactly what those files use: text,
//! variables, string and number literals, message references (with attributes) and select
//! expressions on a variable (numbers, their plural categories under the rules of English,
//! Spanish and Chinese, and words).
//!
//! Why not fluent-bundle: its runtime (the resolver, `intl_pluralrules` with the plural rules of
//! every locale, language tags and their negotiation, the memoizer) cost the page module 19 KiB
//! gzip (357.6 -> 338.6 KiB), and the page needs none of what it adds. The on-demand module, whose files use
//! more of Fluent, keeps fluent-bundle. A native test (`tests/fluent_lite.rs`) formats every
//! page message in every language both ways with representative variables and asserts the same
//! text, and checks the plural categories against `intl_pluralrules`. A construct the
//! interpreter does not know (a term, a function, a select on something but a variable) is a
//! load error naming the file and the message, which that test turns into a failure.

use std::ops::Range;
use std::sync::OnceLock;

use fluent_syntax::ast;

/// A variable's value, as [`Messages`](super::i18n::Messages) hands it over: words, or a number
/// as the core printed it.
#[derive(Debug, Clone, Copy)]
pub enum Value<'a> {
    Text(&'a str),
    Num(&'a str),
}

#[derive(Debug)]
enum Piece {
    Text(String),
    Var(String),
    Ref(String, Option<String>),
    Select {
        var: String,
        variants: Vec<(Key, Vec<Piece>)>,
        default: usize,
    },
}

#[derive(Debug)]
enum Key {
    Name(String),
    Num(f64, Option<usize>),
}

#[derive(Debug)]
struct Entry {
    value: Option<Vec<Piece>>,
    attrs: Vec<(String, Vec<Piece>)>,
}

/// One message's place in the text, read when first asked for.
#[derive(Debug)]
struct Slot {
    id: Range<usize>,
    chunk: Range<usize>,
    entry: OnceLock<Option<Entry>>,
}

/// One language's page messages. The files are indexed at start (each message's id and lines,
/// found by a scan for the lines that start an entry) and a message is parsed the first time it
/// is formatted: parsing every file before the first paint was up to a tenth of the page's
/// start-up work in a profile (docs/performance.md), and a message never shown (an error, a
/// hint of a closed box) is never parsed. A message parsed on its own reads as in its file:
/// Fluent entries start at the margin (a message's other lines are indented), and its parser
/// resumes after an error at the next such line, which is where a chunk ends. (Fluent would
/// also let a placeable's inner lines start at the margin; no page file does, and
/// `tests/fluent_lite.rs` fails if one ever does.)
#[derive(Debug)]
pub struct Catalogue {
    plural: Plural,
    text: String,
    /// Sorted by id.
    slots: Vec<Slot>,
}

/// Fluent's number as it prints: Rust's shortest digits, padded with zeros to `fraction`
/// digits after the point (fluent-bundle's `FluentNumber::as_string`).
fn as_string(value: f64, fraction: Option<usize>) -> String {
    let mut s = value.to_string();
    if let Some(f) = fraction {
        match s.find('.') {
            Some(p) => {
                let have = s.len() - p - 1;
                s.extend(std::iter::repeat_n('0', f.saturating_sub(have)));
            }
            None => {
                s.push('.');
                s.extend(std::iter::repeat_n('0', f));
            }
        }
    }
    s
}

/// A number literal's value and digits after the point (fluent-bundle's `FluentNumber::from_str`).
fn number_literal(s: &str) -> Option<(f64, Option<usize>)> {
    let v = s.parse::<f64>().ok()?;
    Some((v, s.find('.').map(|p| s.len() - p - 1)))
}

/// What a printed number selects as: a number (value and digits after the point) when Fluent's
/// own printing of it gives the same text (as `i18n::number` decides), else words.
fn as_number(printed: &str) -> Option<(f64, Option<usize>)> {
    let (v, f) = number_literal(printed)?;
    (as_string(v, f) == printed).then_some((v, f))
}

/// A language's cardinal plural rule (CLDR's, as `intl_pluralrules` has it), among those the
/// page's languages use (`i18n::Lang::plural` picks one per language).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Plural {
    /// "one" for 1 shown without decimals (English: `i = 1 and v = 0`).
    OneForWholeOne,
    /// "one" for the value 1 however shown (Spanish: `n = 1`).
    OneForOne,
    /// No plural forms (Chinese).
    OtherOnly,
}

/// The plural category of a number under `rule`: `value` and the digits it shows after the
/// point.
pub fn plural(rule: Plural, value: f64, fraction: Option<usize>) -> &'static str {
    let n = value.abs();
    let i = n as u64;
    let v = fraction.unwrap_or(0);
    let one = match rule {
        Plural::OneForWholeOne => i == 1 && v == 0,
        Plural::OneForOne => n == 1.0,
        Plural::OtherOnly => false,
    };
    if one {
        "one"
    } else {
        "other"
    }
}

fn unsupported(id: &str, what: &str) -> String {
    // i18n: developer report
    format!("{id}: {what} is not read by the page's formatter (use it in a parts file)")
}

fn pattern(p: &ast::Pattern<&str>, id: &str, errors: &mut Vec<String>) -> Vec<Piece> {
    let mut out = Vec::new();
    for el in &p.elements {
        match el {
            ast::PatternElement::TextElement { value } => out.push(Piece::Text(value.to_string())),
            ast::PatternElement::Placeable { expression } => {
                out.push(expression_piece(expression, id, errors))
            }
        }
    }
    out
}

fn expression_piece(e: &ast::Expression<&str>, id: &str, errors: &mut Vec<String>) -> Piece {
    match e {
        ast::Expression::Inline(i) => inline(i, id, errors),
        ast::Expression::Select { selector, variants } => {
            let ast::InlineExpression::VariableReference { id: var } = selector else {
                // i18n: developer report
                errors.push(unsupported(id, "a select on something but a variable"));
                return Piece::Text(String::new());
            };
            let mut default = 0;
            let variants = variants
                .iter()
                .enumerate()
                .map(|(k, v)| {
                    if v.default {
                        default = k;
                    }
                    let key = match v.key {
                        ast::VariantKey::Identifier { name } => Key::Name(name.to_string()),
                        ast::VariantKey::NumberLiteral { value } => match number_literal(value) {
                            Some((n, f)) => Key::Num(n, f),
                            None => Key::Name(value.to_string()),
                        },
                    };
                    (key, pattern(&v.value, id, errors))
                })
                .collect();
            Piece::Select {
                var: var.name.to_string(),
                variants,
                default,
            }
        }
    }
}

fn inline(e: &ast::InlineExpression<&str>, id: &str, errors: &mut Vec<String>) -> Piece {
    use ast::InlineExpression as I;
    match e {
        I::StringLiteral { value } => {
            Piece::Text(fluent_syntax::unicode::unescape_unicode_to_string(value).into_owned())
        }
        I::NumberLiteral { value } => Piece::Text(match number_literal(value) {
            Some((n, f)) => as_string(n, f),
            None => value.to_string(),
        }),
        I::VariableReference { id } => Piece::Var(id.name.to_string()),
        I::MessageReference { id, attribute } => Piece::Ref(
            id.name.to_string(),
            attribute.as_ref().map(|a| a.name.to_string()),
        ),
        I::Placeable { expression } => expression_piece(expression, id, errors),
        I::TermReference { .. } => {
            errors.push(unsupported(id, "a term"));
            Piece::Text(String::new())
        }
        I::FunctionReference { .. } => {
            errors.push(unsupported(id, "a function"));
            Piece::Text(String::new())
        }
    }
}

/// Nested message references deeper than this are a cycle: fluent-bundle stops them too.
const MAX_DEPTH: usize = 16;

/// `name = ...` at the margin: a message's id.
fn message_id(line: &str) -> Option<usize> {
    let first = line.bytes().next()?;
    if !first.is_ascii_alphabetic() {
        return None;
    }
    Some(
        line.bytes()
            .take_while(|b| b.is_ascii_alphanumeric() || *b == b'_' || *b == b'-')
            .count(),
    )
}

/// Parses one message's lines.
fn parse_entry(chunk: &str, errors: &mut Vec<String>) -> Option<Entry> {
    let resource = match fluent_syntax::parser::parse_runtime(chunk) {
        Ok(r) => r,
        Err((r, errs)) => {
            for e in errs {
                errors.push(format!("syntax error {e:?}")); // i18n: developer report
            }
            r
        }
    };
    resource.body.iter().find_map(|entry| match entry {
        ast::Entry::Message(m) => {
            let id = m.id.name;
            let value = m.value.as_ref().map(|p| pattern(p, id, errors));
            let attrs = m
                .attributes
                .iter()
                .map(|a| (a.id.name.to_string(), pattern(&a.value, id, errors)))
                .collect();
            Some(Entry { value, attrs })
        }
        _ => None,
    })
}

impl Catalogue {
    /// Indexes `sources` (file name, Fluent text); what it finds wrong while indexing (a term,
    /// a message defined twice) is returned. [`check`] reads every message too.
    pub fn new(plural: Plural, sources: &[(&str, &str)]) -> (Catalogue, Vec<String>) {
        let mut text = String::new();
        let mut slots: Vec<(usize, Slot)> = Vec::new();
        let mut errors = Vec::new();
        for (file, (name, source)) in sources.iter().enumerate() {
            let mut open: Option<Slot> = None;
            for line in source.split_inclusive('\n') {
                let at = text.len();
                text.push_str(line);
                let starts =
                    line.starts_with(|c: char| c.is_ascii_alphabetic() || c == '-' || c == '#');
                if starts {
                    slots.extend(open.take().map(|s| (file, s)));
                    if let Some(n) = message_id(line) {
                        open = Some(Slot {
                            id: at..at + n,
                            chunk: at..at,
                            entry: OnceLock::new(),
                        });
                    } else if line.starts_with('-') {
                        // i18n: developer report
                        errors.push(format!(
                            "{name}: {}",
                            unsupported(line.trim_end(), "a term")
                        ));
                    }
                }
                if let Some(s) = &mut open {
                    s.chunk.end = text.len();
                }
            }
            slots.extend(open.take().map(|s| (file, s)));
            if !text.ends_with('\n') {
                text.push('\n');
            }
        }
        // Sorted by id, a message's first definition first (the one fluent-bundle keeps).
        slots.sort_by(|(fa, a), (fb, b)| {
            text[a.id.clone()].cmp(&text[b.id.clone()]).then(fa.cmp(fb))
        });
        let mut kept: Vec<Slot> = Vec::with_capacity(slots.len());
        for (file, slot) in slots {
            if kept
                .last()
                .is_some_and(|k| text[k.id.clone()] == text[slot.id.clone()])
            {
                let (name, id) = (sources[file].0, &text[slot.id.clone()]);
                // i18n: developer report
                errors.push(format!("{name}: {id} is defined twice"));
                continue;
            }
            kept.push(slot);
        }
        (
            Catalogue {
                plural,
                text,
                slots: kept,
            },
            errors,
        )
    }

    fn slot(&self, id: &str) -> Option<&Slot> {
        self.slots
            .binary_search_by(|s| self.text[s.id.clone()].cmp(id))
            .ok()
            .map(|k| &self.slots[k])
    }

    fn entry(&self, id: &str) -> Option<&Entry> {
        let slot = self.slot(id)?;
        slot.entry
            .get_or_init(|| parse_entry(&self.text[slot.chunk.clone()], &mut Vec::new()))
            .as_ref()
    }

    /// Whether message `id` is here.
    pub fn has(&self, id: &str) -> bool {
        self.slot(id).is_some()
    }

    /// Message `id`'s value with `args`; `None` if there is no such message or it has no value.
    pub fn format(&self, id: &str, args: &[(&str, Value<'_>)]) -> Option<String> {
        let value = self.entry(id)?.value.as_ref()?;
        let mut out = String::new();
        self.write(value, args, &mut out, 0);
        Some(out)
    }

    /// Attribute `attr` of message `id`, without variables.
    pub fn attr(&self, id: &str, attr: &str) -> Option<String> {
        let p = self.attribute(self.entry(id)?, attr)?;
        let mut out = String::new();
        self.write(p, &[], &mut out, 0);
        Some(out)
    }

    fn attribute<'a>(&self, e: &'a Entry, attr: &str) -> Option<&'a [Piece]> {
        e.attrs
            .iter()
            .find(|(a, _)| a == attr)
            .map(|(_, p)| p.as_slice())
    }

    fn write(&self, pieces: &[Piece], args: &[(&str, Value<'_>)], out: &mut String, depth: usize) {
        let arg = |name: &str| args.iter().find(|(k, _)| *k == name).map(|(_, v)| *v);
        for piece in pieces {
            match piece {
                Piece::Text(t) => out.push_str(t),
                Piece::Var(name) => match arg(name) {
                    Some(Value::Text(t) | Value::Num(t)) => out.push_str(t),
                    None => {
                        out.push_str("{$");
                        out.push_str(name);
                        out.push('}');
                    }
                },
                Piece::Ref(id, attr) => {
                    let target = self.entry(id).and_then(|e| match attr {
                        Some(a) => self.attribute(e, a),
                        None => e.value.as_deref(),
                    });
                    match target {
                        Some(p) if depth < MAX_DEPTH => self.write(p, args, out, depth + 1),
                        _ => {
                            out.push('{');
                            out.push_str(id);
                            if let Some(a) = attr {
                                out.push('.');
                                out.push_str(a);
                            }
                            out.push('}');
                        }
                    }
                }
                Piece::Select {
                    var,
                    variants,
                    default,
                } => {
                    let chosen = arg(var)
                        .and_then(|v| variants.iter().position(|(k, _)| self.matches(k, v)))
                        .unwrap_or(*default);
                    if let Some((_, p)) = variants.get(chosen) {
                        self.write(p, args, out, depth);
                    }
                }
            }
        }
    }

    /// fluent-bundle's `FluentValue::matches`: words match a key of the same name; a number
    /// matches a number key of the same value and digits, or its plural category's name.
    fn matches(&self, key: &Key, v: Value<'_>) -> bool {
        let number = match v {
            Value::Num(p) => as_number(p),
            Value::Text(_) => None,
        };
        match (key, v, number) {
            (Key::Num(k, kf), _, Some((n, f))) => *k == n && *kf == f,
            (Key::Name(k), _, Some((n, f))) => plural(self.plural, n, f) == k,
            (Key::Name(k), Value::Text(t) | Value::Num(t), None) => k == t,
            (Key::Num(..), _, None) => false,
        }
    }
}

/// Every problem of `sources` for the page's formatter: what [`Catalogue::new`] finds, and every
/// message parsed (syntax errors, constructs it does not format). The tests fail on any.
pub fn check(plural: Plural, sources: &[(&str, &str)]) -> Vec<String> {
    let (c, mut errors) = Catalogue::new(plural, sources);
    for slot in &c.slots {
        let id = &c.text[slot.id.clone()];
        let mut errs = Vec::new();
        if parse_entry(&c.text[slot.chunk.clone()], &mut errs).is_none() {
            errs.push(format!("{id}: not read")); // i18n: developer report
        }
        errors.extend(errs.into_iter().map(|e| format!("{id}: {e}")));
    }
    errors
}
