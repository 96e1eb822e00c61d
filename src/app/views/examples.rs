//! View 9: one-click classic tutorial scenarios, computed live, with errata where a well-known
//! text prints a wrong number.

use leptos::prelude::*;

use super::super::state::{AppState, View};
use super::{num, ViewFrame};
use crate::rope::presets::{self, Quantity, WORKED_EXAMPLES};
use crate::rope::Config;

/// The example's number, computed by applying it to a copy of the defaults.
fn computed(example: &presets::WorkedExample) -> String {
    let Ok(c) = presets::apply(&Config::default(), &example.preset) else {
        return "?".into();
    };
    let Ok(s) = c.score() else { return "?".into() };
    match example.quantity {
        Quantity::Score => num(s.total, 5),
        Quantity::RotatedQueryPair0 => format!("[{:.4}, {:.4}]", s.rotated_q[0], s.rotated_q[1]),
    }
}

#[component]
pub fn Examples(state: AppState) -> impl IntoView {
    let load = move |id: &'static str| {
        move |_| {
            if let Some(p) = presets::find(id) {
                match state.config.with_untracked(|c| presets::apply(c, &p)) {
                    Ok(c) => state.replace(c),
                    Err(e) => state.error.set(Some(e)),
                }
            }
        }
    };
    view! {
        <ViewFrame view=View::Examples caption="The scenarios from popular RoPE tutorials: 4-dimensional vectors whose two pairs turn 90 and 15 degrees per position. Load one and every view shows it. The numbers below are computed, not copied, and where a well-known text printed something else, the erratum says so.">
            <ul class="examples">
                {WORKED_EXAMPLES.iter().map(|ex| {
                    let value = computed(ex);
                    let what = match ex.quantity { Quantity::Score => "score", Quantity::RotatedQueryPair0 => "rotated pair" };
                    view! {
                        <li class="example" data-testid="example">
                            <div>
                                <strong>{ex.preset.name}</strong>
                                <span class="hint">" "{ex.preset.note}</span>
                            </div>
                            <div>{format!("Computed {what}: ")}<strong data-testid="example-value">{value.clone()}</strong></div>
                            {ex.printed_in_a_tutorial.and_then(|p| p.text()).map(|wrong| view! {
                                <div class="erratum" role="note">
                                    {format!("Erratum: a widely read tutorial prints {wrong} here; the rotation gives {value}.")}
                                </div>
                            })}
                            <button type="button" data-testid=format!("load-{}", ex.preset.id) on:click=load(ex.preset.id)>"Load this example"</button>
                        </li>
                    }
                }).collect_view()}
            </ul>
        </ViewFrame>
    }
}
