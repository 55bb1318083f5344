//! The Dutch program's strategy: every cell keeps a candidate list; after
//! each placement the value is struck from the cell's peers, repeatedly,
//! until nothing changes; a dead end pops the previous state.

use super::DomainStack;
use crate::engine::{Move, Puzzle, Stack};
use crate::puzzles::{values_of, Constraints, Mask};

/// Propagation over any puzzle. Cells in index order, candidates ascending
/// from the cell's current list; `valid` is false when propagating the move
/// empties some cell's list.
#[derive(Clone, Debug)]
pub struct Propagate<C> {
    model: C,
    domains: DomainStack,
}

impl<C: Constraints> Propagate<C> {
    /// The propagate search over `model`; the givens are propagated first.
    pub fn new(model: C) -> Self {
        let domains = DomainStack::new(&model);
        Propagate { model, domains }
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
        self.model.consistent(cell, value) && self.domains.try_assign(&self.model, cell, value)
    }

    fn record(&mut self, _level: usize, mv: Move) {
        self.model.place(mv.cell as usize, mv.value as u32);
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
