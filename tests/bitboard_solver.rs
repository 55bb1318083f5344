//! The bitboard solver (house puzzles up to 128 cells, and its 64-cell and
//! 256-cell forms for up to 8x8 and for 12x12 to 16x16) against the house
//! solver: the same rules to the same fixed point and the same guesses,
//! so on every puzzle the same solutions in the same order, after the same
//! number of guesses, with singles alone and with locked candidates; on
//! generated puzzles with givens taken away until they have many
//! solutions, with a wrong given added (often none), and on the janko.at
//! puzzles of `../shared/janko/`.

mod common;

use btlab::fast::{
    AnySolver, BitboardSolver, Deductions, HouseSolver, SmallBitboardSolver, WideBitboardSolver,
};
use btlab::generate::{generate, Difficulty, Kind, SudokuShape};
use btlab::puzzles::{AnyPuzzle, Houses};
use rand::{seq::SliceRandom, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

use common::trace::Trace;

/// Solutions counted at most on one puzzle.
const LIMIT: u64 = 40;
/// Guesses at most on one puzzle.
const GUESSES: u64 = 5_000;

/// What a solver did, in chunks of 29 guesses.
fn trace(solver: Box<dyn AnySolver>) -> Trace {
    common::trace::trace(solver, LIMIT, GUESSES, 29)
}

fn houses_and_givens(puzzle: &AnyPuzzle) -> (&Houses, &[u8]) {
    match puzzle {
        AnyPuzzle::Sudoku(s) => (s.houses(), s.givens()),
        AnyPuzzle::Star(s) => (s.houses(), s.givens()),
        _ => unreachable!("only house puzzles here"),
    }
}

/// Both solvers on `givens`, with both reaches: identical traces. Returns
/// the number of solutions found.
fn agree(houses: &Houses, givens: &[u8], what: &str) -> usize {
    let mut count = 0;
    for deductions in [Deductions::Singles, Deductions::LockedCandidates] {
        let ours: Box<dyn AnySolver> = if houses.cells() <= 64 {
            Box::new(SmallBitboardSolver::new(houses, givens, deductions).expect("fits 64 cells"))
        } else if houses.cells() <= 128 {
            Box::new(BitboardSolver::new(houses, givens, deductions).expect("fits 128 cells"))
        } else {
            Box::new(WideBitboardSolver::new(houses, givens, deductions).expect("fits 256 cells"))
        };
        let theirs = HouseSolver::with_deductions(houses, givens, deductions).unwrap();
        let (a, b) = (trace(ours), trace(Box::new(theirs)));
        assert_eq!(a, b, "{what}, {deductions:?}");
        count = a.0.len();
    }
    count
}

#[test]
fn the_bitboard_solver_searches_exactly_as_the_house_solver_on_every_small_shape() {
    let (many, none) = agree_on_generated(
        &[
            Kind::sudoku(4, 2, 2, false),
            Kind::sudoku(6, 2, 3, false),
            Kind::sudoku(8, 4, 2, false),
            Kind::sudoku(9, 3, 3, false),
            Kind::sudoku(9, 3, 3, true),
            Kind::jigsaw(7),
            Kind::jigsaw(9),
            Kind::Sudoku(SudokuShape::Star),
        ],
        3,
    );
    assert!(
        many > 30 && none > 10,
        "{many} with several, {none} with none"
    );
}

#[test]
fn the_wide_bitboard_solver_searches_exactly_as_the_house_solver_on_the_big_shapes() {
    let (many, none) = agree_on_generated(
        &[
            Kind::sudoku(12, 3, 4, false),
            Kind::jigsaw(12),
            Kind::sudoku(16, 4, 4, false),
            Kind::sudoku(16, 4, 4, true),
        ],
        2,
    );
    assert!(
        many > 10 && none > 4,
        "{many} with several, {none} with none"
    );
}

/// Both solvers on generated puzzles of `kinds` (`seeds` of each), with
/// givens taken away round by round and, every other round, a wrong one
/// added. Returns how many had several solutions and how many none.
fn agree_on_generated(kinds: &[Kind], seeds: u64) -> (usize, usize) {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(11);
    let (mut many, mut none) = (0, 0);
    for &kind in kinds {
        for seed in 0..seeds {
            let made = generate(kind, seed, Difficulty::Hard).unwrap();
            let (houses, givens) = houses_and_givens(&made.puzzle);
            let side = houses.side() as u8;
            let mut g = givens.to_vec();
            let mut filled: Vec<usize> = (0..g.len()).filter(|&c| g[c] != 0).collect();
            filled.shuffle(&mut rng);
            for (round, cells) in filled.chunks(filled.len() / 12 + 1).enumerate() {
                let mut tried = g.clone();
                if round % 2 == 1 {
                    // Any value somewhere empty: a clash, or often no
                    // solution, or one of several.
                    let empty: Vec<usize> = (0..g.len()).filter(|&c| g[c] == 0).collect();
                    if let Some(&cell) = empty.choose(&mut rng) {
                        tried[cell] = ((cell * 7 + round) % usize::from(side)) as u8 + 1;
                    }
                }
                let found = agree(
                    houses,
                    &tried,
                    &format!("{kind:?} seed {seed} round {round}"),
                );
                many += usize::from(found > 1);
                none += usize::from(found == 0);
                for &cell in cells {
                    g[cell] = 0;
                }
            }
        }
    }
    (many, none)
}

#[test]
fn the_bitboard_solver_searches_exactly_as_the_house_solver_on_the_janko_puzzles() {
    let mut checked = 0;
    for (path, puzzle) in common::janko::puzzles() {
        let (AnyPuzzle::Sudoku(_) | AnyPuzzle::Star(_)) = &puzzle else {
            continue;
        };
        let (houses, givens) = houses_and_givens(&puzzle);
        let what = path.display().to_string();
        assert_eq!(agree(houses, givens, &what), 1, "{what}");
        checked += 1;
    }
    assert!(checked >= 40, "only {checked} janko.at Sudoku puzzles");
}
