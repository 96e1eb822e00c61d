# Errors: a refused setting, named by its URL key (kept as is: `dim`, `base`, ...).
# $key: the URL key; $expected: the accepted range or form (a limit-* message); $got: the
# value given.
error-config = { $key }: expected { $expected }, got "{ $got }"
# A range not yet translated: shown as the core wrote it (English).
error-expected-as-given = { $text }

## The accepted ranges (each follows "expected" in error-config).

limit-dim = an even integer from { $min } to { $max } (dimensions rotate in pairs)
limit-dim-ntk = at least { $min } for NTK scaling (its exponent d/(d-2) is infinite at d = 2)
limit-base = a finite number greater than { $above }
limit-speed = a finite number of degrees per position in [-{ $max }, { $max }]
limit-speeds = dim/2 comma-separated speeds in degrees per position
limit-factor = a number from { $min } to { $max }
limit-beta = numbers up to { $max } with beta_fast > beta_slow > 0
limit-attn = a number > 0 and at most { $max }
limit-mscale = a number from 0 to { $max } (0 means unset, as in HF)
limit-freq-factor = numbers up to { $max } with high_freq_factor >= low_freq_factor > 0
limit-context = a whole number of positions from { $min } to { $max }
limit-text = 1 to { $tokens } word or punctuation tokens, at most { $chars } characters, no control characters
limit-position = a whole number from 0 to { $max }
limit-last-position = an offset that keeps the last token at position { $max } or below
limit-vector = dim comma-separated finite numbers, each in [-{ $max }, { $max }]
# $last: the last layer's index; $n: the model's layer count.
limit-layer = a whole number from 0 to { $last } (SmolLM2-135M has { $n } layers)
limit-head = a whole number from 0 to { $last } (SmolLM2-135M has { $n } query heads per layer)
limit-model-dim = { $d } with qk=model (SmolLM2-135M's heads have d = { $d }; pick another q/k source to change d)
limit-drop = a whole number from 0 to d/2 (pairs left unrotated)
limit-ext-factors = d/2 comma-separated numbers (one per pair), each > 0 and at most { $max }
limit-partial = a number > 0 and at most 1 (the fraction of the head that turns)
limit-layer-types = 1 to { $max } letters, each G (global), L (local) or N (no RoPE)
limit-layers = a whole number from 1 to { $max }
limit-attn-scale = a number from 0 to { $max }
limit-mrope = three whole numbers (time, height and width pairs) that add up to d/2
limit-image-grid = three whole numbers t,h,w: t = 1 (one image), h and w multiples of { $merge }, from { $merge } to { $max } patches
limit-bool = true or false
limit-patches = two whole numbers rows,columns, each from 1 to { $max } and a multiple of the merge size
limit-merge = a whole number from 1 to { $max }
limit-patch = two whole numbers row,column inside the patch grid (from 0)
limit-nope-dim = a whole number from 0 to { $max } (0: no decoupled part; DeepSeek-V3: 128)
limit-image-at = a whole number from 0 to { $max } (past the last token: the image comes last)
limit-placeholders = at most { $max } placeholders
limit-locked = a value the course page fixed (this control is locked)
limit-json-number = a JSON number
limit-json-whole = a whole JSON number
limit-json-string = a JSON string
# The model lab's hints under its layer and head fields.
limit-layer-hint = 0 to { $last }: which layer's q and k the views show.
limit-head-hint = 0 to { $last }; heads 3h to 3h+2 share key head h.
# A range a locked control's value made impossible: $expected, then $locked (limit-locked).
limit-and-locked = { $expected } ({ $locked })
limit-json-list = a JSON list of at most { $max } numbers
# The accepted names (URL values, kept as is): $n of them, $first and $second, $list (all,
# comma-separated).
limit-one-of = { $n ->
    [1] { $first }
    [2] { $first } or { $second }
   *[other] one of { $list }
}
limit-once = each key at most once
limit-once-first-used = each key at most once (the first one is used)
limit-percent-encoding = valid percent-encoding (% followed by two hex digits)
limit-percent-utf8 = percent-escapes that decode to valid UTF-8 text
# $n: the head dimension d.
limit-vector-length = { $n } comma-separated numbers (one per dimension)
# $first, $last: the sentence's first and last positions; $key: q or k (URL keys).
limit-token-position = a token position from { $first } to { $last } (or give the vector with { $key })
# $range: limit-merge; $rows, $cols: the patch grid.
limit-merge-divides = { $range } that divides the grid's { $rows } x { $cols } patches
# $range: limit-patch; $last_row, $last_col: the grid's last row and column.
limit-patch-here = { $range } (here rows 0 to { $last_row }, columns 0 to { $last_col })
# $range: limit-mrope; $pairs: d/2.
limit-mrope-here = { $range } (here { $pairs })
# $n: d/2.
limit-speeds-count = { $n } comma-separated speeds (one per pair: dim/2)
# $index: the pair; $range: limit-speed.
limit-speed-at = speed { $index } to be { $range }
limit-factors-count = { $n } comma-separated numbers (one per pair: d/2)
limit-longrope-orig = at least 2 for LongRoPE's attention factor sqrt(1 + ln s / ln orig) (or give attn)
# The methods that work on custom speeds (URL names): $n of them, $rest (all but the last,
# comma-separated) and $last.
limit-needs-base = { $n ->
        [1] { $last }
       *[other] { $rest } or { $last }
    } when custom speeds are given (this method's formula needs the base)

# Errors in pasted JSON (a Hugging Face config). JSON's own words (true, null) stay.
# $what: one of the json-* below; $at: the byte offset.
json-error-at = { $what } at byte { $at }
json-bad-code-point = bad code point
json-bad-escape = bad escape
json-bad-surrogate-pair = bad surrogate pair
json-control-character-in-string = control character in string
json-expected-comma-or-bracket = expected , or ]
json-expected-comma-or-brace = expected , or { "}" }
json-expected-colon = expected :
json-expected-a-digit = expected a digit
json-expected-a-digit-after-point = expected a digit after .
json-expected-a-digit-in-the-exponent = expected a digit in the exponent
json-expected-a-key-in-quotes = expected a key in quotes
json-leading-zero = leading zero
json-lone-surrogate = lone surrogate
json-nesting-too-deep = nesting too deep
json-number-out-of-range = number out of range
json-unexpected-character = unexpected character
json-unexpected-end-of-input = unexpected end of input
json-unterminated-string = unterminated string

# The long-context lab's settings (compare=, gaps=, the texts, keys=, seed=, run=).
limit-lab-compare = a comma list of none or method:factor (method linear, ntk, yarn or llama3; factor 1 to { $factor }), at most { $most }
limit-lab-gaps = a comma list of at most { $most } whole numbers of positions from 0 to { $max }
limit-lab-text = empty (the default text) or a text of up to { $max } characters, not only spaces
limit-lab-keys = a whole number of pass keys per gap, 1 to { $max }
limit-lab-seed = a whole number (the seed the pass keys are drawn from)
limit-lab-run = 1 (run once the model is loaded) or 0
