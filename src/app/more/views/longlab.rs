//! `View::Longlab` (a part, in `app::more`): the long-context lab. The real model with texts
//! placed at chosen positions (position skipping), the worker's sweep streamed back point by
//! point (model: `rope::view::longlab`; the worker protocol: model/web/worker.js). It shares the model's
//! worker with the real-model lab (`app::model`), and loads the model with its progress bar.
//!
//! The component owns the lab's signals ([`Lab`]) and the values derived from them; the parts
//! the reader sees, top to bottom, are in `controls` (the model, the experiment, its texts, Run
//! and where the run stands) and `results` (the reading, the chart, the tables); the worker
//! side is in `run`.

mod controls;
mod results;
mod run;

use leptos::prelude::*;

use crate::app::i18n::{t, tf};
use crate::app::state::use_store;
use crate::msg;

use crate::app::state::{AppState, View};
use crate::rope::view::chart::LineChart;
use crate::rope::view::longlab::{self as lab, Compare, Experiment, Line, Losses, Point, Sample};
use crate::rope::Config;
use controls::{ExperimentPicker, Intro, LabFields, LinkAsk, ModelLine, RunControls, RunLine};
use results::{LabChart, LossesTable, PointsTable, Reading, Shown};

/// Where a run stands (`data-testid="lab-status"`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum RunStatus {
    Idle,
    /// Run was pressed before the model was loaded: it loads, then the run starts.
    Waiting,
    Running,
    /// Cancel was pressed: the workers are about to be terminated.
    Cancelling,
    Done,
    Cancelled,
    Failed,
}

impl RunStatus {
    fn word(self) -> String {
        t(match self {
            RunStatus::Idle => "lab-status-idle",
            RunStatus::Waiting => "lab-status-waiting",
            RunStatus::Running => "lab-status-running",
            RunStatus::Cancelling => "lab-status-cancelling",
            RunStatus::Done => "lab-status-done",
            RunStatus::Cancelled => "lab-status-cancelled",
            RunStatus::Failed => "lab-status-failed",
        })
    }
}

/// What one run asked for (kept for the downloads and the legend).
#[derive(Debug, Clone, PartialEq)]
struct Asked {
    config: Config,
    texts: (String, String, String),
    methods: Vec<String>,
    /// The chart's lines: methods with equal settings drawn once.
    lines: Vec<Line>,
    /// Trials per point (pass keys).
    keys: usize,
    /// Measurements in all (method x gap x key, or methods for the short range).
    total: usize,
}

/// The lab's signals, owned by [`LongLab`] and passed down to its parts.
#[derive(Clone, Copy)]
struct Lab {
    /// Workers still running the current run (the model's own and the helpers used).
    pending: RwSignal<usize>,
    /// How many workers the last run used (`data-workers` on the status).
    workers: RwSignal<usize>,
    cancelled: StoredValue<bool>,
    helpers: StoredValue<Vec<run::Helper>, LocalStorage>,
    /// Helpers with the model loaded.
    helpers_ready: RwSignal<usize>,
    status: RwSignal<RunStatus>,
    samples: RwSignal<Vec<Sample>>,
    /// When the run started (`performance.now()`, ms), for the time left.
    started: StoredValue<f64>,
    losses: RwSignal<Vec<Losses>>,
    asked: RwSignal<Option<Asked>>,
    error: RwSignal<Option<String>>,
    /// The worker's time for the whole run, ms.
    ms: RwSignal<Option<f64>>,
    /// What the last "Show" changed, and where the views are.
    shown: RwSignal<Option<String>>,
}

fn now_ms() -> f64 {
    web_sys::window()
        .and_then(|w| w.performance())
        .map_or(0.0, |p| p.now())
}

/// The default short-range text: ropescope's own words (the views' captions, in page order).
fn lesson_text() -> String {
    // The model reads English: the captions in English whatever the learner's language.
    let english = crate::rope::base::i18n::english();
    View::ALL
        .iter()
        .filter_map(|&v| crate::app::more::views::caption_id(v))
        .map(|id| english.t(id))
        .collect::<Vec<_>>()
        .join(" ")
}

/// "ntk:8" -> the config that draws it (the current config for `current`).
fn config_of(c: &Config, method: &str) -> Config {
    match Compare::parse(method) {
        Some(m) if method != "current" => m.config(c),
        _ => c.clone(),
    }
}

fn fmt4(x: f64) -> String {
    format!("{x:.4}")
}

impl Lab {
    fn new() -> Lab {
        Lab {
            pending: RwSignal::new(0),
            workers: RwSignal::new(0),
            cancelled: StoredValue::new(false),
            helpers: StoredValue::new_local(Vec::new()),
            helpers_ready: RwSignal::new(0),
            status: RwSignal::new(RunStatus::Idle),
            samples: RwSignal::new(Vec::new()),
            started: StoredValue::new(0.0),
            losses: RwSignal::new(Vec::new()),
            asked: RwSignal::new(None),
            error: RwSignal::new(None),
            ms: RwSignal::new(None),
            shown: RwSignal::new(None),
        }
    }

    /// A run is under way or about to be (Run is disabled).
    fn busy(&self) -> bool {
        matches!(
            self.status.get(),
            RunStatus::Running | RunStatus::Cancelling | RunStatus::Waiting
        )
    }

    /// Measurements received and expected in all.
    fn progress(&self, experiment: Memo<Experiment>) -> (usize, usize) {
        let done = match experiment.get() {
            Experiment::Short => self.losses.with(Vec::len),
            _ => self.samples.with(Vec::len),
        };
        let total = self.asked.with(|a| a.as_ref().map_or(0, |a| a.total));
        (done, total)
    }

    /// "Show": the other views show `method` (and the sentence from position `gap`).
    fn show(&self, state: AppState, method: String, gap: Option<u64>) {
        let c = state.config.get_untracked();
        let mut next = config_of(&c, &method);
        if let Some(g) = gap {
            // The sentence from the position the question sat at (as far as the page goes).
            next.sentence.offset = g.min(crate::rope::limits::MAX_POSITION - 64);
        }
        if next.validate().is_ok() {
            state.replace(next);
            let what = tf(&match gap {
                Some(g) => msg!("lab-shown-at", method = method.as_str(), position = g),
                None => msg!("lab-shown", method = method.as_str()),
            });
            state
                .notice
                .set(Some(msg!("notice-as-sent", text = what.clone())));
            self.shown.set(Some(what));
        }
    }

    /// The last run's points (pass keys: the keys of each gap together).
    fn points(self) -> Memo<Vec<Point>> {
        Memo::new(move |_| {
            let keys = self.asked.with(|a| a.as_ref().map_or(1, |a| a.keys));
            self.samples.with(|s| lab::points(s, keys))
        })
    }

    /// The last run's chart (`None` before the first run).
    fn chart(self, points: Memo<Vec<Point>>) -> Memo<Option<LineChart>> {
        Memo::new(move |_| {
            self.asked.with(|a| {
                let a = a.as_ref()?;
                Some(match a.config.lab.experiment {
                    Experiment::Short => self.losses.with(|l| lab::losses_chart(l, &tf)),
                    Experiment::Far => {
                        points.with(|p| lab::far_chart(p, &a.lines, &lab::gaps(&a.config), &tf))
                    }
                    Experiment::Passkey => {
                        points.with(|p| lab::sweep_chart(p, &a.lines, &lab::gaps(&a.config), &tf))
                    }
                })
            })
        })
    }

    /// The reading of the last run's points, a sentence each.
    fn summary(self, points: Memo<Vec<Point>>) -> Memo<Vec<String>> {
        Memo::new(move |_| {
            self.asked.with(|a| {
                a.as_ref()
                    .map(|a| {
                        points
                            .with(|p| match a.config.lab.experiment {
                                Experiment::Far => lab::far_reading(p, &a.lines),
                                _ => lab::reading(p, &a.lines),
                            })
                            .iter()
                            .map(tf)
                            .collect()
                    })
                    .unwrap_or_default()
            })
        })
    }
}

/// The caption under the view's title: what it shows and how to read it.
pub const CAPTION: &str = "lab-caption";

/// The view as the on-demand module mounts it (`build.rs` dispatches each part's name here).
pub fn part() -> AnyView {
    view! { <LongLab /> }.into_any()
}

#[component]
pub fn LongLab() -> impl IntoView {
    let state = use_store();
    let lab = crate::app::more::use_lab();
    let me = Lab::new();
    me.connect(state, lab);
    let experiment = Memo::new(move |_| state.config.with(|c| c.lab.experiment));
    let points = me.points();
    let chart = me.chart(points);
    let summary = me.summary(points);

    view! {
        <div class="longlab" data-testid="longlab">
            <Intro />
            <ModelLine me />
            <ExperimentPicker experiment />
            <LabFields experiment />
            <LinkAsk me />
            <RunControls me experiment points />
            <RunLine me experiment />
            <Reading summary />
            <LabChart me experiment chart points summary />
            <Shown me />
            <PointsTable me experiment points />
            <LossesTable me experiment />
        </div>
    }
}
