//! View 2: the positions x pairs angle heatmap. High-frequency pairs wrap fast, low ones barely
//! move. With a scaling method on, scaled and unscaled angles can be compared, and cells whose
//! angle the model never met within its original context are greyed (out of distribution).

use leptos::html::Canvas;
use leptos::prelude::*;

use super::super::download::{download_png, download_text};
use super::super::draw::{self, HeatmapAxes, PlotRect};
use super::super::state::{AppState, View};
use super::{num, ViewFrame};
use crate::rope::csv::{number_cell, to_csv};
use crate::rope::heatmap::{angle_grid, out_of_distribution, sample_positions};
use crate::rope::Method;

/// Most rows drawn (positions are sampled evenly beyond this).
const MAX_ROWS: usize = 256;
const RANGES: [u64; 7] = [16, 64, 256, 1024, 4096, 16384, 65536];

/// The data behind the picture (also what the CSV and the text alternative use).
#[derive(Clone, PartialEq)]
struct Grid {
    positions: Vec<u64>,
    pairs: usize,
    angles: Vec<f64>,
    ood: Vec<bool>,
    speeds_deg: Vec<f64>,
    wrap: bool,
}

#[component]
pub fn Heatmap(state: AppState) -> impl IntoView {
    let wrap = RwSignal::new(true);
    let show_scaled = RwSignal::new(true);
    let range_choice: RwSignal<Option<u64>> = RwSignal::new(None);
    let scaling_on = Memo::new(move |_| state.config.with(|c| c.scaling != Method::None));
    let last = Memo::new(move |_| {
        range_choice.get().unwrap_or_else(|| {
            let need = state.config.with(|c| c.position_span().1 + 1);
            RANGES.into_iter().find(|&r| r >= need).unwrap_or(65536)
        }) - 1
    });
    let grid = Memo::new(move |_| {
        let positions = sample_positions(last.get(), MAX_ROWS);
        let scaled_view = show_scaled.get() || !scaling_on.get();
        let (w, w0) = state.derived.scaled.with(|s| {
            let w = if scaled_view {
                s.inv_freq.clone()
            } else {
                s.inv_freq_unscaled.clone()
            };
            (w, s.inv_freq_unscaled.clone())
        });
        let raw = angle_grid(&w, &positions, false);
        let orig = state.config.with(|c| c.orig);
        let ood = if scaling_on.get() {
            raw.iter()
                .enumerate()
                .map(|(j, &a)| out_of_distribution(a, w0[j % w0.len()], orig))
                .collect()
        } else {
            vec![false; raw.len()]
        };
        let angles = if wrap.get() {
            angle_grid(&w, &positions, true)
        } else {
            raw
        };
        Grid {
            pairs: w.len(),
            speeds_deg: w.iter().map(|x| x.to_degrees()).collect(),
            positions,
            angles,
            ood,
            wrap: wrap.get(),
        }
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
        let hovered = state.hovered_pair.get();
        grid.with(|g| {
            let max_raw = g.angles.iter().copied().fold(1e-12, f64::max);
            let color = |r: usize, c: usize| {
                let j = r * g.pairs + c;
                let a = g.angles[j];
                let rgb = if g.wrap {
                    draw::cyclic(a / std::f64::consts::TAU)
                } else {
                    draw::viridis((1.0 + a).ln() / (1.0 + max_raw).ln())
                };
                if g.ood[j] {
                    // Greyed: angle never met in training.
                    rgb.map(|v| (v as f64 * 0.3 + 128.0 * 0.7) as u8)
                } else {
                    rgb
                }
            };
            let axes = HeatmapAxes {
                x_desc: "pair i (fast -> slow)",
                y_desc: "position",
                x_range: (0.0, (g.pairs - 1) as f64),
                y_range: (
                    g.positions[0] as f64,
                    *g.positions.last().unwrap_or(&0) as f64,
                ),
            };
            let r = draw::heatmap(&canvas, pal, &axes, g.positions.len(), g.pairs, color);
            if let (Some(r), Some(i)) = (r, hovered) {
                if i < g.pairs {
                    draw::outline_column(&canvas, r, g.pairs, i, pal.accent2);
                }
            }
            if let Some(r) = r {
                let (label_l, label_r) = if g.wrap {
                    ("0", "2π (cyclic)")
                } else {
                    ("0 rad", &*format!("{} rad (log)", num(max_raw, 0)))
                };
                draw::legend_bar(
                    &canvas,
                    pal,
                    (r.x + r.w - 180.0, 3.0, 180.0, 8.0),
                    |t| {
                        if g.wrap {
                            draw::cyclic(t)
                        } else {
                            draw::viridis(t)
                        }
                    },
                    label_l,
                    label_r,
                );
            }
            rect.set(r);
        });
    });

    let readout = move || {
        let (row, col) = cursor.get()?;
        grid.with(|g| {
            // The cursor may be stale: the grid can have shrunk since (fewer rows or pairs).
            if row >= g.positions.len() || col >= g.pairs {
                return None;
            }
            let j = row * g.pairs + col;
            let a = *g.angles.get(j)?;
            Some(format!(
                "position {}, pair {}, speed {}°/position, angle {} rad = {}°{}{}",
                g.positions[row],
                col,
                num(g.speeds_deg[col], 4),
                num(a, 4),
                num(a.to_degrees(), 2),
                if g.wrap { " (mod 360°)" } else { "" },
                if g.ood[j] {
                    ", never seen within the original context"
                } else {
                    ""
                }
            ))
        })
    };

    let on_move = move |ev: web_sys::MouseEvent| {
        let (Some(canvas), Some(r)) = (canvas_ref.get_untracked(), rect.get_untracked()) else {
            return;
        };
        let (x, y) = draw::event_canvas_xy(&canvas, &ev);
        match r.locate(x, y) {
            Some((fx, fy)) => {
                let (rows, cols) = grid.with_untracked(|g| (g.positions.len(), g.pairs));
                let cell = ((fy * rows as f64) as usize, (fx * cols as f64) as usize);
                cursor.set(Some(cell));
                state.hovered_pair.set(Some(cell.1));
            }
            None => cursor.set(None),
        }
    };
    let on_key = move |ev: web_sys::KeyboardEvent| {
        let (rows, cols) = grid.with_untracked(|g| (g.positions.len(), g.pairs));
        if let Some(next) = draw::move_cursor(&ev.key(), cursor.get_untracked(), rows, cols) {
            ev.prevent_default();
            cursor.set(Some(next));
            state.hovered_pair.set(Some(next.1));
        }
    };

    let summary = move || {
        grid.with(|g| {
            let fast = g.speeds_deg.first().copied().unwrap_or(0.0);
            let slow = g.speeds_deg.last().copied().unwrap_or(0.0);
            let ood = g.ood.iter().filter(|&&o| o).count();
            format!(
                "{} positions from {} to {} by {} pairs. Pair 0 turns {}° per position and wraps every {} positions; pair {} turns {}° per position. {}",
                g.positions.len(),
                g.positions[0],
                g.positions.last().unwrap_or(&0),
                g.pairs,
                num(fast, 3),
                num(360.0 / fast.abs().max(1e-300), 2),
                g.pairs - 1,
                num(slow, 3),
                if ood > 0 { format!("{ood} cells (greyed) hold angles never met within the original context.") } else { String::new() }
            )
        })
    };

    let table_open = RwSignal::new(false);
    let table = move || {
        grid.with(|g| {
            let rows = sample_positions(g.positions.len() as u64 - 1, 12);
            let cols = sample_positions(g.pairs as u64 - 1, 8);
            view! {
                <table class="data">
                    <thead><tr><th scope="col">"position"</th>
                        {cols.iter().map(|&c| view! { <th scope="col">{format!("pair {c}")}</th> }).collect_view()}
                    </tr></thead>
                    <tbody>
                        {rows.iter().map(|&r| {
                            let r = r as usize;
                            view! { <tr><th scope="row">{g.positions[r]}</th>
                                {cols.iter().map(|&c| view! { <td>{num(g.angles[r * g.pairs + c as usize], 3)}</td> }).collect_view()}
                            </tr> }
                        }).collect_view()}
                    </tbody>
                </table>
            }
        })
    };

    let csv = move |_| {
        let text = grid.with_untracked(|g| {
            let mut rows = vec![std::iter::once("position".to_string())
                .chain((0..g.pairs).map(|i| format!("pair_{i}")))
                .collect::<Vec<_>>()];
            for (r, p) in g.positions.iter().enumerate() {
                rows.push(
                    std::iter::once(p.to_string())
                        .chain((0..g.pairs).map(|c| number_cell(g.angles[r * g.pairs + c])))
                        .collect(),
                );
            }
            to_csv(&rows)
        });
        download_text("ropescope-angles.csv", "text/csv", &text);
    };
    let png = move |_| {
        if let Some(c) = canvas_ref.get_untracked() {
            download_png(&c, "ropescope-heatmap.png");
        }
    };

    view! {
        <ViewFrame view=View::Heatmap caption="Every cell is the angle (radians) that pair i has turned at that position: position x inv_freq[i]. Read across a row to see a single token's angles; read down a column to follow one pair. The left columns wrap around many times within a few positions, the right ones turn so slowly that long contexts never complete a turn, which is why scaling methods change those first.">
            <div class="view-toolbar">
                <label><input type="checkbox" prop:checked=move || wrap.get() on:change=move |ev| wrap.set(event_target_checked(&ev)) />" angle mod 2π"</label>
                <label for="heat-range">" positions 0 to "</label>
                <select id="heat-range" on:change=move |ev| range_choice.set(event_target_value(&ev).parse::<u64>().ok())>
                    {RANGES.map(|r| view! { <option value=r.to_string() selected=move || last.get() + 1 == r>{(r - 1).to_string()}</option> }).collect_view()}
                </select>
                <Show when=move || scaling_on.get()>
                    <label><input type="checkbox" data-testid="heatmap-scaled" prop:checked=move || show_scaled.get()
                        on:change=move |ev| show_scaled.set(event_target_checked(&ev)) />" scaled (off: unscaled)"</label>
                </Show>
                <button type="button" on:click=png>"PNG"</button>
                <button type="button" on:click=csv>"CSV"</button>
            </div>
            <canvas node_ref=canvas_ref width="820" height="380" class="chart" data-testid="heatmap" tabindex="0"
                role="img" aria-label=summary aria-describedby="heatmap-readout"
                on:mousemove=on_move on:mouseleave=move |_| { cursor.set(None); state.hovered_pair.set(None); }
                on:keydown=on_key on:focus=move |_| if cursor.get_untracked().is_none() { cursor.set(Some((0, 0))); }></canvas>
            <p class="readout" id="heatmap-readout" aria-live="polite" data-testid="heatmap-readout">
                {move || readout().unwrap_or_else(|| "Hover or focus the heatmap (arrow keys move) to read a cell.".into())}
            </p>
            <p class="sr-summary">{summary}</p>
            <details on:toggle=move |ev| table_open.set(event_target::<web_sys::HtmlDetailsElement>(&ev).open())><summary>"Data table (sampled)"</summary>{move || table_open.get().then(table)}</details>
        </ViewFrame>
    }
}
