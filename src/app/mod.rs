//! The Leptos UI (wasm only). `App` owns the state as signals in one store (`state::AppState`),
//! which every component reaches through Leptos's context (`state::use_store`); every view
//! draws only what `crate::rope` returns. Effects only for the outside world: the address, the
//! document's root, the host page, the DOM's observers and token lists, the canvases.

mod controls;
pub mod crash;
mod download;
mod draw;
mod field;
mod host;
pub mod i18n;
pub mod more;
mod params;
pub mod part;
mod paths;
mod scroll;
pub mod state;
mod toc;
mod tokens;
pub mod url;
mod views;

use leptos::prelude::*;

use std::sync::Arc;

use crate::msg;
use crate::rope::base::i18n::Messages;
use crate::rope::settings::model_run::ModelRun;
use crate::rope::{Config, ConfigError};
use controls::ControlPanel;
use i18n::{t, tf};
use part::{LoadParts, Part, PartsLink, ToPage};
use state::{AppState, Chapter, Derived, Pick, Theme, UiOptions, View};
use toc::Contents;
use tokens::TokenList;
use views::{compasses::Compasses, heatmap::Heatmap, ViewFrame};

/// Mounts the widget on the page body (Trunk's entry point).
pub fn start() {
    crash::install();
    let lang = start_lang();
    if let Some(root) = document().document_element() {
        let _ = root.set_attribute("lang", lang.code());
    }
    let english = crate::rope::base::i18n::english_page();
    if lang == i18n::Lang::En {
        i18n::install(lang, &english, &[], Messages::lite);
        started_in(lang);
        leptos::mount::mount_to_body(|| view! { <App /> });
    } else {
        // Another language's words are fetched before the page mounts (no flash of English).
        wasm_bindgen_futures::spawn_local(async move {
            let files = crate::rope::base::i18n::files(crate::rope::base::i18n::Group::Page);
            let fetched = i18n::fetch(lang, &files).await;
            i18n::install(lang, &english, &fetched, Messages::lite);
            started_in(lang);
            leptos::mount::mount_to_body(|| view! { <App /> });
        });
    }
}

/// Once the catalogue is installed: the crash banner's words, and the tab's title in the
/// learner's language (`index.html` has the English one, for the time before the module runs).
fn started_in(lang: i18n::Lang) {
    crash::prepare();
    if lang != i18n::Lang::En {
        document().set_title(&t("ui-page-title"));
        css_words();
    }
}

/// The words the stylesheet shows itself (`content:` of a hidden answer's note, the tour text's
/// "more"), as custom properties on the root element (set through the CSSOM: the strict
/// Content-Security-Policy allows no style attribute). English is the stylesheet's fallback.
fn css_words() {
    use wasm_bindgen::JsCast;
    let Some(root) = document()
        .document_element()
        .and_then(|r| r.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return;
    };
    let quoted = |s: String| format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""));
    for (property, id) in [
        ("--say-more", "ui-css-more"),
        ("--say-answer-hidden", "ui-css-answer-hidden"),
        ("--say-answer-chart", "ui-css-answer-chart"),
    ] {
        let _ = root.style().set_property(property, &quoted(i18n::t(id)));
    }
}

/// The language the page starts in: `lang=` in the address if it names one we speak, else the
/// browser's preferred languages (English if none).
fn start_lang() -> i18n::Lang {
    let search = window().location().search().unwrap_or_default();
    let asked = search
        .trim_start_matches('?')
        .split('&')
        .find_map(|kv| kv.strip_prefix("lang="))
        .and_then(i18n::Lang::parse);
    asked.unwrap_or_else(|| i18n::Lang::negotiate(&i18n::preferred()))
}

/// Applies what a part (`app::part`) sends, through the same checks a link gets.
fn receive(
    state: AppState,
    run: RwSignal<Option<Arc<ModelRun>>>,
    kept: paths::Kept,
    message: ToPage,
) {
    match message {
        ToPage::Config(query) => match Config::from_query(&query) {
            Ok(parsed) => {
                if state.config.with_untracked(|c| *c != parsed.config) {
                    state.replace(parsed.config);
                }
            }
            Err(e) => state.error.set(Some(e)),
        },
        // Formatted by the parts already (bridge.rs: a notice crosses as text).
        ToPage::Notice(n) => state
            .notice
            .set(Some(crate::msg!("notice-as-sent", text = n))),
        ToPage::Error(e) => state.error.set(Some(e)),
        ToPage::Run(r) => run.set(r),
        // The parts change only the tour's step: the page's own keys (embed, views, theme) stay.
        ToPage::Tour(step) => {
            if state.ui.with_untracked(|u| u.tour != step) {
                state.ui.update(|u| u.tour = step);
            }
        }
        ToPage::Hover(h) => {
            if state.hovered_pair.get_untracked() != h {
                state.hovered_pair.set(h);
            }
        }
        ToPage::Answer(a) => state.answer.set(Some(a)),
        ToPage::Opened { outline, ui } => paths::opened(state, kept, &outline, &ui),
        ToPage::Refused { why, host, .. } => paths::refused(state, kept, why, host),
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
    let Start {
        config: start_config,
        ui: ui_options,
        notices,
        errors,
        keep,
        opens_path,
        builtin,
        before,
    } = read_start();
    let config = RwSignal::new(start_config);
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
        error: RwSignal::new(errors.first().cloned()),
        notice: RwSignal::new(
            (!notices.is_empty()).then(|| crate::msg!("notice-sentences", all = notices)),
        ),
        sections_from: StoredValue::new(None),
        ui,
        hovered_pair: RwSignal::new(None),
        pick: RwSignal::new(Pick::Query),
        dark,
        derived: Derived::new(config, run),
        answer: RwSignal::new(None),
        path: RwSignal::new(builtin),
        owner: state::StateOwner::Here,
        before: StoredValue::new(before),
    };
    // The one store: every component below reaches it through the context.
    provide_context(state);
    // The link's own settings while the path it names is being opened.
    let kept: paths::Kept = StoredValue::new(if opens_path { keep } else { None });
    let link = PartsLink::new(
        state,
        parts.unwrap_or(part::load_remote),
        std::rc::Rc::new(move |m| receive(state, run, kept, m)),
    );
    if opens_path {
        paths::open_from_link(state, link);
    }

    mirror_to_document(config, ui);
    let embed = ui.with_untracked(|u| u.embed);
    // In a course page's iframe: the postMessage API (and the height, in embed mode).
    host::connect(state, link);
    scroll_to_linked_view(ui);

    // The token lists the page writes itself (the chips, the q/k pickers).
    let lists = tokens::Lists::default();

    // The sticky heights anchored views scroll below (`--head-h`, and a phone's `--bar-h`).
    let stage_head = NodeRef::<leptos::html::Div>::new();
    toc::publish_height(stage_head, "head-h");

    view! {
        <main class="ropescope" class:embed=embed class:workspace=!embed
            class:touring=move || ui.with(|u| u.tour.is_some())>
            {if embed {
                view! { <EmbedHeader /> <CompactControls /> }.into_any()
            } else {
                view! { <Topbar link /> <ControlPanel link lists /> }.into_any()
            }}
            <div class="stage">
                <div class="error-area" data-testid="error" role="alert" aria-live="assertive">
                    {move || state.error.get().map(|e: ConfigError| crate::app::i18n::tf(&e.msg()))}
                </div>
                <div class="notice-area" data-testid="notice" aria-live="polite">
                    {move || state.notice.get().map(|n| crate::app::i18n::tf(&n))}
                </div>
                // The path editor: in the page only while author mode is on (it loads then).
                <Show when=move || ui.with(|u| u.author && !u.embed)>
                    <div class="author-slot">
                        <Part link name=part::AUTHOR eager=true />
                    </div>
                </Show>
                <TokenList lists />
                <Show when=move || config.with(|c| c.model.vectors == crate::rope::base::tokens::VectorMode::Model)>
                    <Part link name=part::LAB eager=true />
                </Show>
                <div class="stage-head" node_ref=stage_head>
                    {(!embed).then(|| view! { <Contents /> })}
                </div>
                <div class="views">
                    {Chapter::ALL.map(|ch| view! { <ChapterSection link chapter=ch /> }).collect_view()}
                </div>
                <footer class="footer">
                    {t("ui-footer")}" "
                    <a href="https://arxiv.org/abs/2104.09864" target="_blank" rel="noopener noreferrer">{t("ui-footer-paper")}</a>
                </footer>
            </div>
        </main>
    }
}

/// What the page starts from: the link's settings and page keys, the notices about what it
/// refused, and the tour or path it opens.
struct Start {
    config: Config,
    ui: UiOptions,
    notices: Vec<crate::rope::base::i18n::Msg>,
    errors: Vec<ConfigError>,
    /// The link's own settings, kept for a path it opens.
    keep: Option<Config>,
    opens_path: bool,
    builtin: Arc<crate::rope::teaching::path::Outline>,
    /// The learner's own settings a path the link opens starts from (`AppState::before`).
    before: String,
}

fn read_start() -> Start {
    let initial = url::read_location();
    let (mut ui_options, ui_notices) = UiOptions::from_pairs(&initial.extra);
    let mut notices = ui_notices;
    if !initial.unknown_keys.is_empty() {
        notices.push(crate::msg!(
            "notice-unknown-keys",
            keys = initial.unknown_keys.join(", "),
            n = initial.unknown_keys.len()
        ));
    }
    if initial.errors.len() > 1 {
        notices.push(crate::msg!(
            "notice-values-refused",
            n = initial.errors.len()
        ));
    }
    // A tour link without settings of its own opens on the step's state (`tour=1&step=3`); a
    // link with settings (a learner's state mid-tour) keeps them. A teacher's path opens once
    // read (`paths::open_from_link`).
    let builtin = paths::builtin();
    let own_settings = initial.config != Config::default() || !initial.errors.is_empty();
    let opens_path = ui_options.path.is_some() || ui_options.path_url.is_some();
    // A path the link opens starts from the link's own settings (the defaults without any).
    let before = initial.config.to_query();
    let mut start_config = initial.config;
    if !opens_path {
        // A step the tour does not have: step 1 (a path checks its own).
        if let Some(i) = ui_options.tour.filter(|&i| i >= builtin.steps.len()) {
            notices.push(crate::msg!("notice-not-a-tour-step", step = i + 1));
            ui_options.tour = Some(0);
        }
        if let Some(c) = ui_options.tour.and_then(|i| builtin.config(i)) {
            if !own_settings {
                start_config = c;
            }
        }
    }
    let keep = own_settings.then(|| start_config.clone());
    Start {
        config: start_config,
        ui: ui_options,
        notices,
        errors: initial.errors,
        keep,
        opens_path,
        builtin,
        before,
    }
}

/// The browser's document: its address and its root element. Every good state is a link,
/// debounced: Chrome throttles history.replaceState beyond about 200 calls in 10 s, which
/// dragging a slider would exceed; the last state always lands. The root's theme attribute
/// drives the CSS variables; `data-present` the presentation mode's type sizes (the canvases
/// read the mode from the store: `draw::palette`).
fn mirror_to_document(config: RwSignal<Config>, ui: RwSignal<UiOptions>) {
    let pending: StoredValue<Option<TimeoutHandle>> = StoredValue::new(None);
    Effect::new(move |shown: Option<Option<(Theme, bool)>>| {
        config.track();
        let root_now = ui.with(|u| (u.theme, u.present));
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
        // The root's attributes only when they change (not on every edit).
        if shown.flatten() == Some(root_now) {
            return Some(root_now);
        }
        let (theme, present) = root_now;
        if let Some(root) = web_sys::window()
            .and_then(|w| w.document())
            .and_then(|d| d.document_element())
        {
            let _ = match theme {
                Theme::Auto => root.remove_attribute("data-theme"),
                t => root.set_attribute("data-theme", t.as_str()),
            };
            let _ = root.toggle_attribute_with_force("data-present", present);
        }
        Some(root_now)
    });
}

/// A link to a view (`#view-longlab`): the browser looked for the anchor before the views
/// were drawn, so the page scrolls there itself once they are (not over a tour's own step).
fn scroll_to_linked_view(ui: RwSignal<UiOptions>) {
    let hash = web_sys::window()
        .and_then(|w| w.location().hash().ok())
        .unwrap_or_default();
    if let Some(view) = hash.strip_prefix("#view-").and_then(View::parse) {
        if ui.with_untracked(|u| u.tour.is_none()) {
            request_animation_frame(move || {
                if let Some(main) = document().query_selector("main.ropescope").ok().flatten() {
                    scroll::bring_into_sight(&main, view, None);
                }
            });
        }
    }
}

/// One chapter: its heading and its views (hidden when none of its views is shown, as in an
/// embed with chosen views).
#[component]
fn ChapterSection(link: PartsLink, chapter: Chapter) -> impl IntoView {
    let state = state::use_store();
    let ui = state.ui;
    let id = format!("chapter-{}", chapter.as_str());
    let title_id = format!("{id}-title");
    let labelled_by = title_id.clone();
    view! {
        <section class="chapter" id=id aria-labelledby=labelled_by
            hidden=move || !ui.with(|u| state.path.with(|p| chapter.views().iter().any(|&v| u.shows_on(v, p))))>
            <h2 class="chapter-title" id=title_id>{crate::app::i18n::tf(&chapter.title_msg())}</h2>
            // One `Show` per view (one instantiation for all, not one per view: page size).
            // The guided tour's panel sits right above its step's view: on a phone and in an
            // embed it is in the flow, so its question is next to the view it asks about; on a
            // laptop CSS turns it into a card over the settings column (`.tour-slot`).
            {chapter.views().iter().map(|&v| view! {
                <Show when=move || ui.with(|u| state.path.with(|p| u.card_view(p) == Some(v)))>
                    <div class="tour-slot" data-testid="tour-slot"><Part link name=part::TOUR eager=true /></div>
                </Show>
                <Show when=move || ui.with(|u| state.path.with(|p| u.shows_on(v, p)))>{move || view_of(v, state, link)}</Show>
            }).collect_view()}
        </section>
    }
}

/// View `v`: drawn by this module, or a slot for the on-demand parts (`app::part`).
fn view_of(v: View, state: AppState, link: PartsLink) -> AnyView {
    match v {
        View::Compasses => view! { <Compasses /> }.into_any(),
        View::Heatmap => view! { <Heatmap /> }.into_any(),
        // Every other view (the registry's `Module::Parts`) is an on-demand part (they load one
        // screen ahead).
        _ => {
            // A view the link names (`view=mistakes`) loads at once, not when scrolled near:
            // its text is then in the page for find-in-page, print and screen readers.
            let eager = state.ui.with_untracked(|u| u.views.contains(&v));
            view! {
                <ViewFrame view=v><Part link name=v.as_str() eager /></ViewFrame>
            }
            .into_any()
        }
    }
}

/// The top bar: the title, the guided tour's entry and the sharing toolbar (full page).
#[component]
fn Topbar(link: PartsLink) -> impl IntoView {
    let state = state::use_store();
    let start_tour = move |_| start_tour(state, 0);
    view! {
        <header class="topbar">
            <div class="brand">
                <h1>"ropescope"</h1>
                <p class="tagline">{t("ui-tagline")}</p>
            </div>
            <button type="button" class="start-tour" data-testid="tour-start"
                hidden=move || state.ui.with(|u| u.tour.is_some()) on:click=start_tour>
                <span class="label-long">{t("ui-tour-start")}</span>
                <span class="label-short">{t("ui-tour-start-short")}</span>
            </button>
            <ShareTools link />
        </header>
    }
}

/// Opens the guided path (ropescope's own tour unless a teacher's path is open) at step
/// `index`: the step's state and its views (`app::tour` in the parts draws the step and scrolls
/// its view into sight).
pub fn start_tour(state: AppState, index: usize) {
    let Some(config) = state.path.with_untracked(|p| p.config(index)) else {
        return;
    };
    remember_settings(state);
    state.replace(config);
    state.ui.update(|u| u.tour = Some(index));
}

/// Keeps the settings on screen as the learner's own when a path starts (not when one runs
/// already: a host's step or another path then keeps what the learner had at its start).
pub fn remember_settings(state: AppState) {
    if state.ui.with_untracked(|u| u.tour.is_none()) {
        let now = state.config.with_untracked(|c| c.to_query());
        state.before.set_value(now);
    }
}

/// Copy link, JSON download, theme, and the embed builder (an on-demand part: it loads when
/// the box opens).
#[component]
fn ShareTools(link: PartsLink) -> impl IntoView {
    let state = state::use_store();
    let status = RwSignal::new(String::new());
    let copy_link = move |_| {
        let link = state
            .config
            .with_untracked(|c| state.ui.with_untracked(|u| url::state_link(c, u)));
        leptos::task::spawn_local(async move {
            let ok = download::copy_text(link).await;
            status.try_set(t(if ok {
                "ui-link-copied"
            } else {
                "ui-link-not-copied"
            }));
        });
    };
    // The export lives in the on-demand parts (it needs every view's numbers).
    let json = move |_| link.when_ready(|p| p.send(crate::bridge::ToPart::DownloadJson));
    // The embed builder is a part: opening its box loads it.
    let open_embed = move |ev: leptos::ev::Event| {
        if event_target::<web_sys::HtmlDetailsElement>(&ev).open() {
            link.ensure();
        }
    };
    view! {
        <div class="toolbar" role="group" aria-label=t("ui-toolbar-label")>
            <button type="button" data-testid="copy-link" on:click=copy_link>{t("ui-copy-link")}</button>
            <button type="button" data-testid="download-json" on:click=json>{t("ui-download-json")}</button>
            <button type="button" data-testid="present-toggle" aria-pressed=move || state.ui.with(|u| u.present.to_string())
                title=i18n::ta("ui-present", "title")
                on:click=move |_| state.ui.update(|u| u.present = !u.present)>{t("ui-present")}</button>
            <button type="button" data-testid="author-toggle"
                on:click=move |_| state.ui.update(|u| u.author = !u.author)>{t("ui-write-path")}</button>
            <label class="sr-only" for="theme-pick">{t("ui-theme-label")}</label>
            <select id="theme-pick" data-testid="theme" title=t("ui-theme-label") on:change=move |ev| {
                if let Some(t) = Theme::parse(&event_target_value(&ev)) { state.ui.update(|u| u.theme = t) }
            }>
                {Theme::ALL.map(|th| view! {
                    <option value=th.as_str() prop:selected=move || state.ui.with(|u| u.theme == th)>{tf(&msg!("ui-theme-option", theme = th.as_str()))}</option>
                }).collect_view()}
            </select>
            <details class="embed-box" data-testid="embed-box" on:toggle=open_embed>
                <summary>{t("ui-embed")}</summary>
                <div class="popover"><Part link name=part::EMBED /></div>
            </details>
            <LanguageMenu />
            <p class="hint toolbar-status" role="status">{move || status.get()}</p>
        </div>
    }
}

/// Embed mode: a one-line header linking to the full page.
#[component]
fn EmbedHeader() -> impl IntoView {
    let state = state::use_store();
    let full = move || {
        state.config.with(|c| {
            let ui = state.ui.with(|u| UiOptions {
                embed: false,
                views: Vec::new(),
                ..u.clone()
            });
            url::state_link(c, &ui)
        })
    };
    view! {
        <header class="embed-header">
            <h1 class="embed-title">"ropescope"</h1>
            <a href=full target="_blank" rel="noopener">{t("ui-open-full")}</a>
        </header>
    }
}

/// Embed mode: the controls the link asks for (`controls=`; by default the sentence, d, base
/// and scaling).
#[component]
fn CompactControls() -> impl IntoView {
    let state = state::use_store();
    let keys = state.ui.with_untracked(|u| u.embed_controls());
    (!keys.is_empty()).then(|| {
        view! {
            <section class="controls compact" aria-label=t("controls-settings")>
                {keys.into_iter().map(|k| controls::control(k, controls::Layouts::Compact)).collect_view()}
            </section>
        }
    })
}

/// The language menu (full page only: an embed takes its language from its address, `lang=`,
/// or from its course page, `ropescope:set {lang}`): each language in its own words. Choosing
/// one reloads the page in it ([`url::reload_in`]).
#[component]
fn LanguageMenu() -> impl IntoView {
    let state = state::use_store();
    let now = i18n::lang();
    let on_change = move |ev: leptos::ev::Event| {
        if let Some(lang) = i18n::Lang::parse(&event_target_value(&ev)) {
            url::reload_in(state, lang);
        }
    };
    view! {
        <label class="sr-only" for="lang-pick">{t("language-label")}</label>
        <select id="lang-pick" class="lang-pick" data-testid="language" title=t("language-label")
            on:change=on_change>
            {i18n::Lang::ALL.map(|l| view! {
                <option value=l.code() lang=l.code() selected=l == now>{l.native_name()}</option>
            }).collect_view()}
        </select>
    }
}
