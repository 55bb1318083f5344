//! German whispers, palindromes and renbans on Sudoku: each strategy's
//! count against a brute-force count over every solution of the plain
//! grid, lines drawn at random over one of them; the words in three
//! languages, the marks by hand, badly drawn lines named, and the
//! f-puzzles and JSON documents.

mod common;

use btlab::format::{from_json, read_fpuzzles, to_fpuzzles_json, to_json};
use btlab::i18n::Lang;
use btlab::kinds::kind_of;
use btlab::puzzles::{
    whisper_gap, AnyPuzzle, Constraints, DrawnLine, Layout, LineKind, Pair, Reason, Sudoku,
};
use btlab::strategy::Strategy;
use btlab::teach::reject_sentence as reject;
use rand::seq::IteratorRandom;
use rand::Rng;

use common::brute_force::{self, touching};

fn sudoku(givens: Vec<u8>, boxes: (usize, usize), lines: Vec<DrawnLine>) -> AnyPuzzle {
    let layout = Layout {
        boxes: Some(boxes),
        lines,
        ..Layout::default()
    };
    AnyPuzzle::Sudoku(Sudoku::with_layout(givens, layout).expect("a valid puzzle"))
}

fn line(kind: LineKind, cells: &[usize]) -> DrawnLine {
    DrawnLine {
        kind,
        cells: cells.to_vec(),
    }
}

/// Whether `digits` (a line's, in order, all placed) keep its rule, as
/// the rule reads.
fn kept(kind: LineKind, digits: &[u8], side: usize) -> bool {
    match kind {
        LineKind::Whisper => digits
            .windows(2)
            .all(|w| w[0].abs_diff(w[1]) >= whisper_gap(side)),
        LineKind::Palindrome => digits.iter().eq(digits.iter().rev()),
        LineKind::Renban => {
            let mut sorted = digits.to_vec();
            sorted.sort_unstable();
            sorted.windows(2).all(|w| w[1] == w[0] + 1)
        }
    }
}

fn keeps(lines: &[DrawnLine], side: usize, values: &[u8]) -> bool {
    lines.iter().all(|l| {
        let digits: Vec<u8> = l.cells.iter().map(|&c| values[c]).collect();
        kept(l.kind, &digits, side)
    })
}

/// A line of `kind` of 2 to 4 cells, each touching the last, that
/// `solution` keeps (drawn by random walks until one does).
fn line_over(kind: LineKind, solution: &[u8], side: usize, rng: &mut impl Rng) -> DrawnLine {
    loop {
        let len = rng.gen_range(2..=4);
        let mut cells = vec![rng.gen_range(0..side * side)];
        while cells.len() < len {
            let last = *cells.last().unwrap();
            let next = touching(last, side)
                .filter(|c| !cells.contains(c))
                .choose(rng);
            let Some(next) = next else { break };
            cells.push(next);
        }
        let digits: Vec<u8> = cells.iter().map(|&c| solution[c]).collect();
        if cells.len() == len && kept(kind, &digits, side) {
            return DrawnLine { kind, cells };
        }
    }
}

fn every_strategy_counts_what_brute_force_finds(givens: &[u8], boxes: (usize, usize), rounds: u64) {
    let side = boxes.0 * boxes.1;
    let plain = brute_force::plain_solutions(&sudoku(givens.to_vec(), boxes, Vec::new()));
    let kinds = [LineKind::Whisper, LineKind::Palindrome, LineKind::Renban];
    brute_force::rules_over_random_solutions(
        &plain,
        rounds,
        |seed, solution, rng| -> Vec<DrawnLine> {
            (0..3)
                .map(|k| line_over(kinds[(seed as usize + k) % 3], solution, side, rng))
                .collect()
        },
        |lines| sudoku(givens.to_vec(), boxes, lines.clone()),
        |lines, s| keeps(lines, side, s),
    );
}

#[test]
fn every_strategy_counts_the_solutions_of_random_4x4_lines() {
    every_strategy_counts_what_brute_force_finds(&[0; 16], (2, 2), 30);
}

#[test]
fn every_strategy_counts_the_solutions_of_random_6x6_lines() {
    let givens = brute_force::six_givens();
    every_strategy_counts_what_brute_force_finds(&givens, (2, 3), 15);
}

#[test]
fn each_line_refuses_a_digit_and_says_why_in_three_languages() {
    // 9x9: a whisper r1c1-r1c2, a palindrome r3c1-r4c2-r5c3, a renban
    // r7c3-r8c4-r9c3 (across boxes, so that no house refuses first).
    let lines = vec![
        line(LineKind::Whisper, &[0, 1]),
        line(LineKind::Palindrome, &[18, 28, 38]),
        line(LineKind::Renban, &[56, 66, 74]),
    ];
    let AnyPuzzle::Sudoku(s) = sudoku(vec![0; 81], (3, 3), lines) else {
        unreachable!()
    };
    let mut board = vec![0u8; 81];
    board[0] = 3;
    board[18] = 4;
    board[56] = 5;
    let whisper = s.why_not(&board, 1, 6).expect("6 is 3 from 3");
    assert_eq!(
        whisper,
        Reason::OnLine {
            line: 0,
            at: (0, 3),
            pair: Pair::Whisper(5)
        }
    );
    assert_eq!(s.why_not(&board, 1, 8), None, "8 is 5 from 3");
    let puzzle = AnyPuzzle::Sudoku(s.clone());
    let say = |why: &Reason, c, v, lang| reject(&puzzle, Strategy::Classic, c, v, Some(why), lang);
    assert_eq!(
        say(&whisper, 1, 6, Lang::En),
        "r1c1 holds 3, and on German whisper 1 its neighbour r1c2 must differ from it by at least 5: not 6."
    );
    assert!(say(&whisper, 1, 6, Lang::De).contains("Deutschen Flüsterlinie 1"));
    assert!(say(&whisper, 1, 6, Lang::Nl).contains("Duitse fluisterlijn 1"));
    let mirror = s.why_not(&board, 38, 6).expect("r5c3 mirrors r3c1");
    assert_eq!(
        say(&mirror, 38, 6, Lang::En),
        "r3c1 holds 4, and palindrome 2 mirrors it in r5c3: not 6."
    );
    assert_eq!(s.why_not(&board, 38, 4), None);
    let twice = s.why_not(&board, 66, 5).expect("5 twice on the renban");
    assert_eq!(
        say(&twice, 66, 5, Lang::En),
        "Renban 3 has no digit twice, and r7c3 holds 5 already: not in r8c4."
    );
    let run = s.why_not(&board, 66, 8).expect("5 and 8 are no run of 3");
    assert_eq!(
        run,
        Reason::Renban {
            line: 2,
            at: None,
            low: 3,
            high: 7
        }
    );
    assert_eq!(
        say(&run, 66, 8, Lang::En),
        "Renban 3 holds a run of consecutive digits: with the digits placed, r8c4 can hold only 3 to 7, not 8."
    );
    assert!(say(&run, 66, 8, Lang::De).contains("nur 3 bis 7"));
    assert!(say(&run, 66, 8, Lang::Nl).contains("alleen 3 tot 7"));
}

#[test]
fn a_broken_line_is_marked_at_once_and_a_bad_one_named() {
    let lines = vec![
        line(LineKind::Whisper, &[0, 1]),
        line(LineKind::Renban, &[4, 5, 6]),
    ];
    let puzzle = sudoku(vec![0; 16], (2, 2), lines);
    let mut values = vec![0u8; 16];
    values[0] = 1;
    values[1] = 3;
    assert!(
        kind_of(&puzzle).broken_squares(&values).is_empty(),
        "1 and 3 are 2 apart"
    );
    values[1] = 2;
    assert_eq!(kind_of(&puzzle).broken_squares(&values), vec![0, 1]);
    values[1] = 0;
    values[4] = 1;
    values[6] = 4;
    assert_eq!(
        kind_of(&puzzle).broken_squares(&values),
        vec![4, 6],
        "1 and 4: no run of 3"
    );
    let bad = |lines: Vec<DrawnLine>| {
        let layout = Layout {
            lines,
            ..Layout::default()
        };
        Sudoku::with_layout(vec![0; 16], layout)
            .unwrap_err()
            .to_string()
    };
    assert!(bad(vec![line(LineKind::Palindrome, &[0, 2])])
        .contains("line 1: r1c3 is not the next cell"));
    let long = bad(vec![line(LineKind::Renban, &[0, 1, 2, 3, 7])]);
    assert!(
        long.contains("renban 1 has 5 cells, more than the 4 digits"),
        "{long}"
    );
}

#[test]
fn fpuzzles_lines_are_read_and_written_back_and_kept_by_the_json_document() {
    let row = format!("[{}]", ["{}"; 6].join(","));
    let grid = vec![row; 6].join(",");
    let doc = format!(
        r#"{{"size":6,"grid":[{grid}],"whispers":[{{"lines":[["R1C1","R2C2","R3C2"]]}}],"palindrome":[{{"lines":[["R6C1","R6C2","R6C3"]]}}],"renban":[{{"lines":[["R4C4","R4C5"]]}}]}}"#
    );
    let puzzle = read_fpuzzles(&doc).expect("a puzzle of lines");
    let AnyPuzzle::Sudoku(s) = &puzzle else {
        unreachable!()
    };
    assert_eq!(
        s.layout().lines,
        vec![
            line(LineKind::Whisper, &[0, 7, 13]),
            line(LineKind::Palindrome, &[30, 31, 32]),
            line(LineKind::Renban, &[21, 22]),
        ]
    );
    let written = to_fpuzzles_json(&puzzle).expect("written");
    let json: serde_json::Value = serde_json::from_str(&written).unwrap();
    assert_eq!(
        json["renban"][0]["lines"][0],
        serde_json::json!(["R4C4", "R4C5"])
    );
    assert_eq!(read_fpuzzles(&written).unwrap().spec(), puzzle.spec());
    let own = to_json(&puzzle);
    assert!(own.contains(r#""whispers":[[0,7,13]]"#), "{own}");
    assert_eq!(from_json(&own).unwrap().spec(), puzzle.spec());
    let bad = read_fpuzzles(&doc.replace("\"R2C2\"", "\"R2C9\""))
        .unwrap_err()
        .to_string();
    assert!(bad.contains("whispers[0].lines[0][1]"), "{bad}");
}
