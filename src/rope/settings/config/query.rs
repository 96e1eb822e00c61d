//! Whole query strings: [`Config::to_query`] writes one; [`Config::from_query`] (strict) and
//! [`Config::from_query_lenient`] read one, through the same loop in two [`Mode`]s.

use super::percent::{self, percent_encode};
use super::Config;
use crate::rope::base::error::{ConfigError, Key};

/// A parsed query string: the configuration and the keys that were ignored.
#[derive(Debug, Clone, PartialEq)]
pub struct Parsed {
    pub config: Config,
    /// Keys that are neither configuration keys nor in the caller's `extra_keys` (ignored).
    pub unknown_keys: Vec<String>,
    /// Values of the caller's `extra_keys` (for example the UI's `view`), in query order.
    pub extra: Vec<(String, String)>,
}

/// A query string read leniently, as the widget reads its own URL: every problem is collected,
/// the offending keys fall back to their defaults, and the rest of the link still applies.
#[derive(Debug, Clone, PartialEq)]
pub struct Lenient {
    /// Always valid.
    pub config: Config,
    /// What was wrong, in the order found (empty for a clean link).
    pub errors: Vec<ConfigError>,
    pub unknown_keys: Vec<String>,
    pub extra: Vec<(String, String)>,
}

/// The long-context lab's keys: a problem with any of them stops `run=1`.
const LAB_KEYS: [Key; 9] = [
    Key::Lab,
    Key::Before,
    Key::After,
    Key::Answer,
    Key::Gaps,
    Key::Compare,
    Key::LabKeys,
    Key::Seed,
    Key::Run,
];

/// How a query string is read. Both modes meet the same problems in the same order (pairs in
/// query order, then validation); they differ only in what a problem does.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Mode {
    /// The first problem is the answer (links given to `rope-export`, presets, tests).
    Strict,
    /// Every problem is recorded, its key goes back to the default, and reading goes on.
    Lenient,
}

/// Where problems go: straight back to the caller (strict) or into the list (lenient).
struct Problems {
    mode: Mode,
    found: Vec<ConfigError>,
}

impl Problems {
    /// `Err` ends the reading (strict); `Ok` means "recorded, carry on" (lenient).
    fn report(&mut self, e: ConfigError) -> Result<(), ConfigError> {
        match self.mode {
            Mode::Strict => Err(e),
            Mode::Lenient => {
                self.found.push(e);
                Ok(())
            }
        }
    }
}

/// The one query-reading loop. In [`Mode::Lenient`] it never returns `Err`.
fn read(query: &str, extra_keys: &[&str], mode: Mode) -> Result<Lenient, ConfigError> {
    let mut problems = Problems {
        mode,
        found: Vec::new(),
    };
    let mut config = Config::default();
    let mut seen: Vec<Key> = Vec::new();
    let mut unknown_keys = Vec::new();
    let mut extra = Vec::new();
    for pair in percent::pairs(query) {
        let (name, value) = match pair {
            Ok(pair) => pair,
            Err(e) => {
                problems.report(e)?;
                continue;
            }
        };
        match Key::from_name(&name) {
            Some(key) if seen.contains(&key) => problems.report(ConfigError::with(
                key,
                // i18n: a ConfigError's `got` is shown as given (a known gap: not translated)
                "the key more than once",
                crate::msg!(match mode {
                    Mode::Strict => "limit-once",
                    Mode::Lenient => "limit-once-first-used",
                }),
            ))?,
            Some(key) => {
                seen.push(key);
                if let Err(e) = config.set(key, &value) {
                    problems.report(e)?;
                }
            }
            None if extra_keys.contains(&name.as_str()) => extra.push((name, value)),
            None => {
                if !unknown_keys.contains(&name) {
                    unknown_keys.push(name)
                }
            }
        }
    }
    // The keys the link left out take the defaults of its vector mode (the real model's own d,
    // base and context with `qk=model`).
    let default = Config::defaults_for(config.model.vectors);
    for key in [Key::Dim, Key::Base, Key::Orig] {
        if !seen.contains(&key) {
            config.set(key, &default.get(key))?;
        }
    }
    // Range and combination problems: put the blamed key back to its default and retry.
    for _ in 0..=Key::CONFIG_KEYS.len() {
        match config.validate() {
            Ok(()) => break,
            Err(e) => {
                let key = e.key;
                problems.report(e)?;
                if config.get(key) == default.get(key)
                    || config.set(key, &default.get(key)).is_err()
                {
                    config = default.clone();
                }
            }
        }
    }
    if config.validate().is_err() {
        config = default;
    }
    // A link whose lab keys are wrong runs nothing: the run would not be the one it names.
    if problems.found.iter().any(|e| LAB_KEYS.contains(&e.key)) {
        config.lab.run = false;
    }
    Ok(Lenient {
        config,
        errors: problems.found,
        unknown_keys,
        extra,
    })
}

impl Config {
    /// The query string for this config: only the keys that differ from the defaults, in
    /// canonical order, so links stay short and equal configs give equal links.
    pub fn to_query(&self) -> String {
        let default = Config::defaults_for(self.model.vectors);
        let toy = Config::default();
        Key::CONFIG_KEYS
            .iter()
            .filter(|&&k| {
                self.get(k) != default.get(k) || (k == Key::Qk && self.get(k) != toy.get(k))
            })
            .map(|&k| format!("{}={}", k, percent_encode(&self.get(k))))
            .collect::<Vec<_>>()
            .join("&")
    }

    /// Parses a query string (with or without the leading `?`) over the defaults and validates
    /// the result; the first problem is the error. Keys in `extra_keys` are collected in
    /// [`Parsed::extra`]; other unknown keys are listed in [`Parsed::unknown_keys`] and otherwise
    /// ignored.
    pub fn from_query_with(query: &str, extra_keys: &[&str]) -> Result<Parsed, ConfigError> {
        let read = read(query, extra_keys, Mode::Strict)?;
        Ok(Parsed {
            config: read.config,
            unknown_keys: read.unknown_keys,
            extra: read.extra,
        })
    }

    /// [`Config::from_query_with`] with no extra keys.
    pub fn from_query(query: &str) -> Result<Parsed, ConfigError> {
        Config::from_query_with(query, &[])
    }

    /// Reads `query` leniently (see [`Lenient`]); never fails.
    pub fn from_query_lenient(query: &str, extra_keys: &[&str]) -> Lenient {
        read(query, extra_keys, Mode::Lenient).unwrap_or_else(|e| Lenient {
            // Not reached: a lenient reading records its problems instead of returning them.
            config: Config::default(),
            errors: vec![e],
            unknown_keys: Vec::new(),
            extra: Vec::new(),
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::maths::rotate::Layout;
    use crate::rope::maths::scaling::Method;

    #[test]
    fn the_real_model_link_reads_over_the_models_own_rope() {
        let c = Config::from_query("qk=model&text=Hi").unwrap().config;
        assert_eq!(
            (c.rope.dim, c.rope.base, c.scaling.params.orig),
            (64, 100_000.0, 8192)
        );
        assert_eq!(c.to_query(), "text=Hi&qk=model");
        // A changed knob is written even where it equals the page's usual default.
        let c = Config::from_query("qk=model&base=10000&layer=3&head=8")
            .unwrap()
            .config;
        assert_eq!(c.rope.base, 10_000.0);
        assert_eq!(Config::from_query(&c.to_query()).unwrap().config, c);
        assert!(c.to_query().contains("base=10000"));
        // Leniently, a d that does not fit the model falls back to the model's.
        let l = Config::from_query_lenient("qk=model&dim=16&layer=30", &[]);
        assert_eq!((l.config.rope.dim, l.config.model.layer), (64, 14));
        assert_eq!(l.errors.len(), 2);
        assert!(Config::from_query("qk=model&head=9").is_err());
    }

    #[test]
    fn a_bad_lab_key_runs_nothing() {
        for q in [
            "qk=model&view=longlab&gaps=100,abc,-5&run=1",
            "qk=model&compare=warp:2&run=1",
            "qk=model&keys=17&run=1",
            "qk=model&seed=x&run=1",
            "qk=model&run=1&gaps=1,2&gaps=3",
        ] {
            let l = Config::from_query_lenient(q, &["view"]);
            assert!(!l.errors.is_empty(), "{q}");
            assert!(!l.config.lab.run, "{q}");
        }
        // A problem elsewhere leaves the run asked for.
        let l = Config::from_query_lenient("qk=model&layer=99&run=1&seed=7&keys=8", &[]);
        assert_eq!(l.errors.len(), 1);
        assert!(l.config.lab.run);
        assert_eq!((l.config.lab.seed, l.config.lab.keys), (Some(7), 8));
    }

    #[test]
    fn parses_every_key() {
        let q = "text=Hello%20world%2C+friend&offset=100&dim=8&base=500000&layout=half\
                 &scaling=yarn&factor=8&orig=4096&len=9000&beta_fast=16&beta_slow=2\
                 &truncate=false&attn=0.8&mscale=0.707&mscale_all_dim=0.5\
                 &low_freq_factor=2&high_freq_factor=8&q=1,2,3,4,5,6,7,8&qpos=103&k=8,7,6,5,4,3,2,1&kpos=100";
        let c = Config::from_query(q).unwrap().config;
        assert_eq!(c.sentence.text, "Hello world, friend");
        assert_eq!(c.sentence.offset, 100);
        assert_eq!(c.rope.dim, 8);
        assert_eq!(c.rope.base, 500_000.0);
        assert_eq!(c.rope.layout, Layout::Half);
        assert_eq!(c.scaling.method, Method::Yarn);
        assert_eq!(
            (
                c.scaling.params.factor,
                c.scaling.params.orig,
                c.scaling.params.len
            ),
            (8.0, 4096, Some(9000))
        );
        assert_eq!(
            (
                c.scaling.params.beta_fast,
                c.scaling.params.beta_slow,
                c.scaling.params.truncate
            ),
            (16.0, 2.0, false)
        );
        assert_eq!(
            (
                c.scaling.params.attn,
                c.scaling.params.mscale,
                c.scaling.params.mscale_all_dim
            ),
            (Some(0.8), Some(0.707), Some(0.5))
        );
        assert_eq!(
            (
                c.scaling.params.low_freq_factor,
                c.scaling.params.high_freq_factor
            ),
            (2.0, 8.0)
        );
        assert_eq!(
            c.sentence.q.as_deref(),
            Some(&[1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 7.0, 8.0][..])
        );
        assert_eq!((c.sentence.qpos, c.sentence.kpos), (Some(103), Some(100)));
        // And back.
        assert_eq!(Config::from_query(&c.to_query()).unwrap().config, c);
    }

    #[test]
    fn unknown_keys_are_reported_not_fatal() {
        let p = Config::from_query_with("dim=8&foo=1&view=kernel&foo=2&bar", &["view"]).unwrap();
        assert_eq!(p.config.rope.dim, 8);
        assert_eq!(p.unknown_keys, vec!["foo".to_string(), "bar".to_string()]);
        assert_eq!(p.extra, vec![("view".to_string(), "kernel".to_string())]);
    }

    #[test]
    fn lenient_reading_keeps_the_good_keys() {
        let l = Config::from_query_lenient(
            "dim=7&base=500000&text=%ZZ&speeds=1,2&foo=1&view=x",
            &["view"],
        );
        l.config.validate().unwrap();
        assert_eq!(l.config.rope.dim, 16);
        assert_eq!(l.config.rope.base, 500_000.0);
        assert_eq!(l.config.rope.speeds, None);
        let keys: Vec<Key> = l.errors.iter().map(|e| e.key).collect();
        assert_eq!(keys, vec![Key::Query, Key::Dim, Key::Speeds]);
        assert_eq!(l.unknown_keys, vec!["foo".to_string()]);
        assert_eq!(l.extra.len(), 1);
        // A clean link reads the same as the strict parser.
        let q = "dim=8&scaling=yarn&text=a+b";
        assert_eq!(
            Config::from_query_lenient(q, &[]).config,
            Config::from_query(q).unwrap().config
        );
        assert!(Config::from_query_lenient(q, &[]).errors.is_empty());
        // Order does not matter: speeds checked against the final dim.
        let l = Config::from_query_lenient("speeds=90,15&dim=4", &[]);
        assert!(l.errors.is_empty(), "{:?}", l.errors);
    }

    /// One loop, two modes: the strict error is the lenient reading's first problem, and the
    /// two agree on the config, unknown and extra keys whenever strict accepts.
    #[test]
    fn strict_stops_at_the_first_problem_lenient_records() {
        for q in [
            "",
            "dim=8&foo=1&view=x",
            "dim=7&base=500000&text=%ZZ&speeds=1,2",
            "text=%ZZ&dim=7",
            "dim=abc&text=%ZZ",
            "scaling=bogus&dim=512",
            "dim=512&scaling=bogus",
            "q=1,2&dim=4&kpos=9",
            "base=1&factor=0.5",
            "dim=8&dim=4",
        ] {
            let lenient = Config::from_query_lenient(q, &["view"]);
            match Config::from_query_with(q, &["view"]) {
                Ok(p) => {
                    assert!(lenient.errors.is_empty(), "{q}: {:?}", lenient.errors);
                    assert_eq!(p.config, lenient.config, "{q}");
                    assert_eq!(p.unknown_keys, lenient.unknown_keys, "{q}");
                    assert_eq!(p.extra, lenient.extra, "{q}");
                }
                Err(e) => {
                    let first = lenient.errors.first().unwrap_or_else(|| panic!("{q}"));
                    assert_eq!((first.key, &first.got), (e.key, &e.got), "{q}");
                }
            }
        }
    }

    #[test]
    fn a_repeated_key_is_refused_strictly_and_the_first_kept_leniently() {
        assert_eq!(Config::from_query("dim=8&dim=4").unwrap_err().key, Key::Dim);
        let l = Config::from_query_lenient("dim=8&dim=4", &[]);
        assert_eq!(l.config.rope.dim, 8);
        assert_eq!(l.errors.len(), 1);
        assert!(l.errors[0].expected.contains("first one is used"));
    }
}
