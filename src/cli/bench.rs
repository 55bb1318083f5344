//! `btlab bench`: throughput of the fast solvers on the standard sets.

use std::time::{Duration, Instant};

use serde_json::json;

use crate::fast::{count_queens_threads, random_queens, sudoku_throughput, MAX_RANDOM_QUEENS};
use crate::format::{read_bench_file, thousands};

/// Measure at least this long, repeating the file as needed.
const MIN_TIME: Duration = Duration::from_secs(2);

/// Solves every puzzle of `path` to `limit` solutions, repeatedly for at
/// least two seconds, and prints puzzles per second.
pub fn sudoku(path: &str, limit: u64, as_json: bool) -> Result<(), String> {
    let text = std::fs::read_to_string(path).map_err(|e| format!("cannot read '{path}': {e}"))?;
    let grids = read_bench_file(&text).map_err(|(line, e)| format!("{path}: line {line}: {e}"))?;
    let clock = Instant::now();
    let run = sudoku_throughput(&grids, limit, MIN_TIME.as_secs_f64() * 1000.0, || {
        clock.elapsed().as_secs_f64() * 1000.0
    })
    .map_err(|e| format!("{path}: {e}"))?;
    if as_json {
        println!("{}", serde_json::to_string(&run).expect("plain numbers"));
    } else {
        println!(
            "{} puzzles ({} in the file) in {:.2} s: {:.0} puzzles/s, {} solutions (limit {limit})",
            run.puzzles,
            grids.len(),
            run.elapsed_ms / 1000.0,
            run.puzzles_per_sec,
            run.solutions
        );
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

/// Finds one solution of `n` queens by random restarts and prints the time.
pub fn queens_one(n: usize, seed: u64, board: bool, as_json: bool) -> Result<(), String> {
    if !(1..=MAX_RANDOM_QUEENS).contains(&n) {
        return Err(format!(
            "N must be a whole number from 1 to {MAX_RANDOM_QUEENS}, got {n}"
        ));
    }
    let started = Instant::now();
    let found = random_queens(n, seed);
    let elapsed = started.elapsed().as_secs_f64() * 1000.0;
    let Some(found) = found else {
        println!("{n} queens: no solution (the whole tree was searched)");
        return Ok(());
    };
    if as_json {
        let mut out = json!({"n": n, "seed": seed, "restarts": found.restarts, "nodes": found.nodes, "elapsed_ms": elapsed});
        if board {
            out["columns"] = json!(found.columns);
        }
        println!("{out}");
        return Ok(());
    }
    println!(
        "{n} queens: a solution in {:.3} s ({} restart{}, {} queens placed, seed {seed})",
        elapsed / 1000.0,
        found.restarts,
        if found.restarts == 1 { "" } else { "s" },
        thousands(found.nodes)
    );
    if board {
        let columns: Vec<String> = found.columns.iter().map(u32::to_string).collect();
        println!("{}", columns.join(" "));
    }
    Ok(())
}
