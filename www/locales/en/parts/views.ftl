# What each readout a question can hide shows (the path editor lists them).

view-readout-dial-angles = the speed and angle lines under the dials and the table of angles per pair
view-readout-heatmap-angles = the line under the heatmap naming the pointed cell's speed and angle
view-readout-score-total = the RoPE score and the score without RoPE (and the identity's numbers; the original score under "Only m − n")
view-readout-score-pairs = the bars and the per-pair table: which pair adds the most
view-readout-frequency-table = the data table: each pair's speed (plain and scaled), wavelength and slowdown
view-readout-attention-factor = the method's attention factor (and the note on it under the score)
view-readout-shifted-score = the shifted placement's score and the difference
view-readout-turning-pairs = the line under the heatmap: which pairs complete a turn
view-readout-long-pairs = the line under the chart: how many wavelengths are longer than the trained context
view-readout-distance-scores = the score against distance in words and numbers: the notes under the charts and the table
view-readout-scaled-pairs = the lines under the chart that say which pairs the scaling method slows and by how much
view-readout-mrope-slowest = the table of each axis's fastest and slowest pair, sectioned and interleaved
view-readout-order-note = the note on what still carries order with RoPE off
view-readout-patch-scores = the readout of the picked patch's score, before and after the shift
view-readout-latent-parts = the chart of the two parts against distance
view-readout-distance-charts = the three charts of the score against distance: their shape shows how it changes
view-readout-wavelength-chart = the chart of each pair's wavelength, plain and scaled, against the trained context

# A kind of layer, with its attention (the layers view and its strip's tooltips).
view-layer-kind-chunked = RoPE (chunked attention)
view-layer-kind-global = global (full attention)
view-layer-kind-local = local (sliding window)
view-layer-kind-none-full = no RoPE (full attention)
view-layer-kind-none = no RoPE
