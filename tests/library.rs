//! Every library puzzle parses and has a solution, except the N-Queens
//! article's experiment that has none; the article's experiments count as
//! the article says.

use btlab::format::parse_puzzle;
use btlab::i18n::{Lang, T};
use btlab::library::LIBRARY;
use btlab::solve::solve;
use btlab::strategy::Strategy;

/// The library's puzzle named `key`.
fn entry(key: T) -> btlab::puzzles::AnyPuzzle {
    let (_, doc) = LIBRARY
        .iter()
        .find(|(k, _)| *k == key)
        .expect("in the library");
    parse_puzzle(doc).unwrap()
}

#[test]
fn every_library_puzzle_parses_and_solves() {
    assert!(LIBRARY.len() >= 12);
    for (key, doc) in LIBRARY {
        let name = Lang::En.t(key);
        let p = parse_puzzle(doc).unwrap_or_else(|e| panic!("{name}: {e}"));
        // The experiment of a puzzle made to have no solution.
        let wanted = u64::from(key != T::LibMaggesiOne);
        assert_eq!(
            solve(&p, Strategy::Fast, Some(1), 1).stats.solutions,
            wanted,
            "{name}"
        );
    }
}

/// The N-Queens article's experiments with Maggesi's puzzle, as the
/// article (read from the shared sources) counts them: without the 5 in
/// r1c2, 55 solutions; with a 1 in r7c5, none.
#[test]
fn the_maggesi_experiments_count_as_the_article_says() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/sources");
    let article = std::fs::read_dir(&root)
        .unwrap()
        .filter_map(|e| std::fs::read_to_string(e.ok()?.path()).ok())
        .find(|text| text.contains("Maggesi") && text.contains("Anzahl:"))
        .expect("the N-Queens article among the sources");
    // The count that follows the experiment without the 5 (the article's
    // N-Queens tables also say "Anzahl:").
    let counted: u64 = article
        .split("(1,2) nicht gesetzt")
        .nth(1)
        .and_then(|rest| rest.split("Anzahl:").nth(1))
        .and_then(|rest| rest.split_whitespace().next()?.parse().ok())
        .expect("the article's count");
    assert_eq!(counted, 55);
    assert!(article.contains("(7,5) eine 1 gesetzt, wird keine L"));
    let all = |key| solve(&entry(key), Strategy::Fast, None, 0).stats.solutions;
    assert_eq!(all(T::LibMaggesiNoFive), counted);
    assert_eq!(all(T::LibMaggesiOne), 0);
    assert_eq!(all(T::LibMaggesi), 1);
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
