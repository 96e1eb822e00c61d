# La visita guiada («Empieza aquí»): el título de cada paso, el texto calculado para el estado en
# pantalla y su pregunta de predecir y luego comprobar.
# Cada número llega como variable, impreso por el núcleo: no escribas ningún dígito aquí.

tour-text = { $sentences }
tour-progress = { $k } de { $n }
tour-token-quoted = «{ $token }»
tour-token-at = el vector en la posición { $pos }
tour-list = { $head }, { $tail }
tour-yes = Sí
tour-no = No
tour-restore = Pulsa Atrás y luego Siguiente para recuperar la configuración propia del paso.
tour-nothing-to-show = Con esta configuración la vista no tiene nada que mostrar.
tour-nothing-to-ask = La vista junto a este paso no tiene nada que mostrar con esta configuración. ¿Vuelves a la configuración del paso?
tour-example = Con los controles actuales a la vista le falta algo que necesita, así que muestra un ejemplo construido sobre ellos (su nota dice qué ha completado); este texto lee el ejemplo.
tour-finish-buttons = Terminar cierra la visita y conserva la configuración en pantalla; «Terminar con…» la cierra y recupera la configuración que tenías antes de empezarla (la predeterminada, si la visita se abrió desde un enlace sin configuración propia).
tour-speed-kept = mantiene su velocidad
tour-speed-slowed = se frena { $times } veces
tour-speed-still = está quieto (no gira, con o sin escalado)
tour-axis-time = el tiempo
tour-axis-height = la altura
tour-axis-width = la anchura
tour-axis-row = fila
tour-axis-column = columna
tour-axis-other = { $name }
tour-pairs-one = el par { $pair }
tour-pairs-range = los pares { $first } a { $last }
tour-pairs-list = los pares { $list }
tour-pairs-item = { $pair }

tour-clock-hands-title = Cada par es una manecilla de reloj
tour-turn-together-title = La consulta y la clave giran juntas
tour-score-sum-title = La puntuación es una suma sobre los pares
tour-only-distance-title = Desplaza ambos tokens
tour-rope-off-title = La puntuación con RoPE desactivada
tour-decay-aligned-title = Vectores alineados: la puntuación frente a la distancia
tour-no-decay-random-title = Vectores aleatorios: la puntuación frente a la distancia
tour-fast-and-slow-title = Los pares rápidos dan la vuelta, los lentos apenas se mueven
tour-trained-context-title = Longitudes de onda frente al contexto de entrenamiento
tour-interpolation-title = Interpolación de posiciones: un contexto más largo
tour-yarn-title = YaRN escala cada par en su propia medida
tour-long-context-lab-title = Un modelo real más allá de su contexto de entrenamiento
tour-image-ids-title = Una imagen recibe tres ids de posición
tour-image-patches-title = Los parches giran por fila y por columna
tour-latent-split-title = Atención latente: una puntuación en dos partes
tour-real-model-title = Un modelo real con RoPE desactivada

## Paso: manecillas de reloj
tour-clock-hands-text = La consulta (query) { $query } está en la posición { $m }. Sus { $dim } números forman { $pairs } pares, y RoPE gira cada par como la manecilla de un reloj: la posición por la velocidad del par. El primer par gira { $speed } radianes por posición ({ $degrees } grados, el θ_i de la tabla), así que en la posición { $m } ha girado { $turned } radianes además del ángulo con el que empezó. El último par gira solo { $last } radianes por posición: { $lastturned } radianes hasta ahora. Busca ambos en los diales: azul es la consulta, naranja la clave (key), gris la consulta antes de girar.
tour-clock-hands-question = ¿Cuántas posiciones necesita el primer par para dar una vuelta completa?
tour-clock-hands-choice-positions = { $positions } posiciones
tour-clock-hands-choice-never = Nunca completa una vuelta
tour-clock-hands-reveal = { $turns ->
        [yes] Una vuelta es un círculo completo de { $circle } radianes; a { $speed } radianes por posición hacen falta { $turn } posiciones. En { $half } posiciones solo ha dado media vuelta. Y un par que gira, por lentamente que sea, completa una vuelta tarde o temprano, así que «nunca» tampoco encaja.
       *[no] Con esta configuración el primer par no gira en absoluto (RoPE está desactivada o su velocidad es cero), así que nunca completa una vuelta. Las otras dos opciones, { $half } y { $turn } posiciones, son media vuelta y una vuelta completa a la velocidad que le daría la base, { $speed } radianes por posición.
    }

## Paso: la consulta y la clave giran juntas
tour-turn-together-text = La frase empieza ahora en la posición { $offset }. La consulta { $query } en { $m } ha girado el primer par { $qturn } radianes y la clave { $key } en { $n }, { $kturn } radianes. En la tabla bajo los diales, el ángulo entre las flechas del primer par («entre»: el ángulo de q menos el de k) es de { $between } grados. Predice abajo qué le hace a «entre» mover la frase entera y luego arrastra «desplazar ambos» para comprobarlo.
tour-turn-together-question = Mueve la frase entera para que empiece en la posición { $offset }. El ángulo entre la flecha de la consulta y la de la clave en el primer par...
tour-turn-together-choice-same = se mantiene igual
tour-turn-together-choice-grows = crece
tour-turn-together-choice-shrinks = se reduce
tour-turn-together-reveal = Ambas posiciones se mueven { $moved }, así que cada flecha gira más, las dos en el mismo ángulo extra: m − n sigue siendo { $distance }, y también el giro que añaden las posiciones. El ángulo entre las flechas, el «entre» de la tabla, ni crece ni se reduce: { $here } grados en ambos desplazamientos (calculado: { $here } y { $there }). Solo m − n lo afecta. Arrastra «desplazar ambos» en la vista: todas las flechas se mueven, el ángulo entre las dos flechas de cada par se mantiene.
tour-turn-together-sum = { $turns ->
        [0] «Entre» suma dos partes: el ángulo que formaban las dos flechas antes de cualquier giro, { $before } grados (no está en la tabla: «entre» menos la última columna), y el giro de las posiciones, (m − n) por la velocidad, { $turn } grados (la última columna). { $before } más { $turn } son { $sum } grados, lo que muestra la tabla.
       *[other] «Entre» suma dos partes: el ángulo que formaban las dos flechas antes de cualquier giro, { $before } grados (no está en la tabla: «entre» menos la última columna, más una vuelta completa), y el giro de las posiciones, (m − n) por la velocidad, { $turn } grados (la última columna). { $before } más { $turn } son { $sum } grados, y la tabla, que da los ángulos desde { $zero } hasta justo debajo de { $full }, le quita { $turns ->
            [one] una vuelta completa
           *[other] { $turns } vueltas completas
        } ({ $off } grados): { $between }.
    }

## Paso: la puntuación es una suma sobre los pares
tour-score-sum-text = La puntuación de la consulta { $query } frente a la clave { $key } es { $score }: la suma de una contribución por par, cada una la parte de producto escalar del par por el coseno de su ángulo más su parte cruzada por el seno. Sin RoPE, los mismos vectores puntuarían { $unrotated }. Cada barra de la vista es la contribución de un par: unas suman, otras restan.
tour-score-sum-question = Predice primero y luego compruébalo con las barras: ¿qué par aporta más a esta puntuación?
tour-score-sum-choice = Par { $pair }
tour-score-sum-reveal = El par { $top } aporta { $topshare } del total { $total }; { $others }; el par { $bottom } es el que más resta ({ $bottomshare }). Qué par gana depende de los vectores y de los ángulos, (m − n) por cada velocidad; cambia la base o la frase y puede cambiar.
tour-score-sum-reveal-adds = el par { $pair } suma { $share }
tour-score-sum-reveal-and = { $head } y { $tail }

## Paso: desplaza ambos tokens
tour-only-distance-text = La vista puntúa esta consulta y esta clave en las posiciones { $m } y { $n }: { $score }. Debajo, los mismos dos vectores se deslizan juntos t = { $shift } posiciones (el deslizador), así que cada uno gira un ángulo absoluto mayor que antes. El ángulo de cada par es m por su velocidad para la consulta y n por su velocidad para la clave. Predice qué le hace el deslizamiento a la puntuación y luego compara los dos números de la vista.
tour-only-distance-question = Desliza ambos t = { $shift }: la consulta a la posición { $m }, la clave a { $n }. La puntuación tras el deslizamiento es...
tour-only-distance-choice-same = la misma
tour-only-distance-choice-higher = mayor
tour-only-distance-choice-lower = menor
# $same: "yes" when the slide leaves the score as it was (to rounding).
tour-only-distance-reveal = En ambos casos m − n es { $distance }. Las dos puntuaciones de la vista: { $here } en las posiciones { $m } y { $n }, { $there } deslizadas t = { $shift }.{ $same ->
        [yes] { " " }La puntuación ni crece ni se reduce: el ángulo de cada par entra como m por la velocidad menos n por la velocidad, y un desplazamiento de ambos se cancela.
       *[no] { "" }
    }

## Paso: RoPE desactivada
tour-rope-off-text = RoPE está desactivada: giran { $moving } pares. El gráfico traza la puntuación de esta consulta y esta clave a cada distancia de { $zero } a { $range }, y la puntuación a distancia cero es { $score }. Predice abajo qué pasa más lejos y luego mira la línea. Un decodificador sigue sabiendo qué tokens van antes de una consulta, gracias a su máscara causal (mira la vista de atención), y uno entrenado sin posiciones aprende de esa máscara también cuánto más atrás están ({ $source }).
tour-rope-off-question = Con RoPE desactivada, aleja la clave { $far } posiciones de la consulta. Su puntuación...
tour-rope-off-choice-same = no cambia
tour-rope-off-choice-grows = crece
tour-rope-off-choice-falls = baja
tour-rope-off-reveal =
    { $moving ->
        [0] Es { $zero } a distancia cero y { $atfar } a distancia { $far } (máximo menos mínimo en todo el gráfico: { $spread }): ni crece ni baja. Nada gira, así que el producto escalar nunca ve las posiciones. La puntuación ha perdido todo sentido de la distancia.
       *[other] Es { $zero } a distancia cero y { $atfar } a distancia { $far } (máximo menos mínimo en todo el gráfico: { $spread }). Con esta configuración algunos pares giran (RoPE está activada), así que la puntuación cambia con la distancia; con RoPE desactivada sería la misma en todas partes.
    }

## Paso: vectores alineados
tour-decay-aligned-text = Ahora cada componente de q y k vale uno, así que en cada uno de los { $pairs } pares los dos vectores apuntan en la misma dirección. El gráfico dibuja su puntuación a cada distancia desde cero.
tour-decay-aligned-question = En el gráfico (distancias hasta { $far }), ¿dónde es más alta esta puntuación?
tour-decay-aligned-choice-zero = A distancia cero
tour-decay-aligned-choice-middle = En algún punto intermedio
tour-decay-aligned-choice-end = En el extremo lejano
tour-decay-aligned-reveal = El punto más alto está a distancia { $best }, donde puntúa { $score }. A distancia cero ningún par está girado respecto al otro, así que los vectores alineados suman por completo.
tour-decay-aligned-reveal-rows = La puntuación es { $zero } a distancia cero, { $nearscore } a distancia { $near } y { $farscore } a { $far } (filas de la tabla bajo el gráfico): a medida que los ángulos de los pares se separan, sus contribuciones dejan de sumarse.
tour-decay-aligned-reveal-bound = { $drawn ->
        [yes] La cota de RoFormer sobre el tamaño de la puntuación (las líneas finas por encima y por debajo de la curva) también baja, de forma irregular.
       *[no] La cota de RoFormer sobre el tamaño de la puntuación también baja, de forma irregular, pero se queda muy por encima: de { $first } a distancia cero a no menos de { $lowest } (la nota bajo el gráfico).
    }

## Paso: vectores aleatorios
tour-no-decay-random-text = Volvemos a los vectores de juguete, sacados de cada palabra: q y k ya no apuntan en la misma dirección en cada par. La puntuación es { $score } a distancia cero. ¿Se cumple con estos la caída que viste con vectores alineados?
tour-no-decay-random-question = Con estos vectores, ¿es la puntuación a distancia cero la más alta del gráfico?
tour-no-decay-random-reveal = { $highest ->
        [yes] Sí, aquí lo es: { $zero } a distancia cero supera a cualquier otra distancia del gráfico. Prueba con otra frase: nada lo garantiza.
       *[no] No: la distancia { $distance } puntúa { $score }, por encima del { $zero } a distancia cero.
    } Para q y k aleatorios la puntuación esperada es la misma a cualquier distancia: el decaimiento es una propiedad de los vectores alineados y de la cota, no una promesa para cualquier par de tokens.

## Paso: pares rápidos y lentos (mapa de calor)
tour-fast-and-slow-text = Al bajar por una columna, el ángulo de un par crece con la distancia. El primer par gira { $speed } radianes por posición y da la vuelta cada { $wavelength } posiciones: sus colores cambian deprisa. El par { $last } necesita { $lastwavelength } posiciones para una vuelta; en la mayor distancia mostrada, { $distance }, ha girado { $angle } radianes, un tono que apenas cambia.
tour-fast-and-slow-question = Predice primero a partir de los colores y luego compruébalo con la línea bajo el mapa de calor: de los { $pairs } pares, ¿cuántos completan al menos una vuelta entera dentro de las distancias mostradas, de { $zero } a { $last }?
tour-fast-and-slow-choice = { $count } pares
tour-fast-and-slow-reveal = Un par completa una vuelta dentro de ellas cuando su longitud de onda (dos pi entre su velocidad) es como mucho { $last }: lo hacen { $count } pares. Los demás giran menos de una vez.

## Paso: longitudes de onda frente al contexto de entrenamiento
tour-trained-context-text = Un modelo entrenado con { $orig } posiciones ha visto girar cada par como mucho ese número de veces su velocidad. El gráfico traza la longitud de onda de cada par, las posiciones que necesita para una vuelta completa, frente al contexto de entrenamiento (la línea discontinua): el primer par necesita { $first } posiciones, el último { $last }. Un par cuya longitud de onda queda por encima de la línea nunca completó una vuelta en el entrenamiento, así que una entrada más larga le muestra ángulos que el modelo nunca vio.
tour-trained-context-question = Predice primero y luego compruébalo con el gráfico y la línea debajo: ¿cuántos de los { $pairs } pares nunca completan una vuelta dentro de { $orig } posiciones?
tour-trained-context-choice = { $count } pares
tour-trained-context-reveal = Cuenta los pares cuya longitud de onda está por encima de la línea discontinua: { $count }. Están en el extremo lento: las velocidades caen geométricamente del primer par al último.

## Paso: interpolación de posiciones
tour-interpolation-text = La interpolación de posiciones permite que un modelo entrenado con { $orig } posiciones lea { $longer } (factor { $factor }): cambia lo rápido que giran los pares, de modo que ningún ángulo en esas posiciones quede más allá de los ángulos vistos en el entrenamiento. Una vez que respondas, el gráfico dibuja la longitud de onda de cada uno de los { $pairs } pares antes del escalado (círculos) y después (línea).
tour-interpolation-question = Predice primero y luego compruébalo con la nota de la vista: ¿qué pares frena la interpolación de posiciones?
tour-interpolation-choice-slow = Solo los pares lentos
tour-interpolation-choice-every = Todos los pares, por el mismo factor
tour-interpolation-choice-fast = Solo los pares rápidos
tour-interpolation-reveal = La interpolación de posiciones divide cada posición entre { $factor }. El primer par { $first } y el último { $last }: los círculos (sin escalar) y la línea (escalada) están a la misma distancia en todo el eje logarítmico. Los pares lentos lo necesitaban; los rápidos no, y ahora los tokens vecinos difieren en ángulos más pequeños de los que el modelo vio nunca.

## Paso: YaRN
tour-yarn-text = YaRN no frena todos los pares por el mismo factor. Cuenta cuántas vueltas completas da cada par dentro de las { $orig } posiciones de entrenamiento: los pares por encima de beta_fast = { $fast } vueltas reciben un tratamiento, los que están por debajo de beta_slow = { $slow } vueltas otro, y los de en medio una mezcla de ambos (las líneas discontinuas del gráfico son esos límites). Además multiplica cos y sin por un factor de atención de { $factor }, así que cada logit crece en su cuadrado, { $square }.
tour-yarn-question = Predice primero y luego compruébalo con la nota de la vista: ¿qué pares mantienen su velocidad con YaRN?
tour-yarn-choice-fast = Los rápidos
tour-yarn-choice-slow = Los lentos
tour-yarn-choice-none = Ninguno: todos los pares se frenan
tour-yarn-reveal = Aquí el primer par { $first } y el último { $last }. YaRN deja los primeros { $kept } pares a toda velocidad (dan muchas vueltas dentro del contexto de entrenamiento y no necesitan ayuda, así que los tokens vecinos siguen tan separados como en el entrenamiento), divide los últimos { $full } entre el factor { $factor } y mezcla los pares intermedios.

## Paso: un modelo real más allá de su contexto de entrenamiento (laboratorio de contexto largo)
tour-long-context-lab-text = El laboratorio pone a prueba cada método en un modelo real entrenado con { $orig } posiciones, con RoPE a d = { $dim } ({ $pairs } pares) y base { $base }: una frase da un código de acceso, la pregunta llega un número elegido de posiciones después, y el modelo debe recordar el código. Las posiciones intermedias se saltan, no se rellenan con texto: RoPE solo ve las posiciones a través de la distancia entre consulta y clave, así que no hace falta calcular nada más (y la atención no se reparte sobre un relleno largo, como ocurriría en un documento largo real). El laboratorio carga el modelo solo cuando lo pides y luego hace el barrido: una línea por método, una marca rellena donde el modelo reproduce el código de acceso.
tour-long-context-lab-question = Predice antes de ejecutarlo: con la RoPE propia del modelo, ¿qué pares encuentran, a una separación de { $gap } posiciones, ángulos que el entrenamiento nunca les mostró?
tour-long-context-lab-choice-fastest = Los pares más rápidos
tour-long-context-lab-choice-slowest = Los pares más lentos
tour-long-context-lab-choice-none = Ninguno
tour-long-context-lab-reveal-none = A una separación de { $gap }, cada uno de los { $pairs } pares queda en un ángulo que el entrenamiento le mostró (la regla del mapa de calor: un par que completó una vuelta en las { $orig } posiciones de entrenamiento ha visto todos los ángulos, los demás el arco que recorrieron), así que ninguno encuentra uno nuevo.
tour-long-context-lab-reveal = Los { $never } pares más lentos de { $pairs } tienen una longitud de onda mayor que las { $orig } posiciones de entrenamiento: nunca completaron una vuelta en el entrenamiento, así que cada uno vio solo el arco que su ángulo recorrió allí. A una separación de { $gap }, { $count } de ellos quedan fuera de ese arco ({ $list }{ $wrapped ->
        [yes] ; los demás han vuelto a dar la vuelta hasta el arco que les mostró el entrenamiento
       *[no] { "" }
    }, según la regla con la que el mapa de calor pone celdas en gris). Los pares rápidos dieron muchas vueltas y no muestran nada nuevo. Haz el barrido y mira qué método sigue recordando el código: el gráfico marca el contexto de entrenamiento.

## Paso: una imagen recibe tres ids de posición (vista multimodal)
tour-image-ids-notice = { $shows ->
        [nothing] { tour-nothing-to-show } { tour-restore }
        [example] { tour-example } { tour-image-ids-text }
       *[settings] { tour-image-ids-text }
    }
tour-image-ids-text = La frase contiene ahora una imagen de { $height } por { $width } parches, fusionados en bloques de { $merge } por { $merge } en { $tokens } tokens. Cada token tiene tres ids de posición: tiempo, altura y anchura (la tabla). Una palabra tiene su única posición en los tres, así que para las palabras esto es RoPE simple. Los tokens de la imagen comparten el id de tiempo { $start } y cuentan filas en el id de altura ({ $start } a { $tall }) y columnas en el de anchura ({ $start } a { $wide }); el texto tras la imagen, empezando por su marca de fin, sigue desde { $after }. La primera franja da a cada par su eje como hace { $blocks }, en bloques: { $sections }. La segunda franja reparte los mismos pares por turnos, tiempo, altura, anchura, tiempo, ..., como hace { $turns }. La cuadrícula de ángulos sigue la franja marcada, ahora la { $marked ->
        [yes] segunda
       *[no] primera
    }.
tour-image-ids-section-first = los pares { $first } a { $last } giran con { $axis }
tour-image-ids-section = { $first } a { $last } giran con { $axis }
tour-image-ids-question = { $shows ->
        [nothing] { tour-nothing-to-ask }
       *[other] Predice primero y luego compruébalo con la tabla bajo las franjas: ¿en qué forma gira más despacio el par más lento del tiempo?
    }
tour-image-ids-choice-blocks = En bloques ({ $name })
tour-image-ids-choice-turns = Repartidos por turnos ({ $name })
tour-image-ids-choice-neither = En ninguna: ambos giran igual de despacio
tour-image-ids-reveal = { $shows ->
        [nothing] { tour-restore }
       *[other] El par más lento del tiempo en bloques es { $blocks }; repartido por turnos es { $turns }. { $slower ->
            [turns] En bloques, el tiempo se lleva los primeros pares, los más rápidos, y la anchura los últimos, los más lentos; repartidos por turnos, cada eje tiene pares rápidos y lentos.
            [blocks] Con estas secciones y velocidades, los bloques le dejan al tiempo el par más lento.
           *[neither] Aquí ninguna de las dos formas le da al tiempo un par más lento.
        }
    }
tour-image-ids-slowest-turns = el par { $pair }, una vuelta cada { $wavelength } posiciones
tour-image-ids-slowest-still = el par { $pair }, que nunca gira
tour-image-ids-slowest-none = ninguno: el tiempo no tiene pares

## Paso: los parches giran por fila y por columna (vista de visión)
tour-image-patches-text = { $grid ->
        [yes] Un codificador de visión corta la imagen en { $rows } por { $cols } parches, y cada parche tiene dos ids de posición, su fila y su columna. De los { $pairs } pares de la cabeza, { $runs }, a las mismas { $speeds } velocidades. La cuadrícula muestra la puntuación del parche de la consulta (fila { $row }, columna { $column }, contorno continuo) frente a la clave en cada parche (el contorno discontinuo es el parche de la clave que lee la lectura sobre la cuadrícula): { $range }. La segunda cuadrícula mueve el parche de la consulta y cada parche de clave el mismo desplazamiento (ajústalo sobre esa cuadrícula). Después el codificador fusiona cada bloque de { $merge } por { $merge } parches (los huecos de la cuadrícula) en uno de { $tokens } tokens para el modelo de lenguaje.
       *[no] Con d = { $dim } la vista no dibuja ninguna cuadrícula: su mensaje explica por qué. { tour-restore }
    }
tour-image-patches-run = los pares { $first } a { $last } giran con la { $axis }
tour-image-patches-runs = { $head } y { $tail }
tour-image-patches-range = de { $low } a { $high }, la más alta en la fila { $row }, columna { $column } (la escala de colores es compartida con la segunda cuadrícula, así que sus extremos pueden ir más allá de estos valores)
tour-image-patches-range-flat = la misma en cada parche, { $high }
tour-image-patches-question = { $grid ->
        [yes] El parche de la consulta (fila { $row }, columna { $column }) puntúa { $score } frente al parche de la clave en la fila { $keyrow }, columna { $keycolumn }. Mueve ambos parches { $rows } y { $cols }. Su puntuación...
       *[no] La RoPE axial da la mitad de los pares de una cabeza a la fila y la mitad a la columna, a las mismas velocidades. ¿Puede repartir así los { $pairs } pares de d = { $dim }?
    }
tour-image-patches-move-rows = { $count } { $count ->
        [one] fila
       *[other] filas
    }{ $way ->
        [ahead] { " " }hacia abajo
        [back] { " " }hacia arriba
       *[none] { "" }
    }
tour-image-patches-move-cols = { $count } { $count ->
        [one] columna
       *[other] columnas
    }{ $way ->
        [ahead] { " " }a la derecha
        [back] { " " }a la izquierda
       *[none] { "" }
    }
tour-image-patches-choice-same = se mantiene igual
tour-image-patches-choice-grows = crece
tour-image-patches-choice-shrinks = se reduce
tour-image-patches-reveal = { $grid ->
        [yes] Movidos juntos, puntúan { $after } (antes: { $before }). El ángulo de cada par es su velocidad por la diferencia de filas, o de columnas, y mover ambos parches deja las dos diferencias como estaban: la segunda cuadrícula es la primera desplazada (cierto para los q y k fijos que se muestran: las torres de visión reales también suman a cada parche, antes de la atención, una incrustación de posición absoluta aprendida, interpolada a la cuadrícula de la imagen, así que allí un desplazamiento cambia los vectores de los parches y su puntuación). Mueve solo la clave y la puntuación pasa a ser { $only }.
       *[no] Dos mitades iguales de { $pairs } pares necesitan un número par de pares, así que d debe ser múltiplo de cuatro: d = { $dim } { $fits ->
                [yes] lo es.
               *[no] no lo es.
            } { tour-restore }
    }

## Paso: atención latente
tour-latent-split-text = { $shows ->
        [nothing] { tour-nothing-to-show } { tour-restore }
       *[other] { $shows ->
            [example] { tour-example }{ " " }
           *[own] { "" }
        }En la atención latente multicabeza, como en { $model }, cada cabeza de consulta y de clave tiene dos partes (la franja): { $nope } dimensiones que RoPE deja intactas y { $rope } { $on ->
                [yes] que gira.
               *[no] que giraría (ahora RoPE está desactivada).
            } La parte girada de la clave es un único vector compartido por todas las cabezas; cada cabeza gira su propia parte de la consulta. La puntuación suma ambas: para la consulta en m = { $m } y la clave en n = { $n } es { $free } de la primera parte (q_nope · k_nope) más { $turned } de la girada, { $total } en total (la tabla). El gráfico dibuja ambas partes y su suma a medida que la consulta se aleja de la clave, desde la distancia { $near } hasta { $far }. Después el softmax multiplica la puntuación por { $scale }: uno entre la raíz cuadrada de las { $dims } dimensiones{ $mscale ->
                [yes] , por el cuadrado del término mscale_all_dim de YaRN.
               *[no] { "." }
            }
    }
tour-latent-split-question = { $shows ->
        [nothing] { tour-nothing-to-ask }
       *[other] En el gráfico la clave se queda en n mientras la consulta se mueve desde la distancia { $near } hasta { $far }. ¿Qué parte de la puntuación cambia por el camino?
    }
tour-latent-split-choice-rope = Solo la parte RoPE
tour-latent-split-choice-free = Solo la parte sin posición
tour-latent-split-choice-both = Ambas partes
tour-latent-split-choice-neither = Ninguna
tour-latent-split-reveal = { $shows ->
        [nothing] { tour-restore }
       *[other] La parte sin posición es { $first } a distancia { $near } y { $last } a { $far }; la parte RoPE { $rope }. { $moves ->
            [rope] { tour-latent-split-reveal-rope }
            [neither] { tour-latent-split-reveal-neither }
           *[other] { tour-latent-split-reveal-free }
        }
    }
tour-latent-split-rope-moves = se mueve entre { $low } y { $high }
tour-latent-split-rope-stays = se queda en { $low }
tour-latent-split-reveal-rope = Solo las dimensiones giradas ven las posiciones, y solo a través de m − n; las demás aportan lo mismo a cualquier distancia: qué son los dos tokens, no dónde están.
tour-latent-split-reveal-neither = Con RoPE desactivada las dimensiones giradas tampoco giran: nada en esta puntuación ve la distancia.
tour-latent-split-reveal-free = Aquí la parte sin posición se mueve con la distancia.

## Paso: un modelo real con RoPE desactivada (vista de atención)
tour-real-model-text = Ahora mismo giran { $moving } de los { $pairs } pares; la vista de atención muestra los pesos que los tokens se dan entre sí. { $loaded ->
        [yes] El modelo real, { $model }, se ejecuta en esta página: el botón de abajo te lleva a su laboratorio, encima de los tokens.
       *[no] Un modelo real, { $model }, puede ejecutarse en esta página: el botón de abajo lo carga con RoPE todavía desactivada (una descarga de unos cien megabytes, una sola vez; nada empieza hasta que lo pidas), y su laboratorio aparece encima de los tokens.
    } Se entrenó con dimensión de la cabeza { $dim }, base { $base } y { $context } posiciones; { $never } de sus { $half } pares nunca completan una vuelta dentro de ese contexto. En el laboratorio, compara su pérdida del siguiente token con RoPE desactivada frente al modelo tal como se entrenó (las dos columnas de pérdida): solo conoce las rotaciones con las que se entrenó.
tour-real-model-question = Con RoPE desactivada, ¿puede el modelo distinguir todavía «{ $first } { $second }» de «{ $second } { $first }»?
tour-real-model-choice-same = No: ambos órdenes reciben los mismos pesos de atención
tour-real-model-choice-different = Sí: los dos órdenes reciben pesos de atención distintos
tour-real-model-reveal = Con todas las velocidades a cero, «{ $second }» después de «{ $first }» le da a «{ $first }» un peso de atención de { $before }; en «{ $second } { $first }», «{ $first }» va después de «{ $second }» y la máscara le da { $after } (la máscara causal: cada token solo se ve a sí mismo y a los tokens anteriores).
# $differ: "yes" cuando los dos órdenes reciben pesos distintos.
tour-real-model-reveal-verdict = { $differ ->
        [yes] Así que los dos órdenes reciben pesos distintos: el orden sigue colándose a través de la máscara (los decodificadores sin ninguna codificación de posición aprenden la posición de ella), pero lo lejos que están dos tokens ya no se ve en ninguna puntuación.
       *[no] Aquí los dos pesos son iguales, así que estas dos palabras, en cualquier orden, le parecen iguales al modelo.
    }

## El panel y los avisos
tour-panel-tour-title = Visita guiada
tour-panel-heading = { $title }, paso { $progress }: { $step }
tour-panel-result-heading = { $title }: tu resultado
tour-panel-result = Tu resultado
tour-panel-no-questions = Este recorrido no tiene preguntas.
tour-panel-close = { $what ->
        [tour] Cerrar la visita
       *[path] Cerrar el recorrido
    }
tour-panel-first-counts = Lo que cuenta es tu primera respuesta a cada pregunta:
tour-panel-last-counts = Lo que cuenta es tu última respuesta a cada pregunta:
tour-panel-answer-row = Paso { $step }, { $title }: { $given }, { $right ->
        [yes] correcta
       *[no] incorrecta
    }.
tour-panel-given = «{ $answer }»
tour-panel-not-answered = sin responder
tour-panel-less = Menos texto
tour-panel-whole = Todo el texto
tour-panel-your-answer = Tu respuesta
tour-panel-check-prediction = Comprobar mi predicción
tour-panel-check-answer = Comprobar mi respuesta
tour-panel-show-answer = Mostrar la respuesta
tour-panel-practice = Práctica, sin puntuar: la respuesta que contó es tu primera respuesta a esta pregunta.
tour-panel-verdict = { $right ->
        [yes] Correcto.
       *[no] No exactamente.
    } { $explanation }
tour-panel-to-lab = Ir al laboratorio del modelo
tour-panel-load-model = Cargar { $model } (unos { $megabytes } MB, una sola vez)
tour-panel-loading-model = Al cargar el modelo
tour-panel-back = Atrás
tour-panel-next = Siguiente
tour-panel-finish = Terminar
tour-panel-close-keep = { $what ->
        [tour] Cerrar la visita; la configuración en pantalla se mantiene
       *[path] Cerrar el recorrido; la configuración en pantalla se mantiene
    }
tour-panel-leave = { $what ->
        [tour] Salir de la visita
       *[path] Salir del recorrido
    }
tour-panel-restore-defaults-hint = { $what ->
        [tour] Cerrar la visita y recuperar la configuración predeterminada
       *[path] Cerrar el recorrido y recuperar la configuración predeterminada
    }
tour-panel-restore-mine-hint = { $what ->
        [tour] Cerrar la visita y recuperar la configuración que tenías al empezar
       *[path] Cerrar el recorrido y recuperar la configuración que tenías al empezar
    }
tour-panel-finish-mine = { $what ->
        [tour] Terminar con mi configuración de antes de la visita
       *[path] Terminar con mi configuración de antes del recorrido
    }
tour-panel-finish-defaults = Terminar con la configuración predeterminada
tour-panel-leave-mine = Salir y recuperar mi configuración
tour-panel-leave-defaults = Salir con la configuración predeterminada
tour-panel-text-scrolls = El texto del paso (se desplaza)
tour-notice-no-such-step = step debe ser un paso del recorrido, de { $first } a { $last }; se empieza en el paso { $first }.
tour-error-path-url = no se pudo leer path_url ({ $why })
tour-error-path-unpack = el path= del enlace no se puede desempaquetar ({ $why })
tour-error-cannot-run = Este recorrido no puede ejecutarse: { $why }.
tour-notice-finished = Has terminado «{ $title }». { $score }
