//! `View::Latent`, decoupled RoPE of multi-head latent attention (DeepSeek-V3): each query and
//! key head is `nope_dim` dimensions that never rotate beside the d that do, so its score is a
//! position-free part plus a RoPE part. The view shows the split at the current (m, n) and both
//! parts against the distance m − n. The formulas are `maths::decoupled`'s.

use super::num;
use crate::msg;
use crate::rope::base::i18n::{Arg, Msg};
use crate::rope::base::tokens::{mode_vector, Role};
use crate::rope::maths::decoupled::{self, Split};
use crate::rope::view::chart::{Axis, Ink, LineChart, Mark, Series, Tr};
use crate::rope::view::scene::Scene;

/// Distances the chart covers (0 to this).
pub const LATENT_RANGE: u64 = 128;

/// Everything the latent-attention view shows.
#[derive(Debug, Clone, PartialEq)]
pub struct LatentModel {
    pub nope_dim: usize,
    pub rope_dim: usize,
    pub m: u64,
    pub n: u64,
    /// The split at (m, n).
    pub split: Split,
    /// The softmax scale: 1 / sqrt(nope + d), times YaRN's mscale_all_dim term squared.
    pub scale: f64,
    /// (distance, split) with the key at n and the query at n + distance.
    pub by_distance: Vec<(u64, Split)>,
    pub caption: Msg,
}

/// The query's (or key's) position-free part: the token's own vector of `nope` entries (drawn
/// apart from its rotated part).
fn nope_vector(scene: &Scene, role: Role, pos: u64, nope: usize) -> Vec<f64> {
    let text = scene
        .token_at(pos)
        .map(|t| t.text.clone())
        .unwrap_or_default();
    mode_vector(scene.vectors, &format!("{text}\u{1f}nope"), role, nope)
}

/// The position-free dims the view shows when the settings have none: DeepSeek-V3's proportion,
/// 128 beside its 64 rotated, so twice d (within the key's limit).
pub fn example_nope_dim(d: usize) -> usize {
    (2 * d).clamp(1, crate::rope::base::limits::MAX_NOPE_DIM)
}

/// DeepSeek-V3's position-free and rotated dims per head, as its preset loads them, in words
/// ("128 beside 64"; empty if the preset were missing).
fn deepseek_dims() -> Msg {
    crate::rope::settings::presets::find("deepseek-v3")
        .and_then(|p| {
            crate::rope::settings::presets::apply(&crate::rope::Config::default(), &p).ok()
        })
        .map_or(msg!("latent-nothing"), |c| {
            msg!(
                "latent-dims-beside",
                nope = c.rope.nope_dim,
                rope = c.rope.dim
            )
        })
}

/// The view of a scene; with no position-free dims in the settings, the same scene with
/// [`example_nope_dim`] of them and a sentence that says so (the view is never empty). The
/// `usize` is the example's `nope_dim`, for the view's button that keeps it.
pub fn shown(scene: &Scene) -> Result<(LatentModel, Option<(usize, Msg)>), Msg> {
    if scene.config.rope.nope_dim > 0 {
        return latent(scene).map(|m| (m, None));
    }
    let nope = example_nope_dim(scene.dim);
    let mut with = scene.clone();
    with.config.rope.nope_dim = nope;
    let note = msg!(
        "latent-example-note",
        nope = nope,
        rope = scene.dim,
        deepseek = deepseek_dims()
    );
    latent(&with).map(|m| (m, Some((nope, note))))
}

/// The view of a scene, or what to do without a position-free part (`nope_dim` 0).
pub fn latent(scene: &Scene) -> Result<LatentModel, Msg> {
    let nope = scene.config.rope.nope_dim;
    if nope == 0 {
        return Err(msg!("latent-needs-nope", deepseek = deepseek_dims()));
    }
    let qn = nope_vector(scene, Role::Query, scene.m, nope);
    let kn = nope_vector(scene, Role::Key, scene.n, nope);
    let inv = &scene.freqs.inv_freq;
    // transformers multiplies cos and sin by the method's attention factor, so the rotated q
    // and k parts each carry it (DeepseekV3Attention rotates only those): the RoPE part of the
    // score carries its square, the position-free part nothing.
    let af2 = scene.freqs.attention_factor * scene.freqs.attention_factor;
    let at = |m: u64, n: u64| {
        let mut s = decoupled::split(
            (&qn, &kn),
            (&scene.q, &scene.k),
            scene.layout,
            inv,
            m as f64,
            n as f64,
        );
        s.rope *= af2;
        s
    };
    let split = at(scene.m, scene.n);
    let by_distance: Vec<(u64, Split)> = (0..=LATENT_RANGE)
        .map(|t| (t, at(scene.n + t, scene.n)))
        .collect();
    let scale = decoupled::softmax_scale(nope, scene.dim, scene.config.mscale_sq());
    let total = split.total();
    let caption = msg!(
        "latent-caption-readout",
        nope = nope,
        rope = scene.dim,
        all = nope + scene.dim,
        m = scene.m,
        n = scene.n,
        score = Arg::num(num(total, 4), total),
        free = Arg::num(num(split.position_free, 4), split.position_free),
        rotated = Arg::num(num(split.rope, 4), split.rope),
        factor = if af2 != 1.0 {
            msg!("latent-factor-squared", factor = Arg::num(num(af2, 4), af2))
        } else {
            msg!("latent-nothing")
        },
        scale = Arg::num(num(scale, 5), scale),
        mscale = if scene.config.mscale_sq() != 1.0 {
            msg!("latent-mscale")
        } else {
            msg!("latent-nothing")
        }
    );
    Ok(LatentModel {
        nope_dim: nope,
        rope_dim: scene.dim,
        m: scene.m,
        n: scene.n,
        split,
        scale,
        by_distance,
        caption,
    })
}

impl LatentModel {
    /// Both parts and their sum against m − n.
    pub fn chart(&self, tr: Tr) -> LineChart {
        let pts = |f: &dyn Fn(&Split) -> f64| -> Vec<(f64, f64)> {
            self.by_distance
                .iter()
                .map(|(t, s)| (*t as f64, f(s)))
                .collect()
        };
        let ymax = self
            .by_distance
            .iter()
            .flat_map(|(_, s)| [s.total().abs(), s.rope.abs(), s.position_free.abs()])
            .fold(1e-9, f64::max)
            * 1.1;
        LineChart {
            x: Axis::linear(
                0.0,
                LATENT_RANGE as f64,
                8,
                &tr(&msg!("latent-axis-distance")),
            ),
            y: Axis::linear(-ymax, ymax, 6, &tr(&msg!("latent-axis-score"))),
            series: vec![
                Series::Line {
                    points: pts(&|s| s.position_free),
                    ink: Ink::Third,
                    width: 2,
                    dashed: true,
                },
                // The RoPE part wide and the sum thin on top of it: when the position-free part
                // is small the two nearly coincide, and both stay visible.
                Series::Line {
                    points: pts(&|s| s.rope),
                    ink: Ink::Compare,
                    width: 4,
                    dashed: false,
                },
                Series::Line {
                    points: pts(&|s| s.total()),
                    ink: Ink::Main,
                    width: 1,
                    dashed: false,
                },
            ],
            legend: vec![
                (
                    tr(&msg!("latent-legend-free", dims = self.nope_dim)),
                    Mark::Dashed(Ink::Third),
                ),
                (
                    tr(&msg!("latent-legend-rope", dims = self.rope_dim)),
                    Mark::Line(Ink::Compare),
                ),
                (tr(&msg!("latent-legend-sum")), Mark::Line(Ink::Main)),
            ],
        }
    }

    /// A one-line summary for screen readers and tests.
    pub fn summary(&self) -> Msg {
        let (lo, hi) = self
            .by_distance
            .iter()
            .fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), (_, s)| {
                (a.min(s.rope), b.max(s.rope))
            });
        msg!(
            "latent-summary",
            range = LATENT_RANGE,
            free = Arg::num(num(self.split.position_free, 4), self.split.position_free),
            lo = Arg::num(num(lo, 4), lo),
            hi = Arg::num(num(hi, 4), hi)
        )
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::base::i18n::en;
    use crate::rope::Config;

    fn scene(q: &str) -> Scene {
        Scene::new(&Config::from_query(q).unwrap().config)
    }

    #[test]
    fn the_score_is_a_flat_part_plus_a_part_that_sees_only_the_distance() {
        let s = scene("dim=8&nope_dim=16&layout=interleaved");
        let m = latent(&s).unwrap();
        assert_eq!((m.nope_dim, m.rope_dim), (16, 8));
        let free = m.by_distance[0].1.position_free;
        assert!(m.by_distance.iter().all(|(_, x)| x.position_free == free));
        assert_eq!(m.split.position_free, free);
        // The RoPE part at distance m − n equals the split at (m, n).
        let d = (m.m - m.n) as usize;
        assert!((m.by_distance[d].1.rope - m.split.rope).abs() < 1e-12);
        assert!(m
            .by_distance
            .iter()
            .any(|(_, x)| (x.rope - m.split.rope).abs() > 1e-6));
        assert!((m.scale - 1.0 / 24f64.sqrt()).abs() < 1e-15);
        assert_eq!(m.chart(&en).series.len(), 3);
        assert!(
            en(&m.caption).contains("16 position-free dims"),
            "{:?}",
            m.caption
        );
        // DeepSeek-V3's k_pe is one vector for all heads (its rotated key part is shared).
        assert!(
            en(&m.caption)
                .contains("the rotated part of the key is one vector that every head shares"),
            "{}",
            en(&m.caption)
        );
        let step = crate::rope::teaching::tour::STEPS
            .iter()
            .find(|s| s.id == "latent-split")
            .unwrap();
        let notice = step.notice(&Scene::new(&step.config())).text();
        assert!(
            notice.contains("The key's turned part is one vector shared by every head"),
            "{notice}"
        );
        assert!(latent(&scene("dim=8")).is_err());
        // With all-ones vectors the position-free part is nope_dim.
        let ones = latent(&scene("dim=8&nope_dim=16&qk=ones")).unwrap();
        assert_eq!(ones.split.position_free, 16.0);
    }

    #[test]
    fn settings_without_position_free_dims_get_an_example_that_says_so() {
        let s = scene("dim=16&layout=interleaved");
        let (m, example) = shown(&s).unwrap();
        let (nope, note) = example.unwrap();
        let note = en(&note);
        assert_eq!((nope, m.nope_dim, m.rope_dim), (32, 32, 16));
        assert!(
            note.contains("example with 32 of them beside the 16 rotated"),
            "{note}"
        );
        // The example is the view of the same settings with that nope_dim.
        let own = scene("dim=16&layout=interleaved&nope_dim=32");
        assert_eq!(m, latent(&own).unwrap());
        let (_, none) = shown(&own).unwrap();
        assert!(none.is_none());
        assert_eq!(
            example_nope_dim(1024),
            crate::rope::base::limits::MAX_NOPE_DIM
        );
        // "DeepSeek-V3's proportion": the preset's dims, and the example keeps their ratio.
        let p = crate::rope::settings::presets::find("deepseek-v3").unwrap();
        let ds = crate::rope::settings::presets::apply(&Config::default(), &p).unwrap();
        assert_eq!((ds.rope.nope_dim, ds.rope.dim), (128, 64));
        assert_eq!(example_nope_dim(ds.rope.dim), ds.rope.nope_dim);
        assert!(
            note.contains("DeepSeek-V3's proportion, 128 beside 64"),
            "{note}"
        );
        let e = en(&latent(&scene("dim=8")).unwrap_err());
        assert!(e.contains("128 beside 64 rotated"), "{e}");
    }

    /// With an attention factor (YaRN without DeepSeek's mscale pair), transformers' cos and
    /// sin carry it, so the rotated parts' product carries its square; the position-free part
    /// does not.
    #[test]
    fn the_rope_part_carries_the_attention_factor_squared() {
        let q = "dim=16&nope_dim=32&layout=interleaved&scaling=yarn&factor=4&orig=64";
        let s = scene(q);
        let af = s.freqs.attention_factor;
        assert!((af - (0.1 * 4f64.ln() + 1.0)).abs() < 1e-15);
        let m = latent(&s).unwrap();
        let plain = decoupled::split(
            (
                &nope_vector(&s, Role::Query, s.m, 32),
                &nope_vector(&s, Role::Key, s.n, 32),
            ),
            (&s.q, &s.k),
            s.layout,
            &s.freqs.inv_freq,
            s.m as f64,
            s.n as f64,
        );
        assert_eq!(m.split.position_free, plain.position_free);
        assert!((m.split.rope - af * af * plain.rope).abs() <= 1e-12 * plain.rope.abs());
        assert!(
            en(&m.caption).contains(&format!(
                "times the attention factor squared, {}",
                num(af * af, 4)
            )),
            "{}",
            en(&m.caption)
        );
        // DeepSeek-V3's mscale pair makes the factor 1: nothing is said.
        let c = crate::rope::settings::presets::find("deepseek-v3").unwrap();
        let cfg = crate::rope::settings::presets::apply(&Config::default(), &c).unwrap();
        assert!(!en(&latent(&Scene::new(&cfg)).unwrap().caption).contains("attention factor"));
    }

    #[test]
    fn deepseek_scales_the_softmax_by_its_mscale_term() {
        let c = crate::rope::settings::presets::find("deepseek-v3").unwrap();
        let cfg = crate::rope::settings::presets::apply(&Config::default(), &c).unwrap();
        let m = latent(&Scene::new(&cfg)).unwrap();
        let want = (0.1 * 40f64.ln() + 1.0).powi(2) / 192f64.sqrt();
        assert!((m.scale - want).abs() < 1e-15);
        assert!(en(&m.caption).contains("mscale_all_dim"));
    }
}
