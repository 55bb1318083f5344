//! Every strategy finds the same solutions. Small puzzles are built from
//! the bytes (a 4x4 or 6x6 Sudoku, diagonals and Killer cages maybe;
//! N-Queens to 6; a 3x3 or 4x4 Kendoku; a 4x4 or 5x5 Skyscrapers, gaps
//! maybe; Tents to 6x6),
//! mostly around a known solution, and solved by fast and by one of
//! classic, propagate, mrv and random (the bytes pick it: one input stays
//! quick, and the inputs cover all four), each within a step budget so
//! that no input hangs.
//! Every solution obeys the rules; when fast searched the whole tree, the
//! stepping strategies that did too agree with it on the count and on the
//! solutions (as `solution_values` writes them: Tents may pair trees
//! otherwise), and those that did not found none it lacks.
#![no_main]

use std::collections::BTreeSet;

use btlab::engine::{Halt, Limits};
use btlab::fast::{solver_for, FastHalt};
use btlab::puzzles::{
    sum_cage, AnyPuzzle, Cage, Clues, Kendoku, Layout, Op, Queens, Skyscrapers, Sudoku, Tents,
};
use btlab::solve::{board_of, solve, stepper};
use btlab::strategy::Strategy;
use libfuzzer_sys::fuzz_target;

/// Events (stepping strategies) or guesses (fast) per strategy: small
/// puzzles finish well within it, sparse ones stop at it.
const BUDGET: u64 = 5_000;

/// The input, a byte at a time (zeros once it is used up).
struct Bytes<'a>(&'a [u8]);

impl Bytes<'_> {
    fn next(&mut self) -> usize {
        let Some((&b, rest)) = self.0.split_first() else {
            return 0;
        };
        self.0 = rest;
        usize::from(b)
    }
}

/// 0..n in an order the bytes pick.
fn shuffle(n: usize, b: &mut Bytes) -> Vec<usize> {
    let mut p: Vec<usize> = (0..n).collect();
    for i in (1..n).rev() {
        p.swap(i, b.next() % (i + 1));
    }
    p
}

/// A Latin square of side `n` (values 1..=n, row-major), shuffled.
fn latin(n: usize, b: &mut Bytes) -> Vec<u8> {
    let (rows, cols) = (shuffle(n, b), shuffle(n, b));
    (0..n * n)
        .map(|i| ((rows[i / n] + cols[i % n]) % n + 1) as u8)
        .collect()
}

fn sudoku(b: &mut Bytes) -> Option<AnyPuzzle> {
    let (n, h, w) = if b.next().is_multiple_of(2) {
        (4, 2, 2)
    } else {
        (6, 2, 3)
    };
    let digits = shuffle(n, b);
    let solved = |i: usize| digits[(w * ((i / n) % h) + (i / n) / h + i % n) % n] as u8 + 1;
    let cages = if b.next().is_multiple_of(3) {
        killer_cages(n, &solved, b)
    } else {
        Vec::new()
    };
    let layout = Layout {
        diagonals: b.next().is_multiple_of(4),
        cages,
        ..Layout::default()
    };
    let givens = (0..n * n)
        .map(|i| {
            let (r, c) = (i / n, i % n);
            match b.next() {
                0..=127 => 0,
                128..=239 => digits[(w * (r % h) + r / h + c) % n] as u8 + 1,
                v => (v % (n + 1)) as u8,
            }
        })
        .collect();
    Sudoku::with_layout(givens, layout)
        .ok()
        .map(AnyPuzzle::Sudoku)
}

/// Killer cages over the grid `solved` (a digit per cell): cells joined
/// to the cage on their left or above while its digits differ, up to four
/// cells; each with the sum `solved` gives it, now and then none or any.
fn killer_cages(n: usize, solved: &dyn Fn(usize) -> u8, b: &mut Bytes) -> Vec<Cage> {
    let mut cages: Vec<Vec<u16>> = Vec::new();
    let mut cage_of = vec![0; n * n];
    for i in 0..n * n {
        let near = match b.next() % 3 {
            1 if i % n > 0 => Some(cage_of[i - 1]),
            2 if i >= n => Some(cage_of[i - n]),
            _ => None,
        };
        let fits = |c: &usize| {
            cages[*c].len() < 4 && cages[*c].iter().all(|&o| solved(o as usize) != solved(i))
        };
        cage_of[i] = match near.filter(fits) {
            Some(c) => c,
            None => {
                cages.push(Vec::new());
                cages.len() - 1
            }
        };
        cages[cage_of[i]].push(i as u16);
    }
    cages
        .into_iter()
        .map(|cells| {
            let sum: u32 = cells.iter().map(|&c| u32::from(solved(c as usize))).sum();
            let target = match b.next() {
                0..=31 => 0,
                32..=47 => (b.next() % 24) as u32,
                _ => sum,
            };
            sum_cage(target, cells)
        })
        .collect()
}

fn kendoku(b: &mut Bytes) -> Option<AnyPuzzle> {
    let n = 3 + b.next() % 2;
    let square = latin(n, b);
    // Now and then cages too large to narrow (more than 12 cells).
    let most = if b.next().is_multiple_of(4) { n * n } else { 4 };
    let mut cages: Vec<Vec<u16>> = Vec::new();
    let mut cage_of = vec![0; n * n];
    for i in 0..n * n {
        let join = match b.next() % 3 {
            1 if i % n > 0 => Some(cage_of[i - 1]),
            2 if i >= n => Some(cage_of[i - n]),
            _ => None,
        };
        cage_of[i] = match join {
            Some(c) if cages[c].len() < most => c,
            _ => {
                cages.push(Vec::new());
                cages.len() - 1
            }
        };
        cages[cage_of[i]].push(i as u16);
    }
    let cages = cages.into_iter().map(|cells| {
        let v: Vec<u32> = cells
            .iter()
            .map(|&c| u32::from(square[c as usize]))
            .collect();
        let (hi, lo) = (
            v.iter().max().copied().unwrap_or(1),
            v.iter().min().copied().unwrap_or(1),
        );
        // One cell: mostly a given, or a one-cell sum or product.
        let (op, target) = match (v.len(), b.next() % 5) {
            (1, 0 | 1 | 3) => (Op::Given, v[0]),
            (2, 1) => (Op::Sub, hi - lo),
            (2, 3) if hi % lo == 0 => (Op::Div, hi / lo),
            (_, 2) => (Op::Mul, v.iter().product()),
            (len, 4) if len > 1 => (Op::Unknown, v.iter().sum()),
            _ => (Op::Add, v.iter().sum()),
        };
        // Now and then a wrong target: puzzles with no solution too.
        let target = if b.next() > 240 { target + 1 } else { target };
        Cage {
            target: target.max(1),
            op,
            cells,
        }
    });
    Kendoku::new(n, cages.collect())
        .ok()
        .map(AnyPuzzle::Kendoku)
}

fn skyscrapers(b: &mut Bytes) -> Option<AnyPuzzle> {
    let n = 4 + b.next() % 2;
    let depth = if b.next().is_multiple_of(3) { n - 1 } else { n };
    let square = latin(n, b);
    let seen = |cells: Vec<usize>| {
        let mut top = 0;
        cells
            .iter()
            .filter(|&&c| {
                let taller = square[c] > top;
                top = top.max(square[c]);
                taller
            })
            .count()
    };
    let mut clue = |cells: Vec<usize>| -> u8 {
        match b.next() {
            0..=127 => 0,
            // Counts of the square hold only without gaps.
            128..=223 if depth == n => seen(cells) as u8,
            v => (v % (depth + 1)) as u8,
        }
    };
    let mut side = |line: &dyn Fn(usize, usize) -> usize, rev: bool| {
        (0..n)
            .map(|k| {
                let mut cells: Vec<usize> = (0..n).map(|j| line(k, j)).collect();
                if rev {
                    cells.reverse();
                }
                clue(cells)
            })
            .collect()
    };
    let (column, row) = (
        |k: usize, j: usize| j * n + k,
        |k: usize, j: usize| k * n + j,
    );
    let clues = Clues {
        top: side(&column, false),
        bottom: side(&column, true),
        left: side(&row, false),
        right: side(&row, true),
    };
    Skyscrapers::new(n, depth, clues, Vec::new(), false)
        .ok()
        .map(AnyPuzzle::Skyscrapers)
}

fn tents(b: &mut Bytes) -> Option<AnyPuzzle> {
    let (rows, cols) = (4 + b.next() % 3, 4 + b.next() % 3);
    let is_tree: Vec<bool> = (0..rows * cols)
        .map(|_| b.next().is_multiple_of(6))
        .collect();
    // A square and the eight around it.
    let around = |sq: usize| {
        let (r, c) = (sq / cols, sq % cols);
        (r.saturating_sub(1)..(r + 2).min(rows))
            .flat_map(move |r| (c.saturating_sub(1)..(c + 2).min(cols)).map(move |c| r * cols + c))
    };
    let (mut trees, mut tents) = (Vec::new(), vec![false; rows * cols]);
    for tree in (0..rows * cols).filter(|&sq| is_tree[sq]) {
        let (r, c) = (tree / cols, tree % cols);
        let sides = [
            (r > 0).then(|| tree - cols),
            (c + 1 < cols).then(|| tree + 1),
            (r + 1 < rows).then(|| tree + cols),
            (c > 0).then(|| tree - 1),
        ];
        // A tent on the first free side from the one the bytes pick, or
        // no tree.
        let first = b.next();
        let free = |&t: &usize| !is_tree[t] && !around(t).any(|s| tents[s]);
        if let Some(t) = (0..4).filter_map(|d| sides[(first + d) % 4]).find(free) {
            tents[t] = true;
            trees.push(tree);
        }
    }
    let count =
        |squares: &mut dyn Iterator<Item = usize>| squares.filter(|&s| tents[s]).count() as u8;
    let row_counts = (0..rows).map(|r| count(&mut (r * cols..(r + 1) * cols)));
    let col_counts = (0..cols).map(|c| count(&mut (c..rows * cols).step_by(cols)));
    Tents::new(
        rows,
        cols,
        trees,
        row_counts.collect(),
        col_counts.collect(),
    )
    .ok()
    .map(AnyPuzzle::Tents)
}

/// The count and the solutions of a search by `strategy` within the
/// budget, and whether it searched the whole tree.
fn run(puzzle: &AnyPuzzle, strategy: Strategy) -> (u64, BTreeSet<Vec<u8>>, bool) {
    let mut found = BTreeSet::new();
    let mut note = |values: &[u8]| {
        let solution = puzzle.solution_values(values);
        assert!(puzzle.is_solution(&solution), "{strategy:?}: {solution:?}");
        found.insert(solution);
    };
    let (count, done) = match stepper(puzzle, strategy) {
        Some(mut search) => {
            let limits = Limits {
                solutions: None,
                steps: Some(BUDGET),
            };
            let halt = search.run(limits, &mut |path, _| note(&board_of(path, puzzle.cells())));
            (search.stats().solutions, halt == Halt::Exhausted)
        }
        None => {
            let mut solver = solver_for(puzzle);
            let halt = solver.run_dyn(None, BUDGET, &mut |values| note(values));
            (solver.solutions(), halt == FastHalt::Exhausted)
        }
    };
    (count, found, done)
}

fuzz_target!(|data: &[u8]| {
    let mut b = Bytes(data);
    let puzzle = match b.next() % 5 {
        0 => sudoku(&mut b),
        1 => Some(AnyPuzzle::Queens(Queens::new(1 + b.next() % 6))),
        2 => kendoku(&mut b),
        3 => skyscrapers(&mut b),
        _ => tents(&mut b),
    };
    let Some(puzzle) = puzzle else { return };
    // fast first: what it cannot finish within the budget (in guesses,
    // with all its propagation), no stepping strategy finishes in events.
    let (count, all, done) = run(&puzzle, Strategy::Fast);
    if !done {
        return;
    }
    assert_eq!(
        count,
        all.len() as u64,
        "fast: a count of distinct solutions"
    );
    let seed = b.next() as u64 * 7919;
    let strategy = [
        Strategy::Classic,
        Strategy::Propagate,
        Strategy::Mrv,
        Strategy::Random { seed },
    ][b.next() % 4];
    let (c, found, done) = run(&puzzle, strategy);
    if done {
        assert_eq!((c, &found), (count, &all), "{strategy:?} against fast");
    } else {
        assert!(
            found.is_subset(&all),
            "{strategy:?}: a solution fast did not find"
        );
    }
    if let AnyPuzzle::Queens(_) = puzzle {
        // fast's own path for N-Queens: counted by columns, boards apart.
        let report = solve(&puzzle, Strategy::Fast, None, usize::MAX);
        assert_eq!(report.stats.solutions, count);
        assert_eq!(report.solutions.into_iter().collect::<BTreeSet<_>>(), all);
    }
});
