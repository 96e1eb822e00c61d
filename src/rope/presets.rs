//! One-click settings: real model configurations, and the classic tutorial scenarios with the
//! errata a careful reader should know about. Presets are query strings applied through the
//! same `Config::set` + `Config::validate` path as a link; every number shown with them is
//! computed, never stored.

use super::config::Config;
use super::error::{ConfigError, Key};

/// A named setting.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Preset {
    pub id: &'static str,
    pub name: &'static str,
    /// Where the numbers come from, or what to look at.
    pub note: &'static str,
    pub query: &'static str,
}

/// Published configurations (config.json of each model on the Hugging Face hub). HF checkpoints
/// use the half-split layout (rotate_half), so the presets do too.
pub const MODELS: &[Preset] = &[
    Preset {
        id: "llama2-7b",
        name: "Llama 2 7B",
        note: "head_dim 128 (4096/32), rope_theta 10000, 4096 positions, no scaling.",
        query: "dim=128&base=10000&layout=half&scaling=none&orig=4096",
    },
    Preset {
        id: "llama31-8b",
        name: "Llama 3.1 8B",
        note: "head_dim 128, rope_theta 500000, rope_scaling llama3: factor 8, low 1, high 4, original 8192.",
        query: "dim=128&base=500000&layout=half&scaling=llama3&factor=8&orig=8192&low_freq_factor=1&high_freq_factor=4",
    },
    Preset {
        id: "mistral-7b",
        name: "Mistral 7B v0.1",
        note: "head_dim 128, rope_theta 10000, max_position_embeddings 32768 (sliding window 4096).",
        query: "dim=128&base=10000&layout=half&scaling=none&orig=32768",
    },
    Preset {
        id: "qwen25-7b",
        name: "Qwen2.5 7B (YaRN)",
        note: "head_dim 128 (3584/28), rope_theta 1000000; the YaRN block (factor 4, original 32768) Qwen documents for contexts beyond 32768.",
        query: "dim=128&base=1000000&layout=half&scaling=yarn&factor=4&orig=32768",
    },
    Preset {
        id: "gpt-neox-20b",
        name: "GPT-NeoX 20B",
        note: "head size 96 (6144/64) but rotary_pct 0.25: only 24 dims of each head rotate; rotary_emb_base 10000, 2048 positions.",
        query: "dim=24&base=10000&layout=half&scaling=none&orig=2048",
    },
];

/// A worked example, with the wrong number a well-known text prints for it (if any).
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct WorkedExample {
    pub preset: Preset,
    /// What the widget computes and compares (for the erratum).
    pub quantity: Quantity,
    /// The value a popular tutorial prints, which the computation contradicts.
    pub printed_in_a_tutorial: Option<&'static str>,
}

/// Which computed number an example is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quantity {
    /// The RoPE score of the chosen query and key.
    Score,
    /// The query's pair 0 after rotation to its position.
    RotatedQueryPair0,
}

pub const WORKED_EXAMPLES: &[WorkedExample] = &[
    WorkedExample {
        preset: Preset {
            id: "fox-the",
            name: "\"fox\" at 3 vs \"The\" at 0",
            note: "4-dim vectors, pair speeds 90 and 15 degrees per position.",
            query: "text=The%20quick%20brown%20fox&dim=4&speeds=90,15&layout=interleaved&q=0.8,0.6,0.7,0.7&qpos=3&k=0.9,0.4,0.5,0.8&kpos=0",
        },
        quantity: Quantity::Score,
        printed_in_a_tutorial: None,
    },
    WorkedExample {
        preset: Preset {
            id: "mat-cat",
            name: "\"mat\" at 5 vs \"cat\" at 1",
            note: "4-dim vectors, pair speeds 90 and 15 degrees per position.",
            query: "text=The%20cat%20sat%20on%20the%20mat&dim=4&speeds=90,15&layout=interleaved&q=0.7,0.7,0.8,0.6&qpos=5&k=0.9,0.4,0.9,0.4&kpos=1",
        },
        quantity: Quantity::Score,
        printed_in_a_tutorial: Some("1.56"),
    },
    WorkedExample {
        preset: Preset {
            id: "turn-75",
            name: "[0.8, 0.6] turned 75 degrees",
            note: "One pair at 15 degrees per position, query at position 5.",
            query: "text=The%20cat%20sat%20on%20the%20mat&dim=2&speeds=15&layout=interleaved&q=0.8,0.6&qpos=5",
        },
        quantity: Quantity::RotatedQueryPair0,
        printed_in_a_tutorial: Some("[0.02, 0.99]"),
    },
];

/// The keys a model preset owns: everything but the sentence and its offset.
const PRESET_KEYS: [Key; 20] = [
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
    Key::K,
    Key::Qpos,
    Key::Kpos,
];

/// Applies a preset: the keys it owns go back to defaults, then its own values are set.
/// A preset that names `text` replaces the sentence too.
pub fn apply(config: &Config, preset: &Preset) -> Result<Config, ConfigError> {
    let defaults = Config::default();
    let mut next = config.clone();
    for key in PRESET_KEYS {
        next.set(key, &defaults.get(key))?;
    }
    let parsed = super::config::query_pairs(preset.query)?;
    if parsed.iter().any(|(k, _)| k == "text") {
        next.offset = 0;
    }
    for (name, value) in parsed {
        if let Some(key) = Key::from_name(&name) {
            next.set(key, &value)?;
        }
    }
    next.validate()?;
    Ok(next)
}

/// Finds a preset (model or worked example) by id.
pub fn find(id: &str) -> Option<Preset> {
    MODELS
        .iter()
        .copied()
        .chain(WORKED_EXAMPLES.iter().map(|w| w.preset))
        .find(|p| p.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::rotate::rotate_pair;
    use crate::rope::Method;

    #[test]
    fn every_preset_applies_cleanly() {
        let base = Config::from_query("text=Hello+world&offset=7")
            .unwrap()
            .config;
        for p in MODELS {
            let c = apply(&base, p).unwrap();
            assert_eq!(c.text, "Hello world", "{}", p.id);
            assert_eq!(c.offset, 7);
        }
        for w in WORKED_EXAMPLES {
            apply(&base, &w.preset).unwrap();
        }
        let l = apply(&base, &find("llama31-8b").unwrap()).unwrap();
        assert_eq!((l.dim, l.base, l.scaling), (128, 500_000.0, Method::Llama3));
    }

    #[test]
    fn worked_examples_compute_the_right_numbers() {
        let d = Config::default();
        let fox = apply(&d, &find("fox-the").unwrap()).unwrap();
        assert!((fox.score().unwrap().total - 1.01196).abs() < 5e-6);
        let mat = apply(&d, &find("mat-cat").unwrap()).unwrap();
        let s = mat.score().unwrap().total;
        assert!((s - 1.19947).abs() < 5e-6);
        assert!((s - 1.56).abs() > 0.3, "the tutorial's number is wrong");
        let turn = apply(&d, &find("turn-75").unwrap()).unwrap();
        let rq = turn.score().unwrap().rotated_q;
        let (a, b) = rotate_pair(0.8, 0.6, 75f64.to_radians());
        assert!((rq[0] - a).abs() < 1e-12 && (rq[1] - b).abs() < 1e-12);
        assert!((rq[0] + 0.3725).abs() < 5e-5 && (rq[1] - 0.9280).abs() < 5e-5);
    }
}
