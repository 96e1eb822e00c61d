//! One-click settings: real model configurations, and the classic tutorial scenarios with the
//! errata a careful reader should know about. Presets are query strings applied through the
//! same `Config::set` + `Config::validate` path as a link; every number shown with them is
//! computed, never stored.

use super::config::{Config, KEYS};
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
        note: "head_dim 128, rope_theta 500000, rope_scaling llama3: factor 8, low_freq_factor 1, high_freq_factor 4, original_max_position_embeddings 8192; max_position_embeddings 131072 (kept in len, which the HF export writes back). The factor is not the new context over the trained one: llama3's factor divides the speeds of the slowest pairs and blends a middle band; it says nothing about the context length.",
        query: "dim=128&base=500000&layout=half&scaling=llama3&factor=8&orig=8192&low_freq_factor=1&high_freq_factor=4&len=131072",
    },
    Preset {
        id: "mistral-7b",
        name: "Mistral 7B v0.1",
        note: "head_dim 128 (4096/32), rope_theta 10000, no scaling. Trained on 8192-token sequences with a 4096-token sliding window, so the original context here is 8192. Its config.json says max_position_embeddings 32768: that is how long an input the code accepts, not the length it was trained on (the HF export here writes 8192).",
        query: "dim=128&base=10000&layout=half&scaling=none&orig=8192",
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
    /// Where the value a popular tutorial prints is recorded (the computation contradicts it).
    pub printed_in_a_tutorial: Option<PrintedIn>,
}

/// Printed numbers of an erratum ([`super::errata`]): the erratum's id and which of its
/// `printed` entries are this example's quantity. The numbers are stored there, once.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct PrintedIn {
    pub erratum: &'static str,
    pub entries: &'static [usize],
}

impl PrintedIn {
    /// The printed numbers, as the text printed them: "1.56", or "[0.02, 0.99]" for a pair.
    /// `None` if the erratum or an entry is missing.
    pub fn text(&self) -> Option<String> {
        let e = super::errata::find(self.erratum)?;
        let values = self
            .entries
            .iter()
            .map(|&i| e.printed.get(i).map(printed_text))
            .collect::<Option<Vec<String>>>()?;
        match values.as_slice() {
            [one] => Some(one.clone()),
            many => Some(format!("[{}]", many.join(", "))),
        }
    }
}

/// A printed number with as many decimals as the text gave (read off its rounding: half a unit
/// of the last digit, so 0.005 means two decimals).
pub fn printed_text(p: &super::errata::Printed) -> String {
    let decimals = if p.rounding > 0.0 {
        (-(2.0 * p.rounding).log10()).round().max(0.0) as usize
    } else {
        0
    };
    format!("{:.*}", decimals, p.value)
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
        printed_in_a_tutorial: Some(PrintedIn {
            erratum: "mat-cat-total",
            entries: &[1],
        }),
    },
    WorkedExample {
        preset: Preset {
            id: "turn-75",
            name: "[0.8, 0.6] turned 75 degrees",
            note: "One pair at 15 degrees per position, query at position 5.",
            query: "text=The%20cat%20sat%20on%20the%20mat&dim=2&speeds=15&layout=interleaved&q=0.8,0.6&qpos=5",
        },
        quantity: Quantity::RotatedQueryPair0,
        printed_in_a_tutorial: Some(PrintedIn {
            erratum: "mat-query-75",
            entries: &[0, 1],
        }),
    },
];

/// Applies a preset: the keys it owns go back to defaults, then its own values are set.
/// A preset that names `text` replaces the sentence too.
pub fn apply(config: &Config, preset: &Preset) -> Result<Config, ConfigError> {
    let defaults = Config::default();
    let mut next = config.clone();
    // The keys a model preset owns (the key table says which).
    for spec in KEYS.iter().filter(|s| s.preset) {
        spec.set(&mut next, &spec.get(&defaults))?;
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
    fn llama31_factor_is_not_the_context_ratio_and_exports_its_real_context() {
        let l = apply(&Config::default(), &find("llama31-8b").unwrap()).unwrap();
        assert_eq!((l.factor, l.orig, l.len), (8.0, 8192, Some(131_072)));
        // The served context over the trained one is 16, not the factor 8.
        let ratio = l.len.unwrap() as f64 / l.orig as f64;
        assert_eq!(ratio, 16.0);
        assert_ne!(ratio, l.factor);
        let json = crate::rope::hf::export(&l).unwrap();
        assert!(
            json.contains("\"max_position_embeddings\": 131072"),
            "{json}"
        );
        assert!(
            json.contains("\"original_max_position_embeddings\": 8192"),
            "{json}"
        );
        assert!(json.contains("\"rope_theta\": 500000"), "{json}");
        // The model's own config.json (the RoPE fields of meta-llama/Llama-3.1-8B) gives the
        // same settings as the preset.
        let config_json = r#"{"architectures": ["LlamaForCausalLM"], "hidden_size": 4096,
            "num_attention_heads": 32, "head_dim": 128, "max_position_embeddings": 131072,
            "model_type": "llama", "rope_theta": 500000.0,
            "rope_scaling": {"factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
                "original_max_position_embeddings": 8192, "rope_type": "llama3"}}"#;
        let pasted = crate::rope::hf::import(&Config::default(), config_json)
            .unwrap()
            .config;
        assert_eq!(
            crate::rope::scene::frequencies(&pasted).unwrap(),
            crate::rope::scene::frequencies(&l).unwrap()
        );
        assert_eq!((pasted.len, pasted.orig), (l.len, l.orig));
        assert_eq!(crate::rope::hf::export(&pasted).unwrap(), json);
        assert!(find("llama31-8b")
            .unwrap()
            .note
            .contains("not the new context over"));
    }

    #[test]
    fn mistral_uses_its_trained_length() {
        let p = find("mistral-7b").unwrap();
        let m = apply(&Config::default(), &p).unwrap();
        assert_eq!((m.orig, m.scaling, m.dim), (8192, Method::None, 128));
        let json = crate::rope::hf::export(&m).unwrap();
        assert!(json.contains("\"max_position_embeddings\": 8192"), "{json}");
        // The note names both numbers and which one is the trained length.
        assert!(p
            .note
            .contains(&format!("original context here is {}", m.orig)));
        assert!(p.note.contains("max_position_embeddings 32768"));
        assert!(p.note.contains("not the length it was trained on"));
    }

    #[test]
    fn model_notes_state_the_values_their_presets_load() {
        use crate::rope::config::format_f64;
        for p in MODELS {
            let c = apply(&Config::default(), p).unwrap();
            let theta = format_f64(c.base);
            assert!(
                p.note.contains(&format!("rope_theta {theta}"))
                    || p.note.contains(&format!("rotary_emb_base {theta}")),
                "{}: {}",
                p.id,
                p.note
            );
            let head = p.note.contains(&format!("head_dim {}", c.dim));
            // GPT-NeoX: the head is wider than the rotary part; d is the rotary part.
            let rotary = p
                .note
                .contains(&format!("only {} dims of each head rotate", c.dim));
            assert!(head || rotary, "{}: d = {}: {}", p.id, c.dim, p.note);
            if c.scaling != Method::None {
                assert!(
                    p.note.contains(&format!("factor {}", format_f64(c.factor))),
                    "{}",
                    p.id
                );
            }
        }
        // NeoX: 96 x 0.25 = 24 rotary dims, as HF computes them from the config.json.
        let neox = apply(&Config::default(), &find("gpt-neox-20b").unwrap()).unwrap();
        let pasted = crate::rope::hf::import(
            &Config::default(),
            r#"{"model_type": "gpt_neox", "hidden_size": 6144, "num_attention_heads": 64,
                "rotary_pct": 0.25, "rotary_emb_base": 10000, "max_position_embeddings": 2048}"#,
        )
        .unwrap()
        .config;
        assert_eq!(
            (pasted.dim, pasted.base, pasted.orig),
            (neox.dim, neox.base, neox.orig)
        );
    }

    #[test]
    fn worked_example_notes_give_their_dimension() {
        for w in WORKED_EXAMPLES {
            let c = apply(&Config::default(), &w.preset).unwrap();
            let said = if c.dim == 2 {
                w.preset.note.starts_with("One pair")
            } else {
                w.preset.note.starts_with(&format!("{}-dim vectors", c.dim))
            };
            assert!(said, "{}: d = {}: {}", w.preset.id, c.dim, w.preset.note);
        }
    }

    #[test]
    fn printed_numbers_come_from_the_errata() {
        let text = |id: &str| {
            WORKED_EXAMPLES
                .iter()
                .find(|w| w.preset.id == id)
                .and_then(|w| w.printed_in_a_tutorial)
                .and_then(|p| p.text())
        };
        assert_eq!(text("fox-the"), None);
        let total = crate::rope::errata::find("mat-cat-total").unwrap().printed[1];
        assert_eq!(text("mat-cat").unwrap(), format!("{:.2}", total.value));
        let q = crate::rope::errata::find("mat-query-75").unwrap().printed;
        assert_eq!(
            text("turn-75").unwrap(),
            format!("[{:.2}, {:.2}]", q[0].value, q[1].value)
        );
        let bad = PrintedIn {
            erratum: "mat-query-75",
            entries: &[5],
        };
        assert_eq!(bad.text(), None);
        // Decimals follow the rounding: 0.0005 is three, 0.05 one.
        let p = |value, rounding| crate::rope::errata::Printed { value, rounding };
        assert_eq!(printed_text(&p(0.0081, 0.0005)), "0.008");
        assert_eq!(printed_text(&p(2.0, 0.05)), "2.0");
    }

    #[test]
    fn worked_examples_compute_the_right_numbers() {
        let d = Config::default();
        let fox = apply(&d, &find("fox-the").unwrap()).unwrap();
        assert!((crate::rope::scene::Scene::new(&fox).score().total - 1.01196).abs() < 5e-6);
        let mat = apply(&d, &find("mat-cat").unwrap()).unwrap();
        let s = crate::rope::scene::Scene::new(&mat).score().total;
        assert!((s - 1.19947).abs() < 5e-6);
        let printed = crate::rope::errata::find("mat-cat-total").unwrap().printed[1];
        assert!(
            (s - printed.value).abs() > 0.3,
            "the tutorial's number is wrong"
        );
        let turn = apply(&d, &find("turn-75").unwrap()).unwrap();
        let rq = crate::rope::scene::Scene::new(&turn).score().rotated_q;
        let (a, b) = rotate_pair(0.8, 0.6, 75f64.to_radians());
        assert!((rq[0] - a).abs() < 1e-12 && (rq[1] - b).abs() < 1e-12);
        assert!((rq[0] + 0.3725).abs() < 5e-5 && (rq[1] - 0.9280).abs() < 5e-5);
    }
}
