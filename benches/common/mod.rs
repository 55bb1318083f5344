//! What more than one bench times the same way.

use std::time::Instant;

use btlab::puzzles::AnyPuzzle;
use btlab::solve::solve;
use btlab::strategy::Strategy;

/// The median milliseconds of `runs` solves of `puzzle` by `strategy` to 2
/// solutions (a proof of uniqueness; one solve alone is mostly the first
/// touch of cold memory), and the solutions found.
pub fn median_proof_ms(puzzle: &AnyPuzzle, strategy: Strategy, runs: usize) -> (f64, u64) {
    let mut times = Vec::with_capacity(runs);
    let mut solutions = 0;
    for _ in 0..runs {
        let started = Instant::now();
        solutions = solve(puzzle, strategy, Some(2), 1).stats.solutions;
        times.push(started.elapsed().as_secs_f64() * 1000.0);
    }
    times.sort_by(f64::total_cmp);
    (times[runs / 2], solutions)
}
