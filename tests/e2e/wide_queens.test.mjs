// End-to-end: N-Queens past 32 columns, as the course text asks of it.
// 200 queens stepped in the course's random order (rows in order, the
// columns shuffled) to a first solution, explained and rewound, the same
// attempts as the command line; 255 and 1,000 queens solved by fast's
// random restarts (past 255 columns only fast runs); a strategy that
// keeps candidate sets refused in words; the board one image, named for
// a screen reader; axe-core finds nothing.
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

/** The queens drawn on the wide board, as [row, column] from 0. */
const queensOn = (page) => page.locator('.wide-board .q').evaluateAll((qs) => qs.map((q) => [Number(q.style.getPropertyValue('--r')), Number(q.style.getPropertyValue('--c'))]));

/** Every row and column holds at most one queen, no two on a diagonal. */
function noTwoAttack(placed) {
  const seen = new Set();
  for (const [r, c] of placed) for (const key of [`c${c}`, `r${r}`, `d${r + c}`, `a${r - c}`]) {
    assert.ok(!seen.has(key), `two queens on ${key}`);
    seen.add(key);
  }
}

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
  noTwoAttack(await queensOn(page));

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

test('1,000 queens by fast\'s random restarts, past the 255 columns a step names: the command line\'s board; the course\'s orders offered disabled and refused in words', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${queens(1000)}&strategy=fast&mode=first` });
  await page.waitForSelector('.wide-board');
  assert.equal(await label(page), 'Chessboard of 1000 columns, 0 queens placed');
  for (const stepped of ['classic', 'shuffled']) {
    assert.equal(await page.locator(`#strategy option[value=${stepped}]`).isDisabled(), true, `${stepped} cannot name column 256`);
  }
  assert.equal(await page.locator('#strategy option[value=fast]').isDisabled(), false);
  assert.equal(await page.locator('#mode option[value=all]').isDisabled(), true);
  const started = Date.now();
  await page.click('#play');
  await page.waitForFunction(() => document.querySelectorAll('.wide-board .q').length === 1000, null, { timeout: 60000 });
  const pageMs = Date.now() - started;
  assert.equal(await count(page, '#solutions'), 1);
  assert.equal(await label(page), 'Chessboard of 1000 columns, 1000 queens placed');
  const placed = await queensOn(page);
  noTwoAttack(placed);
  assert.ok(placed.some(([, c]) => c >= 255), 'queens past the 255th column');
  // The same board as the command line's random restarts with the same seed.
  const native = JSON.parse(btlab(['bench', 'queens-one', '1000', '--seed', '1', '--board', '--json']));
  const columns = [...placed].sort((a, b) => a[0] - b[0]).map(([, c]) => c);
  assert.deepEqual(columns, native.columns, 'the page\'s board is the command line\'s');
  console.log(`# wide queens: 1,000 queens by fast (random restarts, seed 1): ${native.restarts} restart(s), ${native.nodes} queens placed; the page ${pageMs} ms from the click to 1,000 queens drawn (the worker's wasm, the reply, the drawing), the command line ${native.elapsed_ms.toFixed(1)} ms natively to the board: ${(pageMs / native.elapsed_ms).toFixed(0)}x`);
  await page.screenshot({ path: join(SHOTS, 'wide-queens-1000-fast-1280.png') });

  const refused = await open(env, t, { fragment: `puzzle=${queens(1000)}&strategy=classic` });
  await refused.waitForSelector('.wide-board');
  await refused.click('#step');
  await refused.waitForSelector('#message');
  assert.equal(await text(refused, '#message'), '1,000 queens are past the 255 columns a step can name: choose fast with “first solution” to find one by random restarts.');
  const dutch = await open(env, t, { fragment: `puzzle=${queens(8)}&lang=nl` });
  await dutch.fill('#queens-n', '1000');
  await dutch.press('#queens-n', 'Enter');
  await dutch.waitForSelector('.wide-board');
  assert.equal(await label(dutch), 'Schaakbord van 1000 kolommen, 0 koninginnen geplaatst');
  await dutch.click('#step');
  await dutch.waitForSelector('#message');
  assert.match(await text(dutch, '#message'), /^1\.000 koninginnen gaan voorbij de 255 kolommen die een stap kan noemen/);
  // The Lab's N-Queens code steps its moves: past 255 columns it says so.
  const lab = await open(env, t, { fragment: `puzzle=${queens(8)}` });
  await lab.click('#lab-open');
  await lab.waitForSelector('#lab-run:not([disabled])');
  await lab.fill('#queens-n', '1000');
  await lab.press('#queens-n', 'Enter');
  await lab.waitForSelector('.wide-board');
  assert.equal(await lab.locator('#lab-run').isDisabled(), true);
  assert.match(await text(lab, '.lab p.message'), /^The Lab has code for a 9x9 Sudoku, N-Queens up to 255 and Kendoku/);
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
