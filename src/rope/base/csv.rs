//! CSV export that spreadsheet programs cannot turn into formulas: a text cell starting with
//! = + - @ (or a tab or carriage return) gets a leading apostrophe. Numbers are written by us
//! and stay numbers (a negative number keeps its minus).

/// A cell holding user text.
pub fn text_cell(s: &str) -> String {
    let neutral = match s.chars().next() {
        Some('=' | '+' | '-' | '@' | '\t' | '\r') => format!("'{s}"),
        _ => s.to_string(),
    };
    if neutral.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", neutral.replace('"', "\"\""))
    } else {
        neutral
    }
}

/// A numeric cell (full precision; non-finite values as text).
pub fn number_cell(v: f64) -> String {
    if v.is_finite() {
        format!("{v}")
    } else if v.is_nan() {
        "NaN".into()
    } else if v > 0.0 {
        "inf".into()
    } else {
        "-inf".into()
    }
}

/// Rows to CSV text with `\r\n` line ends (RFC 4180).
pub fn to_csv(rows: &[Vec<String>]) -> String {
    let mut out = String::new();
    for row in rows {
        out.push_str(&row.join(","));
        out.push_str("\r\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn formulas_are_neutralised_and_quotes_escaped() {
        assert_eq!(text_cell("=HYPERLINK(\"x\")"), "\"'=HYPERLINK(\"\"x\"\")\"");
        assert_eq!(text_cell("+1"), "'+1");
        assert_eq!(text_cell("-cmd"), "'-cmd");
        assert_eq!(text_cell("@SUM(A1)"), "'@SUM(A1)");
        assert_eq!(text_cell("cat"), "cat");
        assert_eq!(text_cell("a,b"), "\"a,b\"");
        assert_eq!(number_cell(-0.5), "-0.5");
        assert_eq!(number_cell(f64::INFINITY), "inf");
        assert_eq!(to_csv(&[vec!["a".into(), "1".into()]]), "a,1\r\n");
    }
}
