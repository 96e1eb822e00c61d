//! The guided tour's panel (an on-demand part, `app::part::TOUR`): "step k of N", what to
//! notice (computed by `rope::teaching::tour` for the state on screen), one predict-then-reveal question,
//! and Back / Next / Leave. A step change sets the step's state and brings its view into sight
//! below the panel; leaving keeps the state.

use leptos::html::Section;
use leptos::prelude::*;

use crate::app::state::{Answer, AppState};
use crate::rope::teaching::tour::{self, Cited, STEPS};

/// A text from the core.
fn text(c: &Cited) -> String {
    c.text.clone()
}

#[component]
pub fn TourPanel(state: AppState) -> impl IntoView {
    let panel = NodeRef::<Section>::new();
    let index = Memo::new(move |_| state.ui.with(|u| u.tour));
    let step = Memo::new(move |_| index.get().and_then(tour::step));
    let notice = Memo::new(move |_| {
        step.get()
            .map(|st| state.derived.scene.with(|s| text(&st.notice(s))))
            .unwrap_or_default()
    });
    let question = Memo::new(move |_| {
        step.get()
            .map(|st| state.derived.scene.with(|s| st.question(s)))
    });
    let chosen: RwSignal<Option<usize>> = RwSignal::new(None);
    let revealed = RwSignal::new(false);

    // A new step: a fresh question, and the step's view in sight (after the frame that lays out
    // the new state).
    Effect::new(move |prev: Option<Option<usize>>| {
        let i = index.get();
        if prev != Some(i) {
            chosen.set(None);
            revealed.set(false);
            if let Some(st) = i.and_then(tour::step) {
                request_animation_frame(move || {
                    // `try_`: the panel may be gone by the next frame (the tour left).
                    if let Some(el) = panel.try_get_untracked().flatten() {
                        // A new step starts at the top of its text (the laptop's card scrolls).
                        if let Ok(Some(body)) = el.query_selector(".tour-body") {
                            body.set_scroll_top(0);
                        }
                        crate::app::scroll::bring_into_sight(&el.into(), st.view, i);
                    }
                });
            }
        }
        i
    });

    let go = move |to: usize| {
        if let Some(st) = tour::step(to) {
            state.replace(st.config());
            state.set_tour(Some(to));
        }
    };
    let back = move |_| {
        if let Some(i) = index.get_untracked().filter(|&i| i > 0) {
            go(i - 1);
        }
    };
    let next = move |_| match index.get_untracked() {
        Some(i) if i + 1 < STEPS.len() => go(i + 1),
        // Past the last step: the tour ends, the state stays.
        _ => state.set_tour(None),
    };
    let leave = move |_| state.set_tour(None);
    let check = move |_| {
        let (Some(c), Some(q), Some(st)) = (
            chosen.get_untracked(),
            question.get_untracked(),
            step.get_untracked(),
        ) else {
            return;
        };
        revealed.set(true);
        state.answer.set(Some(Answer {
            question: format!("tour:{}", st.id),
            choice: c,
            correct: c == q.answer,
        }));
    };
    let last = STEPS.len().saturating_sub(1);
    // The lab sits above the tokens, far from the step's view: bring it into sight.
    let to_lab = move |_| {
        let lab = web_sys::window().and_then(|w| w.document()).and_then(|d| {
            d.query_selector("[data-testid=\"model-lab\"]")
                .ok()
                .flatten()
        });
        if let Some(lab) = lab {
            lab.scroll_into_view();
        }
    };

    view! {
        <section class="tour" data-testid="tour" aria-labelledby="tour-heading" node_ref=panel
            data-view=move || step.get().map(|st| st.view.as_str())>
            <h2 id="tour-heading" class="tour-title" data-testid="tour-step" aria-live="polite">
                {move || match (index.get(), step.get()) {
                    (Some(i), Some(st)) => format!("Guided tour, step {}: {}", tour::progress(i), st.title),
                    _ => String::new(),
                }}
            </h2>
            <div class="tour-body">
                <p class="tour-notice" data-testid="tour-notice">{move || notice.get()}</p>
                {move || question.get().map(|q| {
                    let answer = q.answer;
                    let name = format!("tour-q-{}", index.get_untracked().unwrap_or(0));
                    view! {
                        <fieldset class="tour-question" data-testid="tour-question">
                            <legend>{text(&q.prompt)}</legend>
                            {q.choices.iter().enumerate().map(|(c, choice)| view! {
                                <label class="choice"
                                    class:correct=move || revealed.get() && c == answer
                                    class:wrong=move || revealed.get() && chosen.get() == Some(c) && c != answer>
                                    <input type="radio" name=name.clone() value=c.to_string()
                                        prop:checked=move || chosen.get() == Some(c)
                                        on:change=move |_| { chosen.set(Some(c)); revealed.set(false); } />
                                    " " {text(choice)}
                                </label>
                            }).collect_view()}
                            <button type="button" data-testid="tour-check" on:click=check
                                disabled=move || chosen.get().is_none()>"Check my prediction"</button>
                            <p class="verdict" role="status" data-testid="tour-verdict">
                                {move || revealed.get().then(|| format!(
                                    "{}{}",
                                    if chosen.get() == Some(answer) { "Right. " } else { "Not quite. " },
                                    text(&q.explanation)
                                ))}
                            </p>
                        </fieldset>
                    }
                })}
                // The real-model step: the model (about 98 MB) only when the learner asks.
                {move || (step.get().is_some_and(|st| st.id == "real-model")).then(|| {
                    if state.config.with(|c| c.vectors == crate::rope::settings::tokens::VectorMode::Model) {
                        view! { <button type="button" class="chip-button" data-testid="tour-lab" on:click=to_lab>"Go to the model's lab"</button> }.into_any()
                    } else {
                        view! {
                            <button type="button" class="chip-button" data-testid="tour-load-model"
                                on:click=move |_| { let _ = state.edit(crate::rope::Key::Qk, "model"); }>
                                {format!("Load {} (about {} MB, once)", crate::rope::io::model_run::NAME, crate::rope::io::model_run::FILE_BYTES / 1_000_000)}
                            </button>
                        }.into_any()
                    }
                })}
            </div>
            // After the text and the question: the learner reads, answers, then moves on.
            <div class="tour-nav">
                <button type="button" data-testid="tour-back" on:click=back
                    disabled=move || index.get().is_none_or(|i| i == 0)>"Back"</button>
                <button type="button" class="primary" data-testid="tour-next" on:click=next>
                    {move || if index.get() == Some(last) { "Finish" } else { "Next" }}
                </button>
                <button type="button" data-testid="tour-exit" on:click=leave
                    title="Leave the tour; the settings stay as they are">"Leave tour"</button>
                // The last step leaves RoPE off and the real model on: one click puts back the
                // settings the tour started from (its first step's: the defaults).
                {move || (index.get() == Some(last)).then(|| view! {
                    <button type="button" data-testid="tour-finish-reset" on:click=move |_| {
                        if let Some(first) = tour::step(0) {
                            state.replace(first.config());
                        }
                        state.set_tour(None);
                    }>"Finish with the tour's first settings"</button>
                })}
            </div>
        </section>
    }
}
