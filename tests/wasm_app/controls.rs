//! The controls: typing, choosing, bad input, the token chips, locked controls, RoPE off.

use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::HtmlInputElement;

use super::support::*;

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
    let want = ropescope::rope::view::scene::Scene::new(
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
    // The frequencies view is a part: it follows the page's state once the page has sent it.
    let want_af = format!("{:.6}", 0.1 * 4f64.ln() + 1.0);
    wait_until(|| text(&root, "attention-factor") == want_af).await;
    let af = text(&root, "attention-factor");
    assert_eq!(af, want_af, "YaRN's attention factor");
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
    search_when(|s| s.contains("dim=32") && s.contains("scaling=llama3")).await;
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

    // The control refuses what a link refuses: one limit (rope::base::limits::MAX_DIM).
    let max = ropescope::rope::base::limits::MAX_DIM;
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

/// A new d keeps mrope's sections (rescaled to the new d/2 pairs) and says so next to the d
/// control; the old d brings them back.
#[wasm_bindgen_test]
async fn a_new_d_rescales_the_sections_and_says_so_beside_the_control() {
    let (root, _h) = mount("dim=128&mrope=16,24,24").await;
    // The note beside the d control.
    let note = || {
        root.query_selector("#ctl-dim")
            .unwrap()
            .and_then(|input| input.parent_element())
            .and_then(|field| field.query_selector("[data-testid='field-note']").unwrap())
            .and_then(|n| n.text_content())
            .unwrap_or_default()
    };
    assert_eq!(note(), "");
    // A key at a time, as typed: 64 over 128 passes d = 6.
    type_into(&root, "dim", "6").await;
    type_into(&root, "dim", "64").await;
    search_when(|s| s.contains("mrope=8,12,12")).await;
    assert!(
        note().contains("mrope to 8,12,12") && note().contains("32 pairs"),
        "beside d: {:?}",
        note()
    );
    assert!(text(&root, "notice").contains("8,12,12"));
    for keys in ["1", "12", "128"] {
        type_into(&root, "dim", keys).await;
    }
    search_when(|s| s.contains("mrope=16,24,24")).await;
    assert!(note().contains("16,24,24"), "{:?}", note());
    // The control's next edit that does nothing else takes the note away.
    type_into(&root, "base", "20000").await;
    assert!(note().contains("16,24,24"), "{:?}", note());
    type_into(&root, "dim", "128").await;
    assert_eq!(note(), "");
    root.remove();
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
    wait_until(|| field_state(&root, "dim").0 == "128").await;
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
async fn chips_pick_query_and_key_and_the_quiz_checks_answers() {
    let (root, _h) = mount("").await;
    click_chip(&root, 2).await;
    search_when(|s| s.contains("qpos=2")).await;
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
    wait_for(&root, "rotate-v-table").await;
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
    wait_until(|| count(&root, "[data-testid='rotate-v-table'] tbody tr") == 6).await;
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
    // An unlocked control still works; the address has its edit and not the refused one.
    choose(&root, "rope", "off").await;
    let search = search_when(|s| s.contains("rope=off")).await;
    assert!(!search.contains("dim=32"), "{search}");
    root.remove();
}
