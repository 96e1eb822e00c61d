# "Check yourself" (the quiz view, rope::teaching::quiz) and a path's score (rope::teaching::score).
# Every number comes in as a variable, printed by the widget.

# The caption under the quiz view's title.
quiz-caption = 先预测，再核对。本工具按当前设置计算每道题的答案，因此解析中引用的是实时数字，并链接到展示它的视图。
quiz-check = 核对
# Before the explanation, once the learner checks.
quiz-right = 正确。
quiz-not-quite = 不太对。
# A link to the view the question is about.
quiz-see-view = 在视图中查看。
# A choice that is only a number.
quiz-number = { $value }

## Same offset, different absolute positions. "cat" and "sat" are the tokens (keep them in English).

quiz-shift-prompt = 查询“cat”关注前面两个位置处的键“sat”：一次在位置 { $near_m } 和 { $near_n }，一次在位置 { $far_m } 和 { $far_n }。这两个分数相比如何？
quiz-shift-equal = 两者相等
quiz-shift-near = 在 { $m } 和 { $n } 处更高（更靠近开头）
quiz-shift-far = 在 { $m } 和 { $n } 处更高
quiz-shift-explanation = 两个分数分别是 { $near } 和 { $far }。每个维度对贡献 dot cos((m-n)w) + cross sin((m-n)w)，而两次的 m − n 都是 { $distance }。

## Word order under the causal mask. "big" and "red" are the tokens (keep them in English).

quiz-order-prompt = 在带因果掩码的解码器中，“big red”变成“red big”。“red”（查询）对“big”（键）的注意力权重会怎样？
quiz-order-same = 不变：词相同，权重也相同
quiz-order-masked = 变为恰好 0：“big”现在是后面的键，而因果掩码会遮住后面的键
quiz-order-sign = 只因 m − n 从 +1 变为 −1 而改变，这会翻转每个交叉（sin）项的符号
quiz-order-explanation = 在“big red”中，“red”（位置 1）给“big”（位置 0）的权重是 { $before }。在“red big”中，“big”位于位置 1，在位置 0 的查询之后：它的 logit 被掩码为负无穷，权重恰好是 { $after }。只有在没有掩码时（编码器），“red”才仍能看到“big”：它的分数从 { $big_red } 变为 { $red_big }，因为 cos 是偶函数、sin 是奇函数，所以点积部分不变，交叉部分变号。

## Which pair wraps first.

quiz-wrap-prompt = 在当前设置下，哪个维度对最先转满一圈？
quiz-wrap-first = 第 0 对，最快的那个
quiz-wrap-middle = 中间的某一对
quiz-wrap-last = 最后一对，最慢的那个
quiz-wrap-none = 没有：没有维度对在转动
quiz-wrap-explanation = 第 { $pair } 对的波长最短：{ $wavelength } 个位置（2π / inv_freq）。
quiz-wrap-explanation-none = 这里每个维度对的速度都是 0（RoPE 已关闭，或每个维度对都不旋转）：没有维度对会转满一圈，位置也不会改变任何分数。

## Linear interpolation.

quiz-interpolation-prompt = 线性插值把一个在 { $trained } 个位置上训练的模型拉伸到 { $stretched }（因子 { $factor }）。此时位置 { $position } 得到的角度，等于普通 RoPE 在哪个位置给出的角度……
quiz-interpolation-explanation = 每个频率都除以 { $factor }，所以位置 { $position } 的角度就是位置 { $equivalent } 的角度：位置被压缩进训练时的范围。

## Raising the base. $from, $to: the two bases; $dim: the head dimension.

quiz-base-prompt = 把基数从 { $from } 提高到 { $to }（d = { $dim }）。最慢的维度对会转得……
quiz-base-faster = 更快
quiz-base-slower = 更慢
quiz-base-same = 不变
# $from, $to: speeds in degrees per position (scientific notation).
quiz-base-explanation = 它的速度从每个位置 { $from } 度变为 { $to } 度：base^(-2i/d) 随基数增大而变小（第 0 对除外，它始终是每个位置 1 弧度）。

## Rotations keep lengths.

quiz-norm-prompt = 把一个查询旋转到位置 { $position }，它的长度会……
quiz-norm-kept = 不变：旋转保持长度
quiz-norm-grows = 随位置增大而变长
quiz-norm-shrinks = 随位置增大而变短
quiz-norm-explanation = |R q| / |q| = { $ratio }。每个维度对只被转动，从不被拉伸。

## YaRN's temperature.

quiz-yarn-prompt = 因子为 { $factor } 的 YaRN 会用它的注意力因子缩放 cos 和 sin。于是每个注意力 logit 都会乘以……
quiz-yarn-no-change = 1（不变）
# $af: the attention factor; $logit: its square; $temperature: the same square, two decimals;
# $inv: its inverse; $p_plain, $p_scaled: a softmax weight before and after.
quiz-yarn-explanation = 注意力因子是 0.1 ln { $factor } + 1 = { $af }。HF 把 cos 和 sin 都乘以它，所以旋转后的 q 和旋转后的 k 各带一次这个因子，而它们的内积，即 logit，带了两次：{ $af }^2 = { $logit }。这相当于把 softmax 的温度除以 { $temperature }（变为原来的 { $inv }）：softmax 明显更尖锐。以两个 logit 1 和 0 为例：较大者的权重从 { $p_plain } 变为 { $p_scaled }。

## A path's score, at its end.

# $percent: the share right, in percent.
quiz-score = 得分：{ $questions } 题中答对 { $right } 题（{ $percent }%）。
# $mark: the pass mark in percent; $passed: yes or no.
quiz-score-with-pass = 得分：{ $questions } 题中答对 { $right } 题（{ $percent }%），及格线 { $mark }%：{ $passed ->
        [yes] 已通过
       *[no] 未通过
    }。
# A computed or tour question's answer in the result list: the choice's place, from 1.
quiz-choice-n = 选项 { $n }
