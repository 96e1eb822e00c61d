//! Per-pair rotation frequencies.
//!
//! RoPE splits a d-dimensional vector into d/2 pairs; pair i turns by `inv_freq[i]` radians per
//! position. With base b the speeds fall off geometrically: `inv_freq[i] = b^(-2i/d)`. Pair 0
//! turns fastest (1 rad/position); the last pair barely moves.

use std::f64::consts::PI;

use crate::rope::base::error::{ConfigError, Key};
use crate::rope::base::limits::{
    BASE_ABOVE, BASE_RANGE, DIM_RANGE, MAX_DIM, MAX_SPEED_DEG, MIN_DIM, SPEED_RANGE,
};

/// Checks that `dim` is an even number in `MIN_DIM..=MAX_DIM` (see [`crate::rope::base::limits`]).
pub fn check_dim(dim: usize) -> Result<(), ConfigError> {
    if (MIN_DIM..=MAX_DIM).contains(&dim) && dim.is_multiple_of(2) {
        Ok(())
    } else {
        Err(ConfigError::new(Key::Dim, dim, DIM_RANGE))
    }
}

/// Checks that the base is finite and greater than 1 (base 1 would make every pair static).
pub fn check_base(base: f64) -> Result<(), ConfigError> {
    if base.is_finite() && base > BASE_ABOVE {
        Ok(())
    } else {
        Err(ConfigError::new(Key::Base, base, BASE_RANGE))
    }
}

/// The standard RoPE frequencies `inv_freq[i] = base^(-2i/dim)` for `i = 0..dim/2`.
pub fn inv_freq(dim: usize, base: f64) -> Result<Vec<f64>, ConfigError> {
    check_dim(dim)?;
    check_base(base)?;
    Ok((0..dim / 2)
        .map(|i| base.powf(-((2 * i) as f64) / dim as f64))
        .collect())
}

/// Frequencies from per-pair speeds in degrees per position ("pair 0 turns 90 deg per position").
pub fn inv_freq_from_speeds(dim: usize, speeds_deg: &[f64]) -> Result<Vec<f64>, ConfigError> {
    check_dim(dim)?;
    if speeds_deg.len() != dim / 2 {
        return Err(ConfigError::with(
            Key::Speeds,
            // i18n: a ConfigError's `got` is shown as given (a known gap)
            format!("{} values", speeds_deg.len()),
            crate::msg!("limit-speeds-count", n = dim / 2),
        ));
    }
    speeds_deg
        .iter()
        .enumerate()
        .map(|(index, &value)| {
            if value.is_finite() && value.abs() <= MAX_SPEED_DEG {
                Ok(value.to_radians())
            } else {
                Err(ConfigError::with(
                    Key::Speeds,
                    value,
                    crate::msg!(
                        "limit-speed-at",
                        index = index,
                        range = crate::rope::base::limits::range_msg(SPEED_RANGE)
                    ),
                ))
            }
        })
        .collect()
}

/// Positions needed for one full turn: `2*pi / inv_freq`. A pair that does not turn has an
/// infinite wavelength.
pub fn wavelength(inv_freq: f64) -> f64 {
    if inv_freq == 0.0 {
        f64::INFINITY
    } else {
        2.0 * PI / inv_freq.abs()
    }
}

/// Wavelengths of every pair.
pub fn wavelengths(inv_freq: &[f64]) -> Vec<f64> {
    inv_freq.iter().map(|&w| wavelength(w)).collect()
}

/// Speed of a pair in degrees per position (what the compasses label).
pub fn degrees_per_position(inv_freq: f64) -> f64 {
    inv_freq.to_degrees()
}

/// The indices of the `n` pairs with the lowest frequencies (by magnitude; among equal ones the
/// later pair first, as in the usual decreasing order), in increasing index order.
///
/// Pair i is one of them when fewer than `n` pairs come before it in that order (a lower
/// magnitude, or the same one at a later index). Counted, not sorted: a sort here linked a
/// stable sort into the page's module (3.7 KB) for the rare `drop` > 0.
pub fn lowest_pairs(inv_freq: &[f64], n: usize) -> Vec<usize> {
    if n == 0 {
        return Vec::new();
    }
    let size = |i: usize| inv_freq[i].abs();
    let before = |j: usize, i: usize| size(j).total_cmp(&size(i)).then(i.cmp(&j)).is_lt();
    (0..inv_freq.len())
        .filter(|&i| (0..inv_freq.len()).filter(|&j| before(j, i)).count() < n)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The counting [`lowest_pairs`] picks what sorting by (magnitude, later index first) and
    /// taking the first `n` picks, ties, signs, zeros and infinities included.
    #[test]
    fn lowest_pairs_equal_the_sorted_choice() {
        let sorted = |w: &[f64], n: usize| {
            let mut order: Vec<usize> = (0..w.len()).collect();
            order.sort_by(|&a, &b| w[a].abs().total_cmp(&w[b].abs()).then(b.cmp(&a)));
            order.truncate(n);
            order.sort_unstable();
            order
        };
        let lists: [&[f64]; 5] = [
            &[1.0, 0.5, 0.25, 0.125],
            &[0.1, -0.01, 1.0, 0.5, 0.01, -0.1, 0.0, 0.0],
            &[1.0; 7],
            &[f64::INFINITY, 2.0, -3.0, 0.0, 2.0, -2.0],
            &[],
        ];
        for w in lists {
            for n in 0..=w.len() + 1 {
                assert_eq!(lowest_pairs(w, n), sorted(w, n), "{w:?} {n}");
            }
        }
        let w = inv_freq(512, 10_000.0).unwrap();
        for n in [0, 1, 7, 128, 256, 300] {
            assert_eq!(lowest_pairs(&w, n), sorted(&w, n));
        }
    }

    #[test]
    fn standard_frequencies_follow_the_geometric_law() {
        let f = inv_freq(8, 10_000.0).unwrap();
        assert_eq!(f.len(), 4);
        assert_eq!(f[0], 1.0);
        // 10000^(-2/8) = 0.1, 10000^(-4/8) = 0.01, 10000^(-6/8) = 0.001
        assert!((f[1] - 0.1).abs() < 1e-15);
        assert!((f[2] - 0.01).abs() < 1e-16);
        assert!((f[3] - 0.001).abs() < 1e-17);
    }

    #[test]
    fn frequencies_strictly_decrease() {
        let f = inv_freq(128, 500_000.0).unwrap();
        assert!(f.windows(2).all(|w| w[1] < w[0]));
    }

    #[test]
    fn bad_dims_and_bases_are_errors() {
        for bad in [0, 1, 7, MAX_DIM - 1, MAX_DIM + 1, MAX_DIM + 2] {
            let e = inv_freq(bad, 10_000.0).unwrap_err();
            assert_eq!(e.key, Key::Dim);
            assert_eq!(e.got, bad.to_string());
        }
        assert_eq!(inv_freq(2, 1.0).unwrap_err().key, Key::Base);
        assert_eq!(inv_freq(MAX_DIM, 10_000.0).unwrap().len(), MAX_DIM / 2);
        assert!(inv_freq(2, f64::NAN).is_err());
        assert!(inv_freq(2, f64::INFINITY).is_err());
        assert!(inv_freq(2, -5.0).is_err());
        assert_eq!(inv_freq(2, 1.0001).unwrap(), vec![1.0]);
    }

    #[test]
    fn speeds_are_degrees_per_position() {
        let f = inv_freq_from_speeds(4, &[90.0, 15.0]).unwrap();
        assert!((f[0] - PI / 2.0).abs() < 1e-15);
        assert!((f[1] - PI / 12.0).abs() < 1e-15);
        assert!((wavelength(f[0]) - 4.0).abs() < 1e-12);
        assert!((wavelength(f[1]) - 24.0).abs() < 1e-12);
        assert!((degrees_per_position(f[1]) - 15.0).abs() < 1e-12);
        assert_eq!(
            inv_freq_from_speeds(4, &[90.0]).unwrap_err().key,
            Key::Speeds
        );
        assert!(inv_freq_from_speeds(4, &[90.0, f64::NAN]).is_err());
        assert!(inv_freq_from_speeds(4, &[90.0, 1e308]).is_err());
    }

    #[test]
    fn a_static_pair_has_infinite_wavelength() {
        assert_eq!(wavelength(0.0), f64::INFINITY);
    }
}
