//! Kropki dots on Sudoku: white (one apart) and black (one twice the
//! other), with or without the negative constraints. Every strategy
//! counts the solutions a brute force finds (every solution of the grid
//! without its dots, filtered by the rule), on random dots over 4x4 and
//! 6x6 grids; a dot refuses a digit as soon as its partner holds one
//! that does not go with it, and says why in three languages; f-puzzles'
//! dots and negative constraints are read and written back; a broken
//! pair is marked; a misplaced dot is named.

mod common;

use btlab::format::{read_fpuzzles, to_fpuzzles_json};
use btlab::i18n::Lang;
use btlab::kinds::kind_of;
use btlab::puzzles::{
    AnyPuzzle, Constraints, Dot, DotKind, Layout, Negative, Pair, Reason, Sudoku,
};
use btlab::strategy::Strategy;
use btlab::teach::reject_sentence as reject;
use rand::Rng;

use common::brute_force;

fn sudoku(
    givens: Vec<u8>,
    boxes: (usize, usize),
    dots: Vec<Dot>,
    negative: (bool, bool),
) -> AnyPuzzle {
    let layout = Layout {
        boxes: Some(boxes),
        dots,
        negative: Negative {
            white: negative.0,
            black: negative.1,
            xv: false,
        },
        ..Layout::default()
    };
    AnyPuzzle::Sudoku(Sudoku::with_layout(givens, layout).expect("a valid puzzle"))
}

/// A kropki dot between `cells`: black, or white.
fn dot(cells: (u16, u16), black: bool) -> Dot {
    let kind = if black {
        DotKind::Black
    } else {
        DotKind::White
    };
    Dot { cells, kind }
}

fn plain_solutions(givens: &[u8], boxes: (usize, usize)) -> Vec<Vec<u8>> {
    brute_force::plain_solutions(&sudoku(givens.to_vec(), boxes, Vec::new(), (false, false)))
}

/// Every side-by-side pair of a grid of `side`.
fn pairs(side: usize) -> Vec<(usize, usize)> {
    (0..side * side)
        .flat_map(|a| [(a, a + 1), (a, a + side)])
        .filter(|&(a, b)| b < side * side && (b == a + side || b % side != 0))
        .collect()
}

/// Whether `values` keep `dots` and the negative constraints, judged
/// pair by pair from scratch.
fn keeps(dots: &[Dot], negative: (bool, bool), side: usize, values: &[u8]) -> bool {
    pairs(side).into_iter().all(|(a, b)| {
        let (x, y) = (values[a], values[b]);
        let apart = x.abs_diff(y) == 1;
        let double = x == 2 * y || y == 2 * x;
        match dots
            .iter()
            .find(|d| (usize::from(d.cells.0), usize::from(d.cells.1)) == (a, b))
        {
            Some(d) if d.black() => double,
            Some(_) => apart,
            None => !(negative.0 && apart || negative.1 && double),
        }
    })
}

/// Some of the pairs of `solution` that are one apart or one twice the
/// other, as dots (a pair that is both gets either).
fn random_dots(solution: &[u8], side: usize, rng: &mut impl Rng) -> Vec<Dot> {
    let mut dots = Vec::new();
    for (a, b) in pairs(side) {
        let (x, y) = (solution[a], solution[b]);
        let black = x == 2 * y || y == 2 * x;
        let white = x.abs_diff(y) == 1;
        let cells = (a as u16, b as u16);
        if !rng.gen_ratio(1, 3) || !(black || white) {
            continue;
        }
        let black = if black && white { rng.gen() } else { black };
        dots.push(dot(cells, black));
    }
    dots
}

/// Random dots over `solution`, with the negative constraints `seed`
/// picks: under one, every dot of that colour the solution has is given,
/// so that the solution keeps it.
fn dots_over(
    seed: u64,
    solution: &[u8],
    side: usize,
    rng: &mut impl Rng,
) -> (Vec<Dot>, (bool, bool)) {
    let negative = [(false, false), (true, false), (false, true), (true, true)][seed as usize % 4];
    let mut dots = random_dots(solution, side, rng);
    if negative != (false, false) {
        dots = random_dots(solution, side, rng)
            .into_iter()
            .chain(pairs(side).into_iter().filter_map(|(a, b)| {
                let (x, y) = (solution[a], solution[b]);
                let cells = (a as u16, b as u16);
                if negative.0 && x.abs_diff(y) == 1 {
                    return Some(dot(cells, false));
                }
                if negative.1 && (x == 2 * y || y == 2 * x) {
                    return Some(dot(cells, true));
                }
                None
            }))
            .fold(Vec::new(), |mut kept: Vec<Dot>, d| {
                if !kept.iter().any(|k| k.cells == d.cells) {
                    kept.push(d);
                }
                kept
            });
    }
    (dots, negative)
}

fn every_strategy_counts_what_brute_force_finds(givens: &[u8], boxes: (usize, usize), rounds: u64) {
    let side = boxes.0 * boxes.1;
    let plain = plain_solutions(givens, boxes);
    brute_force::rules_over_random_solutions(
        &plain,
        rounds,
        |seed, solution, rng| dots_over(seed, solution, side, rng),
        |(dots, negative)| sudoku(givens.to_vec(), boxes, dots.clone(), *negative),
        |(dots, negative), s| keeps(dots, *negative, side, s),
    );
}

#[test]
fn every_strategy_counts_the_solutions_of_random_4x4_kropki() {
    every_strategy_counts_what_brute_force_finds(&[0; 16], (2, 2), 40);
}

#[test]
fn every_strategy_counts_the_solutions_of_random_6x6_kropki() {
    let givens = brute_force::six_givens();
    every_strategy_counts_what_brute_force_finds(&givens, (2, 3), 12);
}

#[test]
fn a_dot_refuses_a_digit_that_does_not_go_with_its_partner_and_says_why() {
    let dots = vec![dot((0, 1), false), dot((0, 4), true)];
    let AnyPuzzle::Sudoku(mut s) = sudoku(vec![0; 16], (2, 2), dots.clone(), (false, false)) else {
        unreachable!()
    };
    s.place(0, 2);
    assert!(s.consistent(1, 3) && s.consistent(1, 1) && !s.consistent(1, 4));
    assert!(s.consistent(4, 4) && s.consistent(4, 1) && !s.consistent(4, 3));
    let mut board = vec![0u8; 16];
    board[0] = 2;
    let white = Reason::Kropki {
        at: (0, 2),
        pair: Pair::White,
    };
    assert_eq!(s.why_not(&board, 1, 4), Some(white.clone()));
    let puzzle = AnyPuzzle::Sudoku(s.clone());
    let say = |why: &Reason, c, v, lang| reject(&puzzle, Strategy::Classic, c, v, Some(why), lang);
    assert_eq!(
        say(&white, 1, 4, Lang::En),
        "r1c1 holds 2, and the white dot between it and r1c2 asks for digits one apart: not 4."
    );
    assert!(say(&white, 1, 4, Lang::De).contains("weiße Punkt zwischen diesem Feld und r1c2"));
    assert!(say(&white, 1, 4, Lang::Nl).contains("witte stip tussen dat vakje en r1c2"));
    let black = s.why_not(&board, 4, 3).unwrap();
    assert!(say(&black, 4, 3, Lang::En)
        .contains("the black dot between it and r2c1 asks for one digit twice the other: not 3"));
    // The negative constraint: no dot between r1c2 and r1c3, so not 3 beside a 2.
    let AnyPuzzle::Sudoku(mut n) = sudoku(vec![0; 16], (2, 2), dots, (true, true)) else {
        unreachable!()
    };
    n.place(1, 2);
    assert!(!n.consistent(2, 3) && !n.consistent(2, 1) && !n.consistent(2, 4));
    board[1] = 2;
    let none = n.why_not(&board, 2, 3).unwrap();
    assert_eq!(
        none,
        Reason::Kropki {
            at: (1, 2),
            pair: Pair::Neither {
                white: true,
                black: true
            }
        }
    );
    let puzzle = AnyPuzzle::Sudoku(n);
    assert!(reject(&puzzle, Strategy::Classic, 2, 3, Some(&none), Lang::En).contains("with no dot between it and r1c3 their digits are neither one apart nor one twice the other"));
    assert!(
        reject(&puzzle, Strategy::Classic, 2, 3, Some(&none), Lang::Nl).contains("zonder stip")
    );
    assert!(reject(&puzzle, Strategy::Classic, 2, 3, Some(&none), Lang::De).contains("ohne Punkt"));
}

#[test]
fn a_broken_pair_is_marked_and_a_misplaced_dot_is_named() {
    let dots = vec![dot((0, 1), true)];
    let puzzle = sudoku(vec![0; 16], (2, 2), dots, (false, false));
    let mut values = vec![0u8; 16];
    values[0] = 2;
    values[1] = 4;
    assert!(kind_of(&puzzle).broken_squares(&values).is_empty());
    values[1] = 3;
    assert_eq!(kind_of(&puzzle).broken_squares(&values), vec![0, 1]);
    let bad = |dots: Vec<Dot>| {
        let layout = Layout {
            dots,
            ..Layout::default()
        };
        Sudoku::with_layout(vec![0; 16], layout)
            .unwrap_err()
            .to_string()
    };
    assert!(bad(vec![dot((3, 4), false)])
        .contains("kropki dot 1: r1c4 and r2c1 are not two side-by-side cells"));
    let twice = bad(vec![dot((0, 1), false), dot((1, 0), true)]);
    assert!(twice.contains("kropki dot 2: r1c1 and r1c2"), "{twice}");
}

#[test]
fn fpuzzles_dots_and_negative_constraints_are_read_and_written_back() {
    let row = format!("[{}]", ["{}"; 4].join(","));
    let grid = vec![row; 4].join(",");
    let doc = format!(
        r#"{{"size":4,"grid":[{grid}],"difference":[{{"cells":["R1C1","R1C2"]}}],"ratio":[{{"cells":["R1C1","R2C1"],"value":"2"}}],"negative":["ratio"],"nonconsecutive":true}}"#
    );
    let puzzle = read_fpuzzles(&doc).expect("a kropki puzzle");
    let AnyPuzzle::Sudoku(s) = &puzzle else {
        unreachable!()
    };
    let layout = s.layout();
    assert_eq!(layout.dots, vec![dot((0, 1), false), dot((0, 4), true)]);
    assert!(layout.negative.white && layout.negative.black);
    let again = read_fpuzzles(&to_fpuzzles_json(&puzzle).unwrap()).unwrap();
    let AnyPuzzle::Sudoku(t) = &again else {
        unreachable!()
    };
    assert_eq!(t.layout(), layout);
    let json = kind_of(&puzzle).json();
    assert_eq!(json["white_dots"], serde_json::json!([[0, 1]]));
    assert_eq!(json["black_dots"], serde_json::json!([[0, 4]]));
    assert_eq!(json["all_white_dots"], serde_json::json!(true));
    // A ratio of 3 is a rule this page does not know: named, not opened.
    let three = doc.replace(r#""value":"2""#, r#""value":"3""#);
    let error = read_fpuzzles(&three).unwrap_err();
    assert!(error.to_string().contains("'ratio 3'"), "{error}");
}
