//! `View::Mistakes`: every mistake found in the five source texts (model: `rope::teaching::errata`): what the text
//! says, the truth computed now by the core, the cause, and a button that loads the state that
//! shows it.

use leptos::prelude::*;

use crate::app::i18n::{t, tf};
use crate::app::state::use_store;

use crate::app::state::AppState;
use crate::rope::teaching::errata::{errata, show_me_views, Erratum, Kind, UI_KEYS};
use crate::rope::Config;

/// Loads an erratum's demonstrating state and scrolls to the first view it names.
fn show(state: AppState, e: &'static Erratum) {
    match Config::from_query_with(e.show_me, UI_KEYS) {
        Ok(parsed) => {
            state.replace(parsed.config);
            if let Some(v) = show_me_views(e.show_me).first() {
                let id = format!("view-{v}");
                // After the views have taken the new state.
                request_animation_frame(move || {
                    if let Some(el) = web_sys::window()
                        .and_then(|w| w.document())
                        .and_then(|d| d.get_element_by_id(&id))
                    {
                        el.scroll_into_view();
                    }
                });
            }
        }
        Err(err) => state.error.set(Some(err)),
    }
}

/// The caption under the view's title: what it shows and how to read it (a message id).
pub const CAPTION: &str = "mistakes-caption";

/// The view as the on-demand module mounts it (`build.rs` dispatches each part's name here).
pub fn part() -> AnyView {
    view! { <Mistakes /> }.into_any()
}

#[component]
pub fn Mistakes() -> impl IntoView {
    let state = use_store();
    // Every truth is computed as soon as the view is in the page (the truths do not depend on
    // the settings, and all of them take microseconds): find-in-page, print and screen readers
    // meet the numbers wherever the view sits, not a placeholder until it is scrolled to.
    let truths: Vec<String> = errata().iter().map(|e| tf(&e.truth().text)).collect();
    // Arrived by a link to one erratum before this view was loaded: go to it, once it is in
    // the page (the frame after the mount).
    request_animation_frame(move || {
        let Some(window) = web_sys::window() else {
            return;
        };
        let hash = window.location().hash().unwrap_or_default();
        if let Some(el) = hash
            .strip_prefix('#')
            .filter(|h| h.starts_with("erratum-"))
            .and_then(|h| window.document()?.get_element_by_id(h))
        {
            el.scroll_into_view();
        }
    });
    let items = errata()
        .iter()
        .zip(truths)
        .map(|(e, truth)| {
            let kind = t(match e.kind {
                Kind::Arithmetic => "mistakes-kind-arithmetic",
                Kind::Conceptual => "mistakes-kind-conceptual",
            });
            view! {
                <li class="erratum" data-testid="erratum" id=format!("erratum-{}", e.id) data-erratum=e.id>
                    <p class="erratum-where"><strong>{tf(&e.source.title())}</strong>" · "{tf(&e.place())}" · "<span class="hint">{kind}</span></p>
                    <p><span class="erratum-label">{t("mistakes-label-says")}</span>{tf(&e.claim())}</p>
                    <p><span class="erratum-label">{t("mistakes-label-truth")}</span><strong data-testid="erratum-truth">{truth}</strong></p>
                    <p><span class="erratum-label">{t("mistakes-label-cause")}</span>{tf(&e.cause())}</p>
                    <button type="button" data-testid=format!("show-{}", e.id) on:click=move |_| show(state, e)>{t("mistakes-show-me")}</button>
                </li>
            }
        })
        .collect_view();
    view! {
        <div class="part-body">
            <ol class="errata">{items}</ol>
        </div>
    }
}
