// End-to-end tests of the loose ends users met: a lesson kept through a
// reload, the presenter's keys after typing in a field, predict mode by
// keys alone, an export that gives the page back where it was, a broken
// lesson named, the Lab's failed runs claiming nothing of the tree and
// its `done` named when it fires early.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { setup, open, text, atStep, settled, step, btlab, SHOTS, PRESSE, more } from './helpers.mjs';

const env = setup();
const QUEENS6 = encodeURIComponent('{"kind":"queens","n":6}');
const QUEENS4 = '{"kind":"queens","n":4}';

/** The fragment in the address bar. */
const address = (page) => page.evaluate(() => location.hash.slice(1));

test('a lesson presented stays in the address bar: reloaded, it is presented at the same moment', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS6}&strategy=classic&step=5` });
  await atStep(page, 5);
  await page.click('#lesson > summary');
  await page.click('#mark-moment');
  for (const to of [12, 20]) {
    await page.fill('#step-number', String(to));
    await page.press('#step-number', 'Enter');
    await atStep(page, to);
    await page.click('#mark-moment');
  }
  await page.click('#present-lesson');
  await page.keyboard.press('PageUp');
  await atStep(page, 12);
  assert.equal(await text(page, '.moment-heading'), 'Moment 2 of 3: Step 12');
  await page.waitForFunction(() => location.hash.includes('&lesson='));
  assert.match(await address(page), /&step=12&lesson=/);
  await page.reload();
  await page.mouse.move(1, 1);
  await atStep(page, 12);
  await page.waitForSelector('.lesson[data-presenting]');
  assert.equal(await text(page, '.moment-heading'), 'Moment 2 of 3: Step 12');
  await page.keyboard.press('PageDown');
  await atStep(page, 20);
  assert.equal(await text(page, '.moment-heading'), 'Moment 3 of 3: Step 20');
  await page.screenshot({ path: join(SHOTS, 'lesson-after-reload-1280.png') });
});

test('after typing a number and Enter, the presenter\'s keys act again', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS6}&strategy=classic` });
  // The field gives the focus back once it has taken its value (a task
  // later): the keys are pressed after that, as a person's would be.
  const leftField = (id) => page.waitForFunction((f) => document.activeElement?.id !== f, id);
  await page.fill('#step-number', '7');
  await page.press('#step-number', 'Enter');
  await atStep(page, 7);
  await leftField('step-number');
  await page.keyboard.press('PageDown');
  await atStep(page, 8);
  // The queens' N: typed, Enter, then Page Down steps the new board.
  await page.fill('#queens-n', '5');
  await page.press('#queens-n', 'Enter');
  await page.waitForFunction(() => document.querySelectorAll('.app-root [role=gridcell]').length === 25);
  await leftField('queens-n');
  await page.keyboard.press('PageDown');
  await atStep(page, 1);
  await page.keyboard.press('p');
  await page.waitForSelector('.app.projector');
  await page.keyboard.press('p');
  await page.waitForSelector('.app:not(.projector)');
  await page.keyboard.press('?');
  await page.waitForSelector('#help-dialog[open]');
  assert.match(await text(page, '#help-dialog'), /Q: predict mode on and off/);
});

test('predict mode by keys alone: Q starts it, a digit answers, Page Down skips without a miss', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${encodeURIComponent(QUEENS4)}&strategy=classic` });
  await page.keyboard.press('q');
  await page.waitForSelector('#panel-predict');
  await page.keyboard.press('PageDown');
  await page.waitForSelector('#predict-question');
  assert.equal(await text(page, '#predict-question'), 'Which square will row 1 try?');
  await page.keyboard.press('1');
  await page.waitForSelector('#predict-verdict.right');
  assert.equal(await text(page, '#predict-score'), 'Score: 1 of 1');
  await atStep(page, 1);
  // Asked again; Page Down shows the step unanswered, and no miss counts.
  await page.keyboard.press('PageDown');
  await page.waitForSelector('#predict-question');
  await page.keyboard.press('PageDown');
  await atStep(page, 2);
  assert.equal(await text(page, '#predict-score'), 'Score: 1 of 1');
  await page.keyboard.press('q');
  await page.waitForSelector('#panel-predict', { state: 'detached' });
});

test('a GIF made from step 25 leaves the page at step 25: the link copied after it points there', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${PRESSE}&strategy=classic&step=25` });
  await atStep(page, 25);
  await more(page, '#make-gif');
  await page.waitForSelector('#export-dialog[open]');
  await page.fill('#export-to', '34');
  await page.press('#export-to', 'Tab');
  await Promise.all([page.waitForEvent('download', { timeout: 60000 }), page.click('#export-make')]);
  await page.waitForSelector('#export-dialog', { state: 'detached' });
  await atStep(page, 25);
  await page.click('#copy-link');
  await page.waitForFunction(async () => (await navigator.clipboard.readText()).includes('step='));
  const link = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(link, /&step=25$/);
});

test('a broken lesson in a link is named, and the rest of the link opens', async (t) => {
  const broken = encodeURIComponent('[["a",4],["b",]]');
  const page = await open(env, t, { fragment: `puzzle=${QUEENS6}&strategy=classic&step=3&lesson=${broken}` });
  await atStep(page, 3);
  await page.waitForSelector('#message');
  assert.match(await text(page, '#message'), /lesson: the moments cannot be read at character 15/);
});

/** Opens the Lab, writes `change(code)`, runs it and waits for the
 *  problem it names. */
async function labProblem(page, change) {
  await page.click('#lab-open');
  await page.waitForSelector('#lab-code');
  const code = await page.inputValue('#lab-code');
  await page.fill('#lab-code', change(code));
  await page.click('#lab-run');
  await page.click('#play').catch(() => {});
  await page.waitForSelector('#lab-problem', { timeout: 30000 });
  await settled(page);
  return text(page, '#lab-problem');
}

test('a learner\'s run that stopped on an error claims nothing of the tree', async (t) => {
  const cases = [
    ['an endless loop', (c) => c.replace('for row in range(level):', 'while True:\n            pass\n        for row in range(level):'), /ran for more than 2 s/],
    ['an exception', (c) => c.replace('col = self.vector[row]', 'col = self.vector[row] + nothing'), /NameError/],
    ['a wrong type', (c) => c.replace('return list(range(1, self.n + 1))', 'return self.n'), /returned a value of type int/],
  ];
  for (const [what, change, said] of cases) {
    const page = await open(env, t, { fragment: `puzzle=${QUEENS4}` });
    assert.match(await labProblem(page, change), said, what);
    await page.waitForTimeout(300);
    const message = await page.locator('#message').count() ? await text(page, '#message') : '';
    assert.doesNotMatch(message, /No solution|whole tree/, `${what}: ${message}`);
  }
});

test('a done that fires with one cell still empty is named as the cause', async (t) => {
  // Presse solved (by the native solver), its last row emptied: the
  // learner's search reaches its end in a few dozen steps.
  const solved = JSON.parse(btlab(['solve', '--json', '-'], PRESSE)).solution.join('');
  const page = await open(env, t, { fragment: `puzzle=${solved.slice(0, 72)}${'.'.repeat(9)}` });
  await page.click('#lab-open');
  await page.waitForSelector('#lab-code');
  const code = await page.inputValue('#lab-code');
  await page.fill('#lab-code', code.replace('return level == 81', 'return level == 80'));
  await page.click('#lab-run');
  await atStep(page, 1, 30000);
  await page.click('#next-solution-step');
  await page.waitForFunction(() => /done\(80\) returned True while/.test(document.querySelector('#why')?.textContent ?? ''), null, { timeout: 60000 });
  assert.match(await text(page, '#why'), /^done\(80\) returned True while r9c9 is still empty: your done ends the search before the board is full\.$/);
});

test('a phone\'s first tap on Step, made while the page is still starting, takes step 1', async (t) => {
  const context = await env.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  t.after(() => context.close());
  const page = await context.newPage();
  // The page's wasm is held back until the tap has landed on the first
  // screen the build drew.
  let release;
  const held = new Promise((ok) => { release = ok; });
  await page.route(/\/app-[0-9a-f]+_bg\.wasm$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(env.base);
  await page.waitForSelector('main[data-prerender] #step');
  await page.tap('main[data-prerender] #step');
  release();
  await page.waitForSelector('.app-root [role=gridcell]');
  await atStep(page, 1);
  await page.waitForTimeout(1000);
  assert.equal(await step(page), 1, 'the tap stepped once');
});

test('a Check on a phone brings its message and the wrong cell off screen into view', async (t) => {
  const page = await open(env, t, { size: { width: 390, height: 844 }, fragment: `puzzle=${PRESSE}` });
  // r9c9 is empty in Presse: a wrong 1 there (its value is 9 or less).
  const solved = JSON.parse(btlab(['solve', '--json', '-'], PRESSE)).solution;
  await page.click('.app-root [data-cell="80"]');
  await page.keyboard.press(String(solved[80] % 9 + 1));
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.click('#check');
  await page.waitForFunction(() => /wrong/.test(document.querySelector('.play-said')?.textContent ?? ''));
  await settled(page);
  await page.waitForTimeout(300);
  const inView = (sel) => page.locator(sel).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= innerHeight;
  });
  assert.ok(await inView('.app-root [data-cell="80"]'), 'the wrong cell is on screen');
  // Nothing brought into view stands under the run's bar, which stays at
  // the screen's foot on a phone.
  const barTop = await page.locator('.main-controls').evaluate((e) => e.getBoundingClientRect().top);
  const bottom = (sel) => page.locator(sel).evaluate((e) => e.getBoundingClientRect().bottom);
  assert.ok(await bottom('.app-root [data-cell="80"]') <= barTop, 'the wrong cell is above the run bar');
  assert.ok(await bottom('.play-said') <= barTop, 'the message is above the run bar');
  await page.screenshot({ path: join(SHOTS, 'check-wrong-phone.png') });
  // From the page's top, where the digit pad's foot is under the bar, a
  // square chosen brings the pad above it, the board still in view.
  await page.evaluate(() => window.scrollTo(0, 0));
  assert.ok(await bottom('.digit-pad') > barTop, 'at the top the pad starts under the bar');
  await page.click('.app-root [data-cell="79"]');
  await page.waitForFunction((bar) => document.querySelector('.digit-pad').getBoundingClientRect().bottom <= bar, barTop);
  const boardTop = await page.locator('.app-root .board').evaluate((e) => e.getBoundingClientRect().top);
  assert.ok(boardTop >= 0, `the board's top stays on screen (${boardTop})`);
  await page.screenshot({ path: join(SHOTS, 'digit-pad-phone.png') });
});

test('a puzzle loaded from the import box folds the box: the board it loaded stands on the first screen', async (t) => {
  const page = await open(env, t, { size: { width: 1280, height: 720 }, fragment: `puzzle=${QUEENS6}` });
  const board = () => page.locator('.app-root .board').evaluate((e) => {
    const r = e.getBoundingClientRect();
    return { top: r.top, bottom: r.bottom };
  });
  await page.click('details.import summary');
  await page.fill('#import', 'not a puzzle');
  await page.click('#load');
  await page.waitForSelector('details.import #message');
  assert.ok(await page.locator('details.import').evaluate((d) => d.open), 'text that does not read leaves the box open');
  await page.fill('#import', PRESSE);
  assert.ok((await board()).bottom > 720, 'while the box is open the board ends below the fold');
  await page.click('#load');
  await page.waitForFunction(() => !document.querySelector('details.import').open);
  await page.waitForSelector('.app-root [data-cell="80"]');
  const { top, bottom } = await board();
  assert.ok(top >= 0 && bottom <= 720, `the loaded board is on the first screen (${top}..${bottom})`);
  assert.equal(await page.evaluate(() => document.activeElement?.closest('details.import') && document.activeElement.tagName), 'SUMMARY', 'the focus waits at the box\'s summary');
  assert.equal(await page.inputValue('#import'), PRESSE, 'the box keeps the text');
});

test('the first screen\'s controls are counted (logged) and the board, Step and the Explanation are on it', async (t) => {
  const page = await open(env, t);
  const controls = await page.evaluate(() => {
    const seen = (e) => {
      const r = e.getBoundingClientRect();
      return r.width > 0 && r.height > 0 && r.top < innerHeight && r.bottom > 0 && getComputedStyle(e).visibility !== 'hidden';
    };
    const all = [...document.querySelectorAll('.app-root :is(button, select, input, summary, a[href], textarea)')].filter(seen);
    const outlined = all.filter((e) => e.tagName === 'BUTTON' && !e.classList.contains('primary'));
    return { all: all.length, buttons: outlined.length };
  });
  console.log(`# first screen at 1280x720: ${controls.all} controls in view, ${controls.buttons} of them plain buttons`);
  const top = (sel) => page.locator(sel).first().evaluate((e) => e.getBoundingClientRect().top);
  assert.ok(await top('.board') < 720, 'the board');
  assert.ok(await top('#step') < 720, 'Step');
  assert.ok(await top('#panel-explanation') < 720, 'the Explanation');
});

test('the Lab\'s editor stands beside the board on a desktop and takes the screen\'s width on a phone', async (t) => {
  for (const [size, fragment, name] of [
    [{ width: 1280, height: 800 }, `puzzle=${QUEENS4}`, 'lab-queens-1280x800'],
    [{ width: 1280, height: 800 }, `puzzle=${PRESSE}`, 'lab-sudoku-1280x800'],
    [{ width: 390, height: 844 }, `puzzle=${PRESSE}`, 'lab-sudoku-phone'],
  ]) {
    const page = await open(env, t, { size, fragment });
    await page.click('#lab-open');
    await page.waitForSelector('#lab-code');
    const boxes = await page.evaluate(() => {
      const r = (sel) => document.querySelector(sel).getBoundingClientRect();
      return { board: r('.board'), editor: r('.lab-editor'), width: document.documentElement.scrollWidth };
    });
    await page.locator('.lab-editor').scrollIntoViewIfNeeded();
    await page.screenshot({ path: join(SHOTS, `${name}.png`) });
    console.log(`# ${name}: editor at x=${boxes.editor.left.toFixed(0)} y=${boxes.editor.top.toFixed(0)}, ${boxes.editor.width.toFixed(0)} px wide; board ${boxes.board.width.toFixed(0)} px`);
    assert.ok(boxes.width <= size.width, `${name}: the page is ${boxes.width}px wide`);
    if (size.width > 700) {
      assert.ok(boxes.editor.left >= boxes.board.right, `${name}: the editor beside the board`);
      assert.ok(boxes.editor.width >= 400, `${name}: the editor ${boxes.editor.width}px wide`);
    } else {
      assert.ok(boxes.editor.width >= size.width - 60 && boxes.editor.right <= size.width, `${name}: the editor takes the screen's width`);
    }
  }
});
