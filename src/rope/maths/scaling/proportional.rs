//! Proportional RoPE (HF "proportional"): only the first `int(partial * d // 2)` pairs turn,
//! with exponents over the whole d; the rest stand still; every speed is divided by `factor`.
//! With factor 1 it is p-RoPE (Barbero et al. 2024, "Round and Round We Go"; `drop=`): the
//! slowest pairs, the last ones, stop turning.

use super::{check_factor, Hf, HfMissingFactor, HfRules, Note, Params, Rules, ScaledFreqs};
use crate::rope::base::i18n::{Arg, Msg};
use crate::rope::base::num::num;
use crate::rope::error::{ConfigError, Key};
use crate::rope::limits::PARTIAL_RANGE;

pub const ORDER: u32 = 70;

pub struct Proportional;

pub static RULES: Proportional = Proportional;

static HF: HfRules = HfRules {
    reads: &["proportional"],
    writes: Some("proportional"),
    missing_factor: HfMissingFactor::One,
    ..HfRules::PLAIN
};

/// How many pairs proportional RoPE turns: Python's `int(partial * d // 2)`.
pub fn proportional_turning_pairs(dim: usize, partial: f64) -> usize {
    ((partial * dim as f64) / 2.0).floor().max(0.0) as usize
}

impl Rules for Proportional {
    fn label(&self) -> &'static str {
        // i18n: English label (docs, tests); the menu shows method-proportional (Method::label_msg)
        "Proportional (first pairs turn)"
    }
    fn params(&self) -> &'static [Key] {
        &[Key::Factor, Key::Partial]
    }
    fn check(&self, p: &Params, _: usize) -> Result<(), ConfigError> {
        check_factor(p.factor)?;
        if p.partial > 0.0 && p.partial <= 1.0 {
            Ok(())
        } else {
            Err(ConfigError::new(Key::Partial, p.partial, PARTIAL_RANGE))
        }
    }
    fn apply(
        &self,
        p: &Params,
        dim: usize,
        _: f64,
        out: &mut ScaledFreqs,
    ) -> Result<(), ConfigError> {
        let pairs = out.inv_freq_unscaled.len();
        let turning = proportional_turning_pairs(dim, p.partial).min(pairs);
        out.inv_freq = out
            .inv_freq_unscaled
            .iter()
            .enumerate()
            .map(|(i, &w)| if i < turning { w / p.factor } else { 0.0 })
            .collect();
        out.interpolation = (0..pairs)
            .map(|i| {
                if i < turning && p.factor > 1.0 {
                    1.0
                } else {
                    0.0
                }
            })
            .collect();
        out.turning_pairs = Some(turning);
        Ok(())
    }
}

impl Hf for Proportional {
    fn hf(&self) -> &'static HfRules {
        &HF
    }
}

impl Note for Proportional {
    fn note(&self, p: &Params, _: usize, _: f64, f: &ScaledFreqs) -> Msg {
        let turning = f.turning_pairs.unwrap_or(0);
        let still = f.inv_freq.len().saturating_sub(turning);
        crate::msg!(
            "method-note-proportional",
            turning = turning,
            pairs = f.inv_freq.len(),
            factor = Arg::num(num(p.factor, 3), p.factor),
            still = still
        )
    }
}
