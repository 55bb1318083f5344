//! The `fast` strategy as a job that runs in slices and reports progress.

use super::widened;
use crate::fast::{solve_nine, AnySolver, DomainSolver, FastHalt, QueensCounter};
use crate::puzzles::AnyPuzzle;

/// A fast solve in progress.
pub enum FastJob {
    /// A classic 9x9 to a solution limit: the dedicated solver takes
    /// microseconds (milliseconds at worst), so it runs whole in the first
    /// slice. `solutions` is the count once done.
    Nine {
        givens: Vec<u8>,
        solutions: Option<u64>,
    },
    /// Propagation and guessing, for any puzzle.
    Domains(Box<dyn AnySolver>),
    /// N-Queens, counting all solutions column by column; the boards to
    /// browse come from a second solver, once, up to the kept number.
    QueensCount(
        QueensCounter,
        Option<Box<DomainSolver<crate::puzzles::Queens>>>,
    ),
    /// N-Queens past the masks, to its first solution: the row with the
    /// fewest free squares first, with random restarts
    /// ([`crate::fast::random_queens`]); a few milliseconds for 1,000
    /// queens, so it runs whole in the first slice. The board once found.
    WideQueens { n: usize, board: Option<Vec<u16>> },
}

/// Steps of a queens count's board walk (a few nanoseconds each) that
/// take about as long as one guess of the other solvers: a slice of a
/// count keeps to its time however large the board.
const QUEENS_STEPS_PER_GUESS: u64 = 100;

/// What a slice did.
pub struct Slice {
    /// Why it stopped.
    pub halt: FastHalt,
    /// Solutions found in it, as [`super::FoundSolution::board`].
    pub found: Vec<Vec<u16>>,
}

impl FastJob {
    /// The job for `puzzle` with this solution limit.
    pub fn new(puzzle: &AnyPuzzle, limit: Option<u64>) -> Self {
        match (puzzle, limit) {
            (AnyPuzzle::Queens(q), _) if q.is_wide() => FastJob::WideQueens {
                n: q.n(),
                board: None,
            },
            (AnyPuzzle::Queens(q), None) => FastJob::QueensCount(
                QueensCounter::new(q.n()),
                Some(Box::new(DomainSolver::new(q.clone()))),
            ),
            (AnyPuzzle::Sudoku(s), Some(_)) if s.is_classic_nine() => FastJob::Nine {
                givens: s.givens().to_vec(),
                solutions: None,
            },
            (puzzle, _) => FastJob::Domains(crate::fast::solver_for(puzzle)),
        }
    }

    /// Solutions counted so far.
    pub fn solutions(&self) -> u64 {
        match self {
            FastJob::Nine { solutions, .. } => solutions.unwrap_or(0),
            FastJob::Domains(s) => s.solutions(),
            FastJob::QueensCount(c, _) => c.count(),
            FastJob::WideQueens { board, .. } => u64::from(board.is_some()),
        }
    }

    /// How far the job is, 0 to 1.
    pub fn fraction(&self) -> f64 {
        match self {
            FastJob::Nine { solutions, .. } => f64::from(u8::from(solutions.is_some())),
            FastJob::Domains(s) => s.progress(),
            FastJob::QueensCount(c, _) => c.done_tasks() as f64 / c.tasks().max(1) as f64,
            FastJob::WideQueens { board, .. } => f64::from(u8::from(board.is_some())),
        }
    }

    /// Works for about `budget` guesses (or as long, for a queens count).
    pub fn slice(&mut self, limit: Option<u64>, budget: u64, keep: usize) -> Slice {
        fn run(s: &mut dyn AnySolver, limit: Option<u64>, budget: u64, keep: usize) -> Slice {
            let mut found = Vec::new();
            let halt = s.run_dyn(limit, budget, &mut |v| {
                if found.len() < keep {
                    found.push(widened(v));
                }
            });
            Slice { halt, found }
        }
        match self {
            FastJob::Nine { givens, solutions } => {
                let limit = limit.unwrap_or(u64::MAX);
                let outcome = solve_nine(givens, limit, keep).expect("a classic 9x9");
                *solutions = Some(outcome.solutions);
                let halt = if outcome.complete {
                    FastHalt::Exhausted
                } else {
                    FastHalt::SolutionLimit
                };
                let found = outcome.kept.iter().map(|s| widened(s)).collect();
                Slice { halt, found }
            }
            FastJob::Domains(s) => run(s.as_mut(), limit, budget, keep),
            FastJob::QueensCount(c, boards) => {
                let found = match boards.take() {
                    Some(mut solver) => {
                        run(solver.as_mut(), Some(keep as u64), u64::MAX, keep).found
                    }
                    None => Vec::new(),
                };
                let halt = if c.advance(budget.saturating_mul(QUEENS_STEPS_PER_GUESS)) {
                    FastHalt::Budget
                } else {
                    FastHalt::Exhausted
                };
                Slice { halt, found }
            }
            FastJob::WideQueens { n, board } => {
                // Every board past 3 queens has a solution.
                let values = crate::solve::wide_queens_board(*n).map_or(Vec::new(), |f| f.0);
                *board = Some(values.clone());
                Slice {
                    halt: FastHalt::SolutionLimit,
                    found: std::iter::once(values).take(keep).collect(),
                }
            }
        }
    }
}
