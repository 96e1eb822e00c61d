//! View 7: tokens x tokens attention with RoPE on queries and keys: logits scaled by 1/sqrt(d)
//! (and the method's attention factor squared), optional causal mask, row softmax.

use leptos::html::Canvas;
use leptos::prelude::*;

use super::super::download::download_png;
use super::super::draw::{self, HeatmapAxes, PlotRect};
use super::super::state::{AppState, View};
use super::{num, ViewFrame};
use crate::rope::attention::{attention, Attention};
use crate::rope::tokens::{content_vector, Role};

#[component]
pub fn AttentionMatrix(state: AppState) -> impl IntoView {
    let causal = RwSignal::new(true);
    let result = Memo::new(move |_| {
        let (dim, layout) = state.config.with(|c| (c.dim, c.layout));
        state.derived.tokens.with(|toks| {
            let qs: Vec<Vec<f64>> = toks
                .iter()
                .map(|t| content_vector(&t.text, Role::Query, dim))
                .collect();
            let ks: Vec<Vec<f64>> = toks
                .iter()
                .map(|t| content_vector(&t.text, Role::Key, dim))
                .collect();
            let pos: Vec<f64> = toks.iter().map(|t| t.position as f64).collect();
            state.derived.scaled.with(|s| {
                attention(
                    &qs,
                    &ks,
                    &pos,
                    &s.inv_freq,
                    layout,
                    s.attention_factor,
                    causal.get(),
                )
            })
        })
    });
    let canvas_ref = NodeRef::<Canvas>::new();
    let rect: RwSignal<Option<PlotRect>> = RwSignal::new(None);
    let cursor: RwSignal<Option<(usize, usize)>> = RwSignal::new(None);
    let visible = draw::visibility(canvas_ref);
    Effect::new(move |_| {
        let Some(canvas) = canvas_ref.get() else {
            return;
        };
        if !visible.get() {
            return;
        }
        let pal = draw::palette(state.dark.get());
        let (first, last) = state.config.with(|c| c.position_span());
        result.with(|a: &Attention| {
            let n = a.weights.len();
            let axes = HeatmapAxes {
                x_desc: "key position n",
                y_desc: "query position m",
                x_range: (first as f64, last as f64),
                y_range: (first as f64, last as f64),
            };
            let r = draw::heatmap(&canvas, pal, &axes, n, n, |r, c| {
                draw::viridis(a.weights[r][c])
            });
            if let Some(r) = r {
                draw::legend_bar(
                    &canvas,
                    pal,
                    (r.x + r.w - 180.0, 3.0, 180.0, 8.0),
                    draw::viridis,
                    "weight 0",
                    "1",
                );
            }
            rect.set(r);
        });
    });
    let on_move = move |ev: web_sys::MouseEvent| {
        let (Some(canvas), Some(r)) = (canvas_ref.get_untracked(), rect.get_untracked()) else {
            return;
        };
        let (x, y) = draw::event_canvas_xy(&canvas, &ev);
        let n = result.with_untracked(|a| a.weights.len());
        cursor.set(
            r.locate(x, y)
                .map(|(fx, fy)| ((fy * n as f64) as usize, (fx * n as f64) as usize)),
        );
    };
    let on_key = move |ev: web_sys::KeyboardEvent| {
        let n = result.with_untracked(|a| a.weights.len());
        if let Some(next) = draw::move_cursor(&ev.key(), cursor.get_untracked(), n, n) {
            ev.prevent_default();
            cursor.set(Some(next));
        }
    };
    let readout = move || {
        let (r, c) = cursor.get()?;
        let toks = state.derived.tokens.get();
        result.with(|a| {
            Some(format!(
                "query \"{}\" ({}) to key \"{}\" ({}): logit {}, weight {}",
                toks.get(r)?.text,
                toks.get(r)?.position,
                toks.get(c)?.text,
                toks.get(c)?.position,
                num(*a.logits.get(r)?.get(c)?, 4),
                num(a.weights[r][c], 4)
            ))
        })
    };
    let summary = move || {
        let toks = state.derived.tokens.get();
        result.with(|a| {
            let rows: Vec<String> = a
                .weights
                .iter()
                .enumerate()
                .take(12)
                .map(|(r, row)| {
                    let (best, w) = row.iter().enumerate().fold((0, -1.0), |acc, (i, &w)| {
                        if w > acc.1 {
                            (i, w)
                        } else {
                            acc
                        }
                    });
                    format!(
                        "\"{}\" attends most to \"{}\" ({:.2})",
                        toks[r].text, toks[best].text, w
                    )
                })
                .collect();
            format!(
                "{}{}.",
                rows.join("; "),
                if a.weights.len() > 12 { "; ..." } else { "" }
            )
        })
    };
    view! {
        <ViewFrame view=View::Attention caption="Every token's query against every token's key: logits = (rotated q) · (rotated k) / sqrt(d), times the method's attention factor squared, then a softmax along each row. With the causal mask a token only sees itself and earlier tokens. Only queries and keys are rotated: the value vectors that the weights mix are never touched by RoPE.">
            <div class="view-toolbar">
                <label><input type="checkbox" data-testid="causal" prop:checked=move || causal.get()
                    on:change=move |ev| causal.set(event_target_checked(&ev)) />" causal mask"</label>
                <button type="button" on:click=move |_| if let Some(c) = canvas_ref.get_untracked() { download_png(&c, "ropescope-attention.png") }>"PNG"</button>
            </div>
            <canvas node_ref=canvas_ref width="620" height="520" class="chart square" data-testid="attention" tabindex="0"
                role="img" aria-label=summary aria-describedby="attention-readout"
                on:mousemove=on_move on:mouseleave=move |_| cursor.set(None) on:keydown=on_key
                on:focus=move |_| if cursor.get_untracked().is_none() { cursor.set(Some((0, 0))); }></canvas>
            <p class="readout" id="attention-readout" aria-live="polite">
                {move || readout().unwrap_or_else(|| "Hover or focus the matrix (arrow keys move) to read a cell.".into())}</p>
            <p class="sr-summary">{summary}</p>
            <p class="note">"V is never rotated: RoPE changes which tokens a query attends to, not what they carry."</p>
        </ViewFrame>
    }
}
