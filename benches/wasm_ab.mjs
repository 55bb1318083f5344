// The two wasm bench builds that benches/wasm_ab.sh made, loaded in one
// headless Chromium page and called in turns: the article's exhaustive
// classic run on the Presse puzzle (straight, and as the page runs it),
// with SET= the 9x9 solver over a set of ../shared/bench-data, or with
// QUEENS=N the one-thread count of N queens. Prints each build's runs and
// best, and new / old.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileName, openPage } from './chromium_page.mjs';

const [oldDir, newDir, rev] = process.argv.slice(2);
const dirs = { old: oldDir, new: newDir };
const PRESSE = '3...1.......5.698...9....15.94367.52.17.95348.23...6..4.6.52...9..1.3..4..5...8..';
const set = process.env.SET;
const queens = Number(process.env.QUEENS ?? 0);
const text = set ? readFileSync(new URL(`../../shared/bench-data/${set}`, import.meta.url), 'utf8') : null;
const rounds = Number(process.env.ROUNDS ?? (set ? 4 : 12));

const page = `<!doctype html><script type="module">
import initOld, * as old from './old/wasm-bench.js';
import initNew, * as now from './new/wasm-bench.js';
await initOld();
await initNew();
window.builds = { old, new: now };
</script>`;
const { tab, close } = await openPage(page, (path) => join(dirs[path.split('/')[1]], fileName(path)));
try {
  await tab.waitForFunction(() => window.builds);
  // Each round calls both builds, old first; the first round of each runs
  // before the browser has optimised its code and is left out of the best.
  const runs = await tab.evaluate(([line, text, rounds, queens]) => {
    const out = { old: [], new: [] };
    for (let i = 0; i < rounds; i++) {
      for (const build of ['old', 'new']) {
        const b = window.builds[build];
        if (queens) {
          out[build].push([JSON.parse(b.bench_queens(queens)).elapsed_ms]);
        } else if (text) {
          out[build].push([1e6 / JSON.parse(b.bench_sudoku(text, 2, 1500)).puzzles_per_sec]);
        } else {
          const r = JSON.parse(b.bench_classic(line));
          out[build].push([r.straight_ms, r.session_ms]);
        }
      }
    }
    return out;
  }, [PRESSE, text, rounds, queens]);
  const what = queens ? [`${queens} queens, one thread, ms`]
    : set ? [`${set}, µs per puzzle`] : ['the Presse run, straight, ms', 'the same as the page runs it, ms'];
  what.forEach((label, k) => {
    const best = {};
    for (const build of ['old', 'new']) {
      const times = runs[build].map((r) => r[k]);
      best[build] = Math.min(...times.slice(1));
      console.log(`${label}: ${build === 'old' ? rev : 'working tree'}: ${times.map((t) => t.toFixed(set ? 2 : 1)).join(' ')} (best ${best[build].toFixed(set ? 2 : 1)})`);
    }
    console.log(`${label}: working tree / ${rev} = ${(best.new / best.old).toFixed(3)}`);
  });
} finally {
  await close();
}
