//! The class client: the bar of a live class above the page (the
//! teacher's code, QR and buttons, or a student's following). A binary of
//! its own, built by the page's build (`.ci/post-build.mjs`) into
//! `class-app/`, fetched only when a class is started or joined.

#![forbid(unsafe_code)]

#[cfg(target_arch = "wasm32")]
fn main() {
    btlab::ui::class::start();
}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("the class client runs in a browser: the page's build makes it (see the README)");
}
