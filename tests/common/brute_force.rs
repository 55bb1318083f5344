//! The brute force that a variant's rule is tested against: every
//! solution of the grid without the rule, filtered by the rule as the
//! test writes it; every strategy must count and find exactly those.

use std::fmt::Debug;

use btlab::puzzles::AnyPuzzle;
use btlab::solve::solve;
use btlab::strategy::Strategy;
use rand::{Rng, SeedableRng};
use rand_xoshiro::Xoshiro256StarStar;

/// Every solution of `plain` (the grid without the rule under test).
pub fn plain_solutions(plain: &AnyPuzzle) -> Vec<Vec<u8>> {
    let report = solve(plain, Strategy::Fast, None, usize::MAX);
    assert!(report.complete);
    report.solutions
}

/// Every strategy counts on `puzzle` the solutions of `plain` that
/// `keeps` (at least one), and each solution it finds keeps the rule and
/// solves the puzzle; `what` names the case in a failure.
pub fn every_strategy_agrees(
    puzzle: &AnyPuzzle,
    plain: &[Vec<u8>],
    keeps: impl Fn(&[u8]) -> bool,
    what: &str,
) {
    let wanted = plain.iter().filter(|s| keeps(s)).count() as u64;
    assert!(wanted >= 1, "{what}");
    for strategy in Strategy::ALL {
        let report = solve(puzzle, strategy, None, usize::MAX);
        assert!(report.complete, "{strategy} {what}");
        assert_eq!(report.stats.solutions, wanted, "{strategy}, {what}");
        for s in &report.solutions {
            assert!(keeps(s) && puzzle.is_solution(s), "{strategy} {what}");
        }
    }
}

/// For each seed below `rounds`: a rule drawn over a random solution of
/// `plain` (`draw`: so that at least that solution keeps it), the
/// puzzle with it (`puzzle`), and every strategy agrees on it with the
/// brute force (`keeps`: whether a grid keeps the rule).
pub fn rules_over_random_solutions<R: Debug>(
    plain: &[Vec<u8>],
    rounds: u64,
    draw: impl Fn(u64, &[u8], &mut Xoshiro256StarStar) -> R,
    puzzle: impl Fn(&R) -> AnyPuzzle,
    keeps: impl Fn(&R, &[u8]) -> bool,
) {
    for seed in 0..rounds {
        let mut rng = Xoshiro256StarStar::seed_from_u64(seed);
        let solution = &plain[rng.gen_range(0..plain.len())];
        let rule = draw(seed, solution, &mut rng);
        let what = format!("seed {seed}: {rule:?}");
        every_strategy_agrees(&puzzle(&rule), plain, |s| keeps(&rule, s), &what);
    }
}

/// A 6x6 grid (boxes of 2x3) with a few givens: they keep the plain
/// grid's solutions few enough for the brute force, and leave many.
pub fn six_givens() -> Vec<u8> {
    let mut givens = vec![0; 36];
    for (cell, digit) in [
        (0, 1),
        (1, 2),
        (2, 3),
        (7, 4),
        (8, 5),
        (14, 6),
        (21, 2),
        (28, 3),
        (35, 1),
    ] {
        givens[cell] = digit;
    }
    givens
}

/// The cells touching `cell` by a side or a corner on a grid of `side`.
pub fn touching(cell: usize, side: usize) -> impl Iterator<Item = usize> {
    let (r, c) = ((cell / side) as i64, (cell % side) as i64);
    let inside = move |x: i64| (0..side as i64).contains(&x);
    (-1..=1)
        .flat_map(move |dr| (-1..=1).map(move |dc| (r + dr, c + dc)))
        .filter(move |&(nr, nc)| inside(nr) && inside(nc) && (nr, nc) != (r, c))
        .map(move |(nr, nc)| nr as usize * side + nc as usize)
}
