//! The fast solver for puzzles of houses with at most 128 cells: every
//! Sudoku shape up to 11x11 (jigsaw, diagonals, extra regions) and the
//! star. Candidates are kept per value as a 128-bit mask of cells
//! ([`board`]), so that a placement, a count of every cell's candidates or
//! a house's places for a value are a few word operations. It applies the
//! same deductions as the [`super::HouseSolver`] (which takes the bigger
//! grids) to the same fixed point and guesses at the same cell in the same
//! order, so both find the same solutions in the same order with the same
//! number of guesses: the generator's puzzles do not depend on which one
//! answered.

mod board;
mod layout;

use std::sync::Arc;

use board::{Board, Reach};
use layout::Layout;

use super::domain_solver::search_progress;
use super::{AnySolver, Deductions, FastHalt};
use crate::puzzles::Houses;

/// One guess in progress: the cell, the values not yet tried (bit `v` for
/// value `v + 1`), and how many it had (for progress).
#[derive(Clone, Copy, Debug)]
struct Guess {
    cell: u32,
    rest: u32,
    total: u32,
}

/// Depth-first search over bitboards, resumable in chunks.
pub struct BitboardSolver {
    layout: Arc<Layout>,
    reach: Reach,
    /// One board per depth.
    boards: Vec<Board>,
    guesses: Vec<Guess>,
    solutions: u64,
    nodes: u64,
    started: bool,
    finished: bool,
}

impl BitboardSolver {
    /// A solver for `houses` with `givens` (0 = empty, else `1..=side`),
    /// propagated as far as `deductions` go. `None` when the puzzle has
    /// more than 128 cells or 16 values, or `givens` does not fit it.
    pub fn new(houses: &Houses, givens: &[u8], deductions: Deductions) -> Option<Self> {
        if givens.len() != houses.cells() || !Layout::fits(houses) {
            return None;
        }
        let layout = houses.derived(|| Layout::new(houses));
        let reach = match deductions {
            Deductions::Singles => Reach::Singles,
            Deductions::LockedCandidates => Reach::Locked,
        };
        let mut root = Board::empty(&layout);
        let consistent = givens.iter().enumerate().all(|(cell, &g)| {
            g == 0
                || (usize::from(g) <= layout.side
                    && root.place(&layout, usize::from(g) - 1, cell as u32))
        }) && root.settle(&layout, reach, None);
        Some(BitboardSolver {
            layout,
            reach,
            boards: vec![root],
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

    /// Guesses made so far (one per value tried at a branching cell).
    pub fn nodes(&self) -> u64 {
        self.nodes
    }

    /// How far the search is, from 0 to 1, judged by the values already
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
            let v = rest.trailing_zeros() as usize;
            self.guesses[depth].rest &= rest - 1;
            spent += 1;
            self.nodes += 1;
            let parent = &self.boards[depth];
            let mut child = *parent;
            if child.place(&self.layout, v, cell)
                && child.settle(&self.layout, self.reach, Some(parent))
            {
                self.boards.truncate(depth + 1);
                self.boards.push(child);
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

    /// At the settled board of `depth`: a solution is reported, or a
    /// guess is opened at the open cell with the fewest values. False when
    /// the board was a solution.
    fn branch(&mut self, depth: usize, on_solution: &mut impl FnMut(&[u8])) -> bool {
        let side = self.layout.side;
        let board = &self.boards[depth];
        match board.pick(side) {
            None => {
                let values: Vec<u8> = (0..self.layout.cells)
                    .map(|cell| board.value_at(side, cell) as u8 + 1)
                    .collect();
                self.solutions += 1;
                on_solution(&values);
                false
            }
            Some((cell, values)) => {
                self.guesses.push(Guess {
                    cell,
                    rest: values,
                    total: values.count_ones(),
                });
                true
            }
        }
    }
}

impl AnySolver for BitboardSolver {
    fn solutions(&self) -> u64 {
        BitboardSolver::solutions(self)
    }
    fn nodes(&self) -> u64 {
        BitboardSolver::nodes(self)
    }
    fn progress(&self) -> f64 {
        BitboardSolver::progress(self)
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
