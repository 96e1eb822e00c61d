//! A small JSON reader and writer for the two places that need JSON: pasting a Hugging Face
//! config (read) and the export / the current `rope_scaling` block (write). Hand-written instead
//! of serde + serde_json because those two crates were about a tenth of the page's wasm, for a
//! few KB of input; `tests/` still checks the output with serde_json as an independent parser.
//!
//! Numbers keep the integer / float distinction (`4096` vs `4.0`) that Python's json and
//! transformers care about. Non-finite floats are written as `null`, as serde_json does. The
//! reader refuses nesting deeper than [`MAX_DEPTH`] (no stack overflow on hostile input) and
//! keeps object keys in order; a repeated key keeps its last value, as Python does.

use std::fmt::Write;

/// Deepest nesting accepted.
pub const MAX_DEPTH: usize = 64;

/// A JSON value.
#[derive(Debug, Clone, PartialEq)]
pub enum Value {
    Null,
    Bool(bool),
    /// A number written without fraction or exponent that fits an i64.
    Int(i64),
    Float(f64),
    String(String),
    Array(Vec<Value>),
    Object(Map),
}

/// A JSON object: keys in insertion order.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Map(Vec<(String, Value)>);

impl Map {
    pub fn new() -> Map {
        Map(Vec::new())
    }

    pub fn get(&self, key: &str) -> Option<&Value> {
        self.0.iter().rev().find(|(k, _)| k == key).map(|(_, v)| v)
    }

    pub fn contains_key(&self, key: &str) -> bool {
        self.get(key).is_some()
    }

    /// Sets `key` (replacing an earlier value in place).
    pub fn insert(&mut self, key: String, value: Value) {
        match self.0.iter_mut().find(|(k, _)| *k == key) {
            Some(slot) => slot.1 = value,
            None => self.0.push((key, value)),
        }
    }

    pub fn iter(&self) -> impl Iterator<Item = (&String, &Value)> {
        self.0.iter().map(|(k, v)| (k, v))
    }

    pub fn len(&self) -> usize {
        self.0.len()
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }
}

impl<'a> IntoIterator for &'a Map {
    type Item = (&'a String, &'a Value);
    type IntoIter = std::iter::Map<
        std::slice::Iter<'a, (String, Value)>,
        fn(&'a (String, Value)) -> (&'a String, &'a Value),
    >;

    fn into_iter(self) -> Self::IntoIter {
        self.0.iter().map(|(k, v)| (k, v))
    }
}

impl Value {
    pub fn as_f64(&self) -> Option<f64> {
        match *self {
            Value::Int(i) => Some(i as f64),
            Value::Float(f) => Some(f),
            _ => None,
        }
    }

    pub fn as_str(&self) -> Option<&str> {
        match self {
            Value::String(s) => Some(s),
            _ => None,
        }
    }

    pub fn as_bool(&self) -> Option<bool> {
        match *self {
            Value::Bool(b) => Some(b),
            _ => None,
        }
    }

    pub fn as_object(&self) -> Option<&Map> {
        match self {
            Value::Object(m) => Some(m),
            _ => None,
        }
    }

    /// A member of an object (`None` for other values).
    pub fn get(&self, key: &str) -> Option<&Value> {
        self.as_object()?.get(key)
    }

    pub fn is_null(&self) -> bool {
        matches!(self, Value::Null)
    }
}

impl From<f64> for Value {
    fn from(v: f64) -> Value {
        Value::Float(v)
    }
}

impl From<u64> for Value {
    fn from(v: u64) -> Value {
        i64::try_from(v).map_or(Value::Float(v as f64), Value::Int)
    }
}

impl From<usize> for Value {
    fn from(v: usize) -> Value {
        Value::from(v as u64)
    }
}

impl From<bool> for Value {
    fn from(v: bool) -> Value {
        Value::Bool(v)
    }
}

impl From<&str> for Value {
    fn from(v: &str) -> Value {
        Value::String(v.to_string())
    }
}

impl From<String> for Value {
    fn from(v: String) -> Value {
        Value::String(v)
    }
}

impl<T: Into<Value>> From<Option<T>> for Value {
    fn from(v: Option<T>) -> Value {
        v.map_or(Value::Null, Into::into)
    }
}

impl<T: Into<Value> + Clone> From<&[T]> for Value {
    fn from(v: &[T]) -> Value {
        Value::Array(v.iter().cloned().map(Into::into).collect())
    }
}

impl<T: Into<Value>> From<Vec<T>> for Value {
    fn from(v: Vec<T>) -> Value {
        Value::Array(v.into_iter().map(Into::into).collect())
    }
}

/// Builds an object from `(key, value)` pairs, in order.
pub fn object<const N: usize>(members: [(&str, Value); N]) -> Value {
    let mut m = Map::new();
    for (k, v) in members {
        m.insert(k.to_string(), v);
    }
    Value::Object(m)
}

impl std::fmt::Display for Value {
    /// Compact JSON (also used in error messages about a value).
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut s = String::new();
        write_value(&mut s, self, None, 0);
        f.write_str(&s)
    }
}

/// Where and why reading failed.
#[derive(Debug, Clone, PartialEq)]
pub struct ParseError {
    /// Byte offset into the input.
    pub at: usize,
    pub what: &'static str,
}

impl std::fmt::Display for ParseError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{} at byte {}", self.what, self.at)
    }
}

impl ParseError {
    /// The error in the learner's language: what is wrong (`json-*`) and where.
    pub fn msg(&self) -> crate::rope::base::i18n::Msg {
        let what = match self.what {
            // i18n: English (Display, developers); the learner sees ParseError::msg (json-*)
            "bad code point" => "json-bad-code-point",
            "bad escape" => "json-bad-escape",
            // i18n: English (Display, developers); the learner sees ParseError::msg (json-*)
            "bad surrogate pair" => "json-bad-surrogate-pair",
            // i18n: English (Display, developers); the learner sees ParseError::msg (json-*)
            "control character in string" => "json-control-character-in-string",
            "expected , or ]" => "json-expected-comma-or-bracket",
            "expected , or }" => "json-expected-comma-or-brace",
            "expected :" => "json-expected-colon",
            "expected a digit" => "json-expected-a-digit",
            // i18n: English (Display, developers); the learner sees ParseError::msg (json-*)
            "expected a digit after ." => "json-expected-a-digit-after-point",
            // i18n: English (Display, developers); the learner sees ParseError::msg (json-*)
            "expected a digit in the exponent" => "json-expected-a-digit-in-the-exponent",
            // i18n: English (Display, developers); the learner sees ParseError::msg (json-*)
            "expected a key in quotes" => "json-expected-a-key-in-quotes",
            "leading zero" => "json-leading-zero",
            "lone surrogate" => "json-lone-surrogate",
            // i18n: English (Display, developers); the learner sees ParseError::msg (json-*)
            "nesting too deep" => "json-nesting-too-deep",
            // i18n: English (Display, developers); the learner sees ParseError::msg (json-*)
            "number out of range" => "json-number-out-of-range",
            "unexpected character" => "json-unexpected-character",
            // i18n: English (Display, developers); the learner sees ParseError::msg (json-*)
            "unexpected end of input" => "json-unexpected-end-of-input",
            "unterminated string" => "json-unterminated-string",
            _ => "json-unexpected-character",
        };
        crate::msg!(
            "json-error-at",
            what = crate::rope::base::i18n::Msg::new(what),
            at = self.at
        )
    }
}

struct Reader<'a> {
    s: &'a [u8],
    i: usize,
}

impl Reader<'_> {
    fn err<T>(&self, what: &'static str) -> Result<T, ParseError> {
        Err(ParseError { at: self.i, what })
    }

    fn ws(&mut self) {
        while matches!(self.s.get(self.i), Some(b' ' | b'\t' | b'\n' | b'\r')) {
            self.i += 1;
        }
    }

    fn eat(&mut self, lit: &[u8]) -> bool {
        if self.s[self.i..].starts_with(lit) {
            self.i += lit.len();
            true
        } else {
            false
        }
    }

    fn value(&mut self, depth: usize) -> Result<Value, ParseError> {
        if depth > MAX_DEPTH {
            // i18n: English (Display, developers); the learner sees ParseError::msg (json-*)
            return self.err("nesting too deep");
        }
        self.ws();
        match self.s.get(self.i) {
            // i18n: English (Display, developers); the learner sees ParseError::msg (json-*)
            None => self.err("unexpected end of input"),
            Some(b'n') if self.eat(b"null") => Ok(Value::Null),
            Some(b't') if self.eat(b"true") => Ok(Value::Bool(true)),
            Some(b'f') if self.eat(b"false") => Ok(Value::Bool(false)),
            Some(b'"') => self.string().map(Value::String),
            Some(b'[') => {
                self.i += 1;
                let mut items = Vec::new();
                self.ws();
                if self.eat(b"]") {
                    return Ok(Value::Array(items));
                }
                loop {
                    items.push(self.value(depth + 1)?);
                    self.ws();
                    if self.eat(b"]") {
                        return Ok(Value::Array(items));
                    }
                    if !self.eat(b",") {
                        return self.err("expected , or ]");
                    }
                }
            }
            Some(b'{') => {
                self.i += 1;
                let mut m = Map::new();
                self.ws();
                if self.eat(b"}") {
                    return Ok(Value::Object(m));
                }
                loop {
                    self.ws();
                    if self.s.get(self.i) != Some(&b'"') {
                        // i18n: English (Display, developers); the learner sees ParseError::msg (json-*)
                        return self.err("expected a key in quotes");
                    }
                    let k = self.string()?;
                    self.ws();
                    if !self.eat(b":") {
                        return self.err("expected :");
                    }
                    let v = self.value(depth + 1)?;
                    m.insert(k, v);
                    self.ws();
                    if self.eat(b"}") {
                        return Ok(Value::Object(m));
                    }
                    if !self.eat(b",") {
                        return self.err("expected , or }");
                    }
                }
            }
            Some(b'-' | b'0'..=b'9') => self.number(),
            Some(_) => self.err("unexpected character"),
        }
    }

    fn number(&mut self) -> Result<Value, ParseError> {
        let start = self.i;
        let digits = |r: &mut Self| {
            let from = r.i;
            while matches!(r.s.get(r.i), Some(b'0'..=b'9')) {
                r.i += 1;
            }
            r.i > from
        };
        self.eat(b"-");
        if !digits(self) {
            return self.err("expected a digit");
        }
        let int_part = &self.s[start..self.i];
        // Leading zeros ("01") are not JSON; a lone 0 is.
        let digits_only = int_part.strip_prefix(b"-").unwrap_or(int_part);
        if digits_only.len() > 1 && digits_only[0] == b'0' {
            return self.err("leading zero");
        }
        let mut float = false;
        if self.eat(b".") {
            float = true;
            if !digits(self) {
                // i18n: English (Display, developers); the learner sees ParseError::msg (json-*)
                return self.err("expected a digit after .");
            }
        }
        if matches!(self.s.get(self.i), Some(b'e' | b'E')) {
            float = true;
            self.i += 1;
            if matches!(self.s.get(self.i), Some(b'+' | b'-')) {
                self.i += 1;
            }
            if !digits(self) {
                // i18n: English (Display, developers); the learner sees ParseError::msg (json-*)
                return self.err("expected a digit in the exponent");
            }
        }
        // The slice is ASCII by construction.
        let text = std::str::from_utf8(&self.s[start..self.i]).unwrap_or("");
        if !float {
            if let Ok(i) = text.parse::<i64>() {
                return Ok(Value::Int(i));
            }
        }
        match text.parse::<f64>() {
            Ok(f) if f.is_finite() => Ok(Value::Float(f)),
            _ => Err(ParseError {
                at: start,
                // i18n: English (Display, developers); the learner sees ParseError::msg (json-*)
                what: "number out of range",
            }),
        }
    }

    fn hex4(&mut self) -> Result<u32, ParseError> {
        let h = self.s.get(self.i..self.i + 4).ok_or(ParseError {
            at: self.i,
            what: "short \\u escape",
        })?;
        let v = std::str::from_utf8(h)
            .ok()
            .and_then(|t| u32::from_str_radix(t, 16).ok())
            .ok_or(ParseError {
                at: self.i,
                what: "bad \\u escape",
            })?;
        self.i += 4;
        Ok(v)
    }

    fn string(&mut self) -> Result<String, ParseError> {
        self.i += 1; // the opening quote
        let mut out = String::new();
        loop {
            let start = self.i;
            while let Some(&b) = self.s.get(self.i) {
                if b == b'"' || b == b'\\' || b < 0x20 {
                    break;
                }
                self.i += 1;
            }
            // Input is a &str, and we stopped only at ASCII bytes: the run is valid UTF-8.
            out.push_str(std::str::from_utf8(&self.s[start..self.i]).unwrap_or(""));
            match self.s.get(self.i) {
                None => return self.err("unterminated string"),
                Some(b'"') => {
                    self.i += 1;
                    return Ok(out);
                }
                Some(b'\\') => {
                    self.i += 1;
                    let c = match self.s.get(self.i) {
                        Some(b'"') => '"',
                        Some(b'\\') => '\\',
                        Some(b'/') => '/',
                        Some(b'b') => '\u{8}',
                        Some(b'f') => '\u{c}',
                        Some(b'n') => '\n',
                        Some(b'r') => '\r',
                        Some(b't') => '\t',
                        Some(b'u') => {
                            self.i += 1;
                            let hi = self.hex4()?;
                            let code = if (0xd800..0xdc00).contains(&hi) {
                                if !self.eat(b"\\u") {
                                    return self.err("lone surrogate");
                                }
                                let lo = self.hex4()?;
                                if !(0xdc00..0xe000).contains(&lo) {
                                    // i18n: English (Display, developers); the learner sees ParseError::msg (json-*)
                                    return self.err("bad surrogate pair");
                                }
                                0x10000 + ((hi - 0xd800) << 10) + (lo - 0xdc00)
                            } else {
                                hi
                            };
                            out.push(char::from_u32(code).ok_or(ParseError {
                                at: self.i,
                                // i18n: English (Display, developers); the learner sees ParseError::msg (json-*)
                                what: "bad code point",
                            })?);
                            continue;
                        }
                        _ => return self.err("bad escape"),
                    };
                    self.i += 1;
                    out.push(c);
                }
                // i18n: English (Display, developers); the learner sees ParseError::msg (json-*)
                Some(_) => return self.err("control character in string"),
            }
        }
    }
}

/// Reads one JSON value (surrounding white space allowed, nothing else after it).
pub fn parse(text: &str) -> Result<Value, ParseError> {
    let mut r = Reader {
        s: text.as_bytes(),
        i: 0,
    };
    let v = r.value(0)?;
    r.ws();
    if r.i != r.s.len() {
        return r.err("trailing characters");
    }
    Ok(v)
}

fn write_str(out: &mut String, s: &str) {
    out.push('"');
    for c in s.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            '\n' => out.push_str("\\n"),
            '\r' => out.push_str("\\r"),
            '\t' => out.push_str("\\t"),
            c if (c as u32) < 0x20 => {
                let _ = write!(out, "\\u{:04x}", c as u32);
            }
            c => out.push(c),
        }
    }
    out.push('"');
}

fn write_float(out: &mut String, f: f64) {
    if !f.is_finite() {
        out.push_str("null");
    } else if f == f.trunc() && f.abs() < 1e16 {
        let _ = write!(out, "{f:.1}");
    } else if f.abs() >= 1e16 || f.abs() < 1e-5 {
        // Shortest round-trip digits in exponent form ("1e-7", "1.5e300").
        let _ = write!(out, "{f:e}");
    } else {
        // Shortest round-trip digits ("0.25", "1.1999471").
        let _ = write!(out, "{f}");
    }
}

fn write_value(out: &mut String, v: &Value, indent: Option<usize>, level: usize) {
    let newline = |out: &mut String, level: usize| {
        if let Some(n) = indent {
            out.push('\n');
            out.extend(std::iter::repeat_n(' ', n * level));
        }
    };
    match v {
        Value::Null => out.push_str("null"),
        Value::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Value::Int(i) => {
            let _ = write!(out, "{i}");
        }
        Value::Float(f) => write_float(out, *f),
        Value::String(s) => write_str(out, s),
        Value::Array(items) if items.is_empty() => out.push_str("[]"),
        Value::Array(items) => {
            out.push('[');
            for (j, item) in items.iter().enumerate() {
                if j > 0 {
                    out.push(',');
                }
                newline(out, level + 1);
                write_value(out, item, indent, level + 1);
            }
            newline(out, level);
            out.push(']');
        }
        Value::Object(m) if m.is_empty() => out.push_str("{}"),
        Value::Object(m) => {
            out.push('{');
            for (j, (k, item)) in m.iter().enumerate() {
                if j > 0 {
                    out.push(',');
                }
                newline(out, level + 1);
                write_str(out, k);
                out.push(':');
                if indent.is_some() {
                    out.push(' ');
                }
                write_value(out, item, indent, level + 1);
            }
            newline(out, level);
            out.push('}');
        }
    }
}

/// Compact JSON (no white space), as sent to the model worker.
pub fn to_string(v: &Value) -> String {
    let mut out = String::new();
    write_value(&mut out, v, None, 0);
    out
}

/// JSON with two-space indentation.
pub fn to_string_pretty(v: &Value) -> String {
    let mut out = String::new();
    write_value(&mut out, v, Some(2), 0);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every parse error's message reads as its English `Display`.
    #[test]
    fn parse_errors_are_messages_with_the_same_english() {
        for what in [
            "bad code point",
            "bad escape",
            "bad surrogate pair",
            "control character in string",
            "expected , or ]",
            "expected , or }",
            "expected :",
            "expected a digit",
            "expected a digit after .",
            "expected a digit in the exponent",
            "expected a key in quotes",
            "leading zero",
            "lone surrogate",
            "nesting too deep",
            "number out of range",
            "unexpected character",
            "unexpected end of input",
            "unterminated string",
        ] {
            let e = ParseError { at: 7, what };
            assert_eq!(crate::rope::base::i18n::en(&e.msg()), e.to_string());
        }
    }

    #[test]
    fn reads_every_kind_of_value() {
        let v = parse(
            r#" {"a": [1, -2.5, 3e2, true, false, null], "b": {"c": "x\"y\u00e9\ud83d\ude00"}} "#,
        )
        .unwrap();
        let a = match v.get("a") {
            Some(Value::Array(a)) => a.clone(),
            other => panic!("{other:?}"),
        };
        assert_eq!(
            a,
            vec![
                Value::Int(1),
                Value::Float(-2.5),
                Value::Float(300.0),
                Value::Bool(true),
                Value::Bool(false),
                Value::Null
            ]
        );
        assert_eq!(
            v.get("b").and_then(|b| b.get("c")).and_then(Value::as_str),
            Some("x\"yé😀")
        );
        assert_eq!(parse("0").unwrap(), Value::Int(0));
        assert_eq!(parse("-0.0").unwrap().as_f64(), Some(0.0));
        assert_eq!(parse("1e400").unwrap_err().what, "number out of range");
        assert_eq!(
            parse("123456789012345678901234").unwrap().as_f64(),
            Some(1.2345678901234568e23)
        );
    }

    #[test]
    fn refuses_what_is_not_json() {
        for bad in [
            "",
            "{",
            "[1,]",
            "{\"a\" 1}",
            "{a: 1}",
            "01",
            "1.",
            ".5",
            "+1",
            "1e",
            "\"abc",
            "\"\\x\"",
            "\"\\ud800\"",
            "nul",
            "[1] 2",
            "{\"a\":1,}",
            "\"tab\there\"",
            "NaN",
            "Infinity",
        ] {
            assert!(parse(bad).is_err(), "{bad:?} should be refused");
        }
        // Deep nesting is refused, not a stack overflow.
        let deep = "[".repeat(10_000) + &"]".repeat(10_000);
        assert_eq!(parse(&deep).unwrap_err().what, "nesting too deep");
        let ok = "[".repeat(MAX_DEPTH) + &"]".repeat(MAX_DEPTH);
        assert!(parse(&ok).is_ok());
    }

    #[test]
    fn a_repeated_key_keeps_its_last_value() {
        let v = parse(r#"{"k": 1, "k": 2}"#).unwrap();
        assert_eq!(v.get("k"), Some(&Value::Int(2)));
        assert_eq!(v.as_object().unwrap().len(), 1);
    }

    #[test]
    fn writes_what_it_reads() {
        let v = object([
            ("int", Value::from(4096u64)),
            ("float", Value::from(4.0)),
            ("frac", Value::from(0.1 + 0.2)),
            ("tiny", Value::from(1e-7)),
            ("huge", Value::from(1.5e300)),
            ("inf", Value::from(f64::INFINITY)),
            ("none", Value::from(None::<f64>)),
            ("text", Value::from("a \"q\"\n\u{1}é")),
            ("list", Value::from(vec![1.0, 2.5])),
            ("empty", Value::Array(vec![])),
            ("obj", object([])),
        ]);
        let text = to_string_pretty(&v);
        assert!(text.contains("\"int\": 4096,"));
        assert!(text.contains("\"float\": 4.0,"));
        assert!(text.contains("\"frac\": 0.30000000000000004,"));
        assert!(text.contains("\"tiny\": 1e-7,"));
        assert!(text.contains("\"inf\": null,"));
        assert!(text.contains("\\u0001"));
        let back = parse(&text).unwrap();
        assert_eq!(back.get("int"), Some(&Value::Int(4096)));
        assert_eq!(back.get("frac").and_then(Value::as_f64), Some(0.1 + 0.2));
        assert_eq!(back.get("huge").and_then(Value::as_f64), Some(1.5e300));
        assert_eq!(
            back.get("text").and_then(Value::as_str),
            Some("a \"q\"\n\u{1}é")
        );
        assert!(back.get("inf").unwrap().is_null());
        assert_eq!(parse(&v.to_string()).unwrap(), back);
    }

    #[test]
    fn round_trips_every_float_exactly() {
        let mut state = 0x1234_5678_9abc_def0u64;
        for _ in 0..20_000 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            let f = f64::from_bits(state);
            if !f.is_finite() {
                continue;
            }
            let mut s = String::new();
            write_float(&mut s, f);
            assert_eq!(parse(&s).unwrap().as_f64(), Some(f), "{s}");
        }
    }
}
