#!/usr/bin/env bash
# The article's exhaustive classic run on the Presse puzzle: btlab against
# CPython running the article's program (benches/article_sudoku.py), in the
# same run on the same machine. Prints both times (CPU seconds, best of N
# for btlab) and the ratio; the bar is 100x.
#
#   bash benches/article_vs_python.sh [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-5}
puzzle=$(mktemp)
trap 'rm -f "$puzzle"' EXIT
echo '3...1.......5.698...9....15.94367.52.17.95348.23...6..4.6.52...9..1.3..4..5...8..' > "$puzzle"
cargo build --release --quiet --bin btlab
best=""
for _ in $(seq "$runs"); do
  ms=$(./target/release/btlab solve --strategy classic --all --json "$puzzle" |
       python3 -c 'import json,sys; print(json.load(sys.stdin)["elapsed_ms"])')
  best=$(python3 -c "a='$best'; print(min(float(a), $ms) if a else $ms)")
done
python_ms=$(python3 benches/article_sudoku.py "$puzzle" | python3 -c 'import json,sys; d=json.load(sys.stdin); print(d["elapsed_ms"])')
python3 - "$best" "$python_ms" <<'PY'
import sys
ours, python = float(sys.argv[1]), float(sys.argv[2])
print(f"btlab classic --all (best of runs): {ours:8.1f} ms")
print(f"CPython, the article's program:     {python:8.1f} ms")
print(f"ratio: {python / ours:.0f}x (bar: 100x)")
PY
