//! Fuzzing with proptest: the query-string parser (strict and lenient), guided paths, the Hugging Face
//! rope_scaling JSON importer, single-control edits and the export must never panic, and
//! whatever they accept must be a valid configuration.
//!
//! The normal test run does FUZZ_CASES = 2000 cases per target; `./dev.sh fuzz` runs 100000+
//! (set FUZZ_CASES to choose). Failures are shrunk and saved by proptest as usual.
#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use ropescope::rope::base::limits::MAX_PLACEHOLDERS;
use ropescope::rope::io::export::Export;
use ropescope::rope::io::hf;
use ropescope::rope::settings::config::{Hf, KEYS};
use ropescope::rope::teaching::path::{invisible, placeholders, Path};
use ropescope::rope::view::scene::Scene;
use ropescope::rope::{Config, Key, Method};

fn cases() -> u32 {
    std::env::var("FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(2000)
}

/// Values that have broken parsers elsewhere: empty, huge, NaN/inf, signs, hex, exponents,
/// percent junk, markup, control and bidi characters, long repetitions.
fn nasty_value() -> impl Strategy<Value = String> {
    prop_oneof![
        Just(String::new()),
        Just("NaN".into()),
        Just("inf".into()),
        Just("-inf".into()),
        Just("1e308".into()),
        Just("1e309".into()),
        Just("-0".into()),
        Just("0x10".into()),
        Just("+4".into()),
        Just("4.".into()),
        Just(".5".into()),
        Just("18446744073709551616".into()),
        Just("%".into()),
        Just("%G0".into()),
        Just("%C3%28".into()),
        Just("%00".into()),
        Just("<script>alert(1)</script>".into()),
        Just("\"><img src=x onerror=alert(1)>".into()),
        Just("\u{202e}\u{0301}\u{200d}".into()),
        Just("1,2,,3".into()),
        Just(",".repeat(2000)),
        Just("9".repeat(400)),
        "[0-9]{1,6}",
        "-?[0-9]{1,4}\\.[0-9]{0,4}(e-?[0-9]{1,3})?",
        "[0-9.,eE+-]{0,40}",
        "\\PC{0,30}",
        prop::sample::select(names()),
    ]
}

/// Every name a value can be: the scaling methods (from the core's list), flags and layouts.
fn names() -> Vec<String> {
    Method::ALL
        .iter()
        .map(|m| m.as_str())
        .chain(["true", "false", "interleaved", "half"])
        .map(String::from)
        .collect()
}

/// The fields a Hugging Face block can hold: every key's HF name and every method's own names
/// (renamed parameters such as HunYuan's `alpha`, fields transformers requires), from the core.
fn hf_block_fields() -> Vec<&'static str> {
    let mut out: Vec<&'static str> = KEYS
        .iter()
        .filter_map(|s| match s.hf {
            Hf::Block(n) | Hf::Top(n) => Some(n),
            Hf::None => None,
        })
        .collect();
    for m in Method::ALL {
        let hf = m.hf_rules().hf();
        out.extend(hf.renamed.iter().map(|(n, _)| *n));
        out.extend(hf.fixed.iter().map(|(n, _)| *n));
        out.extend(hf.claimed_by);
    }
    out.sort_unstable();
    out.dedup();
    out
}

fn key_name() -> impl Strategy<Value = String> {
    prop_oneof![
        prop::sample::select(
            Key::CONFIG_KEYS
                .iter()
                .map(|k| k.as_str().to_string())
                .collect::<Vec<_>>()
        ),
        Just("embed".to_string()),
        Just("view".to_string()),
        "[a-z_]{1,12}",
        "\\PC{0,8}",
    ]
}

/// Structured queries: key=value pairs joined by & (values sometimes percent-encoded).
fn query() -> impl Strategy<Value = String> {
    prop::collection::vec((key_name(), nasty_value(), any::<bool>()), 0..12).prop_map(|pairs| {
        pairs
            .into_iter()
            .map(|(k, v, encode)| {
                let v = if encode {
                    ropescope::rope::settings::config::percent_encode(&v)
                } else {
                    v
                };
                format!("{k}={v}")
            })
            .collect::<Vec<_>>()
            .join("&")
    })
}

fn check_accepted(config: &Config) {
    config.validate().expect("accepted config must validate");
    // Everything derived from an accepted config is computable and finite.
    let export = Export::new(config).expect("export of an accepted config");
    assert!(export.score.total.is_finite(), "{config:?}");
    assert!(export.attention_factor.is_finite());
    assert!(export.inv_freq.iter().all(|w| w.is_finite() && *w >= 0.0));
    export.to_json().expect("serialises");
    // And it survives its own link.
    let back = Config::from_query(&config.to_query())
        .expect("own query parses")
        .config;
    assert_eq!(&back, config);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: cases(), failure_persistence: None, ..ProptestConfig::default() })]

    #[test]
    fn strict_query_parser(q in prop_oneof![query(), "\\PC{0,200}", any::<String>()]) {
        match Config::from_query(&q) {
            Ok(parsed) => check_accepted(&parsed.config),
            Err(e) => {
                prop_assert!(!e.expected.is_empty());
                prop_assert!(!e.to_string().contains(char::from(0)), "control character in message");
            }
        }
    }

    #[test]
    fn lenient_query_parser(q in prop_oneof![query(), "\\PC{0,200}"]) {
        let l = Config::from_query_lenient(&q, &["embed", "view", "theme"]);
        check_accepted(&l.config);
        // One reading loop in two modes: strict stops at the lenient reading's first problem,
        // and where strict accepts, both read the same.
        match Config::from_query_with(&q, &["embed", "view", "theme"]) {
            Ok(p) => {
                prop_assert!(l.errors.is_empty(), "{:?}", l.errors);
                prop_assert_eq!(p.config, l.config);
            }
            Err(e) => {
                let first = l.errors.first();
                prop_assert_eq!(first.map(|f| (f.key, &f.got)), Some((e.key, &e.got)));
            }
        }
    }

    #[test]
    fn single_control_edits(q in query(), key in prop::sample::select(Key::CONFIG_KEYS.to_vec()), v in nasty_value()) {
        let base = Config::from_query_lenient(&q, &[]).config;
        if let Ok(edit) = base.try_edit(key, &v) {
            check_accepted(&edit.config);
        }
    }

    /// Guided paths from hostile texts: parsing never panics; a path that runs has no invisible
    /// or direction character in a title or text and at most the cap of placeholders per text,
    /// and each step shows (text and question) for its own state without a panic.
    #[test]
    fn guided_paths(title in path_text(), text in path_text(), state in prop_oneof![query(), Just(String::new())]) {
        let t = serde_json::Value::String(text.clone());
        let json = serde_json::json!({"ropescope_path": 1, "title": title, "steps": [
            {"title": title, "state": state, "views": ["score"], "text": t,
             "question": {"kind": "choice", "prompt": t, "choices": [t, "other"], "answer": 0}}]}).to_string();
        if let Ok(p) = Path::parse(&json) {
            prop_assert!(invisible(p.title.first()).is_none());
            for st in &p.steps {
                prop_assert!(invisible(st.title.first()).is_none() && invisible(st.text.first()).is_none());
                prop_assert!(placeholders(st.text.first()).unwrap().len() <= MAX_PLACEHOLDERS);
                let s = Scene::new(&st.config());
                let _ = st.shown(&s);
            }
        }
    }

    #[test]
    fn rope_scaling_json(json in json_text()) {
        if let Ok(imported) = hf::import(&Config::default(), &json) {
            check_accepted(&imported.config);
            if let Some(out) = hf::export(&imported.config) {
                prop_assert!(hf::import(&Config::default(), &out).is_ok(), "{out}");
            }
        }
    }
}

/// A path's title or text: placeholders (many of them, heavy ones too), direction overrides,
/// isolates, zero-width and other invisible characters, and any text.
fn path_text() -> impl Strategy<Value = String> {
    let piece = prop_oneof![
        Just("{tour:decay-aligned}".to_string()),
        Just("{score}".to_string()),
        Just("{angle:3}".to_string()),
        Just("{".to_string()),
        Just("plain words ".to_string()),
        Just("\u{202E}".to_string()),
        Just("\u{2066}".to_string()),
        Just("\u{200B}".to_string()),
        Just("\u{200D}".to_string()),
        Just("\u{FEFF}".to_string()),
        Just("\u{2060}".to_string()),
        Just("\u{E0041}".to_string()),
        Just("می\u{200C}خواهم".to_string()),
        "\\PC{0,12}",
    ];
    prop::collection::vec(piece, 0..40).prop_map(|v| v.concat())
}

/// JSON texts: structured rope_scaling blocks with hostile values, whole configs, and junk.
fn json_text() -> impl Strategy<Value = String> {
    let mut fields = hf_block_fields();
    fields.extend([
        "rope_type",
        "type",
        "original_max_position_embeddings",
        "max_position_embeddings",
        "hidden_size",
        "num_attention_heads",
        "rotary_pct",
        "rope_scaling",
        "rope_parameters",
        "x",
    ]);
    let field = prop::sample::select(fields);
    let value = prop_oneof![
        Just("null".to_string()),
        Just("true".to_string()),
        prop::sample::select(
            Method::hf_types()
                .into_iter()
                .chain(Method::ALL.iter().map(|m| m.as_str()))
                .map(|t| format!("\"{t}\""))
                .collect::<Vec<_>>()
        ),
        Just("1e308".to_string()),
        Just("-1".to_string()),
        Just("0".to_string()),
        Just("[]".to_string()),
        Just("{}".to_string()),
        Just("{\"rope_type\":\"yarn\",\"factor\":4}".to_string()),
        (-1e4f64..1e6).prop_map(|v| format!("{v}")),
        (0u64..100_000).prop_map(|v| v.to_string()),
    ];
    prop_oneof![
        prop::collection::vec((field, value), 0..10).prop_map(|kv| {
            let body: Vec<String> = kv.into_iter().map(|(k, v)| format!("\"{k}\": {v}")).collect();
            format!("{{{}}}", body.join(", "))
        }),
        "\\PC{0,80}",
        Just("null".to_string()),
        Just("{\"rope_scaling\": {\"rope_type\": \"llama3\", \"factor\": 8, \"low_freq_factor\": 1, \"high_freq_factor\": 4, \"original_max_position_embeddings\": 8192}, \"rope_theta\": 500000, \"head_dim\": 128}".to_string()),
    ]
}
