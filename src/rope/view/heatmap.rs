//! `View::Heatmap`, angle heatmap: distances x pairs, each cell the angle r x theta_i that pair i puts
//! between a query and a key r = m - n positions apart (raw, on a log colour scale, or mod 2 pi
//! on a cyclic one). Row r is also the angle of a token at position r itself, but the score only
//! ever sees the relative angle. Cells whose angle the model never met within its original
//! context are greyed, with plain RoPE (distances beyond the context) as with a scaling method
//! (scaled or unscaled frequencies).

use std::f64::consts::TAU;

use super::num;
use crate::msg;
use crate::rope::base::csv::number_cell;
use crate::rope::base::i18n::{Arg, Msg};
use crate::rope::maths::heatmap::{angle_grid, out_of_distribution, sample_positions};
use crate::rope::view::chart::{self, grid_axis, ColorLegend, ColorMap, GridChart};
use crate::rope::view::scene::Scene;

/// Most rows drawn (positions are sampled evenly beyond this).
pub const MAX_ROWS: usize = 256;
/// The position ranges offered (0 to r - 1).
pub const RANGES: [u64; 7] = [16, 64, 256, 1024, 4096, 16384, 65536];

/// The view's own controls.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct HeatmapOptions {
    /// Angles mod 2 pi (cyclic colours) instead of raw (log colours).
    pub wrap: bool,
    /// With scaling on: the scaled frequencies (else the unscaled ones).
    pub show_scaled: bool,
    /// The range picked, `None` = the smallest range that holds the sentence.
    pub range: Option<u64>,
}

impl Default for HeatmapOptions {
    fn default() -> Self {
        HeatmapOptions {
            wrap: true,
            show_scaled: true,
            range: None,
        }
    }
}

/// Which frequencies the grid is drawn with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Drawn {
    /// No scaling method: the frequencies as they are.
    Plain,
    /// A scaling method's frequencies.
    Scaled,
    /// A scaling method is on, but the grid shows the frequencies before it.
    Unscaled,
}

/// The data behind the picture (also what the CSV and the text alternative use).
#[derive(Debug, Clone, PartialEq)]
pub struct HeatmapModel {
    pub positions: Vec<u64>,
    pub pairs: usize,
    /// Row-major angles (radians), raw or wrapped.
    pub angles: Vec<f64>,
    /// Row-major: angle never met within the original context.
    pub ood: Vec<bool>,
    pub speeds_deg: Vec<f64>,
    /// The same speeds in radians per position (what the turn count uses).
    pub speeds: Vec<f64>,
    pub wrap: bool,
    /// The range shown: positions 0 to `range - 1`.
    pub range: u64,
    /// Largest raw angle (for the log colour scale).
    pub max_angle: f64,
    /// The original context the greyed cells are judged against.
    pub orig: u64,
    pub drawn: Drawn,
}

/// The smallest offered range that holds every position of the sentence.
pub fn default_range(scene: &Scene) -> u64 {
    let need = scene.span().1.max(scene.m).max(scene.n) + 1;
    RANGES
        .into_iter()
        .find(|&r| r >= need)
        .unwrap_or(RANGES[RANGES.len() - 1])
}

/// The pairs (of speeds `inv_freq`, radians per position) that complete at least one full turn
/// within distances 0 to `last`: |speed| x last >= 2π. The one rule for "which columns wrap":
/// the line under the heatmap and the tour's question both count with it.
pub fn pairs_turning_within(inv_freq: &[f64], last: u64) -> Vec<usize> {
    let last = last as f64;
    (0..inv_freq.len())
        .filter(|&i| inv_freq[i].abs() * last >= TAU)
        .collect()
}

/// The heatmap of a scene.
pub fn heatmap(scene: &Scene, opts: HeatmapOptions) -> HeatmapModel {
    let range = opts
        .range
        .filter(|r| RANGES.contains(r))
        .unwrap_or_else(|| default_range(scene));
    let positions = sample_positions(range - 1, MAX_ROWS);
    let f = &scene.freqs;
    let w = if opts.show_scaled || !scene.scaled() {
        &f.inv_freq
    } else {
        &f.inv_freq_unscaled
    };
    let raw = angle_grid(w, &positions, false);
    let pairs = w.len();
    // Judged against what training showed: every distance 0..orig-1 with the unscaled
    // frequencies. Plain RoPE meets new angles past orig on its slow pairs; a scaling method
    // pulls them back inside.
    let ood = if pairs > 0 {
        raw.iter()
            .enumerate()
            .map(|(j, &a)| out_of_distribution(a, f.inv_freq_unscaled[j % pairs], scene.orig))
            .collect()
    } else {
        vec![false; raw.len()]
    };
    let max_angle = raw.iter().copied().fold(1e-12, f64::max);
    let angles = if opts.wrap {
        angle_grid(w, &positions, true)
    } else {
        raw
    };
    HeatmapModel {
        pairs,
        speeds_deg: w.iter().map(|x| x.to_degrees()).collect(),
        speeds: w.clone(),
        positions,
        angles,
        ood,
        wrap: opts.wrap,
        range,
        max_angle,
        orig: scene.orig,
        drawn: match (scene.scaled(), opts.show_scaled) {
            (false, _) => Drawn::Plain,
            (true, true) => Drawn::Scaled,
            (true, false) => Drawn::Unscaled,
        },
    }
}

impl HeatmapModel {
    /// The colour of one cell: cyclic for wrapped angles, viridis on log(1 + angle) for raw
    /// ones; greyed when out of distribution.
    pub fn cell_rgb(&self, row: usize, col: usize) -> chart::Rgb {
        let j = row * self.pairs + col;
        let a = self.angles.get(j).copied().unwrap_or(0.0);
        let rgb = if self.wrap {
            chart::cyclic(a / TAU)
        } else {
            chart::viridis((1.0 + a).ln() / (1.0 + self.max_angle).ln())
        };
        if self.ood.get(j).copied().unwrap_or(false) {
            chart::greyed(rgb)
        } else {
            rgb
        }
    }

    /// The picture: cells, axes, colour legend, the highlighted pair outlined.
    /// `text` formats the axis titles and the legend in the learner's language (`tf`; `en` in
    /// tests and native tools).
    pub fn chart(&self, hovered_pair: Option<usize>, text: &dyn Fn(&Msg) -> String) -> GridChart {
        let rows = self.positions.len();
        let cells = (0..rows)
            .flat_map(|r| (0..self.pairs).map(move |c| (r, c)))
            .map(|(r, c)| self.cell_rgb(r, c))
            .collect();
        let (first, last) = (
            self.positions.first().copied().unwrap_or(0) as f64,
            self.positions.last().copied().unwrap_or(0) as f64,
        );
        GridChart {
            rows,
            cols: self.pairs,
            cells,
            x: grid_axis(
                0.0,
                self.pairs.saturating_sub(1) as f64,
                self.pairs,
                &text(&msg!("heatmap-axis-pair")),
            ),
            y: grid_axis(
                first,
                last,
                rows,
                &text(&msg!(if (rows as f64) <= last {
                    "heatmap-axis-distance-sampled"
                } else {
                    "heatmap-axis-distance"
                })),
            ),
            legend: Some(if self.wrap {
                ColorLegend {
                    map: ColorMap::Cyclic,
                    left: "0".into(),
                    right: text(&msg!("heatmap-legend-cyclic")),
                }
            } else {
                ColorLegend {
                    map: ColorMap::Viridis,
                    left: "0 rad".into(),
                    right: text(&msg!(
                        "heatmap-legend-log",
                        max = Arg::num(num(self.max_angle, 0), self.max_angle)
                    )),
                }
            }),
            outline_col: hovered_pair.filter(|&i| i < self.pairs),
            marks: None,
        }
    }

    /// The readout for a (row, column) cursor; `None` when the cursor lies outside this grid
    /// (a stale cursor from a larger grid must not index past the end).
    pub fn readout(&self, (row, col): (usize, usize)) -> Option<Msg> {
        if row >= self.positions.len() || col >= self.pairs {
            return None;
        }
        let j = row * self.pairs + col;
        let a = *self.angles.get(j)?;
        Some(msg!(
            "heatmap-readout",
            distance = self.positions[row],
            pair = col,
            speed = Arg::num(num(self.speeds_deg[col], 4), self.speeds_deg[col]),
            angle = Arg::num(num(a, 4), a),
            degrees = Arg::num(num(a.to_degrees(), 2), a.to_degrees()),
            wrap = yes_no(self.wrap),
            unseen = yes_no(self.ood[j])
        ))
    }

    /// The pairs that complete at least one turn within the distances shown (their columns
    /// wrap around), in pair order.
    pub fn turning_pairs(&self) -> Vec<usize> {
        pairs_turning_within(&self.speeds, self.positions.last().copied().unwrap_or(0))
    }

    /// What the chart shows now, for the line under it: which columns wrap within the
    /// distances shown, and whether any cell is greyed (and why). The caption says what is
    /// always true; this says what holds for these settings.
    pub fn now(&self) -> Msg {
        let last = self.positions.last().copied().unwrap_or(0);
        let turning = self.turning_pairs();
        let rows = self.positions.len();
        // Past MAX_ROWS distances the rows are samples: a fast pair turns many times between
        // two rows, and the stripes it then shows are the sampling's, not its own.
        let shown = if (rows as u64) <= last {
            let every = last as f64 / (rows.max(2) - 1) as f64;
            msg!(
                "heatmap-shown-sampled",
                last = last,
                rows = rows,
                every = Arg::num(num(every, 0), every)
            )
        } else {
            msg!("heatmap-shown", last = last)
        };
        let (one, many) = if self.wrap {
            (msg!("heatmap-wheel-one"), msg!("heatmap-wheel-many"))
        } else {
            (msg!("heatmap-raw-one"), msg!("heatmap-raw-many"))
        };
        // The slower pairs from `from` on, which do not finish a turn.
        let rest = |from: usize, n: usize| {
            if from + 1 == n {
                msg!("heatmap-rest-one", from = from)
            } else {
                msg!("heatmap-rest-many", from = from, last = n - 1)
            }
        };
        let turns = match (turning.as_slice(), self.pairs) {
            (_, 0) => msg!("heatmap-turns-no-pair", shown = shown),
            ([], _) if self.speeds_deg.iter().all(|&v| v == 0.0) => {
                msg!("heatmap-turns-still", shown = shown)
            }
            ([], _) => {
                let needs = 360.0 / self.speeds_deg.first().map_or(0.0, |s| s.abs()).max(1e-300);
                msg!(
                    "heatmap-turns-none",
                    shown = shown,
                    needs = Arg::num(num(needs, 2), needs)
                )
            }
            ([0], 1) => msg!("heatmap-turns-only-pair", shown = shown, how = one),
            (t, n) if t.len() == n => msg!("heatmap-turns-all", shown = shown, n = n, how = many),
            ([0], n) => msg!(
                "heatmap-turns-first",
                shown = shown,
                how = one,
                rest = rest(1, n)
            ),
            (t, n) if t.iter().enumerate().all(|(i, &c)| i == c) => msg!(
                "heatmap-turns-leading",
                shown = shown,
                last = t.len() - 1,
                how = many,
                rest = rest(t.len(), n)
            ),
            (t, n) => msg!(
                "heatmap-turns-some",
                shown = shown,
                k = t.len(),
                n = n,
                list = t
                    .iter()
                    .map(|c| c.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        };
        let greyed: Vec<usize> = (0..self.pairs)
            .filter(|&c| (0..self.positions.len()).any(|r| self.ood[r * self.pairs + c]))
            .collect();
        let cells = self.ood.iter().filter(|&&o| o).count();
        let drawn = match self.drawn {
            Drawn::Plain => "plain",
            Drawn::Scaled => "scaled",
            Drawn::Unscaled => "unscaled",
        };
        let grey = if greyed.is_empty() {
            msg!("heatmap-grey-none", drawn = drawn, orig = self.orig)
        } else {
            msg!(
                "heatmap-grey-some",
                cells = cells,
                cols = greyed.len(),
                pairs = self.pairs,
                drawn = drawn,
                orig = self.orig
            )
        };
        msg!("heatmap-now", turns = turns, grey = grey)
    }

    /// The text alternative of the picture.
    pub fn summary(&self) -> Msg {
        let fast = self.speeds_deg.first().copied().unwrap_or(0.0);
        let slow = self.speeds_deg.last().copied().unwrap_or(0.0);
        let ood = self.ood.iter().filter(|&&o| o).count();
        let wraps = 360.0 / fast.abs().max(1e-300);
        msg!(
            "heatmap-summary",
            rows = self.positions.len(),
            first = *self.positions.first().unwrap_or(&0),
            last = *self.positions.last().unwrap_or(&0),
            pairs = self.pairs,
            fast = Arg::num(num(fast, 3), fast),
            wraps = Arg::num(num(wraps, 2), wraps),
            last_pair = self.pairs.saturating_sub(1),
            slow = Arg::num(num(slow, 3), slow),
            ood = ood
        )
    }

    /// A sampled table (about 12 positions x 8 pairs) for the data-table disclosure: the
    /// column pair indices and, per row, the position and its angles.
    pub fn sampled_table(&self) -> (Vec<usize>, Vec<(u64, Vec<f64>)>) {
        if self.positions.is_empty() || self.pairs == 0 {
            return (vec![], vec![]);
        }
        let cols: Vec<usize> = sample_positions(self.pairs as u64 - 1, 8)
            .into_iter()
            .map(|c| c as usize)
            .collect();
        let rows = sample_positions(self.positions.len() as u64 - 1, 12)
            .into_iter()
            .map(|r| {
                let r = r as usize;
                (
                    self.positions[r],
                    cols.iter()
                        .map(|&c| self.angles[r * self.pairs + c])
                        .collect(),
                )
            })
            .collect();
        (cols, rows)
    }

    /// The whole grid as CSV rows (header: distance, pair_0, ...).
    pub fn csv_rows(&self) -> Vec<Vec<String>> {
        let mut rows = vec![std::iter::once("distance".to_string())
            .chain((0..self.pairs).map(|i| format!("pair_{i}")))
            .collect::<Vec<_>>()];
        for (r, p) in self.positions.iter().enumerate() {
            rows.push(
                std::iter::once(p.to_string())
                    .chain((0..self.pairs).map(|c| number_cell(self.angles[r * self.pairs + c])))
                    .collect(),
            );
        }
        rows
    }
}

/// "yes" or "no", for a message that selects on a flag.
fn yes_no(b: bool) -> &'static str {
    if b {
        "yes"
    } else {
        "no"
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::base::i18n::en;

    /// The messages' English is what the widget showed before they were messages, byte for
    /// byte (the old formats, rebuilt here).
    #[test]
    fn the_english_is_unchanged() {
        for (q, wrap) in [
            ("", true),
            ("scaling=linear&factor=4&orig=64&dim=16", false),
        ] {
            let m = heatmap(
                &scene(q),
                HeatmapOptions {
                    wrap,
                    ..HeatmapOptions::default()
                },
            );
            for (row, col) in [(0, 0), (15, 3), (m.positions.len() - 1, m.pairs - 1)] {
                let j = row * m.pairs + col;
                let a = m.angles[j];
                let old = format!(
                    "m − n = {}, pair {}, speed {}°/position, angle {} rad = {}°{}{}",
                    m.positions[row],
                    col,
                    num(m.speeds_deg[col], 4),
                    num(a, 4),
                    num(a.to_degrees(), 2),
                    if m.wrap { " (mod 360°)" } else { "" },
                    if m.ood[j] {
                        ", an angle this pair never showed within the original context"
                    } else {
                        ""
                    }
                );
                assert_eq!(m.readout_en((row, col)).unwrap(), old);
            }
            let fast = m.speeds_deg[0];
            let slow = *m.speeds_deg.last().unwrap();
            let ood = m.ood.iter().filter(|&&o| o).count();
            let old = format!(
                "{} distances m − n from {} to {} by {} pairs. Pair 0 turns {}° per position and wraps every {} positions; pair {} turns {}° per position.{}",
                m.positions.len(),
                m.positions[0],
                m.positions.last().unwrap(),
                m.pairs,
                num(fast, 3),
                num(360.0 / fast.abs().max(1e-300), 2),
                m.pairs - 1,
                num(slow, 3),
                if ood > 0 {
                    format!(" {ood} cells (greyed) hold angles never met within the original context.")
                } else {
                    String::new()
                }
            );
            assert_eq!(m.summary_en(), old);
            let c = m.chart_en(None);
            assert_eq!(c.x.title, "pair i (fast -> slow)");
        }
    }

    /// The tests read the English.
    impl HeatmapModel {
        fn now_en(&self) -> String {
            en(&self.now())
        }
        fn summary_en(&self) -> String {
            en(&self.summary())
        }
        fn readout_en(&self, at: (usize, usize)) -> Option<String> {
            self.readout(at).map(|m| en(&m))
        }
        fn chart_en(&self, hovered: Option<usize>) -> GridChart {
            self.chart(hovered, &en)
        }
    }
    use crate::rope::settings::config::Config;

    fn scene(q: &str) -> Scene {
        Scene::new(&Config::from_query(q).unwrap().config)
    }

    #[test]
    fn default_range_holds_the_sentence() {
        let s = scene("");
        assert_eq!(default_range(&s), 16);
        let s = scene("offset=100");
        assert_eq!(default_range(&s), 256);
        let m = heatmap(&s, HeatmapOptions::default());
        assert_eq!(m.range, 256);
        assert_eq!(*m.positions.last().unwrap(), 255);
        assert_eq!(m.positions.len(), MAX_ROWS);
        // An unknown range falls back to the default.
        let m = heatmap(
            &s,
            HeatmapOptions {
                range: Some(77),
                ..Default::default()
            },
        );
        assert_eq!(m.range, 256);
    }

    #[test]
    fn cells_are_position_times_speed() {
        let s = scene("dim=4&speeds=90,15");
        let m = heatmap(
            &s,
            HeatmapOptions {
                wrap: false,
                ..Default::default()
            },
        );
        assert_eq!(m.pairs, 2);
        // Row 3 (position 3), pair 1: 3 x 15 deg = 45 deg.
        assert!((m.angles[3 * 2 + 1] - 45f64.to_radians()).abs() < 1e-12);
        let wrapped = heatmap(&s, HeatmapOptions::default());
        // Position 5, pair 0: 450 deg wraps to 90 deg.
        assert!((wrapped.angles[5 * 2] - 90f64.to_radians()).abs() < 1e-12);
        assert_eq!(wrapped.cell_rgb(0, 0), chart::cyclic(0.0));
    }

    #[test]
    fn a_stale_cursor_gives_no_readout_instead_of_a_panic() {
        let big = heatmap(&scene("dim=256"), HeatmapOptions::default());
        assert!(big.readout_en((10, 127)).is_some());
        let small = heatmap(&scene("dim=16"), HeatmapOptions::default());
        assert_eq!(small.readout_en((10, 127)), None);
        assert_eq!(small.readout_en((1000, 0)), None);
        assert!(small
            .readout_en((15, 7))
            .unwrap()
            .starts_with("m − n = 15, pair 7"));
    }

    #[test]
    fn scaling_greys_unseen_angles_and_the_chart_matches_the_grid() {
        let s = scene("scaling=linear&factor=4&orig=64&dim=16");
        let unscaled = heatmap(
            &s,
            HeatmapOptions {
                show_scaled: false,
                range: Some(1024),
                ..Default::default()
            },
        );
        let ood = unscaled.ood.iter().filter(|&&o| o).count();
        assert!(ood > 0, "slow pairs beyond 64 positions meet new angles");
        let c = unscaled.chart_en(Some(3));
        assert_eq!(c.cells.len(), c.rows * c.cols);
        assert_eq!(c.outline_col, Some(3));
        let j = unscaled.ood.iter().position(|&o| o).unwrap();
        assert_eq!(
            c.cells[j],
            chart::greyed(chart::cyclic(unscaled.angles[j] / TAU))
        );
        assert!(unscaled.summary_en().contains("greyed"));
        assert_eq!(unscaled.chart_en(Some(99)).outline_col, None);
        // Plain RoPE inside its context: nothing greyed.
        assert!(heatmap(&scene(""), HeatmapOptions::default())
            .ood
            .iter()
            .all(|&o| !o));
        // Plain RoPE past its context: the slow pairs meet angles they never showed, the fast
        // ones (which wrapped during training) do not.
        let plain = heatmap(
            &scene("orig=64&dim=16"),
            HeatmapOptions {
                range: Some(1024),
                ..Default::default()
            },
        );
        let ood_at =
            |col: usize| (0..plain.positions.len()).any(|r| plain.ood[r * plain.pairs + col]);
        assert!(!ood_at(0), "pair 0 wraps every 6.3 positions");
        assert!(ood_at(7), "the slowest pair");
        for (r, &p) in plain.positions.iter().enumerate() {
            if p < 64 {
                assert!((0..plain.pairs).all(|c| !plain.ood[r * plain.pairs + c]));
            }
        }
    }

    #[test]
    fn the_line_under_the_chart_says_what_it_shows_now() {
        // Defaults: d = 16, distances 0 to 15, context 2048. Pair 0 (wavelength 2π) wraps,
        // pair 1 (wavelength 2π·10000^(1/8) ≈ 19.9) does not; nothing lies past 2048.
        let m = heatmap(&scene(""), HeatmapOptions::default());
        let w1 = std::f64::consts::TAU * 10_000f64.powf(2.0 / 16.0);
        assert!(w1 > 15.0);
        assert_eq!(m.turning_pairs(), vec![0]);
        let now = m.now_en();
        assert!(
            now.starts_with("Distances 0 to 15 are shown: only pair 0 completes a turn"),
            "{now}"
        );
        assert!(
            now.contains("pairs 1 to 7 stay within their first turn"),
            "{now}"
        );
        assert!(
            now.contains("No cell is greyed") && now.contains("2048 positions"),
            "{now}"
        );
        // Over 1024 distances more pairs wrap: exactly those with a wavelength up to 1023.
        let wide = heatmap(
            &scene(""),
            HeatmapOptions {
                range: Some(1024),
                ..Default::default()
            },
        );
        let by_hand = (0..8)
            .filter(|&i| std::f64::consts::TAU * 10_000f64.powf(2.0 * i as f64 / 16.0) <= 1023.0)
            .count();
        assert_eq!(wide.turning_pairs(), (0..by_hand).collect::<Vec<_>>());
        assert!(wide
            .now_en()
            .contains(&format!("pairs 0 to {} complete a turn", by_hand - 1)));
        // Up to MAX_ROWS distances every one has its row; past that the rows are samples, and
        // the line and the axis say so (with the spacing of the rows).
        let all_rows = HeatmapOptions {
            range: Some(MAX_ROWS as u64),
            ..Default::default()
        };
        assert!(!heatmap(&scene(""), all_rows).now_en().contains("sampled"));
        assert!(wide
            .now_en()
            .contains("sampled rows (one every 4 distances"));
        let big = heatmap(
            &scene(""),
            HeatmapOptions {
                range: Some(65536),
                ..Default::default()
            },
        );
        let step = 65535.0 / (MAX_ROWS - 1) as f64;
        assert!(
            big.now_en().contains(&format!(
                "shown as {MAX_ROWS} sampled rows (one every {} distances",
                num(step, 0)
            )),
            "{}",
            big.now_en()
        );
        assert!(big.chart_en(None).y.title.contains("sampled"));
        assert!(!m.chart_en(None).y.title.contains("sampled"));
        // A scaled config past its context: the unscaled grid greys cells and says how many.
        let s = scene("scaling=linear&factor=4&orig=64&dim=16");
        let opts = HeatmapOptions {
            show_scaled: false,
            range: Some(1024),
            ..Default::default()
        };
        let unscaled = heatmap(&s, opts);
        let cells = unscaled.ood.iter().filter(|&&o| o).count();
        assert!(cells > 0);
        let now = unscaled.now_en();
        assert!(now.contains(&format!("{cells} cells in ")), "{now}");
        assert!(
            now.contains("with the unscaled frequencies") && now.contains("64 positions"),
            "{now}"
        );
        // The same grid with the scaled frequencies greys fewer cells, and says which it shows.
        let scaled = heatmap(
            &s,
            HeatmapOptions {
                show_scaled: true,
                ..opts
            },
        );
        assert!(scaled.ood.iter().filter(|&&o| o).count() < cells);
        assert!(
            scaled.now_en().contains("with the scaled frequencies"),
            "{}",
            scaled.now_en()
        );
        // Raw angles: the wording follows the colouring.
        let raw = heatmap(
            &scene(""),
            HeatmapOptions {
                wrap: false,
                ..Default::default()
            },
        );
        assert!(
            raw.now_en().contains("raw angle passes 2π"),
            "{}",
            raw.now_en()
        );
        let off = heatmap(&scene("rope=off"), HeatmapOptions::default());
        assert!(
            off.now_en().contains("no pair turns at all"),
            "{}",
            off.now_en()
        );
    }

    #[test]
    fn csv_and_sampled_table_shapes() {
        let m = heatmap(&scene("dim=8"), HeatmapOptions::default());
        let rows = m.csv_rows();
        assert_eq!(rows[0].join(","), "distance,pair_0,pair_1,pair_2,pair_3");
        assert_eq!(rows.len(), 1 + 16);
        let (cols, trows) = m.sampled_table();
        assert_eq!(cols, vec![0, 1, 2, 3]);
        assert_eq!(trows.len(), 12);
        assert_eq!(trows[0].1.len(), 4);
    }
}
