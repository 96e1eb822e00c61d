# The mistakes in the source texts: what the page's own views show when they link to them
# (the titles of the five texts and the places in them). The rest is in parts/mistakes.ftl.

## The five source texts, by title (proper names: keep the English title; a translation may follow
## in parentheses).

mistakes-source-walkthrough = A PyTorch walkthrough of RoPE
mistakes-source-slides = Lecture slides on RoFormer
mistakes-source-derivation = A derivation of the score, pair by pair
mistakes-source-lesson = A course lesson with check-yourself questions
mistakes-source-context = Notes on context extension (PI, NTK, YaRN)

## Places in the texts (a section or step of a text, in ropescope's words), linked from the
## compasses and heat-map views.

mistakes-where-slice-t0-angles = ASCII tour, quick visual slice: t = 0
mistakes-where-slice-k0-t2048 = ASCII tour, quick visual slice: t = 2048
mistakes-where-speed-order-reversed = ASCII tour, after the slice and in the compass summary
mistakes-where-emoji-heatmap-colours = The freqs table seen as a heat-map of emoji
mistakes-where-theta-k-minus-theta-k = Derivation: setting m = n (and its later recap)
mistakes-where-g-argument-n = Derivation: a solution for the magnitudes
mistakes-where-phi-step-sign = Derivation: substituting n = m + 1
mistakes-where-exponent-parentheses = Derivation: putting it all together
mistakes-where-gamma-doubled = Derivation: the recap before the rotation matrix
mistakes-where-each-dimension-own-angle = RoPE introduction: the angles
mistakes-where-theta-is-frequency = f_q(x_m, m) = (W_q x_m)e^(imθ) and Euler's formula
mistakes-where-pi-inverted-ratio = Position Interpolation (PI)
mistakes-where-lambda-theta-angle = YaRN: the wavelength λ_d
mistakes-where-d-halved = Theta calculation
