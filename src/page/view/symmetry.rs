//! What the solution browser says of an N-Queens solution on screen:
//! which of the solutions' symmetry groups it is in (8 queens: 12 groups
//! of 92 solutions), and where its mirror image is among them.

use crate::page::model::Model;
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

impl Model {
    /// The symmetry of the N-Queens solution on screen, once a run has
    /// met and kept every solution; `None` otherwise.
    pub fn queens_symmetry(&self) -> Option<QueensSymmetry> {
        let run = self.run.as_ref()?;
        let shown = self.cursor.browsing?;
        let every = run.stats().solutions.max(run.fast.solutions);
        let all_kept = run.finished() && every == run.solutions.len() as u64;
        let queens = run.subject.rows_of_queens();
        if !queens || !all_kept {
            return None;
        }
        let boards: Vec<&[u8]> = run.solutions.iter().map(|s| s.board.as_slice()).collect();
        let classes = symmetry_classes(boards.iter().copied());
        let mirrored = mirror(boards.get(shown)?);
        Some(QueensSymmetry {
            group: classes.of[shown] + 1,
            groups: classes.count,
            mirror: boards.iter().position(|b| *b == mirrored.as_slice()),
        })
    }

    /// Shows the mirror image of the solution on screen.
    pub(in crate::page) fn browse_mirror(&mut self) {
        if let Some(at) = self.queens_symmetry().and_then(|s| s.mirror) {
            self.cursor.browsing = Some(at);
        }
    }
}
