//! The sudoku crate's solver on a bench file, timed the way `btlab bench
//! sudoku` times ours: every puzzle counted to two solutions, the whole
//! file over and over until `min_ms` have passed, reported as the same
//! JSON (`puzzles`, `puzzles_per_sec`, `solutions`, `elapsed_ms`).

/// The puzzles of a bench file: each line's first 81 characters, digits
/// and `.` or `0` for blanks (comment lines start with `#`). An error
/// names the line that the peer cannot read.
pub fn read(text: &str) -> Result<Vec<sudoku::Sudoku>, String> {
    text.lines()
        .enumerate()
        .filter(|(_, line)| !line.starts_with('#') && line.trim().len() >= 81)
        .map(|(i, line)| {
            let grid = line
                .trim()
                .get(..81)
                .ok_or(format!("line {}: not ASCII", i + 1))?;
            sudoku::Sudoku::from_str_line(grid).map_err(|e| format!("line {}: {e}", i + 1))
        })
        .collect()
}

/// Counts each of `puzzles` to two solutions, round after round, until
/// `min_ms` have passed on `now` (a clock in milliseconds).
pub fn throughput(puzzles: &[sudoku::Sudoku], min_ms: f64, now: impl Fn() -> f64) -> String {
    let started = now();
    let (mut solved, mut solutions) = (0usize, 0usize);
    let elapsed = loop {
        solutions += puzzles
            .iter()
            .map(|p| p.solutions_count_up_to(2))
            .sum::<usize>();
        solved += puzzles.len();
        let elapsed = now() - started;
        if elapsed >= min_ms || puzzles.is_empty() {
            break elapsed;
        }
    };
    serde_json::json!({
        "puzzles": solved,
        "puzzles_per_sec": solved as f64 / (elapsed / 1000.0),
        "solutions": solutions,
        "elapsed_ms": elapsed,
    })
    .to_string()
}

/// The peer on the text of a bench file, in wasm: Node or the browser
/// passes the text in.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen]
pub fn bench_peer(text: &str, min_ms: f64) -> Result<String, String> {
    Ok(throughput(&read(text)?, min_ms, js_sys::Date::now))
}
