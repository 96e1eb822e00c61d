// Many canvas labels in one call (app::draw::Labels): the texts arrive as one string, one label
// per line, and their positions as one array, instead of one string per label across the wasm
// boundary (decoding each string cost more than drawing it: 2 ms for the 384 labels of 128
// compass dials).
export function fillTexts(ctx, lines, xy) {
  const texts = lines.split('\n');
  for (let i = 0; i < texts.length; i++) ctx.fillText(texts[i], xy[2 * i], xy[2 * i + 1]);
}

// app::draw::fit (documented there).
export function fit(c, h) {
  const b = c.getBoundingClientRect(), r = devicePixelRatio;
  const w = Math.round(b.width * r), v = Math.round((h || b.height) * r);
  if (c.width !== w) c.width = w;
  if (c.height !== v) c.height = v;
  c.getContext('2d').setTransform(r, 0, 0, r, 0, 0);
  return b.width;
}

// A canvas's CSS height, its width the whole line (else a canvas whose height alone is given
// takes the width of its old shape); through the CSSOM: a strict CSP refuses style attributes.
export function setHeight(c, h) {
  c.style.width = '100%';
  c.style.height = `${h}px`;
}
