# La vista de ejemplos resueltos: los escenarios clásicos de los tutoriales como tarjetas, y la
# puntuación cat/mat paso a paso junto a lo que imprimió un tutorial.

examples-caption = Los escenarios de tutoriales populares de RoPE, cada uno con las dimensiones, las velocidades de los pares y las posiciones que carga. Carga uno y todas las vistas lo mostrarán. Los números de abajo se calculan, no se copian, y donde un texto conocido imprimió otra cosa, la fe de erratas lo dice; la tabla de abajo desglosa paso a paso la puntuación cat/mat.

## Una tarjeta.

examples-load = Cargar este ejemplo
examples-computed = Resultado calculado ({ $what }):
examples-what-score = puntuación
examples-what-rotated-pair = par rotado
examples-erratum = Fe de erratas: un tutorial muy leído imprime { $wrong } aquí; la rotación da { $value }.
examples-setting = Vectores de { $dim } dimensiones, { $turning } por posición; { $who }.
examples-setting-error = { $error }
examples-turning-one = un par que gira { $speed }
examples-turning-many = { $pairs } pares que giran { $speeds } y { $last }
examples-turning-none = ningún par
examples-who-query = consulta { $query } en m = { $m }
examples-who-query-key = consulta { $query } en m = { $m }, clave { $key } en n = { $n }
examples-token = «{ $token }»
examples-position = posición { $pos }

## La tabla paso a paso.

examples-steps-title = «mat» frente a «cat», paso a paso
examples-steps-label = La puntuación cat/mat paso a paso
examples-col-pair = par
examples-col-step = paso
examples-col-before = antes
examples-col-matrix = rotación 2×2 [cos −sin; sin cos] · par
examples-col-complex = producto complejo (a + ib)(cos + i sin)
examples-col-sum = suma de productos
examples-col-computed = calculado
examples-col-printed = lo que imprimió el tutorial
examples-pair-n = { $pair }
examples-pair-all = todos
examples-step-query = consulta { $token } en { $pos }
examples-step-key = clave { $token } en { $pos }
examples-step-dot = q rotada · k rotada
examples-step-score = puntuación
examples-printed-pair = { $pair }{ $wrong ->
        [both] { " " }(ambas componentes mal)
        [first] { " " }(primera componente mal)
        [second] { " " }(segunda componente mal)
       *[none] { "" }
    }
examples-printed-dot = { $formula } (con los pares impresos, errores incluidos)
examples-printed-total = { $total } = { $others } + { $dot }: el par rápido más el { $carried } heredado da { $sum }
examples-summary = De dónde sale el { $total } del tutorial: { $others } del par rápido (correcto) más { $dot }, el producto escalar de sus dos pares lentos mal rotados, { $pq }·{ $pk } = { $carried }. Bien rotados son { $right_q } y { $right_k }, cuyo producto escalar es { $slow }, así que la puntuación es { $score }.
