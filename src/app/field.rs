//! One labelled control bound to one configuration key.
//!
//! The input keeps its own text (`draft`). Each edit is tried on a copy of the config through
//! `Config::set` + `Config::validate`, the same path a URL takes; only a valid result replaces the
//! config, so bad input shows a message beside the control and the last good state stays.

use leptos::prelude::*;

use crate::rope::{Config, ConfigError, Key};

/// Tries `value` for `key` on a copy of `config`.
pub fn try_set(config: &Config, key: Key, value: &str) -> Result<Config, ConfigError> {
    let mut next = config.clone();
    next.set(key, value)?;
    next.validate()?;
    Ok(next)
}

#[component]
pub fn Field(
    key: Key,
    label: &'static str,
    testid: &'static str,
    config: RwSignal<Config>,
    error: RwSignal<Option<ConfigError>>,
    #[prop(default = "text")] input_type: &'static str,
    #[prop(optional)] step: Option<&'static str>,
    #[prop(optional)] hint: Option<&'static str>,
) -> impl IntoView {
    let draft = RwSignal::new(config.with_untracked(|c| c.get(key)));
    let own_error: RwSignal<Option<String>> = RwSignal::new(None);

    // When the config changes elsewhere (URL, preset), show its value, unless the text being
    // typed already means that value ("1e4" while the config says 10000 stays as typed).
    Effect::new(move |_| {
        let current = config.with(|c| c.get(key));
        let typed_means = draft.with_untracked(|d| {
            config.with_untracked(|c| try_set(c, key, d).ok().map(|n| n.get(key)))
        });
        if typed_means.as_deref() != Some(current.as_str()) && own_error.get_untracked().is_none() {
            draft.set(current);
        }
    });

    let on_input = move |ev: leptos::ev::Event| {
        let value = event_target_value(&ev);
        draft.set(value.clone());
        match config.with_untracked(|c| try_set(c, key, &value)) {
            Ok(next) => {
                own_error.set(None);
                if error.with_untracked(|e| e.as_ref().is_some_and(|e| e.key == key)) {
                    error.set(None);
                }
                config.set(next);
            }
            Err(e) => {
                own_error.set(Some(e.to_string()));
                error.set(Some(e));
            }
        }
    };

    let id = format!("ctl-{}", key.as_str());
    let err_id = format!("{id}-err");
    let hint_id = format!("{id}-hint");
    view! {
        <div class="field" class:invalid=move || own_error.with(Option::is_some)>
            <label for=id.clone()>{label}</label>
            <input
                id=id
                type=input_type
                step=step
                data-testid=testid
                prop:value=move || draft.get()
                aria-invalid=move || own_error.with(|e| if e.is_some() { "true" } else { "false" })
                aria-describedby=format!("{hint_id} {err_id}")
                on:input=on_input
            />
            <small class="hint" id=hint_id>{hint}</small>
            <small class="field-error" id=err_id role="status">{move || own_error.get()}</small>
        </div>
    }
}
