//! `View::Attention`: tokens x tokens attention with RoPE on queries and keys (model:
//! `rope::view::attention`).

use leptos::html::Canvas;
use leptos::prelude::*;

use crate::app::i18n::{t, tf};
use crate::app::state::use_store;

use crate::app::download::download_png;
use crate::app::views::grid::GridCanvas;
use crate::app::views::on_screen_scene;
use crate::rope::view::attention::{
    attention_baseline, order_note, value_rotation, Baseline, ALIBI_HEADS, V_SHIFT,
};

/// The position signals offered beside RoPE: (value, label's message id, baseline).
const BASELINES: [(&str, &str, Baseline); 4] = [
    ("rope", "attention-from-rope", Baseline::Rope),
    ("nope", "attention-from-nope", Baseline::Nope),
    (
        "alibi-steep",
        "attention-from-alibi-steep",
        Baseline::Alibi { head: 0 },
    ),
    (
        "alibi-gentle",
        "attention-from-alibi-gentle",
        Baseline::Alibi {
            head: ALIBI_HEADS - 1,
        },
    ),
];

/// The caption under the view's title: what it shows and how to read it.
pub const CAPTION: &str = "attention-caption";

/// The view as the on-demand module mounts it (`build.rs` dispatches each part's name here).
pub fn part() -> AnyView {
    view! { <AttentionMatrix /> }.into_any()
}

#[component]
pub fn AttentionMatrix() -> impl IntoView {
    let state = use_store();
    let causal = RwSignal::new(true);
    let baseline = RwSignal::new(Baseline::Rope);
    let (frame, scene, _) = on_screen_scene::<leptos::html::Div>(state);
    let model = Memo::new(move |_| {
        let (c, b) = (causal.get(), baseline.get());
        scene.with(|s| attention_baseline(s, c, b))
    });
    let chart = Memo::new(move |_| model.with(|m| m.chart(&tf)));
    let canvas_ref = NodeRef::<Canvas>::new();
    let cursor: RwSignal<Option<(usize, usize)>> = RwSignal::new(None);
    let readout = move || {
        cursor
            .get()
            .and_then(|c| model.with(|m| m.readout(c)))
            .map_or_else(|| t("attention-readout-hint"), |m| tf(&m))
    };
    let summary = Signal::derive(move || model.with(|m| m.summary(&tf)));
    // With RoPE off: what word order still does (through the mask) in the matrix on screen.
    let order = Memo::new(move |_| {
        let c = causal.get();
        scene.with(|s| order_note(s, c))
    });
    let rotate_v = RwSignal::new(false);
    let v_rows = Memo::new(move |_| {
        if !rotate_v.get() {
            return Vec::new();
        }
        let c = causal.get();
        scene.with(|s| value_rotation(s, c))
    });
    view! {
        <div class="part-body" node_ref=frame>
            <div class="view-toolbar">
                <label><input type="checkbox" data-testid="causal" prop:checked=move || causal.get()
                    on:change=move |ev| causal.set(event_target_checked(&ev)) />{t("attention-causal-mask")}</label>
                <label for="attention-baseline">{t("attention-position-from")}</label>
                <select id="attention-baseline" data-testid="attention-baseline" on:change=move |ev| {
                    let v = event_target_value(&ev);
                    if let Some((_, _, b)) = BASELINES.iter().find(|(name, _, _)| *name == v) { baseline.set(*b) }
                }>
                    {BASELINES.map(|(value, label, _)| view! { <option value=value>{t(label)}</option> }).collect_view()}
                </select>
                <button type="button" on:click=move |_| if let Some(c) = canvas_ref.get_untracked() { download_png(&c, "ropescope-attention.png") }>"PNG"</button>
            </div>
            <GridCanvas chart=chart canvas=canvas_ref class="square"
                label=summary testid="attention" cursor=cursor describedby="attention-readout" />
            <p class="readout" id="attention-readout" aria-live="polite">{readout}</p>
            <p class="sr-summary">{summary}</p>
            {move || order.get().map(|note| view! { <p class="readout" data-testid="order-note" data-answer="order-note">{tf(&note)}</p> })}
            <p class="note">{t("attention-v-note")}</p>
            <label><input type="checkbox" data-testid="rotate-v" prop:checked=move || rotate_v.get()
                on:change=move |ev| rotate_v.set(event_target_checked(&ev)) />{t("attention-rotate-v")}</label>
            <Show when=move || rotate_v.get()>
                <p class="readout">{tf(&crate::msg!("attention-rotate-v-readout", shift = V_SHIFT))}</p>
                <table class="data compact" data-testid="rotate-v-table">
                    <thead><tr><th scope="col">{t("attention-col-query")}</th><th scope="col">{t("attention-col-v-plain")}</th><th scope="col">{t("attention-col-v-rotated")}</th></tr></thead>
                    <tbody>{move || v_rows.with(|rows| rows.iter().map(|r| view! {
                        <tr><td>{r.token.clone()}</td><td>{format!("{:.6}", r.plain)}</td><td>{format!("{:.6}", r.rotated)}</td></tr>
                    }).collect_view())}</tbody>
                </table>
            </Show>
        </div>
    }
}
