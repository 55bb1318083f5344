//! The cursor's side of a run shared among workers: where the rest of the
//! run can be cut into pieces, the cut, and the way to the end that
//! passes over each piece with what a worker found in it.

use super::cursor::{Cursor, Deadline};
use super::cut::cut_into_pieces;
use super::pieces::PieceResult;
use crate::engine::Move;

impl Cursor {
    /// Goes to the first step from which the rest of the run can be
    /// shared: new ground (the snapshots are taken there), past the first
    /// events, which are logged one by one. False if the time ran out
    /// first or the run ended on the way.
    pub fn ready_to_share(&mut self, out_of_time: Deadline) -> bool {
        if self.at() < self.covered && !self.seek(self.covered, out_of_time) {
            return false;
        }
        while self.logging && !self.at_end() {
            if out_of_time() {
                return false;
            }
            for _ in 0..4096 {
                if self.advance_one().is_none() || !self.logging {
                    break;
                }
            }
        }
        !self.at_end()
    }

    /// The rest of the run from the cursor, cut into at least `want`
    /// pieces where it can be (see [`cut_into_pieces`]).
    pub fn cut_into_pieces(&self, want: usize) -> Vec<Vec<Move>> {
        let (_, start) = self.snapshot_before(0);
        cut_into_pieces(self.search.as_ref(), start.as_ref(), self.cells(), want)
    }

    /// Goes on from the step where `pieces` were planned, passing over
    /// each piece with what was found in it (`results`, in the same order,
    /// for every piece or the first few): to the end of the run, or to the
    /// node of the first piece without a result. True there; false if the
    /// time ran out first or the pieces do not fit the run. Either way
    /// every step on the way is exact: the rest can be run here.
    pub fn merge(
        &mut self,
        pieces: &[Vec<Move>],
        results: &[PieceResult],
        out_of_time: Deadline,
    ) -> bool {
        if results.len() > pieces.len() {
            return false;
        }
        let mut next = 0;
        let mut looked = 0u32;
        while !self.at_end() {
            if self.search.at_node() && next < pieces.len() {
                let path = self.search.path();
                if path == pieces[next].as_slice() {
                    let Some(result) = results.get(next) else {
                        return true;
                    };
                    if !result.plausible(self.cells() + 1) {
                        return false;
                    }
                    self.pass_piece(result);
                    next += 1;
                    continue;
                }
                // The other nodes entered were cut into their children
                // when no piece was shallower (see `cut_into_pieces`): one deeper
                // than the next piece was not foreseen.
                if path.len() > pieces[next].len() {
                    return false;
                }
            }
            self.advance_one();
            looked += 1;
            if looked % 4096 == 0 && out_of_time() {
                return false;
            }
        }
        next == pieces.len()
    }

    /// Passes over the subtree of the node the search is entering, with
    /// what a worker found in it.
    fn pass_piece(&mut self, result: &PieceResult) {
        let from = self.at();
        for (i, &step) in result.solution_steps.iter().enumerate() {
            self.note_solution(from + step, || result.boards.get(i).cloned());
        }
        if self.search.skip_subtree(&result.counts) {
            // The event before the next one, the piece's last, is not known here.
            self.event = None;
            self.advance_one();
        }
    }
}
