# Why a pasted Hugging Face config (rope_scaling / rope_parameters block or config.json) was
# refused: the accepted form, shown after "expected" in the page's error line. Field names
# (rope_type, layer_types, ...) are the config's own: keep them as they are.

hf-error-json = a JSON object such as { "{" }"rope_type": "yarn", "factor": 4, "original_max_position_embeddings": 4096{ "}" }, a whole config.json, or null
# What was pasted: $bytes, against the limit $max.
hf-error-too-long = { $bytes } bytes (at most { $max })
hf-error-layer-types = layer_types: a list of strings
hf-error-layer-types-max = layer_types: a list of at most { $max } strings
hf-error-whole-number = a whole JSON number
hf-error-rope-type = rope_type: a JSON string
# $names: the rope_type values ropescope reads but the last, comma-separated; $last: the last.
hf-error-rope-type-names = rope_type { $names } or { $last } (axial only in a whole vision config)
# $name: partial_rotary_factor or rotary_pct.
hf-error-fraction = { $name }: a number greater than 0 and at most 1
# What a partial rotation gave: $rotary dimensions out of $head_dim times $fraction.
hf-error-rotary-got = { $rotary } rotary dimensions (int({ $head_dim } x { $fraction }))
hf-error-rotary = an even number of rotary dimensions, at least 2 (ropescope rotates whole pairs)
# $fields: the required list fields' names; $method: the rope_type.
hf-error-required = d/2 numbers (transformers requires { $fields } for { $method })
# What was given when a block has no factor.
hf-error-no-factor-got = no factor
hf-error-no-factor = a factor, or max_position_embeddings and original_max_position_embeddings to derive it
hf-error-no-set = no RoPE set
hf-error-no-rope-layers = no_rope_layers: a list of 0 and 1 (1 = the layer uses RoPE)
