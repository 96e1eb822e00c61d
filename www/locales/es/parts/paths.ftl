# Guided paths: a teacher's lesson as a list of steps (rope::teaching::path, locked).
# A path's own texts are the teacher's words and are never translated: they come in as $text.

# A teacher's own words (or text already in the learner's language), shown as written.
path-words = { $text }

## The placeholders a teacher's text may hold ({ "{" }name{ "}" }), listed in the path editor.
## "pair i" means the pair number the teacher writes after a colon, e.g. { "{" }speed:3{ "}" }.

path-ph-score = la puntuación consulta-clave tras la rotación (el total de la vista de la puntuación)
path-ph-score-unrotated = la misma puntuación sin rotación
path-ph-query = el texto del token de la consulta
path-ph-key = el texto del token de la clave
path-ph-query-pos = la posición m de la consulta
path-ph-key-pos = la posición n de la clave
path-ph-distance = m − n
path-ph-dim = la dimensión de la cabeza d
path-ph-pairs = el número de pares, d/2
path-ph-base = la base de RoPE
path-ph-method = el nombre del método de escalado
path-ph-factor = el factor de escalado s
path-ph-orig = la longitud del contexto original (de entrenamiento)
path-ph-attention-factor = el factor de atención del método
path-ph-long-pairs = los pares cuya longitud de onda supera el contexto de entrenamiento (nunca completan una vuelta en él)
path-ph-top-pair = el par que más aporta a la puntuación
path-ph-speed = la velocidad θ_i del par i en radianes por posición (tras el escalado)
path-ph-speed-unscaled = la velocidad del par i antes del escalado
path-ph-slowed = cuántas veces el escalado frena el par i (1: sin cambio)
path-ph-wavelength = la longitud de onda del par i: posiciones por vuelta completa
path-ph-angle = el ángulo (m − n)θ_i del par i en radianes
path-ph-angle-deg = el mismo ángulo en grados
path-ph-contribution = el término del par i en la puntuación

## The computed answers of a "which pair" / "which method" question, listed in the path editor.

path-computed-top-pair = el par que más aporta a la puntuación
path-computed-first-long-pair = el primer par cuya longitud de onda supera el contexto de entrenamiento (o ninguno)
path-computed-most-slowed-pair = el par que el método de escalado más frena (el primero si hay empate)
path-computed-slows-fastest-pair-most = entre sin escalado, lineal, NTK-aware y YaRN con el factor actual: el que más frena el par 0 (o empate)
path-computed-slows-slowest-pair-most = lo mismo, para el último par
path-computed-largest-attention-factor = los mismos métodos: el que tiene el mayor factor de atención (o empate)

## Questions as the learner sees them.

# A value the current settings do not have (a placeholder's value, a question's answer).
path-not-available = n/d
# A choice of a computed "which pair" question.
path-pair = par { $i }
path-no-pair = ningún par
# The last choice of a computed "which method" question.
path-method-tie = ninguno en particular: empatan
# After a number question is answered: $said is the right value.
path-answer-is = La respuesta es { $said }.
# $explanation is the teacher's explanation, as written.
path-answer-is-explained = La respuesta es { $said }. { $explanation }
# After a computed question: $said is the right choice ("pair 3", a method's name).
path-computed-for = Calculado para estos ajustes: { $said }.
path-computed-for-explained = Calculado para estos ajustes: { $said }. { $explanation }
# After a wrong choice (not shown for choices today, kept for completeness).
path-hint-choice = Todavía no: prueba otra opción.
# After a wrong first try at a number question: $given is what the learner typed;
# $tolerance is how far off an answer may be (0: no clause).
path-hint-too-high = Todavía no: { $given } es demasiado alto. Inténtalo una vez más{ $tolerance ->
        [0] { "" }
       *[other] { " " }(una respuesta a menos de { $tolerance } cuenta como correcta)
    }.
path-hint-too-low = Todavía no: { $given } es demasiado bajo. Inténtalo una vez más{ $tolerance ->
        [0] { "" }
       *[other] { " " }(una respuesta a menos de { $tolerance } cuenta como correcta)
    }.
path-hint-not-a-number = Todavía no: eso no es un número (dígitos, un punto decimal y, si hace falta, un signo menos). Inténtalo una vez más.
# "k of N": which step of the path is open.
path-progress = { $k } de { $n }

## A page that locks a setting a step asks for (lock= in the embedding page's address).

# $what names what changed them (e.g. loading a model); $changes lists "key = value" pairs.
path-lock-changed = { $what } cambió { $changes }.
# One locked key: $key is its URL name (dim, base...), $asked the step's value, $kept the page's.
path-lock-asked-kept = { $key }: se pidió { $asked }, se mantiene { $kept }
# $list: the locked keys (path-lock-asked-kept), $n how many.
path-lock-note = Esta página bloquea { $n ->
        [one] un ajuste que este paso cambia
       *[other] ajustes que este paso cambia
    } ({ $list }): los números del paso corresponden al valor que se mantiene.
# Printed instead of a pair's value when the kept d has no such pair.
path-lock-no-pair = (ninguno: d = { $dim } tiene los pares 0 a { $last }, no el par { $pair })

## Problems with a path (shown to the teacher in the path editor, or instead of the path).

# Items of a list separated by semicolons ("a; b; c").
path-list-join = { $first }; { $rest }
# $list: the problems (each a path-error-at-*), joined by path-list-join.
path-cannot-run = Este recorrido no puede ejecutarse: { $list }.
path-cannot-run-more = Este recorrido no puede ejecutarse: { $list }; y { $more } más.
# $field is the JSON field's name (title, question.prompt...), not translated.
path-error-at-step = paso { $step }, «{ $field }»: { $message }
path-error-at-path = «{ $field }»: { $message }
path-missing = falta
path-empty = vacío
path-too-long = más de { $max } caracteres
path-control-characters = contiene caracteres de control
# $code is a code point such as U+202E.
path-invisible-character = contiene un carácter invisible ({ $code }: un control de dirección, un carácter de anchura cero o de formato); bórralo
path-not-a-string = debe ser una cadena de texto
path-not-an-object = debe ser un objeto JSON
path-too-many-placeholders = { $n } marcadores (como máximo { $max } marcadores por texto)
path-brace-unopened = una "{ "}" }" sin su "{ "{" }"
path-brace-unclosed = una "{ "{" }" sin su "{ "}" }"
path-placeholder-empty = un marcador vacío { "{" }{ "}" }: escribe un nombre entre las llaves, como { "{" }score{ "}" }
# $id: what the teacher wrote after "tour:".
path-placeholder-no-tour-step = { "{" }tour:{ $id }{ "}" } no nombra ningún paso de la visita guiada integrada
path-placeholder-no-message = { "{" }message:{ $id }{ "}" } no nombra ningún mensaje de los archivos de mensajes de ropescope
path-placeholder-bad-binding = «{ $given }» no es una variable de mensaje: escribe nombre=marcador, p. ej. speed=speed:0, con #N para N cifras tras el punto y ? para un valor que el mensaje solo usa para elegir
path-placeholder-digits-outside = { "{" }{ $name }{ "}" }: #N (cifras tras el punto) solo funciona dentro de una variable de mensaje, { "{" }message:ID var=nombre#N{ "}" }; un marcador por sí solo imprime tres cifras significativas
path-message-binding = en { $var }=…: { $problem }
path-message-no-variable = el mensaje { $id } no tiene la variable «{ $var }» (sus variables: { $vars })
path-message-needs = el mensaje { $id } necesita un valor para { $vars } (escribe nombre=marcador para cada una)
path-say-answer-bool = debe ser true o false
# $name: what the teacher wrote; $known: every placeholder's name.
path-placeholder-unknown = marcador desconocido { "{" }{ $name }{ "}" } (los más parecidos: { $known }; la lista de marcadores del editor los tiene todos)
path-placeholder-pair-number = { "{" }{ $name }:i{ "}" } necesita un número de par, no «{ $given }»
path-placeholder-needs-pair = { "{" }{ $name }{ "}" } necesita un par: { "{" }{ $name }:0{ "}" }
path-placeholder-takes-no-pair = { "{" }{ $name }{ "}" } no lleva par
path-placeholder-pair-beyond = { "{" }{ $name }:{ $pair }{ "}" }: el estado del paso tiene los pares 0 a { $last }
# $what: one of the path-of-* messages; $fields: the field names it has.
path-unknown-field = no es un campo de { $what } (campos: { $fields })
path-of-path = un recorrido
path-of-step = un paso
path-of-choice-question = una pregunta de opción múltiple
path-of-number-question = una pregunta numérica
path-of-computed-question = una pregunta calculada
path-of-tour-question = una pregunta del recorrido
# "first" and "last" are the JSON values; keep them in quotes as written.
path-scoring-values = "first" (cuenta la primera respuesta) o "last"
path-pass-share = una proporción de las preguntas de 0 a 1 (0.8: aprueba con un 80 % de aciertos)
path-too-many-bytes = más de { $max } bytes
# $error: the JSON reader's own words.
path-not-json = no es JSON: { $error }
path-version-unknown = la versión { $given } no es una que este widget lea (lee la { $version })
path-version-missing = falta (la versión del formato, { $version })
path-id-letters = solo letras, dígitos, - y _ (de 1 a 64)
path-no-steps = no hay pasos
path-too-many-steps = más de { $max } pasos
path-id-repeated = «{ $id }» es el id de un paso anterior
path-steps-not-a-list = debe ser una lista de pasos
# $keys: URL keys the widget does not know.
path-state-unknown-keys = claves desconocidas: { $keys }
path-view-twice = { $view } dos veces
path-not-a-view = { $given } no es una vista (vistas: { $views })
path-views-count = de uno a { $max } nombres de vista
path-views-not-a-list = debe ser una lista de nombres de vista
path-not-a-readout = { $given } no es una lectura (lecturas: { $readouts })
path-hide-not-a-list = debe ser una lista de lecturas ({ $readouts })
# choice, number, computed, tour are the JSON values of "kind": not translated.
path-question-kinds = uno de choice, number, computed, tour
path-choices-count = de dos a { $max } opciones
path-choices-missing = falta (una lista de dos o más textos)
path-choice-answer = el índice de la opción correcta, desde 0
# "score" and "wavelength:3" are placeholder names: not translated.
path-number-answer-empty = la respuesta está vacía: escribe el nombre de un marcador numérico, como "score" o "wavelength:3"
path-answer-pair-beyond = par { $pair }: el estado del paso tiene los pares 0 a { $last }
path-answer-not-a-number = un marcador que dé un número
path-number-answer-missing = falta: el nombre de un marcador numérico, como "score" o "wavelength:3"
path-tolerance = un número >= 0 (cuánto puede alejarse una respuesta)
path-computed-answer-empty = la respuesta está vacía: elige un valor calculado de la lista
# $names: the computed answers' names.
path-computed-answer-one-of = uno de { $names }
path-no-tour-step = no nombra ningún paso de la visita guiada integrada

## A teacher's text in several languages (a language map: { "{" }"en": "...", "zh-CN": "..."{ "}" })

path-langs-empty = un mapa de idiomas vacío: da el texto en al menos un idioma, como { "{" }"en": "..."{ "}" }
# $tag: the key the teacher wrote; $known: the language tags ropescope reads (en, zh-CN, es).
path-lang-unknown = «{ $tag }» no es un idioma que ropescope lea (usa uno de { $known })
# $tag: the key the teacher wrote, naming a language the map already has (as "en" and "en-US").
path-lang-repeated = «{ $tag }» da un idioma que el mapa ya tiene
# The path editor's hint, shown when a text of the path has several languages.
path-editor-languages = Algunos textos de este recorrido están en varios idiomas: el editor muestra y edita cada uno en tu idioma (o, si no lo tiene, en su primer idioma) y deja los demás idiomas como están. Para añadir un idioma, edita el archivo JSON del recorrido.

## The placeholders and computed questions the built-in tour's steps added (one section per step)

## tour step clock-hands

path-ph-query-quoted = el texto del token de la consulta entre comillas, o «el vector en la posición m» si la frase no tiene token ahí
path-ph-speed-deg = la velocidad θ_i del par i en grados por posición (el θ_i de la tabla de los diales)
path-ph-query-angle = cuánto ha girado el par i de la consulta: m × θ_i radianes
path-ph-pair-turns = yes si el par i gira (su velocidad no es cero), si no no: para que un mensaje elija sus palabras
path-ph-speed-or-base = la velocidad θ_i del par i o, donde no gira (RoPE desactivada, un par anulado), la velocidad que le daría la base
path-ph-turn-positions = las posiciones que necesita el par i para una vuelta completa a esa velocidad (speed_or_base:i)
path-ph-half-turn-positions = las posiciones que necesita el par i para media vuelta a esa velocidad
path-ph-full-circle = un círculo completo en radianes, 2π
path-computed-one-turn-positions = cuántas posiciones necesita el par 0 para una vuelta completa: las de media vuelta, las de una vuelta o nunca (si no gira)

## tour step turn-together

path-ph-offset = la posición en la que empieza la frase (su desplazamiento)
path-ph-key-quoted = el texto del token de la clave entre comillas, o «el vector en la posición n» si la frase no tiene token ahí
path-ph-key-angle = cuánto ha girado el par i de la clave: n × θ_i radianes
path-ph-positions-apart = cuántas posiciones separan la consulta y la clave, |m − n|
path-ph-between-deg = el ángulo entre las flechas de consulta y clave del par i, en grados, como lo da la tabla de los diales («entre»)
path-ph-table-turn-deg = el giro que añaden las posiciones al par i, (m − n) × θ_i en grados, como lo da la tabla de los diales (de 0 a 360)
path-ph-before-deg = el ángulo entre las flechas de consulta y clave del par i antes de cualquier giro, en grados («entre» menos el giro, de 0 a 360)
path-ph-before-plus-turn-deg = ese ángulo más el giro, en grados, antes de que la tabla quite vueltas completas
path-ph-turns-off = cuántas vueltas completas quita la tabla de los diales a esa suma para dejar el «entre» del par i por debajo de 360
path-ph-turns-off-deg = los grados de esas vueltas completas
path-ph-full-turn-deg = una vuelta completa en grados, 360
path-ph-zero = el número 0 (donde un texto lo necesita como número)
path-ph-far-offset = una posición de inicio lejana en el contexto, adonde una pregunta puede mover la frase
path-ph-far-offset-shift = cuántas posiciones se mueve la frase para empezar en far_offset
path-ph-far-between-deg = el «entre» del par i en grados cuando la frase empieza en far_offset
path-computed-between-when-shifted = si el ángulo entre las flechas de consulta y clave del par 0 se mantiene, crece o se reduce al mover la frase entera para que empiece en far_offset

## tour step score-sum

path-ph-top-pair-contribution = lo que aporta a la puntuación el par que más aporta (top_pair)
path-ph-bottom-pair = el par que más resta a la puntuación (su término es el menor)
path-ph-bottom-pair-contribution = el término de ese par (bottom_pair) en la puntuación
path-ph-top-pair-other-choices = lo que aporta cada opción incorrecta de top_pair_of_three, nombrada: «el par … suma … y el par … suma …»
path-computed-top-pair-of-three = el par que más aporta a la puntuación, ofrecido entre tres pares: él y el primero, el último o el del medio

## tour step only-distance

path-ph-shift = t, las posiciones que la vista «desplaza ambos tokens» desliza la consulta y la clave (donde empieza su deslizador)
path-ph-shifted-query-pos = la posición de la consulta tras ese deslizamiento, m + t
path-ph-shifted-key-pos = la posición de la clave tras ese deslizamiento, n + t
path-ph-shifted-score = la puntuación con ambos tokens deslizados t (la segunda puntuación de la vista «desplaza ambos tokens»)
path-ph-shift-keeps-score = «yes» cuando ese deslizamiento deja la puntuación como estaba (salvo redondeo), si no «no»
path-computed-shift-changes-score = si deslizar ambos tokens t deja la puntuación igual, la sube o la baja

## tour step rope-off
path-ph-turning-pairs = cuántos pares giran (su velocidad no es cero)
path-ph-distance-chart-start = la primera distancia que dibujan los gráficos de puntuación según la distancia
path-ph-score-at-chart-end = la puntuación en la última distancia de los gráficos
path-ph-distance-chart-spread = la puntuación más alta menos la más baja en el gráfico de puntuación según la distancia
path-ph-no-position-source = el estudio que halló que los decodificadores aprenden las posiciones solo con su máscara causal (autores y año)
path-computed-score-far-against-near = si la puntuación en la última distancia de los gráficos es igual que a distancia cero, mayor o menor

## tour step decay-aligned

path-ph-zero-distance-score = la puntuación a distancia cero (consulta y clave en la misma posición), calculada como en la vista de la distancia
path-ph-distance-chart-end = la mayor distancia que dibuja el gráfico de la puntuación frente a la distancia
path-ph-highest-score-distance = la distancia en la que la puntuación de ese gráfico es más alta (la primera si hay empate)
path-ph-highest-score = la puntuación a esa distancia
path-ph-distance-table-near = la distancia de la segunda fila de la tabla bajo los gráficos de la distancia
path-ph-distance-table-near-score = la puntuación de esa fila
path-ph-distance-table-quarter = la distancia de la fila situada a un cuarto de esa tabla
path-ph-distance-table-quarter-score = la puntuación de esa fila
path-ph-distance-bound-drawn = yes si el gráfico de la distancia dibuja la cota de RoFormer junto a la curva, no si la cota queda muy por encima y la da una nota
path-ph-distance-bound-first = la cota de RoFormer a distancia cero, tal como la da la nota bajo el gráfico de la distancia (ninguna si la cota se dibuja en el gráfico)
path-ph-distance-bound-lowest = el valor más bajo de esa cota en el gráfico, tal como lo da la misma nota (ninguno si la cota se dibuja en el gráfico)
path-computed-where-score-peaks = dónde es más alta la puntuación del gráfico de la distancia: a distancia cero, en algún punto intermedio o en el extremo lejano

## tour step no-decay-random

path-ph-zero-distance-highest = yes si ninguna distancia del gráfico de la distancia puntúa por encima de la distancia cero; si no, no
path-ph-beats-zero-distance = la distancia mayor que cero que más puntúa en el gráfico de la distancia, cuando puntúa por encima de la distancia cero (si no, ninguna)
path-ph-beats-zero-score = la puntuación a esa distancia (si no, ninguna)
path-computed-zero-distance-highest = si la puntuación a distancia cero es la más alta del gráfico de la distancia (sí o no)

## tour step fast-and-slow

path-ph-last-pair = el número del último par, d/2 − 1
path-ph-heatmap-first-distance = la distancia de la primera fila del mapa de calor (su rango predeterminado)
path-ph-heatmap-last-distance = la mayor distancia que muestra el mapa de calor por defecto (su última fila)
path-ph-heatmap-angle = el ángulo del par i en radianes a esa mayor distancia
path-ph-heatmap-turning-pairs = cuántos pares completan al menos una vuelta entera dentro de las distancias que muestra el mapa de calor por defecto (la línea bajo él)
path-computed-heatmap-turning-pairs = cuántos pares completan al menos una vuelta entera dentro de las distancias que muestra el mapa de calor: tres cantidades para elegir

## tour step trained-context
path-ph-wavelength-unscaled = la longitud de onda del par i antes del escalado: posiciones por vuelta completa a su velocidad original
path-ph-long-pairs-unscaled = los pares cuya longitud de onda antes del escalado supera el contexto de entrenamiento (nunca completaron una vuelta en el entrenamiento)
path-computed-long-pairs-unscaled-count = cuántos pares nunca completan una vuelta dentro del contexto de entrenamiento (longitud de onda antes del escalado): tres cantidades para elegir

## tour step interpolation
path-ph-scaled-context = el contexto que alcanza el escalado: el contexto de entrenamiento por el factor
path-ph-speed-change = lo que el escalado hace con el par i, en palabras: «mantiene su velocidad» o «se frena x veces»
path-computed-which-pairs-slowed = qué pares frena el método de escalado: solo los lentos, todos por el mismo factor, o solo los rápidos

## tour step yarn
path-ph-beta-fast = el beta_fast de YaRN: los pares que dan más vueltas que esto dentro del contexto de entrenamiento mantienen su velocidad
path-ph-beta-slow = el beta_slow de YaRN: los pares que dan menos vueltas que esto dentro del contexto de entrenamiento se frenan por el factor completo
path-ph-attention-factor-squared = el cuadrado del factor de atención: cuánto crece cada logit
path-ph-kept-pairs = cuántos pares, contando desde el primero, mantienen su velocidad con el escalado
path-ph-fully-slowed-pairs = cuántos pares frena el escalado por el factor completo
path-computed-which-pairs-kept = qué pares mantienen su velocidad con el método de escalado: los rápidos, los lentos o ninguno

## tour step long-context-lab
path-ph-double-orig = el doble de la longitud del contexto original (de entrenamiento)
path-ph-new-angle-pairs = los pares que, al doble del contexto de entrenamiento, encuentran un ángulo que el entrenamiento nunca les mostró (las celdas grises del mapa de calor), como lista de números de par (n/d si no hay ninguno)
path-ph-new-angle-pair-count = cuántos pares encuentran, al doble del contexto de entrenamiento, un ángulo que el entrenamiento nunca les mostró
path-ph-new-angles-at-double-orig = lo que encuentran los pares al doble del contexto de entrenamiento, en una frase: cuántos de los pares lentos quedan fuera del arco que el entrenamiento les mostró, y cuáles (o que ninguno)
path-computed-which-pairs-meet-new-angles = al doble del contexto de entrenamiento, qué pares encuentran ángulos que el entrenamiento nunca les mostró: los más rápidos, los más lentos o ninguno (la regla del mapa de calor)

## tour step image-ids
path-ph-multimodal-shows = lo que dibuja la vista multimodal: settings (los ajustes de los controles), example (un ejemplo construido sobre ellos cuando les faltan secciones o imagen) o nothing (nada)
path-ph-image-height = la altura de la imagen en parches (la imagen de la vista multimodal)
path-ph-image-width = la anchura de la imagen en parches
path-ph-spatial-merge = cuántos parches por lado fusiona el codificador de visión en un token
path-ph-image-tokens = en cuántos tokens se convierte la imagen tras la fusión
path-ph-image-time-id = el id de tiempo que comparten todos los tokens de la imagen (también el de su primera fila y su primera columna)
path-ph-image-last-row-id = el id de altura de la última fila de tokens de la imagen
path-ph-image-last-column-id = el id de anchura de la última columna de tokens de la imagen
path-ph-after-image-id = el id de posición desde el que sigue el texto tras la imagen (empezando por su marca de fin)
path-ph-mrope-sections = los pares con los que gira cada eje (tiempo, altura, anchura) en bloques, como lista
path-ph-mrope-blocks-model = el modelo cuya RoPE multimodal da a los ejes sus pares en bloques
path-ph-mrope-turns-model = el modelo cuya RoPE multimodal reparte los pares entre los ejes por turnos
path-ph-mrope-interleaved = yes cuando la cuadrícula de ángulos sigue los pares repartidos por turnos, no cuando sigue los bloques
path-ph-time-slowest-in-blocks = el par más lento del tiempo en bloques y su longitud de onda, como frase
path-ph-time-slowest-in-turn = el par más lento del tiempo repartido por turnos y su longitud de onda, como frase
path-ph-time-slower-form = la forma cuyo par de tiempo más lento gira más despacio: blocks, turns o neither
path-computed-time-turns-slower-in = la forma (en bloques o repartidos por turnos) en la que el par más lento del tiempo gira más despacio, o ninguna

## tour step image-patches
path-ph-patch-grid = "yes" cuando la vista de visión dibuja su cuadrícula de parches, "no" cuando d no se reparte entre filas y columnas (los valores de parches de abajo son entonces n/a)
path-ph-axial-fits = "yes" cuando d es múltiplo de cuatro: la RoPE axial puede dar la mitad de los pares a la fila y la mitad a la columna
path-ph-patch-rows = la cuadrícula de la vista de visión: filas de parches
path-ph-patch-cols = la cuadrícula de la vista de visión: columnas de parches
path-ph-patch-pairs = los pares que la vista de visión reparte entre filas y columnas
path-ph-patch-axis-runs = qué pares giran con la fila y cuáles con la columna, en palabras
path-ph-patch-speeds = cuántas velocidades comparten los pares de la fila y los de la columna
path-ph-query-patch-row = la fila del parche de la consulta
path-ph-query-patch-col = la columna del parche de la consulta
path-ph-patch-score-range = la puntuación más baja y la más alta de la primera cuadrícula y dónde está la más alta, en palabras
path-ph-patch-merge = la fusión: cada bloque de tantos por tantos parches se vuelve un token
path-ph-patch-tokens = los tokens en que se convierte la imagen para el modelo de lenguaje, tras la fusión
path-ph-moved-key-row = la fila del parche de la clave que mover ambos parches una fila y una columna deja dentro de la imagen (una esquina de la cuadrícula)
path-ph-moved-key-col = la columna de ese parche de la clave
path-ph-patch-move-rows = ese movimiento a lo largo de las filas, en palabras ("1 fila hacia abajo")
path-ph-patch-move-cols = ese movimiento a lo largo de las columnas, en palabras ("1 columna a la derecha")
path-ph-patch-score = la puntuación del parche de la consulta frente a ese parche de la clave
path-ph-moved-patch-score = la misma puntuación con ambos parches movidos (la segunda cuadrícula)
path-ph-moved-key-only-score = la puntuación moviendo solo el parche de la clave
path-computed-moved-patches-score = si la puntuación del parche de la consulta frente a ese parche de la clave se mantiene, crece o se reduce al mover ambos parches (sin cuadrícula: si la RoPE axial puede repartir d)

## tour step latent-split
path-ph-latent-shows = lo que dibuja la vista de atención latente: "own" (la configuración), "example" (un ejemplo construido sobre ella cuando no tiene dimensiones sin posición) o "nothing"
path-ph-latent-model = el modelo cuya atención latente sigue la vista (DeepSeek-V3)
path-ph-rope-on = "yes" cuando RoPE está activada, "no" cuando está desactivada
path-ph-mscale-all-dim-applies = "yes" cuando el término mscale_all_dim de YaRN escala el softmax
path-ph-latent-nope-dims = las dimensiones sin posición por cabeza que dibuja la vista latente
path-ph-latent-dims = todas las dimensiones de una cabeza latente: sin posición y giradas
path-ph-latent-free-score = la parte sin posición de la puntuación latente (q_nope · k_nope) en m y n
path-ph-latent-rope-score = la parte girada de la puntuación latente en m y n
path-ph-latent-score = la puntuación latente en m y n: ambas partes
path-ph-latent-scale = la escala del softmax por la que se multiplica la puntuación latente
path-ph-latent-near = la primera distancia del gráfico
path-ph-latent-far = la última distancia del gráfico
path-ph-latent-free-near = la parte sin posición en la primera distancia del gráfico
path-ph-latent-free-far = la parte sin posición en la última distancia del gráfico
path-ph-latent-rope-range = cómo cambia la parte girada a lo largo del gráfico, en palabras ("se mueve entre a y b" o "se queda en a")
path-ph-latent-moving-part = qué parte de la puntuación latente se mueve a lo largo del gráfico: "rope", "free", "both" o "neither"
path-computed-latent-moving-part = qué parte de la puntuación latente cambia a lo largo del gráfico: solo la parte RoPE, solo la parte sin posición, ambas o ninguna

## tour step real-model
path-ph-model-loaded = "yes" cuando están cargados los vectores propios del modelo real (qk=model); si no, "no"
path-ph-model-name = el nombre del modelo real que puede ejecutarse en la página
path-ph-model-dim = la dimensión de la cabeza del modelo real, tal como se entrenó
path-ph-model-pairs = el número de pares del modelo real, la mitad de su dimensión de cabeza
path-ph-model-base = la base de RoPE del modelo real, tal como se entrenó
path-ph-model-context = la longitud del contexto de entrenamiento del modelo real
path-ph-model-long-pairs = cuántos pares del modelo real nunca completan una vuelta dentro de su contexto de entrenamiento
path-ph-order-first-word = la primera de las dos palabras que intercambia la pregunta sobre el orden (un token del modelo de juguete)
path-ph-order-second-word = la segunda de esas dos palabras
path-ph-order-weight-before = con RoPE desactivada y la máscara causal activa: el peso de atención que la segunda palabra da a la primera, en ese orden
path-ph-order-weight-after = las dos palabras intercambiadas (la segunda primero): el peso que la segunda palabra da a la primera, ahora detrás de ella, tal como lo deja la máscara causal
path-ph-order-weights-differ = "yes" cuando esos dos pesos difieren (la máscara sola distingue los órdenes); si no, "no"
path-computed-order-tells-without-rope = con RoPE desactivada, si dos palabras en uno y otro orden reciben pesos de atención distintos: no (los mismos pesos) o sí (pesos distintos), las opciones en ese orden
