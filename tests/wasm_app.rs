//! The app shell mounted in headless Chromium: it shows the tokens, reacts to typing, and keeps
//! the last good state with a message when input is bad.
#![cfg(target_arch = "wasm32")]

use ropescope::app::App;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlInputElement};

wasm_bindgen_test_configure!(run_in_browser);

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

/// A fresh container in the page body.
fn container() -> HtmlElement {
    let div: HtmlElement = document().create_element("div").unwrap().unchecked_into();
    document().body().unwrap().append_child(&div).unwrap();
    div
}

fn find(root: &Element, testid: &str) -> Element {
    root.query_selector(&format!("[data-testid='{testid}']"))
        .unwrap()
        .unwrap_or_else(|| panic!("no element with data-testid={testid}"))
}

fn count(root: &Element, testid: &str) -> u32 {
    root.query_selector_all(&format!("[data-testid='{testid}']"))
        .unwrap()
        .length()
}

async fn type_into(root: &Element, testid: &str, value: &str) {
    let input: HtmlInputElement = find(root, testid).unchecked_into();
    input.set_value(value);
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    let ev = web_sys::Event::new_with_event_init_dict("input", &init).unwrap();
    input.dispatch_event(&ev).unwrap();
    leptos::task::tick().await;
}

#[wasm_bindgen_test]
async fn shows_tokens_and_reacts_to_the_sentence() {
    let root = container();
    let _handle = leptos::mount::mount_to(root.clone(), App);
    leptos::task::tick().await;
    let root: Element = root.unchecked_into();
    assert_eq!(count(&root, "token"), 6, "default sentence has 6 tokens");
    assert!(root.text_content().unwrap().contains("mat"));

    type_into(&root, "sentence", "Hello, brave new world!").await;
    assert_eq!(count(&root, "token"), 6);
    let chips = root.query_selector_all("[data-testid='token']").unwrap();
    let last = chips.item(5).unwrap().text_content().unwrap();
    assert!(
        last.contains('!') && last.contains('5'),
        "last chip: {last}"
    );
    root.remove();
}

#[wasm_bindgen_test]
async fn bad_input_shows_a_message_and_keeps_the_last_good_state() {
    let root = container();
    let _handle = leptos::mount::mount_to(root.clone(), App);
    leptos::task::tick().await;
    let root: Element = root.unchecked_into();

    type_into(&root, "dim", "7").await;
    let msg = find(&root, "error").text_content().unwrap();
    assert!(
        msg.contains("dim") && msg.contains("even"),
        "error area: {msg}"
    );
    assert_eq!(count(&root, "token"), 6, "state kept");

    type_into(&root, "sentence", "").await;
    let msg = find(&root, "error").text_content().unwrap();
    assert!(msg.contains("text"), "error area: {msg}");
    assert_eq!(count(&root, "token"), 6, "last good sentence kept");

    type_into(&root, "sentence", "<img src=x onerror=alert(1)> ok").await;
    assert!(
        root.query_selector("img").unwrap().is_none(),
        "text must never become markup"
    );
    assert!(count(&root, "token") > 1);

    type_into(&root, "base", "500000").await;
    type_into(&root, "dim", "8").await;
    let field_errors = root.query_selector_all(".field-error").unwrap();
    for i in 0..field_errors.length() {
        assert_eq!(field_errors.item(i).unwrap().text_content().unwrap(), "");
    }
    root.remove();
}
