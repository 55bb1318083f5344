// End-to-end: the memory of the page and its workers during the article's
// exhaustive run at full speed and a rewind over all of it, measured by
// the browser (performance.measureUserAgentSpecificMemory, which needs a
// cross-origin isolated page: this file's server sends COOP and COEP).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, open, step, atStep, PRESSE } from './helpers.mjs';

const env = setup({ isolated: true });

/** The wasm memories of the page and of its search worker, as the
 *  diagnostics corner says them (the worker reports its own when it opens). */
async function wasmMemory(page) {
  await page.locator('#diagnostics summary').click();
  await page.waitForSelector('#memory');
  const figures = await page.evaluate(() => {
    const p = document.querySelector('#memory');
    return { mine: Number(p.dataset.pageBytes), workers: Number(p.dataset.workerBytes), line: p.textContent };
  });
  await page.locator('#diagnostics summary').click();
  await page.waitForSelector('#memory', { state: 'detached' });
  assert.ok(figures.workers > 0, `the worker said its memory: ${figures.line}`);
  return figures;
}

async function measure(page) {
  const w = await wasmMemory(page);
  const m = await page.evaluate(async () => {
    const m = await performance.measureUserAgentSpecificMemory();
    const by = {};
    for (const b of m.breakdown) {
      const where = b.attribution.map((a) => a.scope ?? 'page').join('+') || 'shared';
      const kind = b.types.join('+') || 'other';
      by[`${where} ${kind}`] = (by[`${where} ${kind}`] ?? 0) + b.bytes;
    }
    return { total: m.bytes, by };
  });
  m.by['page wasm'] = w.mine;
  m.by['workers wasm'] = w.workers;
  m.total += w.mine + w.workers;
  return m;
}

test('memory of the page and its workers during the exhaustive Presse run and a rewind', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${PRESSE}&strategy=classic&mode=all&speed=8` });
  await page.click('#tour-close');
  assert.ok(await page.evaluate(() => crossOriginIsolated), 'the page is cross-origin isolated');
  const before = await measure(page);
  await page.click('#skip');
  await page.waitForSelector('#summary', { timeout: 120000 });
  const end = await step(page);
  const after = await measure(page);
  // Rewind over the whole run: jumps across it, then steps back.
  for (let i = 20; i >= 0; i--) {
    const k = Math.floor((end * i) / 20);
    await page.fill('#step-number', String(k));
    await page.locator('#step-number').dispatchEvent('change');
    await atStep(page, k);
  }
  // Played on for some hundred steps from the last jump.
  const from = Number(await page.inputValue('#step-number'));
  await page.click('#play');
  await page.waitForFunction((from) => Number(document.querySelector('#step-number')?.value) > from + 200, from, { timeout: 30000 });
  await page.click('#pause');
  const rewound = await measure(page);
  const mb = (b) => (b / 1048576).toFixed(1);
  console.log(`# memory, page and workers together: ${mb(before.total)} MB at the start, ${mb(after.total)} MB after the run to the end (${end} events), ${mb(rewound.total)} MB after a rewind over all of it and 2 s of the fastest animation`);
  console.log(`# memory breakdown after the rewind: ${Object.entries(rewound.by).map(([k, v]) => `${k} ${mb(v)} MB`).join('; ')}`);
  assert.ok(Math.max(before.total, after.total, rewound.total) < 200 * 1048576, 'under 200 MB together');
});
