//! Our fast solver and the `sudoku` crate (dev-dependency, AGPL: a peer
//! only) side by side on the standard sets, in one run: puzzles per second
//! to prove uniqueness (limit 2) and the ratio. Not criterion yet: a plain
//! timing loop, at least 2 s per solver and set.
//!
//!     cargo bench --bench sudoku_peers [-- SET ...]

use std::time::{Duration, Instant};

use btlab::fast::{read_bench_file, solve_nine};

const MIN_TIME: Duration = Duration::from_secs(1);

fn rate(mut solve_all: impl FnMut() -> usize) -> f64 {
    let started = Instant::now();
    let mut solved = 0;
    while started.elapsed() < MIN_TIME {
        solved += solve_all();
    }
    solved as f64 / started.elapsed().as_secs_f64()
}

fn main() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/bench-data/");
    let mut sets: Vec<String> = std::env::args()
        .skip(1)
        .filter(|a| !a.starts_with('-'))
        .collect();
    if sets.is_empty() {
        sets = [
            "puzzles6_forum_hardest_1106",
            "puzzles3_magictour_top1465",
            "puzzles2_17_clue",
        ]
        .map(String::from)
        .to_vec();
    }
    println!(
        "{:<36} {:>12} {:>12} {:>7}",
        "set (limit 2)", "ours/s", "sudoku/s", "ratio"
    );
    for set in sets {
        let text = std::fs::read_to_string(format!("{dir}{set}")).expect("a bench-data file");
        let grids = read_bench_file(&text).expect("81-character lines");
        let grids = &grids[..grids.len().min(5000)];
        let ours = grids;
        let theirs: Vec<sudoku::Sudoku> = grids
            .iter()
            .map(|g| sudoku::Sudoku::from_bytes_slice(g).expect("valid"))
            .collect();
        let ours_rate = rate(|| {
            for p in ours {
                std::hint::black_box(solve_nine(p, 2, 0).expect("81 cells").solutions);
            }
            ours.len()
        });
        let theirs_rate = rate(|| {
            for p in &theirs {
                std::hint::black_box(p.solutions_count_up_to(2));
            }
            theirs.len()
        });
        println!(
            "{set:<36} {ours_rate:>12.0} {theirs_rate:>12.0} {:>6.2}x",
            ours_rate / theirs_rate
        );
    }
}
