//! 9x9 variant Sudoku: how long `fast` takes to solve and prove unique a
//! puzzle with a mix of the variants' rules (thermometers, arrows, kropki
//! dots, Xs and Vs, German whispers, renbans, palindromes, a little
//! killer, a sandwich sum, odd and even cells), beside `propagate` in the same run. The
//! puzzles are made here from a seed: a classic puzzle's solution (made
//! by `generate`), rules drawn over it that it keeps, then givens taken
//! away in random order while `fast` still proves the solution the only
//! one. The bar (issue 65): the median under 20 ms.
//!
//!     cargo bench --bench variants_nine [-- PUZZLES [SEED]]

mod common;

use btlab::format::to_json;
use btlab::generate::{generate, Difficulty, Kind, Rng};
use btlab::puzzles::{
    AnyPuzzle, Dot, DotKind, DrawnLine, Layout, LineKind, LittleKiller, Sandwich, Sudoku,
};
use btlab::solve::solve;
use btlab::strategy::Strategy;
use common::median_proof_ms;
use rand::seq::SliceRandom;
use rand::{Rng as _, SeedableRng};

const SIDE: usize = 9;

/// The cells touching `cell` by a side or a corner.
fn touching(cell: usize) -> Vec<usize> {
    let (r, c) = ((cell / SIDE) as i64, (cell % SIDE) as i64);
    let inside = |x: i64| (0..SIDE as i64).contains(&x);
    (-1..=1)
        .flat_map(|dr| (-1..=1).map(move |dc| (r + dr, c + dc)))
        .filter(|&(nr, nc)| inside(nr) && inside(nc) && (nr, nc) != (r, c))
        .map(|(nr, nc)| nr as usize * SIDE + nc as usize)
        .collect()
}

/// Whether a walk may go on to a cell (the walk so far, the cell).
type Step<'a> = dyn Fn(&[usize], usize) -> bool + 'a;
/// Whether a whole walk is kept.
type Kept<'a> = dyn Fn(&[usize]) -> bool + 'a;

/// A walk from a random cell to touching cells that `step` allows (the
/// walk so far, the next cell), at most `len` cells.
fn walk(rng: &mut Rng, len: usize, step: &Step<'_>) -> Vec<usize> {
    let mut line = vec![rng.gen_range(0..SIDE * SIDE)];
    while line.len() < len {
        let last = *line.last().unwrap();
        let next: Vec<usize> = (touching(last).into_iter())
            .filter(|&n| !line.contains(&n) && step(&line, n))
            .collect();
        let Some(&n) = next.choose(rng) else {
            break;
        };
        line.push(n);
    }
    line
}

/// Rules drawn over `solution`, each kept by it: two thermometers, two
/// arrows, four kropki dots, two Xs or Vs, a German whisper, a renban, a
/// palindrome, a little killer, a sandwich sum, two odd and two even
/// cells.
fn rules_over(solution: &[u8], rng: &mut Rng) -> Layout {
    let mut layout = Layout::default();
    let digit = |c: usize| u32::from(solution[c]);
    while layout.thermometers.len() < 2 {
        let line = walk(rng, 5, &|l, n| digit(n) > digit(*l.last().unwrap()));
        if line.len() >= 3 {
            layout.thermometers.push(line);
        }
    }
    while layout.arrows.len() < 2 {
        let sum = |l: &[usize]| l[1..].iter().map(|&c| digit(c)).sum::<u32>();
        let arrow = walk(rng, 4, &|l, n| sum(l) + digit(n) <= digit(l[0]));
        if arrow.len() >= 2 && sum(&arrow) == digit(arrow[0]) {
            layout.arrows.push(arrow);
        }
    }
    while layout.dots.len() < 6 {
        let a = rng.gen_range(0..SIDE * SIDE - SIDE);
        let b = if a % SIDE < SIDE - 1 && rng.gen_bool(0.5) {
            a + 1
        } else {
            a + SIDE
        };
        let (x, y) = (digit(a), digit(b));
        let kind = match (x + y, x.abs_diff(y), x.max(y) == 2 * x.min(y)) {
            // Four kropki dots, then two Xs or Vs.
            _ if layout.dots.len() >= 4 => match x + y {
                10 => Some(DotKind::X),
                5 => Some(DotKind::V),
                _ => None,
            },
            (_, 1, _) => Some(DotKind::White),
            (_, _, true) => Some(DotKind::Black),
            _ => None,
        };
        let new = layout.dots.iter().all(|d| d.cells != (a as u16, b as u16));
        if let (Some(kind), true) = (kind, new) {
            let cells = (a as u16, b as u16);
            layout.dots.push(Dot { cells, kind });
        }
    }
    // A German whisper, a renban and a palindrome of 3 to 4 cells.
    let whisper = |l: &[usize], n: usize| digit(n).abs_diff(digit(*l.last().unwrap())) >= 5;
    let distinct = |l: &[usize], n: usize| l.iter().all(|&c| digit(c) != digit(n));
    let run = |l: &[usize]| {
        let (lo, hi) = (l.iter().map(|&c| digit(c))).fold((9, 1), |(a, b), d| (a.min(d), b.max(d)));
        hi - lo + 1 == l.len() as u32
    };
    let palindrome = |l: &[usize]| l.len() == 3 && digit(l[0]) == digit(l[2]);
    let lines: [(LineKind, usize, &Step<'_>, &Kept<'_>); 3] = [
        (LineKind::Whisper, 4, &whisper, &|l| l.len() >= 3),
        (LineKind::Renban, 4, &distinct, &|l| l.len() >= 3 && run(l)),
        (LineKind::Palindrome, 3, &|_, _| true, &palindrome),
    ];
    for (kind, len, step, kept) in lines {
        let cells = std::iter::repeat_with(|| walk(rng, len, step))
            .find(|l| kept(l))
            .expect("a line");
        layout.lines.push(DrawnLine { kind, cells });
    }
    // A little killer above a random column, down and right.
    let column = rng.gen_range(0..SIDE as i16 - 2);
    let mut killer = LittleKiller {
        at: (-1, column),
        toward: (1, 1),
        sum: 0,
    };
    killer.sum = killer.cells(SIDE).iter().map(|&c| digit(c)).sum();
    layout.little_killers.push(killer);
    // A sandwich sum left of a random row.
    let row = rng.gen_range(0..SIDE as i16);
    let mut sandwich = Sandwich {
        at: (row, -1),
        sum: 0,
    };
    let digits: Vec<u32> = sandwich.cells(SIDE).iter().map(|&c| digit(c)).collect();
    let (one, nine) = (
        digits.iter().position(|&d| d == 1).expect("a 1"),
        digits.iter().position(|&d| d == SIDE as u32).expect("a 9"),
    );
    sandwich.sum = digits[one.min(nine) + 1..one.max(nine)].iter().sum();
    layout.sandwiches.push(sandwich);
    let mut cells: Vec<usize> = (0..SIDE * SIDE).collect();
    cells.shuffle(rng);
    for c in cells {
        let shaded = if digit(c) % 2 == 1 {
            &mut layout.odd
        } else {
            &mut layout.even
        };
        if shaded.len() < 2 {
            shaded.push(c);
        }
    }
    layout
}

/// A unique 9x9 with `layout`'s rules: the givens of `start` taken away
/// in random order while `fast` still finds one solution.
fn dig(start: &[u8], layout: &Layout, rng: &mut Rng) -> AnyPuzzle {
    let build = |givens: Vec<u8>| {
        AnyPuzzle::Sudoku(Sudoku::with_layout(givens, layout.clone()).expect("rules it keeps"))
    };
    let mut givens = start.to_vec();
    let mut order: Vec<usize> = (0..givens.len()).filter(|&c| givens[c] != 0).collect();
    order.shuffle(rng);
    for cell in order {
        let value = std::mem::replace(&mut givens[cell], 0);
        if solve(&build(givens.clone()), Strategy::Fast, Some(2), 0)
            .stats
            .solutions
            != 1
        {
            givens[cell] = value;
        }
    }
    build(givens)
}

fn main() {
    let args: Vec<u64> = (std::env::args().skip(1))
        .filter_map(|a| a.parse().ok())
        .collect();
    let wanted = args.first().copied().unwrap_or(50) as usize;
    let seed = args.get(1).copied().unwrap_or(2026);
    let mut rng = Rng::seed_from_u64(seed);
    let mut rows = Vec::new();
    for k in 0..wanted as u64 {
        let kind = Kind::sudoku(SIDE, 3, 3, false);
        let made = generate(kind, seed + k, Difficulty::Medium).expect("a classic 9x9");
        let AnyPuzzle::Sudoku(classic) = &made.puzzle else {
            unreachable!("a Sudoku")
        };
        let solution = solve(&made.puzzle, Strategy::Fast, Some(1), 1).solutions[0].clone();
        let layout = rules_over(&solution, &mut rng);
        let puzzle = dig(classic.givens(), &layout, &mut rng);
        let (fast_ms, solutions) = median_proof_ms(&puzzle, Strategy::Fast, 9);
        assert_eq!(solutions, 1, "made unique");
        let (propagate_ms, check) = median_proof_ms(&puzzle, Strategy::Propagate, 1);
        assert_eq!(check, 1, "propagate disagrees");
        rows.push((fast_ms, propagate_ms, puzzle));
    }
    report(rows);
}

/// The figures: `fast`'s median and slowest, `propagate`'s beside them.
fn report(mut rows: Vec<(f64, f64, AnyPuzzle)>) {
    rows.sort_by(|a, b| a.0.total_cmp(&b.0));
    let median = |of: &dyn Fn(&(f64, f64, AnyPuzzle)) -> f64| {
        let mut times: Vec<f64> = rows.iter().map(of).collect();
        times.sort_by(f64::total_cmp);
        times[times.len() / 2]
    };
    let (fast, propagate) = (median(&|r| r.0), median(&|r| r.1));
    let givens = |p: &AnyPuzzle| match p {
        AnyPuzzle::Sudoku(s) => s.givens().iter().filter(|&&g| g != 0).count(),
        _ => 0,
    };
    let mean_givens = rows.iter().map(|r| givens(&r.2)).sum::<usize>() / rows.len();
    println!(
        "{} unique 9x9 variant Sudoku (2 thermometers, 2 arrows, 4 kropki dots, 2 X or V, a whisper, a renban, a palindrome, a little killer, a sandwich sum, 2 odd and 2 even cells; {mean_givens} givens on average), solved to 2 solutions (unique proved):",
        rows.len()
    );
    let (slowest, slowest_propagate, hardest) = rows.last().expect("puzzles");
    println!("  fast:      median {fast:.2} ms, slowest {slowest:.2} ms");
    println!(
        "  propagate: median {propagate:.2} ms ({:.0}x fast's), on fast's slowest {slowest_propagate:.2} ms",
        propagate / fast
    );
    println!(
        "  bar: fast's median under 20 ms. Slowest puzzle:\n{}",
        to_json(hardest)
    );
}
