//! Labelled controls bound to one configuration key.
//!
//! A control keeps its own text (`draft`). Each edit goes through `AppState::edit` (the URL's
//! own `Config::set` + `validate`); only a valid result replaces the config, so bad input shows
//! a message beside the control while the last good state stays on screen.

use leptos::prelude::*;

use super::state::AppState;
use crate::rope::Key;

/// A refused value (a draft, a choice) stays beside its control, with its message, until the
/// next good edit anywhere, which is when the error area clears: then the message goes and
/// `show_state` puts the control back to the state.
fn give_way_at_next_good_edit(
    state: AppState,
    own_error: RwSignal<Option<String>>,
    show_state: impl Fn() + 'static,
) {
    Effect::new(move |_| {
        if state.error.with(Option::is_none) && own_error.with_untracked(Option::is_some) {
            own_error.set(None);
            show_state();
        }
    });
}

/// A label's text: the full one, and a short one for a phone's settings bar when given (CSS
/// shows one of them, so the accessible name is the one on screen).
fn labels(label: &'static str, short: Option<&'static str>) -> impl IntoView {
    match short {
        Some(short) => view! {
            <span class="label-long">{label}</span><span class="label-short">{short}</span>
        }
        .into_any(),
        None => label.into_any(),
    }
}

/// A text, number or multi-line input for `key`.
#[component]
pub fn Field(
    state: AppState,
    key: Key,
    label: &'static str,
    testid: &'static str,
    #[prop(default = "text")] input_type: &'static str,
    #[prop(optional)] step: Option<&'static str>,
    #[prop(optional)] min: Option<&'static str>,
    #[prop(optional)] max: Option<&'static str>,
    #[prop(optional)] hint: Option<&'static str>,
    #[prop(optional)] placeholder: Option<&'static str>,
    #[prop(optional)] multiline: bool,
    /// Extra classes for the field's wrapper (layout: `in-bar`, `sentence`).
    #[prop(optional)]
    class: &'static str,
    /// A shorter label for a phone's settings bar (CSS shows one of the two).
    #[prop(optional_no_strip)]
    short: Option<&'static str>,
) -> impl IntoView {
    let config = state.config;
    let draft = RwSignal::new(config.with_untracked(|c| c.get(key)));
    let own_error: RwSignal<Option<String>> = RwSignal::new(None);
    // What this control's last edit did beyond its value (sections rescaled, overrides
    // cleared), until its next edit or until its value changes elsewhere.
    let own_note: RwSignal<Option<String>> = RwSignal::new(None);

    // This key's value: the effects below rerun when it changes, not on every edit of another
    // control (each run parses the draft against a copy of the config).
    let current = Memo::new(move |_| config.with(|c| c.get(key)));

    // When the value changes elsewhere (preset, pasted JSON), show it, unless the text being
    // typed already means that value ("1e4" while the config says 10000 stays as typed).
    Effect::new(move |_| {
        let current = current.get();
        // Only the parse is needed (not a full validation): what the typed text means for `key`.
        let typed_means = draft.with_untracked(|d| {
            config.with_untracked(|c| {
                let mut parsed = c.clone();
                parsed.set(key, d).ok().map(|()| parsed.get(key))
            })
        });
        if typed_means.as_deref() != Some(current.as_str()) {
            own_error.set(None);
            own_note.set(None);
            draft.set(current);
        }
    });
    give_way_at_next_good_edit(state, own_error, move || draft.set(current.get_untracked()));

    let on_input = move |ev: leptos::ev::Event| {
        let value = event_target_value(&ev);
        // The input already shows it: no write back (on a long sentence that is a relayout).
        draft.update_untracked(|d| *d = value.clone());
        match state.edit(key, &value) {
            Ok(note) => {
                own_error.set(None);
                own_note.set(note);
            }
            Err(e) => own_error.set(Some(e.to_string())),
        }
    };

    let locked = Memo::new(move |_| state.ui.with(|u| u.locked(key)));
    let id = format!("ctl-{}", key.as_str());
    let err_id = format!("{id}-err");
    let hint_id = format!("{id}-hint");
    let lock_id = format!("{id}-lock");
    let described = format!("{hint_id} {err_id} {lock_id}");
    let input = if multiline {
        view! {
            <textarea
                id=id.clone()
                data-testid=testid
                rows="2"
                placeholder=placeholder
                prop:value=move || draft.get()
                readonly=move || locked.get()
                aria-invalid=move || if own_error.with(Option::is_some) { "true" } else { "false" }
                aria-describedby=described.clone()
                on:input=on_input
            ></textarea>
        }
        .into_any()
    } else {
        view! {
            <input
                id=id.clone()
                type=input_type
                step=step
                min=min
                max=max
                data-testid=testid
                placeholder=placeholder
                autocomplete="off"
                spellcheck="false"
                prop:value=move || draft.get()
                readonly=move || locked.get()
                aria-invalid=move || if own_error.with(Option::is_some) { "true" } else { "false" }
                aria-describedby=described.clone()
                on:input=on_input
            />
        }
        .into_any()
    };
    view! {
        <div class=format!("field {class}") class:invalid=move || own_error.with(Option::is_some)>
            <label for=id>{labels(label, short)}</label>
            {input}
            <small class="hint" id=hint_id>{hint}</small>
            <LockNote locked id=lock_id />
            <small class="field-error" id=err_id role="status">{move || own_error.get()}</small>
            <small class="field-note" data-testid="field-note" role="status">{move || own_note.get()}</small>
        </div>
    }
}

/// "Fixed by this page": shown beside a control the embedding course page locked (`lock=`).
#[component]
fn LockNote(locked: Memo<bool>, id: String) -> impl IntoView {
    view! {
        <small class="lock-note" id=id data-testid="locked" hidden=move || !locked.get()>
            "Fixed by this page"
        </small>
    }
}

/// A drop-down for a key with named choices `(value, label)`.
#[component]
pub fn Select(
    state: AppState,
    key: Key,
    label: &'static str,
    testid: &'static str,
    choices: Vec<(&'static str, &'static str)>,
    #[prop(optional)] hint: Option<&'static str>,
    /// Extra classes for the field's wrapper.
    #[prop(optional)]
    class: &'static str,
    /// A shorter label for a phone's settings bar.
    #[prop(optional_no_strip)]
    short: Option<&'static str>,
) -> impl IntoView {
    let id = format!("ctl-{}", key.as_str());
    let hint_id = format!("{id}-hint");
    let err_id = format!("{id}-err");
    let lock_id = format!("{id}-lock");
    let locked = Memo::new(move |_| state.ui.with(|u| u.locked(key)));
    let own_error: RwSignal<Option<String>> = RwSignal::new(None);
    let own_note: RwSignal<Option<String>> = RwSignal::new(None);
    // This key's value: the select and its options follow it, not every edit of the config.
    let current = Memo::new(move |_| state.config.with(|c| c.get(key)));
    // Bumped when a refused choice gives way: the select shows the state again.
    let resync = RwSignal::new(());
    give_way_at_next_good_edit(state, own_error, move || resync.set(()));
    let on_change = move |ev: leptos::ev::Event| {
        let value = event_target_value(&ev);
        match state.edit(key, &value) {
            Ok(note) => {
                own_error.set(None);
                own_note.set(note);
            }
            Err(e) => own_error.set(Some(e.to_string())),
        }
    };
    view! {
        <div class=format!("field {class}") class:invalid=move || own_error.with(Option::is_some)>
            <label for=id.clone()>{labels(label, short)}</label>
            <select id=id data-testid=testid aria-describedby=format!("{hint_id} {err_id} {lock_id}")
                disabled=move || locked.get()
                on:change=on_change
                prop:value=move || {
                    resync.track();
                    current.get()
                }>
                {choices
                    .into_iter()
                    .map(|(value, text)| {
                        view! {
                            <option value=value prop:selected=move || current.with(|v| v == value)>
                                {text}
                            </option>
                        }
                    })
                    .collect_view()}
            </select>
            <small class="hint" id=hint_id>{hint}</small>
            <LockNote locked id=lock_id />
            <small class="field-error" id=err_id role="status">{move || own_error.get()}</small>
            <small class="field-note" data-testid="field-note" role="status">{move || own_note.get()}</small>
        </div>
    }
}
