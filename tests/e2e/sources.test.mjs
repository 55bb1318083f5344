// The sources' figures and programs on the page: the N-Queens article
// lists the partial solutions of 6 queens level by level (6, 20, 36, 46,
// 40, 4), and the tree panel gives them for the run on screen, in the
// reader's language; the Dutch program's own search is the dutch
// strategy, its disclosure the speed listed first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { setup, open, text, atStep, btlab, SHOTS } from './helpers.mjs';

const env = setup();
const QUEENS6 = encodeURIComponent('{"kind":"queens","n":6}');

test('6 queens to the end: the tree panel gives the article\'s partial solutions per level', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS6}&strategy=classic&mode=all` });
  await page.keyboard.press('End');
  await page.waitForFunction(() => /\b4\b/.test(document.querySelector('#panel-tree')?.textContent ?? '')
    && document.querySelector('#tree-levels')?.textContent.endsWith('40 · 4'), null, { timeout: 30000 });
  assert.equal(await text(page, '#tree-levels'), 'Nodes per level, each a partial solution: 6 · 20 · 36 · 46 · 40 · 4');
  const german = await open(env, t, { fragment: `puzzle=${QUEENS6}&strategy=classic&mode=all&lang=de` });
  await german.keyboard.press('End');
  await german.waitForFunction(() => document.querySelector('#tree-levels')?.textContent.endsWith('40 · 4'), null, { timeout: 30000 });
  assert.equal(await text(german, '#tree-levels'), 'Knoten je Ebene, jeder eine Teillösung: 6 · 20 · 36 · 46 · 40 · 4');
});

const DUTCH_HARD = '.......34...7..18...76.4.2.5..........4..8....2...931..19.75....8.3...4..........';

test('the Dutch program\'s own search: its isvalidcandidate explained, its loop lit, its disclosure from turn to turn', async (t) => {
  // The first value the program's check refuses, from the native trace.
  const trace = btlab(['trace', '-s', 'dutch', '--steps', '400', '-'], DUTCH_HARD).split('\n');
  const refused = trace.findIndex((line) => line.trim().startsWith('reject')) + 1;
  assert.ok(refused > 1, 'a refusal early in the run');
  const page = await open(env, t, { fragment: `puzzle=${DUTCH_HARD}&strategy=dutch&step=${refused}` });
  await atStep(page, refused);
  assert.match(await text(page, '#why'), /^r\dc\d = \d: isvalidcandidate refuses it, as r\dc\d holds \d alone\.$/);
  const lit = page.locator('#panel-code [aria-current="step"]');
  assert.equal((await lit.innerText()).replace('▶', '').trim(), 'else:');
  assert.match(await text(page, '#panel-code'), /stack\.pop\(\)/);
  await page.screenshot({ path: join(SHOTS, 'dutch-isvalidcandidate-1280.png') });
  // The disclosure: listed first, it shows the grid where the search turns.
  const first = await page.locator('#speed option').first();
  assert.equal(await first.innerText(), 'At each turn of the search / 0.5 s');
  await page.selectOption('#speed', await first.getAttribute('value'));
  await page.click('#play');
  const kinds = [];
  let last = refused;
  while (kinds.length < 4) {
    await page.waitForFunction((k) => Number(document.querySelector('#step-number').value) > k, last, { timeout: 10000 });
    last = Number(await page.inputValue('#step-number'));
    kinds.push((await text(page, '#current-step')).split(' ')[0]);
  }
  await page.click('#pause');
  await page.screenshot({ path: join(SHOTS, 'dutch-disclosure-1280.png') });
  // From a refusal the search steps back, then goes forward, then back.
  assert.deepEqual(kinds, ['undo', 'place', 'undo', 'place']);
});
