// End-to-end tests of the page's basics: stepping against `btlab trace`,
// play and pause, the worker's runs, fast, N-Queens counts on every core,
// editing, bad input, phone size.  Run by `.ci/test` after `trunk build`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { setup, open, text, count, loadText, btlab, atStep, settled, SHOTS, PRESSE } from './helpers.mjs';

const env = setup();

/** Sets the page to count all solutions of `n` queens with `fast`. */
async function allQueensByFast(page, n) {
  await page.fill('#queens-n', String(n));
  await page.locator('#queens-n').dispatchEvent('change');
  await page.selectOption('#mode', 'all');
  await page.selectOption('#strategy', 'fast');
}

test('classic steps follow btlab trace, cell by cell', async (t) => {
  const page = await open(env, t);
  await loadText(page, PRESSE);
  await page.selectOption('#strategy', 'classic');
  const trace = btlab(['trace', '--steps', '20', '-'], PRESSE).trimEnd().split('\n').map((l) => l.trim());
  let attempts = 0;
  for (const line of trace) {
    await page.click('#step');
    await page.waitForFunction((want) => document.querySelector('#current-step')?.textContent === want, line);
    if (line.startsWith('try ')) attempts += 1;
    assert.equal(await count(page, '#attempts'), attempts, line);
    const [, r, c, v] = line.match(/r(\d)c(\d)=(\d)/);
    const cell = page.locator(`[data-cell="${(r - 1) * 9 + (c - 1)}"]`);
    assert.equal((await cell.locator('.value').innerText()).trim(), v, line);
    assert.match(await cell.getAttribute('class'), /trying|rejected|placed-now|undone/);
  }
  await page.screenshot({ path: join(SHOTS, 'steps-1280.png') });
  // step back: the last placement is taken back
  const before = await count(page, '#attempts');
  await page.click('#back');
  await page.click('#back');
  await page.waitForFunction((n) => Number(document.querySelector('#attempts').textContent.replace(/\D/g, '')) === n, before - 1);
});

test('play, then pause: the counter stops', async (t) => {
  const page = await open(env, t);
  await loadText(page, PRESSE);
  await page.selectOption('#strategy', 'classic');
  await page.selectOption('#mode', 'all');
  await page.selectOption('#speed', '8');
  await page.evaluate(() => { window.__longTasks = []; }); // the animation's tasks only, not page load
  await page.click('#play');
  await page.waitForFunction(() => Number(document.querySelector('#attempts').textContent.replace(/\D/g, '')) > 500);
  await page.waitForTimeout(2000);
  await page.click('#pause');
  await page.waitForSelector('#play');
  await page.waitForTimeout(200);
  const stopped = await count(page, '#attempts');
  await page.waitForTimeout(800);
  assert.equal(await count(page, '#attempts'), stopped);
  assert.ok(stopped > 0);
  const longest = await page.evaluate(() => Math.max(0, ...window.__longTasks));
  console.log(`# longest main-thread task during 2 s of the fastest animation, every panel open: ${longest.toFixed(0)} ms (${stopped} attempts shown)`);
  assert.ok(longest <= 200, `no main-thread task over 200 ms (${longest} ms)`);
});

test('fast solves the Presse puzzle to its listed first row', async (t) => {
  const page = await open(env, t);
  await loadText(page, PRESSE);
  await page.selectOption('#strategy', 'fast');
  await page.click('#play');
  await page.waitForSelector('#summary');
  const row = [];
  for (let c = 0; c < 9; c++) row.push((await page.locator(`[data-cell="${c}"] .value`).innerText()).trim());
  assert.equal(row.join(''), '358419276');
  assert.equal(await count(page, '#solutions'), 1);
});

test('8 queens, all solutions: 92, browsed from 1; a count of 14 pauses within a second', async (t) => {
  const page = await open(env, t);
  await allQueensByFast(page, 8);
  await page.click('#play');
  await page.waitForSelector('#summary');
  assert.equal(await count(page, '#solutions'), 92);
  assert.equal(await text(page, '#solution-index'), 'solution 1 of 92');
  await page.click('#next-solution');
  assert.equal(await text(page, '#solution-index'), 'solution 2 of 92');
  // As the sources show them: 12 patterns, and a solution beside its mirror.
  assert.match(await text(page, '#symmetry-group'), /pattern \d+ of 12/);
  const queens = () => page.evaluate(() => [...document.querySelectorAll('[data-cell]')]
    .filter((c) => c.textContent.includes('♛')).map((c) => Number(c.dataset.cell) % 8));
  const before = await queens();
  await page.click('#mirror-solution');
  await page.waitForFunction(() => document.querySelector('#solution-index').textContent !== 'solution 2 of 92');
  assert.deepEqual(await queens(), before.map((c) => 7 - c), 'the mirror image');
  await page.screenshot({ path: join(SHOTS, 'queens-1280.png') });

  await page.fill('#queens-n', '14');
  await page.locator('#queens-n').dispatchEvent('change');
  await page.selectOption('#strategy', 'classic');
  await page.click('#skip');
  await page.waitForFunction(() => Number(document.querySelector('#solutions').textContent.replace(/\D/g, '')) > 100);
  const clicked = Date.now();
  await page.click('#pause');
  await page.waitForSelector('#play');
  const honoured = Date.now() - clicked;
  // The pieces shared among the workers taken back: the run alone again
  // (as far as the pieces back one after the other went).
  await page.waitForSelector('#workers', { state: 'detached', timeout: 10000 });
  await settled(page);
  const stopped = await count(page, '#solutions');
  await page.waitForTimeout(800);
  assert.equal(await count(page, '#solutions'), stopped, 'no more progress after pause');
  assert.ok(stopped < 365596);
  assert.ok(honoured < 1000, `pause took ${honoured} ms`);
  console.log(`# pause during the 14-queens count honoured in ${honoured} ms`);
});

test('16 queens counted on every core: the count rises to 14,772,512', async (t) => {
  const page = await open(env, t);
  await allQueensByFast(page, 16);
  const cores = await page.evaluate(() => navigator.hardwareConcurrency);
  await page.click('#play');
  const workers = await text(page, '#workers');
  assert.match(workers, new RegExp(`Counting on ${Math.min(cores, 16)} workers`));
  const seen = [];
  while (!(await page.locator('#summary').count())) {
    seen.push(await count(page, '#solutions'));
    await page.waitForTimeout(100);
  }
  const rising = seen.filter((v, i) => i === 0 || v > seen[i - 1]);
  assert.ok(rising.length >= 3, `the count rose ${rising.length} times: ${seen.join(', ')}`);
  assert.ok(seen.every((v, i) => i === 0 || v >= seen[i - 1]), 'the count never falls');
  assert.equal(await count(page, '#solutions'), 14772512);
  assert.match(await text(page, '#message'), new RegExp(`14.772.512 solutions: the whole tree was searched, on ${Math.min(cores, 16)} workers`));
  assert.match(await text(page, '#solution-index'), /of 1000/);
  console.log(`# 16 queens counted on ${cores} workers in ${await text(page, '#elapsed')}`);
  await page.screenshot({ path: join(SHOTS, 'queens16-1280.png') });
});

test('a count of 20 queens, whose pieces take longer than the watchdog allows a silence, keeps its workers and rises, also after a pause', async (t) => {
  const page = await open(env, t);
  await allQueensByFast(page, 20);
  await page.click('#play');
  // A piece of 20 queens takes tens of seconds; the workers answer about
  // it every half second, so none is taken for dead after 8 s.
  const seen = [];
  for (let i = 0; i < 10; i++) {
    await page.waitForTimeout(1000);
    seen.push(await count(page, '#solutions'));
  }
  const silent = await page.locator('#message').allInnerTexts();
  assert.ok(!silent.some((note) => /stopped answering/.test(note)), silent.join(' '));
  assert.equal(await page.locator('#summary').count(), 0, 'still counting');
  const rising = seen.filter((v, i) => i > 0 && v > seen[i - 1]);
  assert.ok(rising.length >= 8, `the count rose every second: ${seen.join(', ')}`);
  // Paused for longer than the watchdog: the workers wait to be asked on,
  // which is no silence; on Play they go on with their pieces.
  await page.click('#pause');
  await page.waitForTimeout(9000);
  const paused = await count(page, '#solutions');
  await page.click('#play');
  await page.waitForTimeout(1500);
  const notes = await page.locator('#message').allInnerTexts();
  assert.ok(!notes.some((note) => /stopped answering/.test(note)), notes.join(' '));
  assert.ok(await count(page, '#solutions') > paused, 'counting again after the pause');
  await page.click('#pause');
});

test('clashing givens: the error names the cells, the grid survives a reload', async (t) => {
  const page = await open(env, t);
  await loadText(page, PRESSE);
  await page.click('[data-cell="1"]');
  await page.keyboard.press('3');
  assert.match(await page.locator('[data-cell="1"]').getAttribute('class'), /clash/);
  assert.match(await page.locator('[data-cell="0"]').getAttribute('class'), /clash/);
  await page.click('#play');
  assert.match(await text(page, '#message'), /r1c1 and r1c2 both hold 3 in row 1/);
  await page.screenshot({ path: join(SHOTS, 'clash-1280.png') });
  await page.reload();
  await page.waitForSelector('[role=gridcell]');
  assert.equal((await page.locator('[data-cell="1"] .value').innerText()).trim(), '3');
  assert.equal((await page.locator('[data-cell="4"] .value').innerText()).trim(), '1');
});

test('bad pasted text names its place and keeps the text', async (t) => {
  const page = await open(env, t);
  await loadText(page, '{"kind":"queens","n":-1}');
  assert.match(await text(page, '#message'), /field "n": expected a whole number from 1 to 1000, got -1/);
  assert.equal(await page.inputValue('#import'), '{"kind":"queens","n":-1}');
});

test('the grid is a keyboard grid: arrows move, digits write, givens stay, Ctrl+Z undoes', async (t) => {
  const page = await open(env, t);
  await page.locator('.board').focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('7');
  const cell = page.locator('[data-cell="10"]');
  assert.equal(await cell.getAttribute('aria-selected'), 'true');
  assert.equal(await cell.getAttribute('aria-label'), 'row 2, column 2, 7');
  await page.keyboard.press('Delete');
  assert.equal(await cell.getAttribute('aria-label'), 'row 2, column 2, empty');
  await page.keyboard.press('Control+z');
  assert.equal(await cell.getAttribute('aria-label'), 'row 2, column 2, 7');
  // Space and Enter write nothing, and a given is never overwritten.
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('Enter');
  await page.keyboard.press('5');
  assert.equal((await page.locator('[data-cell="0"] .value').innerText()).trim(), '3');
  assert.match(await text(page, '#message'), /r1c1 holds a given/);
});

test('the N already shown loads on Enter; a link pasted into the open tab opens its moment', async (t) => {
  const page = await open(env, t);
  await page.click('#tour-close');
  assert.equal(await page.inputValue('#queens-n'), '8');
  await page.focus('#queens-n');
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => document.querySelectorAll('[data-cell]').length === 64);
  await page.evaluate(() => {
    location.hash = '#puzzle=' + encodeURIComponent('{"kind":"queens","n":5}') + '&strategy=classic&step=3';
  });
  await page.waitForFunction(() => document.querySelectorAll('[data-cell]').length === 25);
  await atStep(page, 3);
  assert.equal(await text(page, '#current-step'), 'try r2c1');
});

test('screenshots at 1280x720 and phone size', async (t) => {
  const page = await open(env, t);
  await loadText(page, PRESSE);
  await page.selectOption('#strategy', 'propagate');
  for (let i = 0; i < 9; i++) await page.click('#step');
  await page.screenshot({ path: join(SHOTS, 'propagate-1280.png') });
  await page.selectOption('#library', { label: 'Kendoku 009 (janko.at)' });
  assert.equal((await page.locator('[data-cell="0"] .corner').innerText()).trim(), '16×');
  await page.selectOption('#strategy', 'classic');
  for (let i = 0; i < 25; i++) await page.click('#step');
  await page.screenshot({ path: join(SHOTS, 'kendoku-1280.png') });
  const phone = await open(env, t, { size: { width: 390, height: 844 } });
  await phone.screenshot({ path: join(SHOTS, 'phone.png'), fullPage: true });
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `no sideways scrolling on a phone (${overflow}px)`);
});

test('8 queens: the squares the placed queens attack are shaded on request, the free ones stay plain', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${encodeURIComponent('{"kind":"queens","n":8}')}&strategy=classic&step=30` });
  await atStep(page, 30);
  assert.equal(await page.locator('.cell.attacked').count(), 0, 'off at first');
  await page.click('#shade-attacks');
  await page.waitForSelector('.cell.attacked');
  const { shaded, expected } = await page.evaluate(() => {
    const cells = [...document.querySelectorAll('[data-cell]')];
    const queens = cells.filter((c) => c.classList.contains('placed') || c.classList.contains('placed-now')).map((c) => Number(c.dataset.cell));
    const hit = (sq) => queens.some((q) => q !== sq && (Math.floor(q / 8) === Math.floor(sq / 8) || q % 8 === sq % 8
      || Math.abs(Math.floor(q / 8) - Math.floor(sq / 8)) === Math.abs((q % 8) - (sq % 8))));
    return {
      shaded: cells.filter((c) => c.classList.contains('attacked')).map((c) => Number(c.dataset.cell)),
      expected: cells.map((c) => Number(c.dataset.cell)).filter((sq) => !queens.includes(sq) && hit(sq)),
    };
  });
  assert.deepEqual(shaded, expected);
  assert.equal(await page.locator('#shade-attacks').getAttribute('aria-pressed'), 'true');
  await page.screenshot({ path: join(SHOTS, 'queens-shaded-1280.png') });
});

test('a jump to the first solution counts the time the search took to get there', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${PRESSE}&strategy=classic` });
  await page.click('#next-solution-step');
  await page.waitForFunction(() => Number(document.querySelector('#solutions').textContent) === 1, null, { timeout: 30000 });
  const elapsed = await text(page, '#elapsed');
  assert.notEqual(elapsed.trim(), '0.00 s', `the search's time: ${elapsed}`);
  // At the solution no cell is at work, and the Sets panel says why.
  assert.match(await text(page, '#panel-sets'), /the search is at a solution or at its end/);
});
