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

use super::guess_loop::{GuessLoop, GuessTree};
use super::{AnySolver, FastHalt};
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
pub struct HouseSolver {
    states: States,
    search: GuessLoop,
}

/// The states of the search, one per depth, and what settles them.
struct States {
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
        Some(HouseSolver {
            states: States {
                plan,
                words,
                pending,
            },
            search: GuessLoop::new(consistent),
        })
    }

    /// Solutions found so far.
    pub fn solutions(&self) -> u64 {
        self.search.solutions()
    }

    /// Guesses made so far (one per candidate tried at a branching cell).
    pub fn nodes(&self) -> u64 {
        self.search.nodes()
    }

    /// How far the search is, from 0 to 1, judged by the candidates already
    /// finished at the first few branching cells.
    pub fn progress(&self) -> f64 {
        self.search.progress()
    }

    /// Searches until the tree is exhausted, `limit` solutions are found in
    /// all, or `budget` more guesses were made. `on_solution` gets each
    /// solution's values, row-major.
    pub fn run(
        &mut self,
        limit: Option<u64>,
        budget: u64,
        on_solution: impl FnMut(&[u8]),
    ) -> FastHalt {
        self.search
            .run(&mut self.states, limit, budget, on_solution)
    }
}

impl GuessTree for States {
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

impl AnySolver for HouseSolver {
    fn solutions(&self) -> u64 {
        HouseSolver::solutions(self)
    }
    fn nodes(&self) -> u64 {
        HouseSolver::nodes(self)
    }
    fn progress(&self) -> f64 {
        HouseSolver::progress(self)
    }
    fn run_dyn(
        &mut self,
        limit: Option<u64>,
        budget: u64,
        on_solution: &mut dyn FnMut(&[u8]),
    ) -> FastHalt {
        self.run(limit, budget, on_solution)
    }
}
