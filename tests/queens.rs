//! N-Queens: the known counts and boards.

mod common;

use btlab::fast::count_queens;
use btlab::puzzles::{AnyPuzzle, Queens};
use btlab::solve::solve;
use btlab::strategy::Strategy;

const COUNTS: [u64; 18] = [
    1, 0, 0, 2, 10, 4, 40, 92, 352, 724, 2680, 14200, 73712, 365596, 2279184, 14772512, 95815104,
    666090624,
];

fn count(n: usize, strategy: Strategy) -> u64 {
    let report = solve(&AnyPuzzle::Queens(Queens::new(n)), strategy, None, 0);
    assert!(report.complete);
    report.stats.solutions
}

#[test]
fn classic_and_fast_count_n_1_to_12() {
    for n in 1..=12 {
        assert_eq!(count(n, Strategy::Classic), COUNTS[n - 1], "classic, N={n}");
        assert_eq!(count(n, Strategy::Fast), COUNTS[n - 1], "fast, N={n}");
    }
}

#[test]
fn other_strategies_count_n_1_to_9() {
    for n in 1..=9 {
        for s in [
            Strategy::Propagate,
            Strategy::Mrv,
            Strategy::Random { seed: 3 },
        ] {
            assert_eq!(count(n, s), COUNTS[n - 1], "{s}, N={n}");
        }
    }
}

#[test]
fn fast_counts_n_13_and_14() {
    assert_eq!(count_queens(13), 73712);
    assert_eq!(count(14, Strategy::Fast), 365596);
}

#[test]
fn the_four_boards_of_six_queens() {
    // (row, column) 1-based from PUZZLES.md, as the column of each row.
    let expected: Vec<Vec<u8>> = vec![
        vec![2, 4, 6, 1, 3, 5],
        vec![3, 6, 2, 5, 1, 4],
        vec![4, 1, 5, 2, 6, 3],
        vec![5, 3, 1, 6, 4, 2],
    ];
    let report = solve(
        &AnyPuzzle::Queens(Queens::new(6)),
        Strategy::Classic,
        None,
        10,
    );
    assert_eq!(report.solutions, expected);
    let fast = common::solution_set(&AnyPuzzle::Queens(Queens::new(6)), Strategy::Fast);
    assert_eq!(fast.into_iter().collect::<Vec<_>>(), expected);
}

#[test]
fn every_board_found_is_a_solution() {
    let q = Queens::new(8);
    for s in common::strategies() {
        for board in common::solution_set(&AnyPuzzle::Queens(q.clone()), s) {
            assert!(q.is_solution(&board), "{s}: {board:?}");
        }
    }
}
