//! Inputs the fuzz targets (fuzz/) found to crash or to mislead, each
//! now a clean result.

use btlab::engine::Limits;
use btlab::fast::solver_for;
use btlab::format::{parse_puzzle, read_game_id};
use btlab::puzzles::{Cage, Op};
use btlab::solve::{solve, stepper};
use btlab::strategy::Strategy;

/// tatham_id: a Solo size of twenty digits overflowed `C * R` (and `C *=
/// R` for a jigsaw); in a build without overflow checks it wrapped, and
/// `4x4611686018427387905` read as a side of 4.
#[test]
fn a_huge_solo_size_is_refused() {
    for id in [
        "5x5444444444444444444:",
        "2x9999999999999999999j:",
        "23333333333333333333x3:",
        "4x4611686018427387905:",
    ] {
        let err = parse_puzzle(id).unwrap_err().to_string();
        assert!(err.contains("a Sudoku of side 4 to 16 here"), "{id}: {err}");
    }
}

/// tatham_id: a division cage's target of ten digits overflowed the check
/// `smaller * target == larger` while reading (the cage's ways are listed).
#[test]
fn a_huge_division_target_reads() {
    let p = read_game_id("4:a_6baa_aa_a__,s1m8a4d2444444444d2m1a7d2").unwrap();
    assert_eq!(solve(&p, Strategy::Fast, None, 1).stats.solutions, 0);
    let cage = |target, op| Cage {
        target,
        op,
        cells: vec![0, 1],
    };
    assert!(!cage(u32::MAX, Op::Div).holds(&[2, 4]));
    assert!(!cage(u32::MAX, Op::Unknown).holds(&[2, 4]));
    assert!(cage(2, Op::Div).holds(&[4, 2]));
}

/// solve_agree: cages `fast` does not narrow (more than 12 cells, or one
/// cell with `+` or `x`) were never checked, so it took any Latin square
/// as a solution; the stepping strategies found none.
#[test]
fn fast_checks_the_cages_it_does_not_narrow() {
    let whole: Vec<String> = (0..16).map(|c| c.to_string()).collect();
    let one_big = format!(
        r#"{{"kind":"kendoku","size":4,"cages":[{{"target":5,"op":"x","cells":[{}]}}]}}"#,
        whole.join(",")
    );
    let singles: Vec<String> = (0..9)
        .map(|c| {
            let target = if c == 0 { 3 } else { 1 };
            format!(r#"{{"target":{target},"op":"+","cells":[{c}]}}"#)
        })
        .collect();
    let one_cell_sums = format!(
        r#"{{"kind":"kendoku","size":3,"cages":[{}]}}"#,
        singles.join(",")
    );
    for doc in [one_big, one_cell_sums] {
        let p = parse_puzzle(&doc).unwrap();
        for strategy in [Strategy::Classic, Strategy::Mrv, Strategy::Fast] {
            let report = solve(&p, strategy, None, 1);
            assert_eq!(report.stats.solutions, 0, "{strategy:?}: {doc}");
        }
    }
}

/// A cage of 81 cells: the product of its values overflowed `u64` when
/// it was checked complete (by every strategy, now by `fast` too).
#[test]
fn a_cage_whose_product_is_beyond_u64_is_checked() {
    let cells: Vec<String> = (0..81).map(|c| c.to_string()).collect();
    let doc = format!(
        r#"{{"kind":"kendoku","size":9,"cages":[{{"target":5,"op":"x","cells":[{}]}}]}}"#,
        cells.join(",")
    );
    let p = parse_puzzle(&doc).unwrap();
    let limits = Limits {
        solutions: None,
        steps: Some(20_000),
    };
    let mut search = stepper(&p, Strategy::Classic).unwrap();
    search.run(limits, &mut |_, _| panic!("no solution"));
    solver_for(&p).run_dyn(None, 2_000, &mut |_| panic!("no solution"));
    let cage = Cage {
        target: 5,
        op: Op::Mul,
        cells: (0..81).collect(),
    };
    assert!(!cage.holds(&[9; 81]));
}

/// solve_agree: one placement of tents that pairs with its trees in two
/// ways (a ring of four) counted twice by `fast`, once by the others.
#[test]
fn fast_counts_a_tents_placement_once() {
    let doc = r#"{"kind":"tents","rows":6,"cols":5,"trees":[[1,1],[1,4],[2,0],[2,2],[3,1],[4,1],[4,3]],"row_counts":[0,2,1,2,0,2],"col_counts":[2,1,2,1,1]}"#;
    let p = parse_puzzle(doc).unwrap();
    for strategy in [Strategy::Classic, Strategy::Mrv, Strategy::Fast] {
        let report = solve(&p, strategy, None, 10);
        assert_eq!(report.stats.solutions, 1, "{strategy:?}");
        assert_eq!(report.solutions.len(), 1, "{strategy:?}");
    }
}

/// solve_agree: a 5x5 Skyscrapers for which `fast` reported a full grid
/// that breaks a clue (row 2 seen from the left: 2, 3, 5 is three, not
/// two); the grid the clues were made from is the one solution.
#[test]
fn fast_reports_only_grids_that_keep_every_clue() {
    let doc = r#"{"kind":"skyscrapers","size":5,"top":[4,0,0,0,0],"bottom":[1,2,3,2,3],"left":[2,2,2,3,1],"right":[3,2,1,0,0]}"#;
    let p = parse_puzzle(doc).unwrap();
    let made_from = [
        1, 5, 3, 4, 2, 3, 2, 5, 1, 4, 4, 3, 1, 2, 5, 2, 1, 4, 5, 3, 5, 4, 2, 3, 1,
    ];
    for strategy in [Strategy::Classic, Strategy::Mrv, Strategy::Fast] {
        let report = solve(&p, strategy, None, 100);
        for s in &report.solutions {
            assert!(p.is_solution(s), "{strategy:?}: {s:?}");
        }
        assert!(
            report.solutions.iter().any(|s| s[..] == made_from[..]),
            "{strategy:?}"
        );
        assert_eq!(
            report.stats.solutions,
            report.solutions.len() as u64,
            "{strategy:?}"
        );
    }
}
