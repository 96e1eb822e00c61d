//! ropescope's RoPE, applied to the real model's queries and keys.
//!
//! Everything the widget varies is here, per pair of dimensions: the frequencies (`inv_freq`,
//! any scaling method is just a different vector), the pairing layout, partial rotary, RoPE off,
//! p-RoPE (the lowest-frequency pairs left unrotated) and YaRN's attention factor.

use crate::error::{ModelError, Result};
use serde::{Deserialize, Serialize};

/// Which dimensions form a rotated pair.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum RopeLayout {
    /// Pair i is dimensions (2i, 2i+1): GPT-J, llama.cpp / GGUF, the RoFormer paper.
    Interleaved,
    /// Pair i is dimensions (i, i + rotary_dim/2): GPT-NeoX, Hugging Face checkpoints.
    HalfSplit,
}

/// How RoPE is applied to every layer's queries and keys.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct RopeSettings {
    /// Angular frequency of each pair (radians per position), `rotary_dim / 2` values. Pair i at
    /// position t is rotated by `t * inv_freq[i]`.
    pub inv_freq: Vec<f32>,
    pub layout: RopeLayout,
    /// How many leading dimensions of each head are rotated (even, <= head_dim); the rest pass
    /// through unchanged (partial rotary, as GPT-NeoX / Phi).
    pub rotary_dim: usize,
    /// `false`: no rotation at all (NoPE); the other fields are ignored.
    pub enabled: bool,
    /// p-RoPE: this many pairs with the smallest `inv_freq` are not rotated (their angle is 0;
    /// among equal frequencies the later pair is dropped first).
    pub drop_lowest_pairs: usize,
    /// YaRN's attention factor (mscale): multiplies the rotated components of q and k, like
    /// Hugging Face's `attention_scaling` multiplies cos and sin, so the rotary part of every
    /// attention logit is scaled by `attention_factor²`. 1.0 = off.
    pub attention_factor: f32,
}

impl RopeSettings {
    /// Standard RoPE: `inv_freq[i] = base^(-2i / rotary_dim)`, all pairs, factor 1.
    pub fn standard(base: f64, rotary_dim: usize, layout: RopeLayout) -> Self {
        let inv_freq = (0..rotary_dim / 2)
            .map(|i| base.powf(-(2.0 * i as f64) / rotary_dim as f64) as f32)
            .collect();
        Self {
            inv_freq,
            layout,
            rotary_dim,
            enabled: true,
            drop_lowest_pairs: 0,
            attention_factor: 1.0,
        }
    }

    /// SmolLM2-135M's own RoPE for GGUF weights: base 100000, head dim 64, interleaved.
    pub fn smollm2_gguf() -> Self {
        Self::standard(100_000.0, 64, RopeLayout::Interleaved)
    }

    /// No rotation.
    pub fn off(head_dim: usize) -> Self {
        Self {
            enabled: false,
            ..Self::standard(10_000.0, head_dim, RopeLayout::Interleaved)
        }
    }

    pub fn validate(&self, head_dim: usize) -> Result<()> {
        let bad = |s: String| Err(ModelError::BadInput(format!("RoPE settings: {s}")));
        if !self.enabled {
            return Ok(());
        }
        if !self.rotary_dim.is_multiple_of(2) || self.rotary_dim > head_dim {
            return bad(format!(
                "rotary_dim {} must be even and <= {head_dim}",
                self.rotary_dim
            ));
        }
        if self.inv_freq.len() != self.rotary_dim / 2 {
            return bad(format!(
                "{} inv_freq values for rotary_dim {} (need {})",
                self.inv_freq.len(),
                self.rotary_dim,
                self.rotary_dim / 2
            ));
        }
        if let Some(i) = self.inv_freq.iter().position(|f| !f.is_finite()) {
            return bad(format!("inv_freq[{i}] is not finite"));
        }
        if self.drop_lowest_pairs > self.rotary_dim / 2 {
            return bad(format!(
                "drop_lowest_pairs {} > {} pairs",
                self.drop_lowest_pairs,
                self.rotary_dim / 2
            ));
        }
        if !self.attention_factor.is_finite() {
            return bad("attention_factor is not finite".into());
        }
        Ok(())
    }

    /// The frequencies actually used: `inv_freq` with the dropped pairs set to 0.
    pub fn effective_inv_freq(&self) -> Vec<f32> {
        let mut f = self.inv_freq.clone();
        let mut order: Vec<usize> = (0..f.len()).collect();
        // smallest frequency first; among equals, the later pair first
        order.sort_by(|&a, &b| f[a].abs().total_cmp(&f[b].abs()).then(b.cmp(&a)));
        for &i in order.iter().take(self.drop_lowest_pairs) {
            f[i] = 0.0;
        }
        f
    }

    /// The two dimensions of rotated pair `i`.
    pub fn pair_dims(&self, i: usize) -> (usize, usize) {
        pair_dims(self.layout, self.rotary_dim, i)
    }

    /// Rotate `x`, laid out `[positions][heads][head_dim]`, in place; position t = index t.
    pub fn apply(&self, x: &mut [f32], positions: usize, heads: usize, head_dim: usize) {
        let pos: Vec<u32> = (0..positions as u32).collect();
        self.apply_at(x, &pos, heads, head_dim);
    }

    /// Rotate `x`, laid out `[token][heads][head_dim]`, in place; token j is at position
    /// `positions[j]` (any whole number up to [`MAX_POSITION`]).
    ///
    /// The angles are computed as Hugging Face transformers computes them: the position times
    /// `inv_freq` as a float32 product (`position_ids.float() * inv_freq`), whose cosine and
    /// sine are then multiplied by the attention factor in float32. At large positions that
    /// product is rounded: at position p the angle of a pair with frequency f is off from the
    /// exact p·f by up to half an ulp of p·f (about 0.002 rad for f = 1 at p = 60,000, 0.3 rad
    /// at p = 10,000,000). This is what the model meets in HF (and in most inference code),
    /// and what `tests/longctx.rs` checks against; ropescope's f64 core computes exact angles.
    pub fn apply_at(&self, x: &mut [f32], positions: &[u32], heads: usize, head_dim: usize) {
        if !self.enabled || self.rotary_dim == 0 {
            return;
        }
        debug_assert_eq!(x.len(), positions.len() * heads * head_dim);
        let f = self.effective_inv_freq();
        let m = self.attention_factor;
        let half = self.rotary_dim / 2;
        let mut cs = vec![(0f32, 0f32); half];
        for (t, &p) in positions.iter().enumerate() {
            for (i, c) in cs.iter_mut().enumerate() {
                let a = (p as f32 * f[i]) as f64;
                *c = ((a.cos() as f32) * m, (a.sin() as f32) * m);
            }
            for h in 0..heads {
                let v = &mut x[(t * heads + h) * head_dim..(t * heads + h + 1) * head_dim];
                for (i, &(c, s)) in cs.iter().enumerate() {
                    let (ia, ib) = self.pair_dims(i);
                    let (a, b) = (v[ia], v[ib]);
                    v[ia] = a * c - b * s;
                    v[ib] = a * s + b * c;
                }
            }
        }
    }
}

/// The largest position a token may be placed at (10 million: float32 holds every whole
/// number up to 2^24, so each position is exact before it is multiplied).
pub const MAX_POSITION: u32 = 10_000_000;

/// The two dimensions of rotated pair `i < rotary_dim / 2` for a layout.
pub fn pair_dims(layout: RopeLayout, rotary_dim: usize, i: usize) -> (usize, usize) {
    match layout {
        RopeLayout::Interleaved => (2 * i, 2 * i + 1),
        RopeLayout::HalfSplit => (i, i + rotary_dim / 2),
    }
}

/// All `head_dim / 2` pairs of a head: the rotated pairs first, then the unrotated tail of a
/// partial rotary head paired the same way within the tail.
pub fn all_pairs(layout: RopeLayout, rotary_dim: usize, head_dim: usize) -> Vec<(usize, usize)> {
    let rot = rotary_dim.min(head_dim) / 2 * 2;
    let mut v: Vec<(usize, usize)> = (0..rot / 2).map(|i| pair_dims(layout, rot, i)).collect();
    let tail = head_dim - rot;
    for j in 0..tail / 2 {
        v.push(match layout {
            RopeLayout::Interleaved => (rot + 2 * j, rot + 2 * j + 1),
            RopeLayout::HalfSplit => (rot + j, rot + j + tail / 2),
        });
    }
    v
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn standard_frequencies() {
        let r = RopeSettings::smollm2_gguf();
        assert_eq!(r.inv_freq.len(), 32);
        assert_eq!(r.inv_freq[0], 1.0);
        assert!((r.inv_freq[31] as f64 - 100_000f64.powf(-62.0 / 64.0)).abs() < 1e-12);
    }

    #[test]
    fn drop_lowest_pairs_zeroes_the_smallest() {
        let r = RopeSettings {
            drop_lowest_pairs: 3,
            ..RopeSettings::smollm2_gguf()
        };
        let f = r.effective_inv_freq();
        assert_eq!(&f[29..], &[0.0, 0.0, 0.0]);
        assert!(f[28] > 0.0);
    }

    #[test]
    fn rotation_preserves_pair_norm_and_layouts_agree() {
        let hd = 8;
        let x: Vec<f32> = (0..3 * hd).map(|i| (i as f32 * 0.37).sin()).collect();
        let r = RopeSettings::standard(10.0, hd, RopeLayout::Interleaved);
        let mut a = x.clone();
        r.apply(&mut a, 3, 1, hd);
        for t in 0..3 {
            for i in 0..hd / 2 {
                let n0 = x[t * hd + 2 * i].hypot(x[t * hd + 2 * i + 1]);
                let n1 = a[t * hd + 2 * i].hypot(a[t * hd + 2 * i + 1]);
                assert!((n0 - n1).abs() < 1e-6);
            }
        }
        // The same vectors in half-split order, rotated half-split, give the same pairs.
        let perm = |v: &[f32]| -> Vec<f32> {
            let mut o = vec![0.0; v.len()];
            for t in 0..3 {
                for i in 0..hd / 2 {
                    o[t * hd + i] = v[t * hd + 2 * i];
                    o[t * hd + i + hd / 2] = v[t * hd + 2 * i + 1];
                }
            }
            o
        };
        let mut b = perm(&x);
        RopeSettings {
            layout: RopeLayout::HalfSplit,
            ..r.clone()
        }
        .apply(&mut b, 3, 1, hd);
        for (p, q) in perm(&a).iter().zip(&b) {
            assert!((p - q).abs() < 1e-6);
        }
    }

    #[test]
    fn partial_rotary_leaves_the_tail() {
        let hd = 8;
        let x: Vec<f32> = (0..2 * hd).map(|i| i as f32).collect();
        let mut a = x.clone();
        RopeSettings::standard(10.0, 4, RopeLayout::HalfSplit).apply(&mut a, 2, 1, hd);
        assert_eq!(&a[hd + 4..], &x[hd + 4..]);
        assert_ne!(&a[hd..hd + 4], &x[hd..hd + 4]);
    }
}
