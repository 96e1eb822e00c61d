//! Canvas drawing shared by the chart views: theme palettes, colour-blind-safe colour maps,
//! heatmaps drawn as one image (fast at 512 x 128 cells) inside plotters-drawn axes.

use plotters::prelude::*;
use plotters_canvas::CanvasBackend;
use wasm_bindgen::{Clamped, JsCast};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, ImageData};

/// Colours of the current theme (match www/style.css).
#[derive(Clone, Copy)]
pub struct Palette {
    pub bg: RGBColor,
    pub fg: RGBColor,
    pub muted: RGBColor,
    pub grid: RGBColor,
    /// Okabe-Ito blue: the main series.
    pub accent: RGBColor,
    /// Okabe-Ito orange/vermillion: the comparison series.
    pub accent2: RGBColor,
    /// Okabe-Ito bluish green: a third series.
    pub accent3: RGBColor,
}

pub fn palette(dark: bool) -> Palette {
    if dark {
        Palette {
            bg: RGBColor(0x0f, 0x12, 0x16),
            fg: RGBColor(0xe6, 0xe9, 0xee),
            muted: RGBColor(0xa4, 0xad, 0xb8),
            grid: RGBColor(0x39, 0x41, 0x4b),
            accent: RGBColor(0x56, 0xb4, 0xe9),
            accent2: RGBColor(0xe6, 0x9f, 0x00),
            accent3: RGBColor(0x00, 0x9e, 0x73),
        }
    } else {
        Palette {
            bg: RGBColor(0xff, 0xff, 0xff),
            fg: RGBColor(0x1b, 0x1f, 0x24),
            muted: RGBColor(0x57, 0x60, 0x6a),
            grid: RGBColor(0xd0, 0xd7, 0xde),
            accent: RGBColor(0x00, 0x72, 0xb2),
            accent2: RGBColor(0xd5, 0x5e, 0x00),
            accent3: RGBColor(0x00, 0x9e, 0x73),
        }
    }
}

fn lerp_stops(stops: &[(f64, [u8; 3])], t: f64) -> [u8; 3] {
    let t = if t.is_finite() {
        t.clamp(0.0, 1.0)
    } else {
        0.0
    };
    for w in stops.windows(2) {
        let ((t0, c0), (t1, c1)) = (w[0], w[1]);
        if t <= t1 {
            let u = if t1 > t0 { (t - t0) / (t1 - t0) } else { 0.0 };
            return [0, 1, 2]
                .map(|i| (c0[i] as f64 + (c1[i] as f64 - c0[i] as f64) * u).round() as u8);
        }
    }
    stops.last().map_or([0, 0, 0], |s| s.1)
}

/// Viridis (perceptually uniform, colour-blind safe) for t in [0, 1].
pub fn viridis(t: f64) -> [u8; 3] {
    const STOPS: [(f64, [u8; 3]); 9] = [
        (0.0, [0x44, 0x01, 0x54]),
        (0.125, [0x48, 0x28, 0x78]),
        (0.25, [0x3e, 0x49, 0x89]),
        (0.375, [0x31, 0x68, 0x8e]),
        (0.5, [0x26, 0x82, 0x8e]),
        (0.625, [0x1f, 0x9e, 0x89]),
        (0.75, [0x35, 0xb7, 0x79]),
        (0.875, [0x6e, 0xce, 0x58]),
        (1.0, [0xfd, 0xe7, 0x25]),
    ];
    lerp_stops(&STOPS, t)
}

/// A cyclic map (light -> blue -> dark -> red -> light, after matplotlib's "twilight") for
/// angles mod 2 pi: 0 and 2 pi get the same colour. t in [0, 1].
pub fn cyclic(t: f64) -> [u8; 3] {
    const STOPS: [(f64, [u8; 3]); 5] = [
        (0.0, [0xe2, 0xd9, 0xe2]),
        (0.25, [0x5e, 0x7a, 0xb8]),
        (0.5, [0x2f, 0x14, 0x36]),
        (0.75, [0xa9, 0x4a, 0x43]),
        (1.0, [0xe2, 0xd9, 0xe2]),
    ];
    lerp_stops(&STOPS, t)
}

/// A diverging map for signed values t in [-1, 1]: blue (negative), pale (0), orange (positive).
pub fn diverging(t: f64) -> [u8; 3] {
    const STOPS: [(f64, [u8; 3]); 5] = [
        (0.0, [0x00, 0x4c, 0x8c]),
        (0.25, [0x6f, 0xa8, 0xdc]),
        (0.5, [0xf2, 0xf2, 0xee]),
        (0.75, [0xf0, 0xa2, 0x4a]),
        (1.0, [0xa3, 0x4a, 0x00]),
    ];
    lerp_stops(&STOPS, (t + 1.0) / 2.0)
}

pub fn css(c: [u8; 3]) -> String {
    format!("rgb({},{},{})", c[0], c[1], c[2])
}

/// The 2D context of a canvas.
pub fn context(canvas: &HtmlCanvasElement) -> Option<CanvasRenderingContext2d> {
    canvas.get_context("2d").ok()??.dyn_into().ok()
}

/// Where a chart put its plotting area, in canvas pixels: (x0, y0, width, height).
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct PlotRect {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

impl PlotRect {
    /// Fractions (0..1 across, 0..1 from the top) of a canvas point inside the rect.
    pub fn locate(&self, x: f64, y: f64) -> Option<(f64, f64)> {
        let (fx, fy) = ((x - self.x) / self.w, (y - self.y) / self.h);
        ((0.0..1.0).contains(&fx) && (0.0..1.0).contains(&fy)).then_some((fx, fy))
    }
}

/// Converts a mouse event's position to canvas pixel coordinates.
pub fn event_canvas_xy(canvas: &HtmlCanvasElement, ev: &web_sys::MouseEvent) -> (f64, f64) {
    let r = canvas.get_bounding_client_rect();
    let sx = canvas.width() as f64 / r.width().max(1.0);
    let sy = canvas.height() as f64 / r.height().max(1.0);
    (
        (ev.client_x() as f64 - r.left()) * sx,
        (ev.client_y() as f64 - r.top()) * sy,
    )
}

/// Axis titles and ranges of a heatmap.
pub struct HeatmapAxes<'a> {
    pub x_desc: &'a str,
    pub y_desc: &'a str,
    /// Values of the first and last column / row (for tick labels).
    pub x_range: (f64, f64),
    pub y_range: (f64, f64),
}

/// Margins around every chart's plotting area (left, top, right, bottom), in canvas pixels:
/// room for tick labels, axis titles and the legend strip at the top.
pub const MARGINS: (f64, f64, f64, f64) = (62.0, 28.0, 14.0, 44.0);

/// The plotting rectangle of a canvas with the standard margins.
pub fn plot_rect(canvas: &HtmlCanvasElement) -> PlotRect {
    let (l, t, r, b) = MARGINS;
    PlotRect {
        x: l,
        y: t,
        w: (canvas.width() as f64 - l - r).max(1.0),
        h: (canvas.height() as f64 - t - b).max(1.0),
    }
}

/// Round tick values (steps of 1, 2 or 5 times a power of ten) covering [lo, hi].
pub fn nice_ticks(lo: f64, hi: f64, target: usize) -> Vec<f64> {
    if !(lo.is_finite() && hi.is_finite()) || hi <= lo {
        return vec![lo];
    }
    let raw = (hi - lo) / target.max(1) as f64;
    let mag = 10f64.powf(raw.log10().floor());
    let step = [1.0, 2.0, 5.0, 10.0]
        .iter()
        .map(|m| m * mag)
        .find(|&s| s >= raw)
        .unwrap_or(10.0 * mag);
    let first = (lo / step).ceil() as i64;
    let last = (hi / step).floor() as i64;
    (first..=last).map(|i| i as f64 * step).collect()
}

/// Powers of ten within [lo, hi] (for log axes).
pub fn log_ticks(lo: f64, hi: f64) -> Vec<f64> {
    if !(lo > 0.0 && hi > lo) {
        return vec![];
    }
    (lo.log10().ceil() as i32..=hi.log10().floor() as i32)
        .map(|e| 10f64.powi(e))
        .collect()
}

/// One axis: tick values (in data units), their pixel positions, and a title.
pub struct Axis<'a> {
    pub ticks: Vec<(f64, f64)>,
    pub format: &'a dyn Fn(f64) -> String,
    pub title: &'a str,
}

fn rgb_css(c: RGBColor) -> String {
    css([c.0, c.1, c.2])
}

/// Draws grid lines, tick labels, axis lines and titles around `rect` with plain canvas calls
/// (no page layout involved, unlike plotters' web text measurement).
pub fn draw_axes(
    canvas: &HtmlCanvasElement,
    pal: Palette,
    rect: PlotRect,
    x: &Axis,
    y: &Axis,
    grid: bool,
) {
    let Some(ctx) = context(canvas) else { return };
    ctx.set_line_width(1.0);
    if grid {
        ctx.set_stroke_style_str(&rgb_css(pal.grid));
        ctx.begin_path();
        for &(_, px) in &x.ticks {
            ctx.move_to(px.round() + 0.5, rect.y);
            ctx.line_to(px.round() + 0.5, rect.y + rect.h);
        }
        for &(_, py) in &y.ticks {
            ctx.move_to(rect.x, py.round() + 0.5);
            ctx.line_to(rect.x + rect.w, py.round() + 0.5);
        }
        ctx.stroke();
    }
    ctx.set_stroke_style_str(&rgb_css(pal.muted));
    ctx.begin_path();
    ctx.move_to(rect.x - 0.5, rect.y);
    ctx.line_to(rect.x - 0.5, rect.y + rect.h + 0.5);
    ctx.line_to(rect.x + rect.w, rect.y + rect.h + 0.5);
    for &(_, px) in &x.ticks {
        ctx.move_to(px.round() + 0.5, rect.y + rect.h);
        ctx.line_to(px.round() + 0.5, rect.y + rect.h + 5.0);
    }
    for &(_, py) in &y.ticks {
        ctx.move_to(rect.x - 5.0, py.round() + 0.5);
        ctx.line_to(rect.x, py.round() + 0.5);
    }
    ctx.stroke();
    ctx.set_fill_style_str(&rgb_css(pal.fg));
    ctx.set_font("12px sans-serif");
    ctx.set_text_align("center");
    ctx.set_text_baseline("top");
    for &(v, px) in &x.ticks {
        let _ = ctx.fill_text(&(x.format)(v), px, rect.y + rect.h + 7.0);
    }
    ctx.set_text_align("right");
    ctx.set_text_baseline("middle");
    for &(v, py) in &y.ticks {
        let _ = ctx.fill_text(&(y.format)(v), rect.x - 8.0, py);
    }
    ctx.set_font("13px sans-serif");
    ctx.set_text_align("center");
    ctx.set_text_baseline("bottom");
    let _ = ctx.fill_text(x.title, rect.x + rect.w / 2.0, canvas.height() as f64 - 2.0);
    ctx.save();
    let _ = ctx.translate(14.0, rect.y + rect.h / 2.0);
    let _ = ctx.rotate(-std::f64::consts::FRAC_PI_2);
    ctx.set_text_baseline("middle");
    let _ = ctx.fill_text(y.title, 0.0, 0.0);
    ctx.restore();
}

/// How a legend entry is drawn.
#[derive(Clone, Copy)]
pub enum Mark {
    Line(RGBColor),
    Dashed(RGBColor),
    Dot(RGBColor),
    Band(RGBColor),
}

/// A legend in the strip above the plotting area, right-aligned.
pub fn draw_legend(
    canvas: &HtmlCanvasElement,
    pal: Palette,
    rect: PlotRect,
    items: &[(&str, Mark)],
) {
    let Some(ctx) = context(canvas) else { return };
    ctx.set_font("12px sans-serif");
    ctx.set_text_baseline("middle");
    ctx.set_text_align("left");
    let y = rect.y - 14.0;
    let mut x = rect.x + rect.w;
    for (label, mark) in items.iter().rev() {
        let w = ctx.measure_text(label).map(|m| m.width()).unwrap_or(60.0);
        x -= w;
        ctx.set_fill_style_str(&rgb_css(pal.fg));
        let _ = ctx.fill_text(label, x, y);
        x -= 24.0;
        match *mark {
            Mark::Line(c) | Mark::Dashed(c) => {
                ctx.set_stroke_style_str(&rgb_css(c));
                ctx.set_line_width(2.0);
                if matches!(mark, Mark::Dashed(_)) {
                    let _ = ctx.set_line_dash(&js_sys::Array::of2(&4.into(), &3.into()));
                }
                ctx.begin_path();
                ctx.move_to(x, y);
                ctx.line_to(x + 18.0, y);
                ctx.stroke();
                let _ = ctx.set_line_dash(&js_sys::Array::new());
            }
            Mark::Dot(c) => {
                ctx.set_stroke_style_str(&rgb_css(c));
                ctx.set_line_width(1.0);
                ctx.begin_path();
                let _ = ctx.arc(x + 9.0, y, 3.0, 0.0, std::f64::consts::TAU);
                ctx.stroke();
            }
            Mark::Band(c) => {
                ctx.set_fill_style_str(&format!("rgba({},{},{},0.3)", c.0, c.1, c.2));
                ctx.fill_rect(x, y - 5.0, 18.0, 10.0);
            }
        }
        x -= 14.0;
    }
}

/// The plotters drawing area of exactly the plotting rectangle (series are drawn through it).
pub fn plot_area(
    canvas: &HtmlCanvasElement,
    pal: Palette,
) -> Option<DrawingArea<CanvasBackend, plotters::coord::Shift>> {
    let root = CanvasBackend::with_canvas_object(canvas.clone())?.into_drawing_area();
    root.fill(&pal.bg).ok()?;
    let (l, t, r, b) = MARGINS;
    Some(root.margin(t as i32, b as i32, l as i32, r as i32))
}

/// Draws a `rows x cols` heatmap (row 0 at the top) with `rgb(cell)` colours inside axes.
/// Returns the plotting rectangle for hover lookups.
pub fn heatmap(
    canvas: &HtmlCanvasElement,
    pal: Palette,
    axes: &HeatmapAxes,
    rows: usize,
    cols: usize,
    rgb: impl Fn(usize, usize) -> [u8; 3],
) -> Option<PlotRect> {
    if rows == 0 || cols == 0 {
        return None;
    }
    let ctx = context(canvas)?;
    ctx.set_fill_style_str(&rgb_css(pal.bg));
    ctx.fill_rect(0.0, 0.0, canvas.width() as f64, canvas.height() as f64);
    let rect = plot_rect(canvas);

    let mut data = vec![0u8; rows * cols * 4];
    for r in 0..rows {
        for c in 0..cols {
            let [red, g, b] = rgb(r, c);
            let o = (r * cols + c) * 4;
            data[o..o + 4].copy_from_slice(&[red, g, b, 255]);
        }
    }
    let image =
        ImageData::new_with_u8_clamped_array_and_sh(Clamped(&data), cols as u32, rows as u32)
            .ok()?;
    let doc = web_sys::window()?.document()?;
    let off: HtmlCanvasElement = doc.create_element("canvas").ok()?.dyn_into().ok()?;
    off.set_width(cols as u32);
    off.set_height(rows as u32);
    context(&off)?.put_image_data(&image, 0.0, 0.0).ok()?;
    ctx.set_image_smoothing_enabled(false);
    ctx.draw_image_with_html_canvas_element_and_dw_and_dh(&off, rect.x, rect.y, rect.w, rect.h)
        .ok()?;

    // Ticks at cell centres: value v sits in cell (v - first) / (last - first) * (n - 1).
    let cell = |v: f64, (a, b): (f64, f64), n: usize, start: f64, len: f64| {
        let idx = if b > a {
            (v - a) / (b - a) * (n - 1) as f64
        } else {
            0.0
        };
        start + (idx + 0.5) * len / n as f64
    };
    let (x0, x1) = axes.x_range;
    let (y0, y1) = axes.y_range;
    let xt = nice_ticks(x0, x1, 8.min(cols.max(1)));
    let yt = nice_ticks(y0, y1, 8.min(rows.max(1)));
    let fmt = |v: f64| format!("{}", v.round());
    draw_axes(
        canvas,
        pal,
        rect,
        &Axis {
            ticks: xt
                .iter()
                .map(|&v| (v, cell(v, axes.x_range, cols, rect.x, rect.w)))
                .collect(),
            format: &fmt,
            title: axes.x_desc,
        },
        &Axis {
            ticks: yt
                .iter()
                .map(|&v| (v, cell(v, axes.y_range, rows, rect.y, rect.h)))
                .collect(),
            format: &fmt,
            title: axes.y_desc,
        },
        false,
    );
    Some(rect)
}

/// Moves a (row, column) cursor over a `rows x cols` grid for an arrow/Home key; `None` for other
/// keys (the event is then left alone). Shared by the heatmap views' keyboard navigation.
pub fn move_cursor(
    key: &str,
    cursor: Option<(usize, usize)>,
    rows: usize,
    cols: usize,
) -> Option<(usize, usize)> {
    let (r, c) = cursor.unwrap_or((0, 0));
    Some(match key {
        "ArrowUp" => (r.saturating_sub(1), c),
        "ArrowDown" => ((r + 1).min(rows.saturating_sub(1)), c),
        "ArrowLeft" => (r, c.saturating_sub(1)),
        "ArrowRight" => (r, (c + 1).min(cols.saturating_sub(1))),
        "Home" => (0, 0),
        _ => return None,
    })
}

/// Marks one column (the highlighted pair) with an outline.
pub fn outline_column(
    canvas: &HtmlCanvasElement,
    rect: PlotRect,
    cols: usize,
    col: usize,
    color: RGBColor,
) {
    if let Some(ctx) = context(canvas) {
        let w = rect.w / cols as f64;
        ctx.set_stroke_style_str(&css([color.0, color.1, color.2]));
        ctx.set_line_width(2.0);
        ctx.stroke_rect(rect.x + w * col as f64, rect.y, w, rect.h);
    }
}

/// A horizontal colour bar legend under or beside a chart, drawn with plain canvas calls.
pub fn legend_bar(
    canvas: &HtmlCanvasElement,
    pal: Palette,
    at: (f64, f64, f64, f64),
    map: impl Fn(f64) -> [u8; 3],
    left: &str,
    right: &str,
) {
    let Some(ctx) = context(canvas) else { return };
    let (x, y, w, h) = at;
    let steps = 64;
    for i in 0..steps {
        ctx.set_fill_style_str(&css(map(i as f64 / (steps - 1) as f64)));
        ctx.fill_rect(
            x + w * i as f64 / steps as f64,
            y,
            w / steps as f64 + 0.5,
            h,
        );
    }
    ctx.set_fill_style_str(&css([pal.fg.0, pal.fg.1, pal.fg.2]));
    ctx.set_font("12px sans-serif");
    ctx.set_text_baseline("top");
    ctx.set_text_align("left");
    let _ = ctx.fill_text(left, x, y + h + 2.0);
    ctx.set_text_align("right");
    let _ = ctx.fill_text(right, x + w, y + h + 2.0);
}

/// Whether an element is on (or within 300 px of) the screen, tracked with an
/// IntersectionObserver. Canvas views skip redrawing while off screen and redraw, with the
/// current state, as soon as they come into view: a control change then only pays for what the
/// user can see. Without IntersectionObserver the element counts as visible.
pub fn visibility<E>(node: leptos::prelude::NodeRef<E>) -> leptos::prelude::RwSignal<bool>
where
    E: leptos::html::ElementType,
    E::Output: JsCast + Clone + 'static,
{
    use leptos::prelude::*;
    use wasm_bindgen::closure::Closure;
    let visible = RwSignal::new(false);
    let observer: StoredValue<Option<web_sys::IntersectionObserver>, LocalStorage> =
        StoredValue::new_local(None);
    Effect::new(move |_| {
        let Some(el) = node.get() else { return };
        let Some(el) = el.dyn_ref::<web_sys::Element>().cloned() else {
            visible.set(true);
            return;
        };
        let cb = Closure::<dyn FnMut(js_sys::Array)>::new(move |entries: js_sys::Array| {
            if let Some(e) = entries
                .get(entries.length().saturating_sub(1))
                .dyn_ref::<web_sys::IntersectionObserverEntry>()
            {
                let _ = visible.try_set(e.is_intersecting());
            }
        });
        let opts = web_sys::IntersectionObserverInit::new();
        opts.set_root_margin("300px");
        match web_sys::IntersectionObserver::new_with_options(cb.as_ref().unchecked_ref(), &opts) {
            Ok(obs) => {
                obs.observe(&el);
                observer.set_value(Some(obs));
                // Owned by the observer from here on; it is disconnected on cleanup.
                cb.forget();
            }
            Err(_) => visible.set(true),
        }
    });
    on_cleanup(move || {
        if let Some(Some(obs)) = observer.try_get_value() {
            obs.disconnect();
        }
    });
    visible
}
