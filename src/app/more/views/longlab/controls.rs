//! The lab's controls, top to bottom: what the lab does, the model's line, the experiment and
//! its texts, a link's request to run, Run and the downloads, and where the run stands.

use leptos::prelude::*;

use crate::app::i18n::{t, tf, Arg};
use crate::app::state::use_store;
use crate::msg;
use wasm_bindgen::JsValue;

use super::run::load_model;
use super::{now_ms, Lab, RunStatus};
use crate::app::download::download_text;
use crate::app::field::Field;
use crate::app::more::model_lab::{ModelState, Status};
use crate::app::state::AppState;
use crate::rope::settings::model_run::{CONTEXT, FILE_BYTES, NAME};
use crate::rope::view::longlab::{self as lab, Experiment, Point};
use crate::rope::{Config, Key};

/// What the lab does and what position skipping leaves out.
#[component]
pub(super) fn Intro() -> impl IntoView {
    view! {
        <p class="lab-lead" data-testid="lab-lead">{t("lab-intro-lead")}</p>
        <ul class="lab-facts">
            <li>{t("lab-intro-measured")}</li>
            <li>{t("lab-intro-distance")}</li>
            <li>{t("lab-intro-not-a-document")}</li>
        </ul>
        <details class="lab-how" data-testid="lab-how">
            <summary>{t("lab-how-summary")}</summary>
            <p>{t("lab-how-pose")}</p>
            <p>{tf(&msg!("lab-how-distances", model = NAME, context = CONTEXT))}</p>
            <p>{t("lab-how-leaves-out")}</p>
        </details>
    }
}

/// The model's line in words: loaded (and the helpers), loading, failed, or what it needs.
fn model_line(lab: ModelState, me: Lab) -> String {
    lab.status.with(|s| match s {
        Status::Ready => match me.helpers_ready.get() {
            0 => t("lab-model-loaded"),
            n => tf(&msg!("lab-model-loaded-helpers", n = n)),
        },
        Status::Loading { loaded, total, .. } => tf(&msg!(
            "lab-model-loading",
            loaded = Arg::num(format!("{:.1}", loaded / 1e6), loaded / 1e6),
            total = Arg::num(format!("{:.1}", total / 1e6), total / 1e6)
        )),
        Status::Failed { message, .. } => message.clone(),
        _ => tf(&msg!("lab-model-needed", mb = FILE_BYTES / 1_000_000)),
    })
}

/// The model's status, its download's progress, and "Load the model".
#[component]
pub(super) fn ModelLine(me: Lab) -> impl IntoView {
    let state = use_store();
    let lab = crate::app::more::use_lab();
    view! {
        <p class="model-status-line">
            {t("lab-model-label")} <strong data-testid="lab-model-status" data-helpers=move || me.helpers_ready.get().to_string()>{move || lab.status.with(Status::word)}</strong>
            {t("lab-status-gap")} <span role="status">{move || model_line(lab, me)}</span>
        </p>
        <Show when=move || matches!(lab.status.get(), Status::Loading { .. })>
            <progress data-testid="lab-model-progress" aria-label=t("lab-model-download")
                max=move || lab.status.with(|s| match s { Status::Loading { total, .. } => total.to_string(), _ => "1".into() })
                value=move || lab.status.with(|s| match s { Status::Loading { loaded, .. } => loaded.to_string(), _ => "0".into() })>
            </progress>
        </Show>
        <Show when=move || !matches!(lab.status.get(), Status::Ready | Status::Loading { .. })>
            <button type="button" data-testid="lab-load" on:click=move |_| load_model(state, lab)>{tf(&msg!("lab-load", mb = FILE_BYTES / 1_000_000))}</button>
        </Show>
    }
}

/// The three experiments, what the chosen one measures, and how to read it.
#[component]
pub(super) fn ExperimentPicker(experiment: Memo<Experiment>) -> impl IntoView {
    let state = use_store();
    let choose = move |e: Experiment| {
        let _ = state.edit(Key::Lab, e.as_str());
    };
    view! {
        <div class="preset-row" role="group" aria-label=t("lab-experiment-group")>
            {Experiment::ALL.map(|e| view! {
                <button type="button" class="chip-button" data-testid="lab-experiment" data-experiment=e.as_str()
                    aria-pressed=move || (experiment.get() == e).to_string()
                    on:click=move |_| choose(e)>{t(e.label())}</button>
            }).collect_view()}
        </div>
        <p class="lab-what" data-testid="lab-what">{move || match experiment.get() {
            Experiment::Passkey => t("lab-what-passkey"),
            Experiment::Far => t("lab-what-far"),
            Experiment::Short => tf(&msg!("lab-what-short", tokens = lab::SHORT_TOKENS, max = lab::MAX_LAB_TOKENS)),
        }}</p>
        <p class="hint">{move || match experiment.get() {
            Experiment::Passkey => t("lab-read-passkey"),
            Experiment::Far => t("lab-read-far"),
            Experiment::Short => t("lab-read-short"),
        }}</p>
    }
}

/// The experiment's texts, gaps, keys and the methods compared, and the default texts.
#[component]
pub(super) fn LabFields(experiment: Memo<Experiment>) -> impl IntoView {
    let state = use_store();
    let texts = Memo::new(move |_| state.config.with(lab::texts));
    view! {
        <div class="lab-fields">
            <Show when=move || experiment.get() != Experiment::Short
                fallback=move || view! {
                    <Field key=Key::Before label=t("lab-field-text") testid="lab-before" multiline=true />
                    <p class="hint">
                        <label for="lab-file">{t("lab-field-file")}</label>
                        <input id="lab-file" type="file" accept=".txt,text/plain" data-testid="lab-file"
                            on:change=move |ev| read_file(state, ev) />
                    </p>
                }>
                <Field key=Key::Before label=t("lab-field-before") testid="lab-before" multiline=true />
                <Field key=Key::After label=t("lab-field-after") testid="lab-after" multiline=true />
                <Show when=move || experiment.get() == Experiment::Passkey>
                    <Field key=Key::Answer label=t("lab-field-answer") testid="lab-answer" />
                </Show>
                <Field key=Key::Gaps label=t("lab-field-gaps") testid="lab-gaps"
                    placeholder=lab::DEFAULT_GAPS_TEXT />
                <Show when=move || experiment.get() == Experiment::Passkey>
                    <Field key=Key::LabKeys label=t("lab-field-keys") testid="lab-keys" />
                    <Field key=Key::Seed label=t("lab-field-seed") testid="lab-seed" />
                </Show>
            </Show>
            <Field key=Key::Compare label=t("lab-field-compare") testid="lab-compare"
                placeholder=lab::DEFAULT_COMPARE_TEXT
                hint=t("lab-field-compare-hint") />
        </div>
        <p class="hint">{move || {
            let (b, a, ans) = texts.get();
            match experiment.get() {
                Experiment::Passkey => tf(&msg!("lab-defaults-passkey", before = b, after = a, answer = ans, slot = lab::KEY_SLOT)),
                Experiment::Far => tf(&msg!("lab-defaults-far", before = b, after = a)),
                Experiment::Short => String::new(),
            }
        }}</p>
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

/// What a link's `run=1` asks for: the points it computes, and the download first if needed.
fn what_the_link_asks(state: AppState, lab: ModelState) -> String {
    let c = state.config.get();
    let points = lab::runs(&c).map_or(0, |r| {
        r.len()
            * match c.lab.experiment {
                Experiment::Short => 1,
                Experiment::Far => lab::gaps(&c).len() + 1,
                Experiment::Passkey => lab::gaps(&c).len(),
            }
    });
    if lab.status.with(|s| *s == Status::Ready) {
        tf(&msg!("lab-link-asks", points = points))
    } else {
        tf(&msg!(
            "lab-link-asks-download",
            points = points,
            mb = FILE_BYTES / 1_000_000
        ))
    }
}

/// `run=1` in a link: nothing is downloaded or run until the learner says so (the model is
/// about 98 MB, and a sweep can take minutes). "Run it" clears the request and runs.
#[component]
pub(super) fn LinkAsk(me: Lab) -> impl IntoView {
    let state = use_store();
    let lab = crate::app::more::use_lab();
    let asked_by_link = Memo::new(move |_| state.config.with(|c| c.lab.run));
    let run_asked = move |_| {
        let _ = state.edit(Key::Run, "0");
        me.run(state, lab);
    };
    view! {
        <Show when=move || asked_by_link.get()>
            <p class="lab-ask" role="status" data-testid="lab-ask">{move || what_the_link_asks(state, lab)}" "
                <button type="button" class="primary" data-testid="lab-run-asked" on:click=run_asked>{t("lab-run-it")}</button>
            </p>
        </Show>
    }
}

fn model_ready(lab: ModelState) -> bool {
    lab.status.with(|s| *s == Status::Ready)
}

/// After a cancel, the stopped worker's model loading again.
fn reloading(lab: ModelState, me: Lab) -> bool {
    me.status.get() == RunStatus::Cancelled
        && lab.status.with(|s| matches!(s, Status::Loading { .. }))
}

/// The last run's points (or, short range, losses) as CSV.
fn download_csv(me: Lab, experiment: Memo<Experiment>, points: Memo<Vec<Point>>) {
    let text = match experiment.get_untracked() {
        Experiment::Short => me.losses.with_untracked(|l| lab::losses_csv(l)),
        _ => points.with_untracked(|p| lab::points_csv(p)),
    };
    download_text("ropescope-long-context.csv", "text/csv", &text);
}

/// The last run as JSON, with its settings and texts.
fn download_json(me: Lab, points: Memo<Vec<Point>>) {
    let text = me.asked.with_untracked(|a| {
        a.as_ref().map(|a| match a.config.lab.experiment {
            Experiment::Short => me.losses.with_untracked(|l| lab::losses_json(&a.config, l)),
            _ => points.with_untracked(|p| {
                lab::points_json(&a.config, (&a.texts.0, &a.texts.1, &a.texts.2), p)
            }),
        })
    });
    if let Some(t) = text {
        download_text("ropescope-long-context.json", "application/json", &t);
    }
}

/// Run (the longer short-range run beside it), Cancel, and the downloads.
#[component]
pub(super) fn RunControls(
    me: Lab,
    experiment: Memo<Experiment>,
    points: Memo<Vec<Point>>,
) -> impl IntoView {
    let state = use_store();
    let lab = crate::app::more::use_lab();
    view! {
        <div class="preset-row">
            <button type="button" data-testid="lab-run" on:click=move |_| me.run(state, lab) aria-describedby="lab-run-why"
                disabled=move || me.busy()>
                {move || t(if model_ready(lab) { "lab-run" } else if reloading(lab, me) { "lab-run-after-reload" } else { "lab-load-and-run" })}</button>
            <Show when=move || experiment.get() == Experiment::Short && model_ready(lab)>
                <button type="button" data-testid="lab-run-long" on:click=move |_| me.start(state, lab, true)
                    disabled=move || me.busy()>
                    {tf(&msg!("lab-run-long", tokens = lab::MAX_LAB_TOKENS))}</button>
            </Show>
            <button type="button" data-testid="lab-cancel" on:click=move |_| me.press_cancel(lab)
                disabled=move || !matches!(me.status.get(), RunStatus::Running | RunStatus::Waiting)>{t("lab-cancel")}</button>
            <button type="button" data-testid="lab-csv" on:click=move |_| download_csv(me, experiment, points)
                disabled=move || me.asked.with(Option::is_none)>{t("lab-download-csv")}</button>
            <button type="button" data-testid="lab-json" on:click=move |_| download_json(me, points)
                disabled=move || me.asked.with(Option::is_none)>{t("lab-download-json")}</button>
        </div>
    }
}

/// Why Run says what it says (the model loading, not loaded, or reloading after a cancel).
fn run_why(lab: ModelState, me: Lab) -> String {
    if me.status.get() == RunStatus::Waiting {
        t("lab-why-loading")
    } else if model_ready(lab) {
        String::new()
    } else if reloading(lab, me) {
        t("lab-why-reloading")
    } else {
        tf(&msg!("lab-why-not-loaded", mb = FILE_BYTES / 1_000_000))
    }
}

/// Below Run: the warning about settings that are not the model's, why Run waits, the run's
/// error, its status and time, and its progress bar.
#[component]
pub(super) fn RunLine(me: Lab, experiment: Memo<Experiment>) -> impl IntoView {
    let state = use_store();
    let lab = crate::app::more::use_lab();
    let warning = Memo::new(move |_| state.config.with(lab::warning));
    let restore = move |_| {
        let next = state.config.with_untracked(Config::with_trained_rope);
        state.replace(next);
    };
    view! {
        <Show when=move || warning.with(Option::is_some)>
            <p class="field-error" role="alert" data-testid="lab-warning">{move || warning.with(|w| w.as_ref().map(tf))}" "
                <button type="button" data-testid="lab-restore" on:click=restore>{t("lab-restore")}</button></p>
        </Show>
        <p class="lab-run-why" id="lab-run-why" data-testid="lab-run-why">{move || run_why(lab, me)}</p>
        <p class="field-error" role="alert" data-testid="lab-error">{move || me.error.get()}</p>
        <p class="readout">
            {t("lab-run-label")} <strong data-testid="lab-status" data-workers=move || me.workers.get().to_string()>{move || me.status.get().word()}</strong>
            {move || { let (d, t) = me.progress(experiment); (t > 0).then(|| tf(&lab::progress_text(d, t,
                if me.status.get() == RunStatus::Running { now_ms() - me.started.get_value() } else { 0.0 }))) }}
            {move || (me.status.get() == RunStatus::Cancelled && matches!(lab.status.get(), Status::Loading { .. }))
                .then(|| t("lab-run-reloading"))}
            {move || me.ms.get().map(|ms| tf(&msg!("lab-run-time",
                seconds = Arg::num(format!("{:.1}", ms / 1000.0), ms / 1000.0), workers = me.workers.get())))}
        </p>
        <Show when=move || me.status.get() == RunStatus::Running>
            <progress data-testid="lab-progress" aria-label=t("lab-progress-label")
                max=move || me.progress(experiment).1.to_string() value=move || me.progress(experiment).0.to_string()></progress>
        </Show>
    }
}
