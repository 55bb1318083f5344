// End-to-end: a German whisper, a renban and a palindrome from an
// f-puzzles link. Each is drawn across its squares and named to screen
// readers; two digits typed on the whisper too close are both marked at
// once; the search's refusal by the whisper is explained, the neighbour
// lit; axe-core finds nothing on the board; the same board in German.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { setup, open, fpuzzlesLink, stepUntilSaid, typeIn, markedBroken, noneBroken, SHOTS } from './helpers.mjs';

const env = setup();

/** An empty 9x9: a whisper r1c1-r1c2-r2c3, a renban r5c5-r5c6-r5c7, a
 *  palindrome r9c1-r8c2-r7c3 (numbered as f-puzzles lists them:
 *  whispers, palindromes, renbans). */
const link = () => fpuzzlesLink({
  kind: 'sudoku',
  givens: '.'.repeat(81),
  whispers: [[0, 1, 11]],
  renbans: [[40, 41, 42]],
  palindromes: [[72, 64, 56]],
});

const cell = (page, i) => page.locator('.board [role=gridcell]').nth(i);

test('whisper, renban, palindrome: drawn, named, broken by hand, explained', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${encodeURIComponent(link())}&strategy=classic` });
  await page.waitForSelector('.board svg.drawn.whisper');
  for (const kind of ['whisper', 'renban', 'palindrome']) {
    assert.equal(await page.locator(`.board svg.drawn.${kind}`).count(), 3, kind);
  }
  assert.match(await cell(page, 0).getAttribute('aria-label'), /German whisper 1, cell 1 of 3/);
  assert.match(await cell(page, 41).getAttribute('aria-label'), /renban 3, cell 2 of 3/);
  assert.match(await cell(page, 56).getAttribute('aria-label'), /palindrome 2, cell 3 of 3/);

  // 3 beside 5 on the whisper: only 2 apart.
  await typeIn(page, [[0, '3'], [1, '5']]);
  await markedBroken(page, [0, 1]);
  await page.keyboard.press('8');
  await noneBroken(page);
  await typeIn(page, [[1, 'Backspace'], [0, 'Backspace']]);

  const said = await stepUntilSaid(page, 'German whisper', 60);
  assert.match(said, /^r1c1 holds 1, and on German whisper 1 its neighbour r1c2 must differ from it by at least 5: not \d\.$/);
  assert.equal(await page.locator('.board .cell.culprit').count(), 1, 'the neighbour is lit');
  await page.screenshot({ path: join(SHOTS, 'lines-explained.png') });
  const { violations } = await new AxeBuilder({ page }).include('.board').analyze();
  assert.deepEqual(violations.map((v) => v.id), [], 'axe-core on a board of lines');
});

test('the lines named in German', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${encodeURIComponent(link())}&lang=de` });
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  await page.waitForFunction(() => /Deutsche Flüsterlinie 1/.test(document.querySelector('.board [role=gridcell]')?.getAttribute('aria-label') ?? ''));
  assert.match(await cell(page, 40).getAttribute('aria-label'), /Renban-Linie 3, Feld 1 von 3/);
  await page.screenshot({ path: join(SHOTS, 'lines-de.png') });
});
