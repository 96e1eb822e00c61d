//! RoPE applied to a real `[B, S, H, D]` f32 tensor, as a model does it.
//!
//! A table of unit phasors `cos/sin(t * inv_freq[i])` of shape `[S, D/2]` is computed once (angles
//! in f64, then cast to f32) and broadcast over batch and heads. There is one kernel per layout,
//! each in two forms: a scalar reference, and a SIMD128 path (wasm32 with `+simd128`) that must
//! give bit-identical results. Both can work in place or into a preallocated output.

use super::rotate::{dot, rotate_vector, Layout};

/// Shape of the activation tensor `[batch, seq, heads, head_dim]`, row-major.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Shape {
    pub batch: usize,
    pub seq: usize,
    pub heads: usize,
    pub dim: usize,
}

impl Shape {
    /// Number of f32 elements, or `None` if it overflows `usize`.
    pub fn elements(&self) -> Option<usize> {
        self.batch
            .checked_mul(self.seq)?
            .checked_mul(self.heads)?
            .checked_mul(self.dim)
    }

    /// Offset of element `[b, t, h, 0]`.
    pub fn row_offset(&self, b: usize, t: usize, h: usize) -> usize {
        ((b * self.seq + t) * self.heads + h) * self.dim
    }
}

/// Why a kernel call was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KernelError {
    /// D must be even and at least 2.
    OddDim(usize),
    /// Some dimension is zero or the element count overflows.
    BadShape(Shape),
    /// A buffer has the wrong length.
    Length { expected: usize, got: usize },
    /// The table was built for another S or D.
    TableMismatch,
}

impl std::fmt::Display for KernelError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            KernelError::OddDim(d) => write!(f, "D must be even and at least 2, got {d}"),
            KernelError::BadShape(s) => write!(
                f,
                "shape [{}, {}, {}, {}] is empty or too large",
                s.batch, s.seq, s.heads, s.dim
            ),
            KernelError::Length { expected, got } => {
                write!(f, "buffer has {got} elements, the shape needs {expected}")
            }
            KernelError::TableMismatch => write!(f, "the phasor table does not match S and D"),
        }
    }
}

impl std::error::Error for KernelError {}

/// The `[S, D/2]` table of unit phasors.
#[derive(Debug, Clone, PartialEq)]
pub struct RopeTable {
    pub seq: usize,
    pub pairs: usize,
    pub cos: Vec<f32>,
    pub sin: Vec<f32>,
}

impl RopeTable {
    /// Phasors for positions `0..seq` and the given frequencies.
    pub fn new(inv_freq: &[f64], seq: usize) -> Self {
        let pairs = inv_freq.len();
        let mut cos = Vec::with_capacity(seq * pairs);
        let mut sin = Vec::with_capacity(seq * pairs);
        for t in 0..seq {
            for &w in inv_freq {
                let (s, c) = (t as f64 * w).sin_cos();
                cos.push(c as f32);
                sin.push(s as f32);
            }
        }
        RopeTable {
            seq,
            pairs,
            cos,
            sin,
        }
    }

    fn row(&self, t: usize) -> (&[f32], &[f32]) {
        let r = t * self.pairs..(t + 1) * self.pairs;
        (&self.cos[r.clone()], &self.sin[r])
    }
}

/// Which implementation to run.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Path {
    Scalar,
    /// SIMD128 where compiled in; falls back to scalar elsewhere (see [`simd_available`]).
    Simd,
}

/// Whether this build has the SIMD128 path.
pub const fn simd_available() -> bool {
    cfg!(all(target_arch = "wasm32", target_feature = "simd128"))
}

fn check(shape: Shape, table: &RopeTable, len: usize) -> Result<(), KernelError> {
    if shape.dim < 2 || !shape.dim.is_multiple_of(2) {
        return Err(KernelError::OddDim(shape.dim));
    }
    let n = shape
        .elements()
        .filter(|&n| n > 0)
        .ok_or(KernelError::BadShape(shape))?;
    if len != n {
        return Err(KernelError::Length {
            expected: n,
            got: len,
        });
    }
    if table.seq != shape.seq || table.pairs != shape.dim / 2 {
        return Err(KernelError::TableMismatch);
    }
    Ok(())
}

/// Applies RoPE to `x` in place: token `t` of every batch and head is rotated to position `t`.
pub fn apply_in_place(
    x: &mut [f32],
    shape: Shape,
    table: &RopeTable,
    layout: Layout,
    path: Path,
) -> Result<(), KernelError> {
    check(shape, table, x.len())?;
    let ptr = x.as_mut_ptr();
    // SAFETY: `check` proved x holds exactly the shape's elements; each row call touches only
    // its own D elements, and the row kernels read a pair before writing it (src == dst is fine).
    unsafe { run(ptr as *const f32, ptr, shape, table, layout, path) };
    Ok(())
}

/// Applies RoPE to `x`, writing into the preallocated `out` (same length).
pub fn apply_into(
    x: &[f32],
    out: &mut [f32],
    shape: Shape,
    table: &RopeTable,
    layout: Layout,
    path: Path,
) -> Result<(), KernelError> {
    check(shape, table, x.len())?;
    if out.len() != x.len() {
        return Err(KernelError::Length {
            expected: x.len(),
            got: out.len(),
        });
    }
    // SAFETY: both buffers hold exactly the shape's elements and do not overlap (&/&mut).
    unsafe { run(x.as_ptr(), out.as_mut_ptr(), shape, table, layout, path) };
    Ok(())
}

/// # Safety
/// `src` and `dst` must each be valid for `shape.elements()` f32s; they may be equal but must
/// not otherwise overlap. The table must match the shape.
unsafe fn run(
    src: *const f32,
    dst: *mut f32,
    shape: Shape,
    table: &RopeTable,
    layout: Layout,
    path: Path,
) {
    let row_kernel: unsafe fn(*const f32, *mut f32, &[f32], &[f32]) = match (layout, path) {
        (Layout::Interleaved, Path::Scalar) => row_interleaved_scalar,
        (Layout::Half, Path::Scalar) => row_half_scalar,
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        (Layout::Interleaved, Path::Simd) => simd::row_interleaved,
        #[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
        (Layout::Half, Path::Simd) => simd::row_half,
        #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
        (Layout::Interleaved, Path::Simd) => row_interleaved_scalar,
        #[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
        (Layout::Half, Path::Simd) => row_half_scalar,
    };
    for b in 0..shape.batch {
        for t in 0..shape.seq {
            let (cos, sin) = table.row(t);
            for h in 0..shape.heads {
                let o = shape.row_offset(b, t, h);
                row_kernel(src.add(o), dst.add(o), cos, sin);
            }
        }
    }
}

/// Pair i = (x[2i], x[2i+1]).
///
/// # Safety
/// `src`/`dst` valid for `2 * cos.len()` f32s; equal or disjoint.
unsafe fn row_interleaved_scalar(src: *const f32, dst: *mut f32, cos: &[f32], sin: &[f32]) {
    for (i, (&c, &s)) in cos.iter().zip(sin).enumerate() {
        let a = *src.add(2 * i);
        let b = *src.add(2 * i + 1);
        *dst.add(2 * i) = a * c - b * s;
        *dst.add(2 * i + 1) = b * c + a * s;
    }
}

/// Pair i = (x[i], x[i + D/2]).
///
/// # Safety
/// As [`row_interleaved_scalar`].
unsafe fn row_half_scalar(src: *const f32, dst: *mut f32, cos: &[f32], sin: &[f32]) {
    let half = cos.len();
    for (i, (&c, &s)) in cos.iter().zip(sin).enumerate() {
        let a = *src.add(i);
        let b = *src.add(i + half);
        *dst.add(i) = a * c - b * s;
        *dst.add(i + half) = b * c + a * s;
    }
}

#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
mod simd {
    //! SIMD128 row kernels. Same operations in the same order as the scalar ones (no fused
    //! multiply-add in SIMD128), so results are bit-identical.
    use core::arch::wasm32::*;

    /// Four pairs (eight floats) per step: out = x * [c0 c0 c1 c1] + swap(x) * [-s0 s0 -s1 s1].
    ///
    /// # Safety
    /// As the scalar kernel.
    pub unsafe fn row_interleaved(src: *const f32, dst: *mut f32, cos: &[f32], sin: &[f32]) {
        let pairs = cos.len();
        let groups = pairs / 4;
        // Flips the sign of lanes 0 and 2: the "a" lanes get -b*s.
        let neg_even = u32x4(0x8000_0000, 0, 0x8000_0000, 0);
        for g in 0..groups {
            let c = v128_load(cos.as_ptr().add(4 * g) as *const v128);
            let s = v128_load(sin.as_ptr().add(4 * g) as *const v128);
            let c_lo = i32x4_shuffle::<0, 0, 1, 1>(c, c);
            let c_hi = i32x4_shuffle::<2, 2, 3, 3>(c, c);
            let s_lo = v128_xor(i32x4_shuffle::<0, 0, 1, 1>(s, s), neg_even);
            let s_hi = v128_xor(i32x4_shuffle::<2, 2, 3, 3>(s, s), neg_even);
            let p_lo = src.add(8 * g);
            let p_hi = src.add(8 * g + 4);
            let x_lo = v128_load(p_lo as *const v128);
            let x_hi = v128_load(p_hi as *const v128);
            let sw_lo = i32x4_shuffle::<1, 0, 3, 2>(x_lo, x_lo);
            let sw_hi = i32x4_shuffle::<1, 0, 3, 2>(x_hi, x_hi);
            // a*c + b*(-s) == a*c - b*s exactly; b*c + a*s as in the scalar kernel.
            let o_lo = f32x4_add(f32x4_mul(x_lo, c_lo), f32x4_mul(sw_lo, s_lo));
            let o_hi = f32x4_add(f32x4_mul(x_hi, c_hi), f32x4_mul(sw_hi, s_hi));
            v128_store(dst.add(8 * g) as *mut v128, o_lo);
            v128_store(dst.add(8 * g + 4) as *mut v128, o_hi);
        }
        let done = 4 * groups;
        super::row_interleaved_scalar(
            src.add(2 * done),
            dst.add(2 * done),
            &cos[done..],
            &sin[done..],
        );
    }

    /// Four pairs per step: a' = a*c - b*s, b' = b*c + a*s on vectors of a's and b's.
    ///
    /// # Safety
    /// As the scalar kernel.
    pub unsafe fn row_half(src: *const f32, dst: *mut f32, cos: &[f32], sin: &[f32]) {
        let half = cos.len();
        let groups = half / 4;
        for g in 0..groups {
            let i = 4 * g;
            let c = v128_load(cos.as_ptr().add(i) as *const v128);
            let s = v128_load(sin.as_ptr().add(i) as *const v128);
            let a = v128_load(src.add(i) as *const v128);
            let b = v128_load(src.add(i + half) as *const v128);
            let oa = f32x4_sub(f32x4_mul(a, c), f32x4_mul(b, s));
            let ob = f32x4_add(f32x4_mul(b, c), f32x4_mul(a, s));
            v128_store(dst.add(i) as *mut v128, oa);
            v128_store(dst.add(i + half) as *mut v128, ob);
        }
        let done = 4 * groups;
        // The tail pairs: indices done..half, partners at +half.
        for i in done..half {
            let a = *src.add(i);
            let b = *src.add(i + half);
            let (c, s) = (cos[i], sin[i]);
            *dst.add(i) = a * c - b * s;
            *dst.add(i + half) = b * c + a * s;
        }
    }
}

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

/// Largest tensor the widget runs (64 Mi f32 elements = 256 MiB per buffer).
pub const MAX_ELEMENTS: usize = 64 * 1024 * 1024;

/// A zeroed f32 buffer, or `None` if the memory cannot be had (never aborts the page).
pub fn try_alloc(len: usize) -> Option<Vec<f32>> {
    let mut v: Vec<f32> = Vec::new();
    v.try_reserve_exact(len).ok()?;
    v.resize(len, 0.0);
    Some(v)
}

/// Bytes a kernel run moves: every element read once and written once (the table is tiny and
/// stays in cache).
pub fn bytes_moved(elements: usize) -> f64 {
    2.0 * 4.0 * elements as f64
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::freq::inv_freq;

    fn all_rows(shape: Shape) -> Vec<(usize, usize, usize)> {
        let mut rows = vec![];
        for b in 0..shape.batch {
            for t in 0..shape.seq {
                for h in 0..shape.heads {
                    rows.push((b, t, h));
                }
            }
        }
        rows
    }

    #[test]
    fn scalar_kernel_matches_f64_reference_both_layouts() {
        for dim in [2, 6, 8, 64, 128] {
            let shape = Shape {
                batch: 2,
                seq: 33,
                heads: 3,
                dim,
            };
            let w = inv_freq(dim, 10_000.0).unwrap();
            let table = RopeTable::new(&w, shape.seq);
            let x = deterministic_input(shape.elements().unwrap());
            for layout in Layout::ALL {
                let mut out = vec![0.0; x.len()];
                apply_into(&x, &mut out, shape, &table, layout, Path::Scalar).unwrap();
                let err = max_abs_error(&x, &out, shape, &w, layout, &all_rows(shape));
                assert!(err <= 3e-7, "dim {dim} {layout:?}: {err}");
                let mut inplace = x.clone();
                apply_in_place(&mut inplace, shape, &table, layout, Path::Simd).unwrap();
                assert_eq!(inplace, out);
            }
        }
    }

    #[test]
    fn far_positions_stay_accurate() {
        // Positions up to 4095 at full head size, the worst rows of a real model.
        let shape = Shape {
            batch: 1,
            seq: 4096,
            heads: 1,
            dim: 128,
        };
        let w = inv_freq(128, 10_000.0).unwrap();
        let table = RopeTable::new(&w, shape.seq);
        let x = deterministic_input(shape.elements().unwrap());
        for layout in Layout::ALL {
            let mut out = x.clone();
            apply_in_place(&mut out, shape, &table, layout, Path::Scalar).unwrap();
            let err = max_abs_error(&x, &out, shape, &w, layout, &all_rows(shape));
            assert!(err <= 3e-7, "{layout:?}: {err}");
        }
    }

    #[test]
    fn slice_table_and_identity() {
        let shape = Shape {
            batch: 2,
            seq: 64,
            heads: 3,
            dim: 128,
        };
        let w = inv_freq(128, 10_000.0).unwrap();
        let table = RopeTable::new(&w, shape.seq);
        let x = deterministic_input(shape.elements().unwrap());
        for layout in Layout::ALL {
            let mut out = vec![0.0; x.len()];
            apply_into(&x, &mut out, shape, &table, layout, Path::Scalar).unwrap();
            let rows = slice_table(&x, &out, shape, &table, &w, layout);
            assert_eq!(rows.len(), 2 * 4 * 4);
            assert_eq!(slice_pairs(64), vec![0, 8, 32, 63]);
            assert_eq!(slice_pairs(32), vec![0, 4, 16, 31]);
            assert_eq!(slice_pairs(1), vec![0]);
            for r in &rows {
                assert!((r.norm_before - r.norm_after).abs() < 1e-6, "{r:?}");
                assert!(((r.phasor.0 as f64).hypot(r.phasor.1 as f64) - 1.0).abs() < 1e-7);
            }
            assert_eq!(
                (rows[0].b, rows.last().unwrap().b, rows.last().unwrap().h),
                (0, 1, 2)
            );
            for c in identity_checks(&x, &out, shape, &w, layout, &[(5, 2), (40, 7), (63, 0)]) {
                assert!((c.lhs - c.rhs).abs() < 1e-5, "{c:?}");
                assert!(
                    (c.lhs - c.wrong_sign).abs() > 1e-3,
                    "the sign matters: {c:?}"
                );
            }
        }
    }

    #[test]
    fn allocation_is_fallible() {
        assert_eq!(try_alloc(4).unwrap(), vec![0.0; 4]);
        assert!(try_alloc(usize::MAX / 2).is_none());
    }

    #[test]
    fn bad_shapes_are_refused() {
        let w = inv_freq(4, 10_000.0).unwrap();
        let table = RopeTable::new(&w, 3);
        let shape = Shape {
            batch: 1,
            seq: 3,
            heads: 1,
            dim: 4,
        };
        let mut x = vec![0.0; 11];
        assert_eq!(
            apply_in_place(&mut x, shape, &table, Layout::Half, Path::Scalar),
            Err(KernelError::Length {
                expected: 12,
                got: 11
            })
        );
        let odd = Shape { dim: 5, ..shape };
        assert_eq!(
            apply_in_place(&mut x, odd, &table, Layout::Half, Path::Scalar),
            Err(KernelError::OddDim(5))
        );
        let other = Shape { seq: 4, ..shape };
        let mut y = vec![0.0; 16];
        assert_eq!(
            apply_in_place(&mut y, other, &table, Layout::Half, Path::Scalar),
            Err(KernelError::TableMismatch)
        );
        let huge = Shape {
            batch: usize::MAX,
            ..shape
        };
        assert!(matches!(
            apply_in_place(&mut y, huge, &table, Layout::Half, Path::Scalar),
            Err(KernelError::BadShape(_))
        ));
        let mut out = vec![0.0; 5];
        assert!(apply_into(
            &[0.0; 12],
            &mut out,
            shape,
            &table,
            Layout::Half,
            Path::Scalar
        )
        .is_err());
    }
}
