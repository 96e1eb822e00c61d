//! One value's text form: the parsers [`Config::set`](super::Config::set) uses (they check the
//! form only; ranges are [`validate`](super::validate)'s) and the formatting
//! [`Config::get`](super::Config::get) writes, which parses back to exactly the same value.

use crate::rope::error::{ConfigError, Key};
use crate::rope::limits::MAX_DIM;

pub(super) fn parse_f64(key: Key, value: &str, expected: &str) -> Result<f64, ConfigError> {
    value
        .trim()
        .parse::<f64>()
        .map_err(|_| ConfigError::new(key, value, expected))
}

pub(super) fn parse_u64(key: Key, value: &str, expected: &str) -> Result<u64, ConfigError> {
    let v = value.trim();
    if v.is_empty() || !v.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ConfigError::new(key, value, expected));
    }
    v.parse::<u64>()
        .map_err(|_| ConfigError::new(key, value, expected))
}

/// An optional number: the empty string means unset.
pub(super) fn parse_opt_f64(
    key: Key,
    value: &str,
    expected: &str,
) -> Result<Option<f64>, ConfigError> {
    if value.trim().is_empty() {
        Ok(None)
    } else {
        parse_f64(key, value, expected).map(Some)
    }
}

/// An optional whole number: the empty string means unset.
pub(super) fn parse_opt_u64(
    key: Key,
    value: &str,
    expected: &str,
) -> Result<Option<u64>, ConfigError> {
    if value.trim().is_empty() {
        Ok(None)
    } else {
        parse_u64(key, value, expected).map(Some)
    }
}

/// A comma-separated list of numbers: the empty string means unset.
pub(super) fn parse_list(
    key: Key,
    value: &str,
    expected: &str,
) -> Result<Option<Vec<f64>>, ConfigError> {
    if value.trim().is_empty() {
        return Ok(None);
    }
    // Refuse absurd lengths before parsing every item (no list is longer than the largest head).
    if value.bytes().filter(|&b| b == b',').count() >= MAX_DIM {
        return Err(ConfigError::new(key, value, expected));
    }
    value
        .split(',')
        .map(|item| parse_f64(key, item, expected))
        .collect::<Result<Vec<f64>, _>>()
        .map(Some)
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

pub(super) fn format_list(v: &[f64]) -> String {
    v.iter()
        .map(|&x| format_f64(x))
        .collect::<Vec<_>>()
        .join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_format_shortest_and_exact() {
        for v in [
            10_000.0,
            0.1,
            1e308,
            5e-324,
            1.0 / 3.0,
            123456.789,
            500_000.0,
        ] {
            let s = format_f64(v);
            assert_eq!(s.parse::<f64>().unwrap(), v, "{s}");
        }
        assert_eq!(format_f64(1e308), "1e308");
        assert_eq!(format_f64(10_000.0), "10000");
    }

    #[test]
    fn whole_numbers_are_digits_only() {
        for bad in [
            "",
            " ",
            "-1",
            "+1",
            "1.0",
            "1e3",
            "0x10",
            "18446744073709551616",
        ] {
            assert!(parse_u64(Key::Offset, bad, "x").is_err(), "{bad:?}");
        }
        assert_eq!(parse_u64(Key::Offset, " 42 ", "x"), Ok(42));
        assert_eq!(parse_opt_u64(Key::Len, " ", "x"), Ok(None));
    }

    #[test]
    fn lists_longer_than_the_largest_head_are_refused_before_parsing() {
        let longest = vec!["1"; MAX_DIM].join(",");
        assert_eq!(
            parse_list(Key::Q, &longest, "x").unwrap().map(|v| v.len()),
            Some(MAX_DIM)
        );
        let too_long = format!("{longest},1");
        assert_eq!(parse_list(Key::Q, &too_long, "x").unwrap_err().key, Key::Q);
    }
}
