//! The generator: every kind and shape it makes has exactly one solution
//! (counted again here by `propagate`, not only by the `fast` solver that
//! made it), the measured difficulty is what the search says, and the
//! same seed makes the same puzzle.

use btlab::format::to_json;
use btlab::generate::{generate, Difficulty, Kind, SudokuShape};
use btlab::puzzles::AnyPuzzle;
use btlab::solve::solve;
use btlab::strategy::Strategy;

fn kinds() -> Vec<(&'static str, Kind)> {
    let boxes = |side, rows, cols| {
        Kind::Sudoku(SudokuShape::Boxes {
            side,
            rows,
            cols,
            diagonals: false,
        })
    };
    vec![
        ("4x4", boxes(4, 2, 2)),
        ("6x6 2x3", boxes(6, 2, 3)),
        ("6x6 3x2", boxes(6, 3, 2)),
        ("8x8 2x4", boxes(8, 2, 4)),
        ("8x8 4x2", boxes(8, 4, 2)),
        ("9x9", boxes(9, 3, 3)),
        (
            "9x9 X",
            Kind::Sudoku(SudokuShape::Boxes {
                side: 9,
                rows: 3,
                cols: 3,
                diagonals: true,
            }),
        ),
        ("12x12 3x4", boxes(12, 3, 4)),
        ("16x16", boxes(16, 4, 4)),
        (
            "7x7 jigsaw",
            Kind::Sudoku(SudokuShape::Jigsaw {
                side: 7,
                diagonals: false,
            }),
        ),
        (
            "12x12 jigsaw",
            Kind::Sudoku(SudokuShape::Jigsaw {
                side: 12,
                diagonals: false,
            }),
        ),
        ("star", Kind::Sudoku(SudokuShape::Star)),
        ("killer 9", Kind::Killer(9)),
        ("killer 6", Kind::Killer(6)),
        ("kendoku 6", Kind::Kendoku(6)),
        ("skyscrapers 6", Kind::Skyscrapers(6)),
        ("tents 8x12", Kind::Tents(8, 12)),
    ]
}

/// Solutions by `strategy`, counting to 2.
fn count(puzzle: &AnyPuzzle, strategy: Strategy) -> u64 {
    solve(puzzle, strategy, Some(2), 1).stats.solutions
}

#[test]
fn every_kind_is_unique_and_the_same_seed_makes_the_same_puzzle() {
    for (name, kind) in kinds() {
        for difficulty in [Difficulty::Easy, Difficulty::Hard] {
            let made = generate(kind, 11, difficulty).unwrap_or_else(|e| panic!("{name}: {e}"));
            assert_eq!(count(&made.puzzle, Strategy::Fast), 1, "{name}: fast");
            // A second solver's word, where it is quick enough for a test.
            if !name.starts_with("12") && !name.starts_with("16") {
                assert_eq!(
                    count(&made.puzzle, Strategy::Propagate),
                    1,
                    "{name}: propagate"
                );
            }
            let again = generate(kind, 11, difficulty).unwrap();
            assert_eq!(
                to_json(&made.puzzle),
                to_json(&again.puzzle),
                "{name}: seed 11 twice"
            );
            let other = generate(kind, 12, difficulty).unwrap();
            assert_ne!(
                to_json(&made.puzzle),
                to_json(&other.puzzle),
                "{name}: seeds 11 and 12"
            );
            // The difficulty said is the one the search finds.
            assert_eq!(
                made.difficulty == Difficulty::Hard,
                made.guesses > 0,
                "{name}"
            );
        }
    }
}

#[test]
fn hard_sudoku_needs_guesses_and_easy_keeps_more_givens() {
    let kind = Kind::Sudoku(SudokuShape::boxes(9, false).unwrap());
    let givens = |made: &btlab::generate::Made| match &made.puzzle {
        AnyPuzzle::Sudoku(s) => s.givens().iter().filter(|&&g| g != 0).count(),
        _ => unreachable!(),
    };
    let easy = generate(kind, 5, Difficulty::Easy).unwrap();
    let medium = generate(kind, 5, Difficulty::Medium).unwrap();
    let hard = generate(kind, 5, Difficulty::Hard).unwrap();
    assert_eq!(
        (easy.difficulty, medium.difficulty, hard.difficulty),
        (Difficulty::Easy, Difficulty::Medium, Difficulty::Hard)
    );
    assert_eq!(easy.guesses, 0);
    assert_eq!(medium.guesses, 0);
    assert!(hard.guesses > 0);
    assert!(
        givens(&easy) > givens(&medium),
        "{} vs {}",
        givens(&easy),
        givens(&medium)
    );
}

#[test]
fn a_killer_has_no_givens_its_cages_cover_the_grid_and_harder_ones_have_fewer_cages() {
    let cages = |made: &btlab::generate::Made| match &made.puzzle {
        AnyPuzzle::Sudoku(s) => {
            assert!(s.givens().iter().all(|&g| g == 0));
            let sums = s.cage_sums().expect("cages");
            let covered: usize = sums.cages().iter().map(|c| c.cells.len()).sum();
            assert_eq!(covered, 81);
            assert!(sums.cages().iter().all(|c| c.target > 0));
            sums.cages().len()
        }
        _ => unreachable!(),
    };
    let easy = generate(Kind::Killer(9), 5, Difficulty::Easy).unwrap();
    let medium = generate(Kind::Killer(9), 5, Difficulty::Medium).unwrap();
    let hard = generate(Kind::Killer(9), 5, Difficulty::Hard).unwrap();
    assert_eq!(
        (easy.difficulty, medium.difficulty, hard.difficulty),
        (Difficulty::Easy, Difficulty::Medium, Difficulty::Hard)
    );
    assert!(hard.guesses > 0 && medium.guesses == 0);
    let (e, m, h) = (cages(&easy), cages(&medium), cages(&hard));
    assert!(e > m && m > h, "cages: easy {e}, medium {m}, hard {h}");
    assert!(generate(Kind::Killer(7), 1, Difficulty::Easy).is_err());
}

#[test]
fn sizes_out_of_range_are_refused() {
    assert!(generate(Kind::Kendoku(10), 1, Difficulty::Easy).is_err());
    assert!(generate(Kind::Skyscrapers(2), 1, Difficulty::Easy).is_err());
    assert!(generate(Kind::Tents(3, 30), 1, Difficulty::Easy).is_err());
    // Found by fuzzing the worker's requests: box sides whose product
    // overflows.
    let huge = Kind::Sudoku(SudokuShape::Boxes {
        side: 9,
        rows: usize::MAX / 2 + 1,
        cols: 2,
        diagonals: false,
    });
    assert!(generate(huge, 1, Difficulty::Easy).is_err());
    let bad = Kind::Sudoku(SudokuShape::Boxes {
        side: 9,
        rows: 2,
        cols: 3,
        diagonals: false,
    });
    assert!(generate(bad, 1, Difficulty::Easy).is_err());
}
