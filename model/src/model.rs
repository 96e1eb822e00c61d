//! SmolLM2 (Llama architecture) forward pass written from candle ops, with ropescope's RoPE.
//!
//! candle does the quantized matrix products (weights stay in their GGUF quantization); the
//! rest (RMSNorm, RoPE, grouped-query attention, SwiGLU, the probes) is written here so that
//! every RoPE setting acts on the real model.

use crate::error::{ModelError, Result};
use crate::gguf::{qtensor_from_bytes, Gguf};
use crate::rope::{all_pairs, RopeLayout, RopeSettings};
use crate::tokenizer::Tokenizer;
use candle_core::quantized::{GgmlDType, QMatMul, QTensor};
use candle_core::{Device, Module, Tensor, D};
use serde::Serialize;
use std::sync::Arc;

mod longctx;
pub use longctx::{AnswerScore, KvPrefix, Segment, TailRow, MAX_BATCH, MAX_RUN_TOKENS};

/// Longest input accepted by [`Model::run`] (the logits alone take `tokens × vocab × 4` bytes:
/// 100 MB at this length).
pub const MAX_TOKENS: usize = 512;

/// The model's shape, read from the GGUF metadata.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Config {
    pub n_layers: usize,
    pub hidden: usize,
    pub ffn: usize,
    pub n_heads: usize,
    pub n_kv_heads: usize,
    pub head_dim: usize,
    pub vocab: usize,
    pub rope_base: f64,
    pub rms_eps: f64,
    pub context_length: usize,
}

/// How the q/k weight rows are ordered in memory (and so which RoPE layout is the correct one).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum WeightLayout {
    /// As stored in the GGUF: llama.cpp permuted each head's W_q/W_k rows so that the model's
    /// RoPE pairs are (2i, 2i+1); use [`RopeLayout::Interleaved`].
    Gguf,
    /// Rows put back in Hugging Face's order at load time (the inverse of llama.cpp's permute);
    /// use [`RopeLayout::HalfSplit`]. q and k dimension `j*half + i` here is GGUF's `2i + j`.
    HalfSplit,
}

impl WeightLayout {
    /// The RoPE layout that is correct for weights in this order.
    pub fn rope_layout(self) -> RopeLayout {
        match self {
            Self::Gguf => RopeLayout::Interleaved,
            Self::HalfSplit => RopeLayout::HalfSplit,
        }
    }
}

/// Which attention head to look into.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, serde::Deserialize)]
pub struct Probe {
    pub layer: usize,
    /// Query head; its key head is `head / (n_heads / n_kv_heads)` (grouped-query attention).
    pub head: usize,
}

/// q, k and attention of one head in one layer. Matrices are row-major and flat.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct ProbeOutput {
    pub layer: usize,
    pub head: usize,
    pub kv_head: usize,
    pub head_dim: usize,
    /// `[position][head_dim]`, before and after RoPE.
    pub q_pre: Vec<f32>,
    pub q_post: Vec<f32>,
    pub k_pre: Vec<f32>,
    pub k_post: Vec<f32>,
    /// `[query position][key position]`, causal: zero for key > query; rows sum to 1.
    pub attn: Vec<f32>,
}

/// One candidate next token.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct TopToken {
    pub id: u32,
    pub text: String,
    pub logit: f32,
    pub prob: f32,
}

/// Mean over positions of each pair's norm `sqrt(x_a² + x_b²)`, for q and k before RoPE, in
/// every layer and head: how much "energy" each frequency carries. Pairs follow the layout of
/// the RoPE settings used (see [`all_pairs`]); RoPE itself does not change these norms.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct PairNorms {
    pub n_layers: usize,
    pub n_heads: usize,
    pub n_kv_heads: usize,
    pub n_pairs: usize,
    /// `[layer][head][pair]`
    pub q: Vec<f32>,
    /// `[layer][kv_head][pair]`
    pub k: Vec<f32>,
}

/// Everything one run gives the widget.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Output {
    pub ids: Vec<u32>,
    /// Each token's text (UTF-8 of its bytes; U+FFFD where a token holds part of a character).
    pub tokens: Vec<String>,
    pub probe: ProbeOutput,
    /// Most likely next tokens after the last position, best first.
    pub top5: Vec<TopToken>,
    /// `token_loss[t] = -ln p(ids[t+1] | ids[0..=t])` in nats; `len - 1` values.
    pub token_loss: Vec<f32>,
    /// Mean of `token_loss` (None for a single token).
    pub mean_loss: Option<f32>,
    pub pair_norms: PairNorms,
}

/// How the big matrix products are computed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, serde::Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum MatmulMode {
    /// Each weight matrix is dequantized to f32 when it is used (a few MB at a time) and
    /// multiplied in f32 by candle's gemm: the activations stay exact, like Hugging Face's
    /// float32 reference, and it is several times faster than `Quantized` (SIMD f32 kernels
    /// natively and with simd128 in wasm). The default.
    Dequantized,
    /// candle's quantized matmul (`QMatMul`): the activations are quantized to Q8_0/Q8_1 per
    /// block of 32 before an integer dot product with the quantized weights, as llama.cpp does.
    Quantized,
}

/// One weight matrix `[out, in]`, kept in its GGUF quantization.
struct Weight(Arc<QTensor>);

impl Weight {
    fn forward(&self, x: &Tensor, mode: MatmulMode) -> Result<Tensor> {
        Ok(match mode {
            MatmulMode::Quantized => QMatMul::from_arc(self.0.clone())?.forward(x)?,
            MatmulMode::Dequantized => x.matmul(&self.0.dequantize(&Device::Cpu)?.t()?)?,
        })
    }
}

struct Layer {
    attn_norm: Tensor,
    wq: Weight,
    wk: Weight,
    wv: Weight,
    wo: Weight,
    ffn_norm: Tensor,
    w_gate: Weight,
    w_up: Weight,
    w_down: Weight,
}

/// Rows per piece of the embedding / output matrix: it is stored in pieces so that the
/// dequantized mode never holds more than `ROWS_PER_PIECE x hidden` f32 (18 MB) of it at once.
const ROWS_PER_PIECE: usize = 8192;

pub struct Model {
    cfg: Config,
    layout: WeightLayout,
    tokenizer: Tokenizer,
    /// token_embd in pieces of ROWS_PER_PIECE rows.
    embed: Vec<Weight>,
    layers: Vec<Layer>,
    out_norm: Tensor,
    /// output.weight in pieces, or None when tied to the embedding (SmolLM2).
    lm_head: Option<Vec<Weight>>,
}

impl std::fmt::Debug for Model {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Model")
            .field("cfg", &self.cfg)
            .field("layout", &self.layout)
            .finish()
    }
}

fn read_config(g: &Gguf) -> Result<Config> {
    let arch = g.get_str("general.architecture")?;
    if arch != "llama" {
        return Err(ModelError::Unsupported(format!(
            "architecture {arch:?} (need \"llama\")"
        )));
    }
    let u = |k: &str| g.get_usize(&format!("llama.{k}"));
    let n_layers = u("block_count")?;
    let hidden = u("embedding_length")?;
    let ffn = u("feed_forward_length")?;
    let n_heads = u("attention.head_count")?;
    let n_kv_heads = match g.metadata.get("llama.attention.head_count_kv") {
        Some(_) => u("attention.head_count_kv")?,
        None => n_heads,
    };
    let bad = |key: &str, reason: String| ModelError::BadValue {
        key: key.into(),
        reason,
    };
    if !(1..=256).contains(&n_layers) {
        return Err(bad("llama.block_count", format!("{n_layers} layers")));
    }
    if n_heads == 0 || n_kv_heads == 0 || n_heads % n_kv_heads != 0 || hidden % n_heads != 0 {
        return Err(bad(
            "llama.attention.head_count",
            format!("{n_heads} heads / {n_kv_heads} kv heads for hidden size {hidden}"),
        ));
    }
    if !(1..=16384).contains(&hidden) || !(1..=65536).contains(&ffn) {
        return Err(bad(
            "llama.embedding_length",
            format!("hidden {hidden}, ffn {ffn}"),
        ));
    }
    let head_dim = hidden / n_heads;
    if head_dim % 2 != 0 {
        return Err(bad(
            "llama.attention.head_count",
            format!("odd head dim {head_dim}"),
        ));
    }
    if let Some(v) = g.metadata.get("llama.rope.dimension_count") {
        if v.as_u64() != Some(head_dim as u64) {
            return Err(ModelError::Unsupported(format!(
                "llama.rope.dimension_count {v:?} != head dim {head_dim} (partial rotary models)"
            )));
        }
    }
    let rope_base = match g.metadata.get("llama.rope.freq_base") {
        Some(_) => g.get_f64("llama.rope.freq_base")?,
        None => 10_000.0,
    };
    if !(rope_base.is_finite() && rope_base > 1.0) {
        return Err(bad("llama.rope.freq_base", format!("{rope_base}")));
    }
    let rms_eps = g.get_f64("llama.attention.layer_norm_rms_epsilon")?;
    if !(rms_eps.is_finite() && rms_eps > 0.0 && rms_eps < 1.0) {
        return Err(bad(
            "llama.attention.layer_norm_rms_epsilon",
            format!("{rms_eps}"),
        ));
    }
    let context_length = g.get_usize("llama.context_length").unwrap_or(2048);
    let vocab = g
        .info("token_embd.weight")?
        .dims
        .first()
        .copied()
        .unwrap_or(0);
    Ok(Config {
        n_layers,
        hidden,
        ffn,
        n_heads,
        n_kv_heads,
        head_dim,
        vocab,
        rope_base,
        rms_eps,
        context_length,
    })
}

/// llama.cpp's permutation of q/k rows, undone: GGUF row `h*hd + 2i + j` becomes
/// row `h*hd + j*hd/2 + i` (Hugging Face's order).
fn unpermute_rows(bytes: &[u8], rows: usize, heads: usize) -> Vec<u8> {
    let row_bytes = bytes.len() / rows;
    let hd = rows / heads;
    let half = hd / 2;
    let mut out = vec![0u8; bytes.len()];
    for h in 0..heads {
        for i in 0..half {
            for j in 0..2 {
                let src = h * hd + 2 * i + j;
                let dst = h * hd + j * half + i;
                out[dst * row_bytes..(dst + 1) * row_bytes]
                    .copy_from_slice(&bytes[src * row_bytes..(src + 1) * row_bytes]);
            }
        }
    }
    out
}

/// A weight matrix must have a type candle can multiply with (not the intermediate Q8_1 /
/// Q8_K, whose dot products candle leaves unimplemented) and an input size its kernels accept
/// (Q4_1/Q5_x want an even number of 32-blocks; k-quants whole 256-blocks).
fn check_matmul_dims(name: &str, g: &Gguf, k: usize) -> Result<()> {
    let dtype = g.info(name)?.dtype;
    if matches!(dtype, GgmlDType::Q8_1 | GgmlDType::Q8K) {
        return Err(ModelError::BadTensor {
            name: name.into(),
            reason: format!("{dtype:?} is not a weight type"),
        });
    }
    let b = dtype.block_size();
    let need = if b == 32 { 64 } else { b };
    if need > 1 && !k.is_multiple_of(need) {
        return Err(ModelError::BadTensor {
            name: name.into(),
            reason: format!("input size {k} is not a multiple of {need} for its quantization"),
        });
    }
    Ok(())
}

fn matmul_weight(g: &Gguf, name: &str, out: usize, inp: usize) -> Result<Weight> {
    check_matmul_dims(name, g, inp)?;
    Ok(Weight(Arc::new(g.qtensor(name, &[out, inp])?)))
}

/// A `[rows, inp]` matrix as pieces of at most ROWS_PER_PIECE rows.
fn pieces(g: &Gguf, name: &str, rows: usize, inp: usize) -> Result<Vec<Weight>> {
    check_matmul_dims(name, g, inp)?;
    let info = g.info(name)?;
    if info.dims != [rows, inp] {
        return Err(ModelError::BadTensor {
            name: name.into(),
            reason: format!("shape {:?}, expected {:?}", info.dims, [rows, inp]),
        });
    }
    let bytes = g.tensor_bytes(name)?;
    let row_bytes = bytes.len() / rows;
    let mut out = Vec::with_capacity(rows.div_ceil(ROWS_PER_PIECE));
    for start in (0..rows).step_by(ROWS_PER_PIECE) {
        let n = ROWS_PER_PIECE.min(rows - start);
        let t = qtensor_from_bytes(
            info.dtype,
            &bytes[start * row_bytes..(start + n) * row_bytes],
            &[n, inp],
        )
        .map_err(|e| ModelError::BadTensor {
            name: name.into(),
            reason: e.to_string(),
        })?;
        out.push(Weight(Arc::new(t)));
    }
    Ok(out)
}

fn permuted_weight(g: &Gguf, name: &str, out: usize, inp: usize, heads: usize) -> Result<Weight> {
    check_matmul_dims(name, g, inp)?;
    let info = g.info(name)?;
    if info.dims != [out, inp] {
        return Err(ModelError::BadTensor {
            name: name.into(),
            reason: format!("shape {:?}, expected {:?}", info.dims, [out, inp]),
        });
    }
    let bytes = unpermute_rows(g.tensor_bytes(name)?, out, heads);
    let t =
        qtensor_from_bytes(info.dtype, &bytes, &[out, inp]).map_err(|e| ModelError::BadTensor {
            name: name.into(),
            reason: e.to_string(),
        })?;
    Ok(Weight(Arc::new(t)))
}

fn vector(g: &Gguf, name: &str, n: usize) -> Result<Tensor> {
    let dtype = g.info(name)?.dtype;
    if !matches!(dtype, GgmlDType::F32 | GgmlDType::F16 | GgmlDType::BF16) {
        return Err(ModelError::BadTensor {
            name: name.into(),
            reason: format!("{dtype:?} for a norm weight (need F32, F16 or BF16)"),
        });
    }
    Ok(g.qtensor(name, &[n])?.dequantize(&Device::Cpu)?)
}

fn rms_norm(x: &Tensor, w: &Tensor, eps: f64) -> Result<Tensor> {
    let ms = x.sqr()?.mean_keepdim(D::Minus1)?;
    let inv = (ms + eps)?.sqrt()?.recip()?;
    Ok(x.broadcast_mul(&inv)?.broadcast_mul(w)?)
}

impl Model {
    /// Load SmolLM2 (or another Llama-architecture GGUF with the "smollm" tokenizer) from the
    /// file's bytes, q/k rows as stored (use interleaved RoPE).
    pub fn from_gguf_bytes(bytes: &[u8]) -> Result<Self> {
        Self::from_gguf_bytes_with(bytes, WeightLayout::Gguf)
    }

    /// Load with the q/k rows in the chosen order.
    pub fn from_gguf_bytes_with(bytes: &[u8], layout: WeightLayout) -> Result<Self> {
        let g = Gguf::parse(bytes)?;
        let cfg = read_config(&g)?;
        let tokenizer = Tokenizer::from_gguf(&g)?;
        if tokenizer.vocab_size() != cfg.vocab {
            return Err(ModelError::Tokenizer(format!(
                "{} tokens for an embedding of {} rows",
                tokenizer.vocab_size(),
                cfg.vocab
            )));
        }
        let (h, hd) = (cfg.hidden, cfg.head_dim);
        let kv = cfg.n_kv_heads * hd;
        let embed = pieces(&g, "token_embd.weight", cfg.vocab, h)?;
        let lm_head = if g.tensors.contains_key("output.weight") {
            Some(pieces(&g, "output.weight", cfg.vocab, h)?)
        } else {
            None
        };
        let mut layers = Vec::with_capacity(cfg.n_layers);
        for l in 0..cfg.n_layers {
            let n = |s: &str| format!("blk.{l}.{s}.weight");
            let (wq, wk) = match layout {
                WeightLayout::Gguf => (
                    matmul_weight(&g, &n("attn_q"), h, h)?,
                    matmul_weight(&g, &n("attn_k"), kv, h)?,
                ),
                WeightLayout::HalfSplit => (
                    permuted_weight(&g, &n("attn_q"), h, h, cfg.n_heads)?,
                    permuted_weight(&g, &n("attn_k"), kv, h, cfg.n_kv_heads)?,
                ),
            };
            layers.push(Layer {
                attn_norm: vector(&g, &n("attn_norm"), h)?,
                wq,
                wk,
                wv: matmul_weight(&g, &n("attn_v"), kv, h)?,
                wo: matmul_weight(&g, &n("attn_output"), h, h)?,
                ffn_norm: vector(&g, &n("ffn_norm"), h)?,
                w_gate: matmul_weight(&g, &n("ffn_gate"), cfg.ffn, h)?,
                w_up: matmul_weight(&g, &n("ffn_up"), cfg.ffn, h)?,
                w_down: matmul_weight(&g, &n("ffn_down"), h, cfg.ffn)?,
            });
        }
        let out_norm = vector(&g, "output_norm.weight", h)?;
        Ok(Self {
            cfg,
            layout,
            tokenizer,
            embed,
            layers,
            out_norm,
            lm_head,
        })
    }

    pub fn config(&self) -> &Config {
        &self.cfg
    }
    pub fn tokenizer(&self) -> &Tokenizer {
        &self.tokenizer
    }
    pub fn weight_layout(&self) -> WeightLayout {
        self.layout
    }

    /// The model's own RoPE for the loaded weight order (base from the GGUF, all pairs).
    pub fn default_rope(&self) -> RopeSettings {
        RopeSettings::standard(
            self.cfg.rope_base,
            self.cfg.head_dim,
            self.layout.rope_layout(),
        )
    }

    /// Embedding rows of `ids` as a (T, hidden) f32 tensor (only these rows are dequantized).
    fn embed(&self, ids: &[u32]) -> Result<Tensor> {
        let mut rows = Vec::new();
        for &id in ids {
            let i = id as usize;
            let piece = &self.embed[i / ROWS_PER_PIECE].0;
            let data = piece.data()?;
            let row = data.len() / piece.shape().dims()[0];
            let r = i % ROWS_PER_PIECE;
            rows.extend_from_slice(&data[r * row..(r + 1) * row]);
        }
        let dtype = self.embed[0].0.dtype();
        let q = qtensor_from_bytes(dtype, &rows, &[ids.len(), self.cfg.hidden])?;
        Ok(q.dequantize(&Device::Cpu)?)
    }

    /// One full forward pass over `ids` with the given RoPE, looking into `probe`
    /// ([`MatmulMode::Dequantized`]).
    pub fn run(&self, ids: &[u32], rope: &RopeSettings, probe: Probe) -> Result<Output> {
        self.run_with(ids, rope, probe, MatmulMode::Dequantized)
    }

    /// [`Model::run`] with a choice of matrix product: the input checked, then each layer's
    /// attention and MLP, then the head.
    pub fn run_with(
        &self,
        ids: &[u32],
        rope: &RopeSettings,
        probe: Probe,
        mode: MatmulMode,
    ) -> Result<Output> {
        self.check_input(ids, rope, probe)?;
        let c = &self.cfg;
        let pass = Pass::new(c, ids.len(), rope, probe, mode)?;
        let (hq, hkv, np) = (c.n_heads, c.n_kv_heads, pass.pairs.len());
        let mut norms_q = vec![0f32; c.n_layers * hq * np];
        let mut norms_k = vec![0f32; c.n_layers * hkv * np];
        let mut probe_out = None;

        let mut x = self.embed(ids)?;
        for (l, layer) in self.layers.iter().enumerate() {
            let (attn, probed) = self.attention(
                layer,
                l,
                &x,
                &pass,
                &mut norms_q[l * hq * np..(l + 1) * hq * np],
                &mut norms_k[l * hkv * np..(l + 1) * hkv * np],
            )?;
            probe_out = probe_out.or(probed);
            x = (x + attn)?;
            let mlp = self.mlp(layer, &x, mode)?;
            x = (x + mlp)?;
        }
        let (top5, token_loss, mean_loss) = self.head(&x, ids, mode)?;

        let probe =
            probe_out.ok_or_else(|| ModelError::BadInput("probe layer not reached".into()))?;
        Ok(Output {
            ids: ids.to_vec(),
            tokens: ids.iter().map(|&i| self.tokenizer.token_text(i)).collect(),
            probe,
            top5,
            token_loss,
            mean_loss,
            pair_norms: PairNorms {
                n_layers: c.n_layers,
                n_heads: hq,
                n_kv_heads: hkv,
                n_pairs: np,
                q: norms_q,
                k: norms_k,
            },
        })
    }

    /// Refuses an empty or too long input, unknown token ids, a probe outside the model and a
    /// RoPE that does not fit its head.
    fn check_input(&self, ids: &[u32], rope: &RopeSettings, probe: Probe) -> Result<()> {
        let c = &self.cfg;
        if ids.is_empty() || ids.len() > MAX_TOKENS {
            return Err(ModelError::BadInput(format!(
                "{} tokens (need 1..={MAX_TOKENS})",
                ids.len()
            )));
        }
        if let Some(&bad) = ids.iter().find(|&&i| i as usize >= c.vocab) {
            return Err(ModelError::BadInput(format!(
                "token id {bad} >= vocab {}",
                c.vocab
            )));
        }
        if probe.layer >= c.n_layers || probe.head >= c.n_heads {
            return Err(ModelError::BadInput(format!(
                "probe layer {} head {} (model has {} layers, {} heads)",
                probe.layer, probe.head, c.n_layers, c.n_heads
            )));
        }
        rope.validate(c.head_dim)
    }

    /// Layer `l`'s attention block on `x` (the residual stream): its output (to add to `x`),
    /// each pair's q and k norms before RoPE into `norms_q` and `norms_k`, and the probe's
    /// capture when `l` is the probed layer.
    fn attention(
        &self,
        layer: &Layer,
        l: usize,
        x: &Tensor,
        pass: &Pass,
        norms_q: &mut [f32],
        norms_k: &mut [f32],
    ) -> Result<(Tensor, Option<ProbeOutput>)> {
        let c = &self.cfg;
        let (dev, t, mode, probe) = (Device::Cpu, pass.t, pass.mode, pass.probe);
        let (hq, hkv, hd, rep) = (c.n_heads, c.n_kv_heads, c.head_dim, pass.rep);
        let kv_head = probe.head / rep;
        let h = rms_norm(x, &layer.attn_norm, c.rms_eps)?;
        let q = layer.wq.forward(&h, mode)?;
        let k = layer.wk.forward(&h, mode)?;
        let v = layer.wv.forward(&h, mode)?;
        let q_pre: Vec<f32> = q.flatten_all()?.to_vec1()?;
        let k_pre: Vec<f32> = k.flatten_all()?.to_vec1()?;
        pair_norms(&q_pre, t, hq, hd, &pass.pairs, norms_q);
        pair_norms(&k_pre, t, hkv, hd, &pass.pairs, norms_k);
        let mut q_post = q_pre.clone();
        let mut k_post = k_pre.clone();
        pass.rope.apply(&mut q_post, t, hq, hd);
        pass.rope.apply(&mut k_post, t, hkv, hd);
        let capture = l == probe.layer;
        let probe_qk = capture.then(|| {
            let head = |v: &[f32], heads: usize, h: usize| -> Vec<f32> {
                (0..t)
                    .flat_map(|p| v[(p * heads + h) * hd..(p * heads + h + 1) * hd].to_vec())
                    .collect()
            };
            (
                head(&q_pre, hq, probe.head),
                head(&q_post, hq, probe.head),
                head(&k_pre, hkv, kv_head),
                head(&k_post, hkv, kv_head),
            )
        });

        // (heads, T, hd); query heads grouped by their kv head: (hkv, rep*T, hd)
        let q = Tensor::from_vec(q_post, (t, hq, hd), &dev)?
            .transpose(0, 1)?
            .contiguous()?;
        let q = q.reshape((hkv, rep * t, hd))?;
        let k = Tensor::from_vec(k_post, (t, hkv, hd), &dev)?
            .transpose(0, 1)?
            .contiguous()?;
        let v = v.reshape((t, hkv, hd))?.transpose(0, 1)?.contiguous()?;
        let scores = (q.matmul(&k.t()?)? * pass.scale)?
            .reshape((hq, t, t))?
            .broadcast_add(&pass.mask)?;
        let m = scores.max_keepdim(D::Minus1)?;
        let e = scores.broadcast_sub(&m)?.exp()?;
        let p = e.broadcast_div(&e.sum_keepdim(D::Minus1)?)?;
        let mut probe_out = None;
        if let Some((q_pre, q_post, k_pre, k_post)) = probe_qk {
            let attn = p.get(probe.head)?.flatten_all()?.to_vec1()?;
            probe_out = Some(ProbeOutput {
                layer: l,
                head: probe.head,
                kv_head,
                head_dim: hd,
                q_pre,
                q_post,
                k_pre,
                k_post,
                attn,
            });
        }
        let o = p.reshape((hkv, rep * t, t))?.matmul(&v)?;
        let o = o
            .reshape((hq, t, hd))?
            .transpose(0, 1)?
            .contiguous()?
            .reshape((t, hq * hd))?;
        Ok((layer.wo.forward(&o, mode)?, probe_out))
    }

    /// The layer's MLP block on `x` (SwiGLU after its RMS norm): its output, to add to `x`.
    fn mlp(&self, layer: &Layer, x: &Tensor, mode: MatmulMode) -> Result<Tensor> {
        let h = rms_norm(x, &layer.ffn_norm, self.cfg.rms_eps)?;
        let g = layer.w_gate.forward(&h, mode)?.silu()?;
        let u = layer.w_up.forward(&h, mode)?;
        layer.w_down.forward(&(g * u)?, mode)
    }

    /// The head on the last residual stream: the five likeliest next tokens after the last
    /// position, each position's loss on the token that follows it, and their mean.
    fn head(
        &self,
        x: &Tensor,
        ids: &[u32],
        mode: MatmulMode,
    ) -> Result<(Vec<TopToken>, Vec<f32>, Option<f32>)> {
        let (t, v) = (ids.len(), self.cfg.vocab);
        let x = rms_norm(x, &self.out_norm, self.cfg.rms_eps)?;
        let head = self.lm_head.as_ref().unwrap_or(&self.embed);
        let parts = head
            .iter()
            .map(|w| w.forward(&x, mode))
            .collect::<Result<Vec<_>>>()?;
        let logits: Vec<f32> = Tensor::cat(&parts, 1)?.flatten_all()?.to_vec1()?;
        if logits.len() != t * v {
            return Err(ModelError::Candle(format!(
                "{} logits for {t}x{v}",
                logits.len()
            )));
        }
        let lse = |row: &[f32]| -> f64 {
            let m = row.iter().fold(f32::NEG_INFINITY, |a, &b| a.max(b)) as f64;
            m + row.iter().map(|&z| (z as f64 - m).exp()).sum::<f64>().ln()
        };
        let token_loss: Vec<f32> = (0..t - 1)
            .map(|p| {
                let row = &logits[p * v..(p + 1) * v];
                (lse(row) - row[ids[p + 1] as usize] as f64) as f32
            })
            .collect();
        let mean_loss = (!token_loss.is_empty()).then(|| {
            (token_loss.iter().map(|&x| x as f64).sum::<f64>() / token_loss.len() as f64) as f32
        });
        let last = &logits[(t - 1) * v..];
        let z = lse(last);
        let mut order: Vec<u32> = (0..v as u32).collect();
        let k5 = 5.min(v);
        let cmp = |a: &u32, b: &u32| {
            last[*b as usize]
                .total_cmp(&last[*a as usize])
                .then(a.cmp(b))
        };
        order.select_nth_unstable_by(k5 - 1, cmp);
        order.truncate(k5);
        order.sort_by(cmp);
        let top5 = order
            .into_iter()
            .map(|id| TopToken {
                id,
                text: self.tokenizer.token_text(id),
                logit: last[id as usize],
                prob: (last[id as usize] as f64 - z).exp() as f32,
            })
            .collect();
        Ok((top5, token_loss, mean_loss))
    }

    /// Tokenize `text` (no BOS) and run.
    pub fn run_text(&self, text: &str, rope: &RopeSettings, probe: Probe) -> Result<Output> {
        self.run(&self.tokenizer.encode(text), rope, probe)
    }
}

/// What every layer of one forward pass shares: the length, the causal mask, the pairs whose
/// norms are kept, the scale of the scores and how query heads share kv heads.
struct Pass<'a> {
    t: usize,
    mask: Tensor,
    pairs: Vec<(usize, usize)>,
    scale: f64,
    rep: usize,
    rope: &'a RopeSettings,
    probe: Probe,
    mode: MatmulMode,
}

impl<'a> Pass<'a> {
    fn new(
        c: &Config,
        t: usize,
        rope: &'a RopeSettings,
        probe: Probe,
        mode: MatmulMode,
    ) -> Result<Self> {
        let hd = c.head_dim;
        let mask: Vec<f32> = (0..t * t)
            .map(|i| {
                if i % t > i / t {
                    f32::NEG_INFINITY
                } else {
                    0.0
                }
            })
            .collect();
        let pairs = if rope.enabled {
            all_pairs(rope.layout, rope.rotary_dim, hd)
        } else {
            all_pairs(rope.layout, hd, hd)
        };
        Ok(Pass {
            t,
            mask: Tensor::from_vec(mask, (t, t), &Device::Cpu)?,
            pairs,
            scale: 1.0 / (hd as f64).sqrt(),
            rep: c.n_heads / c.n_kv_heads,
            rope,
            probe,
            mode,
        })
    }
}

/// Mean over positions of each pair's norm, per head. `x` is `[T][heads][hd]`.
fn pair_norms(
    x: &[f32],
    t: usize,
    heads: usize,
    hd: usize,
    pairs: &[(usize, usize)],
    out: &mut [f32],
) {
    let np = pairs.len();
    for h in 0..heads {
        for (i, &(a, b)) in pairs.iter().enumerate() {
            let mut s = 0f64;
            for p in 0..t {
                let v = &x[(p * heads + h) * hd..];
                s += (v[a] as f64).hypot(v[b] as f64);
            }
            out[h * np + i] = (s / t as f64) as f32;
        }
    }
}
