// End-to-end tests of the page's layout on a first visit: the board
// comes first. At 1280x720 and 1366x768 the board, Play and the
// Explanation are on the first screen (the welcome shown); on a phone
// the board is, and after Step the board and its explanation are both.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { setup, open, atStep, SHOTS } from './helpers.mjs';

const env = setup();

/** The top and bottom of each element, in the viewport's pixels. */
async function spans(page, selectors) {
  return page.evaluate((selectors) => Object.fromEntries(selectors.map((s) => {
    const box = document.querySelector(s)?.getBoundingClientRect();
    return [s, box ? [Math.round(box.top), Math.round(box.bottom)] : null];
  })), selectors);
}

test('a first visit shows the board, Play and the Explanation at 1280x720 and 1366x768', async (t) => {
  for (const size of [{ width: 1280, height: 720 }, { width: 1366, height: 768 }]) {
    const page = await open(env, t, { size });
    await page.waitForSelector('#tour');
    const at = await spans(page, ['.board', '#play', '#panel-explanation']);
    console.log(`# first visit at ${size.width}x${size.height}: ${JSON.stringify(at)}`);
    assert.ok(at['.board'][1] <= size.height, `the board ends within the screen: ${at['.board']}`);
    assert.ok(at['#play'][1] <= size.height, `Play is on screen: ${at['#play']}`);
    assert.ok(at['#panel-explanation'][0] + 40 <= size.height, `the Explanation starts on screen: ${at['#panel-explanation']}`);
    await page.screenshot({ path: join(SHOTS, `first-visit-${size.width}.png`) });
  }
});

test('a phone shows the board first, then after Step the board and its explanation together', async (t) => {
  const size = { width: 390, height: 844 };
  const page = await open(env, t, { size });
  await page.waitForSelector('#tour');
  let at = await spans(page, ['.board']);
  assert.ok(at['.board'][0] < size.height / 2, `the board starts in the upper half: ${at['.board']}`);
  await page.click('#step');
  await atStep(page, 1);
  await page.evaluate(() => window.scrollTo(0, 0));
  at = await spans(page, ['.board', '.board-caption', '.main-controls']);
  console.log(`# phone after Step: ${JSON.stringify(at)}`);
  assert.ok(at['.board-caption'][1] <= at['.main-controls'][0], `the caption is above the fixed buttons: ${JSON.stringify(at)}`);
  assert.match(await page.locator('.board-caption').innerText(), /r1c1/);
  await page.screenshot({ path: join(SHOTS, 'phone-after-step.png') });
  // Every control a finger taps is at least 44 px (the board's cells are
  // as large as the screen's width allows).
  const small = await page.evaluate(() => [...document.querySelectorAll('main :is(button, select, input, summary)')].filter((e) => {
    const r = e.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && (r.height < 44 || (e.tagName === 'BUTTON' && r.width < 44));
  }).map((e) => `${e.tagName.toLowerCase()}#${e.id} ${e.textContent.trim().slice(0, 20)}`));
  assert.deepEqual(small, [], 'controls under 44 px');
});

test('on a phone, the digit pad writes and its Undo and Redo take back and do again', async (t) => {
  const page = await open(env, t, { size: { width: 390, height: 844 }, fragment: `puzzle=${'.'.repeat(81)}` });
  assert.ok(await page.locator('#undo').isDisabled(), 'nothing to undo yet');
  await page.locator('[data-cell="0"]').click();
  await page.locator('.digit-pad .digit', { hasText: '7' }).click();
  const first = () => page.locator('[data-cell="0"] .value').innerText();
  assert.equal((await first()).trim(), '7');
  await page.click('#undo');
  assert.equal((await first()).trim(), '');
  assert.ok(await page.locator('#undo').isDisabled(), 'nothing more to undo');
  await page.click('#redo');
  assert.equal((await first()).trim(), '7');
});

test('once the welcome is closed, solving by hand stands beside the board at 1280x720: the tools, a hint and its words', async (t) => {
  const size = { width: 1280, height: 720 };
  const page = await open(env, t, { size });
  const below = await spans(page, ['.board', '#hint']);
  assert.ok(below['#hint'][0] > below['.board'][1], `with the welcome up, the tools stand under the board: ${JSON.stringify(below)}`);
  await page.click('#tour-close');
  await page.click('#hint');
  await page.waitForFunction(() => document.querySelector('.play-said')?.textContent.trim().length > 0);
  // The puzzle's difficulty, measured in a worker when it opened.
  await page.waitForFunction(() => /^Difficulty: singles suffice\./.test(document.querySelector('.play-difficulty')?.textContent ?? ''));
  const at = await spans(page, ['.board', '#notes-mode', '#check', '#hint', '#where-wrong', '.play-said', '.play-difficulty', '#play']);
  console.log(`# solving at 1280x720: ${JSON.stringify(at)}`);
  for (const [selector, [top, bottom]] of Object.entries(at)) {
    assert.ok(top >= 0 && bottom <= size.height, `${selector} is on the first screen: ${top}..${bottom}`);
  }
  await page.screenshot({ path: join(SHOTS, 'solving-1280.png') });
});
