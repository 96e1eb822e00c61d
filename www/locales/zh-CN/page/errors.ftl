# 错误：被拒绝的设置，以其 URL 键命名（键名保持原样）。
error-config = { $key }：应为{ $expected }，实际为“{ $got }”
error-expected-as-given = { $text }

## 可接受的范围（接在 error-config 的“应为”之后）。

limit-dim = { $min } 到 { $max } 之间的偶数（维度两两成对旋转）
limit-dim-ntk = NTK 缩放下至少为 { $min }（其指数 d/(d-2) 在 d = 2 时为无穷大）
limit-base = 大于 { $above } 的有限数
limit-speed = 每个位置的度数，取值在 [-{ $max }, { $max }] 之间的有限数
limit-speeds = dim/2 个以逗号分隔的速度（单位：度/位置）
limit-factor = { $min } 到 { $max } 之间的数
limit-beta = 不超过 { $max } 的数，且 beta_fast > beta_slow > 0
limit-attn = 大于 0 且不超过 { $max } 的数
limit-mscale = 0 到 { $max } 之间的数（0 表示未设置，与 HF 相同）
limit-freq-factor = 不超过 { $max } 的数，且 high_freq_factor >= low_freq_factor > 0
limit-context = { $min } 到 { $max } 之间的整数个位置
limit-text = 1 到 { $tokens } 个单词或标点词元，最多 { $chars } 个字符，不含控制字符
limit-position = 0 到 { $max } 之间的整数
limit-last-position = 使最后一个词元的位置不超过 { $max } 的偏移量
limit-vector = dim 个以逗号分隔的有限数，每个都在 [-{ $max }, { $max }] 之间
limit-layer = 0 到 { $last } 之间的整数（SmolLM2-135M 共有 { $n } 层）
limit-head = 0 到 { $last } 之间的整数（SmolLM2-135M 每层有 { $n } 个查询头）
limit-model-dim = 在 qk=model 下为 { $d }（SmolLM2-135M 的头维度 d = { $d }；如需改变 d，请选择其他 q/k 来源）
limit-drop = 0 到 d/2 之间的整数（不旋转的维度对数）
limit-ext-factors = d/2 个以逗号分隔的数（每个维度对一个），每个都大于 0 且不超过 { $max }
limit-partial = 大于 0 且不超过 1 的数（头中旋转部分所占比例）
limit-layer-types = 1 到 { $max } 个字母，每个为 G（全局）、L（局部）或 N（无 RoPE）
limit-layers = 1 到 { $max } 之间的整数
limit-attn-scale = 0 到 { $max } 之间的数
limit-mrope = 三个整数（时间、高度、宽度的维度对数），总和为 d/2
limit-image-grid = 三个整数 t,h,w：t = 1（一张图像），h 和 w 为 { $merge } 的倍数，范围 { $merge } 到 { $max } 个图块
limit-bool = true 或 false
limit-patches = 两个整数 行数,列数，每个在 1 到 { $max } 之间，且为合并尺寸的倍数
limit-merge = 1 到 { $max } 之间的整数
limit-patch = 两个整数 行,列，位于图块网格之内（从 0 开始）
limit-nope-dim = 0 到 { $max } 之间的整数（0：没有解耦部分；DeepSeek-V3：128）
limit-image-at = 0 到 { $max } 之间的整数（超过最后一个词元：图像放在最后）
limit-placeholders = 最多 { $max } 个占位符
limit-locked = 课程页面固定的值（此控件已锁定）
limit-json-number = 一个 JSON 数字
limit-json-whole = 一个 JSON 整数
limit-json-string = 一个 JSON 字符串
limit-layer-hint = 0 到 { $last }：视图显示哪一层的 q 和 k。
limit-head-hint = 0 到 { $last }；头 3h 到 3h+2 共用键头 h。
limit-and-locked = { $expected }（{ $locked }）
limit-json-list = 最多 { $max } 个数的 JSON 列表
limit-one-of = { $n ->
    [1] { $first }
    [2] { $first } 或 { $second }
   *[other] { $list } 之一
}
limit-once = 每个键最多出现一次
limit-once-first-used = 每个键最多出现一次（使用第一个）
limit-percent-encoding = 有效的百分号编码（% 后跟两个十六进制数字）
limit-percent-utf8 = 解码后为有效 UTF-8 文本的百分号转义
limit-vector-length = { $n } 个以逗号分隔的数（每个维度一个）
limit-token-position = { $first } 到 { $last } 之间的词元位置（或用 { $key } 直接给出向量）
limit-merge-divides = { $range }，且能整除 { $rows } × { $cols } 的图块网格
limit-patch-here = { $range }（此处行 0 到 { $last_row }，列 0 到 { $last_col }）
limit-mrope-here = { $range }（此处为 { $pairs }）
limit-speeds-count = { $n } 个以逗号分隔的速度（每个维度对一个：dim/2）
limit-speed-at = 第 { $index } 个速度为{ $range }
limit-factors-count = { $n } 个以逗号分隔的数（每个维度对一个：d/2）
limit-longrope-orig = 至少为 2，LongRoPE 的注意力因子 sqrt(1 + ln s / ln orig) 才有意义（或直接给出 attn）
limit-needs-base = { $n ->
        [1] { $last }
       *[other] { $rest } 或 { $last }
    }（给出自定义速度时；此方法的公式需要基数）
json-error-at = 第 { $at } 字节处：{ $what }
json-bad-code-point = 无效的码位
json-bad-escape = 无效的转义
json-bad-surrogate-pair = 无效的代理对
json-control-character-in-string = 字符串中有控制字符
json-expected-comma-or-bracket = 此处应为 , 或 ]
json-expected-comma-or-brace = 此处应为 , 或 { "}" }
json-expected-colon = 此处应为 :
json-expected-a-digit = 此处应为数字
json-expected-a-digit-after-point = . 之后应为数字
json-expected-a-digit-in-the-exponent = 指数部分应为数字
json-expected-a-key-in-quotes = 此处应为带引号的键
json-leading-zero = 数字有前导零
json-lone-surrogate = 单独的代理码元
json-nesting-too-deep = 嵌套过深
json-number-out-of-range = 数字超出范围
json-unexpected-character = 意外的字符
json-unexpected-end-of-input = 输入意外结束
json-unterminated-string = 字符串没有结束

limit-lab-compare = 以逗号分隔的列表，每项为 none 或 method:factor（method 为 linear、ntk、yarn 或 llama3；factor 为 1 到 { $factor }），最多 { $most } 项
limit-lab-gaps = 以逗号分隔的列表，最多 { $most } 个位置数（0 到 { $max } 的整数）
limit-lab-text = 留空（使用默认文本），或不超过 { $max } 个字符、且不全是空格的文本
limit-lab-keys = 每个间隔的密钥数，1 到 { $max } 的整数
limit-lab-seed = 一个整数（抽取密钥所用的随机种子）
limit-lab-run = 1（模型加载后运行）或 0
