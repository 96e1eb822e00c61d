//! ropescope: an interactive teaching widget for Rotary Position Embeddings.
//!
//! [`rope`] is the pure mathematics (native and wasm); `app` is the Leptos UI (wasm only), which
//! draws only what [`rope`] returns.

pub mod bridge;
pub mod markup;
pub mod rope;
pub mod share;

#[cfg(target_arch = "wasm32")]
pub mod app;
