//! Scaled dot-product attention over a sentence with RoPE on queries and keys.
//!
//! logits[m][n] = (R(m) q_m . R(n) k_n) / sqrt(d) * attention_factor^2. HF multiplies both cos
//! and sin by the attention factor, so q and k each carry it once and the logit carries it
//! squared. Values are never rotated: RoPE only changes which keys a query attends to.

use crate::rope::maths::rotate::{dot, rotate_vector, Layout};

/// The attention weights and the logits they come from.
#[derive(Debug, Clone, PartialEq)]
pub struct Attention {
    /// logits[m][n]; masked entries are negative infinity.
    pub logits: Vec<Vec<f64>>,
    /// Row-wise softmax of the logits; masked entries are exactly 0.
    pub weights: Vec<Vec<f64>>,
}

/// Attention of every query over every key. `positions[t]` is token t's position; `qs[t]` and
/// `ks[t]` its content vectors (all of length `2 * inv_freq.len()`).
pub fn attention(
    qs: &[Vec<f64>],
    ks: &[Vec<f64>],
    positions: &[f64],
    inv_freq: &[f64],
    layout: Layout,
    attention_factor: f64,
    causal: bool,
) -> Attention {
    let dim = 2 * inv_freq.len();
    let scale = attention_factor * attention_factor / (dim as f64).sqrt();
    let rq: Vec<Vec<f64>> = qs
        .iter()
        .zip(positions)
        .map(|(q, &p)| rotate_vector(q, p, inv_freq, layout))
        .collect();
    let rk: Vec<Vec<f64>> = ks
        .iter()
        .zip(positions)
        .map(|(k, &p)| rotate_vector(k, p, inv_freq, layout))
        .collect();
    let logits: Vec<Vec<f64>> = rq
        .iter()
        .enumerate()
        .map(|(m, q)| {
            rk.iter()
                .enumerate()
                .map(|(n, k)| {
                    if causal && n > m {
                        f64::NEG_INFINITY
                    } else {
                        dot(q, k) * scale
                    }
                })
                .collect()
        })
        .collect();
    let weights = logits.iter().map(|row| softmax(row)).collect();
    Attention { logits, weights }
}

/// Attention without any position signal (NoPE): the same dot products with nothing rotated, so
/// only the causal mask knows about order. "The" and "the" get identical rows.
pub fn attention_nope(qs: &[Vec<f64>], ks: &[Vec<f64>], causal: bool) -> Attention {
    let pairs = qs.first().map_or(0, |q| q.len() / 2);
    let zeros = vec![0.0; pairs];
    let positions = vec![0.0; qs.len()];
    attention(qs, ks, &positions, &zeros, Layout::Interleaved, 1.0, causal)
}

/// ALiBi's per-head slopes (Press et al., 2022), as BLOOM's `build_alibi_tensor` computes them:
/// for a power of two n, `2^(-8h/n)` for h = 1..n; otherwise the slopes of the largest power of
/// two below n, then every other slope of twice that power.
pub fn alibi_slopes(n_heads: usize) -> Vec<f64> {
    if n_heads == 0 {
        return Vec::new();
    }
    let closest = 1usize << (usize::BITS - 1 - n_heads.leading_zeros());
    let base = 2f64.powf(-8.0 / closest as f64);
    let mut slopes: Vec<f64> = (1..=closest).map(|h| base.powi(h as i32)).collect();
    if closest != n_heads {
        let extra_base = 2f64.powf(-4.0 / closest as f64);
        let extra = (0..n_heads - closest).map(|i| extra_base.powi((2 * i + 1) as i32));
        slopes.extend(extra);
    }
    slopes
}

/// ALiBi's logit bias for a query at `m` and a key at `n` of one head: `-slope * (m - n)`, added
/// after the `1/sqrt(d)` scaling. Nothing is rotated; a key further back costs linearly more.
pub fn alibi_bias(slope: f64, m: f64, n: f64) -> f64 {
    -slope * (m - n)
}

/// Attention with ALiBi instead of RoPE: unrotated dot products / sqrt(d), plus
/// [`alibi_bias`] of one head's `slope`, causal mask, softmax.
pub fn attention_alibi(
    qs: &[Vec<f64>],
    ks: &[Vec<f64>],
    positions: &[f64],
    slope: f64,
    causal: bool,
) -> Attention {
    let dim = qs.first().map_or(1, Vec::len).max(1);
    let scale = 1.0 / (dim as f64).sqrt();
    let logits: Vec<Vec<f64>> = qs
        .iter()
        .zip(positions)
        .enumerate()
        .map(|(m, (q, &pm))| {
            ks.iter()
                .zip(positions)
                .enumerate()
                .map(|(n, (k, &pn))| {
                    if causal && n > m {
                        f64::NEG_INFINITY
                    } else {
                        dot(q, k) * scale + alibi_bias(slope, pm, pn)
                    }
                })
                .collect()
        })
        .collect();
    let weights = logits.iter().map(|row| softmax(row)).collect();
    Attention { logits, weights }
}

/// Numerically stable softmax; negative infinities get weight 0. An all-masked row is all 0.
pub fn softmax(row: &[f64]) -> Vec<f64> {
    let max = row.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    if max == f64::NEG_INFINITY {
        return vec![0.0; row.len()];
    }
    let exps: Vec<f64> = row.iter().map(|&x| (x - max).exp()).collect();
    let sum: f64 = exps.iter().sum();
    exps.iter().map(|e| e / sum).collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn alibi_slopes_are_blooms() {
        // 8 heads: 1/2, 1/4, ..., 1/256 (the paper's example).
        let s = alibi_slopes(8);
        for (h, x) in s.iter().enumerate() {
            assert!((x - 0.5f64.powi(h as i32 + 1)).abs() < 1e-15);
        }
        // 12 heads: the 8-head slopes, then 2^(-0.5), 2^(-1.5), 2^(-2.5), 2^(-3.5).
        let s = alibi_slopes(12);
        assert_eq!(s.len(), 12);
        for (i, x) in s[8..].iter().enumerate() {
            assert!((x - 2f64.powf(-0.5 - i as f64)).abs() < 1e-15, "{i}: {x}");
        }
        assert!(alibi_slopes(0).is_empty());
        assert_eq!(alibi_slopes(1), vec![2f64.powf(-8.0)]);
    }

    #[test]
    fn nope_sees_no_order_and_alibi_prefers_near_keys() {
        let q = vec![vec![1.0, 0.5, -0.2, 0.3]; 3];
        let k = vec![vec![0.2, 1.0, 0.4, -0.1]; 3];
        // Identical tokens: NoPE gives a query the same weight on every visible key.
        let a = attention_nope(&q, &k, true);
        assert!((a.weights[2][0] - 1.0 / 3.0).abs() < 1e-12);
        assert_eq!(a.weights[0][1], 0.0);
        // ALiBi: the same tokens, the nearer key wins, by exp(slope) per step.
        let b = attention_alibi(&q, &k, &[0.0, 1.0, 2.0], 0.5, true);
        assert!(b.weights[2][2] > b.weights[2][1] && b.weights[2][1] > b.weights[2][0]);
        assert!((b.weights[2][2] / b.weights[2][1] - 0.5f64.exp()).abs() < 1e-12);
        // Shifting every position changes nothing (the bias depends on m - n only).
        let c = attention_alibi(&q, &k, &[100.0, 101.0, 102.0], 0.5, true);
        for (r, s) in b.weights.iter().zip(&c.weights) {
            for (x, y) in r.iter().zip(s) {
                assert!((x - y).abs() < 1e-12);
            }
        }
    }

    #[test]
    fn softmax_sums_to_one_and_masks() {
        let w = softmax(&[1.0, 2.0, f64::NEG_INFINITY]);
        assert!((w.iter().sum::<f64>() - 1.0).abs() < 1e-15);
        assert_eq!(w[2], 0.0);
        assert!(w[1] > w[0]);
        assert_eq!(softmax(&[f64::NEG_INFINITY; 2]), vec![0.0, 0.0]);
        // Large logits do not overflow.
        let w = softmax(&[1000.0, 1000.0]);
        assert_eq!(w, vec![0.5, 0.5]);
    }

    #[test]
    fn causal_mask_hides_the_future_and_scale_applies() {
        let qs = vec![vec![1.0, 0.0], vec![0.0, 1.0], vec![1.0, 1.0]];
        let ks = qs.clone();
        let pos = [0.0, 1.0, 2.0];
        let w = [0.5];
        let a = attention(&qs, &ks, &pos, &w, Layout::Interleaved, 1.0, true);
        assert_eq!(a.weights[0], vec![1.0, 0.0, 0.0]);
        assert_eq!(a.logits[0][1], f64::NEG_INFINITY);
        // Token 0 against itself: |q|^2 / sqrt(2).
        assert!((a.logits[0][0] - 1.0 / 2f64.sqrt()).abs() < 1e-15);
        let b = attention(&qs, &ks, &pos, &w, Layout::Interleaved, 1.5, false);
        assert!((b.logits[0][0] - 2.25 / 2f64.sqrt()).abs() < 1e-15);
        assert!(b.logits[0][1].is_finite());
    }
}
