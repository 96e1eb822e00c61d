//! Axial 2D RoPE of vision encoders (the `axial` rope type of the vision configurations of
//! Qwen3-VL, Qwen3.5, GLM-4V, PaddleOCR-VL): an image is cut into a grid of patches, and each
//! patch has two position ids, its row and its column. Half of each head's pairs turn with the
//! row, half with the column, at the same speeds, so the score between two patches depends only
//! on their offset in rows and in columns.
//!
//! As transformers 5.24 computes it (`Qwen3VLVisionRotaryEmbedding`, `vision_utils.
//! get_vision_position_ids`):
//! - `inv_freq[j] = 1 / base^(2j / (d/2))` for `j < d/4` (the speeds of plain RoPE with head
//!   size d/2);
//! - the angles of a patch are `[row x inv_freq, column x inv_freq]`, then doubled for
//!   `rotate_half`: pair `j < d/4` turns with the row at `inv_freq[j]`, pair `d/4 + j` with the
//!   column at `inv_freq[j]`;
//! - the patches are listed block by block: the vision tower later merges each
//!   `merge x merge` block of neighbouring patches into one token, so their ids are laid out
//!   block-major (the rows and columns themselves are plain patch coordinates), and a video
//!   repeats the frame's ids once per frame.

use crate::rope::rotate::{pair_of, Layout};
use crate::rope::score::pair_contribution;

/// Which image axis a pair turns with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Axis {
    Row,
    Column,
}

impl Axis {
    pub fn name(self) -> &'static str {
        match self {
            Axis::Row => "row",
            Axis::Column => "column",
        }
    }
}

/// How many distinct speeds a head of `dim` dimensions has: `len(arange(0, dim // 2, 2))`.
pub fn speeds(dim: usize) -> usize {
    (dim / 2).div_ceil(2)
}

/// Whether a head of `dim` dimensions splits into row and column pairs evenly (transformers'
/// angles cover exactly the head only then: `d` a multiple of 4).
pub fn fits(dim: usize) -> bool {
    dim >= 4 && dim.is_multiple_of(4)
}

/// The vision tower's inverse frequencies: `1 / base^(2j / (d/2))`, `j < d/4`.
pub fn inv_freq(dim: usize, base: f64) -> Vec<f64> {
    let spatial = (dim / 2) as f64;
    (0..speeds(dim))
        .map(|j| 1.0 / base.powf((2 * j) as f64 / spatial))
        .collect()
}

/// The axis and speed index of pair `i` of a head of `dim` dimensions.
pub fn pair_axis(dim: usize, i: usize) -> (Axis, usize) {
    let n = speeds(dim);
    if i < n {
        (Axis::Row, i)
    } else {
        (Axis::Column, i - n)
    }
}

/// Every pair's angle for a patch at `(row, column)`: the rows' speeds, then the columns'.
pub fn angles(pos: [f64; 2], inv_freq: &[f64]) -> Vec<f64> {
    inv_freq
        .iter()
        .map(|w| pos[0] * w)
        .chain(inv_freq.iter().map(|w| pos[1] * w))
        .collect()
}

/// The (row, column) position ids of the patches of an image or video of `grid` = (t, h, w)
/// patches, in the order the vision tower lists them: `merge x merge` blocks row by row, each
/// block's patches row by row, frames one after another. `None` when `merge` does not divide
/// h and w (transformers' reshape fails there).
pub fn position_ids(grid: [u64; 3], merge: u64) -> Option<Vec<[u64; 2]>> {
    let [t, h, w] = grid;
    if merge == 0 || h % merge != 0 || w % merge != 0 {
        return None;
    }
    let mut frame = Vec::with_capacity((h * w) as usize);
    for br in 0..h / merge {
        for bc in 0..w / merge {
            for r in 0..merge {
                for c in 0..merge {
                    frame.push([br * merge + r, bc * merge + c]);
                }
            }
        }
    }
    let mut out = Vec::with_capacity(frame.len() * t as usize);
    for _ in 0..t {
        out.extend_from_slice(&frame);
    }
    Some(out)
}

/// The score of query content `q` at patch `pq` against key content `k` at patch `pk`
/// (pairs under `layout`): the sum over pairs of `dot cos(delta) + cross sin(delta)` with
/// `delta` the pair's angle at `pq` minus its angle at `pk`.
pub fn score(q: &[f64], k: &[f64], layout: Layout, pq: [f64; 2], pk: [f64; 2], inv: &[f64]) -> f64 {
    let aq = angles(pq, inv);
    let ak = angles(pk, inv);
    let pairs = q.len().min(k.len()) / 2;
    (0..pairs.min(aq.len()))
        .map(|i| {
            pair_contribution(pair_of(q, i, layout), pair_of(k, i, layout), aq[i] - ak[i])
                .contribution
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::rotate::{dot, rotate_pair};

    #[test]
    fn pairs_split_into_rows_then_columns() {
        assert_eq!(speeds(72), 18);
        assert_eq!(pair_axis(72, 0), (Axis::Row, 0));
        assert_eq!(pair_axis(72, 17), (Axis::Row, 17));
        assert_eq!(pair_axis(72, 18), (Axis::Column, 0));
        assert_eq!(pair_axis(72, 35), (Axis::Column, 17));
        let w = inv_freq(16, 10_000.0);
        assert_eq!(w.len(), 4);
        assert_eq!(w[0], 1.0);
        assert!((w[1] - 10_000f64.powf(-0.25)).abs() < 1e-15);
        assert!(fits(72) && !fits(18) && !fits(2));
    }

    #[test]
    fn patches_are_listed_block_by_block() {
        let ids = position_ids([1, 2, 4], 2).unwrap();
        assert_eq!(
            ids,
            vec![
                [0, 0],
                [0, 1],
                [1, 0],
                [1, 1],
                [0, 2],
                [0, 3],
                [1, 2],
                [1, 3]
            ]
        );
        assert_eq!(position_ids([2, 2, 2], 2).unwrap().len(), 8);
        assert_eq!(position_ids([1, 3, 4], 2), None);
        assert_eq!(position_ids([1, 3, 4], 1).unwrap()[4], [1, 0]);
    }

    /// The score is the dot product of the two rotated vectors, and it depends only on the
    /// offset between the patches.
    #[test]
    fn the_score_depends_on_the_offset_only() {
        let d = 8;
        let inv = inv_freq(d, 100.0);
        let q: Vec<f64> = (0..d).map(|i| (i as f64 * 0.7).sin()).collect();
        let k: Vec<f64> = (0..d).map(|i| (i as f64 * 1.3).cos()).collect();
        let rot = |x: &[f64], p: [f64; 2]| {
            let a = angles(p, &inv);
            let mut out = x.to_vec();
            for (i, &t) in a.iter().enumerate() {
                let (ia, ib) = Layout::Half.pair_dims(i, d);
                let (u, v) = rotate_pair(x[ia], x[ib], t);
                out[ia] = u;
                out[ib] = v;
            }
            out
        };
        let s = score(&q, &k, Layout::Half, [3.0, 1.0], [1.0, 4.0], &inv);
        assert!((s - dot(&rot(&q, [3.0, 1.0]), &rot(&k, [1.0, 4.0]))).abs() < 1e-12);
        let shifted = score(&q, &k, Layout::Half, [5.0, 3.0], [3.0, 6.0], &inv);
        assert!((s - shifted).abs() < 1e-12);
        let other = score(&q, &k, Layout::Half, [3.0, 1.0], [1.0, 5.0], &inv);
        assert!((s - other).abs() > 1e-6);
    }
}
