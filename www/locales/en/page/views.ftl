# What sits at a position in a view's sentence.
# $token: the token's text (shown as typed).
scene-label-token = "{ $token }"
scene-label-given = given vector
scene-label-position = position { $pos }

# The sentence under the compasses. $query, $key: scene-label-* (a token in quotes, ...);
# $m, $n: their positions; $distance: m − n.
compasses-readout = Query { $query } at m = { $m }, key { $key } at n = { $n }: m − n = { $distance }.
# The same, with both tokens moved by $shift positions.
compasses-readout-shifted = Query { $query } at m = { $m }, key { $key } at n = { $n }, both shifted by t = { $shift }: m − n = { $distance }.

## The heatmap of angles (distance m − n against pair).

heatmap-axis-pair = pair i (fast -> slow)
heatmap-axis-distance = distance m − n
heatmap-axis-distance-sampled = distance m − n (sampled)
heatmap-legend-cyclic = 2π (cyclic)
# $max: the largest angle, in radians.
heatmap-legend-log = { $max } rad (log)
# The pointed cell. $distance: m − n; $speed: degrees per position; $angle (rad), $degrees;
# $wrap: yes when angles are shown mod 360°; $unseen: yes when the cell is greyed.
heatmap-readout = m − n = { $distance }, pair { $pair }, speed { $speed }°/position, angle { $angle } rad = { $degrees }°{ $wrap ->
        [yes] { " " }(mod 360°)
       *[no] { "" }
    }{ $unseen ->
        [yes] , an angle this pair never showed within the original context
       *[no] { "" }
    }
# The line under the heatmap: $turns (which pairs complete a turn), then $grey (greyed cells).
heatmap-now = { $turns } { $grey }
# $last: the largest distance; $rows: rows drawn; $every: distances per row.
heatmap-shown-sampled = Distances 0 to { $last } are shown as { $rows } sampled rows (one every { $every } distances: the stripes of fast pairs come from the sampling)
heatmap-shown = Distances 0 to { $last } are shown
# How a pair that completes a turn shows: angle mod 2π (wheel) or raw angles.
heatmap-wheel-one = its column runs through the colour wheel
heatmap-wheel-many = their columns run through the colour wheel
heatmap-raw-one = its raw angle passes 2π
heatmap-raw-many = their raw angles pass 2π
heatmap-rest-one = pair { $from } stays within its first turn
heatmap-rest-many = pairs { $from } to { $last } stay within their first turn
# $shown: heatmap-shown(-sampled); $how: heatmap-wheel-*/raw-*; $rest: heatmap-rest-*.
heatmap-turns-no-pair = { $shown }, with no pair.
heatmap-turns-still = { $shown }: no pair turns at all (every speed is 0, as with RoPE off).
# $needs: the positions pair 0 needs for one turn.
heatmap-turns-none = { $shown }: no pair completes a turn within them (pair 0 needs { $needs } positions).
heatmap-turns-only-pair = { $shown }: its one pair completes a turn ({ $how }).
heatmap-turns-all = { $shown }: all { $n } pairs complete at least one turn ({ $how }).
heatmap-turns-first = { $shown }: only pair 0 completes a turn ({ $how }); { $rest }.
heatmap-turns-leading = { $shown }: pairs 0 to { $last } complete a turn ({ $how }); { $rest }.
# $k of $n pairs; $list: their indices, comma-separated.
heatmap-turns-some = { $shown }: { $k } of the { $n } pairs complete a turn (pairs { $list }).
# $drawn: plain, scaled or unscaled (which frequencies the angles use); $orig: the original context.
heatmap-grey-none = No cell is greyed: every angle here{ $drawn ->
        [scaled] { " " }with the scaled frequencies
        [unscaled] { " " }with the unscaled frequencies
       *[plain] { "" }
    } was met within the original context of { $orig } positions.
# $cells greyed cells in $cols of the $pairs columns.
heatmap-grey-some = { $cells } cells in { $cols } of the { $pairs } columns are greyed: angles{ $drawn ->
        [scaled] { " " }with the scaled frequencies
        [unscaled] { " " }with the unscaled frequencies
       *[plain] { "" }
    } that a model trained on { $orig } positions never met.
# The heatmap's text alternative. $rows distances from $first to $last by $pairs pairs; $fast,
# $slow: pair 0's and the last pair's (number $last_pair) speeds in degrees; $wraps: pair 0's
# wavelength in positions; $ood: greyed cells.
heatmap-summary = { $rows } distances m − n from { $first } to { $last } by { $pairs } pairs. Pair 0 turns { $fast }° per position and wraps every { $wraps } positions; pair { $last_pair } turns { $slow }° per position.{ $ood ->
        [0] { "" }
       *[other] { " " }{ $ood } cells (greyed) hold angles never met within the original context.
    }

## View titles (numbered in page order by view-numbered) and short names (contents bar, menus).

# $n: the view's place on the page; $heading: its title.
view-numbered = { $n }. { $heading }
view-title-compasses = Compasses: each pair turns
view-short-compasses = Compasses
view-title-heatmap = Angle heatmap
view-short-heatmap = Angle heatmap
view-title-score = Score decomposition
view-short-score = Score by pair
view-title-invariance = Shift both tokens
view-short-invariance = Shift both tokens
view-title-distance = Score vs distance
view-short-distance = Score vs distance
view-title-attention = Attention matrix
view-short-attention = Attention
view-title-frequencies = Frequencies and wavelengths
view-short-frequencies = Frequencies
view-title-layers = Layers: local, global and no RoPE
view-short-layers = Layers
view-title-longlab = Long-context lab: the real model past its trained context
view-short-longlab = Long-context lab
view-title-absolute = Absolute vs rotary
view-short-absolute = Absolute vs rotary
view-title-multimodal = Multimodal RoPE: time, height, width
view-short-multimodal = Multimodal
view-title-vision = Vision RoPE: rows and columns
view-short-vision = Vision patches
view-title-latent = Latent attention: decoupled RoPE
view-short-latent = Latent attention
view-title-lesson = Why it works, step by step
view-short-lesson = Why it works
view-title-examples = Worked examples
view-short-examples = Worked examples
view-title-mistakes = Mistakes in the sources
view-short-mistakes = Mistakes in the sources
view-title-quiz = Check yourself
view-short-quiz = Check yourself
view-title-kernel = The full kernel, at real size
view-short-kernel = Kernel at real size

## Chapters: title and one-line blurb (the contents bar).

view-chapter-rotation = Rotation
view-chapter-score = Score
view-chapter-long-context = Long context
view-chapter-deeper = Going deeper
view-chapter-blurb-rotation = Each pair of dimensions turns by position x its speed.
view-chapter-blurb-score = The query-key score, pair by pair, and what shifting both tokens does to it.
view-chapter-blurb-long-context = Speeds, wavelengths and the trained context; how scaling methods stretch them; layers with other RoPEs or none; the real model tested past its trained context.
view-chapter-blurb-deeper = Absolute codes, images, vision patches, latent attention, the derivation, the classic examples, the sources' mistakes, a quiz and the real kernel.

# Under each compass dial: the angle between the query and the key arrows.
compasses-dial-apart = { $angle }° apart
