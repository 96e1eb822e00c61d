//! Property tests: relative-position invariance, norm preservation, the score identity, and
//! configuration round-trips through the URL query string.

#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use ropescope::rope::maths::mrope::rescale_sections;
use ropescope::rope::maths::rotate::{dot, norm, rotate_vector, Layout};
use ropescope::rope::maths::scaling::{Params, Scaling};
use ropescope::rope::maths::score::decompose;
use ropescope::rope::{Config, Key, Method};

fn layout() -> impl Strategy<Value = Layout> {
    prop_oneof![Just(Layout::Interleaved), Just(Layout::Half)]
}

fn vec_pair(max_pairs: usize) -> impl Strategy<Value = (Vec<f64>, Vec<f64>, Vec<f64>)> {
    (1..=max_pairs).prop_flat_map(|pairs| {
        (
            prop::collection::vec(-1.0f64..1.0, 2 * pairs),
            prop::collection::vec(-1.0f64..1.0, 2 * pairs),
            prop::collection::vec(1e-5f64..1.5, pairs),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    #[test]
    fn score_depends_only_on_relative_position(
        (q, k, w) in vec_pair(32), m in 0u32..5000, n in 0u32..5000, shift in 0u32..5000, layout in layout()
    ) {
        let a = decompose(&q, m as f64, &k, n as f64, &w, layout).total;
        let b = decompose(&q, (m + shift) as f64, &k, (n + shift) as f64, &w, layout).total;
        prop_assert!((a - b).abs() <= 1e-9, "{a} vs {b}");
    }

    #[test]
    fn contributions_sum_to_the_dot_of_rotated_vectors(
        (q, k, w) in vec_pair(32), m in 0u32..5000, n in 0u32..5000, layout in layout()
    ) {
        let s = decompose(&q, m as f64, &k, n as f64, &w, layout);
        let rq = rotate_vector(&q, m as f64, &w, layout);
        let rk = rotate_vector(&k, n as f64, &w, layout);
        prop_assert!((s.total - dot(&rq, &rk)).abs() <= 1e-10);
        prop_assert_eq!(&s.rotated_q, &rq);
    }

    #[test]
    fn rotation_preserves_norms((q, _k, w) in vec_pair(64), p in 0u32..100_000, layout in layout()) {
        let r = rotate_vector(&q, p as f64, &w, layout);
        prop_assert!((norm(&r) - norm(&q)).abs() <= 1e-12);
    }

    /// Sections rescaled to a new pair count add up to it, each within one of its exact share,
    /// and come back unchanged from any whole multiple of their total.
    #[test]
    fn sections_rescale_in_proportion(s in prop::collection::vec(0u64..200, 3), pairs in 1u64..=512, k in 1u64..=8) {
        let total: u64 = s.iter().sum();
        prop_assume!(total > 0);
        let r = rescale_sections(&s, pairs).unwrap();
        prop_assert_eq!(r.iter().sum::<u64>(), pairs);
        for (x, y) in r.iter().zip(&s) {
            let share = *y as f64 * pairs as f64 / total as f64;
            prop_assert!((*x as f64 - share).abs() < 1.0, "{:?} -> {:?}", s, r);
        }
        let up = rescale_sections(&s, total * k).unwrap();
        prop_assert_eq!(rescale_sections(&up, total).unwrap(), s);
    }

    /// A new d never empties or breaks the sections: the edit is accepted, and they share out
    /// the new d/2 pairs.
    #[test]
    fn a_new_d_keeps_the_sections(pairs in 1u64..=64, s in prop::collection::vec(0u64..50, 3), d in 1usize..=512) {
        prop_assume!(s.iter().sum::<u64>() > 0);
        let s = rescale_sections(&s, pairs).unwrap();
        let q = format!("dim={}&mrope={},{},{}", 2 * pairs, s[0], s[1], s[2]);
        let c = Config::from_query(&q).unwrap().config;
        let e = c.try_edit(Key::Dim, &(2 * d).to_string()).unwrap();
        let got = e.config.multimodal.mrope.clone().unwrap();
        prop_assert_eq!(got.iter().sum::<u64>(), d as u64);
        e.config.validate().unwrap();
        prop_assert_eq!(e.adjusted.contains(&Key::Mrope), d as u64 != pairs);
    }

    #[test]
    fn config_round_trips_through_the_query(c in config()) {
        c.validate().unwrap();
        let q = c.to_query();
        let back = Config::from_query(&q).unwrap();
        prop_assert_eq!(back.config, c);
        prop_assert!(back.unknown_keys.is_empty());
    }
}

/// Random valid configurations (text with unicode and URL-special characters, every method).
fn config() -> impl Strategy<Value = Config> {
    let words = prop::collection::vec(
        prop_oneof![
            "[a-zA-Z]{1,8}",
            Just("&=+%?#".to_string()),
            Just("naïve".to_string()),
            Just("שלום".to_string()),
            Just("👍".to_string()),
            Just("<b>".to_string()),
        ],
        1..20,
    );
    (
        words,
        0u64..1000,
        1usize..=64,
        1.0001f64..1e7,
        prop_oneof![Just(Layout::Interleaved), Just(Layout::Half)],
        prop::sample::select(Method::ALL.to_vec()),
        1.0f64..64.0,
        1u64..100_000,
        (2.0f64..64.0, 0.01f64..2.0, any::<bool>()),
        (
            prop::option::of(0.1f64..3.0),
            prop::option::of(0.0f64..2.0),
            prop::option::of(0.0f64..2.0),
        ),
        (0.1f64..2.0, 2.5f64..16.0),
        any::<bool>(),
    )
        .prop_map(
            |(
                words,
                offset,
                pairs,
                base,
                layout,
                scaling,
                factor,
                orig,
                (bf, bs, truncate),
                (attn, mscale, mad),
                (lo, hi),
                given,
            )| {
                let dim = 2 * pairs.max(if scaling.rules().needs_two_pairs() {
                    2
                } else {
                    1
                });
                let mut c = Config::default();
                c.sentence.text = words.join(" ");
                c.sentence.offset = offset;
                c.rope.dim = dim;
                c.rope.base = base;
                c.rope.layout = layout;
                c.scaling = Scaling::new(
                    scaling,
                    Params {
                        factor,
                        orig,
                        beta_fast: bf,
                        beta_slow: bs,
                        truncate,
                        attn,
                        mscale,
                        mscale_all_dim: mad,
                        low_freq_factor: lo,
                        high_freq_factor: hi,
                        ..Params::default()
                    },
                );
                if given {
                    c.sentence.q = Some((0..dim).map(|i| (i as f64 * 0.37).sin()).collect());
                    c.sentence.qpos = Some(offset + 7_000);
                    c.scaling.params.len = Some(orig + 1);
                }
                c
            },
        )
}
