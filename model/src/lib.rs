//! ropescope-model: SmolLM2-135M-Instruct with ropescope's own RoPE, natively and in wasm.
//!
//! - [`Model::from_gguf_bytes`] loads the GGUF from bytes in memory (wasm cannot mmap);
//! - [`Tokenizer`] is the model's byte-level BPE, equal to Hugging Face's;
//! - [`Model::run`] does one full forward pass with any [`RopeSettings`] and returns token
//!   strings, one head's q/k before and after RoPE and its attention, the next-token top-5,
//!   per-token loss and the per-pair norms of q and k in every layer and head.
//!
//! Bad, truncated or hostile bytes give a [`ModelError`], never a panic.

pub mod chunks;
pub mod error;
pub mod gguf;
pub mod model;
pub mod rope;
pub mod tokenizer;
#[cfg(target_arch = "wasm32")]
pub mod wasm;

pub use chunks::{ChunkedLoader, Manifest};
pub use error::{ModelError, Result};
pub use model::{
    AnswerScore, Config, KvPrefix, MatmulMode, Model, Output, PairNorms, Probe, ProbeOutput,
    Segment, TailRow, TopToken, WeightLayout, MAX_BATCH, MAX_RUN_TOKENS, MAX_TOKENS,
};
pub use rope::{RopeLayout, RopeSettings, MAX_POSITION};
pub use tokenizer::Tokenizer;

impl Tokenizer {
    /// The tokenizer alone, from a GGUF file's bytes.
    pub fn from_gguf_bytes(bytes: &[u8]) -> Result<Self> {
        Tokenizer::from_gguf(&gguf::Gguf::parse(bytes)?)
    }
}
