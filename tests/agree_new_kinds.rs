//! Property: on many generated Skyscrapers and Tents (one, several or no
//! solutions) every strategy finds the same set of solutions, each one
//! accepted by the rules.

mod common;

use std::collections::BTreeSet;

use btlab::generate::{latin_square, Rng};
use btlab::puzzles::{around, seen, AnyPuzzle, Clues, Skyscrapers, Tents};
use btlab::solve::solve;
use proptest::prelude::*;
use rand::seq::SliceRandom;
use rand::{Rng as _, SeedableRng};

/// Every solution of `puzzle` by `strategy`, as the rules read them
/// (Tents: the tent grid, however the trees pair up).
fn solutions(puzzle: &AnyPuzzle, strategy: btlab::strategy::Strategy) -> BTreeSet<Vec<u8>> {
    let report = solve(puzzle, strategy, None, usize::MAX);
    assert!(report.complete, "{strategy} did not finish");
    report
        .solutions
        .iter()
        .map(|v| puzzle.solution_values(v))
        .collect()
}

fn all_agree(puzzle: &AnyPuzzle) -> Result<usize, TestCaseError> {
    let [first, rest @ ..] = common::strategies();
    let reference = solutions(puzzle, first);
    for s in &reference {
        prop_assert!(puzzle.is_solution(s), "{s:?}");
    }
    for strategy in rest {
        prop_assert_eq!(&solutions(puzzle, strategy), &reference, "{}", strategy);
    }
    Ok(reference.len())
}

/// Skyscrapers of side 4 or 5 from a random Latin square: each clue kept
/// with chance `keep`, and maybe one clue raised by one (then often no
/// solution).
fn skyscrapers(side: usize, seed: u64, keep: f64, spoil: bool) -> Option<AnyPuzzle> {
    let mut rng = Rng::seed_from_u64(seed);
    let grid = latin_square(side, &mut rng);
    let line = |cells: Vec<usize>| seen(cells.into_iter().map(|c| grid[c]), side as u8);
    let mut thin = |clue: u8| if rng.gen_bool(keep) { clue } else { 0 };
    let mut clues = Clues {
        top: (0..side)
            .map(|c| thin(line((0..side).map(|r| r * side + c).collect())))
            .collect(),
        bottom: (0..side)
            .map(|c| thin(line((0..side).rev().map(|r| r * side + c).collect())))
            .collect(),
        left: (0..side)
            .map(|r| thin(line((0..side).map(|c| r * side + c).collect())))
            .collect(),
        right: (0..side)
            .map(|r| thin(line((0..side).rev().map(|c| r * side + c).collect())))
            .collect(),
    };
    if spoil {
        clues.top[0] = clues.top[0] % side as u8 + 1;
    }
    Skyscrapers::new(side, side, clues, vec![0; side * side], false)
        .ok()
        .map(AnyPuzzle::Skyscrapers)
}

/// Tents on a small grid: tents scattered apart, a tree beside each, the
/// counts they make; maybe one count raised (then often no solution).
fn tents(rows: usize, cols: usize, seed: u64, spoil: bool) -> Option<AnyPuzzle> {
    let mut rng = Rng::seed_from_u64(seed);
    let (mut tent, mut tree) = (vec![false; rows * cols], vec![false; rows * cols]);
    let mut order: Vec<usize> = (0..rows * cols).collect();
    order.shuffle(&mut rng);
    for sq in order {
        if tree[sq] || around(sq, rows, cols).any(|o| tent[o]) {
            continue;
        }
        let (r, c) = (sq / cols, sq % cols);
        let mut beside: Vec<usize> = [
            (r > 0).then(|| sq - cols),
            (r + 1 < rows).then_some(sq + cols),
            (c > 0).then(|| sq - 1),
            (c + 1 < cols).then_some(sq + 1),
        ]
        .into_iter()
        .flatten()
        .filter(|&s| !tree[s] && !tent[s])
        .collect();
        beside.shuffle(&mut rng);
        if let Some(&t) = beside.first() {
            if rng.gen_bool(0.6) {
                tent[sq] = true;
                tree[t] = true;
            }
        }
    }
    let mut row_counts: Vec<u8> = (0..rows)
        .map(|r| (0..cols).filter(|&c| tent[r * cols + c]).count() as u8)
        .collect();
    let col_counts: Vec<u8> = (0..cols)
        .map(|c| (0..rows).filter(|&r| tent[r * cols + c]).count() as u8)
        .collect();
    if spoil {
        row_counts[0] += 1;
    }
    let trees = (0..rows * cols).filter(|&s| tree[s]).collect();
    Tents::new(rows, cols, trees, row_counts, col_counts)
        .ok()
        .map(AnyPuzzle::Tents)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(60))]

    #[test]
    fn all_strategies_find_the_same_skyscrapers(side in 4usize..=5, seed in any::<u64>(), keep in 0.3f64..1.0, spoil in any::<bool>()) {
        if let Some(puzzle) = skyscrapers(side, seed, keep, spoil) {
            all_agree(&puzzle)?;
        }
    }

    #[test]
    fn all_strategies_find_the_same_tents(rows in 4usize..=6, cols in 4usize..=7, seed in any::<u64>(), spoil in any::<bool>()) {
        if let Some(puzzle) = tents(rows, cols, seed, spoil) {
            all_agree(&puzzle)?;
        }
    }
}

/// The properties above must meet every case: some puzzles with no
/// solution, some with one, some with several.
#[test]
fn the_generated_cases_include_none_one_and_several_solutions() {
    let mut seen_counts = BTreeSet::new();
    for seed in 0..40 {
        for puzzle in [
            skyscrapers(4, seed, 0.4, seed % 3 == 0),
            tents(5, 6, seed, seed % 3 == 0),
        ]
        .into_iter()
        .flatten()
        {
            let n = all_agree(&puzzle).expect("strategies agree");
            seen_counts.insert(n.min(2));
        }
    }
    assert_eq!(seen_counts, BTreeSet::from([0, 1, 2]));
}

/// Found by fuzzing: `fast` counted one placement of tents once per
/// pairing of its trees (2 solutions where `classic` saw 1). Over many
/// small generated Tents, `fast` counts what `classic` counts.
#[test]
fn fast_counts_each_placement_of_tents_once() {
    let mut checked = 0;
    for seed in 0..3000 {
        let (rows, cols) = (4 + (seed % 3) as usize, 4 + (seed % 4) as usize);
        let Some(puzzle) = tents(rows, cols, seed, false) else {
            continue;
        };
        let count = |s| solve(&puzzle, s, None, usize::MAX).stats.solutions;
        assert_eq!(
            count(btlab::strategy::Strategy::Fast),
            count(btlab::strategy::Strategy::Classic),
            "seed {seed}: {}",
            btlab::format::to_json(&puzzle)
        );
        checked += 1;
    }
    assert!(checked > 2000);
}
