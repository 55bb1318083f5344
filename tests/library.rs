//! Every library puzzle parses and has a solution.

use btlab::format::parse_puzzle;
use btlab::library::LIBRARY;
use btlab::solve::solve;
use btlab::strategy::Strategy;

#[test]
fn every_library_puzzle_parses_and_solves() {
    assert!(LIBRARY.len() >= 12);
    for (name, doc) in LIBRARY {
        let p = parse_puzzle(doc).unwrap_or_else(|e| panic!("{name}: {e}"));
        assert!(
            solve(&p, Strategy::Fast, Some(1), 1).stats.solutions == 1,
            "{name}"
        );
    }
}
