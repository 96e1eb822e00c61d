//! The guided tour.

use wasm_bindgen::JsCast;
use wasm_bindgen_test::*;
use web_sys::HtmlInputElement;

use super::support::*;

/// "k of N" in English (the tour's progress message).
fn progress(index: usize) -> String {
    ropescope::rope::base::i18n::en(&ropescope::rope::teaching::tour::progress(index))
}

#[wasm_bindgen_test]
async fn the_guided_tour_walks_the_steps_and_leaving_keeps_the_state() {
    use ropescope::rope::teaching::tour::STEPS;
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
    let scene = ropescope::rope::view::scene::Scene::new(&STEPS[0].config());
    assert_eq!(text(&root, "tour-notice"), STEPS[0].notice(&scene).text());
    // Next sets step 2's state and says "2 of N"; the address says tour=1&step=2.
    click(&root, "tour-next").await;
    wait_until(|| text(&root, "tour-step").contains(&progress(1))).await;
    assert!(text(&root, "tour-step").contains(&progress(1)));
    assert_eq!(
        find(&root, "offset")
            .unchecked_into::<HtmlInputElement>()
            .value(),
        "100"
    );
    search_when(|s| s.contains("tour=1&step=2")).await;
    // A knob turned mid-step: the notice follows the state on screen.
    type_into(&root, "offset", "7").await;
    let turned = ropescope::rope::Config::from_query("offset=7")
        .unwrap()
        .config;
    let want = STEPS[1]
        .notice(&ropescope::rope::view::scene::Scene::new(&turned))
        .text();
    wait_until(|| text(&root, "tour-notice") == want).await;
    assert_eq!(text(&root, "tour-notice"), want);
    // Predict, then reveal: the verdict uses the core's answer.
    let q = STEPS[1].question(&ropescope::rope::view::scene::Scene::new(&turned));
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
    wait_until(|| text(&root, "tour-step").contains(&progress(0))).await;
    assert!(text(&root, "tour-step").contains(&progress(0)));
    click(&root, "tour-next").await;
    wait_until(|| text(&root, "tour-step").contains(&progress(1))).await;
    click(&root, "tour-exit").await;
    wait_until(|| testids(&root, "tour") == 0).await;
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
    use ropescope::rope::teaching::tour::STEPS;
    let last = STEPS.len() - 1;
    let (root, _h) = mount(&format!("tour=1&step={}", last)).await;
    wait_for(&root, "tour-step").await;
    assert!(text(&root, "tour-step").contains(&progress(last - 1)));
    let want = STEPS[last - 1].config();
    assert_eq!(
        find(&root, "scaling")
            .unchecked_into::<web_sys::HtmlSelectElement>()
            .value(),
        want.scaling.method.as_str()
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

/// The tour remembers the learner's settings: "Start here" applies step 1's state, "Leave tour"
/// keeps what is on screen, and "Leave and restore my settings" puts back what the learner had
/// (here d = 64 and base 500000). A tour link without settings of its own offers the defaults,
/// and says so.
#[wasm_bindgen_test]
async fn the_tour_gives_the_learners_settings_back() {
    let value = |root: &web_sys::Element, id: &str| {
        find(root, id).unchecked_into::<HtmlInputElement>().value()
    };
    let (root, _h) = mount("dim=64&base=500000").await;
    click(&root, "tour-start").await;
    wait_for(&root, "tour-step").await;
    wait_until(|| value(&root, "dim") == "16").await;
    assert_eq!(value(&root, "dim"), "16", "step 1's state");
    assert_eq!(text(&root, "tour-restore"), "Leave and restore my settings");
    click(&root, "tour-next").await;
    wait_until(|| text(&root, "tour-step").contains(&progress(1))).await;
    click(&root, "tour-restore").await;
    wait_until(|| testids(&root, "tour") == 0).await;
    assert_eq!(testids(&root, "tour"), 0, "the tour closed");
    wait_until(|| value(&root, "dim") == "64").await;
    assert_eq!(value(&root, "dim"), "64");
    assert_eq!(value(&root, "base"), "500000");
    assert_eq!(
        value(&root, "offset"),
        "0",
        "step 2's offset went with the tour"
    );
    // Started again from what is on screen now; Leave keeps the step's state.
    click(&root, "tour-start").await;
    wait_until(|| value(&root, "dim") == "16").await;
    click(&root, "tour-exit").await;
    wait_until(|| testids(&root, "tour") == 0).await;
    assert_eq!(
        value(&root, "dim"),
        "16",
        "Leave keeps the settings on screen"
    );
    root.remove();
    // A tour link with no settings of its own: "my settings" are the defaults.
    let (root, _h2) = mount("tour=1&step=5").await;
    wait_for(&root, "tour-restore").await;
    assert_eq!(
        text(&root, "tour-restore"),
        "Leave with the default settings"
    );
    click(&root, "tour-restore").await;
    wait_until(|| testids(&root, "tour") == 0).await;
    search_when(|s| !s.contains("rope=off")).await;
    root.remove();
}
