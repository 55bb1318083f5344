// The GIF encoder's worker (a module worker the page starts when a GIF
// of a range of steps is made: src/ui/gif_export.rs). It takes the
// page's frames one by one as RGBA pixels, gives each its own palette
// (gifenc's quantizer: a frame's colours, the states' among them, are
// kept as they are) and answers each with `{ encoded }`, so that the page
// takes the next frame only then; `{ finish }` answers with the file's
// bytes. The build copies it, and gifenc (MIT) beside it, into lesson/.
import { GIFEncoder, quantize, applyPalette } from './gifenc.mjs';

let gif = null;
let size = { width: 0, height: 0, delay: 100 };

self.onmessage = ({ data }) => {
  try {
    if (data.start) {
      size = data.start;
      gif = GIFEncoder();
    } else if (data.frame) {
      const rgba = new Uint8ClampedArray(data.frame);
      const palette = quantize(rgba, 256);
      const index = applyPalette(rgba, palette);
      gif.writeFrame(index, size.width, size.height, { palette, delay: size.delay, repeat: 0 });
      self.postMessage({ encoded: true });
    } else if (data.finish) {
      gif.finish();
      const bytes = gif.bytes();
      self.postMessage({ gif: bytes.buffer }, [bytes.buffer]);
      gif = null;
    }
  } catch (error) {
    self.postMessage({ failed: String(error) });
  }
};
