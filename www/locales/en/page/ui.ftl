# The page around the views: the top bar, the toolbar, the footer, the notices the page itself
# writes, the token chips, the contents bar, the crash banner, the parts' slots and the two
# views drawn by the page (compasses, heatmap).

## Top bar and toolbar

# The browser tab's title.
ui-page-title = ropescope: Rotary Position Embeddings, live

ui-tagline = Rotary Position Embeddings, computed live
# The guided tour's button: the long label (laptop) and the short one (phone).
ui-tour-start = Start here: a guided tour
ui-tour-start-short = Guided tour
# The toolbar's accessible name.
ui-toolbar-label = Share and display
ui-copy-link = Copy link
ui-link-copied = Link copied.
ui-link-not-copied = Could not copy (the browser refused the clipboard): the link is in the address bar.
ui-download-json = Download JSON
# Presentation mode's button; its tooltip names the URL key (present=1), which stays as is.
ui-present = Present
    .title = Large type for a projector (present=1)
ui-write-path = Write a path
ui-theme-label = Theme
# One option of the theme menu; $theme is the URL value (auto, light, dark).
ui-theme-option = { $theme ->
    [light] theme: light
    [dark] theme: dark
   *[auto] theme: auto
}
# The button that opens the embed builder (an iframe for a course page).
ui-embed = Embed
# Embed mode: the link from an embedded widget to the full page.
ui-open-full = Open the full explainer ↗
# The footer; "RoFormer (Su et al.)" is the paper's link.
ui-footer = Every number is computed in f64 by ropescope's Rust core and checked against Hugging Face transformers' RoPE code.
ui-footer-paper = RoFormer (Su et al.)

## What the page says about its address at start

# $keys: the unknown keys, comma-separated.
ui-notice-unknown-keys = Ignored unknown URL keys: { $keys }.
# $n: how many values were refused (always more than one).
ui-notice-refused-values = { $n } URL values were refused and fell back to defaults.
# $step: the step number the link asked for.
ui-notice-no-such-step = step { $step } is not a tour step; starting at step 1.

## A view's caption and its links to the mistakes in the source texts

ui-caption-more = More about this view
ui-caption-less = Less
# Before the list of places (ends with a space before the first place).
ui-errata-intro = Mistakes in the source texts about this view:{ " " }
# Before a source text's places: $title is the text's title (shown in italics).
ui-errata-in-text = in { $title }:{ " " }
# Between two source texts' lists of places.
ui-errata-text-gap = { "; " }
# Between two places of the same text.
ui-errata-place-gap = { ", " }
# A place with several mistakes: $section is the place (a section number), $numbers the
# numbered links 1, 2, ...
ui-errata-numbered = { $section } ({ $numbers })
ui-errata-number-gap = { ", " }
# A numbered link's name for screen readers.
ui-errata-number-label = { $section }, mistake { $k } of { $n }

## The contents bar

toc-label = Contents

## The token chips

tokens-label = Tokens and positions
tokens-title = Tokens
# The toggle: "Click picks the (o) query (o) key".
tokens-pick-label = A click on a token picks
tokens-pick = Click picks the
tokens-pick-query = query
tokens-pick-key = key
# Read by screen readers between a chip's word and its position ("cat at position 3"); keep the
# spaces at both ends.
tokens-at-position = { " " }at position{ " " }

## The crash banner (the widget stopped); a link follows the message.

crash-banner = Something went wrong in ropescope and it stopped. Reload the page to start again; this link keeps your settings:{ " " }
crash-link = reload with these settings

## The on-demand parts (loaded as the learner scrolls)

part-loading = Loading…
part-retry = Retry
# $error: why (the browser's own words, often in English).
part-failed = This part of the page could not be loaded ({ $error }).
part-failed-notice = This part of the page could not be loaded ({ $error }); try again.
part-unknown-error = unknown error
part-no-address = the page does not say where its parts module is
part-bad-message = A message from the on-demand module did not check out: { $error }
part-unreadable-message = The on-demand module could not read a message: { $error }
# $name: a part's internal name.
part-no-such-part = there is no part named "{ $name }"

## The embed code

# The iframe's title (read by screen readers on the course page).
share-frame-title = ropescope: rotary position embeddings

## The compasses view

compasses-view-caption = Each pair of dimensions is a little dial. RoPE turns the query's pair i by m x θ_i (blue arrow; grey is before the turn) and the key's pair by n x θ_i (orange arrow). Slide both tokens along with "shift both" and watch the angle between the two arrows of a pair (the table's "between"). Fast pairs (first) spin quickly; slow pairs (last) barely move. Rotation never changes a length. Each dial has its own scale: its longer arrow reaches the rim.
# Under each dial: its pair, and its speed in degrees per position ($speed: a number).
compasses-view-pair = pair { $pair }
compasses-view-speed = { $speed }°/pos
# The dials' description for screen readers: $readout is the line above the dials (a sentence
# or two), $n the number of pairs.
compasses-view-summary = { $readout } One dial per pair ({ $n } pairs): blue is the rotated query, orange the rotated key, grey the query before rotation. The angles are in the table below.
# The slider's label (t is the shift, a number follows).
compasses-view-shift = Shift both by t =
compasses-view-play = Play
compasses-view-pause = Pause
compasses-view-table = Angles per pair (table)
compasses-view-table-label = Angles per pair
compasses-view-col-pair = pair
compasses-view-col-dims = dims
compasses-view-col-speed = θ_i (°/position)
compasses-view-col-q = q angle (°)
compasses-view-col-k = k angle (°)
compasses-view-col-between = between (°)

## The heatmap view

heatmap-view-caption = Every cell is the angle (radians) that pair i puts between a query and a key m − n positions apart: (m − n) x θ_i. That relative angle is all a score sees (row r is also the absolute angle of a token at position r). Read across a row for one distance; read down a column to follow one pair. Fast pairs (left) come round within a few positions; slow pairs (right) may not finish one turn within the trained context. A cell is greyed when its angle is one a model trained on the original context never met: plain RoPE meets such angles on its slow pairs at distances beyond that context, and scaling methods exist to pull them back in. The line under the chart says which columns wrap and which cells are greyed with the current settings.
heatmap-view-point = Point at or tap a cell to read it (or focus the heatmap and use the arrow keys).
# A checkbox: the angles wrapped into one turn.
heatmap-view-wrap = angle mod 2π
# Before a menu of the largest distance (a number follows).
heatmap-view-range = distances 0 to
heatmap-view-scaled = scaled (off: unscaled)
heatmap-view-table = Data table (sampled)
# A column of the data table: pair $pair.
heatmap-view-col-pair = pair { $pair }

# Words the stylesheet shows: at the bottom edge of a tour text with more below it.
ui-css-more = more ↓
# In place of a readout that would give a tour question's answer away.
ui-css-answer-hidden = (shown once you answer the question){ " " }
# Over a chart whose shape answers the open tour question.
ui-css-answer-chart = Answer the question first: this chart shows the answer
