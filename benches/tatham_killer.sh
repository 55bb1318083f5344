#!/usr/bin/env bash
# Killer Sudoku: Simon Tatham's own solver (solo.c built standalone with
# gcc -O2 -DSTANDALONE_SOLVER from a copy of his puzzles' sources) against
# `btlab solve -s fast --limit 2` (which also proves the solution unique)
# on the Killer game IDs of tests/data/tatham_killer_ids.txt, interleaved,
# best of RUNS each. Both are timed as processes (wall clock, start-up
# included; btlab's start-up alone is printed beside), and btlab's own
# figure (`elapsed_ms`) too. Issue 65's bar: fast under 50 ms each.
#
#   bash benches/tatham_killer.sh PUZZLES_SOURCE_DIR [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
src=${1:?the directory of the sources of Tatham puzzles: solo.c, divvy.c, dsf.c and the rest}
runs=${2:-5}
mkdir -p target
(cd "$src" && gcc -O2 -DSTANDALONE_SOLVER -o "$OLDPWD/target/solosolver" \
  solo.c divvy.c dsf.c nullfe.c random.c misc.c malloc.c -lm)
cargo build --release --quiet --bin btlab
python3 - "$runs" <<'PY'
import json, statistics, subprocess, sys, tempfile, time

runs = int(sys.argv[1])
ids = [l.strip() for l in open("tests/data/tatham_killer_ids.txt") if l.strip() and not l.startswith("#")]

def wall(cmd):
    t = time.perf_counter()
    out = subprocess.run(cmd, capture_output=True, text=True, check=True)
    return (time.perf_counter() - t) * 1000, out.stdout

tatham, ours, inside = [], [], []
for game_id in ids:
    with tempfile.NamedTemporaryFile("w", suffix=".txt", delete=False) as f:
        f.write(game_id + "\n")
    btlab = ["target/release/btlab", "solve", "-s", "fast", "--limit", "2", "--json", f.name]
    t, b = [], []
    for _ in range(runs):
        t.append(wall(["target/solosolver", game_id])[0])
        ms, out = wall(btlab)
        b.append(ms)
        report = json.loads(out)
        assert report["solutions"] == 1, game_id
    tatham.append(min(t)); ours.append(min(b)); inside.append(report["elapsed_ms"])
start = min(wall(["target/release/btlab", "--version"])[0] for _ in range(runs))
print(f"{len(ids)} Killer game IDs of Tatham's Solo, best of {runs}, wall clock with process start:")
print(f"  Tatham's solver:          median {statistics.median(tatham):6.2f} ms, slowest {max(tatham):6.2f} ms")
print(f"  btlab fast (unique):      median {statistics.median(ours):6.2f} ms, slowest {max(ours):6.2f} ms (start-up alone {start:.2f} ms)")
print(f"  btlab fast, in-process:   median {statistics.median(inside):6.3f} ms, slowest {max(inside):6.3f} ms (bar: under 50 ms each)")
print(f"  slowest: Tatham / btlab = {max(tatham) / max(ours):.1f}x")
PY
