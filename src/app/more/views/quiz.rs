//! `View::Quiz`: predict-then-reveal questions, answered by the core for the current settings.

use leptos::prelude::*;

use crate::app::i18n::{t, tf};
use crate::app::state::use_store;

use crate::app::state::Answer;
use crate::rope::teaching::quiz::{questions, Question};

/// The caption under the view's title (a message id): what it shows and how to read it.
pub const CAPTION: &str = "quiz-caption";

/// The view as the on-demand module mounts it (`build.rs` dispatches each part's name here).
pub fn part() -> AnyView {
    view! { <Quiz /> }.into_any()
}

#[component]
pub fn Quiz() -> impl IntoView {
    let state = use_store();
    let (frame, scene, _) = crate::app::views::on_screen_scene::<leptos::html::Div>(state);
    let qs = Memo::new(move |_| scene.with(|s| questions(s)));
    view! {
        <div class="part-body" node_ref=frame>
            <ol class="quiz">
                // Rebuilt when the settings change: the answers may change with them, so an old
                // choice and verdict must not stay.
                {move || qs.get().into_iter().enumerate().map(|(i, q)| view! { <QuestionCard index=i question=q /> }).collect_view()}
            </ol>
        </div>
    }
}

#[component]
fn QuestionCard(index: usize, question: Question) -> impl IntoView {
    let state = use_store();
    let chosen: RwSignal<Option<usize>> = RwSignal::new(None);
    let revealed = RwSignal::new(false);
    let name = format!("quiz-{}", question.id);
    let answer = question.answer;
    let q = StoredValue::new(question.clone());
    let check = move |_| {
        revealed.set(true);
        if let Some(c) = chosen.get_untracked() {
            state.answer.set(Some(Answer {
                question: q.with_value(|q| format!("quiz:{}", q.id)),
                choice: c,
                correct: c == answer,
            }));
        }
    };
    view! {
        <li class="question" data-testid="question">
            <fieldset>
                <legend>{tf(&question.prompt)}</legend>
                {question.choices.iter().enumerate().map(|(c, text)| view! {
                    <label class="choice" class:correct=move || revealed.get() && c == answer
                        class:wrong=move || revealed.get() && chosen.get() == Some(c) && c != answer>
                        <input type="radio" name=name.clone() value=c.to_string()
                            on:change=move |_| { chosen.set(Some(c)); revealed.set(false); } />
                        " " {tf(text)}
                    </label>
                }).collect_view()}
            </fieldset>
            <button type="button" data-testid=format!("check-{index}") disabled=move || chosen.get().is_none()
                on:click=check>{t("quiz-check")}</button>
            <Show when=move || revealed.get()>
                <p class="verdict" role="status" data-testid="verdict">
                    {move || if chosen.get() == Some(answer) { t("quiz-right") } else { t("quiz-not-quite") }}" "
                    {q.with_value(|q| tf(&q.explanation))}" "
                    <a href=q.with_value(|q| format!("#view-{}", q.view))>{t("quiz-see-view")}</a>
                </p>
            </Show>
        </li>
    }
}
