# Las vistas bajo demanda: leyendas, controles, encabezados de tabla, lecturas, notas y los
# textos que dibujan sus lienzos.

## Posiciones absolutas (view=absolute)

absolute-caption = El Transformer original suma un código sinusoidal p_m a la incrustación de cada token (izquierda: sin en las dimensiones pares, cos en las impares). Tras las proyecciones de consulta y clave, la puntuación se divide en cuatro términos, y tres de ellos contienen p_m o p_n por sí solos, así que se cuelan las posiciones absolutas: desplaza ambos tokens en t y esos términos cambian. RoPE (derecha: los cosenos del mismo tipo de ángulos) rota q y k en su lugar, y solo sobrevive m - n.
absolute-same = igual
absolute-changed-by = cambia en { $change }
absolute-sinusoidal-label = Codificación sinusoidal: posiciones 0 a 63 por dimensiones, azul negativo a naranja positivo
absolute-sinusoidal-figcaption = p_m sinusoidal (se suma)
absolute-rope-label = RoPE: coseno del ángulo de cada par, posiciones 0 a 63
absolute-rope-figcaption = Ángulos de RoPE (rotan)
absolute-png-sinusoidal = PNG (sinusoidal)
absolute-png-rope = PNG (RoPE)
absolute-shift-label = Desplaza ambos tokens en t = { "" }
absolute-col-term = término
absolute-col-depends = depende de
absolute-col-at-mn = en (m, n) = ({ $m }, { $n })
absolute-col-at = en ({ $m }, { $n })
absolute-col-after = tras el desplazamiento
absolute-toy-note = Incrustaciones y matrices de proyección W_q, W_k de juguete (deterministas, derivadas de los textos de los tokens); lo que importa es qué términos se mueven, no su tamaño.
absolute-term-content-content = (x_m W_q)·(x_n W_k)
absolute-term-content-position = (x_m W_q)·(p_n W_k)
absolute-term-position-content = (p_m W_q)·(x_n W_k)
absolute-term-position-position = (p_m W_q)·(p_n W_k)
absolute-term-sum = suma: codificación aditiva
absolute-term-rope = RoPE: (R_m W_q x_m)·(R_n W_k x_n)
absolute-depends-content = solo el contenido
absolute-depends-n = n en sí
absolute-depends-m = m en sí
absolute-depends-mn = m y n
absolute-depends-absolute = posiciones absolutas
absolute-depends-relative = solo m − n
absolute-axis-dimension = dimensión
absolute-axis-position = posición
absolute-axis-pair-cos = par (coseno de su ángulo)

## Matriz de atención (view=attention)

attention-caption = La consulta de cada token frente a la clave de cada token: logits = (q rotada) · (k rotada) / sqrt(d), por el cuadrado del factor de atención del método, y luego un softmax a lo largo de cada fila. Con la máscara causal, un token solo se ve a sí mismo y a los tokens anteriores. Solo se rotan las consultas y las claves: RoPE nunca toca los vectores de valor que mezclan los pesos.
attention-from-rope = RoPE (tu configuración)
attention-from-nope = sin codificación posicional (solo la máscara causal)
attention-from-alibi-steep = ALiBi, la cabeza más empinada (pendiente 1/2)
attention-from-alibi-gentle = ALiBi, la cabeza más suave (pendiente 1/256)
attention-baseline-rope = RoPE
attention-baseline-nope = sin codificación posicional (solo la máscara causal)
attention-baseline-alibi-head = ALiBi, cabeza { $head } de { $heads } (pendiente { $slope })
attention-causal-mask = { " " }máscara causal
attention-position-from = posición a partir de { "" }
attention-readout-hint = Señala o toca una celda para leerla (o enfoca la matriz y usa las flechas del teclado).
attention-readout = consulta «{ $query }» ({ $qpos }) a clave «{ $key }» ({ $kpos }): logit { $logit }, peso { $weight }
attention-readout-masked = consulta «{ $query }» ({ $qpos }) a clave «{ $key }» ({ $kpos }): logit enmascarado, peso { $weight } (una clave posterior: la máscara causal la oculta)
attention-summary-row = «{ $query }» atiende sobre todo a «{ $key }» ({ $weight })
attention-summary-separator = { "; " }
attention-summary = { $rest ->
    [0] { $rows }.
    [one] { $rows }; { $rest } fila más en la matriz.
   *[other] { $rows }; { $rest } filas más en la matriz.
}
attention-axis-key = token clave (posición n)
attention-axis-query = token consulta (posición m)
attention-legend-masked = 0 (gris: enmascarado)
attention-legend-zero = peso 0
attention-rows-identical = filas idénticas
attention-rows-differ = filas que difieren hasta en { $gap }
attention-same-word = { " " }«{ $first }» y «{ $second }» tienen los mismos vectores y { $rows }.
attention-nothing = { "" }
attention-order-single = RoPE está desactivada, así que ninguna puntuación depende de la posición; solo la máscara causal, que pertenece a las posiciones, podría mostrar el orden, y un único token no tiene orden que mostrar.
attention-order-causal = RoPE está desactivada, así que ninguna puntuación depende de la posición. El orden se sigue notando a través de la máscara causal, que pertenece a las posiciones, no a las palabras: cada token solo ve los tokens anteriores. Pon los mismos tokens en orden inverso y los pesos no son esta matriz invertida (difieren hasta en { $gap }).{ $same } Desactiva la máscara y { $both ->
    [yes] ambas diferencias desaparecen
   *[other] la diferencia desaparece
}.
attention-order-open = RoPE y la máscara causal están desactivados: poner los tokens en orden inverso solo invierte esta matriz (diferencia máxima { $gap }: redondeo), así que aquí nada puede distinguir los dos órdenes.{ $same }
attention-v-note = V nunca se rota: RoPE cambia a qué tokens atiende una consulta, no lo que esos tokens transportan.
attention-rotate-v = { " " }rotar también V (qué se rompería)
attention-rotate-v-readout = Mueve la frase entera { $shift } posiciones más adelante. Los pesos no cambian (solo dependen de m − n), así que, con V tal como lo deja RoPE, todas las salidas siguen iguales. Rota también cada valor según su posición y todas las salidas giran con la posición absoluta: la siguiente capa leería un contenido distinto para las mismas palabras. Coseno entre la salida de cada token antes y después del desplazamiento:
attention-col-query = token consulta
attention-col-v-plain = V sin rotar
attention-col-v-rotated = V rotado

## Puntuación frente a distancia (view=distance)

distance-caption = La puntuación de la misma consulta y la misma clave a medida que se separan: el gráfico superior la dibuja frente a la distancia m − n; el inferior, los logits de RoPE, sin codificación posicional y de ALiBi, uno junto a otro. ¿Cae la puntuación con la distancia? Que la puntuación misma caiga depende de los vectores (más abajo). Lo que siempre cae es una cota: RoFormer demuestra que |puntuación| se mantiene por debajo de (el mayor salto entre los términos q·k̄ de pares vecinos) x (la suma de |sumas parciales de los fasores|), y representa su segundo factor promediado sobre los pares (la cota relativa, la misma para cualquier q y k: el gráfico del medio) frente a la distancia. Calculada aquí, la cota es máxima en la distancia 0 y cae con la distancia de forma irregular: con pocos pares (d = 16) baja en unas pocas posiciones y luego oscila; con más (prueba d = 128) sigue cayendo durante los primeros cientos de posiciones. Prueba vectores de unos («todo unos» en «Vectores de consulta y clave») o una clave igual a la consulta, luego los vectores de juguete, y mira dónde alcanza la puntuación su máximo: ¿sigue cayendo con la distancia cuando q y k apuntan en cualquier dirección? (La vista de la lección da la razón, según Barbero et al., 2024.) Con la q y la k del modelo real (la opción «modelo real»), mira qué hace una cabeza entrenada: allí la cota puede quedar muy por encima de la puntuación; el gráfico sigue la puntuación y una nota debajo indica dónde está la cota; la tabla da ambas. Con un método de escalado activado, compara la curva escalada con la original más allá del contexto original.
distance-range-label = distancia de 0 a { "" }
distance-relative-label = Cota superior relativa de RoFormer: la media de las normas de las sumas parciales, que decae con la distancia
distance-baseline-label = Logits de la misma consulta y clave frente a la distancia: los de RoPE, planos sin codificación posicional y en caída lineal con ALiBi
distance-baseline-note = Junto a RoPE, los mismos q y k como logits: sin codificación posicional, el logit vale { $nope } a cualquier distancia (solo la máscara causal aporta el orden); ALiBi resta pendiente x distancia, una cabeza cada vez (pendientes { $steep } y { $gentle }).
distance-table-summary = Puntuación en distancias de muestra (tabla)
distance-table-label = Puntuación en distancias de muestra
distance-col-distance = distancia m − n
distance-col-score = puntuación
distance-col-bound = cota de |puntuación|
distance-bound-note = La cota de RoFormer para |puntuación| queda muy por encima de este gráfico: { $first } en la distancia 0, nunca por debajo de { $lowest } (la puntuación misma se mantiene dentro de ±{ $peak }). Se dibuja aparte, como cota relativa, en el gráfico de abajo; la tabla la recoge.
distance-legend-bound = ± cota de |puntuación|
distance-legend-unscaled = sin escalar
distance-legend-scaled = escalada
distance-legend-score = puntuación
distance-legend-original = contexto original
distance-legend-nope-off = sin codificación posicional = RoPE desactivada
distance-legend-nope = sin codificación posicional (plana)
distance-legend-rope = RoPE
distance-legend-alibi = ALiBi, pendiente { $slope }
distance-legend-alibi-leaves = ALiBi, pendiente { $slope } (sale en { $exit })
distance-legend-relative = cota superior relativa (2/d) Σ_j |S_j|
distance-axis-distance = distancia m − n (posiciones)
distance-axis-distance-short = distancia m − n
distance-axis-score = puntuación
distance-axis-logit = logit (tras 1/√d)
distance-axis-mean-s = media de |S_j|
distance-stays-at = se mantiene en { $value }
distance-goes-from = va de { $from } a { $to }
distance-summary = Puntuación en la distancia 0: { $score }; mayor |puntuación| en el último cuarto (distancias { $from } a { $to }): { $far }. La cota de |puntuación| { $bound }; la cota relativa de RoFormer (media de |S_j|) { $relative }.

## Frecuencias y longitudes de onda (view=frequencies)

freq-caption = La velocidad de cada par (inv_freq, radianes por posición) y su longitud de onda (posiciones por vuelta completa), en escala logarítmica. Un modelo solo ve ángulos hasta su contexto de entrenamiento (línea discontinua): los pares cuya longitud de onda es mayor nunca completan una vuelta, así que las entradas más largas les muestran ángulos que nunca vieron. Los métodos de escalado ralentizan los pares, cada uno a su manera: los círculos son las longitudes de onda sin escalar y, con un método activado, una línea muestra las escaladas. La línea bajo el gráfico dice qué se dibuja con la configuración actual.
freq-attention-factor = Factor de atención:{ " " }
freq-data-table = Tabla de datos
freq-col-pair = par
freq-col-inv-freq-plain = inv_freq (original)
freq-col-inv-freq-scaled = inv_freq (escalada)
freq-col-wavelength-plain = longitud de onda (original)
freq-col-wavelength-scaled = longitud de onda (escalada)
freq-col-interpolation = interpolación (0 conserva, 1 ÷ { $factor }, con tope en 1)
freq-col-slowdown = ralentización (inv_freq original ÷ escalada)
freq-now-none = Ningún par gira (RoPE está desactivada o todas las velocidades son 0): todas las longitudes de onda son infinitas, así que solo se dibuja el contexto original de { $orig } posiciones (línea discontinua).
freq-now-dots = Dibujado ahora: las longitudes de onda sin escalar de los { $n } pares (círculos) frente al contexto original de { $orig } posiciones (línea discontinua); { $longer } de ellas { $longer ->
    [one] es más larga
   *[other] son más largas
} que él y nunca completan una vuelta dentro de él.
freq-now-no-method = { $dots } No hay ningún método de escalado activado, así que no se dibuja ninguna línea escalada: elige uno para verla.
freq-now-method = { $dots } La línea son las longitudes de onda escaladas con { $method }: { $slowed } de los { $n } pares se ralentizan{ $still }, y { $longer } son más largas que el contexto original tras el escalado.{ $extra }
freq-now-still = , { $stopped } se quedan quietos (sin longitud de onda: no se dibujan)
freq-now-extra-yarn = { " " }Las líneas verticales discontinuas son los límites de la rampa de YaRN.
freq-now-extra-llama3 = { " " }La banda sombreada son las longitudes de onda que mezcla Llama 3.
freq-nothing = { "" }
freq-legend-yarn = límites de la rampa de YaRN
freq-legend-llama3 = banda suavizada de Llama 3
freq-legend-original = contexto original
freq-legend-unscaled = longitud de onda sin escalar
freq-legend-short-regime = régimen short_factor (longitud hasta el contexto original)
freq-legend-long-regime = régimen long_factor (secuencias más largas)
freq-legend-long-now = régimen long_factor (esta longitud)
freq-legend-short-now = régimen short_factor (esta longitud)
freq-legend-scaled = longitud de onda escalada
freq-axis-pair = par i
freq-axis-wavelength = longitud de onda (posiciones, log)

## Atención latente (view=latent)

latent-caption = La atención latente multicabeza (DeepSeek-V3) da a cada cabeza de consulta y de clave dos partes: dimensiones que nunca rotan y d que sí rotan (RoPE). La puntuación es su suma. La franja muestra la división; el gráfico, ambas partes frente a la distancia.
latent-nothing = { "" }
latent-dims-beside = { $nope } junto a { $rope }
latent-example-note = Tu configuración no tiene dimensiones sin posición (qk_nope_head_dim 0), así que esto es un ejemplo con { $nope } de ellas junto a las { $rope } rotadas (la proporción de DeepSeek-V3, { $deepseek }). Cámbialo abajo o consérvalo.
latent-needs-nope = La RoPE desacoplada necesita dimensiones sin posición junto a las rotadas: ajusta qk_nope_head_dim abajo (DeepSeek-V3: { $deepseek } rotadas) o elige el modelo predefinido DeepSeek-V3.
latent-caption-readout = Cada cabeza tiene { $nope } dimensiones sin posición y { $rope } rotadas ({ $all } en total); la parte rotada de la clave es un único vector que comparten todas las cabezas (cada cabeza tiene su propia parte rotada de la consulta). La consulta en m = { $m } y la clave en n = { $n } puntúan { $score } = { $free } (sin posición: q_nope · k_nope, igual en cualquier posición) + { $rotated } (RoPE: las partes rotadas, que solo ven m − n{ $factor }). Después, el softmax la multiplica por { $scale } (1/√{ $all }{ $mscale }).
latent-factor-squared = , por el cuadrado del factor de atención, { $factor }, que llevan cos y sin
latent-mscale = , por el cuadrado del término mscale_all_dim de YaRN
latent-axis-distance = distancia m − n (posiciones)
latent-axis-score = puntuación
latent-legend-free = parte sin posición ({ $dims } dims)
latent-legend-rope = parte RoPE ({ $dims } dims)
latent-legend-sum = puntuación (su suma)
latent-summary = En las distancias de 0 a { $range }, la parte sin posición se mantiene en { $free } mientras la parte RoPE se mueve entre { $lo } y { $hi }.
latent-strip-label = { $nope } dimensiones sin posición y luego { $rope } dimensiones rotadas
latent-strip-free = { " " }{ $dims } sin posición (qk_nope_head_dim)
latent-strip-rope = { " " }{ $dims } rotadas (qk_rope_head_dim, la d de la página)
latent-col-part = parte
latent-col-dims = dims
latent-col-at = en m, n
latent-row-free = sin posición: q_nope · k_nope
latent-row-rope = RoPE: R(m) q_rope · R(n) k_rope
latent-row-score = puntuación
latent-keep = Guardarlo en la configuración
latent-table-label = Las dos partes de la puntuación

## Invariancia al desplazamiento (view=invariance)

invariance-caption = Desliza ambos tokens a lo largo de la secuencia la misma cantidad t. Cada vector se rota un ángulo absoluto distinto: los ángulos de cada par son m x velocidad para la consulta y n x velocidad para la clave. Compara la puntuación de las dos colocaciones de abajo.
invariance-shift-label = Desplaza ambos en t = { "" }
invariance-col-placement = colocación
invariance-col-score = puntuación
invariance-row-original = original
invariance-row-shifted = desplazada en t
invariance-difference = Diferencia:{ " " }
invariance-rounding = { " " }(redondeo de float64; las matemáticas dicen exactamente 0).

## Capas (view=layers)

layers-caption = No todas las capas de un modelo actual usan la misma RoPE. Gemma 3 da a sus capas locales (de ventana deslizante) una RoPE simple con base 10 000 y a sus capas globales base 1 000 000 con escalado lineal x8; gpt-oss alterna capas deslizantes y completas con una única RoPE YaRN; Llama 4 deja una de cada cuatro capas sin RoPE (esas atienden a todo el contexto; sus capas con RoPE, solo dentro de bloques) y amplía las consultas de esas capas a larga distancia. La franja muestra todas las capas; la tabla, qué RoPE usa cada tipo.
layers-none = Una única RoPE para todas las capas. Elige un modelo predefinido con varios tipos de capas (Gemma 3 4B, gpt-oss 20B, Llama 4 Scout) o define el patrón de capas abajo.
layers-nothing = { "" }
layers-wavelengths = { $lo } a { $hi }
layers-wavelengths-none = ninguna
layers-the-query = { " " }(la consulta, m)
layers-temperature-caption = Capas sin RoPE: la escala de la consulta según la posición
layers-col-position = posición p
layers-col-scale = escala de la consulta
layers-sets-label = Conjuntos de RoPE
layers-col-layers = capas
layers-col-count = cuántas
layers-col-rope = RoPE
layers-col-wavelengths = longitudes de onda (posiciones)
layers-field-pattern = Patrón de capas
layers-field-pattern-hint = Un periodo: G esta RoPE (atención completa; por bloques en Llama 4, cuyas capas N tienen attn_scale), L local (ventana deslizante), N sin RoPE (Llama 4, SmolLM3: atención completa; Qwen3.5: atención lineal).
layers-field-layers = Capas
layers-field-layers-placeholder = un periodo
layers-field-layers-hint = Cuántas capas cubre el patrón.
layers-field-local-base = Base de las capas locales
layers-field-local-base-placeholder = igual que la global
layers-field-local-base-hint = RoPE simple con esta base para las capas L.
layers-field-local-dim = Tamaño de cabeza de las capas locales
layers-field-local-dim-placeholder = igual que d
layers-field-local-dim-hint = El tamaño de cabeza de las capas L cuando no es d (Gemma 4).
layers-field-attn-scale = Ajuste de temperatura (attn_scale)
layers-field-attn-scale-placeholder = desactivado
layers-field-attn-scale-hint = Llama 4: las capas N escalan la consulta a larga distancia.
layers-field-floor-scale = floor_scale
layers-field-floor-scale-hint = Posiciones por escalón de la escala de la consulta.
layers-list = { $shown }
layers-list-more = { $shown } y { $more } más
layers-cell = capa { $layer }: { $kind }
layers-cell-attention = capa { $layer }: { $kind } ({ $attention })
layers-legend = { $n } capas: G { $global }{ $local }{ $nope }
layers-legend-local = , L { $kind }
layers-legend-nope = , N { $kind }
layers-rope-global = base { $base }, { $method }{ $factor }
layers-factor = { " " }(factor { $factor })
layers-rope-local = una RoPE propia: base { $base }, RoPE simple (sin escalado){ $heads }
layers-local-heads = , en cabezas de { $local } dims (las de las capas globales tienen { $global })
layers-rope-same = la misma RoPE que las capas globales ({ $rope })
layers-rope-none-llama4 = en estas capas nada gira: leen la posición del flujo residual{ $before }, de la máscara causal y de la escala de la consulta de abajo
layers-rope-before = { " " }(lo que escribieron las capas con RoPE anteriores)
layers-rope-none = en estas capas nada gira: RoPE no les da ninguna posición
layers-set-line = { $count ->
    [one] { $count } capa
   *[other] { $count } capas
} { $name }: capas { $list }.
layers-caption-readout = { $layers } capas. { $sets }{ $temperature }
layers-temperature = { " " }En las capas sin RoPE, la consulta en la posición p se multiplica por 1 + { $scale } ln(1 + floor((p + 1) / { $floor })): { $value } en la posición de la consulta, { $position } (igual que cada logit de esa fila; el softmax se vuelve más nítido a larga distancia).

## Descomposición de la puntuación (view=score)

score-caption = La puntuación de atención del token consulta frente al token clave, tras rotar ambos, se divide en un término por par. Cada término mezcla el producto escalar simple del par con su producto cruzado a través del ángulo (m - n) x velocidad, así que las posiciones solo entran a través de su diferencia. Las barras a la derecha suman a la puntuación; las de la izquierda restan.
score-bar-pair = par { $pair }
score-bars-label = Contribución de cada uno de los { $pairs } pares: { $add } suman a la puntuación y { $take } restan (las barras a la derecha del eje son positivas). Los números están en la tabla de abajo.
score-csv = CSV
score-bars-region = Barras de la puntuación, una por par
score-readout = consulta { $query } en m = { $m }, clave { $key } en n = { $n }, m − n = { $distance }
score-rope-score = Puntuación con RoPE:{ " " }
score-without-rope = Sin RoPE (q · k):{ " " }
score-factor-note = El factor de atención del método, { $factor }, multiplica el logit por su cuadrado, { $square }; aquí las puntuaciones son rotaciones puras.
score-identity-label = La identidad de la puntuación con los números sustituidos
score-pair-table = Tabla por pares
score-col-pair = par
score-col-dims = dims
score-col-dot = producto escalar
score-col-cross = producto cruzado
score-col-angle = ángulo (°)
score-col-contribution = contribución

## RoPE axial de los codificadores de visión (view=vision)

vision-caption = Un codificador de visión corta una imagen en una cuadrícula de parches, y cada parche recibe dos ids de posición: su fila y su columna. La RoPE axial 2D (Qwen3-VL, GLM-4V) gira la mitad de los pares de cada cabeza con la fila y la otra mitad con la columna, a las mismas velocidades. La cuadrícula colorea la puntuación del parche consulta frente a cada parche para la q y la k actuales; debajo, ambos parches se desplazan con el mismo desfase. Señala un parche para leer ambas puntuaciones.
vision-nothing = { "" }
vision-try = Cargar la torre de visión de Qwen3-VL
vision-hint = Señala o toca un parche, o enfoca la cuadrícula y usa las flechas del teclado, para elegir el parche clave (contorno discontinuo); se queda donde lo dejes.
vision-shift-rows = Desplaza ambos parches: filas
vision-shift-columns = columnas
vision-axis-run = pares { $a }–{ $b }: giran con la { $axis ->
    [row] fila
   *[column] columna
} (velocidades de { $fast } a { $slow } radianes por parche)
vision-order = La torre de visión enumera los parches en bloques de { $merge } x { $merge }: { $patches } … y fusiona cada bloque en un token, { $tokens } tokens para el modelo de lenguaje.
vision-absolute-too = cierto para la q y la k fijas que se muestran: las torres de visión reales también suman una incrustación de posición absoluta aprendida, interpolada a la cuadrícula de la imagen, a cada parche antes de la atención, así que allí un desplazamiento cambia los vectores de los parches y su puntuación
vision-shifted-label = Ambos parches desplazados en ({ $rows }, { $cols }): la consulta en ({ $r }, { $c }). Allí donde ambas cuadrículas contienen los dos parches, la puntuación es la misma ({ $absolute }): esta cuadrícula es la primera, movida por el desplazamiento (las filas o columnas que no cabían en la primera muestran desfases nuevos).
vision-shifted-leaves = Desplazado en ({ $rows }, { $cols }), el parche consulta sale de la imagen.
vision-tower-d = { " " }(d = { $d })
vision-needs-multiple-of-4 = La RoPE axial 2D divide los pares de una cabeza en dos mitades iguales, una para las filas y otra para las columnas, así que d debe ser múltiplo de 4 (solo entonces los ángulos de transformers cubren exactamente la cabeza); ahora d es { $d }. Prueba d = { $next } o el modelo predefinido de la torre de visión de Qwen3-VL{ $tower }.
vision-run-one = el par { $a } gira
vision-run = los pares { $a }–{ $b } giran
vision-speeds-one = a la misma velocidad (el par 0 y el par 1 giran ambos 1 radián por paso)
vision-speeds = a las mismas { $half } velocidades (el par j y el par { $half } + j giran ambos 1 / base^(4j/d) por paso)
vision-merge-blocks = { " " }Los huecos agrupan los parches en bloques de { $merge } x { $merge }, cada uno fusionado en un token para el modelo de lenguaje.
vision-merge-one = { " " }Con tamaño de fusión 1, cada parche es un token para el modelo de lenguaje.
vision-no-scaling = { " " }La RoPE de la torre de visión no tiene escalado de contexto: el método elegido para el texto no se aplica aquí.
vision-caption-readout = Una imagen de { $rows } x { $cols } parches. Cada parche tiene dos ids de posición: su fila y su columna. De los { $pairs } pares de la cabeza, { $row_run } con la fila y { $col_run } con la columna, { $speeds }. La cuadrícula muestra la puntuación del parche consulta (fila { $r }, columna { $c }, contorno continuo) frente a la clave en cada parche; el parche clave que nombra la lectura de arriba tiene un contorno discontinuo.{ $merge }{ $scaling }
vision-axis-column = columna
vision-axis-row = fila
vision-legend-score = puntuación { $score }
vision-readout = parche consulta ({ $qr }, { $qc }), parche clave ({ $kr }, { $kc }): desfase ({ $dr }, { $dc }) en filas y columnas, puntuación { $score }.{ $shifted }
vision-readout-shifted = { " " }Desplazados en ({ $rows }, { $cols }): consulta ({ $qr }, { $qc }), clave ({ $kr }, { $kc }), puntuación { $score }.
vision-readout-leaves = { " " }Al desplazarlos, uno de los dos parches sale de la imagen.
vision-summary = Las puntuaciones desde el parche ({ $r }, { $c }) sobre { $rows } x { $cols } parches van de { $lo } a { $hi }; la torre de visión enumera los parches en bloques de { $merge } x { $merge } y fusiona cada bloque en uno de { $tokens } tokens.

## RoPE multimodal (view=multimodal)

mrope-caption = La RoPE multimodal de Qwen2-VL da a cada token tres ids de posición (tiempo, altura y anchura) y divide los pares en tres secciones que giran con un id cada una. Los tokens de texto llevan el mismo id en los tres, así que el texto solo es RoPE simple; los tokens de una imagen comparten un id de tiempo y cuentan sus filas y columnas. Pasa el puntero por la cuadrícula para leer el ángulo de un par y el id que lo mueve.
mrope-nothing = { "" }
mrope-axis = { $axis ->
    [time] tiempo
    [height] altura
   *[width] anchura
}
mrope-readout-hint = Señala o toca una celda para leer el par de un token (o enfoca la cuadrícula y usa las flechas del teclado).
mrope-none = La RoPE multimodal necesita tres secciones que sumen d/2 y una imagen: defínelas abajo o elige el modelo predefinido Qwen2-VL o Qwen3-VL.
mrope-keep = Guardar esto en la configuración
mrope-field-sections = mrope_section (pares de tiempo, altura y anchura)
mrope-field-sections-placeholder = desactivado
mrope-field-sections-hint = Tres números que suman d/2.
mrope-field-image-grid = Cuadrícula de la imagen t,h,w (parches)
mrope-field-image-grid-placeholder = sin imagen
mrope-image-grid-hint = t = 1; h y w múltiplos de 2 (se fusionan 2 x 2 por token).
mrope-field-image-at = Imagen tras la palabra
mrope-field-image-at-placeholder = 1
mrope-field-image-at-hint = Cuántas palabras preceden a la imagen.
mrope-form-interleaved-model = intercalado (Qwen3-VL)
mrope-form-sectioned-model = por secciones (Qwen2-VL)
mrope-form-interleaved = intercalado
mrope-form-sectioned = por secciones
mrope-strip-label = { $form }: con qué eje gira cada uno de los { $pairs } pares
mrope-legend-time = { " " }tiempo{ " " }
mrope-legend-height = { " " }altura{ " " }
mrope-legend-width = { " " }anchura (el par 0 primero)
mrope-compare-label = Por secciones e intercalado: los pares de cada eje
mrope-col-form = forma
mrope-col-axis = eje
mrope-col-pairs = pares
mrope-col-fastest = par más rápido
mrope-col-slowest = par más lento
mrope-col-wavelength = longitud de onda del más lento
mrope-ids-label = Ids de posición
mrope-col-token = token
mrope-col-time = tiempo
mrope-col-height = altura
mrope-col-width = anchura
mrope-filled-sections = mrope_section { $time }, { $height }, { $width } (las proporciones de Qwen2-VL para los { $pairs } pares: una cuarta parte para el tiempo y el resto repartido entre altura y anchura)
mrope-filled-image = una imagen de { $h } x { $w } parches { $at ->
    [0] antes de la primera palabra
    [1] después de la primera palabra
   *[other] después de las primeras { $at } palabras
}
mrope-filled-both = { $first } y { $second }
mrope-example-note = Tu configuración no tiene { $lacks ->
    [both] secciones ni imagen
    [sections] secciones
   *[image] imagen
}, así que esto es un ejemplo con { $filled }. Cámbialos abajo o consérvalos.
mrope-caption-readout = { $sentences }
mrope-image-last = Imagen tras la palabra { $at }: la frase solo tiene { $words } palabras, así que la imagen va al final.
mrope-tokens = { $tokens } tokens: las palabras de la frase, { $images } tokens de imagen ({ $h } x { $w } parches, fusionados { $merge } x { $merge } en { $rows } filas de { $cols }) y los marcadores vision_start / vision_end. Los tokens de texto tienen una sola posición en los tres ids, así que para el texto esto es RoPE simple. Los tokens de la imagen comparten el id de tiempo { $time } y, a partir de ahí, cuentan filas en el id de altura y columnas en el de anchura; el texto que sigue a la imagen continúa en { $after }.
mrope-sections = Los pares { $time } giran con el id de tiempo; { $height }, con el de altura; { $width }, con el de anchura.
mrope-pair-axis = { $pair } { $axis ->
    [time] tiempo
    [height] altura
   *[width] anchura
}
mrope-list-more = { $list }, { $item }
mrope-interleaved = Aquí los pares están intercalados (mrope_interleaved de Qwen3-VL), así que no hay secciones contiguas: los pares toman tiempo, altura y anchura por turnos, par { $first }, y así sucesivamente. La altura conserva sus turnos mientras el par esté por debajo de 3 x { $height } = { $height_end }, y la anchura por debajo de 3 x { $width } = { $width_end }; todos los demás pares giran con el tiempo. Eso da { $time_pairs } pares de tiempo, { $height_pairs } de altura y { $width_pairs } de anchura{ $same ->
    [yes] , los mismos números que las secciones
   *[other] , no los números que dan las secciones en bloques
}.
mrope-axis-pair = par i
mrope-axis-token = token
mrope-legend-angle = ángulo 0
mrope-readout = token { $token } «{ $text }», par { $pair } (sección de { $axis ->
    [time] tiempo
    [height] altura
   *[width] anchura
}, id de posición { $id }): ángulo { $angle }°
mrope-readout-interleaved = token { $token } «{ $text }», par { $pair } (id de { $axis ->
    [time] tiempo
    [height] altura
   *[width] anchura
}, intercalado, id de posición { $id }): ángulo { $angle }°

# The readout descriptions and layer kinds (shown only by the on-demand module).
view-readout-dial-angles = las líneas de velocidad y ángulo bajo los diales y la tabla de ángulos por par
view-readout-heatmap-angles = la línea bajo el mapa de calor que da la velocidad y el ángulo de la celda señalada
view-readout-score-total = la puntuación con RoPE y sin RoPE (y los números de la identidad; la puntuación original en "Solo m − n")
view-readout-score-pairs = las barras y la tabla por par: qué par aporta más
view-readout-frequency-table = la tabla de datos: velocidad de cada par (sin escalar y escalada), longitud de onda y ralentización
view-readout-attention-factor = el factor de atención del método (y la nota sobre él bajo la puntuación)
view-readout-shifted-score = la puntuación de la colocación desplazada y la diferencia
view-readout-turning-pairs = la línea bajo el mapa de calor: qué pares completan una vuelta
view-readout-long-pairs = la línea bajo el gráfico: cuántas longitudes de onda superan el contexto de entrenamiento
view-readout-distance-scores = la puntuación frente a la distancia en palabras y números: las notas bajo los gráficos y la tabla
view-readout-scaled-pairs = las líneas bajo el gráfico que dicen qué pares ralentiza el método de escalado y cuánto
view-readout-mrope-slowest = la tabla del par más rápido y el más lento de cada eje, por secciones e intercalado
view-readout-order-note = la nota sobre qué sigue aportando orden con RoPE desactivada
view-readout-patch-scores = la lectura de la puntuación del parche elegido, antes y después del desplazamiento
view-readout-latent-parts = el gráfico de las dos partes frente a la distancia
view-readout-distance-charts = los tres gráficos de la puntuación frente a la distancia: su forma muestra cómo cambia
view-readout-wavelength-chart = el gráfico de la longitud de onda de cada par, sin escalar y escalada, frente al contexto de entrenamiento
view-layer-kind-chunked = RoPE (atención por bloques)
view-layer-kind-global = global (atención completa)
view-layer-kind-local = local (ventana deslizante)
view-layer-kind-none-full = sin RoPE (atención completa)
view-layer-kind-none = sin RoPE
