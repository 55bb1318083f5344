// End-to-end: a kropki Sudoku from an f-puzzles link. The Presse puzzle
// with a black dot (r1c3 and r1c4: 8 and 4 in its solution) and a white
// dot (r1c8 and r1c9: 7 and 6), written as an f-puzzles link by `btlab
// convert`, opens with its dots drawn on the sides between their cells
// and named to screen readers; two digits typed that break the white dot
// are marked at once, and cleared; the search's refusal by the black dot
// is explained, in English and in German, with the partner marked; the
// page writes the same link back; axe-core finds nothing on the board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { setup, open, fpuzzlesLink, stepUntilSaid, PRESSE, SHOTS } from './helpers.mjs';

const env = setup();

/** The puzzle as an f-puzzles link, written by the command line. */
const kropkiLink = () => fpuzzlesLink({ kind: 'sudoku', givens: PRESSE, black_dots: [[2, 3]], white_dots: [[7, 8]] });

const cell = (page, i) => page.locator('.board [role=gridcell]').nth(i);

test('a kropki Sudoku from an f-puzzles link: drawn, broken by typed digits, explained, written back', async (t) => {
  const link = kropkiLink();
  const page = await open(env, t, { fragment: `puzzle=${encodeURIComponent(link)}&strategy=classic` });
  await page.waitForFunction(() => document.querySelectorAll('.board .dot').length === 2);
  assert.equal(await cell(page, 2).locator('.dot.right.black').count(), 1, 'the black dot on r1c3\'s right side');
  assert.equal(await cell(page, 7).locator('.dot.right:not(.black)').count(), 1, 'the white dot on r1c8\'s right side');
  assert.match(await cell(page, 3).getAttribute('aria-label'), /black dot with r1c3/);
  assert.match(await cell(page, 8).getAttribute('aria-label'), /white dot with r1c8/);
  await page.locator('.board').screenshot({ path: join(SHOTS, 'kropki-board.png') });

  // 7 and 9 beside a white dot: not one apart, both marked at once.
  await cell(page, 7).click();
  await page.keyboard.press('7');
  await cell(page, 8).click();
  await page.keyboard.press('9');
  await page.waitForFunction(() => document.querySelectorAll('.board .cell.broken').length === 2);
  assert.match(await cell(page, 8).getAttribute('class'), /\bbroken\b/);
  assert.match(await cell(page, 8).getAttribute('aria-label'), /rule broken/);
  await page.keyboard.press('Backspace');
  await page.waitForFunction(() => document.querySelectorAll('.board .cell.broken').length === 0);
  await cell(page, 7).click();
  await page.keyboard.press('Backspace');

  // The search: r1c4 refused beside r1c3's digit by the black dot.
  const said = await stepUntilSaid(page, 'black dot');
  assert.match(said, /^r1c3 holds \d, and the black dot between it and r1c4 asks for one digit twice the other: not \d\.$/);
  assert.match(await cell(page, 2).getAttribute('class'), /\bculprit\b/);
  await page.screenshot({ path: join(SHOTS, 'kropki-explained.png') });
  const { violations } = await new AxeBuilder({ page }).include('.board').analyze();
  assert.deepEqual(violations.map((v) => v.id), []);

  await page.locator('#puzzle-tools summary').click();
  await page.selectOption('#format', { label: 'f-puzzles' });
  await page.click('#write');
  await page.waitForFunction(() => document.querySelector('#import').value.startsWith('https://www.f-puzzles.com/'));
  assert.equal(await page.inputValue('#import'), link);
});

test('the black dot\'s refusal in German', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${encodeURIComponent(kropkiLink())}&strategy=classic&lang=de` });
  await page.waitForFunction(() => document.querySelectorAll('.board .dot').length === 2);
  const said = await stepUntilSaid(page, 'schwarze Punkt');
  assert.match(said, /^In r1c3 steht \d, und der schwarze Punkt zwischen diesem Feld und r1c4 verlangt, dass eine Ziffer das Doppelte der anderen ist: nicht \d\.$/);
});
