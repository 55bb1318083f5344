// The two wasm bench builds that benches/wasm_ab.sh made, loaded in one
// headless Chromium page and called in turns: the article's exhaustive
// classic run on the Presse puzzle (straight, and as the page runs it),
// or with SET= the 9x9 solver over a set of ../shared/bench-data. Prints
// each build's runs and best, and new / old.
import { readFileSync, mkdtempSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const [oldDir, newDir, rev] = process.argv.slice(2);
const dirs = { old: oldDir, new: newDir };
const PRESSE = '3...1.......5.698...9....15.94367.52.17.95348.23...6..4.6.52...9..1.3..4..5...8..';
const set = process.env.SET;
const text = set ? readFileSync(new URL(`../../shared/bench-data/${set}`, import.meta.url), 'utf8') : null;
const rounds = Number(process.env.ROUNDS ?? (set ? 4 : 12));

const page = `<!doctype html><script type="module">
import initOld, * as old from './old/wasm-bench.js';
import initNew, * as now from './new/wasm-bench.js';
await initOld();
await initNew();
window.builds = { old, new: now };
</script>`;
const types = { '.js': 'text/javascript', '.wasm': 'application/wasm' };
const server = createServer((req, res) => {
  const [, build, name] = new URL(req.url, 'http://x').pathname.split('/');
  if (!build) return res.writeHead(200, { 'content-type': 'text/html' }).end(page);
  try {
    const body = readFileSync(join(dirs[build], name.replace(/[^\w.-]/g, '')));
    res.writeHead(200, { 'content-type': types[name.slice(name.lastIndexOf('.'))] }).end(body);
  } catch {
    res.writeHead(404).end();
  }
});
await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
const browser = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'btlab-ab-')), {
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
    '--disable-component-update', '--no-first-run'],
});
try {
  const tab = await browser.newPage();
  await tab.goto(`http://127.0.0.1:${server.address().port}/`);
  await tab.waitForFunction(() => window.builds);
  // Each round calls both builds, old first; the first round of each runs
  // before the browser has optimised its code and is left out of the best.
  const runs = await tab.evaluate(([line, text, rounds]) => {
    const out = { old: [], new: [] };
    for (let i = 0; i < rounds; i++) {
      for (const build of ['old', 'new']) {
        const b = window.builds[build];
        if (text) {
          out[build].push([1e6 / JSON.parse(b.bench_sudoku(text, 2, 1500)).puzzles_per_sec]);
        } else {
          const r = JSON.parse(b.bench_classic(line));
          out[build].push([r.straight_ms, r.session_ms]);
        }
      }
    }
    return out;
  }, [PRESSE, text, rounds]);
  const what = set ? [`${set}, µs per puzzle`] : ['the Presse run, straight, ms', 'the same as the page runs it, ms'];
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
  await browser.close();
  server.close();
}
