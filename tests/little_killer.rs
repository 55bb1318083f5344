//! Little killers on Sudoku: a sum outside the grid whose diagonal's
//! digits add up to it. Each strategy's count against a brute-force
//! count over every solution of the plain grid, little killers drawn at
//! random over one of them; the words in three languages, the ring of
//! clues, the marks by hand, a bad one named, and the f-puzzles and
//! JSON documents.

mod common;

use btlab::format::{from_json, read_fpuzzles, to_fpuzzles_json, to_json};
use btlab::i18n::Lang;
use btlab::kinds::kind_of;
use btlab::puzzles::{AnyPuzzle, Constraints, Layout, LittleKiller, Reason, Sudoku};
use btlab::strategy::Strategy;
use btlab::teach::reject_sentence as reject;
use rand::Rng;

use common::brute_force;

fn sudoku(givens: Vec<u8>, boxes: (usize, usize), killers: Vec<LittleKiller>) -> AnyPuzzle {
    let layout = Layout {
        boxes: Some(boxes),
        little_killers: killers,
        ..Layout::default()
    };
    AnyPuzzle::Sudoku(Sudoku::with_layout(givens, layout).expect("a valid puzzle"))
}

/// A little killer from a random place outside a grid of `side`, along a
/// diagonal into it, with the sum `solution` makes there.
fn killer_over(solution: &[u8], side: usize, rng: &mut impl Rng) -> LittleKiller {
    loop {
        let edge = rng.gen_range(-1..=side as i16);
        let (at, toward) = match rng.gen_range(0..4) {
            0 => ((-1, edge), (1, if rng.gen() { 1 } else { -1 })),
            1 => ((side as i16, edge), (-1, if rng.gen() { 1 } else { -1 })),
            2 => ((edge, -1), (if rng.gen() { 1 } else { -1 }, 1)),
            _ => ((edge, side as i16), (if rng.gen() { 1 } else { -1 }, -1)),
        };
        let mut killer = LittleKiller { at, toward, sum: 0 };
        let cells = killer.cells(side);
        if cells.len() >= 2 {
            killer.sum = cells.iter().map(|&c| u32::from(solution[c])).sum();
            return killer;
        }
    }
}

fn keeps(killers: &[LittleKiller], side: usize, values: &[u8]) -> bool {
    killers.iter().all(|k| {
        let sum: u32 = k.cells(side).iter().map(|&c| u32::from(values[c])).sum();
        sum == k.sum
    })
}

fn every_strategy_counts_what_brute_force_finds(givens: &[u8], boxes: (usize, usize), rounds: u64) {
    let side = boxes.0 * boxes.1;
    let plain = brute_force::plain_solutions(&sudoku(givens.to_vec(), boxes, Vec::new()));
    brute_force::rules_over_random_solutions(
        &plain,
        rounds,
        |_, solution, rng| -> Vec<LittleKiller> {
            (0..3).map(|_| killer_over(solution, side, rng)).collect()
        },
        |killers| sudoku(givens.to_vec(), boxes, killers.clone()),
        |killers, s| keeps(killers, side, s),
    );
}

#[test]
fn every_strategy_counts_the_solutions_of_random_4x4_little_killers() {
    every_strategy_counts_what_brute_force_finds(&[0; 16], (2, 2), 30);
}

#[test]
fn every_strategy_counts_the_solutions_of_random_6x6_little_killers() {
    let givens = brute_force::six_givens();
    every_strategy_counts_what_brute_force_finds(&givens, (2, 3), 15);
}

/// Above column 1 of a 9x9, pointing down and right: r1c2, r2c3, ...,
/// r8c9 (8 cells) add up to `sum`.
fn above_first_column(sum: u32) -> LittleKiller {
    LittleKiller {
        at: (-1, 0),
        toward: (1, 1),
        sum,
    }
}

#[test]
fn a_little_killer_refuses_a_digit_its_sum_cannot_reach_and_says_why() {
    let AnyPuzzle::Sudoku(s) = sudoku(vec![0; 81], (3, 3), vec![above_first_column(10)]) else {
        unreachable!()
    };
    let board = vec![0u8; 81];
    // Seven other cells hold at least 1 each: r1c2 holds at most 3.
    let why = s.why_not(&board, 1, 4).expect("4 + 7 is over 10");
    assert_eq!(
        why,
        Reason::LittleKiller {
            killer: 0,
            low: 1,
            high: 3
        }
    );
    assert_eq!(s.why_not(&board, 1, 3), None);
    let puzzle = AnyPuzzle::Sudoku(s.clone());
    let say = |why: &Reason, lang| reject(&puzzle, Strategy::Classic, 1, 4, Some(why), lang);
    assert_eq!(
        say(&why, Lang::En),
        "Little killer 1 (↘10) sums its diagonal from r1c2: with the digits placed, r1c2 can hold only 1 to 3, not 4."
    );
    assert!(say(&why, Lang::De).contains("Little Killer 1 (↘10) summiert seine Diagonale ab r1c2"));
    assert!(say(&why, Lang::Nl).contains("telt zijn diagonaal vanaf r1c2 op"));
    // The clue stands above column 1, lit while the step is about it.
    let frame = kind_of(&puzzle)
        .frame(&board, Some(&why))
        .expect("a ring of clues");
    assert_eq!(
        (frame.top[0].text.as_str(), frame.top[0].lit),
        ("↘10", true)
    );
    assert!(frame.top[1..].iter().all(|c| c.text.is_empty()));
}

#[test]
fn the_main_diagonal_s_little_killer_stands_in_a_corner() {
    let killer = LittleKiller {
        at: (9, 9),
        toward: (-1, -1),
        sum: 45,
    };
    let puzzle = sudoku(vec![0; 81], (3, 3), vec![killer]);
    let frame = kind_of(&puzzle).frame(&[0; 81], None).unwrap();
    assert_eq!(frame.corners[3].text, "↖45");
    assert_eq!(kind_of(&puzzle).little_killers().1[0][0], 80);
}

#[test]
fn a_little_killer_that_cannot_make_its_sum_is_marked_at_once_and_a_bad_one_named() {
    let puzzle = sudoku(vec![0; 81], (3, 3), vec![above_first_column(10)]);
    let mut values = vec![0u8; 81];
    values[1] = 2;
    values[11] = 2;
    assert!(kind_of(&puzzle).broken_squares(&values).is_empty());
    values[21] = 4;
    let broken = kind_of(&puzzle).broken_squares(&values);
    assert_eq!(
        broken,
        vec![1, 11, 21, 31, 41, 51, 61, 71],
        "2 + 2 + 4 + five more is over 10"
    );
    let bad = |killer| {
        let layout = Layout {
            little_killers: vec![killer],
            ..Layout::default()
        };
        Sudoku::with_layout(vec![0; 81], layout)
            .unwrap_err()
            .to_string()
    };
    let too_big = bad(above_first_column(80));
    assert!(
        too_big.contains("little killer 1: its diagonal of 8 cells cannot make 80"),
        "{too_big}"
    );
    let inside = LittleKiller {
        at: (2, 2),
        toward: (1, 1),
        sum: 10,
    };
    assert!(bad(inside).contains("little killer 1"));
}

#[test]
fn fpuzzles_little_killers_are_read_and_written_back_and_kept_by_the_json_document() {
    let row = format!("[{}]", ["{}"; 6].join(","));
    let grid = vec![row; 6].join(",");
    let doc = format!(
        r#"{{"size":6,"grid":[{grid}],"littlekillersum":[{{"cell":"R0C2","direction":"DR","value":"12"}},{{"cell":"R7C7","direction":"UL","value":"21"}},{{"cell":"R3C0","direction":"UR","value":""}}]}}"#
    );
    let puzzle = read_fpuzzles(&doc).expect("a little killer puzzle");
    let AnyPuzzle::Sudoku(s) = &puzzle else {
        unreachable!()
    };
    let killers = &s.layout().little_killers;
    assert_eq!(killers.len(), 2, "one without a sum says nothing");
    assert_eq!(
        killers[0],
        LittleKiller {
            at: (-1, 1),
            toward: (1, 1),
            sum: 12
        }
    );
    assert_eq!(killers[0].cells(6), vec![2, 9, 16, 23]);
    let written = to_fpuzzles_json(&puzzle).expect("written");
    let json: serde_json::Value = serde_json::from_str(&written).unwrap();
    assert_eq!(json["littlekillersum"][1]["cell"], "R7C7");
    assert_eq!(json["littlekillersum"][1]["direction"], "UL");
    assert_eq!(json["littlekillersum"][0]["cells"][0], "R1C3");
    assert_eq!(read_fpuzzles(&written).unwrap().spec(), puzzle.spec());
    let own = to_json(&puzzle);
    assert!(
        own.contains(r#""little_killers":[{"at":[-1,1],"sum":12,"toward":[1,1]}"#),
        "{own}"
    );
    assert_eq!(from_json(&own).unwrap().spec(), puzzle.spec());
    let bad = read_fpuzzles(&doc.replace(r#""direction":"DR""#, r#""direction":"D""#));
    let bad = bad.unwrap_err().to_string();
    assert!(bad.contains("littlekillersum[0].direction"), "{bad}");
}
