//! The layers view's model (`View::Layers`): which layers use which RoPE (per-layer-type sets,
//! Gemma 3's local and global layers, gpt-oss's alternating layers), which skip RoPE (Llama 4,
//! whose RoPE layers attend in chunks and whose NoPE layers attend in full; SmolLM3; Qwen3.5's
//! linear attention layers), and the query scale Llama 4 gives the NoPE layers at the current
//! positions.

use super::num;
use crate::msg;
use crate::rope::base::i18n::{Arg, Msg};
use crate::rope::maths::freq::wavelengths;
use crate::rope::maths::layers::{
    attn_temperature, first_scaled_position, is_llama4, layer_groups, LayerKind,
};
use crate::rope::maths::scaling::ScaledFreqs;
use crate::rope::view::scene::Scene;

/// One RoPE set and the layers that use it.
#[derive(Debug, Clone, PartialEq)]
pub struct SetSummary {
    pub name: &'static str,
    /// Layer indices (0-based, as transformers counts them).
    pub layers: Vec<usize>,
    /// What the set is, in words ("base 1000000, linear x 8").
    pub rope: Msg,
    /// The fastest and slowest finite wavelengths (positions per turn); `None` without RoPE.
    pub wavelengths: Option<(f64, f64)>,
}

/// One row of the query-scale table: a position and the scale of a NoPE layer's query there.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct TemperatureRow {
    pub position: u64,
    pub scale: f64,
    /// The logit of that layer is multiplied by the same number (only q is scaled).
    pub is_query: bool,
}

/// Everything the layers panel shows; `None` from [`layers`] for a model with one RoPE for all
/// of its (one) layer.
#[derive(Debug, Clone, PartialEq)]
pub struct LayersModel {
    /// One letter per layer: G, L or N.
    pub strip: Vec<LayerKind>,
    /// Llama 4's layers (NoPE layers with the query temperature, `maths::layers::is_llama4`):
    /// its RoPE layers attend in chunks.
    pub llama4: bool,
    pub sets: Vec<SetSummary>,
    pub temperature: Vec<TemperatureRow>,
    pub caption: Msg,
}

fn span(f: &ScaledFreqs) -> Option<(f64, f64)> {
    let wl: Vec<f64> = wavelengths(&f.inv_freq)
        .into_iter()
        .filter(|w| w.is_finite())
        .collect();
    let lo = wl.iter().copied().fold(f64::INFINITY, f64::min);
    let hi = wl.iter().copied().fold(0.0, f64::max);
    (lo.is_finite() && hi > 0.0).then_some((lo, hi))
}

fn list(layers: &[usize]) -> Msg {
    const SHOWN: usize = 12;
    let s: Vec<String> = layers.iter().take(SHOWN).map(usize::to_string).collect();
    // "and N more", not a trailing "...": the sentence around it ends with its own full stop.
    match layers.len().checked_sub(SHOWN).filter(|&more| more > 0) {
        Some(more) => msg!("layers-list-more", shown = s.join(", "), more = more),
        None => msg!("layers-list", shown = s.join(", ")),
    }
}

/// Positions the query-scale table shows: where the scale steps (every `floor_scale`), a few
/// longer contexts, and the scene's query position m.
fn temperature_positions(floor_scale: u64, m: u64) -> Vec<u64> {
    let first = first_scaled_position(floor_scale);
    let mut p = vec![
        0,
        first.saturating_sub(1),
        first,
        first.saturating_mul(2).saturating_add(1),
        floor_scale.saturating_mul(16).saturating_sub(1),
        floor_scale.saturating_mul(128).saturating_sub(1),
        m,
    ];
    p.sort_unstable();
    p.dedup();
    p
}

impl LayersModel {
    /// The strip's tooltip for layer `i`: its index, its kind in words and transformers' name
    /// for its attention type (not for a NoPE layer outside Llama 4: SmolLM3's are
    /// `full_attention`, Qwen3.5's `linear_attention`).
    pub fn cell_title(&self, i: usize) -> Msg {
        match self.strip.get(i) {
            Some(LayerKind::NoRope) if !self.llama4 => {
                msg!(
                    "layers-cell",
                    layer = i,
                    kind = LayerKind::NoRope.label_msg(false)
                )
            }
            Some(k) => msg!(
                "layers-cell-attention",
                layer = i,
                kind = k.label_msg(self.llama4),
                attention = k.hf_name(self.llama4)
            ),
            None => msg!("layers-nothing"),
        }
    }

    /// What the strip's letters mean for this pattern.
    pub fn legend(&self) -> Msg {
        let part = |kind: LayerKind, id: &'static str| {
            if self.strip.contains(&kind) {
                msg!(id, kind = kind.label_msg(self.llama4))
            } else {
                msg!("layers-nothing")
            }
        };
        msg!(
            "layers-legend",
            n = self.strip.len(),
            global = LayerKind::Global.label_msg(self.llama4),
            local = part(LayerKind::Local, "layers-legend-local"),
            nope = part(LayerKind::NoRope, "layers-legend-nope")
        )
    }
}

/// The layers panel of a scene.
pub fn layers(scene: &Scene) -> Option<LayersModel> {
    let groups = layer_groups(&scene.layers);
    let c = &scene.config;
    if scene.layers.len() <= 1 && c.stack.attn_scale.is_none() {
        return None;
    }
    let global_rope = msg!(
        "layers-rope-global",
        base = Arg::num(num(c.rope.base, 0), c.rope.base),
        method = c.scaling.method.label_msg(),
        factor = if scene.scaled() {
            let f = c.scaling.params.factor;
            msg!("layers-factor", factor = Arg::num(num(f, 3), f))
        } else {
            msg!("layers-nothing")
        }
    );
    let llama4 = is_llama4(&scene.layers, c.stack.attn_scale);
    let mut sets = vec![SetSummary {
        name: LayerKind::Global.label(llama4),
        layers: groups.global.clone(),
        rope: global_rope.clone(),
        wavelengths: span(&scene.freqs),
    }];
    if !groups.local.is_empty() {
        sets.push(SetSummary {
            name: LayerKind::Local.label(llama4),
            layers: groups.local.clone(),
            rope: match (&scene.local_freqs, c.local_config()) {
                (Some(_), Some(l)) => msg!(
                    "layers-rope-local",
                    base = Arg::num(num(l.rope.base, 0), l.rope.base),
                    heads = if l.rope.dim != c.rope.dim {
                        msg!(
                            "layers-local-heads",
                            local = l.rope.dim,
                            global = c.rope.dim
                        )
                    } else {
                        msg!("layers-nothing")
                    }
                ),
                _ => msg!("layers-rope-same", rope = global_rope.clone()),
            },
            wavelengths: span(scene.local_freqs.as_ref().unwrap_or(&scene.freqs)),
        });
    }
    if !groups.no_rope.is_empty() {
        sets.push(SetSummary {
            name: LayerKind::NoRope.label(llama4),
            layers: groups.no_rope.clone(),
            rope: if llama4 {
                msg!(
                    "layers-rope-none-llama4",
                    before = if groups.global.is_empty() && groups.local.is_empty() {
                        msg!("layers-nothing")
                    } else {
                        msg!("layers-rope-before")
                    }
                )
            } else {
                // SmolLM3's NoPE layers, or Qwen3.5's linear attention layers (some of which
                // come before any RoPE layer): no claim beyond the missing rotation.
                msg!("layers-rope-none")
            },
            wavelengths: None,
        });
    }
    let temperature = match c.stack.attn_scale {
        Some(a) if !groups.no_rope.is_empty() => {
            temperature_positions(c.stack.floor_scale, scene.m)
                .into_iter()
                .map(|p| TemperatureRow {
                    position: p,
                    scale: attn_temperature(p, a, c.stack.floor_scale),
                    is_query: p == scene.m,
                })
                .collect()
        }
        _ => Vec::new(),
    };
    let set_lines: Vec<Msg> = sets
        .iter()
        .map(|s| {
            msg!(
                "layers-set-line",
                count = s.layers.len(),
                name = s.name,
                list = list(&s.layers)
            )
        })
        .collect();
    let scale = match (c.stack.attn_scale, temperature.iter().find(|r| r.is_query)) {
        (Some(a), Some(row)) => msg!(
            "layers-temperature",
            scale = Arg::num(num(a, 3), a),
            floor = c.stack.floor_scale,
            value = Arg::num(num(row.scale, 4), row.scale),
            position = row.position
        ),
        _ => msg!("layers-nothing"),
    };
    let caption = msg!(
        "layers-caption-readout",
        layers = scene.layers.len(),
        sets = set_lines,
        temperature = scale
    );
    Some(LayersModel {
        strip: scene.layers.clone(),
        llama4,
        sets,
        temperature,
        caption,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::base::i18n::en;
    use crate::rope::settings::config::Config;
    use crate::rope::settings::presets;

    fn preset(id: &str) -> Scene {
        let p = presets::find(id).unwrap();
        Scene::new(&presets::apply(&Config::default(), &p).unwrap())
    }

    /// Gemma 4 (transformers' Gemma4TextConfig): the sliding layers use plain RoPE at base
    /// 10000 on heads of 256 dims, the full-attention layers proportional RoPE at 1e6 on 512.
    #[test]
    fn gemma4_local_layers_have_their_own_rope_and_head_size() {
        let m = layers(&preset("gemma4")).unwrap();
        let local = &m.sets[1];
        assert_eq!(local.layers.len(), 25);
        assert!(!en(&local.rope).contains("the same"), "{}", en(&local.rope));
        assert!(
            en(&local.rope).contains("base 10000, plain RoPE")
                && en(&local.rope).contains("heads of 256 dims (the global layers' have 512)"),
            "{}",
            en(&local.rope)
        );
        // The slowest local wavelength is plain base 10000 over 256 dims (pair 127).
        let want = std::f64::consts::TAU * 10_000f64.powf(254.0 / 256.0);
        let got = local.wavelengths.unwrap().1;
        assert!((got - want).abs() < 1e-6 * want, "{got} vs {want}");
        // Without local settings the local layers do share the global RoPE, and say so.
        let shared = layers(&Scene::new(
            &Config::from_query("layer_types=LG&layers=4")
                .unwrap()
                .config,
        ))
        .unwrap();
        assert!(en(&shared.sets[1].rope).starts_with("the same RoPE"));
    }

    #[test]
    fn gemma3_shows_both_sets_and_which_layers_use_which() {
        let m = layers(&preset("gemma3-4b")).unwrap();
        assert_eq!(m.strip.len(), 34);
        assert_eq!(m.sets[0].layers, vec![5, 11, 17, 23, 29]);
        assert_eq!(m.sets[1].layers.len(), 29);
        assert!(
            en(&m.sets[1].rope).contains("base 10000"),
            "{}",
            en(&m.sets[1].rope)
        );
        // The local layers' slowest wavelength is the plain base-10000 one, far shorter than
        // the global layers' (base 1e6, then x 8).
        let local = m.sets[1].wavelengths.unwrap().1;
        let want = std::f64::consts::TAU / 10_000f64.powf(-254.0 / 256.0);
        assert!((local - want).abs() < 1e-6 * want);
        assert!(m.sets[0].wavelengths.unwrap().1 > 100.0 * local);
        assert!(
            en(&m.caption).contains("5 global (full attention)"),
            "{}",
            en(&m.caption)
        );
        assert!(!m.llama4);
        assert_eq!(
            en(&m.cell_title(5)),
            "layer 5: global (full attention) (full_attention)"
        );
        assert_eq!(
            en(&m.cell_title(0)),
            "layer 0: local (sliding window) (sliding_attention)"
        );
        assert!(m.temperature.is_empty());
    }

    #[test]
    fn llama4_lists_its_nope_layers_and_the_query_scale() {
        let mut c =
            presets::apply(&Config::default(), &presets::find("llama4-scout").unwrap()).unwrap();
        c.set(crate::rope::Key::Offset, "20000").unwrap();
        let s = Scene::new(&c);
        let m = layers(&s).unwrap();
        let nope = m
            .sets
            .iter()
            .find(|x| x.name == LayerKind::NoRope.label(true))
            .unwrap();
        assert_eq!(nope.layers, (0..12).map(|i| 4 * i + 3).collect::<Vec<_>>());
        let q = m.temperature.iter().find(|r| r.is_query).unwrap();
        assert_eq!(q.position, s.m);
        // By hand: 1 + 0.1 ln(1 + floor(20006 / 8192)) = 1 + 0.1 ln 3.
        assert!((q.scale - (1.0 + 0.1 * 3f64.ln())).abs() < 1e-12);
        assert!(m
            .temperature
            .iter()
            .any(|r| r.position == 8191 && r.scale > 1.0));
        assert!(m
            .temperature
            .iter()
            .any(|r| r.position == 8190 && r.scale == 1.0));
        assert!(
            en(&m.caption).contains("12 no RoPE (full attention) layers"),
            "{}",
            en(&m.caption)
        );
        // transformers' Llama 4: the RoPE layers attend in chunks, the NoPE layers in full; a
        // NoPE layer after RoPE layers reads position from the residual stream.
        assert!(m.llama4);
        let rope = &m.sets[0];
        assert_eq!(rope.name, "RoPE (chunked attention)");
        assert_eq!(rope.layers.len(), 36);
        assert!(en(&nope.rope).contains("residual stream") && !en(&nope.rope).contains("only"));
        assert_eq!(
            en(&m.cell_title(0)),
            "layer 0: RoPE (chunked attention) (chunked_attention)"
        );
        assert_eq!(
            en(&m.cell_title(3)),
            "layer 3: no RoPE (full attention) (full_attention)"
        );
        assert!(
            en(&m.legend()).contains("G RoPE (chunked attention)"),
            "{}",
            en(&m.legend())
        );
        assert!(!en(&m.caption).contains("global"), "{}", en(&m.caption));
        // A model with one RoPE for its one layer has no panel.
        assert!(layers(&Scene::new(&Config::default())).is_none());
    }

    /// Only Llama 4 attends in chunks: SmolLM3's NoPE layers (no query temperature) sit beside
    /// RoPE layers with full attention (transformers' SmolLM3Config: layer_types full_attention
    /// unless a sliding window is set), and Qwen3.5's N layers are linear attention
    /// (Qwen3_5TextConfig: linear_attention), so neither is called chunked nor full attention.
    #[test]
    fn nope_layers_without_the_temperature_are_not_llama4s() {
        for (id, rope_layers, nope_layers) in [("smollm3-3b", 27, 9), ("qwen35-27b", 16, 48)] {
            let m = layers(&preset(id)).unwrap();
            assert!(!m.llama4, "{id}");
            let all = format!(
                "{} {} {} {:?}",
                en(&m.caption),
                en(&m.legend()),
                (0..m.strip.len())
                    .map(|i| en(&m.cell_title(i)))
                    .collect::<Vec<_>>()
                    .join(" "),
                m.sets
            );
            assert!(
                !all.contains("chunk") && !all.contains("no RoPE (full attention)"),
                "{id}: {all}"
            );
            assert!(
                en(&m.caption).contains(&format!("{rope_layers} global (full attention) layers")),
                "{id}: {}",
                en(&m.caption)
            );
            assert!(
                en(&m.caption).contains(&format!("{nope_layers} no RoPE layers")),
                "{id}: {}",
                en(&m.caption)
            );
            assert!(
                en(&m.legend()).contains("N no RoPE"),
                "{id}: {}",
                en(&m.legend())
            );
            assert!(m.temperature.is_empty(), "{id}");
        }
        // Qwen3.5's first layers come before any RoPE layer: nothing is said of what RoPE
        // layers before them wrote.
        let q = layers(&preset("qwen35-27b")).unwrap();
        let n = q.sets.iter().find(|s| s.name == "no RoPE").unwrap();
        assert_eq!(n.layers[..3], [0, 1, 2]);
        assert!(!en(&n.rope).contains("before them"), "{}", en(&n.rope));
        assert_eq!(en(&q.cell_title(0)), "layer 0: no RoPE");
    }
}
