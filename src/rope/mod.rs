//! The core: pure, no UI, no browser, no HTML. Compiles and is tested natively and in wasm alike;
//! the widget and the `rope-export` tool only call into this. Its folders, in layers (each
//! imports only the ones above it in this list; `tests/structure.rs` holds them to it):
//!
//! - [`base`]: every URL key, limit and name, tokens, and the text formats (JSON, CSV, numbers);
//! - [`maths`]: the formulas (rotation, frequencies and their scaling, score, decay, attention,
//!   the sinusoidal encoding, multimodal and per-layer RoPE, the angle grid);
//! - [`settings`]: what can be set ([`settings::config::Config`]), presets, the page's keys, the
//!   views' names, the lab's and the real model's settings;
//! - [`view`]: the [`view::scene::Scene`] every view draws from, one view model per view, and the
//!   charts' geometry;
//! - [`teaching`]: the tour, paths, the lesson, worked examples, the quiz, the named mistakes;
//!   [`kernel`]: the full-size RoPE kernel (SIMD128 and scalar) and its benchmark;
//! - [`io`]: the Hugging Face config reader and writer and the `rope-export` document.

pub mod base;
pub mod io;
pub mod kernel;
pub mod maths;
pub mod settings;
pub mod teaching;
pub mod view;

// The modules under their short names too (`rope::scaling` for `rope::maths::scaling`).
pub use base::{csv, error, json, keys, limits, named, num, tokens};
pub use io::{export, hf};
pub use maths::{
    absolute, attention, decay, freq, heatmap, layers, mrope, rotate, scaling, score, sinusoidal,
};
pub use settings::{config, model_run, presets, ui, views};
pub use teaching::{errata, lesson, quiz, tour};
pub use view::{chart, scene};

pub use base::error::{ConfigError, Key};
pub use maths::rotate::Layout;
pub use maths::scaling::Method;
pub use settings::config::Config;
