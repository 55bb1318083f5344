// The browser's side of a range of steps as a file (src/ui/gif_export.rs
// drives it; src/page/lesson/export.rs decides what happens when). Each
// frame is the page as drawn, laid out as in projector mode: the page's
// element is cloned, its controls left out, and drawn with the page's own
// style sheet through an SVG <foreignObject> onto a canvas. The file is
// made by a module worker (lesson/gif-worker.mjs): a GIF by gifenc,
// pictures zipped by fflate, a video by the browser's VP8 encoder
// (WebCodecs) and webm-muxer.

import { offer } from './offer.js';

const TYPES = { gif: 'image/gif', png: 'application/zip', webm: 'video/webm' };
let encoder = null;
let styles = null;
let fileName = 'steps.gif';
/** The page's listener of the export under way (gif_start's `tell`). */
let teller = () => {};

/** Whether the browser encodes video (WebCodecs, in the worker too). */
export function video_supported() {
  return typeof VideoEncoder === 'function' && typeof VideoFrame === 'function';
}

/** Starts the encoder for frames of `width` x `height`, each shown
 *  `delay` ms, as `format`: `gif`, `png` (pictures named by their step
 *  from `first`, zipped) or `webm`; `tell(kind)` hears 'encoded' (a
 *  frame is in), 'saved' (the file was offered) and 'failed'. */
export function gif_start(width, height, delay, format, first, tell) {
  gif_cancel();
  teller = tell;
  encoder = new Worker(new URL('lesson/gif-worker.mjs', document.baseURI), { type: 'module' });
  encoder.onmessage = ({ data }) => {
    if (data.encoded) tell('encoded');
    else if (data.file) {
      offer(new Blob([data.file], { type: TYPES[format] }), fileName);
      gif_cancel();
      tell('saved');
    } else if (data.failed) {
      gif_cancel();
      tell('failed');
    }
  };
  encoder.onerror = () => { gif_cancel(); tell('failed'); };
  encoder.postMessage({ start: { width, height, delay, format, first } });
}

/** Takes the page as drawn now as one frame and hands it on; the news
 *  goes to the start's `tell`. */
export function gif_take(width, height) {
  const tell = teller;
  frame(width, height).then((pixels) => {
    encoder?.postMessage({ frame: pixels.buffer }, [pixels.buffer]);
  }, () => { gif_cancel(); tell('failed'); });
}

/** Finishes the file and offers it as `name`. */
export function gif_finish(name) {
  fileName = name;
  encoder?.postMessage({ finish: true });
}

/** Drops the file being made. */
export function gif_cancel() {
  encoder?.terminate();
  encoder = null;
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
