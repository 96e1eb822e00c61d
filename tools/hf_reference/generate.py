#!/usr/bin/env python3
"""Generate tests/data/hf_rope_reference.json from Hugging Face transformers' own RoPE code.

What it does
    For each case below it builds a `transformers.LlamaConfig`, calls the REAL HF init function
    (`transformers.modeling_rope_utils.ROPE_INIT_FUNCTIONS[rope_type]`, or, for plain RoPE,
    `LlamaRotaryEmbedding.compute_default_rope_parameters`, since transformers v5 has no "default"
    entry in ROPE_INIT_FUNCTIONS) and records:
      inv_freq_f32      the tensor HF returns, as-is (float32), each element as float(x);
      inv_freq_f64      the same HF function run with torch.float / torch.float32 patched to
                        torch.float64 (and the default dtype set to float64) for the call;
      attention_factor  the float HF returns.
    "ntk" (static NTK-aware) has no HF rope_type: it is HF's default init with
    rope_theta = base * factor ** (dim / (dim - 2)), computed in Python float64.

How to run (the Rust test suite does NOT need Python; it only reads the JSON):
    python3 -m venv /tmp/hfvenv
    /tmp/hfvenv/bin/pip install transformers torch      # CPU is enough
    cd <repo root> && /tmp/hfvenv/bin/python tools/hf_reference/generate.py
    (optional: --out PATH; default tests/data/hf_rope_reference.json)

Versions used for the committed JSON: transformers 5.24.0, torch 2.15.0+cu132 (the ordinary PyPI
wheel with its nvidia deps, run on CPU; `pip install --no-deps torch` does not import without them).
The script reads the v5 config API (`rope_parameters`; v4's `rope_scaling` + `rope_theta` are
mapped onto it by HF). The yarn `truncate` option exists in this version; on an older
transformers without it the truncate=false case would silently equal the default one, so the
script refuses to run there.

Mapping of ropescope's URL keys to HF (see `hf_config` in each case):
    dim -> head_dim (partial_rotary_factor 1.0); base -> rope_theta; scaling none/linear/dynamic/
    yarn/llama3 -> rope_type default/linear/dynamic/yarn/llama3; factor -> factor;
    orig -> max_position_embeddings for linear/dynamic/yarn (yarn's original_max_position_embeddings
    is left for HF to default to it); for llama3 orig -> original_max_position_embeddings and
    max_position_embeddings = orig * factor; len -> seq_len argument of the dynamic function, passed as
    an int as its signature says (at run time HF's decorator passes a tensor, which makes the NTK base
    float32 as well; that differs from the int path by at most ~2e-7 relative);
    attn -> attention_factor; beta_fast, beta_slow, truncate, mscale, mscale_all_dim,
    low_freq_factor, high_freq_factor -> same-named fields.
"""

import argparse
import contextlib
import copy
import inspect
import json
import math
import os
import sys

import torch
import transformers
from transformers import LlamaConfig
from transformers import modeling_rope_utils
from transformers.modeling_rope_utils import ROPE_INIT_FUNCTIONS
from transformers.models.llama.modeling_llama import LlamaRotaryEmbedding

REPO_ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_OUT = os.path.join(REPO_ROOT, "tests", "data", "hf_rope_reference.json")


def C(name, **q):
    """A case: its name and ropescope's query parameters (in URL order)."""
    return {"name": name, "q": q}


CASES = [
    # --- plain RoPE ---
    C("none-d2", dim=2, base=10000),
    C("none-d4", dim=4, base=10000),
    C("none-d64", dim=64, base=10000),
    C("none-d128", dim=128, base=10000),
    C("none-d128-b500k", dim=128, base=500000),
    C("none-d128-b1m", dim=128, base=1000000),
    C("none-d256", dim=256, base=10000),
    # --- linear / position interpolation ---
    C("linear-d64-f2", dim=64, base=10000, scaling="linear", factor=2, orig=2048),
    C("linear-d128-f2", dim=128, base=10000, scaling="linear", factor=2, orig=4096),
    C("linear-d64-f4", dim=64, base=10000, scaling="linear", factor=4, orig=2048),
    C("linear-d128-f4", dim=128, base=10000, scaling="linear", factor=4, orig=4096),
    C("linear-d64-f8", dim=64, base=10000, scaling="linear", factor=8, orig=2048),
    C("linear-d128-f8", dim=128, base=10000, scaling="linear", factor=8, orig=4096),
    # --- static NTK-aware (HF default init with adjusted base) ---
    C("ntk-d64-f4", dim=64, base=10000, scaling="ntk", factor=4),
    C("ntk-d128-f8", dim=128, base=10000, scaling="ntk", factor=8),
    C("ntk-d4-f2", dim=4, base=10000, scaling="ntk", factor=2),
    # --- dynamic NTK ---
    C("dynamic-d128-f4-len1000", dim=128, base=10000, scaling="dynamic", factor=4, orig=2048, len=1000),
    C("dynamic-d128-f4-len2048", dim=128, base=10000, scaling="dynamic", factor=4, orig=2048, len=2048),
    C("dynamic-d128-f4-len4096", dim=128, base=10000, scaling="dynamic", factor=4, orig=2048, len=4096),
    C("dynamic-d128-f4-len7500", dim=128, base=10000, scaling="dynamic", factor=4, orig=2048, len=7500),
    C("dynamic-d128-f4-len16384", dim=128, base=10000, scaling="dynamic", factor=4, orig=2048, len=16384),
    C("dynamic-d64-f2-len10000", dim=64, base=10000, scaling="dynamic", factor=2, orig=4096, len=10000),
    # --- YaRN ---
    C("yarn-d128-f4", dim=128, base=10000, scaling="yarn", factor=4, orig=4096),
    C("yarn-d128-f4-notruncate", dim=128, base=10000, scaling="yarn", factor=4, orig=4096, truncate=False),
    C("yarn-qwen25-d128-b1m-f4", dim=128, base=1000000, scaling="yarn", factor=4, orig=32768),
    C("yarn-d128-f4-beta16-2", dim=128, base=10000, scaling="yarn", factor=4, orig=4096,
      beta_fast=16, beta_slow=2),
    C("yarn-d128-f4-attn0.8", dim=128, base=10000, scaling="yarn", factor=4, orig=4096, attn=0.8),
    C("yarn-deepseek-d64-f40", dim=64, base=10000, scaling="yarn", factor=40, orig=4096,
      mscale=0.707, mscale_all_dim=0.707),
    C("yarn-d128-f4-mscale1-alldim0", dim=128, base=10000, scaling="yarn", factor=4, orig=4096,
      mscale=1, mscale_all_dim=0),
    C("yarn-d128-f4-mscale1-only", dim=128, base=10000, scaling="yarn", factor=4, orig=4096, mscale=1),
    C("yarn-d4-f2-orig64", dim=4, base=10000, scaling="yarn", factor=2, orig=64),
    C("yarn-d128-f1", dim=128, base=10000, scaling="yarn", factor=1, orig=4096),
    # --- Llama 3 ---
    C("llama3-8b-d128-f8", dim=128, base=500000, scaling="llama3", factor=8, orig=8192,
      low_freq_factor=1, high_freq_factor=4),
    C("llama3.2-d128-f32", dim=128, base=500000, scaling="llama3", factor=32, orig=8192,
      low_freq_factor=1, high_freq_factor=4),
    C("llama3-d64-f4-low2-high8", dim=64, base=10000, scaling="llama3", factor=4, orig=1024,
      low_freq_factor=2, high_freq_factor=8),
    C("llama3-d16-f2-orig64", dim=16, base=10000, scaling="llama3", factor=2, orig=64,
      low_freq_factor=1, high_freq_factor=4),
    C("llama3-scout-d128-f16-low1-high1", dim=128, base=500000, scaling="llama3", factor=16, orig=8192,
      low_freq_factor=1, high_freq_factor=1),
    # --- LongRoPE: both sides of the switch (len <= orig: short factors; len > orig: long) ---
    C("longrope-d8-len1000", dim=8, base=10000, scaling="longrope", factor=32, orig=4096, len=1000,
      short_factor="1,1.5,2,3", long_factor="2,8,30,60"),
    C("longrope-d8-len4096", dim=8, base=10000, scaling="longrope", factor=32, orig=4096, len=4096,
      short_factor="1,1.5,2,3", long_factor="2,8,30,60"),
    C("longrope-d8-len4097", dim=8, base=10000, scaling="longrope", factor=32, orig=4096, len=4097,
      short_factor="1,1.5,2,3", long_factor="2,8,30,60"),
    C("longrope-d8-len131072", dim=8, base=10000, scaling="longrope", factor=32, orig=4096, len=131072,
      short_factor="1,1.5,2,3", long_factor="2,8,30,60"),
    C("longrope-d8-attn1.5", dim=8, base=10000, scaling="longrope", factor=32, orig=4096, len=8000,
      short_factor="1,1.5,2,3", long_factor="2,8,30,60", attn=1.5),
    C("longrope-d16-f1-ones", dim=16, base=500000, scaling="longrope", factor=1, orig=2048, len=4000),
    # --- proportional: the first int(p * d) / 2 pairs turn, the rest stand still ---
    C("proportional-d64-p0.25", dim=64, base=10000, scaling="proportional", factor=1, partial=0.25),
    C("proportional-d128-p0.5-f2", dim=128, base=1000000, scaling="proportional", factor=2, partial=0.5),
    C("proportional-d16-p1", dim=16, base=10000, scaling="proportional", factor=1, partial=1),
    C("proportional-d10-p0.3", dim=10, base=10000, scaling="proportional", factor=1, partial=0.3),
]


def fmt(v):
    """A query-string value: booleans as true/false, integral numbers without a decimal point."""
    if isinstance(v, str):
        return v
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, float) and v.is_integer():
        return str(int(v))
    if isinstance(v, (int, str)):
        return str(v)
    return repr(v)


def query_string(q):
    return "&".join(f"{k}={fmt(v)}" for k, v in q.items())


def hf_setup(q):
    """(hf_rope_type label, rope_type to call, LlamaConfig kwargs, seq_len) for one case."""
    dim = int(q["dim"])
    base = float(q["base"])
    scaling = q.get("scaling", "none")
    rp = {}
    seq_len = None
    max_pos = 2048  # LlamaConfig's default; unused by default/linear/ntk
    if scaling == "none":
        label = rope_type = "default"
        rp.update(rope_type="default", rope_theta=base)
    elif scaling == "ntk":
        label, rope_type = "default(ntk-adjusted base)", "default"
        factor = float(q["factor"])
        rp.update(rope_type="default", rope_theta=base * factor ** (dim / (dim - 2)))
    elif scaling in ("linear", "dynamic", "yarn"):
        label = rope_type = scaling
        rp.update(rope_type=scaling, rope_theta=base, factor=float(q["factor"]))
        max_pos = int(q["orig"])
        if scaling == "dynamic":
            seq_len = int(q["len"])
        if scaling == "yarn":
            for key, hf_key in [("beta_fast", "beta_fast"), ("beta_slow", "beta_slow"),
                                ("attn", "attention_factor"), ("mscale", "mscale"),
                                ("mscale_all_dim", "mscale_all_dim")]:
                if key in q:
                    rp[hf_key] = float(q[key])
            if "truncate" in q:
                rp["truncate"] = bool(q["truncate"])
    elif scaling == "longrope":
        label = rope_type = "longrope"
        pairs = dim // 2
        ones = ",".join(["1"] * pairs)
        rp.update(rope_type="longrope", rope_theta=base, factor=float(q["factor"]),
                  original_max_position_embeddings=int(q["orig"]),
                  short_factor=[float(x) for x in q.get("short_factor", ones).split(",")],
                  long_factor=[float(x) for x in q.get("long_factor", ones).split(",")])
        if "attn" in q:
            rp["attention_factor"] = float(q["attn"])
        max_pos = int(q["orig"] * q["factor"])
        seq_len = int(q["len"])
    elif scaling == "proportional":
        label = rope_type = "proportional"
        rp.update(rope_type="proportional", rope_theta=base, factor=float(q["factor"]),
                  partial_rotary_factor=float(q["partial"]))
    elif scaling == "llama3":
        label = rope_type = "llama3"
        factor = float(q["factor"])
        rp.update(rope_type="llama3", rope_theta=base, factor=factor,
                  original_max_position_embeddings=int(q["orig"]),
                  low_freq_factor=float(q["low_freq_factor"]),
                  high_freq_factor=float(q["high_freq_factor"]))
        max_pos = int(q["orig"] * factor)
    else:
        raise ValueError(f"unknown scaling {scaling!r}")
    rp.setdefault("partial_rotary_factor", 1.0)
    cfg = {
        "head_dim": dim,
        "hidden_size": dim,
        "num_attention_heads": 1,
        "num_key_value_heads": 1,
        "max_position_embeddings": max_pos,
        "rope_parameters": rp,
    }
    return label, rope_type, cfg, seq_len


@contextlib.contextmanager
def float64_torch():
    """Make torch.float / torch.float32, Tensor.float() and the default dtype mean float64 inside
    the block."""
    saved = (torch.float, torch.float32, torch.get_default_dtype(), torch.Tensor.float)
    torch.float = torch.float64
    torch.float32 = torch.float64
    torch.set_default_dtype(torch.float64)
    # longrope writes `.float()` (the method): make that float64 too.
    torch.Tensor.float = lambda self, *a, **k: self.to(torch.float64)
    try:
        yield
    finally:
        torch.float, torch.float32 = saved[0], saved[1]
        torch.set_default_dtype(saved[2])
        torch.Tensor.float = saved[3]


def call_hf(rope_type, cfg_kwargs, seq_len):
    # HF mutates config.rope_parameters (standardize_rope_params), so build a fresh config each call.
    config = LlamaConfig(**copy.deepcopy(cfg_kwargs))
    if rope_type == "default":
        return LlamaRotaryEmbedding.compute_default_rope_parameters(config)
    fn = ROPE_INIT_FUNCTIONS[rope_type]
    return fn(config, torch.device("cpu"), seq_len=seq_len)


def compute_case(case):
    q = case["q"]
    label, rope_type, cfg, seq_len = hf_setup(q)
    inv32, att32 = call_hf(rope_type, cfg, seq_len)
    assert inv32.dtype == torch.float32, (case["name"], inv32.dtype)
    with float64_torch():
        inv64, att64 = call_hf(rope_type, cfg, seq_len)
    assert torch.float32 is not torch.float64 and torch.get_default_dtype() == torch.float32
    assert inv64.dtype == torch.float64, (case["name"], inv64.dtype)
    assert inv32.shape == inv64.shape == (int(q["dim"]) // 2,), case["name"]
    assert float(att32) == float(att64), (case["name"], att32, att64)
    return {
        "name": case["name"],
        "query": query_string(q),
        "hf_rope_type": label,
        "hf_config": cfg,
        "seq_len": seq_len,
        "inv_freq_f32": [float(x) for x in inv32.tolist()],
        "inv_freq_f64": [float(x) for x in inv64.tolist()],
        "attention_factor": float(att32),
    }


TAIL_KEYS = ("llama4_temperature", "mrope", "vision", "mrope_interleaved", "decoupled")


def dumps(doc):
    """JSON with one case per block and each number array on one line."""
    head = {k: v for k, v in doc.items() if k not in ("cases",) + TAIL_KEYS}
    lines = ["{"]
    for k, v in head.items():
        lines.append(f"  {json.dumps(k)}: {json.dumps(v)},")
    lines.append('  "cases": [')
    for i, case in enumerate(doc["cases"]):
        lines.append("    {")
        items = list(case.items())
        for j, (k, v) in enumerate(items):
            comma = "," if j + 1 < len(items) else ""
            lines.append(f"      {json.dumps(k)}: {json.dumps(v, allow_nan=False)}{comma}")
        lines.append("    }" + ("," if i + 1 < len(doc["cases"]) else ""))
    tail = [(k, doc[k]) for k in TAIL_KEYS if k in doc]
    lines.append("  ]" + ("," if tail else ""))
    for i, (k, v) in enumerate(tail):
        comma = "," if i + 1 < len(tail) else ""
        lines.append(f"  {json.dumps(k)}: {json.dumps(v, allow_nan=False)}{comma}")
    lines.append("}")
    return "\n".join(lines) + "\n"


# ---------------------------------------------------------------------------------------------
# Whole configs (what `rope-export --hf FILE --seq-len N` and the page's HF box read), run
# through the model's own configuration class and rotary module at sequence length N.

CONFIG_DIR = os.path.join(REPO_ROOT, "tests", "data", "hf_configs")
CONFIG_OUT = os.path.join(REPO_ROOT, "tests", "data", "hf_config_reference.json")


def K(name, config, seq_lens=(None,)):
    """A config case: a file in tests/data/hf_configs (str) or an inline dict, and the lengths."""
    return {"name": name, "config": config, "seq_lens": list(seq_lens)}


SYNTHETIC = {
    # YaRN whose factor is null: HF derives it as max_position_embeddings / original (and the
    # attention factor from that), as DeepSeek-V3-style configs rely on.
    "yarn-null-factor": {"model_type": "llama", "head_dim": 64, "hidden_size": 512, "num_attention_heads": 8,
                          "max_position_embeddings": 65536, "rope_theta": 10000.0,
                          "rope_scaling": {"rope_type": "yarn", "factor": None,
                                           "original_max_position_embeddings": 4096}},
    # DeepSeek-like mscale pair with different values (attention factor = their ratio).
    "yarn-mscale-ratio": {"model_type": "llama", "head_dim": 64, "hidden_size": 512, "num_attention_heads": 8,
                           "max_position_embeddings": 163840, "rope_theta": 10000.0,
                           "rope_scaling": {"rope_type": "yarn", "factor": 40.0, "original_max_position_embeddings": 4096,
                                            "beta_fast": 32, "beta_slow": 1, "mscale": 0.707, "mscale_all_dim": 1.0}},
    # transformers 5's own layout: rope_parameters keyed by layer type (Gemma 3 style).
    "per-layer-type-v5": {"model_type": "gemma3_text", "head_dim": 128, "hidden_size": 1024, "num_attention_heads": 8,
                          "num_hidden_layers": 12, "max_position_embeddings": 131072,
                          "layer_types": ["sliding_attention"] * 5 + ["full_attention"] + ["sliding_attention"] * 5 + ["full_attention"],
                          "rope_parameters": {"sliding_attention": {"rope_type": "default", "rope_theta": 10000.0},
                                              "full_attention": {"rope_type": "linear", "factor": 8.0, "rope_theta": 1000000.0}}},
    "dynamic-config": {"model_type": "llama", "head_dim": 128, "hidden_size": 1024, "num_attention_heads": 8,
                       "max_position_embeddings": 4096, "rope_theta": 10000.0,
                       "rope_scaling": {"rope_type": "dynamic", "factor": 4.0}},
    "proportional-config": {"model_type": "llama", "head_dim": 256, "hidden_size": 2048, "num_attention_heads": 8,
                            "max_position_embeddings": 8192,
                            "rope_parameters": {"rope_type": "proportional", "rope_theta": 1000000.0,
                                                "partial_rotary_factor": 0.25}},
    "longrope-partial": {"model_type": "phi3", "hidden_size": 512, "num_attention_heads": 4, "partial_rotary_factor": 0.75,
                         "max_position_embeddings": 131072, "original_max_position_embeddings": 4096, "rope_theta": 10000.0,
                         "rope_scaling": {"type": "longrope", "short_factor": [1.0 + i / 10 for i in range(48)],
                                          "long_factor": [1.0 + i for i in range(48)]}},
}

# --- Issue 27's cases (vision, interleaved multimodal and latent-attention RoPE, and the
# presets of current models), kept in their own list so that other additions merge cleanly.
ISSUE27_CONFIG_CASES = [
    K("qwen3-vl-8b", "qwen3-vl-8b.json"),
    K("qwen35-27b", "qwen35-27b.json"),
    K("glm45", "glm45.json"),
    K("smollm3-3b", "smollm3-3b.json"),
    K("gemma4", "gemma4.json"),
]


CONFIG_CASES = [
    K("llama32-1b", "llama32-1b.json"),
    K("qwen3-8b", "qwen3-8b.json"),
    K("gemma3-4b", "gemma3-4b.json"),
    K("deepseek-v3", "deepseek-v3.json"),
    K("gpt-oss-20b", "gpt-oss-20b.json"),
    K("phi35-mini", "phi35-mini.json", (None, 100, 4096, 4097, 131072)),
    K("llama4-scout", "llama4-scout.json"),
    K("qwen2-vl", "qwen2-vl.json"),
    K("yarn-null-factor", "yarn-null-factor"),
    K("yarn-mscale-ratio", "yarn-mscale-ratio"),
    K("per-layer-type-v5", "per-layer-type-v5"),
    K("dynamic-config", "dynamic-config", (None, 1000, 4096, 4097, 10000, 65536)),
    K("proportional-config", "proportional-config"),
    K("longrope-partial", "longrope-partial", (4096, 4097)),
] + ISSUE27_CONFIG_CASES


# --- HunYuan (ntk_alpha): its own list, kept apart from the cases above ---
# HunYuan's configs name a fixed-alpha NTK rope_type "dynamic" with an `alpha` (and a `factor`
# that transformers' validation requires but its rotary module does not use); transformers'
# HunYuan rotary module reads it as "ntk_alpha". The fields are those of HunYuan-7B's config.
HUNYUAN_SYNTHETIC = {
    "hunyuan-ntk-alpha": {"model_type": "hunyuan_v1_dense", "head_dim": 128, "hidden_size": 4096,
                          "num_attention_heads": 32, "max_position_embeddings": 262144, "rope_theta": 10000.0,
                          "rope_scaling": {"alpha": 1000.0, "beta_fast": 32, "beta_slow": 1, "factor": 1.0,
                                           "mscale": 1.0, "mscale_all_dim": 1.0, "type": "dynamic"}},
    "hunyuan-ntk-alpha-v5": {"model_type": "hunyuan_v1_dense", "head_dim": 64, "hidden_size": 1024,
                             "num_attention_heads": 16, "max_position_embeddings": 32768,
                             "rope_parameters": {"rope_type": "dynamic", "alpha": 50.0, "factor": 1.0,
                                                 "rope_theta": 500000.0}},
}

HUNYUAN_CONFIG_CASES = [
    # A fixed alpha: the same frequencies at every length, past max_position_embeddings too.
    K("hunyuan-ntk-alpha", "hunyuan-ntk-alpha", (None, 1000, 300000)),
    K("hunyuan-ntk-alpha-v5", "hunyuan-ntk-alpha-v5", (None, 40000)),
]


def load_config(source):
    if isinstance(source, str) and source.endswith(".json"):
        with open(os.path.join(CONFIG_DIR, source)) as f:
            return source, f.read()
    return None, json.dumps(SYNTHETIC.get(source) or HUNYUAN_SYNTHETIC[source])


def rotary_for(model_type):
    """transformers' configuration class and rotary module for a model type."""
    import importlib
    from transformers import AutoConfig
    mod_name = {"qwen2_vl_text": "qwen2_vl", "gemma3_text": "gemma3", "llama4_text": "llama4",
                "qwen3_vl_text": "qwen3_vl", "qwen3_5_text": "qwen3_5", "gemma4_text": "gemma4"}.get(model_type, model_type)
    modeling = importlib.import_module(f"transformers.models.{mod_name}.modeling_{mod_name}")
    names = [n for n in dir(modeling) if n.endswith("RotaryEmbedding") and "Vision" not in n and "Text" not in n]
    text = [n for n in dir(modeling) if n.endswith("TextRotaryEmbedding")]
    cls = getattr(modeling, (text or names)[0])
    return (lambda **kw: AutoConfig.for_model(model_type, **kw)), cls


def run_config(config_json, seq_len):
    """Per layer type (or one set): HF's inv_freq and attention scaling at sequence length N, as
    the rotary module's forward (with its dynamic/longrope update) leaves them."""
    kwargs = json.loads(config_json)
    model_type = kwargs.pop("model_type")
    kwargs.pop("architectures", None)
    make_config, rotary = rotary_for(model_type)
    config = make_config(**copy.deepcopy(kwargs))
    # A multimodal config (Qwen3-VL): the language model's rotary module reads its text_config.
    config = getattr(config, "text_config", None) or config
    module = rotary(config)
    layer_types = None
    if isinstance(module.rope_type, dict):
        layer_types = sorted(module.rope_type)
    x = torch.zeros(1, dtype=torch.get_default_dtype())
    if seq_len is not None:
        position_ids = torch.tensor([[seq_len - 1]])
        if layer_types is None:
            module(x, position_ids)
        else:
            for lt in layer_types:
                module(x, position_ids, lt)
    sets = []
    if layer_types is None:
        sets.append({"layer_type": None, "inv_freq": [float(v) for v in module.inv_freq.tolist()],
                     "attention_factor": float(module.attention_scaling)})
    else:
        for lt in layer_types:
            sets.append({"layer_type": lt,
                         "inv_freq": [float(v) for v in getattr(module, f"{lt}_inv_freq").tolist()],
                         "attention_factor": float(getattr(module, f"{lt}_attention_scaling"))})
    layers = list(getattr(config, "layer_types", None) or [])
    return config, sets, layers


def compute_config_case(case):
    path, text = load_config(case["config"])
    out = []
    for n in case["seq_lens"]:
        config, sets32, layers = run_config(text, n)
        with float64_torch():
            _, sets64, _ = run_config(text, n)
        assert [s["layer_type"] for s in sets32] == [s["layer_type"] for s in sets64]
        for s32, s64 in zip(sets32, sets64):
            s32["inv_freq_f64"] = s64["inv_freq"]
            s32["inv_freq_f32"] = s32.pop("inv_freq")
            assert s32["attention_factor"] == s64["attention_factor"] or abs(
                s32["attention_factor"] - s64["attention_factor"]) < 1e-12, case["name"]
        entry = {"seq_len": n, "sets": sets32, "layer_types": layers}
        if hasattr(config, "no_rope_layers"):
            entry["no_rope_layers"] = list(config.no_rope_layers)
        out.append(entry)
    return {"name": case["name"], "file": path, "config_json": None if path else text, "runs": out}


# ---------------------------------------------------------------------------------------------
# Llama 4: the query scale of the NoPE layers, evaluated with the expression of transformers'
# Llama4TextAttention.forward (checked to be the installed one).

LLAMA4_EXPRESSION = "torch.log1p(torch.floor((positions.float() + 1.0) / self.floor_scale)) * self.attn_scale + 1.0"
LLAMA4_POSITIONS = [0, 1, 8190, 8191, 8192, 16382, 16383, 100000, 1000000, 10000000]


def llama4_temperature():
    from transformers.models.llama4 import modeling_llama4
    src = inspect.getsource(modeling_llama4.Llama4TextAttention.forward)
    assert LLAMA4_EXPRESSION in src, "Llama 4's attention temperature changed in this transformers"
    out = []
    for floor_scale, attn_scale in [(8192, 0.1), (4096, 0.25)]:
        positions = torch.tensor(LLAMA4_POSITIONS)

        class Self:
            pass
        self = Self()
        self.floor_scale, self.attn_scale = floor_scale, attn_scale
        scales = eval(LLAMA4_EXPRESSION)  # noqa: S307 (the installed transformers' own expression)
        out.append({"floor_scale": floor_scale, "attn_scale": attn_scale, "positions": LLAMA4_POSITIONS,
                    "scales": [float(v) for v in scales.tolist()]})
    return out


# ---------------------------------------------------------------------------------------------
# Qwen2-VL / Qwen2.5-VL: position ids of a text + image layout from get_rope_index, and the
# angles the rotary module gives them (mrope_section 16, 24, 24 of a 128-dim head).

MROPE_LAYOUTS = [
    # (text tokens before the image, grid t,h,w in patches, text tokens after)
    (3, (1, 4, 6), 2),
    (1, (1, 8, 4), 4),
    (0, (1, 2, 2), 1),
]


def mrope_cases():
    import types
    from transformers import Qwen2VLConfig, Qwen2_5_VLConfig
    from transformers.models.qwen2_vl.modeling_qwen2_vl import Qwen2VLModel, Qwen2VLRotaryEmbedding
    from transformers.models.qwen2_5_vl.modeling_qwen2_5_vl import Qwen2_5_VLModel
    out = []
    for before, grid, after in MROPE_LAYOUTS:
        t, h, w = grid
        n_image = t * h * w // 4
        # ids: text 10.., vision_start 151652, image_pad 151655, vision_end 151653
        ids = list(range(10, 10 + before)) + [151652] + [151655] * n_image + [151653] + list(range(50, 50 + after))
        types_ = [0] * (before + 1) + [1] * n_image + [0] * (after + 1)
        input_ids = torch.tensor([ids])
        mm = torch.tensor([types_])
        thw = torch.tensor([list(grid)])
        results = {}
        for label, model_cls, cfg_cls in [("qwen2_vl", Qwen2VLModel, Qwen2VLConfig),
                                          ("qwen2_5_vl", Qwen2_5_VLModel, Qwen2_5_VLConfig)]:
            fake = types.SimpleNamespace(config=cfg_cls())
            fake.get_vision_position_ids = types.MethodType(model_cls.get_vision_position_ids, fake)
            pos, _ = model_cls.get_rope_index(fake, input_ids, mm, image_grid_thw=thw)
            results[label] = pos[:, 0, :].tolist()
        assert results["qwen2_vl"] == results["qwen2_5_vl"], "the two models disagree on an image"
        text_cfg = Qwen2VLConfig().text_config
        rotary = Qwen2VLRotaryEmbedding(text_cfg)
        position_ids = torch.tensor(results["qwen2_vl"])[:, None, :]
        with float64_torch():
            rotary64 = Qwen2VLRotaryEmbedding(Qwen2VLConfig().text_config)
            cos, _ = rotary64(torch.zeros(1, dtype=torch.float64), position_ids)
        half = cos.shape[-1] // 2
        out.append({
            "before": before, "grid": list(grid), "after": after,
            "mrope_section": list(rotary.mrope_section),
            "rope_theta": float(text_cfg.rope_parameters["rope_theta"]),
            "head_dim": int(cos.shape[-1]),
            "position_ids": results["qwen2_vl"],
            "cos_f64": [[float(v) for v in row[:half]] for row in cos[0].tolist()],
        })
    return out


# ---------------------------------------------------------------------------------------------
# Issue 27: axial 2D RoPE of the vision towers (Qwen3-VL, GLM-4V), Qwen3-VL's interleaved
# multimodal RoPE, and DeepSeek-V3's decoupled RoPE (multi-head latent attention).

# (model type, vision config overrides, [(grid t, h, w), ...]); the merge size is the config's.
VISION_CASES = [
    ("qwen3_vl", {}, [(1, 4, 6), (1, 6, 6), (2, 4, 4)]),
    ("qwen3_vl", {"spatial_merge_size": 1, "hidden_size": 64, "num_heads": 4}, [(1, 3, 5)]),
    ("glm4v", {}, [(1, 4, 4)]),
    ("qwen3_vl", {"rope_parameters": {"rope_type": "axial", "rope_theta": 100.0}, "hidden_size": 96, "num_heads": 4},
     [(1, 2, 8)]),
]


def vision_cases():
    """The vision tower's inv_freq (f32 and f64), the patches' (row, column) position ids from
    transformers' `get_vision_position_ids` for each grid, and the rotary module's cos of every
    patch (f64)."""
    import importlib
    from transformers import AutoConfig
    from transformers.vision_utils import get_vision_position_ids
    out = []
    for model_type, overrides, grids in VISION_CASES:
        modeling = importlib.import_module(f"transformers.models.{model_type}.modeling_{model_type}")
        cls = [getattr(modeling, n) for n in dir(modeling) if n.endswith("VisionRotaryEmbedding")][0]

        def make():
            vc = AutoConfig.for_model(model_type).vision_config
            for k, v in overrides.items():
                setattr(vc, k, copy.deepcopy(v))
            return vc
        vc = make()
        rot32 = cls(vc)
        with float64_torch():
            rot64 = cls(make())
        head_dim = vc.hidden_size // vc.num_heads
        runs = []
        for grid in grids:
            thw = torch.tensor([list(grid)])
            pos = get_vision_position_ids(thw, vc.spatial_merge_size)
            with float64_torch():
                cos, _ = rot64(torch.zeros(1, dtype=torch.float64), pos)
            assert cos.shape[-1] == head_dim, (cos.shape, head_dim)
            half = head_dim // 2
            runs.append({"grid": list(grid), "position_ids": pos.tolist(),
                         "cos_f64": [[float(v) for v in row[:half]] for row in cos.tolist()]})
        out.append({
            "model_type": model_type, "rotary": cls.__name__,
            "head_dim": head_dim, "rope_theta": float(vc.rope_parameters["rope_theta"]),
            "spatial_merge_size": int(vc.spatial_merge_size),
            "inv_freq_f32": [float(v) for v in rot32.inv_freq.tolist()],
            "inv_freq_f64": [float(v) for v in rot64.inv_freq.tolist()],
            "runs": runs,
        })
    return out


# (text tokens before, image grid t,h,w or None, text tokens between, video grid or None, after)
INTERLEAVED_LAYOUTS = [
    (3, (1, 4, 6), 2, None, 0),
    (1, (1, 8, 4), 0, None, 4),
    (2, None, 0, (2, 4, 4), 1),
]


def interleaved_cases():
    """Qwen3-VL: position ids from `Qwen3VLModel.get_rope_index` for text with an image (and a
    video, whose frames transformers splits into one grid of t = 1 each, separated by their
    timestamps' text tokens in a real prompt: here the frames follow each other), and the text
    rotary module's cos of every pair with its interleaved (time, height, width) assignment."""
    import types
    from transformers import Qwen3VLConfig
    from transformers.models.qwen3_vl.modeling_qwen3_vl import Qwen3VLModel, Qwen3VLTextRotaryEmbedding
    out = []
    for before, image, between, video, after in INTERLEAVED_LAYOUTS:
        ids, types_ = list(range(10, 10 + before)), [0] * before
        image_thw = video_thw = None
        if image is not None:
            n = image[0] * image[1] * image[2] // 4
            ids += [151652] + [151655] * n + [151653]
            types_ += [0] + [1] * n + [0]
            image_thw = torch.tensor([list(image)])
        ids += list(range(30, 30 + between))
        types_ += [0] * between
        if video is not None:
            # One vision_start/vision_end pair around each frame, as the processor writes them.
            per_frame = video[1] * video[2] // 4
            for _ in range(video[0]):
                ids += [151652] + [151656] * per_frame + [151653]
                types_ += [0] + [2] * per_frame + [0]
            video_thw = torch.tensor([list(video)])
        ids += list(range(50, 50 + after))
        types_ += [0] * after
        fake = types.SimpleNamespace(config=Qwen3VLConfig())
        fake.get_vision_position_ids = types.MethodType(Qwen3VLModel.get_vision_position_ids, fake)
        pos, _ = Qwen3VLModel.get_rope_index(fake, torch.tensor([ids]), torch.tensor([types_]),
                                             image_grid_thw=image_thw, video_grid_thw=video_thw)
        position_ids = pos[:, 0, :].tolist()
        with float64_torch():
            text_cfg = Qwen3VLConfig().text_config
            rotary64 = Qwen3VLTextRotaryEmbedding(text_cfg)
            cos, _ = rotary64(torch.zeros(1, dtype=torch.float64), torch.tensor(position_ids)[:, None, :])
        half = cos.shape[-1] // 2
        out.append({
            "before": before, "image_grid": list(image) if image else None, "between": between,
            "video_grid": list(video) if video else None, "after": after,
            "token_types": types_,
            "mrope_section": list(rotary64.mrope_section),
            "rope_theta": float(text_cfg.rope_parameters["rope_theta"]),
            "head_dim": int(cos.shape[-1]),
            "position_ids": position_ids,
            "cos_f64": [[float(v) for v in row[:half]] for row in cos[0].tolist()],
        })
    return out


DECOUPLED_POSITIONS = [(0, 0), (5, 2), (100, 37), (4095, 0), (5000, 4999)]


def decoupled_cases():
    """DeepSeek-V3's attention: per head, qk_nope_head_dim unrotated dims beside qk_rope_head_dim
    rotated ones (interleaved pairs with rope_interleave). For seeded random q and k parts, the
    score q·k of transformers' own split and rotation (`apply_rotary_pos_emb_interleave`) in
    float64, its position-free part and its RoPE part, at several (m, n); and the softmax scale."""
    from transformers import AutoConfig
    from transformers.models.deepseek_v3 import modeling_deepseek_v3 as ds
    with open(os.path.join(CONFIG_DIR, "deepseek-v3.json")) as f:
        kwargs = json.load(f)
    kwargs.pop("model_type")
    kwargs.pop("architectures", None)
    out = []
    with float64_torch():
        config = AutoConfig.for_model("deepseek_v3", **copy.deepcopy(kwargs))
        rotary = ds.DeepseekV3RotaryEmbedding(config)
        nope, rope = config.qk_nope_head_dim, config.qk_rope_head_dim
        g = torch.Generator().manual_seed(27)
        q = torch.randn(nope + rope, generator=g, dtype=torch.float64)
        k = torch.randn(nope + rope, generator=g, dtype=torch.float64)
        q_pass, q_rot = torch.split(q, [nope, rope])
        k_pass, k_rot = torch.split(k, [nope, rope])
        scores = []
        for m, n in DECOUPLED_POSITIONS:
            cos, sin = rotary(torch.zeros(1, dtype=torch.float64), torch.tensor([[m, n]]))
            qm, _ = ds.apply_rotary_pos_emb_interleave(q_rot[None, None, None, :], q_rot[None, None, None, :],
                                                       cos[:, 0:1], sin[:, 0:1])
            kn, _ = ds.apply_rotary_pos_emb_interleave(k_rot[None, None, None, :], k_rot[None, None, None, :],
                                                       cos[:, 1:2], sin[:, 1:2])
            free = float(q_pass @ k_pass)
            rope_part = float((qm.flatten() * kn.flatten()).sum())
            full = float(torch.cat([q_pass, qm.flatten()]) @ torch.cat([k_pass, kn.flatten()]))
            scores.append({"m": m, "n": n, "score": full, "position_free": free, "rope": rope_part})
        scaling = ds.yarn_apply_mscale(config.rope_parameters, (nope + rope) ** (-0.5))
    out.append({
        "config": "deepseek-v3.json",
        "qk_nope_head_dim": nope, "qk_rope_head_dim": rope, "rope_interleave": bool(config.rope_interleave),
        "qk_head_dim": nope + rope, "softmax_scale": float(scaling),
        "attention_scaling": float(rotary.attention_scaling),
        "q": [float(v) for v in q.tolist()], "k": [float(v) for v in k.tolist()],
        "scores": scores,
    })
    return out


def main_configs(out_path):
    cases = [compute_config_case(c) for c in CONFIG_CASES + HUNYUAN_CONFIG_CASES]
    doc = {
        "generator": "tools/hf_reference/generate.py",
        "transformers_version": transformers.__version__,
        "torch_version": torch.__version__,
        "cases": cases,
        "llama4_temperature": llama4_temperature(),
        "mrope": mrope_cases(),
        "vision": vision_cases(),
        "mrope_interleaved": interleaved_cases(),
        "decoupled": decoupled_cases(),
    }
    text = dumps(doc)
    json.loads(text)
    with open(out_path, "w") as f:
        f.write(text)
    print(f"wrote {len(cases)} config cases to {out_path}", file=sys.stderr)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=DEFAULT_OUT)
    ap.add_argument("--config-out", default=CONFIG_OUT)
    args = ap.parse_args()

    if "truncate" not in inspect.getsource(modeling_rope_utils._compute_yarn_parameters):
        sys.exit("this transformers has no yarn `truncate` option; use transformers >= 5 (5.24.0 was used)")
    if "default" in ROPE_INIT_FUNCTIONS:
        print("note: ROPE_INIT_FUNCTIONS has a 'default' entry; using LlamaRotaryEmbedding's", file=sys.stderr)

    names = [c["name"] for c in CASES]
    assert len(names) == len(set(names)), "duplicate case names"
    doc = {
        "generator": "tools/hf_reference/generate.py",
        "transformers_version": transformers.__version__,
        "torch_version": torch.__version__,
        "cases": [compute_case(c) for c in CASES],
    }
    text = dumps(doc)
    json.loads(text)  # round-trip check
    os.makedirs(os.path.dirname(args.out), exist_ok=True)
    with open(args.out, "w") as f:
        f.write(text)
    print(f"wrote {len(doc['cases'])} cases to {args.out}", file=sys.stderr)
    main_configs(args.config_out)


if __name__ == "__main__":
    main()
