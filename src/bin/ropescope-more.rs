//! ropescope's on-demand module: the lesson, worked examples, mistakes, quiz and kernel views and
//! the real-model lab (`app::more`), loaded by the page (`app::part`) only when the learner
//! scrolls to one of them or picks the real model. Trunk builds it beside the page as
//! `ropescope-more.js` + `ropescope-more_bg.wasm` (index.html, `data-type="worker"` with the
//! `web` target: built, never loaded by the page's own loader).

#[cfg(target_arch = "wasm32")]
mod exports {
    use std::rc::Rc;

    use ropescope::app::{more, part::ToPage};
    use wasm_bindgen::prelude::*;

    /// A mounted part; `free()` from the page unmounts it.
    #[wasm_bindgen]
    pub struct MountedPart {
        _part: ropescope::app::part::Mounted,
    }

    /// Where this module's messages to the page go: `send(kind, a, b, c)` (`ToPage::encode`).
    #[wasm_bindgen]
    pub fn connect(send: js_sys::Function) {
        more::connect(Rc::new(move |m: ToPage| {
            let args: js_sys::Array = m.encode().iter().map(|s| JsValue::from_str(s)).collect();
            let _ = send.apply(&JsValue::NULL, &args);
        }));
    }

    /// The page's state: its config and its presentation keys as URL queries, the theme, the
    /// hovered pair (-1: none).
    #[wasm_bindgen]
    pub fn update(query: &str, ui: &str, dark: bool, hovered: f64) {
        more::update(
            query,
            ui,
            dark,
            (hovered >= 0.0).then_some(hovered as usize),
        );
    }

    /// Opens a path (`how`: `inline`, `url` or `host`) at step `step` (0-based).
    #[wasm_bindgen(js_name = openPath)]
    pub fn open_path(how: &str, text: &str, step: f64) {
        ropescope::app::more::open_path(how, text, step.max(0.0) as usize);
    }

    /// Saves the settings and every number the views show as `ropescope.json`.
    #[wasm_bindgen(js_name = downloadJson)]
    pub fn download_json() {
        more::download_json();
    }

    /// Mounts part `name` (a view's URL name, or `lab`) into `slot`.
    #[wasm_bindgen]
    pub fn mount(slot: web_sys::HtmlElement, name: &str) -> Result<MountedPart, JsValue> {
        more::mount(slot, name)
            .map(|part| MountedPart { _part: part })
            .map_err(|e| JsValue::from_str(&e))
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {
    ropescope::app::crash::install();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!(
        "ropescope-more is the browser widget's on-demand module: serve it with `./dev.sh serve`."
    );
}
