//! The guided path's panel (an on-demand part, `app::part::TOUR`): "step k of N", the step's
//! text (computed by the core for the state on screen: `rope::teaching::path`), its question,
//! and Back / Next / Leave. One engine for ropescope's own tour and a teacher's path (the tour is
//! the built-in path). A step change sets the step's state and brings its first view into sight
//! below the panel; leaving (or finishing) keeps the state, and a second button leaves (or
//! finishes) with the learner's own settings back: those they had when the path started
//! (`before`, kept by the page). With `xapi=1` each step opened, each answer and the
//! end of the path become xAPI statements for the host page (`rope::teaching::xapi`).

mod panel;

pub use panel::TourPanel;

use crate::app::i18n::{t, tf};
use crate::app::part::message;
use crate::msg;
use std::sync::Arc;

use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use crate::app::part::ToPage;
use crate::app::state::AppState;
use crate::rope::settings::config::percent_encode;
use crate::rope::teaching::path::{self, describe, inline, Inline, Path, MAX_PATH_JSON};
use crate::rope::teaching::score::{self, Attempt, Scorecard};
use crate::rope::teaching::xapi;
use crate::rope::Config;

#[wasm_bindgen(module = "/www/path-io.js")]
extern "C" {
    #[wasm_bindgen(catch, js_name = unpackPath)]
    async fn unpack_path(text: &str, max: f64) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch, js_name = fetchPath)]
    async fn fetch_path(address: &str, max: f64) -> Result<JsValue, JsValue>;
}

/// The page keys that name the running path and its step: `path`, `path_url`, `step`.
type Followed = (Option<String>, Option<String>, Option<usize>);

/// The guided path's part of the module's store (`app::more::Handles`), created once with it:
/// `Copy` handles.
#[derive(Clone, Copy)]
pub struct Tour {
    /// The path that runs, whole (the page holds its outline: `AppState::path`).
    pub current: RwSignal<Arc<Path>>,
    /// The settings the learner had when the running path started (the page keeps them as
    /// `AppState::before`; `Change::Before` writes them here): what the panel's second button
    /// puts back.
    pub before: RwSignal<Config>,
    /// This run of the path: each step's answers (for the completion's score, on the first
    /// answers unless the path says otherwise: `rope::teaching::score`), and the id of the path
    /// they belong to. Module-wide: the panel remounts above each step's view.
    card: StoredValue<(String, Scorecard), LocalStorage>,
    /// The page keys followed last ([`Tour::follow`]; none before the page's first).
    followed: StoredValue<Option<Followed>>,
}

impl Tour {
    /// The path's store, with ropescope's own tour and the default settings.
    pub fn new() -> Tour {
        Tour {
            current: RwSignal::new(Arc::new(path::builtin())),
            before: RwSignal::new(Config::default()),
            card: StoredValue::new_local((String::new(), Scorecard::default())),
            followed: StoredValue::new(None),
        }
    }
}

/// Runs `p` from step `step` (0-based): the parts hold it, the page gets its outline and the
/// keys that name it (`source`: `path=...` or `path_url=...`).
pub fn run(state: AppState, tour: Tour, p: Path, source: String, step: usize) {
    let step = if step < p.steps.len() {
        step
    } else {
        state.to_page(ToPage::Notice(tf(&msg!(
            "tour-notice-no-such-step",
            first = 1usize,
            last = p.steps.len()
        ))));
        0
    };
    let outline = p.outline().to_query();
    tour.current.set(Arc::new(p));
    state.to_page(ToPage::Opened {
        outline,
        ui: format!("{source}&tour=1&step={}", step + 1),
    });
}

/// Reads and runs a path the page was asked for (see `Parts::open_path`).
pub fn open(state: AppState, tour: Tour, how: &str, text: &str, step: usize) {
    let (how, text) = (how.to_string(), text.to_string());
    leptos::task::spawn_local(async move {
        let host = how == "host";
        let refuse = |first: String, why: String| {
            // A host's path: the host hears why, as for any refused message.
            if host {
                post_to_host(
                    state,
                    "ropescope:error",
                    &[
                        ("key", "path".into()),
                        ("got", first.chars().take(120).collect::<String>().into()),
                        ("expected", why.as_str().into()),
                    ],
                );
            }
            state.to_page(ToPage::Refused { first, why, host })
        };
        let json = match (how.as_str(), inline(&text)) {
            ("url", _) => fetch_path(&text, MAX_PATH_JSON as f64)
                .await
                .map(|j| j.as_string().unwrap_or_default())
                .map_err(|e| tf(&msg!("tour-error-path-url", why = message(&e)))),
            ("inline", Inline::Packed(packed)) => unpack_path(packed, MAX_PATH_JSON as f64)
                .await
                .map(|j| j.as_string().unwrap_or_default())
                .map_err(|e| tf(&msg!("tour-error-path-unpack", why = message(&e)))),
            _ => Ok(text.clone()),
        };
        let json = match json {
            Ok(j) => j,
            Err(e) => {
                return refuse(
                    e.clone(),
                    tf(&msg!("tour-error-cannot-run", why = e.as_str())),
                )
            }
        };
        match Path::parse(&json) {
            Ok(p) => {
                let source = match how.as_str() {
                    "url" => format!("path_url={}", percent_encode(&text)),
                    "inline" => format!("path={}", percent_encode(&text)),
                    _ => format!("path={}", percent_encode(&p.to_json())),
                };
                run(state, tour, p, source, step);
            }
            Err(errors) => refuse(
                errors.first().map(|e| e.to_string()).unwrap_or_default(),
                crate::app::i18n::tf(&describe(&errors)),
            ),
        }
    });
}

/// Where the answers are kept for a reload (and where a SCORM package's launch page puts those
/// of the learner's earlier sessions, www/scorm/launch.js): the tab's `sessionStorage`.
const KEPT_ANSWERS: &str = "ropescope-answers";

/// Calls `sessionStorage[method](args...)`; none when the browser refuses storage (a sandboxed
/// frame, a private mode): the answers then live as long as the page.
fn session_call(method: &str, args: &[&str]) -> Option<JsValue> {
    super::storage::web_storage_call("sessionStorage", method, args)
}

impl Tour {
    /// Runs `f` on the running path's answers: those kept for it in this tab when the path is
    /// not the one the card holds (a reload, a resumed SCORM session). `save`: keep them after.
    fn with_card<R>(self, save: bool, f: impl FnOnce(&mut Scorecard, &Path) -> R) -> R {
        let p = self.current.get_untracked();
        // Out of the store while `f` runs, and back after.
        let mut card = self
            .card
            .try_update_value(std::mem::take)
            .unwrap_or_default();
        if card.0 != p.id {
            let kept = session_call("getItem", &[KEPT_ANSWERS])
                .and_then(|v| v.as_string())
                .unwrap_or_default();
            card = (p.id.clone(), Scorecard::from_json(&kept, &p));
        }
        let out = f(&mut card.1, &p);
        if save {
            session_call("setItem", &[KEPT_ANSWERS, &card.1.to_json(&p)]);
        }
        self.card.set_value(card);
        out
    }

    fn right_answers(self) -> usize {
        self.with_card(false, |c, p| c.right(p.scoring))
    }

    /// Records an answer `given` to step `step`: which attempt it is, and whether it counts.
    fn record(self, step: usize, right: bool, given: &str) -> Attempt {
        self.with_card(true, |c, p| c.answer(step, right, given, p.scoring))
    }

    /// Step `step`'s answer that counts and whether it is right, if the learner answered it.
    fn counted(self, step: usize) -> Option<(String, bool)> {
        self.with_card(false, |c, p| c.counted(step, p.scoring))
    }
}

/// Posts `{type: kind, ...fields}` to the embedding page under the same rule as `app::host`
/// (the parent window; with `origin=`, only that origin; with an `origin=` that is not one, no
/// page). From this module, so the page's own module carries none of it.
fn post_to_host(state: AppState, kind: &str, fields: &[(&str, JsValue)]) {
    use crate::rope::settings::ui::Origin;
    let Some(window) = web_sys::window() else {
        return;
    };
    let Ok(Some(parent)) = window.parent() else {
        return;
    };
    if js_sys::Object::is(&parent, &window) {
        return;
    }
    let target = match state.ui.with_untracked(|u| u.origin.clone()) {
        None => "*".to_string(),
        Some(Origin::Only(o)) => o,
        Some(Origin::Nowhere) => return,
    };
    let msg = js_sys::Object::new();
    let _ = js_sys::Reflect::set(&msg, &"type".into(), &kind.into());
    for (name, value) in fields {
        let _ = js_sys::Reflect::set(&msg, &(*name).into(), value);
    }
    let _ = parent.post_message(&msg, &target);
}

/// Posts an xAPI statement to the host page (`{type: "ropescope:xapi", statement}`), if the
/// page asks for them (`xapi=1`). The host adds the actor and sends it on to its LRS.
/// The learner the statements are for: the page's language, its texts formatted by `tf`.
pub(super) fn learner() -> xapi::Learner {
    xapi::Learner {
        lang: crate::app::i18n::lang(),
        words: tf,
    }
}

fn statement(state: AppState, tour: Tour, make: impl FnOnce(&str, &Path) -> String) {
    if !state.ui.with_untracked(|u| u.xapi) {
        return;
    }
    let page = crate::app::url::page_url();
    let json = tour.current.with_untracked(|p| make(&page, p));
    if let Ok(statement) = js_sys::JSON::parse(&json) {
        post_to_host(state, "ropescope:xapi", &[("statement", statement)]);
    }
}

impl Tour {
    /// Follows the path for the statements that do not come from a click, where the page's
    /// presentation keys arrive (`Change::Ui`, after they are applied): `progressed` whenever a
    /// step opens, and a fresh score when a path starts (from no step, or another path).
    pub fn follow(self, state: AppState) {
        // Keyed on the page's keys, which name the path and its step in one change (the path
        // itself is set here before the page hears of it, so it never pairs with another path's
        // step).
        let now: Followed = state
            .ui
            .with_untracked(|u| (u.path.clone(), u.path_url.clone(), u.tour));
        let prev = self.followed.get_value();
        if prev.as_ref() == Some(&now) {
            return;
        }
        self.followed.set_value(Some(now.clone()));
        // A path starts afresh: another path, this one again from no step, or the page opened
        // without a step. A page opened at a step (a reload, a resumed SCORM session) goes on
        // with the answers kept in the tab.
        let fresh = match &prev {
            None => now.2.is_none(),
            Some((p, u, step)) => (p, u) != (&now.0, &now.1) || step.is_none() || now.2.is_none(),
        };
        if fresh {
            self.with_card(true, |c, _| c.clear());
        }
        if let Some(i) = now.2 {
            if self.current.with_untracked(|p| i < p.steps.len()) {
                statement(state, self, |page, p| {
                    xapi::progressed(page, p, i, learner())
                });
            }
        }
    }
}

/// What the learner reads at the path's end, in the panel: the score (on the first answers
/// unless the path says otherwise, against the pass mark if there is one) and each question's
/// answer that counts.
#[derive(Debug, Clone, PartialEq)]
struct Finished {
    score: Option<String>,
    answers: Vec<score::AnswerRow>,
}

/// The path is over: `completed`, with the score, which the page's notice says too; the panel
/// shows the result in place of the step (`Finished`) until the learner closes it.
fn finish(state: AppState, tour: Tour) -> Finished {
    let right = tour.right_answers();
    statement(state, tour, |page, p| {
        xapi::completed(page, p, right, learner())
    });
    let score = tour
        .current
        .with_untracked(|p| score::summary(right, p.questions(), p.pass))
        .map(|m| crate::app::i18n::tf(&m));
    let answers = tour.with_card(false, |c, p| c.answers(p, crate::app::i18n::lang()));
    if let Some(s) = &score {
        let title = tour.current.with_untracked(|p| {
            if p.is_builtin() {
                t("tour-panel-tour-title")
            } else {
                p.title.get(crate::app::i18n::lang()).to_string()
            }
        });
        state.to_page(ToPage::Notice(tf(&msg!(
            "tour-notice-finished",
            title = title,
            score = s.as_str()
        ))));
    }
    Finished { score, answers }
}
