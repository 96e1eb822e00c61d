//! The long-context lab (`view=longlab`): its experiments, the methods it compares, their
//! default texts and gaps, the RoPE each method gives the real model, and the results as
//! points, summaries, a chart, CSV and JSON. The worker (model/web/worker.js) runs the model;
//! everything the page shows about the runs is computed here.
//!
//! Position skipping: the text before the gap sits at positions 0, 1, ..., B-1, the text after
//! it from B + gap on; the positions in between are never processed (as in PoSE, Zhu et al.
//! 2023). RoPE sees positions only through query-key distances, so the model sees the same
//! distances as in a document with `gap` tokens of filler, but no filler is attended to: it
//! stands for the distance alone, not for a long document (whose filler would dilute
//! attention and cost memory and time).

use super::chart::{Axis, Ink, LineChart, Mark, Scale, Series, Tick};
use super::model_lab::rope_settings;
use crate::msg;
use crate::rope::base::error::{ConfigError, Key};
use crate::rope::base::i18n::{Arg, Msg};
use crate::rope::base::json::{self, Value};
use crate::rope::maths::scaling::Method;
use crate::rope::settings::config::Config;
use crate::rope::view::scene::Scene;

pub use crate::rope::settings::lab::*;

impl Compare {
    /// The current config with this method and factor (its other keys as they are).
    pub fn config(&self, c: &Config) -> Config {
        let mut next = c.clone();
        next.scaling.method = self.method;
        if let Some(f) = self.factor {
            next.scaling.params.factor = f;
        }
        next
    }
}

/// The lab's texts for the current config, as templates: the config's own, or the defaults
/// (the pass-key defaults hold [`KEY_SLOT`]).
pub fn texts(c: &Config) -> (String, String, String) {
    let (b, a, ans) = match c.lab.experiment {
        Experiment::Far => (FAR_BEFORE, FAR_AFTER, ""),
        _ => (PASSKEY_BEFORE, PASSKEY_AFTER, PASSKEY_ANSWER),
    };
    let or = |v: &String, d: &str| {
        if v.is_empty() {
            d.to_string()
        } else {
            v.clone()
        }
    };
    (
        or(&c.lab.before, b),
        or(&c.lab.after, a),
        or(&c.lab.answer, ans),
    )
}

/// The trials of a pass-key or far-context run: the texts with each key put in. Texts with no
/// [`KEY_SLOT`] are one trial, as written.
pub fn trials(c: &Config) -> Vec<(String, String, String)> {
    let (b, a, ans) = texts(c);
    if c.lab.experiment == Experiment::Short || ![&b, &a, &ans].iter().any(|t| t.contains(KEY_SLOT))
    {
        return vec![(b, a, ans)];
    }
    pass_keys(c.lab.seed.unwrap_or(0), c.lab.keys.clamp(1, MAX_KEYS))
        .into_iter()
        .map(|k| {
            let k = format!("{k:05}");
            let put = |t: &str| t.replace(KEY_SLOT, &k);
            (put(&b), put(&a), put(&ans))
        })
        .collect()
}

/// The gaps the config asks for.
pub fn gaps(c: &Config) -> Vec<u64> {
    c.lab.gaps.clone().unwrap_or_else(|| DEFAULT_GAPS.to_vec())
}

/// The methods the config asks for, after the current settings.
pub fn compare(c: &Config) -> Vec<Compare> {
    c.lab.compare.clone().unwrap_or_else(default_compare)
}

/// One method of a run: its label (`current` or as in `compare=`), its scaling method (`None`
/// for plain RoPE) and the worker's RoPE settings (JSON of the model crate's `RopeSettings`).
#[derive(Debug, Clone, PartialEq)]
pub struct Run {
    pub label: String,
    pub method: Method,
    pub settings: String,
}

/// The methods to run for config `c`: the current settings first, then each compared method.
/// An error names the key at fault (the model needs d = 64: `dim`).
pub fn runs(c: &Config) -> Result<Vec<Run>, ConfigError> {
    if c.rope.dim != crate::rope::base::limits::MODEL_HEAD_DIM {
        return Err(ConfigError::new(
            Key::Dim,
            c.rope.dim,
            crate::rope::base::limits::MODEL_DIM_RANGE,
        ));
    }
    let mut out = vec![Run {
        label: "current".into(),
        method: c.scaling.method,
        settings: rope_settings(&Scene::new(c)),
    }];
    for m in compare(c) {
        let next = m.config(c);
        next.validate()?;
        out.push(Run {
            label: m.label(),
            method: m.method,
            settings: rope_settings(&Scene::new(&next)),
        });
    }
    Ok(out)
}

/// One line of the chart and the reading: the methods whose settings are equal are drawn once,
/// labelled as all of them ("current = none").
#[derive(Debug, Clone, PartialEq)]
pub struct Line {
    /// As the legend and the reading name it: `current = none`.
    pub label: String,
    /// The method whose points it draws (the first of the equal ones).
    pub method: String,
    /// The scaling method (`Method::None`: plain RoPE).
    pub kind: Method,
}

/// The lines of a run's methods, in order, equal settings merged.
pub fn lines(runs: &[Run]) -> Vec<Line> {
    let mut out: Vec<(Line, &str)> = Vec::new();
    for r in runs {
        match out.iter_mut().find(|(_, s)| *s == r.settings) {
            Some((l, _)) => l.label = format!("{} = {}", l.label, r.label),
            None => out.push((
                Line {
                    label: r.label.clone(),
                    method: r.label.clone(),
                    kind: r.method,
                },
                &r.settings,
            )),
        }
    }
    out.into_iter().map(|(l, _)| l).collect()
}

/// The points table's rows, as the chart draws them: each line's points under its label (the
/// methods with equal settings once, "current = none"), lines in order, each by gap ("alone"
/// first). Points of no line's method (the other methods of a merged line) are left out.
pub fn rows<'a>(points: &'a [Point], lines: &[Line]) -> Vec<(String, &'a Point)> {
    let mut out: Vec<(usize, &Point)> = points
        .iter()
        .filter_map(|p| {
            lines
                .iter()
                .position(|l| l.method == p.method)
                .map(|i| (i, p))
        })
        .collect();
    out.sort_by_key(|(i, p)| (*i, p.gap));
    out.into_iter()
        .map(|(i, p)| (lines[i].label.clone(), p))
        .collect()
}

/// Why the current settings make the lab's comparison meaningless or different from what it
/// says (RoPE off, pairs the weights were not trained for, another base ...): one sentence, or
/// `None` when the current settings are the model's own RoPE (a scaling method aside).
pub fn warning(c: &Config) -> Option<Msg> {
    let trained = c.with_trained_rope();
    let mut same = c.clone();
    same.scaling.method = trained.scaling.method;
    same.scaling.params.factor = trained.scaling.params.factor;
    if !c.rope.on {
        return Some(msg!("lab-warning-rope-off"));
    }
    if c.rope.layout != trained.rope.layout {
        return Some(msg!("lab-warning-half-split"));
    }
    let changed = super::model_lab::differences(c)
        .into_iter()
        .filter(|d| d.id != super::model_lab::SCALING_DIFFERENCE)
        .collect::<Vec<_>>();
    (!changed.is_empty()).then(|| msg!("lab-warning-differs", changes = list_msg(changed)))
}

/// A checked problem with the lab's inputs, before anything runs: the key and why.
pub fn check_inputs(
    c: &Config,
    before: &str,
    after: &str,
    answer: &str,
) -> Result<(), ConfigError> {
    match c.lab.experiment {
        Experiment::Passkey => {
            if answer.trim().is_empty() {
                return Err(crate::rope::settings::lab::error(
                    Key::Answer,
                    answer,
                    LAB_TEXT_RANGE,
                ));
            }
            if after.is_empty() {
                return Err(crate::rope::settings::lab::error(
                    Key::After,
                    after,
                    LAB_TEXT_RANGE,
                ));
            }
            if before.is_empty() {
                return Err(crate::rope::settings::lab::error(
                    Key::Before,
                    before,
                    LAB_TEXT_RANGE,
                ));
            }
        }
        Experiment::Far => {
            if before.is_empty() {
                return Err(crate::rope::settings::lab::error(
                    Key::Before,
                    before,
                    LAB_TEXT_RANGE,
                ));
            }
            if after.trim().is_empty() {
                return Err(crate::rope::settings::lab::error(
                    Key::After,
                    after,
                    LAB_TEXT_RANGE,
                ));
            }
        }
        Experiment::Short => {}
    }
    Ok(())
}

/// One measured trial: one method, one gap, one key (as the worker sends it).
#[derive(Debug, Clone, PartialEq)]
pub struct Sample {
    pub method: String,
    /// `None`: the far-context baseline (the second part alone).
    pub gap: Option<u64>,
    /// Which key (0 with one trial).
    pub trial: usize,
    /// Mean natural-log probability per scored token.
    pub logprob: f64,
    /// The scored text's probability (`exp` of the summed log-probabilities).
    pub prob: f64,
    /// Greedy decoding reproduces the scored tokens exactly.
    pub greedy: bool,
}

impl Sample {
    /// Reads a worker's `point` message (as JSON text); `None` when it is not one.
    pub fn from_json(text: &str) -> Option<Sample> {
        let v = json::parse(text).ok()?;
        let alone = v.get("alone").and_then(Value::as_bool).unwrap_or(false);
        Some(Sample {
            method: v.get("method")?.as_str()?.to_string(),
            gap: if alone {
                None
            } else {
                Some(v.get("gap")?.as_f64().filter(|g| *g >= 0.0)? as u64)
            },
            trial: v
                .get("trial")
                .and_then(Value::as_f64)
                .filter(|t| *t >= 0.0 && *t < MAX_KEYS as f64)
                .map_or(0, |t| t as usize),
            logprob: v.get("mean_logprob")?.as_f64()?,
            prob: v.get("prob")?.as_f64()?,
            greedy: v.get("greedy")?.as_bool()?,
        })
    }
}

/// One finished point of a sweep: one method at one gap, over every key.
#[derive(Debug, Clone, PartialEq)]
pub struct Point {
    pub method: String,
    /// `None`: the far-context baseline (the second part alone).
    pub gap: Option<u64>,
    /// Mean over the keys of the mean natural-log probability per scored token.
    pub logprob: f64,
    /// The lowest and highest of the keys' values.
    pub min: f64,
    pub max: f64,
    /// Mean over the keys of the scored text's probability.
    pub prob: f64,
    /// Keys measured, and how many of their answers greedy decoding reproduces exactly.
    pub keys: usize,
    pub reproduced: usize,
}

impl Point {
    /// Recalled: greedy decoding reproduces at least half of the keys' answers.
    pub fn recalled(&self) -> bool {
        self.keys > 0 && 2 * self.reproduced >= self.keys
    }
    /// The second part's loss (far context): minus the mean log-probability per token.
    pub fn loss(&self) -> f64 {
        -self.logprob
    }
}

/// The points of `samples` whose `keys` trials have all arrived, in the order their first
/// sample came (a method, gap and trial sent twice counts once).
pub fn points(samples: &[Sample], keys: usize) -> Vec<Point> {
    let keys = keys.max(1);
    let mut groups: Vec<(&str, Option<u64>, Vec<&Sample>)> = Vec::new();
    for s in samples {
        match groups
            .iter_mut()
            .find(|(m, g, _)| *m == s.method && *g == s.gap)
        {
            Some((_, _, v)) => {
                if !v.iter().any(|x| x.trial == s.trial) {
                    v.push(s);
                }
            }
            None => groups.push((&s.method, s.gap, vec![s])),
        }
    }
    groups
        .into_iter()
        .filter(|(_, g, v)| v.len() >= keys || (g.is_none() && !v.is_empty()))
        .map(|(m, g, v)| {
            let n = v.len() as f64;
            Point {
                method: m.to_string(),
                gap: g,
                logprob: v.iter().map(|s| s.logprob).sum::<f64>() / n,
                min: v.iter().map(|s| s.logprob).fold(f64::INFINITY, f64::min),
                max: v
                    .iter()
                    .map(|s| s.logprob)
                    .fold(f64::NEG_INFINITY, f64::max),
                prob: v.iter().map(|s| s.prob).sum::<f64>() / n,
                keys: v.len(),
                reproduced: v.iter().filter(|s| s.greedy).count(),
            }
        })
        .collect()
}

/// Phrases joined by "; " (`lab-list-semicolon`): the changed knobs of [`warning`].
fn list_msg(items: Vec<Msg>) -> Msg {
    items
        .into_iter()
        .reduce(|a, b| msg!("lab-list-semicolon", first = a, rest = b))
        .unwrap_or_else(|| msg!("lab-empty"))
}

/// The run's progress in words: samples done of all, and (from the time so far) the time left.
/// It follows the run's status word (", 3 of 12 measurements").
pub fn progress_text(done: usize, total: usize, elapsed_ms: f64) -> Msg {
    if done > 0 && done < total && elapsed_ms > 0.0 {
        let left = (elapsed_ms / done as f64 * (total - done) as f64 / 1000.0)
            .ceil()
            .max(1.0);
        return msg!(
            "lab-progress-left",
            done = done,
            total = total,
            left = Arg::num(left.to_string(), left)
        );
    }
    msg!("lab-progress", done = done, total = total)
}

/// Turns a message into the learner's words (the UI's `tf`; `en` in tools and tests): the
/// charts' titles and legends are drawn as text.
pub type Tr<'a> = &'a dyn Fn(&Msg) -> String;

/// "trained context (8192)", the charts' legend for the trained context's mark.
fn trained_legend(tr: Tr) -> String {
    tr(&msg!("lab-legend-trained", n = TRAINED_CONTEXT))
}

/// One method's per-token losses along the short-range text.
#[derive(Debug, Clone, PartialEq)]
pub struct Losses {
    pub method: String,
    /// `-ln p(token t+1 | tokens 0..=t)`, nats.
    pub losses: Vec<f64>,
}

impl Losses {
    /// The running mean: entry t is the mean of the first t+1 losses.
    pub fn running_mean(&self) -> Vec<f64> {
        let mut s = 0.0;
        self.losses
            .iter()
            .enumerate()
            .map(|(i, x)| {
                s += x;
                s / (i + 1) as f64
            })
            .collect()
    }
    pub fn mean(&self) -> f64 {
        self.losses.iter().sum::<f64>() / self.losses.len().max(1) as f64
    }
}

/// The inks of the lines, in order (the current settings first).
const INKS: [Ink; 6] = [
    Ink::Main,
    Ink::Compare,
    Ink::Third,
    Ink::Fourth,
    Ink::Fg,
    Ink::Muted,
];

/// The ink of method number `i`.
pub fn ink(i: usize) -> Ink {
    INKS[i % INKS.len()]
}

/// The places on the gap axis: the gaps asked for, sorted, each once, and the trained context
/// when it lies outside them (so that its mark has a place).
pub fn gap_places(gaps: &[u64]) -> Vec<u64> {
    let mut v = gaps.to_vec();
    v.push(TRAINED_CONTEXT);
    v.sort_unstable();
    v.dedup();
    let inside =
        gaps.iter().any(|&g| g <= TRAINED_CONTEXT) && gaps.iter().any(|&g| g >= TRAINED_CONTEXT);
    if inside && !gaps.contains(&TRAINED_CONTEXT) {
        v.retain(|&g| g != TRAINED_CONTEXT);
    }
    v
}

/// The x of gap `g` on the gap axis of `places` ([`gap_places`]): place i at x = i, evenly
/// spaced (the default gaps, 0 to 32768, would crowd into a corner of a log axis); a gap
/// between two places (the trained context's mark) in proportion on a log scale of gap + 1.
pub fn gap_x(places: &[u64], g: u64) -> f64 {
    let l = |x: u64| ((x + 1) as f64).ln();
    match places.binary_search(&g) {
        Ok(i) => i as f64,
        Err(0) => 0.0,
        Err(i) if i >= places.len() => (places.len() - 1) as f64,
        Err(i) => {
            let (a, b) = (places[i - 1], places[i]);
            (i - 1) as f64 + (l(g) - l(a)) / (l(b) - l(a))
        }
    }
}

/// Most labelled ticks on the gap axis (with more places, every second or third is labelled).
const MAX_GAP_LABELS: usize = 12;

/// The gap axis: one evenly spaced place per gap, labelled with the gap.
fn gap_axis(places: &[u64], tr: Tr) -> Axis {
    let n = places.len().max(1);
    let every = n.div_ceil(MAX_GAP_LABELS);
    Axis {
        lo: -0.5,
        hi: (n - 1) as f64 + 0.5,
        scale: Scale::Linear,
        ticks: places
            .iter()
            .enumerate()
            .filter(|(i, _)| i % every == 0)
            .map(|(i, &g)| Tick {
                value: i as f64,
                label: g.to_string(),
            })
            .collect(),
        title: tr(&msg!("lab-axis-gap")),
    }
}

/// The pass-key chart: one line per method (the mean over the keys of the answer's mean ln p
/// per token) against the gap (the `gaps` asked for, evenly spaced), a bar from the lowest to
/// the highest key at each gap, a filled mark where the key is recalled (greedy decoding
/// reproduces at least half of the answers; open where not), the trained context marked. The
/// legend names only the lines with a point so far (a run in progress). Far context
/// ([`far_chart`]) reads in loss instead.
pub fn sweep_chart(points: &[Point], lines: &[Line], gaps: &[u64], tr: Tr) -> LineChart {
    let y_title = tr(&msg!("lab-axis-answer"));
    let shown: Vec<&Point> = points.iter().filter(|p| p.gap.is_some()).collect();
    let places = gap_places(gaps);
    let (mut lo, mut hi) = shown
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), p| {
            (a.min(p.min), b.max(p.max))
        });
    if !lo.is_finite() {
        (lo, hi) = (-10.0, 0.0);
    }
    let y = Axis::linear(lo.min(-1.0).floor(), hi.max(0.0), 5, &y_title);
    let mut series = vec![Series::VLine {
        x: gap_x(&places, TRAINED_CONTEXT),
        ink: Ink::Muted,
        dashed: true,
    }];
    let mut legend = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        let mut pts: Vec<&Point> = shown
            .iter()
            .copied()
            .filter(|p| p.method == l.method)
            .collect();
        if pts.is_empty() {
            continue;
        }
        pts.sort_by_key(|p| p.gap);
        let x = |p: &&Point| gap_x(&places, p.gap.unwrap_or(0));
        let xy = |p: &&Point| (x(p), p.logprob);
        series.push(Series::Line {
            points: pts.iter().map(xy).collect(),
            ink: ink(i),
            width: 2,
            dashed: false,
        });
        series.extend(pts.iter().filter(|p| p.keys > 1).map(|p| Series::Line {
            points: vec![(x(p), p.min), (x(p), p.max)],
            ink: ink(i),
            width: 1,
            dashed: false,
        }));
        series.push(Series::Points {
            points: pts.iter().filter(|p| !p.recalled()).map(xy).collect(),
            ink: ink(i),
        });
        series.extend(pts.iter().filter(|p| p.recalled()).map(|p| Series::Marker {
            at: xy(p),
            ink: ink(i),
        }));
        legend.push((l.label.clone(), Mark::Line(ink(i))));
    }
    if !legend.is_empty() {
        legend.push((tr(&msg!("lab-legend-recalled")), Mark::Dot(Ink::Fg)));
    }
    legend.push((trained_legend(tr), Mark::Dashed(Ink::Muted)));
    LineChart {
        x: gap_axis(&places, tr),
        y,
        series,
        legend,
    }
}

/// The far-context chart: each method's loss on the second part (nats per token) against the
/// gap (the `gaps` asked for, evenly spaced), and its loss with no first part ("alone") as a
/// dashed line of the same colour: where a line meets its dashed line, the first part no longer
/// helps. The legend names only the lines with a point so far.
pub fn far_chart(points: &[Point], lines: &[Line], gaps: &[u64], tr: Tr) -> LineChart {
    let places = gap_places(gaps);
    let x = gap_axis(&places, tr);
    let hi = points
        .iter()
        .map(Point::loss)
        .filter(|v| v.is_finite())
        .fold(1.0f64, f64::max);
    let mut series = vec![Series::VLine {
        x: gap_x(&places, TRAINED_CONTEXT),
        ink: Ink::Muted,
        dashed: true,
    }];
    let mut legend = Vec::new();
    for (i, l) in lines.iter().enumerate() {
        let mut pts: Vec<&Point> = points
            .iter()
            .filter(|p| p.method == l.method && p.gap.is_some())
            .collect();
        pts.sort_by_key(|p| p.gap);
        let xy: Vec<(f64, f64)> = pts
            .iter()
            .map(|p| (gap_x(&places, p.gap.unwrap_or(0)), p.loss()))
            .collect();
        series.push(Series::Line {
            points: xy.clone(),
            ink: ink(i),
            width: 2,
            dashed: false,
        });
        series.push(Series::Points {
            points: xy,
            ink: ink(i),
        });
        if !pts.is_empty() {
            legend.push((l.label.clone(), Mark::Line(ink(i))));
        }
        if let Some(a) = points
            .iter()
            .find(|p| p.method == l.method && p.gap.is_none())
        {
            series.push(Series::Line {
                points: vec![(x.lo, a.loss()), (x.hi, a.loss())],
                ink: ink(i),
                width: 1,
                dashed: true,
            });
            legend.push((
                tr(&msg!("lab-legend-alone", method = l.label.as_str())),
                Mark::Dashed(ink(i)),
            ));
        }
    }
    legend.push((trained_legend(tr), Mark::Dashed(Ink::Muted)));
    LineChart {
        x,
        y: Axis::linear(0.0, hi.ceil(), 5, &tr(&msg!("lab-axis-far-loss"))),
        series,
        legend,
    }
}

/// The point drawn nearest to `at` (CSS pixels in a canvas of `width` x `height`) within 16 px,
/// as the renderer lays the chart out (`app::draw::line_chart`): its method and gap. `gaps`:
/// the gaps the chart was drawn for; `loss`: the chart draws the loss (far context).
pub fn point_at(
    chart: &LineChart,
    points: &[Point],
    gaps: &[u64],
    loss: bool,
    width: f64,
    height: f64,
    at: (f64, f64),
) -> Option<(String, u64)> {
    let rect = chart.plot_rect(width, height);
    let places = gap_places(gaps);
    points
        .iter()
        .filter_map(|p| {
            let g = p.gap?;
            let y = if loss { p.loss() } else { p.logprob };
            let (x, y) = chart.to_px(rect, (gap_x(&places, g), y));
            let d = (x - at.0).hypot(y - at.1);
            (d <= 16.0).then(|| (d, p.method.clone(), g))
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, m, g)| (m, g))
}

/// The points as CSV (one row per point).
pub fn points_csv(points: &[Point]) -> String {
    let mut s = String::from(
        "method,gap,keys,reproduced,mean_logprob_per_token,lowest,highest,mean_probability\n",
    );
    for p in points {
        s.push_str(&format!(
            "{},{},{},{},{:.6},{:.6},{:.6},{:.6e}\n",
            p.method,
            p.gap
                .map(|g| g.to_string())
                .unwrap_or_else(|| "alone".into()),
            p.keys,
            p.reproduced,
            p.logprob,
            p.min,
            p.max,
            p.prob,
        ));
    }
    s
}

/// The points as JSON, with what produced them.
pub fn points_json(c: &Config, texts: (&str, &str, &str), points: &[Point]) -> String {
    let v = json::object([
        ("experiment", Value::from(c.lab.experiment.as_str())),
        ("model", Value::from(crate::rope::settings::model_run::NAME)),
        (
            "placement",
            // i18n: a field of the JSON export, read by programs (English, as its keys)
            Value::from("first text at positions 0.., the rest from len(first) + gap on (position skipping)"),
        ),
        ("before", Value::from(texts.0)),
        ("after", Value::from(texts.1)),
        ("answer", Value::from(texts.2)),
        ("keys", Value::from(trials(c).len())),
        ("seed", c.lab.seed.map(Value::from).unwrap_or(Value::Null)),
        ("config", Value::from(c.to_query().as_str())),
        (
            "points",
            Value::Array(
                points
                    .iter()
                    .map(|p| {
                        json::object([
                            ("method", Value::from(p.method.as_str())),
                            ("gap", p.gap.map(Value::from).unwrap_or(Value::Null)),
                            ("keys", Value::from(p.keys)),
                            ("reproduced", Value::from(p.reproduced)),
                            ("mean_logprob", Value::from(p.logprob)),
                            ("lowest", Value::from(p.min)),
                            ("highest", Value::from(p.max)),
                            ("prob", Value::from(p.prob)),
                        ])
                    })
                    .collect(),
            ),
        ),
    ]);
    json::to_string(&v)
}

/// The short-range losses as CSV: one row per position, a column per method (loss and
/// running mean).
pub fn losses_csv(runs: &[Losses]) -> String {
    let mut s = String::from("position");
    for r in runs {
        // i18n: CSV column names (a file format read by programs, English as its other columns)
        s.push_str(&format!(",{0} loss,{0} running mean", r.method));
    }
    s.push('\n');
    let n = runs.iter().map(|r| r.losses.len()).max().unwrap_or(0);
    let means: Vec<Vec<f64>> = runs.iter().map(Losses::running_mean).collect();
    for t in 0..n {
        s.push_str(&(t + 1).to_string());
        for (r, m) in runs.iter().zip(&means) {
            match (r.losses.get(t), m.get(t)) {
                (Some(l), Some(m)) => s.push_str(&format!(",{l:.6},{m:.6}")),
                _ => s.push_str(",,"),
            }
        }
        s.push('\n');
    }
    s
}

/// The short-range losses as JSON.
pub fn losses_json(c: &Config, runs: &[Losses]) -> String {
    let v = json::object([
        ("experiment", Value::from("short")),
        ("model", Value::from(crate::rope::settings::model_run::NAME)),
        ("config", Value::from(c.to_query().as_str())),
        (
            "methods",
            Value::Array(
                runs.iter()
                    .map(|r| {
                        json::object([
                            ("method", Value::from(r.method.as_str())),
                            ("mean_loss", Value::from(r.mean())),
                            ("losses", Value::from(r.losses.clone())),
                        ])
                    })
                    .collect(),
            ),
        ),
    ]);
    json::to_string(&v)
}

/// The short-range chart: each method's running mean loss against position.
pub fn losses_chart(runs: &[Losses], tr: Tr) -> LineChart {
    let n = runs
        .iter()
        .map(|r| r.losses.len())
        .max()
        .unwrap_or(1)
        .max(1);
    let means: Vec<Vec<f64>> = runs.iter().map(Losses::running_mean).collect();
    let hi = means
        .iter()
        .flatten()
        .copied()
        .filter(|v| v.is_finite())
        .fold(1.0f64, f64::max);
    LineChart {
        x: Axis::linear(1.0, n as f64, 6, &tr(&msg!("lab-axis-position"))),
        y: Axis::linear(0.0, hi.ceil(), 5, &tr(&msg!("lab-axis-running-loss"))),
        series: means
            .iter()
            .enumerate()
            .map(|(i, m)| Series::Line {
                points: m
                    .iter()
                    .enumerate()
                    .map(|(t, v)| ((t + 1) as f64, *v))
                    .collect(),
                ink: ink(i),
                width: 2,
                dashed: false,
            })
            .collect(),
        legend: runs
            .iter()
            .enumerate()
            .map(|(i, r)| (r.method.clone(), Mark::Line(ink(i))))
            .collect(),
    }
}

/// A fall of the mean ln p per answer token between two gaps (nats) that the reading names.
pub const STEEP_FALL: f64 = 0.5;

/// Where a gap sits against the trained context, in words: "6144 (inside the 8192 trained
/// positions)".
fn place(g: u64) -> Msg {
    let id = if g < TRAINED_CONTEXT {
        "lab-place-inside"
    } else {
        "lab-place-past"
    };
    msg!(id, gap = g, trained = TRAINED_CONTEXT)
}

/// A gap alone, as a message (where a gap or its [`place`] may stand).
fn gap_msg(g: u64) -> Msg {
    msg!("lab-gap", gap = g)
}

/// One line's points with a gap, by gap.
fn by_gap<'a>(points: &'a [Point], l: &Line) -> Vec<&'a Point> {
    let mut pts: Vec<&Point> = points
        .iter()
        .filter(|p| p.method == l.method && p.gap.is_some())
        .collect();
    pts.sort_by_key(|p| p.gap);
    pts
}

/// Gaps in words: "6144", "6144 and 7168", "0, 2048 and 6144" (`lab-list-and`, with the
/// language's comma between the first ones, `lab-list-comma`).
fn and_list(gaps: &[u64]) -> Msg {
    match gaps.split_last() {
        None => msg!("lab-empty"),
        Some((last, [])) => gap_msg(*last),
        Some((last, rest)) => {
            let head = rest
                .iter()
                .map(|&g| gap_msg(g))
                .reduce(|a, b| msg!("lab-list-comma", first = a, rest = b))
                .unwrap_or_else(|| msg!("lab-empty"));
            msg!("lab-list-and", first = head, last = gap_msg(*last))
        }
    }
}

/// Sentences shown as one paragraph (joined by the language's sentence gap).
fn paragraph(sentences: Vec<Msg>) -> Msg {
    msg!("lab-paragraph", sentences = sentences)
}

/// Recall of one line, by gap: the run of gaps recalled from the smallest one on (a few keys
/// per gap make single gaps noisy, so only the unbroken run is compared), the first gap past it
/// that is not, and from there on the gaps recalled again and those not.
struct Recall {
    /// The largest gap of the unbroken run from the smallest gap (`None`: not even the first).
    run_to: Option<u64>,
    /// The first gap not recalled (`None`: every gap is).
    fails_from: Option<u64>,
    /// From `fails_from` on: the gaps recalled, and those not.
    again: Vec<u64>,
    not_again: Vec<u64>,
    first: u64,
}

fn recall(pts: &[&Point]) -> Recall {
    let n = pts.iter().take_while(|p| p.recalled()).count();
    let gaps = |ok: bool| -> Vec<u64> {
        pts[n..]
            .iter()
            .filter(|p| p.recalled() == ok)
            .filter_map(|p| p.gap)
            .collect()
    };
    Recall {
        run_to: n.checked_sub(1).and_then(|i| pts[i].gap),
        fails_from: pts.get(n).and_then(|p| p.gap),
        again: gaps(true),
        not_again: gaps(false),
        first: pts.first().and_then(|p| p.gap).unwrap_or(0),
    }
}

/// The unbroken run in words: "at every gap up to 4096", or "at 0" when it is the first gap
/// alone (`place`: with where the gap sits against the trained context).
fn run_words(r: &Recall, with_place: bool) -> Msg {
    let a = r.run_to.unwrap_or(0);
    let g = if with_place { place(a) } else { gap_msg(a) };
    if a == r.first {
        msg!("lab-run-at", gap = g)
    } else {
        msg!("lab-run-up-to", gap = g)
    }
}

/// How far the unbroken run reaches, for comparing (-1: not even the first gap).
fn reach(r: &Recall) -> i128 {
    r.run_to.map_or(-1, i128::from)
}

/// The points of `a` at the gaps `b` has too.
fn common<'a>(a: &[&'a Point], b: &[&Point]) -> Vec<&'a Point> {
    a.iter()
        .copied()
        .filter(|p| b.iter().any(|q| q.gap == p.gap))
        .collect()
}

/// Line `x` against line `y` (`xs`, `ys`: their points by gap), over the gaps both have: how far
/// each recalls the key at every gap, then the gaps past those runs that only one recalls. Each
/// sentence holds at every gap measured.
fn compare_lines(x: &str, xs: &[&Point], y: &str, ys: &[&Point]) -> Msg {
    let (cx, cy) = (common(xs, ys), common(ys, xs));
    let (rx, ry) = (recall(&cx), recall(&cy));
    let first = match (rx.run_to, ry.run_to) {
        (None, None) => msg!("lab-compare-neither", x = x, y = y, gap = rx.first),
        (Some(_), None) => msg!(
            "lab-compare-only-x",
            x = x,
            y = y,
            run = run_words(&rx, false),
            gap = ry.first
        ),
        (None, Some(_)) => msg!("lab-compare-only-y", x = x, y = y, gap = rx.first),
        (Some(_), Some(_)) => {
            let id = match reach(&rx).cmp(&reach(&ry)) {
                std::cmp::Ordering::Greater => "lab-compare-further",
                std::cmp::Ordering::Less => "lab-compare-less-far",
                std::cmp::Ordering::Equal => "lab-compare-as-far",
            };
            msg!(
                id,
                x = x,
                y = y,
                run_x = run_words(&rx, false),
                run_y = run_words(&ry, false)
            )
        }
    };
    let mut s = vec![first];
    // Past both runs: a gap one line recalls and the other does not.
    let only = |r: &Recall, other: &[&Point]| -> Vec<u64> {
        r.again
            .iter()
            .copied()
            .filter(|g| other.iter().any(|p| p.gap == Some(*g) && !p.recalled()))
            .collect()
    };
    let (ox, oy) = (only(&rx, &cy), only(&ry, &cx));
    if !ox.is_empty() {
        s.push(msg!(
            "lab-compare-also-x",
            x = x,
            y = y,
            gaps = and_list(&ox)
        ));
    }
    if !oy.is_empty() {
        s.push(msg!(
            "lab-compare-also-y",
            x = x,
            y = y,
            gaps = and_list(&oy)
        ));
    }
    paragraph(s)
}

/// One line's points by gap, their recall, and whether the smallest gap recalls the key.
type LineRecall<'a> = (Recall, Vec<&'a Point>, bool);

/// The pass-key reading, written from the points alone: for each line, up to which gap the key
/// is recalled at every gap (greedy decoding exact for at least half the keys), from which gap
/// not, and where recall is patchy past that, against the trained context; how each method
/// differs from the first line; and the known cause, only where the numbers show what it
/// explains. Empty with no points.
pub fn reading(points: &[Point], lines: &[Line]) -> Vec<Msg> {
    let mut out = Vec::new();
    let recalls: Vec<Option<LineRecall>> = lines
        .iter()
        .map(|l| {
            let pts = by_gap(points, l);
            if pts.is_empty() {
                return None;
            }
            let r = recall(&pts);
            out.push(line_reading(&l.label, &pts, &r));
            let first_ok = pts[0].recalled();
            Some((r, pts, first_ok))
        })
        .collect();
    out.extend(against_first(lines, &recalls));
    out.extend(causes(lines, &recalls));
    out
}

/// One line's sentence: where the key is recalled, where patchy, how the mean ln p per answer
/// token falls, and (with several keys) how many answers are exact. `pts`: not empty.
fn line_reading(label: &str, pts: &[&Point], r: &Recall) -> Msg {
    let keys = pts[0].keys;
    let last = pts.last().and_then(|p| p.gap).unwrap_or(0);
    let mut s = vec![recall_sentence(label, r, last)];
    if let (Some(b), false) = (r.fails_from, r.again.is_empty()) {
        s.push(msg!(
            "lab-patchy",
            from = b,
            again = and_list(&r.again),
            not_again = and_list(&r.not_again)
        ));
    }
    if pts.len() >= 2 {
        s.push(logprob_words(pts));
    }
    if keys > 1 {
        let total: usize = pts.iter().map(|p| p.keys).sum();
        let ok: usize = pts.iter().map(|p| p.reproduced).sum();
        s.push(msg!(
            "lab-exact-count",
            ok = ok,
            total = total,
            gaps = pts.len(),
            keys = keys
        ));
    }
    paragraph(s)
}

/// Where one line recalls the key and where not (`last`: its largest gap).
fn recall_sentence(label: &str, r: &Recall, last: u64) -> Msg {
    match (r.run_to, r.fails_from) {
        (_, None) => msg!("lab-recall-every", label = label, place = place(last)),
        (None, Some(_)) if r.again.is_empty() => {
            msg!("lab-recall-none", label = label, place = place(r.first))
        }
        (None, Some(b)) => msg!("lab-recall-not-first", label = label, place = place(b)),
        (Some(_), Some(b)) if r.again.is_empty() => msg!(
            "lab-recall-stops",
            label = label,
            run = run_words(r, true),
            place = place(b)
        ),
        (Some(_), Some(b)) => msg!(
            "lab-recall-then-not",
            label = label,
            run = run_words(r, true),
            place = place(b)
        ),
    }
}

/// A value printed with two decimals, as the reading prints ln p and losses.
fn two(v: f64) -> Arg {
    Arg::num(format!("{v:.2}"), v)
}

/// The mean ln p per answer token at the smallest and largest gaps, and the steepest fall
/// between two gaps when it reaches [`STEEP_FALL`]. `pts`: at least two.
fn logprob_words(pts: &[&Point]) -> Msg {
    let (a, z) = (pts[0], pts[pts.len() - 1]);
    let fall = pts
        .windows(2)
        .map(|w| {
            (
                w[0].logprob - w[1].logprob,
                w[0].gap.unwrap_or(0),
                w[1].gap.unwrap_or(0),
            )
        })
        .max_by(|x, y| x.0.total_cmp(&y.0));
    let base = msg!(
        "lab-logprob",
        first = two(a.logprob),
        first_gap = a.gap.unwrap_or(0),
        last = two(z.logprob),
        last_gap = z.gap.unwrap_or(0)
    );
    match fall {
        Some((d, g0, g1)) if d >= STEEP_FALL => msg!(
            "lab-logprob-fall",
            first = two(a.logprob),
            first_gap = a.gap.unwrap_or(0),
            last = two(z.logprob),
            last_gap = z.gap.unwrap_or(0),
            fall = two(d),
            from = g0,
            to = g1
        ),
        _ => base,
    }
}

/// What changed: each later line with points against the first line with points.
fn against_first(lines: &[Line], recalls: &[Option<LineRecall>]) -> Vec<Msg> {
    let base = lines
        .iter()
        .zip(recalls)
        .find_map(|(l, r)| r.as_ref().map(|r| (l, r)));
    let Some((bl, (_, bpts, _))) = base else {
        return Vec::new();
    };
    lines
        .iter()
        .zip(recalls)
        .skip(1)
        .filter_map(|(l, r)| {
            let (_, pts, _) = r.as_ref()?;
            (!std::ptr::eq(l, bl)).then(|| compare_lines(&l.label, pts, &bl.label, bpts))
        })
        .collect()
}

/// Causes, each only where the points show the effect it explains: plain RoPE's (the first
/// unscaled line with points), then each method's.
fn causes(lines: &[Line], recalls: &[Option<LineRecall>]) -> Vec<Msg> {
    let plain = lines
        .iter()
        .zip(recalls)
        .find_map(|(l, r)| r.as_ref().filter(|_| l.kind == Method::None));
    let mut out = plain_causes(plain);
    for (l, r) in lines.iter().zip(recalls) {
        if let Some(r) = r {
            out.extend(method_cause(l, r, plain));
        }
    }
    out
}

/// Why plain RoPE stops: it recalls at every gap inside the trained context and at none past
/// it; or it fails inside the trained context.
fn plain_causes(plain: Option<&LineRecall>) -> Vec<Msg> {
    let plain_fails_past = plain.is_some_and(|(r, _, _)| {
        r.run_to.is_some_and(|a| a < TRAINED_CONTEXT)
            && r.fails_from.is_some_and(|b| b >= TRAINED_CONTEXT)
            && r.again.is_empty()
    });
    let plain_fails_inside = plain.is_some_and(|(r, _, _)| {
        r.run_to.is_some() && r.fails_from.is_some_and(|b| b < TRAINED_CONTEXT)
    });
    let mut out = Vec::new();
    if plain_fails_past {
        out.push(msg!("lab-cause-plain-stops"));
    }
    if plain_fails_inside {
        out.push(msg!("lab-cause-plain-inside", trained = TRAINED_CONTEXT));
    }
    out
}

/// Why one scaling method fails early or goes further than plain RoPE, where its points show it.
fn method_cause(l: &Line, line: &LineRecall, plain: Option<&LineRecall>) -> Option<Msg> {
    let (r, pts, first_ok) = line;
    // Plain RoPE stops somewhere; this method recalls at every gap further than it does
    // (over the gaps both have), and nowhere less.
    let beyond_plain = plain.is_some_and(|(p, ppts, _)| {
        let (cx, cp) = (common(pts, ppts), common(ppts, pts));
        let (rx, rp) = (recall(&cx), recall(&cp));
        p.fails_from.is_some()
            && reach(&rx) > reach(&rp)
            && !cp
                .iter()
                .zip(&cx)
                .any(|(q, x)| q.recalled() && !x.recalled())
    });
    match l.kind {
        Method::Linear if !first_ok && r.first < TRAINED_CONTEXT => Some(msg!(
            "lab-cause-linear",
            method = l.label.as_str(),
            gap = r.first
        )),
        Method::Ntk if beyond_plain => Some(msg!("lab-cause-ntk", method = l.label.as_str())),
        Method::Yarn if beyond_plain => Some(msg!("lab-cause-yarn", method = l.label.as_str())),
        Method::Yarn if !misses_inside(pts, plain).is_empty() => Some(msg!(
            "lab-cause-yarn-misses",
            method = l.label.as_str(),
            gaps = and_list(&misses_inside(pts, plain))
        )),
        _ => None,
    }
}

/// The gaps inside the trained context where plain RoPE recalls the key and this line does not.
fn misses_inside(pts: &[&Point], plain: Option<&LineRecall>) -> Vec<u64> {
    plain.map_or_else(Vec::new, |(_, ppts, _)| {
        let (cx, cp) = (common(pts, ppts), common(ppts, pts));
        cp.iter()
            .zip(&cx)
            .filter(|(q, x)| q.recalled() && !x.recalled())
            .filter_map(|(_, x)| x.gap)
            .filter(|&g| g < TRAINED_CONTEXT)
            .collect()
    })
}

/// How much lower (nats per token) the second part's loss must be with the first part than
/// alone for the first part to count as used.
pub const FAR_MARGIN: f64 = 0.05;
/// ... and by at least this share of the most it lowers it at any gap: a drop of 0.15 nats
/// where the first part once saved 3 is a model that has stopped using it.
pub const FAR_SHARE: f64 = 0.25;

/// The far-context reading: per line, from which gap the first part stops lowering the second
/// part's loss (by at least [`FAR_MARGIN`] nats per token below its loss alone).
pub fn far_reading(points: &[Point], lines: &[Line]) -> Vec<Msg> {
    lines
        .iter()
        .filter_map(|l| {
            let alone = points
                .iter()
                .find(|p| p.method == l.method && p.gap.is_none())?;
            let pts = by_gap(points, l);
            if pts.is_empty() {
                return None;
            }
            let best_drop = pts
                .iter()
                .map(|p| alone.loss() - p.loss())
                .fold(0.0, f64::max);
            let needed = FAR_MARGIN.max(FAR_SHARE * best_drop);
            let helps = |p: &&Point| alone.loss() - p.loss() >= needed;
            let first_not = pts.iter().position(|p| !helps(p));
            let last = pts.last().and_then(|p| p.gap).unwrap_or(0);
            // Past the first gap where it does not help: the gaps where it helps again.
            let (again, not_again): (Vec<&&Point>, Vec<&&Point>) = pts
                [first_not.unwrap_or(pts.len())..]
                .iter()
                .partition(|p| helps(p));
            let gaps = |v: &[&&Point]| -> Vec<u64> { v.iter().filter_map(|p| p.gap).collect() };
            // The gaps before the i-th in words: "at 0", or "at every gap up to 4096".
            let upto = |i: usize| {
                let g = place(pts[i - 1].gap.unwrap_or(0));
                if i == 1 {
                    msg!("lab-run-at", gap = g)
                } else {
                    msg!("lab-run-up-to", gap = g)
                }
            };
            let label = l.label.as_str();
            let alone_loss = two(alone.loss());
            let first_gap = place(pts[0].gap.unwrap_or(0));
            let first = match first_not {
                None => msg!(
                    "lab-far-every",
                    label = label,
                    alone = alone_loss,
                    place = place(last)
                ),
                Some(0) if again.is_empty() => msg!(
                    "lab-far-none",
                    label = label,
                    alone = alone_loss,
                    place = first_gap
                ),
                Some(0) => msg!(
                    "lab-far-not-first",
                    label = label,
                    alone = alone_loss,
                    place = first_gap
                ),
                Some(i) if again.is_empty() => msg!(
                    "lab-far-stops",
                    label = label,
                    alone = alone_loss,
                    run = upto(i),
                    place = place(pts[i].gap.unwrap_or(0))
                ),
                Some(i) => msg!(
                    "lab-far-then-not",
                    label = label,
                    alone = alone_loss,
                    run = upto(i),
                    place = place(pts[i].gap.unwrap_or(0))
                ),
            };
            let mut s = vec![first];
            if let (Some(i), false) = (first_not, again.is_empty()) {
                s.push(msg!(
                    "lab-far-patchy",
                    from = pts[i].gap.unwrap_or(0),
                    again = and_list(&gaps(&again)),
                    not_again = and_list(&gaps(&not_again))
                ));
            }
            Some(paragraph(s))
        })
        .chain(std::iter::once(msg!(
            "lab-far-lowers-means",
            share = Arg::num(format!("{:.0}", FAR_SHARE * 100.0), FAR_SHARE * 100.0),
            margin = Arg::num(FAR_MARGIN.to_string(), FAR_MARGIN)
        )))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::base::i18n::en;

    // The functions under test, in English (what the widget shows in English, unchanged).
    fn reading(points: &[Point], lines: &[Line]) -> Vec<String> {
        super::reading(points, lines).iter().map(en).collect()
    }
    fn far_reading(points: &[Point], lines: &[Line]) -> Vec<String> {
        super::far_reading(points, lines).iter().map(en).collect()
    }
    fn warning(c: &Config) -> Option<String> {
        super::warning(c).as_ref().map(en)
    }
    fn progress_text(done: usize, total: usize, elapsed_ms: f64) -> String {
        en(&super::progress_text(done, total, elapsed_ms))
    }
    fn sweep_chart(points: &[Point], lines: &[Line], gaps: &[u64], y: &str) -> LineChart {
        let chart = super::sweep_chart(points, lines, gaps, &en);
        assert_eq!(chart.y.title, "answer: mean ln p per token");
        let _ = y;
        chart
    }
    fn far_chart(points: &[Point], lines: &[Line], gaps: &[u64]) -> LineChart {
        super::far_chart(points, lines, gaps, &en)
    }

    /// The lab's status lines and selectors read in English exactly as the widget wrote them
    /// before they were messages (spaces, plurals, the selected variants).
    #[test]
    fn the_lab_messages_read_as_before() {
        use crate::msg;
        let cases = [
            (msg!("lab-run-time", seconds = Arg::num("1.5", 1.5), workers = 0usize), ", 1.5 s in the worker"),
            (msg!("lab-run-time", seconds = Arg::num("1.5", 1.5), workers = 1usize), ", 1.5 s in the worker"),
            (msg!("lab-run-time", seconds = Arg::num("1.5", 1.5), workers = 3usize), ", 1.5 s in the workers (3 workers)"),
            (msg!("lab-model-loaded-helpers", n = 1usize), "The model is loaded, and 1 more worker share the runs on this machine's spare cores."),
            (msg!("lab-model-loaded-helpers", n = 2usize), "The model is loaded, and 2 more workers share the runs on this machine's spare cores."),
            (msg!("lab-link-asks", points = 1usize), "This link asks to run the experiment below: it computes 1 point in a background worker (from seconds to minutes). Nothing starts until you press Run it."),
            (msg!("lab-link-asks-download", points = 24usize, mb = 98u64), "This link asks to run the experiment below: it downloads the model (98 MB, once; kept by your browser) and computes 24 points in a background worker (from seconds to minutes). Nothing starts until you press Run it."),
            (msg!("lab-cell-range", lowest = Arg::num("-0.12", -0.12), highest = Arg::num("-0.05", -0.05)), " (-0.12 to -0.05)"),
            (msg!("lab-model-label"), "Model: "),
            (msg!("lab-field-file"), "Or open a .txt file: "),
            (msg!("lab-status-gap"), ". "),
            (msg!("model-diff-drop", n = 1usize), "the 1 lowest-frequency pair not rotated (p-RoPE)"),
            (msg!("lab-shown-at", method = "ntk:8", position = 4096u64), "The other views now show ntk:8, with the sentence from position 4096 (they are above the lab)."),
        ];
        for (m, want) in cases {
            assert_eq!(en(&m), want);
        }
        assert_eq!(
            progress_text(3, 12, 3000.0),
            ", 3 of 12 measurements, about 9 s left"
        );
    }

    /// The short-range chart's titles and legend, in English as before.
    #[test]
    fn the_losses_chart_names_its_axes_and_methods() {
        let runs = [Losses {
            method: "current".into(),
            losses: vec![2.0, 1.0],
        }];
        let chart = super::losses_chart(&runs, &en);
        assert_eq!(chart.x.title, "position in the text");
        assert_eq!(chart.y.title, "running mean loss (nats)");
        assert_eq!(chart.legend[0].0, "current");
    }

    /// The range texts and placeholders quote the limits and defaults the checks use.
    #[test]
    fn range_texts_and_placeholders_are_the_limits_and_defaults() {
        assert!(COMPARE_RANGE.contains(&format!(
            "factor 1 to {MAX_COMPARE_FACTOR}), at most {MAX_COMPARE}"
        )));
        assert!(GAPS_RANGE.contains(&format!(
            "at most {MAX_GAPS} whole numbers of positions from 0 to {MAX_GAP}"
        )));
        assert!(LAB_TEXT_RANGE.contains(&format!("up to {MAX_LAB_TEXT} characters")));
        let gaps: Vec<String> = DEFAULT_GAPS.iter().map(u64::to_string).collect();
        assert_eq!(DEFAULT_GAPS_TEXT, gaps.join(","));
        assert_eq!(
            format_compare(&Some(default_compare())),
            DEFAULT_COMPARE_TEXT
        );
    }

    #[test]
    fn compare_items_parse_and_print_back() {
        for s in ["none", "ntk:8", "yarn:2.5", "linear:8", "llama3:8"] {
            assert_eq!(Compare::parse(s).unwrap().label(), s);
        }
        for s in [
            "ntk",
            "none:2",
            "foo:8",
            "ntk:0.5",
            "ntk:x",
            "dynamic:8",
            "yarn:2000",
            "ntk:NaN",
        ] {
            assert!(Compare::parse(s).is_none(), "{s}");
        }
        assert_eq!(
            default_compare()
                .iter()
                .map(Compare::label)
                .collect::<Vec<_>>(),
            ["none", "linear:8", "ntk:8", "yarn:8"]
        );
    }

    #[test]
    fn runs_follow_the_config() {
        let c = Config::defaults_for(crate::rope::tokens::VectorMode::Model);
        let r = runs(&c).unwrap();
        assert_eq!(r.len(), 5);
        assert_eq!(r[0].label, "current");
        // none equals the current (plain) settings; linear x8 divides every frequency by 8.
        assert_eq!(r[1].settings, r[0].settings);
        let f = |s: &str| -> Vec<f64> {
            let v = json::parse(s).unwrap();
            match v.get("inv_freq") {
                Some(Value::Array(xs)) => xs.iter().map(|x| x.as_f64().unwrap()).collect(),
                _ => panic!("no inv_freq"),
            }
        };
        let (plain, lin) = (f(&r[0].settings), f(&r[2].settings));
        assert_eq!(plain.len(), 32);
        for (a, b) in plain.iter().zip(&lin) {
            assert!((a / 8.0 - b).abs() < 1e-15);
        }
        // YaRN x8 with the model's 8192 positions keeps the fastest pair, has an attention factor.
        let y = json::parse(&r[4].settings).unwrap();
        let af = y.get("attention_factor").unwrap().as_f64().unwrap();
        assert!((af - (0.1 * 8f64.ln() + 1.0)).abs() < 1e-12);
        assert_eq!(f(&r[4].settings)[0], plain[0]);
        // The toy page's d = 16 is refused, naming dim.
        assert_eq!(runs(&Config::default()).unwrap_err().key, Key::Dim);
    }

    #[test]
    fn bad_lab_keys_name_the_key() {
        for (q, key) in [
            ("gaps=1,x", Key::Gaps),
            ("gaps=1,-4", Key::Gaps),
            ("gaps=99999999", Key::Gaps),
            ("compare=ntk:8,warp:2", Key::Compare),
            ("compare=ntk", Key::Compare),
            ("answer=%20%20", Key::Answer),
            ("lab=long", Key::Lab),
            ("run=yes", Key::Run),
        ] {
            let e = Config::from_query(q).unwrap_err();
            assert_eq!(e.key, key, "{q}");
        }
        let long = "x".repeat(MAX_LAB_TEXT + 1);
        assert_eq!(
            Config::from_query(&format!("before={long}"))
                .unwrap_err()
                .key,
            Key::Before
        );
        let ok = Config::from_query("lab=far&gaps=0,10,100&compare=none,ntk:4&run=1&answer=%2042")
            .unwrap()
            .config;
        assert_eq!(ok.lab.experiment, Experiment::Far);
        assert_eq!(gaps(&ok), vec![0, 10, 100]);
        assert!(ok.lab.run);
        assert_eq!(ok.lab.answer, " 42");
        assert_eq!(
            Config::from_query(&ok.to_query()).unwrap().config,
            ok,
            "{}",
            ok.to_query()
        );
    }

    fn line(label: &str, kind: Method) -> Line {
        Line {
            label: label.into(),
            method: label.split(" = ").next().unwrap_or(label).into(),
            kind,
        }
    }

    /// A point of `keys` keys, `ok` of them reproduced, mean ln p `lp`.
    fn pt(m: &str, g: u64, keys: usize, ok: usize, lp: f64) -> Point {
        Point {
            method: m.into(),
            gap: Some(g),
            logprob: lp,
            min: lp - 0.5,
            max: lp + 0.1,
            prob: lp.exp(),
            keys,
            reproduced: ok,
        }
    }

    #[test]
    fn keys_are_drawn_from_the_seed_into_the_texts() {
        // SplitMix64's published first output for seed 0 (the reference C code).
        let mut st = 0u64;
        assert_eq!(splitmix64(&mut st), 0xe220_a839_7b1d_cdaf);
        let a = pass_keys(42, 16);
        assert_eq!(a, pass_keys(42, 16), "the same seed, the same keys");
        assert_eq!(&pass_keys(42, 4)[..], &a[..4], "fewer keys are a prefix");
        assert_ne!(pass_keys(43, 4), a[..4].to_vec());
        assert!(a.iter().all(|k| (10_000..=99_999).contains(k)));
        let mut d = a.clone();
        d.dedup();
        d.sort();
        d.dedup();
        assert_eq!(d.len(), 16, "all different");
        let c = Config::from_query("qk=model&seed=42&keys=3")
            .unwrap()
            .config;
        let t = trials(&c);
        assert_eq!(t.len(), 3);
        for ((b, af, ans), k) in t.iter().zip(&a) {
            let k = format!("{k:05}");
            assert_eq!(b.matches(&k).count(), 2, "{b}");
            assert!(!b.contains(KEY_SLOT) && !af.contains(KEY_SLOT));
            assert_eq!(ans, &format!(" {k}"));
        }
        // The default keys: at least 4; texts with no {key} are one trial, as written.
        assert!(Config::default().lab.keys >= 4);
        let one = Config::from_query("qk=model&before=A&after=B&answer=C&keys=8")
            .unwrap()
            .config;
        assert_eq!(trials(&one), vec![("A".into(), "B".into(), "C".into())]);
        let mine = Config::from_query("qk=model&answer=%20{key}&keys=2&seed=1")
            .unwrap()
            .config;
        assert_eq!(trials(&mine).len(), 2);
        assert_eq!(
            trials(&Config::from_query("lab=far&keys=8").unwrap().config).len(),
            1
        );
        for q in ["keys=0", "keys=17", "keys=x", "seed=-1", "seed=1.5"] {
            assert!(Config::from_query(q).is_err(), "{q}");
        }
        let c = Config::from_query("seed=123&keys=6").unwrap().config;
        assert_eq!(Config::from_query(&c.to_query()).unwrap().config, c);
    }

    #[test]
    fn samples_make_points_over_the_keys() {
        let s = |g: Option<u64>, trial, lp: f64, greedy| Sample {
            method: "none".into(),
            gap: g,
            trial,
            logprob: lp,
            prob: lp.exp(),
            greedy,
        };
        let samples = [
            s(Some(0), 0, -0.1, true),
            s(Some(0), 1, -0.3, true),
            s(Some(4096), 0, -2.0, false),
            s(Some(0), 2, -0.2, false),
            s(Some(0), 2, -9.0, false), // a trial sent twice counts once
            s(None, 0, -3.0, false),
        ];
        let p = points(&samples, 3);
        // gap 4096 has 1 of 3 keys: not a point yet; "alone" is one trial.
        assert_eq!(p.len(), 2);
        assert_eq!(p[0].gap, Some(0));
        assert_eq!((p[0].keys, p[0].reproduced), (3, 2));
        assert!((p[0].logprob + 0.2).abs() < 1e-12);
        assert_eq!((p[0].min, p[0].max), (-0.3, -0.1));
        assert!(p[0].recalled());
        assert_eq!(p[1].gap, None);
        let sample = Sample::from_json(
            r#"{"method":"ntk:8","gap":4096,"trial":2,"mean_logprob":-0.25,"prob":0.3,"greedy":true}"#,
        )
        .unwrap();
        assert_eq!((sample.gap, sample.trial), (Some(4096), 2));
        assert!(Sample::from_json(r#"{"method":"x"}"#).is_none());
        let one = pt("a", 0, 4, 1, -1.0);
        assert!(!one.recalled());
        assert!(pt("a", 0, 4, 2, -1.0).recalled());
        assert_eq!(
            progress_text(3, 12, 3000.0),
            ", 3 of 12 measurements, about 9 s left"
        );
        assert_eq!(progress_text(0, 12, 0.0), ", 0 of 12 measurements");
    }

    #[test]
    fn equal_settings_are_one_line_labelled_as_both() {
        let c = Config::defaults_for(crate::rope::tokens::VectorMode::Model);
        let l = lines(&runs(&c).unwrap());
        assert_eq!(
            l.iter().map(|l| l.label.as_str()).collect::<Vec<_>>(),
            ["current = none", "linear:8", "ntk:8", "yarn:8"]
        );
        assert_eq!(l[0].method, "current");
        assert_eq!(l[0].kind, Method::None);
        let c = Config::from_query("qk=model&scaling=ntk&factor=8")
            .unwrap()
            .config;
        let l = lines(&runs(&c).unwrap());
        assert_eq!(l[0].label, "current = ntk:8");
        assert_eq!(l.len(), 4);
        let ls = lines(&runs(&c).unwrap());
        let full: Vec<Point> = ls
            .iter()
            .flat_map(|l| {
                [
                    pt(&l.method, 0, 4, 4, -0.1),
                    pt(&l.method, 4096, 4, 1, -0.5),
                ]
            })
            .collect();
        let chart = sweep_chart(&full, &ls, &[0, 4096], "y");
        // one legend entry per line, then the marks' key and the trained context
        assert_eq!(chart.legend.len(), 4 + 2);
        assert_eq!(chart.legend[0].0, "current = ntk:8");
        // (the marks' key is drawn in the lines' own colours)
        assert!(
            chart.unseen().iter().all(|u| u.starts_with("filled:")),
            "{:?}",
            chart.unseen()
        );
        // The table: "current" and "ntk:8" are one row per gap, labelled as both, like the
        // chart; lines in order, then by gap.
        let mut both = full.clone();
        both.push(pt("ntk:8", 4096, 4, 1, -0.5));
        both.push(pt("ntk:8", 0, 4, 4, -0.1));
        both.reverse();
        let r = rows(&both, &ls);
        assert_eq!(
            r.iter()
                .map(|(l, p)| format!("{l}@{}", p.gap.unwrap_or(0)))
                .collect::<Vec<_>>(),
            [
                "current = ntk:8@0",
                "current = ntk:8@4096",
                "none@0",
                "none@4096",
                "linear:8@0",
                "linear:8@4096",
                "yarn:8@0",
                "yarn:8@4096"
            ]
        );
        assert!(r.iter().all(|(_, p)| p.method != "ntk:8"));
        // Alone first (far context).
        let far = [
            pt("current", 0, 1, 0, -1.0),
            Point {
                gap: None,
                ..pt("current", 0, 1, 0, -3.0)
            },
        ];
        let r = rows(&far, &ls[..1]);
        assert_eq!((r[0].1.gap, r[1].1.gap), (None, Some(0)));
    }

    /// A run in progress: the legend names only the lines with a point (every legend entry
    /// draws something); the others join it as their points arrive.
    #[test]
    fn a_partial_chart_lists_only_the_lines_with_points() {
        let c = Config::defaults_for(crate::rope::tokens::VectorMode::Model);
        let ls = lines(&runs(&c).unwrap());
        let gaps = DEFAULT_GAPS;
        let partial = [
            pt("current", 0, 4, 4, -0.1),
            pt("current", 2048, 4, 4, -0.2),
            pt("linear:8", 0, 4, 0, -3.0),
            pt("linear:8", 2048, 4, 0, -3.0),
        ];
        let chart = sweep_chart(&partial, &ls, &gaps, "y");
        let names: Vec<&str> = chart.legend.iter().map(|(l, _)| l.as_str()).collect();
        assert_eq!(names.len(), 4, "{names:?}");
        assert_eq!(names[..2], ["current = none", "linear:8"]);
        // (the marks' key is drawn in the lines' own colours)
        assert!(
            chart.unseen().iter().all(|u| u.starts_with("filled:")),
            "{:?}",
            chart.unseen()
        );
        // Colours stay with their line as the others arrive.
        let more = [&partial[..], &[pt("yarn:8", 0, 4, 4, -0.1)]].concat();
        let chart2 = sweep_chart(&more, &ls, &gaps, "y");
        assert_eq!(chart2.legend[2], ("yarn:8".into(), Mark::Line(ink(3))));
        // No point yet: only the trained context.
        let empty = sweep_chart(&[], &ls, &gaps, "y");
        assert_eq!(empty.legend.len(), 1, "{:?}", empty.legend);
        let far = far_chart(&partial[..2], &ls, &gaps);
        assert_eq!(
            far.legend
                .iter()
                .map(|(l, _)| l.as_str())
                .collect::<Vec<_>>(),
            ["current = none", "trained context (8192)"]
        );
    }

    /// The default gaps, 0 to 32768, spread evenly over the chart's width (on a log axis 2048
    /// to 32768 took its right third), each labelled; the trained context's mark between 7168
    /// and 16384, nearer 7168.
    #[test]
    fn the_gap_axis_spreads_the_default_gaps() {
        let places = gap_places(&DEFAULT_GAPS);
        assert_eq!(places, DEFAULT_GAPS.to_vec());
        let chart = sweep_chart(&[], &[], &DEFAULT_GAPS, "y");
        let f: Vec<f64> = DEFAULT_GAPS
            .iter()
            .map(|&g| chart.x.fraction(gap_x(&places, g)))
            .collect();
        for w in f.windows(2) {
            assert!((w[1] - w[0] - 1.0 / 6.0).abs() < 1e-9, "{f:?}");
        }
        assert!(f[0] > 0.0 && f[5] < 1.0);
        assert_eq!(
            chart
                .x
                .ticks
                .iter()
                .map(|t| t.label.as_str())
                .collect::<Vec<_>>(),
            ["0", "2048", "6144", "7168", "16384", "32768"]
        );
        let Series::VLine { x, .. } = chart.series[0] else {
            panic!()
        };
        assert!(x > 3.0 && x < 3.5, "trained context at {x}");
        // Gaps all inside the trained context: the trained context gets its own place, last.
        let inside = gap_places(&[0, 4096, 1024]);
        assert_eq!(inside, [0, 1024, 4096, 8192]);
        assert_eq!(gap_x(&inside, TRAINED_CONTEXT), 3.0);
        // All past it: first.
        assert_eq!(gap_places(&[20000, 10000]), [8192, 10000, 20000]);
        // Many gaps: at most 12 labels.
        let many: Vec<u64> = (0..24).map(|i| i * 1000).collect();
        let axis = far_chart(&[], &[], &many).x;
        assert!(axis.ticks.len() <= 12 && axis.ticks[0].label == "0");
    }

    #[test]
    fn the_lab_warns_when_the_settings_make_it_meaningless() {
        let q = |s: &str| Config::from_query(s).unwrap().config;
        assert_eq!(warning(&q("qk=model")), None);
        assert_eq!(warning(&q("qk=model&scaling=yarn&factor=8")), None);
        let off = warning(&q("qk=model&rope=off")).unwrap();
        assert!(off.starts_with("RoPE is off"), "{off}");
        assert!(warning(&q("qk=model&layout=half"))
            .unwrap()
            .contains("interleaved"));
        let base = warning(&q("qk=model&base=10000")).unwrap();
        assert!(base.contains("base 10000"), "{base}");
        // The fix the button applies: the model's RoPE back, the lab's keys kept.
        let c = q("qk=model&rope=off&layout=half&gaps=0,5&seed=3&lab=far");
        let fixed = c.with_trained_rope();
        assert_eq!(warning(&fixed), None);
        assert_eq!(
            (fixed.lab.gaps.clone(), fixed.lab.seed, fixed.lab.experiment),
            (c.lab.gaps, c.lab.seed, c.lab.experiment)
        );
    }

    /// Points of two or more lines at the same gaps: `rows` holds, per gap, each line's keys
    /// reproduced (of 4).
    fn sweep(gaps: &[u64], lines: &[&str], rows: &[&[usize]]) -> Vec<Point> {
        let mut v = Vec::new();
        for (g, row) in gaps.iter().zip(rows) {
            for (m, ok) in lines.iter().zip(row.iter()) {
                v.push(pt(m, *g, 4, *ok, -0.2));
            }
        }
        v
    }

    #[test]
    fn the_reading_says_what_the_points_show() {
        let ls = [
            line("current = none", Method::None),
            line("linear:8", Method::Linear),
            line("ntk:8", Method::Ntk),
            line("yarn:8", Method::Yarn),
        ];
        let mut pts = Vec::new();
        for (g, plain, lp, lin, ntk, yarn) in [
            (0, 4, -0.1, 0, 4, 4),
            (4096, 4, -0.3, 0, 4, 4),
            (8192, 1, -1.4, 0, 4, 1),
            (16384, 0, -3.0, 0, 3, 0),
            (32768, 0, -3.1, 0, 0, 0),
        ] {
            pts.push(pt("current", g, 4, plain, lp));
            pts.push(pt("linear:8", g, 4, lin, -3.0));
            pts.push(pt("ntk:8", g, 4, ntk, -0.2));
            pts.push(pt("yarn:8", g, 4, yarn, -0.2));
        }
        let r = reading(&pts, &ls);
        let all = r.join(" ");
        assert_eq!(r[0], "current = none: the key is recalled at every gap up to 4096 (inside the 8192 trained positions), and at no gap from 8192 (past the 8192 trained positions). Mean ln p per answer token: -0.10 at 0, -3.10 at 32768; the steepest fall, 1.60, from 8192 to 16384. (9 of 20 answers exact over 5 gaps x 4 keys.)");
        assert!(
            r[1].starts_with(
                "linear:8: the key is not recalled at any gap tried, not even at 0 (inside"
            ),
            "{}",
            r[1]
        );
        assert!(
            r[2].contains("recalled at every gap up to 16384 (past"),
            "{}",
            r[2]
        );
        for want in [
            "ntk:8 recalls the key at every gap up to 16384, further than current = none (at every gap up to 4096).",
            "linear:8 does not recall the key even at 0, where current = none does.",
            "yarn:8 recalls the key at every gap up to 4096, as current = none does.",
            "Why plain RoPE stops",
            "Why linear:8 fails even at 0",
            "Why ntk:8 goes further",
        ] {
            assert!(all.contains(want), "{want}\n{all}");
        }
        assert!(!all.contains("Why yarn:8"), "{all}");

        // Plain RoPE that never fails: no cause.
        let ok: Vec<Point> = [0, 16384]
            .iter()
            .map(|&g| pt("current", g, 4, 4, -0.1))
            .collect();
        let r = reading(&ok, &ls[..1]);
        assert_eq!(r, ["current = none: the key is recalled at every gap tried, up to 16384 (past the 8192 trained positions). Mean ln p per answer token: -0.10 at 0, -0.10 at 16384. (8 of 8 answers exact over 2 gaps x 4 keys.)"]);
        // Plain RoPE failing inside the context, then recalled again: patchy, named as such.
        let early = [
            pt("current", 0, 4, 4, -0.1),
            pt("current", 1024, 4, 0, -2.0),
            pt("current", 2048, 4, 3, -0.4),
        ];
        let r = reading(&early, &ls[..1]);
        assert_eq!(r.len(), 2, "{r:?}");
        assert!(r[0].starts_with("current = none: the key is recalled at 0 (inside the 8192 trained positions), not at 1024 (inside the 8192 trained positions). From 1024 on, patchy: recalled at 2048 but not at 1024."), "{}", r[0]);
        assert!(
            r[1].starts_with("Plain RoPE fails here before the end of its 8192 trained positions"),
            "{}",
            r[1]
        );
        // As the model measures (docs/long-context.md): plain RoPE stops at 7168, inside the
        // trained context; NTK x8 goes on to 16384. No "past the trained context" cause for
        // plain RoPE; NTK's cause, since it recalls further.
        let m = sweep(
            &[0, 6144, 7168, 16384, 32768],
            &["current", "ntk:8"],
            &[&[4, 4], &[4, 3], &[0, 3], &[0, 4], &[0, 0]],
        );
        let all = reading(&m, &[ls[0].clone(), ls[2].clone()]).join(" ");
        assert!(
            all.contains("and at no gap from 7168 (inside the 8192 trained positions)"),
            "{all}"
        );
        assert!(!all.contains("Why plain RoPE stops"), "{all}");
        assert!(
            all.contains("Plain RoPE fails here before the end"),
            "{all}"
        );
        assert!(all.contains("Why ntk:8 goes further"), "{all}");
        // One key: no count sentence; no points: nothing.
        let r = reading(&[pt("current", 0, 1, 1, -0.1)], &ls[..1]);
        assert!(!r[0].contains("answers exact"));
        assert!(reading(&[], &ls).is_empty());
    }

    /// A run of the built page: YaRN x8 got 0 of 4 at 6144 and 7168 (inside the trained
    /// context), where plain RoPE recalled the key, and 4 of 4 past it, where plain RoPE did
    /// not. The reading said "yarn:8 recalls the key at larger gaps than none" (it compared the
    /// largest gap recalled alone); every sentence must hold at every gap.
    #[test]
    fn a_patchy_method_is_never_said_to_reach_larger_gaps() {
        let ls = [
            line("current = none", Method::None),
            line("yarn:8", Method::Yarn),
        ];
        let gaps = [0, 2048, 6144, 7168, 16384, 32768];
        let m = sweep(
            &gaps,
            &["current", "yarn:8"],
            &[&[4, 4], &[4, 4], &[4, 0], &[4, 0], &[0, 4], &[0, 4]],
        );
        let r = reading(&m, &ls);
        let all = r.join(" ");
        assert!(!all.contains("larger gaps"), "{all}");
        assert!(!all.contains("further"), "{all}");
        // Its misses inside the trained context get their cause; it never "goes further".
        assert!(!all.contains("Why yarn:8 goes further"), "{all}");
        assert!(all.contains("Why yarn:8 misses at 6144 and 7168, inside the trained context where plain RoPE recalls"), "{all}");
        assert!(r[0].starts_with("current = none: the key is recalled at every gap up to 7168 (inside the 8192 trained positions), and at no gap from 16384 (past the 8192 trained positions)."), "{}", r[0]);
        assert!(r[1].starts_with("yarn:8: the key is recalled at every gap up to 2048 (inside the 8192 trained positions), not at 6144 (inside the 8192 trained positions). From 6144 on, patchy: recalled at 16384 and 32768 but not at 6144 and 7168."), "{}", r[1]);
        assert!(all.contains("yarn:8 recalls the key at every gap up to 2048, less far than current = none (at every gap up to 7168). yarn:8 also recalls it at 16384 and 32768, where current = none does not."), "{all}");
        assert!(all.contains("Why plain RoPE stops"), "{all}");

        // The lab's default run as measured in the browser (seed 7, 4 keys): plain RoPE noisy
        // at 2048; YaRN x8 irregular. Each line's gaps the other does not recall are named.
        let m = sweep(
            &gaps,
            &["current", "yarn:8"],
            &[&[4, 4], &[1, 4], &[4, 0], &[0, 0], &[0, 1], &[0, 4]],
        );
        let r = reading(&m, &ls);
        assert!(r[0].starts_with("current = none: the key is recalled at 0 (inside the 8192 trained positions), not at 2048 (inside the 8192 trained positions). From 2048 on, patchy: recalled at 6144 but not at 2048, 7168, 16384 and 32768."), "{}", r[0]);
        assert!(r[1].starts_with("yarn:8: the key is recalled at every gap up to 2048 (inside the 8192 trained positions), not at 6144 (inside the 8192 trained positions). From 6144 on, patchy: recalled at 32768 but not at 6144, 7168 and 16384."), "{}", r[1]);
        let all = r.join(" ");
        assert!(all.contains("yarn:8 recalls the key at every gap up to 2048, further than current = none (at 0). yarn:8 also recalls it at 32768, where current = none does not. current = none recalls it at 6144, where yarn:8 does not."), "{all}");
        assert!(!all.contains("Why yarn:8 goes further"), "{all}");
        assert!(all.contains("Why yarn:8 misses at 6144,"), "{all}");
        assert!(
            all.contains("Plain RoPE fails here before the end"),
            "{all}"
        );

        // A run in progress: lines are compared at the gaps both have, never "further" for
        // gaps one of them has not reached yet.
        let mut m = sweep(&[0], &["current", "yarn:8"], &[&[4, 4]]);
        m.extend(sweep(&[2048, 6144], &["current"], &[&[4], &[4]]));
        let all = reading(&m, &ls).join(" ");
        assert!(
            all.contains("yarn:8 recalls the key at 0, as current = none does."),
            "{all}"
        );
        assert!(
            !all.contains("further") && !all.contains("less far"),
            "{all}"
        );
    }

    #[test]
    fn far_context_reads_in_loss_with_its_baseline() {
        let ls = [
            line("current = none", Method::None),
            line("ntk:8", Method::Ntk),
        ];
        let f = |m: &str, g: Option<u64>, loss: f64| Point {
            gap: g,
            ..pt(m, 0, 1, 0, -loss)
        };
        let pts = [
            f("current", None, 3.0),
            f("current", Some(0), 1.0),
            f("current", Some(4096), 2.0),
            f("current", Some(16384), 2.98),
            f("ntk:8", None, 3.0),
            f("ntk:8", Some(0), 3.5),
        ];
        let r = far_reading(&pts, &ls);
        assert_eq!(r[0], "current = none: the first part lowers the second part's loss (alone 3.00 nats per token) at every gap up to 4096 (inside the 8192 trained positions), and at no gap from 16384 (past the 8192 trained positions).");
        // Lower again past a gap where it was not: patchy, never "stops from".
        let patchy = [
            f("current", None, 3.0),
            f("current", Some(0), 1.0),
            f("current", Some(4096), 3.0),
            f("current", Some(16384), 2.0),
        ];
        assert_eq!(far_reading(&patchy, &ls[..1])[0], "current = none: the first part lowers the second part's loss (alone 3.00 nats per token) at 0 (inside the 8192 trained positions), not at 4096 (inside the 8192 trained positions). From 4096 on, patchy: it lowers it at 16384 but not at 4096.");
        // A drop that is a sliver of the method's best (0.15 of 3 nats) is not "lowers".
        let sliver = [
            f("ntk:8", None, 5.4),
            f("ntk:8", Some(0), 2.4),
            f("ntk:8", Some(16384), 3.4),
            f("ntk:8", Some(32768), 5.25),
        ];
        let r2 = far_reading(&sliver, &ls[1..]);
        assert!(
            r2[0].contains("at every gap up to 16384") && r2[0].contains("at no gap from 32768"),
            "{}",
            r2[0]
        );
        assert!(r2.last().is_some_and(|d| d.contains("25 %")), "{r2:?}");
        assert!(
            r[1].contains("does not lower") && r[1].contains("not even at 0"),
            "{}",
            r[1]
        );
        let gaps = [0, 4096, 16384];
        let chart = far_chart(&pts, &ls, &gaps);
        assert!(chart.y.title.contains("loss"));
        assert!(chart
            .legend
            .iter()
            .any(|(l, m)| l == "current = none: alone" && matches!(m, Mark::Dashed(_))));
        // the baseline: a dashed line across the whole gap axis at the loss alone
        assert!(chart.series.iter().any(|s| matches!(s, Series::Line { points, dashed: true, .. }
            if points.len() == 2 && points[0].1 == 3.0 && points[1].1 == 3.0 && points[0].0 == chart.x.lo && points[1].0 == chart.x.hi)));
        let csv = points_csv(&pts);
        assert!(csv.contains("current,alone,1,0,-3.000000"), "{csv}");
        // A click finds the point drawn as a loss.
        let rect = chart.plot_rect(800.0, 300.0);
        let at = chart.to_px(rect, (gap_x(&gap_places(&gaps), 4096), 2.0));
        assert_eq!(
            point_at(&chart, &pts, &gaps, true, 800.0, 300.0, at),
            Some(("current".into(), 4096))
        );
    }

    #[test]
    fn the_pass_key_chart_draws_the_mean_range_and_recall() {
        let ls = [line("none", Method::None), line("ntk:8", Method::Ntk)];
        let pts = [
            pt("none", 0, 4, 4, -1.0),
            pt("none", 8192, 4, 0, -3.0),
            pt("none", 4096, 4, 2, -1.5),
            pt("ntk:8", 0, 4, 1, -2.0),
        ];
        let gaps = [0, 4096, 8192];
        let chart = sweep_chart(&pts, &ls, &gaps, "y");
        let Series::Line { points, .. } = &chart.series[1] else {
            panic!()
        };
        assert_eq!(points.len(), 3);
        assert!(points.windows(2).all(|w| w[0].0 < w[1].0));
        let filled = chart
            .series
            .iter()
            .filter(|s| matches!(s, Series::Marker { .. }))
            .count();
        assert_eq!(filled, 2, "recalled: 4 of 4 and 2 of 4");
        // the range bars: one per point of several keys, from its lowest to its highest key
        let bars = chart
            .series
            .iter()
            .filter(|s| matches!(s, Series::Line { points, width: 1, .. } if points.len() == 2 && points[0].0 == points[1].0))
            .count();
        assert_eq!(bars, 4);
        assert!(chart.y.lo <= -3.5);
        assert_eq!(chart.x.ticks[0].label, "0");
        let rect = chart.plot_rect(800.0, 300.0);
        let at = chart.to_px(rect, (gap_x(&gap_places(&gaps), 8192), -3.0));
        assert_eq!(
            point_at(
                &chart,
                &pts,
                &gaps,
                false,
                800.0,
                300.0,
                (at.0 + 3.0, at.1 - 2.0)
            ),
            Some(("none".into(), 8192))
        );
        assert_eq!(
            point_at(
                &chart,
                &pts,
                &gaps,
                false,
                800.0,
                300.0,
                (at.0, at.1 + 100.0)
            ),
            None
        );
        let csv = points_csv(&pts);
        assert_eq!(csv.lines().count(), 5);
        assert!(
            csv.contains("none,8192,4,0,-3.000000,-3.500000,-2.900000,"),
            "{csv}"
        );
        let l = Losses {
            method: "x".into(),
            losses: vec![1.0, 3.0, 2.0],
        };
        assert_eq!(l.running_mean(), vec![1.0, 2.0, 2.0]);
    }
}
