// Many canvas labels in one call (app::draw::Labels): the texts arrive as one string, one label
// per line, and their positions as one array, instead of one string per label across the wasm
// boundary (decoding each string cost more than drawing it: 2 ms for the 384 labels of 128
// compass dials).
export function fillTexts(ctx, lines, xy) {
  const texts = lines.split('\n');
  for (let i = 0; i < texts.length; i++) ctx.fillText(texts[i], xy[2 * i], xy[2 * i + 1]);
}
