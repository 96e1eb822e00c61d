# The settings column (a sticky bar and a sheet on a phone), the compact controls of an embed,
# the layout diagram, the model presets, the query/key pickers and the Hugging Face config box.
# The controls' own labels and hints come from the key table (its own file).

# The settings column's title and accessible name.
controls-settings = Settings
# A phone's button that opens every setting as a sheet, and closes it.
controls-all-settings = All settings
controls-done = Done
# Folded groups of settings.
controls-more-settings = More settings: pairing, RoPE on/off, q and k, positions
controls-positions = Positions: offset, query and key
controls-unrotated = Unrotated slow pairs (p-RoPE)
controls-model-presets = Model presets
controls-hf-config = Hugging Face config (rope_scaling JSON)
controls-notation = Notation used in every view
# Clears a value that overrides the controls (an example's speeds, q and k).
controls-clear = Clear
# Short labels in a phone's settings bar (d is the head dimension, θ the base).
controls-short-dim = dim d
controls-short-scaling = scaling
controls-short-base = base θ
# Beside a control a course page locked.
controls-locked = Fixed by this page

## Offset and base presets

controls-offset-presets = Offset presets
# $offset: the first token's position.
controls-offset-preset = start at { $offset }
controls-base-slider = Base, logarithmic slider
controls-base-presets = Base presets

## The scaling method's parameters

# $factor: a number; $set is "yes" when the learner set the factor in the field below.
controls-attention-factor = Attention factor: { $factor } ({ $set ->
    [yes] set below
   *[no] the method's formula; a value below overrides it
})

## The layout diagram (which dimensions form each pair)

controls-layout-diagram = Pair index of each dimension in both layouts
# A cell's tooltip.
controls-dim-in-pair = dim { $dim } is in pair { $pair }
# Under the diagram when it shows only the first dimensions: $last the last one drawn, $d the
# head dimension.
controls-layout-cells-some = Cells: dimensions 0 to { $last } of { $d }, labelled with their pair.
controls-layout-cells = Cells: dimensions, labelled with their pair.

## Model presets and the query/key pickers

controls-model-preset = Model preset
controls-choose-model = Choose a model...
controls-query-token = Query token (m)
controls-key-token = Key token (n)
controls-custom-vectors = Custom q/k vectors are set (from the URL or an example): the lists pick positions only when they are not.

## The Hugging Face config box (the config names stay as they are)

controls-hf-paste = Paste a rope_scaling or rope_parameters block, or a whole config.json
controls-hf-file = or open a config.json
controls-hf-apply = Apply
controls-hf-applied = Applied.
# A config with one RoPE per layer type: $sets lists them (controls-hf-layer-set, joined by
# controls-hf-set-gap).
controls-hf-layer-sets = RoPE per layer type: { $sets }.
# $kind: the layer type's name in the config; $n: how many layers; $method: the scaling
# method's name; $base: a number.
controls-hf-layer-set = { $kind } ({ $n } layers): { $method }, base { $base }
controls-hf-set-gap = { "; " }
# $fields: the config's field names, comma-separated.
controls-hf-ignored = Ignored fields: { $fields }.
# $file: the file's name; $size and $max: bytes.
controls-hf-too-big = { $file }: { $size } bytes; a config.json of at most { $max } bytes is accepted.
controls-hf-unreadable = { $file }: cannot read the file.
controls-hf-current = These settings as HF config fields
controls-hf-no-equivalent = Custom per-pair speeds have no Hugging Face config equivalent.
controls-hf-static-ntk = Static NTK is written as plain RoPE with its adjusted rope_theta (HF has no static NTK type). rope-export --hf reads the same files.
