# Notes after a Hugging Face config was applied (in the "Hugging Face config" box, after
# "Applied."): what ropescope read, assumed or could only approximate. Field names and model
# names stay as they are.

hf-note-text-config = Read the language model's settings from text_config.
hf-note-qk-rope-head-dim = qk_rope_head_dim: in multi-head latent attention only this part of each query and key head rotates (the rest, qk_nope_head_dim, carries no position); d is set to it, as transformers' head_dim is.
# $base: HF's default rope_theta.
hf-note-default-base = This config.json names no rope_theta (nor rotary_emb_base): the base is HF's default, { $base }.
hf-note-axial = rope_type axial: a vision tower's 2D RoPE. Half of each head's pairs turn with a patch's row and half with its column, at the speeds of plain RoPE over d/2: the vision view draws it with this d and base.
# $name: partial_rotary_factor or rotary_pct; $fraction: its value; $rotary = int($head_dim x $fraction); $rest = $head_dim − $rotary.
hf-note-partial = { $name } { $fraction }: HF rotates only int({ $head_dim } x { $fraction }) = { $rotary } of each head's { $head_dim } dimensions. ropescope has no partial-rotation setting, so d is set to those { $rotary } rotary dimensions; the other { $rest } are never rotated (they add the same q·k term at every position) and are not shown.
hf-note-partial-bare = { $name } { $fraction }: only that fraction of each head rotates, but a bare block does not give the head size, so d stays { $d }. Set d to int(head_dim x { $fraction }), or paste the whole config.json.
hf-note-truncate = transformers reads yarn's truncate from the outer rope_parameters, never from a layer type's own block: this set is truncated, as HF computes it.
# $max / $orig = $factor.
hf-note-derived-factor = The block names no factor: as HF, it is max_position_embeddings / original_max_position_embeddings = { $max } / { $orig } = { $factor }.
hf-note-global-head-dim = global_head_dim { $g }: the full-attention layers' heads have { $g } dimensions (the sliding layers' head_dim is their own).
# $layer_type: e.g. sliding_attention; $method: the scaling method's name; $base: its base.
hf-note-local-set = The { $layer_type } layers use { $method } RoPE (base { $base }): the page shows the global layers' set; rope-export --hf prints both.
hf-note-linear-attention = linear_attention layers (Qwen3-Next, Qwen3.5: Gated DeltaNet) have no softmax attention and no RoPE: the layer pattern marks them N.
hf-note-vision = Vision tower: axial 2D RoPE with head size { $head_dim }, rope_theta { $base }, spatial_merge_size { $merge } (the vision view; rope-export --hf --grid t,h,w prints its inv_freq and position ids).
