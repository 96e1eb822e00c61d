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

Versions used for the committed JSON: transformers 5.23.0, torch 2.15.0+cu132 (the ordinary PyPI
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
]


def fmt(v):
    """A query-string value: booleans as true/false, integral numbers without a decimal point."""
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
    rp["partial_rotary_factor"] = 1.0
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
    """Make torch.float / torch.float32 (and the default dtype) mean float64 inside the block."""
    saved = (torch.float, torch.float32, torch.get_default_dtype())
    torch.float = torch.float64
    torch.float32 = torch.float64
    torch.set_default_dtype(torch.float64)
    try:
        yield
    finally:
        torch.float, torch.float32 = saved[0], saved[1]
        torch.set_default_dtype(saved[2])


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


def dumps(doc):
    """JSON with one case per block and each number array on one line."""
    head = {k: v for k, v in doc.items() if k != "cases"}
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
    lines.append("  ]")
    lines.append("}")
    return "\n".join(lines) + "\n"


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default=DEFAULT_OUT)
    args = ap.parse_args()

    if "truncate" not in inspect.getsource(modeling_rope_utils._compute_yarn_parameters):
        sys.exit("this transformers has no yarn `truncate` option; use transformers >= 5 (5.23.0 was used)")
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


if __name__ == "__main__":
    main()
