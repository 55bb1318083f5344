//! What is wrong with an input, and where.

use thiserror::Error;

use crate::puzzles::Invalid;

/// An input that could not be read as a puzzle.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
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
    #[error("found {got} cells; a Sudoku line has 16, 36, 81 or 256 (4x4, 6x6, 9x9, 16x16)")]
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
        /// serde_json's words.
        message: String,
    },
    /// A field of the JSON document that is missing or of the wrong kind.
    #[error("field \"{field}\": {problem}")]
    Field {
        /// The path of the field, like `cages[2].op`.
        field: String,
        /// What is wrong.
        problem: String,
    },
    /// Well-formed input describing a puzzle that breaks its own rules.
    #[error(transparent)]
    Invalid(#[from] Invalid),
}

impl FormatError {
    /// A problem with the field at `field`.
    pub fn field(field: impl Into<String>, problem: impl Into<String>) -> Self {
        FormatError::Field {
            field: field.into(),
            problem: problem.into(),
        }
    }
}
