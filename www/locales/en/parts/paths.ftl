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
path-say-answer-bool = must be true or false
# $name: what the teacher wrote; $known: every placeholder's name.
path-placeholder-unknown = unknown placeholder { "{" }{ $name }{ "}" } (known: { $known })
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

## tour step turn-together

## tour step score-sum

## tour step only-distance

## tour step rope-off

## tour step decay-aligned

## tour step no-decay-random

## tour step fast-and-slow

## tour step trained-context

## tour step interpolation

## tour step yarn

## tour step long-context-lab

## tour step image-ids

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
