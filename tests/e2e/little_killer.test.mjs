// End-to-end: a little killer from an f-puzzles link. Its sum and
// arrow stand in the ring of clues above the grid and each square of its
// diagonal names it to screen readers; a digit typed that the sum cannot
// reach marks the diagonal at once; the search's refusal by the sum is
// explained, the clue and the diagonal lit; axe-core finds nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { setup, open, fpuzzlesLink, stepUntilSaid, typeIn, markedBroken, noneBroken, SHOTS } from './helpers.mjs';

const env = setup();

/** An empty 9x9 with a little killer above column 1 pointing down and
 *  right: r1c2, r2c3, ..., r8c9 add up to 10. */
const link = () => fpuzzlesLink({
  kind: 'sudoku', givens: '.'.repeat(81), little_killers: [{ at: [-1, 0], toward: [1, 1], sum: 10 }],
});

const cell = (page, i) => page.locator('.board [role=gridcell]').nth(i);

test('a little killer: in the ring of clues, named, broken by hand, explained', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${encodeURIComponent(link())}&strategy=classic` });
  await page.waitForSelector('.framed .clues.top .clue');
  assert.equal(await page.locator('.clues.top .clue').first().innerText(), '↘10');
  assert.match(await cell(page, 1).getAttribute('aria-label'), /little killer 1 \(↘10\), cell 1 of 8/);

  // 9 on the diagonal: the seven others hold at least 1 each, 16 > 10.
  await typeIn(page, [[1, '9']]);
  await markedBroken(page, [1, 11, 21]);
  await page.keyboard.press('Backspace');
  await noneBroken(page);

  const said = await stepUntilSaid(page, 'Little killer 1', 60);
  assert.match(said, /^Little killer 1 \(↘10\) sums its diagonal from r1c2: with the digits placed, r\dc\d can hold only \d to \d, not \d\.$/);
  assert.equal(await page.locator('.clues.top .clue.lit').count(), 1, 'the clue is lit');
  assert.ok(await page.locator('.board .cell.lit').count() >= 8, 'the diagonal is lit');
  await page.screenshot({ path: join(SHOTS, 'little-killer-explained.png') });
  const { violations } = await new AxeBuilder({ page }).include('.framed').analyze();
  assert.deepEqual(violations.map((v) => v.id), [], 'axe-core on the board and its ring of clues');
});
