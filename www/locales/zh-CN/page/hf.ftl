# 粘贴的 Hugging Face 配置被拒绝的原因：可接受的形式。字段名（rope_type、layer_types 等）保持原样。

hf-error-json = 一个 JSON 对象，例如 { "{" }"rope_type": "yarn", "factor": 4, "original_max_position_embeddings": 4096{ "}" }，一个完整的 config.json，或 null
hf-error-too-long = { $bytes } 字节（最多 { $max }）
hf-error-layer-types = layer_types：一个字符串列表
hf-error-layer-types-max = layer_types：一个最多含 { $max } 个字符串的列表
hf-error-whole-number = 一个整数形式的 JSON 数字
hf-error-rope-type = rope_type：一个 JSON 字符串
hf-error-rope-type-names = rope_type 为 { $names } 或 { $last }（axial 只能出现在完整的视觉配置中）
hf-error-fraction = { $name }：一个大于 0 且不超过 1 的数
hf-error-rotary-got = { $rotary } 个旋转维度（int({ $head_dim } × { $fraction })）
hf-error-rotary = 偶数个旋转维度，至少为 2（ropescope 按完整的维度对旋转）
hf-error-required = d/2 个数（transformers 要求 { $method } 提供 { $fields }）
hf-error-no-factor-got = 没有 factor
hf-error-no-factor = 一个 factor，或者用于推算它的 max_position_embeddings 和 original_max_position_embeddings
hf-error-no-set = 没有 RoPE 设置
hf-error-no-rope-layers = no_rope_layers：一个由 0 和 1 组成的列表（1 = 该层使用 RoPE）
