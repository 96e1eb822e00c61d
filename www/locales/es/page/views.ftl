scene-label-token = "{ $token }"
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
