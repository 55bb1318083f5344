//! The page's search worker: runs searches, counts and makes puzzles for
//! the page (`btlab::worker`). A binary of its own, built by the page's
//! build (`.ci/post-build.mjs`) into `search/`, loaded by `worker.js`.

#![forbid(unsafe_code)]

#[cfg(target_arch = "wasm32")]
fn main() {
    btlab::worker::register();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the search worker runs in a browser: the page's build makes it (see the README)");
}
