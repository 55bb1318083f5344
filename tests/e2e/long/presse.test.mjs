// The article's target, run by hand (minutes, so not in `.ci/test`):
// the article's own `sudoku.py`, read from the sources and pasted as its
// web page gives it (a typographic dash, every indentation lost), mended
// by the Lab's one click and run on the Presse puzzle to its end, all its
// solutions asked for as the article's search does: it prints the
// attempts the article prints (6_432_362) and the one solution. Run: `node --test tests/e2e/long/presse.test.mjs` after a
// build; it logs the time and the rate against classic's attempts.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { setup, open, text, count, atStep, btlab, sourceProgram, SHOTS, PRESSE } from '../helpers.mjs';

const env = setup();

test('the article\'s own sudoku.py on Presse to its end: 6_432_362 attempts and the one solution', { timeout: 3600000 }, async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${PRESSE}&strategy=classic&mode=all` });
  await page.click('#lab-open');
  await page.waitForSelector('#lab-code');
  await page.fill('#lab-code', sourceProgram('# File sudoku.py'));
  await page.click('#lab-pasted-fix');
  await page.waitForSelector('#lab-pasted', { state: 'detached' });
  await page.click('#lab-run');
  await atStep(page, 1, 60000);
  const started = Date.now();
  await page.click('#skip');
  // Minutes go by: the attempts so far, every 30 s.
  const watch = setInterval(async () => {
    const attempts = await page.evaluate(() => document.querySelector('#attempts')?.innerText).catch(() => null);
    console.log(`lab: ${attempts} attempts so far`);
  }, 30000);
  t.after(() => clearInterval(watch));
  await page.waitForSelector('#lab-output', { timeout: 3600000 });
  await page.waitForFunction(() => /attempts in/.test(document.querySelector('#lab-output')?.innerText ?? ''), null, { timeout: 3600000 });
  const ms = Date.now() - started;
  const output = await text(page, '#lab-output');
  const attempts = await count(page, '#attempts');
  const nativeStart = Date.now();
  const classic = JSON.parse(btlab(['solve', '-s', 'classic', '--all', '--json', '-'], PRESSE));
  const nativeMs = Date.now() - nativeStart;
  console.log(`lab: the article's own sudoku.py on Presse to its end in ${ms} ms: ${attempts} attempts, ${Math.round(attempts / (ms / 1000))} attempts/s; btlab's classic natively: ${classic.attempts} attempts in ${nativeMs} ms (the Lab takes ${Math.round(ms / nativeMs)} times as long)`);
  console.log(output.split('\n').slice(-3).join('\n'));
  assert.equal(attempts, 6432362);
  assert.equal(attempts, classic.attempts);
  assert.equal((output.match(/Resultat +\d+/g) ?? []).length, 1, 'the one solution, shown as its show() prints it');
  await page.locator('#lab-output').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'lab-article-source-presse-end-1280.png') });
  assert.match(output, /6_432_362 attempts in \d+\.\d\d seconds/);
});
