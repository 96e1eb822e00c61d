//! YaRN (Peng et al. 2023; HF "yarn"): fast pairs keep their speed, slow pairs are divided by the
//! factor, a linear ramp between; an attention factor multiplies cos and sin.

use crate::rope::base::i18n::{Arg, Msg};
use std::f64::consts::PI;

use super::{check_attn, check_context, check_factor, HfMaxPositions, HfMissingFactor, HfOrig};
use super::{Hf, HfRules, Note, Params, Rules, ScaledFreqs};
use crate::rope::base::num::{num, short};
use crate::rope::error::{ConfigError, Key};
use crate::rope::limits::{BETA_RANGE, MAX_PARAM, MSCALE_RANGE};

pub const ORDER: u32 = 40;

pub struct Yarn;

pub static RULES: Yarn = Yarn;

static HF: HfRules = HfRules {
    reads: &["yarn"],
    writes: Some("yarn"),
    orig: HfOrig::Original,
    max_positions: HfMaxPositions::Stretched,
    missing_factor: HfMissingFactor::Ratio,
    ..HfRules::PLAIN
};

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
pub fn yarn_attention_factor(y: &Params) -> f64 {
    if let Some(a) = y.attn {
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
pub fn yarn_correction_range(y: &Params, dim: usize, base: f64) -> (f64, f64) {
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

impl Rules for Yarn {
    fn label(&self) -> &'static str {
        "YaRN"
    }
    fn params(&self) -> &'static [Key] {
        &[
            Key::Factor,
            Key::Orig,
            Key::BetaFast,
            Key::BetaSlow,
            Key::Truncate,
            Key::Attn,
            Key::Mscale,
            Key::MscaleAllDim,
        ]
    }
    fn check(&self, y: &Params, _: usize) -> Result<(), ConfigError> {
        check_factor(y.factor)?;
        check_context(Key::Orig, y.orig)?;
        if !(y.beta_fast > 0.0 && y.beta_fast <= MAX_PARAM) {
            return Err(ConfigError::new(Key::BetaFast, y.beta_fast, BETA_RANGE));
        }
        if !(y.beta_slow.is_finite() && y.beta_slow > 0.0 && y.beta_slow < y.beta_fast) {
            return Err(ConfigError::new(Key::BetaSlow, y.beta_slow, BETA_RANGE));
        }
        check_attn(y.attn)?;
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
    fn apply(
        &self,
        y: &Params,
        dim: usize,
        base: f64,
        out: &mut ScaledFreqs,
    ) -> Result<(), ConfigError> {
        let (low, high) = yarn_correction_range(y, dim, base);
        let ramp = yarn_ramp(low, high, out.inv_freq.len());
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
        Ok(())
    }
}

impl Hf for Yarn {
    fn hf(&self) -> &'static HfRules {
        &HF
    }
}

/// "pair 3" or "pairs 0 to 10".
fn pairs(first: usize, last: usize) -> Msg {
    if first == last {
        crate::msg!("method-yarn-pair", first = first)
    } else {
        crate::msg!("method-yarn-pairs", first = first, last = last)
    }
}

impl Note for Yarn {
    /// Which whole pairs fall on each side of the ramp, as the ramp puts them (0 at `low` and
    /// below: the pair keeps its speed; 1 at `high` and above: divided by the whole factor),
    /// then the bounds themselves, which are pair indices but real numbers unless truncated.
    fn note(&self, p: &Params, _: usize, _: f64, f: &ScaledFreqs) -> Msg {
        let (lo, hi) = f.yarn_range.unwrap_or((0.0, 0.0));
        let ramp = &f.interpolation;
        let n = ramp.len();
        let kept = ramp.iter().take_while(|&&r| r == 0.0).count();
        let full = ramp
            .iter()
            .rev()
            .take_while(|&&r| r == 1.0)
            .count()
            .min(n - kept);
        let factor = Arg::num(short(p.factor, 3), p.factor);
        // Which pairs keep their speed, which are divided by the whole factor, which blend:
        // the first two always, the third when some pairs are between.
        let kept_msg = if kept == 0 {
            Msg::new("method-yarn-kept-none")
        } else {
            crate::msg!("method-yarn-kept", n = kept, pairs = pairs(0, kept - 1))
        };
        let full_msg = if full == 0 {
            crate::msg!("method-yarn-full-none", factor = factor.clone())
        } else {
            crate::msg!(
                "method-yarn-full",
                n = full,
                pairs = pairs(n - full, n - 1),
                factor = factor.clone()
            )
        };
        let sides = if kept + full < n {
            crate::msg!(
                "method-yarn-three",
                kept = kept_msg,
                full = full_msg,
                blended = crate::msg!(
                    "method-yarn-blended",
                    n = n - full - kept,
                    pairs = pairs(kept, n - full - 1)
                )
            )
        } else {
            crate::msg!("method-yarn-two", kept = kept_msg, full = full_msg)
        };
        let a = f.attention_factor;
        crate::msg!(
            "method-note-yarn",
            sides = sides,
            lo = Arg::num(short(lo, 2), lo),
            hi = Arg::num(short(hi, 2), hi),
            beta_fast = Arg::num(short(p.beta_fast, 3), p.beta_fast),
            beta_slow = Arg::num(short(p.beta_slow, 3), p.beta_slow),
            orig = p.orig,
            truncate = if p.truncate { "yes" } else { "no" },
            attn = Arg::num(num(a, 4), a),
            logits = Arg::num(num(a * a, 4), a * a)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::super::{apply, FreqSource, Method, Scaling};
    use super::*;

    /// YaRN with HF's defaults (the key table's): beta 32 and 1, truncated, no explicit
    /// attention factor or mscale.
    fn yarn(factor: f64, orig: u64) -> Params {
        let p = Params {
            factor,
            orig,
            ..Params::default()
        };
        assert_eq!((p.beta_fast, p.beta_slow, p.truncate), (32.0, 1.0, true));
        assert!(p.attn.is_none() && p.mscale.is_none() && p.mscale_all_dim.is_none());
        p
    }

    #[test]
    fn yarn_default_attention_factor() {
        let y = yarn(4.0, 4096);
        assert!((yarn_attention_factor(&y) - (0.1 * 4f64.ln() + 1.0)).abs() < 1e-15);
        assert_eq!(yarn_attention_factor(&yarn(1.0, 4096)), 1.0);
        let explicit = Params {
            attn: Some(0.8),
            ..yarn(4.0, 4096)
        };
        assert_eq!(yarn_attention_factor(&explicit), 0.8);
        let ratio = Params {
            mscale: Some(1.0),
            mscale_all_dim: Some(0.0),
            ..yarn(4.0, 4096)
        };
        // mscale_all_dim 0 counts as unset (HF truthiness): falls back to get_mscale(factor).
        assert_eq!(yarn_attention_factor(&ratio), yarn_get_mscale(4.0, 1.0));
        let equal = Params {
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
            &Scaling::new(Method::Yarn, yarn(4.0, 4096)),
        )
        .unwrap();
        let (low, high) = s.yarn_range.unwrap();
        assert!(low < high);
        assert_eq!(s.inv_freq[0], s.inv_freq_unscaled[0]);
        let last = s.inv_freq.len() - 1;
        assert!((s.inv_freq_unscaled[last] / s.inv_freq[last] - 4.0).abs() < 1e-12);
        assert!(s.interpolation.windows(2).all(|w| w[0] <= w[1]));
    }

    /// The note's bounds belong to their sides, as the ramp puts them: DeepSeek-V3's (d = 64,
    /// base 10000, 4096 positions) are 10 and 23, and pair 10 keeps its speed (the note said
    /// "below 10", leaving pair 10 to the ramp), pair 23 is divided by the whole factor.
    #[test]
    fn the_note_puts_each_bound_on_its_side() {
        use super::super::Note;
        let p = yarn(40.0, 4096);
        let s = apply(
            64,
            &FreqSource::Base(10_000.0),
            &Scaling::new(Method::Yarn, p.clone()),
        )
        .unwrap();
        let (lo, hi) = s.yarn_range.unwrap();
        assert_eq!((lo, hi), (10.0, 23.0));
        assert_eq!(s.inv_freq[10], s.inv_freq_unscaled[10]);
        assert!((s.inv_freq_unscaled[23] / s.inv_freq[23] - 40.0).abs() < 1e-12);
        assert!(s.inv_freq[11] < s.inv_freq_unscaled[11]);
        let note = crate::rope::base::i18n::en(&RULES.note(&p, 64, 10_000.0, &s));
        assert!(
            note.starts_with("YaRN: pairs 0 to 10 keep their speed, pairs 23 to 31 are divided by 40, and pairs 11 to 22 between are blended (a linear ramp). The ramp runs from pair index 10 to 23: "),
            "{note}"
        );
        assert!(
            note.contains(
                "beta_fast = 32 and beta_slow = 1 turns in 4096 positions, rounded outwards"
            ),
            "{note}"
        );
    }

    /// Pair indices are whole numbers in the note ("pairs up to 20.00" read as if there were
    /// pairs between 20 and 21). Untruncated bounds are real numbers: the note names the whole
    /// pairs on each side, and gives the bounds as pair indices between them.
    #[test]
    fn the_note_names_whole_pairs_and_real_bounds_as_indices() {
        use super::super::Note;
        let p = Params {
            truncate: false,
            ..yarn(32.0, 4096)
        };
        let s = apply(
            64,
            &FreqSource::Base(150_000.0),
            &Scaling::new(Method::Yarn, p.clone()),
        )
        .unwrap();
        let (lo, hi) = s.yarn_range.unwrap();
        assert!(lo.fract() != 0.0 && hi.fract() != 0.0, "{lo} {hi}");
        let note = crate::rope::base::i18n::en(&RULES.note(&p, 64, 150_000.0, &s));
        let (kept, full) = (lo.floor() as usize, hi.ceil() as usize);
        assert!(
            note.contains(&format!("pairs 0 to {kept} keep their speed, pairs {full} to 31 are divided by 32, and pairs {} to {} between are blended", kept + 1, full - 1)),
            "{note}"
        );
        assert!(
            note.contains(&format!(
                "from pair index {} to {}",
                short(lo, 2),
                short(hi, 2)
            )),
            "{note}"
        );
        assert!(note.contains("not rounded (truncate false)"), "{note}");
        // Every number before the bounds is a whole pair index.
        let before = note.split("The ramp").next().unwrap();
        assert!(!before.trim_end_matches(". ").contains('.'), "{before}");
        // The pairs the note names are the ones the frequencies keep and divide.
        assert_eq!(s.inv_freq[kept], s.inv_freq_unscaled[kept]);
        assert!(s.inv_freq[kept + 1] < s.inv_freq_unscaled[kept + 1]);
        assert!((s.inv_freq_unscaled[full] / s.inv_freq[full] - 32.0).abs() < 1e-9);
        assert!(s.inv_freq_unscaled[full - 1] / s.inv_freq[full - 1] < 32.0 - 1e-9);
        // A ramp that ends past the last pair divides none by the whole factor; a short one
        // blends none.
        let few = Params {
            beta_slow: 1e-6,
            ..yarn(4.0, 4096)
        };
        let s = apply(
            8,
            &FreqSource::Base(10_000.0),
            &Scaling::new(Method::Yarn, few.clone()),
        )
        .unwrap();
        let note = crate::rope::base::i18n::en(&RULES.note(&few, 8, 10_000.0, &s));
        assert!(note.contains("none is divided by the whole 4"), "{note}");
    }
}
