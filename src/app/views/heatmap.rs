//! `View::Heatmap`: the positions x pairs angle heatmap (model: `rope::view::heatmap`).

use leptos::html::Canvas;
use leptos::prelude::*;

use super::super::download::{download_png, download_text};
use super::super::i18n::{t, tf};
use super::super::state::{use_store, View};
use super::grid::GridCanvas;
use super::{num, on_screen_scene, ViewFrame};
use crate::rope::base::csv::to_csv;
use crate::rope::view::heatmap::{default_range, heatmap, HeatmapOptions, RANGES};

/// The caption under the view's title (its message): what it shows and how to read it.
pub const CAPTION: &str = "heatmap-view-caption";

#[component]
pub fn Heatmap() -> impl IntoView {
    let state = use_store();
    let wrap = RwSignal::new(true);
    let show_scaled = RwSignal::new(true);
    let range_choice: RwSignal<Option<u64>> = RwSignal::new(None);
    let (frame, scene, _) = on_screen_scene(state);
    let scaling_on = Memo::new(move |_| scene.with(|s| s.scaled()));
    let model = Memo::new(move |_| {
        let opts = HeatmapOptions {
            wrap: wrap.get(),
            show_scaled: show_scaled.get(),
            range: range_choice.get(),
        };
        scene.with(|s| heatmap(s, opts))
    });
    let range = Memo::new(move |_| {
        range_choice
            .get()
            .unwrap_or_else(|| scene.with(|s| default_range(s)))
    });
    let chart = Memo::new(move |_| {
        let hovered = state.hovered_pair.get();
        model.with(|m| m.chart(hovered, &crate::app::i18n::tf))
    });
    let canvas = NodeRef::<Canvas>::new();
    let cursor: RwSignal<Option<(usize, usize)>> = RwSignal::new(None);
    let readout = move || {
        cursor
            .get()
            .and_then(|c| model.with(|m| m.readout(c).map(|r| tf(&r))))
            .unwrap_or_else(|| t("heatmap-view-point"))
    };
    let summary = Signal::derive(move || model.with(|m| crate::app::i18n::tf(&m.summary())));
    // What the chart shows with these settings (the caption says what is always true).
    let now = move || model.with(|m| crate::app::i18n::tf(&m.now()));

    let table_open = RwSignal::new(false);
    let table = move || {
        model.with(|m| {
            let (cols, rows) = m.sampled_table();
            view! {
                <table class="data">
                    <thead><tr><th scope="col">"m − n"</th>
                        {cols.iter().map(|&c| view! { <th scope="col">{tf(&crate::msg!("heatmap-view-col-pair", pair = c))}</th> }).collect_view()}
                    </tr></thead>
                    <tbody>
                        {rows.into_iter().map(|(p, angles)| view! { <tr><th scope="row">{p}</th>
                            {angles.into_iter().map(|a| view! { <td>{num(a, 3)}</td> }).collect_view()}
                        </tr> }).collect_view()}
                    </tbody>
                </table>
            }
        })
        .into_any()
    };
    let csv = move |_| {
        let text = model.with_untracked(|m| to_csv(&m.csv_rows()));
        download_text("ropescope-angles.csv", "text/csv", &text);
    };
    let png = move |_| {
        if let Some(c) = canvas.get_untracked() {
            download_png(&c, "ropescope-heatmap.png");
        }
    };

    view! {
        <ViewFrame view=View::Heatmap node=frame>
            <div class="view-toolbar">
                <label><input type="checkbox" prop:checked=move || wrap.get() on:change=move |ev| wrap.set(event_target_checked(&ev)) />" "{t("heatmap-view-wrap")}</label>
                <label for="heat-range">" "{t("heatmap-view-range")}" "</label>
                <select id="heat-range" on:change=move |ev| range_choice.set(event_target_value(&ev).parse::<u64>().ok())>
                    {RANGES.map(|r| view! { <option value=r.to_string() prop:selected=move || range.get() == r>{(r - 1).to_string()}</option> }).collect_view()}
                </select>
                <Show when=move || scaling_on.get()>
                    <label><input type="checkbox" data-testid="heatmap-scaled" prop:checked=move || show_scaled.get()
                        on:change=move |ev| show_scaled.set(event_target_checked(&ev)) />" "{t("heatmap-view-scaled")}</label>
                </Show>
                <button type="button" on:click=png>"PNG"</button>
                <button type="button" on:click=csv>"CSV"</button>
            </div>
            <GridCanvas chart=chart canvas=canvas class="h380" label=summary
                testid="heatmap" cursor=cursor columns_are_pairs=true describedby="heatmap-readout" />
            <p class="readout" data-testid="heatmap-now" data-answer="turning-pairs">{now}</p>
            <p class="readout" id="heatmap-readout" aria-live="polite" data-testid="heatmap-readout" data-answer="heatmap-angles">{readout}</p>
            <p class="sr-summary">{summary}</p>
            <details on:toggle=move |ev| table_open.set(event_target::<web_sys::HtmlDetailsElement>(&ev).open())><summary>{t("heatmap-view-table")}</summary>{move || table_open.get().then(table)}</details>
        </ViewFrame>
    }
}
