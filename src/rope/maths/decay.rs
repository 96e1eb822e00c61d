//! Score as a function of relative distance, and RoFormer's long-term-decay bound.
//!
//! With h_i = q_i conj(k_i) per pair (complex form: h_i = dot_i - i cross_i), the score at
//! distance r = m - n is Re sum_i h_i e^(i r w_i). Abel summation (RoFormer, section 3.4.3)
//! gives |score| <= max_i |h_(i+1) - h_i| * sum_(j=1..d/2) |S_j| with S_j = sum_(k<j) e^(i r w_k)
//! and h_(d/2) = 0. RoFormer plots (1/(d/2)) sum_j |S_j| as the "relative upper bound", which
//! decays as r grows.

use num_complex::Complex64;

use crate::rope::maths::rotate::{pair_of, Layout};
use crate::rope::maths::score::pair_contribution;

/// Per-pair dot and cross parts of q and k (what the distance curves need).
pub fn pair_parts(q: &[f64], k: &[f64], pairs: usize, layout: Layout) -> Vec<(f64, f64)> {
    (0..pairs)
        .map(|i| {
            let p = pair_contribution(pair_of(q, i, layout), pair_of(k, i, layout), 0.0);
            (p.dot, p.cross)
        })
        .collect()
}

/// Score at relative distance `r` from precomputed pair parts.
pub fn score_at(parts: &[(f64, f64)], inv_freq: &[f64], r: f64) -> f64 {
    parts
        .iter()
        .zip(inv_freq)
        .map(|(&(dot, cross), &w)| {
            let (s, c) = (r * w).sin_cos();
            dot * c + cross * s
        })
        .sum()
}

/// sum_(j=1..n) |S_j| at distance r, where S_j = sum_(k<j) e^(i r w_k).
pub fn partial_sum_norms(inv_freq: &[f64], r: f64) -> f64 {
    let mut s = Complex64::new(0.0, 0.0);
    let mut total = 0.0;
    for &w in inv_freq {
        s += Complex64::from_polar(1.0, r * w);
        total += s.norm();
    }
    total
}

/// RoFormer's relative upper bound (their Fig. 2): the mean of |S_j|.
pub fn relative_bound(inv_freq: &[f64], r: f64) -> f64 {
    if inv_freq.is_empty() {
        0.0
    } else {
        partial_sum_norms(inv_freq, r) / inv_freq.len() as f64
    }
}

/// The bound on |score| for these q, k at distance r: max_i |h_(i+1) - h_i| * sum_j |S_j|.
pub fn score_bound(parts: &[(f64, f64)], inv_freq: &[f64], r: f64) -> f64 {
    max_h_step(parts) * partial_sum_norms(inv_freq, r)
}

/// max_i |h_(i+1) - h_i| with h_i = dot_i - i cross_i and h_(d/2) = 0.
fn max_h_step(parts: &[(f64, f64)]) -> f64 {
    let h: Vec<Complex64> = parts
        .iter()
        .map(|&(dot, cross)| Complex64::new(dot, -cross))
        .chain(std::iter::once(Complex64::new(0.0, 0.0)))
        .collect();
    h.windows(2)
        .map(|w| (w[1] - w[0]).norm())
        .fold(0.0, f64::max)
}

/// One point of the distance chart.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DistancePoint {
    pub distance: f64,
    pub score: f64,
    pub bound: f64,
    pub relative_bound: f64,
}

/// `points` distances spread over `0..=max_distance`.
pub fn distance_curve(
    parts: &[(f64, f64)],
    inv_freq: &[f64],
    max_distance: u64,
    points: usize,
) -> Vec<DistancePoint> {
    let points = points.max(2);
    distance_points(
        parts,
        inv_freq,
        (0..points).map(|i| (i as f64 / (points - 1) as f64 * max_distance as f64).round()),
    )
}

/// The score and the bounds at each of `distances`.
pub fn distance_points(
    parts: &[(f64, f64)],
    inv_freq: &[f64],
    distances: impl IntoIterator<Item = f64>,
) -> Vec<DistancePoint> {
    let max_step = max_h_step(parts);
    let n = inv_freq.len().max(1) as f64;
    distances
        .into_iter()
        .map(|r| {
            // One pass over the pairs for both the score and the partial sums.
            let mut s = Complex64::new(0.0, 0.0);
            let (mut norms, mut score) = (0.0, 0.0);
            for (&(dot, cross), &w) in parts.iter().zip(inv_freq) {
                let (sin, cos) = (r * w).sin_cos();
                score += dot * cos + cross * sin;
                s += Complex64::new(cos, sin);
                norms += s.norm();
            }
            DistancePoint {
                distance: r,
                score,
                bound: max_step * norms,
                relative_bound: norms / n,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::base::tokens::{content_vector, Role};
    use crate::rope::maths::freq::inv_freq;
    use crate::rope::maths::score::decompose;

    #[test]
    fn score_at_agrees_with_the_decomposition() {
        let w = inv_freq(32, 10_000.0).unwrap();
        let q = content_vector("cat", Role::Query, 32);
        let k = content_vector("mat", Role::Key, 32);
        for layout in Layout::ALL {
            let parts = pair_parts(&q, &k, 16, layout);
            for r in [0.0, 1.0, 17.0, 900.0] {
                let s = decompose(&q, r + 5.0, &k, 5.0, &w, layout).total;
                assert!((score_at(&parts, &w, r) - s).abs() < 1e-12);
            }
        }
    }

    #[test]
    fn the_bound_holds_and_decays() {
        let w = inv_freq(64, 10_000.0).unwrap();
        let q = content_vector("the", Role::Query, 64);
        let k = content_vector("cat", Role::Key, 64);
        let parts = pair_parts(&q, &k, 32, Layout::Interleaved);
        let curve = distance_curve(&parts, &w, 4000, 400);
        for p in &curve {
            assert!(p.score.abs() <= p.bound + 1e-9, "{p:?}");
            // The one-pass curve agrees with the separate functions.
            assert!((p.score - score_at(&parts, &w, p.distance)).abs() < 1e-12);
            assert!((p.bound - score_bound(&parts, &w, p.distance)).abs() < 1e-9);
            assert!((p.relative_bound - relative_bound(&w, p.distance)).abs() < 1e-12);
        }
        // At distance 0 every S_j = j, so the relative bound is (n+1)/2.
        assert!((curve[0].relative_bound - 16.5).abs() < 1e-12);
        let far: f64 = curve[300..].iter().map(|p| p.relative_bound).sum::<f64>() / 100.0;
        assert!(far < curve[0].relative_bound / 2.0, "decay: {far}");
    }

    /// What the distance view's caption says of the bound: largest at 0, then falling
    /// raggedly; at d = 16 within a few positions, at d = 128 over the first few hundred.
    #[test]
    fn the_relative_bound_falls_as_the_caption_says() {
        let window = |w: &[f64], from: f64| {
            (0..16)
                .map(|k| relative_bound(w, from + k as f64))
                .sum::<f64>()
                / 16.0
        };
        let small = crate::rope::maths::freq::inv_freq(16, 10000.0).unwrap();
        let at_zero = relative_bound(&small, 0.0);
        assert!((at_zero - 4.5).abs() < 1e-12, "mean of 1..=8");
        let later: Vec<f64> = (8..1024)
            .map(|r| relative_bound(&small, r as f64))
            .collect();
        assert!(later.iter().all(|&b| b < at_zero));
        let mean_later = later.iter().sum::<f64>() / later.len() as f64;
        assert!(mean_later < 0.6 * at_zero, "{mean_later}");
        let large = crate::rope::maths::freq::inv_freq(128, 10000.0).unwrap();
        let trend: Vec<f64> = [0.0, 64.0, 256.0, 512.0]
            .iter()
            .map(|&r| window(&large, r))
            .collect();
        assert!(trend.windows(2).all(|p| p[1] < p[0]), "{trend:?}");
    }
}
