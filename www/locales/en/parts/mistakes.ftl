# The mistakes view (src/app/more/views/mistakes.rs) and its model (src/rope/teaching/errata.rs):
# the slips in the five source texts, each with what the text says, the truth the core computes
# now, and the cause. The texts' titles and the places linked from the page's own views are in
# page/mistakes.ftl.

# The caption under the view's title.
mistakes-caption = The texts this widget teaches from contain slips: wrong numbers, swapped signs, off-by-one exponents, reversed claims. Each is listed here with what the text says (in our words, with its number), the truth computed now by the same core that draws every view, and the cause. "Show me" loads the settings that demonstrate it.

## One mistake in the list.

# The kind of slip, after the text's title and the place in it.
mistakes-kind-arithmetic = a wrong number
mistakes-kind-conceptual = a wrong idea or formula
# Labels before the claim, the computed truth and the cause (each ends with a space in English).
mistakes-label-says = The text says:{ " " }
mistakes-label-truth = Computed now:{ " " }
mistakes-label-cause = Cause:{ " " }
# The button that loads the settings demonstrating the mistake.
mistakes-show-me = Show me
# Nothing (a part of a sentence left out).
mistakes-truth-nothing = { "" }

## Places in the texts the page's own views do not link to (the others are in page/mistakes.ftl).

mistakes-where-identity-sign = ASCII tour, the tables: identity check
mistakes-where-dropped-base = ASCII tour, quick visual slice
mistakes-where-embedding-not-projection = 1. The semantic meaning (the "what")
mistakes-where-mat-query-75 = The cat sat on the mat: rotating the query of "mat"
mistakes-where-cat-key-15 = The cat sat on the mat: rotating the key of "cat"
mistakes-where-mat-cat-total = The cat sat on the mat: the score
mistakes-where-softmax-index-letters = Attention weights: positive, summing to 1, the softmax
mistakes-where-dot-product-not-a-metric = Choosing the similarity: the dot product
mistakes-where-variance-not-linear = Why scale by 1/√d
mistakes-where-llama2-7b-not-gqa = RoPE in practice: the table of open models
mistakes-where-dropped-transpose = Goals, and the result of the derivation
mistakes-where-magnitudes-r-v = Re-interpretation in complex form
mistakes-where-theta-q-for-both = Derivation: the arithmetic progression and the angular component
mistakes-where-coordinate-not-pair = The result: relative position from two rotations
mistakes-where-head-dim-called-embedding = 1. Inputs
mistakes-where-last-frequency-off-by-one = 2. The positional frequency
mistakes-where-reorder-only-permutes = How attention knows token order
mistakes-where-the-attends-to-cat = The relative-position property
mistakes-where-gpt-neo-learned-positions = RoPE introduction: the models that use it
mistakes-where-sinusoid-no-pattern = Why absolute positions do not extrapolate
mistakes-where-theta0-off-by-one = The set Θ, worked out for Llama
mistakes-where-freq-scale-guess = The rotation as a matrix
mistakes-where-ntk-aware-raises-base = NTK interpolation
mistakes-where-ntk-same-factor = NTK-by-parts
mistakes-where-embeddings-rotated = The recap after the θ_2 matrices
mistakes-where-yarn-blend-positions = beta_fast and beta_slow (blending)

## Each mistake: what the text says (-claim, paraphrased in ropescope's words; its numbers are the
## text's own wrong numbers) and the cause (-cause, one sentence).

mistakes-identity-sign-claim = The check over the full 128-dimensional head is stated as ⟨R(t1)q, R(t2)k⟩ = ⟨q, R(t1 − t2)k⟩.
mistakes-identity-sign-cause = Swapped sign: moving R(t1) across the dot product turns it into its transpose R(−t1), so the key ends up turned by t2 − t1, not t1 − t2.
mistakes-slice-t0-angles-claim = At position t = 0 the slice lists small non-zero angles: about 0.008 rad for plane 8, 0.032 for plane 32 and 0.063 for plane 63.
mistakes-slice-t0-angles-cause = The angle is the position times the plane's frequency, so at t = 0 every plane's angle is exactly zero, whatever its frequency.
mistakes-dropped-base-claim = The slice writes the frequencies as ω[k] = 10^(−2k/D) and gives the slowest plane ω63 ≈ 10^(−0.984).
mistakes-dropped-base-cause = Dropped base: the base is 10000, not 10, and since 10000 = 10^4 the true exponent of ten is four times larger.
mistakes-slice-k0-t2048-claim = At position t = 2048 the slice gives plane 0 the angle θ = 0.
mistakes-slice-k0-t2048-cause = Plane 0 turns one radian per position, so its angle at position t is t itself; zero is its angle only at t = 0.
mistakes-slice-k63-largest-claim = At position t = 2048 the slice says plane 63 has the largest angle of all planes.
mistakes-slice-k63-largest-cause = Reversed order: at a fixed position the angle t·ω_k shrinks as k grows, because ω_k = base^(−2k/D) falls with k.
mistakes-slice-k8-k32-claim = At position t = 2048 the slice puts plane 8's angle at about 20.48 times some negative power of ten and says plane 32's angle is larger.
mistakes-slice-k8-k32-cause = Reversed order again, with a misplaced number: 20.48 is 2048·ω_32, plane 32's angle, and plane 8, which turns faster, is far ahead of it.
mistakes-speed-order-reversed-claim = High-k planes (compasses) are said to spin fastest and track local order, low-k planes to barely turn and track long-range order.
mistakes-speed-order-reversed-cause = Reversed: ω_k = base^(−2k/D) is largest at k = 0, so the low-k planes spin fastest and the high-k planes slowest.
mistakes-emoji-heatmap-colours-claim = The emoji heat-map of the 8-dimensional angle table colours 0.06 rad yellow but 0.1 rad blue, 0.6 rad orange but 1.0 rad yellow, and 1.5 rad red but 2.0 rad orange, then reads the colours as amounts of rotation (position 4 gets "a massive rotation" from pair 0).
mistakes-emoji-heatmap-colours-cause = The colours follow each column's own scale, not the angle, so a redder cell can hold the smaller angle, and an angle is no amount anyway: pair 0 at position 6 has turned almost a full turn, which on the dial is nearly no turn at all.
mistakes-embedding-not-projection-claim = The vector that RoPE rotates is said to come straight from the initial word-embedding layer, with all meaning and no position in it.
mistakes-embedding-not-projection-cause = Wrong place: RoPE rotates the query and key projections inside every attention layer and head, whose inputs already carry position after the first layer, and rotating the raw embedding before the projections would lose the relative-position property.
mistakes-mat-query-75-claim = The slow pair of "mat", [0.8, 0.6], turned by 75°, is given as [0.02, 0.99].
mistakes-mat-query-75-cause = Arithmetic slip: the first entry is 0.8·cos 75° − 0.6·sin 75°, and the sine term is the larger one, so it is negative.
mistakes-cat-key-15-claim = The slow pair of "cat", [0.9, 0.4], turned by 15°, is given as [0.77, 0.64].
mistakes-cat-key-15-cause = Arithmetic slip in the second entry, 0.9·sin 15° + 0.4·cos 15° (the first entry is right to two decimals).
mistakes-mat-cat-total-claim = The slow pair is said to contribute 0.65, so the score is 0.91 + 0.65 = 1.56.
mistakes-mat-cat-total-cause = Carried error: 0.65 is the dot product of the two wrongly rotated pairs above, while the fast pair's 0.91 is right.
mistakes-softmax-index-letters-claim = With m keys, the weights are asked to sum to 1 over i = 1 to n, and the scaled softmax is printed as exp(qᵀk_i/√d) over Σ_i exp(qᵀk_j/√d).
mistakes-softmax-index-letters-cause = Index letters that do not match: the normalising sum runs over all m keys with an index of its own (j = 1 to m), while the printed sum runs over i with a term in k_j that does not contain i, which adds m copies of one key's term.
mistakes-dot-product-not-a-metric-claim = The dot product is called a distance metric that measures the angle between two vectors.
mistakes-dot-product-not-a-metric-cause = A similarity, not a distance: a metric is 0 between a vector and itself and grows as two vectors move apart, while q·q is the squared length of q and the dot product also grows with the lengths, not only with the angle.
mistakes-variance-not-linear-claim = The variance of the sum of d products of independent standard normals is said to be d by linearity of variance.
mistakes-variance-not-linear-cause = Wrong property: variance is not linear (a constant comes out squared, as the next line's Var(cX) = c²Var(X) says), and the d variances add up because the products are uncorrelated, which is what makes the sum's variance d.
mistakes-llama2-7b-not-gqa-claim = The table gives LLaMA2-7B grouped-query attention (GQA) as its attention variant.
mistakes-llama2-7b-not-gqa-cause = Wrong attention type: Llama 2 7B has as many key-value heads as query heads, so every query head has its own keys and values (plain multi-head attention), and Meta used grouped-query attention only in the larger Llama 2 models.
mistakes-dropped-transpose-claim = The score is written q_mᵀk_n = x_mᵀ W_q R_(n−m) W_k x_n, both as the goal and as the final result of (R_m W_q x_m)ᵀ(R_n W_k x_n).
mistakes-dropped-transpose-cause = Dropped transpose: the transpose of R_m W_q x_m is x_mᵀ W_qᵀ R_mᵀ, so the form is x_mᵀ W_qᵀ R_(n−m) W_k x_n, and without the transpose it uses a different matrix unless W_q is symmetric.
mistakes-magnitudes-r-v-claim = The magnitudes of the complex form are labelled R_{ "{" }q,k,v{ "}" }, beside the angles Θ_{ "{" }q,k,g{ "}" }.
mistakes-magnitudes-r-v-cause = Wrong letter: the three magnitudes belong to f_q, f_k and g, the score, as the angles' labels say, and no value vector takes part in the derivation (RoPE never turns the values).
mistakes-key-angle-drops-n-claim = The key is written f_k(x_k, n) = R_k(x_k, n)e^(iΘ_k(x_k)), with no position in the key's angle.
mistakes-key-angle-drops-n-cause = Dropped argument: the key's angle moves with its position, Θ_k(x_k, n), as the query's Θ_q(x_q, m) does beside it, and without n the key would not turn at all.
mistakes-theta-k-minus-theta-k-claim = With m = n, the angle difference Θ_k − Θ_q is reduced to θ_k − θ_k, which would always be zero.
mistakes-theta-k-minus-theta-k-cause = Typo: the second initial angle belongs to the query, so the difference is θ_k − θ_q, which is zero only when q and k point the same way.
mistakes-g-argument-n-claim = Recalling the two conditions, the slide writes R_q(x_q, m)R_k(x_k, n) = R_g(x_q, x_k, n) and Θ_k(x_k, n) − Θ_q(x_q, m) = Θ_g(x_q, x_k, n), with n as g's last argument.
mistakes-g-argument-n-cause = Dropped term: g takes the offset n − m, and with n alone the right side would depend on where the key stands, while the angle difference changes when the query moves and the key stays.
mistakes-magnitude-drops-q-norm-claim = The magnitude of g is concluded to be R_g(x_q, x_k, n − m) = R_g(x_q, x_k, 0) = ‖k‖.
mistakes-magnitude-drops-q-norm-cause = Dropped factor: at distance 0 the magnitudes multiply, R_g(x_q, x_k, 0) = R_q R_k = ‖q‖‖k‖, as the line before it says, so ‖q‖ belongs in the result.
mistakes-phi-step-sign-claim = Substituting n = m + 1 is written as Θ_k(m + 1) − Θ_q(m) = φ(m + 1) − φ(m) + θ_q − θ_k.
mistakes-phi-step-sign-cause = Swapped sign: Θ_k adds θ_k and Θ_q adds θ_q, so their difference contains θ_k − θ_q; the opposite sign appears only after moving it to the other side.
mistakes-theta-q-for-both-claim = The angular component found for both vectors is written Θ_{ "{" }q,k{ "}" }(x_{ "{" }q,k{ "}" }, m) = mθ + γ + θ_q, the query's initial angle in the key's too.
mistakes-theta-q-for-both-cause = Index slip: each vector keeps its own initial angle, Θ_k(x_k, m) = mθ + γ + θ_k, and with θ_q in both the difference Θ_k − Θ_q would lose θ_k − θ_q, the part that carries what q and k contain.
mistakes-exponent-parentheses-claim = The solution is written f_q(x_q, m) = ‖q‖e^(iθ_q + mθ + γ), with only θ_q multiplied by i.
mistakes-exponent-parentheses-cause = Dropped parentheses: the whole angle θ_q + mθ + γ belongs in the imaginary exponent, e^(i(θ_q + mθ + γ)), while as printed e^(mθ + γ) is a real factor that would stretch the vector at every step instead of turning it.
mistakes-initial-conditions-x-n-claim = The initial conditions are set to q = W_q x_n and k = W_k x_n, both from the token at n.
mistakes-initial-conditions-x-n-cause = Index slip: the query comes from the token at m, q = W_q x_m, as the next line's f_q(x_m, m) = (W_q x_m)e^(imθ) has it, and with both from x_n the score would compare the key's token with itself.
mistakes-gamma-doubled-claim = The recap of the angle reads Θ_(q,k)(x, m) = mθ + γ + γ.
mistakes-gamma-doubled-cause = Doubled term in place of another: the angle found two slides earlier is mθ + γ + θ_(q,k), so the second γ stands where the vector's own initial angle belongs.
mistakes-coordinate-not-pair-claim = The last slide says that in each coordinate i the key is turned anti-clockwise by nθ_i, then clockwise by mθ_i.
mistakes-coordinate-not-pair-cause = Index slip: θ_i belongs to pair i, the i-th plane of two coordinates that turn together (d/2 angles for d coordinates), and a single coordinate has no angle to turn by.
mistakes-head-dim-called-embedding-claim = d, the length of q and k over which the frequencies are spread, is called the embedding dimension (d = 64 in the example).
mistakes-head-dim-called-embedding-cause = RoFormer's single-head notation carried into a multi-head model: there q and k are one attention head's vectors, so d is the head dimension (the embedding width divided by the number of heads), and the frequencies base^(−2i/d) use it.
mistakes-last-frequency-off-by-one-claim = For d = 64 the slowest frequency is given as θ_(d/2−1) = 10000^(−1) = 0.0001.
mistakes-last-frequency-off-by-one-cause = Off-by-one exponent: the last index i = d/2 − 1 gives −2i/d = −(d − 2)/d, which never reaches −1.
mistakes-reorder-only-permutes-claim = Without positional information, reordering the tokens is said to only permute the attention computation, so that the model has no way to tell orderings apart.
mistakes-reorder-only-permutes-cause = True only without a causal mask: a decoder's mask belongs to positions, not to tokens, so a reordering changes which tokens each one can see (decoders trained with no position encoding learn position from it).
mistakes-the-attends-to-cat-claim = Wherever "the cat" appears, the lesson says, the model should attend to "cat" from "the" in the same way, in the causal decoder it teaches (the one llama.cpp runs).
mistakes-the-attends-to-cat-cause = Reversed direction: "the" comes before "cat", and in a causal decoder a query sees only keys at its own or earlier positions, so "the" cannot attend to "cat" at all, while "cat" attends to "the".
mistakes-gpt-neo-learned-positions-claim = GPT-Neo is listed among the models that use rotary position embeddings, beside PaLM, GPT-J and Llama.
mistakes-gpt-neo-learned-positions-cause = GPT-Neo's released checkpoints add a learned absolute position vector to each token's embedding (its successors GPT-J and GPT-NeoX rotate q and k), so its scores depend on where a pair sits, not only on how far apart.
mistakes-sinusoid-no-pattern-claim = Sinusoidal position codes are said to move the vectors around without any pattern, so that the model can only memorise the positions.
mistakes-sinusoid-no-pattern-cause = The opposite: each sin/cos pair of the code turns by a fixed angle per position, so the code of position p + k is the code of p turned by a 2×2 rotation that depends on k alone.
mistakes-each-dimension-own-angle-claim = Each dimension of the query and key is said to be rotated by a different angle, a function of the position and of the dimension.
mistakes-each-dimension-own-angle-cause = The two dimensions of a pair share one angle, since a rotation turns a plane and not a single coordinate, so a head of d dimensions has d/2 angles at each position, not d.
mistakes-theta-is-frequency-claim = θ in e^(imθ) is described, twice, as the rotation angle for the m-th position (and elsewhere Θ = { "{" }θ_i{ "}" } as a set of angles).
mistakes-theta-is-frequency-cause = Frequency taken for the angle: θ is the pair's fixed turn per position, the same at every position, and the angle at position m is m·θ.
mistakes-x-m-query-row-claim = x_m in f_q(x_m, m) = (W_q x_m)e^(imθ) is said to be the m-th row of the query matrix, and W_q is then multiplied with that row.
mistakes-x-m-query-row-cause = Wrong vector: x_m is the token's input vector (its row of the layer's input), W_q x_m is already its query, and multiplying W_q with a row of the query matrix projects the query a second time.
mistakes-theta0-off-by-one-claim = Plugging i = 0 into θ_i = 10000^(−2(i−1)/d) gives a first value 10000^(2/4096) = 1.0045, and the list goes on 1.0, 0.9955, 0.9910, …
mistakes-theta0-off-by-one-cause = Off-by-one: that formula numbers the pairs from i = 1, so i = 0 lies outside it and gives a positive exponent, a frequency above 1.
mistakes-d-is-model-width-claim = The d of the frequency formula is taken to be Llama's embedding size, 4096, so the frequencies fall very slowly: the next one after 1.0 is 0.9955.
mistakes-d-is-model-width-cause = Wrong dimension: the rotation acts inside each attention head, so d is the head size (model width divided by the number of heads), not the model width.
mistakes-theta-prose-drops-d-claim = In words, each θ_i of the set is 10000 raised to the power −2(i − 1).
mistakes-theta-prose-drops-d-cause = Dropped term: the formula beside the words divides the exponent by d, and without the division θ_2 would already be 10000^(−2), while with it the first pairs turn close to 1 rad per position.
mistakes-freq-scale-guess-claim = It suggests that the −2 in the exponent is llama.cpp's freq_scale parameter (10000 being its frequency base).
mistakes-freq-scale-guess-cause = Wrong identification: llama.cpp's freq_scale is the linear-interpolation multiplier L/L' on positions, while the −2 is a fixed part of the exponent −2i/d.
mistakes-pi-inverted-ratio-claim = PI is written as m' = m·s = m·L'/L (and f'(x, m) = f(x, m·L'/L)); with L = 1024, L' = 2048 the example evaluates 500·2048/1024 as 250.
mistakes-pi-inverted-ratio-cause = Inverted ratio: interpolation divides positions by s = L'/L, that is multiplies them by L/L', so the product as written cannot give the printed result.
mistakes-ntk-aware-raises-base-claim = NTK-aware interpolation is said to divide the range into groups with their own scaling factors, one factor for the low dimensions (high frequencies) and another for the high ones.
mistakes-ntk-aware-raises-base-cause = No groups: NTK-aware scaling raises the base to b·s^(d/(d−2)), which slows pair i by its own factor s^(2i/(d−2)), rising smoothly from 1 to s, and splitting the pairs into groups by wavelength is NTK-by-parts, the step after it.
mistakes-ntk-groups-reversed-claim = LongRoPE's two groups are described as a low-frequency group for shorter positions with the smaller scaling factor and a high-frequency group for longer positions with the larger factor.
mistakes-ntk-groups-reversed-cause = Reversed, and not groups of pairs: LongRoPE keeps two lists with one divisor per pair, short_factor for sequences within the original context and long_factor past it, and in both the fast (high-frequency) pairs get the smallest divisors and the slow (low-frequency) pairs the largest.
mistakes-lambda-theta-angle-claim = In λ_d = 2π/Θ_d, Θ_d is called the rotation angle of dimension d, and for λ_d = 4 that rotation angle is said to repeat every 4 tokens.
mistakes-lambda-theta-angle-cause = Frequency taken for the angle: 2π/Θ_d counts positions per turn only if Θ_d is the turn per position, which never changes, and what repeats every λ_d positions is the angle m·Θ_d.
mistakes-yarn-d-is-the-head-claim = In λ_d = 2π·b^(2d/|D|), |D| is glossed as the total number of dimensions of the embedding space.
mistakes-yarn-d-is-the-head-cause = The formula is YaRN's own, written for a single attention head, so its |D| is the head size (Llama 2: 128, with 64 pairs), and read as the embedding's 4096 dimensions it would describe one rotation of 2048 pairs across the whole embedding, while each head rotates only its own pairs.
mistakes-ntk-same-factor-claim = PI and NTK-aware interpolation are both said to scale every RoPE dimension by the same factor.
mistakes-ntk-same-factor-cause = True of PI only: NTK-aware raises the base, which divides pair i's frequency by s^(2i/(d−2)), from 1 for the first pair up to s for the last.
mistakes-d-halved-claim = In θ_j = 10000^(−2j/d), d is said to be half the embedding size (512 for 1024 dimensions); the last value printed is θ_511 ≈ 1.0746e-8.
mistakes-d-halved-cause = Halved dimension: the 2j in the exponent already counts pairs, so d must be the full size, and halving it doubles every exponent (the slowest pair lands near 10000^(−2) instead of 10000^(−1)); the printed number also carries the list's j − 1 off-by-one, so neither slip alone reproduces it.
mistakes-theta-list-off-by-one-claim = The printed list starts theta_0 = 1.036633, theta_1 = 1.000000.
mistakes-theta-list-off-by-one-cause = Off-by-one: the list was produced with j − 1 in the exponent, so it starts one step before 1, while θ_0 = base^0 is always exactly 1.
mistakes-wavelength-reversed-claim = The large first values are said to give longer wavelengths and lower frequencies, and the tiny last values shorter wavelengths and higher frequencies.
mistakes-wavelength-reversed-cause = Reversed: a pair's wavelength is 2π/θ, so the larger θ, the shorter the wavelength and the higher the frequency.
mistakes-embeddings-rotated-claim = The recap says RoPE rotates the token embeddings, so that the dot product of two embeddings carries their relative position.
mistakes-embeddings-rotated-cause = Wrong place: RoPE rotates each head's query and key projections in every attention layer, never the embeddings, and rotating the embeddings before the projections would not leave a score that depends on m − n alone.
mistakes-recap-i-and-d-claim = The recap defines i as the index of the embedding dimension and d as the total number of dimensions of the embedding space.
mistakes-recap-i-and-d-cause = Wrong indices: i numbers the pairs, 0 to d/2 − 1, and d is one head's size, and the recap also contradicts the same notes' earlier claim that d is half the embedding size.
mistakes-yarn-blend-positions-claim = For a model trained on 512 tokens and extended to 1024, beta_fast and beta_slow are described as a blending range of token positions (400 to 600): interpolated near 400, purely extrapolated beyond 600.
mistakes-yarn-blend-positions-cause = Wrong axis: beta_fast and beta_slow are numbers of turns within the original context that decide which pairs keep their speed, get blended or get fully interpolated, and every position then uses the same frequencies.

## The truths, computed now by the core (every number is a variable, printed by the core).

# A mistake's demonstration failed to load ($error: the reason, from the settings parser).
mistakes-truth-not-loaded = The demonstration could not be loaded: { $error }
# A computation failed ($error: the reason, from the settings parser).
mistakes-truth-error = { $error }
mistakes-truth-identity-sign = Over a whole { $d }-dimensional head, q at t1 = { $t1 } and k at t2 = { $t2 }: ⟨R(t1)q, R(t2)k⟩ = { $lhs } and ⟨q, R(t2 − t1)k⟩ = { $right } agree (difference { $diff }), while ⟨q, R(t1 − t2)k⟩ = { $printed }.
mistakes-truth-slice-t0-angles = θ = t·ω: at t = 0 planes 8, 32 and 63 have angles { $a8 }, { $a32 } and { $a63 } rad. One position later they have turned { $b8 }, { $b32 } and { $b63 } rad.
mistakes-truth-dropped-base = With base { $base } and D = { $d }, plane { $last } turns ω = { $w } = 10^({ $e }) rad per position. Base 10 would give 10^({ $e10 }) = { $base10 }.
mistakes-truth-slice-k0-t2048 = Plane 0 turns { $w0 } rad per position, so at t = { $t } its angle is { $a } rad: { $turns } full turns, leaving { $wrapped } rad ({ $deg }°) on the dial.
mistakes-truth-slice-k63-largest = At t = { $t } the largest angle is plane { $largest }'s ({ $a } rad) and the smallest is plane { $smallest }'s ({ $b } rad): at a fixed position, angles shrink as k grows.
mistakes-truth-slice-k8-k32 = At t = { $t }, plane 8 turns ω_8 = { $w8 } rad per position and stands at { $a8 } rad; plane 32 turns ω_32 = { $w32 } and stands at { $a32 } rad, { $ratio } times less.
mistakes-truth-speed-order = Plane 0 completes a turn every { $first } positions; plane { $last } needs { $slow } positions for one turn. The low-k planes are the fast ones and see local order.
mistakes-truth-embedding-not-projection = With toy embeddings and projections (d = { $d }): rotating after the projections, as models do, scores { $a } at positions ({ $m }, { $n }) and { $b } at ({ $m2 }, { $n2 }), the same. Rotating the embeddings before projecting scores { $c } and { $e }: the score then depends on where the pair sits.
mistakes-truth-dropped-transpose = With toy embeddings and projections (d = { $d }), query at m = { $m }, key at n = { $n }: (R_m W_q x_m)ᵀ(R_n W_k x_n) = { $score } and x_mᵀ W_qᵀ R_(n−m) W_k x_n = { $right } agree (difference { $diff }); the printed x_mᵀ W_q R_(n−m) W_k x_n gives { $printed }.
mistakes-truth-mat-query-75 = Turned by 75°, [0.8, 0.6] becomes [{ $a }, { $b }].
mistakes-truth-cat-key-15 = Turned by 15°, [0.9, 0.4] becomes [{ $a }, { $b }].
mistakes-truth-mat-cat-total = The slow pair contributes { $slow } (its unrotated dot times cos 60° plus its cross term times sin 60°), so the score is { $fast } + { $slow } = { $total }.
mistakes-truth-theta-k-minus-theta-q = q = [{ $q }] and k = [{ $k }], both at position { $m }: after rotation Θ_k − Θ_q = { $d } rad, exactly θ_k − θ_q = { $right } rad from before it; θ_k − θ_k would be { $printed }.
mistakes-truth-phi-step-sign = One pair turning φ(m+1) − φ(m) = { $step } rad per position, q = [{ $q }] at m = { $m }, k = [{ $k }] at m + 1: Θ_k(m+1) − Θ_q(m) = { $d } rad, which is φ(m+1) − φ(m) + θ_k − θ_q = { $right }; the slide's φ(m+1) − φ(m) + θ_q − θ_k gives { $printed }.
mistakes-truth-head-dim-called-embedding = { $name } has an embedding width of { $width } and { $heads } heads, so each q and k has d = { $d } entries ({ $pairs } pairs): the slowest pair turns { $wl } rad per position. With the embedding width { $width } as d, that same pair { $last } would turn { $with_width } rad per position, { $ratio } times faster.
# $names: mistakes-truth-reorder-names, or nothing.
mistakes-truth-reorder-only-permutes = RoPE off, "{ $text }" put in reverse order: with a decoder's causal mask the weights differ from the reversed matrix by up to { $mg }, and { $names } get rows up to { $mr } apart. Only without the mask does reordering just reorder the matrix (differences { $og } and { $or }).
# Two tokens of the sentence, with the same word.
mistakes-truth-reorder-names = "{ $first }" and "{ $second }" (the same vectors)
mistakes-truth-sinusoid-no-pattern = With d = { $d }, the sin/cos pair i of the code turns 1/{ $base }^(2i/d) rad per position: { $s0 } for pair 0, { $sl } for pair { $last }. Moving the code of positions 0, 7 and 100 on by { $shift } is one fixed 2×2 rotation per pair, the same for all three (largest error { $error }): the code moves by a rule, not at random.
mistakes-truth-last-frequency = For d = { $d } the last pair is i = { $last }, with exponent −2·{ $last }/{ $d } = { $exponent }: θ_{ $last } = { $base }^({ $exponent }) = { $wl }.
mistakes-truth-theta-is-frequency = The pair turns θ = { $w } rad per position at every position: its angle is { $a1 } rad at position 1, { $a2 } at 2 and { $a3 } at 3, that is m·θ.
mistakes-truth-theta0 = Counting pairs from 0 (θ_i = base^(−2i/d)), the first pair turns θ_0 = { $w0 } rad per position (d = { $d } here, and the same for any d); no pair turns faster (the largest is { $fastest }).
mistakes-truth-d-is-model-width = Llama 2 7B has 32 heads of { $d } dimensions (4096/32). With d = { $d } the frequencies go 1, { $w1 }, { $w2 }, … down to { $wl } for the slowest of the { $pairs } pairs.
# $by: mistakes-truth-freq-scale-one or mistakes-truth-freq-scale-range.
mistakes-truth-freq-scale = Linear interpolation by { $f } multiplies the frequency of every one of the { $n } pairs by { $by }, which is llama.cpp's freq_scale (1/{ $f }); the exponent −2i/d of the base is the same with or without it.
mistakes-truth-freq-scale-one = { $lo }
mistakes-truth-freq-scale-range = { $lo } to { $hi }
mistakes-truth-pi-ratio = Stretching { $orig } trained positions to { $long } divides every frequency by { $f }, so position { $m } turns exactly as position { $equivalent } did in training ({ $m }·L/L'). The product as written, { $m }·L'/L, is { $as_written }.
mistakes-truth-ntk-aware-smooth = NTK-aware scaling by { $f } (d = { $d }) raises the base from { $b } to { $nb }. Every pair gets its own slowdown: { $r0 } for pair 0, { $rmid } for pair { $mid }, { $rlast } for pair { $last }, each pair slowed { $lo } times more than the one before ({ $n } different factors for { $pairs } pairs). There are no groups: one smooth rule covers all of them.
mistakes-truth-longrope-none = This state has no LongRoPE lists.
# $order: mistakes-truth-longrope-rises or mistakes-truth-longrope-falls.
mistakes-truth-longrope-lists = Phi-3.5-mini's LongRoPE (d = { $d }) has no frequency groups: it has two lists of { $pairs } divisors, one per pair in each, and the sequence length picks the list: short_factor while the sequence fits { $orig } positions, long_factor once it is longer. In both the fast pairs are divided least and the slow ones most: short_factor runs from { $s0 } (pair 0) to { $sl } (pair { $last }), long_factor from { $l0 } to { $ll }, and { $order }. The larger factors go to the low frequencies, and the list for long sequences is the larger one.
mistakes-truth-longrope-rises = each list rises or stays level from every pair to the next
mistakes-truth-longrope-falls = short_factor falls at { $fs } and long_factor at { $fl } of the { $last } steps from one pair to the next
mistakes-truth-softmax-index = The query "{ $query }" over all m = { $m } keys of "{ $text }" (no mask): the weights run from { $lo } to { $hi } and add up to { $sum }, the denominator summing every key's exp(q·k_j/√d) over its own index j = 1 to m. A denominator of m copies of the weighted key's own term would give every key { $even }, whatever the scores.
mistakes-truth-dot-not-metric = q = [{ $v }]: its distance to itself is { $d0 }, its dot product with itself { $qq } (its squared length). Doubling it moves 2q a distance { $d1 } away, yet the dot product grows to { $q2q }: a distance grows as vectors move apart, while the dot product is a similarity that grows with both the alignment and the lengths.
mistakes-truth-variance-not-linear = Over { $n } seeded samples at d = { $d }: q·k with independent standard normal q and k has variance { $a }, about d. The same d terms made dependent, q·q, have variance { $b }, about 2d; and 2q·k has { $c }, about 4d, not 2d. The sum's variance is d because the products are uncorrelated, and variance is not linear.
mistakes-truth-magnitude-product = q = [{ $qv }] (length { $nq }) at m = { $m } and k = [{ $kv }] (length { $nk }) at n = { $n }: after rotation the magnitude of their product is { $rg } = ‖q‖‖k‖ = { $p }, at this distance as at distance 0. ‖k‖ alone is { $nk }.
mistakes-truth-exponent-parentheses = One pair turning θ = { $w } rad per position, q = [{ $qv }] at m = { $m }, γ = 0: e^(i(θ_q + mθ)) has length 1, so f_q keeps the length ‖q‖ = { $norm }, as the turned vector's { $turned } shows. As printed, e^(iθ_q + mθ) = e^(mθ)·e^(iθ_q) would stretch it to ‖q‖e^(mθ) = { $printed } at m = { $m }, more at every later position.
mistakes-truth-gamma-doubled = With γ = 0, as the slides choose, q = [{ $qv }] (initial angle θ_q = { $tq } rad) at m = { $m } on a pair turning θ = { $w } rad per position points at { $turned } rad after rotation: mθ + θ_q = { $right }. The recap's mθ + γ + γ would give { $printed } for every query at m, whatever its own direction.
mistakes-truth-query-from-x-m = With toy embeddings and projections (d = { $d }), the query "{ $tq }" at m = { $m } and the key "{ $tk }" at n = { $n }: q = W_q x_m gives the score { $right }. With q = W_q x_n, as printed, the query is made from "{ $tk }" too and the score is { $printed }: the key's token against itself.
mistakes-truth-added-positions-move = A position vector added to each embedding (the absolute view's sinusoidal code here; GPT-Neo learns its vectors, with the same effect): with toy embeddings and projections (d = { $d }), the score is { $a } at positions ({ $m }, { $n }) and { $b } at ({ $m2 }, { $n2 }), the same distance apart. Rotating q and k instead, as RoPE does, scores { $r } at both.
mistakes-truth-theta-prose-drops-d = With d = { $d }: θ_2 = { $b }^(−2/{ $d }) = { $w1 } rad per position, and the last, θ_{ $pairs } = { $b }^(−{ $e }/{ $d }) = { $wl }. Without the division by d, θ_2 would be { $b }^(−2) = { $without }, already a pair that barely turns, and every later θ smaller still.
mistakes-truth-yarn-d-is-the-head = Llama 2 7B: { $heads } heads of d = { $d } in a model width of { $width }, trained on { $orig } positions. In YaRN's λ_d = 2π·b^(2d/|D|), d runs over one head's pairs: with |D| = { $d }, { $pairs } pairs, { $longer } of them with wavelengths above { $orig } (up to { $longest } positions), the pairs YaRN interpolates. With |D| = { $width }, d would run over { $half } pairs, one rotation across the whole embedding.
mistakes-truth-emoji-colours = With d = { $d } the pairs turn { $w0 }, { $w1 }, { $w2 } and { $w3 } rad per position. The yellow cells hold { $y1 } rad (pair 2 at position 6) and { $y2 } (pair 0 at 1), the blue one { $blue } (pair 1 at 1); orange { $o1 } (pair 1 at 6) and { $o2 } (pair 0 at 2), red { $red } (pair 1 at 15): a colour is no amount. Pair 0 at position 6 has turned { $full } rad, { $dial } rad from where it started on the dial.
mistakes-truth-magnitudes-q-k-g = q = [{ $q }] at m = { $m }, k = [{ $k }] at n = { $n }: f_q has magnitude R_q = { $rq }, f_k has R_k = { $rk }, and g, their complex product, R_g = { $rg } = R_q·R_k. No value vector enters: RoPE turns q and k only.
mistakes-truth-key-angle-moves = k = [{ $k }] turning { $w } rad per position: at n = { $n } its angle is Θ_k = { $now } rad (nθ + θ_k), at n = { $n1 } it is { $next } rad: the key's angle moves with n.
mistakes-truth-g-argument-offset = q = [{ $q }], k = [{ $k }], one pair turning { $w } rad per position: Θ_k(n) − Θ_q(m) is { $here } rad at (m, n) = ({ $m }, { $n }), { $along } at ({ $m1 }, { $n1 }) and { $same_n } at ({ $m0 }, { $n }): it follows n − m, not n.
mistakes-truth-theta-q-for-both = With γ = 0, k = [{ $k }] at m = { $m } stands at Θ_k = { $measured } rad, which is mθ + θ_k = { $right }; mθ + θ_q would give { $wrong }, the query's angle.
mistakes-truth-pairs-not-coordinates = d = { $d }: the rotation has { $pairs } angles per position, one per pair of coordinates. Turning k by n·θ_i and back by m·θ_i in each pair (n = { $n }, m = { $m }) gives R_(n−m)k to within { $diff }.
mistakes-truth-the-attends-to-cat = "{ $text }" with a causal mask: the query "{ $a }" gives the key "{ $b }" the weight { $ab }, while "{ $b }" gives "{ $a }" { $ba }. Only without the mask (an encoder) would "{ $a }" attend to "{ $b }", with { $open }.
mistakes-truth-each-dimension-angle = d = { $d } at position { $m }: turning each of the { $d } dimensions alone, dimensions 0 and 1 both turn { $a0 } rad, 2 and 3 both { $a2 }, and so on: { $n } angles in all, one per pair.
mistakes-truth-x-m-query-row = With toy embeddings and projections (d = { $d }): the query of "{ $t }" is W_q x_m, and rotated to m = { $m } it scores { $score } against the key at n = { $n }; projecting that query again, W_q(W_q x_m), changes its entries by up to { $moved } and the score to { $printed }.
mistakes-truth-recap-i-and-d = Llama 2's head, d = { $d }: θ_i = { $base }^(−2i/{ $d }) has { $pairs } values, i = 0 to { $last }, one per pair; the last is { $wl }. Were i to run over all { $d } dimensions, it would reach θ_{ $dl } = { $beyond }, for a pair that does not exist.
mistakes-truth-llama2-heads = Llama 2 7B: { $heads } query heads of d = { $d } and { $kv } key-value heads, so { $small } query head per key-value head: every head scores its own keys, which is multi-head attention. Grouped-query attention shares one key-value head among several query heads, as Llama 2 70B does ({ $heads70 } query heads, { $kv70 } key-value heads: groups of { $large }).
mistakes-truth-lambda-theta-angle = One pair with Θ = { $theta } rad ({ $deg }°) per position at every position: λ = 2π/Θ = { $lambda } positions. Its angle m·Θ on the dial for m = 0 to 8: { $list } degrees, repeating every { $lambda } positions.
mistakes-truth-ntk-same-factor = With factor { $f } and d = { $d }, PI slows every pair by { $l0 } to { $l1 } (one factor), NTK-aware by anything from { $n0 } (first pair) to { $n1 } (last pair).
mistakes-truth-d-halved = With the full d = { $d } ({ $pairs } pairs), the slowest pair is θ_{ $last } = { $base }^(−{ $e }/{ $d }) = { $wl }. Dividing by d/2 = { $h } instead gives { $halved }. The printed value is neither: it is { $base }^(−{ $e1 }/{ $h }) = { $both }, the halved d together with the list's j − 1 off-by-one.
mistakes-truth-theta-list = For d = { $d }: θ_0 = { $w0 }, θ_1 = { $w1 }, θ_2 = { $w2 }, … Every frequency is at most 1 and the list starts exactly at 1.
mistakes-truth-wavelength-order = Wavelength = 2π/θ: the first pair (θ = { $w0 }) repeats every { $first } positions, the last (θ = { $wl }) every { $slow } positions. Large θ: short wavelength, high frequency.
mistakes-truth-yarn-blend = YaRN with factor { $f } over { $orig } trained positions (d = { $d }, beta_fast = { $bf }, beta_slow = { $bs }) sorts the pairs by how many turns they make within { $orig } positions: the { $keep } fastest keep their speed, the { $full } slowest are fully interpolated, and the { $blend } in between (correction range { $low }…{ $high }) are blended. Positions 400, 600 or 1000 all use these same frequencies.
