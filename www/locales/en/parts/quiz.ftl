# "Check yourself" (the quiz view, rope::teaching::quiz) and a path's score (rope::teaching::score).
# Every number comes in as a variable, printed by the widget.

# The caption under the quiz view's title.
quiz-caption = Predict first, then check. The widget computes each answer from the current settings, so the explanations quote live numbers and link to the view that shows it.
quiz-check = Check
# Before the explanation, once the learner checks.
quiz-right = Right.
quiz-not-quite = Not quite.
# A link to the view the question is about.
quiz-see-view = See it in the view.
# A choice that is only a number.
quiz-number = { $value }

## Same offset, different absolute positions. "cat" and "sat" are the tokens (keep them in English).

quiz-shift-prompt = "cat" queries "sat" two positions earlier: once at positions { $near_m } and { $near_n }, once at { $far_m } and { $far_n }. How do the two scores compare?
quiz-shift-equal = They are equal
quiz-shift-near = Higher at { $m } and { $n } (nearer the start)
quiz-shift-far = Higher at { $m } and { $n }
quiz-shift-explanation = The scores are { $near } and { $far }. Each pair contributes dot cos((m-n)w) + cross sin((m-n)w), and m - n = { $distance } both times.

## Word order under the causal mask. "big" and "red" are the tokens (keep them in English).

quiz-order-prompt = In a decoder with the causal mask, "big red" becomes "red big". What happens to the attention weight of "red" (query) on "big" (key)?
quiz-order-same = Nothing: same words, same weight
quiz-order-masked = It becomes exactly 0: "big" is now a later key, and the causal mask hides later keys
quiz-order-sign = It only changes because m - n flips from +1 to -1, which flips the sign of every cross (sin) term
quiz-order-explanation = In "big red", "red" (position 1) gives "big" (position 0) weight { $before }. In "red big", "big" sits at position 1, after the query at 0: its logit is masked to minus infinity and its weight is exactly { $after }. Only without a mask (an encoder) would "red" still see "big": its score goes from { $big_red } to { $red_big }, because cos is even and sin is odd, so the dot parts stay and the cross parts change sign.

## Which pair wraps first.

quiz-wrap-prompt = With the current settings, which pair completes a full turn first?
quiz-wrap-first = Pair 0, the fastest
quiz-wrap-middle = A middle pair
quiz-wrap-last = The last pair, the slowest
quiz-wrap-none = None: no pair turns
quiz-wrap-explanation = Pair { $pair } has the shortest wavelength: { $wavelength } positions (2 pi / inv_freq).
quiz-wrap-explanation-none = Every pair's speed is 0 here (RoPE is off, or every pair is left unrotated): no pair ever completes a turn, and positions change no score.

## Linear interpolation.

quiz-interpolation-prompt = Linear interpolation stretches a model trained on { $trained } positions to { $stretched } (factor { $factor }). Position { $position } then gets the angles plain RoPE gives position...
quiz-interpolation-explanation = Every frequency is divided by { $factor }, so the angles at { $position } are those of position { $equivalent }: positions are squeezed into the trained range.

## Raising the base. $from, $to: the two bases; $dim: the head dimension.

quiz-base-prompt = Raise the base from { $from } to { $to } (d = { $dim }). The slowest pair turns...
quiz-base-faster = Faster
quiz-base-slower = Slower
quiz-base-same = The same
# $from, $to: speeds in degrees per position (scientific notation).
quiz-base-explanation = Its speed goes from { $from } to { $to } degrees per position: base^(-2i/d) shrinks as the base grows (except pair 0, always 1 rad).

## Rotations keep lengths.

quiz-norm-prompt = Rotating a query to position { $position } changes its length by...
quiz-norm-kept = Nothing: rotations keep lengths
quiz-norm-grows = It grows with the position
quiz-norm-shrinks = It shrinks with the position
quiz-norm-explanation = |R q| / |q| = { $ratio }. Each pair is turned, never stretched.

## YaRN's temperature.

quiz-yarn-prompt = YaRN with factor { $factor } scales cos and sin by its attention factor. Every attention logit is then multiplied by...
quiz-yarn-no-change = 1 (no change)
# $af: the attention factor; $logit: its square; $temperature: the same square, two decimals;
# $inv: its inverse; $p_plain, $p_scaled: a softmax weight before and after.
quiz-yarn-explanation = The attention factor is 0.1 ln { $factor } + 1 = { $af }. HF multiplies cos and sin by it, so the rotated q and the rotated k each carry it once and their dot product, the logit, carries it twice: { $af }^2 = { $logit }. That divides the softmax temperature by { $temperature } (to { $inv } of what it was): a markedly sharper softmax. Two logits 1 and 0: the larger one's weight goes from { $p_plain } to { $p_scaled }.

## A path's score, at its end.

# $percent: the share right, in percent.
quiz-score = Score: { $right } of { $questions } ({ $percent } %).
# $mark: the pass mark in percent; $passed: yes or no.
quiz-score-with-pass = Score: { $right } of { $questions } ({ $percent } %), pass mark { $mark } %: { $passed ->
        [yes] passed
       *[no] not passed
    }.
# A computed or tour question's answer in the result list: the choice's place, from 1.
quiz-choice-n = choice { $n }
