// The same benchmarks as wasm and native, side by side in one run:
// `btlab bench sudoku SET --json` against the wasm build's bench_sudoku on
// the same text, and the one-thread queens count. The wasm runs in Node,
// or with IN=chromium on the main thread of headless Chromium (the engine
// the page is tested in), or with IN=firefox in headless Firefox (the
// other engine, SpiderMonkey: benches/firefox_page.mjs). Prints the rates
// and the ratio wasm / native (issue 12's bar: 0.9), each the best of RUNS
// (default 3) interleaved runs; for the Sudoku sets, the same ratio for
// the peer, the sudoku crate (benches/sudoku_peer), run in turn with ours
// in every round: how much of native speed the engine leaves a 9x9 solver
// that is not ours. Run it through benches/wasm_vs_native.sh, which builds
// them all first.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const engine = process.env.IN ?? 'node';
const ENGINES = { node: 'Node', chromium: 'Chromium', firefox: 'Firefox' };
if (!(engine in ENGINES)) throw new Error(`IN=${engine}: give chromium, firefox or nothing (Node)`);

/** The wasm builds in a headless browser: our three exports and the
 *  peer's, each called on the page's main thread. Returns them and a
 *  function that closes it all. */
async function browserWasm() {
  const { openPage, fileName } = await import('./chromium_page.mjs');
  const dir = new URL('../target/wasm-bench-web/', import.meta.url).pathname;
  const file = (path) => join(dir, fileName(path));
  const imports = `import init, * as bench from './wasm-bench.js';
import initPeer, * as peer from './sudoku_peer.js';
await init();
await initPeer();`;
  let call;
  let close;
  if (engine === 'firefox') {
    const { openFirefoxPage, CALL_LOOP } = await import('./firefox_page.mjs');
    ({ call, close } = await openFirefoxPage(
      `<!doctype html><script type="module">${imports}${CALL_LOOP}\nawait serveCalls({ bench, peer });</script>`, file));
  } else {
    const opened = await openPage(`<!doctype html><script type="module">${imports}
window.bench = bench;
window.peer = peer;
</script>`, file);
    const { tab } = opened;
    close = opened.close;
    await tab.waitForFunction(() => window.bench && window.peer);
    call = (module, name, ...args) =>
      tab.evaluate(([m, n, a]) => window[m][n](...a), [module, name, args]);
  }
  return {
    wasm: {
      bench_sudoku: (...a) => call('bench', 'bench_sudoku', ...a),
      bench_queens: (...a) => call('bench', 'bench_queens', ...a),
      bench_classic: (...a) => call('bench', 'bench_classic', ...a),
    },
    peer: { bench_peer: (...a) => call('peer', 'bench_peer', ...a) },
    close,
  };
}

const browserRun = engine === 'node' ? null : await browserWasm();
if (browserRun) {
  // The browser is closed also when a check fails.
  const fail = async (error) => {
    console.error(error);
    await browserRun.close();
    process.exit(1);
  };
  process.on('uncaughtException', fail);
  process.on('unhandledRejection', fail);
}
const wasm = browserRun ? browserRun.wasm : require('../target/wasm-bench/wasm-bench.js');
const peerWasm = browserRun ? browserRun.peer : require('../target/wasm-bench/sudoku_peer.js');
const btlab = new URL('../target/release/btlab', import.meta.url).pathname;
const peerNative = new URL('../target/sudoku-peer/release/sudoku-peer', import.meta.url).pathname;
const data = new URL('../../shared/bench-data/', import.meta.url).pathname;

const native = (...args) => JSON.parse(execFileSync(btlab, ['bench', ...args, '--json'], { encoding: 'utf8' }));

const sets = process.argv.slice(2).filter((a) => !/^\d+$/.test(a));
const queens = Number(process.argv.slice(2).find((a) => /^\d+$/.test(a)) ?? 15);
const chosen = sets.length > 0 ? sets : [
  'puzzles6_forum_hardest_1106',
  'puzzles5_forum_hardest_1905_11+',
  'puzzles2_17_clue',
  'puzzles3_magictour_top1465',
];

const runs = Number(process.env.RUNS ?? 3);

/** Best rate of each runner over `runs` rounds, every round running each
 *  once, in turn; `check` compares a round's results. */
async function bestOf(runners, rate, check) {
  const best = runners.map(() => 0);
  for (let i = 0; i < runs; i++) {
    const round = [];
    for (const run of runners) round.push(await run());
    check(...round);
    round.forEach((result, k) => { best[k] = Math.max(best[k], rate(result)); });
  }
  return best;
}

const rows = [];
for (const set of chosen) {
  const text = readFileSync(data + set, 'utf8');
  const [n, w, pn, pw] = await bestOf(
    [
      () => native('sudoku', data + set),
      async () => JSON.parse(await wasm.bench_sudoku(text, 2, 2000)),
      () => JSON.parse(execFileSync(peerNative, [data + set, '2000'], { encoding: 'utf8' })),
      async () => JSON.parse(await peerWasm.bench_peer(text, 2000)),
    ],
    (r) => r.puzzles_per_sec,
    (...round) => {
      if (new Set(round.map((r) => r.solutions / r.puzzles)).size !== 1) {
        throw new Error(`${set}: the runs count different solutions`);
      }
    },
  );
  rows.push([set, n, w, 'puzzles/s', pw / pn]);
}
const [nq, wq] = await bestOf(
  [
    () => native('queens', String(queens), '--threads', '1'),
    async () => JSON.parse(await wasm.bench_queens(queens)),
  ],
  (r) => 1000 / r.elapsed_ms,
  (a, b) => {
    if (a.solutions !== b.solutions) throw new Error('queens: different counts');
  },
);
rows.push([`${queens} queens, one thread`, nq, wq, 'counts/s']);

// The article's exhaustive classic run of the Presse puzzle: straight as
// `btlab solve` runs it, and through the worker's session as the page runs
// it to the end (snapshots for rewinding and all).
const PRESSE = '3...1.......5.698...9....15.94367.52.17.95348.23...6..4.6.52...9..1.3..4..5...8..';
const solveNative = () => JSON.parse(execFileSync(btlab, ['solve', '-s', 'classic', '--all', '--json', '-'], { input: PRESSE, encoding: 'utf8' }));
let classic = { native: Infinity, straight: Infinity, session: Infinity };
for (let i = 0; i < runs; i++) {
  const n = solveNative();
  const w = JSON.parse(await wasm.bench_classic(PRESSE));
  if (n.attempts !== w.attempts) throw new Error('classic: different attempts');
  classic = { native: Math.min(classic.native, n.elapsed_ms), straight: Math.min(classic.straight, w.straight_ms), session: Math.min(classic.session, w.session_ms) };
}
rows.push(['classic --all Presse, straight', 1000 / classic.native, 1000 / classic.straight, 'runs/s']);
rows.push(['the same, as the page runs it', 1000 / classic.native, 1000 / classic.session, 'runs/s']);

await browserRun?.close();

console.log(`wasm in ${ENGINES[engine]}`);
console.log(`${'benchmark'.padEnd(34)} ${'native'.padStart(12)} ${'wasm'.padStart(12)}  wasm/native  the peer's`);
for (const [name, n, w, unit, peer] of rows) {
  const peers = peer === undefined ? '' : `${peer.toFixed(2)}x`;
  console.log(`${name.padEnd(34)} ${n.toFixed(n < 100 ? 2 : 0).padStart(12)} ${w.toFixed(w < 100 ? 2 : 0).padStart(12)}  ${(w / n).toFixed(2)}x        ${peers.padStart(10)}  (${unit})`);
}
