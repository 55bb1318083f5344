//! Why a move cannot be recorded: facts, not words. The page turns them
//! into a sentence in the reader's language and into marks on the board;
//! the tests check the facts.

use super::{HouseKind, Pair, Side};

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
    /// A Sudoku's thermometer `thermo` (from 0) leaves the cell only the
    /// digits `low..=high`: by its place on the line where `at` is none,
    /// else by the digit in cell `at` on the same line.
    Thermo {
        /// The thermometer's index.
        thermo: usize,
        /// The cell whose digit bounds this one, and that digit, if any.
        at: Option<(usize, u8)>,
        /// The smallest digit the cell may hold.
        low: u8,
        /// The largest.
        high: u8,
    },
    /// A Sudoku's arrow `arrow` (from 0): the digits placed on it leave
    /// the cell only `low..=high` (the circle's digit is its line's sum).
    Arrow {
        /// The arrow's index.
        arrow: usize,
        /// The smallest digit the cell may hold.
        low: u8,
        /// The largest.
        high: u8,
    },
    /// A Sudoku's odd (`odd`) or even cell: the digit has the other
    /// parity.
    Parity {
        /// The cell is shaded odd (else even).
        odd: bool,
    },
    /// A Sudoku's anti-knight or anti-king rule: the cell `at`, a
    /// knight's move away (`knight`) or a king's, holds the digit.
    Apart {
        /// The cell holding the digit.
        at: usize,
        /// A knight's move away (else a king's).
        knight: bool,
    },
    /// A Sudoku's kropki pair: the cell's partner `at` holds a digit the
    /// move does not keep the pair's rule with.
    Kropki {
        /// The partner cell and its digit.
        at: (usize, u8),
        /// The pair's rule.
        pair: Pair,
    },
    /// A Sudoku's little killer `killer` (from 0): the digits placed on
    /// its diagonal leave the cell only `low..=high` (none when `low`
    /// is above `high`).
    LittleKiller {
        /// The little killer's index.
        killer: usize,
        /// The smallest digit the sum leaves the cell.
        low: u8,
        /// The largest.
        high: u8,
    },
    /// A Sudoku's sandwich sum `sandwich` (from 0): with the move, no
    /// place of the 1 and the largest digit in its row or column leaves
    /// digits between them that can make the sum.
    Sandwich {
        /// The sandwich's index.
        sandwich: usize,
    },
    /// A Sudoku's whisper or palindrome `line` (from 0): the cell's
    /// partner on it `at` holds a digit the move does not go with.
    OnLine {
        /// The line's index.
        line: usize,
        /// The partner cell and its digit.
        at: (usize, u8),
        /// The pair's rule: a whisper's gap, or equal.
        pair: Pair,
    },
    /// A Sudoku's renban `line` (from 0): cell `at` on it already holds
    /// the digit, or (`at` none) the digits placed leave the cell only
    /// `low..=high`.
    Renban {
        /// The line's index.
        line: usize,
        /// The cell on the line holding the same digit, and the digit.
        at: Option<(usize, u8)>,
        /// The smallest digit the run leaves the cell.
        low: u8,
        /// The largest.
        high: u8,
    },
    /// After the move some other cell has no candidate left: found by
    /// forward checking (mrv) or by propagation (propagate).
    NoCandidate {
        /// That cell (row-major index; the row for N-Queens, the tree
        /// for Tents).
        cell: usize,
    },
    /// Skyscrapers: the move completes a line, and from `side` of line
    /// `line` (0-based row or column) `seen` buildings are seen, not `clue`.
    Clue {
        /// Where the clue stands.
        side: Side,
        /// Which row (left, right) or column (top, bottom), 0-based.
        line: usize,
        /// How many buildings are seen from there with the move.
        seen: u8,
        /// How many the clue says.
        clue: u8,
    },
    /// Skyscrapers with gaps: `house` already holds its `count` gaps.
    Gaps {
        /// The row or column.
        house: HouseKind,
        /// The gaps it holds.
        count: u8,
    },
    /// Tents: the tent would stand on or beside the tent on square `at`.
    TentNear {
        /// The square of that tent.
        at: usize,
    },
    /// Tents: `house` (a row or column) already has its `count` tents.
    TentCount {
        /// The row or column.
        house: HouseKind,
        /// Its count.
        count: u8,
    },
    /// Tents: these tents are a placement already counted with another
    /// pairing: tree `tree` (its square) could take `square` instead.
    Paired {
        /// The tree's square.
        tree: usize,
        /// The square it takes in the first pairing.
        square: usize,
    },
}
