//! Why a move cannot be recorded: facts, not words. The page turns them
//! into a sentence in the reader's language and into marks on the board;
//! the tests check the facts.

use super::HouseKind;

/// The line along which one queen attacks another square.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Line {
    /// The same column.
    Column,
    /// A diagonal going down to the right (row - column is the same).
    Diagonal,
    /// A diagonal going down to the left (row + column is the same).
    AntiDiagonal,
}

/// Why a value cannot go into a cell, given the values placed so far.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Reason {
    /// The value is already in `house`, at cell `at`.
    InHouse {
        /// The house holding the value.
        house: HouseKind,
        /// The cell holding it (row-major index).
        at: usize,
    },
    /// N-Queens: the queen on `row` (0-based) attacks the square.
    Attacked {
        /// The attacking queen's row (0-based).
        row: usize,
        /// Its column (0-based).
        column: usize,
        /// How it attacks.
        line: Line,
    },
    /// Kendoku: the move completes cage `cage`, and its values, in the
    /// cage's order, miss the target.
    Cage {
        /// The cage's index.
        cage: usize,
        /// The values of its cells with the move in place.
        values: Vec<u8>,
    },
    /// After the move some other cell has no candidate left: found by
    /// forward checking (mrv) or by propagation (propagate).
    NoCandidate {
        /// That cell (row-major index; the row for N-Queens).
        cell: usize,
    },
}
