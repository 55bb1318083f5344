// The 9x9 solver's wasm on a Sudoku set in headless Chromium, with V8
// writing a perf map of its compiled code (--perf-prof), so that
// benches/wasm_profile.sh, which runs this under `perf record`, can show
// which instructions of V8's code take the time. Solves the set again and
// again for SECONDS (default 8).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileName, openPage } from './chromium_page.mjs';

const [dir, set] = process.argv.slice(2);
const seconds = Number(process.env.SECONDS_OF_WORK ?? 8);
const text = readFileSync(new URL(`../../shared/bench-data/${set}`, import.meta.url), 'utf8');
const page = `<!doctype html><script type="module">
import init, * as bench from './wasm-bench.js';
await init();
window.bench = bench;
</script>`;
// Straight to the optimising tier, so that the profile is of its code only;
// with NAMES=1 (see wasm_profile.sh), no inlining of one wasm function into
// another either, so that each shows apart.
const apart = process.env.NAMES === '1' ? ' --no-wasm-inlining' : '';
const v8 = [`--js-flags=--perf-prof --no-liftoff${apart}`];
const { tab, close } = await openPage(page, (path) => join(dir, fileName(path)), v8);
try {
  await tab.waitForFunction(() => window.bench);
  const rate = await tab.evaluate(([t, ms]) => JSON.parse(window.bench.bench_sudoku(t, 2, ms)).puzzles_per_sec,
    [text, seconds * 1000]);
  console.log(`${set}: ${rate.toFixed(0)} puzzles/s in Chromium under perf`);
} finally {
  await close();
}
