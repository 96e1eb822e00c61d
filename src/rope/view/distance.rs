//! `View::Distance`, score vs distance: the scene's query and key content held fixed while their distance
//! m - n grows; RoFormer's bound on |score| and its relative upper bound; with scaling on, the
//! unscaled curve and the original context for comparison.

use super::num;
use crate::msg;
use crate::rope::base::i18n::{Arg, Msg};
use crate::rope::maths::decay::{distance_curve, distance_points, pair_parts, DistancePoint};
use crate::rope::view::chart::{Axis, Ink, LineChart, Mark, Series, Tr};
use crate::rope::view::scene::Scene;

/// Points per curve.
pub const POINTS: usize = 400;
/// About how many rows the data table shows.
pub const TABLE_ROWS: usize = 16;
/// The distance ranges offered.
pub const RANGES: [u64; 5] = [256, 1024, 4096, 16384, 65536];

/// Everything the distance view shows.
#[derive(Debug, Clone, PartialEq)]
pub struct DistanceModel {
    pub scaled: Vec<DistancePoint>,
    /// With scaling on: the same content with the unscaled frequencies.
    pub unscaled: Option<Vec<DistancePoint>>,
    /// With scaling on: the original context.
    pub orig: Option<u64>,
    pub max_distance: u64,
    /// The logits beside RoPE's, against distance (see [`Baselines`]).
    pub baselines: Baselines,
    /// The data table's rows: round distances ([`table_distances`]).
    pub table: Vec<DistancePoint>,
}

/// What the same query and key give without RoPE, as logits (after 1/sqrt(d)) against distance:
/// no positional encoding is flat (nothing but the mask knows order), ALiBi falls linearly, and
/// RoPE's own logit (with its attention factor squared) for comparison.
#[derive(Debug, Clone, PartialEq)]
pub struct Baselines {
    pub rope: Vec<(f64, f64)>,
    pub nope: f64,
    /// ALiBi's steepest and gentlest head of 8: (slope, logit at each distance).
    pub alibi: Vec<(f64, Vec<(f64, f64)>)>,
}

/// The default range: 1024 without scaling, else enough to see past the original context.
pub fn default_range(scene: &Scene) -> u64 {
    if !scene.scaled() {
        1024
    } else {
        let want = (scene.orig as f64 * scene.factor.min(4.0)) as u64;
        RANGES
            .into_iter()
            .find(|&r| r >= want)
            .unwrap_or(RANGES[RANGES.len() - 1])
    }
}

/// The data table's distances over `0..=max_distance`: the multiples of a round step, about
/// [`TABLE_ROWS`] of them from 0 (0, 64, 128, ... over 1024), and the end.
pub fn table_distances(max_distance: u64) -> Vec<u64> {
    let step = (max_distance / TABLE_ROWS as u64).max(1);
    let mut out: Vec<u64> = (0..=max_distance).step_by(step as usize).collect();
    if out.last() != Some(&max_distance) {
        out.push(max_distance);
    }
    out
}

/// The curves of a scene over `0..=range` (`None` or an unknown range: the default).
pub fn distance(scene: &Scene, range: Option<u64>) -> DistanceModel {
    let max_distance = range
        .filter(|r| RANGES.contains(r))
        .unwrap_or_else(|| default_range(scene));
    let parts = pair_parts(&scene.q, &scene.k, scene.pairs(), scene.layout);
    let f = &scene.freqs;
    DistanceModel {
        scaled: distance_curve(&parts, &f.inv_freq, max_distance, POINTS),
        unscaled: scene
            .scaled()
            .then(|| distance_curve(&parts, &f.inv_freq_unscaled, max_distance, POINTS)),
        orig: scene.scaled().then_some(scene.orig),
        max_distance,
        baselines: baselines(scene, max_distance),
        table: distance_points(
            &parts,
            &f.inv_freq,
            table_distances(max_distance).into_iter().map(|r| r as f64),
        ),
    }
}

fn baselines(scene: &Scene, max_distance: u64) -> Baselines {
    use crate::rope::maths::attention::{alibi_bias, alibi_slopes};
    let scale = 1.0 / (scene.dim as f64).sqrt();
    let af2 = scene.freqs.attention_factor * scene.freqs.attention_factor;
    let parts = pair_parts(&scene.q, &scene.k, scene.pairs(), scene.layout);
    let rope: Vec<(f64, f64)> = distance_curve(&parts, &scene.freqs.inv_freq, max_distance, POINTS)
        .iter()
        .map(|p| (p.distance, p.score * scale * af2))
        .collect();
    let nope = crate::rope::maths::rotate::dot(&scene.q, &scene.k) * scale;
    let slopes = alibi_slopes(super::attention::ALIBI_HEADS);
    let alibi = [slopes.first(), slopes.last()]
        .into_iter()
        .flatten()
        .map(|&slope| {
            let line = rope
                .iter()
                .map(|&(d, _)| (d, nope + alibi_bias(slope, d, 0.0)))
                .collect();
            (slope, line)
        })
        .collect();
    Baselines { rope, nope, alibi }
}

/// How far above the score's peak RoFormer's bound may reach and still be drawn with it.
pub const BOUND_ON_CHART: f64 = 3.0;

impl DistanceModel {
    /// The largest |score| on the chart (scaled and unscaled curves).
    fn score_peak(&self) -> f64 {
        self.scaled
            .iter()
            .chain(self.unscaled.iter().flatten())
            .map(|p| p.score.abs())
            .fold(1e-9, f64::max)
    }

    /// Whether RoFormer's bound is drawn on the score chart: only when it stays within
    /// [`BOUND_ON_CHART`] times the score's own peak. A looser bound (the usual case: it sums
    /// absolute values) would flatten the score into a line at zero, so it gets its own note.
    pub fn bound_on_chart(&self) -> bool {
        let bound_max = self.scaled.iter().map(|p| p.bound).fold(0.0, f64::max);
        bound_max <= BOUND_ON_CHART * self.score_peak()
    }

    /// RoFormer's bound at distance 0 and its lowest value over the chart.
    pub fn bound_range(&self) -> (f64, f64) {
        let c = &self.scaled;
        let lowest = c.iter().map(|p| p.bound).fold(f64::INFINITY, f64::min);
        (c.first().map_or(0.0, |p| p.bound), lowest)
    }

    /// Says where the bound is when it is not drawn on the score chart.
    pub fn bound_note(&self) -> Option<Msg> {
        if self.bound_on_chart() {
            return None;
        }
        let (first, lowest) = self.bound_range();
        let peak = self.score_peak();
        Some(msg!(
            "distance-bound-note",
            first = Arg::num(num(first, 1), first),
            lowest = Arg::num(num(lowest, 1), lowest),
            peak = Arg::num(num(peak, 3), peak),
        ))
    }

    /// The score chart: the score, ± the bound (when it fits, see [`Self::bound_on_chart`]),
    /// the unscaled curve and the original context. The y range follows the score.
    pub fn score_chart(&self, tr: Tr) -> LineChart {
        let with_bound = self.bound_on_chart();
        let ymax = if with_bound {
            self.scaled
                .iter()
                .map(|p| p.bound)
                .fold(self.score_peak(), f64::max)
        } else {
            self.score_peak()
        } * 1.1;
        let xmax = self.max_distance as f64;
        let mut series = Vec::new();
        let mut legend = Vec::new();
        if with_bound {
            let bound: Vec<(f64, f64)> =
                self.scaled.iter().map(|p| (p.distance, p.bound)).collect();
            series.push(Series::Line {
                points: bound.iter().map(|&(x, y)| (x, -y)).collect(),
                ink: Ink::Third,
                width: 1,
                dashed: false,
            });
            series.push(Series::Line {
                points: bound,
                ink: Ink::Third,
                width: 1,
                dashed: false,
            });
            legend.push((tr(&msg!("distance-legend-bound")), Mark::Line(Ink::Third)));
        }
        if let Some(u) = &self.unscaled {
            series.push(Series::Line {
                points: u.iter().map(|p| (p.distance, p.score)).collect(),
                ink: Ink::Compare,
                width: 1,
                dashed: false,
            });
            legend.push((
                tr(&msg!("distance-legend-unscaled")),
                Mark::Line(Ink::Compare),
            ));
        }
        series.push(Series::Line {
            points: self.scaled.iter().map(|p| (p.distance, p.score)).collect(),
            ink: Ink::Main,
            width: 2,
            dashed: false,
        });
        legend.push((
            tr(&msg!(if self.unscaled.is_some() {
                "distance-legend-scaled"
            } else {
                "distance-legend-score"
            })),
            Mark::Line(Ink::Main),
        ));
        if let Some(orig) = self.orig.filter(|&o| (o as f64) < xmax) {
            series.push(Series::VLine {
                x: orig as f64,
                ink: Ink::Fg,
                dashed: true,
            });
            legend.push((tr(&msg!("distance-legend-original")), Mark::Dashed(Ink::Fg)));
        }
        LineChart {
            x: Axis::linear(0.0, xmax, 8, &tr(&msg!("distance-axis-distance"))),
            y: Axis::linear(-ymax, ymax, 6, &tr(&msg!("distance-axis-score"))),
            series,
            legend,
        }
    }

    /// The logits of the same query and key against distance: RoPE, no positional encoding,
    /// and ALiBi's steepest and gentlest heads. The y range follows RoPE's and NoPE's values
    /// (ALiBi's steep head leaves it within a few positions, as its bias does).
    pub fn baseline_chart(&self, tr: Tr) -> LineChart {
        let b = &self.baselines;
        let ymax = b
            .rope
            .iter()
            .map(|p| p.1.abs())
            .chain([b.nope.abs()])
            .fold(1e-9, f64::max)
            * 1.5;
        let xmax = self.max_distance as f64;
        // With RoPE off (no pair turns) its line is the flat one: one line, named for both.
        let flat = b.rope.iter().all(|p| (p.1 - b.nope).abs() <= 1e-3 * ymax);
        let mut series = vec![Series::Line {
            points: vec![(0.0, b.nope), (xmax, b.nope)],
            ink: Ink::Compare,
            width: 2,
            dashed: true,
        }];
        let mut legend = vec![(
            tr(&msg!(if flat {
                "distance-legend-nope-off"
            } else {
                "distance-legend-nope"
            })),
            Mark::Dashed(Ink::Compare),
        )];
        if !flat {
            series.push(Series::Line {
                points: b.rope.clone(),
                ink: Ink::Main,
                width: 2,
                dashed: false,
            });
            legend.push((tr(&msg!("distance-legend-rope")), Mark::Line(Ink::Main)));
        }
        // One colour per ALiBi head (the steep one, then the gentle one). A straight line:
        // drawn from distance 0 to where it leaves the plot (marked with a dot there), and the
        // legend says where.
        for ((slope, line), ink) in b.alibi.iter().zip([Ink::Third, Ink::Fourth]) {
            let Some(&(_, start)) = line.first() else {
                continue;
            };
            let exit = if *slope > 0.0 {
                (start + ymax) / slope
            } else {
                f64::INFINITY
            };
            let slope_arg = Arg::num(num(*slope, 4), *slope);
            let mut label = tr(&msg!("distance-legend-alibi", slope = slope_arg.clone()));
            let end = if exit < xmax {
                label = tr(&msg!(
                    "distance-legend-alibi-leaves",
                    slope = slope_arg,
                    exit = Arg::num(num(exit, 1), exit)
                ));
                series.push(Series::Marker {
                    at: (exit, -ymax),
                    ink,
                });
                exit
            } else {
                xmax
            };
            series.push(Series::Line {
                points: vec![(0.0, start), (end, start - slope * end)],
                ink,
                width: 1,
                dashed: false,
            });
            legend.push((label, Mark::Line(ink)));
        }
        LineChart {
            x: Axis::linear(0.0, xmax, 8, &tr(&msg!("distance-axis-distance"))),
            y: Axis::linear(-ymax, ymax, 6, &tr(&msg!("distance-axis-logit"))),
            series,
            legend,
        }
    }

    /// RoFormer's relative upper bound, (1 / (d/2)) sum_j |S_j|, against distance.
    pub fn relative_chart(&self, tr: Tr) -> LineChart {
        let ymax = self
            .scaled
            .iter()
            .map(|p| p.relative_bound)
            .fold(1e-9, f64::max)
            * 1.05;
        LineChart {
            x: Axis::linear(
                0.0,
                self.max_distance as f64,
                8,
                &tr(&msg!("distance-axis-distance-short")),
            ),
            y: Axis::linear(0.0, ymax, 3, &tr(&msg!("distance-axis-mean-s"))),
            series: vec![Series::Line {
                points: self
                    .scaled
                    .iter()
                    .map(|p| (p.distance, p.relative_bound))
                    .collect(),
                ink: Ink::Third,
                width: 2,
                dashed: false,
            }],
            legend: vec![(
                tr(&msg!("distance-legend-relative")),
                Mark::Line(Ink::Third),
            )],
        }
    }

    /// The rows of the data table: about 16 round distances over the range, 0 and the end
    /// included (every point of the curve would be 400 rows, at distances such as 257).
    pub fn table_rows(&self) -> Vec<DistancePoint> {
        self.table.clone()
    }

    /// The text alternative.
    pub fn summary(&self) -> Msg {
        let c = &self.scaled;
        let s0 = c.first().map_or(0.0, |p| p.score);
        let far = &c[c.len() * 3 / 4..];
        let far_max = far.iter().map(|p| p.score.abs()).fold(0.0, f64::max);
        // "from a to b", or "stays at a" when nothing turns (RoPE off).
        let moves = |a: f64, b: f64| {
            if num(a, 3) == num(b, 3) {
                msg!("distance-stays-at", value = Arg::num(num(a, 3), a))
            } else {
                msg!(
                    "distance-goes-from",
                    from = Arg::num(num(a, 3), a),
                    to = Arg::num(num(b, 3), b)
                )
            }
        };
        let far_first = far.first().map_or(0.0, |p| p.distance);
        msg!(
            "distance-summary",
            score = Arg::num(num(s0, 4), s0),
            from = Arg::num(format!("{far_first}"), far_first),
            to = self.max_distance,
            far = Arg::num(num(far_max, 4), far_max),
            bound = moves(
                c.first().map_or(0.0, |p| p.bound),
                c.last().map_or(0.0, |p| p.bound)
            ),
            relative = moves(
                c.first().map_or(0.0, |p| p.relative_bound),
                c.last().map_or(0.0, |p| p.relative_bound)
            ),
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::base::i18n::en;
    use crate::rope::settings::config::Config;
    use crate::rope::view::score::decomposition;

    fn scene(q: &str) -> Scene {
        Scene::new(&Config::from_query(q).unwrap().config)
    }

    #[test]
    fn baselines_are_flat_linear_and_ropes_own() {
        let s = scene("qk=ones");
        let m = distance(&s, Some(256));
        let b = &m.baselines;
        // q = k = ones at d = 16: q·k = 16, / sqrt(16) = 4 with no position at all.
        assert!((b.nope - 4.0).abs() < 1e-12);
        // RoPE at distance 0 is the same logit; further away it differs.
        assert!((b.rope[0].1 - 4.0).abs() < 1e-12);
        assert!(b.rope.iter().any(|p| (p.1 - 4.0).abs() > 0.1));
        // ALiBi: 4 - slope x distance, for the steepest (1/2) and gentlest (1/256) heads.
        let (slope, line) = &b.alibi[0];
        assert_eq!(*slope, 0.5);
        for &(d, y) in line {
            assert!((y - (4.0 - 0.5 * d)).abs() < 1e-9);
        }
        assert_eq!(b.alibi[1].0, 1.0 / 256.0);
        let chart = m.baseline_chart(&en);
        assert_eq!(chart.legend.len(), 4);
        // Every series of the legend has a colour of its own (the two ALiBi heads included).
        let inks: Vec<Ink> = chart
            .legend
            .iter()
            .map(|(_, mark)| match *mark {
                Mark::Line(i) | Mark::Dashed(i) | Mark::Dot(i) | Mark::Band(i) => i,
            })
            .collect();
        assert!(
            inks.iter().enumerate().all(|(k, i)| !inks[..k].contains(i)),
            "{inks:?}"
        );
        // With RoPE off, RoPE's logit is flat too: it equals NoPE's everywhere.
        let off = distance(&scene("qk=ones&rope=off"), Some(256));
        assert!(off
            .baselines
            .rope
            .iter()
            .all(|p| (p.1 - off.baselines.nope).abs() < 1e-12));
    }

    /// Every legend entry of the view's charts shows a line inside the plot: ALiBi's heads
    /// are clipped where they leave it (and say where), and with RoPE off its flat line is
    /// named with the flat one instead of being drawn over it.
    #[test]
    fn every_legend_entry_is_seen_on_the_plot() {
        for q in [
            "",
            "dim=128",
            "dim=128&qk=ones",
            "rope=off",
            "qk=ones&rope=off",
            "scaling=yarn&factor=4&orig=256",
            "qk=same&dim=8",
        ] {
            for range in [None, Some(256)] {
                let m = distance(&scene(q), range);
                for chart in [
                    m.baseline_chart(&en),
                    m.score_chart(&en),
                    m.relative_chart(&en),
                ] {
                    assert!(
                        chart.unseen().is_empty(),
                        "{q} {range:?}: {:?} unseen",
                        chart.unseen()
                    );
                }
            }
        }
        let off = distance(&scene("rope=off"), None).baseline_chart(&en);
        assert!(
            off.legend.iter().all(|(l, _)| l != "RoPE"),
            "{:?}",
            off.legend
        );
        let steep = distance(&scene(""), None).baseline_chart(&en);
        assert!(
            steep
                .legend
                .iter()
                .any(|(l, _)| l.starts_with("ALiBi, slope 0.5") && l.contains("(leaves at ")),
            "{:?}",
            steep.legend
        );
    }

    /// The score chart's range follows the score: with the toy vectors (a bound far above the
    /// score) the bound leaves the chart and a note says where it is; the score's peak fills
    /// most of the height either way.
    #[test]
    fn the_score_chart_is_scaled_to_the_score() {
        for q in [
            "",
            "dim=128",
            "dim=128&qk=ones",
            "rope=off",
            "qk=same&dim=8",
        ] {
            let m = distance(&scene(q), None);
            let chart = m.score_chart(&en);
            let peak = m.scaled.iter().map(|p| p.score.abs()).fold(0.0, f64::max);
            let drawn = chart.legend.iter().any(|(l, _)| l.contains("bound"));
            let room = if drawn { BOUND_ON_CHART } else { 1.0 };
            assert!(
                peak * 1.1 * room >= chart.y.hi - 1e-9,
                "{q}: peak {peak} on {}",
                chart.y.hi
            );
            assert_eq!(drawn, m.bound_on_chart(), "{q}");
            assert_eq!(m.bound_note().is_some(), !drawn, "{q}");
        }
        assert!(!distance(&scene("dim=128"), None).bound_on_chart());
    }

    #[test]
    fn distance_zero_is_the_unrotated_score_and_the_bound_holds() {
        let s = scene("dim=32");
        let m = distance(&s, None);
        assert_eq!(m.max_distance, 1024);
        assert_eq!(m.scaled.len(), POINTS);
        assert!((m.scaled[0].score - decomposition(&s).unrotated).abs() < 1e-12);
        assert!(m.scaled.iter().all(|p| p.score.abs() <= p.bound + 1e-9));
        assert!(m.unscaled.is_none() && m.orig.is_none());
    }

    #[test]
    fn scaling_adds_the_unscaled_curve_and_the_original_context() {
        let s = scene("scaling=linear&factor=4&orig=2048");
        let m = distance(&s, None);
        assert_eq!(m.max_distance, 16384);
        let chart = m.score_chart(&en);
        assert!(chart
            .series
            .iter()
            .any(|x| matches!(x, Series::VLine { x, .. } if *x == 2048.0)));
        let bound = usize::from(m.bound_on_chart());
        assert_eq!(chart.legend.len(), 3 + bound);
        // With an explicit range below orig, no context line.
        let short = distance(&s, Some(1024));
        assert_eq!(
            short.score_chart(&en).legend.len(),
            2 + usize::from(short.bound_on_chart())
        );
        assert!(en(&m.summary()).starts_with("Score at distance 0:"));
    }

    #[test]
    fn relative_chart_starts_at_the_pair_count_mean() {
        let m = distance(&scene("dim=32"), Some(256));
        let c = m.relative_chart(&en);
        let Series::Line { points, .. } = &c.series[0] else {
            panic!()
        };
        // At distance 0 every partial sum S_j has norm j, so the mean over 16 pairs is 8.5.
        assert!((points[0].1 - 8.5).abs() < 1e-12);
    }

    #[test]
    fn all_ones_vectors_decay_and_toy_vectors_need_not() {
        // Aligned vectors: with q = k = (1, ..., 1) the score itself shrinks with distance.
        let ones = distance(&scene("qk=ones&dim=64"), Some(1024));
        let s0 = ones.scaled[0].score;
        assert_eq!(s0, 64.0, "distance 0: q . k = d");
        let far = ones.scaled[300..]
            .iter()
            .map(|p| p.score.abs())
            .fold(0.0, f64::max);
        assert!(far < s0 / 2.0, "far {far} vs {s0}");
        // With k equal to q the score at distance 0 is |q|^2, the largest it can be.
        let same = distance(&scene("qk=same&dim=64"), Some(1024));
        let top = same.scaled.iter().map(|p| p.score).fold(f64::MIN, f64::max);
        assert_eq!(top, same.scaled[0].score);
    }

    #[test]
    fn the_table_samples_the_curve_from_zero_to_the_end() {
        let m = distance(&scene("qk=ones"), Some(1024));
        let rows = m.table_rows();
        assert!((16..=18).contains(&rows.len()), "{}", rows.len());
        assert_eq!(rows[0].distance, 0.0);
        assert_eq!(rows.last().unwrap().distance, 1024.0);
        assert!(rows.windows(2).all(|w| w[0].distance < w[1].distance));
        // Where the curve has the same distance, the table has the same point.
        assert_eq!(rows[0], m.scaled[0]);
        assert_eq!(rows.last(), m.scaled.last());
    }

    /// The table's distances are round: 0, 64, 128, ..., 256, 320, 384, ... over 1024 (they
    /// were the curve's points, 257, 321, 385, ...), in every range offered, and each row is
    /// the score at its distance.
    #[test]
    fn the_table_samples_round_distances() {
        let s = scene("qk=ones");
        for range in RANGES {
            let m = distance(&s, Some(range));
            let step = range / TABLE_ROWS as u64;
            let want: Vec<f64> = (0..=TABLE_ROWS as u64).map(|i| (i * step) as f64).collect();
            let got: Vec<f64> = m.table_rows().iter().map(|p| p.distance).collect();
            assert_eq!(got, want, "range {range}");
            for p in m.table_rows() {
                let parts = pair_parts(&s.q, &s.k, s.pairs(), s.layout);
                let score =
                    crate::rope::maths::decay::score_at(&parts, &s.freqs.inv_freq, p.distance);
                assert!((p.score - score).abs() < 1e-9, "{range}: {p:?}");
            }
        }
        assert_eq!(
            &distance(&s, Some(1024)).table_rows()[4..7]
                .iter()
                .map(|p| p.distance)
                .collect::<Vec<_>>(),
            &[256.0, 320.0, 384.0]
        );
        // A range that is no multiple of the rows still ends at its end, and a tiny one works.
        assert_eq!(
            table_distances(20),
            vec![0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20]
        );
        assert_eq!(table_distances(40).last(), Some(&40));
        assert_eq!(table_distances(40)[..3], [0, 2, 4]);
        assert_eq!(table_distances(0), vec![0]);
    }
}
