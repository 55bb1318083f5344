// The page's loader: the inline module script of index.html that starts
// the page's wasm (.ci/post-build.mjs puts it in place of trunk's).
//
// It fetches and compiles the wasm once the first screen is painted. On a
// first visit in English the build's prerendered first screen (2d in
// post-build, .ci/prerender.mjs) already shows the board, the welcome and
// every control, so the page is started at the reader's first sign of use
// rather than at once: a pointer moved, a touch, a key, a wheel, a focus
// or a click. A phone that only loads and reads the page is not held up
// by drawing it a second time; the start, run in that first event before
// it reaches its target, hands the event (and the focus) to the drawn
// page (src/ui/host.rs). The first screen's texts (English) are fetched
// beside the wasm, so that the start waits for nothing from the network.
// Every other visit (a link, saved work, another language: the
// prerendered screen was removed) starts at once.
//
// A mouse's press is not a sign here: the press would land on the
// prerendered button and its release on the drawn one, and the browser
// sends that click nowhere. A mouse moves before it presses; a click with
// no move before it (a screen reader's) is the sign itself and is passed
// on to the drawn page. So is a click (a phone's tap) that lands on the
// prerendered screen while the page is still starting: the last one is
// kept in the sign's record, and the drawn page's twin is clicked.
//
// The start never strands the reader: the service worker is registered
// once the page has loaded, used or not (a visit that only reads works
// offline after it); keys pressed before the wasm has arrived are handed
// to the page once it runs; a wasm that cannot be fetched, compiled or
// started says so in the reader's language, with a button to try again.
//
// The names shared with the page's Rust are written in src/names.rs too;
// tests/shared_names.rs checks that both say the same.

import { MARK } from './prerender.mjs';

/** The global the loader leaves for the page: the first sign of use,
 *  `{ type, target, click }`, `click` the element last clicked on the
 *  prerendered screen (read by src/ui/engaged.rs and src/ui/host.rs). */
export const FIRST_USE = 'btlabFirstUse';

/** The global of the files the loader fetched ahead for the page: their
 *  texts' promises by path (read by src/ui/lang_tables.rs). */
export const FETCHED = 'btlabFetched';

/** The class of the element the page draws into. */
export const APP_ROOT = 'app-root';

/** The storage key of the language the reader chose (the page's). */
export const LANG_KEY = 'btlab.lang';

/** The id of the message that says the page could not start. */
export const START_FAILED = 'start-failed';

/** The tab's session-storage key of its class ticket (src/class/ticket.rs). */
export const CLASS_TICKET = 'btlab.class';

/** The events that are a first sign of use. */
const SIGNS = ['pointermove', 'touchstart', 'keydown', 'wheel', 'focusin', 'click'];

/** The loader's script for the page's `glue` (its wasm-bindgen JS),
 *  `wasm` and each language's texts, `tables` (`{ en: path, ... }`,
 *  paths on the site: the first screen's are those of the language it
 *  was prerendered in, its mark's value); `texts`: each language's words
 *  for a start that failed (`{ en: { failed, retry }, ... }`, from
 *  `btlab texts`). */
export function pageLoader({ glue, wasm, tables, texts }) {
  const at = (value) => JSON.stringify(value);
  return `${classJoin()}
const table = ${at(tables)}[document.querySelector('main[${MARK}]')?.getAttribute('${MARK}')] ?? ${at(tables.en)};
const painted = new Promise((ok) => requestAnimationFrame(() => setTimeout(ok)));
const parts = (n) => painted.then(() => Promise.all([
  import(n ? ${at(glue)} + '?try=' + n : ${at(glue)}),
  WebAssembly.compileStreaming(fetch(${at(wasm)}, n ? { cache: 'reload' } : {}))
    .catch(() => fetch(${at(wasm)}, n ? { cache: 'reload' } : {}).then((r) => {
      if (!r.ok) throw new Error(r.status + ' ' + r.url);
      return r.arrayBuffer();
    }).then((b) => WebAssembly.compile(b))),
]));
let tries = 0, fetched = parts(0), ready = false, started = null, running = false;
fetched.then(() => { ready = true; }, failed);
const held = [];
const hold = (event) => {
  if (running) return removeEventListener('keydown', hold, true);
  if (!ready) held.push(event);
};
addEventListener('keydown', hold, true);
const start = () => started ??= fetched.then(([glue, module]) => {
  glue.initSync({ module });
  running = true;
  replay();
}).catch(failed);
// The keys held back go to the page once it has drawn itself (its
// listener is on the document from then).
function replay(waited = 0) {
  if (!held.length) return;
  if (!document.querySelector('.${APP_ROOT}') && waited < 5000) return setTimeout(() => replay(waited + 50), 50);
  for (const e of held.splice(0)) {
    (document.activeElement ?? document.body).dispatchEvent(new KeyboardEvent('keydown', {
      key: e.key, code: e.code, shiftKey: e.shiftKey, ctrlKey: e.ctrlKey, altKey: e.altKey,
      metaKey: e.metaKey, bubbles: true, cancelable: true }));
  }
}
function failed(error) {
  started = null;
  console.error('the page could not start:', error);
  if (document.getElementById(${at(START_FAILED)})) return;
  const words = ${at(texts)}[language()] ?? ${at(texts)}.en;
  const box = document.createElement('div');
  box.id = ${at(START_FAILED)};
  box.className = 'start-failed';
  box.setAttribute('role', 'alert');
  const said = document.createElement('p');
  said.textContent = words.failed;
  const again = document.createElement('button');
  again.type = 'button';
  again.textContent = words.retry;
  again.addEventListener('click', () => {
    box.remove();
    fetched = parts(++tries);
    fetched.then(() => { ready = true; }, failed);
    start();
  });
  box.append(said, again);
  document.body.prepend(box);
}
function language() {
  const codes = [];
  const linked = /(?:^|[#&])lang=([a-z]+)/.exec(location.hash);
  if (linked) codes.push(linked[1]);
  try { codes.push(localStorage.getItem(${at(LANG_KEY)}) ?? ''); } catch (e) {}
  codes.push(...(navigator.languages ?? []), navigator.language ?? '');
  return codes.map((c) => String(c).split(/[-_]/)[0].toLowerCase()).find((c) => c in ${at(texts)}) ?? 'en';
}
// The service worker, on every visit; it is asked to keep the first
// screen's texts, fetched before it served the page, so that the page
// opens offline after a visit that only read it.
if ('serviceWorker' in navigator) {
  addEventListener('load', () => navigator.serviceWorker.register('sw.js')
    .then(() => navigator.serviceWorker.ready)
    .then((ready) => ready.active?.postMessage({ keep: table }))
    .catch(() => {}));
}
// A tab in a class (a join link read above, or a class started before a
// reload) fetches the class client beside the page.
try {
  if (sessionStorage.getItem(${at(CLASS_TICKET)})) painted.then(() => import('./class-app/start.mjs'))
    .catch((error) => console.error('the class client could not load:', error));
} catch (e) {}
if (!document.querySelector('main[${MARK}]')) {
  start();
} else {
  self.${FETCHED} = { [table]: painted.then(() => fetch(table))
    .then((r) => (r.ok ? r.text() : undefined)).catch(() => undefined) };
  const signs = ${at(SIGNS)};
  const used = (event) => {
    for (const sign of signs) removeEventListener(sign, used, true);
    self.${FIRST_USE} = { type: event.type, target: event.target, click: null };
    start();
  };
  for (const sign of signs) addEventListener(sign, used, { capture: true, passive: true });
  const clicked = (event) => {
    if (!event.target.closest?.('main[${MARK}]')) return removeEventListener('click', clicked, true);
    if (self.${FIRST_USE}) self.${FIRST_USE}.click = event.target;
  };
  addEventListener('click', clicked, { capture: true, passive: true });
}`;
}

/** A join link (`#class=CODE`, from the teacher's QR code) becomes the
 *  tab's student ticket, and leaves the address bar: the page opens the
 *  teacher's moment once the class client has it. The prerendered first
 *  screen was removed already (the fragment was not empty), so the page
 *  starts at once. */
function classJoin() {
  return `{
  const joining = /(?:^|[#&])class=([0-9A-Za-z]+)(?:&|$)/.exec(location.hash);
  if (joining) {
    try { sessionStorage.setItem(${JSON.stringify(CLASS_TICKET)}, JSON.stringify({ role: 'student', room: joining[1].toUpperCase() })); } catch (e) {}
    const rest = location.hash.slice(1).split('&').filter((pair) => !pair.startsWith('class=')).join('&');
    history.replaceState(null, '', rest ? '#' + rest : location.pathname + location.search);
  }
}`;
}
