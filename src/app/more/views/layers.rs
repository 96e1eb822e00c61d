//! `View::Layers` (a part): which layers use which RoPE (model: `rope::view::layers`), with the layer
//! pattern's own controls.

use leptos::prelude::*;

use crate::app::i18n::{t, tf, Arg};
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
pub const CAPTION: &str = "layers-caption";

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
                <p class="readout" data-testid="layers-none">{t("layers-none")}</p>
            }
            .into_any(),
            Some(m) => {
                let strip = m.strip.iter().enumerate().map(|(i, &k)| view! {
                    <span class=kind_class(k) title=tf(&m.cell_title(i))>{k.letter().to_string()}</span>
                }).collect_view();
                let sets = m.sets.iter().map(|s| view! {
                    <tr data-testid="layer-set">
                        <th scope="row">{s.name}</th>
                        <td>{s.layers.len()}</td>
                        <td>{tf(&s.rope)}</td>
                        <td>{s.wavelengths.map_or_else(|| t("layers-wavelengths-none"), |(lo, hi)| tf(&crate::msg!(
                            "layers-wavelengths",
                            lo = Arg::num(num(lo, 2), lo),
                            hi = Arg::num(num(hi, 1), hi)
                        )))}</td>
                    </tr>
                }).collect_view();
                let temperature = (!m.temperature.is_empty()).then(|| {
                    let rows = m.temperature.iter().map(|r| view! {
                        <tr class:hovered=r.is_query>
                            <td>{r.position}{if r.is_query { t("layers-the-query") } else { String::new() }}</td>
                            <td>{num(r.scale, 4)}</td>
                        </tr>
                    }).collect_view();
                    view! {
                        <table class="data compact" data-testid="temperature-table">
                            <caption>{t("layers-temperature-caption")}</caption>
                            <thead><tr><th scope="col">{t("layers-col-position")}</th><th scope="col">{t("layers-col-scale")}</th></tr></thead>
                            <tbody>{rows}</tbody>
                        </table>
                    }
                });
                view! {
                    <div class="layer-strip" data-testid="layer-strip" role="img"
                        aria-label=tf(&m.legend())>{strip}</div>
                    <p class="readout" data-testid="layers-caption">{tf(&m.caption)}</p>
                    <div class="table-wrap" tabindex="0" role="region" aria-label=t("layers-sets-label")>
                        <table class="data compact" data-testid="layer-sets">
                            <thead><tr><th scope="col">{t("layers-col-layers")}</th><th scope="col">{t("layers-col-count")}</th><th scope="col">{t("layers-col-rope")}</th><th scope="col">{t("layers-col-wavelengths")}</th></tr></thead>
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
            // The fields' label, hint and placeholder are message ids (`Field` formats them).
            <div class="control-row">
                <Field key=Key::LayerTypes label=t("layers-field-pattern") testid="layer_types"
                    hint=t("layers-field-pattern-hint") />
                <Field key=Key::Layers label=t("layers-field-layers") testid="layers" input_type="number" min="1" step="1"
                    placeholder=t("layers-field-layers-placeholder") hint=t("layers-field-layers-hint") />
                <Field key=Key::LocalBase label=t("layers-field-local-base") testid="local_base"
                    placeholder=t("layers-field-local-base-placeholder") hint=t("layers-field-local-base-hint") />
                <Field key=Key::LocalDim label=t("layers-field-local-dim") testid="local_dim" input_type="number" min="2" step="2"
                    placeholder=t("layers-field-local-dim-placeholder") hint=t("layers-field-local-dim-hint") />
                <Field key=Key::AttnScale label=t("layers-field-attn-scale") testid="attn_scale" input_type="number" min="0" step="any"
                    placeholder=t("layers-field-attn-scale-placeholder") hint=t("layers-field-attn-scale-hint") />
                <Field key=Key::FloorScale label=t("layers-field-floor-scale") testid="floor_scale" input_type="number" min="1" step="1"
                    hint=t("layers-field-floor-scale-hint") />
            </div>
        </div>
    }
}
