// `btlab serve`, as `.ci/serve` starts it: the built page opens from it
// in Chromium, compressed as the browser accepts, and the class relay
// beside it carries a teacher's moment to a student's browser.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ROOT, DIST } from './helpers.mjs';

let server;
let base;
let browser;

before(async () => {
  const release = join(ROOT, 'target', 'release', 'btlab');
  const bin = existsSync(release) ? release : join(ROOT, 'target', 'debug', 'btlab');
  server = spawn(bin, ['serve', '--addr', '127.0.0.1:0', '--dist', DIST], { stdio: ['ignore', 'pipe', 'inherit'] });
  const said = await new Promise((ok, fail) => {
    server.stdout.once('data', (d) => ok(d.toString()));
    server.once('exit', (code) => fail(new Error(`btlab serve ended with ${code}`)));
  });
  base = said.match(/http:\/\/[^/\s]+\//)[0];
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
});

after(async () => {
  await browser?.close();
  server?.kill();
});

test('the page opens from btlab serve, compressed, and says this server holds classes', async () => {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const encodings = [];
    page.on('response', async (r) => {
      if (r.url().endsWith('.wasm')) encodings.push((await r.allHeaders())['content-encoding'] ?? 'none');
    });
    await page.goto(base);
    await page.locator('main.app [role=gridcell]').first().waitFor();
    // The wasm starts at the first sign of use.
    await page.mouse.move(200, 200);
    await page.click('#step');
    await page.waitForFunction(() => Number(document.querySelector('#step-number')?.value) === 1);
    assert.ok(encodings.length > 0 && encodings.every((e) => e === 'br' || e === 'gzip'), `the wasm came as ${encodings}`);
    const hello = await page.evaluate(async () => (await fetch('class/hello')).json());
    assert.equal(hello.classes, true);
  } finally {
    await context.close();
  }
});

test('a browser that speaks German or Dutch gets the first screen prerendered in its language, then the page in it', async () => {
  for (const [locale, lang, step] of [['de-DE', 'de', 'Schritt ›'], ['nl-NL', 'nl', 'Stap ›'], ['en-US', 'en', 'Step ›']]) {
    const context = await browser.newContext({ locale });
    try {
      const page = await context.newPage();
      const served = await page.goto(base);
      assert.match((await served.allHeaders()).vary, /accept-language/);
      // Before any use the page has not started: this is the build's HTML.
      const prerendered = page.locator(`main[data-prerender="${lang}"]`);
      await prerendered.waitFor();
      assert.equal(await page.getAttribute('html', 'lang'), lang);
      assert.equal((await page.locator('#step').innerText()).trim(), step);
      await page.mouse.move(200, 200);
      await page.click('#step');
      await page.waitForFunction(() => Number(document.querySelector('#step-number')?.value) === 1);
      assert.equal(await page.locator('main[data-prerender]').count(), 0, 'the page drew itself in its place');
      assert.equal((await page.locator('#step').innerText()).trim(), step);
      await page.screenshot({ path: join(ROOT, 'target', 'screens', `first-visit-served-${lang}-1280.png`) });
    } finally {
      await context.close();
    }
  }
});

/** Opens a WebSocket to the relay in `page`; its messages kept in
 *  `window.heard`, sent with `window.say`. */
async function connect(page) {
  await page.evaluate(() => new Promise((ok, fail) => {
    const socket = new WebSocket(new URL('/class', location.href).href.replace(/^http/, 'ws'));
    window.heard = [];
    socket.onmessage = (e) => window.heard.push(JSON.parse(e.data));
    socket.onopen = () => ok();
    socket.onerror = () => fail(new Error('no relay'));
    window.say = (m) => socket.send(JSON.stringify(m));
  }));
}

/** The first message heard in `page` for which `wanted` holds. */
async function heard(page, wanted) {
  const handle = await page.waitForFunction(`window.heard.find(${wanted})`);
  return handle.jsonValue();
}

test('a teacher\'s browser opens a room and a student\'s browser follows its moment', async () => {
  const teacher = await browser.newContext();
  const student = await browser.newContext();
  try {
    const t = await teacher.newPage();
    const s = await student.newPage();
    await t.goto(`${base}class/hello`);
    await s.goto(`${base}class/hello`);
    await connect(t);
    await t.evaluate(() => window.say({ type: 'open' }));
    const { room } = await heard(t, '(m) => m.type === "opened"');
    await connect(s);
    await s.evaluate((room) => window.say({ type: 'join', room, seat: 'tab-1' }), room);
    await heard(s, '(m) => m.type === "joined"');
    await heard(t, '(m) => m.type === "room" && m.students === 1');
    await t.evaluate(() => window.say({ type: 'moment', link: 'puzzle=PRESSE&step=3' }));
    const seen = await heard(s, '(m) => m.moment === "puzzle=PRESSE&step=3"');
    assert.equal(seen.following, true);
  } finally {
    await teacher.close();
    await student.close();
  }
});
