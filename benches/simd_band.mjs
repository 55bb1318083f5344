// The band step of benches/simd_band, scalar and vector, natively and in
// wasm (Node, or with IN=chromium headless Chromium's main thread): each
// the best of RUNS (default 3) runs, native and wasm in turns (after a
// short warm-up call), checked to walk the same way (same checksum). Run
// through benches/simd_band.sh, which builds it first.
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const require = createRequire(import.meta.url);
const inChromium = process.env.IN === 'chromium';
const steps = Number(process.argv[2] ?? 10_000_000);
const runs = Number(process.env.RUNS ?? 3);
const target = new URL('../target/simd-band/', import.meta.url).pathname;

let wasm;
let close = async () => {};
if (inChromium) {
  const { openPage, fileName } = await import('./chromium_page.mjs');
  const page = `<!doctype html><script type="module">
import init, * as band from './simd_band.js';
await init();
window.band = band;
</script>`;
  const opened = await openPage(page, (path) => join(target, 'web', fileName(path)));
  close = opened.close;
  await opened.tab.waitForFunction(() => window.band);
  wasm = (n, kind) => opened.tab.evaluate(([s, k]) => window.band.bench_band(s, k), [n, kind]);
} else {
  const band = require(join(target, 'nodejs', 'simd_band.js'));
  wasm = async (n, kind) => band.bench_band(n, kind);
}

try {
  console.log(`${steps} band steps, wasm in ${inChromium ? 'Chromium' : 'Node'}`);
  console.log(`${'step'.padEnd(16)} ${'native ms'.padStart(10)} ${'wasm ms'.padStart(10)}  wasm/native (speed)`);
  for (const kind of ['scalar', 'vector', 'vector-uncounted']) {
    let [native, inWasm] = [Infinity, Infinity];
    // V8 first runs a wasm function unoptimised, and swaps in optimised
    // code only at a later call: one short call first.
    await wasm(steps / 10, kind);
    for (let i = 0; i < runs; i++) {
      const n = JSON.parse(execFileSync(join(target, 'release', 'simd-band'), [kind, String(steps)], { encoding: 'utf8' }));
      const w = JSON.parse(await wasm(steps, kind));
      if (n.checksum !== w.checksum) throw new Error('native and wasm walked differently');
      native = Math.min(native, n.elapsed_ms);
      inWasm = Math.min(inWasm, w.elapsed_ms);
    }
    console.log(`${kind.padEnd(16)} ${native.toFixed(0).padStart(10)} ${inWasm.toFixed(0).padStart(10)}  ${(native / inWasm).toFixed(2)}x`);
  }
} finally {
  await close();
}
