//! The real model (`qk=model`) as the page sees it: SmolLM2-135M-Instruct's fixed facts, the
//! RoPE settings the page asks the model worker to run with, and the worker's answer read into
//! plain, checked numbers.
//!
//! The model itself (weights, tokenizer, forward pass) lives in the `model/` crate and runs in a
//! Web Worker; nothing here downloads or computes a model. What is here is pure and tested
//! natively: the page never shows a model number that did not pass [`ModelRun::from_json`]'s
//! shape checks, and the RoPE the worker applies is the page's own
//! ([`crate::rope::view::model_lab::rope_settings`]), so the
//! views' rotations and the model's are the same formula with the same frequencies.

use crate::rope::base::json::{self, Value};
use crate::rope::base::limits::{MODEL_HEADS, MODEL_HEAD_DIM, MODEL_LAYERS, MODEL_MAX_TOKENS};

/// The model's name, as the page shows it.
pub const NAME: &str = "SmolLM2-135M-Instruct";
/// Its RoPE base (GGUF `llama.rope.freq_base`; Hugging Face's `rope_theta`).
pub const BASE: f64 = crate::rope::base::limits::MODEL_BASE;
/// Its trained context (`max_position_embeddings`).
pub const CONTEXT: u64 = crate::rope::base::limits::MODEL_CONTEXT;
pub use crate::rope::base::limits::FILE_BYTES;
/// Where a build with the model keeps its manifest (tools/model-dist.sh writes it), relative
/// to the page.
pub const MANIFEST: &str = "model/manifest.json";
/// The worker script, relative to the page.
pub const WORKER: &str = "model/worker.js";
/// What a build without the model tells the learner: a message id.
pub const HOW_TO_GET: &str = "model-how-to-get";

/// One of the model's most likely next tokens.
#[derive(Debug, Clone, PartialEq)]
pub struct Prediction {
    pub id: u32,
    pub text: String,
    pub prob: f64,
    pub logit: f64,
}

/// The mean norm of each pair of the real q and k (before RoPE), per layer and head.
#[derive(Debug, Clone, PartialEq)]
pub struct PairEnergy {
    pub layers: usize,
    pub heads: usize,
    pub kv_heads: usize,
    pub pairs: usize,
    /// `q[(layer * heads + head) * pairs + pair]`.
    pub q: Vec<f64>,
    /// `k[(layer * kv_heads + kv_head) * pairs + pair]`.
    pub k: Vec<f64>,
}

impl PairEnergy {
    /// One query head's pair norms.
    pub fn q_head(&self, layer: usize, head: usize) -> &[f64] {
        let at = (layer * self.heads + head) * self.pairs;
        self.q.get(at..at + self.pairs).unwrap_or(&[])
    }

    /// One key/value head's pair norms.
    pub fn k_head(&self, layer: usize, kv_head: usize) -> &[f64] {
        let at = (layer * self.kv_heads + kv_head) * self.pairs;
        self.k.get(at..at + self.pairs).unwrap_or(&[])
    }

    /// The mean over every layer and head, per pair, for q and for k.
    pub fn mean(&self) -> (Vec<f64>, Vec<f64>) {
        let mean = |v: &[f64]| -> Vec<f64> {
            let rows = (v.len() / self.pairs.max(1)).max(1);
            (0..self.pairs)
                .map(|p| v.iter().skip(p).step_by(self.pairs).sum::<f64>() / rows as f64)
                .collect()
        };
        (mean(&self.q), mean(&self.k))
    }
}

/// One forward pass of the real model, as the worker returned it, checked.
#[derive(Debug, Clone, PartialEq)]
pub struct ModelRun {
    pub ids: Vec<u32>,
    /// Each token's text (a piece of a word, often with its leading space).
    pub tokens: Vec<String>,
    pub layer: usize,
    pub head: usize,
    pub kv_head: usize,
    /// Per token: the query of the probed head and the key of its key/value head, before RoPE
    /// (`q_pre`, `k_pre`: what the views rotate) and after it (the model's own rotation).
    pub q: Vec<Vec<f64>>,
    pub k: Vec<Vec<f64>>,
    pub q_rotated: Vec<Vec<f64>>,
    pub k_rotated: Vec<Vec<f64>>,
    /// The probed head's attention weights `[query][key]` (causal).
    pub attn: Vec<Vec<f64>>,
    /// Most likely next tokens after the last one, best first.
    pub top: Vec<Prediction>,
    /// `token_loss[t]` = -ln p(token t+1 | tokens 0..=t), nats.
    pub token_loss: Vec<f64>,
    /// Mean of `token_loss` (none for a one-token text).
    pub mean_loss: Option<f64>,
    pub energy: PairEnergy,
}

/// What was wrong with a worker answer (it never panics on one). The page shows it inside
/// `model-error-answer`; the detail names the answer's fields (`ids`, `top5`, ...), machine
/// words, and stays in English in every language.
#[derive(Debug, Clone, PartialEq)]
pub struct RunError(pub String);

impl std::fmt::Display for RunError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        // i18n: developer text (logs and tests); the page shows `model-error-answer`
        write!(f, "unexpected answer from the model worker: {}", self.0)
    }
}

fn bad(what: impl Into<String>) -> RunError {
    RunError(what.into())
}

fn field<'a>(v: &'a Value, key: &str) -> Result<&'a Value, RunError> {
    v.get(key).ok_or_else(|| bad(format!("no `{key}`")))
}

fn number(v: &Value, what: &str) -> Result<f64, RunError> {
    v.as_f64()
        .filter(|x| x.is_finite())
        .ok_or_else(|| bad(format!("`{what}` is not a finite number"))) // i18n: protocol detail, inside model-error-answer
}

fn numbers(v: &Value, what: &str) -> Result<Vec<f64>, RunError> {
    match v {
        Value::Array(items) => items.iter().map(|x| number(x, what)).collect(),
        _ => Err(bad(format!("`{what}` is not a list"))), // i18n: protocol detail, inside model-error-answer
    }
}

fn whole(v: &Value, what: &str, below: usize) -> Result<usize, RunError> {
    match v {
        Value::Int(i) if *i >= 0 && (*i as u64) < below as u64 => Ok(*i as usize),
        _ => Err(bad(format!("`{what}` is not a whole number below {below}"))), // i18n: protocol detail, inside model-error-answer
    }
}

/// A flat list cut into `rows` rows of `cols`.
fn matrix(v: &Value, what: &str, rows: usize, cols: usize) -> Result<Vec<Vec<f64>>, RunError> {
    let flat = numbers(v, what)?;
    if flat.len() != rows * cols {
        return Err(bad(format!(
            "`{what}` has {} numbers, expected {rows} x {cols}", // i18n: protocol detail, inside model-error-answer
            flat.len()
        )));
    }
    Ok(flat.chunks(cols.max(1)).map(<[f64]>::to_vec).collect())
}

impl ModelRun {
    /// Reads the worker's `output` (the JSON of the model crate's `Output`), checking every
    /// shape against the model's and the run's own length.
    pub fn from_json(text: &str) -> Result<ModelRun, RunError> {
        let v = json::parse(text).map_err(|e| bad(e.to_string()))?;
        ModelRun::from_value(&v)
    }

    /// [`ModelRun::from_json`] of an already parsed document (a run inside a message).
    pub fn from_value(v: &Value) -> Result<ModelRun, RunError> {
        let ids: Vec<u32> = match field(v, "ids")? {
            Value::Array(items) => items
                .iter()
                .map(|x| whole(x, "ids", u32::MAX as usize).map(|i| i as u32))
                .collect::<Result<_, _>>()?,
            _ => return Err(bad("`ids` is not a list")), // i18n: protocol detail, inside model-error-answer
        };
        let t = ids.len();
        if t == 0 || t > MODEL_MAX_TOKENS {
            return Err(bad(format!(
                "{t} tokens (expected 1 to {MODEL_MAX_TOKENS})" // i18n: protocol detail, inside model-error-answer
            )));
        }
        let tokens: Vec<String> = match field(v, "tokens")? {
            Value::Array(items) => items
                .iter()
                .map(|x| x.as_str().map(str::to_string))
                .collect::<Option<_>>()
                .ok_or_else(|| bad("`tokens` is not a list of strings"))?, // i18n: protocol detail, inside model-error-answer
            _ => return Err(bad("`tokens` is not a list")), // i18n: protocol detail, inside model-error-answer
        };
        if tokens.len() != t {
            return Err(bad("`tokens` and `ids` differ in length")); // i18n: protocol detail, inside model-error-answer
        }
        let probe = field(v, "probe")?;
        let layer = whole(field(probe, "layer")?, "layer", MODEL_LAYERS)?;
        let head = whole(field(probe, "head")?, "head", MODEL_HEADS)?;
        let kv_head = whole(field(probe, "kv_head")?, "kv_head", MODEL_HEADS)?;
        let d = whole(field(probe, "head_dim")?, "head_dim", MODEL_HEAD_DIM + 1)?;
        if d != MODEL_HEAD_DIM {
            // i18n: protocol detail, inside model-error-answer
            return Err(bad(format!("head_dim {d}, expected {MODEL_HEAD_DIM}")));
        }
        let vectors = |key: &str| matrix(field(probe, key)?, key, t, d);
        let (q, k) = (vectors("q_pre")?, vectors("k_pre")?);
        let (q_rotated, k_rotated) = (vectors("q_post")?, vectors("k_post")?);
        let attn = matrix(field(probe, "attn")?, "attn", t, t)?;
        let top = match field(v, "top5")? {
            Value::Array(items) => items
                .iter()
                .map(|p| {
                    Ok(Prediction {
                        id: whole(field(p, "id")?, "top5.id", u32::MAX as usize)? as u32,
                        text: field(p, "text")?.as_str().unwrap_or("").to_string(),
                        prob: number(field(p, "prob")?, "top5.prob")?,
                        logit: number(field(p, "logit")?, "top5.logit")?,
                    })
                })
                .collect::<Result<Vec<_>, RunError>>()?,
            _ => return Err(bad("`top5` is not a list")), // i18n: protocol detail, inside model-error-answer
        };
        let token_loss = numbers(field(v, "token_loss")?, "token_loss")?;
        if token_loss.len() != t - 1 {
            return Err(bad(format!(
                "{} token losses for {t} tokens", // i18n: protocol detail, inside model-error-answer
                token_loss.len()
            )));
        }
        let mean_loss = match field(v, "mean_loss")? {
            Value::Null => None,
            x => Some(number(x, "mean_loss")?),
        };
        let e = field(v, "pair_norms")?;
        let size = |key: &str| whole(field(e, key)?, key, 1 << 16);
        let (layers, heads, kv_heads, pairs) = (
            size("n_layers")?,
            size("n_heads")?,
            size("n_kv_heads")?,
            size("n_pairs")?,
        );
        let q_energy = numbers(field(e, "q")?, "pair_norms.q")?;
        let k_energy = numbers(field(e, "k")?, "pair_norms.k")?;
        if q_energy.len() != layers * heads * pairs || k_energy.len() != layers * kv_heads * pairs {
            return Err(bad("`pair_norms` does not match its own shape")); // i18n: protocol detail, inside model-error-answer
        }
        Ok(ModelRun {
            ids,
            tokens,
            layer,
            head,
            kv_head,
            q,
            k,
            q_rotated,
            k_rotated,
            attn,
            top,
            token_loss,
            mean_loss,
            energy: PairEnergy {
                layers,
                heads,
                kv_heads,
                pairs,
                q: q_energy,
                k: k_energy,
            },
        })
    }

    /// The run in the worker's format (what [`ModelRun::from_value`] reads back, equal).
    pub fn to_value(&self) -> Value {
        let flat = |m: &[Vec<f64>]| -> Value { m.concat().into() };
        let top: Vec<Value> = self
            .top
            .iter()
            .map(|p| {
                json::object([
                    ("id", u64::from(p.id).into()),
                    ("text", p.text.as_str().into()),
                    ("prob", p.prob.into()),
                    ("logit", p.logit.into()),
                ])
            })
            .collect();
        let ids: Vec<u64> = self.ids.iter().map(|&i| u64::from(i)).collect();
        json::object([
            ("ids", ids.into()),
            ("tokens", self.tokens.clone().into()),
            (
                "probe",
                json::object([
                    ("layer", self.layer.into()),
                    ("head", self.head.into()),
                    ("kv_head", self.kv_head.into()),
                    ("head_dim", MODEL_HEAD_DIM.into()),
                    ("q_pre", flat(&self.q)),
                    ("k_pre", flat(&self.k)),
                    ("q_post", flat(&self.q_rotated)),
                    ("k_post", flat(&self.k_rotated)),
                    ("attn", flat(&self.attn)),
                ]),
            ),
            ("top5", Value::Array(top)),
            ("token_loss", self.token_loss.clone().into()),
            ("mean_loss", self.mean_loss.into()),
            (
                "pair_norms",
                json::object([
                    ("n_layers", self.energy.layers.into()),
                    ("n_heads", self.energy.heads.into()),
                    ("n_kv_heads", self.energy.kv_heads.into()),
                    ("n_pairs", self.energy.pairs.into()),
                    ("q", self.energy.q.clone().into()),
                    ("k", self.energy.k.clone().into()),
                ]),
            ),
        ])
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::*;

    /// A real run of the model worker (`tests/data/model_run.json`, written by the model
    /// crate's `examples/page_fixture.rs` from the GGUF: text "The cat sat on the mat. The
    /// cat", layer 14, head 4, the model's own RoPE).
    pub(crate) fn fixture() -> ModelRun {
        ModelRun::from_json(include_str!("../../../tests/data/model_run.json")).unwrap()
    }

    #[test]
    fn a_run_written_back_reads_as_the_same_run() {
        let run = fixture();
        let text = json::to_string(&run.to_value());
        assert_eq!(ModelRun::from_json(&text).unwrap(), run);
    }

    #[test]
    fn a_real_run_reads_with_every_shape_checked() {
        let r = fixture();
        let t = r.ids.len();
        assert!(t >= 2);
        assert_eq!((r.layer, r.head, r.kv_head), (14, 4, 1));
        assert_eq!(r.q.len(), t);
        assert!(r.q.iter().chain(&r.k).all(|v| v.len() == MODEL_HEAD_DIM));
        assert_eq!(r.token_loss.len(), t - 1);
        let mean = r.token_loss.iter().sum::<f64>() / (t - 1) as f64;
        assert!((r.mean_loss.unwrap() - mean).abs() < 1e-5);
        assert_eq!(r.top.len(), 5);
        assert!(r.top.windows(2).all(|w| w[0].prob >= w[1].prob));
        for row in &r.attn {
            assert!((row.iter().sum::<f64>() - 1.0).abs() < 1e-4);
        }
        assert_eq!(r.energy.q_head(14, 4).len(), 32);
        assert_eq!(r.energy.k_head(14, 1).len(), 32);
        assert_eq!(r.energy.mean().0.len(), 32);
    }

    #[test]
    fn broken_answers_are_errors_not_panics() {
        let good = include_str!("../../../tests/data/model_run.json");
        for bad in [
            "",
            "[]",
            "{}",
            "{\"ids\": []}",
            &good.replacen("\"head_dim\":64", "\"head_dim\":32", 1),
            &good.replacen("\"layer\":14", "\"layer\":99", 1),
            &good.replacen("\"mean_loss\":", "\"mean_loss\":\"x\",\"_\":", 1),
            &good[..good.len() / 2],
        ] {
            assert!(ModelRun::from_json(bad).is_err(), "{:.80}", bad);
        }
    }
}
