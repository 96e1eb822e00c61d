//! Embedding: in `embed=1` mode the page tells its parent how tall it is, so the host page can
//! size the iframe (www/embed-example.html listens for it).

use wasm_bindgen::prelude::*;
use wasm_bindgen::JsCast;

/// Posts `{type: "ropescope:height", height}` to the parent now and whenever the page resizes.
pub fn post_height_to_parent() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(root) = window.document().and_then(|d| d.document_element()) else {
        return;
    };
    let post = move || {
        let Some(w) = web_sys::window() else { return };
        let Ok(Some(parent)) = w.parent() else { return };
        let height = w
            .document()
            .and_then(|d| d.document_element())
            .map_or(0, |e| e.scroll_height());
        let msg = js_sys::Object::new();
        let _ = js_sys::Reflect::set(&msg, &"type".into(), &"ropescope:height".into());
        let _ = js_sys::Reflect::set(&msg, &"height".into(), &height.into());
        let _ = parent.post_message(&msg, "*");
    };
    post();
    let cb = Closure::<dyn FnMut(js_sys::Array)>::new(move |_entries: js_sys::Array| post());
    if let Ok(observer) = web_sys::ResizeObserver::new(cb.as_ref().unchecked_ref()) {
        observer.observe(&root);
        // The observer lives as long as the page: leak its callback on purpose.
        cb.forget();
    }
}
