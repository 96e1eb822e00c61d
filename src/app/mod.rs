//! The Leptos UI (wasm only). It owns the state as signals at the top (`App`), passes them down,
//! and draws only what `crate::rope` returns.

mod field;
mod tokens;
pub mod url;

use leptos::prelude::*;

use crate::rope::{ConfigError, Key};
use field::Field;
use tokens::TokenList;

/// Mounts the widget on the page body (Trunk's entry point).
pub fn start() {
    console_error_panic_hook::set_once();
    leptos::mount::mount_to_body(App);
}

/// The widget. Its state is one valid [`Config`] (the last good one) plus what is being typed.
#[component]
pub fn App() -> impl IntoView {
    let initial = url::read_location();
    let config = RwSignal::new(initial.config);
    // The message for the error area: the latest problem (from the URL or a control).
    let error: RwSignal<Option<ConfigError>> = RwSignal::new(initial.errors.first().cloned());
    let notice = RwSignal::new(url::unknown_keys_notice(&initial.unknown_keys));

    // Every good state is a link.
    Effect::new(move |_| config.with(url::mirror));

    view! {
        <main class="ropescope">
            <header class="masthead">
                <h1>"ropescope"</h1>
                <p class="tagline">"Rotary Position Embeddings, computed live."</p>
            </header>
            <section class="controls" aria-label="Settings">
                <Field key=Key::Text label="Sentence" testid="sentence" config=config error=error
                    hint="Words and punctuation become tokens at positions 0, 1, 2..." />
                <Field key=Key::Dim label="Head dimension d" testid="dim" config=config error=error
                    input_type="number" step="2" hint="Even: dimensions rotate in pairs (d/2 pairs)." />
                <Field key=Key::Base label="Base (theta)" testid="base" config=config error=error
                    input_type="text" hint="Pair i turns base^(-2i/d) radians per position." />
            </section>
            <div class="error-area" data-testid="error" role="alert" aria-live="polite">
                {move || error.get().map(|e| e.to_string())}
            </div>
            <div class="notice-area" data-testid="notice" aria-live="polite">
                {move || notice.get()}
            </div>
            <TokenList config=config />
        </main>
    }
}
