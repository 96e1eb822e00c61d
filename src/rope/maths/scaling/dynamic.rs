//! Dynamic NTK (HF "dynamic"): NTK scaling recomputed from the current length `len` against the
//! original context `orig`; no change while `len <= orig`.

use super::ntk::apply_base;
use super::{
    check_context, check_factor, DynamicState, Hf, HfRules, Note, Params, Rules, ScaledFreqs,
};
use crate::rope::base::i18n::{Arg, Msg};
use crate::rope::base::num::{positions, short};
use crate::rope::error::{ConfigError, Key};

pub const ORDER: u32 = 30;

pub struct Dynamic;

pub static RULES: Dynamic = Dynamic;

static HF: HfRules = HfRules {
    reads: &["dynamic"],
    writes: Some("dynamic"),
    ..HfRules::PLAIN
};

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

impl Rules for Dynamic {
    fn label(&self) -> &'static str {
        "Dynamic NTK"
    }
    fn params(&self) -> &'static [Key] {
        &[Key::Factor, Key::Orig, Key::Len]
    }
    fn needs_two_pairs(&self) -> bool {
        true
    }
    fn check(&self, p: &Params, _: usize) -> Result<(), ConfigError> {
        check_factor(p.factor)?;
        check_context(Key::Orig, p.orig)?;
        check_context(Key::Len, p.seq_len())
    }
    fn apply(
        &self,
        p: &Params,
        dim: usize,
        base: f64,
        out: &mut ScaledFreqs,
    ) -> Result<(), ConfigError> {
        let b = dynamic_base(dim, base, p.factor, p.orig, p.seq_len());
        apply_base(dim, b, p.factor, out)?;
        out.dynamic = Some(DynamicState {
            len: p.seq_len(),
            orig: p.orig,
            effective_factor: dynamic_ratio(p.factor, p.orig, p.seq_len()),
        });
        Ok(())
    }
}

impl Hf for Dynamic {
    fn hf(&self) -> &'static HfRules {
        &HF
    }
}

impl Note for Dynamic {
    /// The effective factor at the current length, the base it gives and how much the last
    /// pair really slows, all computed for that length.
    fn note(&self, p: &Params, dim: usize, base: f64, f: &ScaledFreqs) -> Msg {
        let Some(state) = f.dynamic else {
            return super::ntk::note_for("method-what-ntk", "s", p, dim, base, f);
        };
        let s = p.factor;
        let s_eff = state.effective_factor;
        let full_at = positions(dynamic_full_factor_len(s, state.orig));
        if state.len <= state.orig {
            return crate::msg!(
                "method-note-dynamic-within",
                len = state.len,
                orig = state.orig,
                base = Arg::num(short(base, 1), base),
                s = Arg::num(short(s, 3), s),
                full_at = full_at
            );
        }
        let last = f.last_slowdown();
        let compared = if (s_eff - s).abs() <= 1e-9 * s {
            "same"
        } else if s_eff < s {
            "less"
        } else {
            "more"
        };
        let base_new = f.effective_base.unwrap_or(f64::NAN);
        crate::msg!(
            "method-note-dynamic",
            len = state.len,
            orig = state.orig,
            s = Arg::num(short(s, 3), s),
            sm1 = Arg::num(short(s - 1.0, 3), s - 1.0),
            s_eff = Arg::num(short(s_eff, 3), s_eff),
            base_new = Arg::num(short(base_new, 1), base_new),
            base = Arg::num(short(base, 1), base),
            last = Arg::num(short(last, 3), last),
            d = dim,
            compared = compared,
            full_at = full_at
        )
    }
}

#[cfg(test)]
mod tests {
    use super::super::ntk::ntk_base;
    use super::super::{apply, FreqSource, Method, Params, Scaling};
    use super::*;

    fn dynamic(factor: f64, orig: u64, len: u64) -> Scaling {
        Scaling::new(
            Method::Dynamic,
            Params {
                factor,
                orig,
                len: Some(len),
                ..Params::default()
            },
        )
    }

    #[test]
    fn dynamic_is_plain_rope_within_the_original_context() {
        for len in [1, 100, 2048] {
            let s = apply(64, &FreqSource::Base(10_000.0), &dynamic(4.0, 2048, len)).unwrap();
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
            let out = apply(d, &FreqSource::Base(base), &dynamic(s, orig, len)).unwrap();
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
        let beyond = apply(d, &FreqSource::Base(base), &dynamic(s, orig, 1000)).unwrap();
        assert_eq!(beyond.interpolation[7], 1.0);
        assert!(beyond.slowdown()[7] > 9.0 * s);
    }
}
