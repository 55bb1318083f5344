//! The page (wasm only): Yew components over the pure `playback` model and
//! the search worker.

mod app;
mod board;
mod controls;
mod speed;

pub use app::App;

/// Mounts the app on the page; the `app` binary's whole `main`.
pub fn start() {
    console_error_panic_hook::set_once();
    yew::Renderer::<App>::new().render();
}
