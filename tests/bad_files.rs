//! Bad puzzle files of the newer formats (janko.at blocks, Tatham's game
//! IDs, the JSON of Skyscrapers, Tents and the star) and bad generator
//! requests: `btlab` refuses each with exit code 2 and one line on stderr
//! that names the place (line and token, character, field or cell).

mod common;

/// Runs `btlab ARGS` with `stdin`; the exit code and stderr.
fn btlab(args: &[&str], stdin: &str) -> (Option<i32>, String, Vec<u8>) {
    let out = common::run_btlab(args, stdin);
    (
        out.status.code(),
        String::from_utf8(out.stderr).unwrap(),
        out.stdout,
    )
}

/// A janko.at block of `kind` and `size` with these lines.
fn janko(kind: &str, size: usize, body: &str) -> String {
    format!("begin\npuzzle {kind}\nsize {size}\n{body}\nend\n")
}

const EMPTY4: &str = "- - - -\n- - - -\n- - - -\n- - - -";

#[test]
fn bad_files_of_every_new_format_name_their_place() {
    let sky = |top: &str| {
        format!(
            r#"{{"kind":"skyscrapers","size":4,"top":{top},"bottom":[0,0,0,0],"left":[0,0,0,0],"right":[0,0,0,0]}}"#
        )
    };
    let cases: Vec<(String, &str)> = vec![
        // janko.at blocks: line and token.
        (janko("sudoku", 4, "problem\n1 - - -\n- - x -\n- - - -\n- - - -"), "line 6, token 'x': values go from 1 to 4"),
        (janko("sudoku", 4, "problem\n1 - - -\n- - - -\n- - - -"), "line 4: problem: 4 rows expected, found 3"),
        (janko("sudoku", 4, "problem\n1 - - - -\n- - - -\n- - - -\n- - - -"), "line 5: problem: a row of 4 tokens expected, found 5"),
        (janko("chess", 4, "problem\n1 - - -"), "line 2, token 'chess': this kind of puzzle is not read here"),
        ("begin\npuzzle sudoku\nsize 4\nproblem\n1 - - -\n- - - -\n- - - -\n- - - -\n".into(), "line 1, token 'begin': this block has no `end`"),
        (janko("sudoku", 4, &format!("patternx 3\nproblem\n{EMPTY4}")), "line 1: patternx and patterny come together"),
        (janko("sudoku", 4, "problem\n5 - - -\n- - - -\n- - - -\n- - - -"), "line 5, token '5': values go from 1 to 4"),
        (janko("sudoku", 4, "problem\n1 1 - -\n- - - -\n- - - -\n- - - -"), "cells r1c1 and r1c2 both hold 1 in row 1"),
        (janko("sudoku", 4, &format!("areas\n1 1 1 1\n1 2 2 2\n3 3 3 3\n4 4 4 4\nproblem\n{EMPTY4}")), "region 0 has 5 cells (first r1c1), but every region needs 4"),
        (janko("skyscrapers", 4, &format!("clabels\n1 2 3\n- - - -\nrlabels\n- - - -\n- - - -\nproblem\n{EMPTY4}")), "line 5: clabels: a row of 4 tokens expected, found 3"),
        (janko("skyscrapers", 4, "clabels\n1 2 3 9\n- - - -\nrlabels\n- - - -\n- - - -"), "line 5, token '9': values go from 1 to 4"),
        (janko("tents", 4, "solution\nx o - -\n- - - -\n- - q -\n- - - -"), "line 7, token 'q': expected x (a tree), o (a tent) or - (empty)"),
        (janko("kendoku", 3, "problem\n3% - -\n- - -\n- - -\nareas\n1 1 1\n2 2 2\n3 3 3"), "line 5, token '3%': a cage clue is a number and an operation"),
        (janko("kendoku", 4, "problem\n4+ - - -\n- - - -\n- - - -\n- - - -\nareas\n1 1 2 2\n1 1 2 2\n3 3 4 4\n3 3 4 4"), "line 10, token '2': a cage without a clue"),
        // Tatham's game IDs: the character.
        ("9j:zzzc".into(), "game ID, character 8: expected ',' and the jigsaw regions"),
        ("4:3/1/2/5/2/2/2/1/2/2/1/3/3/2/2/1".into(), "game ID, character 9 ('5'): clue number out of range (1 to 4)"),
        ("3x3:a1$".into(), "game ID, character 7 ('$'): invalid character in the grid"),
        ("8x8:bfdamabahc_f!,2,2".into(), "game ID, character 17 ('!'): given tents and grass are not read here"),
        // JSON of the new kinds: the field, or the cell.
        (r#"{"kind":"skyscrapers","size":12,"top":[],"bottom":[],"left":[],"right":[]}"#.into(), "field \"size\": expected a whole number from 3 to 9, got 12"),
        (sky("[1,2,3]"), "top clues: 3 given, the size needs 4"),
        (sky("[1,2,3,7]"), "field \"top[3]\": expected a whole number from 0 to 4, got 7"),
        (r#"{"kind":"tents","rows":3,"cols":5,"trees":[],"row_counts":[0,0,0],"col_counts":[0,0,0,0,0]}"#.into(), "field \"rows\": expected a whole number from 4 to 25, got 3"),
        (r#"{"kind":"tents","rows":4,"cols":4,"trees":[[0,0],[9,9]],"row_counts":[1,0,0,1],"col_counts":[1,0,0,1]}"#.into(), "field \"trees[1][0]\": expected a whole number from 0 to 3, got 9"),
        (r#"{"kind":"tents","rows":4,"cols":4,"trees":[[0,0]],"row_counts":[1,0,0],"col_counts":[1,0,0,0]}"#.into(), "row counts: 3 given for 4 rows"),
        (r#"{"kind":"star","givens":"123"}"#.into(), "the star must be 54 cells, got 3 cells"),
        (format!(r#"{{"kind":"star","givens":"11{}"}}"#, ".".repeat(52)), "cells T1.1 and T1.2 both hold 1 in triangle 1"),
    ];
    assert!(cases.len() >= 20);
    for (input, message) in cases {
        let (code, stderr, stdout) = btlab(&["solve", "-"], &input);
        assert_eq!(code, Some(2), "exit code for {input:?}: {stderr}");
        assert_eq!(
            stderr.lines().count(),
            1,
            "one line for {input:?}: {stderr}"
        );
        assert!(
            stderr.contains(message),
            "input {input:?}\n  got: {stderr}\n want: {message}"
        );
        assert!(stdout.is_empty());
    }
}

#[test]
fn bad_generator_and_convert_requests_exit_2() {
    let cases: [(&[&str], &str); 6] = [
        (
            &["generate", "sudoku", "--size", "13"],
            "a 13x13 Sudoku has no usual box: give --box or --jigsaw",
        ),
        (
            &["generate", "sudoku", "--size", "9", "--box", "2x3"],
            "boxes of 2x3 do not fit a Sudoku of side 9",
        ),
        (
            &["generate", "tents", "--rows", "3", "--cols", "30"],
            "rows and columns go from 4 to 25, got 3x30",
        ),
        (
            &["generate", "kendoku", "--size", "10"],
            "the size goes from 3 to 9, got 10",
        ),
        (
            &["convert", "--to", "janko", "-"],
            "janko.at has no such puzzle",
        ),
        (
            &["solve", "--block", "3", "-"],
            "--block 3: the page holds 1 puzzle(s)",
        ),
    ];
    let queens = r#"{"kind":"queens","n":8}"#;
    for (args, message) in cases {
        let stdin = if args[0] == "solve" {
            &janko("sudoku", 4, &format!("problem\n{EMPTY4}"))
        } else {
            queens
        };
        let (code, stderr, _) = btlab(args, stdin);
        assert_eq!(code, Some(2), "{args:?}: {stderr}");
        assert!(
            stderr.contains(message),
            "{args:?}\n  got: {stderr}\n want: {message}"
        );
    }
}

#[test]
fn generate_then_convert_round_trips_through_every_format() {
    let (code, _, json) = btlab(
        &[
            "generate", "sudoku", "--size", "6", "--seed", "3", "--to", "json",
        ],
        "",
    );
    assert_eq!(code, Some(0));
    let json = String::from_utf8(json).unwrap();
    for format in ["janko", "tatham"] {
        let (code, stderr, converted) = btlab(&["convert", "--to", format, "-"], &json);
        assert_eq!(code, Some(0), "{format}: {stderr}");
        let (code, stderr, back) = btlab(
            &["convert", "--to", "json", "-"],
            &String::from_utf8(converted).unwrap(),
        );
        assert_eq!(code, Some(0), "{format} back: {stderr}");
        assert_eq!(String::from_utf8(back).unwrap(), json, "{format}");
    }
}
