// The sources' figures on the page: the N-Queens article lists the
// partial solutions of 6 queens level by level (6, 20, 36, 46, 40, 4);
// the tree panel gives them for the run on screen, in the reader's
// language.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setup, open, text } from './helpers.mjs';

const env = setup();
const QUEENS6 = encodeURIComponent('{"kind":"queens","n":6}');

test('6 queens to the end: the tree panel gives the article\'s partial solutions per level', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS6}&strategy=classic&mode=all` });
  await page.keyboard.press('End');
  await page.waitForFunction(() => /\b4\b/.test(document.querySelector('#panel-tree')?.textContent ?? '')
    && document.querySelector('#tree-levels')?.textContent.endsWith('40 · 4'), null, { timeout: 30000 });
  assert.equal(await text(page, '#tree-levels'), 'Nodes per level, each a partial solution: 6 · 20 · 36 · 46 · 40 · 4');
  const german = await open(env, t, { fragment: `puzzle=${QUEENS6}&strategy=classic&mode=all&lang=de` });
  await german.keyboard.press('End');
  await german.waitForFunction(() => document.querySelector('#tree-levels')?.textContent.endsWith('40 · 4'), null, { timeout: 30000 });
  assert.equal(await text(german, '#tree-levels'), 'Knoten je Ebene, jeder eine Teillösung: 6 · 20 · 36 · 46 · 40 · 4');
});
