//! Scaled dot-product attention over a sentence with RoPE on queries and keys.
//!
//! logits[m][n] = (R(m) q_m . R(n) k_n) / sqrt(d) * attention_factor^2. HF multiplies both cos
//! and sin by the attention factor, so q and k each carry it once and the logit carries it
//! squared. Values are never rotated: RoPE only changes which keys a query attends to.

use super::rotate::{dot, rotate_vector, Layout};

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
