# Sourced by the wasm bench scripts (wasm_vs_native.sh, wasm_ab.sh): binds
# a built wasm (wasm-bench.wasm, or the peer's sudoku_peer.wasm) for
# `nodejs` or `web` and, for the search workers' profile (release-app),
# shrinks it with wasm-opt as the build does the workers'.
#
#   bind_wasm_bench FLAVOUR WASM OUT_DIR PROFILE
bind_wasm_bench() {
  local flavour=$1 wasm=$2 out=$3 profile=$4
  local bound
  bound="$out/$(basename "$wasm" .wasm)_bg.wasm"
  wasm-bindgen --target "$flavour" --out-dir "$out" "$wasm"
  if [ "$profile" = release-app ]; then
    wasm-opt -Oz --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
      --enable-mutable-globals "$bound" -o "$bound"
  fi
}
