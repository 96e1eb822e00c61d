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

use super::chart::{tick_label, Axis, Ink, LineChart, Mark, Scale, Series, Tick};
use super::model_lab::rope_settings;
use crate::rope::io::json::{self, Value};
use crate::rope::maths::scaling::Method;
use crate::rope::settings::config::Config;
use crate::rope::settings::error::{ConfigError, Key};
use crate::rope::settings::named::named_enum;
use crate::rope::settings::scene::Scene;

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
    pub fn label(self) -> &'static str {
        match self {
            Experiment::Passkey => "Pass key across a gap",
            Experiment::Far => "Far context",
            Experiment::Short => "The price at short range",
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
                crate::rope::settings::config::format_f64(f)
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

    /// The current config with this method and factor (its other keys as they are).
    pub fn config(&self, c: &Config) -> Config {
        let mut next = c.clone();
        next.scaling = self.method;
        if let Some(f) = self.factor {
            next.factor = f;
        }
        next
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
/// Most tokens the model runs at once in the lab (the short-range text is cut there).
pub const MAX_LAB_TOKENS: usize = 1024;
/// The model's trained context, marked on the chart.
pub const TRAINED_CONTEXT: u64 = crate::rope::settings::limits::MODEL_CONTEXT;

pub const COMPARE_RANGE: &str = concat!(
    "a comma list of none or method:factor (method linear, ntk, yarn or llama3; factor 1 to ",
    max_compare_factor!(),
    "), at most ",
    max_compare!()
);
pub const GAPS_RANGE: &str = concat!(
    "a comma list of at most ",
    max_gaps!(),
    " whole numbers of positions from 0 to ",
    max_gap!()
);
pub const LAB_TEXT_RANGE: &str = concat!(
    "empty (the default text) or a text of up to ",
    max_lab_text!(),
    " characters, not only spaces"
);
pub const RUN_RANGE: &str = "1 (run once the model is loaded) or 0";

/// The default gap grid: 0, then doublings from 1024 to 65,536 (8 gaps, log-spaced).
pub const DEFAULT_GAPS: [u64; 8] = [0, 1024, 2048, 4096, 8192, 16384, 32768, 65536];
/// [`DEFAULT_GAPS`] as the gaps field shows them (checked equal in the tests).
pub const DEFAULT_GAPS_TEXT: &str = "0,1024,2048,4096,8192,16384,32768,65536";

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

/// The default pass-key text for a five-digit key: (before, after, answer). Each is tokenized
/// on its own, so the answer's tokens do not depend on the text before it.
pub fn passkey_texts(key: u32) -> (String, String, String) {
    (
        format!("The pass key is {key:05}. Remember it. The pass key is {key:05}."),
        " What is the pass key? The pass key is".to_string(),
        format!(" {key:05}"),
    )
}

/// The default far-context texts: a first part that the second part needs (names and facts
/// the second repeats), and the second part, whose loss is measured.
pub const FAR_BEFORE: &str = "Mira Okonkwo keeps bees on the roof of the Halvorsen library in Tromsø. Her three hives are called Juniper, Basalt and Quill.";
pub const FAR_AFTER: &str = " Every spring Mira Okonkwo checks Juniper, Basalt and Quill on the roof of the Halvorsen library in Tromsø.";

/// The lab's texts for the current config: the config's own, or the defaults (`key` is the
/// pass key of the default pass-key text).
pub fn texts(c: &Config, key: u32) -> (String, String, String) {
    let (b, a, ans) = match c.lab {
        Experiment::Far => (FAR_BEFORE.into(), FAR_AFTER.into(), String::new()),
        _ => passkey_texts(key),
    };
    let or = |v: &String, d: String| if v.is_empty() { d } else { v.clone() };
    (or(&c.before, b), or(&c.after, a), or(&c.answer, ans))
}

/// The gaps the config asks for.
pub fn gaps(c: &Config) -> Vec<u64> {
    c.gaps.clone().unwrap_or_else(|| DEFAULT_GAPS.to_vec())
}

/// The methods the config asks for, after the current settings.
pub fn compare(c: &Config) -> Vec<Compare> {
    c.compare.clone().unwrap_or_else(default_compare)
}

/// Checks the lab keys (called by `Config::validate`).
pub fn validate(c: &Config) -> Result<(), ConfigError> {
    for (key, text) in [
        (Key::Before, &c.before),
        (Key::After, &c.after),
        (Key::Answer, &c.answer),
    ] {
        if text.chars().count() > MAX_LAB_TEXT || text.chars().any(|ch| ch == '\0') {
            return Err(ConfigError::new(key, text, LAB_TEXT_RANGE));
        }
    }
    if let Some(g) = &c.gaps {
        if g.is_empty() || g.len() > MAX_GAPS || g.iter().any(|&x| x > MAX_GAP) {
            return Err(ConfigError::new(
                Key::Gaps,
                c.gaps
                    .as_deref()
                    .map(|g| g.iter().map(u64::to_string).collect::<Vec<_>>().join(","))
                    .unwrap_or_default(),
                GAPS_RANGE,
            ));
        }
    }
    if let Some(m) = &c.compare {
        if m.len() > MAX_COMPARE {
            return Err(ConfigError::new(
                Key::Compare,
                format_compare(&c.compare),
                COMPARE_RANGE,
            ));
        }
    }
    Ok(())
}

pub fn format_compare(v: &Option<Vec<Compare>>) -> String {
    v.as_deref()
        .map(|xs| xs.iter().map(Compare::label).collect::<Vec<_>>().join(","))
        .unwrap_or_default()
}

/// One method of a run: its label (`current` or as in `compare=`) and the worker's RoPE
/// settings (JSON of the model crate's `RopeSettings`).
#[derive(Debug, Clone, PartialEq)]
pub struct Run {
    pub label: String,
    pub settings: String,
}

/// The methods to run for config `c`: the current settings first, then each compared method.
/// An error names the key at fault (the model needs d = 64: `dim`).
pub fn runs(c: &Config) -> Result<Vec<Run>, ConfigError> {
    if c.dim != crate::rope::settings::limits::MODEL_HEAD_DIM {
        return Err(ConfigError::new(
            Key::Dim,
            c.dim,
            crate::rope::settings::limits::MODEL_DIM_RANGE,
        ));
    }
    let mut out = vec![Run {
        label: "current".into(),
        settings: rope_settings(&Scene::new(c)),
    }];
    for m in compare(c) {
        let next = m.config(c);
        next.validate()?;
        out.push(Run {
            label: m.label(),
            settings: rope_settings(&Scene::new(&next)),
        });
    }
    Ok(out)
}

/// A checked problem with the lab's inputs, before anything runs: the key and why.
pub fn check_inputs(
    c: &Config,
    before: &str,
    after: &str,
    answer: &str,
) -> Result<(), ConfigError> {
    match c.lab {
        Experiment::Passkey => {
            if answer.trim().is_empty() {
                return Err(ConfigError::new(Key::Answer, answer, LAB_TEXT_RANGE));
            }
            if after.is_empty() {
                return Err(ConfigError::new(Key::After, after, LAB_TEXT_RANGE));
            }
            if before.is_empty() {
                return Err(ConfigError::new(Key::Before, before, LAB_TEXT_RANGE));
            }
        }
        Experiment::Far => {
            if before.is_empty() {
                return Err(ConfigError::new(Key::Before, before, LAB_TEXT_RANGE));
            }
            if after.trim().is_empty() {
                return Err(ConfigError::new(Key::After, after, LAB_TEXT_RANGE));
            }
        }
        Experiment::Short => {}
    }
    Ok(())
}

/// One finished point of a sweep.
#[derive(Debug, Clone, PartialEq)]
pub struct Point {
    pub method: String,
    /// `None`: the far-context baseline (the second part alone).
    pub gap: Option<u64>,
    /// Mean natural-log probability per scored token.
    pub logprob: f64,
    /// The scored text's probability (`exp` of the summed log-probabilities).
    pub prob: f64,
    /// Greedy decoding reproduces the scored tokens exactly.
    pub greedy: bool,
}

impl Point {
    /// Reads a worker's `point` message (as JSON text); `None` when it is not one.
    pub fn from_json(text: &str) -> Option<Point> {
        let v = json::parse(text).ok()?;
        let alone = v.get("alone").and_then(Value::as_bool).unwrap_or(false);
        Some(Point {
            method: v.get("method")?.as_str()?.to_string(),
            gap: if alone {
                None
            } else {
                Some(v.get("gap")?.as_f64().filter(|g| *g >= 0.0)? as u64)
            },
            logprob: v.get("mean_logprob")?.as_f64()?,
            prob: v.get("prob")?.as_f64()?,
            greedy: v.get("greedy")?.as_bool()?,
        })
    }
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

/// The x of a gap on the chart's log axis: `gap + 1`, so that gap 0 has a place (at the left).
pub fn gap_x(g: u64) -> f64 {
    (g + 1) as f64
}

/// The gap axis: log, from 0 to the largest gap, ticks at 0 and the powers of ten.
fn gap_axis(max_gap: u64) -> Axis {
    let hi = gap_x(max_gap.max(TRAINED_CONTEXT * 2));
    let mut ticks = vec![Tick {
        value: 1.0,
        label: "0".into(),
    }];
    let mut p = 10u64;
    while (p as f64) < hi {
        ticks.push(Tick {
            value: gap_x(p),
            label: tick_label(p as f64),
        });
        p *= 10;
    }
    Axis {
        lo: 1.0,
        hi,
        scale: Scale::Log10,
        ticks,
        title: "gap: positions skipped (log scale)".into(),
    }
}

/// The pass-key / far-context chart: one line per method against the gap (log axis), filled
/// marks where greedy decoding reproduces the answer (open where it does not), the trained
/// context marked. `methods` in legend order.
pub fn sweep_chart(points: &[Point], methods: &[String], y_title: &str) -> LineChart {
    let shown: Vec<&Point> = points.iter().filter(|p| p.gap.is_some()).collect();
    let max_gap = shown.iter().filter_map(|p| p.gap).max().unwrap_or(0);
    let (mut lo, mut hi) = shown
        .iter()
        .fold((f64::INFINITY, f64::NEG_INFINITY), |(a, b), p| {
            (a.min(p.logprob), b.max(p.logprob))
        });
    if !lo.is_finite() {
        (lo, hi) = (-10.0, 0.0);
    }
    let y = Axis::linear(lo.min(-1.0).floor(), hi.max(0.0), 5, y_title);
    let mut series = vec![Series::VLine {
        x: gap_x(TRAINED_CONTEXT),
        ink: Ink::Muted,
        dashed: true,
    }];
    let mut legend = Vec::new();
    for (i, m) in methods.iter().enumerate() {
        let mut pts: Vec<&Point> = shown.iter().copied().filter(|p| &p.method == m).collect();
        pts.sort_by_key(|p| p.gap);
        let xy = |p: &&Point| (gap_x(p.gap.unwrap_or(0)), p.logprob);
        series.push(Series::Line {
            points: pts.iter().map(xy).collect(),
            ink: ink(i),
            width: 2,
            dashed: false,
        });
        series.push(Series::Points {
            points: pts.iter().filter(|p| !p.greedy).map(xy).collect(),
            ink: ink(i),
        });
        series.extend(pts.iter().filter(|p| p.greedy).map(|p| Series::Marker {
            at: xy(p),
            ink: ink(i),
        }));
        legend.push((m.clone(), Mark::Line(ink(i))));
    }
    legend.push((
        "marks: filled = greedy reproduces, open = not".into(),
        Mark::Dot(Ink::Fg),
    ));
    legend.push((
        format!("trained context ({TRAINED_CONTEXT})"),
        Mark::Dashed(Ink::Muted),
    ));
    LineChart {
        x: gap_axis(max_gap),
        y,
        series,
        legend,
    }
}

/// The point drawn nearest to `at` (CSS pixels in a canvas of `width` x `height`) within 16 px,
/// as the renderer lays the chart out (`app::draw::line_chart`): its method and gap.
pub fn point_at(
    chart: &LineChart,
    points: &[Point],
    width: f64,
    height: f64,
    at: (f64, f64),
) -> Option<(String, u64)> {
    let rect = chart.plot_rect(width, height);
    points
        .iter()
        .filter_map(|p| {
            let g = p.gap?;
            let (x, y) = chart.to_px(rect, (gap_x(g), p.logprob));
            let d = (x - at.0).hypot(y - at.1);
            (d <= 16.0).then(|| (d, p.method.clone(), g))
        })
        .min_by(|a, b| a.0.total_cmp(&b.0))
        .map(|(_, m, g)| (m, g))
}

/// The points as CSV (one row per point).
pub fn points_csv(points: &[Point]) -> String {
    let mut s = String::from("method,gap,mean_logprob_per_token,probability,greedy_reproduces\n");
    for p in points {
        s.push_str(&format!(
            "{},{},{:.6},{:.6e},{}\n",
            p.method,
            p.gap
                .map(|g| g.to_string())
                .unwrap_or_else(|| "alone".into()),
            p.logprob,
            p.prob,
            p.greedy
        ));
    }
    s
}

/// The points as JSON, with what produced them.
pub fn points_json(c: &Config, texts: (&str, &str, &str), points: &[Point]) -> String {
    let v = json::object([
        ("experiment", Value::from(c.lab.as_str())),
        ("model", Value::from(crate::rope::io::model_run::NAME)),
        (
            "placement",
            Value::from("first text at positions 0.., the rest from len(first) + gap on (position skipping)"),
        ),
        ("before", Value::from(texts.0)),
        ("after", Value::from(texts.1)),
        ("answer", Value::from(texts.2)),
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
                            ("mean_logprob", Value::from(p.logprob)),
                            ("prob", Value::from(p.prob)),
                            ("greedy", Value::from(p.greedy)),
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
        ("model", Value::from(crate::rope::io::model_run::NAME)),
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
pub fn losses_chart(runs: &[Losses]) -> LineChart {
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
        x: Axis::linear(1.0, n as f64, 6, "position in the text"),
        y: Axis::linear(0.0, hi.ceil(), 5, "running mean loss (nats)"),
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

/// What the sweep shows, in words, from the points alone (claims nothing else): per method,
/// the largest gap at which greedy decoding reproduced the answer and the first gap at which
/// it did not.
pub fn summary(points: &[Point], methods: &[String]) -> Vec<String> {
    methods
        .iter()
        .filter_map(|m| {
            let mut pts: Vec<&Point> = points
                .iter()
                .filter(|p| &p.method == m && p.gap.is_some())
                .collect();
            if pts.is_empty() {
                return None;
            }
            pts.sort_by_key(|p| p.gap);
            let ok: Vec<u64> = pts
                .iter()
                .filter(|p| p.greedy)
                .filter_map(|p| p.gap)
                .collect();
            let fail: Vec<u64> = pts
                .iter()
                .filter(|p| !p.greedy)
                .filter_map(|p| p.gap)
                .collect();
            Some(match (ok.is_empty(), fail.is_empty()) {
                (_, true) => format!(
                    "{m}: reproduced at every gap tried (up to {})",
                    pts.last()?.gap?
                ),
                (true, _) => format!(
                    "{m}: not reproduced at any gap tried, not even {}",
                    pts[0].gap?
                ),
                _ => format!(
                    "{m}: reproduced at {} of {} gaps (largest {}), not at {} (smallest {})",
                    ok.len(),
                    pts.len(),
                    ok.iter().max()?,
                    fail.len(),
                    fail.iter().min()?
                ),
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

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
        assert_eq!(ok.lab, Experiment::Far);
        assert_eq!(gaps(&ok), vec![0, 10, 100]);
        assert!(ok.run);
        assert_eq!(ok.answer, " 42");
        assert_eq!(
            Config::from_query(&ok.to_query()).unwrap().config,
            ok,
            "{}",
            ok.to_query()
        );
    }

    #[test]
    fn texts_default_and_points_summarise() {
        let c = Config::default();
        let (b, a, ans) = texts(&c, 7);
        assert_eq!(b.matches("00007").count(), 2);
        assert!(a.contains('?') || a.ends_with("is"));
        assert_eq!(ans, " 00007");
        let p = |m: &str, g, greedy| Point {
            method: m.into(),
            gap: Some(g),
            logprob: -1.0,
            prob: 0.3,
            greedy,
        };
        let pts = [
            p("none", 0, true),
            p("none", 8192, false),
            p("none", 4096, true),
            p("ntk:8", 0, false),
        ];
        let s = summary(&pts, &["none".into(), "ntk:8".into()]);
        assert_eq!(
            s[0],
            "none: reproduced at 2 of 3 gaps (largest 4096), not at 1 (smallest 8192)"
        );
        assert_eq!(s[1], "ntk:8: not reproduced at any gap tried, not even 0");
        let csv = points_csv(&pts);
        assert_eq!(csv.lines().count(), 5);
        assert!(csv.contains("none,8192,-1.000000,"));
        let chart = sweep_chart(&pts, &["none".into(), "ntk:8".into()], "y");
        // the trained context, then per method: line, open marks, a filled mark per greedy point
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
        assert_eq!(filled, 2);
        assert_eq!(chart.x.ticks[0].label, "0");
        // A click on a drawn point finds it; a click far from every point finds none.
        let rect = chart.plot_rect(800.0, 300.0);
        let at = chart.to_px(rect, (gap_x(8192), -1.0));
        assert_eq!(
            point_at(&chart, &pts, 800.0, 300.0, (at.0 + 3.0, at.1 - 2.0)),
            Some(("none".into(), 8192))
        );
        assert_eq!(
            point_at(&chart, &pts, 800.0, 300.0, (at.0, at.1 + 100.0)),
            None
        );
        let l = Losses {
            method: "x".into(),
            losses: vec![1.0, 3.0, 2.0],
        };
        assert_eq!(l.running_mean(), vec![1.0, 2.0, 2.0]);
        let pt = Point::from_json(
            r#"{"method":"ntk:8","gap":4096,"mean_logprob":-0.25,"prob":0.3,"greedy":true}"#,
        )
        .unwrap();
        assert_eq!(pt.gap, Some(4096));
        assert!(Point::from_json(r#"{"method":"x"}"#).is_none());
    }
}
