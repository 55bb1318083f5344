//! Candidate lists and a cleanup after each placement, two ways: the
//! project's own (every cell with one candidate left has that value struck
//! from its peers, repeatedly, until nothing changes; a move whose cleanup
//! empties a cell is refused) and the Dutch program's as it wrote it
//! ([`super::dutch`]). A dead end pops the previous state.

use super::{dutch, DomainStack};
use crate::engine::{Move, Puzzle, Stack};
use crate::puzzles::{values_of, Constraints, Mask};

/// Propagation over any puzzle. Cells in index order, candidates ascending
/// from the cell's current list. The project's `valid` is false when
/// propagating the move empties some cell's list; the Dutch program's
/// when a peer holds that value alone.
#[derive(Clone, Debug)]
pub struct Propagate<C> {
    model: C,
    domains: DomainStack,
    /// The Dutch program's cleanup and check rather than the project's.
    dutch: bool,
    /// Room for one copy of the domains (the Dutch cleanup and check).
    scratch: Vec<Mask>,
}

impl<C: Constraints> Propagate<C> {
    /// The propagate search over `model`; the givens are propagated first.
    pub fn new(model: C) -> Self {
        Self::with_cleanup(model, false)
    }

    /// The search over `model` with the Dutch program's cleanup (`dutch`:
    /// it never empties a cell, and its `isvalidcandidate` refuses) or the
    /// project's.
    pub fn with_cleanup(model: C, dutch: bool) -> Self {
        let mut scratch = Vec::new();
        let domains = if dutch {
            DomainStack::new_dutch(&model.initial_domains(), &model, &mut scratch)
        } else {
            DomainStack::new(&model)
        };
        Propagate {
            model,
            domains,
            dutch,
            scratch,
        }
    }

    /// The candidate list of every cell now.
    pub fn candidates(&self) -> &[Mask] {
        self.domains.current()
    }

    /// The puzzle, with the values recorded so far.
    pub fn model(&self) -> &C {
        &self.model
    }

    /// Bytes held, roughly: what a snapshot of the search costs.
    pub fn footprint(&self) -> usize {
        self.domains.footprint()
    }
}

impl<C: Constraints> Puzzle for Propagate<C> {
    fn cells(&self) -> usize {
        self.model.cells()
    }

    fn moves_bound(&self) -> usize {
        self.model.size() as usize
    }

    fn moves(&mut self, level: usize, out: &mut Stack<Move>) {
        if self.domains.consistent {
            let d = self.domains.current()[level];
            out.extend(values_of(d).map(|v| Move::new(level, v)));
        }
    }

    fn valid(&mut self, _level: usize, mv: Move) -> bool {
        let (cell, value) = (mv.cell as usize, mv.value as u32);
        if !self.model.consistent(cell, value) {
            return false;
        }
        if self.dutch {
            let (model, domains) = (&self.model, self.domains.current());
            dutch::emptied_peer(model, domains, cell, value, &mut self.scratch).is_none()
        } else {
            self.domains.try_assign(&self.model, cell, value)
        }
    }

    fn record(&mut self, _level: usize, mv: Move) {
        let (cell, value) = (mv.cell as usize, mv.value as u32);
        self.model.place(cell, value);
        if self.dutch {
            let scratch = &mut self.scratch;
            self.domains.assign_dutch(&self.model, cell, value, scratch);
        }
        self.domains.push();
    }

    fn undo(&mut self, _level: usize, mv: Move) {
        self.model.unplace(mv.cell as usize, mv.value as u32);
        self.domains.pop();
    }

    fn done(&self, level: usize) -> bool {
        level == self.model.cells()
    }
}
