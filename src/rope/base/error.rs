//! The one error type of the math core: which parameter was wrong, what it was, and what is
//! accepted. Every parameter is named by its URL query key, so the UI can put the message next
//! to the control that owns the key and the export tool can print it as is.

use std::fmt;

use crate::msg;
use crate::rope::base::i18n::{en, Msg};
use crate::rope::base::keys::key_table;
use crate::rope::base::named::named_enum;

/// Expands the key table's rows into the [`Key`] enum (names only: see [`crate::rope::base::keys`]).
macro_rules! declare_keys {
    ($( $variant:ident = $name:literal { $($row:tt)* } )*) => {
        named_enum! {
            /// A parameter of ropescope, named as in the URL query string.
            #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
            pub enum Key {
                $( $variant = $name, )*
                /// The query string as a whole (bad percent-encoding in a key, a key given twice...).
                Query = "query",
                /// A pasted Hugging Face `rope_scaling` JSON block.
                RopeScalingJson = "rope_scaling",
            }
        }

        impl Key {
            /// Every key that carries a configuration value, in canonical URL order (the
            /// table's).
            pub const CONFIG_KEYS: [Key; <[&str]>::len(&[$($name),*])] = [$(Key::$variant),*];
        }
    };
}

key_table!(declare_keys);

impl Key {
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
    /// The accepted range or form, in English words (`Display`, docs/url-keys.md, the course
    /// page's `ropescope:error` message).
    pub expected: String,
    /// The same range or form as a message, for the learner's language ([`ConfigError::msg`]).
    pub expected_msg: Msg,
}

/// Longest excerpt of a rejected value that an error message repeats.
const MAX_GOT_CHARS: usize = 40;

impl ConfigError {
    /// An error whose accepted range is English text: one of the range constants of
    /// [`crate::rope::base::limits`] (each has its message, [`crate::rope::base::limits::range_msg`]),
    /// else shown as given (a range not yet a message).
    pub fn new(key: Key, got: impl fmt::Display, expected: impl Into<String>) -> Self {
        let expected = expected.into();
        let expected_msg = crate::rope::base::limits::range_msg(&expected);
        Self::build(key, got, expected, expected_msg)
    }

    /// An error whose accepted range is a message (its English is the `expected` text).
    pub fn with(key: Key, got: impl fmt::Display, expected: Msg) -> Self {
        Self::build(key, got, en(&expected), expected)
    }

    /// The error in the learner's words: the key, the accepted range, what was given.
    pub fn msg(&self) -> Msg {
        msg!(
            "error-config",
            key = self.key.as_str(),
            expected = self.expected_msg.clone(),
            got = self.got.as_str()
        )
    }

    fn build(key: Key, got: impl fmt::Display, expected: String, expected_msg: Msg) -> Self {
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
            expected,
            expected_msg,
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
        assert_eq!(en(&e.msg()), e.to_string());
        let e = ConfigError::new(Key::Dim, 7, crate::rope::base::limits::DIM_RANGE);
        assert_eq!(en(&e.msg()), e.to_string());
        assert_eq!(e.expected_msg.id, "limit-dim");
    }

    #[test]
    fn long_or_control_values_are_shortened_and_cleaned() {
        let e = ConfigError::new(Key::Text, "a\u{0}b".repeat(100), "x");
        assert!(e.got.chars().count() <= MAX_GOT_CHARS + 3);
        assert!(!e.got.contains('\u{0}'));
    }
}
