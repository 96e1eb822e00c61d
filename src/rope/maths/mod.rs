//! Pure formulas (see the folder layout in the README's architecture notes): each module a
//! function of numbers, tested natively.

pub mod axial;
pub mod decoupled;
