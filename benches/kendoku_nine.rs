//! 9x9 Kendoku: how long `fast` takes to solve and prove unique a puzzle,
//! beside `propagate` (the same propagation, no hidden singles, first cell
//! rather than fewest candidates) in the same run. The puzzles are made
//! here from a seed: a shuffled Latin square cut into cages of 1 to 4 cells
//! (+ and x for any size, - and / for two cells), kept when the solution is
//! unique. The bar: under 5 ms for a hard one.
//!
//!     cargo bench --bench kendoku_nine [-- PUZZLES [SEED]]

mod common;

use btlab::format::to_json;
use btlab::generate::{cages, latin_square, Rng};
use btlab::puzzles::{AnyPuzzle, Kendoku};
use btlab::strategy::Strategy;
use common::median_proof_ms;
use rand::SeedableRng;

const SIDE: usize = 9;

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let wanted = args.first().copied().unwrap_or(30) as usize;
    let mut rng = Rng::seed_from_u64(args.get(1).copied().unwrap_or(2026));
    let mut rows = Vec::new();
    while rows.len() < wanted {
        let values = latin_square(SIDE, &mut rng);
        let kendoku =
            Kendoku::new(SIDE, cages(&values, SIDE, &mut rng)).expect("well-formed cages");
        let puzzle = AnyPuzzle::Kendoku(kendoku);
        let (fast_ms, solutions) = median_proof_ms(&puzzle, Strategy::Fast, 9);
        if solutions != 1 {
            continue; // not unique: make another
        }
        let (propagate_ms, check) = median_proof_ms(&puzzle, Strategy::Propagate, 3);
        assert_eq!(check, 1, "propagate disagrees");
        rows.push((fast_ms, propagate_ms, puzzle));
    }
    rows.sort_by(|a, b| a.0.total_cmp(&b.0));
    let fast: Vec<f64> = rows.iter().map(|r| r.0).collect();
    let propagate: f64 = rows.iter().map(|r| r.1).sum();
    let median = fast[fast.len() / 2];
    let (hardest_ms, hardest_propagate, hardest) = rows.last().expect("puzzles");
    println!(
        "{} unique 9x9 Kendoku, solved to 2 solutions (unique proved):",
        rows.len()
    );
    println!(
        "  fast:      median {median:.2} ms, slowest {hardest_ms:.2} ms, total {:.1} ms",
        fast.iter().sum::<f64>()
    );
    println!(
        "  propagate: total {propagate:.1} ms; slowest puzzle {hardest_propagate:.2} ms \
         ({:.0}x the fast time)",
        hardest_propagate / hardest_ms
    );
    println!(
        "  bar: the slowest under 5 ms. Slowest puzzle:\n{}",
        to_json(hardest)
    );
}
