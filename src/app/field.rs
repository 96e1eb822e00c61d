//! Labelled controls bound to one configuration key.
//!
//! A control shows the key's value, or what the learner typed there (an overlay read against the
//! value: no copy kept in sync). Each edit goes through `AppState::edit` (the URL's own
//! `Config::set` + `validate`); only a valid result replaces the config, so bad input shows a
//! message beside the control while the last good state stays on screen.

use leptos::prelude::*;

use super::state::{use_store, AppState};
use crate::rope::Key;

/// How the learner's last input stands ([`standing`]): the control shows it (not the value).
const STANDS: u64 = 1;
/// How the learner's last input stands: the note of the last good edit still shows.
const NOTED: u64 = 2;

/// What the learner last typed or chose in a control: how many inputs it has had (`serial`),
/// the text of the last (untracked: the input already shows it), the key's value when it was
/// made (`at`), for a refused one its message (`refused`), and the note of the last good edit
/// (what it did beyond its value: sections rescaled, overrides cleared).
#[derive(Clone, Copy)]
struct Own {
    serial: RwSignal<Option<u64>>,
    text: StoredValue<String>,
    at: StoredValue<String>,
    refused: RwSignal<Option<String>>,
    note: RwSignal<Option<String>>,
    /// `(serial, STANDS | NOTED)`: [`standing`].
    standing: Memo<(u64, u64)>,
}

/// How the learner's last input stands over the key's value `current`, as `(its serial,
/// STANDS | NOTED)`; what gave way never stands again. A refused input (its message beside the
/// control) stands until the next good edit anywhere, which is when the error area clears, or
/// until the value changes; a good one while the value is the one it was typed at or the text
/// still means the value ("1e4" while the config says 10000 stays as typed): a value set
/// elsewhere (a preset, pasted JSON) shows instead, and the note of the last good edit goes with
/// it. Only the parse is needed (not a full validation): what the typed text means for `key`,
/// against a copy of the config, when the value changes (not on every edit of another control).
fn standing(
    state: AppState,
    key: Key,
    current: Memo<String>,
    serial: RwSignal<Option<u64>>,
    text: StoredValue<String>,
    at: StoredValue<String>,
    refused: RwSignal<Option<String>>,
) -> Memo<(u64, u64)> {
    Memo::new(move |prev: Option<&(u64, u64)>| {
        let Some(serial) = serial.get() else {
            return (0, NOTED);
        };
        let was = match prev {
            Some(&(s, flags)) if s == serial => flags,
            _ => STANDS | NOTED,
        };
        if was == 0 {
            return (serial, 0);
        }
        let refused = refused.with_untracked(Option::is_some);
        current.with(|cur| {
            let kept = at.with_value(|a| a == cur)
                || (!refused
                    && text.with_value(|d| {
                        state.config.with_untracked(|c| {
                            let mut parsed = c.clone();
                            parsed.set(key, d).ok().map(|()| parsed.get(key))
                        })
                    }) == Some(cur.clone()));
            let stands = kept && (!refused || state.error.with(Option::is_some));
            let flags = if stands { STANDS } else { 0 } | if kept { NOTED } else { 0 };
            (serial, was & flags)
        })
    })
}

impl Own {
    fn new(state: AppState, key: Key, current: Memo<String>) -> Own {
        let (serial, refused) = (RwSignal::new(None), RwSignal::new(None));
        let (text, at) = (
            StoredValue::new(String::new()),
            StoredValue::new(String::new()),
        );
        Own {
            serial,
            text,
            at,
            refused,
            note: RwSignal::new(None),
            standing: standing(state, key, current, serial, text, at, refused),
        }
    }

    /// Whether the learner's input stands (the control shows it, not the value).
    fn stands(&self) -> bool {
        self.standing.with(|s| s.1 & STANDS != 0)
    }

    fn error(&self) -> Option<String> {
        if !self.stands() {
            return None;
        }
        self.refused.get()
    }

    fn note(&self) -> Option<String> {
        if self.standing.with(|s| s.1 & NOTED == 0) {
            return None;
        }
        self.note.get()
    }

    /// Applies the learner's `value` for `key` (`AppState::edit`).
    fn input(&self, state: AppState, key: Key, current: Memo<String>, value: String) {
        if self.standing.with_untracked(|s| s.1 & NOTED == 0) {
            self.note.set(None);
        }
        let result = state.edit(key, &value);
        self.text.set_value(value);
        self.at.set_value(current.get_untracked());
        match result {
            Ok(note) => {
                self.note.set(note.map(|m| crate::app::i18n::tf(&m)));
                self.refused.set(None);
            }
            Err(e) => self.refused.set(Some(crate::app::i18n::tf(&e.msg()))),
        }
        self.serial.update(|s| *s = Some(s.map_or(1, |n| n + 1)));
    }
}

/// A label's text: the full one, and a short one for a phone's settings bar when given (CSS
/// shows one of them, so the accessible name is the one on screen).
fn labels(label: String, short: Option<String>) -> impl IntoView {
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
    key: Key,
    /// The label (a message's text, or the key table's).
    #[prop(into)]
    label: String,
    testid: &'static str,
    #[prop(default = "text")] input_type: &'static str,
    #[prop(optional)] step: Option<&'static str>,
    #[prop(optional)] min: Option<&'static str>,
    #[prop(optional)] max: Option<&'static str>,
    #[prop(optional, into)] hint: Option<String>,
    #[prop(optional, into)] placeholder: Option<String>,
    #[prop(optional)] multiline: bool,
    /// Extra classes for the field's wrapper (layout: `in-bar`, `sentence`).
    #[prop(optional)]
    class: &'static str,
    /// A shorter label for a phone's settings bar (CSS shows one of the two).
    #[prop(optional_no_strip)]
    short: Option<String>,
) -> impl IntoView {
    let state = use_store();
    // This key's value: the control follows it, not every edit of another control.
    let current = Memo::new(move |_| state.config.with(|c| c.get(key)));
    let own = Own::new(state, key, current);
    // The input's text: what the learner typed while it stands, else the value. A Memo: a
    // keystroke writes nothing back (the input already shows it; on a long sentence that is a
    // relayout).
    let draft = Memo::new(move |_| {
        if own.stands() {
            own.text.get_value()
        } else {
            current.get()
        }
    });
    let on_input =
        move |ev: leptos::ev::Event| own.input(state, key, current, event_target_value(&ev));

    let locked = Memo::new(move |_| state.ui.with(|u| u.locked(key)));
    let id = format!("ctl-{}", key.as_str());
    let err_id = format!("{id}-err");
    let hint_id = format!("{id}-hint");
    let lock_id = format!("{id}-lock");
    let described = format!("{hint_id} {err_id} {lock_id}"); // i18n: element ids
    let input = if multiline {
        view! {
            <textarea
                id=id.clone()
                data-testid=testid
                rows="2"
                placeholder=placeholder
                prop:value=move || draft.get()
                readonly=move || locked.get()
                aria-invalid=move || if own.error().is_some() { "true" } else { "false" }
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
                aria-invalid=move || if own.error().is_some() { "true" } else { "false" }
                aria-describedby=described.clone()
                on:input=on_input
            />
        }
        .into_any()
    };
    view! {
        <div class=format!("field {class}") class:invalid=move || own.error().is_some()>
            <label for=id>{labels(label, short)}</label>
            {input}
            <small class="hint" id=hint_id>{hint}</small>
            <LockNote locked id=lock_id />
            <small class="field-error" id=err_id role="status">{move || own.error()}</small>
            <small class="field-note" data-testid="field-note" role="status">{move || own.note()}</small>
        </div>
    }
}

/// "Fixed by this page": shown beside a control the embedding course page locked (`lock=`).
#[component]
fn LockNote(locked: Memo<bool>, id: String) -> impl IntoView {
    view! {
        <small class="lock-note" id=id data-testid="locked" hidden=move || !locked.get()>
            {super::i18n::t("controls-locked")}
        </small>
    }
}

/// A drop-down for a key with named choices `(value, label)`.
#[component]
pub fn Select(
    key: Key,
    /// The label (a message's text, or the key table's).
    #[prop(into)]
    label: String,
    testid: &'static str,
    choices: Vec<(&'static str, String)>,
    #[prop(optional, into)] hint: Option<String>,
    /// Extra classes for the field's wrapper.
    #[prop(optional)]
    class: &'static str,
    /// A shorter label for a phone's settings bar.
    #[prop(optional_no_strip)]
    short: Option<String>,
) -> impl IntoView {
    let state = use_store();
    let id = format!("ctl-{}", key.as_str());
    let hint_id = format!("{id}-hint");
    let err_id = format!("{id}-err");
    let lock_id = format!("{id}-lock");
    let locked = Memo::new(move |_| state.ui.with(|u| u.locked(key)));
    // This key's value: the select and its options follow it, not every edit of the config.
    let current = Memo::new(move |_| state.config.with(|c| c.get(key)));
    let own = Own::new(state, key, current);
    let on_change =
        move |ev: leptos::ev::Event| own.input(state, key, current, event_target_value(&ev));
    view! {
        <div class=format!("field {class}") class:invalid=move || own.error().is_some()>
            <label for=id.clone()>{labels(label, short)}</label>
            // i18n: element ids
            <select id=id data-testid=testid aria-describedby=format!("{hint_id} {err_id} {lock_id}")
                disabled=move || locked.get()
                on:change=on_change
                prop:value=move || match own.error() {
                    // A refused choice stays chosen beside its message.
                    Some(_) => own.text.get_value(),
                    None => current.get(),
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
            <small class="field-error" id=err_id role="status">{move || own.error()}</small>
            <small class="field-note" data-testid="field-note" role="status">{move || own.note.get()}</small>
        </div>
    }
}
