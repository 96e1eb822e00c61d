//! ropescope against Hugging Face transformers 5.24, from the data tools/hf_reference/generate.py
//! writes (the test suite itself needs no Python):
//! - tests/data/hf_rope_reference.json: ropescope URL queries run through HF's RoPE init
//!   functions, as shipped (float32) and with float64 arithmetic;
//! - tests/data/hf_config_reference.json: whole config.json files (the presets' and synthetic
//!   ones: per-layer-type sets, Llama 4, YaRN with a derived factor, LongRoPE, proportional) run
//!   through each model's own configuration class and rotary module at a sequence length N, the
//!   Llama 4 NoPE layers' query scale, and Qwen2-VL's position ids for text + image layouts;
//!   the vision towers' axial 2D RoPE (Qwen3-VL, GLM-4V), Qwen3-VL's interleaved multimodal RoPE
//!   (text with an image, text with a video) and DeepSeek-V3's decoupled RoPE score.
//!
//! ropescope computes in f64: it must match HF's float64 run to ~1e-12 and the float32 run to
//! 1e-6 relative (the bar; HF's own f32 rounding is up to ~4e-7).

#![cfg(not(target_arch = "wasm32"))]

use std::collections::BTreeMap;

use ropescope::rope::io::hf;
use ropescope::rope::maths::layers::attn_temperature;
use ropescope::rope::maths::mrope::{angles, rope_index};
use ropescope::rope::settings::config::Config;
use ropescope::rope::view::scene::frequencies;
use ropescope::rope::{Key, Method};
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

/// The worst relative errors seen, per rope type: (vs HF f64, vs HF f32, attention factor).
#[derive(Default)]
struct Worst(BTreeMap<String, (f64, f64, f64, usize)>);

impl Worst {
    fn record(&mut self, method: &str, e64: f64, e32: f64, af: f64) {
        let w = self.0.entry(method.to_string()).or_default();
        w.0 = w.0.max(e64);
        w.1 = w.1.max(e32);
        w.2 = w.2.max(af);
    }
    fn case(&mut self, method: &str) {
        self.0.entry(method.to_string()).or_default().3 += 1;
    }
    fn print(&self, what: &str) {
        for (m, (e64, e32, af, n)) in &self.0 {
            println!(
                "{what} {m}: {n} cases, worst rel error inv_freq vs f64 {e64:.1e}, vs f32 {e32:.1e}, attention factor {af:.1e}"
            );
        }
    }
}

/// Compares one set of frequencies and its attention factor with HF's.
fn compare(
    name: &str,
    config: &Config,
    want64: &[f64],
    want32: &[f64],
    af: f64,
    worst: &mut Worst,
) {
    let scaled = frequencies(config).unwrap_or_else(|e| panic!("{name}: {e}"));
    assert_eq!(scaled.inv_freq.len(), want64.len(), "{name}");
    let method = config.scaling.method.as_str();
    for (i, ((&got, &w64), &w32)) in scaled.inv_freq.iter().zip(want64).zip(want32).enumerate() {
        let (e64, e32) = (rel(got, w64), rel(got, w32));
        assert!(
            e64 < 1e-12,
            "{name} pair {i}: {got} vs HF f64 {w64} (rel {e64:e})"
        );
        assert!(
            e32 <= 1e-6,
            "{name} pair {i}: {got} vs HF f32 {w32} (rel {e32:e})"
        );
        worst.record(method, e64, e32, 0.0);
    }
    let e = rel(scaled.attention_factor, af);
    assert!(
        e <= 1e-12,
        "{name}: attention factor {} vs HF {af}",
        scaled.attention_factor
    );
    worst.record(method, 0.0, 0.0, e);
    worst.case(method);
}

#[test]
fn queries_match_hugging_face_transformers() {
    let data: Value =
        serde_json::from_str(include_str!("data/hf_rope_reference.json")).expect("valid JSON");
    assert_eq!(data["transformers_version"], "5.24.0");
    let cases = data["cases"].as_array().expect("cases");
    assert!(
        cases.len() >= 45,
        "reference data lost cases: {}",
        cases.len()
    );
    let mut worst = Worst::default();
    for case in cases {
        let name = case["name"].as_str().unwrap();
        let query = case["query"].as_str().unwrap();
        let config = Config::from_query(query)
            .unwrap_or_else(|e| panic!("{name}: {query}: {e}"))
            .config;
        compare(
            name,
            &config,
            &floats(&case["inv_freq_f64"]),
            &floats(&case["inv_freq_f32"]),
            case["attention_factor"].as_f64().unwrap(),
            &mut worst,
        );
    }
    worst.print("HF reference (queries)");
}

/// Every scaling method of the core (`Method::ALL`) has reference cases: queries, or whole
/// configs read as that method.
#[test]
fn every_method_has_reference_cases() {
    let queries: Value =
        serde_json::from_str(include_str!("data/hf_rope_reference.json")).expect("valid JSON");
    let mut covered: Vec<Method> = queries["cases"]
        .as_array()
        .unwrap()
        .iter()
        .map(|case| {
            Config::from_query(case["query"].as_str().unwrap())
                .unwrap()
                .config
                .scaling
                .method
        })
        .collect();
    for case in config_reference()["cases"].as_array().unwrap() {
        let read = hf::read(&Config::default(), &config_text(case)).unwrap();
        covered.extend(read.sets.iter().map(|s| s.config.scaling.method));
    }
    for m in Method::ALL {
        assert!(
            covered.contains(&m),
            "{m}: no case in tools/hf_reference/generate.py"
        );
    }
}

/// A config case's JSON: a file in tests/data/hf_configs, or the inline text.
fn config_text(case: &Value) -> String {
    match case["file"].as_str() {
        Some(f) => std::fs::read_to_string(format!(
            "{}/tests/data/hf_configs/{f}",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap_or_else(|e| panic!("{f}: {e}")),
        None => case["config_json"].as_str().unwrap().to_string(),
    }
}

fn config_reference() -> Value {
    serde_json::from_str(include_str!("data/hf_config_reference.json")).expect("valid JSON")
}

#[test]
fn whole_configs_match_hugging_face_at_each_sequence_length() {
    let data = config_reference();
    let cases = data["cases"].as_array().expect("cases");
    let mut worst = Worst::default();
    let mut runs = 0;
    for case in cases {
        let name = case["name"].as_str().unwrap();
        let text = config_text(case);
        let read = hf::read(&Config::default(), &text).unwrap_or_else(|e| panic!("{name}: {e}"));
        for run in case["runs"].as_array().unwrap() {
            runs += 1;
            let seq_len = run["seq_len"].as_u64();
            let hf_types: Vec<String> = run["layer_types"]
                .as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_str().unwrap().to_string())
                .collect();
            for set in run["sets"].as_array().unwrap() {
                let lt = set["layer_type"].as_str();
                let ours = read
                    .sets
                    .iter()
                    .find(|s| s.layer_type.as_deref() == lt)
                    .unwrap_or_else(|| panic!("{name}: no set for {lt:?}"));
                let mut c = ours.config.clone();
                if let Some(n) = seq_len {
                    c.set(Key::Len, &n.to_string()).unwrap();
                }
                let label = format!("{name} {lt:?} at {seq_len:?}");
                compare(
                    &label,
                    &c,
                    &floats(&set["inv_freq_f64"]),
                    &floats(&set["inv_freq_f32"]),
                    set["attention_factor"].as_f64().unwrap(),
                    &mut worst,
                );
                // Which layers use the set: HF's layer_types.
                if let Some(lt) = lt {
                    let want: Vec<usize> = hf_types
                        .iter()
                        .enumerate()
                        .filter(|(_, t)| t.as_str() == lt)
                        .map(|(i, _)| i)
                        .collect();
                    assert_eq!(ours.layers, want, "{label}");
                }
            }
            // Llama 4: the NoPE layers are HF's no_rope_layers.
            if let Some(uses) = run.get("no_rope_layers").and_then(Value::as_array) {
                let letters = read.page.config.layer_letters();
                let want: Vec<char> = uses
                    .iter()
                    .map(|u| if u.as_u64() == Some(1) { 'G' } else { 'N' })
                    .collect();
                assert_eq!(letters, want, "{name}");
            }
        }
    }
    assert!(runs >= 20, "{runs} runs");
    assert!(cases.len() >= 14, "{}", cases.len());
    worst.print("HF reference (configs)");
}

/// The Hunyuan-A13B preset against transformers. No case of the reference data is A13B's own
/// config.json, but `hunyuan-ntk-alpha` (run through transformers 5.24's HunYuan dense rotary
/// module, at several lengths) has the same head size, rope_theta and rope_scaling block, and
/// nothing else of a config enters HunYuan's fixed-alpha frequencies; so its inv_freq must be
/// the preset's (plain RoPE at the base the alpha raises, as the model trained with it).
#[test]
fn hunyuan_a13b_preset_matches_the_transformers_hunyuan_case() {
    use ropescope::rope::settings::presets::{apply, find};
    let data = config_reference();
    let case = data["cases"]
        .as_array()
        .expect("cases")
        .iter()
        .find(|c| c["name"] == "hunyuan-ntk-alpha")
        .expect("the hunyuan-ntk-alpha case");
    let reference: Value = serde_json::from_str(&config_text(case)).unwrap();
    let published: Value =
        serde_json::from_str(include_str!("data/hf_configs/hunyuan-a13b.json")).unwrap();
    // A13B's config names the head size attention_head_dim; HF derives it from the widths.
    let head = reference["head_dim"].as_u64().unwrap();
    assert_eq!(published["attention_head_dim"].as_u64(), Some(head));
    assert_eq!(
        published["hidden_size"].as_u64().unwrap()
            / published["num_attention_heads"].as_u64().unwrap(),
        head
    );
    assert_eq!(reference["rope_theta"], published["rope_theta"]);
    assert_eq!(reference["rope_scaling"], published["rope_scaling"]);
    let preset = apply(&Config::default(), &find("hunyuan-a13b").unwrap()).unwrap();
    // The preset writes the raised base out (plain RoPE at it): the same frequencies.
    assert_eq!(preset.scaling.method, Method::None);
    let mut worst = Worst::default();
    let runs = case["runs"].as_array().unwrap();
    assert!(runs.len() >= 2, "{} runs", runs.len());
    for run in runs {
        let seq_len = run["seq_len"].as_u64();
        let mut c = preset.clone();
        if let Some(n) = seq_len {
            c.set(Key::Len, &n.to_string()).unwrap();
        }
        let set = &run["sets"][0];
        compare(
            &format!("hunyuan-a13b preset at {seq_len:?}"),
            &c,
            &floats(&set["inv_freq_f64"]),
            &floats(&set["inv_freq_f32"]),
            set["attention_factor"].as_f64().unwrap(),
            &mut worst,
        );
    }
    worst.print("HF reference (Hunyuan-A13B preset)");
}

#[test]
fn llama4_query_scale_matches_hugging_face() {
    let data = config_reference();
    for t in data["llama4_temperature"].as_array().unwrap() {
        let floor_scale = t["floor_scale"].as_u64().unwrap();
        let attn_scale = t["attn_scale"].as_f64().unwrap();
        let scales = floats(&t["scales"]);
        for (p, want) in t["positions"].as_array().unwrap().iter().zip(scales) {
            let p = p.as_u64().unwrap();
            let got = attn_temperature(p, attn_scale, floor_scale);
            // HF evaluates in float32.
            assert!(rel(got, want) <= 1e-6, "p {p}: {got} vs HF {want}");
        }
    }
}

#[test]
fn multimodal_positions_and_angles_match_hugging_face() {
    let data = config_reference();
    for m in data["mrope"].as_array().unwrap() {
        let before = m["before"].as_u64().unwrap() as usize;
        let after = m["after"].as_u64().unwrap() as usize;
        let g: Vec<u64> = m["grid"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap())
            .collect();
        let words: Vec<String> = (0..before + after).map(|i| format!("w{i}")).collect();
        let tokens = rope_index(&words, before, [g[0], g[1], g[2]]);
        let hf_ids: Vec<Vec<u64>> = m["position_ids"]
            .as_array()
            .unwrap()
            .iter()
            .map(|row| {
                row.as_array()
                    .unwrap()
                    .iter()
                    .map(|v| v.as_u64().unwrap())
                    .collect()
            })
            .collect();
        assert_eq!(tokens.len(), hf_ids[0].len());
        for (j, t) in tokens.iter().enumerate() {
            let want = [hf_ids[0][j], hf_ids[1][j], hf_ids[2][j]];
            assert_eq!(t.ids, want, "token {j} of {g:?}");
        }
        // The angles of every pair: each section turns with its own position id.
        let sections: Vec<u64> = m["mrope_section"]
            .as_array()
            .unwrap()
            .iter()
            .map(|v| v.as_u64().unwrap())
            .collect();
        let d = m["head_dim"].as_u64().unwrap() as usize;
        let base = m["rope_theta"].as_f64().unwrap();
        let c = Config::from_query(&format!(
            "dim={d}&base={base}&mrope={}",
            sections
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(",")
        ))
        .unwrap()
        .config;
        let inv = frequencies(&c).unwrap().inv_freq;
        for (t, row) in tokens.iter().zip(m["cos_f64"].as_array().unwrap()) {
            let a = angles(t.ids, &sections, &inv);
            for (x, want) in a.iter().zip(floats(row)) {
                assert!((x.cos() - want).abs() < 1e-9, "{} vs {want}", x.cos());
            }
        }
    }
}

fn u64s(v: &Value) -> Vec<u64> {
    v.as_array()
        .expect("array")
        .iter()
        .map(|x| x.as_u64().expect("whole number"))
        .collect()
}

/// The vision towers' axial 2D RoPE: inv_freq, the patches' (row, column) ids for grids with
/// their merge size, and every patch's angles (through their cos).
#[test]
fn vision_axial_rope_matches_hugging_face() {
    use ropescope::rope::maths::axial;
    let data = config_reference();
    let cases = data["vision"].as_array().expect("vision cases");
    assert!(cases.len() >= 4);
    let (mut worst32, mut worst64, mut worst_cos) = (0f64, 0f64, 0f64);
    for case in cases {
        let d = case["head_dim"].as_u64().unwrap() as usize;
        let base = case["rope_theta"].as_f64().unwrap();
        let merge = case["spatial_merge_size"].as_u64().unwrap();
        let inv = axial::inv_freq(d, base);
        let want32 = floats(&case["inv_freq_f32"]);
        let want64 = floats(&case["inv_freq_f64"]);
        assert_eq!(inv.len(), want64.len(), "d = {d}");
        for ((x, a), b) in inv.iter().zip(&want32).zip(&want64) {
            worst32 = worst32.max(rel(*x, *a));
            worst64 = worst64.max(rel(*x, *b));
        }
        for run in case["runs"].as_array().unwrap() {
            let g = u64s(&run["grid"]);
            let ids = axial::position_ids([g[0], g[1], g[2]], merge).expect("merge divides");
            let hf: Vec<Vec<u64>> = run["position_ids"]
                .as_array()
                .unwrap()
                .iter()
                .map(u64s)
                .collect();
            assert_eq!(ids.len(), hf.len(), "{g:?}");
            for (ours, theirs) in ids.iter().zip(&hf) {
                assert_eq!(ours.to_vec(), *theirs, "{g:?}");
            }
            for (p, row) in ids.iter().zip(run["cos_f64"].as_array().unwrap()) {
                let a = axial::angles([p[0] as f64, p[1] as f64], &inv);
                let want = floats(row);
                assert_eq!(a.len(), want.len());
                for (x, w) in a.iter().zip(want) {
                    worst_cos = worst_cos.max((x.cos() - w).abs());
                }
            }
        }
    }
    // `rope-export --hf` on the Qwen3-VL configs (the whole one and its vision tower alone)
    // prints the same inv_freq and, for each grid, the same position ids.
    let qwen = cases
        .iter()
        .find(|c| c["model_type"] == "qwen3_vl" && c["head_dim"] == 72)
        .expect("Qwen3-VL's own vision tower");
    for file in ["qwen3-vl-8b.json", "qwen3-vl-vision.json"] {
        let text = std::fs::read_to_string(format!(
            "{}/tests/data/hf_configs/{file}",
            env!("CARGO_MANIFEST_DIR")
        ))
        .unwrap();
        for run in qwen["runs"].as_array().unwrap() {
            let g = u64s(&run["grid"]);
            let out: Value = serde_json::from_str(
                &ropescope::rope::io::export::export_hf_grid(&text, None, Some([g[0], g[1], g[2]]))
                    .unwrap(),
            )
            .unwrap();
            let v = &out["vision"];
            for (x, w) in floats(&v["inv_freq"])
                .iter()
                .zip(floats(&qwen["inv_freq_f32"]))
            {
                worst32 = worst32.max(rel(*x, w));
            }
            assert_eq!(v["position_ids"], run["position_ids"], "{file} {g:?}");
        }
    }
    println!("HF reference (vision): worst rel error inv_freq vs f64 {worst64:.1e}, vs f32 {worst32:.1e}; worst |cos| error {worst_cos:.1e}");
    assert!(worst64 < 1e-12, "{worst64}");
    assert!(worst32 < 1e-6, "{worst32}");
    assert!(worst_cos < 1e-9, "{worst_cos}");
}

/// Qwen3-VL's interleaved multimodal RoPE: position ids of text with an image and with a video,
/// and the angle of every pair of every token (each pair's axis in turn).
#[test]
fn interleaved_multimodal_rope_matches_hugging_face() {
    use ropescope::rope::mrope::{angles_with, rope_index_qwen3, Segment};
    let data = config_reference();
    let cases = data["mrope_interleaved"].as_array().expect("cases");
    let mut saw_video = false;
    for m in cases {
        let n = |k: &str| m[k].as_u64().unwrap();
        let mut segments = vec![Segment::Text(n("before"))];
        if let Some(g) = m["image_grid"].as_array() {
            let g: Vec<u64> = g.iter().map(|v| v.as_u64().unwrap()).collect();
            segments.push(Segment::Image([g[0], g[1], g[2]]));
        }
        segments.push(Segment::Text(n("between")));
        if let Some(g) = m["video_grid"].as_array() {
            let g: Vec<u64> = g.iter().map(|v| v.as_u64().unwrap()).collect();
            segments.push(Segment::Video([g[0], g[1], g[2]]));
            saw_video = true;
        }
        segments.push(Segment::Text(n("after")));
        let ids = rope_index_qwen3(&segments, 2);
        let hf: Vec<Vec<u64>> = m["position_ids"]
            .as_array()
            .unwrap()
            .iter()
            .map(u64s)
            .collect();
        assert_eq!(ids.len(), hf[0].len());
        for (j, t) in ids.iter().enumerate() {
            assert_eq!(*t, [hf[0][j], hf[1][j], hf[2][j]], "token {j}");
        }
        let sections = u64s(&m["mrope_section"]);
        let d = m["head_dim"].as_u64().unwrap();
        let base = m["rope_theta"].as_f64().unwrap();
        let c = Config::from_query(&format!(
            "dim={d}&base={base}&mrope={}&mrope_interleaved=true",
            sections
                .iter()
                .map(u64::to_string)
                .collect::<Vec<_>>()
                .join(",")
        ))
        .unwrap()
        .config;
        let inv = frequencies(&c).unwrap().inv_freq;
        let mut worst = 0f64;
        for (t, row) in ids.iter().zip(m["cos_f64"].as_array().unwrap()) {
            let a = angles_with(*t, &sections, &inv, c.multimodal.mrope_interleaved);
            for (x, want) in a.iter().zip(floats(row)) {
                worst = worst.max((x.cos() - want).abs());
            }
        }
        assert!(worst < 1e-9, "{worst}");
    }
    assert!(saw_video);
}

/// DeepSeek-V3's decoupled RoPE: ropescope reads the split from the config, and its score of
/// transformers' seeded q and k, split into the position-free part and the RoPE part, equals
/// transformers' at every (m, n); and the softmax scale.
#[test]
fn decoupled_rope_score_matches_hugging_face() {
    use ropescope::rope::maths::decoupled;
    let data = config_reference();
    let cases = data["decoupled"].as_array().expect("cases");
    assert!(!cases.is_empty());
    for case in cases {
        let text = std::fs::read_to_string(format!(
            "{}/tests/data/hf_configs/{}",
            env!("CARGO_MANIFEST_DIR"),
            case["config"].as_str().unwrap()
        ))
        .unwrap();
        let read = hf::read(&Config::default(), &text).unwrap();
        let c = &read.page.config;
        let nope = case["qk_nope_head_dim"].as_u64().unwrap() as usize;
        assert_eq!(
            c.rope.dim as u64,
            case["qk_rope_head_dim"].as_u64().unwrap()
        );
        assert_eq!(c.rope.nope_dim, nope);
        assert_eq!(
            c.rope.layout == ropescope::rope::Layout::Interleaved,
            case["rope_interleave"].as_bool().unwrap()
        );
        let inv = frequencies(c).unwrap().inv_freq;
        let q = floats(&case["q"]);
        let k = floats(&case["k"]);
        let mut worst = 0f64;
        for s in case["scores"].as_array().unwrap() {
            let (m, n) = (s["m"].as_f64().unwrap(), s["n"].as_f64().unwrap());
            let ours = decoupled::split(
                (&q[..nope], &k[..nope]),
                (&q[nope..], &k[nope..]),
                c.rope.layout,
                &inv,
                m,
                n,
            );
            for (x, key) in [
                (ours.total(), "score"),
                (ours.position_free, "position_free"),
                (ours.rope, "rope"),
            ] {
                let want = s[key].as_f64().unwrap();
                worst = worst.max(rel(x, want));
            }
        }
        println!(
            "HF reference (decoupled): worst rel error of the score and its parts {worst:.1e}"
        );
        assert!(worst < 1e-9, "{worst}");
        let scale = decoupled::softmax_scale(nope, c.rope.dim, c.mscale_sq());
        assert!(rel(scale, case["softmax_scale"].as_f64().unwrap()) < 1e-12);
    }
}
