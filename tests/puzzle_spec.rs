//! The puzzle as the worker receives it (`PuzzleSpec` in postcard): every
//! kind the page can send comes back the same puzzle, and a spec that no
//! reader would pass on is refused with the reader's message.

use btlab::format::{parse_puzzle, read_janko, to_json};
use btlab::library::LIBRARY;
use btlab::protocol::wire;
use btlab::puzzles::{Clues, PuzzleSpec};

/// The puzzle through the wire and its constructor again.
fn round_trip(text: &str) {
    let puzzle = parse_puzzle(text).expect("a puzzle");
    let spec: PuzzleSpec = wire::decode(&wire::encode(&puzzle.spec())).expect("a spec");
    let back = spec.build().expect("the same puzzle builds");
    assert_eq!(to_json(&back), to_json(&puzzle), "{text}");
}

#[test]
fn every_library_puzzle_travels_unchanged() {
    for (key, doc) in LIBRARY {
        round_trip(doc);
        assert!(!btlab::i18n::Lang::En.t(key).is_empty());
    }
}

#[test]
fn every_shape_travels_unchanged() {
    for doc in [
        r#"{"kind":"sudoku","givens":"1...........4...","diagonals":true}"#,
        r#"{"kind":"sudoku","givens":"1...................................","box":[3,2]}"#,
        r#"{"kind":"sudoku","givens":"................","regions":[0,0,1,1,0,0,1,1,2,2,3,3,2,2,3,3],"extra_regions":[[0,5,10,15]]}"#,
        r#"{"kind":"kendoku","size":3,"cages":[{"target":6,"op":"+","cells":[0,1,2]},{"target":6,"op":"x","cells":[3,4,5]},{"target":2,"op":"/","cells":[6,7]},{"target":1,"cells":[8]}]}"#,
        r#"{"kind":"skyscrapers","size":5,"depth":4,"top":[0,3,0,0,1],"bottom":[0,0,0,0,0],"left":[2,0,0,0,0],"right":[0,0,0,0,0],"givens":[0,0,0,0,0,0,0,0,0,0,0,0,4,0,0,0,0,0,0,0,0,0,0,0,0]}"#,
        r#"{"kind":"tents","rows":4,"cols":5,"trees":[[0,1],[2,3]],"row_counts":[1,0,0,1],"col_counts":[1,0,0,1,0]}"#,
        r#"{"kind":"star"}"#,
        r#"{"kind":"queens","n":8}"#,
    ] {
        round_trip(doc);
    }
}

#[test]
fn every_janko_puzzle_travels_unchanged() {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../shared/janko");
    let mut seen = 0;
    for entry in std::fs::read_dir(dir).expect("the shared janko puzzles") {
        let path = entry.expect("an entry").path();
        if path.extension().is_some_and(|e| e == "md") {
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("a janko file");
        for read in read_janko(&text).unwrap_or_default() {
            round_trip(&to_json(&read.puzzle));
            seen += 1;
        }
    }
    assert!(seen >= 60, "only {seen} janko puzzles read");
}

#[test]
fn a_spec_no_reader_would_pass_is_refused_by_name() {
    let refused = |spec: PuzzleSpec| spec.build().expect_err("refused").to_string();
    let tents = PuzzleSpec::Tents {
        rows: 1 << 40,
        cols: 4,
        trees: vec![],
        row_counts: vec![],
        col_counts: vec![],
    };
    assert!(refused(tents).contains("rows must be from 4 to 25"));
    let sky = PuzzleSpec::Skyscrapers {
        side: 4,
        depth: 4,
        clues: Clues::default(),
        givens: vec![],
        diagonals: false,
    };
    assert!(refused(sky).contains("top clues: 0 given"));
    let boxes = PuzzleSpec::Sudoku {
        givens: vec![0; 16],
        layout: Box::new(btlab::puzzles::Layout {
            boxes: Some((usize::MAX, 2)),
            ..Default::default()
        }),
    };
    assert!(refused(boxes).contains("does not fit"));
    assert!(refused(PuzzleSpec::Queens { n: 1001 }).contains("1 to 1000"));
}
