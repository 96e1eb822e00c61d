# 设置栏（手机上是固定条和弹出面板）、嵌入模式的精简控件、布局示意图、模型预设、查询/键选择器
# 以及 Hugging Face 配置框。

controls-settings = 设置
controls-all-settings = 全部设置
controls-done = 完成
controls-more-settings = 更多设置：配对方式、RoPE 开关、q 和 k、位置
controls-positions = 位置：偏移、查询和键
controls-unrotated = 不旋转的慢速维度对（p-RoPE）
controls-model-presets = 模型预设
controls-hf-config = Hugging Face 配置（rope_scaling JSON）
controls-notation = 各视图通用的记号
controls-clear = 清除
controls-short-dim = 维度 d
controls-short-scaling = 缩放
controls-short-base = 基数 θ
controls-locked = 已由本页固定

## 偏移与基数预设

controls-offset-presets = 偏移预设
controls-offset-preset = 从 { $offset } 开始
controls-base-slider = 基数（对数滑块）
controls-base-presets = 基数预设

## 缩放方法的参数

controls-attention-factor = 注意力因子：{ $factor }（{ $set ->
    [yes] 已在下方设置
   *[no] 由该方法的公式给出；在下方填值即可覆盖
}）

## 布局示意图

controls-layout-diagram = 两种布局中每个维度所属的维度对编号
controls-dim-in-pair = 维度 { $dim } 属于维度对 { $pair }
controls-layout-cells-some = 格子：第 0 到 { $last } 维（共 { $d } 维），标注其所属维度对。
controls-layout-cells = 格子：各个维度，标注其所属维度对。

## 模型预设与查询/键选择器

controls-model-preset = 模型预设
controls-choose-model = 选择一个模型…
controls-query-token = 查询词元（m）
controls-key-token = 键词元（n）
controls-custom-vectors = 已设置自定义的 q/k 向量（来自 URL 或示例）：只有未设置时，这两个列表才用于选择位置。

## Hugging Face 配置框（配置字段名保持原样）

controls-hf-paste = 粘贴一个 rope_scaling 或 rope_parameters 块，或整个 config.json
controls-hf-file = 或打开一个 config.json
controls-hf-apply = 应用
controls-hf-applied = 已应用。
controls-hf-layer-sets = 按层类型的 RoPE：{ $sets }。
controls-hf-layer-set = { $kind }（{ $n } 层）：{ $method }，基数 { $base }
controls-hf-set-gap = ；
controls-hf-ignored = 已忽略的字段：{ $fields }。
controls-hf-too-big = { $file }：{ $size } 字节；只接受不超过 { $max } 字节的 config.json。
controls-hf-unreadable = { $file }：无法读取该文件。
controls-hf-current = 当前设置对应的 HF 配置字段
controls-hf-no-equivalent = 自定义的逐维度对速度在 Hugging Face 配置中没有对应写法。
controls-hf-static-ntk = 静态 NTK 写作普通 RoPE 加上调整后的 rope_theta（HF 没有静态 NTK 类型）。rope-export --hf 读取的是同样的文件。
