// Trying a value by hand in the page, as a person backtracks: T (or the
// Try button) and a digit make a try with a savepoint before it, the
// board marks its cell and the play bar names it; "Go on" plays the
// singles from it until the grid breaks a rule; the page then rolls the
// grid back and crosses the value out of the cell's notes, and says why.
// In English on a laptop and in German on a phone; axe-core finds
// nothing on a board with a try open.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { setup, open, btlab, PRESSE, SHOTS } from './helpers.mjs';

const env = setup();

const cell = (page, i) => page.locator('.board [role=gridcell]').nth(i);
const said = (page) => page.locator('.play-said').innerText();
const name = (i) => `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}`;

const RUNS = [
  { lang: 'en', size: { width: 1280, height: 720 }, fails: / fails: /, crossed: 'is crossed out of the notes of', tried: /, tried$/ },
  { lang: 'de', size: { width: 390, height: 844 }, fails: / scheitert: /, crossed: 'ist aus den Notizen von', tried: /, probiert$/ },
];

for (const run of RUNS) {
  test(`a wrong try goes on to its contradiction and is rolled back, its value crossed out (${run.lang})`, async (t) => {
    const { solution } = JSON.parse(btlab(['solve', '--json', '-'], PRESSE));
    const page = await open(env, t, { size: run.size, fragment: `puzzle=${PRESSE}&lang=${run.lang}` });
    await page.click('#fill-notes');
    const notes = await page.locator('.board [role=gridcell]').evaluateAll((cells) =>
      cells.map((c) => (c.querySelector('.candidates')?.textContent ?? '').replace(/\s/g, '')));
    const pairs = notes.map((n, i) => [i, n]).filter(([, n]) => n.length === 2);
    assert.ok(pairs.length > 0, 'cells with two candidates');
    let failedAt = null;
    for (const [i, two] of pairs) {
      const wrong = [...two].find((d) => Number(d) !== solution[i]);
      await cell(page, i).click();
      await page.keyboard.press('t');
      assert.equal(await page.getAttribute('#try-mode', 'aria-pressed'), 'true');
      await page.keyboard.press(wrong);
      assert.equal(await page.getAttribute('#try-mode', 'aria-pressed'), 'false', 'one digit is tried');
      assert.equal(await page.locator('.board .cell.tried').count(), 1);
      assert.match(await cell(page, i).getAttribute('aria-label'), run.tried);
      assert.deepEqual(await page.locator('.try-chain li').allInnerTexts(), [`${name(i)} = ${wrong}`]);
      if (failedAt === null && pairs[0][0] === i) {
        await page.screenshot({ path: join(SHOTS, `try-open-${run.lang}.png`), fullPage: true });
        const { violations } = await new AxeBuilder({ page }).analyze();
        assert.deepEqual(violations, [], 'axe-core on a board with a try open');
      }
      await page.click('#go-on');
      await page.waitForFunction(() => (document.querySelector('.play-said')?.textContent ?? '') !== '');
      const words = await said(page);
      if (!run.fails.test(words)) {
        // The singles went on without a contradiction: back by hand.
        await page.click('#roll-back');
        continue;
      }
      failedAt = i;
      assert.ok(words.startsWith(`${name(i)} = ${wrong}`), words);
      assert.ok(words.includes(`${wrong} ${run.crossed} ${name(i)}`), words);
      assert.equal(await cell(page, i).locator('.value').innerText(), '', 'rolled back');
      const left = (await cell(page, i).locator('.candidates').innerText()).replace(/\s/g, '');
      assert.equal(left, String(solution[i]), 'the wrong value crossed out, the other left');
      assert.equal(await page.locator('.board .cell.tried').count(), 0);
      // Where the grid broke a rule stays marked while the words are shown.
      assert.ok(await page.locator('.board .cell.wiped, .board .cell.culprit').count() >= 1, 'the contradiction marked');
      assert.equal(await page.locator('.try-chain').count(), 0);
      // Only the givens and the notes: every value the singles placed went.
      const values = await page.locator('.board [role=gridcell] .value').allInnerTexts();
      assert.equal(values.filter((v) => v !== '').length, [...PRESSE].filter((c) => c !== '.').length);
      await page.screenshot({ path: join(SHOTS, `try-rolled-back-${run.lang}.png`), fullPage: true });
      break;
    }
    assert.ok(failedAt !== null, 'a wrong value that the singles refute');
  });
}
