# Laboratorio de contexto largo (view=longlab): un modelo real (SmolLM2-135M) más allá de su contexto de entrenamiento.
# $gap, $trained, $n, etc. son números que imprime el programa; $label, $method, $x e $y son etiquetas de métodos ("current = none", "ntk:8"): se dejan tal cual.

## Descripción de la vista
# 8192 es el contexto de entrenamiento del modelo (un dato fijo).
lab-caption = El modelo real, con un texto colocado mucho más allá de las 8192 posiciones con las que se entrenó: ¿sigue encontrando un código de acceso?, ¿sigue usando lo que vino antes?, ¿qué método de escalado lo rescata y a qué coste en distancias cortas?

## Listas y enlaces
lab-empty = { "" }
lab-list-comma = { $first }, { $rest }
lab-list-and = { $first } y { $last }
lab-list-semicolon = { $first }; { $rest }
lab-gap = { $gap }
lab-paragraph = { $sentences }

## Avisos sobre el botón de ejecutar
lab-warning-rope-off = RoPE está desactivada: todos los métodos de abajo se ejecutarían sin ninguna rotación, así que todos dan los mismos números y la comparación no significa nada.
lab-warning-half-split = Pares divididos por mitades: los pesos de este modelo se entrenaron con pares intercalados, así que cada método de abajo se ejecuta con pares que el modelo nunca vio.
lab-warning-differs = Tu RoPE difiere de la del modelo tal como se entrenó ({ $changes }): cada método de abajo parte de ella, así que mide tus ajustes, no solo el método.

## Progreso
lab-progress = , { $done } de { $total } mediciones
lab-progress-left = , { $done } de { $total } mediciones, quedan unos { $left } s

## Gráficos
lab-axis-gap = hueco: posiciones saltadas (los huecos probados, espaciados por igual)
lab-axis-answer = respuesta: ln p media por token
lab-axis-far-loss = segunda parte: pérdida (nats por token)
lab-axis-position = posición en el texto
lab-axis-running-loss = pérdida media acumulada (nats)
lab-legend-recalled = relleno: código recordado (decodificación voraz exacta en al menos la mitad de los códigos); barra: del código más bajo al más alto
lab-legend-trained = contexto de entrenamiento ({ $n })
lab-legend-alone = { $method }: sola

## Lectura de un experimento de código de acceso
lab-place-inside = { $gap } (dentro de las { $trained } posiciones de entrenamiento)
lab-place-past = { $gap } (más allá de las { $trained } posiciones de entrenamiento)
lab-run-at = en { $gap }
lab-run-up-to = en cada hueco hasta { $gap }
lab-recall-every = { $label }: el código se recuerda en cada hueco probado, hasta { $place }.
lab-recall-none = { $label }: el código no se recuerda en ningún hueco probado, ni siquiera en { $place }.
lab-recall-not-first = { $label }: el código no se recuerda en { $place }, el hueco más pequeño probado.
lab-recall-stops = { $label }: el código se recuerda { $run }, y en ningún hueco desde { $place }.
lab-recall-then-not = { $label }: el código se recuerda { $run }, no en { $place }.
lab-patchy = Desde { $from }, irregular: se recuerda en { $again } pero no en { $not_again }.
lab-logprob = ln p media por token de la respuesta: { $first } en { $first_gap }, { $last } en { $last_gap }.
lab-logprob-fall = ln p media por token de la respuesta: { $first } en { $first_gap }, { $last } en { $last_gap }; la caída más pronunciada, { $fall }, de { $from } a { $to }.
lab-exact-count = ({ $ok } de { $total } respuestas exactas en { $gaps } huecos x { $keys } códigos.)
lab-compare-neither = Ni { $x } ni { $y } recuerdan el código, ni siquiera en { $gap }.
lab-compare-only-x = { $x } recuerda el código { $run }; { $y }, ni siquiera en { $gap }.
lab-compare-only-y = { $x } no recuerda el código ni siquiera en { $gap }, donde { $y } sí.
lab-compare-further = { $x } recuerda el código { $run_x }, más lejos que { $y } ({ $run_y }).
lab-compare-less-far = { $x } recuerda el código { $run_x }, menos lejos que { $y } ({ $run_y }).
lab-compare-as-far = { $x } recuerda el código { $run_x }, igual que { $y }.
lab-compare-also-x = { $x } también lo recuerda en { $gaps }, donde { $y } no.
lab-compare-also-y = { $y } lo recuerda en { $gaps }, donde { $x } no.
lab-cause-plain-stops = Por qué se detiene RoPE sin escalar: más allá del contexto de entrenamiento, los pares más lentos giran hasta ángulos que el modelo nunca vio durante el entrenamiento.
lab-cause-plain-inside = RoPE sin escalar falla aquí antes del final de sus { $trained } posiciones de entrenamiento: este modelo no recuerda el código en todas las distancias con las que se entrenó.
lab-cause-linear = Por qué { $method } falla incluso en { $gap }: la interpolación de posiciones sin ajuste fino divide la velocidad de cada par, así que incluso las distancias cortas caen en ángulos que el modelo nunca vio.
lab-cause-ntk = Por qué { $method } llega más lejos: el escalado NTK-aware mantiene la velocidad de los pares rápidos y frena los lentos, así que sus ángulos se quedan más tiempo dentro del rango de entrenamiento.
lab-cause-yarn = Por qué { $method } llega más lejos: YaRN mantiene los pares rápidos, interpola solo los lentos y afina la atención con su factor de atención.
lab-cause-yarn-misses = Por qué { $method } falla en { $gaps }, dentro del contexto de entrenamiento, donde RoPE sin escalar sí recuerda: sin el ajuste fino para el que está pensado YaRN, cambia incluso el corto alcance, frenando los pares entre sus dos umbrales y afinando cada puntuación con su factor de atención.

## Lectura de un experimento de contexto lejano ($alone: la pérdida de la segunda parte sin la primera)
lab-far-every = { $label }: la primera parte reduce la pérdida de la segunda (sola, { $alone } nats por token) en cada hueco probado, hasta { $place }.
lab-far-none = { $label }: la primera parte no reduce la pérdida de la segunda (sola, { $alone } nats por token) en ningún hueco probado, ni siquiera en { $place }.
lab-far-not-first = { $label }: la primera parte no reduce la pérdida de la segunda (sola, { $alone } nats por token) en { $place }, el hueco más pequeño probado.
lab-far-stops = { $label }: la primera parte reduce la pérdida de la segunda (sola, { $alone } nats por token) { $run }, y en ningún hueco desde { $place }.
lab-far-then-not = { $label }: la primera parte reduce la pérdida de la segunda (sola, { $alone } nats por token) { $run }, no en { $place }.
lab-far-patchy = Desde { $from }, irregular: la reduce en { $again } pero no en { $not_again }.
lab-far-lowers-means = «Reduce» cuenta un hueco donde la pérdida queda por debajo de la pérdida sola en al menos un { $share } % de lo máximo que la primera parte la reduce en cualquier hueco (y en { $margin } nats).

## Estado de la ejecución
lab-status-idle = en espera
lab-status-waiting = esperando al modelo
lab-status-running = en curso
lab-status-cancelling = cancelando…
lab-status-done = terminado
lab-status-cancelled = cancelado
lab-status-failed = error

## Un punto mostrado en las otras vistas
lab-shown = Las otras vistas muestran ahora { $method } (están encima del laboratorio).
lab-shown-at = Las otras vistas muestran ahora { $method }, con la frase desde la posición { $position } (están encima del laboratorio).

## Experimentos
lab-experiment-group = Experimento
lab-experiment-passkey = Código de acceso tras un hueco
lab-experiment-far = Contexto lejano
lab-experiment-short = El precio a corta distancia

## Qué hace el laboratorio
lab-intro-lead = Cómo funciona: el modelo lee un texto, luego un segundo texto colocado tantas posiciones más adelante como indica el hueco, y se puntúa sobre ese segundo texto; las posiciones intermedias se saltan, no se rellenan.
lab-intro-measured = Cada número se mide en este navegador, para tus ajustes y los métodos que comparas.
lab-intro-distance = RoPE solo ve las posiciones a través de la distancia entre una consulta y una clave, así que unas pocas docenas de tokens encuentran las distancias de un documento largo; mientras dura una ejecución, el estado muestra el tiempo que falta.
lab-intro-not-a-document = No es un documento largo de verdad: sin texto de relleno, nada diluye la atención, así que un método que pasa aquí todavía puede fallar allí.
lab-how-summary = Más: el salto de posiciones y lo que deja fuera
lab-how-pose = Salto de posiciones (PoSE, Zhu et al. 2023): el texto antes del hueco ocupa las posiciones 0, 1, 2, ...; el texto después empieza tantas posiciones más adelante como indica el hueco. Las posiciones intermedias nunca se procesan.
lab-how-distances = Así, { $model }, entrenado con { $context } posiciones, encuentra distancias consulta-clave mucho más allá en una ejecución de unas pocas docenas de tokens, sin gastar memoria ni tiempo en el hueco.
lab-how-leaves-out = Lo que deja fuera: en un documento largo real, el texto de relleno entre las partes reparte la atención entre muchas más claves y cuesta memoria y tiempo. Este laboratorio mide solo la distancia.

## Línea del modelo
lab-model-label = Modelo:{ " " }
lab-status-gap = { ". " }
lab-model-loaded = El modelo está cargado.
lab-model-loaded-helpers = El modelo está cargado, y { $n } { $n ->
        [one] trabajador más comparte
       *[other] trabajadores más comparten
    } las ejecuciones en los núcleos libres de este equipo.
lab-model-loading = Cargando el modelo: { $loaded } de { $total } MB.
lab-model-needed = El laboratorio necesita el modelo real: { $mb } MB, descargados una vez y guardados por tu navegador; se ejecuta en un proceso en segundo plano en este equipo.
lab-model-download = Descarga del modelo
lab-load = Cargar el modelo ({ $mb } MB, una vez)

## Qué mide el experimento elegido y cómo leerlo
lab-what-passkey = Una frase dice dos veces un código de cinco cifras; la pregunta llega tantas posiciones más adelante como indica el hueco, y se puntúan los tokens de la respuesta, con varios códigos en cada hueco.
lab-what-far = Un texto en dos partes: la pérdida de la segunda parte con la primera tantas posiciones atrás como indica el hueco, frente a su pérdida sin ninguna primera parte («sola»).
lab-what-short = La pérdida en cada token de un texto más largo (el texto antes del hueco o, por defecto, las descripciones de esta página), sus primeros { $tokens } tokens desde la posición 0 ({ $max } con el botón junto a Ejecutar), como media acumulada para cada método.
lab-read-passkey = Para cada método y hueco: cuántos códigos escribe exactamente la decodificación voraz (siempre el token más probable) y la probabilidad logarítmica natural media por token de la respuesta (0 es certeza). El código cuenta como recordado cuando al menos la mitad de ellos son exactos.
lab-read-far = La pérdida es menos la probabilidad logarítmica natural media por token: cuanto más baja, mejor. Donde la línea de un método toca su línea discontinua «sola», el modelo ya no usa la primera parte.
lab-read-short = Lo que cuesta un método de escalado donde no hace falta escalar.

## Campos del experimento
lab-field-text = Texto (vacío: las descripciones de esta página)
lab-field-file = O abre un archivo .txt:{ " " }
lab-field-before = Texto antes del hueco (vacío: el de abajo por defecto)
lab-field-after = Texto después del hueco (vacío: el de abajo por defecto)
lab-field-answer = Respuesta puntuada (vacío: la de abajo por defecto)
lab-field-gaps = Huecos (posiciones saltadas)
lab-field-keys = Códigos por hueco (1 a 16)
lab-field-seed = Semilla de los códigos (misma semilla, mismos códigos)
lab-field-compare = Comparar con (method:factor)
lab-field-compare-hint = Junto a tus ajustes actuales ("current"): none, linear, ntk, yarn o llama3, cada uno con su factor. Las demás claves de URL (orig, beta_fast, attn, ...) son las tuyas.
lab-defaults-passkey = Antes: «{ $before }» | después: «{ $after }» | respuesta: «{ $answer }» (cada uno se tokeniza por separado; las casillas vacías usan estos; { $slot } es cada código por turno).
lab-defaults-far = Primera parte: «{ $before }» | segunda parte: «{ $after }».

## Un enlace que pide ejecutar
lab-link-asks = Este enlace pide ejecutar el experimento de abajo: calcula { $points } { $points ->
        [one] punto
       *[other] puntos
    } en un proceso en segundo plano (de segundos a minutos). No empieza nada hasta que pulses Ejecutarlo.
lab-link-asks-download = Este enlace pide ejecutar el experimento de abajo: descarga el modelo ({ $mb } MB, una vez; lo guarda tu navegador) y calcula { $points } { $points ->
        [one] punto
       *[other] puntos
    } en un proceso en segundo plano (de segundos a minutos). No empieza nada hasta que pulses Ejecutarlo.
lab-run-it = Ejecutarlo

## Ejecutar y descargas
lab-run = Ejecutar
lab-run-after-reload = Ejecutar cuando el modelo se haya recargado
lab-load-and-run = Cargar el modelo y ejecutar
lab-run-long = Ejecutar con { $tokens } tokens (más lento)
lab-cancel = Cancelar
lab-download-csv = Descargar CSV
lab-download-json = Descargar JSON
lab-why-loading = El modelo se está cargando (su progreso está arriba); la ejecución empieza en cuanto esté listo.
lab-why-reloading = Ejecución cancelada; el modelo se está recargando desde la caché del navegador (cancelar detiene su proceso). Ejecutar empieza ahora en cuanto esté listo.
lab-why-not-loaded = El modelo aún no está cargado: este botón lo descarga primero ({ $mb } MB, una vez) y luego ejecuta.
lab-restore = Restaurar la RoPE del modelo

## Línea de la ejecución
lab-run-label = Ejecución:{ " " }
lab-run-reloading = ; recargando el modelo desde la caché del navegador (cancelar detiene el proceso)
lab-run-time = , { $seconds } s en { $workers ->
        [0] el proceso
        [1] el proceso
       *[other] los procesos ({ $workers } procesos)
    }
lab-progress-label = Progreso del experimento

## Resultados: el gráfico y las tablas
lab-chart-label-gap = { "; " }
lab-chart-hint = Haz clic en un punto del gráfico (o en Mostrar en la tabla) para llevar su método y su distancia a las otras vistas.
lab-go-views = Ir a las vistas
lab-show = Mostrar
lab-alone = sola
lab-points-table = Puntos
lab-losses-table = Pérdida por método
lab-col-method = método
lab-col-gap = hueco
lab-col-loss = pérdida (nats por token)
lab-col-below-alone = por debajo de sola
lab-col-keys-exact = códigos exactos
lab-col-logprob = ln p media por token (de la más baja a la más alta)
lab-col-views = vistas
lab-col-tokens = tokens puntuados
lab-col-mean-loss = pérdida media (nats)
lab-cell-exact = { $ok } de { $keys }
lab-cell-range = { " " }({ $lowest } a { $highest })

## Errores de una ejecución
lab-error-dim = { $error }. Las cabezas del modelo tienen d = { $dim }: carga el modelo (fija d, la base y el contexto de entrenamiento).
lab-error-not-loaded = El modelo aún no está cargado: cárgalo primero.
lab-error-worker = No se pudo contactar con el proceso del modelo.
