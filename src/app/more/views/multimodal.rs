//! `View::Multimodal` (a part): multimodal RoPE (model: `rope::view::mrope`): the tokens with their
//! (time, height, width) position ids, the sections, and the angle grid.

use leptos::html::Canvas;
use leptos::prelude::*;

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
pub const CAPTION: &str = "Qwen2-VL's multimodal RoPE gives every token three position ids, time, height and width, and splits the pairs into three sections that turn with one id each. Text tokens carry the same id in all three, so text alone is plain RoPE; an image's tokens share a time id and count its rows and columns. Hover the grid to read a pair's angle and the id that drives it.";

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
                .map(|m| m.chart())
                .unwrap_or_else(MropeModel::empty_chart)
        })
    });
    let canvas_ref = NodeRef::<Canvas>::new();
    let cursor: RwSignal<Option<(usize, usize)>> = RwSignal::new(None);
    let readout = move || {
        cursor
            .get()
            .and_then(|c| model.with(|m| m.as_ref().and_then(|m| m.readout(c))))
            .unwrap_or_else(|| {
                "Point at or tap a cell to read a token's pair (or focus the grid and use the arrow keys).".into()
            })
    };
    let caption = Signal::derive(move || {
        model.with(|m| m.as_ref().map_or(String::new(), |m| m.caption.clone()))
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
                <p class="readout" data-testid="mrope-none">"Multimodal RoPE needs three sections adding up to d/2 and an image: set them below, or pick the Qwen2-VL or Qwen3-VL preset."</p>
            </Show>
            {move || example().map(|(_, note)| view! {
                <p class="example-note" data-testid="mrope-example">{note}" "
                    <button type="button" data-testid="mrope-keep" on:click=keep>"Keep these in the settings"</button></p>
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
                <Field key=Key::Mrope label="mrope_section (time, height, width pairs)" testid="mrope"
                    placeholder="off" hint="Three numbers adding up to d/2." />
                {spec(Key::MropeInterleaved).map(|s| control(s, Look::default()))}
                <Field key=Key::ImageGrid label="Image grid t,h,w (patches)" testid="image_grid"
                    placeholder="no image" hint=crate::rope::view::mrope::IMAGE_GRID_HINT />
                <Field key=Key::ImageAt label="Image after word" testid="image_at" input_type="number" min="0" step="1"
                    placeholder="1" hint="How many words precede the image." />
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
                let label = if interleaved {
                    "interleaved (Qwen3-VL)"
                } else {
                    "sectioned (Qwen2-VL)"
                };
                view! {
                    <div class="axis-strip-row">
                        <span class="axis-strip-label">{label}</span>
                        <div class="axis-strip" class:current=m.interleaved == interleaved
                            data-testid=if interleaved { "mrope-strip-interleaved" } else { "mrope-strip-sectioned" }
                            role="img" aria-label=format!("{label}: which axis each of the {} pairs turns with", axes.len())>
                            {axes.iter().map(|&a| view! { <span class=format!("axis-cell axis-{}", AXES.get(a).copied().unwrap_or("t"))></span> }).collect_view()}
                        </div>
                    </div>
                }
            })
        })
    };
    view! {
        <div class="axis-strips" data-testid="mrope-strips">
            <p class="legend-line"><span class="axis-cell axis-t"></span>" time "<span class="axis-cell axis-h"></span>" height "<span class="axis-cell axis-w"></span>" width (pair 0 first)"</p>
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
                                <td>{if a.interleaved { "interleaved" } else { "sectioned" }}</td>
                                <td>{a.axis}</td><td>{a.count}</td>
                                <td>{pair(a.fastest)}</td><td>{pair(a.slowest)}</td><td>{wl}</td>
                            </tr>
                        }
                    })
                    .collect_view()
            })
        })
    };
    view! {
        <div class="table-wrap" tabindex="0" role="region" aria-label="Sectioned and interleaved: each axis's pairs" data-answer="mrope-slowest">
            <table class="data compact" data-testid="mrope-compare">
                <thead><tr><th scope="col">"form"</th><th scope="col">"axis"</th><th scope="col">"pairs"</th><th scope="col">"fastest pair"</th><th scope="col">"slowest pair"</th><th scope="col">"slowest's wavelength"</th></tr></thead>
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
        <div class="table-wrap" tabindex="0" role="region" aria-label="Position ids">
            <table class="data compact" data-testid="mrope-table">
                <thead><tr><th scope="col">"#"</th><th scope="col">"token"</th><th scope="col">"time"</th><th scope="col">"height"</th><th scope="col">"width"</th></tr></thead>
                <tbody>{table}</tbody>
            </table>
        </div>
    }
}
