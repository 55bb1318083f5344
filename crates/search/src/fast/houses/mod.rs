//! The fast solver for every puzzle made only of houses: Sudoku of any
//! shape (4x4 to 16x16, jigsaw, diagonals, extra regions) and the star.
//! A word per cell (candidates as bits, up to 16 values), flat tables of
//! peers and houses ([`plan`]), naked and hidden singles and locked
//! candidates to a fixed point ([`settle`]), the cell with the fewest
//! candidates first, a copy of the state per guess. Resumable in chunks,
//! as [`super::DomainSolver`], whose propagation through the generic
//! [`crate::puzzles::Constraints`] it replaces for these puzzles.

mod plan;
mod settle;

use std::sync::Arc;

use plan::{Plan, SETTLED};
use settle::{settle, Pending};

use super::guess_loop::{GuessSolver, GuessTree};
use crate::puzzles::{bit, Houses};

/// How far the house solver propagates before it guesses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Deductions {
    /// Naked and hidden singles: what the generic solver does, and what
    /// the generator's "solved without guessing" means.
    Singles,
    /// Singles, then locked candidates (pointing and claiming) when they
    /// stall: fewer guesses, the default.
    LockedCandidates,
}

/// Depth-first search over the houses of one puzzle, resumable in chunks.
pub type HouseSolver = GuessSolver<HouseStates>;

/// The states of the house search, one per depth, and what settles them.
pub struct HouseStates {
    /// Shared by every solver on the same geometry.
    plan: Arc<Plan>,
    /// One state per depth, `plan.cells` words each.
    words: Vec<u32>,
    pending: Pending,
}

impl HouseSolver {
    /// A solver for `houses` with `givens` (0 = empty, else `1..=side`),
    /// the givens propagated at once. `None` for more than 16 values or
    /// more complete houses than a plan takes.
    pub fn new(houses: &Houses, givens: &[u8]) -> Option<Self> {
        Self::with_deductions(houses, givens, Deductions::LockedCandidates)
    }

    /// A solver that propagates only as far as `deductions` go.
    pub fn with_deductions(houses: &Houses, givens: &[u8], deductions: Deductions) -> Option<Self> {
        if givens.len() != houses.cells() || !Plan::fits(houses) {
            return None;
        }
        let plan = houses.derived(|| Plan::new(houses));
        let locked = deductions == Deductions::LockedCandidates;
        let (mut root, mut pending) = unsettled(&plan, givens, locked);
        let consistent = givens.iter().all(|&g| (g as usize) <= plan.side)
            && settle(&plan, &mut root, &mut pending);
        let mut words = Vec::with_capacity(plan.cells * 8);
        words.extend_from_slice(&root);
        let states = HouseStates {
            plan,
            words,
            pending,
        };
        Some(GuessSolver::start(states, consistent))
    }
}

impl GuessTree for HouseStates {
    /// The open cell with the fewest candidates, the first among equals.
    fn open(&mut self, depth: usize, on_solution: &mut impl FnMut(&[u8])) -> Option<(u32, u32)> {
        let n = self.plan.cells;
        let state = &self.words[depth * n..(depth + 1) * n];
        let mut best: Option<(usize, u32)> = None;
        for (cell, &word) in state.iter().enumerate() {
            let count = (word & !SETTLED).count_ones();
            if count > 1 && best.is_none_or(|(_, b)| count < b) {
                best = Some((cell, count));
                if count == 2 {
                    break;
                }
            }
        }
        let Some((cell, _)) = best else {
            let values: Vec<u8> = state
                .iter()
                .map(|w| (w & !SETTLED).trailing_zeros() as u8)
                .collect();
            on_solution(&values);
            return None;
        };
        Some((cell as u32, state[cell] & !SETTLED))
    }

    fn child(&mut self, depth: usize, cell: u32, value: u32) -> bool {
        let n = self.plan.cells;
        let child = (depth + 1) * n;
        if self.words.len() < child + n {
            self.words.resize(child + n, 0);
        }
        self.words.copy_within(depth * n..child, child);
        self.words[child + cell as usize] = value;
        self.pending.placed(&self.plan, cell as u16);
        settle(
            &self.plan,
            &mut self.words[child..child + n],
            &mut self.pending,
        )
    }
}

/// The state of `givens` before anything is struck, and everything in it
/// pending: the givens to strike, every house to look at (`locked`: for
/// locked candidates too).
fn unsettled(plan: &Plan, givens: &[u8], locked: bool) -> (Vec<u32>, Pending) {
    let state: Vec<u32> = givens
        .iter()
        .map(|&g| {
            if g == 0 {
                plan.all
            } else {
                bit(g.into()) as u32
            }
        })
        .collect();
    let mut pending = Pending::new(plan, locked);
    pending.everything(plan);
    for cell in (0..plan.cells as u16).filter(|&c| state[c as usize].count_ones() == 1) {
        pending.placed(plan, cell);
    }
    (state, pending)
}
