//! `View::Lesson`: why it works, step by step (model: `rope::teaching::lesson_view`): the derivation and the side
//! facts the source texts teach, each a short text and a table computed for the current scene.

use leptos::prelude::*;

use crate::app::i18n::{t, tf};
use crate::app::state::use_store;
use crate::msg;

use crate::app::views::on_screen_scene;
use crate::rope::teaching::lesson_view::{lesson_with, variance_for, Cell, Section};

/// The caption under the view's title (its message id): what it shows and how to read it.
pub const CAPTION: &str = "lesson-caption";

/// A cell in the learner's language.
fn cell(c: &Cell) -> String {
    match c {
        Cell::Value(v) => v.clone(),
        Cell::Words(m) => tf(m),
    }
}

/// The view as the on-demand module mounts it (`build.rs` dispatches each part's name here).
pub fn part() -> AnyView {
    view! { <Lesson /> }.into_any()
}

#[component]
pub fn Lesson() -> impl IntoView {
    let state = use_store();
    let (frame, scene, visible) = on_screen_scene::<leptos::html::Div>(state);
    // Nothing is computed until the view is first seen; after that it follows the scene while
    // on screen (the scene carries its config, so an off-screen change costs nothing).
    // The √d section's sampled variance depends on d alone: kept per d, not per keystroke.
    let dim = Memo::new(move |_| scene.with(|s| s.dim));
    let variance = Memo::new(move |_| variance_for(dim.get()));
    let sections = Memo::new(move |prev: Option<&Vec<Section>>| {
        if visible.get() {
            variance.with(|v| scene.with(|s| lesson_with(s, v)))
        } else {
            prev.cloned().unwrap_or_default()
        }
    });
    let body = move || {
        sections.with(|all| {
            all.iter()
                .map(|x| {
                    let title = t(x.title);
                    let table = (!x.rows.is_empty()).then(|| {
                        view! {
                            <div class="table-wrap" tabindex="0" role="region" aria-label=tf(&msg!("lesson-table-label", title = title.clone()))>
                                <table class="data compact">
                                    {(!x.headers.is_empty()).then(|| view! {
                                        <thead><tr>{x.headers.iter().map(|h| view! { <th scope="col">{cell(h)}</th> }).collect_view()}</tr></thead>
                                    })}
                                    <tbody>{x.rows.iter().map(|r| view! {
                                        <tr>{r.iter().map(|c| view! { <td>{cell(c)}</td> }).collect_view()}</tr>
                                    }).collect_view()}</tbody>
                                </table>
                            </div>
                        }
                    });
                    view! {
                        <section class="lesson-part" data-testid="lesson-part" data-part=x.id aria-label=title.clone()>
                            <h3>{title.clone()}</h3>
                            <p>{tf(&x.text)}</p>
                            {table}
                        </section>
                    }
                })
                .collect_view()
        })
    };
    view! {
        <div class="part-body" node_ref=frame>
            {body}
        </div>
    }
}
