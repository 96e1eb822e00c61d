//! Context-length scaling: how each method bends the per-pair frequencies.
//!
//! One file per method in this folder (`linear.rs`, `yarn.rs`, ...): its label, its parameters
//! (rows of the key table it shows), its checks, its formula, its Hugging Face import and export
//! rules and its sentence in the frequencies view, as one [`Rules`] value, `RULES`. `build.rs`
//! reads the folder and generates the [`Method`] enum (URL name = file name), `Method::ALL` and
//! the dispatch [`Method::rules`], so every list of methods (validation, the importer's
//! messages, the menu, the tests, `rope-export --catalog`) follows from the files.
//!
//! The formulas are Hugging Face transformers' RoPE init functions (`modeling_rope_utils`, and
//! HunYuan's own for `ntk_alpha`). ropescope computes in f64; HF computes in f32. Tests compare
//! against HF's code run in both.

use crate::rope::base::error::{ConfigError, Key};
use crate::rope::base::i18n::Msg;
use crate::rope::base::limits::{
    ATTN_RANGE, CONTEXT_RANGE, DIM_NTK_RANGE, FACTOR_RANGE, MAX_CONTEXT, MAX_PARAM, MIN_CONTEXT,
    MIN_DIM_NTK, MIN_FACTOR,
};
use crate::rope::base::named::named_enum;
use crate::rope::maths::freq;

include!(concat!(env!("OUT_DIR"), "/methods.rs"));

pub use dynamic::{dynamic_base, dynamic_full_factor_len, dynamic_ratio};
pub use llama3::{llama3_band, Llama3Band};
pub use longrope::longrope_attention_factor;
pub use ntk::ntk_base;
pub use proportional::proportional_turning_pairs;
pub use yarn::{
    yarn_attention_factor, yarn_correction_dim, yarn_correction_range, yarn_get_mscale, yarn_ramp,
};

/// What one scaling method is: everything ropescope knows of it, in its own file.
pub trait Rules: Sync {
    /// A label for menus.
    fn label(&self) -> &'static str;
    /// Its parameters: the rows of the key table its controls show (in table order there).
    fn params(&self) -> &'static [Key];
    /// Its own name for one of its parameters whose key-table control names another thing
    /// (HunYuan's alpha, kept in the factor's key): `None` for the table's label and hint.
    fn param_name(&self, _key: Key) -> Option<&'static ParamName> {
        None
    }
    /// Whether its formula needs the base (it cannot act on arbitrary per-pair speeds).
    fn needs_base(&self) -> bool {
        true
    }
    /// Whether it needs at least two pairs (NTK's exponent d/(d-2) is infinite at d = 2).
    fn needs_two_pairs(&self) -> bool {
        false
    }
    /// Checks its parameters (those of other methods are not looked at) for a head of `dim`.
    fn check(&self, p: &Params, dim: usize) -> Result<(), ConfigError>;
    /// Bends `out` (which holds the unscaled frequencies in both `inv_freq` fields, attention
    /// factor 1 and interpolation 0). `base` is NaN for custom speeds (only methods that do not
    /// need the base are called with them).
    fn apply(
        &self,
        p: &Params,
        dim: usize,
        base: f64,
        out: &mut ScaledFreqs,
    ) -> Result<(), ConfigError>;
}

/// A method's own name for a parameter (see [`Rules::param_name`]): what its control and the
/// views call it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ParamName {
    /// The name in a sentence or a formula ("alpha").
    pub name: &'static str,
    /// The control's label.
    pub label: &'static str,
    /// The control's hint.
    pub hint: &'static str,
}

impl ParamName {
    /// [`ParamName::label`] in the learner's language (`method-param-NAME`).
    pub fn label_msg(&self) -> Msg {
        Msg::new(format!("method-param-{}", self.name))
    }

    /// [`ParamName::hint`] in the learner's language (`method-param-NAME-hint`).
    pub fn hint_msg(&self) -> Msg {
        Msg::new(format!("method-param-{}-hint", self.name))
    }
}

/// How a method is read from and written to a Hugging Face config (a trait of its own, so that
/// code which never reads or writes one, the default page, does not link the rules).
pub trait Hf: Sync {
    /// How it is read from and written to a Hugging Face config.
    fn hf(&self) -> &'static HfRules;
    /// The `rope_theta` an export writes for it (static NTK writes its adjusted base).
    fn hf_theta(&self, _dim: usize, base: f64, _p: &Params) -> f64 {
        base
    }
}

/// A method's sentence in the frequencies view (a trait of its own, so that code which never
/// shows it, the default page, does not link it).
pub trait Note: Sync {
    /// The sentence, computed from what [`Rules::apply`] gave.
    fn note(&self, p: &Params, dim: usize, base: f64, f: &ScaledFreqs) -> Msg;
}

/// Where a method's original context comes from in a Hugging Face config.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HfOrig {
    /// `max_position_embeddings` itself (linear, dynamic: HF reads it as the original context).
    MaxPositions,
    /// `original_max_position_embeddings` (top level first, as `standardize_rope_params`, then
    /// the block's), else `max_position_embeddings`; written in the block.
    Original,
}

/// What `max_position_embeddings` an export writes for a method.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HfMaxPositions {
    /// The original context.
    Orig,
    /// `orig * factor` (HF derives a missing factor as the ratio of the two).
    Stretched,
    /// The served length `len` when set, else `orig * factor` (Llama 3: its factor is not the
    /// ratio of the two lengths).
    ServedOrStretched,
}

/// What the importer does when a block names no factor.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HfMissingFactor {
    /// Keep the default.
    Default,
    /// 1 (HF's default for proportional).
    One,
    /// `max_position_embeddings / original_max_position_embeddings`, as HF (an error if the
    /// config has neither).
    Ratio,
}

/// A method's Hugging Face rules (see [`Rules::hf`]).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct HfRules {
    /// The `rope_type` values it is read from.
    pub reads: &'static [&'static str],
    /// A block field that, when present and truthy, claims a block of one of those types for
    /// this method over the method without such a field (HunYuan's `alpha` in a `dynamic` one).
    pub claimed_by: Option<&'static str>,
    /// The `rope_type` an export writes; `None`: plain RoPE (no block).
    pub writes: Option<&'static str>,
    /// Its parameters named otherwise in its block: `(HF name, key)`, read and written so.
    pub renamed: &'static [(&'static str, Key)],
    /// Block fields transformers requires but does not use for it: skipped when read, written
    /// with this value.
    pub fixed: &'static [(&'static str, f64)],
    pub orig: HfOrig,
    pub max_positions: HfMaxPositions,
    pub missing_factor: HfMissingFactor,
    /// Parameters a block must give (transformers indexes them); unset ones export as all 1.
    pub required: &'static [Key],
    /// With an original context named, `max_position_embeddings` is the served length (`len`).
    pub served_len: bool,
}

impl HfRules {
    /// A method written under its own name with the common defaults.
    pub const PLAIN: HfRules = HfRules {
        reads: &[],
        claimed_by: None,
        writes: None,
        renamed: &[],
        fixed: &[],
        orig: HfOrig::MaxPositions,
        max_positions: HfMaxPositions::Orig,
        missing_factor: HfMissingFactor::Default,
        required: &[],
        served_len: false,
    };

    /// The block field name of `key` for this method (`None`: not a block field).
    pub fn field_of(&self, key: Key, own: Option<&'static str>) -> Option<&'static str> {
        self.renamed
            .iter()
            .find(|(_, k)| *k == key)
            .map(|(n, _)| *n)
            .or(own)
    }
}

impl Method {
    /// A label for menus (English: docs, tests, the lesson's tables; shown: [`Method::label_msg`]).
    pub fn label(self) -> &'static str {
        self.rules().label()
    }

    /// The menu label in the learner's language (`method-NAME`).
    pub fn label_msg(self) -> Msg {
        Msg::new(format!("method-{}", self.as_str()))
    }

    /// The method's own name for `key`, if it has one ([`Rules::param_name`]).
    pub fn param_name(self, key: Key) -> Option<&'static ParamName> {
        self.rules().param_name(key)
    }

    /// Whether the method's formula needs the base (it cannot act on arbitrary speeds).
    pub fn needs_base(self) -> bool {
        self.rules().needs_base()
    }

    /// The `rope_type` values a Hugging Face block may name, each once (for messages).
    pub fn hf_types() -> Vec<&'static str> {
        let mut out: Vec<&'static str> = Vec::new();
        for m in Method::ALL {
            for t in m.hf_rules().hf().reads {
                if !out.contains(t) {
                    out.push(t);
                }
            }
        }
        out
    }

    /// The method a Hugging Face block of `rope_type` `ty` is read as: among those reading the
    /// type, one whose claiming field `has_field` says is set, else one without such a field.
    pub fn of_hf_type(ty: &str, has_field: impl Fn(&str) -> bool) -> Option<Method> {
        let reading = || {
            Method::ALL
                .into_iter()
                .filter(move |m| m.hf_rules().hf().reads.contains(&ty))
        };
        reading()
            .find(|m| m.hf_rules().hf().claimed_by.is_some_and(&has_field))
            .or_else(|| reading().find(|m| m.hf_rules().hf().claimed_by.is_none()))
    }
}

/// Every scaling parameter, declared once: a [`Config`](crate::rope::Config) holds them as they
/// are (`config.scaling.params`, bound to the key table's rows there) and the formulas read them.
/// Each method reads the ones it names in [`Rules::params`].
#[derive(Debug, Clone, PartialEq)]
pub struct Params {
    pub factor: f64,
    pub orig: u64,
    /// The sequence length (dynamic NTK's and LongRoPE's switch): `len=`, optional because its
    /// default is the sentence's own length, which only the configuration knows (it fills it in,
    /// `Config::scaling_method`, before the formulas run). See [`Params::seq_len`].
    pub len: Option<u64>,
    pub beta_fast: f64,
    pub beta_slow: f64,
    pub truncate: bool,
    /// Explicit attention factor; overrides the method's formula.
    pub attn: Option<f64>,
    pub mscale: Option<f64>,
    pub mscale_all_dim: Option<f64>,
    pub low_freq_factor: f64,
    pub high_freq_factor: f64,
    pub short_factor: Option<Vec<f64>>,
    pub long_factor: Option<Vec<f64>>,
    pub partial: f64,
}

impl Params {
    /// The sequence length the formulas use: `len`; unset (parameters not resolved against a
    /// sentence), the original context, as transformers' init computes before it has seen a
    /// sequence (dynamic NTK then leaves the base as is, LongRoPE takes its short factors).
    pub fn seq_len(&self) -> u64 {
        self.len.unwrap_or(self.orig)
    }
}

/// A context-scaling method with its parameters.
#[derive(Debug, Clone, PartialEq)]
pub struct Scaling {
    pub method: Method,
    pub params: Params,
}

impl Scaling {
    pub fn new(method: Method, params: Params) -> Self {
        Scaling { method, params }
    }

    /// `method` with the default parameters but for `factor`.
    pub fn with_factor(method: Method, factor: f64) -> Self {
        Scaling::new(
            method,
            Params {
                factor,
                ..Params::default()
            },
        )
    }

    pub fn method(&self) -> Method {
        self.method
    }

    /// Checks every parameter of the method for a head of `dim` (those of other methods are
    /// not looked at).
    pub fn validate(&self, dim: usize) -> Result<(), ConfigError> {
        self.method.rules().check(&self.params, dim)
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
    /// The NTK family: the base actually used.
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
        ScaledFreqs::unscaled(vec![1.0; pairs])
    }

    /// The frequencies `unscaled`, not bent (yet).
    fn unscaled(unscaled: Vec<f64>) -> Self {
        let pairs = unscaled.len();
        ScaledFreqs {
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

    /// How much the last pair slows (plain / scaled speed).
    pub fn last_slowdown(&self) -> f64 {
        self.slowdown().last().copied().unwrap_or(f64::NAN)
    }
}

/// The factor's range check, shared by every method that has one.
pub fn check_factor(factor: f64) -> Result<(), ConfigError> {
    if (MIN_FACTOR..=MAX_PARAM).contains(&factor) {
        Ok(())
    } else {
        Err(ConfigError::new(Key::Factor, factor, FACTOR_RANGE))
    }
}

/// A context length's range check (`orig`, `len`).
pub fn check_context(key: Key, value: u64) -> Result<(), ConfigError> {
    if (MIN_CONTEXT..=MAX_CONTEXT).contains(&value) {
        Ok(())
    } else {
        Err(ConfigError::new(key, value, CONTEXT_RANGE))
    }
}

/// An explicit attention factor's range check (unset passes).
pub fn check_attn(attn: Option<f64>) -> Result<(), ConfigError> {
    match attn {
        Some(a) if !(a > 0.0 && a <= MAX_PARAM) => Err(ConfigError::new(Key::Attn, a, ATTN_RANGE)),
        _ => Ok(()),
    }
}

/// Applies `scaling` to the frequencies of `dim` dimensions from `source`.
pub fn apply(
    dim: usize,
    source: &FreqSource,
    scaling: &Scaling,
) -> Result<ScaledFreqs, ConfigError> {
    scaling.validate(dim)?;
    let rules = scaling.method.rules();
    let (unscaled, base) = match source {
        FreqSource::Base(base) => (freq::inv_freq(dim, *base)?, *base),
        FreqSource::Speeds(speeds) if rules.needs_base() => {
            freq::inv_freq_from_speeds(dim, speeds)?;
            let fits: Vec<&str> = Method::ALL
                .iter()
                .filter(|m| !m.needs_base())
                .map(|m| m.as_str())
                .collect();
            let (rest, last) = match fits.split_last() {
                Some((last, rest)) => (rest.join(", "), *last),
                None => (String::new(), ""),
            };
            return Err(ConfigError::with(
                Key::Scaling,
                scaling.method.as_str(),
                crate::msg!("limit-needs-base", n = fits.len(), rest = rest, last = last),
            ));
        }
        FreqSource::Speeds(speeds) => (freq::inv_freq_from_speeds(dim, speeds)?, f64::NAN),
    };
    if rules.needs_two_pairs() && dim < MIN_DIM_NTK {
        return Err(ConfigError::new(Key::Dim, dim, DIM_NTK_RANGE));
    }
    let mut out = ScaledFreqs::unscaled(unscaled);
    rules.apply(&scaling.params, dim, base, &mut out)?;
    Ok(out)
}

/// For methods that change the base: how far each pair moved towards `w / factor`, measured on a
/// log scale (0 = unchanged, 1 = divided by the whole factor), clamped to [0, 1]. The clamp hides
/// dynamic NTK slowing a pair by more than the factor: [`ScaledFreqs::slowdown`] does not.
pub fn interpolation_of(unscaled: &[f64], scaled: &[f64], factor: f64) -> Interpolation {
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

    /// The menu labels shown are messages whose English is each method's label.
    #[test]
    fn labels_are_messages_with_the_same_english() {
        let en = crate::rope::base::i18n::en;
        for m in Method::ALL {
            assert_eq!(en(&m.label_msg()), m.label(), "{m}");
            for k in Key::CONFIG_KEYS {
                if let Some(n) = m.param_name(k) {
                    assert_eq!(en(&n.label_msg()), n.label);
                    assert_eq!(en(&n.hint_msg()), n.hint);
                }
            }
        }
    }

    #[test]
    fn every_method_has_a_label_hf_rules_and_checks_its_defaults() {
        for m in Method::ALL {
            let (r, h) = (m.rules(), m.hf_rules());
            assert!(!r.label().is_empty(), "{m}");
            assert_eq!(Method::parse(m.as_str()), Some(m));
            let s = Scaling::new(m, Params::default());
            s.validate(16).unwrap();
            let out = apply(16, &FreqSource::Base(10_000.0), &s).unwrap();
            assert_eq!(out.inv_freq.len(), 8, "{m}");
            assert!(
                !crate::rope::base::i18n::en(&m.note().note(&s.params, 16, 10_000.0, &out))
                    .is_empty(),
                "{m}"
            );
            // What it writes, it reads back as itself.
            if let Some(t) = h.hf().writes {
                let claimed = h.hf().claimed_by;
                assert_eq!(Method::of_hf_type(t, |f| Some(f) == claimed), Some(m));
            }
        }
        assert!(Method::hf_types().contains(&"default"));
    }

    #[test]
    fn bad_parameters_name_their_key() {
        let base = FreqSource::Base(10_000.0);
        let e = apply(8, &base, &Scaling::with_factor(Method::Linear, 0.5)).unwrap_err();
        assert_eq!(e.key, Key::Factor);
        let e = apply(8, &base, &Scaling::with_factor(Method::Linear, f64::NAN)).unwrap_err();
        assert_eq!(e.key, Key::Factor);
        let no_orig = Params {
            orig: 0,
            len: Some(10),
            ..Params::default()
        };
        let e = apply(8, &base, &Scaling::new(Method::Dynamic, no_orig)).unwrap_err();
        assert_eq!(e.key, Key::Orig);
        for m in Method::ALL
            .into_iter()
            .filter(|m| m.rules().needs_two_pairs())
        {
            let e = apply(2, &base, &Scaling::with_factor(m, 2.0)).unwrap_err();
            assert_eq!(e.key, Key::Dim, "{m}");
        }
        let speeds = FreqSource::Speeds(vec![1.0; 4]);
        for m in Method::ALL {
            let got = apply(8, &speeds, &Scaling::with_factor(m, 2.0));
            assert_eq!(got.is_err(), m.needs_base(), "{m}");
            if let Err(e) = got {
                assert_eq!(e.key, Key::Scaling);
                assert!(e.to_string().contains("linear"), "{e}");
            }
        }
        let bad_beta = Params {
            beta_slow: 40.0,
            ..Params::default()
        };
        assert_eq!(
            apply(8, &base, &Scaling::new(Method::Yarn, bad_beta))
                .unwrap_err()
                .key,
            Key::BetaSlow
        );
        let bad_l3 = Params {
            low_freq_factor: 4.0,
            high_freq_factor: 3.0,
            ..Params::default()
        };
        assert_eq!(
            apply(8, &base, &Scaling::new(Method::Llama3, bad_l3))
                .unwrap_err()
                .key,
            Key::HighFreqFactor
        );
    }
}
