//! What the page shows of a stepping run at one step: the moment. The
//! worker sends it after every move of the cursor; the page computes the
//! explanations from it.

use serde::{Deserialize, Serialize};

use super::cursor::Cursor;
use crate::engine::{DepthCounts, Event, Move, Stats};
use crate::lab::LearnerNote;

/// One open level of the search: every candidate `moves()` listed there,
/// in order, and how many have been taken (the last taken is the one on
/// the path, or being checked).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct OpenLevel {
    /// The candidates, in the order they are tried.
    pub candidates: Vec<Move>,
    /// How many have been taken.
    pub taken: u16,
}

/// A solution met by the run, with the number of its event.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct FoundSolution {
    /// The number of the `Solution` event.
    pub step: u64,
    /// The values, row-major (N-Queens: column + 1 per row): two bytes
    /// each, for N-Queens past 255 columns.
    pub board: Vec<u16>,
}

impl FoundSolution {
    /// The solution of a step's `values`, each a byte.
    pub fn of_bytes(step: u64, values: &[u8]) -> Self {
        FoundSolution {
            step,
            board: widened(values),
        }
    }

    /// The values as bytes, for a board whose values a move names (every
    /// board but N-Queens past 255 columns, whose values read as 0).
    pub fn bytes(&self) -> Vec<u8> {
        self.board
            .iter()
            .map(|&v| u8::try_from(v).unwrap_or(0))
            .collect()
    }
}

/// Values that are bytes (a step's, a solver's) as a solution's.
pub fn widened(values: &[u8]) -> Vec<u16> {
    values.iter().map(|&v| u16::from(v)).collect()
}

/// What the page already holds of a run, so that a reply carries only
/// what is new.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct HeldByPage {
    /// Events of the log held.
    pub log: u32,
    /// Solutions held.
    pub solutions: u32,
}

/// A stepping run at the step on screen.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Moment {
    /// How many events have happened (0: nothing tried yet).
    pub step: u64,
    /// The event numbered `step`, and the one before it.
    pub event: Option<Event>,
    /// The event before `event`.
    pub previous: Option<Event>,
    /// The counters after `step` events.
    pub stats: Stats,
    /// The moves recorded now, one per level.
    pub path: Vec<Move>,
    /// The open levels: the path's, and the one being chosen at.
    pub levels: Vec<OpenLevel>,
    /// Counters per level after `step` events.
    pub depth: DepthCounts,
    /// The furthest step the run has reached so far.
    pub covered: u64,
    /// The number of the run's last event, once reached.
    pub end: Option<u64>,
    /// Whether the run ended by searching the whole tree.
    pub complete: bool,
    /// Whether the request reached what it asked for (a step, a solution,
    /// a backtrack). False with the cursor unmoved: there is none. False
    /// with `pending`: ask again.
    pub reached: bool,
    /// The time ran out before the request was done: ask again.
    pub pending: bool,
    /// The run's log from event number `log_from` on (the page holds the
    /// ones before): the first events, while the tree is small enough to draw.
    pub log_from: u32,
    /// Those events.
    pub log: Vec<Event>,
    /// Whether the log still grows (false: the run grew too big to draw).
    pub logging: bool,
    /// Solutions met, from number `solutions_from` (0-based) on.
    pub solutions_from: u32,
    /// Those solutions.
    pub solutions: Vec<FoundSolution>,
    /// Every solution met so far (more than those sent, past the kept number).
    pub solutions_met: u64,
    /// Milliseconds the worker spent on the request.
    pub work_ms: f64,
    /// What the learner's methods said (the Lab's runs only).
    pub learner: Option<LearnerNote>,
}

impl Cursor {
    /// The moment at the cursor, with what `known` lacks.
    #[inline(never)]
    pub fn moment(&self, known: HeldByPage) -> Moment {
        let log_from = (known.log as usize).min(self.log.len());
        let solutions_from = (known.solutions as usize).min(self.boards.len());
        Moment {
            step: self.at(),
            event: self.event,
            previous: self.previous,
            stats: self.search.stats(),
            path: self.search.path().to_vec(),
            levels: self
                .search
                .levels()
                .into_iter()
                .map(|l| OpenLevel {
                    candidates: l.candidates.to_vec(),
                    taken: l.taken as u16,
                })
                .collect(),
            depth: self.search.depth(),
            covered: self.covered,
            end: self.end,
            complete: self.complete,
            reached: true,
            pending: false,
            log_from: log_from as u32,
            log: self.log[log_from..].to_vec(),
            logging: self.logging,
            solutions_from: solutions_from as u32,
            solutions: self.boards[solutions_from..]
                .iter()
                .zip(&self.solution_steps[solutions_from..])
                .map(|(board, &step)| FoundSolution::of_bytes(step, board))
                .collect(),
            solutions_met: self.solution_steps.len() as u64,
            work_ms: 0.0,
            learner: self.search.learner_note(),
        }
    }
}
