# 按需加载的视图：说明、控件、表头、读数、注释，以及画布上的文字。

## 绝对位置（view=absolute）

absolute-caption = 最初的 Transformer 给每个词元嵌入加上一个正弦编码 p_m（左图：偶数维用 sin，奇数维用 cos）。经过查询和键的投影后，分数拆成四项，其中三项单独含有 p_m 或 p_n，于是绝对位置混了进来：把两个词元一起平移 t，这几项就会变。旋转位置编码（RoPE，右图：同一类角度的余弦）则改为旋转 q 和 k，最后只剩下 m − n。
absolute-same = 不变
absolute-changed-by = 变化了 { $change }
absolute-sinusoidal-label = 正弦位置编码：位置 0 到 63 × 维度，蓝色为负，橙色为正
absolute-sinusoidal-figcaption = 正弦编码 p_m（相加）
absolute-rope-label = RoPE：每个维度对角度的余弦，位置 0 到 63
absolute-rope-figcaption = RoPE 角度（旋转）
absolute-png-sinusoidal = PNG（正弦编码）
absolute-png-rope = PNG（RoPE）
absolute-shift-label = 两个词元一起平移 t = { "" }
absolute-col-term = 项
absolute-col-depends = 取决于
absolute-col-at-mn = 在 (m, n) = ({ $m }, { $n })
absolute-col-at = 在 ({ $m }, { $n })
absolute-col-after = 平移之后
absolute-toy-note = 这里的嵌入和投影矩阵 W_q、W_k 都是示例（确定性的，由词元文本生成）；要看的是哪些项会变，而不是它们的大小。
absolute-term-content-content = (x_m W_q)·(x_n W_k)
absolute-term-content-position = (x_m W_q)·(p_n W_k)
absolute-term-position-content = (p_m W_q)·(x_n W_k)
absolute-term-position-position = (p_m W_q)·(p_n W_k)
absolute-term-sum = 总和：加性编码
absolute-term-rope = RoPE：(R_m W_q x_m)·(R_n W_k x_n)
absolute-depends-content = 只有内容
absolute-depends-n = n 本身
absolute-depends-m = m 本身
absolute-depends-mn = m 和 n
absolute-depends-absolute = 绝对位置
absolute-depends-relative = 只有 m − n
absolute-axis-dimension = 维度
absolute-axis-position = 位置
absolute-axis-pair-cos = 维度对（其角度的余弦）

## 注意力矩阵（view=attention）

attention-caption = 每个词元的查询（query）对每个词元的键（key）：logits = （旋转后的 q）·（旋转后的 k）/ sqrt(d)，再乘以方法的注意力因子的平方，然后沿每一行做 softmax。使用因果掩码时，一个词元只能看到它自己和它之前的词元。只有查询和键会被旋转：注意力权重所混合的值（value）向量从不受 RoPE 影响。
attention-from-rope = RoPE（你的设置）
attention-from-nope = 无位置编码（仅因果掩码）
attention-from-alibi-steep = ALiBi，最陡的头（斜率 1/2）
attention-from-alibi-gentle = ALiBi，最平缓的头（斜率 1/256）
attention-baseline-rope = RoPE
attention-baseline-nope = 无位置编码（仅因果掩码）
attention-baseline-alibi-head = ALiBi，第 { $head } 个头，共 { $heads } 个（斜率 { $slope }）
attention-causal-mask = { " " }因果掩码
attention-position-from = 位置信息来自{ " " }
attention-readout-hint = 指向或轻点一个格子来读取它（也可以聚焦矩阵后用方向键）。
attention-readout = 查询“{ $query }”（{ $qpos }）对键“{ $key }”（{ $kpos }）：logit { $logit }，权重 { $weight }
attention-readout-masked = 查询“{ $query }”（{ $qpos }）对键“{ $key }”（{ $kpos }）：logit 被掩码，权重 { $weight }（这是一个更靠后的键：因果掩码把它挡住了）
attention-summary-row = “{ $query }”最关注“{ $key }”（{ $weight }）
attention-summary-separator = ；
attention-summary = { $rest ->
    [0] { $rows }。
   *[other] { $rows }；矩阵中还有 { $rest } 行。
}
attention-axis-key = 键词元（位置 n）
attention-axis-query = 查询词元（位置 m）
attention-legend-masked = 0（灰色：被掩码）
attention-legend-zero = 权重 0
attention-rows-identical = 完全相同的行
attention-rows-differ = 最多相差 { $gap } 的行
attention-same-word = “{ $first }”和“{ $second }”的向量相同，得到{ $rows }。
attention-nothing = { "" }
attention-order-single = RoPE 已关闭，所以没有哪个分数依赖位置；只有属于位置的因果掩码还可能体现顺序，而单个词元没有顺序可言。
attention-order-causal = RoPE 已关闭，所以没有哪个分数依赖位置。顺序仍然通过因果掩码体现出来，而因果掩码属于位置，不属于词：每个词元只能看到它之前的词元。把同样的词元倒序排列，得到的权重并不是这个矩阵的倒转（最多相差 { $gap }）。{ $same }关掉掩码，{ $both ->
    [yes] 两处差异都会消失
   *[other] 差异就会消失
}。
attention-order-open = RoPE 和因果掩码都已关闭：把词元倒序排列只会把这个矩阵倒过来（最大差异 { $gap }：舍入误差），所以这里没有任何东西能区分两种顺序。{ $same }
attention-v-note = V 从不被旋转：RoPE 改变的是查询关注哪些词元，而不是它们携带的内容。
attention-rotate-v = { " " }也旋转 V（看看会坏掉什么）
attention-rotate-v-readout = 把整个句子往后移 { $shift } 个位置。权重不变（它们只依赖 m − n），所以只要 V 保持 RoPE 给它的原样，每个输出都不变。如果把每个值也按它的位置旋转，每个输出都会随绝对位置转动：下一层对同样的词会读到不同的内容。下面是每个词元的输出在移动前后的余弦相似度：
attention-col-query = 查询词元
attention-col-v-plain = V 不旋转
attention-col-v-rotated = V 旋转

## 分数与距离（view=distance）

distance-caption = 同一个查询和键在彼此拉开距离时的分数：上图画出它与距离 m − n 的关系，下图把 RoPE、无位置编码和 ALiBi 的 logits 并排画出。分数会随距离下降吗？分数本身是否下降取决于向量（见下文）。总会下降的是一个上界：RoFormer 证明了 |score| 不超过（相邻维度对的 q·k̄ 项之间的最大差）×（相量部分和的模之和），并把第二个因子对各维度对取平均（相对上界，对任何 q 和 k 都一样，即中间那张图）画成距离的函数。在这里算出来，这个上界在距离 0 处最大，随距离下降，但参差不齐：维度对很少时（d = 16）它在几个位置内就降下来，然后来回波动；维度对更多时（试试 d = 128），它在最初几百个位置里一直下降。试试全 1 向量（“查询和键向量”选“全为 1”）或让键等于查询，再试试示例向量，看看分数在哪里达到峰值：当 q 和 k 指向四面八方时，它还会随距离下降吗？（课程视图给出了原因，依据 Barbero 等人 2024 年的工作。）用真实模型的 q 和 k（“查询和键向量”选“真实模型”），看看训练过的注意力头是什么样：那里的上界可能远远高于分数：图表跟随分数，图下的一条注释说明上界在哪里；表格两者都列出。打开一种缩放方法时，在原始上下文之外比较缩放后的曲线和未缩放的曲线。
distance-range-label = 距离 0 到{ " " }
distance-relative-label = RoFormer 的相对上界：部分和的模的平均值，随距离衰减
distance-baseline-label = 同一个查询和键的 logits 与距离的关系：RoPE 的、无位置编码时的水平线、ALiBi 的线性下降
distance-baseline-note = 在 RoPE 旁边，同样的 q 和 k 算出的 logits：没有位置编码时，logit 在每个距离上都是 { $nope }（只有因果掩码知道顺序）；ALiBi 减去 斜率 × 距离，每个头各不相同（斜率 { $steep } 和 { $gentle }）。
distance-table-summary = 采样距离上的分数（表格）
distance-table-label = 采样距离上的分数
distance-col-distance = 距离 m − n
distance-col-score = 分数
distance-col-bound = |score| 的上界
distance-bound-note = RoFormer 对 |score| 的上界远在这张图之上：距离 0 处为 { $first }，从不低于 { $lowest }（分数本身始终在 ±{ $peak } 之内）。它作为相对上界单独画在下面的图里；表格里也列出了它。
distance-legend-bound = |score| 的 ± 上界
distance-legend-unscaled = 未缩放
distance-legend-scaled = 已缩放
distance-legend-score = 分数
distance-legend-original = 原始上下文
distance-legend-nope-off = 无位置编码 = RoPE 关闭
distance-legend-nope = 无位置编码（水平）
distance-legend-rope = RoPE
distance-legend-alibi = ALiBi，斜率 { $slope }
distance-legend-alibi-leaves = ALiBi，斜率 { $slope }（在 { $exit } 处离开图表）
distance-legend-relative = 相对上界 (2/d) Σ_j |S_j|
distance-axis-distance = 距离 m − n（位置）
distance-axis-distance-short = 距离 m − n
distance-axis-score = 分数
distance-axis-logit = logit（除以 √d 之后）
distance-axis-mean-s = |S_j| 的平均值
distance-stays-at = 保持在 { $value }
distance-goes-from = 从 { $from } 变到 { $to }
distance-summary = 距离 0 处的分数：{ $score }；最后四分之一（距离 { $from } 到 { $to }）中最大的 |score|：{ $far }。|score| 的上界{ $bound }；RoFormer 的相对上界（|S_j| 的平均值）{ $relative }。

## 频率与波长（view=frequencies）

freq-caption = 每个维度对的速度（inv_freq，每个位置转过的弧度）和波长（转一整圈所需的位置数），用对数刻度表示。模型在训练中只见过训练上下文（虚线）之内产生的角度：波长比它更长的维度对从来没有转满一圈，所以更长的输入会让它们转到模型从未见过的角度。缩放方法会让维度对转得更慢，每种方法方式不同：圆点是未缩放的波长，打开某种方法时，一条线画出缩放后的波长。图下的一行文字说明当前设置下画出了什么。
freq-attention-factor = 注意力因子：
freq-data-table = 数据表
freq-col-pair = 维度对
freq-col-inv-freq-plain = inv_freq（未缩放）
freq-col-inv-freq-scaled = inv_freq（缩放后）
freq-col-wavelength-plain = 波长（未缩放）
freq-col-wavelength-scaled = 波长（缩放后）
freq-col-interpolation = 插值比例（0 保持，1 为 ÷ { $factor }，上限为 1）
freq-col-slowdown = 减速倍数（未缩放 ÷ 缩放后的 inv_freq）
freq-now-none = 没有维度对在转动（RoPE 已关闭，或所有速度都为 0）：每个波长都是无穷大，所以只画出了 { $orig } 个位置的原始上下文（虚线）。
freq-now-dots = 当前画出的是：{ $n } 个维度对未缩放的波长（圆点），以及 { $orig } 个位置的原始上下文（虚线）；其中 { $longer } 个比它更长，在其中永远转不满一圈。
freq-now-no-method = { $dots }没有打开缩放方法，所以没有画缩放后的线：选一种方法就能看到。
freq-now-method = { $dots }这条线是 { $method } 缩放后的波长：{ $n } 个维度对中有 { $slowed } 个被减速{ $still }，缩放后有 { $longer } 个比原始上下文更长。{ $extra }
freq-now-still = ，{ $stopped } 个停止不动（没有波长：未画出）
freq-now-extra-yarn = 竖直的虚线是 YaRN 的斜坡边界。
freq-now-extra-llama3 = 阴影带是 Llama 3 进行混合的那些波长。
freq-nothing = { "" }
freq-legend-yarn = YaRN 斜坡边界
freq-legend-llama3 = Llama 3 平滑带
freq-legend-original = 原始上下文
freq-legend-unscaled = 未缩放的波长
freq-legend-short-regime = short_factor 区间（长度不超过原始上下文）
freq-legend-long-regime = long_factor 区间（更长的序列）
freq-legend-long-now = long_factor 区间（当前长度）
freq-legend-short-now = short_factor 区间（当前长度）
freq-legend-scaled = 缩放后的波长
freq-axis-pair = 维度对 i
freq-axis-wavelength = 波长（位置，对数）

## 潜在注意力（view=latent）

latent-caption = 多头潜在注意力（DeepSeek-V3）让每个查询头和键头都有两部分：从不旋转的维度，以及会旋转的 d 个维度（RoPE）。分数是两部分之和。色条显示这种划分；图表画出两部分随距离的变化。
latent-nothing = { "" }
latent-dims-beside = { $nope } 个配 { $rope } 个
latent-example-note = 你的设置里没有与位置无关的维度（qk_nope_head_dim 为 0），所以这里用一个示例：{ $nope } 个这样的维度，配 { $rope } 个旋转维度（DeepSeek-V3 的比例，{ $deepseek }）。可以在下面修改，也可以保留它。
latent-needs-nope = 解耦 RoPE 需要在旋转维度之外还有与位置无关的维度：请在下面设置 qk_nope_head_dim（DeepSeek-V3：{ $deepseek } 旋转维度），或选择 DeepSeek-V3 预设。
latent-caption-readout = 每个头有 { $nope } 个与位置无关的维度和 { $rope } 个旋转维度（共 { $all } 个）；键的旋转部分是所有头共享的一个向量（每个头有自己的查询旋转部分）。位于 m = { $m } 的查询和位于 n = { $n } 的键，分数为 { $score } = { $free }（与位置无关的部分：q_nope · k_nope，在每个位置都一样）+ { $rotated }（RoPE：旋转部分，只看到 m − n{ $factor }）。softmax 再把它乘以 { $scale }（1/√{ $all }{ $mscale }）。
latent-factor-squared = ，再乘以 cos 和 sin 所带的注意力因子的平方 { $factor }
latent-mscale = ，再乘以 YaRN 的 mscale_all_dim 项的平方
latent-axis-distance = 距离 m − n（位置）
latent-axis-score = 分数
latent-legend-free = 与位置无关的部分（{ $dims } 维）
latent-legend-rope = RoPE 部分（{ $dims } 维）
latent-legend-sum = 分数（两者之和）
latent-summary = 在距离 0 到 { $range } 上，与位置无关的部分保持在 { $free }，而 RoPE 部分在 { $lo } 和 { $hi } 之间变化。
latent-strip-label = { $nope } 个与位置无关的维度，然后是 { $rope } 个旋转维度
latent-strip-free = { " " }{ $dims } 个与位置无关（qk_nope_head_dim）
latent-strip-rope = { " " }{ $dims } 个旋转（qk_rope_head_dim，即页面上的 d）
latent-col-part = 部分
latent-col-dims = 维数
latent-col-at = 在 m, n 处
latent-row-free = 与位置无关：q_nope · k_nope
latent-row-rope = RoPE：R(m) q_rope · R(n) k_rope
latent-row-score = 分数
latent-keep = 保留到设置中
latent-table-label = 分数的两个部分

## 平移不变性（view=invariance）

invariance-caption = 把两个词元沿序列平移同样的距离 t。每个向量都被旋转了不同的绝对角度：对每个维度对，查询的角度是 m × 速度，键的角度是 n × 速度。比较下面两种摆放方式的分数。
invariance-shift-label = 两者一起平移 t = { "" }
invariance-col-placement = 摆放
invariance-col-score = 分数
invariance-row-original = 原始
invariance-row-shifted = 平移 t 之后
invariance-difference = 差值：
invariance-rounding = （float64 舍入误差；数学上恰好为 0）。

## 各层（view=layers）

layers-caption = 当今模型并不是每一层都用同样的 RoPE。Gemma 3 的局部（滑动窗口）层用基数 10,000 的普通 RoPE，全局层用基数 1,000,000 并做 8 倍线性缩放；gpt-oss 让滑动窗口层和全注意力层交替出现，共用一种 YaRN RoPE；Llama 4 每四层中有一层不用 RoPE（这些层关注整个上下文，它的 RoPE 层只在分块内关注），并在长距离上放大这些层的查询。色条显示每一层；表格列出每种层用的 RoPE。
layers-none = 所有层共用一种 RoPE。选择一个有多种层的预设（Gemma 3 4B、gpt-oss 20B、Llama 4 Scout），或在下面设置层模式。
layers-nothing = { "" }
layers-wavelengths = { $lo } 到 { $hi }
layers-wavelengths-none = 无
layers-the-query = （查询，m）
layers-temperature-caption = 无 RoPE 的层：查询在各位置上的缩放
layers-col-position = 位置 p
layers-col-scale = 查询缩放
layers-sets-label = RoPE 组
layers-col-layers = 层
layers-col-count = 数量
layers-col-rope = RoPE
layers-col-wavelengths = 波长（位置）
layers-field-pattern = 层模式
layers-field-pattern-hint = 一个周期：G 为这种 RoPE（全注意力；在 Llama 4 中为分块注意力，其 N 层带 attn_scale），L 为局部（滑动窗口），N 为无 RoPE（Llama 4、SmolLM3：全注意力；Qwen3.5：线性注意力）。
layers-field-layers = 层数
layers-field-layers-placeholder = 一个周期
layers-field-layers-hint = 层模式覆盖多少层。
layers-field-local-base = 局部层的基数
layers-field-local-base-placeholder = 与全局层相同
layers-field-local-base-hint = L 层使用这个基数的普通 RoPE。
layers-field-local-dim = 局部层的头维度
layers-field-local-dim-placeholder = 与 d 相同
layers-field-local-dim-hint = L 层的头维度不等于 d 时（Gemma 4）填写。
layers-field-attn-scale = 温度调节（attn_scale）
layers-field-attn-scale-placeholder = 关闭
layers-field-attn-scale-hint = Llama 4：N 层在长距离上放大查询。
layers-field-floor-scale = floor_scale
layers-field-floor-scale-hint = 查询缩放每一级跨越的位置数。
layers-list = 第 { $shown } 层
layers-list-more = 第 { $shown } 层等，另有 { $more } 层
layers-cell = 第 { $layer } 层：{ $kind }
layers-cell-attention = 第 { $layer } 层：{ $kind }（{ $attention }）
layers-legend = { $n } 层：G { $global }{ $local }{ $nope }
layers-legend-local = ，L { $kind }
layers-legend-nope = ，N { $kind }
layers-rope-global = 基数 { $base }，{ $method }{ $factor }
layers-factor = （factor { $factor }）
layers-rope-local = 自己的一种 RoPE：基数 { $base }，普通 RoPE（不缩放）{ $heads }
layers-local-heads = ，头维度为 { $local }（全局层为 { $global }）
layers-rope-same = 与全局层相同的 RoPE（{ $rope }）
layers-rope-none-llama4 = 这些层里没有任何东西在转动：它们从残差流{ $before }、从因果掩码以及从下面的查询缩放中读取位置
layers-rope-before = （之前的 RoPE 层写入的内容）
layers-rope-none = 这些层里没有任何东西在转动：RoPE 不给它们任何位置信息
layers-set-line = { $count } 个{ $name }层：{ $list }。
layers-caption-readout = 共 { $layers } 层。{ $sets }{ $temperature }
layers-temperature = 在无 RoPE 的层中，位置 p 上的查询乘以 1 + { $scale } ln(1 + floor((p + 1) / { $floor }))：在查询的位置 { $position } 上为 { $value }（这一行的每个 logit 也一样；softmax 在长距离上变得更尖锐）。

## 分数分解（view=score）

score-caption = 查询词元对键词元的注意力分数，在两者都旋转之后，可以拆成每个维度对各一项。每一项通过角度 (m − n) × 速度，把该维度对的普通点积和交叉项混合起来，所以位置只通过它们的差进入分数。向右的条形增加分数，向左的条形减少分数。
score-bar-pair = 维度对 { $pair }
score-bars-label = { $pairs } 个维度对各自的贡献：{ $add } 个增加分数，{ $take } 个减少分数（轴右侧的条形为正）。具体数值见下表。
score-csv = CSV
score-bars-region = 分数条形图，每个维度对一条
score-readout = 查询 { $query } 位于 m = { $m }，键 { $key } 位于 n = { $n }，m − n = { $distance }
score-rope-score = RoPE 分数：
score-without-rope = 不用 RoPE（q · k）：
score-factor-note = 该方法的注意力因子 { $factor } 让 logit 乘以它的平方 { $square }；这里的分数是纯粹的旋转结果。
score-identity-label = 代入数值后的分数恒等式
score-pair-table = 逐维度对表格
score-col-pair = 维度对
score-col-dims = 维度
score-col-dot = 点积
score-col-cross = 交叉项
score-col-angle = 角度（°）
score-col-contribution = 贡献

## 视觉编码器的轴向 RoPE（view=vision）

vision-caption = 视觉编码器把图像切成由图块组成的网格，每个图块有两个位置 id：它所在的行和列。轴向二维 RoPE（Qwen3-VL、GLM-4V）让每个头的一半维度对随行转动，另一半随列转动，速度相同。网格用颜色表示在当前 q 和 k 下查询图块对每个图块的分数；它下面的网格把两个图块平移了同样的偏移量。指向一个图块即可读出两个分数。
vision-nothing = { "" }
vision-try = 加载 Qwen3-VL 视觉塔
vision-hint = 指向或轻点一个图块，或聚焦网格后用方向键，来选择键图块（虚线框）；移开指针后，它仍停在你选的图块上。
vision-shift-rows = 两个图块一起平移：行
vision-shift-columns = 列
vision-axis-run = 维度对 { $a }–{ $b }：随{ $axis ->
    [row] 行
   *[column] 列
}转动（速度从 { $fast } 降到 { $slow } 弧度/图块）
vision-order = 视觉塔按 { $merge } × { $merge } 的块列出图块：{ $patches } …，并把每个块合并成一个词元，语言模型得到 { $tokens } 个词元。
vision-absolute-too = 这只对所示的固定 q 和 k 成立：真实的视觉塔还会在注意力之前给每个图块加上一个学习得到的绝对位置嵌入（按图像网格插值），所以在那里平移会改变图块的向量和它们的分数
vision-shifted-label = 两个图块都平移了 ({ $rows }, { $cols })：查询位于 ({ $r }, { $c })。只要两个网格里都有这两个图块，分数就相同（{ $absolute }）：这个网格就是第一个网格按平移量移动后的样子（第一个网格放不下的行或列显示的是新的偏移量）。
vision-shifted-leaves = 平移 ({ $rows }, { $cols }) 后，查询图块离开了图像。
vision-tower-d = （d = { $d }）
vision-needs-multiple-of-4 = 轴向二维 RoPE 把一个头的维度对分成相等的两半，一半给行，一半给列，所以 d 必须是 4 的倍数（只有这样 transformers 的角度才恰好覆盖整个头）；现在 d 是 { $d }。试试 d = { $next }，或 Qwen3-VL 视觉塔预设{ $tower }。
vision-run-one = 维度对 { $a }{ " " }
vision-run = 维度对 { $a }–{ $b }{ " " }
vision-speeds-one = 速度相同（维度对 0 和维度对 1 每步都转 1 弧度）
vision-speeds = 共用同样的 { $half } 种速度（维度对 j 和维度对 { $half } + j 每步都转 1 / base^(4j/d)）
vision-merge-blocks = 空隙把图块分成 { $merge } × { $merge } 的块，每块合并成语言模型的一个词元。
vision-merge-one = 合并尺寸为 1 时，每个图块就是语言模型的一个词元。
vision-no-scaling = 视觉塔的 RoPE 没有上下文缩放：为文本设置的方法在这里不适用。
vision-caption-readout = 一张 { $rows } × { $cols } 个图块的图像。每个图块有两个位置 id：它所在的行和列。这个头的 { $pairs } 个维度对中，{ $row_run }随行转动，{ $col_run }随列转动，{ $speeds }。网格显示查询图块（第 { $r } 行，第 { $c } 列，实线框）对每个位置上的键的分数；上方读数所指的键图块用虚线框标出。{ $merge }{ $scaling }
vision-axis-column = 列
vision-axis-row = 行
vision-legend-score = 分数 { $score }
vision-readout = 查询图块 ({ $qr }, { $qc })，键图块 ({ $kr }, { $kc })：行列偏移 ({ $dr }, { $dc })，分数 { $score }。{ $shifted }
vision-readout-shifted = 平移 ({ $rows }, { $cols }) 后：查询 ({ $qr }, { $qc })，键 ({ $kr }, { $kc })，分数 { $score }。
vision-readout-leaves = 平移后，两个图块中有一个离开了图像。
vision-summary = 从图块 ({ $r }, { $c }) 出发，在 { $rows } × { $cols } 个图块上的分数范围为 { $lo } 到 { $hi }；视觉塔按 { $merge } × { $merge } 的块列出图块，并把每块合并成 { $tokens } 个词元之一。

## 多模态 RoPE（view=multimodal）

mrope-caption = Qwen2-VL 的多模态 RoPE 给每个词元三个位置 id：时间、高度和宽度，并把维度对分成三段，每段随其中一个 id 转动。文本词元的三个 id 相同，所以只有文本时就是普通的 RoPE；图像的词元共用一个时间 id，并分别计数它的行和列。把鼠标悬停在网格上，可以读出某个维度对的角度以及驱动它的 id。
mrope-nothing = { "" }
mrope-axis = { $axis ->
    [time] 时间
    [height] 高度
   *[width] 宽度
}
mrope-readout-hint = 指向或轻点一个格子，读取某个词元的维度对（也可以聚焦网格后用方向键）。
mrope-none = 多模态 RoPE 需要三段之和等于 d/2 的分段和一张图像：请在下面设置，或选择 Qwen2-VL 或 Qwen3-VL 预设。
mrope-keep = 把这些保留到设置中
mrope-field-sections = mrope_section（时间、高度、宽度的维度对数）
mrope-field-sections-placeholder = 关闭
mrope-field-sections-hint = 三个数，之和为 d/2。
mrope-field-image-grid = 图像网格 t,h,w（图块）
mrope-field-image-grid-placeholder = 无图像
mrope-image-grid-hint = t = 1；h 和 w 是 2 的倍数（每 2 × 2 个合并为一个词元）。
mrope-field-image-at = 图像位于第几个词之后
mrope-field-image-at-placeholder = 1
mrope-field-image-at-hint = 图像前面有多少个词。
mrope-form-interleaved-model = 交错（Qwen3-VL）
mrope-form-sectioned-model = 分段（Qwen2-VL）
mrope-form-interleaved = 交错
mrope-form-sectioned = 分段
mrope-strip-label = { $form }：{ $pairs } 个维度对各自随哪个轴转动
mrope-legend-time = { " " }时间{ " " }
mrope-legend-height = { " " }高度{ " " }
mrope-legend-width = { " " }宽度（维度对 0 在最前）
mrope-compare-label = 分段与交错：每个轴的维度对
mrope-col-form = 形式
mrope-col-axis = 轴
mrope-col-pairs = 维度对数
mrope-col-fastest = 最快的维度对
mrope-col-slowest = 最慢的维度对
mrope-col-wavelength = 最慢者的波长
mrope-ids-label = 位置 id
mrope-col-token = 词元
mrope-col-time = 时间
mrope-col-height = 高度
mrope-col-width = 宽度
mrope-filled-sections = mrope_section { $time }, { $height }, { $width }（按 Qwen2-VL 的比例分配 { $pairs } 个维度对：四分之一给时间，其余由高度和宽度平分）
mrope-filled-image = 一张 { $h } × { $w } 个图块的图像，{ $at ->
    [0] 放在第一个词之前
    [1] 放在第一个词之后
   *[other] 放在前 { $at } 个词之后
}
mrope-filled-both = { $first }，以及{ $second }
mrope-example-note = 你的设置里{ $lacks ->
    [both] 没有分段，也没有图像
    [sections] 没有分段
   *[image] 没有图像
}，所以这里用一个示例：{ $filled }。可以在下面修改，也可以保留这些。
mrope-caption-readout = { $sentences }
mrope-image-last = 图像位于第 { $at } 个词之后：句子只有 { $words } 个词，所以图像放在最后。
mrope-tokens = 共 { $tokens } 个词元：句子中的词、{ $images } 个图像词元（{ $h } × { $w } 个图块，按 { $merge } × { $merge } 合并成 { $rows } 行、每行 { $cols } 个），以及 vision_start / vision_end 标记。文本词元的三个 id 都是同一个位置，所以对文本来说这就是普通的 RoPE。图像的词元共用时间 id { $time }，并从那里开始在高度 id 中计数行、在宽度 id 中计数列；图像之后的文本从 { $after } 继续。
mrope-sections = 维度对 { $time } 随时间 id 转动，{ $height } 随高度 id 转动，{ $width } 随宽度 id 转动。
mrope-pair-axis = { $pair } { $axis ->
    [time] 时间
    [height] 高度
   *[width] 宽度
}
mrope-list-more = { $list }，{ $item }
mrope-interleaved = 这里的维度对是交错的（Qwen3-VL 的 mrope_interleaved），所以没有连续的分段：维度对轮流分给时间、高度和宽度，维度对 { $first }，依此类推。维度对编号小于 3 × { $height } = { $height_end } 时，高度保留它的轮次；宽度则是小于 3 × { $width } = { $width_end } 时；其余维度对都随时间转动。这样得到 { $time_pairs } 个时间、{ $height_pairs } 个高度和 { $width_pairs } 个宽度维度对{ $same ->
    [yes] ，与分段给出的数量相同
   *[other] ，与分段按块给出的数量不同
}。
mrope-axis-pair = 维度对 i
mrope-axis-token = 词元
mrope-legend-angle = 角度 0
mrope-readout = 词元 { $token }“{ $text }”，维度对 { $pair }（{ $axis ->
    [time] 时间
    [height] 高度
   *[width] 宽度
}分段，位置 id { $id }）：角度 { $angle }°
mrope-readout-interleaved = 词元 { $token }“{ $text }”，维度对 { $pair }（{ $axis ->
    [time] 时间
    [height] 高度
   *[width] 宽度
} id，交错，位置 id { $id }）：角度 { $angle }°

# The readout descriptions and layer kinds (shown only by the on-demand module).
view-readout-dial-angles = 表盘下方的速度和角度说明，以及每个维度对的角度表
view-readout-heatmap-angles = 热力图下方说明所指单元格速度和角度的那一行
view-readout-score-total = 使用 RoPE 的分数和不使用 RoPE 的分数（以及恒等式中的数值；“只看 m − n”下的原始分数）
view-readout-score-pairs = 条形图和逐对表格：哪个维度对贡献最大
view-readout-frequency-table = 数据表：每个维度对的速度（原始与缩放后）、波长和减慢倍数
view-readout-attention-factor = 该方法的注意力因子（以及分数下方关于它的说明）
view-readout-shifted-score = 平移后位置的分数及其差值
view-readout-turning-pairs = 热力图下方的那一行：哪些维度对转满了一圈
view-readout-long-pairs = 图表下方的那一行：有多少个波长超过了训练时的上下文
view-readout-distance-scores = 用文字和数字描述分数随距离的变化：图表下方的说明和表格
view-readout-scaled-pairs = 图表下方说明缩放方法减慢了哪些维度对、减慢了多少的几行文字
view-readout-mrope-slowest = 每个轴最快和最慢维度对的表格（分段式与交错式）
view-readout-order-note = 关于关闭 RoPE 后还有什么携带顺序信息的说明
view-readout-patch-scores = 所选图块在平移前后的分数读数
view-readout-latent-parts = 两部分随距离变化的图表
view-readout-distance-charts = 分数随距离变化的三张图表：它们的形状显示了分数如何变化
view-readout-wavelength-chart = 每个维度对的波长（原始与缩放后）相对于训练时上下文的图表
view-layer-kind-chunked = RoPE（分块注意力）
view-layer-kind-global = 全局（全注意力）
view-layer-kind-local = 局部（滑动窗口）
view-layer-kind-none-full = 无 RoPE（全注意力）
view-layer-kind-none = 无 RoPE
