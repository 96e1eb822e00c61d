//! The pure RoPE mathematics: no UI, no browser, no allocation surprises. Compiles and is tested
//! natively and in wasm alike; the widget and the `rope-export` tool only call into this.

pub mod absolute;
pub mod attention;
pub mod chart;
pub mod config;
pub mod csv;
pub mod decay;
pub mod errata;
pub mod error;
pub mod export;
pub mod freq;
pub mod heatmap;
pub mod hf;
pub mod json;
pub mod kernel;
pub mod keys;
pub mod layers;
pub mod lesson;
pub mod limits;
pub mod model;
pub mod mrope;
pub mod named;
pub mod presets;
pub mod quiz;
pub mod rotate;
pub mod scaling;
pub mod scene;
pub mod score;
pub mod sinusoidal;
pub mod teaching;
pub mod tokens;
pub mod tour;
pub mod ui;
pub mod view;
pub mod views;

pub use config::Config;
pub use error::{ConfigError, Key};
pub use rotate::Layout;
pub use scaling::Method;
