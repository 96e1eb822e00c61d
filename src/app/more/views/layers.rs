//! `View::Layers` (a part): which layers use which RoPE (model: `rope::view::layers`), with the layer
//! pattern's own controls.

use leptos::prelude::*;

use crate::app::state::use_store;

use crate::app::field::Field;
use crate::app::views::{num, on_screen_scene};
use crate::rope::maths::layers::LayerKind;
use crate::rope::view::layers::{layers, LayersModel};
use crate::rope::Key;

fn kind_class(k: LayerKind) -> &'static str {
    match k {
        LayerKind::Global => "layer-cell layer-global",
        LayerKind::Local => "layer-cell layer-local",
        LayerKind::NoRope => "layer-cell layer-nope",
    }
}

/// The caption under the view's title: what it shows and how to read it.
pub const CAPTION: &str = "Not every layer of a current model uses the same RoPE. Gemma 3 gives its local (sliding-window) layers plain RoPE at base 10,000 and its global layers base 1,000,000 with linear x8; gpt-oss alternates sliding and full layers with one YaRN RoPE; Llama 4 leaves every fourth layer without RoPE (those attend to the whole context, its RoPE layers only within chunks) and scales those layers' queries up at long range. The strip shows every layer; the table which RoPE each kind uses.";

/// The view as the on-demand module mounts it (`build.rs` dispatches each part's name here).
pub fn part() -> AnyView {
    view! { <Layers /> }.into_any()
}

#[component]
pub fn Layers() -> impl IntoView {
    let state = use_store();
    let (frame, scene, visible) = on_screen_scene::<leptos::html::Div>(state);
    let model = Memo::new(move |prev: Option<&Option<LayersModel>>| {
        if visible.get() {
            scene.with(|s| layers(s))
        } else {
            prev.cloned().flatten()
        }
    });
    let body = move || {
        model.with(|m| match m {
            None => view! {
                <p class="readout" data-testid="layers-none">"One RoPE for every layer. Pick a preset with several kinds of layers (Gemma 3 4B, gpt-oss 20B, Llama 4 Scout) or set the layer pattern below."</p>
            }
            .into_any(),
            Some(m) => {
                let strip = m.strip.iter().enumerate().map(|(i, &k)| view! {
                    <span class=kind_class(k) title=m.cell_title(i)>{k.letter().to_string()}</span>
                }).collect_view();
                let sets = m.sets.iter().map(|s| view! {
                    <tr data-testid="layer-set">
                        <th scope="row">{s.name}</th>
                        <td>{s.layers.len()}</td>
                        <td>{s.rope.clone()}</td>
                        <td>{s.wavelengths.map_or("none".to_string(), |(lo, hi)| format!("{} to {}", num(lo, 2), num(hi, 1)))}</td>
                    </tr>
                }).collect_view();
                let temperature = (!m.temperature.is_empty()).then(|| {
                    let rows = m.temperature.iter().map(|r| view! {
                        <tr class:hovered=r.is_query>
                            <td>{r.position}{if r.is_query { " (the query, m)" } else { "" }}</td>
                            <td>{num(r.scale, 4)}</td>
                        </tr>
                    }).collect_view();
                    view! {
                        <table class="data compact" data-testid="temperature-table">
                            <caption>"No-RoPE layers: the query's scale by position"</caption>
                            <thead><tr><th scope="col">"position p"</th><th scope="col">"query scale"</th></tr></thead>
                            <tbody>{rows}</tbody>
                        </table>
                    }
                });
                view! {
                    <div class="layer-strip" data-testid="layer-strip" role="img"
                        aria-label=m.legend()>{strip}</div>
                    <p class="readout" data-testid="layers-caption">{m.caption.clone()}</p>
                    <div class="table-wrap" tabindex="0" role="region" aria-label="RoPE sets">
                        <table class="data compact" data-testid="layer-sets">
                            <thead><tr><th scope="col">"layers"</th><th scope="col">"how many"</th><th scope="col">"RoPE"</th><th scope="col">"wavelengths (positions)"</th></tr></thead>
                            <tbody>{sets}</tbody>
                        </table>
                    </div>
                    {temperature}
                }
                .into_any()
            }
        })
    };
    view! {
        <div class="part-body" node_ref=frame>
            {body}
            <div class="control-row">
                <Field key=Key::LayerTypes label="Layer pattern" testid="layer_types"
                    hint="One period: G this RoPE (full attention; chunked in Llama 4, whose N layers have attn_scale), L local (sliding window), N no RoPE (Llama 4, SmolLM3: full attention; Qwen3.5: linear attention)." />
                <Field key=Key::Layers label="Layers" testid="layers" input_type="number" min="1" step="1"
                    placeholder="one period" hint="How many layers the pattern covers." />
                <Field key=Key::LocalBase label="Local layers' base" testid="local_base"
                    placeholder="same as global" hint="Plain RoPE at this base for the L layers." />
                <Field key=Key::LocalDim label="Local layers' head size" testid="local_dim" input_type="number" min="2" step="2"
                    placeholder="same as d" hint="The L layers' head size when it is not d (Gemma 4)." />
                <Field key=Key::AttnScale label="Temperature tuning (attn_scale)" testid="attn_scale" input_type="number" min="0" step="any"
                    placeholder="off" hint="Llama 4: N layers scale the query at long range." />
                <Field key=Key::FloorScale label="floor_scale" testid="floor_scale" input_type="number" min="1" step="1"
                    hint="Positions per step of the query scale." />
            </div>
        </div>
    }
}
