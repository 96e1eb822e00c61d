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

/// The keys (after RoPE) and values of a prefix in every layer, for reuse by later tokens: one
/// segment ([`Model::prefix`]) or a batch of segments of equal length at the same positions,
/// one per row ([`Model::prefixes`], e.g. one per pass key).
pub struct KvPrefix {
    rope: RopeSettings,
    len: usize,
    /// Segments (rows) in the batch.
    rows: usize,
    /// The first position after the prefix.
    next: u32,
    /// Per layer: `(rows, kv_heads, len, head_dim)`.
    k: Vec<Tensor>,
    v: Vec<Tensor>,
}

impl KvPrefix {
    /// Tokens in the prefix (in each row).
    pub fn len(&self) -> usize {
        self.len
    }
    /// Segments in the batch (1 for [`Model::prefix`]).
    pub fn rows(&self) -> usize {
        self.rows
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

/// One tail of a batched [`Model::score_tails`]: its ids, its first position, and the row of
/// the prefix batch it follows (0 for a one-segment prefix, or with no prefix).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct TailRow {
    pub ids: Vec<u32>,
    pub start: u32,
    pub prefix_row: usize,
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

    /// The forward pass over `b = rows.len()` token rows of equal length T, row j's ids at its
    /// positions, each after its row of the prefix (if any: row `prefix_rows[j]`). Returns the
    /// final hidden states `(b * T, hidden)` after the output norm, and (when `keep`) every
    /// layer's keys and values of the new tokens, `(b, kv_heads, T, head_dim)`.
    fn forward_positions(
        &self,
        rows: &[(&[u32], Vec<u32>, usize)],
        rope: &RopeSettings,
        prefix: Option<&KvPrefix>,
        keep: bool,
    ) -> Result<(Tensor, Vec<Tensor>, Vec<Tensor>)> {
        let c = &self.cfg;
        let dev = Device::Cpu;
        let b = rows.len();
        let t = rows.first().map_or(0, |r| r.0.len());
        if b == 0 || t == 0 || rows.iter().any(|r| r.0.len() != t || r.1.len() != t) {
            return bad("token rows of unequal (or no) length in one pass".into());
        }
        let (hq, hkv, hd) = (c.n_heads, c.n_kv_heads, c.head_dim);
        let rep = hq / hkv;
        let p = prefix.map_or(0, |p| p.len);
        let all: Vec<u32> = rows.iter().flat_map(|r| r.1.iter().copied()).collect();
        let ids: Vec<u32> = rows.iter().flat_map(|r| r.0.iter().copied()).collect();
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
        // Which prefix row each token row follows (None: every row follows row 0 of a
        // one-row prefix, broadcast; or the identity).
        let pick = match prefix {
            Some(pre) => {
                if let Some(r) = rows.iter().find(|r| r.2 >= pre.rows) {
                    return bad(format!("prefix row {} of a batch of {}", r.2, pre.rows));
                }
                let identity = pre.rows == b && rows.iter().enumerate().all(|(j, r)| r.2 == j);
                (pre.rows > 1 && !identity).then(|| {
                    Tensor::from_vec(rows.iter().map(|r| r.2 as u32).collect::<Vec<_>>(), b, &dev)
                })
            }
            None => None,
        }
        .transpose()?;
        let mode = MatmulMode::Dequantized;
        let mut x = self.embed(&ids)?;
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
                keep_k.push(k.clone());
                keep_v.push(v.clone());
            }
            let (k, v) = match prefix {
                Some(pre) => {
                    let (pk, pv) = match &pick {
                        Some(idx) => (
                            pre.k[l].index_select(idx, 0)?,
                            pre.v[l].index_select(idx, 0)?,
                        ),
                        None if pre.rows == b => (pre.k[l].clone(), pre.v[l].clone()),
                        None => (
                            pre.k[l].broadcast_as((b, hkv, p, hd))?.contiguous()?,
                            pre.v[l].broadcast_as((b, hkv, p, hd))?.contiguous()?,
                        ),
                    };
                    (Tensor::cat(&[&pk, &k], 2)?, Tensor::cat(&[&pv, &v], 2)?)
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
        self.prefixes(std::slice::from_ref(segment), rope)
    }

    /// Runs several segments of equal length at the same positions in one batched pass (one
    /// row each: the weights are read once for all) and keeps every layer's keys and values,
    /// row by row, for [`Model::score_tails`]. Row j equals [`Model::prefix`] of `segments[j]`.
    pub fn prefixes(&self, segments: &[Segment], rope: &RopeSettings) -> Result<KvPrefix> {
        rope.validate(self.cfg.head_dim)?;
        let Some(first) = segments.first() else {
            return bad("no prefix segments".into());
        };
        if segments.len() > MAX_BATCH {
            return bad(format!(
                "{} prefix segments (need 1..={MAX_BATCH})",
                segments.len()
            ));
        }
        let n = first.ids.len();
        if n == 0 || n > MAX_RUN_TOKENS {
            return bad(format!(
                "a prefix of {n} tokens (need 1..={MAX_RUN_TOKENS})"
            ));
        }
        if let Some(s) = segments
            .iter()
            .find(|s| s.ids.len() != n || s.start != first.start)
        {
            return bad(format!(
                "prefix segments of {} tokens at {} and {n} at {}: a batch needs equal lengths and starts",
                s.ids.len(),
                s.start,
                first.start
            ));
        }
        for s in segments {
            self.check_ids(&s.ids)?;
        }
        let pos = positions(first.start, n)?;
        let rows: Vec<(&[u32], Vec<u32>, usize)> = segments
            .iter()
            .map(|s| (s.ids.as_slice(), pos.clone(), 0))
            .collect();
        let (_, k, v) = self.forward_positions(&rows, rope, None, true)?;
        Ok(KvPrefix {
            rope: rope.clone(),
            len: n,
            rows: segments.len(),
            next: first.start + n as u32,
            k,
            v,
        })
    }

    /// Scores `tail[scored_from..]` with the tail placed after `prefix` at each first position
    /// of `starts` (one batched pass; one score per start, in order). With no prefix the tail
    /// stands alone. `scored_from >= 1`: every scored token is predicted from tail tokens at
    /// its own placement (the prefix's last token does not know where the tail goes). A prefix
    /// of several rows: every tail follows row 0 (see [`Model::score_tails`]).
    pub fn score_tail(
        &self,
        rope: &RopeSettings,
        prefix: Option<&KvPrefix>,
        tail: &[u32],
        starts: &[u32],
        scored_from: usize,
    ) -> Result<Vec<AnswerScore>> {
        let rows: Vec<TailRow> = starts
            .iter()
            .map(|&start| TailRow {
                ids: tail.to_vec(),
                start,
                prefix_row: 0,
            })
            .collect();
        self.score_tails(rope, prefix, &rows, scored_from)
    }

    /// Scores several tails in one batched pass: each row's `ids[scored_from..]`, with its ids
    /// placed from its `start` after its row of the prefix batch (e.g. every pass key's
    /// question and answer at every gap, each after its own key's first text). The tails must
    /// have equal lengths (group them by length). One score per row, in order; each equals
    /// [`Model::score_tail`] of that row alone after [`Model::prefix`] of its segment.
    pub fn score_tails(
        &self,
        rope: &RopeSettings,
        prefix: Option<&KvPrefix>,
        rows: &[TailRow],
        scored_from: usize,
    ) -> Result<Vec<AnswerScore>> {
        rope.validate(self.cfg.head_dim)?;
        if let Some(p) = prefix {
            if &p.rope != rope {
                return bad("the prefix was computed with other RoPE settings".into());
            }
        }
        if rows.is_empty() || rows.len() > MAX_BATCH {
            return bad(format!(
                "{} first positions (need 1..={MAX_BATCH})",
                rows.len()
            ));
        }
        let t = rows[0].ids.len();
        let p = prefix.map_or(0, |p| p.len);
        if t == 0 || p + t > MAX_RUN_TOKENS {
            return bad(format!(
                "{p} + {t} tokens (need a tail and at most {MAX_RUN_TOKENS} in all)"
            ));
        }
        if let Some(r) = rows.iter().find(|r| r.ids.len() != t) {
            return bad(format!(
                "tails of {} and {t} tokens in one batch (need equal lengths)",
                r.ids.len()
            ));
        }
        if scored_from == 0 || scored_from >= t {
            return bad(format!(
                "scored tokens from {scored_from} of a tail of {t} (need 1..{t})"
            ));
        }
        let n_pre = prefix.map_or(1, |p| p.rows);
        if let Some(r) = rows.iter().find(|r| r.prefix_row >= n_pre) {
            return bad(format!(
                "a tail after prefix row {} of {n_pre}",
                r.prefix_row
            ));
        }
        for r in rows {
            self.check_ids(&r.ids)?;
        }
        let min = prefix.map_or(0, |p| p.next);
        let pos = rows
            .iter()
            .map(|r| {
                if r.start < min {
                    bad(format!(
                        "a tail at {}, before the prefix ends at {min}",
                        r.start
                    ))
                } else {
                    positions(r.start, t)
                }
            })
            .collect::<Result<Vec<_>>>()?;
        let batch: Vec<(&[u32], Vec<u32>, usize)> = rows
            .iter()
            .zip(pos)
            .map(|(r, pos)| (r.ids.as_slice(), pos, r.prefix_row))
            .collect();
        let (x, _, _) = self.forward_positions(&batch, rope, prefix, false)?;
        let n_ans = t - scored_from;
        let logit_rows: Vec<usize> = (0..rows.len())
            .flat_map(|j| (scored_from - 1..t - 1).map(move |i| j * t + i))
            .collect();
        let mut lp = Vec::with_capacity(logit_rows.len());
        let mut am = Vec::with_capacity(logit_rows.len());
        let mut r = 0;
        self.logit_rows(&x, &logit_rows, |row| {
            let want = rows[r / n_ans].ids[scored_from + r % n_ans] as usize;
            lp.push(row[want] as f64 - log_sum_exp(row));
            am.push(argmax(row));
            r += 1;
        })?;
        Ok(lp
            .chunks(n_ans)
            .zip(am.chunks(n_ans))
            .zip(rows)
            .map(|((lp, am), row)| {
                let sum: f64 = lp.iter().sum();
                AnswerScore {
                    logprobs: lp.to_vec(),
                    mean_logprob: sum / lp.len() as f64,
                    prob: sum.exp(),
                    argmax: am.to_vec(),
                    greedy: am == &row.ids[scored_from..],
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
        let (x, _, _) = self.forward_positions(&[(ids.as_slice(), pos, 0)], rope, None, false)?;
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
        let (x, _, _) = self.forward_positions(&[(ids, pos, 0)], rope, None, false)?;
        let rows: Vec<usize> = (0..t - 1).collect();
        let mut out = Vec::with_capacity(t - 1);
        self.logit_rows(&x, &rows, |row| {
            out.push(log_sum_exp(row) - row[ids[out.len() + 1] as usize] as f64);
        })?;
        Ok(out)
    }
}
