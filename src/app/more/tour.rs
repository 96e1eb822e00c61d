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

use crate::app::part::message;
use std::cell::{OnceCell, RefCell};
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

thread_local! {
    /// The path that runs, whole (the page holds its outline: `AppState::path`).
    static CURRENT: OnceCell<RwSignal<Arc<Path>>> = const { OnceCell::new() };
    /// The learner's own settings, from before the path started (the page keeps them:
    /// `app::BEFORE`, mirrored from `PageState::before`).
    static BEFORE: OnceCell<RwSignal<Config>> = const { OnceCell::new() };
}

/// Creates the path's signals (under the parts module's owner).
pub fn init() {
    current();
    before();
}

/// The settings the learner had when the running path started: what the panel's second
/// button puts back.
pub fn before() -> RwSignal<Config> {
    BEFORE.with(|c| *c.get_or_init(|| RwSignal::new(Config::default())))
}

/// The path that runs.
pub fn current() -> RwSignal<Arc<Path>> {
    CURRENT.with(|c| *c.get_or_init(|| RwSignal::new(Arc::new(path::builtin()))))
}

/// Runs `p` from step `step` (0-based): the parts hold it, the page gets its outline and the
/// keys that name it (`source`: `path=...` or `path_url=...`).
pub fn run(state: AppState, p: Path, source: String, step: usize) {
    let step = if step < p.steps.len() {
        step
    } else {
        state.to_page(ToPage::Notice(format!(
            "step must be a step of the path, from 1 to {}; starting at step 1.",
            p.steps.len()
        )));
        0
    };
    let outline = p.outline().to_query();
    current().set(Arc::new(p));
    state.to_page(ToPage::Opened {
        outline,
        ui: format!("{source}&tour=1&step={}", step + 1),
    });
}

/// Reads and runs a path the page was asked for (see `Parts::open_path`).
pub fn open(state: AppState, how: &str, text: &str, step: usize) {
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
                .map_err(|e| format!("path_url could not be read ({})", message(&e))),
            ("inline", Inline::Packed(packed)) => unpack_path(packed, MAX_PATH_JSON as f64)
                .await
                .map(|j| j.as_string().unwrap_or_default())
                .map_err(|e| format!("the link's path= does not unpack ({})", message(&e))),
            _ => Ok(text.clone()),
        };
        let json = match json {
            Ok(j) => j,
            Err(e) => return refuse(e.clone(), format!("This path cannot run: {e}.")),
        };
        match Path::parse(&json) {
            Ok(p) => {
                let source = match how.as_str() {
                    "url" => format!("path_url={}", percent_encode(&text)),
                    "inline" => format!("path={}", percent_encode(&text)),
                    _ => format!("path={}", percent_encode(&p.to_json())),
                };
                run(state, p, source, step);
            }
            Err(errors) => refuse(
                errors.first().map(|e| e.to_string()).unwrap_or_default(),
                describe(&errors),
            ),
        }
    });
}

thread_local! {
    /// This run of the path: each step's answers (for the completion's score, on the first
    /// answers unless the path says otherwise: `rope::teaching::score`), and the id of the path
    /// they belong to. Module-wide: the panel remounts above each step's view.
    static CARD: RefCell<(String, Scorecard)> = RefCell::new((String::new(), Scorecard::default()));
}

/// Where the answers are kept for a reload (and where a SCORM package's launch page puts those
/// of the learner's earlier sessions, www/scorm/launch.js): the tab's `sessionStorage`.
const KEPT_ANSWERS: &str = "ropescope-answers";

/// Calls `sessionStorage[method](args...)`; none when the browser refuses storage (a sandboxed
/// frame, a private mode): the answers then live as long as the page.
fn session_call(method: &str, args: &[&str]) -> Option<JsValue> {
    super::storage::web_storage_call("sessionStorage", method, args)
}

/// Runs `f` on the running path's answers: those kept for it in this tab when the path is
/// not the one the card holds (a reload, a resumed SCORM session). `save`: keep them after.
fn with_card<R>(save: bool, f: impl FnOnce(&mut Scorecard, &Path) -> R) -> R {
    let p = current().get_untracked();
    CARD.with(|c| {
        let mut c = c.borrow_mut();
        if c.0 != p.id {
            let kept = session_call("getItem", &[KEPT_ANSWERS])
                .and_then(|v| v.as_string())
                .unwrap_or_default();
            *c = (p.id.clone(), Scorecard::from_json(&kept, &p));
        }
        let out = f(&mut c.1, &p);
        if save {
            session_call("setItem", &[KEPT_ANSWERS, &c.1.to_json(&p)]);
        }
        out
    })
}

fn right_answers() -> usize {
    with_card(false, |c, p| c.right(p.scoring))
}

/// Records an answer `given` to step `step`: which attempt it is, and whether it counts.
fn record(step: usize, right: bool, given: &str) -> Attempt {
    with_card(true, |c, p| c.answer(step, right, given, p.scoring))
}

/// Step `step`'s answer that counts and whether it is right, if the learner answered it.
fn counted(step: usize) -> Option<(String, bool)> {
    with_card(false, |c, p| c.counted(step, p.scoring))
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
fn statement(state: AppState, make: impl FnOnce(&str, &Path) -> String) {
    if !state.ui.with_untracked(|u| u.xapi) {
        return;
    }
    let page = crate::app::url::page_url();
    let json = current().with_untracked(|p| make(&page, p));
    if let Ok(statement) = js_sys::JSON::parse(&json) {
        post_to_host(state, "ropescope:xapi", &[("statement", statement)]);
    }
}

/// Follows the path for the statements that do not come from a click: `progressed` whenever a
/// step opens, and a fresh score when a path starts (from no step, or another path).
pub fn drive(state: AppState) {
    let path = current();
    // Keyed on the page's keys, which name the path and its step in one message (the path itself
    // is set here before the page hears of it, so it never pairs with another path's step).
    type Key = (Option<String>, Option<String>, Option<usize>);
    Effect::new(move |prev: Option<Key>| {
        let now: Key = state
            .ui
            .with(|u| (u.path.clone(), u.path_url.clone(), u.tour));
        if prev.as_ref() == Some(&now) {
            return now;
        }
        // A path starts afresh: another path, this one again from no step, or the page opened
        // without a step. A page opened at a step (a reload, a resumed SCORM session) goes on
        // with the answers kept in the tab.
        let fresh = match &prev {
            None => now.2.is_none(),
            Some((p, u, step)) => (p, u) != (&now.0, &now.1) || step.is_none() || now.2.is_none(),
        };
        if fresh {
            with_card(true, |c, _| c.clear());
        }
        if let Some(i) = now.2 {
            if path.with_untracked(|p| i < p.steps.len()) {
                statement(state, |page, p| xapi::progressed(page, p, i));
            }
        }
        now
    });
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
fn finish(state: AppState) -> Finished {
    let right = right_answers();
    statement(state, |page, p| xapi::completed(page, p, right));
    let score = current().with_untracked(|p| score::summary(right, p.questions(), p.pass));
    let answers = with_card(false, |c, p| c.answers(p));
    if let Some(s) = &score {
        let title = current().with_untracked(|p| p.title.clone());
        state.to_page(ToPage::Notice(format!("You finished \"{title}\". {s}")));
    }
    Finished { score, answers }
}
