//! Words as data: every sentence a learner reads lives in Project Fluent message files,
//! `www/locales/<language>/<group>/<name>.ftl`, one set per language; the core computes numbers
//! and names a message ([`Msg`]: an id and its variables), never a sentence.
//!
//! Two groups, one per wasm module, so that each module carries (and, in another language,
//! fetches) only the words it shows: `page` (the page module: toolbar, settings, their errors,
//! the first views, the view registry's titles) and `parts` (the on-demand module: every other
//! view, the tour, paths, the lesson, the quiz, the mistakes, the lab, the editor). The parts
//! module loads both groups. English is compiled into each module (it is also the fallback of a
//! message another language lacks); another language's files are fetched before the module
//! mounts. `build.rs` lists the files ([`FILES`], [`ENGLISH`]).
//!
//! Numbers go in as variables, already printed by the core (a decimal point in every language,
//! as the field's papers write them): [`Arg::num`] keeps the printed digits and still lets a
//! message select on the value (plural forms, "keeps its speed" against "is slowed x times").

use std::borrow::Cow;
use std::fmt;
use std::sync::{Arc, RwLock};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::types::{FluentNumber, FluentNumberOptions};
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};

use super::fluent_lite::{Catalogue, Plural, Value};

include!(concat!(env!("OUT_DIR"), "/locales.rs"));

/// A language ropescope speaks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Lang {
    #[default]
    En,
    ZhCn,
    Es,
}

impl Lang {
    /// Every language, English first (the source of every message).
    pub const ALL: [Lang; 3] = [Lang::En, Lang::ZhCn, Lang::Es];

    /// The BCP 47 tag: `lang=` in the address, `<html lang>`, the locale folder's name.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::ZhCn => "zh-CN",
            Lang::Es => "es",
        }
    }

    /// The language's name in itself (the language menu shows each in its own words).
    pub fn native_name(self) -> &'static str {
        match self {
            Lang::En => "English",
            Lang::ZhCn => "简体中文",
            Lang::Es => "Español",
        }
    }

    /// Reads a language tag: exact codes and their regional or script variants (`en-GB`,
    /// `es-419`, `zh`, `zh-Hans`, `zh-SG`). Traditional Chinese (`zh-TW`, `zh-HK`, `zh-Hant`)
    /// is not Simplified Chinese: `None`.
    pub fn parse(tag: &str) -> Option<Lang> {
        let tag = tag.trim().to_ascii_lowercase().replace('_', "-");
        let mut parts = tag.split('-');
        match parts.next()? {
            "en" => Some(Lang::En),
            "es" => Some(Lang::Es),
            "zh" => {
                let rest: Vec<&str> = parts.collect();
                if rest
                    .iter()
                    .any(|p| matches!(*p, "hant" | "tw" | "hk" | "mo"))
                {
                    None
                } else {
                    Some(Lang::ZhCn)
                }
            }
            _ => None,
        }
    }

    /// A number the core printed with thousands separators ("10,000") as this language groups
    /// digits: Spanish with a narrow no-break space ("10 000", the RAE's and ISO 80000's way:
    /// a comma there is the decimal sign, so "10,000" would read as ten), the others with
    /// commas. The decimal point stays a point in every language. Anything else as it is.
    pub fn grouped(self, printed: &str) -> Cow<'_, str> {
        let digits = printed.strip_prefix('-').unwrap_or(printed);
        let whole = digits.split('.').next().unwrap_or_default();
        let grouped = whole.contains(',')
            && whole.split(',').enumerate().all(|(i, g)| {
                g.chars().all(|c| c.is_ascii_digit())
                    && if i == 0 {
                        (1..=3).contains(&g.len())
                    } else {
                        g.len() == 3
                    }
            });
        match self {
            Lang::Es if grouped => Cow::Owned(printed.replace(',', "\u{202F}")),
            _ => Cow::Borrowed(printed),
        }
    }

    /// The language's cardinal plural rule, for the page's formatter (`fluent-bundle` has
    /// every language's; a new language needs its rule here).
    pub fn plural(self) -> Plural {
        match self {
            Lang::En => Plural::OneForWholeOne,
            Lang::Es => Plural::OneForOne,
            Lang::ZhCn => Plural::OtherOnly,
        }
    }

    /// The first of the browser's preferred languages ropescope speaks, else English.
    pub fn negotiate<S: AsRef<str>>(preferred: &[S]) -> Lang {
        preferred
            .iter()
            .find_map(|t| Lang::parse(t.as_ref()))
            .unwrap_or_default()
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

/// A message group: the files one wasm module carries.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Group {
    Page,
    Parts,
}

impl Group {
    pub fn folder(self) -> &'static str {
        match self {
            Group::Page => "page",
            Group::Parts => "parts",
        }
    }
}

/// A variable's value.
#[derive(Debug, Clone, PartialEq)]
pub enum Arg {
    /// Words (a token, a name, a model's id): shown as given.
    Text(String),
    /// A number as the core printed it, and its value (for a message's selectors).
    Num { printed: String, value: f64 },
    /// Another message, formatted first (a sentence inside a sentence).
    Msg(Box<Msg>),
    /// Messages joined by the language's sentence gap (`i18n-sentence-gap`: a space in English
    /// and Spanish, nothing in Chinese).
    Sentences(Vec<Msg>),
}

impl Arg {
    /// A number printed by the core (`printed`), selecting on `value`.
    pub fn num(printed: impl Into<String>, value: f64) -> Arg {
        Arg::Num {
            printed: printed.into(),
            value,
        }
    }
}

impl From<&str> for Arg {
    fn from(s: &str) -> Arg {
        Arg::Text(s.to_string())
    }
}
impl From<String> for Arg {
    fn from(s: String) -> Arg {
        Arg::Text(s)
    }
}
impl From<&String> for Arg {
    fn from(s: &String) -> Arg {
        Arg::Text(s.clone())
    }
}
impl From<Msg> for Arg {
    fn from(m: Msg) -> Arg {
        Arg::Msg(Box::new(m))
    }
}
impl From<Vec<Msg>> for Arg {
    fn from(m: Vec<Msg>) -> Arg {
        Arg::Sentences(m)
    }
}
macro_rules! whole_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            /// A count or a position: printed as a whole number.
            fn from(v: $t) -> Arg {
                Arg::Num { printed: v.to_string(), value: v as f64 }
            }
        }
    )*};
}
whole_args!(usize, u64, u32, u16, u8, i64, i32);

/// A message to show: its id in the message files and its variables. The core returns these;
/// the UI formats them in the learner's language ([`Messages::text`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Msg {
    pub id: Cow<'static, str>,
    pub args: Vec<(Cow<'static, str>, Arg)>,
}

impl Msg {
    pub fn new(id: impl Into<Cow<'static, str>>) -> Msg {
        Msg {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// This message with one more variable.
    pub fn arg(mut self, name: impl Into<Cow<'static, str>>, value: impl Into<Arg>) -> Msg {
        self.args.push((name.into(), value.into()));
        self
    }

    /// The variable `name`, if set.
    pub fn get(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(k, _)| k == name).map(|(_, v)| v)
    }
}

/// A message in English (logs, tests, native tools; the UI formats it in the learner's language).
impl fmt::Display for Msg {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&en(self))
    }
}

impl From<&'static str> for Msg {
    fn from(id: &'static str) -> Msg {
        Msg::new(id)
    }
}

/// `msg!("id", name = value, ...)`: a [`Msg`] with its variables (any `Into<Arg>`).
#[macro_export]
macro_rules! msg {
    ($id:expr $(, $name:ident = $value:expr)* $(,)?) => {
        $crate::rope::base::i18n::Msg::new($id)$(.arg(stringify!($name), $value))*
    };
}

/// The message files of one language and group, compiled in (English) or fetched.
pub type Sources<'a> = &'a [(&'a str, &'a str)];

/// Problems found while reading message files: `file: what`.
pub type LoadErrors = Vec<String>;

/// One language's messages, ready to format, with English behind them for a message the
/// language lacks (a new message not yet translated shows in English, never as its id).
pub struct Messages {
    lang: Lang,
    store: Box<dyn Store>,
    english: Option<Arc<Messages>>,
}

/// Where a [`Messages`] formats: fluent-bundle ([`Messages::new`]: native tools, tests, the
/// on-demand module) or the page module's small formatter ([`Messages::lite`]). Behind a trait
/// object so that a module links only the one it builds.
trait Store: Send + Sync {
    fn has(&self, id: &str) -> bool;
    fn format(&self, id: &str, args: &[(&str, Value<'_>)]) -> Option<String>;
    fn attr(&self, id: &str, attr: &str) -> Option<String>;
    /// The variables message `id` reads, with those of the messages it refers to (`None`:
    /// a store that cannot say).
    fn vars(&self, _id: &str) -> Option<Vars> {
        None
    }
}

impl Store for FluentBundle<FluentResource> {
    fn has(&self, id: &str) -> bool {
        self.has_message(id)
    }

    fn format(&self, id: &str, args: &[(&str, Value<'_>)]) -> Option<String> {
        let pattern = self.get_message(id)?.value()?;
        let mut fa = FluentArgs::new();
        for (name, value) in args {
            let v = match value {
                Value::Text(s) => FluentValue::String(Cow::Owned(s.to_string())),
                Value::Num(printed) => number(printed),
            };
            fa.set(name.to_string(), v);
        }
        let mut errors = Vec::new();
        Some(
            self.format_pattern(pattern, Some(&fa), &mut errors)
                .into_owned(),
        )
    }

    fn attr(&self, id: &str, attr: &str) -> Option<String> {
        let a = self.get_message(id)?.get_attribute(attr)?;
        let mut errors = Vec::new();
        Some(
            self.format_pattern(a.value(), None, &mut errors)
                .into_owned(),
        )
    }

    fn vars(&self, id: &str) -> Option<Vars> {
        let mut vars = Vars::default();
        let mut seen: Vec<String> = Vec::new();
        let mut todo = vec![id.to_string()];
        while let Some(next) = todo.pop() {
            if seen.contains(&next) || seen.len() > 16 {
                continue;
            }
            let m = self.get_message(&next)?;
            if let Some(p) = m.value() {
                pattern_vars(p, &mut vars);
                todo.extend(references(p));
            }
            for a in m.attributes() {
                pattern_vars(a.value(), &mut vars);
            }
            seen.push(next);
        }
        for v in [&mut vars.printed, &mut vars.selected] {
            v.sort();
            v.dedup();
        }
        Some(vars)
    }
}

impl Store for Catalogue {
    fn has(&self, id: &str) -> bool {
        Catalogue::has(self, id)
    }
    fn format(&self, id: &str, args: &[(&str, Value<'_>)]) -> Option<String> {
        Catalogue::format(self, id, args)
    }
    fn attr(&self, id: &str, attr: &str) -> Option<String> {
        Catalogue::attr(self, id, attr)
    }
}

impl fmt::Debug for Messages {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Messages({})", self.lang)
    }
}

fn langid(lang: Lang) -> unic_langid::LanguageIdentifier {
    lang.code()
        .parse()
        .unwrap_or_else(|_| unic_langid::LanguageIdentifier::default())
}

impl Messages {
    /// Reads `sources` (file name, Fluent text). A file with a syntax error keeps the messages
    /// it could read; every problem is returned (the i18n check and the tests fail on any).
    pub fn new(lang: Lang, sources: Sources<'_>) -> (Messages, LoadErrors) {
        let mut bundle = FluentBundle::new_concurrent(vec![langid(lang)]);
        // No Unicode isolation marks around variables: numbers and names are plain text here,
        // and the marks would break copying a number out of a sentence.
        bundle.set_use_isolating(false);
        let mut errors = Vec::new();
        for (name, text) in sources {
            let resource = match FluentResource::try_new(text.to_string()) {
                Ok(r) => r,
                Err((r, errs)) => {
                    for e in errs {
                        errors.push(format!("{name}: syntax error {e:?}")); // i18n: developer report
                    }
                    r
                }
            };
            if let Err(errs) = bundle.add_resource(resource) {
                for e in errs {
                    errors.push(format!("{name}: {e}"));
                }
            }
        }
        (
            Messages {
                lang,
                store: Box::new(bundle),
                english: None,
            },
            errors,
        )
    }

    /// Like [`Messages::new`], formatted by the page module's small formatter
    /// ([`fluent_lite`](super::fluent_lite)) instead of fluent-bundle: for the page's files.
    pub fn lite(lang: Lang, sources: Sources<'_>) -> (Messages, LoadErrors) {
        let (catalogue, errors) = Catalogue::new(lang.plural(), sources);
        (
            Messages {
                lang,
                store: Box::new(catalogue),
                english: None,
            },
            errors,
        )
    }

    /// This language with `english` behind it.
    pub fn with_fallback(mut self, english: Arc<Messages>) -> Messages {
        if self.lang != Lang::En {
            self.english = Some(english);
        }
        self
    }

    pub fn lang(&self) -> Lang {
        self.lang
    }

    /// Whether this language (not its fallback) has message `id`.
    pub fn has(&self, id: &str) -> bool {
        self.store.has(id)
    }

    /// The variables message `id` reads (with the messages it refers to), where known.
    pub fn vars(&self, id: &str) -> Option<Vars> {
        self.store.vars(id)
    }

    /// Whether `id` resolves here or in the fallback.
    pub fn knows(&self, id: &str) -> bool {
        self.has(id) || self.english.as_ref().is_some_and(|e| e.has(id))
    }

    /// Message `id` without variables.
    pub fn t(&self, id: &str) -> String {
        self.text(&Msg::new(id.to_string()))
    }

    /// The message formatted in this language (English if this language lacks it; the id in
    /// brackets if no file has it, which the tests look for).
    pub fn text(&self, m: &Msg) -> String {
        self.try_text(m).unwrap_or_else(|| format!("[{}]", m.id))
    }

    /// The message formatted, or `None` if neither this language nor English has it.
    pub fn try_text(&self, m: &Msg) -> Option<String> {
        self.format(m, None)
            .or_else(|| self.english.as_ref().and_then(|e| e.format(m, Some(self))))
    }

    /// Attribute `attr` of message `id` (`id.attr` in a file), e.g. a control's hint.
    pub fn attr(&self, id: &str, attr: &str) -> Option<String> {
        self.store
            .attr(id, attr)
            .or_else(|| self.english.as_ref().and_then(|e| e.attr(id, attr)))
    }

    /// Formats `m` with this bundle; nested messages resolve through `outer` (the language the
    /// learner reads) when this is its fallback.
    fn format(&self, m: &Msg, outer: Option<&Messages>) -> Option<String> {
        if !self.store.has(&m.id) {
            return None;
        }
        let top = outer.unwrap_or(self);
        // Nested messages first, in the learner's language.
        let words: Vec<Option<String>> = m
            .args
            .iter()
            .map(|(_, value)| match value {
                Arg::Text(_) | Arg::Num { .. } => None,
                Arg::Msg(inner) => Some(top.text(inner)),
                Arg::Sentences(list) => {
                    let gap = top
                        .try_text(&Msg::new("i18n-sentence-gap"))
                        .unwrap_or_else(|| " ".to_string());
                    let parts: Vec<String> = list.iter().map(|x| top.text(x)).collect();
                    Some(parts.join(&gap))
                }
            })
            .collect();
        // Numbers with thousands separators grouped as the language groups digits.
        let numbers: Vec<Option<Cow<'_, str>>> = m
            .args
            .iter()
            .map(|(_, value)| match value {
                Arg::Num { printed, .. } => Some(self.lang.grouped(printed)),
                _ => None,
            })
            .collect();
        let args: Vec<(&str, Value<'_>)> = m
            .args
            .iter()
            .zip(words.iter().zip(&numbers))
            .map(|((name, value), (w, n))| {
                let v = match (value, w, n) {
                    (_, Some(w), _) => Value::Text(w),
                    (Arg::Text(s), None, _) => Value::Text(s),
                    (Arg::Num { .. }, None, Some(n)) => Value::Num(n),
                    _ => Value::Text(""),
                };
                (name.as_ref(), v)
            })
            .collect();
        self.store.format(&m.id, &args)
    }
}

/// A number that prints exactly as the core printed it and selects on its value: Fluent's own
/// number when its printing gives the same digits, else the printed text (which then selects
/// as words, e.g. a power of ten).
fn number(printed: &str) -> FluentValue<'static> {
    let fraction = printed.find('.').map(|p| printed.len() - p - 1);
    if let Ok(parsed) = printed.parse::<f64>() {
        let n = FluentNumber::new(
            parsed,
            FluentNumberOptions {
                minimum_fraction_digits: fraction,
                ..Default::default()
            },
        );
        if n.as_string() == printed {
            return FluentValue::Number(n);
        }
    }
    FluentValue::String(Cow::Owned(printed.to_string()))
}

/// The message ids a Fluent file defines (messages, not `-terms`), in file order, with the
/// variables each one's value and attributes print (`{ $x }`) and those it only selects on
/// (`{ $n -> ... }`: Chinese has no plural forms, so its message may not need `$n` at all).
pub fn message_ids(text: &str) -> Vec<(String, Vars)> {
    use fluent_bundle::FluentResource;
    let resource = match FluentResource::try_new(text.to_string()) {
        Ok(r) | Err((r, _)) => r,
    };
    let mut out = Vec::new();
    for entry in resource.entries() {
        if let fluent_syntax::ast::Entry::Message(m) = entry {
            let mut vars = Vars::default();
            if let Some(p) = &m.value {
                pattern_vars(p, &mut vars);
            }
            for a in &m.attributes {
                pattern_vars(&a.value, &mut vars);
            }
            for v in [&mut vars.printed, &mut vars.selected] {
                v.sort();
                v.dedup();
            }
            out.push((m.id.name.to_string(), vars));
        }
    }
    out
}

/// The messages a pattern refers to (`{ tour-example }`), at any depth of its selectors.
fn references(p: &fluent_syntax::ast::Pattern<&str>) -> Vec<String> {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    let mut out = Vec::new();
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            match expression {
                Expression::Inline(InlineExpression::MessageReference { id, .. }) => {
                    out.push(id.name.to_string())
                }
                Expression::Select { variants, .. } => {
                    for v in variants {
                        out.extend(references(&v.value));
                    }
                }
                _ => {}
            }
        }
    }
    out
}

/// The variables of a message.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Vars {
    pub printed: Vec<String>,
    pub selected: Vec<String>,
}

impl Vars {
    /// Every variable, printed or selected on.
    pub fn all(&self) -> Vec<&String> {
        self.printed.iter().chain(&self.selected).collect()
    }
}

fn pattern_vars(p: &fluent_syntax::ast::Pattern<&str>, vars: &mut Vars) {
    use fluent_syntax::ast::{Expression, InlineExpression, PatternElement};
    fn inline(e: &InlineExpression<&str>, vars: &mut Vars) {
        match e {
            InlineExpression::VariableReference { id } => vars.printed.push(id.name.to_string()),
            InlineExpression::Placeable { expression } => expr(expression, vars),
            InlineExpression::FunctionReference { arguments, .. } => {
                for a in &arguments.positional {
                    inline(a, vars);
                }
            }
            _ => {}
        }
    }
    fn expr(e: &Expression<&str>, vars: &mut Vars) {
        match e {
            Expression::Inline(i) => inline(i, vars),
            Expression::Select { selector, variants } => {
                if let InlineExpression::VariableReference { id } = selector {
                    vars.selected.push(id.name.to_string());
                } else {
                    inline(selector, vars);
                }
                for v in variants {
                    pattern_vars(&v.value, vars);
                }
            }
        }
    }
    for el in &p.elements {
        if let PatternElement::Placeable { expression } = el {
            expr(expression, vars);
        }
    }
}

/// The page module's English messages, compiled in. (Two functions rather than one taking a
/// group, so that the page module links only its own words.)
pub fn english_page() -> Vec<(&'static str, &'static str)> {
    ENGLISH_PAGE.to_vec()
}

/// The on-demand module's English messages (its own and the page's), compiled in.
pub fn english_parts() -> Vec<(&'static str, &'static str)> {
    ENGLISH_PAGE.iter().chain(ENGLISH_PARTS).copied().collect()
}

/// The files of `group` (the parts' group includes the page's), `group/name`.
pub fn files(group: Group) -> Vec<&'static str> {
    FILES
        .iter()
        .copied()
        .filter(|f| group == Group::Parts || f.starts_with("page/"))
        .collect()
}

/// The English [`en`] reads (see [`english`]); replaced by [`register_english`].
static ENGLISH: RwLock<Option<Arc<Messages>>> = RwLock::new(None);

/// The English messages `en` reads: natively every file; in a wasm module the ones it
/// registered at start ([`register_english`]: its own group), so that a module links only its
/// own words (the page module would otherwise carry every English text of the parts).
pub fn english() -> Arc<Messages> {
    if let Some(m) = ENGLISH.read().ok().and_then(|g| g.clone()) {
        return m;
    }
    let m = Arc::new(default_english());
    if let Ok(mut g) = ENGLISH.write() {
        g.get_or_insert_with(|| m.clone());
    }
    m
}

#[cfg(not(target_arch = "wasm32"))]
fn default_english() -> Messages {
    Messages::new(Lang::En, &english_parts()).0
}

/// A wasm module that registered nothing (a unit test of the page's components): the page's,
/// read by the page's formatter (so that the page module never links fluent-bundle).
#[cfg(target_arch = "wasm32")]
fn default_english() -> Messages {
    Messages::lite(Lang::En, &english_page()).0
}

/// Makes `m` the English that [`en`] reads: a wasm module's own group, at start (a test binary
/// that mounts the parts after the page registers the parts' larger group over the page's).
pub fn register_english(m: Arc<Messages>) {
    if let Ok(mut g) = ENGLISH.write() {
        *g = Some(m);
    }
}

/// `english().text(m)`: a message in English (native tools, tests, the English beside a
/// translated xAPI statement).
pub fn en(m: &Msg) -> String {
    english().text(m)
}

/// One language's comparison with English: what the i18n check reports.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct Coverage {
    pub lang: &'static str,
    /// English messages this language lacks (`file: id`).
    pub missing: Vec<String>,
    /// Messages this language has and English does not.
    pub extra: Vec<String>,
    /// Messages whose variables differ from English's (`id: en [..] here [..]`).
    pub variables: Vec<String>,
    /// Syntax or duplicate errors in this language's files.
    pub errors: Vec<String>,
    /// Messages English has (the denominator of the coverage).
    pub total: usize,
}

impl Coverage {
    /// Translated share, in percent.
    pub fn percent(&self) -> f64 {
        if self.total == 0 {
            100.0
        } else {
            100.0 * (self.total - self.missing.len()) as f64 / self.total as f64
        }
    }

    pub fn is_complete(&self) -> bool {
        self.missing.is_empty()
            && self.extra.is_empty()
            && self.variables.is_empty()
            && self.errors.is_empty()
    }
}

/// Compares one language's files (`group/name`, text) with English's, file by file.
pub fn coverage(lang: Lang, english: &[(String, String)], other: &[(String, String)]) -> Coverage {
    let mut c = Coverage {
        lang: lang.code(),
        ..Default::default()
    };
    let mut en_ids = std::collections::BTreeMap::new();
    for (file, text) in english {
        for (id, vars) in message_ids(text) {
            en_ids.insert(id, (file.clone(), vars));
        }
    }
    c.total = en_ids.len();
    let mut here = std::collections::BTreeMap::new();
    for (file, text) in other {
        if let Err((_, errs)) = FluentResource::try_new(text.clone()) {
            for e in errs {
                c.errors.push(format!("{file}: syntax error {e:?}")); // i18n: developer report
            }
        }
        for (id, vars) in message_ids(text) {
            if here.insert(id.clone(), (file.clone(), vars)).is_some() {
                // i18n: developer report
                c.errors.push(format!("{file}: {id} is defined twice"));
            }
        }
    }
    for (id, (file, vars)) in &en_ids {
        match here.get(id) {
            None => c.missing.push(format!("{file}: {id}")),
            Some((other_file, v)) => {
                if other_file != file {
                    c.errors
                        // i18n: developer report
                        .push(format!("{id} is in {other_file}, English has it in {file}"));
                }
                // Every variable English prints must show here too; none may be unknown to
                // English (it would never be set).
                let en_all = vars.all();
                let here_all = v.all();
                let lost: Vec<&String> = vars
                    .printed
                    .iter()
                    .filter(|x| !here_all.contains(x))
                    .collect();
                let unknown: Vec<&String> = here_all
                    .iter()
                    .copied()
                    .filter(|x| !en_all.contains(x))
                    .collect();
                if !lost.is_empty() || !unknown.is_empty() {
                    c.variables
                        // i18n: developer report
                        .push(format!("{id}: lacks {lost:?}, has unknown {unknown:?}"));
                }
            }
        }
    }
    for (id, (file, _)) in &here {
        if !en_ids.contains_key(id) {
            c.extra.push(format!("{file}: {id}"));
        }
    }
    c
}
