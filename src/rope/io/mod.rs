//! What goes in and out: JSON and CSV writing, the Hugging Face config reader and writer, the
//! `rope-export` document, and the real model's run (what the page asks the model worker and
//! how its answer is read).

pub mod csv;
pub mod export;
pub mod hf;
pub mod json;
pub mod keys_doc;
pub mod model_run;
