// The course text's recursive searches in the Lab, read from the shared
// sources and pasted as a reader puts them together (the import of
// `shuffle`, the `is_complete` the lecture had, the call at the end): the
// Lab watches the function that calls itself, and the page's search
// replays its tree on the board, with the counters, the Explanation in
// the program's own calls, the Code panel's line, the tree and rewind.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setup, open, text, count, atStep, ROOT, SHOTS, PRESSE } from './helpers.mjs';

const env = setup();
const QUEENS8 = encodeURIComponent('{"kind":"queens","n":8}');

/** The course text's function `name`: its `def` line and its body. */
function courseFunction(name) {
  const dir = join(ROOT, '..', 'shared', 'sources');
  const course = readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8')).find((t) => t.includes('def solution_count(queens):'));
  const lines = course.split('\n');
  const start = lines.findLastIndex((l) => l.startsWith(`def ${name}(`));
  let end = start + 1;
  while (end < lines.length && (lines[end].trim() === '' || lines[end].startsWith(' '))) end += 1;
  return lines.slice(start, end).join('\n').trimEnd();
}

const program = (names, added) => `from random import shuffle\n\n${names.map(courseFunction).join('\n\n')}\n\n${added}`;

const QUEENS = program(['solution_count', 'is_safe', 'place_next'],
  'def is_complete(queens):\n    return len(queens) == BOARD_SIZE\n\nprint(solution_count([]))\n');
const SUDOKU = program(['print_puzzle', 'is_complete', 'is_valid', 'all_valid', 'non_zero_entries', 'columns', 'squares',
  'extensions', 'zero_position', 'copy', 'is_solvable'], 'print(is_solvable(PUZZLE))\n');

/** Runs the Lab's code to the end: milliseconds and the steps. */
async function toTheEnd(page) {
  const started = Date.now();
  await page.click('#skip');
  await page.waitForFunction(() => document.querySelector('#skip')?.disabled, null, { timeout: 120000 });
  return { ms: Date.now() - started, steps: Number(await page.inputValue('#step-number')) };
}

test('the course\'s solution_count watched on 8 queens: its own calls explained, 92 solutions, the tree, rewind', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS8}&strategy=classic&mode=all` });
  await page.click('#lab-open');
  await page.waitForSelector('#lab-code');
  await page.fill('#lab-code', QUEENS);
  const started = Date.now();
  await page.click('#lab-run');
  await atStep(page, 1, 30000);
  const loaded = Date.now() - started;
  assert.equal(await text(page, '#why'), 'solution_count is called with one value more, at level 0.');
  // Step to the first call a check refuses: its own words, its line lit.
  let why = '';
  for (let k = 2; k < 40 && !why.includes('returned False'); k += 1) {
    await page.click('#step');
    await atStep(page, k);
    why = await text(page, '#why');
  }
  assert.match(why, /^is_safe\(\[\d(, \d)+\]\) returned False: that call goes no deeper\.$/);
  assert.match(await text(page, '#panel-code .line.lit'), /def is_safe\(queens\):/);
  const refusedAt = Number(await page.inputValue('#step-number'));
  await page.locator('#panel-explanation').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'lab-recursive-queens-1280.png'), fullPage: true });

  const end = await toTheEnd(page);
  console.log(`lab: the course's solution_count watched in MicroPython: ran and read in ${loaded} ms; ${end.steps} events replayed to the end in ${end.ms} ms (${Math.round(end.steps / (end.ms / 1000))} events/s)`);
  assert.equal(await count(page, '#solutions'), 92);
  assert.equal(await count(page, '#attempts'), 15720, 'every call but the first tries a value');
  assert.equal((await text(page, '#lab-output')).trim(), '92', 'the program\'s own count, at the end');
  assert.match(await text(page, '#why'), /^The first call of solution_count returned: the whole tree is searched\.$/);
  assert.match(await text(page, '#panel-tree'), /92/);
  // Rewind: back to the refusal, its words again.
  await page.fill('#step-number', String(refusedAt));
  await page.press('#step-number', 'Enter');
  await atStep(page, refusedAt, 30000);
  assert.equal(await text(page, '#why'), why);
});

test('the course\'s solution_count watched in CPython (Pyodide), as chosen: 92 solutions, the same tree', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS8}&strategy=classic&mode=all` });
  await page.click('#lab-open');
  await page.waitForSelector('#lab-code');
  await page.fill('#lab-code', QUEENS);
  await page.selectOption('#lab-python', 'full');
  assert.match(await text(page, '#lab-python-why'), /CPython/);
  const started = Date.now();
  await page.click('#lab-run');
  await atStep(page, 1, 120000);
  const loaded = Date.now() - started;
  const end = await toTheEnd(page);
  console.log(`lab: the course's solution_count watched in CPython (Pyodide): started in ${loaded} ms; ${end.steps} events replayed to the end in ${end.ms} ms (${Math.round(end.steps / (end.ms / 1000))} events/s)`);
  assert.equal(await count(page, '#solutions'), 92);
  assert.equal(await count(page, '#attempts'), 15720);
  assert.equal((await text(page, '#lab-output')).trim(), '92');
});

test('the course\'s Sudoku by copies watched on the page\'s grid: PUZZLE given by the page, its solution printed and on the board', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${PRESSE}&strategy=classic` });
  await page.click('#lab-open');
  await page.waitForSelector('#lab-code');
  await page.fill('#lab-code', SUDOKU);
  await page.click('#lab-run');
  await atStep(page, 1, 30000);
  assert.match(await text(page, '#why'), /^is_solvable is called with one value more, at level 0\.$/);
  const end = await toTheEnd(page);
  console.log(`lab: the course's Sudoku by copies watched in MicroPython: ${end.steps} events replayed to the end in ${end.ms} ms`);
  assert.equal(await count(page, '#solutions'), 1);
  const output = await text(page, '#lab-output');
  assert.match(output, / 3 5 8 4 1 9 2 7 6\n/);
  assert.match(output, /True\s*$/);
  const firstRow = await page.$$eval('.board [role=gridcell]', (cells) => cells.slice(0, 9).map((c) => c.textContent.trim()).join(''));
  assert.equal(firstRow, '358419276');
  await page.locator('.lab').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'lab-recursive-sudoku-1280.png') });
});

test('a grid of the program\'s own that is not the board\'s is named at its square, in German; the code is kept', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${PRESSE}&strategy=classic&lang=de` });
  await page.click('#lab-open');
  await page.waitForSelector('#lab-code');
  const rows = [];
  for (let r = 0; r < 9; r += 1) rows.push(`[${[...PRESSE.slice(r * 9, r * 9 + 9)].map((c) => (c === '.' ? 0 : Number(c))).join(', ')}]`);
  rows[1] = rows[1].replace(/^\[0, 0/, '[0, 7');
  const code = SUDOKU.replace('print(is_solvable(PUZZLE))', `PUZZLE = [${rows.join(', ')}]\nprint(is_solvable(PUZZLE))`);
  await page.fill('#lab-code', code);
  await page.click('#lab-run');
  await page.waitForSelector('#lab-problem', { timeout: 30000 });
  assert.equal(await text(page, '#lab-problem'),
    'Das Gitter, mit dem is_solvable beginnt, weicht bei r2c2 vom Brett ab: Überlassen Sie PUZZLE der Seite (es ist das Gitter des Bretts), oder tragen Sie das Gitter des Programms ins Brett ein.');
  assert.equal(await page.inputValue('#lab-code'), code, 'the learner\'s code is kept');
});

test('a recursive function whose argument is no partial solution is named, and the code is kept', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS8}&strategy=classic` });
  await page.click('#lab-open');
  await page.waitForSelector('#lab-code');
  const code = 'def count(n):\n    if n == 0:\n        return 1\n    return count(n - 1) * 2\n\n\nprint(count(3))\n';
  await page.fill('#lab-code', code);
  await page.click('#lab-run');
  await page.waitForSelector('#lab-problem', { timeout: 30000 });
  assert.match(await text(page, '#lab-problem'), /^count calls itself, so the Lab shows it as your search, but its first argument is not a partial solution the board can show: /);
  assert.equal(await page.inputValue('#lab-code'), code);
});
