//! No scaling: plain RoPE.

use super::{Hf, HfRules, Note, Params, Rules, ScaledFreqs};
use crate::rope::base::i18n::Msg;
use crate::rope::error::{ConfigError, Key};

pub const ORDER: u32 = 0;

pub struct Plain;

pub static RULES: Plain = Plain;

static HF: HfRules = HfRules {
    // Qwen2-VL's old "mrope" is plain RoPE with sections.
    reads: &["default", "mrope"],
    ..HfRules::PLAIN
};

impl Rules for Plain {
    fn label(&self) -> &'static str {
        // i18n: English label (docs, tests); the menu shows method-none (Method::label_msg)
        "None (plain RoPE)"
    }
    fn params(&self) -> &'static [Key] {
        &[]
    }
    fn needs_base(&self) -> bool {
        false
    }
    fn check(&self, _: &Params, _: usize) -> Result<(), ConfigError> {
        Ok(())
    }
    fn apply(&self, _: &Params, _: usize, _: f64, _: &mut ScaledFreqs) -> Result<(), ConfigError> {
        Ok(())
    }
}

impl Hf for Plain {
    fn hf(&self) -> &'static HfRules {
        &HF
    }
}

impl Note for Plain {
    fn note(&self, _: &Params, _: usize, _: f64, _: &ScaledFreqs) -> Msg {
        Msg::new("method-note-none")
    }
}
