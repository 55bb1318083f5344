// End-to-end: Killer Sudoku in the page. A game ID made by Tatham's Solo
// opens with its cages drawn dashed inside the squares and each cage's
// sum in its first square; the classic search is stepped until a cage
// refuses a digit, and the Explanation names the cage, its cells and its
// sum; German says the same in its words; axe-core finds nothing; a
// Killer is made by "New puzzle"; a janko.at Killer pasted opens with its
// cages and is written back as one.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { setup, open, atStep, loadText, SHOTS, ROOT } from './helpers.mjs';

const env = setup();

/** The first 9x9 Killer game ID of the test data, and its cages' sums. */
function killerId() {
  const ids = readFileSync(join(ROOT, 'tests', 'data', 'tatham_killer_ids.txt'), 'utf8')
    .split('\n').filter((l) => l.startsWith('3x3k:'));
  const id = ids[ids.length - 1];
  const sums = id.slice(id.lastIndexOf(',') + 1).match(/\d+/g).map(Number);
  return { id, sums };
}

/** Steps until the Explanation says `pattern` (at most `limit` steps). */
async function stepUntil(page, pattern, limit) {
  for (let i = 0; i < limit; i++) {
    await page.click('#step');
    const why = await page.locator('#why').innerText();
    if (pattern.test(why)) return why;
  }
  throw new Error(`no step within ${limit} said ${pattern}`);
}

test('a Killer from a Tatham game ID: dashed cages and sums, a cage refusing a digit explained, in German too', async (t) => {
  const { id, sums } = killerId();
  // Step the classic search until a cage refuses a digit.
  const stepping = await open(env, t, { fragment: `puzzle=${id}&strategy=classic` });
  await stepping.waitForFunction(() => document.querySelectorAll('.board .cell.caged').length === 81);
  await stepUntil(stepping, /^Cage \d+ \(/, 400);
  const near = await stepping.evaluate(() => Number(document.querySelector('#step-number').value));
  // Its step, opened by a link (the Explanation of a step opened is that
  // step's; while steps are clicked quickly it may trail by one).
  let at = null;
  for (const k of [near, near - 1, near + 1, near - 2]) {
    const page = await open(env, t, { fragment: `puzzle=${id}&strategy=classic&step=${k}` });
    await atStep(page, k);
    if (/^Cage \d+ \(/.test(await page.locator('#why').innerText())) { at = k; break; }
  }
  assert.ok(at !== null, `a cage's refusal near step ${near}`);
  for (const [lang, word] of [['en', /^Cage \d+ \(r\dc\d/], ['de', /^Käfig \d+ \(r\dc\d/]]) {
    const page = await open(env, t, { fragment: `puzzle=${id}&strategy=classic&step=${at}&lang=${lang}` });
    await atStep(page, at);
    await page.waitForFunction(() => document.querySelectorAll('.board .cell.caged').length === 81);
    // Each cage's sum in its first square, and nothing else in a corner.
    const corners = await page.locator('.board .corner').allInnerTexts();
    assert.deepEqual(corners.map(Number), sums, 'the sums, in the order of their first squares');
    assert.equal(await page.locator('.board .cell > .cage').count(), 81, 'every square draws its part of a cage');
    const dashed = await page.locator('.board .cell.cage-top > .cage').first().evaluate((e) => getComputedStyle(e).borderTopStyle);
    assert.equal(dashed, 'dashed');
    // The boxes' lines stay the thick ones.
    assert.equal(await page.locator('.board .cell.thick-right').count(), 18);
    assert.match(await page.locator('#why').innerText(), word, 'the cage, its sum and its cells');
    const lit = await page.locator('.board .cell.lit').count();
    assert.ok(lit >= 2, `the cage's squares are lit (${lit})`);
    await page.screenshot({ path: join(SHOTS, `killer-cage-refuses-${lang}-1280.png`) });
    if (lang === 'en') {
      const found = await new AxeBuilder({ page }).analyze();
      const violations = found.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')}`);
      assert.deepEqual(violations, [], 'axe-core on a Killer board');
    }
  }
});

test('New puzzle makes a Killer 9x9 in the worker, with no givens and its cages', async (t) => {
  const page = await open(env, t);
  await page.click('#puzzle-tools > summary');
  await page.selectOption('#make-kind', { label: 'Killer Sudoku 9x9' });
  await page.click('#make');
  await page.waitForFunction(() => document.querySelectorAll('.board .cell.caged').length === 81, null, { timeout: 60000 });
  assert.equal(await page.locator('.board .cell.given').count(), 0, 'no givens');
  assert.ok(await page.locator('.board .corner').count() >= 15, 'cages with sums');
  await page.screenshot({ path: join(SHOTS, 'killer-made-1280.png') });
});

/** A 4x4 Killer of our own as janko.at writes its Killer Sudoku (the
 *  native tests' too). */
const JANKO_KILLER = readFileSync(join(ROOT, 'tests', 'data', 'janko_killer_4x4.txt'), 'utf8');

test("a janko.at Killer pasted: its cages and sums, written back as janko.at's Killer", async (t) => {
  const page = await open(env, t);
  await loadText(page, JANKO_KILLER);
  await page.waitForFunction(() => document.querySelectorAll('.board .cell.caged').length === 16);
  const corners = await page.locator('.board .corner').allInnerTexts();
  assert.deepEqual(corners, ['3', '9', '5', '5', '4', '4', '3', '4', '3'], 'each sum in its cage\'s first square');
  await page.click('#puzzle-tools > summary');
  await page.selectOption('#format', { label: 'janko.at' });
  await page.click('#write');
  // The worker writes it in place of the text pasted (whose size was
  // given as rows and columns).
  await page.waitForFunction(() => document.querySelector('#import').value.startsWith('begin\npuzzle killer\nsize 4'));
  assert.match(await page.inputValue('#import'), /\nproblem\n3 - 9 -\n5 5 - -\n/);
});

test("Tatham's Killers proved unique by fast in the page, one of each difficulty and a 6x6 (times logged)", async (t) => {
  const ids = readFileSync(join(ROOT, 'tests', 'data', 'tatham_killer_ids.txt'), 'utf8')
    .split('\n').filter((l) => /^\d/.test(l)).filter((_, i) => i % 3 === 0);
  const page = await open(env, t);
  const times = [];
  for (const id of ids) {
    await page.evaluate((fragment) => { location.hash = fragment; }, `puzzle=${id}&strategy=fast&mode=unique`);
    // The worker reads the ID: the board is this puzzle's once its sums are.
    const sums = id.slice(id.lastIndexOf(',') + 1).match(/\d+/g).join(',');
    await page.waitForFunction((want) => [...document.querySelectorAll('.board .corner')].map((c) => c.textContent).join(',') === want, sums);
    const started = Date.now();
    await page.click('#play');
    await page.waitForFunction(() => /Exactly one solution/.test(document.querySelector('#message')?.textContent ?? ''), null, { timeout: 30000 });
    times.push([Date.now() - started, await page.locator('#elapsed').innerText()]);
    // The solution on the board: every square holds a digit.
    const empty = await page.locator('.board .cell .value').evaluateAll((v) => v.filter((e) => e.textContent.trim() === '').length);
    assert.equal(empty, 0, `${id}: solved on the board`);
  }
  console.log(`# Killer game IDs in the page, fast, proved unique: Play to the verdict ${times.map(([ms]) => ms).join(', ')} ms; the search's own time ${times.map(([, e]) => e).join(', ')}`);
});
