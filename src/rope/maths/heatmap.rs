//! The positions x pairs angle grid, and which angles a model never saw in training.

use std::f64::consts::TAU;

use crate::rope::maths::rotate::{angle, wrap_angle};

/// Angles for each position (rows) and pair (columns), row-major. `wrap` reduces mod 2 pi.
pub fn angle_grid(inv_freq: &[f64], positions: &[u64], wrap: bool) -> Vec<f64> {
    let mut out = Vec::with_capacity(positions.len() * inv_freq.len());
    for &p in positions {
        for &w in inv_freq {
            let a = angle(p as f64, w);
            out.push(if wrap { wrap_angle(a) } else { a });
        }
    }
    out
}

/// `count` positions spread evenly over `0..=last` (all of them when there are few enough).
pub fn sample_positions(last: u64, count: usize) -> Vec<u64> {
    let count = count.max(2);
    if last < count as u64 {
        return (0..=last).collect();
    }
    (0..count)
        .map(|i| ((i as f64 / (count - 1) as f64) * last as f64).round() as u64)
        .collect()
}

/// The angles (mod 2 pi) a pair of unscaled frequency `w` met during training on `orig`
/// positions `0..orig`: all of them if it completed a turn, else the arc `[0, (orig-1) w]`.
#[derive(Debug, Clone, Copy, PartialEq)]
pub enum TrainedCoverage {
    FullCircle,
    Arc { max: f64 },
}

pub fn trained_coverage(w_unscaled: f64, orig: u64) -> TrainedCoverage {
    let max = w_unscaled.abs() * orig.saturating_sub(1) as f64;
    if max >= TAU {
        TrainedCoverage::FullCircle
    } else {
        TrainedCoverage::Arc { max }
    }
}

/// Whether `angle` (radians, any size, non-negative positions) is one the pair never met in
/// training: its residue mod 2 pi lies outside the trained arc. A small tolerance absorbs rounding.
pub fn out_of_distribution(angle: f64, w_unscaled: f64, orig: u64) -> bool {
    match trained_coverage(w_unscaled, orig) {
        TrainedCoverage::FullCircle => false,
        TrainedCoverage::Arc { max } => {
            let a = angle.abs();
            a > max * (1.0 + 1e-12) + 1e-12 && wrap_angle(a) > max * (1.0 + 1e-12) + 1e-12
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn grid_is_position_times_frequency() {
        let g = angle_grid(&[1.0, 0.5], &[0, 3, 10], false);
        assert_eq!(g, vec![0.0, 0.0, 3.0, 1.5, 10.0, 5.0]);
        let w = angle_grid(&[1.0], &[7], true);
        assert!((w[0] - (7.0 - TAU)).abs() < 1e-12);
    }

    #[test]
    fn sampled_positions_cover_both_ends() {
        assert_eq!(sample_positions(5, 64), vec![0, 1, 2, 3, 4, 5]);
        let s = sample_positions(4095, 256);
        assert_eq!((s[0], *s.last().unwrap(), s.len()), (0, 4095, 256));
        assert!(s.windows(2).all(|w| w[0] < w[1]));
    }

    #[test]
    fn fast_pairs_are_never_out_of_distribution() {
        // Pair 0 turns 1 rad per position: it covers the circle within 7 positions.
        assert_eq!(trained_coverage(1.0, 2048), TrainedCoverage::FullCircle);
        assert!(!out_of_distribution(1e6, 1.0, 2048));
    }

    #[test]
    fn slow_pairs_leave_their_trained_arc_beyond_the_context() {
        let w = 1e-4; // wavelength ~62832 positions, trained on 2048
        assert!(!out_of_distribution(2047.0 * w, w, 2048));
        assert!(out_of_distribution(2048.5 * w, w, 2048));
        // Linear interpolation by 4 brings position 8000 back inside.
        assert!(!out_of_distribution(8000.0 * w / 4.0, w, 2048));
    }
}
