// N-Queens counted in the page against `btlab`, in one run: the built
// page (dist/) counts every solution of N queens with `fast` on all of
// its workers (one per core), timed in the page from the click on Play to
// the summary; `btlab bench queens N --threads CORES` counts the same
// natively. Runs in turns, best of RUNS (default 2) each; prints both
// times, the ratio page / native and the solutions per second per core.
//
//   trunk build --release && cargo build --release --bin btlab
//   node benches/queens_page.mjs [N ...]        (default: 17 18)
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { openPage } from './chromium_page.mjs';

const ROOT = new URL('../', import.meta.url).pathname;
const DIST = join(ROOT, 'dist');
const BTLAB = join(ROOT, 'target/release/btlab');
// Every solution of N queens (OEIS A000170): the page's count is checked.
const KNOWN = { 14: 365596, 15: 2279184, 16: 14772512, 17: 95815104, 18: 666090624 };

const sizes = process.argv.slice(2).map(Number);
const ns = sizes.length > 0 ? sizes : [17, 18];
const runs = Number(process.env.RUNS ?? 2);
for (const n of ns) {
  if (!KNOWN[n]) throw new Error(`N must be one of ${Object.keys(KNOWN).join(', ')}`);
}

// The built page at /, the rest of dist/ (its folders too) beside it.
const { tab, close } = await openPage(readFileSync(join(DIST, 'index.html'), 'utf8'),
  // An absolute path: `normalize` cannot take it above dist/.
  (path) => join(DIST, normalize(decodeURIComponent(path))));
const home = tab.url();

/** Milliseconds from Play to the summary of a count of `n` queens. */
async function pageCount(n) {
  await tab.goto(home);
  await tab.waitForSelector('[role=gridcell]');
  await tab.fill('#queens-n', String(n));
  await tab.locator('#queens-n').dispatchEvent('change');
  await tab.selectOption('#mode', 'all');
  await tab.selectOption('#strategy', 'fast');
  const ms = await tab.evaluate(() => new Promise((done) => {
    const t0 = performance.now();
    const seen = new MutationObserver(() => {
      if (document.querySelector('#summary')) { seen.disconnect(); done(performance.now() - t0); }
    });
    seen.observe(document.body, { childList: true, subtree: true });
    document.querySelector('#play').click();
  }));
  const solutions = Number((await tab.locator('#solutions').innerText()).replace(/\D/g, ''));
  if (solutions !== KNOWN[n]) throw new Error(`the page counted ${solutions} solutions of ${n} queens, not ${KNOWN[n]}`);
  return ms;
}

try {
  await tab.setViewportSize({ width: 1280, height: 720 });
  const cores = await tab.evaluate(() => navigator.hardwareConcurrency);
  console.log(`N-Queens, all solutions, on ${cores} cores: page (fast, ${cores} workers) vs btlab bench queens N --threads ${cores}`);
  for (const n of ns) {
    const [pageMs, nativeMs] = [[], []];
    for (let i = 0; i < runs; i++) {
      const native = JSON.parse(execFileSync(BTLAB, ['bench', 'queens', String(n), '--threads', String(cores), '--json'], { encoding: 'utf8' }));
      if (native.solutions !== KNOWN[n]) throw new Error(`btlab counted ${native.solutions}`);
      nativeMs.push(native.elapsed_ms);
      pageMs.push(await pageCount(n));
    }
    const [page, native] = [Math.min(...pageMs), Math.min(...nativeMs)];
    const perCore = (ms) => (KNOWN[n] / (ms / 1000) / cores / 1e6).toFixed(1);
    console.log(`${n} queens: page ${pageMs.map((t) => (t / 1000).toFixed(2)).join(', ')} s, btlab ${nativeMs.map((t) => (t / 1000).toFixed(2)).join(', ')} s; best page / best btlab = ${(page / native).toFixed(2)}x; ${perCore(page)} vs ${perCore(native)} million solutions/s per core`);
  }
} finally {
  await close();
}
