# 导览（“从这里开始”）：每一步的标题、按屏幕上的设置算出的文字，以及先预测后揭晓的问题。
# 每个数字都以变量传入，由核心打印：这里不要手写任何数字。

tour-text = { $sentences }
tour-progress = 第 { $k } 步，共 { $n } 步
tour-token-quoted = “{ $token }”
tour-token-at = 位置 { $pos } 上的向量
tour-list = { $head }，{ $tail }
tour-yes = 是
tour-no = 否
tour-restore = 点“上一步”再点“下一步”，即可恢复这一步自己的设置。
tour-nothing-to-show = 在这些设置下，视图没有可显示的内容。
tour-nothing-to-ask = 在这些设置下，这一步旁边的视图没有可显示的内容。要回到这一步自己的设置吗？
tour-example = 在当前设置下，视图缺少它必需的内容，因此显示的是在这些设置基础上补全的示例（示例的说明会写明补上了什么）；这段文字描述的就是这个示例。
tour-finish-buttons = “完成”会关闭导览并保留屏幕上的设置；“完成并……”会关闭导览并恢复你开始导览之前的设置（如果导览是从一个不带自身设置的链接打开的，则恢复默认设置）。
tour-speed-kept = 保持原速
tour-speed-slowed = 速度降为原来的 { $times } 分之一
tour-speed-still = 静止不动（无论是否缩放都不转动）
tour-axis-time = 时间
tour-axis-height = 高度
tour-axis-width = 宽度
tour-axis-row = 行
tour-axis-column = 列
tour-axis-other = { $name }
tour-pairs-one = 第 { $pair } 对
tour-pairs-range = 第 { $first } 到第 { $last } 对
tour-pairs-list = 第 { $list } 对
tour-pairs-item = { $pair }

tour-clock-hands-title = 每个维度对都是一根时钟指针
tour-turn-together-title = 查询和键一起转动
tour-score-sum-title = 分数是各维度对的贡献之和
tour-only-distance-title = 同时平移两个词元
tour-rope-off-title = 关闭 RoPE 后的分数
tour-decay-aligned-title = 对齐的向量：分数随距离的变化
tour-no-decay-random-title = 随机向量：分数随距离的变化
tour-fast-and-slow-title = 快的维度对转圈，慢的几乎不动
tour-trained-context-title = 波长与训练时的上下文
tour-interpolation-title = 位置插值：更长的上下文
tour-yarn-title = YaRN 按各维度对自己的量缩放
tour-long-context-lab-title = 超出训练上下文的真实模型
tour-image-ids-title = 图像获得三个位置 id
tour-image-patches-title = 图块按行和按列转动
tour-latent-split-title = 潜在注意力：分数分成两部分
tour-real-model-title = 关闭 RoPE 的真实模型

## 第一步：时钟指针（指针视图）
tour-clock-hands-text = 查询（query）{ $query } 位于位置 { $m }。它的 { $dim } 个分量组成 { $pairs } 个维度对，RoPE 像转动时钟指针一样转动每一对：转角是位置乘以该对的速度。第一对每个位置转 { $speed } 弧度（{ $degrees } 度，即表中的 θ_i），所以在位置 { $m }，它在起始角度之上又转了 { $turned } 弧度。最后一对每个位置只转 { $last } 弧度：到目前为止只转了 { $lastturned } 弧度。在表盘中找到这两对：蓝色是查询，橙色是键（key），灰色是转动之前的查询。
tour-clock-hands-question = 第一对需要多少个位置才能转完整整一圈？
tour-clock-hands-choice-positions = { $positions } 个位置
tour-clock-hands-choice-never = 它永远转不完一圈
tour-clock-hands-reveal = { $turns ->
        [yes] 一整圈是 { $circle } 弧度；每个位置转 { $speed } 弧度，就需要 { $turn } 个位置。在 { $half } 个位置里它只转了半圈。而一个维度对只要在转，不管多慢，迟早都会转完一圈，所以“它永远转不完一圈”也不对。
       *[no] 在这些设置下，第一对根本不转（RoPE 已关闭，或它的速度为零），所以它永远转不完一圈。另外两个选项 { $half } 和 { $turn } 个位置，是按基数（base）会给它的速度（每个位置 { $speed } 弧度）算出的半圈和一整圈。
    }

## 第二步：查询和键一起转动
tour-turn-together-text = 句子现在从位置 { $offset } 开始。位于 { $m } 的查询 { $query } 已把第一对转了 { $qturn } 弧度，位于 { $n } 的键 { $key } 转了 { $kturn } 弧度。在表盘下方的表中，第一对两支箭头之间的夹角（“夹角”列：q 的角度减去 k 的角度）是 { $between } 度。先在下面预测：平移整个句子会对“夹角”有什么影响，然后拖动“同时平移”来检验。
tour-turn-together-question = 移动整个句子，让它从位置 { $offset } 开始。第一对中查询箭头与键箭头之间的夹角……
tour-turn-together-choice-same = 保持不变
tour-turn-together-choice-grows = 变大
tour-turn-together-choice-shrinks = 变小
tour-turn-together-reveal = 两个位置都移动了 { $moved }，所以每支箭头都多转了一些，而且多转的角度相同：m − n 仍是 { $distance }，位置带来的转角也不变。两支箭头之间的夹角，即表中的“夹角”，既不变大也不变小：两个偏移下都是 { $here } 度（计算值：{ $here } 和 { $there }）。只有 m − n 能影响它。在视图中拖动“同时平移”：每支箭头都在动，而每一对两支箭头之间的夹角保持不变。
tour-turn-together-sum = { $turns ->
        [0] “夹角”由两部分相加：两支箭头在任何转动之前的夹角 { $before } 度（表中没有：等于“夹角”减去最后一列），以及位置带来的转角，即 (m − n) 乘以速度，{ $turn } 度（最后一列）。{ $before } 加 { $turn } 等于 { $sum } 度，正是表中显示的值。
       *[other] “夹角”由两部分相加：两支箭头在任何转动之前的夹角 { $before } 度（表中没有：等于“夹角”减去最后一列，再加一整圈），以及位置带来的转角，即 (m − n) 乘以速度，{ $turn } 度（最后一列）。{ $before } 加 { $turn } 等于 { $sum } 度；表中的角度范围是从 { $zero } 到略小于 { $full }，所以减去 { $turns } 整圈（{ $off } 度）：{ $between }。
    }

## 第三步：分数是各维度对之和
tour-score-sum-text = 查询 { $query } 对键 { $key } 的注意力分数是 { $score }：它是每个维度对一份贡献的总和，每份贡献等于该对的点积部分乘以其角度的余弦，加上交叉部分乘以正弦。没有 RoPE 时，同样的向量得分为 { $unrotated }。视图中的每根柱子是一对的贡献：有的加分，有的减分。
tour-score-sum-question = 先预测，再对照柱状图检验：哪一对对这个分数的贡献最大？
tour-score-sum-choice = 第 { $pair } 对
tour-score-sum-reveal = 第 { $top } 对贡献了总分 { $total } 中的 { $topshare }；{ $others }；第 { $bottom } 对减分最多（{ $bottomshare }）。哪一对胜出取决于向量，也取决于角度，即 (m − n) 乘以各自的速度；改变基数或句子，结果就可能改变。
tour-score-sum-reveal-adds = 第 { $pair } 对贡献 { $share }
tour-score-sum-reveal-and = { $head }，{ $tail }

## 第四步：同时平移两个词元
tour-only-distance-text = 视图给出了这个查询和键在位置 { $m } 和 { $n } 上的分数：{ $score }。在它下方，同样的两个向量一起滑动 t = { $shift } 个位置（滑块），所以每个向量转过的绝对角度都比之前更大。每一对的角度，对查询是 m 乘以速度，对键是 n 乘以速度。先预测滑动会对分数产生什么影响，再比较视图中的两个数字。
tour-only-distance-question = 把两者都滑动 t = { $shift }：查询移到位置 { $m }，键移到 { $n }。滑动后的分数……
tour-only-distance-choice-same = 不变
tour-only-distance-choice-higher = 更高
tour-only-distance-choice-lower = 更低
# $same: "yes" when the slide leaves the score as it was (to rounding).
tour-only-distance-reveal = 两次的 m − n 都是 { $distance }。视图的两个分数：在位置 { $m } 和 { $n } 上是 { $here }，滑动 t = { $shift } 后是 { $there }。{ $same ->
        [yes] 分数既不变大也不变小：每一对的角度以“m 乘以速度减去 n 乘以速度”的形式出现，两者同时平移就抵消了。
       *[no] { "" }
    }

## 第五步：关闭 RoPE
tour-rope-off-text = RoPE 已关闭：有 { $moving } 个维度对在转动。图表画出了这个查询和键在从 { $zero } 到 { $range } 的每个距离上的分数，距离为零时分数是 { $score }。先在下面预测更远处会怎样，再看曲线。解码器仍然通过因果掩码知道哪些词元在查询之前（见注意力视图），而不带位置信息训练的模型也能从这个掩码中学到它们有多远（{ $source }）。
tour-rope-off-question = 在 RoPE 关闭时，把键移到离查询 { $far } 个位置远的地方。它的分数……
tour-rope-off-choice-same = 不变
tour-rope-off-choice-grows = 变大
tour-rope-off-choice-falls = 变小
tour-rope-off-reveal =
    { $moving ->
        [0] 距离为零时是 { $zero }，距离 { $far } 时是 { $atfar }（整张图上最高值减最低值：{ $spread }）：它既不变大也不变小。没有任何维度对在转动，所以内积永远看不到位置。分数完全失去了距离感。
       *[other] 距离为零时是 { $zero }，距离 { $far } 时是 { $atfar }（整张图上最高值减最低值：{ $spread }）。在这些设置下有维度对在转动（RoPE 已开启），所以分数随距离变化；如果关闭 RoPE，它在各处都会相同。
    }

## 第六步：对齐的向量
tour-decay-aligned-text = 现在 q 和 k 的每个分量都等于一，所以在全部 { $pairs } 个维度对中，两个向量都指向同一方向。图表画出了它们从距离为零开始、每个距离上的分数。
tour-decay-aligned-question = 在图表上（距离最大到 { $far }），这个分数在哪里最高？
tour-decay-aligned-choice-zero = 在距离零处
tour-decay-aligned-choice-middle = 在中间某处
tour-decay-aligned-choice-end = 在最远端
tour-decay-aligned-reveal = 最高点在距离 { $best } 处，分数为 { $score }。在距离零处，没有哪一对被转得彼此错开，所以对齐的向量能完全叠加。
tour-decay-aligned-reveal-rows = 分数在距离零处是 { $zero }，在距离 { $near } 处是 { $nearscore }，在 { $far } 处是 { $farscore }（图表下方表格中的行）：随着各对的角度散开，它们的贡献不再相互叠加。
tour-decay-aligned-reveal-bound = { $drawn ->
        [yes] RoFormer 给出的分数大小上界（曲线上下的细线）也在下降，只是参差不齐。
       *[no] RoFormer 给出的分数大小上界也在下降，参差不齐，但始终远高于分数：从距离零处的 { $first } 降到不低于 { $lowest }（见图表下方的说明）。
    }

## 第七步：随机向量
tour-no-decay-random-text = 回到由每个词生成的示例向量：在每个维度对中，q 和 k 不再指向同一方向。距离为零时分数是 { $score }。你在对齐向量上看到的下降，对这些向量也成立吗？
tour-no-decay-random-question = 对这些向量来说，距离零处的分数是图上最高的吗？
tour-no-decay-random-reveal = { $highest ->
        [yes] 是的，这里是：距离零处的 { $zero } 高于图上其他所有距离。换一个句子试试：这并没有保证。
       *[no] 不是：距离 { $distance } 的分数是 { $score }，高于距离零处的 { $zero }。
    }对于随机的 q 和 k，分数的期望在每个距离上都相同：衰减是对齐向量和上界的性质，并不是对每一对词元的保证。

## 第八步：快与慢的维度对（热图）
tour-fast-and-slow-text = 沿着一列往下，一对的角度随距离增大。第一对每个位置转 { $speed } 弧度，每 { $wavelength } 个位置转完一圈：它的颜色循环得很快。第 { $last } 对需要 { $lastwavelength } 个位置才转一圈；到图中显示的最大距离 { $distance } 时，它只转了 { $angle } 弧度，颜色几乎不变。
tour-fast-and-slow-question = 先根据颜色预测，再对照热力图下方的那行文字检验：在 { $pairs } 个维度对中，有多少对在显示的距离（{ $zero } 到 { $last }）内至少转完一整圈？
tour-fast-and-slow-choice = { $count } 对
tour-fast-and-slow-reveal = 当一对的波长（2π 除以它的速度）不超过 { $last } 时，它就在这些距离内转完一圈：有 { $count } 对做到了。其余的转不到一圈。

## 第九步：波长与训练时的上下文
tour-trained-context-text = 一个在 { $orig } 个位置上训练的模型，见过每一对转过的角度最多是这个位置数乘以它的速度。图表把每一对的波长（转一整圈所需的位置数）与训练时的上下文（虚线）相比：第一对需要 { $first } 个位置，最后一对需要 { $last } 个。波长在虚线之上的维度对在训练中从未转完一圈，所以更长的输入会让它出现模型从未见过的角度。
tour-trained-context-question = 先预测，再对照图表和下方的那行文字检验：{ $pairs } 个维度对中，有多少对在 { $orig } 个位置内转不完一圈？
tour-trained-context-choice = { $count } 对
tour-trained-context-reveal = 数一数波长在虚线之上的维度对：{ $count } 对。它们都在慢的一端：速度从第一对到最后一对按几何级数下降。

## 第十步：位置插值
tour-interpolation-text = 位置插值让一个在 { $orig } 个位置上训练的模型读取 { $longer } 个位置（缩放因子 { $factor }）：它改变维度对转动的快慢，使这些位置上的任何角度都不超出训练中见过的角度。你回答之后，图表会画出全部 { $pairs } 个维度对缩放前（圆点）和缩放后（曲线）的波长。
tour-interpolation-question = 先预测，再对照视图的说明检验：位置插值会减慢哪些维度对？
tour-interpolation-choice-slow = 只有慢的维度对
tour-interpolation-choice-every = 每一对，按相同的因子
tour-interpolation-choice-fast = 只有快的维度对
tour-interpolation-reveal = 位置插值把每个位置都除以 { $factor }。第一对{ $first }，最后一对{ $last }：在对数坐标轴上，圆点（未缩放）和曲线（已缩放）处处相隔相同的距离。慢的维度对需要这样；快的则不需要，而且现在相邻词元之间的角度差比模型见过的任何时候都小。

## 第十一步：YaRN
tour-yarn-text = YaRN 并不把每一对都按相同因子减慢。它计算每一对在 { $orig } 个训练位置内转多少整圈：转圈数高于 beta_fast = { $fast } 的维度对用一种处理，低于 beta_slow = { $slow } 的用另一种，介于两者之间的则两种混合（图上的虚线就是这两个界限）。它还把 cos 和 sin 乘以注意力因子 { $factor }，所以每个 logit 都放大它的平方，即 { $square }。
tour-yarn-question = 先预测，再对照视图的说明检验：在 YaRN 下哪些维度对保持原速？
tour-yarn-choice-fast = 快的维度对
tour-yarn-choice-slow = 慢的维度对
tour-yarn-choice-none = 没有：每一对都被减慢
tour-yarn-reveal = 这里第一对{ $first }，最后一对{ $last }。YaRN 让前 { $kept } 对保持全速（它们在训练上下文内转了很多圈，不需要帮助，所以相邻词元之间的距离和训练时一样），把最后 { $full } 对除以缩放因子 { $factor }，并对中间的维度对做混合处理。

## 第十二步：超出训练上下文的真实模型（长上下文实验室）
tour-long-context-lab-text = 实验室在一个真实模型上检验每种方法：该模型在 { $orig } 个位置上训练，RoPE 的 d = { $dim }（{ $pairs } 个维度对），基数 { $base }。一句话给出一个密钥（passkey），问题出现在指定数量的位置之后，模型必须回忆出这个密钥。中间的位置被跳过，而不是用文字填满：RoPE 只通过查询和键之间的距离看到位置，所以其他部分都不需要计算（注意力也不会像在真实的长文档中那样分散到长长的填充文字上）。实验室只在你要求时才加载模型，然后进行扫描：每种方法一条线，模型复述出密钥的地方画实心标记。
tour-long-context-lab-question = 运行之前先预测：使用模型自己的 RoPE，在 { $gap } 个位置的间隔上，哪些维度对会遇到训练中从未出现过的角度？
tour-long-context-lab-choice-fastest = 最快的维度对
tour-long-context-lab-choice-slowest = 最慢的维度对
tour-long-context-lab-choice-none = 一个都没有
tour-long-context-lab-reveal-none = 在 { $gap } 的间隔上，全部 { $pairs } 个维度对所处的角度都在训练中出现过（按热力图的规则：在 { $orig } 个训练位置内转完一圈的维度对见过所有角度，其余的见过它们覆盖的那段弧），所以没有哪一对遇到新角度。
tour-long-context-lab-reveal = { $pairs } 个维度对中最慢的 { $never } 对，波长比 { $orig } 个训练位置还长：它们在训练中从未转完一圈，所以每一对只见过它的角度在训练中覆盖的那段弧。在 { $gap } 的间隔上，其中有 { $count } 对落在这段弧之外（{ $list }{ $wrapped ->
        [yes] ；其余的已经转回到训练中见过的弧上
       *[no] { "" }
    }，这正是热力图把格子变灰的规则）。快的维度对转了很多圈，没有什么新角度。运行扫描，看看哪种方法能保住密钥：图表标出了训练时的上下文。

## 第十三步：图像获得三个位置 id（多模态视图）
tour-image-ids-notice = { $shows ->
        [nothing] { tour-nothing-to-show }{ tour-restore }
        [example] { tour-example }{ tour-image-ids-text }
       *[settings] { tour-image-ids-text }
    }
tour-image-ids-text = 句子里现在有一幅 { $height } × { $width } 个图块的图像，按 { $merge } × { $merge } 的块合并成 { $tokens } 个词元。每个词元有三个位置 id：时间、高度和宽度（见表）。一个词在三个 id 上都用它唯一的位置，所以对词来说这就是普通的 RoPE。图像的词元共用时间 id { $start }，用高度 id 数行（{ $start } 到 { $tall }），用宽度 id 数列（{ $start } 到 { $wide }）；图像之后的文字从它的结束标记开始，从 { $after } 接着往下数。第一条色带按 { $blocks } 的方式，成块地给每一对分配轴：{ $sections }。第二条色带把同样的维度对按时间、高度、宽度、时间……轮流分配，就像 { $turns } 那样。角度网格跟随被标记的色带，现在是{ $marked ->
        [yes] 第二条
       *[no] 第一条
    }。
tour-image-ids-section-first = 第 { $first } 到 { $last } 对随{ $axis }转动
tour-image-ids-section = 第 { $first } 到 { $last } 对随{ $axis }转动
tour-image-ids-question = { $shows ->
        [nothing] { tour-nothing-to-ask }
       *[other] 先预测，再对照色带下方的表格检验：在哪种形式下，时间轴最慢的那一对转得更慢？
    }
tour-image-ids-choice-blocks = 成块分配（{ $name }）
tour-image-ids-choice-turns = 轮流分配（{ $name }）
tour-image-ids-choice-neither = 都不是：两者一样慢
tour-image-ids-reveal = { $shows ->
        [nothing] { tour-restore }
       *[other] 成块分配时，时间轴最慢的是{ $blocks }；轮流分配时是{ $turns }。{ $slower ->
            [turns] 成块分配时，时间轴拿到前面最快的几对，宽度轴拿到最后最慢的几对；轮流分配时，每个轴都有快的也有慢的维度对。
            [blocks] 在这些分段和速度下，成块分配留给时间轴的那一对更慢。
           *[neither] 这里两种形式都没有给时间轴更慢的一对。
        }
    }
tour-image-ids-slowest-turns = 第 { $pair } 对，每 { $wavelength } 个位置转一圈
tour-image-ids-slowest-still = 第 { $pair } 对，它从不转动
tour-image-ids-slowest-none = 没有：时间轴没有维度对

## 第十四步：图块按行和按列转动（视觉视图）
tour-image-patches-text = { $grid ->
        [yes] 视觉编码器把图像切成 { $rows } × { $cols } 个图块，每个图块有两个位置 id：行和列。在注意力头的 { $pairs } 个维度对中，{ $runs }，使用同样的 { $speeds } 种速度。网格显示查询图块（第 { $row } 行、第 { $column } 列，实线框）对每个图块处的键的分数（虚线框是网格上方读数所读的键图块）：{ $range }。第二个网格把查询图块和每个键图块都移动相同的偏移（在该网格上方设置）。然后编码器把每个 { $merge } × { $merge } 的图块块（网格中的间隙）合并成一个词元，共 { $tokens } 个词元交给语言模型。
       *[no] 在 d = { $dim } 时视图不画网格：它的提示会说明原因。{ tour-restore }
    }
tour-image-patches-run = 第 { $first } 到 { $last } 对随{ $axis }转动
tour-image-patches-runs = { $head }，{ $tail }
tour-image-patches-range = 从 { $low } 到 { $high }，最高在第 { $row } 行、第 { $column } 列（颜色刻度与第二个网格共用，所以两端可能超出这些值）
tour-image-patches-range-flat = 每个图块处都相同，为 { $high }
tour-image-patches-question = { $grid ->
        [yes] 查询图块（第 { $row } 行、第 { $column } 列）对第 { $keyrow } 行、第 { $keycolumn } 列的键图块的分数是 { $score }。把两个图块都{ $rows }，并{ $cols }。它们的分数……
       *[no] 轴向 RoPE 把注意力头的一半维度对分给行、一半分给列，速度相同。它能这样分配 d = { $dim } 的 { $pairs } 个维度对吗？
    }
tour-image-patches-move-rows = { $way ->
        [ahead] 向下移动 { $count } 行
        [back] 向上移动 { $count } 行
       *[none] 移动 { $count } 行
    }
tour-image-patches-move-cols = { $way ->
        [ahead] 向右移动 { $count } 列
        [back] 向左移动 { $count } 列
       *[none] 移动 { $count } 列
    }
tour-image-patches-choice-same = 保持不变
tour-image-patches-choice-grows = 变大
tour-image-patches-choice-shrinks = 变小
tour-image-patches-reveal = { $grid ->
        [yes] 一起移动后，它们的分数是 { $after }（之前：{ $before }）。每一对的角度是它的速度乘以行差或列差，而同时移动两个图块，两个差都不变：第二个网格就是第一个网格平移后的样子（这对图中固定的 q 和 k 成立：真实的视觉塔还会在注意力之前给每个图块加上一个学到的绝对位置嵌入，并插值到图像的网格上，所以在那里平移会改变图块的向量和它们的分数）。如果只移动键，分数会变成 { $only }。
       *[no] 把 { $pairs } 个维度对分成相等的两半需要偶数个维度对，所以 d 必须是四的倍数：d = { $dim } { $fits ->
                [yes] 是。
               *[no] 不是。
            }{ tour-restore }
    }

## 第十五步：潜在注意力
tour-latent-split-text = { $shows ->
        [nothing] { tour-nothing-to-show }{ tour-restore }
       *[other] { $shows ->
            [example] { tour-example }
           *[own] { "" }
        }在多头潜在注意力中（例如 { $model }），每个查询头和键头都有两部分（见色带）：RoPE 不处理的 { $nope } 维，以及 { $rope } 维{ $on ->
                [yes] 由它转动。
               *[no] 本应由它转动（RoPE 现在已关闭）。
            }键的转动部分是所有头共用的一个向量；每个头转动自己的一份查询部分。分数把两部分相加：对位于 m = { $m } 的查询和位于 n = { $n } 的键，第一部分（q_nope · k_nope）贡献 { $free }，转动部分贡献 { $turned }，合计 { $total }（见表）。图表画出查询远离键时两部分及其和的变化，距离从 { $near } 到 { $far }。随后 softmax 把分数乘以 { $scale }：即全部 { $dims } 维的平方根的倒数{ $mscale ->
                [yes] ，再乘以 YaRN 的 mscale_all_dim 项的平方。
               *[no] 。
            }
    }
tour-latent-split-question = { $shows ->
        [nothing] { tour-nothing-to-ask }
       *[other] 图表上键固定在 n，查询从距离 { $near } 移到 { $far }。在这个过程中分数的哪一部分会变化？
    }
tour-latent-split-choice-rope = 只有 RoPE 部分
tour-latent-split-choice-free = 只有与位置无关的部分
tour-latent-split-choice-both = 两部分都变
tour-latent-split-choice-neither = 两部分都不变
tour-latent-split-reveal = { $shows ->
        [nothing] { tour-restore }
       *[other] 与位置无关的部分在距离 { $near } 处是 { $first }，在 { $far } 处是 { $last }；RoPE 部分{ $rope }。{ $moves ->
            [rope] { tour-latent-split-reveal-rope }
            [neither] { tour-latent-split-reveal-neither }
           *[other] { tour-latent-split-reveal-free }
        }
    }
tour-latent-split-rope-moves = 在 { $low } 和 { $high } 之间变化
tour-latent-split-rope-stays = 保持在 { $low }
tour-latent-split-reveal-rope = 只有被转动的维度能看到位置，而且只通过 m − n；其余维度在每个距离上都贡献相同的量：它们反映两个词元是什么，而不是在哪里。
tour-latent-split-reveal-neither = RoPE 关闭时，被转动的维度也不转了：这个分数中没有任何部分能看到距离。
tour-latent-split-reveal-free = 这里与位置无关的部分随距离变化。

## 第十六步：关闭 RoPE 的真实模型（注意力视图）
tour-real-model-text = 现在 { $pairs } 个维度对中有 { $moving } 对在转动；注意力视图显示词元之间相互给出的权重。{ $loaded ->
        [yes] 真实模型 { $model } 正在你的页面中运行：下面的按钮会带你到它的实验室，位于词元上方。
       *[no] 真实模型 { $model } 可以在你的页面中运行：下面的按钮会在 RoPE 仍关闭的情况下加载它（一次性下载约一百兆字节；在你要求之前不会开始），它的实验室会出现在词元上方。
    }它训练时的头维度是 { $dim }，基数 { $base }，上下文 { $context } 个位置；它的 { $half } 个维度对中有 { $never } 对在这个上下文内转不完一圈。在实验室中，比较关闭 RoPE 时与按训练方式运行时的下一个词元损失（两列损失）：它只认识训练时用过的旋转。
tour-real-model-question = 关闭 RoPE 后，模型还能分辨“{ $first } { $second }”和“{ $second } { $first }”吗？
tour-real-model-choice-same = 不能：两种顺序得到相同的注意力权重
tour-real-model-choice-different = 能：两种顺序得到不同的注意力权重
tour-real-model-reveal = 所有速度都为零时，“{ $second }”位于“{ $first }”之后，给“{ $first }”的注意力权重是 { $before }；在“{ $second } { $first }”中，“{ $first }”位于“{ $second }”之后，掩码给它的权重是 { $after }（因果掩码：每个词元只能看到自己和更早的词元）。
# $differ：两种顺序得到不同权重时为 "yes"。
tour-real-model-reveal-verdict = { $differ ->
        [yes] 所以两种顺序得到不同的权重：顺序仍然通过掩码泄露进来（没有任何位置编码的解码器正是从中学到位置的），但两个词元相隔多远已不再体现在任何分数中。
       *[no] 这里两个权重相等，所以这两个词无论顺序如何，在模型看来都一样。
    }

## 面板与通知
tour-panel-tour-title = 导览
tour-panel-heading = { $title }，{ $progress }：{ $step }
tour-panel-result-heading = { $title }：你的结果
tour-panel-result = 你的结果
tour-panel-no-questions = 这条路径没有问题。
tour-panel-close = { $what ->
        [tour] 关闭导览
       *[path] 关闭路径
    }
tour-panel-first-counts = 每个问题以你的第一次回答为准：
tour-panel-last-counts = 每个问题以你的最后一次回答为准：
tour-panel-answer-row = 第 { $step } 步，{ $title }：{ $given }，{ $right ->
        [yes] 正确
       *[no] 不正确
    }。
tour-panel-given = “{ $answer }”
tour-panel-not-answered = 未回答
tour-panel-less = 收起文字
tour-panel-whole = 展开全文
tour-panel-your-answer = 你的答案
tour-panel-check-prediction = 检验我的预测
tour-panel-check-answer = 检验我的答案
tour-panel-show-answer = 显示答案
tour-panel-practice = 练习，不计分：这个问题以你的第一次回答为准。
tour-panel-verdict = { $right ->
        [yes] 正确。
       *[no] 不太对。
    }{ $explanation }
tour-panel-to-lab = 前往模型的实验室
tour-panel-load-model = 加载 { $model }（约 { $megabytes } MB，仅一次）
tour-panel-loading-model = 加载模型
tour-panel-back = 上一步
tour-panel-next = 下一步
tour-panel-finish = 完成
tour-panel-close-keep = { $what ->
        [tour] 关闭导览；屏幕上的设置保持不变
       *[path] 关闭路径；屏幕上的设置保持不变
    }
tour-panel-leave = { $what ->
        [tour] 离开导览
       *[path] 离开路径
    }
tour-panel-restore-defaults-hint = { $what ->
        [tour] 关闭导览并恢复默认设置
       *[path] 关闭路径并恢复默认设置
    }
tour-panel-restore-mine-hint = { $what ->
        [tour] 关闭导览并恢复开始时你的设置
       *[path] 关闭路径并恢复开始时你的设置
    }
tour-panel-finish-mine = { $what ->
        [tour] 完成并恢复导览之前我的设置
       *[path] 完成并恢复路径之前我的设置
    }
tour-panel-finish-defaults = 完成并恢复默认设置
tour-panel-leave-mine = 离开并恢复我的设置
tour-panel-leave-defaults = 离开并使用默认设置
tour-panel-text-scrolls = 这一步的文字（可滚动）
tour-notice-no-such-step = step 必须是路径中的一步，从 { $first } 到 { $last }；从第 { $first } 步开始。
tour-error-path-url = 无法读取 path_url（{ $why }）
tour-error-path-unpack = 链接中的 path= 无法解包（{ $why }）
tour-error-cannot-run = 这条路径无法运行：{ $why }。
tour-notice-finished = 你完成了“{ $title }”。{ $score }
