//! The guided path's panel (an on-demand part, `app::part::TOUR`): "step k of N", the step's
//! text (computed by the core for the state on screen: `rope::teaching::path`), its question,
//! and Back / Next / Leave. One engine for ropescope's own tour and a teacher's path (the tour is
//! the built-in path). A step change sets the step's state and brings its first view into sight
//! below the panel; leaving (or finishing) keeps the state, and a second button leaves (or
//! finishes) with the learner's own settings back: those they had when the path started
//! (`before`, kept by the page). With `xapi=1` each step opened, each answer and the
//! end of the path become xAPI statements for the host page (`rope::teaching::xapi`).

use crate::app::part::message;
use std::cell::{OnceCell, RefCell};
use std::sync::Arc;

use leptos::html::Section;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use crate::app::part::ToPage;
use crate::app::state::{Answer, AppState};
use crate::rope::settings::config::percent_encode;
use crate::rope::teaching::path::{self, describe, inline, Expect, Inline, Path, MAX_PATH_JSON};
use crate::rope::teaching::score::{self, Attempt, Scorecard};
use crate::rope::teaching::tour::real_model_with_rope_off;
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

/// Marks which edges of a scrolling box have more text past them: `data-more` is "above",
/// "below", both, or absent (a pixel of rounding is not more text). A box that scrolls is also
/// a named region in the tab order, so the keyboard reaches all of its text.
fn mark_more(el: &web_sys::Element) {
    let (top, seen, all) = (el.scroll_top(), el.client_height(), el.scroll_height());
    let scrolls = all - seen > 1;
    if scrolls != el.has_attribute("tabindex") {
        for (name, value) in [
            ("tabindex", "0"),
            ("role", "region"),
            ("aria-label", "The step's text (it scrolls)"),
        ] {
            let _ = if scrolls {
                el.set_attribute(name, value)
            } else {
                el.remove_attribute(name)
            };
        }
    }
    let more = match (top > 1, all - (top + seen) > 1) {
        (true, true) => Some("above below"),
        (true, false) => Some("above"),
        (false, true) => Some("below"),
        (false, false) => None,
    };
    if el.get_attribute("data-more").as_deref() != more {
        let _ = match more {
            Some(m) => el.set_attribute("data-more", m),
            None => el.remove_attribute("data-more"),
        };
    }
}

/// Tells the page's drawn views that the root's `data-hide` changed (the compasses draw their
/// `dial-angles` lines on a canvas, which no style sheet hides).
fn announce_hide() {
    if let (Some(w), Ok(ev)) = (web_sys::window(), web_sys::Event::new("ropescope-hide")) {
        let _ = w.dispatch_event(&ev);
    }
}

/// Names, on the root element (`data-hide`), the readouts that answer the step's question
/// while it is unanswered; the page's style sheet hides the views' elements that carry them
/// (`data-answer`). The panel remounts with each step: a panel leaving clears only its own.
fn hide_answers(step: Memo<Option<path::Step>>, answered: RwSignal<bool>) {
    let root = || {
        web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
    };
    let set = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
    let mine = set.clone();
    Effect::new(move |_| {
        let names = match answered.get() {
            true => String::new(),
            false => step.with(|st| {
                st.as_ref()
                    .map(|st| st.hidden().join(" "))
                    .unwrap_or_default()
            }),
        };
        if let Some(el) = root() {
            let _ = if names.is_empty() {
                el.remove_attribute("data-hide")
            } else {
                el.set_attribute("data-hide", &names)
            };
            announce_hide();
        }
        if let Ok(mut m) = mine.lock() {
            *m = names;
        }
    });
    on_cleanup(move || {
        if let (Some(el), Ok(m)) = (root(), set.lock()) {
            if el.get_attribute("data-hide").as_deref() == Some(m.as_str()) {
                let _ = el.remove_attribute("data-hide");
                announce_hide();
            }
        }
    });
}

/// Whether the key event's target uses the arrow and page keys itself: a text field, a list,
/// a slider, a radio group, an editable region or a focusable canvas (the dials).
fn uses_keys(target: Option<web_sys::EventTarget>) -> bool {
    let Some(el) = target.and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else {
        return false;
    };
    matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
        || el
            .dyn_ref::<web_sys::HtmlElement>()
            .is_some_and(|h| h.is_content_editable())
        || el
            .closest("[role=slider],[role=radiogroup],[role=grid],[role=listbox],[role=tablist],canvas[tabindex],.table-wrap")
            .ok()
            .flatten()
            .is_some()
}

#[component]
pub fn TourPanel(state: AppState) -> impl IntoView {
    let path = current();
    let panel = NodeRef::<Section>::new();
    let index = Memo::new(move |_| state.ui.with(|u| u.tour));
    let step = Memo::new(move |_| {
        index
            .get()
            .and_then(|i| path.with(|p| p.steps.get(i).cloned()))
    });
    let count = Memo::new(move |_| path.with(|p| p.steps.len()));
    // The step's text and question for the state on screen, in one pass: each distinct
    // placeholder is computed once (a path that repeats `{tour:ID}` costs one tour text), and
    // only when the step or the scene changes.
    let shown = Memo::new(move |_| {
        step.with(|st| {
            st.as_ref()
                .map(|st| state.derived.scene.with(|s| st.shown(s)))
        })
    });
    let notice = Memo::new(move |_| {
        shown.with(|x| x.as_ref().map(|(text, _)| text.clone()).unwrap_or_default())
    });
    // The course page's lock kept a value the step asks to change: the step says so.
    let lock_note = Memo::new(move |_| {
        let lock = state.ui.with(|u| u.lock.clone());
        if lock.is_empty() {
            return None;
        }
        let asked = step.get()?.config();
        state
            .config
            .with(|kept| crate::rope::teaching::locked::note(&asked, kept, &lock))
    });
    let question = Memo::new(move |_| shown.with(|x| x.as_ref().and_then(|(_, q)| q.clone())));
    let chosen: RwSignal<Option<usize>> = RwSignal::new(None);
    let typed = RwSignal::new(String::new());
    let revealed = RwSignal::new(false);
    let right = RwSignal::new(false);
    // A number question's first wrong try: which way it is off, and a second try.
    let hint: RwSignal<Option<String>> = RwSignal::new(None);
    // The learner answered again after the answer that counts: that one was practice.
    let practice = RwSignal::new(false);
    // Whether this step's question has been answered (its answer shown): until then the
    // readouts that would give it away stay hidden.
    let answered = RwSignal::new(false);
    hide_answers(step, answered);
    // The path's end: the result in place of the step, in sight (focused) where the learner
    // clicked Finish.
    let finished = RwSignal::new(None::<Finished>);
    let result_el = NodeRef::<leptos::html::Div>::new();
    let end = move || {
        answered.set(true);
        finished.set(Some(finish(state)));
        request_animation_frame(move || {
            if let Some(el) = result_el.get_untracked() {
                let _ = el.focus();
            }
        });
    };
    // The step's whole text on a phone (else its first lines).
    let whole = RwSignal::new(false);

    // A new step: a fresh question, and the step's view in sight (after the frame that lays out
    // the new state).
    Effect::new(move |prev: Option<Option<usize>>| {
        let i = index.get();
        if prev != Some(i) {
            finished.set(None);
            chosen.set(None);
            typed.set(String::new());
            revealed.set(false);
            answered.set(false);
            whole.set(false);
            hint.set(None);
            practice.set(false);
            // A step answered before (on this visit, or a session or page load ago): the
            // answer that counts, marked, with its verdict; a new one is practice.
            if let Some((given, ok)) = i.and_then(counted) {
                chosen.set(given.trim().parse().ok());
                typed.set(given);
                right.set(ok);
                revealed.set(true);
                answered.set(true);
            }
            if let Some(view) = step
                .get_untracked()
                .and_then(|st| st.views.first().copied())
            {
                request_animation_frame(move || {
                    // `try_`: the panel may be gone by the next frame (the tour left).
                    if let Some(el) = panel.try_get_untracked().flatten() {
                        // A new step starts at the top of its text (on a laptop the card's
                        // text scrolls in its own box when it is long).
                        if let Ok(list) = el.query_selector_all(".tour-body, .tour-notice") {
                            for k in 0..list.length() {
                                if let Some(e) = list.item(k).and_then(|n| {
                                    wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(n).ok()
                                }) {
                                    e.set_scroll_top(0);
                                }
                            }
                        }
                        // In an embed the frame does not scroll (the course page sizes it
                        // to its height): the page is asked to bring the card into sight.
                        if state.ui.with_untracked(|u| u.embed) {
                            let top = el.get_bounding_client_rect().top()
                                + web_sys::window()
                                    .and_then(|w| w.scroll_y().ok())
                                    .unwrap_or(0.0);
                            post_to_host(state, "ropescope:scroll", &[("top", top.round().into())]);
                        }
                        crate::app::scroll::bring_into_sight(&el.into(), view, i);
                    }
                });
            }
        }
        i
    });

    // On a laptop the card's text scrolls in its own box when it is long: the box says so at
    // the edge that has more (`data-more`, drawn by the tour's CSS), whatever the browser does
    // with scrollbars and however little is hidden. Checked when the text, the box's size or
    // its scroll position changes.
    let notice_el = NodeRef::<leptos::html::P>::new();
    let mark_notice = move || {
        if let Some(el) = notice_el.try_get_untracked().flatten() {
            mark_more(&el);
        }
    };
    crate::app::draw::on_resize(notice_el, |el| mark_more(el));
    Effect::new(move |_| {
        notice.track();
        question.track();
        revealed.track();
        request_animation_frame(mark_notice);
    });

    let go = move |to: usize| {
        if let Some(c) = path.with_untracked(|p| p.steps.get(to).map(|s| s.config())) {
            state.replace(c);
            state.set_tour(Some(to));
        }
    };
    let back = move |_| {
        if let Some(i) = index.get_untracked().filter(|&i| i > 0) {
            go(i - 1);
        }
    };
    let next = move |_| match index.get_untracked() {
        Some(i) if i + 1 < count.get_untracked() => go(i + 1),
        // Past the last step: the path ends, the state stays.
        _ => end(),
    };
    // Presentation mode: the arrow and page keys (a clicker's) step the tour, unless focus is
    // in a control that uses them.
    let keys = window_event_listener(leptos::ev::keydown, move |ev: web_sys::KeyboardEvent| {
        if !state.ui.with_untracked(|u| u.present)
            || ev.default_prevented()
            || ev.alt_key()
            || ev.ctrl_key()
            || ev.meta_key()
            || ev.shift_key()
            || uses_keys(ev.target())
        {
            return;
        }
        let Some(i) = index.get_untracked() else {
            return;
        };
        let to = match ev.key().as_str() {
            "ArrowRight" | "PageDown" => i + 1,
            "ArrowLeft" | "PageUp" if i > 0 => i - 1,
            _ => return,
        };
        if to < count.get_untracked() {
            ev.prevent_default();
            go(to);
        }
    });
    on_cleanup(move || keys.remove());
    let leave = move |_| state.set_tour(None);
    // The learner's own settings (`before`): what they had when the path started.
    let mine = before();
    let mine_are_defaults = Memo::new(move |_| mine.with(|b| *b == Config::default()));
    let restore = move |_| {
        state.replace(mine.get_untracked());
        if index
            .get_untracked()
            .is_some_and(|i| i + 1 >= count.get_untracked())
        {
            end();
        } else {
            state.set_tour(None);
        }
    };
    let check = move |_| {
        let (Some(q), Some(st), Some(i)) = (
            question.get_untracked(),
            step.get_untracked(),
            index.get_untracked(),
        ) else {
            return;
        };
        let given = match q.expect {
            Expect::Choice(_) => match chosen.get_untracked() {
                Some(c) => c.to_string(),
                None => return,
            },
            Expect::Number { .. } => typed.get_untracked(),
        };
        let correct = q.judge(&given);
        right.set(correct);
        if !correct && q.second_try() && hint.with_untracked(Option::is_none) {
            hint.set(Some(q.hint(&given)));
        } else {
            revealed.set(true);
            answered.set(true);
        }
        let attempt = record(i, correct, &given);
        practice.set(!attempt.scored);
        let id = path.with_untracked(|p| {
            if p.is_builtin() {
                format!("tour:{}", st.id)
            } else {
                format!("path:{}/{}", p.id, st.id)
            }
        });
        if let Some(c) = chosen
            .get_untracked()
            .filter(|_| q.interaction() == "choice")
        {
            state.answer.set(Some(Answer {
                question: id,
                choice: c,
                correct,
            }));
        }
        statement(state, |page, p| {
            xapi::answered(page, p, i, &q, &given, attempt)
        });
    };
    let last = move || count.get().saturating_sub(1);
    let is_builtin = move || path.with(|p| p.is_builtin());
    let what = move || if is_builtin() { "tour" } else { "path" };
    // The lab sits above the tokens, far from the step's view: bring it into sight.
    let to_lab = move |_| {
        let lab = web_sys::window().and_then(|w| w.document()).and_then(|d| {
            d.query_selector("[data-testid=\"model-lab\"]")
                .ok()
                .flatten()
        });
        if let Some(lab) = lab {
            lab.scroll_into_view();
        }
    };

    view! {
        <section class="tour" data-testid="tour" aria-labelledby="tour-heading" node_ref=panel
            data-view=move || step.get().and_then(|st| st.views.first().map(|v| v.as_str()))>
            <h2 id="tour-heading" class="tour-title" data-testid="tour-step" aria-live="polite">
                {move || match (index.get(), step.get(), finished.with(Option::is_some)) {
                    (_, _, true) => path.with(|p| format!("{}: your result", p.title)),
                    (Some(i), Some(st), _) => path.with(|p| format!("{}, step {}: {}", p.title, p.progress(i), st.title)),
                    _ => String::new(),
                }}
            </h2>
            {move || finished.get().map(|f| view! {
                <div class="tour-result" data-testid="tour-result" tabindex="-1" node_ref=result_el
                    role="region" aria-label="Your result">
                    <p class="tour-score" data-testid="tour-score">
                        {f.score.unwrap_or_else(|| "This path asks no questions.".into())}
                    </p>
                    {(!f.answers.is_empty()).then(|| view! {
                        <p class="hint">{path.with_untracked(|p| match p.scoring {
                            path::Scoring::First => "Your first answer to each question is the one that counts:",
                            path::Scoring::Last => "Your last answer to each question is the one that counts:",
                        })}</p>
                        <ol class="tour-answers" data-testid="tour-answers">
                            {f.answers.into_iter().map(|a| view! {
                                <li class:right=a.right>
                                    {format!("Step {}, {}: {}, {}.", a.step, a.title,
                                        a.given.map_or("not answered".to_string(), |g| format!("\"{g}\"")),
                                        if a.right { "right" } else { "not right" })}
                                </li>
                            }).collect_view()}
                        </ol>
                    })}
                    <div class="tour-nav">
                        <button type="button" class="primary" data-testid="tour-close" on:click=leave>
                            {move || format!("Close the {}", what())}
                        </button>
                    </div>
                </div>
            })}
            <div class="tour-body" class:tour-over=move || finished.with(Option::is_some)>
                {move || lock_note.get().map(|n| view! { <p class="tour-lock" role="note" data-testid="tour-lock">{n}</p> })}
                <p class="tour-notice" data-testid="tour-notice" node_ref=notice_el class:full=move || whole.get()
                    on:scroll=move |_| mark_notice()>{move || notice.get()}</p>
                // On a phone the text stops after a few lines (its view stays on the first
                // screen below the card); this shows the rest.
                <button type="button" class="tour-more" data-testid="tour-more" aria-expanded=move || whole.get().to_string()
                    on:click=move |_| { whole.update(|w| *w = !*w); request_animation_frame(mark_notice); }>
                    {move || if whole.get() { "Less of the text" } else { "The whole text" }}</button>
                {move || question.get().map(|q| {
                    let answer = match q.expect { Expect::Choice(c) => Some(c), Expect::Number { .. } => None };
                    let name = format!("tour-q-{}", index.get_untracked().unwrap_or(0));
                    let ready = move || match answer {
                        Some(_) => chosen.get().is_some(),
                        None => !typed.get().trim().is_empty(),
                    };
                    view! {
                        <fieldset class="tour-question" data-testid="tour-question">
                            <legend>{q.prompt.clone()}</legend>
                            {match answer {
                                Some(answer) => q.choices.iter().enumerate().map(|(c, choice)| view! {
                                    <label class="choice"
                                        class:correct=move || revealed.get() && c == answer
                                        class:wrong=move || revealed.get() && chosen.get() == Some(c) && c != answer>
                                        <input type="radio" name=name.clone() value=c.to_string()
                                            prop:checked=move || chosen.get() == Some(c)
                                            on:change=move |_| { chosen.set(Some(c)); revealed.set(false); } />
                                        " " {choice.clone()}
                                    </label>
                                }).collect_view().into_any(),
                                None => view! {
                                    <label class="choice">"Your answer "
                                        <input type="text" inputmode="decimal" data-testid="tour-number" size="12"
                                            prop:value=move || typed.get()
                                            on:input=move |ev| { typed.set(event_target_value(&ev)); revealed.set(false); } />
                                    </label>
                                }.into_any(),
                            }}
                            <button type="button" data-testid="tour-check" on:click=check
                                disabled=move || !ready()>{if answer.is_some() { "Check my prediction" } else { "Check my answer" }}</button>
                            {move || (hint.with(Option::is_some) && !revealed.get()).then(|| view! {
                                " " <button type="button" data-testid="tour-reveal"
                                    on:click=move |_| { right.set(false); revealed.set(true); answered.set(true); }>"Show the answer"</button>
                            })}
                            {move || practice.get().then(|| view! {
                                <p class="practice" data-testid="tour-practice">
                                    "Practice, not scored: your first answer to this question is the one that counted."
                                </p>
                            })}
                            <p class="verdict" role="status" data-testid="tour-verdict">
                                {move || if revealed.get() {
                                    Some(format!(
                                        "{}{}",
                                        if right.get() { "Right. " } else { "Not quite. " },
                                        q.explanation
                                    ))
                                } else {
                                    hint.get()
                                }}
                            </p>
                        </fieldset>
                    }
                })}
                // The real-model step: the model (about 98 MB) only when the learner asks.
                {move || (is_builtin() && step.get().is_some_and(|st| st.id == "real-model")).then(|| {
                    if state.config.with(|c| c.vectors == crate::rope::base::tokens::VectorMode::Model) {
                        view! { <button type="button" class="chip-button" data-testid="tour-lab" on:click=to_lab>"Go to the model's lab"</button> }.into_any()
                    } else {
                        view! {
                            // The model with RoPE still off, as the step asks (a plain switch
                            // to it puts the model's own RoPE back on: nothing to compare).
                            <button type="button" class="chip-button" data-testid="tour-load-model"
                                on:click=move |_| match state.config.with_untracked(real_model_with_rope_off) {
                                    Ok(c) => {
                                        // Say what the switch changes (d, base, the vectors...).
                                        let said = state.config.with_untracked(|b| crate::rope::teaching::locked::changes_note("Loading the model", b, &c));
                                        state.replace(c);
                                        if let Some(n) = said {
                                            state.to_page(ToPage::Notice(n));
                                        }
                                    }
                                    Err(e) => state.to_page(ToPage::Error(e)),
                                }>
                                {format!("Load {} (about {} MB, once)", crate::rope::settings::model_run::NAME, crate::rope::settings::model_run::FILE_BYTES / 1_000_000)}
                            </button>
                        }.into_any()
                    }
                })}
            </div>
            // After the text and the question: the learner reads, answers, then moves on.
            <div class="tour-nav" class:tour-over=move || finished.with(Option::is_some)>
                <button type="button" data-testid="tour-back" on:click=back
                    disabled=move || index.get().is_none_or(|i| i == 0)>"Back"</button>
                <button type="button" class="primary" data-testid="tour-next" on:click=next
                    title=move || (index.get() == Some(last())).then(|| format!("Close the {}; the settings on screen stay", what()))>
                    {move || if index.get() == Some(last()) { "Finish" } else { "Next" }}
                </button>
                // Leave keeps what is on screen; on the last step Finish does.
                {move || (index.get() != Some(last())).then(|| view! {
                    <button type="button" data-testid="tour-exit" on:click=leave
                        title=move || format!("Close the {}; the settings on screen stay", what())>
                        {move || if is_builtin() { "Leave tour" } else { "Leave the path" }}
                    </button>
                })}
                // On every step: close and put back the learner's own settings (the defaults
                // when the path opened from a link without settings of its own).
                <button type="button" data-testid="tour-restore" on:click=restore
                    title=move || if mine_are_defaults.get() {
                        format!("Close the {} and put back the default settings", what())
                    } else {
                        format!("Close the {} and put back the settings you had when it started", what())
                    }>
                    {move || match (index.get() == Some(last()), mine_are_defaults.get()) {
                        (true, false) => format!("Finish with my settings from before the {}", what()),
                        (true, true) => "Finish with the default settings".to_string(),
                        (false, false) => "Leave and restore my settings".to_string(),
                        (false, true) => "Leave with the default settings".to_string(),
                    }}
                </button>
            </div>
        </section>
    }
}
