//! The on-demand module's side of the parts (see `app::part` for the protocol): the lesson,
//! worked examples, mistakes, quiz and kernel views and the real-model lab with its worker
//! bridge. Built into `ropescope-more` (src/bin/ropescope-more.rs), never into the page's own
//! module.
//!
//! The module keeps one store ([`Handles`], created once in [`init`] and provided through
//! Leptos's context to every part): a replica of the page's state (the same `AppState` the
//! views read, so each view is the same component it would be on the page), which only the
//! page's typed changes write ([`ToPart::Changes`], applied one by one in [`apply`]), plus what
//! only this module holds (the model, the running path, the editor's draft). Its `AppState`
//! has `StateOwner::Page`, so what a part changes (a loaded example, an experiment, the layer,
//! the tour's step, the hovered pair) is proposed to the page, which owns the state, validates
//! it as it would a link and sends back what changed. The model's runs go to the page
//! (`ToPage::Run`), so the page's own views draw the real q and k.

mod author;
mod embed_box;
pub mod model_lab;
mod scorm;
mod storage;
mod tour;
mod views;

use std::cell::OnceCell;
use std::rc::Rc;

use leptos::prelude::*;

use super::controls::{HfConfig, ModelPresets, Overrides};
use super::part::{
    Loading, Mounted, Parts, Send, ToPage, AUTHOR, EMBED, HF, LAB, LAYOUT, NOTATION, OVERRIDES,
    PRESETS, TOUR,
};
use super::state::{AppState, StateOwner, UiOptions, View};
use crate::app::views::{errata_links, Caption};
use crate::bridge::{Change, ToPart};
use crate::rope::io::export::Export;
use crate::rope::Config;
use author::Author;
use embed_box::EmbedBuilder;
use model_lab::{ModelLab, ModelState};
use tour::TourPanel;

/// The module's store: `Copy` handles, created once under the module's own root owner and
/// provided through the context (with its `state` and `lab` on their own: [`use_store`],
/// `use_context::<ModelState>()`).
///
/// [`use_store`]: crate::app::state::use_store
#[derive(Clone, Copy)]
pub(crate) struct Handles {
    /// The replica of the page's state.
    pub state: AppState,
    /// The real model and its worker.
    pub lab: ModelState,
    /// The running path, its answers and the learner's own settings from before it.
    pub tour: tour::Tour,
    /// The path editor's draft: it outlives the editor (closing it and opening it again keeps
    /// it); none until the editor first opens (it then starts from the browser's storage).
    pub draft: StoredValue<Option<crate::rope::teaching::path::Draft>, LocalStorage>,
    send: StoredValue<Option<Send>, LocalStorage>,
    dark: RwSignal<bool>,
}

thread_local! {
    /// The module's store itself, the one `thread_local!` of the parts (the store the issue
    /// allows): it lives as long as the module, and one instance per module is the point of
    /// it: the page mounts several parts, and they all share one state (and one model worker).
    static MORE: OnceCell<(Handles, Owner)> = const { OnceCell::new() };
}

/// The real model's state from the context (the store's `lab`).
pub(crate) fn use_lab() -> ModelState {
    use_context::<ModelState>().unwrap_or_else(|| use_handles().lab)
}

/// The module's store from the context (every part is mounted under the owner that provides
/// it); outside a part, the module's own.
pub(crate) fn use_handles() -> Handles {
    use_context::<Handles>().unwrap_or_else(|| with_more(|h, _| *h))
}

/// Installs the module's messages in `lang` (a tag; English if it names no language we speak):
/// the language's files of both groups, fetched, over the compiled-in English.
pub async fn load_messages(lang: &str) {
    use crate::rope::base::i18n::{self, Group, Lang};
    let lang = Lang::parse(lang).unwrap_or_default();
    let fetched = super::i18n::fetch(lang, &i18n::files(Group::Parts)).await;
    super::i18n::install(lang, &i18n::english_parts(), &fetched, i18n::Messages::new);
    super::crash::prepare();
}

fn init() -> (Handles, Owner) {
    // The messages, if the loader has not installed them (a unit test): English.
    if !super::i18n::installed() {
        super::i18n::install(
            crate::rope::base::i18n::Lang::En,
            &crate::rope::base::i18n::english_parts(),
            &[],
            crate::rope::base::i18n::Messages::new,
        );
    }
    // Effects need the executor, which `mount_to` would set up only at the first mount (an
    // error here means it already is).
    let _ = any_spawner::Executor::init_wasm_bindgen();
    let owner = Owner::new();
    let handles = owner.with(|| {
        let dark = RwSignal::new(false);
        let lab = ModelState::new();
        let send = StoredValue::new_local(None);
        let state = AppState::with_defaults(dark.into(), lab.run, StateOwner::Page(send));
        let h = Handles {
            state,
            lab,
            tour: tour::Tour::new(),
            draft: StoredValue::new_local(None),
            send,
            dark,
        };
        // The one store: every part (mounted under this owner) reaches it through the context.
        provide_context(state);
        provide_context(lab);
        provide_context(h);
        forward_to_page(h);
        model_lab::drive_the_worker(state, lab);
        h
    });
    (handles, owner)
}

fn with_more<T>(f: impl FnOnce(&Handles, &Owner) -> T) -> T {
    MORE.with(|m| {
        let (h, o) = m.get_or_init(init);
        f(h, o)
    })
}

fn send(h: &Handles, message: ToPage) {
    if let Some(s) = h.send.with_value(|s| s.clone()) {
        s(message);
    }
}

/// The versions of what goes to the page, as [`forward_to_page`] sent them last.
#[derive(Clone, Copy, PartialEq, Default)]
struct Sent {
    answer: u64,
    notice: u64,
    error: u64,
    run: u64,
}

/// The one effect that talks to the page: what happens here goes to it, each when it is set
/// (an answer, a notice, an error: events, sent again when set again to an equal value) and the
/// model's runs. (Changes to the state itself are proposed by `AppState`'s methods,
/// `StateOwner::Page`.)
fn forward_to_page(h: Handles) {
    let state = h.state;
    // Each signal's version: which of them was set since the last run (a signal set to an
    // equal value is set, as the answer to the same question is an answer again).
    let (answer, notice, error, run) = (
        versions(state.answer),
        versions(state.notice),
        versions(state.error),
        versions(h.lab.run),
    );
    Effect::new(move |prev: Option<Sent>| {
        let now = Sent {
            answer: answer.get(),
            notice: notice.get(),
            error: error.get(),
            run: run.get(),
        };
        // The first run sends what is already set (the page starts without a run: nothing to
        // say until there is one).
        let was = prev.unwrap_or_default();
        if now.answer != was.answer || prev.is_none() {
            if let Some(a) = state.answer.get_untracked() {
                send(&h, ToPage::Answer(a));
            }
        }
        if now.notice != was.notice || prev.is_none() {
            if let Some(n) = state.notice.get_untracked() {
                send(&h, ToPage::Notice(crate::app::i18n::tf(&n)));
            }
        }
        if now.error != was.error || prev.is_none() {
            if let Some(e) = state.error.get_untracked() {
                send(&h, ToPage::Error(e));
            }
        }
        let first_run = prev.is_none() && h.lab.run.with_untracked(Option::is_some);
        if first_run || prev.is_some_and(|p| p.run != now.run) {
            send(&h, ToPage::Run(h.lab.run.get_untracked()));
        }
        now
    });
}

/// Counts the times `signal` is set (a memo that reads it, so no effect of its own).
fn versions<T: std::marker::Send + Sync + 'static>(signal: RwSignal<T>) -> Memo<u64> {
    let count = StoredValue::new(0u64);
    Memo::new(move |_| {
        signal.track();
        count.update_value(|c| *c += 1);
        count.get_value()
    })
}

/// Connects the module to the page: where its messages go.
pub fn connect(to_page: Send) {
    with_more(|h, _| h.send.set_value(Some(to_page)));
}

/// A message from the page.
pub fn receive(message: ToPart) {
    match message {
        ToPart::Changes(changes) => with_more(|h, _| {
            for c in changes {
                apply(h, c);
            }
        }),
        ToPart::DownloadJson => download_json(),
        ToPart::OpenPath { how, text, step } => {
            with_more(|h, _| tour::open(h.state, h.tour, &how, &text, step))
        }
    }
}

/// [`receive`] of a message's wire text (what the page's module calls).
pub fn receive_wire(wire: &str) {
    match ToPart::from_wire(wire) {
        Ok(m) => receive(m),
        Err(e) => with_more(|h, _| {
            send(
                h,
                ToPage::Notice(super::i18n::tf(&crate::msg!(
                    "part-unreadable-message",
                    error = e
                ))),
            )
        }),
    }
}

/// Applies one change from the page to the replica: a signal is set only when its value
/// differs, so each view recomputes only for what it reads.
fn apply(h: &Handles, change: Change) {
    match change {
        // Sent first: the tour panel that a new step mounts reads them.
        Change::Before(query) => {
            if let Ok(parsed) = Config::from_query(&query) {
                if h.tour.before.with_untracked(|c| *c != parsed.config) {
                    h.tour.before.set(parsed.config);
                }
            }
            h.state.before.set_value(query);
        }
        Change::Ui(query) => {
            let pairs = crate::rope::settings::config::query_pairs(&query).unwrap_or_default();
            let (options, _) = UiOptions::from_pairs(&pairs);
            if h.state.ui.with_untracked(|u| *u != options) {
                // Presentation mode included: the canvases' palette reads it from the store.
                h.state.ui.set(options);
            }
            // Where a path starts afresh or a step opens (the keys that name them came here).
            h.tour.follow(h.state);
        }
        Change::Config(query) => {
            // The page sends only valid configs (its own `to_query`).
            if let Ok(parsed) = Config::from_query(&query) {
                if h.state.config.with_untracked(|c| *c != parsed.config) {
                    h.state.config.set(parsed.config);
                }
            }
        }
        Change::Dark(dark) => {
            if h.dark.get_untracked() != dark {
                h.dark.set(dark);
            }
        }
        Change::Hover(pair) => {
            if h.state.hovered_pair.get_untracked() != pair {
                h.state.hovered_pair.set(pair);
            }
        }
    }
}

/// Mounts part `name` into `slot`.
pub fn mount(slot: web_sys::HtmlElement, name: &str) -> Result<Mounted, String> {
    use leptos::mount::mount_to;
    with_more(|_, owner| {
        // Under the module's owner, whoever calls (the in-process tests call from inside the
        // page's effects, whose re-runs must not dispose a part).
        owner.with(|| {
            let m: Box<dyn std::any::Any> = match View::parse(name) {
                Some(v) if !v.in_page() => {
                    // A view's part carries its own caption (the page's frame holds only the
                    // title), so the page's module never links the parts' texts.
                    Box::new(mount_to(slot, move || {
                        let body = views::part(v);
                        // Its links to the source mistakes too (the mistakes view is the list).
                        let links = (v != View::Mistakes).then(|| {
                            errata_links(crate::rope::teaching::errata::places_for_view(v.as_str()))
                        });
                        view! { <Caption text=views::caption(v) /> {body} {links} }
                    }))
                }
                None if name == LAB => {
                    Box::new(mount_to(slot, move || view! { <ModelLab /> }))
                }
                None if name == HF => {
                    Box::new(mount_to(slot, move || view! { <HfConfig /> }))
                }
                None if name == TOUR => {
                    Box::new(mount_to(slot, move || view! { <TourPanel /> }))
                }
                None if name == NOTATION => Box::new(mount_to(slot, || {
                    view! {
                        <dl>{crate::rope::teaching::lesson_view::NOTATION.iter().map(|(sym, meaning)| view! {
                            <dt>{crate::app::i18n::t(sym)}</dt><dd>{crate::app::i18n::t(meaning)}</dd>
                        }).collect_view()}</dl>
                    }
                })),
                None if name == LAYOUT => Box::new(mount_to(slot, move || {
                    view! { <super::controls::LayoutDiagram /> }
                })),
                None if name == PRESETS => {
                    Box::new(mount_to(slot, move || view! { <ModelPresets /> }))
                }
                None if name == EMBED => {
                    Box::new(mount_to(slot, move || view! { <EmbedBuilder /> }))
                }
                None if name == AUTHOR => {
                    Box::new(mount_to(slot, move || view! { <Author /> }))
                }
                None if name == OVERRIDES => {
                    Box::new(mount_to(slot, move || view! { <Overrides /> }))
                }
                _ => {
                    return Err(super::i18n::tf(&crate::msg!(
                        "part-no-such-part",
                        name = name
                    )))
                }
            };
            Ok(Mounted(m))
        })
    })
}

/// Saves the settings and every number the views show as `ropescope.json`.
fn download_json() {
    with_more(|h, _| {
        match h
            .state
            .config
            .with_untracked(|c| Export::new(c).and_then(|e| e.to_json()))
        {
            Ok(text) => super::download::download_text("ropescope.json", "application/json", &text),
            Err(e) => send(h, ToPage::Error(e)),
        }
    })
}

/// The parts in this module (the wasm tests, which cannot load a second module).
struct InProcess;

impl Parts for InProcess {
    /// Through the wire text, as across modules.
    fn send(&self, message: ToPart) {
        receive_wire(&message.to_wire())
    }
    fn mount(&self, slot: web_sys::HtmlElement, name: &str) -> Result<Mounted, String> {
        mount(slot, name)
    }
}

/// A [`LoadParts`](super::part::LoadParts) that hosts the parts in the calling module.
pub fn load_in_process(to_page: Send) -> Loading {
    Box::pin(async move {
        // Through the wire text, as across modules.
        connect(Rc::new(move |m: ToPage| {
            to_page(super::part::read_wire(&m.to_wire()))
        }));
        Ok(Rc::new(InProcess) as Rc<dyn Parts>)
    })
}
