//! The on-demand module's side of the parts (see `app::part` for the protocol): the lesson,
//! worked examples, mistakes, quiz and kernel views and the real-model lab with its worker
//! bridge. Built into `ropescope-more` (src/bin/ropescope-more.rs), never into the page's own
//! module.
//!
//! The module keeps a mirror of the page's state (the same `AppState` the views take, so each
//! view is the same component it would be on the page), which only the page's
//! [`ToPart::State`] writes: its `AppState` has `StateOwner::Page`, so what a part changes (a loaded
//! example, an experiment, the layer, the tour's step, the hovered pair) is proposed to the page,
//! which owns the state, validates it as it would a link and sends its state back. The model's
//! runs go to the page (`ToPage::Run`), so the page's own views draw the real q and k.

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
use super::state::{AppState, Derived, Pick, StateOwner, UiOptions, View};
use crate::app::views::{errata_links, Caption};
use crate::bridge::{PageState, ToPart};
use crate::rope::io::export::Export;
use crate::rope::Config;
use author::Author;
use embed_box::EmbedBuilder;
use model_lab::{ModelLab, ModelState};
use tour::TourPanel;

/// The module's state: `Copy` handles, created once under the module's own root owner.
#[derive(Clone, Copy)]
struct Handles {
    state: AppState,
    lab: ModelState,
    /// The page's state as it sent it last.
    from_page: StoredValue<PageState>,
    send: StoredValue<Option<Send>, LocalStorage>,
    dark: RwSignal<bool>,
}

thread_local! {
    /// Lives as long as the module. One instance per module is the point of it: the page mounts
    /// several parts, and they all share one state (and one model worker).
    static MORE: OnceCell<(Handles, Owner)> = const { OnceCell::new() };
}

fn init() -> (Handles, Owner) {
    // Effects need the executor, which `mount_to` would set up only at the first mount (an
    // error here means it already is).
    let _ = any_spawner::Executor::init_wasm_bindgen();
    let owner = Owner::new();
    let handles = owner.with(|| {
        let config = RwSignal::new(Config::default());
        let dark = RwSignal::new(false);
        let lab = ModelState::new();
        let send = StoredValue::new_local(None);
        let state = AppState {
            config,
            error: RwSignal::new(None),
            notice: RwSignal::new(None),
            sections_from: StoredValue::new(None),
            ui: RwSignal::new(UiOptions::default()),
            hovered_pair: RwSignal::new(None),
            pick: RwSignal::new(Pick::Query),
            dark: dark.into(),
            derived: Derived::new(config, lab.run),
            answer: RwSignal::new(None),
            path: RwSignal::new(std::sync::Arc::new(
                crate::rope::teaching::path::Outline::builtin(),
            )),
            owner: StateOwner::Page(send),
            before: StoredValue::new(String::new()),
        };
        provide_context(state);
        // The long-context lab's part reads the model's state from here (`views::longlab`).
        provide_context(lab);
        let h = Handles {
            state,
            lab,
            from_page: StoredValue::new(PageState::default()),
            send,
            dark,
        };
        forward(h);
        tour::init();
        tour::drive(state);
        model_lab::drive(state, lab);
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

/// What happens here goes to the page: events (an answer, a notice, an error) and the model's
/// runs. (Changes to the state itself are proposed by `AppState`'s methods, `StateOwner::Page`.)
fn forward(h: Handles) {
    let state = h.state;
    Effect::new(move |_| {
        if let Some(a) = state.answer.get() {
            send(&h, ToPage::Answer(a));
        }
    });
    Effect::new(move |_| {
        if let Some(n) = state.notice.get() {
            send(&h, ToPage::Notice(n));
        }
    });
    Effect::new(move |_| {
        if let Some(e) = state.error.get() {
            send(&h, ToPage::Error(e));
        }
    });
    Effect::new(move |prev: Option<()>| {
        let run = h.lab.run.get();
        // The page starts without a run: nothing to say until there is one.
        if prev.is_some() || run.is_some() {
            send(&h, ToPage::Run(run));
        }
    });
}

/// Connects the module to the page: where its messages go.
pub fn connect(to_page: Send) {
    with_more(|h, _| h.send.set_value(Some(to_page)));
}

/// A message from the page.
pub fn receive(message: ToPart) {
    match message {
        ToPart::State(page) => with_more(|h, _| mirror(h, page)),
        ToPart::DownloadJson => download_json(),
        ToPart::OpenPath { how, text, step } => {
            with_more(|h, _| tour::open(h.state, &how, &text, step))
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
                ToPage::Notice(format!(
                    "The on-demand module could not read a message: {e}"
                )),
            )
        }),
    }
}

/// Writes the page's state into the mirror: only what changed, so each view recomputes only
/// for what it reads.
fn mirror(h: &Handles, page: PageState) {
    let last = h.from_page.get_value();
    // The learner's own settings first: the tour panel that a new step mounts reads them.
    if last.before != page.before {
        if let Ok(parsed) = Config::from_query(&page.before) {
            let before = tour::before();
            if before.with_untracked(|c| *c != parsed.config) {
                before.set(parsed.config);
            }
        }
    }
    if last.ui != page.ui {
        let pairs = crate::rope::settings::config::query_pairs(&page.ui).unwrap_or_default();
        let (options, _) = UiOptions::from_pairs(&pairs);
        if h.state.ui.with_untracked(|u| *u != options) {
            // Presentation mode included: the canvases' palette reads it from the store.
            h.state.ui.set(options);
        }
    }
    if last.config != page.config {
        // The page sends only valid configs (its own `to_query`).
        if let Ok(parsed) = Config::from_query(&page.config) {
            if h.state.config.with_untracked(|c| *c != parsed.config) {
                h.state.config.set(parsed.config);
            }
        }
    }
    if h.dark.get_untracked() != page.dark {
        h.dark.set(page.dark);
    }
    if h.state.hovered_pair.get_untracked() != page.hovered {
        h.state.hovered_pair.set(page.hovered);
    }
    h.from_page.set_value(page);
}

/// Mounts part `name` into `slot`.
pub fn mount(slot: web_sys::HtmlElement, name: &str) -> Result<Mounted, String> {
    use leptos::mount::mount_to;
    with_more(|h, owner| {
        let (state, lab) = (h.state, h.lab);
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
                    Box::new(mount_to(slot, move || view! { <ModelLab state lab /> }))
                }
                None if name == HF => {
                    Box::new(mount_to(slot, move || view! { <HfConfig /> }))
                }
                None if name == TOUR => {
                    Box::new(mount_to(slot, move || view! { <TourPanel state /> }))
                }
                None if name == NOTATION => Box::new(mount_to(slot, || {
                    view! {
                        <dl>{crate::rope::teaching::lesson_view::NOTATION.iter().map(|(sym, meaning)| view! {
                            <dt>{*sym}</dt><dd>{*meaning}</dd>
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
                    Box::new(mount_to(slot, move || view! { <EmbedBuilder state /> }))
                }
                None if name == AUTHOR => {
                    Box::new(mount_to(slot, move || view! { <Author state /> }))
                }
                None if name == OVERRIDES => {
                    Box::new(mount_to(slot, move || view! { <Overrides /> }))
                }
                _ => return Err(format!("there is no part named \"{name}\"")),
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
