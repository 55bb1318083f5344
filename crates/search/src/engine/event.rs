//! The events a search emits, one per step.

use serde::{Deserialize, Serialize};

/// One candidate: put `value` into `cell`.
///
/// For N-Queens the cell is the row and the value the column plus one, so
/// that 0 can always mean "empty".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Move {
    /// Index of the cell (row-major), or the row for N-Queens.
    pub cell: u16,
    /// The value, 1-based.
    pub value: u8,
}

impl Move {
    /// A move putting `value` into `cell`.
    pub fn new(cell: usize, value: u32) -> Self {
        Move {
            cell: cell as u16,
            value: value as u8,
        }
    }
}

/// What one step of the search did.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A candidate was taken from `moves()` at `level` (one attempt).
    Try { level: u16, mv: Move },
    /// The candidate just tried failed `valid()`.
    Reject { level: u16, mv: Move },
    /// The candidate just tried was recorded; the search goes one level deeper.
    Place { level: u16, mv: Move },
    /// The move recorded at `level` was taken back (one backtrack).
    Undo { level: u16, mv: Move },
    /// `done()` reported a complete assignment; `index` counts from 1.
    Solution { index: u64 },
    /// The whole tree has been searched.
    Exhausted,
}

impl Event {
    /// The search depth at which the event happened (0 for the end events).
    pub fn level(&self) -> usize {
        match *self {
            Event::Try { level, .. }
            | Event::Reject { level, .. }
            | Event::Place { level, .. }
            | Event::Undo { level, .. } => level as usize,
            Event::Solution { .. } | Event::Exhausted => 0,
        }
    }
}
