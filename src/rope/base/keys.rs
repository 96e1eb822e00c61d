//! Every URL key of ropescope, declared once.
//!
//! [`key_table!`] holds one row per key: its URL name, its field in
//! [`Config`](crate::rope::Config)'s groups (`group.field`: the URL is flat, the struct is
//! grouped by concern), the codec that parses and formats it, the accepted range, its Hugging
//! Face name, whether a model preset and a switch to the real model reset it, its default, whether
//! its length follows the head dimension d (an edit of d clears it when it no longer fits), and
//! its control's label, hint and input. Which scaling method shows a parameter is the method's to
//! say (its `params()`, in `scaling/`). The rows are expanded twice, each time by a macro that
//! reads what it needs (the "X-macro" pattern), so no module imports another in a circle:
//! - `error.rs` expands them into the [`Key`](crate::rope::base::error::Key) enum and
//!   `Key::CONFIG_KEYS` (names only: the error type sits below everything else);
//! - `config/table.rs` expands them into [`KEYS`](crate::rope::settings::config::KEYS), the
//!   table that `Config::set`/`get`, `Config::default`, the export's config block, the HF field
//!   map, presets, the model reset and the UI's scaling-parameter controls all read.
//!
//! Adding a key: one row here, one field in a group of `Config` (a scaling parameter: in
//! `maths::scaling::Params`), and its checks in `config/validate.rs` (or, for a scaling
//! parameter, in its method's file) if its range depends on other keys.

/// The key table. `$then` is the macro that reads the rows (see the module docs).
macro_rules! key_table {
    ($then:ident) => {
        $then! {
            Text = "text" {
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                field: sentence.text, codec: TextCodec, range: TEXT_RANGE, hf: Hf::None, preset: false, model: false, default: "The cat sat on the mat".to_string(), by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Sentence", "Words and punctuation become tokens, one position each.", Input::Text),
            }
            Offset = "offset" {
                field: sentence.offset, codec: Whole, range: POSITION_RANGE, hf: Hf::None, preset: false, model: false, default: 0, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Position offset", "Where the sentence starts: try 0, 100, 4000.", Input::Number { min: Some("0"), step: "1" }),
            }
            Dim = "dim" {
                field: rope.dim, codec: Count, range: DIM_RANGE, hf: Hf::Top("head_dim"), preset: true, model: true, default: 16, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Head dimension d", concat!("Even, ", crate::rope::base::limits::min_dim!(), " to ", crate::rope::base::limits::max_dim!(), ": dimensions rotate in pairs, so d/2 pairs."), Input::Number { min: Some(MIN_DIM_TEXT), step: "2" }),
            }
            Base = "base" {
                field: rope.base, codec: Number, range: BASE_RANGE, hf: Hf::Block("rope_theta"), preset: true, model: true, default: 10_000.0, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Base (theta)", "Pair i turns base^(-2i/d) radians per position.", Input::Text),
            }
            Speeds = "speeds" {
                field: rope.speeds, codec: Numbers, range: SPEEDS_FORM, hf: Hf::None, preset: true, model: true, default: None, by_d: true,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Per-pair speeds (degrees per position)", "Replace the base's frequencies: d/2 numbers.", Input::Text),
            }
            Layout = "layout" {
                field: rope.layout, codec: Name<Layout>, range: "", hf: Hf::None, preset: true, model: true, default: Layout::Interleaved, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Pairing layout", "Which dimensions form pair i.", Input::Choice(&[("interleaved", "Interleaved: (2i, 2i+1), GPT-J / Meta"), ("half", "Half split: (i, i+d/2), NeoX / HF")])),
            }
            Scaling = "scaling" {
                field: scaling.method, codec: Name<Method>, range: "", hf: Hf::Block("rope_type"), preset: true, model: true, default: Method::None, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Context scaling", "How a model stretches RoPE past its trained length.", Input::Choice(&[])),
            }
            Factor = "factor" {
                field: scaling.params.factor, codec: Number, range: FACTOR_RANGE, hf: Hf::Block("factor"), preset: true, model: false, default: 4.0, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Factor s", "How much the slowest pairs are slowed. Linear and YaRN: usually new length / trained length; Llama 3's factor is not that ratio (3.1: 8, for 16x its context); LongRoPE: HF takes max_position_embeddings / original when the block names none; proportional: every turning pair is divided by it (HF's default 1).", Input::Number { min: Some(MIN_FACTOR_TEXT), step: "any" }),
            }
            Orig = "orig" {
                field: scaling.params.orig, codec: Whole, range: CONTEXT_RANGE, hf: Hf::Block("original_max_position_embeddings"), preset: true, model: true, default: 2048, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Original context (positions)", "The context length the model was trained on.", Input::Number { min: Some(MIN_CONTEXT_TEXT), step: "1" }),
            }
            Len = "len" {
                field: scaling.params.len, codec: MaybeWhole, range: CONTEXT_RANGE, hf: Hf::None, preset: true, model: false, default: None, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control_with_placeholder("Current length", "Dynamic NTK rescales once the sequence outgrows the original context; LongRoPE then uses long_factor at every position. Llama 3: the served context (max_position_embeddings).", Input::Number { min: Some(MIN_CONTEXT_TEXT), step: "1" }, "the sentence's"),
            }
            BetaFast = "beta_fast" {
                field: scaling.params.beta_fast, codec: Number, range: BETA_RANGE, hf: Hf::Block("beta_fast"), preset: true, model: false, default: 32.0, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("beta_fast", "Pairs turning more than this many times in the original context keep their speed.", Input::Number { min: None, step: "any" }),
            }
            BetaSlow = "beta_slow" {
                field: scaling.params.beta_slow, codec: Number, range: BETA_RANGE, hf: Hf::Block("beta_slow"), preset: true, model: false, default: 1.0, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("beta_slow", "Pairs turning fewer times are fully interpolated.", Input::Number { min: None, step: "any" }),
            }
            Truncate = "truncate" {
                field: scaling.params.truncate, codec: Flag, range: BOOL_RANGE, hf: Hf::Block("truncate"), preset: true, model: false, default: true, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Truncate correction range", "true: floor/ceil the correction range (HF's default); gpt-oss sets false.", Input::Choice(&[("true", "yes (floor/ceil)"), ("false", "no")])),
            }
            Attn = "attn" {
                field: scaling.params.attn, codec: MaybeNumber, range: ATTN_RANGE, hf: Hf::Block("attention_factor"), preset: true, model: false, default: None, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control_with_placeholder("Attention factor (explicit)", "Leave empty for the method's own formula (YaRN: 0.1 ln s + 1 or the mscale ratio; LongRoPE: sqrt(1 + ln s / ln orig)).", Input::Number { min: None, step: "any" }, "the formula's"),
            }
            Mscale = "mscale" {
                field: scaling.params.mscale, codec: MaybeNumber, range: MSCALE_RANGE, hf: Hf::Block("mscale"), preset: true, model: false, default: None, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control_with_placeholder("mscale", "DeepSeek: with mscale_all_dim, the attention factor is get_mscale(s, mscale) / get_mscale(s, mscale_all_dim).", Input::Number { min: None, step: "any" }, "unset"),
            }
            MscaleAllDim = "mscale_all_dim" {
                field: scaling.params.mscale_all_dim, codec: MaybeNumber, range: MSCALE_RANGE, hf: Hf::Block("mscale_all_dim"), preset: true, model: false, default: None, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control_with_placeholder("mscale_all_dim", "0 or unset: the plain formula 0.1 ln s + 1.", Input::Number { min: None, step: "any" }, "unset"),
            }
            LowFreqFactor = "low_freq_factor" {
                field: scaling.params.low_freq_factor, codec: Number, range: FREQ_FACTOR_RANGE, hf: Hf::Block("low_freq_factor"), preset: true, model: false, default: 1.0, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("low_freq_factor", "Pairs whose wavelength is above orig/low turn factor times slower (wavelength x factor).", Input::Number { min: None, step: "any" }),
            }
            HighFreqFactor = "high_freq_factor" {
                field: scaling.params.high_freq_factor, codec: Number, range: FREQ_FACTOR_RANGE, hf: Hf::Block("high_freq_factor"), preset: true, model: false, default: 4.0, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("high_freq_factor", "Pairs whose wavelength is below orig/high are untouched; between: smooth blend.", Input::Number { min: None, step: "any" }),
            }
            ShortFactor = "short_factor" {
                field: scaling.params.short_factor, codec: Numbers, range: EXT_FACTORS_RANGE, hf: Hf::Block("short_factor"), preset: true, model: false, default: None, by_d: true,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control_with_placeholder("short_factor (per pair)", "LongRoPE within the original context: pair i's speed is divided by the i-th number.", Input::Text, "all 1"),
            }
            LongFactor = "long_factor" {
                field: scaling.params.long_factor, codec: Numbers, range: EXT_FACTORS_RANGE, hf: Hf::Block("long_factor"), preset: true, model: false, default: None, by_d: true,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control_with_placeholder("long_factor (per pair)", "LongRoPE once the sequence is longer than the original context.", Input::Text, "all 1"),
            }
            Partial = "partial" {
                field: scaling.params.partial, codec: Number, range: PARTIAL_RANGE, hf: Hf::Block("partial_rotary_factor"), preset: true, model: false, default: 1.0, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Turning fraction (partial_rotary_factor)", "Proportional RoPE: the first int(fraction x d // 2) pairs turn, with exponents over the whole d; the rest stand still (with factor 1: p-RoPE, drop).", Input::Number { min: None, step: "any" }),
            }
            Q = "q" {
                field: sentence.q, codec: Numbers, range: VECTOR_RANGE, hf: Hf::None, preset: true, model: false, default: None, by_d: true,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Query vector q", "d numbers; empty: the token's own vector.", Input::Text),
            }
            Qpos = "qpos" {
                field: sentence.qpos, codec: MaybeWhole, range: POSITION_RANGE, hf: Hf::None, preset: true, model: false, default: None, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Query token (m)", "The query's position.", Input::Choice(&[])),
            }
            K = "k" {
                field: sentence.k, codec: Numbers, range: VECTOR_RANGE, hf: Hf::None, preset: true, model: false, default: None, by_d: true,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Key vector k", "d numbers; empty: the token's own vector.", Input::Text),
            }
            Kpos = "kpos" {
                field: sentence.kpos, codec: MaybeWhole, range: POSITION_RANGE, hf: Hf::None, preset: true, model: false, default: None, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Key token (n)", "The key's position.", Input::Choice(&[])),
            }
            Rope = "rope" {
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                field: rope.on, codec: OnOff, range: "on or off", hf: Hf::None, preset: false, model: true, default: true, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("RoPE", "Off: every pair stands still, so no score sees distance (a causal mask still carries order); compare the attention matrix.", Input::Choice(&[("on", "on: rotate q and k"), ("off", "off: no rotation at all")])),
            }
            Drop = "drop" {
                field: rope.drop, codec: Count, range: DROP_RANGE, hf: Hf::None, preset: false, model: true, default: 0, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Unrotated slow pairs (p-RoPE)", "The lowest-frequency pairs left unrotated: they carry content, no position (Barbero et al. 2024; proportional RoPE with factor 1 is the same).", Input::Number { min: Some("0"), step: "1" }),
            }
            LayerTypes = "layer_types" {
                field: stack.layer_types, codec: TextCodec, range: LAYER_TYPES_RANGE, hf: Hf::Top("layer_types"), preset: true, model: true, default: "G".to_string(), by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Layer pattern", "One period of the layers, repeated: G this RoPE (full attention; chunked attention in Llama 4, whose N layers have attn_scale), L local (sliding window; local_base if set), N no RoPE (Llama 4, SmolLM3: full attention; Qwen3.5: linear attention).", Input::Text),
            }
            Layers = "layers" {
                field: stack.layers, codec: MaybeCount, range: LAYERS_RANGE, hf: Hf::Top("num_hidden_layers"), preset: true, model: true, default: None, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control_with_placeholder("Layers", "How many layers the pattern is repeated over.", Input::Number { min: Some("1"), step: "1" }, "one period"),
            }
            LocalBase = "local_base" {
                field: stack.local_base, codec: MaybeNumber, range: LOCAL_BASE_RANGE, hf: Hf::None, preset: true, model: true, default: None, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control_with_placeholder("Local layers' base", "The base of the L layers' plain RoPE (Gemma 3: 10000 beside 1000000); unset: the same RoPE as G layers.", Input::Text, "same as global"),
            }
            LocalDim = "local_dim" {
                field: stack.local_dim, codec: MaybeCount, range: LOCAL_DIM_RANGE, hf: Hf::None, preset: true, model: true, default: None, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control_with_placeholder("Local layers' head size", "The L layers' head size if not d (Gemma 4).", Input::Number { min: Some(MIN_DIM_TEXT), step: "2" }, "d"),
            }
            AttnScale = "attn_scale" {
                field: stack.attn_scale, codec: MaybeNumber, range: ATTN_SCALE_RANGE, hf: Hf::Top("attn_scale"), preset: true, model: true, default: None, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control_with_placeholder("Temperature tuning (attn_scale)", "Llama 4: N layers scale the query at position p by 1 + attn_scale ln(1 + floor((p + 1) / floor_scale)); unset: off.", Input::Number { min: Some("0"), step: "any" }, "off"),
            }
            FloorScale = "floor_scale" {
                field: stack.floor_scale, codec: Whole, range: CONTEXT_RANGE, hf: Hf::Top("floor_scale"), preset: true, model: false, default: DEFAULT_FLOOR_SCALE, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("floor_scale", "Positions per step of Llama 4's query scale.", Input::Number { min: Some(MIN_CONTEXT_TEXT), step: "1" }),
            }
            Mrope = "mrope" {
                field: multimodal.mrope, codec: Wholes, range: MROPE_RANGE, hf: Hf::Block("mrope_section"), preset: true, model: true, default: None, by_d: true,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control_with_placeholder("mrope_section (time, height, width pairs)", "Pairs for time, height, width: in blocks (Qwen2-VL) or, interleaved, in turn (Qwen3-VL).", Input::Text, "off"),
            }
            MropeInterleaved = "mrope_interleaved" {
                field: multimodal.mrope_interleaved, codec: Flag, range: BOOL_FLAG_RANGE, hf: Hf::Block("mrope_interleaved"), preset: true, model: true, default: false, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Interleaved sections (mrope_interleaved)", "Qwen3-VL: the pairs take time, height and width in turn (t, h, w, t, h, w, ...) instead of in three blocks, so every axis has fast and slow pairs.", Input::Choice(&[("false", "no: three blocks (Qwen2-VL)"), ("true", "yes: in turn (Qwen3-VL)")])),
            }
            ImageGrid = "image_grid" {
                field: multimodal.image_grid, codec: Wholes, range: IMAGE_GRID_RANGE, hf: Hf::None, preset: true, model: true, default: None, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control_with_placeholder("Image grid t,h,w (patches)", concat!("HF's image_grid_thw; the vision tower merges ", crate::rope::base::limits::spatial_merge!(), " x ", crate::rope::base::limits::spatial_merge!(), " patches into one token."), Input::Text, "no image"),
            }
            ImageAt = "image_at" {
                field: multimodal.image_at, codec: MaybeWhole, range: IMAGE_AT_RANGE, hf: Hf::None, preset: true, model: false, default: None, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control_with_placeholder("Image after token", "How many of the sentence's tokens come before the image.", Input::Number { min: Some("0"), step: "1" }, "1"),
            }
            Patches = "patches" {
                field: multimodal.patches, codec: Wholes, range: PATCHES_RANGE, hf: Hf::None, preset: true, model: true, default: None, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control_with_placeholder("Image patches rows,columns", "The vision view's image, in patches (each patch one vision token before merging).", Input::Text, "8,8"),
            }
            Merge = "merge" {
                field: multimodal.merge, codec: Count, range: MERGE_RANGE, hf: Hf::None, preset: true, model: true, default: DEFAULT_MERGE, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Merge size", "The vision tower merges merge x merge neighbouring patches into one token for the language model (spatial_merge_size; Qwen3-VL: 2).", Input::Number { min: Some("1"), step: "1" }),
            }
            Patch = "patch" {
                field: multimodal.patch, codec: Wholes, range: PATCH_RANGE, hf: Hf::None, preset: false, model: false, default: None, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control_with_placeholder("Query patch row,column", "The patch whose query the vision view scores against every patch's key.", Input::Text, "the middle"),
            }
            NopeDim = "nope_dim" {
                field: rope.nope_dim, codec: Count, range: NOPE_DIM_RANGE, hf: Hf::Top("qk_nope_head_dim"), preset: true, model: true, default: 0, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Position-free dims (qk_nope_head_dim)", "Multi-head latent attention: each head has this many dims that never rotate beside the d that do (DeepSeek-V3: 128 beside 64); 0: none.", Input::Number { min: Some("0"), step: "1" }),
            }
            Qk = "qk" {
                field: model.vectors, codec: Name<VectorMode>, range: "", hf: Hf::None, preset: false, model: false, default: VectorMode::Toy, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Query and key vectors", "Only the content changes; the rotations are the same. The real model runs in your browser, with your RoPE.", Input::Choice(&[("toy", "toy: drawn from each word"), ("ones", "all ones: aligned vectors"), ("same", "same: each key equals the query"), ("model", concat!("real model: SmolLM2-135M's q and k (", crate::rope::base::limits::file_mb!(), " MB download)"))])),
            }
            Layer = "layer" {
                field: model.layer, codec: Count, range: LAYER_RANGE, hf: Hf::None, preset: false, model: false, default: DEFAULT_LAYER, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Layer", "The real model's layer whose q and k the views show.", Input::Number { min: Some("0"), step: "1" }),
            }
            Head = "head" {
                field: model.head, codec: Count, range: HEAD_RANGE, hf: Hf::None, preset: false, model: false, default: DEFAULT_HEAD, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Head", "The real model's query head whose q and k the views show.", Input::Number { min: Some("0"), step: "1" }),
            }
            // The long-context lab's keys (`rope::view::longlab`); its view labels its own
            // controls, so these rows carry no hints (the page's module stays small).
            Lab = "lab" {
                field: lab.experiment, codec: Name<Experiment>, range: "", hf: Hf::None, preset: false, model: false, default: Experiment::Passkey, by_d: false,
                control: control("Experiment", "", Input::Choice(&[])),
            }
            Before = "before" {
                field: lab.before, codec: LabText, range: LAB_TEXT_RANGE, hf: Hf::None, preset: false, model: false, default: String::new(), by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Text before the gap", "", Input::Text),
            }
            After = "after" {
                field: lab.after, codec: LabText, range: LAB_TEXT_RANGE, hf: Hf::None, preset: false, model: false, default: String::new(), by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Text after the gap", "", Input::Text),
            }
            Answer = "answer" {
                field: lab.answer, codec: LabText, range: LAB_TEXT_RANGE, hf: Hf::None, preset: false, model: false, default: String::new(), by_d: false,
                control: control("Answer", "", Input::Text),
            }
            Gaps = "gaps" {
                field: lab.gaps, codec: Wholes, range: GAPS_RANGE, hf: Hf::None, preset: false, model: false, default: None, by_d: false,
                control: control("Gaps", "", Input::Text),
            }
            Compare = "compare" {
                field: lab.compare, codec: Compares, range: COMPARE_RANGE, hf: Hf::None, preset: false, model: false, default: None, by_d: false,
                control: control("Compare with", "", Input::Text),
            }
            LabKeys = "keys" {
                field: lab.keys, codec: Count, range: KEYS_RANGE, hf: Hf::None, preset: false, model: false, default: DEFAULT_KEYS, by_d: false,
                // i18n: English (docs/url-keys.md); the widget shows key-* messages (KeySpec::label_msg, hint_msg, choice_msg)
                control: control("Keys per gap", "", Input::Text),
            }
            Seed = "seed" {
                field: lab.seed, codec: MaybeWhole, range: SEED_RANGE, hf: Hf::None, preset: false, model: false, default: None, by_d: false,
                control: control("Seed", "", Input::Text),
            }
            Run = "run" {
                field: lab.run, codec: OneZero, range: RUN_RANGE, hf: Hf::None, preset: false, model: false, default: false, by_d: false,
                control: control("Run", "", Input::Text),
            }
        }
    };
}

pub(crate) use key_table;
