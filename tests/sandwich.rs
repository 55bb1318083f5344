//! Sandwich sums on Sudoku: a sum beside a row or above a column whose
//! digits between the 1 and the largest digit add up to it. Each
//! strategy's count against a brute-force count over every solution of
//! the plain grid, sandwiches drawn at random over one of them; the words
//! in three languages, the ring of clues, the marks by hand, a bad one
//! named, and the f-puzzles and JSON documents.

mod common;

use btlab::engine::Move;
use btlab::format::{from_json, read_fpuzzles, to_fpuzzles_json, to_json};
use btlab::i18n::Lang;
use btlab::kinds::kind_of;
use btlab::puzzles::{AnyPuzzle, Constraints, Layout, Reason, Sandwich, Sudoku};
use btlab::strategy::Strategy;
use btlab::teach::reject_sentence as reject;
use btlab::teach::Marks;
use rand::Rng;

use common::brute_force;

fn sudoku(givens: Vec<u8>, boxes: (usize, usize), sandwiches: Vec<Sandwich>) -> AnyPuzzle {
    let layout = Layout {
        boxes: Some(boxes),
        sandwiches,
        ..Layout::default()
    };
    AnyPuzzle::Sudoku(Sudoku::with_layout(givens, layout).expect("a valid puzzle"))
}

/// The sum between the 1 and the `side` of a full line's `digits`.
fn sandwich_of(digits: &[u8], side: usize) -> u32 {
    let one = digits.iter().position(|&d| d == 1).unwrap();
    let big = digits.iter().position(|&d| usize::from(d) == side).unwrap();
    let between = &digits[one.min(big) + 1..one.max(big)];
    between.iter().map(|&d| u32::from(d)).sum()
}

/// A sandwich beside a random row or column of a grid of `side` (from
/// either side), with the sum `solution` makes there.
fn sandwich_over(solution: &[u8], side: usize, rng: &mut impl Rng) -> Sandwich {
    let line = rng.gen_range(0..side as i16);
    let outside = if rng.gen() { -1 } else { side as i16 };
    let at = match rng.gen() {
        true => (line, outside),
        false => (outside, line),
    };
    let mut sandwich = Sandwich { at, sum: 0 };
    let digits: Vec<u8> = sandwich.cells(side).iter().map(|&c| solution[c]).collect();
    sandwich.sum = sandwich_of(&digits, side);
    sandwich
}

fn keeps(sandwiches: &[Sandwich], side: usize, values: &[u8]) -> bool {
    sandwiches.iter().all(|s| {
        let digits: Vec<u8> = s.cells(side).iter().map(|&c| values[c]).collect();
        sandwich_of(&digits, side) == s.sum
    })
}

fn every_strategy_counts_what_brute_force_finds(givens: &[u8], boxes: (usize, usize), rounds: u64) {
    let side = boxes.0 * boxes.1;
    let plain = brute_force::plain_solutions(&sudoku(givens.to_vec(), boxes, Vec::new()));
    brute_force::rules_over_random_solutions(
        &plain,
        rounds,
        |_, solution, rng| -> Vec<Sandwich> {
            (0..3).map(|_| sandwich_over(solution, side, rng)).collect()
        },
        |sandwiches| sudoku(givens.to_vec(), boxes, sandwiches.clone()),
        |sandwiches, s| keeps(sandwiches, side, s),
    );
}

#[test]
fn every_strategy_counts_the_solutions_of_random_4x4_sandwiches() {
    every_strategy_counts_what_brute_force_finds(&[0; 16], (2, 2), 30);
}

#[test]
fn every_strategy_counts_the_solutions_of_random_6x6_sandwiches() {
    let givens = brute_force::six_givens();
    every_strategy_counts_what_brute_force_finds(&givens, (2, 3), 15);
}

/// Left of row 1 of a 9x9: the digits between its 1 and its 9 sum to
/// `sum`.
fn beside_first_row(sum: u32) -> Sandwich {
    Sandwich { at: (0, -1), sum }
}

#[test]
fn a_sandwich_refuses_a_digit_that_leaves_its_sum_out_of_reach_and_says_why() {
    let AnyPuzzle::Sudoku(s) = sudoku(vec![0; 81], (3, 3), vec![beside_first_row(0)]) else {
        unreachable!()
    };
    let mut board = vec![0u8; 81];
    board[0] = 1;
    // Sum 0: the 9 stands beside the 1, so r1c3 cannot hold it.
    let why = s.why_not(&board, 2, 9).expect("the 9 away from the 1");
    assert_eq!(why, Reason::Sandwich { sandwich: 0 });
    assert_eq!(s.why_not(&board, 1, 9), None);
    assert_eq!(s.why_not(&board, 2, 5), None);
    let puzzle = AnyPuzzle::Sudoku(s.clone());
    let say = |lang| reject(&puzzle, Strategy::Classic, 2, 9, Some(&why), lang);
    assert_eq!(
        say(Lang::En),
        "The sandwich sum of row 1 is 0: the digits between its 1 and its 9 add up to 0. With the digits placed, r1c3 = 9 leaves no place for the 1 and the 9 with such digits between them."
    );
    assert!(say(Lang::De).starts_with("Die Sandwich-Summe von Zeile 1 ist 0"));
    assert!(say(Lang::Nl).starts_with("De sandwichsom van rij 1 is 0"));
    // The clue stands left of row 1, lit while the step is about it; the
    // step lights the row.
    let frame = kind_of(&puzzle).frame(&board, Some(&why)).expect("a ring");
    assert_eq!(
        (frame.left[0].text.as_str(), frame.left[0].lit),
        ("0", true)
    );
    assert!(frame.top.iter().all(|c| c.text.is_empty()));
    let mut marks = Marks::default();
    let mv = Move { cell: 2, value: 9 };
    kind_of(&puzzle).marks(&why, mv, &mut marks);
    assert_eq!(marks.lit, (0..9).collect::<Vec<_>>());
}

#[test]
fn a_column_s_sum_counts_from_the_top_and_the_middle_digits_must_make_it() {
    // Above column 2: 2 + 3 between the 1 (r2c2) and the 9 (r5c2) is 5.
    let clue = Sandwich {
        at: (-1, 1),
        sum: 5,
    };
    let AnyPuzzle::Sudoku(s) = sudoku(vec![0; 81], (3, 3), vec![clue]) else {
        unreachable!()
    };
    let mut board = vec![0u8; 81];
    board[10] = 1;
    board[37] = 9;
    board[19] = 2;
    assert_eq!(s.why_not(&board, 28, 3), None);
    assert_eq!(
        s.why_not(&board, 28, 4),
        Some(Reason::Sandwich { sandwich: 0 })
    );
}

#[test]
fn a_sandwich_out_of_reach_is_marked_at_once_met_when_full_and_a_bad_one_named() {
    let puzzle = sudoku(vec![0; 81], (3, 3), vec![beside_first_row(35)]);
    let mut values = vec![0u8; 81];
    values[0] = 1;
    assert!(kind_of(&puzzle).broken_squares(&values).is_empty());
    values[3] = 9;
    assert_eq!(
        kind_of(&puzzle).broken_squares(&values),
        vec![0, 3],
        "two cells between the 1 and the 9 cannot make 35"
    );
    let frame = kind_of(&puzzle).frame(&values, None).unwrap();
    assert!(frame.left[0].broken);
    let full = [1, 2, 3, 4, 5, 6, 7, 8, 9];
    values[..9].copy_from_slice(&full);
    assert!(kind_of(&puzzle).broken_squares(&values).is_empty());
    let frame = kind_of(&puzzle).frame(&values, None).unwrap();
    assert!(frame.left[0].met && !frame.left[0].broken);
    let bad = |sandwich| {
        let layout = Layout {
            sandwiches: vec![sandwich],
            ..Layout::default()
        };
        Sudoku::with_layout(vec![0; 81], layout)
            .unwrap_err()
            .to_string()
    };
    let too_big = bad(beside_first_row(36));
    assert!(
        too_big.contains("sandwich 1: 36 stands beside no row or column or is above 35"),
        "{too_big}"
    );
    assert!(bad(Sandwich {
        at: (-1, -1),
        sum: 5
    })
    .contains("sandwich 1"));
}

#[test]
fn fpuzzles_sandwiches_are_read_and_written_back_and_kept_by_the_json_document() {
    let row = format!("[{}]", ["{}"; 6].join(","));
    let grid = vec![row; 6].join(",");
    let doc = format!(
        r#"{{"size":6,"grid":[{grid}],"sandwichsum":[{{"cell":"R0C2","value":"7"}},{{"cell":"R4C0","value":"0"}},{{"cell":"R3C0","value":""}}]}}"#
    );
    let puzzle = read_fpuzzles(&doc).expect("a sandwich puzzle");
    let AnyPuzzle::Sudoku(s) = &puzzle else {
        unreachable!()
    };
    let sandwiches = &s.layout().sandwiches;
    assert_eq!(sandwiches.len(), 2, "one without a sum says nothing");
    assert_eq!(
        sandwiches[0],
        Sandwich {
            at: (-1, 1),
            sum: 7
        }
    );
    assert_eq!(sandwiches[1].cells(6), vec![18, 19, 20, 21, 22, 23]);
    let written = to_fpuzzles_json(&puzzle).expect("written");
    let json: serde_json::Value = serde_json::from_str(&written).unwrap();
    assert_eq!(json["sandwichsum"][1]["cell"], "R4C0");
    assert_eq!(json["sandwichsum"][1]["value"], "0");
    assert_eq!(read_fpuzzles(&written).unwrap().spec(), puzzle.spec());
    let own = to_json(&puzzle);
    assert!(
        own.contains(r#""sandwiches":[{"at":[-1,1],"sum":7},{"at":[3,-1],"sum":0}]"#),
        "{own}"
    );
    assert_eq!(from_json(&own).unwrap().spec(), puzzle.spec());
    let bad = read_fpuzzles(&doc.replace(r#""value":"7""#, r#""value":"seven""#));
    let bad = bad.unwrap_err().to_string();
    assert!(bad.contains("sandwichsum[0].value"), "{bad}");
}
