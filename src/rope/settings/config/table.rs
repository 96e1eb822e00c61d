//! [`KEYS`]: the key table's rows (declared once, in [`crate::rope::base::keys`]) bound to the
//! [`Config`] fields (each row names its field's path in the groups, `rope.dim`,
//! `scaling.params.factor`). `Config::set`/`get`, the export's config block, the Hugging Face field map,
//! model presets, the switch to the real model and the UI's scaling-parameter controls all read
//! this table, so a key's facts cannot drift between them.

use super::value::{
    Codec, Compares, Count, Flag, LabText, MaybeCount, MaybeNumber, MaybeWhole, Name, Number,
    Numbers, OnOff, OneZero, TextCodec, Whole, Wholes,
};
use super::{
    Config, Lab, Model, Multimodal, Rope, Sentence, Stack, DEFAULT_FLOOR_SCALE, DEFAULT_HEAD,
    DEFAULT_LAYER, DEFAULT_MERGE,
};
use crate::rope::base::error::{ConfigError, Key};
use crate::rope::base::i18n::Msg;
use crate::rope::base::json::Value;
use crate::rope::base::keys::key_table;
#[allow(clippy::wildcard_imports)]
use crate::rope::base::limits::*;
use crate::rope::base::tokens::VectorMode;
use crate::rope::maths::rotate::Layout;
use crate::rope::maths::scaling::{Method, Params, Scaling};
use crate::rope::settings::lab::{
    Experiment, COMPARE_RANGE, DEFAULT_KEYS, GAPS_RANGE, KEYS_RANGE, LAB_TEXT_RANGE, RUN_RANGE,
    SEED_RANGE,
};

/// Where a key lives in a Hugging Face config.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Hf {
    /// Not a Hugging Face field.
    None,
    /// A field of the `rope_scaling` / `rope_parameters` block, under this name.
    Block(&'static str),
    /// A top-level field of config.json, under this name.
    Top(&'static str),
}

/// The kind of input a key's control is.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Input {
    Text,
    Number {
        min: Option<&'static str>,
        step: &'static str,
    },
    /// A drop-down: `(value, label)` pairs; empty for a key whose names and labels come
    /// from its type (the scaling methods).
    Choice(&'static [(&'static str, &'static str)]),
}

/// What a key's control shows.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Control {
    pub label: &'static str,
    pub hint: &'static str,
    pub input: Input,
    pub placeholder: Option<&'static str>,
}

const fn control(label: &'static str, hint: &'static str, input: Input) -> Control {
    Control {
        label,
        hint,
        input,
        placeholder: None,
    }
}

const fn control_with_placeholder(
    label: &'static str,
    hint: &'static str,
    input: Input,
    placeholder: &'static str,
) -> Control {
    Control {
        label,
        hint,
        input,
        placeholder: Some(placeholder),
    }
}

/// One key's facts and its field's accessors.
pub struct KeySpec {
    pub key: Key,
    /// The accepted range or form in words, as error messages say it (see [`KeySpec::expected`]).
    range: &'static str,
    pub hf: Hf,
    /// A model preset owns the key: it goes back to its default before the preset's own values.
    pub preset: bool,
    /// Switching to the real model (`qk=model`) puts the key back to the model's as trained.
    pub model_reset: bool,
    /// Its length follows the head dimension (d or d/2 values): an edit of d that it no longer
    /// fits clears it.
    pub by_d: bool,
    pub control: Control,
}

impl std::fmt::Debug for KeySpec {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("KeySpec").field("key", &self.key).finish()
    }
}

impl KeySpec {
    /// The accepted range or form in words.
    pub fn expected(&self) -> String {
        expected_of(self.key, self.range)
    }

    /// The control's label in the learner's language (`key-NAME`; English: `control.label`).
    pub fn label_msg(&self) -> Msg {
        Msg::new(format!("key-{}", self.key.as_str()))
    }

    /// The control's hint (`key-NAME-hint`), if it has one.
    pub fn hint_msg(&self) -> Option<Msg> {
        use crate::rope::base::i18n::Arg;
        if self.control.hint.is_empty() {
            return None;
        }
        let id = format!("key-{}-hint", self.key.as_str());
        Some(match self.key {
            Key::Dim => crate::msg!(
                id,
                min = Arg::num(MIN_DIM_TEXT, MIN_DIM as f64),
                max = Arg::num(MAX_DIM_TEXT, MAX_DIM as f64)
            ),
            Key::ImageGrid => crate::msg!(
                id,
                merge = Arg::num(
                    concat!(crate::rope::base::limits::spatial_merge!()),
                    SPATIAL_MERGE as f64
                )
            ),
            _ => Msg::new(id),
        })
    }

    /// The control's placeholder (`key-NAME-placeholder`), if it has one.
    pub fn placeholder_msg(&self) -> Option<Msg> {
        self.control
            .placeholder
            .map(|_| Msg::new(format!("key-{}-placeholder", self.key.as_str())))
    }

    /// The label of the menu choice `value` (`key-NAME-choice-VALUE`).
    pub fn choice_msg(&self, value: &str) -> Msg {
        let m = Msg::new(format!("key-{}-choice-{value}", self.key.as_str()));
        if self.key == Key::Qk && value == "model" {
            m.arg(
                "mb",
                crate::rope::base::i18n::Arg::num(
                    concat!(crate::rope::base::limits::file_mb!()),
                    (FILE_BYTES / 1_000_000) as f64,
                ),
            )
        } else {
            m
        }
    }

    /// The key's value in `config`, in its text form.
    pub fn get(&self, config: &Config) -> String {
        get_field(config, self.key)
    }

    /// Sets the key in `config` from its text form (the form is checked, not the range).
    pub fn set(&self, config: &mut Config, text: &str) -> Result<(), ConfigError> {
        set_field(config, self.key, text)
    }

    /// The key's value in `config` as the export's JSON (`null` = unset).
    pub fn json(&self, config: &Config) -> Value {
        json_of_field(config, self.key)
    }

    /// A JSON value for this key (a Hugging Face field, an export's config block) as the text
    /// [`KeySpec::set`] reads.
    pub fn text_of_json(&self, v: &Value) -> Result<String, ConfigError> {
        text_of_json(self.key, v)
    }

    /// Whether this is a parameter of `method` (its control shows only with that method).
    pub fn belongs_to(&self, method: Method) -> bool {
        method.rules().params().contains(&self.key)
    }

    /// Whether some scaling method has this parameter.
    pub fn is_method_param(&self) -> bool {
        Method::ALL.iter().any(|&m| self.belongs_to(m))
    }
}

/// [`Config::default`]'s literal from the rows' `field: group.name = default` (one pass over the
/// rows in table order, each appended to its group's list), so every field gets its row's
/// default and the compiler checks that every field has exactly one row.
macro_rules! config_literal {
    (@ [$($s:tt)*] [$($r:tt)*] [$($m:tt)*] [$($p:tt)*] [$($st:tt)*] [$($mm:tt)*] [$($mo:tt)*]
        [$($l:tt)*]) => {
        Config {
            sentence: Sentence { $($s)* },
            rope: Rope { $($r)* },
            scaling: Scaling { $($m)* params: Params { $($p)* } },
            stack: Stack { $($st)* },
            multimodal: Multimodal { $($mm)* },
            model: Model { $($mo)* },
            lab: Lab { $($l)* },
        }
    };
    (@ [$($s:tt)*] $r:tt $m:tt $p:tt $st:tt $mm:tt $mo:tt $l:tt
        sentence.$f:ident = $d:expr; $($rest:tt)*) => {
        config_literal!(@ [$($s)* $f: $d,] $r $m $p $st $mm $mo $l $($rest)*)
    };
    (@ $s:tt [$($r:tt)*] $m:tt $p:tt $st:tt $mm:tt $mo:tt $l:tt
        rope.$f:ident = $d:expr; $($rest:tt)*) => {
        config_literal!(@ $s [$($r)* $f: $d,] $m $p $st $mm $mo $l $($rest)*)
    };
    (@ $s:tt $r:tt $m:tt [$($p:tt)*] $st:tt $mm:tt $mo:tt $l:tt
        scaling.params.$f:ident = $d:expr; $($rest:tt)*) => {
        config_literal!(@ $s $r $m [$($p)* $f: $d,] $st $mm $mo $l $($rest)*)
    };
    (@ $s:tt $r:tt [$($m:tt)*] $p:tt $st:tt $mm:tt $mo:tt $l:tt
        scaling.$f:ident = $d:expr; $($rest:tt)*) => {
        config_literal!(@ $s $r [$($m)* $f: $d,] $p $st $mm $mo $l $($rest)*)
    };
    (@ $s:tt $r:tt $m:tt $p:tt [$($st:tt)*] $mm:tt $mo:tt $l:tt
        stack.$f:ident = $d:expr; $($rest:tt)*) => {
        config_literal!(@ $s $r $m $p [$($st)* $f: $d,] $mm $mo $l $($rest)*)
    };
    (@ $s:tt $r:tt $m:tt $p:tt $st:tt [$($mm:tt)*] $mo:tt $l:tt
        multimodal.$f:ident = $d:expr; $($rest:tt)*) => {
        config_literal!(@ $s $r $m $p $st [$($mm)* $f: $d,] $mo $l $($rest)*)
    };
    (@ $s:tt $r:tt $m:tt $p:tt $st:tt $mm:tt [$($mo:tt)*] $l:tt
        model.$f:ident = $d:expr; $($rest:tt)*) => {
        config_literal!(@ $s $r $m $p $st $mm [$($mo)* $f: $d,] $l $($rest)*)
    };
    (@ $s:tt $r:tt $m:tt $p:tt $st:tt $mm:tt $mo:tt [$($l:tt)*]
        lab.$f:ident = $d:expr; $($rest:tt)*) => {
        config_literal!(@ $s $r $m $p $st $mm $mo [$($l)* $f: $d,] $($rest)*)
    };
}

/// Expands the key table's rows into [`KEYS`].
macro_rules! bind_keys {
    ($( $variant:ident = $name:literal {
        field: $($field:ident).+, codec: $codec:ty, range: $range:expr, hf: $hf:expr,
        preset: $preset:expr, model: $model:expr, default: $default:expr, by_d: $by_d:expr,
        control: $control:expr $(,)?
    } )*) => {
        /// Every configuration key's facts, in [`Key::CONFIG_KEYS`] order.
        pub static KEYS: [KeySpec; Key::CONFIG_KEYS.len()] = [$(
            KeySpec {
                key: Key::$variant,
                range: $range,
                hf: $hf,
                preset: $preset,
                model_reset: $model,
                by_d: $by_d,
                control: $control,
            }
        ),*];

        impl Default for Config {
            /// Every key's default, from its row.
            fn default() -> Self {
                config_literal!(@ [] [] [] [] [] [] [] [] $( $($field).+ = $default; )*)
            }
        }

        // The accessors, one match each (in the same macro, from the same rows): smaller code
        // than a function pointer per key, and the JSON ones are linked only where JSON is read
        // or written (the page never does).
        fn expected_of(key: Key, range: &'static str) -> String {
            match key {
                $(Key::$variant => <$codec as Codec>::expected(range),)*
                _ => range.to_string(),
            }
        }

        fn get_field(c: &Config, key: Key) -> String {
            match key {
                $(Key::$variant => <$codec as Codec>::format(&c.$($field).+),)*
                _ => String::new(),
            }
        }

        fn set_field(c: &mut Config, key: Key, text: &str) -> Result<(), ConfigError> {
            match key {
                $(Key::$variant => c.$($field).+ = <$codec as Codec>::parse(key, text, $range)?,)*
                _ => return Err(ConfigError::new(key, text, "a configuration key")),
            }
            Ok(())
        }

        fn json_of_field(c: &Config, key: Key) -> Value {
            match key {
                $(Key::$variant => <$codec as Codec>::json(&c.$($field).+),)*
                _ => Value::Null,
            }
        }

        fn text_of_json(key: Key, v: &Value) -> Result<String, ConfigError> {
            match key {
                $(Key::$variant => <$codec as Codec>::text_of_json(key, v),)*
                _ => Err(ConfigError::new(key, v, "a configuration key")),
            }
        }
    };
}

key_table!(bind_keys);

/// The facts of a configuration key (`None` for the error sources `query` and `rope_scaling`).
pub fn spec(key: Key) -> Option<&'static KeySpec> {
    // The table and `Key` are expanded from the same rows in the same order.
    KEYS.get(key as usize).filter(|s| s.key == key)
}

/// The scaling parameters `method` has, in table order (what its controls show).
pub fn method_params(method: Method) -> impl Iterator<Item = &'static KeySpec> {
    KEYS.iter().filter(move |s| s.belongs_to(method))
}

/// The key whose Hugging Face block field is `name`.
pub fn by_hf_block_name(name: &str) -> Option<&'static KeySpec> {
    KEYS.iter()
        .find(|s| matches!(s.hf, Hf::Block(n) if n == name))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every control's words are messages whose English is the key table's.
    #[test]
    fn every_control_text_is_a_message_with_the_tables_english() {
        let en = crate::rope::base::i18n::en;
        for spec in &KEYS {
            let c = spec.control;
            assert_eq!(en(&spec.label_msg()), c.label, "{}", spec.key);
            assert_eq!(
                spec.hint_msg().map(|m| en(&m)).unwrap_or_default(),
                c.hint,
                "{}",
                spec.key
            );
            assert_eq!(
                spec.placeholder_msg().map(|m| en(&m)),
                c.placeholder.map(str::to_string)
            );
            if let Input::Choice(choices) = c.input {
                for (value, label) in choices {
                    assert_eq!(en(&spec.choice_msg(value)), *label, "{} {value}", spec.key);
                }
            }
        }
    }

    #[test]
    fn the_table_and_the_key_enum_are_the_same_rows() {
        assert_eq!(KEYS.len(), Key::CONFIG_KEYS.len());
        for (spec, key) in KEYS.iter().zip(Key::CONFIG_KEYS) {
            assert_eq!(spec.key, key);
            assert_eq!(super::spec(key).map(|s| s.key), Some(key));
        }
        assert!(super::spec(Key::Query).is_none());
        assert!(super::spec(Key::RopeScalingJson).is_none());
    }

    #[test]
    fn every_method_parameter_has_a_control_and_hf_names_are_unique() {
        for m in Method::ALL {
            for s in method_params(m) {
                assert!(!s.control.label.is_empty() && !s.control.hint.is_empty());
                assert!(s.preset, "{}: a method parameter belongs to presets", s.key);
            }
        }
        let mut names: Vec<&str> = KEYS
            .iter()
            .filter_map(|s| match s.hf {
                Hf::Block(n) | Hf::Top(n) => Some(n),
                Hf::None => None,
            })
            .collect();
        let n = names.len();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), n);
        assert_eq!(
            by_hf_block_name("beta_fast").map(|s| s.key),
            Some(Key::BetaFast)
        );
        assert!(by_hf_block_name("head_dim").is_none(), "a top-level field");
    }

    /// A drop-down never offers a value its key refuses.
    #[test]
    fn every_offered_choice_parses() {
        for spec in KEYS.iter() {
            if let Input::Choice(choices) = spec.control.input {
                for (value, _) in choices {
                    let mut c = Config::default();
                    spec.set(&mut c, value).unwrap();
                    assert_eq!(spec.get(&c), *value, "{}", spec.key);
                }
            }
        }
    }

    /// The numbers the controls quote are the ones the core checks and downloads: d's range, the
    /// image grid's merge, the model file's size.
    #[test]
    fn hints_quote_the_numbers_the_core_uses() {
        use crate::rope::base::limits::{MAX_DIM, MIN_DIM, SPATIAL_MERGE};
        use crate::rope::settings::model_run::FILE_BYTES;
        let hint = |k: Key| spec(k).unwrap().control.hint;
        assert!(
            hint(Key::Dim).contains(&format!("{MIN_DIM} to {MAX_DIM}")),
            "{}",
            hint(Key::Dim)
        );
        assert!(
            hint(Key::ImageGrid).contains(&format!("{SPATIAL_MERGE} x {SPATIAL_MERGE}")),
            "{}",
            hint(Key::ImageGrid)
        );
        let Input::Choice(choices) = spec(Key::Qk).unwrap().control.input else {
            panic!("qk is a choice");
        };
        let model = choices.iter().find(|(v, _)| *v == "model").unwrap().1;
        assert!(
            model.contains(&format!("({} MB download)", FILE_BYTES / 1_000_000)),
            "{model}"
        );
    }

    #[test]
    fn expected_texts_name_the_accepted_values() {
        let e = spec(Key::Layout).unwrap().expected();
        assert_eq!(e, "interleaved or half");
        assert!(spec(Key::Dim).unwrap().expected().contains("even"));
    }
}
