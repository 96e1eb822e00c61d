#!/usr/bin/env bash
# Split the GGUF into chunks for static hosting (many hosts cap single files; 20 MiB each by
# default) and write a manifest next to them:
#
#   model/split.sh [GGUF] [OUTDIR] [CHUNK_MIB]
#     GGUF      default: the file model/fetch.sh caches (fetched if needed)
#     OUTDIR    default: <repo>/.tools/model/chunks
#     CHUNK_MIB default: 20
#
# Writes OUTDIR/<name>.part00, .part01, ... and OUTDIR/<name>.json:
#   {"name", "size", "sha256", "chunk_size", "chunks": [{"file", "size", "sha256"}, ...]}
# The loader (ChunkedLoader in the crate; ModelLab in the worker) fetches the parts in order,
# checks the total size and the whole file's SHA-256 while they stream in. Prints OUTDIR.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/.." && pwd)
GGUF=${1:-$("$HERE/fetch.sh")}
OUT=${2:-$ROOT/.tools/model/chunks}
MIB=${3:-20}
[ -f "$GGUF" ] || { echo "split.sh: no such file: $GGUF" >&2; exit 1; }
case "$MIB" in ''|*[!0-9]*|0) echo "split.sh: CHUNK_MIB must be a positive integer" >&2; exit 1;; esac

name=$(basename "$GGUF")
mkdir -p "$OUT"
rm -f "$OUT/$name".part* "$OUT/$name.json"
split -b "$((MIB * 1024 * 1024))" -d -a 2 "$GGUF" "$OUT/$name.part"

size=$(stat -c %s "$GGUF")
sha=$(sha256sum "$GGUF" | cut -d' ' -f1)
{
  printf '{"name":"%s","size":%s,"sha256":"%s","chunk_size":%s,"chunks":[' \
    "$name" "$size" "$sha" "$((MIB * 1024 * 1024))"
  sep=""
  for p in "$OUT/$name".part*; do
    printf '%s{"file":"%s","size":%s,"sha256":"%s"}' "$sep" "$(basename "$p")" \
      "$(stat -c %s "$p")" "$(sha256sum "$p" | cut -d' ' -f1)"
    sep=","
  done
  printf ']}\n'
} > "$OUT/$name.json"

# Reassemble and compare, so a bad split never goes unnoticed.
got=$(cat "$OUT/$name".part* | sha256sum | cut -d' ' -f1)
[ "$got" = "$sha" ] || { echo "split.sh: reassembled hash $got != $sha" >&2; exit 2; }
echo "split.sh: $(ls "$OUT/$name".part* | wc -l) chunks of <= $MIB MiB, manifest $OUT/$name.json" >&2
printf '%s\n' "$OUT"
