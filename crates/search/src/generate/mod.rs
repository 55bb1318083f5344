//! Making puzzles from a seed: Sudoku of every shape (boxes, jigsaw,
//! diagonals, the star), Kendoku, Skyscrapers and Tents. Each has exactly
//! one solution, proved by the fast solver; its difficulty is measured by
//! the search itself (the guesses `fast` needs to prove it unique, the
//! attempts `classic` needs to solve it). The same seed makes the same
//! puzzle, here and in the page (the random numbers are the same on every
//! platform).

mod grids;
mod killer;
mod latin;
mod sudoku;
mod tents;

use std::str::FromStr;

use rand::SeedableRng;
use rand_xoshiro::Xoshiro256PlusPlus;
use serde::{Deserialize, Serialize};

use crate::fast::solver_for;
use crate::puzzles::AnyPuzzle;
use crate::solve::stepper;
use crate::strategy::Strategy;

pub use latin::{cages, latin_square};
pub use sudoku::SudokuShape;

/// The random numbers of a generator: the same on every platform.
pub type Rng = Xoshiro256PlusPlus;

/// How hard a puzzle is, as the search finds it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
pub enum Difficulty {
    /// Many givens (or clues); propagation alone solves it.
    Easy,
    /// As few givens as uniqueness allows; propagation alone solves it.
    Medium,
    /// As few givens as uniqueness allows; `fast` must guess.
    Hard,
}

impl Difficulty {
    /// Its name: `easy`, `medium`, `hard`.
    pub fn name(self) -> &'static str {
        match self {
            Difficulty::Easy => "easy",
            Difficulty::Medium => "medium",
            Difficulty::Hard => "hard",
        }
    }
}

impl FromStr for Difficulty {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        match s {
            "easy" => Ok(Difficulty::Easy),
            "medium" => Ok(Difficulty::Medium),
            "hard" => Ok(Difficulty::Hard),
            other => Err(format!(
                "unknown difficulty '{other}': use easy, medium or hard"
            )),
        }
    }
}

/// What to make.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Kind {
    /// A Sudoku of this shape.
    Sudoku(SudokuShape),
    /// A Killer Sudoku of this side (boxes of the usual shape; 4 to 12):
    /// cages with sums, no givens.
    Killer(usize),
    /// A Kendoku of this side (3 to 9).
    Kendoku(usize),
    /// A Skyscrapers of this side (3 to 9).
    Skyscrapers(usize),
    /// Tents of `rows` x `cols` (4 to 25).
    Tents(usize, usize),
}

impl Kind {
    /// A Sudoku of `side` with boxes of `rows` x `cols`, and both main
    /// diagonals if `diagonals` (Sudoku X).
    pub const fn sudoku(side: usize, rows: usize, cols: usize, diagonals: bool) -> Self {
        Kind::Sudoku(SudokuShape::Boxes {
            side,
            rows,
            cols,
            diagonals,
        })
    }

    /// A jigsaw Sudoku of `side` (random regions), without diagonals.
    pub const fn jigsaw(side: usize) -> Self {
        Kind::Sudoku(SudokuShape::Jigsaw {
            side,
            diagonals: false,
        })
    }
}

/// A puzzle made, with what the search says of it.
#[derive(Clone, Debug)]
pub struct Made {
    /// The puzzle (exactly one solution).
    pub puzzle: AnyPuzzle,
    /// Its difficulty, as measured.
    pub difficulty: Difficulty,
    /// The guesses `fast` made to prove it unique.
    pub guesses: u64,
    /// The attempts `classic` needed to solve it (`None`: more than
    /// [`CLASSIC_BUDGET`] steps).
    pub attempts: Option<u64>,
    /// Candidates made before one had the difficulty asked for.
    pub tries: u32,
}

/// The steps `classic` may take when a puzzle's difficulty is measured.
pub const CLASSIC_BUDGET: u64 = 2_000_000;

/// Candidates made, at most, to meet the difficulty asked for; then the
/// nearest one is given (its measured difficulty says which it is).
const TRIES: u32 = 24;

/// Measures a puzzle: `fast`'s guesses proving it unique, and `classic`'s
/// attempts to its first solution (within [`CLASSIC_BUDGET`] steps).
pub fn measure(puzzle: &AnyPuzzle) -> (u64, u64, Option<u64>) {
    let mut fast = solver_for(puzzle);
    fast.run_dyn(Some(2), u64::MAX, &mut |_| {});
    let attempts = stepper(puzzle, Strategy::Classic).and_then(|mut search| {
        search.run_until(CLASSIC_BUDGET, Some(1), &mut |_, _| {});
        (search.stats().solutions > 0).then(|| search.stats().attempts)
    });
    (fast.solutions(), fast.nodes(), attempts)
}

/// Makes a puzzle of `kind` from `seed`, as near `wanted` as a few tries
/// get.
pub fn generate(kind: Kind, seed: u64, wanted: Difficulty) -> Result<Made, String> {
    check(kind)?;
    let mut best: Option<Made> = None;
    for tries in 1..=TRIES {
        let mut rng = Rng::seed_from_u64(
            seed.wrapping_mul(0x9E37_79B9)
                .wrapping_add(u64::from(tries)),
        );
        let Some(puzzle) = candidate(kind, wanted, &mut rng) else {
            continue;
        };
        let (solutions, guesses, attempts) = measure(&puzzle);
        if solutions != 1 {
            continue;
        }
        let difficulty = match (wanted, guesses) {
            (_, g) if g > 0 => Difficulty::Hard,
            (Difficulty::Easy, _) => Difficulty::Easy,
            _ => Difficulty::Medium,
        };
        let made = Made {
            puzzle,
            difficulty,
            guesses,
            attempts,
            tries,
        };
        if difficulty == wanted {
            return Ok(made);
        }
        // Keep the one nearest to what was asked.
        let distance = |d: Difficulty| (d as i32 - wanted as i32).abs();
        if best
            .as_ref()
            .is_none_or(|b| distance(difficulty) < distance(b.difficulty))
        {
            best = Some(made);
        }
    }
    best.ok_or_else(|| format!("no puzzle could be made in {TRIES} tries; try another seed"))
}

/// Refuses sizes out of range.
fn check(kind: Kind) -> Result<(), String> {
    match kind {
        Kind::Sudoku(shape) => shape.check(),
        Kind::Killer(n) if !(4..=12).contains(&n) || crate::puzzles::standard_box(n).is_none() => {
            Err(format!(
                "a Killer's side has boxes: 4, 6, 8, 9, 10 or 12, got {n}"
            ))
        }
        Kind::Kendoku(n) | Kind::Skyscrapers(n) if !(3..=9).contains(&n) => {
            Err(format!("the size goes from 3 to 9, got {n}"))
        }
        Kind::Tents(r, c) if !(4..=25).contains(&r) || !(4..=25).contains(&c) => {
            Err(format!("rows and columns go from 4 to 25, got {r}x{c}"))
        }
        _ => Ok(()),
    }
}

/// One candidate puzzle (not yet known to be unique, in most kinds).
fn candidate(kind: Kind, wanted: Difficulty, rng: &mut Rng) -> Option<AnyPuzzle> {
    match kind {
        Kind::Sudoku(shape) => sudoku::make(shape, wanted, rng),
        Kind::Killer(side) => killer::make(side, wanted, rng),
        Kind::Kendoku(n) => latin::kendoku(n, rng),
        Kind::Skyscrapers(n) => latin::skyscrapers(n, wanted, rng),
        Kind::Tents(rows, cols) => tents::make(rows, cols, rng),
    }
}
