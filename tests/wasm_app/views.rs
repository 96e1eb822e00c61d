//! Every view renders and says what it shows now; the contents, the pair tables, the heatmap cursor, the panic banner and the embed mode.

use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement};

use super::support::*;

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
async fn a_view_names_each_place_in_the_sources_once() {
    let (root, _h) = mount("").await;
    let links = root
        .query_selector("#view-heatmap [data-testid='errata-links']")
        .unwrap()
        .unwrap();
    let text = links.text_content().unwrap();
    for place in ropescope::rope::teaching::errata::places_for_view("heatmap") {
        use ropescope::rope::base::i18n::{en, Msg};
        let (section, ids) = (en(&Msg::new(place.section)), place.ids);
        let section = section.as_str();
        assert_eq!(text.matches(section).count(), 1, "{section} in {text}");
        // Each text is named by its title, once.
        let title = en(&place.source.title());
        assert_eq!(text.matches(&title).count(), 1, "{title} in {text}");
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

#[wasm_bindgen_test]
async fn the_layout_diagram_labels_each_dimension_with_its_pair() {
    let (root, _h) = mount("dim=6").await;
    // The diagram is an on-demand part under "More settings": it loads once that is open.
    let more: web_sys::HtmlDetailsElement = find(&root, "more-settings").unchecked_into();
    more.set_open(true);
    let six = [
        ["0", "0", "1", "1", "2", "2"],
        ["0", "1", "2", "0", "1", "2"],
    ];
    assert!(
        wait_until(|| diagram_rows(&root) == six).await,
        "{:?}",
        diagram_rows(&root)
    );
    type_into(&root, "dim", "40").await;
    assert!(wait_until(|| diagram_rows(&root).first().is_some_and(|r| r.len() == 16)).await);
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
    let four = [["0", "0", "1", "1"], ["0", "1", "0", "1"]];
    assert!(
        wait_until(|| diagram_rows(&root) == four).await,
        "{:?}",
        diagram_rows(&root)
    );
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
    assert_eq!(count(&root, "section.view"), views().count() as u32);
    root.remove();
}

#[wasm_bindgen_test]
async fn a_panic_shows_a_reload_banner_with_the_settings_link() {
    set_query("dim=8&text=%22%3E%3Cb%3Ex");
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
    look_at(&root, "heatmap").await;
    let canvas = find(&root, "heatmap");
    canvas.scroll_into_view();
    for _ in 0..100 {
        let init = web_sys::KeyboardEventInit::new();
        init.set_key("ArrowRight");
        init.set_bubbles(true);
        let ev =
            web_sys::KeyboardEvent::new_with_keyboard_event_init_dict("keydown", &init).unwrap();
        canvas.dispatch_event(&ev).unwrap();
    }
    wait_until(|| text(&root, "heatmap-readout").contains("pair 100")).await;
    assert!(
        text(&root, "heatmap-readout").contains("pair 100"),
        "{}",
        text(&root, "heatmap-readout")
    );
    // Shrink the grid under the cursor: the readout must not index past the new grid.
    type_into(&root, "dim", "16").await;
    wait_until(|| !text(&root, "heatmap-readout").contains("pair 100")).await;
    assert!(!text(&root, "heatmap-readout").contains("pair 100"));
    assert_eq!(text(&root, "error"), "");
    root.remove();
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
async fn the_heatmap_frequencies_and_attention_say_what_they_show_now() {
    use ropescope::rope::base::i18n::en;
    use ropescope::rope::view::scene::Scene;
    use ropescope::rope::view::{attention, frequencies, heatmap};
    let (root, _h) = mount("").await;
    let scene = Scene::new(&ropescope::rope::Config::default());
    look_at(&root, "heatmap").await;
    assert_eq!(
        text(&root, "heatmap-now"),
        en(&heatmap::heatmap(&scene, heatmap::HeatmapOptions::default()).now())
    );
    open_part(&root, "frequencies").await;
    assert_eq!(
        text(&root, "frequencies-now"),
        en(&frequencies::frequencies(&scene).now())
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
        attention::order_note(&scene, true).map(|m| en(&m))
    );
    off.remove();
}

#[wasm_bindgen_test]
async fn the_contents_mark_the_view_in_sight() {
    let (root, _h) = mount("").await;
    look_at(&root, "score").await;
    let current = || {
        root.query_selector("[data-testid='contents'] a[aria-current='location']")
            .unwrap()
            .and_then(|a| a.get_attribute("href"))
    };
    wait_until(|| current().as_deref() == Some("#view-score")).await;
    assert_eq!(current().as_deref(), Some("#view-score"));
    root.remove();
}

#[wasm_bindgen_test]
async fn the_pair_tables_follow_edits_and_mark_the_hovered_pair_in_place() {
    let (root, _h) = mount("dim=8").await;
    open_part(&root, "score").await;
    let rows = "[data-testid='score-table'] tr[data-pair]";
    wait_until(|| count(&root, rows) == 4).await;
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
