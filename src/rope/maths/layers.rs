//! Layers that do not all use the same RoPE: per-layer-type sets (Gemma 3's local layers at base
//! 10,000 beside global ones at 1,000,000 with linear x8; gpt-oss's alternating sliding and full
//! layers) and layers that skip RoPE (Llama 4's and SmolLM3's NoPE layers; Qwen3.5's linear
//! attention layers). Only Llama 4 gives its NoPE layers' queries a position-dependent
//! temperature (`attn_scale`), and in Llama 4 alone the roles of attention swap: its RoPE layers
//! attend within fixed chunks (transformers' `chunked_attention`) and only its NoPE layers attend
//! to the whole context (`full_attention`). SmolLM3's RoPE layers attend in full.
//!
//! The pattern is the config's `layer_types` (one period: `G` global, `L` local, `N` no RoPE)
//! repeated over `layers`. transformers keeps a list per layer (`layer_types`,
//! `no_rope_layers`); the pasted config's list is compressed to its shortest period
//! (`rope::io::hf`).

use crate::rope::base::limits::MAX_LAYERS;

/// What a layer does with positions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LayerKind {
    /// The config's RoPE: full attention, or, in Llama 4 (see [`is_llama4`]), chunked attention.
    Global,
    /// Sliding-window attention; its RoPE is the local set (plain RoPE at `local_base`) when one
    /// is given, else the global one.
    Local,
    /// No RoPE at all: nothing turns in the layer itself (Llama 4's and SmolLM3's NoPE layers,
    /// full attention; Qwen3.5's linear attention layers). In Llama 4 it reads position from the
    /// residual stream the RoPE layers before it wrote, from the causal mask and from the query
    /// scale.
    NoRope,
}

impl LayerKind {
    pub fn letter(self) -> char {
        match self {
            LayerKind::Global => 'G',
            LayerKind::Local => 'L',
            LayerKind::NoRope => 'N',
        }
    }

    fn of(letter: char) -> LayerKind {
        match letter {
            'L' => LayerKind::Local,
            'N' => LayerKind::NoRope,
            _ => LayerKind::Global,
        }
    }

    /// transformers' name for the layer's attention type (`layer_types`), in Llama 4 (`llama4`
    /// true) or not: Llama 4's configuration names its RoPE layers `chunked_attention` and its
    /// NoPE layers `full_attention`. A NoPE layer outside Llama 4 is written `full_attention`
    /// (SmolLM3's), though Qwen3.5's are `linear_attention`: the pattern cannot tell them apart.
    pub fn hf_name(self, llama4: bool) -> &'static str {
        match (self, llama4) {
            (LayerKind::Global, true) => "chunked_attention",
            (LayerKind::Global, false) | (LayerKind::NoRope, _) => "full_attention",
            (LayerKind::Local, _) => "sliding_attention",
        }
    }

    /// [`LayerKind::label`] in the learner's language (`view-layer-kind-*`).
    pub fn label_msg(self, llama4: bool) -> crate::rope::base::i18n::Msg {
        crate::rope::base::i18n::Msg::new(match (self, llama4) {
            (LayerKind::Global, true) => "view-layer-kind-chunked",
            (LayerKind::Global, false) => "view-layer-kind-global",
            (LayerKind::Local, _) => "view-layer-kind-local",
            (LayerKind::NoRope, true) => "view-layer-kind-none-full",
            (LayerKind::NoRope, false) => "view-layer-kind-none",
        })
    }

    /// The kind in words, with its attention (for the layers view and the strip's tooltips;
    /// English: the widget shows [`LayerKind::label_msg`]).
    pub fn label(self, llama4: bool) -> &'static str {
        // i18n: English; the widget shows LayerKind::label_msg (each arm below)
        match (self, llama4) {
            // i18n: English; the widget shows LayerKind::label_msg
            (LayerKind::Global, true) => "RoPE (chunked attention)",
            // i18n: English; the widget shows LayerKind::label_msg
            (LayerKind::Global, false) => "global (full attention)",
            // i18n: English; the widget shows LayerKind::label_msg
            (LayerKind::Local, _) => "local (sliding window)",
            // i18n: English; the widget shows LayerKind::label_msg
            (LayerKind::NoRope, true) => "no RoPE (full attention)",
            // SmolLM3's NoPE layers attend in full, Qwen3.5's (linear attention) do not.
            (LayerKind::NoRope, false) => "no RoPE",
        }
    }
}

/// Whether the layers are Llama 4's: NoPE layers whose queries get the temperature
/// (`attn_scale` set), which among transformers' models only Llama 4 has. Only then do the RoPE
/// layers attend in chunks: SmolLM3's NoPE layers (no temperature) sit beside RoPE layers that
/// attend in full, and so do Qwen3.5's linear attention layers.
pub fn is_llama4(kinds: &[LayerKind], attn_scale: Option<f64>) -> bool {
    attn_scale.is_some() && kinds.contains(&LayerKind::NoRope)
}

/// Every layer's kind: the pattern (`layer_types`, one period of `G`, `L`, `N`) repeated over
/// `layers` (one period when unset), at most [`MAX_LAYERS`].
pub fn kinds_of(layer_types: &str, layers: Option<usize>) -> Vec<LayerKind> {
    let pattern: Vec<LayerKind> = layer_types.chars().map(LayerKind::of).collect();
    let n = layers.unwrap_or(pattern.len()).min(MAX_LAYERS);
    pattern.iter().copied().cycle().take(n).collect()
}

/// Llama 4's query scale at position `p` in a NoPE layer (attention temperature tuning):
/// `1 + attn_scale * ln(1 + floor((p + 1) / floor_scale))`, as transformers'
/// `Llama4TextAttention` computes it. 1 for the first `floor_scale - 1` positions, then rising
/// by steps of `floor_scale` positions.
pub fn attn_temperature(p: u64, attn_scale: f64, floor_scale: u64) -> f64 {
    let steps = ((p as f64 + 1.0) / floor_scale.max(1) as f64).floor();
    steps.ln_1p() * attn_scale + 1.0
}

/// Where the query scale first changes: position `floor_scale - 1` (0-based), the first whose
/// `floor((p + 1) / floor_scale)` is 1.
pub fn first_scaled_position(floor_scale: u64) -> u64 {
    floor_scale.max(1) - 1
}

/// Layers grouped by kind, for the page's summary ("layers 5, 11, ... use the global set").
#[derive(Debug, Clone, PartialEq)]
pub struct LayerGroups {
    pub global: Vec<usize>,
    pub local: Vec<usize>,
    pub no_rope: Vec<usize>,
}

pub fn layer_groups(kinds: &[LayerKind]) -> LayerGroups {
    let of = |k: LayerKind| -> Vec<usize> {
        kinds
            .iter()
            .enumerate()
            .filter(|(_, &x)| x == k)
            .map(|(i, _)| i)
            .collect()
    };
    LayerGroups {
        global: of(LayerKind::Global),
        local: of(LayerKind::Local),
        no_rope: of(LayerKind::NoRope),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kind_labels_are_messages_with_the_same_english() {
        for k in [LayerKind::Global, LayerKind::Local, LayerKind::NoRope] {
            for l4 in [false, true] {
                assert_eq!(crate::rope::base::i18n::en(&k.label_msg(l4)), k.label(l4));
            }
        }
        for m in crate::rope::base::tokens::VectorMode::ALL {
            assert_eq!(crate::rope::base::i18n::en(&m.hint_msg()), m.hint());
        }
    }
    use crate::rope::Config;

    fn config(q: &str) -> Config {
        Config::from_query(q).unwrap().config
    }

    #[test]
    fn the_pattern_repeats_as_transformers_lists_the_layers() {
        // Gemma 3 (34 layers, sliding_window_pattern 6): layer i is full attention iff
        // (i + 1) % 6 == 0, as transformers' Gemma3TextConfig builds layer_types.
        let kinds = config("layer_types=LLLLLG&layers=34").layer_kinds();
        assert_eq!(kinds.len(), 34);
        for (i, k) in kinds.iter().enumerate() {
            let full = (i + 1) % 6 == 0;
            assert_eq!(*k == LayerKind::Global, full, "layer {i}");
        }
        // Llama 4 (48 layers, no_rope_layer_interval 4): uses RoPE iff (i + 1) % 4 != 0.
        let kinds = config("layer_types=GGGN&layers=48").layer_kinds();
        let g = layer_groups(&kinds);
        assert_eq!(g.no_rope.len(), 12);
        assert!(g.no_rope.iter().all(|i| (i + 1) % 4 == 0));
        assert_eq!(Config::default().layer_kinds(), vec![LayerKind::Global]);
    }

    #[test]
    fn llama4_temperature_steps_every_floor_scale_positions() {
        // By hand: 1 + 0.1 ln(1 + floor((p + 1) / 8192)).
        assert_eq!(attn_temperature(0, 0.1, 8192), 1.0);
        assert_eq!(attn_temperature(8190, 0.1, 8192), 1.0);
        assert!((attn_temperature(8191, 0.1, 8192) - (1.0 + 0.1 * 2f64.ln())).abs() < 1e-15);
        assert!((attn_temperature(16383, 0.1, 8192) - (1.0 + 0.1 * 3f64.ln())).abs() < 1e-15);
        assert_eq!(first_scaled_position(8192), 8191);
        assert!(attn_temperature(1_000_000, 0.1, 8192) > attn_temperature(100_000, 0.1, 8192));
    }

    #[test]
    fn the_local_set_is_plain_rope_at_its_own_base() {
        let c = config(
            "dim=8&base=1000000&scaling=linear&factor=8&layer_types=LLLLLG&local_base=10000",
        );
        let l = c.local_config().unwrap();
        assert_eq!(
            (l.rope.base, l.scaling.method),
            (10_000.0, crate::rope::maths::scaling::Method::None)
        );
        assert!(config("layer_types=LG").local_config().is_none());
    }
}
