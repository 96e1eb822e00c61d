//! Numbers as the page prints them: one format for every view, table, readout and export.

/// Formats a number for display: fixed for moderate magnitudes (|v| from 0.001), scientific
/// otherwise, so a slow pair's 0.0018°/position never prints as 0.00.
pub fn num(v: f64, digits: usize) -> String {
    if v == 0.0 || (1e-3..1e6).contains(&v.abs()) {
        format!("{v:.digits$}")
    } else if v.is_finite() {
        format!("{v:.digits$e}")
    } else if v.is_nan() {
        "NaN".into()
    } else if v > 0.0 {
        "∞".into()
    } else {
        "−∞".into()
    }
}

/// [`num`] without trailing zeros after the decimal point ("4", "37", "35097.9").
pub fn short(v: f64, digits: usize) -> String {
    let s = num(v, digits);
    if s.contains('.') && !s.contains('e') {
        s.trim_end_matches('0').trim_end_matches('.').to_string()
    } else {
        s
    }
}

/// A count of positions: whole numbers as such, anything else with two decimals.
pub fn positions(v: f64) -> String {
    if v.fract() == 0.0 && v.abs() < 1e15 {
        format!("{v:.0}")
    } else {
        num(v, 2)
    }
}

/// An angle in degrees folded into [0, 360).
pub fn deg_mod_360(deg: f64) -> f64 {
    let r = deg.rem_euclid(360.0);
    // rem_euclid can return 360 itself for tiny negative inputs.
    if r >= 360.0 {
        0.0
    } else {
        r
    }
}

/// Text that parses back to exactly `v`: plain decimals ("10000", "0.25") unless they get long,
/// then scientific ("1e308", "1.5e-12").
pub fn format_f64(v: f64) -> String {
    let plain = format!("{v}");
    let exp = format!("{v:e}");
    if plain.len() > 12 && exp.len() < plain.len() {
        exp
    } else {
        plain
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_format_for_reading() {
        assert_eq!(num(1.199471, 5), "1.19947");
        assert_eq!(num(0.0, 2), "0.00");
        assert_eq!(num(1.5e-5, 2), "1.50e-5");
        assert_eq!(num(2.5e7, 1), "2.5e7");
        assert_eq!(num(f64::NAN, 2), "NaN");
        assert_eq!(num(f64::NEG_INFINITY, 2), "−∞");
    }

    #[test]
    fn degrees_fold_into_one_turn() {
        assert_eq!(deg_mod_360(370.0), 10.0);
        assert_eq!(deg_mod_360(-90.0), 270.0);
        assert_eq!(deg_mod_360(-1e-17), 0.0);
        assert!(deg_mod_360(720.0).abs() < 1e-12);
    }
}
