//! Property tests: relative-position invariance, norm preservation, the score identity, and
//! configuration round-trips through the URL query string.

#![cfg(not(target_arch = "wasm32"))]

use proptest::prelude::*;
use ropescope::rope::maths::rotate::{dot, norm, rotate_vector, Layout};
use ropescope::rope::maths::score::decompose;
use ropescope::rope::{Config, Method};

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
                let mut c = Config {
                    text: words.join(" "),
                    offset,
                    dim,
                    base,
                    layout,
                    scaling,
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
                    ..Config::default()
                };
                if given {
                    c.q = Some((0..dim).map(|i| (i as f64 * 0.37).sin()).collect());
                    c.qpos = Some(offset + 7_000);
                    c.len = Some(orig + 1);
                }
                c
            },
        )
}
