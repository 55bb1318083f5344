//! The fast solver for every puzzle made only of houses: Sudoku of any
//! shape (4x4 to 16x16, jigsaw, diagonals, extra regions) and the star.
//! A word per cell (candidates as bits, up to 16 values), flat tables of
//! peers and houses ([`tables`]), naked and hidden singles and locked
//! candidates to a fixed point ([`settle`]), the cell with the fewest
//! candidates first, a copy of the state per guess. Resumable in chunks,
//! as [`super::DomainSolver`], whose propagation through the generic
//! [`crate::puzzles::Constraints`] it replaces for these puzzles.
//!
//! The same solver, with the rows and columns as its houses and a
//! puzzle's own rules beside them ([`rules`]), is the Latin-square
//! solver of Kendoku and Skyscrapers.

mod branch;
mod rules;
mod settle;
mod tables;

use std::sync::Arc;

use branch::{child_of, choose, Branching};
use rules::{ModelRules, NoRules, Rules};
use settle::{settle_with, Pending};
use tables::{HouseTables, SETTLED};

use super::guess_loop::{GuessSolver, GuessTree};
use crate::puzzles::{bit, Constraints, Houses, Kendoku, Skyscrapers, Sudoku};

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

/// Depth-first search over a Latin square (the rows and columns as
/// houses) and a puzzle's own rules beside them: Kendoku's cages,
/// Skyscrapers' clues.
pub type LatinSolver = GuessSolver<HouseStates<ModelRules>>;

/// The states of the house search, one per depth, and what settles them:
/// the houses, and `R`, the rules beyond them.
pub struct HouseStates<R = NoRules> {
    /// Shared by every solver on the same geometry.
    tables: Arc<HouseTables>,
    /// One state per depth, `tables.cells` words each.
    words: Vec<u32>,
    pending: Pending,
    rules: R,
    /// Where guesses are made: at cells, or also at a value's places.
    branching: Branching,
}

impl HouseSolver {
    /// A solver for `houses` with `givens` (0 = empty, else `1..=side`),
    /// the givens propagated at once. `None` for more than 16 values or
    /// more complete houses than the tables take.
    pub fn new(houses: &Houses, givens: &[u8]) -> Option<Self> {
        Self::with_deductions(houses, givens, Deductions::LockedCandidates)
    }

    /// A solver that propagates only as far as `deductions` go.
    pub fn with_deductions(houses: &Houses, givens: &[u8], deductions: Deductions) -> Option<Self> {
        with_rules(houses, givens, deductions, NoRules, Branching::Cells)
    }
}

impl LatinSolver {
    /// A solver for `kendoku`: its rows and columns as houses, its cages
    /// as the rules beside them. `None` above 16 values.
    pub fn kendoku(kendoku: &Kendoku) -> Option<Self> {
        let givens = vec![0; kendoku.cells()];
        let rules = ModelRules::new(kendoku.clone());
        with_rules(
            kendoku.houses(),
            &givens,
            Deductions::Singles,
            rules,
            Branching::Cells,
        )
    }

    /// A solver for a Killer Sudoku: its houses (rows, columns, boxes or
    /// regions and the cages), its cages' sums as the rules beside them
    /// (each cage narrowed to its combinations that still fit).
    pub fn killer(sudoku: &Sudoku, deductions: Deductions) -> Option<Self> {
        let rules = ModelRules::new(sudoku.clone());
        let (houses, givens) = (sudoku.houses(), sudoku.givens());
        with_rules(houses, givens, deductions, rules, Branching::Cells)
    }

    /// A solver for `skyscrapers`: its rows, columns (and diagonals) as
    /// houses, its clues as the rules beside them, guessing where a value
    /// goes in a line as well as what goes in a cell ([`Branching`]).
    /// `None` for a puzzle with gaps, whose lines hold some values more
    /// than once.
    pub fn skyscrapers(skyscrapers: &Skyscrapers) -> Option<Self> {
        if skyscrapers.gap().is_some() {
            return None;
        }
        let rules = ModelRules::new(skyscrapers.clone());
        let (houses, givens) = (skyscrapers.houses(), skyscrapers.givens());
        with_rules(
            houses,
            givens,
            Deductions::Singles,
            rules,
            Branching::Places,
        )
    }
}

/// A solver over `houses` with `givens`, propagated by `deductions` and
/// `rules`, guessing as `branching` says. Rows and columns cross in one
/// cell, so a Latin square has no locked candidates to find: its solvers
/// ask for singles only.
fn with_rules<R: Rules>(
    houses: &Houses,
    givens: &[u8],
    deductions: Deductions,
    mut rules: R,
    branching: Branching,
) -> Option<GuessSolver<HouseStates<R>>> {
    if givens.len() != houses.cells() || !HouseTables::fits(houses) {
        return None;
    }
    let tables = houses.derived(|| HouseTables::new(houses));
    let locked = deductions == Deductions::LockedCandidates;
    let (mut root, mut pending) = unsettled(&tables, givens, locked);
    let consistent = givens.iter().all(|&g| (g as usize) <= tables.side)
        && settle_with(&tables, &mut root, &mut pending, &mut rules);
    let mut words = Vec::with_capacity(tables.cells * 8);
    words.extend_from_slice(&root);
    let states = HouseStates {
        tables,
        words,
        pending,
        rules,
        branching,
    };
    Some(GuessSolver::start(states, consistent))
}

impl<R: Rules> GuessTree for HouseStates<R> {
    /// The guess [`choose`] makes, or the solution.
    fn open(&mut self, depth: usize, on_solution: &mut impl FnMut(&[u8])) -> Option<(u32, u32)> {
        let n = self.tables.cells;
        let state = &self.words[depth * n..(depth + 1) * n];
        let guess = choose(&self.tables, state, self.branching);
        if guess.is_none() {
            let values: Vec<u8> = state
                .iter()
                .map(|w| (w & !SETTLED).trailing_zeros() as u8)
                .collect();
            on_solution(&values);
        }
        guess
    }

    fn child(&mut self, depth: usize, key: u32, chosen: u32) -> bool {
        let n = self.tables.cells;
        let (cell, value) = child_of(&self.tables, key, chosen);
        let child = (depth + 1) * n;
        if self.words.len() < child + n {
            self.words.resize(child + n, 0);
        }
        self.words.copy_within(depth * n..child, child);
        self.rules.start_child(&self.words[depth * n..child]);
        self.words[child + cell] = value;
        self.pending.placed(&self.tables, cell as u16);
        settle_with(
            &self.tables,
            &mut self.words[child..child + n],
            &mut self.pending,
            &mut self.rules,
        )
    }
}

/// The state of `givens` before anything is struck, and everything in it
/// pending: the givens to strike, every house to look at (`locked`: for
/// locked candidates too).
fn unsettled(tables: &HouseTables, givens: &[u8], locked: bool) -> (Vec<u32>, Pending) {
    let state: Vec<u32> = givens
        .iter()
        .map(|&g| {
            if g == 0 {
                tables.all
            } else {
                bit(g.into()) as u32
            }
        })
        .collect();
    let mut pending = Pending::new(tables, locked);
    pending.everything(tables);
    for cell in (0..tables.cells as u16).filter(|&c| state[c as usize].count_ones() == 1) {
        pending.placed(tables, cell);
    }
    (state, pending)
}
