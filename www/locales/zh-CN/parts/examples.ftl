# 示例视图：经典教程中的场景卡片，以及 cat/mat 分数的逐步计算与教程印出的数字对照。

examples-caption = 常见 RoPE 教程中的场景，每个都会载入其维度、各维度对的转速和位置。载入一个后，所有视图都会显示它。下面的数字是计算出来的，不是抄来的；如果某篇知名文章印出了不同的数字，勘误会指出来。下方的表格把 cat/mat 的分数一步步拆开。

## 卡片。

examples-load = 载入此示例
examples-computed = 计算出的{ $what }：
examples-what-score = 分数
examples-what-rotated-pair = 旋转后的维度对
examples-erratum = 勘误：一篇流传很广的教程在这里印的是 { $wrong }；旋转得到的是 { $value }。
examples-setting = { $dim } 维向量，{ $turning }；{ $who }。
examples-setting-error = { $error }
examples-turning-one = 一个维度对，每个位置转 { $speed }
examples-turning-many = { $pairs } 个维度对，每个位置分别转 { $speeds } 和 { $last }
examples-turning-none = 没有维度对
examples-who-query = 查询 { $query } 位于 m = { $m }
examples-who-query-key = 查询 { $query } 位于 m = { $m }，键 { $key } 位于 n = { $n }
examples-token = “{ $token }”
examples-position = 位置 { $pos }

## 逐步计算表。

examples-steps-title = “mat”对“cat”，逐步计算
examples-steps-label = cat/mat 分数的逐步计算
examples-col-pair = 维度对
examples-col-step = 步骤
examples-col-before = 旋转前
examples-col-matrix = 2×2 旋转 [cos −sin; sin cos] · 维度对
examples-col-complex = 复数乘积 (a + ib)(cos + i sin)
examples-col-sum = 乘积求和
examples-col-computed = 计算值
examples-col-printed = 教程印出的值
examples-pair-n = { $pair }
examples-pair-all = 全部
examples-step-query = 查询 { $token }，位置 { $pos }
examples-step-key = 键 { $token }，位置 { $pos }
examples-step-dot = 旋转后的 q · 旋转后的 k
examples-step-score = 分数
examples-printed-pair = { $pair }{ $wrong ->
        [both] （两个分量都错）
        [first] （第一个分量错）
        [second] （第二个分量错）
       *[none] { "" }
    }
examples-printed-dot = { $formula }（沿用了印错的维度对）
examples-printed-total = { $total } = { $others } + { $dot }：快速维度对加上沿用下来的 { $carried }，得到 { $sum }
examples-summary = 教程中的 { $total } 是这样来的：快速维度对贡献 { $others }（正确），再加上 { $dot }，即两个旋转错了的慢速维度对的内积 { $pq }·{ $pk } = { $carried }。正确旋转后它们是 { $right_q } 和 { $right_k }，内积为 { $slow }，所以分数是 { $score }。
