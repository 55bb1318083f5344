//! The depth-first loop of the propagating solvers (the house solver and
//! the bitboard solver): open a guess at the settled state of a depth, try
//! its values one by one in a child state, go back when they run out;
//! resumable in chunks of guesses. What a state is, how it settles and
//! where to guess is the solver's, behind [`GuessTree`]; [`GuessSolver`]
//! drives it and is the solver the rest of the program holds.

use super::domain_solver::search_progress;
use super::{AnySolver, FastHalt};

/// A solver's states, one per depth, as the loop sees them.
pub trait GuessTree {
    /// At the settled state of `depth`: the guess to make, as a key and
    /// its alternatives (one bit each), most often a cell and its values;
    /// or `None` when the state is a solution, whose values (row-major)
    /// then go to `on_solution`. The key means something to the tree
    /// only: the loop hands it back to [`GuessTree::child`].
    fn open(&mut self, depth: usize, on_solution: &mut impl FnMut(&[u8])) -> Option<(u32, u32)>;

    /// Makes the state of `depth + 1`: the state of `depth` with the
    /// alternative `chosen` (one bit of those [`GuessTree::open`] gave)
    /// of the guess `key`, settled. False on a contradiction.
    fn child(&mut self, depth: usize, key: u32, chosen: u32) -> bool;
}

/// One guess in progress: its key, the alternatives not yet tried, and
/// how many it had (for progress).
#[derive(Clone, Copy, Debug)]
struct Guess {
    key: u32,
    rest: u32,
    total: u32,
}

/// A propagating solver: its states (`T`), the open guesses and the
/// counts of one search.
#[derive(Clone, Debug)]
pub struct GuessSolver<T> {
    tree: T,
    guesses: Vec<Guess>,
    solutions: u64,
    nodes: u64,
    started: bool,
    finished: bool,
}

impl<T: GuessTree> GuessSolver<T> {
    /// A search of `tree` not started, its root state at depth 0;
    /// `consistent` false when the root is a contradiction already
    /// (nothing to search).
    pub(super) fn start(tree: T, consistent: bool) -> Self {
        GuessSolver {
            tree,
            guesses: Vec::new(),
            solutions: 0,
            nodes: 0,
            started: false,
            finished: !consistent,
        }
    }

    /// Searches until the tree is exhausted, `limit` solutions are found in
    /// all, or `budget` more guesses were made. `on_solution` gets each
    /// solution's values, row-major. Alternatives are tried lowest bit
    /// first.
    pub fn run(
        &mut self,
        limit: Option<u64>,
        budget: u64,
        mut on_solution: impl FnMut(&[u8]),
    ) -> FastHalt {
        if self.finished {
            return FastHalt::Exhausted;
        }
        if !self.started {
            self.started = true;
            if !self.open(0, &mut on_solution) {
                self.finished = true;
                return FastHalt::Exhausted;
            }
        }
        let mut spent = 0;
        while let Some(&Guess { key, rest, .. }) = self.guesses.last() {
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
            let chosen = rest & rest.wrapping_neg();
            self.guesses[depth].rest &= !chosen;
            spent += 1;
            self.nodes += 1;
            if self.tree.child(depth, key, chosen) {
                self.open(depth + 1, &mut on_solution);
            }
        }
        self.finished = true;
        if limit.is_some_and(|l| self.solutions >= l) {
            FastHalt::SolutionLimit
        } else {
            FastHalt::Exhausted
        }
    }

    /// Opens a guess at the settled state of `depth`, or counts it as a
    /// solution. False when it was a solution.
    fn open(&mut self, depth: usize, on_solution: &mut impl FnMut(&[u8])) -> bool {
        match self.tree.open(depth, on_solution) {
            None => {
                self.solutions += 1;
                false
            }
            Some((key, alternatives)) => {
                self.guesses.push(Guess {
                    key,
                    rest: alternatives,
                    total: alternatives.count_ones(),
                });
                true
            }
        }
    }
}

impl<T: GuessTree> AnySolver for GuessSolver<T> {
    fn solutions(&self) -> u64 {
        self.solutions
    }
    /// One per alternative tried at a guess (a value at a cell, or a
    /// place for a value).
    fn nodes(&self) -> u64 {
        self.nodes
    }
    /// Judged by the values already finished at the first few branching
    /// cells.
    fn progress(&self) -> f64 {
        if self.finished {
            return 1.0;
        }
        search_progress(self.guesses.iter().map(|g| (g.total, g.rest.count_ones())))
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
