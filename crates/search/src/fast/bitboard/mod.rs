//! The fast solver for puzzles of houses with at most 256 cells and 16
//! values: every Sudoku shape up to 16x16 (jigsaw, diagonals, extra
//! regions) and the star. Candidates are kept per value as a set of cells
//! ([`board`]), one bit per cell ([`cells`]: 64 bits up to 8x8, 128 up to
//! 11x11, 256 beyond), so that a placement, a count of every cell's
//! candidates or a house's places for a value are a few word operations.
//! It applies the same deductions as the [`super::HouseSolver`] to the
//! same fixed point and guesses at the same cell in the same order, so
//! both find the same solutions in the same order with the same number of
//! guesses: the generator's puzzles do not depend on which one answered.

mod board;
mod cells;
mod layout;
mod lock;

use std::sync::Arc;

use board::{Bitboard, Reach};
use cells::{CellSet, Wide};
use layout::Layout;

use super::guess_loop::{GuessSolver, GuessTree};
use super::Deductions;
use crate::puzzles::Houses;

/// The most cells a layout has: the widest sets' capacity.
const MAX_CELLS: usize = Wide::CAPACITY;

/// Depth-first search over bitboards of 64 cells (up to 8x8).
pub type SmallBitboardSolver = GuessSolver<BitboardStates<u64>>;

/// Depth-first search over bitboards of 128 cells, resumable in chunks.
pub type BitboardSolver = GuessSolver<BitboardStates<u128>>;

/// The same over 256 cells (12x12 to 16x16).
pub type WideBitboardSolver = GuessSolver<BitboardStates<Wide>>;

/// The boards of the bitboard search, one per depth, and what settles
/// them.
pub struct BitboardStates<Cells> {
    layout: Arc<Layout<Cells>>,
    reach: Reach,
    list: Vec<Bitboard<Cells>>,
}

impl<Cells: CellSet + Send + Sync + 'static> GuessSolver<BitboardStates<Cells>> {
    /// A solver for `houses` with `givens` (0 = empty, else `1..=side`),
    /// propagated as far as `deductions` go. `None` when the puzzle has
    /// more cells than the sets hold or more than 16 values, or `givens`
    /// does not fit it.
    pub fn new(houses: &Houses, givens: &[u8], deductions: Deductions) -> Option<Self> {
        if givens.len() != houses.cells() || !Layout::<Cells>::fits(houses) {
            return None;
        }
        let layout = houses.derived(|| Layout::new(houses));
        let reach = match deductions {
            Deductions::Singles => Reach::Singles,
            Deductions::LockedCandidates => Reach::Locked,
        };
        // The root is made in its place in the list: a board is copied
        // whole (264 to 672 bytes), which an easy puzzle, solved in about
        // a microsecond, would feel.
        let mut list = vec![Bitboard::empty(&layout)];
        let root = &mut list[0];
        let consistent =
            root.place_givens(&layout, givens).is_ok() && root.settle(&layout, reach, None);
        let states = BitboardStates {
            layout,
            reach,
            list,
        };
        Some(GuessSolver::start(states, consistent))
    }
}

impl<Cells: CellSet> GuessTree for BitboardStates<Cells> {
    fn open(&mut self, depth: usize, on_solution: &mut impl FnMut(&[u8])) -> Option<(u32, u32)> {
        let side = self.layout.side;
        let board = &self.list[depth];
        let opened = board.pick(side);
        if opened.is_none() {
            // On the stack: no allocation per solution.
            let mut values = [0; MAX_CELLS];
            let values = &mut values[..self.layout.cells];
            board.write_values(&self.layout, values);
            on_solution(values);
        }
        opened
    }

    fn child(&mut self, depth: usize, cell: u32, value: u32) -> bool {
        // Made in its place in the list (one copy of the parent, not two);
        // a contradiction left there is replaced by the next child.
        self.list.truncate(depth + 1);
        self.list.push(self.list[depth]);
        let (parents, children) = self.list.split_at_mut(depth + 1);
        let (parent, child) = (&parents[depth], &mut children[0]);
        child.place(&self.layout, value.trailing_zeros() as usize, cell)
            && child.settle(&self.layout, self.reach, Some(parent))
    }
}
