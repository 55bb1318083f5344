//! A puzzle with the moves of a moment placed: the state the strategy's
//! rules saw at that moment, rebuilt from the path alone (the search is
//! deterministic, so this is exact).

use crate::engine::Move;
use crate::puzzles::{AnyPuzzle, Constraints, Kendoku, Queens, Sudoku};

/// A puzzle's model, one of the three families, for generic code.
pub enum Model<'a> {
    /// Sudoku.
    Sudoku(&'a Sudoku),
    /// N-Queens.
    Queens(&'a Queens),
    /// Kendoku.
    Kendoku(&'a Kendoku),
}

impl<'a> Model<'a> {
    /// The model of `puzzle`.
    pub fn of(puzzle: &'a AnyPuzzle) -> Self {
        match puzzle {
            AnyPuzzle::Sudoku(s) => Model::Sudoku(s),
            AnyPuzzle::Queens(q) => Model::Queens(q),
            AnyPuzzle::Kendoku(k) => Model::Kendoku(k),
        }
    }
}

/// Runs `$body` with `$m` bound to the concrete model (a `&C` with
/// `C: Constraints`).
macro_rules! with_model {
    ($puzzle:expr, $m:ident => $body:expr) => {
        match $crate::teach::model::Model::of($puzzle) {
            $crate::teach::model::Model::Sudoku($m) => $body,
            $crate::teach::model::Model::Queens($m) => $body,
            $crate::teach::model::Model::Kendoku($m) => $body,
        }
    };
}
pub(crate) use with_model;

/// The values of the path, one per cell (N-Queens: column + 1 per row).
pub fn board(cells: usize, path: &[Move]) -> Vec<u8> {
    crate::solve::board_of(path, cells)
}

/// A copy of `model` with the moves of `path` placed in its sets.
pub fn placed<C: Constraints>(model: &C, path: &[Move]) -> C {
    let mut m = model.clone();
    for mv in path {
        m.place(mv.cell as usize, u32::from(mv.value));
    }
    m
}
