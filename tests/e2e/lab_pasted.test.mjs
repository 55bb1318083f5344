// Code as copied from a web page, pasted into the Lab: a typographic
// dash and a no-break space are named at their line, one click gives
// Python its own characters, and the code runs.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import { setup, open, text, atStep, SHOTS } from './helpers.mjs';

const env = setup();
const QUEENS4 = '{"kind":"queens","n":4}';

test('a dash and a no-break space copied from a web page are named at their line and replaced in one click', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS4}` });
  await page.click('#lab-open');
  await page.waitForSelector('#lab-code');
  const code = await page.inputValue('#lab-code');
  // As a web page gives it: the minus of `col - move` a typographic
  // dash, a line's indentation begun with a no-break space.
  const lines = code.split('\n');
  const dashLine = lines.findIndex((l) => l.includes('abs(col - move)'));
  const spaceLine = lines.findIndex((l) => l.includes('def done('));
  assert.ok(dashLine >= 0 && spaceLine > dashLine, 'the prefilled code has both lines');
  lines[dashLine] = lines[dashLine].replace('abs(col - move)', 'abs(col \u2013 move)');
  lines[spaceLine] = `\u00a0${lines[spaceLine].slice(1)}`;
  await page.fill('#lab-code', lines.join('\n'));
  await page.waitForSelector('#lab-pasted');
  assert.equal(await text(page, '#lab-pasted'),
    `line ${dashLine + 1}: '\u2013' is a typographic dash; Python's minus is '-'. And 1 more character copied from a web page.`);
  await page.locator('#lab-pasted').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'lab-pasted-1280.png') });
  const axe = await new AxeBuilder({ page }).include('.lab').analyze();
  assert.deepEqual(axe.violations.map((v) => v.id), [], 'axe-core on the Lab with the message');
  await page.click('#lab-pasted-fix');
  await page.waitForSelector('#lab-pasted', { state: 'detached' });
  assert.equal(await page.inputValue('#lab-code'), code, 'Python\'s characters back, the rest as it was');
  // The fixed code runs, and is the one kept for the next visit.
  await page.click('#lab-run');
  await atStep(page, 1, 20000);
  assert.equal(await text(page, '#why'), 'Level 0: your moves() gives 1 to try next.');
  const kept = await page.evaluate(() => localStorage.getItem('btlab.lab.queens'));
  assert.equal(kept, code);
});

test('in German the message names the line in German; a lost indentation is named without a replacement', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS4}&lang=de` });
  await page.click('#lab-open');
  await page.waitForSelector('#lab-code');
  const code = await page.inputValue('#lab-code');
  const lines = code.split('\n');
  // The body of done, its indentation lost (its comment line aside).
  const opener = lines.findIndex((l) => l.includes('def done('));
  const body = lines.findIndex((l, i) => i > opener && l.trim().startsWith('return'));
  lines[body] = lines[body].trimStart();
  await page.fill('#lab-code', lines.join('\n'));
  await page.waitForSelector('#lab-pasted');
  assert.match(await text(page, '#lab-pasted'), new RegExp(`^Zeile ${body + 1}: Diese Zeile müsste unter dem „:“`));
  assert.equal(await page.locator('#lab-pasted-fix').count(), 0, 'nothing to replace');
});
