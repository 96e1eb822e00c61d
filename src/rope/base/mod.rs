//! The ground floor: what every layer above speaks and nothing here looks up. The keys and their
//! errors, every limit, the named-enum macro, tokens from a sentence, and the text formats
//! (JSON, CSV, numbers as the page prints them). Imports nothing from the core.

pub mod csv;
pub mod error;
pub mod fluent_lite;
pub mod i18n;
pub mod json;
pub mod keys;
pub mod limits;
pub mod named;
pub mod num;
pub mod tokens;
