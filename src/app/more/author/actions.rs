//! The path editor's actions on the whole path: preview it as a learner, get a link, download
//! or open a JSON file, edit the running path; then the line saying what happened, and the
//! link with its Copy button.

use leptos::prelude::*;

use crate::app::i18n::{t, tf};
use crate::app::state::use_store;
use crate::msg;
use wasm_bindgen::prelude::*;

use super::{Drafting, Said};
use crate::rope::teaching::path::{describe, Path, PathError, MAX_LINK, MAX_PATH_JSON};

#[wasm_bindgen(module = "/www/path-io.js")]
extern "C" {
    #[wasm_bindgen(catch, js_name = packPath)]
    async fn pack_path(json: &str) -> Result<JsValue, JsValue>;
}

/// The draft read as a path, or its problems.
type Checked = Memo<Result<Path, Vec<PathError>>>;

/// "Get a link": the path packed into a link, if it is short enough to share.
fn get_link(checked: Checked, said: Said, link_text: RwSignal<String>) {
    match checked.get_untracked() {
        Ok(p) => {
            let json = p.to_json();
            leptos::task::spawn_local(async move {
                match pack_path(&json).await {
                    Ok(packed) => {
                        let packed = packed.as_string().unwrap_or_default();
                        let link = format!("{}?path={packed}", crate::app::url::page_url());
                        if link.len() <= MAX_LINK {
                            said.say(tf(&msg!("editor-link-made", n = link.len())), false);
                            link_text.set(link);
                        } else {
                            link_text.set(String::new());
                            said.refused.set(true);
                            said.text.set(tf(&msg!(
                                "editor-link-too-long",
                                n = link.len(),
                                max = MAX_LINK
                            )));
                        }
                    }
                    Err(_) => said.say(t("editor-link-unsupported"), true),
                }
            });
        }
        Err(e) => said.blocked("editor-action-link", &e),
    }
}

/// "Open a path file": reads the chosen file as a path into the draft.
fn open_file(ev: leptos::ev::Event, d: Drafting, said: Said) {
    let input: web_sys::HtmlInputElement = event_target(&ev);
    let Some(file) = input.files().and_then(|f| f.get(0)) else {
        return;
    };
    if file.size() > MAX_PATH_JSON as f64 {
        said.say(
            tf(&msg!(
                "editor-file-too-long",
                file = file.name(),
                max = MAX_PATH_JSON
            )),
            true,
        );
        return;
    }
    wasm_bindgen_futures::spawn_local(async move {
        let text = wasm_bindgen_futures::JsFuture::from(file.text())
            .await
            .ok()
            .and_then(|v| v.as_string())
            .unwrap_or_default();
        match Path::parse(&text) {
            Ok(p) => {
                d.load(&p);
                said.say(
                    tf(&msg!(
                        "editor-opened",
                        title = p.title.get(crate::app::i18n::lang()),
                        file = file.name()
                    )),
                    false,
                );
            }
            Err(e) => said.say(
                tf(&msg!(
                    "editor-file-refused",
                    file = file.name(),
                    problems = describe(&e)
                )),
                true,
            ),
        }
    });
}

/// The buttons on the whole path, the status line under them and the link.
#[component]
pub(super) fn PathActions(
    d: Drafting,
    checked: Checked,
    said: Said,
    link_text: RwSignal<String>,
) -> impl IntoView {
    let state = use_store();
    let tour = super::super::use_handles().tour;
    let run_preview = move |_| match checked.get_untracked() {
        Ok(p) => {
            said.say(
                tf(&msg!(
                    "editor-previewing",
                    title = p.title.get(crate::app::i18n::lang())
                )),
                false,
            );
            let source = format!("path={}", crate::rope::config::percent_encode(&p.to_json()));
            super::super::tour::run(state, tour, p, source, 0);
        }
        Err(e) => said.blocked("editor-action-preview", &e),
    };
    let save_json = move |_| match checked.get_untracked() {
        Ok(p) => {
            crate::app::download::download_text(
                &format!("{}.json", p.id),
                "application/json",
                &p.to_json_pretty(),
            );
            said.say(tf(&msg!("editor-saved", id = p.id.as_str())), false);
        }
        Err(e) => said.blocked("editor-action-save", &e),
    };
    let edit_running = move |_| {
        let p = tour.current.get_untracked();
        d.load(&p);
        said.say(
            tf(&msg!(
                "editor-editing-copy",
                title = p.title.get(crate::app::i18n::lang())
            )),
            false,
        );
    };
    view! {
        <div class="author-actions" role="group" aria-label=t("editor-actions-label") aria-describedby="author-status">
            <button type="button" data-testid="author-run" on:click=run_preview>{t("editor-preview")}</button>
            <button type="button" data-testid="author-link" on:click=move |_| get_link(checked, said, link_text)>{t("editor-get-link")}</button>
            <button type="button" data-testid="author-json" on:click=save_json>{t("editor-download-json")}</button>
            <label class="file-button">{t("editor-open-file")}" "
                <input type="file" accept=".json,application/json" data-testid="author-open" on:change=move |ev| open_file(ev, d, said) />
            </label>
            <button type="button" data-testid="author-edit-running" on:click=edit_running>{t("editor-edit-running")}</button>
        </div>
        <p class="author-status" class:refused=move || said.refused.get() id="author-status" role="status" data-testid="author-status">{move || said.text.get()}</p>
        <LinkBox link_text said />
    }
}

/// The path's link, once made, with its Copy button.
#[component]
fn LinkBox(link_text: RwSignal<String>, said: Said) -> impl IntoView {
    view! {
        <div class="author-add" hidden=move || link_text.get().is_empty()>
            <label class="field">{t("editor-link")}" "
                <input type="text" readonly data-testid="author-link-text" prop:value=move || link_text.get() />
            </label>
            <button type="button" data-testid="author-link-copy" on:click=move |_| {
                let text = link_text.get_untracked();
                leptos::task::spawn_local(async move {
                    let ok = crate::app::download::copy_text(text).await;
                    said.say(if ok { t("editor-link-copied") } else { t("editor-copy-refused") }, !ok);
                });
            }>{t("editor-copy")}</button>
        </div>
    }
}
