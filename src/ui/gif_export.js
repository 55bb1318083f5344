// The browser's side of a range of steps as a file (src/ui/gif_export.rs
// drives it; src/page/lesson/export.rs decides what happens when). Each
// frame is the page as drawn, laid out as in projector mode: the page's
// element is cloned, its controls left out, and drawn with the page's own
// style sheet through an SVG <foreignObject> onto a canvas. A GIF or
// pictures are made by a module worker (lesson/gif-worker.mjs: gifenc,
// fflate); a video is recorded here by the browser's MediaRecorder from a
// canvas, in real time (each frame stands its delay).

import { offer } from './offer.js';

const VIDEO = 'video/webm';
let encoder = null;
let video = null;
let styles = null;
let fileName = 'steps.gif';
/** The page's listener of the export under way (gif_start's `tell`). */
let teller = () => {};

/** Whether the browser records a canvas as WebM. */
export function video_supported() {
  return typeof MediaRecorder !== 'undefined' && MediaRecorder.isTypeSupported(VIDEO);
}

/** Starts the encoder for frames of `width` x `height`, each shown
 *  `delay` ms, as `format`: `gif`, `png` (pictures named by their step
 *  from `first`, zipped) or `webm`; `tell(kind)` hears 'encoded' (a
 *  frame is in), 'saved' (the file was offered) and 'failed'. */
export function gif_start(width, height, delay, format, first, tell) {
  gif_cancel();
  teller = tell;
  if (format === 'webm') {
    video = startVideo(width, height, delay, tell);
    return;
  }
  encoder = new Worker(new URL('lesson/gif-worker.mjs', document.baseURI), { type: 'module' });
  encoder.onmessage = ({ data }) => {
    if (data.encoded) tell('encoded');
    else if (data.file) {
      offer(new Blob([data.file], { type: format === 'png' ? 'application/zip' : 'image/gif' }), fileName);
      gif_cancel();
      tell('saved');
    } else if (data.failed) {
      gif_cancel();
      tell('failed');
    }
  };
  encoder.onerror = () => { gif_cancel(); tell('failed'); };
  encoder.postMessage({ start: { width, height, delay, pictures: format === 'png', first } });
}

/** Takes the page as drawn now as one frame and hands it on; the news
 *  goes to the start's `tell`. */
export function gif_take(width, height) {
  const tell = teller;
  frame(width, height).then((pixels) => {
    if (video) video.add(pixels, tell);
    else if (encoder) encoder.postMessage({ frame: pixels.buffer }, [pixels.buffer]);
  }, () => { gif_cancel(); tell('failed'); });
}

/** Finishes the file and offers it as `name`. */
export function gif_finish(name) {
  fileName = name;
  if (video) video.finish();
  else encoder?.postMessage({ finish: true });
}

/** Drops the file being made. */
export function gif_cancel() {
  encoder?.terminate();
  encoder = null;
  video?.drop();
  video = null;
}

/** A video recorded from a canvas: each frame drawn, then held for
 *  `delay` ms from when it was due (a frame slower to take than that
 *  stands longer). */
function startVideo(width, height, delay, tell) {
  const canvas = Object.assign(document.createElement('canvas'), { width, height });
  const context = canvas.getContext('2d');
  const stream = canvas.captureStream(0);
  const track = stream.getVideoTracks()[0];
  const recorder = new MediaRecorder(stream, { mimeType: VIDEO, videoBitsPerSecond: 4_000_000 });
  const chunks = [];
  let dropped = false;
  let due = 0;
  recorder.ondataavailable = (e) => { if (e.data.size > 0) chunks.push(e.data); };
  recorder.onstop = () => {
    if (dropped) return;
    offer(new Blob(chunks, { type: VIDEO }), fileName);
    video = null;
    tell('saved');
  };
  recorder.onerror = () => { video = null; tell('failed'); };
  recorder.start();
  const hold = () => new Promise((done) => setTimeout(done, Math.max(0, due - performance.now())));
  return {
    async add(pixels, told) {
      await hold();
      context.putImageData(new ImageData(pixels, width, height), 0, 0);
      track.requestFrame();
      due = performance.now() + delay;
      if (!dropped) told('encoded');
    },
    async finish() {
      await hold();
      recorder.stop();
    },
    drop() {
      dropped = true;
      if (recorder.state !== 'inactive') recorder.stop();
    },
  };
}

/** The page's style sheets as one text for a <style> inside XML. */
function styleText() {
  styles ??= [...document.styleSheets].map((sheet) => {
    try { return [...sheet.cssRules].map((rule) => rule.cssText).join('\n'); } catch { return ''; }
  }).join('\n').replace(/&/g, '&amp;').replace(/</g, '&lt;');
  return styles;
}

/** The page as a frame of `width` x `height`: RGBA pixels. */
async function frame(width, height) {
  const app = document.querySelector('main.app');
  const clone = app.cloneNode(true);
  // What a frame leaves out: the dialogs, the controls, the toolbars.
  clone.querySelectorAll('dialog, .skip-link, .toolbar, .masthead, .buttons, .scrub, .toggles, .page-switches, .lesson, .note, #message, .board-switch, .play-bar')
    .forEach((node) => node.remove());
  clone.classList.add('projector', 'frame');
  const body = new XMLSerializer().serializeToString(clone);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">`
    + `<foreignObject x="0" y="0" width="${width}" height="${height}">`
    + `<div xmlns="http://www.w3.org/1999/xhtml" style="width:${width}px;height:${height}px;background:#fff">`
    + `<style>${styleText()}</style>${body}</div></foreignObject></svg>`;
  const image = new Image(width, height);
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext('2d', { willReadFrequently: true });
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0);
  return context.getImageData(0, 0, width, height).data;
}
