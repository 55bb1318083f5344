//! The board as the viewer sees it: events applied one by one, a bounded
//! history to step back through, and the counters. Pure Rust: the UI's
//! reducer logic, tested natively.

mod editor;
mod history;

pub use editor::Editor;
pub use history::{Playback, HISTORY_CAPACITY};
