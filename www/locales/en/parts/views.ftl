# The on-demand views (src/app/more/views/ and their models in src/rope/view/): captions,
# controls, table headers, readouts, notes, and the texts their canvases draw.

## Absolute positions (view=absolute)

absolute-caption = The original Transformer adds a sinusoidal code p_m to each token embedding (left: sin on even, cos on odd dimensions). After the query and key projections the score splits into four terms, and three of them contain p_m or p_n on their own, so absolute positions leak in: slide both tokens by t and those terms change. RoPE (right: the cosines of the same kind of angles) rotates q and k instead, and only m - n survives.
# The term table's last column when a term did not change with the shift.
absolute-same = same
# $change: by how much the term changed (a signed number).
absolute-changed-by = changed by { $change }
absolute-sinusoidal-label = Sinusoidal encoding: positions 0 to 63 by dimensions, blue negative to orange positive
absolute-sinusoidal-figcaption = Sinusoidal p_m (added)
absolute-rope-label = RoPE: cosine of each pair's angle, positions 0 to 63
absolute-rope-figcaption = RoPE angles (rotate)
absolute-png-sinusoidal = PNG (sinusoidal)
absolute-png-rope = PNG (RoPE)
absolute-shift-label = Shift both tokens by t = { "" }
absolute-col-term = term
absolute-col-depends = depends on
# $m, $n: the query's and the key's positions.
absolute-col-at-mn = at (m, n) = ({ $m }, { $n })
absolute-col-at = at ({ $m }, { $n })
absolute-col-after = after the shift
absolute-toy-note = Toy embeddings and toy projection matrices W_q, W_k (deterministic, drawn from the token texts); the point is which terms move, not their size.
# The four terms of the score (formulas) and the two totals.
absolute-term-content-content = (x_m W_q)·(x_n W_k)
absolute-term-content-position = (x_m W_q)·(p_n W_k)
absolute-term-position-content = (p_m W_q)·(x_n W_k)
absolute-term-position-position = (p_m W_q)·(p_n W_k)
absolute-term-sum = sum: additive encoding
absolute-term-rope = RoPE: (R_m W_q x_m)·(R_n W_k x_n)
absolute-depends-content = content only
absolute-depends-n = n itself
absolute-depends-m = m itself
absolute-depends-mn = m and n
absolute-depends-absolute = absolute positions
absolute-depends-relative = m − n only
# Axis titles of the two grids.
absolute-axis-dimension = dimension
absolute-axis-position = position
absolute-axis-pair-cos = pair (cos of its angle)

## Attention matrix (view=attention)

attention-caption = Every token's query against every token's key: logits = (rotated q) · (rotated k) / sqrt(d), times the method's attention factor squared, then a softmax along each row. With the causal mask a token only sees itself and earlier tokens. Only queries and keys are rotated: the value vectors that the weights mix are never touched by RoPE.
# The menu "position from": what tells the attention about positions.
attention-from-rope = RoPE (your settings)
attention-from-nope = no positional encoding (causal mask only)
attention-from-alibi-steep = ALiBi, steepest head (slope 1/2)
attention-from-alibi-gentle = ALiBi, gentlest head (slope 1/256)
attention-baseline-rope = RoPE
attention-baseline-nope = no positional encoding (causal mask only)
# $head: the head's number; $heads: how many heads; $slope: its ALiBi slope.
attention-baseline-alibi-head = ALiBi, head { $head } of { $heads } (slope { $slope })
# A checkbox's label (after the box: starts with a space).
attention-causal-mask = { " " }causal mask
attention-position-from = position from { "" }
attention-readout-hint = Point at or tap a cell to read it (or focus the matrix and use the arrow keys).
# The readout of one cell. $query, $key: the tokens' texts; $qpos, $kpos: their positions.
attention-readout = query "{ $query }" ({ $qpos }) to key "{ $key }" ({ $kpos }): logit { $logit }, weight { $weight }
attention-readout-masked = query "{ $query }" ({ $qpos }) to key "{ $key }" ({ $kpos }): logit masked, weight { $weight } (a later key: the causal mask hides it)
# One row of the text summary of the matrix (screen readers).
attention-summary-row = "{ $query }" attends most to "{ $key }" ({ $weight })
# What joins two rows of the summary.
attention-summary-separator = { "; " }
# $rows: the rows, joined; $rest: how many rows the summary leaves out.
attention-summary = { $rest ->
    [0] { $rows }.
   *[other] { $rows }; { $rest } more rows in the matrix.
}
attention-axis-key = key token (position n)
attention-axis-query = query token (position m)
# The colour legend's left end (weight 0).
attention-legend-masked = 0 (grey: masked)
attention-legend-zero = weight 0
# The note with RoPE off. Inserted into attention-order-*: $same (empty, or one sentence).
attention-rows-identical = identical rows
attention-rows-differ = rows that differ by up to { $gap }
# $first, $second: two tokens with the same text; $rows: attention-rows-*. Starts with the gap between sentences.
attention-same-word = { " " }"{ $first }" and "{ $second }" have the same vectors and { $rows }.
attention-nothing = { "" }
attention-order-single = RoPE is off, so no score depends on position; only the causal mask, which belongs to positions, could still show order, and a single token has none to show.
# $gap: the largest difference; $both: "yes" when two repeated words are named in $same.
attention-order-causal = RoPE is off, so no score depends on position. Order still shows through the causal mask, which belongs to positions, not to words: each token sees only the tokens before it. Put the same tokens in reverse order and the weights are not this matrix reversed (they differ by up to { $gap }).{ $same } Turn the mask off and { $both ->
    [yes] both differences vanish
   *[other] the difference vanishes
}.
attention-order-open = RoPE and the causal mask are both off: putting the tokens in reverse order only reverses this matrix (largest difference { $gap }: rounding), so nothing here can tell the orders apart.{ $same }
attention-v-note = V is never rotated: RoPE changes which tokens a query attends to, not what they carry.
attention-rotate-v = { " " }rotate V too (what would break)
# $shift: by how many positions the sentence moves.
attention-rotate-v-readout = Move the whole sentence { $shift } positions later. The weights do not change (they depend on m − n only), so with V as RoPE leaves it every output stays the same. Rotate each value by its position too and every output turns with the absolute position: the next layer would read different content for the same words. Cosine between each token's output before and after the move:
attention-col-query = query token
attention-col-v-plain = V plain
attention-col-v-rotated = V rotated

## Score against distance (view=distance)

distance-caption = The score of the same query and key as they move apart: the top chart draws it against the distance m − n, the bottom one the logits of RoPE, no positional encoding and ALiBi side by side. Does the score fall with distance? Whether the score itself falls depends on the vectors (below). What always falls is a bound: RoFormer proves that |score| stays under (largest step between neighbouring pairs' q·k̄ terms) x (sum of |partial sums of the phasors|), and plots its second factor averaged over the pairs (the relative bound, the same for any q and k, the middle chart) against distance. Computed here, the bound is largest at distance 0 and falls with distance, raggedly: with few pairs (d = 16) it drops within a few positions and then wanders; with more (try d = 128) it keeps falling over the first few hundred positions. Try all-ones vectors ("Query and key vectors: all ones") or a key equal to the query, then the toy vectors, and see where the score peaks: does it still fall with distance when q and k point every which way? (The lesson view gives the reason, after Barbero et al., 2024.) With the real model's q and k ("real model"), see what a trained head does: there the bound can sit far above the score: the chart follows the score, and a note under it says where the bound is; the table gives both. With a scaling method on, compare the scaled curve with the plain one beyond the original context.
distance-range-label = distance 0 to { "" }
distance-relative-label = RoFormer's relative upper bound: the mean of the partial-sum norms, decaying with distance
distance-baseline-label = Logits of the same query and key against distance: RoPE's, flat without positional encoding, falling linearly with ALiBi
# $nope: the logit without positional encoding; $steep, $gentle: the two ALiBi heads' slopes.
distance-baseline-note = Beside RoPE, the same q and k as logits: without positional encoding the logit is { $nope } at every distance (only the causal mask knows about order); ALiBi subtracts slope x distance, a head at a time (slopes { $steep } and { $gentle }).
distance-table-summary = Score at sampled distances (table)
distance-table-label = Score at sampled distances
distance-col-distance = distance m − n
distance-col-score = score
distance-col-bound = bound on |score|
# $first: the bound at distance 0; $lowest: its lowest value; $peak: the score's largest |value|.
distance-bound-note = RoFormer's bound on |score| is far above this chart: { $first } at distance 0, never below { $lowest } (the score itself stays within ±{ $peak }). It is drawn on its own, as the relative bound, in the chart below; the table lists it.
# Chart legends and axis titles.
distance-legend-bound = ± bound on |score|
distance-legend-unscaled = unscaled
distance-legend-scaled = scaled
distance-legend-score = score
distance-legend-original = original context
distance-legend-nope-off = no positional encoding = RoPE off
distance-legend-nope = no positional encoding (flat)
distance-legend-rope = RoPE
distance-legend-alibi = ALiBi, slope { $slope }
# $exit: the distance where the line leaves the plot.
distance-legend-alibi-leaves = ALiBi, slope { $slope } (leaves at { $exit })
distance-legend-relative = relative upper bound (2/d) Σ_j |S_j|
distance-axis-distance = distance m − n (positions)
distance-axis-distance-short = distance m − n
distance-axis-score = score
distance-axis-logit = logit (after 1/√d)
distance-axis-mean-s = mean |S_j|
# Inserted into distance-summary as $bound and $relative.
distance-stays-at = stays at { $value }
distance-goes-from = goes from { $from } to { $to }
# The charts' text alternative. $from, $to: the last quarter's distances; $far: the largest |score| there.
distance-summary = Score at distance 0: { $score }; largest |score| over the last quarter (distances { $from } to { $to }): { $far }. The bound on |score| { $bound }; RoFormer's relative bound (mean |S_j|) { $relative }.

## Frequencies and wavelengths (view=frequencies)

freq-caption = Each pair's speed (inv_freq, radians per position) and wavelength (positions per full turn), on a log scale. A model only ever sees angles up to its trained context (dashed line): pairs whose wavelength is longer never complete a turn, so longer inputs show them angles they never met. Scaling methods slow pairs down, each its own way: the circles are the unscaled wavelengths, and with a method on a line shows the scaled ones. The line under the chart says what is drawn with the current settings.
# Followed by the number in bold.
freq-attention-factor = Attention factor:{ " " }
freq-data-table = Data table
freq-col-pair = pair
freq-col-inv-freq-plain = inv_freq (plain)
freq-col-inv-freq-scaled = inv_freq (scaled)
freq-col-wavelength-plain = wavelength (plain)
freq-col-wavelength-scaled = wavelength (scaled)
# $factor: the method's name for its factor (a config key such as factor).
freq-col-interpolation = interpolation (0 keep, 1 ÷ { $factor }, capped at 1)
freq-col-slowdown = slowdown (plain ÷ scaled inv_freq)
# The line under the chart. $orig: the original context (positions).
freq-now-none = No pair turns (RoPE is off, or every speed is 0): every wavelength is infinite, so only the original context of { $orig } positions (dashed line) is drawn.
# $n: pairs; $longer: how many of them have a wavelength longer than the original context.
freq-now-dots = Drawn now: the { $n } pairs' unscaled wavelengths (circles) against the original context of { $orig } positions (dashed line); { $longer } of them { $longer ->
    [one] is
   *[other] are
} longer than it and never complete a turn within it.
# $dots: freq-now-dots.
freq-now-no-method = { $dots } No scaling method is on, so no scaled line is drawn: pick one to see it.
# $method: the scaling method's name; $slowed: pairs slowed; $still: freq-now-still or nothing; $longer: pairs longer than the original context after scaling; $extra: freq-now-extra-* or nothing.
freq-now-method = { $dots } The line is the { $method } scaled wavelengths: { $slowed } of the { $n } pairs are slowed{ $still }, and { $longer } are longer than the original context after scaling.{ $extra }
freq-now-still = , { $stopped } stand still (no wavelength: not drawn)
freq-now-extra-yarn = { " " }The dashed vertical lines are YaRN's ramp bounds.
freq-now-extra-llama3 = { " " }The shaded band is the wavelengths Llama 3 blends.
freq-nothing = { "" }
# Chart legends and axis titles.
freq-legend-yarn = YaRN ramp bounds
freq-legend-llama3 = Llama 3 smoothed band
freq-legend-original = original context
freq-legend-unscaled = unscaled wavelength
freq-legend-short-regime = short_factor regime (length up to the original context)
freq-legend-long-regime = long_factor regime (longer sequences)
freq-legend-long-now = long_factor regime (this length)
freq-legend-short-now = short_factor regime (this length)
freq-legend-scaled = scaled wavelength
freq-axis-pair = pair i
# Long titles are cut before their bracket when the chart is narrow.
freq-axis-wavelength = wavelength (positions, log)

## Latent attention (view=latent)

latent-caption = Multi-head latent attention (DeepSeek-V3) gives every query and key head two parts: dimensions that never rotate and d that do (RoPE). The score is their sum. The strip shows the split; the chart both parts against the distance.
latent-nothing = { "" }
# DeepSeek-V3's dims per head, inserted into other sentences as $deepseek: "128 beside 64".
latent-dims-beside = { $nope } beside { $rope }
latent-example-note = Your settings have no position-free dims (qk_nope_head_dim 0), so this is an example with { $nope } of them beside the { $rope } rotated ones (DeepSeek-V3's proportion, { $deepseek }). Change it below, or keep it.
latent-needs-nope = Decoupled RoPE needs position-free dims beside the rotated ones: set qk_nope_head_dim below (DeepSeek-V3: { $deepseek } rotated), or pick the DeepSeek-V3 preset.
# The readout under the strip. $nope, $rope, $all: dims; $score = $free + $rotated; $factor: latent-factor-squared or nothing; $scale: the softmax scale; $mscale: latent-mscale or nothing.
latent-caption-readout = Each head has { $nope } position-free dims and { $rope } rotated ones ({ $all } in all); the rotated part of the key is one vector that every head shares (each head has its own rotated query part). The query at m = { $m } and the key at n = { $n } score { $score } = { $free } (position-free: q_nope · k_nope, the same at every position) + { $rotated } (RoPE: the rotated parts, which see only m − n{ $factor }). The softmax then multiplies it by { $scale } (1/√{ $all }{ $mscale }).
latent-factor-squared = , times the attention factor squared, { $factor }, that cos and sin carry
latent-mscale = , times YaRN's mscale_all_dim term squared
latent-axis-distance = distance m − n (positions)
latent-axis-score = score
latent-legend-free = position-free part ({ $dims } dims)
latent-legend-rope = RoPE part ({ $dims } dims)
latent-legend-sum = score (their sum)
latent-summary = Over distances 0 to { $range }, the position-free part stays at { $free } while the RoPE part moves between { $lo } and { $hi }.
latent-strip-label = { $nope } position-free dims, then { $rope } rotated dims
# Legend entries after a colour swatch (start with a space).
latent-strip-free = { " " }{ $dims } position-free (qk_nope_head_dim)
latent-strip-rope = { " " }{ $dims } rotated (qk_rope_head_dim, the page's d)
latent-col-part = part
latent-col-dims = dims
latent-col-at = at m, n
latent-row-free = position-free: q_nope · k_nope
latent-row-rope = RoPE: R(m) q_rope · R(n) k_rope
latent-row-score = score
latent-keep = Keep it in the settings
latent-table-label = The score's two parts

## Shift invariance (view=invariance)

invariance-caption = Slide both tokens along the sequence by the same amount t. Each vector is rotated by a different absolute angle: every pair's angles are m x speed for the query and n x speed for the key. Compare the score of the two placements below.
invariance-shift-label = Shift both by t = { "" }
invariance-col-placement = placement
invariance-col-score = score
invariance-row-original = original
invariance-row-shifted = shifted by t
# Followed by the difference in bold, then invariance-rounding.
invariance-difference = Difference:{ " " }
invariance-rounding = { " " }(float64 rounding; the mathematics says exactly 0).

## Layers (view=layers)

layers-caption = Not every layer of a current model uses the same RoPE. Gemma 3 gives its local (sliding-window) layers plain RoPE at base 10,000 and its global layers base 1,000,000 with linear x8; gpt-oss alternates sliding and full layers with one YaRN RoPE; Llama 4 leaves every fourth layer without RoPE (those attend to the whole context, its RoPE layers only within chunks) and scales those layers' queries up at long range. The strip shows every layer; the table which RoPE each kind uses.
layers-none = One RoPE for every layer. Pick a preset with several kinds of layers (Gemma 3 4B, gpt-oss 20B, Llama 4 Scout) or set the layer pattern below.
layers-nothing = { "" }
# The wavelengths column: the fastest and slowest pair's wavelengths.
layers-wavelengths = { $lo } to { $hi }
layers-wavelengths-none = none
# After the query's position in the query-scale table.
layers-the-query = { " " }(the query, m)
layers-temperature-caption = No-RoPE layers: the query's scale by position
layers-col-position = position p
layers-col-scale = query scale
layers-sets-label = RoPE sets
layers-col-layers = layers
layers-col-count = how many
layers-col-rope = RoPE
layers-col-wavelengths = wavelengths (positions)
layers-field-pattern = Layer pattern
layers-field-pattern-hint = One period: G this RoPE (full attention; chunked in Llama 4, whose N layers have attn_scale), L local (sliding window), N no RoPE (Llama 4, SmolLM3: full attention; Qwen3.5: linear attention).
layers-field-layers = Layers
layers-field-layers-placeholder = one period
layers-field-layers-hint = How many layers the pattern covers.
layers-field-local-base = Local layers' base
layers-field-local-base-placeholder = same as global
layers-field-local-base-hint = Plain RoPE at this base for the L layers.
layers-field-local-dim = Local layers' head size
layers-field-local-dim-placeholder = same as d
layers-field-local-dim-hint = The L layers' head size when it is not d (Gemma 4).
layers-field-attn-scale = Temperature tuning (attn_scale)
layers-field-attn-scale-placeholder = off
layers-field-attn-scale-hint = Llama 4: N layers scale the query at long range.
layers-field-floor-scale = floor_scale
layers-field-floor-scale-hint = Positions per step of the query scale.
# A list of layer numbers ($shown: "0, 1, 2"), and with $more left out.
layers-list = { $shown }
layers-list-more = { $shown } and { $more } more
# A strip cell's tooltip. $kind: the layer's kind in words; $attention: transformers' name for its attention type.
layers-cell = layer { $layer }: { $kind }
layers-cell-attention = layer { $layer }: { $kind } ({ $attention })
# The strip's text alternative: what its letters mean. $local, $nope: layers-legend-* or nothing.
layers-legend = { $n } layers: G { $global }{ $local }{ $nope }
layers-legend-local = , L { $kind }
layers-legend-nope = , N { $kind }
# The RoPE column. $method: the scaling method's name; $factor: layers-factor or nothing.
layers-rope-global = base { $base }, { $method }{ $factor }
layers-factor = { " " }(factor { $factor })
layers-rope-local = a RoPE of their own: base { $base }, plain RoPE (no scaling){ $heads }
layers-local-heads = , on heads of { $local } dims (the global layers' have { $global })
layers-rope-same = the same RoPE as the global layers ({ $rope })
layers-rope-none-llama4 = nothing turns in these layers: they read position from the residual stream{ $before }, from the causal mask and from the query scale below
layers-rope-before = { " " }(what the RoPE layers before them wrote)
layers-rope-none = nothing turns in these layers: RoPE gives them no position
# One sentence per set of layers. $name: the kind in words; $list: layers-list*.
layers-set-line = { $count } { $name } { $count ->
    [one] layer
   *[other] layers
}: layers { $list }.
# The readout under the strip. $sets: the set sentences; $temperature: layers-temperature or nothing.
layers-caption-readout = { $layers } layers. { $sets }{ $temperature }
# $scale: attn_scale; $floor: floor_scale; $value: the query's scale at its position $position.
layers-temperature = { " " }In the no-RoPE layers the query at position p is multiplied by 1 + { $scale } ln(1 + floor((p + 1) / { $floor })): { $value } at the query's position { $position } (so is every logit of that row; the softmax sharpens at long range).

## Score decomposition (view=score)

score-caption = The attention score of the query token against the key token, after rotating both, splits into one term per pair. Each term mixes the pair's plain dot product with its cross product through the angle (m - n) x speed, so the positions enter only through their difference. Bars to the right add to the score, bars to the left take away.
# A bar's name on the canvas.
score-bar-pair = pair { $pair }
# $pairs: bars; $add: positive ones; $take: negative ones.
score-bars-label = Contribution of each of the { $pairs } pairs: { $add } add to the score, { $take } take away (bars right of the axis are positive). The numbers are in the table below.
score-csv = CSV
score-bars-region = Score bars, one per pair
# $query, $key: the tokens (quoted) or the vectors' names; $distance: m − n.
score-readout = query { $query } at m = { $m }, key { $key } at n = { $n }, m − n = { $distance }
# Followed by the number in bold.
score-rope-score = RoPE score:{ " " }
score-without-rope = Without RoPE (q · k):{ " " }
score-factor-note = The method's attention factor { $factor } multiplies the logit by its square, { $square }; the scores here are pure rotations.
score-identity-label = The score identity with the numbers filled in
score-pair-table = Per-pair table
score-col-pair = pair
score-col-dims = dims
score-col-dot = dot
score-col-cross = cross
score-col-angle = angle (°)
score-col-contribution = contribution

## Vision encoders' axial RoPE (view=vision)

vision-caption = A vision encoder cuts an image into a grid of patches, and each patch gets two position ids: its row and its column. Axial 2D RoPE (Qwen3-VL, GLM-4V) turns half of each head's pairs with the row and half with the column, at the same speeds. The grid colours the score of the query patch against every patch for the current q and k; below it, both patches are shifted by the same offset. Point at a patch to read both scores.
vision-nothing = { "" }
vision-try = Load the Qwen3-VL vision tower
vision-hint = Point at or tap a patch, or focus the grid and use the arrow keys, to pick the key patch (dashed outline); it stays where you leave it.
vision-shift-rows = Shift both patches: rows
vision-shift-columns = columns
# One run of pairs and the axis they turn with ($axis: row or column); $fast, $slow: their speeds.
vision-axis-run = pairs { $a }–{ $b }: turn with the { $axis ->
    [row] row
   *[column] column
} (speeds { $fast } down to { $slow } radians per patch)
# $patches: the first patches as (row, column) pairs; $tokens: tokens after merging.
vision-order = The vision tower lists the patches in { $merge } x { $merge } blocks: { $patches } … and merges each block into one token, { $tokens } tokens for the language model.
# A clause inside vision-shifted-label (and the tour): what "the score is the same" leaves out.
vision-absolute-too = true for the fixed q and k shown: the real vision towers also add a learned absolute position embedding, interpolated to the image's grid, to every patch before attention, so there a shift changes the patches' vectors and their score
# $rows, $cols: the shift; $r, $c: where the query patch went; $absolute: vision-absolute-too.
vision-shifted-label = Both patches shifted by ({ $rows }, { $cols }): the query at ({ $r }, { $c }). Wherever both grids hold the two patches, the score is the same ({ $absolute }): this grid is the first one moved by the shift (the rows or columns beyond the first grid's edge show new offsets).
vision-shifted-leaves = Shifted by ({ $rows }, { $cols }), the query patch leaves the image.
# $d: the vision tower preset's head size.
vision-tower-d = { " " }(d = { $d })
vision-needs-multiple-of-4 = Axial 2D RoPE splits a head's pairs in two equal halves, one for rows and one for columns, so d must be a multiple of 4 (transformers' angles cover exactly the head only then); d is { $d } now. Try d = { $next } or the Qwen3-VL vision tower preset{ $tower }.
# Inserted into vision-caption-readout as $row_run and $col_run.
vision-run-one = pair { $a } turns
vision-run = pairs { $a }–{ $b } turn
vision-speeds-one = at the same speed (pair 0 and pair 1 both turn 1 radian per step)
# $half: how many speeds (d/4).
vision-speeds = at the same { $half } speeds (pair j and pair { $half } + j both turn 1 / base^(4j/d) per step)
vision-merge-blocks = { " " }The gaps group the patches in { $merge } x { $merge } blocks, each merged into one token for the language model.
vision-merge-one = { " " }With merge size 1 each patch is one token for the language model.
vision-no-scaling = { " " }The vision tower's RoPE has no context scaling: the method set for the text is not applied here.
# The readout over the grid. $r, $c: the query patch (row, column).
vision-caption-readout = An image of { $rows } x { $cols } patches. Each patch has two position ids, its row and its column. Of the head's { $pairs } pairs, { $row_run } with the row and { $col_run } with the column, { $speeds }. The grid shows the score of the query patch (row { $r }, column { $c }, solid outline) against the key at every patch; the key patch the readout above it names has a dashed outline.{ $merge }{ $scaling }
vision-axis-column = column
vision-axis-row = row
# The colour legend's left end.
vision-legend-score = score { $score }
# The readout for one key patch. $dr, $dc: the offset; $shifted: vision-readout-shifted or vision-readout-leaves.
vision-readout = query patch ({ $qr }, { $qc }), key patch ({ $kr }, { $kc }): offset ({ $dr }, { $dc }) rows and columns, score { $score }.{ $shifted }
vision-readout-shifted = { " " }Shifted by ({ $rows }, { $cols }): query ({ $qr }, { $qc }), key ({ $kr }, { $kc }), score { $score }.
vision-readout-leaves = { " " }Shifted, one of the two patches leaves the image.
vision-summary = Scores from patch ({ $r }, { $c }) over { $rows } x { $cols } patches range from { $lo } to { $hi }; the vision tower lists the patches in { $merge } x { $merge } blocks and merges each block into one of { $tokens } tokens.

## Multimodal RoPE (view=multimodal)

mrope-caption = Qwen2-VL's multimodal RoPE gives every token three position ids, time, height and width, and splits the pairs into three sections that turn with one id each. Text tokens carry the same id in all three, so text alone is plain RoPE; an image's tokens share a time id and count its rows and columns. Hover the grid to read a pair's angle and the id that drives it.
mrope-nothing = { "" }
# An axis's name: $axis is time, height or width.
mrope-axis = { $axis ->
    [time] time
    [height] height
   *[width] width
}
mrope-readout-hint = Point at or tap a cell to read a token's pair (or focus the grid and use the arrow keys).
mrope-none = Multimodal RoPE needs three sections adding up to d/2 and an image: set them below, or pick the Qwen2-VL or Qwen3-VL preset.
mrope-keep = Keep these in the settings
mrope-field-sections = mrope_section (time, height, width pairs)
mrope-field-sections-placeholder = off
mrope-field-sections-hint = Three numbers adding up to d/2.
mrope-field-image-grid = Image grid t,h,w (patches)
mrope-field-image-grid-placeholder = no image
# The 2 is the vision tower's spatial merge (SPATIAL_MERGE).
mrope-image-grid-hint = t = 1; h and w multiples of 2 (merged 2 x 2 per token).
mrope-field-image-at = Image after word
mrope-field-image-at-placeholder = 1
mrope-field-image-at-hint = How many words precede the image.
mrope-form-interleaved-model = interleaved (Qwen3-VL)
mrope-form-sectioned-model = sectioned (Qwen2-VL)
mrope-form-interleaved = interleaved
mrope-form-sectioned = sectioned
# $form: mrope-form-*-model.
mrope-strip-label = { $form }: which axis each of the { $pairs } pairs turns with
# The strips' legend: each after a colour swatch.
mrope-legend-time = { " " }time{ " " }
mrope-legend-height = { " " }height{ " " }
mrope-legend-width = { " " }width (pair 0 first)
mrope-compare-label = Sectioned and interleaved: each axis's pairs
mrope-col-form = form
mrope-col-axis = axis
mrope-col-pairs = pairs
mrope-col-fastest = fastest pair
mrope-col-slowest = slowest pair
mrope-col-wavelength = slowest's wavelength
mrope-ids-label = Position ids
mrope-col-token = token
mrope-col-time = time
mrope-col-height = height
mrope-col-width = width
# What the example filled in, inserted into mrope-example-note.
mrope-filled-sections = mrope_section { $time }, { $height }, { $width } (Qwen2-VL's proportions of the { $pairs } pairs: a quarter for time, the rest split between height and width)
# $at: how many words come before the image.
mrope-filled-image = an image of { $h } x { $w } patches { $at ->
    [0] before the first word
    [1] after the first word
   *[other] after the first { $at } words
}
mrope-filled-both = { $first } and { $second }
# $lacks: both, sections or image.
mrope-example-note = Your settings have no { $lacks ->
    [both] sections and no image
    [sections] sections
   *[image] image
}, so this is an example with { $filled }. Change them below, or keep these.
# The readout above the grid, in sentences ($sentences).
mrope-caption-readout = { $sentences }
mrope-image-last = Image after word { $at }: the sentence has only { $words } words, so the image comes last.
# $tokens: all tokens; $images: image tokens; $h, $w: patches; $merge: the merge; $rows, $cols: image tokens; $time: the image's time id; $after: the next text token's id.
mrope-tokens = { $tokens } tokens: the sentence's words, { $images } image tokens ({ $h } x { $w } patches, merged { $merge } x { $merge } into { $rows } rows of { $cols }), and the vision_start / vision_end markers. Text tokens have one position in all three ids, so for text this is plain RoPE. The image's tokens share the time id { $time } and count rows in the height id and columns in the width id from there; the text after the image continues at { $after }.
# $time, $height, $width: ranges of pairs such as 0–15.
mrope-sections = Pairs { $time } turn with the time id, { $height } with the height id, { $width } with the width id.
# One item of a list: a pair and its axis ("0 time").
mrope-pair-axis = { $pair } { $axis ->
    [time] time
    [height] height
   *[width] width
}
# A list built item by item: the list so far, then one more item.
mrope-list-more = { $list }, { $item }
# $first: the first pairs with their axes; $same: yes when the counts equal the sections'.
mrope-interleaved = Here the pairs are interleaved (Qwen3-VL's mrope_interleaved), so there are no contiguous sections: the pairs take time, height and width in turn, pair { $first }, and so on. Height keeps its turns while the pair is below 3 x { $height } = { $height_end }, width below 3 x { $width } = { $width_end }; every other pair turns with time. That gives { $time_pairs } time, { $height_pairs } height and { $width_pairs } width pairs{ $same ->
    [yes] , the same counts as the sections
   *[other] , not the counts the sections give in blocks
}.
mrope-axis-pair = pair i
mrope-axis-token = token
# The colour legend's left end (angle 0; the right end is 2π).
mrope-legend-angle = angle 0
# The readout of one cell. $text: the token; $axis: time, height or width; $id: its position id.
mrope-readout = token { $token } "{ $text }", pair { $pair } ({ $axis ->
    [time] time
    [height] height
   *[width] width
} section, position id { $id }): angle { $angle }°
mrope-readout-interleaved = token { $token } "{ $text }", pair { $pair } ({ $axis ->
    [time] time
    [height] height
   *[width] width
} id, interleaved, position id { $id }): angle { $angle }°

# The readout descriptions and layer kinds (shown only by the on-demand module).
# What each readout a question can hide shows (the path editor lists them).

view-readout-dial-angles = the speed and angle lines under the dials and the table of angles per pair
view-readout-heatmap-angles = the line under the heatmap naming the pointed cell's speed and angle
view-readout-score-total = the RoPE score and the score without RoPE (and the identity's numbers; the original score under "Only m − n")
view-readout-score-pairs = the bars and the per-pair table: which pair adds the most
view-readout-frequency-table = the data table: each pair's speed (plain and scaled), wavelength and slowdown
view-readout-attention-factor = the method's attention factor (and the note on it under the score)
view-readout-shifted-score = the shifted placement's score and the difference
view-readout-turning-pairs = the line under the heatmap: which pairs complete a turn
view-readout-long-pairs = the line under the chart: how many wavelengths are longer than the trained context
view-readout-distance-scores = the score against distance in words and numbers: the notes under the charts and the table
view-readout-scaled-pairs = the lines under the chart that say which pairs the scaling method slows and by how much
view-readout-mrope-slowest = the table of each axis's fastest and slowest pair, sectioned and interleaved
view-readout-order-note = the note on what still carries order with RoPE off
view-readout-patch-scores = the readout of the picked patch's score, before and after the shift
view-readout-latent-parts = the chart of the two parts against distance
view-readout-distance-charts = the three charts of the score against distance: their shape shows how it changes
view-readout-wavelength-chart = the chart of each pair's wavelength, plain and scaled, against the trained context

# A kind of layer, with its attention (the layers view and its strip's tooltips).
view-layer-kind-chunked = RoPE (chunked attention)
view-layer-kind-global = global (full attention)
view-layer-kind-local = local (sliding window)
view-layer-kind-none-full = no RoPE (full attention)
view-layer-kind-none = no RoPE
