//! Pure chart geometry and chart descriptions: what a chart shows, decided here and tested
//! natively; the UI's one renderer (`app::draw`, plotters on a canvas) only paints it.
//!
//! - colour maps (viridis, cyclic, diverging) as RGB values;
//! - tick choice (`nice_ticks`, `log_ticks`), axis scales and data -> pixel mapping;
//! - the plotting rectangle inside a canvas, hit-testing, keyboard cursor moves;
//! - [`LineChart`] (axes, series, markers, legend) and [`GridChart`] (a coloured cell grid).

/// An RGB colour.
pub type Rgb = [u8; 3];

fn lerp_stops(stops: &[(f64, Rgb)], t: f64) -> Rgb {
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

/// Formats a message for a chart's own texts (axis titles, legend entries), which the layout
/// measures: the app passes `tf` (the learner's language), native code and tests pass `en`.
pub type Tr<'a> = &'a dyn Fn(&crate::rope::base::i18n::Msg) -> String;

/// Viridis (perceptually uniform, colour-blind safe) for t in [0, 1].
pub fn viridis(t: f64) -> Rgb {
    const STOPS: [(f64, Rgb); 9] = [
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
pub fn cyclic(t: f64) -> Rgb {
    const STOPS: [(f64, Rgb); 5] = [
        (0.0, [0xe2, 0xd9, 0xe2]),
        (0.25, [0x5e, 0x7a, 0xb8]),
        (0.5, [0x2f, 0x14, 0x36]),
        (0.75, [0xa9, 0x4a, 0x43]),
        (1.0, [0xe2, 0xd9, 0xe2]),
    ];
    lerp_stops(&STOPS, t)
}

/// A diverging map for signed values t in [-1, 1]: blue (negative), pale (0), orange (positive).
pub fn diverging(t: f64) -> Rgb {
    const STOPS: [(f64, Rgb); 5] = [
        (0.0, [0x00, 0x4c, 0x8c]),
        (0.25, [0x6f, 0xa8, 0xdc]),
        (0.5, [0xf2, 0xf2, 0xee]),
        (0.75, [0xf0, 0xa2, 0x4a]),
        (1.0, [0xa3, 0x4a, 0x00]),
    ];
    lerp_stops(&STOPS, (t + 1.0) / 2.0)
}

/// Greys a colour (70 % mid-grey): cells outside what a model met in training.
pub fn greyed(c: Rgb) -> Rgb {
    c.map(|v| (v as f64 * 0.3 + 128.0 * 0.7) as u8)
}

/// Which colour map a grid uses (the legend bar is drawn from the same map).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColorMap {
    Viridis,
    Cyclic,
    Diverging,
}

impl ColorMap {
    /// The colour at t in [0, 1] along the map (for diverging, 0 is -1 and 1 is +1).
    pub fn at(self, t: f64) -> Rgb {
        match self {
            ColorMap::Viridis => viridis(t),
            ColorMap::Cyclic => cyclic(t),
            ColorMap::Diverging => diverging(2.0 * t - 1.0),
        }
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
    // Multiply (not accumulate) so 0.1 * 3 stays 0.30000000000000004 at worst, never drifts.
    (first..=last).map(|i| i as f64 * step).collect()
}

/// Powers of ten within [lo, hi] (for log axes).
pub fn log_ticks(lo: f64, hi: f64) -> Vec<f64> {
    if !(lo > 0.0 && hi > lo && hi.is_finite()) {
        return vec![];
    }
    (lo.log10().ceil() as i32..=hi.log10().floor() as i32)
        .map(|e| 10f64.powi(e))
        .collect()
}

/// Where a chart puts its plotting area, in canvas pixels.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct PlotRect {
    pub x: f64,
    pub y: f64,
    pub w: f64,
    pub h: f64,
}

/// Text sizes in every chart, in CSS pixels: a chart's backing store follows its CSS size times
/// the device pixel ratio and the renderer draws in CSS pixels, so these are the sizes a reader
/// sees on any screen (tick labels and legends, axis titles, the small labels under the dials).
pub const FONT_PX: u32 = 12;
pub const TITLE_PX: u32 = 13;
pub const SMALL_PX: u32 = 11;

/// Margins around every chart's plotting area (left, right, bottom), in CSS pixels: room for
/// tick labels and axis titles. The top holds the legend, one 16 px line per row (at least one).
/// The left margin is the least one: wider y tick labels get more ([`left_margin`]).
pub const MARGINS: (f64, f64, f64) = (62.0, 14.0, 44.0);

/// The centre of the y axis title (drawn turned a quarter), in CSS px from the canvas's left.
pub const Y_TITLE_X: f64 = 11.0;
/// Where the turned y title ends on the right: its centre, half its 13 px line (with the
/// font's ascent and descent, 0.6 em) and a 4 px gap.
pub const Y_TITLE_RIGHT: f64 = Y_TITLE_X + 0.6 * TITLE_PX as f64 + 4.0;
/// The gap between a y tick label's right end and the y axis (the renderer draws it there).
pub const Y_LABEL_GAP: f64 = 8.0;

/// A tick label's width at 12 px, never under what a browser draws: digits are the widest
/// glyphs a tick label has (0.636 em in DejaVu Sans, Linux's usual sans-serif; 0.556 em in
/// Arial and Helvetica), counted at 0.65 em.
pub fn tick_label_width(text: &str) -> f64 {
    text.chars().count() as f64 * 0.65 * FONT_PX as f64
}

/// The left margin that keeps the widest of `y_labels` clear of the y title: the title, a
/// gap, the label and its gap to the axis (at least [`MARGINS`]' left).
pub fn left_margin<'a>(y_labels: impl IntoIterator<Item = &'a str>) -> f64 {
    let widest = y_labels
        .into_iter()
        .map(tick_label_width)
        .fold(0.0, f64::max);
    (Y_TITLE_RIGHT + widest + Y_LABEL_GAP).max(MARGINS.0)
}

impl PlotRect {
    /// The plotting rectangle of a `width x height` chart whose legend takes `legend_rows` and
    /// whose left margin is `left` ([`left_margin`]).
    pub fn inside(width: f64, height: f64, legend_rows: usize, left: f64) -> PlotRect {
        let (_, r, b) = MARGINS;
        let t = 12.0 + 16.0 * legend_rows.max(1) as f64;
        PlotRect {
            x: left,
            y: t,
            w: (width - left - r).max(1.0),
            h: (height - t - b).max(1.0),
        }
    }

    /// Fractions (0..1 across, 0..1 from the top) of a canvas point inside the rect.
    pub fn locate(&self, x: f64, y: f64) -> Option<(f64, f64)> {
        let (fx, fy) = ((x - self.x) / self.w, (y - self.y) / self.h);
        ((0.0..1.0).contains(&fx) && (0.0..1.0).contains(&fy)).then_some((fx, fy))
    }

    /// The (row, column) of a `rows x cols` grid drawn over the rect under a canvas point.
    pub fn cell_at(&self, x: f64, y: f64, rows: usize, cols: usize) -> Option<(usize, usize)> {
        let (fx, fy) = self.locate(x, y)?;
        if rows == 0 || cols == 0 {
            return None;
        }
        let r = ((fy * rows as f64) as usize).min(rows - 1);
        let c = ((fx * cols as f64) as usize).min(cols - 1);
        Some((r, c))
    }
}

/// Moves a (row, column) cursor over a `rows x cols` grid for an arrow/Home/End key; `None` for
/// other keys (the event is then left alone) and for an empty grid. A cursor left over from a
/// larger grid is first clamped into this one (the stale-cursor bug: hover at d = 256, then
/// switch to d = 16).
pub fn move_cursor(
    key: &str,
    cursor: Option<(usize, usize)>,
    rows: usize,
    cols: usize,
) -> Option<(usize, usize)> {
    if rows == 0 || cols == 0 {
        return None;
    }
    let (r, c) = clamp_cursor(cursor.unwrap_or((0, 0)), rows, cols)?;
    Some(match key {
        "ArrowUp" => (r.saturating_sub(1), c),
        "ArrowDown" => ((r + 1).min(rows - 1), c),
        "ArrowLeft" => (r, c.saturating_sub(1)),
        "ArrowRight" => (r, (c + 1).min(cols - 1)),
        "Home" => (0, 0),
        "End" => (rows - 1, cols - 1),
        _ => return None,
    })
}

/// A cursor kept inside a `rows x cols` grid (`None` for an empty grid).
pub fn clamp_cursor((r, c): (usize, usize), rows: usize, cols: usize) -> Option<(usize, usize)> {
    (rows > 0 && cols > 0).then(|| (r.min(rows - 1), c.min(cols - 1)))
}

/// How an axis maps values to pixels.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Scale {
    Linear,
    Log10,
}

/// One labelled tick.
#[derive(Debug, Clone, PartialEq)]
pub struct Tick {
    pub value: f64,
    pub label: String,
}

/// An axis: its range, scale, ticks and title.
#[derive(Debug, Clone, PartialEq)]
pub struct Axis {
    pub lo: f64,
    pub hi: f64,
    pub scale: Scale,
    pub ticks: Vec<Tick>,
    pub title: String,
}

/// Tick label: whole numbers without decimals, small ones with one, tiny/huge in scientific.
pub fn tick_label(v: f64) -> String {
    if v == 0.0 {
        "0".into()
    } else if v.abs() >= 1e6 || v.abs() < 1e-3 {
        format!("{v:.0e}")
    } else if v.fract() == 0.0 || v.abs() >= 10.0 {
        format!("{}", v.round())
    } else {
        let s = format!("{v:.3}");
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    }
}

impl Axis {
    /// A linear axis over [lo, hi] with about `ticks` round ticks.
    pub fn linear(lo: f64, hi: f64, ticks: usize, title: &str) -> Axis {
        Axis {
            lo,
            hi,
            scale: Scale::Linear,
            ticks: nice_ticks(lo, hi, ticks)
                .into_iter()
                .map(|v| Tick {
                    value: v,
                    label: tick_label(v),
                })
                .collect(),
            title: title.to_string(),
        }
    }

    /// A log10 axis over [lo, hi] (lo > 0) with a tick at each power of ten.
    pub fn log(lo: f64, hi: f64, title: &str) -> Axis {
        Axis {
            lo,
            hi,
            scale: Scale::Log10,
            ticks: log_ticks(lo, hi)
                .into_iter()
                .map(|v| Tick {
                    value: v,
                    label: tick_label(v),
                })
                .collect(),
            title: title.to_string(),
        }
    }

    /// The fraction (0 at `lo`, 1 at `hi`) of a value along the axis.
    pub fn fraction(&self, v: f64) -> f64 {
        match self.scale {
            Scale::Linear => {
                if self.hi > self.lo {
                    (v - self.lo) / (self.hi - self.lo)
                } else {
                    0.0
                }
            }
            Scale::Log10 => {
                if self.hi > self.lo && self.lo > 0.0 && v > 0.0 {
                    (v.log10() - self.lo.log10()) / (self.hi.log10() - self.lo.log10())
                } else {
                    0.0
                }
            }
        }
    }
}

/// The colour role of a series; the renderer picks the theme's colour for it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ink {
    /// The main series (Okabe-Ito blue).
    Main,
    /// The comparison series (Okabe-Ito vermillion).
    Compare,
    /// A third series or a band (Okabe-Ito bluish green).
    Third,
    /// A fourth series (Okabe-Ito reddish purple).
    Fourth,
    /// Text colour: reference lines.
    Fg,
    /// Muted: helper lines.
    Muted,
}

/// One thing drawn in a line chart.
#[derive(Debug, Clone, PartialEq)]
pub enum Series {
    /// A polyline; `width` in pixels.
    Line {
        points: Vec<(f64, f64)>,
        ink: Ink,
        width: u32,
        dashed: bool,
    },
    /// Open circles.
    Points { points: Vec<(f64, f64)>, ink: Ink },
    /// A vertical line at x across the whole plot.
    VLine { x: f64, ink: Ink, dashed: bool },
    /// A shaded vertical band between two x values.
    Band { x0: f64, x1: f64, ink: Ink },
    /// A shaded horizontal band between two y values.
    HBand { y0: f64, y1: f64, ink: Ink },
    /// A filled dot marking one point (the highlighted pair).
    Marker { at: (f64, f64), ink: Ink },
}

/// How a legend entry is drawn.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mark {
    Line(Ink),
    Dashed(Ink),
    Dot(Ink),
    Band(Ink),
}

/// A chart with two axes, its series (drawn in order) and a legend.
#[derive(Debug, Clone, PartialEq)]
pub struct LineChart {
    pub x: Axis,
    pub y: Axis,
    pub series: Vec<Series>,
    pub legend: Vec<(String, Mark)>,
}

impl LineChart {
    /// Where its legend's entries go in a chart `width` px wide ([`legend_layout`]).
    pub fn legend_at(&self, width: f64) -> Vec<(f64, f64)> {
        let labels: Vec<&str> = self.legend.iter().map(|(l, _)| l.as_str()).collect();
        legend_layout(&labels, 4.0, width - 4.0)
    }

    /// Its plotting rectangle in a `width x height` canvas: below its legend, right of its y
    /// tick labels and title.
    pub fn plot_rect(&self, width: f64, height: f64) -> PlotRect {
        let left = left_margin(self.y.ticks.iter().map(|t| t.label.as_str()));
        PlotRect::inside(width, height, legend_rows(&self.legend_at(width)), left)
    }

    /// Canvas pixel of a data point inside `rect` (y grows downwards).
    pub fn to_px(&self, rect: PlotRect, (x, y): (f64, f64)) -> (f64, f64) {
        (
            rect.x + self.x.fraction(x) * rect.w,
            rect.y + (1.0 - self.y.fraction(y)) * rect.h,
        )
    }

    /// The legend's entries that show nothing: no series of their colour has a visible piece
    /// inside the plot (a line needs two distinct points in it; a line drawn under a later line
    /// of another colour along all its length is hidden). Every chart's list is empty (tested):
    /// a series that leaves the plot is clipped where it leaves, and says so in its label.
    pub fn unseen(&self) -> Vec<String> {
        // Fractions of the plot: (0..1, 0..1) is inside.
        let frac = |p: (f64, f64)| (self.x.fraction(p.0), self.y.fraction(p.1));
        let inside = |f: (f64, f64)| {
            let ok = |v: f64| v.is_finite() && (-1e-9..=1.0 + 1e-9).contains(&v);
            ok(f.0) && ok(f.1)
        };
        let line_seen = |i: usize, points: &[(f64, f64)]| {
            let pts: Vec<(f64, f64)> = points
                .iter()
                .map(|&p| frac(p))
                .filter(|&f| inside(f))
                .collect();
            let distinct = pts
                .iter()
                .any(|a| pts.iter().any(|b| (a.0 - b.0).hypot(a.1 - b.1) > 1e-3));
            // Along its whole length (about 512 places), not only at its points.
            let per = (512 / points.len().max(2)).max(1);
            let along: Vec<(f64, f64)> = points
                .windows(2)
                .flat_map(|w| {
                    let (a, b) = (frac(w[0]), frac(w[1]));
                    (0..=per).map(move |k| {
                        let t = k as f64 / per as f64;
                        (a.0 + t * (b.0 - a.0), a.1 + t * (b.1 - a.1))
                    })
                })
                .filter(|&f| inside(f))
                .collect();
            let covered = self.series[i + 1..].iter().any(|later| match later {
                Series::Line { points: b, .. } => {
                    let b: Vec<(f64, f64)> = b.iter().map(|&p| frac(p)).collect();
                    along.iter().all(|&p| near_polyline(p, &b, 4e-3))
                }
                _ => false,
            });
            distinct && !covered
        };
        let seen = |ink: Ink| {
            self.series.iter().enumerate().any(|(i, s)| match s {
                Series::Line { points, ink: k, .. } => *k == ink && line_seen(i, points),
                Series::Points { points, ink: k } => {
                    *k == ink && points.iter().any(|&p| inside(frac(p)))
                }
                Series::Marker { at, ink: k } => *k == ink && inside(frac(*at)),
                Series::VLine { x, ink: k, .. } => *k == ink && inside((self.x.fraction(*x), 0.5)),
                Series::Band { x0, x1, ink: k } => {
                    *k == ink
                        && self.x.fraction(*x0).max(self.x.fraction(*x1)) > 0.0
                        && self.x.fraction(*x0).min(self.x.fraction(*x1)) < 1.0
                }
                Series::HBand { y0, y1, ink: k } => {
                    *k == ink
                        && self.y.fraction(*y0).max(self.y.fraction(*y1)) > 0.0
                        && self.y.fraction(*y0).min(self.y.fraction(*y1)) < 1.0
                }
            })
        };
        self.legend
            .iter()
            .filter(|(_, mark)| {
                let (Mark::Line(ink) | Mark::Dashed(ink) | Mark::Dot(ink) | Mark::Band(ink)) =
                    *mark;
                !seen(ink)
            })
            .map(|(label, _)| label.clone())
            .collect()
    }
}

/// Whether `p` lies within `tol` of the polyline `line` (all in the same units).
fn near_polyline(p: (f64, f64), line: &[(f64, f64)], tol: f64) -> bool {
    line.windows(2).any(|w| {
        let (a, b) = (w[0], w[1]);
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let len2 = dx * dx + dy * dy;
        let t = if len2 > 0.0 {
            (((p.0 - a.0) * dx + (p.1 - a.1) * dy) / len2).clamp(0.0, 1.0)
        } else {
            0.0
        };
        (p.0 - a.0 - t * dx).hypot(p.1 - a.1 - t * dy) <= tol
    }) || (line.len() == 1 && (p.0 - line[0].0).hypot(p.1 - line[0].1) <= tol)
}

/// A coloured `rows x cols` cell grid (row 0 at the top) with axes and a colour legend.
#[derive(Debug, Clone, PartialEq)]
pub struct GridChart {
    pub rows: usize,
    pub cols: usize,
    /// Row-major cell colours, `rows * cols` of them.
    pub cells: Vec<Rgb>,
    /// Tick values in cell units: a tick at value v is centred on the cell that holds v.
    pub x: Axis,
    pub y: Axis,
    pub legend: Option<ColorLegend>,
    /// A column to outline (the highlighted pair).
    pub outline_col: Option<usize>,
    /// Cells to mark and blocks to draw (the vision view's patches).
    pub marks: Option<CellMarks>,
}

/// What a grid of image patches marks: the query patch (a solid outline), the key patch (a
/// dashed one), and the blocks of `block` x `block` patches the vision tower merges into one
/// token (lines between them; 1 draws none).
#[derive(Debug, Clone, PartialEq)]
pub struct CellMarks {
    pub query: Option<(usize, usize)>,
    pub key: Option<(usize, usize)>,
    pub block: usize,
}

/// A colour bar: the map and its end labels.
#[derive(Debug, Clone, PartialEq)]
pub struct ColorLegend {
    pub map: ColorMap,
    pub left: String,
    pub right: String,
}

impl GridChart {
    /// Its plotting rectangle in a `width x height` canvas (one row for the colour legend).
    pub fn plot_rect(&self, width: f64, height: f64) -> PlotRect {
        let left = left_margin(self.y.ticks.iter().map(|t| t.label.as_str()));
        PlotRect::inside(width, height, 1, left)
    }

    /// Pixel centre, along an axis of `n` cells drawn over [start, start + len], of the cell
    /// that holds value `v` when the axis runs from `axis.lo` (first cell) to `axis.hi` (last).
    pub fn cell_centre(axis: &Axis, n: usize, v: f64, start: f64, len: f64) -> f64 {
        let idx = if axis.hi > axis.lo && n > 1 {
            (v - axis.lo) / (axis.hi - axis.lo) * (n - 1) as f64
        } else {
            0.0
        };
        start + (idx + 0.5) * len / n.max(1) as f64
    }

    /// The RGBA bytes of the cells, for one `putImageData`.
    pub fn rgba(&self) -> Vec<u8> {
        let mut data = Vec::with_capacity(self.cells.len() * 4);
        for c in &self.cells {
            data.extend_from_slice(&[c[0], c[1], c[2], 255]);
        }
        data
    }
}

/// A grid axis with round ticks between the values of its first and last cell.
pub fn grid_axis(first: f64, last: f64, cells: usize, title: &str) -> Axis {
    let mut a = Axis::linear(first, last, 8.min(cells.max(1)), title);
    for t in &mut a.ticks {
        t.label = format!("{}", t.value.round());
    }
    a
}

/// Estimated width of `text` in 12 px sans-serif (canvas text is drawn, never measured: a
/// measurement through the page layout is what made charts slow). A wide character (Chinese,
/// Japanese, Korean, full-width punctuation) takes a whole em, twice a Latin letter's share.
pub fn text_width_12px(text: &str) -> f64 {
    text.chars()
        .map(|c| if is_wide(c) { 12.0 } else { 6.6 })
        .sum()
}

/// East Asian wide characters: CJK ideographs and punctuation, kana, Hangul, full-width forms.
fn is_wide(c: char) -> bool {
    matches!(c as u32,
        0x1100..=0x115F | 0x2E80..=0x303E | 0x3041..=0x33FF | 0x3400..=0x4DBF | 0x4E00..=0x9FFF
        | 0xA000..=0xA4CF | 0xAC00..=0xD7A3 | 0xF900..=0xFAFF | 0xFE30..=0xFE4F | 0xFF00..=0xFF60
        | 0xFFE0..=0xFFE6)
}

/// Legend layout between `left` and `right`: for each entry the (x, y) of the middle of the
/// left end of its 18 px mark (its label starts 24 px further right). Entries keep their order
/// and wrap onto as many 16 px rows as the width needs, each row right-aligned; a label wider
/// than the whole width gets a row of its own.
pub fn legend_layout(labels: &[&str], left: f64, right: f64) -> Vec<(f64, f64)> {
    let width = |l: &&str| text_width_12px(l) + 24.0;
    let mut out = Vec::with_capacity(labels.len());
    let mut row = 0.0;
    let mut i = 0;
    while i < labels.len() {
        // As many entries as fit in this row (at least one), then place them from the right.
        let mut used = width(&labels[i]);
        let mut end = i + 1;
        while end < labels.len() && used + 14.0 + width(&labels[end]) <= right - left {
            used += 14.0 + width(&labels[end]);
            end += 1;
        }
        let mut x = right - used;
        for l in &labels[i..end] {
            out.push((x, 14.0 + 16.0 * row));
            x += width(l) + 14.0;
        }
        row += 1.0;
        i = end;
    }
    out
}

/// How many rows a legend laid out by [`legend_layout`] takes.
pub fn legend_rows(layout: &[(f64, f64)]) -> usize {
    layout
        .last()
        .map_or(0, |p| ((p.1 - 14.0) / 16.0) as usize + 1)
}

/// An axis title that fits in `room` px at 13 px: the whole title, or when it is too long the
/// words before its bracket ("wavelength (positions, log)" -> "wavelength").
pub fn fit_title(title: &str, room: f64) -> &str {
    match title.split_once(" (") {
        Some((short, _)) if text_width_12px(title) * 13.0 / 12.0 > room => short,
        _ => title,
    }
}

/// Which ticks to label along an axis, given as (label, pixel) pairs in order: every k-th,
/// from the first, with k as small as keeps neighbouring labels apart (by the widest label
/// plus 10 px along a horizontal axis, by 18 px along a vertical one). Returns k.
pub fn tick_step(ticks: &[(String, f64)], horizontal: bool) -> usize {
    let need = if horizontal {
        ticks
            .iter()
            .map(|t| text_width_12px(&t.0))
            .fold(0.0, f64::max)
            + 10.0
    } else {
        18.0
    };
    match ticks {
        [a, b, ..] => (need / (b.1 - a.1).abs().max(1e-9)).ceil().max(1.0) as usize,
        _ => 1,
    }
}

/// A grid of equal cells laid out left to right, top to bottom (the compass dials).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct CellGrid {
    pub count: usize,
    pub cols: usize,
    pub cell_w: f64,
    pub cell_h: f64,
}

impl CellGrid {
    /// As many `cell_w`-wide columns as fit in `width` (at least one).
    pub fn new(count: usize, width: f64, cell_w: f64, cell_h: f64) -> CellGrid {
        let cols = ((width / cell_w).floor() as usize).max(1);
        CellGrid {
            count,
            cols,
            cell_w,
            cell_h,
        }
    }

    pub fn rows(&self) -> usize {
        self.count.div_ceil(self.cols)
    }

    /// Total height of the grid.
    pub fn height(&self) -> f64 {
        self.rows() as f64 * self.cell_h
    }

    /// Top-left corner of cell `i`.
    pub fn origin(&self, i: usize) -> (f64, f64) {
        (
            (i % self.cols) as f64 * self.cell_w,
            (i / self.cols) as f64 * self.cell_h,
        )
    }

    /// The cell under a point, if any.
    pub fn index_at(&self, x: f64, y: f64) -> Option<usize> {
        if !(x >= 0.0 && y >= 0.0) {
            return None;
        }
        let (c, r) = ((x / self.cell_w) as usize, (y / self.cell_h) as usize);
        let i = r * self.cols + c;
        (c < self.cols && i < self.count).then_some(i)
    }
}

#[cfg(test)]
mod tests {

    #[test]
    fn wide_characters_take_a_whole_em() {
        assert_eq!(text_width_12px("ab"), 13.2);
        assert_eq!(text_width_12px("分数"), 24.0);
        assert_eq!(text_width_12px("（a）"), 30.6);
        // A Chinese legend wraps where its English would fit on one row.
        let zh = ["未缩放的波长", "缩放后的波长", "训练时的上下文长度"];
        let en = ["plain", "scaled", "ctx"];
        let rows = |l: &[&str]| {
            let mut ys: Vec<u64> = legend_layout(l, 0.0, 200.0)
                .iter()
                .map(|p| p.1 as u64)
                .collect();
            ys.dedup();
            ys.len()
        };
        assert_eq!(rows(&en), 1);
        assert!(rows(&zh) > 1);
    }

    use super::*;

    #[test]
    fn colour_maps_hit_their_end_stops_and_cyclic_closes() {
        assert_eq!(viridis(0.0), [0x44, 0x01, 0x54]);
        assert_eq!(viridis(1.0), [0xfd, 0xe7, 0x25]);
        assert_eq!(cyclic(0.0), cyclic(1.0));
        assert_ne!(cyclic(0.0), cyclic(0.5));
        assert_eq!(diverging(0.0), [0xf2, 0xf2, 0xee]);
        // Out of range and NaN clamp instead of panicking.
        assert_eq!(viridis(7.0), viridis(1.0));
        assert_eq!(viridis(f64::NAN), viridis(0.0));
        assert_eq!(ColorMap::Diverging.at(0.5), diverging(0.0));
        // Halfway between two stops is the midpoint of their colours.
        let mid = viridis(0.0625);
        assert_eq!(mid, [0x46, 0x15, 0x66]);
    }

    #[test]
    fn greyed_pulls_towards_mid_grey() {
        assert_eq!(greyed([128, 128, 128]), [128, 128, 128]);
        let g = greyed([255, 0, 0]);
        assert!(g[0] < 255 && g[1] > 0 && g[0] > g[1]);
    }

    #[test]
    fn nice_ticks_are_round_and_cover_the_range() {
        assert_eq!(
            nice_ticks(0.0, 1000.0, 8),
            vec![0.0, 200.0, 400.0, 600.0, 800.0, 1000.0]
        );
        assert_eq!(nice_ticks(-1.0, 1.0, 4), vec![-1.0, -0.5, 0.0, 0.5, 1.0]);
        let t = nice_ticks(3.0, 97.0, 5);
        assert!(t.iter().all(|&v| (3.0..=97.0).contains(&v)));
        assert!(t.windows(2).all(|w| (w[1] - w[0] - 20.0).abs() < 1e-9));
        // Degenerate ranges give one tick, never a panic or an endless list.
        assert_eq!(nice_ticks(5.0, 5.0, 8), vec![5.0]);
        assert_eq!(nice_ticks(f64::NAN, 1.0, 8).len(), 1);
    }

    #[test]
    fn log_ticks_are_powers_of_ten_inside_the_range() {
        assert_eq!(log_ticks(3.0, 2000.0), vec![10.0, 100.0, 1000.0]);
        assert!(log_ticks(0.0, 10.0).is_empty());
        assert!(log_ticks(10.0, 1.0).is_empty());
        assert!(log_ticks(1.0, f64::INFINITY).is_empty());
    }

    #[test]
    fn tick_labels_read_naturally() {
        assert_eq!(tick_label(0.0), "0");
        assert_eq!(tick_label(200.0), "200");
        assert_eq!(tick_label(0.5), "0.5");
        assert_eq!(tick_label(-0.25), "-0.25");
        assert_eq!(tick_label(1e7), "1e7");
        assert_eq!(tick_label(1e-4), "1e-4");
    }

    #[test]
    fn plot_rect_hit_testing_and_cells() {
        let r = PlotRect::inside(820.0, 380.0, 1, MARGINS.0);
        assert_eq!((r.x, r.y), (62.0, 28.0));
        // Each further legend row lowers the plot's top by a line.
        assert_eq!(PlotRect::inside(820.0, 380.0, 3, MARGINS.0).y, 60.0);
        assert_eq!(PlotRect::inside(820.0, 380.0, 0, MARGINS.0).y, 28.0);
        assert_eq!(r.w, 820.0 - 62.0 - 14.0);
        assert_eq!(r.locate(r.x - 1.0, r.y + 1.0), None);
        assert_eq!(r.locate(r.x, r.y), Some((0.0, 0.0)));
        assert_eq!(r.locate(r.x + r.w, r.y), None);
        // 10 rows x 4 columns: the bottom-right corner pixel is the last cell.
        assert_eq!(
            r.cell_at(r.x + r.w - 0.01, r.y + r.h - 0.01, 10, 4),
            Some((9, 3))
        );
        assert_eq!(r.cell_at(r.x + r.w / 2.0, r.y, 10, 4), Some((0, 2)));
        assert_eq!(r.cell_at(r.x, r.y, 0, 4), None);
        // A tiny canvas still gives a positive rect.
        let tiny = PlotRect::inside(10.0, 10.0, 1, MARGINS.0);
        assert!(tiny.w >= 1.0 && tiny.h >= 1.0);
    }

    #[test]
    fn cursor_moves_and_a_stale_cursor_is_clamped() {
        assert_eq!(move_cursor("ArrowRight", None, 3, 3), Some((0, 1)));
        assert_eq!(move_cursor("ArrowLeft", Some((0, 0)), 3, 3), Some((0, 0)));
        assert_eq!(move_cursor("ArrowDown", Some((2, 2)), 3, 3), Some((2, 2)));
        assert_eq!(move_cursor("End", None, 3, 5), Some((2, 4)));
        assert_eq!(move_cursor("x", Some((1, 1)), 3, 3), None);
        // From a 256-column grid to an 8-column one: the cursor comes back inside.
        assert_eq!(
            move_cursor("ArrowUp", Some((200, 127)), 16, 8),
            Some((14, 7))
        );
        assert_eq!(move_cursor("ArrowUp", Some((1, 1)), 0, 8), None);
        assert_eq!(clamp_cursor((9, 9), 2, 3), Some((1, 2)));
    }

    #[test]
    fn axis_fraction_linear_and_log() {
        let a = Axis::linear(0.0, 10.0, 5, "x");
        assert_eq!(a.fraction(5.0), 0.5);
        let l = Axis::log(1.0, 1000.0, "w");
        assert!((l.fraction(10.0) - 1.0 / 3.0).abs() < 1e-12);
        assert_eq!(
            l.ticks.iter().map(|t| t.value).collect::<Vec<_>>(),
            vec![1.0, 10.0, 100.0, 1000.0]
        );
        // Degenerate axes map everything to 0 instead of NaN.
        assert_eq!(Axis::linear(1.0, 1.0, 5, "").fraction(3.0), 0.0);
        assert_eq!(l.fraction(-1.0), 0.0);
        let chart = LineChart {
            x: a,
            y: Axis::linear(-1.0, 1.0, 4, "y"),
            series: vec![],
            legend: vec![],
        };
        let rect = PlotRect {
            x: 10.0,
            y: 20.0,
            w: 100.0,
            h: 50.0,
        };
        assert_eq!(chart.to_px(rect, (0.0, 1.0)), (10.0, 20.0));
        assert_eq!(chart.to_px(rect, (10.0, -1.0)), (110.0, 70.0));
    }

    #[test]
    fn legend_entries_end_at_the_right_edge_in_order_and_wrap() {
        let xs = legend_layout(&["ab", "cdef"], 0.0, 500.0);
        assert_eq!(xs.len(), 2);
        assert!(xs[0].0 < xs[1].0 && xs[0].1 == xs[1].1);
        // The last label ends at the right edge.
        assert!((xs[1].0 + 24.0 + text_width_12px("cdef") - 500.0).abs() < 1e-9);
        assert_eq!(legend_rows(&xs), 1);
        assert!(legend_layout(&[], 0.0, 10.0).is_empty());
        assert_eq!(legend_rows(&[]), 0);
        // Five long entries on a phone-wide chart: several rows, every mark and label inside
        // the width, rows in order, each row ending at the right edge.
        let labels = [
            "original context",
            "unscaled wavelength",
            "long_factor regime (longer sequences)",
            "short_factor regime (this length)",
            "x",
        ];
        let (left, right) = (4.0, 336.0);
        let at = legend_layout(&labels, left, right);
        assert_eq!(at.len(), 5);
        assert!(legend_rows(&at) >= 3, "{at:?}");
        for (p, l) in at.iter().zip(labels) {
            assert!(p.0 >= left && p.0 + 24.0 + text_width_12px(l) <= right + 1e-9);
        }
        assert!(at.windows(2).all(|w| w[1].1 > w[0].1 || w[1].0 > w[0].0));
        // A label wider than the chart still gets a row (it starts left of the edge).
        let wide = legend_layout(&["a very long legend entry indeed"], 0.0, 100.0);
        assert_eq!(wide.len(), 1);
    }

    #[test]
    fn a_long_axis_title_keeps_its_words_before_the_bracket() {
        let t = "wavelength (positions, log)";
        assert_eq!(fit_title(t, 400.0), t);
        assert_eq!(fit_title(t, 150.0), "wavelength");
        assert_eq!(fit_title("score", 10.0), "score");
    }

    #[test]
    fn tick_steps_keep_labels_apart() {
        let ticks = |n: usize, gap: f64| -> Vec<(String, f64)> {
            (0..n)
                .map(|i| (format!("{}", i * 10000), i as f64 * gap))
                .collect()
        };
        // Wide enough: every tick.
        assert_eq!(tick_step(&ticks(6, 100.0), true), 1);
        // Five-digit labels (33 px) 30 px apart: every second; 20 px apart: every third.
        assert_eq!(tick_step(&ticks(9, 30.0), true), 2);
        assert_eq!(tick_step(&ticks(9, 20.0), true), 3);
        // Vertical: 18 px apart.
        assert_eq!(tick_step(&ticks(10, 9.0), false), 2);
        assert_eq!(tick_step(&ticks(1, 9.0), false), 1);
        assert_eq!(tick_step(&[], true), 1);
    }

    /// The y title never overlaps a y tick label: the frequencies view's "10000" overlapped
    /// "wavelength" when the left margin was a fixed 62 px.
    #[test]
    fn the_y_title_keeps_clear_of_the_widest_tick_label() {
        // DejaVu Sans's digits (0.636 em), the widest a browser here draws, fit the estimate.
        assert!(tick_label_width("10000") >= 5.0 * 0.636 * FONT_PX as f64);
        let chart = |labels: &[&str]| LineChart {
            x: Axis::linear(0.0, 1.0, 4, "x"),
            y: Axis {
                ticks: labels
                    .iter()
                    .enumerate()
                    .map(|(i, l)| Tick {
                        value: i as f64,
                        label: l.to_string(),
                    })
                    .collect(),
                ..Axis::linear(0.0, 1.0, 4, "wavelength (positions, log)")
            },
            series: vec![],
            legend: vec![],
        };
        for labels in [
            &["1", "10", "100", "1000", "10000"][..],
            &["0", "0.5", "1"],
            &["1e-6", "1e-3"],
            &["-0.0025", "0", "123456"],
            &[],
        ] {
            let c = chart(labels);
            let r = c.plot_rect(800.0, 340.0);
            // Each label's left end (right-aligned Y_LABEL_GAP before the axis) is right of
            // the title's right end.
            for l in labels {
                let left_end = r.x - Y_LABEL_GAP - tick_label_width(l);
                assert!(
                    left_end >= Y_TITLE_RIGHT - 1e-9,
                    "{l}: {left_end} < {Y_TITLE_RIGHT}"
                );
            }
            // Short labels keep the usual margin; the title itself starts inside the canvas.
            assert!(r.x >= MARGINS.0);
            assert!(Y_TITLE_X - 0.6 * TITLE_PX as f64 > 0.0);
            let g = GridChart {
                rows: 1,
                cols: 1,
                cells: vec![[0, 0, 0]],
                x: c.x.clone(),
                y: c.y.clone(),
                legend: None,
                outline_col: None,
                marks: None,
            };
            assert_eq!(g.plot_rect(800.0, 340.0).x, r.x);
        }
        assert_eq!(chart(&["1", "10"]).plot_rect(800.0, 340.0).x, MARGINS.0);
        assert!(chart(&["10000"]).plot_rect(800.0, 340.0).x > MARGINS.0);
    }

    #[test]
    fn chart_text_is_never_below_eleven_px() {
        assert!(FONT_PX.min(TITLE_PX).min(SMALL_PX) >= 11);
    }

    #[test]
    fn cell_grid_lays_out_and_hit_tests() {
        let g = CellGrid::new(10, 400.0, 96.0, 120.0);
        assert_eq!((g.cols, g.rows()), (4, 3));
        assert_eq!(g.height(), 360.0);
        assert_eq!(g.origin(5), (96.0, 120.0));
        assert_eq!(g.index_at(100.0, 130.0), Some(5));
        assert_eq!(g.index_at(300.0, 250.0), None, "cell 11 does not exist");
        assert_eq!(g.index_at(390.0, 10.0), None, "right of the last column");
        assert_eq!(g.index_at(-1.0, 10.0), None);
        assert_eq!(CellGrid::new(3, 10.0, 96.0, 1.0).cols, 1);
    }

    #[test]
    fn grid_cells_centre_ticks_and_pack_rgba() {
        let axis = grid_axis(0.0, 63.0, 64, "position");
        // Value 0 is the centre of the first of 64 cells drawn over 640 px.
        assert_eq!(GridChart::cell_centre(&axis, 64, 0.0, 0.0, 640.0), 5.0);
        assert_eq!(GridChart::cell_centre(&axis, 64, 63.0, 0.0, 640.0), 635.0);
        let g = GridChart {
            rows: 1,
            cols: 2,
            cells: vec![[1, 2, 3], [4, 5, 6]],
            x: axis.clone(),
            y: axis,
            legend: None,
            outline_col: None,
            marks: None,
        };
        assert_eq!(g.rgba(), vec![1, 2, 3, 255, 4, 5, 6, 255]);
    }
}
