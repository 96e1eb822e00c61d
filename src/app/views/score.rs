//! View 3: the query-key score split into per-pair contributions, with the identity
//! q'_m . k'_n = sum_i [dot_i cos((m-n) w_i) + cross_i sin((m-n) w_i)] filled in live.

use leptos::prelude::*;

use super::super::download::download_text;
use super::super::state::{AppState, View};
use super::{num, ViewFrame};
use crate::rope::csv::{number_cell, to_csv};

#[component]
pub fn Score(state: AppState) -> impl IntoView {
    let positions = Memo::new(move |_| {
        state
            .config
            .with(|c| (c.query_position(), c.key_position()))
    });
    let names = Memo::new(move |_| {
        let (m, n) = positions.get();
        state.config.with(|c| {
            let name = |p: u64, given: bool| {
                if given {
                    "given vector".to_string()
                } else {
                    state.derived.tokens.with(|t| {
                        t.get(p.checked_sub(c.offset).map_or(usize::MAX, |i| i as usize))
                            .map(|t| format!("\"{}\"", t.text))
                            .unwrap_or_default()
                    })
                }
            };
            (name(m, c.q.is_some()), name(n, c.k.is_some()))
        })
    });
    let dims = move |i: usize| {
        state.config.with(|c| {
            let (a, b) = c.layout.pair_dims(i, c.dim);
            format!("{a}, {b}")
        })
    };

    let count = Memo::new(move |_| state.config.with(|c| c.dim / 2));
    let max_abs = Memo::new(move |_| {
        state.derived.score.with(|s| {
            s.pairs
                .iter()
                .map(|p| p.contribution.abs())
                .fold(1e-12, f64::max)
        })
    });
    let pair = move |i: usize| {
        move || {
            state
                .derived
                .score
                .with(|s| s.pairs.get(i).cloned())
                .unwrap_or(crate::rope::score::PairContribution {
                    dot: 0.0,
                    cross: 0.0,
                    angle: 0.0,
                    contribution: 0.0,
                })
        }
    };
    const BAR_H: f64 = 16.0;
    let bar = move |i: usize| {
        let p = pair(i);
        let w = move || 140.0 * p().contribution.abs() / max_abs.get();
        let y = 2.0 + BAR_H * i as f64;
        let hovered = move || state.hovered_pair.get() == Some(i);
        view! {
            <g class="bar" class:hovered=hovered class:negative=move || p().contribution < 0.0
                on:mouseenter=move |_| state.hovered_pair.set(Some(i))
                on:mouseleave=move |_| state.hovered_pair.set(None)>
                <text x="4" y=y + 12.0 class="bar-label">{format!("pair {i}")}</text>
                <rect x=move || { if p().contribution >= 0.0 { 160.0 } else { 160.0 - w() } } y=y + 2.0 width=move || w().max(0.5) height=BAR_H - 4.0 />
                <text x="372" y=y + 12.0 class="bar-value" text-anchor="end">{move || num(p().contribution, 4)}</text>
            </g>
        }
    };
    let bars = move || {
        let height = BAR_H * count.get() as f64 + 4.0;
        view! {
            <svg class="bars" viewBox=format!("0 0 376 {height}") width="376" height=height
                role="img" aria-label="Contribution of each pair (bars right of the axis are positive)">
                <line x1="160" x2="160" y1="0" y2=height class="axis" />
                <For each=move || 0..count.get() key=|i| *i children=bar />
            </svg>
        }
    };

    let row = move |i: usize| {
        let p = pair(i);
        let hovered = move || state.hovered_pair.get() == Some(i);
        view! {
            <tr class:hovered=hovered tabindex="0"
                on:focus=move |_| state.hovered_pair.set(Some(i))
                on:mouseenter=move |_| state.hovered_pair.set(Some(i))
                on:mouseleave=move |_| state.hovered_pair.set(None)>
                <th scope="row">{i}</th>
                <td>{move || dims(i)}</td>
                <td>{move || num(p().dot, 5)}</td>
                <td>{move || num(p().cross, 5)}</td>
                <td>{move || { let (m, n) = positions.get(); format!("{}", m as i64 - n as i64) }}</td>
                <td>{move || num(p().angle.to_degrees(), 3)}</td>
                <td data-testid="pair-contribution">{move || num(p().contribution, 5)}</td>
            </tr>
        }
    };

    // The identity with the numbers of the first pairs filled in.
    let identity = move || {
        let (m, n) = positions.get();
        state.derived.score.with(|s| {
            let shown = s.pairs.len().min(3);
            let terms = s.pairs[..shown]
                .iter()
                .enumerate()
                .map(|(i, p)| {
                    view! {
                        {(i > 0).then(|| view! { <mo>"+"</mo> })}
                        <mrow>
                            <mo>"["</mo><mn>{num(p.dot, 4)}</mn><mo>"·"</mo><mi>"cos"</mi><mo>"("</mo><mn>{num(p.angle, 4)}</mn><mo>")"</mo>
                            <mo>"+"</mo><mo>"("</mo><mn>{num(p.cross, 4)}</mn><mo>")"</mo><mo>"·"</mo><mi>"sin"</mi><mo>"("</mo><mn>{num(p.angle, 4)}</mn><mo>")"</mo><mo>"]"</mo>
                        </mrow>
                    }
                })
                .collect_view();
            let more = (s.pairs.len() > shown).then(|| view! { <mo>"+"</mo><mi>"…"</mi> });
            view! {
                <math display="block" data-testid="identity">
                    <mrow>
                        <msub><mi>"q'"</mi><mn>{m}</mn></msub><mo>"·"</mo><msub><mi>"k'"</mi><mn>{n}</mn></msub>
                        <mo>"="</mo>
                        <munderover><mo>"∑"</mo><mrow><mi>"i"</mi><mo>"="</mo><mn>"0"</mn></mrow><mrow><mi>"d"</mi><mo>"/"</mo><mn>"2"</mn><mo>"−"</mo><mn>"1"</mn></mrow></munderover>
                        <mo>"["</mo><msub><mi>"dot"</mi><mi>"i"</mi></msub><mi>"cos"</mi><mo>"("</mo><mo>"("</mo><mi>"m"</mi><mo>"−"</mo><mi>"n"</mi><mo>")"</mo><msub><mi>"θ"</mi><mi>"i"</mi></msub><mo>")"</mo>
                        <mo>"+"</mo><msub><mi>"cross"</mi><mi>"i"</mi></msub><mi>"sin"</mi><mo>"("</mo><mo>"("</mo><mi>"m"</mi><mo>"−"</mo><mi>"n"</mi><mo>")"</mo><msub><mi>"θ"</mi><mi>"i"</mi></msub><mo>")"</mo><mo>"]"</mo>
                    </mrow>
                </math>
                <math display="block" data-testid="identity-numbers">
                    <mrow><mo>"="</mo>{terms}{more}<mo>"="</mo><mn>{num(s.total, 5)}</mn></mrow>
                </math>
            }
        })
    };

    let csv = move |_| {
        let text = state.derived.score.with_untracked(|s| {
            let mut rows = vec![["pair", "dot", "cross", "angle_rad", "contribution"]
                .map(String::from)
                .to_vec()];
            for (i, p) in s.pairs.iter().enumerate() {
                rows.push(vec![
                    i.to_string(),
                    number_cell(p.dot),
                    number_cell(p.cross),
                    number_cell(p.angle),
                    number_cell(p.contribution),
                ]);
            }
            rows.push(vec![
                "total".into(),
                String::new(),
                String::new(),
                String::new(),
                number_cell(s.total),
            ]);
            to_csv(&rows)
        });
        download_text("ropescope-score.csv", "text/csv", &text);
    };

    view! {
        <ViewFrame view=View::Score caption="The attention score of the query token against the key token, after rotating both, splits into one term per pair. Each term mixes the pair's plain dot product with its cross product through the angle (m - n) x speed, so the positions enter only through their difference. Bars to the right add to the score, bars to the left take away.">
            <div class="view-toolbar"><button type="button" on:click=csv>"CSV"</button></div>
            <p class="readout">{move || {
                let (m, n) = positions.get();
                let (qn, kn) = names.get();
                format!("query {qn} at m = {m}, key {kn} at n = {n}, m − n = {}", m as i64 - n as i64)
            }}</p>
            <div class="score-grid">
                <div class="bars-wrap" tabindex="0" role="region" aria-label="Pair contributions">{bars}</div>
                <div class="score-numbers">
                    <p class="total">"RoPE score: " <strong data-testid="score-total">{move || state.derived.score.with(|s| num(s.total, 5))}</strong></p>
                    <p>"Without RoPE (q · k): " <span data-testid="score-unrotated">{move || state.derived.score.with(|s| num(s.unrotated, 5))}</span></p>
                    <p class="hint">{move || state.derived.scaled.with(|s| if s.attention_factor != 1.0 {
                        format!("The method's attention factor {} multiplies the logit by its square, {}; the scores here are pure rotations.", num(s.attention_factor, 4), num(s.attention_factor * s.attention_factor, 4))
                    } else { String::new() })}</p>
                </div>
            </div>
            <div class="identity" tabindex="0" role="region" aria-label="The score identity with the numbers filled in">{identity}</div>
            <div class="table-wrap" tabindex="0" role="region" aria-label="Per-pair table">
                <table class="data">
                    <thead><tr><th scope="col">"pair"</th><th scope="col">"dims"</th><th scope="col">"dot"</th><th scope="col">"cross"</th><th scope="col">"m − n"</th><th scope="col">"angle (°)"</th><th scope="col">"contribution"</th></tr></thead>
                    <tbody><For each=move || 0..count.get() key=|i| *i children=row /></tbody>
                </table>
            </div>
        </ViewFrame>
    }
}
