// End-to-end tests of the explanation issue: a link opens one moment,
// every panel follows the step (why, the lit line, the chain, the tree),
// rewind over any run, and the figures of the targets (logged, not timed
// assertions: these machines are noisy).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { setup, open, text, count, step, atStep, btlab, contrast, SHOTS, PRESSE } from './helpers.mjs';

const env = setup();
const QUEENS4 = '{"kind":"queens","n":4}';
const KENDOKU_009 = '{"kind":"kendoku","size":6,"cages":[{"target":16,"op":"x","cells":[0,1,6]},{"target":7,"op":"+","cells":[2,3,9]},{"target":1,"op":"-","cells":[4,5]},{"target":25,"op":"x","cells":[7,8,13]},{"target":2,"op":"/","cells":[10,11]},{"target":2,"op":"/","cells":[12,18]},{"target":2,"op":"-","cells":[14,20]},{"target":4,"op":"-","cells":[15,21]},{"target":6,"op":"x","cells":[16,17]},{"target":4,"op":"-","cells":[19,25]},{"target":2,"op":"/","cells":[22,28]},{"target":5,"op":"+","cells":[23,29]},{"target":3,"op":"-","cells":[24,30]},{"target":9,"op":"x","cells":[26,31,32]},{"target":2,"op":"-","cells":[27,33]},{"target":1,"op":"-","cells":[34,35]}]}';
const link = (puzzle, rest) => `puzzle=${encodeURIComponent(puzzle)}&${rest}`;

test('a link to step 4 of 4 queens names the queen on r1c1 and the column', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS4}&strategy=classic&step=4` });
  await atStep(page, 4);
  assert.equal(await text(page, '#current-step'), 'reject r2c1');
  assert.equal(await text(page, '#why'), 'r2c1 is attacked by the queen on r1c1 (same column).');
  assert.match(await page.locator('[data-cell="0"]').getAttribute('class'), /culprit/);
  assert.match(await page.locator('[data-cell="4"]').getAttribute('class'), /rejected/);
  for (const label of ['Explanation', 'Code', 'Recursion chain', 'Sets', 'Search tree']) {
    assert.equal(await page.locator(`section[aria-label="${label}"]`).count(), 1, label);
  }
  // The address bar keeps the moment: a reload shows it again.
  await page.reload();
  await atStep(page, 4);
  assert.match(await text(page, '#why'), /queen on r1c1 \(same column\)/);
  await page.screenshot({ path: join(SHOTS, 'queens4-1280.png') });
});

test('a link on the Presse puzzle restores the board and the attempts of that step', async (t) => {
  const k = 5000;
  const trace = btlab(['trace', '--steps', String(k), '-'], PRESSE).trimEnd().split('\n');
  const attempts = trace.filter((l) => l.trim().startsWith('try ')).length;
  const page = await open(env, t, { fragment: link(PRESSE, `strategy=classic&mode=all&step=${k}`) });
  await atStep(page, k);
  assert.equal(await count(page, '#attempts'), attempts);
  assert.equal(await text(page, '#current-step'), trace[k - 1].trim());
  // The chain lists every level of the path: the last event's level is
  // its indentation in the trace.
  const level = (trace[k - 1].length - trace[k - 1].trimStart().length) / 2;
  const rows = await page.locator('#panel-chain tbody tr').count();
  assert.ok(rows === level || rows === level + 1, `${rows} rows for level ${level}`);
  // The board shows the placements of the path.
  const placed = await page.locator('.cell.placed, .cell.placed-now').count();
  assert.ok(placed > 0);
  await page.screenshot({ path: join(SHOTS, 'presse-midrun-1280.png'), fullPage: true });
});

test('after End on Presse the explanation is of its first solution and a code line is lit', async (t) => {
  const page = await open(env, t, { fragment: link(PRESSE, 'strategy=classic&mode=first') });
  await page.click('#tour-close');
  await page.locator('body').focus();
  await page.keyboard.press('End');
  await page.waitForSelector('#summary', { timeout: 60000 });
  assert.equal(await text(page, '#current-step'), 'solution #1');
  assert.doesNotMatch(await text(page, '#why'), /Nothing tried yet/);
  assert.equal(await page.locator('#panel-code [aria-current="step"]').count(), 1);
});

test('the lit line of code follows the kind of event', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS4}&strategy=classic` });
  const lines = { try: 'for move in moves(level):', reject: 'reject move, try the next', place: 'record(level, move)', undo: 'undo(level, move)' };
  const seen = new Set();
  for (let i = 1; i <= 17; i++) {
    await page.click('#step');
    await atStep(page, i);
    const kind = (await text(page, '#current-step')).split(' ')[0];
    const lit = page.locator('#panel-code [aria-current="step"]');
    assert.equal(await lit.count(), 1);
    assert.equal((await lit.innerText()).replace('▶', '').trim(), lines[kind], `step ${i}: ${kind}`);
    seen.add(kind);
  }
  assert.deepEqual([...seen].sort(), ['place', 'reject', 'try', 'undo']);
});

test('clicking a tree node jumps there, arrows on the tree go from node to node; stepping back from the end reaches step 0', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS4}&strategy=classic&mode=all` });
  await page.click('#skip');
  await page.waitForSelector('#summary');
  const end = await step(page);
  assert.equal(await text(page, '#current-step'), 'exhausted');
  const nodes = page.locator('svg.tree circle.node');
  assert.equal(await nodes.count(), 17, 'the start and 16 placements');
  const target = nodes.nth(5);
  const at = Number(await target.getAttribute('data-step'));
  await target.click();
  await atStep(page, at);
  assert.match(await text(page, '#current-step'), /^place /);
  assert.equal(await page.locator('svg.tree circle.current').getAttribute('data-step'), String(at));
  // The same by keys, on the tree: up to the parent, right to the node
  // placed next, left back; the tree keeps the focus.
  const moved = (from) => page.waitForFunction((f) => Number(document.querySelector('#step-number').value) !== f, from);
  await page.focus('svg.tree');
  await page.keyboard.press('ArrowUp');
  await moved(at);
  const up = await step(page);
  assert.ok(up < at, `up from ${at} to ${up}`);
  assert.equal(await page.locator('svg.tree circle.current').getAttribute('data-step'), String(up));
  assert.ok(await page.evaluate(() => document.activeElement?.matches('svg.tree')), 'the tree keeps the focus');
  await page.keyboard.press('ArrowRight');
  await moved(up);
  const next = await step(page);
  assert.ok(next > up);
  assert.match(await text(page, '#current-step'), /^place /);
  await page.keyboard.press('ArrowLeft');
  await atStep(page, up);
  // Back to the end, then one step back at a time to the start.
  await page.click('#skip');
  await atStep(page, end);
  for (let k = end - 1; k >= 0; k--) {
    await page.click('#back');
    await atStep(page, k);
  }
  assert.match(await text(page, '#why'), /Nothing tried yet/);
  assert.ok(await page.locator('#back').isDisabled());
});

test('Kendoku 009: the cage explains its arithmetic; screenshot with every panel open', async (t) => {
  const page = await open(env, t, { fragment: link(KENDOKU_009, 'strategy=classic&mode=all') });
  // Find the first rejection by a cage, from the explanation.
  let why = '';
  for (let i = 0; i < 400 && !why.startsWith('Cage'); i++) {
    await page.click('#step');
    await atStep(page, i + 1);
    why = await text(page, '#why');
  }
  assert.match(why, /^Cage \d+[+−×÷] \((r\dc\d(, )?)+\): .* = \d+, not \d+\.$|^Cage .* is not \d+\.$/);
  assert.ok(await page.locator('.cell.lit').count() >= 2, 'the cage is lit');
  await page.screenshot({ path: join(SHOTS, 'kendoku009-1280.png'), fullPage: true });
});

test('figures: the exhaustive Presse run to the end, a jump to any step, step back from the end, 55 frames/s at 1,000 steps/s', async (t) => {
  const page = await open(env, t, { fragment: link(PRESSE, 'strategy=classic&mode=all') });
  // The same page told it has one core: the run goes to its end in its
  // own worker alone, not shared with helpers.
  const lone = await open(env, t, { fragment: link(PRESSE, 'strategy=classic&mode=all'), cores: 1 });
  // Nine runs each, best against best, taken in turns so that all see
  // the same spells of a busy machine (a run of 0.1 s varies by a
  // quarter or more from one to the next on these machines).
  const natives = [];
  const runs = [];
  const alone = [];
  const toEnd = async (p, i) => {
    if (i > 0) {
      await p.selectOption('#mode', 'first');
      await p.selectOption('#mode', 'all');
    }
    // Click to summary, timed in the page (the first run is in a fresh
    // worker, whose code the browser has not optimised yet).
    return p.evaluate(() => new Promise((done) => {
      const t0 = performance.now();
      const seen = new MutationObserver(() => {
        if (document.querySelector('#summary')) { seen.disconnect(); done(performance.now() - t0); }
      });
      seen.observe(document.body, { childList: true, subtree: true });
      document.querySelector('#skip').click();
    }));
  };
  // The page shares the run among as many workers as the machine has
  // cores (at most 16); btlab alike, as a peer on threads.
  const workers = Math.min(16, await page.evaluate(() => navigator.hardwareConcurrency));
  const threaded = [];
  const solve = (...more) => JSON.parse(btlab(['solve', '-s', 'classic', '--all', '--json', ...more, '-'], PRESSE)).elapsed_ms;
  for (let i = 0; i < 9; i++) {
    natives.push(solve());
    threaded.push(solve('--threads', String(workers)));
    runs.push(await toEnd(page, i));
    alone.push(await toEnd(lone, i));
  }
  assert.equal(await count(lone, '#attempts'), 6432362);
  assert.equal(await count(page, '#attempts'), 6432362);
  // The Search tree panel's per-level summary (one piece of markup, see
  // ui/panels/summary_table.rs): a row per level that saw a try, one per
  // cell for `classic` (the 81st level, a full grid, tries nothing), whose
  // tries add up to the attempts, level 0 first.
  const levels = await page.locator('table.summary tbody tr').evaluateAll((rows) =>
    rows.map((r) => [...r.querySelectorAll('td.num')].map((td) => Number(td.textContent.replace(/\D/g, '')))));
  assert.equal(levels.length, 81, 'a row per level, 0 to 80');
  assert.deepEqual(levels.map((r) => r[0]), levels.map((_, i) => i));
  assert.equal(levels.reduce((sum, r) => sum + r[1], 0), 6432362, 'the tries of every level add up to the attempts');
  const end = await step(page);
  const native = Math.min(...natives);
  const best = Math.min(...runs);
  const single = Math.min(...alone);
  const ms = (list) => list.map((r) => r.toFixed(0)).join(', ');
  console.log(`# to the end of the Presse run (${end} events): page on ${workers} workers ${ms(runs)} ms (best ${best.toFixed(0)}) vs btlab ${ms(natives)} ms (best ${native.toFixed(0)}): ${(best / native).toFixed(2)}x best to best, ${(runs[0] / native).toFixed(2)}x for fresh workers; the page's own count: ${await text(page, '#summary')}`);
  console.log(`# the same, the page told it has one core (one worker): ${ms(alone)} ms (best ${single.toFixed(0)}): ${(single / native).toFixed(2)}x best to best; sharing made it ${(single / best).toFixed(2)}x faster`);
  const peer = Math.min(...threaded);
  console.log(`# like for like, btlab --threads ${workers}: ${ms(threaded)} ms (best ${peer.toFixed(0)}): the page on ${workers} workers ${(best / peer).toFixed(2)}x best to best`);
  // Jumps to steps spread over the whole run.
  const jumps = [];
  for (const k of [end - 1, 1, Math.floor(end / 2), 12345678, 3, end - 1000]) {
    const t0 = Date.now();
    await page.fill('#step-number', String(k));
    await page.locator('#step-number').dispatchEvent('change');
    await atStep(page, k);
    jumps.push(Date.now() - t0);
  }
  console.log(`# jumps to any step of ${end}: ${jumps.join(', ')} ms (longest ${Math.max(...jumps)} ms)`);
  // Step back one event at a time from the end.
  await page.click('#skip');
  await atStep(page, end);
  const t1 = Date.now();
  for (let k = end - 1; k > end - 20; k--) {
    await page.click('#back');
    await atStep(page, k);
  }
  console.log(`# 19 steps back from the end: ${((Date.now() - t1) / 19).toFixed(1)} ms each`);
  // 1,000 events a second through the run with every panel open: frames.
  await page.click('#to-start');
  await atStep(page, 0);
  await page.selectOption('#speed', '5');
  await page.evaluate(() => {
    window.__longTasks = [];
    window.__frames = 0;
    const count = () => { window.__frames += 1; requestAnimationFrame(count); };
    requestAnimationFrame(count);
  });
  await page.click('#play');
  await page.waitForTimeout(3000);
  const { frames, longest } = await page.evaluate(() => ({ frames: window.__frames, longest: Math.max(0, ...window.__longTasks) }));
  const shown = await step(page);
  await page.click('#pause');
  console.log(`# stepping at 1,000 events/s with every panel open: ${(frames / 3).toFixed(1)} frames/s, ${shown} events in 3 s, longest main-thread task ${longest.toFixed(0)} ms`);
  await page.screenshot({ path: join(SHOTS, 'presse-playing-1280.png') });
  assert.ok(shown > 1000, 'the animation moved on');
});

test('copy link: the copied address opens the same moment; hidden panels stay hidden', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS4}&strategy=classic&step=6` });
  await atStep(page, 6);
  await page.click('#copy-link');
  await page.waitForFunction(() => /Link copied/.test(document.querySelector('#message')?.textContent ?? ''));
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(copied, /#puzzle=.*&strategy=classic.*&step=6$/);
  const other = await open(env, t, { fragment: copied.split('#')[1] });
  await atStep(other, 6);
  assert.equal(await text(other, '#why'), await text(page, '#why'));
  // Panels: hide the code and the tree; a reload keeps the choice.
  await page.click('#toggle-code');
  await page.click('#toggle-tree');
  assert.equal(await page.locator('#panel-code').count(), 0);
  assert.equal(await page.getAttribute('#toggle-code', 'aria-pressed'), 'false');
  await page.reload();
  await atStep(page, 6);
  assert.equal(await page.locator('#panel-code').count(), 0);
  assert.equal(await page.locator('#panel-tree').count(), 0);
  assert.equal(await page.locator('#panel-chain').count(), 1);
});

test('every state of a square reads at 7:1 or more', async (t) => {
  const trace = btlab(['trace', '--steps', '4000', '-'], PRESSE).trimEnd().split('\n').map((l) => l.trim());
  const first = (word) => trace.findIndex((l) => l.startsWith(word)) + 1;
  const states = [['try', 'trying'], ['reject', 'rejected'], ['place', 'placed-now'], ['undo', 'undone']];
  const page = await open(env, t, { fragment: link(PRESSE, 'strategy=classic') });
  const lowest = [];
  for (const [word, state] of states) {
    const k = first(word);
    await page.fill('#step-number', String(k));
    await page.locator('#step-number').dispatchEvent('change');
    await atStep(page, k);
    for (const sel of [`.cell.${state} .value`, '.cell.given .value', '.cell.placed .value', '.cell.culprit .value']) {
      if (await page.locator(sel).count()) {
        const ratio = await contrast(page, sel);
        lowest.push([sel, ratio]);
        assert.ok(ratio >= 7, `${sel} at step ${k}: ${ratio.toFixed(2)}:1`);
      }
    }
  }
  for (const sel of ['#why', '.legend', '.counters dt', '#panel-code .lit', '#panel-code .comment', '.tagline']) {
    const ratio = await contrast(page, sel);
    lowest.push([sel, ratio]);
    assert.ok(ratio >= 7, `${sel}: ${ratio.toFixed(2)}:1`);
  }
  const [sel, ratio] = lowest.sort((a, b) => a[1] - b[1])[0];
  console.log(`# lowest contrast of a square state or panel text: ${ratio.toFixed(2)}:1 (${sel})`);
});
