//! The one renderer: paints the core's chart descriptions (`rope::view::chart`) on a canvas with
//! plotters-canvas. Every position is computed by the core (`LineChart::to_px`,
//! `GridChart::cell_centre`, `legend_layout`, `CellGrid`); this module only picks the theme's
//! colours and issues plotters drawing calls. Grid cells go through one `putImageData` (fast at
//! 256 x 128 cells); axes, legends, dials and bars are plotters elements, lines are stroked on
//! the 2D context unrounded. Every canvas is drawn in CSS pixels on a backing store of its CSS
//! size times the device pixel ratio ([`fit`]): what is drawn is never shrunk or stretched.

use plotters::element::DashedPathElement;
use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};
use plotters_canvas::CanvasBackend;
use wasm_bindgen::{Clamped, JsCast};
use web_sys::{CanvasRenderingContext2d, HtmlCanvasElement, ImageData};

use crate::rope::view::chart::{
    fit_title, tick_step, ColorLegend, GridChart, Ink, LineChart, Mark, PlotRect, Rgb, Series,
    FONT_PX, TITLE_PX, Y_LABEL_GAP, Y_TITLE_X,
};

/// Colours of the current theme (match www/style.css), and the canvases' text scale.
#[derive(Clone, Copy, PartialEq)]
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
    /// Okabe-Ito reddish purple: a fourth series.
    pub accent4: RGBColor,
    /// How much larger than drawn for a laptop every canvas text is ([`font_scale`]). The line
    /// and grid charts draw their whole layout at 1 / scale of their width, magnified
    /// ([`zoom`]), so their margins and legends still fit their labels; the dials and bars
    /// scale their labels' type.
    pub scale: f64,
}

/// The canvases' text scale: 1, or 1.5 in presentation mode (`present=1`).
pub fn font_scale(present: bool) -> f64 {
    if present {
        1.5
    } else {
        1.0
    }
}

/// The palette of the store's theme and presentation mode (`dark`, `present`).
pub fn palette(dark: bool, present: bool) -> Palette {
    let scale = font_scale(present);
    if dark {
        Palette {
            bg: RGBColor(0x0f, 0x12, 0x16),
            fg: RGBColor(0xe6, 0xe9, 0xee),
            muted: RGBColor(0xa4, 0xad, 0xb8),
            grid: RGBColor(0x39, 0x41, 0x4b),
            accent: RGBColor(0x56, 0xb4, 0xe9),
            accent2: RGBColor(0xe6, 0x9f, 0x00),
            accent3: RGBColor(0x00, 0x9e, 0x73),
            accent4: RGBColor(0xcc, 0x79, 0xa7),
            scale,
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
            accent4: RGBColor(0xcc, 0x79, 0xa7),
            scale,
        }
    }
}

impl Palette {
    /// `size` CSS px times the text scale.
    pub fn scaled(&self, size: u32) -> u32 {
        (size as f64 * self.scale).round() as u32
    }

    pub fn ink(&self, ink: Ink) -> RGBColor {
        match ink {
            Ink::Main => self.accent,
            Ink::Compare => self.accent2,
            Ink::Third => self.accent3,
            Ink::Fourth => self.accent4,
            Ink::Fg => self.fg,
            Ink::Muted => self.muted,
        }
    }
}

fn rgb(c: Rgb) -> RGBColor {
    RGBColor(c[0], c[1], c[2])
}

/// The plotters drawing area of a whole canvas, cleared to the background.
type Area = DrawingArea<CanvasBackend, plotters::coord::Shift>;

/// The CSS size a canvas is drawn at: after [`fit`], its CSS width `w` and the matching height.
fn css_size(canvas: &HtmlCanvasElement, w: f64) -> (f64, f64) {
    (w, canvas.height() as f64 * w / canvas.width().max(1) as f64)
}

fn area(canvas: &HtmlCanvasElement, pal: Palette) -> Option<Area> {
    let root = CanvasBackend::with_canvas_object(canvas.clone())?.into_drawing_area();
    root.fill(&pal.bg).ok()?;
    Some(root)
}

fn px(p: (f64, f64)) -> (i32, i32) {
    (p.0.round() as i32, p.1.round() as i32)
}

/// A chart's size for its layout, `(w, h)` CSS px divided by the text scale `s`
/// ([`Palette::scale`]), with the canvas magnified to match (undone by [`unzoom`] before the
/// caller draws in CSS px again).
fn zoom(canvas: &HtmlCanvasElement, s: f64, (w, h): (f64, f64)) -> (f64, f64, f64) {
    if s != 1.0 {
        if let Some(c) = context(canvas) {
            let _ = c.scale(s, s);
        }
    }
    (w / s, h / s, s)
}

/// Undoes [`zoom`]; returns `rect` in CSS px (what hover lookups and overlays use).
fn unzoom(canvas: &HtmlCanvasElement, rect: PlotRect, s: f64) -> PlotRect {
    if s == 1.0 {
        return rect;
    }
    if let Some(c) = context(canvas) {
        let _ = c.scale(1.0 / s, 1.0 / s);
    }
    PlotRect {
        x: rect.x * s,
        y: rect.y * s,
        w: rect.w * s,
        h: rect.h * s,
    }
}

/// A text style: `size` px sans-serif in `color`, anchored at `pos` (in a chart magnified by
/// [`zoom`]).
pub fn text_style(size: u32, color: RGBColor, h: HPos, v: VPos) -> TextStyle<'static> {
    ("sans-serif", size)
        .into_font()
        .color(&color)
        .pos(Pos::new(h, v))
}

fn text(root: &Area, s: &str, at: (f64, f64), style: &TextStyle) {
    let _ = root.draw(&Text::new(s.to_string(), px(at), style.clone()));
}

fn line(root: &Area, a: (f64, f64), b: (f64, f64), style: ShapeStyle) {
    let _ = root.draw(&PathElement::new(vec![px(a), px(b)], style));
}

/// Grid lines, ticks, tick labels, axis lines and titles around `rect`. Tick positions come
/// in pixels: `(label, x)` below the plot and `(label, y)` left of it.
fn axes(
    root: &Area,
    pal: Palette,
    rect: PlotRect,
    x_ticks: &[(String, f64)],
    y_ticks: &[(String, f64)],
    titles: (&str, &str),
    grid: bool,
) {
    let (bottom, right) = (rect.y + rect.h, rect.x + rect.w);
    let (g, m) = (pal.grid.stroke_width(1), pal.muted.stroke_width(1));
    // Every k-th tick (`tick_step`): labels that would touch are left out with their lines.
    let (kx, ky) = (tick_step(x_ticks, true), tick_step(y_ticks, false));
    let below = text_style(FONT_PX, pal.fg, HPos::Center, VPos::Top);
    for (i, (label, x)) in x_ticks.iter().enumerate() {
        if i % kx == 0 {
            if grid {
                line(root, (*x, rect.y), (*x, bottom), g);
            }
            line(root, (*x, bottom), (*x, bottom + 5.0), m);
            text(root, label, (*x, bottom + 7.0), &below);
        }
    }
    let left = text_style(FONT_PX, pal.fg, HPos::Right, VPos::Center);
    for (i, (label, y)) in y_ticks.iter().enumerate() {
        if i % ky == 0 {
            if grid {
                line(root, (rect.x, *y), (right, *y), g);
            }
            line(root, (rect.x - 5.0, *y), (rect.x, *y), m);
            text(root, label, (rect.x - Y_LABEL_GAP, *y), &left);
        }
    }
    line(root, (rect.x, rect.y), (rect.x, bottom), m);
    line(root, (rect.x, bottom), (right, bottom), m);
    let title = text_style(TITLE_PX, pal.fg, HPos::Center, VPos::Bottom);
    // At the foot of the bottom margin.
    text(
        root,
        titles.0,
        (rect.x + rect.w / 2.0, bottom + 42.0),
        &title,
    );
    let y_title = text_style(TITLE_PX, pal.fg, HPos::Center, VPos::Center)
        .transform(FontTransform::Rotate270);
    text(
        root,
        fit_title(titles.1, rect.h + 24.0),
        (Y_TITLE_X, rect.y + rect.h / 2.0),
        &y_title,
    );
}

/// A legend in the rows above the plotting area (`legend_layout`).
fn legend(root: &Area, pal: Palette, at: &[(f64, f64)], items: &[(String, Mark)]) {
    let style = text_style(FONT_PX, pal.fg, HPos::Left, VPos::Center);
    for ((label, mark), &(x, y)) in items.iter().zip(at) {
        match *mark {
            Mark::Line(i) => line(root, (x, y), (x + 18.0, y), pal.ink(i).stroke_width(2)),
            Mark::Dashed(i) => {
                let _ = root.draw(&DashedPathElement::new(
                    vec![px((x, y)), px((x + 18.0, y))],
                    4,
                    3,
                    pal.ink(i).stroke_width(2),
                ));
            }
            Mark::Dot(i) => {
                let _ = root.draw(&Circle::new(
                    px((x + 9.0, y)),
                    3,
                    pal.ink(i).stroke_width(1),
                ));
            }
            Mark::Band(i) => {
                let _ = root.draw(&Rectangle::new(
                    [px((x, y - 5.0)), px((x + 18.0, y + 5.0))],
                    pal.ink(i).mix(0.3).filled(),
                ));
            }
        }
        text(root, label, (x + 24.0, y), &style);
    }
}

/// Paints a line chart; returns its plotting rectangle.
pub fn line_chart(canvas: &HtmlCanvasElement, pal: Palette, chart: &LineChart) -> Option<PlotRect> {
    let (w, h, s) = zoom(canvas, pal.scale, css_size(canvas, fit(canvas, 0.0)));
    let root = area(canvas, pal)?;
    let at = chart.legend_at(w);
    let rect = chart.plot_rect(w, h);
    let to = |p: (f64, f64)| px(chart.to_px(rect, p));
    let x_ticks: Vec<(String, f64)> = chart
        .x
        .ticks
        .iter()
        .map(|t| (t.label.clone(), chart.to_px(rect, (t.value, chart.y.lo)).0))
        .collect();
    let y_ticks: Vec<(String, f64)> = chart
        .y
        .ticks
        .iter()
        .map(|t| (t.label.clone(), chart.to_px(rect, (chart.x.lo, t.value)).1))
        .collect();
    axes(
        &root,
        pal,
        rect,
        &x_ticks,
        &y_ticks,
        (&chart.x.title, &chart.y.title),
        true,
    );
    let (top, bottom) = (rect.y, rect.y + rect.h);
    // The plotting rectangle as a drawing area (its own origin).
    let plot = root.clone().shrink(
        (rect.x as u32, rect.y as u32),
        (rect.w as u32 + 1, rect.h as u32 + 1),
    );
    let inside = |p: (i32, i32)| (p.0 - rect.x as i32, p.1 - rect.y as i32);
    // Series stay inside the plot: what runs past its edges is clipped.
    let ctx = context(canvas)?;
    ctx.save();
    ctx.begin_path();
    ctx.rect(rect.x, rect.y, rect.w, rect.h);
    ctx.clip();
    for s in &chart.series {
        match s {
            Series::Line {
                points,
                ink,
                width,
                dashed,
            } => {
                let pts: Vec<(f64, f64)> = points.iter().map(|&p| chart.to_px(rect, p)).collect();
                polyline(canvas, &pts, pal.ink(*ink), *width, *dashed);
            }
            Series::Points { points, ink } => {
                for &p in points {
                    let _ = plot.draw(&Circle::new(
                        inside(to(p)),
                        3,
                        pal.ink(*ink).stroke_width(1),
                    ));
                }
            }
            Series::VLine { x, ink, dashed } => {
                let xp = chart.to_px(rect, (*x, chart.y.lo)).0;
                let pts = vec![inside(px((xp, top))), inside(px((xp, bottom)))];
                let style = pal.ink(*ink).stroke_width(1);
                if *dashed {
                    let _ = plot.draw(&DashedPathElement::new(pts, 6, 4, style));
                } else {
                    let _ = plot.draw(&PathElement::new(pts, style));
                }
            }
            Series::Band { x0, x1, ink } => {
                let a = chart.to_px(rect, (*x0, chart.y.lo)).0;
                let b = chart.to_px(rect, (*x1, chart.y.lo)).0;
                let _ = plot.draw(&Rectangle::new(
                    [inside(px((a, top))), inside(px((b, bottom)))],
                    pal.ink(*ink).mix(0.15).filled(),
                ));
            }
            Series::HBand { y0, y1, ink } => {
                let a = chart.to_px(rect, (chart.x.lo, *y0)).1;
                let b = chart.to_px(rect, (chart.x.lo, *y1)).1;
                let _ = plot.draw(&Rectangle::new(
                    [inside(px((rect.x, a))), inside(px((rect.x + rect.w, b)))],
                    pal.ink(*ink).mix(0.15).filled(),
                ));
            }
            Series::Marker { at, ink } => {
                let _ = plot.draw(&Circle::new(inside(to(*at)), 4, pal.ink(*ink).filled()));
            }
        }
    }
    ctx.restore();
    legend(&root, pal, &at, &chart.legend);
    // The legend's entries with nothing to show (none: tested here and end to end).
    let _ = canvas.set_attribute("data-unseen", &chart.unseen().join("; "));
    root.present().ok()?;
    Some(unzoom(canvas, rect, s))
}

/// Points per stroked piece of a solid polyline.
const THICK_PIECE: usize = 16;

/// A polyline through canvas points (CSS pixels, not rounded: a straight run of points stays
/// straight at any pixel ratio), drawn on the 2D context with round joins. A solid line goes
/// in pieces of `THICK_PIECE` segments that share their end points, with round caps so that
/// they join like a round join. Why: the software canvas (no GPU) rasterizes one wide stroke of
/// a curve that oscillates from pixel to pixel (the score against distance) as one
/// self-overlapping outline, which took 2 ms per curve; pieces of 16 segments draw the same
/// pixels in about a fifth of the time. A dashed line is one piece (its pattern runs on).
fn polyline(
    canvas: &HtmlCanvasElement,
    pts: &[(f64, f64)],
    color: RGBColor,
    width: u32,
    dashed: bool,
) {
    let Some(c) = context(canvas) else { return };
    let RGBColor(r, g, b) = color;
    c.set_stroke_style_str(&format!("rgb({r},{g},{b})"));
    c.set_line_width(width as f64);
    c.set_line_cap(if width > 1 && !dashed {
        "round"
    } else {
        "butt"
    });
    c.set_line_join("round");
    let dash = js_sys::Array::new();
    if dashed {
        dash.push(&6.into());
        dash.push(&4.into());
    }
    let _ = c.set_line_dash(&dash);
    let piece = if dashed { pts.len() } else { THICK_PIECE };
    let mut start = 0;
    while start + 1 < pts.len() {
        let end = (start + piece).min(pts.len() - 1);
        c.begin_path();
        c.move_to(pts[start].0, pts[start].1);
        for p in &pts[start + 1..=end] {
            c.line_to(p.0, p.1);
        }
        c.stroke();
        start = end;
    }
    let _ = c.set_line_dash(&js_sys::Array::new());
    c.set_line_cap("butt");
}

/// The 2D context of a canvas.
pub fn context(canvas: &HtmlCanvasElement) -> Option<CanvasRenderingContext2d> {
    canvas.get_context("2d").ok()??.dyn_into().ok()
}

/// Paints a cell grid (one image, scaled without smoothing) inside axes, its colour legend and
/// the outlined column; returns the plotting rectangle for hover lookups.
pub fn grid_chart(canvas: &HtmlCanvasElement, pal: Palette, g: &GridChart) -> Option<PlotRect> {
    if g.rows == 0 || g.cols == 0 || g.cells.len() != g.rows * g.cols {
        return None;
    }
    let (w, h, s) = zoom(canvas, pal.scale, css_size(canvas, fit(canvas, 0.0)));
    let root = area(canvas, pal)?;
    let rect = g.plot_rect(w, h);
    let data = g.rgba();
    let image =
        ImageData::new_with_u8_clamped_array_and_sh(Clamped(&data), g.cols as u32, g.rows as u32)
            .ok()?;
    let doc = web_sys::window()?.document()?;
    let off: HtmlCanvasElement = doc.create_element("canvas").ok()?.dyn_into().ok()?;
    off.set_width(g.cols as u32);
    off.set_height(g.rows as u32);
    context(&off)?.put_image_data(&image, 0.0, 0.0).ok()?;
    let ctx = context(canvas)?;
    ctx.set_image_smoothing_enabled(false);
    ctx.draw_image_with_html_canvas_element_and_dw_and_dh(&off, rect.x, rect.y, rect.w, rect.h)
        .ok()?;
    let x_ticks: Vec<(String, f64)> =
        g.x.ticks
            .iter()
            .map(|t| {
                let at = GridChart::cell_centre(&g.x, g.cols, t.value, rect.x, rect.w);
                (t.label.clone(), at)
            })
            .collect();
    let y_ticks: Vec<(String, f64)> =
        g.y.ticks
            .iter()
            .map(|t| {
                let at = GridChart::cell_centre(&g.y, g.rows, t.value, rect.y, rect.h);
                (t.label.clone(), at)
            })
            .collect();
    axes(
        &root,
        pal,
        rect,
        &x_ticks,
        &y_ticks,
        (&g.x.title, &g.y.title),
        false,
    );
    if let Some(col) = g.outline_col {
        let w = rect.w / g.cols as f64;
        let x0 = rect.x + w * col as f64;
        let _ = root.draw(&Rectangle::new(
            [px((x0, rect.y)), px((x0 + w, rect.y + rect.h))],
            pal.accent2.stroke_width(2),
        ));
    }
    if let Some(l) = &g.legend {
        colour_bar(&root, pal, (rect.x + rect.w - 180.0, 3.0, 180.0, 8.0), l);
    }
    root.present().ok()?;
    Some(unzoom(canvas, rect, s))
}

/// Draws a grid's [`CellMarks`](crate::rope::view::chart::CellMarks) over what
/// [`grid_chart`] painted (same canvas, same transform, plotting rectangle `rect`): the gaps
/// between merge blocks, the key patch (dashed) and the query patch (solid). A function of its
/// own, passed to the grid component only by the vision view, so the page's module does not
/// link it.
pub fn grid_marks(canvas: &HtmlCanvasElement, pal: Palette, g: &GridChart, rect: PlotRect) {
    let Some(root) =
        CanvasBackend::with_canvas_object(canvas.clone()).map(|b| b.into_drawing_area())
    else {
        return;
    };
    if let Some(m) = &g.marks {
        let (w, h) = (rect.w / g.cols.max(1) as f64, rect.h / g.rows.max(1) as f64);
        // Gaps in the background colour between the merge blocks.
        let b = m.block.max(1);
        for c in (b..g.cols).step_by(b) {
            let x = rect.x + w * c as f64;
            line(
                &root,
                (x, rect.y),
                (x, rect.y + rect.h),
                pal.bg.stroke_width(3),
            );
        }
        for r in (b..g.rows).step_by(b) {
            let y = rect.y + h * r as f64;
            line(
                &root,
                (rect.x, y),
                (rect.x + rect.w, y),
                pal.bg.stroke_width(3),
            );
        }
        let corners = |(r, c): (usize, usize), inset: f64| {
            let (x0, y0) = (rect.x + w * c as f64 + inset, rect.y + h * r as f64 + inset);
            let (x1, y1) = (x0 + w - 2.0 * inset, y0 + h - 2.0 * inset);
            vec![
                px((x0, y0)),
                px((x1, y0)),
                px((x1, y1)),
                px((x0, y1)),
                px((x0, y0)),
            ]
        };
        // Each outline over a wider one in the background colour, so it stands out on the
        // darkest and the lightest cells alike.
        if let Some(cell) = m.key {
            let halo = pal.bg.stroke_width(4);
            let _ = root.draw(&PathElement::new(corners(cell, 4.0), halo));
            let style = pal.fg.stroke_width(2);
            let _ = root.draw(&DashedPathElement::new(corners(cell, 4.0), 5, 3, style));
        }
        if let Some(cell) = m.query {
            let _ = root.draw(&PathElement::new(
                corners(cell, 2.0),
                pal.bg.stroke_width(5),
            ));
            let _ = root.draw(&PathElement::new(
                corners(cell, 2.0),
                pal.fg.stroke_width(3),
            ));
        }
    }
    let _ = root.present();
}

/// A horizontal colour bar with its end labels.
fn colour_bar(root: &Area, pal: Palette, (x, y, w, h): (f64, f64, f64, f64), l: &ColorLegend) {
    let steps = 64;
    for i in 0..steps {
        let c = l.map.at(i as f64 / (steps - 1) as f64);
        let x0 = x + w * i as f64 / steps as f64;
        let _ = root.draw(&Rectangle::new(
            [px((x0, y)), px((x0 + w / steps as f64 + 1.0, y + h))],
            rgb(c).filled(),
        ));
    }
    text(
        root,
        &l.left,
        (x, y + h + 2.0),
        &text_style(FONT_PX, pal.fg, HPos::Left, VPos::Top),
    );
    text(
        root,
        &l.right,
        (x + w, y + h + 2.0),
        &text_style(FONT_PX, pal.fg, HPos::Right, VPos::Top),
    );
}

/// Draws on a whole canvas with plotters elements (the compass dials and the score bars):
/// clears it, hands the area to `paint`, presents.
pub fn paint(canvas: &HtmlCanvasElement, pal: Palette, paint: impl FnOnce(&Area)) {
    if let Some(root) = area(canvas, pal) {
        paint(&root);
        let _ = root.present();
    }
}

/// Labels of one style, drawn straight on the 2D context once the shapes are painted. Why not
/// plotters' text: it sets the font, colour, alignment and baseline again for every label (four
/// strings across the wasm boundary and a CSS font parse each), which took 4.5 ms per edit for
/// the 384 labels of 128 compass dials; here the style is set once per batch, and the labels
/// cross in one string drawn by one JavaScript call (`www/canvas-text.js`).
pub struct Labels {
    size: u32,
    color: RGBColor,
    anchor: (HPos, VPos),
    /// The labels, one per line.
    lines: String,
    /// Their positions, x and y in turn.
    xy: Vec<f64>,
}

#[wasm_bindgen::prelude::wasm_bindgen(module = "/www/canvas-text.js")]
extern "C" {
    /// `ctx.fillText` for each line of `lines` at its (x, y) in `xy`, in one call.
    #[wasm_bindgen(js_name = fillTexts)]
    fn fill_texts(ctx: &CanvasRenderingContext2d, lines: &str, xy: &[f64]);

    /// Every canvas is drawn in CSS pixels: this sizes its backing store to its CSS box (`h`
    /// CSS px high when not 0, else the box's height) times the device pixel ratio, left alone
    /// (not cleared) when it already is, and scales its context to match. Returns the CSS
    /// width.
    pub fn fit(canvas: &HtmlCanvasElement, h: f64) -> f64;

    /// Sets a canvas's CSS height, in pixels, and its width to the whole line (through the
    /// CSSOM, which a strict CSP allows).
    #[wasm_bindgen(js_name = setHeight)]
    pub fn set_height(canvas: &HtmlCanvasElement, h: f64);
}

impl Labels {
    /// `size`: CSS px times the text scale ([`Palette::scaled`]).
    pub fn new(size: u32, color: RGBColor, h: HPos, v: VPos) -> Self {
        Labels {
            size,
            color,
            anchor: (h, v),
            lines: String::new(),
            xy: Vec::new(),
        }
    }

    /// A label at `at` (canvas pixels, rounded as the plotters shapes are).
    /// (A line break inside a label would split it: it becomes a space.)
    pub fn push(&mut self, text: String, at: (f64, f64)) {
        if !self.xy.is_empty() {
            self.lines.push('\n');
        }
        self.lines.push_str(&text.replace('\n', " "));
        let (x, y) = px(at);
        self.xy.extend([x as f64, y as f64]);
    }

    pub fn draw(&self, canvas: &HtmlCanvasElement) {
        let Some(ctx) = context(canvas) else {
            return;
        };
        let RGBColor(r, g, b) = self.color;
        ctx.set_font(&format!("{}px sans-serif", self.size));
        ctx.set_fill_style_str(&format!("rgb({r},{g},{b})"));
        ctx.set_text_align(match self.anchor.0 {
            HPos::Left => "start",
            HPos::Right => "end",
            HPos::Center => "center",
        });
        ctx.set_text_baseline(match self.anchor.1 {
            VPos::Top => "top",
            VPos::Center => "middle",
            VPos::Bottom => "bottom",
        });
        if !self.xy.is_empty() {
            fill_texts(&ctx, &self.lines, &self.xy);
        }
    }
}

/// Plotters helpers for the views that draw their own shapes.
pub mod shapes {
    use super::*;

    pub fn segment(root: &Area, a: (f64, f64), b: (f64, f64), style: ShapeStyle) {
        line(root, a, b, style);
    }

    pub fn ring(root: &Area, c: (f64, f64), r: f64, style: ShapeStyle) {
        let _ = root.draw(&Circle::new(px(c), r.round() as i32, style));
    }

    pub fn dot(root: &Area, c: (f64, f64), r: f64, color: RGBColor) {
        let _ = root.draw(&Circle::new(px(c), r.round() as i32, color.filled()));
    }

    pub fn rect(root: &Area, a: (f64, f64), b: (f64, f64), style: ShapeStyle) {
        let _ = root.draw(&Rectangle::new([px(a), px(b)], style));
    }
}

/// A mouse event's position on a canvas, in the CSS pixels it is drawn in.
pub fn event_canvas_xy(canvas: &HtmlCanvasElement, ev: &web_sys::MouseEvent) -> (f64, f64) {
    let r = canvas.get_bounding_client_rect();
    (
        ev.client_x() as f64 - r.left(),
        ev.client_y() as f64 - r.top(),
    )
}

/// Whether an element is on (or within 300 px of) the screen, tracked with an
/// IntersectionObserver. Canvas views skip redrawing while off screen and redraw, with the
/// current state, as soon as they come into view: a control change then only pays for what the
/// user can see. Without IntersectionObserver the element counts as visible. The observer and
/// its callback live exactly as long as the view: both are dropped (and the observer
/// disconnected) on cleanup, so remounting a view leaks nothing.
pub fn visibility<E>(node: leptos::prelude::NodeRef<E>) -> leptos::prelude::RwSignal<bool>
where
    E: leptos::html::ElementType,
    E::Output: JsCast + Clone + 'static,
{
    visibility_within(node, "300px")
}

/// What [`observe_element`] calls to let go of an element: disconnects its observer (or
/// removes its listeners), dropping their callbacks.
pub type Detach = Box<dyn FnOnce()>;

/// Attaches a DOM observer (or listeners) to `node`'s element when it mounts, and again to the
/// new element when it is replaced (a canvas inside a `Show`), detaching from the old one; the
/// last is detached when the component is cleaned up, so remounting a view leaks nothing. The
/// one effect of the DOM observers (resize, intersection, scroll): `attach(element)` returns
/// how to detach, or `None` when it attached nothing.
pub fn observe_element<E>(
    node: leptos::prelude::NodeRef<E>,
    attach: impl Fn(&web_sys::Element) -> Option<Detach> + 'static,
) where
    E: leptos::html::ElementType,
    E::Output: JsCast + Clone + 'static,
{
    use leptos::prelude::*;
    let held: StoredValue<Option<Detach>, LocalStorage> = StoredValue::new_local(None);
    let detach = move || {
        if let Some(Some(old)) = held.try_update_value(Option::take) {
            old();
        }
    };
    Effect::new(move |_| {
        let Some(el) = node.get() else { return };
        detach();
        if let Some(el) = el.dyn_ref::<web_sys::Element>() {
            let next = untrack(|| attach(el));
            held.set_value(next);
        }
    });
    on_cleanup(detach);
}

/// Calls `changed(element)` whenever `node`'s element changes size (a ResizeObserver that lives
/// as long as the component, and follows the node if it is replaced).
pub fn on_resize<E>(
    node: leptos::prelude::NodeRef<E>,
    changed: impl Fn(&web_sys::HtmlElement) + Clone + 'static,
) where
    E: leptos::html::ElementType,
    E::Output: JsCast + Clone + 'static,
{
    use wasm_bindgen::closure::Closure;
    observe_element(node, move |el| {
        let el = el.dyn_ref::<web_sys::HtmlElement>()?.clone();
        let (watched, changed) = (el.clone(), changed.clone());
        let cb =
            Closure::<dyn FnMut(js_sys::Array)>::new(move |_: js_sys::Array| changed(&watched));
        let obs = web_sys::ResizeObserver::new(cb.as_ref().unchecked_ref()).ok()?;
        obs.observe(&el);
        Some(Box::new(move || {
            obs.disconnect();
            drop(cb);
        }))
    });
}

/// The CSS width of `node` in pixels, kept up to date (0 until laid out).
pub fn observed_width<E>(node: leptos::prelude::NodeRef<E>) -> leptos::prelude::RwSignal<f64>
where
    E: leptos::html::ElementType,
    E::Output: JsCast + Clone + 'static,
{
    use leptos::prelude::*;
    let width = RwSignal::new(0.0);
    on_resize(node, move |el| {
        let w = el.get_bounding_client_rect().width();
        if width.try_get_untracked().is_some_and(|old| old != w) {
            let _ = width.try_set(w);
        }
    });
    width
}

/// The attribute an element watched by [`visibility_within`] carries: `false` until its
/// IntersectionObserver first reports it on (or near) the screen, then `true` or `false` as it
/// comes and goes. Tests wait on it instead of waiting for a time.
pub const IN_SIGHT: &str = "data-in-sight";

/// [`visibility`] with another margin around the screen (CSS `rootMargin`: "100% 0px" is one
/// screen height above and below).
pub fn visibility_within<E>(
    node: leptos::prelude::NodeRef<E>,
    margin: &'static str,
) -> leptos::prelude::RwSignal<bool>
where
    E: leptos::html::ElementType,
    E::Output: JsCast + Clone + 'static,
{
    use leptos::prelude::*;
    use wasm_bindgen::closure::Closure;
    let visible = RwSignal::new(false);
    observe_element(node, move |el| {
        let cb = Closure::<dyn FnMut(js_sys::Array)>::new(move |entries: js_sys::Array| {
            if let Some(e) = entries
                .get(entries.length().saturating_sub(1))
                .dyn_ref::<web_sys::IntersectionObserverEntry>()
            {
                let _ = visible.try_set(e.is_intersecting());
                // The page signal tests wait on: set after the signal, so the views' effects
                // are already queued when it reads "true".
                let _ = e
                    .target()
                    .set_attribute(IN_SIGHT, if e.is_intersecting() { "true" } else { "false" });
            }
        });
        let opts = web_sys::IntersectionObserverInit::new();
        opts.set_root_margin(margin);
        match web_sys::IntersectionObserver::new_with_options(cb.as_ref().unchecked_ref(), &opts) {
            Ok(obs) => {
                let _ = el.set_attribute(IN_SIGHT, "false");
                obs.observe(el);
                Some(Box::new(move || {
                    obs.disconnect();
                    drop(cb);
                }) as Detach)
            }
            Err(_) => {
                visible.set(true);
                let _ = el.set_attribute(IN_SIGHT, "true");
                None
            }
        }
    });
    visible
}
