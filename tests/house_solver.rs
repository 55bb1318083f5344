//! The house solver (every Sudoku shape and the star) against the generic
//! propagating solver it replaced: the same solutions, all of them, on
//! generated puzzles with givens taken away until they have many, and on
//! ones with a wrong given added (often none).

use std::collections::BTreeSet;

use btlab::fast::{generic_solver_for, singles_solver_for, solver_for, AnySolver, FastHalt};
use btlab::generate::{generate, Difficulty, Kind, SudokuShape};
use btlab::puzzles::{AnyPuzzle, Star, Sudoku};
use rand::{seq::SliceRandom, SeedableRng};
use rand_xoshiro::Xoshiro256PlusPlus;

/// Solutions counted past this stop the comparison (both must agree on
/// reaching it).
const LIMIT: u64 = 60;

/// Guesses either solver may make on one puzzle: with a different search
/// order, the generic solver sometimes takes seconds to find its 60
/// solutions; such a puzzle is left out, not waited for.
const GUESSES: u64 = 20_000;

fn shapes() -> Vec<(&'static str, Kind)> {
    vec![
        ("4x4", Kind::sudoku(4, 2, 2, false)),
        ("6x6", Kind::sudoku(6, 2, 3, false)),
        ("8x8", Kind::sudoku(8, 4, 2, false)),
        ("9x9", Kind::sudoku(9, 3, 3, false)),
        ("9x9 X", Kind::sudoku(9, 3, 3, true)),
        ("12x12", Kind::sudoku(12, 3, 4, false)),
        ("16x16", Kind::sudoku(16, 4, 4, false)),
        ("7x7 jigsaw", Kind::jigsaw(7)),
        ("9x9 jigsaw", Kind::jigsaw(9)),
        ("star", Kind::Sudoku(SudokuShape::Star)),
    ]
}

/// The same puzzle with other givens (`None` if they clash).
fn with_givens(puzzle: &AnyPuzzle, givens: Vec<u8>) -> Option<AnyPuzzle> {
    match puzzle {
        AnyPuzzle::Sudoku(s) => Sudoku::with_layout(givens, s.layout().clone())
            .ok()
            .map(AnyPuzzle::Sudoku),
        AnyPuzzle::Star(_) => Star::new(givens).ok().map(AnyPuzzle::Star),
        _ => unreachable!("only house puzzles here"),
    }
}

fn givens(puzzle: &AnyPuzzle) -> Vec<u8> {
    match puzzle {
        AnyPuzzle::Sudoku(s) => s.givens().to_vec(),
        AnyPuzzle::Star(s) => s.givens().to_vec(),
        _ => unreachable!("only house puzzles here"),
    }
}

/// Every solution up to [`LIMIT`], whether the search was whole, and
/// whether it stayed within [`GUESSES`] (`None`: it did not).
fn all(mut solver: Box<dyn AnySolver>) -> Option<(BTreeSet<Vec<u8>>, bool)> {
    let mut found = BTreeSet::new();
    // Small chunks: resuming must lose nothing.
    loop {
        match solver.run_dyn(Some(LIMIT), 37, &mut |v| {
            found.insert(v.to_vec());
        }) {
            FastHalt::Budget if solver.nodes() > GUESSES => return None,
            FastHalt::Budget => continue,
            halt => {
                assert_eq!(solver.solutions(), found.len() as u64, "distinct solutions");
                return Some((found, halt == FastHalt::Exhausted));
            }
        }
    }
}

#[test]
fn the_house_solver_finds_what_the_generic_solver_finds_on_every_shape() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2026);
    let (mut many, mut none) = (0, 0);
    for (name, kind) in shapes() {
        for seed in 0..3 {
            let made = generate(kind, seed, Difficulty::Easy).unwrap();
            let (solutions, _) = all(solver_for(&made.puzzle)).unwrap();
            let solution = solutions.first().unwrap().clone();
            let mut g = givens(&made.puzzle);
            let mut filled: Vec<usize> = (0..g.len()).filter(|&c| g[c] != 0).collect();
            filled.shuffle(&mut rng);
            let side = g.iter().copied().max().unwrap();
            // A sixteenth of the givens taken away each round: from one
            // solution to many.
            for (round, cells) in filled.chunks(filled.len() / 16 + 1).take(16).enumerate() {
                for &cell in cells {
                    g[cell] = 0;
                }
                let mut tried = g.clone();
                if round % 2 == 1 {
                    // A wrong given somewhere empty: often no solution.
                    let empty = (0..g.len()).filter(|&c| g[c] == 0).collect::<Vec<_>>();
                    let cell = *empty.choose(&mut rng).unwrap();
                    tried[cell] = solution[cell] % side + 1;
                }
                let Some(puzzle) = with_givens(&made.puzzle, tried) else {
                    continue;
                };
                let (Some((ours, whole)), Some((theirs, their_whole))) =
                    (all(solver_for(&puzzle)), all(generic_solver_for(&puzzle)))
                else {
                    continue;
                };
                assert_eq!(whole, their_whole, "{name} seed {seed} round {round}");
                if whole {
                    assert_eq!(ours, theirs, "{name} seed {seed} round {round}");
                }
                for s in &ours {
                    assert!(
                        puzzle.is_solution(s),
                        "{name}: a solution that breaks the rules"
                    );
                }
                many += usize::from(ours.len() > 1);
                none += usize::from(ours.is_empty());
            }
        }
    }
    // The comparison covered puzzles with many solutions and with none.
    assert!(
        many > 40 && none > 10,
        "{many} with several, {none} with none"
    );
}

#[test]
fn locked_candidates_save_guesses_and_singles_alone_do_not_overreach() {
    // A hard 16x16: with locked candidates, fewer guesses than singles
    // alone, which guess exactly as often as the generic solver.
    let made = generate(Kind::sudoku(16, 4, 4, false), 5, Difficulty::Hard).unwrap();
    let guesses = |mut s: Box<dyn AnySolver>| {
        assert_eq!(
            s.run_dyn(Some(2), u64::MAX, &mut |_| {}),
            FastHalt::Exhausted
        );
        assert_eq!(s.solutions(), 1);
        s.nodes()
    };
    let locked = guesses(solver_for(&made.puzzle));
    let singles = guesses(singles_solver_for(&made.puzzle));
    let generic = guesses(generic_solver_for(&made.puzzle));
    assert_eq!(
        singles, generic,
        "singles only: the generic solver's search"
    );
    assert!(
        locked <= singles,
        "{locked} guesses with locked candidates, {singles} without"
    );
}
