//! One step's form in the path editor: its title, state, views and text (with the live preview
//! of the placeholders), then its question (`super::question`).

use leptos::prelude::*;

use crate::app::i18n::{t, tf};
use crate::app::state::use_store;
use crate::msg;

use super::question::QuestionForm;
use super::{drawn, Drafting};
use crate::rope::scene::Scene;
use crate::rope::teaching::path;

/// The selected step's text with its placeholders computed for the step's state, or why not
/// yet.
fn preview(d: Drafting) -> String {
    let (text, query) = match d.selected.get().and_then(|i| {
        d.draft
            .with(|d| d.steps.get(i).map(|s| (s.text.clone(), s.state.clone())))
    }) {
        Some(x) => x,
        None => return String::new(),
    };
    match (
        path::placeholders(&text),
        crate::rope::Config::from_query(&query),
    ) {
        (Err(e), _) => tf(&msg!("editor-preview-not-yet", problem = e)),
        (_, Err(e)) => tf(&msg!("editor-preview-bad-state", problem = e.to_string())),
        (Ok(_), Ok(parsed)) => path::Values::new(&Scene::new(&parsed.config))
            .in_language(crate::app::i18n::lang(), tf)
            .render(&text),
    }
}

/// The form of step `i` (the selected one).
#[component]
pub(super) fn StepForm(i: usize, d: Drafting) -> impl IntoView {
    let state = use_store();
    view! {
        <fieldset class="author-editor" data-testid="author-editor">
            <legend>{tf(&msg!("editor-step", n = i + 1))}</legend>
            <label class="field">{t("editor-step-title")}" "
                <input type="text" data-testid="author-step-title" prop:value=d.field(|s| s.title.clone())
                    on:input=d.set_on(|s, v| s.title = v) />
            </label>
            <label class="field">{t("editor-step-state")}" "
                <input type="text" data-testid="author-step-state" prop:value=d.field(|s| s.state.clone())
                    on:change=d.set_on(|s, v| s.state = v) />
            </label>
            <button type="button" data-testid="author-step-capture" on:click=move |_| {
                let q = state.config.with_untracked(|c| c.to_query());
                d.edit(move |s| s.state = q);
            }>{t("editor-use-settings")}</button>
            <StepViews i d />
            <label class="field">{t("editor-step-text")}
                <textarea rows="4" data-testid="author-step-text" prop:value=d.field(|s| s.text.clone())
                    on:input=d.set_on(|s, v| s.text = v)></textarea>
            </label>
            <p class="hint">{t("editor-preview-head")}</p>
            <p class="author-preview" data-testid="author-preview" aria-live="polite">{move || preview(d)}</p>
            <Placeholders />
            <QuestionForm i d />
        </fieldset>
    }
}

/// The views step `i` shows, one checkbox each.
#[component]
fn StepViews(i: usize, d: Drafting) -> impl IntoView {
    let views_of = move || {
        d.draft
            .with(|d| d.steps.get(i).map(|s| s.views.clone()).unwrap_or_default())
    };
    view! {
        <fieldset class="author-views">
            <legend>{t("editor-views")}</legend>
            {drawn().into_iter().map(|v| view! {
                <label class="check">
                    <input type="checkbox" data-view=v.as_str()
                        prop:checked=move || views_of().contains(&v)
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            d.edit(move |s| {
                                s.views.retain(|x| *x != v);
                                if on { s.views.push(v); }
                            });
                        } />
                    " " {crate::app::i18n::tf(&v.short_msg())}
                </label>
            }).collect_view()}
        </fieldset>
    }
}

/// The placeholders a step's text may use, and what each stands for: the general ones, then
/// those each step of the built-in tour added (under the step's title, in tour order), with a
/// box that keeps only those whose name or meaning holds what the teacher types.
#[component]
fn Placeholders() -> impl IntoView {
    let filter = RwSignal::new(String::new());
    let shown = move |name: &str, meaning: &str| {
        let f = filter.get().trim().to_lowercase();
        f.is_empty() || name.to_lowercase().contains(&f) || meaning.to_lowercase().contains(&f)
    };
    let rows = move |list: &'static [path::PlaceholderInfo]| {
        list.iter()
            .filter(|p| shown(p.name, &t(p.meaning)))
            .map(|p| {
                view! {
                    <dt><code>{if p.pair { format!("{{{}:i}}", p.name) } else { format!("{{{}}}", p.name) }}</code></dt>
                    <dd>{t(p.meaning)}</dd>
                }
            })
            .collect_view()
    };
    view! {
        <details class="author-list">
            <summary>{t("editor-placeholders")}</summary>
            <label class="field author-filter">{t("editor-placeholders-filter")}" "
                <input type="search" data-testid="author-ph-filter" prop:value=move || filter.get()
                    on:input=move |ev| filter.set(event_target_value(&ev)) />
            </label>
            <dl data-testid="author-ph-list">
                {move || rows(path::PLACEHOLDERS)}
                {move || shown("tour:ID", &t("editor-ph-tour")).then(|| view! {
                    <dt><code>"{tour:ID}"</code></dt>
                    <dd>{t("editor-ph-tour")}</dd>
                })}
                {move || shown("message:ID", &t("editor-ph-message")).then(|| view! {
                    <dt><code>"{message:ID name=placeholder}"</code></dt>
                    <dd>{t("editor-ph-message")}</dd>
                })}
            </dl>
            {path::tour_placeholder_groups().into_iter().map(|(title, list)| {
                let any = move || list.iter().any(|p| shown(p.name, &t(p.meaning)));
                view! {
                    <Show when=any>
                        <h4 class="author-list-group">{tf(&msg!("editor-placeholders-from-step", title = title.clone()))}</h4>
                        <dl>{move || rows(list)}</dl>
                    </Show>
                }
            }).collect_view()}
        </details>
    }
}
