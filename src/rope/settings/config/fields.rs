//! One parameter at a time: [`Config::set`] from its text form, [`Config::get`] back to it,
//! both through the key table ([`super::table::KEYS`]).

use super::table::spec;
use super::Config;
use crate::rope::base::error::{ConfigError, Key};

impl Config {
    /// Sets one parameter from its text form (as in a URL or a text field). Checks the form only
    /// (a number, a whole number, a known name); [`Config::validate`] checks ranges.
    pub fn set(&mut self, key: Key, value: &str) -> Result<(), ConfigError> {
        match spec(key) {
            Some(s) => s.set(self, value),
            None => Err(ConfigError::new(key, value, "a configuration key")),
        }
    }

    /// The text form of one parameter, as [`Config::set`] reads it (empty = unset).
    pub fn get(&self, key: Key) -> String {
        spec(key).map(|s| s.get(self)).unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::maths::scaling::Method;

    /// `get` writes what `set` reads back, for every key, on the defaults and on a busy config.
    #[test]
    fn get_then_set_is_the_identity_for_every_key() {
        let busy = Config::from_query(
            "text=a+b&offset=3&dim=4&speeds=90,15&layout=half&scaling=llama3&factor=8&len=99\
             &attn=0.5&mscale=1&mscale_all_dim=0&q=1,2,3,4&qpos=4&k=4,3,2,1&kpos=3\
             &drop=1&layer=29&head=8",
        )
        .unwrap()
        .config;
        for c in [Config::default(), busy] {
            for key in Key::CONFIG_KEYS {
                let mut back = Config::default();
                back.set(key, &c.get(key)).unwrap();
                assert_eq!(back.get(key), c.get(key), "{key}");
            }
        }
    }

    #[test]
    fn names_are_checked_with_their_accepted_list() {
        let mut c = Config::default();
        let e = c.set(Key::Layout, "diagonal").unwrap_err();
        assert_eq!(e.expected, "interleaved or half");
        let e = c.set(Key::Scaling, "mrope").unwrap_err();
        for m in Method::ALL {
            assert!(e.expected.contains(m.as_str()), "{}", e.expected);
        }
        assert_eq!(c.set(Key::Query, "x").unwrap_err().key, Key::Query);
    }
}
