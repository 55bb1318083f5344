// End-to-end tests of the first screen the build prerenders into
// index.html (.ci/prerender.mjs): a first visit paints the board and the
// welcome before the wasm has arrived, and the page's own drawing takes
// its place without moving anything; a visit that is not a first one in
// English (a link, saved work, another language) is not shown it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { setup, SHOTS } from './helpers.mjs';

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

test('a first visit paints the board and the welcome before the wasm, and the page takes their place unmoved', async (t) => {
  for (const size of [{ width: 1280, height: 720 }, { width: 390, height: 844 }]) {
    const { page, release } = await heldPage(t, size);
    await page.goto(env.base);
    await page.waitForSelector('main[data-prerender] .board');
    assert.equal(await page.locator('main[data-prerender] .cell').count(), 81);
    assert.equal(await page.locator('main[data-prerender] .cell .value').first().innerText(), '3', 'Presse\'s first given');
    assert.ok(await page.locator('main[data-prerender] #tour').isVisible(), 'the welcome is shown');
    assert.equal(await page.evaluate(() => document.querySelector('main[data-prerender]').inert), true,
      'inert: nothing in it takes focus or a click while the page is on its way');
    const before = await boardBox(page, 'main[data-prerender]');
    await page.screenshot({ path: join(SHOTS, `first-screen-prerendered-${size.width}.png`) });
    release();
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
