//! Position skipping (the long-context lab) against Hugging Face transformers' forward pass with
//! explicit `position_ids` (tests/data/model_longctx_reference.json, written by
//! tools/model_reference/generate.py), and the prefix reuse against one full pass.
//!
//! Tolerance. Both sides compute in float32 with the same weights, and the angles the same way
//! (`position as f32 * inv_freq` in float32, see `RopeSettings::apply_at`), so at a gap of
//! 60,000 the differences are again only the order of float sums: the answer's log-probabilities
//! agree to 2.6e-5 nats at most (measured on x86-64, printed with `--nocapture`; bound 1e-3). Angles in
//! f64 would differ from HF's by up to half an ulp of the float32 product, ~0.002 rad for the
//! fastest pair at position 60,000: `exact_angles_differ_at_large_positions` shows that this
//! is a real difference, so the f32 rule is needed to match.

mod common;
use common::*;
use ropescope_model::{RopeSettings, Segment, MAX_POSITION};
use std::path::PathBuf;

/// Bound on |our log-prob - HF's| per answer token, nats.
const LOGPROB: f64 = 1e-3;

fn long_reference() -> serde_json::Value {
    let p = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("../tests/data/model_longctx_reference.json");
    let s = std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    serde_json::from_str(&s).expect("reference JSON")
}

fn method_rope(r: &serde_json::Value, name: &str) -> RopeSettings {
    let m = r["methods"]
        .as_array()
        .unwrap()
        .iter()
        .find(|m| m["method"] == name)
        .unwrap_or_else(|| panic!("method {name}"));
    RopeSettings {
        inv_freq: f32s(&m["inv_freq"]),
        attention_factor: m["attention_factor"].as_f64().unwrap() as f32,
        ..model().default_rope()
    }
}

struct Ids {
    before: Vec<u32>,
    after: Vec<u32>,
    answer: Vec<u32>,
}

fn ids(r: &serde_json::Value) -> Ids {
    let m = model();
    let tok = |k: &str| m.tokenizer().encode(r[k].as_str().unwrap());
    let got = Ids {
        before: tok("before"),
        after: tok("after"),
        answer: tok("answer"),
    };
    // Each text tokenized on its own, as HF did.
    assert_eq!(got.before, u32s(&r["ids"]["before"]));
    assert_eq!(got.after, u32s(&r["ids"]["after"]));
    assert_eq!(got.answer, u32s(&r["ids"]["answer"]));
    got
}

#[test]
fn pass_key_across_gaps_matches_hugging_face() {
    let r = long_reference();
    let m = model();
    let ids = ids(&r);
    let tail: Vec<u32> = ids.after.iter().chain(&ids.answer).copied().collect();
    let b = ids.before.len() as u32;
    let mut worst: f64 = 0.0;
    for method in ["none", "yarn8"] {
        let rope = method_rope(&r, method);
        let prefix = m
            .prefix(
                &Segment {
                    ids: ids.before.clone(),
                    start: 0,
                },
                &rope,
            )
            .unwrap();
        let cases: Vec<&serde_json::Value> = r["cases"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|c| c["method"] == method)
            .collect();
        assert_eq!(cases.len(), 3);
        let starts: Vec<u32> = cases
            .iter()
            .map(|c| b + c["gap"].as_u64().unwrap() as u32)
            .collect();
        // All gaps in one batched pass after the shared prefix.
        let got = m
            .score_tail(&rope, Some(&prefix), &tail, &starts, ids.after.len())
            .unwrap();
        for (c, g) in cases.iter().zip(&got) {
            let want: Vec<f64> = c["answer_logprobs"]
                .as_array()
                .unwrap()
                .iter()
                .map(|x| x.as_f64().unwrap())
                .collect();
            assert_eq!(g.logprobs.len(), want.len());
            for (a, w) in g.logprobs.iter().zip(&want) {
                worst = worst.max((a - w).abs());
                assert!(
                    (a - w).abs() < LOGPROB,
                    "{method} gap {}: log-prob {a} vs HF {w}",
                    c["gap"]
                );
            }
            assert_eq!(g.argmax, u32s(&c["argmax"]), "{method} gap {}", c["gap"]);
            assert_eq!(g.greedy, c["greedy"].as_bool().unwrap());
            let mean = c["mean_logprob"].as_f64().unwrap();
            assert!((g.mean_logprob - mean).abs() < LOGPROB);
            assert!((g.prob - g.logprobs.iter().sum::<f64>().exp()).abs() < 1e-12);
            eprintln!(
                "{method} gap {:>5}: mean log-prob {:.5} (HF {mean:.5}), p {:.4}, greedy {}",
                c["gap"], g.mean_logprob, g.prob, g.greedy
            );
        }
    }
    eprintln!("max |log-prob - HF| over the answer tokens: {worst:.2e} nats");
    // The data itself shows what the lab is for: recalled at gap 0, lost by 60,000 without
    // scaling (a check that the reference is the experiment it claims to be).
    let case = |method: &str, gap: u64| {
        r["cases"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["method"] == method && c["gap"] == gap)
            .unwrap()
            .clone()
    };
    assert_eq!(case("none", 0)["greedy"], true);
    assert_eq!(case("none", 60000)["greedy"], false);
}

#[test]
fn prefix_reuse_equals_one_full_pass() {
    let r = long_reference();
    let m = model();
    let ids = ids(&r);
    let rope = method_rope(&r, "none");
    let tail: Vec<u32> = ids.after.iter().chain(&ids.answer).copied().collect();
    let prefix = m
        .prefix(
            &Segment {
                ids: ids.before.clone(),
                start: 5,
            },
            &rope,
        )
        .unwrap();
    let b = 5 + ids.before.len() as u32;
    let starts = [b, b + 777, b + 123_456];
    let batched = m
        .score_tail(&rope, Some(&prefix), &tail, &starts, ids.after.len())
        .unwrap();
    for (s, got) in starts.iter().zip(&batched) {
        let full = m
            .score_segments(
                &[
                    Segment {
                        ids: ids.before.clone(),
                        start: 5,
                    },
                    Segment {
                        ids: tail.clone(),
                        start: *s,
                    },
                ],
                &rope,
                ids.answer.len(),
            )
            .unwrap();
        for (a, b) in got.logprobs.iter().zip(&full.logprobs) {
            assert!((a - b).abs() < 1e-4, "start {s}: {a} vs {b}");
        }
        assert_eq!(got.argmax, full.argmax);
    }
    // Without a prefix the tail stands alone: a different (worse) answer score.
    let alone = m
        .score_tail(&rope, None, &tail, &[0], ids.after.len())
        .unwrap();
    assert!(alone[0].mean_logprob < batched[0].mean_logprob - 0.5);
    // Only distances matter: the same segments moved by 1000 give the same numbers.
    let moved = m
        .score_segments(
            &[
                Segment {
                    ids: ids.before.clone(),
                    start: 1005,
                },
                Segment {
                    ids: tail.clone(),
                    start: b + 1000 + 777,
                },
            ],
            &rope,
            ids.answer.len(),
        )
        .unwrap();
    for (a, b) in moved.logprobs.iter().zip(&batched[1].logprobs) {
        assert!((a - b).abs() < 1e-3, "shifted: {a} vs {b}");
    }
}

#[test]
fn token_losses_equal_the_full_run() {
    let m = model();
    let rope = m.default_rope();
    let ids = m
        .tokenizer()
        .encode("RoPE turns each pair of dimensions of the query and key by an angle proportional to the position, so the score depends only on the distance.");
    let full = m
        .run(&ids, &rope, ropescope_model::Probe { layer: 0, head: 0 })
        .unwrap();
    let got = m.token_losses(&ids, 0, &rope).unwrap();
    assert_eq!(got.len(), full.token_loss.len());
    for (a, b) in got.iter().zip(&full.token_loss) {
        assert!((a - *b as f64).abs() < 1e-4, "{a} vs {b}");
    }
    // 1024 tokens run (more than `run` accepts); the losses are finite and positive.
    let long: Vec<u32> = ids.iter().copied().cycle().take(1024).collect();
    let t0 = std::time::Instant::now();
    let l = m.token_losses(&long, 0, &rope).unwrap();
    eprintln!("1024 tokens: {:.0} ms", t0.elapsed().as_secs_f64() * 1e3);
    assert_eq!(l.len(), 1023);
    assert!(l.iter().all(|x| x.is_finite() && *x >= 0.0));
    // A repeated text is easy to continue: the later copies cost less than the first.
    let n = ids.len() - 1;
    let first: f64 = l[..n].iter().sum::<f64>() / n as f64;
    let later: f64 = l[900..].iter().sum::<f64>() / (l.len() - 900) as f64;
    assert!(later < first / 2.0, "{first} {later}");
}

#[test]
fn exact_angles_differ_at_large_positions() {
    // The f32 product HF uses vs the exact angle, for the fastest pair.
    let p = 60_000u32;
    let f = model().default_rope().inv_freq;
    let f32_angle = (p as f32 * f[0]) as f64;
    assert_eq!(f32_angle, 60_000.0); // f[0] = 1: exact here
    let i = 5;
    let exact = p as f64 * f[i] as f64;
    let hf = (p as f32 * f[i]) as f64;
    assert!(exact != hf, "pair {i}: {exact} {hf}");
    assert!((exact - hf).abs() < 0.01);
}

#[test]
fn bad_positions_and_tails_are_errors() {
    let m = model();
    let rope = m.default_rope();
    let ids = m.tokenizer().encode("The pass key is 1234.");
    let seg = |start| Segment {
        ids: ids.clone(),
        start,
    };
    assert!(m.prefix(&seg(MAX_POSITION), &rope).is_err());
    assert!(m
        .prefix(
            &Segment {
                ids: vec![],
                start: 0
            },
            &rope
        )
        .is_err());
    assert!(m
        .prefix(
            &Segment {
                ids: vec![u32::MAX],
                start: 0
            },
            &rope
        )
        .is_err());
    let p = m.prefix(&seg(0), &rope).unwrap();
    // before the prefix's end, scored from 0, nothing to score, no starts, another RoPE
    assert!(m.score_tail(&rope, Some(&p), &ids, &[1], 1).is_err());
    assert!(m.score_tail(&rope, Some(&p), &ids, &[100], 0).is_err());
    assert!(m
        .score_tail(&rope, Some(&p), &ids, &[100], ids.len())
        .is_err());
    assert!(m.score_tail(&rope, Some(&p), &ids, &[], 1).is_err());
    let other = RopeSettings::standard(10_000.0, 64, rope.layout);
    assert!(m.score_tail(&other, Some(&p), &ids, &[100], 1).is_err());
    // The last position itself is allowed.
    let last = MAX_POSITION - ids.len() as u32 + 1;
    assert!(m.score_tail(&rope, Some(&p), &ids, &[last], 1).is_ok());
    assert!(m.score_tail(&rope, Some(&p), &ids, &[last + 1], 1).is_err());
    assert!(m.score_segments(&[seg(10), seg(5)], &rope, 1).is_err());
    assert!(m.token_losses(&ids[..1], 0, &rope).is_err());
}

/// The lab's sweep with several pass keys: each key's first text is a row of one batched
/// prefix pass, and every key's question and answer at every gap one row of one tail pass.
/// Each row's score must equal the per-key computation (its own prefix, its own tail pass).
#[test]
fn batched_keys_equal_one_key_at_a_time() {
    use ropescope_model::TailRow;
    let m = model();
    let tok = |s: &str| m.tokenizer().encode(s);
    let keys = ["40817", "93562", "10475", "68294"];
    let before: Vec<Vec<u32>> = keys
        .iter()
        .map(|k| {
            tok(&format!(
                "The pass key is {k}. Remember it. The pass key is {k}."
            ))
        })
        .collect();
    let after = tok(" What is the pass key? The pass key is");
    let tails: Vec<Vec<u32>> = keys
        .iter()
        .map(|k| after.iter().copied().chain(tok(&format!(" {k}"))).collect())
        .collect();
    // The keys' texts tokenize to equal lengths (one token per digit), as the batch needs.
    assert!(before.iter().all(|b| b.len() == before[0].len()));
    assert!(tails.iter().all(|t| t.len() == tails[0].len()));
    let gaps = [0u32, 2048, 7168, 32768];
    let mut worst: f64 = 0.0;
    for rope in [
        m.default_rope(),
        RopeSettings {
            inv_freq: m.default_rope().inv_freq.iter().map(|f| f / 8.0).collect(),
            ..m.default_rope()
        },
    ] {
        let segs: Vec<Segment> = before
            .iter()
            .map(|b| Segment {
                ids: b.clone(),
                start: 0,
            })
            .collect();
        let batch = m.prefixes(&segs, &rope).unwrap();
        assert_eq!(batch.rows(), keys.len());
        let next = batch.next_position();
        // Every key at every gap, gap-major (as the worker sends them).
        let rows: Vec<TailRow> = gaps
            .iter()
            .flat_map(|&g| {
                tails.iter().enumerate().map(move |(k, t)| TailRow {
                    ids: t.clone(),
                    start: next + g,
                    prefix_row: k,
                })
            })
            .collect();
        let got = m
            .score_tails(&rope, Some(&batch), &rows, after.len())
            .unwrap();
        assert_eq!(got.len(), gaps.len() * keys.len());
        for (k, seg) in segs.iter().enumerate() {
            let one = m.prefix(seg, &rope).unwrap();
            let starts: Vec<u32> = gaps.iter().map(|g| next + g).collect();
            let want = m
                .score_tail(&rope, Some(&one), &tails[k], &starts, after.len())
                .unwrap();
            for (gi, w) in want.iter().enumerate() {
                let g = &got[gi * keys.len() + k];
                for (a, b) in g.logprobs.iter().zip(&w.logprobs) {
                    worst = worst.max((a - b).abs());
                    assert!((a - b).abs() < 1e-4, "key {k} gap {}: {a} vs {b}", gaps[gi]);
                }
                assert_eq!(g.argmax, w.argmax, "key {k} gap {}", gaps[gi]);
                assert_eq!(g.greedy, w.greedy);
            }
        }
        // Rows in any order, some prefix rows repeated or unused: the same numbers.
        let picked: Vec<TailRow> = [7usize, 0, 7, 13]
            .iter()
            .map(|&i| rows[i].clone())
            .collect();
        let again = m
            .score_tails(&rope, Some(&batch), &picked, after.len())
            .unwrap();
        for (a, &i) in again.iter().zip(&[7usize, 0, 7, 13]) {
            for (x, y) in a.logprobs.iter().zip(&got[i].logprobs) {
                assert!((x - y).abs() < 1e-4, "row {i}: {x} vs {y}");
            }
        }
        // The keys really differ: not every row scores the same.
        assert!(got
            .iter()
            .any(|g| (g.mean_logprob - got[0].mean_logprob).abs() > 1e-3));
    }
    eprintln!("max |batched - one key at a time|: {worst:.2e} nats");
}

#[test]
fn bad_batches_are_errors() {
    use ropescope_model::TailRow;
    let m = model();
    let rope = m.default_rope();
    let a = m.tokenizer().encode("The pass key is 1234.");
    let b = m.tokenizer().encode("The pass key is 12345 and more.");
    assert_ne!(a.len(), b.len());
    let seg = |ids: &Vec<u32>, start| Segment {
        ids: ids.clone(),
        start,
    };
    // Unequal lengths or starts, none at all, too many.
    assert!(m.prefixes(&[seg(&a, 0), seg(&b, 0)], &rope).is_err());
    assert!(m.prefixes(&[seg(&a, 0), seg(&a, 3)], &rope).is_err());
    assert!(m.prefixes(&[], &rope).is_err());
    let many: Vec<Segment> = (0..=ropescope_model::MAX_BATCH)
        .map(|_| seg(&a, 0))
        .collect();
    assert!(m.prefixes(&many, &rope).is_err());
    let p = m.prefixes(&[seg(&a, 0), seg(&a, 0)], &rope).unwrap();
    let row = |ids: &Vec<u32>, prefix_row| TailRow {
        ids: ids.clone(),
        start: 100,
        prefix_row,
    };
    // A prefix row that is not there, tails of unequal lengths, no rows.
    assert!(m.score_tails(&rope, Some(&p), &[row(&a, 2)], 1).is_err());
    assert!(m.score_tails(&rope, None, &[row(&a, 1)], 1).is_err());
    assert!(m
        .score_tails(&rope, Some(&p), &[row(&a, 0), row(&b, 1)], 1)
        .is_err());
    assert!(m.score_tails(&rope, Some(&p), &[], 1).is_err());
    assert!(m
        .score_tails(&rope, Some(&p), &[row(&a, 0), row(&a, 1)], 1)
        .is_ok());
}
