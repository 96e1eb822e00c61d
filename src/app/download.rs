//! Saving and copying: files are made in the page (Blob + object URL, or a canvas data URL)
//! and never leave the machine.

use wasm_bindgen::JsCast;
use web_sys::{Blob, BlobPropertyBag, HtmlAnchorElement, HtmlCanvasElement, Url};

fn click_download(href: &str, filename: &str) -> Option<()> {
    let doc = web_sys::window()?.document()?;
    let a: HtmlAnchorElement = doc.create_element("a").ok()?.dyn_into().ok()?;
    a.set_href(href);
    a.set_download(filename);
    a.set_rel("noopener");
    doc.body()?.append_child(&a).ok()?;
    a.click();
    a.remove();
    Some(())
}

/// Saves `text` as a file.
pub fn download_text(filename: &str, mime: &str, text: &str) {
    let parts = js_sys::Array::of1(&wasm_bindgen::JsValue::from_str(text));
    let opts = BlobPropertyBag::new();
    opts.set_type(mime);
    let Ok(blob) = Blob::new_with_str_sequence_and_options(&parts, &opts) else {
        return;
    };
    if let Ok(url) = Url::create_object_url_with_blob(&blob) {
        click_download(&url, filename);
        let _ = Url::revoke_object_url(&url);
    }
}

/// Saves a canvas as PNG.
pub fn download_png(canvas: &HtmlCanvasElement, filename: &str) {
    if let Ok(url) = canvas.to_data_url_with_type("image/png") {
        click_download(&url, filename);
    }
}

/// Copies text to the clipboard and reports whether the browser accepted it (it refuses
/// outside a secure context, without permission, or when the page is not focused).
pub async fn copy_text(text: String) -> bool {
    let Some(w) = web_sys::window() else {
        return false;
    };
    let promise = w.navigator().clipboard().write_text(&text);
    wasm_bindgen_futures::JsFuture::from(promise).await.is_ok()
}
