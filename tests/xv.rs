//! XV on Sudoku: an X between two side-by-side cells says their digits
//! sum to 10, a V that they sum to 5; under the negative constraint no
//! unmarked pair sums to either. Each strategy's count is checked against
//! a brute-force count over every solution of the plain grid; the words,
//! the marks by hand and the f-puzzles and JSON documents beside.

mod common;

use btlab::format::{from_json, read_fpuzzles, to_fpuzzles_json, to_json};
use btlab::i18n::Lang;
use btlab::kinds::kind_of;
use btlab::puzzles::{
    AnyPuzzle, Constraints, Dot, DotKind, Layout, Negative, Pair, Reason, Sudoku,
};
use btlab::strategy::Strategy;
use btlab::teach::reject_sentence as reject;
use rand::Rng;

use common::brute_force;

fn sudoku(givens: Vec<u8>, boxes: (usize, usize), dots: Vec<Dot>, all_xv: bool) -> AnyPuzzle {
    let layout = Layout {
        boxes: Some(boxes),
        dots,
        negative: Negative {
            xv: all_xv,
            ..Negative::default()
        },
        ..Layout::default()
    };
    AnyPuzzle::Sudoku(Sudoku::with_layout(givens, layout).expect("a valid puzzle"))
}

/// Every side-by-side pair of a grid of `side`.
fn pairs(side: usize) -> Vec<(usize, usize)> {
    (0..side * side)
        .flat_map(|a| [(a, a + 1), (a, a + side)])
        .filter(|&(a, b)| b < side * side && (b == a + side || b % side != 0))
        .collect()
}

/// The mark a pair of digits may carry: X for 10, V for 5.
fn mark_of(x: u8, y: u8) -> Option<DotKind> {
    match x + y {
        10 => Some(DotKind::X),
        5 => Some(DotKind::V),
        _ => None,
    }
}

/// Whether `values` keep the marks and the negative constraint, judged
/// pair by pair from scratch.
fn keeps(dots: &[Dot], all_xv: bool, side: usize, values: &[u8]) -> bool {
    pairs(side).into_iter().all(|(a, b)| {
        let sum = values[a] + values[b];
        match dots
            .iter()
            .find(|d| (usize::from(d.cells.0), usize::from(d.cells.1)) == (a, b))
        {
            Some(d) if d.kind == DotKind::X => sum == 10,
            Some(_) => sum == 5,
            None => !all_xv || (sum != 5 && sum != 10),
        }
    })
}

/// Marks on the pairs of `solution` that sum to 5 or 10: every one under
/// the negative constraint, else about a third of them.
fn marks_over(solution: &[u8], side: usize, all_xv: bool, rng: &mut impl Rng) -> Vec<Dot> {
    pairs(side)
        .into_iter()
        .filter_map(|(a, b)| {
            let kind = mark_of(solution[a], solution[b])?;
            let cells = (a as u16, b as u16);
            (all_xv || rng.gen_ratio(1, 3)).then_some(Dot { cells, kind })
        })
        .collect()
}

fn every_strategy_counts_what_brute_force_finds(givens: &[u8], boxes: (usize, usize), rounds: u64) {
    let side = boxes.0 * boxes.1;
    let plain = brute_force::plain_solutions(&sudoku(givens.to_vec(), boxes, Vec::new(), false));
    brute_force::rules_over_random_solutions(
        &plain,
        rounds,
        |seed, solution, rng| {
            let all_xv = seed % 2 == 1;
            (marks_over(solution, side, all_xv, rng), all_xv)
        },
        |(dots, all_xv)| sudoku(givens.to_vec(), boxes, dots.clone(), *all_xv),
        |(dots, all_xv), s| keeps(dots, *all_xv, side, s),
    );
}

#[test]
fn every_strategy_counts_the_solutions_of_random_4x4_xv() {
    every_strategy_counts_what_brute_force_finds(&[0; 16], (2, 2), 30);
}

#[test]
fn every_strategy_counts_the_solutions_of_random_6x6_xv() {
    let givens = brute_force::six_givens();
    every_strategy_counts_what_brute_force_finds(&givens, (2, 3), 12);
}

#[test]
fn a_mark_refuses_a_digit_whose_sum_is_not_its_own_and_says_why() {
    // An X between r1c1 and r1c2, a V between r1c1 and r2c1 (6x6).
    let dots = vec![
        Dot {
            cells: (0, 1),
            kind: DotKind::X,
        },
        Dot {
            cells: (0, 6),
            kind: DotKind::V,
        },
    ];
    let AnyPuzzle::Sudoku(mut s) = sudoku(vec![0; 36], (2, 3), dots.clone(), false) else {
        unreachable!()
    };
    s.place(0, 4);
    assert!(s.consistent(1, 6) && !s.consistent(1, 5));
    assert!(s.consistent(6, 1) && !s.consistent(6, 2));
    let mut board = vec![0u8; 36];
    board[0] = 4;
    let x = s.why_not(&board, 1, 5).expect("4 + 5 is not 10");
    assert_eq!(
        x,
        Reason::Kropki {
            at: (0, 4),
            pair: Pair::Sum(10)
        }
    );
    let puzzle = AnyPuzzle::Sudoku(s.clone());
    let say = |why: &Reason, c, v, lang| reject(&puzzle, Strategy::Classic, c, v, Some(why), lang);
    assert_eq!(
        say(&x, 1, 5, Lang::En),
        "r1c1 holds 4, and the X between it and r1c2 asks for digits that sum to 10: not 5."
    );
    assert!(say(&x, 1, 5, Lang::De).contains("das X zwischen diesem Feld und r1c2"));
    assert!(say(&x, 1, 5, Lang::Nl).contains("de X tussen dat vakje en r1c2"));
    let v = s.why_not(&board, 6, 2).expect("4 + 2 is not 5");
    assert!(say(&v, 6, 2, Lang::En)
        .contains("the V between it and r2c1 asks for digits that sum to 5: not 2"));
    // The negative constraint: no mark between r1c2 and r1c3, so not 4 beside a 6.
    let AnyPuzzle::Sudoku(mut n) = sudoku(vec![0; 36], (2, 3), dots, true) else {
        unreachable!()
    };
    n.place(1, 6);
    assert!(!n.consistent(2, 4) && n.consistent(2, 3));
    let mut board = vec![0u8; 36];
    board[1] = 6;
    let none = n.why_not(&board, 2, 4).unwrap();
    assert_eq!(
        none,
        Reason::Kropki {
            at: (1, 6),
            pair: Pair::NoSum
        }
    );
    let puzzle = AnyPuzzle::Sudoku(n);
    let said = |lang| reject(&puzzle, Strategy::Classic, 2, 4, Some(&none), lang);
    assert!(said(Lang::En).contains(
        "with no X or V between it and r1c3 their digits sum to neither 10 nor 5: not 4"
    ));
    assert!(said(Lang::De).contains("ohne X oder V"));
    assert!(said(Lang::Nl).contains("zonder X of V"));
}

#[test]
fn a_broken_mark_is_marked_at_once() {
    let dots = vec![Dot {
        cells: (0, 1),
        kind: DotKind::V,
    }];
    let puzzle = sudoku(vec![0; 16], (2, 2), dots, false);
    let mut values = vec![0u8; 16];
    values[0] = 1;
    values[1] = 4;
    assert!(kind_of(&puzzle).broken_squares(&values).is_empty());
    values[1] = 3;
    assert_eq!(kind_of(&puzzle).broken_squares(&values), vec![0, 1]);
    // Under the negative constraint an unmarked pair summing to 5 breaks it.
    let negative = sudoku(vec![0; 16], (2, 2), Vec::new(), true);
    values[1] = 4;
    assert_eq!(kind_of(&negative).broken_squares(&values), vec![0, 1]);
}

#[test]
fn fpuzzles_xv_and_its_negative_constraint_are_read_and_written_back() {
    let row = format!("[{}]", ["{}"; 6].join(","));
    let grid = vec![row; 6].join(",");
    let doc = format!(
        r#"{{"size":6,"grid":[{grid}],"xv":[{{"cells":["R1C1","R1C2"],"value":"X"}},{{"cells":["R1C1","R2C1"],"value":"v"}}],"negative":["xv"]}}"#
    );
    let puzzle = read_fpuzzles(&doc).expect("an XV puzzle");
    let AnyPuzzle::Sudoku(s) = &puzzle else {
        unreachable!()
    };
    let layout = s.layout();
    let kinds: Vec<_> = layout.dots.iter().map(|d| (d.cells, d.kind)).collect();
    assert_eq!(kinds, vec![((0, 1), DotKind::X), ((0, 6), DotKind::V)]);
    assert!(layout.negative.xv && !layout.negative.white && !layout.negative.black);
    let written = to_fpuzzles_json(&puzzle).expect("written");
    let json: serde_json::Value = serde_json::from_str(&written).unwrap();
    assert_eq!(json["xv"][1]["value"], "V");
    assert_eq!(json["negative"], serde_json::json!(["xv"]));
    assert_eq!(
        read_fpuzzles(&written).unwrap().spec(),
        puzzle.spec(),
        "a round trip keeps every mark"
    );
    // The page's own document keeps them too.
    let own = to_json(&puzzle);
    assert!(
        own.contains(r#""x_marks":[[0,1]]"#) && own.contains(r#""all_xv":true"#),
        "{own}"
    );
    assert_eq!(from_json(&own).unwrap().spec(), puzzle.spec());
    // A mark this page does not know is named, not opened as plain.
    let odd = doc.replace(r#""value":"X""#, r#""value":"XX""#);
    let err = read_fpuzzles(&odd).unwrap_err().to_string();
    assert!(err.contains("xv XX"), "{err}");
}
