//! The sentence as token chips with their positions. Clicking a chip makes it the query or the
//! key (per the toggle); the chips show which is which.

use leptos::prelude::*;

use super::state::{AppState, Pick};
use crate::rope::Key;

#[component]
pub fn TokenList(state: AppState) -> impl IntoView {
    // The scene's positions: with the real model they are kept inside the model's tokens.
    let qpos = Memo::new(move |_| state.derived.scene.with(|s| s.m));
    let kpos = Memo::new(move |_| state.derived.scene.with(|s| s.n));
    let choose = move |pos: u64| {
        let key = match state.pick.get_untracked() {
            Pick::Query => Key::Qpos,
            Pick::Key => Key::Kpos,
        };
        let _ = state.edit(key, &pos.to_string());
    };
    view! {
        <section class="tokens" aria-label="Tokens and positions">
            <div class="tokens-head">
                <h2>"Tokens"</h2>
                <div class="pick-toggle" role="radiogroup" aria-label="A click on a token picks">
                    <span>"Click picks the"</span>
                    <label><input type="radio" name="pick" checked=move || state.pick.get() == Pick::Query
                        on:change=move |_| state.pick.set(Pick::Query) />" query"</label>
                    <label><input type="radio" name="pick" checked=move || state.pick.get() == Pick::Key
                        on:change=move |_| state.pick.set(Pick::Key) />" key"</label>
                </div>
            </div>
            <ol class="chips">
                {move || state.derived.tokens.with(|toks| toks.iter().map(|t| {
                    let pos = t.position;
                    let is_q = move || qpos.get() == pos;
                    let is_k = move || kpos.get() == pos;
                    // The accessible name is the visible text plus a hidden "at position": no
                    // aria-label, so what is read always contains what is seen.
                    view! {
                        <li>
                            <button type="button" class="chip" data-testid="token"
                                data-token-id=t.id.map(|i| i.to_string())
                                class:query=is_q class:key=is_k
                                aria-pressed=move || (is_q() || is_k()).to_string()
                                on:click=move |_| choose(pos)>
                                <span class="chip-text" dir="auto">{t.text.clone()}</span>
                                <span class="sr-only">" at position "</span>
                                <span class="chip-pos">{pos}</span>
                                <Show when=is_q><span class="badge q" aria-hidden="true">"q"</span></Show>
                                <Show when=is_k><span class="badge k" aria-hidden="true">"k"</span></Show>
                            </button>
                        </li>
                    }
                }).collect_view())}
            </ol>
        </section>
    }
}
