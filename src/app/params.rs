//! The active scaling method's parameters, rendered from the key table
//! (`rope::settings::config::KEYS`): each parameter's control (label, hint, input, placeholder) and the
//! methods that show it are the table's, so a new method's parameters appear here without a
//! line of UI code.

use leptos::prelude::*;

use super::field::{Field, Select};
use super::i18n::tf;
use super::state::use_store;
use crate::rope::settings::config::{Input, KeySpec, KEYS};

/// How a control sits on the page: extra classes for its wrapper, a short label for a phone's
/// settings bar, several lines for a text.
#[derive(Clone, Default)]
pub struct Look {
    pub class: &'static str,
    /// A message's text.
    pub short: Option<String>,
    pub multiline: bool,
    /// A `data-testid` other than the key's URL name (the sentence's is `sentence`).
    pub testid: Option<&'static str>,
    /// A label and hint in place of the key table's: the scaling method's own name for the
    /// parameter (HunYuan's alpha in the factor's key).
    pub named: Option<(String, String)>,
}

/// One key's control, as its row of the key table describes it (the one place a control's
/// label, hint and input are written).
pub fn control(spec: &'static KeySpec, look: Look) -> AnyView {
    let c = spec.control;
    let key = spec.key;
    let Look {
        class,
        short,
        multiline,
        testid,
        named,
    } = look;
    let (label, hint) = named.unwrap_or_else(|| {
        (
            tf(&spec.label_msg()),
            spec.hint_msg().map(|h| tf(&h)).unwrap_or_default(),
        )
    });
    let placeholder_text = spec.placeholder_msg().map(|p| tf(&p));
    let testid = testid.unwrap_or(key.as_str());
    match c.input {
        Input::Choice(choices) => view! {
            <Select key label testid choices=choices.iter().map(|(v, _)| (*v, tf(&spec.choice_msg(v)))).collect() hint class short=short />
        }
        .into_any(),
        Input::Number { min, step } => {
            let (min, placeholder) = (min.unwrap_or(""), placeholder_text.unwrap_or_default());

            view! {
                <Field key label testid input_type="number" min=min step=step
                    placeholder=placeholder hint class short=short />
            }
            .into_any()
        }
        Input::Text => {
            let placeholder = placeholder_text.unwrap_or_default();
            view! { <Field key label testid placeholder=placeholder hint class
            short=short multiline /> }
            .into_any()
        }
    }
}

/// The parameters of the method in `state` (the others are hidden, not lost: a link keeps them),
/// each under the method's own name for it when it has one (HunYuan's alpha).
#[component]
pub fn MethodParams() -> impl IntoView {
    let state = use_store();
    let method = Memo::new(move |_| state.config.with(|c| c.scaling.method));
    // The attention factor the method's formula gives (the core's, `Scene::freqs`: 1.1386 for
    // YaRN with factor 4), first, where the first screen shows it: its field is far below.
    let attn = KEYS.iter().find(|s| s.key == crate::rope::Key::Attn);
    let factor = move || {
        let scene = state.derived.scene.get();
        let set = state.config.with(|c| c.scaling.params.attn.is_some());
        let factor = scene.freqs.attention_factor;
        super::i18n::tf(&crate::msg!(
            "controls-attention-factor",
            factor =
                crate::rope::base::i18n::Arg::num(crate::rope::base::num::num(factor, 4), factor),
            set = if set { "yes" } else { "no" }
        ))
    };
    let shown = move || attn.is_some_and(|a| a.belongs_to(method.get()));
    let readout = view! {
        <Show when=shown><p class="hint" data-testid="attn-formula">{factor}</p></Show>
    };
    let params = KEYS
        .iter()
        .filter(|s| s.is_method_param())
        .map(|spec| {
            view! {
                <Show when=move || spec.belongs_to(method.get())>{move || {
                    let named = method
                        .get()
                        .param_name(spec.key)
                        .map(|n| (tf(&n.label_msg()), tf(&n.hint_msg())));
                    control(spec, Look { named, ..Look::default() })
                }}</Show>
            }
        })
        .collect_view();
    view! { {readout} {params} }
}
