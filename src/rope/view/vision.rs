//! `View::Vision`, the axial 2D RoPE of vision encoders (Qwen3-VL, GLM-4V): an image as a grid of
//! patches, which pairs turn with the row and which with the column, the score from a query patch
//! to every patch for the current q and k, and the same grid with both patches shifted by one
//! offset, which is the first one translated (the score depends only on the offset between the
//! patches). The formulas are `maths::axial`'s.

use super::num;
use crate::msg;
use crate::rope::base::i18n::{Arg, Msg};
use crate::rope::maths::axial::{self, Axis};
use crate::rope::view::chart::{
    grid_axis, viridis, CellMarks, ColorLegend, ColorMap, GridChart, Tr,
};
use crate::rope::view::scene::Scene;

/// The preset the view offers when d does not fit (Qwen3-VL's vision tower).
pub const VISION_PRESET: &str = "qwen3-vl-vision";

/// What the shifted grid's equality leaves out: the real vision towers add a learned absolute
/// position embedding to every patch before attention (transformers: Qwen3-VL's `pos_embed`,
/// interpolated to the image's grid; GLM-4V's `Glm4vVisionEmbeddings`), so for them a shift
/// moves the score too. One clause, shared by the view, its caption and tour step 14: the id
/// of its message.
pub const ABSOLUTE_TOO: &str = "vision-absolute-too";

impl VisionModel {
    /// The second grid's label: where the query went, and what is the same.
    pub fn shifted_label(&self) -> Msg {
        match self.shifted_query {
            Some([r, c]) => msg!(
                "vision-shifted-label",
                rows = self.shift[0],
                cols = self.shift[1],
                r = r,
                c = c,
                absolute = msg!(ABSOLUTE_TOO)
            ),
            None => msg!(
                "vision-shifted-leaves",
                rows = self.shift[0],
                cols = self.shift[1]
            ),
        }
    }
}

/// One pair of the head: the axis it turns with and its speed.
#[derive(Debug, Clone, PartialEq)]
pub struct VisionPair {
    pub index: usize,
    pub axis: Axis,
    /// The speed's index j (pair j and pair d/4 + j share speed j).
    pub speed_index: usize,
    pub inv_freq: f64,
}

/// Everything the vision view shows.
#[derive(Debug, Clone, PartialEq)]
pub struct VisionModel {
    pub rows: u64,
    pub cols: u64,
    pub merge: u64,
    /// The query patch (row, column).
    pub query: [u64; 2],
    /// The shift applied to both patches for the second grid.
    pub shift: [i64; 2],
    /// The shifted query patch, if it is inside the grid.
    pub shifted_query: Option<[u64; 2]>,
    pub pairs: Vec<VisionPair>,
    /// The score from the query patch to every patch (row-major).
    pub scores: Vec<f64>,
    /// The same from the shifted query patch (empty if it is outside the grid).
    pub shifted_scores: Vec<f64>,
    /// The colour scale's ends: the lowest and highest score of either grid (both grids on one
    /// scale, so equal scores have equal colours).
    pub range: (f64, f64),
    /// The first patches in the order the vision tower lists them (two merge blocks).
    pub order: Vec<[u64; 2]>,
    /// Language-model tokens after merging.
    pub tokens: u64,
    pub caption: Msg,
}

/// The vision view of a scene and a shift of both patches, or why there is none (d not a
/// multiple of 4).
pub fn vision(scene: &Scene, shift: [i64; 2]) -> Result<VisionModel, Msg> {
    let d = scene.dim;
    if !axial::fits(d) {
        // The vision tower preset's own d (the view's button loads it).
        let tower = crate::rope::settings::presets::find(VISION_PRESET)
            .and_then(|p| crate::rope::settings::presets::apply(&scene.config, &p).ok())
            .map_or(msg!("vision-nothing"), |c| {
                msg!("vision-tower-d", d = c.rope.dim)
            });
        return Err(msg!(
            "vision-needs-multiple-of-4",
            d = d,
            next = (d / 4 + 1) * 4,
            tower = tower
        ));
    }
    let c = &scene.config;
    let [rows, cols] = c.patch_grid();
    let merge = c.multimodal.merge as u64;
    let query = c.query_patch();
    // The vision tower's RoPE has no scaling; with RoPE off nothing turns, as in every view.
    let inv: Vec<f64> = if scene.rope {
        axial::inv_freq(d, scene.base)
    } else {
        vec![0.0; axial::speeds(d)]
    };
    let pairs: Vec<VisionPair> = (0..d / 2)
        .map(|i| {
            let (axis, j) = axial::pair_axis(d, i);
            VisionPair {
                index: i,
                axis,
                speed_index: j,
                inv_freq: inv.get(j).copied().unwrap_or(0.0),
            }
        })
        .collect();
    let grid_scores = |p: [u64; 2]| -> Vec<f64> {
        let pq = [p[0] as f64, p[1] as f64];
        (0..rows)
            .flat_map(|r| (0..cols).map(move |col| (r, col)))
            .map(|(r, col)| {
                axial::score(
                    &scene.q,
                    &scene.k,
                    scene.layout,
                    pq,
                    [r as f64, col as f64],
                    &inv,
                )
            })
            .collect()
    };
    let scores = grid_scores(query);
    let shifted_query = shifted(query, shift, [rows, cols]);
    let shifted_scores = shifted_query.map(grid_scores).unwrap_or_default();
    let range = scores
        .iter()
        .chain(&shifted_scores)
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(lo, hi), &x| {
            (lo.min(x), hi.max(x))
        });
    let order: Vec<[u64; 2]> = axial::position_ids([1, rows, cols], merge)
        .unwrap_or_default()
        .into_iter()
        .take((2 * merge * merge) as usize)
        .collect();
    let tokens = (rows / merge.max(1)) * (cols / merge.max(1));
    let half = d / 4;
    // d = 4 has one pair per axis: "pair 0", not "pairs 0–0".
    let run = |a: usize, b: usize| {
        if a == b {
            msg!("vision-run-one", a = a)
        } else {
            msg!("vision-run", a = a, b = b)
        }
    };
    let speeds = if half == 1 {
        msg!("vision-speeds-one")
    } else {
        msg!("vision-speeds", half = half)
    };
    let caption = msg!(
        "vision-caption-readout",
        rows = rows,
        cols = cols,
        pairs = d / 2,
        row_run = run(0, half - 1),
        col_run = run(half, d / 2 - 1),
        speeds = speeds,
        r = query[0],
        c = query[1],
        merge = if merge > 1 {
            msg!("vision-merge-blocks", merge = merge)
        } else {
            msg!("vision-merge-one")
        },
        scaling = if scene.method != crate::rope::Method::None {
            msg!("vision-no-scaling")
        } else {
            msg!("vision-nothing")
        }
    );
    Ok(VisionModel {
        rows,
        cols,
        merge,
        query,
        shift,
        shifted_query,
        pairs,
        scores,
        shifted_scores,
        range,
        order,
        tokens,
        caption,
    })
}

/// `p + shift` if it stays inside a grid of `size` patches.
pub fn shifted(p: [u64; 2], shift: [i64; 2], size: [u64; 2]) -> Option<[u64; 2]> {
    let mut out = [0u64; 2];
    for a in 0..2 {
        let v = p[a] as i64 + shift[a];
        if v < 0 || v >= size[a] as i64 {
            return None;
        }
        out[a] = v as u64;
    }
    Some(out)
}

impl VisionModel {
    fn grid(
        &self,
        scores: &[f64],
        query: Option<[u64; 2]>,
        key: Option<[u64; 2]>,
        tr: Tr,
    ) -> GridChart {
        let rows = self.rows as usize;
        let cols = self.cols as usize;
        let cell = |p: [u64; 2]| (p[0] as usize, p[1] as usize);
        GridChart {
            rows: if scores.is_empty() { 0 } else { rows },
            cols: if scores.is_empty() { 0 } else { cols },
            cells: scores.iter().map(|&s| viridis(self.shade(s))).collect(),
            x: grid_axis(
                0.0,
                cols.saturating_sub(1) as f64,
                cols,
                &tr(&msg!("vision-axis-column")),
            ),
            y: grid_axis(
                0.0,
                rows.saturating_sub(1) as f64,
                rows,
                &tr(&msg!("vision-axis-row")),
            ),
            legend: Some(ColorLegend {
                map: ColorMap::Viridis,
                left: tr(&msg!(
                    "vision-legend-score",
                    score = Arg::num(num(self.range.0, 2), self.range.0)
                )),
                right: num(self.range.1, 2),
            }),
            outline_col: None,
            marks: Some(CellMarks {
                query: query.map(cell),
                // A key pointed at before the grid shrank is not drawn outside it.
                key: key
                    .filter(|k| k[0] < self.rows && k[1] < self.cols)
                    .map(cell),
                block: self.merge as usize,
            }),
        }
    }

    /// Where a score lies on the colour scale, 0 at the lowest and 1 at the highest (0.5 when
    /// every score is the same).
    fn shade(&self, score: f64) -> f64 {
        let (lo, hi) = self.range;
        if hi > lo {
            (score - lo) / (hi - lo)
        } else {
            0.5
        }
    }

    /// The key patch the view reads out until the learner picks one: the patch farthest from
    /// the query whose shifted twin is still in the image, so the readout can compare both
    /// grids (the last patch if the shift leaves no such patch).
    pub fn default_key(&self) -> (usize, usize) {
        let (rows, cols) = (self.rows, self.cols);
        let far = |&(r, c): &(u64, u64)| {
            let dr = r.abs_diff(self.query[0]);
            let dc = c.abs_diff(self.query[1]);
            dr * dr + dc * dc
        };
        (0..rows)
            .flat_map(|r| (0..cols).map(move |c| (r, c)))
            .filter(|&(r, c)| shifted([r, c], self.shift, [rows, cols]).is_some())
            .max_by_key(far)
            .map_or(
                (
                    rows.saturating_sub(1) as usize,
                    cols.saturating_sub(1) as usize,
                ),
                |(r, c)| (r as usize, c as usize),
            )
    }

    /// The scores from the query patch, on a diverging map, with the query and `key` patches
    /// marked and the merge blocks drawn.
    pub fn chart(&self, key: (usize, usize), tr: Tr) -> GridChart {
        let key = [key.0 as u64, key.1 as u64];
        self.grid(&self.scores, Some(self.query), Some(key), tr)
    }

    /// The scores from the shifted query patch with the shifted `key` marked (an empty grid if
    /// the query leaves the image; no key mark if the key does).
    pub fn shifted_chart(&self, key: (usize, usize), tr: Tr) -> GridChart {
        let key = shifted(
            [key.0 as u64, key.1 as u64],
            self.shift,
            [self.rows, self.cols],
        );
        self.grid(&self.shifted_scores, self.shifted_query, key, tr)
    }

    /// The score from the query patch to patch (r, c).
    pub fn score_at(&self, (r, c): (usize, usize)) -> Option<f64> {
        if r as u64 >= self.rows || c as u64 >= self.cols {
            return None;
        }
        self.scores.get(r * self.cols as usize + c).copied()
    }

    /// The readout for key patch (r, c): the score, and the same pair of patches both shifted.
    pub fn readout(&self, (r, c): (usize, usize)) -> Option<Msg> {
        let s = self.score_at((r, c))?;
        let [qr, qc] = self.query;
        let key = shifted([r as u64, c as u64], self.shift, [self.rows, self.cols]);
        let then = match (self.shifted_query, key) {
            (Some([sr, sc]), Some([kr, kc])) => {
                let t = self
                    .shifted_scores
                    .get(kr as usize * self.cols as usize + kc as usize)
                    .copied()
                    .unwrap_or(f64::NAN);
                msg!(
                    "vision-readout-shifted",
                    rows = self.shift[0],
                    cols = self.shift[1],
                    qr = sr,
                    qc = sc,
                    kr = kr,
                    kc = kc,
                    score = Arg::num(num(t, 6), t)
                )
            }
            _ => msg!("vision-readout-leaves"),
        };
        Some(msg!(
            "vision-readout",
            qr = qr,
            qc = qc,
            kr = r,
            kc = c,
            dr = qr as i64 - r as i64,
            dc = qc as i64 - c as i64,
            score = Arg::num(num(s, 6), s),
            shifted = then
        ))
    }

    /// The pairs' axes as runs: "pairs 0–17: row", "pairs 18–35: column".
    pub fn axis_runs(&self) -> Vec<(usize, usize, Axis)> {
        let mut out: Vec<(usize, usize, Axis)> = Vec::new();
        for p in &self.pairs {
            match out.last_mut() {
                Some(last) if last.2 == p.axis && last.1 + 1 == p.index => last.1 = p.index,
                _ => out.push((p.index, p.index, p.axis)),
            }
        }
        out
    }

    /// A one-line summary for screen readers and tests.
    pub fn summary(&self) -> Msg {
        let (lo, hi) = self
            .scores
            .iter()
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), &s| {
                (a.min(s), b.max(s))
            });
        msg!(
            "vision-summary",
            r = self.query[0],
            c = self.query[1],
            rows = self.rows,
            cols = self.cols,
            lo = Arg::num(num(lo, 4), lo),
            hi = Arg::num(num(hi, 4), hi),
            merge = self.merge,
            tokens = self.tokens
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::base::i18n::en;
    use crate::rope::Config;

    fn scene(q: &str) -> Scene {
        Scene::new(&Config::from_query(q).unwrap().config)
    }

    /// "Scores the same" holds for the fixed q and k shown, not for the real towers, which add
    /// a learned absolute position embedding to every patch: the view, tour step 14, the
    /// Qwen3-VL vision preset and the README say so.
    #[test]
    fn the_shifted_grid_says_the_real_towers_add_absolute_positions() {
        let p = crate::rope::settings::presets::find("qwen3-vl-vision").unwrap();
        let c = crate::rope::settings::presets::apply(&Config::default(), &p).unwrap();
        let m = vision(&Scene::new(&c), [0, 0]).unwrap();
        assert!(m.shifted_query.is_some());
        let label = en(&m.shifted_label());
        assert!(
            label.contains("the score is the same (true for the fixed q and k shown"),
            "{label}"
        );
        assert!(
            label.contains("learned absolute position embedding"),
            "{label}"
        );
        assert!(p.note.contains("pos_embed") && p.note.contains("only for the fixed q and k"));
        let step = crate::rope::teaching::tour::STEPS
            .iter()
            .find(|s| s.id == "image-patches")
            .unwrap();
        let q = step.question(&Scene::new(&step.config()));
        assert!(
            q.explanation.text().contains(&en(&ABSOLUTE_TOO.into())),
            "{}",
            q.explanation.text()
        );
        let readme = include_str!("../../../docs/guide.md");
        assert!(readme.contains("which scores the same for the q and k shown (the real towers also add a learned absolute position embedding"));
    }

    #[test]
    fn the_caption_counts_pairs_and_speeds_in_words_for_any_d() {
        let one = vision(&scene("dim=4&patches=4,4&patch=1,1"), [0, 0]).unwrap();
        assert!(en(&one.caption).contains("Of the head's 2 pairs, pair 0 turns with the row and pair 1 turns with the column, at the same speed (pair 0 and pair 1 both turn 1 radian per step)."), "{}", en(&one.caption));
        let four = vision(&scene("dim=16&patches=4,4&patch=1,1"), [0, 0]).unwrap();
        assert!(en(&four.caption).contains("Of the head's 8 pairs, pairs 0–3 turn with the row and pairs 4–7 turn with the column, at the same 4 speeds (pair j and pair 4 + j"), "{}", en(&four.caption));
    }

    #[test]
    fn the_shifted_grid_is_the_first_translated() {
        let s = scene("dim=16&base=100&patches=6,8&patch=2,3");
        let m = vision(&s, [1, 2]).unwrap();
        assert_eq!((m.rows, m.cols, m.merge), (6, 8, 2));
        assert_eq!(m.shifted_query, Some([3, 5]));
        assert_eq!(m.tokens, 12);
        for r in 0..5usize {
            for c in 0..6usize {
                let a = m.scores[r * 8 + c];
                let b = m.shifted_scores[(r + 1) * 8 + c + 2];
                assert!((a - b).abs() < 1e-12, "({r}, {c}): {a} vs {b}");
            }
        }
        // Moving only the key changes the score.
        assert!((m.scores[0] - m.scores[1]).abs() > 1e-9);
        let r = en(&m.readout((0, 0)).unwrap());
        assert!(r.contains("key (1, 2)"), "{r}");
        assert_eq!(m.axis_runs(), vec![(0, 3, Axis::Row), (4, 7, Axis::Column)]);
        assert_eq!(m.order[..4], [[0, 0], [0, 1], [1, 0], [1, 1]]);
        assert_eq!(m.chart(m.default_key(), &en).cells.len(), 48);
        // Shift (1, 2): the farthest patch from (2, 3) whose twin stays inside is (4, 0).
        assert_eq!(m.default_key(), (4, 0));
        assert!(en(&m.readout(m.default_key()).unwrap()).contains("Shifted by (1, 2)"));
        let marks = m.chart((0, 1), &en).marks.unwrap();
        assert_eq!(
            (marks.query, marks.key, marks.block),
            (Some((2, 3)), Some((0, 1)), 2)
        );
        let shifted_marks = m.shifted_chart((0, 1), &en).marks.unwrap();
        assert_eq!(shifted_marks.query, Some((3, 5)));
        assert_eq!(shifted_marks.key, Some((1, 3)));
        // A key the shift moves out of the image is not marked.
        assert_eq!(m.shifted_chart((5, 7), &en).marks.unwrap().key, None);
        assert_eq!(m.chart((6, 0), &en).marks.unwrap().key, None);
        // The merge size is drawn: blocks of 4 with merge 4.
        let m4 = vision(&scene("dim=16&base=100&patches=8,8&merge=4"), [0, 0]).unwrap();
        assert_eq!(m4.chart((0, 0), &en).marks.unwrap().block, 4);
        assert!(
            en(&m4.caption).contains("4 x 4 blocks"),
            "{}",
            en(&m4.caption)
        );
        assert!(
            en(&m.caption).contains("pairs 0–3 turn with the row"),
            "{}",
            en(&m.caption)
        );
        // One colour scale for both grids: the lowest score is its first colour, the highest
        // its last.
        let lo = m.scores.iter().cloned().fold(f64::INFINITY, f64::min);
        assert!(m.range.0 <= lo && m.shade(m.range.1) == 1.0 && m.shade(m.range.0) == 0.0);
        // Out of the grid: no second grid, and the readout says so.
        let out = vision(&s, [10, 0]).unwrap();
        assert!(out.shifted_scores.is_empty() && out.shifted_chart((0, 0), &en).rows == 0);
        assert!(en(&out.readout((0, 0)).unwrap()).contains("leaves the image"));
    }

    #[test]
    fn d_must_split_into_rows_and_columns_and_rope_off_flattens_the_grid() {
        let e = en(&vision(&scene("dim=18"), [0, 0]).unwrap_err());
        assert!(e.contains("multiple of 4"), "{e}");
        // The d it names for the preset is the preset's.
        let tower = crate::rope::settings::presets::find(VISION_PRESET).unwrap();
        let c = crate::rope::settings::presets::apply(&Config::default(), &tower).unwrap();
        assert!(
            e.contains(&format!("vision tower preset (d = {})", c.rope.dim)),
            "{e}"
        );
        assert!(axial::fits(c.rope.dim));
        let off = vision(&scene("dim=16&rope=off"), [0, 0]).unwrap();
        let first = off.scores[0];
        assert!(off.scores.iter().all(|&s| (s - first).abs() < 1e-12));
        // The default query patch is the middle of the 8 x 8 default grid.
        assert_eq!(off.query, [4, 4]);
    }
}
