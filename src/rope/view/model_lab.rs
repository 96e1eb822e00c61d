//! The real-model lab (`qk=model`): what changes when the learner turns a RoPE knob on
//! SmolLM2-135M, next to the model as trained. Predictions and losses side by side, what the
//! learner's RoPE differs in, and which pairs carry the energy of the real q and k.

use super::num;
use crate::msg;
use crate::rope::base::error::{ConfigError, Key};
use crate::rope::base::i18n::{Arg, Msg};
use crate::rope::base::json::{self, Value};
use crate::rope::base::limits::{MODEL_HEADS, MODEL_HEAD_DIM, MODEL_KV_HEADS, MODEL_LAYERS};
use crate::rope::base::tokens::VectorMode;
use crate::rope::maths::freq::wavelengths;
use crate::rope::maths::rotate::Layout;
use crate::rope::maths::scaling::Method;
use crate::rope::settings::config::Config;
use crate::rope::settings::model_run::{ModelRun, Prediction, BASE, CONTEXT};
use crate::rope::view::chart::{Axis, Ink, LineChart, Mark, Series};
use crate::rope::view::scene::Scene;

/// The page's RoPE for the worker: the JSON of the model crate's `RopeSettings`. The
/// frequencies are the scene's applied ones (base, custom speeds, scaling method, dropped
/// pairs, `rope=off` all already in them), so the model turns exactly as the views do.
pub fn rope_settings(scene: &Scene) -> String {
    let f = &scene.freqs;
    let layout = match scene.layout {
        Layout::Interleaved => "interleaved",
        Layout::Half => "half_split",
    };
    let v = json::object([
        ("inv_freq", Value::from(f.inv_freq.clone())),
        ("layout", layout.into()),
        ("rotary_dim", Value::from(scene.dim)),
        ("enabled", scene.rope.into()),
        // Already zero in `inv_freq`: the worker need not drop anything itself.
        ("drop_lowest_pairs", Value::from(0usize)),
        ("attention_factor", f.attention_factor.into()),
    ]);
    json::to_string(&v)
}

/// What the lab says of the model under its load button, from the numbers the core checks
/// links and runs against.
pub fn about_model() -> Msg {
    msg!(
        "model-about",
        layers = MODEL_LAYERS,
        heads = MODEL_HEADS,
        dim = MODEL_HEAD_DIM,
        kv_heads = MODEL_KV_HEADS,
        base = Arg::num(num(BASE, 0), BASE),
        context = CONTEXT
    )
}

/// The id of the scaling method's phrase in [`differences`] (the long-context lab leaves it
/// out: scaling is what it compares).
pub const SCALING_DIFFERENCE: &str = "model-diff-scaling";

/// How the learner's RoPE differs from the model's as trained, one phrase per knob (empty: it
/// is the trained one).
pub fn differences(c: &Config) -> Vec<Msg> {
    let trained = Config::defaults_for(VectorMode::Model);
    let mut out = Vec::new();
    if !c.rope.on {
        out.push(msg!("model-diff-rope-off"));
    }
    if let Some(s) = &c.rope.speeds {
        out.push(msg!(
            "model-diff-speeds",
            pairs = s.len(),
            base = Arg::num(num(BASE, 0), BASE)
        ));
    } else if c.rope.base != trained.rope.base {
        out.push(msg!(
            "model-diff-base",
            base = Arg::num(num(c.rope.base, 0), c.rope.base),
            trained = Arg::num(num(BASE, 0), BASE)
        ));
    }
    if c.rope.layout != trained.rope.layout {
        out.push(match c.rope.layout {
            Layout::Half => msg!("model-diff-half-split", half = MODEL_HEAD_DIM / 2),
            Layout::Interleaved => msg!("model-diff-interleaved"),
        });
    }
    if c.scaling.method != Method::None {
        out.push(msg!(
            SCALING_DIFFERENCE,
            method = c.scaling.method.label_msg(),
            factor = Arg::num(num(c.scaling.params.factor, 3), c.scaling.params.factor),
            context = CONTEXT,
            orig = c.scaling.params.orig
        ));
    }
    if c.rope.drop > 0 && c.rope.on {
        out.push(msg!("model-diff-drop", n = c.rope.drop));
    }
    out
}

/// One-click experiments of the lab: a label (a message id) and the knob it turns. Each starts from the model
/// as trained ([`experiment`]), so a click replaces the last experiment instead of adding to
/// it (RoPE off, then YaRN, would otherwise still be RoPE off). Each asks what one change breaks.
pub const EXPERIMENTS: [(&str, Key, &str); 5] = [
    ("model-try-base", Key::Base, "10000"),
    ("model-try-half-split", Key::Layout, "half"),
    ("model-try-rope-off", Key::Rope, "off"),
    ("model-try-drop", Key::Drop, "16"),
    ("model-try-yarn", Key::Scaling, "yarn"),
];

/// The settings of one experiment: the model's own RoPE with one knob turned. The text, the
/// layer and the head stay the learner's. A scaling method starts from the key table's values
/// of its parameters (factor 4, YaRN's betas, ...), as the button names them, not from a factor
/// the learner set before.
pub fn experiment(current: &Config, key: Key, value: &str) -> Result<Config, ConfigError> {
    let mut start = current.with_trained_rope();
    if key == Key::Scaling {
        let trained = Config::defaults_for(VectorMode::Model);
        for &k in Method::parse(value).map_or(&[][..], |m| m.rules().params()) {
            start.set(k, &trained.get(k))?;
        }
    }
    start.try_edit(key, value).map(|e| e.config)
}

/// A text long enough for the experiments to show what they break: on six words most of the loss
/// is the first words' guesses, whatever the positions (our own paragraph, about forty words).
/// The model reads it: English in every language (the model reads English).
// i18n: the model's input text (SmolLM2 reads English)
pub const LONGER_TEXT: &str = "The old lighthouse keeper climbed the narrow stairs every \
    evening to light the lamp. Ships passing the rocky coast relied on its steady beam to find \
    their way home through the fog, and for forty years he never missed a single night.";

/// Below this many words the lab offers [`LONGER_TEXT`].
pub const SHORT_TEXT_WORDS: usize = 20;

/// One rank of the next-token predictions: the learner's RoPE and the trained model's.
#[derive(Debug, Clone, PartialEq)]
pub struct PredictionRow {
    pub rank: usize,
    pub yours: Option<Prediction>,
    pub trained: Option<Prediction>,
}

/// One position's next-token loss, both ways.
#[derive(Debug, Clone, PartialEq)]
pub struct LossRow {
    pub position: u64,
    /// The token read at this position and the one the model had to predict after it.
    pub token: String,
    pub next: String,
    pub yours: f64,
    pub trained: Option<f64>,
}

/// Everything the lab's comparison shows.
#[derive(Debug, Clone, PartialEq)]
pub struct Comparison {
    pub differences: Vec<Msg>,
    pub predictions: Vec<PredictionRow>,
    pub mean_loss: Option<f64>,
    pub trained_mean_loss: Option<f64>,
    pub losses: Vec<LossRow>,
    /// One sentence: what the learner's change did to the loss.
    pub verdict: Msg,
}

/// The comparison of the scene's run (the learner's RoPE) with the trained model's run of the
/// same tokens. `None` until the scene has a run.
pub fn comparison(scene: &Scene, trained: Option<&ModelRun>) -> Option<Comparison> {
    let run = scene.run.as_deref()?;
    // A trained run of other tokens (mid-update) is not comparable.
    let trained = trained.filter(|t| t.ids == run.ids);
    let rows = run.top.len().max(trained.map_or(0, |t| t.top.len()));
    let predictions = (0..rows)
        .map(|i| PredictionRow {
            rank: i + 1,
            yours: run.top.get(i).cloned(),
            trained: trained.and_then(|t| t.top.get(i).cloned()),
        })
        .collect();
    let losses = run
        .token_loss
        .iter()
        .enumerate()
        .map(|(t, &loss)| LossRow {
            position: scene.offset + t as u64,
            token: run.tokens[t].clone(),
            next: run.tokens.get(t + 1).cloned().unwrap_or_default(),
            yours: loss,
            trained: trained.and_then(|tr| tr.token_loss.get(t).copied()),
        })
        .collect();
    let differences = differences(&scene.config);
    let (mine, base) = (run.mean_loss, trained.and_then(|t| t.mean_loss));
    let verdict = match (mine, base) {
        (None, _) => msg!("model-verdict-one-token"),
        (Some(_), _) if differences.is_empty() => msg!("model-verdict-same"),
        (Some(m), Some(b)) => {
            let delta = m - b;
            let ratio = Arg::num(num(delta.exp(), 2), delta.exp());
            if delta.abs() < 0.05 {
                msg!(
                    "model-verdict-barely",
                    delta = Arg::num(signed(delta), delta),
                    ratio = ratio
                )
            } else if delta > 0.5 {
                msg!(
                    "model-verdict-scrambles",
                    delta = Arg::num(num(delta, 3), delta),
                    ratio = ratio
                )
            } else if delta > 0.0 {
                msg!(
                    "model-verdict-raises",
                    delta = Arg::num(num(delta, 3), delta),
                    ratio = ratio
                )
            } else {
                msg!(
                    "model-verdict-lowers",
                    delta = Arg::num(num(-delta, 3), -delta),
                    ratio = ratio
                )
            }
        }
        (Some(_), None) => msg!("model-verdict-waiting"),
    };
    Some(Comparison {
        differences,
        predictions,
        mean_loss: mine,
        trained_mean_loss: base,
        losses,
        verdict,
    })
}

/// A difference with its sign ("+0.006", "-0.120").
fn signed(v: f64) -> String {
    if v >= 0.0 {
        format!("+{}", num(v, 3))
    } else {
        num(v, 3)
    }
}

/// One pair of the energy table.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct EnergyRow {
    pub pair: usize,
    /// The model's own (trained) speed and wavelength of this pair.
    pub inv_freq: f64,
    pub wavelength: f64,
    /// Mean norm of this pair of q (the probed head) and k (its key/value head), before RoPE.
    pub q: f64,
    pub k: f64,
    /// The same, averaged over every layer and head.
    pub q_all: f64,
    pub k_all: f64,
}

/// Which pairs carry the real q and k.
#[derive(Debug, Clone, PartialEq)]
pub struct Energy {
    pub layer: usize,
    pub head: usize,
    pub kv_head: usize,
    pub rows: Vec<EnergyRow>,
    /// The share of the summed pair norms in the slowest quarter of the pairs.
    pub slow_share_head: f64,
    pub slow_share_all: f64,
    pub summary: Msg,
}

/// The energy per pair of the scene's run; `None` without one.
pub fn energy(scene: &Scene) -> Option<Energy> {
    let run = scene.run.as_deref()?;
    let e = &run.energy;
    let (q, k) = (
        e.q_head(run.layer, run.head),
        e.k_head(run.layer, run.kv_head),
    );
    let (q_all, k_all) = e.mean();
    if q.len() != e.pairs || k.len() != e.pairs || e.pairs == 0 {
        return None;
    }
    let trained =
        crate::rope::view::scene::frequencies(&Config::defaults_for(VectorMode::Model)).ok()?;
    let inv = &trained.inv_freq;
    let wl = wavelengths(inv);
    let rows: Vec<EnergyRow> = (0..e.pairs)
        .map(|i| EnergyRow {
            pair: i,
            inv_freq: inv.get(i).copied().unwrap_or(f64::NAN),
            wavelength: wl.get(i).copied().unwrap_or(f64::NAN),
            q: q[i],
            k: k[i],
            q_all: q_all[i],
            k_all: k_all[i],
        })
        .collect();
    let slow_from = e.pairs - e.pairs / 4;
    let share = |f: &dyn Fn(&EnergyRow) -> f64| {
        let total: f64 = rows.iter().map(f).sum();
        let slow: f64 = rows[slow_from..].iter().map(f).sum();
        if total > 0.0 {
            slow / total
        } else {
            0.0
        }
    };
    let slow_share_head = share(&|r| r.q + r.k);
    let slow_share_all = share(&|r| r.q_all + r.k_all);
    let loudest = rows
        .iter()
        .max_by(|a, b| (a.q + a.k).total_cmp(&(b.q + b.k)))
        .map_or(0, |r| r.pair);
    let pct = |v: f64, digits: usize| Arg::num(num(v, digits), v);
    let summary = msg!(
        "model-energy-summary",
        layer = run.layer,
        head = run.head,
        kv_head = run.kv_head,
        from = slow_from,
        to = e.pairs - 1,
        wavelength = pct(rows[slow_from].wavelength, 0),
        share = pct(100.0 * slow_share_head, 1),
        even = pct(100.0 * (e.pairs - slow_from) as f64 / e.pairs as f64, 0),
        share_all = pct(100.0 * slow_share_all, 1),
        loudest = loudest,
        loudest_wavelength = pct(rows[loudest].wavelength, 1)
    );
    Some(Energy {
        layer: run.layer,
        head: run.head,
        kv_head: run.kv_head,
        rows,
        slow_share_head,
        slow_share_all,
        summary,
    })
}

impl Energy {
    /// Mean pair norm against pair index (fast pairs left, slow right).
    /// `tr`: turns the titles and legends into the learner's words.
    pub fn chart(&self, hovered_pair: Option<usize>, tr: &dyn Fn(&Msg) -> String) -> LineChart {
        let n = self.rows.len() as f64;
        let hi = self
            .rows
            .iter()
            .flat_map(|r| [r.q, r.k, r.q_all, r.k_all])
            .fold(0.0, f64::max)
            .max(1e-9)
            * 1.1;
        let line = |f: fn(&EnergyRow) -> f64, ink, width, dashed| Series::Line {
            points: self.rows.iter().map(|r| (r.pair as f64, f(r))).collect(),
            ink,
            width,
            dashed,
        };
        let mut series = Vec::new();
        if let Some(i) = hovered_pair.filter(|&i| i < self.rows.len()) {
            series.push(Series::Band {
                x0: i as f64 - 0.5,
                x1: i as f64 + 0.5,
                ink: Ink::Third,
            });
        }
        series.push(line(|r| r.q_all, Ink::Main, 1, true));
        series.push(line(|r| r.k_all, Ink::Compare, 1, true));
        series.push(line(|r| r.q, Ink::Main, 2, false));
        series.push(line(|r| r.k, Ink::Compare, 2, false));
        let mut x = Axis::linear(0.0, n - 1.0, 10, &tr(&msg!("model-energy-axis-pair")));
        x.lo = -0.5;
        x.hi = n - 0.5;
        LineChart {
            x,
            y: Axis::linear(0.0, hi, 6, &tr(&msg!("model-energy-axis-norm"))),
            series,
            legend: vec![
                (
                    tr(&msg!(
                        "model-energy-legend-q",
                        layer = self.layer,
                        head = self.head
                    )),
                    Mark::Line(Ink::Main),
                ),
                (
                    tr(&msg!("model-energy-legend-k", kv_head = self.kv_head)),
                    Mark::Line(Ink::Compare),
                ),
                (
                    tr(&msg!("model-energy-legend-q-all")),
                    Mark::Dashed(Ink::Main),
                ),
                (
                    tr(&msg!("model-energy-legend-k-all")),
                    Mark::Dashed(Ink::Compare),
                ),
            ],
        }
    }
}

#[cfg(test)]
mod tests {
    use std::sync::Arc;

    use super::*;
    use crate::rope::base::i18n::en;
    use crate::rope::settings::model_run::tests::fixture;

    // The texts under test, in English (what the widget shows in English, unchanged).
    fn differences(c: &Config) -> Vec<String> {
        super::differences(c).iter().map(en).collect()
    }
    fn about_model() -> String {
        en(&super::about_model())
    }

    fn scene(query: &str) -> Scene {
        let c = Config::from_query(query).unwrap().config;
        Scene::with_run(&c, Some(Arc::new(fixture())))
    }

    #[test]
    fn the_trained_rope_has_no_differences_and_each_knob_is_named() {
        let model = |q: &str| Config::from_query(&format!("qk=model&{q}")).unwrap().config;
        assert!(differences(&model("")).is_empty());
        let d = differences(&model("base=10000&layout=half&drop=4&scaling=ntk"));
        assert_eq!(d.len(), 4, "{d:?}");
        assert!(d[0].contains("base 10000 (trained: 100000)"));
        // The model's half-split partner of dim i is i + d/2 (d = 64: i + 32).
        assert!(
            d[1].contains(&format!("(i, i+{})", MODEL_HEAD_DIM / 2)),
            "{}",
            d[1]
        );
        // What the lab says of the model is the shape the core checks links and runs against.
        let about = about_model();
        for want in [
            format!("{MODEL_LAYERS} layers"),
            format!("{MODEL_HEADS} query heads of d = {MODEL_HEAD_DIM}"),
            format!("sharing {MODEL_KV_HEADS} key heads"),
            format!("RoPE base {}", num(BASE, 0)),
            format!("trained on {CONTEXT} positions"),
        ] {
            assert!(about.contains(&want), "{want}: {about}");
        }
        assert!(
            d[2].contains("NTK") || d[2].to_lowercase().contains("ntk"),
            "{}",
            d[2]
        );
        assert!(d[3].contains("4 lowest-frequency pairs"));
        let off = differences(&model("rope=off&drop=3"));
        assert_eq!(off.len(), 1);
        // RoPE off leaves the model the mask's order, not none at all.
        assert!(
            off[0].contains("causal mask") && !off[0].contains("at all"),
            "{off:?}"
        );
    }

    #[test]
    fn every_experiment_is_valid_on_the_trained_model_and_names_its_change() {
        let trained = Config::defaults_for(VectorMode::Model);
        let mut all = trained.clone();
        for (label, key, value) in EXPERIMENTS {
            let e = trained
                .try_edit(key, value)
                .unwrap_or_else(|e| panic!("{label}: {e}"));
            assert_eq!(differences(&e.config).len(), 1, "{label}");
            all = all.try_edit(key, value).unwrap().config;
        }
        // Turned one after another on the same config they would add up ("as trained" takes
        // every one of them back)...
        assert_eq!(differences(&all).len(), 4, "{:?}", differences(&all)); // drop is moot with RoPE off
                                                                           // ...but each experiment starts from the model as trained: one change at a time.
        let mut current = trained.clone();
        for (label, key, value) in EXPERIMENTS {
            current = experiment(&current, key, value).unwrap();
            assert_eq!(
                differences(&current).len(),
                1,
                "{label}: {:?}",
                differences(&current)
            );
        }
        // Each button does what its label says, whatever the learner set before: YaRN's factor
        // is the one named, not a factor left from earlier (it was 8 here, the button says 4).
        let mut learner = trained.clone();
        learner.set(Key::Factor, "8").unwrap();
        learner.set(Key::BetaFast, "64").unwrap();
        for (id, key, value) in EXPERIMENTS {
            let label = en(&Msg::new(id));
            let e = experiment(&learner, key, value).unwrap();
            if key == Key::Scaling {
                assert!(
                    label.contains(&format!("factor {}", e.scaling.params.factor)),
                    "{label}: factor {}",
                    e.scaling.params.factor
                );
                assert_eq!(
                    e.scaling.params.beta_fast, trained.scaling.params.beta_fast,
                    "{label}"
                );
                assert!(
                    differences(&e)[0]
                        .contains(&format!("factor {}", num(e.scaling.params.factor, 3))),
                    "{label}: {:?}",
                    differences(&e)
                );
            }
        }
        let back = all.with_trained_rope();
        assert!(differences(&back).is_empty());
        assert_eq!(back.sentence.text, all.sentence.text);
        assert_eq!(
            (back.model.layer, back.model.head),
            (all.model.layer, all.model.head)
        );
    }

    #[test]
    fn the_comparison_lines_up_ranks_and_positions() {
        let s = scene("qk=model&text=x&base=10000");
        let run = fixture();
        let c = comparison(&s, Some(&run)).unwrap();
        assert_eq!(c.predictions.len(), 5);
        assert_eq!(c.predictions[0].rank, 1);
        assert_eq!(c.predictions[0].yours, c.predictions[0].trained);
        assert_eq!(c.losses.len(), run.ids.len() - 1);
        assert_eq!(c.losses[0].token, "The");
        assert_eq!(c.losses[0].next, " cat");
        assert_eq!(c.mean_loss, run.mean_loss);
        let verdict = en(&c.verdict);
        assert!(verdict.contains("barely changes (+0.000 nats"), "{verdict}");
        // A broken RoPE: the verdict gives the rise and the perplexity ratio, computed.
        let mut worse = run.clone();
        worse.mean_loss = run.mean_loss.map(|l| l + 1.0);
        let c = Config::from_query("qk=model&rope=off").unwrap().config;
        let broken = Scene::with_run(&c, Some(Arc::new(worse)));
        let v = en(&comparison(&broken, Some(&run)).unwrap().verdict);
        assert!(
            v.contains("by 1.000 nats (perplexity x 2.72)") && v.contains("scramble"),
            "{v}"
        );
        // With the trained RoPE the verdict says both columns are one model.
        let same = comparison(&scene("qk=model"), Some(&run)).unwrap();
        let same = en(&same.verdict);
        assert!(same.contains("model's own"), "{same}");
        // A trained run of other tokens is not paired with this one.
        let mut other = run.clone();
        other.ids[0] += 1;
        let c = comparison(&s, Some(&other)).unwrap();
        assert!(c.predictions.iter().all(|p| p.trained.is_none()));
        assert!(comparison(&Scene::new(&Config::default()), Some(&run)).is_none());
    }

    #[test]
    fn energy_is_per_pair_with_the_trained_wavelengths() {
        let e = energy(&scene("qk=model")).unwrap();
        assert_eq!(e.rows.len(), 32);
        assert_eq!(e.rows[0].inv_freq, 1.0);
        assert!(
            (e.rows[31].wavelength - 2.0 * std::f64::consts::PI * 100_000f64.powf(62.0 / 64.0))
                .abs()
                < 1e-6 * e.rows[31].wavelength
        );
        assert!((0.0..=1.0).contains(&e.slow_share_head));
        let summary = en(&e.summary);
        assert!(summary.contains(&format!("{}%", num(100.0 * e.slow_share_all, 1))));
        // 8 of 32 pairs: an even spread puts 25% there.
        assert!(summary.contains("against 25% if"), "{summary}");
        let chart = e.chart(Some(3), &en);
        assert_eq!(
            chart.legend[0].0,
            format!("q, layer {} head {}", e.layer, e.head)
        );
        assert_eq!(
            chart.x.title,
            "pair i (fast, short wavelength -> slow, long)"
        );
        assert_eq!(chart.series.len(), 5);
        assert!(chart.y.hi > 0.0);
        assert!(energy(&Scene::new(&Config::default())).is_none());
    }
    #[test]
    fn the_page_rope_is_what_the_worker_gets() {
        let c = Config::from_query("qk=model&base=10000&layout=half&drop=2")
            .unwrap()
            .config;
        let s = Scene::new(&c);
        let v = json::parse(&rope_settings(&s)).unwrap();
        let inv: Vec<f64> = match v.get("inv_freq").unwrap() {
            Value::Array(items) => items.iter().map(|x| x.as_f64().unwrap()).collect(),
            other => panic!("{other}"),
        };
        assert_eq!(inv, s.freqs.inv_freq);
        assert_eq!(inv.len(), 32);
        assert_eq!(inv[0], 1.0);
        assert_eq!(&inv[30..], &[0.0, 0.0]);
        assert_eq!(v.get("layout").unwrap().as_str(), Some("half_split"));
        assert_eq!(v.get("rotary_dim").unwrap().as_f64(), Some(64.0));
        assert_eq!(v.get("enabled").unwrap().as_bool(), Some(true));
        let off = Scene::new(&Config::from_query("qk=model&rope=off").unwrap().config);
        let v = json::parse(&rope_settings(&off)).unwrap();
        assert_eq!(v.get("enabled").unwrap().as_bool(), Some(false));
    }
}
