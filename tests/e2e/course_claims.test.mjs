// The course text's claims on N-Queens, shown by a race: `shuffled` (the
// course's random order: rows in order, each row's columns shuffled)
// finds a first solution of 20 queens much sooner than `classic` (in
// order), and all solutions of 8 queens no sooner (the same tree).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { setup, open, text, count, SHOTS } from './helpers.mjs';

const env = setup();
const queens = (n) => encodeURIComponent(`{"kind":"queens","n":${n}}`);

/** Plays the race to its end: each lane's attempts and solutions. */
async function raced(page) {
  await page.waitForSelector('#lane-1');
  await page.click('#skip');
  await page.waitForSelector('#race-summary', { timeout: 120000 });
  const lane = async (i) => ({
    attempts: await count(page, `#lane-${i} .attempts`),
    solutions: await count(page, `#lane-${i} .counter:nth-child(3) dd`),
  });
  return [await lane(0), await lane(1)];
}

test('20 queens, first solution: the course\'s random order beats classic by far; the seed is the link\'s', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${queens(20)}&mode=first&race=classic,shuffled&seed=3` });
  const [classic, shuffled] = await raced(page);
  console.log(`course claims: 20 queens, first solution: classic ${classic.attempts} attempts, shuffled (seed 3) ${shuffled.attempts}: ${(classic.attempts / shuffled.attempts).toFixed(0)}x fewer`);
  assert.equal(classic.solutions, 1);
  assert.equal(shuffled.solutions, 1);
  assert.ok(shuffled.attempts * 100 < classic.attempts, `${shuffled.attempts} against ${classic.attempts}`);
  assert.match(await text(page, '#race-summary'), /^shuffled needed [\d,]+ attempts, classic [\d,]+$/);
  assert.match(await text(page, '#lane-1 h3'), /shuffled/);
  await page.screenshot({ path: join(SHOTS, 'course-claims-race-1280.png') });
});

test('8 queens, all solutions: both find 92 with the same attempts; shuffled is in the strategy menu with its seed', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${queens(8)}&mode=all&race=classic,shuffled&seed=5` });
  const [classic, shuffled] = await raced(page);
  assert.deepEqual(shuffled, classic);
  assert.equal(classic.solutions, 92);

  const alone = await open(env, t, { fragment: `puzzle=${queens(8)}&strategy=classic` });
  await alone.selectOption('#strategy', 'shuffled');
  assert.match(await alone.locator('#strategy option[value=shuffled]').innerText(), /^shuffled – cells in order, candidates shuffled$/);
  await alone.waitForSelector('#seed');
  await alone.fill('#seed', '7');
  await alone.press('#seed', 'Enter');
  await alone.waitForFunction(() => /strategy=shuffled&seed=7/.test(location.hash));
});
