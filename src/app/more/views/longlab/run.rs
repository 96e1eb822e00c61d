//! The lab's worker side: a run's plan and the messages that carry it to the model's worker
//! and the helper workers, what comes back, Cancel, and the helpers themselves (the protocol:
//! model/web/worker.js).

use std::rc::Rc;

use leptos::prelude::*;
use wasm_bindgen::JsValue;

use super::{lesson_text, now_ms, Asked, Lab, RunStatus};
use crate::app::i18n::{t, tf};
use crate::app::more::model_lab::{get, js_object, ModelState, Status, LAB_ID};
use crate::app::state::AppState;
use crate::msg;
use crate::rope::tokens::VectorMode;
use crate::rope::view::longlab::{self as lab, Experiment, Losses, Sample};
use crate::rope::{Config, Key};

/// How long "cancelling…" shows before the workers are stopped (the run stops within the
/// issue's 1 s; a status that lasted one frame was never seen).
const CANCELLING_MS: u64 = 300;

/// A second model worker for the lab (machines with cores to spare): it loads the model from
/// the browser's cache and takes some of the methods of each run. Separate workers need no
/// cross-origin isolation (no shared memory: each has its own copy of the model).
pub(super) struct Helper {
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

/// Loads the model: "Load the model" (with the vectors set to the model's first).
pub(super) fn load_model(state: AppState, model: ModelState) {
    if state
        .config
        .with_untracked(|c| c.model.vectors != VectorMode::Model)
    {
        let _ = state.edit(Key::Qk, "model");
    } else {
        model.load(false);
    }
}

/// The settings a run uses. With no seed in the address, a pass-key run writes a new one there
/// (and uses it), so that "Copy link" gives the same keys and the same points again.
fn run_config(state: AppState) -> Config {
    let mut c = state.config.get_untracked();
    if c.lab.seed.is_none() && c.lab.experiment == Experiment::Passkey {
        let seed = (js_sys::Math::random() * 1e9) as u64;
        c.lab.seed = Some(seed);
        let _ = state.edit(Key::Seed, &seed.to_string());
    }
    c
}

/// One run: the settings, its texts and trials, the gaps and the methods.
struct Plan {
    c: Config,
    texts: (String, String, String),
    /// (before, after, answer) per key.
    trials: Vec<(String, String, String)>,
    gaps: Vec<u64>,
    runs: Vec<lab::Run>,
    /// The short-range experiment on [`lab::MAX_LAB_TOKENS`] tokens.
    long: bool,
}

impl Plan {
    /// The run the settings ask for, or what is wrong with them.
    fn new(c: Config, long: bool) -> Result<Plan, String> {
        let trials = lab::trials(&c);
        let texts = if c.lab.experiment == Experiment::Short {
            let text = if c.lab.before.is_empty() {
                lesson_text()
            } else {
                c.lab.before.clone()
            };
            (text, String::new(), String::new())
        } else {
            trials[0].clone()
        };
        lab::check_inputs(&c, &texts.0, &texts.1, &texts.2).map_err(|e| e.to_string())?;
        let runs = lab::runs(&c).map_err(|e| {
            tf(&msg!(
                "lab-error-dim",
                error = e.to_string(),
                dim = crate::rope::base::limits::MODEL_HEAD_DIM
            ))
        })?;
        let gaps = lab::gaps(&c);
        Ok(Plan {
            c,
            texts,
            trials,
            gaps,
            runs,
            long,
        })
    }

    /// The methods dealt out to at most `workers` workers. Methods with equal settings stay
    /// together (the worker computes them once).
    fn shares(&self, workers: usize) -> Vec<Vec<lab::Run>> {
        let mut groups: Vec<Vec<lab::Run>> = Vec::new();
        for r in &self.runs {
            match groups.iter_mut().find(|g| g[0].settings == r.settings) {
                Some(g) => g.push(r.clone()),
                None => groups.push(vec![r.clone()]),
            }
        }
        if self.c.lab.experiment == Experiment::Short {
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
        let slots = workers.min(groups.len()).max(1);
        let mut shares: Vec<Vec<lab::Run>> = vec![Vec::new(); slots];
        for (i, g) in groups.into_iter().enumerate() {
            shares[i % slots].extend(g);
        }
        shares
    }

    /// The message that asks one worker for `share`'s methods.
    fn message(&self, share: &[lab::Run]) -> JsValue {
        match self.c.lab.experiment {
            Experiment::Short => self.short_message(share),
            exp => self.sweep_message(share, exp == Experiment::Far),
        }
    }

    fn short_message(&self, share: &[lab::Run]) -> JsValue {
        let max_tokens = if self.long {
            lab::MAX_LAB_TOKENS
        } else {
            lab::SHORT_TOKENS
        };
        js_object(&[
            ("id", LAB_ID.into()),
            ("type", "short".into()),
            ("text", self.texts.0.as_str().into()),
            ("methods", methods_js(share)),
            ("max_tokens", (max_tokens as f64).into()),
        ])
    }

    /// The pass-key and far-context sweeps (`far`: with the answer unscored and each method's
    /// loss alone).
    fn sweep_message(&self, share: &[lab::Run], far: bool) -> JsValue {
        let g = js_sys::Array::new();
        for x in &self.gaps {
            g.push(&(*x as f64).into());
        }
        let t = js_sys::Array::new();
        for (b, a, ans) in &self.trials {
            let mut pairs = vec![("before", b.as_str().into()), ("after", a.as_str().into())];
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
            ("methods", methods_js(share)),
            ("alone", far.into()),
            ("max_tokens", (lab::MAX_LAB_TOKENS as f64).into()),
            // Up to every gap in one pass (the weights are read once per pass; the
            // worker bounds a pass's rows and tokens). Cancel stops the worker.
            ("batch", (self.gaps.len().min(16) as f64).into()),
        ])
    }

    /// What the run asks for, kept for the downloads and the legend.
    fn asked(&self) -> Asked {
        let keys = self.trials.len();
        let lines = lab::lines(&self.runs);
        let per = match self.c.lab.experiment {
            Experiment::Short => 1,
            Experiment::Far => self.gaps.len() * keys + 1,
            Experiment::Passkey => self.gaps.len() * keys,
        };
        Asked {
            config: self.c.clone(),
            texts: self.texts.clone(),
            methods: self.runs.iter().map(|r| r.label.clone()).collect(),
            total: per
                * if self.c.lab.experiment == Experiment::Short {
                    lines.len()
                } else {
                    self.runs.len()
                },
            lines,
            keys,
        }
    }
}

impl Lab {
    /// Connects the lab to the model's worker and starts the helpers once the model is loaded;
    /// a run asked for before the model was loaded starts when it is ready.
    pub(super) fn connect(self, state: AppState, model: ModelState) {
        let me = self;
        model.set_lab_sink(Some(Rc::new(move |kind: &str, data: JsValue| {
            me.receive(kind, data)
        })));
        on_cleanup(move || {
            model.set_lab_sink(None);
            model.set_status_sink(None);
            me.stop_helpers();
        });
        // Helpers start once the model's own worker has the model (they load it from the cache).
        // Run pressed before the model was loaded: the run starts once it is ready; a failed or
        // cancelled download drops it (the model's line says why). Now, and at each change of
        // the model's status (`model_lab::drive_the_worker`).
        let follow = move |status: &Status| {
            if *status == Status::Ready {
                me.start_helpers();
            }
            if me.status.get_untracked() != RunStatus::Waiting {
                return;
            }
            match status {
                Status::Ready => me.start(state, model, false),
                Status::Failed { .. } | Status::Cancelled => me.status.set(RunStatus::Idle),
                _ => {}
            }
        };
        model.set_status_sink(Some(Rc::new(follow)));
        follow(&model.status.get_untracked());
    }

    /// Starts the helper workers (once the model's own worker has the model, so that they
    /// load it from the browser's cache).
    fn start_helpers(&self) {
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
        let mut helpers = Vec::new();
        for _ in 0..n {
            let Some(h) = self.new_helper(&url, &manifest) else {
                break;
            };
            helpers.push(h);
        }
        self.helpers.set_value(helpers);
    }

    /// One helper worker, asked to load the model (`None`: the browser would not start it).
    fn new_helper(&self, url: &str, manifest: &str) -> Option<Helper> {
        use wasm_bindgen::{closure::Closure, JsCast};
        let me = *self;
        let opts = web_sys::WorkerOptions::new();
        opts.set_type(web_sys::WorkerType::Module);
        let worker = web_sys::Worker::new_with_options(url, &opts).ok()?;
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
            ("manifest", manifest.into()),
        ]));
        Some(Helper {
            worker,
            ready,
            _on_message: on_message,
        })
    }

    pub(super) fn stop_helpers(&self) {
        self.helpers.update_value(|h| {
            for x in h.iter() {
                x.worker.terminate();
            }
            h.clear();
        });
        self.helpers_ready.set(0);
    }

    /// Cancel pressed: a run waiting for the model is dropped; a running one is cancelled.
    pub(super) fn press_cancel(&self, model: ModelState) {
        if self.status.get_untracked() == RunStatus::Waiting {
            self.status.set(RunStatus::Idle);
        } else {
            self.cancel(model);
        }
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

    /// Run: with the model loaded, the experiment; before, the model loads first (the same as
    /// "Load the model"), then the experiment runs by itself.
    pub(super) fn run(&self, state: AppState, model: ModelState) {
        if model.status.get_untracked() == Status::Ready {
            self.start(state, model, false);
            return;
        }
        let c = state.config.get_untracked();
        let (b, a, ans) = lab::trials(&c).swap_remove(0);
        if c.lab.experiment != Experiment::Short {
            if let Err(e) = lab::check_inputs(&c, &b, &a, &ans) {
                self.error.set(Some(e.to_string()));
                return;
            }
        }
        self.error.set(None);
        self.status.set(RunStatus::Waiting);
        if !matches!(model.status.get_untracked(), Status::Loading { .. }) {
            load_model(state, model);
        }
    }

    /// Starts a run; `long`: the short-range experiment on [`lab::MAX_LAB_TOKENS`] tokens
    /// instead of [`lab::SHORT_TOKENS`].
    pub(super) fn start(&self, state: AppState, model: ModelState, long: bool) {
        self.error.set(None);
        let plan = match Plan::new(run_config(state), long) {
            Ok(p) => p,
            Err(e) => {
                self.error.set(Some(e));
                return;
            }
        };
        if model.status.get_untracked() != Status::Ready {
            self.error.set(Some(t("lab-error-not-loaded")));
            return;
        }
        // The groups of methods are dealt out to the model's worker and the ready helpers.
        let ready: Vec<web_sys::Worker> = self.helpers.with_value(|h| {
            h.iter()
                .filter(|x| x.ready.get())
                .map(|x| x.worker.clone())
                .collect()
        });
        let shares = plan.shares(1 + ready.len());
        self.clear_for(plan.asked());
        self.post(model, &plan, &shares, &ready);
    }

    /// Forgets the last run's results, for the run `asked`.
    fn clear_for(&self, asked: Asked) {
        self.samples.set(Vec::new());
        self.shown.set(None);
        self.started.set_value(now_ms());
        self.losses.set(Vec::new());
        self.ms.set(None);
        self.cancelled.set_value(false);
        self.asked.set(Some(asked));
    }

    /// Sends the first share to the model's worker and the others to the ready helpers.
    fn post(
        &self,
        model: ModelState,
        plan: &Plan,
        shares: &[Vec<lab::Run>],
        ready: &[web_sys::Worker],
    ) {
        if !model.post_lab(&plan.message(&shares[0])) {
            self.status.set(RunStatus::Failed);
            self.error.set(Some(t("lab-error-worker")));
            return;
        }
        let mut used = 1;
        for (share, worker) in shares[1..].iter().zip(ready) {
            if worker.post_message(&plan.message(share)).is_ok() {
                used += 1;
            }
        }
        self.pending.set(used);
        self.workers.set(used);
        self.status.set(RunStatus::Running);
    }

    /// A message from a worker about the lab's run.
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
            "sweep-done" => self.sweep_done(&data),
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

    /// One worker finished its share: the run is done (or cancelled) when all have.
    fn sweep_done(&self, data: &JsValue) {
        let ms = get(data, "ms").as_f64();
        self.ms.update(|m| {
            *m = match (*m, ms) {
                (Some(a), Some(b)) => Some(a.max(b)),
                (a, b) => a.or(b),
            }
        });
        if get(data, "cancelled").as_bool().unwrap_or(false) {
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
}
