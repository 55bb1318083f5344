//! Puzzles per second of the 9x9 solver over a benchmark file: one loop for
//! `btlab bench sudoku` (native) and for the wasm build run by Node, each
//! with its own clock (`std::time::Instant` does not exist on wasm32).

use serde::Serialize;

use super::solve_nine;

/// One throughput run, as `btlab bench sudoku --json` prints it.
#[derive(Clone, Debug, Serialize)]
pub struct Throughput {
    /// Puzzles solved (the file, repeated until the time was reached).
    pub puzzles: u64,
    /// Puzzles per second.
    pub puzzles_per_sec: f64,
    /// Solutions found in all, each puzzle counted up to the limit.
    pub solutions: u64,
    /// Wall time of the whole run.
    pub elapsed_ms: f64,
}

/// Solves every puzzle of `grids` (81 cells each) to `limit` solutions,
/// over and over until at least `min_ms` have passed on `now_ms`.
pub fn sudoku_throughput(
    grids: &[Vec<u8>],
    limit: u64,
    min_ms: f64,
    now_ms: impl Fn() -> f64,
) -> Result<Throughput, String> {
    if let Some(i) = grids.iter().position(|g| g.len() != 81) {
        return Err(format!(
            "puzzle {}: the bench files hold 9x9 puzzles (81 cells), this one has {}",
            i + 1,
            grids[i].len()
        ));
    }
    if grids.is_empty() {
        return Err("no puzzles in the file".into());
    }
    let started = now_ms();
    let (mut puzzles, mut solutions) = (0u64, 0u64);
    while puzzles == 0 || now_ms() - started < min_ms {
        for g in grids {
            let outcome = solve_nine(g, limit, 0).map_err(|e| format!("{e:?}"))?;
            solutions += outcome.solutions;
            puzzles += 1;
        }
    }
    let elapsed_ms = now_ms() - started;
    Ok(Throughput {
        puzzles,
        puzzles_per_sec: puzzles as f64 / (elapsed_ms / 1000.0),
        solutions,
        elapsed_ms,
    })
}
