//! `View::Invariance` (an on-demand part): the same query and key at (m, n) and at
//! (m + t, n + t) give the same score (model: `rope::view::invariance`).

use leptos::prelude::*;

use crate::app::i18n::t;
use crate::app::state::use_store;

use crate::app::views::{num, on_screen_scene};
use crate::rope::view::invariance::{invariance, DEFAULT_SHIFT, MAX_SHIFT};

/// The caption under the view's title: what it shows and how to read it.
pub const CAPTION: &str = "invariance-caption";

/// The view as the on-demand module mounts it (`build.rs` dispatches each part's name here).
pub fn part() -> AnyView {
    view! { <Invariance /> }.into_any()
}

#[component]
pub fn Invariance() -> impl IntoView {
    let state = use_store();
    // Each tour step starts from the shift its text quotes.
    let shift = crate::app::views::StepKnob::new(state, DEFAULT_SHIFT);
    // Computes only while on (or near) the screen, like every drawn view.
    let (frame, scene, _) = on_screen_scene::<leptos::html::Div>(state);
    let r = Memo::new(move |_| {
        let t = shift.get();
        scene.with(|s| invariance(s, t))
    });
    view! {
        <div class="part-body" node_ref=frame>
            <div class="view-toolbar">
                <label for="inv-shift">{t("invariance-shift-label")}</label>
                <input id="inv-shift" type="range" min="0" max=MAX_SHIFT.to_string() step="1" data-testid="invariance-shift"
                    prop:value=move || shift.get().to_string()
                    on:input=move |ev| if let Ok(t) = event_target_value(&ev).parse() { shift.set(t) } />
                <output for="inv-shift">{move || shift.get()}</output>
            </div>
            <table class="data compact">
                <thead><tr><th scope="col">{t("invariance-col-placement")}</th><th scope="col">"m"</th><th scope="col">"n"</th><th scope="col">{t("invariance-col-score")}</th></tr></thead>
                <tbody>
                    <tr><th scope="row">{t("invariance-row-original")}</th><td>{move || r.get().m}</td><td>{move || r.get().n}</td>
                        <td data-testid="invariance-a" data-answer="score-total">{move || format!("{:.12}", r.get().original)}</td></tr>
                    <tr><th scope="row">{t("invariance-row-shifted")}</th><td>{move || r.get().m + r.get().shift}</td><td>{move || r.get().n + r.get().shift}</td>
                        <td data-testid="invariance-b" data-answer="shifted-score">{move || format!("{:.12}", r.get().shifted)}</td></tr>
                </tbody>
            </table>
            <p class="readout" aria-live="polite" data-answer="shifted-score">{t("invariance-difference")} <strong data-testid="invariance-diff">{move || num(r.get().difference, 2)}</strong>
                {t("invariance-rounding")}</p>
        </div>
    }
}
