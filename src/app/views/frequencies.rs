//! View 6: inv_freq and wavelength per pair (log axis) against the original context length;
//! for the active scaling method the before/after curves, YaRN's ramp boundaries or Llama-3's
//! smoothed band, and the attention factor.

use leptos::html::Canvas;
use leptos::prelude::*;
use plotters::prelude::*;
use plotters_canvas::CanvasBackend;

use super::super::download::download_png;
use super::super::draw::{self, label_style};
use super::super::state::{AppState, View};
use super::{num, ViewFrame};
use crate::rope::freq::wavelengths;
use crate::rope::scaling::ScaledFreqs;
use crate::rope::Method;

#[component]
pub fn Frequencies(state: AppState) -> impl IntoView {
    let canvas_ref = NodeRef::<Canvas>::new();
    let method = Memo::new(move |_| state.config.with(|c| c.scaling));
    Effect::new(move |_| {
        let Some(canvas) = canvas_ref.get() else {
            return;
        };
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
            <details><summary>"Data table"</summary>
                <div class="table-wrap"><table class="data">
                    <thead><tr><th scope="col">"pair"</th><th scope="col">"inv_freq (plain)"</th><th scope="col">"inv_freq (scaled)"</th>
                        <th scope="col">"wavelength (plain)"</th><th scope="col">"wavelength (scaled)"</th><th scope="col">"interpolation (0 keep, 1 ÷ factor)"</th></tr></thead>
                    <tbody>{table}</tbody>
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
    let root = CanvasBackend::with_canvas_object(canvas.clone())?.into_drawing_area();
    root.fill(&pal.bg).ok()?;
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
    let n = s.inv_freq.len() as f64;
    let mut chart = ChartBuilder::on(&root)
        .margin(10)
        .x_label_area_size(34)
        .y_label_area_size(70)
        .build_cartesian_2d(-0.5..n - 0.5, (lo / 2.0..hi * 2.0).log_scale())
        .ok()?;
    chart
        .configure_mesh()
        .light_line_style(pal.grid.mix(0.35))
        .bold_line_style(pal.grid.mix(0.7))
        .axis_style(pal.muted)
        .x_desc("pair i")
        .y_desc("wavelength (positions, log)")
        .x_label_formatter(&|v| format!("{}", v.round()))
        .y_label_formatter(&|v| num(*v, 0))
        .label_style(label_style(pal, 12))
        .axis_desc_style(label_style(pal, 13))
        .draw()
        .ok()?;
    if let Some(i) = hovered {
        chart
            .draw_series(std::iter::once(Rectangle::new(
                [(i as f64 - 0.5, lo / 2.0), (i as f64 + 0.5, hi * 2.0)],
                pal.accent2.mix(0.15).filled(),
            )))
            .ok()?;
    }
    // YaRN's ramp bounds and Llama-3's band.
    if let (Method::Yarn, Some((a, b))) = (method, s.yarn_range) {
        for (x, label) in [(a, "YaRN low (beta_fast)"), (b, "YaRN high (beta_slow)")] {
            chart
                .draw_series(DashedLineSeries::new(
                    vec![(x, lo / 2.0), (x, hi * 2.0)],
                    4,
                    4,
                    pal.accent3.stroke_width(1),
                ))
                .ok()?
                .label(label)
                .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 18, y)], pal.accent3));
        }
    }
    if let (Method::Llama3, Some((hw, lw))) = (method, s.llama3_wavelen_band) {
        chart
            .draw_series(std::iter::once(Rectangle::new(
                [(-0.5, hw), (n - 0.5, lw)],
                pal.accent3.mix(0.12).filled(),
            )))
            .ok()?
            .label("Llama 3 smoothed band")
            .legend(move |(x, y)| {
                Rectangle::new([(x, y - 4), (x + 18, y + 4)], pal.accent3.mix(0.3).filled())
            });
    }
    chart
        .draw_series(DashedLineSeries::new(
            vec![(-0.5, orig as f64), (n - 0.5, orig as f64)],
            6,
            4,
            pal.fg.stroke_width(1),
        ))
        .ok()?
        .label("original context")
        .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 18, y)], pal.fg));
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
        .ok()?
        .label("plain")
        .legend(move |(x, y)| Circle::new((x + 9, y), 3, pal.accent2.stroke_width(1)));
    if method != Method::None {
        let pts: Vec<(f64, f64)> = wl
            .iter()
            .enumerate()
            .filter(|(_, v)| finite(v))
            .map(|(i, &v)| (i as f64, v))
            .collect();
        chart
            .draw_series(LineSeries::new(pts, pal.accent.stroke_width(2)))
            .ok()?
            .label("scaled")
            .legend(move |(x, y)| {
                PathElement::new(vec![(x, y), (x + 18, y)], pal.accent.stroke_width(2))
            });
    }
    chart
        .configure_series_labels()
        .position(SeriesLabelPosition::UpperLeft)
        .background_style(pal.bg.mix(0.85))
        .border_style(pal.grid)
        .label_font(label_style(pal, 12))
        .draw()
        .ok()?;
    root.present().ok()
}
