# La vista de la lección («por qué funciona»): doce secciones breves, cada una con un texto y una
# tabla calculados con los ajustes actuales. Todos los números llegan como variables.

lesson-caption = Las ideas detrás de las demás vistas, cada una comprobada con los ajustes actuales: por qué la respuesta es una rotación, la rotación escrita a mano y como una gran matriz, por qué las puntuaciones se dividen entre √d, qué podían hacer los antiguos códigos sinusoidales, dónde se confunde un solo par y por qué RoPE necesita muchos, cómo los pares se leen como relojes, dónde está RoPE dentro de un modelo y por qué la interpolación simple apiña los pares rápidos.

lesson-table-label = { $title }: números

## La leyenda de la notación (símbolo o término y su significado).

lesson-notation-b = b
lesson-notation-b-meaning = la base (rope_theta), p. ej. 10000
lesson-notation-theta = θ_i
lesson-notation-theta-meaning = solo la frecuencia del par i: θ_i = b^(−2i/d) radianes por posición, i = 0 … d/2 − 1
lesson-notation-mn = m, n
lesson-notation-mn-meaning = las posiciones de la consulta y de la clave; toda magnitud relativa es m − n (consulta menos clave)
lesson-notation-dot = dot_i
lesson-notation-dot-meaning = q_a k_a + q_b k_b para el par i (su producto escalar simple)
lesson-notation-cross = cross_i
lesson-notation-cross-meaning = q_a k_b − q_b k_a (la primera parte de q por la segunda de k, menos al revés)
lesson-notation-share = aporte del par i
lesson-notation-share-meaning = dot_i cos((m − n)θ_i) + cross_i sin((m − n)θ_i); con n − m el término del seno cambia de signo
lesson-notation-score = puntuación
lesson-notation-score-meaning = q′·k′, el producto escalar de los vectores rotados
lesson-notation-logit = logit
lesson-notation-logit-meaning = puntuación / √d (por el factor de atención al cuadrado con YaRN y LongRoPE): lo que recibe el softmax

## Encabezados de tabla y celdas con palabras.

lesson-col-between = ángulo entre ambas: el de q rotada − el de k rotada (°)
lesson-col-polar-share = aporte del par 0, |q||k| cos(ángulo)
lesson-col-step = paso
lesson-col-first-entry = primera componente
lesson-col-second-entry = segunda componente
lesson-row-matrix-product = producto matricial
lesson-row-complex-product = producto complejo
lesson-col-quantity = magnitud
lesson-col-mean = media
lesson-col-variance = varianza
lesson-col-matrix-row = fila de la matriz
lesson-col-column-0 = columna 0
lesson-col-column-1 = columna 1
lesson-col-relative-angle = ángulo relativo (°)
lesson-col-pair-share = aporte del par
lesson-col-pair = par
lesson-col-whole-turns = vueltas completas
lesson-col-hand = manecilla (°)
lesson-col-positions-per-turn = posiciones por vuelta
lesson-col-setting = ajuste
lesson-col-score = puntuación
lesson-row-interleaved = intercalado sobre q, k
lesson-row-half-permuted = mitades sobre q, k permutados
lesson-row-half-raw = mitades sobre q, k tal como están
lesson-col-pair-i = par i
lesson-col-dims = dimensiones
lesson-col-theta-rotary = θ_i con d = dimensiones rotatorias
lesson-col-theta-head = θ_i con d = dimensión de la cabeza
lesson-cell-pass-through = pasan sin cambios
lesson-col-method = método
lesson-col-pair0-step = paso del par 0 (rad)
lesson-col-unscaled = sin escalar
lesson-col-dot-part = parte dot (ambos órdenes)
lesson-col-cross-before = parte cross antes
lesson-col-cross-after = parte cross después

## Las secciones.

lesson-polar-title = Por qué la respuesta es una rotación
lesson-polar-text = Escribe el par 0 de q y de k como números complejos: q = |q| e^(iφ_q), k = |k| e^(iφ_k), con |q| = { $q_len }, φ_q = { $phi_q }°, |k| = { $k_len }, φ_k = { $phi_k }°. Multiplicar por e^(imθ) gira q un ángulo mθ y conserva su longitud, así que el aporte del par a la puntuación es Re(q e^(imθ) · conj(k e^(inθ))) = |q||k| cos(φ_q − φ_k + (m − n)θ). Las posiciones solo aparecen como m − n: esa es la propiedad para la que se diseñó RoPE, y una rotación es la transformación que la da. El ángulo entre los vectores rotados, medido y predicho (la fila (m + 7, n + 7) repite la primera: mismo m − n):

lesson-by-hand-title = Un par a mano: la rotación 2×2 y el producto complejo
lesson-by-hand-text = El par 0 de q es ({ $a }, { $b }); en m = { $m } gira α = mθ_0 = { $alpha } rad. Como matriz: [cos α −sin α; sin α cos α] por el par. Como números complejos: (a + ib)(cos α + i sin α) = (a cos α − b sin α) + i(a sin α + b cos α). Las dos formas dan los mismos dos números.

lesson-matrix-title = Toda la rotación como una sola matriz diagonal por bloques
lesson-matrix-text = Todos los pares a la vez: R(m) es una matriz d×d con un bloque de rotación 2×2 por par y ceros en el resto (abajo, sus primeras { $dims } dimensiones en m = { $m }, con la disposición { $layout ->
        [half] por mitades
       *[other] intercalada
    }). RoPE nunca la construye (multiplica par a par), pero muestra por qué R(m)ᵀR(n) = R(n − m): los bloques giran de forma independiente y las rotaciones se componen. Mayor componente de R(m)ᵀR(n) − R(n − m) en la matriz completa aquí: { $gap }.

lesson-sqrt-d-title = Por qué las puntuaciones se dividen entre √d
lesson-sqrt-d-text = Si las componentes de q y k tienen media 0 y varianza 1, q·k es una suma de d productos, así que su varianza crece como d. Con { $samples } pares aleatorios en d = { $d }: varianza { $before } antes y { $after } después de dividir entre √d. Sin la división, el softmax se satura al crecer d: con ocho logits repartidos como esas puntuaciones, su mayor peso es { $peak_raw }, frente a { $peak_scaled } tras escalar.

lesson-offset-map-title = Códigos sinusoidales: desplazarse k posiciones es una transformación lineal fija
lesson-offset-map-text = El par (sin, cos) del Transformer original en la posición p pasa a p + 5 mediante una matriz 2×2 que depende solo del desplazamiento 5, no de p. Aquí, el par 0 desde p = { $p }: predicho por la matriz ({ $pred_a }, { $pred_b }), real ({ $actual_a }, { $actual_b }), diferencia { $error }. El modelo podría aprender desplazamientos relativos de estos códigos; RoPE incorpora la misma rotación directamente en q y k.

lesson-aliasing-title = Aliasing: un solo par no distingue algunas distancias
lesson-aliasing-text = Un par que gira 90° por posición vuelve al mismo ángulo cada 4 posiciones, así que por sí solo ve la distancia 4 (y la 8) exactamente igual que la distancia 0. Los demás pares, que giran a otras velocidades, las distinguen: por eso RoPE usa toda una escalera de frecuencias. El aporte del par 0 a la puntuación con estas q y k, a 90° por posición:

lesson-clocks-title = Una escalera de relojes, no exactamente dígitos
lesson-clocks-text = Lee los pares como las manecillas de relojes que marchan a distintas velocidades: las rápidas distinguen posiciones cercanas y las lentas, posiciones lejanas, como hacen los dígitos de un número. La analogía falla en el salto: pares vecinos difieren en un factor b^(2/d) = { $ratio }, no 10, y una manecilla gira de forma continua en lugar de saltar. Las manecillas en m = { $m }:

lesson-where-title = Dónde está RoPE dentro de un transformer
lesson-where-text = En cada capa de atención y en cada cabeza: el estado oculto del token se proyecta a q = W_q x y k = W_k x, y justo después las q y k de cada cabeza se rotan según la posición del token. Los valores v nunca se rotan, y la incrustación en sí no lleva posición. Así que la rotación se aplica de nuevo en cada capa, siempre sobre proyecciones nuevas.

lesson-layouts-title = Intercalado y por mitades: el mismo modelo, con las filas permutadas
lesson-layouts-text = La disposición intercalada empareja las dimensiones (2i, 2i+1); la disposición por mitades (GPT-NeoX, el rotate_half de Hugging Face) empareja (i, i + d/2). Reordena las filas de W_q y W_k para que la dimensión 2i pase a i y la 2i+1 a i + d/2, y el modelo por mitades calcula exactamente las puntuaciones del modelo intercalado. El conversor de llama.cpp hace esto con los checkpoints de la familia Llama: sus archivos GGUF guardan W_q y W_k con las filas permutadas, para que el kernel intercalado de llama.cpp coincida con el modelo de Hugging Face. Los modelos que el propio llama.cpp ejecuta por mitades (GPT-NeoX, Qwen2 y otros con RoPE al estilo NeoX) conservan sus filas tal cual. Con las q y k actuales (d = { $d }): intercalado { $interleaved }, por mitades sobre los vectores permutados { $half_permuted }, por mitades sobre los no permutados { $half_raw } (la disposición no coincide con los pesos: es otro modelo).

lesson-partial-title = Rotación parcial: algunas dimensiones pasan sin cambios
lesson-partial-text = GPT-NeoX 20B rota solo las primeras { $rot } de sus { $head } dimensiones de cabeza (rotary_pct { $pct }): las dimensiones 0–{ $last_rot } forman { $pairs } pares y giran; las dimensiones { $first_pass }–{ $last_head } pasan sin tocarse y puntúan como productos escalares simples. Dentro de la parte rotatoria los pares van { $layout ->
        [half] por mitades: el par i son las dimensiones i e i + { $half }
       *[other] intercalados: el par i son las dimensiones 2i y 2i + 1
    } (la disposición del modelo predefinido GPT-NeoX de ropescope). Las frecuencias se reparten sobre las dimensiones rotatorias: θ_i = b^(−2i/{ $rot }), como las calcula Hugging Face, no b^(−2i/{ $head }); con el tamaño de la cabeza como denominador, el par rotatorio más lento giraría { $times } veces más rápido de lo que gira. ropescope modela una cabeza así fijando d en las dimensiones rotatorias (una configuración pegada con rotary_pct o partial_rotary_factor lo hace).

lesson-crowding-title = Por qué la interpolación de posiciones apiña los pares rápidos
lesson-crowding-text = La interpolación lineal divide cada frecuencia entre el factor (aquí { $factor }), así que las posiciones vecinas quedan más juntas en todos los pares, incluido el más rápido, del que el modelo depende para distinguir tokens adyacentes. NTK-aware, YaRN y Llama 3 mantienen los pares rápidos (casi) como en el entrenamiento y frenan los lentos. El giro del par 0 entre posiciones vecinas:

lesson-swap-title = Compruébalo tú: qué cambia cuando dos palabras intercambian su lugar
lesson-swap-text = Conserva las palabras e intercambia sus posiciones: la palabra de la consulta está ahora en n = { $query_now } y la de la clave en m = { $key_now }. Los contenidos q y k no cambian; solo la distancia relativa cambia de signo. En cada par, la parte dot, dot_i cos((m − n)θ_i), se mantiene (el coseno es par); la parte cross, cross_i sin((m − n)θ_i), cambia de signo (el seno es impar). { $change }{ $mask } Sin RoPE (rope=off) esta puntuación sería el simple q·k = { $plain } en ambos órdenes, y aun así un decodificador no sería ciego al orden: su máscara causal deja que cada token vea solo los anteriores (la vista de atención lo muestra con RoPE desactivada), y los decodificadores entrenados sin ninguna codificación posicional aprenden la posición a partir de esa máscara.
lesson-swap-stays = Así que la puntuación sigue siendo { $score }: aquí todas las partes cross son 0.
lesson-swap-changes = Así que la puntuación pasa de { $before } a { $after }.
lesson-swap-mask-hides = { " " }Tras el intercambio, la palabra de la clave queda después de la de la consulta, así que la máscara causal de un decodificador se la oculta por completo: peso exactamente 0.
lesson-swap-mask-reveals = { " " }Antes del intercambio, la palabra de la clave iba después de la de la consulta, oculta por la máscara causal de un decodificador (peso exactamente 0); tras el intercambio, la consulta la ve.
