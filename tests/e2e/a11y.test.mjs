// End-to-end tests of the page for screen readers and the keyboard:
// axe-core finds no violation in nine states of the page, a skip link
// leads to the run's controls, the grid names its active cell, and the
// Explanation is announced at a listener's pace only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { AxeBuilder } from '@axe-core/playwright';
import { setup, open, atStep, PRESSE } from './helpers.mjs';

const env = setup();
const link = (puzzle, rest) => `puzzle=${encodeURIComponent(puzzle)}&${rest}`;

/** The violations axe-core finds on the page, one line each. */
async function violations(page) {
  const found = await new AxeBuilder({ page }).analyze();
  return found.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')}`);
}

test('axe-core finds no violation: start page, mid-run Presse, German 8 queens, projector mode, phone', async (t) => {
  const states = [
    ['the start page', {}, null, false],
    ['Presse at step 200', { fragment: link(PRESSE, 'strategy=classic&step=200') }, 200, false],
    ['German 8 queens at step 30', { fragment: link('{"kind":"queens","n":8}', 'strategy=classic&step=30&lang=de') }, 30, false],
    ['projector mode at 1366x768', { size: { width: 1366, height: 768 }, fragment: link(PRESSE, 'strategy=classic&step=6') }, 6, true],
    ['a phone', { size: { width: 390, height: 844 } }, null, false],
  ];
  for (const [name, options, at, projector] of states) {
    const page = await open(env, t, options);
    if (at !== null) await atStep(page, at);
    if (projector) {
      await page.evaluate(() => document.activeElement?.blur());
      await page.keyboard.press('p');
      await page.waitForSelector('main.projector');
    }
    const found = await violations(page);
    console.log(`# axe-core, ${name}: ${found.length} violations`);
    assert.deepEqual(found, [], name);
  }
});

test('axe-core finds no violation: Dutch Sudoku mid-run, predict mode, a lesson presented, a race', async (t) => {
  const dutch = await open(env, t, { fragment: link(PRESSE, 'strategy=classic&lang=nl') });
  for (let k = 1; k <= 10; k += 1) {
    await dutch.click('#step');
    await atStep(dutch, k);
  }
  const found = await violations(dutch);
  console.log(`# axe-core, a Dutch Sudoku at step 10: ${found.length} violations`);
  assert.deepEqual(found, [], 'a Dutch Sudoku at step 10');

  const page = await open(env, t, { fragment: link('{"kind":"queens","n":6}', 'strategy=classic&step=5') });
  await atStep(page, 5);
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('q');
  await page.keyboard.press('ArrowRight');
  await page.waitForSelector('#predict-question');
  assert.deepEqual(await violations(page), [], 'predict mode asking');
  await page.keyboard.press('q');
  await page.click('#lesson > summary');
  await page.click('#mark-moment');
  await page.click('#present-lesson');
  await page.evaluate(() => document.activeElement?.blur());
  await page.keyboard.press('p');
  await page.waitForSelector('main.projector .lesson.compact');
  assert.deepEqual(await violations(page), [], 'a lesson presented on the projector');

  const race = await open(env, t, { fragment: link('{"kind":"queens","n":6}', 'race=classic,propagate,mrv') });
  await race.waitForSelector('.race');
  await race.keyboard.press('End');
  await race.waitForSelector('#race-winner', { timeout: 60000 });
  assert.deepEqual(await violations(race), [], 'a race at its end');
});

test('a skip link leads to the run controls; the grid names its active cell; the Explanation is announced at a listener pace', async (t) => {
  const page = await open(env, t, { fragment: link(PRESSE, 'strategy=classic&speed=0') });
  await page.click('#tour-close');
  // Freshly loaded (the welcome now seen), the first Tab reaches the skip link.
  await page.reload();
  await page.waitForSelector('#run-controls');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement.className), 'skip-link');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.activeElement?.id === 'run-controls');
  await page.click('[data-cell="1"]');
  assert.equal(await page.locator('.board').getAttribute('aria-activedescendant'), 'cell-1');
  await page.click('#step');
  await atStep(page, 1);
  assert.equal(await page.locator('#why').getAttribute('aria-live'), 'polite');
  // Playing fast, the steps are not announced.
  await page.selectOption('#speed', '5');
  await page.click('#play');
  await page.waitForFunction(() => document.querySelector('#why')?.getAttribute('aria-live') === 'off');
  await page.click('#pause');
  await page.waitForFunction(() => document.querySelector('#why')?.getAttribute('aria-live') === 'polite');
});
