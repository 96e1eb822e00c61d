# 内核视图：在浏览器中以真实规模运行 RoPE 内核，并与纯 JavaScript 和单纯复制比较耗时。

kernel-caption = 模型实际运行时的 RoPE：一个形状为 [B, S, H, D] 的张量，每个头向量被分成 D/2 个平面，乘以一张 [S, D/2] 的单位相量表 e^(i t θ_k)，并在批次和头之间广播。在这里以完整规模运行它，用四种实现处理同样的字节：SIMD128 wasm 内核、标量 wasm 内核、作用于类型化数组的纯 JavaScript，以及单纯复制（内存带宽的下限）。基数、布局和缩放都来自你的设置。

kernel-run = 运行
kernel-running = 正在运行……
kernel-readout = { $elements } 个元素（每个缓冲区 { $mib } MiB）；输入 x[j] = 2·(splitmix64(j) >> 40)/2^24 − 1，在 [−1, 1) 内均匀分布；每种实现 { $warm_up } 次预热 + { $runs } 次计时运行（小形状在一次运行内重复多遍），取中位数。
kernel-max-error = 相对 f64 的最大 |误差|（抽样行）：
kernel-no-simd = （此构建没有 SIMD128：SIMD 一行运行的是标量内核）

## 计时表。

kernel-col-kernel = 内核
kernel-col-median = 中位数 ms
kernel-col-bandwidth = GB/s（读 + 写）
kernel-col-vs-simd = 相对 SIMD
kernel-row-simd = SIMD128 wasm
kernel-row-scalar = 标量 wasm
kernel-row-js = JavaScript
kernel-row-copy = 复制（下限）

## 切片表和恒等式检验。

kernel-slices-title = 切片表：(b, t, h) × 维度对 k
kernel-slices-label = 数据表
kernel-col-angle = 角度 t·θ_k
kernel-col-phasor = e^(i·角度)
kernel-col-before = 旋转前
kernel-col-after = 旋转后
kernel-col-norm-before = |旋转前|
kernel-col-norm-after = |旋转后|
kernel-identity-title = 在完整头向量上的恒等式
kernel-identity-note = q = x[0, t1, 0]，k = x[0, t2, 0]。左边：由内核的 f32 输出算出的 ⟨R(t1)q, R(t2)k⟩。右边：在 f64 下计算的 ⟨q, R(t2 − t1)k⟩，因为 R(t1)ᵀR(t2) = R(t2 − t1)。最后一列是 ⟨q, R(t1 − t2)k⟩，即一些文章印出的符号相反的形式：它对不上。
kernel-col-difference = 差值
kernel-col-wrong-sign = ⟨q, R(t1−t2)k⟩（符号错误）

## 运行进度。

kernel-stage-filling = 正在分配并填充输入……
kernel-stage-warm-up = 预热：{ $contender }……
kernel-stage-run = 第 { $round }/{ $runs } 轮：{ $contender }……
kernel-stage-checking = 正在与 f64 对照检查……
kernel-contender-simd = SIMD
kernel-contender-scalar = 标量
kernel-contender-js = JavaScript
kernel-contender-copy = 复制

## 拒绝运行的原因。

kernel-error-odd-dim = D 必须是偶数且至少为 2（当前为 { $d }）
kernel-error-empty-shape = 形状 [{ $b }, { $s }, { $h }, { $d }] 为空：B、S 和 H 都必须至少为 1
kernel-error-shape-overflow = 形状 [{ $b }, { $s }, { $h }, { $d }] 的元素数超出了内存可寻址的范围
kernel-error-too-large = B × S × H × D = { $elements }，超过了 { $mi } Mi 个元素的上限（{ $limit }）
kernel-error-out-of-memory = 无法为张量分配 { $mib } MiB：请换一个更小的形状
kernel-error-length = 缓冲区有 { $got } 个元素，而该形状需要 { $expected } 个
kernel-error-table = 相量表与 S 和 D 不匹配
kernel-speeds-got = d = { $d } 时的转速
kernel-speeds-expected = 自定义转速只适用于页面的 d = { $d }：请把内核的 D 设为 { $d }，或清除自定义转速
