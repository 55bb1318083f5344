// A page in headless Chromium for the wasm benches (wasm_vs_native.mjs,
// wasm_ab.mjs): `html` served at /, any other path from the file that
// `file(path)` names (404 if it throws or there is none), on 127.0.0.1,
// and Chromium launched with the flags it needs as root here, and any in
// `extraArgs` (wasm_profile.mjs: V8's for perf). Returns the tab and a
// function that closes browser and server.
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

// The page's service worker keeps index.html and serves it for every later
// visit: as anything but HTML, a visit is taken for a download.
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png' };

/** Only the last part of a URL path, as a file name: no way out of a folder. */
export const fileName = (path) => path.slice(path.lastIndexOf('/') + 1).replace(/[^\w.-]/g, '');

/** Answers `res` with the file that `file(path)` names, typed by its
 *  extension; 404 if it throws or there is none. */
export function sendFile(res, file, path) {
  try {
    const body = readFileSync(file(path));
    res.writeHead(200, { 'content-type': TYPES[path.slice(path.lastIndexOf('.'))] ?? 'application/octet-stream' }).end(body);
  } catch {
    res.writeHead(404).end();
  }
}

export async function openPage(html, file, extraArgs = []) {
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    sendFile(res, file, path);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const browser = await chromium.launchPersistentContext(mkdtempSync(join(tmpdir(), 'btlab-bench-')), {
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
      '--disable-component-update', '--no-first-run', ...extraArgs],
  });
  const close = async () => {
    await browser.close();
    server.close();
  };
  try {
    const tab = await browser.newPage();
    await tab.goto(`http://127.0.0.1:${server.address().port}/`);
    return { tab, close };
  } catch (error) {
    await close();
    throw error;
  }
}
