//! The course text's claims on N-Queens, measured on its own search
//! (rows in order, each row's columns in order or shuffled, no
//! lookahead): the first solution comes much sooner in random order, a
//! board of 100 queens is often solved soon, and all solutions come no
//! sooner (the same tree, its branches in another order).

use btlab::engine::{Limits, Stats};
use btlab::fast::{course_queens, ColumnOrder, CourseSearch};
use btlab::puzzles::{AnyPuzzle, Queens};
use btlab::solve::stepper;
use btlab::strategy::Strategy;

/// The first solution in random order from seeds 0 to 19, the queens
/// placed by each (`None` where `budget` ran out), sorted.
fn shuffled_first(n: usize, budget: u64) -> Vec<Option<u64>> {
    let mut placed: Vec<Option<u64>> = (0..20)
        .map(|seed| course_queens(n, ColumnOrder::Shuffled { seed }, false, budget))
        .map(|run| run.finished.then_some(run.placed))
        .collect();
    placed.sort_by_key(|p| p.unwrap_or(u64::MAX));
    placed
}

#[test]
fn all_solutions_take_the_same_placements_in_any_order() {
    let ordered = course_queens(8, ColumnOrder::InOrder, true, u64::MAX);
    assert_eq!(ordered.solutions, 92);
    assert!(ordered.finished);
    for seed in 0..20 {
        let shuffled = course_queens(8, ColumnOrder::Shuffled { seed }, true, u64::MAX);
        assert_eq!(shuffled, ordered, "seed {seed}");
    }
    let ten = course_queens(10, ColumnOrder::Shuffled { seed: 7 }, true, u64::MAX);
    assert_eq!(ten.solutions, 724);
    assert_eq!(ten, course_queens(10, ColumnOrder::InOrder, true, u64::MAX));
}

#[test]
fn the_first_solution_comes_much_sooner_in_random_order() {
    let ordered = course_queens(20, ColumnOrder::InOrder, false, u64::MAX);
    assert_eq!(
        ordered,
        CourseSearch {
            placed: 199_635,
            solutions: 1,
            finished: true
        }
    );
    let shuffled = shuffled_first(20, ordered.placed);
    let median = shuffled[10].expect("within the ordered search's placements");
    assert!(
        median * 100 < ordered.placed,
        "median {median} of 20 seeds against {} in order",
        ordered.placed
    );
}

#[test]
fn a_hundred_queens_in_random_order_are_often_solved_within_a_million_placements() {
    // In order the search does not end within ten million.
    let ordered = course_queens(100, ColumnOrder::InOrder, false, 10_000_000);
    assert!(!ordered.finished);
    let shuffled = shuffled_first(100, 1_000_000);
    let solved = shuffled.iter().flatten().count();
    assert!(solved >= 15, "{solved} of 20 seeds: {shuffled:?}");
}

/// The page's stepping search of `n` queens by `strategy`: its counters
/// at the first solution, or at the end with `all`.
fn stepped(n: usize, strategy: Strategy, all: bool) -> Stats {
    let puzzle = AnyPuzzle::Queens(Queens::new(n));
    let mut search = stepper(&puzzle, strategy).expect("a stepping strategy");
    let limits = Limits {
        solutions: (!all).then_some(1),
        steps: None,
    };
    search.run(limits, &mut |_, _| {});
    search.stats()
}

#[test]
fn the_page_s_shuffled_strategy_shows_the_course_s_claims() {
    // In order, the page's classic strategy is the course's search.
    let ordered = stepped(20, Strategy::Classic, false);
    assert_eq!(ordered.placements, 199_635);
    // Shuffled (rows in order, columns shuffled): over 20 seeds, the
    // median first solution takes a hundredth of the placements or fewer.
    let mut shuffled: Vec<u64> = (0..20)
        .map(|seed| stepped(20, Strategy::Shuffled { seed }, false).placements)
        .collect();
    shuffled.sort_unstable();
    assert!(
        shuffled[10] * 100 < ordered.placements,
        "median {} of {shuffled:?}",
        shuffled[10]
    );
    // All solutions: the same tree, whatever the order of its branches.
    let all = stepped(8, Strategy::Classic, true);
    assert_eq!((all.solutions, all.placements), (92, 2_056));
    for seed in [1, 7] {
        let mixed = stepped(8, Strategy::Shuffled { seed }, true);
        assert_eq!((mixed.solutions, mixed.placements), (92, 2_056));
    }
}
