//! `View::Examples`: one-click classic tutorial scenarios, computed live, with errata where a well-known
//! text prints a wrong number, and the cat/mat score step by step beside what the tutorial
//! printed (model: `rope::teaching::examples`).

use leptos::prelude::*;

use crate::app::i18n::{t, tf};
use crate::app::state::use_store;
use crate::msg;

use crate::rope::settings::presets;
use crate::rope::teaching::examples::{cards, cat_mat_steps, ExampleSteps};

/// The caption under the view's title (its message id): what it shows and how to read it.
pub const CAPTION: &str = "examples-caption";

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
                                <strong>{tf(&card.name)}</strong>
                                <span class="hint">" "{tf(&card.setting)}</span>
                            </div>
                            <div>{tf(&msg!("examples-computed", what = t(card.what)))}" "<strong data-testid="example-value">{card.value.clone()}</strong></div>
                            {card.erratum.clone().map(|text| view! {
                                <div class="erratum" role="note">{tf(&text)}</div>
                            })}
                            <button type="button" data-testid=format!("load-{}", card.id) on:click=load(card.id)>{t("examples-load")}</button>
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
    let summary = steps.summary.as_ref().map(tf);
    view! {
        <h3>{t("examples-steps-title")}</h3>
        <p class="readout" data-testid="example-steps-summary">{summary}</p>
        <div class="table-wrap" tabindex="0" role="region" aria-label=t("examples-steps-label")>
            <table class="data" data-testid="example-steps">
                <thead><tr>
                    <th scope="col">{t("examples-col-pair")}</th>
                    <th scope="col">{t("examples-col-step")}</th>
                    <th scope="col">{t("examples-col-before")}</th>
                    <th scope="col">{t("examples-col-matrix")}</th>
                    <th scope="col">{t("examples-col-complex")}</th>
                    <th scope="col">{t("examples-col-sum")}</th>
                    <th scope="col">{t("examples-col-computed")}</th>
                    <th scope="col">{t("examples-col-printed")}</th>
                </tr></thead>
                <tbody>
                    {steps.rows.into_iter().map(|r| {
                        view! {
                            <tr>
                                <th scope="row">{tf(&r.pair_label)}</th>
                                <td>{tf(&r.what)}</td>
                                <td>{r.before}</td>
                                <td>{r.matrix}</td>
                                <td>{r.complex}</td>
                                <td>{r.sum}</td>
                                <td>{r.computed}</td>
                                <td>{r.printed.as_ref().map(tf).unwrap_or_default()}</td>
                            </tr>
                        }
                    }).collect_view()}
                </tbody>
            </table>
        </div>
    }
}
