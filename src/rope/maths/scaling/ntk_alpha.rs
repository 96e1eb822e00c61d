//! Fixed-alpha NTK (HunYuan): the base raised to `base * alpha^(d/(d-2))`, whatever the length:
//! static NTK under another name. HunYuan's configs name it rope_type `dynamic` with an `alpha`;
//! transformers' HunYuan rotary module reads such a block as its own `ntk_alpha`
//! (`compute_ntk_alpha_rope_parameters`), not as dynamic NTK. Its `alpha` is ropescope's factor;
//! the block's own `factor`, which HF's validation of `dynamic` requires, is not used.

use super::ntk::Ntk;
use super::{HfRules, ParamName};
use crate::rope::error::Key;

pub const ORDER: u32 = 25;

pub static RULES: Ntk = Ntk {
    // i18n: English label (docs, tests); the menu shows method-ntk_alpha (Method::label_msg)
    label: "NTK with a fixed alpha (HunYuan)",
    what: "method-what-ntk_alpha",
    more: "method-more-ntk_alpha",
    factor: Some(&ALPHA),
    hf: &HfRules {
        reads: &["dynamic"],
        claimed_by: Some("alpha"),
        writes: Some("dynamic"),
        renamed: &[("alpha", Key::Factor)],
        fixed: &[("factor", 1.0)],
        ..HfRules::PLAIN
    },
};

/// HunYuan's alpha, held in the factor's key: its control and the frequencies view call it so.
static ALPHA: ParamName = ParamName {
    name: "alpha",
    label: "alpha (HunYuan)",
    // i18n: English (docs); the control shows method-param-alpha-hint (ParamName::hint_msg)
    hint: "HunYuan's alpha: the base becomes base x alpha^(d/(d-2)) at every length (Hunyuan-A13B: 1000). The frequencies view gives the base it makes.",
};

#[cfg(test)]
mod tests {
    use super::super::{apply, FreqSource, Method, Note, Params, Scaling};
    use crate::rope::error::Key;

    /// The factor's control and the frequencies view's sentence call it alpha here, and the
    /// sentence gives the base it makes (the preset's 1000 at d = 128: 10000 x 1000^(128/126)).
    #[test]
    fn its_factor_is_named_alpha_with_the_base_it_gives() {
        let named = Method::NtkAlpha.param_name(Key::Factor).unwrap();
        assert_eq!(named.name, "alpha");
        assert!(named.label.starts_with("alpha"));
        assert!(Method::NtkAlpha.param_name(Key::Orig).is_none());
        // The other methods keep the key table's "Factor s".
        assert!(Method::ALL
            .iter()
            .filter(|&&m| m != Method::NtkAlpha)
            .all(|m| m.param_name(Key::Factor).is_none()));
        let p = Params {
            factor: 1000.0,
            ..Params::default()
        };
        let s = apply(
            128,
            &FreqSource::Base(10_000.0),
            &Scaling::new(Method::NtkAlpha, p.clone()),
        )
        .unwrap();
        let base = s.effective_base.unwrap();
        assert!((base / (10_000.0 * 1000f64.powf(128.0 / 126.0)) - 1.0).abs() < 1e-12);
        let note = crate::rope::base::i18n::en(&super::RULES.note(&p, 128, 10_000.0, &s));
        assert!(
            note.starts_with(&format!(
                "NTK with a fixed alpha: the base becomes {base:.0} = 10000 x alpha^(d/(d-2)) with alpha = 1000 and d = 128."
            )),
            "{note}"
        );
        // The preset's note says "about 11158840": the same number.
        assert_eq!(format!("{base:.0}"), "11158840");
        assert!(!note.contains("factor"), "{note}");
    }

    #[test]
    fn the_base_is_stretched_by_alpha_at_every_length() {
        // d = 8, base 10000, alpha 1000: base' = 10000 x 1000^(8/6) = 10^8 exactly, so pair i
        // turns 10^(-8 x 2i/8) = 10^(-2i) radians per position.
        for len in [1, 100_000] {
            let p = Params {
                factor: 1000.0,
                len: Some(len),
                ..Params::default()
            };
            let s = apply(
                8,
                &FreqSource::Base(10_000.0),
                &Scaling::new(Method::NtkAlpha, p),
            )
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
