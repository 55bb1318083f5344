// End-to-end tests of the Lab: the learner's Python (MicroPython in the
// Lab's worker) drives the page's search; the Explanation names the
// learner's methods; errors name their line; an endless loop is stopped
// with the page responsive; the Lab's files are kept for offline use.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import { setup, open, text, count, atStep, btlab, builtInAttemptsAt, contrast, SHOTS, PRESSE } from './helpers.mjs';

const env = setup();
const QUEENS4 = '{"kind":"queens","n":4}';

/** Opens the Lab on the page's puzzle; its code, once shown. */
async function openLab(page) {
  await page.click('#lab-open');
  await page.waitForSelector('#lab-code');
  return page.inputValue('#lab-code');
}

/** Replaces the learner's code, as typing would. */
async function writeCode(page, code) {
  await page.fill('#lab-code', code);
}

test('the Lab on 4 queens runs the prefilled code: the Explanation names valid', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS4}` });
  const opened = Date.now();
  const code = await openLab(page);
  assert.match(code, /def valid\(self, level, move\):/);
  await page.click('#lab-run');
  await atStep(page, 1, 20000);
  console.log(`lab: first step of 4 queens ${Date.now() - opened} ms after opening the Lab`);
  assert.equal(await text(page, '#why'), 'Level 0: your moves() gives 1 to try next.');
  // Step to the first refusal: r2c1, attacked by the queen on r1c1.
  for (let k = 2; k <= 4; k += 1) {
    await page.click('#step');
    await atStep(page, k);
  }
  assert.equal(await text(page, '#why'), 'valid(1, 1) returned False.');
  assert.match(await page.locator('.lab-lines li.lit').innerText(), /^\d+$/);
  const lit = Number(await page.locator('.lab-lines li.lit').innerText());
  assert.match(code.split('\n')[lit - 1], /def valid\(/, 'the line lit is the method called');
  // The Code panel shows the learner's code, the same method lit; so
  // does projector mode, where the editor stays the teacher's.
  assert.match(await text(page, '#panel-code .line.lit'), /def valid\(self, level, move\):/);
  await page.keyboard.press('p');
  await page.waitForSelector('.app.projector');
  assert.equal(await page.locator('.lab').isVisible(), false, 'no editor on the projector');
  await page.click('#page-code');
  assert.match(await text(page, '#panel-code .line.lit'), /def valid\(/);
  const inView = await page.evaluate(() => {
    const lit = document.querySelector('#panel-code .line.lit').getBoundingClientRect();
    const box = document.querySelector('#panel-code pre').getBoundingClientRect();
    return lit.top >= box.top && lit.bottom <= box.bottom && box.bottom <= innerHeight;
  });
  assert.ok(inView, 'the lit line stands in the code box, the box on the screen');
  await page.screenshot({ path: join(SHOTS, 'lab-queens4-projector-1280.png') });
  await page.keyboard.press('p');
  await page.waitForSelector('.app:not(.projector)');
  // Back a step, and forward again: the learner's run rewinds.
  await page.click('#back');
  await atStep(page, 3);
  assert.equal(await text(page, '#why'), 'Level 1: your moves() gives 1 to try next.');
  await page.locator('.lab').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'lab-queens4-1280.png') });
});

/** Milliseconds to the end of the run on screen, and its counters. */
async function toTheEnd(page) {
  const started = Date.now();
  await page.click('#skip');
  await page.waitForFunction(() => document.querySelector('#skip')?.disabled, null, { timeout: 120000 });
  const ms = Date.now() - started;
  const counters = {};
  for (const name of ['attempts', 'solutions', 'placements', 'backtracks']) counters[name] = await count(page, `#${name}`);
  return { ms, counters, steps: Number(await page.inputValue('#step-number')) };
}

test('8 queens: the prefilled code counts 92 solutions with classic\'s counters', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${encodeURIComponent('{"kind":"queens","n":8}')}&strategy=classic&mode=all` });
  await openLab(page);
  await page.click('#lab-run');
  await atStep(page, 1, 20000);
  const learner = await toTheEnd(page);
  await page.click('#lab-open');
  await page.click('#step');
  await atStep(page, 1, 20000);
  const classic = await toTheEnd(page);
  assert.equal(learner.counters.solutions, 92);
  assert.deepEqual(learner.counters, classic.counters);
  assert.equal(learner.steps, classic.steps);
  const rate = (r) => Math.round(r.steps / (r.ms / 1000));
  console.log(`lab: 8 queens, all ${learner.steps} events: the learner's Python ${learner.ms} ms (${rate(learner)} events/s), classic ${classic.ms} ms (${rate(classic)} events/s): ${(classic.ms / learner.ms).toFixed(3)} of classic's rate`);
});

test('the Presse puzzle in the Lab: the first 10,000 steps as classic takes them, the learner\'s reason shown', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${PRESSE}&strategy=classic` });
  await openLab(page);
  await page.click('#lab-run');
  await atStep(page, 1, 20000);
  const started = Date.now();
  await page.fill('#step-number', '10000');
  await page.press('#step-number', 'Enter');
  await atStep(page, 10000, 60000);
  const ms = Date.now() - started;
  console.log(`lab: Presse, 10,000 steps of the learner's Python in ${ms} ms`);
  const attempts = await count(page, '#attempts');
  // Step until valid refuses: the learner's reason is quoted.
  for (let k = 10001; k < 10200 && !/returned False/.test(await text(page, '#why')); k += 1) {
    await page.click('#step');
    await atStep(page, k);
  }
  assert.match(await text(page, '#why'), /^valid\(\d+, \d+\) returned False: “the (row|column|box) holds it already”\.$/);
  // Then the next record: its line, far down, is brought into the editor's sight.
  for (let k = 1; k < 200 && !/^valid\(\d+, \d+\) returned True/.test(await text(page, '#why')); k += 1) {
    const at = Number(await page.inputValue('#step-number'));
    await page.click('#step');
    await atStep(page, at + 1);
  }
  const seen = await page.evaluate(() => {
    const box = document.querySelector('.lab-editor').getBoundingClientRect();
    const lit = document.querySelector('.lab-lines li.lit').getBoundingClientRect();
    return lit.top >= box.top && lit.bottom <= box.bottom;
  });
  assert.ok(seen, 'the lit line is in sight in the editor');
  await page.locator('.lab').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'lab-presse-1280.png') });
  assert.equal(await builtInAttemptsAt(page, 10000), attempts, 'the same attempts at step 10,000 as classic');
});

test('a syntax error is marked on its line and the code is kept', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS4}` });
  const code = await openLab(page);
  const broken = code.replace('def done(self, level):', 'def done(self, level)');
  await writeCode(page, broken);
  await page.click('#lab-run');
  await page.waitForSelector('#lab-problem', { timeout: 20000 });
  const line = broken.split('\n').findIndex((l) => l.includes('def done(self, level)')) + 1;
  assert.match(await text(page, '#lab-problem'), new RegExp(`line ${line}: SyntaxError`));
  assert.equal(await page.locator('.lab-lines li.error').innerText(), String(line));
  assert.equal(await page.inputValue('#lab-code'), broken, 'the learner\'s code is kept');
  await page.screenshot({ path: join(SHOTS, 'lab-syntax-error-1280.png') });
  // A method returning the wrong type is named, with both types.
  await writeCode(page, code.replace('return list(range(1, self.n + 1))', 'return self.n'));
  await page.click('#lab-run');
  await page.waitForFunction(() => /returned a value of type/.test(document.querySelector('#lab-problem')?.textContent ?? ''), null, { timeout: 20000 });
  assert.equal(await text(page, '#lab-problem'), 'moves(0) returned a value of type int where it must return list of int. The run stops here.');
  // Code without the puzzle the page calls.
  await writeCode(page, code.replace('puzzle = Queens(N)', 'board = Queens(N)'));
  await page.click('#lab-run');
  await page.waitForFunction(() => /has no puzzle/.test(document.querySelector('#lab-problem')?.textContent ?? ''), null, { timeout: 20000 });
});

test('an endless loop in valid is stopped after its budget; the page stays responsive', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS4}` });
  const code = await openLab(page);
  await writeCode(page, code.replace('for row in range(level):', 'while True:\n            pass\n        for row in range(level):'));
  await page.click('#lab-run');
  await page.click('#step').catch(() => {});
  // While the loop runs, the page answers.
  const started = Date.now();
  await page.evaluate(() => new Promise((ok) => requestAnimationFrame(() => ok())));
  assert.ok(Date.now() - started < 1000, 'the page draws while the learner\'s loop runs');
  await page.waitForSelector('#lab-problem', { timeout: 20000 });
  assert.match(await text(page, '#lab-problem'), /^valid\(\d+, \d+\) ran for more than 2 s/);
});


test('a link with the learner\'s code reopens the Lab with it, at its step', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS4}` });
  const code = await openLab(page);
  const mine = code.replace('def done(self, level):', 'def done(self, level):\n        # mine: the last row is filled');
  await writeCode(page, mine);
  await page.click('#lab-run');
  await atStep(page, 1, 20000);
  await page.click('#step');
  await atStep(page, 2);
  await page.click('#copy-link');
  await page.waitForFunction(async () => (await navigator.clipboard.readText()).includes('&lab='));
  const url = await page.evaluate(() => navigator.clipboard.readText());
  console.log(`lab: a link with the 4 queens code: ${url.length} characters for ${mine.length} of code`);
  const again = await open(env, t, { fragment: url.split('#')[1] });
  await again.waitForSelector('#lab-code');
  await atStep(again, 2, 20000);
  assert.equal(await again.inputValue('#lab-code'), mine);
  assert.equal(await text(again, '#why'), 'valid(0, 1) returned True; record(0, 1) records the move, and the search goes one level deeper.');
});

test('the Lab works offline after one visit that opened it', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS4}` });
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, null, { timeout: 30000 });
  await openLab(page);
  await page.click('#lab-run');
  await atStep(page, 1, 20000);
  const kept = await page.evaluate(async () => (await (await caches.open((await caches.keys())[0])).keys())
    .map((r) => new URL(r.url).pathname).filter((p) => p.startsWith('/lab/')).sort());
  assert.equal(kept.length, 5, `the Lab's worker, its wasm and glue, MicroPython's script and wasm are kept: ${kept}`);
  await page.context().setOffline(true);
  await page.reload();
  await page.waitForSelector('.app-root [role=gridcell]');
  await openLab(page);
  await page.click('#lab-run');
  await atStep(page, 1, 20000);
  assert.equal(await text(page, '#why'), 'Level 0: your moves() gives 1 to try next.');
  await page.context().setOffline(false);
});

test('a valid that lets every move through: a wrong solution, and the check names the first difference', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS4}&mode=all` });
  const code = await openLab(page);
  const broken = code.replace(/(def valid\(self, level, move\):\n)/, '$1        print("valid", level, move)\n        return True\n');
  await writeCode(page, broken);
  await page.click('#lab-run');
  await atStep(page, 1, 20000);
  await page.click('#skip');
  await page.waitForFunction(() => document.querySelector('#skip')?.disabled, null, { timeout: 60000 });
  // What the learner's code printed, its last call last.
  assert.match(await page.locator('#lab-output').innerText(), /valid 3 3\nvalid 3 4\n?$/);
  await page.fill('#step-number', '9');
  await page.press('#step-number', 'Enter');
  await atStep(page, 9);
  assert.match(await text(page, '#why'), /^done\(4\) returned True: solution 1 of your code, but this board breaks the puzzle's rules/);
  await page.click('#lab-check');
  await page.waitForSelector('#lab-check-result', { timeout: 20000 });
  assert.equal(await text(page, '#lab-check-result'), 'Step 4 differs. Your code: place r2c1. The built-in search: reject r2c1.');
  await page.locator('.lab').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'lab-check-1280.png') });
  // The prefilled code passes the check.
  await page.click('#lab-reset');
  await page.click('#lab-check');
  await page.waitForFunction(() => /exactly the built-in/.test(document.querySelector('#lab-check-result')?.textContent ?? ''), null, { timeout: 20000 });
  const events = btlab(['trace', '--all', '-'], QUEENS4).trimEnd().split('\n').length;
  assert.equal(await text(page, '#lab-check-result'), `Your code takes exactly the built-in search's steps, all ${events} of them; solutions found: 2.`);
});

test('the Lab in German: axe-core finds nothing, the lit and error lines are legible, keys in the editor stay the learner\'s', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS4}&lang=de` });
  const code = await openLab(page);
  assert.match(code, /# Gültig, wenn keine gesetzte Dame/);
  await page.click('#lab-run');
  await atStep(page, 1, 20000);
  for (let k = 2; k <= 4; k += 1) {
    await page.click('#step');
    await atStep(page, k);
  }
  assert.equal(await text(page, '#why'), 'valid(1, 1) gab False zurück.');
  // Typing into the editor is the learner's: no page shortcut fires.
  await page.click('#lab-code');
  await page.keyboard.press('End');
  await page.keyboard.type('pl');
  assert.equal(await page.locator('main.projector').count(), 0, 'P typed into the code is no projector key');
  assert.equal(await page.evaluate(() => document.documentElement.lang), 'de', 'L typed into the code is no language key');
  await writeCode(page, code.replace('def done(self, level):', 'def done(self, level)'));
  await page.click('#lab-run');
  await page.waitForSelector('#lab-problem', { timeout: 20000 });
  assert.match(await text(page, '#lab-problem'), /^Ihr Code läuft nicht, Zeile \d+: SyntaxError/);
  const found = await new AxeBuilder({ page }).analyze();
  const lines = found.violations.map((v) => `${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join('; ')}`);
  console.log(`# axe-core, the Lab in German with an error: ${lines.length} violations`);
  assert.deepEqual(lines, []);
  for (const selector of ['.lab-lines li.error', '#lab-code', '.lab-lines li']) {
    const ratio = await contrast(page, selector);
    assert.ok(ratio >= 7, `${selector}: contrast ${ratio.toFixed(2)}`);
  }
  await page.locator('.lab').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'lab-error-de-1280.png') });
});

test('an exercise: write valid for the queens; the check says when the search is the built-in one', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS4}&mode=all` });
  const article = await openLab(page);
  await page.selectOption('#lab-exercise', { label: 'N-Queens: write valid' });
  await page.waitForSelector('#lab-task');
  assert.match(await text(page, '#lab-task'), /lets every queen through/);
  const start = await page.inputValue('#lab-code');
  assert.match(start, /# Your code here/);
  await page.click('#lab-check');
  await page.waitForSelector('#lab-check-result', { timeout: 20000 });
  assert.match(await text(page, '#lab-check-result'), /^Step 4 differs\./);
  // The learner writes the course's valid: the same steps as classic.
  await writeCode(page, article);
  await page.click('#lab-check');
  await page.waitForFunction(() => /exactly the built-in/.test(document.querySelector('#lab-check-result')?.textContent ?? ''), null, { timeout: 20000 });
});

test('Kendoku in the Lab: the article\'s cage check, the built-in search\'s steps; the exercise without it differs', async (t) => {
  const kendoku = readFileSync(new URL('../../src/library.rs', import.meta.url), 'utf8').match(/r#"(\{"kind":"kendoku","size":6.*?)"#/)[1];
  const page = await open(env, t, { fragment: `puzzle=${encodeURIComponent(kendoku)}&mode=all` });
  const article = await openLab(page);
  assert.match(article, /def holds\(op, target, values\):/);
  assert.match(article, /if level == max\(cells\):/);
  await page.click('#lab-run');
  await atStep(page, 1, 20000);
  // To the first refusal by a cage: the learner's reason in the Explanation.
  const events = btlab(['trace', '--all', '-'], kendoku).trimEnd().split('\n');
  await page.click('#step');
  await atStep(page, 2);
  // A long line is not cut: the text area is as wide as it, the box scrolls.
  const widths = await page.evaluate(() => {
    const area = document.querySelector('#lab-code');
    const box = document.querySelector('.lab-editor');
    return { area: area.clientWidth, text: area.scrollWidth, box: box.clientWidth, scroll: box.scrollWidth };
  });
  assert.ok(widths.text <= widths.area && widths.scroll > widths.box, JSON.stringify(widths));
  await page.locator('.lab').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'lab-kendoku-1280.png') });
  await page.click('#lab-check');
  await page.waitForFunction(() => /exactly the built-in/.test(document.querySelector('#lab-check-result')?.textContent ?? ''), null, { timeout: 20000 });
  assert.equal(await text(page, '#lab-check-result'), `Your code takes exactly the built-in search's steps, all ${events.length.toLocaleString('en-US')} of them; solutions found: 1.`);
  await page.selectOption('#lab-exercise', { label: 'Kendoku: the cage check' });
  await page.waitForSelector('#lab-task');
  assert.match(await page.inputValue('#lab-code'), /# Your code here/);
  await page.click('#lab-check');
  await page.waitForFunction(() => /^Step \d+ differs\./.test(document.querySelector('#lab-check-result')?.textContent ?? ''), null, { timeout: 20000 });
  assert.match(await text(page, '#lab-check-result'), /The built-in search: reject /);
});

test('random order, as the course tries it: other steps, the same solutions; the check compares the solutions', async (t) => {
  const page = await open(env, t, { fragment: 'puzzle={"kind":"queens","n":8}&mode=first' });
  await openLab(page);
  await page.selectOption('#lab-exercise', { label: 'N-Queens: random order' });
  await page.waitForSelector('#lab-task');
  const start = await page.inputValue('#lab-code');
  assert.match(start, /# Your code here: put the moves in random order\./);
  await writeCode(page, start.replace('# Your code here: put the moves in random order.', 'random.shuffle(moves)'));
  await page.click('#lab-check');
  await page.waitForFunction(() => /Solutions: yours/.test(document.querySelector('#lab-check-result')?.textContent ?? ''), null, { timeout: 20000 });
  const words = await text(page, '#lab-check-result');
  assert.match(words, /^Your code finds every solution the built-in search finds, each keeping the puzzle's rules\. Solutions: yours 1, the built-in search's 1;/);
  const [, mine, ours] = words.match(/steps: yours ([\d,]+), the built-in search's ([\d,]+)\.$/);
  assert.notEqual(mine, ours, 'the shuffled order takes other steps');
  // A valid that lets every queen through: a solution against the rules.
  const broken = (await page.inputValue('#lab-code')).replace(/(def valid\(self, level, move\):\n)/, '$1        return True\n');
  await writeCode(page, broken);
  await page.click('#lab-check');
  await page.waitForFunction(() => /breaks the puzzle's rules/.test(document.querySelector('#lab-check-result')?.textContent ?? ''), null, { timeout: 20000 });
  assert.match(await text(page, '#lab-check-result'), /^At step \d+, your code's solution breaks the puzzle's rules\.$/);
});

test('Sudoku X in the Lab: the exercise without the diagonals differs, the article\'s getSets takes the built-in steps', async (t) => {
  const x = '{"diagonals":true,"givens":"958346712162579834473218965689154273241783596....................................","kind":"sudoku"}';
  const page = await open(env, t, { fragment: `puzzle=${encodeURIComponent(x)}` });
  const article = await openLab(page);
  assert.match(article, /sets\.append\(self\.diagonals\[1\]\)/);
  await page.selectOption('#lab-exercise', { label: 'Sudoku X: the diagonals' });
  await page.waitForSelector('#lab-task');
  await page.click('#lab-check');
  await page.waitForFunction(() => /^Step [\d,]+ differs\./.test(document.querySelector('#lab-check-result')?.textContent ?? ''), null, { timeout: 20000 });
  await writeCode(page, article);
  await page.click('#lab-check');
  await page.waitForFunction(() => /exactly the built-in/.test(document.querySelector('#lab-check-result')?.textContent ?? ''), null, { timeout: 20000 });
  const events = btlab(['trace', '-'], x).trimEnd().split('\n').length;
  assert.equal(await text(page, '#lab-check-result'), `Your code takes exactly the built-in search's steps, all ${events.toLocaleString('en-US')} of them; solutions found: 1.`);
});

test('counting all solutions as the course\'s solution_count does: the check compares the counts', async (t) => {
  const page = await open(env, t, { fragment: 'puzzle={"kind":"queens","n":8}&mode=all' });
  await openLab(page);
  await page.selectOption('#lab-exercise', { label: 'N-Queens: count all solutions' });
  await page.waitForSelector('#lab-task');
  const start = await page.inputValue('#lab-code');
  await page.click('#lab-check');
  await page.waitForFunction(() => /Solutions: yours/.test(document.querySelector('#lab-check-result')?.textContent ?? ''), null, { timeout: 20000 });
  assert.match(await text(page, '#lab-check-result'), /^Your code misses solutions the built-in search finds\. Solutions: yours 0, the built-in search's 92;/);
  await writeCode(page, start.replace(/(# Your code here[^\n]*\n\s*)return False/, '$1return level == self.n'));
  await page.click('#lab-check');
  await page.waitForFunction(() => /^Your code finds every solution/.test(document.querySelector('#lab-check-result')?.textContent ?? ''), null, { timeout: 20000 });
  assert.match(await text(page, '#lab-check-result'), /Solutions: yours 92, the built-in search's 92;/);
});
