//! Percent-coding of query strings (strict: a bad escape is an error, never passed through),
//! and splitting a query string into decoded `(key, value)` pairs.

use crate::rope::base::error::{ConfigError, Key};

/// The pairs of a query string (with or without the leading `?`), each decoded on its own so a
/// reader can go on past a bad one. `+` means space; `%XX` must be two hex digits and the result
/// valid UTF-8. Empty segments (`a=1&&b=2`) are skipped; a segment without `=` is a key with an
/// empty value.
pub(super) fn pairs(
    query: &str,
) -> impl Iterator<Item = Result<(String, String), ConfigError>> + '_ {
    let query = query.strip_prefix('?').unwrap_or(query);
    query.split('&').filter(|s| !s.is_empty()).map(|segment| {
        let (k, v) = segment.split_once('=').unwrap_or((segment, ""));
        Ok((percent_decode(k)?, percent_decode(v)?))
    })
}

/// Splits a query string into decoded `(key, value)` pairs; the first bad escape is the error.
/// See [`pairs`] for the rules.
pub fn query_pairs(query: &str) -> Result<Vec<(String, String)>, ConfigError> {
    pairs(query).collect()
}

/// Decodes `+` and `%XX` escapes.
pub fn percent_decode(s: &str) -> Result<String, ConfigError> {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'+' => out.push(b' '),
            b'%' => {
                let hex = bytes
                    .get(i + 1..i + 3)
                    .and_then(|h| std::str::from_utf8(h).ok())
                    .and_then(|h| u8::from_str_radix(h, 16).ok())
                    .filter(|_| {
                        bytes[i + 1].is_ascii_hexdigit() && bytes[i + 2].is_ascii_hexdigit()
                    });
                match hex {
                    Some(b) => out.push(b),
                    None => {
                        let end = (i + 3).min(bytes.len());
                        let got = String::from_utf8_lossy(&bytes[i..end]).into_owned();
                        return Err(ConfigError::with(
                            Key::Query,
                            got,
                            crate::msg!("limit-percent-encoding"),
                        ));
                    }
                }
                i += 2;
            }
            b => out.push(b),
        }
        i += 1;
    }
    String::from_utf8(out)
        .map_err(|_| ConfigError::with(Key::Query, s, crate::msg!("limit-percent-utf8")))
}

/// Encodes everything but unreserved characters and commas (kept readable in lists).
pub fn percent_encode(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    for &b in s.as_bytes() {
        if b.is_ascii_alphanumeric() || matches!(b, b'-' | b'.' | b'_' | b'~' | b',') {
            out.push(b as char);
        } else {
            out.push_str(&format!("%{b:02X}"));
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn percent_coding_round_trips_any_text() {
        for s in [
            "a b&c=d",
            "100% ✓",
            "<script>alert(1)</script>",
            "שלום عالم",
            "+,;#?",
        ] {
            assert_eq!(percent_decode(&percent_encode(s)).unwrap(), s);
        }
    }

    #[test]
    fn pairs_split_skip_empty_segments_and_report_each_bad_one() {
        let got: Vec<_> = pairs("?a=1&&b&c=%ZZ&d=x+y").collect();
        assert_eq!(got.len(), 4);
        assert_eq!(got[0], Ok(("a".into(), "1".into())));
        assert_eq!(got[1], Ok(("b".into(), String::new())));
        assert_eq!(got[2].as_ref().unwrap_err().key, Key::Query);
        assert_eq!(got[3], Ok(("d".into(), "x y".into())));
        assert_eq!(query_pairs("a=1&c=%ZZ").unwrap_err().key, Key::Query);
    }
}
