//! The sources' own programs, read from `../shared/sources` at run time
//! and put into the Lab as a reader pastes them (the characters copied
//! from the web page replaced as the Lab's one click does), run in
//! CPython through the Lab's bridge, as the page's Pyodide runs them:
//! the Kendoku article's program, which MicroPython cannot run, reaches
//! the attempts the article prints, with the one solution; the Sudoku
//! article's `sudoku.py`, whose copy lost every indentation, indented
//! again and run to the attempts the article prints.

mod common;

use common::cpython::CPython;

use btlab::engine::Event;
use btlab::lab::python::{download, full_python_need, NeedWhat};
use btlab::lab::stepper;
use btlab::page::lab::{pasted, replace_pasted};

/// An article's program, from its first line (`first`, such as `# File
/// kendoku.py`) to the line that starts its search, as copied from its
/// page.
fn article_program(first: &str) -> String {
    let text = common::source_containing(first, first);
    let start = text.find(first).unwrap();
    let main = start + text[start..].find("if __name__").expect("its main");
    let end = main + text[main..].find("showAttempts=True)").unwrap() + "showAttempts=True)".len();
    text[start..end].to_string()
}

#[test]
fn the_sudoku_articles_program_indented_again_runs_to_the_articles_attempts() {
    let copied = article_program("# File sudoku.py");
    let found = pasted(&copied);
    assert!(found.flat, "every line of the copy at the left edge");
    assert_eq!(
        found.chars.len(),
        1,
        "one typographic dash: {:?}",
        found.chars
    );
    let code = replace_pasted(&copied);
    assert_eq!(pasted(&code), Default::default(), "nothing left to mend");
    // The methods at the class's level, their bodies one further in.
    assert!(code.contains("\n    def moves(self, level: int):\n        res = "));
    assert!(code.contains("\n        if res:\n            return [res]\n        return list("));

    // The Lab's bridge sees the board its `vector` and `size` make, and
    // asks `done` after `record`, as the article's skeleton does.
    let mut python = CPython::load(&code, "");
    let board = python.declared_board();
    assert_eq!((board.rows, board.cols), (9, 9));
    assert!(board.done_after_record);

    // Run as the article runs it (the download's module, in CPython):
    // its search to the end, with the figure it prints.
    let run = std::process::Command::new("python3")
        .args(["-c", &download(&code, "")])
        .output()
        .expect("python3 runs");
    let printed = String::from_utf8(run.stdout).unwrap();
    assert!(
        run.status.success(),
        "{}",
        String::from_utf8_lossy(&run.stderr)
    );
    let rows: Vec<&str> = printed.lines().filter(|l| l.starts_with('[')).collect();
    assert_eq!(rows.len(), 9, "one solution, shown: {printed}");
    let first_row: String = rows[0].chars().filter(char::is_ascii_digit).collect();
    assert_eq!(first_row, common::PRESSE_FIRST_ROW);
    let last = printed.lines().last().unwrap();
    assert!(last.starts_with("6_432_362 attempts in "), "{printed}");
}

#[test]
fn the_kendoku_articles_program_needs_cpython_and_reaches_its_attempts() {
    let copied = article_program("# File kendoku.py");
    assert!(!pasted(&copied).chars.is_empty(), "copied from a web page");
    let code = replace_pasted(&copied);
    assert!(pasted(&code).chars.is_empty(), "{:?}", pasted(&code));
    let need = full_python_need(&code).expect("more than MicroPython has");
    assert_eq!(need.what, NeedWhat::Module("functools"));
    assert!(code
        .lines()
        .nth(need.line - 1)
        .unwrap()
        .contains("import functools"));

    let mut python = CPython::load(&code, "");
    let board = python.declared_board();
    assert_eq!((board.rows, board.cols), (6, 6));
    let mut search = stepper(python, board.board());
    let mut first_row = Vec::new();
    for _ in 0..200_000 {
        match search.step() {
            Event::Exhausted => break,
            Event::Solution { .. } => {
                first_row = search.path()[..6].iter().map(|m| m.value).collect();
            }
            _ => {}
        }
    }
    let stats = search.stats();
    // The article: "4.343 attempts in 0.20 seconds", and its one solution.
    assert_eq!(stats.attempts, 4_343);
    assert_eq!(stats.solutions, 1);
    assert_eq!(first_row, [1, 4, 2, 3, 5, 6]);
}
