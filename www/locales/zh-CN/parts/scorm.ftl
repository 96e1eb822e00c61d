# "Download for a learning platform" in the path editor (SCORM packages): teacher-facing.

scorm-heading = 下载到学习平台（Moodle、Canvas、Blackboard 等）
# A label before a menu of two choices.
scorm-which-answer = 哪次作答计分
scorm-first-answer = 第一次作答（之后的作答算练习）
scorm-last-answer = 最后一次作答
# A checkbox's label.
scorm-builtin-tour = 用内置导览代替这条路径
# A checkbox's label: $model is the model's name, $mb its size in megabytes.
scorm-with-model = 附带实验室用的真实模型（{ $model }，约多 { $mb } MB）
scorm-12 = SCORM 1.2（.zip）
scorm-2004 = SCORM 2004（.zip）
scorm-pass-mark = 及格线（%）
# The pass mark box's placeholder when it is empty.
scorm-pass-none = 无
# "the built-in tour" is the checkbox above (scorm-builtin-tour).
scorm-blocked = 生成课件包需要一条能运行的路径：请先修正上面列出的{ $n ->
        [1] 问题
       *[other] { " " }{ $n } 个问题
    }（或勾选“用内置导览代替这条路径”）。
# $file: the package's file name.
scorm-making = 正在生成 { $file }…
scorm-saved = 已保存 { $file }（{ $mb } MB）。请把它作为 SCORM 课件包上传到你的学习平台。
# $error: the browser's own words.
scorm-failed = 无法生成课件包：{ $error }。
# A pass mark typed as a fraction: $typed is what was typed (0.8), $percent what it means.
scorm-pass-fraction = { $typed } 会被当作 { $typed }%：请以百分数输入及格线（答对 { $typed } 的题目应输入 { $percent }）
scorm-pass-invalid = “{ $typed }”不是有效的及格线：请输入 1 到 100 的百分数，留空则不设及格线
