//! The generic backtracking search. It knows no puzzle.
//!
//! A puzzle (or a strategy over a puzzle) describes itself through the five
//! methods of the classic article's skeleton, [`Puzzle`]; the [`Search`]
//! owns the loop as an explicit stack, so that it can stop after any single
//! step and go on later. Every step returns one [`Event`]; running to the end,
//! counting and budgets are adapters over the same [`Search::step`].

mod depth;
mod event;
mod piece;
mod run;
mod search;
mod stack;
mod stats;

pub use depth::{DepthCounts, LevelCounts};
pub use event::{Event, Move};
pub use piece::{descend, OffTheTree, PieceCounts};
pub use run::{Halt, Limits};
pub use search::{Level, Search};
pub use stack::Stack;
pub use stats::Stats;

/// A backtracking problem in the article's five methods.
///
/// A *level* is the depth of the search: how many moves have been recorded.
/// Each level assigns one cell (for N-Queens: one row).
pub trait Puzzle {
    /// How many cells the puzzle has, so how many levels a complete assignment needs.
    fn cells(&self) -> usize;

    /// The most candidates `moves` appends for one level; the search sizes
    /// its buffer once with it, so that no step allocates (more panics).
    fn moves_bound(&self) -> usize;

    /// Appends the candidate moves for `level` to `out`, in the order they
    /// are tried: at most [`Puzzle::moves_bound`], which `out` has room for.
    fn moves(&mut self, level: usize, out: &mut Stack<Move>);

    /// Whether `mv` may be recorded at `level`, given everything recorded so far.
    fn valid(&mut self, level: usize, mv: Move) -> bool;

    /// Records `mv` at `level`.
    fn record(&mut self, level: usize, mv: Move);

    /// Takes back `mv`, the move recorded at `level`.
    fn undo(&mut self, level: usize, mv: Move);

    /// Whether the moves recorded below `level` form a complete solution.
    fn done(&self, level: usize) -> bool;
}
