//! View 5: the score of the chosen query and key as a function of their distance m - n, with
//! RoFormer's long-term-decay bound; with scaling on, scaled and unscaled curves together and
//! the original context length marked.

use leptos::html::Canvas;
use leptos::prelude::*;
use plotters::prelude::*;

use super::super::download::download_png;
use super::super::draw;
use super::super::state::{AppState, View};
use super::{num, ViewFrame};
use crate::rope::decay::{distance_curve, pair_parts, DistancePoint};
use crate::rope::Method;

const POINTS: usize = 400;
const RANGES: [u64; 5] = [256, 1024, 4096, 16384, 65536];

#[derive(Clone, PartialEq)]
struct Curves {
    scaled: Vec<DistancePoint>,
    unscaled: Option<Vec<DistancePoint>>,
    orig: Option<u64>,
    max_distance: u64,
}

#[component]
pub fn Distance(state: AppState) -> impl IntoView {
    let range_choice: RwSignal<Option<u64>> = RwSignal::new(None);
    let max_distance = Memo::new(move |_| {
        range_choice.get().unwrap_or_else(|| {
            state.config.with(|c| {
                if c.scaling == Method::None {
                    1024
                } else {
                    let want = (c.orig as f64 * c.factor.min(4.0)) as u64;
                    RANGES.into_iter().find(|&r| r >= want).unwrap_or(65536)
                }
            })
        })
    });
    let curves = Memo::new(move |_| {
        let (dim, layout, scaling) = state.config.with(|c| (c.dim, c.layout, c.scaling));
        let parts = pair_parts(
            &state.derived.q.read(),
            &state.derived.k.read(),
            dim / 2,
            layout,
        );
        let d = max_distance.get();
        state.derived.scaled.with(|s| Curves {
            scaled: distance_curve(&parts, &s.inv_freq, d, POINTS),
            unscaled: (scaling != Method::None)
                .then(|| distance_curve(&parts, &s.inv_freq_unscaled, d, POINTS)),
            orig: (scaling != Method::None).then(|| state.config.with(|c| c.orig)),
            max_distance: d,
        })
    });

    let canvas_ref = NodeRef::<Canvas>::new();
    let relative_ref = NodeRef::<Canvas>::new();
    let visible = draw::visibility(canvas_ref);
    Effect::new(move |_| {
        let (Some(canvas), Some(rel)) = (canvas_ref.get(), relative_ref.get()) else {
            return;
        };
        if !visible.get() {
            return;
        }
        let pal = draw::palette(state.dark.get());
        curves.with(|c| {
            draw_chart(&canvas, pal, c);
            draw_relative(&rel, pal, c);
        });
    });

    let summary = move || {
        curves.with(|c| {
            let s0 = c.scaled.first().map_or(0.0, |p| p.score);
            let far = &c.scaled[c.scaled.len() * 3 / 4..];
            let far_max = far.iter().map(|p| p.score.abs()).fold(0.0, f64::max);
            let rb0 = c.scaled.first().map_or(0.0, |p| p.relative_bound);
            let rb_end = c.scaled.last().map_or(0.0, |p| p.relative_bound);
            format!(
                "Score at distance 0: {}; largest |score| over the last quarter (distances {} to {}): {}. The bound on |score| shrinks from {} to {}; RoFormer's relative bound (mean |S_j|) goes from {} to {}.",
                num(s0, 4),
                far.first().map_or(0.0, |p| p.distance),
                c.max_distance,
                num(far_max, 4),
                num(c.scaled.first().map_or(0.0, |p| p.bound), 3),
                num(c.scaled.last().map_or(0.0, |p| p.bound), 3),
                num(rb0, 3),
                num(rb_end, 3),
            )
        })
    };

    view! {
        <ViewFrame view=View::Distance caption="Keep the query and key content fixed and move them apart. The score wobbles as the fast pairs spin and, on average, its envelope shrinks with distance: RoFormer proves |score| is at most (largest step between neighbouring pairs' q·k̄ terms) x (sum of |partial sums of the phasors|), a bound that decays. With a scaling method on, compare the scaled curve with the plain one beyond the original context.">
            <div class="view-toolbar">
                <label for="dist-range">"distance 0 to "</label>
                <select id="dist-range" on:change=move |ev| range_choice.set(event_target_value(&ev).parse().ok())>
                    {RANGES.map(|r| view! { <option value=r.to_string() selected=move || max_distance.get() == r>{r.to_string()}</option> }).collect_view()}
                </select>
                <button type="button" on:click=move |_| if let Some(c) = canvas_ref.get_untracked() { download_png(&c, "ropescope-distance.png") }>"PNG"</button>
            </div>
            <canvas node_ref=canvas_ref width="820" height="330" class="chart" data-testid="distance-chart"
                role="img" aria-label=summary></canvas>
            <canvas node_ref=relative_ref width="820" height="170" class="chart"
                role="img" aria-label="RoFormer's relative upper bound: the mean of the partial-sum norms, decaying with distance"></canvas>
            <p class="sr-summary" data-testid="distance-summary">{summary}</p>
        </ViewFrame>
    }
}

fn draw_chart(canvas: &web_sys::HtmlCanvasElement, pal: draw::Palette, c: &Curves) -> Option<()> {
    let area = draw::plot_area(canvas, pal)?;
    let rect = draw::plot_rect(canvas);
    let ymax = c
        .scaled
        .iter()
        .chain(c.unscaled.iter().flatten())
        .map(|p| p.score.abs().max(p.bound))
        .fold(1e-9, f64::max)
        * 1.05;
    let xmax = c.max_distance as f64;
    let mut chart = ChartBuilder::on(&area)
        .build_cartesian_2d(0f64..xmax, -ymax..ymax)
        .ok()?;
    let px = |x: f64, y: f64| {
        let (a, b) = chart.backend_coord(&(x, y));
        (a as f64, b as f64)
    };
    linear_axes(
        canvas,
        pal,
        rect,
        &px,
        xmax,
        (-ymax, ymax, 6),
        ("distance m − n (positions)", "score"),
    );
    let band = pal.accent3.mix(0.45);
    let bound: Vec<(f64, f64)> = c.scaled.iter().map(|p| (p.distance, p.bound)).collect();
    chart
        .draw_series(LineSeries::new(bound.clone(), band.stroke_width(1)))
        .ok()?;
    chart
        .draw_series(LineSeries::new(
            bound.iter().map(|&(x, y)| (x, -y)),
            band.stroke_width(1),
        ))
        .ok()?;
    let mut legend = vec![("± bound on |score|", draw::Mark::Line(pal.accent3))];
    if let Some(u) = &c.unscaled {
        chart
            .draw_series(LineSeries::new(
                u.iter().map(|p| (p.distance, p.score)),
                pal.accent2.stroke_width(1),
            ))
            .ok()?;
        legend.push(("unscaled", draw::Mark::Line(pal.accent2)));
    }
    chart
        .draw_series(LineSeries::new(
            c.scaled.iter().map(|p| (p.distance, p.score)),
            pal.accent.stroke_width(2),
        ))
        .ok()?;
    legend.push((
        if c.unscaled.is_some() {
            "scaled"
        } else {
            "score"
        },
        draw::Mark::Line(pal.accent),
    ));
    if let Some(orig) = c.orig {
        if (orig as f64) < xmax {
            chart
                .draw_series(DashedLineSeries::new(
                    vec![(orig as f64, -ymax), (orig as f64, ymax)],
                    6,
                    4,
                    pal.fg.stroke_width(1),
                ))
                .ok()?;
            legend.push(("original context", draw::Mark::Dashed(pal.fg)));
        }
    }
    area.present().ok()?;
    draw::draw_legend(canvas, pal, rect, &legend);
    Some(())
}

/// Axes of a chart with x in [0, xmax] and y in [ylo, yhi] (`px` maps data to canvas pixels).
#[allow(clippy::too_many_arguments)]
fn linear_axes(
    canvas: &web_sys::HtmlCanvasElement,
    pal: draw::Palette,
    rect: draw::PlotRect,
    px: &dyn Fn(f64, f64) -> (f64, f64),
    xmax: f64,
    (ylo, yhi, yticks): (f64, f64, usize),
    (x_title, y_title): (&str, &str),
) {
    let fmt = |v: f64| num(v, if v.abs() >= 10.0 || v == 0.0 { 0 } else { 1 });
    draw::draw_axes(
        canvas,
        pal,
        rect,
        &draw::Axis {
            ticks: draw::nice_ticks(0.0, xmax, 8)
                .into_iter()
                .map(|v| (v, px(v, 0.0).0))
                .collect(),
            format: &fmt,
            title: x_title,
        },
        &draw::Axis {
            ticks: draw::nice_ticks(ylo, yhi, yticks)
                .into_iter()
                .map(|v| (v, px(0.0, v).1))
                .collect(),
            format: &fmt,
            title: y_title,
        },
        true,
    );
}

/// RoFormer's relative upper bound (their Fig. 2): the mean of |S_j| against distance.
fn draw_relative(
    canvas: &web_sys::HtmlCanvasElement,
    pal: draw::Palette,
    c: &Curves,
) -> Option<()> {
    let area = draw::plot_area(canvas, pal)?;
    let rect = draw::plot_rect(canvas);
    let xmax = c.max_distance as f64;
    let ymax = c
        .scaled
        .iter()
        .map(|p| p.relative_bound)
        .fold(1e-9, f64::max)
        * 1.05;
    let mut chart = ChartBuilder::on(&area)
        .build_cartesian_2d(0f64..xmax, 0f64..ymax)
        .ok()?;
    let px = |x: f64, y: f64| {
        let (a, b) = chart.backend_coord(&(x, y));
        (a as f64, b as f64)
    };
    linear_axes(
        canvas,
        pal,
        rect,
        &px,
        xmax,
        (0.0, ymax, 3),
        ("distance m − n", "mean |S_j|"),
    );
    chart
        .draw_series(LineSeries::new(
            c.scaled.iter().map(|p| (p.distance, p.relative_bound)),
            pal.accent3.stroke_width(2),
        ))
        .ok()?;
    area.present().ok()?;
    draw::draw_legend(
        canvas,
        pal,
        rect,
        &[(
            "relative upper bound (2/d) Σ_j |S_j|",
            draw::Mark::Line(pal.accent3),
        )],
    );
    Some(())
}
