//! ropescope's scaled frequencies and attention factors against Hugging Face transformers'
//! own RoPE init functions. The cases in tests/data/hf_rope_reference.json were produced by
//! tools/hf_reference/generate.py, which calls HF's code twice: as shipped (float32) and with
//! float64 arithmetic. ropescope computes in f64, so it must match the float64 run to ~1e-12 and
//! the float32 run to 1e-6 relative (the bar; HF's own f32 rounding is up to ~4e-7).

#![cfg(not(target_arch = "wasm32"))]

use ropescope::rope::Config;
use serde_json::Value;

fn rel(a: f64, b: f64) -> f64 {
    if a == b {
        0.0
    } else {
        (a - b).abs() / a.abs().max(b.abs())
    }
}

fn floats(v: &Value) -> Vec<f64> {
    v.as_array()
        .expect("array")
        .iter()
        .map(|x| x.as_f64().expect("number"))
        .collect()
}

#[test]
fn matches_hugging_face_transformers() {
    let data: Value =
        serde_json::from_str(include_str!("data/hf_rope_reference.json")).expect("valid JSON");
    let cases = data["cases"].as_array().expect("cases");
    assert!(
        cases.len() >= 30,
        "reference data lost cases: {}",
        cases.len()
    );
    let mut methods = std::collections::BTreeSet::new();
    let (mut worst64, mut worst32) = (0.0f64, 0.0f64);
    for case in cases {
        let name = case["name"].as_str().unwrap();
        let query = case["query"].as_str().unwrap();
        let config = Config::from_query(query)
            .unwrap_or_else(|e| panic!("{name}: {query}: {e}"))
            .config;
        methods.insert(config.scaling.as_str());
        let scaled = ropescope::rope::scene::frequencies(&config).unwrap();
        let want64 = floats(&case["inv_freq_f64"]);
        let want32 = floats(&case["inv_freq_f32"]);
        assert_eq!(scaled.inv_freq.len(), want64.len(), "{name}");
        for (i, ((&got, &w64), &w32)) in
            scaled.inv_freq.iter().zip(&want64).zip(&want32).enumerate()
        {
            let (e64, e32) = (rel(got, w64), rel(got, w32));
            assert!(
                e64 < 1e-12,
                "{name} pair {i}: {got} vs HF f64 {w64} (rel {e64:e})"
            );
            assert!(
                e32 <= 1e-6,
                "{name} pair {i}: {got} vs HF f32 {w32} (rel {e32:e})"
            );
            worst64 = worst64.max(e64);
            worst32 = worst32.max(e32);
        }
        let af = case["attention_factor"].as_f64().unwrap();
        assert!(
            rel(scaled.attention_factor, af) <= 1e-12,
            "{name}: attention factor {} vs HF {af}",
            scaled.attention_factor
        );
    }
    // Every method is covered by the reference data.
    assert_eq!(methods.len(), 6, "{methods:?}");
    println!(
        "HF reference: {} cases, worst rel error vs f64 {worst64:e}, vs f32 {worst32:e}",
        cases.len()
    );
}
