//! Shared by the integration tests: the model file and the reference data.
#![allow(dead_code)]

use ropescope_model::{Model, WeightLayout};
use sha2::{Digest, Sha256};
use std::path::PathBuf;
use std::sync::OnceLock;

pub const GGUF_SHA256: &str = "b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53";

/// The GGUF: `$ROPESCOPE_MODEL`, else the cache of model/fetch.sh. Missing = a FAILED test.
pub fn model_path() -> PathBuf {
    let p = match std::env::var_os("ROPESCOPE_MODEL") {
        Some(p) => PathBuf::from(p),
        None => PathBuf::from(env!("CARGO_MANIFEST_DIR"))
            .join("../.tools/model/SmolLM2-135M-Instruct.Q4_1.gguf"),
    };
    assert!(
        p.is_file(),
        "model file {} not found: run model/fetch.sh first (or set ROPESCOPE_MODEL to the GGUF)",
        p.display()
    );
    p
}

pub fn model_bytes() -> &'static [u8] {
    static B: OnceLock<Vec<u8>> = OnceLock::new();
    B.get_or_init(|| {
        let p = model_path();
        let b = std::fs::read(&p).unwrap_or_else(|e| panic!("reading {}: {e}", p.display()));
        let h = format!("{:x}", Sha256::digest(&b));
        assert_eq!(
            h,
            GGUF_SHA256,
            "{} is not the expected GGUF: run model/fetch.sh",
            p.display()
        );
        b
    })
}

pub fn model() -> &'static Model {
    static M: OnceLock<Model> = OnceLock::new();
    M.get_or_init(|| Model::from_gguf_bytes(model_bytes()).expect("loading the model"))
}

pub fn model_halfsplit() -> &'static Model {
    static M: OnceLock<Model> = OnceLock::new();
    M.get_or_init(|| {
        Model::from_gguf_bytes_with(model_bytes(), WeightLayout::HalfSplit)
            .expect("loading the model")
    })
}

pub fn reference() -> &'static serde_json::Value {
    static R: OnceLock<serde_json::Value> = OnceLock::new();
    R.get_or_init(|| {
        let p =
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../tests/data/model_reference.json");
        let s = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
        serde_json::from_str(&s).expect("reference JSON")
    })
}

pub fn f32s(v: &serde_json::Value) -> Vec<f32> {
    v.as_array()
        .expect("array")
        .iter()
        .map(|x| x.as_f64().expect("number") as f32)
        .collect()
}

pub fn u32s(v: &serde_json::Value) -> Vec<u32> {
    v.as_array()
        .expect("array")
        .iter()
        .map(|x| x.as_u64().expect("id") as u32)
        .collect()
}

/// `[T][hd]` in interleaved order (pair i = dims 2i, 2i+1) -> HF's half-split order
/// (pair i = dims i, i + hd/2).
pub fn interleaved_to_halfsplit(x: &[f32], hd: usize) -> Vec<f32> {
    let mut o = vec![0.0; x.len()];
    for (row_in, row_out) in x.chunks(hd).zip(o.chunks_mut(hd)) {
        for i in 0..hd / 2 {
            row_out[i] = row_in[2 * i];
            row_out[i + hd / 2] = row_in[2 * i + 1];
        }
    }
    o
}

pub fn max_abs_diff(a: &[f32], b: &[f32]) -> f32 {
    assert_eq!(a.len(), b.len(), "length mismatch");
    a.iter()
        .zip(b)
        .map(|(x, y)| (x - y).abs())
        .fold(0.0, f32::max)
}

pub fn max_abs(a: &[f32]) -> f32 {
    a.iter().map(|x| x.abs()).fold(0.0, f32::max)
}
