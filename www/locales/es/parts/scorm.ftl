# "Download for a learning platform" in the path editor (SCORM packages): teacher-facing.

scorm-heading = Descargar para una plataforma de aprendizaje (Moodle, Canvas, Blackboard, ...)
# A label before a menu of two choices.
scorm-which-answer = Qué respuesta cuenta
scorm-first-answer = la primera respuesta (las siguientes son práctica)
scorm-last-answer = la última respuesta
# A checkbox's label.
scorm-builtin-tour = la visita guiada integrada en lugar de este recorrido
# A checkbox's label: $model is the model's name, $mb its size in megabytes.
scorm-with-model = con el modelo real para el laboratorio ({ $model }, unos { $mb } MB más)
scorm-12 = SCORM 1.2 (.zip)
scorm-2004 = SCORM 2004 (.zip)
scorm-pass-mark = Nota para aprobar (%)
# The pass mark box's placeholder when it is empty.
scorm-pass-none = ninguna
# "the built-in tour" is the checkbox above (scorm-builtin-tour).
scorm-blocked = Un paquete necesita un recorrido que funcione: corrige primero { $n ->
        [one] el problema indicado
       *[other] los { $n } problemas indicados
    } arriba (o marca «la visita guiada integrada»).
# $file: the package's file name.
scorm-making = Creando { $file }…
scorm-saved = Se guardó { $file } ({ $mb } MB). Súbelo a tu plataforma de aprendizaje como paquete SCORM.
# $error: the browser's own words.
scorm-failed = No se pudo crear el paquete: { $error }.
# A pass mark typed as a fraction: $typed is what was typed (0.8), $percent what it means.
scorm-pass-fraction = { $typed } sería un { $typed } %: escribe la nota para aprobar en porcentaje ({ $percent } para { $typed } de las preguntas)
scorm-pass-invalid = «{ $typed }» no es una nota para aprobar: un porcentaje de 1 a 100, o vacío para ninguna
