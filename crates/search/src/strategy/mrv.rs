//! Fewest candidates first, with forward checking; optionally with the
//! candidates in a seeded random order (the `random` strategy).

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

use crate::engine::{Move, Puzzle, Stack};
use crate::puzzles::{values_of, Constraints, Mask};

/// MRV over any puzzle: each level picks the unassigned cell with the fewest
/// candidates left (ties: lowest index); `valid` also refuses a move that
/// leaves some other unassigned cell without candidates.
#[derive(Clone, Debug)]
pub struct Mrv<C> {
    model: C,
    assigned: Vec<bool>,
    shuffle: Option<Xoshiro256PlusPlus>,
}

impl<C: Constraints> Mrv<C> {
    /// MRV with candidates ascending.
    pub fn new(model: C) -> Self {
        let cells = model.cells();
        Mrv {
            model,
            assigned: vec![false; cells],
            shuffle: None,
        }
    }

    /// MRV with candidates shuffled by a generator seeded with `seed`.
    pub fn random(model: C, seed: u64) -> Self {
        let mut mrv = Self::new(model);
        mrv.shuffle = Some(Xoshiro256PlusPlus::seed_from_u64(seed));
        mrv
    }

    /// The puzzle, with the values recorded so far.
    pub fn model(&self) -> &C {
        &self.model
    }

    /// Bytes held, roughly: what a snapshot of the search costs.
    pub fn footprint(&self) -> usize {
        self.assigned.capacity()
    }

    /// The cell the next level branches on: the unassigned cell with the
    /// fewest candidates (ties: the lowest index). `None` when every cell
    /// is assigned.
    pub fn choice(&self) -> Option<usize> {
        (0..self.model.cells())
            .filter(|&c| !self.assigned[c])
            .min_by_key(|&c| self.domain(c).count_ones())
    }

    /// Whether a level has assigned `cell`.
    pub fn is_assigned(&self, cell: usize) -> bool {
        self.assigned[cell]
    }

    /// The candidates of `cell` now: its free values (the given alone).
    pub fn domain(&self, cell: usize) -> Mask {
        self.model.forward(cell)
    }
}

impl<C: Constraints> Puzzle for Mrv<C> {
    fn cells(&self) -> usize {
        self.model.cells()
    }

    fn moves_bound(&self) -> usize {
        self.model.size() as usize
    }

    fn moves(&mut self, _level: usize, out: &mut Stack<Move>) {
        if let Some(cell) = self.choice() {
            let start = out.len();
            out.extend(values_of(self.domain(cell)).map(|v| Move::new(cell, v)));
            if let Some(rng) = &mut self.shuffle {
                out[start..].shuffle(rng);
            }
        }
    }

    fn valid(&mut self, _level: usize, mv: Move) -> bool {
        let (cell, value) = (mv.cell as usize, mv.value as u32);
        if !self.model.consistent(cell, value) {
            return false;
        }
        self.model.place(cell, value);
        let ok =
            (0..self.model.cells()).all(|c| c == cell || self.assigned[c] || self.domain(c) != 0);
        self.model.unplace(cell, value);
        ok
    }

    fn record(&mut self, _level: usize, mv: Move) {
        self.model.place(mv.cell as usize, mv.value as u32);
        self.assigned[mv.cell as usize] = true;
    }

    fn undo(&mut self, _level: usize, mv: Move) {
        self.model.unplace(mv.cell as usize, mv.value as u32);
        self.assigned[mv.cell as usize] = false;
    }

    fn done(&self, level: usize) -> bool {
        level == self.model.cells()
    }
}
