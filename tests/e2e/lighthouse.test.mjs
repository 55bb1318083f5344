// Lighthouse on the first visit, as a phone sees it: its mobile preset
// (simulated slow 4G and a slower processor) against the built page served
// compressed, as a host would. The figures are logged, not asserted: the
// machines that run this are noisy. The bars: performance 95, accessibility
// 100, at most 450 KB transferred.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { extname, join, normalize } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { DIST, TYPES } from './helpers.mjs';

/** Serves dist/ gzip-compressed where the browser accepts it, cached as
 *  a host caches a build: files named by their content's hash for a year,
 *  the others revalidated by their ETag (a 304 when unchanged). */
async function serveCompressed() {
  const cache = new Map();
  const server = createServer(async (req, res) => {
    const asked = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^\/+/, '');
    const path = asked === '' ? 'index.html' : asked;
    try {
      if (!cache.has(path)) {
        const body = await readFile(join(DIST, path));
        const etag = `"${createHash('sha1').update(body).digest('hex')}"`;
        cache.set(path, { body, gzip: gzipSync(body, { level: 9 }), etag });
      }
      const { body, gzip, etag } = cache.get(path);
      const hashed = /-[0-9a-f]{8,}(_bg)?\.\w+$/.test(path);
      const headers = {
        'content-type': TYPES[extname(path)] ?? 'application/octet-stream',
        'cache-control': hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
        etag,
      };
      if (req.headers['if-none-match'] === etag) {
        res.writeHead(304, headers);
        res.end();
        return;
      }
      const zipped = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
      if (zipped) headers['content-encoding'] = 'gzip';
      res.writeHead(200, headers);
      res.end(zipped ? gzip : body);
    } catch {
      res.writeHead(404);
      res.end();
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return server;
}

test('Lighthouse, mobile preset, first visit: performance, accessibility and bytes (logged)', async (t) => {
  const server = await serveCompressed();
  const profile = await mkdtemp(join(tmpdir(), 'btlab-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    userDataDir: profile,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage',
      '--disable-background-networking', '--disable-component-update', '--no-first-run'],
  });
  t.after(async () => {
    await chrome.kill();
    server.close();
    await rm(profile, { recursive: true, force: true });
  });
  const url = `http://127.0.0.1:${server.address().port}/`;
  const result = await lighthouse(url, {
    port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'],
  });
  const { categories, audits } = result.lhr;
  const score = (c) => Math.round(categories[c].score * 100);
  const ms = (a) => Math.round(audits[a].numericValue);
  const bytes = audits['total-byte-weight'].numericValue;
  const failing = Object.values(audits).filter((a) => a.scoreDisplayMode === 'binary' && a.score === 0
    && categories.accessibility.auditRefs.some((r) => r.id === a.id)).map((a) => a.id);
  console.log(`# lighthouse (mobile): performance ${score('performance')}, accessibility ${score('accessibility')}`
    + `${failing.length ? ` (failing: ${failing.join(', ')})` : ''}; first contentful paint ${ms('first-contentful-paint')} ms,`
    + ` largest contentful paint ${ms('largest-contentful-paint')} ms, total blocking time ${ms('total-blocking-time')} ms,`
    + ` cumulative layout shift ${audits['cumulative-layout-shift'].numericValue.toFixed(3)}, speed index ${ms('speed-index')} ms;`
    + ` ${Math.round(bytes / 1024)} KB transferred`);
  // What is asserted is that Lighthouse measured the page, not its scores.
  assert.ok(bytes > 100_000, `the page's files were transferred (${bytes} bytes)`);
  assert.ok(categories.performance.score !== null && categories.accessibility.score !== null);
});
