//! `View::Frequencies`: inv_freq and wavelength per pair against the original context (model:
//! `rope::view::frequencies`).

use leptos::html::Canvas;
use leptos::prelude::*;

use crate::app::i18n::{t, tf};
use crate::app::state::use_store;

use crate::app::download::download_png;
use crate::app::views::{num, on_screen_scene, redraw_chart};
use crate::rope::view::frequencies::frequencies;

/// The caption under the view's title: what it shows and how to read it.
pub const CAPTION: &str = "freq-caption";

/// The view as the on-demand module mounts it (`build.rs` dispatches each part's name here).
pub fn part() -> AnyView {
    view! { <Frequencies /> }.into_any()
}

#[component]
pub fn Frequencies() -> impl IntoView {
    let state = use_store();
    let canvas_ref = NodeRef::<Canvas>::new();
    let (frame, scene, _) = on_screen_scene::<leptos::html::Div>(state);
    let model = Memo::new(move |_| scene.with(|s| frequencies(s)));
    redraw_chart(state, canvas_ref, model, |m, hovered| m.chart(hovered, &tf));
    let method_note = move || model.with(|m| tf(&m.method_note));
    // What the chart draws with these settings (the caption says what is always true).
    let now = move || model.with(|m| tf(&m.now()));

    let table_open = RwSignal::new(false);
    let table = move || {
        model.with(|m| {
            m.rows
                .iter()
                .map(|r| {
                    let i = r.pair;
                    let hovered = move || state.hovered_pair.get() == Some(i);
                    view! {
                        <tr class:hovered=hovered>
                            <th scope="row">{i}</th>
                            <td>{num(r.inv_freq_plain, 6)}</td>
                            <td data-testid="inv-freq">{num(r.inv_freq, 6)}</td>
                            <td>{num(r.wavelength_plain, 2)}</td>
                            <td>{num(r.wavelength, 2)}</td>
                            <td>{num(r.interpolation, 3)}</td>
                            <td data-testid="slowdown">{num(r.slowdown, 3)}</td>
                        </tr>
                    }
                })
                .collect_view()
        })
    };

    view! {
        <div class="part-body" node_ref=frame>
            <div class="view-toolbar">
                <button type="button" on:click=move |_| if let Some(c) = canvas_ref.get_untracked() { download_png(&c, "ropescope-wavelengths.png") }>"PNG"</button>
            </div>
            <div class="answer-chart" data-answer="wavelength-chart"><canvas node_ref=canvas_ref class="chart h340" data-testid="frequency-chart"
                role="img" aria-label=method_note></canvas></div>
            <p class="readout" data-testid="frequencies-now" data-answer="long-pairs scaled-pairs">{now}</p>
            <p class="readout" data-testid="method-note" data-answer="scaled-pairs">{method_note}</p>
            <p class="readout" data-answer="attention-factor">{t("freq-attention-factor")} <strong data-testid="attention-factor">{move || model.with(|m| num(m.attention_factor, 6))}</strong></p>
            <details on:toggle=move |ev| table_open.set(event_target::<web_sys::HtmlDetailsElement>(&ev).open())><summary>{t("freq-data-table")}</summary>
                <div class="table-wrap" tabindex="0" role="region" aria-label=t("freq-data-table") data-answer="frequency-table"><table class="data">
                    <thead><tr><th scope="col">{t("freq-col-pair")}</th><th scope="col">{t("freq-col-inv-freq-plain")}</th><th scope="col">{t("freq-col-inv-freq-scaled")}</th>
                        <th scope="col">{t("freq-col-wavelength-plain")}</th><th scope="col">{t("freq-col-wavelength-scaled")}</th><th scope="col">{move || model.with(|m| tf(&crate::msg!("freq-col-interpolation", factor = m.factor_name)))}</th>
                        <th scope="col">{t("freq-col-slowdown")}</th></tr></thead>
                    <tbody>{move || table_open.get().then(table)}</tbody>
                </table></div>
            </details>
        </div>
    }
}
