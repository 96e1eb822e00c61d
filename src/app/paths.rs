//! Opening a guided path (the page's side): `path=` in the link (JSON, or packed by the
//! editor), `path_url=` (a JSON file next to the site), a host message (`ropescope:path`) or the
//! editor's preview. The core reads and checks the path ([`Path::parse`]); a path with any
//! problem does not run, and the notice names each problem's step and field.

use std::sync::Arc;

use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use super::state::AppState;
use crate::rope::teaching::path::{self, describe, inline, Inline, Path, MAX_JSON};

#[wasm_bindgen(module = "/www/path-io.js")]
extern "C" {
    #[wasm_bindgen(catch, js_name = unpackPath)]
    async fn unpack_path(text: &str, max: f64) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch, js_name = fetchPath)]
    async fn fetch_path(address: &str, max: f64) -> Result<JsValue, JsValue>;
}

/// Where a path came from, for the address bar.
pub enum Source {
    /// Its JSON goes into the link (`path=`).
    Inline(String),
    /// The link keeps `path_url=`.
    File(String),
}

/// Runs `path` from step `step` (0-based; a step beyond the path starts at 1, with a notice):
/// the step's state (with the page's locks kept) and its views.
pub fn run(state: AppState, path: Path, source: Source, step: usize) {
    let step = if step < path.steps.len() {
        step
    } else {
        state.notice.set(Some(format!(
            "step must be a step of the path, from 1 to {}; starting at step 1.",
            path.steps.len()
        )));
        0
    };
    if let Some(st) = path.steps.get(step) {
        state.replace(st.config());
    }
    state.path.set(Arc::new(path));
    state.ui.update(|u| {
        match source {
            Source::Inline(json) => {
                u.path = Some(json);
                u.path_url = None;
            }
            Source::File(address) => {
                u.path = None;
                u.path_url = Some(address);
            }
        }
        u.tour = Some(step);
    });
}

/// Says why a path cannot run; nothing runs, and the link no longer names it.
pub fn refuse(state: AppState, why: String) {
    state.notice.set(Some(why));
    state.ui.update(|u| {
        if u.path.is_some() || u.path_url.is_some() {
            u.path = None;
            u.path_url = None;
            u.tour = None;
        }
    });
}

/// Reads `text` as a path, or says in the notice area why it cannot run.
pub fn read(state: AppState, text: &str) -> Option<Path> {
    match Path::parse(text) {
        Ok(p) => Some(p),
        Err(errors) => {
            refuse(state, describe(&errors));
            None
        }
    }
}

fn message(e: &JsValue) -> String {
    e.as_string()
        .or_else(|| {
            js_sys::Reflect::get(e, &"message".into())
                .ok()
                .and_then(|m| m.as_string())
        })
        .unwrap_or_else(|| "unknown error".into())
}

/// At start: the path the link names, if any (`path=` wins over `path_url=`), at the link's
/// step; a link with settings of its own keeps them (a learner's state mid-path).
pub fn open_from_link(state: AppState, keep_settings: bool) {
    let (inline_text, address, step) = state
        .ui
        .with_untracked(|u| (u.path.clone(), u.path_url.clone(), u.tour.unwrap_or(0)));
    let start = move |path: Path, source: Source| {
        let kept = keep_settings.then(|| state.config.get_untracked());
        run(state, path, source, step);
        if let Some(c) = kept {
            state.replace(c);
        }
    };
    if let Some(text) = inline_text {
        match inline(&text) {
            Inline::Json(json) => {
                if let Some(p) = read(state, json) {
                    start(p, Source::Inline(text.clone()));
                }
            }
            Inline::Packed(packed) => {
                let packed = packed.to_string();
                leptos::task::spawn_local(async move {
                    match unpack_path(&packed, MAX_JSON as f64).await {
                        Ok(json) => {
                            let json = json.as_string().unwrap_or_default();
                            if let Some(p) = read(state, &json) {
                                start(p, Source::Inline(packed));
                            }
                        }
                        Err(e) => refuse(
                            state,
                            format!(
                                "This path cannot run: the link's path= does not unpack ({}).",
                                message(&e)
                            ),
                        ),
                    }
                });
            }
        }
    } else if let Some(address) = address {
        leptos::task::spawn_local(async move {
            match fetch_path(&address, MAX_JSON as f64).await {
                Ok(json) => {
                    if let Some(p) = read(state, &json.as_string().unwrap_or_default()) {
                        start(p, Source::File(address));
                    }
                }
                Err(e) => refuse(
                    state,
                    format!(
                        "This path cannot run: path_url could not be read ({}).",
                        message(&e)
                    ),
                ),
            }
        });
    }
}

/// The built-in tour.
pub fn builtin() -> Arc<Path> {
    Arc::new(path::builtin())
}
