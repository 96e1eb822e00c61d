//! The URL query string is the widget's state: read once at start, mirrored on every change
//! with `history.replaceState` (no reload, no new history entries).

use crate::rope::config::Lenient;
use crate::rope::Config;

/// Query keys the UI owns (not part of the math configuration).
pub const UI_KEYS: &[&str] = &["embed", "view", "theme"];

/// The page's query string, read leniently: bad keys are reported and fall back to defaults.
pub fn read_location() -> Lenient {
    let search = web_sys::window()
        .and_then(|w| w.location().search().ok())
        .unwrap_or_default();
    Config::from_query_lenient(&search, UI_KEYS)
}

/// A notice for ignored keys, if any.
pub fn unknown_keys_notice(keys: &[String]) -> Option<String> {
    if keys.is_empty() {
        None
    } else {
        Some(format!("Ignored unknown URL keys: {}", keys.join(", ")))
    }
}

/// Writes the config into the address bar without reloading.
pub fn mirror(config: &Config) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let location = window.location();
    let path = location.pathname().unwrap_or_default();
    let query = config.to_query();
    let url = if query.is_empty() {
        path
    } else {
        format!("{path}?{query}")
    };
    if let Ok(history) = window.history() {
        // Failing to rewrite the address bar (sandboxed iframe, file://) is harmless.
        let _ = history.replace_state_with_url(&wasm_bindgen::JsValue::NULL, "", Some(&url));
    }
}
