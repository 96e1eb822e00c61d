//! The one boundary between the page's wasm module and the on-demand module (`app::part` on the
//! page's side, `app::more` on the other): a message type for each direction and their wire
//! form, one JSON text per message. Outside `app` so it compiles and is tested natively.
//!
//! The page owns the state. The on-demand module holds a replica that only the page's typed
//! changes write ([`ToPart::Changes`]: what changed since the last send, [`changes`]; a hover
//! sends one [`Change::Hover`], not the state); what the learner changes there (an example, a
//! preset, a tour step, a hovered pair) goes to the page as a typed [`ToPage`] proposal, and the
//! page validates it as it would a link, then sends what changed back. The real model's run
//! crosses once, as its own JSON inside the message, and the page reads it in the same pass as
//! the message ([`ToPage::from_wire`]).

use std::sync::Arc;

use crate::rope::base::error::{ConfigError, Key};
use crate::rope::base::i18n::{Arg, Msg};
use crate::rope::base::json::{self, Value};
use crate::rope::settings::model_run::ModelRun;

/// A question the learner answered (the quiz, the guided tour): what a course page that embeds
/// the widget hears about (`ropescope:answer`).
#[derive(Debug, Clone, PartialEq)]
pub struct Answer {
    /// `quiz:<id>` or `tour:<id>`.
    pub question: String,
    /// The chosen choice's index (0-based).
    pub choice: usize,
    pub correct: bool,
}

/// How the on-demand module reaches the page: one call per message (the page's own state
/// takes it).
pub type Send = std::rc::Rc<dyn Fn(ToPage)>;

/// What the on-demand module tells the page.
#[derive(Debug, Clone, PartialEq)]
pub enum ToPage {
    /// The learner changed the settings in a part: the whole proposed config, as a URL query.
    Config(String),
    /// A notice for the page's notice area, already formatted in the learner's language by the
    /// on-demand module (its message may be one of the parts' group, which the page does not
    /// carry; the language is the same in both modules, fixed for the page's life).
    Notice(String),
    /// A refused value, for the page's error area.
    Error(ConfigError),
    /// The real model's latest run (checked where it arrived from the worker), or none.
    Run(Option<Arc<ModelRun>>),
    /// Open the guided path at this step (0-based), or close it: the page changes only the
    /// step (its own keys, the path's name among them, stay).
    Tour(Option<usize>),
    /// The learner points at (or focuses) a pair in a part's view, or at none.
    Hover(Option<usize>),
    /// The learner answered a question.
    Answer(Answer),
    /// A path was opened: its outline (`Outline::to_query`) and the page keys that name it and
    /// its step (`path=...&tour=1&step=N`).
    Opened { outline: String, ui: String },
    /// A path could not be opened: its first problem, all of them in a sentence, and whether a
    /// host message asked (the on-demand module has told the host with `ropescope:error`).
    Refused {
        first: String,
        why: String,
        host: bool,
    },
}

/// The page's state as the on-demand module mirrors it: what the page compares with what it
/// sent last ([`changes`]); it never crosses whole.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct PageState {
    /// The config, as a URL query (`Config::to_query`: always valid).
    pub config: String,
    /// The presentation keys, as a URL query (`UiOptions::to_query`).
    pub ui: String,
    /// Whether the page renders dark.
    pub dark: bool,
    /// The pair every view marks.
    pub hovered: Option<usize>,
    /// The settings the learner had when the running path started (`AppState::before`), as a
    /// URL query.
    pub before: String,
}

/// One change to the page's state, as the on-demand module hears of it (one per field of
/// [`PageState`]).
#[derive(Debug, Clone, PartialEq)]
pub enum Change {
    /// The config, as a URL query (`Config::to_query`: always valid).
    Config(String),
    /// The presentation keys, as a URL query (`UiOptions::to_query`).
    Ui(String),
    /// Whether the page renders dark.
    Dark(bool),
    /// The pair every view marks, or none.
    Hover(Option<usize>),
    /// The learner's own settings from before the running path, as a URL query.
    Before(String),
}

/// What changed from `last` (what the page sent last; none before the first send: then
/// everything) to `now`, in the order the module applies them: the learner's own settings
/// first (a tour panel that a new step mounts reads them), then the presentation keys, the
/// config, the theme and the hovered pair.
pub fn changes(last: Option<&PageState>, now: &PageState) -> Vec<Change> {
    let mut out = Vec::new();
    if last.is_none_or(|l| l.before != now.before) {
        out.push(Change::Before(now.before.clone()));
    }
    if last.is_none_or(|l| l.ui != now.ui) {
        out.push(Change::Ui(now.ui.clone()));
    }
    if last.is_none_or(|l| l.config != now.config) {
        out.push(Change::Config(now.config.clone()));
    }
    if last.is_none_or(|l| l.dark != now.dark) {
        out.push(Change::Dark(now.dark));
    }
    if last.is_none_or(|l| l.hovered != now.hovered) {
        out.push(Change::Hover(now.hovered));
    }
    out
}

impl Change {
    fn to_value(&self) -> Value {
        match self {
            Change::Config(q) => {
                json::object([("what", "config".into()), ("query", q.as_str().into())])
            }
            Change::Ui(q) => json::object([("what", "ui".into()), ("query", q.as_str().into())]),
            Change::Dark(d) => json::object([("what", "dark".into()), ("dark", (*d).into())]),
            Change::Hover(h) => json::object([("what", "hover".into()), ("pair", (*h).into())]),
            Change::Before(q) => {
                json::object([("what", "before".into()), ("query", q.as_str().into())])
            }
        }
    }

    fn from_value(v: &Value) -> Result<Change, String> {
        let what = v
            .get("what")
            .and_then(Value::as_str)
            .ok_or_else(|| "a change without `what`".to_string())?; // i18n: wire diagnostics
        Ok(match what {
            "config" => Change::Config(text(v, "query")?),
            "ui" => Change::Ui(text(v, "query")?),
            "dark" => Change::Dark(flag(v, "dark")?),
            "hover" => Change::Hover(pair(v, "pair")?),
            "before" => Change::Before(text(v, "query")?),
            other => return Err(format!("no change is called {other:?}")), // i18n: wire diagnostics
        })
    }
}

/// What the page tells the on-demand module.
#[derive(Debug, Clone, PartialEq)]
pub enum ToPart {
    /// What changed in the page's state since the last send (never empty).
    Changes(Vec<Change>),
    /// Save the settings and every number the views show as `ropescope.json`.
    DownloadJson,
    /// Open a path: `how` is `inline` (a `path=` value), `url` (a `path_url=` address) or
    /// `host` (a host message's JSON), at step `step` (0-based); the answer is
    /// [`ToPage::Opened`] or [`ToPage::Refused`].
    OpenPath {
        how: String,
        text: String,
        step: usize,
    },
}

fn text(v: &Value, key: &str) -> Result<String, String> {
    v.get(key)
        .and_then(Value::as_str)
        .map(str::to_string)
        .ok_or_else(|| format!("no text `{key}`")) // i18n: wire diagnostics
}

fn flag(v: &Value, key: &str) -> Result<bool, String> {
    v.get(key)
        .and_then(Value::as_bool)
        .ok_or_else(|| format!("no true/false `{key}`")) // i18n: wire diagnostics
}

fn index(v: &Value, key: &str) -> Result<usize, String> {
    match v.get(key) {
        Some(Value::Int(i)) if *i >= 0 => Ok(*i as usize),
        _ => Err(format!("no whole number `{key}`")), // i18n: wire diagnostics
    }
}

fn pair(v: &Value, key: &str) -> Result<Option<usize>, String> {
    match v.get(key) {
        Some(Value::Null) => Ok(None),
        _ => index(v, key).map(Some),
    }
}

fn kind(v: &Value) -> Result<&str, String> {
    v.get("type")
        .and_then(Value::as_str)
        .ok_or_else(|| "a message without a `type`".to_string()) // i18n: wire diagnostics
}

impl ToPage {
    /// The message as one JSON text.
    pub fn to_wire(&self) -> String {
        let v = match self {
            ToPage::Config(q) => {
                json::object([("type", "config".into()), ("query", q.as_str().into())])
            }
            ToPage::Notice(n) => {
                json::object([("type", "notice".into()), ("text", n.as_str().into())])
            }
            ToPage::Error(e) => json::object([
                ("type", "error".into()),
                ("key", e.key.as_str().into()),
                ("got", e.got.as_str().into()),
                ("expected", e.expected.as_str().into()),
                ("expected_msg", msg_to_value(&e.expected_msg)),
            ]),
            ToPage::Run(run) => json::object([
                ("type", "run".into()),
                ("run", run.as_ref().map_or(Value::Null, |r| r.to_value())),
            ]),
            ToPage::Tour(step) => json::object([("type", "tour".into()), ("step", (*step).into())]),
            ToPage::Hover(h) => json::object([("type", "hover".into()), ("pair", (*h).into())]),
            ToPage::Answer(a) => json::object([
                ("type", "answer".into()),
                ("question", a.question.as_str().into()),
                ("choice", a.choice.into()),
                ("correct", a.correct.into()),
            ]),
            ToPage::Opened { outline, ui } => json::object([
                ("type", "opened".into()),
                ("outline", outline.as_str().into()),
                ("ui", ui.as_str().into()),
            ]),
            ToPage::Refused { first, why, host } => json::object([
                ("type", "refused".into()),
                ("first", first.as_str().into()),
                ("why", why.as_str().into()),
                ("host", (*host).into()),
            ]),
        };
        json::to_string(&v)
    }

    /// Reads [`ToPage::to_wire`]'s text back (the run is checked as the worker's answer is);
    /// anything else is an error saying what is wrong.
    pub fn from_wire(wire: &str) -> Result<ToPage, String> {
        let v = json::parse(wire).map_err(|e| format!("not JSON: {e}"))?;
        Ok(match kind(&v)? {
            "config" => ToPage::Config(text(&v, "query")?),
            "notice" => ToPage::Notice(text(&v, "text")?),
            "error" => {
                let name = text(&v, "key")?;
                ToPage::Error(ConfigError {
                    key: Key::parse(&name).ok_or(format!("no key named {name:?}"))?, // i18n: wire diagnostics
                    got: text(&v, "got")?,
                    expected: text(&v, "expected")?,
                    expected_msg: match v.get("expected_msg") {
                        Some(m) => msg_from_value(m)?,
                        None => crate::rope::base::limits::range_msg(&text(&v, "expected")?),
                    },
                })
            }
            "run" => match v.get("run") {
                Some(Value::Null) => ToPage::Run(None),
                Some(run) => ToPage::Run(Some(Arc::new(
                    ModelRun::from_value(run).map_err(|e| e.to_string())?,
                ))),
                None => return Err("a run message without `run`".into()), // i18n: wire diagnostics
            },
            "tour" => ToPage::Tour(pair(&v, "step")?),
            "hover" => ToPage::Hover(pair(&v, "pair")?),
            "answer" => ToPage::Answer(Answer {
                question: text(&v, "question")?,
                choice: index(&v, "choice")?,
                correct: flag(&v, "correct")?,
            }),
            "opened" => ToPage::Opened {
                outline: text(&v, "outline")?,
                ui: text(&v, "ui")?,
            },
            "refused" => ToPage::Refused {
                first: text(&v, "first")?,
                why: text(&v, "why")?,
                host: flag(&v, "host")?,
            },
            other => return Err(format!("no message to the page is called {other:?}")), // i18n: wire diagnostics
        })
    }
}

/// A message's wire form: `{"id": ..., "args": [[name, value], ...]}`, a value being
/// `{"text": s}`, `{"num": printed, "value": x}`, `{"msg": message}` or `{"sentences": [...]}`.
/// (An error's accepted range crosses this way: its ids are all in the page's group.)
pub fn msg_to_value(m: &Msg) -> Value {
    let args = m
        .args
        .iter()
        .map(|(name, arg)| {
            let v = match arg {
                Arg::Text(s) => json::object([("text", s.as_str().into())]),
                Arg::Num { printed, value } => json::object([
                    ("num", printed.as_str().into()),
                    ("value", Value::Float(*value)),
                ]),
                Arg::Msg(inner) => json::object([("msg", msg_to_value(inner))]),
                Arg::Sentences(list) => json::object([(
                    "sentences",
                    Value::Array(list.iter().map(msg_to_value).collect()),
                )]),
            };
            Value::Array(vec![name.as_ref().into(), v])
        })
        .collect();
    json::object([("id", m.id.as_ref().into()), ("args", Value::Array(args))])
}

/// Reads [`msg_to_value`]'s form back.
pub fn msg_from_value(v: &Value) -> Result<Msg, String> {
    let mut m = Msg::new(text(v, "id")?);
    let Some(Value::Array(args)) = v.get("args") else {
        // i18n: the wire protocol between the two modules (a developer's report)
        return Err("a message without a list `args`".into());
    };
    for a in args {
        let (name, value) = match a {
            Value::Array(pair) if pair.len() == 2 => (&pair[0], &pair[1]),
            // i18n: the wire protocol (a developer's report)
            _ => return Err("a message variable that is not [name, value]".into()),
        };
        let name = name
            .as_str()
            // i18n: the wire protocol (a developer's report)
            .ok_or("a message variable without a name")?
            .to_string();
        let arg = if let Some(s) = value.get("text").and_then(Value::as_str) {
            Arg::Text(s.to_string())
        } else if let Some(p) = value.get("num").and_then(Value::as_str) {
            Arg::num(p, value.get("value").and_then(Value::as_f64).unwrap_or(0.0))
        } else if let Some(inner) = value.get("msg") {
            Arg::Msg(Box::new(msg_from_value(inner)?))
        } else if let Some(Value::Array(list)) = value.get("sentences") {
            Arg::Sentences(list.iter().map(msg_from_value).collect::<Result<_, _>>()?)
        } else {
            // i18n: the wire protocol (a developer's report)
            return Err(format!("message variable {name:?} has no value"));
        };
        m = m.arg(name, arg);
    }
    Ok(m)
}

impl ToPart {
    /// The message as one JSON text.
    pub fn to_wire(&self) -> String {
        let v = match self {
            ToPart::Changes(changes) => json::object([
                ("type", "changes".into()),
                (
                    "changes",
                    Value::Array(changes.iter().map(Change::to_value).collect()),
                ),
            ]),
            ToPart::DownloadJson => json::object([("type", "download-json".into())]),
            ToPart::OpenPath { how, text, step } => json::object([
                ("type", "open-path".into()),
                ("how", how.as_str().into()),
                ("text", text.as_str().into()),
                ("step", (*step).into()),
            ]),
        };
        json::to_string(&v)
    }

    /// Reads [`ToPart::to_wire`]'s text back.
    pub fn from_wire(wire: &str) -> Result<ToPart, String> {
        let v = json::parse(wire).map_err(|e| format!("not JSON: {e}"))?;
        Ok(match kind(&v)? {
            // One change that does not check out refuses the message: the replica keeps the
            // last good state whole.
            "changes" => match v.get("changes") {
                Some(Value::Array(all)) => ToPart::Changes(
                    all.iter()
                        .enumerate()
                        .map(|(i, c)| {
                            Change::from_value(c).map_err(|e| format!("change {}: {e}", i + 1))
                        })
                        .collect::<Result<_, _>>()?,
                ),
                _ => return Err("a changes message without a list `changes`".into()), // i18n: wire diagnostics
            },
            "download-json" => ToPart::DownloadJson,
            "open-path" => ToPart::OpenPath {
                how: text(&v, "how")?,
                text: text(&v, "text")?,
                step: index(&v, "step")?,
            },
            other => return Err(format!("no message to the parts is called {other:?}")), // i18n: wire diagnostics
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::settings::model_run::tests::fixture;

    /// One of each message to the page. The match makes a new variant a compile error here
    /// until it has an example (and so a round trip).
    fn to_page_examples() -> Vec<ToPage> {
        let all = vec![
            ToPage::Config("dim=64&base=500000&scaling=yarn&factor=4".into()),
            ToPage::Notice("Cleared speeds (no longer fit the new dim). \"quoted\" \\ é 🙂".into()),
            ToPage::Error(ConfigError::new(Key::Base, "-1", "a number from 2 to 1e12")),
            // Errors also name sources that are not settings (a pasted Hugging Face block).
            ToPage::Error(ConfigError::new(
                Key::RopeScalingJson,
                "axial",
                "a known rope_type",
            )),
            ToPage::Run(Some(Arc::new(fixture()))),
            ToPage::Run(None),
            ToPage::Tour(Some(3)),
            ToPage::Tour(None),
            ToPage::Hover(Some(17)),
            ToPage::Hover(None),
            ToPage::Answer(Answer {
                question: "tour:which-pair".into(),
                choice: 2,
                correct: true,
            }),
            ToPage::Opened {
                outline: "id=yarn&title=YaRN&state=dim%3D128&views=frequencies,heatmap".into(),
                ui: "path_url=paths%2Fyarn.json&tour=1&step=1".into(),
            },
            ToPage::Refused {
                first: "step 2, \"views\": \"nope\" is not a view".into(),
                why: "This path cannot run: step 2, \"views\": ...".into(),
                host: true,
            },
        ];
        for m in &all {
            match m {
                ToPage::Config(_)
                | ToPage::Notice(_)
                | ToPage::Error(_)
                | ToPage::Run(_)
                | ToPage::Tour(_)
                | ToPage::Hover(_)
                | ToPage::Answer(_)
                | ToPage::Opened { .. }
                | ToPage::Refused { .. } => {}
            }
        }
        all
    }

    fn to_part_examples() -> Vec<ToPart> {
        let all = vec![
            ToPart::Changes(vec![
                Change::Before("dim=64&base=500000".into()),
                Change::Ui("views=compasses,score&lock=base".into()),
                Change::Config("text=The%20cat&m=1&n=0".into()),
                Change::Dark(true),
                Change::Hover(Some(0)),
            ]),
            ToPart::Changes(vec![Change::Hover(None)]),
            ToPart::Changes(vec![Change::Config(String::new()), Change::Dark(false)]),
            ToPart::DownloadJson,
            ToPart::OpenPath {
                how: "inline".into(),
                text: "{\"ropescope_path\": 1}".into(),
                step: 3,
            },
        ];
        for m in &all {
            match m {
                ToPart::Changes(changes) => {
                    for c in changes {
                        match c {
                            Change::Config(_)
                            | Change::Ui(_)
                            | Change::Dark(_)
                            | Change::Hover(_)
                            | Change::Before(_) => {}
                        }
                    }
                }
                ToPart::DownloadJson | ToPart::OpenPath { .. } => {}
            }
        }
        all
    }

    #[test]
    fn every_message_to_the_page_comes_back_equal() {
        for m in to_page_examples() {
            let wire = m.to_wire();
            assert_eq!(ToPage::from_wire(&wire).as_ref(), Ok(&m), "{wire}");
        }
    }

    #[test]
    fn every_message_to_the_parts_comes_back_equal() {
        for m in to_part_examples() {
            let wire = m.to_wire();
            assert_eq!(ToPart::from_wire(&wire).as_ref(), Ok(&m), "{wire}");
        }
    }

    #[test]
    fn broken_messages_are_errors_that_say_what_is_wrong() {
        let cases: [(&str, &str); 8] = [
            ("", "JSON"),
            ("{}", "type"),
            (r#"{"type":"shout"}"#, "shout"),
            (r#"{"type":"config"}"#, "query"),
            (
                r#"{"type":"error","key":"nope","got":"","expected":""}"#,
                "nope",
            ),
            (r#"{"type":"hover","pair":-1}"#, "pair"),
            (
                r#"{"type":"answer","question":"q","choice":1,"correct":"yes"}"#,
                "correct",
            ),
            (r#"{"type":"run","run":{"ids":[]}}"#, "model worker"),
        ];
        for (wire, says) in cases {
            let e = ToPage::from_wire(wire).unwrap_err();
            assert!(e.contains(says), "{wire}: {e}");
        }
        let parts: [(&str, &str); 6] = [
            (r#"{"type":"changes"}"#, "changes"),
            (r#"{"type":"changes","changes":{}}"#, "changes"),
            (
                r#"{"type":"changes","changes":[{"what":"hover","pair":2},{"what":"dark","dark":1}]}"#,
                "change 2: no true/false `dark`",
            ),
            (
                r#"{"type":"changes","changes":[{"what":"shout"}]}"#,
                "shout",
            ),
            (
                r#"{"type":"changes","changes":[{"query":"dim=8"}]}"#,
                "`what`",
            ),
            (
                r#"{"type":"changes","changes":[{"what":"hover","pair":-3}]}"#,
                "change 1: no whole number `pair`",
            ),
        ];
        for (wire, says) in parts {
            let e = ToPart::from_wire(wire).unwrap_err();
            assert!(e.contains(says), "{wire}: {e}");
        }
    }

    fn page() -> PageState {
        PageState {
            config: "dim=64&base=500000&text=The%20cat".into(),
            ui: "views=compasses,heatmap".into(),
            dark: false,
            hovered: Some(3),
            before: "dim=32".into(),
        }
    }

    #[test]
    fn a_hover_sends_only_the_hover() {
        let last = page();
        let now = PageState {
            hovered: Some(4),
            ..page()
        };
        assert_eq!(changes(Some(&last), &now), vec![Change::Hover(Some(4))]);
        let now = PageState {
            hovered: None,
            ..page()
        };
        assert_eq!(changes(Some(&last), &now), vec![Change::Hover(None)]);
    }

    #[test]
    fn nothing_changed_sends_nothing_and_the_first_send_sends_all() {
        assert_eq!(changes(Some(&page()), &page()), vec![]);
        let p = page();
        assert_eq!(
            changes(None, &p),
            vec![
                Change::Before(p.before.clone()),
                Change::Ui(p.ui.clone()),
                Change::Config(p.config.clone()),
                Change::Dark(false),
                Change::Hover(Some(3)),
            ]
        );
    }

    #[test]
    fn each_field_is_its_own_change_in_the_order_applied() {
        let now = PageState {
            config: "dim=8".into(),
            ui: "tour=1&step=2".into(),
            dark: true,
            hovered: Some(3),
            before: "base=10".into(),
        };
        assert_eq!(
            changes(Some(&page()), &now),
            vec![
                Change::Before("base=10".into()),
                Change::Ui("tour=1&step=2".into()),
                Change::Config("dim=8".into()),
                Change::Dark(true),
            ]
        );
        let now = PageState {
            dark: true,
            ..page()
        };
        assert_eq!(changes(Some(&page()), &now), vec![Change::Dark(true)]);
    }

    #[test]
    fn a_hover_change_is_a_few_bytes_on_the_wire() {
        let wire = ToPart::Changes(changes(
            Some(&page()),
            &PageState {
                hovered: Some(5),
                ..page()
            },
        ))
        .to_wire();
        assert!(!wire.contains("dim=64"), "{wire}");
        assert!(wire.len() < 80, "{wire}");
    }
}
