// End-to-end: the sources' other puzzles in the page (Skyscrapers, Tents,
// the six-pointed star, a 12x12 jigsaw) at three sizes, projector mode
// included; a new puzzle made in the worker; janko.at pages opened and
// dropped (several puzzles: one chosen), a bad file named by its token;
// the grid downloaded in another format.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setup, open, atStep, settled, loadText, SHOTS, ROOT } from './helpers.mjs';

const env = setup();

const JANKO = join(ROOT, '..', 'shared', 'janko');

/** How far the clues around a grid (Skyscrapers, Tents) stand from the
 *  column or row they belong to, at most, and how much room the board's
 *  frame leaves beside its last column (its border alone: 4px); null
 *  without clues. */
function framedAlignment(page) {
  return page.evaluate(() => {
    if (!document.querySelector('.framed')) return null;
    const centre = (r, across) => (across ? r.left + r.width / 2 : r.top + r.height / 2);
    const columns = [...document.querySelectorAll('.board .row:first-child .cell')].map((c) => c.getBoundingClientRect());
    const rows = [...document.querySelectorAll('.board .row')].map((r) => r.firstElementChild.getBoundingClientRect());
    const off = [0];
    for (const [side, across] of [['top', true], ['bottom', true], ['left', false], ['right', false]]) {
      const lines = across ? columns : rows;
      document.querySelectorAll(`.clues.${side} .clue`).forEach((clue, i) => {
        off.push(Math.abs(centre(clue.getBoundingClientRect(), across) - centre(lines[i], across)));
      });
    }
    const board = document.querySelector('.board').getBoundingClientRect();
    return { off: Math.max(...off), slack: board.right - columns[columns.length - 1].right };
  });
}

async function assertFramed(page, label) {
  const a = await framedAlignment(page);
  if (a === null) return;
  assert.ok(a.off <= 1, `${label}: a clue stands ${a.off.toFixed(1)}px off its column or row`);
  assert.ok(a.slack <= 5, `${label}: the board's frame leaves ${a.slack.toFixed(1)}px beside its last column`);
}

const KINDS = [
  ['Skyscrapers 6x6 (generated, seed 4)', 'skyscrapers', async (page) => {
    assert.equal(await page.locator('.clues.top .clue').count(), 6, 'a clue place above every column');
    assert.equal(await page.locator('.board [role=gridcell]').count(), 36);
  }],
  ['Tents 12x12 (generated, seed 2)', 'tents', async (page) => {
    assert.equal(await page.locator('.board [role=gridcell]').count(), 144);
    assert.ok(await page.locator('.cell.tree').count() >= 20, 'trees drawn');
    assert.equal(await page.locator('.clues.left .clue, .clues.right .clue').count(), 12, 'a count beside every row');
  }],
  ['Six-pointed star (generated, seed 3)', 'star', async (page) => {
    assert.equal(await page.locator('svg.star [role=gridcell]').count(), 54);
    assert.equal(await page.locator('svg.star .outline').count(), 6);
  }],
  ["Jigsaw 12x12 (Simon Tatham's Solo)", 'jigsaw', async (page) => {
    assert.equal(await page.locator('.board [role=gridcell]').count(), 144);
    const tints = await page.evaluate(() => new Set([...document.querySelectorAll('.cell')].map((c) => [...c.classList].find((k) => k.startsWith('tint-')))).size);
    assert.ok(tints >= 3, `regions in soft colours (${tints} tints)`);
  }],
];

test('Skyscrapers, Tents, the star and a 12x12 jigsaw: drawn, searched, and on a projector', async (t) => {
  for (const [entry, name, check] of KINDS) {
    for (const [size, projector] of [[{ width: 1280, height: 720 }, false], [{ width: 1366, height: 768 }, true], [{ width: 390, height: 844 }, false]]) {
      const page = await open(env, t, { size, fragment: 'strategy=propagate' });
      await page.selectOption('#library', { label: entry });
      await check(page);
      await page.fill('#step-number', '6');
      await page.locator('#step-number').dispatchEvent('change');
      await atStep(page, 6);
      const why = await page.locator('.why').first().innerText();
      assert.ok(why.length > 10, `${name}: step 6 explained: ${why}`);
      await assertFramed(page, `${name} at ${size.width}`);
      if (projector) {
        await page.evaluate(() => document.activeElement?.blur());
        await page.keyboard.press('p');
        await page.waitForSelector('main.projector');
        await settled(page);
        const m = await page.evaluate(() => {
          const board = (document.querySelector('.framed') ?? document.querySelector('.board')).getBoundingClientRect();
          return { share: board.height / window.innerHeight, overflow: document.documentElement.scrollWidth - window.innerWidth, bottom: board.bottom - window.innerHeight };
        });
        console.log(`# projector 1366x768, ${name}: board ${(m.share * 100).toFixed(0)}% of the height`);
        assert.ok(m.share >= 0.6, `${name}: the board is ${(m.share * 100).toFixed(0)}% of the height`);
        assert.ok(m.overflow <= 0, `${name}: ${m.overflow}px sideways`);
        assert.ok(m.bottom <= 1, `${name}: cut off at the bottom by ${m.bottom}px`);
        await assertFramed(page, `${name} in projector mode`);
      }
      const file = `${name}-${size.width}${projector ? '-projector' : ''}.png`;
      await page.screenshot({ path: join(SHOTS, file) });
      await page.context().close();
    }
  }
});

test('New puzzle: made in the worker with one solution, loaded and solved', async (t) => {
  const page = await open(env, t);
  await page.click('#puzzle-tools > summary');
  await page.selectOption('#make-kind', { label: 'Tents 12x12' });
  await page.click('#make');
  await page.waitForFunction(() => /seed \d+/.test(document.querySelector('#message')?.textContent ?? ''), null, { timeout: 60000 });
  assert.ok(await page.locator('.cell.tree').count() > 0, 'a Tents grid is on the board');
  await page.selectOption('#strategy', 'fast');
  await page.selectOption('#mode', 'unique');
  await page.click('#play');
  await page.waitForFunction(() => /Exactly one solution/.test(document.querySelector('#message')?.textContent ?? ''), null, { timeout: 60000 });
});

test('janko.at pages: opened and dropped, one of several chosen; a bad one named; the grid downloaded', async (t) => {
  const page = await open(env, t);
  await page.click('#puzzle-tools > summary');
  assert.equal(await page.inputValue('#format'), '0', 'the formats start at JSON');
  assert.equal(await page.inputValue('#make-kind'), '0', 'the kinds start at the first');
  const a = readFileSync(join(JANKO, 'sudoku-0001.txt'), 'utf8');
  const b = readFileSync(join(JANKO, 'wolkenkratzer-003.txt'), 'utf8');
  await page.setInputFiles('#open-file', { name: 'page.txt', mimeType: 'text/plain', buffer: Buffer.from(`${a}\n${b}`) });
  await page.waitForSelector('#page-block');
  assert.equal(await page.locator('#page-block option').count(), 2);
  await page.selectOption('#page-block', '1');
  await page.waitForSelector('.clues.top');
  assert.equal(await page.locator('.board [role=gridcell]').count(), 36, 'the 6x6 Skyscrapers of the page');
  // Dropped on the page.
  const tents = readFileSync(join(JANKO, 'zeltlager-008.txt'), 'utf8');
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.items.add(new File([text], 'tents.txt', { type: 'text/plain' }));
    document.querySelector('main').dispatchEvent(new DragEvent('drop', { dataTransfer: data, bubbles: true, cancelable: true }));
  }, tents);
  await page.waitForFunction(() => document.querySelectorAll('.cell.tree').length > 0);
  assert.equal(await page.locator('#page-block').count(), 0, 'one puzzle: no choice');
  // A bad file: its line and token, and the grid stays.
  await page.setInputFiles('#open-file', { name: 'bad.txt', mimeType: 'text/plain', buffer: Buffer.from('begin\npuzzle sudoku\nsize 4\nproblem\n1 - x -\n- - - -\n- - - -\n- - - -\nend\n') });
  await page.waitForFunction(() => /line 5, token 'x'/.test(document.querySelector('#message')?.textContent ?? ''));
  assert.ok(await page.locator('.cell.tree').count() > 0, 'the Tents grid stays');
  // Downloaded as a janko.at block that reads back as the same puzzle.
  await page.selectOption('#format', { label: 'janko.at' });
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download')]);
  assert.equal(download.suggestedFilename(), 'puzzle-janko.txt');
  const saved = readFileSync(await download.path(), 'utf8');
  assert.match(saved, /^begin\npuzzle tents/);
  // Written into the import box, the same text.
  await page.click('#write');
  await page.waitForFunction(() => document.querySelector('#import').value.startsWith('begin'));
  assert.equal(await page.inputValue('#import'), saved);
  // ...shown where it was asked for: the box opens, its text selected.
  assert.ok(await page.locator('details.import').evaluate((d) => d.open), 'the box is open');
  assert.ok(await page.locator('#import').isVisible());
  assert.equal(await page.evaluate(() => document.activeElement.id), 'import');
});

test('a Tatham game ID in a link and in the import box: read by the worker, opened; one that does not read named by its character', async (t) => {
  // The page leaves game IDs and janko.at pages to its worker: the
  // first visit's wasm has no reader of them.
  const page = await open(env, t, { fragment: 'puzzle=2x3:a5f6b5a4_1b6_5b4_3a2b6f1a&strategy=classic&step=3' });
  await page.waitForFunction(() => document.querySelectorAll('.board [role=gridcell]').length === 36);
  const givens = '.5......6..5.41..65..43.2..6......1.';
  const shown = await page.locator('.board [role=gridcell] .value').allTextContents();
  const wanted = [...givens].map((c, i) => (c === '.' ? shown[i] : c));
  assert.deepEqual(shown, wanted, 'the givens of the game ID');
  await atStep(page, 3);
  // The address bar holds the puzzle as the page writes it (a line).
  await page.waitForFunction(() => location.hash.includes('puzzle=.5......6'));
  // Pasted into the import box, a 9x9 game ID.
  await loadText(page, '3x3:a1$');
  await page.waitForFunction(() => /game ID, character 7 \('\$'\)/.test(document.querySelector('#message')?.textContent ?? ''));
  assert.equal(await page.locator('.board [role=gridcell]').count(), 36, 'the grid stays');
  assert.equal(await page.locator('#import').getAttribute('aria-invalid'), 'true');
});

test('jigsaw regions painted by dragging over the board, refused until whole, then used', async (t) => {
  const page = await open(env, t);
  await page.selectOption('#empty', { label: '4x4' });
  await page.click('#edit-regions');
  const cell = (i) => page.locator(`.board [data-cell="${i}"]`);
  const centre = async (i) => { const b = await cell(i).boundingBox(); return [b.x + b.width / 2, b.y + b.height / 2]; };
  // Region 2's brush, dragged from r2c2 to r2c3.
  await page.locator('.brush').nth(1).click();
  await page.mouse.move(...(await centre(5)));
  await page.mouse.down();
  await page.mouse.move(...(await centre(6)), { steps: 5 });
  await page.mouse.up();
  // Not whole yet: region 1 has 3 cells; the message names it, the draft stays.
  await page.click('#apply-regions');
  await page.waitForFunction(() => /region 0 has 3 cells/.test(document.querySelector('#message')?.textContent ?? ''));
  assert.equal(await page.locator('#apply-regions').count(), 1);
  // Region 1's brush on r1c3: every region whole and in one piece.
  await page.locator('.brush').nth(0).click();
  await page.mouse.click(...(await centre(2)));
  await page.click('#apply-regions');
  await page.waitForSelector('#apply-regions', { state: 'detached' });
  const classes = async (i) => (await cell(i).getAttribute('class')).split(' ');
  const tint = async (i) => (await classes(i)).find((c) => c.startsWith('tint-'));
  assert.equal(await tint(2), await tint(0), 'r1c3 joined r1c1');
  assert.equal(await tint(5), await tint(3), 'r2c2 joined r1c4');
  assert.ok((await classes(2)).includes('thick-right'), 'a border between r1c3 and r1c4');
  assert.ok(!(await classes(1)).includes('thick-right'), 'none between r1c2 and r1c3');
  await page.screenshot({ path: join(SHOTS, 'regions-painted-1280.png') });
});
