//! Reassembling the GGUF from chunks (static hosting splits it into 20 MiB files, see
//! model/split.sh), with a streaming SHA-256 check: the bytes are hashed as they arrive, so the
//! check costs no second pass over ~98 MB.

use crate::error::{ModelError, Result};
use serde::Deserialize;
use sha2::{Digest, Sha256};

/// `<name>.json` written by model/split.sh.
#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct Manifest {
    /// File name of the whole GGUF.
    pub name: String,
    pub size: usize,
    /// Lowercase hex SHA-256 of the whole file.
    pub sha256: String,
    pub chunks: Vec<ChunkInfo>,
}

#[derive(Debug, Clone, PartialEq, Deserialize)]
pub struct ChunkInfo {
    /// File name of the chunk, relative to the manifest.
    pub file: String,
    pub size: usize,
}

impl Manifest {
    pub fn from_json(s: &str) -> Result<Self> {
        let m: Manifest =
            serde_json::from_str(s).map_err(|e| ModelError::Chunks(format!("manifest: {e}")))?;
        let sum: usize = m.chunks.iter().map(|c| c.size).sum();
        if sum != m.size || m.chunks.is_empty() {
            return Err(ModelError::Chunks(format!(
                "manifest: {} chunks of {sum} bytes for a {}-byte file",
                m.chunks.len(),
                m.size
            )));
        }
        Ok(m)
    }
}

/// Collects the chunks in order into one buffer of the announced size.
pub struct ChunkedLoader {
    expected_sha256: String,
    total: usize,
    bytes: Vec<u8>,
    hasher: Sha256,
}

impl ChunkedLoader {
    /// `total` bytes whose SHA-256 must be `sha256_hex`. The buffer is allocated once.
    pub fn new(total: usize, sha256_hex: &str) -> Result<Self> {
        let h = sha256_hex.trim().to_ascii_lowercase();
        if h.len() != 64 || !h.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(ModelError::Chunks(format!("not a SHA-256: {sha256_hex:?}")));
        }
        // A GGUF we can run is far below this; refuse absurd sizes before allocating.
        if total == 0 || total > 1 << 31 {
            return Err(ModelError::Chunks(format!("announced size {total}")));
        }
        let mut bytes = Vec::new();
        bytes
            .try_reserve_exact(total)
            .map_err(|_| ModelError::Chunks(format!("cannot allocate {total} bytes")))?;
        Ok(Self {
            expected_sha256: h,
            total,
            bytes,
            hasher: Sha256::new(),
        })
    }

    /// Append the next chunk; returns the fraction received (0..=1).
    pub fn push(&mut self, chunk: &[u8]) -> Result<f64> {
        if self.bytes.len() + chunk.len() > self.total {
            return Err(ModelError::Chunks(format!(
                "{} bytes received, more than the announced {}",
                self.bytes.len() + chunk.len(),
                self.total
            )));
        }
        self.hasher.update(chunk);
        self.bytes.extend_from_slice(chunk);
        Ok(self.bytes.len() as f64 / self.total as f64)
    }

    pub fn received(&self) -> usize {
        self.bytes.len()
    }

    /// All bytes, once complete and with the right hash.
    pub fn finish(self) -> Result<Vec<u8>> {
        if self.bytes.len() != self.total {
            return Err(ModelError::Chunks(format!(
                "{} of {} bytes received",
                self.bytes.len(),
                self.total
            )));
        }
        let got: String = self
            .hasher
            .finalize()
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        if got != self.expected_sha256 {
            return Err(ModelError::Chunks(format!(
                "SHA-256 mismatch: expected {}, got {got}",
                self.expected_sha256
            )));
        }
        Ok(self.bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn hex(b: &[u8]) -> String {
        Sha256::digest(b)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect()
    }

    #[test]
    fn reassembles_and_checks() {
        let data: Vec<u8> = (0..10_000u32).map(|i| (i * 7 % 251) as u8).collect();
        let mut l = ChunkedLoader::new(data.len(), &hex(&data)).unwrap();
        for c in data.chunks(3000) {
            l.push(c).unwrap();
        }
        assert_eq!(l.finish().unwrap(), data);

        let mut bad = data.clone();
        bad[5000] ^= 1;
        let mut l = ChunkedLoader::new(data.len(), &hex(&data)).unwrap();
        l.push(&bad).unwrap();
        assert!(matches!(l.finish(), Err(ModelError::Chunks(_))));

        let mut l = ChunkedLoader::new(data.len(), &hex(&data)).unwrap();
        l.push(&data[..9000]).unwrap();
        assert!(matches!(l.finish(), Err(ModelError::Chunks(_))));
        let mut l = ChunkedLoader::new(100, &hex(&data)).unwrap();
        assert!(l.push(&data[..101]).is_err());
        assert!(ChunkedLoader::new(10, "abc").is_err());
        assert!(ChunkedLoader::new(usize::MAX, &hex(&data)).is_err());
    }

    #[test]
    fn manifest() {
        let m = Manifest::from_json(
            r#"{"name":"a.gguf","size":5,"sha256":"00","chunk_size":3,
                "chunks":[{"file":"a.gguf.part00","size":3,"sha256":"x"},{"file":"a.gguf.part01","size":2,"sha256":"y"}]}"#,
        )
        .unwrap();
        assert_eq!(m.chunks.len(), 2);
        assert!(Manifest::from_json(
            r#"{"name":"a","size":6,"sha256":"00","chunks":[{"file":"p","size":5}]}"#
        )
        .is_err());
        assert!(Manifest::from_json("{").is_err());
    }
}
