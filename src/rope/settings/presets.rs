//! One-click settings: real model configurations, and the classic tutorial scenarios with the
//! errata a careful reader should know about. Presets are query strings applied through the
//! same `Config::set` + `Config::validate` path as a link; every number shown with them is
//! computed, never stored.

use crate::rope::base::error::{ConfigError, Key};
use crate::rope::base::i18n::Msg;
use crate::rope::settings::config::{Config, KEYS};

/// A named setting.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Preset {
    pub id: &'static str,
    pub name: &'static str,
    /// Where the numbers come from, or what to look at.
    pub note: &'static str,
    pub query: &'static str,
}

impl Preset {
    /// The preset's name in the learner's language (`preset-name-ID`; English: `name`).
    pub fn name_msg(&self) -> Msg {
        Msg::new(format!("preset-name-{}", self.id))
    }

    /// The preset's note in the learner's language (`preset-note-ID`; English: `note`).
    pub fn note_msg(&self) -> Msg {
        Msg::new(format!("preset-note-{}", self.id))
    }
}

/// Phi-3.5-mini's settings with its LongRoPE lists (the preset's query; the mistakes view's
/// LongRoPE demonstration loads the same).
macro_rules! phi35_query {
    () => {
        "dim=96&base=10000&layout=half&scaling=longrope&factor=32&orig=4096&short_factor=1.0,1.0199999809265137,1.0299999713897705,1.0299999713897705,1.0499999523162842,1.0499999523162842,1.0499999523162842,1.0499999523162842,1.0499999523162842,1.0699999332427979,1.0999999046325684,1.1099998950958252,1.1599998474121094,1.1599998474121094,1.1699998378753662,1.2899998426437378,1.339999794960022,1.679999828338623,1.7899998426437378,1.8199998140335083,1.8499997854232788,1.8799997568130493,1.9099997282028198,1.9399996995925903,1.9899996519088745,2.0199997425079346,2.0199997425079346,2.0199997425079346,2.0199997425079346,2.0199997425079346,2.0199997425079346,2.0299997329711914,2.0299997329711914,2.0299997329711914,2.0299997329711914,2.0299997329711914,2.0299997329711914,2.0299997329711914,2.0299997329711914,2.0299997329711914,2.0799996852874756,2.0899996757507324,2.189999580383301,2.2199995517730713,2.5899994373321533,2.729999542236328,2.749999523162842,2.8399994373321533&long_factor=1.0800000429153442,1.1100000143051147,1.1399999856948853,1.340000033378601,1.5899999141693115,1.600000023841858,1.6200000047683716,2.620000123977661,3.2300000190734863,3.2300000190734863,4.789999961853027,7.400000095367432,7.700000286102295,9.09000015258789,12.199999809265137,17.670000076293945,24.46000099182129,28.57000160217285,30.420001983642578,30.840002059936523,32.590003967285156,32.93000411987305,42.320003509521484,44.96000289916992,50.340003967285156,50.45000457763672,57.55000305175781,57.93000411987305,58.21000289916992,60.1400032043457,62.61000442504883,62.62000274658203,62.71000289916992,63.1400032043457,63.1400032043457,63.77000427246094,63.93000411987305,63.96000289916992,63.970001220703125,64.02999877929688,64.06999969482422,64.08000183105469,64.12000274658203,64.41000366210938,64.4800033569336,64.51000213623047,64.52999877929688,64.83999633789062"
    };
}
pub(crate) use phi35_query;

/// Published configurations (config.json of each model on the Hugging Face hub). HF checkpoints
/// use the half-split layout (rotate_half), so the presets do too.
pub const MODELS: &[Preset] = &[
    Preset {
        id: "llama2-7b",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        name: "Llama 2 7B",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        note: "head_dim 128 (4096/32), rope_theta 10000, 4096 positions, no scaling; 32 query heads and 32 key-value heads (num_key_value_heads), so plain multi-head attention.",
        query: "dim=128&base=10000&layout=half&scaling=none&orig=4096",
    },
    Preset {
        id: "llama31-8b",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        name: "Llama 3.1 8B",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        note: "head_dim 128, rope_theta 500000, rope_scaling llama3: factor 8, low_freq_factor 1, high_freq_factor 4, original_max_position_embeddings 8192; max_position_embeddings 131072 (kept in len, which the HF export writes back). The factor is not the new context over the trained one: llama3's factor divides the speeds of the slowest pairs and blends a middle band; it says nothing about the context length.",
        query: "dim=128&base=500000&layout=half&scaling=llama3&factor=8&orig=8192&low_freq_factor=1&high_freq_factor=4&len=131072",
    },
    Preset {
        id: "mistral-7b",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        name: "Mistral 7B v0.1",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        note: "head_dim 128 (4096/32), rope_theta 10000, no scaling. Trained on 8192-token sequences, but every layer attends through a 4096-token sliding window, so no query ever saw a key more than 4096 positions back. The original context here is the longest query-key distance seen in training, so it is 4096: the angles a score sees depend on that distance only. Its config.json says max_position_embeddings 32768: that is how long an input the code accepts, not what it was trained on (the HF export here writes the 4096).",
        query: "dim=128&base=10000&layout=half&scaling=none&orig=4096",
    },
    Preset {
        id: "qwen25-7b",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        name: "Qwen2.5 7B (YaRN)",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        note: "head_dim 128 (3584/28), rope_theta 1000000; the YaRN block (factor 4, original 32768) Qwen documents for contexts beyond 32768.",
        query: "dim=128&base=1000000&layout=half&scaling=yarn&factor=4&orig=32768",
    },
    Preset {
        id: "gpt-neox-20b",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        name: "GPT-NeoX 20B",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        note: "head size 96 (6144/64) but rotary_pct 0.25: only 24 dims of each head rotate; rotary_emb_base 10000, 2048 positions.",
        query: "dim=24&base=10000&layout=half&scaling=none&orig=2048",
    },
    Preset {
        id: "llama32-1b",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        name: "Llama 3.2 1B",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        note: "head_dim 64, rope_theta 500000, rope_scaling llama3: factor 32, low_freq_factor 1, high_freq_factor 4, original_max_position_embeddings 8192; max_position_embeddings 131072 (kept in len). Source: a copy of meta-llama/Llama-3.2-1B-Instruct's config.json, with the hub commit it came from, in kevinstephano/thunder_model_blocks (hf_llama/llama_config.py); the official meta-llama/llama-models code hard-codes only Llama 3.1's factor 8.",
        query: "dim=64&base=500000&layout=half&scaling=llama3&factor=32&orig=8192&low_freq_factor=1&high_freq_factor=4&len=131072",
    },
    Preset {
        id: "qwen3-8b",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        name: "Qwen3 8B",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        note: "head_dim 128, rope_theta 1000000, no scaling. Trained natively on 32768 positions, the original context here: Qwen's model card gives that native length, and its YaRN recipe for longer inputs extends original_max_position_embeddings 32768. Its config.json says max_position_embeddings 40960: how long an input it accepts, not what it was trained on (the HF export here writes the 32768). Sources: the Qwen3 8B settings in rasbt/LLMs-from-scratch (ch05/11_qwen3/standalone-qwen3.ipynb: head_dim 128, rope_base 1000000, context_length 40960) and the Qwen/Qwen3-8B model card (context length 32768 natively, YaRN over original_max_position_embeddings 32768). The YaRN block itself is left out.",
        query: "dim=128&base=1000000&layout=half&scaling=none&orig=32768",
    },
    Preset {
        id: "gemma3-4b",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        name: "Gemma 3 4B (local and global layers)",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        note: "head_dim 256, 34 layers: five local (sliding-window) layers at rope_theta 10000, then one global layer at rope_theta 1000000 with linear scaling factor 8, repeated. Source: Google's reference implementation, google/gemma_pytorch (gemma/config.py, get_config_for_4b: rope_wave_length local 10000, global 1000000, rope_scaling_factor 8 applied to the global layers only, attn_types five LOCAL_SLIDING then GLOBAL). The original context is 32768: the Gemma 3 technical report (arXiv 2503.19786, section 2.1, long context) pre-trains on 32K-token sequences and then reaches 128K (131072 = 32768 x 4 positions) by rescaling the global layers' RoPE by the factor 8.",
        query: "dim=256&base=1000000&layout=half&scaling=linear&factor=8&orig=32768&layer_types=LLLLLG&layers=34&local_base=10000",
    },
    Preset {
        id: "deepseek-v3",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        name: "DeepSeek-V3 (YaRN, mscale)",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        note: "Multi-head latent attention: only qk_rope_head_dim 64 of each head rotates (so head_dim 64 here), beside qk_nope_head_dim 128 that never do (the latent-attention view splits the score into those two parts), rope_theta 10000, interleaved pairs (rope_interleave); YaRN factor 40 over original 4096, beta_fast 32, beta_slow 1, mscale 1. Source: deepseek-ai/DeepSeek-V3 inference/model.py (ModelArgs: qk_rope_head_dim 64, rope_theta 10000, rope_factor 40, original_seq_len 4096, beta_fast 32, beta_slow 1, mscale 1.0). That code scales the softmax, not cos and sin, by (0.1 ln 40 + 1)^2; in transformers' names this is mscale = mscale_all_dim = 1, whose ratio makes the rotation's attention factor exactly 1.",
        query: "dim=64&base=10000&layout=interleaved&scaling=yarn&factor=40&orig=4096&beta_fast=32&beta_slow=1&mscale=1&mscale_all_dim=1&nope_dim=128",
    },
    Preset {
        id: "gpt-oss-20b",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        name: "gpt-oss 20B (YaRN, truncate false)",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        note: "head_dim 64, rope_theta 150000, rope_scaling yarn: factor 32, original_max_position_embeddings 4096, beta_fast 32, beta_slow 1, truncate false; max_position_embeddings 131072; 24 layers alternating sliding_attention and full_attention, both with this RoPE. Source: the config.json in EchoCog/gpt-oss-20b, a snapshot of the openai/gpt-oss-20b repository.",
        query: "dim=64&base=150000&layout=half&scaling=yarn&factor=32&orig=4096&beta_fast=32&beta_slow=1&truncate=false&layer_types=LG&layers=24",
    },
    Preset {
        id: "phi35-mini",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        name: "Phi-3.5-mini (LongRoPE)",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        note: "head_dim 96 (3072/32), rope_theta 10000, rope_scaling longrope with 48 short_factor and 48 long_factor values; original_max_position_embeddings 4096, max_position_embeddings 131072, so HF's factor 32 (131072 / 4096) and the attention factor sqrt(1 + ln 32 / ln 4096). Once the sequence is longer than 4096, the long factors apply at every position of it, 0 included: transformers switches on max(position_ids) + 1, not on each position (that is the sequence length when no position is skipped; with skipped positions, as in the lab, the last position decides). Source: a copy of microsoft/Phi-3.5-mini-instruct's config.json (linked as such) in sdpython/experimental-experiment (_doc/recipes/plot_exporter_recipes_c_phi35.py).",
        query: phi35_query!(),
    },
    Preset {
        id: "llama4-scout",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        name: "Llama 4 Scout (NoPE layers)",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        note: "head_dim 128, rope_theta 500000, interleaved pairs, llama3 scaling with factor 16, low_freq_factor 1, high_freq_factor 1 over 8192 positions: a hard switch, every pair whose wavelength is above 8192 turns 16 times slower (its wavelength x 16). The RoPE layers attend within chunks (chunked_attention, attention_chunk_size 8192); every fourth of 48 layers uses no RoPE and attends to the whole context (full_attention); there the query at position p is scaled by 1 + 0.1 ln(1 + floor((p + 1) / 8192)). Sources: meta-llama/llama-models (models/llama4/args.py and model.py: rope_theta 500000, Scout's scaled RoPE factor 16 and high_freq_factor 1 over 8192, floor_scale 8192, attn_scale 0.1, the temperature formula) and transformers 5.23's Llama4TextConfig, documented as Scout's (48 layers, head_dim 128, no_rope_layer_interval 4, attention_chunk_size 8192, layer_types chunked_attention for the RoPE layers and full_attention for the others, temperature tuning on). Scout's own config.json was not available offline.",
        query: "dim=128&base=500000&layout=interleaved&scaling=llama3&factor=16&orig=8192&low_freq_factor=1&high_freq_factor=1&layer_types=GGGN&layers=48&attn_scale=0.1&floor_scale=8192",
    },
    Preset {
        id: "qwen2-vl",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        name: "Qwen2-VL (multimodal RoPE)",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        note: "head_dim 128, rope_theta 1000000, mrope_section 16, 24, 24 (time, height, width pairs), 2 x 2 patches merged per image token. Source: transformers 5.23's Qwen2-VL code (Qwen2VLTextConfig's default rope_theta 1000000 and 8192/64 head size, the rotary module's default mrope_section, the vision config's spatial_merge_size 2, get_rope_index). The 7B model's own config.json was not available offline. The image (4 x 6 patches after the first word) is a demonstration, not a model number.",
        query: "dim=128&base=1000000&layout=half&scaling=none&orig=32768&mrope=16,24,24&image_grid=1,4,6",
    },
    Preset {
        id: "qwen3-vl-8b",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        name: "Qwen3-VL 8B (interleaved multimodal RoPE)",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        note: "head_dim 128, rope_theta 5000000, mrope_section 24, 20, 20 interleaved (mrope_interleaved: the pairs take time, height and width in turn, the last 4 time), 262144 positions, no scaling. Its vision tower has its own RoPE (the Qwen3-VL vision preset). Source: transformers 5.24's Qwen3-VL code (Qwen3VLTextRotaryEmbedding: default mrope_section [24, 20, 20] and its interleaving; get_rope_index; spatial_merge_size 2) and pytorch/torchtitan (experiments/qwen3_vl/model/args.py: mrope_section 24, 20, 20 for interleaved M-RoPE); rope_theta 5000000 and max_position_embeddings 262144: InternLM/xtuner's Qwen3VLDense8BConfig (xtuner/v1/model/compose/qwen3_vl/qwen3_vl_config.py) sets both for the 8B dense model, with mrope_section 24, 20, 20 (transformers' own default rope_theta is 500000). Qwen/Qwen3-VL-8B-Instruct's published config.json itself was not available offline. The image (4 x 6 patches after the first word) is a demonstration, not a model number.",
        query: "dim=128&base=5000000&layout=half&scaling=none&orig=262144&mrope=24,20,20&mrope_interleaved=true&image_grid=1,4,6",
    },
    Preset {
        id: "qwen3-vl-vision",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        name: "Qwen3-VL vision tower (axial 2D RoPE)",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        note: "head_dim 72 (hidden_size 1152 / num_heads 16), rope_theta 10000, rope_type axial: pairs 0 to 17 turn with a patch's row and pairs 18 to 35 with its column, both at 1 / 10000^(2j/36); spatial_merge_size 2 (2 x 2 patches per language-model token). The tower also adds a learned absolute position embedding to every patch (pos_embed, interpolated to the image's grid) before attention: the vision view shows the RoPE part alone, so its shifted grid scores the same only for the fixed q and k it shows. Source: transformers 5.24's Qwen3VLVisionConfig defaults and Qwen3VLVisionRotaryEmbedding, and pytorch/torchtitan (experiments/qwen3_vl/model/args.py: vision rope_theta 10000, spatial_merge_size 2). The 8 x 8 image is a demonstration, not a model number.",
        query: "dim=72&base=10000&layout=half&scaling=none&merge=2&patches=8,8",
    },
    Preset {
        id: "qwen35-27b",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        name: "Qwen3.5 27B (partial rotary 0.25)",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        note: "head size 256 but partial_rotary_factor 0.25: only 64 dims of each head rotate, at rope_theta 10000000; 64 layers, three of Gated DeltaNet linear attention (no softmax, no RoPE: marked N) before each layer of full attention with RoPE. Source: THUDM/slime (scripts/models/qwen3.5-27B.sh: kv-channels 256, rotary-percent 0.25, rotary-base 10000000, 64 layers, 24 attention heads, 4 query groups) and transformers 5.24's Qwen3_5TextConfig (layer_types: linear_attention three times, then full_attention). Its config.json was not available offline, and its trained context is not in those sources: orig stays ropescope's default.",
        query: "dim=64&base=10000000&layout=half&scaling=none&layer_types=NNNG&layers=64",
    },
    Preset {
        id: "glm45",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        name: "GLM-4.5 (partial rotary 0.5)",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        note: "head size 128 but partial_rotary_factor 0.5: only 64 dims of each head rotate, at rope_theta 1000000; 96 query heads and 8 key-value heads, 92 layers, 131072 positions, no scaling. Trained on 4096-token sequences, then 32768 and 131072 in mid-training, the original context here; RoPE's base went from 10000 to 1000000 at the step to 32768. Sources: the GLM-4.5 technical report in zai-org/GLM-4.5 (resources/GLM_4_5_technical_report.pdf: Table 1, 3 dense and 89 MoE layers, attention head dim 128, 96 attention heads, 8 key-value heads; sections 2.3 and 2.4: the sequence lengths and the RoPE base), THUDM/slime (scripts/models/glm4.5-355B-A32B.sh: kv-channels 128, rotary-percent 0.5, rotary-base 1000000) and transformers 5.24's Glm4MoeConfig (partial_rotary_factor 0.5, max_position_embeddings 131072). The published config.json was not available offline; NVIDIA-NeMo/Megatron-Bridge's mock of it (tests/unit_tests/models/glm/test_glm45_bridge.py) gives the same numbers.",
        query: "dim=64&base=1000000&layout=half&scaling=none&orig=131072",
    },
    Preset {
        id: "smollm3-3b",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        name: "SmolLM3 3B (no RoPE in every fourth layer)",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        note: "head_dim 128 (2048/16), rope_theta 5000000, 65536 positions, no scaling; of 36 layers every fourth has no RoPE (NoPE: layers 3, 7, 11, ...), with no query temperature. Source: HuggingFaceTB/SmolLM3-3B's config.json as copied in fetchwiki/HuggingFaceTB-SmolLM3-3B (config.json, with model_files.json naming https://huggingface.co/HuggingFaceTB/SmolLM3-3B, copied 2025-07-14: hidden_size 2048, 16 attention heads, 4 key-value heads, 36 layers, max_position_embeddings 65536, rope_theta 5000000.0, rope_scaling null, no_rope_layer_interval 4, no_rope_layers 1, 1, 1, 0 repeated; its model card there: trained on 64k context, YaRN beyond), and the SmolLM3 post in huggingface/blog (smollm3.md: NoPE layers for long context).",
        query: "dim=128&base=5000000&layout=half&scaling=none&orig=65536&layer_types=GGGN&layers=36",
    },
    Preset {
        id: "gemma4",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        name: "Gemma 4 (proportional RoPE on global layers)",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        note: "Global layers: head_dim 512 (global_head_dim), proportional RoPE with partial_rotary_factor 0.25 at rope_theta 1000000, factor 1: the first 64 of 256 pairs turn, with exponents over the whole head, the rest stand still. Local (sliding-window) layers: head_dim 256, plain RoPE at rope_theta 10000. Five local layers then one global, 30 layers, 131072 positions. The layers view gives the local layers their own RoPE and head size; the other views show the global layers. Source: transformers 5.24's Gemma4TextConfig, its defaults (rope_parameters per layer type, global_head_dim 512, layer_types, 30 layers) and Gemma4TextRotaryEmbedding; no Gemma 4 config.json was available offline.",
        query: "dim=512&base=1000000&layout=half&scaling=proportional&factor=1&partial=0.25&orig=131072&layer_types=LLLLLG&layers=30&local_base=10000&local_dim=256",
    },
    Preset {
        id: "hunyuan-a13b",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        name: "Hunyuan-A13B (its base raised by alpha, as trained)",
        // The model chosen for the views' reading of `orig` (unscaled frequencies over the
        // original context): plain RoPE at the base the fixed alpha raises rope_theta to, over
        // the 262144 positions the model trained with that base, not fixed-alpha NTK over a
        // pre-alpha context (which no source here gives). The base is rope_theta x
        // alpha^(d/(d-2)) = 10000 x 1000^(128/126), written out: the test
        // `hunyuan_a13b_is_its_raised_base_over_the_256k_it_trained_on` computes it from the
        // published config (fixed-alpha NTK) and ties the two.
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        note: "head_dim 128 (attention_head_dim, and 4096/32), rope_theta 10000, rope_scaling type dynamic with alpha 1000 and factor 1.0. transformers reads a dynamic block that has an alpha as HunYuan's fixed-alpha NTK: at every length the base becomes 10000 x 1000^(128/126), about 11158840, and the model was trained with that base up to a 256K-token context (the technical report's long-context stage: 32K with alpha 50, then 256K with alpha 1000). So the preset is plain RoPE at that raised base, with the original context 262144 (256 x 1024, as llama.cpp's converter writes it): every view judges what training showed with the frequencies over the original context, and these are the frequencies the model trained with at that length (pasting its config.json in the HF box gives the same frequencies as fixed-alpha NTK, alpha 1000 on base 10000). Its config.json says max_position_embeddings 32768, which llama.cpp's converter calls incorrectly set; with a fixed alpha that number changes no frequency. Sources: Tencent-Hunyuan/Hunyuan-A13B on GitHub (models/config.json: attention_head_dim 128, hidden_size 4096, 32 attention heads, 8 key-value heads, 32 layers, rope_theta 10000, the rope_scaling block, max_position_embeddings 32768; report/Hunyuan_A13B_Technical_Report.pdf, long-context training stage: alpha 50 for 32K, then 1000 for 256K) and ggml-org/llama.cpp (convert_hf_to_gguf.py, HunYuanMoEModel: context length 256 * 1024, and the same alpha, base and head size). The config.json on the Hugging Face hub (tencent/Hunyuan-A13B-Instruct) was not available offline: these are the GitHub repository's numbers.",
        query: "dim=128&base=11158839.92507748&layout=half&scaling=none&orig=262144",
    },
];

/// Applies a preset: the keys it owns go back to defaults, then its own values are set.
/// A preset that names `text` replaces the sentence too.
pub fn apply(config: &Config, preset: &Preset) -> Result<Config, ConfigError> {
    let defaults = Config::default();
    let mut next = config.clone();
    // The keys a model preset owns (the key table says which).
    for spec in KEYS.iter().filter(|s| s.preset) {
        spec.set(&mut next, &spec.get(&defaults))?;
    }
    let parsed = crate::rope::settings::config::query_pairs(preset.query)?;
    if parsed.iter().any(|(k, _)| k == "text") {
        next.sentence.offset = 0;
    }
    for (name, value) in parsed {
        if let Some(key) = Key::from_name(&name) {
            next.set(key, &value)?;
        }
    }
    next.validate()?;
    Ok(next)
}

/// The worked examples' settings (`rope::teaching::examples` says what each is about and what a
/// text printed for it).
pub const EXAMPLE_PRESETS: [Preset; 3] = [
    Preset {
        id: "fox-the",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        name: "\"fox\" at 3 vs \"The\" at 0",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        note: "4-dim vectors, pair speeds 90 and 15 degrees per position.",
        query: "text=The%20quick%20brown%20fox&dim=4&speeds=90,15&layout=interleaved&q=0.8,0.6,0.7,0.7&qpos=3&k=0.9,0.4,0.5,0.8&kpos=0",
    },
    Preset {
        id: "mat-cat",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        name: "\"mat\" at 5 vs \"cat\" at 1",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        note: "4-dim vectors, pair speeds 90 and 15 degrees per position.",
        query: "text=The%20cat%20sat%20on%20the%20mat&dim=4&speeds=90,15&layout=interleaved&q=0.7,0.7,0.8,0.6&qpos=5&k=0.9,0.4,0.9,0.4&kpos=1",
    },
    Preset {
        id: "turn-75",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        name: "[0.8, 0.6] turned 75 degrees",
        // i18n: English record (tests, docs); the page shows Preset::name_msg / note_msg
        note: "One pair at 15 degrees per position, query at position 5.",
        query: "text=The%20cat%20sat%20on%20the%20mat&dim=2&speeds=15&layout=interleaved&q=0.8,0.6&qpos=5",
    },
];

/// Finds a preset (model or worked example) by id.
pub fn find(id: &str) -> Option<Preset> {
    MODELS
        .iter()
        .copied()
        .chain(EXAMPLE_PRESETS)
        .find(|p| p.id == id)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every preset's name and note are messages whose English is the preset's.
    #[test]
    fn names_and_notes_are_messages_with_the_same_english() {
        let en = crate::rope::base::i18n::en;
        for p in MODELS.iter().chain(&EXAMPLE_PRESETS) {
            assert_eq!(en(&p.name_msg()), p.name, "{}", p.id);
            assert_eq!(en(&p.note_msg()), p.note, "{}", p.id);
        }
    }
    use crate::rope::maths::rotate::rotate_pair;
    use crate::rope::Method;

    #[test]
    fn every_preset_applies_cleanly() {
        let base = Config::from_query("text=Hello+world&offset=7")
            .unwrap()
            .config;
        for p in MODELS {
            let c = apply(&base, p).unwrap();
            assert_eq!(c.sentence.text, "Hello world", "{}", p.id);
            assert_eq!(c.sentence.offset, 7);
        }
        for p in EXAMPLE_PRESETS {
            apply(&base, &p).unwrap();
        }
        let l = apply(&base, &find("llama31-8b").unwrap()).unwrap();
        assert_eq!(
            (l.rope.dim, l.rope.base, l.scaling.method),
            (128, 500_000.0, Method::Llama3)
        );
    }

    #[test]
    fn llama31_factor_is_not_the_context_ratio_and_exports_its_real_context() {
        let l = apply(&Config::default(), &find("llama31-8b").unwrap()).unwrap();
        assert_eq!(
            (
                l.scaling.params.factor,
                l.scaling.params.orig,
                l.scaling.params.len
            ),
            (8.0, 8192, Some(131_072))
        );
        // The served context over the trained one is 16, not the factor 8.
        let ratio = l.scaling.params.len.unwrap() as f64 / l.scaling.params.orig as f64;
        assert_eq!(ratio, 16.0);
        assert_ne!(ratio, l.scaling.params.factor);
        let json = crate::rope::io::hf::export(&l).unwrap();
        assert!(
            json.contains("\"max_position_embeddings\": 131072"),
            "{json}"
        );
        assert!(
            json.contains("\"original_max_position_embeddings\": 8192"),
            "{json}"
        );
        assert!(json.contains("\"rope_theta\": 500000"), "{json}");
        // The model's own config.json (the RoPE fields of meta-llama/Llama-3.1-8B) gives the
        // same settings as the preset.
        let config_json = r#"{"architectures": ["LlamaForCausalLM"], "hidden_size": 4096,
            "num_attention_heads": 32, "head_dim": 128, "max_position_embeddings": 131072,
            "model_type": "llama", "rope_theta": 500000.0,
            "rope_scaling": {"factor": 8.0, "low_freq_factor": 1.0, "high_freq_factor": 4.0,
                "original_max_position_embeddings": 8192, "rope_type": "llama3"}}"#;
        let pasted = crate::rope::io::hf::import(&Config::default(), config_json)
            .unwrap()
            .config;
        assert_eq!(
            crate::rope::view::scene::frequencies(&pasted).unwrap(),
            crate::rope::view::scene::frequencies(&l).unwrap()
        );
        assert_eq!(
            (pasted.scaling.params.len, pasted.scaling.params.orig),
            (l.scaling.params.len, l.scaling.params.orig)
        );
        assert_eq!(crate::rope::io::hf::export(&pasted).unwrap(), json);
        assert!(find("llama31-8b")
            .unwrap()
            .note
            .contains("not the new context over"));
    }

    #[test]
    fn mistral_uses_the_longest_trained_distance() {
        let p = find("mistral-7b").unwrap();
        let m = apply(&Config::default(), &p).unwrap();
        // The sliding window bounds every query-key distance seen in training.
        let (sequence, window) = (8192, 4096);
        assert_eq!(
            (m.scaling.params.orig, m.scaling.method, m.rope.dim),
            (window, Method::None, 128)
        );
        assert!(m.scaling.params.orig < sequence);
        let json = crate::rope::io::hf::export(&m).unwrap();
        assert!(
            json.contains(&format!("\"max_position_embeddings\": {window}")),
            "{json}"
        );
        // The note names all three numbers and which one is the original context here.
        assert!(p
            .note
            .contains(&format!("Trained on {sequence}-token sequences")));
        assert!(p.note.contains(&format!("{window}-token sliding window")));
        assert!(p
            .note
            .contains(&format!("so it is {}", m.scaling.params.orig)));
        assert!(p.note.contains("max_position_embeddings 32768"));
        // At the preset, the heatmap greys the distances the window never let training see.
        let scene = crate::rope::view::scene::Scene::new(&m);
        let grid = crate::rope::view::heatmap::heatmap(
            &scene,
            crate::rope::view::heatmap::HeatmapOptions {
                range: Some(16_384),
                ..Default::default()
            },
        );
        let greyed_at = |row: usize| (0..grid.pairs).any(|c| grid.ood[row * grid.pairs + c]);
        for (row, &p) in grid.positions.iter().enumerate() {
            if p < window {
                assert!(!greyed_at(row), "{p}");
            }
        }
        let first_greyed = grid
            .positions
            .iter()
            .enumerate()
            .find(|&(row, _)| greyed_at(row))
            .map(|(_, &p)| p);
        assert!(
            first_greyed.is_some_and(|p| p >= window && p < sequence),
            "{first_greyed:?}"
        );
    }

    #[test]
    fn qwen3_is_trained_on_32768_not_the_40960_its_config_accepts() {
        let p = find("qwen3-8b").unwrap();
        let q = apply(&Config::default(), &p).unwrap();
        let (native, accepted) = (32_768, 40_960);
        assert_eq!(q.scaling.params.orig, native);
        assert!(p
            .note
            .contains(&format!("Trained natively on {native} positions")));
        assert!(p
            .note
            .contains(&format!("max_position_embeddings {accepted}")));
        // Its config.json, pasted, reads max_position_embeddings as the context (the file names
        // nothing else): that is the length the preset corrects.
        let pasted = crate::rope::io::hf::import(
            &Config::default(),
            include_str!("../../../tests/data/hf_configs/qwen3-8b.json"),
        )
        .unwrap()
        .config;
        assert_eq!(pasted.scaling.params.orig, accepted);
        // With 40960 one more pair would look as if training had seen it make a full turn: the
        // pairs whose wavelength lies between the two lengths.
        let wl = crate::rope::maths::freq::wavelengths(
            &crate::rope::view::scene::frequencies(&q).unwrap().inv_freq,
        );
        let longer = |ctx: u64| wl.iter().filter(|&&w| w > ctx as f64).count();
        let between: Vec<usize> = (0..wl.len())
            .filter(|&i| wl[i] > native as f64 && wl[i] <= accepted as f64)
            .collect();
        assert_eq!(between.len(), 1, "{between:?}");
        assert_eq!(longer(native), longer(accepted) + between.len());
        // By hand: 2π · 1e6^(2i/128) for that pair.
        let i = between[0] as f64;
        let by_hand = std::f64::consts::TAU * 1e6f64.powf(2.0 * i / 128.0);
        assert!((wl[between[0]] - by_hand).abs() < 1e-6 * by_hand);
        let json = crate::rope::io::hf::export(&q).unwrap();
        assert!(
            json.contains(&format!("\"max_position_embeddings\": {native}")),
            "{json}"
        );
    }

    /// Hunyuan-A13B: trained with a fixed alpha up to 256K, so the preset is plain RoPE at the
    /// raised base over 262144 positions (the views judge training with the frequencies over the
    /// original context, and these are the ones it trained with there). Its config.json, pasted,
    /// gives the same frequencies as fixed-alpha NTK at every length.
    #[test]
    fn hunyuan_a13b_is_its_raised_base_over_the_256k_it_trained_on() {
        use crate::rope::view::scene::frequencies;
        let p = find("hunyuan-a13b").unwrap();
        let c = apply(&Config::default(), &p).unwrap();
        let (trained, in_config) = (256 * 1024, 32_768);
        assert_eq!(
            (c.scaling.method, c.rope.dim, c.scaling.params.orig),
            (Method::None, 128, trained)
        );
        assert!(p
            .note
            .contains(&format!("original context {trained} (256 x 1024")));
        assert!(p
            .note
            .contains(&format!("max_position_embeddings {in_config}")));
        let pasted = crate::rope::io::hf::import(
            &Config::default(),
            include_str!("../../../tests/data/hf_configs/hunyuan-a13b.json"),
        )
        .unwrap()
        .config;
        assert_eq!(
            (pasted.scaling.method, pasted.scaling.params.orig),
            (Method::NtkAlpha, in_config)
        );
        // The preset's base is the one fixed-alpha NTK computes from the published config.
        let alpha = frequencies(&pasted).unwrap();
        let effective = alpha.effective_base.unwrap();
        assert!(
            (c.rope.base - effective).abs() <= 1e-15 * effective,
            "{} vs {effective}",
            c.rope.base
        );
        let by_hand = pasted.rope.base * pasted.scaling.params.factor.powf(128.0 / 126.0);
        assert!((effective - by_hand).abs() <= 1e-12 * by_hand);
        assert!(p.note.contains(&format!(
            "the base becomes {} x {}^(128/126), about {:.0}",
            pasted.rope.base, pasted.scaling.params.factor, effective
        )));
        // The same frequencies at any length, below, at and past both contexts.
        let reference = frequencies(&c).unwrap();
        for len in [1, in_config, in_config + 1, trained, trained + 1, 1_000_000] {
            let mut a = pasted.clone();
            a.set(Key::Len, &len.to_string()).unwrap();
            let f = frequencies(&a).unwrap().inv_freq;
            for (x, y) in f.iter().zip(&reference.inv_freq) {
                assert!((x - y).abs() <= 1e-14 * x.abs(), "{len}: {x} vs {y}");
            }
        }
        // What training showed: pairs whose wavelength at the trained base is longer than
        // 262144 never completed a turn there (by hand: 2 pi B^(2i/128) > 262144).
        let longer: Vec<usize> = (0..64)
            .filter(|&i| {
                std::f64::consts::TAU * by_hand.powf(2.0 * i as f64 / 128.0) > trained as f64
            })
            .collect();
        let unseen: Vec<usize> = reference
            .inv_freq_unscaled
            .iter()
            .enumerate()
            .filter(|(_, &w)| std::f64::consts::TAU / w > trained as f64)
            .map(|(i, _)| i)
            .collect();
        assert_eq!(unseen, longer);
        assert_eq!((unseen.len(), unseen[0]), (22, 42));
        let json = crate::rope::io::hf::export(&c).unwrap();
        assert!(
            json.contains(&format!("\"max_position_embeddings\": {trained}")),
            "{json}"
        );
    }

    /// Gemma 3's original context is the 32K its report pre-trains on (128K after the global
    /// layers' factor 8), not ropescope's default.
    #[test]
    fn gemma3_original_context_is_its_32k_pretraining() {
        let p = find("gemma3-4b").unwrap();
        let c = apply(&Config::default(), &p).unwrap();
        assert_eq!(c.scaling.params.orig, 32_768);
        assert_ne!(c.scaling.params.orig, Config::default().scaling.params.orig);
        assert!(p.note.contains(&format!(
            "The original context is {}: the Gemma 3 technical report",
            c.scaling.params.orig
        )));
        assert!(p.note.contains(&format!(
            "(131072 = {} x 4 positions)",
            c.scaling.params.orig
        )));
        assert_eq!(c.scaling.params.factor, 8.0);
    }

    /// GLM-4.5's note: the original context is the last length the technical report trained on,
    /// and the same as its config's max_position_embeddings (so pasting it keeps orig).
    #[test]
    fn glm45_original_context_is_its_last_trained_length() {
        let p = find("glm45").unwrap();
        let c = apply(&Config::default(), &p).unwrap();
        assert_eq!(c.scaling.params.orig, 131_072);
        assert!(p.note.contains(&format!(
            "then 32768 and {} in mid-training, the original context here",
            c.scaling.params.orig
        )));
        assert!(p.note.contains(&format!("rope_theta {}", c.rope.base)));
        assert!(p.note.contains(&format!("from 10000 to {}", c.rope.base)));
    }

    /// Llama 4 Scout's note: llama3 scaling with equal band factors is a hard switch that
    /// divides the speed of every pair whose wavelength is above orig / low_freq_factor, so
    /// those wavelengths are multiplied by the factor; its RoPE layers are named chunked.
    #[test]
    fn llama4_note_says_what_its_scaling_does_to_each_pair() {
        use crate::rope::base::num::format_f64;
        let p = find("llama4-scout").unwrap();
        let c = apply(&Config::default(), &p).unwrap();
        let f = crate::rope::view::scene::frequencies(&c).unwrap();
        let switch = c.scaling.params.orig as f64 / c.scaling.params.low_freq_factor;
        assert_eq!(
            c.scaling.params.low_freq_factor,
            c.scaling.params.high_freq_factor
        );
        assert!(p.note.contains(&format!(
            "every pair whose wavelength is above {} turns {} times slower (its wavelength x {})",
            format_f64(switch),
            format_f64(c.scaling.params.factor),
            format_f64(c.scaling.params.factor)
        )));
        let (plain, scaled) = (
            crate::rope::maths::freq::wavelengths(&f.inv_freq_unscaled),
            crate::rope::maths::freq::wavelengths(&f.inv_freq),
        );
        for (a, b) in plain.iter().zip(&scaled) {
            let want = if *a > switch {
                a * c.scaling.params.factor
            } else {
                *a
            };
            assert!((b - want).abs() <= 1e-9 * want, "{a} -> {b}");
        }
        assert!(p.note.contains("chunked_attention") && !p.note.contains("global"));
    }

    /// The numbers the newer presets' notes give about their pairs and layers are what the core
    /// computes from their queries.
    #[test]
    fn newer_notes_give_the_pairs_and_layers_the_code_computes() {
        use crate::rope::maths::layers::layer_groups;
        use crate::rope::maths::mrope::interleaved_axis_of_pair;
        let load = |id: &str| {
            let p = find(id).unwrap();
            (p.note, apply(&Config::default(), &p).unwrap())
        };
        // Qwen3-VL 8B: interleaved, the last pairs past every height and width pair are time.
        let (note, c) = load("qwen3-vl-8b");
        let sections = c.multimodal.mrope.clone().unwrap();
        let axes: Vec<usize> = (0..c.rope.dim / 2)
            .map(|i| interleaved_axis_of_pair(&sections, i))
            .collect();
        let tail = axes.iter().rev().take_while(|&&a| a == 0).count();
        assert!(note.contains(&format!("the last {tail} time")), "{note}");
        // Its vision tower: half the pairs with the row, half with the column.
        let (note, c) = load("qwen3-vl-vision");
        let (q, h) = (c.rope.dim / 4, c.rope.dim / 2);
        assert!(
            note.contains(&format!(
                "pairs 0 to {} turn with a patch's row and pairs {q} to {} with its column, both at 1 / {}^(2j/{h})",
                q - 1,
                h - 1,
                c.rope.base
            )),
            "{note}"
        );
        assert!(note.contains(&format!("head_dim {}", c.rope.dim)));
        // Gemma 4: proportional RoPE turns int(partial x d // 2) pairs.
        let (note, c) = load("gemma4");
        let f = crate::rope::view::scene::frequencies(&c).unwrap();
        let turning = f.turning_pairs.unwrap();
        assert!(
            note.contains(&format!(
                "the first {turning} of {} pairs turn",
                c.rope.dim / 2
            )),
            "{note}"
        );
        // Phi-3.5: one factor per pair in each list.
        let (note, c) = load("phi35-mini");
        let n = c.rope.dim / 2;
        assert_eq!(
            c.scaling.params.short_factor.as_ref().map(Vec::len),
            Some(n)
        );
        assert_eq!(c.scaling.params.long_factor.as_ref().map(Vec::len), Some(n));
        assert!(
            note.contains(&format!("{n} short_factor and {n} long_factor values")),
            "{note}"
        );
        // SmolLM3: the NoPE layers it lists.
        let (note, c) = load("smollm3-3b");
        let nope = layer_groups(&c.layer_kinds()).no_rope;
        assert!(
            note.contains(&format!(
                "of {} layers every fourth has no RoPE (NoPE: layers {}, {}, {}, ...)",
                nope.len() * 4,
                nope[0],
                nope[1],
                nope[2]
            )),
            "{note}"
        );
        assert_eq!(c.stack.layers, Some(nope.len() * 4));
    }

    /// Phi-3.5's note: the switch to the long factors is on the sequence length (HF's
    /// `seq_len > original_max_position_embeddings`), and then holds for every position.
    #[test]
    fn phi35_long_factors_apply_to_every_position_of_a_long_sequence() {
        let p = find("phi35-mini").unwrap();
        let base = apply(&Config::default(), &p).unwrap();
        assert!(p.note.contains(&format!(
            "Once the sequence is longer than {}, the long factors apply at every position",
            base.scaling.params.orig
        )));
        // The switch is on max(position_ids) + 1, which position skipping moves past the
        // number of tokens: the note and the method's sentence say so.
        assert!(p
            .note
            .contains("transformers switches on max(position_ids) + 1"));
        assert!(!p.note.contains("switches on the sequence length"));
        let at_len = |len: u64| {
            let mut c = base.clone();
            c.set(Key::Len, &len.to_string()).unwrap();
            crate::rope::view::scene::frequencies(&c).unwrap()
        };
        let (fits, longer) = (
            at_len(base.scaling.params.orig),
            at_len(base.scaling.params.orig + 1),
        );
        let l = longer.longrope.clone().unwrap();
        assert!(l.long && !fits.longrope.unwrap().long);
        // One set of frequencies for the whole sequence: the long one, so position 1's angle
        // (and position 0's, which is 0 either way) comes from the long factors.
        assert_eq!(longer.inv_freq, l.inv_freq_long);
        let plain = crate::rope::maths::freq::inv_freq(base.rope.dim, base.rope.base).unwrap();
        let long_factor = base.scaling.params.long_factor.clone().unwrap();
        for (i, w) in longer.inv_freq.iter().enumerate() {
            assert!((w - plain[i] / long_factor[i]).abs() <= 1e-15 * plain[i]);
        }
        assert_ne!(fits.inv_freq, longer.inv_freq);
    }

    #[test]
    fn model_notes_state_the_values_their_presets_load() {
        use crate::rope::base::num::format_f64;
        for p in MODELS {
            let c = apply(&Config::default(), p).unwrap();
            let theta = format_f64(c.rope.base);
            assert!(
                p.note.contains(&format!("rope_theta {theta}"))
                    || p.note.contains(&format!("rotary_emb_base {theta}"))
                    // Hunyuan-A13B: the base its alpha raises rope_theta to.
                    || p.note.contains(&format!("the base becomes {} x ", "10000"))
                        && p.note.contains(&format!("about {:.0}", c.rope.base)),
                "{}: {}",
                p.id,
                p.note
            );
            let head = p.note.contains(&format!("head_dim {}", c.rope.dim));
            // GPT-NeoX: the head is wider than the rotary part; d is the rotary part.
            let rotary = p
                .note
                .contains(&format!("only {} dims of each head rotate", c.rope.dim));
            assert!(head || rotary, "{}: d = {}: {}", p.id, c.rope.dim, p.note);
            if c.scaling.method != Method::None {
                assert!(
                    p.note
                        .contains(&format!("factor {}", format_f64(c.scaling.params.factor))),
                    "{}",
                    p.id
                );
            }
        }
        // NeoX: 96 x 0.25 = 24 rotary dims, as HF computes them from the config.json.
        let neox = apply(&Config::default(), &find("gpt-neox-20b").unwrap()).unwrap();
        let pasted = crate::rope::io::hf::import(
            &Config::default(),
            r#"{"model_type": "gpt_neox", "hidden_size": 6144, "num_attention_heads": 64,
                "rotary_pct": 0.25, "rotary_emb_base": 10000, "max_position_embeddings": 2048}"#,
        )
        .unwrap()
        .config;
        assert_eq!(
            (
                pasted.rope.dim,
                pasted.rope.base,
                pasted.scaling.params.orig
            ),
            (neox.rope.dim, neox.rope.base, neox.scaling.params.orig)
        );
    }

    #[test]
    fn worked_example_notes_give_their_dimension() {
        for p in EXAMPLE_PRESETS {
            let c = apply(&Config::default(), &p).unwrap();
            let said = if c.rope.dim == 2 {
                p.note.starts_with("One pair")
            } else {
                p.note.starts_with(&format!("{}-dim vectors", c.rope.dim))
            };
            assert!(said, "{}: d = {}: {}", p.id, c.rope.dim, p.note);
        }
    }

    #[test]
    fn worked_examples_compute_the_right_numbers() {
        let d = Config::default();
        let fox = apply(&d, &find("fox-the").unwrap()).unwrap();
        assert!((crate::rope::view::scene::Scene::new(&fox).score().total - 1.01196).abs() < 5e-6);
        let mat = apply(&d, &find("mat-cat").unwrap()).unwrap();
        let s = crate::rope::view::scene::Scene::new(&mat).score().total;
        assert!((s - 1.19947).abs() < 5e-6);
        let printed = crate::rope::teaching::errata::find("mat-cat-total")
            .unwrap()
            .printed[1];
        assert!(
            (s - printed.value).abs() > 0.3,
            "the tutorial's number is wrong"
        );
        let turn = apply(&d, &find("turn-75").unwrap()).unwrap();
        let rq = crate::rope::view::scene::Scene::new(&turn)
            .score()
            .rotated_q;
        let (a, b) = rotate_pair(0.8, 0.6, 75f64.to_radians());
        assert!((rq[0] - a).abs() < 1e-12 && (rq[1] - b).abs() < 1e-12);
        assert!((rq[0] + 0.3725).abs() < 5e-5 && (rq[1] - 0.9280).abs() < 5e-5);
    }

    /// Each new preset's published config.json (tests/data/hf_configs, the text the HF box and
    /// `rope-export --hf` read) gives the same numbers as the preset: frequencies, attention
    /// factor, the local layers' set, the layer pattern, Llama 4's temperature, the multimodal
    /// sections. And the preset's own HF export reads back to the same.
    #[test]
    fn pasting_each_presets_config_json_gives_the_presets_numbers() {
        use crate::rope::io::hf;

        use crate::rope::view::scene::frequencies;
        let files: &[(&str, &str)] = &[
            (
                "llama32-1b",
                include_str!("../../../tests/data/hf_configs/llama32-1b.json"),
            ),
            (
                "qwen3-8b",
                include_str!("../../../tests/data/hf_configs/qwen3-8b.json"),
            ),
            (
                "gemma3-4b",
                include_str!("../../../tests/data/hf_configs/gemma3-4b.json"),
            ),
            (
                "deepseek-v3",
                include_str!("../../../tests/data/hf_configs/deepseek-v3.json"),
            ),
            (
                "gpt-oss-20b",
                include_str!("../../../tests/data/hf_configs/gpt-oss-20b.json"),
            ),
            (
                "phi35-mini",
                include_str!("../../../tests/data/hf_configs/phi35-mini.json"),
            ),
            (
                "llama4-scout",
                include_str!("../../../tests/data/hf_configs/llama4-scout.json"),
            ),
            (
                "qwen2-vl",
                include_str!("../../../tests/data/hf_configs/qwen2-vl.json"),
            ),
            (
                "qwen3-vl-8b",
                include_str!("../../../tests/data/hf_configs/qwen3-vl-8b.json"),
            ),
            (
                "qwen3-vl-vision",
                include_str!("../../../tests/data/hf_configs/qwen3-vl-vision.json"),
            ),
            (
                "qwen35-27b",
                include_str!("../../../tests/data/hf_configs/qwen35-27b.json"),
            ),
            (
                "glm45",
                include_str!("../../../tests/data/hf_configs/glm45.json"),
            ),
            (
                "smollm3-3b",
                include_str!("../../../tests/data/hf_configs/smollm3-3b.json"),
            ),
            (
                "gemma4",
                include_str!("../../../tests/data/hf_configs/gemma4.json"),
            ),
            (
                "hunyuan-a13b",
                include_str!("../../../tests/data/hf_configs/hunyuan-a13b.json"),
            ),
        ];
        let same = |a: &Config, b: &Config, what: &str| {
            let (fa, fb) = (frequencies(a).unwrap(), frequencies(b).unwrap());
            assert_eq!(fa.inv_freq.len(), fb.inv_freq.len(), "{what}");
            for (x, y) in fa.inv_freq.iter().zip(&fb.inv_freq) {
                assert!(
                    (x - y).abs() <= 1e-15 * x.abs().max(y.abs()),
                    "{what}: {x} vs {y}"
                );
            }
            assert!(
                (fa.attention_factor - fb.attention_factor).abs() < 1e-15,
                "{what}"
            );
            let (la, lb) = (a.local_config(), b.local_config());
            assert_eq!(la.is_some(), lb.is_some(), "{what}: local set");
            if let (Some(la), Some(lb)) = (la, lb) {
                assert_eq!(
                    frequencies(&la).unwrap(),
                    frequencies(&lb).unwrap(),
                    "{what}"
                );
            }
            assert_eq!(a.layer_letters(), b.layer_letters(), "{what}");
            assert_eq!(
                (a.stack.attn_scale, a.stack.floor_scale),
                (b.stack.attn_scale, b.stack.floor_scale),
                "{what}"
            );
            assert_eq!(a.multimodal.mrope, b.multimodal.mrope, "{what}");
            assert_eq!(
                a.multimodal.mrope_interleaved, b.multimodal.mrope_interleaved,
                "{what}"
            );
            assert_eq!(
                (a.rope.nope_dim, a.multimodal.merge),
                (b.rope.nope_dim, b.multimodal.merge),
                "{what}"
            );
            assert_eq!(a.rope.dim, b.rope.dim, "{what}");
            // Hunyuan-A13B's preset is its fixed-alpha NTK written as the raised base (the same
            // frequencies, checked above): its pasted config keeps the method.
            if what != "hunyuan-a13b" {
                assert_eq!(a.scaling.method, b.scaling.method, "{what}");
            }
        };
        for (id, json) in files {
            let preset = find(id).unwrap_or_else(|| panic!("no preset {id}"));
            let p = apply(&Config::default(), &preset).unwrap();
            let pasted = hf::import(&Config::default(), json)
                .unwrap_or_else(|e| panic!("{id}: {e}"))
                .config;
            same(&p, &pasted, id);
            // Both lengths where the file gives them (LongRoPE switches on orig).
            // (Gemma 3's file gives no context; Qwen3's gives the accepted input length, not
            // the trained one: see `qwen3_is_trained_on_32768_not_the_40960_its_config_accepts`;
            // Hunyuan-A13B's says 32768 where it was trained on 256K: see
            // `hunyuan_a13b_is_trained_on_256k_not_the_32768_its_config_says`.)
            if !matches!(*id, "gemma3-4b" | "qwen3-8b" | "hunyuan-a13b") {
                assert_eq!(p.scaling.params.orig, pasted.scaling.params.orig, "{id}");
            }
            assert_eq!(p.scaling.params.len, pasted.scaling.params.len, "{id}");
            // The preset's HF block (the box's "these settings") reads back to the same.
            let exported = hf::export(&p).unwrap();
            let back = hf::import(&Config::default(), &exported)
                .unwrap_or_else(|e| panic!("{id}: {e}\n{exported}"))
                .config;
            same(&p, &back, &format!("{id} exported"));
            // Every new preset names its source.
            assert!(preset.note.contains("Source"), "{id}");
        }
    }
}
