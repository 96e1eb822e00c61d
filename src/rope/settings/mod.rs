//! What the learner (or a link, a course page, a preset) sets, and what it gives: the settings
//! ([`config::Config`]) with every URL key and limit declared once, the page's own state
//! ([`ui`]), the model presets, the tokens of the sentence and the [`scene::Scene`] every view
//! draws from.

pub mod config;
pub mod error;
pub mod keys;
pub mod limits;
pub mod named;
pub mod presets;
pub mod scene;
pub mod tokens;
pub mod ui;
