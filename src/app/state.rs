//! The widget's state: signals owned by `App` in one `Copy` store provided through Leptos's
//! context ([`use_store`]), plus the values every view derives from them (as `Memo`s, computed
//! once per change).

use std::sync::Arc;

use leptos::prelude::*;

use crate::bridge::ToPage;
use crate::rope::base::i18n::Msg;
use crate::rope::base::tokens::Token;
use crate::rope::settings::model_run::ModelRun;
use crate::rope::teaching::path::Outline;
use crate::rope::view::scene::Scene;
use crate::rope::{Config, ConfigError, Key};

pub use crate::bridge::Answer;
pub use crate::rope::settings::ui::{Theme, UiOptions};
pub use crate::rope::settings::views::{Chapter, View};

/// Who a token-chip click picks.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pick {
    Query,
    Key,
}

/// Who applies a change to the state. The page owns it; the on-demand module's copy is a replica
/// that only the page's typed changes write (`ToPart::Changes`) (`crate::bridge`), so there a change is proposed
/// to the page, which validates it as it would a link and sends back what changed.
#[derive(Clone, Copy)]
pub enum StateOwner {
    /// These signals are the state (the page).
    Here,
    /// The page owns the state; changes go to it (the on-demand module). `None` until the page
    /// has connected.
    Page(StoredValue<Option<crate::bridge::Send>, LocalStorage>),
}

/// Everything the components share. All fields are `Copy` handles.
#[derive(Clone, Copy)]
pub struct AppState {
    /// The last good configuration (always valid).
    pub config: RwSignal<Config>,
    /// The message for the error area.
    pub error: RwSignal<Option<ConfigError>>,
    /// Informational messages (ignored keys, cleared overrides).
    pub notice: RwSignal<Option<Msg>>,
    /// The sections the next edit of d rescales mrope from (`Config::try_edit_from`).
    pub sections_from: StoredValue<Option<Vec<u64>>>,
    pub ui: RwSignal<UiOptions>,
    /// The pair highlighted in every view (hover or focus on any of them).
    pub hovered_pair: RwSignal<Option<usize>>,
    pub pick: RwSignal<Pick>,
    /// Whether the page currently renders dark (theme setting or system preference).
    pub dark: Signal<bool>,
    pub derived: Derived,
    /// The latest answer to a question (set on every answer, equal or not).
    pub answer: RwSignal<Option<Answer>>,
    /// What the page knows of the guided path that runs (`ui.tour` is its step): ropescope's
    /// own tour unless a teacher's path was opened. The parts hold the path itself.
    pub path: RwSignal<Arc<Outline>>,
    /// Who applies `edit`, `replace`, `hover` and `set_tour`.
    pub owner: StateOwner,
    /// The settings the learner had when the running path started ("Start here", a host's
    /// step, a path opened, or a tour link's own settings: the defaults for a link without
    /// any), as a URL query: what the tour panel's second button puts back. The page sets it;
    /// the parts get it with the page's changes.
    pub before: StoredValue<String>,
}

/// The store of the component being built: the `AppState` its module's root provides through
/// Leptos's context (`App` on the page, the parts module's root owner in `app::more`). A
/// component built outside both (none is) gets a fresh store with the default settings rather
/// than a panic.
pub fn use_store() -> AppState {
    use_context::<AppState>().unwrap_or_else(AppState::detached)
}

/// Values derived from the config, computed once per change and shared by the views: the
/// scene (tokens, frequencies, the chosen query and key) that every view model reads.
#[derive(Clone, Copy)]
pub struct Derived {
    /// Shared by reference: views clone the `Arc`, never the scene.
    pub scene: Memo<Arc<Scene>>,
    pub tokens: Memo<Vec<Token>>,
    /// The query's and the key's positions (m, n): what the chips and pickers mark, so a base
    /// or dim change does not touch them.
    pub positions: Memo<(u64, u64)>,
}

impl Derived {
    /// `run`: the real model's latest run; with `qk=model` its tokens and q/k replace the toy
    /// ones (and are ignored otherwise).
    pub fn new(config: RwSignal<Config>, run: RwSignal<Option<Arc<ModelRun>>>) -> Self {
        let scene = Memo::new(move |_| {
            Arc::new(config.with(|c| run.with(|r| Scene::with_run(c, r.clone()))))
        });
        Derived {
            scene,
            tokens: Memo::new(move |_| scene.with(|s| s.tokens.clone())),
            positions: Memo::new(move |_| scene.with(|s| (s.m, s.n))),
        }
    }
}

impl AppState {
    /// Applies one control's value through the same path a URL takes; on success the config is
    /// replaced and what the edit did beyond the value (overrides it cleared, sections it
    /// rescaled: the core's sentence) goes to the notice area and is returned, for the control
    /// to show beside itself; on failure the config stays and the message is returned and shown
    /// in the error area. A key the embedding page locked is refused.
    pub fn edit(&self, key: Key, value: &str) -> Result<Option<Msg>, ConfigError> {
        if self.ui.with_untracked(|u| u.locked(key)) {
            let e = ConfigError::new(key, value, LOCKED);
            self.error.set(Some(e.clone()));
            return Err(e);
        }
        // No limits of its own: `try_edit` validates against the same limits as a link. A run
        // of d edits (a key at a time) rescales mrope from where it started.
        let edited = self.sections_from.with_value(|from| {
            self.config
                .with_untracked(|c| c.try_edit_from(key, value, from.as_deref()))
        });
        match edited {
            Ok(edit) => {
                self.sections_from.set_value(edit.sections_from.clone());
                let said = edit.message(key);
                if said.is_some() {
                    self.notice.set(said.clone());
                }
                if self.error.with_untracked(|e| e.is_some()) {
                    self.error.set(None);
                }
                self.commit(edit.config);
                Ok(said)
            }
            Err(e) => {
                self.error.set(Some(e.clone()));
                Err(e)
            }
        }
    }

    /// Replaces the whole config with an already validated one on the learner's behalf (a
    /// preset, an example, a tour step, a part): keys the embedding page locked keep their
    /// values; if the result no longer validates, nothing changes and the error says why.
    pub fn replace(&self, config: Config) {
        let lock = self.ui.with_untracked(|u| u.lock.clone());
        let mut next = config;
        if !lock.is_empty() {
            self.config.with_untracked(|current| {
                for &k in &lock {
                    // A valid config's own value always parses back.
                    let _ = next.set(k, &current.get(k));
                }
            });
            if let Err(e) = next.validate() {
                self.error.set(Some(ConfigError::with(
                    e.key,
                    e.got,
                    crate::msg!(
                        "limit-and-locked",
                        expected = e.expected_msg,
                        locked = crate::msg!("limit-locked")
                    ),
                )));
                return;
            }
        }
        self.error.set(None);
        self.commit(next);
    }

    /// Applies a valid config: here, or by proposing it to the page that owns the state.
    fn commit(&self, config: Config) {
        match self.owner {
            StateOwner::Here => self.config.set(config),
            StateOwner::Page(send) => propose(send, ToPage::Config(config.to_query())),
        }
    }

    /// Marks `pair` in every view (hover or focus), or none.
    pub fn hover(&self, pair: Option<usize>) {
        match self.owner {
            StateOwner::Here => {
                if self.hovered_pair.get_untracked() != pair {
                    self.hovered_pair.set(pair);
                }
            }
            StateOwner::Page(send) => {
                if self.hovered_pair.get_untracked() != pair {
                    propose(send, ToPage::Hover(pair));
                }
            }
        }
    }

    /// Opens the guided tour at `step` (0-based), or closes it.
    pub fn set_tour(&self, step: Option<usize>) {
        match self.owner {
            StateOwner::Here => self.ui.update(|u| u.tour = step),
            StateOwner::Page(send) => propose(send, ToPage::Tour(step)),
        }
    }

    /// Replaces the whole config with an already validated one for the embedding page (locks
    /// hold the learner, not the page that set them).
    pub fn replace_by_host(&self, config: Config) {
        self.error.set(None);
        self.config.set(config);
    }
}

impl AppState {
    /// A store of its own with the default settings, owned by the page (see [`use_store`]).
    pub fn detached() -> AppState {
        AppState::with_defaults(Signal::from(false), RwSignal::new(None), StateOwner::Here)
    }

    /// A store with the default settings: `dark` and the model's `run` from whoever holds them,
    /// changes applied by `owner` (the parts module's replica starts so, until the page's
    /// changes arrive).
    pub fn with_defaults(
        dark: Signal<bool>,
        run: RwSignal<Option<Arc<ModelRun>>>,
        owner: StateOwner,
    ) -> AppState {
        let config = RwSignal::new(Config::default());
        AppState {
            config,
            error: RwSignal::new(None),
            notice: RwSignal::new(None),
            sections_from: StoredValue::new(None),
            ui: RwSignal::new(UiOptions::default()),
            hovered_pair: RwSignal::new(None),
            pick: RwSignal::new(Pick::Query),
            dark,
            derived: Derived::new(config, run),
            answer: RwSignal::new(None),
            path: RwSignal::new(Arc::new(Outline::builtin())),
            owner,
            before: StoredValue::new(String::new()),
        }
    }

    /// Tells the page something (in the on-demand module; the page itself has no one to tell).
    pub fn to_page(&self, message: ToPage) {
        if let StateOwner::Page(send) = self.owner {
            propose(send, message);
        }
    }
}

fn propose(send: StoredValue<Option<crate::bridge::Send>, LocalStorage>, message: ToPage) {
    if let Some(send) = send.get_value() {
        send(message);
    }
}

/// What a refused edit of a locked key says (its message: `limit-locked`).
pub use crate::rope::base::limits::LOCKED;
