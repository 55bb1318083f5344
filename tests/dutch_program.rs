//! The `dutch` strategy is the Dutch program's own search: the program,
//! read from the shared sources at run time and run in CPython with two
//! lines added that print each placement and each step back, places and
//! takes back the same values in the same order as the strategy does,
//! up to the first solution, on each of the library's Dutch puzzles and
//! the article's Presse; and the page's disclosure at each turn shows
//! the grid where the program's disclosure mode prints it.

mod common;

use btlab::engine::Event;
use btlab::format::parse_puzzle;
use btlab::i18n::T;
use btlab::library::LIBRARY;
use btlab::protocol::{HeldByPage, Mode, Request, Session};
use btlab::puzzles::AnyPuzzle;
use btlab::solve::stepper;
use btlab::strategy::Strategy;
use std::process::Command;

/// The Dutch program's code, as its page carries it.
fn dutch_program() -> String {
    let text = common::source_containing("def isvalidcandidate", "the Dutch program");
    let start = text.find("#!/usr/bin/env python").expect("its code");
    text[start..].to_string()
}

/// The program with a line after `anchor` (kept, with its indentation)
/// that prints `what`.
fn print_after(code: &str, anchor: &str, what: &str) -> String {
    let line = code
        .lines()
        .find(|l| l.trim() == anchor)
        .unwrap_or_else(|| panic!("the program has `{anchor}`"));
    let indent = &line[..line.len() - line.trim_start().len()];
    code.replacen(line, &format!("{line}\n{indent}print({what})"), 1)
}

/// What the program prints when it solves `givens` (81 digits, 0 for an
/// empty cell): `P level value` for each placement, `U level` for each
/// placement taken back.
fn program_trace(givens: &str) -> Vec<String> {
    let code = print_after(
        &dutch_program(),
        "candidate = puzzle[gridindx].pop()",
        "'P', gridindx, candidate",
    );
    let code = print_after(&code, "puzzle = stack.pop()", "'U', gridindx - 1");
    run_program(&code, givens, false)
        .lines()
        .filter(|l| l.starts_with("P ") || l.starts_with("U "))
        .map(str::to_string)
        .collect()
}

/// What `code` (the program, changed) prints on `givens`, its question
/// whether to show the intermediate steps answered with `disclose`.
fn run_program(code: &str, givens: &str, disclose: bool) -> String {
    let code = code.replacen(
        "task = [int(x) for x in task]",
        &format!("task = [int(x) for x in '{givens}']"),
        1,
    );
    // `pytest`, which it imports and never uses, may not be there; its
    // half second between the steps shown is not waited for.
    let answer = if disclose { "y" } else { "n" };
    let driver = format!(
        "import builtins, sys, time, types\n\
         sys.modules.setdefault('pytest', types.ModuleType('pytest'))\n\
         builtins.input = lambda prompt='': '{answer}'\n\
         time.sleep = lambda seconds: None\n\
         exec(compile(sys.stdin.read(), 'dutch.py', 'exec'), {{'__name__': '__main__'}})\n"
    );
    let mut child = Command::new("python3")
        .args(["-c", &driver])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .expect("python3 runs (.ci/setup installs it)");
    use std::io::Write;
    child
        .stdin
        .take()
        .unwrap()
        .write_all(code.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "the Dutch program ran");
    String::from_utf8(out.stdout).unwrap()
}

/// The same, from the `dutch` strategy's events.
fn strategy_trace(puzzle: &AnyPuzzle) -> Vec<String> {
    let mut search = stepper(puzzle, Strategy::Dutch).unwrap();
    let mut trace = Vec::new();
    loop {
        match search.step() {
            Event::Place { level, mv } => trace.push(format!("P {level} {}", mv.value)),
            Event::Undo { level, .. } => trace.push(format!("U {level}")),
            Event::Solution { .. } | Event::Exhausted => return trace,
            _ => {}
        }
    }
}

/// The library's puzzle `key`, and its givens as the program takes them.
fn library_sudoku(key: T) -> (AnyPuzzle, String) {
    let (_, doc) = LIBRARY.iter().find(|(k, _)| *k == key).unwrap();
    let givens = doc
        .split("\"givens\":\"")
        .nth(1)
        .and_then(|rest| rest.split('"').next())
        .expect("a Sudoku's givens")
        .replace('.', "0");
    (parse_puzzle(doc).unwrap(), givens)
}

/// Where the program's disclosure mode prints the grid: the cell it is
/// at, and the cells before it as printed (`.` for none).
fn program_disclosure(givens: &str) -> Vec<(usize, String)> {
    let code = dutch_program();
    let shown = "print(printpuzzle(gridindx))";
    let line = code
        .lines()
        .find(|l| l.trim() == shown)
        .expect("its disclosure");
    let indent = &line[..line.len() - line.trim_start().len()];
    let code = code.replacen(line, &format!("{indent}print('T', gridindx)\n{line}"), 1);
    let out = run_program(&code, givens, true);
    let lines: Vec<&str> = out.lines().collect();
    lines
        .iter()
        .enumerate()
        .filter_map(|(i, l)| {
            let at: usize = l.strip_prefix("T ")?.trim().parse().ok()?;
            let grid: String = lines[i + 1..i + 10]
                .iter()
                .flat_map(|row| row.split_whitespace())
                .take(at)
                .collect();
            Some((at, grid))
        })
        .collect()
}

/// The same, from the page's disclosure at each turn: the moments that
/// `NextTurn` brings, up to the first solution.
fn page_disclosure(puzzle: &AnyPuzzle) -> Vec<(usize, String)> {
    let mut session: Option<Session> = None;
    let start = Request::Start {
        puzzle: puzzle.spec(),
        strategy: Strategy::Dutch,
        mode: Mode::First,
    };
    Session::handle(&mut session, start, &common::clock);
    let mut shown = Vec::new();
    loop {
        let request = Request::NextTurn {
            millis: f64::INFINITY,
            known: HeldByPage::default(),
        };
        let m = common::moment(&mut session, request);
        if matches!(m.event, Some(Event::Solution { .. })) || m.end == Some(m.step) {
            return shown;
        }
        let grid = m.path.iter().map(|mv| mv.value.to_string()).collect();
        shown.push((m.path.len(), grid));
    }
}

#[test]
fn the_page_s_disclosure_at_each_turn_shows_the_grid_where_the_program_prints_it() {
    for key in [T::LibDutch1, T::LibDutchEasy, T::LibDutchHard] {
        let (puzzle, givens) = library_sudoku(key);
        let theirs = program_disclosure(&givens);
        assert!(
            theirs.len() >= 3,
            "{key:?}: the program shows several steps"
        );
        assert_eq!(page_disclosure(&puzzle), theirs, "{key:?}");
    }
}

#[test]
fn the_dutch_strategy_places_and_takes_back_as_the_dutch_program_does() {
    for key in [T::LibDutch1, T::LibDutchEasy, T::LibDutchHard, T::LibPresse] {
        let (puzzle, givens) = library_sudoku(key);
        let ours = strategy_trace(&puzzle);
        let theirs = program_trace(&givens);
        assert!(ours.len() >= 81, "{key:?}: a whole search");
        assert_eq!(ours.len(), theirs.len(), "{key:?}: as many steps");
        assert_eq!(ours, theirs, "{key:?}");
    }
}
