// The RoPE kernel in plain JavaScript on typed arrays, for comparison with the wasm kernels in
// the Kernel view. Same loop nest, same table, same data (views into the wasm memory, so no
// copies are timed). JavaScript computes in f64 and rounds on store.
export function ropeJs(x, out, cos, sin, batch, seq, heads, dim, interleaved) {
  const half = dim >> 1;
  for (let b = 0; b < batch; b++) {
    for (let t = 0; t < seq; t++) {
      const tb = t * half;
      for (let h = 0; h < heads; h++) {
        const o = ((b * seq + t) * heads + h) * dim;
        if (interleaved) {
          for (let i = 0; i < half; i++) {
            const a = x[o + 2 * i], bb = x[o + 2 * i + 1], c = cos[tb + i], s = sin[tb + i];
            out[o + 2 * i] = a * c - bb * s;
            out[o + 2 * i + 1] = bb * c + a * s;
          }
        } else {
          for (let i = 0; i < half; i++) {
            const a = x[o + i], bb = x[o + i + half], c = cos[tb + i], s = sin[tb + i];
            out[o + i] = a * c - bb * s;
            out[o + i + half] = bb * c + a * s;
          }
        }
      }
    }
  }
}

export function nowMs() {
  return performance.now();
}
