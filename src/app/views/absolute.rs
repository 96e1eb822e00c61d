//! View 8: the absolute sinusoidal encoding beside RoPE, and the four-term expansion of
//! (x_m + p_m) W_q . (x_n + p_n) W_k showing which terms carry absolute positions.

use leptos::html::Canvas;
use leptos::prelude::*;

use super::super::download::download_png;
use super::super::draw::{self, HeatmapAxes};
use super::super::state::{AppState, View};
use super::{num, ViewFrame};
use crate::rope::absolute::{four_terms, toy_projection};
use crate::rope::heatmap::angle_grid;
use crate::rope::sinusoidal::encoding;
use crate::rope::tokens::{content_vector, Role};

const POSITIONS: u64 = 64;

#[component]
pub fn Absolute(state: AppState) -> impl IntoView {
    let shift = RwSignal::new(50u64);
    let pe_ref = NodeRef::<Canvas>::new();
    let rope_ref = NodeRef::<Canvas>::new();
    let visible = draw::visibility(pe_ref);
    Effect::new(move |_| {
        let (Some(pe), Some(rc)) = (pe_ref.get(), rope_ref.get()) else {
            return;
        };
        if !visible.get() {
            return;
        }
        let pal = draw::palette(state.dark.get());
        let (dim, base) = state.config.with(|c| (c.dim, c.base));
        let rows: Vec<Vec<f64>> = (0..POSITIONS)
            .map(|p| encoding(p as f64, dim, base))
            .collect();
        let axes = HeatmapAxes {
            x_desc: "dimension",
            y_desc: "position",
            x_range: (0.0, dim as f64 - 1.0),
            y_range: (0.0, POSITIONS as f64 - 1.0),
        };
        draw::heatmap(&pe, pal, &axes, POSITIONS as usize, dim, |r, c| {
            draw::diverging(rows[r][c])
        });
        let positions: Vec<u64> = (0..POSITIONS).collect();
        state.derived.scaled.with(|s| {
            let g = angle_grid(&s.inv_freq, &positions, false);
            let pairs = s.inv_freq.len();
            let axes = HeatmapAxes {
                x_desc: "pair (cos of its angle)",
                y_desc: "position",
                x_range: (0.0, pairs as f64 - 1.0),
                y_range: (0.0, POSITIONS as f64 - 1.0),
            };
            draw::heatmap(&rc, pal, &axes, POSITIONS as usize, pairs, |r, c| {
                draw::diverging(g[r * pairs + c].cos())
            });
        });
    });

    // The toy projections depend on d only: build them once per dimension, not per keystroke.
    let projections = Memo::new(move |_| {
        let dim = state.config.with(|c| c.dim);
        std::sync::Arc::new((toy_projection("q", dim), toy_projection("k", dim)))
    });
    let terms = Memo::new(move |_| {
        let t = shift.get() as f64;
        let (dim, base, layout, m, n, offset) = state.config.with(|c| {
            (
                c.dim,
                c.base,
                c.layout,
                c.query_position(),
                c.key_position(),
                c.offset,
            )
        });
        let (qt, kt) = state.derived.tokens.with(|toks| {
            let get = |p: u64| {
                toks.get(p.checked_sub(offset).map_or(usize::MAX, |i| i as usize))
                    .or(toks.last())
                    .map(|t| t.text.clone())
                    .unwrap_or_default()
            };
            (get(m), get(n))
        });
        let w = projections.get();
        let (xm, xn) = (
            content_vector(&qt, Role::Embedding, dim),
            content_vector(&kt, Role::Embedding, dim),
        );
        state.derived.scaled.with(|s| {
            (
                four_terms(
                    &w.0,
                    &w.1,
                    &xm,
                    &xn,
                    (m as f64, n as f64),
                    base,
                    &s.inv_freq,
                    layout,
                ),
                four_terms(
                    &w.0,
                    &w.1,
                    &xm,
                    &xn,
                    (m as f64 + t, n as f64 + t),
                    base,
                    &s.inv_freq,
                    layout,
                ),
                m,
                n,
            )
        })
    });
    let row = move |label: &'static str,
                    carries: &'static str,
                    f: fn(&crate::rope::absolute::FourTerms) -> f64| {
        view! {
            <tr>
                <th scope="row">{label}</th>
                <td>{carries}</td>
                <td>{move || terms.with(|t| num(f(&t.0), 5))}</td>
                <td>{move || terms.with(|t| num(f(&t.1), 5))}</td>
                <td>{move || terms.with(|t| { let d = f(&t.1) - f(&t.0); if d.abs() < 1e-12 { "same".to_string() } else { format!("changed by {}", num(d, 4)) } })}</td>
            </tr>
        }
    };
    view! {
        <ViewFrame view=View::Absolute caption="The original Transformer adds a sinusoidal code p_m to each token embedding (left: sin on even, cos on odd dimensions). After the query and key projections the score splits into four terms, and three of them contain p_m or p_n on their own, so absolute positions leak in: slide both tokens by t and those terms change. RoPE (right: the cosines of the same kind of angles) rotates q and k instead, and only m - n survives.">
            <div class="abs-grid">
                <figure><canvas node_ref=pe_ref width="560" height="340" class="chart" role="img"
                    aria-label="Sinusoidal encoding: positions 0 to 63 by dimensions, blue negative to orange positive"></canvas>
                    <figcaption>"Sinusoidal p_m (added)"</figcaption></figure>
                <figure><canvas node_ref=rope_ref width="560" height="340" class="chart" role="img"
                    aria-label="RoPE: cosine of each pair's angle, positions 0 to 63"></canvas>
                    <figcaption>"RoPE angles (rotate)"</figcaption></figure>
            </div>
            <div class="view-toolbar">
                <button type="button" on:click=move |_| if let Some(c) = pe_ref.get_untracked() { download_png(&c, "ropescope-sinusoidal.png") }>"PNG (sinusoidal)"</button>
                <button type="button" on:click=move |_| if let Some(c) = rope_ref.get_untracked() { download_png(&c, "ropescope-rope-angles.png") }>"PNG (RoPE)"</button>
                <label for="abs-shift">"Shift both tokens by t = "</label>
                <input id="abs-shift" type="range" min="0" max="1000" step="1" prop:value=move || shift.get().to_string()
                    on:input=move |ev| if let Ok(t) = event_target_value(&ev).parse() { shift.set(t) } />
                <output for="abs-shift">{move || shift.get()}</output>
            </div>
            <table class="data" data-testid="four-terms">
                <thead><tr><th scope="col">"term"</th><th scope="col">"depends on"</th>
                    <th scope="col">{move || terms.with(|t| format!("at (m, n) = ({}, {})", t.2, t.3))}</th>
                    <th scope="col">{move || terms.with(|t| format!("at ({}, {})", t.2 + shift.get(), t.3 + shift.get()))}</th>
                    <th scope="col">"after the shift"</th></tr></thead>
                <tbody>
                    {row("(x_m W_q)·(x_n W_k)", "content only", |t| t.content_content)}
                    {row("(x_m W_q)·(p_n W_k)", "n itself", |t| t.content_position)}
                    {row("(p_m W_q)·(x_n W_k)", "m itself", |t| t.position_content)}
                    {row("(p_m W_q)·(p_n W_k)", "m and n", |t| t.position_position)}
                    {row("sum: additive encoding", "absolute positions", |t| t.absolute_total)}
                    {row("RoPE: (R_m W_q x_m)·(R_n W_k x_n)", "m − n only", |t| t.rope)}
                </tbody>
            </table>
            <p class="note">"Toy embeddings and toy projection matrices W_q, W_k (deterministic, drawn from the token texts); the point is which terms move, not their size."</p>
        </ViewFrame>
    }
}
