// A page in headless Firefox (SpiderMonkey) for wasm_vs_native.mjs: the
// second engine, to tell what V8 does to wasm from what wasm costs. No
// driver: Debian's firefox-esr is older than Playwright's WebDriver BiDi
// client expects, so the page asks the server for each call to make
// (GET /next) and posts back what it returned (POST /result). Needs
// `apt-get install firefox-esr` (FIREFOX names another binary).
//
//   const page = await openFirefoxPage(html, file);
//   const result = await page.call('bench', 'bench_sudoku', text, 2, 2000);
//   await page.close();
//
// `html` must import the modules and hand them to `serveCalls` (see
// CALL_LOOP); `file(path)` names the file to serve for any other path.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sendFile } from './chromium_page.mjs';

/** The page's side, to put in its module script after the imports:
 *  `await serveCalls({ bench, peer })` makes each call the server hands
 *  out, until it says done. */
export const CALL_LOOP = `
async function serveCalls(modules) {
  for (;;) {
    const call = await (await fetch('/next')).json();
    if (call.done) return;
    let reply;
    try {
      reply = { ok: await modules[call.module][call.name](...call.args) };
    } catch (error) {
      reply = { error: String(error) };
    }
    await fetch('/result', { method: 'POST', body: JSON.stringify(reply) });
  }
}`;

export async function openFirefoxPage(html, file) {
  // One call at a time: the page's next request for work, if it is
  // waiting, and the caller waiting for the reply.
  let idle = null;
  let queued = null;
  let replied = null;
  const server = createServer((req, res) => {
    const path = new URL(req.url, 'http://x').pathname;
    if (path === '/') return res.writeHead(200, { 'content-type': 'text/html' }).end(html);
    if (path === '/next') {
      if (queued) {
        res.end(JSON.stringify(queued));
        queued = null;
      } else {
        idle = res;
      }
      return;
    }
    if (path === '/result') {
      let body = '';
      req.on('data', (chunk) => { body += chunk; });
      req.on('end', () => {
        res.end();
        replied?.(JSON.parse(body));
      });
      return;
    }
    sendFile(res, file, path);
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const hand = (work) => {
    if (idle) {
      idle.end(JSON.stringify(work));
      idle = null;
    } else {
      queued = work;
    }
  };
  const profile = mkdtempSync(join(tmpdir(), 'btlab-firefox-'));
  const firefox = spawn(process.env.FIREFOX ?? '/usr/bin/firefox-esr',
    ['--headless', '--no-remote', '--profile', profile, `http://127.0.0.1:${server.address().port}/`],
    { stdio: 'ignore' });
  // A browser that fails to start or quits fails the call in hand and
  // every later one, rather than leaving them waiting.
  let gone = null;
  const quit = (why) => {
    gone ??= why;
    replied?.({ error: gone });
  };
  const exited = new Promise((ok) => firefox.on('exit', (code) => {
    quit(`firefox quit (exit code ${code})`);
    ok();
  }));
  firefox.on('error', (error) => quit(`firefox did not start: ${error.message}`));
  const call = (module, name, ...args) => new Promise((ok, fail) => {
    if (gone) return fail(new Error(gone));
    replied = (reply) => {
      replied = null;
      if ('error' in reply) fail(new Error(`${module}.${name}: ${reply.error}`));
      else ok(reply.ok);
    };
    hand({ module, name, args });
  });
  const close = async () => {
    hand({ done: true });
    if (firefox.exitCode === null && firefox.pid !== undefined) {
      firefox.kill();
      await exited;
    }
    server.close();
    rmSync(profile, { recursive: true, force: true });
  };
  return { call, close };
}
