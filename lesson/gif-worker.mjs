// The encoder's worker for a range of steps (a module worker the page
// starts: src/ui/gif_export.js). It takes the page's frames one by one as
// RGBA pixels and answers each with `{ encoded }`, so that the page takes
// the next frame only then; `{ finish }` answers with the file's bytes.
// A GIF gives each frame its own palette (gifenc's quantizer: the states'
// colours are kept as they are); pictures are PNGs (the browser's own
// encoder, on an OffscreenCanvas), named by their step, zipped (fflate,
// stored: a PNG is compressed already); a video is lesson/webm.mjs's.
// The build copies it, gifenc, fflate and webm-muxer (all MIT) beside it
// into lesson/.
import { GIFEncoder, quantize, applyPalette } from './gifenc.mjs';
import { zipSync } from './fflate.mjs';
import { webmVideo } from './webm.mjs';

let gif = null;
let pictures = null;
let video = null;
let frames = 0;
let size = { width: 0, height: 0, delay: 100, format: 'gif', first: 0 };

/** One frame, as the file being made wants it. */
async function add(rgba) {
  const { width, height } = size;
  if (video) {
    await video.add(rgba);
  } else if (pictures) {
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext('2d').putImageData(new ImageData(rgba, width, height), 0, 0);
    const png = await canvas.convertToBlob({ type: 'image/png' });
    pictures[`step-${size.first + frames}.png`] = new Uint8Array(await png.arrayBuffer());
  } else {
    const palette = quantize(rgba, 256);
    gif.writeFrame(applyPalette(rgba, palette), width, height, { palette, delay: size.delay, repeat: 0 });
  }
  frames += 1;
}

/** The file's bytes. */
async function finish() {
  if (video) return video.finish();
  if (pictures) return zipSync(pictures, { level: 0 });
  gif.finish();
  return gif.bytes();
}

self.onmessage = async ({ data }) => {
  try {
    if (data.start) {
      size = data.start;
      frames = 0;
      gif = size.format === 'gif' ? GIFEncoder() : null;
      pictures = size.format === 'png' ? {} : null;
      video = size.format === 'webm' ? webmVideo(size.width, size.height, size.delay) : null;
    } else if (data.frame) {
      await add(new Uint8ClampedArray(data.frame));
      self.postMessage({ encoded: true });
    } else if (data.finish) {
      const bytes = await finish();
      self.postMessage({ file: bytes.buffer }, [bytes.buffer]);
    }
  } catch (error) {
    self.postMessage({ failed: String(error) });
  }
};
