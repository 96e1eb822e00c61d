//! The path's panel, by what the learner sees: the card's heading, the step's text, its
//! question, the real-model step's button, the navigation buttons and the result after Finish.
//! The signals are owned by `TourPanel` and passed down (`Card`: where the learner is on the
//! path; `Answers`: the question's state), with the non-visual parts as named functions (the
//! presentation keys, and the one effect on the DOM: the step change, the text's scroll marks,
//! hiding the answers).

use std::sync::Arc;

use leptos::html::{Div, Section, P};
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use super::{finish, post_to_host, statement, Finished, Tour};
use crate::app::i18n::{t, tf};
use crate::app::part::ToPage;
use crate::app::state::{use_store, Answer, AppState};
use crate::msg;
use crate::rope::teaching::path::{self, Expect, Path};
use crate::rope::teaching::tour::{self, real_model_with_rope_off};
use crate::rope::teaching::xapi;
use crate::rope::Config;

/// Where the learner is on the path, and the panel's end (all `Copy`: passed to each part).
#[derive(Clone, Copy)]
struct Card {
    state: AppState,
    tour: Tour,
    path: RwSignal<Arc<Path>>,
    panel: NodeRef<Section>,
    index: Memo<Option<usize>>,
    step: Memo<Option<path::Step>>,
    count: Memo<usize>,
    /// The path's end: the result in place of the step, in sight (focused) where the learner
    /// clicked Finish.
    finished: RwSignal<Option<Finished>>,
    result_el: NodeRef<Div>,
}

impl Card {
    fn new(state: AppState, tour: Tour) -> Self {
        let path = tour.current;
        let index = Memo::new(move |_| state.ui.with(|u| u.tour));
        let step = Memo::new(move |_| {
            index
                .get()
                .and_then(|i| path.with(|p| p.steps.get(i).cloned()))
        });
        Card {
            state,
            tour,
            path,
            panel: NodeRef::new(),
            index,
            step,
            count: Memo::new(move |_| path.with(|p| p.steps.len())),
            finished: RwSignal::new(None),
            result_el: NodeRef::new(),
        }
    }

    /// Whether the result shows in place of the step.
    fn over(self) -> bool {
        self.finished.with(Option::is_some)
    }

    fn last(self) -> usize {
        self.count.get().saturating_sub(1)
    }

    fn is_builtin(self) -> bool {
        self.path.with(|p| p.is_builtin())
    }

    /// What runs, for the messages' selectors: `tour` (the built-in tour) or `path`.
    fn what(self) -> &'static str {
        if self.is_builtin() {
            "tour"
        } else {
            "path"
        }
    }

    /// The path's title in the learner's language (the built-in tour's from its messages).
    fn title(self) -> String {
        if self.is_builtin() {
            t("tour-panel-tour-title")
        } else {
            self.path
                .with(|p| p.title.get(crate::app::i18n::lang()).to_string())
        }
    }

    /// Step `index`'s title (`st`): the built-in tour's from its messages.
    fn step_title(self, index: usize, st: &path::Step) -> String {
        match tour::STEPS
            .get(index)
            .filter(|t| self.is_builtin() && t.id == st.id)
        {
            Some(t) => tf(&t.title()),
            None => st.title.get(crate::app::i18n::lang()).to_string(),
        }
    }

    /// Opens step `to` with its state.
    fn go(self, to: usize) {
        if let Some(c) = self
            .path
            .with_untracked(|p| p.steps.get(to).map(|s| s.config()))
        {
            self.state.replace(c);
            self.state.set_tour(Some(to));
        }
    }

    /// Ends the path: the result, focused.
    fn end(self, answers: Answers) {
        answers.answered.set(true);
        self.finished.set(Some(finish(self.state, self.tour)));
        let result_el = self.result_el;
        request_animation_frame(move || {
            if let Some(el) = result_el.get_untracked() {
                let _ = el.focus();
            }
        });
    }

    fn leave(self) {
        self.state.set_tour(None);
    }
}

/// The step's question as the learner answers it.
#[derive(Clone, Copy)]
struct Answers {
    chosen: RwSignal<Option<usize>>,
    typed: RwSignal<String>,
    revealed: RwSignal<bool>,
    right: RwSignal<bool>,
    /// A number question's first wrong try: which way it is off, and a second try.
    hint: RwSignal<Option<String>>,
    /// The learner answered again after the answer that counts: that one was practice.
    practice: RwSignal<bool>,
    /// Whether this step's question has been answered (its answer shown): until then the
    /// readouts that would give it away stay hidden.
    answered: RwSignal<bool>,
}

impl Answers {
    fn new() -> Self {
        Answers {
            chosen: RwSignal::new(None),
            typed: RwSignal::new(String::new()),
            revealed: RwSignal::new(false),
            right: RwSignal::new(false),
            hint: RwSignal::new(None),
            practice: RwSignal::new(false),
            answered: RwSignal::new(false),
        }
    }

    /// Shows the answer (the learner's or the right one): the verdict, and the readouts.
    fn reveal(self) {
        self.revealed.set(true);
        self.answered.set(true);
    }
}

/// The step's text and question for the state on screen, and the lock's note.
#[derive(Clone, Copy)]
struct Shown {
    notice: Memo<String>,
    lock_note: Memo<Option<String>>,
    question: Memo<Option<path::Shown>>,
}

impl Shown {
    fn new(card: Card) -> Self {
        let Card { state, step, .. } = card;
        // The step's text and question for the state on screen, in one pass: each distinct
        // placeholder is computed once (a path that repeats `{tour:ID}` costs one tour text),
        // and only when the step or the scene changes.
        let shown = Memo::new(move |_| {
            step.with(|st| {
                st.as_ref().map(|st| {
                    state
                        .derived
                        .scene
                        .with(|s| st.shown_in(s, crate::app::i18n::lang(), tf))
                })
            })
        });
        let notice = Memo::new(move |_| {
            shown.with(|x| x.as_ref().map(|(text, _)| text.clone()).unwrap_or_default())
        });
        // The course page's lock kept a value the step asks to change: the step says so.
        let lock_note = Memo::new(move |_| {
            let lock = state.ui.with(|u| u.lock.clone());
            if lock.is_empty() {
                return None;
            }
            let asked = step.get()?.config();
            state
                .config
                .with(|kept| crate::rope::teaching::locked::note(&asked, kept, &lock))
                .map(|m| tf(&m))
        });
        let question = Memo::new(move |_| shown.with(|x| x.as_ref().and_then(|(_, q)| q.clone())));
        Shown {
            notice,
            lock_note,
            question,
        }
    }
}

#[component]
pub fn TourPanel() -> impl IntoView {
    let card = Card::new(use_store(), super::super::use_handles().tour);
    let shown = Shown::new(card);
    let answers = Answers::new();
    // The step's whole text on a phone (else its first lines).
    let whole = RwSignal::new(false);
    let notice_el = NodeRef::<P>::new();
    follow_in_the_dom(card, answers, whole, shown, notice_el);
    present_keys(card);
    let question = shown.question;

    view! {
        <section class="tour" data-testid="tour" aria-labelledby="tour-heading" node_ref=card.panel
            data-view=move || card.step.get().and_then(|st| st.views.first().map(|v| v.as_str()))>
            <Heading card />
            {move || card.finished.get().map(|f| view! { <YourResult card f /> })}
            <div class="tour-body" class:tour-over=move || card.over()>
                <StepText shown whole notice_el />
                {move || question.get().map(|q| view! { <Question card q question answers /> })}
                <RealModel card />
            </div>
            <Nav card answers />
        </section>
    }
}

/// "Title, step k: the step's title", or the result's heading.
#[component]
fn Heading(card: Card) -> impl IntoView {
    let Card { index, step, .. } = card;
    view! {
        <h2 id="tour-heading" class="tour-title" data-testid="tour-step" aria-live="polite">
            {move || match (index.get(), step.get(), card.over()) {
                (_, _, true) => tf(&msg!("tour-panel-result-heading", title = card.title())),
                (Some(i), Some(st), _) => tf(&msg!(
                    "tour-panel-heading",
                    title = card.title(),
                    progress = msg!("tour-progress", k = i + 1, n = card.count.get()),
                    step = card.step_title(i, &st)
                )),
                _ => String::new(),
            }}
        </h2>
    }
}

/// The path's end: the score, each question's answer that counts, and Close.
#[component]
fn YourResult(card: Card, f: Finished) -> impl IntoView {
    let path = card.path;
    view! {
        <div class="tour-result" data-testid="tour-result" tabindex="-1" node_ref=card.result_el
            role="region" aria-label=t("tour-panel-result")>
            <p class="tour-score" data-testid="tour-score">
                {f.score.unwrap_or_else(|| t("tour-panel-no-questions"))}
            </p>
            // Close right under the score: the list below can be long (16 steps).
            <div class="tour-nav">
                <button type="button" class="primary" data-testid="tour-close" on:click=move |_| card.leave()>
                    {move || tf(&msg!("tour-panel-close", what = card.what()))}
                </button>
            </div>
            {(!f.answers.is_empty()).then(|| view! {
                <p class="hint">{path.with_untracked(|p| match p.scoring {
                    path::Scoring::First => t("tour-panel-first-counts"),
                    path::Scoring::Last => t("tour-panel-last-counts"),
                })}</p>
                <ol class="tour-answers" data-testid="tour-answers">
                    {f.answers.into_iter().map(|a| view! {
                        <li class:right=a.right>
                            {tf(&msg!("tour-panel-answer-row",
                                step = a.step,
                                title = match a.step.checked_sub(1).and_then(|i| path.with_untracked(|p| p.steps.get(i).cloned())) {
                                    Some(st) => card.step_title(a.step - 1, &st),
                                    None => a.title.clone(),
                                },
                                given = a.given.map_or_else(|| msg!("tour-panel-not-answered"), |g| msg!("tour-panel-given", answer = g)),
                                right = if a.right { "yes" } else { "no" }))}
                        </li>
                    }).collect_view()}
                </ol>
            })}
        </div>
    }
}

/// The step's text: the lock's note, the text, and (on a phone) the button for the whole text.
#[component]
fn StepText(shown: Shown, whole: RwSignal<bool>, notice_el: NodeRef<P>) -> impl IntoView {
    let Shown {
        notice, lock_note, ..
    } = shown;
    // On a laptop the card's text scrolls in its own box when it is long: the box says so at
    // the edge that has more (`data-more`, drawn by the tour's CSS), whatever the browser does
    // with scrollbars and however little is hidden. Checked when the text, the box's size or
    // its scroll position changes (the text: `follow_in_the_dom`).
    let mark = move || mark_notice(notice_el);
    crate::app::draw::on_resize(notice_el, |el| mark_more(el));
    view! {
        {move || lock_note.get().map(|n| view! { <p class="tour-lock" role="note" data-testid="tour-lock">{n}</p> })}
        <p class="tour-notice" data-testid="tour-notice" node_ref=notice_el class:full=move || whole.get()
            on:scroll=move |_| mark()>{move || notice.get()}</p>
        // On a phone the text stops after a few lines (its view stays on the first
        // screen below the card); this shows the rest.
        <button type="button" class="tour-more" data-testid="tour-more" aria-expanded=move || whole.get().to_string()
            on:click=move |_| { whole.update(|w| *w = !*w); request_animation_frame(mark); }>
            {move || if whole.get() { t("tour-panel-less") } else { t("tour-panel-whole") }}</button>
    }
}

/// The step's question: its choices or a number field, Check, Show the answer, the practice
/// line and the verdict.
#[component]
fn Question(
    card: Card,
    q: path::Shown,
    question: Memo<Option<path::Shown>>,
    answers: Answers,
) -> impl IntoView {
    let Answers {
        chosen,
        typed,
        revealed,
        right,
        hint,
        practice,
        ..
    } = answers;
    let answer = match q.expect {
        Expect::Choice(c) => Some(c),
        Expect::Number { .. } => None,
    };
    let ready = move || match answer {
        Some(_) => chosen.get().is_some(),
        None => !typed.get().trim().is_empty(),
    };
    let field = match answer {
        Some(answer) => choices(card, &q.choices.iter().map(tf).collect::<Vec<_>>(), answer, answers),
        None => view! {
            <label class="choice">{t("tour-panel-your-answer")}" "
                <input type="text" inputmode="decimal" data-testid="tour-number" size="12"
                    prop:value=move || typed.get()
                    on:input=move |ev| { typed.set(event_target_value(&ev)); revealed.set(false); } />
            </label>
        }
        .into_any(),
    };
    view! {
        <fieldset class="tour-question" data-testid="tour-question">
            <legend>{tf(&q.prompt)}</legend>
            {field}
            <button type="button" data-testid="tour-check" on:click=move |_| check(card, question, answers)
                disabled=move || !ready()>{if answer.is_some() { t("tour-panel-check-prediction") } else { t("tour-panel-check-answer") }}</button>
            {move || (hint.with(Option::is_some) && !revealed.get()).then(|| view! {
                " " <button type="button" data-testid="tour-reveal"
                    on:click=move |_| { right.set(false); answers.reveal(); }>{t("tour-panel-show-answer")}</button>
            })}
            {move || practice.get().then(|| view! {
                <p class="practice" data-testid="tour-practice">
                    {t("tour-panel-practice")}
                </p>
            })}
            <p class="verdict" role="status" data-testid="tour-verdict">
                {move || if revealed.get() {
                    Some(tf(&msg!(
                        "tour-panel-verdict",
                        right = if right.get() { "yes" } else { "no" },
                        explanation = q.explanation.clone()
                    )))
                } else {
                    hint.get()
                }}
            </p>
        </fieldset>
    }
}

/// A choice question's radio buttons, marked right and wrong once the answer shows.
fn choices(card: Card, choices: &[String], answer: usize, answers: Answers) -> AnyView {
    let Answers {
        chosen, revealed, ..
    } = answers;
    let name = format!("tour-q-{}", card.index.get_untracked().unwrap_or(0));
    choices
        .iter()
        .enumerate()
        .map(|(c, choice)| {
            view! {
                <label class="choice"
                    class:correct=move || revealed.get() && c == answer
                    class:wrong=move || revealed.get() && chosen.get() == Some(c) && c != answer>
                    <input type="radio" name=name.clone() value=c.to_string()
                        prop:checked=move || chosen.get() == Some(c)
                        on:change=move |_| { chosen.set(Some(c)); revealed.set(false); } />
                    " " {choice.clone()}
                </label>
            }
        })
        .collect_view()
        .into_any()
}

/// Check: judges the answer given, records it (a second wrong try of a number question gets
/// a hint first), tells the page and, with `xapi=1`, the host.
fn check(card: Card, question: Memo<Option<path::Shown>>, answers: Answers) {
    let Card {
        state,
        path,
        index,
        step,
        ..
    } = card;
    let Answers {
        chosen,
        typed,
        right,
        hint,
        practice,
        ..
    } = answers;
    let (Some(q), Some(st), Some(i)) = (
        question.get_untracked(),
        step.get_untracked(),
        index.get_untracked(),
    ) else {
        return;
    };
    let given = match q.expect {
        Expect::Choice(_) => match chosen.get_untracked() {
            Some(c) => c.to_string(),
            None => return,
        },
        Expect::Number { .. } => typed.get_untracked(),
    };
    let correct = q.judge(&given);
    right.set(correct);
    if !correct && q.second_try() && hint.with_untracked(Option::is_none) {
        hint.set(Some(tf(&q.hint(&given))));
    } else {
        answers.reveal();
    }
    let attempt = card.tour.record(i, correct, &given);
    practice.set(!attempt.scored);
    let id = path.with_untracked(|p| {
        if p.is_builtin() {
            format!("tour:{}", st.id)
        } else {
            format!("path:{}/{}", p.id, st.id)
        }
    });
    if let Some(c) = chosen
        .get_untracked()
        .filter(|_| q.interaction() == "choice")
    {
        state.answer.set(Some(Answer {
            question: id,
            choice: c,
            correct,
        }));
    }
    statement(state, card.tour, |page, p| {
        xapi::answered(page, p, i, &q, &given, attempt, super::learner())
    });
}

/// The real-model step: the model (about 98 MB) only when the learner asks.
#[component]
fn RealModel(card: Card) -> impl IntoView {
    let Card { state, step, .. } = card;
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
    move || {
        (card.is_builtin() && step.get().is_some_and(|st| st.id == "real-model")).then(|| {
        if state.config.with(|c| c.model.vectors == crate::rope::base::tokens::VectorMode::Model) {
            view! { <button type="button" class="chip-button" data-testid="tour-lab" on:click=to_lab>{t("tour-panel-to-lab")}</button> }.into_any()
        } else {
            view! {
                // The model with RoPE still off, as the step asks (a plain switch
                // to it puts the model's own RoPE back on: nothing to compare).
                <button type="button" class="chip-button" data-testid="tour-load-model"
                    on:click=move |_| load_model(state)>
                    {tf(&msg!("tour-panel-load-model", model = crate::rope::settings::model_run::NAME, megabytes = crate::rope::settings::model_run::FILE_BYTES / 1_000_000))}
                </button>
            }.into_any()
        }
    })
    }
}

/// Switches to the real model with RoPE still off, and says what the switch changes (d, base,
/// the vectors...).
fn load_model(state: AppState) {
    match state.config.with_untracked(real_model_with_rope_off) {
        Ok(c) => {
            let said = state.config.with_untracked(|b| {
                crate::rope::teaching::locked::changes_note(t("tour-panel-loading-model"), b, &c)
            });
            state.replace(c);
            if let Some(n) = said {
                state.to_page(ToPage::Notice(tf(&n)));
            }
        }
        Err(e) => state.to_page(ToPage::Error(e)),
    }
}

/// Back, Next (Finish on the last step), Leave (keeps what is on screen) and the button that
/// closes with the learner's own settings back.
#[component]
fn Nav(card: Card, answers: Answers) -> impl IntoView {
    let Card {
        state, tour, index, ..
    } = card;
    let back = move |_| {
        if let Some(i) = index.get_untracked().filter(|&i| i > 0) {
            card.go(i - 1);
        }
    };
    let next = move |_| match index.get_untracked() {
        Some(i) if i + 1 < card.count.get_untracked() => card.go(i + 1),
        // Past the last step: the path ends, the state stays.
        _ => card.end(answers),
    };
    // The learner's own settings (`before`): what they had when the path started.
    let mine = tour.before;
    let mine_are_defaults = Memo::new(move |_| mine.with(|b| *b == Config::default()));
    let restore = move |_| {
        state.replace(mine.get_untracked());
        if index
            .get_untracked()
            .is_some_and(|i| i + 1 >= card.count.get_untracked())
        {
            card.end(answers);
        } else {
            card.leave();
        }
    };
    let on_last = move || index.get() == Some(card.last());
    let what = move || card.what();
    // A graded path (`graded=1`: a SCORM package) is left by finishing it: leaving would show
    // the open questions' answers, to be answered again at a relaunch.
    let graded = move || state.ui.with(|u| u.graded);
    view! {
        // After the text and the question: the learner reads, answers, then moves on.
        <div class="tour-nav" class:tour-over=move || card.over()>
            <button type="button" data-testid="tour-back" on:click=back
                disabled=move || index.get().is_none_or(|i| i == 0)>{t("tour-panel-back")}</button>
            <button type="button" class="primary" data-testid="tour-next" on:click=next
                title=move || on_last().then(|| tf(&msg!("tour-panel-close-keep", what = what())))>
                {move || if on_last() { t("tour-panel-finish") } else { t("tour-panel-next") }}
            </button>
            // Leave keeps what is on screen; on the last step Finish does.
            {move || (!on_last() && !graded()).then(|| view! {
                <button type="button" data-testid="tour-exit" on:click=move |_| card.leave()
                    title=move || tf(&msg!("tour-panel-close-keep", what = what()))>
                    {move || tf(&msg!("tour-panel-leave", what = what()))}
                </button>
            })}
            // On every step: close and put back the learner's own settings (the defaults
            // when the path opened from a link without settings of its own); in a graded
            // path only at its end.
            <button type="button" data-testid="tour-restore" on:click=restore
                hidden=move || graded() && !on_last()
                title=move || if mine_are_defaults.get() {
                    tf(&msg!("tour-panel-restore-defaults-hint", what = what()))
                } else {
                    tf(&msg!("tour-panel-restore-mine-hint", what = what()))
                }>
                {move || match (on_last(), mine_are_defaults.get()) {
                    (true, false) => tf(&msg!("tour-panel-finish-mine", what = what())),
                    (true, true) => t("tour-panel-finish-defaults"),
                    (false, false) => t("tour-panel-leave-mine"),
                    (false, true) => t("tour-panel-leave-defaults"),
                }}
            </button>
        </div>
    }
}

/// What the panel's one effect did last: the step it opened and the readouts it hid.
#[derive(Clone, PartialEq)]
struct Followed {
    step: Option<usize>,
    hidden: String,
}

/// The panel's one effect, on the DOM around it:
/// - a new step: a fresh question (or the answer that counts, if the learner answered it), and
///   the step's view in sight (after the frame that lays out the new state);
/// - the readouts that answer the step's question, hidden while it is unanswered
///   ([`hide_answers`]);
/// - the text's box marks the edges with more text when the text, the question or the answer
///   changes ([`mark_notice`]).
fn follow_in_the_dom(
    card: Card,
    answers: Answers,
    whole: RwSignal<bool>,
    shown: Shown,
    notice_el: NodeRef<P>,
) {
    let Answers {
        chosen,
        typed,
        revealed,
        right,
        hint,
        practice,
        answered,
    } = answers;
    // What this panel set on the root element (a panel leaving clears only its own).
    let mine = std::sync::Arc::new(std::sync::Mutex::new(String::new()));
    let set = mine.clone();
    Effect::new(move |prev: Option<Followed>| {
        let i = card.index.get();
        if prev.as_ref().map(|p| p.step) != Some(i) {
            card.finished.set(None);
            chosen.set(None);
            typed.set(String::new());
            revealed.set(false);
            answered.set(false);
            whole.set(false);
            hint.set(None);
            practice.set(false);
            // A step answered before (on this visit, or a session or page load ago): the
            // answer that counts, marked, with its verdict; a new one is practice.
            if let Some((given, ok)) = i.and_then(|i| card.tour.counted(i)) {
                chosen.set(given.trim().parse().ok());
                typed.set(given);
                right.set(ok);
                answers.reveal();
            }
            if let Some(view) = card
                .step
                .get_untracked()
                .and_then(|st| st.views.first().copied())
            {
                request_animation_frame(move || bring_step_into_sight(card, view, i));
            }
        }
        let hidden = match answered.get() {
            true => String::new(),
            false => card.step.with(|st| {
                st.as_ref()
                    .map(|st| st.hidden().join(" "))
                    .unwrap_or_default()
            }),
        };
        if prev.as_ref().map(|p| &p.hidden) != Some(&hidden) {
            hide_answers(&hidden);
            if let Ok(mut m) = set.lock() {
                m.clone_from(&hidden);
            }
        }
        shown.notice.track();
        shown.question.track();
        revealed.track();
        request_animation_frame(move || mark_notice(notice_el));
        Followed { step: i, hidden }
    });
    on_cleanup(move || {
        if let (Some(el), Ok(m)) = (root(), mine.lock()) {
            if el.get_attribute("data-hide").as_deref() == Some(m.as_str()) {
                let _ = el.remove_attribute("data-hide");
                announce_hide();
            }
        }
    });
}

/// Marks the edges of the step's text box that have more text ([`mark_more`]).
fn mark_notice(notice_el: NodeRef<P>) {
    if let Some(el) = notice_el.try_get_untracked().flatten() {
        mark_more(&el);
    }
}

/// The new step's text at its top and its first view in sight (in an embed, the host page is
/// asked to bring the card into sight).
fn bring_step_into_sight(card: Card, view: crate::rope::settings::views::View, i: Option<usize>) {
    let state = card.state;
    // `try_`: the panel may be gone by the next frame (the tour left).
    let Some(el) = card.panel.try_get_untracked().flatten() else {
        return;
    };
    // A new step starts at the top of its text (on a laptop the card's text scrolls in its
    // own box when it is long).
    if let Ok(list) = el.query_selector_all(".tour-body, .tour-notice") {
        for k in 0..list.length() {
            if let Some(e) = list
                .item(k)
                .and_then(|n| wasm_bindgen::JsCast::dyn_into::<web_sys::Element>(n).ok())
            {
                e.set_scroll_top(0);
            }
        }
    }
    // In an embed the frame does not scroll (the course page sizes it to its height): the page
    // is asked to bring the card into sight.
    if state.ui.with_untracked(|u| u.embed) {
        let top = el.get_bounding_client_rect().top()
            + web_sys::window()
                .and_then(|w| w.scroll_y().ok())
                .unwrap_or(0.0);
        post_to_host(state, "ropescope:scroll", &[("top", top.round().into())]);
    }
    crate::app::scroll::bring_into_sight(&el.into(), view, i);
}

/// Presentation mode: the arrow and page keys (a clicker's) step the tour, unless focus is in
/// a control that uses them.
fn present_keys(card: Card) {
    let Card {
        state,
        index,
        count,
        ..
    } = card;
    let keys = window_event_listener(leptos::ev::keydown, move |ev: web_sys::KeyboardEvent| {
        if !state.ui.with_untracked(|u| u.present)
            || ev.default_prevented()
            || ev.alt_key()
            || ev.ctrl_key()
            || ev.meta_key()
            || ev.shift_key()
        {
            return;
        }
        // A clicker's page keys step the tour from anywhere but a text field (a radio, a slider
        // or a table has no use for them); the arrows stay with the control that has focus.
        let page_key = matches!(ev.key().as_str(), "PageDown" | "PageUp");
        if (page_key && types_text(ev.target())) || (!page_key && uses_keys(ev.target())) {
            return;
        }
        let Some(i) = index.get_untracked() else {
            return;
        };
        let to = match ev.key().as_str() {
            "ArrowRight" | "PageDown" => i + 1,
            "ArrowLeft" | "PageUp" if i > 0 => i - 1,
            _ => return,
        };
        if to < count.get_untracked() {
            ev.prevent_default();
            card.go(to);
        }
    });
    on_cleanup(move || keys.remove());
}

/// Marks which edges of a scrolling box have more text past them: `data-more` is "above",
/// "below", both, or absent (a pixel of rounding is not more text). A box that scrolls is also
/// a named region in the tab order, so the keyboard reaches all of its text.
fn mark_more(el: &web_sys::Element) {
    let (top, seen, all) = (el.scroll_top(), el.client_height(), el.scroll_height());
    let scrolls = all - seen > 1;
    if scrolls != el.has_attribute("tabindex") {
        let label = t("tour-panel-text-scrolls");
        for (name, value) in [
            ("tabindex", "0"),
            ("role", "region"),
            ("aria-label", label.as_str()),
        ] {
            let _ = if scrolls {
                el.set_attribute(name, value)
            } else {
                el.remove_attribute(name)
            };
        }
    }
    let more = match (top > 1, all - (top + seen) > 1) {
        (true, true) => Some("above below"),
        (true, false) => Some("above"),
        (false, true) => Some("below"),
        (false, false) => None,
    };
    if el.get_attribute("data-more").as_deref() != more {
        let _ = match more {
            Some(m) => el.set_attribute("data-more", m),
            None => el.remove_attribute("data-more"),
        };
    }
}

/// Tells the page's drawn views that the root's `data-hide` changed (the compasses draw their
/// `dial-angles` lines on a canvas, which no style sheet hides).
fn announce_hide() {
    if let (Some(w), Ok(ev)) = (web_sys::window(), web_sys::Event::new("ropescope-hide")) {
        let _ = w.dispatch_event(&ev);
    }
}

fn root() -> Option<web_sys::Element> {
    web_sys::window()
        .and_then(|w| w.document())
        .and_then(|d| d.document_element())
}

/// Names, on the root element (`data-hide`), the readouts that answer the step's question
/// while it is unanswered (`names`, none once answered); the page's style sheet hides the
/// views' elements that carry them (`data-answer`).
fn hide_answers(names: &str) {
    if let Some(el) = root() {
        let _ = if names.is_empty() {
            el.remove_attribute("data-hide")
        } else {
            el.set_attribute("data-hide", names)
        };
        announce_hide();
    }
}

/// Whether the key event's target uses the arrow and page keys itself: a text field, a list,
/// a slider, a radio group, an editable region or a focusable canvas (the dials).
/// Whether focus is where keys type text (a text field, a menu, editable text).
fn types_text(target: Option<web_sys::EventTarget>) -> bool {
    let Some(el) = target.and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else {
        return false;
    };
    let text_input = el.dyn_ref::<web_sys::HtmlInputElement>().is_some_and(|i| {
        !matches!(
            i.type_().as_str(),
            "radio" | "checkbox" | "range" | "button" | "submit"
        )
    });
    text_input
        || matches!(el.tag_name().as_str(), "SELECT" | "TEXTAREA")
        || el
            .dyn_ref::<web_sys::HtmlElement>()
            .is_some_and(|h| h.is_content_editable())
}

fn uses_keys(target: Option<web_sys::EventTarget>) -> bool {
    let Some(el) = target.and_then(|t| t.dyn_into::<web_sys::Element>().ok()) else {
        return false;
    };
    matches!(el.tag_name().as_str(), "INPUT" | "SELECT" | "TEXTAREA")
        || el
            .dyn_ref::<web_sys::HtmlElement>()
            .is_some_and(|h| h.is_content_editable())
        || el
            .closest("[role=slider],[role=radiogroup],[role=grid],[role=listbox],[role=tablist],canvas[tabindex],.table-wrap")
            .ok()
            .flatten()
            .is_some()
}
