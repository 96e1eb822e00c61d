//! Angles and rotations of dimension pairs.
//!
//! Angle(p, i) = p * inv_freq[i], always in f64 (positions up to millions times frequencies near 1
//! would lose the fractional turn in f32); cos/sin are cast to f32 only for the f32 kernels.

use num_complex::Complex64;

use crate::rope::base::named::named_enum;

named_enum! {
    /// Which dimensions form pair i.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Layout {
        /// Pair i = dims (2i, 2i+1): GPT-J, Meta's Llama code, the complex-multiply view.
        Interleaved = "interleaved",
        /// Pair i = dims (i, i + d/2): GPT-NeoX and Hugging Face's `rotate_half`.
        Half = "half",
    }
}

impl Layout {
    /// The two dimension indices of pair `i` in a head of `dim` dimensions.
    pub fn pair_dims(self, i: usize, dim: usize) -> (usize, usize) {
        match self {
            Layout::Interleaved => (2 * i, 2 * i + 1),
            Layout::Half => (i, i + dim / 2),
        }
    }

    /// The pair that dimension `k` of a `dim`-dimensional head belongs to: the inverse of
    /// `pair_dims` (the controls' layout diagram labels each cell with it).
    pub fn pair_of_dim(self, k: usize, dim: usize) -> usize {
        match self {
            Layout::Interleaved => k / 2,
            // `max(1)`: never a division by zero, even for a dim the config would refuse.
            Layout::Half => k % (dim / 2).max(1),
        }
    }
}

/// Rotation angle of pair `i` at position `pos`, in radians (not reduced mod 2 pi).
pub fn angle(pos: f64, inv_freq: f64) -> f64 {
    pos * inv_freq
}

/// Rotates the pair (a, b) by `alpha`: (a cos - b sin, a sin + b cos).
pub fn rotate_pair(a: f64, b: f64, alpha: f64) -> (f64, f64) {
    let (sin, cos) = alpha.sin_cos();
    (a * cos - b * sin, a * sin + b * cos)
}

/// The same rotation as a complex multiplication: (a + ib) * e^(i alpha).
pub fn rotate_pair_complex(a: f64, b: f64, alpha: f64) -> (f64, f64) {
    let z = Complex64::new(a, b) * Complex64::from_polar(1.0, alpha);
    (z.re, z.im)
}

/// Rotates a whole head vector `x` (length = 2 * inv_freq.len()) to position `pos`, in f64.
pub fn rotate_vector(x: &[f64], pos: f64, inv_freq: &[f64], layout: Layout) -> Vec<f64> {
    let dim = x.len();
    let mut out = x.to_vec();
    for (i, &w) in inv_freq.iter().enumerate() {
        let (ia, ib) = layout.pair_dims(i, dim);
        if ib >= dim {
            break;
        }
        let (a, b) = rotate_pair(x[ia], x[ib], angle(pos, w));
        out[ia] = a;
        out[ib] = b;
    }
    out
}

/// The pair `i` of `x` as (a, b) under `layout`.
pub fn pair_of(x: &[f64], i: usize, layout: Layout) -> (f64, f64) {
    let (ia, ib) = layout.pair_dims(i, x.len());
    (x[ia], x[ib])
}

/// Angle reduced to [0, 2 pi).
pub fn wrap_angle(alpha: f64) -> f64 {
    alpha.rem_euclid(std::f64::consts::TAU)
}

pub fn dot(a: &[f64], b: &[f64]) -> f64 {
    a.iter().zip(b).map(|(x, y)| x * y).sum()
}

pub fn norm(a: &[f64]) -> f64 {
    dot(a, a).sqrt()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pair_of_dim_inverts_pair_dims_in_both_layouts() {
        for layout in [Layout::Interleaved, Layout::Half] {
            for dim in (2..=64).step_by(2) {
                let mut seen = vec![0; dim / 2];
                for i in 0..dim / 2 {
                    let (a, b) = layout.pair_dims(i, dim);
                    assert_eq!(layout.pair_of_dim(a, dim), i, "{layout:?} d={dim} dim {a}");
                    assert_eq!(layout.pair_of_dim(b, dim), i, "{layout:?} d={dim} dim {b}");
                }
                for k in 0..dim {
                    seen[layout.pair_of_dim(k, dim)] += 1;
                }
                assert!(seen.iter().all(|&n| n == 2), "{layout:?} d={dim}: {seen:?}");
            }
        }
        // d = 6, half: dims 0..6 are pairs 0 1 2 0 1 2; interleaved: 0 0 1 1 2 2.
        let half: Vec<_> = (0..6).map(|k| Layout::Half.pair_of_dim(k, 6)).collect();
        assert_eq!(half, [0, 1, 2, 0, 1, 2]);
        assert_eq!(
            Layout::Half.pair_of_dim(3, 0),
            0,
            "no panic on a refused dim"
        );
    }

    #[test]
    fn a_quarter_turn_of_the_x_axis_is_the_y_axis() {
        let (a, b) = rotate_pair(1.0, 0.0, std::f64::consts::FRAC_PI_2);
        assert!(a.abs() < 1e-15 && (b - 1.0).abs() < 1e-15);
    }

    #[test]
    fn seventy_five_degrees_of_point_eight_point_six() {
        // A popular text prints [0.02, 0.99]; the rotation gives [-0.3725, 0.9280].
        let (a, b) = rotate_pair(0.8, 0.6, 75f64.to_radians());
        assert!((a - -0.372_5).abs() < 5e-5, "{a}");
        assert!((b - 0.928_0).abs() < 5e-5, "{b}");
    }

    #[test]
    fn complex_form_equals_real_form() {
        for k in 0..50 {
            let alpha = k as f64 * 0.37 - 5.0;
            let (a, b) = (0.3 - k as f64 * 0.01, -0.7 + k as f64 * 0.02);
            let r = rotate_pair(a, b, alpha);
            let c = rotate_pair_complex(a, b, alpha);
            assert!((r.0 - c.0).abs() < 1e-14 && (r.1 - c.1).abs() < 1e-14);
        }
    }

    #[test]
    fn layouts_pick_different_dims() {
        assert_eq!(Layout::Interleaved.pair_dims(1, 8), (2, 3));
        assert_eq!(Layout::Half.pair_dims(1, 8), (1, 5));
        let x = [1.0, 2.0, 3.0, 4.0];
        let w = [std::f64::consts::FRAC_PI_2, 0.0];
        // Interleaved: pair 0 = (1, 2) -> (-2, 1); pair 1 untouched.
        let r = rotate_vector(&x, 1.0, &w, Layout::Interleaved);
        assert!((r[0] + 2.0).abs() < 1e-15 && (r[1] - 1.0).abs() < 1e-15);
        assert_eq!(&r[2..], &[3.0, 4.0]);
        // Half: pair 0 = (x0, x2) = (1, 3) -> (-3, 1).
        let r = rotate_vector(&x, 1.0, &w, Layout::Half);
        assert!((r[0] + 3.0).abs() < 1e-15 && (r[2] - 1.0).abs() < 1e-15);
        assert_eq!((r[1], r[3]), (2.0, 4.0));
    }

    #[test]
    fn wrap_angle_is_in_range() {
        assert!((wrap_angle(-0.5) - (std::f64::consts::TAU - 0.5)).abs() < 1e-15);
        assert!((wrap_angle(7.0) - (7.0 - std::f64::consts::TAU)).abs() < 1e-15);
    }
}
