//! The Dutch program, read from `../shared/sources` at run time and
//! pasted into the Lab as it is: no function of it calls itself, its
//! search is a loop over a stack of grids. It runs in CPython through
//! the Lab's bridge (its `input()` answered, its unused `import pytest`
//! let through), watched through its check `isvalidcandidate`, and its
//! tree is replayed by the page's search on the page's board.

mod common;

use common::cpython::CPython;
use common::NINE_BY_NINE;

use btlab::engine::Event;
use btlab::lab::python::{full_python_need, watched, NeedWhat};
use btlab::lab::{stepper, Board};
use btlab::solve::board_of;

/// The Dutch program's code, from its first line to the end of the text.
fn dutch_program() -> String {
    let text = common::source_containing("def isvalidcandidate(", "the Dutch program");
    let start = text.find("#!/usr/bin/env python").expect("its first line");
    text[start..].to_string()
}

/// The Dutch program's own puzzle (the task it solves as written):
/// its givens and solution, as the reference lists them.
fn dutch_easy() -> (Vec<u8>, &'static str) {
    let (_, givens, solution) = NINE_BY_NINE
        .iter()
        .find(|(name, ..)| *name == "Dutch easy")
        .expect("Dutch easy");
    let givens = givens
        .bytes()
        .map(|b| if b == b'.' { 0 } else { b - b'0' })
        .collect();
    (givens, solution)
}

#[test]
fn the_dutch_program_is_watched_as_a_loop_over_a_stack_and_needs_cpython() {
    let code = dutch_program();
    let dutch = watched(&code).expect("a search the Lab can watch");
    assert!(dutch.by_stack && dutch.recursive.is_empty());
    assert!(dutch
        .code
        .contains("@_lab_watch_check\ndef isvalidcandidate("));
    // MicroPython has no datetime: the Lab runs it in CPython.
    let need = full_python_need(&code).expect("CPython");
    assert_eq!(need.what, NeedWhat::Module("datetime"));
    // A program with no loop over a stack is not watched.
    assert!(watched("x = [1]\nwhile x:\n    x = []\n").is_none());
}

#[test]
fn the_dutch_program_s_stack_is_replayed_on_the_board_to_its_solution() {
    let (givens, solution) = dutch_easy();
    let mut python = CPython::load_watched(&dutch_program(), "");
    let printed = python.printed();
    // Its question answered with an empty line: only the end result.
    assert!(printed.starts_with("would you like to see"), "{printed}");
    assert!(printed.contains("duration: "), "{printed}");
    let (function, levels) = python.traced(false, &givens).unwrap();
    assert_eq!(function, "isvalidcandidate");
    // The loop goes through every square in order, givens included.
    assert_eq!(levels, (0..81).collect::<Vec<u16>>());
    let board = Board {
        cell_of_level: levels,
        max_value: 9,
    };
    let mut search = stepper(python, board);
    let (mut tries, mut backs, mut refusals, mut solved) = (0, 0, Vec::new(), None);
    for _ in 0..100_000 {
        match search.step() {
            Event::Exhausted => break,
            Event::Try { .. } => tries += 1,
            Event::Undo { .. } => backs += 1,
            Event::Reject { .. } => refusals.push(
                search
                    .learner_note()
                    .and_then(|n| n.reason)
                    .unwrap_or_default(),
            ),
            Event::Solution { .. } => solved = Some(board_of(search.path(), 81)),
            _ => {}
        }
    }
    // Every call of isvalidcandidate is a try: the program made 412.
    assert_eq!(tries, 412);
    assert!(backs > 0 && !refusals.is_empty());
    assert!(
        refusals[0].starts_with("isvalidcandidate(") && refusals[0].ends_with(')'),
        "{}",
        refusals[0]
    );
    let solved: String = solved
        .expect("the program's solution")
        .iter()
        .map(u8::to_string)
        .collect();
    assert_eq!(solved, solution);
    // The solution the board shows is the one the program printed.
    let first_row: Vec<String> = solution[..9].chars().map(String::from).collect();
    assert!(printed.contains(&first_row.join(" ")), "{printed}");
}

#[test]
fn the_dutch_program_on_another_board_is_named_where_they_differ() {
    let (mut givens, _) = dutch_easy();
    givens[1] = 7;
    let mut python = CPython::load_watched(&dutch_program(), "");
    let problem = python.traced(false, &givens).unwrap_err();
    assert!(problem.contains("isvalidcandidate|given|1|0"), "{problem}");
    let mut python = CPython::load_watched(&dutch_program(), "");
    let problem = python.traced(false, &givens[..16]).unwrap_err();
    assert!(problem.contains("isvalidcandidate|size|81|16"), "{problem}");
}
