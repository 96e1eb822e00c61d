#!/usr/bin/env bash
# Build the model lab's wasm module (the Web Worker's) into model/web/pkg/:
#   ropescope_model.js + ropescope_model_bg.wasm (wasm-bindgen --target web)
# Run from anywhere; the build itself runs in model/ so that model/.cargo/config.toml is read
# on top of the repository's (+simd128 and the getrandom cfg). Needs the wasm32 target and
# wasm-bindgen-cli 0.2.130 (./dev.sh setup installs both). wasm-opt (binaryen 132, NOT Debian's
# 108) is used when WASM_OPT points to it or a version-132 wasm-opt is on PATH; else skipped.
set -euo pipefail
cd "$(dirname "$0")"
unset RUSTFLAGS   # it would replace the config's +simd128

cargo build --release --target wasm32-unknown-unknown --lib
raw=target/wasm32-unknown-unknown/release/ropescope_model.wasm
wasm-bindgen --target web --no-typescript --out-dir web/pkg "$raw"
out=web/pkg/ropescope_model_bg.wasm

opt=${WASM_OPT:-$(command -v wasm-opt || true)}
if [ -z "$opt" ] && [ -x ../.tools/binaryen/node_modules/.bin/wasm-opt ]; then
  opt=../.tools/binaryen/node_modules/.bin/wasm-opt
fi
if [ -n "$opt" ] && "$opt" --version | grep -q "version 132"; then
  # -O3: this module is about speed, not bytes (it loads on demand, beside a 98 MB model).
  "$opt" -O3 "$out" -o "$out.opt" && mv "$out.opt" "$out"
  echo "build-wasm.sh: wasm-opt -O3 applied" >&2
else
  echo "build-wasm.sh: no wasm-opt 132 found, skipping it" >&2
fi

dis=$(dirname "${opt:-/nonexistent}")/wasm-dis
if [ -x "$dis" ]; then
  if ! "$dis" "$out" 2>/dev/null | grep -q 'v128'; then
    echo "build-wasm.sh: no v128 instructions in $out: +simd128 was lost" >&2
    exit 1
  fi
  echo "build-wasm.sh: v128 instructions present" >&2
fi
echo "build-wasm.sh: $out $(stat -c %s "$out") bytes, $(gzip -9 -c "$out" | wc -c) gzip -9; JS $(stat -c %s web/pkg/ropescope_model.js) bytes" >&2
