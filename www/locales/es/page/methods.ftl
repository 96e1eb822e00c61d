method-none = Ninguno (RoPE simple)
method-linear = Lineal / interpolación de posiciones
method-ntk = NTK-aware (estático)
method-ntk_alpha = NTK con alpha fijo (HunYuan)
method-dynamic = NTK dinámico
method-yarn = YaRN
method-llama3 = Llama 3
method-longrope = LongRoPE (Phi-3.5, Phi-4-mini)
method-proportional = Proporcional (giran los primeros pares)
method-param-alpha = alpha (HunYuan)
method-param-alpha-hint = El alpha de HunYuan: la base pasa a ser base x alpha^(d/(d-2)) en cualquier longitud (Hunyuan-A13B: 1000). La vista de frecuencias da la base resultante.
method-note-none = Sin escalado: las longitudes de onda mayores que el contexto original (línea discontinua) nunca completan una vuelta en el entrenamiento.
method-note-linear = Lineal (interpolación de posiciones): cada longitud de onda x { $factor }; la posición p le parece p / { $factor } al modelo.
method-what-ntk = NTK-aware
method-what-ntk_alpha = NTK con alpha fijo
method-more-ntk_alpha = Las configuraciones de HunYuan llaman dynamic al método, pero con un alpha fijo no cambia con la longitud.
method-note-more = { $note } { $more }
method-note-ntk = { $what }: la base pasa a ser { $new_base } = { $base } x { $s }^(d/(d-2)) con { $s } = { $factor } y d = { $d }. El par 0 conserva su velocidad; el último par gira { $last } veces más lento ({ $s }), y los pares intermedios, menos.
method-note-dynamic-within = NTK dinámico con la longitud actual L = { $len }, dentro de las { $orig } posiciones de entrenamiento: el factor efectivo es 1, la base sigue siendo { $base } y cada par conserva su velocidad. Reescala cuando L pasa de { $orig }; su último par se ralentiza por el factor nominal { $s } solo con L = { $full_at }.
method-note-dynamic = NTK dinámico con la longitud actual L = { $len } (entrenado con { $orig }): el factor efectivo es s x L/L0 - (s - 1) = { $s } x { $len }/{ $orig } - { $sm1 } = { $s_eff }, así que la base pasa a ser { $base_new } = { $base } x { $s_eff }^(d/(d-2)) con d = { $d }. El par 0 conserva su velocidad; el último par gira { $last } veces más lento, { $compared ->
        [same] exactamente el factor nominal
        [less] menos que el factor nominal { $s }
       *[more] más que el factor nominal { $s }
    } (se ralentiza exactamente { $s } con L = { $full_at }); los pares intermedios se ralentizan menos.
method-note-llama3 = Llama 3: los pares con longitudes de onda menores que { $high } conservan su velocidad; los pares con longitudes de onda mayores que { $low } giran { $factor } veces más lento, así que sus longitudes de onda crecen { $factor } veces; entre ambos, una transición suave (ambos extremos incluidos).
method-note-longrope = LongRoPE: la velocidad de cada par se divide por su propio número, de short_factor mientras la secuencia cabe en el contexto original ({ $orig } posiciones) y de long_factor cuando es más larga: transformers cambia según max(position_ids) + 1 (la longitud de la secuencia cuando no se salta ninguna posición; con posiciones saltadas, como en el laboratorio, decide la última posición), así que a partir de { $orig } los factores largos se aplican en todas las posiciones, incluida la 0. Longitud { $len }: se aplican los factores { $which ->
        [long] largos
       *[short] cortos
    }. Factor de atención { $attn } (logits x { $logits }).
method-note-longrope-plain = LongRoPE.
method-note-proportional = RoPE proporcional: giran los primeros { $turning } de { $pairs } pares, con exponentes sobre toda la d (el par i a base^(-2i/d)), divididos por { $factor }; los otros { $still } se quedan quietos. Con factor 1 es p-RoPE (Barbero et al. 2024, "Round and Round We Go"), drop = { $still } sobre la RoPE simple: ambos mantienen girando los pares más rápidos y detienen los más lentos, los últimos.
method-yarn-pair = el par { $first }
method-yarn-pairs = los pares { $first } a { $last }
method-yarn-kept-none = ningún par conserva su velocidad
method-yarn-kept = { $n ->
        [one] { $pairs } conserva su velocidad
       *[other] { $pairs } conservan su velocidad
    }
method-yarn-full-none = ninguno se divide por el { $factor } completo (la rampa termina después del último par)
method-yarn-full = { $n ->
        [one] { $pairs } se divide por { $factor }
       *[other] { $pairs } se dividen por { $factor }
    }
method-yarn-blended = { $n ->
        [one] { $pairs }, intermedio, se mezcla (una rampa lineal)
       *[other] { $pairs }, intermedios, se mezclan (una rampa lineal)
    }
method-yarn-two = { $kept } y { $full }
method-yarn-three = { $kept }, { $full } y { $blended }
method-note-yarn = YaRN: { $sides }. La rampa va del índice de par { $lo } al { $hi }: donde un par da beta_fast = { $beta_fast } y beta_slow = { $beta_slow } vueltas en { $orig } posiciones, { $truncate ->
        [yes] redondeado hacia fuera a pares enteros (truncate)
       *[no] sin redondear (truncate false), así que un límite puede caer entre dos pares
    }, dentro de 0 a d - 1. Factor de atención { $attn } (logits x { $logits }).
