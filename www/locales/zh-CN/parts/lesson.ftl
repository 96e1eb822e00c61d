# 课程视图（“为什么有效”）：十二个小节，每节一段文字和一张按当前设置计算的表。所有数字都以变量传入。

lesson-caption = 其他视图背后的道理，每一条都用当前设置验证：为什么答案是旋转，旋转的手算写法和一个大矩阵写法，为什么分数要除以 √d，早期的正弦位置编码能做到什么，单个维度对在哪里会被骗、为什么 RoPE 需要许多维度对，维度对如何像一组时钟一样读数，RoPE 在模型中的位置，以及为什么简单的插值会挤压快速的维度对。

lesson-table-label = { $title }：数据

## 记号说明（符号或术语，及其含义）。

lesson-notation-b = b
lesson-notation-b-meaning = 基数（rope_theta），例如 10000
lesson-notation-theta = θ_i
lesson-notation-theta-meaning = 仅指维度对 i 的频率：θ_i = b^(−2i/d) 弧度/位置，i = 0 … d/2 − 1
lesson-notation-mn = m, n
lesson-notation-mn-meaning = 查询和键的位置；所有相对量都是 m − n（查询减键）
lesson-notation-dot = dot_i
lesson-notation-dot-meaning = 维度对 i 的 q_a k_a + q_b k_b（它的普通内积）
lesson-notation-cross = cross_i
lesson-notation-cross-meaning = q_a k_b − q_b k_a（q 的第一分量乘 k 的第二分量，减去反过来的乘积）
lesson-notation-share = 维度对 i 的份额
lesson-notation-share-meaning = dot_i cos((m − n)θ_i) + cross_i sin((m − n)θ_i)；换成 n − m 时正弦项变号
lesson-notation-score = 分数
lesson-notation-score-meaning = q′·k′，旋转后两个向量的内积
lesson-notation-logit = logit
lesson-notation-logit-meaning = 分数 / √d（在 YaRN 和 LongRoPE 下再乘以注意力因子的平方）：softmax 的输入

## 表头和文字单元格。

lesson-col-between = 夹角：旋转后 q 的角度 − 旋转后 k 的角度（°）
lesson-col-polar-share = 维度对 0 的份额，|q||k| cos(夹角)
lesson-col-step = 步骤
lesson-col-first-entry = 第一分量
lesson-col-second-entry = 第二分量
lesson-row-matrix-product = 矩阵乘积
lesson-row-complex-product = 复数乘积
lesson-col-quantity = 量
lesson-col-mean = 均值
lesson-col-variance = 方差
lesson-col-matrix-row = 矩阵行
lesson-col-column-0 = 第 0 列
lesson-col-column-1 = 第 1 列
lesson-col-relative-angle = 相对角度（°）
lesson-col-pair-share = 维度对的份额
lesson-col-pair = 维度对
lesson-col-whole-turns = 整圈数
lesson-col-hand = 指针（°）
lesson-col-positions-per-turn = 每圈的位置数
lesson-col-setting = 设置
lesson-col-score = 分数
lesson-row-interleaved = 交错布局，作用于 q、k
lesson-row-half-permuted = 对半拆分布局，作用于重排后的 q、k
lesson-row-half-raw = 对半拆分布局，作用于原样的 q、k
lesson-col-pair-i = 维度对 i
lesson-col-dims = 维度
lesson-col-theta-rotary = θ_i（d = 旋转维度数）
lesson-col-theta-head = θ_i（d = 头维度）
lesson-cell-pass-through = 直接通过
lesson-col-method = 方法
lesson-col-pair0-step = 维度对 0 的步长（弧度）
lesson-col-unscaled = 未缩放
lesson-col-dot-part = 内积部分（两种顺序相同）
lesson-col-cross-before = 交叉部分（交换前）
lesson-col-cross-after = 交叉部分（交换后）

## 各小节。

lesson-polar-title = 为什么答案是旋转
lesson-polar-text = 把 q 和 k 的维度对 0 写成复数：q = |q| e^(iφ_q)，k = |k| e^(iφ_k)，其中 |q| = { $q_len }，φ_q = { $phi_q }°，|k| = { $k_len }，φ_k = { $phi_k }°。乘以 e^(imθ) 会把 q 转过 mθ 而保持长度不变，所以该维度对在分数中的份额是 Re(q e^(imθ) · conj(k e^(inθ))) = |q||k| cos(φ_q − φ_k + (m − n)θ)。位置只以 m − n 的形式出现：这正是 RoPE 设计时追求的性质，而旋转就是具有这一性质的映射。下面是旋转后两个向量之间的夹角，分别为实测值和预测值（(m + 7, n + 7) 这一行与第一行相同：m − n 相同）：

lesson-by-hand-title = 手算一个维度对：2×2 旋转与复数乘积
lesson-by-hand-text = q 的维度对 0 是 ({ $a }, { $b })；在 m = { $m } 处它转过 α = mθ_0 = { $alpha } 弧度。写成矩阵：[cos α −sin α; sin α cos α] 乘以这个维度对。写成复数：(a + ib)(cos α + i sin α) = (a cos α − b sin α) + i(a sin α + b cos α)。两种写法得到同样的两个数。

lesson-matrix-title = 把整个旋转写成一个分块对角矩阵
lesson-matrix-text = 一次处理所有维度对：R(m) 是一个 d×d 矩阵，每个维度对占一个 2×2 旋转块，其余位置为零（下表是它在 m = { $m } 时的前 { $dims } 个维度，采用{ $layout ->
        [half] 对半拆分
       *[other] 交错
    }布局）。RoPE 从不真正构造这个矩阵（它逐对相乘），但它说明了为什么 R(m)ᵀR(n) = R(n − m)：各块独立旋转，而旋转可以复合。在这里的完整矩阵上，R(m)ᵀR(n) − R(n − m) 的最大元素为：{ $gap }。

lesson-sqrt-d-title = 为什么分数要除以 √d
lesson-sqrt-d-text = 若 q 和 k 的分量均值为 0、方差为 1，则 q·k 是 d 个乘积之和，其方差随 d 增长。在 d = { $d } 时取 { $samples } 对随机向量：除以 √d 之前方差为 { $before }，之后为 { $after }。不做除法，softmax 会随 d 增大而饱和：对按这种分数分布的八个 logit，它的最大权重是 { $peak_raw }，缩放后则是 { $peak_scaled }。

lesson-offset-map-title = 正弦位置编码：移动 k 个位置是一个固定的线性映射
lesson-offset-map-text = 原始 Transformer 在位置 p 的 (sin, cos) 维度对，通过一个 2×2 矩阵移动到 p + 5，这个矩阵只取决于偏移量 5，与 p 无关。这里从 p = { $p } 取维度对 0：矩阵预测的结果是 ({ $pred_a }, { $pred_b })，实际值是 ({ $actual_a }, { $actual_b })，差值为 { $error }。模型可以从这类编码中学到相对偏移；RoPE 则把同样的旋转直接作用在 q 和 k 上。

lesson-aliasing-title = 混叠：单个维度对分不清某些距离
lesson-aliasing-text = 一个每个位置转 90° 的维度对，每隔 4 个位置就回到同一角度，所以单看它，距离 4（和 8）与距离 0 完全一样。其他以不同速度旋转的维度对能把它们区分开：这就是 RoPE 使用一整套阶梯式频率的原因。用这里的 q 和 k、每个位置 90° 时，维度对 0 在分数中的份额：

lesson-clocks-title = 一排时钟，而不完全是数位
lesson-clocks-text = 可以把各维度对看成以不同速度走动的时钟指针：快的区分相近的位置，慢的区分相距很远的位置，就像数字的各个数位一样。这个类比在步长上不再成立：相邻维度对之间相差的倍数是 b^(2/d) = { $ratio }，而不是 10，而且指针是连续转动的，不会跳变。m = { $m } 时各指针的位置：

lesson-where-title = RoPE 在 Transformer 中的位置
lesson-where-text = 在每一个注意力层的每一个头中：词元的隐藏状态被投影为 q = W_q x 和 k = W_k x，紧接着每个头的 q 和 k 按词元的位置进行旋转。值 v 从不旋转，嵌入本身也不携带位置信息。所以旋转在每一层都重新进行一次，总是作用于新的投影。

lesson-layouts-title = 交错与对半拆分：同一个模型，只是行的顺序不同
lesson-layouts-text = 交错布局把维度 (2i, 2i+1) 配成一对；对半拆分布局（GPT-NeoX，Hugging Face 的 rotate_half）把 (i, i + d/2) 配成一对。把 W_q 和 W_k 的行重新排列，使维度 2i 移到 i、2i+1 移到 i + d/2，对半拆分的模型就能算出与交错模型完全相同的分数。llama.cpp 的转换脚本对 Llama 系列的检查点正是这样做的：它们的 GGUF 文件以重排后的行存储 W_q 和 W_k，使 llama.cpp 的交错内核与 Hugging Face 的模型一致。llama.cpp 本身就以对半拆分方式运行的模型（GPT-NeoX、Qwen2 以及其他使用 NeoX 风格 RoPE 的模型）则保持原来的行顺序。用当前的 q 和 k（d = { $d }）：交错 { $interleaved }，对重排后的向量做对半拆分 { $half_permuted }，对未重排的向量做对半拆分 { $half_raw }（布局与权重不匹配：这相当于另一个模型）。

lesson-partial-title = 部分旋转：一些维度直接通过
lesson-partial-text = GPT-NeoX 20B 只旋转其 { $head } 个头维度中的前 { $rot } 个（rotary_pct { $pct }）：维度 0–{ $last_rot } 组成 { $pairs } 个维度对并旋转，维度 { $first_pass }–{ $last_head } 原样通过，以普通内积计入分数。在旋转部分内部，维度对采用{ $layout ->
        [half] 对半拆分：维度对 i 是维度 i 和 i + { $half }
       *[other] 交错：维度对 i 是维度 2i 和 2i + 1
    }（即 ropescope 中 GPT-NeoX 预设的布局）。频率分布在旋转维度上：θ_i = b^(−2i/{ $rot })，与 Hugging Face 的计算方式一致，而不是 b^(−2i/{ $head })；若以头维度作分母，最慢的旋转维度对会比实际快 { $times } 倍。ropescope 通过把 d 设为旋转维度数来模拟这样的头（粘贴含 rotary_pct 或 partial_rotary_factor 的配置时就会这样做）。

lesson-crowding-title = 为什么位置插值会挤压快速的维度对
lesson-crowding-text = 线性插值把每个频率都除以缩放因子（这里是 { $factor }），于是在每个维度对上相邻位置都靠得更近，包括最快的那个维度对，而模型正依赖它来区分相邻的词元。NTK-aware、YaRN 和 Llama 3 让快速维度对（几乎）保持训练时的样子，只放慢慢速的维度对。维度对 0 在相邻位置之间转过的角度：

lesson-swap-title = 自测：两个词交换位置时什么会改变
lesson-swap-text = 词保持不变，交换它们的位置：查询的词现在位于 n = { $query_now }，键的词位于 m = { $key_now }。内容 q 和 k 不变，只有相对距离变号。在每个维度对中，内积部分 dot_i cos((m − n)θ_i) 保持不变（余弦是偶函数）；交叉部分 cross_i sin((m − n)θ_i) 变号（正弦是奇函数）。{ $change }{ $mask }不用 RoPE（rope=off）时，这个分数在两种顺序下都是普通的 q·k = { $plain }，但解码器仍然不是对顺序毫无感知：它的因果掩码只让每个词元看到更早的词元（注意力视图在关闭 RoPE 时展示了这一点），完全不用位置编码训练的解码器也能从这个掩码中学到位置。
lesson-swap-stays = 所以分数保持为 { $score }：这里每个交叉部分都是 0。
lesson-swap-changes = 所以分数从 { $before } 变为 { $after }。
lesson-swap-mask-hides = 交换后，键的词位于查询的词之后，因此解码器的因果掩码会把它对查询完全隐藏：权重恰好为 0。
lesson-swap-mask-reveals = 交换前，键的词位于查询的词之后，被解码器的因果掩码隐藏（权重恰好为 0）；交换后查询就能看到它。
