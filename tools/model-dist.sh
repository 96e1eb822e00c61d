#!/usr/bin/env bash
# Trunk post_build hook (see Trunk.toml): puts the model lab into the build, next to the page:
#
#   $TRUNK_STAGING_DIR/model/worker.js                     model/web/worker.js
#   $TRUNK_STAGING_DIR/model/pkg/ropescope_model.js        model/web/pkg/ (model/build-wasm.sh)
#   $TRUNK_STAGING_DIR/model/pkg/ropescope_model_bg.wasm
#   $TRUNK_STAGING_DIR/model/manifest.json                 .tools/model/chunks/<name>.json (model/split.sh),
#                                                          under this fixed name (the page loads model/manifest.json)
#   $TRUNK_STAGING_DIR/model/<name>.partNN                 the chunks, as the manifest names them
#                                                          (hard links when possible, else copies)
#
# Without the worker's wasm or without the chunks it prints one line and exits 0: the page then
# builds and works without the model (the lab reports that the model is not part of the build).
# Fails the build if the chunks do not match their manifest or one exceeds 20 MiB.
# ./dev.sh build and ./dev.sh serve prepare both (model_prepare) before running trunk.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${TRUNK_STAGING_DIR:?model-dist.sh: TRUNK_STAGING_DIR is not set (run as a Trunk hook)}/model
PKG=$ROOT/model/web/pkg
CHUNKS=$ROOT/.tools/model/chunks
MAX=$((20 * 1024 * 1024))

shopt -s nullglob
manifests=("$CHUNKS"/*.json)
if [ ! -f "$PKG/ropescope_model_bg.wasm" ] || [ ! -f "$PKG/ropescope_model.js" ] || [ ${#manifests[@]} -eq 0 ]; then
  echo "model-dist: the model lab is not included in this build (to include it: model/fetch.sh, then ./dev.sh build)"
  exit 0
fi
# Several manifests (another model split into the same folder): the newest one.
manifest=$(ls -t "${manifests[@]}" | head -n 1)
[ ${#manifests[@]} -eq 1 ] || echo "model-dist: ${#manifests[@]} manifests in $CHUNKS, using the newest: $(basename "$manifest")" >&2

# "file size" per chunk, checked against the manifest's own total.
list=$(node -e '
  const m = JSON.parse(require("fs").readFileSync(process.argv[1], "utf8"));
  let sum = 0;
  for (const c of m.chunks) {
    if (!/^[A-Za-z0-9._-]+$/.test(c.file)) throw new Error(`unexpected chunk name ${c.file}`);
    sum += c.size;
    console.log(`${c.file} ${c.size}`);
  }
  if (sum !== m.size) throw new Error(`chunks hold ${sum} bytes, the file ${m.size}`);
' "$manifest") || { echo "model-dist: bad manifest $manifest" >&2; exit 1; }

rm -rf "$OUT"
mkdir -p "$OUT/pkg"
cp "$ROOT/model/web/worker.js" "$OUT/worker.js"
cp "$PKG/ropescope_model.js" "$PKG/ropescope_model_bg.wasm" "$OUT/pkg/"
cp "$manifest" "$OUT/manifest.json"
linked=0 copied=0 total=0 count=0
while read -r file size; do
  src=$CHUNKS/$file
  [ -f "$src" ] || { echo "model-dist: $src is missing (run model/split.sh)" >&2; exit 1; }
  got=$(stat -c %s "$src")
  [ "$got" = "$size" ] || { echo "model-dist: $src has $got bytes, the manifest says $size (run model/split.sh)" >&2; exit 1; }
  [ "$size" -le "$MAX" ] || { echo "model-dist: $src is larger than 20 MiB" >&2; exit 1; }
  if cp -l "$src" "$OUT/$file" 2>/dev/null; then linked=$((linked + 1)); else cp "$src" "$OUT/$file"; copied=$((copied + 1)); fi
  total=$((total + size)) count=$((count + 1))
done <<< "$list"
echo "model-dist: model/ added ($count chunks, $((total / 1048576)) MiB: $linked hard-linked, $copied copied; worker wasm $(stat -c %s "$OUT/pkg/ropescope_model_bg.wasm") bytes)"
