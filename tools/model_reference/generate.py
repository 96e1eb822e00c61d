#!/usr/bin/env python3
"""Reference numbers for ropescope's model crate, from Hugging Face transformers.

Loads the SAME GGUF file the Rust crate runs (SmolLM2-135M-Instruct Q4_1, fetched by
model/fetch.sh) with transformers (`from_pretrained(dir, gguf_file=...)`, which dequantizes every
tensor to float32 and un-permutes llama.cpp's q/k rows back into Hugging Face's half-split
order), and writes tests/data/model_reference.json with:

- tokenizer ids for a few sentences (digits, punctuation, accents, emoji, quotes, whitespace);
- for one run over a ~30-token text: the ids, one layer's q and k of one head before and after
  RoPE (half-split order, as HF computes them), that head's attention weights, the final
  position's top-5 logits, the per-token next-token loss and its mean.

Tokenizer note. transformers builds the GGUF tokenizer with GPT-2's plain ByteLevel
pre-tokenizer: it does not know llama.cpp's "smollm" pre-tokenizer type. The model's own
tokenizer.json (the one `AutoTokenizer.from_pretrained("HuggingFaceTB/SmolLM2-135M-Instruct")`
loads) has `Sequence[Digits(individual_digits=true), ByteLevel(add_prefix_space=false,
use_regex=true)]`, which is what llama.cpp's "smollm" type reproduces. The two differ only
when whitespace precedes a digit (e.g. "x  42"). The reference ids ("ids") use the model's
pre-tokenizer, set on the GGUF-loaded tokenizer; "ids_gguf_default" records what the
GGUF-loaded tokenizer gives unchanged, so the difference is documented in the data.

Usage (from the repository root, with the venv of README.md):
    .tools/model-venv/bin/python tools/model_reference/generate.py [path/to/model.gguf]
"""

import hashlib
import json
import math
import os
import sys

import torch
import transformers
from tokenizers import pre_tokenizers
from transformers import AutoModelForCausalLM, AutoTokenizer

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
DEFAULT_GGUF = os.path.join(ROOT, ".tools", "model", "SmolLM2-135M-Instruct.Q4_1.gguf")
OUT = os.path.join(ROOT, "tests", "data", "model_reference.json")
OUT_LONG = os.path.join(ROOT, "tests", "data", "model_longctx_reference.json")

SENTENCES = [
    "The year 2024 had 366 days: 12 months, 52 weeks and 2 days (roughly).",
    "Café, naïve façade — déjà vu? Über-cool! Ça coûte 3,50 € à São Paulo.",
    "Emoji time: 🎉🚀 then 👩‍💻 at work ✓, 🇫🇷 flag, 1️⃣ keycap.",
    "\"Quotes\" and 'apostrophes': it's, we'll, they're, I'd; “curly” ‘ones’ «guillemets».",
    "x  42 and\ttabs,\n\nnew lines   trailing   ",
    "Mixed: <|im_start|>user ½ ² Ⅻ ١٢٣ 日本語のテキスト 한국어 Ελληνικά",
]

# Short edge cases for the pre-tokenizer (categories, contractions, whitespace runs).
EDGE_CASES = [
    "don't DON'T 'tis O'Neil's ''quoted''",
    "it'S we'LL 's 're'",
    "a\n\n\nb\r\nc \n d\t\t e",
    "   leading and trailing   ",
    "\u00a0nbsp\u3000ideographic\u2003em space",
    "e\u0301 n\u0303 combining",
    "नमस्ते दुनिया",
    "مرحبا ١٢٣ بالعالم",
    "中文，标点。测试！",
    "Ⓐ ⓑ circled, ﬁ ligature, ß ẞ",
    "🏳️‍🌈 👨‍👩‍👧‍👦 👍🏽",
    "x2 x 2 x  2 3.14 -5 1e10 0x1F",
    "$100 50% #tag @user a+b=c <tag/> {json: [1, 2]}",
    "....!!!???---___***",
    "<|endoftext|><|im_end|> <reponame>x",
    "\u200b zero width \ufeff bom",
    "Ünïcödé ÀÉÎÕÜ",
    "tab\tthen\n\tindent",
]

# Long context (the long-context lab): a pass key stated before a gap, the question after it,
# the answer scored. Each text is tokenized on its own (no BOS) and the ids are joined; the
# first text sits at positions 0..B-1, the rest at B+gap, B+gap+1, ... (explicit position_ids:
# the skipped positions are never processed, as in PoSE).
LONG_BEFORE = "The pass key is 52817. Remember it. The pass key is 52817."
LONG_AFTER = " What is the pass key? The pass key is"
LONG_ANSWER = " 52817"
LONG_GAPS = [0, 10000, 60000]
# RoPE variants: the model's own, and Hugging Face's own YaRN x8 (original 8192 positions),
# whose inv_freq and attention factor are written into the data for the Rust side to use.
LONG_METHODS = {
    "none": None,
    "yarn8": {"rope_type": "yarn", "factor": 8.0, "original_max_position_embeddings": 8192},
}

# The text of the model run: short enough for the widget (<= 32 tokens) and with a clear
# next token.
RUN_TEXT = "The capital of France is Paris. The capital of Germany is Berlin. The capital of Spain is Madrid. The capital of Italy is"
PROBES = [(14, 4), (29, 8)]
TOP_K = 5


def r(x, digits=6):
    """Round a float for a small JSON (6 significant digits is far below the tolerances)."""
    if isinstance(x, (list, tuple)):
        return [r(v, digits) for v in x]
    x = float(x)
    if x == 0.0 or not math.isfinite(x):
        return x
    return float(f"{x:.{digits}g}")


def sha256(path):
    h = hashlib.sha256()
    with open(path, "rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def rotate_half(x):
    x1, x2 = x[..., : x.shape[-1] // 2], x[..., x.shape[-1] // 2 :]
    return torch.cat((-x2, x1), dim=-1)


def main():
    gguf = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else DEFAULT_GGUF)
    d, f = os.path.dirname(gguf), os.path.basename(gguf)
    torch.manual_seed(0)
    torch.set_num_threads(2)

    tok = AutoTokenizer.from_pretrained(d, gguf_file=f)
    ids_default = [tok(s)["input_ids"] for s in SENTENCES]
    tok.backend_tokenizer.pre_tokenizer = pre_tokenizers.Sequence(
        [
            pre_tokenizers.Digits(individual_digits=True),
            pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=True),
        ]
    )
    tokenizer_cases = []
    for s, dflt in zip(SENTENCES, ids_default):
        ids = tok(s)["input_ids"]
        case = {"text": s, "ids": ids}
        if dflt != ids:
            case["ids_gguf_default"] = dflt
        tokenizer_cases.append(case)

    edge_cases = [[s, tok(s)["input_ids"]] for s in EDGE_CASES]

    model = AutoModelForCausalLM.from_pretrained(
        d, gguf_file=f, dtype=torch.float32, attn_implementation="eager"
    )
    model.eval()
    cfg = model.config
    assert cfg.num_hidden_layers == 30 and cfg.num_key_value_heads == 3, cfg
    n_rep = cfg.num_attention_heads // cfg.num_key_value_heads
    hd = cfg.hidden_size // cfg.num_attention_heads
    tied = model.lm_head.weight.data_ptr() == model.model.embed_tokens.weight.data_ptr() or torch.equal(
        model.lm_head.weight, model.model.embed_tokens.weight
    )

    ids = tok(RUN_TEXT)["input_ids"]
    t = len(ids)
    captured = {}

    def hook(name):
        def fn(_mod, _inp, out):
            captured[name] = out.detach().clone()

        return fn

    handles = []
    for layer, _ in PROBES:
        attn = model.model.layers[layer].self_attn
        handles.append(attn.q_proj.register_forward_hook(hook(("q", layer))))
        handles.append(attn.k_proj.register_forward_hook(hook(("k", layer))))
    x = torch.tensor([ids])
    with torch.no_grad():
        out = model(x, output_attentions=True)
        pos = torch.arange(t)[None]
        cos, sin = model.model.rotary_emb(out.logits, pos)  # (1, T, hd), HF half-split
    for h in handles:
        h.remove()

    logits = out.logits[0].double()  # (T, V)
    logp = torch.log_softmax(logits, dim=-1)
    token_loss = [-logp[i, ids[i + 1]].item() for i in range(t - 1)]
    last = logits[-1]
    top = torch.topk(last, TOP_K)
    probs = torch.softmax(last, dim=-1)

    probes = []
    for layer, head in PROBES:
        kv = head // n_rep
        q = captured[("q", layer)][0].view(t, -1, hd)[:, head, :]  # (T, hd) before RoPE
        k = captured[("k", layer)][0].view(t, -1, hd)[:, kv, :]
        q_post = q * cos[0] + rotate_half(q) * sin[0]
        k_post = k * cos[0] + rotate_half(k) * sin[0]
        attn = out.attentions[layer][0, head]  # (T, T)
        probes.append(
            {
                "layer": layer,
                "head": head,
                "kv_head": kv,
                "q_pre": r(q.flatten().tolist()),
                "q_post": r(q_post.flatten().tolist()),
                "k_pre": r(k.flatten().tolist()),
                "k_post": r(k_post.flatten().tolist()),
                "attn": r(attn.flatten().tolist()),
            }
        )

    data = {
        "about": "Generated by tools/model_reference/generate.py from the GGUF below with Hugging Face "
        "transformers (weights dequantized to float32, q/k un-permuted to half-split). q/k are "
        "[position][head_dim] in HF's half-split order: dimension j*32+i is GGUF/interleaved "
        "dimension 2i+j. attn is [query][key]. Losses in nats.",
        "gguf": f,
        "gguf_sha256": sha256(gguf),
        "versions": {
            "transformers": transformers.__version__,
            "torch": torch.__version__,
            "tokenizers": __import__("tokenizers").__version__,
        },
        "config": {
            "n_layers": cfg.num_hidden_layers,
            "hidden": cfg.hidden_size,
            "n_heads": cfg.num_attention_heads,
            "n_kv_heads": cfg.num_key_value_heads,
            "head_dim": hd,
            "rope_theta": float(getattr(cfg, "rope_theta", None) or cfg.rope_parameters["rope_theta"]),
            "rms_norm_eps": cfg.rms_norm_eps,
            "vocab": cfg.vocab_size,
            "tied_embeddings": bool(tied),
        },
        "tokenizer": tokenizer_cases,
        "tokenizer_edge_cases": edge_cases,
        "run": {
            "text": RUN_TEXT,
            "ids": ids,
            "probes": probes,
            "top5": [
                {"id": int(i), "logit": r(v), "prob": r(probes_i)}
                for i, v, probes_i in zip(top.indices.tolist(), top.values.tolist(), probs[top.indices].tolist())
            ],
            "token_loss": r(token_loss),
            "mean_loss": r(sum(token_loss) / len(token_loss), 8),
        },
    }
    data_long = long_context(model, tok)
    data_long["versions"] = data["versions"]
    data_long["gguf_sha256"] = data["gguf_sha256"]
    with open(OUT_LONG, "w") as fh:
        json.dump(data_long, fh, ensure_ascii=False, separators=(",", ":"))
        fh.write("\n")
    print(f"wrote {OUT_LONG}: " + "; ".join(
        f"{c['method']} gap {c['gap']}: {c['mean_logprob']:.4f} greedy {c['greedy']}" for c in data_long["cases"]))

    os.makedirs(os.path.dirname(OUT), exist_ok=True)
    with open(OUT, "w") as fh:
        json.dump(data, fh, ensure_ascii=False, separators=(",", ":"))
        fh.write("\n")
    print(f"wrote {OUT} ({os.path.getsize(OUT)} bytes); {t} tokens; top5 {top.indices.tolist()}; "
          f"mean loss {data['run']['mean_loss']}")


def long_context(model, tok):
    """The pass key across gaps, with explicit position_ids, for each RoPE variant."""
    import copy

    from transformers.modeling_rope_utils import ROPE_INIT_FUNCTIONS

    rot = model.model.rotary_emb
    own_inv, own_scale = rot.inv_freq.clone(), rot.attention_scaling
    before = tok(LONG_BEFORE)["input_ids"]
    after = tok(LONG_AFTER)["input_ids"]
    answer = tok(LONG_ANSWER)["input_ids"]
    ids = before + after + answer
    n_b, n_tail = len(before), len(after) + len(answer)
    first = len(ids) - len(answer)  # index of the first answer token
    methods, cases = [], []
    for name, params in LONG_METHODS.items():
        if params is None:
            inv, scale = own_inv, own_scale
        else:
            cfg = copy.deepcopy(model.config)
            cfg.rope_parameters = {"rope_theta": float(cfg.rope_parameters["rope_theta"]), **params}
            inv, scale = ROPE_INIT_FUNCTIONS[params["rope_type"]](cfg, "cpu")
            inv = inv.float()
        rot.inv_freq = inv.clone()
        rot.attention_scaling = scale
        methods.append({"method": name, "params": params, "inv_freq": [float(x) for x in inv.tolist()],
                        "attention_factor": float(scale)})
        for gap in LONG_GAPS:
            pos = list(range(n_b)) + [n_b + gap + i for i in range(n_tail)]
            with torch.no_grad():
                out = model(torch.tensor([ids]), position_ids=torch.tensor([pos]))
            logp = torch.log_softmax(out.logits[0].double(), dim=-1)
            lp = [logp[first - 1 + i, answer[i]].item() for i in range(len(answer))]
            argmax = [int(logp[first - 1 + i].argmax().item()) for i in range(len(answer))]
            # the last position of "after" and a mid-"before" position: their top logits
            cases.append({
                "method": name,
                "gap": gap,
                "positions_tail_start": n_b + gap,
                "answer_logprobs": r(lp, 8),
                "mean_logprob": r(sum(lp) / len(lp), 8),
                "argmax": argmax,
                "greedy": argmax == answer,
                "last_logits_top": r(torch.topk(out.logits[0, first - 1], 5).values.tolist()),
            })
    rot.inv_freq, rot.attention_scaling = own_inv, own_scale
    return {
        "about": "Generated by tools/model_reference/generate.py: the pass key across a gap. Texts tokenized "
        "each on its own (no BOS), ids joined; `before` at positions 0.., the rest from "
        "len(before)+gap on (explicit position_ids). Log-probabilities in nats (natural log), "
        "float64 log-softmax of HF's float32 logits. `argmax`: the most likely token at each "
        "answer position given the true prefix (greedy reproduces the answer iff argmax == answer).",
        "before": LONG_BEFORE,
        "after": LONG_AFTER,
        "answer": LONG_ANSWER,
        "ids": {"before": before, "after": after, "answer": answer},
        "methods": methods,
        "cases": cases,
    }


if __name__ == "__main__":
    main()
