//! A puzzle with the moves of a moment placed: the state the strategy's
//! rules saw at that moment, rebuilt from the path alone (the search is
//! deterministic, so this is exact).

use crate::engine::Move;
use crate::puzzles::Constraints;

/// Runs `$body` with `$m` bound to the concrete model (a `&C` with
/// `C: Constraints`).
macro_rules! with_model {
    ($puzzle:expr, $m:ident => $body:expr) => {
        $crate::each_puzzle!($puzzle, $m => $body)
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
