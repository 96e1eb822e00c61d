//! The control panel: sentence, offset, head dimension, base, layout, scaling method and its
//! parameters, model presets, query/key choice, and the Hugging Face config block.

use leptos::prelude::*;

use super::field::Select;
use super::i18n::{t, tf};
use super::params::{self, Look, MethodParams};
use super::part::{Part, PartsLink, HF, LAYOUT, NOTATION, OVERRIDES, PRESETS};
use super::state::use_store;
use super::tokens::Lists;
use crate::msg;
use crate::rope::base::i18n::Arg;
use crate::rope::base::limits;
use crate::rope::base::num::format_f64;
use crate::rope::io::hf;
use crate::rope::settings::config::{KeySpec, KEYS};
use crate::rope::settings::presets;
use crate::rope::{Key, Layout, Method};

/// Base slider range in log10 (100 to 100 million).
const LOG_BASE_MIN: f64 = 2.0;
const LOG_BASE_MAX: f64 = 8.0;

/// The settings column. On a wide screen it stays beside the views; on a phone it is a sticky
/// bar with the essentials (`in-bar`: d, base, scaling) and a button that opens every setting
/// as a sheet. One set of controls either way (CSS decides what the bar shows), so a control is
/// never on the page twice.
#[component]
pub fn ControlPanel(link: PartsLink, lists: Lists) -> impl IntoView {
    let state = use_store();
    let sheet_open = RwSignal::new(false);
    let bar = NodeRef::<leptos::html::Aside>::new();
    super::toc::publish_height(bar, "bar-h");
    // A folded group whose inside is a part: opening it loads the parts.
    let open_part = move |ev: leptos::ev::Event| {
        if event_target::<web_sys::HtmlDetailsElement>(&ev).open() {
            link.ensure();
        }
    };
    let more_open = state.config.with_untracked(|c| {
        let d = crate::rope::Config::default();
        [
            MORE.as_slice(),
            &[Key::Offset, Key::Drop, Key::Qpos, Key::Kpos],
        ]
        .concat()
        .iter()
        .any(|&k| c.get(k) != d.get(k))
    });
    view! {
        <aside class="sidebar" class:open=move || sheet_open.get() aria-label=t("controls-settings") node_ref=bar>
            <div class="sidebar-head">
                <h2 class="sidebar-title">{t("controls-settings")}</h2>
                <button type="button" class="controls-toggle" data-testid="controls-toggle"
                    on:mousedown=keep_focus
                    aria-controls="settings" aria-expanded=move || sheet_open.get().to_string()
                    on:click=move |_| sheet_open.update(|o| *o = !*o)>
                    {move || t(if sheet_open.get() { "controls-done" } else { "controls-all-settings" })}
                </button>
            </div>
            <section class="controls" id="settings" aria-label=t("controls-settings")>
                <div class="group essentials">
                    {ESSENTIALS.map(|k| control(k, Layouts::Full))}
                    // Rare (a worked example loads them) and from a part: only its slot here.
                    <Show when=move || state.config.with(|c| !c.overrides_in_use().is_empty())>
                        <Part link name=OVERRIDES eager=true />
                    </Show>
                </div>
                // A newcomer's first screen: only what the first views need; the rest one click
                // away (open from the start when a link or a step already set one of them).
                // Its summary keeps the focus where it is (as the presets do): a field's hint
                // folding away on blur would move the summary from under the pointer.
                <details class="group more-settings" data-testid="more-settings" open=more_open>
                <summary on:mousedown=keep_focus>{t("controls-more-settings")}</summary>
                // The layout's diagram is an on-demand part (the page module is at its budget):
                // it loads once "More settings" is open and the diagram comes into sight.
                {MORE.map(|k| view! {
                    {control(k, Layouts::Full)}
                    {(k == Key::Layout).then(|| view! { <Part link name=LAYOUT /> })}
                })}
                <details class="group">
                    <summary>{t("controls-positions")}</summary>
                    {control(Key::Offset, Layouts::Full)}
                    <QueryKeyPickers lists />
                </details>
                <details class="group">
                    <summary>{t("controls-unrotated")}</summary>
                    {control(Key::Drop, Layouts::Full)}
                </details>
                </details>
                // The presets (their notes and numbers) are an on-demand part: they load when opened.
                <details class="group presets" data-testid="presets-box" on:toggle=open_part>
                    <summary>{t("controls-model-presets")}</summary>
                    <Part link name=PRESETS />
                </details>
                // The paste-and-show panel is an on-demand part (`app::part`): it loads when opened.
                <details class="group hf-config" on:toggle=open_part>
                    <summary>{t("controls-hf-config")}</summary>
                    <Part link name=HF />
                </details>
                // The notation (its texts) is an on-demand part too: it loads when opened.
                <details class="group notation" data-testid="notation" on:toggle=open_part>
                    <summary>{t("controls-notation")}</summary>
                    <Part link name=NOTATION />
                </details>
            </section>
        </aside>
    }
}

/// The values that override what the controls above show (an example's speeds, q and k), each
/// with what it overrides and a button that clears it.
#[component]
pub fn Overrides() -> impl IntoView {
    let state = use_store();
    let list = Memo::new(move |_| state.config.with(|c| c.overrides_in_use()));
    view! {
        <ul class="overrides" data-testid="overrides" hidden=move || list.with(Vec::is_empty)>
            {move || list.get().into_iter().map(|(key, why)| view! {
                <li>{crate::app::i18n::t(why)}" "
                    <button type="button" class="chip-button" data-testid=format!("clear-{}", key.as_str())
                        disabled=move || state.ui.with(|u| u.locked(key))
                        on:mousedown=keep_focus
                        on:click=move |_| { let _ = state.edit(key, ""); }>{t("controls-clear")}</button>
                </li>
            }).collect_view()}
        </ul>
    }
}

/// The settings column's first group, in order: what a learner turns most (and the first
/// views need).
const ESSENTIALS: [Key; 4] = [Key::Text, Key::Dim, Key::Base, Key::Scaling];

/// The first settings under "More settings", one click away.
const MORE: [Key; 3] = [Key::Layout, Key::Rope, Key::Qk];

/// Where a control is drawn: the settings column (with the layout diagram, the base slider and
/// presets) or an embedded widget's compact row.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Layouts {
    Full,
    Compact,
}

/// The control of configuration key `key`: its row of the key table (label, hint, input: one
/// definition for the settings column and an embed's `controls=`), with the settings column's
/// extras (the base slider and presets, the layout diagram, the offset presets, the scaling
/// method's own parameters). Keys without a control of their own give nothing.
pub fn control(key: Key, layout: Layouts) -> AnyView {
    let state = use_store();
    let full = layout == Layouts::Full;
    let Some(spec) = KEYS.iter().find(|s| s.key == key) else {
        return ().into_any();
    };
    let plain = |look: Look| params::control(spec, look);
    match key {
        Key::Text => plain(Look {
            class: "sentence",
            multiline: full,
            testid: Some("sentence"),
            ..Look::default()
        }),
        Key::Dim => plain(Look {
            class: "in-bar",
            short: Some(t("controls-short-dim")),
            ..Look::default()
        }),
        Key::Base if full => view! { <BaseControl spec /> }.into_any(),
        Key::Scaling => view! {
            <Select key label=tf(&spec.label_msg()) short=Some(t("controls-short-scaling")) testid="scaling" class="in-bar"
                choices=Method::ALL.iter().map(|m| (m.as_str(), tf(&m.label_msg()))).collect()
                hint=spec.hint_msg().map(|h| tf(&h)).unwrap_or_default() />
            <div class="method-params" hidden=move || state.config.with(|c| c.scaling.method == Method::None)>
                <MethodParams />
            </div>
        }
        .into_any(),
        Key::Layout => plain(Look::default()),
        Key::Offset => view! {
            {plain(Look::default())}
            {full.then(|| view! {
                <div class="preset-row" role="group" aria-label=t("controls-offset-presets")>
                    {[0u64, 100, 4000].map(|o| view! {
                        <button type="button" class="chip-button" disabled=move || state.ui.with(|u| u.locked(Key::Offset))
                            on:mousedown=keep_focus
                            on:click=move |_| { let _ = state.edit(Key::Offset, &o.to_string()); }>
                            {tf(&msg!("controls-offset-preset", offset = o))}
                        </button>
                    }).collect_view()}
                </div>
            })}
        }
        .into_any(),
        Key::Base | Key::Rope | Key::Qk | Key::Drop => plain(Look::default()),
        _ => ().into_any(),
    }
}

/// A preset button's mousedown: the field being typed in keeps the focus. Otherwise the focused
/// field's hint folds away as the focus leaves it, the button moves up under the pointer
/// between mousedown and mouseup, and the click never happens (the first click on a base
/// preset after typing in the base field did nothing).
fn keep_focus(ev: leptos::ev::MouseEvent) {
    ev.prevent_default();
}

/// Base: a log slider, the exact number (the key table's control), and the common presets.
#[component]
fn BaseControl(spec: &'static KeySpec) -> impl IntoView {
    let state = use_store();
    let log_base = move || {
        state
            .config
            .with(|c| c.rope.base.log10().clamp(LOG_BASE_MIN, LOG_BASE_MAX))
    };
    let on_slide = move |ev: leptos::ev::Event| {
        if let Ok(x) = event_target_value(&ev).parse::<f64>() {
            // Round to 3 significant digits so the exact field shows a readable number.
            let b = 10f64.powf(x);
            let mag = 10f64.powf(b.log10().floor() - 2.0);
            let _ = state.edit(Key::Base, &format_f64((b / mag).round() * mag));
        }
    };
    view! {
        <div class="base-control in-bar">
            {params::control(spec, Look { short: Some(t("controls-short-base")), ..Look::default() })}
            <label class="sr-only" for="ctl-base-log">{t("controls-base-slider")}</label>
            <input id="ctl-base-log" type="range" min=LOG_BASE_MIN max=LOG_BASE_MAX step="0.01"
                disabled=move || state.ui.with(|u| u.locked(Key::Base))
                data-testid="base-slider" prop:value=move || log_base().to_string()
                aria-valuetext=move || state.config.with(|c| format_f64(c.rope.base))
                on:input=on_slide />
            <div class="preset-row base-presets" role="group" aria-label=t("controls-base-presets")>
                {[("10,000", "10000"), ("500,000", "500000"), ("1,000,000", "1000000")].map(|(label, v)| view! {
                    <button type="button" class="chip-button"
                        disabled=move || state.ui.with(|u| u.locked(Key::Base))
                        aria-pressed=move || state.config.with(|c| (c.rope.base.to_string() == v).to_string())
                        on:mousedown=keep_focus
                        on:click=move |_| { let _ = state.edit(Key::Base, v); }>
                        {crate::app::i18n::lang().grouped(label).into_owned()}
                    </button>
                }).collect_view()}
            </div>
        </div>
    }
}

/// How many dimensions the layout diagram draws (past 16 the pattern only repeats).
const DIAGRAM_DIMS: usize = 16;

/// Which dimensions form each pair, for the first dimensions of the head. Mounted by `app::more`
/// (part `layout`).
#[component]
pub fn LayoutDiagram() -> impl IntoView {
    let state = use_store();
    let dim = Memo::new(move |_| state.config.with(|c| c.rope.dim));
    // A fixed row of cells, each following its own pair: a change of d rewrites only the cells
    // whose pair changed (none in the interleaved row), instead of rebuilding both rows.
    let row = move |layout: Layout| {
        (0..DIAGRAM_DIMS)
            .map(|k| {
                let pair = Memo::new(move |_| {
                    let d = dim.get();
                    (k < d).then(|| layout.pair_of_dim(k, d))
                });
                view! {
                    <span class="dim-cell" hidden=move || pair.get().is_none()
                        class:hovered=move || pair.get().is_some_and(|p| state.hovered_pair.get() == Some(p))
                        style=("--pair-hue", move || pair.get().map(|p| ((p * 47) % 360).to_string()).unwrap_or_default())
                        title=move || pair.get().map(|p| tf(&msg!("controls-dim-in-pair", dim = k, pair = p))).unwrap_or_default()>
                        {move || pair.get()}
                    </span>
                }
            })
            .collect_view()
    };
    view! {
        <div class="layout-diagram" aria-label=t("controls-layout-diagram")>
            <div class="layout-row" class:active=move || state.config.with(|c| c.rope.layout == Layout::Interleaved)>
                <span class="layout-name">{Layout::Interleaved.as_str()}</span>{row(Layout::Interleaved)}
            </div>
            <div class="layout-row" class:active=move || state.config.with(|c| c.rope.layout == Layout::Half)>
                <span class="layout-name">{Layout::Half.as_str()}</span>{row(Layout::Half)}
            </div>
            <small class="hint">{move || {
                let d = dim.get();
                if d > DIAGRAM_DIMS { tf(&msg!("controls-layout-cells-some", last = DIAGRAM_DIMS - 1, d = d)) }
                else { t("controls-layout-cells") }
            }}</small>
        </div>
    }
}

/// Fill dim, base, layout and scaling from a real model's published config. The inside of the
/// page's "Model presets" group, mounted by `app::more` (part `presets`).
#[component]
pub fn ModelPresets() -> impl IntoView {
    let state = use_store();
    let note = RwSignal::new(String::new());
    let on_change = move |ev: leptos::ev::Event| {
        let id = event_target_value(&ev);
        if let Some(p) = presets::find(&id) {
            match state.config.with_untracked(|c| presets::apply(c, &p)) {
                Ok(c) => {
                    state.replace(c);
                    note.set(crate::app::i18n::tf(&crate::msg!(
                        "preset-with-note",
                        name = p.name_msg(),
                        note = p.note_msg()
                    )));
                }
                Err(e) => state.error.set(Some(e)),
            }
        }
    };
    view! {
        <div class="field">
            <label for="ctl-model">{t("controls-model-preset")}</label>
            <select id="ctl-model" data-testid="model-preset" on:change=on_change>
                <option value="" selected>{t("controls-choose-model")}</option>
                {presets::MODELS.iter().map(|p| view! { <option value=p.id>{tf(&p.name_msg())}</option> }).collect_view()}
            </select>
            <small class="hint" data-testid="model-note" aria-live="polite">{move || note.get()}</small>
        </div>
    }
}

/// Choose the compared query and key tokens from lists (chips can be clicked too). The
/// options are HTML strings (`markup::tokens::option_html`), replaced only where they change
/// (`tokens::Lists`).
#[component]
fn QueryKeyPickers(lists: Lists) -> impl IntoView {
    let state = use_store();
    let pick = move |key: Key| {
        move |ev: leptos::ev::Event| {
            let _ = state.edit(key, &event_target_value(&ev));
        }
    };
    view! {
        <div class="field">
            <label for="ctl-qpos">{t("controls-query-token")}</label>
            <select id="ctl-qpos" data-testid="query-pick" on:change=pick(Key::Qpos) node_ref=lists.query
                disabled=move || state.config.with(|c| c.sentence.q.is_some())>
            </select>
        </div>
        <div class="field">
            <label for="ctl-kpos">{t("controls-key-token")}</label>
            <select id="ctl-kpos" data-testid="key-pick" on:change=pick(Key::Kpos) node_ref=lists.key
                disabled=move || state.config.with(|c| c.sentence.k.is_some())>
            </select>
            <small class="hint">{move || state.config.with(|c| {
                if c.sentence.q.is_some() || c.sentence.k.is_some() {
                    t("controls-custom-vectors")
                } else {
                    tf(&c.model.vectors.hint_msg())
                }
            })}</small>
        </div>
    }
}

/// Paste (or open) a Hugging Face rope_scaling block, rope_parameters block or whole
/// config.json, the same files `rope-export --hf` reads; show the block for the settings.
/// The inside of the page's "Hugging Face config" box, mounted by `app::more` (part `hf`).
#[component]
pub fn HfConfig() -> impl IntoView {
    let state = use_store();
    let pasted = RwSignal::new(String::new());
    let message: RwSignal<Option<(bool, String)>> = RwSignal::new(None);
    let apply_text = move |text: String| {
        match state.config.with_untracked(|c| hf::read(c, &text)) {
            Ok(read) => {
                let imported = read.page;
                state.replace(imported.config);
                let mut said = vec![t("controls-hf-applied")];
                // Per-layer-type configs: every set and the layers that use it.
                if read.sets.len() > 1 {
                    let sets: Vec<String> = read
                        .sets
                        .iter()
                        .map(|s| {
                            tf(&msg!(
                                "controls-hf-layer-set",
                                kind = s.layer_type.clone().unwrap_or_default(),
                                n = s.layers.len(),
                                method = s.config.scaling.method.label_msg(),
                                base = Arg::num(format_f64(s.config.rope.base), s.config.rope.base)
                            ))
                        })
                        .collect();
                    said.push(tf(&msg!(
                        "controls-hf-layer-sets",
                        sets = sets.join(&t("controls-hf-set-gap"))
                    )));
                }
                if !imported.ignored.is_empty() {
                    said.push(tf(&msg!(
                        "controls-hf-ignored",
                        fields = imported.ignored.join(", ")
                    )));
                }
                said.extend(imported.notes.iter().map(tf));
                message.set(Some((true, said.join(&t("i18n-sentence-gap")))));
            }
            Err(e) => {
                message.set(Some((false, crate::app::i18n::tf(&e.msg()))));
                state.error.set(Some(e));
            }
        }
    };
    let apply = move |_| apply_text(pasted.get_untracked());
    let on_file = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        if file.size() > limits::MAX_JSON_BYTES as f64 {
            message.set(Some((
                false,
                tf(&msg!(
                    "controls-hf-too-big",
                    file = file.name(),
                    size = Arg::num(file.size().to_string(), file.size()),
                    max = limits::MAX_JSON_BYTES
                )),
            )));
            return;
        }
        wasm_bindgen_futures::spawn_local(async move {
            match wasm_bindgen_futures::JsFuture::from(file.text()).await {
                Ok(v) => {
                    let text = v.as_string().unwrap_or_default();
                    pasted.set(text.clone());
                    apply_text(text);
                }
                Err(_) => message.set(Some((
                    false,
                    tf(&msg!("controls-hf-unreadable", file = file.name())),
                ))),
            }
        });
    };
    let current = Memo::new(move |_| {
        state
            .config
            .with(hf::export)
            .unwrap_or_else(|| t("controls-hf-no-equivalent"))
    });
    view! {
            <div class="hf-grid">
                <div class="field">
                    <label for="ctl-hf-paste">{t("controls-hf-paste")}</label>
                    <textarea id="ctl-hf-paste" data-testid="hf-paste" rows="6" spellcheck="false"
                        placeholder=r#"{"rope_type": "llama3", "factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0, "original_max_position_embeddings": 8192}"#
                        prop:value=move || pasted.get()
                        on:input=move |ev| pasted.set(event_target_value(&ev))
                        aria-describedby="ctl-hf-msg"></textarea>
                    <label for="ctl-hf-file">{t("controls-hf-file")}</label>
                    <input id="ctl-hf-file" type="file" accept=".json,application/json" data-testid="hf-file" on:change=on_file />
                    <button type="button" data-testid="hf-apply" on:click=apply>{t("controls-hf-apply")}</button>
                    <small id="ctl-hf-msg" role="status"
                        class=move || match message.get() { Some((false, _)) => "field-error", _ => "hint" }>
                        {move || message.get().map(|m| m.1)}
                    </small>
                </div>
                <div class="field">
                    <span class="label">{t("controls-hf-current")}</span>
                    <pre class="json" data-testid="hf-json" tabindex="0">{move || current.get()}</pre>
                    <small class="hint">{t("controls-hf-static-ntk")}</small>
                </div>
            </div>
    }
}
