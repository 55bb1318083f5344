// End-to-end: puzzles from f-puzzles and SudokuPad. A Killer made by
// Tatham's Solo, written as an f-puzzles link by `btlab convert`, opens
// as a SudokuPad link pasted into the import box and as the page's own
// link, with its cages; written back by the page as an f-puzzles link,
// it opens again the same. A document with a rule the page does not
// know is refused, the rule named in German, and the grid stays.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { setup, open, loadText, btlab, ROOT, SHOTS } from './helpers.mjs';

const env = setup();

/** The first 9x9 Killer game ID of the test data, as an f-puzzles link. */
function killerLink() {
  const id = readFileSync(join(ROOT, 'tests', 'data', 'tatham_killer_ids.txt'), 'utf8')
    .split('\n').find((l) => l.startsWith('3x3k:'));
  return btlab(['convert', '--to', 'fpuzzles', '-'], id).trim();
}

/** The cages on the board: each square's cage sum (or '') in order. */
const sums = (page) => page.$$eval('.board [role=gridcell]', (cells) => cells.map((c) => c.querySelector('.corner')?.textContent ?? ''));

test('a Killer from f-puzzles: a SudokuPad link pasted, the page\'s own link, and written back as an f-puzzles link that opens the same', async (t) => {
  const link = killerLink();
  assert.match(link, /^https:\/\/www\.f-puzzles\.com\/\?load=[A-Za-z0-9+/=]+$/);
  const sudokupad = `https://sudokupad.app/fpuzzles${link.split('load=')[1]}`;

  const page = await open(env, t);
  await loadText(page, sudokupad);
  await page.waitForFunction(() => document.querySelectorAll('.board .cell.caged').length === 81);
  const cages = await sums(page);
  assert.ok(cages.filter((s) => s !== '').length >= 15, 'cages with their sums');
  await page.locator('.board').screenshot({ path: join(SHOTS, 'fpuzzles-killer-board.png') });

  // Written back by the page's worker: the link the command line wrote.
  await page.locator('#puzzle-tools summary').click();
  await page.selectOption('#format', { label: 'f-puzzles' });
  await page.click('#write');
  await page.waitForFunction(() => document.querySelector('#import').value.startsWith('https://www.f-puzzles.com/'));
  assert.equal(await page.inputValue('#import'), link);

  // The page's own link to the f-puzzles link: the same cages.
  const linked = await open(env, t, { fragment: `puzzle=${encodeURIComponent(link)}` });
  await linked.waitForFunction(() => document.querySelectorAll('.board .cell.caged').length === 81);
  assert.deepEqual(await sums(linked), cages);
});

test('an f-puzzles document with a clone is refused, the rule named in German, and the grid stays', async (t) => {
  const page = await open(env, t, { fragment: 'lang=de' });
  const before = await page.locator('.board [role=gridcell]').count();
  const row = `[${Array(9).fill('{}').join(',')}]`;
  const doc = `{"size":9,"grid":[${Array(9).fill(row).join(',')}],"clone":[{"cells":["R1C1"],"cloneCells":["R9C9"]}]}`;
  await loadText(page, doc);
  await page.waitForFunction(() => /clone/.test(document.querySelector('#message')?.textContent ?? ''));
  assert.match(await page.locator('#message').innerText(), /dieses Rätsel verwendet 'clone', das diese Seite nicht kennt: Ohne diese Regel öffnet es sich nicht/);
  assert.equal(await page.locator('#import').getAttribute('aria-invalid'), 'true');
  assert.equal(await page.locator('.board [role=gridcell]').count(), before, 'the grid stays');
  assert.equal(await page.inputValue('#import'), doc, 'the text is kept');
});
