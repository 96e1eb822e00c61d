//! The lab's controls, top to bottom: what the lab does, the model's line, the experiment and
//! its texts, a link's request to run, Run and the downloads, and where the run stands.

use leptos::prelude::*;

use crate::app::state::use_store;
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
    }
}

/// The model's line in words: loaded (and the helpers), loading, failed, or what it needs.
fn model_line(lab: ModelState, me: Lab) -> String {
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
}

/// The model's status, its download's progress, and "Load the model".
#[component]
pub(super) fn ModelLine(me: Lab) -> impl IntoView {
    let state = use_store();
    let lab = crate::app::more::use_lab();
    view! {
        <p class="model-status-line">
            "Model: " <strong data-testid="lab-model-status" data-helpers=move || me.helpers_ready.get().to_string()>{move || lab.status.with(Status::word)}</strong>
            ". " <span role="status">{move || model_line(lab, me)}</span>
        </p>
        <Show when=move || matches!(lab.status.get(), Status::Loading { .. })>
            <progress data-testid="lab-model-progress" aria-label="Model download"
                max=move || lab.status.with(|s| match s { Status::Loading { total, .. } => total.to_string(), _ => "1".into() })
                value=move || lab.status.with(|s| match s { Status::Loading { loaded, .. } => loaded.to_string(), _ => "0".into() })>
            </progress>
        </Show>
        <Show when=move || !matches!(lab.status.get(), Status::Ready | Status::Loading { .. })>
            <button type="button" data-testid="lab-load" on:click=move |_| load_model(state, lab)>{format!("Load the model ({} MB, once)", FILE_BYTES / 1_000_000)}</button>
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
                    <Field key=Key::Before label="Text (empty: this page's captions)" testid="lab-before" multiline=true />
                    <p class="hint">
                        <label for="lab-file">"Or open a .txt file: "</label>
                        <input id="lab-file" type="file" accept=".txt,text/plain" data-testid="lab-file"
                            on:change=move |ev| read_file(state, ev) />
                    </p>
                }>
                <Field key=Key::Before label="Text before the gap (empty: the default below)" testid="lab-before" multiline=true />
                <Field key=Key::After label="Text after the gap (empty: the default below)" testid="lab-after" multiline=true />
                <Show when=move || experiment.get() == Experiment::Passkey>
                    <Field key=Key::Answer label="Answer, scored (empty: the default below)" testid="lab-answer" />
                </Show>
                <Field key=Key::Gaps label="Gaps (positions skipped)" testid="lab-gaps"
                    placeholder=lab::DEFAULT_GAPS_TEXT />
                <Show when=move || experiment.get() == Experiment::Passkey>
                    <Field key=Key::LabKeys label="Keys per gap (1 to 16)" testid="lab-keys" />
                    <Field key=Key::Seed label="Seed of the keys (the same seed, the same keys)" testid="lab-seed" />
                </Show>
            </Show>
            <Field key=Key::Compare label="Compare with (method:factor)" testid="lab-compare"
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
                <button type="button" class="primary" data-testid="lab-run-asked" on:click=run_asked>"Run it"</button>
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
                {move || if model_ready(lab) { "Run" } else if reloading(lab, me) { "Run once the model has reloaded" } else { "Load the model and run" }}</button>
            <Show when=move || experiment.get() == Experiment::Short && model_ready(lab)>
                <button type="button" data-testid="lab-run-long" on:click=move |_| me.start(state, lab, true)
                    disabled=move || me.busy()>
                    {format!("Run on {} tokens (slower)", lab::MAX_LAB_TOKENS)}</button>
            </Show>
            <button type="button" data-testid="lab-cancel" on:click=move |_| me.press_cancel(lab)
                disabled=move || !matches!(me.status.get(), RunStatus::Running | RunStatus::Waiting)>"Cancel"</button>
            <button type="button" data-testid="lab-csv" on:click=move |_| download_csv(me, experiment, points)
                disabled=move || me.asked.with(Option::is_none)>"Download CSV"</button>
            <button type="button" data-testid="lab-json" on:click=move |_| download_json(me, points)
                disabled=move || me.asked.with(Option::is_none)>"Download JSON"</button>
        </div>
    }
}

/// Why Run says what it says (the model loading, not loaded, or reloading after a cancel).
fn run_why(lab: ModelState, me: Lab) -> String {
    if me.status.get() == RunStatus::Waiting {
        "The model is loading (its progress is above); the run starts as soon as it is ready."
            .to_string()
    } else if model_ready(lab) {
        String::new()
    } else if reloading(lab, me) {
        "Run cancelled; the model is reloading from the browser's cache (a cancel stops its worker). Run now starts as soon as it is ready.".to_string()
    } else {
        format!(
            "The model is not loaded yet: this button downloads it first ({} MB, once), then runs.",
            FILE_BYTES / 1_000_000
        )
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
            <p class="field-error" role="alert" data-testid="lab-warning">{move || warning.get()}" "
                <button type="button" data-testid="lab-restore" on:click=restore>"Restore the model's RoPE"</button></p>
        </Show>
        <p class="lab-run-why" id="lab-run-why" data-testid="lab-run-why">{move || run_why(lab, me)}</p>
        <p class="field-error" role="alert" data-testid="lab-error">{move || me.error.get()}</p>
        <p class="readout">
            "Run: " <strong data-testid="lab-status" data-workers=move || me.workers.get().to_string()>{move || me.status.get().word()}</strong>
            {move || { let (d, t) = me.progress(experiment); (t > 0).then(|| lab::progress_text(d, t,
                if me.status.get() == RunStatus::Running { now_ms() - me.started.get_value() } else { 0.0 })) }}
            {move || (me.status.get() == RunStatus::Cancelled && matches!(lab.status.get(), Status::Loading { .. }))
                .then_some("; reloading the model from the browser's cache (a cancel stops the worker)")}
            {move || me.ms.get().map(|ms| format!(", {:.1} s in the worker{}", ms / 1000.0,
                match me.workers.get() { 0 | 1 => String::new(), n => format!("s ({n} workers)") }))}
        </p>
        <Show when=move || me.status.get() == RunStatus::Running>
            <progress data-testid="lab-progress" aria-label="Experiment progress"
                max=move || me.progress(experiment).1.to_string() value=move || me.progress(experiment).0.to_string()></progress>
        </Show>
    }
}
