//! The kernel in wasm: the SIMD128 path must be compiled in, give bit-identical results to the
//! scalar reference, and both must match the f64 reference to 3e-7 for |x| <= 1 at positions up
//! to 4095. Runs in headless Chromium (wasm-bindgen-test).
#![cfg(target_arch = "wasm32")]

use ropescope::rope::freq::inv_freq;
use ropescope::rope::kernel::{
    apply_in_place, apply_into, deterministic_input, max_abs_error, simd_available, Path,
    RopeTable, Shape,
};
use ropescope::rope::Layout;
use wasm_bindgen_test::*;

wasm_bindgen_test_configure!(run_in_browser);

fn rows(shape: Shape, step: usize) -> Vec<(usize, usize, usize)> {
    let mut out = vec![];
    for b in 0..shape.batch {
        for t in (0..shape.seq).step_by(step).chain([shape.seq - 1]) {
            for h in 0..shape.heads {
                out.push((b, t, h));
            }
        }
    }
    out
}

#[wasm_bindgen_test]
fn simd128_is_compiled_in() {
    assert!(
        simd_available(),
        "built without +simd128: check .cargo/config.toml and RUSTFLAGS"
    );
}

#[wasm_bindgen_test]
fn simd_equals_scalar_for_every_dim_and_layout() {
    // Dims that exercise full SIMD groups, tails, and heads smaller than one group.
    for dim in [2, 4, 6, 8, 10, 14, 16, 18, 64, 128, 130, 256] {
        let shape = Shape {
            batch: 2,
            seq: 37,
            heads: 3,
            dim,
        };
        let w = inv_freq(dim, 10_000.0).unwrap();
        let table = RopeTable::new(&w, shape.seq);
        let x = deterministic_input(shape.elements().unwrap());
        for layout in Layout::ALL {
            let mut scalar = vec![0.0f32; x.len()];
            let mut simd = vec![0.0f32; x.len()];
            apply_into(&x, &mut scalar, shape, &table, layout, Path::Scalar).unwrap();
            apply_into(&x, &mut simd, shape, &table, layout, Path::Simd).unwrap();
            assert_eq!(
                scalar, simd,
                "dim {dim} {layout:?}: SIMD differs from scalar"
            );
            let mut in_place = x.clone();
            apply_in_place(&mut in_place, shape, &table, layout, Path::Simd).unwrap();
            assert_eq!(in_place, simd, "dim {dim} {layout:?}: in place differs");
            let err = max_abs_error(&x, &simd, shape, &w, layout, &rows(shape, 1));
            assert!(err <= 3e-7, "dim {dim} {layout:?}: {err}");
            assert_ne!(simd, x, "the kernel must change the input");
        }
    }
}

#[wasm_bindgen_test]
fn full_head_at_positions_up_to_4095_matches_f64() {
    let shape = Shape {
        batch: 2,
        seq: 4096,
        heads: 4,
        dim: 128,
    };
    for base in [10_000.0, 500_000.0] {
        let w = inv_freq(128, base).unwrap();
        let table = RopeTable::new(&w, shape.seq);
        let x = deterministic_input(shape.elements().unwrap());
        for layout in Layout::ALL {
            let mut scalar = x.clone();
            let mut simd = x.clone();
            apply_in_place(&mut scalar, shape, &table, layout, Path::Scalar).unwrap();
            apply_in_place(&mut simd, shape, &table, layout, Path::Simd).unwrap();
            assert_eq!(scalar, simd, "{layout:?}");
            let err = max_abs_error(&x, &simd, shape, &w, layout, &rows(shape, 7));
            assert!(err <= 3e-7, "base {base} {layout:?}: max abs error {err}");
        }
    }
}
