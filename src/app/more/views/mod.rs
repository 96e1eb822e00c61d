//! The views that ship in the on-demand module (the page mounts them as parts, `app::part`);
//! the page's own views are in `app::views`. Every file of this folder is one view, named by
//! its file (`score.rs` is `view=score`), with its caption (`pub const CAPTION`: the message id,
//! `<area>-caption`, formatted here in the learner's language) and what the
//! module mounts (`pub fn part() -> AnyView`): `build.rs` declares the files' modules and
//! generates the dispatch ([`part`], [`part_caption`]), so a new part is its registry row
//! (`rope::settings::views`) and its file.

use leptos::prelude::AnyView;

use crate::app::i18n::t;
use crate::app::state::View;

include!(concat!(env!("OUT_DIR"), "/parts.rs"));

/// The message id of the one-paragraph caption under a view's title (`<area>-caption`).
pub fn caption_id(view: View) -> Option<&'static str> {
    part_caption(view).or_else(|| crate::app::views::page_caption(view))
}

/// The caption in the learner's language: what the view shows and how to read it.
pub fn caption(view: View) -> String {
    caption_id(view).map(t).unwrap_or_default()
}
