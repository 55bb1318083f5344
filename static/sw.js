// The service worker: keeps the app shell so that the page loads and
// solves without a network (a classroom after one visit). Each build has
// its own cache, named by the build's hash; a page is always served the
// files of one build. The build step (.ci/post-build.mjs) fills in the
// hash and the lists of files.
const BUILD = '__BUILD__';
const FILES = __FILES__;
// The folders kept when first fetched rather than with the shell.
const LATER = __LATER__;
// The search worker's files (search/): not part of a first visit's
// download, kept once the page is first used (the page's `keep: 'search'`).
const SEARCH = __SEARCH__;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(BUILD).then((cache) => cache.addAll(FILES)));
});

// Once active, the previous builds' caches go, and the open pages of this
// origin are served by this build.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== BUILD).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

// A page that found this build waiting asks it to take over (then reloads).
// A page asks it to keep a language's table it fetched before this worker
// served it (a first visit's own language), and the search worker's files
// once it is first used (fetched, maybe, before this worker served it).
self.addEventListener('message', (event) => {
  if (event.data === 'take-over') self.skipWaiting();
  const keep = event.data?.keep;
  if (typeof keep === 'string' && /^lang\/[\w-]+\.json$/.test(keep)) {
    event.waitUntil(caches.open(BUILD).then((cache) => cache.add(keep)));
  }
  if (keep === 'search') event.waitUntil(caches.open(BUILD).then((cache) => cache.addAll(SEARCH)));
});

// The build's own files from its cache; the page itself (any fragment,
// any navigation) is its index.html. A language's table (lang/) is kept
// when the page first fetches it: a first visit downloads only the
// language it speaks. The Lab's files (lab/: its worker, MicroPython) are
// kept likewise when the Lab first opens, the QR encoder (lesson/)
// when a moment's QR code is first drawn, and the search worker's wasm
// (search/) when the page first starts a search worker. Anything else
// goes to the network.
self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || url.origin !== self.location.origin) return;
  const asked = event.request.mode === 'navigate' ? 'index.html' : event.request;
  const keep = LATER.some((dir) => url.pathname.includes(`/${dir}`));
  event.respondWith(
    caches.open(BUILD).then((cache) => cache.match(asked, { ignoreSearch: true }).then((hit) => hit ?? fetch(event.request).then((response) => {
      if (keep && response.ok) cache.put(event.request, response.clone());
      return response;
    }))),
  );
});
