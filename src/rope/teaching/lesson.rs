//! The numbers behind the lesson panels that `docs/coverage.md` lists under "Gaps to close".
//! Each function returns what one panel shows, computed from the current settings; the views
//! only draw it. Gap numbers refer to that list.

use std::f64::consts::TAU;

use num_complex::Complex64;

use crate::rope::maths::attention::softmax;
use crate::rope::maths::freq::wavelength;
use crate::rope::maths::rotate::{angle, rotate_pair, rotate_pair_complex, wrap_angle, Layout};
use crate::rope::maths::scaling::Method;
use crate::rope::maths::score::pair_contribution;
use crate::rope::maths::sinusoidal::encoding;
use crate::rope::view::scene::{frequencies, Scene};

/// An angle reduced to (−π, π].
fn principal(alpha: f64) -> f64 {
    alpha.sin().atan2(alpha.cos())
}

fn len(p: (f64, f64)) -> f64 {
    p.0.hypot(p.1)
}

fn arg(p: (f64, f64)) -> f64 {
    p.1.atan2(p.0)
}

// ---------------------------------------------------------------------------------------------
// Gap 1: the complex-polar derivation, checked live

/// One (m, n) of the derivation's check.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PolarRow {
    pub m: f64,
    pub n: f64,
    /// Lengths of the rotated query and key (always ‖q‖ and ‖k‖).
    pub q_len: f64,
    pub k_len: f64,
    /// The angle between the arrows as the compasses view gives it: the rotated query's angle
    /// minus the rotated key's, in (−π, π].
    pub between: f64,
    /// What the derivation predicts: (m − n)θ + θ_q − θ_k, in (−π, π].
    pub predicted: f64,
}

/// The d = 2 argument for one pair turning `w` rad per position.
#[derive(Debug, Clone, PartialEq)]
pub struct Polar {
    pub q_len: f64,
    pub k_len: f64,
    /// Initial angles θ_q and θ_k.
    pub theta_q: f64,
    pub theta_k: f64,
    pub rows: Vec<PolarRow>,
}

/// Rotates q to m and k to n for each `(m, n)` and reads lengths and angles back.
pub fn polar_derivation(q: (f64, f64), k: (f64, f64), w: f64, positions: &[(f64, f64)]) -> Polar {
    let (theta_q, theta_k) = (arg(q), arg(k));
    let rows = positions
        .iter()
        .map(|&(m, n)| {
            let rq = rotate_pair(q.0, q.1, angle(m, w));
            let rk = rotate_pair(k.0, k.1, angle(n, w));
            // arg(rq · conj(rk)).
            let between = (rq.1 * rk.0 - rq.0 * rk.1).atan2(rq.0 * rk.0 + rq.1 * rk.1);
            PolarRow {
                m,
                n,
                q_len: len(rq),
                k_len: len(rk),
                between,
                predicted: principal((m - n) * w + theta_q - theta_k),
            }
        })
        .collect();
    Polar {
        q_len: len(q),
        k_len: len(k),
        theta_q,
        theta_k,
        rows,
    }
}

// ---------------------------------------------------------------------------------------------
// Gap 2: the block-diagonal rotation matrix

/// R^d_(Θ,pos): the d×d matrix (rows of `2 * inv_freq.len()` entries) that rotates each pair.
pub fn rotation_matrix(inv_freq: &[f64], pos: f64, layout: Layout) -> Vec<Vec<f64>> {
    let d = 2 * inv_freq.len();
    let mut r = vec![vec![0.0; d]; d];
    for (i, &w) in inv_freq.iter().enumerate() {
        let (a, b) = layout.pair_dims(i, d);
        let (sin, cos) = angle(pos, w).sin_cos();
        r[a][a] = cos;
        r[a][b] = -sin;
        r[b][a] = sin;
        r[b][b] = cos;
    }
    r
}

/// Largest entry of |R_mᵀ R_n − R_(n−m)|: zero up to rounding, the relative-position property
/// as one number. The three matrices are block-diagonal with the same 2 x 2 blocks (one per
/// pair: the dims `Layout::pair_dims` names), so every entry outside the blocks is exactly
/// 0 − 0 and the product is taken block by block: O(d), where the dense product is O(d³)
/// (108 ms at d = 256, on every keystroke of the lesson view). The dense form is kept in the
/// tests, as the independent check that the two agree. (The layout only permutes rows and
/// columns together, which moves entries without changing them: the gap is the same for both.)
pub fn relative_matrix_gap(inv_freq: &[f64], m: f64, n: f64) -> f64 {
    let block = |pos: f64, w: f64| {
        let (sin, cos) = angle(pos, w).sin_cos();
        [[cos, -sin], [sin, cos]]
    };
    let mut worst: f64 = 0.0;
    for &w in inv_freq {
        let (rm, rn, rel) = (block(m, w), block(n, w), block(n - m, w));
        for i in 0..2 {
            for j in 0..2 {
                let product = rm[0][i] * rn[0][j] + rm[1][i] * rn[1][j];
                worst = worst.max((product - rel[i][j]).abs());
            }
        }
    }
    worst
}

// ---------------------------------------------------------------------------------------------
// Gap 3: one pair by hand, as a matrix and as a complex product

/// The rotation of one pair (a, b) by `alpha`, written out both ways.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ByHand {
    pub alpha: f64,
    pub cos: f64,
    pub sin: f64,
    /// (a cos − b sin, a sin + b cos).
    pub matrix: (f64, f64),
    /// The four terms of (a + ib)(cos + i sin): a·cos (real), a·sin (imaginary), b·cos
    /// (imaginary), i·b·i·sin = −b·sin (real).
    pub terms: [f64; 4],
    /// Real and imaginary parts of the complex product.
    pub complex: (f64, f64),
}

pub fn by_hand(a: f64, b: f64, alpha: f64) -> ByHand {
    let (sin, cos) = alpha.sin_cos();
    ByHand {
        alpha,
        cos,
        sin,
        matrix: rotate_pair(a, b, alpha),
        terms: [a * cos, a * sin, b * cos, -b * sin],
        complex: rotate_pair_complex(a, b, alpha),
    }
}

/// The dot product of two pairs and Re(z_p · conj z_q), which are equal.
pub fn pair_dot_as_complex(p: (f64, f64), q: (f64, f64)) -> (f64, f64) {
    let z = Complex64::new(p.0, p.1) * Complex64::new(q.0, q.1).conj();
    (p.0 * q.0 + p.1 * q.1, z.re)
}

// ---------------------------------------------------------------------------------------------
// Gap 4: why scores are divided by √d

/// Sample statistics of q·k for standard-normal q, k in `dim` dimensions.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct DotVariance {
    pub dim: usize,
    pub samples: usize,
    pub mean: f64,
    pub variance: f64,
    /// The same for q·k / √d.
    pub scaled_mean: f64,
    pub scaled_variance: f64,
}

/// A seeded stream of standard normals (SplitMix64 and Marsaglia's polar method), so links
/// reproduce.
struct Normals {
    state: u64,
    spare: Option<f64>,
}

impl Normals {
    fn new(seed: u64) -> Self {
        Normals {
            state: seed,
            spare: None,
        }
    }

    fn uniform(&mut self) -> f64 {
        self.state = self.state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^= z >> 31;
        // (0, 1]: never 0, so the logarithm is finite.
        ((z >> 11) as f64 + 1.0) / (1u64 << 53) as f64
    }

    fn next(&mut self) -> f64 {
        if let Some(s) = self.spare.take() {
            return s;
        }
        // Marsaglia's polar method: a point uniform in the unit disc gives two independent
        // normals with one logarithm and one square root, and no sine or cosine (about three
        // times faster than Box–Muller in wasm, where the d = 256 sample took 23 ms).
        loop {
            let x = 2.0 * self.uniform() - 1.0;
            let y = 2.0 * self.uniform() - 1.0;
            let s = x * x + y * y;
            if s > 0.0 && s < 1.0 {
                let f = (-2.0 * s.ln() / s).sqrt();
                self.spare = Some(y * f);
                return x * f;
            }
        }
    }
}

fn mean_var(v: &[f64]) -> (f64, f64) {
    let n = v.len() as f64;
    let mean = v.iter().sum::<f64>() / n;
    let var = v.iter().map(|x| (x - mean) * (x - mean)).sum::<f64>() / (n - 1.0).max(1.0);
    (mean, var)
}

pub fn dot_variance(dim: usize, samples: usize, seed: u64) -> DotVariance {
    let mut g = Normals::new(seed);
    let dots: Vec<f64> = (0..samples)
        .map(|_| (0..dim).map(|_| g.next() * g.next()).sum())
        .collect();
    let scale = 1.0 / (dim as f64).sqrt();
    let scaled: Vec<f64> = dots.iter().map(|x| x * scale).collect();
    let (mean, variance) = mean_var(&dots);
    let (scaled_mean, scaled_variance) = mean_var(&scaled);
    DotVariance {
        dim,
        samples,
        mean,
        variance,
        scaled_mean,
        scaled_variance,
    }
}

/// Largest weight and entropy (nats) of softmax(scale · logits): how saturated a row is.
/// Sample variances of three sums of d products of standard normals, drawn from one seeded
/// stream: independent q_i k_i (variance d), q_i q_i (the same vector twice, so the terms are
/// no longer uncorrelated: 2d) and 2 q_i k_i (a constant comes out squared: 4d). Why the
/// variance of q·k is d: the terms are uncorrelated, not because variance is linear.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct ProductSums {
    pub dim: usize,
    pub samples: usize,
    pub independent: f64,
    pub same_vector: f64,
    pub doubled: f64,
}

pub fn product_sum_variances(dim: usize, samples: usize, seed: u64) -> ProductSums {
    let mut g = Normals::new(seed);
    let (mut a, mut b, mut c) = (Vec::new(), Vec::new(), Vec::new());
    for _ in 0..samples {
        let (mut qk, mut qq) = (0.0, 0.0);
        for _ in 0..dim {
            let (q, k) = (g.next(), g.next());
            qk += q * k;
            qq += q * q;
        }
        a.push(qk);
        b.push(qq);
        c.push(2.0 * qk);
    }
    ProductSums {
        dim,
        samples,
        independent: mean_var(&a).1,
        same_vector: mean_var(&b).1,
        doubled: mean_var(&c).1,
    }
}

pub fn softmax_peak(logits: &[f64], scale: f64) -> (f64, f64) {
    let w = softmax(&logits.iter().map(|x| x * scale).collect::<Vec<_>>());
    let peak = w.iter().copied().fold(0.0, f64::max);
    let entropy = -w
        .iter()
        .filter(|&&p| p > 0.0)
        .map(|p| p * p.ln())
        .sum::<f64>();
    (peak, entropy)
}

// ---------------------------------------------------------------------------------------------
// Gap 5: the sinusoidal offset is a linear map

/// The 2×2 map that moves the sinusoidal pair `pair` from position `pos` to `pos + offset`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Offset {
    /// Built from the offset alone: [[cos b, sin b], [−sin b, cos b]], b = offset·ω.
    pub matrix: [[f64; 2]; 2],
    /// matrix · (sin a, cos a).
    pub predicted: (f64, f64),
    /// The encoding at `pos + offset`.
    pub actual: (f64, f64),
    pub error: f64,
}

pub fn sinusoid_offset(pos: f64, offset: f64, pair: usize, dim: usize, base: f64) -> Offset {
    let here = encoding(pos, dim, base);
    let there = encoding(pos + offset, dim, base);
    let (ia, ib) = (2 * pair, 2 * pair + 1);
    let w = base.powf(-((2 * pair) as f64) / dim as f64);
    let (sin_b, cos_b) = (offset * w).sin_cos();
    let matrix = [[cos_b, sin_b], [-sin_b, cos_b]];
    let (s, c) = (here[ia], here[ib]);
    let predicted = (
        matrix[0][0] * s + matrix[0][1] * c,
        matrix[1][0] * s + matrix[1][1] * c,
    );
    let actual = (there[ia], there[ib]);
    Offset {
        matrix,
        predicted,
        actual,
        error: (predicted.0 - actual.0)
            .abs()
            .max((predicted.1 - actual.1).abs()),
    }
}

// ---------------------------------------------------------------------------------------------
// Gap 6: aliasing

/// One distance as seen by one pair.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct AliasRow {
    /// m − n.
    pub distance: u64,
    /// Relative angle reduced to [0°, 360°).
    pub angle_deg: f64,
    /// The pair's share of the score at this distance.
    pub contribution: f64,
}

/// Distances 0..=`max_distance` for a pair turning `w` rad per position, q and k its parts.
/// Rows whose distances differ by a multiple of the wavelength are identical.
pub fn aliasing(q: (f64, f64), k: (f64, f64), w: f64, max_distance: u64) -> Vec<AliasRow> {
    (0..=max_distance)
        .map(|distance| {
            let rel = angle(distance as f64, w);
            AliasRow {
                distance,
                angle_deg: wrap_angle(rel).to_degrees(),
                contribution: pair_contribution(q, k, rel).contribution,
            }
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Gap 7: the frequency ladder as clock hands

/// One pair read like a clock hand at a position.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Dial {
    /// Whole turns completed.
    pub turns: f64,
    /// Where the hand points, in [0, 2π).
    pub hand: f64,
    /// Positions per turn.
    pub wavelength: f64,
}

pub fn dials(pos: f64, inv_freq: &[f64]) -> Vec<Dial> {
    inv_freq
        .iter()
        .map(|&w| {
            let a = angle(pos, w);
            Dial {
                turns: (a / TAU).floor(),
                hand: wrap_angle(a),
                wavelength: wavelength(w),
            }
        })
        .collect()
}

/// How much faster each pair turns than the next one: base^(2/d) (10 for decimal digits).
pub fn ladder_ratio(inv_freq: &[f64]) -> Option<f64> {
    match inv_freq {
        [a, b, ..] if *b != 0.0 => Some(a / b),
        _ => None,
    }
}

// ---------------------------------------------------------------------------------------------
// Gap 9: why PI crowds the fast pairs

/// How far the fastest pair turns between neighbouring positions under `method`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct NeighbourStep {
    pub method: Method,
    /// Radians between positions p and p + 1 on pair 0.
    pub step: f64,
    /// Unscaled step, for comparison.
    pub unscaled: f64,
}

/// Pair 0's step under every method that applies to the scene's frequencies, with its
/// parameters (methods that need the base are skipped for custom speeds), each derived as the
/// scene derives its own (`rope=off` and `drop` included).
pub fn neighbour_steps(scene: &Scene) -> Vec<NeighbourStep> {
    Method::ALL
        .into_iter()
        .filter_map(|method| {
            let mut c = scene.config.clone();
            c.scaling.method = method;
            let s = frequencies(&c).ok()?;
            Some(NeighbourStep {
                method,
                step: *s.inv_freq.first()?,
                unscaled: *s.inv_freq_unscaled.first()?,
            })
        })
        .collect()
}

// ---------------------------------------------------------------------------------------------
// Gap 10: swapping two adjacent words

/// One pair's share of the score before and after the swap.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SwapPair {
    /// dot·cos(relative angle): the same in both orders (cos is even).
    pub dot_part: f64,
    /// cross·sin(relative angle) before the swap; after it, exactly the negative (sin is odd).
    pub cross_part_before: f64,
    pub cross_part_after: f64,
}

/// The query word at `m`, the key word at `n`, then swapped (query at `n`, key at `m`). The
/// content vectors q and k (and v) are the same in both orders: only positions move.
#[derive(Debug, Clone, PartialEq)]
pub struct WordSwap {
    pub pairs: Vec<SwapPair>,
    pub score_before: f64,
    pub score_after: f64,
}

pub fn word_swap(
    q: &[f64],
    k: &[f64],
    (m, n): (f64, f64),
    inv_freq: &[f64],
    layout: Layout,
) -> WordSwap {
    use crate::rope::maths::rotate::pair_of;
    let pairs: Vec<SwapPair> = inv_freq
        .iter()
        .enumerate()
        .map(|(i, &w)| {
            let (qp, kp) = (pair_of(q, i, layout), pair_of(k, i, layout));
            let before = pair_contribution(qp, kp, angle(m - n, w));
            let after = pair_contribution(qp, kp, angle(n - m, w));
            SwapPair {
                dot_part: before.dot * before.angle.cos(),
                cross_part_before: before.cross * before.angle.sin(),
                cross_part_after: after.cross * after.angle.sin(),
            }
        })
        .collect();
    WordSwap {
        score_before: pairs.iter().map(|p| p.dot_part + p.cross_part_before).sum(),
        score_after: pairs.iter().map(|p| p.dot_part + p.cross_part_after).sum(),
        pairs,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::base::tokens::{content_vector, Role};
    use crate::rope::maths::freq::{inv_freq, inv_freq_from_speeds};
    use crate::rope::maths::rotate::{dot, rotate_vector};
    use crate::rope::maths::score::decompose;
    use crate::rope::settings::config::Config;

    #[test]
    fn polar_derivation_holds_for_every_shift() {
        let p = polar_derivation(
            (0.8, 0.6),
            (0.9, 0.4),
            1.0,
            &[(3.0, 4.0), (10.0, 11.0), (0.0, 5.0), (7.0, 2.0)],
        );
        for r in &p.rows {
            assert!((r.q_len - p.q_len).abs() < 1e-12 && (r.k_len - p.k_len).abs() < 1e-12);
            assert!((r.between - r.predicted).abs() < 1e-12, "{r:?}");
        }
        // Same n − m, same angle difference.
        assert!((p.rows[0].between - p.rows[1].between).abs() < 1e-12);
        // The query's arrow minus the key's: q at 0.6435 rad, k at 0.4182 rad, m − n = −1 at
        // one radian per position gives 0.6435 − 0.4182 − 1.
        let want = 0.6f64.atan2(0.8) - 0.4f64.atan2(0.9) - 1.0;
        assert!(
            (p.rows[0].between - want).abs() < 1e-12,
            "{}",
            p.rows[0].between
        );
    }

    #[test]
    fn block_matrix_rotates_like_rotate_vector_and_composes() {
        let w = inv_freq(8, 10_000.0).unwrap();
        let x = [0.1, -0.2, 0.3, 0.4, -0.5, 0.6, 0.7, -0.8];
        for layout in Layout::ALL {
            let r = rotation_matrix(&w, 7.0, layout);
            let by_matrix: Vec<f64> = r.iter().map(|row| dot(row, &x)).collect();
            let direct = rotate_vector(&x, 7.0, &w, layout);
            for (a, b) in by_matrix.iter().zip(&direct) {
                assert!((a - b).abs() < 1e-15);
            }
            // Off-block entries are zero.
            assert_eq!(r[0][2], 0.0);
            assert!(relative_matrix_gap(&w, 5.0, 12.0) < 1e-14);
        }
    }

    /// The block-by-block gap equals the largest entry of the dense matrices' difference, for
    /// both layouts, at sizes and positions where rounding makes it non-zero.
    #[test]
    fn the_block_gap_equals_the_dense_one() {
        fn dense_gap(w: &[f64], m: f64, n: f64, layout: Layout) -> f64 {
            let (rm, rn, rel) = (
                rotation_matrix(w, m, layout),
                rotation_matrix(w, n, layout),
                rotation_matrix(w, n - m, layout),
            );
            let d = rm.len();
            let mut worst: f64 = 0.0;
            for i in 0..d {
                for j in 0..d {
                    let product: f64 = (0..d).map(|l| rm[l][i] * rn[l][j]).sum();
                    worst = worst.max((product - rel[i][j]).abs());
                }
            }
            worst
        }
        for (dim, base, m, n) in [
            (8, 10_000.0, 5.0, 12.0),
            (16, 500_000.0, 4000.0, 17.0),
            (32, 100.0, 1e5, 3.0),
        ] {
            let w = crate::rope::maths::freq::inv_freq(dim, base).unwrap();
            let block = relative_matrix_gap(&w, m, n);
            for layout in Layout::ALL {
                assert_eq!(block, dense_gap(&w, m, n, layout), "d {dim}, {layout:?}");
            }
        }
    }

    #[test]
    fn one_pair_by_hand_matrix_equals_complex_product() {
        let h = by_hand(0.8, 0.6, 75f64.to_radians());
        assert!((h.matrix.0 - h.complex.0).abs() < 1e-15);
        assert!((h.matrix.1 - h.complex.1).abs() < 1e-15);
        assert!((h.terms[0] + h.terms[3] - h.matrix.0).abs() < 1e-15);
        assert!((h.terms[1] + h.terms[2] - h.matrix.1).abs() < 1e-15);
        let (d, re) = pair_dot_as_complex((0.8, 0.6), (0.9, 0.4));
        assert!((d - re).abs() < 1e-15 && (d - 0.96).abs() < 1e-15);
    }

    #[test]
    fn normals_are_standard_normal() {
        let mut g = Normals::new(3);
        let xs: Vec<f64> = (0..200_000).map(|_| g.next()).collect();
        let (mean, var) = mean_var(&xs);
        assert!(
            mean.abs() < 0.01 && (var - 1.0).abs() < 0.01,
            "{mean} {var}"
        );
        // The shape, not only the moments: P(|x| < 1) = 0.6827, P(|x| < 2) = 0.9545.
        let within = |k: f64| xs.iter().filter(|x| x.abs() < k).count() as f64 / xs.len() as f64;
        assert!((within(1.0) - 0.6827).abs() < 0.005, "{}", within(1.0));
        assert!((within(2.0) - 0.9545).abs() < 0.003, "{}", within(2.0));
    }

    #[test]
    fn dot_products_have_variance_d_and_one_after_scaling() {
        for dim in [16, 128] {
            let v = dot_variance(dim, 4000, 42);
            let d = dim as f64;
            assert!((v.variance / d - 1.0).abs() < 0.1, "{v:?}");
            assert!((v.scaled_variance - 1.0).abs() < 0.1, "{v:?}");
            assert!(v.mean.abs() < 0.1 * d.sqrt() && v.scaled_mean.abs() < 0.1);
        }
        // The same seed gives the same numbers.
        assert_eq!(dot_variance(8, 100, 7), dot_variance(8, 100, 7));
        // Unscaled logits of size ~√d saturate the softmax; scaled ones do not.
        let logits = [12.0, 3.0, -5.0, 8.0];
        let (raw_peak, raw_entropy) = softmax_peak(&logits, 1.0);
        let (peak, entropy) = softmax_peak(&logits, 1.0 / 128f64.sqrt());
        assert!(raw_peak > 0.98 && peak < raw_peak && entropy > raw_entropy);
    }

    #[test]
    fn the_sinusoidal_offset_is_a_rotation_of_the_offset_alone() {
        for pos in [0.0, 3.0, 250.0] {
            for pair in [0, 3, 7] {
                let o = sinusoid_offset(pos, 5.0, pair, 16, 10_000.0);
                assert!(o.error < 1e-12, "{pos} {pair}: {o:?}");
            }
        }
        // The matrix does not depend on the position.
        assert_eq!(
            sinusoid_offset(1.0, 5.0, 2, 16, 10_000.0).matrix,
            sinusoid_offset(99.0, 5.0, 2, 16, 10_000.0).matrix
        );
    }

    #[test]
    fn a_quarter_turn_pair_sees_distance_four_as_zero() {
        let w = inv_freq_from_speeds(2, &[90.0]).unwrap()[0];
        let rows = aliasing((0.7, 0.7), (0.9, 0.4), w, 12);
        for d in [4, 8, 12] {
            assert!((rows[d].contribution - rows[0].contribution).abs() < 1e-12);
            let a = rows[d].angle_deg;
            assert!(a < 1e-9 || (360.0 - a) < 1e-9, "{a}");
        }
        assert!((rows[1].contribution - rows[0].contribution).abs() > 0.1);
    }

    #[test]
    fn dials_and_the_ladder_ratio() {
        let w = inv_freq(128, 10_000.0).unwrap();
        let d = dials(100.0, &w);
        assert_eq!(d[0].turns, (100.0 / TAU).floor());
        assert!((d[0].turns * TAU + d[0].hand - 100.0).abs() < 1e-12);
        assert_eq!(d[63].turns, 0.0);
        let r = ladder_ratio(&w).unwrap();
        assert!((r - 10_000f64.powf(2.0 / 128.0)).abs() < 1e-12);
        assert_eq!(ladder_ratio(&[1.0]), None);
    }

    #[test]
    fn linear_interpolation_shrinks_the_fastest_step_others_keep_it() {
        let c = Config::from_query("dim=128&factor=4&orig=2048")
            .unwrap()
            .config;
        let steps = neighbour_steps(&Scene::new(&c));
        let step = |m: Method| steps.iter().find(|s| s.method == m).unwrap().step;
        assert!((step(Method::Linear) - 0.25).abs() < 1e-15);
        for m in [Method::None, Method::Ntk, Method::Yarn, Method::Llama3] {
            assert!((step(m) - 1.0).abs() < 1e-12, "{m:?}");
        }
        // With custom speeds, the base-only methods are skipped.
        let c = Config::from_query("dim=4&speeds=90,15").unwrap().config;
        assert!(neighbour_steps(&Scene::new(&c))
            .iter()
            .all(|s| !s.method.needs_base()));
    }

    #[test]
    fn swapping_words_flips_only_the_cross_terms() {
        let dim = 16;
        let w = inv_freq(dim, 10_000.0).unwrap();
        let q = content_vector("red", Role::Query, dim);
        let k = content_vector("big", Role::Key, dim);
        let s = word_swap(&q, &k, (1.0, 0.0), &w, Layout::Interleaved);
        for p in &s.pairs {
            assert!((p.cross_part_before + p.cross_part_after).abs() < 1e-15);
        }
        let before = decompose(&q, 1.0, &k, 0.0, &w, Layout::Interleaved).total;
        let after = decompose(&q, 0.0, &k, 1.0, &w, Layout::Interleaved).total;
        assert!((s.score_before - before).abs() < 1e-12);
        assert!((s.score_after - after).abs() < 1e-12);
        assert!((before - after).abs() > 1e-6);
    }
}
