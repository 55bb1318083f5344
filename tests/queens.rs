//! N-Queens: the known counts and boards.

mod common;

use btlab::fast::{
    count_queens, count_queens_threads, count_task, queens_tasks, QueensCounter, QueensPiece,
};
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
fn pieces_add_up_to_the_count_whichever_way_they_are_shared() {
    for n in 1..=12 {
        let by_tasks: u64 = queens_tasks(n).iter().map(|&t| count_task(n, t)).sum();
        let expected = COUNTS[n - 1];
        if n > 1 {
            assert_eq!(by_tasks, expected, "tasks, N={n}");
        }
        assert_eq!(count_queens_threads(n, 2), expected, "two threads, N={n}");
        assert_eq!(count_queens_threads(n, 5), expected, "five threads, N={n}");
        let mut counter = QueensCounter::new(n);
        let mut done = 0;
        while counter.next_task().is_some() {
            done += 1;
            assert_eq!(counter.done_tasks(), done);
        }
        assert_eq!(
            (counter.count(), done),
            (expected, counter.tasks()),
            "N={n}"
        );
    }
    // Pieces small enough to report often: 16 queens in over a hundred.
    assert!(queens_tasks(16).len() > 100);
    assert!(queens_tasks(16)
        .iter()
        .all(|t| t.first < 8 && t.first.abs_diff(t.second) > 1));
}

/// A count stopped after any budget of steps and taken up again comes to
/// the same total, piece by piece, and a count of many queens stops
/// within its budget.
#[test]
fn a_count_stopped_after_any_budget_goes_on_to_the_same_total() {
    for n in 1..=11 {
        for budget in [1, 3, 1000] {
            let mut counter = QueensCounter::new(n);
            let mut seen = 0;
            while counter.advance(budget) {
                assert!(counter.count() >= seen, "N={n}: the count only rises");
                seen = counter.count();
            }
            assert_eq!(counter.count(), COUNTS[n - 1], "N={n}, budget {budget}");
            assert_eq!(counter.done_tasks(), counter.tasks());
        }
        for task in queens_tasks(n) {
            let mut piece = QueensPiece::new(n, task);
            while !piece.advance(&mut 5) {}
            assert_eq!(piece.solutions(), count_task(n, task), "N={n} {task:?}");
        }
    }
    // 24 queens: a piece takes hours, a budget of a million steps not.
    let mut counter = QueensCounter::new(24);
    assert!(counter.advance(1_000_000));
    assert_eq!(counter.done_tasks(), 0);
    let after_one = counter.count();
    assert!(counter.advance(1_000_000));
    assert!(counter.count() > after_one && after_one > 0);
    let mut budget = 1_000;
    let mut piece = QueensPiece::new(24, queens_tasks(24)[5]);
    assert!(!piece.advance(&mut budget));
    assert_eq!(budget, 0, "the budget used up");
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
