// Trunk's post-build hook (see Trunk.toml): finishes dist/ in the staging
// directory before it replaces dist/.
//  0. The page's texts in every language, written by the native btlab.
//  1. The page's loader (.ci/loader.mjs), which fetches the wasm once the
//     first screen is painted and starts it at the reader's first sign of
//     use on a first visit (trunk's preloads and starts it at once).
//  1b. A strict Content-Security-Policy: only this origin's scripts (and
//     the two inline ones, by their hashes), workers, wasm; no other
//     origin at all.
//  2. The search worker: its own wasm (the `search` binary) in search/,
//     and its script worker.js, which loads it; the Lab in lab/ (its
//     worker, MicroPython, Pyodide, its own wasm); the wasm's JS glue minified.
//  2d. The first screen, prerendered in each language.
//  3. The service worker: the build's hash (its cache's name) and the list
//     of files to keep offline.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { minify } from 'terser';
import { cleanup, firstScreens } from './prerender.mjs';
import { pageLoader } from './loader.mjs';

const dir = process.env.TRUNK_STAGING_DIR;
if (!dir) throw new Error('TRUNK_STAGING_DIR is not set: run this from trunk');
const indexPath = join(dir, 'index.html');
let index = readFileSync(indexPath, 'utf8');

// 0. The texts of every language, which the page fetches when it first
// speaks the language (src/i18n/tables.rs): written by the native btlab,
// where the tables are compiled and checked. The loader (1) fetches the
// first screen's, English, beside the wasm.
execFileSync('cargo', ['run', '--release', '--locked', '--quiet', '--bin', 'btlab', '--', 'texts', '--out', join(dir, 'lang')],
  { stdio: ['ignore', 'ignore', 'inherit'] });
const english = readdirSync(join(dir, 'lang')).find((name) => /^en-[0-9a-f]+\.json$/.test(name));
if (!english) throw new Error('post-build: no English table (lang/en-<hash>.json) written by btlab texts');
// The loader's words for a page that could not start, in every language:
// written into the loader (1), not fetched.
const startTexts = JSON.parse(readFileSync(join(dir, 'lang', 'start.json'), 'utf8'));
rmSync(join(dir, 'lang', 'start.json'));
// The script that keeps the first screen for a first visit in English
// alone, knowing every language of the build (2d).
const CLEANUP = cleanup(Object.keys(startTexts));

// 1. The page's loader. Trunk's names the hashed glue and wasm and
// preloads both, which starts the wasm's download while the first screen
// (prerendered, 2d) is still to be painted; the page's own (loader.mjs)
// fetches them once the first screen is painted.
const glue = index.match(/import init, \* as bindings from '([^']+\.js)';/);
const binary = index.match(/await init\(\{ module_or_path: '([^']+\.wasm)' \}\)/);
if (!glue || !binary) throw new Error("post-build: trunk's loader in index.html has changed: update the page's loader");
const loaders = index.match(/<script type="?module"?>[\s\S]*?<\/script>/g) ?? [];
if (loaders.length !== 1) throw new Error(`post-build: ${loaders.length} inline module scripts in index.html, trunk's loader expected alone`);
const tables = Object.fromEntries(Object.keys(startTexts).map((code) => [code, `lang/${english.replace(/^en-/, `${code}-`)}`]));
// Minified: it is part of every first visit's download.
const loader = (await minify(pageLoader({ glue: glue[1], wasm: binary[1], tables, texts: startTexts }), { module: true, compress: true, mangle: true })).code;
index = index.replace(loaders[0], () => `<script type=module>${loader}</script>`);
index = index.replace(/<link[^>]*\brel="?(?:modulepreload|preload)"?[^>]*>/g, '');

// 1b. The policy, with the hash of every inline script (the page is
// minified: attributes may come without quotes): the loader and the
// prerendered first screen's (2d).
const sha256 = (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const inline = [...index.matchAll(/<script type="?module"?>([\s\S]*?)<\/script>/g)].map((m) => sha256(m[1]));
if (inline.length === 0) throw new Error("post-build: no inline loader script in index.html: update the policy's hashes");
const policy = [
  "default-src 'self'",
  `script-src 'self' ${[...inline, sha256(CLEANUP)].join(' ')} 'wasm-unsafe-eval'`,
  "worker-src 'self'",
  "connect-src 'self'",
  "style-src 'self'",
  "style-src-attr 'unsafe-inline'",
  "img-src 'self' data:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');
// After the charset (trunk minifies the page: `<meta charset=utf-8>`).
const charset = /<meta charset="?utf-8"?\s*\/?>/i;
if (!charset.test(index)) throw new Error('post-build: no <meta charset> in index.html to put the policy after');
index = index.replace(charset, (meta) => `${meta}<meta http-equiv="Content-Security-Policy" content="${policy}">`);
writeFileSync(indexPath, index);

// 2. The search worker: the `search` binary in search/, built as trunk
// builds the page's, and its script, which starts it. Not part of the
// page's first download: the page spawns its first worker when it is
// first used (src/ui/engaged.rs), and the service worker keeps these
// files then.
const searchGlue = await buildWorker('search', [], join(dir, 'search'));
writeFileSync(join(dir, 'worker.js'), [
  "// The search worker: the `search` binary's wasm, which serves the page's",
  '// searches. Written by the build (.ci/post-build.mjs).',
  `import(${JSON.stringify(`./search/${searchGlue.js}`)}).then((glue) => glue.default({ module_or_path: ${JSON.stringify(`./search/${searchGlue.wasm}`)} }));`,
  '',
].join('\n'));

// 2a. The Lab in lab/: its worker's script (lab/worker.js), MicroPython
// (the learner's Python) and the Lab's own wasm (the `lab` binary: the
// search worker that calls the learner's methods), built here as trunk
// builds the page's. Fetched only when the Lab opens and kept by the
// service worker then, not with the shell: a first visit downloads none.
const micropython = 'node_modules/@micropython/micropython-webassembly-pyscript';
const labDir = join(dir, 'lab');
mkdirSync(labDir, { recursive: true });
for (const name of ['micropython.mjs', 'micropython.wasm']) copyFileSync(join(micropython, name), join(labDir, name));
copyFileSync('lab/LICENSE-micropython.txt', join(labDir, 'LICENSE-micropython.txt'));
// CPython as Pyodide (MPL-2.0) in lab/pyodide/, for code that MicroPython
// cannot run: its worker fetches these only when it is asked for CPython
// (lab/worker.js), and the service worker keeps them then.
const pyodide = 'node_modules/pyodide';
const pyodideDir = join(labDir, 'pyodide');
mkdirSync(pyodideDir, { recursive: true });
for (const name of ['pyodide.mjs', 'pyodide.asm.mjs', 'pyodide.asm.wasm', 'python_stdlib.zip', 'pyodide-lock.json']) {
  copyFileSync(join(pyodide, name), join(pyodideDir, name));
}
copyFileSync('lab/LICENSE-pyodide.txt', join(pyodideDir, 'LICENSE-pyodide.txt'));
const labGlue = await buildWorker('lab', ['--features', 'lab-worker'], labDir);
// Its worker's script twice: with MicroPython, and with CPython
// (Pyodide) for code that needs it (src/worker/mod.rs starts either).
for (const [name, python] of [['worker.js', 'micro'], ['cpython-worker.js', 'full']]) {
  writeFileSync(join(labDir, name), readFileSync('lab/worker.js', 'utf8')
    .replace("'__GLUE__'", JSON.stringify(`./${labGlue.js}`))
    .replace("'__WASM__'", JSON.stringify(`./${labGlue.wasm}`))
    .replace("'__PYTHON__'", JSON.stringify(python)));
}

// 2a''. The class client in class-app/: its own wasm (the `class`
// binary: the bar of a live class, src/ui/class/), its styles, and the
// module that starts it (start.mjs), which the page imports when a class
// is started (src/ui/class_door.rs) and the loader when one is joined.
// A first visit downloads none of it.
const classDir = join(dir, 'class-app');
const classGlue = await buildWorker('class', [], classDir);
copyFileSync('styles/class.css', join(classDir, 'class.css'));
writeFileSync(join(classDir, 'start.mjs'), [
  "// The class client: its styles, then its wasm, which draws the class bar",
  "// for the tab's ticket. Written by the build (.ci/post-build.mjs).",
  `import init from ${JSON.stringify(`./${classGlue.js}`)};`,
  "const styles = document.createElement('link');",
  "styles.rel = 'stylesheet';",
  "styles.href = new URL('class.css', import.meta.url).href;",
  'document.head.append(styles);',
  `await init({ module_or_path: new URL(${JSON.stringify(`./${classGlue.wasm}`)}, import.meta.url) });`,
  '',
].join('\n'));

// 2a'. Lesson material, in lesson/. The QR encoder of a lesson's moments (qrcode-generator, MIT) in
// lesson/, minified with its copyright and licence comment kept: fetched
// only when a moment's QR code is first drawn, and kept by the service
// worker then.
const lessonDir = join(dir, 'lesson');
mkdirSync(lessonDir, { recursive: true });
const qrcode = readFileSync('node_modules/qrcode-generator/dist/qrcode.mjs', 'utf8');
const qrMinified = await minify(qrcode, { module: true, compress: true, mangle: true, format: { comments: /Copyright|license/i } });
writeFileSync(join(lessonDir, 'qrcode.mjs'), qrMinified.code);
// And the encoder's worker of a range of steps (ours, with its video's
// module) with gifenc (MIT, already minified), fflate and webm-muxer (MIT,
// minified here), their licences beside them, fetched when a GIF,
// pictures or a video are first made.
copyFileSync('lesson/gif-worker.mjs', join(lessonDir, 'gif-worker.mjs'));
copyFileSync('lesson/webm.mjs', join(lessonDir, 'webm.mjs'));
const muxer = await minify(readFileSync('node_modules/webm-muxer/build/webm-muxer.mjs', 'utf8'), { module: true, compress: true, mangle: true });
writeFileSync(join(lessonDir, 'webm-muxer.mjs'), muxer.code);
copyFileSync('node_modules/webm-muxer/LICENSE', join(lessonDir, 'LICENSE-webm-muxer.txt'));
copyFileSync('node_modules/gifenc/dist/gifenc.esm.js', join(lessonDir, 'gifenc.mjs'));
copyFileSync('node_modules/gifenc/LICENSE.md', join(lessonDir, 'LICENSE-gifenc.md'));
const fflate = await minify(readFileSync('node_modules/fflate/esm/browser.js', 'utf8'), { module: true, compress: true, mangle: true });
writeFileSync(join(lessonDir, 'fflate.mjs'), fflate.code);
copyFileSync('node_modules/fflate/LICENSE', join(lessonDir, 'LICENSE-fflate.txt'));

// 2b. The glue minified (trunk copies it as wasm-bindgen wrote it: 45 KB,
// 8 KB gzip; minified 21 KB, 6.3 KB gzip).
const gluePath = join(dir, glue[1].replace(/^\.?\//, ''));
const { code } = await minify(readFileSync(gluePath, 'utf8'), { module: true, compress: true, mangle: true });
writeFileSync(gluePath, code);

// 2d. The first screen as HTML (.ci/prerender.mjs): a phone on a slow
// line sees the board and the welcome before the wasm has arrived. Every
// build makes it (`.ci/serve` and `.ci/test` install Chromium), so that a
// developer's page starts as a user's does; BTLAB_NO_PRERENDER=1 leaves
// it out on purpose.
const chromium = process.env.CHROMIUM ?? '/usr/bin/chromium';
const prerender = process.env.BTLAB_NO_PRERENDER !== '1';
if (prerender && !existsSync(chromium)) {
  throw new Error(`post-build: no Chromium at ${chromium} to prerender the first screen: bash .ci/setup browser installs it (BTLAB_NO_PRERENDER=1 builds without)`);
}
if (prerender) {
  if (!/<body><\/body>/.test(index)) throw new Error('post-build: no empty <body> in index.html to put the first screen in');
  if (!/<html lang="?en"?>/.test(index)) throw new Error('post-build: no <html lang=en> in index.html to name each first screen\'s language');
  // English in index.html; every other language the build knows in
  // index.<code>.html, which `btlab serve` gives a browser that speaks it.
  const screens = await firstScreens(dir, Object.keys(startTexts));
  for (const [code, main] of Object.entries(screens)) {
    const page = index.replace(/<html lang="?en"?>/, `<html lang=${code}>`)
      .replace('<body></body>', `<body>${main}<script>${CLEANUP}</script></body>`);
    writeFileSync(code === 'en' ? indexPath : join(dir, `index.${code}.html`), page);
  }
}

// 3. The files of the build (the README's screenshot is not part of the
// page) and their hash.
const files = [];
const walk = (d) => {
  for (const name of readdirSync(d).sort()) {
    const path = join(d, name);
    if (statSync(path).isDirectory()) walk(path);
    else files.push(relative(dir, path).split('\\').join('/'));
  }
};
walk(dir);
// The language tables are kept by the service worker when first fetched
// (a first visit downloads only its own language), not with the shell.
// The Lab's files (lab/) likewise, when the Lab first opens, the QR
// encoder (lesson/) when a QR code is first drawn, and the search
// worker's (search/) when the page first starts one, the class client's
// (class-app/) when a class is started or joined. The service worker
// is given this list (`LATER`).
// The first screen's table (English) is the shell's, though: the loader
// fetches it on every first visit, and a visit that only reads must open
// offline after it without waiting on the page to hand it over.
const later = ['lang/', 'lab/', 'lesson/', 'search/', 'class-app/'];
// The first screen in another language (index.<code>.html) is kept as
// './', which the server gives in the reader's language.
const shell = files.filter((f) => !f.endsWith('sw.js') && !f.endsWith('screenshot.png') && !/^index\.\w+\.html$/.test(f)
  && !later.some((d) => f.startsWith(d)));
shell.push(`lang/${english}`);
const hash = createHash('sha256');
for (const f of shell) hash.update(f).update(readFileSync(join(dir, f)));
const build = `btlab-${hash.digest('hex').slice(0, 16)}`;
const swPath = join(dir, 'sw.js');
const sw = readFileSync(swPath, 'utf8')
  .replace("'__BUILD__'", JSON.stringify(build))
  .replace('__FILES__', JSON.stringify(['./', ...shell]))
  .replace('__LATER__', JSON.stringify(later))
  .replace('__SEARCH__', JSON.stringify([`search/${searchGlue.js}`, `search/${searchGlue.wasm}`]));
// Every first visit fetches it: its comments and spaces are for the
// reader of static/sw.js, its names stay (a stack trace reads as the
// source).
writeFileSync(swPath, (await minify(sw, { compress: false, mangle: false })).code);
console.log(`post-build: ${shell.length} files kept offline as ${build}; CSP with ${inline.length} inline script hash(es)`);

/** Builds the worker binary `bin` (with cargo's `flags`) into `out` as
 *  trunk builds the page's (cargo, wasm-bindgen, wasm-opt with the page's
 *  options, the glue minified), named by its hash; the names of its glue
 *  and wasm. */
async function buildWorker(bin, flags, out) {
  mkdirSync(out, { recursive: true });
  const quiet = { stdio: ['ignore', 'ignore', 'inherit'] };
  execFileSync('cargo', ['build', '--profile', 'release-app', '--target', 'wasm32-unknown-unknown', '--locked', '--quiet',
    '--bin', bin, ...flags], quiet);
  const target = process.env.CARGO_TARGET_DIR ?? 'target';
  const staging = join(target, `${bin}-bindgen`);
  rmSync(staging, { recursive: true, force: true });
  execFileSync('wasm-bindgen', ['--target', 'web', '--no-typescript', '--out-dir', staging,
    join(target, 'wasm32-unknown-unknown', 'release-app', `${bin}.wasm`)], quiet);
  const wasmOpt = existsSync('node_modules/.bin/wasm-opt') ? 'node_modules/.bin/wasm-opt' : 'wasm-opt';
  const optimized = join(staging, `${bin}_opt.wasm`);
  execFileSync(wasmOpt, ['-Oz', '--converge', '--low-memory-unused', '--zero-filled-memory', '--strip-producers',
    '--strip-target-features', '--strip-debug', '--enable-bulk-memory', '--enable-nontrapping-float-to-int',
    '--enable-sign-ext', '--enable-mutable-globals', join(staging, `${bin}_bg.wasm`), '-o', optimized], quiet);
  const wasm = readFileSync(optimized);
  const hash = createHash('sha256').update(wasm).digest('hex').slice(0, 16);
  const names = { js: `${bin}-${hash}.js`, wasm: `${bin}-${hash}_bg.wasm` };
  writeFileSync(join(out, names.wasm), wasm);
  const { code } = await minify(readFileSync(join(staging, `${bin}.js`), 'utf8'), { module: true, compress: true, mangle: true });
  writeFileSync(join(out, names.js), code);
  // The JS the Rust declares inline (`inline_js`), which the glue imports.
  const snippets = join(staging, 'snippets');
  if (existsSync(snippets) && code.includes('snippets/')) cpSync(snippets, join(out, 'snippets'), { recursive: true });
  return names;
}
