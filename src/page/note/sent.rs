//! What the message under the controls says of what the page handed out:
//! a link or code copied to the clipboard, a file saved.

use crate::i18n::{by_count, Lang, Numbers, T};

/// Something copied or saved, or not.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Sent {
    /// The link was copied.
    LinkCopied,
    /// The embed's `<iframe>` code was copied.
    EmbedCopied,
    /// The lesson's link was copied.
    LessonCopied,
    /// The link could not be copied; it is shown instead.
    CopyFailed,
    /// A GIF of this many frames was saved.
    GifMade(u64),
    /// The pictures of this many steps were saved, zipped.
    PicturesMade(u64),
    /// A video of this many steps was saved.
    VideoMade(u64),
    /// The GIF could not be made.
    GifFailed,
}

impl Sent {
    /// Whether the note reports a problem.
    pub fn is_error(&self) -> bool {
        matches!(self, Sent::CopyFailed)
    }

    /// The words, in `lang`.
    pub fn text(&self, lang: Lang, numbers: &dyn Numbers) -> String {
        let t = |key| lang.t(key).to_string();
        let frames =
            |n: u64, one, other| lang.fill(by_count(numbers, n, one, other), &[&numbers.int(n)]);
        match self {
            Sent::LinkCopied => t(T::NoteLinkCopied),
            Sent::EmbedCopied => t(T::NoteEmbedCopied),
            Sent::LessonCopied => t(T::NoteLessonCopied),
            Sent::CopyFailed => t(T::NoteCopyFailed),
            Sent::GifMade(n) => frames(*n, T::NoteGifMadeOne, T::NoteGifMadeOther),
            Sent::PicturesMade(n) => frames(*n, T::NotePicturesOne, T::NotePicturesOther),
            Sent::VideoMade(n) => frames(*n, T::NoteVideoOne, T::NoteVideoOther),
            Sent::GifFailed => t(T::NoteGifFailed),
        }
    }
}
