//! The counters, with the same meaning for every puzzle and strategy.

use serde::{Deserialize, Serialize};

/// Exact counters of a search (see DESIGN.md).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Stats {
    /// A candidate was taken from `moves()` at some level.
    pub attempts: u64,
    /// An attempted candidate failed `valid()`.
    pub rejections: u64,
    /// `record()` ran.
    pub placements: u64,
    /// `undo()` ran.
    pub backtracks: u64,
    /// `done()` reported a complete, valid assignment.
    pub solutions: u64,
    /// The deepest level reached: the most moves recorded at once.
    pub max_depth: u64,
}

impl Stats {
    /// How many events these counters stand for: every event but the
    /// final `Exhausted` adds one to exactly one counter.
    ///
    /// ```
    /// let s = btlab_search::engine::Stats { attempts: 3, rejections: 1, placements: 2, ..Default::default() };
    /// assert_eq!(s.events(), 6);
    /// ```
    pub fn events(&self) -> u64 {
        self.attempts + self.rejections + self.placements + self.backtracks + self.solutions
    }
}
