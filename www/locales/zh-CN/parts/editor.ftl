# The path editor ("Write a path"): teacher-facing. A path's own titles and texts are the
# teacher's words and come in as variables, never translated.

editor-heading = 编写学习路径
editor-intro = 调好旋钮，选一个视图，把当前状态添加为一步；写下学习者应注意到什么，并提一个问题。花括号里的数字（例如 { "{" }score{ "}" }）会按学习者屏幕上的设置计算。
editor-new-path = 新的空路径。
# A label before a text box.
editor-path-title = 路径标题
editor-draft-kept = 你的草稿会保存在此浏览器中，直到你重新开始。
editor-discard-confirm = 放弃这份草稿？再点一次
editor-start-over = 重新开始
# A label before the list of views to add a step with.
editor-view = 视图
editor-add-step = 把当前状态添加为一步
# One step in the list: $n its number, $title its title (or editor-untitled), $state its URL
# keys (or editor-default-settings), $views its views' URL names.
editor-step-label = { $n }. { $title }（{ $state }；{ $views }）
editor-untitled = 无标题
editor-default-settings = 默认设置
editor-move-up = 将第 { $n } 步上移
editor-move-down = 将第 { $n } 步下移
editor-delete-step = 删除第 { $n } 步
editor-delete = 删除
# Above the list of the draft's problems.
editor-problems-head = 运行之前，请先修正{ $n ->
        [1] 这个问题
       *[other] 这 { $n } 个问题
    }：
# An action the draft's problems block: $what is one of the editor-action-* messages.
editor-blocked = { $what }需要一条能运行的路径：请先修正上面列出的{ $n ->
        [1] 问题
       *[other] { " " }{ $n } 个问题
    }。
editor-action-link = 生成链接
editor-action-preview = 预览
editor-action-save = 保存

## The path's actions and what they say.

# A group of buttons acting on the whole path (screen readers).
editor-actions-label = 路径
editor-preview = 以学习者身份预览
editor-get-link = 获取链接
editor-download-json = 下载路径（JSON）
editor-open-file = 打开路径文件
editor-edit-running = 编辑正在运行的路径
editor-link = 链接
editor-copy = 复制
editor-link-made = 链接长 { $n } 个字符。
# path_url= is a URL key: keep it as written.
editor-link-too-long = 这条路径生成的链接有 { $n } 个字符，太长，无法安全分享（最多 { $max } 个）：请把它保存为 JSON 文件，再用 path_url= 打开。
editor-link-unsupported = 此浏览器无法把路径打包成链接：请把它保存为 JSON 文件。
# $file: the file's name.
editor-file-too-long = { $file }：超过 { $max } 字节。
# $title: the path's title (the teacher's words), $file: the file's name.
editor-opened = 已打开“{ $title }”（{ $file }）。
# $problems: what is wrong with the file's path (path-cannot-run).
editor-file-refused = { $file }：{ $problems }
editor-previewing = 正在以学习者看到的样子预览“{ $title }”。
# $id: the path's id, the file's name without .json.
editor-saved = 已保存 { $id }.json。
editor-editing-copy = 正在编辑“{ $title }”的副本。
editor-link-copied = 链接已复制。
editor-copy-refused = 无法复制（浏览器拒绝访问剪贴板）：请选中链接后手动复制。

## One step's form.

# The form's legend: $n the step's number.
editor-step = 第 { $n } 步
editor-step-title = 标题
editor-step-state = 状态（在默认值之上的 URL 键）
editor-use-settings = 使用屏幕上的设置
editor-step-text = 文本（纯文本；{ "{" }占位符{ "}" } 会被计算）
editor-preview-head = 按本步状态的预览：
# $problem: what is wrong with the text's placeholders.
editor-preview-not-yet = （暂不能预览：{ $problem }）
# $problem: what is wrong with the step's state (the settings reader's words).
editor-preview-bad-state = （本步的状态：{ $problem }）
editor-views = 视图
editor-placeholders = 占位符
# What { "{" }tour:ID{ "}" } stands for; ID is written as is by the teacher.
editor-ph-tour = 内置导览中第 ID 步的文本
editor-ph-message = ropescope 自带的一段文本（消息文件中的 id，例如导览某一步的），以学习者的语言显示，其中每个变量取自一个占位符（speed=speed:0；#4 表示小数点后保留四位；last 指第 d/2 − 1 个维度对）
editor-placeholders-filter = 查找
editor-placeholders-from-step = 由导览步骤“{ $title }”添加

## A step's question.

editor-question = 问题
editor-kind-none = 无
editor-kind-choice = 选择题（答案由你给出）
editor-kind-number = 由程序计算的数值
editor-kind-computed = 哪个维度对 / 哪种方法（计算得出）
editor-prompt = 题干
editor-explanation = 解析（作答后显示）
editor-choices = 选项（每行一个）
editor-right-choice = 正确选项
editor-choices-first = 请先输入选项。
# score and wavelength:3 are placeholder names: keep them as written.
editor-number-answer = 答案：一个数值占位符的名称（例如 score 或 wavelength:3）
editor-tolerance = 容差（答案允许偏差多少）
editor-computed-answer = 计算出的答案
editor-choose = 请选择
# One computed answer in the list: $name its name (as written in a path), $meaning what it is.
editor-computed-option = { $name }（{ $meaning }）
editor-hide = 作答前隐藏
editor-hide-none = 页面上没有会泄露这个答案的读数。
# A tooltip on a readout that is always hidden.
editor-always-hidden = 始终隐藏：它会显示答案

editor-readout-of-view = { $view }：{ $readout }
