//! The views that ship in the on-demand module (the page mounts them as parts, `app::part`);
//! the page's own views are in `app::views`.

pub mod absolute;
pub mod attention;
pub mod distance;
pub mod examples;
pub mod frequencies;
pub mod invariance;
pub mod kernel;
pub mod latent;
pub mod layers;
pub mod lesson;
pub mod longlab;
pub mod mistakes;
pub mod multimodal;
pub mod quiz;
pub mod score;
pub mod vision;
