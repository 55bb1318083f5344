#!/usr/bin/env bash
# Where the search worker's engine spends the 9x9 solver's time: the wasm
# bench built as the search worker is (release-app, wasm-opt -Oz), run on a Sudoku set in
# headless Chromium under `perf record` (Debian's linux-perf; no hardware
# counters needed), V8's code mapped by its jitdump. Prints the hottest
# functions and the hottest instructions of the hottest one; the whole
# annotated listing is left in target/wasm-profile/annotate.txt. Beside
# `perf annotate` of `btlab bench sudoku` natively, it shows what V8 does
# differently with the same loop (spills, checks, address arithmetic).
# V8 names functions by index (wasm-function[N]): the 9x9 search, every
# step inlined into `Search::run`, is the one with most of the time. With
# NAMES=1, wasm-opt is left out, which keeps the functions' names (and
# what wasm-opt would have inlined, out of line), and V8 inlines no wasm
# function into another: a function kept out of line with #[inline(never)]
# then shows on its own, to set beside `perf report` of the same build
# natively.
#
#   bash benches/wasm_profile.sh [SET]     (default puzzles6_forum_hardest_1106)
#   NAMES=1 bash benches/wasm_profile.sh [SET]
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
set_name=${1:-puzzles6_forum_hardest_1106}
command -v perf >/dev/null || { echo "wasm_profile.sh needs perf: apt-get install linux-perf" >&2; exit 1; }
[ -f "../shared/bench-data/$set_name" ] || { echo "no set ../shared/bench-data/$set_name" >&2; exit 1; }
out=$PWD/target/wasm-profile
cargo build --profile release-app --quiet --target wasm32-unknown-unknown --bin wasm-bench
. benches/wasm_bench_build.sh
# Bound as the page is (wasm-opt -Oz), or with NAMES=1 as is.
bound_as=release-app
if [ "${NAMES:-}" = 1 ]; then bound_as=named; fi
bind_wasm_bench web target/wasm32-unknown-unknown/release-app/wasm-bench.wasm "$out/build" "$bound_as"
rm -rf "$out/run" && mkdir -p "$out/run"
# V8 writes its jit-PID.dump files into the working directory.
(cd "$out/run" && perf record -q -e cpu-clock -k mono -o perf.data \
  node "$OLDPWD/benches/wasm_profile.mjs" "$out/build" "$set_name")
cd "$out/run"
perf inject --jit -i perf.data -o perf.jit.data
perf report -i perf.jit.data --stdio --sort sym 2>/dev/null | grep -v '^#' | grep . >report.txt
head -8 report.txt
hottest=$(grep -o 'JS:[^ ]*-turbofan' report.txt | head -1)
perf annotate -i perf.jit.data --stdio -s "$hottest" 2>/dev/null >"$out/annotate.txt"
echo "== the hottest instructions of $hottest (whole listing: target/wasm-profile/annotate.txt)"
grep -E '^ +[0-9]+\.[0-9]+ :' "$out/annotate.txt" | sort -rn >hottest.txt
head -25 hottest.txt
