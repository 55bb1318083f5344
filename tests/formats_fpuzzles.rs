//! f-puzzles' documents and links, and SudokuPad's `fpuzzles` ids: read
//! with every rule the page knows, written back equal, and a rule the
//! page does not know named (the puzzle is not opened without it).

use btlab::format::{
    parse_puzzle, read_fpuzzles, read_here, to_fpuzzles, to_fpuzzles_json, to_json, FieldProblem,
    FormatError,
};
use btlab::i18n::{format_error, Lang};
use btlab::puzzles::{AnyPuzzle, Op};

/// A link f-puzzles made: an empty 9x9 with a given 1 in r1c1.
const FPUZZLES_LINK: &str = "https://f-puzzles.com/?load=N4IgzglgXgpiBcBOANCA5gJwgEwQbT1ADcBDAGwFc54BGVNCImAOwQBcMqBfZYHv3vyGCRfALrJCwgTOlyJU0XKVKFsles1c1yrRu2S9R+Yd1nVp/Vdk7r58WK5A";

/// A 6x6 document as f-puzzles writes one, with every rule the page
/// knows: jigsaw regions, two killer cages (one without its sum), the
/// rising diagonal alone, an extra region; and the keys f-puzzles writes
/// for rules left unused.
fn every_rule() -> String {
    let regions = [
        [0, 0, 0, 1, 1, 1],
        [0, 0, 2, 1, 1, 1],
        [0, 2, 2, 2, 3, 3],
        [4, 4, 2, 2, 3, 3],
        [4, 4, 4, 5, 5, 3],
        [4, 5, 5, 5, 5, 3],
    ];
    let rows: Vec<String> = regions
        .iter()
        .enumerate()
        .map(|(r, row)| {
            let cells: Vec<String> = row
                .iter()
                .enumerate()
                .map(|(c, region)| match (r, c) {
                    (0, 0) => format!(r#"{{"value":1,"given":true,"region":{region}}}"#),
                    (5, 5) => format!(r#"{{"value":4,"region":{region}}}"#),
                    _ => format!(r#"{{"region":{region}}}"#),
                })
                .collect();
            format!("[{}]", cells.join(","))
        })
        .collect();
    format!(
        r#"{{"size":6,"title":"Every rule","author":"Backtrack Lab","ruleset":"Normal rules.","grid":[{}],
        "diagonal+":true,"diagonal-":false,
        "killercage":[{{"cells":["R1C2","R1C3"],"value":"5"}},{{"cells":["r6c1","R6C2"]}}],
        "extraregion":[{{"cells":["R2C2","R3C4","R5C5"]}}],
        "thermometer":[{{"lines":[["R3C1","R4C1","R5C2"]]}}],
        "arrow":[{{"cells":["R6C4"],"lines":[["R6C4","R5C4","R4C5"]]}}],
        "difference":[{{"cells":["R2C5","R2C6"]}}],"ratio":[{{"cells":["R3C5","R4C5"]}}],
        "xv":[{{"cells":["R4C2","R4C3"],"value":"X"}}],
        "whispers":[{{"lines":[["R1C5","R1C6"]]}}],"renban":[{{"lines":[["R2C3","R2C4"]]}}],
        "palindrome":[{{"lines":[["R5C5","R5C6"]]}}],
        "littlekillersum":[{{"cell":"R0C1","direction":"DR","value":"10"}}],
        "sandwichsum":[{{"cell":"R0C3","value":"5"}},{{"cell":"R2C0","value":"0"}}],
        "odd":[{{"cell":"R5C1"}}],"even":[{{"cell":"R6C6"}}],
        "antiknight":false}}"#,
        rows.join(",")
    )
}

#[test]
fn a_document_with_every_rule_the_page_knows_is_read() {
    let AnyPuzzle::Sudoku(sudoku) = read_fpuzzles(&every_rule()).unwrap() else {
        panic!("a Sudoku");
    };
    assert_eq!(sudoku.side(), 6);
    // The given counts; a value the solver typed (no `given`) does not.
    assert_eq!(sudoku.givens()[0], 1);
    assert_eq!(sudoku.givens()[35], 0);
    let layout = sudoku.layout();
    assert_eq!(layout.regions.as_ref().unwrap()[8], 2);
    assert!(!layout.diagonals);
    // The rising diagonal alone, then the extra region.
    assert_eq!(
        layout.extra,
        vec![vec![5, 10, 15, 20, 25, 30], vec![7, 15, 28]]
    );
    assert_eq!(layout.cages.len(), 2);
    assert_eq!(
        (
            layout.cages[0].target,
            layout.cages[0].op,
            &layout.cages[0].cells
        ),
        (5, Op::Add, &vec![1, 2])
    );
    assert_eq!(
        (layout.cages[1].target, &layout.cages[1].cells),
        (0, &vec![30, 31])
    );
    // The lines and dots: a thermometer from its bulb, an arrow from its
    // circle (the line's first cell is the circle's own), two dots, an X.
    assert_eq!(layout.thermometers, vec![vec![12, 18, 25]]);
    assert_eq!(layout.arrows, vec![vec![33, 27, 22]]);
    let dots: Vec<_> = layout.dots.iter().map(|d| (d.cells, d.black())).collect();
    assert_eq!(
        dots,
        vec![((10, 11), false), ((16, 22), true), ((19, 20), false)]
    );
    assert_eq!(layout.dots[2].kind, btlab::puzzles::DotKind::X);
    // A little killer above column 1, down and right from r1c2.
    assert_eq!(layout.little_killers[0].cells(6), vec![1, 8, 15, 22, 29]);
    // Sandwich sums above column 3 and left of row 2.
    let sandwiches: Vec<_> = layout.sandwiches.iter().map(|s| (s.at, s.sum)).collect();
    assert_eq!(sandwiches, vec![((-1, 2), 5), ((1, -1), 0)]);
    // The drawn lines: a German whisper, a palindrome, a renban.
    let lines: Vec<_> = layout
        .lines
        .iter()
        .map(|l| (l.kind, l.cells.clone()))
        .collect();
    use btlab::puzzles::LineKind::{Palindrome, Renban, Whisper};
    assert_eq!(
        lines,
        vec![
            (Whisper, vec![4, 5]),
            (Palindrome, vec![28, 29]),
            (Renban, vec![8, 9])
        ]
    );
    assert_eq!((&layout.odd, &layout.even), (&vec![24], &vec![35]));
}

#[test]
fn a_document_written_back_reads_as_the_same_puzzle_and_writes_the_same() {
    let first = read_fpuzzles(&every_rule()).unwrap();
    let written = to_fpuzzles_json(&first).unwrap();
    let again = read_fpuzzles(&written).unwrap();
    assert_eq!(to_json(&again), to_json(&first));
    assert_eq!(to_fpuzzles_json(&again).unwrap(), written);
    assert!(written.contains(r#""diagonal+":true"#), "{written}");
    assert!(
        written.contains(r#"{"cells":["R1C2","R1C3"],"value":"5"}"#),
        "{written}"
    );
    // Both diagonals are one flag each; a 9x9's standard boxes name no region.
    let x = parse_puzzle(r#"{"kind":"sudoku","givens":"1................................................................................","diagonals":true}"#).unwrap();
    let written = to_fpuzzles_json(&x).unwrap();
    assert!(written.contains(r#""diagonal+":true"#) && written.contains(r#""diagonal-":true"#));
    assert!(!written.contains("region"), "{written}");
    assert_eq!(to_json(&read_fpuzzles(&written).unwrap()), to_json(&x));
}

#[test]
fn links_of_f_puzzles_and_sudokupad_open_and_a_link_written_opens_again() {
    let from_fpuzzles = parse_puzzle(FPUZZLES_LINK).unwrap();
    assert_eq!(from_fpuzzles.cells(), 81);
    let AnyPuzzle::Sudoku(sudoku) = &from_fpuzzles else {
        panic!("a Sudoku");
    };
    assert_eq!(sudoku.givens().iter().filter(|&&v| v > 0).count(), 1);
    assert_eq!(sudoku.givens()[0], 1);
    // The page leaves links and documents of f-puzzles to its worker.
    assert!(read_here(FPUZZLES_LINK).is_none());
    assert!(read_here(&every_rule()).is_none());
    let data = FPUZZLES_LINK.split("load=").nth(1).unwrap();
    for link in [
        format!("https://sudokupad.app/fpuzzles{data}"),
        format!("https://sudokupad.app/?puzzleid=fpuzzles{data}"),
        format!("fpuzzles{data}"),
        format!("https://sudokupad.app/fpuz{data}"),
        format!("fpuz{data}"),
        FPUZZLES_LINK.replace('+', "%2B").replace('/', "%2F"),
    ] {
        assert_eq!(
            to_json(&parse_puzzle(&link).unwrap()),
            to_json(&from_fpuzzles),
            "{link}"
        );
    }
    let every = read_fpuzzles(&every_rule()).unwrap();
    let link = to_fpuzzles(&every).unwrap();
    assert!(
        link.starts_with("https://www.f-puzzles.com/?load="),
        "{link}"
    );
    assert_eq!(to_json(&parse_puzzle(&link).unwrap()), to_json(&every));
}

#[test]
fn a_rule_the_page_does_not_know_is_named_and_the_puzzle_does_not_open() {
    let clone = every_rule().replace(
        r#""antiknight":false"#,
        r#""antiknight":false,"clone":[{"cells":["R1C1"],"cloneCells":["R6C6"]}]"#,
    );
    let error = read_fpuzzles(&clone).unwrap_err();
    assert_eq!(
        error,
        FormatError::UnknownRule {
            name: "clone".into()
        }
    );
    assert_eq!(
        format_error(&error, Lang::En),
        "this puzzle uses 'clone', which this page does not know: it does not open without that rule"
    );
    assert!(format_error(&error, Lang::De).contains("'clone', das diese Seite nicht kennt"));
    assert!(format_error(&error, Lang::Nl).contains("'clone', dat deze pagina niet kent"));
    let between = every_rule().replace(
        r#""antiknight":false"#,
        r#""antiknight":true,"betweenline":[{"lines":[["R1C1","R2C2","R3C3"]]}]"#,
    );
    assert_eq!(
        read_fpuzzles(&between).unwrap_err(),
        FormatError::UnknownRule {
            name: "betweenline".into()
        }
    );
}

#[test]
fn a_bad_cell_a_cut_link_and_another_kind_are_named() {
    let bad_cell = every_rule().replace("\"R1C3\"", "\"R1C7\"");
    assert_eq!(
        read_fpuzzles(&bad_cell).unwrap_err(),
        FormatError::Field {
            field: "killercage[0].cells[1]".into(),
            problem: FieldProblem::NotCellName {
                got: "\"R1C7\"".into()
            }
        }
    );
    let cut = &FPUZZLES_LINK[..FPUZZLES_LINK.len() - 30];
    let error = parse_puzzle(cut).unwrap_err();
    assert!(
        matches!(error, FormatError::NotLzString | FormatError::Json { .. }),
        "{error:?}"
    );
    let queens = parse_puzzle(r#"{"kind":"queens","n":8}"#).unwrap();
    let problem = to_fpuzzles(&queens).unwrap_err();
    assert_eq!(problem.to_string(), "f-puzzles holds Sudoku only");
}
