//! What is wrong with one part of a link, as data: the page words it in
//! its language (`i18n::link_problem`), the English being this type's own
//! `Display`.

use thiserror::Error;

use super::FormatError;
use crate::i18n::Lang;
use crate::strategy::Strategy;

/// The codes of the page's languages: `en, de, nl`.
pub fn language_codes() -> String {
    Lang::ALL.map(Lang::code).join(", ")
}

/// A part of a link that could not be read; each names its key.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum LinkProblem {
    /// The value of part `part` (1-based) is not UTF-8 text once decoded.
    #[error("link, part {part} ({key}): the value is not UTF-8 text")]
    NotText {
        /// The part's place in the link, from 1.
        part: usize,
        /// Its key.
        key: String,
    },
    /// The puzzle cannot be read.
    #[error("link, puzzle: {0}")]
    Puzzle(FormatError),
    /// A strategy the page does not know (in `strategy` or `race`).
    #[error("link, {key}: unknown strategy '{name}': use one of {}", Strategy::NAMES.join(", "))]
    Strategy {
        /// The key it stood in.
        key: String,
        /// The name given.
        name: String,
    },
    /// A mode the page does not know.
    #[error("link, mode: unknown mode '{0}': use first, all or unique")]
    Mode(String),
    /// A race of fewer than two or more than three strategies with steps.
    #[error("link, race: name two or three strategies with steps, such as classic,propagate,mrv")]
    Race,
    /// A language the page does not speak (its first characters).
    #[error("link, lang: unknown language '{0}': use one of {codes}", codes = language_codes())]
    Lang(String),
    /// The entries have another count of places than the board.
    #[error("link, entries: {found} entries for a board of {wanted} places")]
    EntryCount {
        /// The board's places.
        wanted: usize,
        /// The link's.
        found: usize,
    },
    /// An entry that cannot stand on the board, at its place (from 1).
    #[error("link, entries: place {at} ('{text}') is no entry of this board")]
    Entry {
        /// Its place in the entries, from 1.
        at: usize,
        /// The entry as written.
        text: String,
    },
    /// An item of the marks that does not fit the board (from 1).
    #[error("link, marks: item {item} ('{text}') is no mark of this board")]
    Mark {
        /// Its place in the marks, from 1.
        item: usize,
        /// The item as written (its first characters).
        text: String,
    },
    /// A lesson's list of moments that cannot be read, at this
    /// character of its value (from 1).
    #[error("link, lesson: the moments cannot be read at character {at}: write them as [[\"title\",step],…]")]
    Lesson {
        /// The character, from 1.
        at: usize,
    },
    /// A lesson's moment (from 1; 0: the list itself) that is not a
    /// title and a step or link.
    #[error("link, lesson: moment {0} is not [\"title\",step]")]
    LessonMoment(usize),
    /// A value that should be a whole number (`seed`, `step`, `speed`).
    #[error("link, {key}: '{text}' is not a whole number")]
    Number {
        /// The key.
        key: String,
        /// Its value (its first characters).
        text: String,
    },
}
