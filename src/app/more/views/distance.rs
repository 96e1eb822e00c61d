//! `View::Distance`: score vs distance with RoFormer's bound (model: `rope::view::distance`).

use leptos::html::Canvas;
use leptos::prelude::*;

use crate::app::i18n::{t, tf, Arg};
use crate::app::state::use_store;

use crate::app::download::download_png;
use crate::app::draw;
use crate::app::views::{num, on_screen_scene, paint_while_visible};
use crate::rope::view::distance::{default_range, distance, RANGES};

/// The caption under the view's title: what it shows and how to read it.
pub const CAPTION: &str = "distance-caption";

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
        model.with(|m| draw::line_chart(c, pal, &m.score_chart(&tf)));
    });
    paint_while_visible(state, relative_ref, move |c, pal| {
        model.with(|m| draw::line_chart(c, pal, &m.relative_chart(&tf)));
    });
    paint_while_visible(state, baseline_ref, move |c, pal| {
        model.with(|m| draw::line_chart(c, pal, &m.baseline_chart(&tf)));
    });
    let summary = move || model.with(|m| tf(&m.summary()));

    view! {
        <div class="part-body" node_ref=frame>
            <div class="view-toolbar">
                <label for="dist-range">{t("distance-range-label")}</label>
                <select id="dist-range" on:change=move |ev| range_choice.set(event_target_value(&ev).parse().ok())>
                    {RANGES.map(|r| view! { <option value=r.to_string() prop:selected=move || range.get() == r>{r.to_string()}</option> }).collect_view()}
                </select>
                <button type="button" on:click=move |_| if let Some(c) = canvas_ref.get_untracked() { download_png(&c, "ropescope-distance.png") }>"PNG"</button>
            </div>
            <div class="answer-chart" data-answer="distance-charts"><canvas node_ref=canvas_ref class="chart h330" data-testid="distance-chart"
                role="img" aria-label=summary></canvas></div>
            <p class="readout" data-testid="bound-note" data-answer="distance-scores" hidden=move || model.with(|m| m.bound_on_chart())>
                {move || model.with(|m| m.bound_note().map(|n| tf(&n)))}
            </p>
            <div class="answer-chart" data-answer="distance-charts"><canvas node_ref=relative_ref class="chart h170" data-testid="relative-chart"
                role="img" aria-label=t("distance-relative-label")></canvas></div>
            <div class="answer-chart" data-answer="distance-charts"><canvas node_ref=baseline_ref class="chart h240" data-testid="baseline-chart"
                role="img" aria-label=t("distance-baseline-label")></canvas></div>
            <p class="readout" data-testid="baseline-note" data-answer="distance-scores">{move || model.with(|m| {
                let slopes: Vec<String> = m.baselines.alibi.iter().map(|(s, _)| num(*s, 4)).collect();
                let slope = |i: usize| m.baselines.alibi.get(i).map_or(0.0, |(s, _)| *s);
                tf(&crate::msg!(
                    "distance-baseline-note",
                    nope = Arg::num(num(m.baselines.nope, 4), m.baselines.nope),
                    steep = Arg::num(slopes.first().cloned().unwrap_or_default(), slope(0)),
                    gentle = Arg::num(slopes.get(1).cloned().unwrap_or_default(), slope(1))
                ))
            })}</p>
            <p class="sr-summary" data-testid="distance-summary" data-answer="distance-scores">{summary}</p>
            <details open>
                <summary>{t("distance-table-summary")}</summary>
                <div class="table-wrap" tabindex="0" role="region" aria-label=t("distance-table-label") data-answer="distance-scores">
                    <table class="data compact" data-testid="distance-table">
                        <thead><tr><th scope="col">{t("distance-col-distance")}</th><th scope="col">{t("distance-col-score")}</th><th scope="col">{t("distance-col-bound")}</th></tr></thead>
                        <tbody>{move || model.with(|m| m.table_rows().into_iter().map(|p| view! {
                            <tr data-testid="distance-row"><td>{p.distance}</td><td>{num(p.score, 4)}</td><td>{num(p.bound, 4)}</td></tr>
                        }).collect_view())}</tbody>
                    </table>
                </div>
            </details>
        </div>
    }
}
