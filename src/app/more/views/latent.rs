//! `View::Latent` (a part): decoupled RoPE of multi-head latent attention (model:
//! `rope::view::latent`): the head's split dims, the score as a position-free part plus a RoPE
//! part, and both parts against the distance.

use leptos::html::Canvas;
use leptos::prelude::*;

use crate::app::i18n::{t, tf};
use crate::app::state::use_store;

use crate::app::draw;
use crate::app::params::{control, Look};
use crate::app::views::{num, on_screen_scene, paint_while_visible};
use crate::rope::settings::config::spec;
use crate::rope::view::latent::{self, LatentModel};
use crate::rope::Key;

/// The caption under the view's title: what it shows and how to read it.
pub const CAPTION: &str = "latent-caption";

/// The view as the on-demand module mounts it (`build.rs` dispatches each part's name here).
pub fn part() -> AnyView {
    view! { <Latent /> }.into_any()
}

#[component]
pub fn Latent() -> impl IntoView {
    let state = use_store();
    let (frame, scene, _) = on_screen_scene::<leptos::html::Div>(state);
    let shown = Memo::new(move |_| scene.with(|s| latent::shown(s)));
    let model = Memo::new(move |_| shown.with(|s| s.clone().map(|(m, _)| m)));
    let example = move || shown.with(|s| s.as_ref().ok().and_then(|(_, e)| e.clone()));
    let ok = move || model.with(Result::is_ok);
    let canvas_ref = NodeRef::<Canvas>::new();
    paint_while_visible(state, canvas_ref, move |c, pal| {
        model.with(|m| {
            if let Ok(m) = m {
                draw::line_chart(c, pal, &m.chart(&tf));
            }
        });
    });
    let text =
        move |f: fn(&LatentModel) -> String| model.with(|m| m.as_ref().map(f).unwrap_or_default());
    let caption = move || text(|m| tf(&m.caption));
    let summary = Signal::derive(move || text(|m| tf(&m.summary())));
    // The split dims as a strip drawn to scale (no text inside, so even a sliver keeps its true
    // width), with its legend under it.
    let strip = move || {
        model.with(|m| {
            m.as_ref().ok().map(|m| {
                let total = (m.nope_dim + m.rope_dim) as f64;
                // Through the CSSOM (style:...), which a strict Content-Security-Policy
                // allows; a style attribute it refuses.
                let pct = |n: usize| format!("{:.3}%", 100.0 * n as f64 / total);
                view! {
                    <div class="dims-strip" data-testid="latent-dims" role="img"
                        aria-label=tf(&crate::msg!("latent-strip-label", nope = m.nope_dim, rope = m.rope_dim))>
                        <span class="dims-nope" style:flex-basis=pct(m.nope_dim)></span>
                        <span class="dims-rope" style:flex-basis=pct(m.rope_dim)></span>
                    </div>
                    <p class="legend-line" data-testid="latent-dims-legend">
                        <span class="legend-item"><span class="swatch dims-nope"></span>{tf(&crate::msg!("latent-strip-free", dims = m.nope_dim))}</span>
                        <span class="legend-item"><span class="swatch dims-rope"></span>{tf(&crate::msg!("latent-strip-rope", dims = m.rope_dim))}</span>
                    </p>
                }
            })
        })
    };
    let parts = move || {
        model.with(|m| {
            m.as_ref().ok().map(|m| {
                view! {
                    <table class="data compact" data-testid="latent-table">
                        <thead><tr><th scope="col">{t("latent-col-part")}</th><th scope="col">{t("latent-col-dims")}</th><th scope="col">{t("latent-col-at")}</th></tr></thead>
                        <tbody>
                            <tr><td>{t("latent-row-free")}</td><td>{m.nope_dim}</td><td data-testid="latent-free">{num(m.split.position_free, 6)}</td></tr>
                            <tr><td>{t("latent-row-rope")}</td><td>{m.rope_dim}</td><td data-testid="latent-rope">{num(m.split.rope, 6)}</td></tr>
                            <tr><td>{t("latent-row-score")}</td><td>{m.nope_dim + m.rope_dim}</td><td data-testid="latent-total">{num(m.split.total(), 6)}</td></tr>
                        </tbody>
                    </table>
                }
            })
        })
    };
    let keep = move |_| {
        if let Some((nope, _)) = example() {
            let _ = state.edit(Key::NopeDim, &nope.to_string());
        }
    };
    let field = move |key: Key| spec(key).map(|s| control(s, Look::default()));
    view! {
        <div class="part-body" node_ref=frame>
            <Show when=move || !ok()>
                <p class="readout" data-testid="latent-none">{move || model.with(|m| m.as_ref().err().map(tf).unwrap_or_default())}</p>
            </Show>
            {move || example().map(|(_, note)| view! {
                <p class="example-note" data-testid="latent-example">{tf(&note)}" "
                    <button type="button" data-testid="latent-keep" on:click=keep>{t("latent-keep")}</button></p>
            })}
            <Show when=ok>
                {strip}
                <p class="readout" data-testid="latent-caption" data-answer="latent-parts">{caption}</p>
                <div class="table-wrap" tabindex="0" role="region" aria-label=t("latent-table-label")>{parts}</div>
                <canvas node_ref=canvas_ref class="chart h330" data-testid="latent-chart" data-answer="latent-parts"
                    role="img" aria-label=summary></canvas>
                <p class="sr-summary" data-testid="latent-summary" data-answer="latent-parts">{summary}</p>
            </Show>
            <div class="control-row">
                {field(Key::NopeDim)}
            </div>
        </div>
    }
}
