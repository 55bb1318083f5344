//! The sources' own programs, read from `../shared/sources` at run time
//! and put into the Lab as a reader pastes them (the characters copied
//! from the web page replaced as the Lab's one click does), run in
//! CPython through the Lab's bridge, as the page's Pyodide runs them:
//! the Kendoku article's program, which MicroPython cannot run, reaches
//! the attempts the article prints, with the one solution.

mod common;

use common::cpython::CPython;

use btlab::engine::Event;
use btlab::lab::python::{full_python_need, NeedWhat};
use btlab::lab::stepper;
use btlab::page::lab::{pasted, replace_pasted};

/// The Kendoku article's program, from its first line (`# File
/// kendoku.py`) to the line that starts its search.
fn kendoku_program() -> String {
    let text = common::source_containing("# File kendoku.py", "the Kendoku article");
    let start = text.find("# File kendoku.py").unwrap();
    let main = start + text[start..].find("if __name__").expect("its main");
    let end = main + text[main..].find("showAttempts=True)").unwrap() + "showAttempts=True)".len();
    text[start..end].to_string()
}

#[test]
fn the_kendoku_articles_program_needs_cpython_and_reaches_its_attempts() {
    let copied = kendoku_program();
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
