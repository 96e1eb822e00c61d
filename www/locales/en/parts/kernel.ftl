# The kernel view: the RoPE kernel at full size in the browser, timed against plain JavaScript
# and a plain copy.

kernel-caption = RoPE as a model runs it: a tensor of shape [B, S, H, D], each head vector split into D/2 planes, multiplied by an [S, D/2] table of unit phasors e^(i t θ_k) broadcast over batch and heads. Run it here at full size with four implementations on the same bytes: the SIMD128 wasm kernel, the scalar wasm kernel, plain JavaScript on typed arrays, and a plain copy (the memory-bandwidth floor). Base, layout and scaling come from your settings.

kernel-run = Run
kernel-running = Running...
# $elements: B x S x H x D; $mib: one buffer's size; $warm_up: warm-up runs; $runs: timed runs.
kernel-readout = { $elements } elements ({ $mib } MiB per buffer); input x[j] = 2·(splitmix64(j) >> 40)/2^24 − 1, uniform in [−1, 1); { $warm_up } warm-up + { $runs } timed runs each (small shapes repeat inside a run), medians.
# Followed by the largest error, e.g. 3.2e-7.
kernel-max-error = Max |error| vs f64 (sampled rows):
# After the largest error, when the browser's build has no SIMD (starts with its own space).
kernel-no-simd = { " " }(this build has no SIMD128: the SIMD row ran the scalar kernel)

## The timings table.

kernel-col-kernel = kernel
kernel-col-median = median ms
kernel-col-bandwidth = GB/s (read + write)
kernel-col-vs-simd = vs SIMD
kernel-row-simd = SIMD128 wasm
kernel-row-scalar = scalar wasm
kernel-row-js = JavaScript
kernel-row-copy = copy (floor)

## The slice tables and the identity check.

kernel-slices-title = Slice tables: (b, t, h) x pair k
kernel-slices-label = Data table
kernel-col-angle = angle t·θ_k
kernel-col-phasor = e^(i·angle)
kernel-col-before = before
kernel-col-after = after
kernel-col-norm-before = |before|
kernel-col-norm-after = |after|
kernel-identity-title = Identity over whole head vectors
kernel-identity-note = q = x[0, t1, 0], k = x[0, t2, 0]. Left: ⟨R(t1)q, R(t2)k⟩ from the kernel's f32 output. Right: ⟨q, R(t2 − t1)k⟩ in f64, since R(t1)ᵀR(t2) = R(t2 − t1). The last column is ⟨q, R(t1 − t2)k⟩, the form with the sign flipped that some texts print: it does not match.
kernel-col-difference = difference
kernel-col-wrong-sign = ⟨q, R(t1−t2)k⟩ (wrong sign)

## Progress while a run goes ($contender: one of kernel-contender-*).

kernel-stage-filling = allocating and filling the input...
kernel-stage-warm-up = warm-up: { $contender }...
kernel-stage-run = run { $round }/{ $runs }: { $contender }...
kernel-stage-checking = checking against f64...
kernel-contender-simd = SIMD
kernel-contender-scalar = scalar
kernel-contender-js = JavaScript
kernel-contender-copy = copy

## Why a run was refused.

kernel-error-odd-dim = D must be even and at least 2 (got { $d })
# $b, $s, $h, $d: the shape.
kernel-error-empty-shape = shape [{ $b }, { $s }, { $h }, { $d }] is empty: B, S and H must be at least 1
kernel-error-shape-overflow = shape [{ $b }, { $s }, { $h }, { $d }] has more elements than memory can address
# $elements: the product; $mi: the limit in Mi (2^20) elements; $limit: the limit, digits grouped.
kernel-error-too-large = B x S x H x D = { $elements } is above the limit of { $mi } Mi elements ({ $limit })
kernel-error-out-of-memory = could not allocate { $mib } MiB for the tensors: try a smaller shape
kernel-error-length = buffer has { $got } elements, the shape needs { $expected }
kernel-error-table = the phasor table does not match S and D
# Custom per-pair speeds and another D: what was given, and what is accepted.
kernel-speeds-got = speeds for d = { $d }
kernel-speeds-expected = custom speeds apply at the page's d = { $d }: set the kernel's D to { $d } or clear the speeds
