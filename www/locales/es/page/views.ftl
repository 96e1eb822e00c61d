scene-label-token = «{ $token }»
scene-label-given = vector dado
scene-label-position = posición { $pos }
compasses-readout = Consulta { $query } en m = { $m }, clave { $key } en n = { $n }: m − n = { $distance }.
compasses-readout-shifted = Consulta { $query } en m = { $m }, clave { $key } en n = { $n }, ambas desplazadas t = { $shift }: m − n = { $distance }.
heatmap-axis-pair = par i (rápido -> lento)
heatmap-axis-distance = distancia m − n
heatmap-axis-distance-sampled = distancia m − n (muestreada)
heatmap-legend-cyclic = 2π (cíclico)
heatmap-legend-log = { $max } rad (log)
heatmap-readout = m − n = { $distance }, par { $pair }, velocidad { $speed }°/posición, ángulo { $angle } rad = { $degrees }°{ $wrap ->
        [yes] { " " }(mód. 360°)
       *[no] { "" }
    }{ $unseen ->
        [yes] , un ángulo que este par nunca mostró dentro del contexto original
       *[no] { "" }
    }
heatmap-now = { $turns } { $grey }
heatmap-shown-sampled = Se muestran las distancias de 0 a { $last } en { $rows } filas muestreadas (una cada { $every } distancias: las franjas de los pares rápidos vienen del muestreo)
heatmap-shown = Se muestran las distancias de 0 a { $last }
heatmap-wheel-one = su columna recorre la rueda de colores
heatmap-wheel-many = sus columnas recorren la rueda de colores
heatmap-raw-one = su ángulo sin reducir pasa de 2π
heatmap-raw-many = sus ángulos sin reducir pasan de 2π
heatmap-rest-one = el par { $from } se queda dentro de su primera vuelta
heatmap-rest-many = los pares { $from } a { $last } se quedan dentro de su primera vuelta
heatmap-turns-no-pair = { $shown }, sin ningún par.
heatmap-turns-still = { $shown }: ningún par gira (todas las velocidades son 0, como con RoPE desactivada).
heatmap-turns-none = { $shown }: ningún par completa una vuelta en ellas (el par 0 necesita { $needs } posiciones).
heatmap-turns-only-pair = { $shown }: su único par completa una vuelta ({ $how }).
heatmap-turns-all = { $shown }: los { $n } pares completan al menos una vuelta ({ $how }).
heatmap-turns-first = { $shown }: solo el par 0 completa una vuelta ({ $how }); { $rest }.
heatmap-turns-leading = { $shown }: los pares 0 a { $last } completan una vuelta ({ $how }); { $rest }.
heatmap-turns-some = { $shown }: { $k } de los { $n } pares completan una vuelta (pares { $list }).
heatmap-grey-none = Ninguna celda está en gris: cada ángulo de aquí{ $drawn ->
        [scaled] { " " }con las frecuencias escaladas
        [unscaled] { " " }con las frecuencias sin escalar
       *[plain] { "" }
    } apareció dentro del contexto original de { $orig } posiciones.
heatmap-grey-some = { $cells } celdas en { $cols } de las { $pairs } columnas están en gris: ángulos{ $drawn ->
        [scaled] { " " }con las frecuencias escaladas
        [unscaled] { " " }con las frecuencias sin escalar
       *[plain] { "" }
    } que un modelo entrenado con { $orig } posiciones nunca vio.
heatmap-summary = { $rows } distancias m − n de { $first } a { $last } por { $pairs } pares. El par 0 gira { $fast }° por posición y da la vuelta cada { $wraps } posiciones; el par { $last_pair } gira { $slow }° por posición.{ $ood ->
        [0] { "" }
       *[other] { " " }{ $ood } celdas (en gris) tienen ángulos que nunca aparecieron dentro del contexto original.
    }
view-numbered = { $n }. { $heading }
view-title-compasses = Brújulas: cada par gira
view-short-compasses = Brújulas
view-title-heatmap = Mapa de calor de ángulos
view-short-heatmap = Mapa de calor de ángulos
view-title-score = Descomposición de la puntuación
view-short-score = Puntuación por par
view-title-invariance = Desplaza ambos tokens
view-short-invariance = Desplaza ambos tokens
view-title-distance = Puntuación frente a distancia
view-short-distance = Puntuación frente a distancia
view-title-attention = Matriz de atención
view-short-attention = Atención
view-title-frequencies = Frecuencias y longitudes de onda
view-short-frequencies = Frecuencias
view-title-layers = Capas: locales, globales y sin RoPE
view-short-layers = Capas
view-title-longlab = Laboratorio de contexto largo: el modelo real más allá de su contexto de entrenamiento
view-short-longlab = Laboratorio de contexto largo
view-title-absolute = Absoluta frente a rotatoria
view-short-absolute = Absoluta frente a rotatoria
view-title-multimodal = RoPE multimodal: tiempo, altura, anchura
view-short-multimodal = Multimodal
view-title-vision = RoPE de visión: filas y columnas
view-short-vision = Parches de visión
view-title-latent = Atención latente: RoPE desacoplada
view-short-latent = Atención latente
view-title-lesson = Por qué funciona, paso a paso
view-short-lesson = Por qué funciona
view-title-examples = Ejemplos resueltos
view-short-examples = Ejemplos resueltos
view-title-mistakes = Errores en las fuentes
view-short-mistakes = Errores en las fuentes
view-title-quiz = Ponte a prueba
view-short-quiz = Ponte a prueba
view-title-kernel = El kernel completo, a tamaño real
view-short-kernel = Kernel a tamaño real
view-chapter-rotation = Rotación
view-chapter-score = Puntuación
view-chapter-long-context = Contexto largo
view-chapter-deeper = Para profundizar
view-chapter-blurb-rotation = Cada par de dimensiones gira según posición x su velocidad.
view-chapter-blurb-score = La puntuación consulta-clave, par a par, y qué le pasa al desplazar ambos tokens.
view-chapter-blurb-long-context = Velocidades, longitudes de onda y el contexto de entrenamiento; cómo las estiran los métodos de escalado; capas con otras RoPE o sin ninguna; el modelo real probado más allá de su contexto de entrenamiento.
view-chapter-blurb-deeper = Codificaciones absolutas, imágenes, parches de visión, atención latente, la derivación, los ejemplos clásicos, los errores de las fuentes, un cuestionario y el kernel real.

# Under each compass dial: the angle between the query and the key arrows.
compasses-dial-apart = desfase { $angle }°
