//! The last line of defence: if anything in the widget ever panics (which kills the wasm
//! instance), the page shows a visible message with a link to the current settings instead of
//! silently freezing. Built with DOM calls and text nodes only: no markup strings.

use wasm_bindgen::JsCast;

/// Installs the panic hook: log to the console as usual, then show the banner.
pub fn install() {
    std::panic::set_hook(Box::new(|info| {
        console_error_panic_hook::hook(info);
        show_banner();
    }));
}

/// Shows "something went wrong, reload" with a link to the current settings. Idempotent.
pub fn show_banner() {
    let Some(window) = web_sys::window() else {
        return;
    };
    let Some(doc) = window.document() else { return };
    if doc.get_element_by_id("ropescope-crash").is_some() {
        return;
    }
    let link = window.location().href().unwrap_or_default();
    let make = |tag: &str| doc.create_element(tag).ok();
    let (Some(banner), Some(text), Some(a), Some(body)) =
        (make("div"), make("p"), make("a"), doc.body())
    else {
        return;
    };
    banner.set_id("ropescope-crash");
    let _ = banner.set_attribute("role", "alert");
    let _ = banner.set_attribute("data-testid", "crash");
    banner.set_class_name("crash-banner");
    text.set_text_content(Some(
        "Something went wrong in ropescope and it stopped. Reload the page to start again; this link keeps your settings: ",
    ));
    if let Some(a) = a.dyn_ref::<web_sys::HtmlAnchorElement>() {
        a.set_href(&link);
        a.set_text_content(Some("reload with these settings"));
    }
    let _ = text.append_child(&a);
    let _ = banner.append_child(&text);
    let _ = body.prepend_with_node_1(&banner);
}
