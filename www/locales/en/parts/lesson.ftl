# The lesson view ("why it works"): twelve short sections, each a text and a table computed
# for the current settings. Every number comes in as a variable, already printed.

lesson-caption = The ideas behind the other views, each checked with the current settings: why the answer is a rotation, the rotation written out by hand and as one big matrix, why scores are divided by √d, what the older sinusoidal codes could do, where one pair gets fooled and why RoPE needs many, how the pairs read like clocks, where RoPE sits in a model, and why plain interpolation crowds the fast pairs.

# The region around a section's table, for screen readers; $title is the section's title.
lesson-table-label = { $title }: numbers

## The notation legend (symbol or term, then its meaning), shown in the page's notation box.

lesson-notation-b = b
lesson-notation-b-meaning = the base (rope_theta), e.g. 10000
lesson-notation-theta = θ_i
lesson-notation-theta-meaning = pair i's frequency only: θ_i = b^(−2i/d) radians per position, i = 0 … d/2 − 1
lesson-notation-mn = m, n
lesson-notation-mn-meaning = the query's and the key's positions; every relative quantity is m − n (query minus key)
lesson-notation-dot = dot_i
lesson-notation-dot-meaning = q_a k_a + q_b k_b for pair i (its plain dot product)
lesson-notation-cross = cross_i
lesson-notation-cross-meaning = q_a k_b − q_b k_a (q's first part times k's second, minus the reverse)
lesson-notation-share = pair i's share
lesson-notation-share-meaning = dot_i cos((m − n)θ_i) + cross_i sin((m − n)θ_i); with n − m the sine term changes sign
lesson-notation-score = score
lesson-notation-score-meaning = q′·k′, the rotated vectors' dot product
lesson-notation-logit = logit
lesson-notation-logit-meaning = score / √d (times the attention factor squared under YaRN and LongRoPE): what the softmax takes

## Table headers and word cells.

lesson-col-between = between: rotated q's angle − rotated k's (°)
lesson-col-polar-share = pair 0's share, |q||k| cos(angle)
lesson-col-step = step
lesson-col-first-entry = first entry
lesson-col-second-entry = second entry
lesson-row-matrix-product = matrix product
lesson-row-complex-product = complex product
lesson-col-quantity = quantity
lesson-col-mean = mean
lesson-col-variance = variance
lesson-col-matrix-row = matrix row
lesson-col-column-0 = column 0
lesson-col-column-1 = column 1
lesson-col-relative-angle = relative angle (°)
lesson-col-pair-share = pair's share
lesson-col-pair = pair
lesson-col-whole-turns = whole turns
lesson-col-hand = hand (°)
lesson-col-positions-per-turn = positions per turn
lesson-col-setting = setting
lesson-col-score = score
lesson-row-interleaved = interleaved on q, k
lesson-row-half-permuted = half-split on permuted q, k
lesson-row-half-raw = half-split on q, k as they are
lesson-col-pair-i = pair i
lesson-col-dims = dims
lesson-col-theta-rotary = θ_i with d = rotary dims
lesson-col-theta-head = θ_i with d = head dim
lesson-cell-pass-through = pass through
lesson-col-method = method
lesson-col-pair0-step = pair 0 step (rad)
lesson-col-unscaled = unscaled
lesson-col-dot-part = dot part (both orders)
lesson-col-cross-before = cross part before
lesson-col-cross-after = cross part after

## The sections.

lesson-polar-title = Why the answer is a rotation
# $q_len, $k_len: lengths of pair 0 of q and k; $phi_q, $phi_k: their angles in degrees.
lesson-polar-text = Write pair 0 of q and k as complex numbers: q = |q| e^(iφ_q), k = |k| e^(iφ_k), with |q| = { $q_len }, φ_q = { $phi_q }°, |k| = { $k_len }, φ_k = { $phi_k }°. Multiplying by e^(imθ) turns q by mθ and keeps its length, so the pair's share of the score is Re(q e^(imθ) · conj(k e^(inθ))) = |q||k| cos(φ_q − φ_k + (m − n)θ). The positions enter only as m − n: that is the property RoPE was designed for, and a rotation is the map that gives it. The angle between the rotated vectors, measured and predicted (the (m + 7, n + 7) row repeats the first: same m − n):

lesson-by-hand-title = One pair by hand: the 2×2 rotation and the complex product
# $a, $b: pair 0 of q; $m: the query's position; $alpha: the angle in radians.
lesson-by-hand-text = Pair 0 of q is ({ $a }, { $b }); at m = { $m } it turns by α = mθ_0 = { $alpha } rad. As a matrix: [cos α −sin α; sin α cos α] times the pair. As complex numbers: (a + ib)(cos α + i sin α) = (a cos α − b sin α) + i(a sin α + b cos α). Both give the same two numbers.

lesson-matrix-title = The whole rotation as one block-diagonal matrix
# $dims: how many dimensions the table shows; $layout: "interleaved" or "half" (the URL value);
# $gap: the largest entry of the difference, near 0.
lesson-matrix-text = All pairs at once: R(m) is a d×d matrix with a 2×2 rotation block per pair and zeros elsewhere (its first { $dims } dimensions at m = { $m } below, in the { $layout } layout). RoPE never builds it (it multiplies pair by pair), but it shows why R(m)ᵀR(n) = R(n − m): blocks rotate independently and rotations compose. Largest entry of R(m)ᵀR(n) − R(n − m) over the full matrix here: { $gap }.

lesson-sqrt-d-title = Why scores are divided by √d
# $samples: how many random pairs; $before/$after: the variances; $peak_raw/$peak_scaled: the
# softmax's largest weight without and with the division.
lesson-sqrt-d-text = With q and k entries of mean 0 and variance 1, q·k is a sum of d products, so its variance grows like d. Over { $samples } random pairs at d = { $d }: variance { $before } before, { $after } after dividing by √d. Without the division the softmax saturates as d grows: on eight logits spread like such scores its largest weight is { $peak_raw }, against { $peak_scaled } after scaling.

lesson-offset-map-title = Sinusoidal codes: moving by k positions is a fixed linear map
lesson-offset-map-text = The original Transformer's (sin, cos) pair at position p moves to p + 5 by a 2×2 matrix that depends on the offset 5 only, not on p. Here pair 0 from p = { $p }: predicted by the matrix ({ $pred_a }, { $pred_b }), actual ({ $actual_a }, { $actual_b }), difference { $error }. The model could learn relative offsets from such codes; RoPE builds the same rotation into q and k directly.

lesson-aliasing-title = Aliasing: one pair cannot tell some distances apart
lesson-aliasing-text = A pair turning 90° per position comes back to the same angle every 4 positions, so on its own it sees distance 4 (and 8) exactly like distance 0. The other pairs, turning at other speeds, tell them apart: that is why RoPE uses a whole ladder of frequencies. Pair 0's share of the score with this q and k, at 90° per position:

lesson-clocks-title = A ladder of clocks, not quite digits
# $ratio: how much faster each pair turns than the next (or "—").
lesson-clocks-text = Read the pairs like the hands of clocks running at different speeds: the fast ones tell nearby positions apart, the slow ones tell far positions apart, as the digits of a number do. The analogy stops at the step: neighbouring pairs differ by a factor b^(2/d) = { $ratio }, not 10, and a hand turns smoothly instead of jumping. The hands at m = { $m }:

lesson-where-title = Where RoPE sits in a transformer
lesson-where-text = In every attention layer and every head: the token's hidden state is projected to q = W_q x and k = W_k x, and right after that each head's q and k are rotated by the token's position. The values v are never rotated, and the embedding itself carries no position. So the rotation is applied again in each layer, always to fresh projections.

lesson-layouts-title = Interleaved and half-split: the same model, rows permuted
lesson-layouts-text = The interleaved layout pairs dims (2i, 2i+1); the half-split layout (GPT-NeoX, Hugging Face's rotate_half) pairs (i, i + d/2). Reorder the rows of W_q and W_k so that dim 2i moves to i and 2i+1 to i + d/2, and the half-split model computes exactly the interleaved model's scores. llama.cpp's converter does this for Llama-family checkpoints: their GGUF files store W_q and W_k with the rows permuted, so that llama.cpp's interleaved kernel matches the Hugging Face model. Models that llama.cpp itself runs half-split (GPT-NeoX, Qwen2 and others with NeoX-style RoPE) keep their rows as they are. With the current q and k (d = { $d }): interleaved { $interleaved }, half-split on the permuted vectors { $half_permuted }, half-split on the unpermuted ones { $half_raw } (the layout does not match the weights: a different model).

lesson-partial-title = Partial rotary: some dimensions pass through
# $rot: rotary dims; $head: head dims; $pct: their ratio; $last_rot = $rot − 1; $pairs = $rot / 2;
# $first_pass = $rot; $last_head = $head − 1; $layout: "half" or "interleaved"; $half = $rot / 2;
# $times: how many times faster the slowest rotary pair would turn.
lesson-partial-text = GPT-NeoX 20B rotates only the first { $rot } of its { $head } head dimensions (rotary_pct { $pct }): dims 0–{ $last_rot } form { $pairs } pairs and turn, dims { $first_pass }–{ $last_head } pass through untouched and score as plain dot products. Inside the rotary part the pairs are { $layout ->
        [half] half-split: pair i is dims i and i + { $half }
       *[other] interleaved: pair i is dims 2i and 2i + 1
    } (the layout of ropescope's GPT-NeoX preset). The frequencies are spread over the rotary dims: θ_i = b^(−2i/{ $rot }), as Hugging Face computes them, not b^(−2i/{ $head }); with the head size as denominator the slowest rotary pair would turn { $times } times faster than it does. ropescope models such a head by setting d to the rotary dims (a pasted config with rotary_pct or partial_rotary_factor does this).

lesson-crowding-title = Why position interpolation crowds the fast pairs
lesson-crowding-text = Linear interpolation divides every frequency by the factor (here { $factor }), so neighbouring positions end up closer together on every pair, including the fastest one, which the model relies on to tell adjacent tokens apart. NTK-aware, YaRN and Llama 3 keep the fast pairs (almost) as trained and slow down the slow ones. Pair 0's turn between neighbouring positions:

lesson-swap-title = Check yourself: what changes when two words swap places
# $query_now, $key_now: the words' positions after the swap; $change: lesson-swap-stays or
# lesson-swap-changes; $mask: lesson-swap-mask-hides, lesson-swap-mask-reveals or nothing;
# $plain: the score without RoPE.
lesson-swap-text = Keep the words, swap their positions: the query's word now sits at n = { $query_now } and the key's at m = { $key_now }. The contents q and k do not change, only the relative distance flips sign. In each pair the dot part, dot_i cos((m − n)θ_i), stays the same (cosine is even); the cross part, cross_i sin((m − n)θ_i), flips sign (sine is odd). { $change }{ $mask } Without RoPE (rope=off) this score would be the plain q·k = { $plain } in both orders, yet a decoder would still not be blind to order: its causal mask lets each token see only earlier ones (the attention view shows it with RoPE off), and decoders trained with no position encoding at all learn position from that mask.
lesson-swap-stays = So the score stays { $score }: every cross part is 0 here.
lesson-swap-changes = So the score changes from { $before } to { $after }.
# Appended right after lesson-swap-stays/-changes (starts with its own space where the language needs one).
lesson-swap-mask-hides = { " " }After the swap the key's word comes after the query's, so a decoder's causal mask hides it from the query altogether: weight exactly 0.
lesson-swap-mask-reveals = { " " }Before the swap the key's word came after the query's, hidden from it by a decoder's causal mask (weight exactly 0); after the swap the query sees it.
