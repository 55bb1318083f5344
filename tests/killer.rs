//! Killer Sudoku: cages whose digits differ and add up to their sums, on
//! Sudoku of any box shape. Every strategy counts the solutions a brute
//! force finds (every solution of the grid without its cages, filtered by
//! the sums), on random cages over 4x4 and 6x6 grids; a cage refuses a
//! digit as soon as its sum is out of reach, and says why.

mod common;

use btlab::puzzles::{sum_cage, AnyPuzzle, Cage, Constraints, Layout, Reason, Sudoku};
use rand::Rng;

use common::brute_force;

/// Every solution of the grid of `givens` with `boxes` and no cages.
fn plain_solutions(givens: &[u8], boxes: (usize, usize)) -> Vec<Vec<u8>> {
    brute_force::plain_solutions(&killer(givens.to_vec(), boxes, Vec::new()))
}

/// Cages cut at random from the grid `solution`: pieces of one to four
/// cells grown side by side, each with its sum (or, one in `bare`, none).
fn random_cages(solution: &[u8], side: usize, rng: &mut impl Rng, bare: u32) -> Vec<Cage> {
    let mut cage_of = vec![usize::MAX; side * side];
    let mut cages = Vec::new();
    for start in 0..side * side {
        if cage_of[start] != usize::MAX {
            continue;
        }
        let size = rng.gen_range(1..=4);
        let mut cells = vec![start];
        cage_of[start] = cages.len();
        while cells.len() < size {
            let from = cells[rng.gen_range(0..cells.len())];
            let (r, c) = (from / side, from % side);
            let near = [
                (r + 1 < side).then(|| from + side),
                (c + 1 < side).then(|| from + 1),
            ];
            let Some(next) = near.into_iter().flatten().find(|&n| {
                cage_of[n] == usize::MAX && !cells.iter().any(|&o| solution[o] == solution[n])
            }) else {
                break;
            };
            cage_of[next] = cages.len();
            cells.push(next);
        }
        let sum = cells.iter().map(|&c| u32::from(solution[c])).sum();
        let sum = if rng.gen_ratio(1, bare) { 0 } else { sum };
        cages.push(sum_cage(sum, cells.into_iter().map(|c| c as u16).collect()));
    }
    cages
}

/// Whether `values` make every cage's sum with different digits.
fn meets(cages: &[Cage], values: &[u8]) -> bool {
    cages.iter().all(|cage| {
        let digits: Vec<u8> = cage.cells.iter().map(|&c| values[c as usize]).collect();
        let distinct = digits
            .iter()
            .enumerate()
            .all(|(i, d)| !digits[..i].contains(d));
        let sum: u32 = digits.iter().map(|&d| u32::from(d)).sum();
        distinct && (cage.target == 0 || sum == cage.target)
    })
}

fn killer(givens: Vec<u8>, boxes: (usize, usize), cages: Vec<Cage>) -> AnyPuzzle {
    let layout = Layout {
        boxes: Some(boxes),
        cages,
        ..Layout::default()
    };
    AnyPuzzle::Sudoku(Sudoku::with_layout(givens, layout).expect("a valid killer"))
}

/// On `rounds` random cage layouts over a solution of the grid of
/// `givens`: every strategy finds the solutions the brute force finds.
fn every_strategy_counts_what_brute_force_finds(givens: &[u8], boxes: (usize, usize), rounds: u64) {
    let side = boxes.0 * boxes.1;
    let plain = plain_solutions(givens, boxes);
    brute_force::rules_over_random_solutions(
        &plain,
        rounds,
        |_, solution, rng| random_cages(solution, side, rng, 6),
        |cages| killer(givens.to_vec(), boxes, cages.clone()),
        |cages, s| meets(cages, s),
    );
}

#[test]
fn every_strategy_counts_the_solutions_of_random_4x4_killers() {
    every_strategy_counts_what_brute_force_finds(&[0; 16], (2, 2), 40);
}

#[test]
fn every_strategy_counts_the_solutions_of_random_6x6_killers() {
    // A few givens keep the brute force's solutions of the plain grid to
    // a few hundred.
    let givens = brute_force::six_givens();
    every_strategy_counts_what_brute_force_finds(&givens, (2, 3), 12);
}

#[test]
fn a_cage_refuses_a_digit_once_its_sum_is_out_of_reach_and_says_why() {
    // r1c1, r1c2, r2c1 must make 17 (the 4x4's digits: 1 to 4, at most
    // 4 + 3 + 2 = 9: refused). A smaller one that works: 7 in three.
    let cages = vec![sum_cage(7, vec![0, 1, 4])];
    let AnyPuzzle::Sudoku(mut s) = killer(vec![0; 16], (2, 2), cages) else {
        unreachable!()
    };
    assert!(s.consistent(0, 4), "4 leaves 3 for two cells: 1 + 2");
    s.place(0, 4);
    assert!(
        !s.consistent(1, 3),
        "4 + 3 = 7 already, nothing left for r2c1"
    );
    assert!(s.consistent(1, 2));
    let mut board = vec![0u8; 16];
    board[0] = 4;
    assert_eq!(
        s.why_not(&board, 1, 3),
        Some(Reason::Cage {
            cage: 0,
            values: vec![4, 3, 0]
        })
    );
    assert_eq!(s.why_not(&board, 1, 2), None);
}

#[test]
fn cages_that_break_the_rules_are_named() {
    let bad = |cages: Vec<Cage>| {
        let layout = Layout {
            cages,
            ..Layout::default()
        };
        Sudoku::with_layout(vec![0; 16], layout)
            .unwrap_err()
            .to_string()
    };
    let far = bad(vec![sum_cage(17, vec![0, 1, 4])]);
    assert!(
        far.contains("cage 1") && far.contains("make its sum"),
        "{far}"
    );
    let apart = bad(vec![sum_cage(3, vec![0, 5])]);
    assert!(apart.contains("not connected"), "{apart}");
    let twice = bad(vec![sum_cage(3, vec![0, 1]), sum_cage(3, vec![1, 2])]);
    assert!(twice.contains("r1c2"), "{twice}");
    let long = bad(vec![sum_cage(0, vec![0, 1, 2, 3, 7])]);
    assert!(long.contains("more cells than the 4 digits"), "{long}");
    // A cell far outside the grid (a worker's request, fuzzed) is named,
    // not a panic.
    let outside = bad(vec![sum_cage(3, vec![0, 8188])]);
    assert!(outside.contains("cage 1"), "{outside}");
}
