//! View 6: inv_freq and wavelength per pair (log axis) against the original context length;
//! for the active scaling method the before/after curves, YaRN's ramp boundaries or Llama-3's
//! smoothed band, and the attention factor.

use leptos::html::Canvas;
use leptos::prelude::*;
use plotters::prelude::*;

use super::super::download::download_png;
use super::super::draw;
use super::super::state::{AppState, View};
use super::{num, ViewFrame};
use crate::rope::freq::wavelengths;
use crate::rope::scaling::ScaledFreqs;
use crate::rope::Method;

#[component]
pub fn Frequencies(state: AppState) -> impl IntoView {
    let canvas_ref = NodeRef::<Canvas>::new();
    let method = Memo::new(move |_| state.config.with(|c| c.scaling));
    let visible = draw::visibility(canvas_ref);
    Effect::new(move |_| {
        let Some(canvas) = canvas_ref.get() else {
            return;
        };
        if !visible.get() {
            return;
        }
        let pal = draw::palette(state.dark.get());
        let orig = state.config.with(|c| c.orig);
        let hovered = state.hovered_pair.get();
        let m = method.get();
        state
            .derived
            .scaled
            .with(|s| draw_chart(&canvas, pal, s, m, orig, hovered));
    });

    let method_note = move || {
        let (m, orig, factor) = state.config.with(|c| (c.scaling, c.orig, c.factor));
        state.derived.scaled.with(|s| match m {
            Method::None => "No scaling: wavelengths longer than the original context (dashed line) never complete a turn in training.".to_string(),
            Method::Linear => format!("Linear (position interpolation): every wavelength x {}; position p looks like p / {} to the model.", num(factor, 3), num(factor, 3)),
            Method::Ntk | Method::Dynamic => format!(
                "The base becomes {}: pair 0 keeps its speed, the last pair slows by the full factor, the ones between by less.",
                num(s.effective_base.unwrap_or(f64::NAN), 1)
            ),
            Method::Yarn => {
                let (lo, hi) = s.yarn_range.unwrap_or((0.0, 0.0));
                format!("YaRN: pairs below {} (> beta_fast turns in {orig} positions) keep their speed, pairs above {} (< beta_slow turns) are divided by {}, a linear ramp between. Attention factor {} (logits x {}).",
                    num(lo, 2), num(hi, 2), num(factor, 3), num(s.attention_factor, 4), num(s.attention_factor * s.attention_factor, 4))
            }
            Method::Llama3 => {
                let (hw, lw) = s.llama3_wavelen_band.unwrap_or((0.0, 0.0));
                format!("Llama 3: wavelengths below {} keep their speed, above {} are divided by {}, smoothly blended between (both ends inclusive).", num(hw, 1), num(lw, 1), num(factor, 3))
            }
        })
    };

    let table_open = RwSignal::new(false);
    let table = move || {
        state.derived.scaled.with(|s| {
            let wl0 = wavelengths(&s.inv_freq_unscaled);
            let wl = wavelengths(&s.inv_freq);
            (0..s.inv_freq.len())
                .map(|i| {
                    let hovered = move || state.hovered_pair.get() == Some(i);
                    view! {
                        <tr class:hovered=hovered>
                            <th scope="row">{i}</th>
                            <td>{num(s.inv_freq_unscaled[i], 6)}</td>
                            <td data-testid="inv-freq">{num(s.inv_freq[i], 6)}</td>
                            <td>{num(wl0[i], 2)}</td>
                            <td>{num(wl[i], 2)}</td>
                            <td>{num(s.interpolation[i], 3)}</td>
                        </tr>
                    }
                })
                .collect_view()
        })
    };

    view! {
        <ViewFrame view=View::Frequencies caption="Each pair's speed (inv_freq, radians per position) and wavelength (positions per full turn), on a log scale. A model only ever sees angles up to its trained context (dashed line): pairs whose wavelength is longer never complete a turn, so longer inputs show them angles they never met. Scaling methods slow those pairs down; the circles are the plain frequencies, the line the scaled ones.">
            <div class="view-toolbar">
                <button type="button" on:click=move |_| if let Some(c) = canvas_ref.get_untracked() { download_png(&c, "ropescope-wavelengths.png") }>"PNG"</button>
            </div>
            <canvas node_ref=canvas_ref width="820" height="340" class="chart" data-testid="frequency-chart"
                role="img" aria-label=method_note></canvas>
            <p class="readout" data-testid="method-note">{method_note}</p>
            <p class="readout">"Attention factor: " <strong data-testid="attention-factor">{move || state.derived.scaled.with(|s| num(s.attention_factor, 6))}</strong></p>
            <details on:toggle=move |ev| table_open.set(event_target::<web_sys::HtmlDetailsElement>(&ev).open())><summary>"Data table"</summary>
                <div class="table-wrap" tabindex="0" role="region" aria-label="Data table"><table class="data">
                    <thead><tr><th scope="col">"pair"</th><th scope="col">"inv_freq (plain)"</th><th scope="col">"inv_freq (scaled)"</th>
                        <th scope="col">"wavelength (plain)"</th><th scope="col">"wavelength (scaled)"</th><th scope="col">"interpolation (0 keep, 1 ÷ factor)"</th></tr></thead>
                    <tbody>{move || table_open.get().then(table)}</tbody>
                </table></div>
            </details>
        </ViewFrame>
    }
}

fn draw_chart(
    canvas: &web_sys::HtmlCanvasElement,
    pal: draw::Palette,
    s: &ScaledFreqs,
    method: Method,
    orig: u64,
    hovered: Option<usize>,
) -> Option<()> {
    let wl0 = wavelengths(&s.inv_freq_unscaled);
    let wl = wavelengths(&s.inv_freq);
    let finite = |v: &f64| v.is_finite() && *v > 0.0;
    let lo = wl0
        .iter()
        .chain(&wl)
        .copied()
        .filter(finite)
        .fold(f64::INFINITY, f64::min)
        .min(orig as f64);
    let hi = wl0
        .iter()
        .chain(&wl)
        .copied()
        .filter(finite)
        .fold(0.0, f64::max)
        .max(orig as f64);
    if !(lo.is_finite() && hi > 0.0) {
        return None;
    }
    let area = draw::plot_area(canvas, pal)?;
    let rect = draw::plot_rect(canvas);
    let n = s.inv_freq.len() as f64;
    let (ylo, yhi) = (lo / 2.0, hi * 2.0);
    let mut chart = ChartBuilder::on(&area)
        .build_cartesian_2d(-0.5..n - 0.5, (ylo..yhi).log_scale())
        .ok()?;
    let px = |x: f64, y: f64| {
        let (a, b) = chart.backend_coord(&(x, y));
        (a as f64, b as f64)
    };
    let fx = |v: f64| format!("{}", v.round());
    let fy = |v: f64| num(v, 0);
    draw::draw_axes(
        canvas,
        pal,
        rect,
        &draw::Axis {
            ticks: draw::nice_ticks(0.0, n - 1.0, 10)
                .into_iter()
                .map(|v| (v, px(v, ylo).0))
                .collect(),
            format: &fx,
            title: "pair i",
        },
        &draw::Axis {
            ticks: draw::log_ticks(ylo, yhi)
                .into_iter()
                .map(|v| (v, px(0.0, v).1))
                .collect(),
            format: &fy,
            title: "wavelength (positions, log)",
        },
        true,
    );
    if let Some(i) = hovered {
        chart
            .draw_series(std::iter::once(Rectangle::new(
                [(i as f64 - 0.5, ylo), (i as f64 + 0.5, yhi)],
                pal.accent2.mix(0.15).filled(),
            )))
            .ok()?;
    }
    let mut legend = Vec::new();
    if let (Method::Yarn, Some((a, b))) = (method, s.yarn_range) {
        for x in [a, b] {
            chart
                .draw_series(DashedLineSeries::new(
                    vec![(x, ylo), (x, yhi)],
                    4,
                    4,
                    pal.accent3.stroke_width(1),
                ))
                .ok()?;
        }
        legend.push(("YaRN ramp bounds", draw::Mark::Dashed(pal.accent3)));
    }
    if let (Method::Llama3, Some((hw, lw))) = (method, s.llama3_wavelen_band) {
        chart
            .draw_series(std::iter::once(Rectangle::new(
                [(-0.5, hw), (n - 0.5, lw)],
                pal.accent3.mix(0.15).filled(),
            )))
            .ok()?;
        legend.push(("Llama 3 smoothed band", draw::Mark::Band(pal.accent3)));
    }
    chart
        .draw_series(DashedLineSeries::new(
            vec![(-0.5, orig as f64), (n - 0.5, orig as f64)],
            6,
            4,
            pal.fg.stroke_width(1),
        ))
        .ok()?;
    legend.push(("original context", draw::Mark::Dashed(pal.fg)));
    let pts0: Vec<(f64, f64)> = wl0
        .iter()
        .enumerate()
        .filter(|(_, v)| finite(v))
        .map(|(i, &v)| (i as f64, v))
        .collect();
    chart
        .draw_series(
            pts0.iter()
                .map(|&p| Circle::new(p, 3, pal.accent2.stroke_width(1))),
        )
        .ok()?;
    legend.push(("plain", draw::Mark::Dot(pal.accent2)));
    if method != Method::None {
        let pts: Vec<(f64, f64)> = wl
            .iter()
            .enumerate()
            .filter(|(_, v)| finite(v))
            .map(|(i, &v)| (i as f64, v))
            .collect();
        chart
            .draw_series(LineSeries::new(pts, pal.accent.stroke_width(2)))
            .ok()?;
        legend.push(("scaled", draw::Mark::Line(pal.accent)));
    }
    area.present().ok()?;
    draw::draw_legend(canvas, pal, rect, &legend);
    Some(())
}
