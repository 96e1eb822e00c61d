//! The JSON export: the numbers for one configuration, as `rope-export` prints them and as the
//! widget's "download JSON" saves them. Everything is read from the configuration's scene. Rotations are pure; the attention factor is reported
//! beside them, not folded in. Infinite wavelengths (a pair with speed 0) are written as null.

use crate::rope::base::error::ConfigError;
use crate::rope::base::json::{self, object, Map, Value};
use crate::rope::base::tokens::Token;
use crate::rope::maths::freq;
use crate::rope::maths::score::PairContribution;
use crate::rope::settings::config::{Config, KEYS};
use crate::rope::view::scene::{self, Scene};

/// The configuration as the export writes it: every key's own value (as the URL would give it,
/// `null` = unset, the default applies), so that the block round-trips through
/// [`Config::set`], and the canonical query string.
#[derive(Debug, Clone)]
pub struct NormalisedConfig {
    pub config: Config,
    /// The canonical query string of this configuration.
    pub query: String,
}

/// What the unset keys resolve to for this sentence: the sequence length (`len`), the query and
/// key positions and their content vectors.
#[derive(Debug, Clone)]
pub struct Resolved {
    pub len: u64,
    pub qpos: u64,
    pub kpos: u64,
    pub q: Vec<f64>,
    pub k: Vec<f64>,
}

#[derive(Debug, Clone)]
pub struct ScoreExport {
    pub qpos: u64,
    pub kpos: u64,
    pub pairs: Vec<PairContribution>,
    pub total: f64,
    /// q . k without rotation, for comparison.
    pub unrotated: f64,
    pub rotated_q: Vec<f64>,
    pub rotated_k: Vec<f64>,
}

#[derive(Debug, Clone)]
pub struct Export {
    pub config: NormalisedConfig,
    pub resolved: Resolved,
    pub inv_freq: Vec<f64>,
    pub inv_freq_unscaled: Vec<f64>,
    pub wavelength: Vec<f64>,
    pub wavelength_unscaled: Vec<f64>,
    pub attention_factor: f64,
    pub tokens: Vec<Token>,
    pub score: ScoreExport,
}

impl Export {
    /// Computes the export of a configuration (validated here), from its scene.
    pub fn new(config: &Config) -> Result<Export, ConfigError> {
        config.validate()?;
        // Surface a frequency problem as an error rather than the scene's fallback.
        scene::frequencies(config)?;
        Ok(Export::of_scene(&Scene::new(config)))
    }

    /// The export of a scene (its configuration is assumed valid).
    pub fn of_scene(scene: &Scene) -> Export {
        let score = scene.score();
        let scaled = &scene.freqs;
        Export {
            config: NormalisedConfig {
                config: scene.config.clone(),
                query: scene.config.to_query(),
            },
            resolved: Resolved {
                len: scene.config.effective_len(),
                qpos: scene.m,
                kpos: scene.n,
                q: scene.q.clone(),
                k: scene.k.clone(),
            },
            wavelength: freq::wavelengths(&scaled.inv_freq),
            wavelength_unscaled: freq::wavelengths(&scaled.inv_freq_unscaled),
            inv_freq: scaled.inv_freq.clone(),
            inv_freq_unscaled: scaled.inv_freq_unscaled.clone(),
            attention_factor: scaled.attention_factor,
            tokens: scene.tokens.clone(),
            score: ScoreExport {
                qpos: scene.m,
                kpos: scene.n,
                total: score.total,
                unrotated: score.unrotated,
                pairs: score.pairs,
                rotated_q: score.rotated_q,
                rotated_k: score.rotated_k,
            },
        }
    }

    /// The export as a JSON value (field names and order are the format: see README).
    pub fn to_value(&self) -> Value {
        let mut block = Map::new();
        for spec in KEYS.iter() {
            block.insert(
                spec.key.as_str().to_string(),
                spec.json(&self.config.config),
            );
        }
        block.insert("query".into(), Value::from(self.config.query.as_str()));
        let config = Value::Object(block);
        let r = &self.resolved;
        let resolved = object([
            ("len", Value::from(r.len)),
            ("qpos", Value::from(r.qpos)),
            ("kpos", Value::from(r.kpos)),
            ("q", Value::from(r.q.as_slice())),
            ("k", Value::from(r.k.as_slice())),
        ]);
        let s = &self.score;
        let pairs = s
            .pairs
            .iter()
            .map(|p| {
                object([
                    ("dot", Value::from(p.dot)),
                    ("cross", Value::from(p.cross)),
                    ("angle", Value::from(p.angle)),
                    ("contribution", Value::from(p.contribution)),
                ])
            })
            .collect();
        let score = object([
            ("qpos", Value::from(s.qpos)),
            ("kpos", Value::from(s.kpos)),
            ("pairs", Value::Array(pairs)),
            ("total", Value::from(s.total)),
            ("unrotated", Value::from(s.unrotated)),
            ("rotated_q", Value::from(s.rotated_q.as_slice())),
            ("rotated_k", Value::from(s.rotated_k.as_slice())),
        ]);
        let tokens = self
            .tokens
            .iter()
            .map(|t| {
                object([
                    ("text", Value::from(t.text.as_str())),
                    ("position", Value::from(t.position)),
                ])
            })
            .collect();
        object([
            ("config", config),
            ("resolved", resolved),
            ("inv_freq", Value::from(self.inv_freq.as_slice())),
            (
                "inv_freq_unscaled",
                Value::from(self.inv_freq_unscaled.as_slice()),
            ),
            ("wavelength", Value::from(self.wavelength.as_slice())),
            (
                "wavelength_unscaled",
                Value::from(self.wavelength_unscaled.as_slice()),
            ),
            ("attention_factor", Value::from(self.attention_factor)),
            ("tokens", Value::Array(tokens)),
            ("score", score),
        ])
    }

    /// Pretty-printed JSON.
    pub fn to_json(&self) -> Result<String, ConfigError> {
        Ok(json::to_string_pretty(&self.to_value()))
    }
}

/// What `rope-export --catalog` prints: the core's lists, for tests outside Rust (the e2e
/// scripts) to read instead of copying them: every scaling method (its URL name, label and
/// parameters' URL names, in key-table order), every view (its row of the registry, in page
/// order: URL name, numbered title, short title, chapter, module, whether the page draws it and
/// a path may show it, its component's file and where its texts live) and every URL key (the
/// configuration's, then the page's own).
pub fn catalog() -> String {
    let methods = crate::rope::Method::ALL
        .iter()
        .map(|&m| {
            let params: Vec<Value> = crate::rope::config::method_params(m)
                .map(|s| Value::from(s.key.as_str()))
                .collect();
            object([
                ("name", Value::from(m.as_str())),
                ("label", Value::from(m.label())),
                ("params", Value::Array(params)),
            ])
        })
        .collect();
    let views = crate::rope::views::View::ALL
        .iter()
        .map(|&v| {
            object([
                ("name", Value::from(v.as_str())),
                ("title", Value::from(v.title())),
                ("short", Value::from(v.short_title())),
                ("chapter", Value::from(v.chapter().as_str())),
                ("module", Value::from(v.module().as_str())),
                ("drawn", Value::from(v.is_drawn())),
                ("paths", Value::from(v.in_paths())),
                ("component", Value::from(v.component())),
                (
                    "texts",
                    Value::Array(v.texts().iter().map(|&t| Value::from(t)).collect()),
                ),
            ])
        })
        .collect();
    let keys = crate::rope::Key::CONFIG_KEYS
        .iter()
        .map(|k| k.as_str())
        .chain(crate::rope::views::UI_KEYS.iter().copied())
        .map(Value::from)
        .collect();
    json::to_string_pretty(&object([
        ("methods", Value::Array(methods)),
        ("views", Value::Array(views)),
        ("keys", Value::Array(keys)),
    ]))
}

/// Parses a query string and renders its export as JSON: what `rope-export` prints.
pub fn export_query(query: &str) -> Result<String, ConfigError> {
    let parsed = Config::from_query(query)?;
    Export::new(&parsed.config)?.to_json()
}

/// What `rope-export --hf FILE [--seq-len N]` prints for a pasted config (a whole config.json, or
/// just its rope_scaling / rope_parameters block): the same JSON as for a query, with `inv_freq`
/// and `attention_factor` as transformers computes them at sequence length `seq_len` (dynamic
/// NTK and LongRoPE depend on it; without it, the sentence's own length). A config with
/// per-layer-type RoPE gives one entry per layer type: `{"layer_types": [{"layer_type",
/// "layers", ...the export}]}`.
pub fn export_hf(json_text: &str, seq_len: Option<u64>) -> Result<String, ConfigError> {
    export_hf_grid(json_text, seq_len, None)
}

/// A vision tower's axial 2D RoPE as JSON: its head size, base, merge size and inv_freq, and
/// for a grid of (t, h, w) patches each patch's (row, column) position ids, in the vision
/// tower's order ([`crate::rope::maths::axial`]).
pub fn vision_value(
    v: &crate::rope::io::hf::HfVision,
    grid: Option<[u64; 3]>,
) -> Result<Value, ConfigError> {
    use crate::rope::base::error::Key;
    use crate::rope::base::limits::{MAX_PATCHES, PATCHES_RANGE};
    use crate::rope::maths::axial;
    let mut out = Map::new();
    out.insert("head_dim".into(), Value::from(v.head_dim as u64));
    out.insert("rope_theta".into(), Value::from(v.base));
    out.insert("spatial_merge_size".into(), Value::from(v.merge));
    out.insert(
        "inv_freq".into(),
        Value::Array(
            axial::inv_freq(v.head_dim, v.base)
                .into_iter()
                .map(Value::from)
                .collect(),
        ),
    );
    if let Some(g) = grid {
        let fits = (1..=MAX_PATCHES).contains(&g[0])
            && g[1..].iter().all(|&x| (1..=MAX_PATCHES).contains(&x));
        let ids = axial::position_ids(g, v.merge)
            .filter(|_| fits)
            .ok_or_else(|| {
                ConfigError::new(
                    Key::Patches,
                    format!("{},{},{}", g[0], g[1], g[2]),
                    format!(
                        // i18n: developer CLI (rope-export --hf --grid)
                        "T,H,W with T from 1 to {MAX_PATCHES}; H and W: {PATCHES_RANGE} ({})",
                        v.merge
                    ),
                )
            })?;
        out.insert("grid".into(), Value::from(g.to_vec()));
        out.insert(
            "position_ids".into(),
            Value::Array(ids.iter().map(|p| Value::from(p.to_vec())).collect()),
        );
    }
    Ok(Value::Object(out))
}

/// [`export_hf`], with the vision tower's position ids for `grid` (t, h, w) when the config has
/// a vision tower (its `vision` entry: see [`vision_value`]).
pub fn export_hf_grid(
    json_text: &str,
    seq_len: Option<u64>,
    grid: Option<[u64; 3]>,
) -> Result<String, ConfigError> {
    let read = crate::rope::io::hf::read(&Config::default(), json_text)?;
    let vision = read
        .vision
        .as_ref()
        .map(|v| vision_value(v, grid))
        .transpose()?;
    let with_vision = |v: Value| -> String {
        match (v, &vision) {
            (Value::Object(mut m), Some(vis)) => {
                m.insert("vision".into(), vis.clone());
                json::to_string_pretty(&Value::Object(m))
            }
            (v, _) => json::to_string_pretty(&v),
        }
    };
    let with_len = |c: &Config| -> Result<Config, ConfigError> {
        let mut c = c.clone();
        if let Some(n) = seq_len {
            c.set(crate::rope::base::error::Key::Len, &n.to_string())?;
        }
        c.validate()?;
        Ok(c)
    };
    let single = matches!(read.sets.as_slice(), [s] if s.layer_type.is_none());
    if single {
        let c = with_len(&read.page.config)?;
        return Ok(with_vision(Export::new(&c)?.to_value()));
    }
    let mut entries = Vec::new();
    for set in &read.sets {
        let c = with_len(&set.config)?;
        let mut entry = Map::new();
        entry.insert(
            "layer_type".into(),
            Value::from(set.layer_type.clone().unwrap_or_default()),
        );
        entry.insert(
            "layers".into(),
            Value::Array(set.layers.iter().map(|&i| Value::from(i)).collect()),
        );
        if let Value::Object(fields) = Export::new(&c)?.to_value() {
            for (k, v) in fields.iter() {
                entry.insert(k.clone(), v.clone());
            }
        }
        entries.push(Value::Object(entry));
    }
    let mut out = Map::new();
    out.insert("layer_types".into(), Value::Array(entries));
    Ok(with_vision(Value::Object(out)))
}
