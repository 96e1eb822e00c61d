//! `View::Absolute`: the absolute sinusoidal encoding beside RoPE, and the four-term expansion of
//! (x_m + p_m) W_q . (x_n + p_n) W_k (model: `rope::view::absolute`).

use leptos::html::Canvas;
use leptos::prelude::*;

use crate::app::i18n::{t, tf, Arg};
use crate::app::state::use_store;

use crate::app::download::download_png;
use crate::app::views::grid::GridCanvas;
use crate::app::views::{num, on_screen_scene};
use crate::rope::view::absolute::{
    change, rope_chart, sinusoidal_chart, terms, Projections, TermRow, TERM_ROWS,
};

/// The caption under the view's title: what it shows and how to read it.
pub const CAPTION: &str = "absolute-caption";

/// The view as the on-demand module mounts it (`build.rs` dispatches each part's name here).
pub fn part() -> AnyView {
    view! { <Absolute /> }.into_any()
}

#[component]
pub fn Absolute() -> impl IntoView {
    let state = use_store();
    let shift = RwSignal::new(50u64);
    let pe_ref = NodeRef::<Canvas>::new();
    let rope_ref = NodeRef::<Canvas>::new();
    let (frame, scene, _) = on_screen_scene::<leptos::html::Div>(state);
    let pe_chart = Memo::new(move |_| scene.with(|s| sinusoidal_chart(s, &tf)));
    let rope_grid = Memo::new(move |_| scene.with(|s| rope_chart(s, &tf)));
    // The toy projections depend on d only: built once per dimension, not per keystroke (a
    // memo of the whole scene rebuilt two d x d matrices on every edit: 128 ms at d = 256).
    let dim = Memo::new(move |_| scene.with(|s| s.dim));
    let projections = Memo::new(move |_| std::sync::Arc::new(Projections::new(dim.get())));
    let model = Memo::new(move |_| {
        let t = shift.get();
        let p = projections.get();
        scene.with(|s| terms(s, &p, t))
    });
    let row = move |r: &'static TermRow| {
        view! {
            <tr>
                <th scope="row">{t(r.name)}</th>
                <td>{t(r.depends_on)}</td>
                <td>{move || model.with(|t| num((r.value)(&t.before), 5))}</td>
                <td>{move || model.with(|t| num((r.value)(&t.after), 5))}</td>
                <td>{move || model.with(|tm| match change((r.value)(&tm.before), (r.value)(&tm.after)) {
                    None => t("absolute-same"),
                    Some(d) => tf(&crate::msg!("absolute-changed-by", change = Arg::num(num(d, 4), d))),
                })}</td>
            </tr>
        }
    };
    view! {
        <div class="part-body" node_ref=frame>
            <div class="abs-grid">
                <figure><GridCanvas chart=pe_chart canvas=pe_ref class="abs"
                    label=t("absolute-sinusoidal-label") />
                    <figcaption>{t("absolute-sinusoidal-figcaption")}</figcaption></figure>
                <figure><GridCanvas chart=rope_grid canvas=rope_ref class="abs"
                    label=t("absolute-rope-label") />
                    <figcaption>{t("absolute-rope-figcaption")}</figcaption></figure>
            </div>
            <div class="view-toolbar">
                <button type="button" on:click=move |_| if let Some(c) = pe_ref.get_untracked() { download_png(&c, "ropescope-sinusoidal.png") }>{t("absolute-png-sinusoidal")}</button>
                <button type="button" on:click=move |_| if let Some(c) = rope_ref.get_untracked() { download_png(&c, "ropescope-rope-angles.png") }>{t("absolute-png-rope")}</button>
                <label for="abs-shift">{t("absolute-shift-label")}</label>
                <input id="abs-shift" type="range" min="0" max="1000" step="1" prop:value=move || shift.get().to_string()
                    on:input=move |ev| if let Ok(t) = event_target_value(&ev).parse() { shift.set(t) } />
                <output for="abs-shift">{move || shift.get()}</output>
            </div>
            <table class="data" data-testid="four-terms">
                <thead><tr><th scope="col">{t("absolute-col-term")}</th><th scope="col">{t("absolute-col-depends")}</th>
                    <th scope="col">{move || model.with(|t| tf(&crate::msg!("absolute-col-at-mn", m = t.m, n = t.n)))}</th>
                    <th scope="col">{move || model.with(|t| tf(&crate::msg!("absolute-col-at", m = t.m + t.shift, n = t.n + t.shift)))}</th>
                    <th scope="col">{t("absolute-col-after")}</th></tr></thead>
                <tbody>
                    {TERM_ROWS.iter().map(row).collect_view()}
                </tbody>
            </table>
            <p class="note">{t("absolute-toy-note")}</p>
        </div>
    }
}
