// End-to-end tests of a lesson's material: the printed handout of a step
// (the board, its Explanation, the Recursion chain and the Search tree on
// one A4 page) and the worksheet with the solution on a second page, read
// back from the PDF Chromium prints (pdf.js extracts its text); the embed;
// a lesson of moments, its QR codes read back by jsQR.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { AxeBuilder } from '@axe-core/playwright';
import jsQR from 'jsqr';
import omggif from 'omggif';
import { readFileSync } from 'node:fs';
import { unzipSync } from 'fflate';

const { GifReader } = omggif;
import { setup, open, text, atStep, SHOTS, PRESSE, more } from './helpers.mjs';

const env = setup();
const QUEENS6 = encodeURIComponent('{"kind":"queens","n":6}');

/** The pages of the PDF the page prints on A4, each as its text with the
 *  white space taken out (pdf.js splits runs of text its own way). */
async function printedPages(page) {
  const pdf = await page.pdf({ format: 'A4' });
  const doc = await getDocument({ data: new Uint8Array(pdf), disableFontFace: true }).promise;
  const pages = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    pages.push(squeeze(content.items.map((i) => i.str).join('')));
  }
  await doc.destroy();
  return pages;
}

/** `s` without white space, in lower case (the panels' headings are
 *  drawn in capitals). */
const squeeze = (s) => s.replace(/\s+/g, '').toLowerCase();

/** The page as paper shows it, for a look at the layout. */
async function printShot(page, name) {
  await page.emulateMedia({ media: 'print' });
  await page.screenshot({ path: join(SHOTS, name), fullPage: true });
  await page.emulateMedia({ media: 'screen' });
}

test('the handout of 6 queens at step 40 is one A4 page with the step\'s Explanation, chain and tree', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS6}&strategy=classic&step=40` });
  await atStep(page, 40);
  const why = await text(page, '#why');
  await more(page, '#print');
  await page.waitForSelector('#print-dialog[open]');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'print-go', 'Print has the focus');
  const axe = await new AxeBuilder({ page }).analyze();
  assert.deepEqual(axe.violations.map((v) => v.id), [], 'the print dialog passes axe-core');
  await page.screenshot({ path: join(SHOTS, 'print-dialog-1280.png') });
  const pages = await printedPages(page);
  console.log(`print: the handout of 6 queens at step 40 has ${pages.length} page(s) of A4`);
  assert.equal(pages.length, 1, 'one A4 page');
  for (const words of ['6 queens', 'Step 40 of the search, strategy classic', why, 'Recursion chain', 'Search tree', 'Explanation']) {
    assert.ok(pages[0].includes(squeeze(words)), `the handout says "${words}": ${pages[0]}`);
  }
  assert.ok(!pages[0].includes(squeeze('Copy link')), 'the controls stay off the paper');
  assert.ok(!pages[0].includes(squeeze('Click a node')), 'how to use the tree on screen stays off the paper');
  await printShot(page, 'print-queens6-step40.png');
  // Esc closes the dialog; the page's own panels are as they were.
  await page.keyboard.press('Escape');
  await page.waitForSelector('#print-dialog', { state: 'detached' });
});

test('a German worksheet of 6 queens with its solution: two pages, the frames empty, the solution on the second', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS6}&lang=de` });
  await more(page, '#print');
  await page.waitForSelector('#print-dialog[open]');
  await page.check('#print-worksheet');
  await page.check('#print-solution');
  await page.waitForSelector('.print-solution .board', { state: 'attached' });
  const pages = await printedPages(page);
  assert.equal(pages.length, 2, 'the worksheet, then the solution');
  for (const words of ['6 Damen', 'Rekursionskette', 'Suchbaum', 'Den Suchbaum hier zeichnen']) {
    assert.ok(pages[0].includes(squeeze(words)), `the worksheet says "${words}"`);
  }
  assert.ok(pages[1].includes(squeeze('Eine Lösung (das Rätsel hat mehrere)')), pages[1]);
  assert.equal((pages[1].match(/♛/g) ?? []).length, 6, 'six queens on the solution\'s board');
  assert.equal((pages[0].match(/♛/g) ?? []).length, 0, 'none on the worksheet');
  await printShot(page, 'print-worksheet-de.png');
  // The dialog's own Close ends the paper layout.
  await page.click('#print-close');
  await page.waitForSelector('.print-only', { state: 'detached' });
});

test('a worksheet of the article\'s Sudoku fits one page: its givens, ten rows of chain, a frame for the tree', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${PRESSE}` });
  await more(page, '#print');
  await page.waitForSelector('#print-dialog[open]');
  await page.check('#print-worksheet');
  await page.waitForSelector('.print-worksheet .board', { state: 'attached' });
  assert.equal(await page.locator('.print-chain tbody tr').count(), 10);
  const pages = await printedPages(page);
  assert.equal(pages.length, 1, 'one A4 page');
  assert.ok(pages[0].includes(squeeze('Draw the search tree here')));
  assert.ok(pages[0].startsWith(squeeze("Presse (easy, the article's)")), pages[0].slice(0, 80));
  await printShot(page, 'print-worksheet-presse.png');
});

test('an embed in a frame of another origin plays its range and loops; Copy embed code writes its frame', async (t) => {
  const context = await env.browser.newContext({ viewport: { width: 1100, height: 700 } });
  t.after(() => context.close());
  const page = await context.newPage();
  page.on('pageerror', (e) => console.log('page error:', e.message));
  const src = `${env.base}#puzzle=${QUEENS6}&strategy=classic&speed=2&embed=1&from=10&to=20&loop=1&panels=explanation,tree`;
  env.override.set('slide.html', `<!doctype html><html lang="en"><title>A slide</title><h1>A slide</h1>
    <iframe src="${src.replace(/&/g, '&amp;')}" width="960" height="540" title="Backtrack Lab" style="border: 0"></iframe></html>`);
  // Another origin: the same server under another host name.
  await page.goto(`${env.base.replace('127.0.0.1', 'localhost')}slide.html`);
  const frame = page.frame({ url: /embed=1/ });
  await frame.waitForSelector('.app-root [role=gridcell]');
  // The steps on screen, every 20 ms for four seconds.
  const seen = await frame.evaluate(() => new Promise((done) => {
    const steps = [];
    const every = setInterval(() => steps.push(Number(document.querySelector('#step-number').value)), 20);
    setTimeout(() => { clearInterval(every); done(steps); }, 4000);
  }));
  assert.ok(seen.every((s) => s <= 20), `never past step 20: ${seen}`);
  const end = seen.indexOf(20);
  assert.ok(end >= 0, `it reaches step 20: ${seen}`);
  assert.ok(seen.slice(end).some((s) => s >= 10 && s < 20), `and plays from step 10 again: ${seen}`);
  assert.equal(await frame.locator('.masthead').isVisible(), false, 'the board and panels alone');
  assert.equal(await frame.locator('#panel-tree').isVisible(), true, 'the tree the link names');
  assert.equal(await frame.locator('#panel-code').count(), 0);
  await page.screenshot({ path: join(SHOTS, 'embed-slide.png') });
  // The page's own button writes such a frame.
  const full = await open(env, t, { fragment: `puzzle=${QUEENS6}&strategy=classic&step=7` });
  await more(full, '#copy-embed');
  await full.waitForFunction(() => /Embed code/.test(document.querySelector('#message')?.textContent ?? ''));
  assert.equal(await text(full, '#message'), 'Embed code copied: paste it into a slide or a web page.');
  const code = await full.evaluate(() => navigator.clipboard.readText());
  assert.ok(code.startsWith(`<iframe src="${env.base}#puzzle=`), code);
  assert.match(code, /&amp;embed=1&amp;from=7&amp;to=67&amp;loop=1/);
});

/** The text of the QR code drawn at `selector`, as a phone would read it:
 *  the element's pixels (a screenshot) decoded by jsQR. */
async function scanQr(page, selector) {
  const png = await page.locator(selector).screenshot();
  // A blank page of its own turns the PNG into pixels.
  const blank = await page.context().newPage();
  const pixels = await blank.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = Object.assign(document.createElement('canvas'), { width: image.width, height: image.height });
    const ctx = canvas.getContext('2d');
    ctx.drawImage(image, 0, 0);
    const data = ctx.getImageData(0, 0, image.width, image.height);
    return { width: data.width, height: data.height, data: Array.from(data.data) };
  }, png.toString('base64'));
  await blank.close();
  const code = jsQR(Uint8ClampedArray.from(pixels.data), pixels.width, pixels.height);
  assert.ok(code, `a QR code at ${selector} that jsQR decodes`);
  return code.data;
}

test('a lesson of three moments: made, its QR code decodes to the moment, reloaded from its link and stepped through with Page Down', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS6}&strategy=classic&step=5` });
  await atStep(page, 5);
  await page.click('#lesson > summary');
  await page.click('#mark-moment');
  await page.fill('.moment:nth-child(1) .moment-title', 'The first dead end');
  await page.keyboard.press('Tab');
  for (const [to, title] of [[12, 'Row 3 again'], [20, 'Back to row 1']]) {
    await page.fill('#step-number', String(to));
    await page.press('#step-number', 'Enter');
    await atStep(page, to);
    await page.click('#mark-moment');
    const row = await page.locator('.moment').count();
    await page.fill(`.moment:nth-child(${row}) .moment-title`, title);
    await page.keyboard.press('Tab');
  }
  assert.equal(await page.locator('.moment').count(), 3);
  assert.equal(await text(page, '.moment-heading'), 'Moment 3 of 3: Back to row 1');
  const axe = await new AxeBuilder({ page }).include('#lesson').analyze();
  assert.deepEqual(axe.violations.map((v) => v.id), [], 'the lesson passes axe-core');
  await page.locator('#lesson').scrollIntoViewIfNeeded();
  await page.screenshot({ path: join(SHOTS, 'lesson-moments-1280.png') });
  // The QR code carries the moment's own link: a phone opens step 20.
  const scanned = await scanQr(page, '.moment-shown svg.qr');
  console.log(`lesson: the QR code of moment 3 decodes to ${scanned.length} characters`);
  assert.ok(scanned.startsWith(`${env.base}#puzzle=`), scanned);
  assert.match(scanned, /&step=20$/);
  const phone = await open(env, t, { size: { width: 390, height: 844 }, fragment: scanned.split('#')[1] });
  await atStep(phone, 20);

  // The lesson's link, opened in a fresh browser, presents it.
  await page.click('#copy-lesson');
  // The copy's message replaces the one on screen (the resumed step's)
  // once the clipboard has answered: waited for, not read at once.
  await page.waitForFunction(() => !/^Resumed/.test(document.querySelector('#message')?.textContent ?? 'Resumed'));
  assert.match(await text(page, '#message'), /^Lesson link copied/);
  const link = await page.evaluate(() => navigator.clipboard.readText());
  const shown = await open(env, t, { size: { width: 1366, height: 768 }, fragment: link.split('#')[1] });
  await atStep(shown, 5);
  assert.equal(await shown.locator('.moment').count(), 3);
  assert.equal(await text(shown, '.moment-heading'), 'Moment 1 of 3: The first dead end');
  await shown.keyboard.press('p');
  await shown.waitForSelector('.app.projector .lesson.compact');
  await shown.keyboard.press('PageDown');
  await atStep(shown, 12);
  assert.equal(await text(shown, '.moment-heading'), 'Moment 2 of 3: Row 3 again');
  await shown.keyboard.press('PageDown');
  await atStep(shown, 20);
  await shown.keyboard.press('PageUp');
  await atStep(shown, 12);
  const fits = await shown.evaluate(() => document.scrollingElement.scrollHeight <= window.innerHeight + 1);
  assert.ok(fits, 'the projector page with the lesson does not scroll');
  await shown.screenshot({ path: join(SHOTS, 'lesson-projector-1366.png') });
  assert.match(await scanQr(shown, '.lesson.compact svg.qr'), /&step=12$/);
});

test('a GIF of 60 steps of Presse at 1280x720: one frame a step, made in the page without a long task', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${PRESSE}&strategy=classic&speed=3` });
  await more(page, '#make-gif');
  await page.waitForSelector('#export-dialog[open]');
  await page.fill('#export-from', '10');
  await page.press('#export-from', 'Tab');
  await page.fill('#export-to', '69');
  await page.press('#export-to', 'Tab');
  await page.selectOption('#export-panel', 'chain');
  const axe = await new AxeBuilder({ page }).analyze();
  assert.deepEqual(axe.violations.map((v) => v.id), [], 'the GIF dialog passes axe-core');
  await page.evaluate(() => { window.__longTasks = []; });
  const started = Date.now();
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 60000 }),
    page.click('#export-make'),
  ]);
  const seconds = (Date.now() - started) / 1000;
  const longest = await page.evaluate(() => Math.max(0, ...window.__longTasks));
  const path = join(SHOTS, download.suggestedFilename());
  await download.saveAs(path);
  const bytes = readFileSync(path);
  const gif = new GifReader(new Uint8Array(bytes));
  console.log(`gif: 60 steps of Presse at ${gif.width}x${gif.height}: ${gif.numFrames()} frames, ${bytes.length} bytes, made in ${seconds.toFixed(1)} s (bar 10 s); longest main-thread task ${longest.toFixed(0)} ms (bar 100 ms)`);
  assert.equal(download.suggestedFilename(), 'backtrack-steps-10-69.gif');
  assert.equal(gif.numFrames(), 60, 'one frame a step of the range');
  assert.deepEqual([gif.width, gif.height], [1280, 720]);
  // The last frame, as a picture to look at: a PNG of its pixels.
  const pixels = new Uint8Array(gif.width * gif.height * 4);
  gif.decodeAndBlitFrameRGBA(59, pixels);
  const dark = pixels.filter((v, i) => i % 4 === 0 && v < 100).length;
  assert.ok(dark > 5000, `the frame shows the board and its words (${dark} dark pixels)`);
  await page.waitForSelector('#export-dialog', { state: 'detached' });
  assert.equal(await text(page, '#message'), 'GIF of 60 frames saved.');
  // The page is back at the step it showed before the GIF was made.
  await atStep(page, 0);
});

test('a picture of each step, zipped, from the German page: five PNGs named by their step', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS6}&strategy=classic&step=3&lang=de` });
  await atStep(page, 3);
  await more(page, '#make-gif');
  await page.waitForSelector('#export-dialog[open]');
  await page.fill('#export-to', '7');
  await page.press('#export-to', 'Tab');
  await page.check('#export-pictures');
  await page.screenshot({ path: join(SHOTS, 'export-dialog-de.png') });
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-make')]);
  assert.equal(download.suggestedFilename(), 'backtrack-steps-3-7.png.zip');
  const path = join(SHOTS, download.suggestedFilename());
  await download.saveAs(path);
  const files = unzipSync(new Uint8Array(readFileSync(path)));
  assert.deepEqual(Object.keys(files).sort(), ['step-3.png', 'step-4.png', 'step-5.png', 'step-6.png', 'step-7.png']);
  for (const png of Object.values(files)) {
    assert.deepEqual([...png.slice(1, 4)].map((c) => String.fromCharCode(c)).join(''), 'PNG');
    // Width and height stand in the IHDR chunk, big-endian.
    const view = new DataView(png.buffer, png.byteOffset);
    assert.deepEqual([view.getUint32(16), view.getUint32(20)], [1280, 720]);
  }
  await page.waitForSelector('#export-dialog', { state: 'detached' });
  assert.equal(await text(page, '#message'), 'Bilder von 5 Schritten als ZIP gespeichert.');
});

test('a range of steps as a WebM video the browser encodes: 1280x720, each frame its step\'s time, played back by a video element', async (t) => {
  const page = await open(env, t, { fragment: `puzzle=${QUEENS6}&strategy=classic&step=3&speed=2` });
  await atStep(page, 3);
  await more(page, '#make-gif');
  await page.waitForSelector('#export-dialog[open]');
  await page.fill('#export-to', '12');
  await page.press('#export-to', 'Tab');
  await page.check('#export-video');
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#export-make')]);
  assert.equal(download.suggestedFilename(), 'backtrack-steps-3-12.webm');
  const path = join(SHOTS, download.suggestedFilename());
  await download.saveAs(path);
  const bytes = readFileSync(path);
  assert.deepEqual([...bytes.subarray(0, 4)], [0x1a, 0x45, 0xdf, 0xa3], 'an EBML (WebM) file');
  const blank = await page.context().newPage();
  const size = await blank.evaluate(async (base64) => {
    const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const player = document.createElement('video');
    player.src = URL.createObjectURL(new Blob([data], { type: 'video/webm' }));
    await new Promise((done, fail) => { player.onloadedmetadata = done; player.onerror = fail; });
    return [player.videoWidth, player.videoHeight, player.duration];
  }, bytes.toString('base64'));
  await blank.close();
  const [width, height, seconds] = size;
  console.log(`video: steps 3 to 12 of 6 queens as WebM, ${bytes.length} bytes, ${width}x${height}, ${seconds} s`);
  assert.deepEqual([width, height], [1280, 720]);
  // Ten frames, each standing a step's time at speed 2 (20 steps a second).
  assert.ok(Math.abs(seconds - 10 * 0.05) < 0.01, `10 frames of 50 ms, not ${seconds} s`);
  assert.equal(await text(page, '#message'), 'Video of 10 steps saved.');
});
