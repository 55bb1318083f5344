//! The page's door to a class: "Start a class" fetches the class client
//! (`class-app/`, the `class` binary: `ui::class`) and hands it the tab's
//! ticket. The page's first visit carries nothing of the class but this.

use wasm_bindgen::prelude::*;

use crate::names::{CLASS_ROOT, CLASS_TICKET};

#[wasm_bindgen(inline_js = r#"
export function open_class(key, root) {
  const bar = document.getElementById(root);
  if (bar) return bar.querySelector('button')?.focus();
  try { if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, '{"role":"teacher"}'); } catch (e) {}
  import(new URL('class-app/start.mjs', document.baseURI).href)
    .catch((error) => console.error('the class client could not load:', error));
}
"#)]
extern "C" {
    fn open_class(key: &str, root: &str);
}

/// Opens a class on this tab (or shows the one open): the class client
/// opens a room on the server and draws its bar.
pub fn start_class() {
    open_class(CLASS_TICKET, CLASS_ROOT);
}
