# Notices: a page key of the link that could not be read (the page still works). URL keys and
# their values (theme, tour, step, lang, origin, light, dark, auto, en, zh-CN, es) stay as is.

# $key: the page key (lock or controls); $names: the names it ignored, comma-separated.
notice-keys-ignored = { $key }: ignored { $names }.
# $name: the name given; $views: every view's name, comma-separated.
notice-unknown-view = Unknown view "{ $name }" ignored (views: { $views }).
notice-bad-theme = theme must be light, dark or auto; using auto.
notice-bad-tour = tour must be 1 or 0; the tour stays closed.
notice-bad-step = step must be a step of the path; starting at step 1.
notice-path-too-long = A path in the link is too long; ignored.
notice-bad-lang = lang must be en, zh-CN or es; using the browser's language.
notice-bad-origin = origin must be like https://example.org (scheme, host, port): this widget talks to no page.
# A notice the parts module formatted already (shown as is).
notice-as-sent = { $text }
# Two or more notices in a row ($all: the sentences).
notice-sentences = { $all }

## What an edit did beyond the value typed (beside the control and in the notice area).

# $keys: the URL keys cleared, comma-separated ($n of them); $key: the key just edited.
notice-cleared = { $n ->
   *[other] Cleared { $keys } (no longer fit the new { $key }).
}
# $keys: the URL keys set; $model: the model's name (SmolLM2-135M).
notice-model-rope = Set { $keys } to { $model }'s own RoPE: the model as trained. Now turn the knobs.
# $sections: the new mrope sections (e.g. 2,2,4); $pairs: d/2.
notice-mrope-rescaled = Rescaled mrope to { $sections }: the same shares of the new d/2 = { $pairs } pairs.

## Values typed in place of what the settings column shows (listed with a Clear button).

override-speeds = Custom per-pair speeds are in use: they replace the base's frequencies, so the base changes nothing until you clear them.
override-q = A custom query vector is in use: the query/key vector choice does not change it.
override-k = A custom key vector is in use: the query/key vector choice does not change it.

## Notices about the link as a whole.

# $keys: the unknown keys as written, comma-separated ($n of them).
notice-unknown-keys = { $n ->
   *[other] Ignored unknown URL keys: { $keys }.
}
notice-values-refused = { $n } URL values were refused and fell back to defaults.
# $step: the step number the link asked for.
notice-not-a-tour-step = step { $step } is not a tour step; starting at step 1.
# $error: the browser's reason (technical, in English).
notice-part-failed = This part of the page could not be loaded ({ $error }); try again.

# The settings' controls: each URL key's label, hint, placeholder and menu choices (the key
# table, src/rope/base/keys.rs). Code names in them (rope_theta, short_factor, mscale, HF, d/2)
# stay as they are.

key-text = Sentence
key-text-hint = Words and punctuation become tokens, one position each.
key-offset = Position offset
key-offset-hint = Where the sentence starts: try 0, 100, 4000.
key-dim = Head dimension d
# $min, $max: the smallest and largest head dimension.
key-dim-hint = Even, { $min } to { $max }: dimensions rotate in pairs, so d/2 pairs.
key-base = Base (theta)
key-base-hint = Pair i turns base^(-2i/d) radians per position.
key-speeds = Per-pair speeds (degrees per position)
key-speeds-hint = Replace the base's frequencies: d/2 numbers.
key-layout = Pairing layout
key-layout-hint = Which dimensions form pair i.
key-layout-choice-interleaved = Interleaved: (2i, 2i+1), GPT-J / Meta
key-layout-choice-half = Half split: (i, i+d/2), NeoX / HF
key-scaling = Context scaling
key-scaling-hint = How a model stretches RoPE past its trained length.
key-factor = Factor s
key-factor-hint = How much the slowest pairs are slowed. Linear and YaRN: usually new length / trained length; Llama 3's factor is not that ratio (3.1: 8, for 16x its context); LongRoPE: HF takes max_position_embeddings / original when the block names none; proportional: every turning pair is divided by it (HF's default 1).
key-orig = Original context (positions)
key-orig-hint = The context length the model was trained on.
key-len = Current length
key-len-hint = Dynamic NTK rescales once the sequence outgrows the original context; LongRoPE then uses long_factor at every position. Llama 3: the served context (max_position_embeddings).
key-len-placeholder = the sentence's
key-beta_fast = beta_fast
key-beta_fast-hint = Pairs turning more than this many times in the original context keep their speed.
key-beta_slow = beta_slow
key-beta_slow-hint = Pairs turning fewer times are fully interpolated.
key-truncate = Truncate correction range
key-truncate-hint = true: floor/ceil the correction range (HF's default); gpt-oss sets false.
key-truncate-choice-true = yes (floor/ceil)
key-truncate-choice-false = no
key-attn = Attention factor (explicit)
key-attn-hint = Leave empty for the method's own formula (YaRN: 0.1 ln s + 1 or the mscale ratio; LongRoPE: sqrt(1 + ln s / ln orig)).
key-attn-placeholder = the formula's
key-mscale = mscale
key-mscale-hint = DeepSeek: with mscale_all_dim, the attention factor is get_mscale(s, mscale) / get_mscale(s, mscale_all_dim).
key-mscale-placeholder = unset
key-mscale_all_dim = mscale_all_dim
key-mscale_all_dim-hint = 0 or unset: the plain formula 0.1 ln s + 1.
key-mscale_all_dim-placeholder = unset
key-low_freq_factor = low_freq_factor
key-low_freq_factor-hint = Pairs whose wavelength is above orig/low turn factor times slower (wavelength x factor).
key-high_freq_factor = high_freq_factor
key-high_freq_factor-hint = Pairs whose wavelength is below orig/high are untouched; between: smooth blend.
key-short_factor = short_factor (per pair)
key-short_factor-hint = LongRoPE within the original context: pair i's speed is divided by the i-th number.
key-short_factor-placeholder = all 1
key-long_factor = long_factor (per pair)
key-long_factor-hint = LongRoPE once the sequence is longer than the original context.
key-long_factor-placeholder = all 1
key-partial = Turning fraction (partial_rotary_factor)
key-partial-hint = Proportional RoPE: the first int(fraction x d // 2) pairs turn, with exponents over the whole d; the rest stand still (with factor 1: p-RoPE, drop).
key-q = Query vector q
key-q-hint = d numbers; empty: the token's own vector.
key-qpos = Query token (m)
key-qpos-hint = The query's position.
key-k = Key vector k
key-k-hint = d numbers; empty: the token's own vector.
key-kpos = Key token (n)
key-kpos-hint = The key's position.
key-rope = RoPE
key-rope-hint = Off: every pair stands still, so no score sees distance (a causal mask still carries order); compare the attention matrix.
key-rope-choice-on = on: rotate q and k
key-rope-choice-off = off: no rotation at all
key-drop = Unrotated slow pairs (p-RoPE)
key-drop-hint = The lowest-frequency pairs left unrotated: they carry content, no position (Barbero et al. 2024; proportional RoPE with factor 1 is the same).
key-layer_types = Layer pattern
key-layer_types-hint = One period of the layers, repeated: G this RoPE (full attention; chunked attention in Llama 4, whose N layers have attn_scale), L local (sliding window; local_base if set), N no RoPE (Llama 4, SmolLM3: full attention; Qwen3.5: linear attention).
key-layers = Layers
key-layers-hint = How many layers the pattern is repeated over.
key-layers-placeholder = one period
key-local_base = Local layers' base
key-local_base-hint = The base of the L layers' plain RoPE (Gemma 3: 10000 beside 1000000); unset: the same RoPE as G layers.
key-local_base-placeholder = same as global
key-local_dim = Local layers' head size
key-local_dim-hint = The L layers' head size if not d (Gemma 4).
key-local_dim-placeholder = d
key-attn_scale = Temperature tuning (attn_scale)
key-attn_scale-hint = Llama 4: N layers scale the query at position p by 1 + attn_scale ln(1 + floor((p + 1) / floor_scale)); unset: off.
key-attn_scale-placeholder = off
key-floor_scale = floor_scale
key-floor_scale-hint = Positions per step of Llama 4's query scale.
key-mrope = mrope_section (time, height, width pairs)
key-mrope-hint = Pairs for time, height, width: in blocks (Qwen2-VL) or, interleaved, in turn (Qwen3-VL).
key-mrope-placeholder = off
key-mrope_interleaved = Interleaved sections (mrope_interleaved)
key-mrope_interleaved-hint = Qwen3-VL: the pairs take time, height and width in turn (t, h, w, t, h, w, ...) instead of in three blocks, so every axis has fast and slow pairs.
key-mrope_interleaved-choice-false = no: three blocks (Qwen2-VL)
key-mrope_interleaved-choice-true = yes: in turn (Qwen3-VL)
key-image_grid = Image grid t,h,w (patches)
# $merge: the vision tower's merge size.
key-image_grid-hint = HF's image_grid_thw; the vision tower merges { $merge } x { $merge } patches into one token.
key-image_grid-placeholder = no image
key-image_at = Image after token
key-image_at-hint = How many of the sentence's tokens come before the image.
key-image_at-placeholder = 1
key-patches = Image patches rows,columns
key-patches-hint = The vision view's image, in patches (each patch one vision token before merging).
key-patches-placeholder = 8,8
key-merge = Merge size
key-merge-hint = The vision tower merges merge x merge neighbouring patches into one token for the language model (spatial_merge_size; Qwen3-VL: 2).
key-patch = Query patch row,column
key-patch-hint = The patch whose query the vision view scores against every patch's key.
key-patch-placeholder = the middle
key-nope_dim = Position-free dims (qk_nope_head_dim)
key-nope_dim-hint = Multi-head latent attention: each head has this many dims that never rotate beside the d that do (DeepSeek-V3: 128 beside 64); 0: none.
key-qk = Query and key vectors
key-qk-hint = Only the content changes; the rotations are the same. The real model runs in your browser, with your RoPE.
key-qk-choice-toy = toy: drawn from each word
key-qk-choice-ones = all ones: aligned vectors
key-qk-choice-same = same: each key equals the query
# $mb: the model file's size in megabytes.
key-qk-choice-model = real model: SmolLM2-135M's q and k ({ $mb } MB download)
key-layer = Layer
key-layer-hint = The real model's layer whose q and k the views show.
key-head = Head
key-head-hint = The real model's query head whose q and k the views show.
key-lab = Experiment
key-before = Text before the gap
key-after = Text after the gap
key-answer = Answer
key-gaps = Gaps
key-compare = Compare with
key-keys = Keys per gap
key-seed = Seed
key-run = Run

# What each token's q and k are, under the query/key pickers (one per choice of key-qk).
key-qk-mode-toy = Each token's q and k are toy vectors drawn from its text: the same word always gets the same ones.
key-qk-mode-ones = Every q and k is all ones: only the positions differ.
key-qk-mode-same = Each key is the query's own vector: the angle between them comes from positions alone.
key-qk-mode-model = Each token's q and k are the real model's, for the layer and head chosen in the model lab (toy vectors stand in until it has run).
