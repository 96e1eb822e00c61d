//! One control's edit: [`Config::try_edit`], the path every control of the widget takes.

use super::Config;
use crate::rope::error::{ConfigError, Key};

/// The result of editing one control: the new config and the overrides the edit made
/// impossible, which were cleared (so the UI can say so).
#[derive(Debug, Clone, PartialEq)]
pub struct Edit {
    pub config: Config,
    pub cleared: Vec<Key>,
}

impl Config {
    /// Sets `key` to `value` and validates. When that makes a dependent override invalid (new
    /// `dim` vs. custom speeds or q/k; a shorter sentence vs. the chosen positions; a method that
    /// needs the base vs. custom speeds), the override is cleared and listed instead of failing.
    /// Errors in the edited value itself are returned as they are.
    pub fn try_edit(&self, key: Key, value: &str) -> Result<Edit, ConfigError> {
        let mut next = self.clone();
        next.set(key, value)?;
        let mut cleared = Vec::new();
        for _ in 0..8 {
            match next.validate() {
                Ok(()) => {
                    return Ok(Edit {
                        config: next,
                        cleared,
                    })
                }
                Err(e) => {
                    let dependent =
                        matches!(e.key, Key::Speeds | Key::Q | Key::K | Key::Qpos | Key::Kpos);
                    let speeds_block_method =
                        e.key == Key::Scaling && key == Key::Scaling && next.speeds.is_some();
                    if (dependent && e.key != key) || speeds_block_method {
                        let drop = if speeds_block_method {
                            Key::Speeds
                        } else {
                            e.key
                        };
                        next.set(drop, "")?;
                        cleared.push(drop);
                    } else {
                        return Err(e);
                    }
                }
            }
        }
        next.validate()?;
        Ok(Edit {
            config: next,
            cleared,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn edits_clear_the_overrides_they_invalidate() {
        let c = Config::from_query("dim=4&speeds=90,15&q=1,2,3,4&qpos=5")
            .unwrap()
            .config;
        let e = c.try_edit(Key::Dim, "8").unwrap();
        assert_eq!(e.config.dim, 8);
        assert_eq!(e.cleared, vec![Key::Speeds, Key::Q]);
        let e = c.try_edit(Key::Scaling, "yarn").unwrap();
        assert_eq!(e.cleared, vec![Key::Speeds]);
        let c = Config::from_query("kpos=4").unwrap().config;
        let e = c.try_edit(Key::Text, "a b").unwrap();
        assert_eq!(e.cleared, vec![Key::Kpos]);
        // The edited value itself is never "fixed" silently.
        assert_eq!(c.try_edit(Key::Dim, "7").unwrap_err().key, Key::Dim);
        assert_eq!(c.try_edit(Key::Speeds, "1,2").unwrap_err().key, Key::Speeds);
    }
}
