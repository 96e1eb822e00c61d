# Notas tras aplicar una configuración de Hugging Face: qué leyó ropescope, qué supuso y qué solo
# pudo aproximar. Los nombres de campo y de modelo se quedan tal cual.

hf-note-text-config = Se leyeron los ajustes del modelo de lenguaje desde text_config.
hf-note-qk-rope-head-dim = qk_rope_head_dim: en la atención latente multicabeza solo rota esta parte de cada cabeza de consulta y de clave (el resto, qk_nope_head_dim, no lleva posición); d se fija en este valor, como hace transformers con head_dim.
hf-note-default-base = Este config.json no indica rope_theta (ni rotary_emb_base): la base es la predeterminada de HF, { $base }.
hf-note-axial = rope_type axial: la RoPE 2D de una torre de visión. La mitad de los pares de cada cabeza gira con la fila de un parche y la otra mitad con su columna, a las velocidades de la RoPE simple sobre d/2: la vista de visión la dibuja con esta d y esta base.
hf-note-partial = { $name } { $fraction }: HF rota solo int({ $head_dim } x { $fraction }) = { $rotary } de las { $head_dim } dimensiones de cada cabeza. ropescope no tiene un ajuste de rotación parcial, así que d se fija en esas { $rotary } dimensiones rotatorias; las otras { $rest } nunca rotan (suman el mismo término de q·k en cada posición) y no se muestran.
hf-note-partial-bare = { $name } { $fraction }: solo esa fracción de cada cabeza rota, pero un bloque suelto no da el tamaño de la cabeza, así que d sigue siendo { $d }. Fija d en int(head_dim x { $fraction }) o pega el config.json completo.
hf-note-truncate = transformers lee el truncate de yarn del rope_parameters exterior, nunca del bloque propio de un tipo de capa: este conjunto se trunca, como lo calcula HF.
hf-note-derived-factor = El bloque no indica factor: como en HF, es max_position_embeddings / original_max_position_embeddings = { $max } / { $orig } = { $factor }.
hf-note-global-head-dim = global_head_dim { $g }: las cabezas de las capas de atención completa tienen { $g } dimensiones (el head_dim de las capas deslizantes es el suyo propio).
hf-note-local-set = Las capas { $layer_type } usan RoPE { $method } (base { $base }): la página muestra el conjunto de las capas globales; rope-export --hf imprime ambos.
hf-note-linear-attention = Las capas linear_attention (Qwen3-Next, Qwen3.5: Gated DeltaNet) no tienen atención softmax ni RoPE: el patrón de capas las marca con N.
hf-note-vision = Torre de visión: RoPE 2D axial con tamaño de cabeza { $head_dim }, rope_theta { $base }, spatial_merge_size { $merge } (la vista de visión; rope-export --hf --grid t,h,w imprime su inv_freq y sus ids de posición).
