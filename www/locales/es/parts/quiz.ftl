# "Check yourself" (the quiz view, rope::teaching::quiz) and a path's score (rope::teaching::score).
# Every number comes in as a variable, printed by the widget.

# The caption under the quiz view's title.
quiz-caption = Primero predice, luego comprueba. El widget calcula cada respuesta a partir de los ajustes actuales, así que las explicaciones citan números en vivo y enlazan con la vista que lo muestra.
quiz-check = Comprobar
# Before the explanation, once the learner checks.
quiz-right = Correcto.
quiz-not-quite = No exactamente.
# A link to the view the question is about.
quiz-see-view = Míralo en la vista.
# A choice that is only a number.
quiz-number = { $value }

## Same offset, different absolute positions. "cat" and "sat" are the tokens (keep them in English).

quiz-shift-prompt = La consulta «cat» atiende a la clave «sat», dos posiciones antes: una vez en las posiciones { $near_m } y { $near_n }, otra en { $far_m } y { $far_n }. ¿Cómo se comparan las dos puntuaciones?
quiz-shift-equal = Son iguales
quiz-shift-near = Más alta en { $m } y { $n } (más cerca del inicio)
quiz-shift-far = Más alta en { $m } y { $n }
quiz-shift-explanation = Las puntuaciones son { $near } y { $far }. Cada par aporta dot cos((m-n)w) + cross sin((m-n)w), y m - n = { $distance } en ambos casos.

## Word order under the causal mask. "big" and "red" are the tokens (keep them in English).

quiz-order-prompt = En un decodificador con máscara causal, «big red» pasa a ser «red big». ¿Qué le ocurre al peso de atención de «red» (consulta) sobre «big» (clave)?
quiz-order-same = Nada: mismas palabras, mismo peso
quiz-order-masked = Pasa a ser exactamente 0: «big» es ahora una clave posterior, y la máscara causal oculta las claves posteriores
quiz-order-sign = Solo cambia porque m - n pasa de +1 a -1, lo que invierte el signo de cada término cross (sin)
quiz-order-explanation = En «big red», «red» (posición 1) da a «big» (posición 0) un peso de { $before }. En «red big», «big» está en la posición 1, después de la consulta en 0: su logit se enmascara a menos infinito y su peso es exactamente { $after }. Solo sin máscara (un codificador) seguiría «red» viendo a «big»: su puntuación pasa de { $big_red } a { $red_big }, porque el coseno es par y el seno impar, así que las partes dot se mantienen y las partes cross cambian de signo.

## Which pair wraps first.

quiz-wrap-prompt = Con los ajustes actuales, ¿qué par completa primero una vuelta entera?
quiz-wrap-first = El par 0, el más rápido
quiz-wrap-middle = Un par intermedio
quiz-wrap-last = El último par, el más lento
quiz-wrap-none = Ninguno: ningún par gira
quiz-wrap-explanation = El par { $pair } tiene la longitud de onda más corta: { $wavelength } posiciones (2 pi / inv_freq).
quiz-wrap-explanation-none = Aquí la velocidad de cada par es 0 (RoPE está desactivada, o ningún par se rota): ningún par completa nunca una vuelta, y las posiciones no cambian ninguna puntuación.

## Linear interpolation.

quiz-interpolation-prompt = La interpolación lineal estira un modelo entrenado con { $trained } posiciones hasta { $stretched } (factor { $factor }). La posición { $position } recibe entonces los ángulos que RoPE sin escalar da a la posición...
quiz-interpolation-explanation = Cada frecuencia se divide entre { $factor }, así que los ángulos en { $position } son los de la posición { $equivalent }: las posiciones se comprimen dentro del rango de entrenamiento.

## Raising the base. $from, $to: the two bases; $dim: the head dimension.

quiz-base-prompt = Sube la base de { $from } a { $to } (d = { $dim }). El par más lento gira...
quiz-base-faster = Más rápido
quiz-base-slower = Más despacio
quiz-base-same = Igual
# $from, $to: speeds in degrees per position (scientific notation).
quiz-base-explanation = Su velocidad pasa de { $from } a { $to } grados por posición: base^(-2i/d) disminuye al crecer la base (salvo el par 0, siempre 1 rad).

## Rotations keep lengths.

quiz-norm-prompt = Rotar una consulta hasta la posición { $position } cambia su longitud en...
quiz-norm-kept = Nada: las rotaciones conservan las longitudes
quiz-norm-grows = Crece con la posición
quiz-norm-shrinks = Se reduce con la posición
quiz-norm-explanation = |R q| / |q| = { $ratio }. Cada par se gira, nunca se estira.

## YaRN's temperature.

quiz-yarn-prompt = YaRN con factor { $factor } escala cos y sin por su factor de atención. Cada logit de atención queda entonces multiplicado por...
quiz-yarn-no-change = 1 (sin cambio)
# $af: the attention factor; $logit: its square; $temperature: the same square, two decimals;
# $inv: its inverse; $p_plain, $p_scaled: a softmax weight before and after.
quiz-yarn-explanation = El factor de atención es 0.1 ln { $factor } + 1 = { $af }. HF multiplica cos y sin por él, así que la q rotada y la k rotada lo llevan una vez cada una y su producto escalar, el logit, lo lleva dos veces: { $af }^2 = { $logit }. Eso divide la temperatura del softmax entre { $temperature } (a { $inv } de lo que era): un softmax claramente más agudo. Con dos logits 1 y 0, el peso del mayor pasa de { $p_plain } a { $p_scaled }.

## A path's score, at its end.

# $percent: the share right, in percent.
quiz-score = Puntuación: { $right } de { $questions } ({ $percent } %).
# $mark: the pass mark in percent; $passed: yes or no.
quiz-score-with-pass = Puntuación: { $right } de { $questions } ({ $percent } %), nota para aprobar { $mark } %: { $passed ->
        [yes] aprobado
       *[no] no aprobado
    }.
# A computed or tour question's answer in the result list: the choice's place, from 1.
quiz-choice-n = opción { $n }
