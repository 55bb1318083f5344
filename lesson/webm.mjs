// A WebM video of a range of steps, made in the encoder's worker
// (lesson/gif-worker.mjs): each frame encoded by the browser's own VP8
// encoder (WebCodecs) with its time in the video, and put in a WebM file
// by webm-muxer (MIT), which the build copies beside it. Not recorded in
// real time: a frame's time is its place in the range times the delay,
// so a busy machine makes the same video, only later.
import { Muxer, ArrayBufferTarget } from './webm-muxer.mjs';

/** A key frame this often, so that a player can seek. */
const KEY_EVERY = 10;

/** A video of `width` x `height` frames, each shown `delay` ms. */
export function webmVideo(width, height, delay) {
  const muxer = new Muxer({
    target: new ArrayBufferTarget(),
    video: { codec: 'V_VP8', width, height, frameRate: 1000 / delay },
  });
  let failure = null;
  const encoder = new VideoEncoder({
    output: (chunk, meta) => muxer.addVideoChunk(chunk, meta),
    error: (error) => { failure = error; },
  });
  encoder.configure({ codec: 'vp8', width, height, bitrate: 4_000_000, framerate: 1000 / delay });
  let frames = 0;
  let last = null;
  const encode = (rgba) => {
    const frame = new VideoFrame(rgba, {
      format: 'RGBA', codedWidth: width, codedHeight: height,
      timestamp: frames * delay * 1000, duration: delay * 1000,
    });
    encoder.encode(frame, { keyFrame: frames % KEY_EVERY === 0 });
    frame.close();
    frames += 1;
  };
  return {
    /** One frame of RGBA pixels. */
    async add(rgba) {
      if (failure) throw failure;
      encode(rgba);
      last = rgba;
      // The page waits for each frame's answer: the encoder's queue stays short.
      if (encoder.encodeQueueSize > 2) await encoder.flush();
    },
    /** The file's bytes. The last frame is given once more at the
     *  video's end, for WebM's blocks carry no duration: so it, too,
     *  stands its delay. */
    async finish() {
      if (last) encode(last);
      await encoder.flush();
      encoder.close();
      if (failure) throw failure;
      muxer.finalize();
      return new Uint8Array(muxer.target.buffer);
    },
  };
}
