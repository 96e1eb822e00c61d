//! `View::Absolute`: the absolute sinusoidal encoding beside RoPE, and the four-term expansion of
//! (x_m + p_m) W_q . (x_n + p_n) W_k (model: `rope::view::absolute`).

use leptos::html::Canvas;
use leptos::prelude::*;

use crate::app::state::use_store;

use crate::app::download::download_png;
use crate::app::views::grid::GridCanvas;
use crate::app::views::{num, on_screen_scene};
use crate::rope::view::absolute::{
    change, rope_chart, sinusoidal_chart, terms, Projections, TermRow, TERM_ROWS,
};

/// The caption under the view's title: what it shows and how to read it.
pub const CAPTION: &str = "The original Transformer adds a sinusoidal code p_m to each token embedding (left: sin on even, cos on odd dimensions). After the query and key projections the score splits into four terms, and three of them contain p_m or p_n on their own, so absolute positions leak in: slide both tokens by t and those terms change. RoPE (right: the cosines of the same kind of angles) rotates q and k instead, and only m - n survives.";

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
    let pe_chart = Memo::new(move |_| scene.with(|s| sinusoidal_chart(s)));
    let rope_grid = Memo::new(move |_| scene.with(|s| rope_chart(s)));
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
                <th scope="row">{r.name}</th>
                <td>{r.depends_on}</td>
                <td>{move || model.with(|t| num((r.value)(&t.before), 5))}</td>
                <td>{move || model.with(|t| num((r.value)(&t.after), 5))}</td>
                <td>{move || model.with(|t| match change((r.value)(&t.before), (r.value)(&t.after)) {
                    None => "same".to_string(),
                    Some(d) => format!("changed by {}", num(d, 4)),
                })}</td>
            </tr>
        }
    };
    view! {
        <div class="part-body" node_ref=frame>
            <div class="abs-grid">
                <figure><GridCanvas chart=pe_chart canvas=pe_ref class="abs"
                    label="Sinusoidal encoding: positions 0 to 63 by dimensions, blue negative to orange positive" />
                    <figcaption>"Sinusoidal p_m (added)"</figcaption></figure>
                <figure><GridCanvas chart=rope_grid canvas=rope_ref class="abs"
                    label="RoPE: cosine of each pair's angle, positions 0 to 63" />
                    <figcaption>"RoPE angles (rotate)"</figcaption></figure>
            </div>
            <div class="view-toolbar">
                <button type="button" on:click=move |_| if let Some(c) = pe_ref.get_untracked() { download_png(&c, "ropescope-sinusoidal.png") }>"PNG (sinusoidal)"</button>
                <button type="button" on:click=move |_| if let Some(c) = rope_ref.get_untracked() { download_png(&c, "ropescope-rope-angles.png") }>"PNG (RoPE)"</button>
                <label for="abs-shift">"Shift both tokens by t = "</label>
                <input id="abs-shift" type="range" min="0" max="1000" step="1" prop:value=move || shift.get().to_string()
                    on:input=move |ev| if let Ok(t) = event_target_value(&ev).parse() { shift.set(t) } />
                <output for="abs-shift">{move || shift.get()}</output>
            </div>
            <table class="data" data-testid="four-terms">
                <thead><tr><th scope="col">"term"</th><th scope="col">"depends on"</th>
                    <th scope="col">{move || model.with(|t| format!("at (m, n) = ({}, {})", t.m, t.n))}</th>
                    <th scope="col">{move || model.with(|t| format!("at ({}, {})", t.m + t.shift, t.n + t.shift))}</th>
                    <th scope="col">"after the shift"</th></tr></thead>
                <tbody>
                    {TERM_ROWS.iter().map(row).collect_view()}
                </tbody>
            </table>
            <p class="note">"Toy embeddings and toy projection matrices W_q, W_k (deterministic, drawn from the token texts); the point is which terms move, not their size."</p>
        </div>
    }
}
