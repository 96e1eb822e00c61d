//! The Web Worker's interface (wasm-bindgen). A worker script (model/worker.js) owns one
//! [`ModelLab`] and speaks the message protocol; everything here is synchronous and runs off
//! the page's main thread.
//!
//! Load: `begin(total, sha256)`, then `push(chunk)` for each chunk in order (returns the
//! fraction received), then `finish()` (checks size and SHA-256, builds the model, frees the
//! file bytes; returns the config as JSON). Run: `encode(text)`, `default_settings()`,
//! `run(ids, settings_json, layer, head)` -> Output as JSON.

use crate::{
    ChunkedLoader, KvPrefix, MatmulMode, Model, ModelError, Probe, RopeSettings, Segment, TailRow,
    WeightLayout,
};
use wasm_bindgen::prelude::*;

fn js(e: ModelError) -> JsError {
    JsError::new(&e.to_string())
}

#[wasm_bindgen]
pub struct ModelLab {
    loader: Option<ChunkedLoader>,
    model: Option<Model>,
    /// The prefix of the long-context sweep in progress (`set_prefix`).
    prefix: Option<KvPrefix>,
}

fn settings_of(json: &str) -> Result<RopeSettings, JsError> {
    serde_json::from_str(json).map_err(|e| JsError::new(&format!("settings: {e}")))
}

impl Default for ModelLab {
    fn default() -> Self {
        Self::new()
    }
}

#[wasm_bindgen]
impl ModelLab {
    #[wasm_bindgen(constructor)]
    pub fn new() -> ModelLab {
        ModelLab {
            loader: None,
            model: None,
            prefix: None,
        }
    }

    /// Start loading a file of `total` bytes whose SHA-256 is `sha256` (hex).
    pub fn begin(&mut self, total: usize, sha256: &str) -> Result<(), JsError> {
        self.model = None;
        self.prefix = None;
        self.loader = Some(ChunkedLoader::new(total, sha256).map_err(js)?);
        Ok(())
    }

    /// Append the next chunk; returns the fraction of the file received so far.
    pub fn push(&mut self, chunk: &[u8]) -> Result<f64, JsError> {
        let l = self
            .loader
            .as_mut()
            .ok_or_else(|| JsError::new("push before begin"))?;
        l.push(chunk).map_err(js)
    }

    /// Check the file and build the model. `halfsplit`: un-permute q/k rows (then the correct
    /// RoPE layout is half-split). Returns the model's config as JSON.
    pub fn finish(&mut self, halfsplit: bool) -> Result<String, JsError> {
        let l = self
            .loader
            .take()
            .ok_or_else(|| JsError::new("finish before begin"))?;
        let bytes = l.finish().map_err(js)?;
        let layout = if halfsplit {
            WeightLayout::HalfSplit
        } else {
            WeightLayout::Gguf
        };
        let m = Model::from_gguf_bytes_with(&bytes, layout).map_err(js)?;
        drop(bytes);
        let cfg = serde_json::to_string(m.config()).map_err(|e| JsError::new(&e.to_string()))?;
        self.model = Some(m);
        Ok(cfg)
    }

    /// Load from one buffer holding the whole file (no hash check; for tests and local files).
    pub fn load_bytes(&mut self, bytes: &[u8], halfsplit: bool) -> Result<String, JsError> {
        let layout = if halfsplit {
            WeightLayout::HalfSplit
        } else {
            WeightLayout::Gguf
        };
        let m = Model::from_gguf_bytes_with(bytes, layout).map_err(js)?;
        let cfg = serde_json::to_string(m.config()).map_err(|e| JsError::new(&e.to_string()))?;
        self.model = Some(m);
        Ok(cfg)
    }

    fn model(&self) -> Result<&Model, JsError> {
        self.model
            .as_ref()
            .ok_or_else(|| JsError::new("model not loaded"))
    }

    pub fn encode(&self, text: &str) -> Result<Vec<u32>, JsError> {
        Ok(self.model()?.tokenizer().encode(text))
    }

    /// The model's own RoPE settings (JSON of `RopeSettings`) for the loaded weight layout.
    pub fn default_settings(&self) -> Result<String, JsError> {
        serde_json::to_string(&self.model()?.default_rope())
            .map_err(|e| JsError::new(&e.to_string()))
    }

    /// One forward pass. `settings`: JSON of `RopeSettings`. `quantized`: use candle's
    /// quantized matmul instead of the (default, faster, exact-activation) dequantized one.
    /// Returns the `Output` as JSON.
    pub fn run(
        &self,
        ids: &[u32],
        settings: &str,
        layer: usize,
        head: usize,
        quantized: bool,
    ) -> Result<String, JsError> {
        let rope: RopeSettings =
            serde_json::from_str(settings).map_err(|e| JsError::new(&format!("settings: {e}")))?;
        let mode = if quantized {
            MatmulMode::Quantized
        } else {
            MatmulMode::Dequantized
        };
        let out = self
            .model()?
            .run_with(ids, &rope, Probe { layer, head }, mode)
            .map_err(js)?;
        serde_json::to_string(&out).map_err(|e| JsError::new(&e.to_string()))
    }

    /// Long context: runs `ids` from position `start` with `settings` (JSON of `RopeSettings`)
    /// and keeps every layer's keys and values for `score_tail` (replacing any kept before).
    /// Returns the first position after the prefix.
    pub fn set_prefix(&mut self, ids: &[u32], start: u32, settings: &str) -> Result<u32, JsError> {
        let rope = settings_of(settings)?;
        self.prefix = None;
        let p = self
            .model()?
            .prefix(
                &Segment {
                    ids: ids.to_vec(),
                    start,
                },
                &rope,
            )
            .map_err(js)?;
        let next = p.next_position();
        self.prefix = Some(p);
        Ok(next)
    }

    /// Long context, several segments at once: `ids` holds `rows` segments of equal length one
    /// after the other (e.g. each pass key's first text), each run from `start` in one batched
    /// pass; every layer's keys and values are kept, row by row, for `score_tails` (replacing
    /// any kept before). Returns the first position after the prefix.
    pub fn set_prefixes(
        &mut self,
        ids: &[u32],
        rows: usize,
        start: u32,
        settings: &str,
    ) -> Result<u32, JsError> {
        let rope = settings_of(settings)?;
        self.prefix = None;
        if rows == 0 || ids.is_empty() || !ids.len().is_multiple_of(rows) {
            return Err(JsError::new(&format!(
                "{} ids do not split into {rows} segments of equal length",
                ids.len()
            )));
        }
        let segments: Vec<Segment> = ids
            .chunks(ids.len() / rows)
            .map(|c| Segment {
                ids: c.to_vec(),
                start,
            })
            .collect();
        let p = self.model()?.prefixes(&segments, &rope).map_err(js)?;
        let next = p.next_position();
        self.prefix = Some(p);
        Ok(next)
    }

    /// Scores several tails of equal length in one batched pass: `tails` holds them one after
    /// the other (`starts.len()` of them), tail j placed from `starts[j]` after row
    /// `prefix_rows[j]` of the kept prefix (`with_prefix`) or alone; each scored from token
    /// `scored_from`. Returns a JSON list of `AnswerScore`, one per tail.
    pub fn score_tails(
        &self,
        settings: &str,
        with_prefix: bool,
        tails: &[u32],
        starts: &[u32],
        prefix_rows: &[u32],
        scored_from: usize,
    ) -> Result<String, JsError> {
        let rope = settings_of(settings)?;
        let n = starts.len();
        if n == 0 || prefix_rows.len() != n || tails.is_empty() || !tails.len().is_multiple_of(n) {
            return Err(JsError::new(&format!(
                "{} tail ids, {n} starts and {} prefix rows do not match",
                tails.len(),
                prefix_rows.len()
            )));
        }
        let prefix = if with_prefix {
            Some(
                self.prefix
                    .as_ref()
                    .ok_or_else(|| JsError::new("no prefix (set_prefixes first)"))?,
            )
        } else {
            None
        };
        let rows: Vec<TailRow> = tails
            .chunks(tails.len() / n)
            .zip(starts.iter().zip(prefix_rows))
            .map(|(ids, (&start, &row))| TailRow {
                ids: ids.to_vec(),
                start,
                prefix_row: row as usize,
            })
            .collect();
        let out = self
            .model()?
            .score_tails(&rope, prefix, &rows, scored_from)
            .map_err(js)?;
        serde_json::to_string(&out).map_err(|e| JsError::new(&e.to_string()))
    }

    /// Scores `tail[scored_from..]` with `tail` placed at each first position of `starts`,
    /// after the kept prefix (`with_prefix`) or alone, in one batched pass. `settings` must be
    /// the prefix's. Returns a JSON list of `AnswerScore`, one per start.
    pub fn score_tail(
        &self,
        settings: &str,
        with_prefix: bool,
        tail: &[u32],
        starts: &[u32],
        scored_from: usize,
    ) -> Result<String, JsError> {
        let rope = settings_of(settings)?;
        let prefix = if with_prefix {
            Some(
                self.prefix
                    .as_ref()
                    .ok_or_else(|| JsError::new("no prefix (set_prefix first)"))?,
            )
        } else {
            None
        };
        let out = self
            .model()?
            .score_tail(&rope, prefix, tail, starts, scored_from)
            .map_err(js)?;
        serde_json::to_string(&out).map_err(|e| JsError::new(&e.to_string()))
    }

    /// The loss at each token of `ids` placed from `start` on (nats), `len - 1` values.
    pub fn token_losses(
        &self,
        ids: &[u32],
        start: u32,
        settings: &str,
    ) -> Result<Vec<f64>, JsError> {
        let rope = settings_of(settings)?;
        self.model()?.token_losses(ids, start, &rope).map_err(js)
    }
}
