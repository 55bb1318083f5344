// A program written as the German article writes them (`from backtrack
// import Backtrack`, the givens in a dictionary, the search started by
// the constructor at the bottom), pasted into the Lab as copied from a web
// page: its typographic dash named and replaced in one click, then run on
// the board its own `vector` and `size` make, with the attempts printed at
// the end as the article's skeleton prints them.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setup, open, text, count, atStep, jumpTo, btlab, builtInAttemptsAt, sourceProgram, ROOT, SHOTS, PRESSE } from './helpers.mjs';

const env = setup();
/** Our own program in the article's style, on the Presse puzzle. */
const ARTICLE_SUDOKU = readFileSync(join(ROOT, 'tests', 'lab', 'article_style_sudoku.py'), 'utf8');
const DASH = '\u2013';

/** Runs the Lab's code and waits for its first step, then for the board
 *  its code declares: `squares` squares matching `selector`. */
async function runDrawn(page, selector, squares) {
  await page.click('#lab-run');
  await atStep(page, 1, 20000);
  await page.waitForFunction(([s, n]) => document.querySelectorAll(s).length === n, [selector, squares], { timeout: 20000 });
}

/** The same program on a 4x4 Sudoku whose givens are `givens`
 *  (square: value). */
function sudoku4(givens) {
  const dict = Object.entries(givens).map(([square, value]) => `${square}: ${value}`).join(', ');
  return ARTICLE_SUDOKU.replace('size = 9', 'size = 4').replace(/givens = \{[^}]*\}/, `givens = {${dict}}`);
}

async function openLab(page) {
  await page.click('#lab-open');
  await page.waitForSelector('#lab-code');
}

test('the article\'s style on Presse: the dash fixed in one click, the board its vector, the steps classic\'s', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${PRESSE}&strategy=classic` });
  await openLab(page);
  await page.fill('#lab-code', ARTICLE_SUDOKU);
  await page.waitForSelector('#lab-pasted');
  const dashLine = ARTICLE_SUDOKU.split('\n').findIndex((l) => l.includes(DASH)) + 1;
  assert.match(await text(page, '#lab-pasted'), new RegExp(`^line ${dashLine}: '${DASH}' is a typographic dash`));
  await page.click('#lab-pasted-fix');
  await page.waitForSelector('#lab-pasted', { state: 'detached' });
  assert.equal(await page.inputValue('#lab-code'), ARTICLE_SUDOKU.replace(DASH, '-'));
  await runDrawn(page, '.board [role=gridcell].declared', 81);
  // Still at step 1: the board is drawn at the first step.
  assert.equal(await text(page, '#why'), 'Level 0: your moves() gives 3 to try next.');
  const started = Date.now();
  await jumpTo(page, 10000, 60000);
  const ms = Date.now() - started;
  const attempts = await count(page, '#attempts');
  console.log(`lab: the article's style on Presse, 10,000 steps in MicroPython in ${ms} ms (${Math.round(10000 / (ms / 1000))} events/s)`);
  // The grid mid-run: the givens and the values the program placed so far.
  const first = await page.locator('.board [role=gridcell]').first().innerText();
  assert.equal(first.trim(), '3', 'r1c1 holds the given 3');
  // Drawn as the Sudoku it is: a thick line after every third column and row.
  const thick = await page.evaluate(() => [...document.querySelectorAll('.board [role=gridcell]')]
    .map((c, i) => (c.classList.contains('thick-right') ? `r${Math.floor(i / 9) + 1}c${(i % 9) + 1}` : null))
    .filter((name) => name && name.startsWith('r1')));
  assert.deepEqual(thick, ['r1c3', 'r1c6'], 'the boxes\' lines in the first row');
  await page.locator('.board').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'lab-article-presse-1280.png') });
  // Classic, the page's own search, takes the same attempts to step 10,000.
  assert.equal(await builtInAttemptsAt(page, 10000), attempts, 'the same attempts at step 10,000 as classic');
});

test('the article\'s own sudoku.py as copied from its page: its dash and lost indentation named, mended in one click (or put back), run on Presse as classic steps it', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${PRESSE}&strategy=classic` });
  await openLab(page);
  const copied = sourceProgram('# File sudoku.py');
  await page.fill('#lab-code', copied);
  await page.waitForSelector('#lab-pasted');
  const lines = copied.split('\n');
  const dashLine = lines.findIndex((l) => l.includes(DASH)) + 1;
  const firstBody = lines.findIndex((l) => l.startsWith('class Sudoku(')) + 2;
  assert.equal(await text(page, '#lab-pasted'),
    `line ${dashLine}: '${DASH}' is a typographic dash; Python's minus is '-'. line ${firstBody}: it should be indented under the ':' of the line before; its indentation may have been lost in copying.`);
  assert.equal(await text(page, '#lab-pasted-fix'), 'Mend the copy');
  await page.locator('#lab-pasted').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'lab-article-copied-1280.png') });
  await page.click('#lab-pasted-fix');
  await page.waitForSelector('#lab-pasted', { state: 'detached' });
  const mended = await page.inputValue('#lab-code');
  assert.match(mended, /\n {4}def moves\(self, level: int\):\n {8}res = self\.sudoku\.get\(level, 0\)\n {8}if res:\n {12}return \[res\]\n {8}return list\(set\(self\.values\) - set/);
  // The guess can be undone: the text as pasted, then mended again.
  await page.click('#lab-pasted-back');
  await page.waitForSelector('#lab-pasted');
  assert.equal(await page.inputValue('#lab-code'), copied);
  await page.click('#lab-pasted-fix');
  await page.waitForSelector('#lab-pasted', { state: 'detached' });
  assert.equal(await page.inputValue('#lab-code'), mended);
  await runDrawn(page, '.board [role=gridcell].declared', 81);
  await jumpTo(page, 5000, 60000);
  assert.equal((await page.locator('.board [role=gridcell]').first().innerText()).trim(), '3', 'r1c1 holds the given 3');
  await page.locator('.board').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'lab-article-source-presse-1280.png') });
  assert.equal(await builtInAttemptsAt(page, 5000), await count(page, '#attempts'), 'the same attempts at step 5,000 as classic');
});

test('the article\'s style to the end: every solution shown as its show() prints it, then "N attempts in T seconds"', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${PRESSE}&strategy=classic&mode=all` });
  await openLab(page);
  await page.fill('#lab-code', sudoku4({ 0: 1, 8: 3, 11: 4, 15: 2 }).replace(DASH, '-'));
  await runDrawn(page, '.board [role=gridcell].declared', 16);
  await page.click('#skip');
  await page.waitForFunction(() => document.querySelector('#skip')?.disabled, null, { timeout: 60000 });
  await page.waitForSelector('#lab-output');
  const output = await text(page, '#lab-output');
  // The page's own classic search, natively, on the same puzzle.
  const classic = JSON.parse(btlab(['solve', '-s', 'classic', '--all', '--json', '-'], '1.......3..4...2'));
  assert.equal(await count(page, '#attempts'), classic.attempts);
  assert.equal(await count(page, '#solutions'), classic.solutions);
  assert.match(output, /Solution {3}1\n\[1, 4, 2, 3\]\n\[2, 3, 4, 1\]\n\[3, 2, 1, 4\]\n\[4, 1, 3, 2\]/);
  assert.match(output, new RegExp(`\\n${classic.attempts} attempts in \\d+\\.\\d\\d seconds\\n?$`));
  // The Explanation names done where the program was asked it: after
  // recording the last square, at level 15.
  await page.locator('.lab').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'lab-article-4x4-end-1280.png') });
  // Back to the step of the solution: done, asked after the last record.
  const end = Number(await page.inputValue('#step-number'));
  await page.click('#prev-solution-step');
  await page.waitForFunction((end) => Number(document.querySelector('#scrub')?.value) < end, end);
  const said = await text(page, '#why');
  assert.match(said, /^done\(15\) returned True/);
});

/** A program in the article's style over a vector of 54 squares: the
 *  star's six large triangles of nine, each holding 1 to 9 once (the
 *  page numbers the star's squares triangle by triangle). */
const STAR = `from backtrack import Backtrack


class Star(Backtrack):
    size = 9

    def __init__(self, test=False, showAttempts=False):
        self.vector = [None] * 54
        self.used = [set() for _ in range(6)]
        super().__init__(test, showAttempts)

    def moves(self, level):
        return [v for v in range(1, 10) if v not in self.used[level // 9]]

    def valid(self, level, move):
        return True

    def record(self, level, move):
        self.vector[level] = move
        self.used[level // 9].add(move)

    def undo(self, level, move):
        self.vector[level] = None
        self.used[level // 9].discard(move)

    def done(self, level):
        return level == 53


Star(test=False, showAttempts=True)
`;

test('the article\'s style over a vector of 54 squares: drawn as the six-pointed star, its squares named as the star\'s', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${PRESSE}&strategy=classic` });
  await openLab(page);
  await page.fill('#lab-code', STAR);
  await runDrawn(page, 'svg.star [role=gridcell]', 54);
  await jumpTo(page, 20, 20000);
  const filled = await page.evaluate(() => [...document.querySelectorAll('svg.star [role=gridcell]')]
    .filter((c) => /\d/.test(c.textContent)).length);
  assert.ok(filled >= 9, `the first triangle filled, and more: ${filled}`);
  const first = await page.locator('svg.star [role=gridcell]').first().getAttribute('aria-label');
  assert.doesNotMatch(first, /row 1/i, `a star's square is named as the star names it: ${first}`);
  await page.locator('.board').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'lab-article-star-1280.png') });
});
