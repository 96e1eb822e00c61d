# "Embed in a course page": the embed builder (teacher-facing).

embed-intro = Un iframe con los ajustes actuales para una página del curso, y el script que ajusta su tamaño y recibe las respuestas del estudiante.
embed-views = Vistas que mostrar
embed-no-view = Ninguna vista marcada: el widget incrustado muestra las brújulas, su vista predeterminada.
embed-controls = Controles que mostrar
embed-locked = Fijados por la página del curso (bloqueados)
# The sentence control's label in the lists of controls (the others are URL keys).
embed-sentence = frase
embed-xapi = Enviar declaraciones xAPI (respuestas, pasos, finalización) a la página del curso
embed-origin = Origen de la página del curso (opcional)
embed-origin-hint = Así el widget solo se comunica con esa página.
embed-origin-bad = No es un origen: solo esquema, host y puerto, como https://course.example.org.
embed-copied = Código de inserción copiado.
embed-copy-refused = No se pudo copiar (el navegador denegó el portapapeles): selecciona el código de abajo.
embed-copy = Copiar el código de inserción
embed-open = Abrir esta inserción
# The text box holding the code (screen readers).
embed-code = Código de inserción
