//! The SIMD128 kernels (wasm32 built with `+simd128`): four pairs per step, the remaining
//! `pairs % 4` pairs by the scalar kernel.
//!
//! Same operations in the same order as [`super::scalar::rotate`] (no fused multiply-add in
//! SIMD128), so results are bit-identical to the scalar reference; `tests/wasm_kernel.rs` checks
//! that for every layout and a range of head sizes.
//!
//! All slicing is safe: rows are cut into `[f32; 8]` / `[f32; 4]` groups with `as_chunks`, the
//! halves of a half-split row with `split_at`. The only `unsafe` in the whole kernel is in
//! [`load`], [`store`], [`load8`] and [`store8`], around the SIMD128 memory intrinsics (they take raw
//! pointers, so no `try_into().unwrap()` is needed to split a group in halves; there is no
//! safe slice load in `core::arch::wasm32`, and building a vector with the safe `f32x4(..)`
//! constructor compiles to four lane loads instead of one `v128.load`).

use core::arch::wasm32::*;

use super::scalar;

/// Loads four consecutive floats as one vector.
#[inline(always)]
fn load(x: &[f32; 4]) -> v128 {
    // SAFETY: `x` is a live reference to exactly 16 readable bytes, and `v128_load` is an
    // unaligned load (no alignment requirement beyond that of the bytes themselves).
    unsafe { v128_load(x.as_ptr().cast::<v128>()) }
}

/// Stores one vector into four consecutive floats.
#[inline(always)]
fn store(x: &mut [f32; 4], v: v128) {
    // SAFETY: `x` is a live exclusive reference to exactly 16 writable bytes, and `v128_store`
    // is an unaligned store; any bit pattern is a valid f32.
    unsafe { v128_store(x.as_mut_ptr().cast::<v128>(), v) }
}

/// Loads eight consecutive floats as two vectors.
#[inline(always)]
fn load8(x: &[f32; 8]) -> [v128; 2] {
    let p = x.as_ptr();
    // SAFETY: `x` is a live reference to exactly 32 readable bytes; the two unaligned loads
    // read bytes 0..16 and 16..32 (`p.add(4)` stays inside the array).
    unsafe {
        [
            v128_load(p.cast::<v128>()),
            v128_load(p.add(4).cast::<v128>()),
        ]
    }
}

/// Stores two vectors into eight consecutive floats.
#[inline(always)]
fn store8(x: &mut [f32; 8], [lo, hi]: [v128; 2]) {
    let p = x.as_mut_ptr();
    // SAFETY: `x` is a live exclusive reference to exactly 32 writable bytes; the two unaligned
    // stores write bytes 0..16 and 16..32; any bit pattern is a valid f32.
    unsafe {
        v128_store(p.cast::<v128>(), lo);
        v128_store(p.add(4).cast::<v128>(), hi);
    }
}

/// Four interleaved pairs `x = (a0 b0 a1 b1 | a2 b2 a3 b3)` rotated by four phasors:
/// `out = x * (c0 c0 c1 c1 | c2 c2 c3 c3) + swap(x) * (-s0 s0 -s1 s1 | -s2 s2 -s3 s3)`, where
/// `swap` exchanges a and b within each pair.
#[inline(always)]
fn interleaved4(x: &[f32; 8], cos: &[f32; 4], sin: &[f32; 4]) -> [v128; 2] {
    // Flips the sign of lanes 0 and 2: the "a" lanes get -b*s.
    let neg_even = u32x4(0x8000_0000, 0, 0x8000_0000, 0);
    let (c, s) = (load(cos), load(sin));
    let c_lo = i32x4_shuffle::<0, 0, 1, 1>(c, c);
    let c_hi = i32x4_shuffle::<2, 2, 3, 3>(c, c);
    let s_lo = v128_xor(i32x4_shuffle::<0, 0, 1, 1>(s, s), neg_even);
    let s_hi = v128_xor(i32x4_shuffle::<2, 2, 3, 3>(s, s), neg_even);
    let [x_lo, x_hi] = load8(x);
    let sw_lo = i32x4_shuffle::<1, 0, 3, 2>(x_lo, x_lo);
    let sw_hi = i32x4_shuffle::<1, 0, 3, 2>(x_hi, x_hi);
    // a*c + b*(-s) == a*c - b*s exactly (negation is exact); b*c + a*s as in the scalar kernel.
    [
        f32x4_add(f32x4_mul(x_lo, c_lo), f32x4_mul(sw_lo, s_lo)),
        f32x4_add(f32x4_mul(x_hi, c_hi), f32x4_mul(sw_hi, s_hi)),
    ]
}

/// Four half-split pairs: the a's and the b's each in one vector.
#[inline(always)]
fn half4(a: &[f32; 4], b: &[f32; 4], cos: &[f32; 4], sin: &[f32; 4]) -> [v128; 2] {
    let (a, b, c, s) = (load(a), load(b), load(cos), load(sin));
    [
        f32x4_sub(f32x4_mul(a, c), f32x4_mul(b, s)),
        f32x4_add(f32x4_mul(b, c), f32x4_mul(a, s)),
    ]
}

/// Interleaved layout, into `dst`; as [`scalar::interleaved`].
pub fn interleaved(src: &[f32], dst: &mut [f32], cos: &[f32], sin: &[f32]) {
    let (x, x_tail) = src.as_chunks::<8>();
    let (d, d_tail) = dst.as_chunks_mut::<8>();
    let (c, c_tail) = cos.as_chunks::<4>();
    let (s, s_tail) = sin.as_chunks::<4>();
    for ((d, x), (c, s)) in d.iter_mut().zip(x).zip(c.iter().zip(s)) {
        store8(d, interleaved4(x, c, s));
    }
    scalar::interleaved(x_tail, d_tail, c_tail, s_tail);
}

/// Interleaved layout, in place; as [`scalar::interleaved_in_place`].
pub fn interleaved_in_place(x: &mut [f32], cos: &[f32], sin: &[f32]) {
    let (x, x_tail) = x.as_chunks_mut::<8>();
    let (c, c_tail) = cos.as_chunks::<4>();
    let (s, s_tail) = sin.as_chunks::<4>();
    for (x, (c, s)) in x.iter_mut().zip(c.iter().zip(s)) {
        let out = interleaved4(x, c, s);
        store8(x, out);
    }
    scalar::interleaved_in_place(x_tail, c_tail, s_tail);
}

/// Half-split layout, into `dst`; as [`scalar::half`].
pub fn half(src: &[f32], dst: &mut [f32], cos: &[f32], sin: &[f32]) {
    let (a, b) = src.split_at(cos.len());
    let (da, db) = dst.split_at_mut(cos.len());
    let ((a, a_tail), (b, b_tail)) = (a.as_chunks::<4>(), b.as_chunks::<4>());
    let ((da, da_tail), (db, db_tail)) = (da.as_chunks_mut::<4>(), db.as_chunks_mut::<4>());
    let ((c, c_tail), (s, s_tail)) = (cos.as_chunks::<4>(), sin.as_chunks::<4>());
    for (((da, db), (a, b)), (c, s)) in da
        .iter_mut()
        .zip(db)
        .zip(a.iter().zip(b))
        .zip(c.iter().zip(s))
    {
        let [oa, ob] = half4(a, b, c, s);
        store(da, oa);
        store(db, ob);
    }
    scalar::half_parts(a_tail, b_tail, da_tail, db_tail, c_tail, s_tail);
}

/// Half-split layout, in place; as [`scalar::half_in_place`].
pub fn half_in_place(x: &mut [f32], cos: &[f32], sin: &[f32]) {
    let (a, b) = x.split_at_mut(cos.len());
    let ((a, a_tail), (b, b_tail)) = (a.as_chunks_mut::<4>(), b.as_chunks_mut::<4>());
    let ((c, c_tail), (s, s_tail)) = (cos.as_chunks::<4>(), sin.as_chunks::<4>());
    for ((a, b), (c, s)) in a.iter_mut().zip(b).zip(c.iter().zip(s)) {
        let [oa, ob] = half4(a, b, c, s);
        store(a, oa);
        store(b, ob);
    }
    scalar::half_parts_in_place(a_tail, b_tail, c_tail, s_tail);
}
