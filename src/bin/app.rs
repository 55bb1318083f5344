//! The web page. Build it with `trunk build`; see the README.
//!
//! The page's search workers are a binary of their own (`search`, built
//! by the page's build into `search/`): the page's first visit downloads
//! only what draws and edits the board, and a worker's wasm comes when the
//! page is first used.

#![forbid(unsafe_code)]

#[cfg(target_arch = "wasm32")]
fn main() {
    btlab::ui::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the app runs in a browser: build it with trunk (see the README)");
}
