//! What goes out to other tools and comes in from them: the Hugging Face config reader and
//! writer, the `rope-export` document and the generated URL-key reference. The top layer: it
//! reads everything below (the text formats themselves are in `rope::base`).

pub mod export;
pub mod hf;
pub mod keys_doc;
