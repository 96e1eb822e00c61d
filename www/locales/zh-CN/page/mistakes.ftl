# 源文本中的错误：页面自身的视图链接到它们时显示的内容（五篇文本的标题及其中的位置）。其余内容在 parts/mistakes.ftl。

## 五篇源文本的标题（专有名称：保留英文标题，括号中附中文译名）。

mistakes-source-walkthrough = A PyTorch walkthrough of RoPE（RoPE 的 PyTorch 代码讲解）
mistakes-source-slides = Lecture slides on RoFormer（RoFormer 课程幻灯片）
mistakes-source-derivation = A derivation of the score, pair by pair（逐对推导注意力分数）
mistakes-source-lesson = A course lesson with check-yourself questions（附自测题的课程讲义）
mistakes-source-context = Notes on context extension (PI, NTK, YaRN)（上下文扩展笔记）

## 文本中的位置（某一节或某一步，用 ropescope 自己的话描述），由罗盘视图和热图视图链接。

mistakes-where-slice-t0-angles = ASCII 图解，快速可视化切片：t = 0
mistakes-where-slice-k0-t2048 = ASCII 图解，快速可视化切片：t = 2048
mistakes-where-speed-order-reversed = ASCII 图解，切片之后及罗盘小结中
mistakes-where-emoji-heatmap-colours = 把 freqs 表画成表情符号热图
mistakes-where-theta-k-minus-theta-k = 推导：令 m = n（及后面的回顾）
mistakes-where-g-argument-n = 推导：模长的一个解
mistakes-where-phi-step-sign = 推导：代入 n = m + 1
mistakes-where-exponent-parentheses = 推导：综合起来
mistakes-where-gamma-doubled = 推导：旋转矩阵之前的回顾
mistakes-where-each-dimension-own-angle = RoPE 简介：角度
mistakes-where-theta-is-frequency = f_q(x_m, m) = (W_q x_m)e^(imθ) 与欧拉公式
mistakes-where-pi-inverted-ratio = 位置插值（Position Interpolation，PI）
mistakes-where-lambda-theta-angle = YaRN：波长 λ_d
mistakes-where-d-halved = θ 的计算
