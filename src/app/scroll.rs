//! Bringing a view into sight below the sticky bars, and keeping it there while the page settles:
//! the contents bar's links and the guided tour both use it. Parts that mount above the target
//! (an on-demand view one screen ahead, the lab) grow after the first scroll and would push the
//! view down, so the view is re-aligned every frame until the page holds still, and the learner's
//! own scrolling (wheel, touch, keys, a click) hands the scroll back at once.
//!
//! When it stops, the widget's root carries `data-scrolled`: `view-<name>` after a contents
//! link, `tour-<step>` (counting from 1) after a tour step, `held-<name>` after a hold (below).
//! The end-to-end tests wait for it.
//!
//! The same loop holds a view where it is while the parts mount ([`hold_in_place`]): after a
//! Retry in a view far down the page, the parts above it grow by thousands of pixels and would
//! push it out of sight. The browsers' own scroll anchoring does not catch this (the element it
//! anchors on is the message the part replaces), and Safari has none.

use leptos::prelude::request_animation_frame;
use wasm_bindgen::{closure::Closure, JsCast};

use crate::rope::settings::views::View;

/// Where the window must scroll for `view` (in the widget `widget`) to sit just below the
/// sticky bars (the stage head: the contents; on a phone also the settings bar), or with `at`
/// that far from the viewport's top, and where it is now.
fn scroll_target(
    widget: &web_sys::Element,
    view: View,
    tour: bool,
    at: Option<f64>,
) -> Option<(f64, f64)> {
    let target = target(widget, view, tour)?;
    let window = web_sys::window()?;
    let now = window.scroll_y().unwrap_or(0.0);
    if let Some(at) = at {
        let y = target.get_bounding_client_rect().top() + now - at;
        return Some((y.max(0.0), now));
    }
    // Everything sticky at the top of the stage ends at the stage head's bottom once it is
    // stuck: its own height plus its `top`.
    let covered = widget
        .query_selector(".stage-head")
        .ok()
        .flatten()
        .and_then(|head| {
            let style = window.get_computed_style(&head).ok().flatten();
            let property =
                |name: &str| style.as_ref().and_then(|s| s.get_property_value(name).ok());
            let top = property("top")
                .and_then(|t| t.trim_end_matches("px").parse::<f64>().ok())
                .unwrap_or(0.0);
            // A stage head that does not stick covers nothing.
            let sticky = property("position").is_some_and(|p| p == "sticky");
            head.dyn_ref::<web_sys::HtmlElement>()
                .filter(|_| sticky)
                .map(|h| h.offset_height() as f64 + top)
        })
        .unwrap_or(0.0);
    let y = target.get_bounding_client_rect().top() + now - covered - 8.0;
    Some((y.max(0.0), now))
}

/// What lands below the sticky bars: the view, or with `tour` the tour's slot right above it
/// (on a phone the panel is in the flow there; on a laptop the slot is empty in the flow and
/// the view lands).
fn target(widget: &web_sys::Element, view: View, tour: bool) -> Option<web_sys::Element> {
    let view_el = widget
        .query_selector(&format!("#view-{}", view.as_str()))
        .ok()??;
    if tour {
        if let Some(slot) = view_el
            .parent_element()
            .and_then(|p| p.query_selector(".tour-slot").ok().flatten())
        {
            return Some(slot);
        }
    }
    Some(view_el)
}

/// Frames the position must hold still (with no part still loading above the target) before
/// the alignment stops: half a second.
const STILL_FRAMES: u32 = 30;
/// The longest the alignment runs, in frames (a slow network loading the parts module).
const MAX_FRAMES: u32 = 600;

/// Whether an on-demand part is still loading above `view` or in it (it will grow when it
/// mounts: a part view's caption comes with its part).
fn loading_above(widget: &web_sys::Element, view: View, tour: bool) -> bool {
    let Some(target) = target(widget, view, tour) else {
        return false;
    };
    let section = widget
        .query_selector(&format!("#view-{}", view.as_str()))
        .ok()
        .flatten()
        .unwrap_or(target);
    let bottom = section.get_bounding_client_rect().bottom();
    let Ok(pending) = widget.query_selector_all(".part-loading") else {
        return false;
    };
    (0..pending.length()).any(|i| {
        pending
            .item(i)
            .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            .is_some_and(|el| el.get_bounding_client_rect().top() < bottom)
    })
}

/// The attribute the widget's root carries while an alignment is under way: its id. Starting
/// another replaces it (which ends the first), and the learner's own scrolling or the end of
/// the alignment removes it.
const ALIGNING: &str = "data-aligning";

/// Whether alignment `id` is (still) the one under way in `widget`.
fn under_way(widget: &web_sys::Element, id: &str) -> bool {
    widget.get_attribute(ALIGNING).as_deref() == Some(id)
}

/// Ends alignment `id`, if it is the one under way.
fn stop(widget: &web_sys::Element, id: &str) {
    if under_way(widget, id) {
        let _ = widget.remove_attribute(ALIGNING);
    }
}

/// What an alignment keeps in place: a view (with `tour`, the tour's slot above it) just below
/// the sticky bars, or with `at` that far from the viewport's top (a hold).
#[derive(Clone, Copy)]
struct Goal {
    view: View,
    tour: Option<usize>,
    at: Option<f64>,
}

/// How far an alignment has come: frames run, frames held still, and after the last frame
/// where the window was left and where the goal wanted it.
#[derive(Clone, Copy, Default)]
struct Progress {
    frame: u32,
    still: u32,
    last: Option<(f64, f64)>,
}

fn align(widget: web_sys::Element, goal: Goal, progress: Progress, id: String) {
    if !under_way(&widget, &id) {
        return;
    }
    let mut moved = false;
    let mut last = progress.last;
    if let (Some((y, now)), Some(window)) = (
        scroll_target(&widget, goal.view, goal.tour.is_some(), goal.at),
        web_sys::window(),
    ) {
        // Someone else scrolled (the page scrolled without the layout moving: a script, a
        // host's command, a test), not the learner's hand: a hold gives way to it too.
        if let (Some(_), Some((left, wanted))) = (goal.at, progress.last) {
            if (now - left).abs() > 2.0 && (y - wanted).abs() <= 2.0 {
                stop(&widget, &id);
                return;
            }
        }
        if (y - now).abs() > 2.0 {
            window.scroll_to_with_x_and_y(0.0, y);
            moved = true;
        }
        last = Some((window.scroll_y().unwrap_or(y), y));
    }
    let still = if moved || loading_above(&widget, goal.view, goal.tour.is_some()) {
        0
    } else {
        progress.still + 1
    };
    if still >= STILL_FRAMES || progress.frame >= MAX_FRAMES {
        // Finished: a hold may start again.
        stop(&widget, &id);
        let label = match (goal.at, goal.tour) {
            (Some(_), _) => format!("held-{}", goal.view.as_str()),
            (None, Some(i)) => format!("tour-{}", i + 1),
            (None, None) => format!("view-{}", goal.view.as_str()),
        };
        let _ = widget.set_attribute("data-scrolled", &label);
        return;
    }
    let next = Progress {
        frame: progress.frame + 1,
        still,
        last,
    };
    request_animation_frame(move || align(widget, goal, next, id));
}

/// Starts an alignment, ending the one under way in the widget (two loops would pull the page
/// two ways); the learner's own scrolling ends it at once.
fn start(widget: web_sys::Element, goal: Goal) {
    let id = js_sys::Math::random().to_string();
    let _ = widget.set_attribute(ALIGNING, &id);
    if let Some(window) = web_sys::window() {
        let (el, mine) = (widget.clone(), id.clone());
        let cb = Closure::<dyn FnMut()>::new(move || stop(&el, &mine));
        for ev in ["wheel", "touchstart", "keydown", "mousedown"] {
            let opts = web_sys::AddEventListenerOptions::new();
            opts.set_once(true);
            opts.set_passive(true);
            let _ = window.add_event_listener_with_callback_and_add_event_listener_options(
                ev,
                cb.as_ref().unchecked_ref(),
                &opts,
            );
        }
        // A few bytes per alignment; the listeners fire at most once each.
        cb.forget();
    }
    align(widget, goal, Progress::default(), id);
}

/// Scrolls `view` of the widget that holds `inside` into sight below the sticky bars (for tour
/// step `tour`, 0-based, the tour panel above it) and keeps it there while the page settles; the
/// learner's own scrolling ends that at once.
pub fn bring_into_sight(inside: &web_sys::Element, view: View, tour: Option<usize>) {
    let Some(widget) = inside.closest("main.ropescope").ok().flatten() else {
        return;
    };
    let _ = widget.remove_attribute("data-scrolled");
    start(
        widget,
        Goal {
            view,
            tour,
            at: None,
        },
    );
}

/// Holds the view that holds `inside` (a part's slot whose Retry the learner clicked) where it
/// is on the screen while the parts about to mount grow above it, unless a jump is under way
/// (it places its own view) or the page is at its top (nothing above can push).
pub fn hold_in_place(inside: &web_sys::Element) {
    let Some(widget) = inside.closest("main.ropescope").ok().flatten() else {
        return;
    };
    let busy = widget.has_attribute(ALIGNING);
    let window = web_sys::window();
    let at_top = window.and_then(|w| w.scroll_y().ok()).unwrap_or(0.0) <= 0.0;
    if busy || at_top {
        return;
    }
    let Some(view) = inside
        .closest("section.view[data-view]")
        .ok()
        .flatten()
        .and_then(|s| View::parse(&s.get_attribute("data-view")?))
    else {
        return;
    };
    let Some(top) = target(&widget, view, false).map(|t| t.get_bounding_client_rect().top()) else {
        return;
    };
    start(
        widget,
        Goal {
            view,
            tour: None,
            at: Some(top),
        },
    );
}
