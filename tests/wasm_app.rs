//! The widget mounted in headless Chromium: controls drive the views, every view renders for
//! small and large settings, bad input keeps the last good state, presets and pasted configs
//! work, and the numbers shown are the core's.
#![cfg(target_arch = "wasm32")]

use ropescope::app::App;
use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{
    CanvasRenderingContext2d, Element, HtmlCanvasElement, HtmlElement, HtmlInputElement,
};

wasm_bindgen_test_configure!(run_in_browser);

const VIEWS: [&str; 17] = [
    "compasses",
    "heatmap",
    "score",
    "invariance",
    "distance",
    "frequencies",
    "attention",
    "absolute",
    "lesson",
    "examples",
    "mistakes",
    "quiz",
    "kernel",
    "layers",
    "multimodal",
    "vision",
    "latent",
];

/// Waits `ms` milliseconds (lets IntersectionObserver callbacks, timers and effects run).
async fn sleep(ms: i32) {
    let p = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(p).await.unwrap();
}

/// The page's query string once the debounced URL mirror has run.
async fn location_search() -> String {
    sleep(250).await;
    web_sys::window().unwrap().location().search().unwrap()
}

fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

/// Points the page's URL at `query` (the app reads its state from there) and mounts the app.
async fn mount(
    query: &str,
) -> (
    Element,
    leptos::mount::UnmountHandle<impl leptos::tachys::view::Mountable>,
) {
    let window = web_sys::window().unwrap();
    let path = window.location().pathname().unwrap();
    window
        .history()
        .unwrap()
        .replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("{path}?{query}")),
        )
        .unwrap();
    // The chart boxes of the page's stylesheet: canvases are drawn at the size CSS gives them
    // (`draw::fit`); the rest of the page's layout is left out, as the tests expect.
    if document().get_element_by_id("ropescope-css").is_none() {
        let style = document().create_element("style").unwrap();
        style.set_id("ropescope-css");
        style.set_text_content(Some(include_str!("../www/charts.css")));
        document().head().unwrap().append_child(&style).unwrap();
    }
    let div: HtmlElement = document().create_element("div").unwrap().unchecked_into();
    document().body().unwrap().append_child(&div).unwrap();
    // The on-demand parts (app::part) run in this module: a test cannot load a second one.
    let handle = leptos::mount::mount_to(div.clone(), || {
        leptos::view! { <App parts=ropescope::app::more::load_in_process /> }
    });
    leptos::task::tick().await;
    leptos::task::tick().await;
    (div.unchecked_into(), handle)
}

fn find(root: &Element, testid: &str) -> Element {
    root.query_selector(&format!("[data-testid='{testid}']"))
        .unwrap()
        .unwrap_or_else(|| panic!("no element with data-testid={testid}"))
}

fn text(root: &Element, testid: &str) -> String {
    find(root, testid).text_content().unwrap_or_default()
}

fn count(root: &Element, selector: &str) -> u32 {
    root.query_selector_all(selector).unwrap().length()
}

fn testids(root: &Element, testid: &str) -> u32 {
    count(root, &format!("[data-testid='{testid}']"))
}

/// Scrolls a view into sight, as a learner would before reading it: views off screen keep
/// their last numbers and catch up when they come into view (IntersectionObserver).
async fn look_at(root: &Element, view: &str) {
    root.query_selector(&format!("#view-{view}"))
        .unwrap()
        .expect("view on the page")
        .scroll_into_view();
    sleep(150).await;
    leptos::task::tick().await;
}

/// Waits (a frame at a time) until `done` holds, or `limit_ms` have passed; the caller asserts.
async fn wait_until(done: impl Fn() -> bool, limit_ms: u32) {
    let start = js_sys::Date::now();
    while !done() && js_sys::Date::now() - start < limit_ms as f64 {
        sleep(16).await;
    }
}

/// Scrolls to a view whose content is an on-demand part (app::part) and waits until it is mounted.
async fn open_part(root: &Element, view: &str) {
    look_at(root, view).await;
    let selector = format!("#view-{view} .part-body > *");
    for _ in 0..40 {
        if count(root, &selector) > 0 {
            return;
        }
        sleep(50).await;
    }
    panic!("the {view} part did not load");
}

/// Opens the "Model presets" group, whose inside is an on-demand part that loads when opened.
async fn open_presets(root: &Element) {
    let details: web_sys::HtmlDetailsElement = root
        .query_selector("[data-testid='presets-box']")
        .unwrap()
        .expect("presets box")
        .unchecked_into();
    details.set_open(true);
    for _ in 0..40 {
        sleep(50).await;
        if testids(root, "model-preset") > 0 {
            return;
        }
    }
    panic!("the presets part did not load");
}

/// Opens the "Hugging Face config" box, whose inside is an on-demand part that loads when seen.
async fn open_hf(root: &Element) {
    let details = root
        .query_selector("details.hf-config")
        .unwrap()
        .expect("HF box");
    details.set_attribute("open", "").unwrap();
    details.scroll_into_view();
    for _ in 0..40 {
        sleep(50).await;
        if testids(root, "hf-json") > 0 {
            return;
        }
    }
    panic!("the Hugging Face part did not load");
}

/// How many dials the compass canvas drew (its `data-pairs`, set from the same model).
fn dials(root: &Element) -> u32 {
    canvas_pairs(root, "compass-canvas")
}

/// How many bars the score canvas drew.
fn bars(root: &Element) -> u32 {
    canvas_pairs(root, "score-bars")
}

fn canvas_pairs(root: &Element, testid: &str) -> u32 {
    root.query_selector(&format!("[data-testid='{testid}']"))
        .unwrap()
        .and_then(|c| c.get_attribute("data-pairs"))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

async fn fire(el: &Element, event: &str) {
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    let ev = web_sys::Event::new_with_event_init_dict(event, &init).unwrap();
    el.dispatch_event(&ev).unwrap();
    leptos::task::tick().await;
    leptos::task::tick().await;
}

async fn type_into(root: &Element, testid: &str, value: &str) {
    let el = find(root, testid);
    if let Some(input) = el.dyn_ref::<HtmlInputElement>() {
        input.set_value(value);
    } else if let Some(area) = el.dyn_ref::<web_sys::HtmlTextAreaElement>() {
        area.set_value(value);
    }
    fire(&el, "input").await;
}

async fn choose(root: &Element, testid: &str, value: &str) {
    let el = find(root, testid);
    el.unchecked_ref::<web_sys::HtmlSelectElement>()
        .set_value(value);
    fire(&el, "change").await;
}

async fn click(root: &Element, testid: &str) {
    find(root, testid).unchecked_ref::<HtmlElement>().click();
    leptos::task::tick().await;
    leptos::task::tick().await;
}

/// How many pixels of a canvas differ from its top-left (background) pixel.
fn painted_pixels(canvas: &Element) -> usize {
    let canvas: &HtmlCanvasElement = canvas.unchecked_ref();
    let ctx: CanvasRenderingContext2d = canvas.get_context("2d").unwrap().unwrap().unchecked_into();
    let (w, h) = (canvas.width(), canvas.height());
    let data = ctx
        .get_image_data(0.0, 0.0, w as f64, h as f64)
        .unwrap()
        .data()
        .0;
    let bg = &data[0..4];
    data.chunks(4).filter(|px| *px != bg).count()
}

/// Every view is present and shows something. Canvas views draw when on screen, so each view is
/// scrolled into view first.
async fn assert_all_views_render(root: &Element, pairs: u32, tokens: u32, label: &str) {
    for v in VIEWS {
        let section = root
            .query_selector(&format!("#view-{v}"))
            .unwrap()
            .unwrap_or_else(|| panic!("{label}: view {v} missing"));
        section.scroll_into_view();
        // Until it shows its text and draws (a part loads and mounts first), at most 3 s.
        let ready = || {
            let canvases = section.query_selector_all("canvas").unwrap();
            // A part's view: its slot has its content (not "Loading…").
            let mounted = section.query_selector(".part-slot").unwrap().is_none()
                || section.query_selector(".part-body > *").unwrap().is_some();
            mounted
                && section.text_content().unwrap_or_default().len() > 40
                && (0..canvases.length()).all(|i| {
                    let c: Element = canvases.item(i).unwrap().unchecked_into();
                    painted_pixels(&c) > 500
                })
        };
        wait_until(ready, 3000).await;
        assert!(
            section.text_content().unwrap_or_default().len() > 40,
            "{label}: view {v} is empty"
        );
        let canvases = section.query_selector_all("canvas").unwrap();
        for i in 0..canvases.length() {
            let c: Element = canvases.item(i).unwrap().unchecked_into();
            // Canvases draw while on screen: a tall view's lower charts once scrolled to.
            c.scroll_into_view();
            wait_until(|| painted_pixels(&c) > 500, 3000).await;
            let canvas: &web_sys::HtmlCanvasElement = c.unchecked_ref();
            assert!(
                painted_pixels(&c) > 500,
                "{label}: a canvas of view {v} is blank ({:?} {}x{}, {} painted, {} pairs)",
                c.get_attribute("data-testid"),
                canvas.width(),
                canvas.height(),
                painted_pixels(&c),
                c.get_attribute("data-pairs").unwrap_or_default()
            );
        }
    }
    assert_eq!(dials(root), pairs, "{label}: one dial per pair");
    let all_bars = root
        .query_selector_all("[data-testid='score-bars']")
        .unwrap()
        .length();
    assert_eq!(
        bars(root),
        pairs,
        "{label}: one bar per pair ({all_bars} score canvases)"
    );
    // The per-pair tables start open up to 32 pairs, folded above (the canvases carry them).
    let rows = if pairs <= 32 { pairs } else { 0 };
    assert_eq!(
        testids(root, "pair-contribution"),
        rows,
        "{label}: one contribution row per pair"
    );
    assert_eq!(
        root.query_selector_all("[data-testid='pair-angles'] tr[data-pair]")
            .unwrap()
            .length(),
        rows,
        "{label}: one angle row per pair"
    );
    assert_eq!(testids(root, "token"), tokens, "{label}: token chips");
    look_at(root, "score").await;
    assert!(!text(root, "score-total").is_empty());
}

#[wasm_bindgen_test]
async fn every_view_renders_at_default_and_at_the_extremes() {
    let (root, h) = mount("").await;
    assert_all_views_render(&root, 8, 6, "default").await;
    root.remove();
    // Unmounted before the next: the parts module serves one page at a time.
    drop(h);

    let (root, h) = mount("dim=2").await;
    assert_all_views_render(&root, 1, 6, "d=2").await;
    root.remove();
    // Unmounted before the next: the parts module serves one page at a time.
    drop(h);

    let (root, h) = mount("dim=256&base=500000&scaling=yarn&factor=8&orig=4096").await;
    assert_all_views_render(&root, 128, 6, "d=256 yarn").await;
    root.remove();
    // Unmounted before the next: the parts module serves one page at a time.
    drop(h);

    let (root, h) = mount("text=Hello").await;
    assert_all_views_render(&root, 8, 1, "1 token").await;
    root.remove();
    // Unmounted before the next: the parts module serves one page at a time.
    drop(h);

    let long: Vec<String> = (0..512).map(|i| format!("w{i}")).collect();
    let (root, h) = mount(&format!(
        "text={}&scaling=llama3&factor=8&orig=64",
        long.join("+")
    ))
    .await;
    assert_all_views_render(&root, 8, 512, "512 tokens").await;
    root.remove();
    // Unmounted before the next: the parts module serves one page at a time.
    drop(h);
}

#[wasm_bindgen_test]
async fn typing_changing_dim_and_picking_a_method_update_the_views() {
    let (root, _h) = mount("").await;
    type_into(&root, "sentence", "Hello, brave new world!").await;
    assert_eq!(testids(&root, "token"), 6);
    let chips = root.query_selector_all("[data-testid='token']").unwrap();
    let last = chips.item(5).unwrap().text_content().unwrap();
    assert!(
        last.contains('!') && last.contains('5'),
        "last chip: {last}"
    );

    type_into(&root, "dim", "32").await;
    look_at(&root, "compasses").await;
    assert_eq!(dials(&root), 16);
    look_at(&root, "score").await;
    assert_eq!(testids(&root, "pair-contribution"), 16);

    // The score shown is the core's score for the same configuration.
    let want = ropescope::rope::settings::scene::Scene::new(
        &ropescope::rope::Config::from_query("text=Hello%2C+brave+new+world!&dim=32")
            .unwrap()
            .config,
    )
    .score()
    .total;
    look_at(&root, "score").await;
    assert_eq!(text(&root, "score-total"), format!("{want:.5}"));

    choose(&root, "scaling", "yarn").await;
    assert!(
        root.query_selector("[data-testid='beta_fast']")
            .unwrap()
            .is_some(),
        "YaRN parameters shown"
    );
    look_at(&root, "frequencies").await;
    let af = text(&root, "attention-factor");
    assert_eq!(
        af,
        format!("{:.6}", 0.1 * 4f64.ln() + 1.0),
        "YaRN's attention factor"
    );
    assert!(text(&root, "method-note").contains("YaRN"));
    choose(&root, "scaling", "llama3").await;
    assert!(
        root.query_selector("[data-testid='beta_fast']")
            .unwrap()
            .is_none(),
        "YaRN parameters hidden"
    );
    assert!(root
        .query_selector("[data-testid='high_freq_factor']")
        .unwrap()
        .is_some());
    // The new methods' parameters come from the key table too.
    choose(&root, "scaling", "longrope").await;
    for id in ["short_factor", "long_factor", "attn", "len"] {
        assert!(
            root.query_selector(&format!("[data-testid='{id}']"))
                .unwrap()
                .is_some(),
            "LongRoPE's {id}"
        );
    }
    choose(&root, "scaling", "proportional").await;
    assert!(root
        .query_selector("[data-testid='partial']")
        .unwrap()
        .is_some());
    assert!(root
        .query_selector("[data-testid='short_factor']")
        .unwrap()
        .is_none());
    choose(&root, "scaling", "llama3").await;

    // The URL mirrors the state.
    let search = location_search().await;
    assert!(
        search.contains("dim=32") && search.contains("scaling=llama3"),
        "{search}"
    );
    root.remove();
}

#[wasm_bindgen_test]
async fn bad_input_shows_a_message_and_keeps_the_last_good_state() {
    let (root, _h) = mount("").await;
    look_at(&root, "score").await;
    let before = text(&root, "score-total");

    type_into(&root, "dim", "7").await;
    let msg = text(&root, "error");
    assert!(
        msg.contains("dim") && msg.contains("even"),
        "error area: {msg}"
    );
    look_at(&root, "compasses").await;
    assert_eq!(dials(&root), 8, "state kept");
    look_at(&root, "score").await;
    assert_eq!(text(&root, "score-total"), before);

    // The control refuses what a link refuses: one limit (rope::settings::limits::MAX_DIM).
    let max = ropescope::rope::settings::limits::MAX_DIM;
    type_into(&root, "dim", &(max + 2).to_string()).await;
    assert!(
        text(&root, "error").contains(&format!("to {max}")),
        "dim limit: {}",
        text(&root, "error")
    );
    look_at(&root, "compasses").await;
    assert_eq!(dials(&root), 8, "state kept");

    type_into(&root, "base", "1e309").await;
    assert!(text(&root, "error").contains("base"));
    type_into(&root, "sentence", "").await;
    assert!(text(&root, "error").contains("text"));
    assert_eq!(testids(&root, "token"), 6, "last good sentence kept");

    type_into(&root, "sentence", "<img src=x onerror=alert(1)> ok").await;
    assert!(
        root.query_selector("img").unwrap().is_none(),
        "text must never become markup"
    );
    assert!(
        root.text_content().unwrap().contains("onerror"),
        "shown as text"
    );

    type_into(&root, "base", "500000").await;
    type_into(&root, "dim", "8").await;
    assert_eq!(text(&root, "error"), "");
    look_at(&root, "compasses").await;
    assert_eq!(dials(&root), 4);
    root.remove();
}

#[wasm_bindgen_test]
async fn a_view_names_each_place_in_the_sources_once() {
    let (root, _h) = mount("").await;
    let links = root
        .query_selector("#view-heatmap [data-testid='errata-links']")
        .unwrap()
        .unwrap();
    let text = links.text_content().unwrap();
    for (section, ids) in ropescope::rope::teaching::errata::places_for_view("heatmap") {
        assert_eq!(text.matches(section).count(), 1, "{section} in {text}");
        for (k, id) in ids.iter().enumerate() {
            let a = links
                .query_selector(&format!("a[href='#erratum-{id}']"))
                .unwrap()
                .unwrap_or_else(|| panic!("a link to {id}"));
            let name = a
                .get_attribute("aria-label")
                .unwrap_or(a.text_content().unwrap());
            assert!(name.contains(section), "{id}: {name}");
            if ids.len() > 1 {
                assert_eq!(a.text_content().unwrap(), (k + 1).to_string());
            }
        }
    }
    let anchors = links.query_selector_all("a").unwrap().length() as usize;
    assert_eq!(
        anchors,
        ropescope::rope::teaching::errata::for_view("heatmap").count()
    );
    assert!(text.contains("t = 2048 (1, 2, 3)"), "{text}");
    root.remove();
}

/// What a field shows: its input's text and its own message.
fn field_state(root: &Element, key: &str) -> (String, String) {
    let input: HtmlInputElement = root
        .query_selector(&format!("#ctl-{key}"))
        .unwrap()
        .unwrap()
        .unchecked_into();
    let err = root
        .query_selector(&format!("#ctl-{key}-err"))
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap_or_default();
    (input.value(), err)
}

#[wasm_bindgen_test]
async fn a_field_keeps_what_is_typed_until_the_state_moves_on() {
    let (root, _h) = mount("").await;
    // Refused: the text and its message stay beside the control, the state is kept.
    type_into(&root, "dim", "7").await;
    let (shown, err) = field_state(&root, "dim");
    assert!(shown == "7" && err.contains("even"), "{shown:?} {err:?}");
    // The next good edit anywhere brings the field back to the state.
    type_into(&root, "base", "20000").await;
    assert_eq!(field_state(&root, "dim"), ("16".into(), String::new()));
    // Another spelling of the same value stays as typed.
    type_into(&root, "base", "2e4").await;
    assert_eq!(field_state(&root, "base"), ("2e4".into(), String::new()));
    // A change from elsewhere (a model preset) shows in the fields it sets.
    open_presets(&root).await;
    choose(&root, "model-preset", "llama31-8b").await;
    sleep(50).await;
    assert_eq!(field_state(&root, "dim").0, "128");
    assert_eq!(field_state(&root, "base").0, "500000");
    // A refused choice in a select is put back at the next good edit too.
    let scaling: web_sys::HtmlSelectElement = find(&root, "scaling").unchecked_into();
    let before = scaling.value();
    assert_eq!(before, "llama3");
    scaling.set_value("no-such-method");
    fire(&scaling, "change").await;
    let err = || text(&root, "error");
    assert!(err().contains("scaling"), "{}", err());
    type_into(&root, "dim", "64").await;
    assert_eq!(field_state(&root, "dim"), ("64".into(), String::new()));
    assert_eq!(scaling.value(), before);
    assert_eq!(err(), "");
    root.remove();
}

#[wasm_bindgen_test]
async fn worked_examples_load_and_show_their_errata() {
    let (root, _h) = mount("").await;
    open_part(&root, "examples").await;
    click(&root, "load-mat-cat").await;
    look_at(&root, "score").await;
    assert_eq!(text(&root, "score-total"), "1.19947");
    let contributions: Vec<String> = {
        let list = root
            .query_selector_all("[data-testid='pair-contribution']")
            .unwrap();
        (0..list.length())
            .map(|i| list.item(i).unwrap().text_content().unwrap())
            .collect()
    };
    assert_eq!(contributions, vec!["0.91000", "0.28947"]);
    let examples = text(&root, "example");
    assert!(!examples.contains("1.56"), "first example has no erratum");
    assert!(root
        .text_content()
        .unwrap()
        .contains("prints 1.56 here; the rotation gives 1.19947"));

    click(&root, "load-fox-the").await;
    look_at(&root, "score").await;
    assert_eq!(text(&root, "score-total"), "1.01196");
    click(&root, "load-turn-75").await;
    assert!(root.text_content().unwrap().contains("[-0.3725, 0.9280]"));
    root.remove();
}

#[wasm_bindgen_test]
async fn model_presets_and_pasted_hf_config_set_the_method() {
    let (root, _h) = mount("").await;
    open_presets(&root).await;
    choose(&root, "model-preset", "llama31-8b").await;
    sleep(50).await;
    look_at(&root, "compasses").await;
    assert_eq!(dials(&root), 64);
    assert!(text(&root, "model-note").contains("Llama 3.1 8B"));
    open_hf(&root).await;
    assert!(text(&root, "hf-json").contains("\"rope_type\": \"llama3\""));

    type_into(
        &root,
        "hf-paste",
        r#"{"rope_type": "yarn", "factor": 4.0, "original_max_position_embeddings": 32768}"#,
    )
    .await;
    click(&root, "hf-apply").await;
    look_at(&root, "frequencies").await;
    assert!(text(&root, "method-note").contains("YaRN"));
    assert!(text(&root, "hf-json").contains("\"original_max_position_embeddings\": 32768"));

    type_into(&root, "hf-paste", r#"{"rope_type": "axial"}"#).await;
    click(&root, "hf-apply").await;
    assert!(
        text(&root, "error").contains("rope_scaling"),
        "{}",
        text(&root, "error")
    );
    // LongRoPE without its lists is refused as transformers refuses it, naming the field.
    type_into(
        &root,
        "hf-paste",
        r#"{"rope_type": "longrope", "factor": 4}"#,
    )
    .await;
    click(&root, "hf-apply").await;
    assert!(
        text(&root, "error").contains("short_factor"),
        "{}",
        text(&root, "error")
    );
    assert!(text(&root, "method-note").contains("YaRN"), "state kept");
    root.remove();
}

#[wasm_bindgen_test]
async fn chips_pick_query_and_key_and_the_quiz_checks_answers() {
    let (root, _h) = mount("").await;
    click_chip(&root, 2).await;
    let search = location_search().await;
    assert!(search.contains("qpos=2"), "{search}");
    look_at(&root, "score").await;
    assert!(root
        .text_content()
        .unwrap()
        .contains("query \"sat\" at m = 2"));

    // First question: answer "They are equal" (index 0) and check.
    open_part(&root, "quiz").await;
    let radio: HtmlInputElement = root
        .query_selector("[data-testid='question'] input[value='0']")
        .unwrap()
        .unwrap()
        .unchecked_into();
    radio.set_checked(true);
    fire(&radio, "change").await;
    click(&root, "check-0").await;
    assert!(
        text(&root, "verdict").starts_with("Right."),
        "{}",
        text(&root, "verdict")
    );
    root.remove();
}

/// Clicks the `i`-th token chip.
async fn click_chip(root: &Element, i: u32) {
    let chips = root.query_selector_all("[data-testid='token']").unwrap();
    chips
        .item(i)
        .unwrap()
        .unchecked_ref::<HtmlElement>()
        .click();
    leptos::task::tick().await;
}

/// The chips' marks: the positions marked as the query, as the key, and pressed.
fn chip_marks(root: &Element) -> (Vec<String>, Vec<String>, Vec<String>) {
    let chips = root.query_selector_all("[data-testid='token']").unwrap();
    let (mut q, mut k, mut pressed) = (vec![], vec![], vec![]);
    for i in 0..chips.length() {
        let chip: Element = chips.item(i).unwrap().unchecked_into();
        let pos = chip.get_attribute("data-pos").unwrap();
        if chip.class_list().contains("query") {
            q.push(pos.clone());
        }
        if chip.class_list().contains("key") {
            k.push(pos.clone());
        }
        if chip.get_attribute("aria-pressed").as_deref() == Some("true") {
            pressed.push(pos);
        }
    }
    (q, k, pressed)
}

#[wasm_bindgen_test]
async fn the_chips_mark_the_query_and_the_key_through_every_edit() {
    let (root, _h) = mount("text=a+b+c+d").await;
    let marks = |q: &str, k: &str| {
        let mut pressed = vec![k.to_string(), q.to_string()];
        pressed.sort();
        pressed.dedup();
        (vec![q.to_string()], vec![k.to_string()], pressed)
    };
    assert_eq!(
        chip_marks(&root),
        marks("3", "0"),
        "defaults: last and first"
    );
    click_chip(&root, 1).await;
    assert_eq!(chip_marks(&root), marks("1", "0"), "picked the query");
    // The query's chip is written anew by a one-word edit; its mark follows.
    type_into(&root, "sentence", "a x c d").await;
    assert_eq!(chip_marks(&root), marks("1", "0"), "after a one-word edit");
    choose(&root, "key-pick", "1").await;
    assert_eq!(
        chip_marks(&root),
        marks("1", "1"),
        "query and key on one chip"
    );
    type_into(&root, "sentence", "a x c d e f").await;
    assert_eq!(chip_marks(&root), marks("1", "1"), "after appending words");
    type_into(&root, "offset", "10").await;
    let (q, k, _) = chip_marks(&root);
    assert!(
        q.len() == 1 && k.len() == 1 && q[0].parse::<u64>().unwrap() >= 10,
        "every chip moved: {q:?} {k:?}"
    );
    root.remove();
}

/// The layout diagram's visible cells, row by row, as their labels.
fn diagram_rows(root: &Element) -> Vec<Vec<String>> {
    let rows = root.query_selector_all(".layout-row").unwrap();
    (0..rows.length())
        .map(|r| {
            let row: Element = rows.item(r).unwrap().unchecked_into();
            let cells = row.query_selector_all(".dim-cell:not([hidden])").unwrap();
            (0..cells.length())
                .map(|c| cells.item(c).unwrap().text_content().unwrap_or_default())
                .collect()
        })
        .collect()
}

#[wasm_bindgen_test]
async fn the_layout_diagram_labels_each_dimension_with_its_pair() {
    let (root, _h) = mount("dim=6").await;
    assert_eq!(
        diagram_rows(&root),
        [
            ["0", "0", "1", "1", "2", "2"],
            ["0", "1", "2", "0", "1", "2"]
        ]
    );
    type_into(&root, "dim", "40").await;
    let rows = diagram_rows(&root);
    assert_eq!(rows[0].len(), 16, "the first 16 of 40 dims");
    assert_eq!(rows[0][15], "7");
    assert_eq!(rows[1][15], "15", "half: dim 15 is pair 15 of 20");
    assert!(root
        .query_selector(".layout-diagram .hint")
        .unwrap()
        .unwrap()
        .text_content()
        .unwrap()
        .contains("dimensions 0 to 15 of 40"));
    type_into(&root, "dim", "4").await;
    assert_eq!(
        diagram_rows(&root),
        [["0", "0", "1", "1"], ["0", "1", "0", "1"]]
    );
    root.remove();
}

#[wasm_bindgen_test]
async fn the_embed_code_follows_the_state_while_its_box_is_open() {
    let (root, _h) = mount("dim=8").await;
    // The builder is an on-demand part: nothing of it before the box opens.
    assert_eq!(
        testids(&root, "embed-code"),
        0,
        "a closed box loads nothing"
    );
    let details: web_sys::HtmlDetailsElement = root
        .query_selector(".embed-box")
        .unwrap()
        .unwrap()
        .unchecked_into();
    details.set_open(true);
    for _ in 0..40 {
        sleep(50).await;
        if testids(&root, "embed-code") > 0 {
            break;
        }
    }
    let code = || {
        find(&root, "embed-code")
            .unchecked_into::<web_sys::HtmlTextAreaElement>()
            .value()
    };
    assert!(
        code().starts_with("<iframe") && code().contains("dim=8") && code().contains("embed=1"),
        "{}",
        code()
    );
    // The listener script comes with it, and accepts only the widget's origin.
    assert!(code().contains("e.origin !== widget"), "{}", code());
    type_into(&root, "dim", "12").await;
    assert!(
        code().contains("dim=12") && !code().contains("dim=8"),
        "{}",
        code()
    );
    // Locking d and showing only the sentence: the frame's address says so.
    let tick = |name: &str, value: &str| -> HtmlInputElement {
        let all = root
            .query_selector_all(&format!("input[name='{name}']"))
            .unwrap();
        (0..all.length())
            .map(|i| all.item(i).unwrap().unchecked_into::<HtmlInputElement>())
            .find(|b| {
                let label = b.closest("label").unwrap().unwrap();
                label.text_content().unwrap_or_default().trim() == value
            })
            .unwrap_or_else(|| panic!("no {name} box for {value}"))
    };
    for (name, value) in [
        ("embed-lock", "dim"),
        ("embed-controls", "base"),
        ("embed-controls", "scaling"),
        ("embed-controls", "dim"),
    ] {
        let b = tick(name, value);
        b.set_checked(!b.checked());
        fire(&b, "change").await;
    }
    assert!(code().contains("lock=dim&amp;controls=text"), "{}", code());
    root.remove();
}

#[wasm_bindgen_test]
async fn embed_mode_shows_only_the_chosen_views() {
    let (root, _h) = mount("embed=1&view=heatmap,score&dim=8").await;
    assert!(root.query_selector(".masthead").unwrap().is_none());
    assert!(root.query_selector("#view-heatmap").unwrap().is_some());
    assert!(root.query_selector("#view-score").unwrap().is_some());
    assert!(root.query_selector("#view-compasses").unwrap().is_none());
    look_at(&root, "score").await;
    assert_eq!(testids(&root, "pair-contribution"), 4);
    root.remove();

    let (root, _h) = mount("embed=1").await;
    assert_eq!(
        count(&root, "section.view"),
        1,
        "embed default: compasses only"
    );
    root.remove();

    let (root, _h) = mount("view=nope&zzz=1").await;
    assert!(text(&root, "notice").contains("nope") && text(&root, "notice").contains("zzz"));
    assert_eq!(count(&root, "section.view"), VIEWS.len() as u32);
    root.remove();
}

#[wasm_bindgen_test]
async fn the_kernel_view_runs_and_checks_itself() {
    let (root, _h) = mount("view=kernel&layout=half&base=500000").await;
    open_part(&root, "kernel").await;
    for (id, v) in [
        ("kernel-b", "2"),
        ("kernel-s", "64"),
        ("kernel-h", "3"),
        ("kernel-d", "20"),
    ] {
        type_into(&root, id, v).await;
    }
    click(&root, "kernel-run").await;
    let mut waited = 0;
    while text(&root, "kernel-simd-ms").is_empty() {
        assert!(
            waited < 30_000,
            "kernel run did not finish: {}",
            text(&root, "kernel-error")
        );
        sleep(100).await;
        waited += 100;
    }
    for id in [
        "kernel-simd-ms",
        "kernel-scalar-ms",
        "kernel-js-ms",
        "kernel-copy-ms",
    ] {
        let ms: f64 = text(&root, id).parse().unwrap_or(-1.0);
        assert!(ms >= 0.0, "{id}: {}", text(&root, id));
    }
    let err: f64 = text(&root, "kernel-max-err").parse().unwrap();
    assert!(err > 0.0 && err <= 3e-7, "max error {err}");
    let diffs = root
        .query_selector_all("[data-testid='kernel-identity-diff']")
        .unwrap();
    assert!(diffs.length() >= 3);
    for i in 0..diffs.length() {
        let d: f64 = diffs
            .item(i)
            .unwrap()
            .text_content()
            .unwrap()
            .parse()
            .unwrap();
        assert!(d < 1e-5, "identity difference {d}");
    }

    // Too large: refused with a message, the button disabled, nothing allocated.
    type_into(&root, "kernel-s", "10000000").await;
    assert!(
        text(&root, "kernel-error").contains("64 Mi"),
        "{}",
        text(&root, "kernel-error")
    );
    let run: web_sys::HtmlButtonElement = find(&root, "kernel-run").unchecked_into();
    assert!(run.disabled());
    type_into(&root, "kernel-d", "7").await;
    assert!(text(&root, "kernel-error").contains("even"));
    root.remove();
}

#[wasm_bindgen_test]
async fn a_panic_shows_a_reload_banner_with_the_settings_link() {
    let window = web_sys::window().unwrap();
    let path = window.location().pathname().unwrap();
    window
        .history()
        .unwrap()
        .replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("{path}?dim=8&text=%22%3E%3Cb%3Ex")),
        )
        .unwrap();
    ropescope::app::crash::show_banner();
    ropescope::app::crash::show_banner();
    let banners = document()
        .query_selector_all("[data-testid='crash']")
        .unwrap();
    assert_eq!(banners.length(), 1, "shown once");
    let banner: Element = banners.item(0).unwrap().unchecked_into();
    assert!(banner
        .text_content()
        .unwrap()
        .contains("Something went wrong"));
    let a: web_sys::HtmlAnchorElement = banner
        .query_selector("a")
        .unwrap()
        .unwrap()
        .unchecked_into();
    assert!(a.href().contains("dim=8"), "{}", a.href());
    assert!(
        banner.query_selector("b").unwrap().is_none(),
        "the URL never becomes markup"
    );
    banner.remove();
}

#[wasm_bindgen_test]
async fn a_stale_heatmap_cursor_after_shrinking_the_grid_is_harmless() {
    let (root, _h) = mount("dim=256&view=heatmap").await;
    let canvas = find(&root, "heatmap");
    canvas.scroll_into_view();
    sleep(150).await;
    for _ in 0..100 {
        let init = web_sys::KeyboardEventInit::new();
        init.set_key("ArrowRight");
        init.set_bubbles(true);
        let ev =
            web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
        canvas.dispatch_event(&ev).unwrap();
    }
    leptos::task::tick().await;
    assert!(
        text(&root, "heatmap-readout").contains("pair 100"),
        "{}",
        text(&root, "heatmap-readout")
    );
    // Shrink the grid under the cursor: the readout must not index past the new grid.
    type_into(&root, "dim", "16").await;
    sleep(100).await;
    assert!(!text(&root, "heatmap-readout").contains("pair 100"));
    assert_eq!(text(&root, "error"), "");
    root.remove();
}

#[wasm_bindgen_test]
async fn a_given_query_before_the_sentence_offset_is_fine() {
    // q given, so qpos may lie before the sentence (offset 100): no token there.
    let (root, _h) = mount(&format!("offset=100&qpos=3&q={}", ["0.5"; 16].join(","))).await;
    assert_eq!(text(&root, "error"), "");
    assert!(root
        .text_content()
        .unwrap()
        .contains("query given vector at m = 3"));
    look_at(&root, "compasses").await;
    assert_eq!(dials(&root), 8);
    root.remove();
}

#[wasm_bindgen_test]
async fn the_mistakes_view_lists_every_source_error_with_its_computed_truth() {
    use ropescope::rope::teaching::errata::errata;
    let (root, _h) = mount("view=mistakes").await;
    // A `view=mistakes` link loads the part at once; its truths are computed as soon as it is
    // in the page, before anything scrolls to it (find-in-page, print, screen readers).
    for _ in 0..40 {
        if count(&root, "#view-mistakes .part-body > *") > 0 {
            break;
        }
        sleep(50).await;
    }
    let all = errata();
    assert_eq!(testids(&root, "erratum") as usize, all.len());
    assert!(
        all.len() >= 42,
        "at least forty-two mistakes across the five texts"
    );
    // (The placeholder the view used to show while it waited to be seen.)
    assert!(!root
        .text_content()
        .unwrap_or_default()
        .contains("computing…"));
    open_part(&root, "mistakes").await;
    // Each truth shown is the one the core computes for that erratum's state.
    let shown = root
        .query_selector_all("[data-testid='erratum-truth']")
        .unwrap();
    for (i, e) in all.iter().enumerate() {
        let el: Element = shown.item(i as u32).unwrap().unchecked_into();
        assert_eq!(
            el.text_content().unwrap_or_default(),
            e.truth().text,
            "{}",
            e.id
        );
    }
    // "Show me" for the cat/mat total loads the 4-dim example: the score becomes 1.19947.
    let (root2, _h2) = mount("").await;
    open_part(&root2, "mistakes").await;
    click(&root2, "show-mat-cat-total").await;
    sleep(50).await;
    look_at(&root2, "score").await;
    assert_eq!(text(&root2, "score-total"), "1.19947");
    // Views an erratum concerns link to it.
    assert!(root2
        .query_selector(
            "#view-kernel [data-testid='errata-links'] a[href='#erratum-identity-sign']"
        )
        .unwrap()
        .is_some());
}

#[wasm_bindgen_test]
async fn the_worked_example_shows_its_steps_beside_the_printed_numbers() {
    let (root, _h) = mount("view=examples").await;
    open_part(&root, "examples").await;
    let steps = root
        .query_selector("[data-testid='example-steps']")
        .unwrap()
        .expect("the step table");
    let t = steps.text_content().unwrap_or_default();
    // The rotated query pair computed, and the tutorial's printed one beside it.
    assert!(t.contains("-0.3725") || t.contains("−0.3725"), "{t}");
    assert!(t.contains("0.02"), "{t}");
    assert!(t.contains("1.19947") && t.contains("1.56"), "{t}");
}

#[wasm_bindgen_test]
async fn the_lesson_shows_every_part_with_live_numbers() {
    let (root, _h) = mount("view=lesson&dim=8").await;
    open_part(&root, "lesson").await;
    assert_eq!(testids(&root, "lesson-part"), 12);
    let polar = root
        .query_selector("[data-part='polar'] tbody tr")
        .unwrap()
        .expect("the polar check table");
    let cells = polar.query_selector_all("td").unwrap();
    let cell = |i: u32| cells.item(i).unwrap().text_content().unwrap_or_default();
    assert_eq!(cell(2), cell(3), "measured and predicted angle agree");
}

#[wasm_bindgen_test]
async fn rope_off_and_rotate_v_show_what_breaks() {
    let (root, _h) = mount("view=attention&rope=off").await;
    open_part(&root, "attention").await;
    assert_eq!(
        find(&root, "rope")
            .unchecked_ref::<web_sys::HtmlSelectElement>()
            .value(),
        "off"
    );
    click(&root, "rotate-v").await;
    sleep(50).await;
    let table = root
        .query_selector("[data-testid='rotate-v-table']")
        .unwrap()
        .expect("the V table");
    // With RoPE off nothing turns: both columns read 1.
    let t = table.text_content().unwrap_or_default();
    assert!(t.contains("1.000000"), "{t}");
    root.remove();
    let (root, _h) = mount("view=attention").await;
    open_part(&root, "attention").await;
    click(&root, "rotate-v").await;
    sleep(50).await;
    let rows = root
        .query_selector_all("[data-testid='rotate-v-table'] tbody tr")
        .unwrap();
    assert_eq!(rows.length(), 6);
    let mut moved = false;
    for i in 0..rows.length() {
        let tds = rows.item(i).unwrap().child_nodes();
        let plain = tds.item(1).unwrap().text_content().unwrap_or_default();
        let rotated = tds.item(2).unwrap().text_content().unwrap_or_default();
        assert_eq!(plain, "1.000000", "plain V: the output does not move");
        moved |= rotated != "1.000000";
    }
    assert!(
        moved,
        "rotated V: some output turns with the absolute position"
    );
}

#[wasm_bindgen_test]
async fn the_distance_table_shows_the_decay_with_all_ones_vectors() {
    let (root, _h) = mount("view=distance&qk=ones&dim=64").await;
    open_part(&root, "distance").await;
    let rows = root
        .query_selector_all("[data-testid='distance-row']")
        .unwrap();
    assert!((16..=18).contains(&rows.length()), "{}", rows.length());
    let score = |i: u32| -> f64 {
        let tds = rows.item(i).unwrap().child_nodes();
        tds.item(1)
            .unwrap()
            .text_content()
            .unwrap()
            .parse()
            .unwrap()
    };
    assert_eq!(score(0), 64.0, "distance 0: q . k = d with all ones");
    assert!(
        score(rows.length() - 1).abs() < 32.0,
        "the score has decayed"
    );
}

#[wasm_bindgen_test]
async fn a_link_to_an_erratum_loads_the_mistakes_part_and_goes_to_it() {
    let (root, _h) = mount("").await;
    // The mistakes view is an on-demand part: not loaded while off screen.
    assert_eq!(testids(&root, "erratum"), 0);
    let link: HtmlElement = root
        .query_selector(
            "#view-kernel [data-testid='errata-links'] a[href='#erratum-identity-sign']",
        )
        .unwrap()
        .expect("the kernel view links to the identity-sign erratum")
        .unchecked_into();
    link.click();
    let mut waited = 0;
    while root
        .query_selector("#erratum-identity-sign")
        .unwrap()
        .is_none()
    {
        assert!(
            waited < 5000,
            "the mistakes part did not load ({} mistakes views in the document, {} slots)",
            document()
                .query_selector_all("#view-mistakes")
                .unwrap()
                .length(),
            document()
                .query_selector_all(".part-slot")
                .unwrap()
                .length()
        );
        sleep(50).await;
        waited += 50;
    }
    sleep(100).await;
    let top = root
        .query_selector("#erratum-identity-sign")
        .unwrap()
        .unwrap()
        .get_bounding_client_rect()
        .top();
    let height = web_sys::window()
        .unwrap()
        .inner_height()
        .unwrap()
        .as_f64()
        .unwrap();
    assert!(
        (-1.0..height).contains(&top),
        "the erratum is on screen (top {top})"
    );
}

#[wasm_bindgen_test]
async fn the_heatmap_frequencies_and_attention_say_what_they_show_now() {
    use ropescope::rope::settings::scene::Scene;
    use ropescope::rope::view::{attention, frequencies, heatmap};
    let (root, _h) = mount("").await;
    let scene = Scene::new(&ropescope::rope::Config::default());
    look_at(&root, "heatmap").await;
    assert_eq!(
        text(&root, "heatmap-now"),
        heatmap::heatmap(&scene, heatmap::HeatmapOptions::default()).now()
    );
    open_part(&root, "frequencies").await;
    assert_eq!(
        text(&root, "frequencies-now"),
        frequencies::frequencies(&scene).now()
    );
    // RoPE on: no order note; RoPE off: the note says what the (default) causal mask keeps.
    open_part(&root, "attention").await;
    assert_eq!(testids(&root, "order-note"), 0);
    root.remove();
    let (off, _h2) = mount("rope=off").await;
    open_part(&off, "attention").await;
    let scene = Scene::new(
        &ropescope::rope::Config::from_query("rope=off")
            .unwrap()
            .config,
    );
    assert_eq!(
        Some(text(&off, "order-note")),
        attention::order_note(&scene, true)
    );
    off.remove();
}

/// Waits until `testid` is in the page (an on-demand part that is loading).
async fn wait_for(root: &Element, testid: &str) {
    for _ in 0..60 {
        if testids(root, testid) > 0 {
            return;
        }
        sleep(50).await;
    }
    panic!("{testid} never appeared");
}

#[wasm_bindgen_test]
async fn the_guided_tour_walks_the_steps_and_leaving_keeps_the_state() {
    use ropescope::rope::teaching::tour::{progress, STEPS};
    let (root, _h) = mount("").await;
    assert_eq!(testids(&root, "tour"), 0, "no tour until asked");
    click(&root, "tour-start").await;
    wait_for(&root, "tour-step").await;
    assert!(
        text(&root, "tour-step").contains(&progress(0)),
        "{}",
        text(&root, "tour-step")
    );
    // What to notice is the core's text for the state on screen.
    let scene = ropescope::rope::settings::scene::Scene::new(&STEPS[0].config());
    assert_eq!(text(&root, "tour-notice"), STEPS[0].notice(&scene).text);
    // Next sets step 2's state and says "2 of N"; the address says tour=1&step=2.
    click(&root, "tour-next").await;
    sleep(50).await;
    assert!(text(&root, "tour-step").contains(&progress(1)));
    assert_eq!(
        find(&root, "offset")
            .unchecked_into::<HtmlInputElement>()
            .value(),
        "100"
    );
    assert!(location_search().await.contains("tour=1&step=2"));
    // A knob turned mid-step: the notice follows the state on screen.
    type_into(&root, "offset", "7").await;
    sleep(50).await;
    let turned = ropescope::rope::Config::from_query("offset=7")
        .unwrap()
        .config;
    assert_eq!(
        text(&root, "tour-notice"),
        STEPS[1]
            .notice(&ropescope::rope::settings::scene::Scene::new(&turned))
            .text
    );
    // Predict, then reveal: the verdict uses the core's answer.
    let q = STEPS[1].question(&ropescope::rope::settings::scene::Scene::new(&turned));
    let radios = root
        .query_selector_all("[data-testid='tour-question'] input[type='radio']")
        .unwrap();
    let right: HtmlInputElement = radios.item(q.answer as u32).unwrap().unchecked_into();
    right.set_checked(true);
    fire(&right, "change").await;
    click(&root, "tour-check").await;
    assert!(
        text(&root, "tour-verdict").starts_with("Right."),
        "{}",
        text(&root, "tour-verdict")
    );
    // Back, then leave: the tour closes, the state stays.
    click(&root, "tour-back").await;
    sleep(50).await;
    assert!(text(&root, "tour-step").contains(&progress(0)));
    click(&root, "tour-next").await;
    sleep(50).await;
    click(&root, "tour-exit").await;
    sleep(50).await;
    assert_eq!(testids(&root, "tour"), 0);
    assert_eq!(
        find(&root, "offset")
            .unchecked_into::<HtmlInputElement>()
            .value(),
        "100"
    );
    root.remove();
}

#[wasm_bindgen_test]
async fn a_step_link_opens_the_tour_on_that_steps_state() {
    use ropescope::rope::teaching::tour::{progress, STEPS};
    let last = STEPS.len() - 1;
    let (root, _h) = mount(&format!("tour=1&step={}", last)).await;
    wait_for(&root, "tour-step").await;
    assert!(text(&root, "tour-step").contains(&progress(last - 1)));
    let want = STEPS[last - 1].config();
    assert_eq!(
        find(&root, "scaling")
            .unchecked_into::<web_sys::HtmlSelectElement>()
            .value(),
        want.scaling.as_str()
    );
    // With settings of its own, a tour link keeps them.
    root.remove();
    let (root, _h2) = mount("tour=1&step=2&dim=32").await;
    wait_for(&root, "tour-step").await;
    assert_eq!(
        find(&root, "dim")
            .unchecked_into::<HtmlInputElement>()
            .value(),
        "32"
    );
    assert_eq!(
        find(&root, "offset")
            .unchecked_into::<HtmlInputElement>()
            .value(),
        "0"
    );
    root.remove();
}

#[wasm_bindgen_test]
async fn locked_controls_refuse_the_learner() {
    let (root, _h) = mount("embed=1&lock=dim,scaling&controls=sentence,dim,scaling,rope").await;
    // Only the controls asked for, in the page's order.
    let shown: Vec<String> = ["sentence", "dim", "base", "scaling", "rope", "layout"]
        .into_iter()
        .filter(|t| testids(&root, t) > 0)
        .map(String::from)
        .collect();
    assert_eq!(shown, ["sentence", "dim", "scaling", "rope"]);
    let dim: HtmlInputElement = find(&root, "dim").unchecked_into();
    assert!(dim.read_only(), "a locked field is read-only");
    assert!(find(&root, "scaling")
        .unchecked_into::<web_sys::HtmlSelectElement>()
        .disabled());
    let notes = root
        .query_selector_all("[data-testid='locked']:not([hidden])")
        .unwrap();
    assert_eq!(notes.length(), 2, "a note beside each locked control");
    // Typing anyway (a script, an extension) is refused with a message; the state stays.
    type_into(&root, "dim", "32").await;
    assert!(
        text(&root, "error").contains("dim"),
        "{}",
        text(&root, "error")
    );
    assert!(!location_search().await.contains("dim=32"));
    // An unlocked control still works.
    choose(&root, "rope", "off").await;
    assert!(location_search().await.contains("rope=off"));
    root.remove();
}

#[wasm_bindgen_test]
async fn the_contents_mark_the_view_in_sight() {
    let (root, _h) = mount("").await;
    look_at(&root, "score").await;
    sleep(150).await;
    let current = root
        .query_selector("[data-testid='contents'] a[aria-current='location']")
        .unwrap()
        .expect("a current view");
    assert_eq!(
        current.get_attribute("href").as_deref(),
        Some("#view-score")
    );
    root.remove();
}

/// The pairs whose rows in `table` carry the `hovered` mark.
fn hovered_rows(root: &Element, table: &str) -> Vec<String> {
    let rows = root
        .query_selector_all(&format!("[data-testid='{table}'] tr.hovered"))
        .unwrap();
    (0..rows.length())
        .map(|i| {
            let row: Element = rows.item(i).unwrap().unchecked_into();
            row.get_attribute("data-pair").unwrap_or_default()
        })
        .collect()
}

/// The pointer moving onto `el`, as a browser reports it: mouseover (bubbles), then mouseenter
/// (does not).
async fn pointer_over(el: &Element) {
    fire(el, "mouseover").await;
    fire(el, "mouseenter").await;
}

#[wasm_bindgen_test]
async fn the_pair_tables_follow_edits_and_mark_the_hovered_pair_in_place() {
    let (root, _h) = mount("dim=8").await;
    open_part(&root, "score").await;
    let rows = "[data-testid='score-table'] tr[data-pair]";
    wait_until(|| count(&root, rows) == 4, 3000).await;
    assert_eq!(count(&root, rows), 4);
    let table_text = |root: &Element| text(root, "score-table");
    let row_at = |n: u32| {
        root.query_selector(&format!("{rows}:nth-child({n})"))
            .unwrap()
            .unwrap()
    };
    let before = table_text(&root);
    // A row hovered by the pointer is marked; the others are not.
    pointer_over(&row_at(3)).await;
    assert_eq!(hovered_rows(&root, "score-table"), vec!["2"]);
    // A focused row is marked and keeps the focus: hovering rewrote nothing.
    let second = row_at(2);
    second.unchecked_ref::<HtmlElement>().focus().unwrap();
    leptos::task::tick().await;
    leptos::task::tick().await;
    assert_eq!(hovered_rows(&root, "score-table"), vec!["1"]);
    assert!(document()
        .active_element()
        .is_some_and(|a| a.is_same_node(Some(&second))));
    // The compass table marks the same pair (one hovered pair for every view).
    look_at(&root, "compasses").await;
    assert_eq!(hovered_rows(&root, "pair-angles"), vec!["1"]);
    // An edit rewrites the rows with the new numbers and keeps the mark.
    look_at(&root, "score").await;
    type_into(&root, "base", "500").await;
    leptos::task::tick().await;
    assert_eq!(count(&root, rows), 4);
    assert_ne!(
        table_text(&root),
        before,
        "pair 0 alone turns as fast at any base"
    );
    assert_eq!(hovered_rows(&root, "score-table"), vec!["1"]);
    type_into(&root, "dim", "12").await;
    assert_eq!(count(&root, rows), 6);
    assert_eq!(hovered_rows(&root, "score-table"), vec!["1"]);
    // A hovered pair whose row goes away with a smaller d and comes back new is marked again.
    pointer_over(&row_at(6)).await;
    assert_eq!(hovered_rows(&root, "score-table"), vec!["5"]);
    type_into(&root, "dim", "8").await;
    assert!(hovered_rows(&root, "score-table").is_empty());
    type_into(&root, "dim", "12").await;
    leptos::task::tick().await;
    assert_eq!(hovered_rows(&root, "score-table"), vec!["5"]);
    // The pointer leaving the table clears the mark (a browser sends mouseleave to the row
    // and to the table's body, neither bubbling).
    let row = row_at(6);
    let leave = || {
        web_sys::Event::new_with_event_init_dict("mouseleave", &web_sys::EventInit::new()).unwrap()
    };
    row.dispatch_event(&leave()).unwrap();
    let body = row.parent_element().unwrap();
    body.dispatch_event(&leave()).unwrap();
    leptos::task::tick().await;
    leptos::task::tick().await;
    assert!(hovered_rows(&root, "score-table").is_empty());
    assert!(hovered_rows(&root, "pair-angles").is_empty());
    root.remove();
}
