// End-to-end: an f-puzzles link with a thermometer, an arrow, kropki dots
// and odd and even cells. The Presse puzzle with them, written as an f-puzzles link by
// `btlab convert`, opens with each drawn (the arrow's circle, shaft and
// head; a name for screen readers); digits typed that the arrow cannot
// add up to are marked at once, and cleared; the search's refusals by the
// arrow and by a dot are explained, in English and in German, with the
// arrow lit; axe-core finds nothing on the board; the page writes the same
// link back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { setup, open, fpuzzlesLink, stepUntilSaid, PRESSE, SHOTS } from './helpers.mjs';

const env = setup();

// Over the Presse's solution: r1c2's 5 is r2c3's 1 and r2c2's 4; the
// thermometer r3c1 → r3c2 → r4c1 rises (2, 6, 8); r1c3 and r1c4 hold 8
// and 4 (a black dot), r1c8 and r1c9 hold 7 and 6 (a white dot).
const ARROW = [1, 11, 10];
const DOC = {
  kind: 'sudoku',
  givens: PRESSE,
  thermometers: [[18, 19, 27]],
  arrows: [ARROW],
  black_dots: [[2, 3]],
  white_dots: [[7, 8]],
  // r1c6 holds 9 (odd), r1c7 holds 2 (even).
  odd_cells: [5],
  even_cells: [6],
};

const cell = (page, i) => page.locator('.board [role=gridcell]').nth(i);

/** The page opened on the puzzle's f-puzzles link, once it is drawn. */
async function openLinked(t, link, lang = 'en') {
  const page = await open(env, t, { fragment: `puzzle=${encodeURIComponent(link)}&strategy=classic&lang=${lang}` });
  await page.waitForFunction(() => document.querySelectorAll('.board .arrow').length === 3);
  return page;
}

test('an f-puzzles link with a thermometer, an arrow and kropki dots: drawn, broken by hand, explained, written back', async (t) => {
  const link = fpuzzlesLink(DOC);
  assert.match(link, /^https:\/\/www\.f-puzzles\.com\/\?load=/);
  const page = await openLinked(t, link);
  assert.equal(await page.locator('.board .thermo').count(), 3);
  assert.equal(await page.locator('.board .dot').count(), 2);
  assert.equal(await cell(page, 5).locator('.parity.odd').count(), 1);
  assert.equal(await cell(page, 6).locator('.parity.even').count(), 1);
  assert.match(await cell(page, 5).getAttribute('aria-label'), /odd \(grey circle\)/);
  // The circle in r1c2, the shaft through r2c3, the head in r2c2.
  assert.equal(await cell(page, 1).locator('.arrow circle').count(), 1);
  assert.equal(await page.locator('.board .arrow circle').count(), 1);
  assert.match(await cell(page, 10).locator('.arrow path').getAttribute('d'), /^M0 0L100 0M0 0L-45 0M/);
  assert.match(await cell(page, 1).getAttribute('aria-label'), /circle of arrow 1, the sum of its line/);
  assert.match(await cell(page, 11).getAttribute('aria-label'), /arrow 1, cell 1 of 2 on its line/);
  await page.locator('.board').screenshot({ path: join(SHOTS, 'variants-board.png') });

  // A 4 in the circle and a 7 on its line: the line adds up to more than
  // the circle holds, and the arrow is marked once the second is typed.
  await cell(page, 1).click();
  await page.keyboard.press('4');
  await cell(page, 10).click();
  await page.keyboard.press('7');
  for (const i of ARROW) {
    await page.waitForFunction((i) => document.querySelectorAll('.board [role=gridcell]')[i].classList.contains('broken'), i);
  }
  assert.match(await cell(page, 1).getAttribute('aria-label'), /rule broken/);
  await page.keyboard.press('Backspace');
  await page.waitForFunction(() => document.querySelectorAll('.board .cell.broken').length === 0);
  await cell(page, 1).click();
  await page.keyboard.press('Backspace');

  // The search: 1 in the circle is less than its line of two can add up
  // to; the arrow is lit. Then a dot refuses a digit beside r1c3's 1.
  const said = await stepUntilSaid(page, 'arrow', 10);
  assert.match(said, /The circle of arrow 1 \(r1c2\) holds the sum of the digits on its line: with the digits placed, r1c2 can hold only 2 to 9, not 1\./);
  for (const i of ARROW) assert.match(await cell(page, i).getAttribute('class'), /\blit\b/);
  await page.screenshot({ path: join(SHOTS, 'variants-explained.png') });
  const { violations } = await new AxeBuilder({ page }).include('.board').analyze();
  assert.deepEqual(violations.map((v) => v.id), []);
  const dot = await stepUntilSaid(page, 'black dot', 20);
  assert.match(dot, /r1c3 holds 1, and the black dot between it and r1c4 asks for one digit twice the other: not 4\./);

  // Written back by the page: the link the command line wrote.
  await page.locator('#puzzle-tools summary').click();
  await page.selectOption('#format', { label: 'f-puzzles' });
  await page.click('#write');
  await page.waitForFunction(() => document.querySelector('#import').value.startsWith('https://www.f-puzzles.com/'));
  assert.equal(await page.inputValue('#import'), link);
});

test('the arrow\'s refusal in German', async (t) => {
  const page = await openLinked(t, fpuzzlesLink(DOC), 'de');
  assert.match(await cell(page, 1).getAttribute('aria-label'), /Kreis von Pfeil 1/);
  const said = await stepUntilSaid(page, 'Pfeil', 10);
  assert.match(said, /Der Kreis von Pfeil 1 \(r1c2\) enthält die Summe der Ziffern auf seiner Linie: Mit den gesetzten Ziffern kann r1c2 nur 2 bis 9 enthalten, nicht 1\./);
  await page.screenshot({ path: join(SHOTS, 'variants-explained-de.png') });
});
