//! Rules beyond the houses, for the house solver to apply whenever its
//! singles stall: Kendoku's cages and Skyscrapers' clues over the Latin
//! square of rows and columns. A Sudoku has none ([`NoRules`], which the
//! compiler removes whole).

use super::settle::Pending;
use super::tables::{HouseTables, SETTLED};
use crate::puzzles::{Constraints, Mask};

/// What a round of [`Rules::narrow`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Narrowed {
    /// Nothing: the state is at the rules' fixed point.
    Nothing,
    /// Some candidates were struck (and are pending for the houses).
    Struck,
    /// A rule can no longer hold, or a cell was left without a value.
    Dead,
}

/// Rules that bind cells beyond "once per house".
pub trait Rules {
    /// A state copied from the settled `parent` (a word per cell, see
    /// [`SETTLED`]) is about to be settled: the rules are at their fixed
    /// point on `parent`, so those whose cells are as they were there
    /// need no look.
    fn start_child(&mut self, parent: &[u32]);

    /// Narrows `state` by the rules; each cell narrowed goes to `pending`,
    /// for the houses' deductions to take up.
    fn narrow(
        &mut self,
        tables: &HouseTables,
        state: &mut [u32],
        pending: &mut Pending,
    ) -> Narrowed;
}

/// No rules beyond the houses: every Sudoku shape and the star.
#[derive(Clone, Copy, Debug, Default)]
pub struct NoRules;

impl Rules for NoRules {
    #[inline(always)]
    fn start_child(&mut self, _parent: &[u32]) {}

    #[inline(always)]
    fn narrow(
        &mut self,
        _tables: &HouseTables,
        _state: &mut [u32],
        _pending: &mut Pending,
    ) -> Narrowed {
        Narrowed::Nothing
    }
}

/// How a puzzle narrows its domains by its n-ary rules, knowing what
/// they were last narrowed from ([`Constraints::narrow_since`]).
type NarrowSince = dyn Fn(&mut [Mask], &[Mask]) -> bool;

/// The n-ary rules of a puzzle model (its cages or its clues), over the
/// house solver's words. Held as a closure over the model, so that one
/// solver serves every kind of puzzle (the page's download carries one
/// copy of it, not one per kind).
pub struct ModelRules {
    narrow_since: Box<NarrowSince>,
    /// The state's candidates as the model reads them.
    domains: Vec<Mask>,
    /// What the rules were last narrowed from: a rule none of whose cells
    /// differ from it is at its fixed point.
    seen: Vec<Mask>,
    /// Room for the next `seen`, so that narrowing allocates nothing.
    before: Vec<Mask>,
}

impl ModelRules {
    /// The rules of `model`, none narrowed yet. Its full assignments must
    /// all count as solutions ([`Constraints::accepts`] left as it is),
    /// since the house solver does not ask.
    pub fn new<C: Constraints + 'static>(model: C) -> Self {
        let cells = model.cells();
        ModelRules {
            narrow_since: Box::new(move |domains, seen| model.narrow_since(domains, seen)),
            domains: vec![0; cells],
            seen: vec![0; cells],
            before: vec![0; cells],
        }
    }
}

impl Rules for ModelRules {
    fn start_child(&mut self, parent: &[u32]) {
        for (seen, &word) in self.seen.iter_mut().zip(parent) {
            *seen = Mask::from(word & !SETTLED);
        }
    }

    fn narrow(
        &mut self,
        tables: &HouseTables,
        state: &mut [u32],
        pending: &mut Pending,
    ) -> Narrowed {
        for (domain, &word) in self.domains.iter_mut().zip(state.iter()) {
            *domain = Mask::from(word & !SETTLED);
        }
        self.before.copy_from_slice(&self.domains);
        if !(self.narrow_since)(&mut self.domains, &self.seen) {
            return Narrowed::Dead;
        }
        // What the rules narrowed from, not what they left: a rule whose
        // cells another rule narrowed in this round must look again.
        std::mem::swap(&mut self.seen, &mut self.before);
        let mut narrowed = Narrowed::Nothing;
        for (cell, (&after, &before)) in self.domains.iter().zip(&self.seen).enumerate() {
            if after == before {
                continue;
            }
            if after == 0 {
                return Narrowed::Dead;
            }
            // Only an open cell can narrow: a settled one holds one value,
            // and narrowing it leaves none.
            let word = after as u32;
            state[cell] = word;
            pending.narrowed(tables, cell as u16, word);
            narrowed = Narrowed::Struck;
        }
        narrowed
    }
}
