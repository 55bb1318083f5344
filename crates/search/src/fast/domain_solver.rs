//! A fast solver for any puzzle: bitset domains, propagation to a fixed
//! point, the cell with the fewest candidates first, a copy of the state per
//! guess.

#[cfg(not(target_arch = "wasm32"))]
use super::{BitboardSolver, SmallBitboardSolver, WideBitboardSolver};
use super::{Deductions, FastHalt, HouseSolver, LatinSolver};
use crate::puzzles::AnyPuzzle;
use crate::puzzles::{bit, full, Constraints, Mask};
use crate::strategy::{domains_branch, domains_settle, Seen};

/// A fast solver over any puzzle, behind one object-safe trait: what it
/// has found and how far it is, and its (generic) `run` for `dyn` use.
pub trait AnySolver {
    /// Solutions found so far.
    fn solutions(&self) -> u64;
    /// Guesses made so far.
    fn nodes(&self) -> u64;
    /// How far the search is, from 0 to 1.
    fn progress(&self) -> f64;
    /// [`DomainSolver::run`].
    fn run_dyn(
        &mut self,
        limit: Option<u64>,
        budget: u64,
        on_solution: &mut dyn FnMut(&[u8]),
    ) -> FastHalt;
}

impl<C: Constraints> AnySolver for DomainSolver<C> {
    fn solutions(&self) -> u64 {
        self.solutions
    }
    /// One per candidate tried at a branching cell.
    fn nodes(&self) -> u64 {
        self.nodes
    }
    /// Judged by the candidates already finished at the first few
    /// branching cells.
    fn progress(&self) -> f64 {
        if self.finished {
            return 1.0;
        }
        search_progress(self.guesses.iter().enumerate().map(|(depth, g)| {
            (
                self.slots[depth * self.cells + g.cell].count_ones(),
                g.rest.count_ones(),
            )
        }))
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

/// The fastest solver for `puzzle`: for Sudoku of every shape and the
/// star, the bitboard solver natively (64-bit sets up to 8x8, 128-bit up
/// to 128 cells, 256-bit up to 16x16), the house solver in the page and
/// for what the bitboards do not hold; for Kendoku and Skyscrapers (those
/// without gaps) the house solver over their Latin square with their own
/// rules beside it; the generic propagating one for the rest.
pub fn solver_for(puzzle: &AnyPuzzle) -> Box<dyn AnySolver> {
    house_solver_for(puzzle, Deductions::LockedCandidates)
}

/// A fast solver for `puzzle` that propagates by singles alone (naked and
/// hidden) before it guesses: whether it needs a guess says whether a
/// puzzle is solved by singles.
pub fn singles_solver_for(puzzle: &AnyPuzzle) -> Box<dyn AnySolver> {
    house_solver_for(puzzle, Deductions::Singles)
}

fn house_solver_for(puzzle: &AnyPuzzle, deductions: Deductions) -> Box<dyn AnySolver> {
    let latin: Option<Box<dyn AnySolver>> = match puzzle {
        AnyPuzzle::Kendoku(k) => LatinSolver::kendoku(k).map(|s| Box::new(s) as _),
        AnyPuzzle::Sudoku(s) if s.has_rules_beside_houses() => {
            LatinSolver::killer(s, deductions).map(|s| Box::new(s) as _)
        }
        AnyPuzzle::Skyscrapers(s) => LatinSolver::skyscrapers(s).map(|s| Box::new(s) as _),
        _ => None,
    };
    if let Some(solver) = latin {
        return solver;
    }
    let (houses, givens) = match puzzle {
        AnyPuzzle::Sudoku(s) => (s.houses(), s.givens()),
        AnyPuzzle::Star(s) => (s.houses(), s.givens()),
        _ => return generic_solver_for(puzzle),
    };
    // Not in the page: there these puzzles take milliseconds at most either
    // way, and the bitboard solver's 128-bit code would weigh on the
    // download (`.ci/sizes` measures it). Both solvers give the same
    // answers in the same order, so the page loses nothing else.
    #[cfg(not(target_arch = "wasm32"))]
    {
        if let Some(solver) = SmallBitboardSolver::new(houses, givens, deductions) {
            return Box::new(solver);
        }
        if let Some(solver) = BitboardSolver::new(houses, givens, deductions) {
            return Box::new(solver);
        }
        if let Some(solver) = WideBitboardSolver::new(houses, givens, deductions) {
            return Box::new(solver);
        }
    }
    match HouseSolver::with_deductions(houses, givens, deductions) {
        Some(solver) => Box::new(solver),
        None => generic_solver_for(puzzle),
    }
}

/// The generic propagating solver for `puzzle`, whatever its kind (the
/// peer the house solver is measured against).
pub fn generic_solver_for(puzzle: &AnyPuzzle) -> Box<dyn AnySolver> {
    crate::each_puzzle!(puzzle, p => Box::new(DomainSolver::new(p.clone())))
}

/// One guess in progress: the cell and the candidates not yet tried.
#[derive(Clone, Copy, Debug)]
struct Guess {
    cell: usize,
    rest: Mask,
}

/// Depth-first search over propagated domains, resumable in chunks.
pub struct DomainSolver<C> {
    model: C,
    houses: Vec<Vec<u16>>,
    cells: usize,
    slots: Vec<Mask>,
    struck: Vec<bool>,
    /// The domains when the rules were last narrowed.
    seen: Seen,
    guesses: Vec<Guess>,
    solutions: u64,
    nodes: u64,
    finished: bool,
}

impl<C: Constraints> DomainSolver<C> {
    /// A solver at its start; the givens are propagated at once.
    pub fn new(model: C) -> Self {
        let cells = model.cells();
        let mut slots = vec![0; cells * (cells + 2)];
        slots[..cells].copy_from_slice(&model.initial_domains());
        let mut struck = vec![false; cells];
        let mut solver = DomainSolver {
            houses: model.complete_houses(),
            cells,
            slots,
            struck: vec![false; cells],
            seen: Seen::new(cells),
            guesses: Vec::with_capacity(cells),
            solutions: 0,
            nodes: 0,
            finished: false,
            model,
        };
        if !settle(
            &solver.model,
            &solver.houses,
            &mut solver.slots[..cells],
            &mut struck,
            &mut solver.seen,
        ) {
            solver.finished = true;
        }
        solver
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
        let n = self.cells;
        if self.finished {
            return FastHalt::Exhausted;
        }
        if self.guesses.is_empty() && self.nodes == 0 {
            // First call: the root is either solved or branches.
            match self.branch_cell(0) {
                None => {
                    self.report(0, &mut on_solution);
                    self.finished = true;
                    return FastHalt::Exhausted;
                }
                Some(cell) => self.guesses.push(Guess {
                    cell,
                    rest: self.slots[cell],
                }),
            }
        }
        let mut spent = 0;
        while let Some(&Guess { cell, rest }) = self.guesses.last() {
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
            let value = rest.trailing_zeros();
            self.guesses[depth].rest &= !bit(value);
            spent += 1;
            self.nodes += 1;
            let child = domains_branch(
                &mut self.slots,
                n,
                depth,
                &mut self.struck,
                &mut self.seen,
                cell,
                value,
            )
            .expect("a guess is taken from the cell's own candidates");
            if !settle(
                &self.model,
                &self.houses,
                child,
                &mut self.struck,
                &mut self.seen,
            ) {
                continue;
            }
            match self.branch_cell(depth + 1) {
                None => self.report(depth + 1, &mut on_solution),
                Some(next) => self.guesses.push(Guess {
                    cell: next,
                    rest: self.slots[(depth + 1) * n + next],
                }),
            }
        }
        self.finished = true;
        if limit.is_some_and(|l| self.solutions >= l) {
            FastHalt::SolutionLimit
        } else {
            FastHalt::Exhausted
        }
    }

    /// The unsettled cell with the fewest candidates in slot `depth`.
    fn branch_cell(&self, depth: usize) -> Option<usize> {
        let d = &self.slots[depth * self.cells..(depth + 1) * self.cells];
        let mut open = (0..self.cells).filter(|&c| d[c].count_ones() > 1);
        if self.model.branch_in_order() {
            return open.next();
        }
        open.min_by_key(|&c| d[c].count_ones())
    }

    fn report(&mut self, depth: usize, on_solution: &mut impl FnMut(&[u8])) {
        let d = &self.slots[depth * self.cells..(depth + 1) * self.cells];
        let values: Vec<u8> = d.iter().map(|m| m.trailing_zeros() as u8).collect();
        if !self.model.accepts(&values) {
            return; // another assignment stands for this solution
        }
        self.solutions += 1;
        on_solution(&values);
    }
}

/// Propagation of the fast solver: naked singles and the n-ary rules
/// (`domains_settle`), then hidden singles in the complete houses, again
/// until nothing changes. False on a contradiction.
fn settle<C: Constraints>(
    model: &C,
    houses: &[Vec<u16>],
    domains: &mut [Mask],
    struck: &mut [bool],
    seen: &mut Seen,
) -> bool {
    let all = full(model.size());
    loop {
        if !domains_settle(model, domains, struck, seen) {
            return false;
        }
        let mut changed = false;
        for house in houses {
            let (mut once, mut twice) = (0 as Mask, 0 as Mask);
            for &c in house {
                let d = domains[c as usize];
                twice |= once & d;
                once |= d;
            }
            if once != all {
                return false; // some value has no place left in this house
            }
            let mut hidden = once & !twice;
            while hidden != 0 {
                let v = hidden & hidden.wrapping_neg();
                hidden &= hidden - 1;
                for &c in house {
                    let d = &mut domains[c as usize];
                    if *d & v != 0 && *d != v {
                        *d = v;
                        changed = true;
                    }
                }
            }
        }
        if !changed {
            return true;
        }
    }
}

/// How far a depth-first search is, from 0 to 1, from its first few
/// branching cells, shallowest first: each one's candidates in all and
/// those still untried (the one being tried not counted among them).
pub(super) fn search_progress(levels: impl Iterator<Item = (u32, u32)>) -> f64 {
    let mut done = 0.0;
    let mut width = 1.0;
    for (total, untried) in levels.take(6) {
        let total = f64::from(total);
        let left = f64::from(untried) + 1.0;
        width /= total;
        done += width * (total - left);
    }
    done.clamp(0.0, 1.0)
}
