//! Bringing a view into sight below the sticky bars, and keeping it there while the page settles:
//! the contents bar's links and the guided tour both use it. Parts that mount above the target
//! (an on-demand view one screen ahead, the lab) grow after the first scroll and would push the
//! view down, so the view is re-aligned every frame until the page holds still, and the learner's
//! own scrolling (wheel, touch, keys, a click) hands the scroll back at once.
//!
//! When it stops, the widget's root carries `data-scrolled`: `view-<name>` after a contents
//! link, `tour-<step>` (counting from 1) after a tour step. The end-to-end tests wait for it.

use std::cell::Cell;
use std::rc::Rc;

use leptos::prelude::request_animation_frame;
use wasm_bindgen::{closure::Closure, JsCast};

use super::state::View;

/// Where the window must scroll for `view` (in the widget `widget`) to sit just below the
/// sticky bars (the stage head: the contents; on a phone also the settings bar), and where it
/// is now.
fn scroll_target(widget: &web_sys::Element, view: View, tour: bool) -> Option<(f64, f64)> {
    let target = target(widget, view, tour)?;
    let window = web_sys::window()?;
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
    let now = window.scroll_y().unwrap_or(0.0);
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

thread_local! {
    /// The stop flag of the alignment under way, if any.
    static CURRENT: Cell<Option<Rc<Cell<bool>>>> = const { Cell::new(None) };
}

fn align(
    widget: web_sys::Element,
    (view, tour): (View, Option<usize>),
    frame: u32,
    still: u32,
    stop: Rc<Cell<bool>>,
) {
    if stop.get() {
        return;
    }
    let mut moved = false;
    if let (Some((y, now)), Some(window)) = (
        scroll_target(&widget, view, tour.is_some()),
        web_sys::window(),
    ) {
        if (y - now).abs() > 2.0 {
            window.scroll_to_with_x_and_y(0.0, y);
            moved = true;
        }
    }
    let still = if moved || loading_above(&widget, view, tour.is_some()) {
        0
    } else {
        still + 1
    };
    if still >= STILL_FRAMES || frame >= MAX_FRAMES {
        let label = match tour {
            Some(i) => format!("tour-{}", i + 1),
            None => format!("view-{}", view.as_str()),
        };
        let _ = widget.set_attribute("data-scrolled", &label);
        return;
    }
    request_animation_frame(move || align(widget, (view, tour), frame + 1, still, stop));
}

/// Scrolls `view` of the widget that holds `inside` into sight below the sticky bars (for tour
/// step `tour`, 0-based, the tour panel above it) and keeps it there while the page settles; the
/// learner's own scrolling ends that at once.
pub fn bring_into_sight(inside: &web_sys::Element, view: View, tour: Option<usize>) {
    let Some(widget) = inside.closest("main.ropescope").ok().flatten() else {
        return;
    };
    let _ = widget.remove_attribute("data-scrolled");
    let stop = Rc::new(Cell::new(false));
    // A new jump ends the one before (two loops would pull the page two ways).
    CURRENT.with(|c| {
        if let Some(old) = c.replace(Some(stop.clone())) {
            old.set(true);
        }
    });
    if let Some(window) = web_sys::window() {
        let flag = stop.clone();
        let cb = Closure::<dyn FnMut()>::new(move || flag.set(true));
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
        // A few bytes per jump; the listeners fire at most once each.
        cb.forget();
    }
    align(widget, (view, tour), 0, 0, stop);
}
