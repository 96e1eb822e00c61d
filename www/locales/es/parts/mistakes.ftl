# La vista de errores (src/app/more/views/mistakes.rs) y su modelo (src/rope/teaching/errata.rs): los
# deslices de los cinco textos fuente, cada uno con lo que dice el texto, la verdad que el núcleo
# calcula ahora y la causa. Los títulos de los textos y los lugares enlazados desde las vistas de la
# propia página están en page/mistakes.ftl.

# El texto bajo el título de la vista.
mistakes-caption = Los textos con los que enseña este widget contienen deslices: números equivocados, signos cambiados, exponentes desfasados en uno, afirmaciones al revés. Aquí aparece cada uno con lo que dice el texto (en nuestras palabras, con su número), la verdad calculada ahora por el mismo núcleo que dibuja todas las vistas y la causa. «Muéstramelo» carga los ajustes que lo demuestran.

## Un error de la lista.

# El tipo de desliz, tras el título del texto y el lugar dentro de él.
mistakes-kind-arithmetic = un número equivocado
mistakes-kind-conceptual = una idea o fórmula equivocada
# Etiquetas delante de la afirmación, de la verdad calculada y de la causa (cada una termina en espacio).
mistakes-label-says = El texto dice:{ " " }
mistakes-label-truth = Calculado ahora:{ " " }
mistakes-label-cause = Causa:{ " " }
# El botón que carga los ajustes que demuestran el error.
mistakes-show-me = Muéstramelo
# Nada (una parte de una frase que se omite).
mistakes-truth-nothing = { "" }

## Lugares de los textos a los que no enlazan las vistas de la propia página (los demás están en
## page/mistakes.ftl).

mistakes-where-identity-sign = Recorrido ASCII, las tablas: comprobación de la identidad
mistakes-where-dropped-base = Recorrido ASCII, corte visual rápido
mistakes-where-embedding-not-projection = 1. El significado semántico (el «qué»)
mistakes-where-mat-query-75 = The cat sat on the mat: rotar la consulta de «mat»
mistakes-where-cat-key-15 = The cat sat on the mat: rotar la clave de «cat»
mistakes-where-mat-cat-total = The cat sat on the mat: la puntuación
mistakes-where-softmax-index-letters = Pesos de atención: positivos, que suman 1, el softmax
mistakes-where-dot-product-not-a-metric = Elegir la similitud: el producto escalar
mistakes-where-variance-not-linear = Por qué escalar por 1/√d
mistakes-where-llama2-7b-not-gqa = RoPE en la práctica: la tabla de modelos abiertos
mistakes-where-dropped-transpose = Objetivos y resultado de la derivación
mistakes-where-magnitudes-r-v = Reinterpretación en forma compleja
mistakes-where-theta-q-for-both = Derivación: la progresión aritmética y la componente angular
mistakes-where-coordinate-not-pair = El resultado: posición relativa a partir de dos rotaciones
mistakes-where-head-dim-called-embedding = 1. Entradas
mistakes-where-last-frequency-off-by-one = 2. La frecuencia posicional
mistakes-where-reorder-only-permutes = Cómo sabe la atención el orden de los tokens
mistakes-where-the-attends-to-cat = La propiedad de posición relativa
mistakes-where-gpt-neo-learned-positions = Introducción a RoPE: los modelos que la usan
mistakes-where-sinusoid-no-pattern = Por qué las posiciones absolutas no extrapolan
mistakes-where-theta0-off-by-one = El conjunto Θ, calculado para Llama
mistakes-where-freq-scale-guess = La rotación como matriz
mistakes-where-ntk-aware-raises-base = Interpolación NTK
mistakes-where-ntk-same-factor = NTK-by-parts
mistakes-where-embeddings-rotated = La recapitulación tras las matrices θ_2
mistakes-where-yarn-blend-positions = beta_fast y beta_slow (mezcla)

## Cada error: lo que dice el texto (-claim, parafraseado con palabras de ropescope; sus números son
## los números equivocados del propio texto) y la causa (-cause, una frase).

mistakes-identity-sign-claim = La comprobación sobre la cabeza completa de 128 dimensiones se enuncia como ⟨R(t1)q, R(t2)k⟩ = ⟨q, R(t1 − t2)k⟩.
mistakes-identity-sign-cause = Signo cambiado: pasar R(t1) al otro lado del producto escalar la convierte en su traspuesta R(−t1), así que la clave acaba girada t2 − t1, no t1 − t2.
mistakes-slice-t0-angles-claim = En la posición t = 0 el corte da ángulos pequeños distintos de cero: unos 0.008 rad para el plano 8, 0.032 para el plano 32 y 0.063 para el plano 63.
mistakes-slice-t0-angles-cause = El ángulo es la posición por la frecuencia del plano, así que en t = 0 el ángulo de todos los planos es exactamente cero, sea cual sea su frecuencia.
mistakes-dropped-base-claim = El corte escribe las frecuencias como ω[k] = 10^(−2k/D) y da al plano más lento ω63 ≈ 10^(−0.984).
mistakes-dropped-base-cause = Base perdida: la base es 10000, no 10, y como 10000 = 10^4 el verdadero exponente de diez es cuatro veces mayor.
mistakes-slice-k0-t2048-claim = En la posición t = 2048 el corte da al plano 0 el ángulo θ = 0.
mistakes-slice-k0-t2048-cause = El plano 0 gira un radián por posición, así que su ángulo en la posición t es el propio t; su ángulo solo es cero en t = 0.
mistakes-slice-k63-largest-claim = En la posición t = 2048 el corte dice que el plano 63 tiene el mayor ángulo de todos los planos.
mistakes-slice-k63-largest-cause = Orden invertido: en una posición fija el ángulo t·ω_k disminuye al crecer k, porque ω_k = base^(−2k/D) decrece con k.
mistakes-slice-k8-k32-claim = En la posición t = 2048 el corte sitúa el ángulo del plano 8 en unas 20.48 veces alguna potencia negativa de diez y dice que el ángulo del plano 32 es mayor.
mistakes-slice-k8-k32-cause = De nuevo el orden invertido, con un número fuera de lugar: 20.48 es 2048·ω_32, el ángulo del plano 32, y el plano 8, que gira más deprisa, va muy por delante.
mistakes-speed-order-reversed-claim = Se dice que los planos de k alto (brújulas) giran más deprisa y siguen el orden local, y que los de k bajo apenas giran y siguen el orden a larga distancia.
mistakes-speed-order-reversed-cause = Al revés: ω_k = base^(−2k/D) es máxima en k = 0, así que los planos de k bajo giran más deprisa y los de k alto más despacio.
mistakes-emoji-heatmap-colours-claim = El mapa de calor de emojis de la tabla de ángulos de 8 dimensiones pinta 0.06 rad de amarillo pero 0.1 rad de azul, 0.6 rad de naranja pero 1.0 rad de amarillo, y 1.5 rad de rojo pero 2.0 rad de naranja, y luego lee los colores como cantidades de rotación (la posición 4 recibe «una rotación enorme» del par 0).
mistakes-emoji-heatmap-colours-cause = Los colores siguen la escala propia de cada columna, no el ángulo, así que una celda más roja puede contener el ángulo menor; y un ángulo no es una cantidad: el par 0 en la posición 6 ha dado casi una vuelta completa, lo que en el dial es casi no haber girado.
mistakes-embedding-not-projection-claim = Se dice que el vector que rota RoPE viene directamente de la capa inicial de incrustación de palabras, con todo el significado y ninguna posición.
mistakes-embedding-not-projection-cause = Lugar equivocado: RoPE rota las proyecciones de consulta y clave dentro de cada capa y cabeza de atención, cuyas entradas ya llevan posición a partir de la primera capa, y rotar la incrustación en bruto antes de las proyecciones perdería la propiedad de posición relativa.
mistakes-mat-query-75-claim = El par lento de «mat», [0.8, 0.6], girado 75°, se da como [0.02, 0.99].
mistakes-mat-query-75-cause = Desliz aritmético: la primera componente es 0.8·cos 75° − 0.6·sin 75°, y el término del seno es el mayor, así que es negativa.
mistakes-cat-key-15-claim = El par lento de «cat», [0.9, 0.4], girado 15°, se da como [0.77, 0.64].
mistakes-cat-key-15-cause = Desliz aritmético en la segunda componente, 0.9·sin 15° + 0.4·cos 15° (la primera es correcta con dos decimales).
mistakes-mat-cat-total-claim = Se dice que el par lento aporta 0.65, así que la puntuación es 0.91 + 0.65 = 1.56.
mistakes-mat-cat-total-cause = Error arrastrado: 0.65 es el producto escalar de los dos pares mal rotados de arriba, mientras que el 0.91 del par rápido es correcto.
mistakes-softmax-index-letters-claim = Con m claves, se pide que los pesos sumen 1 sobre i = 1 a n, y el softmax escalado se imprime como exp(qᵀk_i/√d) entre Σ_i exp(qᵀk_j/√d).
mistakes-softmax-index-letters-cause = Letras de índice que no casan: la suma de normalización recorre las m claves con un índice propio (j = 1 a m), mientras que la suma impresa recorre i con un término en k_j que no contiene i, lo que suma m copias del término de una sola clave.
mistakes-dot-product-not-a-metric-claim = Al producto escalar se le llama una métrica de distancia que mide el ángulo entre dos vectores.
mistakes-dot-product-not-a-metric-cause = Una similitud, no una distancia: una métrica vale 0 entre un vector y él mismo y crece cuando dos vectores se separan, mientras que q·q es la longitud de q al cuadrado y el producto escalar también crece con las longitudes, no solo con el ángulo.
mistakes-variance-not-linear-claim = Se dice que la varianza de la suma de d productos de normales estándar independientes es d por la linealidad de la varianza.
mistakes-variance-not-linear-cause = Propiedad equivocada: la varianza no es lineal (una constante sale al cuadrado, como dice la línea siguiente, Var(cX) = c²Var(X)), y las d varianzas se suman porque los productos están incorrelados, que es lo que hace que la varianza de la suma sea d.
mistakes-llama2-7b-not-gqa-claim = La tabla da a LLaMA2-7B la atención de consultas agrupadas (GQA) como variante de atención.
mistakes-llama2-7b-not-gqa-cause = Tipo de atención equivocado: Llama 2 7B tiene tantas cabezas de clave-valor como de consulta, así que cada cabeza de consulta tiene sus propias claves y valores (atención multicabeza normal), y Meta usó la atención de consultas agrupadas solo en los modelos Llama 2 más grandes.
mistakes-dropped-transpose-claim = La puntuación se escribe q_mᵀk_n = x_mᵀ W_q R_(n−m) W_k x_n, tanto como objetivo como resultado final de (R_m W_q x_m)ᵀ(R_n W_k x_n).
mistakes-dropped-transpose-cause = Traspuesta perdida: la traspuesta de R_m W_q x_m es x_mᵀ W_qᵀ R_mᵀ, así que la forma es x_mᵀ W_qᵀ R_(n−m) W_k x_n, y sin la traspuesta usa otra matriz salvo que W_q sea simétrica.
mistakes-magnitudes-r-v-claim = Los módulos de la forma compleja se etiquetan R_{ "{" }q,k,v{ "}" }, junto a los ángulos Θ_{ "{" }q,k,g{ "}" }.
mistakes-magnitudes-r-v-cause = Letra equivocada: los tres módulos pertenecen a f_q, f_k y g, la puntuación, como dicen las etiquetas de los ángulos, y ningún vector de valor interviene en la derivación (RoPE nunca gira los valores).
mistakes-key-angle-drops-n-claim = La clave se escribe f_k(x_k, n) = R_k(x_k, n)e^(iΘ_k(x_k)), sin posición en el ángulo de la clave.
mistakes-key-angle-drops-n-cause = Argumento perdido: el ángulo de la clave se mueve con su posición, Θ_k(x_k, n), como lo hace a su lado el Θ_q(x_q, m) de la consulta, y sin n la clave no giraría en absoluto.
mistakes-theta-k-minus-theta-k-claim = Con m = n, la diferencia de ángulos Θ_k − Θ_q se reduce a θ_k − θ_k, que siempre sería cero.
mistakes-theta-k-minus-theta-k-cause = Errata: el segundo ángulo inicial es el de la consulta, así que la diferencia es θ_k − θ_q, que solo es cero cuando q y k apuntan en la misma dirección.
mistakes-g-argument-n-claim = Al recordar las dos condiciones, la diapositiva escribe R_q(x_q, m)R_k(x_k, n) = R_g(x_q, x_k, n) y Θ_k(x_k, n) − Θ_q(x_q, m) = Θ_g(x_q, x_k, n), con n como último argumento de g.
mistakes-g-argument-n-cause = Término perdido: g toma el desplazamiento n − m, y con n solo el lado derecho dependería de dónde está la clave, mientras que la diferencia de ángulos cambia cuando la consulta se mueve y la clave se queda quieta.
mistakes-magnitude-drops-q-norm-claim = Se concluye que el módulo de g es R_g(x_q, x_k, n − m) = R_g(x_q, x_k, 0) = ‖k‖.
mistakes-magnitude-drops-q-norm-cause = Factor perdido: a distancia 0 los módulos se multiplican, R_g(x_q, x_k, 0) = R_q R_k = ‖q‖‖k‖, como dice la línea anterior, así que ‖q‖ debe figurar en el resultado.
mistakes-phi-step-sign-claim = La sustitución n = m + 1 se escribe Θ_k(m + 1) − Θ_q(m) = φ(m + 1) − φ(m) + θ_q − θ_k.
mistakes-phi-step-sign-cause = Signo cambiado: Θ_k suma θ_k y Θ_q suma θ_q, así que su diferencia contiene θ_k − θ_q; el signo opuesto solo aparece al pasarlo al otro lado.
mistakes-theta-q-for-both-claim = La componente angular hallada para ambos vectores se escribe Θ_{ "{" }q,k{ "}" }(x_{ "{" }q,k{ "}" }, m) = mθ + γ + θ_q, con el ángulo inicial de la consulta también en el de la clave.
mistakes-theta-q-for-both-cause = Desliz de índice: cada vector conserva su propio ángulo inicial, Θ_k(x_k, m) = mθ + γ + θ_k, y con θ_q en ambos la diferencia Θ_k − Θ_q perdería θ_k − θ_q, la parte que lleva lo que contienen q y k.
mistakes-exponent-parentheses-claim = La solución se escribe f_q(x_q, m) = ‖q‖e^(iθ_q + mθ + γ), con solo θ_q multiplicado por i.
mistakes-exponent-parentheses-cause = Paréntesis perdidos: todo el ángulo θ_q + mθ + γ va en el exponente imaginario, e^(i(θ_q + mθ + γ)), mientras que tal como está impreso e^(mθ + γ) es un factor real que estiraría el vector en cada paso en lugar de girarlo.
mistakes-initial-conditions-x-n-claim = Las condiciones iniciales se fijan en q = W_q x_n y k = W_k x_n, ambas a partir del token en n.
mistakes-initial-conditions-x-n-cause = Desliz de índice: la consulta viene del token en m, q = W_q x_m, como dice f_q(x_m, m) = (W_q x_m)e^(imθ) en la línea siguiente, y con ambas a partir de x_n la puntuación compararía el token de la clave consigo mismo.
mistakes-gamma-doubled-claim = La recapitulación del ángulo dice Θ_(q,k)(x, m) = mθ + γ + γ.
mistakes-gamma-doubled-cause = Término duplicado en lugar de otro: el ángulo hallado dos diapositivas antes es mθ + γ + θ_(q,k), así que la segunda γ ocupa el sitio del ángulo inicial propio del vector.
mistakes-coordinate-not-pair-claim = La última diapositiva dice que en cada coordenada i la clave se gira en sentido antihorario nθ_i y luego en sentido horario mθ_i.
mistakes-coordinate-not-pair-cause = Desliz de índice: θ_i pertenece al par i, el i-ésimo plano de dos coordenadas que giran juntas (d/2 ángulos para d coordenadas), y una sola coordenada no tiene ningún ángulo con el que girar.
mistakes-head-dim-called-embedding-claim = A d, la longitud de q y k sobre la que se reparten las frecuencias, se le llama dimensión de la incrustación (d = 64 en el ejemplo).
mistakes-head-dim-called-embedding-cause = La notación de una sola cabeza de RoFormer trasladada a un modelo multicabeza: allí q y k son los vectores de una cabeza de atención, así que d es la dimensión de la cabeza (el ancho de la incrustación dividido entre el número de cabezas), y las frecuencias base^(−2i/d) la usan.
mistakes-last-frequency-off-by-one-claim = Para d = 64 la frecuencia más lenta se da como θ_(d/2−1) = 10000^(−1) = 0.0001.
mistakes-last-frequency-off-by-one-cause = Exponente desfasado en uno: el último índice i = d/2 − 1 da −2i/d = −(d − 2)/d, que nunca llega a −1.
mistakes-reorder-only-permutes-claim = Se dice que, sin información posicional, reordenar los tokens solo permuta el cálculo de la atención, de modo que el modelo no tiene manera de distinguir un orden de otro.
mistakes-reorder-only-permutes-cause = Cierto solo sin máscara causal: la máscara de un decodificador pertenece a las posiciones, no a los tokens, así que un reordenamiento cambia qué tokens puede ver cada uno (los decodificadores entrenados sin codificación posicional aprenden la posición de ahí).
mistakes-the-attends-to-cat-claim = Dondequiera que aparezca «the cat», dice la lección, el modelo debería atender a «cat» desde «the» de la misma manera, en el decodificador causal que enseña (el que ejecuta llama.cpp).
mistakes-the-attends-to-cat-cause = Dirección invertida: «the» va antes que «cat», y en un decodificador causal una consulta solo ve claves en su propia posición o en anteriores, así que «the» no puede atender a «cat» en absoluto, mientras que «cat» sí atiende a «the».
mistakes-gpt-neo-learned-positions-claim = GPT-Neo figura entre los modelos que usan incrustaciones posicionales rotatorias, junto a PaLM, GPT-J y Llama.
mistakes-gpt-neo-learned-positions-cause = Los checkpoints publicados de GPT-Neo suman un vector de posición absoluta aprendido a la incrustación de cada token (sus sucesores GPT-J y GPT-NeoX son los que rotan q y k), así que sus puntuaciones dependen de dónde está un par, no solo de lo lejos que estén.
mistakes-sinusoid-no-pattern-claim = Se dice que los códigos de posición sinusoidales mueven los vectores sin ningún patrón, de modo que el modelo solo puede memorizar las posiciones.
mistakes-sinusoid-no-pattern-cause = Lo contrario: cada par sin/cos del código gira un ángulo fijo por posición, así que el código de la posición p + k es el código de p girado por una rotación 2×2 que depende solo de k.
mistakes-each-dimension-own-angle-claim = Se dice que cada dimensión de la consulta y de la clave se rota un ángulo distinto, función de la posición y de la dimensión.
mistakes-each-dimension-own-angle-cause = Las dos dimensiones de un par comparten un ángulo, porque una rotación gira un plano y no una coordenada suelta, así que una cabeza de d dimensiones tiene d/2 ángulos en cada posición, no d.
mistakes-theta-is-frequency-claim = La θ de e^(imθ) se describe, dos veces, como el ángulo de rotación de la m-ésima posición (y en otro lugar Θ = { "{" }θ_i{ "}" } como un conjunto de ángulos).
mistakes-theta-is-frequency-cause = Frecuencia tomada por ángulo: θ es el giro fijo del par por posición, el mismo en todas las posiciones, y el ángulo en la posición m es m·θ.
mistakes-x-m-query-row-claim = Se dice que x_m en f_q(x_m, m) = (W_q x_m)e^(imθ) es la m-ésima fila de la matriz de consultas, y luego W_q se multiplica por esa fila.
mistakes-x-m-query-row-cause = Vector equivocado: x_m es el vector de entrada del token (su fila de la entrada de la capa), W_q x_m ya es su consulta, y multiplicar W_q por una fila de la matriz de consultas proyecta la consulta por segunda vez.
mistakes-theta0-off-by-one-claim = Sustituir i = 0 en θ_i = 10000^(−2(i−1)/d) da un primer valor 10000^(2/4096) = 1.0045, y la lista sigue 1.0, 0.9955, 0.9910, …
mistakes-theta0-off-by-one-cause = Desfase en uno: esa fórmula numera los pares desde i = 1, así que i = 0 queda fuera de ella y da un exponente positivo, una frecuencia mayor que 1.
mistakes-d-is-model-width-claim = La d de la fórmula de las frecuencias se toma como el tamaño de incrustación de Llama, 4096, de modo que las frecuencias bajan muy despacio: la siguiente tras 1.0 es 0.9955.
mistakes-d-is-model-width-cause = Dimensión equivocada: la rotación actúa dentro de cada cabeza de atención, así que d es el tamaño de la cabeza (el ancho del modelo dividido entre el número de cabezas), no el ancho del modelo.
mistakes-theta-prose-drops-d-claim = Dicho con palabras, cada θ_i del conjunto es 10000 elevado a la potencia −2(i − 1).
mistakes-theta-prose-drops-d-cause = Término perdido: la fórmula junto al texto divide el exponente entre d, y sin esa división θ_2 ya sería 10000^(−2), mientras que con ella los primeros pares giran cerca de 1 rad por posición.
mistakes-freq-scale-guess-claim = Sugiere que el −2 del exponente es el parámetro freq_scale de llama.cpp (siendo 10000 su base de frecuencias).
mistakes-freq-scale-guess-cause = Identificación equivocada: freq_scale de llama.cpp es el multiplicador de interpolación lineal L/L' sobre las posiciones, mientras que el −2 es una parte fija del exponente −2i/d.
mistakes-pi-inverted-ratio-claim = PI se escribe m' = m·s = m·L'/L (y f'(x, m) = f(x, m·L'/L)); con L = 1024, L' = 2048 el ejemplo evalúa 500·2048/1024 como 250.
mistakes-pi-inverted-ratio-cause = Cociente invertido: la interpolación divide las posiciones entre s = L'/L, es decir, las multiplica por L/L', así que el producto tal como está escrito no puede dar el resultado impreso.
mistakes-ntk-aware-raises-base-claim = Se dice que la interpolación NTK-aware divide el rango en grupos con sus propios factores de escalado, un factor para las dimensiones bajas (frecuencias altas) y otro para las altas.
mistakes-ntk-aware-raises-base-cause = No hay grupos: el escalado NTK-aware eleva la base a b·s^(d/(d−2)), lo que ralentiza el par i por su propio factor s^(2i/(d−2)), que sube suavemente de 1 a s, y dividir los pares en grupos según su longitud de onda es NTK-by-parts, el paso siguiente.
mistakes-ntk-groups-reversed-claim = Los dos grupos de LongRoPE se describen como un grupo de baja frecuencia para posiciones más cortas con el factor de escalado menor y un grupo de alta frecuencia para posiciones más largas con el factor mayor.
mistakes-ntk-groups-reversed-cause = Al revés, y no son grupos de pares: LongRoPE guarda dos listas con un divisor por par, short_factor para secuencias dentro del contexto original y long_factor para las que lo superan, y en ambas los pares rápidos (alta frecuencia) reciben los divisores más pequeños y los lentos (baja frecuencia) los más grandes.
mistakes-lambda-theta-angle-claim = En λ_d = 2π/Θ_d, a Θ_d se le llama el ángulo de rotación de la dimensión d, y para λ_d = 4 se dice que ese ángulo de rotación se repite cada 4 tokens.
mistakes-lambda-theta-angle-cause = Frecuencia tomada por ángulo: 2π/Θ_d cuenta posiciones por vuelta solo si Θ_d es el giro por posición, que nunca cambia, y lo que se repite cada λ_d posiciones es el ángulo m·Θ_d.
mistakes-yarn-d-is-the-head-claim = En λ_d = 2π·b^(2d/|D|), |D| se glosa como el número total de dimensiones del espacio de incrustación.
mistakes-yarn-d-is-the-head-cause = La fórmula es la de YaRN, escrita para una sola cabeza de atención, así que su |D| es el tamaño de la cabeza (Llama 2: 128, con 64 pares), y leída como las 4096 dimensiones de la incrustación describiría una sola rotación de 2048 pares a lo largo de toda la incrustación, mientras que cada cabeza rota solo sus propios pares.
mistakes-ntk-same-factor-claim = Se dice que PI y la interpolación NTK-aware escalan ambas todas las dimensiones de RoPE por el mismo factor.
mistakes-ntk-same-factor-cause = Cierto solo para PI: NTK-aware eleva la base, lo que divide la frecuencia del par i entre s^(2i/(d−2)), desde 1 para el primer par hasta s para el último.
mistakes-d-halved-claim = En θ_j = 10000^(−2j/d), se dice que d es la mitad del tamaño de la incrustación (512 para 1024 dimensiones); el último valor impreso es θ_511 ≈ 1.0746e-8.
mistakes-d-halved-cause = Dimensión a la mitad: el 2j del exponente ya cuenta pares, así que d debe ser el tamaño completo, y reducirlo a la mitad duplica cada exponente (el par más lento cae cerca de 10000^(−2) en lugar de 10000^(−1)); el número impreso además arrastra el desfase j − 1 de la lista, así que ninguno de los dos deslices por sí solo lo reproduce.
mistakes-theta-list-off-by-one-claim = La lista impresa empieza theta_0 = 1.036633, theta_1 = 1.000000.
mistakes-theta-list-off-by-one-cause = Desfase en uno: la lista se generó con j − 1 en el exponente, así que empieza un paso antes de 1, mientras que θ_0 = base^0 es siempre exactamente 1.
mistakes-wavelength-reversed-claim = Se dice que los primeros valores, grandes, dan longitudes de onda más largas y frecuencias más bajas, y los últimos, diminutos, longitudes de onda más cortas y frecuencias más altas.
mistakes-wavelength-reversed-cause = Al revés: la longitud de onda de un par es 2π/θ, así que cuanto mayor es θ, más corta es la longitud de onda y más alta la frecuencia.
mistakes-embeddings-rotated-claim = La recapitulación dice que RoPE rota las incrustaciones de los tokens, de modo que el producto escalar de dos incrustaciones lleva su posición relativa.
mistakes-embeddings-rotated-cause = Lugar equivocado: RoPE rota las proyecciones de consulta y clave de cada cabeza en cada capa de atención, nunca las incrustaciones, y rotar las incrustaciones antes de las proyecciones no dejaría una puntuación que dependa solo de m − n.
mistakes-recap-i-and-d-claim = La recapitulación define i como el índice de la dimensión de la incrustación y d como el número total de dimensiones del espacio de incrustación.
mistakes-recap-i-and-d-cause = Índices equivocados: i numera los pares, de 0 a d/2 − 1, y d es el tamaño de una cabeza; además, la recapitulación contradice la afirmación anterior de las mismas notas de que d es la mitad del tamaño de la incrustación.
mistakes-yarn-blend-positions-claim = Para un modelo entrenado con 512 tokens y extendido a 1024, beta_fast y beta_slow se describen como un rango de mezcla de posiciones de tokens (de 400 a 600): interpolado cerca de 400, puramente extrapolado más allá de 600.
mistakes-yarn-blend-positions-cause = Eje equivocado: beta_fast y beta_slow son números de vueltas dentro del contexto original que deciden qué pares conservan su velocidad, cuáles se mezclan y cuáles se interpolan por completo, y después todas las posiciones usan las mismas frecuencias.

## Las verdades, calculadas ahora por el núcleo (cada número es una variable, impresa por el núcleo).

# No se pudo cargar la demostración de un error ($error: el motivo, del analizador de ajustes).
mistakes-truth-not-loaded = No se pudo cargar la demostración: { $error }
# Un cálculo falló ($error: el motivo, del analizador de ajustes).
mistakes-truth-error = { $error }
mistakes-truth-identity-sign = En una cabeza completa de { $d } dimensiones, con q en t1 = { $t1 } y k en t2 = { $t2 }: ⟨R(t1)q, R(t2)k⟩ = { $lhs } y ⟨q, R(t2 − t1)k⟩ = { $right } coinciden (diferencia { $diff }), mientras que ⟨q, R(t1 − t2)k⟩ = { $printed }.
mistakes-truth-slice-t0-angles = θ = t·ω: en t = 0 los planos 8, 32 y 63 tienen ángulos { $a8 }, { $a32 } y { $a63 } rad. Una posición después han girado { $b8 }, { $b32 } y { $b63 } rad.
mistakes-truth-dropped-base = Con base { $base } y D = { $d }, el plano { $last } gira ω = { $w } = 10^({ $e }) rad por posición. Con base 10 daría 10^({ $e10 }) = { $base10 }.
mistakes-truth-slice-k0-t2048 = El plano 0 gira { $w0 } rad por posición, así que en t = { $t } su ángulo es { $a } rad: { $turns } vueltas completas, que dejan { $wrapped } rad ({ $deg }°) en el dial.
mistakes-truth-slice-k63-largest = En t = { $t } el mayor ángulo es el del plano { $largest } ({ $a } rad) y el menor el del plano { $smallest } ({ $b } rad): en una posición fija, los ángulos disminuyen al crecer k.
mistakes-truth-slice-k8-k32 = En t = { $t }, el plano 8 gira ω_8 = { $w8 } rad por posición y está en { $a8 } rad; el plano 32 gira ω_32 = { $w32 } y está en { $a32 } rad, { $ratio } veces menos.
mistakes-truth-speed-order = El plano 0 completa una vuelta cada { $first } posiciones; el plano { $last } necesita { $slow } posiciones para una vuelta. Los planos de k bajo son los rápidos y ven el orden local.
mistakes-truth-embedding-not-projection = Con incrustaciones y proyecciones de juguete (d = { $d }): rotar después de las proyecciones, como hacen los modelos, puntúa { $a } en las posiciones ({ $m }, { $n }) y { $b } en ({ $m2 }, { $n2 }), lo mismo. Rotar las incrustaciones antes de proyectar puntúa { $c } y { $e }: la puntuación depende entonces de dónde está el par.
mistakes-truth-dropped-transpose = Con incrustaciones y proyecciones de juguete (d = { $d }), consulta en m = { $m }, clave en n = { $n }: (R_m W_q x_m)ᵀ(R_n W_k x_n) = { $score } y x_mᵀ W_qᵀ R_(n−m) W_k x_n = { $right } coinciden (diferencia { $diff }); la forma impresa x_mᵀ W_q R_(n−m) W_k x_n da { $printed }.
mistakes-truth-mat-query-75 = Girado 75°, [0.8, 0.6] se convierte en [{ $a }, { $b }].
mistakes-truth-cat-key-15 = Girado 15°, [0.9, 0.4] se convierte en [{ $a }, { $b }].
mistakes-truth-mat-cat-total = El par lento aporta { $slow } (su producto sin rotar por cos 60° más su término cruzado por sin 60°), así que la puntuación es { $fast } + { $slow } = { $total }.
mistakes-truth-theta-k-minus-theta-q = q = [{ $q }] y k = [{ $k }], ambos en la posición { $m }: tras la rotación Θ_k − Θ_q = { $d } rad, exactamente el θ_k − θ_q = { $right } rad de antes; θ_k − θ_k sería { $printed }.
mistakes-truth-phi-step-sign = Un par que gira φ(m+1) − φ(m) = { $step } rad por posición, q = [{ $q }] en m = { $m }, k = [{ $k }] en m + 1: Θ_k(m+1) − Θ_q(m) = { $d } rad, que es φ(m+1) − φ(m) + θ_k − θ_q = { $right }; la forma de la diapositiva, φ(m+1) − φ(m) + θ_q − θ_k, da { $printed }.
mistakes-truth-head-dim-called-embedding = { $name } tiene un ancho de incrustación de { $width } y { $heads } cabezas, así que cada q y k tiene d = { $d } componentes ({ $pairs } pares): el par más lento gira { $wl } rad por posición. Con el ancho de la incrustación, { $width }, como d, ese mismo par { $last } giraría { $with_width } rad por posición, { $ratio } veces más deprisa.
# $names: mistakes-truth-reorder-names, o nada.
mistakes-truth-reorder-only-permutes = RoPE desactivada, «{ $text }» puesto en orden inverso: con la máscara causal de un decodificador los pesos difieren de la matriz invertida hasta { $mg }, y { $names } tienen filas separadas hasta { $mr }. Solo sin la máscara reordenar se limita a reordenar la matriz (diferencias { $og } y { $or }).
# Dos tokens de la frase con la misma palabra.
mistakes-truth-reorder-names = «{ $first }» y «{ $second }» (los mismos vectores)
mistakes-truth-sinusoid-no-pattern = Con d = { $d }, el par sin/cos i del código gira 1/{ $base }^(2i/d) rad por posición: { $s0 } para el par 0, { $sl } para el par { $last }. Desplazar { $shift } el código de las posiciones 0, 7 y 100 es una misma rotación 2×2 fija por par, igual para las tres (error máximo { $error }): el código se mueve según una regla, no al azar.
mistakes-truth-last-frequency = Para d = { $d } el último par es i = { $last }, con exponente −2·{ $last }/{ $d } = { $exponent }: θ_{ $last } = { $base }^({ $exponent }) = { $wl }.
mistakes-truth-theta-is-frequency = El par gira θ = { $w } rad por posición en todas las posiciones: su ángulo es { $a1 } rad en la posición 1, { $a2 } en la 2 y { $a3 } en la 3, es decir, m·θ.
mistakes-truth-theta0 = Contando los pares desde 0 (θ_i = base^(−2i/d)), el primer par gira θ_0 = { $w0 } rad por posición (aquí d = { $d }, y lo mismo para cualquier d); ningún par gira más deprisa (el máximo es { $fastest }).
mistakes-truth-d-is-model-width = Llama 2 7B tiene 32 cabezas de { $d } dimensiones (4096/32). Con d = { $d } las frecuencias van 1, { $w1 }, { $w2 }, … hasta { $wl } para el más lento de los { $pairs } pares.
# $by: mistakes-truth-freq-scale-one o mistakes-truth-freq-scale-range.
mistakes-truth-freq-scale = La interpolación lineal por { $f } multiplica la frecuencia de cada uno de los { $n } pares por { $by }, que es el freq_scale de llama.cpp (1/{ $f }); el exponente −2i/d de la base es el mismo con o sin ella.
mistakes-truth-freq-scale-one = { $lo }
mistakes-truth-freq-scale-range = de { $lo } a { $hi }
mistakes-truth-pi-ratio = Estirar { $orig } posiciones entrenadas hasta { $long } divide cada frecuencia entre { $f }, así que la posición { $m } gira exactamente como giraba la posición { $equivalent } en el entrenamiento ({ $m }·L/L'). El producto tal como está escrito, { $m }·L'/L, es { $as_written }.
mistakes-truth-ntk-aware-smooth = El escalado NTK-aware por { $f } (d = { $d }) eleva la base de { $b } a { $nb }. Cada par recibe su propia ralentización: { $r0 } para el par 0, { $rmid } para el par { $mid }, { $rlast } para el par { $last }, y cada par se ralentiza { $lo } veces más que el anterior ({ $n } factores distintos para { $pairs } pares). No hay grupos: una sola regla suave los cubre todos.
mistakes-truth-longrope-none = Este estado no tiene listas de LongRoPE.
# $order: mistakes-truth-longrope-rises o mistakes-truth-longrope-falls.
mistakes-truth-longrope-lists = La LongRoPE de Phi-3.5-mini (d = { $d }) no tiene grupos de frecuencias: tiene dos listas de { $pairs } divisores, uno por par en cada una, y la longitud de la secuencia elige la lista: short_factor mientras la secuencia quepa en { $orig } posiciones, long_factor cuando es más larga. En ambas los pares rápidos se dividen menos y los lentos más: short_factor va de { $s0 } (par 0) a { $sl } (par { $last }), long_factor de { $l0 } a { $ll }, y { $order }. Los factores mayores van a las frecuencias bajas, y la lista para secuencias largas es la mayor.
mistakes-truth-longrope-rises = cada lista sube o se mantiene de cada par al siguiente
mistakes-truth-longrope-falls = short_factor baja en { $fs } y long_factor en { $fl } de los { $last } pasos de un par al siguiente
mistakes-truth-softmax-index = La consulta «{ $query }» sobre las m = { $m } claves de «{ $text }» (sin máscara): los pesos van de { $lo } a { $hi } y suman { $sum }, con el denominador sumando el exp(q·k_j/√d) de cada clave sobre su propio índice j = 1 a m. Un denominador de m copias del término de la clave ponderada daría a cada clave { $even }, fueran cuales fueran las puntuaciones.
mistakes-truth-dot-not-metric = q = [{ $v }]: su distancia a sí mismo es { $d0 }, su producto escalar consigo mismo { $qq } (su longitud al cuadrado). Duplicarlo aleja 2q una distancia de { $d1 }, y aun así el producto escalar crece hasta { $q2q }: una distancia crece cuando los vectores se separan, mientras que el producto escalar es una similitud que crece tanto con la alineación como con las longitudes.
mistakes-truth-variance-not-linear = Con { $n } muestras con semilla en d = { $d }: q·k con q y k normales estándar independientes tiene varianza { $a }, alrededor de d. Los mismos d términos hechos dependientes, q·q, tienen varianza { $b }, alrededor de 2d; y 2q·k tiene { $c }, alrededor de 4d, no 2d. La varianza de la suma es d porque los productos están incorrelados, y la varianza no es lineal.
mistakes-truth-magnitude-product = q = [{ $qv }] (longitud { $nq }) en m = { $m } y k = [{ $kv }] (longitud { $nk }) en n = { $n }: tras la rotación el módulo de su producto es { $rg } = ‖q‖‖k‖ = { $p }, a esta distancia igual que a distancia 0. ‖k‖ sola vale { $nk }.
mistakes-truth-exponent-parentheses = Un par que gira θ = { $w } rad por posición, q = [{ $qv }] en m = { $m }, γ = 0: e^(i(θ_q + mθ)) tiene longitud 1, así que f_q conserva la longitud ‖q‖ = { $norm }, como muestra el { $turned } del vector girado. Tal como está impreso, e^(iθ_q + mθ) = e^(mθ)·e^(iθ_q) lo estiraría hasta ‖q‖e^(mθ) = { $printed } en m = { $m }, y más en cada posición posterior.
mistakes-truth-gamma-doubled = Con γ = 0, como eligen las diapositivas, q = [{ $qv }] (ángulo inicial θ_q = { $tq } rad) en m = { $m }, sobre un par que gira θ = { $w } rad por posición, apunta a { $turned } rad tras la rotación: mθ + θ_q = { $right }. El mθ + γ + γ de la recapitulación daría { $printed } para toda consulta en m, fuera cual fuera su propia dirección.
mistakes-truth-query-from-x-m = Con incrustaciones y proyecciones de juguete (d = { $d }), la consulta «{ $tq }» en m = { $m } y la clave «{ $tk }» en n = { $n }: q = W_q x_m da la puntuación { $right }. Con q = W_q x_n, como está impreso, la consulta también sale de «{ $tk }» y la puntuación es { $printed }: el token de la clave contra sí mismo.
mistakes-truth-added-positions-move = Un vector de posición sumado a cada incrustación (aquí el código sinusoidal de la vista absoluta; GPT-Neo aprende sus vectores, con el mismo efecto): con incrustaciones y proyecciones de juguete (d = { $d }), la puntuación es { $a } en las posiciones ({ $m }, { $n }) y { $b } en ({ $m2 }, { $n2 }), a la misma distancia. Rotar q y k en su lugar, como hace RoPE, puntúa { $r } en ambas.
mistakes-truth-theta-prose-drops-d = Con d = { $d }: θ_2 = { $b }^(−2/{ $d }) = { $w1 } rad por posición, y el último, θ_{ $pairs } = { $b }^(−{ $e }/{ $d }) = { $wl }. Sin la división entre d, θ_2 sería { $b }^(−2) = { $without }, ya un par que apenas gira, y cada θ posterior aún menor.
mistakes-truth-yarn-d-is-the-head = Llama 2 7B: { $heads } cabezas de d = { $d } en un ancho de modelo de { $width }, entrenado con { $orig } posiciones. En λ_d = 2π·b^(2d/|D|) de YaRN, d recorre los pares de una cabeza: con |D| = { $d }, { $pairs } pares, { $longer } de ellos con longitudes de onda por encima de { $orig } (hasta { $longest } posiciones), los pares que YaRN interpola. Con |D| = { $width }, d recorrería { $half } pares, una sola rotación a lo largo de toda la incrustación.
mistakes-truth-emoji-colours = Con d = { $d } los pares giran { $w0 }, { $w1 }, { $w2 } y { $w3 } rad por posición. Las celdas amarillas contienen { $y1 } rad (par 2 en la posición 6) y { $y2 } (par 0 en la 1), la azul { $blue } (par 1 en la 1); naranja { $o1 } (par 1 en la 6) y { $o2 } (par 0 en la 2), roja { $red } (par 1 en la 15): un color no es una cantidad. El par 0 en la posición 6 ha girado { $full } rad, a { $dial } rad de donde empezó en el dial.
mistakes-truth-magnitudes-q-k-g = q = [{ $q }] en m = { $m }, k = [{ $k }] en n = { $n }: f_q tiene módulo R_q = { $rq }, f_k tiene R_k = { $rk }, y g, su producto complejo, R_g = { $rg } = R_q·R_k. No interviene ningún vector de valor: RoPE solo gira q y k.
mistakes-truth-key-angle-moves = k = [{ $k }] girando { $w } rad por posición: en n = { $n } su ángulo es Θ_k = { $now } rad (nθ + θ_k), en n = { $n1 } es { $next } rad: el ángulo de la clave se mueve con n.
mistakes-truth-g-argument-offset = q = [{ $q }], k = [{ $k }], un par que gira { $w } rad por posición: Θ_k(n) − Θ_q(m) vale { $here } rad en (m, n) = ({ $m }, { $n }), { $along } en ({ $m1 }, { $n1 }) y { $same_n } en ({ $m0 }, { $n }): sigue a n − m, no a n.
mistakes-truth-theta-q-for-both = Con γ = 0, k = [{ $k }] en m = { $m } está en Θ_k = { $measured } rad, que es mθ + θ_k = { $right }; mθ + θ_q daría { $wrong }, el ángulo de la consulta.
mistakes-truth-pairs-not-coordinates = d = { $d }: la rotación tiene { $pairs } ángulos por posición, uno por cada par de coordenadas. Girar k n·θ_i y volver m·θ_i en cada par (n = { $n }, m = { $m }) da R_(n−m)k con una diferencia de a lo sumo { $diff }.
mistakes-truth-the-attends-to-cat = «{ $text }» con máscara causal: la consulta «{ $a }» da a la clave «{ $b }» el peso { $ab }, mientras que «{ $b }» da a «{ $a }» { $ba }. Solo sin la máscara (un codificador) atendería «{ $a }» a «{ $b }», con { $open }.
mistakes-truth-each-dimension-angle = d = { $d } en la posición { $m }: al girar cada una de las { $d } dimensiones por separado, las dimensiones 0 y 1 giran ambas { $a0 } rad, la 2 y la 3 ambas { $a2 }, y así sucesivamente: { $n } ángulos en total, uno por par.
mistakes-truth-x-m-query-row = Con incrustaciones y proyecciones de juguete (d = { $d }): la consulta de «{ $t }» es W_q x_m, y rotada a m = { $m } puntúa { $score } contra la clave en n = { $n }; proyectar de nuevo esa consulta, W_q(W_q x_m), cambia sus componentes hasta { $moved } y la puntuación a { $printed }.
mistakes-truth-recap-i-and-d = La cabeza de Llama 2, d = { $d }: θ_i = { $base }^(−2i/{ $d }) tiene { $pairs } valores, i = 0 a { $last }, uno por par; el último es { $wl }. Si i recorriera las { $d } dimensiones, llegaría a θ_{ $dl } = { $beyond }, para un par que no existe.
mistakes-truth-llama2-heads = Llama 2 7B: { $heads } cabezas de consulta de d = { $d } y { $kv } cabezas de clave-valor, así que { $small } cabeza de consulta por cabeza de clave-valor: cada cabeza puntúa sus propias claves, que es la atención multicabeza. La atención de consultas agrupadas comparte una cabeza de clave-valor entre varias cabezas de consulta, como hace Llama 2 70B ({ $heads70 } cabezas de consulta, { $kv70 } cabezas de clave-valor: grupos de { $large }).
mistakes-truth-lambda-theta-angle = Un par con Θ = { $theta } rad ({ $deg }°) por posición en todas las posiciones: λ = 2π/Θ = { $lambda } posiciones. Su ángulo m·Θ en el dial para m = 0 a 8: { $list } grados, que se repiten cada { $lambda } posiciones.
mistakes-truth-ntk-same-factor = Con factor { $f } y d = { $d }, PI ralentiza cada par de { $l0 } a { $l1 } (un solo factor), NTK-aware cualquier cosa entre { $n0 } (primer par) y { $n1 } (último par).
mistakes-truth-d-halved = Con la d completa = { $d } ({ $pairs } pares), el par más lento es θ_{ $last } = { $base }^(−{ $e }/{ $d }) = { $wl }. Dividir entre d/2 = { $h } da en cambio { $halved }. El valor impreso no es ninguno de los dos: es { $base }^(−{ $e1 }/{ $h }) = { $both }, la d a la mitad junto con el desfase j − 1 de la lista.
mistakes-truth-theta-list = Para d = { $d }: θ_0 = { $w0 }, θ_1 = { $w1 }, θ_2 = { $w2 }, … Toda frecuencia es como mucho 1 y la lista empieza exactamente en 1.
mistakes-truth-wavelength-order = Longitud de onda = 2π/θ: el primer par (θ = { $w0 }) se repite cada { $first } posiciones, el último (θ = { $wl }) cada { $slow } posiciones. θ grande: longitud de onda corta, frecuencia alta.
mistakes-truth-yarn-blend = YaRN con factor { $f } sobre { $orig } posiciones entrenadas (d = { $d }, beta_fast = { $bf }, beta_slow = { $bs }) clasifica los pares según cuántas vueltas dan dentro de { $orig } posiciones: los { $keep } más rápidos conservan su velocidad, los { $full } más lentos se interpolan por completo, y los { $blend } intermedios (rango de corrección { $low }…{ $high }) se mezclan. Las posiciones 400, 600 o 1000 usan todas estas mismas frecuencias.
