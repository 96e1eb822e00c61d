notice-keys-ignored = { $key }: se ignoró { $names }.
notice-unknown-view = Se ignoró la vista desconocida "{ $name }" (vistas: { $views }).
notice-bad-theme = theme debe ser light, dark o auto; se usa auto.
notice-bad-tour = tour debe ser 1 o 0; la visita guiada sigue cerrada.
notice-bad-step = step debe ser un paso del recorrido; se empieza en el paso 1.
notice-path-too-long = Un recorrido del enlace es demasiado largo; se ignora.
notice-bad-lang = lang debe ser en, zh-CN o es; se usa el idioma del navegador.
notice-bad-origin = origin debe tener la forma https://example.org (esquema, host, puerto): este widget no se comunica con ninguna página.
notice-as-sent = { $text }
notice-sentences = { $all }
notice-cleared = { $n ->
    [one] Se borró { $keys } (ya no encajaba con el nuevo { $key }).
   *[other] Se borraron { $keys } (ya no encajaban con el nuevo { $key }).
}
notice-model-rope = Se ajustó { $keys } a la RoPE propia de { $model }: el modelo tal como se entrenó. Ahora mueve los controles.
notice-mrope-rescaled = mrope se reescaló a { $sections }: las mismas proporciones de los nuevos d/2 = { $pairs } pares.
override-speeds = Se usan velocidades propias por par: sustituyen las frecuencias de la base, así que la base no cambia nada hasta que las borres.
override-q = Se usa un vector de consulta propio: la elección de vectores de consulta/clave no lo cambia.
override-k = Se usa un vector de clave propio: la elección de vectores de consulta/clave no lo cambia.
notice-unknown-keys = { $n ->
    [one] Se ignoró una clave de URL desconocida: { $keys }.
   *[other] Se ignoraron claves de URL desconocidas: { $keys }.
}
notice-values-refused = Se rechazaron { $n } valores de la URL y se usaron los predeterminados.
notice-not-a-tour-step = el paso { $step } no es un paso de la visita guiada; se empieza en el paso 1.
notice-part-failed = No se pudo cargar esta parte de la página ({ $error }); inténtalo de nuevo.
