//! Every library puzzle parses and has a solution.

use btlab::format::parse_puzzle;
use btlab::i18n::Lang;
use btlab::library::LIBRARY;
use btlab::solve::solve;
use btlab::strategy::Strategy;

#[test]
fn every_library_puzzle_parses_and_solves() {
    assert!(LIBRARY.len() >= 12);
    for (key, doc) in LIBRARY {
        let name = Lang::En.t(key);
        let p = parse_puzzle(doc).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(
            solve(&p, Strategy::Fast, Some(1), 1).stats.solutions == 1,
            "{name}"
        );
    }
}

/// The library's generated puzzles are what `btlab generate` makes from
/// the seed their names give.
#[test]
fn generated_library_puzzles_come_from_their_seeds() {
    use btlab::format::to_json;
    use btlab::generate::{generate, Difficulty, Kind, SudokuShape};
    let made = |kind, seed| to_json(&generate(kind, seed, Difficulty::Medium).unwrap().puzzle);
    let entry = |start: &str| {
        let (_, doc) = LIBRARY
            .iter()
            .find(|(name, _)| Lang::En.t(*name).starts_with(start))
            .expect(start);
        to_json(&btlab::format::parse_puzzle(doc).unwrap())
    };
    assert_eq!(
        entry("Skyscrapers 6x6 (generated, seed 4)"),
        made(Kind::Skyscrapers(6), 4)
    );
    assert_eq!(
        entry("Tents 12x12 (generated, seed 2)"),
        made(Kind::Tents(12, 12), 2)
    );
    assert_eq!(
        entry("Six-pointed star (generated, seed 3)"),
        made(Kind::Sudoku(SudokuShape::Star), 3)
    );
}
