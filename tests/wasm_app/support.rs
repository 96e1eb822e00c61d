//! What the wasm tests share: mounting the app, finding and driving its controls, and one way
//! to wait, [`wait_until`] a condition on the page holds (a page signal such as a view's
//! `data-in-sight`, an element, a text), never for a fixed time.

use ropescope::app::App;
use ropescope::rope::settings::views::View;
use wasm_bindgen::JsCast;
use web_sys::{
    CanvasRenderingContext2d, Element, HtmlCanvasElement, HtmlElement, HtmlInputElement,
};

/// How long [`wait_until`] waits before it gives up (a failure, never a pass).
const WAIT_LIMIT_MS: f64 = 30_000.0;

/// Lets the browser run its tasks (timers, observers, effects) once: the polling step of
/// [`wait_until`], never a wait of its own.
async fn yield_to_browser() {
    let p = js_sys::Promise::new(&mut |resolve, _| {
        web_sys::window()
            .unwrap()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, 10)
            .unwrap();
    });
    wasm_bindgen_futures::JsFuture::from(p).await.unwrap();
}

/// Waits until `done` holds (checked after each turn of the browser's event loop) and says
/// whether it did; gives up after 30 s. The caller asserts, with its own message.
pub async fn wait_until(done: impl Fn() -> bool) -> bool {
    let start = js_sys::Date::now();
    loop {
        leptos::task::tick().await;
        if done() {
            return true;
        }
        if js_sys::Date::now() - start > WAIT_LIMIT_MS {
            return false;
        }
        yield_to_browser().await;
    }
}

/// Every view's URL name, from the core's list.
pub fn views() -> impl Iterator<Item = &'static str> {
    View::ALL.iter().map(|v| v.as_str())
}

/// The page's query string once the debounced URL mirror has written what `want` asks for.
pub async fn search_when(want: impl Fn(&str) -> bool) -> String {
    let search = || web_sys::window().unwrap().location().search().unwrap();
    let held = wait_until(|| want(&search())).await;
    assert!(held, "the address never showed it: {}", search());
    search()
}

pub fn document() -> web_sys::Document {
    web_sys::window().unwrap().document().unwrap()
}

/// Points the page's URL at `query` (where the app reads its state).
pub fn set_query(query: &str) {
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
}

/// Points the page's URL at `query` (the app reads its state from there) and mounts the app.
pub async fn mount(
    query: &str,
) -> (
    Element,
    leptos::mount::UnmountHandle<impl leptos::tachys::view::Mountable>,
) {
    set_query(query);
    // The chart boxes of the page's stylesheet: canvases are drawn at the size CSS gives them
    // (`draw::fit`); the rest of the page's layout is left out, as the tests expect.
    if document().get_element_by_id("ropescope-css").is_none() {
        let style = document().create_element("style").unwrap();
        style.set_id("ropescope-css");
        style.set_text_content(Some(include_str!("../../www/charts.css")));
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

pub fn find(root: &Element, testid: &str) -> Element {
    root.query_selector(&format!("[data-testid='{testid}']"))
        .unwrap()
        .unwrap_or_else(|| panic!("no element with data-testid={testid}"))
}

pub fn text(root: &Element, testid: &str) -> String {
    find(root, testid).text_content().unwrap_or_default()
}

pub fn count(root: &Element, selector: &str) -> u32 {
    root.query_selector_all(selector).unwrap().length()
}

pub fn testids(root: &Element, testid: &str) -> u32 {
    count(root, &format!("[data-testid='{testid}']"))
}

/// Whether `el` or something in it is on (or near) the screen by its IntersectionObserver:
/// the page's `data-in-sight` signal (`app::draw::IN_SIGHT`).
pub fn in_sight(el: &Element) -> bool {
    el.get_attribute("data-in-sight").as_deref() == Some("true")
        || el
            .query_selector("[data-in-sight='true']")
            .unwrap()
            .is_some()
}

/// Scrolls a view into sight, as a learner would before reading it: views off screen keep
/// their last numbers and catch up when they come into view (IntersectionObserver), so this
/// waits until the view says it is in sight, then lets its effects run.
pub async fn look_at(root: &Element, view: &str) {
    let section = root
        .query_selector(&format!("#view-{view}"))
        .unwrap()
        .expect("view on the page");
    // Parts that load on the way grow above the view and push it down, so scroll again until it
    // is in sight (what a learner does with the wheel; the page's own links re-align themselves,
    // `app::scroll`).
    section.scroll_into_view();
    assert!(
        wait_until(|| in_sight(&section) || {
            section.scroll_into_view();
            false
        })
        .await,
        "view {view} never came into sight"
    );
    leptos::task::tick().await;
    leptos::task::tick().await;
}

/// Scrolls to a view whose content is an on-demand part (app::part) and waits until it is mounted.
pub async fn open_part(root: &Element, view: &str) {
    look_at(root, view).await;
    let selector = format!("#view-{view} .part-body > *");
    assert!(
        wait_until(|| count(root, &selector) > 0).await,
        "the {view} part did not load"
    );
}

/// Opens the "Model presets" group, whose inside is an on-demand part that loads when opened.
pub async fn open_presets(root: &Element) {
    let details: web_sys::HtmlDetailsElement = root
        .query_selector("[data-testid='presets-box']")
        .unwrap()
        .expect("presets box")
        .unchecked_into();
    details.set_open(true);
    assert!(
        wait_until(|| testids(root, "model-preset") > 0).await,
        "the presets part did not load"
    );
}

/// Opens the "Hugging Face config" box, whose inside is an on-demand part that loads when seen.
pub async fn open_hf(root: &Element) {
    let details = root
        .query_selector("details.hf-config")
        .unwrap()
        .expect("HF box");
    details.set_attribute("open", "").unwrap();
    details.scroll_into_view();
    assert!(
        wait_until(|| testids(root, "hf-json") > 0).await,
        "the Hugging Face part did not load"
    );
}

/// Waits until `testid` is in the page (an on-demand part that is loading).
pub async fn wait_for(root: &Element, testid: &str) {
    assert!(
        wait_until(|| testids(root, testid) > 0).await,
        "{testid} never appeared"
    );
}

/// How many dials the compass canvas drew (its `data-pairs`, set from the same model).
pub fn dials(root: &Element) -> u32 {
    canvas_pairs(root, "compass-canvas")
}

/// How many bars the score canvas drew.
pub fn bars(root: &Element) -> u32 {
    canvas_pairs(root, "score-bars")
}

pub fn canvas_pairs(root: &Element, testid: &str) -> u32 {
    root.query_selector(&format!("[data-testid='{testid}']"))
        .unwrap()
        .and_then(|c| c.get_attribute("data-pairs"))
        .and_then(|v| v.parse().ok())
        .unwrap_or(0)
}

pub async fn fire(el: &Element, event: &str) {
    let init = web_sys::EventInit::new();
    init.set_bubbles(true);
    let ev = web_sys::Event::new_with_event_init_dict(event, &init).unwrap();
    el.dispatch_event(&ev).unwrap();
    leptos::task::tick().await;
    leptos::task::tick().await;
}

pub async fn type_into(root: &Element, testid: &str, value: &str) {
    let el = find(root, testid);
    if let Some(input) = el.dyn_ref::<HtmlInputElement>() {
        input.set_value(value);
    } else if let Some(area) = el.dyn_ref::<web_sys::HtmlTextAreaElement>() {
        area.set_value(value);
    }
    fire(&el, "input").await;
}

pub async fn choose(root: &Element, testid: &str, value: &str) {
    let el = find(root, testid);
    el.unchecked_ref::<web_sys::HtmlSelectElement>()
        .set_value(value);
    fire(&el, "change").await;
}

pub async fn click(root: &Element, testid: &str) {
    find(root, testid).unchecked_ref::<HtmlElement>().click();
    leptos::task::tick().await;
    leptos::task::tick().await;
}

/// How many pixels of a canvas differ from its top-left (background) pixel.
pub fn painted_pixels(canvas: &Element) -> usize {
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

/// What a field shows: its input's text and its own message.
pub fn field_state(root: &Element, key: &str) -> (String, String) {
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

/// Clicks the `i`-th token chip.
pub async fn click_chip(root: &Element, i: u32) {
    let chips = root.query_selector_all("[data-testid='token']").unwrap();
    chips
        .item(i)
        .unwrap()
        .unchecked_ref::<HtmlElement>()
        .click();
    leptos::task::tick().await;
}

/// The chips' marks: the positions marked as the query, as the key, and pressed.
pub fn chip_marks(root: &Element) -> (Vec<String>, Vec<String>, Vec<String>) {
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

/// The layout diagram's visible cells, row by row, as their labels.
pub fn diagram_rows(root: &Element) -> Vec<Vec<String>> {
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

/// The pairs whose rows in `table` carry the `hovered` mark.
pub fn hovered_rows(root: &Element, table: &str) -> Vec<String> {
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
pub async fn pointer_over(el: &Element) {
    fire(el, "mouseover").await;
    fire(el, "mouseenter").await;
}

/// Every view is present and shows something. Canvas views draw when on screen, so each view is
/// scrolled into view first.
pub async fn assert_all_views_render(root: &Element, pairs: u32, tokens: u32, label: &str) {
    for v in views() {
        let section = root
            .query_selector(&format!("#view-{v}"))
            .unwrap()
            .unwrap_or_else(|| panic!("{label}: view {v} missing"));
        section.scroll_into_view();
        // Until it shows its text (a part loads and mounts first); its canvases below.
        let ready = || {
            // A part's view: its slot has its content (not "Loading…").
            let mounted = section.query_selector(".part-slot").unwrap().is_none()
                || section.query_selector(".part-body > *").unwrap().is_some();
            mounted && section.text_content().unwrap_or_default().len() > 40
        };
        wait_until(ready).await;
        assert!(
            section.text_content().unwrap_or_default().len() > 40,
            "{label}: view {v} is empty"
        );
        let canvases = section.query_selector_all("canvas").unwrap();
        for i in 0..canvases.length() {
            let c: Element = canvases.item(i).unwrap().unchecked_into();
            // Canvases draw while on screen: a tall view's lower charts once scrolled to.
            c.scroll_into_view();
            wait_until(|| painted_pixels(&c) > 500).await;
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
