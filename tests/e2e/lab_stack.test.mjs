// The Dutch program in the Lab, read from the shared sources and pasted
// as it is: no function of it calls itself, its search is a loop over a
// stack of grids. It needs CPython (datetime), asks a question (the Lab
// answers with an empty line) and imports pytest it never uses; the Lab
// watches its check isvalidcandidate, and the page's search replays the
// loop's tree on the board, in the loop's own words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setup, open, text, count, atStep, ROOT, SHOTS } from './helpers.mjs';

const env = setup();
const DUTCH_EASY = '5....31.....7.......9...576....2493.9...6...8.4.89....162...3...9...1.....56....9';

/** The Dutch program, from its first line to the end of its text. */
function dutchProgram() {
  const dir = join(ROOT, '..', 'shared', 'sources');
  const source = readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8')).find((t) => t.includes('def isvalidcandidate('));
  return source.slice(source.indexOf('#!/usr/bin/env python'));
}

test('the Dutch program pasted as it is: its stack replayed on the board in the loop\'s words, to its solution, in Dutch', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${DUTCH_EASY}&strategy=classic&lang=nl` });
  await page.click('#lab-open');
  await page.waitForSelector('#lab-code');
  const code = dutchProgram();
  await page.fill('#lab-code', code);
  assert.match(await text(page, '#lab-python-why'), /datetime/);
  const started = Date.now();
  await page.click('#lab-run');
  await atStep(page, 1, 120000);
  const loaded = Date.now() - started;
  assert.equal(await text(page, '#why'), 'De lus neemt kandidaat 5 op niveau 0 en vraagt isvalidcandidate of die daar mag staan.');
  let why = '';
  for (let k = 2; k < 200 && !why.includes('False'); k += 1) {
    await page.click('#step');
    await atStep(page, k);
    why = await text(page, '#why');
  }
  assert.match(why, /^isvalidcandidate\(\d+, \d\) gaf False terug: de lus haalt het bovenste rooster van zijn stapel en gaat een niveau terug\.$/);
  assert.match(await text(page, '#panel-code .line.lit'), /def isvalidcandidate\(positie, poging\):/);
  assert.match(await text(page, '#panel-code .caption'), /zijn lus en zijn stapel zijn van hemzelf/);
  await page.locator('#panel-explanation').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'lab-stack-dutch-nl.png'), fullPage: true });

  const skipped = Date.now();
  await page.click('#skip');
  await page.waitForFunction(() => document.querySelector('#skip')?.disabled, null, { timeout: 120000 });
  const steps = Number(await page.inputValue('#step-number'));
  console.log(`lab: the Dutch program's stack watched in CPython (Pyodide): ran and read in ${loaded} ms; ${steps} events replayed in ${Date.now() - skipped} ms`);
  assert.equal(await count(page, '#solutions'), 1);
  assert.equal(await count(page, '#attempts'), 412, 'each call of isvalidcandidate is a try');
  const output = await text(page, '#lab-output');
  assert.match(output, /^would you like to see the intermediate steps/);
  assert.match(output, /5 7 6 9 8 3 1 4 2/);
  const firstRow = await page.$$eval('.board [role=gridcell]', (cells) => cells.slice(0, 9).map((c) => c.textContent.trim()).join(''));
  assert.equal(firstRow, '576983142');
  assert.equal(await page.inputValue('#lab-code'), code, 'the learner\'s code is kept');
});

test('a loop over a stack without a check of a value in a square is named, and the code is kept', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${DUTCH_EASY}&strategy=classic` });
  await page.click('#lab-open');
  await page.waitForSelector('#lab-code');
  const code = 'stack = [[1, 2], [3]]\nwhile stack:\n    grid = stack.pop()\n    print(grid)\n';
  await page.fill('#lab-code', code);
  await page.click('#lab-run');
  await page.waitForSelector('#lab-problem', { timeout: 30000 });
  assert.match(await text(page, '#lab-problem'), /^Your code makes no puzzle, no function of it calls itself, and its loop never called a check of a value in a square/);
  assert.equal(await page.inputValue('#lab-code'), code);
});
