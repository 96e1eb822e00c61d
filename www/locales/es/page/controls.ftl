# La columna de ajustes (una barra fija y una hoja en el móvil), los controles compactos de un
# widget insertado, el diagrama de emparejamiento, los modelos predefinidos, los selectores de
# consulta y clave, y el cuadro de configuración de Hugging Face.

controls-settings = Ajustes
controls-all-settings = Ajustes
controls-done = Listo
controls-more-settings = Más ajustes: emparejamiento, RoPE sí/no, q y k, posiciones
controls-positions = Posiciones: desplazamiento, consulta y clave
controls-unrotated = Pares lentos sin girar (p-RoPE)
controls-model-presets = Modelos predefinidos
controls-hf-config = Configuración de Hugging Face (JSON de rope_scaling)
controls-notation = Notación usada en todas las vistas
controls-clear = Quitar
controls-short-dim = dim d
controls-short-scaling = escalado
controls-short-base = base θ
controls-locked = Fijado por esta página

## Valores predefinidos de desplazamiento y base

controls-offset-presets = Desplazamientos predefinidos
controls-offset-preset = empezar en { $offset }
controls-base-slider = Base, control deslizante logarítmico
controls-base-presets = Bases predefinidas

## Los parámetros del método de escalado

controls-attention-factor = Factor de atención: { $factor } ({ $set ->
    [yes] fijado abajo
   *[no] la fórmula del método; un valor abajo lo sustituye
})

## El diagrama de emparejamiento

controls-layout-diagram = Índice de par de cada dimensión en ambas disposiciones
controls-dim-in-pair = la dim { $dim } está en el par { $pair }
controls-layout-cells-some = Celdas: dimensiones 0 a { $last } de { $d }, marcadas con su par.
controls-layout-cells = Celdas: dimensiones, marcadas con su par.

## Modelos predefinidos y selectores de consulta y clave

controls-model-preset = Modelo predefinido
controls-choose-model = Elige un modelo...
controls-query-token = Token de la consulta (m)
controls-key-token = Token de la clave (n)
controls-custom-vectors = Hay vectores q/k propios (de la URL o de un ejemplo): las listas solo eligen posiciones cuando no los hay.

## El cuadro de configuración de Hugging Face (los nombres de la configuración no se traducen)

controls-hf-paste = Pega un bloque rope_scaling o rope_parameters, o un config.json completo
controls-hf-file = o abre un config.json
controls-hf-apply = Aplicar
controls-hf-applied = Aplicado.
controls-hf-layer-sets = RoPE por tipo de capa: { $sets }.
controls-hf-layer-set = { $kind } ({ $n } { $n ->
    [one] capa
   *[other] capas
}): { $method }, base { $base }
controls-hf-set-gap = { "; " }
controls-hf-ignored = Campos ignorados: { $fields }.
controls-hf-too-big = { $file }: { $size } bytes; se acepta un config.json de como máximo { $max } bytes.
controls-hf-unreadable = { $file }: no se puede leer el archivo.
controls-hf-current = Estos ajustes como campos de configuración de HF
controls-hf-no-equivalent = Las velocidades propias por par no tienen equivalente en la configuración de Hugging Face.
controls-hf-static-ntk = El NTK estático se escribe como RoPE simple con su rope_theta ajustado (HF no tiene un tipo NTK estático). rope-export --hf lee los mismos archivos.
