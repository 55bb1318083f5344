//! Our 9x9 solver and the `sudoku` crate (a dev-dependency, AGPL: a peer
//! only) side by side under criterion, on every puzzle of each standard
//! set, proving uniqueness (solutions up to 2). Before timing a set, every
//! puzzle is solved by both and the counts compared. At the end, one line
//! per set gives the puzzles per second of each and the ratio (ours /
//! theirs), read from criterion's estimates.
//!
//! Whole sets, not samples: the peer's time per puzzle varies more from
//! puzzle to puzzle than ours, so a sample moves the ratio. On 17-clue, 1500
//! puzzles spread over the file gave 0.99x, 2000 gave 1.23x, all 49,158
//! 1.08x (`sudoku_turns`, in one run).
//!
//!     cargo bench --bench sudoku_peers                 # all sets
//!     cargo bench --bench sudoku_peers -- 1106         # sets matching "1106"
//!     cargo bench --bench sudoku_peers -- 1106,17_clue # either (criterion takes one argument)
//!     cargo bench --bench sudoku_peers -- --quick      # criterion's short mode

use std::path::{Path, PathBuf};

use btlab::fast::solve_nine;
use criterion::{Criterion, Throughput};

mod nine_sets;
use nine_sets::{check_whole_set, load, SETS};

const OURS: &str = "btlab";
const THEIRS: &str = "sudoku crate";

fn output_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("target/criterion")
}

/// Criterion's mean time per iteration, in ns.
fn mean_ns(set: &str, solver: &str) -> Option<f64> {
    let path = output_dir()
        .join(set)
        .join(solver)
        .join("new/estimates.json");
    let text = std::fs::read_to_string(path).ok()?;
    let v: serde_json::Value = serde_json::from_str(&text).ok()?;
    v["mean"]["point_estimate"].as_f64()
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let filters: Vec<&str> = args
        .iter()
        .filter(|a| !a.starts_with('-'))
        .flat_map(|a| a.split(','))
        .collect();
    let chosen: Vec<&str> = SETS
        .into_iter()
        .filter(|s| filters.is_empty() || filters.iter().any(|f| s.contains(f)))
        .collect();
    let mut c = Criterion::default()
        .output_directory(&output_dir())
        .configure_from_args()
        .with_filter(".*"); // the set filter is ours, above
    let mut sizes = Vec::new();
    for set in &chosen {
        let grids = load(set);
        check_whole_set(set, &grids);
        let theirs: Vec<sudoku::Sudoku> = grids
            .iter()
            .map(|g| sudoku::Sudoku::from_bytes_slice(g).expect("the peer reads it"))
            .collect();
        let mut group = c.benchmark_group(*set);
        group.throughput(Throughput::Elements(grids.len() as u64));
        group.sample_size(10);
        group.bench_function(OURS, |b| {
            b.iter(|| {
                grids
                    .iter()
                    .map(|g| solve_nine(g, 2, 0).expect("81 cells").solutions)
                    .sum::<u64>()
            })
        });
        group.bench_function(THEIRS, |b| {
            b.iter(|| {
                theirs
                    .iter()
                    .map(|s| s.solutions_count_up_to(2))
                    .sum::<usize>()
            })
        });
        group.finish();
        sizes.push(grids.len());
    }
    c.final_summary();
    println!(
        "\n{:<34} {:>8} {:>13} {:>13} {:>7}",
        "set (limit 2)", "puzzles", "btlab/s", "sudoku/s", "ratio"
    );
    for (set, n) in chosen.iter().zip(sizes) {
        if let (Some(ours), Some(theirs)) = (mean_ns(set, OURS), mean_ns(set, THEIRS)) {
            let rate = |ns: f64| n as f64 / (ns / 1e9);
            println!(
                "{set:<34} {n:>8} {:>13.0} {:>13.0} {:>6.2}x",
                rate(ours),
                rate(theirs),
                theirs / ours
            );
        }
    }
}
