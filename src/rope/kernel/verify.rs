//! What the benchmark shows beside its timings: the deterministic input, the error against an
//! f64 reference, the slice tables and the relative-position identity over whole head vectors.

use super::{RopeTable, Shape};
use crate::rope::maths::rotate::{dot, rotate_vector, Layout};

/// The f64 reference for one row: the f32 inputs rotated exactly (up to f64 rounding).
pub fn reference_row(row: &[f32], pos: usize, inv_freq: &[f64], layout: Layout) -> Vec<f64> {
    let x: Vec<f64> = row.iter().map(|&v| v as f64).collect();
    rotate_vector(&x, pos as f64, inv_freq, layout)
}

/// Deterministic input in [-1, 1): `x[j] = 2 * (splitmix64(j) >> 40) / 2^24 - 1` over the flat
/// index j (the top 24 bits of SplitMix64's output at j, exactly representable in f32). Fast
/// enough for 64 Mi elements in the browser, reproducible everywhere, covering signs and
/// magnitudes uniformly.
pub fn deterministic_input(n: usize) -> Vec<f32> {
    let mut v = Vec::new();
    if v.try_reserve_exact(n).is_err() {
        return v;
    }
    fill_deterministic(&mut v, n);
    v
}

/// Appends the first `n` values of [`deterministic_input`] to `v`.
pub fn fill_deterministic(v: &mut Vec<f32>, n: usize) {
    v.extend((0..n as u64).map(|j| {
        let mut z = j.wrapping_add(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
        ((z >> 40) as f32) * (2.0 / 16_777_216.0) - 1.0
    }));
}

/// Largest |kernel - f64 reference| over the rows `[b, t, h]` listed in `rows`.
pub fn max_abs_error(
    input: &[f32],
    output: &[f32],
    shape: Shape,
    inv_freq: &[f64],
    layout: Layout,
    rows: &[(usize, usize, usize)],
) -> f64 {
    rows.iter()
        .map(|&(b, t, h)| {
            let o = shape.row_offset(b, t, h);
            let reference = reference_row(&input[o..o + shape.dim], t, inv_freq, layout);
            output[o..o + shape.dim]
                .iter()
                .zip(&reference)
                .map(|(&got, &want)| (got as f64 - want).abs())
                .fold(0.0, f64::max)
        })
        .fold(0.0, f64::max)
}

/// One row of the slice table: pair `k` of the head `(b, t, h)`.
#[derive(Debug, Clone, PartialEq)]
pub struct SliceRow {
    pub b: usize,
    pub t: usize,
    pub h: usize,
    pub k: usize,
    pub inv_freq: f64,
    /// t * inv_freq (radians, f64).
    pub angle: f64,
    /// The unit phasor e^(i angle) as stored in the f32 table.
    pub phasor: (f32, f32),
    pub before: (f32, f32),
    pub after: (f32, f32),
    pub norm_before: f64,
    pub norm_after: f64,
}

/// The pair indices {0, 8, 32, 63} of a 128-dim head, scaled to `pairs` pairs.
pub fn slice_pairs(pairs: usize) -> Vec<usize> {
    let mut ks: Vec<usize> = [0usize, 8, 32, 63]
        .iter()
        .map(|&k| (k * pairs / 64).min(pairs.saturating_sub(1)))
        .collect();
    ks.dedup();
    ks
}

/// The slice table for heads (0, 0) and (B-1, H-1) at positions {0, 1, S/2, S-1}.
pub fn slice_table(
    input: &[f32],
    output: &[f32],
    shape: Shape,
    table: &RopeTable,
    inv_freq: &[f64],
    layout: Layout,
) -> Vec<SliceRow> {
    let mut heads = vec![(0, 0), (shape.batch - 1, shape.heads - 1)];
    heads.dedup();
    let mut ts = vec![0, 1.min(shape.seq - 1), shape.seq / 2, shape.seq - 1];
    ts.dedup();
    let mut rows = Vec::new();
    for &(b, h) in &heads {
        for &t in &ts {
            let o = shape.row_offset(b, t, h);
            for k in slice_pairs(shape.dim / 2) {
                let (ia, ib) = layout.pair_dims(k, shape.dim);
                let before = (input[o + ia], input[o + ib]);
                let after = (output[o + ia], output[o + ib]);
                let (c, s) = (
                    table.cos[t * table.pairs + k],
                    table.sin[t * table.pairs + k],
                );
                rows.push(SliceRow {
                    b,
                    t,
                    h,
                    k,
                    inv_freq: inv_freq[k],
                    angle: t as f64 * inv_freq[k],
                    phasor: (c, s),
                    before,
                    after,
                    norm_before: (before.0 as f64).hypot(before.1 as f64),
                    norm_after: (after.0 as f64).hypot(after.1 as f64),
                });
            }
        }
    }
    rows
}

/// The relative-position identity over whole head vectors, from a kernel run: with q the input
/// row at t1 and k the input row at t2 (head (0, 0)), `lhs` = <R(t1) q, R(t2) k> from the
/// kernel's f32 output; `rhs` = <q, R(t2 - t1) k> in f64. Because R(t1)^T R(t2) = R(t2 - t1),
/// they agree to float precision. `wrong_sign` = <q, R(t1 - t2) k>, the form some texts print,
/// which does not.
#[derive(Debug, Clone, PartialEq)]
pub struct IdentityCheck {
    pub t1: usize,
    pub t2: usize,
    pub lhs: f64,
    pub rhs: f64,
    pub wrong_sign: f64,
}

pub fn identity_checks(
    input: &[f32],
    output: &[f32],
    shape: Shape,
    inv_freq: &[f64],
    layout: Layout,
    pairs_of_positions: &[(usize, usize)],
) -> Vec<IdentityCheck> {
    let row = |buf: &[f32], t: usize| -> Vec<f64> {
        let o = shape.row_offset(0, t, 0);
        buf[o..o + shape.dim].iter().map(|&v| v as f64).collect()
    };
    pairs_of_positions
        .iter()
        .filter(|&&(t1, t2)| t1 < shape.seq && t2 < shape.seq)
        .map(|&(t1, t2)| {
            let (q, k) = (row(input, t1), row(input, t2));
            let lhs = dot(&row(output, t1), &row(output, t2));
            let rel = t2 as f64 - t1 as f64;
            IdentityCheck {
                t1,
                t2,
                lhs,
                rhs: dot(&q, &rotate_vector(&k, rel, inv_freq, layout)),
                wrong_sign: dot(&q, &rotate_vector(&k, -rel, inv_freq, layout)),
            }
        })
        .collect()
}
