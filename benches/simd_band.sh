#!/usr/bin/env bash
# Would 128-bit vectors keep more of native speed in wasm than our scalar
# 9x9 code does? Builds benches/simd_band (the band deduction: scalar with
# our table, four digits a vector with and without the pattern counts our
# search guesses by) natively and for wasm32 (with the page's target
# features, .cargo/config.toml), binds it for Node or, with IN=chromium,
# for headless Chromium, and runs benches/simd_band.mjs: each way's time
# natively and in wasm, and wasm/native.
#
#   bash benches/simd_band.sh [STEPS]
#   IN=chromium bash benches/simd_band.sh [STEPS]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
crate=(--release --quiet --manifest-path benches/simd_band/Cargo.toml --target-dir target/simd-band)
cargo build "${crate[@]}"
cargo build "${crate[@]}" --target wasm32-unknown-unknown --lib
. benches/wasm_bench_build.sh
flavour=nodejs
if [ "${IN:-node}" = chromium ]; then flavour=web; fi
bind_wasm_bench "$flavour" target/simd-band/wasm32-unknown-unknown/release/simd_band.wasm \
  "target/simd-band/$flavour" release
node benches/simd_band.mjs "$@"
