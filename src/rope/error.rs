//! The one error type of the math core: which parameter was wrong, what it was, and what is
//! accepted. Every parameter is named by its URL query key, so the UI can put the message next
//! to the control that owns the key and the export tool can print it as is.

use std::fmt;

use super::named::named_enum;

named_enum! {
    /// A parameter of ropescope, named as in the URL query string.
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
    pub enum Key {
        Text = "text",
        Dim = "dim",
        Base = "base",
        Layout = "layout",
        Scaling = "scaling",
        Factor = "factor",
        Orig = "orig",
        Len = "len",
        BetaFast = "beta_fast",
        BetaSlow = "beta_slow",
        Truncate = "truncate",
        Attn = "attn",
        Mscale = "mscale",
        MscaleAllDim = "mscale_all_dim",
        LowFreqFactor = "low_freq_factor",
        HighFreqFactor = "high_freq_factor",
        Speeds = "speeds",
        Q = "q",
        K = "k",
        Qpos = "qpos",
        Kpos = "kpos",
        Offset = "offset",
        Rope = "rope",
        Qk = "qk",
        Layer = "layer",
        Head = "head",
        Drop = "drop",
        /// The query string as a whole (bad percent-encoding in a key, a key given twice...).
        Query = "query",
        /// A pasted Hugging Face `rope_scaling` JSON block.
        RopeScalingJson = "rope_scaling",
    }
}

impl Key {
    /// Every key that carries a configuration value, in canonical URL order.
    pub const CONFIG_KEYS: [Key; 27] = [
        Key::Text,
        Key::Offset,
        Key::Dim,
        Key::Base,
        Key::Speeds,
        Key::Layout,
        Key::Scaling,
        Key::Factor,
        Key::Orig,
        Key::Len,
        Key::BetaFast,
        Key::BetaSlow,
        Key::Truncate,
        Key::Attn,
        Key::Mscale,
        Key::MscaleAllDim,
        Key::LowFreqFactor,
        Key::HighFreqFactor,
        Key::Q,
        Key::Qpos,
        Key::K,
        Key::Kpos,
        Key::Rope,
        Key::Drop,
        Key::Qk,
        Key::Layer,
        Key::Head,
    ];

    /// The configuration key spelled `name`, if there is one (`query` and `rope_scaling` name
    /// error sources, not values: they are not configuration keys).
    pub fn from_name(name: &str) -> Option<Key> {
        Key::parse(name).filter(|k| Key::CONFIG_KEYS.contains(k))
    }
}

/// A rejected parameter value.
#[derive(Debug, Clone, PartialEq)]
pub struct ConfigError {
    pub key: Key,
    /// What was given, shortened for display (never interpreted as markup anywhere).
    pub got: String,
    /// The accepted range or form, in words.
    pub expected: String,
}

/// Longest excerpt of a rejected value that an error message repeats.
const MAX_GOT_CHARS: usize = 40;

impl ConfigError {
    pub fn new(key: Key, got: impl fmt::Display, expected: impl Into<String>) -> Self {
        let got = got.to_string();
        let got = if got.chars().count() > MAX_GOT_CHARS {
            let head: String = got.chars().take(MAX_GOT_CHARS).collect();
            format!("{head}...")
        } else {
            got
        };
        // Control characters (NUL, newlines, escapes) would garble a one-line message.
        let got = got
            .chars()
            .map(|c| if c.is_control() { '\u{FFFD}' } else { c })
            .collect();
        ConfigError {
            key,
            got,
            expected: expected.into(),
        }
    }
}

impl fmt::Display for ConfigError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}: expected {}, got \"{}\"",
            self.key, self.expected, self.got
        )
    }
}

impl std::error::Error for ConfigError {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn key_names_round_trip() {
        for key in Key::CONFIG_KEYS {
            assert_eq!(Key::from_name(key.as_str()), Some(key));
        }
        assert_eq!(Key::from_name("nope"), None);
        // Every key but the two error sources carries a value, each listed once.
        let mut sorted = Key::CONFIG_KEYS.to_vec();
        sorted.sort();
        sorted.dedup();
        assert_eq!(sorted.len(), Key::ALL.len() - 2);
        for source in [Key::Query, Key::RopeScalingJson] {
            assert_eq!(Key::parse(source.as_str()), Some(source));
            assert_eq!(Key::from_name(source.as_str()), None);
        }
    }

    #[test]
    fn message_names_key_range_and_value() {
        let e = ConfigError::new(Key::Dim, 7, "an even integer");
        assert_eq!(e.to_string(), "dim: expected an even integer, got \"7\"");
    }

    #[test]
    fn long_or_control_values_are_shortened_and_cleaned() {
        let e = ConfigError::new(Key::Text, "a\u{0}b".repeat(100), "x");
        assert!(e.got.chars().count() <= MAX_GOT_CHARS + 3);
        assert!(!e.got.contains('\u{0}'));
    }
}
