//! What is wrong with one field of a JSON puzzle document, as data: the
//! detail of [`FormatError::Field`]. The page says it in its reader's
//! language (`i18n::field_problem`); its `Display` is those words in
//! English, which the command line prints.

use std::fmt;

use super::FormatError;
use crate::i18n::{field_problem, Lang};

/// A field that is missing or holds the wrong kind of value. `got` is
/// the value found, as JSON (`"x"`, `[1,2]`).
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum FieldProblem {
    /// Missing; it holds a whole number from `lo` to `hi`.
    MissingNumber {
        /// The smallest allowed.
        lo: i64,
        /// The largest allowed.
        hi: i64,
    },
    /// Not a whole number from `lo` to `hi`.
    NotWholeNumber {
        /// The smallest allowed.
        lo: i64,
        /// The largest allowed.
        hi: i64,
        /// The value found.
        got: String,
    },
    /// Not a list.
    NotList {
        /// The value found.
        got: String,
    },
    /// A list of numbers, missing.
    MissingNumbers,
    /// Not `true` or `false`.
    NotTrueOrFalse {
        /// The value found.
        got: String,
    },
    /// The document is no object.
    NotObject,
    /// Not a string.
    NotString {
        /// The value found.
        got: String,
    },
    /// The document names no kind.
    MissingKind,
    /// A kind the page does not know.
    UnknownKind {
        /// The kind named.
        kind: String,
    },
    /// A Kendoku operation the page does not know.
    UnknownOperation {
        /// The operation given.
        op: String,
    },
    /// A cage that is no object.
    NotCage,
    /// Not a cell of the board named as f-puzzles names it (`R1C1`).
    NotCellName {
        /// The value found.
        got: String,
    },
    /// A cage's cells, missing.
    MissingCells,
    /// The list of cages, missing.
    MissingCages,
    /// The grid's line, missing; `example` shows one.
    MissingLine {
        /// A line of the kind, such as `1...2...`.
        example: std::borrow::Cow<'static, str>,
    },
    /// Not a line like `example`.
    NotLine {
        /// A line of the kind, such as `1...2...`.
        example: std::borrow::Cow<'static, str>,
        /// The value found.
        got: String,
    },
    /// Not a Sudoku line.
    NotSudokuLine {
        /// The value found.
        got: String,
    },
    /// A box that is not `[rows, columns]`.
    NotBox,
    /// A tree that is not `[row, column]`.
    NotTree,
    /// A kropki dot that is not a pair of cells `[a, b]`.
    NotDot,
    /// A little killer's place, direction or sum that does not read.
    NotLittleKiller {
        /// The value found.
        got: String,
    },
    /// A sandwich sum's place or sum that does not read.
    NotSandwich {
        /// The value found.
        got: String,
    },
    /// The trees, missing.
    MissingTrees,
    /// The givens' line does not read.
    Givens(Box<FormatError>),
}

impl fmt::Display for FieldProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&field_problem(self, Lang::En))
    }
}

impl From<FormatError> for FieldProblem {
    fn from(error: FormatError) -> Self {
        FieldProblem::Givens(Box::new(error))
    }
}
