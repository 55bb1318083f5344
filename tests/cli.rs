//! The `btlab` contract: output, JSON fields and exit codes.

mod common;

use std::process::Output;

use common::*;

fn btlab(args: &[&str], stdin: &str) -> Output {
    run_btlab(args, stdin)
}

fn json_of(out: &Output) -> serde_json::Value {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    serde_json::from_slice(&out.stdout).expect("exactly one JSON object")
}

/// The fields of `solve --json` but the time: what a search found.
const COUNTED: [&str; 8] = [
    "solutions",
    "attempts",
    "rejections",
    "placements",
    "backtracks",
    "max_depth",
    "complete",
    "solution",
];

#[test]
fn solve_json_has_every_field() {
    let v = json_of(&btlab(
        &["solve", "--strategy", "classic", "--all", "--json", "-"],
        PRESSE,
    ));
    for key in COUNTED.iter().chain(&["elapsed_ms"]) {
        assert!(v.get(key).is_some(), "missing {key}");
    }
    assert_eq!(v["solutions"], 1);
    assert_eq!(v["attempts"], 6_432_362);
    assert_eq!(v["complete"], true);
    let first_row: String = v["solution"].as_array().unwrap()[..9]
        .iter()
        .map(|d| d.to_string())
        .collect();
    assert_eq!(first_row, PRESSE_FIRST_ROW);
}

#[test]
fn threads_share_the_whole_search_and_count_the_same() {
    let alone = json_of(&btlab(
        &["solve", "-s", "classic", "--all", "--json", "-"],
        PRESSE,
    ));
    let shared = json_of(&btlab(
        &[
            "solve",
            "-s",
            "classic",
            "--all",
            "--json",
            "--threads",
            "3",
            "-",
        ],
        PRESSE,
    ));
    for key in COUNTED {
        assert_eq!(shared[key], alone[key], "{key}");
    }
    let refused = btlab(&["solve", "--all", "--threads", "0", "-"], PRESSE);
    assert_eq!(refused.status.code(), Some(2));
}

#[test]
fn defaults_are_fast_and_limit_one() {
    // 288 solutions: the default limit of 1 stops the search early.
    let v = json_of(&btlab(&["solve", "--json", "-"], "................"));
    assert_eq!(v["strategy"], "fast");
    assert_eq!(v["solutions"], 1);
    assert_eq!(v["complete"], false, "stopped at the limit, not exhausted");
    // Presse falls to propagation alone: nothing is left to search.
    let p = json_of(&btlab(&["solve", "--json", "-"], PRESSE));
    assert_eq!(
        (p["solutions"].as_u64(), p["complete"].as_bool()),
        (Some(1), Some(true))
    );
}

#[test]
fn queens_solution_is_zero_based_columns_and_none_is_null() {
    let v = json_of(&btlab(
        &["solve", "-s", "classic", "--json", "-"],
        r#"{"kind":"queens","n":4}"#,
    ));
    assert_eq!(v["solution"], serde_json::json!([1, 3, 0, 2]));
    let none = json_of(&btlab(
        &["solve", "--all", "--json", "-"],
        r#"{"kind":"queens","n":3}"#,
    ));
    assert_eq!(none["solutions"], 0);
    assert_eq!(none["solution"], serde_json::Value::Null);
    assert_eq!(none["complete"], true);
}

#[test]
fn limit_two_proves_uniqueness_and_all_counts() {
    let v = json_of(&btlab(
        &["solve", "--limit", "2", "--json", "-"],
        KENDOKU_009,
    ));
    assert_eq!(
        (v["solutions"].as_u64(), v["complete"].as_bool()),
        (Some(1), Some(true))
    );
    let q = json_of(&btlab(
        &["solve", "--all", "--json", "-"],
        r#"{"kind":"queens","n":10}"#,
    ));
    assert_eq!(q["solutions"], 724);
}

#[test]
fn text_output_is_the_grid_and_the_article_line() {
    let out = btlab(&["solve", "-s", "classic", "--all", "-"], PRESSE);
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.starts_with("3 5 8 | 4 1 9 | 2 7 6\n"), "{text}");
    assert!(text.contains("6_432_362 attempts in "), "{text}");
    assert!(text.contains(" seconds"), "{text}");
}

#[test]
fn trace_prints_events_indented_by_depth() {
    let out = btlab(
        &["trace", "--steps", "4", "-"],
        r#"{"kind":"queens","n":4}"#,
    );
    assert_eq!(
        String::from_utf8(out.stdout).unwrap(),
        "try r1c1\nplace r1c1\n  try r2c1\n  reject r2c1\n"
    );
    let sol = btlab(&["trace", "-"], r#"{"kind":"queens","n":4}"#);
    let text = String::from_utf8(sol.stdout).unwrap();
    assert!(text.trim_end().ends_with("solution #1"), "{text}");
}

#[test]
fn trace_refuses_fast() {
    let out = btlab(&["trace", "-s", "fast", "-"], PRESSE);
    assert_eq!(out.status.code(), Some(2));
}

/// Bad inputs: each refused with exit code 2 and one line on stderr that
/// names the problem and its place.
#[test]
fn bad_inputs_are_refused_with_the_place() {
    let six_cages = |cages: &str| format!(r#"{{"kind":"kendoku","size":3,"cages":[{cages}]}}"#);
    let cases: Vec<(String, &str)> = vec![
        ("123".into(), "found 3 cells; a Sudoku line has the square of its side, from 16 (4x4) to 256 (16x16)"),
        ("12x4............".into(), "line 1, column 3: unexpected character 'x'"),
        ("1234\n12?4".into(), "line 2, column 3: unexpected character '?'"),
        ("11..............".into(), "cells r1c1 and r1c2 both hold 1 in row 1"),
        ("1...\n1...\n....\n....".into(), "cells r1c1 and r2c1 both hold 1 in column 1"),
        ("1...\n.1..\n....\n....".into(), "cells r1c1 and r2c2 both hold 1 in box 1"),
        ("5...............".into(), "cell r1c1 holds 5, but values go from 1 to 4"),
        ("".into(), "the input is empty"),
        ("{}".into(), "field \"kind\": missing"),
        (r#"{"kind":"chess"}"#.into(), "field \"kind\": unknown kind \"chess\""),
        (r#"{"kind":"queens","n":0}"#.into(), "field \"n\": expected a whole number from 1 to 1000, got 0"),
        (r#"{"kind":"queens","n":-1}"#.into(), "field \"n\": expected a whole number from 1 to 1000, got -1"),
        (r#"{"kind":"queens","n":"eight"}"#.into(), "field \"n\": expected a whole number from 1 to 1000, got \"eight\""),
        (r#"{"kind":"queens"}"#.into(), "field \"n\": missing"),
        (r#"{"kind":"queens","n":8"#.into(), "JSON line 1, column 22: EOF while parsing an object"),
        (r#"{"kind":"kendoku","size":10,"cages":[]}"#.into(), "size must be a whole number from 3 to 9, got 10; cell r1c1 is in no cage"),
        (six_cages(r#"{"target":6,"op":"+","cells":[0,1,2,3,4,5,6,7]}"#), "cell r3c3 is in no cage"),
        (six_cages(r#"{"target":6,"op":"+","cells":[0,1,2,3,4,5,6,7,8]},{"target":1,"cells":[8]}"#), "cell r3c3 is in cage 1 and in cage 2"),
        (six_cages(r#"{"target":6,"op":"+","cells":[0,1,1,2,3,4,5,6,7,8]}"#), "cell r1c2 is listed twice in cage 1"),
        (six_cages(r#"{"target":1,"op":"-","cells":[0,1,2]},{"target":6,"op":"+","cells":[3,4,5,6,7,8]}"#), "cage 1 (r1c1 r1c2 r1c3): operation '-' needs exactly 2 cells, got 3"),
        (six_cages(r#"{"target":1,"op":"%","cells":[0,1]}"#), "field \"cages[0].op\": unknown operation \"%\""),
        (six_cages(r#"{"target":1,"op":"+","cells":[0,99]}"#), "field \"cages[0].cells[1]\": expected a whole number from 0 to 8, got 99"),
        (r#"{"kind":"sudoku","givens":"1...............","regions":[0,0,0,0,0,1,1,1,2,2,2,2,3,3,3,3]}"#.into(), "region 0 has 5 cells (first r1c1), but every region needs 4"),
        (r#"{"kind":"sudoku","givens":"12x4"}"#.into(), "field \"givens\": line 1, column 3: unexpected character 'x'"),
    ];
    assert!(cases.len() >= 15);
    for (input, message) in cases {
        let err = btlab::format::parse_puzzle(&input)
            .expect_err(&input)
            .to_string();
        assert!(
            err.contains(message),
            "input {input:?}\n  got: {err}\n want: {message}"
        );
        let out = btlab(&["solve", "-"], &input);
        assert_eq!(out.status.code(), Some(2), "exit code for {input:?}");
        let stderr = String::from_utf8(out.stderr).unwrap();
        assert_eq!(
            stderr.lines().count(),
            1,
            "one line for {input:?}: {stderr}"
        );
        assert!(stderr.contains(message), "stderr for {input:?}: {stderr}");
        assert!(out.stdout.is_empty());
    }
}

#[test]
fn missing_file_and_bad_flags_exit_2() {
    let out = btlab(&["solve", "/no/such/puzzle.txt"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("cannot read '/no/such/puzzle.txt'"));
    assert_eq!(
        btlab(&["solve", "--strategy", "magic", "-"], PRESSE)
            .status
            .code(),
        Some(2)
    );
    assert_eq!(
        btlab(&["solve", "--limit", "0", "-"], PRESSE).status.code(),
        Some(2)
    );
}

#[test]
fn one_thousand_queens_by_random_restarts() {
    let v = json_of(&btlab(
        &[
            "bench",
            "queens-one",
            "1000",
            "--seed",
            "3",
            "--board",
            "--json",
        ],
        "",
    ));
    assert_eq!((v["n"].as_u64(), v["seed"].as_u64()), (Some(1000), Some(3)));
    assert!(v["nodes"].as_u64().unwrap() >= 1000);
    let columns: Vec<u64> = v["columns"]
        .as_array()
        .unwrap()
        .iter()
        .map(|c| c.as_u64().unwrap())
        .collect();
    assert_eq!(columns.len(), 1000);
    for a in 0..1000 {
        for b in a + 1..1000 {
            let (ca, cb) = (columns[a], columns[b]);
            assert!(
                ca != cb && ca.abs_diff(cb) != (b - a) as u64,
                "rows {a} and {b}"
            );
        }
    }
    let bad = btlab(&["bench", "queens-one", "0"], "");
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("from 1 to 100000, got 0"));
    // `solve` takes a board past 255 columns to `fast`'s first solution
    // only, and says where its board is printed; a stepping strategy is
    // refused there.
    let thousand = r#"{"kind":"queens","n":1000}"#;
    for (args, said) in [
        (
            &["solve", "-"][..],
            "btlab: error: 1000 queens: a solution past 255 columns is printed by `btlab bench queens-one 1000 --board`",
        ),
        (
            &["solve", "-s", "classic", "-"][..],
            "btlab: error: 1000 queens are past the 255 columns a move names: fast finds a first solution; classic does not run on them",
        ),
    ] {
        let out = btlab(args, thousand);
        assert_eq!(out.status.code(), Some(2), "{args:?}");
        assert_eq!(String::from_utf8_lossy(&out.stderr).trim(), said);
    }
}

#[test]
fn bench_queens_order_gives_the_courses_figures_in_order_and_shuffled() {
    let v = json_of(&btlab(&["bench", "queens-order", "8", "--json"], ""));
    assert_eq!(v["first_in_order"].as_u64(), Some(113));
    assert_eq!(v["first_shuffled"].as_array().unwrap().len(), 20);
    assert!(v["median_shuffled"].as_u64().unwrap() < 113);
    assert_eq!(v["all"]["solutions"].as_u64(), Some(92));
    assert_eq!(v["all"]["in_order"], v["all"]["shuffled"]);
    let bad = btlab(&["bench", "queens-order", "3"], "");
    assert_eq!(bad.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&bad.stderr).contains("from 4 to 1000, got 3"));
}

#[test]
fn texts_writes_the_page_tables_named_by_the_english_list() {
    let dir = std::env::temp_dir().join(format!("btlab-texts-{}", std::process::id()));
    let out = btlab(&["texts", "--out", dir.to_str().unwrap()], "");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    for lang in btlab::i18n::Lang::ALL {
        let path = dir.join(btlab::i18n::tables::file_name(lang));
        let json = std::fs::read_to_string(&path).expect("the table is written");
        let texts = btlab::i18n::tables::parse_table(&json).expect("a table of every text");
        assert_eq!(texts[0].as_deref(), Some(lang.t(btlab::i18n::T::ALL[0])));
        // The Lab's texts in a file of their own, fetched when the Lab opens.
        use btlab::i18n::tables::{part_file_name, Part};
        let path = dir.join(part_file_name(lang, Part::Lab));
        let json = std::fs::read_to_string(&path).expect("the Lab's table is written");
        let lab = btlab::i18n::tables::parse_table(&json).expect("a table of every text");
        let done = btlab::i18n::T::LabSaysDone as usize;
        assert_eq!(
            lab[done].as_deref(),
            Some(lang.t(btlab::i18n::T::LabSaysDone))
        );
        assert_eq!(texts[done], None);
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn texts_writes_the_loaders_words_for_a_page_that_could_not_start() {
    let dir = std::env::temp_dir().join(format!("btlab-start-{}", std::process::id()));
    let out = btlab(&["texts", "--out", dir.to_str().unwrap()], "");
    assert!(out.status.success());
    let json = std::fs::read_to_string(dir.join("start.json")).expect("written");
    let words: serde_json::Value = serde_json::from_str(&json).unwrap();
    for lang in btlab::i18n::Lang::ALL {
        let said = &words[lang.code()];
        assert_eq!(said["failed"], lang.t(btlab::i18n::T::StartFailed));
        assert_eq!(said["retry"], lang.t(btlab::i18n::T::StartRetry));
    }
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn serve_without_a_built_page_or_with_a_bad_address_says_so_in_one_line() {
    let out = btlab(&["serve", "--dist", "/no/such/dist"], "");
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("/no/such/dist: no index.html"), "{said}");
    assert_eq!(said.trim_end().lines().count(), 1, "{said}");
    let out = btlab(&["serve", "--addr", "localhost:eighty"], "");
    assert_eq!(out.status.code(), Some(2));
    assert!(String::from_utf8_lossy(&out.stderr).contains("--addr"));
    // A page there, but no Redis where it is said to be: nothing served.
    let dist = std::env::temp_dir().join("btlab-serve-cli");
    std::fs::create_dir_all(&dist).unwrap();
    std::fs::write(dist.join("index.html"), "<!doctype html>").unwrap();
    let dist = dist.to_str().unwrap();
    let args = [
        "serve",
        "--addr",
        "127.0.0.1:0",
        "--dist",
        dist,
        "--redis",
        "redis://127.0.0.1:1/",
    ];
    let out = btlab(&args, "");
    assert_eq!(out.status.code(), Some(2));
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(said.contains("Redis at redis://127.0.0.1:1/: "), "{said}");
    assert!(out.stdout.is_empty(), "it said it serves");
}
