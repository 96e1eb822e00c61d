//! The JSON export: the numbers for one configuration, as `rope-export` prints them and as the
//! widget's "download JSON" saves them. Rotations are pure; the attention factor is reported
//! beside them, not folded in. Infinite wavelengths (a pair with speed 0) are written as null.

use serde::Serialize;

use super::config::Config;
use super::error::{ConfigError, Key};
use super::freq;
use super::score::PairContribution;
use super::tokens::Token;

/// The normalised configuration: every parameter with defaults and derived positions resolved.
#[derive(Debug, Clone, Serialize)]
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
    /// The canonical query string of this configuration.
    pub query: String,
}

#[derive(Debug, Clone, Serialize)]
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

#[derive(Debug, Clone, Serialize)]
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
        let scaled = config.scaled()?;
        let score = config.score()?;
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
                q: config.query_vector(),
                qpos: config.query_position(),
                k: config.key_vector(),
                kpos: config.key_position(),
                query: config.to_query(),
            },
            wavelength: freq::wavelengths(&scaled.inv_freq),
            wavelength_unscaled: freq::wavelengths(&scaled.inv_freq_unscaled),
            inv_freq: scaled.inv_freq,
            inv_freq_unscaled: scaled.inv_freq_unscaled,
            attention_factor: scaled.attention_factor,
            tokens: config.tokens(),
            score: ScoreExport {
                qpos: config.query_position(),
                kpos: config.key_position(),
                total: score.total,
                unrotated: score.unrotated,
                pairs: score.pairs,
                rotated_q: score.rotated_q,
                rotated_k: score.rotated_k,
            },
        })
    }

    /// Pretty-printed JSON.
    pub fn to_json(&self) -> Result<String, ConfigError> {
        serde_json::to_string_pretty(self)
            .map_err(|e| ConfigError::new(Key::Query, e, "a configuration that serialises to JSON"))
    }
}

/// Parses a query string and renders its export as JSON: what `rope-export` prints.
pub fn export_query(query: &str) -> Result<String, ConfigError> {
    let parsed = Config::from_query(query)?;
    Export::new(&parsed.config)?.to_json()
}
