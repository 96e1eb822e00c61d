//! The core: pure, no UI, no browser, no HTML. Compiles and is tested natively and in wasm alike;
//! the widget and the `rope-export` tool only call into this. Its folders:
//!
//! - [`maths`]: the formulas (rotation, frequencies and their scaling, score, decay, attention,
//!   the sinusoidal encoding, multimodal and per-layer RoPE, the angle grid);
//! - [`settings`]: what can be set (every URL key and limit, once), presets, tokens, and the
//!   [`settings::scene::Scene`] every view draws from;
//! - [`view`]: one view model per view, and the charts' geometry;
//! - [`teaching`]: the views' chapters, the tour, the lesson, the quiz, the named mistakes;
//! - [`io`]: JSON, CSV, the Hugging Face config reader and writer, the real model's run;
//! - [`kernel`]: the full-size RoPE kernel (SIMD128 and scalar) and its benchmark.

pub mod io;
pub mod kernel;
pub mod maths;
pub mod settings;
pub mod teaching;
pub mod view;

// The modules under their short names too (`rope::scaling` for `rope::maths::scaling`).
pub use io::{csv, export, hf, json, model_run};
pub use maths::{
    absolute, attention, decay, freq, heatmap, layers, mrope, rotate, scaling, score, sinusoidal,
};
pub use settings::{config, error, keys, limits, named, presets, scene, tokens, ui};
pub use teaching::{errata, lesson, quiz, tour, views};
pub use view::chart;

pub use maths::rotate::Layout;
pub use maths::scaling::Method;
pub use settings::config::Config;
pub use settings::error::{ConfigError, Key};
