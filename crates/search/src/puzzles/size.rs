//! What a size is of, and which sizes a puzzle takes, as data: the words
//! of [`Invalid::Size`](super::Invalid::Size), which the page says in its
//! reader's language and the command line in English (`Display`).

use std::fmt;

/// What was sized.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SizeOf {
    /// N-Queens' N.
    N,
    /// The size of a Kendoku or Skyscrapers grid (its side).
    Size,
    /// A grid of digits, by its cells.
    Grid,
    /// The star's cells.
    Star,
}

impl fmt::Display for SizeOf {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            SizeOf::N => "N",
            SizeOf::Size => "size",
            SizeOf::Grid => "the grid",
            SizeOf::Star => "the star",
        })
    }
}

/// The sizes a puzzle takes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum SizeRange {
    /// A whole number from `lo` to `hi`.
    Whole {
        /// The smallest.
        lo: usize,
        /// The largest.
        hi: usize,
    },
    /// Exactly this many cells.
    Cells(usize),
    /// A square grid of side `lo` to `hi` (the Latin square's).
    Square {
        /// The smallest side.
        lo: usize,
        /// The largest side.
        hi: usize,
    },
    /// A Sudoku's square: side 4 to 16.
    SudokuSquare,
    /// As many cells as the puzzle's shape has.
    AsShape,
}

impl SizeRange {
    /// Whether the size given is counted in cells (`80 cells`), not a
    /// bare number.
    pub fn in_cells(self) -> bool {
        !matches!(self, SizeRange::Whole { .. })
    }
}

impl fmt::Display for SizeRange {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SizeRange::Whole { lo, hi } => write!(f, "a whole number from {lo} to {hi}"),
            SizeRange::Cells(n) => write!(f, "{n} cells"),
            SizeRange::Square { lo, hi } => write!(f, "a square of side {lo} to {hi}"),
            SizeRange::SudokuSquare => {
                f.write_str("a square of side 4 to 16 (16, 36, 64, 81, 144 or 256 cells, ...)")
            }
            SizeRange::AsShape => f.write_str("as many cells as the shape"),
        }
    }
}

/// The size given, as `Invalid::Size`'s English says it: `80 cells` or
/// `12`.
pub(super) fn size_given(range: SizeRange, got: usize) -> String {
    if range.in_cells() {
        format!("{got} cells")
    } else {
        got.to_string()
    }
}
