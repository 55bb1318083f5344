// Projector mode fits one screen at 1024x768, 1366x768 and 1920x1080:
// nothing scrolls, nothing is cut off, and every text a class reads is at
// least 20 px at 1024x768 and 1366x768 and 28 px at 1920x1080, whichever
// panel is paged in beside the Explanation (V), and in predict mode, a
// lesson presented and a race.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { setup, open, atStep, settled, SHOTS, PRESSE } from './helpers.mjs';

const env = setup();
const SIZES = [
  [{ width: 1024, height: 768 }, 20],
  [{ width: 1366, height: 768 }, 20],
  [{ width: 1920, height: 1080 }, 28],
];
const PUZZLES = [
  ['Presse', `puzzle=${PRESSE}&strategy=propagate&step=40`, 40],
  ['Presse in German', `puzzle=${PRESSE}&strategy=classic&step=40&lang=de`, 40],
  ['8 queens', `puzzle=${encodeURIComponent('{"kind":"queens","n":8}')}&strategy=classic&step=60`, 60],
];

/** What the screen shows: its overflow, the lowest and rightmost edge of
 *  anything drawn, and the smallest text of each region read. */
function measure() {
  const shown = (e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden'; };
  const smallest = (root) => {
    let min = Infinity;
    let where = '';
    const walk = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      const e = n.parentElement;
      if (!n.textContent.trim() || !e || !shown(e) || e.closest('[aria-hidden=true], .skip-link, .board')) continue;
      const size = parseFloat(getComputedStyle(e).fontSize);
      if (size < min) { min = size; where = `${e.tagName.toLowerCase()}.${e.className} "${n.textContent.trim().slice(0, 20)}"`; }
    }
    return { min, where };
  };
  const regions = {};
  for (const [name, sel] of [['switches', '.masthead'], ['run controls', '#run-controls'], ['counters', '.counters'], ['jumps', '.scrub'],
    ...[...document.querySelectorAll('.panel')].map((p) => [p.getAttribute('aria-label'), `#${p.id}`])]) {
    const e = document.querySelector(sel);
    if (e && shown(e)) regions[name] = { ...smallest(e), bottom: e.getBoundingClientRect().bottom };
  }
  let bottom = 0;
  let right = 0;
  for (const e of document.querySelectorAll('main *')) {
    if (!shown(e) || e.closest('dialog, .skip-link, .chain-scroll, .summary-scroll, pre.code, svg')) continue;
    const r = e.getBoundingClientRect();
    bottom = Math.max(bottom, r.bottom);
    right = Math.max(right, r.right);
  }
  const side = document.querySelector('.side');
  return {
    scrolls: document.documentElement.scrollHeight - window.innerHeight,
    sideways: document.documentElement.scrollWidth - window.innerWidth,
    clipped: side.scrollHeight - side.clientHeight,
    bottom: bottom - window.innerHeight,
    right: right - window.innerWidth,
    board: document.querySelector('.board').getBoundingClientRect().height / window.innerHeight,
    regions,
    page: document.querySelector('.toggles.pages [aria-pressed=true]')?.id ?? '',
  };
}

/** Where the message stands over a part of the screen: null when no
 *  message shows, '' when it covers nothing, else what it covers. */
function messageOver() {
  const m = document.querySelector('#message');
  if (!m) return null;
  const r = m.getBoundingClientRect();
  if (r.height < 1 || getComputedStyle(m).visibility === 'hidden' || getComputedStyle(m).opacity === '0') return null;
  for (const e of document.querySelectorAll('.panel, .counters, #run-controls, .lane, .board, .scrub, .masthead')) {
    const q = e.getBoundingClientRect();
    const apart = r.right <= q.left + 0.5 || q.right <= r.left + 0.5 || r.bottom <= q.top + 0.5 || q.bottom <= r.top + 0.5;
    if (q.width > 0 && q.height > 0 && !apart) return `${e.tagName.toLowerCase()}#${e.id}.${e.className}`;
  }
  return '';
}

test('projector mode fits one screen at three sizes, every panel in turn, in large type', async (t) => {
  let messages = 0;
  for (const [size, least] of SIZES) {
    for (const [name, fragment, at] of PUZZLES) {
      const page = await open(env, t, { size, fragment });
      await atStep(page, at);
      await page.keyboard.press('p');
      await page.waitForSelector('main.projector');
      const pages = await page.locator('.toggles.pages button').count();
      assert.ok(pages >= 4, `${name}: ${pages} panels to page through`);
      for (let k = 0; k < pages; k += 1) {
        await settled(page);
        const over = await page.evaluate(messageOver);
        const m = await page.evaluate(measure);
        const where = `${name} at ${size.width}x${size.height}, ${m.page}`;
        if (over !== null) {
          messages += 1;
          assert.equal(over, '', `${where}: the message stands over ${over}`);
        }
        assert.ok(m.scrolls <= 0, `${where}: the page scrolls by ${m.scrolls}px`);
        assert.ok(m.sideways <= 0, `${where}: ${m.sideways}px sideways`);
        assert.ok(m.clipped <= 1, `${where}: the side column is cut by ${m.clipped}px`);
        assert.ok(m.bottom <= 0.5 && m.right <= 0.5, `${where}: drawn ${m.bottom}px below and ${m.right}px right of the screen`);
        assert.ok(m.board >= 0.6, `${where}: the board is ${(m.board * 100).toFixed(0)}% of the height`);
        if (m.page === 'page-code') {
          // The code scrolls in its box where the screen is small: the
          // line lit stands inside the box, the box on the screen.
          const lit = await page.evaluate(() => {
            const line = document.querySelector('#panel-code .line.lit')?.getBoundingClientRect();
            const box = document.querySelector('#panel-code pre').getBoundingClientRect();
            return !line || (line.top >= box.top - 1 && line.bottom <= box.bottom + 1 && box.bottom <= innerHeight);
          });
          assert.ok(lit, `${where}: the lit line of the code is in view`);
        }
        for (const [region, r] of Object.entries(m.regions)) {
          assert.ok(r.min >= least, `${where}, ${region}: ${r.min}px text (${r.where})`);
        }
        const sizes = Object.entries(m.regions).map(([region, r]) => `${region} ${r.min}`).join(', ');
        console.log(`# projector ${size.width}x${size.height}, ${name}, ${m.page}: board ${(m.board * 100).toFixed(0)}% of the height; smallest text (px): ${sizes}`);
        if (name === 'Presse' && size.width !== 1024) {
          const file = `projector-fit-${size.width}-${m.page}`;
          await page.screenshot({ path: join(SHOTS, `${file}.png`) });
          if (k === 0) {
            await page.evaluate(() => { document.documentElement.style.filter = 'grayscale(1)'; });
            await page.screenshot({ path: join(SHOTS, `${file}-grey.png`) });
            await page.evaluate(() => { document.documentElement.style.filter = ''; });
          }
        }
        await page.keyboard.press('v');
      }
      await page.context().close();
    }
  }
  // The step resumed from the link is said as the projector opens.
  assert.ok(messages > 0, 'no message was on the screen while measured');
  console.log(`# projector: a message stood on the screen in ${messages} measures, over no panel`);
});

/** Every text of the page read: the smallest, and how far anything drawn
 *  stands outside the screen (or the side column cuts it). */
function measureAll() {
  const shown = (e) => { const r = e.getBoundingClientRect(); return r.width > 0 && r.height > 0 && getComputedStyle(e).visibility !== 'hidden'; };
  let min = Infinity;
  let where = '';
  const walk = document.createTreeWalker(document.querySelector('main'), NodeFilter.SHOW_TEXT);
  for (let n = walk.nextNode(); n; n = walk.nextNode()) {
    const e = n.parentElement;
    if (!n.textContent.trim() || !e || !shown(e) || e.closest('[aria-hidden=true], .skip-link, .board, dialog')) continue;
    const size = parseFloat(getComputedStyle(e).fontSize);
    if (size < min) { min = size; where = `${e.tagName.toLowerCase()}.${e.className} "${n.textContent.trim().slice(0, 20)}"`; }
  }
  let bottom = 0;
  let right = 0;
  let outside = '';
  for (const e of document.querySelectorAll('main *')) {
    if (!shown(e) || e.closest('dialog, .skip-link, .chain-scroll, .summary-scroll, pre.code, svg')) continue;
    const r = e.getBoundingClientRect();
    if (r.bottom > bottom) { bottom = r.bottom; if (r.bottom > innerHeight + 0.5) outside = `${e.tagName.toLowerCase()}#${e.id}.${e.className}`; }
    if (r.right > right) { right = r.right; if (r.right > innerWidth + 0.5) outside = `${e.tagName.toLowerCase()}#${e.id}.${e.className}`; }
  }
  const side = document.querySelector('.side');
  return {
    min, where, outside,
    scrolls: document.documentElement.scrollHeight - window.innerHeight,
    sideways: document.documentElement.scrollWidth - window.innerWidth,
    clipped: side ? side.scrollHeight - side.clientHeight : 0,
    bottom: bottom - window.innerHeight,
    right: right - window.innerWidth,
  };
}

/** What is wrong with the screen of `mode` (it must fit and read), in
 *  `wrong`; its figures logged. */
async function fits(page, size, least, mode, wrong) {
  await settled(page);
  const over = await page.evaluate(messageOver);
  const m = await page.evaluate(measureAll);
  const where = `${mode} at ${size.width}x${size.height}`;
  if (over) wrong.push(`${where}: the message stands over ${over}`);
  console.log(`# projector ${size.width}x${size.height}, ${mode}: smallest text ${m.min}px (${m.where}); side column cut by ${m.clipped}px; drawn ${m.bottom.toFixed(0)}px below, ${m.right.toFixed(0)}px right`);
  await page.screenshot({ path: join(SHOTS, `projector-${mode}-${size.width}.png`) });
  if (m.scrolls > 0 || m.sideways > 0) wrong.push(`${where}: the page scrolls (${m.scrolls}, ${m.sideways})`);
  if (m.clipped > 1) wrong.push(`${where}: the side column is cut by ${m.clipped}px`);
  if (m.bottom > 0.5 || m.right > 0.5) wrong.push(`${where}: drawn ${m.bottom}px below and ${m.right}px right of the screen (${m.outside})`);
  if (m.min < least) wrong.push(`${where}: ${m.min}px text (${m.where})`);
}

test('projector mode in predict mode, with a lesson presented and in a race fits each screen in large type', async (t) => {
  const wrong = [];
  for (const [size, least] of SIZES) {
    const page = await open(env, t, { size, fragment: `puzzle=${PRESSE}&strategy=classic&step=40` });
    await atStep(page, 40);
    await page.click('#lesson > summary');
    await page.click('#mark-moment');
    await page.click('#present-lesson');
    await page.keyboard.press('p');
    await page.waitForSelector('main.projector .lesson.compact');
    await fits(page, size, least, 'presenting', wrong);
    await page.keyboard.press('q');
    await page.keyboard.press('ArrowRight');
    await page.waitForSelector('#predict-question');
    await fits(page, size, least, 'predict', wrong);
    await page.context().close();
    // A race of 8 queens, to its end: who won stands on the screen too.
    const queens = encodeURIComponent('{"kind":"queens","n":8}');
    const race = await open(env, t, { size, fragment: `puzzle=${queens}&race=classic,propagate,mrv` });
    await race.waitForSelector('.race');
    await race.keyboard.press('p');
    await race.waitForSelector('main.projector .race');
    await race.keyboard.press('End');
    await race.waitForSelector('#race-winner', { timeout: 60000 });
    await fits(race, size, least, 'race', wrong);
    await race.context().close();
  }
  assert.deepEqual(wrong, []);
});
