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
    let backend = CanvasBackend::with_canvas_object(canvas.clone())?;
    let root = backend.into_drawing_area();
    root.fill(&pal.bg).ok()?;
    // Rows top to bottom: the y axis runs from the last row's value down to the first's.
    let (x0, x1) = axes.x_range;
    let (y0, y1) = axes.y_range;
    let mut chart = ChartBuilder::on(&root)
        .margin(8)
        // Room above the plot for the colour legend.
        .margin_top(26)
        .x_label_area_size(34)
        .y_label_area_size(58)
        .build_cartesian_2d(x0 - 0.5..x1 + 0.5, y1 + 0.5..y0 - 0.5)
        .ok()?;
    chart
        .configure_mesh()
        .disable_mesh()
        .x_desc(axes.x_desc)
        .y_desc(axes.y_desc)
        .x_labels(8)
        .y_labels(8)
        .x_label_formatter(&|v| format!("{}", v.round()))
        .y_label_formatter(&|v| format!("{}", v.round()))
        .axis_style(pal.muted)
        .label_style(("sans-serif", 12).into_font().color(&pal.fg))
        .axis_desc_style(("sans-serif", 13).into_font().color(&pal.fg))
        .draw()
        .ok()?;
    let (xr, yr) = chart.plotting_area().get_pixel_range();
    let rect = PlotRect {
        x: xr.start as f64,
        y: yr.start as f64,
        w: (xr.end - xr.start) as f64,
        h: (yr.end - yr.start) as f64,
    };
    root.present().ok()?;
    drop(chart);
    drop(root);

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
    let ctx = context(canvas)?;
    ctx.set_image_smoothing_enabled(false);
    ctx.draw_image_with_html_canvas_element_and_dw_and_dh(&off, rect.x, rect.y, rect.w, rect.h)
        .ok()?;
    Some(rect)
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

/// A text style for plotters labels in the palette's foreground colour.
pub fn label_style(pal: Palette, size: u32) -> TextStyle<'static> {
    ("sans-serif", size).into_font().color(&pal.fg)
}
