//! Native criterion benchmark of the RoPE kernels (the same code the browser runs; natively the
//! SIMD path is the scalar one, which LLVM auto-vectorises with SSE2/AVX as it sees fit) against
//! a plain copy of the same bytes. `cargo bench --bench kernel`.

// Native only (criterion does not build for wasm; the browser benchmark is `./dev.sh bench`).
#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
criterion::criterion_main!(native::benches);

#[cfg(not(target_arch = "wasm32"))]
mod native {
    use criterion::{criterion_group, BenchmarkId, Criterion, Throughput};
    use ropescope::rope::kernel::{apply_into, deterministic_input, Path, RopeTable, Shape};
    use ropescope::rope::maths::freq::inv_freq;
    use ropescope::rope::Layout;

    fn kernels(c: &mut Criterion) {
        for (name, shape) in [
            (
                "default [2,4096,32,128]",
                Shape {
                    batch: 2,
                    seq: 4096,
                    heads: 32,
                    dim: 128,
                },
            ),
            (
                "in-cache [1,256,8,128]",
                Shape {
                    batch: 1,
                    seq: 256,
                    heads: 8,
                    dim: 128,
                },
            ),
        ] {
            let n = shape.elements().unwrap();
            let w = inv_freq(shape.dim, 10_000.0).unwrap();
            let table = RopeTable::new(&w, shape.seq);
            let x = deterministic_input(n);
            let mut out = vec![0.0f32; n];
            let mut group = c.benchmark_group(name);
            group.throughput(Throughput::Bytes((2 * 4 * n) as u64));
            group.sample_size(if n > 1 << 20 { 10 } else { 50 });
            for layout in Layout::ALL {
                group.bench_with_input(
                    BenchmarkId::new("rope", layout.as_str()),
                    &layout,
                    |b, &layout| {
                        b.iter(|| {
                            apply_into(&x, &mut out, shape, &table, layout, Path::Scalar).unwrap()
                        })
                    },
                );
            }
            group.bench_function("copy", |b| b.iter(|| out.copy_from_slice(&x)));
            group.finish();
        }
    }

    criterion_group!(benches, kernels);
}
