// End-to-end: a thermometer Sudoku from an f-puzzles link. The Presse
// puzzle with two thermometers (one straight, one by corners), written
// as an f-puzzles link by `btlab convert`, opens with its lines drawn
// (bulbs, arms, a name for screen readers); a digit typed that leaves a
// line no room to rise is marked at once, and cleared; the search's
// refusal by a thermometer is explained, in English and in German, with
// the line lit; the page writes the same link back; axe-core finds
// nothing on the board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { setup, open, fpuzzlesLink, stepUntilSaid, PRESSE, SHOTS } from './helpers.mjs';

const env = setup();

// r1c2 → r1c3, and r3c1 → r2c2 → r1c3: the Presse's solution rises
// along both (5, 8 and 2, 4, 8).
const LINES = [[1, 2], [18, 10, 2]];

/** The puzzle as an f-puzzles link, written by the command line. */
const thermoLink = () => fpuzzlesLink({ kind: 'sudoku', givens: PRESSE, thermometers: LINES });

const cell = (page, i) => page.locator('.board [role=gridcell]').nth(i);

test('a thermometer Sudoku from an f-puzzles link: drawn, broken by a typed digit, explained, written back', async (t) => {
  const link = thermoLink();
  assert.match(link, /^https:\/\/www\.f-puzzles\.com\/\?load=/);
  const page = await open(env, t, { fragment: `puzzle=${encodeURIComponent(link)}&strategy=classic` });
  await page.waitForFunction(() => document.querySelectorAll('.board .thermo').length === 4);
  // Two bulbs, and the shared tip r1c3 has an arm to each line.
  assert.equal(await page.locator('.board .thermo .edge circle[r="0.66"]').count(), 2);
  assert.equal(await cell(page, 2).locator('.thermo .core path').getAttribute('d'), 'M0 0L-1 0M0 0L-1 1');
  assert.match(await cell(page, 10).getAttribute('aria-label'), /thermometer 2, cell 2 of 3 from the bulb/);
  await page.locator('.board').screenshot({ path: join(SHOTS, 'thermo-board.png') });

  // A 9 in the bulb of a three-cell line: no room to rise, marked at once.
  await cell(page, 18).click();
  await page.keyboard.press('9');
  for (const i of LINES[1]) {
    await page.waitForFunction((i) => document.querySelectorAll('.board [role=gridcell]')[i].classList.contains('broken'), i);
    assert.match(await cell(page, i).getAttribute('aria-label'), /rule broken/);
  }
  assert.ok(!(await cell(page, 1).getAttribute('class')).includes('broken'), 'the other line is whole');
  await page.screenshot({ path: join(SHOTS, 'thermo-broken.png') });
  await cell(page, 18).click();
  await page.keyboard.press('Backspace');
  await page.waitForFunction(() => document.querySelectorAll('.board .cell.broken').length === 0);

  // The search (the article's order places the givens at their levels):
  // r1c2 holds 1, and 2 in r1c3 fits that line but not r1c3's place,
  // third, on the line by corners, which is lit.
  const said = await stepUntilSaid(page, 'thermometer');
  assert.match(said, /On thermometer 2, whose digits rise from its bulb, r1c3 is cell 3 of 3: it can hold only 3 to 9, not 2\./);
  for (const i of LINES[1]) assert.match(await cell(page, i).getAttribute('class'), /\blit\b/);
  await page.screenshot({ path: join(SHOTS, 'thermo-explained.png') });
  const { violations } = await new AxeBuilder({ page }).include('.board').analyze();
  assert.deepEqual(violations.map((v) => v.id), []);

  // Written back by the page: the link the command line wrote.
  await page.locator('#puzzle-tools summary').click();
  await page.selectOption('#format', { label: 'f-puzzles' });
  await page.click('#write');
  await page.waitForFunction(() => document.querySelector('#import').value.startsWith('https://www.f-puzzles.com/'));
  assert.equal(await page.inputValue('#import'), link);
});

test('the thermometer\'s refusal in German', async (t) => {
  const link = thermoLink();
  const page = await open(env, t, { fragment: `puzzle=${encodeURIComponent(link)}&strategy=classic&lang=de` });
  await page.waitForFunction(() => document.querySelectorAll('.board .thermo').length === 4);
  const said = await stepUntilSaid(page, 'Thermometer');
  assert.match(said, /Auf Thermometer 2, dessen Ziffern von der Kugel aus steigen, ist r1c3 das 3\. von 3 Feldern: Es kann nur 3 bis 9 enthalten, nicht 2\./);
  await page.screenshot({ path: join(SHOTS, 'thermo-explained-de.png') });
});
