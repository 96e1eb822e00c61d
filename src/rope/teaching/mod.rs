//! Teaching: guided paths (the tour is one of them).

pub mod path;
pub mod xapi;
