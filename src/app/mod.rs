//! The Leptos UI (wasm only). `App` owns the state as signals and passes them down; every view
//! draws only what `crate::rope` returns.

mod controls;
pub mod crash;
mod download;
mod draw;
mod embed;
mod field;
mod model;
pub mod more;
mod params;
pub mod part;
pub mod state;
mod tokens;
pub mod url;
mod views;

use leptos::prelude::*;

use std::sync::Arc;

use crate::rope::model::ModelRun;
use crate::rope::{Config, ConfigError, Key};
use crate::share::embed_snippet;
use controls::ControlPanel;
use field::{Field, Select};
use part::{LoadParts, Part, PartsLink, ToPage};
use state::{AppState, Derived, Pick, Theme, UiOptions, View};
use tokens::TokenList;
use views::{
    absolute::Absolute, attention::AttentionMatrix, compasses::Compasses, distance::Distance,
    frequencies::Frequencies, heatmap::Heatmap, invariance::Invariance, score::Score, ViewFrame,
};

/// Mounts the widget on the page body (Trunk's entry point).
pub fn start() {
    crash::install();
    leptos::mount::mount_to_body(|| view! { <App /> });
}

/// Applies what a part (`app::part`) sends, through the same checks a link gets.
fn receive(state: AppState, run: RwSignal<Option<Arc<ModelRun>>>, message: ToPage) {
    match message {
        ToPage::Config(query) => match Config::from_query(&query) {
            Ok(parsed) => {
                if state.config.with_untracked(|c| *c != parsed.config) {
                    state.replace(parsed.config);
                }
            }
            Err(e) => state.error.set(Some(e)),
        },
        ToPage::Notice(n) => state.notice.set(Some(n)),
        ToPage::Error(e) => state.error.set(Some(e)),
        ToPage::Run(None) => run.set(None),
        ToPage::Run(Some(json)) => match ModelRun::from_json(&json) {
            Ok(r) => run.set(Some(Arc::new(r))),
            Err(e) => state
                .notice
                .set(Some(format!("The model's answer did not check out: {e}"))),
        },
    }
}

/// The system colour preference as a signal: read once, then updated by the media query's
/// change event (so canvases follow a system theme switch without asking on every redraw).
fn system_prefers_dark() -> RwSignal<bool> {
    use wasm_bindgen::{closure::Closure, JsCast};
    let query = web_sys::window()
        .and_then(|w| w.match_media("(prefers-color-scheme: dark)").ok().flatten());
    let dark = RwSignal::new(query.as_ref().is_some_and(|m| m.matches()));
    if let Some(q) = query {
        let q2 = q.clone();
        let cb = Closure::<dyn FnMut()>::new(move || {
            let _ = dark.try_set(q2.matches());
        });
        if q.add_event_listener_with_callback("change", cb.as_ref().unchecked_ref())
            .is_ok()
        {
            // Lives as long as the page.
            cb.forget();
        }
    }
    dark
}

/// The widget. `parts`: how to reach the on-demand parts (`app::part`); the page loads their
/// module over the network, the wasm tests host them in process.
#[component]
pub fn App(#[prop(optional)] parts: Option<LoadParts>) -> impl IntoView {
    let initial = url::read_location();
    let (ui_options, ui_notices) = UiOptions::from_pairs(&initial.extra);
    let mut notices = ui_notices;
    if !initial.unknown_keys.is_empty() {
        notices.push(format!(
            "Ignored unknown URL keys: {}.",
            initial.unknown_keys.join(", ")
        ));
    }
    if initial.errors.len() > 1 {
        notices.push(format!(
            "{} URL values were refused and fell back to defaults.",
            initial.errors.len()
        ));
    }
    let config = RwSignal::new(initial.config);
    let ui = RwSignal::new(ui_options);
    let system_dark = system_prefers_dark();
    let dark = Signal::from(Memo::new(move |_| match ui.with(|u| u.theme) {
        Theme::Light => false,
        Theme::Dark => true,
        Theme::Auto => system_dark.get(),
    }));
    // The real model's latest run, sent by the lab (a part).
    let run: RwSignal<Option<Arc<ModelRun>>> = RwSignal::new(None);
    let state = AppState {
        config,
        error: RwSignal::new(initial.errors.first().cloned()),
        notice: RwSignal::new((!notices.is_empty()).then(|| notices.join(" "))),
        ui,
        hovered_pair: RwSignal::new(None),
        pick: RwSignal::new(Pick::Query),
        dark,
        derived: Derived::new(config, run),
    };
    let link = PartsLink::new(
        state,
        parts.unwrap_or(part::load_remote),
        std::rc::Rc::new(move |m| receive(state, run, m)),
    );

    // Every good state is a link. Debounced: Chrome throttles history.replaceState beyond about
    // 200 calls in 10 s, which dragging a slider would exceed; the last state always lands.
    let pending: StoredValue<Option<TimeoutHandle>> = StoredValue::new(None);
    Effect::new(move |_| {
        config.track();
        ui.track();
        if let Some(h) = pending.get_value() {
            h.clear();
        }
        let handle = set_timeout_with_handle(
            move || {
                let _ = config.try_with_untracked(|c| ui.with_untracked(|u| url::mirror(c, u)));
            },
            std::time::Duration::from_millis(150),
        )
        .ok();
        pending.set_value(handle);
    });
    // The theme attribute drives the CSS variables.
    Effect::new(move |_| {
        let theme = ui.with(|u| u.theme);
        if let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = match theme {
                Theme::Auto => root.remove_attribute("data-theme"),
                t => root.set_attribute("data-theme", t.as_str()),
            };
        }
    });
    let embed = ui.with_untracked(|u| u.embed);
    if embed {
        embed::post_height_to_parent();
    }

    view! {
        <main class="ropescope" class:embed=embed>
            {if embed {
                view! { <EmbedHeader state /> }.into_any()
            } else {
                view! { <Masthead state link /> }.into_any()
            }}
            {if embed {
                view! { <CompactControls state /> }.into_any()
            } else {
                view! { <ControlPanel state link /> }.into_any()
            }}
            <div class="error-area" data-testid="error" role="alert" aria-live="assertive">
                {move || state.error.get().map(|e: ConfigError| e.to_string())}
            </div>
            <div class="notice-area" data-testid="notice" aria-live="polite">
                {move || state.notice.get()}
            </div>
            <TokenList state />
            <Show when=move || config.with(|c| c.vectors == crate::rope::tokens::VectorMode::Model)>
                <Part link name=part::LAB eager=true />
            </Show>
            {(!embed).then(|| view! {
                <details class="notation" data-testid="notation">
                    <summary>"Notation used in every view"</summary>
                    <dl>{crate::rope::view::lesson::NOTATION.iter().map(|(sym, meaning)| view! {
                        <dt>{*sym}</dt><dd>{*meaning}</dd>
                    }).collect_view()}</dl>
                </details>
            })}
            <div class="views">
                // One `Show` for all views (one instantiation, not thirteen: page size).
                {View::ALL.map(|v| view! {
                    <Show when=move || ui.with(|u| u.shows(v))>{move || view_of(v, state, link)}</Show>
                }).collect_view()}
            </div>
            <footer class="footer">
                "Every number is computed in f64 by ropescope's Rust core and checked against Hugging Face transformers' RoPE code. "
                <a href="https://arxiv.org/abs/2104.09864" rel="noopener">"RoFormer (Su et al.)"</a>
            </footer>
        </main>
    }
}

/// View `v`: drawn by this module, or a slot for the on-demand parts (`app::part`).
fn view_of(v: View, state: AppState, link: PartsLink) -> AnyView {
    match v {
        View::Compasses => view! { <Compasses state /> }.into_any(),
        View::Heatmap => view! { <Heatmap state /> }.into_any(),
        View::Score => view! { <Score state /> }.into_any(),
        View::Invariance => view! { <Invariance state /> }.into_any(),
        View::Distance => view! { <Distance state /> }.into_any(),
        View::Frequencies => view! { <Frequencies state /> }.into_any(),
        View::Attention => view! { <AttentionMatrix state /> }.into_any(),
        View::Absolute => view! { <Absolute state /> }.into_any(),
        View::Lesson
        | View::Examples
        | View::Mistakes
        | View::Quiz
        | View::Kernel
        | View::Layers
        | View::Multimodal => view! {
            <ViewFrame view=v><Part link name=v.as_str() /></ViewFrame>
        }
        .into_any(),
    }
}

/// Title, sharing tools and the view index (full page).
#[component]
fn Masthead(state: AppState, link: PartsLink) -> impl IntoView {
    let ui = state.ui;
    view! {
        <header class="masthead">
            <div class="title-row">
                <div>
                    <h1>"ropescope"</h1>
                    <p class="tagline">"Rotary Position Embeddings, computed live: type a sentence, turn the knobs, watch every pair rotate."</p>
                </div>
                <ShareTools state link />
            </div>
            <nav class="view-nav" aria-label="Views">
                {View::ALL.map(|v| view! {
                    <a href=format!("#view-{}", v.as_str()) class:hidden=move || !ui.with(|u| u.shows(v))>{v.title()}</a>
                }).collect_view()}
            </nav>
        </header>
    }
}

/// Copy link, embed code, JSON download, theme.
#[component]
fn ShareTools(state: AppState, link: PartsLink) -> impl IntoView {
    let status = RwSignal::new(String::new());
    let embed_view = RwSignal::new(String::from("compasses"));
    // The snippet follows the state only while its box is open: a closed <details> still
    // restyles and relays out a textarea whose value changes, which cost every edit two
    // layout passes (measured in a trace) for a box most learners never open.
    let embed_open = RwSignal::new(false);
    let snippet = Memo::new(move |_| {
        if !embed_open.get() {
            return String::new();
        }
        state
            .config
            .with(|c| embed_snippet(&url::page_url(), &c.to_query(), &embed_view.get()))
    });
    let copy_link = move |_| {
        let link = state
            .config
            .with_untracked(|c| state.ui.with_untracked(|u| url::state_link(c, u)));
        leptos::task::spawn_local(async move {
            let ok = download::copy_text(link).await;
            status.try_set(if ok {
                "Link copied.".into()
            } else {
                "Could not copy (the browser refused the clipboard): the link is in the address bar.".into()
            });
        });
    };
    let copy_embed = move |_| {
        let text = snippet.get_untracked();
        leptos::task::spawn_local(async move {
            let ok = download::copy_text(text).await;
            status.try_set(if ok {
                "Embed code copied (also shown below).".into()
            } else {
                "Could not copy (the browser refused the clipboard): select the code below.".into()
            });
        });
    };
    // The export lives in the on-demand parts (it needs every view's numbers).
    let json = move |_| link.when_ready(|p| p.download_json());
    view! {
        <div class="share-tools">
            <div class="share-row">
                <button type="button" data-testid="copy-link" on:click=copy_link>"Copy link"</button>
                <button type="button" data-testid="download-json" on:click=json>"Download JSON"</button>
                <label for="theme-pick">"Theme "</label>
                <select id="theme-pick" data-testid="theme" on:change=move |ev| {
                    if let Some(t) = Theme::parse(&event_target_value(&ev)) { state.ui.update(|u| u.theme = t) }
                }>
                    {Theme::ALL.map(|t| view! {
                        <option value=t.as_str() selected=move || state.ui.with(|u| u.theme == t)>{t.as_str()}</option>
                    }).collect_view()}
                </select>
            </div>
            <details class="embed-box"
                on:toggle=move |ev| embed_open.set(event_target::<web_sys::HtmlDetailsElement>(&ev).open())>
                <summary>"Embed in a course page"</summary>
                <label for="embed-view">"Show "</label>
                <select id="embed-view" on:change=move |ev| embed_view.set(event_target_value(&ev))>
                    {View::ALL.map(|v| view! { <option value=v.as_str() selected=v == View::Compasses>{v.title()}</option> }).collect_view()}
                    <option value="">"all views"</option>
                </select>
                <button type="button" data-testid="copy-embed" on:click=copy_embed>"Copy embed code"</button>
                <textarea readonly rows="3" data-testid="embed-code" aria-label="Embed code" prop:value=move || snippet.get()></textarea>
            </details>
            <p class="hint" role="status">{move || status.get()}</p>
        </div>
    }
}

/// Embed mode: a one-line header linking to the full page.
#[component]
fn EmbedHeader(state: AppState) -> impl IntoView {
    let full = move || {
        state.config.with(|c| {
            let ui = state.ui.with(|u| UiOptions {
                embed: false,
                views: Vec::new(),
                theme: u.theme,
            });
            url::state_link(c, &ui)
        })
    };
    view! {
        <header class="embed-header">
            <h1 class="embed-title">"ropescope"</h1>
            <a href=full target="_blank" rel="noopener">"Open the full explainer ↗"</a>
        </header>
    }
}

/// Embed mode: the essential controls only.
#[component]
fn CompactControls(state: AppState) -> impl IntoView {
    view! {
        <section class="controls compact" aria-label="Settings">
            <Field state key=Key::Text label="Sentence" testid="sentence" />
            <Field state key=Key::Dim label="Head dimension d" testid="dim" input_type="number" min=crate::rope::limits::MIN_DIM_TEXT max=crate::rope::limits::MAX_DIM_TEXT step="2" />
            <Field state key=Key::Base label="Base (theta)" testid="base" />
            <Select state key=Key::Scaling label="Scaling" testid="scaling"
                choices=crate::rope::Method::ALL.iter().map(|m| (m.as_str(), m.label())).collect() />
        </section>
    }
}
