//! The guided tour's panel (an on-demand part, `app::part::TOUR`): "step k of N", what to
//! notice (computed by `rope::tour` for the state on screen), one predict-then-reveal question,
//! and Back / Next / Leave. A step change sets the step's state and brings its view into sight
//! below the panel; leaving keeps the state.

use leptos::html::Section;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::state::{Answer, AppState, View};
use crate::rope::tour::{self, Cited, STEPS};

/// Where the window must scroll for this widget's `view` to sit just below the sticky bars
/// (the tour panel itself, the contents, a phone's settings bar), and where it is now.
fn scroll_target(panel: &web_sys::Element, view: View) -> Option<(f64, f64)> {
    let widget = panel.closest("main.ropescope").ok().flatten()?;
    let target = widget
        .query_selector(&format!("#view-{}", view.as_str()))
        .ok()??;
    let window = web_sys::window()?;
    // Everything sticky at the top of the stage ends at the stage head's bottom once it is
    // stuck: its own height plus its `top`.
    let covered = widget
        .query_selector(".stage-head")
        .ok()
        .flatten()
        .and_then(|head| {
            let top = window
                .get_computed_style(&head)
                .ok()
                .flatten()
                .and_then(|s| s.get_property_value("top").ok())
                .and_then(|t| t.trim_end_matches("px").parse::<f64>().ok())
                .unwrap_or(0.0);
            head.dyn_ref::<web_sys::HtmlElement>()
                .map(|h| h.offset_height() as f64 + top)
        })
        .unwrap_or(0.0);
    let now = window.scroll_y().unwrap_or(0.0);
    let y = target.get_bounding_client_rect().top() + now - covered - 8.0;
    Some((y.max(0.0), now))
}

/// How long the tour keeps its view aligned while the page settles (parts above it mount and
/// grow after the first scroll), in frames.
const SETTLE_FRAMES: u32 = 90;

/// Scrolls `view` into sight below the sticky bars, then keeps it there for a moment while the
/// page settles; the learner's own scrolling (wheel, touch, keys) ends that at once.
fn bring_into_sight(
    panel: web_sys::Element,
    view: View,
    frames_left: u32,
    stop: std::rc::Rc<std::cell::Cell<bool>>,
) {
    if stop.get() {
        return;
    }
    if let (Some((y, now)), Some(window)) = (scroll_target(&panel, view), web_sys::window()) {
        if (y - now).abs() > 2.0 {
            window.scroll_to_with_x_and_y(0.0, y);
        }
    }
    if frames_left > 0 {
        request_animation_frame(move || bring_into_sight(panel, view, frames_left - 1, stop));
    }
}

/// Starts [`bring_into_sight`], with listeners that hand the scroll back to the learner.
fn settle_on(panel: web_sys::Element, view: View) {
    use wasm_bindgen::closure::Closure;
    let stop = std::rc::Rc::new(std::cell::Cell::new(false));
    if let Some(window) = web_sys::window() {
        let flag = stop.clone();
        let cb = Closure::<dyn FnMut()>::new(move || flag.set(true));
        for ev in ["wheel", "touchstart", "keydown", "mousedown"] {
            let opts = web_sys::AddEventListenerOptions::new();
            opts.set_once(true);
            opts.set_passive(true);
            let _ = window.add_event_listener_with_callback_and_add_event_listener_options(
                ev,
                cb.as_ref().unchecked_ref(),
                &opts,
            );
        }
        // A few bytes per step change; the listeners fire at most once each.
        cb.forget();
    }
    bring_into_sight(panel, view, SETTLE_FRAMES, stop);
}

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
                        settle_on(el.into(), st.view);
                    }
                });
            }
        }
        i
    });

    let go = move |to: usize| {
        if let Some(st) = tour::step(to) {
            state.replace(st.config());
            state.ui.update(|u| u.tour = Some(to));
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
        _ => state.ui.update(|u| u.tour = None),
    };
    let leave = move |_| state.ui.update(|u| u.tour = None);
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

    view! {
        <section class="tour" data-testid="tour" aria-labelledby="tour-heading" node_ref=panel
            data-view=move || step.get().map(|st| st.view.as_str())>
            <div class="tour-head">
                <h2 id="tour-heading" class="tour-title" data-testid="tour-step" aria-live="polite">
                    {move || match (index.get(), step.get()) {
                        (Some(i), Some(st)) => format!("Guided tour, step {}: {}", tour::progress(i), st.title),
                        _ => String::new(),
                    }}
                </h2>
                <div class="tour-nav">
                    <button type="button" data-testid="tour-back" on:click=back
                        disabled=move || index.get().is_none_or(|i| i == 0)>"Back"</button>
                    <button type="button" class="primary" data-testid="tour-next" on:click=next>
                        {move || if index.get() == Some(last) { "Finish" } else { "Next" }}
                    </button>
                    <button type="button" data-testid="tour-exit" on:click=leave
                        title="Leave the tour; the settings stay as they are">"Leave tour"</button>
                </div>
            </div>
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
            </div>
        </section>
    }
}
