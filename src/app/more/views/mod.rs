//! The views that ship in the on-demand module (the page mounts them as parts, `app::part`);
//! the page's own views are in `app::views`. Every file of this folder is one view, named by
//! its file (`score.rs` is `view=score`), with its caption (`pub const CAPTION`: the message id,
//! `<area>-caption`, formatted here in the learner's language) and what the
//! module mounts (`pub fn part() -> AnyView`): `build.rs` declares the files' modules and
//! generates the dispatch ([`part`], [`part_caption`]), so a new part is its registry row
//! (`rope::settings::views`) and its file.

use leptos::prelude::AnyView;

use crate::app::i18n::{messages, t};
use crate::app::state::View;

include!(concat!(env!("OUT_DIR"), "/parts.rs"));

/// The one-paragraph caption under a view's title: what the view shows and how to read it.
pub fn caption(view: View) -> String {
    if let Some(id) = part_caption(view) {
        return t(id);
    }
    // A page view's caption: a message id too once the page's views are converted (a sentence
    // before, shown as it is).
    crate::app::views::page_caption(view)
        .map(|c| {
            if messages().knows(c) {
                t(c)
            } else {
                c.to_string()
            }
        })
        .unwrap_or_default()
}
