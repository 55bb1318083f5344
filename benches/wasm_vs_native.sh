#!/usr/bin/env bash
# wasm against native throughput in one run (issue 12's bar: wasm at least
# 0.9x). Builds `btlab` natively and `wasm-bench` (src/bin/wasm_bench.rs)
# for wasm32 with wasm-bindgen for Node (and, with IN=chromium or
# IN=firefox, for the web, to run in that headless browser), and the peer,
# the sudoku crate (benches/sudoku_peer), both ways too; then runs
# benches/wasm_vs_native.mjs.
#
#   bash benches/wasm_vs_native.sh [SET ...] [QUEENS_N]
#   IN=chromium bash benches/wasm_vs_native.sh [SET ...] [QUEENS_N]
#   IN=firefox bash benches/wasm_vs_native.sh [SET ...] [QUEENS_N]   (apt-get install firefox-esr)
#
# The wasm is built as the search worker is: the release-app profile (the
# search crate at opt-level 3 inside a binary built for size) and wasm-opt
# -Oz. PROFILE=release measures a build at opt-level 3 throughout instead.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet --bin btlab
profile=${PROFILE:-release-app}
cargo build --profile "$profile" --quiet --target wasm32-unknown-unknown --bin wasm-bench
# Node's flavour, and the web's for a browser.
flavours=(nodejs:target/wasm-bench)
if [ "${IN:-node}" != node ]; then flavours+=(web:target/wasm-bench-web); fi
. benches/wasm_bench_build.sh
# The peer at its best (opt-level 3, fat LTO: its own release profile),
# with the same target features (.cargo/config.toml, read from here).
peer=(--release --quiet --manifest-path benches/sudoku_peer/Cargo.toml --target-dir target/sudoku-peer)
cargo build "${peer[@]}"
cargo build "${peer[@]}" --target wasm32-unknown-unknown --lib
for flavour in "${flavours[@]}"; do
  bind_wasm_bench "${flavour%%:*}" "target/wasm32-unknown-unknown/$profile/wasm-bench.wasm" \
    "${flavour#*:}" "$profile"
  bind_wasm_bench "${flavour%%:*}" target/sudoku-peer/wasm32-unknown-unknown/release/sudoku_peer.wasm \
    "${flavour#*:}" release
done
node benches/wasm_vs_native.mjs "$@"
