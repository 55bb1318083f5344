// Code that MicroPython cannot run, in CPython (Pyodide): the Kendoku
// article's own program, read from the shared sources and pasted as a
// reader copies it from the web page. The Lab names the line that needs
// CPython, mends the copy in one click, fetches Pyodide only then, and
// runs the program to its end on the board its `vector` and `size` make,
// with the attempts the article prints. The prefilled code before it runs
// in MicroPython and fetches no Pyodide.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { setup, open, text, count, atStep, sourceProgram, SHOTS, PRESSE } from './helpers.mjs';

const env = setup();

/** The Kendoku article's program, as copied from its web page. */
const kendokuProgram = () => sourceProgram('# File kendoku.py');

test('the Kendoku article\'s program in CPython: its line named, the copy mended, Pyodide fetched then, 4,343 attempts', async (t) => {
  // The article's search goes on after its solution, to the end.
  const page = await open(env, t, { fragment: `puzzle=${PRESSE}&strategy=classic&mode=all` });
  const fetched = [];
  page.on('request', (request) => { if (request.url().includes('/pyodide/')) fetched.push(request.url()); });
  await page.click('#lab-open');
  await page.waitForSelector('#lab-code');
  assert.equal(await text(page, '#lab-python-why'), 'Runs in MicroPython.');
  await page.click('#lab-run');
  await atStep(page, 1, 20000);
  assert.deepEqual(fetched, [], 'MicroPython runs the prefilled code: no Pyodide fetched');

  await page.fill('#lab-code', kendokuProgram());
  await page.waitForSelector('#lab-pasted');
  await page.click('#lab-pasted-fix');
  await page.waitForSelector('#lab-pasted', { state: 'detached' });
  const code = await page.inputValue('#lab-code');
  const line = code.split('\n').findIndex((l) => l.includes('import functools')) + 1;
  assert.equal(await text(page, '#lab-python-why'), `Runs in CPython: line ${line} imports 'functools', which MicroPython does not have.`);
  const started = Date.now();
  await page.click('#lab-run');
  await atStep(page, 1, 120000);
  const loaded = Date.now() - started;
  assert.ok(fetched.some((u) => u.endsWith('pyodide.asm.wasm')), `Pyodide fetched: ${fetched}`);
  await page.waitForFunction(() => document.querySelectorAll('.board [role=gridcell].declared').length === 36, null, { timeout: 20000 });
  // Drawn as the Kendoku it is: each cage its program names, with its
  // value and sign in its first square, and a thick line around it.
  const cages = [...code.matchAll(/\(\s*(\d+)\s*,\s*"(.)"\s*,\s*\(([\d,\s]+)\)\s*\)/g)]
    .map(([, value, op, members]) => ({ corner: `${value}${{ '+': '+', '-': '\u2212', x: '\u00d7', '/': '\u00f7' }[op]}`, first: Math.min(...members.split(',').map(Number)) }));
  assert.ok(cages.length > 10, `the program's cages: ${cages.length}`);
  const corners = await page.evaluate(() => [...document.querySelectorAll('.board [role=gridcell]')]
    .map((c) => c.querySelector('.corner')?.textContent ?? null));
  assert.equal(corners.filter(Boolean).length, cages.length, 'a corner for every cage');
  for (const cage of cages) assert.equal(corners[cage.first], cage.corner, `the cage at square ${cage.first}`);
  assert.ok(await page.locator('.board [role=gridcell].thick-right').count() > 0, 'the cages\' lines');
  const toEnd = Date.now();
  await page.click('#skip');
  await page.waitForFunction(() => document.querySelector('#skip')?.disabled, null, { timeout: 120000 });
  const ms = Date.now() - toEnd;
  const events = Number(await page.inputValue('#step-number'));
  console.log(`lab: the Kendoku article's program in CPython (Pyodide): started in ${loaded} ms; ${events} events to the end in ${ms} ms (${Math.round(events / (ms / 1000))} events/s)`);
  assert.equal(await count(page, '#attempts'), 4343);
  assert.equal(await count(page, '#solutions'), 1);
  await page.waitForSelector('#lab-output');
  const output = await text(page, '#lab-output');
  assert.match(output, /L\u00f6sung {4}1\n\s+1\s+4\s+2\s+3\s+5\s+6/);
  assert.match(output, /\n4_343 attempts in \d+\.\d\d seconds\n?$/);
  await page.locator('.lab').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'lab-cpython-kendoku-1280.png') });
});
