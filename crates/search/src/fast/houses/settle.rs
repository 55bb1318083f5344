//! The house solver's deductions, each on one state (a word per cell, see
//! [`SETTLED`]): naked singles struck from their peers through a queue,
//! hidden singles in the complete houses, and, when those stall, locked
//! candidates in the overlaps of two houses. All of them together until
//! nothing changes; false on a contradiction. Only the houses that changed
//! since they were last looked at are looked at again: at a guess, that is
//! the few houses its cascade of singles touched, not all of them.

use super::rules::{Narrowed, Rules};
use super::tables::{HouseSet, HouseTables, SETTLED};

/// What [`settle`] works with between calls: the singles still to strike
/// and the houses to look at again.
#[derive(Clone, Debug, Default)]
pub struct Pending {
    /// Cells whose candidates just shrank to one and that have yet to be
    /// struck from their peers.
    singles: Vec<u16>,
    /// Houses changed since hidden singles were last looked for in them.
    hidden: HouseSet,
    /// Houses changed since locked candidates were last looked for in
    /// their overlaps.
    locked: HouseSet,
    /// The houses whose changes `locked` keeps: every house, or none when
    /// only singles are wanted.
    lockable: HouseSet,
}

impl Pending {
    /// Nothing pending, room for `cells` singles; `locked`: whether to
    /// look for locked candidates when singles stall.
    pub fn new(tables: &HouseTables, locked: bool) -> Self {
        Pending {
            singles: Vec::with_capacity(tables.cells),
            lockable: if locked { tables.every_house } else { 0 },
            ..Pending::default()
        }
    }

    /// Everything to look at: a state nobody has settled yet.
    pub fn everything(&mut self, tables: &HouseTables) {
        self.hidden = tables.every_house;
        self.locked = tables.every_house & self.lockable;
    }

    /// `cell` was set to a single value by hand (a guess or a given).
    pub fn placed(&mut self, tables: &HouseTables, cell: u16) {
        self.singles.push(cell);
        self.touched(tables, cell);
    }

    /// `cell` was narrowed to `word` (not empty) by a rule beyond the
    /// houses.
    pub fn narrowed(&mut self, tables: &HouseTables, cell: u16, word: u32) {
        self.touched(tables, cell);
        if word & (word - 1) == 0 {
            self.singles.push(cell);
        }
    }

    /// Nothing pending: the state is settled, or thrown away.
    fn clear(&mut self) {
        self.singles.clear();
        self.hidden = 0;
        self.locked = 0;
    }

    #[inline(always)]
    fn touched(&mut self, tables: &HouseTables, cell: u16) {
        let houses = tables.houses_of[cell as usize];
        self.hidden |= houses;
        self.locked |= houses & self.lockable;
    }
}

/// Propagates `state` to a fixed point: every single struck from its
/// peers, every hidden single placed, every locked candidate struck. False
/// when a cell or a house is left without a value. Either way nothing is
/// pending afterwards.
pub fn settle(tables: &HouseTables, state: &mut [u32], pending: &mut Pending) -> bool {
    let settled = settle_pending(tables, state, pending);
    pending.clear();
    settled
}

/// [`settle`], then `rules`, again until neither changes anything: the
/// houses' deductions are cheap, so they run to their fixed point before
/// the rules look at what they left.
#[inline]
pub fn settle_with(
    tables: &HouseTables,
    state: &mut [u32],
    pending: &mut Pending,
    rules: &mut impl Rules,
) -> bool {
    loop {
        if !settle(tables, state, pending) {
            return false;
        }
        match rules.narrow(tables, state, pending) {
            Narrowed::Nothing => return true,
            Narrowed::Struck => {}
            Narrowed::Dead => {
                pending.clear();
                return false;
            }
        }
    }
}

fn settle_pending(tables: &HouseTables, state: &mut [u32], pending: &mut Pending) -> bool {
    loop {
        if !strike_singles(tables, state, pending) || !hidden_singles(tables, state, pending) {
            return false;
        }
        if pending.locked == 0 {
            return true;
        }
        if state.iter().all(|&w| w & SETTLED != 0) {
            return true; // solved: nothing to lock
        }
        if !locked_candidates(tables, state, pending) {
            return false;
        }
        if pending.hidden == 0 {
            return true; // nothing struck: the fixed point
        }
    }
}

/// Strikes `values` from `cell`, queueing it when one value is left.
/// False when none is left.
#[inline(always)]
fn strike(
    tables: &HouseTables,
    state: &mut [u32],
    cell: u16,
    values: u32,
    pending: &mut Pending,
) -> bool {
    let before = state[cell as usize];
    if before & values == 0 {
        return true;
    }
    let after = before & !values;
    let left = after & !SETTLED;
    if left == 0 {
        return false;
    }
    state[cell as usize] = after;
    pending.touched(tables, cell);
    if left & (left - 1) == 0 {
        pending.singles.push(cell);
    }
    true
}

/// Strikes each queued single from its peers, queueing the peers that
/// become singles in turn.
#[inline]
fn strike_singles(tables: &HouseTables, state: &mut [u32], pending: &mut Pending) -> bool {
    while let Some(cell) = pending.singles.pop() {
        let cell = cell as usize;
        let word = state[cell];
        if word & SETTLED != 0 {
            continue;
        }
        state[cell] = word | SETTLED;
        for &p in tables.peers_of(cell) {
            if !strike(tables, state, p, word, pending) {
                return false;
            }
        }
    }
    true
}

/// Where a value has one place left in a changed house, it goes there,
/// and is struck from its peers at once; the houses that changes are
/// looked at in turn, until none is left. False on a contradiction.
#[inline]
fn hidden_singles(tables: &HouseTables, state: &mut [u32], pending: &mut Pending) -> bool {
    while pending.hidden != 0 {
        let h = pending.hidden.trailing_zeros() as usize;
        pending.hidden &= pending.hidden - 1;
        let house = tables.house(h);
        let (mut once, mut twice, mut placed) = (0u32, 0u32, 0u32);
        for &c in house {
            let d = state[c as usize];
            twice |= once & d;
            once |= d;
            // A settled cell's value: its only place, found long ago.
            placed |= d & (d & SETTLED).wrapping_neg();
        }
        if once & tables.all != tables.all {
            return false;
        }
        let mut hidden = once & !twice & !placed & tables.all;
        while hidden != 0 {
            let v = hidden & hidden.wrapping_neg();
            hidden &= hidden - 1;
            // Two hidden values in one cell: the first placed takes the
            // second's only place.
            let Some(&c) = house.iter().find(|&&c| state[c as usize] & v != 0) else {
                return false;
            };
            if state[c as usize] & !SETTLED != v {
                state[c as usize] = v;
                pending.placed(tables, c);
            }
        }
        if !strike_singles(tables, state, pending) {
            return false;
        }
    }
    true
}

/// In two overlapping houses, a value that one can hold only in the shared
/// cells is out of the other's remaining cells (pointing and claiming).
/// Only the overlaps of houses changed since the last look. False on a
/// cell left empty.
fn locked_candidates(tables: &HouseTables, state: &mut [u32], pending: &mut Pending) -> bool {
    let changed = std::mem::take(&mut pending.locked);
    let overlaps = tables.overlaps();
    let cells = &overlaps.cells;
    let or = |range: std::ops::Range<u32>, state: &[u32]| {
        cells[range.start as usize..range.end as usize]
            .iter()
            .fold(0, |m, &c| m | state[c as usize])
            & !SETTLED
    };
    for o in overlaps.list.iter().filter(|o| o.pair & changed != 0) {
        let a = or(o.a_only..o.inter, state);
        let shared = or(o.inter..o.b_only, state);
        let b = or(o.b_only..o.end, state);
        // Values of `a` confined to the overlap leave `b`'s other cells,
        // and the other way round.
        for (values, range) in [
            (shared & !a & b, o.b_only..o.end),
            (shared & !b & a, o.a_only..o.inter),
        ] {
            if values == 0 {
                continue;
            }
            for &c in &cells[range.start as usize..range.end as usize] {
                if !strike(tables, state, c, values, pending) {
                    return false;
                }
            }
        }
    }
    true
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::generate::{generate, Difficulty, Kind};
    use crate::puzzles::AnyPuzzle;

    /// Every guess at a settled state, settled by looking only at the
    /// houses it touched, reaches the same state (or the same
    /// contradiction) as settling it with every house looked at again.
    #[test]
    fn looking_at_changed_houses_only_reaches_the_same_fixed_point() {
        for kind in [Kind::jigsaw(9), Kind::sudoku(16, 4, 4, true)] {
            let AnyPuzzle::Sudoku(sudoku) = generate(kind, 3, Difficulty::Hard).unwrap().puzzle
            else {
                unreachable!("a Sudoku kind makes a Sudoku")
            };
            let tables = HouseTables::new(sudoku.houses());
            let (mut root, mut pending) = super::super::unsettled(&tables, sudoku.givens(), true);
            assert!(settle(&tables, &mut root, &mut pending));
            let mut guesses = 0;
            for cell in (0..tables.cells).filter(|&c| root[c] & SETTLED == 0) {
                let mut values = root[cell];
                while values != 0 {
                    let v = values & values.wrapping_neg();
                    values &= values - 1;
                    let mut changed_only = root.clone();
                    changed_only[cell] = v;
                    pending.placed(&tables, cell as u16);
                    let a = settle(&tables, &mut changed_only, &mut pending);
                    let mut everything = root.clone();
                    everything[cell] = v;
                    pending.everything(&tables);
                    pending.placed(&tables, cell as u16);
                    let b = settle(&tables, &mut everything, &mut pending);
                    assert_eq!(a, b, "{kind:?}: cell {cell} = {v:b}");
                    if a {
                        assert_eq!(changed_only, everything, "{kind:?}: cell {cell} = {v:b}");
                    }
                    guesses += 1;
                }
            }
            assert!(guesses > 20, "{kind:?}: only {guesses} guesses tried");
        }
    }
}
