// End-to-end: sandwich sums from an f-puzzles link. Each sum stands in
// the ring of clues beside its row or above its column; digits typed that
// leave the sum out of reach mark them at once, with the sum; the
// search's refusal by the sum is explained, the clue and the row lit;
// axe-core finds nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { setup, open, fpuzzlesLink, stepUntilSaid, typeIn, markedBroken, noneBroken, SHOTS } from './helpers.mjs';

const env = setup();

/** An empty 9x9: left of row 1 a sandwich of 0 (its 1 and 9 side by
 *  side), above column 2 one of 35 (its 1 and 9 at either end). */
const link = () => fpuzzlesLink({
  kind: 'sudoku',
  givens: '.'.repeat(81),
  sandwiches: [{ at: [0, -1], sum: 0 }, { at: [-1, 1], sum: 35 }],
});

test('sandwich sums: in the ring of clues, broken by hand, explained', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${encodeURIComponent(link())}&strategy=classic` });
  await page.waitForSelector('.framed .clues.left .clue');
  assert.equal(await page.locator('.clues.left .clue').first().innerText(), '0');
  assert.equal(await page.locator('.clues.top .clue').nth(1).innerText(), '35');

  // A 1 in r1c1 and a 9 in r1c3: a digit between them, not 0.
  await typeIn(page, [[0, '1'], [2, '9']]);
  await markedBroken(page, [0, 2]);
  assert.equal(await page.locator('.clues.left .clue.broken').count(), 1, 'the sum is marked');
  await page.keyboard.press('Backspace');
  await noneBroken(page);
  assert.equal(await page.locator('.clues.left .clue.broken').count(), 0);

  const said = await stepUntilSaid(page, 'sandwich sum', 60);
  assert.match(said, /^The sandwich sum of (row \d|column \d) is (0|35): the digits between its 1 and its 9 add up to \2\. With the digits placed, r\dc\d = \d leaves no place for the 1 and the 9 with such digits between them\.$/);
  assert.equal(await page.locator('.framed .clue.lit').count(), 1, 'the clue is lit');
  assert.ok(await page.locator('.board .cell.lit').count() >= 9, 'its row or column is lit');
  await page.screenshot({ path: join(SHOTS, 'sandwich-explained.png') });
  const { violations } = await new AxeBuilder({ page }).include('.framed').analyze();
  assert.deepEqual(violations.map((v) => v.id), [], 'axe-core on the board and its ring of clues');
});
