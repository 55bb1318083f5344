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
// on to the drawn page.

/** The global the loader leaves for the page: the first sign of use,
 *  `{ type, target }` (read by src/ui/engaged.rs and src/ui/host.rs). */
export const FIRST_USE = 'btlabFirstUse';

/** The global of the files the loader fetched ahead for the page: their
 *  texts' promises by path (read by src/ui/lang_tables.rs). */
export const FETCHED = 'btlabFetched';

/** The events that are a first sign of use. */
const SIGNS = ['pointermove', 'touchstart', 'keydown', 'wheel', 'focusin', 'click'];

/** The loader's script for the page's `glue` (its wasm-bindgen JS),
 *  `wasm` and the first screen's texts, `table` (paths on the site). */
export function pageLoader({ glue, wasm, table }) {
  const at = (value) => JSON.stringify(value);
  return `const painted = new Promise((ok) => requestAnimationFrame(() => setTimeout(ok)));
const parts = painted.then(() => Promise.all([
  import(${at(glue)}),
  WebAssembly.compileStreaming(fetch(${at(wasm)}))
    .catch(() => fetch(${at(wasm)}).then((r) => r.arrayBuffer()).then((b) => WebAssembly.compile(b))),
]));
let started = null;
const start = () => started ??= parts.then(([glue, module]) => glue.initSync({ module }));
if (!document.querySelector('main[data-prerender]')) {
  start();
} else {
  self.${FETCHED} = { [${at(table)}]: painted.then(() => fetch(${at(table)}))
    .then((r) => (r.ok ? r.text() : undefined)).catch(() => undefined) };
  const signs = ${at(SIGNS)};
  const used = (event) => {
    for (const sign of signs) removeEventListener(sign, used, true);
    self.${FIRST_USE} = { type: event.type, target: event.target };
    start();
  };
  for (const sign of signs) addEventListener(sign, used, { capture: true, passive: true });
}`;
}
