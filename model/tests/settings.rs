//! RoPE settings act on the real model as documented; bad input is an error.

mod common;
use common::*;
use ropescope_model::{ModelError, Probe, RopeSettings, MAX_TOKENS};

fn ids() -> Vec<u32> {
    model()
        .tokenizer()
        .encode("The capital of France is Paris. The capital of Germany is")
}

#[test]
fn rope_off_equals_every_pair_dropped() {
    let m = model();
    let p = Probe { layer: 5, head: 2 };
    let off = m
        .run(
            &ids(),
            &RopeSettings {
                enabled: false,
                ..m.default_rope()
            },
            p,
        )
        .unwrap();
    let dropped = m
        .run(
            &ids(),
            &RopeSettings {
                drop_lowest_pairs: 32,
                ..m.default_rope()
            },
            p,
        )
        .unwrap();
    assert_eq!(off.probe.q_post, off.probe.q_pre);
    assert_eq!(off.probe.q_post, dropped.probe.q_post);
    assert_eq!(off.token_loss, dropped.token_loss);
    let on = m.run(&ids(), &m.default_rope(), p).unwrap();
    // The model was trained with RoPE: taking it away hurts.
    assert!(
        off.mean_loss.unwrap() > on.mean_loss.unwrap() + 0.5,
        "{:?} vs {:?}",
        off.mean_loss,
        on.mean_loss
    );
}

#[test]
fn attention_factor_scales_rotated_q_and_k() {
    let m = model();
    let p = Probe { layer: 3, head: 7 };
    let a = m.run(&ids(), &m.default_rope(), p).unwrap();
    let b = m
        .run(
            &ids(),
            &RopeSettings {
                attention_factor: 1.5,
                ..m.default_rope()
            },
            p,
        )
        .unwrap();
    // Every layer's attention changes, so q/k can be compared exactly only at layer 0, where
    // their input is the same.
    let a0 = m
        .run(&ids(), &m.default_rope(), Probe { layer: 0, head: 7 })
        .unwrap();
    let b0 = m
        .run(
            &ids(),
            &RopeSettings {
                attention_factor: 1.5,
                ..m.default_rope()
            },
            Probe { layer: 0, head: 7 },
        )
        .unwrap();
    for (x, y) in a0.probe.q_post.iter().zip(&b0.probe.q_post) {
        assert!((1.5 * x - y).abs() <= 1e-5 * x.abs().max(1.0));
    }
    assert_eq!(a0.probe.q_pre, b0.probe.q_pre);
    assert_ne!(a.probe.attn, b.probe.attn);
}

#[test]
fn partial_rotary_rotates_only_the_leading_dims() {
    let m = model();
    let mut r = RopeSettings::standard(100_000.0, 32, m.default_rope().layout);
    r.attention_factor = 1.0;
    let o = m.run(&ids(), &r, Probe { layer: 0, head: 1 }).unwrap();
    for t in 0..o.ids.len() {
        let row = t * 64;
        assert_eq!(
            o.probe.q_post[row + 32..row + 64],
            o.probe.q_pre[row + 32..row + 64]
        );
        assert_eq!(
            o.probe.k_post[row + 32..row + 64],
            o.probe.k_pre[row + 32..row + 64]
        );
        if t > 0 {
            assert_ne!(o.probe.q_post[row..row + 32], o.probe.q_pre[row..row + 32]);
        }
    }
    // position 0 is never rotated
    assert_eq!(o.probe.q_post[..64], o.probe.q_pre[..64]);
}

#[test]
fn outputs_are_consistent() {
    let m = model();
    let ids = ids();
    let t = ids.len();
    let o = m
        .run(&ids, &m.default_rope(), Probe { layer: 12, head: 5 })
        .unwrap();
    assert_eq!(o.probe.kv_head, 1);
    assert_eq!(o.tokens.len(), t);
    assert_eq!(
        o.tokens.concat(),
        "The capital of France is Paris. The capital of Germany is"
    );
    assert_eq!(o.top5[0].text, " Berlin");
    assert!(o.top5.windows(2).all(|w| w[0].prob >= w[1].prob));
    assert_eq!(o.token_loss.len(), t - 1);
    let mean = o.token_loss.iter().sum::<f32>() / (t - 1) as f32;
    assert!((mean - o.mean_loss.unwrap()).abs() < 1e-5);
    for q in 0..t {
        let row = &o.probe.attn[q * t..(q + 1) * t];
        assert!((row.iter().sum::<f32>() - 1.0).abs() < 1e-5);
        assert!(row[q + 1..].iter().all(|&x| x == 0.0), "causal");
    }
    // q heads 3, 4, 5 share kv head 1
    let o4 = m
        .run(&ids, &m.default_rope(), Probe { layer: 12, head: 3 })
        .unwrap();
    assert_eq!(o4.probe.k_pre, o.probe.k_pre);
    let pn = &o.pair_norms;
    assert_eq!(
        (pn.n_layers, pn.n_heads, pn.n_kv_heads, pn.n_pairs),
        (30, 9, 3, 32)
    );
    assert_eq!(pn.q.len(), 30 * 9 * 32);
    assert_eq!(pn.k.len(), 30 * 3 * 32);
    assert!(pn.q.iter().chain(&pn.k).all(|&x| x.is_finite() && x >= 0.0));
    // pair norm of the probe head in its layer, recomputed from q_pre
    let (l, h) = (12, 5);
    for i in 0..32 {
        let mean = (0..t)
            .map(|p| o.probe.q_pre[p * 64 + 2 * i].hypot(o.probe.q_pre[p * 64 + 2 * i + 1]))
            .sum::<f32>()
            / t as f32;
        assert!((mean - pn.q[(l * 9 + h) * 32 + i]).abs() < 1e-4 * mean.max(1.0));
    }
    // one token: no loss
    let one = m
        .run(&ids[..1], &m.default_rope(), Probe { layer: 0, head: 0 })
        .unwrap();
    assert_eq!(one.mean_loss, None);
    assert!(one.token_loss.is_empty());
}

#[test]
fn bad_input_is_an_error() {
    let m = model();
    let r = m.default_rope();
    let p = Probe { layer: 0, head: 0 };
    let bad = |e: Result<ropescope_model::Output, ModelError>| {
        assert!(matches!(e, Err(ModelError::BadInput(_))), "{e:?}")
    };
    bad(m.run(&[], &r, p));
    bad(m.run(&[49152], &r, p));
    bad(m.run(&vec![1; MAX_TOKENS + 1], &r, p));
    bad(m.run(&[1, 2], &r, Probe { layer: 30, head: 0 }));
    bad(m.run(&[1, 2], &r, Probe { layer: 0, head: 9 }));
    bad(m.run(
        &[1, 2],
        &RopeSettings {
            inv_freq: vec![1.0; 31],
            ..r.clone()
        },
        p,
    ));
    bad(m.run(
        &[1, 2],
        &RopeSettings {
            rotary_dim: 66,
            inv_freq: vec![1.0; 33],
            ..r.clone()
        },
        p,
    ));
    bad(m.run(
        &[1, 2],
        &RopeSettings {
            rotary_dim: 63,
            ..r.clone()
        },
        p,
    ));
    let mut nan = r.clone();
    nan.inv_freq[3] = f32::NAN;
    bad(m.run(&[1, 2], &nan, p));
    bad(m.run(
        &[1, 2],
        &RopeSettings {
            drop_lowest_pairs: 33,
            ..r.clone()
        },
        p,
    ));
    bad(m.run(
        &[1, 2],
        &RopeSettings {
            attention_factor: f32::INFINITY,
            ..r.clone()
        },
        p,
    ));
}
