//! Solving a puzzle with a strategy to a solution limit: what the command
//! line and the worker share.

#[cfg(not(target_arch = "wasm32"))]
mod shared;
mod stepper;

#[cfg(not(target_arch = "wasm32"))]
pub use shared::solve_shared;
pub use stepper::{refusal, runs_on, stepper, Stepper};

use crate::engine::{Halt, Limits, Move, Stats};
use crate::fast::{count_queens, random_queens, solve_nine, solver_for, FastHalt};
use crate::puzzles::AnyPuzzle;
use crate::strategy::Strategy;

/// The outcome of a solve.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Report {
    /// Counters; `fast` keeps only `solutions`.
    pub stats: Stats,
    /// True when the search ended by itself (the whole tree was searched).
    pub complete: bool,
    /// The solutions kept (at most `keep`), each as values row-major
    /// (for N-Queens: the column + 1 of each row).
    pub solutions: Vec<Vec<u8>>,
}

/// The values of a full assignment, from the moves that made it.
pub fn board_of(path: &[Move], cells: usize) -> Vec<u8> {
    let mut board = vec![0; cells];
    for mv in path {
        board[mv.cell as usize] = mv.value;
    }
    board
}

/// Solves `puzzle` by `strategy` until `limit` solutions (`None`: all),
/// keeping the first `keep` solutions. A strategy that does not run on
/// the puzzle ([`runs_on`]) is the caller's to refuse ([`refusal`]).
pub fn solve(puzzle: &AnyPuzzle, strategy: Strategy, limit: Option<u64>, keep: usize) -> Report {
    let cells = puzzle.cells();
    let mut solutions = Vec::new();
    if let Some(mut search) = stepper(puzzle, strategy) {
        let halt = search.run(
            Limits {
                solutions: limit,
                steps: None,
            },
            &mut |path, _| {
                if solutions.len() < keep {
                    solutions.push(board_of(path, cells));
                }
            },
        );
        return Report {
            stats: search.stats(),
            complete: halt == Halt::Exhausted,
            solutions,
        };
    }
    // fast
    if let AnyPuzzle::Queens(q) = puzzle {
        if q.is_wide() {
            return wide_queens_solve(q.n(), keep);
        }
    }
    if let (AnyPuzzle::Queens(q), None) = (puzzle, limit) {
        let count = count_queens(q.n());
        let mut report = fast_solve(puzzle, Some(keep.max(1) as u64), keep);
        report.stats.solutions = count;
        report.complete = true;
        return report;
    }
    match (puzzle, limit) {
        (AnyPuzzle::Sudoku(p), Some(limit)) if p.is_classic_nine() => {
            nine_solve(p.givens(), limit, keep)
        }
        (puzzle, _) => fast_solve(puzzle, limit, keep),
    }
}

/// The classic 9x9 by the dedicated solver, to a solution limit.
fn nine_solve(givens: &[u8], limit: u64, keep: usize) -> Report {
    let outcome = solve_nine(givens, limit, keep).expect("a classic 9x9 has 81 cells of 0..=9");
    Report {
        stats: Stats {
            solutions: outcome.solutions,
            ..Stats::default()
        },
        complete: outcome.complete,
        solutions: outcome.kept.iter().map(|s| s.to_vec()).collect(),
    }
}

/// The seed of a board past the masks' random restarts: `fast` is the
/// same run every time.
const WIDE_QUEENS_SEED: u64 = 1;

/// A first solution of `n` queens past the masks by random restarts
/// ([`random_queens`]), as values (a column + 1 per row), and the queens
/// placed on the way; `None` for 2 and 3 queens, which have none.
pub(crate) fn wide_queens_board(n: usize) -> Option<(Vec<u16>, u64)> {
    let found = random_queens(n, WIDE_QUEENS_SEED)?;
    let values = found.columns.iter().map(|&c| c as u16 + 1).collect();
    Some((values, found.nodes))
}

/// [`wide_queens_board`] as a report. A board past 255 columns is
/// counted, not kept: a report's values are bytes.
fn wide_queens_solve(n: usize, keep: usize) -> Report {
    let found = wide_queens_board(n);
    let bytes = found.as_ref().and_then(|f| {
        f.0.iter()
            .map(|&v| u8::try_from(v).ok())
            .collect::<Option<Vec<u8>>>()
    });
    Report {
        stats: Stats {
            solutions: u64::from(found.is_some()),
            placements: found.as_ref().map_or(0, |f| f.1),
            ..Stats::default()
        },
        complete: false,
        solutions: bytes.into_iter().take(keep).collect(),
    }
}

fn fast_solve(puzzle: &AnyPuzzle, limit: Option<u64>, keep: usize) -> Report {
    let mut solver = solver_for(puzzle);
    let mut solutions = Vec::new();
    let halt = solver.run_dyn(limit, u64::MAX, &mut |values| {
        if solutions.len() < keep {
            solutions.push(values.to_vec());
        }
    });
    Report {
        stats: Stats {
            solutions: solver.solutions(),
            ..Stats::default()
        },
        complete: halt == FastHalt::Exhausted,
        solutions,
    }
}
