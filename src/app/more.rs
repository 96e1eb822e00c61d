//! The on-demand module's side of the parts (see `app::part` for the protocol): the lesson,
//! worked examples, mistakes, quiz and kernel views and the real-model lab with its worker
//! bridge. Built into `ropescope-more` (src/bin/ropescope-more.rs), never into the page's own
//! module.
//!
//! The module keeps a mirror of the page's state (the same `AppState` the views take, so each
//! view is the same component it would be on the page), updated from the page's query; what a
//! part changes (a loaded example, an experiment, the layer) goes back to the page as a query,
//! and the page, which owns the state, validates it as it would a link. The model's runs go to
//! the page as JSON, so the page's own views draw the real q and k.

use std::cell::OnceCell;
use std::rc::Rc;

use leptos::prelude::*;

use super::author::Author;
use super::controls::{HfConfig, ModelPresets, Overrides};
use super::embed_box::EmbedBuilder;
use super::model::{self, ModelLab, ModelState};
use super::part::{
    Loading, Mounted, Parts, Send, ToPage, AUTHOR, EMBED, HF, LAB, OVERRIDES, PRESETS, TOUR,
};
use super::state::{AppState, Derived, Pick, UiOptions, View};
use super::tour::TourPanel;
use super::views::{
    absolute::Absolute, attention::AttentionMatrix, distance::Distance, examples::Examples,
    frequencies::Frequencies, invariance::Invariance, kernel::Kernel, layers::Layers,
    lesson::Lesson, mistakes::Mistakes, multimodal::Multimodal, quiz::Quiz, score::Score,
};
use crate::rope::export::Export;
use crate::rope::Config;

/// The module's state: `Copy` handles, created once under the module's own root owner.
#[derive(Clone, Copy)]
struct Handles {
    state: AppState,
    lab: ModelState,
    /// The config query the page sent last (or this module sent it): never echoed back.
    from_page: StoredValue<String>,
    /// The same for the page's presentation keys (`UiOptions::to_query`).
    ui_from_page: StoredValue<String>,
    /// The same for the hovered pair.
    hovered_from_page: StoredValue<Option<usize>>,
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
        let state = AppState {
            config,
            error: RwSignal::new(None),
            notice: RwSignal::new(None),
            ui: RwSignal::new(UiOptions::default()),
            hovered_pair: RwSignal::new(None),
            pick: RwSignal::new(Pick::Query),
            dark: dark.into(),
            derived: Derived::new(config, lab.run),
            answer: RwSignal::new(None),
            path: RwSignal::new(std::sync::Arc::new(
                crate::rope::teaching::path::Outline::builtin(),
            )),
            xapi: RwSignal::new(Vec::new()),
        };
        let h = Handles {
            state,
            lab,
            from_page: StoredValue::new(config.with_untracked(|c| c.to_query())),
            ui_from_page: StoredValue::new(UiOptions::default().to_query()),
            hovered_from_page: StoredValue::new(None),
            send: StoredValue::new_local(None),
            dark,
        };
        forward(h);
        super::tour::init();
        super::tour::drive(state);
        model::drive(state, lab);
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

/// What changes here goes to the page.
fn forward(h: Handles) {
    let state = h.state;
    Effect::new(move |_| {
        let query = state.config.with(|c| c.to_query());
        if h.from_page.with_value(|q| *q != query) {
            h.from_page.set_value(query.clone());
            send(&h, ToPage::Config(query));
        }
    });
    Effect::new(move |_| {
        let query = state.ui.with(|u| u.to_query());
        if h.ui_from_page.with_value(|q| *q != query) {
            h.ui_from_page.set_value(query.clone());
            send(&h, ToPage::Ui(query));
        }
    });
    Effect::new(move |_| {
        if let Some(a) = state.answer.get() {
            send(
                &h,
                ToPage::Answer {
                    question: a.question,
                    choice: a.choice,
                    correct: a.correct,
                },
            );
        }
    });
    // The hovered pair goes to the page, which marks it in every view (and sends it back).
    let hovered_from_page = h.hovered_from_page;
    Effect::new(move |_| {
        let hovered = state.hovered_pair.get();
        if hovered_from_page.get_value() != hovered {
            hovered_from_page.set_value(hovered);
            send(&h, ToPage::Hover(hovered));
        }
    });
    // xAPI statements, oldest first (several may be queued between two runs).
    Effect::new(move |_| {
        let waiting = state.xapi.with(|q| q.clone());
        if !waiting.is_empty() {
            state.xapi.update_untracked(Vec::clear);
            for json in waiting {
                send(&h, ToPage::Xapi(json));
            }
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
        let json = h.lab.run_json.get();
        // The page starts without a run: nothing to say until there is one.
        if prev.is_some() || json.is_some() {
            send(&h, ToPage::Run(json.map(|j| j.to_string())));
        }
    });
}

/// Connects the module to the page: where its messages go.
pub fn connect(to_page: Send) {
    with_more(|h, _| h.send.set_value(Some(to_page)));
}

/// Sends a message to the page (the editor's preview).
pub fn to_page(message: ToPage) {
    with_more(|h, _| send(h, message))
}

/// The page's state, as the page sends it.
pub fn update(query: &str, ui: &str, dark: bool, hovered: Option<usize>) {
    with_more(|h, _| {
        if h.ui_from_page.with_value(|q| q != ui) {
            h.ui_from_page.set_value(ui.to_string());
            let pairs = crate::rope::config::query_pairs(ui).unwrap_or_default();
            let (options, _) = UiOptions::from_pairs(&pairs);
            if h.state.ui.with_untracked(|u| *u != options) {
                h.state.ui.set(options);
            }
        }
        if h.from_page.with_value(|q| q != query) {
            h.from_page.set_value(query.to_string());
            // The page sends only valid configs (its own `to_query`).
            if let Ok(parsed) = Config::from_query(query) {
                if h.state.config.with_untracked(|c| *c != parsed.config) {
                    h.state.config.set(parsed.config);
                }
            }
        }
        if h.dark.get_untracked() != dark {
            h.dark.set(dark);
        }
        if h.state.hovered_pair.get_untracked() != hovered {
            h.hovered_from_page.set_value(hovered);
            h.state.hovered_pair.set(hovered);
        }
    })
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
                Some(View::Lesson) => Box::new(mount_to(slot, move || view! { <Lesson state /> })),
                Some(View::Examples) => {
                    Box::new(mount_to(slot, move || view! { <Examples state /> }))
                }
                Some(View::Mistakes) => {
                    Box::new(mount_to(slot, move || view! { <Mistakes state /> }))
                }
                Some(View::Quiz) => Box::new(mount_to(slot, move || view! { <Quiz state /> })),
                Some(View::Kernel) => Box::new(mount_to(slot, move || view! { <Kernel state /> })),
                Some(View::Absolute) => {
                    Box::new(mount_to(slot, move || view! { <Absolute state /> }))
                }
                Some(View::Score) => Box::new(mount_to(slot, move || view! { <Score state /> })),
                Some(View::Invariance) => {
                    Box::new(mount_to(slot, move || view! { <Invariance state /> }))
                }
                Some(View::Distance) => {
                    Box::new(mount_to(slot, move || view! { <Distance state /> }))
                }
                Some(View::Attention) => {
                    Box::new(mount_to(slot, move || view! { <AttentionMatrix state /> }))
                }
                Some(View::Frequencies) => {
                    Box::new(mount_to(slot, move || view! { <Frequencies state /> }))
                }
                Some(View::Layers) => Box::new(mount_to(slot, move || view! { <Layers state /> })),
                Some(View::Multimodal) => {
                    Box::new(mount_to(slot, move || view! { <Multimodal state /> }))
                }
                None if name == LAB => {
                    Box::new(mount_to(slot, move || view! { <ModelLab state lab /> }))
                }
                None if name == HF => {
                    Box::new(mount_to(slot, move || view! { <HfConfig state /> }))
                }
                None if name == TOUR => {
                    Box::new(mount_to(slot, move || view! { <TourPanel state /> }))
                }
                None if name == PRESETS => {
                    Box::new(mount_to(slot, move || view! { <ModelPresets state /> }))
                }
                None if name == EMBED => {
                    Box::new(mount_to(slot, move || view! { <EmbedBuilder state /> }))
                }
                None if name == AUTHOR => {
                    Box::new(mount_to(slot, move || view! { <Author state /> }))
                }
                None if name == OVERRIDES => {
                    Box::new(mount_to(slot, move || view! { <Overrides state /> }))
                }
                _ => return Err(format!("there is no part named \"{name}\"")),
            };
            Ok(Mounted(m))
        })
    })
}

/// Saves the settings and every number the views show as `ropescope.json`.
pub fn download_json() {
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
    fn update(&self, query: &str, ui: &str, dark: bool, hovered: Option<usize>) {
        update(query, ui, dark, hovered)
    }
    fn open_path(&self, how: &str, text: &str, step: usize) {
        super::tour::open(how, text, step)
    }
    fn mount(&self, slot: web_sys::HtmlElement, name: &str) -> Result<Mounted, String> {
        mount(slot, name)
    }
    fn download_json(&self) {
        download_json()
    }
}

/// A [`LoadParts`](super::part::LoadParts) that hosts the parts in the calling module.
pub fn load_in_process(to_page: Send) -> Loading {
    Box::pin(async move {
        connect(to_page);
        Ok(Rc::new(InProcess) as Rc<dyn Parts>)
    })
}

/// Opens a path (see `Parts::open_path`).
pub fn open_path(how: &str, text: &str, step: usize) {
    with_more(|_, _| super::tour::open(how, text, step))
}
