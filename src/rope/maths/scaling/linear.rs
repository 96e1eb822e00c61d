//! Position interpolation (Chen et al. 2023; HF "linear"): every frequency divided by `factor`.

use super::{check_factor, Hf, HfRules, Note, Params, Rules, ScaledFreqs};
use crate::rope::base::i18n::{Arg, Msg};
use crate::rope::base::num::num;
use crate::rope::error::{ConfigError, Key};

pub const ORDER: u32 = 10;

pub struct Linear;

pub static RULES: Linear = Linear;

static HF: HfRules = HfRules {
    reads: &["linear"],
    writes: Some("linear"),
    ..HfRules::PLAIN
};

impl Rules for Linear {
    fn label(&self) -> &'static str {
        // i18n: English label (docs, tests); the menu shows method-linear (Method::label_msg)
        "Linear / position interpolation"
    }
    fn params(&self) -> &'static [Key] {
        &[Key::Factor, Key::Orig]
    }
    fn needs_base(&self) -> bool {
        false
    }
    fn check(&self, p: &Params, _: usize) -> Result<(), ConfigError> {
        check_factor(p.factor)
    }
    fn apply(
        &self,
        p: &Params,
        _: usize,
        _: f64,
        out: &mut ScaledFreqs,
    ) -> Result<(), ConfigError> {
        out.inv_freq.iter_mut().for_each(|w| *w /= p.factor);
        out.interpolation = vec![1.0; out.inv_freq.len()];
        Ok(())
    }
}

impl Hf for Linear {
    fn hf(&self) -> &'static HfRules {
        &HF
    }
}

impl Note for Linear {
    fn note(&self, p: &Params, _: usize, _: f64, _: &ScaledFreqs) -> Msg {
        crate::msg!(
            "method-note-linear",
            factor = Arg::num(num(p.factor, 3), p.factor)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::super::{apply, FreqSource, Method, Scaling};

    #[test]
    fn linear_divides_every_frequency() {
        let s = apply(
            8,
            &FreqSource::Base(10_000.0),
            &Scaling::with_factor(Method::Linear, 4.0),
        )
        .unwrap();
        for (u, v) in s.inv_freq_unscaled.iter().zip(&s.inv_freq) {
            assert!((u / 4.0 - v).abs() < 1e-18);
        }
        assert_eq!(s.attention_factor, 1.0);
    }
}
