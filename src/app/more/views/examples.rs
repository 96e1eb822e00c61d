//! `View::Examples`: one-click classic tutorial scenarios, computed live, with errata where a well-known
//! text prints a wrong number, and the cat/mat score step by step beside what the tutorial
//! printed (model: `rope::teaching::examples`).

use leptos::prelude::*;

use crate::app::state::use_store;

use crate::rope::settings::presets;
use crate::rope::teaching::examples::{cards, cat_mat_steps, ExampleSteps};

/// The caption under the view's title: what it shows and how to read it.
pub const CAPTION: &str = "The scenarios from popular RoPE tutorials, each with the dimensions, pair speeds and positions it loads. Load one and every view shows it. The numbers below are computed, not copied, and where a well-known text printed something else, the erratum says so; the table below takes the cat/mat score apart step by step.";

/// The view as the on-demand module mounts it (`build.rs` dispatches each part's name here).
pub fn part() -> AnyView {
    view! { <Examples /> }.into_any()
}

#[component]
pub fn Examples() -> impl IntoView {
    let state = use_store();
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
        <div class="part-body">
            <ul class="examples">
                {cards().into_iter().map(|card| {
                    view! {
                        <li class="example" data-testid="example">
                            <div>
                                <strong>{card.name}</strong>
                                <span class="hint">" "{card.setting.clone()}</span>
                            </div>
                            <div>{format!("Computed {}: ", card.what)}<strong data-testid="example-value">{card.value.clone()}</strong></div>
                            {card.erratum.clone().map(|text| view! {
                                <div class="erratum" role="note">{text}</div>
                            })}
                            <button type="button" data-testid=format!("load-{}", card.id) on:click=load(card.id)>"Load this example"</button>
                        </li>
                    }
                }).collect_view()}
            </ul>
            {cat_mat_steps().map(|steps| view! { <StepTable steps=steps /> })}
        </div>
    }
}

/// The cat/mat score step by step: rotations, dot products and total beside the printed ones.
#[component]
fn StepTable(steps: ExampleSteps) -> impl IntoView {
    let summary = steps.summary.clone();
    view! {
        <h3>"\"mat\" against \"cat\", step by step"</h3>
        <p class="readout" data-testid="example-steps-summary">{summary}</p>
        <div class="table-wrap" tabindex="0" role="region" aria-label="The cat/mat score step by step">
            <table class="data" data-testid="example-steps">
                <thead><tr>
                    <th scope="col">"pair"</th>
                    <th scope="col">"step"</th>
                    <th scope="col">"before"</th>
                    <th scope="col">"2×2 rotation [cos −sin; sin cos] · pair"</th>
                    <th scope="col">"complex product (a + ib)(cos + i sin)"</th>
                    <th scope="col">"products summed"</th>
                    <th scope="col">"computed"</th>
                    <th scope="col">"the tutorial printed"</th>
                </tr></thead>
                <tbody>
                    {steps.rows.into_iter().map(|r| {
                        view! {
                            <tr>
                                <th scope="row">{r.pair_label}</th>
                                <td>{r.what}</td>
                                <td>{r.before}</td>
                                <td>{r.matrix}</td>
                                <td>{r.complex}</td>
                                <td>{r.sum}</td>
                                <td>{r.computed}</td>
                                <td>{r.printed}</td>
                            </tr>
                        }
                    }).collect_view()}
                </tbody>
            </table>
        </div>
    }
}
