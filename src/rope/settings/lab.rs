//! The long-context lab's settings (`lab=`, `compare=`, `gaps=`, `keys=`, `seed=` and the texts):
//! its experiments, the methods it may compare, every limit and default of its keys, and the
//! pass keys a seed draws. What the lab computes from them is `rope::view::longlab`.

use crate::msg;
use crate::rope::base::error::{ConfigError, Key};
use crate::rope::base::i18n::{Arg, Msg};
use crate::rope::base::named::named_enum;
use crate::rope::maths::scaling::Method;

named_enum! {
    /// The lab's experiments (`lab=`).
    #[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
    pub enum Experiment {
        Passkey = "passkey",
        Far = "far",
        Short = "short",
    }
}

impl Experiment {
    /// The experiment's name: a message id (`lab-experiment-passkey`, ...).
    pub fn label(self) -> &'static str {
        match self {
            Experiment::Passkey => "lab-experiment-passkey",
            Experiment::Far => "lab-experiment-far",
            Experiment::Short => "lab-experiment-short",
        }
    }
}

/// The methods `compare=` may name: the ones a single factor defines.
pub const COMPARE_METHODS: [Method; 5] = [
    Method::None,
    Method::Linear,
    Method::Ntk,
    Method::Yarn,
    Method::Llama3,
];

/// One method the lab runs beside the current settings: `none`, or `method:factor`.
#[derive(Debug, Clone, PartialEq)]
pub struct Compare {
    pub method: Method,
    /// `None` for `none`.
    pub factor: Option<f64>,
}

impl Compare {
    /// As written in `compare=` (and in `data-method`): `none`, `ntk:8`, `yarn:2.5`.
    pub fn label(&self) -> String {
        match self.factor {
            Some(f) => format!(
                "{}:{}",
                self.method.as_str(),
                crate::rope::base::num::format_f64(f)
            ),
            None => self.method.as_str().to_string(),
        }
    }

    /// Reads one `compare=` item.
    pub fn parse(item: &str) -> Option<Compare> {
        let item = item.trim();
        let (name, factor) = match item.split_once(':') {
            Some((n, f)) => (n.trim(), Some(f.trim().parse::<f64>().ok()?)),
            None => (item, None),
        };
        let method = Method::parse(name).filter(|m| COMPARE_METHODS.contains(m))?;
        match (method, factor) {
            (Method::None, None) => Some(Compare {
                method,
                factor: None,
            }),
            (Method::None, Some(_)) | (_, None) => None,
            (_, Some(f)) if f.is_finite() && (1.0..=MAX_COMPARE_FACTOR).contains(&f) => {
                Some(Compare {
                    method,
                    factor: Some(f),
                })
            }
            _ => None,
        }
    }
}

// The lab's limits, each written once: as a number here and in the range texts below.
macro_rules! max_compare_factor {
    () => {
        1024
    };
}
macro_rules! max_compare {
    () => {
        5
    };
}
macro_rules! max_gaps {
    () => {
        24
    };
}
macro_rules! max_gap {
    () => {
        9000000
    };
}
macro_rules! max_keys {
    () => {
        16
    };
}
macro_rules! max_lab_text {
    () => {
        6000
    };
}
/// Largest factor `compare=` accepts.
pub const MAX_COMPARE_FACTOR: f64 = MAX_COMPARE_FACTOR_WHOLE as f64;
const MAX_COMPARE_FACTOR_WHOLE: u32 = max_compare_factor!();
/// Most methods `compare=` may list.
pub const MAX_COMPARE: usize = max_compare!();
/// Most gaps, and the largest (the model crate's positions end at 10,000,000; the texts need
/// room after the gap).
pub const MAX_GAPS: usize = max_gaps!();
pub const MAX_GAP: u64 = max_gap!();
/// Longest lab text (`before`, `after`, `answer`), in characters.
pub const MAX_LAB_TEXT: usize = max_lab_text!();
/// Most pass keys per gap (`keys=`), and the default.
pub const MAX_KEYS: usize = max_keys!();
pub const DEFAULT_KEYS: usize = 4;
/// What `{key}` in a lab text becomes: each pass key, five digits.
pub const KEY_SLOT: &str = "{key}";
/// Tokens of the short-range experiment by default (a quarter of [`MAX_LAB_TOKENS`] per
/// method; the lab's button runs [`MAX_LAB_TOKENS`]).
pub const SHORT_TOKENS: usize = 256;
/// Most tokens the model runs at once in the lab (the short-range text is cut there).
pub const MAX_LAB_TOKENS: usize = 1024;
/// The model's trained context, marked on the chart.
pub const TRAINED_CONTEXT: u64 = crate::rope::base::limits::MODEL_CONTEXT;

// i18n: English form of a range (docs, Display); learners see lab::range_msg
pub const COMPARE_RANGE: &str = concat!(
    "a comma list of none or method:factor (method linear, ntk, yarn or llama3; factor 1 to ",
    max_compare_factor!(),
    "), at most ",
    max_compare!()
);
// i18n: English form of a range (docs, Display); learners see lab::range_msg
pub const GAPS_RANGE: &str = concat!(
    "a comma list of at most ",
    max_gaps!(),
    " whole numbers of positions from 0 to ",
    max_gap!()
);
// i18n: English form of a range (docs, Display); learners see lab::range_msg
pub const LAB_TEXT_RANGE: &str = concat!(
    "empty (the default text) or a text of up to ",
    max_lab_text!(),
    " characters, not only spaces"
);
// i18n: English form of a range (docs, Display); learners see lab::range_msg
pub const KEYS_RANGE: &str = concat!("a whole number of pass keys per gap, 1 to ", max_keys!());
// i18n: English form of a range (docs, Display); learners see lab::range_msg
pub const SEED_RANGE: &str = "a whole number (the seed the pass keys are drawn from)";
// i18n: English form of a range (docs, Display); learners see lab::range_msg
pub const RUN_RANGE: &str = "1 (run once the model is loaded) or 0";

/// A lab range's message (the learner's words; its English is the constant above, byte for
/// byte: a test checks), `None` for any other text.
pub fn range_msg(expected: &str) -> Option<Msg> {
    let n = |printed: &'static str, v: f64| Arg::num(printed, v);
    Some(match expected {
        COMPARE_RANGE => msg!(
            "limit-lab-compare",
            factor = n(concat!(max_compare_factor!()), MAX_COMPARE_FACTOR),
            most = n(concat!(max_compare!()), MAX_COMPARE as f64)
        ),
        GAPS_RANGE => msg!(
            "limit-lab-gaps",
            most = n(concat!(max_gaps!()), MAX_GAPS as f64),
            max = n(concat!(max_gap!()), MAX_GAP as f64)
        ),
        LAB_TEXT_RANGE => msg!(
            "limit-lab-text",
            max = n(concat!(max_lab_text!()), MAX_LAB_TEXT as f64)
        ),
        KEYS_RANGE => msg!(
            "limit-lab-keys",
            max = n(concat!(max_keys!()), MAX_KEYS as f64)
        ),
        SEED_RANGE => msg!("limit-lab-seed"),
        RUN_RANGE => msg!("limit-lab-run"),
        _ => return None,
    })
}

/// The error for a lab key: `expected` is one of the ranges above.
pub fn error(key: Key, got: impl std::fmt::Display, expected: &'static str) -> ConfigError {
    match range_msg(expected) {
        Some(m) => ConfigError::with(key, got, m),
        None => ConfigError::new(key, got, expected),
    }
}

/// The default gap grid: around where plain RoPE stops recalling the default pass key (between
/// 6656 and 6912 over 24 keys, docs/long-context.md), then past the trained context, where NTK
/// x8 still recalls at 16384 and no longer at 32768. Six gaps (not eight) keep the default run
/// (4 keys x 4 settings) shorter; it still takes about 30 s on a quiet core (docs/performance.md).
pub const DEFAULT_GAPS: [u64; 6] = [0, 2048, 6144, 7168, 16384, 32768];
/// [`DEFAULT_GAPS`] as the gaps field shows them (checked equal in the tests).
pub const DEFAULT_GAPS_TEXT: &str = "0,2048,6144,7168,16384,32768";

/// The default comparison as `compare=` writes it: plain RoPE, position interpolation,
/// NTK-aware and YaRN, each x8 (the compare field shows it as its placeholder).
pub const DEFAULT_COMPARE_TEXT: &str = "none,linear:8,ntk:8,yarn:8";

/// The default comparison, read from [`DEFAULT_COMPARE_TEXT`].
pub fn default_compare() -> Vec<Compare> {
    DEFAULT_COMPARE_TEXT
        .split(',')
        .filter_map(Compare::parse)
        .collect()
}

/// The default pass-key texts: (before, after, answer), each holding [`KEY_SLOT`]. Each is
/// tokenized on its own, so the answer's tokens do not depend on the text before it.
/// The model reads them: English in every language (SmolLM2 reads English).
// i18n: the model's input text (SmolLM2 reads English)
pub const PASSKEY_BEFORE: &str = "The pass key is {key}. Remember it. The pass key is {key}.";
// i18n: the model's input text (SmolLM2 reads English)
pub const PASSKEY_AFTER: &str = " What is the pass key? The pass key is";
pub const PASSKEY_ANSWER: &str = " {key}";

/// The default far-context texts: a first part that the second part needs (names and facts
/// the second repeats), and the second part, whose loss is measured.
/// The model reads them: English in every language.
// i18n: the model's input text (SmolLM2 reads English)
pub const FAR_BEFORE: &str = "Mira Okonkwo keeps bees on the roof of the Halvorsen library in Tromsø. Her three hives are called Juniper, Basalt and Quill.";
// i18n: the model's input text (SmolLM2 reads English)
pub const FAR_AFTER: &str = " Every spring Mira Okonkwo checks Juniper, Basalt and Quill on the roof of the Halvorsen library in Tromsø.";

/// SplitMix64 (Steele, Lea and Flood 2014): the next state and its output. Small, seeded and
/// the same on every platform, so a seed in the address gives the same keys everywhere.
pub fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// `n` five-digit pass keys (10000 to 99999) drawn from `seed`, all different.
pub fn pass_keys(seed: u64, n: usize) -> Vec<u32> {
    let mut state = seed;
    let mut out: Vec<u32> = Vec::with_capacity(n);
    while out.len() < n {
        let k = 10_000 + (splitmix64(&mut state) % 90_000) as u32;
        if !out.contains(&k) {
            out.push(k);
        }
    }
    out
}

pub fn format_compare(v: &Option<Vec<Compare>>) -> String {
    v.as_deref()
        .map(|xs| xs.iter().map(Compare::label).collect::<Vec<_>>().join(","))
        .unwrap_or_default()
}

#[cfg(test)]
mod range_tests {
    use super::*;
    use crate::rope::base::i18n::en;

    #[test]
    fn each_lab_range_reads_in_english_as_its_constant() {
        for r in [
            COMPARE_RANGE,
            GAPS_RANGE,
            LAB_TEXT_RANGE,
            KEYS_RANGE,
            SEED_RANGE,
            RUN_RANGE,
        ] {
            let m = range_msg(r).expect("a lab range");
            assert_eq!(en(&m), r);
            assert_eq!(error(Key::Gaps, "x", r).msg().args.len(), 3);
        }
        assert!(range_msg("anything else").is_none());
    }
}
