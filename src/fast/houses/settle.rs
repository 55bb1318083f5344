//! The house solver's deductions, each on one state (a word per cell, see
//! [`SETTLED`]): naked singles struck from their peers through a queue,
//! hidden singles in the complete houses, and, when those stall, locked
//! candidates in the overlaps of two houses. All of them together until
//! nothing changes; false on a contradiction.

use super::plan::{Plan, SETTLED};

/// Cells whose candidates just shrank to one and that have yet to be
/// struck from their peers.
pub type Queue = Vec<u16>;

/// Propagates `state` to a fixed point: every single struck from its
/// peers, every hidden single placed, every locked candidate struck. False
/// when a cell or a house is left without a value.
pub fn settle(plan: &Plan, state: &mut [u32], queue: &mut Queue) -> bool {
    loop {
        if !strike_singles(plan, state, queue) {
            return false;
        }
        match hidden_singles(plan, state, queue) {
            None => return false,
            Some(true) => continue,
            Some(false) if !plan.locked => return true,
            Some(false) => {}
        }
        match locked_candidates(plan, state, queue) {
            None => return false,
            Some(true) => continue,
            Some(false) => return true,
        }
    }
}

/// Strikes `values` from `cell`, queueing it when one value is left.
/// `None` when none is left, else whether anything was struck.
#[inline(always)]
fn strike(state: &mut [u32], cell: u16, values: u32, queue: &mut Queue) -> Option<bool> {
    let before = state[cell as usize];
    if before & values == 0 {
        return Some(false);
    }
    let after = before & !values;
    let left = after & !SETTLED;
    if left == 0 {
        return None;
    }
    state[cell as usize] = after;
    if left & (left - 1) == 0 {
        queue.push(cell);
    }
    Some(true)
}

/// Strikes each queued single from its peers, queueing the peers that
/// become singles in turn.
#[inline]
fn strike_singles(plan: &Plan, state: &mut [u32], queue: &mut Queue) -> bool {
    while let Some(cell) = queue.pop() {
        let cell = cell as usize;
        let word = state[cell];
        if word & SETTLED != 0 {
            continue;
        }
        state[cell] = word | SETTLED;
        for &p in plan.peers_of(cell) {
            if strike(state, p, word, queue).is_none() {
                queue.clear();
                return false;
            }
        }
    }
    true
}

/// Where a value has one place left in a complete house, it goes there,
/// and is struck from its peers at once, so that the houses after it in
/// this pass see the change. `None` on a contradiction, `Some(changed)`
/// otherwise.
#[inline]
fn hidden_singles(plan: &Plan, state: &mut [u32], queue: &mut Queue) -> Option<bool> {
    let mut changed = false;
    for house in plan.complete.chunks_exact(plan.side) {
        let (mut once, mut twice) = (0u32, 0u32);
        for &c in house {
            let d = state[c as usize];
            twice |= once & d;
            once |= d;
        }
        if once & plan.all != plan.all {
            return None;
        }
        let mut hidden = once & !twice & plan.all;
        while hidden != 0 {
            let v = hidden & hidden.wrapping_neg();
            hidden &= hidden - 1;
            // Two hidden values in one cell: the first placed takes the
            // second's only place.
            let &c = house.iter().find(|&&c| state[c as usize] & v != 0)?;
            let word = state[c as usize];
            if word & !SETTLED != v {
                state[c as usize] = v;
                queue.push(c);
                changed = true;
            }
        }
        if !queue.is_empty() && !strike_singles(plan, state, queue) {
            return None;
        }
    }
    Some(changed)
}

/// In two overlapping houses, a value that one can hold only in the shared
/// cells is out of the other's remaining cells (pointing and claiming).
/// `None` on a cell left empty, `Some(changed)` otherwise.
fn locked_candidates(plan: &Plan, state: &mut [u32], queue: &mut Queue) -> Option<bool> {
    if state.iter().all(|&w| w & SETTLED != 0) {
        return Some(false); // solved: nothing to lock
    }
    let overlaps = plan.overlaps();
    let cells = &overlaps.cells;
    let or = |range: std::ops::Range<u32>, state: &[u32]| {
        cells[range.start as usize..range.end as usize]
            .iter()
            .fold(0, |m, &c| m | state[c as usize])
            & !SETTLED
    };
    let mut changed = false;
    for o in &overlaps.list {
        let a = or(o.a_only..o.inter, state);
        let shared = or(o.inter..o.b_only, state);
        let b = or(o.b_only..o.end, state);
        let only_shared = shared & !(a & b);
        if only_shared == 0 {
            continue;
        }
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
                changed |= strike(state, c, values, queue)?;
            }
        }
    }
    Some(changed)
}
