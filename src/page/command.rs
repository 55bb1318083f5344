//! What the page must do for the model: the commands the reducer
//! returns for the outside world (the workers, the timer, storage, the
//! address bar, the clipboard, files, the lesson's recorder).

use super::workers::Worker;
use crate::i18n::Lang;
use crate::protocol::Request;

/// Storage key of the grid being edited.
pub const EDITOR_KEY: &str = "btlab.editor";
/// Storage key of the panels shown.
pub const PANELS_KEY: &str = "btlab.panels";
/// Storage key of the language chosen.
pub const LANG_KEY: &str = crate::names::LANG_KEY;
/// Storage key set once the welcome was read.
pub const TOUR_KEY: &str = "btlab.toured";

/// What the page must do for the model.
#[derive(Clone, Debug, PartialEq)]
pub enum Command {
    /// Send a request to a worker (starting it if there is none at that
    /// address).
    Send(Worker, Request),
    /// Start a fresh worker at this address, replacing any there (whose
    /// late replies are dropped).
    Start(Worker),
    /// Start a worker at this address if there is none, so that it has
    /// loaded by the time it is first asked.
    Warm(Worker),
    /// Start a fresh worker at this address that runs a learner's Python
    /// too (the Lab's), replacing any there.
    StartPython(Worker, crate::lab::python::Python),
    /// End the worker at this address.
    Stop(Worker),
    /// Tick every so many milliseconds from now on; 0: stop ticking.
    Timer(u32),
    /// Keep `value` in local storage under `key`.
    Store {
        /// The key.
        key: &'static str,
        /// The value.
        value: String,
    },
    /// Show this fragment in the address bar (no new history entry).
    Url(String),
    /// Copy the page's address with this fragment to the clipboard.
    CopyLink(String),
    /// Copy the page's address with this fragment and the Lab's `code`,
    /// packed (deflated, base64url) as its `lab` key, to the clipboard.
    CopyLabLink {
        /// The fragment of the moment.
        fragment: String,
        /// The learner's code.
        code: String,
    },
    /// Unpack the Lab's code a link carried and open the Lab with it
    /// ([`super::LabAction::Open`]), at `step` if the link names one.
    UnpackLab {
        /// The packed code.
        packed: String,
        /// The step of the link (0: its start).
        step: u64,
        /// The puzzle of the learner's own the code is for, if any.
        own: Option<crate::page::lab::OwnPuzzle>,
    },
    /// Speak this language: `<html lang>`, numbers, words.
    Lang(Lang),
    /// Enter (true) or leave full screen.
    Fullscreen(bool),
    /// Carry out `action` after `ms` milliseconds (work that must not
    /// compete with the page's first drawing).
    Later {
        /// The wait.
        ms: u32,
        /// What then.
        action: Box<super::Action>,
    },
    /// Offer `text` as a file to save.
    Download {
        /// The file's name.
        name: &'static str,
        /// Its contents.
        text: String,
    },
    /// Bring the feedback of a check, hint or search for wrong entries
    /// where the eye is: the message beside the board, then this square
    /// (its wrong entry, or the hint's cell) scrolled into view.
    ShowFeedback(Option<usize>),
    /// Open the browser's print dialog.
    Print,
    /// Copy the `<iframe>` code of an embed with this fragment.
    CopyEmbed(String),
    /// Copy the page's address with this fragment, a lesson's link.
    CopyLesson(String),
    /// Start a GIF's encoder for frames of this size, each shown this
    /// long.
    StartExport {
        /// Frame width, pixels.
        width: u32,
        /// Frame height, pixels.
        height: u32,
        /// How long a frame shows.
        delay_ms: u32,
        /// A GIF, one PNG picture a frame (zipped) or a video.
        format: super::ExportFormat,
        /// The step of the first frame (the pictures' names count
        /// from it).
        first: u64,
    },
    /// Take frame number `n` (from 0) of the page as drawn, once drawn,
    /// and hand it to the encoder ([`ExportAction::FrameTaken`](super::ExportAction::FrameTaken)
    /// when it has it).
    TakeFrame(u64),
    /// Finish the GIF and offer it as a file of this name.
    FinishExport(String),
    /// Drop the GIF being made.
    CancelExport,
}
