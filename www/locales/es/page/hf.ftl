# Por qué se rechazó una configuración de Hugging Face pegada: la forma aceptada. Los nombres de
# campo (rope_type, layer_types, ...) se quedan tal cual.

hf-error-json = un objeto JSON como { "{" }"rope_type": "yarn", "factor": 4, "original_max_position_embeddings": 4096{ "}" }, un config.json completo o null
hf-error-too-long = { $bytes } bytes (como máximo { $max })
hf-error-layer-types = layer_types: una lista de cadenas
hf-error-layer-types-max = layer_types: una lista de como máximo { $max } cadenas
hf-error-whole-number = un número JSON entero
hf-error-rope-type = rope_type: una cadena JSON
hf-error-rope-type-names = rope_type { $names } o { $last } (axial solo en una configuración de visión completa)
hf-error-fraction = { $name }: un número mayor que 0 y como máximo 1
hf-error-rotary-got = { $rotary } dimensiones rotatorias (int({ $head_dim } x { $fraction }))
hf-error-rotary = un número par de dimensiones rotatorias, al menos 2 (ropescope rota pares completos)
hf-error-required = d/2 números (transformers exige { $fields } para { $method })
hf-error-no-factor-got = sin factor
hf-error-no-factor = un factor, o max_position_embeddings y original_max_position_embeddings para deducirlo
hf-error-no-set = ningún conjunto de RoPE
hf-error-no-rope-layers = no_rope_layers: una lista de 0 y 1 (1 = la capa usa RoPE)
