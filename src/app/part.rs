//! The page's side of the on-demand parts: the lesson, worked examples, mistakes, quiz and
//! kernel views and the real-model lab live in a second wasm module (`ropescope-more`, built
//! from `src/bin/ropescope-more.rs` and `app::more`) that the page loads only when the learner
//! scrolls to one of those views or picks the real model. The default page stays small: it
//! never downloads their code.
//!
//! The two modules share nothing but the DOM, [`Parts::mount`] (a slot element and a part's
//! name) and the messages of `crate::bridge`, one type each way, each crossing as one JSON text:
//! - page -> part: [`ToPart`] (what changed in the page's state, typed: a hover sends one
//!   `Change::Hover`; "download the JSON"; "open this path");
//! - part -> page: [`ToPage`] (a proposed config, the tour's step, the hovered pair, a notice,
//!   an error, an answer, the real model's latest run). The page owns the state and validates
//!   each proposal as it would a link.
//!
//! [`App`](super::App) takes how to reach the parts as a value ([`LoadParts`]): the page loads
//! the module over the network ([`load_remote`]); the wasm tests host the same code in process
//! (`app::more::load_in_process`), so they exercise the same messages.

use std::any::Any;
use std::future::Future;
use std::pin::Pin;
use std::rc::Rc;

use leptos::html::Div;
use leptos::prelude::*;
use wasm_bindgen::{closure::Closure, prelude::*, JsCast};

use super::draw;
use super::i18n::{t, tf};
use super::state::AppState;
pub use crate::bridge::ToPage;
use crate::bridge::{changes, PageState, ToPart};
use crate::msg;

/// The lab's part name (the views' parts are named by `View::as_str`).
pub const LAB: &str = "lab";
/// The Hugging Face config box's part name.
pub const HF: &str = "hf";
/// The guided tour's part name.
pub const TOUR: &str = "tour";
/// The embed builder's part name.
pub const EMBED: &str = "embed";
/// The notation list's part name.
pub const NOTATION: &str = "notation";
/// The pairing layout's diagram (under "More settings"), a part to keep the page small.
pub const LAYOUT: &str = "layout";
/// The model presets' part name.
pub const PRESETS: &str = "presets";
/// The list of values that override the controls (an example's speeds, q and k).
pub const OVERRIDES: &str = "overrides";
/// The path editor (`author=1`).
pub const AUTHOR: &str = "author";

/// A mounted part: dropping it unmounts the part.
pub struct Mounted(pub Box<dyn Any>);

/// The loaded parts module.
pub trait Parts {
    /// Sends a message to the module.
    fn send(&self, message: ToPart);
    /// Mounts part `name` into `slot` (its children are replaced).
    fn mount(&self, slot: web_sys::HtmlElement, name: &str) -> Result<Mounted, String>;
}

pub use crate::bridge::Send;
pub type Loading = Pin<Box<dyn Future<Output = Result<Rc<dyn Parts>, String>>>>;
/// How the page reaches the parts: given where to send their messages, load them.
pub type LoadParts = fn(Send) -> Loading;

#[wasm_bindgen(module = "/www/more-loader.js")]
extern "C" {
    /// Imports and initialises the parts module once (later calls share the first promise).
    #[wasm_bindgen(catch, js_name = loadMore)]
    async fn load_more(url: &str) -> Result<JsValue, JsValue>;
}

/// Where the parts module is: the build names it after a hash of its content
/// (`tools/csp-loader.mjs`) and writes that name into the page as
/// `<meta name="ropescope-parts" content="...">`, so a cached old module never meets a new page.
fn module_address() -> Option<String> {
    let meta = web_sys::window()?
        .document()?
        .query_selector("meta[name=\"ropescope-parts\"]")
        .ok()??;
    super::url::sibling(&meta.get_attribute("content")?)
}

fn call(target: &JsValue, name: &str, args: &[JsValue]) -> Result<JsValue, JsValue> {
    let f: js_sys::Function = js_sys::Reflect::get(target, &JsValue::from_str(name))?.dyn_into()?;
    f.apply(target, &args.iter().collect::<js_sys::Array>())
}

/// A JavaScript error (or thrown value) as a line of text.
pub(crate) fn message(e: &JsValue) -> String {
    e.as_string()
        .or_else(|| {
            js_sys::Reflect::get(e, &"message".into())
                .ok()
                .and_then(|m| m.as_string())
        })
        .unwrap_or_else(|| t("part-unknown-error"))
}

struct Remote {
    module: JsValue,
}

/// A part mounted by the other module: its handle's `free` unmounts it.
struct RemoteMounted(JsValue);

impl Drop for RemoteMounted {
    fn drop(&mut self) {
        let _ = call(&self.0, "free", &[]);
    }
}

impl Parts for Remote {
    fn send(&self, message: ToPart) {
        let _ = call(&self.module, "receive", &[message.to_wire().into()]);
    }

    fn mount(&self, slot: web_sys::HtmlElement, name: &str) -> Result<Mounted, String> {
        call(&self.module, "mount", &[slot.into(), name.into()])
            .map(|h| Mounted(Box::new(RemoteMounted(h))))
            .map_err(|e| message(&e))
    }
}

/// Reads a message from the parts; one that does not check out becomes a notice saying so.
pub fn read_wire(wire: &str) -> ToPage {
    ToPage::from_wire(wire)
        .unwrap_or_else(|e| ToPage::Notice(tf(&msg!("part-bad-message", error = e))))
}

/// Loads the parts module the page names and connects it.
pub fn load_remote(send: Send) -> Loading {
    Box::pin(async move {
        let url = module_address().ok_or_else(|| t("part-no-address"))?;
        let module = load_more(&url).await.map_err(|e| message(&e))?;
        let cb = Closure::<dyn Fn(String)>::new(move |wire: String| send(read_wire(&wire)));
        call(&module, "connect", &[cb.as_ref().clone()]).map_err(|e| message(&e))?;
        // Lives as long as the page, like the module.
        cb.forget();
        Ok(Rc::new(Remote { module }) as Rc<dyn Parts>)
    })
}

/// Something to do with the parts once they are loaded.
type Waiting = Box<dyn FnOnce(&dyn Parts)>;

/// Where the parts stand.
#[derive(Clone)]
enum Status {
    Idle,
    Loading,
    Ready(Rc<dyn Parts>),
    Failed(String),
}

/// The page's handle on the parts: loads them once, on first need, and keeps them in sync.
#[derive(Clone, Copy)]
pub struct PartsLink {
    status: RwSignal<Status, LocalStorage>,
    /// What to do once loaded (a click on "Download JSON" before the parts arrived).
    waiting: StoredValue<Vec<Waiting>, LocalStorage>,
    load: StoredValue<LoadParts>,
    send: StoredValue<Send, LocalStorage>,
    state: AppState,
    /// The config and the presentation keys as URL queries, each computed once per change of
    /// its own field (a hover re-serialises neither).
    config_query: Memo<String>,
    ui_query: Memo<String>,
    /// What the parts were sent last (none before the first send).
    sent: StoredValue<Option<PageState>>,
}

impl PartsLink {
    /// `receive` handles every message a part sends.
    pub fn new(state: AppState, load: LoadParts, receive: Send) -> PartsLink {
        let link = PartsLink {
            status: RwSignal::new_local(Status::Idle),
            waiting: StoredValue::new_local(Vec::new()),
            load: StoredValue::new(load),
            send: StoredValue::new_local(receive),
            state,
            config_query: Memo::new(move |_| state.config.with(|c| c.to_query())),
            ui_query: Memo::new(move |_| state.ui.with(|u| u.to_query())),
            sent: StoredValue::new(None),
        };
        push_to_parts(link);
        link
    }

    /// Sends the parts what changed in the page's state since the last send, if anything
    /// (tracked when called in an effect: each field on its own).
    fn push(&self, parts: &dyn Parts) {
        let state = self.state;
        // `try_`: a load may finish after the page was unmounted (the wasm tests mount many).
        let (Some(config), Some(ui), Some(dark), Some(hovered)) = (
            self.config_query.try_get(),
            self.ui_query.try_get(),
            state.dark.try_get(),
            state.hovered_pair.try_get(),
        ) else {
            return;
        };
        // Set with the state changes that start a path, so it goes with them.
        let before = state.before.try_get_value().unwrap_or_default();
        let now = PageState {
            config,
            ui,
            dark,
            hovered,
            before,
        };
        let Some(changed) = self
            .sent
            .try_with_value(|last| changes(last.as_ref(), &now))
        else {
            return;
        };
        if !changed.is_empty() {
            self.sent.set_value(Some(now));
            parts.send(ToPart::Changes(changed));
        }
    }

    /// Whether the parts are loaded or on their way.
    fn loading_or_ready(&self) -> bool {
        self.status
            .with_untracked(|s| matches!(s, Status::Loading | Status::Ready(_)))
    }

    /// Starts loading unless loaded or loading (a failed load starts again).
    pub fn ensure(&self) {
        if self.loading_or_ready() {
            return;
        }
        self.status.set(Status::Loading);
        let (load, send, link) = (self.load.get_value(), self.send.get_value(), *self);
        wasm_bindgen_futures::spawn_local(async move {
            match load(send).await {
                Ok(p) => {
                    // The state first: what waits may read it at once.
                    untrack(|| link.push(p.as_ref()));
                    let _ = link.status.try_set(Status::Ready(p.clone()));
                    for f in link
                        .waiting
                        .try_update_value(std::mem::take)
                        .unwrap_or_default()
                    {
                        f(p.as_ref());
                    }
                }
                Err(e) => {
                    // Nothing waits for a load that failed (a later click asks again).
                    let dropped = link.waiting.try_update_value(std::mem::take);
                    if dropped.is_some_and(|w| !w.is_empty()) {
                        let _ = link.state.notice.try_set(Some(crate::msg!(
                            "notice-part-failed",
                            error = e.to_string()
                        )));
                    }
                    let _ = link.status.try_set(Status::Failed(e));
                }
            }
        });
    }

    /// Runs `f` with the parts: now if loaded, else once they are (loading them).
    pub fn when_ready(&self, f: impl FnOnce(&dyn Parts) + 'static) {
        let ready = self.status.with_untracked(|s| match s {
            Status::Ready(p) => Some(p.clone()),
            _ => None,
        });
        match ready {
            Some(p) => f(p.as_ref()),
            None => {
                self.waiting.update_value(|w| w.push(Box::new(f)));
                self.ensure();
            }
        }
    }
}

/// The one effect that talks to the other module: the parts follow the page's state (and get
/// it at once when they arrive), one typed change per field that changed.
fn push_to_parts(link: PartsLink) {
    Effect::new(move |_| {
        link.status.with(|s| {
            if let Status::Ready(p) = s {
                link.push(p.as_ref());
            }
        });
    });
}

/// The slot's effect on the DOM: loads the parts once the slot is near (or at once when
/// `eager`), then mounts part `name` into the slot, once (unmounted with the slot). Returns
/// whether the part shows and why it could not be mounted.
fn load_and_mount(
    link: PartsLink,
    name: &'static str,
    eager: bool,
    visible: RwSignal<bool>,
    slot: NodeRef<Div>,
) -> (RwSignal<bool>, RwSignal<Option<String>>) {
    let mounted: StoredValue<Option<Mounted>, LocalStorage> = StoredValue::new_local(None);
    let shown = RwSignal::new(false);
    let mount_error: RwSignal<Option<String>> = RwSignal::new(None);
    Effect::new(move |was_near: Option<bool>| {
        // Loads when the slot comes near (not again when a load fails: the slot's Retry or
        // the next time it comes near asks again).
        let near = eager || visible.get();
        if near && was_near != Some(true) {
            link.ensure();
        }
        mount_once(link, name, slot, mounted, shown, mount_error);
        near
    });
    on_cleanup(move || {
        let _ = mounted.try_update_value(Option::take);
    });
    (shown, mount_error)
}

/// Mounts part `name` into the slot once the parts are ready (tracked: the slot, the status).
fn mount_once(
    link: PartsLink,
    name: &'static str,
    slot: NodeRef<Div>,
    mounted: StoredValue<Option<Mounted>, LocalStorage>,
    shown: RwSignal<bool>,
    mount_error: RwSignal<Option<String>>,
) {
    let Some(el) = slot.get() else { return };
    let parts = link.status.with(|s| match s {
        Status::Ready(p) => Some(p.clone()),
        _ => None,
    });
    let Some(parts) = parts else { return };
    if mounted.with_value(Option::is_some) {
        return;
    }
    match parts.mount(el.into(), name) {
        Ok(m) => {
            mounted.set_value(Some(m));
            shown.set(true);
        }
        Err(e) => mount_error.set(Some(e)),
    }
}

/// A slot for part `name`: loads the parts when it comes within a screen of the viewport (or at
/// once when `eager`), then hands the slot to the part. Says so while loading, and offers a
/// retry if the module cannot be loaded. The part owns the inner element's children; the page
/// never touches them.
#[component]
pub fn Part(link: PartsLink, name: &'static str, #[prop(optional)] eager: bool) -> impl IntoView {
    let slot = NodeRef::<Div>::new();
    // One screen ahead: a part is usually ready by the time the learner scrolls to it.
    let visible = draw::visibility_within(slot, "100% 0px");
    let (shown, mount_error) = load_and_mount(link, name, eager, visible, slot);
    let problem = move || {
        mount_error.get().or_else(|| {
            link.status.with(|s| match s {
                Status::Failed(e) => Some(e.clone()),
                _ => None,
            })
        })
    };
    view! {
        <div class="part-slot" data-part=name data-testid="part-slot">
            <div class="part-body" node_ref=slot></div>
            {move || match problem() {
                Some(e) => Some(view! {
                    <p class="field-error" role="alert">{tf(&msg!("part-failed", error = e))}" "
                        <button type="button" data-testid="part-retry" on:click=move |_| {
                            mount_error.set(None);
                            // The messages give way to the parts, which grow above this view
                            // too: the view with the Retry stays where the learner clicked it.
                            if let Some(el) = slot.get_untracked() {
                                super::scroll::hold_in_place(&el);
                            }
                            link.ensure();
                        }>{t("part-retry")}</button>
                    </p>
                }.into_any()),
                None if !shown.get() => Some(view! { <p class="hint part-loading">{t("part-loading")}</p> }.into_any()),
                None => None,
            }}
        </div>
    }
}
