//! Guesses per puzzle of the 9x9 solver on bench sets: the size of its
//! search tree, the figure to compare when changing how it guesses.
//!
//!     cargo run --release --example guesses -- puzzles6_forum_hardest_1106 ...

use btlab::fast::{read_bench_file, solve_nine};

fn main() {
    for set in std::env::args().skip(1) {
        let path = format!("{}/../shared/bench-data/{set}", env!("CARGO_MANIFEST_DIR"));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"));
        let grids =
            read_bench_file(&text).unwrap_or_else(|(line, e)| panic!("{set} line {line}: {e}"));
        let guesses: u64 = grids
            .iter()
            .map(|g| solve_nine(g, 2, 0).expect("81 cells").guesses)
            .sum();
        println!(
            "{set}: {:.1} guesses/puzzle",
            guesses as f64 / grids.len() as f64
        );
    }
}
