# Los errores de los textos fuente: lo que muestran las vistas de la propia página cuando enlazan a
# ellos (los títulos de los cinco textos y los lugares dentro de ellos). El resto está en
# parts/mistakes.ftl.

## Los cinco textos fuente, por su título (nombres propios: se conserva el título en inglés, con
## una traducción entre paréntesis).

mistakes-source-walkthrough = A PyTorch walkthrough of RoPE (recorrido por RoPE en PyTorch)
mistakes-source-slides = Lecture slides on RoFormer (diapositivas de clase sobre RoFormer)
mistakes-source-derivation = A derivation of the score, pair by pair (derivación de la puntuación, par a par)
mistakes-source-lesson = A course lesson with check-yourself questions (lección de un curso con preguntas de autoevaluación)
mistakes-source-context = Notes on context extension (PI, NTK, YaRN) (notas sobre la extensión del contexto)

## Lugares de los textos (una sección o un paso de un texto, en palabras de ropescope), enlazados
## desde las vistas de brújulas y del mapa de calor.

mistakes-where-slice-t0-angles = Recorrido ASCII, corte visual rápido: t = 0
mistakes-where-slice-k0-t2048 = Recorrido ASCII, corte visual rápido: t = 2048
mistakes-where-speed-order-reversed = Recorrido ASCII, después del corte y en el resumen de las brújulas
mistakes-where-emoji-heatmap-colours = La tabla freqs vista como un mapa de calor de emojis
mistakes-where-theta-k-minus-theta-k = Derivación: tomar m = n (y su recapitulación posterior)
mistakes-where-g-argument-n = Derivación: una solución para los módulos
mistakes-where-phi-step-sign = Derivación: sustituir n = m + 1
mistakes-where-exponent-parentheses = Derivación: juntarlo todo
mistakes-where-gamma-doubled = Derivación: la recapitulación antes de la matriz de rotación
mistakes-where-each-dimension-own-angle = Introducción a RoPE: los ángulos
mistakes-where-theta-is-frequency = f_q(x_m, m) = (W_q x_m)e^(imθ) y la fórmula de Euler
mistakes-where-pi-inverted-ratio = Interpolación de posiciones (PI)
mistakes-where-lambda-theta-angle = YaRN: la longitud de onda λ_d
mistakes-where-d-halved = Cálculo de theta
