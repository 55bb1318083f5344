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

/// The page's link: what is written reads back the same, for every kind
/// of puzzle and every strategy; a hand-written link reads too.
#[test]
fn links_round_trip() {
    use btlab::format::{puzzle_text, read_link, write_link, LinkState};
    use btlab::protocol::Mode;
    use btlab::strategy::Strategy;
    let puzzles = [
        PRESSE,
        KENDOKU_009,
        r#"{"kind":"queens","n":8}"#,
        r#"{"kind":"sudoku","givens":"1...............","diagonals":true}"#,
        r#"{"kind":"sudoku","givens":"................","regions":[0,0,0,1,0,2,1,1,2,2,3,1,2,3,3,3]}"#,
    ];
    let strategies = [
        Strategy::Classic,
        Strategy::Propagate,
        Strategy::Mrv,
        Strategy::Random { seed: 987654321 },
        Strategy::Fast,
    ];
    for (i, text) in puzzles.iter().enumerate() {
        let p = puzzle(text);
        let strategy = strategies[i % strategies.len()];
        let written = write_link(&LinkState {
            entries: None,
            marks: None,
            puzzle: &puzzle_text(&p),
            strategy,
            mode: [Mode::First, Mode::All, Mode::Unique][i % 3],
            step: 17_309_720 + i as u64,
            speed: i,
            lang: btlab::i18n::Lang::ALL[i % 3],
            race: &[],
            embed: None,
        });
        assert!(
            !written.contains('"') && !written.contains(' '),
            "{written}"
        );
        let read = read_link(&written);
        assert!(read.problems.is_empty(), "{:?}", read.problems);
        assert_eq!(to_json(&read.puzzle.unwrap()), to_json(&p), "{text}");
        assert_eq!(read.strategy, Some(strategy));
        assert_eq!(
            read.mode,
            Some([Mode::First, Mode::All, Mode::Unique][i % 3])
        );
        assert_eq!(read.step, Some(17_309_720 + i as u64));
        assert_eq!(read.speed, Some(i));
        assert_eq!(read.lang, Some(btlab::i18n::Lang::ALL[i % 3]));
    }
    // By hand, with the browser's own encoding of quotes and spaces.
    let read =
        read_link(r#"#puzzle={%22kind%22:%22queens%22,%22n%22:4}&strategy=classic&step=4&lang=de"#);
    assert!(read.problems.is_empty());
    assert_eq!(read.puzzle.map(|p| p.cells()), Some(4));
    assert_eq!(
        (read.strategy, read.step),
        (Some(Strategy::Classic), Some(4))
    );
    // A Sudoku line stays readable in the link.
    let written = write_link(&LinkState {
        entries: None,
        marks: Some("3:c49:k16:p3;11:c4679"),
        puzzle: PRESSE,
        strategy: Strategy::Classic,
        mode: Mode::All,
        step: 0,
        speed: 0,
        lang: btlab::i18n::Lang::Nl,
        race: &[Strategy::Classic, Strategy::Random { seed: 5 }],
        embed: None,
    });
    let read = read_link(&written);
    // The person's marks stay readable too.
    assert!(
        written.contains("&marks=3:c49:k16:p3;11:c4679&"),
        "{written}"
    );
    assert_eq!(read.grid.marks.as_deref(), Some("3:c49:k16:p3;11:c4679"));
    assert_eq!(
        read.race,
        Some(vec![Strategy::Classic, Strategy::Random { seed: 0 }])
    );
    assert!(read_link("race=classic").problems[0]
        .to_string()
        .contains("two or three"));
    assert!(read_link("race=classic,fast").problems[0]
        .to_string()
        .contains("two or three"));
    assert!(
        written.starts_with(&format!("puzzle={PRESSE}&")),
        "{written}"
    );
}
