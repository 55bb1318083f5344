#!/usr/bin/env bash
# wasm against native throughput in one run (the bar: wasm at least 0.85x).
# Builds `btlab` natively and `wasm-bench` (src/bin/wasm_bench.rs) for
# wasm32 with wasm-bindgen for Node, then runs benches/wasm_vs_native.mjs.
#
#   bash benches/wasm_vs_native.sh [SET ...] [QUEENS_N]
set -euo pipefail
cd "$(dirname "$0")/.."
cargo build --release --quiet --bin btlab
cargo build --release --quiet --target wasm32-unknown-unknown --bin wasm-bench
wasm-bindgen --target nodejs --out-dir target/wasm-bench \
  target/wasm32-unknown-unknown/release/wasm-bench.wasm
node benches/wasm_vs_native.mjs "$@"
