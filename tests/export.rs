//! The `rope-export` binary: JSON on stdout for good input, exit 2 and a one-line error naming
//! the key for bad input; and the worked examples, including the ones a popular tutorial gets
//! wrong (it prints 1.56 for the first; the rotation gives 1.19947).

#![cfg(not(target_arch = "wasm32"))]

use std::process::Command;

use serde_json::Value;

fn run(query: &str) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_rope-export"))
        .arg(query)
        .output()
        .expect("run rope-export");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn export(query: &str) -> Value {
    let (code, stdout, stderr) = run(query);
    assert_eq!(code, 0, "{query}: {stderr}");
    serde_json::from_str(&stdout).expect("stdout is JSON")
}

fn close(v: &Value, want: f64, tol: f64) -> bool {
    (v.as_f64().unwrap() - want).abs() <= tol
}

#[test]
fn worked_example_mat_vs_cat() {
    let j = export("dim=4&speeds=90,15&q=0.7,0.7,0.8,0.6&qpos=5&k=0.9,0.4,0.9,0.4&kpos=1");
    let pairs = j["score"]["pairs"].as_array().unwrap();
    assert_eq!(pairs.len(), 2);
    assert!(close(&pairs[0]["contribution"], 0.91, 5e-6));
    assert!(close(&pairs[1]["contribution"], 0.28947, 5e-6));
    assert!(close(&j["score"]["total"], 1.19947, 5e-6));
    assert!(!close(&j["score"]["total"], 1.56, 0.1));
    // Relative angle of pair 1: (5-1) * 15 degrees = 60 degrees.
    assert!(close(&pairs[1]["angle"], 60f64.to_radians(), 1e-12));
    assert!(close(&pairs[0]["dot"], 0.91, 1e-12));
    assert!(close(&pairs[1]["cross"], -0.22, 1e-12));
    // Pure rotations: the norm of q is kept, and the dot of the rotations is the total.
    let rq: Vec<f64> = j["score"]["rotated_q"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_f64().unwrap())
        .collect();
    let rk: Vec<f64> = j["score"]["rotated_k"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_f64().unwrap())
        .collect();
    let dot: f64 = rq.iter().zip(&rk).map(|(a, b)| a * b).sum();
    assert!(close(&j["score"]["total"], dot, 1e-12));
    let nq: f64 = rq.iter().map(|v| v * v).sum();
    assert!((nq - (0.49 + 0.49 + 0.64 + 0.36)).abs() < 1e-12);
}

#[test]
fn worked_example_fox_vs_the() {
    let j = export("dim=4&speeds=90,15&q=0.8,0.6,0.7,0.7&qpos=3&k=0.9,0.4,0.5,0.8&kpos=0");
    assert!(close(&j["score"]["total"], 1.01196, 5e-6));
}

#[test]
fn export_has_every_field() {
    let j = export("text=Hello+world&dim=8&scaling=yarn&factor=4&orig=64");
    for key in [
        "config",
        "inv_freq",
        "inv_freq_unscaled",
        "wavelength",
        "attention_factor",
        "tokens",
        "score",
    ] {
        assert!(!j[key].is_null(), "missing {key}");
    }
    assert_eq!(j["inv_freq"].as_array().unwrap().len(), 4);
    assert_eq!(j["tokens"][1]["text"], "world");
    assert_eq!(j["tokens"][1]["position"], 1);
    assert_eq!(j["config"]["scaling"], "yarn");
    assert_eq!(j["resolved"]["qpos"], 1);
    assert_eq!(j["resolved"]["kpos"], 0);
    assert!(close(&j["attention_factor"], 0.1 * 4f64.ln() + 1.0, 1e-12));
    // The normalised config's query string reproduces the same export.
    let again = export(j["config"]["query"].as_str().unwrap());
    assert_eq!(again, j);
}

/// The head dimension range is the widget's: the largest d works, the next even one is refused.
#[test]
fn the_dim_limit_is_the_widgets() {
    use ropescope::rope::base::limits::MAX_DIM;
    let j = export(&format!("dim={MAX_DIM}"));
    assert_eq!(j["inv_freq"].as_array().unwrap().len(), MAX_DIM / 2);
    let (code, stdout, stderr) = run(&format!("dim={}", MAX_DIM + 2));
    assert_eq!(code, 2);
    assert!(stdout.is_empty());
    assert!(stderr.starts_with("error: dim:"), "{stderr}");
    assert!(stderr.contains(&format!("to {MAX_DIM}")), "{stderr}");
}

#[test]
fn bad_input_exits_2_with_a_one_line_error_naming_the_key() {
    for (query, key) in [
        ("dim=7", "dim"),
        ("base=1", "base"),
        ("scaling=linear&factor=0", "factor"),
        ("q=1,2", "q"),
        ("text=%ZZ", "query"),
    ] {
        let (code, stdout, stderr) = run(query);
        assert_eq!(code, 2, "{query}");
        assert!(stdout.is_empty(), "{query}: {stdout}");
        assert_eq!(stderr.trim_end().lines().count(), 1, "{query}: {stderr}");
        assert!(
            stderr.starts_with(&format!("error: {key}:")),
            "{query}: {stderr}"
        );
    }
}

/// The export's config block has every key (drop, layer and head included) and reads back,
/// key by key through the key table, to the same configuration.
#[test]
fn the_config_block_round_trips_every_key() {
    use ropescope::rope::base::json;
    use ropescope::rope::settings::config::KEYS;
    use ropescope::rope::{Config, Key};
    for query in [
        "",
        "text=a+b+c&dim=8&drop=2&layer=3&head=7&rope=off&qk=same&layout=half",
        "dim=8&scaling=longrope&short_factor=1,2,3,4&long_factor=2,3,4,5&factor=8&orig=64&len=100&attn=1.5",
        "dim=8&scaling=proportional&partial=0.5&factor=1",
        "dim=8&scaling=yarn&truncate=false&mscale=1&mscale_all_dim=0.5&offset=40&qpos=41&k=1,2,3,4,5,6,7,8",
        "dim=8&layer_types=LLLLLG&layers=34&local_base=10000&attn_scale=0.1&floor_scale=4096",
        "dim=8&mrope=1,1,2&image_grid=1,4,6&image_at=2",
    ] {
        let want = Config::from_query(query).unwrap().config;
        let (code, stdout, stderr) = run(query);
        assert_eq!(code, 0, "{query}: {stderr}");
        let exported = json::parse(&stdout).unwrap();
        let block = exported.get("config").unwrap();
        let mut back = Config::default();
        for spec in KEYS.iter() {
            let v = block
                .get(spec.key.as_str())
                .unwrap_or_else(|| panic!("{query}: no {}", spec.key));
            let text = spec.text_of_json(v).unwrap();
            spec.set(&mut back, &text).unwrap();
        }
        assert_eq!(back, want, "{query}");
        for key in [Key::Drop, Key::Layer, Key::Head] {
            assert!(block.get(key.as_str()).is_some(), "{key}");
        }
        // The block's canonical query is the same configuration too.
        let q = block.get("query").unwrap().as_str().unwrap();
        assert_eq!(Config::from_query(q).unwrap().config, want, "{query}");
    }
}

fn run_args(args: &[&str]) -> (i32, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_rope-export"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run rope-export");
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

fn floats(v: &Value) -> Vec<f64> {
    v.as_array()
        .unwrap()
        .iter()
        .map(|x| x.as_f64().unwrap())
        .collect()
}

fn rel(a: f64, b: f64) -> f64 {
    if a == b {
        0.0
    } else {
        (a - b).abs() / a.abs().max(b.abs())
    }
}

/// `--hf FILE --seq-len N` prints what transformers computes for that file at N (the reference
/// data of tests/data/hf_config_reference.json), per layer type where the config has several.
#[test]
fn hf_files_export_as_transformers_computes_them() {
    let reference: Value =
        serde_json::from_str(include_str!("data/hf_config_reference.json")).unwrap();
    let mut checked = 0;
    for case in reference["cases"].as_array().unwrap() {
        let Some(file) = case["file"].as_str() else {
            continue;
        };
        let path = format!("tests/data/hf_configs/{file}");
        for run in case["runs"].as_array().unwrap() {
            let n = run["seq_len"].as_u64();
            let n_text = n.map(|n| n.to_string());
            let mut args = vec!["--hf", path.as_str()];
            if let Some(t) = &n_text {
                args.extend(["--seq-len", t.as_str()]);
            }
            let (code, stdout, stderr) = run_args(&args);
            assert_eq!(code, 0, "{file}: {stderr}");
            let j: Value = serde_json::from_str(&stdout).unwrap();
            for set in run["sets"].as_array().unwrap() {
                let entry = match set["layer_type"].as_str() {
                    None => j.clone(),
                    Some(lt) => j["layer_types"]
                        .as_array()
                        .unwrap()
                        .iter()
                        .find(|e| e["layer_type"] == lt)
                        .unwrap_or_else(|| panic!("{file}: no entry {lt}"))
                        .clone(),
                };
                let got = floats(&entry["inv_freq"]);
                let want = floats(&set["inv_freq_f32"]);
                assert_eq!(got.len(), want.len(), "{file}");
                for (g, w) in got.iter().zip(&want) {
                    assert!(rel(*g, *w) <= 1e-6, "{file} at {n:?}: {g} vs {w}");
                }
                let af = set["attention_factor"].as_f64().unwrap();
                assert!(rel(entry["attention_factor"].as_f64().unwrap(), af) <= 1e-12);
                checked += 1;
            }
        }
    }
    assert!(checked >= 12, "{checked}");
    // Gemma 3: one entry per layer type, with the layers that use it.
    let (_, stdout, _) = run_args(&["--hf", "tests/data/hf_configs/gemma3-4b.json"]);
    let j: Value = serde_json::from_str(&stdout).unwrap();
    let entries = j["layer_types"].as_array().unwrap();
    assert_eq!(entries.len(), 2);
    let full = entries
        .iter()
        .find(|e| e["layer_type"] == "full_attention")
        .unwrap();
    let layers: Vec<u64> = full["layers"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap())
        .collect();
    assert_eq!(layers, vec![5, 11, 17, 23, 29]);
    assert_eq!(full["config"]["scaling"], "linear");
}

/// `--hf` on Hunyuan-A13B's published config.json (a `dynamic` block with an `alpha`): the
/// fixed-alpha NTK, and at every length of the reference data's `hunyuan-ntk-alpha` case (the
/// same head size, rope_theta and rope_scaling block) the inv_freq transformers computes.
#[test]
fn hf_hunyuan_a13b_config_exports_the_fixed_alpha_frequencies() {
    let reference: Value =
        serde_json::from_str(include_str!("data/hf_config_reference.json")).unwrap();
    let case = reference["cases"]
        .as_array()
        .unwrap()
        .iter()
        .find(|c| c["name"] == "hunyuan-ntk-alpha")
        .expect("the hunyuan-ntk-alpha case");
    let path = "tests/data/hf_configs/hunyuan-a13b.json";
    for run in case["runs"].as_array().unwrap() {
        let n_text = run["seq_len"].as_u64().map(|n| n.to_string());
        let mut args = vec!["--hf", path];
        if let Some(t) = &n_text {
            args.extend(["--seq-len", t.as_str()]);
        }
        let (code, stdout, stderr) = run_args(&args);
        assert_eq!(code, 0, "{stderr}");
        let j: Value = serde_json::from_str(&stdout).unwrap();
        assert_eq!(j["config"]["scaling"], "ntk_alpha");
        assert_eq!(j["config"]["factor"], 1000.0);
        // What the file says, not the 256K the preset corrects it to.
        assert_eq!(j["config"]["orig"], 32768);
        let got = floats(&j["inv_freq"]);
        let want = floats(&run["sets"][0]["inv_freq_f32"]);
        assert_eq!(got.len(), want.len());
        for (g, w) in got.iter().zip(&want) {
            assert!(rel(*g, *w) <= 1e-6, "at {n_text:?}: {g} vs {w}");
        }
    }
}

#[test]
fn bad_hf_input_exits_2_with_a_one_line_error_naming_the_field() {
    let dir = std::env::temp_dir().join(format!("rope-export-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let write = |name: &str, text: &str| {
        let p = dir.join(name);
        std::fs::write(&p, text).unwrap();
        p.to_string_lossy().into_owned()
    };
    let cases = [
        (write("a.json", "{"), "rope_scaling"),
        (
            write("b.json", r#"{"rope_type": "linear", "factor": "x"}"#),
            "factor",
        ),
        (
            write("c.json", r#"{"rope_type": "longrope", "factor": 4}"#),
            "short_factor",
        ),
        (
            write(
                "d.json",
                r#"{"head_dim": 64, "rope_scaling": {"rope_type": "yarn", "factor": 4, "beta_fast": 0.5}}"#,
            ),
            "beta_slow",
        ),
        (write("e.json", r#"{"head_dim": 7}"#), "dim"),
    ];
    for (path, key) in &cases {
        let (code, stdout, stderr) = run_args(&["--hf", path]);
        assert_eq!(code, 2, "{path}: {stdout}");
        assert!(stdout.is_empty());
        assert_eq!(stderr.trim_end().lines().count(), 1, "{stderr}");
        assert!(stderr.starts_with(&format!("error: {key}:")), "{stderr}");
    }
    let (code, _, stderr) = run_args(&["--hf", "no/such/file.json"]);
    assert_eq!(code, 2);
    assert!(stderr.starts_with("error: no/such/file.json:"), "{stderr}");
    assert_eq!(stderr.trim_end().lines().count(), 1);
    let (code, _, stderr) = run_args(&[
        "--hf",
        "tests/data/hf_configs/phi35-mini.json",
        "--seq-len",
        "0",
    ]);
    assert_eq!(code, 2);
    assert!(stderr.starts_with("error: --seq-len:"), "{stderr}");
    let (code, _, stderr) = run_args(&["--hf"]);
    assert_eq!(code, 2);
    assert!(stderr.starts_with("error: usage:"), "{stderr}");
    std::fs::remove_dir_all(&dir).ok();
}

/// `--hf FILE --grid T,H,W` on a vision configuration: the vision tower's inv_freq and every
/// patch's (row, column) ids, in the tower's order; a grid its merge size does not divide, or a
/// malformed one, exits 2 naming the problem.
#[test]
fn hf_vision_config_prints_the_towers_position_ids_for_a_grid() {
    let file = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/tests/data/hf_configs/qwen3-vl-vision.json"
    );
    let (code, out, err) = run_args(&["--hf", file, "--grid", "2,4,6"]);
    assert_eq!(code, 0, "{err}");
    let v: Value = serde_json::from_str(&out).unwrap();
    let vision = &v["vision"];
    assert_eq!(vision["head_dim"], 72);
    assert_eq!(vision["spatial_merge_size"], 2);
    assert_eq!(floats(&vision["inv_freq"]).len(), 18);
    let ids = vision["position_ids"].as_array().unwrap();
    assert_eq!(ids.len(), 2 * 4 * 6);
    assert_eq!(ids[2], serde_json::json!([1, 0]));
    assert_eq!(ids[24], ids[0]);
    for bad in ["1,3,4", "1,4", "a,b,c"] {
        let (code, _, err) = run_args(&["--hf", file, "--grid", bad]);
        assert_eq!(code, 2, "{bad}");
        assert!(
            err.contains("grid") || err.contains("patches"),
            "{bad}: {err}"
        );
        assert_eq!(err.trim().lines().count(), 1, "{err}");
    }
}

/// `--catalog` prints the view registry, row by row in page order (what the e2e scripts read
/// instead of a list of their own): each view's name, numbered title, chapter and module, and
/// its component's file, which exists.
#[test]
fn the_catalog_prints_the_view_registry() {
    use ropescope::rope::views::View;
    let (code, out, err) = run_args(&["--catalog"]);
    assert_eq!(code, 0, "{err}");
    let catalog: Value = serde_json::from_str(&out).unwrap();
    let views = catalog["views"].as_array().unwrap();
    assert_eq!(views.len(), View::ALL.len());
    for (row, v) in views.iter().zip(View::ALL) {
        assert_eq!(row["name"], v.as_str());
        assert_eq!(row["title"], format!("{}. {}", v.number(), v.heading()));
        assert_eq!(row["chapter"], v.chapter().as_str());
        assert_eq!(row["module"], v.module().as_str());
        assert_eq!(row["drawn"], v.is_drawn());
        let component = row["component"].as_str().unwrap();
        assert!(
            std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
                .join(component)
                .is_file(),
            "{component}"
        );
    }
    assert_eq!(views[0]["title"], "1. Compasses: each pair turns");
    assert_eq!(views[0]["module"], "page");
}
