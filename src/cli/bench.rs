//! `btlab bench`: throughput of the fast solvers on the standard sets.

use std::time::{Duration, Instant};

use serde_json::json;

use crate::fast::{count_queens_threads, read_bench_file, solve_nine};

/// Measure at least this long, repeating the file as needed.
const MIN_TIME: Duration = Duration::from_secs(2);

/// Solves every puzzle of `path` to `limit` solutions, repeatedly for at
/// least two seconds, and prints puzzles per second.
pub fn sudoku(path: &str, limit: u64, as_json: bool) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read '{path}': {e}"))?;
    let grids = read_bench_file(&text).map_err(|(line, e)| format!("{path}: line {line}: {e}"))?;
    if grids.is_empty() {
        return Err(format!("{path}: no puzzles in the file"));
    }
    if let Some(i) = grids.iter().position(|g| g.len() != 81) {
        return Err(format!(
            "{path}: puzzle {}: the bench files hold 9x9 puzzles (81 cells), this one has {}",
            i + 1,
            grids[i].len()
        ));
    }
    let puzzles = grids;
    let started = Instant::now();
    let (mut solved, mut solutions) = (0u64, 0u64);
    while started.elapsed() < MIN_TIME || solved == 0 {
        for p in &puzzles {
            solutions += solve_nine(p, limit, 0)
                .map_err(|e| format!("{e:?}"))?
                .solutions;
            solved += 1;
        }
    }
    let elapsed = started.elapsed().as_secs_f64();
    let rate = solved as f64 / elapsed;
    if as_json {
        println!(
            "{}",
            json!({"puzzles": solved, "puzzles_per_sec": rate, "solutions": solutions, "elapsed_ms": elapsed * 1000.0})
        );
    } else {
        println!("{solved} puzzles ({} in the file) in {elapsed:.2} s: {rate:.0} puzzles/s, {solutions} solutions (limit {limit})", puzzles.len());
    }
    Ok(())
}

/// Counts all solutions of `n` queens on `threads` threads.
pub fn queens(n: usize, threads: usize, as_json: bool) -> Result<(), String> {
    if !(1..=32).contains(&n) {
        return Err(format!("N must be a whole number from 1 to 32, got {n}"));
    }
    let started = Instant::now();
    let solutions = count_queens_threads(n, threads);
    let elapsed = started.elapsed().as_secs_f64() * 1000.0;
    if as_json {
        println!(
            "{}",
            json!({"n": n, "solutions": solutions, "elapsed_ms": elapsed, "threads": threads})
        );
    } else {
        println!(
            "{n} queens: {solutions} solutions in {:.3} s on {threads} thread(s)",
            elapsed / 1000.0
        );
    }
    Ok(())
}
