//! The URL query string is the widget's state: read once at start, mirrored on every change
//! with `history.replaceState` (no reload, no new history entries).

use crate::rope::settings::config::Lenient;
use crate::rope::Config;
use crate::share::link;

use crate::rope::settings::ui::UiOptions;

/// Query keys the UI owns (not part of the math configuration).
pub use crate::rope::settings::views::UI_KEYS;

/// The page's query string, read leniently: bad keys are reported and fall back to defaults.
pub fn read_location() -> Lenient {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    Config::from_query_lenient(&search, UI_KEYS)
}

/// The page's address without query or fragment.
pub fn page_url() -> String {
    web_sys::window()
        .and_then(|w| {
            let l = w.location();
            Some(format!("{}{}", l.origin().ok()?, l.pathname().ok()?))
        })
        .unwrap_or_default()
}

/// The absolute address of a file next to the page (module imports and workers resolve
/// addresses against their own location, so the page hands them absolute ones).
pub fn sibling(path: &str) -> Option<String> {
    let href = web_sys::window()?.location().href().ok()?;
    Some(web_sys::Url::new_with_base(path, &href).ok()?.href())
}

/// The full link to the current state.
pub fn state_link(config: &Config, ui: &UiOptions) -> String {
    link(&page_url(), &[&config.to_query(), &ui.to_query()])
}

/// Writes the state into the address bar without reloading.
pub fn mirror(config: &Config, ui: &UiOptions) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let path = window.location().pathname().unwrap_or_default();
    let hash = window.location().hash().unwrap_or_default();
    let url = format!(
        "{}{hash}",
        link(&path, &[&config.to_query(), &ui.to_query()])
    );
    if let Ok(history) = window.history() {
        // Failing to rewrite the address bar (sandboxed iframe, file://) is harmless.
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}

/// Reloads the page in `lang`: the state's address with `lang=` (and the same view anchor), so
/// the module starts again in that language with everything else as it was (the language is
/// fixed for a page's life: `app::i18n`). The address is written first, so that a frame that
/// may not navigate still keeps the choice for its next load.
pub fn reload_in(state: super::state::AppState, lang: crate::rope::base::i18n::Lang) {
    use leptos::prelude::*;
    state.ui.update(|u| u.lang = Some(lang));
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let (path, hash) = (
        location.pathname().unwrap_or_default(),
        location.hash().unwrap_or_default(),
    );
    let Some(query) = state
        .config
        .try_with_untracked(|c| state.ui.with_untracked(|u| [c.to_query(), u.to_query()]))
    else {
        return;
    };
    let _ = location.replace(&format!("{}{hash}", link(&path, &[&query[0], &query[1]])));
}
