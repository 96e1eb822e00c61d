# Errores: un ajuste rechazado, nombrado por su clave de URL (las claves no se traducen).
error-config = { $key }: se esperaba { $expected }, se recibió «{ $got }»
error-expected-as-given = { $text }

## Los rangos aceptados (siguen a "se esperaba" en error-config).

limit-dim = un entero par de { $min } a { $max } (las dimensiones giran por pares)
limit-dim-ntk = al menos { $min } con el escalado NTK (su exponente d/(d-2) es infinito con d = 2)
limit-base = un número finito mayor que { $above }
limit-speed = un número finito de grados por posición en [-{ $max }, { $max }]
limit-speeds = dim/2 velocidades separadas por comas, en grados por posición
limit-factor = un número de { $min } a { $max }
limit-beta = números de hasta { $max } con beta_fast > beta_slow > 0
limit-attn = un número > 0 y como máximo { $max }
limit-mscale = un número de 0 a { $max } (0 significa sin definir, como en HF)
limit-freq-factor = números de hasta { $max } con high_freq_factor >= low_freq_factor > 0
limit-context = un número entero de posiciones de { $min } a { $max }
limit-text = de 1 a { $tokens } tokens de palabras o signos de puntuación, como máximo { $chars } caracteres, sin caracteres de control
limit-position = un número entero de 0 a { $max }
limit-last-position = un desplazamiento que deje el último token en la posición { $max } o antes
limit-vector = dim números finitos separados por comas, cada uno en [-{ $max }, { $max }]
limit-layer = un número entero de 0 a { $last } (SmolLM2-135M tiene { $n } capas)
limit-head = un número entero de 0 a { $last } (SmolLM2-135M tiene { $n } cabezas de consulta por capa)
limit-model-dim = { $d } con qk=model (las cabezas de SmolLM2-135M tienen d = { $d }; elige otra fuente de q/k para cambiar d)
limit-drop = un número entero de 0 a d/2 (pares que no giran)
limit-ext-factors = d/2 números separados por comas (uno por par), cada uno > 0 y como máximo { $max }
limit-partial = un número > 0 y como máximo 1 (la fracción de la cabeza que gira)
limit-layer-types = de 1 a { $max } letras, cada una G (global), L (local) o N (sin RoPE)
limit-layers = un número entero de 1 a { $max }
limit-attn-scale = un número de 0 a { $max }
limit-mrope = tres números enteros (pares de tiempo, altura y anchura) que sumen d/2
limit-image-grid = tres números enteros t,h,w: t = 1 (una imagen), h y w múltiplos de { $merge }, de { $merge } a { $max } parches
limit-bool = true o false
limit-patches = dos números enteros filas,columnas, cada uno de 1 a { $max } y múltiplo del tamaño de fusión
limit-merge = un número entero de 1 a { $max }
limit-patch = dos números enteros fila,columna dentro de la cuadrícula de parches (desde 0)
limit-nope-dim = un número entero de 0 a { $max } (0: sin parte desacoplada; DeepSeek-V3: 128)
limit-image-at = un número entero de 0 a { $max } (después del último token: la imagen va al final)
limit-placeholders = como máximo { $max } marcadores
limit-locked = un valor que fijó la página del curso (este control está bloqueado)
limit-json-number = un número JSON
limit-json-whole = un número JSON entero
limit-json-string = una cadena JSON
limit-layer-hint = 0 a { $last }: la capa cuyos q y k muestran las vistas.
limit-head-hint = 0 a { $last }; las cabezas 3h a 3h+2 comparten la cabeza de clave h.
limit-and-locked = { $expected } ({ $locked })
limit-json-list = una lista JSON de como máximo { $max } números
limit-one-of = { $n ->
    [1] { $first }
    [2] { $first } o { $second }
   *[other] uno de estos: { $list }
}
limit-once = cada clave como máximo una vez
limit-once-first-used = cada clave como máximo una vez (se usa la primera)
limit-percent-encoding = una codificación porcentual válida (% seguido de dos dígitos hexadecimales)
limit-percent-utf8 = escapes porcentuales que se decodifiquen como texto UTF-8 válido
limit-vector-length = { $n } números separados por comas (uno por dimensión)
limit-token-position = una posición de token de { $first } a { $last } (o da el vector con { $key })
limit-merge-divides = { $range } que divida la cuadrícula de { $rows } x { $cols } parches
limit-patch-here = { $range } (aquí filas 0 a { $last_row }, columnas 0 a { $last_col })
limit-mrope-here = { $range } (aquí { $pairs })
limit-speeds-count = { $n } velocidades separadas por comas (una por par: dim/2)
limit-speed-at = que la velocidad { $index } fuera { $range }
limit-factors-count = { $n } números separados por comas (uno por par: d/2)
limit-longrope-orig = al menos 2 para el factor de atención de LongRoPE sqrt(1 + ln s / ln orig) (o da attn)
limit-needs-base = { $n ->
        [1] { $last }
       *[other] { $rest } o { $last }
    } cuando se dan velocidades propias (la fórmula de este método necesita la base)
json-error-at = { $what } en el byte { $at }
json-bad-code-point = punto de código no válido
json-bad-escape = secuencia de escape no válida
json-bad-surrogate-pair = par sustituto no válido
json-control-character-in-string = carácter de control dentro de una cadena
json-expected-comma-or-bracket = se esperaba , o ]
json-expected-comma-or-brace = se esperaba , o { "}" }
json-expected-colon = se esperaba :
json-expected-a-digit = se esperaba un dígito
json-expected-a-digit-after-point = se esperaba un dígito después de .
json-expected-a-digit-in-the-exponent = se esperaba un dígito en el exponente
json-expected-a-key-in-quotes = se esperaba una clave entre comillas
json-leading-zero = cero inicial
json-lone-surrogate = sustituto suelto
json-nesting-too-deep = anidamiento demasiado profundo
json-number-out-of-range = número fuera de rango
json-unexpected-character = carácter inesperado
json-unexpected-end-of-input = fin inesperado de la entrada
json-unterminated-string = cadena sin terminar

limit-lab-compare = una lista separada por comas de none o método:factor (método linear, ntk, yarn o llama3; factor de 1 a { $factor }), como máximo { $most }
limit-lab-gaps = una lista separada por comas de como máximo { $most } números enteros de posiciones, de 0 a { $max }
limit-lab-text = vacío (el texto predeterminado) o un texto de hasta { $max } caracteres, no solo espacios
limit-lab-keys = un número entero de códigos de acceso por distancia, de 1 a { $max }
limit-lab-seed = un número entero (la semilla con la que se eligen los códigos de acceso)
limit-lab-run = 1 (ejecutar en cuanto el modelo esté cargado) o 0
