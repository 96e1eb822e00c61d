# 视图外围的页面：顶栏、工具栏、页脚、页面自己写的提示、词元标签、目录栏、崩溃横幅、按需部件的占位，
# 以及页面自己绘制的两个视图（罗盘、热图）。

## 顶栏与工具栏

ui-page-title = ropescope：旋转位置编码（RoPE），实时呈现

ui-tagline = 旋转位置编码（RoPE），实时计算
ui-tour-start = 从这里开始：导览
ui-tour-start-short = 导览
ui-toolbar-label = 分享与显示
ui-copy-link = 复制链接
ui-link-copied = 链接已复制。
ui-link-not-copied = 无法复制（浏览器拒绝访问剪贴板）：链接就在地址栏中。
ui-download-json = 下载 JSON
ui-present = 演示
    .title = 投影用的大字号（present=1）
ui-write-path = 编写学习路径
ui-theme-label = 主题
ui-theme-option = { $theme ->
    [light] 主题：浅色
    [dark] 主题：深色
   *[auto] 主题：自动
}
ui-embed = 嵌入
ui-open-full = 打开完整讲解 ↗
ui-footer = 每个数字都由 ropescope 的 Rust 核心以 f64 计算，并与 Hugging Face transformers 的 RoPE 代码核对过。
ui-footer-paper = RoFormer（Su 等）

## 页面启动时关于地址的提示

ui-notice-unknown-keys = 已忽略未知的 URL 键：{ $keys }。
ui-notice-refused-values = 有 { $n } 个 URL 值被拒绝，已改用默认值。
ui-notice-no-such-step = 第 { $step } 步不是导览中的一步；从第 1 步开始。

## 视图说明及其指向原文错误的链接

ui-caption-more = 关于此视图的更多说明
ui-caption-less = 收起
ui-errata-intro = 原文中与此视图有关的错误：
ui-errata-in-text = 见 { $title }：
ui-errata-text-gap = ；
ui-errata-place-gap = 、
ui-errata-numbered = { $section }（{ $numbers }）
ui-errata-number-gap = 、
ui-errata-number-label = { $section }，第 { $k } 处错误，共 { $n } 处

## 目录栏

toc-label = 目录

## 词元标签

tokens-label = 词元及其位置
tokens-title = 词元
tokens-pick-label = 点击词元时选为
tokens-pick = 点击选为
tokens-pick-query = 查询（query）
tokens-pick-key = 键（key）
tokens-at-position = { " " }位置{ " " }

## 崩溃横幅

crash-banner = ropescope 出错并已停止运行。请重新加载页面；此链接保留了你的设置：
crash-link = 以这些设置重新加载

## 按需部件

part-loading = 正在加载…
part-retry = 重试
part-failed = 页面的这一部分无法加载（{ $error }）。
part-failed-notice = 页面的这一部分无法加载（{ $error }）；请重试。
part-unknown-error = 未知错误
part-no-address = 页面没有指明部件模块的位置
part-bad-message = 来自按需模块的一条消息未通过检查：{ $error }
part-unreadable-message = 按需模块无法读取一条消息：{ $error }
part-no-such-part = 没有名为“{ $name }”的部件

## 嵌入代码

share-frame-title = ropescope：旋转位置编码（RoPE）

## 罗盘视图

compasses-view-caption = 每个维度对都是一个小表盘。RoPE 把查询（query）的第 i 个维度对旋转 m × θ_i（蓝色箭头；灰色是旋转前），把键（key）的对应维度对旋转 n × θ_i（橙色箭头）。用“同时平移”滑块让两个词元一起移动，观察同一维度对中两支箭头之间的夹角（表格中的“夹角”一列）。快的维度对（靠前）转得快；慢的维度对（靠后）几乎不动。旋转从不改变长度。每个表盘的比例各不相同：两支箭头中较长的那支恰好到达边缘。
compasses-view-pair = 维度对 { $pair }
compasses-view-speed = { $speed }°/位置
compasses-view-summary = { $readout } 每个维度对一个表盘（共 { $n } 对）：蓝色是旋转后的查询，橙色是旋转后的键，灰色是旋转前的查询。各角度见下表。
compasses-view-shift = 同时平移 t =
compasses-view-play = 播放
compasses-view-pause = 暂停
compasses-view-table = 各维度对的角度（表格）
compasses-view-table-label = 各维度对的角度
compasses-view-col-pair = 维度对
compasses-view-col-dims = 维度
compasses-view-col-speed = θ_i（°/位置）
compasses-view-col-q = q 角度（°）
compasses-view-col-k = k 角度（°）
compasses-view-col-between = 夹角（°）

## 热图视图

heatmap-view-caption = 每个格子是第 i 个维度对在相距 m − n 个位置的查询与键之间形成的角度（弧度）：(m − n) × θ_i。注意力分数只看得到这个相对角度（第 r 行同时也是位置 r 上词元的绝对角度）。横着读一行，看一个距离；竖着读一列，跟踪一个维度对。快的维度对（左侧）几个位置内就转完一圈；慢的维度对（右侧）在训练时的上下文内可能连一圈都转不完。若某个角度是在原始上下文上训练的模型从未见过的，该格子就显示为灰色：普通 RoPE 在超出该上下文的距离上，会在慢的维度对上遇到这样的角度，而各种缩放方法正是为了把它们拉回来。图下方的一行说明在当前设置下哪些列会绕回、哪些格子显示为灰色。
heatmap-view-point = 指向或轻触一个格子即可读数（也可以聚焦热力图后用方向键）。
heatmap-view-wrap = 角度 mod 2π
heatmap-view-range = 距离 0 到
heatmap-view-scaled = 缩放后（关闭：未缩放）
heatmap-view-table = 数据表（抽样）
heatmap-view-col-pair = 维度对 { $pair }

ui-css-more = 更多 ↓
ui-css-answer-hidden = （回答问题后显示）
ui-css-answer-chart = 请先回答问题：这张图会透露答案
