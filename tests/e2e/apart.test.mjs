// End-to-end: anti-knight and anti-king from an f-puzzles link. The
// rules nothing on the board shows stand under it, in English and in
// German; two digits typed a knight's move apart are both marked at
// once, and cleared; the search's refusal by a knight's move is
// explained, the cell a move away lit.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { setup, open, fpuzzlesLink, stepUntilSaid, typeIn, markedBroken, noneBroken, SHOTS } from './helpers.mjs';

const env = setup();

/** An empty 9x9 with both rules, as an f-puzzles link. */
const link = () => fpuzzlesLink({ kind: 'sudoku', givens: '.'.repeat(81), anti_knight: true, anti_king: true });

test('anti-knight and anti-king: said under the board, broken by hand, explained', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${encodeURIComponent(link())}&strategy=classic` });
  await page.waitForFunction(() => /Anti-knight/.test(document.querySelector('.board-rules')?.textContent ?? ''));
  assert.equal(await page.locator('.board-rules').innerText(),
    "Anti-knight: no digit a knight's move from itself. Anti-king: no digit a king's move from itself.");

  // r1c3 and r2c5: a knight's move apart, in two boxes.
  await typeIn(page, [[2, '5'], [13, '5']]);
  await markedBroken(page, [2, 13]);
  await page.keyboard.press('Backspace');
  await noneBroken(page);
  await typeIn(page, [[2, 'Backspace']]);

  const said = await stepUntilSaid(page, "knight's move", 60);
  assert.match(said, /r\dc\d holds \d, a knight's move from r\dc\d: not \d\./);
  assert.equal(await page.locator('.board .cell.culprit').count(), 1, 'the cell a move away is lit');
  await page.screenshot({ path: join(SHOTS, 'apart-explained.png') });
});

test('the rules under the board in German', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${encodeURIComponent(link())}&lang=de` });
  await page.waitForFunction(() => /Anti-Springer/.test(document.querySelector('.board-rules')?.textContent ?? ''));
  assert.match(await page.locator('.board-rules').innerText(), /Anti-König: keine Ziffer einen Königszug von sich selbst entfernt\./);
});
