//! The sentence as token chips with their positions. Clicking a chip makes it the query or the
//! key (per the toggle); the chips show which is which.
//!
//! The chips are HTML strings from `markup::tokens::chip_html`; when the tokens change only
//! the chips that changed are replaced (`sync_list`); the query and key marks are then set on
//! the chips at the old and the new m and n only (a one-word edit of a 128-token sentence
//! touches one or two chips, not 128), and one delegated click handler serves every chip (see
//! that module for why).

use leptos::html::Ol;
use leptos::prelude::*;
use wasm_bindgen::JsCast;

use super::i18n::t;
use super::state::{AppState, Pick};
use crate::markup::tokens::{chip_html, list_edit};
use crate::rope::Key;

/// Brings `list`'s children (rendered from `shown`) to `items` with the fewest DOM changes
/// (`markup::tokens::list_edit`): changed items are replaced in place, new ones appended,
/// extra ones removed from the end.
fn sync_list(list: &web_sys::Element, shown: &mut Vec<String>, items: Vec<String>) {
    let edit = list_edit(shown, &items);
    let children = list.children();
    for &i in &edit.replace {
        if let Some(child) = children.item(i as u32) {
            child.set_outer_html(&items[i]);
        }
    }
    for _ in 0..edit.remove {
        if let Some(child) = list.last_element_child() {
            child.remove();
        }
    }
    if edit.append_from < items.len() {
        let _ = list.insert_adjacent_html("beforeend", &items[edit.append_from..].concat());
    }
    *shown = items;
}

/// Marks one chip (a button with `data-pos`) as the query if it sits at `m`, the key if at `n`.
fn mark(b: &web_sys::Element, m: u64, n: u64) {
    let pos = b
        .get_attribute("data-pos")
        .and_then(|p| p.parse::<u64>().ok());
    let (q, k) = (pos == Some(m), pos == Some(n));
    let classes = b.class_list();
    let _ = classes.toggle_with_force("query", q);
    let _ = classes.toggle_with_force("key", k);
    // Only what changed: an unchanged attribute written again still costs a style pass.
    let pressed = if q || k { "true" } else { "false" };
    if b.get_attribute("aria-pressed").as_deref() != Some(pressed) {
        let _ = b.set_attribute("aria-pressed", pressed);
    }
}

/// The chip at position `p`, if the list has one.
fn chip_at(list: &web_sys::Element, p: u64) -> Option<web_sys::Element> {
    list.query_selector(&format!("button[data-pos=\"{p}\"]"))
        .ok()
        .flatten()
}

/// The position of the chip an event happened in, if any.
fn chip_position(ev: &leptos::ev::MouseEvent) -> Option<u64> {
    let target = ev.target()?.dyn_into::<web_sys::Element>().ok()?;
    let chip = target.closest("button[data-pos]").ok()??;
    chip.get_attribute("data-pos")?.parse().ok()
}

/// The token lists the page writes as HTML (outside Leptos's views): the chips, and the
/// options of the query and key pickers (`controls`; not in an embed).
#[derive(Clone, Copy, Default)]
pub struct Lists {
    pub chips: NodeRef<Ol>,
    pub query: NodeRef<leptos::html::Select>,
    pub key: NodeRef<leptos::html::Select>,
}

/// The token lists in the DOM ([`Lists`]) follow the scene's tokens, with the fewest changes
/// (`sync_list`), and mark the query and the key: the chips at m and n, the pickers' choices.
fn sync_token_lists(state: AppState, lists: Lists) {
    // The chips and options last written, and the (m, n) the chips were last marked with.
    let shown = StoredValue::new(Vec::<String>::new());
    let picks = StoredValue::new((Vec::<String>::new(), Vec::<String>::new()));
    let marked = StoredValue::new(None::<(u64, u64)>);
    // What a screen reader hears between a chip's text and its position.
    let at = t("tokens-at-position");
    Effect::new(move |_| {
        // The scene's positions: with the real model they are kept inside its tokens.
        let (m, n) = state.derived.positions.get();
        if let Some(list) = lists.chips.get() {
            let items: Vec<String> = state
                .derived
                .tokens
                .with(|toks| toks.iter().map(|tok| chip_html(tok, &at)).collect());
            shown.update_value(|s| sync_list(&list, s, items));
            // Chips are written unmarked (`chip_html`), so only the chips at the old and the
            // new m and n can carry a wrong mark.
            let before = marked.get_value().map_or(vec![], |(a, b)| vec![a, b]);
            for p in before.into_iter().chain([m, n]) {
                if let Some(chip) = chip_at(&list, p) {
                    mark(&chip, m, n);
                }
            }
            marked.set_value(Some((m, n)));
        }
        if let (Some(q), Some(k)) = (lists.query.get(), lists.key.get()) {
            let items: Vec<String> = state.derived.tokens.with(|toks| {
                toks.iter()
                    .map(crate::markup::tokens::option_html)
                    .collect()
            });
            picks.update_value(|(sq, sk)| {
                sync_list(&q, sq, items.clone());
                sync_list(&k, sk, items);
            });
            q.set_value(&m.to_string());
            k.set_value(&n.to_string());
        }
    });
}

#[component]
pub fn TokenList(lists: Lists) -> impl IntoView {
    let state = super::state::use_store();
    sync_token_lists(state, lists);
    let choose = move |ev: leptos::ev::MouseEvent| {
        let Some(pos) = chip_position(&ev) else {
            return;
        };
        let key = match state.pick.get_untracked() {
            Pick::Query => Key::Qpos,
            Pick::Key => Key::Kpos,
        };
        let _ = state.edit(key, &pos.to_string());
    };
    view! {
        <section class="tokens" aria-label=t("tokens-label")>
            <div class="tokens-head">
                <h2>{t("tokens-title")}</h2>
                <div class="pick-toggle" role="radiogroup" aria-label=t("tokens-pick-label")>
                    <span>{t("tokens-pick")}</span>
                    <label><input type="radio" name="pick" checked=move || state.pick.get() == Pick::Query
                        on:change=move |_| state.pick.set(Pick::Query) />" "{t("tokens-pick-query")}</label>
                    <label><input type="radio" name="pick" checked=move || state.pick.get() == Pick::Key
                        on:change=move |_| state.pick.set(Pick::Key) />" "{t("tokens-pick-key")}</label>
                </div>
            </div>
            <ol class="chips" node_ref=lists.chips on:click=choose></ol>
        </section>
    }
}
