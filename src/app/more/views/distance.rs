//! `View::Distance`: score vs distance with RoFormer's bound (model: `rope::view::distance`).

use leptos::html::Canvas;
use leptos::prelude::*;

use crate::app::state::use_store;

use crate::app::download::download_png;
use crate::app::draw;
use crate::app::views::{num, on_screen_scene, paint_while_visible};
use crate::rope::view::distance::{default_range, distance, RANGES};

/// The caption under the view's title: what it shows and how to read it.
pub const CAPTION: &str = "The score of the same query and key as they move apart: the top chart draws it against the distance m − n, the bottom one the logits of RoPE, no positional encoding and ALiBi side by side. Does the score fall with distance? Whether the score itself falls depends on the vectors (below). What always falls is a bound: RoFormer proves that |score| stays under (largest step between neighbouring pairs' q·k̄ terms) x (sum of |partial sums of the phasors|), and plots its second factor averaged over the pairs (the relative bound, the same for any q and k, the middle chart) against distance. Computed here, the bound is largest at distance 0 and falls with distance, raggedly: with few pairs (d = 16) it drops within a few positions and then wanders; with more (try d = 128) it keeps falling over the first few hundred positions. Try all-ones vectors (\"Query and key vectors: all ones\") or a key equal to the query, then the toy vectors, and see where the score peaks: does it still fall with distance when q and k point every which way? (The lesson view gives the reason, after Barbero et al., 2024.) With the real model's q and k (\"real model\"), see what a trained head does: there the bound can sit far above the score: the chart follows the score, and a note under it says where the bound is; the table gives both. With a scaling method on, compare the scaled curve with the plain one beyond the original context.";

/// The view as the on-demand module mounts it (`build.rs` dispatches each part's name here).
pub fn part() -> AnyView {
    view! { <Distance /> }.into_any()
}

#[component]
pub fn Distance() -> impl IntoView {
    let state = use_store();
    let range_choice: RwSignal<Option<u64>> = RwSignal::new(None);
    let (frame, scene, _) = on_screen_scene::<leptos::html::Div>(state);
    let range = Memo::new(move |_| {
        range_choice
            .get()
            .unwrap_or_else(|| scene.with(|s| default_range(s)))
    });
    let model = Memo::new(move |_| {
        let r = range_choice.get();
        scene.with(|s| distance(s, r))
    });
    let canvas_ref = NodeRef::<Canvas>::new();
    let relative_ref = NodeRef::<Canvas>::new();
    let baseline_ref = NodeRef::<Canvas>::new();
    // Each chart is drawn at its own size while it is on screen.
    paint_while_visible(state, canvas_ref, move |c, pal| {
        model.with(|m| draw::line_chart(c, pal, &m.score_chart()));
    });
    paint_while_visible(state, relative_ref, move |c, pal| {
        model.with(|m| draw::line_chart(c, pal, &m.relative_chart()));
    });
    paint_while_visible(state, baseline_ref, move |c, pal| {
        model.with(|m| draw::line_chart(c, pal, &m.baseline_chart()));
    });
    let summary = move || model.with(|m| m.summary());

    view! {
        <div class="part-body" node_ref=frame>
            <div class="view-toolbar">
                <label for="dist-range">"distance 0 to "</label>
                <select id="dist-range" on:change=move |ev| range_choice.set(event_target_value(&ev).parse().ok())>
                    {RANGES.map(|r| view! { <option value=r.to_string() prop:selected=move || range.get() == r>{r.to_string()}</option> }).collect_view()}
                </select>
                <button type="button" on:click=move |_| if let Some(c) = canvas_ref.get_untracked() { download_png(&c, "ropescope-distance.png") }>"PNG"</button>
            </div>
            <div class="answer-chart" data-answer="distance-charts"><canvas node_ref=canvas_ref class="chart h330" data-testid="distance-chart"
                role="img" aria-label=summary></canvas></div>
            <p class="readout" data-testid="bound-note" data-answer="distance-scores" hidden=move || model.with(|m| m.bound_on_chart())>
                {move || model.with(|m| m.bound_note())}
            </p>
            <div class="answer-chart" data-answer="distance-charts"><canvas node_ref=relative_ref class="chart h170" data-testid="relative-chart"
                role="img" aria-label="RoFormer's relative upper bound: the mean of the partial-sum norms, decaying with distance"></canvas></div>
            <div class="answer-chart" data-answer="distance-charts"><canvas node_ref=baseline_ref class="chart h240" data-testid="baseline-chart"
                role="img" aria-label="Logits of the same query and key against distance: RoPE's, flat without positional encoding, falling linearly with ALiBi"></canvas></div>
            <p class="readout" data-testid="baseline-note" data-answer="distance-scores">{move || model.with(|m| format!(
                "Beside RoPE, the same q and k as logits: without positional encoding the logit is {} at every distance (only the causal mask knows about order); ALiBi subtracts slope x distance, a head at a time (slopes {}).",
                num(m.baselines.nope, 4),
                m.baselines.alibi.iter().map(|(s, _)| num(*s, 4)).collect::<Vec<_>>().join(" and ")))}</p>
            <p class="sr-summary" data-testid="distance-summary" data-answer="distance-scores">{summary}</p>
            <details open>
                <summary>"Score at sampled distances (table)"</summary>
                <div class="table-wrap" tabindex="0" role="region" aria-label="Score at sampled distances" data-answer="distance-scores">
                    <table class="data compact" data-testid="distance-table">
                        <thead><tr><th scope="col">"distance m − n"</th><th scope="col">"score"</th><th scope="col">"bound on |score|"</th></tr></thead>
                        <tbody>{move || model.with(|m| m.table_rows().into_iter().map(|p| view! {
                            <tr data-testid="distance-row"><td>{p.distance}</td><td>{num(p.score, 4)}</td><td>{num(p.bound, 4)}</td></tr>
                        }).collect_view())}</tbody>
                    </table>
                </div>
            </details>
        </div>
    }
}
