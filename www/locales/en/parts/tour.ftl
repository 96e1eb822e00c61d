# The guided tour ("Start here"): each step's title, the text computed for the state on
# screen, and its predict-then-reveal question (prompt, choices, reveal).
# Every number comes in as a variable, printed by the core: never type a digit here.
# Step ids: tour-<step id>-title, -text, -question, -choice-..., -reveal...

# The whole of a step's text: its sentences, joined by the language's sentence gap.
tour-text = { $sentences }
# The heading's progress: step k of n.
tour-progress = { $k } of { $n }
# A token of the learner's sentence, quoted ($token: its text).
tour-token-quoted = "{ $token }"
# Where the sentence has no token at the position.
tour-token-at = the vector at position { $pos }
# A list of items: the first item, the list separator, the rest.
tour-list = { $head }, { $tail }
tour-yes = Yes
tour-no = No
# When a knob has left the step's view empty.
tour-restore = Go Back and then Next to put the step's settings back.
tour-nothing-to-show = The view has nothing to show with these settings.
tour-nothing-to-ask = The view beside this step has nothing to show with these settings. Go back to the step's own?
# First sentence of a notice when the view shows an example built on the knobs.
tour-example = The knobs now leave the view without something it needs, so it shows an example built on them (its note says what it filled in); this text reads the example.
# The last step's closing sentence about the panel's two buttons ("Finish" and "Finish with ...").
tour-finish-buttons = Finish closes the tour and keeps the settings on screen; "Finish with ..." closes it and puts back the settings you had before you started it (the defaults, if the tour opened from a link without settings of its own).
# Clauses about one pair's speed under scaling ("The first pair <clause>").
tour-speed-kept = keeps its speed
tour-speed-slowed = is slowed { $times } times
tour-speed-still = stands still (it does not turn, with or without scaling)
# Axis names inside sentences.
tour-axis-time = time
tour-axis-height = height
tour-axis-width = width
tour-axis-row = row
tour-axis-column = column
tour-axis-other = { $name }
# Pair indices: one, a range, a list.
tour-pairs-one = pair { $pair }
tour-pairs-range = pairs { $first } to { $last }
tour-pairs-list = pairs { $list }
tour-pairs-item = { $pair }

tour-clock-hands-title = Each pair is a clock hand
tour-turn-together-title = Query and key turn together
tour-score-sum-title = The score is a sum over pairs
tour-only-distance-title = Shift both tokens
tour-rope-off-title = The score with RoPE turned off
tour-decay-aligned-title = Aligned vectors: the score against distance
tour-no-decay-random-title = Random vectors: the score against distance
tour-fast-and-slow-title = Fast pairs wrap, slow pairs barely move
tour-trained-context-title = Wavelengths against the trained context
tour-interpolation-title = Position interpolation: a longer context
tour-yarn-title = YaRN scales each pair by its own amount
tour-long-context-lab-title = A real model past its trained context
tour-image-ids-title = An image gets three position ids
tour-image-patches-title = Patches turn by row and by column
tour-latent-split-title = Latent attention: a score in two parts
tour-real-model-title = A real model with RoPE turned off

## Step 1: clock hands (compasses view)
tour-clock-hands-text = The query { $query } sits at position { $m }. Its { $dim } numbers form { $pairs } pairs, and RoPE turns each pair like a clock hand: by the position times the pair's speed. The first pair turns { $speed } radians per position ({ $degrees } degrees, the table's θ_i), so at position { $m } it has turned { $turned } radians on top of the angle it started with. The last pair turns only { $last } radians per position: { $lastturned } radians so far. Find both in the dials: blue is the query, orange the key, grey the query before its turn.
tour-clock-hands-question = How many positions does the first pair need to make one full turn?
tour-clock-hands-choice-positions = { $positions } positions
tour-clock-hands-choice-never = It never completes a turn
# $turns: whether the first pair turns at all (yes/no); when it does not, $speed is the speed the base would give it.
tour-clock-hands-reveal = { $turns ->
        [yes] One turn is a full circle of { $circle } radians; at { $speed } radians per position that takes { $turn } positions. In { $half } positions it has made only half a turn. And a pair that turns at all, however slowly, completes a turn sooner or later, so "never" does not fit either.
       *[no] With these settings the first pair does not turn at all (RoPE is off or its speed is zero), so it never completes a turn. The other two choices, { $half } and { $turn } positions, are half a turn and a full turn at the speed the base would give it, { $speed } radians per position.
    }

## Step 2: query and key turn together (compasses view)
tour-turn-together-text = The sentence now starts at position { $offset }. The query { $query } at { $m } has turned the first pair by { $qturn } radians and the key { $key } at { $n } by { $kturn } radians. In the table under the dials, the angle between the first pair's arrows ("between": the q angle minus the k angle) is { $between } degrees. Predict below what moving the whole sentence does to "between", then drag "shift both" to check.
tour-turn-together-question = Move the whole sentence so that it starts at position { $offset }. The angle between the query's and the key's arrow in the first pair...
tour-turn-together-choice-same = stays the same
tour-turn-together-choice-grows = grows
tour-turn-together-choice-shrinks = shrinks
tour-turn-together-reveal = Both positions move by { $moved }, so each arrow turns further, both by the same extra angle: m − n stays { $distance }, and so does the turn the positions add. The angle between the arrows, the table's "between", neither grows nor shrinks: { $here } degrees at both offsets (computed: { $here } and { $there }). Only m − n reaches it. Drag "shift both" in the view: every arrow moves, the angle between each pair's two arrows stays.
# The sum behind "between" ($turns: the full turns the table takes off the sum, 0 while it stays under a full turn; then $full: degrees in a full turn; $off: the degrees taken off).
tour-turn-together-sum = { $turns ->
        [0] "Between" adds up two parts: the angle the two arrows made before any turn, { $before } degrees (not in the table: "between" minus the last column), and the turn from the positions, (m − n) times the speed, { $turn } degrees (the last column). { $before } plus { $turn } is { $sum } degrees, what the table shows.
       *[other] "Between" adds up two parts: the angle the two arrows made before any turn, { $before } degrees (not in the table: "between" minus the last column, plus a full turn), and the turn from the positions, (m − n) times the speed, { $turn } degrees (the last column). { $before } plus { $turn } is { $sum } degrees, and the table, which keeps angles from { $zero } to just under { $full }, takes off { $turns ->
            [one] one full turn
           *[other] { $turns } full turns
        } ({ $off } degrees): { $between }.
    }

## Step 3: the score is a sum over pairs (score view)
tour-score-sum-text = The score of the query { $query } against the key { $key } is { $score }: the sum of one contribution per pair, each the pair's dot part times the cosine of its angle plus its cross part times the sine. Without RoPE the same vectors would score { $unrotated }. Each bar in the view is one pair's contribution: some add, some take away.
tour-score-sum-question = Predict first, then check against the bars: which pair adds the most to this score?
tour-score-sum-choice = Pair { $pair }
# $others: what the other choices' pairs add (tour-score-sum-reveal-adds, joined by -and).
tour-score-sum-reveal = Pair { $top } contributes { $topshare } of the total { $total }; { $others }; pair { $bottom } takes the most away ({ $bottomshare }). Which pair wins depends on the vectors and on the angles (m − n) times each speed; change the base or the sentence and it can move.
tour-score-sum-reveal-adds = pair { $pair } adds { $share }
tour-score-sum-reveal-and = { $head } and { $tail }

## Step 4: shift both tokens (invariance view)
tour-only-distance-text = The view scores this query and key at positions { $m } and { $n }: { $score }. Below it, the same two vectors slide along together by t = { $shift } positions (the slider), so each turns by a larger absolute angle than before. Every pair's angle is m times its speed for the query and n times its speed for the key. Predict what the slide does to the score, then compare the view's two numbers.
tour-only-distance-question = Slide both by t = { $shift }: the query to position { $m }, the key to { $n }. The score after the slide is...
tour-only-distance-choice-same = the same
tour-only-distance-choice-higher = higher
tour-only-distance-choice-lower = lower
# $same: "yes" when the slide leaves the score as it was (to rounding).
tour-only-distance-reveal = Both times m − n is { $distance }. The view's two scores: { $here } at positions { $m } and { $n }, { $there } slid by t = { $shift }.{ $same ->
        [yes] { " " }The score neither grows nor shrinks: each pair's angle enters as m times the speed minus n times the speed, and a shift of both cancels.
       *[no] { "" }
    }

## Step 5: RoPE turned off (distance view)
# $source: a paper's authors and year.
tour-rope-off-text = RoPE is off: { $moving } pairs turn. The chart plots the score of this query and key at every distance from { $zero } to { $range }, and the score at distance zero is { $score }. Predict below what happens further out, then look at the line. A decoder still knows which tokens come before a query, through its causal mask (see the attention view), and one trained without positions learns from that mask how far back they are too ({ $source }).
tour-rope-off-question = With RoPE off, move the key { $far } positions away from the query. Its score...
tour-rope-off-choice-same = does not change
tour-rope-off-choice-grows = grows
tour-rope-off-choice-falls = falls
tour-rope-off-reveal =
    { $moving ->
        [0] It is { $zero } at distance zero and { $atfar } at distance { $far } (highest minus lowest on the whole chart: { $spread }): it neither grows nor falls. Nothing turns, so the dot product never sees the positions. The score has lost all sense of distance.
       *[other] It is { $zero } at distance zero and { $atfar } at distance { $far } (highest minus lowest on the whole chart: { $spread }). Some pairs turn with these settings (RoPE is on), so the score moves with the distance; with RoPE off it would be the same everywhere.
    }

## Step 6: aligned vectors (distance view)
tour-decay-aligned-text = Now every entry of q and k is one, so in each of the { $pairs } pairs the two vectors point the same way. The chart draws their score at every distance from zero on.
tour-decay-aligned-question = On the chart (distances up to { $far }), where is this score highest?
tour-decay-aligned-choice-zero = At distance zero
tour-decay-aligned-choice-middle = Somewhere in the middle
tour-decay-aligned-choice-end = At the far end
tour-decay-aligned-reveal = The highest point is at distance { $best }, where it scores { $score }. At distance zero no pair is turned against the other, so aligned vectors add up fully.
tour-decay-aligned-reveal-rows = The score is { $zero } at distance zero, { $nearscore } at distance { $near } and { $farscore } at { $far } (rows of the table under the chart): as the pairs' angles spread apart, their contributions stop adding up.
tour-decay-aligned-reveal-bound = { $drawn ->
        [yes] RoFormer's bound on the size of the score (the thin lines above and below the curve) falls too, raggedly.
       *[no] RoFormer's bound on the size of the score falls too, raggedly, but stays far above it: from { $first } at distance zero to no less than { $lowest } (the note under the chart).
    }

## Step 7: random vectors (distance view)
tour-no-decay-random-text = Back to the toy vectors, drawn from each word: q and k no longer point the same way in each pair. The score is { $score } at distance zero. Does the fall you saw with aligned vectors hold for these?
tour-no-decay-random-question = With these vectors, is the score at distance zero the highest on the chart?
tour-no-decay-random-reveal = { $highest ->
        [yes] Yes, here it is: { $zero } at distance zero beats every other distance on the chart. Try another sentence: nothing guarantees it.
       *[no] No: distance { $distance } scores { $score }, above the { $zero } at distance zero.
    } For random q and k the expected score is the same at every distance: decay is a property of aligned vectors and of the bound, not a promise for every pair of tokens.

## Step 8: fast and slow pairs (heatmap view)
tour-fast-and-slow-text = Down a column, one pair's angle grows with the distance. The first pair turns { $speed } radians per position and wraps around every { $wavelength } positions: its colours cycle fast. Pair { $last } needs { $lastwavelength } positions for one turn; by the largest distance shown, { $distance }, it has turned { $angle } radians, a barely changing shade.
tour-fast-and-slow-question = Predict first from the colours, then check against the line under the heatmap: of the { $pairs } pairs, how many complete at least one full turn within the distances shown, { $zero } to { $last }?
tour-fast-and-slow-choice = { $count } pairs
tour-fast-and-slow-reveal = A pair completes a turn within them when its wavelength (two pi over its speed) is at most { $last }: { $count } pairs do. The others turn less than once.

## Step 9: wavelengths against the trained context (frequencies view)
tour-trained-context-text = A model trained on { $orig } positions has seen each pair turn through at most that many times its speed. The chart plots each pair's wavelength, the positions it needs for one full turn, against the trained context (the dashed line): the first pair needs { $first } positions, the last { $last }. A pair whose wavelength is above the line never completed a turn in training, so a longer input shows it angles the model never met.
tour-trained-context-question = Predict first, then check against the chart and the line under it: how many of the { $pairs } pairs never complete one turn within { $orig } positions?
tour-trained-context-choice = { $count } pairs
tour-trained-context-reveal = Count the pairs whose wavelength is above the dashed line: { $count }. They sit at the slow end: the speeds fall geometrically from the first pair to the last.

## Step 10: position interpolation (frequencies view)
tour-interpolation-text = Position interpolation lets a model trained on { $orig } positions read { $longer } (factor { $factor }): it changes how fast pairs turn, so that no angle at those positions lies beyond the angles seen in training. The chart, once you answer, draws the wavelength of each of the { $pairs } pairs before scaling (circles) and after (line).
tour-interpolation-question = Predict first, then check against the view's note: which pairs does position interpolation slow down?
tour-interpolation-choice-slow = Only the slow pairs
tour-interpolation-choice-every = Every pair, by the same factor
tour-interpolation-choice-fast = Only the fast pairs
# $first, $last: tour-speed-kept or tour-speed-slowed.
tour-interpolation-reveal = Position interpolation divides every position by { $factor }. The first pair { $first } and the last { $last }: the circles (unscaled) and the line (scaled) are the same distance apart everywhere on the log axis. The slow pairs needed that; the fast ones did not, and neighbouring tokens now differ by smaller angles than the model ever saw.

## Step 11: YaRN (frequencies view)
tour-yarn-text = YaRN does not slow every pair by the same factor. It counts how many full turns each pair makes within the { $orig } trained positions: pairs above beta_fast = { $fast } turns get one treatment, pairs below beta_slow = { $slow } turns another, and the pairs in between a blend of the two (the dashed lines on the chart are these bounds). It also multiplies cos and sin by an attention factor of { $factor }, so every logit grows by its square, { $square }.
tour-yarn-question = Predict first, then check against the view's note: which pairs keep their speed under YaRN?
tour-yarn-choice-fast = The fast ones
tour-yarn-choice-slow = The slow ones
tour-yarn-choice-none = None: every pair is slowed
tour-yarn-reveal = Here the first pair { $first } and the last { $last }. YaRN leaves the first { $kept } pairs at full speed (they wrap many times within the trained context and need no help, so neighbouring tokens stay as far apart as in training), divides the last { $full } by the factor { $factor }, and blends the pairs in between.

## Step 12: a real model past its trained context (long-context lab)
tour-long-context-lab-text = The lab puts each method to the test on a real model trained on { $orig } positions, with RoPE at d = { $dim } ({ $pairs } pairs) and base { $base }: a sentence states a pass key, the question comes a chosen number of positions later, and the model must recall the key. The positions in between are skipped, not filled with text: RoPE sees positions only through the distance between query and key, so nothing else needs computing (and attention is not spread over a long filler, as it would be in a real long document). The lab loads the model only when you ask, then runs the sweep: one line per method, a filled mark where the model reproduces the key.
tour-long-context-lab-question = Predict before you run it: with the model's own RoPE, which pairs meet angles at a gap of { $gap } positions that training never showed them?
tour-long-context-lab-choice-fastest = The fastest pairs
tour-long-context-lab-choice-slowest = The slowest pairs
tour-long-context-lab-choice-none = None of them
tour-long-context-lab-reveal-none = At a gap of { $gap } every one of the { $pairs } pairs stands at an angle training showed it (the heatmap's rule: a pair that completed a turn in the { $orig } trained positions has met every angle, the others the arc they covered), so none meets a new one.
# $list: the pairs (tour-pairs-*); $wrapped: "yes" when some of the slow pairs have wrapped back.
tour-long-context-lab-reveal = The slowest { $never } of { $pairs } pairs have a wavelength longer than the { $orig } trained positions: they never completed a turn in training, so each saw only the arc its angle covered there. At a gap of { $gap }, { $count } of them stand outside that arc ({ $list }{ $wrapped ->
        [yes] ; the others have wrapped back onto the arc training showed them
       *[no] { "" }
    }, by the rule the heatmap greys cells with). The fast pairs wrapped many times and show nothing new. Run the sweep and see which method keeps the key: the chart marks the trained context.

## Step 13: an image gets three position ids (multimodal view)
# The step's notice. $shows: what the view shows: settings (the knobs' own), example (an
# example built on them), nothing.
tour-image-ids-notice = { $shows ->
        [nothing] { tour-nothing-to-show } { tour-restore }
        [example] { tour-example } { tour-image-ids-text }
       *[settings] { tour-image-ids-text }
    }
# The notice's account of the image ($shows: its variables too). $blocks, $turns: model names;
# $sections: the section list; $marked: yes when the angle grid follows the second strip
# (dealt out in turn).
tour-image-ids-text = The sentence now holds an image of { $height } by { $width } patches, merged in blocks of { $merge } by { $merge } into { $tokens } tokens. Every token has three position ids, time, height and width (the table). A word has its one position in all three, so for words this is plain RoPE. The image's tokens share the time id { $start } and count rows in the height id ({ $start } to { $tall }) and columns in the width id ({ $start } to { $wide }); the text after the image, its end marker first, goes on from { $after }. The first strip gives each pair its axis the way { $blocks } does, in blocks: { $sections }. The second strip deals the same pairs out in turn, time, height, width, time, ..., as { $turns } does. The angle grid follows the marked strip, now the { $marked ->
        [yes] second
       *[no] first
    }.
tour-image-ids-section-first = pairs { $first } to { $last } turn with { $axis }
tour-image-ids-section = { $first } to { $last } turn with { $axis }
tour-image-ids-question = { $shows ->
        [nothing] { tour-nothing-to-ask }
       *[other] Predict first, then check against the table under the strips: in which form does time's slowest pair turn slower?
    }
tour-image-ids-choice-blocks = In blocks ({ $name })
tour-image-ids-choice-turns = Dealt out in turn ({ $name })
tour-image-ids-choice-neither = Neither: both turn as slowly
# $blocks, $turns: one of the -slowest- clauses; $slower: the form whose slowest time pair
# turns slower (blocks, turns, neither).
tour-image-ids-reveal = { $shows ->
        [nothing] { tour-restore }
       *[other] Time's slowest pair in blocks is { $blocks }; dealt out in turn it is { $turns }. { $slower ->
            [turns] In blocks, time takes the first pairs, the fastest, and width the last, the slowest; dealt out in turn, every axis has fast pairs and slow ones.
            [blocks] With these sections and speeds, the blocks leave time the slower pair.
           *[neither] Here neither form gives time a slower pair.
        }
    }
tour-image-ids-slowest-turns = pair { $pair }, one turn in { $wavelength } positions
tour-image-ids-slowest-still = pair { $pair }, it never turns
tour-image-ids-slowest-none = none: time has no pair

## Step 14: patches turn by row and by column (vision view)
# $runs: which pairs turn with which axis (-run, joined by -runs); $range: -range or -range-flat.
# $grid: "yes" when the view draws its grid, "no" when d does not split into rows and columns.
tour-image-patches-text = { $grid ->
        [yes] A vision encoder cuts the image into { $rows } by { $cols } patches, and each patch has two position ids, its row and its column. Of the head's { $pairs } pairs, { $runs }, at the same { $speeds } speeds. The grid shows the score of the query patch (row { $row }, column { $column }, solid outline) against the key at every patch (the dashed outline is the key patch the readout above the grid reads): { $range }. The second grid moves the query patch and every key patch by the same offset (set it above that grid). The encoder then merges each block of { $merge } by { $merge } patches (the gaps in the grid) into one of { $tokens } tokens for the language model.
       *[no] With d = { $dim } the view draws no grid: its message says why. { tour-restore }
    }
tour-image-patches-run = pairs { $first } to { $last } turn with the { $axis }
tour-image-patches-runs = { $head } and { $tail }
tour-image-patches-range = from { $low } to { $high }, highest at row { $row }, column { $column } (the colour scale is shared with the second grid, so its ends may reach past these)
tour-image-patches-range-flat = the same at every patch, { $high }
# $grid: as in -text; $rows, $cols: -move-rows and -move-cols ($way: ahead, back or none).
tour-image-patches-question = { $grid ->
        [yes] The query patch (row { $row }, column { $column }) scores { $score } against the key patch at row { $keyrow }, column { $keycolumn }. Move both patches { $rows } and { $cols }. Their score...
       *[no] Axial RoPE gives half of a head's pairs to the row and half to the column, at the same speeds. Can it share out the { $pairs } pairs of d = { $dim } that way?
    }
tour-image-patches-move-rows = { $count } { $count ->
        [one] row
       *[other] rows
    }{ $way ->
        [ahead] { " " }down
        [back] { " " }up
       *[none] { "" }
    }
tour-image-patches-move-cols = { $count } { $count ->
        [one] column
       *[other] columns
    }{ $way ->
        [ahead] { " " }right
        [back] { " " }left
       *[none] { "" }
    }
tour-image-patches-choice-same = stays the same
tour-image-patches-choice-grows = grows
tour-image-patches-choice-shrinks = shrinks
# $grid: as in -text; $fits: "yes" when d is a multiple of four.
tour-image-patches-reveal = { $grid ->
        [yes] Moved together, they score { $after } (before: { $before }). Each pair's angle is its speed times the difference in rows, or in columns, and moving both patches leaves both differences as they were: the second grid is the first one moved (true for the fixed q and k shown: the real vision towers also add a learned absolute position embedding, interpolated to the image's grid, to every patch before attention, so there a shift changes the patches' vectors and their score). Move only the key instead and the score becomes { $only }.
       *[no] Two equal halves of { $pairs } pairs need an even number of pairs, so d must be a multiple of four: d = { $dim } { $fits ->
            [yes] is one.
           *[no] is not.
        } { tour-restore }
    }

## Step 15: latent attention (latent view)
# $shows: "own" (the knobs' settings), "example" (the example the view builds on them) or "nothing"; $on: "yes" when RoPE is on; $mscale: "yes" when YaRN's mscale_all_dim term applies.
tour-latent-split-text = { $shows ->
        [nothing] { tour-nothing-to-show } { tour-restore }
       *[other] { $shows ->
            [example] { tour-example }{ " " }
           *[own] { "" }
        }In multi-head latent attention, as in { $model }, each query and key head has two parts (the strip): { $nope } dims that RoPE leaves alone, and { $rope } { $on ->
                [yes] that it turns.
               *[no] that it would turn (RoPE is off now).
            } The key's turned part is one vector shared by every head; each head turns a query part of its own. The score adds up both: for the query at m = { $m } and the key at n = { $n } it is { $free } from the first part (q_nope · k_nope) plus { $turned } from the turned one, { $total } in all (the table). The chart draws both parts and their sum as the query moves away from the key, from distance { $near } to { $far }. The softmax then multiplies the score by { $scale }: one over the square root of all { $dims } dims{ $mscale ->
                [yes] , times the square of YaRN's mscale_all_dim term.
               *[no] { "." }
            }
    }
# $shows: as in -text.
tour-latent-split-question = { $shows ->
        [nothing] { tour-nothing-to-ask }
       *[other] On the chart the key stays at n while the query moves from distance { $near } to { $far }. Which part of the score changes along the way?
    }
tour-latent-split-choice-rope = Only the RoPE part
tour-latent-split-choice-free = Only the position-free part
tour-latent-split-choice-both = Both parts
tour-latent-split-choice-neither = Neither part
# $shows: as in -text; $rope: -rope-moves or -rope-stays; $moves: the part that moves ("rope", "free", "both" or "neither"), whose sentence (-reveal-rope, -reveal-neither, -reveal-free) follows.
tour-latent-split-reveal = { $shows ->
        [nothing] { tour-restore }
       *[other] The position-free part is { $first } at distance { $near } and { $last } at { $far }; the RoPE part { $rope }. { $moves ->
            [rope] { tour-latent-split-reveal-rope }
            [neither] { tour-latent-split-reveal-neither }
           *[other] { tour-latent-split-reveal-free }
        }
    }
tour-latent-split-rope-moves = moves between { $low } and { $high }
tour-latent-split-rope-stays = stays at { $low }
tour-latent-split-reveal-rope = Only the turned dims see the positions, and only through m − n; the others add the same amount at every distance: what the two tokens are, not where.
tour-latent-split-reveal-neither = With RoPE off the turned dims do not turn either: nothing in this score sees the distance.
tour-latent-split-reveal-free = Here the position-free part moves with the distance.

## Step 16: a real model with RoPE turned off (attention view)
# $loaded: "yes" when the real model is loaded; $model: its name.
tour-real-model-text = Right now { $moving } of the { $pairs } pairs turn; the attention view shows the weights the tokens give each other. { $loaded ->
        [yes] The real model, { $model }, runs in your page: the button below takes you to its lab, above the tokens.
       *[no] A real model, { $model }, can run in your page: the button below loads it with RoPE still off (a download of about a hundred megabytes, once; nothing starts until you ask), and its lab appears above the tokens.
    } It was trained with head dimension { $dim }, base { $base } and { $context } positions; { $never } of its { $half } pairs never complete a turn within that context. In the lab, compare its next-token loss with RoPE off against the model as trained (the two loss columns): it only knows the rotations it was trained with.
# $first, $second: the two toy words (kept as they are: they are the model's tokens).
tour-real-model-question = With RoPE off, can the model still tell "{ $first } { $second }" from "{ $second } { $first }"?
tour-real-model-choice-same = No: both orders get the same attention weights
tour-real-model-choice-different = Yes: the two orders get different attention weights
tour-real-model-reveal = With every speed at zero, "{ $second }" after "{ $first }" gives "{ $first }" an attention weight of { $before }; in "{ $second } { $first }", "{ $first }" comes after "{ $second }" and the mask gives it { $after } (the causal mask: each token sees only itself and earlier tokens).
# $differ: "yes" when the two orders get different weights.
tour-real-model-reveal-verdict = { $differ ->
        [yes] So the two orders get different weights: order still leaks in through the mask (decoders without any position encoding learn position from it), but how far apart two tokens are no longer shows in any score.
       *[no] Here the two weights are equal, so these two words in either order look the same to the model.
    }

## The panel (the card above the step's view) and the tour's notices.
# $what in the panel's messages: "tour" (the built-in tour) or "path" (a teacher's path).
# The built-in tour's name (in the card's heading).
tour-panel-tour-title = Guided tour
# The card's heading: the path's title, "k of n", the step's title.
tour-panel-heading = { $title }, step { $progress }: { $step }
tour-panel-result-heading = { $title }: your result
tour-panel-result = Your result
tour-panel-no-questions = This path asks no questions.
tour-panel-close = { $what ->
        [tour] Close the tour
       *[path] Close the path
    }
tour-panel-first-counts = Your first answer to each question is the one that counts:
tour-panel-last-counts = Your last answer to each question is the one that counts:
# One line of the result: the step's number and title, the answer that counts, right or not ($right: yes or no).
tour-panel-answer-row = Step { $step }, { $title }: { $given }, { $right ->
        [yes] right
       *[no] not right
    }.
tour-panel-given = "{ $answer }"
tour-panel-not-answered = not answered
tour-panel-less = Less of the text
tour-panel-whole = The whole text
# The label of a number question's field.
tour-panel-your-answer = Your answer
tour-panel-check-prediction = Check my prediction
tour-panel-check-answer = Check my answer
tour-panel-show-answer = Show the answer
tour-panel-practice = Practice, not scored: your first answer to this question is the one that counted.
# The verdict, then the reveal ($explanation).
tour-panel-verdict = { $right ->
        [yes] Right.
       *[no] Not quite.
    } { $explanation }
tour-panel-to-lab = Go to the model's lab
# $megabytes: the model's download size.
tour-panel-load-model = Load { $model } (about { $megabytes } MB, once)
# What the settings' change is called in the note that lists what changed.
tour-panel-loading-model = Loading the model
tour-panel-back = Back
tour-panel-next = Next
tour-panel-finish = Finish
tour-panel-close-keep = { $what ->
        [tour] Close the tour; the settings on screen stay
       *[path] Close the path; the settings on screen stay
    }
tour-panel-leave = { $what ->
        [tour] Leave tour
       *[path] Leave the path
    }
tour-panel-restore-defaults-hint = { $what ->
        [tour] Close the tour and put back the default settings
       *[path] Close the path and put back the default settings
    }
tour-panel-restore-mine-hint = { $what ->
        [tour] Close the tour and put back the settings you had when it started
       *[path] Close the path and put back the settings you had when it started
    }
tour-panel-finish-mine = { $what ->
        [tour] Finish with my settings from before the tour
       *[path] Finish with my settings from before the path
    }
tour-panel-finish-defaults = Finish with the default settings
tour-panel-leave-mine = Leave and restore my settings
tour-panel-leave-defaults = Leave with the default settings
# The step's text box, when it scrolls (a screen reader's name for it).
tour-panel-text-scrolls = The step's text (it scrolls)
tour-notice-no-such-step = step must be a step of the path, from { $first } to { $last }; starting at step { $first }.
# $why: what went wrong.
tour-error-path-url = path_url could not be read ({ $why })
tour-error-path-unpack = the link's path= does not unpack ({ $why })
tour-error-cannot-run = This path cannot run: { $why }.
# $score: the score's sentence.
tour-notice-finished = You finished "{ $title }". { $score }
