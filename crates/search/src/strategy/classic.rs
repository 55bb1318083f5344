//! The article's program, exactly: cells in index order, candidates
//! ascending, sets holding only the values placed so far; or, as the
//! course text's exercise asks, each level's candidates shuffled
//! (`shuffled`: rows in order, columns in random order).

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

use crate::engine::{Move, Puzzle, Stack};
use crate::puzzles::{values_of, Constraints};

/// The classic strategy over any puzzle.
///
/// Level = cell index (row for N-Queens). `moves` lists the given alone, or
/// the values not yet in the cell's sets; `valid` checks the sets again (a
/// given enters them only when its own cell is reached, so this is where an
/// earlier choice that clashes with a given is found out) and, for Kendoku,
/// the cage the cell completes.
#[derive(Clone, Debug)]
pub struct Classic<C> {
    model: C,
    shuffle: Option<Xoshiro256PlusPlus>,
}

impl<C: Constraints> Classic<C> {
    /// The classic search over `model`.
    pub fn new(model: C) -> Self {
        Classic {
            model,
            shuffle: None,
        }
    }

    /// The classic search with each level's candidates shuffled by a
    /// generator seeded with `seed`: the course's random order.
    pub fn shuffled(model: C, seed: u64) -> Self {
        Classic {
            model,
            shuffle: Some(Xoshiro256PlusPlus::seed_from_u64(seed)),
        }
    }

    /// The puzzle, with the sets of the values recorded so far.
    pub fn model(&self) -> &C {
        &self.model
    }

    /// Bytes held, roughly: what a snapshot of the search costs (the
    /// puzzle's fixed parts are shared).
    pub fn footprint(&self) -> usize {
        std::mem::size_of::<C>()
    }
}

impl<C: Constraints> Puzzle for Classic<C> {
    fn cells(&self) -> usize {
        self.model.cells()
    }

    fn moves_bound(&self) -> usize {
        self.model.size() as usize
    }

    #[inline(always)]
    fn moves(&mut self, level: usize, out: &mut Stack<Move>) {
        let candidates = self.model.classic_moves(level);
        let start = out.len();
        out.extend(values_of(candidates).map(|v| Move::new(level, v)));
        if let Some(rng) = &mut self.shuffle {
            out[start..].shuffle(rng);
        }
    }

    #[inline(always)]
    fn valid(&mut self, _level: usize, mv: Move) -> bool {
        let cell = mv.cell as usize;
        self.model.classic_moves_prechecked(cell) || self.model.consistent(cell, mv.value as u32)
    }

    #[inline(always)]
    fn record(&mut self, _level: usize, mv: Move) {
        self.model.place(mv.cell as usize, mv.value as u32);
    }

    #[inline(always)]
    fn undo(&mut self, _level: usize, mv: Move) {
        self.model.unplace(mv.cell as usize, mv.value as u32);
    }

    #[inline(always)]
    fn done(&self, level: usize) -> bool {
        level == self.model.cells()
    }
}
