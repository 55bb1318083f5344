// End-to-end tests of reliability: the page works offline after one visit
// and a new build takes over cleanly; a search worker or a counting worker
// that dies is replaced and the run goes on; a strict Content-Security-
// Policy (every test of every file also checks that nothing breaks it).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setup, open, text, count, step, atStep, btlab, DIST, SHOTS, PRESSE } from './helpers.mjs';

const env = setup();
const link = (puzzle, rest) => `puzzle=${encodeURIComponent(puzzle)}&${rest}`;

/** Waits until a service worker serves the page. */
const controlled = (page) => page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30000 });

test('offline after one visit: the page loads and solves without a network', async (t) => {
  const page = await open(env, t, { fragment: link(PRESSE, 'strategy=fast') });
  await controlled(page);
  // The visit: the reader moves the pointer over the page, which loads
  // the search worker (not part of the page's first download); the
  // service worker keeps its files.
  await page.mouse.move(300, 300);
  await page.waitForFunction(async () => {
    for (const name of await caches.keys()) {
      const kept = await (await caches.open(name)).keys();
      if (kept.some((r) => /\/search\/search-[0-9a-f]+_bg\.wasm$/.test(r.url))) return true;
    }
    return false;
  }, null, { timeout: 30000 });
  await page.context().setOffline(true);
  await page.reload();
  await page.waitForSelector('[role=gridcell]');
  await page.click('#play');
  await page.waitForSelector('#summary');
  const row = [];
  for (let c = 0; c < 9; c++) row.push((await page.locator(`[data-cell="${c}"] .value`).innerText()).trim());
  assert.equal(row.join(''), '358419276');
  // And the stepping worker, too.
  await page.selectOption('#strategy', 'classic');
  await page.click('#step');
  await atStep(page, 1);
  assert.equal(await text(page, '#current-step'), 'try r1c1=3');
  await page.context().setOffline(false);
});

test('every language comes as a table when first spoken, kept for offline use; offline, a table never fetched leaves English', async (t) => {
  const page = await open(env, t);
  const tables = () => page.evaluate(() => performance.getEntriesByType('resource')
    .map((e) => new URL(e.name).pathname).filter((p) => p.startsWith('/lang/')));
  // The help's texts come once the page is used, in its language too.
  const HELP = '(,\\/lang\\/en-help-[0-9a-f]{8}\\.json)?';
  assert.match((await tables()).join(), new RegExp(`^\\/lang\\/en-[0-9a-f]{8}\\.json${HELP}$`), 'an English visit fetches only its own table');
  await controlled(page);
  const kept = () => page.evaluate(async () => (await (await caches.open((await caches.keys())[0])).keys())
    .map((r) => new URL(r.url).pathname).filter((p) => p.startsWith('/lang/')));
  // Fetched before the service worker served the page, handed to it to keep.
  await page.waitForFunction(async () => (await (await caches.open((await caches.keys())[0])).keys()).some((r) => r.url.includes('/lang/en-')));
  assert.match((await kept()).sort().join(), new RegExp(`^\\/lang\\/en-[0-9a-f]{8}\\.json${HELP}$`), 'and its service worker keeps only that one');
  await page.keyboard.press('l');
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  assert.equal(await text(page, '#play'), '▶ Abspielen');
  // A page in use shows words of the help's part (the play bar's
  // difficulty): spoken in German, it fetches the German ones too.
  const DE_HELP = '(,\\/lang\\/de-help-[0-9a-f]{8}\\.json)?';
  assert.match((await tables()).join(), new RegExp(`^\\/lang\\/en-[0-9a-f]{8}\\.json${HELP},\\/lang\\/de-[0-9a-f]{8}\\.json${DE_HELP}$`));
  await page.waitForFunction(async () => (await (await caches.open((await caches.keys())[0])).keys()).some((r) => r.url.includes('/lang/de-')));
  // Offline: German, fetched once, comes back; Dutch, never fetched,
  // leaves the page in English rather than blank, and says so.
  await page.context().setOffline(true);
  await page.reload();
  await page.waitForSelector('[role=gridcell]');
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  assert.equal(await text(page, '#play'), '▶ Abspielen');
  await page.keyboard.press('l');
  await page.waitForSelector('#message');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  assert.equal(await text(page, '#play'), '▶ Play');
  assert.equal(await page.inputValue('#lang'), 'en', 'the menu names the language spoken');
  assert.equal(await text(page, '#message'), 'Nederlands: the page\'s texts in this language cannot be fetched now (offline?). The page stays in English until they can.');
  await page.context().setOffline(false);
});

test('the help\'s texts come once the page is used, and are kept: the help opens offline', async (t) => {
  const page = await open(env, t);
  await controlled(page);
  await page.mouse.move(200, 200);
  await page.waitForFunction(async () => (await (await caches.open((await caches.keys())[0])).keys()).some((r) => r.url.includes('/lang/en-help-')), null, { timeout: 30000 });
  await page.context().setOffline(true);
  await page.reload();
  await page.waitForSelector('[role=gridcell]');
  await page.keyboard.press('?');
  await page.waitForSelector('#help-dialog[open]');
  assert.match(await text(page, '#help-dialog'), /r3c4 is the cell in row 3, column 4/);
  assert.match(await text(page, '#help-dialog'), /The dutch strategy is its search as it wrote it/);
  await page.context().setOffline(false);
});

test('a new build takes over on the next load, and only its files are kept', async (t) => {
  const page = await open(env, t);
  await controlled(page);
  const before = await page.evaluate(() => caches.keys());
  assert.equal(before.length, 1);
  // The same files under a new build name: what a new deployment looks like.
  const sw = readFileSync(join(DIST, 'sw.js'), 'utf8').replace(/const BUILD ?= ?"([^"]+)"/, 'const BUILD = "$1-next"');
  env.override.set('sw.js', sw);
  t.after(() => env.override.delete('sw.js'));
  const reloaded = page.waitForEvent('load', { timeout: 30000 });
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
  await reloaded; // the page loads again under the new build
  await page.waitForSelector('[role=gridcell]');
  await page.waitForFunction(async () => (await caches.keys()).length === 1 && (await caches.keys())[0].endsWith('-next'), null, { timeout: 30000 });
  assert.deepEqual(await page.evaluate(() => caches.keys()), [`${before[0]}-next`]);
});

test('the search worker dies: the page says so, a fresh one replays the run and goes on', async (t) => {
  const k = 2000;
  const page = await open(env, t, { fragment: link(PRESSE, `strategy=classic&step=${k}`) });
  await atStep(page, k);
  const attempts = (n) => btlab(['trace', '--steps', String(n), '-'], PRESSE).split('\n').filter((l) => l.trim().startsWith('try ')).length;
  // Kill the worker from inside (a test's hook: no product code), then step.
  const worker = page.workers()[0];
  await worker.evaluate(() => self.close()).catch(() => {});
  await page.click('#step');
  await page.waitForFunction(() => /stopped answering/.test(document.querySelector('#message')?.textContent ?? ''), null, { timeout: 20000 });
  assert.match(await text(page, '#message'), new RegExp(`took over at step ${k.toLocaleString('en')}`));
  await atStep(page, k + 1, 20000);
  assert.equal(await count(page, '#attempts'), attempts(k + 1));
  // The fresh worker goes on: a few more steps.
  await page.click('#step');
  await atStep(page, k + 2);
});

test('a counting worker dies mid-count: the count still ends at 14,772,512', async (t) => {
  const page = await open(env, t, { fragment: 'puzzle={"kind":"queens","n":16}&strategy=fast&mode=all' });
  await page.click('#play');
  await page.waitForSelector('#workers');
  // The counting workers start after the page's own: the last one counts.
  await page.waitForFunction(() => Number(document.querySelector('#solutions').textContent.replace(/\D/g, '')) > 0);
  const workers = page.workers();
  await workers[workers.length - 1].evaluate(() => self.close()).catch(() => {});
  await page.waitForSelector('#summary', { timeout: 60000 });
  assert.equal(await count(page, '#solutions'), 14772512);
  console.log(`# 16 queens with a counting worker killed: ${await text(page, '#summary')}`);
});

test('a run that will not end soon says what it is doing, warns, and Pause stops it', async (t) => {
  const inkala = '8..........36......7..9.2...5...7.......457.....1...3...1....68..85...1..9....4..';
  const page = await open(env, t, { fragment: link(inkala, 'strategy=classic') });
  await page.click('#skip');
  await page.waitForSelector('#pace', { timeout: 20000 });
  const pace = await text(page, '#pace');
  assert.match(pace, /[\d,]+ attempts a second · depth \d+ · about [\d.]+% of the tree searched/);
  await page.waitForSelector('#pace.warning', { timeout: 30000 });
  const warning = await text(page, '#pace');
  assert.match(warning, /This search will not end soon\./);
  assert.match(warning, /would take (about [\d,]+ (seconds|minutes|hours|days|years)|more than a million years)/);
  console.log(`# a run that will not end soon (Inkala 2012, classic): ${warning.replace(/\s+/g, ' ')}`);
  await page.screenshot({ path: join(SHOTS, 'long-run-1280.png') });
  await page.click('#pause');
  await page.waitForSelector('#pace', { state: 'detached' });
  assert.equal(await page.locator('#play').count(), 1, 'stopped');
});
