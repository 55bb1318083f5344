#!/usr/bin/env bash
# N-Queens counting: `btlab bench queens N` on one and two threads against
# a plain C bitboard counter with mirror halving (benches/queens.c, gcc -O2),
# interleaved in the same run, best of RUNS each. Bars: one thread at least
# as fast as C (ratio >= 1.00); two threads at most 0.55x of one thread.
#
#   bash benches/queens_vs_c.sh [N] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
n=${1:-16}
runs=${2:-3}
mkdir -p target
gcc -O2 -o target/queens_c benches/queens.c
cargo build --release --quiet --bin btlab
ms() { python3 -c 'import json,sys; print(json.load(sys.stdin)["elapsed_ms"])'; }
c=() one=() two=()
for _ in $(seq "$runs"); do
  c+=("$(./target/queens_c "$n" | ms)")
  one+=("$(./target/release/btlab bench queens "$n" --threads 1 --json | ms)")
  two+=("$(./target/release/btlab bench queens "$n" --threads 2 --json | ms)")
done
python3 - "$n" "${c[*]}" "${one[*]}" "${two[*]}" <<'PY'
import sys
n = sys.argv[1]
c, one, two = (min(map(float, a.split())) for a in sys.argv[2:5])
print(f"{n} queens, best of runs:")
print(f"  C -O2, one thread:     {c:9.1f} ms")
print(f"  btlab, one thread:     {one:9.1f} ms   C/btlab = {c / one:.2f}x (bar: >= 1.00)")
print(f"  btlab, two threads:    {two:9.1f} ms   two/one = {two / one:.2f}x (bar: <= 0.55)")
PY
