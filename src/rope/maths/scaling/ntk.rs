//! NTK-aware scaling (static): the base raised to `base * factor^(d/(d-2))`. It has no HF
//! rope_type: it is the default init with that base, which is what HF's dynamic method computes
//! at the length where its ratio reaches the factor (see `dynamic.rs`).

use super::{
    check_factor, interpolation_of, Hf, HfRules, Note, ParamName, Params, Rules, ScaledFreqs,
};
use crate::rope::base::i18n::{Arg, Msg};
use crate::rope::base::num::short;
use crate::rope::error::{ConfigError, Key};
use crate::rope::freq;

pub const ORDER: u32 = 20;

/// The NTK family: plain RoPE at a stretched base `base * factor^(d/(d-2))`, the same at every
/// length. Static NTK and HunYuan's fixed-alpha NTK (`ntk_alpha.rs`) differ only in name and in
/// how Hugging Face configs write them.
pub struct Ntk {
    pub label: &'static str,
    /// How the frequencies view names it (a message id).
    pub what: &'static str,
    /// A sentence the frequencies view adds (a message id; "" for none).
    pub more: &'static str,
    pub hf: &'static HfRules,
    /// Its own name for the factor (HunYuan's alpha), or `None`: the factor s.
    pub factor: Option<&'static ParamName>,
}

pub static RULES: Ntk = Ntk {
    label: "NTK-aware (static)",
    what: "method-what-ntk",
    more: "",
    hf: &HF,
    factor: None,
};

/// No rope_type: written as plain RoPE with the stretched base as its `rope_theta`.
static HF: HfRules = HfRules::PLAIN;

/// NTK-aware base: `base * s^(d/(d-2))`. Needs d >= 4 (d = 2 has a single pair that the
/// formula cannot move: d/(d-2) is infinite).
pub fn ntk_base(dim: usize, base: f64, factor: f64) -> f64 {
    base * factor.powf(dim as f64 / (dim as f64 - 2.0))
}

/// Plain RoPE at `new_base`, with `factor` as the nominal slowdown of the last pair: static NTK,
/// and the fixed-alpha NTK of `ntk_alpha.rs`.
pub fn apply_base(
    dim: usize,
    new_base: f64,
    factor: f64,
    out: &mut ScaledFreqs,
) -> Result<(), ConfigError> {
    out.inv_freq = freq::inv_freq(dim, new_base)?;
    out.effective_base = Some(new_base);
    out.interpolation = interpolation_of(&out.inv_freq_unscaled, &out.inv_freq, factor);
    Ok(())
}

/// A base in the sentence: whole from a million up (Hunyuan-A13B's 11158840, not 1.1e7).
fn base_text(b: f64) -> String {
    if (1e6..1e15).contains(&b) {
        format!("{b:.0}")
    } else {
        short(b, 1)
    }
}

/// The new base and what it does to the first and last pair, computed; `what` names the
/// method, `s` its factor ("s", or HunYuan's "alpha").
pub fn note_for(
    what: &'static str,
    s: &str,
    p: &Params,
    dim: usize,
    base: f64,
    f: &ScaledFreqs,
) -> Msg {
    let new_base = f.effective_base.unwrap_or(f64::NAN);
    let last = f.last_slowdown();
    crate::msg!(
        "method-note-ntk",
        what = Msg::new(what),
        new_base = Arg::num(base_text(new_base), new_base),
        base = Arg::num(base_text(base), base),
        s = s,
        factor = Arg::num(short(p.factor, 3), p.factor),
        d = dim,
        last = Arg::num(short(last, 3), last)
    )
}

impl Rules for Ntk {
    fn label(&self) -> &'static str {
        self.label
    }
    fn params(&self) -> &'static [Key] {
        &[Key::Factor, Key::Orig]
    }
    fn param_name(&self, key: Key) -> Option<&'static ParamName> {
        self.factor.filter(|_| key == Key::Factor)
    }
    fn needs_two_pairs(&self) -> bool {
        true
    }
    fn check(&self, p: &Params, _: usize) -> Result<(), ConfigError> {
        check_factor(p.factor)
    }
    fn apply(
        &self,
        p: &Params,
        dim: usize,
        base: f64,
        out: &mut ScaledFreqs,
    ) -> Result<(), ConfigError> {
        apply_base(dim, ntk_base(dim, base, p.factor), p.factor, out)
    }
}

impl Hf for Ntk {
    fn hf(&self) -> &'static HfRules {
        self.hf
    }
    fn hf_theta(&self, dim: usize, base: f64, p: &Params) -> f64 {
        // Without a rope_type of its own, the stretched base is the config's.
        match self.hf.writes {
            Some(_) => base,
            None => ntk_base(dim, base, p.factor),
        }
    }
}

impl Note for Ntk {
    fn note(&self, p: &Params, dim: usize, base: f64, f: &ScaledFreqs) -> Msg {
        let s = self.factor.map_or("s", |n| n.name);
        let note = note_for(self.what, s, p, dim, base, f);
        if self.more.is_empty() {
            note
        } else {
            crate::msg!("method-note-more", note = note, more = Msg::new(self.more))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::super::{apply, FreqSource, Method, Scaling};

    #[test]
    fn ntk_keeps_pair_zero_and_divides_the_last_pair_by_the_factor() {
        let s = apply(
            64,
            &FreqSource::Base(10_000.0),
            &Scaling::with_factor(Method::Ntk, 8.0),
        )
        .unwrap();
        assert_eq!(s.inv_freq[0], 1.0);
        // Last pair: base'^(-(d-2)/d) = base^(-(d-2)/d) / factor exactly.
        let last = s.inv_freq.len() - 1;
        assert!((s.inv_freq_unscaled[last] / s.inv_freq[last] - 8.0).abs() < 1e-9);
        assert!((s.interpolation[last] - 1.0).abs() < 1e-9);
    }
}
