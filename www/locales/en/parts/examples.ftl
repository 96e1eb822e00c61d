# The worked examples view: the classic tutorial scenarios as cards, and the cat/mat score step
# by step beside what a tutorial printed.

examples-caption = The scenarios from popular RoPE tutorials, each with the dimensions, pair speeds and positions it loads. Load one and every view shows it. The numbers below are computed, not copied, and where a well-known text printed something else, the erratum says so; the table below takes the cat/mat score apart step by step.

## A card.

examples-load = Load this example
# Before the computed number; $what is examples-what-score or examples-what-rotated-pair.
examples-computed = Computed { $what }:
examples-what-score = score
examples-what-rotated-pair = rotated pair
# $wrong: the number the tutorial printed; $value: the computed one.
examples-erratum = Erratum: a widely read tutorial prints { $wrong } here; the rotation gives { $value }.
# A card's setting: $dim dimensions, $turning (examples-turning-*), $who (examples-who-*).
examples-setting = { $dim }-dim vectors, { $turning } per position; { $who }.
# A card whose settings could not load: $error is the error message.
examples-setting-error = { $error }
# $speed: one speed such as 15°.
examples-turning-one = one pair turning { $speed }
# $pairs: how many pairs; $speeds: all speeds but the last, comma-separated; $last: the last.
examples-turning-many = { $pairs } pairs turning { $speeds } and { $last }
examples-turning-none = no pairs
# $query, $key: examples-token or examples-position; $m, $n: positions.
examples-who-query = query { $query } at m = { $m }
examples-who-query-key = query { $query } at m = { $m }, key { $key } at n = { $n }
# A word of the sentence, in quotes.
examples-token = "{ $token }"
# No word at this position.
examples-position = position { $pos }

## The step table.

examples-steps-title = "mat" against "cat", step by step
examples-steps-label = The cat/mat score step by step
examples-col-pair = pair
examples-col-step = step
examples-col-before = before
examples-col-matrix = 2×2 rotation [cos −sin; sin cos] · pair
examples-col-complex = complex product (a + ib)(cos + i sin)
examples-col-sum = products summed
examples-col-computed = computed
examples-col-printed = the tutorial printed
# The row header: a pair's index.
examples-pair-n = { $pair }
# The row header of the total.
examples-pair-all = all
# $token: examples-token or examples-position; $pos: the position.
examples-step-query = query { $token } at { $pos }
examples-step-key = key { $token } at { $pos }
examples-step-dot = rotated q · rotated k
examples-step-score = score
# $pair: the printed pair such as [0.02, 0.99]; $wrong: both, first, second or none.
examples-printed-pair = { $pair }{ $wrong ->
        [both] { " " }(both entries wrong)
        [first] { " " }(first entry wrong)
        [second] { " " }(second entry wrong)
       *[none] { "" }
    }
# $formula: the printed dot product and the printed pairs multiplied out.
examples-printed-dot = { $formula } (the printed pairs carried in)
examples-printed-total = { $total } = { $others } + { $dot }: the fast pair plus the carried { $carried } makes { $sum }
# Where the tutorial's wrong total came from; every variable is a number or a pair of numbers.
examples-summary = Where the tutorial's { $total } comes from: { $others } from the fast pair (right) plus { $dot }, the dot product of its two wrongly rotated slow pairs, { $pq }·{ $pk } = { $carried }. Rotated correctly they are { $right_q } and { $right_k }, whose dot product is { $slow }, so the score is { $score }.
