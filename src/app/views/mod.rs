//! The ten teaching views. Each is a component that draws only what `crate::rope` returns, with
//! a one-paragraph caption and a text alternative for anything drawn on a canvas.

pub mod absolute;
pub mod attention;
pub mod compasses;
pub mod distance;
pub mod examples;
pub mod frequencies;
pub mod heatmap;
pub mod invariance;
pub mod kernel;
pub mod quiz;
pub mod score;

use leptos::prelude::*;

use super::state::View;

/// The frame of a view: anchor id, title, caption, content.
#[component]
pub fn ViewFrame(view: View, caption: &'static str, children: Children) -> impl IntoView {
    let id = format!("view-{}", view.as_str());
    let title_id = format!("{id}-title");
    let labelled_by = title_id.clone();
    view! {
        <section class="view" id=id data-view=view.as_str() aria-labelledby=labelled_by>
            <h2 id=title_id>{view.title()}</h2>
            <p class="caption">{caption}</p>
            {children()}
        </section>
    }
}

/// Formats a number for tables: fixed for moderate magnitudes, scientific otherwise.
pub fn num(v: f64, digits: usize) -> String {
    if v == 0.0 || (1e-3..1e6).contains(&v.abs()) {
        format!("{v:.digits$}")
    } else if v.is_finite() {
        format!("{v:.digits$e}")
    } else if v.is_nan() {
        "NaN".into()
    } else {
        "∞".into()
    }
}
