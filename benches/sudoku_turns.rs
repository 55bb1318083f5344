//! Our 9x9 solver and the `sudoku` crate (a dev-dependency, AGPL: a peer
//! only) timed in turns, batch by batch, on every puzzle of each set: a
//! check on `sudoku_peers`, which times each solver alone over criterion's
//! long runs. Per set: each one's best time per puzzle over the rounds,
//! the ratio (theirs / ours: above 1, ours is faster), and our guesses per
//! puzzle. Both must count every puzzle of the file alike (up to 2
//! solutions) first. With PUZZLES, that many spread over each file: a
//! sample moves the ratio (the peer's time varies more from puzzle to
//! puzzle than ours; see `sudoku_peers`).
//!
//!     cargo bench --bench sudoku_turns [-- PUZZLES [ROUNDS]]   # defaults: all, 5

use std::hint::black_box;
use std::time::Instant;

use btlab::fast::solve_nine;

mod nine_sets;
use nine_sets::{check_whole_set, load, SETS};

/// Each set: the counts checked, then rounds of one batch per solver.
fn main() {
    let numbers: Vec<usize> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let puzzles = numbers.first().copied().unwrap_or(usize::MAX).max(1);
    let rounds = numbers.get(1).copied().unwrap_or(5).max(1);
    println!(
        "{:<34} {:>7} {:>10} {:>10} {:>7} {:>9}",
        "set", "puzzles", "ours µs", "theirs µs", "ratio", "guesses"
    );
    for set in SETS {
        let all = load(set);
        check_whole_set(set, &all);
        let grids = spread(&all, puzzles);
        let peers: Vec<sudoku::Sudoku> = grids
            .iter()
            .map(|g| sudoku::Sudoku::from_bytes_slice(g).expect("the peer reads it"))
            .collect();
        let guesses: u64 = grids
            .iter()
            .map(|g| solve_nine(g, 2, 0).expect("81 cells").guesses)
            .sum();
        let (mut ours, mut theirs) = (f64::INFINITY, f64::INFINITY);
        for _ in 0..rounds {
            let started = Instant::now();
            for g in &grids {
                black_box(solve_nine(black_box(g), 2, 0).expect("81 cells").solutions);
            }
            ours = ours.min(started.elapsed().as_secs_f64());
            let started = Instant::now();
            for p in &peers {
                black_box(black_box(p).solutions_count_up_to(2));
            }
            theirs = theirs.min(started.elapsed().as_secs_f64());
        }
        let n = grids.len() as f64;
        println!(
            "{set:<34} {:>7} {:>10.2} {:>10.2} {:>6.2}x {:>9.1}",
            grids.len(),
            ours * 1e6 / n,
            theirs * 1e6 / n,
            theirs / ours,
            guesses as f64 / n
        );
    }
}

/// About `n` puzzles of `grids`, spread evenly over the whole file.
fn spread(grids: &[Vec<u8>], n: usize) -> Vec<Vec<u8>> {
    let step = (grids.len() / n.max(1)).max(1);
    grids.iter().step_by(step).take(n).cloned().collect()
}
