//! ropescope's on-demand module: the lesson, worked examples, mistakes, quiz and kernel views and
//! the real-model lab (`app::more`), loaded by the page (`app::part`) only when the learner
//! scrolls to one of them or picks the real model. Trunk builds it beside the page as
//! `ropescope-more.js` + `ropescope-more_bg.wasm` (index.html, `data-type="worker"` with the
//! `web` target: built, never loaded by the page's own loader).

#[cfg(target_arch = "wasm32")]
mod exports {
    use std::rc::Rc;

    use ropescope::app::more;
    use ropescope::bridge::ToPage;
    use wasm_bindgen::prelude::*;

    /// A mounted part; `free()` from the page unmounts it.
    #[wasm_bindgen]
    pub struct MountedPart {
        _part: ropescope::app::part::Mounted,
    }

    /// Where this module's messages to the page go: `send(wire)`, one JSON text per message
    /// (`ropescope::bridge::ToPage`).
    #[wasm_bindgen]
    pub fn connect(send: js_sys::Function) {
        more::connect(Rc::new(move |m: ToPage| {
            let _ = send.call1(&JsValue::NULL, &JsValue::from_str(&m.to_wire()));
        }));
    }

    /// Installs this module's messages in `lang` (the page's `<html lang>`): fetches that
    /// language's files first (English is compiled in). The loader awaits it before anything
    /// mounts.
    #[wasm_bindgen]
    pub async fn load_messages(lang: String) {
        more::load_messages(&lang).await;
    }

    /// A message from the page (`ropescope::bridge::ToPart`, as its wire text).
    #[wasm_bindgen]
    pub fn receive(wire: &str) {
        more::receive_wire(wire);
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
