//! The JSON export: the numbers for one configuration, as `rope-export` prints them and as the
//! widget's "download JSON" saves them. Rotations are pure; the attention factor is reported
//! beside them, not folded in. Infinite wavelengths (a pair with speed 0) are written as null.

use super::config::Config;
use super::error::ConfigError;
use super::freq;
use super::json::{self, object, Value};
use super::score::PairContribution;
use super::tokens::Token;

/// The normalised configuration: every parameter with defaults and derived positions resolved.
#[derive(Debug, Clone)]
pub struct NormalisedConfig {
    pub text: String,
    pub offset: u64,
    pub dim: usize,
    pub base: f64,
    pub speeds: Option<Vec<f64>>,
    pub layout: &'static str,
    pub scaling: &'static str,
    pub factor: f64,
    pub orig: u64,
    pub len: u64,
    pub beta_fast: f64,
    pub beta_slow: f64,
    pub truncate: bool,
    pub attn: Option<f64>,
    pub mscale: Option<f64>,
    pub mscale_all_dim: Option<f64>,
    pub low_freq_factor: f64,
    pub high_freq_factor: f64,
    pub q: Vec<f64>,
    pub qpos: u64,
    pub k: Vec<f64>,
    pub kpos: u64,
    pub rope: bool,
    pub qk: &'static str,
    /// The canonical query string of this configuration.
    pub query: String,
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
    pub inv_freq: Vec<f64>,
    pub inv_freq_unscaled: Vec<f64>,
    pub wavelength: Vec<f64>,
    pub wavelength_unscaled: Vec<f64>,
    pub attention_factor: f64,
    pub tokens: Vec<Token>,
    pub score: ScoreExport,
}

impl Export {
    /// Computes the export of a configuration (validated here).
    pub fn new(config: &Config) -> Result<Export, ConfigError> {
        config.validate()?;
        let scaled = config.applied()?;
        let score = config.score()?;
        // The tokens, positions and vectors from one tokenization.
        let cast = config.cast();
        Ok(Export {
            config: NormalisedConfig {
                text: config.text.clone(),
                offset: config.offset,
                dim: config.dim,
                base: config.base,
                speeds: config.speeds.clone(),
                layout: config.layout.as_str(),
                scaling: config.scaling.as_str(),
                factor: config.factor,
                orig: config.orig,
                len: config.effective_len(),
                beta_fast: config.beta_fast,
                beta_slow: config.beta_slow,
                truncate: config.truncate,
                attn: config.attn,
                mscale: config.mscale,
                mscale_all_dim: config.mscale_all_dim,
                low_freq_factor: config.low_freq_factor,
                high_freq_factor: config.high_freq_factor,
                q: cast.q,
                qpos: cast.m,
                k: cast.k,
                kpos: cast.n,
                rope: config.rope,
                qk: config.vectors.as_str(),
                query: config.to_query(),
            },
            wavelength: freq::wavelengths(&scaled.inv_freq),
            wavelength_unscaled: freq::wavelengths(&scaled.inv_freq_unscaled),
            inv_freq: scaled.inv_freq,
            inv_freq_unscaled: scaled.inv_freq_unscaled,
            attention_factor: scaled.attention_factor,
            tokens: cast.tokens,
            score: ScoreExport {
                qpos: cast.m,
                kpos: cast.n,
                total: score.total,
                unrotated: score.unrotated,
                pairs: score.pairs,
                rotated_q: score.rotated_q,
                rotated_k: score.rotated_k,
            },
        })
    }

    /// The export as a JSON value (field names and order are the format: see README).
    pub fn to_value(&self) -> Value {
        let c = &self.config;
        let config = object([
            ("text", Value::from(c.text.as_str())),
            ("offset", Value::from(c.offset)),
            ("dim", Value::from(c.dim)),
            ("base", Value::from(c.base)),
            ("speeds", Value::from(c.speeds.clone())),
            ("layout", Value::from(c.layout)),
            ("scaling", Value::from(c.scaling)),
            ("factor", Value::from(c.factor)),
            ("orig", Value::from(c.orig)),
            ("len", Value::from(c.len)),
            ("beta_fast", Value::from(c.beta_fast)),
            ("beta_slow", Value::from(c.beta_slow)),
            ("truncate", Value::from(c.truncate)),
            ("attn", Value::from(c.attn)),
            ("mscale", Value::from(c.mscale)),
            ("mscale_all_dim", Value::from(c.mscale_all_dim)),
            ("low_freq_factor", Value::from(c.low_freq_factor)),
            ("high_freq_factor", Value::from(c.high_freq_factor)),
            ("q", Value::from(c.q.as_slice())),
            ("qpos", Value::from(c.qpos)),
            ("k", Value::from(c.k.as_slice())),
            ("kpos", Value::from(c.kpos)),
            ("rope", Value::from(c.rope)),
            ("qk", Value::from(c.qk)),
            ("query", Value::from(c.query.as_str())),
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

/// Parses a query string and renders its export as JSON: what `rope-export` prints.
pub fn export_query(query: &str) -> Result<String, ConfigError> {
    let parsed = Config::from_query(query)?;
    Export::new(&parsed.config)?.to_json()
}
