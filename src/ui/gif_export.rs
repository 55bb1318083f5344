//! The page's side of a GIF of a range of steps: the model's commands
//! ([`Command::StartGif`], [`Command::TakeFrame`], [`Command::FinishGif`],
//! [`Command::CancelGif`]) carried out by `gif_export.js`, whose news
//! comes back as the lesson's actions.

use gloo_timers::callback::Timeout;
use wasm_bindgen::prelude::*;
use yew::html::Scope;

use super::app::{App, Msg};
use crate::page::{Action, LessonAction};

#[wasm_bindgen(module = "/src/ui/gif_export.js")]
extern "C" {
    fn gif_start(width: u32, height: u32, delay: u32, tell: &js_sys::Function);
    fn gif_take(width: u32, height: u32, tell: &js_sys::Function);
    fn gif_finish(name: &str);
    fn gif_cancel();
}

/// The encoder's news, as the lesson's actions.
fn teller(link: Scope<App>) -> js_sys::Function {
    let tell = Closure::<dyn Fn(String)>::new(move |kind: String| {
        let action = match kind.as_str() {
            "encoded" => LessonAction::FrameTaken,
            "saved" => LessonAction::GifMade(true),
            _ => LessonAction::GifMade(false),
        };
        link.send_message(Msg::Do(Action::Lesson(action)));
    });
    // One small closure a GIF, kept for the encoder's life.
    tell.into_js_value().unchecked_into()
}

/// Starts the encoder.
pub fn start(link: Scope<App>, width: u32, height: u32, delay_ms: u32) {
    gif_start(width, height, delay_ms, &teller(link));
}

/// Takes a frame of the page once it is drawn (after the moment's
/// drawing, which follows this update).
pub fn take(link: Scope<App>, width: u32, height: u32) {
    Timeout::new(0, move || gif_take(width, height, &teller(link))).forget();
}

/// Finishes the GIF and offers it as `name`.
pub fn finish(name: &str) {
    gif_finish(name);
}

/// Drops the GIF being made.
pub fn cancel() {
    gif_cancel();
}
