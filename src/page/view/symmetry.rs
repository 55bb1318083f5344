//! What the solution browser says of an N-Queens solution on screen:
//! which of the solutions' symmetry groups it is in (8 queens: 12 groups
//! of 92 solutions), and where its mirror image is among them.

use crate::page::Run;
use crate::teach::{mirror, symmetry_classes};

/// The symmetry of the solution on screen, among every solution of the
/// run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct QueensSymmetry {
    /// Its group, counted from 1 in the order the groups are met.
    pub group: usize,
    /// How many groups: solutions that no turn or mirror makes of another.
    pub groups: usize,
    /// The index of its mirror image among the solutions (itself where
    /// the board is its own mirror image).
    pub mirror: Option<usize>,
}

impl Run {
    /// The symmetry of N-Queens solution `shown`, once the run has met
    /// and kept every solution; `None` otherwise.
    pub fn queens_symmetry(&self, shown: usize) -> Option<QueensSymmetry> {
        let every = self.stats().solutions.max(self.fast.solutions);
        let all_kept = self.finished() && every == self.solutions.len() as u64;
        if !self.subject.rows_of_queens() || !all_kept {
            return None;
        }
        let boards: Vec<&[u16]> = self.solutions.iter().map(|s| s.board.as_slice()).collect();
        let classes = symmetry_classes(boards.iter().copied());
        let mirrored = mirror(boards.get(shown)?);
        Some(QueensSymmetry {
            group: classes.of[shown] + 1,
            groups: classes.count,
            mirror: boards.iter().position(|b| *b == mirrored.as_slice()),
        })
    }
}
