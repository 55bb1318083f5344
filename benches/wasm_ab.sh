#!/usr/bin/env bash
# Two builds of the wasm bench (src/bin/wasm_bench.rs) side by side in one
# headless Chromium: a git revision (default HEAD) against the working
# tree, called in turns on the same page, best of each. Measure a change
# to the search loop here, in the engine the page runs in: this project
# saw one change make the article's run 7% faster in Node's V8 and 5%
# slower in Chromium's.
#
#   bash benches/wasm_ab.sh [REV]                  the article's exhaustive run
#   SET=puzzles2_17_clue bash benches/wasm_ab.sh   a Sudoku set (../shared/bench-data)
#   QUEENS=14 bash benches/wasm_ab.sh              the one-thread count of 14 queens
#
# The revision is built in a worktree with a target directory of its own
# (target/wasm-ab/): never with this tree's target/, whose wasm would then
# be stale for the next build here.
set -euo pipefail
cd "$(dirname "$0")/.."
export PATH="$HOME/.cargo/bin:$PWD/node_modules/.bin:$PATH"
rev=${1:-HEAD}
out=$PWD/target/wasm-ab
tree=$out/tree
mkdir -p "$out"
. benches/wasm_bench_build.sh

# Build the wasm bench of the tree in $1 (with target dir $2) into $3, as
# the search worker is built: profile release-app, wasm-bindgen for the web,
# wasm-opt -Oz.
build() {
  (cd "$1" && CARGO_TARGET_DIR=$2 cargo build --profile release-app --quiet \
    --target wasm32-unknown-unknown --bin wasm-bench)
  bind_wasm_bench web "$2/wasm32-unknown-unknown/release-app/wasm-bench.wasm" "$3" release-app
}

git worktree remove --force "$tree" 2>/dev/null || rm -rf "$tree"
git worktree prune
git worktree add --detach --quiet "$tree" "$rev"
trap 'git worktree remove --force "$tree" 2>/dev/null || true' EXIT
echo "== building $rev"
build "$tree" "$out/target" "$out/old"
echo "== building the working tree"
build "$PWD" "$PWD/target" "$out/new"
node benches/wasm_ab.mjs "$out/old" "$out/new" "$rev"
