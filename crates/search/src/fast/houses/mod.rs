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

use super::domain_solver::search_progress;
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

/// One guess in progress: the cell, the candidates not yet tried, and how
/// many it had (for progress).
#[derive(Clone, Copy, Debug)]
struct Guess {
    cell: usize,
    rest: u32,
    total: u32,
}

/// Depth-first search over the houses of one puzzle, resumable in chunks.
pub struct HouseSolver {
    /// Shared by every solver on the same geometry.
    plan: Arc<Plan>,
    /// One state per depth, `plan.cells` words each.
    states: Vec<u32>,
    pending: Pending,
    guesses: Vec<Guess>,
    solutions: u64,
    nodes: u64,
    started: bool,
    finished: bool,
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
        let mut states = Vec::with_capacity(plan.cells * 8);
        states.extend_from_slice(&root);
        Some(HouseSolver {
            plan,
            states,
            pending,
            guesses: Vec::new(),
            solutions: 0,
            nodes: 0,
            started: false,
            finished: !consistent,
        })
    }

    /// Solutions found so far.
    pub fn solutions(&self) -> u64 {
        self.solutions
    }

    /// Guesses made so far (one per candidate tried at a branching cell).
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// How far the search is, from 0 to 1, judged by the candidates already
    /// finished at the first few branching cells.
    pub fn progress(&self) -> f64 {
        if self.finished {
            return 1.0;
        }
        search_progress(self.guesses.iter().map(|g| (g.total, g.rest.count_ones())))
    }

    /// Searches until the tree is exhausted, `limit` solutions are found in
    /// all, or `budget` more guesses were made. `on_solution` gets each
    /// solution's values, row-major.
    pub fn run(
        &mut self,
        limit: Option<u64>,
        budget: u64,
        mut on_solution: impl FnMut(&[u8]),
    ) -> FastHalt {
        let n = self.plan.cells;
        if self.finished {
            return FastHalt::Exhausted;
        }
        if !self.started {
            self.started = true;
            if !self.branch(0, &mut on_solution) {
                self.finished = true;
                return FastHalt::Exhausted;
            }
        }
        let mut spent = 0;
        while let Some(&Guess { cell, rest, .. }) = self.guesses.last() {
            if limit.is_some_and(|l| self.solutions >= l) {
                return FastHalt::SolutionLimit;
            }
            if spent >= budget {
                return FastHalt::Budget;
            }
            if rest == 0 {
                self.guesses.pop();
                continue;
            }
            let depth = self.guesses.len() - 1;
            let value = rest & rest.wrapping_neg();
            self.guesses[depth].rest &= !value;
            spent += 1;
            self.nodes += 1;
            // The child: this depth's state with the guess in place.
            let child = (depth + 1) * n;
            if self.states.len() < child + n {
                self.states.resize(child + n, 0);
            }
            self.states.copy_within(depth * n..child, child);
            self.states[child + cell] = value;
            self.pending.placed(&self.plan, cell as u16);
            if settle(
                &self.plan,
                &mut self.states[child..child + n],
                &mut self.pending,
            ) {
                self.branch(depth + 1, &mut on_solution);
            }
        }
        self.finished = true;
        if limit.is_some_and(|l| self.solutions >= l) {
            FastHalt::SolutionLimit
        } else {
            FastHalt::Exhausted
        }
    }

    /// At a settled state of `depth`: a solution is reported, or a guess
    /// is opened at the open cell with the fewest candidates. False when
    /// the state was a solution.
    fn branch(&mut self, depth: usize, on_solution: &mut impl FnMut(&[u8])) -> bool {
        let n = self.plan.cells;
        let state = &self.states[depth * n..(depth + 1) * n];
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
        match best {
            None => {
                let values: Vec<u8> = state
                    .iter()
                    .map(|w| (w & !SETTLED).trailing_zeros() as u8)
                    .collect();
                self.solutions += 1;
                on_solution(&values);
                false
            }
            Some((cell, total)) => {
                self.guesses.push(Guess {
                    cell,
                    rest: state[cell] & !SETTLED,
                    total,
                });
                true
            }
        }
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
