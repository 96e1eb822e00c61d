//! The on-demand parts (app::part): worked examples, mistakes, lesson, kernel, presets, the Hugging Face box, the embed builder, and what crosses between the modules.

use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::{Element, HtmlElement, HtmlInputElement};

use super::support::*;

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
    look_at(&root, "compasses").await;
    wait_until(|| dials(&root) == 64).await;
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
    wait_for(&root, "embed-code").await;
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
    assert!(
        wait_until(|| !text(&root, "kernel-simd-ms").is_empty()).await,
        "kernel run did not finish: {}",
        text(&root, "kernel-error")
    );
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
async fn the_mistakes_view_lists_every_source_error_with_its_computed_truth() {
    use ropescope::rope::teaching::errata::errata;
    let (root, _h) = mount("view=mistakes").await;
    // A `view=mistakes` link loads the part at once; its truths are computed as soon as it is
    // in the page, before anything scrolls to it (find-in-page, print, screen readers).
    wait_until(|| count(&root, "#view-mistakes .part-body > *") > 0).await;
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
            ropescope::rope::base::i18n::en(&e.truth().text),
            "{}",
            e.id
        );
    }
    // "Show me" for the cat/mat total loads the 4-dim example: the score becomes 1.19947.
    let (root2, _h2) = mount("").await;
    open_part(&root2, "mistakes").await;
    click(&root2, "show-mat-cat-total").await;
    look_at(&root2, "score").await;
    wait_until(|| text(&root2, "score-total") == "1.19947").await;
    assert_eq!(text(&root2, "score-total"), "1.19947");
    // Views an erratum concerns link to it (a part view's links come with its part).
    open_part(&root2, "kernel").await;
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
async fn a_link_to_an_erratum_loads_the_mistakes_part_and_goes_to_it() {
    let (root, _h) = mount("").await;
    // The mistakes view is an on-demand part: not loaded while off screen.
    assert_eq!(testids(&root, "erratum"), 0);
    // The first link in the page's own heatmap view (a part view's links come with its part).
    let id = ropescope::rope::teaching::errata::for_view("heatmap")
        .next()
        .expect("the heatmap links to a mistake")
        .id;
    let link: HtmlElement = root
        .query_selector(&format!(
            "#view-heatmap [data-testid='errata-links'] a[href='#erratum-{id}']"
        ))
        .unwrap()
        .expect("the heatmap view links to its first erratum")
        .unchecked_into();
    link.click();
    let erratum = || root.query_selector(&format!("#erratum-{id}")).unwrap();
    let height = web_sys::window()
        .unwrap()
        .inner_height()
        .unwrap()
        .as_f64()
        .unwrap();
    let top = || erratum().map(|e| e.get_bounding_client_rect().top());
    // The part loads, mounts, and the page scrolls to the erratum.
    wait_until(|| top().is_some_and(|t| (-1.0..height).contains(&t))).await;
    assert!(
        erratum().is_some(),
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
    let top = top().unwrap();
    assert!(
        (-1.0..height).contains(&top),
        "the erratum is on screen (top {top})"
    );
}
