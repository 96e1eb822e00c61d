# La vista del kernel: el kernel de RoPE a tamaño real en el navegador, cronometrado frente a
# JavaScript simple y una copia simple.

kernel-caption = RoPE tal como la ejecuta un modelo: un tensor de forma [B, S, H, D], cada vector de cabeza dividido en D/2 planos y multiplicado por una tabla [S, D/2] de fasores unitarios e^(i t θ_k) difundida sobre el lote y las cabezas. Ejecútalo aquí a tamaño completo con cuatro implementaciones sobre los mismos bytes: el kernel wasm SIMD128, el kernel wasm escalar, JavaScript simple sobre arrays tipados y una copia simple (el límite del ancho de banda de memoria). La base, la disposición y el escalado vienen de tus ajustes.

kernel-run = Ejecutar
kernel-running = Ejecutando...
kernel-readout = { $elements } elementos ({ $mib } MiB por búfer); entrada x[j] = 2·(splitmix64(j) >> 40)/2^24 − 1, uniforme en [−1, 1); { $warm_up } { $warm_up ->
        [one] ejecución
       *[other] ejecuciones
    } de calentamiento + { $runs } cronometradas para cada implementación (las formas pequeñas se repiten dentro de una ejecución), medianas.
kernel-max-error = |Error| máximo frente a f64 (filas muestreadas):
kernel-no-simd = { " " }(esta compilación no tiene SIMD128: la fila SIMD ejecutó el kernel escalar)

## La tabla de tiempos.

kernel-col-kernel = kernel
kernel-col-median = mediana en ms
kernel-col-bandwidth = GB/s (lectura + escritura)
kernel-col-vs-simd = frente a SIMD
kernel-row-simd = wasm SIMD128
kernel-row-scalar = wasm escalar
kernel-row-js = JavaScript
kernel-row-copy = copia (límite)

## Las tablas de cortes y la comprobación de la identidad.

kernel-slices-title = Tablas de cortes: (b, t, h) × par k
kernel-slices-label = Tabla de datos
kernel-col-angle = ángulo t·θ_k
kernel-col-phasor = e^(i·ángulo)
kernel-col-before = antes
kernel-col-after = después
kernel-col-norm-before = |antes|
kernel-col-norm-after = |después|
kernel-identity-title = Identidad sobre vectores de cabeza completos
kernel-identity-note = q = x[0, t1, 0], k = x[0, t2, 0]. Izquierda: ⟨R(t1)q, R(t2)k⟩ a partir de la salida f32 del kernel. Derecha: ⟨q, R(t2 − t1)k⟩ en f64, ya que R(t1)ᵀR(t2) = R(t2 − t1). La última columna es ⟨q, R(t1 − t2)k⟩, la forma con el signo cambiado que imprimen algunos textos: no coincide.
kernel-col-difference = diferencia
kernel-col-wrong-sign = ⟨q, R(t1−t2)k⟩ (signo equivocado)

## El progreso de una ejecución.

kernel-stage-filling = reservando y rellenando la entrada...
kernel-stage-warm-up = calentamiento: { $contender }...
kernel-stage-run = ejecución { $round }/{ $runs }: { $contender }...
kernel-stage-checking = comprobando frente a f64...
kernel-contender-simd = SIMD
kernel-contender-scalar = escalar
kernel-contender-js = JavaScript
kernel-contender-copy = copia

## Por qué se rechazó una ejecución.

kernel-error-odd-dim = D debe ser par y al menos 2 (se recibió { $d })
kernel-error-empty-shape = la forma [{ $b }, { $s }, { $h }, { $d }] está vacía: B, S y H deben ser al menos 1
kernel-error-shape-overflow = la forma [{ $b }, { $s }, { $h }, { $d }] tiene más elementos de los que la memoria puede direccionar
kernel-error-too-large = B × S × H × D = { $elements } supera el límite de { $mi } Mi elementos ({ $limit })
kernel-error-out-of-memory = no se pudieron reservar { $mib } MiB para los tensores: prueba una forma más pequeña
kernel-error-length = el búfer tiene { $got } elementos y la forma necesita { $expected }
kernel-error-table = la tabla de fasores no coincide con S y D
kernel-speeds-got = velocidades para d = { $d }
kernel-speeds-expected = las velocidades propias valen para la d de la página, { $d }: pon la D del kernel en { $d } o borra las velocidades
