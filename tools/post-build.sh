#!/usr/bin/env bash
# Trunk's post-build hook (Trunk.toml): the three steps in order, each on the finished output of
# the one before (Trunk would run separate hooks of a stage at the same time).
set -euo pipefail
cd "$(dirname "$0")/.."
node tools/csp-loader.mjs
bash tools/model-dist.sh
node tools/site-files.mjs
