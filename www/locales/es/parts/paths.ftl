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
path-say-answer-bool = debe ser true o false
# $name: what the teacher wrote; $known: every placeholder's name.
path-placeholder-unknown = marcador desconocido { "{" }{ $name }{ "}" } (conocidos: { $known })
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

## tour step turn-together

## tour step score-sum

## tour step only-distance

## tour step rope-off

## tour step decay-aligned

## tour step no-decay-random

## tour step fast-and-slow

## tour step trained-context

## tour step interpolation

## tour step yarn

## tour step long-context-lab

## tour step image-ids

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
