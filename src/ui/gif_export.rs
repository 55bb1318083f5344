//! The page's side of a GIF of a range of steps: the model's commands
//! ([`Command::StartExport`], [`Command::TakeFrame`], [`Command::FinishExport`],
//! [`Command::CancelExport`]) carried out by `gif_export.js`, whose news
//! comes back as the lesson's actions.

use gloo_timers::callback::Timeout;
use wasm_bindgen::prelude::*;
use yew::html::Scope;

use super::app::{App, Msg};
use crate::page::{Action, ExportAction, ExportFormat, LessonAction};

#[wasm_bindgen(module = "/src/ui/gif_export.js")]
extern "C" {
    fn gif_start(
        width: u32,
        height: u32,
        delay: u32,
        format: &str,
        first: f64,
        tell: &js_sys::Function,
    );
    fn gif_take(width: u32, height: u32);
    fn gif_finish(name: &str);
    fn gif_cancel();
    fn video_supported() -> bool;
}

/// Whether the browser records a canvas as WebM video.
pub fn can_record_video() -> bool {
    video_supported()
}

/// The encoder's news, as the lesson's actions.
fn teller(link: Scope<App>) -> js_sys::Function {
    let tell = Closure::<dyn Fn(String)>::new(move |kind: String| {
        let action = match kind.as_str() {
            "encoded" => LessonAction::Export(ExportAction::FrameTaken),
            "saved" => LessonAction::Export(ExportAction::Made(true)),
            _ => LessonAction::Export(ExportAction::Made(false)),
        };
        link.send_message(Msg::Do(Action::Lesson(action)));
    });
    // One small closure an export, kept for the encoder's life (frames
    // are told through the start's).
    tell.into_js_value().unchecked_into()
}

/// What the encoder makes.
pub struct Frames {
    /// Frame width, pixels.
    pub width: u32,
    /// Frame height, pixels.
    pub height: u32,
    /// How long a GIF's frame shows.
    pub delay_ms: u32,
    /// A GIF, PNG pictures (zipped) or a video.
    pub format: ExportFormat,
    /// The step of the first frame.
    pub first: u64,
}

/// Starts the encoder.
pub fn start(link: Scope<App>, frames: Frames) {
    let Frames {
        width,
        height,
        delay_ms,
        format,
        first,
    } = frames;
    gif_start(
        width,
        height,
        delay_ms,
        format.key(),
        first as f64,
        &teller(link),
    );
}

/// Takes a frame of the page once it is drawn (after the moment's
/// drawing, which follows this update).
pub fn take(width: u32, height: u32) {
    Timeout::new(0, move || gif_take(width, height)).forget();
}

/// Finishes the GIF and offers it as `name`.
pub fn finish(name: &str) {
    gif_finish(name);
}

/// Drops the GIF being made.
pub fn cancel() {
    gif_cancel();
}
