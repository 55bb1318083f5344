//! The Web Worker that runs the search. Built by trunk beside the app.

#![forbid(unsafe_code)]

#[cfg(target_arch = "wasm32")]
fn main() {
    btlab::worker::register();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the worker runs in a browser: build it with trunk (see the README)");
}
