//! LongRoPE (HF "longrope"; Phi-3.5, Phi-4-mini): per-pair divisors, one list within the
//! original context and another past it.

use super::{check_attn, check_context, check_factor, interpolation_of, HfMaxPositions};
use super::{
    Hf, HfMissingFactor, HfOrig, HfRules, LongropeState, Note, Params, Rules, ScaledFreqs,
};
use crate::rope::base::i18n::{Arg, Msg};
use crate::rope::base::num::num;
use crate::rope::error::{ConfigError, Key};
use crate::rope::limits::{EXT_FACTORS_RANGE, MAX_PARAM};

pub const ORDER: u32 = 60;

pub struct Longrope;

pub static RULES: Longrope = Longrope;

static HF: HfRules = HfRules {
    reads: &["longrope"],
    writes: Some("longrope"),
    orig: HfOrig::Original,
    max_positions: HfMaxPositions::Stretched,
    missing_factor: HfMissingFactor::Ratio,
    required: &[Key::ShortFactor, Key::LongFactor],
    ..HfRules::PLAIN
};

/// LongRoPE's default attention factor, as HF: 1 for `factor <= 1`, else
/// `sqrt(1 + ln(factor) / ln(orig))`.
pub fn longrope_attention_factor(factor: f64, orig: u64) -> f64 {
    if factor <= 1.0 {
        1.0
    } else {
        (1.0 + factor.ln() / (orig as f64).ln()).sqrt()
    }
}

/// A list of per-pair divisors holds d/2 numbers.
fn wrong_length(key: Key, got: usize, pairs: usize) -> ConfigError {
    ConfigError::with(
        key,
        // i18n: a ConfigError's `got` is shown as given (a known gap)
        format!("{got} values"),
        crate::msg!("limit-factors-count", n = pairs),
    )
}

impl Rules for Longrope {
    fn label(&self) -> &'static str {
        // i18n: English label (docs, tests); the menu shows method-longrope (Method::label_msg)
        "LongRoPE (Phi-3.5, Phi-4-mini)"
    }
    fn params(&self) -> &'static [Key] {
        &[
            Key::Factor,
            Key::Orig,
            Key::Len,
            Key::Attn,
            Key::ShortFactor,
            Key::LongFactor,
        ]
    }
    fn check(&self, l: &Params, dim: usize) -> Result<(), ConfigError> {
        check_factor(l.factor)?;
        check_context(Key::Orig, l.orig)?;
        check_context(Key::Len, l.seq_len())?;
        check_attn(l.attn)?;
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
        for (key, list) in [
            (Key::ShortFactor, &l.short_factor),
            (Key::LongFactor, &l.long_factor),
        ] {
            if let Some(list) = list.as_ref().filter(|v| v.len() != dim / 2) {
                return Err(wrong_length(key, list.len(), dim / 2));
            }
        }
        Ok(())
    }
    fn apply(
        &self,
        l: &Params,
        _: usize,
        _: f64,
        out: &mut ScaledFreqs,
    ) -> Result<(), ConfigError> {
        if l.attn.is_none() && l.factor > 1.0 && l.orig < 2 {
            // sqrt(1 + ln s / ln orig) divides by ln 1 = 0 (only while LongRoPE is on).
            return Err(ConfigError::with(
                Key::Orig,
                l.orig,
                crate::msg!("limit-longrope-orig"),
            ));
        }
        let pairs = out.inv_freq_unscaled.len();
        let divided = |key: Key, list: &Option<Vec<f64>>| -> Result<Vec<f64>, ConfigError> {
            match list {
                None => Ok(out.inv_freq_unscaled.clone()),
                Some(f) if f.len() == pairs => Ok(out
                    .inv_freq_unscaled
                    .iter()
                    .zip(f)
                    .map(|(&w, &x)| w / x)
                    .collect()),
                Some(f) => Err(wrong_length(key, f.len(), pairs)),
            }
        };
        let short = divided(Key::ShortFactor, &l.short_factor)?;
        let long = divided(Key::LongFactor, &l.long_factor)?;
        // HF: `if seq_len and seq_len > original_max_position_embeddings: long_factor`.
        let use_long = l.seq_len() > l.orig;
        out.inv_freq = if use_long {
            long.clone()
        } else {
            short.clone()
        };
        let factor = l.factor.max(1.0);
        out.interpolation = interpolation_of(&out.inv_freq_unscaled, &out.inv_freq, factor);
        out.attention_factor = l
            .attn
            .unwrap_or_else(|| longrope_attention_factor(l.factor, l.orig));
        out.longrope = Some(LongropeState {
            inv_freq_short: short,
            inv_freq_long: long,
            long: use_long,
            len: l.seq_len(),
            orig: l.orig,
        });
        Ok(())
    }
}

impl Hf for Longrope {
    fn hf(&self) -> &'static HfRules {
        &HF
    }
}

impl Note for Longrope {
    fn note(&self, _: &Params, _: usize, _: f64, f: &ScaledFreqs) -> Msg {
        let a = f.attention_factor;
        match &f.longrope {
            Some(l) => crate::msg!(
                "method-note-longrope",
                orig = l.orig,
                len = l.len,
                which = if l.long { "long" } else { "short" },
                attn = Arg::num(num(a, 4), a),
                logits = Arg::num(num(a * a, 4), a * a)
            ),
            None => Msg::new("method-note-longrope-plain"),
        }
    }
}
