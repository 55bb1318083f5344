//! The web page and its search workers: one wasm binary for both. Build it
//! with `trunk build`; see the README.
//!
//! The page loads it and draws; a search worker loads the same file (the
//! loader `worker.js`, written by the build) and serves the search. One
//! binary instead of two keeps the code they share (the puzzles, the
//! allocator, the wire format) once in the download.

#![forbid(unsafe_code)]

#[cfg(target_arch = "wasm32")]
fn main() {
    use wasm_bindgen::JsCast;
    // A page has a window; a worker's global scope is not one.
    if js_sys::global().dyn_into::<web_sys::Window>().is_ok() {
        btlab::ui::start();
    } else {
        btlab::worker::register();
    }
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the app runs in a browser: build it with trunk (see the README)");
}
