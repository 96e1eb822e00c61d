//! What the learner (or a link, a course page, a preset) sets: the settings
//! ([`config::Config`], read and validated from the key table in `rope::base::keys`), the page's
//! own state ([`ui`]) and the views it may show ([`views`]), the presets, the long-context lab's
//! settings ([`lab`]) and the real model's facts and run ([`model_run`]). Above the maths, below
//! the scene: nothing here imports a view, a tour or an exporter.

pub mod config;
pub mod lab;
pub mod model_run;
pub mod presets;
pub mod ui;
pub mod views;
