//! The table of contents: the chapters, and the views of the chapter in sight, in a bar that
//! stays at the top of the stage. It marks the view the learner is looking at
//! (`aria-current`), found from the views' positions as the page scrolls.

use leptos::html::Nav;
use leptos::prelude::*;
use wasm_bindgen::{closure::Closure, JsCast};

use super::draw;
use super::state::{Chapter, View};

/// Which of this widget's views is "current": the one that holds the line 80 px below the sticky
/// bars (or a third of the way down the part of the screen they leave free, if that is less),
/// or the first view if none has reached it yet. Near the bars, not lower: a view a contents
/// link lands just below the bars is current even while it is short (a part still growing).
fn current_view(widget: &web_sys::Element) -> Option<View> {
    let window = web_sys::window()?;
    let height = window.inner_height().ok()?.as_f64()?;
    let covered = widget
        .query_selector(".stage-head")
        .ok()
        .flatten()
        .map_or(0.0, |h| h.get_bounding_client_rect().bottom().max(0.0));
    let line = covered + ((height - covered) / 3.0).min(80.0);
    let sections = widget.query_selector_all("section.view[data-view]").ok()?;
    let mut current = None;
    for i in 0..sections.length() {
        let Some(el) = sections
            .item(i)
            .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
        else {
            continue;
        };
        let r = el.get_bounding_client_rect();
        if r.height() == 0.0 {
            continue;
        }
        // The guided tour's panel, right above its view, belongs to that view.
        let top = el
            .previous_element_sibling()
            .filter(|p| p.class_list().contains("tour-slot"))
            .map_or(r.top(), |p| p.get_bounding_client_rect().top().min(r.top()));
        let name = el.get_attribute("data-view").unwrap_or_default();
        if current.is_none() || top <= line {
            current = View::parse(&name).or(current);
        }
        if top > line {
            break;
        }
    }
    current
}

/// Marks the view that holds the line ([`current_view`]) as current, if it is not already; then
/// (once the bar shows it) keeps its link in sight in the bar ([`reveal_current`]).
fn mark_current(widget: &web_sys::Element, nav: &web_sys::HtmlElement, current: RwSignal<View>) {
    if let Some(v) = current_view(widget) {
        if current.try_get_untracked().is_some_and(|c| c != v) {
            let _ = current.try_set(v);
            let nav = nav.clone();
            request_animation_frame(move || reveal_current(&nav));
        }
    }
}

/// Follows the page's scroll and layout, at most once a frame: the window's scroll and resize,
/// and the widget's own size (views shown or hidden, parts mounting), which the observer also
/// reports once as the page first lays out. Attached to the contents bar when it mounts
/// (`draw::observe_element`).
fn follow_scroll(nav: &web_sys::Element, current: RwSignal<View>) -> Option<draw::Detach> {
    let nav = nav.dyn_ref::<web_sys::HtmlElement>()?.clone();
    let widget = nav.closest("main.ropescope").ok().flatten()?;
    let queued = std::rc::Rc::new(std::cell::Cell::new(false));
    let watched = widget.clone();
    let on_change: Closure<dyn FnMut()> = Closure::new(move || {
        if queued.replace(true) {
            return;
        }
        let (queued, widget, nav) = (queued.clone(), widget.clone(), nav.clone());
        request_animation_frame(move || {
            queued.set(false);
            mark_current(&widget, &nav, current);
        });
    });
    let window = web_sys::window()?;
    for ev in ["scroll", "resize"] {
        let _ = window.add_event_listener_with_callback(ev, on_change.as_ref().unchecked_ref());
    }
    let resized = web_sys::ResizeObserver::new(on_change.as_ref().unchecked_ref()).ok();
    if let Some(r) = &resized {
        r.observe(&watched);
    }
    Some(Box::new(move || {
        for ev in ["scroll", "resize"] {
            let _ =
                window.remove_event_listener_with_callback(ev, on_change.as_ref().unchecked_ref());
        }
        if let Some(r) = resized {
            r.disconnect();
        }
        drop(on_change);
    }))
}

/// A contents link: the view lands below the sticky bars and stays there while the parts above
/// it mount (a plain anchor jump lands short once they grow). The address still gets the
/// anchor, as a link would give it.
fn jump(ev: leptos::ev::MouseEvent, view: View) {
    let Some(link) = ev
        .current_target()
        .and_then(|t| t.dyn_into::<web_sys::Element>().ok())
    else {
        return;
    };
    ev.prevent_default();
    if let Some(history) = web_sys::window().and_then(|w| w.history().ok()) {
        let _ = history.replace_state_with_url(
            &wasm_bindgen::JsValue::NULL,
            "",
            Some(&format!("#view-{}", view.as_str())),
        );
    }
    super::scroll::bring_into_sight(&link, view, None);
}

/// Scrolls the contents strip sideways (only when it overflows) so that the current view's
/// link, or its chapter's, is inside it.
fn reveal_current(nav: &web_sys::HtmlElement) {
    let Some(strip) = nav
        .query_selector(".toc-chapters")
        .ok()
        .flatten()
        .and_then(|s| s.dyn_into::<web_sys::HtmlElement>().ok())
    else {
        return;
    };
    if strip.scroll_width() <= strip.client_width() {
        return;
    }
    let Some(link) = nav
        .query_selector("a[aria-current=\"location\"]")
        .ok()
        .flatten()
        .or_else(|| {
            nav.query_selector("a[aria-current=\"true\"]")
                .ok()
                .flatten()
        })
    else {
        return;
    };
    let (s, l) = (
        strip.get_bounding_client_rect(),
        link.get_bounding_client_rect(),
    );
    let margin = 12.0;
    let shift = if l.left() < s.left() + margin {
        l.left() - s.left() - margin
    } else if l.right() > s.right() - margin {
        l.right() - s.right() + margin
    } else {
        return;
    };
    strip.set_scroll_left(strip.scroll_left() + shift.round() as i32);
}

#[component]
pub fn Contents() -> impl IntoView {
    let state = super::state::use_store();
    let nav = NodeRef::<Nav>::new();
    let current = RwSignal::new(View::Compasses);
    draw::observe_element(nav, move |el| follow_scroll(el, current));
    let ui = state.ui;
    view! {
        <nav class="toc" aria-label=super::i18n::t("toc-label") data-testid="contents" node_ref=nav>
            <ol class="toc-chapters">
                {Chapter::ALL.map(|ch| {
                    let here = move || current.with(|v| v.chapter() == ch);
                    // The chapter's first view on the page (a `view=` link shows only some); a
                    // chapter with none is not listed, as its views are not.
                    // (A closure, not a Memo: a Memo of a new type costs the page's module.)
                    let first = move || ui.with(|u| ch.views().iter().copied().find(|&v| u.shows(v)));
                    let target = move || first().unwrap_or(View::Compasses);
                    view! {
                        <li class="toc-chapter" class:current=here hidden=move || first().is_none()>
                            <a href=move || format!("#view-{}", target().as_str()) class="toc-chapter-link"
                                on:click=move |ev| jump(ev, target())
                                title=crate::app::i18n::tf(&ch.blurb_msg())
                                aria-current=move || here().then_some("true")>{crate::app::i18n::tf(&ch.title_msg())}</a>
                            <ol class="toc-views" hidden=move || !here()>
                                {ch.views().iter().map(|&v| view! {
                                    <li hidden=move || !ui.with(|u| u.shows(v))>
                                        <a href=format!("#view-{}", v.as_str())
                                            on:click=move |ev| jump(ev, v)
                                            aria-current=move || (current.get() == v).then_some("location")>
                                            {crate::app::i18n::tf(&v.short_msg())}
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
    super::draw::on_resize(node, move |el| {
        // A phone's settings sheet covers the page while open: the bar it came from keeps its
        // height (the sticky bars and anchors below use it the moment it closes).
        if el.class_list().contains("open") {
            return;
        }
        let root = el
            .closest("main.ropescope")
            .ok()
            .flatten()
            .and_then(|r| r.dyn_into::<web_sys::HtmlElement>().ok());
        if let Some(root) = root {
            let h = el.offset_height();
            let _ = root
                .style()
                .set_property(&format!("--{name}"), &format!("{h}px"));
        }
    });
}
