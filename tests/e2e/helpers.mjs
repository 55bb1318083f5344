// Shared set-up of the end-to-end tests: the built page (dist/) served on
// 127.0.0.1, Debian's headless Chromium driven by playwright-core, a fresh
// context per page that records every request and long task.
import { before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFile, mkdir } from 'node:fs/promises';
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';

export const ROOT = new URL('../../', import.meta.url).pathname;
export const DIST = join(ROOT, 'dist');
export const SHOTS = join(ROOT, 'target', 'screens');
export const PRESSE = '3...1.......5.698...9....15.94367.52.17.95348.23...6..4.6.52...9..1.3..4..5...8..';
export const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.mjs': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png' };

/** Starts the server and the browser before the file's tests, and stops
 *  them after. `isolated`: the page is cross-origin isolated (COOP and
 *  COEP), which the browser's memory measurement needs. `env.override`
 *  maps a path to other contents (a new build, for the service worker). */
export function setup({ isolated = false } = {}) {
  const env = { base: '', browser: null, override: new Map() };
  let server;
  before(async () => {
    server = createServer(async (req, res) => {
      const asked = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^\/+/, '');
      const path = asked === '' ? 'index.html' : asked;
      try {
        const body = env.override.get(path) ?? await readFile(join(DIST, path));
        const headers = { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream' };
        if (isolated) {
          headers['cross-origin-opener-policy'] = 'same-origin';
          headers['cross-origin-embedder-policy'] = 'require-corp';
        }
        res.writeHead(200, headers);
        res.end(body);
      } catch {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
    env.base = `http://127.0.0.1:${server.address().port}/`;
    env.browser = await chromium.launch({
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
        '--disable-component-update', '--no-first-run', '--enable-blink-features=ForceEagerMeasureMemory'],
    });
    await mkdir(SHOTS, { recursive: true });
  });
  after(async () => {
    await env.browser?.close();
    server?.close();
  });
  return env;
}

/** A fresh page (own storage) at `fragment`, recording requests and long
 *  tasks; `cores`: the processor count the page is told. */
export async function open(env, t, { size = { width: 1280, height: 720 }, fragment = '', cores = null } = {}) {
  const context = await env.browser.newContext({ viewport: size });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: env.base });
  const page = await context.newPage();
  if (cores !== null) {
    // A machine with this many cores, as the page sees it.
    await page.addInitScript((n) => Object.defineProperty(navigator, 'hardwareConcurrency', { get: () => n }), cores);
  }
  const requests = [];
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => console.log('page error:', e.message));
  const consoleErrors = [];
  page.on('console', (m) => { if (m.type() === 'error') consoleErrors.push(m.text()); });
  page.consoleErrors = consoleErrors;
  await page.addInitScript(() => {
    window.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => window.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  t.after(async () => {
    // A download is a blob: URL of the page's own origin.
    const foreign = requests.filter((u) => !u.startsWith(env.base) && !u.startsWith(`blob:${env.base}`));
    const csp = await page.evaluate(() => window.__csp).catch(() => []);
    const cspLogged = consoleErrors.filter((m) => /Content Security Policy/i.test(m));
    await context.close();
    assert.deepEqual(foreign, [], 'the page requests nothing outside its own origin');
    assert.deepEqual([...csp, ...cspLogged], [], 'no Content-Security-Policy violation');
  });
  await page.goto(env.base + (fragment ? `#${fragment}` : ''));
  // A first visit starts the page at the reader's first sign of use
  // (.ci/loader.mjs): the pointer comes onto the page.
  await page.mouse.move(1, 1);
  // The page's own drawing, not the first screen the build prerendered:
  // its grid, or a board of queens past 32 columns (one image).
  await page.waitForSelector('.app-root [role=gridcell], .app-root .wide-board');
  return page;
}

export const text = (page, sel) => page.locator(sel).innerText();

/** Waits until the page has drawn twice more and run the tasks it left
 *  for after its drawing (the address bar's link, a layout's last pass):
 *  what it does of itself after an action is done. */
export const settled = (page) => page.evaluate(() => new Promise((done) => {
  requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0)));
}));
/** A counter's value, whatever the grouping of the page's language. */
export const count = async (page, sel) => Number((await text(page, sel)).replace(/\D/g, ''));
/** The step on screen. */
export const step = async (page) => Number(await page.inputValue('#step-number'));

/** Clicks `sel`, one of the class's and the lesson's buttons that the run
 *  controls keep folded (predict, race, embed, print, GIF), unfolding
 *  them first as a reader would. */
export async function more(page, sel) {
  const folded = page.locator('#more-controls');
  if (!(await folded.evaluate((d) => d.open))) await folded.locator('summary').click();
  await page.click(sel);
}

export async function loadText(page, puzzle) {
  await page.locator('details.import summary').click();
  await page.fill('#import', puzzle);
  await page.click('#load');
}

/** Waits until the step on screen is `k`: the scrub bar's too, which the
 *  page alone sets (the step field keeps what a test typed into it). */
export async function atStep(page, k, timeout = 30000) {
  await page.waitForFunction((k) => Number(document.querySelector('#step-number')?.value) === k
    && Number(document.querySelector('#scrub')?.value) === k, k, { timeout });
}

/** Types step `k` into the step field and waits until it is on screen. */
export async function jumpTo(page, k, timeout = 30000) {
  await page.fill('#step-number', String(k));
  await page.press('#step-number', 'Enter');
  await atStep(page, k, timeout);
}

/** Closes the Lab and steps the page's own search (the strategy chosen)
 *  to step `k`: its attempts there, to set beside the learner's code's. */
export async function builtInAttemptsAt(page, k) {
  await page.click('#lab-open');
  await page.click('#step');
  await atStep(page, 1, 20000);
  await jumpTo(page, k, 60000);
  return count(page, '#attempts');
}

/** A program among the sources (`../shared/sources`, read at run time),
 *  from its first line `first` to the end of the line that starts its
 *  search (`showAttempts=True)` after its `if __name__`), as a reader
 *  copies it from the web page. */
export function sourceProgram(first) {
  const dir = join(ROOT, '..', 'shared', 'sources');
  const article = readdirSync(dir).map((f) => readFileSync(join(dir, f), 'utf8')).find((t) => t.includes(first));
  assert.ok(article, `${first} among the sources`);
  const start = article.indexOf(first);
  const main = article.indexOf('if __name__', start);
  const end = article.indexOf('showAttempts=True)', main) + 'showAttempts=True)'.length;
  return article.slice(start, end);
}

/** The native command line (built by `cargo test` or `cargo build --release`). */
export function btlab(args, input) {
  const release = join(ROOT, 'target', 'release', 'btlab');
  const bin = existsSync(release) ? release : join(ROOT, 'target', 'debug', 'btlab');
  return execFileSync(bin, args, { input }).toString();
}

/** The WCAG contrast of the text of `selector` (its first match) against
 *  the background it is drawn on, from the computed styles. */
export async function contrast(page, selector) {
  return page.locator(selector).first().evaluate((el) => {
    const rgb = (s) => (s.match(/[\d.]+/g) ?? []).map(Number);
    const lum = ([r, g, b]) => {
      const f = (c) => { c /= 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
      return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    let bg = null;
    for (let e = el; e; e = e.parentElement) {
      const c = rgb(getComputedStyle(e).backgroundColor);
      if (c.length === 3 || (c.length === 4 && c[3] > 0)) { bg = c.slice(0, 3); break; }
    }
    bg ??= [255, 255, 255];
    const fg = rgb(getComputedStyle(el).color).slice(0, 3);
    const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
    return (a + 0.05) / (b + 0.05);
  });
}

/** A puzzle (a JSON document, as an object) as an f-puzzles link,
 *  written by the command line. */
export function fpuzzlesLink(doc) {
  return btlab(['convert', '--to', 'fpuzzles', '-'], JSON.stringify(doc)).trim();
}

/** Steps the search one step at a time, from where it stands, until the
 *  Explanation says `words` (at most `steps` steps); what it says then. */
export async function stepUntilSaid(page, words, steps = 60) {
  const from = Number(await page.locator('#step-number').inputValue());
  for (let k = from; k < from + steps; k += 1) {
    await page.click('#step');
    await atStep(page, k + 1);
    const why = await text(page, '#why');
    if (why.includes(words)) return why;
  }
  throw new Error(`no step said ${words}`);
}

/** Types each `[square, key]` of `typed` in turn (a click, a key). */
export async function typeIn(page, typed) {
  for (const [square, key] of typed) {
    await page.locator('.board [role=gridcell]').nth(square).click();
    await page.keyboard.press(key);
  }
}

/** Waits until each square of `squares` is marked broken. */
export async function markedBroken(page, squares) {
  for (const i of squares) {
    await page.waitForFunction((i) => document.querySelectorAll('.board [role=gridcell]')[i].classList.contains('broken'), i);
  }
}

/** Waits until no square is marked broken. */
export async function noneBroken(page) {
  await page.waitForFunction(() => document.querySelectorAll('.board .cell.broken').length === 0);
}
