//! Hugging Face config blocks: paste a `rope_scaling` JSON (or a whole config.json, or a
//! transformers-5 `rope_parameters` block, flat or keyed by layer type) to set the method, and
//! show the block for the current settings. Every value goes through `Config::set` +
//! `Config::validate`, the same path as a URL, so a pasted block can never put the widget in a
//! state a link could not. Which key a block field sets is the key table's HF name
//! ([`crate::rope::settings::config::KEYS`]).
//!
//! Read as transformers 5.23 reads a config (`modeling_rope_utils`, `standardize_rope_params`,
//! the Llama 4, Gemma 3 and Qwen2-VL configuration classes):
//! - `original_max_position_embeddings` of llama3, yarn and longrope: a top-level one wins (Phi-3),
//!   else the block's, else `max_position_embeddings`;
//! - linear and dynamic read `max_position_embeddings` as the original context;
//! - yarn and longrope without `factor`: `max_position_embeddings / original`;
//! - proportional without `factor`: 1, and its `partial_rotary_factor` keeps d (the other
//!   methods rotate `int(head_dim * partial_rotary_factor)` dimensions, which becomes d);
//! - per-layer-type `rope_parameters` (keys that are `layer_types` entries): one set per type;
//!   Gemma 3's older `rope_local_base_freq` + `sliding_window_pattern` mean the same;
//! - Llama 4's `no_rope_layers` (or `no_rope_layer_interval`) and attention temperature tuning;
//! - `mrope_section` (Qwen2-VL; the old `"type": "mrope"` is plain RoPE with sections).

use crate::rope::base::json::{self, Map, Value};

use crate::msg;
use crate::rope::base::error::{ConfigError, Key};
use crate::rope::base::i18n::{en, Arg, Msg};
use crate::rope::base::limits::{MAX_JSON_BYTES, MAX_LAYERS};
use crate::rope::base::num::format_f64;
use crate::rope::maths::layers::is_llama4;
use crate::rope::maths::scaling::{HfMaxPositions, HfMissingFactor, HfOrig, Method};
use crate::rope::settings::config::{by_hf_block_name, spec, Config, Hf, KEYS};

/// The accepted form of a rejected value (`www/locales/*/page/hf.ftl`), in English:
/// [`ConfigError`] carries English words until it carries a message, and the page shows it.
fn expected(m: Msg) -> String {
    en(&m)
}

fn json_error(got: impl std::fmt::Display) -> ConfigError {
    ConfigError::new(
        Key::RopeScalingJson,
        got,
        expected(Msg::new("hf-error-json")),
    )
}

fn json_too_long(bytes: usize) -> ConfigError {
    json_error(en(&msg!(
        "hf-error-too-long",
        bytes = bytes,
        max = MAX_JSON_BYTES
    )))
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
    "text_config",
    "layer_types",
];

/// Layer types whose layers attend to a local window (their letter in `layer_types` is `L`).
const LOCAL_LAYER_TYPES: &[&str] = &["sliding_attention", "chunked_attention"];

/// Layer types with no softmax attention, so no RoPE (Qwen3-Next, Qwen3.5: Gated DeltaNet).
const LINEAR_LAYER_TYPES: &[&str] = &["linear_attention"];

/// transformers 5.24's `Gemma4TextConfig`: `global_head_dim` when a config names none.
pub const GEMMA4_GLOBAL_HEAD_DIM: u64 = 512;

/// What a pasted block changes.
#[derive(Debug, Clone, PartialEq)]
pub struct HfImport {
    /// The new configuration (validated).
    pub config: Config,
    /// Fields that were present but have no meaning in ropescope (listed in a notice).
    pub ignored: Vec<String>,
    /// What ropescope did with fields it can only approximate, or values it had to assume
    /// (a default base, partial rotation), one sentence each, for the same notice.
    pub notes: Vec<Msg>,
}

/// One RoPE set of a config: for per-layer-type `rope_parameters` one per layer type, else one.
#[derive(Debug, Clone, PartialEq)]
pub struct HfSet {
    /// The layer type (`None` for a config with one set).
    pub layer_type: Option<String>,
    /// Which layers use it (all of them for a single set; empty if the config names none).
    pub layers: Vec<usize>,
    /// The settings HF computes this set's frequencies from (validated).
    pub config: Config,
}

/// A pasted config read into sets (what `rope-export --hf` prints) and the page's config.
#[derive(Debug, Clone, PartialEq)]
pub struct HfRead {
    pub sets: Vec<HfSet>,
    /// The page's settings: the global set, with the local layers' base, the layer pattern,
    /// Llama 4's NoPE layers and temperature and the multimodal sections.
    pub page: HfImport,
    /// The vision tower's axial 2D RoPE, if the config has one (a multimodal config's
    /// `vision_config`, or a vision config itself).
    pub vision: Option<HfVision>,
}

/// A vision tower's axial 2D RoPE, as transformers 5.24's `Qwen3VLVisionRotaryEmbedding`
/// reads its config: head size `hidden_size // num_heads`, `rope_theta` (10000 when it names
/// none), and the `spatial_merge_size` its patches are listed by.
#[derive(Debug, Clone, PartialEq)]
pub struct HfVision {
    pub head_dim: usize,
    pub base: f64,
    pub merge: u64,
}

/// transformers 5.24's vision configurations' default `spatial_merge_size`.
pub const HF_DEFAULT_SPATIAL_MERGE: u64 = 2;

/// The vision tower of `root` (its `vision_config`), or `root` itself when it is a vision config
/// (an `axial` rope type or a `spatial_merge_size` with no language model fields).
fn vision_of(root: &Map) -> Result<Option<HfVision>, ConfigError> {
    let axial = |m: &Map| {
        m.get("rope_parameters")
            .or_else(|| m.get("rope_scaling"))
            .and_then(|b| match b {
                Value::Object(b) => b.get("rope_type").and_then(Value::as_str),
                _ => None,
            })
            == Some("axial")
    };
    let v = match root.get("vision_config") {
        Some(Value::Object(v)) => v,
        _ if axial(root)
            || (root.contains_key("spatial_merge_size") && !root.contains_key("text_config")) =>
        {
            root
        }
        _ => return Ok(None),
    };
    let heads = v
        .get("num_heads")
        .or_else(|| v.get("num_attention_heads"))
        .map(|x| whole_of(Key::Dim, x))
        .transpose()?;
    let head_dim = match (
        v.get("head_dim").filter(|x| !x.is_null()),
        v.get("hidden_size"),
        heads,
    ) {
        (Some(h), _, _) => whole_of(Key::Dim, h)?,
        (None, Some(h), Some(n)) if n > 0 => whole_of(Key::Dim, h)? / n,
        _ => return Ok(None),
    };
    let base = v
        .get("rope_parameters")
        .and_then(|b| match b {
            Value::Object(b) => b.get("rope_theta").and_then(Value::as_f64),
            _ => None,
        })
        .or_else(|| v.get("rope_theta").and_then(Value::as_f64))
        .unwrap_or(HF_DEFAULT_ROPE_THETA);
    let merge = match v.get("spatial_merge_size") {
        Some(m) => whole_of(Key::Merge, m)?,
        None => HF_DEFAULT_SPATIAL_MERGE,
    };
    let head_dim = usize::try_from(head_dim).unwrap_or(usize::MAX);
    Ok(Some(HfVision {
        head_dim,
        base,
        merge,
    }))
}

/// The parsed JSON's parts: the top level of a whole config (empty for a bare block) and the
/// rope block(s).
struct Parts<'a> {
    outer: &'a Map,
    whole_config: bool,
    /// `None`: no block (plain RoPE). Per layer type: `(type, block)`; a flat block: one with
    /// type `None`.
    blocks: Option<Vec<(Option<String>, Option<&'a Map>)>>,
    notes: Vec<Msg>,
}

fn is_whole_config(obj: &Map) -> bool {
    let nested = obj.contains_key("rope_scaling") || obj.contains_key("rope_parameters");
    let flat_block = ["rope_type", "type", "factor"]
        .iter()
        .any(|f| obj.contains_key(f));
    nested || (!flat_block && WHOLE_CONFIG_FIELDS.iter().any(|f| obj.contains_key(f)))
}

/// The `layer_types` list of a config, if it has one (strings only).
fn layer_types_of(outer: &Map) -> Result<Option<Vec<String>>, ConfigError> {
    match outer.get("layer_types") {
        None | Some(Value::Null) => Ok(None),
        Some(Value::Array(items)) if items.len() <= MAX_LAYERS => items
            .iter()
            .map(|v| {
                v.as_str().map(str::to_string).ok_or_else(|| {
                    ConfigError::new(
                        Key::LayerTypes,
                        v,
                        expected(Msg::new("hf-error-layer-types")),
                    )
                })
            })
            .collect::<Result<Vec<_>, _>>()
            .map(Some),
        Some(other) => Err(ConfigError::new(
            Key::LayerTypes,
            other,
            expected(msg!("hf-error-layer-types-max", max = MAX_LAYERS)),
        )),
    }
}

fn parts<'a>(value: &'a Value, empty: &'a Map) -> Result<Parts<'a>, ConfigError> {
    let mut notes = Vec::new();
    let (outer, block_value): (&Map, Option<&Value>) = match value {
        Value::Null => (empty, None),
        Value::Object(obj) if is_whole_config(obj) => {
            // Multimodal models (Gemma 3, Llama 4, Qwen2.5-VL in newer files) keep the language
            // model's settings in `text_config`.
            let outer = match obj.get("text_config") {
                Some(Value::Object(text)) => {
                    notes.push(Msg::new("hf-note-text-config"));
                    text
                }
                _ => obj,
            };
            let block = outer
                .get("rope_parameters")
                .or_else(|| outer.get("rope_scaling"));
            (outer, block)
        }
        Value::Object(_) => (empty, Some(value)),
        other => return Err(json_error(other)),
    };
    let whole_config = !outer.is_empty();
    let blocks = match block_value {
        None | Some(Value::Null) => {
            // Gemma 3's older files: the local layers' base beside the global one.
            if outer.contains_key("rope_local_base_freq") {
                Some(gemma3_v4_blocks(None))
            } else {
                None
            }
        }
        Some(Value::Object(b)) => {
            let types = layer_types_of(outer)?.unwrap_or_default();
            let nested: Vec<&String> = b
                .iter()
                .map(|(k, _)| k)
                .filter(|k| types.contains(k))
                .collect();
            if !nested.is_empty() {
                let mut sets = Vec::new();
                for k in nested {
                    match b.get(k) {
                        Some(Value::Object(inner)) => sets.push((Some(k.clone()), Some(inner))),
                        // A layer type saved as null: plain RoPE at the config's base.
                        Some(Value::Null) => sets.push((Some(k.clone()), None)),
                        Some(other) => return Err(json_error(other)),
                        None => {}
                    }
                }
                Some(sets)
            } else if outer.contains_key("rope_local_base_freq") {
                Some(gemma3_v4_blocks(Some(b)))
            } else {
                Some(vec![(None, Some(b))])
            }
        }
        Some(other) => return Err(json_error(other)),
    };
    Ok(Parts {
        outer,
        whole_config,
        blocks,
        notes,
    })
}

/// Gemma 3 as its config.json on the hub writes it (transformers 4): `rope_scaling` is the
/// global (full attention) layers' block, `rope_local_base_freq` the sliding layers' base.
/// transformers 5 turns this into `rope_parameters` keyed by layer type; so does this.
fn gemma3_v4_blocks(global: Option<&Map>) -> Vec<(Option<String>, Option<&Map>)> {
    vec![
        (Some("full_attention".to_string()), global),
        (Some("sliding_attention".to_string()), None),
    ]
}

/// Sets `key` from a JSON value through the key table.
fn set_json(next: &mut Config, key: Key, v: &Value) -> Result<(), ConfigError> {
    match crate::rope::settings::config::spec(key) {
        Some(s) => {
            let text = s.text_of_json(v)?;
            s.set(next, &text)
        }
        None => Err(json_error(v)),
    }
}

fn whole_of(key: Key, v: &Value) -> Result<u64, ConfigError> {
    match v.as_f64() {
        Some(x) if x.fract() == 0.0 && (0.0..=1e15).contains(&x) => Ok(x as u64),
        _ => Err(ConfigError::new(
            key,
            v,
            expected(Msg::new("hf-error-whole-number")),
        )),
    }
}

/// Python's truthiness of a JSON value (`attn_temperature_tuning` is a bool in some files and
/// a number in others).
fn truthy(v: &Value) -> bool {
    match v {
        Value::Null => false,
        Value::Bool(b) => *b,
        Value::Int(i) => *i != 0,
        Value::Float(f) => *f != 0.0,
        Value::String(s) => !s.is_empty(),
        Value::Array(a) => !a.is_empty(),
        Value::Object(o) => !o.is_empty(),
    }
}

/// What one RoPE set is read with besides its block.
struct SetContext<'a> {
    outer: &'a Map,
    whole_config: bool,
    /// The base a layer type gets when its block names none (Gemma 3's
    /// `rope_local_base_freq`).
    base_override: Option<&'a Value>,
    /// A per-layer-type set: HF reads yarn's `truncate` from the outer dict, so it never sees
    /// the layer type's own.
    nested: bool,
    /// The head size of this set's layers when it is not the config's `head_dim` (Gemma 4's
    /// full-attention layers: `global_head_dim`).
    head_dim_override: Option<u64>,
}

/// The block field name of `key` under a method's rules (its own HF name unless renamed).
fn hf_block_name(rules: &crate::rope::maths::scaling::HfRules, key: Key) -> &'static str {
    let own = spec(key).and_then(|s| match s.hf {
        Hf::Block(n) => Some(n),
        _ => None,
    });
    rules.field_of(key, own).unwrap_or("")
}

/// The settings of one RoPE set: `block` (`None`: plain RoPE) read over `start`.
fn read_set(
    start: &Config,
    cx: &SetContext,
    block: Option<&Map>,
    ignored: &mut Vec<String>,
    notes: &mut Vec<Msg>,
) -> Result<Config, ConfigError> {
    let mut next = start.clone();
    let defaults = Config::default();
    // A block fully describes its method: every parameter it leaves out takes its default.
    for spec in KEYS.iter() {
        if spec.is_method_param() || matches!(spec.key, Key::Mrope | Key::MropeInterleaved) {
            spec.set(&mut next, &spec.get(&defaults))?;
        }
    }
    next.set(Key::Len, "")?;
    set_head_dim(&mut next, cx, notes)?;
    set_base(&mut next, cx, block, notes)?;
    let method = method_of(cx, block, notes)?;
    let rules = method.hf_rules().hf();
    set_partial(&mut next, cx, block, method, notes)?;
    let (block_orig, has_factor) = read_block_fields(&mut next, cx, block, rules, ignored, notes)?;
    check_required(block, rules, method)?;
    set_context(&mut next, cx, rules, block_orig, has_factor, notes)?;
    next.set(Key::Scaling, method.as_str())?;
    next.rope.speeds = None;
    // Vectors given for another dimension no longer fit: fall back to the tokens' own.
    if next.rope.dim != start.rope.dim {
        next.sentence.q = None;
        next.sentence.k = None;
    }
    Ok(next)
}

/// The head size from the whole config's fields: DeepSeek's `qk_rope_head_dim`, a layer
/// type's own size, `head_dim`, or `hidden_size / num_attention_heads`.
fn set_head_dim(
    next: &mut Config,
    cx: &SetContext,
    notes: &mut Vec<Msg>,
) -> Result<(), ConfigError> {
    let outer = cx.outer;
    // Whole-config fields. DeepSeek's multi-head latent attention rotates only
    // `qk_rope_head_dim` dimensions of each head (transformers sets head_dim to it).
    if let Some(v) = outer.get("qk_rope_head_dim").filter(|v| !v.is_null()) {
        set_json(next, Key::Dim, v)?;
        notes.push(Msg::new("hf-note-qk-rope-head-dim"));
        // The position-free dims beside them, and how the rotated ones are paired.
        match outer.get("qk_nope_head_dim").filter(|v| !v.is_null()) {
            Some(v) => set_json(next, Key::NopeDim, v)?,
            None => next.set(Key::NopeDim, "0")?,
        }
        let interleave = outer.get("rope_interleave").is_none_or(truthy);
        next.set(Key::Layout, if interleave { "interleaved" } else { "half" })?;
    } else if let Some(d) = cx.head_dim_override {
        next.set(Key::Dim, &d.to_string())?;
        next.set(Key::NopeDim, "0")?;
    } else if let Some(v) = outer.get("head_dim").filter(|v| !v.is_null()) {
        set_json(next, Key::Dim, v)?;
    } else if let (Some(h), Some(n)) = (
        outer.get("hidden_size").and_then(Value::as_f64),
        outer
            .get("num_attention_heads")
            .or_else(|| outer.get("num_heads"))
            .and_then(Value::as_f64),
    ) {
        if n >= 1.0 {
            // HF: hidden_size // num_attention_heads.
            next.set(Key::Dim, &format!("{}", (h / n).floor() as u64))?;
        }
    }
    Ok(())
}

/// The base of the set.
fn set_base(
    next: &mut Config,
    cx: &SetContext,
    block: Option<&Map>,
    notes: &mut Vec<Msg>,
) -> Result<(), ConfigError> {
    let outer = cx.outer;
    // The base: the block's rope_theta (transformers 5), else the layer type's own, else the
    // top level's, else GPT-NeoX's rotary_emb_base, else (whole config) HF's default.
    match block
        .and_then(|b| b.get("rope_theta"))
        .or(cx.base_override)
        .or_else(|| outer.get("rope_theta"))
        .or_else(|| outer.get("rotary_emb_base"))
    {
        Some(v) => set_json(next, Key::Base, v)?,
        None if cx.whole_config => {
            next.set(Key::Base, &format_f64(HF_DEFAULT_ROPE_THETA))?;
            notes.push(msg!(
                "hf-note-default-base",
                base = Arg::num(format_f64(HF_DEFAULT_ROPE_THETA), HF_DEFAULT_ROPE_THETA)
            ));
        }
        None => {}
    }
    Ok(())
}

/// The scaling method a block names (its `rope_type`, read by each method's `HfRules`).
fn method_of(
    cx: &SetContext,
    block: Option<&Map>,
    notes: &mut Vec<Msg>,
) -> Result<Method, ConfigError> {
    let ty = match block.and_then(|b| b.get("rope_type").or_else(|| b.get("type"))) {
        None => "default",
        Some(v) => v.as_str().ok_or_else(|| {
            ConfigError::new(Key::Scaling, v, expected(Msg::new("hf-error-rope-type")))
        })?,
    };
    // Each method names the rope_types it is read from (its `HfRules`): static NTK has none,
    // and a `dynamic` block with HunYuan's `alpha` is the fixed-alpha NTK. A vision tower's 2D
    // RoPE ("axial": per axis, plain RoPE of half the head, the vision view) is no scaling
    // method; only a whole vision config has it (a bare block gives no head size for it).
    if ty == "axial" && cx.whole_config {
        notes.push(Msg::new("hf-note-axial"));
        Some(Method::None)
    } else {
        Method::of_hf_type(ty, |field| {
            block.and_then(|b| b.get(field)).is_some_and(truthy)
        })
    }
    .ok_or_else(|| {
        let types = Method::hf_types();
        let (names, last) = match types.split_last() {
            Some((last, rest)) => (rest.join(", "), last.to_string()),
            None => (String::new(), String::new()),
        };
        ConfigError::new(
            Key::RopeScalingJson,
            ty,
            expected(msg!("hf-error-rope-type-names", names = names, last = last)),
        )
    })
}

/// Partial rotation (`partial_rotary_factor`, GPT-NeoX's `rotary_pct`).
fn set_partial(
    next: &mut Config,
    cx: &SetContext,
    block: Option<&Map>,
    method: Method,
    notes: &mut Vec<Msg>,
) -> Result<(), ConfigError> {
    let outer = cx.outer;
    // Partial rotation: transformers 5 puts partial_rotary_factor inside rope_parameters, older
    // configs at the top level; GPT-NeoX calls it rotary_pct.
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
                    expected(msg!("hf-error-fraction", name = name)),
                ))
            }
        };
        if method.rules().params().contains(&Key::Partial) {
            // Proportional RoPE keeps the whole head: the fraction says which pairs turn.
            next.set(Key::Partial, &format_f64(fraction))?;
        } else if fraction < 1.0 && cx.whole_config {
            let head_dim = next.rope.dim;
            // Python's int(head_dim * factor): the same f64 product, truncated.
            let rotary = (head_dim as f64 * fraction).trunc() as u64;
            if rotary < 2 || rotary % 2 == 1 {
                return Err(ConfigError::new(
                    Key::Dim,
                    en(&msg!(
                        "hf-error-rotary-got",
                        rotary = rotary,
                        head_dim = head_dim,
                        fraction = Arg::num(fraction.to_string(), fraction)
                    )),
                    expected(Msg::new("hf-error-rotary")),
                ));
            }
            next.set(Key::Dim, &rotary.to_string())?;
            notes.push(msg!(
                "hf-note-partial",
                name = name,
                fraction = Arg::num(fraction.to_string(), fraction),
                head_dim = head_dim,
                rotary = rotary,
                rest = head_dim as u64 - rotary
            ));
        } else if fraction < 1.0 {
            notes.push(msg!(
                "hf-note-partial-bare",
                name = name,
                fraction = Arg::num(fraction.to_string(), fraction),
                d = next.rope.dim
            ));
        }
    }
    Ok(())
}

/// The block's own fields, each to its key (or to `ignored`): the block's original context
/// and whether it named a factor.
fn read_block_fields(
    next: &mut Config,
    cx: &SetContext,
    block: Option<&Map>,
    rules: &crate::rope::maths::scaling::HfRules,
    ignored: &mut Vec<String>,
    notes: &mut Vec<Msg>,
) -> Result<(Option<u64>, bool), ConfigError> {
    let mut block_orig: Option<u64> = None;
    let mut has_factor = false;
    if let Some(b) = block {
        for (field, v) in b {
            match field.as_str() {
                "rope_type" | "type" | "rope_theta" | "partial_rotary_factor" => {}
                // HF reads an optional field with `.get()`: null is the same as absent (a null
                // factor is derived from the two lengths below).
                _ if v.is_null() => {}
                "original_max_position_embeddings" => block_orig = Some(whole_of(Key::Orig, v)?),
                "truncate" if cx.nested => {
                    notes.push(Msg::new("hf-note-truncate"));
                }
                // Required by transformers' validation, unused by this method.
                other if rules.fixed.iter().any(|(n, _)| *n == other) => {}
                other => match rules
                    .renamed
                    .iter()
                    .find(|(n, _)| *n == other)
                    .and_then(|&(_, key)| spec(key))
                    .or_else(|| {
                        // A field this method reads under another name is not its parameter.
                        by_hf_block_name(other)
                            .filter(|s| rules.renamed.iter().all(|&(_, k)| k != s.key))
                    }) {
                    Some(spec) => {
                        let text = spec.text_of_json(v)?;
                        spec.set(next, &text)?;
                        has_factor |= spec.key == Key::Factor;
                    }
                    None => ignored.push(other.to_string()),
                },
            }
        }
    }
    Ok((block_orig, has_factor))
}

/// HF indexes these (LongRoPE's lists): a block without them does not load.
fn check_required(
    block: Option<&Map>,
    rules: &crate::rope::maths::scaling::HfRules,
    method: Method,
) -> Result<(), ConfigError> {
    for &key in rules.required {
        let name = hf_block_name(rules, key);
        if block.is_none_or(|b| b.get(name).is_none_or(Value::is_null)) {
            let all: Vec<&str> = rules
                .required
                .iter()
                .map(|&k| hf_block_name(rules, k))
                .collect();
            return Err(ConfigError::new(
                key,
                "nothing",
                expected(msg!(
                    "hf-error-required",
                    fields = all.join(" and "), // i18n: HF field names joined
                    method = rules.writes.unwrap_or(method.as_str())
                )),
            ));
        }
    }
    Ok(())
}

/// The original context, the factor a block leaves out, and the served length, as HF reads
/// them for each method.
fn set_context(
    next: &mut Config,
    cx: &SetContext,
    rules: &crate::rope::maths::scaling::HfRules,
    block_orig: Option<u64>,
    has_factor: bool,
    notes: &mut Vec<Msg>,
) -> Result<(), ConfigError> {
    let outer = cx.outer;
    let max_pos = outer
        .get("max_position_embeddings")
        .map(|v| whole_of(Key::Orig, v))
        .transpose()?;
    // The original context, as HF reads it for each method.
    let top_orig = outer
        .get("original_max_position_embeddings")
        .map(|v| whole_of(Key::Orig, v))
        .transpose()?;
    let orig = match rules.orig {
        // standardize_rope_params: a top-level original (Phi-3) wins over the block's.
        HfOrig::Original => top_orig.or(block_orig).or(max_pos),
        // Linear and dynamic read max_position_embeddings itself.
        HfOrig::MaxPositions => max_pos.or(block_orig),
    };
    if let Some(o) = orig {
        next.set(Key::Orig, &o.to_string())?;
    }
    if !has_factor {
        match rules.missing_factor {
            HfMissingFactor::One => next.set(Key::Factor, "1")?,
            HfMissingFactor::Ratio => match (max_pos, orig) {
                (Some(m), Some(o)) if o > 0 => {
                    let f = m as f64 / o as f64;
                    next.set(Key::Factor, &format_f64(f))?;
                    notes.push(msg!(
                        "hf-note-derived-factor",
                        max = m,
                        orig = o,
                        factor = Arg::num(format_f64(f), f)
                    ));
                }
                _ => {
                    return Err(ConfigError::new(
                        Key::Factor,
                        en(&Msg::new("hf-error-no-factor-got")),
                        expected(Msg::new("hf-error-no-factor")),
                    ))
                }
            },
            HfMissingFactor::Default => {}
        }
    }
    if rules.served_len && top_orig.or(block_orig).is_some() {
        // The context the model serves, which llama3's factor does not give.
        if let Some(m) = max_pos {
            next.set(Key::Len, &m.to_string())?;
        }
    }
    Ok(())
}

/// Reads a pasted config: its RoPE set(s) and the page's settings. See [`import`].
pub fn read(config: &Config, json: &str) -> Result<HfRead, ConfigError> {
    if json.len() > MAX_JSON_BYTES {
        return Err(json_too_long(json.len()));
    }
    let value: Value = json::parse(json).map_err(json_error)?;
    let empty = Map::new();
    let Parts {
        outer,
        whole_config,
        blocks,
        mut notes,
    } = parts(&value, &empty)?;
    let mut ignored = Vec::new();
    let start = without_layer_settings(config)?;
    let model_type = outer
        .get("model_type")
        .and_then(Value::as_str)
        .unwrap_or("");
    let global_head_dim = global_head_dim(outer, model_type, &mut notes)?;
    let local_base_v4 = outer.get("rope_local_base_freq");

    let mut sets = Vec::new();
    for (ty, block) in &blocks.unwrap_or_else(|| vec![(None, None)]) {
        let cx = SetContext {
            outer,
            whole_config,
            base_override: match ty.as_deref() {
                Some(t) if LOCAL_LAYER_TYPES.contains(&t) && block.is_none() => local_base_v4,
                _ => None,
            },
            nested: ty.is_some(),
            head_dim_override: match ty.as_deref() {
                Some("full_attention") => global_head_dim,
                _ => None,
            },
        };
        let c = read_set(&start, &cx, *block, &mut ignored, &mut notes)?;
        sets.push(HfSet {
            layer_type: ty.clone(),
            layers: Vec::new(),
            config: c,
        });
    }
    let n_layers = outer
        .get("num_hidden_layers")
        .map(|v| whole_of(Key::Layers, v))
        .transpose()?
        .map(|n| n as usize);
    let types = layer_type_names(outer, n_layers)?;
    assign_layers(&mut sets, &types, n_layers);
    let mut page = page_of_sets(&sets, &mut notes)?;
    let mut letters = layer_letters_of(&types, &mut notes);
    if let Some(uses) = no_rope_layers(outer, n_layers)? {
        letters = uses
            .iter()
            .map(|&rope| if rope { 'G' } else { 'N' })
            .collect();
        set_attn_temperature(&mut page, outer, model_type)?;
    }
    if !letters.is_empty() {
        let (pattern, layers) = compress(&letters);
        let one_period = layers == pattern.chars().count();
        page.set(Key::LayerTypes, &pattern)?;
        page.set(
            Key::Layers,
            &if one_period {
                String::new()
            } else {
                layers.to_string()
            },
        )?;
    }
    let vision = match &value {
        Value::Object(root) => vision_of(root)?,
        _ => None,
    };
    if let Some(v) = &vision {
        set_vision(&mut page, v, &mut notes)?;
    }
    page.validate()?;
    for set in &sets {
        set.config.validate()?;
    }
    ignored.sort();
    ignored.dedup();
    notes.dedup();
    Ok(HfRead {
        vision,
        sets,
        page: HfImport {
            config: page,
            ignored,
            notes,
        },
    })
}

/// The page's settings with its per-layer settings back at their defaults: a pasted config
/// describes the model, so nothing of the previous model's layers stays.
fn without_layer_settings(config: &Config) -> Result<Config, ConfigError> {
    let mut start = config.clone();
    let defaults = Config::default();
    for key in [
        Key::LayerTypes,
        Key::Layers,
        Key::LocalBase,
        Key::LocalDim,
        Key::AttnScale,
        Key::FloorScale,
    ] {
        start.set(key, &defaults.get(key))?;
    }
    Ok(start)
}

/// Gemma 4's full-attention layers have heads of their own size (`global_head_dim`,
/// transformers' default 512 for a `gemma4` model).
fn global_head_dim(
    outer: &Map,
    model_type: &str,
    notes: &mut Vec<Msg>,
) -> Result<Option<u64>, ConfigError> {
    let global = match outer.get("global_head_dim") {
        Some(v) if !v.is_null() => Some(whole_of(Key::Dim, v)?),
        _ if model_type.starts_with("gemma4") => Some(GEMMA4_GLOBAL_HEAD_DIM),
        _ => None,
    };
    if let Some(g) = global {
        notes.push(msg!("hf-note-global-head-dim", g = g));
    }
    Ok(global)
}

/// Every layer's type name: the config's `layer_types`, or Gemma 3's older
/// `sliding_window_pattern` (layer i is full attention when (i + 1) % pattern == 0).
fn layer_type_names(outer: &Map, n_layers: Option<usize>) -> Result<Vec<String>, ConfigError> {
    let listed = layer_types_of(outer)?;
    let local_base_v4 = outer.get("rope_local_base_freq");
    Ok(
        match (listed, outer.get("sliding_window_pattern"), n_layers) {
            (Some(t), _, _) => t,
            (None, Some(p), Some(n)) if local_base_v4.is_some() => {
                let p = whole_of(Key::LayerTypes, p)?.max(1) as usize;
                (0..n.min(MAX_LAYERS))
                    .map(|i| {
                        if (i + 1) % p == 0 {
                            "full_attention".to_string()
                        } else {
                            "sliding_attention".to_string()
                        }
                    })
                    .collect()
            }
            _ => Vec::new(),
        },
    )
}

/// Which layers use which set: a single set all of them, a layer type's set its layers.
fn assign_layers(sets: &mut [HfSet], types: &[String], n_layers: Option<usize>) {
    for set in sets {
        set.layers = match &set.layer_type {
            None => (0..types.len().max(n_layers.unwrap_or(0)).min(MAX_LAYERS)).collect(),
            Some(t) => types
                .iter()
                .enumerate()
                .filter(|(_, x)| *x == t)
                .map(|(i, _)| i)
                .collect(),
        };
    }
}

/// The page: the global set, with what the local layers add (their own base and head size when
/// they use plain RoPE; a note when they scale differently, which the page cannot show).
fn page_of_sets(sets: &[HfSet], notes: &mut Vec<Msg>) -> Result<Config, ConfigError> {
    let single = sets.len() == 1 && sets.first().is_some_and(|s| s.layer_type.is_none());
    let global_index = sets
        .iter()
        .position(|s| s.layer_type.as_deref() == Some("full_attention"))
        .unwrap_or(0);
    let mut page = match sets.get(global_index) {
        Some(s) => s.config.clone(),
        None => return Err(json_error(en(&Msg::new("hf-error-no-set")))),
    };
    if single {
        return Ok(page);
    }
    let local = sets.iter().find(|s| {
        s.layer_type
            .as_deref()
            .is_some_and(|t| LOCAL_LAYER_TYPES.contains(&t))
    });
    if let Some(l) = local {
        let same = l.config.scaling.method == page.scaling.method
            && crate::rope::view::scene::frequencies(&l.config).ok()
                == crate::rope::view::scene::frequencies(&page).ok();
        if same {
            // Local layers differ only in their attention window: nothing to add.
        } else if l.config.scaling.method == Method::None {
            page.set(Key::LocalBase, &format_f64(l.config.rope.base))?;
            if l.config.rope.dim != page.rope.dim {
                // Gemma 4: the sliding layers' heads have a size of their own.
                page.set(Key::LocalDim, &l.config.rope.dim.to_string())?;
            }
        } else {
            notes.push(msg!(
                "hf-note-local-set",
                layer_type = l.layer_type.clone().unwrap_or_default(),
                method = l.config.scaling.method.to_string(),
                base = Arg::num(format_f64(l.config.rope.base), l.config.rope.base)
            ));
        }
    }
    Ok(page)
}

/// Which layers are local and which global (gpt-oss lists them with one RoPE for both), and
/// which have no RoPE at all (linear attention).
fn layer_letters_of(types: &[String], notes: &mut Vec<Msg>) -> Vec<char> {
    if types
        .iter()
        .any(|t| LINEAR_LAYER_TYPES.contains(&t.as_str()))
    {
        notes.push(Msg::new("hf-note-linear-attention"));
    }
    types
        .iter()
        .map(|t| {
            if LOCAL_LAYER_TYPES.contains(&t.as_str()) {
                'L'
            } else if LINEAR_LAYER_TYPES.contains(&t.as_str()) {
                'N'
            } else {
                'G'
            }
        })
        .collect()
}

/// Llama 4's and SmolLM3's layers that skip RoPE: per layer, whether it uses RoPE
/// (`no_rope_layers`, 1 = uses it, or every `no_rope_layer_interval`-th layer without it).
fn no_rope_layers(outer: &Map, n_layers: Option<usize>) -> Result<Option<Vec<bool>>, ConfigError> {
    match outer.get("no_rope_layers") {
        Some(Value::Array(items)) if !items.is_empty() => {
            if items.len() > MAX_LAYERS {
                return Err(ConfigError::new(
                    Key::Layers,
                    items.len(),
                    crate::rope::base::limits::LAYERS_RANGE,
                ));
            }
            Ok(Some(
                items
                    .iter()
                    .map(|v| whole_of(Key::LayerTypes, v).map(|x| x != 0))
                    .collect::<Result<Vec<bool>, _>>()?,
            ))
        }
        Some(Value::Array(_)) | Some(Value::Null) | None => {
            match (outer.get("no_rope_layer_interval"), n_layers) {
                (Some(v), Some(n)) => {
                    let interval = whole_of(Key::LayerTypes, v)?.max(1) as usize;
                    Ok(Some(
                        (0..n.min(MAX_LAYERS))
                            .map(|i| (i + 1) % interval != 0)
                            .collect(),
                    ))
                }
                _ => Ok(None),
            }
        }
        Some(other) => Err(ConfigError::new(
            Key::LayerTypes,
            other,
            expected(Msg::new("hf-error-no-rope-layers")),
        )),
    }
}

/// The temperature of the NoPE layers' queries (Llama 4's attention temperature tuning).
fn set_attn_temperature(
    page: &mut Config,
    outer: &Map,
    model_type: &str,
) -> Result<(), ConfigError> {
    let tuning = outer
        .get("attn_temperature_tuning")
        .map(truthy)
        // transformers' Llama4TextConfig switches it on by default; SmolLM3's NoPE layers
        // have no such tuning.
        .unwrap_or(model_type.starts_with("llama4") || model_type.is_empty());
    if tuning {
        let scale = outer
            .get("attn_scale")
            .cloned()
            .unwrap_or(Value::Float(0.1));
        set_json(page, Key::AttnScale, &scale)?;
        if let Some(f) = outer.get("floor_scale") {
            set_json(page, Key::FloorScale, f)?;
        }
    }
    Ok(())
}

/// The vision tower's merge size goes to the vision view (with a grid it divides).
fn set_vision(page: &mut Config, v: &HfVision, notes: &mut Vec<Msg>) -> Result<(), ConfigError> {
    page.set(Key::Merge, &v.merge.to_string())?;
    let [rows, cols] = page.patch_grid();
    if rows % v.merge != 0 || cols % v.merge != 0 {
        page.set(Key::Patches, &format!("{0},{0}", 4 * v.merge))?;
    }
    page.set(Key::Patch, "")?;
    notes.push(msg!(
        "hf-note-vision",
        head_dim = v.head_dim,
        base = Arg::num(format_f64(v.base), v.base),
        merge = v.merge
    ));
    Ok(())
}

/// The shortest period that repeats into `letters`, and the number of layers.
fn compress(letters: &[char]) -> (String, usize) {
    let n = letters.len();
    let period = (1..=n)
        .find(|&p| {
            letters
                .iter()
                .enumerate()
                .all(|(i, c)| letters.get(i % p) == Some(c))
        })
        .unwrap_or(n);
    (letters.iter().take(period).collect(), n)
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
///   and the note says how to set it. Proportional RoPE keeps d and turns the fraction's pairs.
/// - `max_position_embeddings`: the original context when the block names none; with a llama3
///   block that names `original_max_position_embeddings` it is the served context, kept in
///   `len` so that [`export`] writes it back (Llama 3.1: 131072, not 8192 x 8).
/// - Per-layer-type sets: the page takes the global (`full_attention`) set; a local set of plain
///   RoPE becomes `local_base`; `layer_types` and Llama 4's `no_rope_layers` become the layer
///   pattern.
pub fn import(config: &Config, json: &str) -> Result<HfImport, ConfigError> {
    read(config, json).map(|r| r.page)
}

/// The HF config fields for the current settings, as pretty JSON. `None` with custom speeds
/// (HF configs cannot express them). Static NTK has no rope_type: it is written as plain RoPE
/// with the NTK-adjusted `rope_theta`.
///
/// `max_position_embeddings` is `orig` for plain RoPE, NTK, linear, dynamic and proportional
/// (dynamic NTK reads it as the original context). For YaRN and LongRoPE it is
/// `orig * factor` (HF derives a missing factor as their ratio). For llama3 the factor is NOT
/// the ratio of the two lengths (Llama 3.1: factor 8, 131072 = 16 x 8192), so it is `len` when
/// set (the Llama 3.1 preset and a pasted config.json set it) and `orig * factor` only as a
/// fallback. A layer pattern with local layers of their own base is written as transformers 5
/// writes Gemma 3 (`rope_parameters` keyed by layer type, `layer_types`); NoPE layers as
/// Llama 4's `no_rope_layers`.
pub fn export(config: &Config) -> Option<String> {
    if config.rope.speeds.is_some() {
        return None;
    }
    let mut out = head_fields(config);
    let method = config.scaling.method.hf_rules();
    let rules = method.hf();
    let theta = method.hf_theta(config.rope.dim, config.rope.base, &config.scaling_params());
    out.insert("rope_theta".into(), Value::from(theta));
    let stretched =
        (config.scaling.params.orig as f64 * config.scaling.params.factor).round() as u64;
    let max_pos = match (rules.max_positions, config.scaling.params.len) {
        (HfMaxPositions::ServedOrStretched, Some(len)) => len,
        (HfMaxPositions::ServedOrStretched | HfMaxPositions::Stretched, _) => stretched,
        (HfMaxPositions::Orig, _) => config.scaling.params.orig,
    };
    out.insert("max_position_embeddings".into(), Value::from(max_pos));
    let block = scaling_block(config, rules);
    let letters = config.layer_letters();
    let local = letters.contains(&'L');
    let local_base = config
        .stack
        .local_base
        .or(config.stack.local_dim.map(|_| config.rope.base));
    match (local, local_base) {
        (true, Some(local_base)) => {
            let mut sliding = Map::new();
            sliding.insert("rope_type".into(), Value::from("default"));
            sliding.insert("rope_theta".into(), Value::from(local_base));
            let mut full = match block {
                Value::Object(m) => m,
                _ => {
                    let mut m = Map::new();
                    m.insert("rope_type".into(), Value::from("default"));
                    m
                }
            };
            full.insert("rope_theta".into(), Value::from(theta));
            let mut nested = Map::new();
            nested.insert("full_attention".into(), Value::Object(full));
            nested.insert("sliding_attention".into(), Value::Object(sliding));
            out.insert("rope_parameters".into(), Value::Object(nested));
        }
        _ => {
            out.insert("rope_scaling".into(), block);
        }
    }
    layer_fields(config, &letters, &mut out);
    Some(json::to_string_pretty(&Value::Object(out)))
}

/// The head's size fields: `head_dim` (and Gemma 4's `global_head_dim`), or multi-head latent
/// attention's rotated and position-free parts.
fn head_fields(config: &Config) -> Map {
    let mut out = Map::new();
    if config.rope.nope_dim > 0 {
        // Multi-head latent attention: d is the rotated part of each head.
        out.insert(
            "qk_rope_head_dim".into(),
            Value::from(config.rope.dim as u64),
        );
        out.insert(
            "qk_nope_head_dim".into(),
            Value::from(config.rope.nope_dim as u64),
        );
        out.insert(
            "rope_interleave".into(),
            Value::Bool(config.rope.layout == crate::rope::Layout::Interleaved),
        );
    } else {
        match config.stack.local_dim.filter(|&d| d != config.rope.dim) {
            // Gemma 4: head_dim is the sliding layers' size, global_head_dim the full ones'.
            Some(local) if config.layer_letters().contains(&'L') => {
                out.insert("head_dim".into(), Value::from(local as u64));
                out.insert(
                    "global_head_dim".into(),
                    Value::from(config.rope.dim as u64),
                );
            }
            _ => {
                out.insert("head_dim".into(), Value::from(config.rope.dim as u64));
            }
        }
    }
    out
}

/// The `rope_scaling` block of the method (null for plain RoPE without multimodal sections).
fn scaling_block(config: &Config, rules: &crate::rope::maths::scaling::HfRules) -> Value {
    let num = |x: f64| Value::from(x);
    let mut b = Map::new();
    let rope_type = rules.writes;
    if let Some(t) = rope_type {
        b.insert("rope_type".into(), Value::from(t));
        // Linear and dynamic read the original context from max_position_embeddings.
        let in_block = |key: Key| key != Key::Orig || rules.orig == HfOrig::Original;
        for spec in KEYS.iter().filter(|s| s.belongs_to(config.scaling.method)) {
            let Hf::Block(own) = spec.hf else { continue };
            if !in_block(spec.key) {
                continue;
            }
            let name = rules.field_of(spec.key, Some(own)).unwrap_or(own);
            let mut v = spec.json(config);
            if v.is_null() && rules.required.contains(&spec.key) {
                // HF requires the per-pair lists: unset means all 1.
                v = Value::from(vec![1.0; config.rope.dim / 2]);
            }
            if !v.is_null() {
                b.insert(name.into(), v);
            }
        }
        for &(name, v) in rules.fixed {
            b.insert(name.into(), num(v));
        }
    }
    if let Some(m) = &config.multimodal.mrope {
        if rope_type.is_none() {
            b.insert("rope_type".into(), Value::from("default"));
        }
        b.insert("mrope_section".into(), Value::from(m.clone()));
        if config.multimodal.mrope_interleaved {
            b.insert("mrope_interleaved".into(), Value::Bool(true));
        }
    }
    if b.is_empty() {
        Value::Null
    } else {
        Value::Object(b)
    }
}

/// The layers' fields: their types, and Llama 4's and SmolLM3's layers without RoPE.
fn layer_fields(config: &Config, letters: &[char], out: &mut Map) {
    let local = letters.contains(&'L');
    let num = |x: f64| Value::from(x);
    if letters.len() > 1 || local {
        out.insert("num_hidden_layers".into(), Value::from(letters.len()));
        // transformers' names: Llama 4's RoPE layers attend in chunks, its NoPE layers in full
        // (Llama 4: NoPE layers with the query temperature; SmolLM3's RoPE layers attend in full).
        let kinds = config.layer_kinds();
        let llama4 = is_llama4(&kinds, config.stack.attn_scale);
        let types: Vec<Value> = kinds
            .iter()
            .map(|k| Value::from(k.hf_name(llama4)))
            .collect();
        out.insert("layer_types".into(), Value::Array(types));
    }
    if letters.contains(&'N') {
        let uses: Vec<Value> = letters
            .iter()
            .map(|&c| Value::from(u64::from(c != 'N')))
            .collect();
        out.insert("no_rope_layers".into(), Value::Array(uses));
        out.insert(
            "attn_temperature_tuning".into(),
            Value::from(config.stack.attn_scale.is_some()),
        );
        if let Some(a) = config.stack.attn_scale {
            out.insert("attn_scale".into(), num(a));
            out.insert("floor_scale".into(), Value::from(config.stack.floor_scale));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn llama31_block() {
        let json = r#"{"factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
            "original_max_position_embeddings": 8192, "rope_type": "llama3"}"#;
        let c = import(&Config::default(), json).unwrap().config;
        assert_eq!(c.scaling.method, Method::Llama3);
        assert_eq!(
            (c.scaling.params.factor, c.scaling.params.orig),
            (8.0, 8192)
        );
    }

    #[test]
    fn whole_config_with_old_type_key() {
        let json = r#"{"hidden_size": 3584, "num_attention_heads": 28, "rope_theta": 1000000.0,
            "max_position_embeddings": 32768, "model_type": "qwen2",
            "rope_scaling": {"factor": 4.0, "original_max_position_embeddings": 32768, "type": "yarn"}}"#;
        let c = import(&Config::default(), json).unwrap().config;
        assert_eq!(
            (c.rope.dim, c.rope.base, c.scaling.method),
            (128, 1e6, Method::Yarn)
        );
        assert_eq!(
            (
                c.scaling.params.factor,
                c.scaling.params.orig,
                c.scaling.params.beta_fast
            ),
            (4.0, 32768, 32.0)
        );
    }

    #[test]
    fn neox_partial_rotation_and_null_scaling() {
        let json = r#"{"hidden_size": 6144, "num_attention_heads": 64, "rotary_pct": 0.25,
            "rotary_emb_base": 10000, "max_position_embeddings": 2048, "rope_scaling": null}"#;
        let c = import(&Config::default(), json).unwrap().config;
        assert_eq!(
            (c.rope.dim, c.scaling.method, c.scaling.params.orig),
            (24, Method::None, 2048)
        );
        assert_eq!(
            import(&Config::default(), "null")
                .unwrap()
                .config
                .scaling
                .method,
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
        assert_eq!((p.config.rope.base, p.config.rope.dim), (50_000.0, 24));
        // No rope_scaling key at all: still read as a whole config, nothing ignored.
        assert!(p.ignored.is_empty(), "{:?}", p.ignored);
        assert_eq!(p.config.scaling.method, Method::None);
        // Without head_dim, HF takes hidden_size // num_attention_heads: 26 // 3 = 8, not 9.
        let odd = r#"{"hidden_size": 26, "num_attention_heads": 3, "rope_theta": 10000}"#;
        assert_eq!(
            import(&Config::default(), odd).unwrap().config.rope.dim,
            26 / 3
        );
        // rope_theta wins over rotary_emb_base when both are given.
        let both = r#"{"hidden_size": 64, "num_attention_heads": 4, "rope_theta": 20000,
            "rotary_emb_base": 30000}"#;
        assert_eq!(
            import(&Config::default(), both).unwrap().config.rope.base,
            20_000.0
        );
    }

    #[test]
    fn a_whole_config_without_rope_theta_means_hf_default_base() {
        let json = r#"{"model_type": "llama", "hidden_size": 4096, "num_attention_heads": 32,
            "max_position_embeddings": 4096, "rope_scaling": null}"#;
        let start = base("base=500000");
        assert_ne!(start.rope.base, HF_DEFAULT_ROPE_THETA);
        let p = import(&start, json).unwrap();
        assert_eq!(p.config.rope.base, HF_DEFAULT_ROPE_THETA);
        assert_eq!(p.config.rope.base, 10_000.0);
        assert_eq!(p.notes.len(), 1);
        assert!(en(&p.notes[0]).contains("no rope_theta"), "{:?}", p.notes);
        // transformers 5: the base inside rope_parameters counts, and no note is needed.
        let v5 = r#"{"model_type": "llama", "head_dim": 64,
            "rope_parameters": {"rope_type": "default", "rope_theta": 250000.0}}"#;
        let p = import(&start, v5).unwrap();
        assert_eq!((p.config.rope.base, p.config.rope.dim), (250_000.0, 64));
        assert!(p.notes.is_empty(), "{:?}", p.notes);
    }

    #[test]
    fn a_bare_block_keeps_the_current_base() {
        let start = base("base=500000&dim=64");
        let block = r#"{"rope_type": "linear", "factor": 2.0}"#;
        let p = import(&start, block).unwrap();
        assert_eq!(
            (p.config.rope.base, p.config.scaling.method),
            (500_000.0, Method::Linear)
        );
        assert!(p.notes.is_empty());
        // A bare transformers-5 rope_parameters block may carry the base: then it is used.
        let v5 = r#"{"rope_type": "yarn", "factor": 4.0, "rope_theta": 1000000.0,
            "original_max_position_embeddings": 4096}"#;
        assert_eq!(import(&start, v5).unwrap().config.rope.base, 1e6);
        // Nested under rope_scaling or rope_parameters in a whole config, the same.
        let nested = r#"{"rope_parameters": {"rope_type": "linear", "factor": 2.0}}"#;
        let p = import(&start, nested).unwrap();
        assert_eq!(p.config.rope.base, HF_DEFAULT_ROPE_THETA, "a whole config");
    }

    #[test]
    fn partial_rotary_factor_at_top_level_and_in_rope_parameters() {
        // Phi-2 style: head_dim 2560/32 = 80, partial_rotary_factor 0.4 -> int(80 * 0.4) = 32.
        let top = r#"{"model_type": "phi", "hidden_size": 2560, "num_attention_heads": 32,
            "partial_rotary_factor": 0.4, "rope_theta": 10000.0, "rope_scaling": null}"#;
        let p = import(&Config::default(), top).unwrap();
        let want = (80.0f64 * 0.4).trunc() as usize;
        assert_eq!((p.config.rope.dim, want), (32, 32));
        assert_eq!(p.notes.len(), 1, "{:?}", p.notes);
        assert!(
            en(&p.notes[0]).contains("= 32 of each head's 80"),
            "{}",
            en(&p.notes[0])
        );
        assert!(
            en(&p.notes[0]).contains("other 48 are never rotated"),
            "{}",
            en(&p.notes[0])
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
        assert_eq!(f.config.rope.dim, 64);
        assert!(f.notes.is_empty());
        // A bare block cannot say the head size: d is kept and the note says how to set it.
        let bare = r#"{"rope_type": "default", "partial_rotary_factor": 0.5}"#;
        let b = import(&base("dim=128"), bare).unwrap();
        assert_eq!(b.config.rope.dim, 128);
        assert!(en(&b.notes[0]).contains("d stays 128"), "{:?}", b.notes);
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
        assert_eq!(
            (
                c.scaling.params.orig,
                c.scaling.params.len,
                c.scaling.params.factor
            ),
            (8192, Some(131_072), 8.0)
        );
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
        assert_eq!(p.config.scaling.method, Method::Linear);
        assert_eq!(p.ignored, vec!["max_position_embeddings".to_string()]);
        // A bare llama3 block (no max_position_embeddings) leaves len unset.
        let bare =
            r#"{"rope_type": "llama3", "factor": 8.0, "original_max_position_embeddings": 8192}"#;
        assert_eq!(import(&c, bare).unwrap().config.scaling.params.len, None);
    }

    #[test]
    fn bad_blocks_are_errors_naming_the_field() {
        let c = Config::default();
        assert_eq!(import(&c, "{").unwrap_err().key, Key::RopeScalingJson);
        assert_eq!(import(&c, "[1,2]").unwrap_err().key, Key::RopeScalingJson);
        assert_eq!(
            import(&c, r#"{"rope_type":"axial"}"#).unwrap_err().key,
            Key::RopeScalingJson
        );
        // LongRoPE without its lists (HF indexes both), or without a factor and the two
        // lengths to derive it from.
        assert_eq!(
            import(&c, r#"{"rope_type":"longrope"}"#).unwrap_err().key,
            Key::ShortFactor
        );
        let no_factor = r#"{"rope_type":"longrope","short_factor":[1,1,1,1,1,1,1,1],"long_factor":[2,2,2,2,2,2,2,2]}"#;
        assert_eq!(import(&c, no_factor).unwrap_err().key, Key::Factor);
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
            assert_eq!(crate::rope::view::scene::frequencies(&back).unwrap(), crate::rope::view::scene::frequencies(&c).unwrap(), "{q}\n{json}");
        }
        // Static NTK is exported as plain RoPE with the adjusted base: same frequencies.
        let c = Config::from_query("dim=64&scaling=ntk&factor=4")
            .unwrap()
            .config;
        let back = import(&Config::default(), &export(&c).unwrap())
            .unwrap()
            .config;
        let (a, b) = (
            crate::rope::view::scene::frequencies(&back)
                .unwrap()
                .inv_freq,
            crate::rope::view::scene::frequencies(&c).unwrap().inv_freq,
        );
        assert!(a
            .iter()
            .zip(&b)
            .all(|(x, y)| (x - y).abs() <= 1e-15 * y.abs().max(1e-300)));
        assert!(export(&Config::from_query("dim=4&speeds=90,15").unwrap().config).is_none());
    }

    /// transformers' Llama4TextConfig: layer i uses RoPE iff (i + 1) % no_rope_layer_interval
    /// != 0, and its `layer_types` entry is `chunked_attention` for those layers and
    /// `full_attention` for the NoPE ones. The export of the Llama 4 preset writes exactly that,
    /// and Gemma 3's and gpt-oss's RoPE layers stay `full_attention`.
    #[test]
    fn llama4_export_names_its_rope_layers_chunked_and_its_nope_layers_full() {
        use crate::rope::settings::presets;
        let p = |id: &str| presets::apply(&Config::default(), &presets::find(id).unwrap()).unwrap();
        let l4 = p("llama4-scout");
        let json = export(&l4).unwrap();
        let v = json::parse(&json).unwrap();
        let obj = match v {
            Value::Object(o) => o,
            other => panic!("{other:?}"),
        };
        let list = |key: &str| match obj.get(key) {
            Some(Value::Array(a)) => a.clone(),
            other => panic!("{key}: {other:?}"),
        };
        let (types, uses) = (list("layer_types"), list("no_rope_layers"));
        let n = l4.stack.layers.unwrap();
        assert_eq!((types.len(), uses.len()), (n, n));
        let interval = l4.stack.layer_types.chars().count();
        for (i, (t, u)) in types.iter().zip(&uses).enumerate() {
            let rope = (i + 1) % interval != 0;
            let want = if rope {
                "chunked_attention"
            } else {
                "full_attention"
            };
            assert_eq!(t, &Value::from(want), "layer {i}");
            assert_eq!(u, &Value::from(u64::from(rope)), "layer {i}");
        }
        // Read back: the same NoPE layers.
        let back = import(&Config::default(), &json).unwrap().config;
        assert_eq!(back.layer_letters(), l4.layer_letters());
        // Without NoPE layers the RoPE (global) layers attend in full, and so do SmolLM3's
        // beside its NoPE layers (no query temperature: not Llama 4).
        for id in ["gemma3-4b", "gpt-oss-20b", "smollm3-3b"] {
            let json = export(&p(id)).unwrap();
            assert!(
                json.contains("\"full_attention\"") && !json.contains("chunked"),
                "{id}"
            );
        }
    }
}
