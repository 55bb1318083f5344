//! N-Queens past the masks' 32 columns, searched step by step as the
//! course text writes it: rows in order, each row's columns in order
//! (`classic`) or shuffled (`shuffled`), a queen refused when a queen
//! above attacks it. The same search, event for event, as
//! [`super::Classic`] over [`crate::puzzles::Queens`] on the boards both
//! take; its lines are flags, so it takes any board a move can name.

use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;

use super::Strategy;
use crate::engine::{Move, Puzzle, Stack};
use crate::puzzles::{QueenLines, MAX_STEPPED_QUEENS};

/// The course's search of `n` queens, with the columns in order or
/// shuffled.
#[derive(Clone, Debug)]
pub struct WideQueens {
    lines: QueenLines,
    n: usize,
    shuffle: Option<Xoshiro256PlusPlus>,
}

impl WideQueens {
    /// The search of `n` queens (1 to [`MAX_STEPPED_QUEENS`]) by
    /// `strategy`: `classic` or `shuffled`; `None` for a strategy that
    /// keeps candidate sets (propagate, dutch, mrv, random: their sets are
    /// masks) or has no steps (fast).
    pub fn new(n: usize, strategy: Strategy) -> Option<Self> {
        if !(1..=MAX_STEPPED_QUEENS).contains(&n) {
            return None;
        }
        let shuffle = match strategy {
            Strategy::Classic => None,
            Strategy::Shuffled { seed } => Some(Xoshiro256PlusPlus::seed_from_u64(seed)),
            _ => return None,
        };
        Some(WideQueens {
            lines: QueenLines::new(n),
            n,
            shuffle,
        })
    }

    /// Whether `strategy` steps a board of any size: the course's two
    /// orders.
    pub fn steps(strategy: Strategy) -> bool {
        matches!(strategy, Strategy::Classic | Strategy::Shuffled { .. })
    }

    /// Whether `strategy` runs on a board of `n` queens past the masks to
    /// the solution `limit`: the course's two orders step it up to
    /// [`MAX_STEPPED_QUEENS`]; `fast` finds a first solution (its random
    /// restarts find one board, and prove nothing of others).
    pub fn runs(n: usize, strategy: Strategy, limit: Option<u64>) -> bool {
        (n <= MAX_STEPPED_QUEENS && Self::steps(strategy))
            || (strategy == Strategy::Fast && limit == Some(1))
    }

    /// Bytes held, roughly: what a snapshot of the search costs.
    pub fn footprint(&self) -> usize {
        self.lines.footprint() + std::mem::size_of::<Self>()
    }
}

impl Puzzle for WideQueens {
    fn cells(&self) -> usize {
        self.n
    }

    fn moves_bound(&self) -> usize {
        self.n
    }

    /// Every column of the row, as the course's `place_next` lists them.
    fn moves(&mut self, level: usize, out: &mut Stack<Move>) {
        let start = out.len();
        out.extend((1..=self.n as u32).map(|column| Move::new(level, column)));
        if let Some(rng) = &mut self.shuffle {
            out[start..].shuffle(rng);
        }
    }

    fn valid(&mut self, _level: usize, mv: Move) -> bool {
        self.lines
            .is_safe(usize::from(mv.cell), usize::from(mv.value) - 1)
    }

    fn record(&mut self, _level: usize, mv: Move) {
        self.lines
            .set(usize::from(mv.cell), usize::from(mv.value) - 1, true);
    }

    fn undo(&mut self, _level: usize, mv: Move) {
        self.lines
            .set(usize::from(mv.cell), usize::from(mv.value) - 1, false);
    }

    fn done(&self, level: usize) -> bool {
        level == self.n
    }
}
