//! The query-key score split into per-pair contributions.
//!
//! For pair i with query part (qa, qb) at position m and key part (ka, kb) at position n,
//! rotating both and taking the dot product gives
//!   contribution_i = dot_i * cos((m-n) w_i) + cross_i * sin((m-n) w_i)
//! with dot_i = qa ka + qb kb and cross_i = qa kb - qb ka. Only m - n appears: that is why RoPE
//! scores depend on relative position alone.

use crate::rope::maths::rotate::{angle, dot, pair_of, rotate_vector, Layout};

/// One pair's share of the score.
#[derive(Debug, Clone, PartialEq)]
pub struct PairContribution {
    /// q_a k_a + q_b k_b: the pair's score without rotation.
    pub dot: f64,
    /// q_a k_b - q_b k_a: what the relative rotation mixes in.
    pub cross: f64,
    /// Relative angle (m - n) * inv_freq, radians.
    pub angle: f64,
    /// dot cos(angle) + cross sin(angle).
    pub contribution: f64,
}

/// The full decomposition of q at position m against k at position n.
#[derive(Debug, Clone, PartialEq)]
pub struct ScoreDecomposition {
    pub pairs: Vec<PairContribution>,
    /// Sum of the contributions (equals rotated_q . rotated_k).
    pub total: f64,
    /// q . k without any rotation.
    pub unrotated: f64,
    pub rotated_q: Vec<f64>,
    pub rotated_k: Vec<f64>,
}

/// One pair's contribution from its parts and relative angle.
pub fn pair_contribution(q: (f64, f64), k: (f64, f64), rel_angle: f64) -> PairContribution {
    let dot = q.0 * k.0 + q.1 * k.1;
    let cross = q.0 * k.1 - q.1 * k.0;
    let (sin, cos) = rel_angle.sin_cos();
    PairContribution {
        dot,
        cross,
        angle: rel_angle,
        contribution: dot * cos + cross * sin,
    }
}

/// Decomposes the RoPE score of `q` at `m` and `k` at `n`. `q` and `k` have `2 * inv_freq.len()`
/// entries (callers validate lengths; extra entries are ignored).
pub fn decompose(
    q: &[f64],
    m: f64,
    k: &[f64],
    n: f64,
    inv_freq: &[f64],
    layout: Layout,
) -> ScoreDecomposition {
    let dim = 2 * inv_freq.len();
    let (q, k) = (&q[..dim.min(q.len())], &k[..dim.min(k.len())]);
    let pairs: Vec<PairContribution> = inv_freq
        .iter()
        .enumerate()
        .map(|(i, &w)| {
            pair_contribution(
                pair_of(q, i, layout),
                pair_of(k, i, layout),
                angle(m - n, w),
            )
        })
        .collect();
    ScoreDecomposition {
        total: pairs.iter().map(|p| p.contribution).sum(),
        unrotated: dot(q, k),
        rotated_q: rotate_vector(q, m, inv_freq, layout),
        rotated_k: rotate_vector(k, n, inv_freq, layout),
        pairs,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::maths::freq::inv_freq_from_speeds;

    #[test]
    fn worked_example_mat_and_cat() {
        // "mat" at 5 vs "cat" at 1, pair speeds 90 and 15 degrees per position.
        let w = inv_freq_from_speeds(4, &[90.0, 15.0]).unwrap();
        let s = decompose(
            &[0.7, 0.7, 0.8, 0.6],
            5.0,
            &[0.9, 0.4, 0.9, 0.4],
            1.0,
            &w,
            Layout::Interleaved,
        );
        assert!((s.pairs[0].contribution - 0.91).abs() < 1e-12);
        assert!((s.pairs[1].contribution - 0.289_474).abs() < 1e-6);
        assert!((s.total - 1.199_474).abs() < 1e-6);
        assert!((s.total - dot(&s.rotated_q, &s.rotated_k)).abs() < 1e-12);
    }

    #[test]
    fn worked_example_fox_and_the() {
        let w = inv_freq_from_speeds(4, &[90.0, 15.0]).unwrap();
        let s = decompose(
            &[0.8, 0.6, 0.7, 0.7],
            3.0,
            &[0.9, 0.4, 0.5, 0.8],
            0.0,
            &w,
            Layout::Interleaved,
        );
        assert!((s.total - 1.011_96).abs() < 1e-5, "{}", s.total);
    }

    #[test]
    fn zero_distance_gives_the_plain_dot_product() {
        let w = [1.0, 0.1, 0.01];
        let q = [0.1, -0.2, 0.3, 0.4, -0.5, 0.6];
        let k = [0.6, 0.5, -0.4, 0.3, 0.2, -0.1];
        for layout in Layout::ALL {
            let s = decompose(&q, 7.0, &k, 7.0, &w, layout);
            assert!((s.total - s.unrotated).abs() < 1e-12);
        }
    }
}
