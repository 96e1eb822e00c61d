# The path editor ("Write a path"): teacher-facing. A path's own titles and texts are the
# teacher's words and come in as variables, never translated.

editor-heading = Escribir un recorrido
editor-intro = Ajusta los controles, elige una vista y añade el estado como un paso; escribe lo que el estudiante debe observar y haz una pregunta. Los números entre llaves, como { "{" }score{ "}" }, se calculan para los ajustes de la pantalla del estudiante.
editor-new-path = Un recorrido nuevo y vacío.
# A label before a text box.
editor-path-title = Título del recorrido
editor-draft-kept = Tu borrador se guarda en este navegador hasta que empieces de nuevo.
editor-discard-confirm = ¿Descartar este borrador? Haz clic otra vez
editor-start-over = Empezar de nuevo
# A label before the list of views to add a step with.
editor-view = Vista
editor-add-step = Añadir este estado como paso
# One step in the list: $n its number, $title its title (or editor-untitled), $state its URL
# keys (or editor-default-settings), $views its views' URL names.
editor-step-label = { $n }. { $title } ({ $state }; { $views })
editor-untitled = sin título
editor-default-settings = ajustes predeterminados
editor-move-up = Subir el paso { $n }
editor-move-down = Bajar el paso { $n }
editor-delete-step = Eliminar el paso { $n }
editor-delete = Eliminar
# Above the list of the draft's problems.
editor-problems-head = Antes de que pueda ejecutarse, corrige { $n ->
        [one] este problema
       *[other] estos { $n } problemas
    }:
# An action the draft's problems block: $what is one of the editor-action-* messages.
editor-blocked = { $what } necesita un recorrido que funcione: corrige primero { $n ->
        [one] el problema indicado
       *[other] los { $n } problemas indicados
    } arriba.
editor-action-link = Un enlace
editor-action-preview = La vista previa
editor-action-save = Guardar

## The path's actions and what they say.

# A group of buttons acting on the whole path (screen readers).
editor-actions-label = Ruta
editor-preview = Ver como estudiante
editor-get-link = Obtener un enlace
editor-download-json = Descargar el recorrido (JSON)
editor-open-file = Abrir un archivo de recorrido
editor-edit-running = Editar el recorrido en curso
editor-link = Enlace
editor-copy = Copiar
editor-link-made = Un enlace de { $n } caracteres.
# path_url= is a URL key: keep it as written.
editor-link-too-long = Este recorrido genera un enlace de { $n } caracteres, demasiado largo para compartirlo con seguridad (como máximo { $max }): guárdalo como archivo JSON y ábrelo con path_url=.
editor-link-unsupported = Este navegador no puede empaquetar el recorrido en un enlace: guárdalo como archivo JSON.
# $file: the file's name.
editor-file-too-long = { $file }: más de { $max } bytes.
# $title: the path's title (the teacher's words), $file: the file's name.
editor-opened = Se abrió «{ $title }» ({ $file }).
# $problems: what is wrong with the file's path (path-cannot-run).
editor-file-refused = { $file }: { $problems }
editor-previewing = Vista previa de «{ $title }» tal como la ve un estudiante.
# $id: the path's id, the file's name without .json.
editor-saved = Se guardó { $id }.json.
editor-editing-copy = Editando una copia de «{ $title }».
editor-link-copied = Enlace copiado.
editor-copy-refused = No se pudo copiar (el navegador denegó el portapapeles): selecciona el enlace y cópialo.

## One step's form.

# The form's legend: $n the step's number.
editor-step = Paso { $n }
editor-step-title = Título
editor-step-state = Estado (claves de URL sobre los valores predeterminados)
editor-use-settings = Usar los ajustes de la pantalla
editor-step-text = Texto (texto sin formato; los { "{" }marcadores{ "}" } se calculan)
editor-preview-head = Vista previa para el estado del paso:
# $problem: what is wrong with the text's placeholders.
editor-preview-not-yet = (todavía no: { $problem })
# $problem: what is wrong with the step's state (the settings reader's words).
editor-preview-bad-state = (el estado del paso: { $problem })
editor-views = Vistas
editor-placeholders = Marcadores
# What { "{" }tour:ID{ "}" } stands for; ID is written as is by the teacher.
editor-ph-tour = el texto del paso ID de la visita guiada integrada
editor-ph-message = uno de los textos propios de ropescope (el id de los archivos de mensajes, p. ej. el de un paso de la visita), en el idioma del estudiante, cada variable tomada de un marcador (speed=speed:0; #4 imprime cuatro cifras tras el punto; el par last es d/2 − 1)
editor-placeholders-filter = Buscar
editor-placeholders-from-step = Añadidos por el paso de la visita «{ $title }»

## A step's question.

editor-question = Pregunta
editor-kind-none = ninguna
editor-kind-choice = opción múltiple (tu respuesta)
editor-kind-number = un número que calcula el programa
editor-kind-computed = qué par / qué método (calculado)
editor-prompt = Enunciado
editor-explanation = Explicación (se muestra tras la respuesta)
editor-choices = Opciones (una por línea)
editor-right-choice = La opción correcta
editor-choices-first = Escribe primero las opciones.
# score and wavelength:3 are placeholder names: keep them as written.
editor-number-answer = La respuesta: el nombre de un marcador numérico (como score o wavelength:3)
editor-tolerance = Tolerancia (cuánto puede alejarse una respuesta)
editor-computed-answer = La respuesta calculada
editor-choose = elige
# One computed answer in the list: $name its name (as written in a path), $meaning what it is.
editor-computed-option = { $name } ({ $meaning })
editor-hide = Ocultar hasta que se responda la pregunta
editor-hide-none = Ninguna lectura de la página revela esta respuesta.
# A tooltip on a readout that is always hidden.
editor-always-hidden = Siempre oculta: muestra la respuesta

editor-readout-of-view = { $view }: { $readout }
