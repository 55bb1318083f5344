//! The messages between the page and the search worker, and the worker's
//! side of the conversation as plain Rust ([`Session`]), so that it is
//! tested natively; `worker/` only wires it to a Web Worker.
//!
//! The page *pulls*: "give me the next k events" (animation) or "run for up
//! to m milliseconds and report" (skip to end, fast). Pause is not asking;
//! cancel drops the worker and starts a fresh one.

mod fast_job;
mod session;

pub use session::Session;

use serde::{Deserialize, Serialize};

use crate::engine::{Event, Stats};
use crate::fast::QueensTask;
use crate::strategy::Strategy;

/// How many solutions a run looks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Mode {
    /// Stop at the first solution.
    First,
    /// Search the whole tree.
    All,
    /// Stop at the second solution: is the solution unique?
    Unique,
    /// Stop after the most boards a run sends back
    /// ([`MAX_KEPT_SOLUTIONS`]): the boards to browse while the count is
    /// done elsewhere (N-Queens counted across several workers).
    Boards,
}

impl Mode {
    /// The solution limit of the mode.
    pub fn limit(self) -> Option<u64> {
        match self {
            Mode::First => Some(1),
            Mode::All => None,
            Mode::Unique => Some(2),
            Mode::Boards => Some(MAX_KEPT_SOLUTIONS as u64),
        }
    }
}

/// The most solution boards a run sends back (the count goes on).
pub const MAX_KEPT_SOLUTIONS: usize = 1000;

/// From the page to the worker.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Request {
    /// A new search: the puzzle as its JSON document.
    Start {
        /// The JSON puzzle document.
        puzzle: String,
        /// The strategy.
        strategy: Strategy,
        /// How many solutions.
        mode: Mode,
    },
    /// The next events, at most `max` (stepping strategies).
    Events {
        /// The most events to send.
        max: u32,
    },
    /// Run at full speed for up to `millis` and report.
    RunFor {
        /// The time slice.
        millis: f64,
    },
    /// Count one piece of an N-Queens count; needs no started search, and
    /// leaves any search as it is. The page deals the pieces out to as many
    /// workers as the machine has cores.
    CountQueens {
        /// The number of queens.
        n: u8,
        /// The piece.
        task: QueensTask,
    },
}

/// From the worker to the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    /// The search is ready; `stepping` is false for `fast`.
    Started {
        /// Whether events can be asked for.
        stepping: bool,
    },
    /// Events in order, and the counters after the last of them.
    Batch {
        /// The events.
        events: Vec<Event>,
        /// Counters after the batch.
        stats: Stats,
        /// True when the search is over (limit reached or tree exhausted).
        finished: bool,
    },
    /// The state after a slice at full speed.
    Progress {
        /// Counters so far.
        stats: Stats,
        /// How far, 0 to 1, where the strategy can tell.
        fraction: Option<f64>,
        /// True when the search is over.
        finished: bool,
        /// True when it ended by exhausting the tree.
        complete: bool,
        /// Solutions found in this slice (up to [`MAX_KEPT_SOLUTIONS`] per run).
        solutions: Vec<Vec<u8>>,
        /// The values on the board now (the recorded moves), for stepping strategies.
        board: Option<Vec<u8>>,
    },
    /// The solutions one piece of an N-Queens count stands for.
    QueensCounted {
        /// The piece.
        task: QueensTask,
        /// Its solutions, mirror images included.
        solutions: u64,
    },
    /// The request could not be served.
    Failed {
        /// What went wrong, for the user.
        message: String,
    },
}
