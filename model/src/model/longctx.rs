//! Long context by position skipping: token segments placed at chosen positions.
//!
//! RoPE sees positions only through the query-key distance, so a text can be placed at any
//! position without processing the positions in between (as in PoSE, Zhu et al. 2023). A run
//! here is a *prefix* (the first segment, e.g. a sentence stating a pass key, at its own first
//! position) whose keys and values are computed once ([`Model::prefix`]), then a *tail* (the
//! question and the answer) run after it at any number of first positions in one batched pass
//! ([`Model::score_tail`]): the prefix's keys and values do not depend on where the tail goes,
//! and the tail's matrix products do not depend on its positions, so the weights are read once
//! for every gap. Only the answer's tokens are scored: the mean natural-log probability per
//! token, the answer's probability, and whether greedy decoding reproduces it exactly.
//!
//! Nothing here is approximate: a prefix reused across tails gives the same numbers as one
//! full pass over the joined ids with the same positions (tested in `tests/longctx.rs`, and
//! against Hugging Face's forward pass with explicit `position_ids`).

use super::{rms_norm, MatmulMode, Model};
use crate::error::{ModelError, Result};
use crate::rope::{RopeSettings, MAX_POSITION};
use candle_core::{Device, Tensor, D};
use serde::{Deserialize, Serialize};

/// Longest token sequence of one long-context run (prefix plus tail, or the short-range text).
pub const MAX_RUN_TOKENS: usize = 1024;

/// Most first positions one [`Model::score_tail`] call may batch.
pub const MAX_BATCH: usize = 64;

/// Rows of logits computed at once (each row is `vocab` floats: 128 rows = 25 MB).
const LOGIT_ROWS: usize = 128;

/// Token ids and the position of the first one (the others follow one by one).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Segment {
    pub ids: Vec<u32>,
    pub start: u32,
}

/// The keys (after RoPE) and values of a prefix in every layer, for reuse by later tokens.
pub struct KvPrefix {
    rope: RopeSettings,
    len: usize,
    /// The first position after the prefix.
    next: u32,
    /// Per layer: `(kv_heads, len, head_dim)`.
    k: Vec<Tensor>,
    v: Vec<Tensor>,
}

impl KvPrefix {
    /// Tokens in the prefix.
    pub fn len(&self) -> usize {
        self.len
    }
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }
    /// The first position after the prefix: a tail must start here or later.
    pub fn next_position(&self) -> u32 {
        self.next
    }
    pub fn rope(&self) -> &RopeSettings {
        &self.rope
    }
}

/// How well the model predicts the scored tokens (the answer) given what precedes them.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct AnswerScore {
    /// `ln p(token | everything before it)` for each scored token (natural log).
    pub logprobs: Vec<f64>,
    /// Mean of `logprobs`: the mean natural-log probability per answer token.
    pub mean_logprob: f64,
    /// The probability of the whole answer: `exp(sum of logprobs)`.
    pub prob: f64,
    /// The most likely token at each scored position, given the true tokens before it.
    pub argmax: Vec<u32>,
    /// Greedy decoding reproduces the answer exactly (every `argmax` is the answer's token).
    pub greedy: bool,
}

fn bad<T>(s: String) -> Result<T> {
    Err(ModelError::BadInput(s))
}

/// `[first, first+1, ...]` for `n` tokens, checked against [`MAX_POSITION`].
fn positions(first: u32, n: usize) -> Result<Vec<u32>> {
    let last = first as u64 + n.saturating_sub(1) as u64;
    if last > MAX_POSITION as u64 {
        return bad(format!(
            "positions {first}..={last} go past the largest position {MAX_POSITION}"
        ));
    }
    Ok((0..n as u32).map(|i| first + i).collect())
}

/// `ln softmax(row)[i]` for every i is `row[i] - lse`.
fn log_sum_exp(row: &[f32]) -> f64 {
    let m = row.iter().fold(f32::NEG_INFINITY, |a, &b| a.max(b)) as f64;
    m + row.iter().map(|&z| (z as f64 - m).exp()).sum::<f64>().ln()
}

/// The largest entry's index (the first among equals, as `argmax` in torch).
fn argmax(row: &[f32]) -> u32 {
    let mut best = 0;
    for (i, &z) in row.iter().enumerate() {
        if z > row[best] {
            best = i;
        }
    }
    best as u32
}

impl Model {
    fn check_ids(&self, ids: &[u32]) -> Result<()> {
        if let Some(&b) = ids.iter().find(|&&i| i as usize >= self.cfg.vocab) {
            return bad(format!("token id {b} >= vocab {}", self.cfg.vocab));
        }
        Ok(())
    }

    /// The forward pass over `b = positions.len()` copies of `ids`, copy j at `positions[j]`,
    /// each after the prefix (if any). Returns the final hidden states `(b * T, hidden)` after
    /// the output norm, and (when `keep`) every layer's keys and values of the new tokens
    /// (only for one copy).
    fn forward_positions(
        &self,
        ids: &[u32],
        positions: &[Vec<u32>],
        rope: &RopeSettings,
        prefix: Option<&KvPrefix>,
        keep: bool,
    ) -> Result<(Tensor, Vec<Tensor>, Vec<Tensor>)> {
        let c = &self.cfg;
        let dev = Device::Cpu;
        let (t, b) = (ids.len(), positions.len());
        let (hq, hkv, hd) = (c.n_heads, c.n_kv_heads, c.head_dim);
        let rep = hq / hkv;
        let p = prefix.map_or(0, |p| p.len);
        let all: Vec<u32> = positions.iter().flatten().copied().collect();
        debug_assert_eq!(all.len(), b * t);
        let scale = 1.0 / (hd as f64).sqrt();
        // Token i of the tail sees the whole prefix and tail tokens 0..=i.
        let mask: Vec<f32> = (0..t * (p + t))
            .map(|i| {
                let (row, col) = (i / (p + t), i % (p + t));
                if col > p + row {
                    f32::NEG_INFINITY
                } else {
                    0.0
                }
            })
            .collect();
        let mask = Tensor::from_vec(mask, (t, p + t), &dev)?;
        let mode = MatmulMode::Dequantized;
        let one = self.embed(ids)?;
        let mut x = if b == 1 {
            one
        } else {
            Tensor::cat(&vec![one; b], 0)?
        };
        let (mut keep_k, mut keep_v) = (Vec::new(), Vec::new());
        for (l, layer) in self.layers.iter().enumerate() {
            let h = rms_norm(&x, &layer.attn_norm, c.rms_eps)?;
            let mut q: Vec<f32> = layer.wq.forward(&h, mode)?.flatten_all()?.to_vec1()?;
            let mut k: Vec<f32> = layer.wk.forward(&h, mode)?.flatten_all()?.to_vec1()?;
            let v = layer.wv.forward(&h, mode)?;
            rope.apply_at(&mut q, &all, hq, hd);
            rope.apply_at(&mut k, &all, hkv, hd);
            // (b, heads, T, hd)
            let q = Tensor::from_vec(q, (b, t, hq, hd), &dev)?
                .transpose(1, 2)?
                .contiguous()?
                .reshape((b, hkv, rep * t, hd))?;
            let k = Tensor::from_vec(k, (b, t, hkv, hd), &dev)?
                .transpose(1, 2)?
                .contiguous()?;
            let v = v.reshape((b, t, hkv, hd))?.transpose(1, 2)?.contiguous()?;
            if keep {
                keep_k.push(k.get(0)?);
                keep_v.push(v.get(0)?);
            }
            let (k, v) = match prefix {
                Some(pre) => {
                    let pk = pre.k[l].unsqueeze(0)?.broadcast_as((b, hkv, p, hd))?;
                    let pv = pre.v[l].unsqueeze(0)?.broadcast_as((b, hkv, p, hd))?;
                    (
                        Tensor::cat(&[&pk.contiguous()?, &k], 2)?,
                        Tensor::cat(&[&pv.contiguous()?, &v], 2)?,
                    )
                }
                None => (k, v),
            };
            let scores = (q.matmul(&k.transpose(2, 3)?.contiguous()?)? * scale)?
                .reshape((b, hq, t, p + t))?
                .broadcast_add(&mask)?;
            let m = scores.max_keepdim(D::Minus1)?;
            let e = scores.broadcast_sub(&m)?.exp()?;
            let pr = e.broadcast_div(&e.sum_keepdim(D::Minus1)?)?;
            let o = pr.reshape((b, hkv, rep * t, p + t))?.matmul(&v)?;
            let o = o
                .reshape((b, hq, t, hd))?
                .transpose(1, 2)?
                .contiguous()?
                .reshape((b * t, hq * hd))?;
            x = (x + layer.wo.forward(&o, mode)?)?;
            let h = rms_norm(&x, &layer.ffn_norm, c.rms_eps)?;
            let g = layer.w_gate.forward(&h, mode)?.silu()?;
            let u = layer.w_up.forward(&h, mode)?;
            x = (x + layer.w_down.forward(&(g * u)?, mode)?)?;
        }
        Ok((rms_norm(&x, &self.out_norm, c.rms_eps)?, keep_k, keep_v))
    }

    /// The logits of the chosen rows of `x` (hidden states after the output norm), row-major
    /// `rows.len() x vocab`, computed [`LOGIT_ROWS`] rows at a time; `each` gets every row.
    fn logit_rows(&self, x: &Tensor, rows: &[usize], mut each: impl FnMut(&[f32])) -> Result<()> {
        let v = self.cfg.vocab;
        let head = self.lm_head.as_ref().unwrap_or(&self.embed);
        for chunk in rows.chunks(LOGIT_ROWS) {
            let idx = Tensor::from_vec(
                chunk.iter().map(|&r| r as u32).collect::<Vec<_>>(),
                chunk.len(),
                &Device::Cpu,
            )?;
            let sel = x.index_select(&idx, 0)?;
            let parts = head
                .iter()
                .map(|w| w.forward(&sel, MatmulMode::Dequantized))
                .collect::<Result<Vec<_>>>()?;
            let logits: Vec<f32> = Tensor::cat(&parts, 1)?.flatten_all()?.to_vec1()?;
            if logits.len() != chunk.len() * v {
                return Err(ModelError::Candle(format!("{} logits", logits.len())));
            }
            logits.chunks(v).for_each(&mut each);
        }
        Ok(())
    }

    /// Runs `segment` (its ids from its first position on) and keeps every layer's keys and
    /// values, for [`Model::score_tail`] to reuse.
    pub fn prefix(&self, segment: &Segment, rope: &RopeSettings) -> Result<KvPrefix> {
        rope.validate(self.cfg.head_dim)?;
        let n = segment.ids.len();
        if n == 0 || n > MAX_RUN_TOKENS {
            return bad(format!(
                "a prefix of {n} tokens (need 1..={MAX_RUN_TOKENS})"
            ));
        }
        self.check_ids(&segment.ids)?;
        let pos = positions(segment.start, n)?;
        let (_, k, v) = self.forward_positions(&segment.ids, &[pos], rope, None, true)?;
        Ok(KvPrefix {
            rope: rope.clone(),
            len: n,
            next: segment.start + n as u32,
            k,
            v,
        })
    }

    /// Scores `tail[scored_from..]` with the tail placed after `prefix` at each first position
    /// of `starts` (one batched pass; one score per start, in order). With no prefix the tail
    /// stands alone. `scored_from >= 1`: every scored token is predicted from tail tokens at
    /// its own placement (the prefix's last token does not know where the tail goes).
    pub fn score_tail(
        &self,
        rope: &RopeSettings,
        prefix: Option<&KvPrefix>,
        tail: &[u32],
        starts: &[u32],
        scored_from: usize,
    ) -> Result<Vec<AnswerScore>> {
        rope.validate(self.cfg.head_dim)?;
        if let Some(p) = prefix {
            if &p.rope != rope {
                return bad("the prefix was computed with other RoPE settings".into());
            }
        }
        let t = tail.len();
        let p = prefix.map_or(0, |p| p.len);
        if t == 0 || p + t > MAX_RUN_TOKENS {
            return bad(format!(
                "{p} + {t} tokens (need a tail and at most {MAX_RUN_TOKENS} in all)"
            ));
        }
        if scored_from == 0 || scored_from >= t {
            return bad(format!(
                "scored tokens from {scored_from} of a tail of {t} (need 1..{t})"
            ));
        }
        if starts.is_empty() || starts.len() > MAX_BATCH {
            return bad(format!(
                "{} first positions (need 1..={MAX_BATCH})",
                starts.len()
            ));
        }
        self.check_ids(tail)?;
        let min = prefix.map_or(0, |p| p.next);
        let pos = starts
            .iter()
            .map(|&s| {
                if s < min {
                    bad(format!("a tail at {s}, before the prefix ends at {min}"))
                } else {
                    positions(s, t)
                }
            })
            .collect::<Result<Vec<_>>>()?;
        let (x, _, _) = self.forward_positions(tail, &pos, rope, prefix, false)?;
        let answer = &tail[scored_from..];
        let rows: Vec<usize> = (0..starts.len())
            .flat_map(|j| (scored_from - 1..t - 1).map(move |i| j * t + i))
            .collect();
        let mut lp = Vec::with_capacity(rows.len());
        let mut am = Vec::with_capacity(rows.len());
        let mut r = 0;
        self.logit_rows(&x, &rows, |row| {
            let want = answer[r % answer.len()] as usize;
            lp.push(row[want] as f64 - log_sum_exp(row));
            am.push(argmax(row));
            r += 1;
        })?;
        Ok(lp
            .chunks(answer.len())
            .zip(am.chunks(answer.len()))
            .map(|(lp, am)| {
                let sum: f64 = lp.iter().sum();
                AnswerScore {
                    logprobs: lp.to_vec(),
                    mean_logprob: sum / lp.len() as f64,
                    prob: sum.exp(),
                    argmax: am.to_vec(),
                    greedy: am == answer,
                }
            })
            .collect())
    }

    /// One full pass (no reuse) over segments, each at its own first position (in increasing
    /// order, not overlapping), scoring the last `answer_len` tokens: the reference the
    /// prefix reuse of [`Model::score_tail`] is tested against.
    pub fn score_segments(
        &self,
        segments: &[Segment],
        rope: &RopeSettings,
        answer_len: usize,
    ) -> Result<AnswerScore> {
        rope.validate(self.cfg.head_dim)?;
        let mut ids = Vec::new();
        let mut pos = Vec::new();
        for s in segments {
            if let Some(&last) = pos.last() {
                if s.start <= last {
                    return bad(format!(
                        "a segment at {} overlaps or precedes the one before (ends at {last})",
                        s.start
                    ));
                }
            }
            ids.extend_from_slice(&s.ids);
            pos.extend(positions(s.start, s.ids.len())?);
        }
        let t = ids.len();
        if t > MAX_RUN_TOKENS || answer_len == 0 || answer_len >= t {
            return bad(format!(
                "{t} tokens scoring the last {answer_len} (need 1..{t}, at most {MAX_RUN_TOKENS} tokens)"
            ));
        }
        self.check_ids(&ids)?;
        let (x, _, _) = self.forward_positions(&ids, &[pos], rope, None, false)?;
        let answer = &ids[t - answer_len..];
        let rows: Vec<usize> = (t - answer_len - 1..t - 1).collect();
        let (mut lp, mut am) = (Vec::new(), Vec::new());
        self.logit_rows(&x, &rows, |row| {
            lp.push(row[answer[lp.len()] as usize] as f64 - log_sum_exp(row));
            am.push(argmax(row));
        })?;
        let sum: f64 = lp.iter().sum();
        Ok(AnswerScore {
            mean_logprob: sum / lp.len() as f64,
            prob: sum.exp(),
            greedy: am == answer,
            logprobs: lp,
            argmax: am,
        })
    }

    /// The loss at each token of `ids` placed from `start` on: `-ln p(ids[t+1] | ids[..=t])`
    /// in nats, `len - 1` values. Up to [`MAX_RUN_TOKENS`] tokens (the logits are computed a
    /// few rows at a time, so 1024 tokens need no 200 MB logits matrix).
    pub fn token_losses(&self, ids: &[u32], start: u32, rope: &RopeSettings) -> Result<Vec<f64>> {
        rope.validate(self.cfg.head_dim)?;
        let t = ids.len();
        if !(2..=MAX_RUN_TOKENS).contains(&t) {
            return bad(format!("{t} tokens (need 2..={MAX_RUN_TOKENS})"));
        }
        self.check_ids(ids)?;
        let pos = positions(start, t)?;
        let (x, _, _) = self.forward_positions(ids, &[pos], rope, None, false)?;
        let rows: Vec<usize> = (0..t - 1).collect();
        let mut out = Vec::with_capacity(t - 1);
        self.logit_rows(&x, &rows, |row| {
            out.push(log_sum_exp(row) - row[ids[out.len() + 1] as usize] as f64);
        })?;
        Ok(out)
    }
}
