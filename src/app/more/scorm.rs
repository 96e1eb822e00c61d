//! The path editor's "Download for a learning platform" box (in the editor, an on-demand part):
//! how the path is graded (first or last answers, a pass mark) and SCORM 1.2 / SCORM 2004 zips
//! of the draft path or of the built-in tour, made in the page (www/scorm-pack.js; the package's
//! own files from `rope::teaching::scorm`), the real model only when the teacher ticks it.

use crate::app::i18n::{t, tf};
use crate::app::part::message;
use crate::msg;
use crate::rope::base::i18n::Arg;
use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use crate::rope::teaching::path::{self, Draft, Scoring};
use crate::rope::teaching::score::pass_percent;
use crate::rope::teaching::scorm::{self, Version};

#[wasm_bindgen(module = "/www/scorm-pack.js")]
extern "C" {
    #[wasm_bindgen(catch, js_name = listSite)]
    async fn list_site(model: bool) -> Result<JsValue, JsValue>;
    #[wasm_bindgen(catch, js_name = packScorm)]
    async fn pack_scorm(files: &str, filename: &str) -> Result<JsValue, JsValue>;
}

#[component]
pub fn ScormBox(draft: RwSignal<Draft>) -> impl IntoView {
    // The pass mark box's refusal: no package while it shows one (it would carry the last good
    // mark, not the one on screen).
    let typed = RwSignal::new(draft.with_untracked(|d| Typed {
        text: percent(d.pass),
        at: d.pass,
        refused: String::new(),
    }));
    let pass_error = pass_refusal(draft, typed);
    let model = RwSignal::new(false);
    let tour = RwSignal::new(false);
    let busy = RwSignal::new(false);
    let status = RwSignal::new(String::new());
    let refused = RwSignal::new(false);
    let say = move |text: String, bad: bool| {
        refused.set(bad);
        status.set(text);
    };
    let export = move |version: Version| {
        let p = if tour.get_untracked() {
            path::builtin()
        } else {
            match draft.with_untracked(|d| d.check()) {
                Ok(p) => p,
                Err(e) => return say(tf(&msg!("scorm-blocked", n = e.len())), true),
            }
        };
        let with_model = model.get_untracked();
        let name = version.file_name(&p);
        busy.set(true);
        say(tf(&msg!("scorm-making", file = name.as_str())), false);
        leptos::task::spawn_local(async move {
            let done = async {
                let site = list_site(with_model).await.map_err(|e| message(&e))?;
                let extra = scorm::package(version, &p, &site.as_string().unwrap_or_default());
                pack_scorm(&extra, &name).await.map_err(|e| message(&e))
            }
            .await;
            busy.set(false);
            match done {
                Ok(size) => {
                    let mb = size.as_f64().unwrap_or(0.0) / 1e6;
                    say(
                        tf(&msg!(
                            "scorm-saved",
                            file = name.as_str(),
                            mb = Arg::num(format!("{mb:.1}"), mb)
                        )),
                        false,
                    )
                }
                Err(e) => say(tf(&msg!("scorm-failed", error = e)), true),
            }
        });
    };

    view! {
        <fieldset class="author-scorm" data-testid="export-scorm" aria-describedby="export-status">
            <legend>{t("scorm-heading")}</legend>
            <label class="field">{t("scorm-which-answer")}" "
                <select data-testid="export-scoring" on:change=move |ev| {
                    let s = Scoring::parse(&event_target_value(&ev)).unwrap_or_default();
                    draft.update(|d| d.scoring = s);
                }>
                    <option value="first" prop:selected=move || draft.with(|d| d.scoring == Scoring::First)>{t("scorm-first-answer")}</option>
                    <option value="last" prop:selected=move || draft.with(|d| d.scoring == Scoring::Last)>{t("scorm-last-answer")}</option>
                </select>
            </label>
            <PassMark draft typed refusal=pass_error />
            <label class="check">
                <input type="checkbox" data-testid="export-tour" prop:checked=move || tour.get()
                    on:change=move |ev| tour.set(event_target_checked(&ev)) />
                " "{t("scorm-builtin-tour")}
            </label>
            <label class="check">
                <input type="checkbox" data-testid="export-model" prop:checked=move || model.get()
                    on:change=move |ev| model.set(event_target_checked(&ev)) />
                " "{tf(&msg!(
                    "scorm-with-model",
                    model = crate::rope::settings::model_run::NAME,
                    mb = crate::rope::settings::model_run::FILE_BYTES / 1_000_000
                ))}
            </label>
            <div class="author-actions">
                <button type="button" data-testid="export-scorm12" disabled=move || busy.get() || !pass_error.with(String::is_empty)
                    on:click=move |_| export(Version::Scorm12)>{t("scorm-12")}</button>
                <button type="button" data-testid="export-scorm2004" disabled=move || busy.get() || !pass_error.with(String::is_empty)
                    on:click=move |_| export(Version::Scorm2004)>{t("scorm-2004")}</button>
            </div>
            <p class="author-status" class:refused=move || refused.get() id="export-status"
                role="status" data-testid="export-status">{move || status.get()}</p>
        </fieldset>
    }
}

/// What the teacher typed last in the pass mark box: the text, the draft's pass mark it left
/// (the one typed, or the last good one when it was refused) and why it was refused, if it was.
#[derive(Clone, PartialEq)]
struct Typed {
    text: String,
    at: Option<f64>,
    refused: String,
}

fn percent(p: Option<f64>) -> String {
    p.map_or(String::new(), |p| {
        format!("{}", (p * 1000.0).round() / 10.0)
    })
}

/// The pass mark box's refusal, derived: what was typed counts while the draft keeps the pass
/// mark it left; a path opened into the editor brings its own pass mark, and the refusal goes.
fn pass_refusal(draft: RwSignal<Draft>, typed: RwSignal<Typed>) -> Memo<String> {
    Memo::new(move |_| {
        let now = draft.with(|d| d.pass);
        typed.with(|t| {
            if t.at == now {
                t.refused.clone()
            } else {
                String::new()
            }
        })
    })
}

/// The pass mark, in percent (the last good one stays while a typed one is refused).
#[component]
fn PassMark(
    draft: RwSignal<Draft>,
    typed: RwSignal<Typed>,
    refusal: Memo<String>,
) -> impl IntoView {
    let pass_now = Memo::new(move |_| draft.with(|d| d.pass));
    // The text typed while the draft keeps the pass mark it left, else the draft's own.
    let pass_text = move || {
        let now = pass_now.get();
        typed.with(|t| {
            if t.at == now {
                t.text.clone()
            } else {
                percent(now)
            }
        })
    };
    view! {
    <label class="field">{t("scorm-pass-mark")}" "
        <input type="text" inputmode="decimal" size="5" data-testid="export-pass"
            placeholder=t("scorm-pass-none") prop:value=pass_text
            aria-invalid=move || (!refusal.get().is_empty()).then_some("true")
            on:input=move |ev| {
                let text = event_target_value(&ev);
                match pass_percent(&text) {
                    Ok(p) => {
                        draft.update(|d| d.pass = p);
                        typed.set(Typed { text, at: p, refused: String::new() });
                    }
                    // The last good pass mark stays.
                    Err(refused) => typed.set(Typed { text, at: pass_now.get_untracked(), refused: tf(&refused) }),
                }
            } />
    </label>
    <span class="field-error" role="alert" data-testid="export-pass-error">{move || refusal.get()}</span>
    }
}
