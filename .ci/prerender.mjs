// The first screen as HTML, for the build (.ci/post-build.mjs): the built
// page opened in headless Chromium as a first visit sees it (in each
// language the build knows, the welcome shown, the first library
// puzzle), its <main> taken as drawn, so that index.html (English) and
// index.<code>.html (the others, which `btlab serve` gives a browser that
// speaks them) show the board before the wasm has arrived. It is the
// page as drawn, with its names, roles and labels: until the reader's
// first sign of use (the loader, .ci/loader.mjs) it is the page a screen
// reader reads and a keyboard enters. The page replaces it with its own
// drawing in the same task as it first draws (src/ui/host.rs, `show`),
// keeping the focus on the same control; a visit that is not a first
// one (a link, saved work, another language than the file's) removes it
// before the first paint (`cleanup` below), as it would show the wrong
// board or language. Its controls carry no tooltips (see `firstScreen`).
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';

const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css', '.json': 'application/json', '.svg': 'image/svg+xml' };

/** The attribute that marks the prerendered <main>. */
export const MARK = 'data-prerender';

/** The classic script that follows the prerendered <main>: it removes it
 *  unless this is a first visit in the language it was prerendered in,
 *  its mark's value (no fragment, nothing saved, the browser's first
 *  language among the page's `languages` (their codes: every language
 *  the build knows) that one, English if none of them), as the page's own
 *  boot decides (`Lang::from_browser`). The same script for every
 *  language: one hash in the policy. */
export const cleanup = (languages) => `(function(){var saved=1;try{saved=localStorage.length}catch(e){}`
  + `var langs=[].concat(navigator.languages||[],navigator.language||[]),first='en',known=${JSON.stringify(languages)};`
  + `for(var i=0;i<langs.length;i++){var b=String(langs[i]).split(/[-_]/)[0].toLowerCase();`
  + `if(known.indexOf(b)>=0){first=b;break}}`
  + `var m=document.querySelector('main[${MARK}]');`
  + `if(m&&(location.hash.length>1||saved>0||first!==m.getAttribute('${MARK}')))m.remove()})()`;

/** Serves the folder `dir` on 127.0.0.1 (index.html at /). */
async function serve(dir) {
  const server = createServer((req, res) => {
    const asked = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname)).replace(/^\/+/, '');
    try {
      const body = readFileSync(join(dir, asked === '' ? 'index.html' : asked));
      res.writeHead(200, { 'content-type': TYPES[extname(asked)] ?? 'text/html' }).end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  return server;
}

/** The first visit's <main> of the page built in `dir` in each of
 *  `languages` (`{ code: html }`), marked with its language, with the
 *  values the page gave its fields written as attributes. */
export async function firstScreens(dir, languages) {
  const server = await serve(dir);
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking',
      '--disable-component-update', '--no-first-run'],
  });
  try {
    const screens = {};
    for (const lang of languages) screens[lang] = await firstScreen(browser, server, lang);
    return screens;
  } finally {
    await browser.close();
    server.close();
  }
}

/** The first screen in `lang`, as `browser` draws the page `server`
 *  serves to a browser that speaks it. */
async function firstScreen(browser, server, lang) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 720 }, locale: lang });
  try {
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForSelector(`html[lang=${lang}] main.app [role=gridcell]`);
    return await page.evaluate(([mark, lang]) => {
      const main = document.querySelector('main.app');
      for (const input of main.querySelectorAll('input')) {
        if (input.type === 'checkbox' || input.type === 'radio') input.toggleAttribute('checked', input.checked);
        else input.setAttribute('value', input.value);
      }
      for (const select of main.querySelectorAll('select')) {
        for (const option of select.options) option.toggleAttribute('selected', option.selected);
      }
      for (const area of main.querySelectorAll('textarea')) area.textContent = area.value;
      // No tooltips: one shows after the pointer rests on a control, and
      // a pointer that moves is the first sign of use, on which the page
      // draws its own screen (with them) in place of this one. Every
      // control keeps its name (its text or label); the titles were a
      // fifth of this screen's download.
      for (const titled of main.querySelectorAll('[title]')) titled.removeAttribute('title');
      main.setAttribute(mark, lang);
      return main.outerHTML;
    }, [MARK, lang]);
  } finally {
    await page.close();
  }
}
