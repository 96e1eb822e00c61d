//! Opening a guided path (the page's side): `path=` in the link, `path_url=` (a JSON file next
//! to the site) or a host message (`ropescope:path`). The on-demand module reads and checks the
//! path (`app::more::tour::open`, over `rope::teaching::path`) and answers with the path's outline
//! ([`ToPage::Opened`](super::part::ToPage)) or with why it cannot run
//! ([`ToPage::Refused`](super::part::ToPage)): the page's own module never links the path
//! reader. A path with any problem does not run, and the notice names each problem's step and
//! field.

use std::sync::Arc;

use leptos::prelude::*;

use super::part::PartsLink;
use super::state::{AppState, UiOptions};
use crate::rope::teaching::path::Outline;
use crate::rope::Config;

/// The built-in tour's outline.
pub fn builtin() -> Arc<Outline> {
    Arc::new(Outline::builtin())
}

/// Asks the parts to open the path the link names (`path=` wins over `path_url=`) at the
/// link's step; `keep`: the link's own settings, kept over the step's (a learner's state
/// mid-path), which the page holds in `kept` while the path is being opened.
pub fn open_from_link(state: AppState, link: PartsLink) {
    let (how, text, step) = state.ui.with_untracked(|u| match (&u.path, &u.path_url) {
        (Some(p), _) => ("inline", p.clone(), u.tour.unwrap_or(0)),
        (None, Some(a)) => ("url", a.clone(), u.tour.unwrap_or(0)),
        (None, None) => ("", String::new(), 0),
    });
    if how.is_empty() {
        return;
    }
    link.when_ready(move |p| {
        p.send(crate::bridge::ToPart::OpenPath {
            how: how.into(),
            text,
            step,
        })
    });
}

/// The link's own settings while its path is being opened (`App` holds them), put back over the
/// path's step once it opens.
pub type Kept = StoredValue<Option<Config>>;

/// The parts opened a path: its outline (a URL query) and the page keys that name it and its
/// step (`path=...&tour=1&step=N`).
pub fn opened(state: AppState, kept: Kept, outline: &str, ui: &str) {
    let Some(outline) = Outline::from_query(outline) else {
        return;
    };
    let pairs = crate::rope::config::query_pairs(ui).unwrap_or_default();
    let (sent, _) = UiOptions::from_pairs(&pairs);
    let step = sent.tour.unwrap_or(0);
    super::remember_settings(state);
    if let Some(c) = outline.config(step) {
        state.replace(c);
    }
    if let Some(kept) = kept.try_update_value(Option::take).flatten() {
        state.replace(kept);
    }
    state.path.set(Arc::new(outline));
    state.ui.update(|u| {
        u.path = sent.path;
        u.path_url = sent.path_url;
        u.tour = Some(step);
    });
}

/// The parts could not open a path: why (each problem by step and field); nothing runs. A
/// link's path: the link no longer names it. A host's path (`host`, a `ropescope:path` message,
/// already answered with `ropescope:error`): nothing changes at all, the running path, its step
/// and the address stay as they were.
pub fn refused(state: AppState, kept: Kept, why: String, host: bool) {
    state
        .notice
        .set(Some(crate::msg!("notice-as-sent", text = why)));
    if host {
        return;
    }
    kept.set_value(None);
    state.ui.update(|u| {
        if u.path.is_some() || u.path_url.is_some() {
            u.path = None;
            u.path_url = None;
            u.tour = None;
        }
    });
}
