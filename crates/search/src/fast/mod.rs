//! The production solvers: no per-step events, only progress, solutions and
//! counts. Each one can run in chunks (a budget of nodes) so that the web
//! worker can report progress and stay cancellable.

mod bitboard;
mod domain_solver;
mod guess_loop;
mod houses;
mod nine;
mod queens;
mod queens_course;
mod queens_random;
mod queens_walk;
mod throughput;

pub use bitboard::{BitboardSolver, SmallBitboardSolver, WideBitboardSolver};
pub use domain_solver::{
    generic_solver_for, singles_solver_for, solver_for, AnySolver, DomainSolver,
};
pub use guess_loop::GuessSolver;
pub use houses::{Deductions, HouseSolver, LatinSolver};
pub use nine::{solve_nine, NineError, NineOutcome};
#[cfg(not(target_arch = "wasm32"))]
pub use queens::count_queens_threads;
pub use queens::{count_queens, count_task, queens_tasks, QueensCounter, QueensPiece, QueensTask};
pub use queens_course::{course_queens, ColumnOrder, CourseSearch};
pub use queens_random::{random_queens, RandomQueens, MAX_RANDOM_QUEENS};
pub use throughput::{sudoku_throughput, Throughput};

/// Why a chunk of fast solving stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FastHalt {
    /// Everything was searched.
    Exhausted,
    /// The solution limit was reached.
    SolutionLimit,
    /// The chunk's node budget was used up; call again to go on.
    Budget,
}
