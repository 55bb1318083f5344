//! Every Sudoku shape but the classic 9x9, proved unique (to 2 solutions)
//! by the fast solver (`solver_for`: the bitboard solver, 64-bit sets up to
//! 8x8, 128-bit up to 11x11 and 256-bit up to 16x16), by the house solver
//! alone, and by the generic propagating solver they replaced, side by
//! side in one run: the janko.at puzzles of `../shared/janko/`,
//! Simon Tatham's game IDs of `tests/data/tatham_ids.txt`, and hard ones
//! made by the generator (16x16, 12x12, jigsaw, X, the star). Per group:
//! the median over its puzzles of each puzzle's time (see `proof_ms`),
//! and the ratios generic / fast and house / fast; then the median of
//! every puzzle's ratio. Every puzzle must come out unique by all three.
//!
//!     cargo bench --bench sudoku_shapes [-- SEEDS]

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Instant;

use btlab::fast::{generic_solver_for, solver_for, AnySolver, Deductions, HouseSolver};
use btlab::format::{parse_puzzle, read_janko};
use btlab::generate::{generate, Difficulty, Kind, SudokuShape};
use btlab::puzzles::AnyPuzzle;

/// What a puzzle's shape is called in the table.
fn group(puzzle: &AnyPuzzle) -> Option<String> {
    let AnyPuzzle::Sudoku(s) = puzzle else {
        return matches!(puzzle, AnyPuzzle::Star(_)).then(|| "star".to_string());
    };
    let side = s.side();
    let layout = s.layout();
    let mut name = format!("{side}x{side}");
    if layout.regions.is_some() {
        name += " jigsaw";
    }
    if layout.diagonals {
        name += " X";
    }
    if !layout.extra.is_empty() {
        name += " extra regions";
    }
    (name != "9x9").then_some(name)
}

/// Each of `makers`' time to prove the puzzle unique, in milliseconds:
/// the median of a run of timed batches (a solver that is timed alone,
/// its code and branches warm), the best of three such runs per solver,
/// the solvers taking turns run by run. A batch is as many proofs in a
/// row as take about 20 µs, timed together: the clock's own cost (about
/// 25 ns for the two readings here) would be a quarter of a 4x4's proof
/// and a few per cent of most others, the same for every solver, and
/// would shrink their ratios. These machines run at one speed for a while
/// and then at two thirds of it; with one run each, a puzzle's ratio moved
/// by a fifth from one run to the next, and the median ratio from 7.6x to
/// 9.3x.
fn proof_ms(makers: &[&dyn Fn() -> Box<dyn AnySolver>], name: &str) -> Vec<f64> {
    let prove = |make: &dyn Fn() -> Box<dyn AnySolver>| {
        let mut solver = make();
        solver.run_dyn(Some(2), u64::MAX, &mut |_| {});
        assert_eq!(solver.solutions(), 1, "{name}: not unique");
    };
    let batch = |make: &dyn Fn() -> Box<dyn AnySolver>, proofs: usize| {
        let started = Instant::now();
        for _ in 0..proofs {
            prove(make);
        }
        started.elapsed().as_secs_f64() * 1000.0 / proofs as f64
    };
    let mut best = vec![f64::INFINITY; makers.len()];
    for _ in 0..3 {
        for (make, best) in makers.iter().zip(&mut best) {
            let first = batch(*make, 1);
            let proofs = (0.02 / first.max(1e-6)).ceil().clamp(1.0, 1000.0) as usize;
            // Quick puzzles are timed more often, slow ones less.
            let runs = (200.0 / (first * proofs as f64).max(0.01)).clamp(3.0, 51.0) as usize;
            let median_batch = median((0..runs).map(|_| batch(*make, proofs)).collect());
            *best = best.min(median_batch);
        }
    }
    best
}

/// The house solver alone, as before the bitboard solver took the
/// puzzles over.
fn house_solver(puzzle: &AnyPuzzle) -> Box<dyn AnySolver> {
    let (houses, givens) = match puzzle {
        AnyPuzzle::Sudoku(s) => (s.houses(), s.givens()),
        AnyPuzzle::Star(s) => (s.houses(), s.givens()),
        _ => unreachable!("only Sudoku shapes and the star here"),
    };
    Box::new(HouseSolver::with_deductions(houses, givens, Deductions::LockedCandidates).unwrap())
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

fn puzzles(seeds: u64) -> Vec<(String, AnyPuzzle)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut list = Vec::new();
    let janko = root.join("../shared/janko");
    let mut files: Vec<_> = std::fs::read_dir(&janko)
        .unwrap_or_else(|e| panic!("{}: {e} (shared/ sits beside the project)", janko.display()))
        .map(|e| e.unwrap().path())
        .filter(|p| {
            p.file_name()
                .unwrap()
                .to_string_lossy()
                .starts_with("sudoku")
        })
        .collect();
    files.sort();
    for path in files {
        let text = std::fs::read_to_string(&path).unwrap();
        for read in read_janko(&text).unwrap() {
            list.push((
                path.file_name().unwrap().to_string_lossy().into(),
                read.puzzle,
            ));
        }
    }
    let ids = std::fs::read_to_string(root.join("tests/data/tatham_ids.txt")).unwrap();
    for id in ids
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        if let Ok(p @ AnyPuzzle::Sudoku(_)) = parse_puzzle(id) {
            list.push((format!("Tatham {}", &id[..id.find(':').unwrap_or(0)]), p));
        }
    }
    let kinds = [
        Kind::sudoku(16, 4, 4, false),
        Kind::sudoku(16, 4, 4, true),
        Kind::sudoku(12, 3, 4, false),
        Kind::jigsaw(9),
        Kind::jigsaw(12),
        Kind::sudoku(9, 3, 3, true),
        Kind::Sudoku(SudokuShape::Star),
    ];
    for kind in kinds {
        for seed in 1..=seeds {
            let made = generate(kind, seed, Difficulty::Hard).unwrap();
            list.push((format!("generated seed {seed}"), made.puzzle));
        }
    }
    list
}

fn main() {
    let seeds: u64 = std::env::args()
        .skip(1)
        .find_map(|a| a.parse().ok())
        .unwrap_or(5);
    let mut groups: BTreeMap<String, Vec<(f64, f64, f64)>> = BTreeMap::new();
    let mut worst: BTreeMap<String, (f64, f64, String)> = BTreeMap::new();
    for (name, puzzle) in puzzles(seeds) {
        let Some(group) = group(&puzzle) else {
            continue;
        };
        let fast = || solver_for(&puzzle);
        let house = || house_solver(&puzzle);
        let generic = || generic_solver_for(&puzzle);
        let [fast, house, generic] = proof_ms(&[&fast, &house, &generic], &name)[..] else {
            unreachable!("three solvers, three medians")
        };
        groups
            .entry(group.clone())
            .or_default()
            .push((fast, generic, house));
        let slowest = worst.entry(group).or_insert((0.0, 0.0, String::new()));
        if generic > slowest.1 {
            *slowest = (fast, generic, name);
        }
    }
    println!(
        "{:<22} {:>7} {:>10} {:>10} {:>11} {:>8} {:>9}   slowest for the generic solver",
        "shape", "puzzles", "fast ms", "house ms", "generic ms", "generic", "house"
    );
    let mut all = Vec::new();
    for (group, times) in &groups {
        let fast = median(times.iter().map(|t| t.0).collect());
        let generic = median(times.iter().map(|t| t.1).collect());
        let house = median(times.iter().map(|t| t.2).collect());
        all.extend(times.iter().map(|t| t.1 / t.0));
        let (wh, wg, wn) = &worst[group];
        println!(
            "{group:<22} {:>7} {fast:>10.4} {house:>10.4} {generic:>11.4} {:>7.1}x {:>8.2}x   {wn}: {wh:.3} vs {wg:.3} ms ({:.1}x)",
            times.len(),
            generic / fast,
            house / fast,
            wg / wh,
        );
    }
    println!(
        "median of the per-puzzle ratios over all {} puzzles: {:.1}x",
        all.len(),
        median(all)
    );
}
