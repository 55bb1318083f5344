// End-to-end: N-Queens past 32 columns, as the course text asks of it.
// 200 queens stepped in the course's random order (rows in order, the
// columns shuffled) to a first solution, explained and rewound, the same
// attempts as the command line; 255 queens solved by fast's random
// restarts; a strategy that keeps candidate sets refused in words; the
// board one image, named for a screen reader; axe-core finds nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { AxeBuilder } from '@axe-core/playwright';
import { setup, open, text, count, atStep, btlab, SHOTS } from './helpers.mjs';

const env = setup();
const queens = (n) => encodeURIComponent(`{"kind":"queens","n":${n}}`);
const label = (page) => page.locator('.wide-board').getAttribute('aria-label');

test('200 queens, stepped in the course\'s random order to a first solution: explained, rewound, the command line\'s attempts', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${queens(200)}&strategy=shuffled&seed=3&mode=first` });
  await page.waitForSelector('.wide-board');
  assert.equal(await label(page), 'Chessboard of 200 columns, 0 queens placed');
  assert.equal(await page.locator('.board .cell').count(), 0, 'no square per cell');

  await page.click('#step');
  await atStep(page, 1);
  assert.match(await label(page), /^Chessboard of 200 columns, 0 queens placed; row 1, column \d+, queen, trying$/);
  assert.equal(await page.locator('.wide-board .q.trying').count(), 1);
  assert.match(await text(page, '#panel-sets'), /Row 1: the sets of 200 columns are too long to list/);
  await page.click('#step');
  await atStep(page, 2);
  assert.match(await label(page), /1 queen placed; row 1, column \d+, queen, just placed$/);
  // On to the first rejection: the attacker is ringed, the refusal said.
  let why = '';
  for (let k = 3; k < 40 && !/attack/i.test(why); k += 1) {
    await page.click('#step');
    await atStep(page, k);
    why = await text(page, '#why');
  }
  assert.match(why, /attack/i);
  assert.equal(await page.locator('.wide-board .q.rejected').count(), 1);
  assert.equal(await page.locator('.wide-board .q.culprit').count(), 1);
  await page.screenshot({ path: join(SHOTS, 'wide-queens-200-rejected-1280.png') });

  const started = Date.now();
  await page.click('#skip');
  await page.waitForFunction(() => Number(document.querySelector('#solutions')?.textContent.replace(/\D/g, '')) === 1, null, { timeout: 120000 });
  const seconds = (Date.now() - started) / 1000;
  const attempts = await count(page, '#attempts');
  const doc = join(tmpdir(), 'btlab-200-queens.json');
  writeFileSync(doc, '{"kind":"queens","n":200}');
  const native = JSON.parse(btlab(['solve', doc, '--strategy', 'shuffled', '--seed', '3', '--json']));
  assert.equal(attempts, native.attempts, 'the page\'s search is the command line\'s');
  const nativeRate = native.attempts / (native.elapsed_ms / 1000);
  const pageRate = attempts / seconds;
  console.log(`# wide queens: 200 queens, shuffled seed 3, first solution: ${attempts} attempts; the page ${(pageRate / 1e6).toFixed(1)} M attempts/s (the worker's wasm, to the end, drawing included), the command line ${(nativeRate / 1e6).toFixed(1)} M/s natively: ${(nativeRate / pageRate).toFixed(1)}x`);
  await page.waitForFunction(() => document.querySelectorAll('.wide-board .q').length >= 200);
  assert.match(await label(page), /^Chessboard of 200 columns, 200 queens placed/);
  await page.screenshot({ path: join(SHOTS, 'wide-queens-200-solved-1280.png') });

  // Rewind: one step back shows the step before, its queen marked.
  const end = Number(await page.inputValue('#step-number'));
  await page.click('#back');
  await atStep(page, end - 1);
  assert.match(await label(page), /queen, (trying|just placed|rejected|taken back)/);
  const { violations } = await new AxeBuilder({ page }).include('.board-area').include('#panel-sets').analyze();
  assert.deepEqual(violations.map((v) => v.id), [], 'axe-core on the wide board and the sets');
});

test('255 queens by fast\'s random restarts; strategies that keep candidate sets are offered disabled and refused in words', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${queens(255)}&strategy=fast&mode=first` });
  await page.waitForSelector('.wide-board');
  assert.equal(await page.locator('#strategy option[value=propagate]').isDisabled(), true);
  assert.equal(await page.locator('#strategy option[value=shuffled]').isDisabled(), false);
  assert.equal(await page.locator('#mode option[value=all]').isDisabled(), true, 'fast proves nothing of a second board');
  await page.click('#play');
  await page.waitForFunction(() => Number(document.querySelector('#solutions')?.textContent.replace(/\D/g, '')) === 1, null, { timeout: 60000 });
  await page.waitForFunction(() => document.querySelectorAll('.wide-board .q').length === 255);
  assert.equal(await label(page), 'Chessboard of 255 columns, 255 queens placed');
  // Every row and column holds one queen, no two on a diagonal.
  const placed = await page.locator('.wide-board .q').evaluateAll((qs) => qs.map((q) => [Number(q.style.getPropertyValue('--r')), Number(q.style.getPropertyValue('--c'))]));
  const seen = new Set();
  for (const [r, c] of placed) for (const key of [`c${c}`, `r${r}`, `d${r + c}`, `a${r - c}`]) {
    assert.ok(!seen.has(key), `two queens on ${key}`);
    seen.add(key);
  }

  const refused = await open(env, t, { fragment: `puzzle=${queens(40)}&strategy=propagate` });
  await refused.waitForSelector('.wide-board');
  await refused.click('#step');
  await refused.waitForSelector('#message');
  assert.equal(await text(refused, '#message'), '40 queens are past the 32 columns of the candidate sets: choose classic or shuffled to watch the search, or fast with “first solution” to find one.');
  const german = await open(env, t, { fragment: `puzzle=${queens(40)}&strategy=mrv&lang=de` });
  await german.waitForSelector('.wide-board');
  assert.equal(await label(german), 'Schachbrett mit 40 Spalten, 0 Damen gesetzt');
  await german.click('#step');
  await german.waitForSelector('#message');
  assert.match(await text(german, '#message'), /^40 Damen gehen über die 32 Spalten/);
});

test('200 queens on a projector (1024x768, 1366x768, 1920x1080, in German and Dutch too) and a phone (390x844): the board fits, the step is ringed, its row banded', async (t) => {
  const sizes = [
    [{ width: 1024, height: 768 }, 'projector-1024', 'en'],
    [{ width: 1366, height: 768 }, 'projector-1366-de', 'de'],
    [{ width: 1920, height: 1080 }, 'projector-1920-nl', 'nl'],
    [{ width: 390, height: 844 }, 'phone-390', 'en'],
  ];
  for (const [size, name, lang] of sizes) {
    const page = await open(env, t, { size, fragment: `puzzle=${queens(200)}&strategy=shuffled&seed=3&step=40&lang=${lang}` });
    await atStep(page, 40);
    if (name.startsWith('projector')) {
      await page.keyboard.press('p');
      await page.waitForSelector('main.projector');
    }
    const box = await page.locator('.wide-board').boundingBox();
    assert.ok(box.x >= 0 && box.x + box.width <= size.width + 1, `${name}: the board within the width (${JSON.stringify(box)})`);
    assert.ok(box.width >= 300, `${name}: a board of ${box.width.toFixed(0)} px`);
    assert.equal(await page.locator('.wide-board[data-band]').count(), 1, 'the step\'s row is banded');
    assert.equal(await page.locator('.wide-board .q[data-sign]').count(), 1, 'the step\'s square carries its sign');
    const queen = await page.locator('.wide-board .q.placed').first().boundingBox();
    assert.ok(queen.width >= 4, `${name}: a queen ${queen.width.toFixed(1)} px wide`);
    await page.screenshot({ path: join(SHOTS, `wide-queens-200-${name}.png`) });
  }
});
