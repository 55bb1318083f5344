//! The messages between the page and the search worker, and the worker's
//! side of the conversation as plain Rust ([`Session`]), so that it is
//! tested natively; `worker/` only wires it to a Web Worker.
//!
//! The page *pulls*: "move on k events", "go to step n", "find the next
//! solution" (stepping strategies: each answered with the [`Moment`] at
//! the new step), or "run for up to m milliseconds and report" (to the
//! end; `fast`). Pause is not asking; cancel drops the worker and starts a
//! fresh one. The worker keeps snapshots of a stepping run, so that any
//! step of it can be shown again.

mod checkpoints;
mod cursor;
mod cut;
mod fast_job;
mod find;
mod moment;
mod pieces;
mod session;
mod session_queens;
mod session_share;
mod shared_run;
mod turn;
pub mod wire;

pub use cursor::{Cursor, LOG_MAX_EVENTS, LOG_MAX_NODES};
pub use cut::{cut_into_pieces, PIECES_PER_WORKER};
pub use find::{Found, Target};
pub use moment::{widened, FoundSolution, HeldByPage, Moment, OpenLevel};
pub use pieces::{PieceResult, PieceRunner, PieceTask};
pub use session::{wasm_memory, Session};

use serde::{Deserialize, Serialize};

use crate::engine::{Move, Stats};
use crate::fast::QueensTask;
use crate::generate::{Difficulty, Kind};
use crate::lab::{Board, CheckOutcome, LabError};
use crate::puzzles::PuzzleSpec;
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
    /// A new search.
    Start {
        /// The puzzle, as its constructor's arguments (no text to read).
        puzzle: PuzzleSpec,
        /// The strategy.
        strategy: Strategy,
        /// How many solutions.
        mode: Mode,
    },
    /// Move on by up to `events` events (stepping strategies).
    Advance {
        /// The most events to move on by.
        events: u32,
        /// What the page holds already.
        known: HeldByPage,
    },
    /// Go to step `step`, forward or back (stepping strategies).
    Seek {
        /// The step: how many events have happened (0: the start).
        step: u64,
        /// The most time to spend; the reply says if it was not enough.
        millis: f64,
        /// What the page holds already.
        known: HeldByPage,
    },
    /// Go to the next or previous solution or backtrack.
    Find {
        /// What to find.
        target: Target,
        /// Later (true) or earlier.
        forward: bool,
        /// The most time to spend.
        millis: f64,
        /// What the page holds already.
        known: HeldByPage,
    },
    /// Go to the next turn of the search (see [`Cursor::next_turn`]), or
    /// to its end: the Dutch program's disclosure.
    NextTurn {
        /// The most time to spend.
        millis: f64,
        /// What the page holds already.
        known: HeldByPage,
    },
    /// Run at full speed toward the end for up to `millis` and report.
    RunFor {
        /// The time slice.
        millis: f64,
        /// What the page holds already (stepping strategies).
        known: HeldByPage,
    },
    /// Share the rest of a stepping run, to its end, among `workers`
    /// workers, this one among them: answered with the pieces to deal
    /// out ([`Reply::Plan`]), or where the run cannot be shared (a
    /// solution limit, `random`, the end reached within `millis`) with
    /// the moment, as [`Request::RunFor`] is.
    Share {
        /// The shared run's number, which the page picks.
        share: u32,
        /// How many workers will search the pieces.
        workers: u8,
        /// The most time to spend before the answer.
        millis: f64,
        /// What the page holds already.
        known: HeldByPage,
    },
    /// Search pieces of shared run `share`, after any dealt before, for
    /// up to `millis` or until none is left: answered with those finished
    /// ([`Reply::PiecesDone`]). Ask again with no pieces to go on.
    Pieces {
        /// The shared run.
        share: u32,
        /// For a worker that has not started the run: its puzzle and
        /// strategy.
        setup: Option<Box<PieceSetup>>,
        /// The pieces.
        pieces: Vec<PieceTask>,
        /// The most time to spend.
        millis: f64,
    },
    /// Go on from where the pieces of shared run `share` were cut,
    /// passing over each with what the workers found in it (in the plan's
    /// order): to the end, given every piece (where they do not fit, the
    /// run goes on by itself, as with [`Request::RunFor`]), or, given the
    /// first few, to the node of the first piece not given.
    Merge {
        /// The shared run.
        share: u32,
        /// What each piece added, for every piece or the first few.
        results: Vec<PieceResult>,
        /// The most time to spend.
        millis: f64,
        /// What the page holds already.
        known: HeldByPage,
    },
    /// How much memory the worker holds (for the page's help).
    Memory,
    /// Make a new puzzle (the page's "New puzzle"); needs no started
    /// search, and leaves any search as it is.
    Generate {
        /// What to make.
        kind: Kind,
        /// The seed: the same one makes the same puzzle.
        seed: u64,
        /// How hard.
        difficulty: Difficulty,
    },
    /// How hard a puzzle is, as the solvers find it: `fast`'s guesses to
    /// prove it unique and `classic`'s attempts to its first solution.
    Measure {
        /// The puzzle (its givens only).
        puzzle: PuzzleSpec,
    },
    /// The true candidates of a grid: for each empty cell, the values some
    /// solution has there. Served by the page's worker (the question is
    /// the page's); a bare session answers [`Reply::Failed`].
    TrueCandidates {
        /// The puzzle (its givens only).
        puzzle: PuzzleSpec,
        /// The values entered, one per cell.
        values: Vec<u8>,
    },
    /// Read or write puzzle text in a format the page leaves to its
    /// worker (a janko.at page, a Tatham game ID): the page's own job,
    /// in the page's own encoding (the formats are the app's, not the
    /// search's). Served by the page's worker; a bare session answers
    /// [`Reply::Failed`].
    PuzzleText(Vec<u8>),
    /// A question of a person solving by hand (the puzzle's solutions,
    /// the entries that cannot stand together): the page's own, in the
    /// page's own encoding. Served by the page's worker; a bare session
    /// answers [`Reply::Failed`].
    PlayQuestion(Vec<u8>),
    /// Count one piece of an N-Queens count, for at most about half a
    /// second: the answer says how far it got. Asked again for the same
    /// piece, the worker goes on where it stopped. A counting worker runs
    /// nothing else: the piece replaces any search it had. The page deals
    /// the pieces out to as many workers as the machine has cores.
    CountQueens {
        /// The number of queens.
        n: u8,
        /// The piece.
        task: QueensTask,
    },
    /// Are you there? Answered with [`Reply::Ready`] once every request
    /// before it is served: a worker that answers is loaded and has no
    /// work left behind (the page asks a helper this before it deals it
    /// pieces).
    Ready,
    /// A new search by a learner's methods (the Lab): served by the Lab's
    /// worker, which runs the learner's Python; a bare session answers
    /// [`Reply::Failed`]. Answered with [`Reply::Started`] or, when the
    /// code does not load, [`Reply::LabRefused`].
    Lab(Box<LabStart>),
    /// "Check my code": the learner's methods beside the built-in
    /// classic search on the same puzzle, to the first difference;
    /// answered with [`Reply::LabChecked`] (or [`Reply::LabRefused`]).
    /// Served as [`Request::Lab`] is; it leaves no search behind.
    LabCheck(Box<LabStart>),
}

/// What the Lab's worker needs to run a learner's methods.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct LabStart {
    /// The learner's code, with the time checks in its loops
    /// ([`crate::lab::python::guard_loops`]).
    pub code: String,
    /// The puzzle's data as Python assignments (`GRID = [...]`), run
    /// before the learner's code.
    pub globals: String,
    /// The board the learner's levels fill.
    pub board: Board,
    /// How many solutions.
    pub mode: Mode,
    /// The seed of the learner's `random`.
    pub seed: u64,
    /// The puzzle on the board, which the built-in search checks the
    /// learner's against.
    pub puzzle: PuzzleSpec,
    /// "Check my code" compares the solutions, not the steps: the
    /// exercise leaves the order of the moves to the learner.
    #[serde(default)]
    pub by_solutions: bool,
    /// The learner's code declares its own board (`ROWS`, `COLS`,
    /// `VALUES`, ...): the worker reads it after loading the code, and
    /// [`LabStart::board`] and [`LabStart::puzzle`] are not used.
    #[serde(default)]
    pub declares: bool,
    /// The Python the worker runs the code in (CPython takes longer to
    /// start: its watchdog waits longer).
    #[serde(default)]
    pub python: crate::lab::python::Python,
}

/// The hardest step a person solving by the page's hints needs.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Technique {
    /// Singles only: a cell with one candidate, a value with one place.
    Singles,
    /// A locked candidate: a box's places for a value in one line.
    Locked,
    /// The arithmetic of a cage, a clue or a count (Kendoku, Skyscrapers,
    /// Tents).
    Rules,
    /// Trial and error: a value the search refutes, or the solution's.
    Guessing,
}

/// What a worker needs to search pieces of a run it has not started.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct PieceSetup {
    /// The puzzle.
    pub puzzle: PuzzleSpec,
    /// The strategy.
    pub strategy: Strategy,
}

/// From the worker to the page.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Reply {
    /// The search is ready; `stepping` is false for `fast`.
    Started {
        /// Whether steps can be asked for.
        stepping: bool,
    },
    /// A stepping run at the step it moved to.
    Moment(Box<Moment>),
    /// The state of a `fast` run after a slice.
    Progress {
        /// Counters so far (only solutions).
        stats: Stats,
        /// How far, 0 to 1, where the solver can tell.
        fraction: Option<f64>,
        /// True when the search is over.
        finished: bool,
        /// True when it ended by exhausting the tree.
        complete: bool,
        /// Solutions found in this slice (up to [`MAX_KEPT_SOLUTIONS`] per
        /// run); `fast` has no steps, so each at step 0.
        solutions: Vec<FoundSolution>,
    },
    /// The rest of the run cut into pieces, to deal out: the path to
    /// each piece's node, in the order the search meets them.
    Plan {
        /// The shared run.
        share: u32,
        /// The pieces.
        pieces: Vec<Vec<Move>>,
        /// The moment where they were cut (the run went there first).
        moment: Box<Moment>,
    },
    /// Pieces of a shared run searched to their end.
    PiecesDone {
        /// The shared run.
        share: u32,
        /// What each added.
        results: Vec<PieceResult>,
        /// The pieces dealt to this worker and not finished yet.
        left: u32,
        /// The piece it is searching, if it has begun one and its time
        /// ran out, with the counters of that piece so far.
        searching: Option<(u32, Stats)>,
    },
    /// The worker's memory.
    Memory {
        /// Bytes of its wasm memory.
        wasm_bytes: u64,
        /// Snapshots of the run kept for rewinding.
        snapshots: u32,
    },
    /// The solutions one piece of an N-Queens count stands for, so far.
    QueensCounted {
        /// The piece.
        task: QueensTask,
        /// Its solutions counted so far, mirror images included.
        solutions: u64,
        /// Whether the piece is counted to its end; if not, ask again.
        finished: bool,
    },
    /// A puzzle made for [`Request::Generate`].
    Generated {
        /// The puzzle (boxed: the other replies are small).
        puzzle: Box<PuzzleSpec>,
        /// The seed it was made from.
        seed: u64,
        /// Its difficulty, as measured.
        difficulty: Difficulty,
        /// The guesses `fast` made to prove it unique.
        guesses: u64,
    },
    /// The answer to [`Request::Measure`].
    Measured {
        /// The puzzle measured (boxed: the other replies are small).
        puzzle: Box<PuzzleSpec>,
        /// Its solutions, up to two.
        solutions: u64,
        /// The guesses `fast` made to count them.
        guesses: u64,
        /// `classic`'s attempts to the first solution, if it found one
        /// within its budget.
        attempts: Option<u64>,
        /// What a person needs to solve it, where the page's worker can
        /// tell (the hints are the page's: the search leaves it `None`).
        technique: Option<Technique>,
    },
    /// The answer to [`Request::TrueCandidates`].
    TrueCandidates {
        /// The values they are of.
        values: Vec<u8>,
        /// Each cell's true candidates (a bit a value); `None` when the
        /// solver ran out of its budget.
        candidates: Option<Vec<crate::puzzles::Mask>>,
    },
    /// The answer to [`Request::PuzzleText`], in the page's own
    /// encoding.
    PuzzleText(Vec<u8>),
    /// The answer to [`Request::PlayQuestion`], in the page's own
    /// encoding.
    PlayAnswer(Vec<u8>),
    /// The request could not be served.
    Failed {
        /// What went wrong, for the user.
        message: String,
    },
    /// The answer to [`Request::Ready`].
    Ready,
    /// The learner's code did not load: a syntax error, an exception in
    /// its top level, or no `puzzle` with the five methods.
    LabRefused {
        /// Why.
        error: LabError,
    },
    /// The learner's code loaded and declares a board of its own (a
    /// puzzle of the learner's own): the run steps on it. Answered to a
    /// [`Request::Lab`] whose [`LabStart::declares`] is set, in place of
    /// [`Reply::Started`].
    LabStarted {
        /// The board the learner's code declares.
        board: crate::lab::DeclaredBoard,
    },
    /// The answer to [`Request::LabCheck`].
    LabChecked {
        /// How the learner's run compares with the built-in search's.
        outcome: CheckOutcome,
    },
}
