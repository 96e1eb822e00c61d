# Notices: a page key of the link that could not be read (the page still works). URL keys and
# their values (theme, tour, step, lang, origin, light, dark, auto, en, zh-CN, es) stay as is.

# $key: the page key (lock or controls); $names: the names it ignored, comma-separated.
notice-keys-ignored = { $key }: ignored { $names }.
# $name: the name given; $views: every view's name, comma-separated.
notice-unknown-view = Unknown view "{ $name }" ignored (views: { $views }).
notice-bad-theme = theme must be light, dark or auto; using auto.
notice-bad-tour = tour must be 1 or 0; the tour stays closed.
notice-bad-step = step must be a step of the path; starting at step 1.
notice-path-too-long = A path in the link is too long; ignored.
notice-bad-lang = lang must be en, zh-CN or es; using the browser's language.
notice-bad-origin = origin must be like https://example.org (scheme, host, port): this widget talks to no page.
# A notice the parts module formatted already (shown as is).
notice-as-sent = { $text }
# Two or more notices in a row ($all: the sentences).
notice-sentences = { $all }

## What an edit did beyond the value typed (beside the control and in the notice area).

# $keys: the URL keys cleared, comma-separated ($n of them); $key: the key just edited.
notice-cleared = { $n ->
   *[other] Cleared { $keys } (no longer fit the new { $key }).
}
# $keys: the URL keys set; $model: the model's name (SmolLM2-135M).
notice-model-rope = Set { $keys } to { $model }'s own RoPE: the model as trained. Now turn the knobs.
# $sections: the new mrope sections (e.g. 2,2,4); $pairs: d/2.
notice-mrope-rescaled = Rescaled mrope to { $sections }: the same shares of the new d/2 = { $pairs } pairs.

## Values typed in place of what the settings column shows (listed with a Clear button).

override-speeds = Custom per-pair speeds are in use: they replace the base's frequencies, so the base changes nothing until you clear them.
override-q = A custom query vector is in use: the query/key vector choice does not change it.
override-k = A custom key vector is in use: the query/key vector choice does not change it.

## Notices about the link as a whole.

# $keys: the unknown keys as written, comma-separated ($n of them).
notice-unknown-keys = { $n ->
   *[other] Ignored unknown URL keys: { $keys }.
}
notice-values-refused = { $n } URL values were refused and fell back to defaults.
# $step: the step number the link asked for.
notice-not-a-tour-step = step { $step } is not a tour step; starting at step 1.
# $error: the browser's reason (technical, in English).
notice-part-failed = This part of the page could not be loaded ({ $error }); try again.
