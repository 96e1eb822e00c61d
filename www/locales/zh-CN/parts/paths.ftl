# Guided paths: a teacher's lesson as a list of steps (rope::teaching::path, locked).
# A path's own texts are the teacher's words and are never translated: they come in as $text.

# A teacher's own words (or text already in the learner's language), shown as written.
path-words = { $text }

## The placeholders a teacher's text may hold ({ "{" }name{ "}" }), listed in the path editor.
## "pair i" means the pair number the teacher writes after a colon, e.g. { "{" }speed:3{ "}" }.

path-ph-score = 旋转后的查询–键分数（分数视图中的总分）
path-ph-score-unrotated = 不旋转时的同一分数
path-ph-query = 查询词元的文本
path-ph-key = 键词元的文本
path-ph-query-pos = 查询的位置 m
path-ph-key-pos = 键的位置 n
path-ph-distance = m − n
path-ph-dim = 头维度 d
path-ph-pairs = 维度对的数量，d/2
path-ph-base = RoPE 的基数
path-ph-method = 缩放方法的名称
path-ph-factor = 缩放因子 s
path-ph-orig = 原始（训练时的）上下文长度
path-ph-attention-factor = 该方法的注意力因子
path-ph-long-pairs = 波长超过训练时的上下文的维度对数（它们在其中转不满一圈）
path-ph-top-pair = 对分数贡献最大的维度对
path-ph-speed = 第 i 对的速度 θ_i，单位为弧度/位置（缩放后）
path-ph-speed-unscaled = 第 i 对缩放前的速度
path-ph-slowed = 缩放让第 i 对慢了多少倍（1：不变）
path-ph-wavelength = 第 i 对的波长：转一整圈所需的位置数
path-ph-angle = 第 i 对的角度 (m − n)θ_i，单位为弧度
path-ph-angle-deg = 同一角度，单位为度
path-ph-contribution = 第 i 对在分数中的项

## The computed answers of a "which pair" / "which method" question, listed in the path editor.

path-computed-top-pair = 对分数贡献最大的维度对
path-computed-first-long-pair = 第一个波长超过训练时的上下文的维度对（或没有）
path-computed-most-slowed-pair = 被缩放方法减慢最多的维度对（相同时取第一个）
path-computed-slows-fastest-pair-most = 在当前因子下，不缩放、线性、NTK-aware 与 YaRN 中，把第 0 对减慢最多的那个（或并列）
path-computed-slows-slowest-pair-most = 同上，但看最后一对
path-computed-largest-attention-factor = 同样这几种方法中，注意力因子最大的那个（或并列）

## Questions as the learner sees them.

# A value the current settings do not have (a placeholder's value, a question's answer).
path-not-available = 无
# A choice of a computed "which pair" question.
path-pair = 第 { $i } 对
path-no-pair = 没有这样的维度对
# The last choice of a computed "which method" question.
path-method-tie = 没有唯一答案：它们并列
# After a number question is answered: $said is the right value.
path-answer-is = 答案是 { $said }。
# $explanation is the teacher's explanation, as written.
path-answer-is-explained = 答案是 { $said }。{ $explanation }
# After a computed question: $said is the right choice ("pair 3", a method's name).
path-computed-for = 按当前设置计算：{ $said }。
path-computed-for-explained = 按当前设置计算：{ $said }。{ $explanation }
# After a wrong choice (not shown for choices today, kept for completeness).
path-hint-choice = 还不对：换一个选项试试。
# After a wrong first try at a number question: $given is what the learner typed;
# $tolerance is how far off an answer may be (0: no clause).
path-hint-too-high = 还不对：{ $given } 偏大。再试一次{ $tolerance ->
        [0] { "" }
       *[other] （与答案相差不超过 { $tolerance } 即算正确）
    }。
path-hint-too-low = 还不对：{ $given } 偏小。再试一次{ $tolerance ->
        [0] { "" }
       *[other] （与答案相差不超过 { $tolerance } 即算正确）
    }。
path-hint-not-a-number = 还不对：这不是一个数（数字、小数点、可选的负号）。再试一次。
# "k of N": which step of the path is open.
path-progress = 第 { $k } 步，共 { $n } 步

## A page that locks a setting a step asks for (lock= in the embedding page's address).

# $what names what changed them (e.g. loading a model); $changes lists "key = value" pairs.
path-lock-changed = { $what }改变了 { $changes }。
# One locked key: $key is its URL name (dim, base...), $asked the step's value, $kept the page's.
path-lock-asked-kept = { $key }：本步要求 { $asked }，保留 { $kept }
# $list: the locked keys (path-lock-asked-kept), $n how many.
path-lock-note = 本页面锁定了本步要改的设置（{ $list }）：本步的数字按保留的值计算。
# Printed instead of a pair's value when the kept d has no such pair.
path-lock-no-pair = （无：d = { $dim } 只有第 0 到第 { $last } 对，没有第 { $pair } 对）

## Problems with a path (shown to the teacher in the path editor, or instead of the path).

# Items of a list separated by semicolons ("a; b; c").
path-list-join = { $first }；{ $rest }
# $list: the problems (each a path-error-at-*), joined by path-list-join.
path-cannot-run = 这条路径无法运行：{ $list }。
path-cannot-run-more = 这条路径无法运行：{ $list }；另有 { $more } 个问题。
# $field is the JSON field's name (title, question.prompt...), not translated.
path-error-at-step = 第 { $step } 步，{ $field ->
        [title] 标题（“title”）
        [text] 文本（“text”）
        [prompt] 题干（“prompt”）
        [explanation] 解析（“explanation”）
        [choices] 选项（“choices”）
        [answer] 答案（“answer”）
        [tolerance] 容差（“tolerance”）
        [views] 视图（“views”）
        [state] 状态（“state”）
       *[other] “{ $field }”
    }：{ $message }
path-error-at-path = { $field ->
        [title] 标题（“title”）
        [text] 文本（“text”）
        [prompt] 题干（“prompt”）
        [explanation] 解析（“explanation”）
        [choices] 选项（“choices”）
        [answer] 答案（“answer”）
        [tolerance] 容差（“tolerance”）
        [views] 视图（“views”）
        [state] 状态（“state”）
       *[other] “{ $field }”
    }：{ $message }
path-missing = 缺失
path-empty = 为空
path-too-long = 超过 { $max } 个字符
path-control-characters = 含有控制字符
# $code is a code point such as U+202E.
path-invisible-character = 含有不可见字符（{ $code }：方向控制符、零宽字符或格式字符）；请删除它
path-not-a-string = 必须是字符串
path-not-an-object = 必须是 JSON 对象
path-too-many-placeholders = { $n } 个占位符（每段文本最多 { $max } 个占位符）
path-brace-unopened = 有“{ "}" }”而没有对应的“{ "{" }”
path-brace-unclosed = 有“{ "{" }”而没有对应的“{ "}" }”
path-placeholder-empty = 空的占位符 { "{" }{ "}" }：请在花括号里写一个名称，例如 { "{" }score{ "}" }
# $id: what the teacher wrote after "tour:".
path-placeholder-no-tour-step = { "{" }tour:{ $id }{ "}" } 不是内置导览中的步骤
path-placeholder-no-message = { "{" }message:{ $id }{ "}" } 不是 ropescope 消息文件中的消息
path-placeholder-bad-binding = “{ $given }”不是消息变量：请写成 名称=占位符，例如 speed=speed:0；#N 表示保留小数点后 N 位，? 表示消息仅用于选择的值
path-placeholder-digits-outside = { "{" }{ $name }{ "}" }：#N（小数点后的位数）只能用在消息的变量绑定中，即 { "{" }message:ID 变量=名称#N{ "}" }；单独的占位符保留三位有效数字
path-message-binding = 在 { $var }=… 中：{ $problem }
path-message-no-variable = 消息 { $id } 没有变量“{ $var }”（它的变量：{ $vars }）
path-message-needs = 消息 { $id } 需要为 { $vars } 赋值（为每个变量写 名称=占位符）
path-say-answer-bool = 必须是 true 或 false
# $name: what the teacher wrote; $known: every placeholder's name.
path-placeholder-unknown = 未知的占位符 { "{" }{ $name }{ "}" }（最接近的：{ $known }；编辑器的占位符列表列出了全部）
path-placeholder-pair-number = { "{" }{ $name }:i{ "}" } 需要一个维度对编号，而不是“{ $given }”
path-placeholder-needs-pair = { "{" }{ $name }{ "}" } 需要指定维度对：{ "{" }{ $name }:0{ "}" }
path-placeholder-takes-no-pair = { "{" }{ $name }{ "}" } 不接受维度对编号
path-placeholder-pair-beyond = { "{" }{ $name }:{ $pair }{ "}" }：本步的状态只有第 0 到第 { $last } 对
# $what: one of the path-of-* messages; $fields: the field names it has.
path-unknown-field = 不是{ $what }的字段（可用字段：{ $fields }）
path-of-path = 路径
path-of-step = 步骤
path-of-choice-question = 选择题
path-of-number-question = 数值题
path-of-computed-question = 计算题
path-of-tour-question = 导览题
# "first" and "last" are the JSON values; keep them in quotes as written.
path-scoring-values = "first"（第一次作答计分）或 "last"
path-pass-share = 答对题目的比例，0 到 1（0.8：答对 80% 即通过）
path-too-many-bytes = 超过 { $max } 字节
# $error: the JSON reader's own words.
path-not-json = 不是 JSON：{ $error }
path-version-unknown = 版本 { $given } 不是本工具能读取的（它读取版本 { $version }）
path-version-missing = 缺失（格式的版本号，{ $version }）
path-id-letters = 只能用字母、数字、- 和 _（1 到 64 个）
path-no-steps = 没有步骤
path-too-many-steps = 超过 { $max } 个步骤
path-id-repeated = “{ $id }”已是前面某一步的 id
path-steps-not-a-list = 必须是步骤列表
# $keys: URL keys the widget does not know.
path-state-unknown-keys = 未知的键：{ $keys }
path-view-twice = { $view } 出现了两次
path-not-a-view = { $given } 不是视图（可用视图：{ $views }）
path-views-count = 1 到 { $max } 个视图名称
path-views-not-a-list = 必须是视图名称列表
path-not-a-readout = { $given } 不是读数（可用读数：{ $readouts }）
path-hide-not-a-list = 必须是读数列表（{ $readouts }）
# choice, number, computed, tour are the JSON values of "kind": not translated.
path-question-kinds = 只能是 choice、number、computed、tour 之一
path-choices-count = 2 到 { $max } 个选项
path-choices-missing = 缺失（两段或更多文本组成的列表）
path-choice-answer = 正确选项的序号，从 0 开始
# "score" and "wavelength:3" are placeholder names: not translated.
path-number-answer-empty = 答案为空：请填写一个数值占位符的名称，例如 "score" 或 "wavelength:3"
path-answer-pair-beyond = 第 { $pair } 对：本步的状态只有第 0 到第 { $last } 对
path-answer-not-a-number = 一个给出数值的占位符
path-number-answer-missing = 缺失：一个数值占位符的名称，例如 "score" 或 "wavelength:3"
path-tolerance = 一个 >= 0 的数（答案允许偏差多少）
path-computed-answer-empty = 答案为空：请从列表中选择一个计算值
# $names: the computed answers' names.
path-computed-answer-one-of = 只能是以下之一：{ $names }
path-no-tour-step = 不是内置导览中的步骤

## A teacher's text in several languages (a language map: { "{" }"en": "...", "zh-CN": "..."{ "}" })

path-langs-empty = 语言映射为空：请至少用一种语言给出文本，例如 { "{" }"en": "..."{ "}" }
# $tag: the key the teacher wrote; $known: the language tags ropescope reads (en, zh-CN, es).
path-lang-unknown = “{ $tag }”不是 ropescope 能读取的语言（请使用 { $known } 之一）
# $tag: the key the teacher wrote, naming a language the map already has (as "en" and "en-US").
path-lang-repeated = “{ $tag }”所指的语言在映射中已经有了
# The path editor's hint, shown when a text of the path has several languages.
path-editor-languages = 这条路径的部分文本有多种语言：编辑器显示并编辑你所用语言的版本（没有时则是该文本的第一种语言），其他语言保持原样。要添加一种语言，请编辑路径的 JSON 文件。

## The placeholders and computed questions the built-in tour's steps added (one section per step)

## tour step clock-hands

path-ph-query-quoted = 加引号的查询词元文本；句子在该位置没有词元时为“位置 m 上的向量”
path-ph-speed-deg = 第 i 对的速度 θ_i，单位为度/位置（表盘下表格中的 θ_i）
path-ph-query-angle = 查询的第 i 对已转过的角度：m × θ_i 弧度
path-ph-pair-turns = 第 i 对是否在转（速度不为零）：是为 yes，否为 no，供消息选择措辞
path-ph-speed-or-base = 第 i 对的速度 θ_i；它不转时（RoPE 关闭或该对被去掉），为基数（base）会给它的速度
path-ph-turn-positions = 以该速度（speed_or_base:i）第 i 对转一整圈所需的位置数
path-ph-half-turn-positions = 以该速度第 i 对转半圈所需的位置数
path-ph-full-circle = 一整圈的弧度，2π
path-computed-one-turn-positions = 第 0 对转一整圈需要多少个位置：半圈的位置数、一整圈的位置数，或永远转不完（它不转时）

## tour step turn-together

path-ph-offset = 句子起始的位置（偏移量）
path-ph-key-quoted = 加引号的键词元文本；句子在该位置没有词元时为“位置 n 上的向量”
path-ph-key-angle = 键的第 i 对已转过的角度：n × θ_i 弧度
path-ph-positions-apart = 查询与键相隔的位置数，|m − n|
path-ph-between-deg = 第 i 对查询箭头与键箭头之间的夹角（度），与表盘下表格显示的一致（“夹角”）
path-ph-table-turn-deg = 位置给第 i 对带来的转角，(m − n) × θ_i（度），与表格显示的一致（0 到 360）
path-ph-before-deg = 第 i 对查询箭头与键箭头在任何转动之前的夹角（度）（“夹角”减去转角，0 到 360）
path-ph-before-plus-turn-deg = 该夹角加上转角（度），即表格减去整圈之前的值
path-ph-turns-off = 表格为使第 i 对的“夹角”小于 360 而从该和中减去的整圈数
path-ph-turns-off-deg = 这些整圈合计的度数
path-ph-full-turn-deg = 一整圈的度数，360
path-ph-zero = 数字 0（文本需要把它当作数字时）
path-ph-far-offset = 上下文中较远的一个起始位置，问题可以把句子移到这里
path-ph-far-offset-shift = 句子移到从 far_offset 开始时移动的位置数
path-ph-far-between-deg = 句子从 far_offset 开始时第 i 对的“夹角”（度）
path-computed-between-when-shifted = 把整个句子移到从 far_offset 开始时，第 0 对查询箭头与键箭头之间的夹角保持不变、变大还是变小

## tour step score-sum

path-ph-top-pair-contribution = 贡献最大的维度对（top_pair）在分数中的项
path-ph-bottom-pair = 让分数减少最多的维度对（其项最小）
path-ph-bottom-pair-contribution = 该维度对（bottom_pair）在分数中的项
path-ph-top-pair-other-choices = top_pair_of_three 的各个错误选项各自贡献多少，逐一点名：“第 … 对贡献 …，第 … 对贡献 …”
path-computed-top-pair-of-three = 对分数贡献最大的维度对，放在三个维度对中供选择：它本身，以及第一对、最后一对或中间一对

## tour step only-distance

path-ph-shift = t：“同时平移两个词元”视图把查询和键一起滑动的位置数（滑块的起始值）
path-ph-shifted-query-pos = 滑动后查询的位置，m + t
path-ph-shifted-key-pos = 滑动后键的位置，n + t
path-ph-shifted-score = 两个词元都滑动 t 之后的分数（“同时平移两个词元”视图中的第二个分数）
path-ph-shift-keeps-score = 滑动后分数不变（只差舍入误差）时为 “yes”，否则为 “no”
path-computed-shift-changes-score = 把两个词元都滑动 t 之后，分数是不变、更高还是更低

## tour step rope-off
path-ph-turning-pairs = 有多少维度对在转动（转速不为零）
path-ph-distance-chart-start = “分数随距离变化”图表绘制的第一个距离
path-ph-score-at-chart-end = 图表最后一个距离处的分数
path-ph-distance-chart-spread = “分数随距离变化”图上最高分减最低分
path-ph-no-position-source = 发现解码器仅凭因果掩码就能学到位置的那项研究（作者与年份）
path-computed-score-far-against-near = 图表最后一个距离处的分数与距离为零时相比：相同、更高还是更低

## tour step decay-aligned

path-ph-zero-distance-score = 距离为零（查询和键在同一位置）时的分数，按距离视图的算法计算
path-ph-distance-chart-end = “分数随距离变化”图表画到的最大距离
path-ph-highest-score-distance = 该图表上分数最高处的距离（相同时取第一个）
path-ph-highest-score = 该距离处的分数
path-ph-distance-table-near = 距离图表下方表格第二行的距离
path-ph-distance-table-near-score = 该行的分数
path-ph-distance-table-quarter = 该表格往下四分之一处那一行的距离
path-ph-distance-table-quarter-score = 该行的分数
path-ph-distance-bound-drawn = 距离图表在曲线旁画出 RoFormer 的上界时为 yes；上界远高于曲线、改由说明给出时为 no
path-ph-distance-bound-first = 距离图表下方说明给出的 RoFormer 上界在距离零处的值（上界画在图上时没有此值）
path-ph-distance-bound-lowest = 同一说明给出的该上界在图表上的最低值（上界画在图上时没有此值）
path-computed-where-score-peaks = 距离图表上分数最高的位置：在距离零处、在中间某处，还是在最远端

## tour step no-decay-random

path-ph-zero-distance-highest = 距离图表上没有哪个距离的分数高于距离零处时为 yes，否则为 no
path-ph-beats-zero-distance = 距离图表上分数最高的非零距离，仅当它的分数高于距离零处时才有值
path-ph-beats-zero-score = 该距离处的分数（同样仅在此时有值）
path-computed-zero-distance-highest = 距离零处的分数是否是距离图表上最高的（是或否）

## tour step fast-and-slow

path-ph-last-pair = 最后一个维度对的编号，d/2 − 1
path-ph-heatmap-first-distance = 热图第一行的距离（默认范围）
path-ph-heatmap-last-distance = 热图默认显示的最大距离（最后一行）
path-ph-heatmap-angle = 第 i 对在该最大距离处的角度，单位为弧度
path-ph-heatmap-turning-pairs = 在热图默认显示的距离内至少转完一整圈的维度对数（热图下方那行文字）
path-computed-heatmap-turning-pairs = 在热图显示的距离内至少转完一整圈的维度对有多少：从三个数中选一个

## tour step trained-context
path-ph-wavelength-unscaled = 第 i 对缩放前的波长：按原本速度转一整圈所需的位置数
path-ph-long-pairs-unscaled = 缩放前波长超过训练时的上下文的维度对数（它们在训练中从未转完一圈）
path-computed-long-pairs-unscaled-count = 有多少维度对在训练时的上下文内转不完一圈（按缩放前的波长）：从三个数中选

## tour step interpolation
path-ph-scaled-context = 缩放后能达到的上下文：训练时的上下文乘以缩放因子
path-ph-speed-change = 缩放对第 i 对的作用，用文字表述：“保持原速”或“速度降为原来的 x 分之一”
path-computed-which-pairs-slowed = 缩放方法减慢哪些维度对：只有慢的、每一对按相同的因子，还是只有快的

## tour step yarn
path-ph-beta-fast = YaRN 的 beta_fast：在训练时的上下文内转圈数多于它的维度对保持原速
path-ph-beta-slow = YaRN 的 beta_slow：在训练时的上下文内转圈数少于它的维度对按整个缩放因子减慢
path-ph-attention-factor-squared = 注意力因子的平方：每个 logit 放大的倍数
path-ph-kept-pairs = 从第一对数起，缩放后保持原速的维度对数
path-ph-fully-slowed-pairs = 缩放按整个缩放因子减慢的维度对数
path-computed-which-pairs-kept = 在该缩放方法下哪些维度对保持原速：快的、慢的，还是一个都没有

## tour step long-context-lab
path-ph-double-orig = 原始（训练时的）上下文长度的两倍
path-ph-new-angle-pairs = 在两倍训练上下文处遇到训练中从未见过的角度的维度对（热力图中的灰色格子），以维度对编号列出（一个都没有时为“无”）
path-ph-new-angle-pair-count = 在两倍训练上下文处遇到训练中从未见过的角度的维度对数
path-ph-new-angles-at-double-orig = 用一句话说明各维度对在两倍训练上下文处遇到什么：慢的维度对中有几对落在训练中见过的弧之外、是哪几对（或者一个都没有）
path-computed-which-pairs-meet-new-angles = 在两倍训练上下文处，哪些维度对会遇到训练中从未见过的角度：最快的维度对、最慢的维度对，还是一个都没有（按热力图的规则）

## tour step image-ids
path-ph-multimodal-shows = 多模态视图画的是什么：settings（旋钮自身的设置）、example（设置缺少分段或图像时，在其上构建的示例）或 nothing（什么都没有）
path-ph-image-height = 图像的高度（图块数，多模态视图中的图像）
path-ph-image-width = 图像的宽度（图块数）
path-ph-spatial-merge = 视觉编码器把每边多少个图块合并成一个词元
path-ph-image-tokens = 图像合并后变成多少个词元
path-ph-image-time-id = 图像所有词元共用的时间 id（也是第一行和第一列的 id）
path-ph-image-last-row-id = 图像最后一行词元的高度 id
path-ph-image-last-column-id = 图像最后一列词元的宽度 id
path-ph-after-image-id = 图像之后的文字（从结束标记开始）接着使用的位置 id
path-ph-mrope-sections = 成块分配时每个轴（时间、高度、宽度）随之转动的维度对，以列表形式给出
path-ph-mrope-blocks-model = 多模态 RoPE 成块给各轴分配维度对的模型
path-ph-mrope-turns-model = 多模态 RoPE 把维度对轮流分配给各轴的模型
path-ph-mrope-interleaved = 角度网格跟随轮流分配时为 yes，跟随成块分配时为 no
path-ph-time-slowest-in-blocks = 成块分配时时间轴最慢的维度对及其波长，以从句形式给出
path-ph-time-slowest-in-turn = 轮流分配时时间轴最慢的维度对及其波长，以从句形式给出
path-ph-time-slower-form = 时间轴最慢的维度对转得更慢的形式：blocks、turns 或 neither
path-computed-time-turns-slower-in = 时间轴最慢的维度对在哪种形式下（成块或轮流分配）转得更慢，或者都不是

## tour step image-patches
path-ph-patch-grid = 视觉视图画出图块网格时为“yes”；d 无法分给行和列时为“no”（此时下面各图块值为 n/a）
path-ph-axial-fits = d 是四的倍数时为“yes”：轴向 RoPE 能把一半维度对分给行、一半分给列
path-ph-patch-rows = 视觉视图网格的图块行数
path-ph-patch-cols = 视觉视图网格的图块列数
path-ph-patch-pairs = 视觉视图分给行和列的维度对数
path-ph-patch-axis-runs = 哪些维度对随行转动、哪些随列转动（文字）
path-ph-patch-speeds = 行的维度对与列的维度对共用的速度种数
path-ph-query-patch-row = 查询图块所在的行
path-ph-query-patch-col = 查询图块所在的列
path-ph-patch-score-range = 第一个网格中的最低分和最高分，以及最高分所在的位置（文字）
path-ph-patch-merge = 合并大小：每个这么多 × 这么多的图块块合并成一个词元
path-ph-patch-tokens = 合并后图像交给语言模型的词元数
path-ph-moved-key-row = 两个图块都移动一行一列后仍在图像内的那个键图块所在的行（网格的一个角）
path-ph-moved-key-col = 该键图块所在的列
path-ph-patch-move-rows = 这次移动在行方向上的描述（文字，如“向下移动 1 行”）
path-ph-patch-move-cols = 这次移动在列方向上的描述（文字，如“向右移动 1 列”）
path-ph-patch-score = 查询图块对该键图块的分数
path-ph-moved-patch-score = 两个图块都移动后的同一分数（第二个网格）
path-ph-moved-key-only-score = 只移动键图块后的分数
path-computed-moved-patches-score = 两个图块都移动时，查询图块对该键图块的分数是保持不变、变大还是变小（没有网格时：轴向 RoPE 能否这样划分 d）

## tour step latent-split
path-ph-latent-shows = 潜在注意力视图画的是什么：“own”（当前设置）、“example”（设置里没有与位置无关的维度时，基于设置构造的示例）或“nothing”
path-ph-latent-model = 该视图所依照的潜在注意力模型（DeepSeek-V3）
path-ph-rope-on = RoPE 开启时为“yes”，关闭时为“no”
path-ph-mscale-all-dim-applies = YaRN 的 mscale_all_dim 项缩放 softmax 时为“yes”
path-ph-latent-nope-dims = 潜在视图中每个头与位置无关的维数
path-ph-latent-dims = 潜在注意力头的全部维数：与位置无关的加上转动的
path-ph-latent-free-score = 潜在分数中与位置无关的部分（q_nope · k_nope），在 m 和 n 处
path-ph-latent-rope-score = 潜在分数中转动的部分，在 m 和 n 处
path-ph-latent-score = m 和 n 处的潜在分数：两部分之和
path-ph-latent-scale = 潜在分数要乘上的 softmax 缩放系数
path-ph-latent-near = 图表上的第一个距离
path-ph-latent-far = 图表上的最后一个距离
path-ph-latent-free-near = 图表第一个距离处与位置无关的部分
path-ph-latent-free-far = 图表最后一个距离处与位置无关的部分
path-ph-latent-rope-range = 转动部分沿图表如何变化（文字：“在 a 和 b 之间变化”或“保持在 a”）
path-ph-latent-moving-part = 潜在分数沿图表变化的是哪一部分：“rope”、“free”、“both”或“neither”
path-computed-latent-moving-part = 潜在分数沿图表变化的是哪一部分：只有 RoPE 部分、只有与位置无关的部分、两部分都变或都不变

## tour step real-model
path-ph-model-loaded = 已加载真实模型自己的向量（qk=model）时为 "yes"，否则为 "no"
path-ph-model-name = 可以在页面中运行的真实模型的名称
path-ph-model-dim = 真实模型训练时的头维度
path-ph-model-pairs = 真实模型的维度对数，即头维度的一半
path-ph-model-base = 真实模型训练时的 RoPE 基数
path-ph-model-context = 真实模型训练时的上下文长度
path-ph-model-long-pairs = 真实模型的维度对中，在训练上下文内转不满一圈的对数
path-ph-order-first-word = 顺序问题交换的两个词中的第一个（玩具模型的一个词元）
path-ph-order-second-word = 这两个词中的第二个
path-ph-order-weight-before = 关闭 RoPE、开启因果掩码时：按原顺序，第二个词给第一个词的注意力权重
path-ph-order-weight-after = 两个词交换顺序后（第二个词在前）：第二个词给现在位于其后的第一个词的权重，即因果掩码留下的权重
path-ph-order-weights-differ = 这两个权重不同时（仅凭掩码就能分辨顺序）为 "yes"，否则为 "no"
path-computed-order-tells-without-rope = 关闭 RoPE 时，两个词按两种顺序是否得到不同的注意力权重：不能（权重相同）或能（权重不同），选项按此顺序
