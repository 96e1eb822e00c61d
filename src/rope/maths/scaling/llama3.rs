//! Llama 3.1's piecewise scaling (HF "llama3"): short wavelengths kept, long ones divided by the
//! factor, a smooth blend between.

use super::{check_context, check_factor, HfMaxPositions, HfMissingFactor, HfOrig};
use super::{Hf, HfRules, Note, Params, Rules, ScaledFreqs};
use crate::rope::base::i18n::{Arg, Msg};
use crate::rope::base::num::num;
use crate::rope::error::{ConfigError, Key};
use crate::rope::freq;
use crate::rope::limits::{FREQ_FACTOR_RANGE, MAX_PARAM};

pub const ORDER: u32 = 50;

pub struct Llama3;

pub static RULES: Llama3 = Llama3;

static HF: HfRules = HfRules {
    reads: &["llama3"],
    writes: Some("llama3"),
    orig: HfOrig::Original,
    max_positions: HfMaxPositions::ServedOrStretched,
    missing_factor: HfMissingFactor::Default,
    served_len: true,
    ..HfRules::PLAIN
};

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

impl Rules for Llama3 {
    fn label(&self) -> &'static str {
        "Llama 3"
    }
    fn params(&self) -> &'static [Key] {
        &[
            Key::Factor,
            Key::Orig,
            Key::Len,
            Key::LowFreqFactor,
            Key::HighFreqFactor,
        ]
    }
    fn needs_base(&self) -> bool {
        false
    }
    fn check(&self, l: &Params, _: usize) -> Result<(), ConfigError> {
        check_factor(l.factor)?;
        check_context(Key::Orig, l.orig)?;
        if !(l.low_freq_factor > 0.0 && l.low_freq_factor <= MAX_PARAM) {
            return Err(ConfigError::new(
                Key::LowFreqFactor,
                l.low_freq_factor,
                FREQ_FACTOR_RANGE,
            ));
        }
        // Equal factors are allowed (Llama 4 Scout: both 1, a hard switch at the original
        // context, as transformers computes it).
        if !(l.high_freq_factor >= l.low_freq_factor && l.high_freq_factor <= MAX_PARAM) {
            return Err(ConfigError::new(
                Key::HighFreqFactor,
                l.high_freq_factor,
                FREQ_FACTOR_RANGE,
            ));
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
        Ok(())
    }
}

impl Hf for Llama3 {
    fn hf(&self) -> &'static HfRules {
        &HF
    }
}

impl Note for Llama3 {
    fn note(&self, p: &Params, _: usize, _: f64, f: &ScaledFreqs) -> Msg {
        let (hw, lw) = f.llama3_wavelen_band.unwrap_or((0.0, 0.0));
        crate::msg!(
            "method-note-llama3",
            high = Arg::num(num(hw, 1), hw),
            low = Arg::num(num(lw, 1), lw),
            factor = Arg::num(num(p.factor, 3), p.factor)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::super::{apply, FreqSource, Method, Scaling};
    use super::*;

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
        let l = Params {
            factor: 8.0,
            orig: 8192,
            low_freq_factor: 1.0,
            high_freq_factor: 4.0,
            ..Params::default()
        };
        let speeds: Vec<f64> = [2047.9, 2048.1, 8191.9, 8192.1]
            .iter()
            .map(|wl| 360.0 / wl)
            .collect();
        let s = apply(
            8,
            &FreqSource::Speeds(speeds),
            &Scaling::new(Method::Llama3, l),
        )
        .unwrap();
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
}
