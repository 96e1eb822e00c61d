//! The last line of defence: if anything in the widget ever panics (which kills the wasm
//! instance), the page shows a visible message with a link to the current settings instead of
//! silently freezing. Built with DOM calls and text nodes only: no markup strings.

use std::sync::OnceLock;

use wasm_bindgen::JsCast;

use super::i18n::t;

/// The banner's two texts in the learner's language, written once the catalogue is installed
/// ([`prepare`]): the hook then formats nothing (a panic inside the messages' own code cannot
/// come back through them). Before that, the hook reads the catalogue itself.
static TEXTS: OnceLock<(String, String)> = OnceLock::new();

/// Formats the banner's texts in the installed language (`app::start`, once the catalogue is).
pub fn prepare() {
    let _ = TEXTS.set(texts());
}

fn texts() -> (String, String) {
    (t("crash-banner"), t("crash-link"))
}

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
    let (said, reload) = TEXTS.get().cloned().unwrap_or_else(texts);
    // The message runs into the link (a space before it in English and Spanish: the message's).
    text.set_text_content(Some(&said));
    if let Some(a) = a.dyn_ref::<web_sys::HtmlAnchorElement>() {
        a.set_href(&link);
        a.set_text_content(Some(&reload));
    }
    let _ = text.append_child(&a);
    let _ = banner.append_child(&text);
    let _ = body.prepend_with_node_1(&banner);
}
