//! The Dutch program's own cleanup and check, as it wrote them: after a
//! value is placed, every cell with one candidate left has that value
//! struck from its peers that have more than one, again until nothing
//! changes, so a cleanup never empties a cell; a candidate is refused
//! only when a peer already holds that value and nothing else
//! (`isvalidcandidate`). A dead end therefore shows later than with the
//! project's own cleanup ([`super::Propagate`]), which refuses any value
//! whose cleanup empties a cell.

use super::DomainStack;
use crate::engine::Move;
use crate::puzzles::{Constraints, Mask};

/// What the Dutch program needs of a puzzle: which values a value rules
/// out of the other cells. Taken as a trait object, so that its search
/// is compiled once, not once per kind of puzzle (the page's wasm is
/// counted in bytes).
pub trait Strikes {
    /// Removes from the other cells' domains what `value` at `cell`
    /// excludes ([`Constraints::strike`]).
    fn strike_from(&self, cell: usize, value: u32, domains: &mut [Mask]);
    /// The starting domains ([`Constraints::initial_domains`]).
    fn initial(&self) -> Vec<Mask>;
}

impl<C: Constraints> Strikes for C {
    fn strike_from(&self, cell: usize, value: u32, domains: &mut [Mask]) {
        self.strike(cell, value, domains);
    }
    fn initial(&self) -> Vec<Mask> {
        self.initial_domains()
    }
}

/// Cleans `domains` up as the Dutch program does: in passes over the
/// cells in order, each single not yet `struck` has its value struck from
/// the cells it sees, except where that would leave a cell with nothing
/// (for a Sudoku: a peer holding that value alone); `before` is room for
/// one copy of the domains.
#[inline(never)]
pub fn cleanup(
    model: &dyn Strikes,
    domains: &mut [Mask],
    struck: &mut [bool],
    before: &mut Vec<Mask>,
) {
    let mut changed = true;
    while changed {
        changed = false;
        for cell in 0..domains.len() {
            let d = domains[cell];
            if struck[cell] || d.count_ones() != 1 {
                continue;
            }
            struck[cell] = true;
            changed = true;
            before.clear();
            before.extend_from_slice(domains);
            model.strike_from(cell, d.trailing_zeros(), domains);
            for (now, &was) in domains.iter_mut().zip(before.iter()) {
                if *now == 0 {
                    *now = was;
                }
            }
        }
    }
}

/// The other cell that `cell` sees and that `value` there would leave
/// with nothing (for a Sudoku: a peer whose only candidate is `value`):
/// where the Dutch program's `isvalidcandidate` says no. `scratch` is
/// room for one copy of the domains.
#[inline(never)]
pub fn emptied_peer(
    model: &dyn Strikes,
    domains: &[Mask],
    cell: usize,
    value: u32,
    scratch: &mut Vec<Mask>,
) -> Option<usize> {
    scratch.clear();
    scratch.extend_from_slice(domains);
    model.strike_from(cell, value, scratch);
    scratch
        .iter()
        .zip(domains)
        .enumerate()
        .position(|(other, (&after, &was))| other != cell && after == 0 && was != 0)
}

/// The candidate lists of the Dutch program's search of `model` once it
/// has placed `path`, in order (its cleanup depends on the order).
pub fn dutch_candidates(model: &dyn Strikes, path: &[Move]) -> Vec<Mask> {
    replay(model, path).0.current().to_vec()
}

/// The Dutch program's candidate lists after `path`, and after `next`
/// placed on top of it: one replay for both.
pub fn dutch_candidates_around(
    model: &dyn Strikes,
    path: &[Move],
    next: Move,
) -> (Vec<Mask>, Vec<Mask>) {
    let (mut domains, mut scratch) = replay(model, path);
    let before = domains.current().to_vec();
    place(&mut domains, model, next, &mut scratch);
    (before, domains.current().to_vec())
}

/// The Dutch program's state after `path`, with its room for a copy.
#[inline(never)]
fn replay(model: &dyn Strikes, path: &[Move]) -> (DomainStack, Vec<Mask>) {
    let initial = model.initial();
    let mut scratch = Vec::with_capacity(initial.len());
    let mut domains = DomainStack::new_dutch(&initial, model, &mut scratch);
    for &mv in path {
        place(&mut domains, model, mv, &mut scratch);
    }
    (domains, scratch)
}

/// `mv` placed and cleaned up the Dutch program's way.
fn place(domains: &mut DomainStack, model: &dyn Strikes, mv: Move, scratch: &mut Vec<Mask>) {
    domains.assign_dutch(model, mv.cell as usize, u32::from(mv.value), scratch);
    domains.push();
}
