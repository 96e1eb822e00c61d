//! `View::Longlab` (a part, in `app::more`): the long-context lab. The real model with texts
//! placed at chosen positions (position skipping), the worker's sweep streamed back point by
//! point (model: `rope::view::longlab`; the worker protocol: model/web/worker.js). It shares the model's
//! worker with the real-model lab (`app::model`), and loads the model with its progress bar.

use std::rc::Rc;

use leptos::html::Canvas;
use leptos::prelude::*;
use wasm_bindgen::JsValue;

use crate::app::download::download_text;
use crate::app::field::Field;
use crate::app::more::model_lab::{get, js_object, ModelState, Status, LAB_ID};
use crate::app::state::{AppState, View};
use crate::app::views::redraw_chart;
use crate::rope::settings::model_run::{CONTEXT, FILE_BYTES, NAME};
use crate::rope::tokens::VectorMode;
use crate::rope::view::longlab::{self as lab, Compare, Experiment, Line, Losses, Sample};
use crate::rope::{Config, Key};

/// How long "cancelling…" shows before the workers are stopped (the run stops within the
/// issue's 1 s; a status that lasted one frame was never seen).
const CANCELLING_MS: u64 = 300;

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
    fn word(self) -> &'static str {
        match self {
            RunStatus::Idle => "idle",
            RunStatus::Waiting => "waiting for the model",
            RunStatus::Running => "running",
            RunStatus::Cancelling => "cancelling…",
            RunStatus::Done => "done",
            RunStatus::Cancelled => "cancelled",
            RunStatus::Failed => "error",
        }
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

/// A second model worker for the lab (machines with cores to spare): it loads the model from
/// the browser's cache and takes some of the methods of each run. Separate workers need no
/// cross-origin isolation (no shared memory: each has its own copy of the model).
struct Helper {
    worker: web_sys::Worker,
    ready: Rc<std::cell::Cell<bool>>,
    _on_message: wasm_bindgen::closure::Closure<dyn FnMut(web_sys::MessageEvent)>,
}

/// How many helper workers to start: the cores beyond one for the page and one for the
/// model's own worker, at most 3.
fn helper_count() -> usize {
    let cores = web_sys::window()
        .map(|w| w.navigator().hardware_concurrency())
        .unwrap_or(1.0);
    ((cores as usize).saturating_sub(2)).min(3)
}

#[derive(Clone, Copy)]
struct Lab {
    /// Workers still running the current run (the model's own and the helpers used).
    pending: RwSignal<usize>,
    /// How many workers the last run used (`data-workers` on the status).
    workers: RwSignal<usize>,
    cancelled: StoredValue<bool>,
    helpers: StoredValue<Vec<Helper>, LocalStorage>,
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
    View::ALL
        .iter()
        .map(|&v| super::caption(v))
        .collect::<Vec<_>>()
        .join(" ")
}

fn methods_js(runs: &[lab::Run]) -> JsValue {
    let arr = js_sys::Array::new();
    for r in runs {
        arr.push(&js_object(&[
            ("name", r.label.as_str().into()),
            (
                "settings",
                js_sys::JSON::parse(&r.settings).unwrap_or(JsValue::NULL),
            ),
        ]));
    }
    arr.into()
}

impl Lab {
    /// Starts the helper workers (once the model's own worker has the model, so that they
    /// load it from the browser's cache).
    fn start_helpers(&self) {
        use wasm_bindgen::{closure::Closure, JsCast};
        let n = helper_count();
        if n == 0 || self.helpers.with_value(|h| !h.is_empty()) {
            return;
        }
        let (Some(url), Some(manifest)) = (
            crate::app::url::sibling(crate::rope::settings::model_run::WORKER),
            crate::app::url::sibling(crate::rope::settings::model_run::MANIFEST),
        ) else {
            return;
        };
        let me = *self;
        let mut helpers = Vec::new();
        for _ in 0..n {
            let opts = web_sys::WorkerOptions::new();
            opts.set_type(web_sys::WorkerType::Module);
            let Ok(worker) = web_sys::Worker::new_with_options(&url, &opts) else {
                break;
            };
            let ready = Rc::new(std::cell::Cell::new(false));
            let r = ready.clone();
            let on_message: Closure<dyn FnMut(web_sys::MessageEvent)> =
                Closure::new(move |ev: web_sys::MessageEvent| {
                    let data = ev.data();
                    let kind = get(&data, "type").as_string().unwrap_or_default();
                    if get(&data, "id").as_string().as_deref() == Some(LAB_ID) {
                        me.receive(&kind, data);
                    } else if kind == "ready" && !r.get() {
                        r.set(true);
                        me.helpers_ready.update(|n| *n += 1);
                    }
                });
            worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
            let _ = worker.post_message(&js_object(&[
                ("type", "load".into()),
                ("manifest", manifest.as_str().into()),
            ]));
            helpers.push(Helper {
                worker,
                ready,
                _on_message: on_message,
            });
        }
        self.helpers.set_value(helpers);
    }

    fn stop_helpers(&self) {
        self.helpers.update_value(|h| {
            for x in h.iter() {
                x.worker.terminate();
            }
            h.clear();
        });
        self.helpers_ready.set(0);
    }

    /// Cancel: "cancelling…" at once, long enough to be read ([`CANCELLING_MS`]; what arrives
    /// meanwhile is dropped); then the workers are terminated (a pass inside the wasm cannot be
    /// interrupted, and one takes seconds, far longer on a busy machine), which stops the run,
    /// and a fresh worker loads the model again from the browser's cache (about 2 s; its
    /// progress bar shows, and Run says so), as do the helpers once it is ready.
    fn cancel(&self, model: ModelState) {
        self.status.set(RunStatus::Cancelling);
        self.cancelled.set_value(true);
        let me = *self;
        set_timeout(
            move || {
                if me.status.get_untracked() != RunStatus::Cancelling {
                    return;
                }
                me.stop_helpers();
                // Terminating the model's worker reports "stopped" (the run: cancelled).
                model.load(false);
                if me.status.get_untracked() == RunStatus::Cancelling {
                    me.status.set(RunStatus::Cancelled);
                }
            },
            std::time::Duration::from_millis(CANCELLING_MS),
        );
    }

    /// Starts a run; `long`: the short-range experiment on [`lab::MAX_LAB_TOKENS`] tokens
    /// instead of [`lab::SHORT_TOKENS`].
    fn start(&self, state: AppState, model: ModelState, long: bool) {
        self.error.set(None);
        let mut c = state.config.get_untracked();
        if c.seed.is_none() && c.lab == Experiment::Passkey {
            // No seed in the address: a new one is written there (and used for this run), so
            // that "Copy link" gives the same keys and the same points again.
            let seed = (js_sys::Math::random() * 1e9) as u64;
            c.seed = Some(seed);
            let _ = state.edit(Key::Seed, &seed.to_string());
        }
        let trials = lab::trials(&c);
        let texts = trials[0].clone();
        let texts = if c.lab == Experiment::Short {
            let text = if c.before.is_empty() {
                lesson_text()
            } else {
                c.before.clone()
            };
            (text, String::new(), String::new())
        } else {
            texts
        };
        if let Err(e) = lab::check_inputs(&c, &texts.0, &texts.1, &texts.2) {
            self.error.set(Some(e.to_string()));
            return;
        }
        let runs = match lab::runs(&c) {
            Ok(r) => r,
            Err(e) => {
                self.error.set(Some(format!(
                    "{e}. The model's heads have d = {}: load the model (it sets d, base and the trained context).",
                    crate::rope::base::limits::MODEL_HEAD_DIM
                )));
                return;
            }
        };
        if model.status.get_untracked() != Status::Ready {
            self.error
                .set(Some("The model is not loaded yet: load it first.".into()));
            return;
        }
        let gaps = lab::gaps(&c);
        // Methods with equal settings stay together (the worker computes them once); the groups
        // are dealt out to the model's worker and the ready helpers.
        let ready: Vec<web_sys::Worker> = self.helpers.with_value(|h| {
            h.iter()
                .filter(|x| x.ready.get())
                .map(|x| x.worker.clone())
                .collect()
        });
        let mut groups: Vec<Vec<lab::Run>> = Vec::new();
        for r in &runs {
            match groups.iter_mut().find(|g| g[0].settings == r.settings) {
                Some(g) => g.push(r.clone()),
                None => groups.push(vec![r.clone()]),
            }
        }
        if c.lab == Experiment::Short {
            // The short range runs each settings once, under its line's label ("current = none").
            for g in groups.iter_mut() {
                let label = g
                    .iter()
                    .map(|r| r.label.as_str())
                    .collect::<Vec<_>>()
                    .join(" = ");
                g.truncate(1);
                g[0].label = label;
            }
        }
        let slots = (1 + ready.len()).min(groups.len()).max(1);
        let mut shares: Vec<Vec<lab::Run>> = vec![Vec::new(); slots];
        for (i, g) in groups.into_iter().enumerate() {
            shares[i % slots].extend(g);
        }
        let message = |share: &[lab::Run]| -> JsValue {
            let methods = methods_js(share);
            match c.lab {
                Experiment::Short => js_object(&[
                    ("id", LAB_ID.into()),
                    ("type", "short".into()),
                    ("text", texts.0.as_str().into()),
                    ("methods", methods),
                    (
                        "max_tokens",
                        (if long {
                            lab::MAX_LAB_TOKENS
                        } else {
                            lab::SHORT_TOKENS
                        } as f64)
                            .into(),
                    ),
                ]),
                exp => {
                    let g = js_sys::Array::new();
                    for x in &gaps {
                        g.push(&(*x as f64).into());
                    }
                    let far = exp == Experiment::Far;
                    let t = js_sys::Array::new();
                    for (b, a, ans) in &trials {
                        let mut pairs =
                            vec![("before", b.as_str().into()), ("after", a.as_str().into())];
                        if !far {
                            pairs.push(("answer", ans.as_str().into()));
                        }
                        t.push(&js_object(&pairs));
                    }
                    js_object(&[
                        ("id", JsValue::from(LAB_ID)),
                        ("type", "sweep".into()),
                        ("trials", t.into()),
                        ("gaps", g.into()),
                        ("methods", methods),
                        ("alone", far.into()),
                        ("max_tokens", (lab::MAX_LAB_TOKENS as f64).into()),
                        // Up to every gap in one pass (the weights are read once per pass; the
                        // worker bounds a pass's rows and tokens). Cancel stops the worker.
                        ("batch", (gaps.len().min(16) as f64).into()),
                    ])
                }
            }
        };
        let keys = trials.len();
        let lines = lab::lines(&runs);
        let per = match c.lab {
            Experiment::Short => 1,
            Experiment::Far => gaps.len() * keys + 1,
            Experiment::Passkey => gaps.len() * keys,
        };
        self.samples.set(Vec::new());
        self.shown.set(None);
        self.started.set_value(now_ms());
        self.losses.set(Vec::new());
        self.ms.set(None);
        self.cancelled.set_value(false);
        self.asked.set(Some(Asked {
            config: c.clone(),
            texts: texts.clone(),
            methods: runs.iter().map(|r| r.label.clone()).collect(),
            total: per
                * if c.lab == Experiment::Short {
                    lines.len()
                } else {
                    runs.len()
                },
            lines,
            keys,
        }));
        if !model.post_lab(&message(&shares[0])) {
            self.status.set(RunStatus::Failed);
            self.error
                .set(Some("The model's worker could not be reached.".into()));
            return;
        }
        let mut used = 1;
        for (share, worker) in shares[1..].iter().zip(&ready) {
            if worker.post_message(&message(share)).is_ok() {
                used += 1;
            }
        }
        self.pending.set(used);
        self.workers.set(used);
        self.status.set(RunStatus::Running);
    }

    fn receive(&self, kind: &str, data: JsValue) {
        let cancelling = self.status.get_untracked() == RunStatus::Cancelling;
        match kind {
            // The learner cancelled: nothing more of this run is shown.
            "point" | "losses" if cancelling => {}
            "point" => {
                let text = js_sys::JSON::stringify(&data)
                    .ok()
                    .and_then(|s| s.as_string())
                    .unwrap_or_default();
                if let Some(p) = Sample::from_json(&text) {
                    self.samples.update(|v| v.push(p));
                }
            }
            "losses" => {
                let method = get(&data, "method").as_string().unwrap_or_default();
                let losses = js_sys::Float64Array::new(&get(&data, "losses")).to_vec();
                self.losses.update(|v| v.push(Losses { method, losses }));
            }
            "sweep-done" => {
                let ms = get(&data, "ms").as_f64();
                self.ms.update(|m| {
                    *m = match (*m, ms) {
                        (Some(a), Some(b)) => Some(a.max(b)),
                        (a, b) => a.or(b),
                    }
                });
                if get(&data, "cancelled").as_bool().unwrap_or(false) {
                    self.cancelled.set_value(true);
                }
                let left = self.pending.get_untracked().saturating_sub(1);
                self.pending.set(left);
                if left == 0
                    && matches!(
                        self.status.get_untracked(),
                        RunStatus::Running | RunStatus::Cancelling
                    )
                {
                    self.status.set(if self.cancelled.get_value() {
                        RunStatus::Cancelled
                    } else {
                        RunStatus::Done
                    });
                }
            }
            "error" => {
                self.status.set(RunStatus::Failed);
                self.error.set(get(&data, "message").as_string());
            }
            "stopped"
                if matches!(
                    self.status.get_untracked(),
                    RunStatus::Running | RunStatus::Cancelling
                ) =>
            {
                self.status.set(RunStatus::Cancelled);
            }
            _ => {}
        }
    }
}

/// Brings the first of the other views into sight (the ones "Show" changed).
fn go_to_views() {
    let Some(doc) = web_sys::window().and_then(|w| w.document()) else {
        return;
    };
    if let Ok(list) = doc.query_selector_all("[id^='view-']:not(#view-longlab)") {
        if let Some(el) = list
            .get(0)
            .and_then(|n| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(n).ok())
        {
            el.scroll_into_view();
        }
    }
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

#[component]
pub fn LongLab(state: AppState, lab: ModelState) -> impl IntoView {
    let me = Lab {
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
    };

    lab.set_lab_sink(Some(Rc::new(move |kind: &str, data: JsValue| {
        me.receive(kind, data)
    })));
    on_cleanup(move || {
        lab.set_lab_sink(None);
        me.stop_helpers();
    });
    // Helpers start once the model's own worker has the model (they load it from the cache).
    Effect::new(move |_| {
        if lab.status.get() == Status::Ready {
            me.start_helpers();
        }
    });

    // Run pressed before the model was loaded: the run starts once it is ready; a failed or
    // cancelled download drops it (the model's line says why).
    Effect::new(move |_| {
        let model = lab.status.get();
        if me.status.get_untracked() != RunStatus::Waiting {
            return;
        }
        match model {
            Status::Ready => me.start(state, lab, false),
            Status::Failed { .. } | Status::Cancelled => me.status.set(RunStatus::Idle),
            _ => {}
        }
    });

    let experiment = Memo::new(move |_| state.config.with(|c| c.lab));
    let texts = Memo::new(move |_| state.config.with(lab::texts));
    let points = Memo::new(move |_| {
        let keys = me.asked.with(|a| a.as_ref().map_or(1, |a| a.keys));
        me.samples.with(|s| lab::points(s, keys))
    });
    let chart = Memo::new(move |_| {
        me.asked.with(|a| {
            let a = a.as_ref()?;
            Some(match a.config.lab {
                Experiment::Short => me.losses.with(|l| lab::losses_chart(l)),
                Experiment::Far => {
                    points.with(|p| lab::far_chart(p, &a.lines, &lab::gaps(&a.config)))
                }
                Experiment::Passkey => points.with(|p| {
                    lab::sweep_chart(
                        p,
                        &a.lines,
                        &lab::gaps(&a.config),
                        "answer: mean ln p per token",
                    )
                }),
            })
        })
    });
    let canvas_ref = NodeRef::<Canvas>::new();
    redraw_chart(state, canvas_ref, chart, |c, _| c.clone());
    let summary = Memo::new(move |_| {
        me.asked.with(|a| {
            a.as_ref()
                .map(|a| {
                    points.with(|p| match a.config.lab {
                        Experiment::Far => lab::far_reading(p, &a.lines),
                        _ => lab::reading(p, &a.lines),
                    })
                })
                .unwrap_or_default()
        })
    });
    let warning = Memo::new(move |_| state.config.with(lab::warning));
    let restore = move |_| {
        let next = state.config.with_untracked(Config::with_trained_rope);
        state.replace(next);
    };

    let load = move |_: ()| {
        if state
            .config
            .with_untracked(|c| c.vectors != VectorMode::Model)
        {
            let _ = state.edit(Key::Qk, "model");
        } else {
            lab.load(false);
        }
    };
    let cancel = move |_| {
        if me.status.get_untracked() == RunStatus::Waiting {
            me.status.set(RunStatus::Idle);
        } else {
            me.cancel(lab);
        }
    };
    // Run: with the model loaded, the experiment; before, the model loads first (the same as
    // "Load the model"), then the experiment runs by itself.
    let run = move |_: ()| {
        if lab.status.get_untracked() == Status::Ready {
            me.start(state, lab, false);
            return;
        }
        let c = state.config.get_untracked();
        let (b, a, ans) = lab::trials(&c).swap_remove(0);
        if c.lab != Experiment::Short {
            if let Err(e) = lab::check_inputs(&c, &b, &a, &ans) {
                me.error.set(Some(e.to_string()));
                return;
            }
        }
        me.error.set(None);
        me.status.set(RunStatus::Waiting);
        if !matches!(lab.status.get_untracked(), Status::Loading { .. }) {
            load(());
        }
    };
    // `run=1` in a link: nothing is downloaded or run until the learner says so (the model is
    // about 98 MB, and a sweep can take minutes). "Run it" clears the request and runs.
    let asked_by_link = Memo::new(move |_| state.config.with(|c| c.run));
    let what_the_link_asks = move || {
        let c = state.config.get();
        let points = lab::runs(&c).map_or(0, |r| {
            r.len()
                * match c.lab {
                    Experiment::Short => 1,
                    Experiment::Far => lab::gaps(&c).len() + 1,
                    Experiment::Passkey => lab::gaps(&c).len(),
                }
        });
        let download = if lab.status.with(|s| *s == Status::Ready) {
            String::new()
        } else {
            format!(
                "downloads the model ({} MB, once; kept by your browser) and ",
                FILE_BYTES / 1_000_000
            )
        };
        format!(
            "This link asks to run the experiment below: it {download}computes {points} point{} in a background worker (from seconds to minutes). Nothing starts until you press Run it.",
            if points == 1 { "" } else { "s" }
        )
    };
    let run_asked = move |_| {
        let _ = state.edit(Key::Run, "0");
        run(());
    };
    let model_ready = move || lab.status.with(|s| *s == Status::Ready);
    // After a cancel, the stopped worker's model loading again.
    let reloading = move || {
        me.status.get() == RunStatus::Cancelled
            && lab.status.with(|s| matches!(s, Status::Loading { .. }))
    };
    let download_csv = move |_| {
        let text = match experiment.get_untracked() {
            Experiment::Short => me.losses.with_untracked(|l| lab::losses_csv(l)),
            _ => points.with_untracked(|p| lab::points_csv(p)),
        };
        download_text("ropescope-long-context.csv", "text/csv", &text);
    };
    let download_json = move |_| {
        let text = me.asked.with_untracked(|a| {
            a.as_ref().map(|a| match a.config.lab {
                Experiment::Short => me.losses.with_untracked(|l| lab::losses_json(&a.config, l)),
                _ => points.with_untracked(|p| {
                    lab::points_json(&a.config, (&a.texts.0, &a.texts.1, &a.texts.2), p)
                }),
            })
        });
        if let Some(t) = text {
            download_text("ropescope-long-context.json", "application/json", &t);
        }
    };
    let show_point = move |method: String, gap: Option<u64>| {
        let c = state.config.get_untracked();
        let mut next = config_of(&c, &method);
        if let Some(g) = gap {
            // The sentence from the position the question sat at (as far as the page goes).
            next.offset = g.min(crate::rope::limits::MAX_POSITION - 64);
        }
        if next.validate().is_ok() {
            state.replace(next);
            let what = format!(
                "The other views now show {method}{} (they are above the lab).",
                gap.map(|g| format!(", with the sentence from position {g}"))
                    .unwrap_or_default()
            );
            state.notice.set(Some(what.clone()));
            me.shown.set(Some(what));
        }
    };

    let model_line = move || {
        lab.status.with(|s| match s {
            Status::Ready => match me.helpers_ready.get() {
                0 => "The model is loaded.".to_string(),
                n => format!("The model is loaded, and {n} more worker{} share the runs on this machine's spare cores.", if n == 1 { "" } else { "s" }),
            },
            Status::Loading { loaded, total, .. } => format!(
                "Loading the model: {:.1} of {:.1} MB.",
                loaded / 1e6,
                total / 1e6
            ),
            Status::Failed { message, .. } => message.clone(),
            _ => format!("The lab needs the real model: {} MB, downloaded once and kept by your browser; it runs in a background worker on this computer.", FILE_BYTES / 1_000_000),
        })
    };
    let progress = move || {
        let done = match experiment.get() {
            Experiment::Short => me.losses.with(Vec::len),
            _ => me.samples.with(Vec::len),
        };
        let total = me.asked.with(|a| a.as_ref().map_or(0, |a| a.total));
        (done, total)
    };
    let choose = move |e: Experiment| {
        let _ = state.edit(Key::Lab, e.as_str());
    };

    view! {
        <div class="longlab" data-testid="longlab">
            <p class="lab-lead" data-testid="lab-lead">"How it works: the model reads a text, then a second text placed the gap's number of positions later, and is scored on that second text; the positions in between are skipped, not filled."</p>
            <ul class="lab-facts">
                <li>"Every number is measured in this browser, for your settings and the methods you compare."</li>
                <li>"RoPE sees positions only through the distance between a query and a key, so a few dozen tokens meet the distances of a long document; while a run goes, the status shows the time left."</li>
                <li>"It is not a real long document: with no filler text, nothing dilutes the attention, so a method that passes here may still fail there."</li>
            </ul>
            <details class="lab-how" data-testid="lab-how">
                <summary>"More: position skipping, and what it leaves out"</summary>
                <p>"Position skipping (PoSE, Zhu et al. 2023): the text before the gap sits at positions 0, 1, 2, ...; the text after it starts the gap's number of positions later. The positions in between are never processed."</p>
                <p>{format!("So {NAME}, trained on {CONTEXT} positions, meets query-key distances far past them in a run of a few dozen tokens, with no memory or time spent on the gap.")}</p>
                <p>"What it leaves out: in a real long document the filler text between the parts spreads the attention over many more keys and costs memory and time. This lab measures distance alone."</p>
            </details>
            <p class="model-status-line">
                "Model: " <strong data-testid="lab-model-status" data-helpers=move || me.helpers_ready.get().to_string()>{move || lab.status.with(Status::word)}</strong>
                ". " <span role="status">{model_line}</span>
            </p>
            <Show when=move || matches!(lab.status.get(), Status::Loading { .. })>
                <progress data-testid="lab-model-progress" aria-label="Model download"
                    max=move || lab.status.with(|s| match s { Status::Loading { total, .. } => total.to_string(), _ => "1".into() })
                    value=move || lab.status.with(|s| match s { Status::Loading { loaded, .. } => loaded.to_string(), _ => "0".into() })>
                </progress>
            </Show>
            <Show when=move || !matches!(lab.status.get(), Status::Ready | Status::Loading { .. })>
                <button type="button" data-testid="lab-load" on:click=move |_| load(())>{format!("Load the model ({} MB, once)", FILE_BYTES / 1_000_000)}</button>
            </Show>
            <div class="preset-row" role="group" aria-label="Experiment">
                {Experiment::ALL.map(|e| view! {
                    <button type="button" class="chip-button" data-testid="lab-experiment" data-experiment=e.as_str()
                        aria-pressed=move || (experiment.get() == e).to_string()
                        on:click=move |_| choose(e)>{e.label()}</button>
                }).collect_view()}
            </div>
            <p class="lab-what" data-testid="lab-what">{move || match experiment.get() {
                Experiment::Passkey => "A sentence states a five-digit key twice; the question comes the gap's number of positions later, and the answer's tokens are scored, for several keys at each gap.".to_string(),
                Experiment::Far => "A text in two parts: the second part's loss with the first part the gap's number of positions back, against its loss with no first part at all (\"alone\").".to_string(),
                Experiment::Short => format!("The loss at each token of a longer text (the text before the gap, or by default this page's own captions), its first {} tokens from position 0 ({} with the button beside Run), as a running mean for each method.", lab::SHORT_TOKENS, lab::MAX_LAB_TOKENS),
            }}</p>
            <p class="hint">{move || match experiment.get() {
                Experiment::Passkey => "For each method and gap: how many keys greedy decoding (always the most likely token) writes exactly, and the mean natural-log probability per answer token (0 is certainty). The key counts as recalled when at least half are exact.",
                Experiment::Far => "The loss is minus the mean natural-log probability per token: lower is better. Where a method's line meets its dashed \"alone\" line, the model no longer uses the first part.",
                Experiment::Short => "What a scaling method costs where no scaling is needed.",
            }}</p>
            <div class="lab-fields">
                <Show when=move || experiment.get() != Experiment::Short
                    fallback=move || view! {
                        <Field state key=Key::Before label="Text (empty: this page's captions)" testid="lab-before" multiline=true />
                        <p class="hint">
                            <label for="lab-file">"Or open a .txt file: "</label>
                            <input id="lab-file" type="file" accept=".txt,text/plain" data-testid="lab-file"
                                on:change=move |ev| read_file(state, ev) />
                        </p>
                    }>
                    <Field state key=Key::Before label="Text before the gap (empty: the default below)" testid="lab-before" multiline=true />
                    <Field state key=Key::After label="Text after the gap (empty: the default below)" testid="lab-after" multiline=true />
                    <Show when=move || experiment.get() == Experiment::Passkey>
                        <Field state key=Key::Answer label="Answer, scored (empty: the default below)" testid="lab-answer" />
                    </Show>
                    <Field state key=Key::Gaps label="Gaps (positions skipped)" testid="lab-gaps"
                        placeholder=lab::DEFAULT_GAPS_TEXT />
                    <Show when=move || experiment.get() == Experiment::Passkey>
                        <Field state key=Key::LabKeys label="Keys per gap (1 to 16)" testid="lab-keys" />
                        <Field state key=Key::Seed label="Seed of the keys (the same seed, the same keys)" testid="lab-seed" />
                    </Show>
                </Show>
                <Field state key=Key::Compare label="Compare with (method:factor)" testid="lab-compare"
                    placeholder=lab::DEFAULT_COMPARE_TEXT
                    hint="Beside your current settings (\"current\"): none, linear, ntk, yarn or llama3, each with its factor. Other keys (orig, beta_fast, attn, ...) are yours." />
            </div>
            <p class="hint">{move || {
                let (b, a, ans) = texts.get();
                match experiment.get() {
                    Experiment::Passkey => format!("Before: \"{b}\" | after: \"{a}\" | answer: \"{ans}\" (each tokenized on its own; empty boxes use these; {} is each key in turn).", lab::KEY_SLOT),
                    Experiment::Far => format!("First part: \"{b}\" | second part: \"{a}\"."),
                    Experiment::Short => String::new(),
                }
            }}</p>
            <Show when=move || asked_by_link.get()>
                <p class="lab-ask" role="status" data-testid="lab-ask">{what_the_link_asks}" "
                    <button type="button" class="primary" data-testid="lab-run-asked" on:click=run_asked>"Run it"</button>
                </p>
            </Show>
            <div class="preset-row">
                <button type="button" data-testid="lab-run" on:click=move |_| run(()) aria-describedby="lab-run-why"
                    disabled=move || matches!(me.status.get(), RunStatus::Running | RunStatus::Cancelling | RunStatus::Waiting)>
                    {move || if model_ready() { "Run" } else if reloading() { "Run once the model has reloaded" } else { "Load the model and run" }}</button>
                <Show when=move || experiment.get() == Experiment::Short && model_ready()>
                    <button type="button" data-testid="lab-run-long" on:click=move |_| me.start(state, lab, true)
                        disabled=move || matches!(me.status.get(), RunStatus::Running | RunStatus::Cancelling | RunStatus::Waiting)>
                        {format!("Run on {} tokens (slower)", lab::MAX_LAB_TOKENS)}</button>
                </Show>
                <button type="button" data-testid="lab-cancel" on:click=cancel
                    disabled=move || !matches!(me.status.get(), RunStatus::Running | RunStatus::Waiting)>"Cancel"</button>
                <button type="button" data-testid="lab-csv" on:click=download_csv
                    disabled=move || me.asked.with(Option::is_none)>"Download CSV"</button>
                <button type="button" data-testid="lab-json" on:click=download_json
                    disabled=move || me.asked.with(Option::is_none)>"Download JSON"</button>
            </div>
            <Show when=move || warning.with(Option::is_some)>
                <p class="field-error" role="alert" data-testid="lab-warning">{move || warning.get()}" "
                    <button type="button" data-testid="lab-restore" on:click=restore>"Restore the model's RoPE"</button></p>
            </Show>
            <p class="lab-run-why" id="lab-run-why" data-testid="lab-run-why">{move || {
                if me.status.get() == RunStatus::Waiting {
                    "The model is loading (its progress is above); the run starts as soon as it is ready.".to_string()
                } else if model_ready() {
                    String::new()
                } else if reloading() {
                    "Run cancelled; the model is reloading from the browser's cache (a cancel stops its worker). Run now starts as soon as it is ready.".to_string()
                } else {
                    format!("The model is not loaded yet: this button downloads it first ({} MB, once), then runs.", FILE_BYTES / 1_000_000)
                }
            }}</p>
            <p class="field-error" role="alert" data-testid="lab-error">{move || me.error.get()}</p>
            <p class="readout">
                "Run: " <strong data-testid="lab-status" data-workers=move || me.workers.get().to_string()>{move || me.status.get().word()}</strong>
                {move || { let (d, t) = progress(); (t > 0).then(|| lab::progress_text(d, t,
                    if me.status.get() == RunStatus::Running { now_ms() - me.started.get_value() } else { 0.0 })) }}
                {move || (me.status.get() == RunStatus::Cancelled && matches!(lab.status.get(), Status::Loading { .. }))
                    .then_some("; reloading the model from the browser's cache (a cancel stops the worker)")}
                {move || me.ms.get().map(|ms| format!(", {:.1} s in the worker{}", ms / 1000.0,
                    match me.workers.get() { 0 | 1 => String::new(), n => format!("s ({n} workers)") }))}
            </p>
            <Show when=move || me.status.get() == RunStatus::Running>
                <progress data-testid="lab-progress" aria-label="Experiment progress"
                    max=move || progress().1.to_string() value=move || progress().0.to_string()></progress>
            </Show>
            <div class="readout" data-testid="lab-reading">
                {move || summary.get().into_iter().map(|s| view! { <p>{s}</p> }).collect_view()}
            </div>
            <Show when=move || chart.with(Option::is_some)>
                <canvas node_ref=canvas_ref class="chart h300" data-testid="lab-chart" role="img"
                    aria-label=move || summary.get().join("; ")
                    on:click=move |ev| {
                        let Some(c) = canvas_ref.get() else { return };
                        let at = crate::app::draw::event_canvas_xy(&c, &ev);
                        let far = experiment.get_untracked() == Experiment::Far;
                        let gaps = me.asked.with_untracked(|a| a.as_ref().map(|a| lab::gaps(&a.config)).unwrap_or_default());
                        let hit = chart.with_untracked(|ch| ch.as_ref().and_then(|ch| points.with_untracked(|p| {
                            // The chart is laid out at 1 / FONT_SCALE of its size (draw::zoom).
                            let r = c.get_bounding_client_rect();
                            let s = crate::app::draw::FONT_SCALE.with(|s| s.get());
                            lab::point_at(ch, p, &gaps, far, r.width() / s, r.height() / s, (at.0 / s, at.1 / s))
                        })));
                        if let Some((m, g)) = hit {
                            show_point(m, Some(g));
                        }
                    }></canvas>
                <p class="hint">"Click a point of the chart (or Show in the table) to put its method and distance into the other views."</p>
            </Show>
            <Show when=move || me.shown.with(Option::is_some)>
                <p class="readout" data-testid="lab-shown" role="status">{move || me.shown.get()}" "
                    <button type="button" data-testid="lab-go-views" on:click=move |_| go_to_views()>"Go to the views"</button></p>
            </Show>
            <Show when=move || experiment.get() != Experiment::Short>
                <div class="table-wrap" tabindex="0" role="region" aria-label="Points"><table class="data">
                    <thead><tr><th scope="col">"method"</th><th scope="col">"gap"</th>
                        {move || if experiment.get() == Experiment::Far {
                            view! { <th scope="col">"loss (nats per token)"</th><th scope="col">"below alone"</th> }.into_any()
                        } else {
                            view! { <th scope="col">"keys exact"</th><th scope="col">"mean ln p per token (lowest to highest)"</th> }.into_any()
                        }}
                        <th scope="col">"views"</th></tr></thead>
                    <tbody>
                        {move || {
                            // As the chart: one row per line and gap ("current = none" once), in
                            // the legend's order, then by gap ("alone" first).
                            let lines = me.asked.with(|a| a.as_ref().map(|a| a.lines.clone()).unwrap_or_default());
                            let all = points.get();
                            let pts: Vec<(String, lab::Point)> = lab::rows(&all, &lines).into_iter().map(|(l, p)| (l, p.clone())).collect();
                            let far = experiment.get_untracked() == Experiment::Far;
                            let alone: Vec<(String, f64)> = pts.iter().filter(|(_, p)| p.gap.is_none()).map(|(_, p)| (p.method.clone(), p.loss())).collect();
                            pts.into_iter().map(move |(label, p)| {
                            let alone = alone.iter().find(|(m, _)| *m == p.method).map(|x| x.1);
                            let gap = p.gap.map(|g| g.to_string()).unwrap_or_else(|| "alone".into());
                            let (m, g, gap_attr) = (p.method.clone(), p.gap, gap.clone());
                            let cells = if far {
                                let below = match (p.gap, alone) {
                                    (Some(_), Some(a)) => format!("{:.4}", a - p.loss()),
                                    _ => String::new(),
                                };
                                view! { <td>{fmt4(p.loss())}</td><td>{below}</td> }.into_any()
                            } else {
                                view! { <td>{format!("{} of {}", p.reproduced, p.keys)}</td>
                                    <td>{fmt4(p.logprob)}{(p.keys > 1).then(|| format!(" ({:.2} to {:.2})", p.min, p.max))}</td> }.into_any()
                            };
                            view! {
                                <tr data-testid="lab-point" data-method=p.method.clone() data-gap=gap_attr
                                    data-logprob=fmt4(p.logprob) data-keys=p.keys.to_string() data-reproduced=p.reproduced.to_string()
                                    data-greedy=(p.reproduced == p.keys).to_string()>
                                    <td>{label}</td><td>{gap}</td>{cells}
                                    <td><button type="button" class="chip-button" data-testid="lab-show"
                                        on:click=move |_| show_point(m.clone(), g)>"Show"</button></td>
                                </tr>
                            }
                        }).collect_view()
                        }}
                    </tbody>
                </table></div>
            </Show>
            <Show when=move || experiment.get() == Experiment::Short>
                <div class="table-wrap" tabindex="0" role="region" aria-label="Loss per method"><table class="data">
                    <thead><tr><th scope="col">"method"</th><th scope="col">"tokens scored"</th>
                        <th scope="col">"mean loss (nats)"</th><th scope="col">"views"</th></tr></thead>
                    <tbody>
                        {move || me.losses.get().into_iter().map(|l| {
                            let m = l.method.clone();
                            view! {
                                <tr data-testid="lab-losses" data-method=l.method.clone() data-mean=fmt4(l.mean())
                                    data-tokens=l.losses.len().to_string()>
                                    <td>{l.method.clone()}</td><td>{l.losses.len()}</td><td>{fmt4(l.mean())}</td>
                                    <td><button type="button" class="chip-button" data-testid="lab-show"
                                        on:click=move |_| show_point(m.clone(), None)>"Show"</button></td>
                                </tr>
                            }
                        }).collect_view()}
                    </tbody>
                </table></div>
            </Show>
        </div>
    }
}

/// A .txt file opened for the short-range experiment becomes its text (`before`).
fn read_file(state: AppState, ev: leptos::ev::Event) {
    use wasm_bindgen::{closure::Closure, JsCast};
    let Some(input) = ev
        .target()
        .and_then(|t| t.dyn_into::<web_sys::HtmlInputElement>().ok())
    else {
        return;
    };
    let Some(file) = input.files().and_then(|f| f.get(0)) else {
        return;
    };
    let promise = file.text();
    let done = Closure::once(move |text: JsValue| {
        let text: String = text.as_string().unwrap_or_default();
        let cut: String = text.chars().take(lab::MAX_LAB_TEXT).collect();
        let _ = state.edit(Key::Before, &cut);
    });
    let _ = promise.then(&done);
    done.forget();
}
