//! Every parameter of ropescope in one struct, read from and written to a URL query string.
//!
//! The same [`Config::set`] parses a value whether it comes from the URL, from a UI control, from
//! a pasted Hugging Face config or from the export tool, and [`Config::validate`] is the one place
//! that decides what is acceptable (against the limits in [`super::limits`]), so a link, a
//! control and `rope-export` can never disagree.
//!
//! Query keys (all optional; see README for the table): every row of the key table
//! ([`crate::rope::base::keys`]), in its order.
//!
//! By concern:
//! - here: the [`Config`] struct and its groups (its defaults are the key table's, bound in
//!   [`table`]); the scaling group is the maths' own [`Scaling`], so the scaling parameters are
//!   declared once, in [`Params`](crate::rope::maths::scaling::Params);
//! - [`value`]: one value's text form (parse and format numbers, lists);
//! - [`table`]: the key table bound to the fields ([`KEYS`]);
//! - [`fields`]: [`Config::set`] and [`Config::get`], per key, through the table;
//! - [`validate`]: [`Config::validate`], every range and combination;
//! - [`derived`]: what the views compute from a valid config (positions, vectors, frequencies);
//! - [`percent`]: percent-coding and splitting a query string into pairs;
//! - [`query`]: reading a whole query string (one loop, strict or lenient) and writing one;
//! - [`edit`]: one control's edit, clearing the overrides it makes impossible.

mod derived;
mod edit;
mod fields;
mod percent;
mod query;
mod table;
mod validate;
mod value;

pub use derived::Cast;
pub use edit::{Edit, Refusal, MAX_HOST_QUERY};
pub use percent::{percent_decode, percent_encode, query_pairs};
pub use query::{Lenient, Parsed};
pub use table::{by_hf_block_name, method_params, spec, Control, Hf, Input, KeySpec, KEYS};

use crate::rope::base::tokens::VectorMode;
use crate::rope::maths::rotate::Layout;
use crate::rope::maths::scaling::Scaling;
use crate::rope::settings::lab::{Compare, Experiment};

/// The whole state of the widget's mathematics, grouped by concern. The URL stays flat: each
/// key of the key table ([`KEYS`]) names its field in one of these groups.
#[derive(Debug, Clone, PartialEq)]
pub struct Config {
    /// The sentence, its positions and the query/key pair compared in it.
    pub sentence: Sentence,
    /// RoPE itself: the head, its frequencies, the pairing, and what is left unrotated.
    pub rope: Rope,
    /// Context-length scaling: the method and its parameters, the maths' own [`Scaling`].
    pub scaling: Scaling,
    /// The layer stack: which layers use which RoPE.
    pub stack: Stack,
    /// Multimodal RoPE (text, image positions) and the vision view.
    pub multimodal: Multimodal,
    /// Where q and k come from (`qk=`), and with the real model, its layer and head.
    pub model: Model,
    /// The long-context lab.
    pub lab: Lab,
}

/// [`Config::sentence`]: the sentence and the query/key pair.
#[derive(Debug, Clone, PartialEq)]
pub struct Sentence {
    /// The sentence; its tokens get positions `offset, offset+1, ...`.
    pub text: String,
    pub offset: u64,
    /// Query content vector; `None` = the toy vector of the token at `qpos`.
    pub q: Option<Vec<f64>>,
    /// Query position; `None` = the last token.
    pub qpos: Option<u64>,
    /// Key content vector; `None` = the toy vector of the token at `kpos`.
    pub k: Option<Vec<f64>>,
    /// Key position; `None` = the first token.
    pub kpos: Option<u64>,
}

/// [`Config::rope`]: RoPE's own settings.
#[derive(Debug, Clone, PartialEq)]
pub struct Rope {
    /// Head dimension d (even).
    pub dim: usize,
    /// RoPE base (theta).
    pub base: f64,
    /// Per-pair speeds in degrees per position; when set they replace the base's frequencies.
    pub speeds: Option<Vec<f64>>,
    pub layout: Layout,
    /// RoPE on (`rope=on`) or off: with it off nothing turns, and scores lose all position.
    pub on: bool,
    /// p-RoPE (`drop=`): this many of the lowest-frequency pairs are left unrotated.
    pub drop: usize,
    /// Decoupled RoPE (multi-head latent attention): the position-free dims per head beside the
    /// d rotated ones (`qk_nope_head_dim`); 0 = none.
    pub nope_dim: usize,
}

/// [`Config::stack`]: the layer pattern and the RoPE of its local and NoPE layers.
#[derive(Debug, Clone, PartialEq)]
pub struct Stack {
    /// One period of the layer pattern: `G` global (this RoPE), `L` local (sliding window; its
    /// base is `local_base`), `N` no RoPE (Llama 4's NoPE layers).
    pub layer_types: String,
    /// How many layers the pattern covers; `None` = one period.
    pub layers: Option<usize>,
    /// The base of the local (`L`) layers' plain RoPE; `None` = the same RoPE as `G` layers.
    pub local_base: Option<f64>,
    /// The local (`L`) layers' head size when it differs from `dim` (Gemma 4); `None` = `dim`.
    pub local_dim: Option<usize>,
    /// Llama 4's attention temperature tuning of the NoPE layers; `None` = off.
    pub attn_scale: Option<f64>,
    pub floor_scale: u64,
}

/// [`Config::multimodal`]: multimodal RoPE's sections and image, and the vision view.
#[derive(Debug, Clone, PartialEq)]
pub struct Multimodal {
    /// Multimodal RoPE: pairs per section (time, height, width); `None` = plain 1D positions.
    pub mrope: Option<Vec<u64>>,
    /// Interleaved multimodal RoPE (Qwen3-VL's `mrope_interleaved`): the pairs take time, height
    /// and width in turn instead of in three blocks.
    pub mrope_interleaved: bool,
    /// The image's patch grid (t, h, w) as HF's `image_grid_thw`; `None` = no image.
    pub image_grid: Option<Vec<u64>>,
    /// How many of the sentence's tokens come before the image; `None` = 1.
    pub image_at: Option<u64>,
    /// The vision view's image in patches (rows, columns); `None` = 8 x 8.
    pub patches: Option<Vec<u64>>,
    /// The vision tower's spatial merge size.
    pub merge: usize,
    /// The vision view's query patch (row, column); `None` = the middle of the grid.
    pub patch: Option<Vec<u64>>,
}

/// [`Config::model`]: where q and k come from.
#[derive(Debug, Clone, PartialEq)]
pub struct Model {
    /// Where q and k come from when not given (`qk=toy|ones|same|model`).
    pub vectors: VectorMode,
    /// With `qk=model`: the real model's layer and query head whose q and k the views show.
    pub layer: usize,
    pub head: usize,
}

/// [`Config::lab`]: the long-context lab (`rope::view::longlab`).
#[derive(Debug, Clone, PartialEq)]
pub struct Lab {
    /// The experiment (`lab=`).
    pub experiment: Experiment,
    /// Its texts (empty = the experiment's default).
    pub before: String,
    pub after: String,
    pub answer: String,
    /// The gaps (`None` = the default grid).
    pub gaps: Option<Vec<u64>>,
    /// The methods compared (`None` = the defaults).
    pub compare: Option<Vec<Compare>>,
    /// Pass keys per gap (`keys=`), drawn from `seed` (`None`: the lab writes a new one).
    pub keys: usize,
    pub seed: Option<u64>,
    /// Whether to run once the model is loaded.
    pub run: bool,
}

/// The layer and head the real model opens on: a middle layer, the one the model crate's
/// reference test (tests/data/model_reference.json) also probes.
pub const DEFAULT_LAYER: usize = 14;
pub const DEFAULT_HEAD: usize = 4;
/// The vision towers' spatial merge size (Qwen3-VL, GLM-4V: 2 x 2 patches per token).
pub const DEFAULT_MERGE: usize = 2;
/// The vision view's image when `patches` is unset.
pub const DEFAULT_PATCHES: [u64; 2] = [8, 8];
/// Llama 4's `floor_scale` default (transformers' Llama4TextConfig).
pub const DEFAULT_FLOOR_SCALE: u64 = 8192;

impl Config {
    /// The defaults a query string is read over: [`Config::default`], except that with
    /// `qk=model` the head dimension, base and trained context are SmolLM2-135M's own (so
    /// `?qk=model&text=...` is the model as trained, and its link stays short).
    pub fn defaults_for(vectors: VectorMode) -> Config {
        let mut c = Config::default();
        c.model.vectors = vectors;
        if vectors == VectorMode::Model {
            c.rope.dim = crate::rope::base::limits::MODEL_HEAD_DIM;
            c.rope.base = crate::rope::base::limits::MODEL_BASE;
            c.scaling.params.orig = crate::rope::base::limits::MODEL_CONTEXT;
        }
        c
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn defaults_are_valid_and_give_an_empty_query() {
        let c = Config::default();
        c.validate().unwrap();
        assert_eq!(c.to_query(), "");
        assert_eq!(Config::from_query("").unwrap().config, c);
        assert_eq!(c.query_position(), 5);
        assert_eq!(c.key_position(), 0);
    }
}
