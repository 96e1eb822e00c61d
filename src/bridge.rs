//! The one boundary between the page's wasm module and the on-demand module (`app::part` on the
//! page's side, `app::more` on the other): a message type for each direction and their wire
//! form, one JSON text per message. Outside `app` so it compiles and is tested natively.
//!
//! The page owns the state. The on-demand module holds a mirror that only [`ToPart::State`]
//! writes; what the learner changes there (an example, a preset, a tour step, a hovered pair)
//! goes to the page as a [`ToPage`] proposal, and the page validates it as it would a link, then
//! sends its state back. The real model's run crosses once, as its own JSON inside the message,
//! and the page reads it in the same pass as the message ([`ToPage::from_wire`]).

use std::sync::Arc;

use crate::rope::base::error::{ConfigError, Key};
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
    /// A notice for the page's notice area.
    Notice(String),
    /// A refused value, for the page's error area.
    Error(ConfigError),
    /// The real model's latest run (checked where it arrived from the worker), or none.
    Run(Option<Arc<ModelRun>>),
    /// The guided tour's step (a URL query of presentation keys: `tour=1&step=N`, or empty).
    Ui(String),
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

/// The page's state as the on-demand module mirrors it.
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
    /// The settings the learner had when the running path started (`app::BEFORE`), as a
    /// URL query.
    pub before: String,
}

/// What the page tells the on-demand module.
#[derive(Debug, Clone, PartialEq)]
pub enum ToPart {
    /// The page's state, after every change.
    State(PageState),
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
        .ok_or_else(|| format!("no text `{key}`"))
}

fn flag(v: &Value, key: &str) -> Result<bool, String> {
    v.get(key)
        .and_then(Value::as_bool)
        .ok_or_else(|| format!("no true/false `{key}`"))
}

fn index(v: &Value, key: &str) -> Result<usize, String> {
    match v.get(key) {
        Some(Value::Int(i)) if *i >= 0 => Ok(*i as usize),
        _ => Err(format!("no whole number `{key}`")),
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
        .ok_or_else(|| "a message without a `type`".to_string())
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
            ]),
            ToPage::Run(run) => json::object([
                ("type", "run".into()),
                ("run", run.as_ref().map_or(Value::Null, |r| r.to_value())),
            ]),
            ToPage::Ui(q) => json::object([("type", "ui".into()), ("query", q.as_str().into())]),
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
                    key: Key::parse(&name).ok_or(format!("no key named {name:?}"))?,
                    got: text(&v, "got")?,
                    expected: text(&v, "expected")?,
                })
            }
            "run" => match v.get("run") {
                Some(Value::Null) => ToPage::Run(None),
                Some(run) => ToPage::Run(Some(Arc::new(
                    ModelRun::from_value(run).map_err(|e| e.to_string())?,
                ))),
                None => return Err("a run message without `run`".into()),
            },
            "ui" => ToPage::Ui(text(&v, "query")?),
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
            other => return Err(format!("no message to the page is called {other:?}")),
        })
    }
}

impl ToPart {
    /// The message as one JSON text.
    pub fn to_wire(&self) -> String {
        let v = match self {
            ToPart::State(s) => json::object([
                ("type", "state".into()),
                ("config", s.config.as_str().into()),
                ("ui", s.ui.as_str().into()),
                ("dark", s.dark.into()),
                ("hovered", s.hovered.into()),
                ("before", s.before.as_str().into()),
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
            "state" => ToPart::State(PageState {
                config: text(&v, "config")?,
                ui: text(&v, "ui")?,
                dark: flag(&v, "dark")?,
                hovered: pair(&v, "hovered")?,
                before: text(&v, "before")?,
            }),
            "download-json" => ToPart::DownloadJson,
            "open-path" => ToPart::OpenPath {
                how: text(&v, "how")?,
                text: text(&v, "text")?,
                step: index(&v, "step")?,
            },
            other => return Err(format!("no message to the parts is called {other:?}")),
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
            ToPage::Ui("tour=1&step=3".into()),
            ToPage::Ui(String::new()),
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
                | ToPage::Ui(_)
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
            ToPart::State(PageState {
                config: "text=The%20cat&m=1&n=0".into(),
                ui: "views=compasses,score&lock=base".into(),
                dark: true,
                hovered: Some(0),
                before: "dim=64&base=500000".into(),
            }),
            ToPart::State(PageState::default()),
            ToPart::DownloadJson,
            ToPart::OpenPath {
                how: "inline".into(),
                text: "{\"ropescope_path\": 1}".into(),
                step: 3,
            },
        ];
        for m in &all {
            match m {
                ToPart::State(_) | ToPart::DownloadJson | ToPart::OpenPath { .. } => {}
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
        let e = ToPart::from_wire(r#"{"type":"state","config":"","ui":"","dark":1}"#).unwrap_err();
        assert!(e.contains("dark"), "{e}");
    }
}
