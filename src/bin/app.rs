//! The web page. Build it with `trunk build`; see the README.

#![forbid(unsafe_code)]

#[cfg(target_arch = "wasm32")]
fn main() {
    btlab::ui::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the app runs in a browser: build it with trunk (see the README)");
}
