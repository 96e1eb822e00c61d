scene-label-token = “{ $token }”
scene-label-given = 给定的向量
scene-label-position = 位置 { $pos }
compasses-readout = 查询 { $query } 位于 m = { $m }，键 { $key } 位于 n = { $n }：m − n = { $distance }。
compasses-readout-shifted = 查询 { $query } 位于 m = { $m }，键 { $key } 位于 n = { $n }，两者都平移了 t = { $shift }：m − n = { $distance }。
heatmap-axis-pair = 维度对 i（快 → 慢）
heatmap-axis-distance = 距离 m − n
heatmap-axis-distance-sampled = 距离 m − n（抽样）
heatmap-legend-cyclic = 2π（循环）
heatmap-legend-log = { $max } rad（对数）
heatmap-readout = m − n = { $distance }，维度对 { $pair }，速度 { $speed }°/位置，角度 { $angle } rad = { $degrees }°{ $wrap ->
        [yes] （模 360°）
       *[no] { "" }
    }{ $unseen ->
        [yes] ，这个维度对在原始上下文内从未出现过这个角度
       *[no] { "" }
    }
heatmap-now = { $turns }{ $grey }
heatmap-shown-sampled = 图中显示距离 0 到 { $last }，抽样为 { $rows } 行（每 { $every } 个距离取一行：快速维度对的条纹来自抽样）
heatmap-shown = 图中显示距离 0 到 { $last }
heatmap-wheel-one = 它的列转过整个色轮
heatmap-wheel-many = 它们的列转过整个色轮
heatmap-raw-one = 它的原始角度超过 2π
heatmap-raw-many = 它们的原始角度超过 2π
heatmap-rest-one = 维度对 { $from } 停留在第一圈之内
heatmap-rest-many = 维度对 { $from } 到 { $last } 停留在第一圈之内
heatmap-turns-no-pair = { $shown }，没有任何维度对。
heatmap-turns-still = { $shown }：没有任何维度对在旋转（所有速度都是 0，就像关闭 RoPE 时一样）。
heatmap-turns-none = { $shown }：在此范围内没有维度对转满一圈（维度对 0 需要 { $needs } 个位置）。
heatmap-turns-only-pair = { $shown }：唯一的维度对转满了一圈（{ $how }）。
heatmap-turns-all = { $shown }：全部 { $n } 个维度对都至少转满一圈（{ $how }）。
heatmap-turns-first = { $shown }：只有维度对 0 转满一圈（{ $how }）；{ $rest }。
heatmap-turns-leading = { $shown }：维度对 0 到 { $last } 转满一圈（{ $how }）；{ $rest }。
heatmap-turns-some = { $shown }：{ $n } 个维度对中有 { $k } 个转满一圈（维度对 { $list }）。
heatmap-grey-none = 没有单元格变灰：这里的每个角度{ $drawn ->
        [scaled] （使用缩放后的频率）
        [unscaled] （使用未缩放的频率）
       *[plain] { "" }
    }都在 { $orig } 个位置的原始上下文内出现过。
heatmap-grey-some = { $pairs } 列中的 { $cols } 列共有 { $cells } 个单元格变灰：这些角度{ $drawn ->
        [scaled] （使用缩放后的频率）
        [unscaled] （使用未缩放的频率）
       *[plain] { "" }
    }是在 { $orig } 个位置上训练的模型从未见过的。
heatmap-summary = { $rows } 个距离 m − n（从 { $first } 到 { $last }）乘以 { $pairs } 个维度对。维度对 0 每个位置转 { $fast }°，每 { $wraps } 个位置转一圈；维度对 { $last_pair } 每个位置转 { $slow }°。{ $ood ->
        [0] { "" }
       *[other] 有 { $ood } 个单元格（灰色）的角度在原始上下文内从未出现过。
    }
view-numbered = { $n }. { $heading }
view-title-compasses = 罗盘：每个维度对都在旋转
view-short-compasses = 罗盘
view-title-heatmap = 角度热力图
view-short-heatmap = 角度热力图
view-title-score = 分数分解
view-short-score = 逐对分数
view-title-invariance = 同时平移两个词元
view-short-invariance = 同时平移两个词元
view-title-distance = 分数与距离
view-short-distance = 分数与距离
view-title-attention = 注意力矩阵
view-short-attention = 注意力
view-title-frequencies = 频率与波长
view-short-frequencies = 频率
view-title-layers = 层：局部、全局与无 RoPE
view-short-layers = 层
view-title-longlab = 长上下文实验室：真实模型超出训练时的上下文
view-short-longlab = 长上下文实验室
view-title-absolute = 绝对位置编码与旋转位置编码
view-short-absolute = 绝对与旋转
view-title-multimodal = 多模态 RoPE：时间、高度、宽度
view-short-multimodal = 多模态
view-title-vision = 视觉 RoPE：行与列
view-short-vision = 视觉图块
view-title-latent = 潜在注意力：解耦的 RoPE
view-short-latent = 潜在注意力
view-title-lesson = 为什么有效：一步一步来
view-short-lesson = 为什么有效
view-title-examples = 例题详解
view-short-examples = 例题详解
view-title-mistakes = 资料中的错误
view-short-mistakes = 资料中的错误
view-title-quiz = 自我检测
view-short-quiz = 自我检测
view-title-kernel = 完整内核，真实规模
view-short-kernel = 真实规模的内核
view-chapter-rotation = 旋转
view-chapter-score = 分数
view-chapter-long-context = 长上下文
view-chapter-deeper = 深入了解
view-chapter-blurb-rotation = 每个维度对按“位置 × 速度”旋转。
view-chapter-blurb-score = 查询与键的分数，逐个维度对来看，以及同时平移两个词元对它的影响。
view-chapter-blurb-long-context = 速度、波长与训练时的上下文；缩放方法如何拉伸它们；使用其他 RoPE 或不用 RoPE 的层；真实模型在超出训练上下文时的表现。
view-chapter-blurb-deeper = 绝对位置编码、图像、视觉图块、潜在注意力、推导过程、经典例题、资料中的错误、测验以及真实的内核。

# Under each compass dial: the angle between the query and the key arrows.
compasses-dial-apart = 相差 { $angle }°
