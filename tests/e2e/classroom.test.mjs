// End-to-end tests of the classroom: every key, projector mode at three
// screen sizes for the largest boards, languages, predict mode, the race,
// the help, the layout of a wide screen and of a phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { setup, open, text, count, step, atStep, contrast, settled, SHOTS, PRESSE, more } from './helpers.mjs';

const env = setup();
const QUEENS4 = '{"kind":"queens","n":4}';
const KENDOKU_009 = '{"kind":"kendoku","size":6,"cages":[{"target":16,"op":"x","cells":[0,1,6]},{"target":7,"op":"+","cells":[2,3,9]},{"target":1,"op":"-","cells":[4,5]},{"target":25,"op":"x","cells":[7,8,13]},{"target":2,"op":"/","cells":[10,11]},{"target":2,"op":"/","cells":[12,18]},{"target":2,"op":"-","cells":[14,20]},{"target":4,"op":"-","cells":[15,21]},{"target":6,"op":"x","cells":[16,17]},{"target":4,"op":"-","cells":[19,25]},{"target":2,"op":"/","cells":[22,28]},{"target":5,"op":"+","cells":[23,29]},{"target":3,"op":"-","cells":[24,30]},{"target":9,"op":"x","cells":[26,31,32]},{"target":2,"op":"-","cells":[27,33]},{"target":1,"op":"-","cells":[34,35]}]}';
const link = (puzzle, rest) => `puzzle=${encodeURIComponent(puzzle)}&${rest}`;

test('every key does its action', async (t) => {
  const page = await open(env, t, { fragment: link(PRESSE, 'strategy=classic&speed=2') });
  await page.click('#tour-close');
  const key = async (k) => { await page.locator('body').focus(); await page.keyboard.press(k); };
  await key('ArrowRight'); await atStep(page, 1);
  await key('PageDown'); await atStep(page, 2);
  await key('PageDown'); await atStep(page, 3);
  await key('ArrowLeft'); await atStep(page, 2);
  await key('PageUp'); await atStep(page, 1);
  await key('Space');
  await page.waitForSelector('#pause');
  await key('Space');
  await page.waitForSelector('#play');
  await key('Home'); await atStep(page, 0);
  // A menu picked with the mouse does not catch the clicker: its Page
  // Down and Right step, and the menu keeps its choice.
  const strategy = await page.inputValue('#strategy');
  const chosen = await page.inputValue('#speed');
  await page.selectOption('#speed', chosen);
  await page.focus('#speed');
  await page.keyboard.press('PageDown'); await atStep(page, 1);
  await page.keyboard.press('ArrowRight'); await atStep(page, 2);
  await page.focus('#strategy');
  await page.keyboard.press('PageUp'); await atStep(page, 1);
  assert.equal(await page.inputValue('#speed'), chosen);
  assert.equal(await page.inputValue('#strategy'), strategy);
  // Home and End stay the menu's own keys while it has focus.
  await page.evaluate(() => document.activeElement.blur());
  await key('Home'); await atStep(page, 0);
  const speed = await page.inputValue('#speed');
  await key('+');
  assert.equal(await page.inputValue('#speed'), String(Number(speed) + 1));
  await key('-');
  assert.equal(await page.inputValue('#speed'), speed);
  await key('c');
  await page.waitForFunction(() => /Link copied/.test(document.querySelector('#message')?.textContent ?? ''));
  await key('l');
  await page.waitForFunction(() => document.documentElement.lang === 'de');
  await key('L');
  await page.waitForFunction(() => document.documentElement.lang === 'nl');
  await key('l');
  await page.waitForFunction(() => document.documentElement.lang === 'en');
  await key('p');
  await page.waitForSelector('main.projector');
  await key('P');
  await page.waitForSelector('main:not(.projector)');
  await key('?');
  await page.waitForSelector('#help-dialog[open]');
  await page.keyboard.press('Escape');
  await page.waitForSelector('#help-dialog', { state: 'detached' });
  await key('End');
  await page.waitForSelector('#summary', { timeout: 60000 });
  // On the grid, Space plays and writes nothing; digits write only there.
  await page.click('#cancel');
  await page.click('[data-cell="1"]');
  await page.keyboard.press('Space');
  assert.equal((await page.locator('[data-cell="1"] .value').innerText()).trim(), '');
  await page.waitForSelector('#pause');
  await page.keyboard.press('Space');
  await page.waitForSelector('#play');
});

const BOARDS = [
  ['Presse', PRESSE, 'propagate'],
  ['16x16', '.'.repeat(256), 'propagate'],
  ['32 queens', '{"kind":"queens","n":32}', 'classic'],
  ['Kendoku 9x9', { library: 'Kendoku 9x9 (hard)' }, 'propagate'],
];

test('projector mode: the board fills at least 60% of the height, nothing scrolls sideways, every state reads at 7:1', async (t) => {
  for (const size of [{ width: 1024, height: 768 }, { width: 1366, height: 768 }, { width: 1920, height: 1080 }]) {
    for (const [name, puzzle, strategy] of BOARDS) {
      const fragment = puzzle.library ? `strategy=${strategy}` : link(puzzle, `strategy=${strategy}&step=6`);
      const page = await open(env, t, { size, fragment });
      if (puzzle.library) {
        await page.selectOption('#library', { label: puzzle.library });
        await page.fill('#step-number', '6');
        await page.locator('#step-number').dispatchEvent('change');
      }
      await atStep(page, 6);
      await page.evaluate(() => document.activeElement?.blur());
      await page.keyboard.press('p');
      await page.waitForSelector('main.projector');
      await settled(page);
      const m = await page.evaluate(() => {
        const board = document.querySelector('.board').getBoundingClientRect();
        const value = document.querySelector('.cell.given .value, .cell .value:not(:empty)');
        return {
          share: board.height / window.innerHeight,
          overflow: document.documentElement.scrollWidth - window.innerWidth,
          bottom: board.bottom - window.innerHeight,
          digit: value ? parseFloat(getComputedStyle(value).fontSize) : 0,
        };
      });
      const where = `${name} at ${size.width}x${size.height}`;
      assert.ok(m.share >= 0.6, `${where}: the board is ${(m.share * 100).toFixed(0)}% of the height`);
      assert.ok(m.overflow <= 0, `${where}: ${m.overflow}px sideways`);
      assert.ok(m.bottom <= 0, `${where}: the board is cut off at the bottom by ${m.bottom}px`);
      if (name === 'Presse' && size.width === 1366) {
        assert.ok(m.digit >= 32, `digits are ${m.digit}px at 1366x768`);
        console.log(`# projector 1366x768, Presse: board ${(m.share * 100).toFixed(0)}% of the height, digits ${m.digit}px`);
      }
      // Every state on the board reads at 7:1, and states differ without colour.
      const states = ['given', 'placed', 'trying', 'rejected', 'placed-now', 'undone'];
      const looks = new Map();
      for (const s of states) {
        const sel = `.cell.${s} .value`;
        if (!(await page.locator(sel).count())) continue;
        const ratio = await contrast(page, sel);
        assert.ok(ratio >= 7, `${where}: ${s} at ${ratio.toFixed(2)}:1`);
        looks.set(s, await page.locator(`.cell.${s}`).first().evaluate((el) => {
          const c = getComputedStyle(el); const v = getComputedStyle(el.querySelector('.value')); const b = getComputedStyle(el, '::before');
          return [c.outlineStyle, v.textDecorationLine, v.fontWeight, v.fontStyle, b.content].join('|');
        }));
      }
      const seen = [...looks.values()];
      assert.equal(new Set(seen).size, seen.length, `${where}: states told apart without colour: ${[...looks.entries()].join('; ')}`);
      // Cage labels and candidates never overlap.
      const overlaps = await page.evaluate(() => [...document.querySelectorAll('.cell')].filter((c) => {
        const a = c.querySelector('.corner'); const b = c.querySelector('.candidates');
        if (!a || !b || getComputedStyle(b).display === 'none') return false;
        const r = a.getBoundingClientRect(); const s = b.getBoundingClientRect();
        return r.bottom > s.top && s.bottom > r.top && r.right > s.left && s.right > r.left;
      }).length);
      assert.equal(overlaps, 0, `${where}: cage labels over candidates`);
      if (size.width !== 1024 && (name === 'Presse' || name === 'Kendoku 9x9')) {
        const file = `projector-${name.replace(/\W/g, '')}-${size.width}`;
        await page.screenshot({ path: join(SHOTS, `${file}.png`) });
        await page.evaluate(() => { document.documentElement.style.filter = 'grayscale(1)'; });
        await page.screenshot({ path: join(SHOTS, `${file}-grey.png`) });
      }
      await page.context().close();
    }
  }
});

test('German and Dutch: the page, its controls and its explanations', async (t) => {
  for (const [lang, play, why, reject] of [
    ['de', '▶ Abspielen', /wird von der Dame auf r1c1 bedroht \(gleiche Spalte\)/, 'Zug ablehnen, den nächsten versuchen'],
    ['nl', '▶ Afspelen', /wordt aangevallen door de koningin op r1c1 \(dezelfde kolom\)/, 'zet afwijzen, de volgende proberen'],
  ]) {
    const page = await open(env, t, { fragment: `puzzle=${QUEENS4}&strategy=classic&step=4&lang=${lang}` });
    await atStep(page, 4);
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    assert.equal((await text(page, '#play')).trim(), play);
    assert.match(await text(page, '#why'), why);
    // The program's prose is in the page's language, its code is not.
    assert.equal((await page.locator('#panel-code [aria-current="step"]').innerText()).replace('▶', '').trim(), reject);
    assert.match(await text(page, '#panel-code'), /for move in moves\(level\):/);
    // No English word of the page's own: the event tag, the landmarks,
    // the New-puzzle kinds, the formats, the import box.
    const seen = await page.evaluate(() => {
      const names = [...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label'));
      const options = [...document.querySelectorAll('option')].map((o) => o.textContent);
      const placeholders = [...document.querySelectorAll('[placeholder]')].map((e) => e.getAttribute('placeholder'));
      return [document.querySelector('#current-step').textContent, ...names, ...options, ...placeholders].join(' | ');
    });
    for (const english of ['reject r2c1', 'Board', 'Explanation', 'Recursion chain', 'Search tree', 'Jigsaw', 'Skyscrapers',
      'Tents', 'Star |', 'Tatham game ID', ' or {']) {
      assert.ok(!seen.includes(english), `${lang}: "${english}" in ${seen}`);
    }
    await page.screenshot({ path: join(SHOTS, `lang-${lang}-1280.png`) });
    // A parse error: its place named, in the page's language, its details too.
    await page.locator('details.import summary').click();
    await page.fill('#import', '{"kind":"kendoku","size":6,"cages":[{"target":"seven","op":"+","cells":[0,1]}]}');
    await page.click('#load');
    await page.waitForSelector('#message');
    const error = await text(page, '#message');
    assert.match(error, /cages\[0\]\.target/, `${lang}: ${error}`);
    for (const english of ['field', 'expected', 'must', 'whole number', 'missing', 'line', 'column', 'cage ']) {
      assert.ok(!error.includes(english), `${lang}: "${english}" in ${error}`);
    }
    assert.equal(await page.locator('#import').getAttribute('aria-invalid'), 'true');
  }
});

test('the recursion chain fits its panel in every language (Tents: long places, long headers)', async (t) => {
  const page = await open(env, t, { fragment: 'strategy=mrv' });
  await page.selectOption('#library', { label: 'Tents 12x12 (generated, seed 2)' });
  await page.fill('#step-number', '31');
  await page.locator('#step-number').dispatchEvent('change');
  await atStep(page, 31);
  for (const lang of ['en', 'de', 'nl']) {
    await page.selectOption('#lang', lang);
    await page.waitForFunction((l) => document.documentElement.lang === l, lang);
    const over = await page.evaluate(() => {
      const table = document.querySelector('table.chain').getBoundingClientRect().width;
      return table - document.querySelector('.chain-scroll').clientWidth;
    });
    assert.ok(over <= 1, `${lang}: the chain runs ${over.toFixed(0)}px out of its panel`);
  }
});

test('predict mode scores a right and a wrong answer', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS4}&strategy=classic` });
  await more(page, '#predict');
  await page.click('#step');
  await page.waitForSelector('#predict-question');
  // A row of queens chooses a square (the page once asked for a value).
  assert.match(await text(page, '#predict-question'), /Which square will row 1 try\?/);
  await page.click('.predict .answer[data-answer="1"]');
  await page.waitForSelector('#predict-verdict.right');
  assert.equal(await text(page, '#predict-score'), 'Score: 1 of 1');
  assert.equal(await step(page), 1);
  await page.click('#step');
  await page.waitForSelector('#answer-yes');
  await page.click('#answer-yes'); // r1c1 is placed, not rejected
  await page.waitForSelector('#predict-verdict.wrong');
  assert.equal(await text(page, '#predict-score'), 'Score: 1 of 2');
  await page.click('#step');
  await page.waitForSelector('.predict .answer[data-answer="1"]');
  await page.keyboard.press('1'); // by key: row 2 tries column 1
  await page.waitForSelector('#predict-verdict.right');
  assert.equal(await text(page, '#predict-score'), 'Score: 2 of 3');
  await page.screenshot({ path: join(SHOTS, 'predict-1280.png') });
});

test('a race of classic and propagate on Kendoku 009 ends with 4,343 and 38', async (t) => {
  const page = await open(env, t, { fragment: link(KENDOKU_009, 'mode=all&race=classic,propagate&speed=6') });
  await page.waitForSelector('#lane-1');
  await page.click('#play');
  await page.waitForSelector('#race-summary', { timeout: 60000 });
  assert.equal(await text(page, '#race-summary'), 'propagate needed 38 attempts, classic 4,343');
  assert.equal(await text(page, '#lane-0 .attempts'), '4,343');
  await page.screenshot({ path: join(SHOTS, 'race-1280.png') });
});

test('the help opens on ? and closes on Esc; the welcome once', async (t) => {
  const page = await open(env, t);
  await page.waitForSelector('#tour');
  await page.click('#tour-close');
  await page.reload();
  await page.waitForSelector('[role=gridcell]');
  assert.equal(await page.locator('#tour').count(), 0, 'the welcome is shown once');
  await page.keyboard.press('?');
  await page.waitForSelector('#help-dialog[open]');
  assert.match(await text(page, '#help-dialog'), /r3c4 is the cell in row 3, column 4/);
  assert.match(await text(page, '#help-dialog'), /propagate/);
  // It introduces the sources and links janko.at; the memory report is
  // not the help's (it stands in the diagnostics corner).
  assert.match(await text(page, '#help-dialog'), /About the sources[\s\S]*The article series[\s\S]*The Dutch program[\s\S]*The course texts on N-Queens/);
  assert.equal(await page.locator('#help-dialog a[href^="https://www.janko.at/"]').count(), 1);
  assert.equal(await page.locator('#help-dialog #memory').count(), 0);
  // It opens at its top: the title is in view, nothing scrolled past.
  assert.equal(await page.locator('#help-dialog').evaluate((d) => d.scrollTop), 0);
  assert.ok(await page.locator('#help-title').isVisible());
  await page.screenshot({ path: join(SHOTS, 'help-1280.png') });
  await page.keyboard.press('Escape');
  await page.waitForSelector('#help-dialog', { state: 'detached' });
});

test('1920x1080 uses the width; a phone keeps the run controls on screen and has a digit pad', async (t) => {
  const wide = await open(env, t, { size: { width: 1920, height: 1080 }, fragment: link(PRESSE, 'strategy=classic&step=40') });
  await atStep(wide, 40);
  const boxes = await wide.evaluate(() => {
    const b = document.querySelector('.board-area').getBoundingClientRect();
    const s = document.querySelector('.side').getBoundingClientRect();
    return { boardRight: b.right, sideLeft: s.left, sideRight: s.right, width: window.innerWidth };
  });
  assert.ok(boxes.boardRight <= boxes.sideLeft, 'panels beside the board');
  assert.ok(boxes.sideRight > boxes.width * 0.9, 'the panels use the width');
  await wide.screenshot({ path: join(SHOTS, 'wide-1920.png') });
  const phone = await open(env, t, { size: { width: 390, height: 844 }, fragment: link(PRESSE, 'strategy=classic') });
  await phone.click('#tour-close');
  for (let i = 1; i <= 3; i++) {
    await phone.click('#step');
    await atStep(phone, i);
    const box = await phone.locator('#step').boundingBox();
    assert.ok(box.y >= 0 && box.y + box.height <= 844, `Step stays on screen (${box.y})`);
  }
  await phone.click('#cancel');
  await phone.click('[data-cell="1"]');
  await phone.click('.digit-pad .digit >> text=7');
  assert.equal((await phone.locator('[data-cell="1"] .value').innerText()).trim(), '7');
  await phone.screenshot({ path: join(SHOTS, 'phone-pad.png') });
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  assert.ok(overflow <= 0, `no sideways scrolling on a phone (${overflow}px)`);
  // Nor in German or Dutch, whose menus are wider (the library's names).
  for (const lang of ['de', 'nl']) {
    await phone.selectOption('#lang', lang);
    await phone.waitForFunction((l) => document.documentElement.lang === l, lang);
    const wider = await phone.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    assert.ok(wider <= 0, `${lang}: no sideways scrolling on a phone (${wider}px)`);
  }
});

test('a race lane whose worker dies is replaced, and the race still ends with 4,343 and 38', async (t) => {
  const page = await open(env, t, { fragment: link(KENDOKU_009, 'mode=all&race=classic,propagate&speed=5') });
  await page.waitForSelector('#lane-1');
  // A worker per lane starts with the race; the page's own worker when
  // the reader first uses the page (here, the click on Play).
  while (page.workers().length < 2) await page.waitForEvent('worker', { timeout: 10000 });
  const lanes = page.workers();
  assert.equal(lanes.length, 2, 'a worker per lane');
  await page.click('#play');
  await page.waitForFunction(() => Number(document.querySelector('#lane-0 .attempts')?.textContent.replace(/\D/g, '')) > 0);
  // The run's worker starts with the click too, but may come after the
  // lanes' first counts: wait for it rather than look at once.
  while (page.workers().length < 3) await page.waitForEvent('worker', { timeout: 10000 });
  assert.equal(page.workers().length, 3, 'the run\'s worker and two lanes');
  // Kill the lanes' workers from inside (a test's hook: no product code).
  // Which lane each serves is not known here; a lane already at its end
  // asks nothing more, so the one still running is the one replaced.
  for (const worker of lanes) await worker.evaluate(() => self.close()).catch(() => {});
  await page.waitForFunction(() => /in the race stopped answering/.test(document.querySelector('#message')?.textContent ?? ''), null, { timeout: 30000 });
  await page.waitForSelector('#race-summary', { timeout: 90000 });
  assert.equal(await text(page, '#race-summary'), 'propagate needed 38 attempts, classic 4,343');
  assert.equal(await text(page, '#lane-0 .attempts'), '4,343');
});
