//! Context-length scaling: how each method bends the per-pair frequencies.
//!
//! Each method returns the scaled `inv_freq` per pair AND the attention factor, using the
//! formulas of Hugging Face transformers' RoPE init functions (`modeling_rope_utils`:
//! `_compute_linear_scaling_rope_parameters`, `_compute_dynamic_ntk_parameters`,
//! `_compute_yarn_parameters`, `_compute_llama3_parameters`). Static NTK-aware scaling has no HF
//! init function; it is the default init with base `b * s^(d/(d-2))`, which is what HF's dynamic
//! method computes at the length where its ratio `s*L/L0 - (s-1)` reaches `s` (see `dynamic_base`).
//! ropescope computes in f64; HF computes in f32. Tests compare against HF's code run in both.

use std::f64::consts::PI;

use crate::rope::maths::freq;
use crate::rope::settings::error::{ConfigError, Key};
use crate::rope::settings::limits::{
    ATTN_RANGE, BETA_RANGE, CONTEXT_RANGE, DIM_NTK_RANGE, EXT_FACTORS_RANGE, FACTOR_RANGE,
    FREQ_FACTOR_RANGE, MAX_CONTEXT, MAX_PARAM, MIN_CONTEXT, MIN_DIM_NTK, MIN_FACTOR, MSCALE_RANGE,
    PARTIAL_RANGE,
};
use crate::rope::settings::named::named_enum;

/// A context-scaling method with its parameters.
#[derive(Debug, Clone, PartialEq)]
pub enum Scaling {
    /// Plain RoPE.
    None,
    /// Position interpolation (Chen et al. 2023): every frequency divided by `factor`.
    Linear { factor: f64 },
    /// NTK-aware scaling (static): base raised to `base * factor^(d/(d-2))`.
    Ntk { factor: f64 },
    /// Dynamic NTK (HF "dynamic"): NTK scaling recomputed from the current length `len`
    /// against the original context `orig`; no change while `len <= orig`.
    Dynamic { factor: f64, orig: u64, len: u64 },
    /// YaRN (Peng et al. 2023).
    Yarn(Yarn),
    /// Llama 3.1's piecewise scaling.
    Llama3(Llama3),
    /// LongRoPE (HF "longrope"; Phi-3.5, Phi-4-mini): per-pair divisors, one list within the
    /// original context and another past it.
    Longrope(Longrope),
    /// Proportional RoPE (HF "proportional"): only the first `int(partial * d // 2)` pairs turn,
    /// with exponents over the whole d; the rest stand still; every speed is divided by `factor`.
    /// With factor 1 it is p-RoPE (Barbero et al. 2024, "Round and Round We Go"; `drop=`): the
    /// slowest pairs, the last ones, stop turning.
    Proportional { factor: f64, partial: f64 },
}

/// LongRoPE parameters, named as in HF's `rope_scaling`.
#[derive(Debug, Clone, PartialEq)]
pub struct Longrope {
    /// Per pair, within the original context (`None` = all 1).
    pub short_factor: Option<Vec<f64>>,
    /// Per pair, past the original context (`None` = all 1).
    pub long_factor: Option<Vec<f64>>,
    /// HF's `factor` (the extended context over the original one when the block names none):
    /// only the attention factor uses it.
    pub factor: f64,
    pub orig: u64,
    /// The sequence length: past `orig`, the long factors apply (HF: `seq_len > orig`).
    pub len: u64,
    /// Explicit attention factor; overrides `sqrt(1 + ln(factor) / ln(orig))`.
    pub attention_factor: Option<f64>,
}

/// YaRN parameters, named as in HF's `rope_scaling`.
#[derive(Debug, Clone, PartialEq)]
pub struct Yarn {
    pub factor: f64,
    pub orig: u64,
    pub beta_fast: f64,
    pub beta_slow: f64,
    pub truncate: bool,
    /// Explicit attention factor; overrides the mscale formulas.
    pub attention_factor: Option<f64>,
    pub mscale: Option<f64>,
    pub mscale_all_dim: Option<f64>,
}

/// Llama-3 parameters, named as in HF's `rope_scaling`.
#[derive(Debug, Clone, PartialEq)]
pub struct Llama3 {
    pub factor: f64,
    pub orig: u64,
    pub low_freq_factor: f64,
    pub high_freq_factor: f64,
}

named_enum! {
    /// Which name each method has in URLs (and, but for `none` and `ntk`, in HF's `rope_type`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Method {
        None = "none",
        Linear = "linear",
        Ntk = "ntk",
        Dynamic = "dynamic",
        Yarn = "yarn",
        Llama3 = "llama3",
        Longrope = "longrope",
        Proportional = "proportional",
    }
}

impl Method {
    /// A label for menus.
    pub fn label(self) -> &'static str {
        match self {
            Method::None => "None (plain RoPE)",
            Method::Linear => "Linear / position interpolation",
            Method::Ntk => "NTK-aware (static)",
            Method::Dynamic => "Dynamic NTK",
            Method::Yarn => "YaRN",
            Method::Llama3 => "Llama 3",
            Method::Longrope => "LongRoPE (Phi-3.5, Phi-4-mini)",
            Method::Proportional => "Proportional (first pairs turn)",
        }
    }

    /// Whether the method's formula needs the base (it cannot act on arbitrary speeds).
    pub fn needs_base(self) -> bool {
        matches!(
            self,
            Method::Ntk | Method::Dynamic | Method::Yarn | Method::Longrope | Method::Proportional
        )
    }
}

impl Scaling {
    pub fn method(&self) -> Method {
        match self {
            Scaling::None => Method::None,
            Scaling::Linear { .. } => Method::Linear,
            Scaling::Ntk { .. } => Method::Ntk,
            Scaling::Dynamic { .. } => Method::Dynamic,
            Scaling::Yarn(_) => Method::Yarn,
            Scaling::Llama3(_) => Method::Llama3,
            Scaling::Longrope(_) => Method::Longrope,
            Scaling::Proportional { .. } => Method::Proportional,
        }
    }
}

/// Where the unscaled frequencies come from.
#[derive(Debug, Clone, PartialEq)]
pub enum FreqSource {
    /// `inv_freq[i] = base^(-2i/d)`.
    Base(f64),
    /// Per-pair speeds in degrees per position.
    Speeds(Vec<f64>),
}

/// How strongly a pair was interpolated: 0 = untouched (extrapolated), 1 = divided by the full
/// factor, in between = blended. Lets the views colour YaRN's ramp and Llama-3's bands alike.
///
/// It is a fraction of the nominal factor, clamped to [0, 1]: it cannot say that dynamic NTK,
/// past `L0 * (2 - 1/s)`, slows its last pairs by MORE than the factor. For how much a pair
/// actually slows down, read [`ScaledFreqs::slowdown`] (uncapped).
pub type Interpolation = Vec<f64>;

/// Dynamic NTK at one length: what HF computed the base from.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DynamicState {
    /// The current length L the base was computed for.
    pub len: u64,
    /// The original (trained) context L0.
    pub orig: u64,
    /// HF's ratio `s * max(L, L0) / L0 - (s - 1)` (see [`dynamic_ratio`]): 1 while `L <= L0`,
    /// the nominal factor `s` at `L = L0 * (2 - 1/s)`, more beyond. The base is multiplied by
    /// its `d/(d-2)` power, so the last pair's speed is divided by exactly this number.
    pub effective_factor: f64,
}

/// The result of applying a scaling method.
#[derive(Debug, Clone, PartialEq)]
pub struct ScaledFreqs {
    pub inv_freq_unscaled: Vec<f64>,
    pub inv_freq: Vec<f64>,
    /// Multiplies cos and sin in HF (so attention logits by its square).
    pub attention_factor: f64,
    /// Per pair: how far it was pulled towards `inv_freq / factor` (see [`Interpolation`]).
    pub interpolation: Interpolation,
    /// NTK and dynamic: the base actually used.
    pub effective_base: Option<f64>,
    /// Dynamic NTK: the length and effective factor behind `effective_base`.
    pub dynamic: Option<DynamicState>,
    /// YaRN: the correction range `(low, high)` in pair indices, after truncation and clamping.
    pub yarn_range: Option<(f64, f64)>,
    /// Llama-3: `(high_freq_wavelen, low_freq_wavelen)` = `(orig/high, orig/low)`.
    pub llama3_wavelen_band: Option<(f64, f64)>,
    /// LongRoPE: both regimes and which one applies.
    pub longrope: Option<LongropeState>,
    /// Proportional RoPE: how many pairs (the first ones) turn.
    pub turning_pairs: Option<usize>,
}

/// LongRoPE's two sets of frequencies: the views show both, and which one the length selects.
#[derive(Debug, Clone, PartialEq)]
pub struct LongropeState {
    /// `inv_freq_unscaled / short_factor`: within the original context.
    pub inv_freq_short: Vec<f64>,
    /// `inv_freq_unscaled / long_factor`: past it.
    pub inv_freq_long: Vec<f64>,
    /// Whether the long set applies (`len > orig`, as HF switches).
    pub long: bool,
    pub len: u64,
    pub orig: u64,
}

impl ScaledFreqs {
    /// Plain frequencies 1, 1, ... for `pairs` pairs: what a view draws if it is ever handed an
    /// invalid configuration (the UI only holds valid ones; this keeps it panic-free anyway).
    pub fn fallback(pairs: usize) -> Self {
        ScaledFreqs {
            inv_freq_unscaled: vec![1.0; pairs],
            inv_freq: vec![1.0; pairs],
            attention_factor: 1.0,
            interpolation: vec![0.0; pairs],
            effective_base: None,
            dynamic: None,
            yarn_range: None,
            llama3_wavelen_band: None,
            longrope: None,
            turning_pairs: None,
        }
    }

    /// Per pair, how many times slower it turns than without scaling: `inv_freq_unscaled /
    /// inv_freq`, uncapped (1 = unchanged; dynamic NTK's last pair can exceed the factor).
    pub fn slowdown(&self) -> Vec<f64> {
        self.inv_freq_unscaled
            .iter()
            .zip(&self.inv_freq)
            .map(|(&u, &s)| u / s)
            .collect()
    }
}

fn check_factor(factor: f64) -> Result<(), ConfigError> {
    if (MIN_FACTOR..=MAX_PARAM).contains(&factor) {
        Ok(())
    } else {
        Err(ConfigError::new(Key::Factor, factor, FACTOR_RANGE))
    }
}

fn check_context(key: Key, value: u64) -> Result<(), ConfigError> {
    if (MIN_CONTEXT..=MAX_CONTEXT).contains(&value) {
        Ok(())
    } else {
        Err(ConfigError::new(key, value, CONTEXT_RANGE))
    }
}

impl Scaling {
    /// Checks every parameter of the method (those of other methods are not looked at).
    pub fn validate(&self) -> Result<(), ConfigError> {
        match self {
            Scaling::None => Ok(()),
            Scaling::Linear { factor } | Scaling::Ntk { factor } => check_factor(*factor),
            Scaling::Dynamic { factor, orig, len } => {
                check_factor(*factor)?;
                check_context(Key::Orig, *orig)?;
                check_context(Key::Len, *len)
            }
            Scaling::Yarn(y) => {
                check_factor(y.factor)?;
                check_context(Key::Orig, y.orig)?;
                if !(y.beta_fast > 0.0 && y.beta_fast <= MAX_PARAM) {
                    return Err(ConfigError::new(Key::BetaFast, y.beta_fast, BETA_RANGE));
                }
                if !(y.beta_slow.is_finite() && y.beta_slow > 0.0 && y.beta_slow < y.beta_fast) {
                    return Err(ConfigError::new(Key::BetaSlow, y.beta_slow, BETA_RANGE));
                }
                if let Some(a) = y.attention_factor {
                    if !(a > 0.0 && a <= MAX_PARAM) {
                        return Err(ConfigError::new(Key::Attn, a, ATTN_RANGE));
                    }
                }
                for (key, v) in [
                    (Key::Mscale, y.mscale),
                    (Key::MscaleAllDim, y.mscale_all_dim),
                ] {
                    if let Some(v) = v {
                        if !(0.0..=MAX_PARAM).contains(&v) {
                            return Err(ConfigError::new(key, v, MSCALE_RANGE));
                        }
                    }
                }
                Ok(())
            }
            Scaling::Llama3(l) => {
                check_factor(l.factor)?;
                check_context(Key::Orig, l.orig)?;
                if !(l.low_freq_factor > 0.0 && l.low_freq_factor <= MAX_PARAM) {
                    return Err(ConfigError::new(
                        Key::LowFreqFactor,
                        l.low_freq_factor,
                        FREQ_FACTOR_RANGE,
                    ));
                }
                // Equal factors are allowed (Llama 4 Scout: both 1, a hard switch at the
                // original context, as transformers computes it).
                if !(l.high_freq_factor >= l.low_freq_factor && l.high_freq_factor <= MAX_PARAM) {
                    return Err(ConfigError::new(
                        Key::HighFreqFactor,
                        l.high_freq_factor,
                        FREQ_FACTOR_RANGE,
                    ));
                }
                Ok(())
            }
            Scaling::Longrope(l) => {
                check_factor(l.factor)?;
                check_context(Key::Orig, l.orig)?;
                check_context(Key::Len, l.len)?;
                if let Some(a) = l.attention_factor {
                    if !(a > 0.0 && a <= MAX_PARAM) {
                        return Err(ConfigError::new(Key::Attn, a, ATTN_RANGE));
                    }
                }
                for (key, list) in [
                    (Key::ShortFactor, &l.short_factor),
                    (Key::LongFactor, &l.long_factor),
                ] {
                    if let Some(bad) = list
                        .iter()
                        .flatten()
                        .find(|&&x| !(x > 0.0 && x <= MAX_PARAM))
                    {
                        return Err(ConfigError::new(key, bad, EXT_FACTORS_RANGE));
                    }
                }
                Ok(())
            }
            Scaling::Proportional { factor, partial } => {
                check_factor(*factor)?;
                if *partial > 0.0 && *partial <= 1.0 {
                    Ok(())
                } else {
                    Err(ConfigError::new(Key::Partial, partial, PARTIAL_RANGE))
                }
            }
        }
    }
}

/// LongRoPE's default attention factor, as HF: 1 for `factor <= 1`, else
/// `sqrt(1 + ln(factor) / ln(orig))`.
pub fn longrope_attention_factor(factor: f64, orig: u64) -> f64 {
    if factor <= 1.0 {
        1.0
    } else {
        (1.0 + factor.ln() / (orig as f64).ln()).sqrt()
    }
}

/// How many pairs proportional RoPE turns: Python's `int(partial * d // 2)`.
pub fn proportional_turning_pairs(dim: usize, partial: f64) -> usize {
    ((partial * dim as f64) / 2.0).floor().max(0.0) as usize
}

/// NTK-aware base: `base * s^(d/(d-2))`. Needs d >= 4 (d = 2 has a single pair that the
/// formula cannot move: d/(d-2) is infinite).
pub fn ntk_base(dim: usize, base: f64, factor: f64) -> f64 {
    base * factor.powf(dim as f64 / (dim as f64 - 2.0))
}

/// HF "dynamic"'s ratio `s * L / L0 - (s - 1)` with `L = max(len, orig)`: the effective factor
/// at this length (1 while `len <= orig`; equal to `s` only at `len = orig * (2 - 1/s)`).
pub fn dynamic_ratio(factor: f64, orig: u64, len: u64) -> f64 {
    let seq_len = len.max(orig) as f64;
    factor * seq_len / orig as f64 - (factor - 1.0)
}

/// The length at which dynamic NTK's ratio reaches the nominal factor `s` (and its base equals
/// static NTK's): `orig * (2s - 1) / s`.
pub fn dynamic_full_factor_len(factor: f64, orig: u64) -> f64 {
    orig as f64 * (2.0 * factor - 1.0) / factor
}

/// HF "dynamic": `base * (s * L / L0 - (s - 1))^(d/(d-2))` with `L = max(len, orig)`.
pub fn dynamic_base(dim: usize, base: f64, factor: f64, orig: u64, len: u64) -> f64 {
    let ratio = dynamic_ratio(factor, orig, len);
    base * ratio.powf(dim as f64 / (dim as f64 - 2.0))
}

/// YaRN's attention scale `0.1 * mscale * ln(s) + 1` (1 for s <= 1), as HF's `get_mscale`.
pub fn yarn_get_mscale(scale: f64, mscale: f64) -> f64 {
    if scale <= 1.0 {
        1.0
    } else {
        0.1 * mscale * scale.ln() + 1.0
    }
}

/// YaRN's attention factor, with HF's precedence: an explicit factor wins; else, when both
/// mscale and mscale_all_dim are set and non-zero, their ratio; else `get_mscale(factor)`.
pub fn yarn_attention_factor(y: &Yarn) -> f64 {
    if let Some(a) = y.attention_factor {
        return a;
    }
    match (y.mscale, y.mscale_all_dim) {
        (Some(m), Some(m_all)) if m != 0.0 && m_all != 0.0 => {
            yarn_get_mscale(y.factor, m) / yarn_get_mscale(y.factor, m_all)
        }
        _ => yarn_get_mscale(y.factor, 1.0),
    }
}

/// The dimension index at which a pair makes `num_rotations` turns over `orig` positions
/// (YaRN's inverse dimension formula).
pub fn yarn_correction_dim(num_rotations: f64, dim: usize, base: f64, orig: u64) -> f64 {
    (dim as f64 * (orig as f64 / (num_rotations * 2.0 * PI)).ln()) / (2.0 * base.ln())
}

/// YaRN's correction range `(low, high)`: pairs below `low` keep their speed, pairs above `high`
/// are fully interpolated. Floor/ceil when `truncate`, then clamped to `[0, dim - 1]` as in HF.
pub fn yarn_correction_range(y: &Yarn, dim: usize, base: f64) -> (f64, f64) {
    let mut low = yarn_correction_dim(y.beta_fast, dim, base, y.orig);
    let mut high = yarn_correction_dim(y.beta_slow, dim, base, y.orig);
    if y.truncate {
        low = low.floor();
        high = high.ceil();
    }
    (low.max(0.0), high.min(dim as f64 - 1.0))
}

/// YaRN's linear ramp over pair indices: 0 below `low`, 1 above `high`, linear between.
pub fn yarn_ramp(low: f64, high: f64, pairs: usize) -> Vec<f64> {
    // HF nudges equal ends apart to avoid dividing by zero.
    let high = if low == high { high + 0.001 } else { high };
    (0..pairs)
        .map(|i| ((i as f64 - low) / (high - low)).clamp(0.0, 1.0))
        .collect()
}

/// Which part of Llama-3's piecewise rule a wavelength falls in.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Llama3Band {
    /// Wavelength shorter than `orig / high_freq_factor`: untouched.
    High,
    /// Between the two, both ends inclusive: smoothly blended.
    Medium,
    /// Wavelength longer than `orig / low_freq_factor`: the speed is divided by the factor, so
    /// the wavelength is multiplied by it.
    Low,
}

/// Llama-3's band for a wavelength. Both ends belong to the medium band, as in HF, where the
/// smoothing gives the same value as the neighbouring band at each end.
pub fn llama3_band(wavelen: f64, high_freq_wavelen: f64, low_freq_wavelen: f64) -> Llama3Band {
    if wavelen < high_freq_wavelen {
        Llama3Band::High
    } else if wavelen > low_freq_wavelen {
        Llama3Band::Low
    } else {
        Llama3Band::Medium
    }
}

/// Applies `scaling` to the frequencies of `dim` dimensions from `source`.
pub fn apply(
    dim: usize,
    source: &FreqSource,
    scaling: &Scaling,
) -> Result<ScaledFreqs, ConfigError> {
    scaling.validate()?;
    let unscaled = match source {
        FreqSource::Base(base) => freq::inv_freq(dim, *base)?,
        FreqSource::Speeds(speeds) => freq::inv_freq_from_speeds(dim, speeds)?,
    };
    let base = match source {
        FreqSource::Base(b) => Some(*b),
        FreqSource::Speeds(_) => None,
    };
    let pairs = unscaled.len();
    let method = scaling.method();
    let base = match (method.needs_base(), base) {
        (true, None) => {
            return Err(ConfigError::new(
                Key::Scaling,
                method.as_str(),
                "none, linear or llama3 when custom speeds are given (this method's formula needs the base)",
            ))
        }
        (true, Some(b)) => b,
        (false, b) => b.unwrap_or(f64::NAN),
    };
    if matches!(method, Method::Ntk | Method::Dynamic) && dim < MIN_DIM_NTK {
        return Err(ConfigError::new(Key::Dim, dim, DIM_NTK_RANGE));
    }

    let mut out = ScaledFreqs {
        inv_freq: unscaled.clone(),
        inv_freq_unscaled: unscaled,
        attention_factor: 1.0,
        interpolation: vec![0.0; pairs],
        effective_base: None,
        dynamic: None,
        yarn_range: None,
        llama3_wavelen_band: None,
        longrope: None,
        turning_pairs: None,
    };

    match scaling {
        Scaling::None => {}
        Scaling::Linear { factor } => {
            out.inv_freq.iter_mut().for_each(|w| *w /= factor);
            out.interpolation = vec![1.0; pairs];
        }
        Scaling::Ntk { factor } => {
            let b = ntk_base(dim, base, *factor);
            out.inv_freq = freq::inv_freq(dim, b)?;
            out.effective_base = Some(b);
            out.interpolation = interpolation_of(&out.inv_freq_unscaled, &out.inv_freq, *factor);
        }
        Scaling::Dynamic { factor, orig, len } => {
            let b = dynamic_base(dim, base, *factor, *orig, *len);
            out.inv_freq = freq::inv_freq(dim, b)?;
            out.effective_base = Some(b);
            out.dynamic = Some(DynamicState {
                len: *len,
                orig: *orig,
                effective_factor: dynamic_ratio(*factor, *orig, *len),
            });
            out.interpolation = interpolation_of(&out.inv_freq_unscaled, &out.inv_freq, *factor);
        }
        Scaling::Yarn(y) => {
            let (low, high) = yarn_correction_range(y, dim, base);
            let ramp = yarn_ramp(low, high, pairs);
            // HF: extrapolation weight = 1 - ramp; interpolation weight = ramp.
            out.inv_freq = out
                .inv_freq_unscaled
                .iter()
                .zip(&ramp)
                .map(|(&w, &r)| (w / y.factor) * r + w * (1.0 - r))
                .collect();
            out.interpolation = ramp;
            out.attention_factor = yarn_attention_factor(y);
            out.yarn_range = Some((low, high));
        }
        Scaling::Llama3(l) => {
            let high_freq_wavelen = l.orig as f64 / l.high_freq_factor;
            let low_freq_wavelen = l.orig as f64 / l.low_freq_factor;
            let (inv_freq, interpolation): (Vec<f64>, Vec<f64>) = out
                .inv_freq_unscaled
                .iter()
                .map(|&w| {
                    let wavelen = freq::wavelength(w);
                    match llama3_band(wavelen, high_freq_wavelen, low_freq_wavelen) {
                        Llama3Band::High => (w, 0.0),
                        Llama3Band::Low => (w / l.factor, 1.0),
                        // A band of zero width (equal factors) holds only a wavelength exactly at
                        // the edge, where both neighbours agree on no change.
                        Llama3Band::Medium if l.high_freq_factor == l.low_freq_factor => (w, 0.0),
                        Llama3Band::Medium => {
                            let smooth = (l.orig as f64 / wavelen - l.low_freq_factor)
                                / (l.high_freq_factor - l.low_freq_factor);
                            ((1.0 - smooth) * w / l.factor + smooth * w, 1.0 - smooth)
                        }
                    }
                })
                .unzip();
            out.inv_freq = inv_freq;
            out.interpolation = interpolation;
            out.llama3_wavelen_band = Some((high_freq_wavelen, low_freq_wavelen));
        }
        Scaling::Longrope(l) => {
            if l.attention_factor.is_none() && l.factor > 1.0 && l.orig < 2 {
                // sqrt(1 + ln s / ln orig) divides by ln 1 = 0 (only while LongRoPE is on).
                return Err(ConfigError::new(
                    Key::Orig,
                    l.orig,
                    "at least 2 for LongRoPE's attention factor sqrt(1 + ln s / ln orig) (or give attn)",
                ));
            }
            let divided = |key: Key, list: &Option<Vec<f64>>| -> Result<Vec<f64>, ConfigError> {
                match list {
                    None => Ok(out.inv_freq_unscaled.clone()),
                    Some(f) if f.len() == pairs => Ok(out
                        .inv_freq_unscaled
                        .iter()
                        .zip(f)
                        .map(|(&w, &x)| w / x)
                        .collect()),
                    Some(f) => Err(ConfigError::new(
                        key,
                        format!("{} values", f.len()),
                        format!("{pairs} comma-separated numbers (one per pair: d/2)"),
                    )),
                }
            };
            let short = divided(Key::ShortFactor, &l.short_factor)?;
            let long = divided(Key::LongFactor, &l.long_factor)?;
            // HF: `if seq_len and seq_len > original_max_position_embeddings: long_factor`.
            let use_long = l.len > l.orig;
            out.inv_freq = if use_long {
                long.clone()
            } else {
                short.clone()
            };
            let factor = l.factor.max(1.0);
            out.interpolation = interpolation_of(&out.inv_freq_unscaled, &out.inv_freq, factor);
            out.attention_factor = l
                .attention_factor
                .unwrap_or_else(|| longrope_attention_factor(l.factor, l.orig));
            out.longrope = Some(LongropeState {
                inv_freq_short: short,
                inv_freq_long: long,
                long: use_long,
                len: l.len,
                orig: l.orig,
            });
        }
        Scaling::Proportional { factor, partial } => {
            let turning = proportional_turning_pairs(dim, *partial).min(pairs);
            out.inv_freq = out
                .inv_freq_unscaled
                .iter()
                .enumerate()
                .map(|(i, &w)| if i < turning { w / factor } else { 0.0 })
                .collect();
            out.interpolation = (0..pairs)
                .map(|i| {
                    if i < turning && *factor > 1.0 {
                        1.0
                    } else {
                        0.0
                    }
                })
                .collect();
            out.turning_pairs = Some(turning);
        }
    }
    Ok(out)
}

/// For methods that change the base: how far each pair moved towards `w / factor`, measured on a
/// log scale (0 = unchanged, 1 = divided by the whole factor), clamped to [0, 1]. The clamp hides
/// dynamic NTK slowing a pair by more than the factor: [`ScaledFreqs::slowdown`] does not.
fn interpolation_of(unscaled: &[f64], scaled: &[f64], factor: f64) -> Interpolation {
    unscaled
        .iter()
        .zip(scaled)
        .map(|(&u, &s)| {
            if factor <= 1.0 {
                0.0
            } else {
                ((u / s).ln() / factor.ln()).clamp(0.0, 1.0)
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn yarn(factor: f64, orig: u64) -> Yarn {
        Yarn {
            factor,
            orig,
            beta_fast: 32.0,
            beta_slow: 1.0,
            truncate: true,
            attention_factor: None,
            mscale: None,
            mscale_all_dim: None,
        }
    }

    #[test]
    fn linear_divides_every_frequency() {
        let s = apply(
            8,
            &FreqSource::Base(10_000.0),
            &Scaling::Linear { factor: 4.0 },
        )
        .unwrap();
        for (u, v) in s.inv_freq_unscaled.iter().zip(&s.inv_freq) {
            assert!((u / 4.0 - v).abs() < 1e-18);
        }
        assert_eq!(s.attention_factor, 1.0);
    }

    #[test]
    fn ntk_keeps_pair_zero_and_divides_the_last_pair_by_the_factor() {
        let s = apply(
            64,
            &FreqSource::Base(10_000.0),
            &Scaling::Ntk { factor: 8.0 },
        )
        .unwrap();
        assert_eq!(s.inv_freq[0], 1.0);
        // Last pair: base'^(-(d-2)/d) = base^(-(d-2)/d) / factor exactly.
        let last = s.inv_freq.len() - 1;
        assert!((s.inv_freq_unscaled[last] / s.inv_freq[last] - 8.0).abs() < 1e-9);
        assert!((s.interpolation[last] - 1.0).abs() < 1e-9);
    }

    #[test]
    fn dynamic_is_plain_rope_within_the_original_context() {
        for len in [1, 100, 2048] {
            let s = apply(
                64,
                &FreqSource::Base(10_000.0),
                &Scaling::Dynamic {
                    factor: 4.0,
                    orig: 2048,
                    len,
                },
            )
            .unwrap();
            assert_eq!(s.inv_freq, s.inv_freq_unscaled);
        }
        // At len = orig * (2s-1)/s the ratio reaches s and dynamic equals static NTK.
        let d = dynamic_base(64, 10_000.0, 2.0, 2000, 3000);
        assert!((d - ntk_base(64, 10_000.0, 2.0)).abs() < 1e-6);
    }

    #[test]
    fn dynamic_slows_the_last_pair_by_its_effective_factor_not_the_nominal_one() {
        // d = 16, base 10000, s = 4, L0 = 100. First principles: ratio r = s L / L0 - (s - 1),
        // base' = base r^(d/(d-2)), and the last pair's speed base^(-(d-2)/d) is divided by r.
        let (d, base, s, orig) = (16usize, 10_000.0f64, 4.0f64, 100u64);
        for (len, r) in [(50u64, 1.0), (150, 3.0), (175, 4.0), (1000, 37.0)] {
            assert_eq!(dynamic_ratio(s, orig, len), r);
            let out = apply(
                d,
                &FreqSource::Base(base),
                &Scaling::Dynamic {
                    factor: s,
                    orig,
                    len,
                },
            )
            .unwrap();
            let dynamic = out.dynamic.unwrap();
            assert_eq!((dynamic.len, dynamic.orig), (len, orig));
            assert_eq!(dynamic.effective_factor, r);
            let want_base = base * r.powf(16.0 / 14.0);
            assert!((out.effective_base.unwrap() - want_base).abs() < 1e-9 * want_base);
            let slow = out.slowdown();
            let last_plain = base.powf(-14.0 / 16.0);
            let last_scaled = want_base.powf(-14.0 / 16.0);
            assert!((slow[7] - last_plain / last_scaled).abs() < 1e-9);
            assert!((slow[7] - r).abs() < 1e-9 * r, "len {len}: {}", slow[7]);
            assert_eq!(slow[0], 1.0);
            assert!(slow.windows(2).all(|w| w[0] <= w[1] + 1e-12));
            // The clamped interpolation cannot show more than the nominal factor.
            assert!(out.interpolation.iter().all(|&x| (0.0..=1.0).contains(&x)));
        }
        assert_eq!(dynamic_full_factor_len(s, orig), 175.0);
        // Beyond 175 the last pair slows by more than s: 37 at L = 1000, interpolation capped.
        let beyond = apply(
            d,
            &FreqSource::Base(base),
            &Scaling::Dynamic {
                factor: s,
                orig,
                len: 1000,
            },
        )
        .unwrap();
        assert_eq!(beyond.interpolation[7], 1.0);
        assert!(beyond.slowdown()[7] > 9.0 * s);
    }

    #[test]
    fn yarn_default_attention_factor() {
        let y = yarn(4.0, 4096);
        assert!((yarn_attention_factor(&y) - (0.1 * 4f64.ln() + 1.0)).abs() < 1e-15);
        assert_eq!(yarn_attention_factor(&yarn(1.0, 4096)), 1.0);
        let explicit = Yarn {
            attention_factor: Some(0.8),
            ..yarn(4.0, 4096)
        };
        assert_eq!(yarn_attention_factor(&explicit), 0.8);
        let ratio = Yarn {
            mscale: Some(1.0),
            mscale_all_dim: Some(0.0),
            ..yarn(4.0, 4096)
        };
        // mscale_all_dim 0 counts as unset (HF truthiness): falls back to get_mscale(factor).
        assert_eq!(yarn_attention_factor(&ratio), yarn_get_mscale(4.0, 1.0));
        let equal = Yarn {
            mscale: Some(0.707),
            mscale_all_dim: Some(0.707),
            ..yarn(40.0, 4096)
        };
        assert!((yarn_attention_factor(&equal) - 1.0).abs() < 1e-15);
    }

    #[test]
    fn yarn_keeps_fast_pairs_and_interpolates_slow_ones() {
        let s = apply(
            128,
            &FreqSource::Base(10_000.0),
            &Scaling::Yarn(yarn(4.0, 4096)),
        )
        .unwrap();
        let (low, high) = s.yarn_range.unwrap();
        assert!(low < high);
        assert_eq!(s.inv_freq[0], s.inv_freq_unscaled[0]);
        let last = s.inv_freq.len() - 1;
        assert!((s.inv_freq_unscaled[last] / s.inv_freq[last] - 4.0).abs() < 1e-12);
        assert!(s.interpolation.windows(2).all(|w| w[0] <= w[1]));
    }

    #[test]
    fn llama3_bands_are_inclusive_at_both_ends() {
        assert_eq!(llama3_band(2048.0, 2048.0, 8192.0), Llama3Band::Medium);
        assert_eq!(llama3_band(8192.0, 2048.0, 8192.0), Llama3Band::Medium);
        assert_eq!(llama3_band(2047.999, 2048.0, 8192.0), Llama3Band::High);
        assert_eq!(llama3_band(8192.001, 2048.0, 8192.0), Llama3Band::Low);
    }

    #[test]
    fn llama3_is_continuous_across_band_edges() {
        // Speeds chosen so that wavelengths sit just inside and outside both edges.
        let orig = 8192;
        let l = Llama3 {
            factor: 8.0,
            orig,
            low_freq_factor: 1.0,
            high_freq_factor: 4.0,
        };
        let speeds: Vec<f64> = [2047.9, 2048.1, 8191.9, 8192.1]
            .iter()
            .map(|wl| 360.0 / wl)
            .collect();
        let s = apply(8, &FreqSource::Speeds(speeds), &Scaling::Llama3(l)).unwrap();
        let ratio: Vec<f64> = s
            .inv_freq_unscaled
            .iter()
            .zip(&s.inv_freq)
            .map(|(u, v)| u / v)
            .collect();
        assert!((ratio[0] - 1.0).abs() < 1e-12);
        assert!((ratio[1] - 1.0).abs() < 1e-3);
        assert!((ratio[2] - 8.0).abs() < 1e-2);
        assert!((ratio[3] - 8.0).abs() < 1e-12);
    }

    #[test]
    fn bad_parameters_name_their_key() {
        let base = FreqSource::Base(10_000.0);
        let e = apply(8, &base, &Scaling::Linear { factor: 0.5 }).unwrap_err();
        assert_eq!(e.key, Key::Factor);
        let e = apply(8, &base, &Scaling::Linear { factor: f64::NAN }).unwrap_err();
        assert_eq!(e.key, Key::Factor);
        let e = apply(
            8,
            &base,
            &Scaling::Dynamic {
                factor: 2.0,
                orig: 0,
                len: 10,
            },
        )
        .unwrap_err();
        assert_eq!(e.key, Key::Orig);
        let e = apply(2, &base, &Scaling::Ntk { factor: 2.0 }).unwrap_err();
        assert_eq!(e.key, Key::Dim);
        let e = apply(
            8,
            &FreqSource::Speeds(vec![1.0; 4]),
            &Scaling::Yarn(yarn(2.0, 64)),
        )
        .unwrap_err();
        assert_eq!(e.key, Key::Scaling);
        let bad_beta = Yarn {
            beta_slow: 40.0,
            ..yarn(2.0, 64)
        };
        assert_eq!(
            apply(8, &base, &Scaling::Yarn(bad_beta)).unwrap_err().key,
            Key::BetaSlow
        );
        let bad_l3 = Llama3 {
            factor: 8.0,
            orig: 8192,
            low_freq_factor: 4.0,
            high_freq_factor: 3.0,
        };
        assert_eq!(
            apply(8, &base, &Scaling::Llama3(bad_l3)).unwrap_err().key,
            Key::HighFreqFactor
        );
    }
}
