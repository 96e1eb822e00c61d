//! The kernel in wasm: the SIMD128 path must be compiled in, give bit-identical results to the
//! scalar reference (into a buffer and in place, for both layouts, odd shapes included), and both
//! must match the f64 reference to 3e-7 for |x| <= 1 at positions up to 4095. Runs in headless
//! Chromium (wasm-bindgen-test).
#![cfg(target_arch = "wasm32")]

use ropescope::rope::kernel::bench::{self, Settings};
use ropescope::rope::kernel::{
    apply_in_place, apply_into, deterministic_input, max_abs_error, scalar, simd, simd_available,
    Path, RopeTable, Shape,
};
use ropescope::rope::maths::freq::inv_freq;
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

#[wasm_bindgen_test]
fn odd_shapes_every_form_bit_for_bit() {
    let one = Shape {
        batch: 1,
        seq: 1,
        heads: 1,
        dim: 2,
    };
    for shape in [
        one,
        Shape { seq: 9, ..one },
        Shape { heads: 5, ..one },
        Shape { batch: 3, ..one },
        Shape {
            batch: 1,
            seq: 1,
            heads: 1,
            dim: 6,
        },
        Shape {
            batch: 2,
            seq: 3,
            heads: 1,
            dim: 22,
        },
        Shape {
            batch: 1,
            seq: 40,
            heads: 2,
            dim: 34,
        },
    ] {
        let w = inv_freq(shape.dim, 10_000.0).unwrap();
        let table = RopeTable::new(&w, shape.seq);
        let x = deterministic_input(shape.elements().unwrap());
        for layout in Layout::ALL {
            let mut reference = vec![0.0f32; x.len()];
            apply_into(&x, &mut reference, shape, &table, layout, Path::Scalar).unwrap();
            let err = max_abs_error(&x, &reference, shape, &w, layout, &rows(shape, 1));
            assert!(err <= 3e-7, "{shape:?} {layout:?}: {err}");
            for path in [Path::Scalar, Path::Simd] {
                let mut into = vec![f32::NAN; x.len()];
                apply_into(&x, &mut into, shape, &table, layout, path).unwrap();
                let mut in_place = x.clone();
                apply_in_place(&mut in_place, shape, &table, layout, path).unwrap();
                assert_eq!(into, reference, "{shape:?} {layout:?} {path:?} into");
                assert_eq!(
                    in_place, reference,
                    "{shape:?} {layout:?} {path:?} in place"
                );
            }
        }
    }
}

#[wasm_bindgen_test]
fn simd_row_kernels_on_unaligned_rows() {
    // Rows at all four float offsets modulo 16 bytes: v128.load/store must not need alignment.
    let pairs = 13;
    let w = inv_freq(2 * pairs, 10_000.0).unwrap();
    let table = RopeTable::new(&w, 8);
    let (cos, sin) = (&table.cos[7 * pairs..], &table.sin[7 * pairs..]);
    let buf = deterministic_input(2 * pairs + 3);
    for skew in 0..4 {
        let src = &buf[skew..skew + 2 * pairs];
        type Into = fn(&[f32], &mut [f32], &[f32], &[f32]);
        type InPlace = fn(&mut [f32], &[f32], &[f32]);
        let kernels: [(Into, Into, InPlace, InPlace); 2] = [
            (
                scalar::interleaved,
                simd::interleaved,
                scalar::interleaved_in_place,
                simd::interleaved_in_place,
            ),
            (
                scalar::half,
                simd::half,
                scalar::half_in_place,
                simd::half_in_place,
            ),
        ];
        for (k, (s_into, v_into, s_in_place, v_in_place)) in kernels.into_iter().enumerate() {
            let mut want = vec![0.0f32; 2 * pairs];
            s_into(src, &mut want, cos, sin);
            let mut out = vec![0.0f32; 2 * pairs + 3];
            v_into(src, &mut out[skew..skew + 2 * pairs], cos, sin);
            assert_eq!(
                &out[skew..skew + 2 * pairs],
                &want[..],
                "kernel {k} skew {skew}"
            );
            let mut y = buf.clone();
            v_in_place(&mut y[skew..skew + 2 * pairs], cos, sin);
            assert_eq!(
                &y[skew..skew + 2 * pairs],
                &want[..],
                "kernel {k} skew {skew}"
            );
            assert_eq!(
                (&y[..skew], &y[skew + 2 * pairs..]),
                (&buf[..skew], &buf[skew + 2 * pairs..])
            );
            let mut z = src.to_vec();
            s_in_place(&mut z, cos, sin);
            assert_eq!(z, want, "kernel {k} skew {skew}");
        }
    }
}

#[wasm_bindgen_test]
async fn the_benchmark_runs_in_wasm_with_simd() {
    let shape = Shape {
        batch: 2,
        seq: 64,
        heads: 3,
        dim: 20,
    };
    let w = inv_freq(20, 500_000.0).unwrap();
    let settings = Settings {
        runs: 3,
        reps_target_elements: 1,
        ..Settings::default()
    };
    let mut steps = 0;
    let mut t = 0.0;
    let report = bench::run(
        shape,
        Layout::Half,
        &w,
        settings,
        || {
            t += 1.0;
            t
        },
        |call| {
            call.out.copy_from_slice(call.x);
            apply_in_place(call.out, call.shape, call.table, call.layout, Path::Scalar).unwrap();
        },
        |stage| {
            steps += 1;
            assert!(!stage.to_string().is_empty());
            std::future::ready(())
        },
    )
    .await
    .unwrap();
    assert_eq!(steps, 1 + 4 * 4 + 1);
    assert!(report.simd_compiled);
    assert_eq!(report.simd_ms, 1.0);
    assert!(
        report.max_err > 0.0 && report.max_err <= 3e-7,
        "{}",
        report.max_err
    );
}
