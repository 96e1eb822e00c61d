//! The path editor (`author=1`, "Write a path" in the toolbar; an on-demand part,
//! `app::part::AUTHOR`): a teacher adds the state on screen as a step, writes its text (with a
//! live preview of the placeholders, computed by the core for the step's state) and its
//! question, reorders and deletes steps, previews the path as a learner sees it, and saves it as
//! a link (the JSON packed by the browser's deflate) or as a JSON file. The draft is checked by
//! reading it as a path (`rope::teaching::path::Draft::check`): the editor shows exactly what a
//! learner's link would refuse, by step and field.
//!
//! The panel is split by what the teacher sees: the path's header ([`PathHeader`]), the step to
//! add ([`AddStep`]), the step list ([`StepList`]), one step's form (`step`), its question
//! (`question`), the draft's problems ([`Problems`]) and the path's actions (`actions`). The
//! signals live in [`Author`] and go down as props.

mod actions;
mod question;
mod step;

use leptos::prelude::*;

use crate::app::i18n::{t, tf};
use crate::app::state::use_store;
use crate::msg;
use wasm_bindgen::JsCast;

use crate::app::state::View;
use crate::rope::teaching::kept;
use crate::rope::teaching::path::{self, Draft, DraftStep, Path};

/// Calls `localStorage[method](args...)`; a refusal (quota, security, a sandboxed frame) is no
/// error to show: the draft then lives as long as the page.
fn storage_call(method: &str, args: &[&str]) -> Option<wasm_bindgen::JsValue> {
    super::storage::web_storage_call("localStorage", method, args)
}

fn stored() -> Option<String> {
    storage_call("getItem", &[kept::STORAGE_KEY])?.as_string()
}

/// Keeps the draft in the browser (an empty one: nothing kept).
fn store(d: &Draft) {
    if *d == Draft::default() {
        storage_call("removeItem", &[kept::STORAGE_KEY]);
    } else {
        storage_call("setItem", &[kept::STORAGE_KEY, &kept::write(d)]);
    }
}

/// The view the contents bar marks as the one in sight, if any.
fn view_in_sight() -> Option<View> {
    let a = web_sys::window()?
        .document()?
        .query_selector(".toc-views a[aria-current=\"location\"]")
        .ok()??;
    View::parse(a.get_attribute("href")?.strip_prefix("#view-")?)
}

/// The views a step can show.
fn drawn() -> Vec<View> {
    View::ALL.into_iter().filter(|v| v.in_paths()).collect()
}

/// The draft and the step being edited: what every part of the editor reads and writes.
#[derive(Clone, Copy)]
struct Drafting {
    draft: RwSignal<Draft>,
    selected: RwSignal<Option<usize>>,
}

impl Drafting {
    /// Changes the selected step (nothing when no step is selected).
    fn edit(self, f: impl FnOnce(&mut DraftStep)) {
        if let Some(i) = self.selected.get_untracked() {
            self.draft.update(|d| {
                if let Some(st) = d.steps.get_mut(i) {
                    f(st)
                }
            });
        }
    }

    /// One text of the selected step, read reactively (empty when none is selected).
    fn field(
        self,
        get: fn(&DraftStep) -> String,
    ) -> impl Fn() -> String + Copy + Send + Sync + 'static {
        move || {
            self.selected
                .get()
                .and_then(|i| self.draft.with(|d| d.steps.get(i).map(get)))
                .unwrap_or_default()
        }
    }

    /// An input's handler writing its value into the selected step with `set`.
    fn set_on<E: JsCast>(self, set: fn(&mut DraftStep, String)) -> impl Fn(E) + Copy + 'static {
        move |ev: E| {
            let v = event_target_value(&ev);
            self.edit(move |s| set(s, v));
        }
    }

    /// Replaces the draft with a copy of `p`, its first step selected.
    fn load(self, p: &Path) {
        self.draft
            .set(Draft::from_path(p, crate::app::i18n::lang()));
        self.selected.set((!p.steps.is_empty()).then_some(0));
    }
}

/// The line under the path's buttons: what the last action did, or why it could not be done
/// (then shown as an error).
#[derive(Clone, Copy)]
struct Said {
    text: RwSignal<String>,
    refused: RwSignal<bool>,
}

impl Said {
    fn say(self, text: String, bad: bool) {
        self.refused.set(bad);
        self.text.set(text);
    }

    /// An action the draft's problems block: it says so next to the buttons, and how many to
    /// fix (the list itself is right above them). `what` is the message id naming the action.
    fn blocked(self, what: &'static str, e: &[path::PathError]) {
        self.say(
            tf(&msg!("editor-blocked", what = msg!(what), n = e.len())),
            true,
        );
    }
}

/// The editor's one effect, on the browser's storage: it keeps the draft and the step being
/// edited (and the module's store keeps the draft for the next time the editor opens).
fn keep_in_the_browsers_storage(
    draft: RwSignal<Draft>,
    selected: RwSignal<Option<usize>>,
    in_store: StoredValue<Option<Draft>, LocalStorage>,
) {
    Effect::new(move |_| {
        draft.with(|d| {
            store(d);
            in_store.set_value(Some(d.clone()));
        });
        match selected.get() {
            Some(i) => storage_call("setItem", &[kept::STEP_KEY, &i.to_string()]),
            None => storage_call("removeItem", &[kept::STEP_KEY]),
        };
    });
}

#[component]
pub fn Author() -> impl IntoView {
    // The draft outlives the panel (closing the editor and opening it again keeps it: the
    // module's store, `Handles::draft`), and a reload: it starts from the browser's storage
    // (`rope::teaching::kept`).
    let in_store = super::use_handles().draft;
    let start = in_store.with_value(|k| k.clone()).unwrap_or_else(|| {
        stored()
            .and_then(|t| kept::read(&t, crate::app::i18n::lang()))
            .unwrap_or_default()
    });
    let draft = RwSignal::new(start);
    // The step edited last (kept with the draft: a reload reopens it), else the first.
    let kept_step = storage_call("getItem", &[kept::STEP_KEY])
        .and_then(|v| v.as_string()?.parse::<usize>().ok());
    let selected: RwSignal<Option<usize>> = RwSignal::new(draft.with_untracked(|d| {
        kept_step
            .filter(|&i| i < d.steps.len())
            .or((!d.steps.is_empty()).then_some(0))
    }));
    keep_in_the_browsers_storage(draft, selected, in_store);
    let d = Drafting { draft, selected };
    let link_text = RwSignal::new(String::new());
    let said = Said {
        text: RwSignal::new(String::new()),
        refused: RwSignal::new(false),
    };
    let checked = Memo::new(move |_| draft.with(|d| d.check()));
    let editor = move || {
        selected
            .get()
            .filter(|&i| draft.with(|d| i < d.steps.len()))
            .map(|i| view! { <step::StepForm i d /> })
    };

    view! {
        <section class="author" data-testid="author" aria-labelledby="author-heading">
            <h2 id="author-heading">{t("editor-heading")}</h2>
            <p class="hint">{t("editor-intro")}</p>
            // A path with texts in several languages: the editor edits one of them.
            {move || draft.with(|d| d.has_languages()).then(|| view! {
                <p class="hint" data-testid="author-languages">{t("path-editor-languages")}</p>
            })}
            <PathHeader d link_text said />
            <AddStep d />
            <StepList d />
            {editor}
            <Problems checked />
            <actions::PathActions d checked said link_text />
            <super::scorm::ScormBox draft=draft />
        </section>
    }
}

/// The path's title, and "Start over" (it asks once more before the draft goes).
#[component]
fn PathHeader(d: Drafting, link_text: RwSignal<String>, said: Said) -> impl IntoView {
    let draft = d.draft;
    let discarding = RwSignal::new(false);
    let start_over = move |_| {
        if discarding.get_untracked() {
            draft.set(Draft::default());
            d.selected.set(None);
            link_text.set(String::new());
            discarding.set(false);
            said.say(t("editor-new-path"), false);
        } else {
            discarding.set(true);
        }
    };
    view! {
        <label class="field">{t("editor-path-title")}" "
            <input type="text" data-testid="author-title" prop:value=move || draft.with(|d| d.title.clone())
                on:input=move |ev| { let v = event_target_value(&ev); draft.update(|d| d.title = v); } />
        </label>
        <p class="hint">{t("editor-draft-kept")}" "
            <button type="button" data-testid="author-start-over" on:click=start_over
                on:blur=move |_| discarding.set(false)>
                {move || if discarding.get() { t("editor-discard-confirm") } else { t("editor-start-over") }}
            </button>
        </p>
    }
}

/// The view to add with, and "Add this state as a step".
#[component]
fn AddStep(d: Drafting) -> impl IntoView {
    let state = use_store();
    let add_view = RwSignal::new(View::Compasses);
    let add = move |_| {
        let query = state.config.with_untracked(|c| c.to_query());
        let view = add_view.get_untracked();
        let i = d
            .draft
            .try_update(|d| d.add_step(&query, view))
            .unwrap_or(0);
        d.selected.set(Some(i));
    };
    view! {
        <div class="author-add">
            <label class="field">{t("editor-view")}" "
                <select data-testid="author-view" on:change=move |ev| {
                    if let Some(v) = View::parse(&event_target_value(&ev)) { add_view.set(v); }
                } on:focus=move |_| { if let Some(v) = view_in_sight().filter(|v| v.in_paths()) { add_view.set(v); } }>
                    {drawn().into_iter().map(|v| view! {
                        <option value=v.as_str() prop:selected=move || add_view.get() == v>{crate::app::i18n::tf(&v.short_msg())}</option>
                    }).collect_view()}
                </select>
            </label>
            <button type="button" class="primary" data-testid="author-add" on:click=add>{t("editor-add-step")}</button>
        </div>
    }
}

/// The steps, each with its buttons to select, move and delete it.
#[component]
fn StepList(d: Drafting) -> impl IntoView {
    let Drafting { draft, selected } = d;
    let steps = move || {
        draft.with(|d| {
            d.steps
                .iter()
                .enumerate()
                .map(|(i, st)| {
                    let label = tf(&msg!(
                        "editor-step-label",
                        n = i + 1,
                        title = if st.title.is_empty() { msg!("editor-untitled") } else { path::words(st.title.as_str()) },
                        state = if st.state.is_empty() { msg!("editor-default-settings") } else { path::words(st.state.as_str()) },
                        views = st.views.iter().map(|v| v.as_str()).collect::<Vec<_>>().join(", ")
                    ));
                    let n = i + 1;
                    view! {
                        <li class="author-step">
                            <button type="button" class="author-pick" data-testid="author-step-pick"
                                aria-pressed=move || (selected.get() == Some(i)).to_string()
                                on:click=move |_| selected.set(Some(i))>{label}</button>
                            <button type="button" data-testid="author-up" aria-label=tf(&msg!("editor-move-up", n = n))
                                on:click=move |_| { let j = draft.try_update(|d| d.move_step(i, true)).unwrap_or(i); selected.set(Some(j)); }>"↑"</button>
                            <button type="button" data-testid="author-down" aria-label=tf(&msg!("editor-move-down", n = n))
                                on:click=move |_| { let j = draft.try_update(|d| d.move_step(i, false)).unwrap_or(i); selected.set(Some(j)); }>"↓"</button>
                            <button type="button" data-testid="author-delete" aria-label=tf(&msg!("editor-delete-step", n = n))
                                on:click=move |_| {
                                    draft.update(|d| { if i < d.steps.len() { d.steps.remove(i); } });
                                    let left = draft.with_untracked(|d| d.steps.len());
                                    selected.set((left > 0).then(|| i.min(left - 1)));
                                }>{t("editor-delete")}</button>
                        </li>
                    }
                })
                .collect_view()
        })
    };
    view! { <ol class="author-steps" data-testid="author-steps">{steps}</ol> }
}

/// What a learner's link would refuse in the draft, by step and field.
#[component]
fn Problems(checked: Memo<Result<Path, Vec<path::PathError>>>) -> impl IntoView {
    let errors = move || match checked.get() {
        Ok(_) => Vec::new(),
        Err(e) => e.iter().map(|e| tf(&e.msg())).collect(),
    };
    view! {
        <div class="author-errors" data-testid="author-errors" aria-live="polite">
            {move || {
                let e = errors();
                (!e.is_empty()).then(|| view! {
                    <p class="author-errors-head">{tf(&msg!("editor-problems-head", n = e.len()))}</p>
                    <ul>{e.into_iter().map(|m| view! { <li>{m}</li> }).collect_view()}</ul>
                })
            }}
        </div>
    }
}
