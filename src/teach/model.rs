//! A puzzle with the moves of a moment placed: the state the strategy's
//! rules saw at that moment, rebuilt from the path alone (the search is
//! deterministic, so this is exact).

use crate::engine::Move;
use crate::puzzles::{Constraints, Mask};
use crate::strategy::{dutch_candidates, propagated_candidates, Strategy};

/// Runs `$body` with `$m` bound to the concrete model (a `&C` with
/// `C: Constraints`).
macro_rules! with_model {
    ($puzzle:expr, $m:ident => $body:expr) => {
        $crate::each_puzzle!($puzzle, $m => $body)
    };
}
pub(crate) use with_model;

/// The strategy whose rules explain a run of `puzzle` by `strategy`: the
/// strategy itself, or on a board of queens past the masks (which only
/// the course's orders step) the classic search, whose rules judge values
/// and never sets, should a moment of a run by another arrive.
pub fn explained_as(puzzle: &crate::puzzles::AnyPuzzle, strategy: Strategy) -> Strategy {
    if puzzle.is_wide_queens() && !crate::strategy::WideQueens::steps(strategy) {
        Strategy::Classic
    } else {
        strategy
    }
}

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

/// The candidate lists `strategy` keeps, after the moves of `path`: the
/// project's cleanup's (propagate, from the values alone) or the Dutch
/// program's (dutch, whose cleanup depends on the order of the moves);
/// `None` for the strategies that keep none, or where propagating the
/// values already fails.
pub fn lists_after<C: Constraints>(
    model: &C,
    strategy: Strategy,
    path: &[Move],
) -> Option<Vec<Mask>> {
    match strategy {
        Strategy::Propagate => propagated_candidates(model, &board(model.cells(), path)),
        Strategy::Dutch => Some(dutch_candidates(model, path)),
        _ => None,
    }
}
