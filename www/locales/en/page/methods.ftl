# The context-scaling methods: menu labels (method names such as YaRN, NTK, Llama 3, LongRoPE
# stay as they are).
method-none = None (plain RoPE)
method-linear = Linear / position interpolation
method-ntk = NTK-aware (static)
method-ntk_alpha = NTK with a fixed alpha (HunYuan)
method-dynamic = Dynamic NTK
method-yarn = YaRN
method-llama3 = Llama 3
method-longrope = LongRoPE (Phi-3.5, Phi-4-mini)
method-proportional = Proportional (first pairs turn)
# HunYuan's name for the factor (its control's label and hint).
method-param-alpha = alpha (HunYuan)
method-param-alpha-hint = HunYuan's alpha: the base becomes base x alpha^(d/(d-2)) at every length (Hunyuan-A13B: 1000). The frequencies view gives the base it makes.

## Each method's sentence in the frequencies view. Numbers come printed by the core.

method-note-none = No scaling: wavelengths longer than the original context (dashed line) never complete a turn in training.
# $factor: the factor s.
method-note-linear = Linear (position interpolation): every wavelength x { $factor }; position p looks like p / { $factor } to the model.
# How the NTK family is named in its sentence.
method-what-ntk = NTK-aware
method-what-ntk_alpha = NTK with a fixed alpha
method-more-ntk_alpha = HunYuan's configs call the method dynamic, but with a fixed alpha it does not change with the length.
# A method's sentence ($note) and one more ($more).
method-note-more = { $note } { $more }
# $what: method-what-*; $new_base = $base x $s^(d/(d-2)); $s: the factor's symbol (s, or alpha),
# $factor its value; $d: the head dimension; $last: the last pair's slowdown.
method-note-ntk = { $what }: the base becomes { $new_base } = { $base } x { $s }^(d/(d-2)) with { $s } = { $factor } and d = { $d }. Pair 0 keeps its speed; the last pair turns { $last } times slower ({ $s }), the pairs between by less.
# Dynamic NTK within the trained context: $len (L), $orig, $base, $s, $full_at (the length
# where the last pair slows by s).
method-note-dynamic-within = Dynamic NTK at the current length L = { $len }, within the trained { $orig } positions: the effective factor is 1, the base stays { $base } and every pair keeps its speed. It rescales once L passes { $orig }; its last pair slows by the nominal factor { $s } only at L = { $full_at }.
# Past it: $sm1 = s - 1; $s_eff: the effective factor; $compared: same, less or more (the
# last pair's slowdown $last against the nominal factor $s).
method-note-dynamic = Dynamic NTK at the current length L = { $len } (trained on { $orig }): the effective factor is s x L/L0 - (s - 1) = { $s } x { $len }/{ $orig } - { $sm1 } = { $s_eff }, so the base becomes { $base_new } = { $base } x { $s_eff }^(d/(d-2)) with d = { $d }. Pair 0 keeps its speed; the last pair turns { $last } times slower, { $compared ->
        [same] exactly the nominal factor
        [less] less than the nominal factor { $s }
       *[more] more than the nominal factor { $s }
    } (it slows by exactly { $s } at L = { $full_at }); the pairs between slow by less.
# $high, $low: the wavelength band's ends; $factor: the factor.
method-note-llama3 = Llama 3: pairs with wavelengths below { $high } keep their speed; pairs with wavelengths above { $low } turn { $factor } times slower, so their wavelengths grow { $factor } times; smoothly blended between (both ends inclusive).
# $which: long or short (the factor lists short_factor/long_factor: keep the words' meaning);
# $attn: the attention factor; $logits: its square.
method-note-longrope = LongRoPE: each pair's speed is divided by its own number, from short_factor while the sequence fits the original context ({ $orig } positions) and from long_factor once it is longer: transformers switches on max(position_ids) + 1 (the sequence length when no position is skipped; with skipped positions, as in the lab, the last position decides), so past { $orig } the long factors apply at every position, 0 included. Length { $len }: the { $which ->
        [long] long
       *[short] short
    } factors apply. Attention factor { $attn } (logits x { $logits }).
method-note-longrope-plain = LongRoPE.
# $turning of $pairs pairs turn, divided by $factor; $still stand still.
method-note-proportional = Proportional RoPE: the first { $turning } of { $pairs } pairs turn, with exponents over the whole d (pair i at base^(-2i/d)), divided by { $factor }; the other { $still } stand still. With factor 1 it is p-RoPE (Barbero et al. 2024, "Round and Round We Go"), drop = { $still } on plain RoPE: both keep the fastest pairs turning and stop the slowest, the last ones.

## YaRN's sentence, built from parts.

method-yarn-pair = pair { $first }
method-yarn-pairs = pairs { $first } to { $last }
method-yarn-kept-none = no pair keeps its speed
# $pairs: method-yarn-pair(s), $n of them.
method-yarn-kept = { $n ->
        [one] { $pairs } keeps its speed
       *[other] { $pairs } keep their speed
    }
method-yarn-full-none = none is divided by the whole { $factor } (the ramp ends past the last pair)
method-yarn-full = { $n ->
        [one] { $pairs } is divided by { $factor }
       *[other] { $pairs } are divided by { $factor }
    }
method-yarn-blended = { $n ->
       *[other] { $pairs } between are blended (a linear ramp)
    }
method-yarn-two = { $kept } and { $full }
method-yarn-three = { $kept }, { $full }, and { $blended }
# $sides: method-yarn-two/three; $lo, $hi: the ramp's pair indices; $truncate: yes or no.
method-note-yarn = YaRN: { $sides }. The ramp runs from pair index { $lo } to { $hi }: where a pair makes beta_fast = { $beta_fast } and beta_slow = { $beta_slow } turns in { $orig } positions, { $truncate ->
        [yes] rounded outwards to whole pairs (truncate)
       *[no] not rounded (truncate false), so a bound may fall between two pairs
    }, kept within 0 to d - 1. Attention factor { $attn } (logits x { $logits }).
