// End-to-end tests of the first screen the build prerenders into
// index.html (.ci/prerender.mjs): a first visit paints the board and the
// welcome before the wasm has arrived; the page starts at the reader's
// first sign of use (.ci/loader.mjs) and its own drawing takes the first
// screen's place without moving anything, keeping the focus and a screen
// reader's click; a visit that is not a first one in English (a link,
// saved work, another language) is not shown it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { extname, join, normalize } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { setup, DIST, SHOTS, TYPES } from './helpers.mjs';

const env = setup();

/** A fresh page whose wasm is held back until `release()` is called;
 *  layout shifts are recorded from the start. */
async function heldPage(t, size, languages = ['en-US']) {
  const context = await env.browser.newContext({ viewport: size, locale: languages[0] });
  t.after(() => context.close());
  const page = await context.newPage();
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__shifts.push(e.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  let release;
  const held = new Promise((ok) => { release = ok; });
  await page.route(/\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  return { page, release };
}

/** The board's box, rounded, in the viewport's pixels. */
const boardBox = (page, scope) => page.evaluate((scope) => {
  const box = document.querySelector(`${scope} .board`).getBoundingClientRect();
  return [box.left, box.top, box.width, box.height].map(Math.round);
}, scope);

test('a first visit paints the board and the welcome before the wasm, and the page takes their place unmoved when the reader comes', async (t) => {
  for (const size of [{ width: 1280, height: 720 }, { width: 390, height: 844 }]) {
    const { page, release } = await heldPage(t, size);
    await page.goto(env.base);
    await page.waitForSelector('main[data-prerender] .board');
    assert.equal(await page.locator('main[data-prerender] .cell').count(), 81);
    assert.equal(await page.locator('main[data-prerender] .cell .value').first().innerText(), '3', 'Presse\'s first given');
    assert.ok(await page.locator('main[data-prerender] #tour').isVisible(), 'the welcome is shown');
    // The page as drawn, for a screen reader and a keyboard: names, roles.
    assert.ok(await page.getAttribute('main[data-prerender] #scrub', 'aria-label'), 'the step slider is named');
    assert.equal(await page.locator('main[data-prerender] [role=gridcell]').count(), 81);
    if (size.width === 1280) {
      const axe = await new AxeBuilder({ page }).analyze();
      assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes[0].target}`), [], 'axe-core on the first screen');
    }
    const before = await boardBox(page, 'main[data-prerender]');
    await page.screenshot({ path: join(SHOTS, `first-screen-prerendered-${size.width}.png`) });
    const arrived = page.waitForResponse(/_bg\.wasm$/);
    release();
    await arrived;
    // The wasm is at hand, but the page waits for the reader.
    await page.waitForTimeout(800);
    assert.equal(await page.locator('.app-root').count(), 0, 'not drawn before the reader uses the page');
    assert.equal(await page.locator('main[data-prerender]').count(), 1);
    await page.mouse.move(size.width / 2, 10);
    await page.waitForSelector('.app-root [role=gridcell]');
    assert.equal(await page.locator('main[data-prerender]').count(), 0, 'the prerendered screen is gone');
    assert.equal(await page.locator('main').count(), 1);
    const after = await boardBox(page, '.app-root');
    console.log(`# first screen at ${size.width}x${size.height}: board ${JSON.stringify(before)} prerendered, ${JSON.stringify(after)} drawn`);
    assert.deepEqual(after, before, 'the board stays where it was painted');
    const shifts = await page.evaluate(() => window.__shifts);
    assert.deepEqual(shifts, [], 'nothing on screen moved');
    // The page drawn is the live one: a click on a cell selects it.
    await page.click('[data-cell="1"]');
    assert.equal(await page.getAttribute('[data-cell="1"]', 'aria-selected'), 'true');
  }
});

/** A first visit whose wasm has arrived, not yet used: still the first
 *  screen. */
async function unusedFirstVisit(t) {
  const { page, release } = await heldPage(t, { width: 1280, height: 720 });
  release();
  const arrived = page.waitForResponse(/_bg\.wasm$/);
  await page.goto(env.base);
  await arrived;
  await page.waitForTimeout(300);
  assert.equal(await page.locator('.app-root').count(), 0, 'not started before the reader uses the page');
  return page;
}

test('a keyboard and a screen reader start the page from the first screen where they are, and their first key or click acts', async (t) => {
  // Tab: the focus enters the first screen; the page starts and the same
  // control, the skip link, has the focus in its drawing.
  const tabbed = await unusedFirstVisit(t);
  await tabbed.keyboard.press('Tab');
  await tabbed.waitForSelector('.app-root [role=gridcell]');
  await tabbed.waitForFunction(() => document.activeElement?.matches('.app-root a.skip-link'), null, { timeout: 5000 })
    .catch(() => {});
  assert.equal(await tabbed.evaluate(() => document.activeElement?.matches('.app-root a.skip-link')), true,
    'the drawn skip link has the focus');
  // A key that steps, as the first sign: the page starts and steps.
  const keyed = await unusedFirstVisit(t);
  await keyed.keyboard.press('ArrowRight');
  await keyed.waitForFunction(() => document.querySelector('.app-root #step-number')?.value === '1', null,
    { timeout: 30000 });
  assert.equal((await keyed.locator('#current-step').innerText()).trim(), 'try r1c1=3');
  // A screen reader's click on Step, with no pointer before it: the page
  // starts and takes the step.
  const clicked = await unusedFirstVisit(t);
  await clicked.evaluate(() => document.querySelector('main[data-prerender] #step').click());
  await clicked.waitForFunction(() => document.querySelector('.app-root #step-number')?.value === '1', null,
    { timeout: 30000 });
  assert.equal((await clicked.locator('#current-step').innerText()).trim(), 'try r1c1=3');
});

test('a link, saved work or a German browser is not shown the English first screen', async (t) => {
  const painted = async (page) => page.evaluate(() => document.querySelector('main[data-prerender]') !== null);
  // A link (any fragment: a puzzle, a moment, a language).
  const linked = await heldPage(t, { width: 1280, height: 720 });
  await linked.page.goto(`${env.base}#lang=en`);
  await linked.page.waitForLoadState('domcontentloaded');
  assert.equal(await painted(linked.page), false, 'a link');
  linked.release();
  await linked.page.waitForSelector('.app-root [role=gridcell]');
  // A browser whose first language is German.
  const german = await heldPage(t, { width: 1280, height: 720 }, ['de-DE']);
  await german.page.goto(env.base);
  await german.page.waitForLoadState('domcontentloaded');
  assert.equal(await painted(german.page), false, 'a German browser');
  german.release();
  await german.page.waitForFunction(() => document.documentElement.lang === 'de');
  await german.page.waitForSelector('.app-root [role=gridcell]');
  // Saved work: the same browser comes back.
  await german.page.reload();
  await german.page.waitForLoadState('domcontentloaded');
  assert.equal(await painted(german.page), false, 'a second visit');
});

/** Serves dist/ gzip-compressed as a slow line would (Lighthouse's mobile
 *  line: 150 ms a round trip, 1.6 Mbit/s down): each response after its
 *  round trip and its compressed size's time. The page's and its workers'
 *  requests alike (a browser's emulated line slows only the page's). */
async function slowServer(t) {
  const zipped = new Map();
  const server = createServer(async (req, res) => {
    const asked = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^\/+/, '');
    const path = asked === '' ? 'index.html' : asked;
    try {
      if (!zipped.has(path)) zipped.set(path, gzipSync(await readFile(join(DIST, path)), { level: 9 }));
      const body = zipped.get(path);
      await new Promise((ok) => setTimeout(ok, 150 + (body.length * 8) / 1.6e3));
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'content-encoding': 'gzip' });
      res.end(body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  t.after(() => server.close());
  return `http://127.0.0.1:${server.address().port}/`;
}

test('a first visit downloads no search worker until the reader uses the page; the first Step then waits for it (figures on a slow line logged)', async (t) => {
  const base = await slowServer(t);
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 } });
  t.after(() => context.close());
  const page = await context.newPage();
  const requests = [];
  page.on('request', (r) => requests.push(new URL(r.url()).pathname));
  const opened = Date.now();
  const arrived = page.waitForResponse(/_bg\.wasm$/, { timeout: 60000 });
  await page.goto(base);
  await page.waitForSelector('main[data-prerender] .board');
  // The peer: the page's own wasm arriving on the same line.
  await (await arrived).finished();
  const drawn = Date.now() - opened;
  await page.waitForTimeout(500);
  const workerFiles = () => requests.filter((p) => p === '/worker.js' || p.startsWith('/search/'));
  assert.deepEqual(workerFiles(), [], 'no worker is fetched before the reader uses the page');
  assert.equal(await page.locator('.app-root').count(), 0, 'nor is the page started');
  const moved = Date.now();
  await page.mouse.move(400, 300);
  await page.waitForSelector('.app-root [role=gridcell]');
  const started = Date.now() - moved;
  await page.click('#step');
  await page.waitForFunction(() => document.querySelector('#step-number')?.value === '1', null, { timeout: 60000 });
  const stepped = Date.now() - moved;
  assert.equal((await page.locator('#current-step').innerText()).trim(), 'try r1c1=3');
  assert.ok(workerFiles().some((p) => /^\/search\/search-[0-9a-f]+_bg\.wasm$/.test(p)), 'the worker came on use');
  console.log(`# slow line (150 ms, 1.6 Mbit/s), first visit: the page's wasm in ${drawn} ms after it was opened; on the pointer's`
    + ` first move the page drawn in ${started} ms, and its first Step, the search worker fetched on that move, came ${stepped} ms`
    + ` after it (${(stepped / drawn).toFixed(2)}x the page's wasm)`);
});
