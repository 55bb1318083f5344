//! The standard 9x9 sets of `../shared/bench-data/`, as the benches that
//! put our 9x9 solver beside the sudoku crate read them.

use std::path::Path;

use btlab::fast::solve_nine;
use btlab::format::read_bench_file;

/// The sets, hardest first.
pub const SETS: [&str; 5] = [
    "puzzles6_forum_hardest_1106",
    "puzzles5_forum_hardest_1905_11+",
    "puzzles2_17_clue",
    "puzzles3_magictour_top1465",
    "puzzles7_serg_benchmark",
];

/// Every puzzle of `set` (81 values, 0 = empty).
pub fn load(set: &str) -> Vec<Vec<u8>> {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../shared/bench-data")
        .join(set);
    let text = std::fs::read_to_string(&path)
        .unwrap_or_else(|e| panic!("{}: {e} (shared/ sits beside the project)", path.display()));
    read_bench_file(&text).unwrap_or_else(|(line, e)| panic!("{set} line {line}: {e}"))
}

/// Both solvers must agree on every puzzle of the file before it is timed.
pub fn check_whole_set(set: &str, grids: &[Vec<u8>]) {
    for (i, g) in grids.iter().enumerate() {
        let ours = solve_nine(g, 2, 0).expect("81 cells").solutions as usize;
        let theirs = sudoku::Sudoku::from_bytes_slice(g)
            .expect("the peer reads it")
            .solutions_count_up_to(2);
        assert_eq!(ours, theirs, "{set}: puzzle {} disagrees", i + 1);
    }
    println!("{set}: all {} puzzles counted alike by both", grids.len());
}
