# Guided paths: a teacher's lesson as a list of steps (rope::teaching::path, locked).
# A path's own texts are the teacher's words and are never translated: they come in as $text.

# A teacher's own words (or text already in the learner's language), shown as written.
path-words = { $text }

## The placeholders a teacher's text may hold ({ "{" }name{ "}" }), listed in the path editor.
## "pair i" means the pair number the teacher writes after a colon, e.g. { "{" }speed:3{ "}" }.

path-ph-score = the query-key score after rotation (the score view's total)
path-ph-score-unrotated = the same score without rotation
path-ph-query = the query token's text
path-ph-key = the key token's text
path-ph-query-pos = the query's position m
path-ph-key-pos = the key's position n
path-ph-distance = m − n
path-ph-dim = the head dimension d
path-ph-pairs = the number of pairs, d/2
path-ph-base = the RoPE base
path-ph-method = the scaling method's name
path-ph-factor = the scaling factor s
path-ph-orig = the original (trained) context length
path-ph-attention-factor = the method's attention factor
path-ph-long-pairs = pairs whose wavelength is longer than the trained context (they never complete a turn in it)
path-ph-top-pair = the pair that adds the most to the score
path-ph-speed = pair i's speed θ_i in radians per position (after scaling)
path-ph-speed-unscaled = pair i's speed before scaling
path-ph-slowed = how many times scaling slows pair i (1: kept)
path-ph-wavelength = pair i's wavelength: positions per full turn
path-ph-angle = pair i's angle (m − n)θ_i in radians
path-ph-angle-deg = the same angle in degrees
path-ph-contribution = pair i's term of the score

## The computed answers of a "which pair" / "which method" question, listed in the path editor.

path-computed-top-pair = the pair that adds the most to the score
path-computed-first-long-pair = the first pair whose wavelength is longer than the trained context (or none)
path-computed-most-slowed-pair = the pair the scaling method slows the most (the first of equals)
path-computed-slows-fastest-pair-most = of no scaling, linear, NTK-aware and YaRN at the current factor: the one that slows pair 0 the most (or a tie)
path-computed-slows-slowest-pair-most = the same, for the last pair
path-computed-largest-attention-factor = the same methods: the one with the largest attention factor (or a tie)

## Questions as the learner sees them.

# A value the current settings do not have (a placeholder's value, a question's answer).
path-not-available = n/a
# A choice of a computed "which pair" question.
path-pair = pair { $i }
path-no-pair = no pair
# The last choice of a computed "which method" question.
path-method-tie = no single one: they tie
# After a number question is answered: $said is the right value.
path-answer-is = The answer is { $said }.
# $explanation is the teacher's explanation, as written.
path-answer-is-explained = The answer is { $said }. { $explanation }
# After a computed question: $said is the right choice ("pair 3", a method's name).
path-computed-for = Computed for these settings: { $said }.
path-computed-for-explained = Computed for these settings: { $said }. { $explanation }
# After a wrong choice (not shown for choices today, kept for completeness).
path-hint-choice = Not yet: try another choice.
# After a wrong first try at a number question: $given is what the learner typed;
# $tolerance is how far off an answer may be (0: no clause).
path-hint-too-high = Not yet: { $given } is too high. Try once more{ $tolerance ->
        [0] { "" }
       *[other] { " " }(an answer within { $tolerance } counts as right)
    }.
path-hint-too-low = Not yet: { $given } is too low. Try once more{ $tolerance ->
        [0] { "" }
       *[other] { " " }(an answer within { $tolerance } counts as right)
    }.
path-hint-not-a-number = Not yet: that is not a number (digits, a decimal point, an optional minus). Try once more.
# "k of N": which step of the path is open.
path-progress = { $k } of { $n }

## A page that locks a setting a step asks for (lock= in the embedding page's address).

# $what names what changed them (e.g. loading a model); $changes lists "key = value" pairs.
path-lock-changed = { $what } changed { $changes }.
# One locked key: $key is its URL name (dim, base...), $asked the step's value, $kept the page's.
path-lock-asked-kept = { $key } = { $asked } asked, { $kept } kept
# $list: the locked keys (path-lock-asked-kept), $n how many.
path-lock-note = This page locks { $n ->
        [one] a setting this step changes
       *[other] settings this step changes
    } ({ $list }): the step's numbers are for the value kept.
# Printed instead of a pair's value when the kept d has no such pair.
path-lock-no-pair = (none: d = { $dim } has pairs 0 to { $last }, no pair { $pair })

## Problems with a path (shown to the teacher in the path editor, or instead of the path).

# Items of a list separated by semicolons ("a; b; c").
path-list-join = { $first }; { $rest }
# $list: the problems (each a path-error-at-*), joined by path-list-join.
path-cannot-run = This path cannot run: { $list }.
path-cannot-run-more = This path cannot run: { $list }; and { $more } more.
# $field is the JSON field's name (title, question.prompt...), not translated.
path-error-at-step = step { $step }, "{ $field }": { $message }
path-error-at-path = "{ $field }": { $message }
path-missing = missing
path-empty = empty
path-too-long = longer than { $max } characters
path-control-characters = holds control characters
# $code is a code point such as U+202E.
path-invisible-character = holds an invisible character ({ $code }: a direction override, zero-width or format character); delete it
path-not-a-string = must be a string
path-not-an-object = must be a JSON object
path-too-many-placeholders = { $n } placeholders (at most { $max } placeholders per text)
path-brace-unopened = a "{ "}" }" without its "{ "{" }"
path-brace-unclosed = a "{ "{" }" without its "{ "}" }"
path-placeholder-empty = an empty placeholder { "{" }{ "}" }: put a name between the braces, like { "{" }score{ "}" }
# $id: what the teacher wrote after "tour:".
path-placeholder-no-tour-step = { "{" }tour:{ $id }{ "}" } names no step of the built-in tour
path-placeholder-no-message = { "{" }message:{ $id }{ "}" } names no message of ropescope's message files
path-placeholder-bad-binding = “{ $given }” is not a message variable: write name=placeholder, e.g. speed=speed:0, with #N for N digits after the point and ? for a value the message only selects on
path-placeholder-digits-outside = { "{" }{ $name }{ "}" }: #N (digits after the point) works only inside a message’s binding, { "{" }message:ID var=name#N{ "}" }; a placeholder on its own prints three significant digits
path-message-binding = in { $var }=…: { $problem }
path-message-no-variable = the message { $id } has no variable “{ $var }” (its variables: { $vars })
path-message-needs = the message { $id } needs a value for { $vars } (write name=placeholder for each)
path-say-answer-bool = must be true or false
# $name: what the teacher wrote; $known: every placeholder's name.
path-placeholder-unknown = unknown placeholder { "{" }{ $name }{ "}" } (nearest: { $known }; the editor’s list of placeholders has every one)
path-placeholder-pair-number = { "{" }{ $name }:i{ "}" } needs a pair number, not "{ $given }"
path-placeholder-needs-pair = { "{" }{ $name }{ "}" } needs a pair: { "{" }{ $name }:0{ "}" }
path-placeholder-takes-no-pair = { "{" }{ $name }{ "}" } takes no pair
path-placeholder-pair-beyond = { "{" }{ $name }:{ $pair }{ "}" }: the step's state has pairs 0 to { $last }
# $what: one of the path-of-* messages; $fields: the field names it has.
path-unknown-field = not a field of { $what } (fields: { $fields })
path-of-path = a path
path-of-step = a step
path-of-choice-question = a choice question
path-of-number-question = a number question
path-of-computed-question = a computed question
path-of-tour-question = a tour question
# "first" and "last" are the JSON values; keep them in quotes as written.
path-scoring-values = "first" (the first answer counts) or "last"
path-pass-share = a share of the questions from 0 to 1 (0.8: 80 % right passes)
path-too-many-bytes = longer than { $max } bytes
# $error: the JSON reader's own words.
path-not-json = not JSON: { $error }
path-version-unknown = version { $given } is not one this widget reads (it reads { $version })
path-version-missing = missing (the format's version, { $version })
path-id-letters = letters, digits, - and _ only (1 to 64)
path-no-steps = no steps
path-too-many-steps = more than { $max } steps
path-id-repeated = "{ $id }" is the id of an earlier step
path-steps-not-a-list = must be a list of steps
# $keys: URL keys the widget does not know.
path-state-unknown-keys = unknown keys: { $keys }
path-view-twice = { $view } twice
path-not-a-view = { $given } is not a view (views: { $views })
path-views-count = one to { $max } view names
path-views-not-a-list = must be a list of view names
path-not-a-readout = { $given } is not a readout (readouts: { $readouts })
path-hide-not-a-list = must be a list of readouts ({ $readouts })
# choice, number, computed, tour are the JSON values of "kind": not translated.
path-question-kinds = one of choice, number, computed, tour
path-choices-count = two to { $max } choices
path-choices-missing = missing (a list of two or more texts)
path-choice-answer = the right choice's index, from 0
# "score" and "wavelength:3" are placeholder names: not translated.
path-number-answer-empty = the answer is empty: type a number placeholder's name, like "score" or "wavelength:3"
path-answer-pair-beyond = pair { $pair }: the step's state has pairs 0 to { $last }
path-answer-not-a-number = a placeholder that gives a number
path-number-answer-missing = missing: a number placeholder's name, like "score" or "wavelength:3"
path-tolerance = a number >= 0 (how far off an answer may be)
path-computed-answer-empty = the answer is empty: choose a computed value from the list
# $names: the computed answers' names.
path-computed-answer-one-of = one of { $names }
path-no-tour-step = names no step of the built-in tour

## A teacher's text in several languages (a language map: { "{" }"en": "...", "zh-CN": "..."{ "}" })

path-langs-empty = an empty language map: give the text in at least one language, like { "{" }"en": "..."{ "}" }
# $tag: the key the teacher wrote; $known: the language tags ropescope reads (en, zh-CN, es).
path-lang-unknown = "{ $tag }" is not a language ropescope reads (use one of { $known })
# $tag: the key the teacher wrote, naming a language the map already has (as "en" and "en-US").
path-lang-repeated = "{ $tag }" gives a language the map already has
# The path editor's hint, shown when a text of the path has several languages.
path-editor-languages = Some texts of this path are in several languages: the editor shows and edits each in your language (or, where it has none, in its first language) and keeps the other languages as they are. To add a language, edit the path's JSON file.

## The placeholders and computed questions the built-in tour's steps added (one section per step)

## tour step clock-hands

path-ph-query-quoted = the query token's text in quotes, or "the vector at position m" where the sentence has no token there
path-ph-speed-deg = pair i's speed θ_i in degrees per position (the compasses table's θ_i)
path-ph-query-angle = how far pair i of the query has turned: m × θ_i radians
path-ph-pair-turns = yes if pair i turns at all (its speed is not zero), else no: for a message's choice of words
path-ph-speed-or-base = pair i's speed θ_i, or where it does not turn (RoPE off, a dropped pair) the speed the base would give it
path-ph-turn-positions = the positions pair i needs for one full turn at that speed (speed_or_base:i)
path-ph-half-turn-positions = the positions pair i needs for half a turn at that speed
path-ph-full-circle = a full circle in radians, 2π
path-computed-one-turn-positions = how many positions pair 0 needs for one full turn: half a turn's, a full turn's, or never (when it does not turn)

## tour step turn-together

path-ph-offset = the position the sentence starts at (its offset)
path-ph-key-quoted = the key token's text in quotes, or "the vector at position n" where the sentence has no token there
path-ph-key-angle = how far pair i of the key has turned: n × θ_i radians
path-ph-positions-apart = how many positions apart the query and the key are, |m − n|
path-ph-between-deg = the angle between pair i's query and key arrows, in degrees, as the compasses table prints it ("between")
path-ph-table-turn-deg = the turn the positions add to pair i, (m − n) × θ_i in degrees, as the compasses table prints it (0 to 360)
path-ph-before-deg = the angle between pair i's query and key arrows before any turn, in degrees ("between" minus the turn, 0 to 360)
path-ph-before-plus-turn-deg = that angle plus the turn, in degrees, before the table takes off full turns
path-ph-turns-off = how many full turns the compasses table takes off that sum to keep pair i's "between" under 360
path-ph-turns-off-deg = the degrees those full turns make
path-ph-full-turn-deg = a full turn in degrees, 360
path-ph-zero = the number 0 (where a text needs it as a number)
path-ph-far-offset = a start position far along the context, where a question can move the sentence
path-ph-far-offset-shift = how many positions the sentence moves to start at far_offset
path-ph-far-between-deg = pair i's "between" in degrees when the sentence starts at far_offset
path-computed-between-when-shifted = whether pair 0's angle between the query and key arrows stays the same, grows or shrinks when the whole sentence moves to start at far_offset

## tour step score-sum

path-ph-top-pair-contribution = what the pair that adds the most (top_pair) adds to the score
path-ph-bottom-pair = the pair that takes the most away from the score (its term is the lowest)
path-ph-bottom-pair-contribution = that pair's term in the score (bottom_pair's)
path-ph-top-pair-other-choices = what the wrong choices of top_pair_of_three add, each named: "pair … adds … and pair … adds …"
path-computed-top-pair-of-three = the pair that adds the most to the score, offered among three pairs: it and the first, the last or the middle pair

## tour step only-distance

path-ph-shift = t, the positions the "shift both tokens" view slides the query and the key by (where its slider starts)
path-ph-shifted-query-pos = the query's position after that slide, m + t
path-ph-shifted-key-pos = the key's position after that slide, n + t
path-ph-shifted-score = the score with both tokens slid by t (the "shift both tokens" view's second score)
path-ph-shift-keeps-score = "yes" when that slide leaves the score as it was (to rounding), else "no"
path-computed-shift-changes-score = whether sliding both tokens by t leaves the score the same, makes it higher or makes it lower

## tour step rope-off
path-ph-turning-pairs = how many pairs turn (their speed is not zero)
path-ph-distance-chart-start = the first distance the score-against-distance charts plot
path-ph-score-at-chart-end = the score at the charts' last distance
path-ph-distance-chart-spread = the highest score minus the lowest on the score-against-distance chart
path-ph-no-position-source = the study that found decoders learn positions from their causal mask alone (its authors and year)
path-computed-score-far-against-near = whether the score at the charts' last distance is the same as at distance zero, higher or lower

## tour step decay-aligned

path-ph-zero-distance-score = the score at distance zero (query and key at the same position), as the distance view computes it
path-ph-distance-chart-end = the largest distance the score-against-distance chart draws
path-ph-highest-score-distance = the distance at which that chart's score is highest (the first of equals)
path-ph-highest-score = the score at that distance
path-ph-distance-table-near = the distance in the second row of the table under the distance charts
path-ph-distance-table-near-score = the score in that row
path-ph-distance-table-quarter = the distance in the row a quarter of the way down that table
path-ph-distance-table-quarter-score = the score in that row
path-ph-distance-bound-drawn = yes if the distance chart draws RoFormer's bound beside the curve, no if the bound is too far above it and a note gives it instead
path-ph-distance-bound-first = RoFormer's bound at distance zero, as the note under the distance chart gives it (none when the bound is drawn on the chart)
path-ph-distance-bound-lowest = the lowest that bound falls on the chart, as the same note gives it (none when the bound is drawn on the chart)
path-computed-where-score-peaks = where the distance chart's score is highest: at distance zero, somewhere in the middle or at the far end

## tour step no-decay-random

path-ph-zero-distance-highest = yes if no distance on the distance chart scores above distance zero, else no
path-ph-beats-zero-distance = the distance beyond zero that scores highest on the distance chart, when it scores above distance zero (else none)
path-ph-beats-zero-score = the score at that distance (else none)
path-computed-zero-distance-highest = whether the score at distance zero is the highest on the distance chart (yes or no)

## tour step fast-and-slow

path-ph-last-pair = the last pair's number, d/2 − 1
path-ph-heatmap-first-distance = the distance of the heatmap's first row (its default range)
path-ph-heatmap-last-distance = the largest distance the heatmap shows by default (its last row)
path-ph-heatmap-angle = pair i's angle in radians at that largest distance
path-ph-heatmap-turning-pairs = how many pairs complete at least one full turn within the distances the heatmap shows by default (the line under it)
path-computed-heatmap-turning-pairs = how many pairs complete at least one full turn within the distances the heatmap shows: three counts to choose from

## tour step trained-context
path-ph-wavelength-unscaled = pair i's wavelength before scaling: positions per full turn at its plain speed
path-ph-long-pairs-unscaled = pairs whose wavelength before scaling is longer than the trained context (they never completed a turn in training)
path-computed-long-pairs-unscaled-count = how many pairs never complete a turn within the trained context (wavelength before scaling): three counts to choose from

## tour step interpolation
path-ph-scaled-context = the context the scaling reaches: the trained context times the factor
path-ph-speed-change = what scaling does to pair i, in words: "keeps its speed" or "is slowed x times"
path-computed-which-pairs-slowed = which pairs the scaling method slows: only the slow ones, every pair by the same factor, or only the fast ones

## tour step yarn
path-ph-beta-fast = YaRN's beta_fast: pairs making more turns than this within the trained context keep their speed
path-ph-beta-slow = YaRN's beta_slow: pairs making fewer turns than this within the trained context are slowed by the whole factor
path-ph-attention-factor-squared = the attention factor squared: how much every logit grows
path-ph-kept-pairs = how many pairs, counted from the first, keep their speed under scaling
path-ph-fully-slowed-pairs = how many pairs scaling slows by the whole factor
path-computed-which-pairs-kept = which pairs keep their speed under the scaling method: the fast ones, the slow ones, or none

## tour step long-context-lab
path-ph-double-orig = twice the original (trained) context length
path-ph-new-angle-pairs = the pairs that, at twice the trained context, meet an angle training never showed them (the heatmap's grey cells), as a list of pair numbers (n/a when none does)
path-ph-new-angle-pair-count = how many pairs meet, at twice the trained context, an angle training never showed them
path-ph-new-angles-at-double-orig = what the pairs meet at twice the trained context, in a sentence: how many of the slow pairs stand outside the arc training showed them, and which (or that none does)
path-computed-which-pairs-meet-new-angles = at twice the trained context, which pairs meet angles training never showed them: the fastest pairs, the slowest pairs, or none of them (the heatmap's rule)

## tour step image-ids
path-ph-multimodal-shows = what the multimodal view draws: settings (the knobs' own), example (an example built on them, when they lack sections or an image) or nothing
path-ph-image-height = the image's height in patches (the multimodal view's image)
path-ph-image-width = the image's width in patches
path-ph-spatial-merge = how many patches a side the vision encoder merges into one token
path-ph-image-tokens = how many tokens the image becomes after the merge
path-ph-image-time-id = the time id every token of the image shares (also its first row's and first column's id)
path-ph-image-last-row-id = the height id of the image's last row of tokens
path-ph-image-last-column-id = the width id of the image's last column of tokens
path-ph-after-image-id = the position id the text after the image goes on from (its end marker first)
path-ph-mrope-sections = the pairs each axis (time, height, width) turns with in blocks, as a list
path-ph-mrope-blocks-model = the model whose multimodal RoPE gives the axes their pairs in blocks
path-ph-mrope-turns-model = the model whose multimodal RoPE deals the pairs out to the axes in turn
path-ph-mrope-interleaved = yes when the angle grid follows the pairs dealt out in turn, no when it follows the blocks
path-ph-time-slowest-in-blocks = time's slowest pair in blocks and its wavelength, as a clause
path-ph-time-slowest-in-turn = time's slowest pair dealt out in turn and its wavelength, as a clause
path-ph-time-slower-form = the form whose slowest time pair turns slower: blocks, turns or neither
path-computed-time-turns-slower-in = the form (in blocks or dealt out in turn) in which time's slowest pair turns slower, or neither

## tour step image-patches
path-ph-patch-grid = "yes" when the vision view draws its grid of patches, "no" when d does not split into rows and columns (the patch values below are then n/a)
path-ph-axial-fits = "yes" when d is a multiple of four: axial RoPE can give half of the pairs to the row and half to the column
path-ph-patch-rows = the vision view's grid: rows of patches
path-ph-patch-cols = the vision view's grid: columns of patches
path-ph-patch-pairs = the pairs the vision view shares out between rows and columns
path-ph-patch-axis-runs = which pairs turn with the row and which with the column, in words
path-ph-patch-speeds = how many speeds the row's pairs and the column's pairs share
path-ph-query-patch-row = the query patch's row
path-ph-query-patch-col = the query patch's column
path-ph-patch-score-range = the lowest and highest score of the first grid and where it is highest, in words
path-ph-patch-merge = the merge: blocks of this many by this many patches become one token
path-ph-patch-tokens = the tokens the image becomes for the language model, after merging
path-ph-moved-key-row = the row of the key patch that moving both patches by one row and one column keeps inside the image (a corner of the grid)
path-ph-moved-key-col = that key patch's column
path-ph-patch-move-rows = that move along the rows, in words ("1 row down")
path-ph-patch-move-cols = that move along the columns, in words ("1 column right")
path-ph-patch-score = the score of the query patch against that key patch
path-ph-moved-patch-score = the same score with both patches moved (the second grid)
path-ph-moved-key-only-score = the score with only the key patch moved
path-computed-moved-patches-score = whether the query patch's score against that key patch stays the same, grows or shrinks when both patches move (with no grid: whether axial RoPE can split d)

## tour step latent-split
path-ph-latent-shows = what the latent-attention view draws: "own" (the settings), "example" (an example built on them when they have no position-free dims) or "nothing"
path-ph-latent-model = the model whose latent attention the view follows (DeepSeek-V3)
path-ph-rope-on = "yes" when RoPE is on, "no" when it is off
path-ph-mscale-all-dim-applies = "yes" when YaRN's mscale_all_dim term scales the softmax
path-ph-latent-nope-dims = the position-free dims per head the latent view draws
path-ph-latent-dims = all the dims of a latent head: position-free and rotated
path-ph-latent-free-score = the position-free part of the latent score (q_nope · k_nope) at m and n
path-ph-latent-rope-score = the rotated part of the latent score at m and n
path-ph-latent-score = the latent score at m and n: both parts
path-ph-latent-scale = the softmax scale the latent score is multiplied by
path-ph-latent-near = the chart's first distance
path-ph-latent-far = the chart's last distance
path-ph-latent-free-near = the position-free part at the chart's first distance
path-ph-latent-free-far = the position-free part at the chart's last distance
path-ph-latent-rope-range = how the rotated part changes along the chart, in words ("moves between a and b" or "stays at a")
path-ph-latent-moving-part = which part of the latent score moves along the chart: "rope", "free", "both" or "neither"
path-computed-latent-moving-part = which part of the latent score changes along the chart: only the RoPE part, only the position-free part, both or neither

## tour step real-model
path-ph-model-loaded = "yes" when the real model's own vectors are loaded (qk=model), else "no"
path-ph-model-name = the name of the real model that can run in the page
path-ph-model-dim = the real model's head dimension, as trained
path-ph-model-pairs = the real model's number of pairs, its head dimension over two
path-ph-model-base = the real model's RoPE base, as trained
path-ph-model-context = the real model's trained context length
path-ph-model-long-pairs = how many of the real model's pairs never complete a turn within its trained context
path-ph-order-first-word = the first of the two words the order question swaps (a token of the toy model)
path-ph-order-second-word = the second of those two words
path-ph-order-weight-before = with RoPE off and the causal mask on: the attention weight the second word gives the first, in that order
path-ph-order-weight-after = the two words swapped (the second word first): the weight the second word gives the first, now after it, as the causal mask leaves it
path-ph-order-weights-differ = "yes" when those two weights differ (the mask alone tells the orders apart), else "no"
path-computed-order-tells-without-rope = with RoPE off, whether two words in either order get different attention weights: no (the same weights) or yes (different weights), the choices in that order
