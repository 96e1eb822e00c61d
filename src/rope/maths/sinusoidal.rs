//! The absolute sinusoidal encoding of Vaswani et al. (2017), for the comparison view:
//! PE(p, 2i) = sin(p / base^(2i/d)), PE(p, 2i+1) = cos(p / base^(2i/d)). It is ADDED to the token
//! embedding, so after the query/key projections absolute positions leak into the score; RoPE
//! instead rotates q and k and leaves only m - n.

/// The encoding of position `pos` in `dim` dimensions (the paper uses base 10000). For odd `dim`
/// the last entry is the sine of the next frequency.
pub fn encoding(pos: f64, dim: usize, base: f64) -> Vec<f64> {
    (0..dim)
        .map(|j| {
            let i = j / 2;
            let w = base.powf(-((2 * i) as f64) / dim as f64);
            if j % 2 == 0 {
                (pos * w).sin()
            } else {
                (pos * w).cos()
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn position_zero_is_sin0_cos0() {
        assert_eq!(encoding(0.0, 4, 10_000.0), vec![0.0, 1.0, 0.0, 1.0]);
    }

    #[test]
    fn even_dims_are_sines_odd_dims_cosines() {
        let e = encoding(3.0, 4, 10_000.0);
        assert!((e[0] - 3f64.sin()).abs() < 1e-15);
        assert!((e[1] - 3f64.cos()).abs() < 1e-15);
        assert!((e[2] - 0.03f64.sin()).abs() < 1e-15);
        assert!((e[3] - 0.03f64.cos()).abs() < 1e-15);
    }
}
