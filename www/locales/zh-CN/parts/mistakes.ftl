# “错误”视图（src/app/more/views/mistakes.rs）及其模型（src/rope/teaching/errata.rs）：五篇源文本中的疏漏，
# 每条给出原文的说法、核心此刻计算出的正确结果和原因。文本标题以及页面自身视图链接到的位置在 page/mistakes.ftl。

# 视图标题下的说明。
mistakes-caption = 本工具所依据的教学文本中有一些疏漏：数字算错、符号颠倒、指数差一、结论说反。这里逐条列出原文的说法（用我们自己的话转述，并附上原文的数字）、由绘制所有视图的同一个核心此刻计算出的正确结果，以及出错的原因。“演示给我看”会载入能演示该错误的设置。

## 列表中的一条错误。

# 错误的类型，显示在文本标题和位置之后。
mistakes-kind-arithmetic = 数字错误
mistakes-kind-conceptual = 概念或公式错误
# 原文说法、计算结果和原因前面的标签。
mistakes-label-says = 原文说：
mistakes-label-truth = 此刻计算：
mistakes-label-cause = 原因：
# 载入演示该错误的设置的按钮。
mistakes-show-me = 演示给我看
# 空（句子中省略的部分）。
mistakes-truth-nothing = { "" }

## 页面自身视图不链接的文本位置（其余在 page/mistakes.ftl）。

mistakes-where-identity-sign = ASCII 图解，表格部分：恒等式检验
mistakes-where-dropped-base = ASCII 图解，快速可视化切片
mistakes-where-embedding-not-projection = 1. 语义含义（“是什么”）
mistakes-where-mat-query-75 = The cat sat on the mat：旋转“mat”的查询（query）
mistakes-where-cat-key-15 = The cat sat on the mat：旋转“cat”的键（key）
mistakes-where-mat-cat-total = The cat sat on the mat：注意力分数
mistakes-where-softmax-index-letters = 注意力权重：为正、总和为 1、softmax
mistakes-where-dot-product-not-a-metric = 选择相似度：内积
mistakes-where-variance-not-linear = 为什么要乘以 1/√d
mistakes-where-llama2-7b-not-gqa = 实践中的 RoPE：开源模型一览表
mistakes-where-dropped-transpose = 目标，以及推导的结果
mistakes-where-magnitudes-r-v = 用复数形式重新解释
mistakes-where-theta-q-for-both = 推导：等差数列与角度分量
mistakes-where-coordinate-not-pair = 结论：由两次旋转得到相对位置
mistakes-where-head-dim-called-embedding = 1. 输入
mistakes-where-last-frequency-off-by-one = 2. 位置频率
mistakes-where-reorder-only-permutes = 注意力如何知道词元的顺序
mistakes-where-the-attends-to-cat = 相对位置性质
mistakes-where-gpt-neo-learned-positions = RoPE 简介：使用它的模型
mistakes-where-sinusoid-no-pattern = 为什么绝对位置无法外推
mistakes-where-theta0-off-by-one = 集合 Θ，以 Llama 为例的计算
mistakes-where-freq-scale-guess = 把旋转写成矩阵
mistakes-where-ntk-aware-raises-base = NTK 插值
mistakes-where-ntk-same-factor = NTK-by-parts
mistakes-where-embeddings-rotated = θ_2 矩阵之后的回顾
mistakes-where-yarn-blend-positions = beta_fast 与 beta_slow（混合）

## 每条错误：原文的说法（-claim，用 ropescope 自己的话转述；其中的数字是原文自己的错误数字）和原因（-cause，一句话）。

mistakes-identity-sign-claim = 对完整的 128 维头所做的检验被写成 ⟨R(t1)q, R(t2)k⟩ = ⟨q, R(t1 − t2)k⟩。
mistakes-identity-sign-cause = 符号颠倒：把 R(t1) 移到内积的另一侧会变成它的转置 R(−t1)，所以键最终转过的是 t2 − t1，而不是 t1 − t2。
mistakes-slice-t0-angles-claim = 在位置 t = 0，切片列出了一些不为零的小角度：平面 8 约 0.008 rad，平面 32 约 0.032，平面 63 约 0.063。
mistakes-slice-t0-angles-cause = 角度等于位置乘以该平面的频率，所以在 t = 0 时，无论频率是多少，每个平面的角度都恰好为零。
mistakes-dropped-base-claim = 切片把频率写成 ω[k] = 10^(−2k/D)，并给出最慢的平面 ω63 ≈ 10^(−0.984)。
mistakes-dropped-base-cause = 丢了基数：基数是 10000 而不是 10，而 10000 = 10^4，所以以十为底的真正指数要大四倍。
mistakes-slice-k0-t2048-claim = 在位置 t = 2048，切片给平面 0 的角度是 θ = 0。
mistakes-slice-k0-t2048-cause = 平面 0 每个位置转一弧度，所以它在位置 t 的角度就是 t 本身；只有在 t = 0 时角度才为零。
mistakes-slice-k63-largest-claim = 在位置 t = 2048，切片说平面 63 的角度是所有平面中最大的。
mistakes-slice-k63-largest-cause = 顺序说反了：在固定位置上，角度 t·ω_k 随 k 增大而减小，因为 ω_k = base^(−2k/D) 随 k 下降。
mistakes-slice-k8-k32-claim = 在位置 t = 2048，切片把平面 8 的角度写成大约 20.48 乘以某个十的负幂，并说平面 32 的角度更大。
mistakes-slice-k8-k32-cause = 又一次把顺序说反，还放错了数字：20.48 是 2048·ω_32，即平面 32 的角度，而转得更快的平面 8 远远超过它。
mistakes-speed-order-reversed-claim = 文中说高 k 的平面（罗盘）转得最快、捕捉局部顺序，低 k 的平面几乎不转、捕捉远距离顺序。
mistakes-speed-order-reversed-cause = 说反了：ω_k = base^(−2k/D) 在 k = 0 时最大，所以低 k 的平面转得最快，高 k 的平面最慢。
mistakes-emoji-heatmap-colours-claim = 8 维角度表的表情符号热图把 0.06 rad 涂成黄色、0.1 rad 却涂成蓝色，0.6 rad 涂成橙色、1.0 rad 却涂成黄色，1.5 rad 涂成红色、2.0 rad 却涂成橙色，然后把颜色当成旋转量来解读（位置 4 从维度对 0 得到“大幅旋转”）。
mistakes-emoji-heatmap-colours-cause = 颜色按每一列自己的尺度着色，而不是按角度，所以更红的格子可能装着更小的角度；何况角度本来就不是“量”：维度对 0 在位置 6 几乎转满一整圈，在表盘上看几乎等于没转。
mistakes-embedding-not-projection-claim = 文中说 RoPE 旋转的向量直接来自最初的词嵌入层，只含语义、不含位置。
mistakes-embedding-not-projection-cause = 位置不对：RoPE 旋转的是每个注意力层、每个头内部的查询和键投影，而从第一层之后，这些层的输入本身就已带有位置信息；若在投影之前旋转原始嵌入，就会失去相对位置性质。
mistakes-mat-query-75-claim = “mat”的慢速维度对 [0.8, 0.6] 转过 75° 后，被写成 [0.02, 0.99]。
mistakes-mat-query-75-cause = 算术疏漏：第一个分量是 0.8·cos 75° − 0.6·sin 75°，正弦项更大，所以结果为负。
mistakes-cat-key-15-claim = “cat”的慢速维度对 [0.9, 0.4] 转过 15° 后，被写成 [0.77, 0.64]。
mistakes-cat-key-15-cause = 第二个分量 0.9·sin 15° + 0.4·cos 15° 算错了（第一个分量保留两位小数是对的）。
mistakes-mat-cat-total-claim = 文中说慢速维度对贡献 0.65，所以注意力分数是 0.91 + 0.65 = 1.56。
mistakes-mat-cat-total-cause = 错误被带了下来：0.65 是上面两个旋转错了的维度对的内积，而快速维度对的 0.91 是对的。
mistakes-softmax-index-letters-claim = 有 m 个键时，文中要求权重在 i = 1 到 n 上求和为 1，并把缩放后的 softmax 印成 exp(qᵀk_i/√d) 除以 Σ_i exp(qᵀk_j/√d)。
mistakes-softmax-index-letters-cause = 下标字母对不上：归一化的求和应当用自己的下标遍历全部 m 个键（j = 1 到 m），而印出来的求和对 i 求和，求和项却是不含 i 的 k_j，结果是把同一个键的项加了 m 次。
mistakes-dot-product-not-a-metric-claim = 内积被称为一种度量两个向量之间夹角的距离度量。
mistakes-dot-product-not-a-metric-cause = 它是相似度，不是距离：度量在向量与自身之间为 0，并随两个向量分开而增大；而 q·q 是 q 长度的平方，内积也会随长度增大，而不仅仅取决于夹角。
mistakes-variance-not-linear-claim = 文中说，d 个独立标准正态变量乘积之和的方差，根据方差的线性性等于 d。
mistakes-variance-not-linear-cause = 用错了性质：方差不是线性的（常数提出来要平方，正如下一行的 Var(cX) = c²Var(X) 所说）；d 个方差之所以能相加，是因为这些乘积互不相关，正是这一点使和的方差为 d。
mistakes-llama2-7b-not-gqa-claim = 表中把 LLaMA2-7B 的注意力变体写成分组查询注意力（GQA）。
mistakes-llama2-7b-not-gqa-cause = 注意力类型错了：Llama 2 7B 的键值头与查询头一样多，所以每个查询头都有自己的键和值（普通的多头注意力）；Meta 只在更大的 Llama 2 模型中使用了分组查询注意力。
mistakes-dropped-transpose-claim = 注意力分数被写成 q_mᵀk_n = x_mᵀ W_q R_(n−m) W_k x_n，既作为目标，也作为 (R_m W_q x_m)ᵀ(R_n W_k x_n) 的最终结果。
mistakes-dropped-transpose-cause = 丢了转置：R_m W_q x_m 的转置是 x_mᵀ W_qᵀ R_mᵀ，所以正确形式是 x_mᵀ W_qᵀ R_(n−m) W_k x_n；没有转置时，除非 W_q 对称，用的就是另一个矩阵。
mistakes-magnitudes-r-v-claim = 复数形式中的模长被标为 R_{ "{" }q,k,v{ "}" }，旁边的角度则是 Θ_{ "{" }q,k,g{ "}" }。
mistakes-magnitudes-r-v-cause = 字母错了：三个模长属于 f_q、f_k 和 g（即注意力分数），正如角度的标注所示；推导中没有任何值向量参与（RoPE 从不旋转值）。
mistakes-key-angle-drops-n-claim = 键被写成 f_k(x_k, n) = R_k(x_k, n)e^(iΘ_k(x_k))，键的角度中没有位置。
mistakes-key-angle-drops-n-cause = 丢了自变量：键的角度随其位置变化，应为 Θ_k(x_k, n)，就像旁边查询的 Θ_q(x_q, m) 一样；没有 n，键根本不会旋转。
mistakes-theta-k-minus-theta-k-claim = 令 m = n 时，角度差 Θ_k − Θ_q 被化简为 θ_k − θ_k，而它永远为零。
mistakes-theta-k-minus-theta-k-cause = 笔误：第二个初始角属于查询，所以差应为 θ_k − θ_q，只有当 q 和 k 指向相同方向时它才为零。
mistakes-g-argument-n-claim = 在重述两个条件时，幻灯片写成 R_q(x_q, m)R_k(x_k, n) = R_g(x_q, x_k, n) 和 Θ_k(x_k, n) − Θ_q(x_q, m) = Θ_g(x_q, x_k, n)，g 的最后一个自变量是 n。
mistakes-g-argument-n-cause = 丢了一项：g 的自变量是偏移 n − m；只写 n 时，右边将取决于键所在的位置，而当查询移动、键不动时，角度差是会变化的。
mistakes-magnitude-drops-q-norm-claim = 文中得出 g 的模长为 R_g(x_q, x_k, n − m) = R_g(x_q, x_k, 0) = ‖k‖。
mistakes-magnitude-drops-q-norm-cause = 丢了因子：距离为 0 时模长相乘，R_g(x_q, x_k, 0) = R_q R_k = ‖q‖‖k‖，正如前一行所写，所以结果中应有 ‖q‖。
mistakes-phi-step-sign-claim = 代入 n = m + 1 后被写成 Θ_k(m + 1) − Θ_q(m) = φ(m + 1) − φ(m) + θ_q − θ_k。
mistakes-phi-step-sign-cause = 符号颠倒：Θ_k 加上的是 θ_k，Θ_q 加上的是 θ_q，所以二者之差含有 θ_k − θ_q；相反的符号只有移到等式另一边之后才会出现。
mistakes-theta-q-for-both-claim = 两个向量求得的角度分量被写成 Θ_{ "{" }q,k{ "}" }(x_{ "{" }q,k{ "}" }, m) = mθ + γ + θ_q，键的角度里也用了查询的初始角。
mistakes-theta-q-for-both-cause = 下标疏漏：每个向量保留自己的初始角，Θ_k(x_k, m) = mθ + γ + θ_k；如果两者都用 θ_q，差 Θ_k − Θ_q 就会丢掉 θ_k − θ_q，而这一部分恰恰承载着 q 和 k 的内容。
mistakes-exponent-parentheses-claim = 解被写成 f_q(x_q, m) = ‖q‖e^(iθ_q + mθ + γ)，只有 θ_q 乘了 i。
mistakes-exponent-parentheses-cause = 丢了括号：整个角度 θ_q + mθ + γ 都应在虚指数里，即 e^(i(θ_q + mθ + γ))；照印出来的写法，e^(mθ + γ) 是一个实数因子，每一步都会拉长向量，而不是旋转它。
mistakes-initial-conditions-x-n-claim = 初始条件被设为 q = W_q x_n 和 k = W_k x_n，两者都来自位置 n 的词元。
mistakes-initial-conditions-x-n-cause = 下标疏漏：查询来自位置 m 的词元，q = W_q x_m，正如下一行的 f_q(x_m, m) = (W_q x_m)e^(imθ) 所写；如果两者都来自 x_n，注意力分数就成了键的词元与它自己比较。
mistakes-gamma-doubled-claim = 对角度的回顾写成 Θ_(q,k)(x, m) = mθ + γ + γ。
mistakes-gamma-doubled-cause = 重复的一项顶替了另一项：两页之前求得的角度是 mθ + γ + θ_(q,k)，所以第二个 γ 占据的是向量自身初始角的位置。
mistakes-coordinate-not-pair-claim = 最后一页幻灯片说，在每个坐标 i 上，键先逆时针转 nθ_i，再顺时针转 mθ_i。
mistakes-coordinate-not-pair-cause = 下标疏漏：θ_i 属于第 i 个维度对，即一起旋转的两个坐标构成的第 i 个平面（d 个坐标共有 d/2 个角度）；单个坐标没有可以转的角度。
mistakes-head-dim-called-embedding-claim = d，即频率所分布的 q 和 k 的长度，被称为嵌入维度（例子中 d = 64）。
mistakes-head-dim-called-embedding-cause = 把 RoFormer 的单头记法搬到了多头模型上：在那里 q 和 k 是一个注意力头的向量，所以 d 是头维度（嵌入宽度除以头数），频率 base^(−2i/d) 用的就是它。
mistakes-last-frequency-off-by-one-claim = 对 d = 64，最慢的频率被写成 θ_(d/2−1) = 10000^(−1) = 0.0001。
mistakes-last-frequency-off-by-one-cause = 指数差一：最后一个下标 i = d/2 − 1 给出 −2i/d = −(d − 2)/d，永远到不了 −1。
mistakes-reorder-only-permutes-claim = 文中说，没有位置信息时，打乱词元顺序只会把注意力计算重新排列，因此模型无法区分不同的顺序。
mistakes-reorder-only-permutes-cause = 只有在没有因果掩码时才成立：解码器的掩码属于位置而不属于词元，所以重新排序会改变每个词元能看到哪些词元（不用位置编码训练的解码器正是从这里学到位置的）。
mistakes-the-attends-to-cat-claim = 讲义说，无论“the cat”出现在哪里，在它所讲的因果解码器（也就是 llama.cpp 运行的那种）中，模型都应以相同方式从“the”注意“cat”。
mistakes-the-attends-to-cat-cause = 方向说反了：“the”在“cat”之前，而在因果解码器中，查询只能看到自己及更早位置上的键，所以“the”根本无法注意“cat”，而是“cat”注意“the”。
mistakes-gpt-neo-learned-positions-claim = GPT-Neo 与 PaLM、GPT-J 和 Llama 一起被列为使用旋转位置编码的模型。
mistakes-gpt-neo-learned-positions-cause = GPT-Neo 发布的检查点是在每个词元的嵌入上加一个学习得到的绝对位置向量（它的后继者 GPT-J 和 GPT-NeoX 才旋转 q 和 k），所以它的分数取决于一对词元所在的位置，而不只是它们相距多远。
mistakes-sinusoid-no-pattern-claim = 文中说正弦位置编码毫无规律地移动向量，所以模型只能死记位置。
mistakes-sinusoid-no-pattern-cause = 恰恰相反：编码中的每个 sin/cos 对每个位置转过固定角度，所以位置 p + k 的编码就是 p 的编码经过一个只取决于 k 的 2×2 旋转。
mistakes-each-dimension-own-angle-claim = 文中说查询和键的每一维都以不同的角度旋转，该角度是位置和维度的函数。
mistakes-each-dimension-own-angle-cause = 一个维度对的两个维度共用一个角度，因为旋转转动的是一个平面而不是单个坐标，所以 d 维的头在每个位置有 d/2 个角度，而不是 d 个。
mistakes-theta-is-frequency-claim = e^(imθ) 中的 θ 两次被描述为第 m 个位置的旋转角（别处还把 Θ = { "{" }θ_i{ "}" } 说成一组角度）。
mistakes-theta-is-frequency-cause = 把频率当成了角度：θ 是该维度对每个位置固定转过的量，在每个位置都相同，位置 m 处的角度是 m·θ。
mistakes-x-m-query-row-claim = f_q(x_m, m) = (W_q x_m)e^(imθ) 中的 x_m 被说成查询矩阵的第 m 行，然后再用 W_q 乘这一行。
mistakes-x-m-query-row-cause = 向量错了：x_m 是该词元的输入向量（层输入中它的那一行），W_q x_m 已经是它的查询；用 W_q 乘查询矩阵的一行，等于把查询又投影了一次。
mistakes-theta0-off-by-one-claim = 把 i = 0 代入 θ_i = 10000^(−2(i−1)/d)，得到第一个值 10000^(2/4096) = 1.0045，列表接着是 1.0、0.9955、0.9910……
mistakes-theta0-off-by-one-cause = 差一：该公式从 i = 1 开始给维度对编号，所以 i = 0 不在其范围内，会得到正的指数，即大于 1 的频率。
mistakes-d-is-model-width-claim = 频率公式中的 d 被当成 Llama 的嵌入大小 4096，所以频率下降得非常慢：1.0 之后的下一个是 0.9955。
mistakes-d-is-model-width-cause = 维度错了：旋转作用在每个注意力头内部，所以 d 是头的大小（模型宽度除以头数），而不是模型宽度。
mistakes-theta-prose-drops-d-claim = 文字描述说，集合中的每个 θ_i 是 10000 的 −2(i − 1) 次方。
mistakes-theta-prose-drops-d-cause = 丢了一项：文字旁边的公式把指数除以 d；不做这个除法，θ_2 就已经是 10000^(−2)，而有了它，前几个维度对每个位置转接近 1 rad。
mistakes-freq-scale-guess-claim = 文中推测指数中的 −2 就是 llama.cpp 的 freq_scale 参数（而 10000 是它的频率基数）。
mistakes-freq-scale-guess-cause = 认错了：llama.cpp 的 freq_scale 是作用在位置上的线性插值乘数 L/L'，而 −2 是指数 −2i/d 中固定的一部分。
mistakes-pi-inverted-ratio-claim = PI 被写成 m' = m·s = m·L'/L（以及 f'(x, m) = f(x, m·L'/L)）；在 L = 1024、L' = 2048 时，例子把 500·2048/1024 算成 250。
mistakes-pi-inverted-ratio-cause = 比值颠倒：插值是把位置除以 s = L'/L，也就是乘以 L/L'，所以照写出来的乘积不可能得到印出来的结果。
mistakes-ntk-aware-raises-base-claim = 文中说 NTK-aware 插值把范围分成若干组，每组有自己的缩放因子：低维（高频）一个因子，高维另一个因子。
mistakes-ntk-aware-raises-base-cause = 没有分组：NTK-aware 缩放把基数提高到 b·s^(d/(d−2))，这使第 i 个维度对按自己的因子 s^(2i/(d−2)) 变慢，从 1 平滑上升到 s；按波长把维度对分组的是 NTK-by-parts，是它之后的一步。
mistakes-ntk-groups-reversed-claim = LongRoPE 的两组被描述为：低频组用于较短位置、缩放因子较小；高频组用于较长位置、缩放因子较大。
mistakes-ntk-groups-reversed-cause = 说反了，而且不是维度对的分组：LongRoPE 保存两个列表，每个维度对一个除数，short_factor 用于原始上下文以内的序列，long_factor 用于超出的序列；在两个列表中，快（高频）维度对的除数都最小，慢（低频）维度对的除数都最大。
mistakes-lambda-theta-angle-claim = 在 λ_d = 2π/Θ_d 中，Θ_d 被称为维度 d 的旋转角，并说当 λ_d = 4 时这个旋转角每 4 个词元重复一次。
mistakes-lambda-theta-angle-cause = 把频率当成了角度：只有当 Θ_d 是每个位置转过的量（它从不改变）时，2π/Θ_d 才是每圈的位置数；每 λ_d 个位置重复一次的是角度 m·Θ_d。
mistakes-yarn-d-is-the-head-claim = 在 λ_d = 2π·b^(2d/|D|) 中，|D| 被解释为嵌入空间的总维数。
mistakes-yarn-d-is-the-head-cause = 这个公式是 YaRN 自己的，针对单个注意力头而写，所以其中的 |D| 是头的大小（Llama 2：128，共 64 个维度对）；若理解为嵌入的 4096 维，它描述的就是横跨整个嵌入、由 2048 个维度对组成的一次旋转，而实际上每个头只旋转自己的维度对。
mistakes-ntk-same-factor-claim = 文中说 PI 和 NTK-aware 插值都把 RoPE 的每一维按同一个因子缩放。
mistakes-ntk-same-factor-cause = 只有 PI 如此：NTK-aware 提高基数，使第 i 个维度对的频率除以 s^(2i/(d−2))，从第一个维度对的 1 到最后一个的 s。
mistakes-d-halved-claim = 在 θ_j = 10000^(−2j/d) 中，d 被说成嵌入大小的一半（1024 维时为 512）；印出的最后一个值是 θ_511 ≈ 1.0746e-8。
mistakes-d-halved-cause = 维度被减半：指数中的 2j 已经在数维度对，所以 d 必须是完整的大小，减半会让每个指数加倍（最慢的维度对落在 10000^(−2) 附近，而不是 10000^(−1)）；印出的数字还带着列表的 j − 1 差一错误，所以单独哪一个疏漏都得不到它。
mistakes-theta-list-off-by-one-claim = 印出的列表以 theta_0 = 1.036633、theta_1 = 1.000000 开头。
mistakes-theta-list-off-by-one-cause = 差一：列表是用指数中的 j − 1 生成的，所以它比 1 早一步开始，而 θ_0 = base^0 永远恰好为 1。
mistakes-wavelength-reversed-claim = 文中说前面较大的值对应更长的波长和更低的频率，后面极小的值对应更短的波长和更高的频率。
mistakes-wavelength-reversed-cause = 说反了：一个维度对的波长是 2π/θ，所以 θ 越大，波长越短，频率越高。
mistakes-embeddings-rotated-claim = 回顾中说 RoPE 旋转的是词元嵌入，使两个嵌入的内积带有它们的相对位置。
mistakes-embeddings-rotated-cause = 位置不对：RoPE 在每个注意力层中旋转的是各个头的查询和键投影，从不旋转嵌入；若在投影之前旋转嵌入，得到的注意力分数就不会只取决于 m − n。
mistakes-recap-i-and-d-claim = 回顾把 i 定义为嵌入维度的下标，把 d 定义为嵌入空间的总维数。
mistakes-recap-i-and-d-cause = 下标错了：i 给维度对编号，从 0 到 d/2 − 1，d 是一个头的大小；而且这段回顾还与同一份笔记前面“d 是嵌入大小的一半”的说法自相矛盾。
mistakes-yarn-blend-positions-claim = 对一个在 512 个词元上训练、扩展到 1024 的模型，beta_fast 和 beta_slow 被描述为词元位置的混合区间（400 到 600）：在 400 附近做插值，超过 600 则完全外推。
mistakes-yarn-blend-positions-cause = 轴弄错了：beta_fast 和 beta_slow 是在原始上下文内转过的圈数，它们决定哪些维度对保持速度、哪些被混合、哪些被完全插值，之后每个位置用的都是同一组频率。

## 正确结果，由核心此刻计算（每个数字都是变量，由核心打印）。

# 某条错误的演示无法载入（$error：原因，来自设置解析器）。
mistakes-truth-not-loaded = 无法载入演示：{ $error }
# 计算失败（$error：原因，来自设置解析器）。
mistakes-truth-error = { $error }
mistakes-truth-identity-sign = 在完整的 { $d } 维头上，q 位于 t1 = { $t1 }，k 位于 t2 = { $t2 }：⟨R(t1)q, R(t2)k⟩ = { $lhs } 与 ⟨q, R(t2 − t1)k⟩ = { $right } 一致（差 { $diff }），而 ⟨q, R(t1 − t2)k⟩ = { $printed }。
mistakes-truth-slice-t0-angles = θ = t·ω：在 t = 0 时，平面 8、32 和 63 的角度为 { $a8 }、{ $a32 } 和 { $a63 } rad。一个位置之后，它们分别转过了 { $b8 }、{ $b32 } 和 { $b63 } rad。
mistakes-truth-dropped-base = 基数为 { $base }、D = { $d } 时，平面 { $last } 每个位置转 ω = { $w } = 10^({ $e }) rad。基数为 10 则会得到 10^({ $e10 }) = { $base10 }。
mistakes-truth-slice-k0-t2048 = 平面 0 每个位置转 { $w0 } rad，所以在 t = { $t } 时它的角度是 { $a } rad：转了 { $turns } 整圈，在表盘上剩下 { $wrapped } rad（{ $deg }°）。
mistakes-truth-slice-k63-largest = 在 t = { $t } 时，角度最大的是平面 { $largest }（{ $a } rad），最小的是平面 { $smallest }（{ $b } rad）：在固定位置上，角度随 k 增大而减小。
mistakes-truth-slice-k8-k32 = 在 t = { $t } 时，平面 8 每个位置转 ω_8 = { $w8 } rad，位于 { $a8 } rad；平面 32 每个位置转 ω_32 = { $w32 }，位于 { $a32 } rad，两者相差 { $ratio } 倍。
mistakes-truth-speed-order = 平面 0 每 { $first } 个位置转一整圈；平面 { $last } 需要 { $slow } 个位置才转一圈。低 k 的平面才是快的，它们捕捉局部顺序。
mistakes-truth-embedding-not-projection = 使用示意用的嵌入和投影（d = { $d }）：像模型那样在投影之后旋转，在位置 ({ $m }, { $n }) 的分数为 { $a }，在 ({ $m2 }, { $n2 }) 为 { $b }，两者相同。在投影之前旋转嵌入，分数为 { $c } 和 { $e }：此时分数取决于这一对所在的位置。
mistakes-truth-dropped-transpose = 使用示意用的嵌入和投影（d = { $d }），查询位于 m = { $m }，键位于 n = { $n }：(R_m W_q x_m)ᵀ(R_n W_k x_n) = { $score } 与 x_mᵀ W_qᵀ R_(n−m) W_k x_n = { $right } 一致（差 { $diff }）；印出的 x_mᵀ W_q R_(n−m) W_k x_n 则给出 { $printed }。
mistakes-truth-mat-query-75 = 转过 75° 后，[0.8, 0.6] 变为 [{ $a }, { $b }]。
mistakes-truth-cat-key-15 = 转过 15° 后，[0.9, 0.4] 变为 [{ $a }, { $b }]。
mistakes-truth-mat-cat-total = 慢速维度对贡献 { $slow }（它未旋转时的内积乘以 cos 60°，加上交叉项乘以 sin 60°），所以注意力分数是 { $fast } + { $slow } = { $total }。
mistakes-truth-theta-k-minus-theta-q = q = [{ $q }]，k = [{ $k }]，都位于位置 { $m }：旋转后 Θ_k − Θ_q = { $d } rad，恰好等于旋转前的 θ_k − θ_q = { $right } rad；θ_k − θ_k 则会是 { $printed }。
mistakes-truth-phi-step-sign = 一个维度对每个位置转 φ(m+1) − φ(m) = { $step } rad，q = [{ $q }] 位于 m = { $m }，k = [{ $k }] 位于 m + 1：Θ_k(m+1) − Θ_q(m) = { $d } rad，即 φ(m+1) − φ(m) + θ_k − θ_q = { $right }；幻灯片的 φ(m+1) − φ(m) + θ_q − θ_k 给出 { $printed }。
mistakes-truth-head-dim-called-embedding = { $name } 的嵌入宽度为 { $width }，有 { $heads } 个头，所以每个 q 和 k 有 d = { $d } 个分量（{ $pairs } 个维度对）：最慢的维度对每个位置转 { $wl } rad。若把嵌入宽度 { $width } 当作 d，同一个维度对 { $last } 每个位置会转 { $with_width } rad，快 { $ratio } 倍。
# $names：mistakes-truth-reorder-names，或为空。
mistakes-truth-reorder-only-permutes = 关闭 RoPE，把“{ $text }”倒序排列：使用解码器的因果掩码时，权重与倒序后的矩阵最多相差 { $mg }，而 { $names } 的行最多相差 { $mr }。只有没有掩码时，重新排序才只是把矩阵重新排列（差为 { $og } 和 { $or }）。
# 句子中两个相同单词的词元。
mistakes-truth-reorder-names = “{ $first }”和“{ $second }”（向量相同）
mistakes-truth-sinusoid-no-pattern = d = { $d } 时，编码的第 i 个 sin/cos 对每个位置转 1/{ $base }^(2i/d) rad：维度对 0 为 { $s0 }，维度对 { $last } 为 { $sl }。把位置 0、7 和 100 的编码各向后移 { $shift }，对每个维度对都是同一个固定的 2×2 旋转，三者完全相同（最大误差 { $error }）：编码按规律移动，而不是随机的。
mistakes-truth-last-frequency = d = { $d } 时，最后一个维度对是 i = { $last }，指数为 −2·{ $last }/{ $d } = { $exponent }：θ_{ $last } = { $base }^({ $exponent }) = { $wl }。
mistakes-truth-theta-is-frequency = 该维度对在每个位置都转 θ = { $w } rad：它的角度在位置 1 为 { $a1 } rad，在 2 为 { $a2 }，在 3 为 { $a3 }，即 m·θ。
mistakes-truth-theta0 = 从 0 开始给维度对编号（θ_i = base^(−2i/d)），第一个维度对每个位置转 θ_0 = { $w0 } rad（这里 d = { $d }，任何 d 都一样）；没有哪个维度对转得更快（最大值为 { $fastest }）。
mistakes-truth-d-is-model-width = Llama 2 7B 有 32 个 { $d } 维的头（4096/32）。d = { $d } 时，频率依次为 1、{ $w1 }、{ $w2 }……一直降到 { $pairs } 个维度对中最慢那个的 { $wl }。
# $by：mistakes-truth-freq-scale-one 或 mistakes-truth-freq-scale-range。
mistakes-truth-freq-scale = 按 { $f } 做线性插值，会把全部 { $n } 个维度对的频率都乘以 { $by }，这就是 llama.cpp 的 freq_scale（1/{ $f }）；基数的指数 −2i/d 有没有它都一样。
mistakes-truth-freq-scale-one = { $lo }
mistakes-truth-freq-scale-range = { $lo } 到 { $hi }
mistakes-truth-pi-ratio = 把训练时的 { $orig } 个位置拉伸到 { $long }，会把每个频率除以 { $f }，所以位置 { $m } 的旋转与训练时位置 { $equivalent } 的完全一样（{ $m }·L/L'）。照写出来的乘积 { $m }·L'/L 是 { $as_written }。
mistakes-truth-ntk-aware-smooth = 按 { $f } 做 NTK-aware 缩放（d = { $d }）会把基数从 { $b } 提高到 { $nb }。每个维度对都有自己的减速倍数：维度对 0 为 { $r0 }，维度对 { $mid } 为 { $rmid }，维度对 { $last } 为 { $rlast }，每个维度对都比前一个多减速 { $lo } 倍（{ $pairs } 个维度对共有 { $n } 个不同的因子）。没有分组：一条平滑的规则涵盖全部维度对。
mistakes-truth-longrope-none = 此设置没有 LongRoPE 列表。
# $order：mistakes-truth-longrope-rises 或 mistakes-truth-longrope-falls。
mistakes-truth-longrope-lists = Phi-3.5-mini 的 LongRoPE（d = { $d }）没有频率分组：它有两个各含 { $pairs } 个除数的列表，每个维度对在每个列表中各有一个，由序列长度决定用哪个列表：序列不超过 { $orig } 个位置时用 short_factor，更长时用 long_factor。在两个列表中，快的维度对除得最少，慢的除得最多：short_factor 从 { $s0 }（维度对 0）到 { $sl }（维度对 { $last }），long_factor 从 { $l0 } 到 { $ll }，并且{ $order }。较大的因子给了低频，长序列用的列表也是较大的那个。
mistakes-truth-longrope-rises = 每个列表从一个维度对到下一个都是上升或持平
mistakes-truth-longrope-falls = 在相邻维度对之间的 { $last } 步中，short_factor 有 { $fs } 步下降，long_factor 有 { $fl } 步下降
mistakes-truth-softmax-index = 查询“{ $query }”对“{ $text }”的全部 m = { $m } 个键（无掩码）：权重从 { $lo } 到 { $hi }，总和为 { $sum }，分母对每个键的 exp(q·k_j/√d) 按其自己的下标 j = 1 到 m 求和。若分母是被加权的那个键自身的项重复 m 次，那么不管分数如何，每个键都会得到 { $even }。
mistakes-truth-dot-not-metric = q = [{ $v }]：它到自身的距离是 { $d0 }，与自身的内积是 { $qq }（长度的平方）。把它加倍，2q 离开 { $d1 } 的距离，而内积却增大到 { $q2q }：距离随向量分开而增大，而内积是一种相似度，随方向一致程度和长度一起增大。
mistakes-truth-variance-not-linear = 在 d = { $d } 下取 { $n } 个带种子的样本：q 和 k 为独立标准正态时，q·k 的方差为 { $a }，约为 d。同样的 d 项变得相关时，q·q 的方差为 { $b }，约为 2d；而 2q·k 的方差为 { $c }，约为 4d，不是 2d。和的方差为 d，是因为这些乘积互不相关；方差并不是线性的。
mistakes-truth-magnitude-product = q = [{ $qv }]（长度 { $nq }）位于 m = { $m }，k = [{ $kv }]（长度 { $nk }）位于 n = { $n }：旋转后它们乘积的模长为 { $rg } = ‖q‖‖k‖ = { $p }，在这个距离上与距离为 0 时一样。单独的 ‖k‖ 是 { $nk }。
mistakes-truth-exponent-parentheses = 一个维度对每个位置转 θ = { $w } rad，q = [{ $qv }] 位于 m = { $m }，γ = 0：e^(i(θ_q + mθ)) 的长度为 1，所以 f_q 保持长度 ‖q‖ = { $norm }，旋转后向量的长度 { $turned } 也说明了这一点。照印出来的写法，e^(iθ_q + mθ) = e^(mθ)·e^(iθ_q) 会在 m = { $m } 时把它拉长到 ‖q‖e^(mθ) = { $printed }，之后每个位置还会更长。
mistakes-truth-gamma-doubled = 按幻灯片的选择取 γ = 0，q = [{ $qv }]（初始角 θ_q = { $tq } rad）位于 m = { $m }，所在维度对每个位置转 θ = { $w } rad，旋转后指向 { $turned } rad：即 mθ + θ_q = { $right }。回顾中的 mθ + γ + γ 会对位于 m 的每个查询都给出 { $printed }，不管它自己的方向如何。
mistakes-truth-query-from-x-m = 使用示意用的嵌入和投影（d = { $d }），查询“{ $tq }”位于 m = { $m }，键“{ $tk }”位于 n = { $n }：q = W_q x_m 得到分数 { $right }。若照印出来的那样用 q = W_q x_n，查询也由“{ $tk }”得到，分数为 { $printed }：键的词元与自己比较。
mistakes-truth-added-positions-move = 在每个嵌入上加一个位置向量（这里用绝对位置视图的正弦编码；GPT-Neo 学习自己的位置向量，效果相同）：使用示意用的嵌入和投影（d = { $d }），在位置 ({ $m }, { $n }) 分数为 { $a }，在 ({ $m2 }, { $n2 }) 为 { $b }，两者距离相同。若像 RoPE 那样改为旋转 q 和 k，两处的分数都是 { $r }。
mistakes-truth-theta-prose-drops-d = d = { $d } 时：θ_2 = { $b }^(−2/{ $d }) = { $w1 }（每个位置转过的 rad），最后一个 θ_{ $pairs } = { $b }^(−{ $e }/{ $d }) = { $wl }。不除以 d 的话，θ_2 就是 { $b }^(−2) = { $without }，已经是几乎不转的维度对，之后的每个 θ 还会更小。
mistakes-truth-yarn-d-is-the-head = Llama 2 7B：模型宽度 { $width } 中有 { $heads } 个 d = { $d } 的头，在 { $orig } 个位置上训练。在 YaRN 的 λ_d = 2π·b^(2d/|D|) 中，d 遍历的是一个头的维度对：|D| = { $d } 时共 { $pairs } 个维度对，其中 { $longer } 个的波长超过 { $orig }（最长达 { $longest } 个位置），正是 YaRN 要插值的那些。若 |D| = { $width }，d 就会遍历 { $half } 个维度对，构成横跨整个嵌入的一次旋转。
mistakes-truth-emoji-colours = d = { $d } 时，各维度对每个位置分别转 { $w0 }、{ $w1 }、{ $w2 } 和 { $w3 } rad。黄色格子里是 { $y1 } rad（维度对 2，位置 6）和 { $y2 }（维度对 0，位置 1），蓝色格子里是 { $blue }（维度对 1，位置 1）；橙色是 { $o1 }（维度对 1，位置 6）和 { $o2 }（维度对 0，位置 2），红色是 { $red }（维度对 1，位置 15）：颜色并不代表量。维度对 0 在位置 6 已转过 { $full } rad，在表盘上离起点只有 { $dial } rad。
mistakes-truth-magnitudes-q-k-g = q = [{ $q }] 位于 m = { $m }，k = [{ $k }] 位于 n = { $n }：f_q 的模长 R_q = { $rq }，f_k 的模长 R_k = { $rk }，它们的复数乘积 g 的模长 R_g = { $rg } = R_q·R_k。没有值向量参与：RoPE 只旋转 q 和 k。
mistakes-truth-key-angle-moves = k = [{ $k }] 每个位置转 { $w } rad：在 n = { $n } 时它的角度为 Θ_k = { $now } rad（nθ + θ_k），在 n = { $n1 } 时为 { $next } rad：键的角度随 n 变化。
mistakes-truth-g-argument-offset = q = [{ $q }]，k = [{ $k }]，一个维度对每个位置转 { $w } rad：Θ_k(n) − Θ_q(m) 在 (m, n) = ({ $m }, { $n }) 时为 { $here } rad，在 ({ $m1 }, { $n1 }) 时为 { $along }，在 ({ $m0 }, { $n }) 时为 { $same_n }：它跟随的是 n − m，而不是 n。
mistakes-truth-theta-q-for-both = 取 γ = 0，k = [{ $k }] 位于 m = { $m }，处在 Θ_k = { $measured } rad，即 mθ + θ_k = { $right }；mθ + θ_q 则会给出 { $wrong }，那是查询的角度。
mistakes-truth-pairs-not-coordinates = d = { $d }：旋转在每个位置有 { $pairs } 个角度，每对坐标一个。在每个维度对中把 k 转 n·θ_i 再转回 m·θ_i（n = { $n }，m = { $m }），得到的结果与 R_(n−m)k 相差不超过 { $diff }。
mistakes-truth-the-attends-to-cat = 带因果掩码的“{ $text }”：查询“{ $a }”给键“{ $b }”的权重是 { $ab }，而“{ $b }”给“{ $a }”的是 { $ba }。只有在没有掩码时（编码器），“{ $a }”才会注意“{ $b }”，权重为 { $open }。
mistakes-truth-each-dimension-angle = d = { $d }，位置 { $m }：把 { $d } 个维度逐一单独旋转，维度 0 和 1 都转 { $a0 } rad，2 和 3 都转 { $a2 }，依此类推：总共 { $n } 个角度，每个维度对一个。
mistakes-truth-x-m-query-row = 使用示意用的嵌入和投影（d = { $d }）：“{ $t }”的查询是 W_q x_m，旋转到 m = { $m } 后，与位于 n = { $n } 的键的分数为 { $score }；把这个查询再投影一次，W_q(W_q x_m)，其分量最多改变 { $moved }，分数变为 { $printed }。
mistakes-truth-recap-i-and-d = Llama 2 的头，d = { $d }：θ_i = { $base }^(−2i/{ $d }) 有 { $pairs } 个值，i = 0 到 { $last }，每个维度对一个；最后一个为 { $wl }。若 i 遍历全部 { $d } 个维度，就会到达 θ_{ $dl } = { $beyond }，对应一个并不存在的维度对。
mistakes-truth-llama2-heads = Llama 2 7B：{ $heads } 个 d = { $d } 的查询头和 { $kv } 个键值头，所以每个键值头对应 { $small } 个查询头：每个头都用自己的键计算分数，这就是多头注意力。分组查询注意力让多个查询头共用一个键值头，Llama 2 70B 就是这样（{ $heads70 } 个查询头，{ $kv70 } 个键值头：每组 { $large } 个）。
mistakes-truth-lambda-theta-angle = 一个维度对在每个位置都转 Θ = { $theta } rad（{ $deg }°）：λ = 2π/Θ = { $lambda } 个位置。它在表盘上的角度 m·Θ，对 m = 0 到 8 依次为：{ $list } 度，每 { $lambda } 个位置重复一次。
mistakes-truth-ntk-same-factor = 因子为 { $f }、d = { $d } 时，PI 让每个维度对都减速 { $l0 } 到 { $l1 } 倍（同一个因子），NTK-aware 的减速则从 { $n0 }（第一个维度对）到 { $n1 }（最后一个维度对）不等。
mistakes-truth-d-halved = 用完整的 d = { $d }（{ $pairs } 个维度对），最慢的维度对是 θ_{ $last } = { $base }^(−{ $e }/{ $d }) = { $wl }。改为除以 d/2 = { $h } 得到 { $halved }。印出的值两者都不是：它是 { $base }^(−{ $e1 }/{ $h }) = { $both }，即减半的 d 再加上列表的 j − 1 差一错误。
mistakes-truth-theta-list = d = { $d } 时：θ_0 = { $w0 }，θ_1 = { $w1 }，θ_2 = { $w2 }…… 每个频率都不超过 1，列表恰好从 1 开始。
mistakes-truth-wavelength-order = 波长 = 2π/θ：第一个维度对（θ = { $w0 }）每 { $first } 个位置重复一次，最后一个（θ = { $wl }）每 { $slow } 个位置重复一次。θ 大：波长短，频率高。
mistakes-truth-yarn-blend = 因子为 { $f }、训练时 { $orig } 个位置的 YaRN（d = { $d }，beta_fast = { $bf }，beta_slow = { $bs }）按维度对在 { $orig } 个位置内转过的圈数对它们分类：最快的 { $keep } 个保持速度，最慢的 { $full } 个被完全插值，中间的 { $blend } 个（校正范围 { $low }…{ $high }）被混合。位置 400、600 或 1000 用的都是同一组频率。
