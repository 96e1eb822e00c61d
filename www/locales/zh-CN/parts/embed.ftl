# "Embed in a course page": the embed builder (teacher-facing).

embed-intro = 一个带有当前设置、可放进课程页面的 iframe，以及调整其大小并接收学习者答案的脚本。
embed-views = 要显示的视图
embed-no-view = 未勾选视图：嵌入内容将显示默认的罗盘视图。
embed-controls = 要显示的控件
embed-locked = 由课程页面固定（锁定）
# The sentence control's label in the lists of controls (the others are URL keys).
embed-sentence = 句子
embed-xapi = 向课程页面发送 xAPI 语句（作答、步骤、完成情况）
embed-origin = 课程页面的源（可选）
embed-origin-hint = 之后本工具只与该页面通信。
embed-origin-bad = 不是有效的源：只能包含协议、主机和端口，例如 https://course.example.org。
embed-copied = 嵌入代码已复制。
embed-copy-refused = 无法复制（浏览器拒绝访问剪贴板）：请选中下方的代码。
embed-copy = 复制嵌入代码
embed-open = 打开此嵌入
# The text box holding the code (screen readers).
embed-code = 嵌入代码
