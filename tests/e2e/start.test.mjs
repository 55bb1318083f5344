// End-to-end tests of a start that never strands the reader
// (.ci/loader.mjs, src/ui/host.rs, the watchdog of src/page/workers/): a
// wasm that cannot be fetched says so in the reader's language and tries
// again on request; a key pressed before the wasm has arrived acts once
// the page runs; a visit with no input at all registers the service
// worker, so that the page opens offline after it; a worker that cannot
// start is named after three tries; a fresh puzzle maker answers the
// question its silent predecessor was asked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { setup, open, PRESSE, SHOTS, atStep } from './helpers.mjs';

const env = setup();

/** The page's own wasm (not a worker's, under search/ or lab/). */
const PAGE_WASM = /\/app-[0-9a-f]+_bg\.wasm$/;

/** A fresh context and page in `locale`, closed after the test. */
async function freshPage(t, locale = 'en-US', size = { width: 1280, height: 720 }) {
  const context = await env.browser.newContext({ viewport: size, locale });
  t.after(() => context.close());
  return { context, page: await context.newPage() };
}

test('a wasm that cannot be fetched says so in the reader\'s language, and the retry starts the page', async (t) => {
  for (const [locale, words, retry] of [
    ['en-US', /^The page could not start/, 'Try again'],
    ['de-DE', /^Die Seite konnte nicht starten/, 'Erneut versuchen'],
  ]) {
    const { page } = await freshPage(t, locale);
    await page.route(PAGE_WASM, (route) => route.abort());
    await page.goto(env.base);
    await page.waitForSelector('#start-failed[role=alert]', { timeout: 30000 });
    assert.match(await page.locator('#start-failed p').innerText(), words);
    assert.equal(await page.locator('#start-failed button').innerText(), retry);
    if (locale === 'en-US') await page.screenshot({ path: join(SHOTS, 'start-failed-1280.png') });
    await page.unroute(PAGE_WASM);
    await page.click('#start-failed button');
    await page.waitForSelector('.app-root [role=gridcell]', { timeout: 30000 });
    assert.equal(await page.locator('#start-failed').count(), 0, 'the message is gone');
    await page.click('#step');
    await atStep(page, 1);
  }
});

test('a key pressed before the wasm has arrived acts once, when the page runs', async (t) => {
  const { page } = await freshPage(t);
  let release;
  const held = new Promise((ok) => { release = ok; });
  await page.route(PAGE_WASM, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(env.base);
  await page.waitForSelector('main[data-prerender] .board');
  // The first sign of use is a key that steps; the wasm is still held.
  await page.keyboard.press('ArrowRight');
  await page.waitForTimeout(300);
  assert.equal(await page.locator('.app-root').count(), 0, 'not started yet');
  release();
  await page.waitForSelector('.app-root [role=gridcell]');
  await atStep(page, 1);
  await page.waitForTimeout(1500);
  assert.equal(Number(await page.inputValue('#step-number')), 1, 'the key stepped once');
  assert.equal((await page.locator('#current-step').innerText()).trim(), 'try r1c1=3');
});

test('a visit with no input registers the service worker: the page opens offline after it', async (t) => {
  const { context, page } = await freshPage(t);
  await page.goto(env.base);
  await page.waitForSelector('main[data-prerender] .board');
  // No pointer, key, touch or focus: the page itself is never started.
  await page.waitForFunction(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.active?.state === 'activated';
  }, null, { timeout: 30000, polling: 250 });
  assert.equal(await page.locator('.app-root').count(), 0, 'read only, never started');
  // The worker serves this page, and its cache holds the page and the
  // first screen's texts (its writes land a moment after it reports
  // itself active).
  await page.waitForFunction(async () => {
    const kept = (await Promise.all((await caches.keys()).map(async (k) => (await caches.open(k)).keys()))).flat();
    const has = (path) => kept.some((r) => new URL(r.url).pathname.startsWith(path));
    return has('/index.html') && has('/lang/en-') && navigator.serviceWorker.controller !== null;
  }, null, { timeout: 30000, polling: 250 });
  // A visit online is served by the worker too (its start time is set).
  const online = await context.newPage();
  await online.goto(env.base);
  const served = await online.evaluate(() => performance.getEntriesByType('navigation')[0].workerStart > 0);
  console.log(`# start: a second visit online served by the service worker: ${served}`);
  await online.close();
  await context.setOffline(true);
  // The next visit, in a tab of its own, with no network. Headless
  // Chromium now and then (about one run in fifteen here) sends the first
  // navigation after going offline past the service worker: that is
  // logged, and the visit after it must succeed.
  const visit = async () => {
    const again = await context.newPage();
    await again.goto(env.base);
    await again.waitForSelector('main[data-prerender] .board', { timeout: 10000 });
    assert.equal(await again.locator('main[data-prerender] .cell').count(), 81, 'the board, offline');
    await again.mouse.move(300, 300);
    await again.waitForSelector('.app-root [role=gridcell]', { timeout: 20000 });
  };
  const missed = await visit().then(() => null, (e) => e.message.split('\n')[0]);
  if (missed) {
    console.log(`# start: the first offline visit failed (${missed}); visiting again`);
    await visit();
  }
});

test('a search worker that cannot start is named after three tries; asked again, it starts', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${PRESSE}&strategy=classic` });
  // A worker's requests are routed by its context, not its page (and a
  // worker's file the service worker keeps would not be routed at all:
  // none was fetched yet).
  await page.context().route(/\/search\/search-[0-9a-f]+_bg\.wasm$/, (route) => route.abort());
  await page.click('#step');
  await page.waitForFunction(
    () => /^The search worker could not start/.test(document.querySelector('#message')?.textContent ?? ''),
    null, { timeout: 60000, polling: 500 });
  await page.context().unroute(/\/search\/search-[0-9a-f]+_bg\.wasm$/);
  await page.click('#step');
  await atStep(page, 1, 30000);
});

test('a fresh puzzle maker is sent the measure its silent predecessor was asked', async (t) => {
  // The run's worker loads first (the link names a step); then every
  // worker's wasm is refused, so that the maker, started when the
  // reader first uses the page, never loads and falls silent.
  // No service worker: it would serve the maker the file the run's
  // worker fetched, past the route.
  const context = await env.browser.newContext({ viewport: { width: 1280, height: 720 }, serviceWorkers: 'block' });
  t.after(() => context.close());
  const page = await context.newPage();
  await page.goto(`${env.base}#puzzle=${PRESSE}&strategy=classic&step=1`);
  await page.waitForSelector('.app-root [role=gridcell]');
  await atStep(page, 1, 30000);
  const worker = /\/search\/search-[0-9a-f]+_bg\.wasm$/;
  await context.route(worker, (route) => route.abort());
  await page.click('#step');
  await atStep(page, 2);
  await page.click('#to-start');
  await page.mouse.move(400, 300);
  await page.waitForTimeout(1500);
  assert.equal(await page.locator('.play-difficulty').count(), 0, 'not measured: the maker did not load');
  await context.unroute(worker);
  await page.waitForFunction(() => /^Difficulty:/.test(document.querySelector('.play-difficulty')?.textContent ?? ''),
    null, { timeout: 30000, polling: 250 });
});
