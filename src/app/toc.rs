//! The table of contents: the chapters, and the views of the chapter in sight, in a bar that
//! stays at the top of the stage. It marks the view the learner is looking at
//! (`aria-current`), found by one IntersectionObserver over the views.

use leptos::html::Nav;
use leptos::prelude::*;
use wasm_bindgen::{closure::Closure, JsCast};

use super::state::{AppState, Chapter, View};

/// The band of the screen that decides which view is "current": from 20 % to 45 % of the
/// height (below the sticky bars, above the fold).
const CURRENT_BAND: &str = "-20% 0px -55% 0px";

type Callback = Closure<dyn FnMut(js_sys::Array)>;

/// Watches every view of the widget that holds `nav` and sets `current` to the one in the
/// band (the last to enter it).
fn watch_views(
    nav: &web_sys::Element,
    current: RwSignal<View>,
) -> Option<(web_sys::IntersectionObserver, Callback)> {
    let widget = nav.closest("main.ropescope").ok().flatten()?;
    let cb: Callback = Closure::new(move |entries: js_sys::Array| {
        for e in entries.iter() {
            let Some(e) = e.dyn_ref::<web_sys::IntersectionObserverEntry>() else {
                continue;
            };
            if !e.is_intersecting() {
                continue;
            }
            let name = e.target().get_attribute("data-view").unwrap_or_default();
            if let Some(v) = View::parse(&name) {
                let _ = current.try_set(v);
            }
        }
    });
    let opts = web_sys::IntersectionObserverInit::new();
    opts.set_root_margin(CURRENT_BAND);
    let obs =
        web_sys::IntersectionObserver::new_with_options(cb.as_ref().unchecked_ref(), &opts).ok()?;
    let sections = widget.query_selector_all("section.view[data-view]").ok()?;
    for i in 0..sections.length() {
        if let Some(el) = sections
            .item(i)
            .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
        {
            obs.observe(&el);
        }
    }
    Some((obs, cb))
}

#[component]
pub fn Contents(state: AppState) -> impl IntoView {
    let nav = NodeRef::<Nav>::new();
    let current = RwSignal::new(View::Compasses);
    let held: StoredValue<Option<(web_sys::IntersectionObserver, Callback)>, LocalStorage> =
        StoredValue::new_local(None);
    // (Re)observe when the shown views change: they are mounted by then (each `Show` renders
    // in the same update).
    Effect::new(move |_| {
        state.ui.track();
        let Some(el) = nav.get() else { return };
        held.update_value(|h| {
            if let Some((old, _)) = h.take() {
                old.disconnect();
            }
            *h = watch_views(&el, current);
        });
    });
    on_cleanup(move || {
        let _ = held.try_update_value(|h| {
            if let Some((old, _)) = h.take() {
                old.disconnect();
            }
        });
    });
    let ui = state.ui;
    view! {
        <nav class="toc" aria-label="Contents" data-testid="contents" node_ref=nav>
            <ol class="toc-chapters">
                {Chapter::ALL.map(|ch| {
                    let here = move || current.with(|v| v.chapter() == ch);
                    let first = ch.views().first().copied().unwrap_or(View::Compasses);
                    view! {
                        <li class="toc-chapter" class:current=here>
                            <a href=format!("#view-{}", first.as_str()) class="toc-chapter-link"
                                title=ch.blurb()
                                aria-current=move || here().then_some("true")>{ch.title()}</a>
                            <ol class="toc-views" hidden=move || !here()>
                                {ch.views().iter().map(|&v| view! {
                                    <li hidden=move || !ui.with(|u| u.shows(v))>
                                        <a href=format!("#view-{}", v.as_str())
                                            aria-current=move || (current.get() == v).then_some("location")>
                                            {v.short_title()}
                                        </a>
                                    </li>
                                }).collect_view()}
                            </ol>
                        </li>
                    }
                }).collect_view()}
            </ol>
        </nav>
    }
}

/// Keeps the CSS variable `--{name}` on this widget's root equal to `node`'s height in pixels
/// (the sticky bars' heights, which anchored views scroll below: `scroll-margin-top`).
pub fn publish_height<E>(node: NodeRef<E>, name: &'static str)
where
    E: leptos::html::ElementType,
    E::Output: JsCast + Clone + 'static,
{
    type Observed = Closure<dyn FnMut(js_sys::Array)>;
    let held: StoredValue<Option<(web_sys::ResizeObserver, Observed)>, LocalStorage> =
        StoredValue::new_local(None);
    Effect::new(move |_| {
        let Some(el) = node.get() else { return };
        let Some(el) = el.dyn_ref::<web_sys::HtmlElement>().cloned() else {
            return;
        };
        let Some(root) = el
            .closest("main.ropescope")
            .ok()
            .flatten()
            .and_then(|r| r.dyn_into::<web_sys::HtmlElement>().ok())
        else {
            return;
        };
        let watched = el.clone();
        let cb: Observed = Closure::new(move |_: js_sys::Array| {
            let h = watched.offset_height();
            let _ = root
                .style()
                .set_property(&format!("--{name}"), &format!("{h}px"));
        });
        if let Ok(obs) = web_sys::ResizeObserver::new(cb.as_ref().unchecked_ref()) {
            obs.observe(&el);
            held.update_value(|h| {
                if let Some((old, _)) = h.take() {
                    old.disconnect();
                }
                *h = Some((obs, cb));
            });
        }
    });
    on_cleanup(move || {
        let _ = held.try_update_value(|h| {
            if let Some((old, _)) = h.take() {
                old.disconnect();
            }
        });
    });
}
