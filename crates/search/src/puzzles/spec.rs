//! A puzzle as the arguments of its checked constructor: the form in which
//! a puzzle travels between the page and its workers (in postcard, see
//! `protocol::wire`). The worker builds the puzzle through the same
//! constructor as every reader, so it refuses what they refuse, and it
//! needs no text reader at all (they were a tenth of its download).

use serde::{Deserialize, Serialize};

#[cfg(not(target_arch = "wasm32"))]
use super::LatinSquare;
use super::{AnyPuzzle, Cage, Clues, Invalid, Kendoku, Layout, Queens, Skyscrapers, Star};
use super::{Sudoku, Tents};

/// Any puzzle, as its constructor's arguments.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum PuzzleSpec {
    /// [`Sudoku::with_layout`].
    Sudoku {
        /// Row-major, 0 for an empty cell.
        givens: Vec<u8>,
        /// Boxes or regions, extra regions, diagonals, the variants' rules
        /// (boxed: the largest part of a request to a worker).
        layout: Box<Layout>,
    },
    /// [`Queens::checked`].
    Queens {
        /// The number of queens.
        n: usize,
    },
    /// [`Kendoku::new`].
    Kendoku {
        /// The side of the grid.
        side: usize,
        /// The cages.
        cages: Vec<Cage>,
    },
    /// [`Skyscrapers::new`].
    Skyscrapers {
        /// The side of the grid.
        side: usize,
        /// The tallest building.
        depth: usize,
        /// The clues around the grid.
        clues: Clues,
        /// Row-major, 0 for none.
        givens: Vec<u8>,
        /// Both diagonals Latin.
        diagonals: bool,
    },
    /// [`Tents::new`].
    Tents {
        /// Rows.
        rows: usize,
        /// Columns.
        cols: usize,
        /// The trees' squares, row-major.
        trees: Vec<usize>,
        /// Tents per row.
        row_counts: Vec<u8>,
        /// Tents per column.
        col_counts: Vec<u8>,
    },
    /// [`Star::new`].
    Star {
        /// Triangle by triangle, 0 for an empty one.
        givens: Vec<u8>,
    },
    /// [`LatinSquare::new`] (not in the page).
    #[cfg(not(target_arch = "wasm32"))]
    LatinSquare {
        /// Row-major, 0 for an empty cell.
        givens: Vec<u8>,
    },
}

impl PuzzleSpec {
    /// The puzzle, checked as every reader checks it.
    pub fn build(self) -> Result<AnyPuzzle, Invalid> {
        Ok(match self {
            PuzzleSpec::Sudoku { givens, layout } => {
                AnyPuzzle::Sudoku(Sudoku::with_layout(givens, *layout)?)
            }
            PuzzleSpec::Queens { n } => AnyPuzzle::Queens(Queens::checked(n)?),
            PuzzleSpec::Kendoku { side, cages } => AnyPuzzle::Kendoku(Kendoku::new(side, cages)?),
            PuzzleSpec::Skyscrapers {
                side,
                depth,
                clues,
                givens,
                diagonals,
            } => AnyPuzzle::Skyscrapers(Skyscrapers::new(side, depth, clues, givens, diagonals)?),
            PuzzleSpec::Tents {
                rows,
                cols,
                trees,
                row_counts,
                col_counts,
            } => AnyPuzzle::Tents(Tents::new(rows, cols, trees, row_counts, col_counts)?),
            PuzzleSpec::Star { givens } => AnyPuzzle::Star(Star::new(givens)?),
            #[cfg(not(target_arch = "wasm32"))]
            PuzzleSpec::LatinSquare { givens } => AnyPuzzle::LatinSquare(LatinSquare::new(givens)?),
        })
    }
}

impl AnyPuzzle {
    /// The puzzle as its constructor's arguments: [`PuzzleSpec::build`]
    /// makes the same puzzle again.
    pub fn spec(&self) -> PuzzleSpec {
        match self {
            AnyPuzzle::Sudoku(s) => PuzzleSpec::Sudoku {
                givens: s.givens().to_vec(),
                layout: Box::new(s.layout().clone()),
            },
            AnyPuzzle::Queens(q) => PuzzleSpec::Queens { n: q.n() },
            AnyPuzzle::Kendoku(k) => PuzzleSpec::Kendoku {
                side: k.side(),
                cages: k.cages().to_vec(),
            },
            AnyPuzzle::Skyscrapers(s) => PuzzleSpec::Skyscrapers {
                side: s.side(),
                depth: s.depth(),
                clues: s.clues().clone(),
                givens: s.givens().to_vec(),
                diagonals: s.diagonals(),
            },
            AnyPuzzle::Tents(t) => PuzzleSpec::Tents {
                rows: t.rows(),
                cols: t.cols(),
                trees: t.trees().iter().map(|&sq| usize::from(sq)).collect(),
                row_counts: t.row_counts().to_vec(),
                col_counts: t.col_counts().to_vec(),
            },
            AnyPuzzle::Star(s) => PuzzleSpec::Star {
                givens: s.givens().to_vec(),
            },
            #[cfg(not(target_arch = "wasm32"))]
            AnyPuzzle::LatinSquare(l) => PuzzleSpec::LatinSquare {
                givens: l.givens().to_vec(),
            },
        }
    }
}
