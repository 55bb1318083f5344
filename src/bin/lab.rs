//! The Lab's worker: the page's search worker, which also runs a
//! learner's Python methods (MicroPython, loaded by `lab/worker.js`
//! before this wasm). A binary of its own, built by the page's build
//! (`.ci/post-build.mjs`) into `lab/`, fetched only when the Lab opens.

#![forbid(unsafe_code)]

#[cfg(target_arch = "wasm32")]
fn main() {
    btlab::worker::register();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the Lab's worker runs in a browser: the page's build makes it (see the README)");
}
