//! The path editor (`author=1`, "Write a path" in the toolbar; an on-demand part,
//! `app::part::AUTHOR`): a teacher adds the state on screen as a step, writes its text (with a
//! live preview of the placeholders, computed by the core for the step's state) and its
//! question, reorders and deletes steps, previews the path as a learner sees it, and saves it as
//! a link (the JSON packed by the browser's deflate) or as a JSON file. The draft is checked by
//! reading it as a path (`rope::teaching::path::Draft::check`): the editor shows exactly what a
//! learner's link would refuse, by step and field.

use std::cell::RefCell;

use leptos::prelude::*;
use wasm_bindgen::prelude::*;

use crate::app::state::{AppState, View};
use crate::rope::scene::Scene;
use crate::rope::settings::views::READOUTS;
use crate::rope::teaching::kept;
use crate::rope::teaching::path::{
    self, describe, Draft, Path, COMPUTED, MAX_LINK, MAX_PATH_JSON, PLACEHOLDERS,
};

#[wasm_bindgen(module = "/www/path-io.js")]
extern "C" {
    #[wasm_bindgen(catch, js_name = packPath)]
    async fn pack_path(json: &str) -> Result<JsValue, JsValue>;
}

thread_local! {
    /// The draft outlives the panel (closing the editor and opening it again keeps it), and a
    /// reload: it starts from the browser's storage (`rope::teaching::kept`).
    static KEPT: RefCell<Draft> = RefCell::new(
        stored().and_then(|t| kept::read(&t)).unwrap_or_default(),
    );
}

/// Calls `localStorage[method](args...)`; a refusal (quota, security, a sandboxed frame) is no
/// error to show: the draft then lives as long as the page.
fn storage_call(method: &str, args: &[&str]) -> Option<JsValue> {
    super::storage::web_storage_call("localStorage", method, args)
}

fn stored() -> Option<String> {
    storage_call("getItem", &[kept::STORAGE_KEY])?.as_string()
}

/// Keeps the draft in the browser (an empty one: nothing kept).
fn store(d: &Draft) {
    if *d == Draft::default() {
        storage_call("removeItem", &[kept::STORAGE_KEY]);
    } else {
        storage_call("setItem", &[kept::STORAGE_KEY, &kept::write(d)]);
    }
}

/// The view the contents bar marks as the one in sight, if any.
fn view_in_sight() -> Option<View> {
    let a = web_sys::window()?
        .document()?
        .query_selector(".toc-views a[aria-current=\"location\"]")
        .ok()??;
    View::parse(a.get_attribute("href")?.strip_prefix("#view-")?)
}

/// The views a step can show.
fn drawn() -> Vec<View> {
    View::ALL.into_iter().filter(|v| v.in_paths()).collect()
}

#[component]
pub fn Author(state: AppState) -> impl IntoView {
    let draft = RwSignal::new(KEPT.with(|k| k.borrow().clone()));
    Effect::new(move |_| {
        draft.with(|d| {
            store(d);
            KEPT.with(|k| *k.borrow_mut() = d.clone())
        })
    });
    let selected: RwSignal<Option<usize>> =
        RwSignal::new(draft.with_untracked(|d| (!d.steps.is_empty()).then_some(0)));
    let add_view = RwSignal::new(View::Compasses);
    let link_text = RwSignal::new(String::new());
    let status = RwSignal::new(String::new());
    // Whether the status says why an action could not be done (shown as an error).
    let refused = RwSignal::new(false);
    let say = move |text: String, bad: bool| {
        refused.set(bad);
        status.set(text);
    };
    // "Start over" asks once more before the draft goes.
    let discarding = RwSignal::new(false);
    let start_over = move |_| {
        if discarding.get_untracked() {
            draft.set(Draft::default());
            selected.set(None);
            link_text.set(String::new());
            discarding.set(false);
            say("A new, empty path.".into(), false);
        } else {
            discarding.set(true);
        }
    };
    // An action the draft's problems block: it says so next to the buttons, and how many to fix
    // (the list itself is right above them).
    let blocked = move |what: &str, e: &[path::PathError]| {
        let n = e.len();
        say(
            format!(
                "{what} needs a path that runs: fix the {} listed above first.",
                if n == 1 {
                    "problem".to_string()
                } else {
                    format!("{n} problems")
                }
            ),
            true,
        );
    };
    let checked = Memo::new(move |_| draft.with(|d| d.check()));
    let errors = move || match checked.get() {
        Ok(_) => Vec::new(),
        Err(e) => e.iter().map(|e| e.to_string()).collect(),
    };

    let add = move |_| {
        let query = state.config.with_untracked(|c| c.to_query());
        let view = add_view.get_untracked();
        let i = draft.try_update(|d| d.add_step(&query, view)).unwrap_or(0);
        selected.set(Some(i));
    };
    let edit = move |f: Box<dyn FnOnce(&mut path::DraftStep)>| {
        if let Some(i) = selected.get_untracked() {
            draft.update(|d| {
                if let Some(st) = d.steps.get_mut(i) {
                    f(st)
                }
            });
        }
    };
    let step_field = move |get: fn(&path::DraftStep) -> String| {
        move || {
            selected
                .get()
                .and_then(|i| draft.with(|d| d.steps.get(i).map(get)))
                .unwrap_or_default()
        }
    };
    let preview = move || {
        let (text, query) = match selected
            .get()
            .and_then(|i| draft.with(|d| d.steps.get(i).map(|s| (s.text.clone(), s.state.clone()))))
        {
            Some(x) => x,
            None => return String::new(),
        };
        match (
            path::placeholders(&text),
            crate::rope::Config::from_query(&query),
        ) {
            (Err(e), _) => format!("(not yet: {e})"),
            (_, Err(e)) => format!("(the step's state: {e})"),
            (Ok(_), Ok(parsed)) => path::render(&text, &Scene::new(&parsed.config)),
        }
    };
    let run_preview = move |_| match checked.get_untracked() {
        Ok(p) => {
            say(
                format!("Previewing \"{}\" as a learner sees it.", p.title),
                false,
            );
            let source = format!("path={}", crate::rope::config::percent_encode(&p.to_json()));
            super::tour::run(state, p, source, 0);
        }
        Err(e) => blocked("The preview", &e),
    };
    let get_link = move |_| match checked.get_untracked() {
        Ok(p) => {
            let json = p.to_json();
            leptos::task::spawn_local(async move {
                match pack_path(&json).await {
                    Ok(packed) => {
                        let packed = packed.as_string().unwrap_or_default();
                        let link = format!("{}?path={packed}", crate::app::url::page_url());
                        if link.len() <= MAX_LINK {
                            say(format!("A link of {} characters.", link.len()), false);
                            link_text.set(link);
                        } else {
                            link_text.set(String::new());
                            refused.set(true);
                            status.set(format!(
                                "This path makes a link of {} characters, too long to share safely (at most {MAX_LINK}): save it as a JSON file and open it with path_url=.",
                                link.len()
                            ));
                        }
                    }
                    Err(_) => say(
                        "This browser cannot pack the path for a link: save it as a JSON file."
                            .into(),
                        true,
                    ),
                }
            });
        }
        Err(e) => blocked("A link", &e),
    };
    let save_json = move |_| match checked.get_untracked() {
        Ok(p) => {
            crate::app::download::download_text(
                &format!("{}.json", p.id),
                "application/json",
                &p.to_json_pretty(),
            );
            say(format!("Saved {}.json.", p.id), false);
        }
        Err(e) => blocked("Saving", &e),
    };
    let load = move |p: &Path| {
        draft.set(Draft::from_path(p));
        selected.set((!p.steps.is_empty()).then_some(0));
    };
    let edit_running = move |_| {
        let p = super::tour::current().get_untracked();
        load(&p);
        say(format!("Editing a copy of \"{}\".", p.title), false);
    };
    let open_file = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        let Some(file) = input.files().and_then(|f| f.get(0)) else {
            return;
        };
        if file.size() > MAX_PATH_JSON as f64 {
            say(
                format!("{}: longer than {MAX_PATH_JSON} bytes.", file.name()),
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
                    load(&p);
                    say(format!("Opened \"{}\" ({}).", p.title, file.name()), false);
                }
                Err(e) => say(format!("{}: {}", file.name(), describe(&e)), true),
            }
        });
    };

    let steps = move || {
        draft.with(|d| {
            d.steps
                .iter()
                .enumerate()
                .map(|(i, st)| {
                    let label = format!(
                        "{}. {} ({}; {})",
                        i + 1,
                        if st.title.is_empty() { "untitled" } else { &st.title },
                        if st.state.is_empty() { "default settings" } else { &st.state },
                        st.views.iter().map(|v| v.as_str()).collect::<Vec<_>>().join(", ")
                    );
                    let n = i + 1;
                    view! {
                        <li class="author-step">
                            <button type="button" class="author-pick" data-testid="author-step-pick"
                                aria-pressed=move || (selected.get() == Some(i)).to_string()
                                on:click=move |_| selected.set(Some(i))>{label}</button>
                            <button type="button" data-testid="author-up" aria-label=format!("Move step {n} up")
                                on:click=move |_| { let j = draft.try_update(|d| d.move_step(i, true)).unwrap_or(i); selected.set(Some(j)); }>"↑"</button>
                            <button type="button" data-testid="author-down" aria-label=format!("Move step {n} down")
                                on:click=move |_| { let j = draft.try_update(|d| d.move_step(i, false)).unwrap_or(i); selected.set(Some(j)); }>"↓"</button>
                            <button type="button" data-testid="author-delete" aria-label=format!("Delete step {n}")
                                on:click=move |_| {
                                    draft.update(|d| { if i < d.steps.len() { d.steps.remove(i); } });
                                    let left = draft.with_untracked(|d| d.steps.len());
                                    selected.set((left > 0).then(|| i.min(left - 1)));
                                }>"Delete"</button>
                        </li>
                    }
                })
                .collect_view()
        })
    };

    let kind = step_field(|s| s.question.kind.clone());
    let editor = move || {
        selected.get().filter(|&i| draft.with(|d| i < d.steps.len())).map(|i| {
            let views_of = move || {
                draft.with(|d| d.steps.get(i).map(|s| s.views.clone()).unwrap_or_default())
            };
            view! {
                <fieldset class="author-editor" data-testid="author-editor">
                    <legend>{format!("Step {}", i + 1)}</legend>
                    <label class="field">"Title "
                        <input type="text" data-testid="author-step-title" prop:value=step_field(|s| s.title.clone())
                            on:input=move |ev| { let v = event_target_value(&ev); edit(Box::new(move |s| s.title = v)); } />
                    </label>
                    <label class="field">"State (URL keys over the defaults) "
                        <input type="text" data-testid="author-step-state" prop:value=step_field(|s| s.state.clone())
                            on:change=move |ev| { let v = event_target_value(&ev); edit(Box::new(move |s| s.state = v)); } />
                    </label>
                    <button type="button" data-testid="author-step-capture" on:click=move |_| {
                        let q = state.config.with_untracked(|c| c.to_query());
                        edit(Box::new(move |s| s.state = q));
                    }>"Use the settings on screen"</button>
                    <fieldset class="author-views">
                        <legend>"Views"</legend>
                        {drawn().into_iter().map(|v| view! {
                            <label class="check">
                                <input type="checkbox" data-view=v.as_str()
                                    prop:checked=move || views_of().contains(&v)
                                    on:change=move |ev| {
                                        let on = event_target_checked(&ev);
                                        edit(Box::new(move |s| {
                                            s.views.retain(|x| *x != v);
                                            if on { s.views.push(v); }
                                        }));
                                    } />
                                " " {v.short_title()}
                            </label>
                        }).collect_view()}
                    </fieldset>
                    <label class="field">"Text (plain text; {placeholders} are computed)"
                        <textarea rows="4" data-testid="author-step-text" prop:value=step_field(|s| s.text.clone())
                            on:input=move |ev| { let v = event_target_value(&ev); edit(Box::new(move |s| s.text = v)); }></textarea>
                    </label>
                    <p class="hint">"Preview for the step's state:"</p>
                    <p class="author-preview" data-testid="author-preview" aria-live="polite">{preview}</p>
                    <details class="author-list">
                        <summary>"Placeholders"</summary>
                        <dl>
                            {PLACEHOLDERS.iter().map(|p| view! {
                                <dt><code>{if p.pair { format!("{{{}:i}}", p.name) } else { format!("{{{}}}", p.name) }}</code></dt>
                                <dd>{p.meaning}</dd>
                            }).collect_view()}
                            <dt><code>"{tour:ID}"</code></dt>
                            <dd>"the text of the built-in tour's step ID"</dd>
                        </dl>
                    </details>
                    <label class="field">"Question "
                        <select data-testid="author-q-kind" on:change=move |ev| {
                            let v = event_target_value(&ev);
                            edit(Box::new(move |s| s.question.kind = v));
                        }>
                            {[("", "none"), ("choice", "multiple choice (your answer)"), ("number", "a number the core computes"), ("computed", "which pair / which method (computed)")]
                                .into_iter().map(|(k, label)| view! {
                                    <option value=k selected=move || kind() == k>{label}</option>
                                }).collect_view()}
                        </select>
                    </label>
                    <Show when=move || !kind().is_empty()>
                        <label class="field">"Prompt "
                            <input type="text" data-testid="author-q-prompt" prop:value=step_field(|s| s.question.prompt.clone())
                                on:input=move |ev| { let v = event_target_value(&ev); edit(Box::new(move |s| s.question.prompt = v)); } />
                        </label>
                    </Show>
                    <Show when=move || kind() == "choice">
                        <label class="field">"Choices (one per line)"
                            <textarea rows="3" data-testid="author-q-choices" prop:value=step_field(|s| s.question.choices.clone())
                                on:input=move |ev| { let v = event_target_value(&ev); edit(Box::new(move |s| s.question.choices = v)); }></textarea>
                        </label>
                        <fieldset class="author-views" data-testid="author-q-right-choices">
                            <legend>"The right choice"</legend>
                            {move || {
                                let answer = step_field(|s| s.question.answer.clone())();
                                let choices = step_field(|s| s.question.choices.clone())();
                                let lines: Vec<String> = choices.lines().map(str::trim).filter(|l| !l.is_empty()).map(String::from).collect();
                                if lines.is_empty() {
                                    return view! { <span class="hint">"Type the choices first."</span> }.into_any();
                                }
                                lines.into_iter().enumerate().map(|(k, line)| view! {
                                    <label class="check">
                                        <input type="radio" name=format!("author-right-{i}") data-testid="author-q-right"
                                            prop:checked=answer.trim() == k.to_string()
                                            on:change=move |_| edit(Box::new(move |s| s.question.answer = k.to_string())) />
                                        " " {line}
                                    </label>
                                }).collect_view().into_any()
                            }}
                        </fieldset>
                    </Show>
                    <Show when=move || kind() == "number">
                        <label class="field">"The answer: a number placeholder's name (like score or wavelength:3) "
                            <input type="text" data-testid="author-q-answer" prop:value=step_field(|s| s.question.answer.clone())
                                on:input=move |ev| { let v = event_target_value(&ev); edit(Box::new(move |s| s.question.answer = v)); } />
                        </label>
                        <label class="field">"Tolerance (how far off an answer may be) "
                            <input type="text" inputmode="decimal" size="8" data-testid="author-q-tolerance" prop:value=step_field(|s| s.question.tolerance.clone())
                                on:input=move |ev| { let v = event_target_value(&ev); edit(Box::new(move |s| s.question.tolerance = v)); } />
                        </label>
                    </Show>
                    <Show when=move || kind() == "computed">
                        <label class="field">"The computed answer "
                            <select data-testid="author-q-computed" on:change=move |ev| {
                                let v = event_target_value(&ev);
                                edit(Box::new(move |s| s.question.answer = v));
                            }>
                                <option value="">"choose"</option>
                                {COMPUTED.iter().map(|c| {
                                    let name = c.name;
                                    view! { <option value=name selected=move || step_field(|s| s.question.answer.clone())() == name>{format!("{} ({})", c.name, c.meaning)}</option> }
                                }).collect_view()}
                            </select>
                        </label>
                    </Show>
                    <Show when=move || !kind().is_empty()>
                        <label class="field">"Explanation (shown after the answer)"
                            <textarea rows="2" data-testid="author-q-explanation" prop:value=step_field(|s| s.question.explanation.clone())
                                on:input=move |ev| { let v = event_target_value(&ev); edit(Box::new(move |s| s.question.explanation = v)); }></textarea>
                        </label>
                    </Show>
                    // What the question's answer would show on screen: hidden until the learner
                    // answers (by default every such readout of the step's views; the teacher
                    // may untick them).
                    <Show when=move || !kind().is_empty()>
                        <fieldset class="author-views" data-testid="author-hide">
                            <legend>"Hide until the question is answered"</legend>
                            {move || {
                                let (default, hide) = draft.with(|d| d.steps.get(i).map(|s| (s.default_hide(), s.hide.clone())).unwrap_or_default());
                                let mut offered = default.clone();
                                for h in hide.iter().flatten() {
                                    if !offered.contains(h) { offered.push(h); }
                                }
                                if offered.is_empty() {
                                    return view! { <span class="hint">"No readout on the page gives this answer away."</span> }.into_any();
                                }
                                let on = hide.unwrap_or(default);
                                offered.into_iter().map(|name| {
                                    let what = READOUTS.iter().find(|r| r.0 == name).map(|r| format!("{}: {}", r.1.short_title(), r.2)).unwrap_or_default();
                                    view! {
                                        <label class="check">
                                            <input type="checkbox" data-readout=name prop:checked=on.contains(&name)
                                                on:change=move |ev| {
                                                    let yes = event_target_checked(&ev);
                                                    edit(Box::new(move |s| {
                                                        let mut h = s.hide.clone().unwrap_or_else(|| s.default_hide());
                                                        h.retain(|x| *x != name);
                                                        if yes { h.push(name); }
                                                        s.hide = Some(h);
                                                    }));
                                                } />
                                            " " {what}
                                        </label>
                                    }
                                }).collect_view().into_any()
                            }}
                        </fieldset>
                    </Show>
                </fieldset>
            }
        })
    };

    view! {
        <section class="author" data-testid="author" aria-labelledby="author-heading">
            <h2 id="author-heading">"Write a path"</h2>
            <p class="hint">"Set the knobs, pick a view, and add the state as a step; write what the learner should notice and ask one question. Numbers in braces, like {score}, are computed for the settings on the learner's screen."</p>
            <label class="field">"Path title "
                <input type="text" data-testid="author-title" prop:value=move || draft.with(|d| d.title.clone())
                    on:input=move |ev| { let v = event_target_value(&ev); draft.update(|d| d.title = v); } />
            </label>
            <p class="hint">"Your draft is kept in this browser until you start over. "
                <button type="button" data-testid="author-start-over" on:click=start_over
                    on:blur=move |_| discarding.set(false)>
                    {move || if discarding.get() { "Discard this draft? Click again" } else { "Start over" }}
                </button>
            </p>
            <div class="author-add">
                <label class="field">"View "
                    <select data-testid="author-view" on:change=move |ev| {
                        if let Some(v) = View::parse(&event_target_value(&ev)) { add_view.set(v); }
                    } on:focus=move |_| { if let Some(v) = view_in_sight().filter(|v| v.in_paths()) { add_view.set(v); } }>
                        {drawn().into_iter().map(|v| view! {
                            <option value=v.as_str() selected=move || add_view.get() == v>{v.short_title()}</option>
                        }).collect_view()}
                    </select>
                </label>
                <button type="button" class="primary" data-testid="author-add" on:click=add>"Add this state as a step"</button>
            </div>
            <ol class="author-steps" data-testid="author-steps">{steps}</ol>
            {editor}
            <div class="author-errors" data-testid="author-errors" aria-live="polite">
                {move || {
                    let e = errors();
                    (!e.is_empty()).then(|| view! {
                        <p class="author-errors-head">{format!("Before it can run, fix {}:", if e.len() == 1 { "this problem".to_string() } else { format!("these {} problems", e.len()) })}</p>
                        <ul>{e.into_iter().map(|m| view! { <li>{m}</li> }).collect_view()}</ul>
                    })
                }}
            </div>
            <div class="author-actions" role="group" aria-label="Path" aria-describedby="author-status">
                <button type="button" data-testid="author-run" on:click=run_preview>"Preview as a learner"</button>
                <button type="button" data-testid="author-link" on:click=get_link>"Get a link"</button>
                <button type="button" data-testid="author-json" on:click=save_json>"Download the path (JSON)"</button>
                <label class="file-button">"Open a path file "
                    <input type="file" accept=".json,application/json" data-testid="author-open" on:change=open_file />
                </label>
                <button type="button" data-testid="author-edit-running" on:click=edit_running>"Edit the running path"</button>
            </div>
            <p class="author-status" class:refused=move || refused.get() id="author-status" role="status" data-testid="author-status">{move || status.get()}</p>
            <div class="author-add" hidden=move || link_text.get().is_empty()>
                <label class="field">"Link "
                    <input type="text" readonly data-testid="author-link-text" prop:value=move || link_text.get() />
                </label>
                <button type="button" data-testid="author-link-copy" on:click=move |_| {
                    let text = link_text.get_untracked();
                    leptos::task::spawn_local(async move {
                        let ok = crate::app::download::copy_text(text).await;
                        say(if ok { "Link copied.".into() } else { "Could not copy (the browser refused the clipboard): select the link and copy it.".into() }, !ok);
                    });
                }>"Copy"</button>
            </div>
            <super::scorm::ScormBox draft=draft />
        </section>
    }
}
