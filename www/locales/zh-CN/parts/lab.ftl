# 长上下文实验室（view=longlab）：让真实模型（SmolLM2-135M）越过其训练时的上下文运行。
# $gap、$trained、$n 等为程序打印的数字；$label、$method、$x、$y 为方法标签（如 "current = none"、"ntk:8"），原样保留。

## 视图说明
# 8192 是该模型训练时的上下文长度（固定值）。
lab-caption = 真实模型读取一段放在远超其训练时 8192 个位置之外的文本：它还能找到密钥吗？还会用到前文吗？哪种缩放方法能挽救它，又要在短距离上付出什么代价？

## 列表与衔接
lab-empty = { "" }
lab-list-comma = { $first }、{ $rest }
lab-list-and = { $first } 和 { $last }
lab-list-semicolon = { $first }；{ $rest }
lab-gap = { $gap }
lab-paragraph = { $sentences }

## 运行按钮上方的警告
lab-warning-rope-off = 旋转位置编码（RoPE）已关闭：下面每种方法都将在没有任何旋转的情况下运行，结果完全相同，比较毫无意义。
lab-warning-half-split = 对半拆分的维度对：该模型的权重是按交错维度对训练的，因此下面每种方法运行时用的都是模型从未见过的维度对。
lab-warning-differs = 你的 RoPE 与模型训练时的不同（{ $changes }）：下面每种方法都以它为起点，因此测的是你的设置，而不只是方法本身。

## 进度
lab-progress = ，已完成 { $done }/{ $total } 次测量
lab-progress-left = ，已完成 { $done }/{ $total } 次测量，约剩 { $left } 秒

## 图表
lab-axis-gap = 间隔：跳过的位置数（所试的间隔，等距排列）
lab-axis-answer = 答案：每个词元的平均 ln p
lab-axis-far-loss = 第二部分：损失（奈特/词元）
lab-axis-position = 文本中的位置
lab-axis-running-loss = 累计平均损失（奈特）
lab-legend-recalled = 实心：答出密钥（至少一半密钥的贪心解码完全正确）；竖条：各密钥的最低到最高值
lab-legend-trained = 训练时的上下文（{ $n }）
lab-legend-alone = { $method }：单独

## 密钥实验的解读
lab-place-inside = { $gap }（在训练时的 { $trained } 个位置之内）
lab-place-past = { $gap }（超出训练时的 { $trained } 个位置）
lab-run-at = 在 { $gap } 处
lab-run-up-to = 在直到 { $gap } 为止的每个间隔
lab-recall-every = { $label }：在所试的每个间隔都答出了密钥，直到 { $place }。
lab-recall-none = { $label }：在所试的任何间隔都没有答出密钥，连 { $place }也没有。
lab-recall-not-first = { $label }：在所试的最小间隔 { $place }没有答出密钥。
lab-recall-stops = { $label }：{ $run }都答出了密钥，从 { $place }起的任何间隔都没有。
lab-recall-then-not = { $label }：{ $run }都答出了密钥，在 { $place }没有。
lab-patchy = 从 { $from } 起时有时无：在 { $again } 答出了，在 { $not_again } 没有。
lab-logprob = 答案每个词元的平均 ln p：在 { $first_gap } 为 { $first }，在 { $last_gap } 为 { $last }。
lab-logprob-fall = 答案每个词元的平均 ln p：在 { $first_gap } 为 { $first }，在 { $last_gap } 为 { $last }；下降最陡的一段为 { $fall }，从 { $from } 到 { $to }。
lab-exact-count = （{ $gaps } 个间隔 × { $keys } 个密钥，共 { $total } 个答案中 { $ok } 个完全正确。）
lab-compare-neither = { $x } 和 { $y } 连在 { $gap } 都没有答出密钥。
lab-compare-only-x = { $x } { $run }答出了密钥；{ $y } 连在 { $gap } 都没有。
lab-compare-only-y = { $x } 连在 { $gap } 都没有答出密钥，而 { $y } 答出了。
lab-compare-further = { $x } { $run_x }答出了密钥，比 { $y }（{ $run_y }）更远。
lab-compare-less-far = { $x } { $run_x }答出了密钥，不如 { $y }（{ $run_y }）远。
lab-compare-as-far = { $x } { $run_x }答出了密钥，与 { $y } 相同。
lab-compare-also-x = { $x } 还在 { $gaps } 答出了密钥，而 { $y } 没有。
lab-compare-also-y = { $y } 在 { $gaps } 答出了密钥，而 { $x } 没有。
lab-cause-plain-stops = 普通 RoPE 为何停下：超出训练时的上下文后，最慢的维度对转到了模型训练中从未见过的角度。
lab-cause-plain-inside = 普通 RoPE 在其训练时的 { $trained } 个位置结束之前就失败了：该模型并不能在训练过的每个距离上都答出密钥。
lab-cause-linear = { $method } 为何连在 { $gap } 都失败：未经微调的位置插值把每个维度对的速度都除以了因子，连短距离也落在模型从未见过的角度上。
lab-cause-ntk = { $method } 为何走得更远：NTK-aware 缩放保留快维度对的速度、放慢慢维度对，使它们的角度更长时间留在训练时的范围内。
lab-cause-yarn = { $method } 为何走得更远：YaRN 保留快维度对，只对慢维度对做插值，并用其注意力因子使注意力更集中。
lab-cause-yarn-misses = { $method } 为何在 { $gaps } 失败（这些间隔在训练时的上下文之内，普通 RoPE 能答出）：没有 YaRN 所需的微调，它连短距离也改变了——放慢了两个阈值之间的维度对，并用注意力因子放大了每个分数。

## 远距上下文实验的解读（$alone：没有第一部分时第二部分的损失）
lab-far-every = { $label }：在所试的每个间隔，第一部分都降低了第二部分的损失（单独时为 { $alone } 奈特/词元），直到 { $place }。
lab-far-none = { $label }：在所试的任何间隔，第一部分都没有降低第二部分的损失（单独时为 { $alone } 奈特/词元），连 { $place }也没有。
lab-far-not-first = { $label }：在所试的最小间隔 { $place }，第一部分没有降低第二部分的损失（单独时为 { $alone } 奈特/词元）。
lab-far-stops = { $label }：第一部分{ $run }都降低了第二部分的损失（单独时为 { $alone } 奈特/词元），从 { $place }起的任何间隔都没有。
lab-far-then-not = { $label }：第一部分{ $run }都降低了第二部分的损失（单独时为 { $alone } 奈特/词元），在 { $place }没有。
lab-far-patchy = 从 { $from } 起时有时无：在 { $again } 降低了，在 { $not_again } 没有。
lab-far-lowers-means = “降低”指某个间隔的损失比单独时的损失至少低出第一部分在任一间隔所能降低的最大值的 { $share }%（且至少低 { $margin } 奈特）。

## 运行状态
lab-status-idle = 空闲
lab-status-waiting = 等待模型
lab-status-running = 运行中
lab-status-cancelling = 正在取消…
lab-status-done = 完成
lab-status-cancelled = 已取消
lab-status-failed = 出错

## 在其他视图中显示某个点
lab-shown = 其他视图现在显示 { $method }（它们在实验室上方）。
lab-shown-at = 其他视图现在显示 { $method }，句子从位置 { $position } 开始（它们在实验室上方）。

## 实验
lab-experiment-group = 实验
lab-experiment-passkey = 跨越间隔的密钥
lab-experiment-far = 远距上下文
lab-experiment-short = 短距离上的代价

## 实验室做什么
lab-intro-lead = 工作原理：模型先读一段文本，再读放在“间隔”个位置之后的第二段文本，并以第二段文本计分；中间的位置被跳过，而不是填充。
lab-intro-measured = 每个数字都是在这个浏览器里、针对你的设置和你比较的方法测得的。
lab-intro-distance = RoPE 只通过查询（query）与键（key）之间的距离感知位置，因此几十个词元就能遇到长文档中的距离；运行时，状态栏会显示剩余时间。
lab-intro-not-a-document = 这不是真正的长文档：没有填充文本，就没有东西稀释注意力，所以在这里通过的方法在真实长文档中仍可能失败。
lab-how-summary = 更多：位置跳过，以及它遗漏了什么
lab-how-pose = 位置跳过（PoSE，Zhu 等，2023）：间隔之前的文本位于位置 0、1、2、……；间隔之后的文本从“间隔”个位置之后开始。中间的位置从不被处理。
lab-how-distances = 因此，训练时只有 { $context } 个位置的 { $model } 在几十个词元的运行中就能遇到远超这些位置的查询-键距离，且不会为间隔花费内存或时间。
lab-how-leaves-out = 它遗漏了什么：在真正的长文档中，各部分之间的填充文本会把注意力分散到多得多的键上，并耗费内存和时间。本实验室只测量距离本身。

## 模型状态行
lab-model-label = 模型：
lab-status-gap = { "。" }
lab-model-loaded = 模型已加载。
lab-model-loaded-helpers = 模型已加载，另有 { $n } 个工作线程利用本机的空闲核心分担运行。
lab-model-loading = 正在加载模型：{ $loaded } / { $total } MB。
lab-model-needed = 实验室需要真实模型：{ $mb } MB，只下载一次并由浏览器保存；它在本机的后台工作线程中运行。
lab-model-download = 模型下载
lab-load = 加载模型（{ $mb } MB，仅一次）

## 所选实验测量什么、如何解读
lab-what-passkey = 一句话两次给出一个五位数密钥；问题出现在“间隔”个位置之后，对答案的词元计分，每个间隔测多个密钥。
lab-what-far = 一段分成两部分的文本：第一部分位于“间隔”个位置之前时第二部分的损失，对比完全没有第一部分时（“单独”）的损失。
lab-what-short = 一段较长文本（间隔之前的文本，默认为本页自己的说明文字）每个词元的损失：从位置 0 起的前 { $tokens } 个词元（用“运行”旁的按钮则为 { $max } 个），按方法给出累计平均。
lab-read-passkey = 对每种方法和间隔：贪心解码（总选最可能的词元）完全写对了多少个密钥，以及答案每个词元的平均自然对数概率（0 表示确定）。至少一半完全正确时，算作答出了密钥。
lab-read-far = 损失是每个词元平均自然对数概率的相反数：越低越好。当某方法的曲线碰到它的“单独”虚线时，模型就不再使用第一部分了。
lab-read-short = 在不需要缩放的地方，缩放方法要付出什么代价。

## 实验的输入框
lab-field-text = 文本（留空：使用本页的说明文字）
lab-field-file = 或打开一个 .txt 文件：
lab-field-before = 间隔之前的文本（留空：使用下面的默认值）
lab-field-after = 间隔之后的文本（留空：使用下面的默认值）
lab-field-answer = 计分的答案（留空：使用下面的默认值）
lab-field-gaps = 间隔（跳过的位置数）
lab-field-keys = 每个间隔的密钥数（1 到 16）
lab-field-seed = 密钥的种子（种子相同，密钥相同）
lab-field-compare = 比较的方法（method:factor）
lab-field-compare-hint = 与你当前的设置（"current"）并列：none、linear、ntk、yarn 或 llama3，各带其因子。其他键（orig、beta_fast、attn 等）沿用你的设置。
lab-defaults-passkey = 之前：“{ $before }” | 之后：“{ $after }” | 答案：“{ $answer }”（各自单独分词；空框使用这些文本；{ $slot } 依次替换为每个密钥）。
lab-defaults-far = 第一部分：“{ $before }” | 第二部分：“{ $after }”。

## 请求运行的链接
lab-link-asks = 此链接请求运行下面的实验：它将在后台工作线程中计算 { $points } 个点（几秒到几分钟）。在你按下“运行”之前不会开始。
lab-link-asks-download = 此链接请求运行下面的实验：它将下载模型（{ $mb } MB，仅一次；由浏览器保存），并在后台工作线程中计算 { $points } 个点（几秒到几分钟）。在你按下“运行”之前不会开始。
lab-run-it = 运行

## 运行与下载
lab-run = 运行
lab-run-after-reload = 模型重新加载后运行
lab-load-and-run = 加载模型并运行
lab-run-long = 在 { $tokens } 个词元上运行（较慢）
lab-cancel = 取消
lab-download-csv = 下载 CSV
lab-download-json = 下载 JSON
lab-why-loading = 模型正在加载（进度见上方）；一旦就绪就开始运行。
lab-why-reloading = 运行已取消；模型正从浏览器缓存重新加载（取消会停止其工作线程）。现在按“运行”会在就绪后立即开始。
lab-why-not-loaded = 模型尚未加载：此按钮会先下载它（{ $mb } MB，仅一次），然后运行。
lab-restore = 恢复模型的 RoPE

## 运行行
lab-run-label = 运行：
lab-run-reloading = ；正从浏览器缓存重新加载模型（取消会停止工作线程）
lab-run-time = ，在工作线程中用时 { $seconds } 秒{ $workers ->
        [0] { "" }
        [1] { "" }
       *[other] （{ $workers } 个工作线程）
    }
lab-progress-label = 实验进度

## 结果：图表与表格
lab-chart-label-gap = { "；" }
lab-chart-hint = 点击图上的一个点（或表格中的“显示”），把它的方法和距离放到其他视图中。
lab-go-views = 前往视图
lab-show = 显示
lab-alone = 单独
lab-points-table = 数据点
lab-losses-table = 各方法的损失
lab-col-method = 方法
lab-col-gap = 间隔
lab-col-loss = 损失（奈特/词元）
lab-col-below-alone = 低于单独
lab-col-keys-exact = 完全正确的密钥
lab-col-logprob = 每个词元的平均 ln p（最低到最高）
lab-col-views = 视图
lab-col-tokens = 计分的词元数
lab-col-mean-loss = 平均损失（奈特）
lab-cell-exact = { $ok }/{ $keys }
lab-cell-range = （{ $lowest } 到 { $highest }）

## 运行错误
lab-error-dim = { $error }。该模型的头维度 d = { $dim }：请加载模型（它会设置 d、基数和训练时的上下文）。
lab-error-not-loaded = 模型尚未加载：请先加载。
lab-error-worker = 无法连接模型的工作线程。
