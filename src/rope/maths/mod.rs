//! The formulas: rotation, per-pair frequencies and their scaling for long context, the score and
//! its decay, attention, the sinusoidal encoding, multimodal and per-layer RoPE, the vision
//! towers' axial 2D RoPE, latent attention's decoupled RoPE, the angle grid.
//! Pure functions of numbers; nothing here knows about the page.

pub mod absolute;
pub mod attention;
pub mod axial;
pub mod decay;
pub mod decoupled;
pub mod freq;
pub mod heatmap;
pub mod layers;
pub mod mrope;
pub mod rotate;
pub mod scaling;
pub mod score;
pub mod sinusoidal;
