// End-to-end tests of a puzzle of the learner's own in the Lab: the
// code declares the board (ROWS, COLS, VALUES, NAMES), the page draws it
// and runs the learner's methods on it with every panel; a declaration
// that is wrong is named; a link opens the same puzzle again.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { setup, open, text, count, atStep, SHOTS } from './helpers.mjs';

const env = setup();
const QUEENS4 = '{"kind":"queens","n":4}';

/** Opens the Lab and chooses the puzzle of one's own named `key`;
 * resolves once its board of `squares` squares is drawn. */
async function chooseOwn(page, key, squares) {
  await page.click('#lab-open');
  await page.waitForSelector('#lab-code');
  await page.selectOption('#lab-puzzle', key);
  await page.waitForFunction((n) => document.querySelectorAll('.board [role=gridcell].declared').length === n, squares, { timeout: 20000 });
}

test('a magic square of one\'s own: its 3x3 board, the learner\'s reason, its 8 solutions', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS4}&mode=all` });
  await chooseOwn(page, 'magic', 9);
  assert.match(await page.inputValue('#lab-code'), /TARGET = 15/);
  assert.equal(await page.locator('#lab-check').count(), 0, 'no built-in search to check against');
  // 1 and 2 placed, 3 refused: the first row would add up to 6.
  for (let k = 1; k <= 6; k += 1) {
    await page.click('#step');
    await atStep(page, k, 20000);
  }
  assert.equal(await text(page, '#why'), 'valid(2, 3) returned False: “a full line does not add up to 15”.');
  assert.equal(await text(page, '#current-step'), 'reject r1c3=3');
  const cells = page.locator('.board [role=gridcell]');
  assert.deepEqual(await cells.evaluateAll((cs) => cs.slice(0, 3).map((c) => c.querySelector('.value').textContent)), ['1', '2', '3']);
  assert.match(await cells.nth(2).getAttribute('class'), /rejected/);
  assert.match(await cells.nth(2).getAttribute('aria-label'), /row 1, column 3/);
  assert.match(await text(page, '#panel-code .line.lit'), /def valid\(self, level, move\):/);
  await page.screenshot({ path: join(SHOTS, 'lab-own-magic-1280.png') });
  const axe = await new AxeBuilder({ page }).analyze();
  assert.deepEqual(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`), []);
  // To the end: the eight magic squares of 3x3, as CPython counts them.
  await page.click('#skip');
  await page.waitForFunction(() => document.querySelector('#skip')?.disabled, null, { timeout: 120000 });
  assert.equal(await count(page, '#solutions'), 8);
  assert.equal(await count(page, '#attempts'), 9505);
  // The link names the puzzle and carries the code: it opens them again.
  await page.click('#copy-link');
  await page.waitForFunction(async () => (await navigator.clipboard.readText()).includes('&lab='));
  const url = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(url, /&own=magic/);
  const again = await open(env, t, { fragment: url.split('#')[1].replace(/&step=\d+/, '&step=6') });
  await again.waitForSelector('#lab-code');
  await atStep(again, 6, 20000);
  assert.equal(await again.inputValue('#lab-puzzle'), 'magic');
  assert.equal(await again.locator('.board [role=gridcell]').count(), 9);
  assert.match(await text(again, '#why'), /valid\(2, 3\) returned False/);
});

test('a map of one\'s own in German: the states named in their squares, a neighbour refuses', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS4}&lang=de` });
  await chooseOwn(page, 'map', 7);
  const names = await page.locator('.board .corner').allInnerTexts();
  assert.deepEqual(names, ['WA', 'NT', 'SA', 'Q', 'NSW', 'V', 'T']);
  // WA takes R; NT's R is refused, WA being its neighbour.
  for (let k = 1; k <= 4; k += 1) {
    await page.click('#step');
    await atStep(page, k, 20000);
  }
  assert.match(await text(page, '#why'), /valid\(1, 1\).*WA hat diese Farbe schon/);
  const first = page.locator('.board [role=gridcell]').first();
  assert.equal(await first.locator('.value').innerText(), 'R');
  assert.match(await first.getAttribute('aria-label'), /^WA: Zeile 1, Spalte 1/);
  assert.match(await page.inputValue('#lab-code'), /# Färben Sie die sieben Staaten und Territorien Australiens/);
  await page.screenshot({ path: join(SHOTS, 'lab-own-map-de-1280.png') });
});

test('a declaration of the wrong type is named, and the code is kept', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS4}` });
  await chooseOwn(page, 'latin', 16);
  const code = (await page.inputValue('#lab-code')).replace('VALUES = [1, 2, 3, 4]', 'VALUES = 4');
  await page.fill('#lab-code', code);
  await page.click('#lab-run');
  await page.waitForSelector('#lab-problem');
  assert.equal(await text(page, '#lab-problem'), 'VALUES is of type int in your code; it must be of type list.');
  assert.equal(await page.inputValue('#lab-code'), code);
  await page.screenshot({ path: join(SHOTS, 'lab-own-error-1280.png') });
});
