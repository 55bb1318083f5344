// Offering a file for download, the page's one way: its text downloads
// (src/ui/effects.rs) and the lesson's exports (gif_export.js).

/** Offers `blob` as a file named `name`. The browser reads the blob after
 *  the click returns: it is let go of a little later. */
export function offer(blob, name) {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement('a'), { href: url, download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(url), 10000);
}

/** Offers `text` as a plain-text file named `name`. */
export function offer_text(name, text) {
  offer(new Blob([text], { type: 'text/plain;charset=utf-8' }), name);
}
