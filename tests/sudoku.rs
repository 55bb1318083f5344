//! Sudoku: the reference puzzles under every strategy, sizes, variants.

mod common;

use btlab::format::{parse_line, parse_puzzle};
use btlab::puzzles::{AnyPuzzle, Layout, Sudoku};
use btlab::solve::solve;
use btlab::strategy::Strategy;
use common::*;

/// The article's program needs billions of attempts on these (Inkala:
/// 4,394,899,534 attempts, about 110 s natively); see `classic_on_the_hard_ones`.
const TOO_HARD_FOR_CLASSIC: [&str; 3] = ["Dutch hard", "Inkala 2012", "Anti brute force"];

fn check_reference(name: &str, givens: &str, solution: &str, strategy: Strategy) {
    let p = puzzle(givens);
    let AnyPuzzle::Sudoku(s) = &p else {
        unreachable!()
    };
    let report = solve(&p, strategy, Some(2), 2);
    assert_eq!(
        report.stats.solutions, 1,
        "{name} by {strategy}: exactly one solution"
    );
    assert!(
        report.complete,
        "{name} by {strategy}: the search proved uniqueness"
    );
    let found = &report.solutions[0];
    assert!(s.is_solution(found), "{name} by {strategy}");
    if !solution.is_empty() {
        assert_eq!(digits(found), solution, "{name} by {strategy}");
    }
}

#[test]
fn presse_by_every_strategy() {
    for s in strategies() {
        check_reference("Presse", PRESSE, "", s);
        let report = solve(&puzzle(PRESSE), s, Some(1), 1);
        assert_eq!(&digits(&report.solutions[0])[..9], PRESSE_FIRST_ROW, "{s}");
    }
}

#[test]
fn reference_puzzles_by_every_strategy() {
    for (name, givens, solution) in NINE_BY_NINE {
        for s in strategies() {
            if s == Strategy::Classic && (TOO_HARD_FOR_CLASSIC.contains(&name) || name == "Maggesi")
            {
                continue;
            }
            check_reference(name, givens, solution, s);
        }
    }
}

#[test]
fn classic_on_maggesi() {
    check_reference("Maggesi", NINE_BY_NINE[5].1, "", Strategy::Classic);
}

#[test]
#[ignore = "minutes: billions of attempts (run with --release -- --ignored)"]
fn classic_on_the_hard_ones() {
    for (name, givens, solution) in NINE_BY_NINE {
        if TOO_HARD_FOR_CLASSIC.contains(&name) {
            let report = solve(&puzzle(givens), Strategy::Classic, Some(1), 1);
            assert_eq!(digits(&report.solutions[0]), solution, "{name}");
        }
    }
}

#[test]
fn the_article_exhaustive_run_on_presse_is_pinned() {
    // The same figures as the article's Python program (benches/article_sudoku.py).
    let report = solve(&puzzle(PRESSE), Strategy::Classic, None, 1);
    assert!(report.complete);
    assert_eq!(report.stats.solutions, 1);
    assert_eq!(report.stats.attempts, 6_432_362);
    assert_eq!(report.stats.rejections, 1_987_368);
    assert_eq!(report.stats.placements, 4_444_994);
    assert_eq!(report.stats.backtracks, 4_444_994);
    assert_eq!(report.stats.max_depth, 81);
}

#[test]
fn empty_four_by_four_has_288_solutions() {
    let empty = AnyPuzzle::Sudoku(Sudoku::new(vec![0; 16]).unwrap());
    for s in strategies() {
        let report = solve(&empty, s, None, 0);
        assert!(report.complete);
        assert_eq!(report.stats.solutions, 288, "{s}");
    }
}

#[test]
fn six_by_six_and_sixteen_by_sixteen() {
    let six = puzzle("1.....\n..3...\n....5.\n.2....\n...4..\n.....6");
    let AnyPuzzle::Sudoku(s6) = &six else {
        unreachable!()
    };
    assert_eq!(
        (s6.side(), s6.region_of()[3]),
        (6, 1),
        "2x3 boxes: r1c4 is in box 2"
    );
    for s in strategies() {
        let r = solve(&six, s, Some(1), 1);
        assert!(s6.is_solution(&r.solutions[0]), "{s}");
    }
    let sixteen = AnyPuzzle::Sudoku(Sudoku::new(vec![0; 256]).unwrap());
    for s in [Strategy::Propagate, Strategy::Mrv, Strategy::Fast] {
        let r = solve(&sixteen, s, Some(1), 1);
        let AnyPuzzle::Sudoku(s16) = &sixteen else {
            unreachable!()
        };
        assert!(s16.is_solution(&r.solutions[0]), "{s}");
    }
}

#[test]
fn diagonals_are_extra_houses() {
    let plain = AnyPuzzle::Sudoku(Sudoku::new(vec![0; 16]).unwrap());
    let layout = Layout {
        diagonals: true,
        ..Layout::default()
    };
    let x = Sudoku::with_layout(vec![0; 16], layout).unwrap();
    let with_diagonals = AnyPuzzle::Sudoku(x.clone());
    for s in strategies() {
        let all = common::solution_set(&with_diagonals, s);
        assert!(!all.is_empty() && all.len() < 288, "{s}: {}", all.len());
        for g in &all {
            assert!(x.is_solution(g));
            assert!(
                (0..4)
                    .map(|i| g[i * 4 + i])
                    .collect::<std::collections::BTreeSet<_>>()
                    .len()
                    == 4
            );
        }
        assert!(common::solution_set(&plain, s).is_superset(&all));
    }
}

#[test]
fn jigsaw_regions_replace_boxes() {
    // A 4x4 whose regions are the four rows shifted: L-shaped pieces.
    let doc = r#"{"kind":"sudoku","givens":"1...............","regions":[0,0,0,1, 2,0,1,1, 2,2,3,1, 2,3,3,3]}"#;
    let p = parse_puzzle(doc).unwrap();
    let AnyPuzzle::Sudoku(s) = &p else {
        unreachable!()
    };
    let sets: Vec<_> = strategies()
        .iter()
        .map(|&st| common::solution_set(&p, st))
        .collect();
    assert!(!sets[0].is_empty());
    assert!(sets.iter().all(|x| x == &sets[0]));
    for g in &sets[0] {
        assert!(s.is_solution(g));
    }
}

#[test]
fn a_puzzle_without_solution_reports_zero() {
    // Valid givens (no clash) that leave r1c4 without candidates.
    let givens = parse_line("123.\n...4\n....\n....").unwrap();
    let p = AnyPuzzle::Sudoku(Sudoku::new(givens).unwrap());
    for s in strategies() {
        let report = solve(&p, s, None, 1);
        assert!(report.complete, "{s}");
        assert_eq!(report.stats.solutions, 0, "{s}");
        assert!(report.solutions.is_empty());
    }
}

#[test]
fn other_givens_on_the_same_shape_share_its_houses_and_are_checked_alike() {
    let layout = Layout {
        diagonals: true,
        ..Layout::default()
    };
    let shape = Sudoku::with_layout(vec![0; 16], layout.clone()).unwrap();
    let givens = parse_line("1...\n..3.\n....\n...2").unwrap();
    let made = shape.with_givens(givens.clone()).unwrap();
    let fresh = Sudoku::with_layout(givens, layout).unwrap();
    assert_eq!(made.givens(), fresh.givens());
    // Solved alike (the diagonals kept): the same one solution.
    let (a, b) = (AnyPuzzle::Sudoku(made.clone()), AnyPuzzle::Sudoku(fresh));
    let (ra, rb) = (
        solve(&a, Strategy::Propagate, None, 0),
        solve(&b, Strategy::Propagate, None, 0),
    );
    assert_eq!(ra.solutions, rb.solutions);
    assert_eq!(ra.stats.solutions, rb.stats.solutions);
    // What is derived from the houses is made once for both.
    let table = shape.houses().derived(|| 42u32);
    assert!(std::sync::Arc::ptr_eq(
        &table,
        &made.houses().derived(|| 0u32)
    ));
    // Refused as `with_layout` refuses: size, range, clash.
    assert!(shape.with_givens(vec![0; 9]).is_err());
    let err = shape
        .with_givens(parse_line("5...\n....\n....\n....").unwrap())
        .unwrap_err();
    assert!(err.to_string().contains("r1c1"), "{err}");
    let err = shape
        .with_givens(parse_line("1...\n.1..\n....\n....").unwrap())
        .unwrap_err();
    assert!(
        err.to_string().contains("diagonal") || err.to_string().contains("box"),
        "{err}"
    );
}

#[test]
fn houses_changed_after_a_table_was_derived_get_a_new_table() {
    use btlab::puzzles::Houses;
    // Shared geometry: changing a copy copies it first.
    let plain = Houses::latin(4);
    assert_eq!(*plain.derived(|| 1u8), 1);
    let crossed = plain.clone().with_diagonals().unwrap();
    assert_eq!(*crossed.derived(|| 2u8), 2);
    assert_eq!(*plain.derived(|| 3u8), 1);
    // A geometry held once is changed in place, and emptied when indexed.
    let alone = Houses::latin(4);
    assert_eq!(*alone.derived(|| 1u8), 1);
    assert_eq!(*alone.with_diagonals().unwrap().derived(|| 2u8), 2);
}
