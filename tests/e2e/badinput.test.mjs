// End-to-end: bad input, pasted or linked. Each gives a message that names
// its place and the grid the user had stays. The longest main-thread task
// of each paste is logged (the target: at most 200 ms); the test fails
// only on a freeze (over FREEZE_MS), since a timed bar fails on a busy
// machine (a loaded one once measured 244 ms for the 5 MB paste).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, open, text, settled, PRESSE } from './helpers.mjs';

const env = setup();
/** A main-thread task this long is a frozen page, however busy the machine. */
const FREEZE_MS = 1000;
const six = (cage) => `{"kind":"kendoku","size":3,"cages":[${cage},{"target":1,"cells":[2]},{"target":5,"op":"+","cells":[3,4]},{"target":3,"op":"+","cells":[5,8]},{"target":3,"op":"/","cells":[6,7]}]}`;

/** [what, the text pasted, the message it must give]. */
const PASTED = [
  ['a stray character', '12x4', /line 1, column 3: unexpected character 'x'/],
  ['a stray character on line 3', '1234\n3412\n21z3\n4321', /line 3, column 3: unexpected character 'z'/],
  ['a letter past 16', '.'.repeat(20) + 'H' + '.'.repeat(235), /line 1, column 21: unexpected character 'H'/],
  ['80 cells', '.'.repeat(80), /found 80 cells/],
  ['only white space', '   \n\t ', /the input is empty/],
  ['two equal givens in a row', '11..............', /cells r1c1 and r1c2 both hold 1 in row 1/],
  ['two equal givens in a box', '1....1..........', /cells r1c1 and r2c2 both hold 1 in box 1/],
  ['a value past the side', '5...............', /cell r1c1 holds 5, but values go from 1 to 4/],
  ['JSON cut short', '{"kind":"queens","n":8', /JSON line 1, column \d+/],
  ['JSON that is no object', '[1, 2, 3]', /field "\(document\)"/],
  ['no kind', '{"n":8}', /field "kind": missing/],
  ['an unknown kind', '{"kind":"chess"}', /field "kind": unknown kind "chess"/],
  ['no queens', '{"kind":"queens","n":0}', /field "n": expected a whole number from 1 to 1000, got 0/],
  ['too many queens', '{"kind":"queens","n":1001}', /field "n": expected a whole number from 1 to 1000, got 1001/],
  ['queens in words', '{"kind":"queens","n":"eight"}', /field "n"/],
  ['givens that are a number', '{"kind":"sudoku","givens":5}', /field "givens"/],
  ['a box that does not fit', `{"kind":"sudoku","givens":"${'.'.repeat(36)}","box":[4,4]}`, /box 4x4 does not fit a grid of side 6/],
  ['regions of the wrong size', '{"kind":"sudoku","givens":"................","regions":[0,0,0,0,0,1,1,1,2,2,2,2,3,3,3,3]}', /region 0 has 5 cells \(first r1c1\)/],
  ['an extra region off the grid', '{"kind":"sudoku","givens":"................","extra_regions":[[0,99]]}', /field "extra_regions\[0\]\[1\]": expected a whole number from 0 to 15, got 99/],
  ['cages that do not cover the grid', six('{"target":3,"op":"+","cells":[0,1]}').replace(',{"target":3,"op":"/","cells":[6,7]}', ''), /cell r3c1 is in no cage/],
  ['a cell in two cages', six('{"target":3,"op":"+","cells":[0,1,2]}'), /cell r1c3 is in cage 1 and in cage 2/],
  ['a cage in two pieces', six('{"target":3,"op":"+","cells":[0,4]}').replace('[3,4]', '[3,1]'), /cage 1 \(r1c1 r2c2\): its cells are not connected/],
  ['a difference of three cells', six('{"target":1,"op":"-","cells":[0,1,4]}').replace('"cells":[3,4]', '"cells":[3]').replace('"target":5,"op":"+"', '"target":3'), /operation '-' needs exactly 2 cells, got 3/],
  ['an unknown operation', six('{"target":3,"op":"^","cells":[0,1]}'), /field "cages\[0\]\.op": unknown operation "\^"/],
  ['a size of 2, and more', '{"kind":"kendoku","size":2,"cages":[{"target":3,"op":"-","cells":[0,1,2]},{"target":0,"op":"+","cells":[3]}]}', /size must be a whole number from 3 to 9, got 2; cage 1 .*; cage 2 \(r2c2\): the target must be at least 1/],
  ['5 MB of text', '.'.repeat(5 * 1024 * 1024) + 'x', /line 1, column 5242881: unexpected character 'x'/],
  ['JSON nested 10,000 deep', '['.repeat(10000) + ']'.repeat(10000), /JSON line 1, column \d+: recursion limit exceeded/],
];

test(`${PASTED.length} bad pastes: each names its place, the grid stays`, async (t) => {
  const page = await open(env, t);
  await page.click('#tour-close');
  await page.locator('details.import summary').click();
  const board = () => page.locator('.board').getAttribute('aria-label').then(async () => (await page.locator('.cell .value').allInnerTexts()).join(''));
  const grid = await board();
  let slowest = [0, ''];
  for (const [what, input, message] of PASTED) {
    await page.evaluate(() => { window.__longTasks = []; });
    await page.evaluate((value) => { document.querySelector('#import').value = value; }, input);
    const t0 = Date.now();
    await page.click('#load');
    await page.waitForSelector('#message');
    if (process.env.DEBUG) console.log(what, Date.now() - t0);
    assert.match(await text(page, '#message'), message, what);
    assert.equal(await board(), grid, `${what}: the grid stays`);
    const longest = await page.evaluate(() => Math.max(0, ...window.__longTasks));
    assert.ok(longest <= FREEZE_MS, `${what}: a main-thread task of ${longest} ms`);
    if (longest > slowest[0]) slowest = [longest, what];
  }
  const verdict = slowest[0] <= 200 ? 'within' : 'OVER';
  console.log(`# bad pastes: longest main-thread task ${slowest[0]} ms (${slowest[1] || 'none over 50 ms'}), ${verdict} the 200 ms target`);
});

/** [language, the text pasted, the message it must give in that language]. */
const PASTED_ELSEWHERE = [
  ['de', '1234\n3412\n21z3\n4321', /Das Rätsel lässt sich nicht lesen: Zeile 3, Spalte 3: unerwartetes Zeichen 'z'/],
  ['de', '11..............', /die Felder r1c1 und r1c2 enthalten beide die 1 in Zeile 1/],
  ['nl', '1234\n3412\n21z3\n4321', /De puzzel is niet te lezen: regel 3, kolom 3: onverwacht teken 'z'/],
  ['nl', '.'.repeat(80), /aantal vakjes: 80/],
];

test('a bad paste on a German or Dutch page: the message in its language, naming the place', async (t) => {
  for (const [lang, input, message] of PASTED_ELSEWHERE) {
    const page = await open(env, t, { fragment: `lang=${lang}` });
    await page.click('#tour-close');
    await page.locator('details.import summary').click();
    await page.evaluate((value) => { document.querySelector('#import').value = value; }, input);
    await page.click('#load');
    await page.waitForSelector('#message');
    assert.match(await text(page, '#message'), message, `${lang}: ${input.slice(0, 20)}`);
  }
});

test('a bad link on a German page: the message in German, naming the key', async (t) => {
  const page = await open(env, t, { fragment: 'lang=de&strategy=clever&step=many' });
  await page.waitForSelector('#message');
  assert.match(await text(page, '#message'), /Link, strategy: unbekannte Strategie 'clever'.*Link, step: 'many' ist keine ganze Zahl/);
});

/** [what, a link's fragment, the message it must give]. */
const LINKED = [
  ['a broken percent sign', 'puzzle=%E0%A4%A&strategy=classic', /link, part 1 \(puzzle\): the value is not UTF-8 text/],
  ['a bad step and an unknown strategy', 'strategy=clever&step=many', /link, strategy: unknown strategy 'clever'.*link, step: 'many' is not a whole number/],
  ['a puzzle that breaks its rules', 'puzzle=11..............', /link, puzzle: cells r1c1 and r1c2 both hold 1 in row 1/],
  ['an unknown language and a race of one', 'lang=tlh&race=classic', /link, lang: unknown language 'tlh'.*link, race: name two or three strategies/],
];

test(`${LINKED.length} bad links: each names its key, the saved grid stays`, async (t) => {
  for (const [what, fragment, message] of LINKED) {
    const page = await open(env, t, { fragment });
    await page.waitForSelector('#message');
    assert.match(await text(page, '#message'), message, what);
    const first = (await page.locator('.cell .value').allInnerTexts()).join('');
    assert.equal(first, PRESSE.replaceAll('.', ''), `${what}: the grid is the one the page had`);
    // The address bar keeps the link as written, to be seen and mended.
    await settled(page);
    assert.equal(await page.evaluate(() => location.hash), `#${fragment}`, `${what}: the link is left as it was`);
    await page.context().close();
  }
  console.log(`# bad input: ${PASTED.length} pastes and ${LINKED.length} links, each named its place`);
});
