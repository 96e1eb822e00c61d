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

/// What a pasted block changes.
#[derive(Debug, Clone, PartialEq)]
pub struct HfImport {
    /// The new configuration (validated).
    pub config: Config,
    /// Fields that were present but have no meaning in ropescope (listed in a notice).
    pub ignored: Vec<String>,
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

    let empty = Map::new();
    let (outer, block): (&Map, Option<&Map>) = match &value {
        Value::Null => (&empty, None),
        Value::Object(obj) => {
            if obj.contains_key("rope_scaling") || obj.contains_key("rope_parameters") {
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

    // Whole-config fields.
    let mut max_pos: Option<String> = None;
    for (field, v) in outer {
        match field.as_str() {
            "rope_theta" => next.set(Key::Base, &number(Key::Base, v)?)?,
            "head_dim" => next.set(Key::Dim, &whole(Key::Dim, v)?)?,
            "max_position_embeddings" => max_pos = Some(whole(Key::Orig, v)?),
            _ => {}
        }
    }
    if !outer.contains_key("head_dim") {
        if let (Some(h), Some(n)) = (
            outer.get("hidden_size").and_then(Value::as_f64),
            outer.get("num_attention_heads").and_then(Value::as_f64),
        ) {
            if n >= 1.0 {
                next.set(Key::Dim, &format!("{}", (h / n).round() as u64))?;
            }
        }
    }
    // GPT-NeoX style partial rotation: only a fraction of each head rotates.
    if let Some(pct) = outer
        .get("partial_rotary_factor")
        .or_else(|| outer.get("rotary_pct"))
        .and_then(Value::as_f64)
    {
        if pct > 0.0 && pct < 1.0 {
            let rotary = ((next.dim as f64 * pct) / 2.0).round() as u64 * 2;
            next.set(Key::Dim, &rotary.to_string())?;
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
    })
}

/// The HF config fields for the current settings, as pretty JSON. `None` with custom speeds
/// (HF configs cannot express them). Static NTK has no rope_type: it is written as plain RoPE
/// with the NTK-adjusted `rope_theta`.
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
            // HF 4.x derives YaRN's factor from these two lengths; keep them consistent.
            out.insert(
                "max_position_embeddings".into(),
                Value::from((config.orig as f64 * config.factor).round() as u64),
            );
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
