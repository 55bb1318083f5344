//! 9x9 Kendoku: how long `fast` takes to solve and prove unique a puzzle,
//! beside `propagate` (the same propagation, no hidden singles, first cell
//! rather than fewest candidates) in the same run. The puzzles are made
//! here from a seed: a shuffled Latin square cut into cages of 1 to 4 cells
//! (+ and x for any size, - and / for two cells), kept when the solution is
//! unique. The bar: under 5 ms for a hard one.
//!
//!     cargo bench --bench kendoku_nine [-- PUZZLES [SEED]]

use std::time::Instant;

use btlab::format::to_json;
use btlab::puzzles::{AnyPuzzle, Cage, Kendoku, Op};
use btlab::solve::solve;
use btlab::strategy::Strategy;
use rand::rngs::SmallRng;
use rand::seq::SliceRandom;
use rand::{Rng, SeedableRng};

const SIDE: usize = 9;

/// A random Latin square: the cyclic one with rows, columns and symbols
/// shuffled.
fn latin(rng: &mut SmallRng) -> Vec<u32> {
    let mut rows: Vec<usize> = (0..SIDE).collect();
    let mut cols = rows.clone();
    let mut symbols: Vec<u32> = (1..=SIDE as u32).collect();
    rows.shuffle(rng);
    cols.shuffle(rng);
    symbols.shuffle(rng);
    (0..SIDE * SIDE)
        .map(|i| symbols[(rows[i / SIDE] + cols[i % SIDE]) % SIDE])
        .collect()
}

/// Cuts the grid into cages and gives each an operation and its target.
fn cages(values: &[u32], rng: &mut SmallRng) -> Vec<Cage> {
    let mut cage_of = vec![usize::MAX; SIDE * SIDE];
    let mut order: Vec<usize> = (0..SIDE * SIDE).collect();
    order.shuffle(rng);
    let mut cages = Vec::new();
    for start in order {
        if cage_of[start] != usize::MAX {
            continue;
        }
        let size = *[1, 2, 2, 2, 3, 3, 3, 4].choose(rng).expect("sizes");
        let mut cells = vec![start];
        cage_of[start] = cages.len();
        while cells.len() < size {
            let mut next: Vec<usize> = cells
                .iter()
                .flat_map(|&c| {
                    let (r, k) = (c / SIDE, c % SIDE);
                    [
                        (r > 0).then(|| c - SIDE),
                        (r + 1 < SIDE).then_some(c + SIDE),
                        (k > 0).then(|| c - 1),
                        (k + 1 < SIDE).then_some(c + 1),
                    ]
                })
                .flatten()
                .filter(|&c| cage_of[c] == usize::MAX)
                .collect();
            next.dedup();
            let Some(&c) = next.choose(rng) else { break };
            cage_of[c] = cages.len();
            cells.push(c);
        }
        let v: Vec<u32> = cells.iter().map(|&c| values[c]).collect();
        let (hi, lo) = (
            v.iter().max().copied().unwrap(),
            v.iter().min().copied().unwrap(),
        );
        let op = match v.len() {
            1 => Op::Given,
            2 if hi % lo == 0 && rng.gen_bool(0.5) => Op::Div,
            2 if rng.gen_bool(0.4) => Op::Sub,
            _ if rng.gen_bool(0.5) => Op::Add,
            _ => Op::Mul,
        };
        let target = match op {
            Op::Given => v[0],
            Op::Div => hi / lo,
            Op::Sub => hi - lo,
            Op::Add => v.iter().sum(),
            Op::Mul | Op::Unknown => v.iter().product(),
        };
        cages.push(Cage {
            target,
            op,
            cells: cells.iter().map(|&c| c as u16).collect(),
        });
    }
    cages
}

/// Milliseconds to solve `puzzle` to 2 solutions by `strategy`, and the count.
fn time(puzzle: &AnyPuzzle, strategy: Strategy) -> (f64, u64) {
    let started = Instant::now();
    let report = solve(puzzle, strategy, Some(2), 1);
    (
        started.elapsed().as_secs_f64() * 1000.0,
        report.stats.solutions,
    )
}

fn main() {
    let args: Vec<u64> = std::env::args()
        .skip(1)
        .filter_map(|a| a.parse().ok())
        .collect();
    let wanted = args.first().copied().unwrap_or(30) as usize;
    let mut rng = SmallRng::seed_from_u64(args.get(1).copied().unwrap_or(2026));
    let mut rows = Vec::new();
    while rows.len() < wanted {
        let values = latin(&mut rng);
        let kendoku = Kendoku::new(SIDE, cages(&values, &mut rng)).expect("well-formed cages");
        let puzzle = AnyPuzzle::Kendoku(kendoku);
        let (fast_ms, solutions) = time(&puzzle, Strategy::Fast);
        if solutions != 1 {
            continue; // not unique: make another
        }
        let (propagate_ms, check) = time(&puzzle, Strategy::Propagate);
        assert_eq!(check, 1, "propagate disagrees");
        rows.push((fast_ms, propagate_ms, puzzle));
    }
    rows.sort_by(|a, b| a.0.total_cmp(&b.0));
    let fast: Vec<f64> = rows.iter().map(|r| r.0).collect();
    let propagate: f64 = rows.iter().map(|r| r.1).sum();
    let median = fast[fast.len() / 2];
    let (hardest_ms, hardest_propagate, hardest) = rows.last().expect("puzzles");
    println!(
        "{} unique 9x9 Kendoku, solved to 2 solutions (unique proved):",
        rows.len()
    );
    println!(
        "  fast:      median {median:.2} ms, slowest {hardest_ms:.2} ms, total {:.1} ms",
        fast.iter().sum::<f64>()
    );
    println!(
        "  propagate: total {propagate:.1} ms; slowest puzzle {hardest_propagate:.2} ms \
         ({:.0}x the fast time)",
        hardest_propagate / hardest_ms
    );
    println!(
        "  bar: the slowest under 5 ms. Slowest puzzle:\n{}",
        to_json(hardest)
    );
}
