//! Quantized matmul (candle QMatMul, activations to Q8) vs dequantize + f32 gemm, at the model's shapes.
//! `cargo run --release --example matmul_bench`
use candle_core::quantized::{GgmlDType, QMatMul, QTensor};
use candle_core::{Device, Module, Tensor};
use std::time::Instant;

fn main() -> candle_core::Result<()> {
    let dev = Device::Cpu;
    for (n, k, dt) in [
        (576, 576, GgmlDType::Q4_1),
        (1536, 576, GgmlDType::Q4_1),
        (576, 1536, GgmlDType::Q4_1),
        (49152, 576, GgmlDType::Q8_0),
        (1536, 576, GgmlDType::Q8_0),
    ] {
        let w = Tensor::randn(0f32, 1.0, (n, k), &dev)?;
        let q = QMatMul::from_qtensor(QTensor::quantize(&w, dt)?)?;
        let x = Tensor::randn(0f32, 1.0, (32, k), &dev)?;
        let _ = q.forward(&x)?;
        let t0 = Instant::now();
        for _ in 0..5 {
            let _ = q.forward(&x)?;
        }
        let dt_s = t0.elapsed().as_secs_f64() / 5.0;
        println!(
            "{dt:?} {n}x{k} x32: {:.2} ms ({:.2} GMAC/s)",
            dt_s * 1e3,
            (n * k * 32) as f64 / dt_s / 1e9
        );
        let qt = QTensor::quantize(&w, dt)?;
        let t0 = Instant::now();
        for _ in 0..5 {
            let wf = qt.dequantize(&dev)?;
            let _ = x.matmul(&wf.t()?)?;
        }
        let dt_s = t0.elapsed().as_secs_f64() / 5.0;
        let t1 = Instant::now();
        for _ in 0..5 {
            let _wf = qt.dequantize(&dev)?;
        }
        let dq = t1.elapsed().as_secs_f64() / 5.0;
        println!(
            "   dequant+f32 matmul: {:.2} ms (dequant alone {:.2} ms)",
            dt_s * 1e3,
            dq * 1e3
        );
    }
    Ok(())
}
