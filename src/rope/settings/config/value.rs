//! One value's text form: the parsers [`Config::set`](super::Config::set) uses (they check the
//! form only; ranges are [`validate`](super::validate)'s) and the formatting
//! [`Config::get`](super::Config::get) writes, which parses back to exactly the same value.

use crate::rope::base::error::{ConfigError, Key};
use crate::rope::base::json::Value;
use crate::rope::base::limits::{BOOL_RANGE, JSON_NUMBER, JSON_STRING, JSON_WHOLE, MAX_DIM};
use crate::rope::base::named::Named;
use crate::rope::base::num::format_f64;

fn parse_f64(key: Key, value: &str, expected: &str) -> Result<f64, ConfigError> {
    value
        .trim()
        .parse::<f64>()
        .map_err(|_| ConfigError::new(key, value, expected))
}

fn parse_u64(key: Key, value: &str, expected: &str) -> Result<u64, ConfigError> {
    let v = value.trim();
    if v.is_empty() || !v.bytes().all(|b| b.is_ascii_digit()) {
        return Err(ConfigError::new(key, value, expected));
    }
    v.parse::<u64>()
        .map_err(|_| ConfigError::new(key, value, expected))
}

/// A comma-separated list of numbers: the empty string means unset.
fn parse_list(key: Key, value: &str, expected: &str) -> Result<Option<Vec<f64>>, ConfigError> {
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

fn format_list(v: &[f64]) -> String {
    v.iter()
        .map(|&x| format_f64(x))
        .collect::<Vec<_>>()
        .join(",")
}

// ---------------------------------------------------------------------------------------------
// Codecs: how the key table (`config/table.rs`) reads and writes each kind of value.

/// How one kind of value is read from and written as text (URL, controls) and JSON (the export's
/// config block, a pasted Hugging Face config). [`format`](Codec::format) writes what
/// [`parse`](Codec::parse) reads back to the same value.
pub trait Codec {
    type T;
    /// The value from its text form; checks the form only (ranges are `validate`'s).
    fn parse(key: Key, text: &str, range: &str) -> Result<Self::T, ConfigError>;
    fn format(v: &Self::T) -> String;
    /// The export's JSON of the value (`null` for unset).
    fn json(v: &Self::T) -> Value;
    /// A JSON value (a pasted config's field, an export's config block) as the text `parse`
    /// reads.
    fn text_of_json(key: Key, v: &Value) -> Result<String, ConfigError>;
    /// The accepted form in words.
    fn expected(range: &'static str) -> String {
        range.to_string()
    }
}

fn json_number(key: Key, v: &Value) -> Result<f64, ConfigError> {
    v.as_f64()
        .ok_or_else(|| ConfigError::new(key, v, JSON_NUMBER))
}

fn json_whole(key: Key, v: &Value) -> Result<u64, ConfigError> {
    match v.as_f64() {
        Some(x) if x.fract() == 0.0 && (0.0..=1e15).contains(&x) => Ok(x as u64),
        _ => Err(ConfigError::new(key, v, JSON_WHOLE)),
    }
}

fn json_list<T>(
    key: Key,
    v: &Value,
    item: fn(Key, &Value) -> Result<T, ConfigError>,
) -> Result<Vec<T>, ConfigError> {
    match v {
        Value::Array(items) if items.len() <= MAX_DIM => {
            items.iter().map(|x| item(key, x)).collect()
        }
        _ => Err(ConfigError::with(
            key,
            v,
            crate::msg!("limit-json-list", max = MAX_DIM),
        )),
    }
}

/// Free text (the sentence, the layer pattern).
pub struct TextCodec;
impl Codec for TextCodec {
    type T = String;
    fn parse(_: Key, text: &str, _: &str) -> Result<String, ConfigError> {
        Ok(text.to_string())
    }
    fn format(v: &String) -> String {
        v.clone()
    }
    fn json(v: &String) -> Value {
        Value::from(v.as_str())
    }
    fn text_of_json(key: Key, v: &Value) -> Result<String, ConfigError> {
        v.as_str()
            .map(str::to_string)
            .ok_or_else(|| ConfigError::new(key, v, JSON_STRING))
    }
}

/// A whole number (u64).
pub struct Whole;
impl Codec for Whole {
    type T = u64;
    fn parse(key: Key, text: &str, range: &str) -> Result<u64, ConfigError> {
        parse_u64(key, text, range)
    }
    fn format(v: &u64) -> String {
        v.to_string()
    }
    fn json(v: &u64) -> Value {
        Value::from(*v)
    }
    fn text_of_json(key: Key, v: &Value) -> Result<String, ConfigError> {
        json_whole(key, v).map(|x| x.to_string())
    }
}

/// A whole number that is a count or index (usize).
pub struct Count;
impl Codec for Count {
    type T = usize;
    fn parse(key: Key, text: &str, range: &str) -> Result<usize, ConfigError> {
        let v = parse_u64(key, text, range)?;
        usize::try_from(v).map_err(|_| ConfigError::new(key, text, range))
    }
    fn format(v: &usize) -> String {
        v.to_string()
    }
    fn json(v: &usize) -> Value {
        Value::from(*v)
    }
    fn text_of_json(key: Key, v: &Value) -> Result<String, ConfigError> {
        Whole::text_of_json(key, v)
    }
}

/// A number (f64).
pub struct Number;
impl Codec for Number {
    type T = f64;
    fn parse(key: Key, text: &str, range: &str) -> Result<f64, ConfigError> {
        parse_f64(key, text, range)
    }
    fn format(v: &f64) -> String {
        format_f64(*v)
    }
    fn json(v: &f64) -> Value {
        Value::from(*v)
    }
    fn text_of_json(key: Key, v: &Value) -> Result<String, ConfigError> {
        json_number(key, v).map(format_f64)
    }
}

/// An optional value of codec `C`: the empty text (JSON `null`) means unset.
pub struct Maybe<C>(std::marker::PhantomData<C>);
impl<C: Codec> Codec for Maybe<C> {
    type T = Option<C::T>;
    fn parse(key: Key, text: &str, range: &str) -> Result<Option<C::T>, ConfigError> {
        if text.trim().is_empty() {
            Ok(None)
        } else {
            C::parse(key, text, range).map(Some)
        }
    }
    fn format(v: &Option<C::T>) -> String {
        v.as_ref().map(C::format).unwrap_or_default()
    }
    fn json(v: &Option<C::T>) -> Value {
        v.as_ref().map_or(Value::Null, C::json)
    }
    fn text_of_json(key: Key, v: &Value) -> Result<String, ConfigError> {
        if v.is_null() {
            Ok(String::new())
        } else {
            C::text_of_json(key, v)
        }
    }
}

/// An optional count (empty = unset).
pub type MaybeCount = Maybe<Count>;
/// An optional number (empty = unset).
pub type MaybeNumber = Maybe<Number>;
/// An optional whole number (empty = unset).
pub type MaybeWhole = Maybe<Whole>;

/// An optional comma-separated list of numbers (empty = unset).
pub struct Numbers;
impl Codec for Numbers {
    type T = Option<Vec<f64>>;
    fn parse(key: Key, text: &str, range: &str) -> Result<Option<Vec<f64>>, ConfigError> {
        parse_list(key, text, range)
    }
    fn format(v: &Option<Vec<f64>>) -> String {
        v.as_deref().map(format_list).unwrap_or_default()
    }
    fn json(v: &Option<Vec<f64>>) -> Value {
        Value::from(v.clone())
    }
    fn text_of_json(key: Key, v: &Value) -> Result<String, ConfigError> {
        if v.is_null() {
            return Ok(String::new());
        }
        json_list(key, v, json_number).map(|xs| format_list(&xs))
    }
}

/// An optional comma-separated list of whole numbers (empty = unset).
pub struct Wholes;
impl Codec for Wholes {
    type T = Option<Vec<u64>>;
    fn parse(key: Key, text: &str, range: &str) -> Result<Option<Vec<u64>>, ConfigError> {
        if text.trim().is_empty() {
            return Ok(None);
        }
        if text.bytes().filter(|&b| b == b',').count() >= MAX_DIM {
            return Err(ConfigError::new(key, text, range));
        }
        text.split(',')
            .map(|item| parse_u64(key, item, range))
            .collect::<Result<Vec<u64>, _>>()
            .map(Some)
    }
    fn format(v: &Option<Vec<u64>>) -> String {
        v.as_deref()
            .map(|xs| xs.iter().map(u64::to_string).collect::<Vec<_>>().join(","))
            .unwrap_or_default()
    }
    fn json(v: &Option<Vec<u64>>) -> Value {
        Value::from(v.clone())
    }
    fn text_of_json(key: Key, v: &Value) -> Result<String, ConfigError> {
        if v.is_null() {
            return Ok(String::new());
        }
        json_list(key, v, json_whole).map(|xs| Wholes::format(&Some(xs)))
    }
}

/// `true` or `false`.
pub struct Flag;
impl Codec for Flag {
    type T = bool;
    fn parse(key: Key, text: &str, range: &str) -> Result<bool, ConfigError> {
        match text.trim() {
            "true" => Ok(true),
            "false" => Ok(false),
            _ => Err(ConfigError::new(key, text, range)),
        }
    }
    fn format(v: &bool) -> String {
        v.to_string()
    }
    fn json(v: &bool) -> Value {
        Value::from(*v)
    }
    fn text_of_json(key: Key, v: &Value) -> Result<String, ConfigError> {
        v.as_bool()
            .map(|b| b.to_string())
            .ok_or_else(|| ConfigError::new(key, v, BOOL_RANGE))
    }
}

/// `on` or `off` (a JSON boolean in the export).
pub struct OnOff;
impl Codec for OnOff {
    type T = bool;
    fn parse(key: Key, text: &str, range: &str) -> Result<bool, ConfigError> {
        match text.trim() {
            "on" => Ok(true),
            "off" => Ok(false),
            _ => Err(ConfigError::new(key, text, range)),
        }
    }
    fn format(v: &bool) -> String {
        (if *v { "on" } else { "off" }).to_string()
    }
    fn json(v: &bool) -> Value {
        Value::from(*v)
    }
    fn text_of_json(key: Key, v: &Value) -> Result<String, ConfigError> {
        match (v.as_bool(), v.as_str()) {
            (Some(b), _) => Ok(OnOff::format(&b)),
            (None, Some(s)) => Ok(s.to_string()),
            _ => Err(ConfigError::new(key, v, BOOL_RANGE)),
        }
    }
}

/// A lab text (`before`, `after`, `answer`): empty = unset (the experiment's default text);
/// a text of only spaces is refused (an answer of nothing is no answer).
pub struct LabText;
impl Codec for LabText {
    type T = String;
    fn parse(key: Key, text: &str, range: &str) -> Result<String, ConfigError> {
        if !text.is_empty() && text.trim().is_empty() {
            return Err(ConfigError::new(key, text, range));
        }
        Ok(text.to_string())
    }
    fn format(v: &String) -> String {
        v.clone()
    }
    fn json(v: &String) -> Value {
        Value::from(v.as_str())
    }
    fn text_of_json(key: Key, v: &Value) -> Result<String, ConfigError> {
        TextCodec::text_of_json(key, v)
    }
}

/// The lab's `compare=`: a comma list of `none` or `method:factor` (unset = the defaults).
pub struct Compares;
impl Codec for Compares {
    type T = Option<Vec<crate::rope::settings::lab::Compare>>;
    fn parse(key: Key, text: &str, range: &str) -> Result<Self::T, ConfigError> {
        if text.trim().is_empty() {
            return Ok(None);
        }
        if text.split(',').count() > crate::rope::settings::lab::MAX_COMPARE {
            return Err(ConfigError::new(key, text, range));
        }
        text.split(',')
            .map(|item| {
                crate::rope::settings::lab::Compare::parse(item)
                    .ok_or_else(|| ConfigError::new(key, item.trim(), range))
            })
            .collect::<Result<Vec<_>, _>>()
            .map(Some)
    }
    fn format(v: &Self::T) -> String {
        crate::rope::settings::lab::format_compare(v)
    }
    fn json(v: &Self::T) -> Value {
        v.as_ref()
            .map(|_| Value::from(Self::format(v).as_str()))
            .unwrap_or(Value::Null)
    }
    fn text_of_json(key: Key, v: &Value) -> Result<String, ConfigError> {
        if v.is_null() {
            return Ok(String::new());
        }
        TextCodec::text_of_json(key, v)
    }
}

/// `1` or `0` (`true`/`false` too): a one-shot request such as the lab's `run=1`.
pub struct OneZero;
impl Codec for OneZero {
    type T = bool;
    fn parse(key: Key, text: &str, range: &str) -> Result<bool, ConfigError> {
        match text.trim() {
            "1" | "true" => Ok(true),
            "0" | "false" => Ok(false),
            _ => Err(ConfigError::new(key, text, range)),
        }
    }
    fn format(v: &bool) -> String {
        if *v { "1" } else { "0" }.to_string()
    }
    fn json(v: &bool) -> Value {
        Value::from(*v)
    }
    fn text_of_json(key: Key, v: &Value) -> Result<String, ConfigError> {
        Flag::text_of_json(key, v)
    }
}

/// One of a named enum's names ([`Named`]).
pub struct Name<T>(std::marker::PhantomData<T>);
impl<T: Named> Codec for Name<T> {
    type T = T;
    fn parse(key: Key, text: &str, _: &str) -> Result<T, ConfigError> {
        T::from_name(text.trim()).ok_or_else(|| ConfigError::with(key, text, T::names_msg()))
    }
    fn format(v: &T) -> String {
        v.name().to_string()
    }
    fn json(v: &T) -> Value {
        Value::from(v.name())
    }
    fn text_of_json(key: Key, v: &Value) -> Result<String, ConfigError> {
        TextCodec::text_of_json(key, v)
    }
    fn expected(_: &'static str) -> String {
        T::names()
    }
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
        assert_eq!(MaybeWhole::parse(Key::Len, " ", "x"), Ok(None));
        assert_eq!(MaybeWhole::parse(Key::Len, "7", "x"), Ok(Some(7)));
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
