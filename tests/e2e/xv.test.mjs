// End-to-end: XV from an f-puzzles link. The X and the V are drawn on
// the sides between their squares and named to screen readers; the
// negative constraint (nothing on the board shows it) stands under the
// board, in English and German; two digits typed beside an X that do not
// sum to 10 are both marked at once; the search's refusal by the X is
// explained, the partner lit; axe-core finds nothing on the board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { setup, open, fpuzzlesLink, stepUntilSaid, typeIn, markedBroken, noneBroken, SHOTS } from './helpers.mjs';

const env = setup();

/** An empty 9x9: an X between r1c1 and r1c2, a V between r2c1 and
 *  r2c2, every X and V given. */
const link = () => fpuzzlesLink({
  kind: 'sudoku', givens: '.'.repeat(81), x_marks: [[0, 1]], v_marks: [[9, 10]], all_xv: true,
});

const cell = (page, i) => page.locator('.board [role=gridcell]').nth(i);

test('XV: drawn, named, said under the board, broken by hand, explained', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${encodeURIComponent(link())}&strategy=classic` });
  await page.waitForFunction(() => /X and V/.test(document.querySelector('.board-rules')?.textContent ?? ''));
  assert.equal(await page.locator('.board-rules').innerText(),
    'Every X and V is given: no two side-by-side digits without one sum to 10 or 5.');
  assert.deepEqual(await page.locator('.board .dot.xv').evaluateAll((marks) => marks.map((m) => m.dataset.mark)), ['X', 'V']);
  assert.match(await cell(page, 0).getAttribute('aria-label'), /X with r1c2: sum 10/);
  assert.match(await cell(page, 10).getAttribute('aria-label'), /V with r2c1: sum 5/);

  // 4 beside the X's 5: not 10.
  await typeIn(page, [[0, '4'], [1, '5']]);
  await markedBroken(page, [0, 1]);
  await page.keyboard.press('6');
  await noneBroken(page);
  await typeIn(page, [[1, 'Backspace'], [0, 'Backspace']]);

  const said = await stepUntilSaid(page, 'the X between', 60);
  assert.match(said, /^r1c1 holds 1, and the X between it and r1c2 asks for digits that sum to 10: not \d\.$/);
  assert.equal(await page.locator('.board .cell.culprit').count(), 1, 'the partner is lit');
  await page.screenshot({ path: join(SHOTS, 'xv-explained.png') });
  const { violations } = await new AxeBuilder({ page }).include('.board').analyze();
  assert.deepEqual(violations.map((v) => v.id), [], 'axe-core on an XV board');
});

test('the negative XV constraint under the board in German and Dutch', async (t) => {
  for (const [lang, words] of [['de', /Alle X und V sind gegeben/], ['nl', /Elke X en V is gegeven/]]) {
    const page = await open(env, t, { fragment: `puzzle=${encodeURIComponent(link())}&lang=${lang}` });
    await page.waitForFunction((lang) => document.documentElement.lang === lang, lang);
    await page.waitForFunction(() => /X/.test(document.querySelector('.board-rules')?.textContent ?? ''));
    assert.match(await page.locator('.board-rules').innerText(), words);
    if (lang === 'de') await page.screenshot({ path: join(SHOTS, 'xv-de.png') });
  }
});
