# The long-context lab (view=longlab): a real model (SmolLM2-135M) run past its trained context.
# $gap, $trained, $n and the like are numbers printed by the program; $label, $method, $x and $y
# are method labels as the address writes them ("current = none", "ntk:8"): keep them as given.

## The view's caption (the views list and the view's heading)
# 8192 is the model's trained context (SmolLM2-135M), a fixed fact of the model.
lab-caption = The real model, with a text placed far past the 8192 positions it was trained on: does it still find a pass key, does it still use what came before, and which scaling method rescues it, at what cost at short range?

## Lists and glue
# Nothing (an empty list).
lab-empty = { "" }
# Two parts of a list of gaps: "0, 2048" (the first ones of "0, 2048 and 6144").
lab-list-comma = { $first }, { $rest }
# The last two parts of a list of gaps: "2048 and 6144".
lab-list-and = { $first } and { $last }
# Settings that differ, one after the other: "base 10000 (trained: 100000); interleaved pairs".
lab-list-semicolon = { $first }; { $rest }
# A gap alone (a number of positions).
lab-gap = { $gap }
# Sentences of one paragraph of the reading, joined by the language's sentence gap.
lab-paragraph = { $sentences }

## Warnings above the run button
lab-warning-rope-off = RoPE is off: every method below would run without any rotation, so all of them give the same numbers and the comparison means nothing.
lab-warning-half-split = Half-split pairs: this model's weights were trained with interleaved pairs, so every method below runs on pairs the model never saw.
# $changes: the settings that differ, e.g. "base 10000 (trained: 100000)".
lab-warning-differs = Your RoPE differs from the model's as trained ({ $changes }): every method below starts from it, so it measures your settings, not the method alone.

## Progress (follows the run's status word: "Run: running, 3 of 12 measurements, about 9 s left")
lab-progress = , { $done } of { $total } measurements
lab-progress-left = , { $done } of { $total } measurements, about { $left } s left

## Charts
lab-axis-gap = gap: positions skipped (the gaps tried, evenly spaced)
lab-axis-answer = answer: mean ln p per token
lab-axis-far-loss = second part: loss (nats per token)
lab-axis-position = position in the text
lab-axis-running-loss = running mean loss (nats)
lab-legend-recalled = filled: key recalled (greedy exact for at least half the keys); bar: lowest to highest key
# $n: the trained context (8192).
lab-legend-trained = trained context ({ $n })
# $method: a method's label; the dashed line of its loss with no first part.
lab-legend-alone = { $method }: alone

## The reading of a pass-key run
# A gap and where it sits against the trained context.
lab-place-inside = { $gap } (inside the { $trained } trained positions)
lab-place-past = { $gap } (past the { $trained } trained positions)
# $gap: a gap or a gap with its place.
lab-run-at = at { $gap }
lab-run-up-to = at every gap up to { $gap }
# $place: a gap with its place; $run: "at 0" or "at every gap up to 4096 (...)".
lab-recall-every = { $label }: the key is recalled at every gap tried, up to { $place }.
lab-recall-none = { $label }: the key is not recalled at any gap tried, not even at { $place }.
lab-recall-not-first = { $label }: the key is not recalled at { $place }, the smallest gap tried.
lab-recall-stops = { $label }: the key is recalled { $run }, and at no gap from { $place }.
lab-recall-then-not = { $label }: the key is recalled { $run }, not at { $place }.
# $again, $not_again: lists of gaps.
lab-patchy = From { $from } on, patchy: recalled at { $again } but not at { $not_again }.
# ln p: natural-log probability (negative; nearer 0 is better).
lab-logprob = Mean ln p per answer token: { $first } at { $first_gap }, { $last } at { $last_gap }.
lab-logprob-fall = Mean ln p per answer token: { $first } at { $first_gap }, { $last } at { $last_gap }; the steepest fall, { $fall }, from { $from } to { $to }.
lab-exact-count = ({ $ok } of { $total } answers exact over { $gaps } gaps x { $keys } keys.)
# Two methods compared; $run_x, $run_y: "at 0" or "at every gap up to 4096".
lab-compare-neither = Neither { $x } nor { $y } recalls the key even at { $gap }.
lab-compare-only-x = { $x } recalls the key { $run }; { $y } not even at { $gap }.
lab-compare-only-y = { $x } does not recall the key even at { $gap }, where { $y } does.
lab-compare-further = { $x } recalls the key { $run_x }, further than { $y } ({ $run_y }).
lab-compare-less-far = { $x } recalls the key { $run_x }, less far than { $y } ({ $run_y }).
lab-compare-as-far = { $x } recalls the key { $run_x }, as { $y } does.
lab-compare-also-x = { $x } also recalls it at { $gaps }, where { $y } does not.
lab-compare-also-y = { $y } recalls it at { $gaps }, where { $x } does not.
# Causes, each shown only where the numbers show its effect.
lab-cause-plain-stops = Why plain RoPE stops: past the trained context the slowest pairs turn to angles the model never saw in training.
lab-cause-plain-inside = Plain RoPE fails here before the end of its { $trained } trained positions: this model does not recall the key over every distance it was trained on.
lab-cause-linear = Why { $method } fails even at { $gap }: position interpolation without fine-tuning divides every pair's speed, so even short distances fall at angles the model never saw.
lab-cause-ntk = Why { $method } goes further: NTK-aware scaling keeps the fast pairs' speeds and slows the slow ones, so their angles stay within the trained range for longer.
lab-cause-yarn = Why { $method } goes further: YaRN keeps the fast pairs, interpolates only the slow ones, and sharpens attention by its attention factor.
lab-cause-yarn-misses = Why { $method } misses at { $gaps }, inside the trained context where plain RoPE recalls: without the fine-tuning YaRN is made for, it changes even short range, slowing the pairs between its two thresholds and sharpening every score by its attention factor.

## The reading of a far-context run ($alone: the second part's loss without the first part)
lab-far-every = { $label }: the first part lowers the second part's loss (alone { $alone } nats per token) at every gap tried, up to { $place }.
lab-far-none = { $label }: the first part does not lower the second part's loss (alone { $alone } nats per token) at any gap tried, not even at { $place }.
lab-far-not-first = { $label }: the first part does not lower the second part's loss (alone { $alone } nats per token) at { $place }, the smallest gap tried.
lab-far-stops = { $label }: the first part lowers the second part's loss (alone { $alone } nats per token) { $run }, and at no gap from { $place }.
lab-far-then-not = { $label }: the first part lowers the second part's loss (alone { $alone } nats per token) { $run }, not at { $place }.
lab-far-patchy = From { $from } on, patchy: it lowers it at { $again } but not at { $not_again }.
# $share: a percentage; $margin: nats.
lab-far-lowers-means = "Lowers" counts a gap where the loss is below the loss alone by at least { $share } % of the most the first part lowers it at any gap (and by { $margin } nats).

## The run's status word ("Run: running")
lab-status-idle = idle
lab-status-waiting = waiting for the model
lab-status-running = running
lab-status-cancelling = cancelling…
lab-status-done = done
lab-status-cancelled = cancelled
lab-status-failed = error

## A point shown in the other views ($method: a method's label; $position: a position)
lab-shown = The other views now show { $method } (they are above the lab).
lab-shown-at = The other views now show { $method }, with the sentence from position { $position } (they are above the lab).

## The experiments (buttons)
lab-experiment-group = Experiment
lab-experiment-passkey = Pass key across a gap
lab-experiment-far = Far context
lab-experiment-short = The price at short range

## What the lab does (top of the view)
lab-intro-lead = How it works: the model reads a text, then a second text placed the gap's number of positions later, and is scored on that second text; the positions in between are skipped, not filled.
lab-intro-measured = Every number is measured in this browser, for your settings and the methods you compare.
lab-intro-distance = RoPE sees positions only through the distance between a query and a key, so a few dozen tokens meet the distances of a long document; while a run goes, the status shows the time left.
lab-intro-not-a-document = It is not a real long document: with no filler text, nothing dilutes the attention, so a method that passes here may still fail there.
lab-how-summary = More: position skipping, and what it leaves out
lab-how-pose = Position skipping (PoSE, Zhu et al. 2023): the text before the gap sits at positions 0, 1, 2, ...; the text after it starts the gap's number of positions later. The positions in between are never processed.
# $model: the model's name; $context: its trained context (8192).
lab-how-distances = So { $model }, trained on { $context } positions, meets query-key distances far past them in a run of a few dozen tokens, with no memory or time spent on the gap.
lab-how-leaves-out = What it leaves out: in a real long document the filler text between the parts spreads the attention over many more keys and costs memory and time. This lab measures distance alone.

## The model's line ("Model: loaded. The model is loaded.")
lab-model-label = Model:{ " " }
# Between a status word and the sentence after it.
lab-status-gap = { ". " }
lab-model-loaded = The model is loaded.
# $n: helper workers (1 or more).
lab-model-loaded-helpers = The model is loaded, and { $n } more { $n ->
        [one] worker
       *[other] workers
    } share the runs on this machine's spare cores.
# $loaded, $total: megabytes.
lab-model-loading = Loading the model: { $loaded } of { $total } MB.
lab-model-needed = The lab needs the real model: { $mb } MB, downloaded once and kept by your browser; it runs in a background worker on this computer.
lab-model-download = Model download
lab-load = Load the model ({ $mb } MB, once)

## What the chosen experiment measures, and how to read it
lab-what-passkey = A sentence states a five-digit key twice; the question comes the gap's number of positions later, and the answer's tokens are scored, for several keys at each gap.
lab-what-far = A text in two parts: the second part's loss with the first part the gap's number of positions back, against its loss with no first part at all ("alone").
# $tokens: tokens of a normal run (256); $max: of the longer run (1024).
lab-what-short = The loss at each token of a longer text (the text before the gap, or by default this page's own captions), its first { $tokens } tokens from position 0 ({ $max } with the button beside Run), as a running mean for each method.
lab-read-passkey = For each method and gap: how many keys greedy decoding (always the most likely token) writes exactly, and the mean natural-log probability per answer token (0 is certainty). The key counts as recalled when at least half are exact.
lab-read-far = The loss is minus the mean natural-log probability per token: lower is better. Where a method's line meets its dashed "alone" line, the model no longer uses the first part.
lab-read-short = What a scaling method costs where no scaling is needed.

## The experiment's fields
lab-field-text = Text (empty: this page's captions)
lab-field-file = Or open a .txt file:{ " " }
lab-field-before = Text before the gap (empty: the default below)
lab-field-after = Text after the gap (empty: the default below)
lab-field-answer = Answer, scored (empty: the default below)
lab-field-gaps = Gaps (positions skipped)
lab-field-keys = Keys per gap (1 to 16)
lab-field-seed = Seed of the keys (the same seed, the same keys)
lab-field-compare = Compare with (method:factor)
lab-field-compare-hint = Beside your current settings ("current"): none, linear, ntk, yarn or llama3, each with its factor. Other keys (orig, beta_fast, attn, ...) are yours.
# The default texts the model reads (English: the model reads English); $slot: the key's placeholder, {key}.
lab-defaults-passkey = Before: "{ $before }" | after: "{ $after }" | answer: "{ $answer }" (each tokenized on its own; empty boxes use these; { $slot } is each key in turn).
lab-defaults-far = First part: "{ $before }" | second part: "{ $after }".

## A link that asks to run ($points: points to compute; $mb: the download's size)
lab-link-asks = This link asks to run the experiment below: it computes { $points } { $points ->
        [one] point
       *[other] points
    } in a background worker (from seconds to minutes). Nothing starts until you press Run it.
lab-link-asks-download = This link asks to run the experiment below: it downloads the model ({ $mb } MB, once; kept by your browser) and computes { $points } { $points ->
        [one] point
       *[other] points
    } in a background worker (from seconds to minutes). Nothing starts until you press Run it.
lab-run-it = Run it

## Run and the downloads
lab-run = Run
lab-run-after-reload = Run once the model has reloaded
lab-load-and-run = Load the model and run
lab-run-long = Run on { $tokens } tokens (slower)
lab-cancel = Cancel
lab-download-csv = Download CSV
lab-download-json = Download JSON
lab-why-loading = The model is loading (its progress is above); the run starts as soon as it is ready.
lab-why-reloading = Run cancelled; the model is reloading from the browser's cache (a cancel stops its worker). Run now starts as soon as it is ready.
lab-why-not-loaded = The model is not loaded yet: this button downloads it first ({ $mb } MB, once), then runs.
lab-restore = Restore the model's RoPE

## The run's line ("Run: running, 3 of 12 measurements, 1.2 s in the worker")
lab-run-label = Run:{ " " }
lab-run-reloading = ; reloading the model from the browser's cache (a cancel stops the worker)
# $seconds: time in seconds; $workers: workers that shared the run (0 or 1: one).
lab-run-time = , { $seconds } s in the { $workers ->
        [0] worker
        [1] worker
       *[other] workers ({ $workers } workers)
    }
lab-progress-label = Experiment progress

## Results: the chart and the tables
# Joins the reading's paragraphs into the chart's accessible description.
lab-chart-label-gap = { "; " }
lab-chart-hint = Click a point of the chart (or Show in the table) to put its method and distance into the other views.
lab-go-views = Go to the views
lab-show = Show
# The baseline row: the second part with no first part.
lab-alone = alone
lab-points-table = Points
lab-losses-table = Loss per method
lab-col-method = method
lab-col-gap = gap
lab-col-loss = loss (nats per token)
lab-col-below-alone = below alone
lab-col-keys-exact = keys exact
lab-col-logprob = mean ln p per token (lowest to highest)
lab-col-views = views
lab-col-tokens = tokens scored
lab-col-mean-loss = mean loss (nats)
# Keys whose answer greedy decoding writes exactly: "3 of 4".
lab-cell-exact = { $ok } of { $keys }
# After the mean: " (-0.12 to -0.05)".
lab-cell-range = { " " }({ $lowest } to { $highest })

## Errors of a run
# $error: the settings' error (its own message); $dim: the model's head dimension (64).
lab-error-dim = { $error }. The model's heads have d = { $dim }: load the model (it sets d, base and the trained context).
lab-error-not-loaded = The model is not loaded yet: load it first.
lab-error-worker = The model's worker could not be reached.
