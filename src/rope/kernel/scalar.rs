//! The scalar reference kernels: one per layout, each in an into-buffer and an in-place form,
//! all safe Rust over slices.
//!
//! A row is one head vector of D floats; `cos` and `sin` are the D/2 phasors of its position.
//! The rows are viewed as `[f32; 2]` pairs (`as_chunks`) or split into halves (`split_at`) and
//! walked with zipped iterators, so the loops carry no bounds checks and compile to the same
//! tight loop as pointer arithmetic would: per pair two loads, four multiplies, an add, a
//! subtract and two stores. Auto-vectorisation is off for wasm (`.cargo/config.toml`), so in the
//! browser this really is one pair at a time.
//!
//! Lengths are the caller's contract (`src.len() == dst.len() == 2 * cos.len() == 2 * sin.len()`,
//! checked once per tensor by [`super::apply_into`] and [`super::apply_in_place`]); a
//! mismatch can only leave pairs untouched or panic, never touch memory outside the slices.

/// Rotates the pair (a, b) by the unit phasor (c, s): `[a c − b s, b c + a s]`, in this order.
///
/// Every kernel computes exactly these products and sums for every pair; the SIMD128 kernels do
/// them four lanes at a time (SIMD128 has no fused multiply-add, and neither does this), which is
/// why the two paths agree bit for bit.
#[inline(always)]
pub fn rotate(a: f32, b: f32, c: f32, s: f32) -> [f32; 2] {
    [a * c - b * s, b * c + a * s]
}

fn debug_check(len: usize, cos: &[f32], sin: &[f32]) {
    debug_assert!(
        len == 2 * cos.len() && cos.len() == sin.len(),
        // i18n: developer assertion
        "row of {len} floats with {} cos and {} sin",
        cos.len(),
        sin.len()
    );
}

/// Interleaved layout, pair i = (x[2i], x[2i+1]): writes `src` rotated into `dst`.
pub fn interleaved(src: &[f32], dst: &mut [f32], cos: &[f32], sin: &[f32]) {
    debug_check(src.len(), cos, sin);
    debug_assert_eq!(src.len(), dst.len());
    let (src, _) = src.as_chunks::<2>();
    let (dst, _) = dst.as_chunks_mut::<2>();
    // Two f32 stores: `*d = rotate(..)` would store the [f32; 2] as one 64-bit integer, which
    // natively costs a shift and an or per pair.
    for (([da, db], &[a, b]), (&c, &s)) in dst.iter_mut().zip(src).zip(cos.iter().zip(sin)) {
        [*da, *db] = rotate(a, b, c, s);
    }
}

/// Interleaved layout, in place.
pub fn interleaved_in_place(x: &mut [f32], cos: &[f32], sin: &[f32]) {
    debug_check(x.len(), cos, sin);
    let (x, _) = x.as_chunks_mut::<2>();
    for ([a, b], (&c, &s)) in x.iter_mut().zip(cos.iter().zip(sin)) {
        [*a, *b] = rotate(*a, *b, c, s);
    }
}

/// Half-split layout, pair i = (x[i], x[i + D/2]): writes `src` rotated into `dst`.
pub fn half(src: &[f32], dst: &mut [f32], cos: &[f32], sin: &[f32]) {
    debug_check(src.len(), cos, sin);
    debug_assert_eq!(src.len(), dst.len());
    let (a, b) = src.split_at(cos.len());
    let (da, db) = dst.split_at_mut(cos.len());
    half_parts(a, b, da, db, cos, sin);
}

/// Half-split layout, in place.
pub fn half_in_place(x: &mut [f32], cos: &[f32], sin: &[f32]) {
    debug_check(x.len(), cos, sin);
    let (a, b) = x.split_at_mut(cos.len());
    half_parts_in_place(a, b, cos, sin);
}

/// The half-split kernel on the two halves of a row (the first-half values `a`, their partners
/// `b`); also the SIMD kernel's tail.
pub(super) fn half_parts(
    a: &[f32],
    b: &[f32],
    da: &mut [f32],
    db: &mut [f32],
    cos: &[f32],
    sin: &[f32],
) {
    for (((da, db), (&a, &b)), (&c, &s)) in da
        .iter_mut()
        .zip(db)
        .zip(a.iter().zip(b))
        .zip(cos.iter().zip(sin))
    {
        [*da, *db] = rotate(a, b, c, s);
    }
}

/// [`half_parts`] in place.
pub(super) fn half_parts_in_place(a: &mut [f32], b: &mut [f32], cos: &[f32], sin: &[f32]) {
    for ((a, b), (&c, &s)) in a.iter_mut().zip(b).zip(cos.iter().zip(sin)) {
        [*a, *b] = rotate(*a, *b, c, s);
    }
}
