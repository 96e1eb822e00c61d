//! "Embed in a course page" (an on-demand part, `app::part::EMBED`, opened from the toolbar):
//! builds the iframe for the current settings with the views to show, the controls to show, the
//! controls to lock and the course page's origin, plus the host page's listener script.

use leptos::prelude::*;

use crate::app::i18n::t;
use crate::app::state::use_store;

use crate::app::state::{UiOptions, View};
use crate::app::url;
use crate::rope::settings::ui::{Origin, DEFAULT_EMBED_CONTROLS, EMBED_CONTROLS};
use crate::rope::Key;
use crate::share::{embed_snippet, listener_snippet};

/// A checkbox list over `items` bound to `chosen`.
fn checkboxes<T: Copy + PartialEq + Send + Sync + 'static>(
    name: &'static str,
    items: Vec<(T, String)>,
    chosen: RwSignal<Vec<T>>,
) -> impl IntoView {
    items
        .into_iter()
        .map(|(item, label)| {
            view! {
                <label class="check">
                    <input type="checkbox" name=name
                        prop:checked=move || chosen.with(|c| c.contains(&item))
                        on:change=move |ev| {
                            let on = event_target_checked(&ev);
                            chosen.update(|c| {
                                c.retain(|x| *x != item);
                                if on {
                                    c.push(item);
                                }
                            });
                        } />
                    " " {label}
                </label>
            }
        })
        .collect_view()
}

/// What the frame is given, in page order whatever the order of the clicks (read inside a
/// memo: it tracks every signal it reads).
fn embed_options(
    views: RwSignal<Vec<View>>,
    controls: RwSignal<Vec<Key>>,
    lock: RwSignal<Vec<Key>>,
    origin: Memo<Result<Option<Origin>, ()>>,
    xapi: RwSignal<bool>,
    path: Memo<(Option<String>, Option<String>)>,
) -> UiOptions {
    UiOptions {
        embed: true,
        // In page order, whatever the order of the clicks.
        // None ticked: the compasses, as an embed without `view=` shows them (said beside the
        // boxes), written out so the code says what the frame shows.
        views: {
            let chosen: Vec<View> = View::ALL
                .into_iter()
                .filter(|v| views.with(|c| c.contains(v)))
                .collect();
            if chosen.is_empty() {
                vec![View::Compasses]
            } else {
                chosen
            }
        },
        lock: EMBED_CONTROLS
            .into_iter()
            .filter(|k| lock.with(|c| c.contains(k)))
            .collect(),
        controls: Some(
            EMBED_CONTROLS
                .into_iter()
                .filter(|k| controls.with(|c| c.contains(k)))
                .collect(),
        ),
        origin: origin.get().ok().flatten(),
        xapi: xapi.get(),
        path: path.get().0,
        path_url: path.get().1,
        ..UiOptions::default()
    }
}

/// The controls an embed may show or lock, with their labels (URL keys, but the sentence's).
fn keyed() -> Vec<(Key, String)> {
    EMBED_CONTROLS
        .into_iter()
        .map(|k| {
            (
                k,
                match k {
                    Key::Text => t("embed-sentence"),
                    k => k.as_str().to_string(),
                },
            )
        })
        .collect()
}

#[component]
pub fn EmbedBuilder() -> impl IntoView {
    let state = use_store();
    // The views the page shows when it shows only some (a `view=` link), else the compasses.
    let views = RwSignal::new(state.ui.with_untracked(|u| {
        if u.views.is_empty() {
            vec![View::Compasses]
        } else {
            u.views.clone()
        }
    }));
    let controls = RwSignal::new(DEFAULT_EMBED_CONTROLS.to_vec());
    let lock: RwSignal<Vec<Key>> = RwSignal::new(Vec::new());
    let origin_text = RwSignal::new(String::new());
    let xapi = RwSignal::new(false);
    // The path running now (a teacher's) goes into the frame too.
    let path = Memo::new(move |_| state.ui.with(|u| (u.path.clone(), u.path_url.clone())));
    let origin = Memo::new(move |_| {
        let t = origin_text.get();
        if t.trim().is_empty() {
            Ok(None)
        } else {
            Origin::parse(&t).map(Some).ok_or(())
        }
    });
    let options = Memo::new(move |_| embed_options(views, controls, lock, origin, xapi, path));
    view! {
        <div class="embed-builder" data-testid="embed-builder">
            <p class="hint">{t("embed-intro")}</p>
            <fieldset>
                <legend>{t("embed-views")}</legend>
                {checkboxes("embed-views", View::ALL.map(|v| (v, crate::app::i18n::tf(&v.short_msg()))).to_vec(), views)}
                <small class="hint" data-testid="embed-no-view" hidden=move || views.with(|v| !v.is_empty())>
                    {t("embed-no-view")}
                </small>
            </fieldset>
            <fieldset>
                <legend>{t("embed-controls")}</legend>
                {checkboxes("embed-controls", keyed(), controls)}
            </fieldset>
            <fieldset>
                <legend>{t("embed-locked")}</legend>
                {checkboxes("embed-lock", keyed(), lock)}
            </fieldset>
            <OriginField origin_text origin />
            <label class="check">
                <input type="checkbox" data-testid="embed-xapi" prop:checked=move || xapi.get()
                    on:change=move |ev| xapi.set(event_target_checked(&ev)) />
                " "{t("embed-xapi")}
            </label>
            <EmbedCode options />
        </div>
    }
}

/// The course page's origin, checked as it is typed.
#[component]
fn OriginField(
    origin_text: RwSignal<String>,
    origin: Memo<Result<Option<Origin>, ()>>,
) -> impl IntoView {
    view! {
        <div class="field">
            <label for="embed-origin">{t("embed-origin")}</label>
            <input id="embed-origin" type="text" placeholder="https://course.example.org" autocomplete="off"
                data-testid="embed-origin" prop:value=move || origin_text.get()
                aria-invalid=move || origin.get().is_err().to_string()
                on:input=move |ev| origin_text.set(event_target_value(&ev)) />
            <small class="hint">{t("embed-origin-hint")}</small>
            <small class="field-error" role="status">{move || origin.get().is_err().then(|| t("embed-origin-bad"))}</small>
        </div>
    }
}

/// The embed code for the settings on screen and `options`: copy it, open it, read it.
#[component]
fn EmbedCode(options: Memo<UiOptions>) -> impl IntoView {
    let state = use_store();
    let snippet = Memo::new(move |_| {
        let page = url::page_url();
        let frame = state.config.with(|c| {
            options.with(|o| {
                embed_snippet(
                    &page,
                    &c.to_query(),
                    o,
                    &crate::app::i18n::t("share-frame-title"),
                )
            })
        });
        let widget_origin = web_sys::window()
            .and_then(|w| w.location().origin().ok())
            .unwrap_or_default();
        format!("{frame}\n{}", listener_snippet(&widget_origin))
    });
    let preview = Memo::new(move |_| {
        let page = url::page_url();
        state
            .config
            .with(|c| options.with(|o| crate::share::link(&page, &[&c.to_query(), &o.to_query()])))
    });
    let status = RwSignal::new(String::new());
    let copy = move |_| {
        let text = snippet.get_untracked();
        leptos::task::spawn_local(async move {
            let ok = crate::app::download::copy_text(text).await;
            status.try_set(if ok {
                t("embed-copied")
            } else {
                t("embed-copy-refused")
            });
        });
    };
    view! {
        <button type="button" data-testid="copy-embed" on:click=copy>{t("embed-copy")}</button>
        <a href=move || preview.get() target="_blank" rel="noopener" data-testid="embed-preview">{t("embed-open")}</a>
        <textarea readonly rows="8" data-testid="embed-code" aria-label=t("embed-code") prop:value=move || snippet.get()></textarea>
        <p class="hint" role="status">{move || status.get()}</p>
    }
}
