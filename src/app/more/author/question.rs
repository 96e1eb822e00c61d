//! A step's question in the path editor: its kind, prompt, the kind's own fields (choices and
//! the right one, a number's answer and tolerance, a computed answer), the explanation, and the
//! readouts hidden until the learner answers.

use leptos::prelude::*;

use super::Drafting;
use crate::app::i18n::{t, tf};
use crate::msg;
use crate::rope::settings::views::READOUTS;
use crate::rope::teaching::path::all_computed;

/// The question of step `i` (the selected one): the fields after the step's text.
#[component]
pub(super) fn QuestionForm(i: usize, d: Drafting) -> impl IntoView {
    let kind = d.field(|s| s.question.kind.clone());
    view! {
        <label class="field">{t("editor-question")}" "
            <select data-testid="author-q-kind" on:change=d.set_on(|s, v| s.question.kind = v)>
                {[("", "editor-kind-none"), ("choice", "editor-kind-choice"), ("number", "editor-kind-number"), ("computed", "editor-kind-computed")]
                    .into_iter().map(|(k, label)| view! {
                        <option value=k prop:selected=move || kind() == k>{t(label)}</option>
                    }).collect_view()}
            </select>
        </label>
        <Show when=move || !kind().is_empty()>
            <label class="field">{t("editor-prompt")}" "
                <input type="text" data-testid="author-q-prompt" prop:value=d.field(|s| s.question.prompt.clone())
                    on:input=d.set_on(|s, v| s.question.prompt = v) />
            </label>
        </Show>
        <Show when=move || kind() == "choice">
            <Choices i d />
        </Show>
        <Show when=move || kind() == "number">
            <NumberAnswer d />
        </Show>
        <Show when=move || kind() == "computed">
            <ComputedAnswer d />
        </Show>
        <Show when=move || !kind().is_empty()>
            <label class="field">{t("editor-explanation")}
                <textarea rows="2" data-testid="author-q-explanation" prop:value=d.field(|s| s.question.explanation.clone())
                    on:input=d.set_on(|s, v| s.question.explanation = v)></textarea>
            </label>
        </Show>
        // What the question's answer would show on screen: hidden until the learner
        // answers (by default every such readout of the step's views; the teacher
        // may untick them).
        <Show when=move || !kind().is_empty()>
            <HideBoxes i d />
        </Show>
    }
}

/// A multiple-choice question's choices, and the radio buttons to mark the right one.
#[component]
fn Choices(i: usize, d: Drafting) -> impl IntoView {
    view! {
        <label class="field">{t("editor-choices")}
            <textarea rows="3" data-testid="author-q-choices" prop:value=d.field(|s| s.question.choices.clone())
                on:input=d.set_on(|s, v| s.question.choices = v)></textarea>
        </label>
        <fieldset class="author-views" data-testid="author-q-right-choices">
            <legend>{t("editor-right-choice")}</legend>
            {move || {
                let answer = d.field(|s| s.question.answer.clone())();
                let choices = d.field(|s| s.question.choices.clone())();
                let lines: Vec<String> = choices.lines().map(str::trim).filter(|l| !l.is_empty()).map(String::from).collect();
                if lines.is_empty() {
                    return view! { <span class="hint">{t("editor-choices-first")}</span> }.into_any();
                }
                lines.into_iter().enumerate().map(|(k, line)| view! {
                    <label class="check">
                        <input type="radio" name=format!("author-right-{i}") data-testid="author-q-right"
                            prop:checked=answer.trim() == k.to_string()
                            on:change=move |_| d.edit(move |s| s.question.answer = k.to_string()) />
                        " " {line}
                    </label>
                }).collect_view().into_any()
            }}
        </fieldset>
    }
}

/// A number question's answer (a placeholder's name) and tolerance.
#[component]
fn NumberAnswer(d: Drafting) -> impl IntoView {
    view! {
        <label class="field">{t("editor-number-answer")}" "
            <input type="text" data-testid="author-q-answer" prop:value=d.field(|s| s.question.answer.clone())
                on:input=d.set_on(|s, v| s.question.answer = v) />
        </label>
        <label class="field">{t("editor-tolerance")}" "
            <input type="text" inputmode="decimal" size="8" data-testid="author-q-tolerance" prop:value=d.field(|s| s.question.tolerance.clone())
                on:input=d.set_on(|s, v| s.question.tolerance = v) />
        </label>
    }
}

/// A computed question's answer, picked from the core's list.
#[component]
fn ComputedAnswer(d: Drafting) -> impl IntoView {
    let answer = d.field(|s| s.question.answer.clone());
    view! {
        <label class="field">{t("editor-computed-answer")}" "
            <select data-testid="author-q-computed" on:change=d.set_on(|s, v| s.question.answer = v)>
                <option value="">{t("editor-choose")}</option>
                {all_computed().map(|c| {
                    let name = c.name;
                    view! { <option value=name prop:selected=move || answer() == name>{tf(&msg!("editor-computed-option", name = c.name, meaning = msg!(c.meaning)))}</option> }
                }).collect_view()}
            </select>
        </label>
    }
}

/// The readouts that would give the answer away, ticked to hide them until the learner
/// answers.
#[component]
fn HideBoxes(i: usize, d: Drafting) -> impl IntoView {
    view! {
        <fieldset class="author-views" data-testid="author-hide">
            <legend>{t("editor-hide")}</legend>
            {move || {
                let (default, hide) = d.draft.with(|d| d.steps.get(i).map(|s| (s.default_hide(), s.hide.clone())).unwrap_or_default());
                let mut offered = default.clone();
                for h in hide.iter().flatten() {
                    if !offered.contains(h) { offered.push(h); }
                }
                if offered.is_empty() {
                    return view! { <span class="hint">{t("editor-hide-none")}</span> }.into_any();
                }
                let on = hide.unwrap_or(default);
                // What shows a number question's answer is always hidden (ticked, fixed).
                let always = d.draft.with(|d| d.steps.get(i).map_or(&[][..], |s| s.always_hidden()));
                offered.into_iter().map(|name| {
                    let what = READOUTS.iter().find(|r| r.0 == name).map(|r| tf(&crate::msg!("editor-readout-of-view", view = r.1.short_msg(), readout = crate::rope::settings::views::readout_msg(name)))).unwrap_or_default();
                    let fixed = always.contains(&name);
                    view! {
                        <label class="check" title=fixed.then(|| t("editor-always-hidden"))>
                            <input type="checkbox" data-readout=name prop:checked=fixed || on.contains(&name) disabled=fixed
                                on:change=move |ev| {
                                    let yes = event_target_checked(&ev);
                                    d.edit(move |s| {
                                        let mut h = s.hide.clone().unwrap_or_else(|| s.default_hide());
                                        h.retain(|x| *x != name);
                                        if yes { h.push(name); }
                                        s.hide = Some(h);
                                    });
                                } />
                            " " {what}
                        </label>
                    }
                }).collect_view().into_any()
            }}
        </fieldset>
    }
}
