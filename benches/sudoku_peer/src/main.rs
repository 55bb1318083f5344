//! The peer natively: `sudoku-peer FILE [MIN_MS]` prints the JSON that
//! `btlab bench sudoku FILE --json` prints for ours.

use std::time::Instant;

fn main() -> Result<(), String> {
    let mut args = std::env::args().skip(1);
    let path = args.next().ok_or("usage: sudoku-peer FILE [MIN_MS]")?;
    let min_ms = match args.next() {
        Some(ms) => ms
            .parse()
            .map_err(|_| format!("MIN_MS: not a number: {ms}"))?,
        None => 2000.0,
    };
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
    let puzzles = sudoku_peer::read(&text).map_err(|e| format!("{path}: {e}"))?;
    let clock = Instant::now();
    let now = || clock.elapsed().as_secs_f64() * 1000.0;
    println!("{}", sudoku_peer::throughput(&puzzles, min_ms, now));
    Ok(())
}
