//! Formats: round trips of Sudoku lines and JSON documents.

mod common;

use btlab::format::{parse_line, parse_puzzle, to_json, to_line};
use btlab::puzzles::AnyPuzzle;
use common::*;

#[test]
fn sudoku_lines_round_trip_in_every_size() {
    for text in [
        "1.3.....2.....4.",
        "1....2..3.........4.....5.....6.....",
        PRESSE,
        &"123456789ABCDEFG"
            .chars()
            .chain(std::iter::repeat_n('.', 240))
            .collect::<String>(),
    ] {
        let cells = parse_line(text).unwrap();
        assert_eq!(to_line(&cells), text);
    }
}

#[test]
fn empty_marks_and_white_space() {
    let a = parse_line("1.0-\n....\n 2 . . .\n....").unwrap();
    assert_eq!(a[..4], [1, 0, 0, 0]);
    assert_eq!(a[8], 2);
    assert_eq!(
        parse_line("g...............").unwrap()[0],
        16,
        "lower case reads too"
    );
    let err = parse_puzzle("g...............").unwrap_err().to_string();
    assert_eq!(err, "cell r1c1 holds 16, but values go from 1 to 4");
}

#[test]
fn json_documents_round_trip() {
    let docs = [
        r#"{"kind":"queens","n":8}"#.to_string(),
        format!(r#"{{"kind":"sudoku","givens":"{PRESSE}"}}"#),
        r#"{"kind":"sudoku","givens":"1...............","diagonals":true}"#.to_string(),
        r#"{"kind":"sudoku","givens":"....................................","box":[3,2]}"#.to_string(),
        r#"{"kind":"sudoku","givens":"1...............","regions":[0,0,0,1,2,0,1,1,2,2,3,1,2,3,3,3],"extra_regions":[[0,5,10]]}"#.to_string(),
        KENDOKU_009.to_string(),
    ];
    for doc in docs {
        let first = parse_puzzle(&doc).unwrap();
        let written = to_json(&first);
        let again = parse_puzzle(&written).unwrap();
        assert_eq!(to_json(&again), written, "{doc}");
        assert_eq!(first.cells(), again.cells());
    }
}

#[test]
fn all_operation_spellings() {
    for op in ["x", "*", "X"] {
        let doc = KENDOKU_009.replacen("\"x\"", &format!("\"{op}\""), 1);
        assert!(matches!(parse_puzzle(&doc).unwrap(), AnyPuzzle::Kendoku(_)));
    }
    let doc = KENDOKU_009.replace("\"/\"", "\":\"");
    let AnyPuzzle::Kendoku(k) = parse_puzzle(&doc).unwrap() else {
        panic!()
    };
    assert_eq!(k.cages()[4].op, btlab::puzzles::Op::Div);
}
