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

use super::guess_loop::{GuessSolver, GuessTree};
use super::Deductions;
use crate::puzzles::Houses;

/// Depth-first search over bitboards, resumable in chunks.
pub type BitboardSolver = GuessSolver<BitboardStates>;

/// The boards of the bitboard search, one per depth, and what settles
/// them.
pub struct BitboardStates {
    layout: Arc<Layout>,
    reach: Reach,
    list: Vec<Board>,
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
        let states = BitboardStates {
            layout,
            reach,
            list: vec![root],
        };
        Some(GuessSolver::start(states, consistent))
    }
}

impl GuessTree for BitboardStates {
    fn open(&mut self, depth: usize, on_solution: &mut impl FnMut(&[u8])) -> Option<(u32, u32)> {
        let side = self.layout.side;
        let board = &self.list[depth];
        let opened = board.pick(side);
        if opened.is_none() {
            let values: Vec<u8> = (0..self.layout.cells)
                .map(|cell| board.value_at(side, cell) as u8 + 1)
                .collect();
            on_solution(&values);
        }
        opened
    }

    fn child(&mut self, depth: usize, cell: u32, value: u32) -> bool {
        let parent = &self.list[depth];
        let mut child = *parent;
        if !child.place(&self.layout, value.trailing_zeros() as usize, cell)
            || !child.settle(&self.layout, self.reach, Some(parent))
        {
            return false;
        }
        self.list.truncate(depth + 1);
        self.list.push(child);
        true
    }
}
