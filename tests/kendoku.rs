//! Kendoku 009 from janko.at under every strategy.

mod common;

use btlab::puzzles::AnyPuzzle;
use btlab::solve::solve;
use common::*;

#[test]
fn kendoku_009_by_every_strategy_is_unique() {
    let p = puzzle(KENDOKU_009);
    let AnyPuzzle::Kendoku(k) = &p else {
        unreachable!()
    };
    for s in strategies() {
        let report = solve(&p, s, Some(2), 2);
        assert!(report.complete, "{s}");
        assert_eq!(report.stats.solutions, 1, "{s}");
        assert_eq!(digits(&report.solutions[0]), KENDOKU_009_SOLUTION, "{s}");
        assert!(k.is_solution(&report.solutions[0]));
    }
}

#[test]
fn classic_checks_a_cage_only_when_its_last_cell_is_placed() {
    // Cage (16,x,[0,1,6]) completes at cell 6: cells 0 and 1 may hold
    // anything the Latin square allows until then, so the first rejection
    // of the search is at a cell that completes a cage.
    let p = puzzle(KENDOKU_009);
    let AnyPuzzle::Kendoku(k) = &p else {
        unreachable!()
    };
    let mut search = btlab::solve::stepper(&p, btlab::strategy::Strategy::Classic).unwrap();
    let first_reject = loop {
        if let btlab::engine::Event::Reject { mv, .. } = search.step() {
            break mv;
        }
    };
    let cage = &k.cages()[k.cage_of(first_reject.cell as usize)];
    assert_eq!(cage.cells.iter().max(), Some(&first_reject.cell));
}

#[test]
fn single_cell_cages_are_givens_and_division_is_exact() {
    let doc = r#"{"kind":"kendoku","size":3,"cages":[
        {"target":2,"cells":[0]}, {"target":3,"op":"/","cells":[1,2]},
        {"target":6,"op":"+","cells":[3,4,5]}, {"target":6,"op":"*","cells":[6,7,8]}]}"#;
    let p = puzzle(doc);
    for s in strategies() {
        for g in solution_set(&p, s) {
            assert_eq!(g[0], 2, "{s}");
            let (a, b) = (g[1].max(g[2]), g[1].min(g[2]));
            assert_eq!(a, 3 * b, "{s}");
        }
    }
}

#[test]
fn the_hard_nine_by_nine_is_unique_under_fast_and_propagate() {
    use btlab::library::LIBRARY;
    use btlab::strategy::Strategy;
    let (_, doc) = LIBRARY
        .iter()
        .find(|(name, _)| btlab::i18n::Lang::En.t(*name).starts_with("Kendoku 9x9"))
        .expect("in the library");
    let p = puzzle(doc);
    let AnyPuzzle::Kendoku(k) = &p else {
        unreachable!()
    };
    let mut found = Vec::new();
    for s in [Strategy::Fast, Strategy::Propagate] {
        let report = solve(&p, s, Some(2), 2);
        assert!(report.complete, "{s}");
        assert_eq!(report.stats.solutions, 1, "{s}");
        assert!(k.is_solution(&report.solutions[0]), "{s}");
        found.push(report.solutions[0].clone());
    }
    assert!(found.windows(2).all(|w| w[0] == w[1]));
}

/// A cage in two pieces is refused by name; a wrong size does not hide
/// the cages' own problems (the first few are named at once).
#[test]
fn cages_must_be_connected_and_problems_come_together() {
    use btlab::format::parse_puzzle;
    let apart = r#"{"kind":"kendoku","size":3,"cages":[{"target":4,"op":"+","cells":[0,2]},{"target":5,"op":"+","cells":[1,4]},{"target":1,"cells":[3]},{"target":13,"op":"+","cells":[5,6,7,8]}]}"#;
    let err = parse_puzzle(apart).unwrap_err().to_string();
    assert!(
        err.contains("cage 1 (r1c1 r1c3): its cells are not connected side by side"),
        "{err}"
    );
    let many = r#"{"kind":"kendoku","size":2,"cages":[{"target":3,"op":"-","cells":[0,1,2]},{"target":0,"op":"+","cells":[3]}]}"#;
    let err = parse_puzzle(many).unwrap_err().to_string();
    assert!(
        err.starts_with("size must be a whole number from 3 to 9, got 2; "),
        "{err}"
    );
    assert!(
        err.contains("cage 1 (r1c1 r1c2 r2c1): operation '-' needs exactly 2 cells, got 3"),
        "{err}"
    );
    assert!(
        err.contains("cage 2 (r2c2): the target must be at least 1"),
        "{err}"
    );
}
