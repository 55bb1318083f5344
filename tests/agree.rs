//! Property: on many generated puzzles (one, several or no solutions) all
//! strategies find the same solution set.

mod common;

use btlab::puzzles::{AnyPuzzle, Queens, Sudoku};
use proptest::prelude::*;

/// A complete n x n Sudoku grid (n = 4 or 6) from a pattern, relabelled
/// and with rows shuffled within bands.
fn full_grid(side: usize, perm: &[u8], band_swap: bool) -> Vec<u8> {
    let (br, bc) = if side == 4 { (2, 2) } else { (2, 3) };
    let mut grid = vec![0u8; side * side];
    for r in 0..side {
        for c in 0..side {
            let pattern = (bc * (r % br) + r / br + c) % side;
            grid[r * side + c] = perm[pattern];
        }
    }
    if band_swap {
        for c in 0..side {
            grid.swap(c, side + c);
        }
    }
    grid
}

fn sudoku_case() -> impl Strategy<Value = Vec<u8>> {
    (
        prop_oneof![Just(4usize), Just(6usize)],
        any::<u64>(),
        any::<bool>(),
        0.0f64..1.0,
        any::<bool>(),
    )
        .prop_flat_map(|(side, seed, swap, keep, spoil)| {
            let mut perm: Vec<u8> = (1..=side as u8).collect();
            // a cheap seeded permutation
            let mut x = seed | 1;
            for i in (1..side).rev() {
                x ^= x << 13;
                x ^= x >> 7;
                x ^= x << 17;
                perm.swap(i, (x % (i as u64 + 1)) as usize);
            }
            let grid = full_grid(side, &perm, swap);
            let cells = side * side;
            // 4x4: anything from empty (288 solutions) up; 6x6: at least 40% of
            // the givens, so that the full solution sets stay small.
            let keep = if side == 4 {
                keep * 0.6
            } else {
                0.4 + keep * 0.5
            };
            (
                Just(grid),
                proptest::collection::vec(0.0f64..1.0, cells),
                Just(keep),
                Just(spoil),
            )
        })
        .prop_map(|(grid, rolls, keep, spoil)| {
            let mut givens: Vec<u8> = grid
                .iter()
                .zip(&rolls)
                .map(|(&v, &r)| if r < keep { v } else { 0 })
                .collect();
            if spoil {
                // change one given to another value: often no solution at all
                if let Some(i) = givens.iter().position(|&v| v != 0) {
                    let side = (givens.len() as f64).sqrt() as u8;
                    givens[i] = givens[i] % side + 1;
                }
            }
            givens
        })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(120))]

    #[test]
    fn all_strategies_find_the_same_sudoku_solutions(givens in sudoku_case()) {
        // Givens that clash are refused by the parser; skip those.
        let Ok(sudoku) = Sudoku::new(givens) else { return Ok(()) };
        let p = AnyPuzzle::Sudoku(sudoku.clone());
        let [first, rest @ ..] = common::strategies();
        let reference = common::solution_set(&p, first);
        for g in &reference {
            prop_assert!(sudoku.is_solution(g));
        }
        for s in rest {
            prop_assert_eq!(&common::solution_set(&p, s), &reference, "{}", s);
        }
    }

    #[test]
    fn all_strategies_find_the_same_queens(n in 1usize..=8, seed in any::<u64>()) {
        let p = AnyPuzzle::Queens(Queens::new(n));
        let reference = common::solution_set(&p, btlab::strategy::Strategy::Classic);
        for s in [btlab::strategy::Strategy::Propagate, btlab::strategy::Strategy::Mrv,
                  btlab::strategy::Strategy::Random { seed }, btlab::strategy::Strategy::Fast] {
            prop_assert_eq!(&common::solution_set(&p, s), &reference);
        }
    }
}
