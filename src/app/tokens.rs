//! The sentence as token chips with their positions.

use leptos::prelude::*;

use crate::rope::Config;

#[component]
pub fn TokenList(config: RwSignal<Config>) -> impl IntoView {
    let tokens = Memo::new(move |_| config.with(|c| c.tokens()));
    view! {
        <section class="tokens" aria-label="Tokens and positions">
            <h2>"Tokens"</h2>
            <ol class="chips">
                <For
                    each=move || tokens.get().into_iter().enumerate()
                    key=|(i, t)| (*i, t.text.clone(), t.position)
                    children=move |(_, t)| {
                        view! {
                            <li class="chip" data-testid="token">
                                <span class="chip-text">{t.text}</span>
                                <span class="chip-pos" aria-label="position">{t.position}</span>
                            </li>
                        }
                    }
                />
            </ol>
        </section>
    }
}
