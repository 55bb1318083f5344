// Solving by hand in the page: a janko.at Sudoku with notes, fill in
// candidates, a check that marks a wrong entry, a hint at its three
// levels, and the solved message; the time a check and a hint take is
// logged (not asserted: the machines are noisy).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setup, open, SHOTS, ROOT } from './helpers.mjs';

const env = setup();
const JANKO = join(ROOT, '..', 'shared', 'janko');

/** A janko.at block's problem and solution, row-major (0: empty). */
function janko(name) {
  const text = readFileSync(join(JANKO, name), 'utf8');
  const block = (word) => {
    const lines = text.split('\n');
    const at = lines.indexOf(word);
    return lines.slice(at + 1, at + 10).join(' ').split(/\s+/).filter(Boolean).map((t) => (t === '-' ? 0 : Number(t)));
  };
  return { text, problem: block('problem'), solution: block('solution') };
}

const cell = (page, i) => page.locator('.board [role=gridcell]').nth(i);
const said = (page) => page.locator('.play-said').innerText();

/** Clicks `selector` and measures until what the page says is no longer
 *  that the solver is working it out (the worker's answer drawn). */
async function answered(page, selector) {
  const t0 = await page.evaluate((sel) => {
    document.querySelector(sel).click();
    return performance.now();
  }, selector);
  await page.waitForFunction(() => !/working it out/.test(document.querySelector('.play-said')?.textContent ?? 'working it out'));
  return (await page.evaluate(() => performance.now())) - t0;
}

/** Clicks `selector` in the page and measures until the page drew. */
async function timed(page, selector) {
  return page.evaluate((sel) => new Promise((done) => {
    const t0 = performance.now();
    document.querySelector(sel).click();
    requestAnimationFrame(() => done(performance.now() - t0));
  }), selector);
}

test('a janko.at Sudoku solved by hand: notes, check, three hint levels, solved', async (t) => {
  const page = await open(env, t);
  const { text, problem, solution } = janko('sudoku-0001.txt');
  await page.setInputFiles('#open-file', { name: 'sudoku-0001.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.waitForFunction(() => document.querySelector('.board [role=gridcell]')?.textContent === '2');

  // Notes: N on the grid, two digits into r1c3's pencil marks, N again.
  await cell(page, 2).click();
  await page.keyboard.press('n');
  assert.equal(await page.getAttribute('#notes-mode', 'aria-pressed'), 'true');
  await page.keyboard.press('9');
  await page.keyboard.press('4');
  assert.equal((await cell(page, 2).locator('.candidates').innerText()).replace(/\s/g, ''), '49');
  assert.equal(await cell(page, 2).locator('.value').innerText(), '', 'notes leave the cell empty');
  await page.keyboard.press('n');
  // Fill in candidates: r2c2 sees 8, 5, 1, 3 and 2: 4, 6, 7 and 9 are left.
  await page.click('#fill-notes');
  assert.equal((await cell(page, 10).locator('.candidates').innerText()).replace(/\s/g, ''), '4679');
  await page.screenshot({ path: join(SHOTS, 'play-notes.png') });

  // A wrong entry that breaks no rule: r2c2 = 7 (the solution has 4).
  await cell(page, 10).click();
  await page.keyboard.press('7');
  assert.equal(await page.locator('.cell.clash').count(), 0, 'no rule is broken');
  const checkMs = await timed(page, '#check');
  assert.equal(await page.locator('.cell.wrong').count(), 1);
  assert.match(await cell(page, 10).getAttribute('aria-label'), /wrong/);
  assert.match(await said(page), /^1 entry is wrong/);
  await page.screenshot({ path: join(SHOTS, 'play-check.png') });
  await cell(page, 10).click();
  await page.keyboard.press('4');
  assert.equal(await page.locator('.cell.wrong').count(), 0, 'the mark goes with the entry');

  // The wrong 7 struck 7 from the notes of its row, column and box;
  // replaced, it gave them back. Notes still leaving out a solution's
  // value would be mended by hints first (look, why, mended); then the
  // hints come to a value.
  const hintMs = await timed(page, '#hint');
  let hints = 1;
  for (;;) {
    assert.match(await said(page), /^Look at /);
    assert.ok(await page.locator('.cell.lit').count() > 0, 'the place to look is lit');
    await page.screenshot({ path: join(SHOTS, 'play-hint-1.png') });
    await page.click('#hint');
    if (!/leave out 7/.test(await said(page))) break;
    await page.click('#hint');
    assert.match(await said(page), /^7 is back in the notes of r\dc\d\.$/);
    await page.click('#hint');
    hints += 1;
  }
  const why = await said(page);
  assert.match(why, /fits/);
  await page.screenshot({ path: join(SHOTS, 'play-hint-2.png') });
  await page.click('#hint');
  const placed = (await said(page)).match(/^Placed (\d) in r(\d)c(\d)\.$/);
  assert.ok(placed, await said(page));
  const at = (Number(placed[2]) - 1) * 9 + Number(placed[3]) - 1;
  assert.equal(Number(placed[1]), solution[at], 'the hint places the solution\'s value');
  assert.equal(await cell(page, at).locator('.value').innerText(), placed[1]);
  await page.screenshot({ path: join(SHOTS, 'play-hint-3.png') });

  // The rest by hand, and the solved message with its counts.
  for (let i = 0; i < 81; i++) {
    if (problem[i] !== 0 || (await cell(page, i).locator('.value').innerText()) !== '') continue;
    await cell(page, i).click();
    await page.keyboard.press(String(solution[i]));
  }
  await page.waitForSelector('.play-said.solved');
  const hintWord = hints === 1 ? 'hint' : 'hints';
  assert.equal((await said(page)).replace(/In \d+ seconds?/, 'In N seconds'), `Solved! In N seconds, with ${hints} ${hintWord}, 1 check and 0 undos.`);
  // Solved, the true candidates are none: every cell holds its value.
  await page.click('#true-candidates');
  assert.equal(await page.locator('.board .candidates span:not(:empty)').count(), 0);
  await page.screenshot({ path: join(SHOTS, 'play-solved.png') });
  console.log(`# solving by hand (9x9 janko.at 0001): check answered in ${checkMs.toFixed(1)} ms, the first hint in ${hintMs.toFixed(1)} ms (bar 50 ms)`);
});

test('a phone solves with the digit pad, notes and the undo button', async (t) => {
  const page = await open(env, t, { size: { width: 390, height: 844 } });
  await cell(page, 1).click();
  await page.click('#notes-mode');
  await page.click('.digit-pad button.digit >> text="2"');
  assert.equal((await cell(page, 1).locator('.candidates').innerText()).replace(/\s/g, ''), '2');
  await page.click('#notes-mode');
  await page.click('.digit-pad button.digit >> text="2"');
  assert.equal(await cell(page, 1).locator('.value').innerText(), '2');
  await page.click('#undo');
  assert.equal(await cell(page, 1).locator('.value').innerText(), '');
  assert.equal((await cell(page, 1).locator('.candidates').innerText()).replace(/\s/g, ''), '2', 'undo brings the note back');
  await page.screenshot({ path: join(SHOTS, 'play-phone.png'), fullPage: true });
});

test('a check and a hint on every shared janko.at puzzle of digits answer (times logged)', async (t) => {
  const page = await open(env, t);
  const { readdirSync } = await import('node:fs');
  const files = readdirSync(JANKO).filter((f) => /^(sudoku|kendoku|wolkenkratzer)-.*\.txt$/.test(f)).sort();
  const times = [];
  // Something said, so that a new puzzle is seen by its silence. (What
  // the page says to a person solving comes with the help's texts, which
  // a first visit fetches on its first use: the words may come a moment
  // after the click.)
  await page.click('#check');
  await page.waitForFunction(() => (document.querySelector('.play-said')?.textContent ?? '') !== '');
  for (const name of files) {
    const text = readFileSync(join(JANKO, name), 'utf8');
    assert.notEqual(await said(page), '');
    await page.setInputFiles('#open-file', { name, mimeType: 'text/plain', buffer: Buffer.from(text) });
    // A new puzzle says nothing yet: the last one's words are gone.
    await page.waitForFunction(() => (document.querySelector('.play-said')?.textContent ?? '') === '');
    const check = await timed(page, '#check');
    assert.notEqual(await said(page), '', `${name}: the check says something`);
    assert.doesNotMatch(await said(page), /could not settle/, `${name}: the solver settles it`);
    // A hint beyond the simple steps is the worker's search: timed to its answer.
    const hint = await answered(page, '#hint');
    assert.match(await said(page), /^Look at /, `${name}: a hint`);
    const shownAt = Date.now();
    const truth = await timed(page, '#true-candidates');
    assert.equal(await page.getAttribute('#true-candidates', 'aria-pressed'), 'true', name);
    // The worker's answer: marks in the empty cells.
    await page.waitForFunction(() => document.querySelectorAll('.board .candidates span:not(:empty)').length > 0, null, { timeout: 30000 });
    const truthAnswered = Date.now() - shownAt;
    const cells = await page.locator('.board [role=gridcell]').count();
    times.push({ name, cells, check, hint, truth, truthAnswered });
  }
  const worst = (key) => times.reduce((a, b) => (b[key] > a[key] ? b : a));
  const big = times.filter((x) => x.cells === 256);
  console.log(`# solving by hand, ${times.length} janko.at puzzles (${big.length} of 16x16): slowest check ${worst('check').check.toFixed(1)} ms (${worst('check').name}),`
    + ` slowest hint ${worst('hint').hint.toFixed(1)} ms (${worst('hint').name}); 16x16 worst ${Math.max(...big.map((x) => Math.max(x.check, x.hint))).toFixed(1)} ms (bar 50 ms);`
    + ` true candidates: the page busy at most ${worst('truth').truth.toFixed(1)} ms (${worst('truth').name}), the worker's answer`
    + ` at most ${worst('truthAnswered').truthAnswered} ms (${worst('truthAnswered').name})`);
});

test('where did I go wrong: three wrong entries among right ones, one named and marked (time logged)', async (t) => {
  const page = await open(env, t);
  const { text, problem, solution } = janko('sudoku-0001.txt');
  await page.setInputFiles('#open-file', { name: 'sudoku-0001.txt', mimeType: 'text/plain', buffer: Buffer.from(text) });
  await page.waitForFunction(() => document.querySelector('.board [role=gridcell]')?.textContent === '2');
  const grid = [...problem];
  const sees = (a, b) => Math.floor(a / 9) === Math.floor(b / 9) || a % 9 === b % 9
    || (Math.floor(a / 27) === Math.floor(b / 27) && Math.floor((a % 9) / 3) === Math.floor((b % 9) / 3));
  const free = grid.map((v, i) => i).filter((i) => grid[i] === 0);
  const enter = async (i, v) => {
    grid[i] = v;
    await cell(page, i).click();
    await page.keyboard.press(String(v));
  };
  for (const i of free.slice(0, 10)) await enter(i, solution[i]);
  const wrong = [];
  for (const i of free.slice(10)) {
    const v = [1, 2, 3, 4, 5, 6, 7, 8, 9].find((x) => x !== solution[i]
      && !grid.some((y, j) => j !== i && y === x && sees(i, j)));
    if (v === undefined) continue;
    await enter(i, v);
    wrong.push(i);
    if (wrong.length === 3) break;
  }
  assert.equal(await page.locator('.cell.clash').count(), 0, 'no rule is broken on sight');
  const ms = await answered(page, '#where-wrong');
  const words = await said(page);
  assert.match(words, /cannot stand/, words);
  const marked = await page.locator('.cell.wrong').count();
  assert.ok(marked >= 1 && marked <= 3, `${marked} marked`);
  for (let i = 0; i < 81; i++) {
    if (await cell(page, i).evaluate((e) => e.classList.contains('wrong'))) {
      assert.ok(wrong.includes(i), `the marked r${Math.floor(i / 9) + 1}c${(i % 9) + 1} is one of the wrong entries`);
    }
  }
  await page.screenshot({ path: join(SHOTS, 'play-where-wrong.png') });
  console.log(`# where did I go wrong (9x9, 10 right and 3 wrong entries): the worker's answer drawn in ${ms.toFixed(1)} ms (bar 200 ms; the page stays free meanwhile)`);
});

/** Types values into the grid's first empty cells, one at a time (each
 *  taken out again), until `selector` shows up; returns where and what. */
async function typeUntil(page, selector, side) {
  for (let i = 0; i < side * side; i++) {
    if ((await cell(page, i).locator('.value').innerText()) !== '') continue;
    await cell(page, i).click();
    for (let v = 1; v <= side; v++) {
      await page.keyboard.press(String(v));
      if (await page.locator(selector).count() > 0) return { i, v };
    }
    await page.keyboard.press('Delete');
  }
  return null;
}

test('a Kendoku cage and a Skyscrapers clue broken by an entry are marked at once', async (t) => {
  const page = await open(env, t);
  await page.selectOption('#library', { label: 'Kendoku 009 (janko.at)' });
  await page.waitForSelector('.cell .corner');
  const side = Math.sqrt(await page.locator('.board [role=gridcell]').count());
  assert.equal(await page.locator('.cell.broken').count(), 0);
  const cage = await typeUntil(page, '.cell.broken', side);
  assert.ok(cage, 'an entry breaks a cage');
  assert.match(await cell(page, cage.i).getAttribute('aria-label'), /rule broken/);
  await page.screenshot({ path: join(SHOTS, 'play-kendoku-broken.png') });
  await page.keyboard.press('Delete');
  assert.equal(await page.locator('.cell.broken').count(), 0, 'taken out, the cage is whole again');

  await page.selectOption('#library', { label: 'Skyscrapers 6x6 (generated, seed 4)' });
  await page.waitForSelector('.clues.top');
  assert.equal(await page.locator('.clue.broken').count(), 0);
  const clue = await typeUntil(page, '.clue.broken', 6);
  assert.ok(clue, 'a height typed breaks a clue');
  assert.match(await page.locator('.clue.broken').first().getAttribute('aria-label'), /rule broken/);
  await page.screenshot({ path: join(SHOTS, 'play-skyscrapers-broken.png') });
});

test('a hint from the search: its claim, its search played on the board, the grid back untouched', async (t) => {
  const page = await open(env, t);
  await page.selectOption('#library', { label: 'Inkala 2012 (extreme)' });
  // Inkala's first row: 8 and eight empty cells.
  await page.waitForFunction(() => document.querySelector('.board [role=gridcell]')?.textContent === '8');
  let claim = null;
  // A hint the simple steps cannot give is the worker's: each click
  // waits for what it says.
  for (let i = 0; i < 300 && !claim; i++) {
    await answered(page, '#hint');
    if (/^Look at /.test(await said(page))) {
      await answered(page, '#hint');
      const words = await said(page);
      claim = words.match(/^Try (r\d+c\d+) = (\d): the search \(propagate\) shows that it fails after (\d+) steps?\.$/);
      if (!claim) await answered(page, '#hint');
    }
  }
  assert.ok(claim, 'the simple steps run out and the search speaks');
  await page.screenshot({ path: join(SHOTS, 'play-search-hint.png') });
  const own = await page.locator('.board [role=gridcell] .value').allInnerTexts();
  await page.click('#watch-search');
  await page.waitForSelector('#back-to-grid');
  await page.click('#skip');
  await page.waitForFunction((n) => Number(document.querySelector('#step-number')?.value) === n, Number(claim[3]));
  await page.screenshot({ path: join(SHOTS, 'play-search-watched.png') });
  await page.click('#back-to-grid');
  assert.deepEqual(await page.locator('.board [role=gridcell] .value').allInnerTexts(), own, 'the grid comes back untouched');
  assert.match(await said(page), /^Try /);
});

test('Tents played by clicks: tent, grass, tents that touch marked, a hint in words, solved', async (t) => {
  // Trees on r1c2 and r3c3; the one solution: tents on r1c1 and r4c3.
  const doc = '{"kind":"tents","rows":4,"cols":4,"trees":[[0,1],[2,2]],"row_counts":[1,0,0,1],"col_counts":[1,0,1,0]}';
  const page = await open(env, t, { fragment: `puzzle=${encodeURIComponent(doc)}` });
  await page.click('#tour-close');
  assert.match(await page.locator('.play-how').innerText(), /^Click a square for a tent/);
  assert.equal(await page.locator('#notes-mode').count(), 0, 'a camp takes no notes');
  await page.waitForFunction(() => /^Difficulty: needs the arithmetic of cages, clues or counts\./.test(document.querySelector('.play-difficulty')?.textContent ?? ''));
  const label = (i) => cell(page, i).getAttribute('aria-label');
  await cell(page, 5).click();
  assert.match(await label(5), /tent/);
  await cell(page, 0).click();
  await page.waitForSelector('.board [data-cell="0"].broken');
  assert.match(await label(5), /rule broken/, 'r2c2 touches r1c1');
  await cell(page, 5).click();
  assert.match(await label(5), /grass/);
  await cell(page, 5).click();
  assert.equal(await page.locator('.board .broken').count(), 0, 'one tent breaks nothing');
  await page.click('#hint');
  assert.equal(await said(page), 'Look at r1c4.');
  await page.click('#hint');
  assert.match(await said(page), /^r1c4 is beside no tree/);
  await page.click('#hint');
  assert.equal(await said(page), 'Grass on r1c4.');
  assert.match(await label(3), /grass/);
  await cell(page, 14).click();
  await page.waitForFunction(() => /^Solved!/.test(document.querySelector('.play-said')?.textContent ?? ''));
  assert.match(await said(page), /with 1 hint, 0 checks and 0 undos/);
  await page.screenshot({ path: join(SHOTS, 'play-tents-solved.png') });
});

test('N-Queens by hand: a corner queen no solution keeps, hints that lift and place, solved', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${encodeURIComponent('{"kind":"queens","n":6}')}` });
  await page.click('#tour-close');
  assert.match(await page.locator('.play-how').innerText(), /^Click a square to place a queen/);
  await cell(page, 0).click();
  await page.click('#check');
  assert.equal(await said(page), 'No solution keeps all of your queens: one of them has to move.');
  await page.click('#hint');
  await page.click('#hint');
  assert.match(await said(page), /without the one on r1c1 there is one/);
  for (let i = 0; i < 60 && !/^Solved!/.test(await said(page)); i++) await page.click('#hint');
  assert.match(await said(page), /^Solved!/);
  assert.equal(await page.locator('.board .clash').count(), 0);
  await page.screenshot({ path: join(SHOTS, 'play-queens-solved.png') });
});
