//! Hugging Face config blocks: paste a `rope_scaling` JSON (or a whole config.json, or a
//! transformers-5 `rope_parameters` block) to set the method, and show the block for the
//! current settings. Every value goes through `Config::set` + `Config::validate`, the same path
//! as a URL, so a pasted block can never put the widget in a state a link could not.

use super::json::{self, Map, Value};

use super::config::{format_f64, Config};
use super::error::{ConfigError, Key};
use super::limits::{BOOL_RANGE, MAX_JSON_BYTES};
use super::scaling::{ntk_base, Method};

const EXPECTED_JSON: &str =
    "a JSON object such as {\"rope_type\": \"yarn\", \"factor\": 4, \"original_max_position_embeddings\": 4096}, a whole config.json, or null";

fn json_error(got: impl std::fmt::Display) -> ConfigError {
    ConfigError::new(Key::RopeScalingJson, got, EXPECTED_JSON)
}

fn json_too_long(bytes: usize) -> ConfigError {
    json_error(format!("{bytes} bytes (at most {MAX_JSON_BYTES})"))
}

/// HF's default `rope_theta`: the base of a whole config.json that names none (transformers'
/// model configs and its default RoPE init fall back to 10000).
pub const HF_DEFAULT_ROPE_THETA: f64 = 10_000.0;

/// Top-level fields that only a whole config.json has: a `rope_scaling` block never carries any
/// of them, and a transformers-5 `rope_parameters` block carries only rope parameters
/// (`rope_type`, `rope_theta`, `partial_rotary_factor`, the scaling fields). An object with
/// `rope_type`, `type` or `factor` at its top level is a block, not a config.json.
pub const WHOLE_CONFIG_FIELDS: &[&str] = &[
    "rope_scaling",
    "rope_parameters",
    "model_type",
    "architectures",
    "hidden_size",
    "num_attention_heads",
    "num_hidden_layers",
    "head_dim",
    "max_position_embeddings",
    "vocab_size",
    "rotary_emb_base",
    "rotary_pct",
];

/// What a pasted block changes.
#[derive(Debug, Clone, PartialEq)]
pub struct HfImport {
    /// The new configuration (validated).
    pub config: Config,
    /// Fields that were present but have no meaning in ropescope (listed in a notice).
    pub ignored: Vec<String>,
    /// What ropescope did with fields it can only approximate, or values it had to assume
    /// (a default base, partial rotation), one sentence each, for the same notice.
    pub notes: Vec<String>,
}

fn number(key: Key, v: &Value) -> Result<String, ConfigError> {
    match v.as_f64() {
        Some(x) => Ok(format_f64(x)),
        None => Err(ConfigError::new(key, v, "a JSON number")),
    }
}

fn whole(key: Key, v: &Value) -> Result<String, ConfigError> {
    match v.as_f64() {
        Some(x) if x.fract() == 0.0 && (0.0..=1e15).contains(&x) => Ok(format!("{}", x as u64)),
        _ => Err(ConfigError::new(key, v, "a whole JSON number")),
    }
}

/// Applies a pasted block to `config`. The scaling parameters not in the block go back to their
/// HF defaults (a block fully describes its method); text, positions and vectors are kept.
///
/// What is pasted decides what is known:
/// - A whole config.json (an object with any of [`WHOLE_CONFIG_FIELDS`] and, unless it nests a
///   `rope_scaling` or `rope_parameters` block, no `rope_type`, `type` or `factor` of its own)
///   describes the model, so what it leaves out takes HF's default: the base is `rope_theta`
///   (top level, or inside `rope_parameters` as transformers 5 writes it), else GPT-NeoX's
///   `rotary_emb_base`, else [`HF_DEFAULT_ROPE_THETA`], never the previous base (a note says so).
/// - A bare `rope_scaling` block never carries the base (HF keeps it at the top level), so the
///   current base stays; a bare `rope_parameters` block may carry `rope_theta`, which is used.
/// - Partial rotation (`partial_rotary_factor` at the top level or inside `rope_parameters`, or
///   GPT-NeoX's `rotary_pct`): ropescope has no setting for it, so, as HF builds `inv_freq`, d
///   becomes the rotary dimensions `int(head_dim * factor)` and a note says that the remaining
///   dimensions are not rotated. A bare block does not give the head size, so there d is kept
///   and the note says how to set it.
/// - `max_position_embeddings`: the original context when the block names none; with a llama3
///   block that names `original_max_position_embeddings` it is the served context, kept in
///   `len` so that [`export`] writes it back (Llama 3.1: 131072, not 8192 x 8).
pub fn import(config: &Config, json: &str) -> Result<HfImport, ConfigError> {
    if json.len() > MAX_JSON_BYTES {
        return Err(json_too_long(json.len()));
    }
    let value: Value = json::parse(json).map_err(json_error)?;
    let mut next = config.clone();
    let defaults = Config::default();
    for key in [
        Key::Factor,
        Key::BetaFast,
        Key::BetaSlow,
        Key::Truncate,
        Key::Attn,
        Key::Mscale,
        Key::MscaleAllDim,
        Key::LowFreqFactor,
        Key::HighFreqFactor,
        Key::Len,
    ] {
        next.set(key, &defaults.get(key))?;
    }
    let mut ignored = Vec::new();
    let mut notes = Vec::new();

    let empty = Map::new();
    let (outer, block): (&Map, Option<&Map>) = match &value {
        Value::Null => (&empty, None),
        Value::Object(obj) => {
            // A block's own fields at the top level make it a (flat) block, whatever else is
            // there; otherwise any whole-config field makes it a config.json.
            let nested = obj.contains_key("rope_scaling") || obj.contains_key("rope_parameters");
            let flat_block = ["rope_type", "type", "factor"]
                .iter()
                .any(|f| obj.contains_key(f));
            if nested || (!flat_block && WHOLE_CONFIG_FIELDS.iter().any(|f| obj.contains_key(f))) {
                let inner = obj
                    .get("rope_parameters")
                    .or_else(|| obj.get("rope_scaling"));
                match inner {
                    None | Some(Value::Null) => (obj, None),
                    Some(Value::Object(b)) => (obj, Some(b)),
                    Some(other) => return Err(json_error(other)),
                }
            } else {
                (&empty, Some(obj))
            }
        }
        other => return Err(json_error(other)),
    };

    // Only a whole config.json has top-level fields (a bare block is read as `block`).
    let whole_config = !outer.is_empty();

    // Whole-config fields.
    let mut max_pos: Option<String> = None;
    for (field, v) in outer {
        match field.as_str() {
            "head_dim" => next.set(Key::Dim, &whole(Key::Dim, v)?)?,
            "max_position_embeddings" => max_pos = Some(whole(Key::Orig, v)?),
            _ => {}
        }
    }
    // The base: rope_theta, else GPT-NeoX's rotary_emb_base, else (whole config) HF's default. A
    // rope_theta inside the block (transformers 5) is read with the block below and wins.
    let block_theta = block.is_some_and(|b| b.contains_key("rope_theta"));
    match outer
        .get("rope_theta")
        .or_else(|| outer.get("rotary_emb_base"))
    {
        Some(v) => next.set(Key::Base, &number(Key::Base, v)?)?,
        None if whole_config && !block_theta => {
            next.set(Key::Base, &format_f64(HF_DEFAULT_ROPE_THETA))?;
            notes.push(format!(
                "This config.json names no rope_theta (nor rotary_emb_base): the base is HF's default, {}.",
                format_f64(HF_DEFAULT_ROPE_THETA)
            ));
        }
        None => {}
    }
    if !outer.contains_key("head_dim") {
        if let (Some(h), Some(n)) = (
            outer.get("hidden_size").and_then(Value::as_f64),
            outer.get("num_attention_heads").and_then(Value::as_f64),
        ) {
            if n >= 1.0 {
                // HF: hidden_size // num_attention_heads.
                next.set(Key::Dim, &format!("{}", (h / n).floor() as u64))?;
            }
        }
    }
    // Partial rotation: only a fraction of each head rotates. transformers 5 puts
    // partial_rotary_factor inside rope_parameters, older configs at the top level; GPT-NeoX
    // calls it rotary_pct. HF's default init rotates int(head_dim * factor) dimensions.
    let partial = block
        .and_then(|b| b.get("partial_rotary_factor"))
        .map(|v| ("partial_rotary_factor", v))
        .or_else(|| {
            outer
                .get("partial_rotary_factor")
                .map(|v| ("partial_rotary_factor", v))
        })
        .or_else(|| outer.get("rotary_pct").map(|v| ("rotary_pct", v)));
    if let Some((name, v)) = partial {
        let fraction = match v.as_f64() {
            Some(x) if x > 0.0 && x <= 1.0 => x,
            _ => {
                return Err(ConfigError::new(
                    Key::RopeScalingJson,
                    format!("{name} {v}"),
                    format!("{name}: a number greater than 0 and at most 1"),
                ))
            }
        };
        if fraction < 1.0 && whole_config {
            let head_dim = next.dim;
            // Python's int(head_dim * factor): the same f64 product, truncated.
            let rotary = (head_dim as f64 * fraction).trunc() as u64;
            if rotary < 2 || rotary % 2 == 1 {
                return Err(ConfigError::new(
                    Key::Dim,
                    format!("{rotary} rotary dimensions (int({head_dim} x {fraction}))"),
                    "an even number of rotary dimensions, at least 2 (ropescope rotates whole pairs)",
                ));
            }
            next.set(Key::Dim, &rotary.to_string())?;
            notes.push(format!(
                "{name} {fraction}: HF rotates only int({head_dim} x {fraction}) = {rotary} of each head's {head_dim} dimensions. ropescope has no partial-rotation setting, so d is set to those {rotary} rotary dimensions; the other {rest} are never rotated (they add the same q·k term at every position) and are not shown.",
                rest = head_dim as u64 - rotary
            ));
        } else if fraction < 1.0 {
            notes.push(format!(
                "{name} {fraction}: only that fraction of each head rotates, but a bare block does not give the head size, so d stays {}. Set d to int(head_dim x {fraction}), or paste the whole config.json.",
                next.dim
            ));
        }
    }

    let method = match block {
        None => Method::None,
        Some(b) => {
            let ty = b
                .get("rope_type")
                .or_else(|| b.get("type"))
                .and_then(Value::as_str)
                .unwrap_or("default");
            // HF's names are ropescope's, but plain RoPE is "default" and static NTK has none.
            let method = match ty {
                "default" => Some(Method::None),
                "none" | "ntk" => None,
                other => Method::parse(other),
            }
            .ok_or_else(|| {
                ConfigError::new(
                    Key::RopeScalingJson,
                    ty,
                    "rope_type default, linear, dynamic, yarn or llama3 (ropescope does not model longrope or mrope)",
                )
            })?;
            let mut has_orig = false;
            for (field, v) in b {
                match field.as_str() {
                    "rope_type" | "type" => {}
                    "rope_theta" => next.set(Key::Base, &number(Key::Base, v)?)?,
                    "factor" => next.set(Key::Factor, &number(Key::Factor, v)?)?,
                    "original_max_position_embeddings" => {
                        next.set(Key::Orig, &whole(Key::Orig, v)?)?;
                        has_orig = true;
                    }
                    "beta_fast" => next.set(Key::BetaFast, &number(Key::BetaFast, v)?)?,
                    "beta_slow" => next.set(Key::BetaSlow, &number(Key::BetaSlow, v)?)?,
                    "truncate" => match v.as_bool() {
                        Some(t) => next.set(Key::Truncate, &t.to_string())?,
                        None => return Err(ConfigError::new(Key::Truncate, v, BOOL_RANGE)),
                    },
                    "attention_factor" => next.set(Key::Attn, &number(Key::Attn, v)?)?,
                    "mscale" => next.set(Key::Mscale, &number(Key::Mscale, v)?)?,
                    "mscale_all_dim" => {
                        next.set(Key::MscaleAllDim, &number(Key::MscaleAllDim, v)?)?
                    }
                    "low_freq_factor" => {
                        next.set(Key::LowFreqFactor, &number(Key::LowFreqFactor, v)?)?
                    }
                    "high_freq_factor" => {
                        next.set(Key::HighFreqFactor, &number(Key::HighFreqFactor, v)?)?
                    }
                    "partial_rotary_factor" => {}
                    other => ignored.push(other.to_string()),
                }
            }
            if !has_orig {
                if let Some(m) = &max_pos {
                    next.set(Key::Orig, m)?;
                }
            } else if method == Method::Llama3 {
                // The context the model serves, which llama3's factor does not give.
                if let Some(m) = &max_pos {
                    next.set(Key::Len, m)?;
                }
            }
            method
        }
    };
    if block.is_none() {
        if let Some(m) = &max_pos {
            next.set(Key::Orig, m)?;
        }
    }
    next.set(Key::Scaling, method.as_str())?;
    next.speeds = None;
    // Vectors given for another dimension no longer fit: fall back to the tokens' own.
    if next.dim != config.dim {
        next.q = None;
        next.k = None;
    }
    next.validate()?;
    Ok(HfImport {
        config: next,
        ignored,
        notes,
    })
}

/// The HF config fields for the current settings, as pretty JSON. `None` with custom speeds
/// (HF configs cannot express them). Static NTK has no rope_type: it is written as plain RoPE
/// with the NTK-adjusted `rope_theta`.
///
/// `max_position_embeddings` is `orig` for plain RoPE, NTK, linear and dynamic (dynamic NTK
/// reads it as the original context). For YaRN it is `orig * factor`, because HF 4.x recomputes
/// YaRN's factor as max_position_embeddings / original_max_position_embeddings. For llama3 the
/// factor is NOT the ratio of the two lengths (Llama 3.1: factor 8, 131072 = 16 x 8192), so it
/// is `len` when set (the Llama 3.1 preset and a pasted config.json set it) and `orig * factor`
/// only as a fallback.
pub fn export(config: &Config) -> Option<String> {
    if config.speeds.is_some() {
        return None;
    }
    let mut out = Map::new();
    out.insert("head_dim".into(), Value::from(config.dim as u64));
    let num = |x: f64| Value::from(x);
    let scaling = match config.scaling {
        Method::None | Method::Ntk => {
            let theta = if config.scaling == Method::Ntk {
                ntk_base(config.dim, config.base, config.factor)
            } else {
                config.base
            };
            out.insert("rope_theta".into(), num(theta));
            out.insert("max_position_embeddings".into(), Value::from(config.orig));
            Value::Null
        }
        Method::Linear | Method::Dynamic => {
            out.insert("rope_theta".into(), num(config.base));
            out.insert("max_position_embeddings".into(), Value::from(config.orig));
            let mut b = Map::new();
            b.insert("rope_type".into(), Value::from(config.scaling.as_str()));
            b.insert("factor".into(), num(config.factor));
            Value::Object(b)
        }
        Method::Yarn | Method::Llama3 => {
            out.insert("rope_theta".into(), num(config.base));
            // HF 4.x derives YaRN's factor from these two lengths; keep them consistent. Llama 3's
            // factor is not their ratio: its served context is kept in `len`.
            let stretched = (config.orig as f64 * config.factor).round() as u64;
            let max_pos = match (config.scaling, config.len) {
                (Method::Llama3, Some(len)) => len,
                _ => stretched,
            };
            out.insert("max_position_embeddings".into(), Value::from(max_pos));
            let mut b = Map::new();
            b.insert("rope_type".into(), Value::from(config.scaling.as_str()));
            b.insert("factor".into(), num(config.factor));
            b.insert(
                "original_max_position_embeddings".into(),
                Value::from(config.orig),
            );
            if config.scaling == Method::Yarn {
                b.insert("beta_fast".into(), num(config.beta_fast));
                b.insert("beta_slow".into(), num(config.beta_slow));
                b.insert("truncate".into(), Value::from(config.truncate));
                for (name, v) in [
                    ("attention_factor", config.attn),
                    ("mscale", config.mscale),
                    ("mscale_all_dim", config.mscale_all_dim),
                ] {
                    if let Some(v) = v {
                        b.insert(name.into(), num(v));
                    }
                }
            } else {
                b.insert("low_freq_factor".into(), num(config.low_freq_factor));
                b.insert("high_freq_factor".into(), num(config.high_freq_factor));
            }
            Value::Object(b)
        }
    };
    out.insert("rope_scaling".into(), scaling);
    Some(json::to_string_pretty(&Value::Object(out)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn llama31_block() {
        let json = r#"{"factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
            "original_max_position_embeddings": 8192, "rope_type": "llama3"}"#;
        let c = import(&Config::default(), json).unwrap().config;
        assert_eq!(c.scaling, Method::Llama3);
        assert_eq!((c.factor, c.orig), (8.0, 8192));
    }

    #[test]
    fn whole_config_with_old_type_key() {
        let json = r#"{"hidden_size": 3584, "num_attention_heads": 28, "rope_theta": 1000000.0,
            "max_position_embeddings": 32768, "model_type": "qwen2",
            "rope_scaling": {"factor": 4.0, "original_max_position_embeddings": 32768, "type": "yarn"}}"#;
        let c = import(&Config::default(), json).unwrap().config;
        assert_eq!((c.dim, c.base, c.scaling), (128, 1e6, Method::Yarn));
        assert_eq!((c.factor, c.orig, c.beta_fast), (4.0, 32768, 32.0));
    }

    #[test]
    fn neox_partial_rotation_and_null_scaling() {
        let json = r#"{"hidden_size": 6144, "num_attention_heads": 64, "rotary_pct": 0.25,
            "rotary_emb_base": 10000, "max_position_embeddings": 2048, "rope_scaling": null}"#;
        let c = import(&Config::default(), json).unwrap().config;
        assert_eq!((c.dim, c.scaling, c.orig), (24, Method::None, 2048));
        assert_eq!(
            import(&Config::default(), "null").unwrap().config.scaling,
            Method::None
        );
    }

    fn base(q: &str) -> Config {
        Config::from_query(q).unwrap().config
    }

    #[test]
    fn neox_rotary_emb_base_is_the_base() {
        let json = r#"{"model_type": "gpt_neox", "hidden_size": 6144, "num_attention_heads": 64,
            "rotary_pct": 0.25, "rotary_emb_base": 50000, "max_position_embeddings": 2048}"#;
        let p = import(&base("base=500000"), json).unwrap();
        assert_eq!((p.config.base, p.config.dim), (50_000.0, 24));
        // No rope_scaling key at all: still read as a whole config, nothing ignored.
        assert!(p.ignored.is_empty(), "{:?}", p.ignored);
        assert_eq!(p.config.scaling, Method::None);
        // Without head_dim, HF takes hidden_size // num_attention_heads: 26 // 3 = 8, not 9.
        let odd = r#"{"hidden_size": 26, "num_attention_heads": 3, "rope_theta": 10000}"#;
        assert_eq!(import(&Config::default(), odd).unwrap().config.dim, 26 / 3);
        // rope_theta wins over rotary_emb_base when both are given.
        let both = r#"{"hidden_size": 64, "num_attention_heads": 4, "rope_theta": 20000,
            "rotary_emb_base": 30000}"#;
        assert_eq!(
            import(&Config::default(), both).unwrap().config.base,
            20_000.0
        );
    }

    #[test]
    fn a_whole_config_without_rope_theta_means_hf_default_base() {
        let json = r#"{"model_type": "llama", "hidden_size": 4096, "num_attention_heads": 32,
            "max_position_embeddings": 4096, "rope_scaling": null}"#;
        let start = base("base=500000");
        assert_ne!(start.base, HF_DEFAULT_ROPE_THETA);
        let p = import(&start, json).unwrap();
        assert_eq!(p.config.base, HF_DEFAULT_ROPE_THETA);
        assert_eq!(p.config.base, 10_000.0);
        assert_eq!(p.notes.len(), 1);
        assert!(p.notes[0].contains("no rope_theta"), "{:?}", p.notes);
        // transformers 5: the base inside rope_parameters counts, and no note is needed.
        let v5 = r#"{"model_type": "llama", "head_dim": 64,
            "rope_parameters": {"rope_type": "default", "rope_theta": 250000.0}}"#;
        let p = import(&start, v5).unwrap();
        assert_eq!((p.config.base, p.config.dim), (250_000.0, 64));
        assert!(p.notes.is_empty(), "{:?}", p.notes);
    }

    #[test]
    fn a_bare_block_keeps_the_current_base() {
        let start = base("base=500000&dim=64");
        let block = r#"{"rope_type": "linear", "factor": 2.0}"#;
        let p = import(&start, block).unwrap();
        assert_eq!(
            (p.config.base, p.config.scaling),
            (500_000.0, Method::Linear)
        );
        assert!(p.notes.is_empty());
        // A bare transformers-5 rope_parameters block may carry the base: then it is used.
        let v5 = r#"{"rope_type": "yarn", "factor": 4.0, "rope_theta": 1000000.0,
            "original_max_position_embeddings": 4096}"#;
        assert_eq!(import(&start, v5).unwrap().config.base, 1e6);
        // Nested under rope_scaling or rope_parameters in a whole config, the same.
        let nested = r#"{"rope_parameters": {"rope_type": "linear", "factor": 2.0}}"#;
        let p = import(&start, nested).unwrap();
        assert_eq!(p.config.base, HF_DEFAULT_ROPE_THETA, "a whole config");
    }

    #[test]
    fn partial_rotary_factor_at_top_level_and_in_rope_parameters() {
        // Phi-2 style: head_dim 2560/32 = 80, partial_rotary_factor 0.4 -> int(80 * 0.4) = 32.
        let top = r#"{"model_type": "phi", "hidden_size": 2560, "num_attention_heads": 32,
            "partial_rotary_factor": 0.4, "rope_theta": 10000.0, "rope_scaling": null}"#;
        let p = import(&Config::default(), top).unwrap();
        let want = (80.0f64 * 0.4).trunc() as usize;
        assert_eq!((p.config.dim, want), (32, 32));
        assert_eq!(p.notes.len(), 1, "{:?}", p.notes);
        assert!(
            p.notes[0].contains("= 32 of each head's 80"),
            "{}",
            p.notes[0]
        );
        assert!(
            p.notes[0].contains("other 48 are never rotated"),
            "{}",
            p.notes[0]
        );
        // transformers 5 nests it in rope_parameters, with rope_theta and rope_type.
        let v5 = r#"{"model_type": "phi", "hidden_size": 2560, "num_attention_heads": 32,
            "rope_parameters": {"rope_type": "default", "rope_theta": 10000.0,
                "partial_rotary_factor": 0.4}}"#;
        let q = import(&Config::default(), v5).unwrap();
        assert_eq!(q.config, p.config);
        assert_eq!(q.notes, p.notes);
        assert!(q.ignored.is_empty());
        // Factor 1 rotates the whole head: nothing to say.
        let full = r#"{"head_dim": 64, "partial_rotary_factor": 1.0, "rope_theta": 10000}"#;
        let f = import(&Config::default(), full).unwrap();
        assert_eq!(f.config.dim, 64);
        assert!(f.notes.is_empty());
        // A bare block cannot say the head size: d is kept and the note says how to set it.
        let bare = r#"{"rope_type": "default", "partial_rotary_factor": 0.5}"#;
        let b = import(&base("dim=128"), bare).unwrap();
        assert_eq!(b.config.dim, 128);
        assert!(b.notes[0].contains("d stays 128"), "{:?}", b.notes);
        // Out of range or an odd number of rotary dims: errors naming the problem.
        let e = import(
            &Config::default(),
            r#"{"head_dim": 64, "partial_rotary_factor": 1.5}"#,
        )
        .unwrap_err();
        assert_eq!(e.key, Key::RopeScalingJson);
        let e = import(
            &Config::default(),
            r#"{"head_dim": 10, "partial_rotary_factor": 0.3}"#,
        )
        .unwrap_err();
        assert_eq!(e.key, Key::Dim, "int(10 x 0.3) = 3 is odd");
    }

    #[test]
    fn llama3_served_context_round_trips_through_len() {
        let json = r#"{"model_type": "llama", "head_dim": 128, "rope_theta": 500000.0,
            "max_position_embeddings": 131072,
            "rope_scaling": {"rope_type": "llama3", "factor": 8.0, "low_freq_factor": 1.0,
                "high_freq_factor": 4.0, "original_max_position_embeddings": 8192}}"#;
        let c = import(&Config::default(), json).unwrap().config;
        assert_eq!((c.orig, c.len, c.factor), (8192, Some(131_072), 8.0));
        let out = export(&c).unwrap();
        assert!(out.contains("\"max_position_embeddings\": 131072"), "{out}");
        // Without len the export falls back to orig x factor; YaRN always writes orig x factor
        // (HF 4.x recomputes YaRN's factor from the two lengths).
        let fallback = export(&base("scaling=llama3&factor=8&orig=8192")).unwrap();
        assert!(
            fallback.contains("\"max_position_embeddings\": 65536"),
            "{fallback}"
        );
        let yarn = export(&base("scaling=yarn&factor=4&orig=4096&len=5000")).unwrap();
        assert!(
            yarn.contains("\"max_position_embeddings\": 16384"),
            "{yarn}"
        );
        // A flat block that also names max_position_embeddings is still a block.
        let flat = r#"{"rope_type": "linear", "factor": 2.0, "max_position_embeddings": 4096}"#;
        let p = import(&c, flat).unwrap();
        assert_eq!(p.config.scaling, Method::Linear);
        assert_eq!(p.ignored, vec!["max_position_embeddings".to_string()]);
        // A bare llama3 block (no max_position_embeddings) leaves len unset.
        let bare =
            r#"{"rope_type": "llama3", "factor": 8.0, "original_max_position_embeddings": 8192}"#;
        assert_eq!(import(&c, bare).unwrap().config.len, None);
    }

    #[test]
    fn bad_blocks_are_errors_naming_the_field() {
        let c = Config::default();
        assert_eq!(import(&c, "{").unwrap_err().key, Key::RopeScalingJson);
        assert_eq!(import(&c, "[1,2]").unwrap_err().key, Key::RopeScalingJson);
        assert_eq!(
            import(&c, r#"{"rope_type":"longrope"}"#).unwrap_err().key,
            Key::RopeScalingJson
        );
        assert_eq!(
            import(&c, r#"{"rope_type":"linear","factor":0.5}"#)
                .unwrap_err()
                .key,
            Key::Factor
        );
        assert_eq!(
            import(&c, r#"{"rope_type":"linear","factor":"4"}"#)
                .unwrap_err()
                .key,
            Key::Factor
        );
        assert_eq!(
            import(&c, r#"{"rope_type":"yarn","factor":4,"truncate":"no"}"#)
                .unwrap_err()
                .key,
            Key::Truncate
        );
        assert_eq!(
            import(
                &c,
                r#"{"rope_type":"yarn","factor":4,"original_max_position_embeddings":1.5}"#
            )
            .unwrap_err()
            .key,
            Key::Orig
        );
        let big = format!("{{\"x\": \"{}\"}}", "a".repeat(MAX_JSON_BYTES));
        assert_eq!(import(&c, &big).unwrap_err().key, Key::RopeScalingJson);
        let p = import(&c, r#"{"rope_type":"linear","factor":2,"foo":1}"#).unwrap();
        assert_eq!(p.ignored, vec!["foo".to_string()]);
    }

    #[test]
    fn export_then_import_gives_the_same_settings() {
        for q in [
            "dim=128&base=500000&scaling=llama3&factor=8&orig=8192",
            "dim=64&scaling=yarn&factor=40&orig=4096&mscale=0.707&mscale_all_dim=0.707&beta_fast=16&beta_slow=2&truncate=false",
            "dim=32&scaling=linear&factor=2&orig=1024",
            "dim=32&scaling=dynamic&factor=2&orig=1024",
            "dim=8&base=123456",
        ] {
            let c = Config::from_query(q).unwrap().config;
            let json = export(&c).unwrap();
            let back = import(&Config::default(), &json).unwrap().config;
            assert_eq!(back.scaled().unwrap(), c.scaled().unwrap(), "{q}\n{json}");
        }
        // Static NTK is exported as plain RoPE with the adjusted base: same frequencies.
        let c = Config::from_query("dim=64&scaling=ntk&factor=4")
            .unwrap()
            .config;
        let back = import(&Config::default(), &export(&c).unwrap())
            .unwrap()
            .config;
        let (a, b) = (
            back.scaled().unwrap().inv_freq,
            c.scaled().unwrap().inv_freq,
        );
        assert!(a
            .iter()
            .zip(&b)
            .all(|(x, y)| (x - y).abs() <= 1e-15 * y.abs().max(1e-300)));
        assert!(export(&Config::from_query("dim=4&speeds=90,15").unwrap().config).is_none());
    }
}
