//! The widget's side of a course page that embeds it (an iframe): a postMessage API.
//!
//! Host to widget: `ropescope:set {query?, lang?}` (config keys on top of the state, validated
//! as if typed; locks do not hold the host; the sets of one frame render once; `lang` reloads
//! the widget in that language, its state kept), `ropescope:get`, `ropescope:view {view,
//! step?}`, `ropescope:path {path}` (a guided path to run from its first step).
//! Widget to host: `ropescope:ready {version, query, ui, lang}`, `ropescope:state {query, ui,
//! lang}` after every change (at most once per frame), `ropescope:answer {question, choice,
//! correct}`,
//! `ropescope:error {key, got, expected}` for a refused host message (in English: they are for
//! the course page's developer, like the message names), `ropescope:xapi
//! {statement}` with `xapi=1`, and (embed mode)
//! `ropescope:height {height}`.
//!
//! Only the embedding parent is listened to: a message from any other window, or (with
//! `origin=`) from another origin, changes nothing. With `origin=` the widget posts only to that
//! origin; with an `origin=` that is not an origin it talks to no page at all. Nothing here
//! throws: every field is read with checks, and anything unexpected is dropped.

use leptos::prelude::*;
use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

use super::i18n::Lang;
use super::state::{AppState, View};
use crate::rope::settings::config::Refusal;
use crate::rope::settings::ui::Origin;

/// The widget's version, as `ropescope:ready` reports it.
pub const VERSION: &str = env!("CARGO_PKG_VERSION");

/// The languages `ropescope:set {lang}` takes, as a refusal names them.
const LANGS: &str = "en, zh-CN or es"; // i18n: host API (a developer reads it)

/// The longest view name or message type worth reading.
const MAX_NAME: usize = 64;

/// Where the widget's messages go: the parent window and the target origin (`*` without
/// `origin=`), or nowhere.
#[derive(Clone)]
struct Host {
    parent: web_sys::Window,
    target: String,
}

impl Host {
    /// The embedding parent, if the page is in a frame and `origin` allows talking at all.
    fn find(origin: &Option<Origin>) -> Option<Host> {
        let window = web_sys::window()?;
        let parent = window.parent().ok().flatten()?;
        if js_sys::Object::is(&parent, &window) {
            return None;
        }
        let target = match origin {
            None => "*".to_string(),
            Some(Origin::Only(o)) => o.clone(),
            Some(Origin::Nowhere) => return None,
        };
        Some(Host { parent, target })
    }

    /// Posts `{type, ...fields}` to the host.
    fn post(&self, kind: &str, fields: &[(&str, JsValue)]) {
        let msg = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&msg, &"type".into(), &kind.into());
        for (name, value) in fields {
            let _ = js_sys::Reflect::set(&msg, &(*name).into(), value);
        }
        let _ = self.parent.post_message(&msg, &self.target);
    }

    fn refuse(&self, r: &Refusal) {
        self.post(
            "ropescope:error",
            &[
                ("key", r.key.as_str().into()),
                ("got", r.got.as_str().into()),
                ("expected", r.expected.as_str().into()),
            ],
        );
    }

    fn post_state(&self, kind: &str, state: &AppState) {
        let (Some(query), Some(ui)) = (
            state.config.try_with_untracked(|c| c.to_query()),
            state.ui.try_with_untracked(|u| u.to_query()),
        ) else {
            return;
        };
        let mut fields = vec![
            ("query", query.into()),
            ("ui", ui.into()),
            // The language the widget speaks (`lang=`, else the browser's that it speaks).
            ("lang", super::i18n::lang().code().into()),
        ];
        if kind == "ropescope:ready" {
            fields.push(("version", VERSION.into()));
        }
        self.post(kind, &fields);
    }
}

/// A string field of a message, if it is one and not absurdly long.
fn string_field(data: &JsValue, name: &str, max: usize) -> Option<String> {
    let v = js_sys::Reflect::get(data, &name.into()).ok()?;
    let s = v.as_string()?;
    (s.len() <= max).then_some(s)
}

/// What a host message asks for.
enum Request {
    /// URL keys to apply, and a language to reload in.
    Set {
        query: Option<String>,
        lang: Option<Lang>,
    },
    Get,
    View {
        view: String,
        step: Option<f64>,
    },
    /// A path to run: its JSON (a string, or an object the widget writes as JSON).
    Path(String),
}

/// Reads a message's request; `Err` for a ropescope message that is malformed (answered with
/// an error), `Ok(None)` for anything else (another library's messages: ignored).
fn request(data: &JsValue) -> Result<Option<Request>, Refusal> {
    if !data.is_object() {
        return Ok(None);
    }
    let Some(kind) = string_field(data, "type", MAX_NAME) else {
        return Ok(None);
    };
    let refusal = |key: &str, got: &str, expected: &str| Refusal {
        key: key.into(),
        got: got.chars().take(40).collect(),
        expected: expected.into(),
    };
    match kind.as_str() {
        "ropescope:set" => {
            let has = |name: &str| {
                js_sys::Reflect::get(data, &name.into()).is_ok_and(|v| !v.is_undefined())
            };
            let lang = match string_field(data, "lang", MAX_NAME) {
                Some(tag) => match Lang::parse(&tag) {
                    Some(l) => Some(l),
                    None => return Err(refusal("lang", &tag, LANGS)),
                },
                None if has("lang") => return Err(refusal("lang", "not a string", LANGS)),
                None => None,
            };
            let query = string_field(data, "query", crate::rope::settings::config::MAX_HOST_QUERY);
            if query.is_none() && (lang.is_none() || has("query")) {
                return Err(refusal(
                    "query",
                    "no query string", // i18n: host API (a developer reads it)
                    // i18n: host API (a developer reads it)
                    "a string of URL keys, like \"dim=64&base=500000\"",
                ));
            }
            Ok(Some(Request::Set { query, lang }))
        }
        "ropescope:get" => Ok(Some(Request::Get)),
        "ropescope:path" => {
            let value = js_sys::Reflect::get(data, &"path".into()).unwrap_or(JsValue::UNDEFINED);
            let text = if value.is_object() {
                js_sys::JSON::stringify(&value)
                    .ok()
                    .and_then(|s| s.as_string())
            } else {
                value.as_string()
            };
            match text.filter(|t| t.len() <= crate::rope::teaching::path::MAX_PATH_JSON) {
                Some(t) => Ok(Some(Request::Path(t))),
                None => Err(refusal(
                    "path",
                    "no path",
                    // i18n: host API (a developer reads it)
                    "a path: its JSON object or text (README: \"Write your own path\")",
                )),
            }
        }
        "ropescope:view" => {
            let view = string_field(data, "view", MAX_NAME).unwrap_or_default();
            let step = js_sys::Reflect::get(data, &"step".into())
                .ok()
                .and_then(|s| s.as_f64());
            Ok(Some(Request::View { view, step }))
        }
        // The widget's own messages, if a host echoes them, and anything unknown of ours.
        "ropescope:ready" | "ropescope:state" | "ropescope:answer" | "ropescope:error"
        | "ropescope:height" | "ropescope:xapi" | "ropescope:scroll" => Ok(None),
        k if k.starts_with("ropescope:") => Err(refusal(
            "type",
            k,
            // i18n: host API (message names)
            "ropescope:set, ropescope:get, ropescope:view or ropescope:path",
        )),
        _ => Ok(None),
    }
}

/// Brings this widget's `view` into sight (after the frame that shows it).
fn scroll_to(view: View) {
    request_animation_frame(move || {
        if let Some(el) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.get_element_by_id(&format!("view-{}", view.as_str())))
        {
            el.scroll_into_view();
        }
    });
}

/// The state the host's `set` messages have built since the last frame, not yet shown: the
/// messages are applied in order as they arrive (each validated, each refusal answered at
/// once), and the page renders their result once, at the next frame. A host that sends 10,000
/// sets gets a few renders, not 10,000. [`connect`] holds it.
type Pending = StoredValue<Option<crate::rope::Config>>;

/// Shows the state the pending `set` messages built (one render), or, when they changed
/// nothing, answers with the state so the host knows they were read.
fn flush_sets(host: &Host, state: AppState, pending: Pending) {
    let Some(next) = pending.try_update_value(Option::take).flatten() else {
        return;
    };
    if state.config.try_with_untracked(|c| *c != next) == Some(true) {
        state.replace_by_host(next);
    } else {
        host.post_state("ropescope:state", &state);
    }
}

fn handle(host: &Host, state: AppState, pending: Pending, req: Request) {
    // Every other request sees the sets sent before it.
    if !matches!(req, Request::Set { .. }) {
        flush_sets(host, state, pending);
    }
    match req {
        Request::Set { query, lang } => {
            let had_query = query.is_some();
            if let Some(query) = query {
                let (base, scheduled) = match pending.try_update_value(Option::take).flatten() {
                    Some(c) => (c, true),
                    None => (state.config.get_untracked(), false),
                };
                let next = match base.apply_query(&query) {
                    Ok(edit) => edit.config,
                    Err(r) => {
                        host.refuse(&r);
                        base
                    }
                };
                pending.set_value(Some(next));
                if !scheduled {
                    let host = host.clone();
                    request_animation_frame(move || flush_sets(&host, state, pending));
                }
            }
            match lang {
                // Another language: the page starts again in it, with the state the sets so
                // far built and the embed's own keys (its address, `lang=` changed).
                Some(l) if l != super::i18n::lang() => {
                    flush_sets(host, state, pending);
                    super::url::reload_in(state, l);
                }
                // The language it speaks: nothing to reload (the state says which it is).
                Some(_) if !had_query => host.post_state("ropescope:state", &state),
                _ => {}
            }
        }
        Request::Get => host.post_state("ropescope:state", &state),
        Request::Path(_) => {}
        Request::View { view, step } => {
            if let Some(step) = step {
                let count = state.path.with_untracked(|p| p.steps.len());
                let index = (step.fract() == 0.0 && step >= 1.0 && step <= count as f64)
                    .then(|| step as usize - 1);
                match index {
                    Some(i) => {
                        // The same path as the learner's "Start here": the step's state with
                        // the page's locks kept (a lock holds against every path that is not
                        // an explicit `set`).
                        super::start_tour(state, i);
                        return;
                    }
                    None => {
                        return host.refuse(&Refusal {
                            key: "step".into(),
                            got: step.to_string(),
                            // i18n: host API (a developer reads it)
                            expected: format!("a step of the path from 1 to {count}"),
                        });
                    }
                }
            }
            match View::parse(&view) {
                Some(v) => {
                    if !state.ui.with_untracked(|u| u.shows(v)) {
                        state.ui.update(|u| u.views.push(v));
                    }
                    scroll_to(v);
                }
                None => host.refuse(&Refusal {
                    key: "view".into(),
                    got: view.chars().take(40).collect(),
                    expected: format!("one of {}", View::ALL.map(View::as_str).join(", ")),
                }),
            }
        }
    }
}

/// Starts the API when the page is in a frame: listens to the parent, and tells it when the
/// widget is ready, when its state changes, when the learner answers a question, and (embed
/// mode) how tall it is.
pub fn connect(state: AppState, link: super::part::PartsLink) {
    let (origin, embed) = state.ui.with_untracked(|u| (u.origin.clone(), u.embed));
    let Some(host) = Host::find(&origin) else {
        return;
    };
    let Some(window) = web_sys::window() else {
        return;
    };

    let pending: Pending = StoredValue::new(None);
    let listener = {
        let host = host.clone();
        Closure::<dyn FnMut(web_sys::MessageEvent)>::new(move |ev: web_sys::MessageEvent| {
            // The parent, and (with origin=) only from that origin.
            let from_parent = ev
                .source()
                .is_some_and(|s| js_sys::Object::is(&s, &host.parent));
            let origin_ok = origin.as_ref().is_none_or(|o| o.allows(&ev.origin()));
            if !(from_parent && origin_ok) {
                return;
            }
            match request(&ev.data()) {
                // The parts read and check the path; a refusal comes back to `refuse_path`.
                Ok(Some(Request::Path(json))) => {
                    flush_sets(&host, state, pending);
                    link.when_ready(move |p| {
                        p.send(crate::bridge::ToPart::OpenPath {
                            how: "host".into(),
                            text: json,
                            step: 0,
                        })
                    })
                }
                Ok(Some(req)) => handle(&host, state, pending, req),
                Ok(None) => {}
                Err(r) => host.refuse(&r),
            }
        })
    };
    if window
        .add_event_listener_with_callback("message", listener.as_ref().unchecked_ref())
        .is_ok()
    {
        // Lives as long as the page.
        listener.forget();
    }

    host.post_state("ropescope:ready", &state);

    tell_host(state, host.clone());

    if embed {
        post_height(host);
    }
}

/// Tells the host page the state after every change, at most once per frame (a dragged slider
/// sends one per frame, not one per input event), and each answer to a question as it comes
/// (`ropescope:answer`, one per answer, equal or not).
fn tell_host(state: AppState, host: Host) {
    // How many times each has changed (the one effect tells which did): the state, the answer.
    let changes = Memo::new(move |prev: Option<&(u64, u64)>| {
        state.config.track();
        state.ui.track();
        prev.map_or((0, 0), |p| (p.0 + 1, 0))
    });
    let answers = Memo::new(move |prev: Option<&(u64, u64)>| {
        state.answer.track();
        prev.map_or((0, 0), |p| (0, p.1 + 1))
    });
    let pending = StoredValue::new(false);
    Effect::new(move |seen: Option<(u64, u64)>| {
        let now = (changes.get().0, answers.get().1);
        let Some((states_seen, answers_seen)) = seen else {
            // The first run: the host got the state with `ropescope:ready`.
            return now;
        };
        if now.1 != answers_seen {
            if let Some(a) = state.answer.get_untracked() {
                host.post(
                    "ropescope:answer",
                    &[
                        ("question", a.question.as_str().into()),
                        ("choice", (a.choice as f64).into()),
                        ("correct", a.correct.into()),
                    ],
                );
            }
        }
        if now.0 != states_seen && !pending.get_value() {
            pending.set_value(true);
            let h = host.clone();
            request_animation_frame(move || {
                let _ = pending.try_set_value(false);
                h.post_state("ropescope:state", &state);
            });
        }
        now
    });
}

/// Posts `{type: "ropescope:height", height}` now and whenever the page resizes.
fn post_height(host: Host) {
    let Some(root) = web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
    else {
        return;
    };
    let measured = root.clone();
    // Once per height (the observer's first call repeats the first measure).
    let last = std::cell::Cell::new(-1);
    let post = move || {
        let h = measured.scroll_height();
        if last.replace(h) != h {
            host.post("ropescope:height", &[("height", h.into())])
        }
    };
    post();
    let cb = Closure::<dyn FnMut(js_sys::Array)>::new(move |_entries: js_sys::Array| post());
    if let Ok(observer) = web_sys::ResizeObserver::new(cb.as_ref().unchecked_ref()) {
        observer.observe(&root);
        // The observer lives as long as the page: leak its callback on purpose.
        cb.forget();
    }
}
