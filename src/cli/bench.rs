//! `btlab bench`: throughput of the fast solvers on the standard sets,
//! and the course's claims on the order of N-Queens' search.

use std::time::{Duration, Instant};

use serde_json::json;

use crate::fast::{
    count_queens_threads, course_queens, random_queens, sudoku_throughput, ColumnOrder,
    MAX_RANDOM_QUEENS,
};
use crate::format::{read_bench_file, thousands};

/// The largest board the course's search is measured on.
const MAX_COURSE_QUEENS: usize = 1000;

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

/// The course's claims on N-Queens measured on its own search (rows in
/// order, no lookahead): the queens placed to the first solution with
/// the columns in order and shuffled (`seeds` seeds, at most `budget`
/// placements each), and for small boards the placements to all
/// solutions, the same in any order.
pub fn queens_order(n: usize, seeds: u64, budget: u64, as_json: bool) -> Result<(), String> {
    if !(4..=MAX_COURSE_QUEENS).contains(&n) {
        return Err(format!(
            "N must be a whole number from 4 to {MAX_COURSE_QUEENS}, got {n}"
        ));
    }
    let first = |order| course_queens(n, order, false, budget);
    let ordered = first(ColumnOrder::InOrder);
    let mut shuffled: Vec<u64> = (0..seeds)
        .map(|seed| first(ColumnOrder::Shuffled { seed }))
        .filter(|run| run.finished)
        .map(|run| run.placed)
        .collect();
    shuffled.sort_unstable();
    // The whole tree only where it is small enough to walk at once.
    let all = (n <= 12).then(|| {
        let in_order = course_queens(n, ColumnOrder::InOrder, true, u64::MAX);
        let random = course_queens(n, ColumnOrder::Shuffled { seed: 0 }, true, u64::MAX);
        (in_order, random)
    });
    let median = shuffled.get(shuffled.len() / 2).copied();
    if as_json {
        let all = all.map(
            |(o, r)| json!({"solutions": o.solutions, "in_order": o.placed, "shuffled": r.placed}),
        );
        let out = json!({"n": n, "budget": budget, "first_in_order": ordered.finished.then_some(ordered.placed),
            "first_shuffled": shuffled, "seeds": seeds, "median_shuffled": median, "all": all});
        println!("{out}");
        return Ok(());
    }
    println!("{n} queens in the course's search (rows in order, no lookahead), queens placed:");
    let in_order = match ordered.finished {
        true => thousands(ordered.placed),
        false => format!("more than {}", thousands(budget)),
    };
    println!("  first solution, columns in order:   {in_order}");
    match (median, shuffled.first(), shuffled.last()) {
        (Some(median), Some(&low), Some(&high)) => println!(
            "  first solution, columns shuffled:   median {} over {} of {seeds} seeds (fewest {}, most {})",
            thousands(median),
            shuffled.len(),
            thousands(low),
            thousands(high)
        ),
        _ => println!("  first solution, columns shuffled:   none of {seeds} seeds within {}", thousands(budget)),
    }
    if let Some((o, r)) = all {
        println!(
            "  all {} solutions: {} in order, {} shuffled",
            thousands(o.solutions),
            thousands(o.placed),
            thousands(r.placed)
        );
    }
    Ok(())
}
