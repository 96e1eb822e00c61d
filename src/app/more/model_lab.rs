//! The real-model lab on the page (`qk=model`): the bridge to the model's Web Worker
//! (`model/worker.js`, a second wasm module built from the `model/` crate) and the lab panel.
//!
//! Nothing here runs until the learner asks for the model (picks it, or opens a `qk=model`
//! link without `run=1`; a link with `run=1` waits for the lab's "Run it"): only then is the worker created, and it downloads the model in 20 MiB parts (cached
//! by the browser for the next visit), with a progress bar and a Cancel button. All model work
//! happens in the worker; the page sends the text and its own RoPE settings, and draws what
//! comes back through `rope::settings::model_run::ModelRun` (checked) and `rope::view::model_lab` (tested).
//!
//! Runs are "latest wins": while one is in flight, newer requests replace each other and only
//! the last is sent when the worker is free, so typing never queues a backlog of passes.

use std::sync::Arc;

use leptos::html::Canvas;
use leptos::prelude::*;

use crate::app::i18n::{t, tf, Arg};
use crate::app::state::use_store;
use crate::msg;

use wasm_bindgen::{closure::Closure, JsCast, JsValue};

use crate::app::field::Field;
use crate::app::state::AppState;
use crate::app::views::{num, redraw_chart};
use crate::rope::base::limits::MODEL_MAX_TOKENS;
use crate::rope::base::tokens::VectorMode;
use crate::rope::settings::model_run::{self, ModelRun};
use crate::rope::view::model_lab::{comparison, energy, Comparison, Energy};
use crate::rope::view::scene::Scene;
use crate::rope::Key;

/// Where the model stands.
#[derive(Debug, Clone, PartialEq)]
pub enum Status {
    /// Not asked for yet.
    Idle,
    /// Downloading (bytes so far, of total; whether the parts came from the browser cache).
    Loading {
        loaded: f64,
        total: f64,
        cached: bool,
    },
    /// Loaded: runs can be asked for.
    Ready,
    /// The learner stopped the download.
    Cancelled,
    /// Loading failed (`code` from the worker: missing, http, truncated, corrupt, model).
    Failed { code: String, message: String },
}

impl Status {
    /// The word in `data-testid="model-status"`.
    /// The status in one word, in the learner's language.
    pub fn word(&self) -> String {
        t(match self {
            Status::Idle => "model-status-idle",
            Status::Loading { .. } => "model-status-loading",
            Status::Ready => "model-status-ready",
            Status::Cancelled => "model-status-cancelled",
            Status::Failed { .. } => "model-status-failed",
        })
    }
}

/// One run the page wants: the text, its RoPE and the probed layer and head.
#[derive(Debug, Clone, PartialEq)]
pub struct Request {
    pub text: String,
    pub settings: String,
    pub layer: usize,
    pub head: usize,
}

impl Request {
    /// The run a scene asks for, in model mode (the page's scene: its frequencies are the
    /// config's, whether or not a run is in it yet).
    pub fn of(s: &Scene) -> Option<Request> {
        let c = &s.config;
        (c.model.vectors == VectorMode::Model).then(|| Request {
            text: c.sentence.text.clone(),
            settings: crate::rope::view::model_lab::rope_settings(s),
            layer: c.model.layer,
            head: c.model.head,
        })
    }
}

type OnMessage = Closure<dyn FnMut(web_sys::MessageEvent)>;
/// Where the worker's answers to the long-context lab go (`id: "lab"`): the message's type and
/// the message.
pub type LabSink = std::rc::Rc<dyn Fn(&str, JsValue)>;
/// The `id` the long-context lab's messages carry (the worker echoes it in every reply).
pub const LAB_ID: &str = "lab";
type OnError = Closure<dyn FnMut(web_sys::Event)>;

/// The lab's state: signals for the views, the worker and its pending work.
#[derive(Clone, Copy)]
pub struct ModelState {
    pub status: RwSignal<Status>,
    /// The latest run with the learner's RoPE (the views' q and k come from it).
    pub run: RwSignal<Option<Arc<ModelRun>>>,
    /// The same tokens through the model as trained.
    pub trained: RwSignal<Option<Arc<ModelRun>>>,
    /// A run is in flight.
    pub busy: RwSignal<bool>,
    /// The last run's time in the worker, ms (yours, trained; trained is 0 when reused).
    pub timing: RwSignal<Option<(f64, f64)>>,
    /// The worker's wasm memory, bytes (it never shrinks: the peak so far).
    pub memory: RwSignal<Option<f64>>,
    /// A failed run (bad input, an answer that did not check out); the model stays loaded.
    pub run_error: RwSignal<Option<String>>,
    /// The model's tokens were cut to [`MODEL_MAX_TOKENS`].
    pub truncated: RwSignal<bool>,
    worker: StoredValue<Option<web_sys::Worker>, LocalStorage>,
    handlers: StoredValue<Option<(OnMessage, OnError)>, LocalStorage>,
    /// The request to send once the worker is free.
    pending: StoredValue<Option<Request>>,
    /// The request in flight or last answered.
    sent: StoredValue<Option<Request>>,
    /// The long-context lab's receiver (`app::views::longlab`).
    lab_sink: StoredValue<Option<LabSink>, LocalStorage>,
    /// What the long-context lab does when the model's status changes ([`drive_the_worker`]).
    status_sink: StoredValue<Option<StatusSink>, LocalStorage>,
}

/// Called with the model's new status.
pub type StatusSink = std::rc::Rc<dyn Fn(&Status)>;

pub(crate) fn js_object(pairs: &[(&str, JsValue)]) -> JsValue {
    let o = js_sys::Object::new();
    for (k, v) in pairs {
        let _ = js_sys::Reflect::set(&o, &JsValue::from_str(k), v);
    }
    o.into()
}

pub(crate) fn get(v: &JsValue, key: &str) -> JsValue {
    js_sys::Reflect::get(v, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED)
}

fn get_f64(v: &JsValue, key: &str) -> Option<f64> {
    get(v, key).as_f64()
}

/// A run from the worker's `output` text (`output_text: true`), through the checked reader: the
/// one place this module reads it.
fn read_run(v: &JsValue) -> Result<ModelRun, String> {
    let text = v.as_string().ok_or_else(|| t("model-error-no-output"))?;
    ModelRun::from_json(&text).map_err(|e| tf(&msg!("model-error-answer", detail = e.0)))
}

impl ModelState {
    pub fn new() -> ModelState {
        ModelState {
            status: RwSignal::new(Status::Idle),
            run: RwSignal::new(None),
            trained: RwSignal::new(None),
            busy: RwSignal::new(false),
            timing: RwSignal::new(None),
            memory: RwSignal::new(None),
            run_error: RwSignal::new(None),
            truncated: RwSignal::new(false),
            worker: StoredValue::new_local(None),
            handlers: StoredValue::new_local(None),
            pending: StoredValue::new(None),
            sent: StoredValue::new(None),
            lab_sink: StoredValue::new_local(None),
            status_sink: StoredValue::new_local(None),
        }
    }

    /// Sends the long-context lab's message (it must carry `id: "lab"`) to the loaded model's
    /// worker; false when there is none.
    pub fn post_lab(&self, msg: &JsValue) -> bool {
        self.status.get_untracked() == Status::Ready
            && self
                .worker
                .with_value(|w| w.as_ref().map(|w| w.post_message(msg).is_ok()))
                .unwrap_or(false)
    }

    /// Where the worker's replies to the lab's messages go.
    pub fn set_lab_sink(&self, sink: Option<LabSink>) {
        self.lab_sink.set_value(sink);
    }

    /// What to do when the model's status changes (after it changed, as an effect would).
    pub fn set_status_sink(&self, sink: Option<StatusSink>) {
        self.status_sink.set_value(sink);
    }

    fn stop_worker(&self) {
        if let Some(w) = self.worker.try_update_value(Option::take).flatten() {
            w.terminate();
        }
        // The handlers stay until the next `load` replaces them: this may run inside one of
        // them, and a closure must not be freed while it runs.
        self.busy.set(false);
        if let Some(sink) = self.lab_sink.with_value(|s| s.clone()) {
            sink("stopped", JsValue::NULL);
        }
        // What was in flight is lost with the worker: ask again once loaded.
        if let Some(sent) = self.sent.try_update_value(Option::take).flatten() {
            self.pending.try_update_value(|p| {
                p.get_or_insert(sent);
            });
        }
    }

    /// Starts (or restarts) the worker and the download. `reload`: skip the browser cache
    /// (a retry after a corrupt or truncated part).
    pub fn load(&self, reload: bool) {
        self.stop_worker();
        self.run_error.set(None);
        self.status.set(Status::Loading {
            loaded: 0.0,
            total: model_run::FILE_BYTES as f64,
            cached: false,
        });
        let fail = |code: &str, message: String| {
            self.status.set(Status::Failed {
                code: code.into(),
                message,
            })
        };
        let (Some(worker_url), Some(manifest)) = (
            crate::app::url::sibling(model_run::WORKER),
            crate::app::url::sibling(model_run::MANIFEST),
        ) else {
            return fail("missing", t("model-error-address"));
        };
        let opts = web_sys::WorkerOptions::new();
        opts.set_type(web_sys::WorkerType::Module);
        let worker = match web_sys::Worker::new_with_options(&worker_url, &opts) {
            Ok(w) => w,
            Err(_) => return fail("missing", t("model-error-worker")),
        };
        let this = *self;
        let on_message: OnMessage =
            Closure::new(move |ev: web_sys::MessageEvent| this.on_message(ev.data()));
        // The worker script itself did not load (a build without the model has no
        // model/worker.js) or threw before it could answer.
        let on_error: OnError = Closure::new(move |_ev: web_sys::Event| {
            this.stop_worker();
            this.status.set(Status::Failed {
                code: "missing".into(),
                message: t(model_run::HOW_TO_GET),
            });
        });
        worker.set_onmessage(Some(on_message.as_ref().unchecked_ref()));
        worker.set_onerror(Some(on_error.as_ref().unchecked_ref()));
        let _ = worker.post_message(&js_object(&[
            ("type", "load".into()),
            ("manifest", manifest.into()),
            ("reload", reload.into()),
        ]));
        self.worker.set_value(Some(worker));
        self.handlers.set_value(Some((on_message, on_error)));
    }

    /// Stops the download (or the model): the worker is terminated, the page goes on with toy
    /// vectors, and "Load" starts again (parts already downloaded come from the cache).
    pub fn cancel(&self) {
        self.stop_worker();
        self.status.set(Status::Cancelled);
    }

    /// Asks for a run; it is sent now if the model is ready and free, else when it is.
    pub fn request(&self, req: Request) {
        if self.sent.with_value(|s| s.as_ref() == Some(&req)) {
            self.pending.set_value(None);
            return;
        }
        self.pending.set_value(Some(req));
        self.send_pending();
    }

    fn send_pending(&self) {
        if self.busy.get_untracked() || self.status.get_untracked() != Status::Ready {
            return;
        }
        let Some(req) = self.pending.try_update_value(Option::take).flatten() else {
            return;
        };
        let Some(worker) = self.worker.with_value(|w| w.clone()) else {
            return;
        };
        let msg = js_object(&[
            ("type", "run-pair".into()),
            ("text", req.text.as_str().into()),
            (
                "settings",
                js_sys::JSON::parse(&req.settings).unwrap_or(JsValue::NULL),
            ),
            ("layer", (req.layer as f64).into()),
            ("head", (req.head as f64).into()),
            ("max_tokens", (MODEL_MAX_TOKENS as f64).into()),
            // The runs as the wasm's JSON text: read once, by `read_run`.
            ("output_text", true.into()),
        ]);
        if worker.post_message(&msg).is_ok() {
            self.busy.set(true);
            self.sent.set_value(Some(req));
        }
    }

    fn on_message(&self, data: JsValue) {
        let kind = get(&data, "type").as_string().unwrap_or_default();
        if get(&data, "id").as_string().as_deref() == Some(LAB_ID) {
            if let Some(sink) = self.lab_sink.with_value(|s| s.clone()) {
                sink(&kind, data);
            }
            return;
        }
        match kind.as_str() {
            "progress" => self.status.set(Status::Loading {
                loaded: get_f64(&data, "loaded").unwrap_or(0.0),
                total: get_f64(&data, "total").unwrap_or(model_run::FILE_BYTES as f64),
                cached: get(&data, "cached").as_bool().unwrap_or(false),
            }),
            "ready" => {
                self.memory.set(get_f64(&data, "memory_bytes"));
                self.status.set(Status::Ready);
                self.send_pending();
            }
            "result-pair" => {
                self.busy.set(false);
                self.memory.set(get_f64(&data, "memory_bytes"));
                match (
                    read_run(&get(&data, "output")),
                    read_run(&get(&data, "trained")),
                ) {
                    (Ok(run), Ok(trained)) => {
                        self.run_error.set(None);
                        self.truncated
                            .set(get(&data, "truncated").as_bool().unwrap_or(false));
                        self.timing.set(Some((
                            get_f64(&data, "ms").unwrap_or(f64::NAN),
                            get_f64(&data, "trained_ms").unwrap_or(0.0),
                        )));
                        self.trained.set(Some(Arc::new(trained)));
                        self.run.set(Some(Arc::new(run)));
                    }
                    (Err(e), _) | (_, Err(e)) => self.run_error.set(Some(e)),
                }
                self.send_pending();
            }
            "error" => {
                let code = get(&data, "code")
                    .as_string()
                    .unwrap_or_else(|| "model".into());
                let message = get(&data, "message")
                    .as_string()
                    .unwrap_or_else(|| t("model-error-unknown"));
                if self.status.get_untracked() == Status::Ready {
                    // A run failed; the model is still there.
                    self.busy.set(false);
                    self.run_error.set(Some(message));
                    self.send_pending();
                } else {
                    let message = if code == "missing" {
                        tf(&msg!(
                            "model-error-missing",
                            how = t(model_run::HOW_TO_GET),
                            message = message
                        ))
                    } else {
                        message
                    };
                    self.stop_worker();
                    self.status.set(Status::Failed { code, message });
                }
            }
            _ => {}
        }
    }
}

impl Default for ModelState {
    fn default() -> Self {
        ModelState::new()
    }
}

/// What [`drive_the_worker`] saw last.
struct Drove {
    is_model: bool,
    scene: Arc<crate::rope::view::scene::Scene>,
    status: Status,
}

/// The one effect on the model's worker: starts the model when the learner asks for it (a
/// `qk=model` link, or picking the model), keeps asking for the run the configuration wants,
/// and tells the long-context lab when the model's status changes (its helpers and a run that
/// waits for the model start then).
pub fn drive_the_worker(state: AppState, lab: ModelState) {
    Effect::new(move |prev: Option<Drove>| {
        // A link that asks for a run (`run=1`) loads nothing by itself: the long-context lab
        // asks the learner first (the download is about 98 MB and the run can take minutes).
        let is_model = state
            .config
            .with(|c| c.model.vectors == VectorMode::Model && !c.lab.run);
        if is_model
            && prev.as_ref().map(|p| p.is_model) != Some(true)
            && matches!(lab.status.get_untracked(), Status::Idle | Status::Cancelled)
        {
            lab.load(false);
        }
        // A new run changes the scene too; its request equals the one sent and is dropped.
        let scene = state.derived.scene.get();
        if prev.as_ref().is_none_or(|p| !Arc::ptr_eq(&p.scene, &scene)) {
            if let Some(req) = Request::of(&scene) {
                lab.request(req);
            }
        }
        let status = lab.status.get();
        if prev.as_ref().is_some_and(|p| p.status != status) {
            if let Some(sink) = lab.status_sink.with_value(|s| s.clone()) {
                sink(&status);
            }
        }
        Drove {
            is_model,
            scene,
            status,
        }
    });
}

/// The line after the status word: where the download or the model stands.
fn status_line(lab: ModelState) -> String {
    lab.status.with(|s| match s {
        Status::Idle => t("model-line-idle"),
        Status::Loading {
            loaded,
            total,
            cached,
        } => tf(&msg!(
            if *cached {
                "model-line-loading-cached"
            } else {
                "model-line-loading"
            },
            loaded = Arg::num(format!("{:.1}", loaded / 1e6), loaded / 1e6),
            total = Arg::num(format!("{:.1}", total / 1e6), total / 1e6)
        )),
        Status::Ready => t(if lab.busy.get() {
            "model-line-running"
        } else {
            "model-line-ready"
        }),
        Status::Cancelled => t("model-line-cancelled"),
        Status::Failed { message, .. } => message.clone(),
    })
}

/// The lab panel: status and download, the layer and head, predictions and losses next to
/// the model as trained, and the energy per pair.
#[component]
pub fn ModelLab() -> impl IntoView {
    let state = use_store();
    let lab = crate::app::more::use_lab();
    let scene = state.derived.scene;
    let compare =
        Memo::new(move |_| scene.with(|s| lab.trained.with(|t| comparison(s, t.as_deref()))));
    let energy_model = Memo::new(move |_| scene.with(|s| energy(s)));
    view! {
        <section class="model-lab" data-testid="model-lab" aria-label=t("model-lab-label")>
            <h2>{tf(&msg!("model-lab-title", name = model_run::NAME))}</h2>
            <ModelLoad />
            <p class="hint">{tf(&crate::rope::view::model_lab::about_model())}</p>
            <div class="model-probe">
                <Field key=Key::Layer label=t("model-field-layer") testid="layer" input_type="number" min="0" step="1"
                    hint=crate::rope::base::limits::LAYER_HINT />
                <Field key=Key::Head label=t("model-field-head") testid="head" input_type="number" min="0" step="1"
                    hint=crate::rope::base::limits::HEAD_HINT />
            </div>
            <Experiments />
            <p class="field-error" role="alert">{move || lab.run_error.get()}</p>
            <Show when=move || lab.truncated.get()>
                <p class="hint">{tf(&msg!("model-truncated", n = MODEL_MAX_TOKENS))}</p>
            </Show>
            <Show when=move || compare.with(Option::is_some)>
                <ModelComparison compare />
            </Show>
            <EnergyPanel energy_model />
        </section>
    }
}

/// The model's status, the download's progress with Cancel, and Load or Retry.
#[component]
fn ModelLoad() -> impl IntoView {
    let lab = crate::app::more::use_lab();
    let loading = move || matches!(lab.status.get(), Status::Loading { .. });
    let progress_value = move || {
        lab.status.with(|s| match s {
            Status::Loading { loaded, .. } => loaded.to_string(),
            _ => "0".into(),
        })
    };
    let progress_max = move || {
        lab.status.with(|s| match s {
            Status::Loading { total, .. } => total.to_string(),
            _ => "1".into(),
        })
    };
    let can_retry = move || {
        matches!(
            lab.status.get(),
            Status::Failed { .. } | Status::Cancelled | Status::Idle
        )
    };
    let retry = move |_| {
        let reload = matches!(lab.status.get_untracked(), Status::Failed { .. });
        lab.load(reload);
    };
    view! {
        <p class="model-status-line">
            {t("model-status-label")} <strong data-testid="model-status">{move || lab.status.with(Status::word)}</strong>
            {t("lab-status-gap")} <span data-testid="model-message" role="status">{move || status_line(lab)}</span>
        </p>
        <Show when=loading>
            <div class="model-progress">
                <progress data-testid="model-progress" max=progress_max value=progress_value
                    aria-label=t("lab-model-download")></progress>
                <button type="button" data-testid="model-cancel" on:click=move |_| lab.cancel()>{t("lab-cancel")}</button>
            </div>
        </Show>
        <Show when=can_retry>
            <button type="button" data-testid="model-retry" on:click=retry>
                {move || if matches!(lab.status.get(), Status::Failed { .. }) { t("model-retry") } else { tf(&msg!("lab-load", mb = model_run::FILE_BYTES / 1_000_000)) }}
            </button>
        </Show>
    }
}

/// The experiments (the model as trained with one knob turned), and a longer text when the
/// learner's is short.
#[component]
fn Experiments() -> impl IntoView {
    let state = use_store();
    view! {
        <div class="preset-row" role="group" aria-label=t("model-try-group")>
            <span class="hint">{t("model-try-hint")}</span>
            {crate::rope::view::model_lab::EXPERIMENTS.map(|(label, key, value)| view! {
                <button type="button" class="chip-button" data-testid="experiment"
                    on:click=move |_| {
                        match state.config.with_untracked(|c| crate::rope::view::model_lab::experiment(c, key, value)) {
                            Ok(next) => state.replace(next),
                            Err(e) => state.error.set(Some(e)),
                        }
                    }>{t(label)}</button>
            }).collect_view()}
            <button type="button" class="chip-button" data-testid="as-trained"
                on:click=move |_| state.replace(state.config.with_untracked(|c| c.with_trained_rope()))>
                {t("model-as-trained")}
            </button>
        </div>
        <Show when=move || state.config.with(|c| c.sentence.text.split_whitespace().count() < crate::rope::view::model_lab::SHORT_TEXT_WORDS)>
            <p class="hint" data-testid="short-text">
                {t("model-short-text")}
                <button type="button" class="chip-button" data-testid="longer-text"
                    on:click=move |_| { let _ = state.edit(Key::Text, crate::rope::view::model_lab::LONGER_TEXT); }>
                    {t("model-longer-text")}
                </button>
            </p>
        </Show>
    }
}

/// Predictions and losses with the learner's RoPE next to the model as trained, and the run's
/// time.
#[component]
fn ModelComparison(compare: Memo<Option<Comparison>>) -> impl IntoView {
    let lab = crate::app::more::use_lab();
    view! {
        // Built (and escaped) by the tested view model: see `rope::view::model_lab`.
        <div class="model-compare" inner_html=move || compare.with(|c| c.as_ref().map(|c| crate::markup::model_lab::comparison_html(c, &tf)))></div>
        <p class="hint">{move || lab.timing.get().map(|(yours, trained)| {
            let layers = crate::rope::base::limits::MODEL_LAYERS;
            let yours = Arg::num(num(yours, 0), yours);
            let mut s = vec![if trained > 0.0 {
                msg!("model-timing-both", layers = layers, yours = yours,
                    trained = Arg::num(num(trained, 0), trained))
            } else {
                msg!("model-timing", layers = layers, yours = yours)
            }];
            if let Some(m) = lab.memory.get() {
                s.push(msg!("model-memory", mb = Arg::num(num(m / 1e6, 0), m / 1e6)));
            }
            tf(&msg!("lab-paragraph", sentences = s))
        })}</p>
        <details><summary>{t("model-losses")}</summary>
            <div class="table-wrap" tabindex="0" role="region" aria-label=t("model-losses")><table class="data">
                <thead><tr><th scope="col">{t("model-col-position")}</th><th scope="col">{t("model-col-token")}</th><th scope="col">{t("model-col-next")}</th>
                    <th scope="col">{t("model-col-loss-yours")}</th><th scope="col">{t("model-col-loss-trained")}</th></tr></thead>
                <tbody inner_html=move || compare.with(|c| c.as_ref().map(crate::markup::model_lab::loss_rows_html))></tbody>
            </table></div>
        </details>
    }
}

/// Which pairs carry the energy: the chart, its summary and the table.
#[component]
fn EnergyPanel(energy_model: Memo<Option<Energy>>) -> impl IntoView {
    let state = use_store();
    let canvas_ref = NodeRef::<Canvas>::new();
    redraw_chart(state, canvas_ref, energy_model, |e, hovered| {
        e.as_ref().map(|e| e.chart(hovered, &tf))
    });
    view! {
        <Show when=move || energy_model.with(Option::is_some)>
            <h3>{t("model-energy-title")}</h3>
            <canvas node_ref=canvas_ref class="chart h300" data-testid="energy-chart"
                role="img" aria-label=move || energy_model.with(|e| e.as_ref().map(|e| tf(&e.summary)))></canvas>
            <p class="readout" data-testid="energy-summary">{move || energy_model.with(|e| e.as_ref().map(|e| tf(&e.summary)))}</p>
            <details><summary>{t("model-energy-table")}</summary>
                <div class="table-wrap" tabindex="0" role="region" aria-label=t("model-energy-table")><table class="data">
                    <thead><tr><th scope="col">{t("model-col-pair")}</th><th scope="col">{t("model-col-wavelength")}</th><th scope="col">{t("model-col-q-head")}</th>
                        <th scope="col">{t("model-col-k-head")}</th><th scope="col">{t("model-col-q-all")}</th><th scope="col">{t("model-col-k-all")}</th></tr></thead>
                    <tbody inner_html=move || energy_model.with(|e| e.as_ref().map(crate::markup::model_lab::energy_rows_html))></tbody>
                </table></div>
            </details>
        </Show>
    }
}
