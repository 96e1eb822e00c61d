# 应用 Hugging Face 配置后的说明：ropescope 读到了什么、做了什么假设、哪些只能近似。字段名和模型名保持原样。

hf-note-text-config = 已从 text_config 读取语言模型的设置。
hf-note-qk-rope-head-dim = qk_rope_head_dim：在多头潜在注意力中，每个查询头和键头只有这一部分会旋转（其余部分 qk_nope_head_dim 不携带位置信息）；d 被设为这个值，与 transformers 中的 head_dim 相同。
hf-note-default-base = 这个 config.json 没有给出 rope_theta（也没有 rotary_emb_base）：基数采用 HF 的默认值 { $base }。
hf-note-axial = rope_type axial：视觉塔的二维 RoPE。每个头的维度对一半随图块的行旋转，一半随列旋转，转速与 d/2 上的普通 RoPE 相同：视觉视图用这里的 d 和基数绘制它。
hf-note-partial = { $name } { $fraction }：HF 只旋转每个头 { $head_dim } 个维度中的 int({ $head_dim } × { $fraction }) = { $rotary } 个。ropescope 没有部分旋转的设置，因此把 d 设为这 { $rotary } 个旋转维度；其余 { $rest } 个维度从不旋转（它们在每个位置都给 q·k 贡献相同的项），不予显示。
hf-note-partial-bare = { $name } { $fraction }：每个头只有这一比例的维度旋转，但单独的配置块没有给出头的大小，所以 d 保持为 { $d }。请把 d 设为 int(head_dim × { $fraction })，或粘贴完整的 config.json。
hf-note-truncate = transformers 从外层的 rope_parameters 读取 yarn 的 truncate，从不从某个层类型自己的配置块读取：这组设置按 HF 的计算方式做了截断。
hf-note-derived-factor = 配置块没有给出 factor：按 HF 的做法，它等于 max_position_embeddings / original_max_position_embeddings = { $max } / { $orig } = { $factor }。
hf-note-global-head-dim = global_head_dim { $g }：全注意力层的头有 { $g } 个维度（滑动窗口层的 head_dim 另算）。
hf-note-local-set = { $layer_type } 层使用 { $method } RoPE（基数 { $base }）：页面显示的是全局层的设置；rope-export --hf 会把两者都打印出来。
hf-note-linear-attention = linear_attention 层（Qwen3-Next、Qwen3.5：Gated DeltaNet）没有 softmax 注意力，也没有 RoPE：层模式中把它们标为 N。
hf-note-vision = 视觉塔：轴向二维 RoPE，头大小 { $head_dim }，rope_theta { $base }，spatial_merge_size { $merge }（见视觉视图；rope-export --hf --grid t,h,w 会打印它的 inv_freq 和位置 id）。
