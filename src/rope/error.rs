//! The one error type of the math core: which parameter was wrong, what it was, and what is
//! accepted. Every parameter is named by its URL query key, so the UI can put the message next
//! to the control that owns the key and the export tool can print it as is.

use std::fmt;

/// A parameter of ropescope, named as in the URL query string.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Key {
    Text,
    Dim,
    Base,
    Layout,
    Scaling,
    Factor,
    Orig,
    Len,
    BetaFast,
    BetaSlow,
    Truncate,
    Attn,
    Mscale,
    MscaleAllDim,
    LowFreqFactor,
    HighFreqFactor,
    Speeds,
    Q,
    K,
    Qpos,
    Kpos,
    Offset,
    /// The query string as a whole (bad percent-encoding in a key, a key given twice...).
    Query,
    /// A pasted Hugging Face `rope_scaling` JSON block.
    RopeScalingJson,
}

impl Key {
    /// Every key that carries a configuration value, in canonical URL order.
    pub const CONFIG_KEYS: [Key; 22] = [
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
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Key::Text => "text",
            Key::Dim => "dim",
            Key::Base => "base",
            Key::Layout => "layout",
            Key::Scaling => "scaling",
            Key::Factor => "factor",
            Key::Orig => "orig",
            Key::Len => "len",
            Key::BetaFast => "beta_fast",
            Key::BetaSlow => "beta_slow",
            Key::Truncate => "truncate",
            Key::Attn => "attn",
            Key::Mscale => "mscale",
            Key::MscaleAllDim => "mscale_all_dim",
            Key::LowFreqFactor => "low_freq_factor",
            Key::HighFreqFactor => "high_freq_factor",
            Key::Speeds => "speeds",
            Key::Q => "q",
            Key::K => "k",
            Key::Qpos => "qpos",
            Key::Kpos => "kpos",
            Key::Offset => "offset",
            Key::Query => "query",
            Key::RopeScalingJson => "rope_scaling",
        }
    }

    /// The configuration key spelled `name`, if there is one.
    pub fn from_name(name: &str) -> Option<Key> {
        Key::CONFIG_KEYS.into_iter().find(|k| k.as_str() == name)
    }
}

impl fmt::Display for Key {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.as_str())
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
    }

    #[test]
    fn message_names_key_range_and_value() {
        let e = ConfigError::new(Key::Dim, 7, "an even integer from 2 to 1024");
        assert_eq!(
            e.to_string(),
            "dim: expected an even integer from 2 to 1024, got \"7\""
        );
    }

    #[test]
    fn long_or_control_values_are_shortened_and_cleaned() {
        let e = ConfigError::new(Key::Text, "a\u{0}b".repeat(100), "x");
        assert!(e.got.chars().count() <= MAX_GOT_CHARS + 3);
        assert!(!e.got.contains('\u{0}'));
    }
}
