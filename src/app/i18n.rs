//! The learner's language in the widget: one catalogue of messages per wasm module, installed
//! before the module mounts anything ([`install`]), and the two calls every component uses,
//! [`t`] (a message without variables) and [`tf`] (a [`Msg`] the core returned).
//!
//! The catalogue is fixed for the page's life: the language is read once at start (`lang=` in
//! the address, else the browser's preferred languages) and a change of language reloads the
//! page with the new `lang=` (the state is all in the address, so nothing is lost). That is why
//! it is a module-wide value set once before mounting, not a signal: no component has to
//! re-render for a language change, and code outside a component (a canvas drawing, an event
//! handler) reads it too.

use std::sync::{Arc, RwLock};

use wasm_bindgen::JsCast;

use crate::rope::base::i18n::{self, Messages};
pub use crate::rope::base::i18n::{Arg, Lang, Msg};

/// The installed catalogue (replaced by a later [`install`]: a test binary mounts the page and
/// then the parts, whose catalogue holds both groups).
static CATALOGUE: RwLock<Option<Arc<Messages>>> = RwLock::new(None);

/// The module's messages: the installed catalogue, else the module's English (a component built
/// before [`install`], as in a unit test of the page's components).
pub fn messages() -> Arc<Messages> {
    CATALOGUE
        .read()
        .ok()
        .and_then(|g| g.clone())
        .unwrap_or_else(i18n::english)
}

/// Whether a catalogue was installed (the on-demand module's loader installs the learner's
/// before anything mounts; a unit test may not).
pub fn installed() -> bool {
    CATALOGUE.read().is_ok_and(|g| g.is_some())
}

/// The learner's language.
pub fn lang() -> Lang {
    messages().lang()
}

/// How a module reads its message files: `Messages::lite` (the page module: its own small
/// formatter) or `Messages::new` (the on-demand module: fluent-bundle). Passed in, so that the
/// page module never links fluent-bundle.
pub type Reader = fn(Lang, i18n::Sources<'_>) -> (Messages, i18n::LoadErrors);

/// Installs the module's catalogue: `english` (this module's compiled-in files, also what `en`
/// reads from now on) behind `fetched` (the learner's language's files, empty for English),
/// both read by `read`.
pub fn install(lang: Lang, english: &[(&str, &str)], fetched: &[(String, String)], read: Reader) {
    let (en, errors) = read(Lang::En, english);
    report(&errors);
    let en = Arc::new(en);
    i18n::register_english(en.clone());
    let catalogue = if lang == Lang::En || fetched.is_empty() {
        en
    } else {
        let sources: Vec<(&str, &str)> = fetched
            .iter()
            .map(|(n, t)| (n.as_str(), t.as_str()))
            .collect();
        let (here, errors) = read(lang, &sources);
        report(&errors);
        Arc::new(here.with_fallback(en))
    };
    if let Ok(mut g) = CATALOGUE.write() {
        *g = Some(catalogue);
    }
}

fn report(errors: &[String]) {
    for e in errors {
        web_sys::console::error_1(&format!("ropescope messages: {e}").into());
    }
}

/// Message `id` in the learner's language (English if it lacks it).
pub fn t(id: &str) -> String {
    let m = messages();
    if !m.knows(id) {
        missing(id);
    }
    m.t(id)
}

/// A message the core returned, formatted in the learner's language.
pub fn tf(msg: &Msg) -> String {
    let m = messages();
    if !m.knows(&msg.id) {
        missing(&msg.id);
    }
    m.text(msg)
}

/// Attribute `attr` of message `id` (a control's hint, a button's tooltip), or "".
pub fn ta(id: &str, attr: &str) -> String {
    messages().attr(id, attr).unwrap_or_else(|| {
        missing(&format!("{id}.{attr}"));
        String::new()
    })
}

/// A message no file has: a bug (a test fails on the console error), shown as `[id]`.
fn missing(id: &str) {
    web_sys::console::error_1(&format!("ropescope: no message {id}").into());
}

/// Fetches the files of `files` (`group/name`) in `lang` from the site's `locales/` folder.
/// A file that cannot be fetched is left out (its messages then show in English) and reported.
pub async fn fetch(lang: Lang, files: &[&str]) -> Vec<(String, String)> {
    let mut out = Vec::new();
    if lang == Lang::En {
        return out;
    }
    let Some(window) = web_sys::window() else {
        return out;
    };
    // Every request starts at once; the answers are read in order.
    let pending: Vec<(String, String, js_sys::Promise)> = files
        .iter()
        .map(|file| {
            let url = format!("locales/{}/{file}.ftl", lang.code());
            let request = window.fetch_with_str(&url);
            (file.to_string(), url, request)
        })
        .collect();
    for (file, url, request) in pending {
        match fetch_text(request).await {
            Some(text) => out.push((file, text)),
            // i18n: a developer's console report
            None => report(&[format!("could not read {url}")]),
        }
    }
    out
}

async fn fetch_text(request: js_sys::Promise) -> Option<String> {
    let response = wasm_bindgen_futures::JsFuture::from(request)
        .await
        .ok()?
        .dyn_into::<web_sys::Response>()
        .ok()?;
    if !response.ok() {
        return None;
    }
    let text = wasm_bindgen_futures::JsFuture::from(response.text().ok()?)
        .await
        .ok()?;
    text.as_string()
}

/// The browser's preferred languages, most preferred first.
pub fn preferred() -> Vec<String> {
    let Some(nav) = web_sys::window().map(|w| w.navigator()) else {
        return Vec::new();
    };
    let list: Vec<String> = nav
        .languages()
        .iter()
        .filter_map(|v| v.as_string())
        .collect();
    if list.is_empty() {
        nav.language().into_iter().collect()
    } else {
        list
    }
}
