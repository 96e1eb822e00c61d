//! The crate's one error type. Every failure on bad input (truncated or corrupted GGUF bytes, an
//! unsupported model, out-of-range ids or settings) is reported as a [`ModelError`], never as a
//! panic.

use std::fmt;

/// Why loading the model or running it failed.
#[derive(Debug, Clone, PartialEq)]
pub enum ModelError {
    /// The bytes end before a complete GGUF structure (`what` was being read at `offset`).
    Truncated { what: &'static str, offset: usize },
    /// The first four bytes are not `GGUF`.
    BadMagic([u8; 4]),
    /// A GGUF version other than 2 or 3.
    UnsupportedVersion(u32),
    /// Structurally invalid GGUF (impossible counts, lengths, alignment, offsets, ...).
    Malformed(String),
    /// A metadata key the model needs is absent.
    MissingKey(String),
    /// A metadata key has an unexpected type or an impossible value.
    BadValue { key: String, reason: String },
    /// A tensor the model needs is absent.
    MissingTensor(String),
    /// A tensor has the wrong shape, an unsupported type or out-of-bounds data.
    BadTensor { name: String, reason: String },
    /// The file is a valid GGUF but not a model this crate runs (architecture, tokenizer kind).
    Unsupported(String),
    /// The tokenizer data inside the GGUF is inconsistent.
    Tokenizer(String),
    /// The caller's input is invalid (empty or out-of-range ids, probe, RoPE settings).
    BadInput(String),
    /// A chunked load was inconsistent (wrong total size or hash).
    Chunks(String),
    /// An error reported by candle (should not happen once the model is validated).
    Candle(String),
}

impl fmt::Display for ModelError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Truncated { what, offset } => {
                write!(
                    f,
                    "GGUF truncated: {what} at byte {offset} runs past the end"
                )
            }
            Self::BadMagic(m) => write!(f, "not a GGUF file (magic {m:02x?})"),
            Self::UnsupportedVersion(v) => write!(f, "unsupported GGUF version {v}"),
            Self::Malformed(s) => write!(f, "malformed GGUF: {s}"),
            Self::MissingKey(k) => write!(f, "GGUF metadata key {k} is missing"),
            Self::BadValue { key, reason } => write!(f, "GGUF metadata {key}: {reason}"),
            Self::MissingTensor(n) => write!(f, "tensor {n} is missing"),
            Self::BadTensor { name, reason } => write!(f, "tensor {name}: {reason}"),
            Self::Unsupported(s) => write!(f, "unsupported model: {s}"),
            Self::Tokenizer(s) => write!(f, "tokenizer: {s}"),
            Self::BadInput(s) => write!(f, "bad input: {s}"),
            Self::Chunks(s) => write!(f, "chunked load: {s}"),
            Self::Candle(s) => write!(f, "candle: {s}"),
        }
    }
}

impl std::error::Error for ModelError {}

impl From<candle_core::Error> for ModelError {
    fn from(e: candle_core::Error) -> Self {
        Self::Candle(e.to_string())
    }
}

pub type Result<T> = std::result::Result<T, ModelError>;
