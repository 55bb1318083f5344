//! Candidate domains per cell, one copy per level, and the propagation that
//! strikes a placed value from its peers until nothing changes.

use super::dutch;
use crate::puzzles::{bit, Constraints, Mask};

/// What the n-ary rules (cages, sightlines, tent counts) were last
/// narrowed from, so that [`settle`] skips the rules whose cells have not
/// changed since; with room for the next snapshot, so that settling
/// allocates nothing.
#[derive(Clone, Debug)]
pub struct Seen {
    from: Vec<Mask>,
    next: Vec<Mask>,
}

impl Seen {
    /// Nothing narrowed yet, for `cells` cells.
    pub fn new(cells: usize) -> Self {
        Seen {
            from: vec![0; cells],
            next: vec![0; cells],
        }
    }
}

/// A stack of domain states: one full copy of every cell's candidates per
/// level, allocated once. Copying a state per level is cheaper than an undo
/// log for grids of this size, and undo becomes popping.
///
/// A clone (a snapshot of a search) copies only the states in use and
/// grows again when it goes deeper.
#[derive(Debug)]
pub struct DomainStack {
    cells: usize,
    slots: Vec<Mask>,
    top: usize,
    struck: Vec<bool>,
    /// What the rules were last narrowed from (see [`settle`]).
    seen: Seen,
    /// False when propagating the givens alone already failed.
    pub consistent: bool,
}

impl DomainStack {
    /// The starting state of `model`: its initial domains, propagated.
    pub fn new<C: Constraints>(model: &C) -> Self {
        let mut stack = Self::unsettled(&model.initial_domains());
        let cells = stack.cells;
        stack.consistent = settle(
            model,
            &mut stack.slots[..cells],
            &mut stack.struck,
            &mut stack.seen,
        );
        stack
    }

    /// The starting state as the Dutch program makes it: the `initial`
    /// domains, cleaned up its way ([`dutch::cleanup`]).
    pub fn new_dutch(initial: &[Mask], model: &dyn dutch::Strikes, before: &mut Vec<Mask>) -> Self {
        let mut stack = Self::unsettled(initial);
        let cells = stack.cells;
        dutch::cleanup(model, &mut stack.slots[..cells], &mut stack.struck, before);
        stack
    }

    /// The `initial` domains, with room for every level.
    fn unsettled(initial: &[Mask]) -> Self {
        let cells = initial.len();
        let mut slots = vec![0; cells * (cells + 2)];
        slots[..cells].copy_from_slice(initial);
        DomainStack {
            cells,
            slots,
            top: 0,
            struck: vec![false; cells],
            seen: Seen::new(cells),
            consistent: true,
        }
    }

    /// Bytes held, roughly: what a snapshot of the search costs.
    pub fn footprint(&self) -> usize {
        (self.slots.capacity() + 2 * self.seen.from.capacity()) * std::mem::size_of::<Mask>()
            + self.struck.capacity()
    }

    /// The domains now in force.
    pub fn current(&self) -> &[Mask] {
        &self.slots[self.top * self.cells..(self.top + 1) * self.cells]
    }

    /// Computes, one level up, the state after `value` at `cell`, and says
    /// whether it is free of contradictions. [`DomainStack::push`] commits it.
    pub fn try_assign<C: Constraints>(&mut self, model: &C, cell: usize, value: u32) -> bool {
        self.make_room();
        match branch(
            &mut self.slots,
            self.cells,
            self.top,
            &mut self.struck,
            &mut self.seen,
            cell,
            value,
        ) {
            Some(child) => settle(model, child, &mut self.struck, &mut self.seen),
            None => false,
        }
    }

    /// Computes, one level up, the state after `value` at `cell` cleaned
    /// up as the Dutch program does, which refuses nothing; `before` is
    /// room for one copy of the domains. [`DomainStack::push`] commits it.
    pub fn assign_dutch(
        &mut self,
        model: &dyn dutch::Strikes,
        cell: usize,
        value: u32,
        before: &mut Vec<Mask>,
    ) {
        self.make_room();
        let (slots, struck, seen) = (&mut self.slots, &mut self.struck, &mut self.seen);
        if let Some(child) = branch(slots, self.cells, self.top, struck, seen, cell, value) {
            dutch::cleanup(model, child, struck, before);
        }
    }

    /// Room for the state one level above the current one: only a
    /// snapshot is short, the original holds every level.
    fn make_room(&mut self) {
        let needed = (self.top + 2) * self.cells;
        if self.slots.len() < needed {
            self.slots.resize(needed, 0);
        }
    }

    /// Makes the state computed by the last [`DomainStack::try_assign`] current.
    pub fn push(&mut self) {
        self.top += 1;
    }

    /// Returns to the state below.
    pub fn pop(&mut self) {
        self.top -= 1;
    }
}

impl Clone for DomainStack {
    fn clone(&self) -> Self {
        DomainStack {
            cells: self.cells,
            slots: self.slots[..(self.top + 1) * self.cells].to_vec(),
            top: self.top,
            struck: self.struck.clone(),
            seen: self.seen.clone(),
            consistent: self.consistent,
        }
    }
}

/// Prepares the state one level above `depth` in `slots` (states of
/// `cells` masks each, side by side): a copy of the state at `depth` with
/// `cell` pinned to `value`, and `struck` marking the singletons already
/// struck there. `seen` gets the state at `depth`, which was settled, so
/// its rules were narrowed from it as it is (see [`settle`]). The caller then
/// settles the copy. `None` when `value` is no candidate of `cell`.
pub fn branch<'a>(
    slots: &'a mut [Mask],
    cells: usize,
    depth: usize,
    struck: &mut [bool],
    seen: &mut Seen,
    cell: usize,
    value: u32,
) -> Option<&'a mut [Mask]> {
    let (below, above) = slots.split_at_mut((depth + 1) * cells);
    let parent = &below[depth * cells..];
    seen.from.copy_from_slice(parent);
    let child = &mut above[..cells];
    child.copy_from_slice(parent);
    for (s, &d) in struck.iter_mut().zip(parent) {
        *s = d.count_ones() == 1;
    }
    if child[cell] & bit(value) == 0 {
        return None;
    }
    child[cell] = bit(value);
    Some(child)
}

/// Propagates to a fixed point: every cell with one candidate left has that
/// value struck from its peers (once), then the n-ary rules narrow; again
/// until nothing changes. False when a cell runs out of candidates.
/// `seen` holds the domains as the rules last narrowed them from (zeros if
/// never): rules whose cells have not changed since are skipped.
pub fn settle<C: Constraints>(
    model: &C,
    domains: &mut [Mask],
    struck: &mut [bool],
    seen: &mut Seen,
) -> bool {
    loop {
        let mut changed = false;
        for cell in 0..domains.len() {
            let d = domains[cell];
            if d == 0 {
                return false;
            }
            if !struck[cell] && d.count_ones() == 1 {
                struck[cell] = true;
                model.strike(cell, d.trailing_zeros(), domains);
                changed = true;
            }
        }
        seen.next.copy_from_slice(domains);
        if !model.narrow_since(domains, &seen.from) || domains.contains(&0) {
            return false;
        }
        // What the rules narrowed from, not what they left: a rule that
        // narrows the cells of one already narrowed in this pass (a row
        // crossing a column) must have that one narrowed again, and the
        // rules are done only when a pass changes nothing. Marking the
        // result as seen once let a full grid through that broke a
        // Skyscrapers clue (found by fuzzing).
        std::mem::swap(&mut seen.from, &mut seen.next);
        let narrowed = seen.from != domains;
        // Narrowing may have left new singletons: strike them too before
        // calling it settled (the next level assumes every singleton was).
        let unstruck = domains
            .iter()
            .zip(struck.iter())
            .any(|(d, &s)| !s && d.count_ones() == 1);
        if !changed && !unstruck && !narrowed {
            return true;
        }
    }
}

/// The candidates each cell keeps in the propagate strategy once the values
/// of `board` (0 = empty) are placed: what its panel shows. `None` when the
/// board already contradicts itself.
pub fn propagated_candidates<C: Constraints>(model: &C, board: &[u8]) -> Option<Vec<Mask>> {
    let mut domains = model.initial_domains();
    for (cell, &v) in board.iter().enumerate() {
        if v != 0 {
            domains[cell] &= bit(v as u32);
        }
    }
    let mut struck = vec![false; domains.len()];
    let mut seen = Seen::new(domains.len());
    settle(model, &mut domains, &mut struck, &mut seen).then_some(domains)
}
