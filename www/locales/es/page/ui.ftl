# La página alrededor de las vistas: barra superior, barra de herramientas, pie, los avisos que
# escribe la propia página, los tokens, la barra de contenidos, el aviso de fallo, los huecos de
# las partes bajo demanda y las dos vistas que dibuja la página (brújulas, mapa de calor).

## Barra superior y barra de herramientas

ui-page-title = ropescope: incrustaciones posicionales rotatorias (RoPE), en vivo

ui-tagline = Incrustaciones posicionales rotatorias (RoPE), calculadas en vivo
ui-tour-start = Empieza aquí: una visita guiada
ui-tour-start-short = Visita guiada
ui-toolbar-label = Compartir y mostrar
ui-copy-link = Copiar enlace
ui-link-copied = Enlace copiado.
ui-link-not-copied = No se pudo copiar (el navegador denegó el portapapeles): el enlace está en la barra de direcciones.
ui-download-json = Descargar JSON
ui-present = Presentar
    .title = Letra grande para un proyector (present=1)
ui-write-path = Escribir un recorrido
ui-theme-label = Tema
ui-theme-option = { $theme ->
    [light] tema: claro
    [dark] tema: oscuro
   *[auto] tema: automático
}
ui-embed = Insertar
ui-open-full = Abrir la explicación completa ↗
ui-footer = Cada número lo calcula en f64 el núcleo en Rust de ropescope y se contrasta con el código de RoPE de Hugging Face transformers.
ui-footer-paper = RoFormer (Su et al.)

## Lo que dice la página sobre su dirección al empezar

ui-notice-unknown-keys = Se ignoraron claves de URL desconocidas: { $keys }.
ui-notice-refused-values = Se rechazaron { $n } valores de la URL y se usaron los valores predeterminados.
ui-notice-no-such-step = el paso { $step } no es un paso de la visita; se empieza en el paso 1.

## El texto de una vista y sus enlaces a los errores de los textos de referencia

ui-caption-more = Más sobre esta vista
ui-caption-less = Menos
ui-errata-intro = Errores de los textos de referencia sobre esta vista:{ " " }
ui-errata-in-text = en { $title }:{ " " }
ui-errata-text-gap = { "; " }
ui-errata-place-gap = { ", " }
ui-errata-numbered = { $section } ({ $numbers })
ui-errata-number-gap = { ", " }
ui-errata-number-label = { $section }, error { $k } de { $n }

## La barra de contenidos

toc-label = Contenidos

## Los tokens

tokens-label = Tokens y posiciones
tokens-title = Tokens
tokens-pick-label = Un clic en un token elige
tokens-pick = Un clic elige la
tokens-pick-query = consulta
tokens-pick-key = clave
tokens-at-position = { " " }en la posición{ " " }

## El aviso de fallo

crash-banner = Algo salió mal en ropescope y se detuvo. Recarga la página para empezar de nuevo; este enlace conserva tus ajustes:{ " " }
crash-link = recargar con estos ajustes

## Las partes bajo demanda

part-loading = Cargando…
part-retry = Reintentar
part-failed = No se pudo cargar esta parte de la página ({ $error }).
part-failed-notice = No se pudo cargar esta parte de la página ({ $error }); inténtalo de nuevo.
part-unknown-error = error desconocido
part-no-address = la página no indica dónde está su módulo de partes
part-bad-message = Un mensaje del módulo bajo demanda no superó la comprobación: { $error }
part-unreadable-message = El módulo bajo demanda no pudo leer un mensaje: { $error }
part-no-such-part = no hay ninguna parte llamada «{ $name }»

## El código para insertar

share-frame-title = ropescope: incrustaciones posicionales rotatorias

## La vista de brújulas

compasses-view-caption = Cada par de dimensiones es un pequeño dial. RoPE gira el par i de la consulta (query) m x θ_i (flecha azul; la gris es antes del giro) y el par de la clave (key) n x θ_i (flecha naranja). Desplaza ambos tokens con «desplazar ambos» y observa el ángulo entre las dos flechas de un par (la columna «entre» de la tabla). Los pares rápidos (los primeros) giran deprisa; los lentos (los últimos) apenas se mueven. La rotación nunca cambia una longitud. Cada dial tiene su propia escala: su flecha más larga llega al borde.
compasses-view-pair = par { $pair }
compasses-view-speed = { $speed }°/pos
compasses-view-summary = { $readout } Un dial por par ({ $n } pares): en azul la consulta rotada, en naranja la clave rotada, en gris la consulta antes de rotar. Los ángulos están en la tabla de abajo.
compasses-view-shift = Desplazar ambos t =
compasses-view-play = Reproducir
compasses-view-pause = Pausa
compasses-view-table = Ángulos por par (tabla)
compasses-view-table-label = Ángulos por par
compasses-view-col-pair = par
compasses-view-col-dims = dims
compasses-view-col-speed = θ_i (°/posición)
compasses-view-col-q = ángulo de q (°)
compasses-view-col-k = ángulo de k (°)
compasses-view-col-between = entre (°)

## La vista de mapa de calor

heatmap-view-caption = Cada celda es el ángulo (en radianes) que el par i pone entre una consulta y una clave separadas m − n posiciones: (m − n) x θ_i. Ese ángulo relativo es todo lo que ve una puntuación (la fila r es también el ángulo absoluto de un token en la posición r). Lee a lo largo de una fila para una distancia; lee hacia abajo una columna para seguir un par. Los pares rápidos (izquierda) dan la vuelta en pocas posiciones; los lentos (derecha) puede que no completen una vuelta dentro del contexto de entrenamiento. Una celda aparece en gris cuando su ángulo es uno que un modelo entrenado con el contexto original nunca vio: RoPE sin escalado encuentra esos ángulos en sus pares lentos a distancias más allá de ese contexto, y los métodos de escalado existen para devolverlos al rango conocido. La línea bajo el gráfico dice qué columnas dan la vuelta y qué celdas aparecen en gris con los ajustes actuales.
heatmap-view-point = Señala o toca una celda para leerla (o enfoca el mapa de calor y usa las flechas del teclado).
heatmap-view-wrap = ángulo mod 2π
heatmap-view-range = distancias de 0 a
heatmap-view-scaled = escalado (desactivado: sin escalar)
heatmap-view-table = Tabla de datos (muestreada)
heatmap-view-col-pair = par { $pair }

ui-css-more = más ↓
ui-css-answer-hidden = (se muestra cuando respondas la pregunta){ " " }
ui-css-answer-chart = Responde primero la pregunta: este gráfico muestra la respuesta
