#!/usr/bin/env bash
# wasm against native throughput in one run (the bar: wasm at least 0.85x).
# Builds `btlab` natively and `wasm-bench` (src/bin/wasm_bench.rs) for
# wasm32 with wasm-bindgen for Node, then runs benches/wasm_vs_native.mjs.
#
#   bash benches/wasm_vs_native.sh [SET ...] [QUEENS_N]
#
# The wasm is built as the page builds it: the release-app profile (the
# search crate at opt-level 3 inside a binary built for size) and wasm-opt
# -Oz. PROFILE=release measures a build at opt-level 3 throughout instead.
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet --bin btlab
profile=${PROFILE:-release-app}
cargo build --profile "$profile" --quiet --target wasm32-unknown-unknown --bin wasm-bench
wasm-bindgen --target nodejs --out-dir target/wasm-bench \
  "target/wasm32-unknown-unknown/$profile/wasm-bench.wasm"
if [ "$profile" = release-app ]; then
  wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals target/wasm-bench/wasm-bench_bg.wasm -o target/wasm-bench/wasm-bench_bg.wasm
fi
node benches/wasm_vs_native.mjs "$@"
