method-none = 无（普通 RoPE）
method-linear = 线性缩放（位置插值）
method-ntk = NTK-aware（静态）
method-ntk_alpha = 固定 alpha 的 NTK（HunYuan）
method-dynamic = 动态 NTK
method-yarn = YaRN
method-llama3 = Llama 3
method-longrope = LongRoPE（Phi-3.5、Phi-4-mini）
method-proportional = 比例式（前面的维度对旋转）
method-param-alpha = alpha（HunYuan）
method-param-alpha-hint = HunYuan 的 alpha：在任何长度下，基数都变为 base × alpha^(d/(d-2))（Hunyuan-A13B：1000）。频率视图会给出由此得到的基数。
method-note-none = 不缩放：波长超过原始上下文（虚线）的维度对在训练中从未转满一圈。
method-note-linear = 线性缩放（位置插值）：每个波长 × { $factor }；在模型看来，位置 p 就像 p / { $factor }。
method-what-ntk = NTK-aware
method-what-ntk_alpha = 固定 alpha 的 NTK
method-more-ntk_alpha = HunYuan 的配置把这种方法称为 dynamic，但 alpha 固定时它不会随长度变化。
method-note-more = { $note }{ $more }
method-note-ntk = { $what }：基数变为 { $new_base } = { $base } × { $s }^(d/(d-2))，其中 { $s } = { $factor }，d = { $d }。维度对 0 保持原速；最后一个维度对慢了 { $last } 倍（{ $s }），中间的维度对减慢得更少。
method-note-dynamic-within = 动态 NTK 在当前长度 L = { $len } 时，仍在训练时的 { $orig } 个位置之内：有效因子为 1，基数保持 { $base }，每个维度对都保持原速。L 超过 { $orig } 后它才重新缩放；只有到 L = { $full_at } 时，最后一个维度对才减慢名义因子 { $s } 倍。
method-note-dynamic = 动态 NTK 在当前长度 L = { $len } 时（训练长度为 { $orig }）：有效因子为 s × L/L0 - (s - 1) = { $s } × { $len }/{ $orig } - { $sm1 } = { $s_eff }，因此基数变为 { $base_new } = { $base } × { $s_eff }^(d/(d-2))，其中 d = { $d }。维度对 0 保持原速；最后一个维度对慢了 { $last } 倍，{ $compared ->
        [same] 正好等于名义因子
        [less] 小于名义因子 { $s }
       *[more] 大于名义因子 { $s }
    }（在 L = { $full_at } 时正好减慢 { $s } 倍）；中间的维度对减慢得更少。
method-note-llama3 = Llama 3：波长小于 { $high } 的维度对保持原速；波长大于 { $low } 的维度对旋转慢 { $factor } 倍，因此波长变为 { $factor } 倍；两者之间平滑过渡（两端都包含在内）。
method-note-longrope = LongRoPE：每个维度对的速度除以它自己的数，序列在原始上下文（{ $orig } 个位置）之内时取自 short_factor，更长时取自 long_factor：transformers 根据 max(position_ids) + 1 切换（没有跳过位置时就是序列长度；有跳过的位置时，如在实验室中，由最后一个位置决定），所以超过 { $orig } 后，长因子作用于每个位置，包括位置 0。长度 { $len }：使用{ $which ->
        [long] 长
       *[short] 短
    }因子。注意力因子 { $attn }（logits × { $logits }）。
method-note-longrope-plain = LongRoPE。
method-note-proportional = 比例式 RoPE：{ $pairs } 个维度对中的前 { $turning } 个旋转，指数按整个 d 计算（维度对 i 为 base^(-2i/d)），再除以 { $factor }；其余 { $still } 个保持不动。因子为 1 时它就是 p-RoPE（Barbero 等，2024，“Round and Round We Go”），相当于在普通 RoPE 上设置 drop = { $still }：两者都让最快的维度对继续旋转，而让最慢的、也就是最后那些维度对停下。
method-yarn-pair = 维度对 { $first }
method-yarn-pairs = 维度对 { $first } 到 { $last }
method-yarn-kept-none = 没有维度对保持原速
method-yarn-kept = { $pairs } 保持原速
method-yarn-full-none = 没有维度对被完整地除以 { $factor }（斜坡在最后一个维度对之后才结束）
method-yarn-full = { $pairs } 被除以 { $factor }
method-yarn-blended = 中间的{ $pairs }被混合（线性斜坡）
method-yarn-two = { $kept }，{ $full }
method-yarn-three = { $kept }，{ $full }，{ $blended }
method-note-yarn = YaRN：{ $sides }。斜坡从维度对索引 { $lo } 延伸到 { $hi }：即维度对在 { $orig } 个位置内转 beta_fast = { $beta_fast } 圈和 beta_slow = { $beta_slow } 圈的地方，{ $truncate ->
        [yes] 向外取整到整数个维度对（truncate）
       *[no] 不取整（truncate 为 false），因此边界可能落在两个维度对之间
    }，并限制在 0 到 d - 1 之内。注意力因子 { $attn }（logits × { $logits }）。
