//! One parameter at a time: [`Config::set`] from its text form, [`Config::get`] back to it.

use super::value::{
    format_f64, format_list, parse_f64, parse_list, parse_opt_f64, parse_opt_u64, parse_u64,
};
use super::Config;
use crate::rope::error::{ConfigError, Key};
use crate::rope::limits::{
    ATTN_RANGE, BASE_RANGE, BETA_RANGE, BOOL_RANGE, CONTEXT_RANGE, DIM_RANGE, DROP_RANGE,
    FACTOR_RANGE, FREQ_FACTOR_RANGE, HEAD_RANGE, LAYER_RANGE, MSCALE_RANGE, POSITION_RANGE,
    SPEEDS_FORM, VECTOR_RANGE,
};
use crate::rope::rotate::Layout;
use crate::rope::scaling::Method;

/// A whole number that also fits a `usize` (ranges are [`Config::validate`]'s).
fn parse_usize(key: Key, value: &str, expected: &str) -> Result<usize, ConfigError> {
    let v = parse_u64(key, value, expected)?;
    usize::try_from(v).map_err(|_| ConfigError::new(key, value, expected))
}

impl Config {
    /// Sets one parameter from its text form (as in a URL or a text field). Checks the form only
    /// (a number, a whole number, a known name); [`Config::validate`] checks ranges.
    pub fn set(&mut self, key: Key, value: &str) -> Result<(), ConfigError> {
        match key {
            Key::Text => self.text = value.to_string(),
            Key::Offset => self.offset = parse_u64(key, value, POSITION_RANGE)?,
            Key::Dim => {
                let d = parse_u64(key, value, DIM_RANGE)?;
                self.dim =
                    usize::try_from(d).map_err(|_| ConfigError::new(key, value, DIM_RANGE))?;
            }
            Key::Base => self.base = parse_f64(key, value, BASE_RANGE)?,
            Key::Speeds => self.speeds = parse_list(key, value, SPEEDS_FORM)?,
            Key::Layout => {
                self.layout = Layout::parse(value.trim())
                    .ok_or_else(|| ConfigError::new(key, value, Layout::expected()))?
            }
            Key::Scaling => {
                self.scaling = Method::parse(value.trim())
                    .ok_or_else(|| ConfigError::new(key, value, Method::expected()))?
            }
            Key::Factor => self.factor = parse_f64(key, value, FACTOR_RANGE)?,
            Key::Orig => self.orig = parse_u64(key, value, CONTEXT_RANGE)?,
            Key::Len => self.len = parse_opt_u64(key, value, CONTEXT_RANGE)?,
            Key::BetaFast => self.beta_fast = parse_f64(key, value, BETA_RANGE)?,
            Key::BetaSlow => self.beta_slow = parse_f64(key, value, BETA_RANGE)?,
            Key::Truncate => {
                self.truncate = match value.trim() {
                    "true" => true,
                    "false" => false,
                    _ => return Err(ConfigError::new(key, value, BOOL_RANGE)),
                }
            }
            Key::Attn => self.attn = parse_opt_f64(key, value, ATTN_RANGE)?,
            Key::Mscale => self.mscale = parse_opt_f64(key, value, MSCALE_RANGE)?,
            Key::MscaleAllDim => self.mscale_all_dim = parse_opt_f64(key, value, MSCALE_RANGE)?,
            Key::LowFreqFactor => self.low_freq_factor = parse_f64(key, value, FREQ_FACTOR_RANGE)?,
            Key::HighFreqFactor => {
                self.high_freq_factor = parse_f64(key, value, FREQ_FACTOR_RANGE)?
            }
            Key::Q => self.q = parse_list(key, value, VECTOR_RANGE)?,
            Key::K => self.k = parse_list(key, value, VECTOR_RANGE)?,
            Key::Rope => {
                self.rope = match value.trim() {
                    "on" => true,
                    "off" => false,
                    _ => return Err(ConfigError::new(key, value, "on or off")),
                }
            }
            Key::Qk => {
                self.vectors =
                    crate::rope::tokens::VectorMode::parse(value.trim()).ok_or_else(|| {
                        ConfigError::new(key, value, crate::rope::tokens::VectorMode::expected())
                    })?
            }
            Key::Layer => self.layer = parse_usize(key, value, LAYER_RANGE)?,
            Key::Head => self.head = parse_usize(key, value, HEAD_RANGE)?,
            Key::Drop => self.drop = parse_usize(key, value, DROP_RANGE)?,
            Key::Qpos => self.qpos = parse_opt_u64(key, value, POSITION_RANGE)?,
            Key::Kpos => self.kpos = parse_opt_u64(key, value, POSITION_RANGE)?,
            Key::Query | Key::RopeScalingJson => {
                return Err(ConfigError::new(key, value, "a configuration key"))
            }
        }
        Ok(())
    }

    /// The text form of one parameter, as [`Config::set`] reads it (empty = unset).
    pub fn get(&self, key: Key) -> String {
        let opt = |v: Option<f64>| v.map(format_f64).unwrap_or_default();
        let opt_u = |v: Option<u64>| v.map(|x| x.to_string()).unwrap_or_default();
        let list = |v: &Option<Vec<f64>>| v.as_deref().map(format_list).unwrap_or_default();
        match key {
            Key::Text => self.text.clone(),
            Key::Offset => self.offset.to_string(),
            Key::Dim => self.dim.to_string(),
            Key::Base => format_f64(self.base),
            Key::Speeds => list(&self.speeds),
            Key::Layout => self.layout.as_str().to_string(),
            Key::Scaling => self.scaling.as_str().to_string(),
            Key::Factor => format_f64(self.factor),
            Key::Orig => self.orig.to_string(),
            Key::Len => opt_u(self.len),
            Key::BetaFast => format_f64(self.beta_fast),
            Key::BetaSlow => format_f64(self.beta_slow),
            Key::Truncate => self.truncate.to_string(),
            Key::Rope => (if self.rope { "on" } else { "off" }).to_string(),
            Key::Qk => self.vectors.as_str().to_string(),
            Key::Layer => self.layer.to_string(),
            Key::Head => self.head.to_string(),
            Key::Drop => self.drop.to_string(),
            Key::Attn => opt(self.attn),
            Key::Mscale => opt(self.mscale),
            Key::MscaleAllDim => opt(self.mscale_all_dim),
            Key::LowFreqFactor => format_f64(self.low_freq_factor),
            Key::HighFreqFactor => format_f64(self.high_freq_factor),
            Key::Q => list(&self.q),
            Key::K => list(&self.k),
            Key::Qpos => opt_u(self.qpos),
            Key::Kpos => opt_u(self.kpos),
            Key::Query | Key::RopeScalingJson => String::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

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
        let e = c.set(Key::Scaling, "longrope").unwrap_err();
        for m in Method::ALL {
            assert!(e.expected.contains(m.as_str()), "{}", e.expected);
        }
        assert_eq!(c.set(Key::Query, "x").unwrap_err().key, Key::Query);
    }
}
