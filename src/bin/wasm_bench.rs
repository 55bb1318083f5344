//! `btlab bench` compiled to wasm for Node: the same solvers and loops, so
//! that `benches/wasm_vs_native.sh` can put wasm and native side by side in
//! one run. Node passes the file's text in; results come back as the JSON
//! that `btlab bench ... --json` prints.

#![forbid(unsafe_code)]

#[cfg(target_arch = "wasm32")]
mod exports {
    use btlab::fast::{count_queens, sudoku_throughput};
    use btlab::format::read_bench_file;
    use wasm_bindgen::prelude::*;

    /// `btlab bench sudoku` on the text of a bench file.
    #[wasm_bindgen]
    pub fn bench_sudoku(text: &str, limit: u32, min_ms: f64) -> Result<String, String> {
        let grids = read_bench_file(text).map_err(|(line, e)| format!("line {line}: {e}"))?;
        let run = sudoku_throughput(&grids, u64::from(limit), min_ms, js_sys::Date::now)?;
        Ok(serde_json::to_string(&run).expect("plain numbers"))
    }

    /// The article's exhaustive classic run of a Sudoku line, two ways:
    /// `btlab solve -s classic --all` (straight), and through the worker's
    /// session as the page runs it to the end (snapshots and all).
    #[wasm_bindgen]
    pub fn bench_classic(line: &str) -> Result<String, String> {
        use btlab::protocol::{HeldByPage, Mode, Reply, Request, Session};
        use btlab::strategy::Strategy;
        let puzzle = btlab::format::parse_puzzle(line).map_err(|e| e.to_string())?;
        let t0 = js_sys::Date::now();
        let report = btlab::solve::solve(&puzzle, Strategy::Classic, None, 1);
        let straight_ms = js_sys::Date::now() - t0;
        let mut session = None;
        let start = Request::Start {
            puzzle: puzzle.spec(),
            strategy: Strategy::Classic,
            mode: Mode::All,
        };
        Session::handle(&mut session, start, &js_sys::Date::now);
        let t1 = js_sys::Date::now();
        loop {
            let run_for = Request::RunFor {
                millis: 100.0,
                known: HeldByPage::default(),
            };
            match Session::handle(&mut session, run_for, &js_sys::Date::now) {
                Reply::Moment(m) if m.end.is_some() => break,
                Reply::Moment(_) => {}
                other => return Err(format!("{other:?}")),
            }
        }
        let session_ms = js_sys::Date::now() - t1;
        Ok(serde_json::json!({"attempts": report.stats.attempts, "straight_ms": straight_ms, "session_ms": session_ms}).to_string())
    }

    /// `btlab bench queens N --threads 1`.
    #[wasm_bindgen]
    pub fn bench_queens(n: u32) -> Result<String, String> {
        if !(1..=32).contains(&n) {
            return Err(format!("N must be a whole number from 1 to 32, got {n}"));
        }
        let started = js_sys::Date::now();
        let solutions = count_queens(n as usize);
        let elapsed_ms = js_sys::Date::now() - started;
        Ok(serde_json::json!({"n": n, "solutions": solutions, "elapsed_ms": elapsed_ms, "threads": 1}).to_string())
    }
}

#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("this is the wasm build of `btlab bench`: run benches/wasm_vs_native.sh");
}
