//! What is wrong with an input, and where.

use thiserror::Error;

use super::{FieldProblem, GameIdProblem, JankoProblem, JsonProblem};
use crate::puzzles::Invalid;

/// An input that could not be read as a puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Error, serde::Serialize, serde::Deserialize)]
pub enum FormatError {
    /// Nothing but white space.
    #[error("the input is empty: give a Sudoku line or a JSON document")]
    Empty,
    /// A character that is no digit and no empty-cell mark.
    #[error("line {line}, column {column}: unexpected character '{ch}' (use 1-9, A-G, or . 0 - for an empty cell)")]
    Character {
        /// 1-based line.
        line: usize,
        /// 1-based column, in characters.
        column: usize,
        /// The character.
        ch: char,
    },
    /// A grid with a cell count that is no square of a supported side.
    #[error("found {got} cells; a Sudoku line has the square of its side, from 16 (4x4) to 256 (16x16): 36, 64, 81, 144, ...")]
    Length {
        /// Cells found.
        got: usize,
    },
    /// JSON that does not parse.
    #[error("JSON line {line}, column {column}: {message}")]
    Json {
        /// 1-based line.
        line: usize,
        /// 1-based column.
        column: usize,
        /// What is wrong, in our own terms (what the page says in its
        /// reader's language).
        problem: JsonProblem,
        /// serde_json's words (what the English page and the command line
        /// say).
        message: String,
    },
    /// A field of the JSON document that is missing or of the wrong kind.
    #[error("field \"{field}\": {problem}")]
    Field {
        /// The path of the field, like `cages[2].op`.
        field: String,
        /// What is wrong.
        problem: FieldProblem,
    },
    /// A janko.at page that cannot be read: its line and token.
    #[error("line {line}{}: {problem}", token.as_ref().map(|t| format!(", token '{t}'")).unwrap_or_default())]
    Janko {
        /// 1-based line.
        line: usize,
        /// The token at fault, if one is.
        token: Option<String>,
        /// What is wrong.
        problem: JankoProblem,
    },
    /// A Tatham game ID that cannot be read: the character at fault.
    #[error("game ID, character {at}{}: {problem}", found.map(|c| format!(" ('{c}')")).unwrap_or_default())]
    GameId {
        /// 1-based position in the ID (one past its end for a missing part).
        at: usize,
        /// The character there, if any.
        found: Option<char>,
        /// What is wrong.
        problem: GameIdProblem,
    },
    /// An f-puzzles document with a rule the page does not know: it is
    /// not opened as if it were a plain Sudoku.
    #[error("this puzzle uses '{name}', which this page does not know: it does not open without that rule")]
    UnknownRule {
        /// The rule's key in the document (`thermometer`).
        name: String,
    },
    /// An f-puzzles or SudokuPad link whose data is no LZ-String text.
    #[error("the link's puzzle does not unpack: the link is cut short or changed")]
    NotLzString,
    /// The N field of N-Queens holds no whole number.
    #[error("N = '{text}': give a whole number from 1 to 1000")]
    QueensN {
        /// What the field holds.
        text: String,
    },
    /// Well-formed input describing a puzzle that breaks its own rules.
    #[error(transparent)]
    Invalid(#[from] Invalid),
    /// An error found in a worker, as words (the page says them in its
    /// reader's language; the command line never meets one).
    #[error("{}", .0.in_lang(crate::i18n::Lang::En))]
    Said(crate::i18n::Said),
}

impl FormatError {
    /// A problem with the field at `field`.
    pub fn field(field: impl Into<String>, problem: impl Into<FieldProblem>) -> Self {
        FormatError::Field {
            field: field.into(),
            problem: problem.into(),
        }
    }
}
