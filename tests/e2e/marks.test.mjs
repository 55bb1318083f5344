// A Killer made by Tatham's Solo, opened from its game ID and solved by
// hand with the marks expert solvers use: corner marks (Shift and a
// digit, and the Corner mode), centre marks (Ctrl and a digit) and a
// colour from the palette, each drawn, said to a screen reader, kept
// across a reload and carried by the link (opened in German); axe-core
// finds nothing; the digits keep 7:1 on a colour; the digit of the
// selected cell is lit wherever it stands.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { setup, open, btlab, contrast, settled, SHOTS, ROOT } from './helpers.mjs';

const env = setup();

const cell = (page, i) => page.locator('.board [role=gridcell]').nth(i);
const said = (page) => page.locator('.play-said').innerText();

/** The first 9x9 Killer game ID of the test data. */
function killerId() {
  const ids = readFileSync(join(ROOT, 'tests', 'data', 'tatham_killer_ids.txt'), 'utf8')
    .split('\n').filter((l) => l.startsWith('3x3k:'));
  return ids[0];
}

test('a Killer from a Tatham game ID solved by hand with corner and centre marks and a colour', async (t) => {
  const id = killerId();
  const { solution } = JSON.parse(btlab(['solve', '--json', '-'], id));
  const page = await open(env, t, { fragment: `puzzle=${id}` });
  await page.waitForFunction(() => document.querySelectorAll('.board .cell.caged').length === 81);

  // r1c1: Shift and 1, Shift and 6 write corner marks; Ctrl and 2 a
  // centre mark; in Corner mode a plain 9 is a corner mark too.
  await cell(page, 0).click();
  await page.keyboard.press('Shift+Digit1');
  await page.keyboard.press('Shift+Digit6');
  await page.keyboard.press('Control+Digit2');
  await page.click('#corner-mode');
  assert.equal(await page.getAttribute('#corner-mode', 'aria-pressed'), 'true');
  await cell(page, 0).click();
  await page.keyboard.press('9');
  await page.click('#corner-mode');
  const marks = cell(page, 0).locator('.corner-marks');
  assert.equal(await marks.getAttribute('data-top'), '1 6');
  assert.equal(await marks.getAttribute('data-bottom'), '9');
  assert.equal((await cell(page, 0).locator('.candidates').innerText()).replace(/\s/g, ''), '2');
  assert.match(await cell(page, 0).getAttribute('aria-label'), /candidates 2, corner marks 1 6 9$/);
  assert.equal(await cell(page, 0).locator('.value').innerText(), '', 'marks leave the cell empty');

  // A colour for r1c2 from the palette: its tint and its sign.
  await cell(page, 1).click();
  await page.click('.palette .paint.colour-3');
  assert.match(await cell(page, 1).getAttribute('class'), /\bcolour-3\b/);
  assert.match(await cell(page, 1).getAttribute('aria-label'), /colour 3$/);
  const sign = await cell(page, 1).evaluate((c) => getComputedStyle(c, '::after').content);
  assert.match(sign, /■/);
  await page.locator('.board').screenshot({ path: join(SHOTS, 'marks-killer-board.png') });
  await page.screenshot({ path: join(SHOTS, 'marks-killer.png'), fullPage: true });
  const { violations } = await new AxeBuilder({ page }).include('.board').analyze();
  assert.deepEqual(violations, [], 'axe-core on a board with marks and a colour');

  // A reload keeps them; the address bar carries them.
  await settled(page);
  const link = await page.evaluate(() => location.hash);
  assert.match(link, /&marks=1:c2:k169;2:p3&/);
  await page.reload();
  await page.waitForFunction(() => document.querySelectorAll('.board .cell.caged').length === 81);
  assert.equal(await cell(page, 0).locator('.corner-marks').getAttribute('data-top'), '1 6');
  assert.match(await cell(page, 1).getAttribute('class'), /\bcolour-3\b/);

  // Solved by hand: every digit typed; the colour stays, a digit on it
  // keeps 7:1.
  for (let i = 0; i < 81; i++) {
    await cell(page, i).click();
    await page.keyboard.press(String(solution[i]));
  }
  await page.waitForFunction(() => document.querySelector('.play-said.solved'));
  assert.match(await said(page), /^Solved/);
  assert.match(await cell(page, 1).getAttribute('class'), /\bcolour-3\b/);
  const ratio = await contrast(page, '.board .cell.colour-3 .value');
  console.log(`marks: contrast of a digit on colour 3: ${ratio.toFixed(1)}:1`);
  assert.ok(ratio >= 7, `contrast ${ratio}`);
  // The digit of the selected cell is lit where else it stands: eight times.
  await cell(page, 0).click();
  assert.equal(await page.locator('.board .cell.same').count(), 8);
  await page.screenshot({ path: join(SHOTS, 'marks-killer-solved.png') });

  // The link opened in German: the same marks, said in German.
  const german = await open(env, t, { fragment: `${link.slice(1).replace(/&lang=\w+/, '')}&lang=de` });
  await german.waitForFunction(() => document.querySelectorAll('.board .cell.caged').length === 81);
  assert.match(await cell(german, 0).getAttribute('aria-label'), /Eckmarken 1 6 9$/);
  assert.match(await cell(german, 1).getAttribute('aria-label'), /Farbe 3$/);
  await german.screenshot({ path: join(SHOTS, 'marks-killer-de.png') });
});
