//! Fixed-alpha NTK (HunYuan): the base raised to `base * alpha^(d/(d-2))`, whatever the length:
//! static NTK under another name. HunYuan's configs name it rope_type `dynamic` with an `alpha`;
//! transformers' HunYuan rotary module reads such a block as its own `ntk_alpha`
//! (`compute_ntk_alpha_rope_parameters`), not as dynamic NTK. Its `alpha` is ropescope's factor;
//! the block's own `factor`, which HF's validation of `dynamic` requires, is not used.

use super::ntk::Ntk;
use super::HfRules;
use crate::rope::error::Key;

pub const ORDER: u32 = 25;

pub static RULES: Ntk = Ntk {
    label: "NTK with a fixed alpha (HunYuan)",
    what: "NTK with a fixed alpha",
    more: " The factor is HunYuan's alpha: its configs call the method dynamic, but with a fixed alpha it does not change with the length.",
    hf: &HfRules {
        reads: &["dynamic"],
        claimed_by: Some("alpha"),
        writes: Some("dynamic"),
        renamed: &[("alpha", Key::Factor)],
        fixed: &[("factor", 1.0)],
        ..HfRules::PLAIN
    },
};

#[cfg(test)]
mod tests {
    use super::super::{apply, FreqSource, Method, Params, Scaling};

    #[test]
    fn the_base_is_stretched_by_alpha_at_every_length() {
        // d = 8, base 10000, alpha 1000: base' = 10000 x 1000^(8/6) = 10^8 exactly, so pair i
        // turns 10^(-8 x 2i/8) = 10^(-2i) radians per position.
        for len in [1, 100_000] {
            let p = Params {
                factor: 1000.0,
                len,
                ..Params::default()
            };
            let s = apply(8, &FreqSource::Base(10_000.0), &Scaling::new(Method::NtkAlpha, p))
                .unwrap();
            for (i, w) in s.inv_freq.iter().enumerate() {
                let want = 10f64.powi(-2 * i as i32);
                assert!((w / want - 1.0).abs() < 1e-12, "pair {i}: {w}");
            }
            assert!((s.effective_base.unwrap() / 1e8 - 1.0).abs() < 1e-12);
            assert_eq!(s.attention_factor, 1.0);
        }
    }
}
