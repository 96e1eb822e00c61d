//! `View::Multimodal` (a part): multimodal RoPE (model: `rope::view::mrope`): the tokens with their
//! (time, height, width) position ids, the sections, and the angle grid.

use leptos::html::Canvas;
use leptos::prelude::*;

use crate::app::i18n::{t, tf};
use crate::app::state::use_store;

use crate::app::field::Field;
use crate::app::params::{control, Look};
use crate::app::views::grid::GridCanvas;
use crate::app::views::num;
use crate::app::views::on_screen_scene;
use crate::rope::settings::config::spec;
use crate::rope::view::mrope::{self, MropeModel, Shown};
use crate::rope::Key;

/// The caption under the view's title: what it shows and how to read it.
pub const CAPTION: &str = "mrope-caption";

/// The view as the on-demand module mounts it (`build.rs` dispatches each part's name here).
pub fn part() -> AnyView {
    view! { <Multimodal /> }.into_any()
}

#[component]
pub fn Multimodal() -> impl IntoView {
    let state = use_store();
    let (frame, scene, visible) = on_screen_scene::<leptos::html::Div>(state);
    let shown = Memo::new(move |prev: Option<&Option<Shown>>| {
        if visible.get() {
            scene.with(|s| mrope::shown(s))
        } else {
            prev.cloned().flatten()
        }
    });
    let model = Memo::new(move |_| shown.with(|s| s.as_ref().map(|s| s.model.clone())));
    let example = move || shown.with(|s| s.as_ref().and_then(|s| s.example.clone()));
    let chart = Memo::new(move |_| {
        model.with(|m| {
            m.as_ref()
                .map(|m| m.chart(&tf))
                .unwrap_or_else(|| MropeModel::empty_chart(&tf))
        })
    });
    let canvas_ref = NodeRef::<Canvas>::new();
    let cursor: RwSignal<Option<(usize, usize)>> = RwSignal::new(None);
    let readout = move || {
        cursor
            .get()
            .and_then(|c| model.with(|m| m.as_ref().and_then(|m| m.readout(c))))
            .map_or_else(|| t("mrope-readout-hint"), |m| tf(&m))
    };
    let caption = Signal::derive(move || {
        model.with(|m| m.as_ref().map_or(String::new(), |m| tf(&m.caption)))
    });
    // Keeps the example's sections and image in the settings (the page validates them again).
    let keep = move |_| {
        if let Some((c, _)) = example() {
            state.replace(c);
        }
    };
    view! {
        <div class="part-body" node_ref=frame>
            <Show when=move || model.with(Option::is_none)>
                <p class="readout" data-testid="mrope-none">{t("mrope-none")}</p>
            </Show>
            {move || example().map(|(_, note)| view! {
                <p class="example-note" data-testid="mrope-example">{tf(&note)}" "
                    <button type="button" data-testid="mrope-keep" on:click=keep>{t("mrope-keep")}</button></p>
            })}
            <Show when=move || model.with(Option::is_some)>
                <p class="readout" data-testid="mrope-caption">{caption}</p>
                // Which pairs carry which axis, and what that does to each axis's slowest pair,
                // first: the tour's step asks about them; the angle grid under them shows it.
                <AxisStrips model />
                <AxisCompare model />
                <GridCanvas chart=chart canvas=canvas_ref class="h420"
                    label=caption testid="mrope-grid" cursor=cursor columns_are_pairs=true describedby="mrope-readout" />
                <p class="readout" id="mrope-readout" aria-live="polite">{readout}</p>
                <PositionIds model />
            </Show>
            <div class="control-row">
                // The fields' label, hint and placeholder are message ids (`Field` formats them).
                <Field key=Key::Mrope label=t("mrope-field-sections") testid="mrope"
                    placeholder=t("mrope-field-sections-placeholder") hint=t("mrope-field-sections-hint") />
                {spec(Key::MropeInterleaved).map(|s| control(s, Look::default()))}
                <Field key=Key::ImageGrid label=t("mrope-field-image-grid") testid="image_grid"
                    placeholder=t("mrope-field-image-grid-placeholder") hint=t(crate::rope::view::mrope::IMAGE_GRID_HINT) />
                <Field key=Key::ImageAt label=t("mrope-field-image-at") testid="image_at" input_type="number" min="0" step="1"
                    placeholder=t("mrope-field-image-at-placeholder") hint=t("mrope-field-image-at-hint") />
            </div>
        </div>
    }
}

/// Which pairs carry time, height and width under each form, as two strips of cells.
#[component]
fn AxisStrips(model: Memo<Option<MropeModel>>) -> impl IntoView {
    const AXES: [&str; 3] = ["t", "h", "w"];
    let strip = move |interleaved: bool| {
        model.with(|m| {
            m.as_ref().map(|m| {
                let axes = if interleaved { &m.axes_interleaved } else { &m.axes_sectioned };
                let label = t(if interleaved {
                    "mrope-form-interleaved-model"
                } else {
                    "mrope-form-sectioned-model"
                });
                view! {
                    <div class="axis-strip-row">
                        <span class="axis-strip-label">{label.clone()}</span>
                        <div class="axis-strip" class:current=m.interleaved == interleaved
                            data-testid=if interleaved { "mrope-strip-interleaved" } else { "mrope-strip-sectioned" }
                            role="img" aria-label=tf(&crate::msg!("mrope-strip-label", form = label, pairs = axes.len()))>
                            {axes.iter().map(|&a| view! { <span class=format!("axis-cell axis-{}", AXES.get(a).copied().unwrap_or("t"))></span> }).collect_view()}
                        </div>
                    </div>
                }
            })
        })
    };
    view! {
        <div class="axis-strips" data-testid="mrope-strips">
            <p class="legend-line"><span class="axis-cell axis-t"></span>{t("mrope-legend-time")}<span class="axis-cell axis-h"></span>{t("mrope-legend-height")}<span class="axis-cell axis-w"></span>{t("mrope-legend-width")}</p>
            {move || strip(false)}
            {move || strip(true)}
        </div>
    }
}

/// Sectioned and interleaved: each axis's pairs, its fastest and slowest, the slowest's
/// wavelength.
#[component]
fn AxisCompare(model: Memo<Option<MropeModel>>) -> impl IntoView {
    let compare = move || {
        model.with(|m| {
            m.as_ref().map(|m| {
                m.compare
                    .iter()
                    .map(|a| {
                        let wl = if a.slowest_wavelength.is_finite() {
                            num(a.slowest_wavelength, 1)
                        } else {
                            "∞".into()
                        };
                        let pair = |p: Option<usize>| p.map_or("–".to_string(), |p| p.to_string());
                        view! {
                            <tr data-testid="mrope-compare-row" class:current=a.interleaved == m.interleaved>
                                <td>{t(if a.interleaved { "mrope-form-interleaved" } else { "mrope-form-sectioned" })}</td>
                                <td>{tf(&mrope::axis_name(a.axis))}</td><td>{a.count}</td>
                                <td>{pair(a.fastest)}</td><td>{pair(a.slowest)}</td><td>{wl}</td>
                            </tr>
                        }
                    })
                    .collect_view()
            })
        })
    };
    view! {
        <div class="table-wrap" tabindex="0" role="region" aria-label=t("mrope-compare-label") data-answer="mrope-slowest">
            <table class="data compact" data-testid="mrope-compare">
                <thead><tr><th scope="col">{t("mrope-col-form")}</th><th scope="col">{t("mrope-col-axis")}</th><th scope="col">{t("mrope-col-pairs")}</th><th scope="col">{t("mrope-col-fastest")}</th><th scope="col">{t("mrope-col-slowest")}</th><th scope="col">{t("mrope-col-wavelength")}</th></tr></thead>
                <tbody>{compare}</tbody>
            </table>
        </div>
    }
}

/// Every token's time, height and width ids.
#[component]
fn PositionIds(model: Memo<Option<MropeModel>>) -> impl IntoView {
    let table = move || {
        model.with(|m| {
            m.as_ref().map(|m| {
                m.rows
                    .iter()
                    .map(|r| {
                        view! {
                            <tr class:image-token=r.image data-testid="mrope-row">
                                <td>{r.index}</td><td>{r.text.clone()}</td>
                                <td>{r.ids[0]}</td><td>{r.ids[1]}</td><td>{r.ids[2]}</td>
                            </tr>
                        }
                    })
                    .collect_view()
            })
        })
    };
    view! {
        <div class="table-wrap" tabindex="0" role="region" aria-label=t("mrope-ids-label")>
            <table class="data compact" data-testid="mrope-table">
                <thead><tr><th scope="col">"#"</th><th scope="col">{t("mrope-col-token")}</th><th scope="col">{t("mrope-col-time")}</th><th scope="col">{t("mrope-col-height")}</th><th scope="col">{t("mrope-col-width")}</th></tr></thead>
                <tbody>{table}</tbody>
            </table>
        </div>
    }
}
