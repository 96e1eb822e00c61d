//! Decoupled RoPE of multi-head latent attention (DeepSeek-V2/V3, GLM-4.7-Flash, Kimi K2): each
//! query and key head is `qk_nope_head_dim` dimensions that never rotate beside
//! `qk_rope_head_dim` that do (the rotated key part is one vector shared by every head). The
//! score of a head is the dot product of the concatenations, so it splits into a position-free
//! part, the same at every (m, n), plus the RoPE part, which sees only m − n. transformers 5.24's
//! `DeepseekV3Attention` divides it by `sqrt(qk_nope_head_dim + qk_rope_head_dim)` (times the
//! square of YaRN's `mscale_all_dim` term when the config has one).

use crate::rope::maths::scaling::Method;
use crate::rope::rotate::{dot, rotate_vector, Layout};

/// A head's score and its two parts.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Split {
    /// `q_nope · k_nope`: no position at all.
    pub position_free: f64,
    /// `R(m) q_rope · R(n) k_rope`: only m − n.
    pub rope: f64,
}

impl Split {
    pub fn total(self) -> f64 {
        self.position_free + self.rope
    }
}

/// The score of a decoupled head: `q_nope · k_nope + R(m) q_rope · R(n) k_rope`, with the rope
/// parts' pairs under `layout` (DeepSeek-V3's `rope_interleave`: interleaved) at speeds `inv`.
pub fn split(
    nope: (&[f64], &[f64]),
    rope: (&[f64], &[f64]),
    layout: Layout,
    inv: &[f64],
    m: f64,
    n: f64,
) -> Split {
    let qm = rotate_vector(rope.0, m, inv, layout);
    let kn = rotate_vector(rope.1, n, inv, layout);
    Split {
        position_free: dot(nope.0, nope.1),
        rope: dot(&qm, &kn),
    }
}

/// The softmax scale of a decoupled head: `1 / sqrt(nope + rope)` times `mscale_sq` (YaRN's
/// `(0.1 mscale_all_dim ln s + 1)^2`, 1 without it).
pub fn softmax_scale(nope: usize, rope: usize, mscale_sq: f64) -> f64 {
    mscale_sq / ((nope + rope) as f64).sqrt()
}

/// The square of YaRN's `mscale_all_dim` term, by which transformers' `DeepseekV3Attention`
/// multiplies its softmax scale (`yarn_apply_mscale`): `(0.1 mscale_all_dim ln s + 1)^2` for a
/// scaled config whose `mscale_all_dim` is set and non-zero and whose factor s is above 1, else 1.
pub fn mscale_sq(scaling: Method, factor: f64, mscale_all_dim: Option<f64>) -> f64 {
    match mscale_all_dim {
        Some(m) if scaling != Method::None && m != 0.0 && factor > 1.0 => {
            (0.1 * m * factor.ln() + 1.0).powi(2)
        }
        _ => 1.0,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_position_free_part_never_moves_and_the_rope_part_sees_only_the_distance() {
        let inv = [1.0, 0.1];
        let qn = [1.0, 2.0, -1.0];
        let kn = [0.5, -1.0, 2.0];
        let qr = [0.3, -0.7, 1.1, 0.2];
        let kr = [-0.4, 0.9, 0.6, -1.2];
        let a = split((&qn, &kn), (&qr, &kr), Layout::Interleaved, &inv, 7.0, 3.0);
        let b = split(
            (&qn, &kn),
            (&qr, &kr),
            Layout::Interleaved,
            &inv,
            17.0,
            13.0,
        );
        let c = split((&qn, &kn), (&qr, &kr), Layout::Interleaved, &inv, 8.0, 3.0);
        assert_eq!(a.position_free, 0.5 - 2.0 - 2.0);
        assert_eq!(a.position_free, c.position_free);
        assert!((a.rope - b.rope).abs() < 1e-12);
        assert!((a.rope - c.rope).abs() > 1e-6);
        assert!((a.total() - (a.position_free + a.rope)).abs() == 0.0);
        assert!((softmax_scale(128, 64, 1.0) - 1.0 / 192f64.sqrt()).abs() < 1e-15);
    }
}
