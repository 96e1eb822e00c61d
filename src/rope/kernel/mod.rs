//! RoPE applied to a real `[B, S, H, D]` f32 tensor, as a model does it.
//!
//! A table of unit phasors `cos/sin(t * inv_freq[i])` of shape `[S, D/2]` is computed once (angles
//! in f64, then cast to f32) and broadcast over batch and heads. As in candle's `rotary_emb` and
//! ggml's rope there is one obvious kernel per layout, working on one head row of D floats:
//!
//! - interleaved, pair i = (x[2i], x[2i+1]) (GPT-J, Meta's Llama code);
//! - half-split, pair i = (x[i], x[i + D/2]) (GPT-NeoX, Hugging Face's `rotate_half`);
//!
//! each in two forms: the scalar reference ([`scalar`]) and a SIMD128 path ([`simd`], wasm32
//! with `+simd128` only) that must give bit-identical results. Both can work in place or into a
//! preallocated output. [`apply_in_place`] and [`apply_into`] check the shape, buffers and table
//! once, then cut the tensor into head rows with `chunks_exact` and hand each row, with its
//! position's phasors, to the row kernel. Everything is safe Rust over slices except the two
//! SIMD128 memory intrinsics, confined to `simd::load` and `simd::store`.
//!
//! # The SIMD-vs-scalar comparison, honestly
//!
//! The scalar kernel is the loop a careful programmer would write, as tight as pointer code (no
//! bounds checks in the loop), and in the wasm build it really is scalar: auto-vectorisation is
//! switched off for wasm in `.cargo/config.toml`, because with it on LLVM turns this very loop
//! into SIMD128 code and the comparison would pit two SIMD kernels against each other. The SIMD
//! path uses explicit `core::arch::wasm32` intrinsics, which those flags do not touch. Both do
//! the same multiplies and adds in the same order, so any speed difference is the vector width,
//! not less work or lower precision. At the default size both are bound by memory bandwidth,
//! which is why the benchmark ([`bench`]) also times a plain copy of the same bytes; in cache,
//! compute decides. Natively (`cargo bench --bench kernel`) there is no SIMD128: `Path::Simd`
//! runs the scalar kernel, which LLVM compiles for the host as it sees fit.

use super::maths::rotate::Layout;
use crate::msg;
use crate::rope::base::i18n::{Arg, Msg};

pub mod bench;
pub mod scalar;
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
pub mod simd;
mod verify;

pub use verify::{
    deterministic_input, fill_deterministic, identity_checks, max_abs_error, reference_row,
    slice_pairs, slice_table, IdentityCheck, SliceRow,
};

#[cfg(not(all(target_arch = "wasm32", target_feature = "simd128")))]
use scalar as fast;
/// The kernels behind [`Path::Simd`]: SIMD128 where compiled in, the scalar ones elsewhere.
#[cfg(all(target_arch = "wasm32", target_feature = "simd128"))]
use simd as fast;

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

/// Why a kernel call or a benchmark run was refused.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum KernelError {
    /// D must be even and at least 2.
    OddDim(usize),
    /// Some dimension is zero or the element count overflows.
    BadShape(Shape),
    /// More elements than the benchmark runs (or than `usize` holds).
    TooLarge { shape: Shape, limit: usize },
    /// The tensors (input and output, `elements` f32 each) could not be allocated.
    OutOfMemory { elements: usize },
    /// A buffer has the wrong length.
    Length { expected: usize, got: usize },
    /// The table (or the frequencies it is built from) does not match S and D.
    TableMismatch,
}

impl KernelError {
    /// The refusal as a message for the learner.
    pub fn msg(&self) -> Msg {
        match self {
            KernelError::OddDim(d) => msg!("kernel-error-odd-dim", d = *d),
            KernelError::BadShape(s) if s.elements().is_some() => msg!(
                "kernel-error-empty-shape",
                b = s.batch,
                s = s.seq,
                h = s.heads,
                d = s.dim
            ),
            KernelError::BadShape(s) => msg!(
                "kernel-error-shape-overflow",
                b = s.batch,
                s = s.seq,
                h = s.heads,
                d = s.dim
            ),
            KernelError::TooLarge { shape: s, limit } => {
                // f64: the exact product may not fit in usize.
                let product = s.batch as f64 * s.seq as f64 * s.heads as f64 * s.dim as f64;
                msg!(
                    "kernel-error-too-large",
                    elements = Arg::num(product.to_string(), product),
                    mi = limit / (1024 * 1024),
                    limit = thousands(*limit)
                )
            }
            KernelError::OutOfMemory { elements } => {
                let mib = *elements as f64 * 8.0 / 1_048_576.0;
                msg!(
                    "kernel-error-out-of-memory",
                    mib = Arg::num(format!("{mib:.0}"), mib)
                )
            }
            KernelError::Length { expected, got } => {
                msg!("kernel-error-length", got = *got, expected = *expected)
            }
            KernelError::TableMismatch => Msg::new("kernel-error-table"),
        }
    }
}

/// In English (the command-line tools; the page formats [`KernelError::msg`]).
impl std::fmt::Display for KernelError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&crate::rope::base::i18n::en(&self.msg()))
    }
}

impl std::error::Error for KernelError {}

/// `67108864` as `67,108,864`.
fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(ch);
    }
    out
}

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

    /// The phasor rows `(cos, sin)` of positions `0..seq`. `pairs` must be non-zero.
    fn rows(&self) -> impl Iterator<Item = (&[f32], &[f32])> {
        self.cos
            .chunks_exact(self.pairs)
            .zip(self.sin.chunks_exact(self.pairs))
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

/// Checks everything the row loops rely on; returns the element count.
fn check(shape: Shape, table: &RopeTable, len: usize) -> Result<usize, KernelError> {
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
    let table_len = table.seq.checked_mul(table.pairs);
    if table.seq != shape.seq
        || table.pairs != shape.dim / 2
        || table_len != Some(table.cos.len())
        || table_len != Some(table.sin.len())
    {
        return Err(KernelError::TableMismatch);
    }
    Ok(n)
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
    match (layout, path) {
        (Layout::Interleaved, Path::Scalar) => {
            rows_in_place(x, shape, table, scalar::interleaved_in_place)
        }
        (Layout::Half, Path::Scalar) => rows_in_place(x, shape, table, scalar::half_in_place),
        (Layout::Interleaved, Path::Simd) => {
            rows_in_place(x, shape, table, fast::interleaved_in_place)
        }
        (Layout::Half, Path::Simd) => rows_in_place(x, shape, table, fast::half_in_place),
    }
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
    match (layout, path) {
        (Layout::Interleaved, Path::Scalar) => rows_into(x, out, shape, table, scalar::interleaved),
        (Layout::Half, Path::Scalar) => rows_into(x, out, shape, table, scalar::half),
        (Layout::Interleaved, Path::Simd) => rows_into(x, out, shape, table, fast::interleaved),
        (Layout::Half, Path::Simd) => rows_into(x, out, shape, table, fast::half),
    }
    Ok(())
}

/// Runs `kernel(row, cos_t, sin_t)` on every head row `[b, t, h, ..]` of a checked tensor.
/// Generic, so each kernel is inlined into its own copy of the loop nest.
fn rows_in_place(
    x: &mut [f32],
    shape: Shape,
    table: &RopeTable,
    mut kernel: impl FnMut(&mut [f32], &[f32], &[f32]),
) {
    let token = shape.heads * shape.dim;
    for x_b in x.chunks_exact_mut(shape.seq * token) {
        for (x_t, (cos, sin)) in x_b.chunks_exact_mut(token).zip(table.rows()) {
            for row in x_t.chunks_exact_mut(shape.dim) {
                kernel(row, cos, sin);
            }
        }
    }
}

/// As [`rows_in_place`], reading `x` and writing `out`.
fn rows_into(
    x: &[f32],
    out: &mut [f32],
    shape: Shape,
    table: &RopeTable,
    mut kernel: impl FnMut(&[f32], &mut [f32], &[f32], &[f32]),
) {
    let token = shape.heads * shape.dim;
    let batches = x
        .chunks_exact(shape.seq * token)
        .zip(out.chunks_exact_mut(shape.seq * token));
    for (x_b, o_b) in batches {
        let tokens = x_b.chunks_exact(token).zip(o_b.chunks_exact_mut(token));
        for ((x_t, o_t), (cos, sin)) in tokens.zip(table.rows()) {
            for (row, out_row) in x_t
                .chunks_exact(shape.dim)
                .zip(o_t.chunks_exact_mut(shape.dim))
            {
                kernel(row, out_row, cos, sin);
            }
        }
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::maths::freq::inv_freq;

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

    /// Every (layout, path, form) on one tensor: the into-buffer and in-place forms give the same
    /// bits, SIMD (natively: the scalar kernel) equals scalar, and all match f64.
    fn check_all_forms(shape: Shape, base: f64) {
        let w = inv_freq(shape.dim, base).unwrap();
        let table = RopeTable::new(&w, shape.seq);
        let x = deterministic_input(shape.elements().unwrap());
        for layout in Layout::ALL {
            let mut scalar = vec![0.0; x.len()];
            apply_into(&x, &mut scalar, shape, &table, layout, Path::Scalar).unwrap();
            let err = max_abs_error(&x, &scalar, shape, &w, layout, &all_rows(shape));
            assert!(err <= 3e-7, "{shape:?} {layout:?}: {err}");
            for path in [Path::Scalar, Path::Simd] {
                let mut into = vec![f32::NAN; x.len()];
                apply_into(&x, &mut into, shape, &table, layout, path).unwrap();
                let mut in_place = x.clone();
                apply_in_place(&mut in_place, shape, &table, layout, path).unwrap();
                assert_eq!(into, scalar, "{shape:?} {layout:?} {path:?} into");
                assert_eq!(in_place, scalar, "{shape:?} {layout:?} {path:?} in place");
            }
        }
    }

    #[test]
    fn odd_shapes_every_form() {
        let one = Shape {
            batch: 1,
            seq: 1,
            heads: 1,
            dim: 2,
        };
        for shape in [
            one,
            Shape { seq: 5, ..one },
            Shape { heads: 4, ..one },
            Shape { batch: 3, ..one },
            Shape { dim: 6, ..one },
            Shape {
                batch: 2,
                seq: 3,
                heads: 1,
                dim: 10,
            },
            Shape {
                batch: 1,
                seq: 17,
                heads: 5,
                dim: 2,
            },
            Shape {
                batch: 1,
                seq: 2,
                heads: 1,
                dim: 256,
            },
        ] {
            check_all_forms(shape, 10_000.0);
            check_all_forms(shape, 500_000.0);
        }
    }

    #[test]
    fn position_zero_is_the_identity_and_s1_leaves_the_input() {
        // S = 1: the only position is 0, every phasor is 1 + 0i, the output is the input.
        let shape = Shape {
            batch: 2,
            seq: 1,
            heads: 3,
            dim: 8,
        };
        let w = inv_freq(8, 10_000.0).unwrap();
        let table = RopeTable::new(&w, 1);
        let x = deterministic_input(shape.elements().unwrap());
        for layout in Layout::ALL {
            let mut out = vec![0.0; x.len()];
            apply_into(&x, &mut out, shape, &table, layout, Path::Simd).unwrap();
            assert_eq!(out, x, "{layout:?}");
        }
    }

    #[test]
    fn row_kernels_rotate_the_right_pairs() {
        // One pair per layout, phasor (0, 1): a quarter turn maps (a, b) to (-b, a).
        let (cos, sin) = ([1.0, 0.0], [0.0, 1.0]);
        let x = [1.0, 2.0, 3.0, 4.0];
        let mut out = [0.0; 4];
        scalar::interleaved(&x, &mut out, &cos, &sin);
        assert_eq!(out, [1.0, 2.0, -4.0, 3.0]);
        let mut y = x;
        scalar::interleaved_in_place(&mut y, &cos, &sin);
        assert_eq!(y, out);
        scalar::half(&x, &mut out, &cos, &sin);
        // Pairs (x0, x2) and (x1, x3); the second turns: (2, 4) -> (-4, 2).
        assert_eq!(out, [1.0, -4.0, 3.0, 2.0]);
        let mut y = x;
        scalar::half_in_place(&mut y, &cos, &sin);
        assert_eq!(y, out);
    }

    #[test]
    fn inconsistent_tables_are_refused() {
        let shape = Shape {
            batch: 1,
            seq: 3,
            heads: 1,
            dim: 4,
        };
        let w = inv_freq(4, 10_000.0).unwrap();
        let mut table = RopeTable::new(&w, 3);
        table.cos.pop();
        let mut x = vec![0.0; 12];
        assert_eq!(
            apply_in_place(&mut x, shape, &table, Layout::Interleaved, Path::Simd),
            Err(KernelError::TableMismatch)
        );
        let table = RopeTable::new(&w[..1], 3);
        assert_eq!(
            apply_in_place(&mut x, shape, &table, Layout::Half, Path::Scalar),
            Err(KernelError::TableMismatch)
        );
        let bad = RopeTable {
            seq: usize::MAX,
            ..RopeTable::new(&w, 3)
        };
        assert_eq!(
            apply_into(&[0.0; 12], &mut x, shape, &bad, Layout::Half, Path::Simd),
            Err(KernelError::TableMismatch)
        );
    }

    #[test]
    fn error_messages() {
        let shape = Shape {
            batch: 2,
            seq: 10_000_000,
            heads: 32,
            dim: 128,
        };
        let too_large = KernelError::TooLarge {
            shape,
            limit: MAX_ELEMENTS,
        };
        assert_eq!(
            too_large.to_string(),
            "B x S x H x D = 81920000000 is above the limit of 64 Mi elements (67,108,864)"
        );
        assert!(KernelError::OddDim(7).to_string().contains("even"));
        assert!(KernelError::BadShape(Shape { heads: 0, ..shape })
            .to_string()
            .contains("at least 1"));
        let huge = Shape {
            batch: usize::MAX,
            ..shape
        };
        assert!(KernelError::BadShape(huge).to_string().contains("memory"));
        assert_eq!(
            KernelError::OutOfMemory { elements: 1 << 20 }.to_string(),
            "could not allocate 8 MiB for the tensors: try a smaller shape"
        );
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1000), "1,000");
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
