//! The Lab's worker side of a recursive search written as the course
//! writes it (see [`watched`]): the program runs watched, then the tree
//! it made is replayed by the page's search, on the page's board.

use std::cell::RefCell;

use wasm_bindgen::prelude::*;

use crate::kinds::{kind_of, Level};
use crate::lab::python::{watched, TraceProblem, Watched};
use crate::lab::{Board, LabError};
use crate::protocol::LabStart;
use crate::puzzles::AnyPuzzle;

/// The most time a watched program runs before it is stopped (the tree
/// it made is shown, and the stop said): under the watchdog's wait for
/// the Lab's start.
pub const WATCHED_BUDGET_MS: u32 = 6000;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(catch, js_namespace = btlabLab, js_name = traced)]
    fn python_traced(queens: bool, cells: u32, givens: &str) -> Result<JsValue, JsValue>;
}

thread_local! {
    /// The run's watched program, while the run is a recursive search.
    static WATCHED: RefCell<Option<Watched>> = const { RefCell::new(None) };
    /// Its search's function, once the tree was read.
    static FUNCTION: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// The code `start` runs and the statements that run it, watched if it
/// is a recursive search or a loop over a stack (kept for reading
/// Python's line numbers back); `None` for any other code.
pub fn watch(start: &LabStart) -> Option<(String, &'static str)> {
    let found = watched(&start.code);
    let code = found.as_ref().map(|w| (w.code.clone(), w.run()));
    WATCHED.with(|w| *w.borrow_mut() = found);
    FUNCTION.with(|f| *f.borrow_mut() = None);
    code
}

/// Whether the run's code is a recursive search, run watched.
pub fn is_watched() -> bool {
    WATCHED.with(|w| w.borrow().is_some())
}

/// Whether the run's code is a loop over a stack of grids, run watched.
pub fn by_stack() -> bool {
    WATCHED.with(|w| w.borrow().as_ref().is_some_and(|w| w.by_stack))
}

/// The search's function of the run, if it is a recursive search whose
/// tree was read.
pub fn function() -> Option<String> {
    FUNCTION.with(|f| f.borrow().clone())
}

/// The learner's line for Python's `line` of the code run.
pub fn learners_line(line: u32) -> u32 {
    WATCHED.with(|w| w.borrow().as_ref().map_or(line, |w| w.learners_line(line)))
}

/// The board of the watched program's tree on the page's puzzle (of the
/// Lab's board `page`): the square each level fills, as the program
/// filled them.
pub fn board(puzzle: &AnyPuzzle, page: &Board) -> Result<Board, LabError> {
    let kind = kind_of(puzzle);
    let queens = kind.level() == Level::Row;
    let cells = page.cell_of_level.len();
    let givens: Vec<String> = (0..cells)
        .map(|c| {
            kind.givens()
                .and_then(|g| g.get(c))
                .map_or(0, |&v| v)
                .to_string()
        })
        .collect();
    let lines = python_traced(queens, cells as u32, &givens.join(" "))
        .map_err(|e| super::lab::lab_error_on(e, Some(puzzle)))?;
    let lines = lines.as_string().unwrap_or_default();
    let (function, levels) = lines.split_once('\n').unwrap_or((&lines, ""));
    FUNCTION.with(|f| *f.borrow_mut() = Some(function.to_owned()));
    Ok(Board {
        cell_of_level: levels
            .split_whitespace()
            .filter_map(|l| l.parse().ok())
            .collect(),
        max_value: page.max_value,
    })
}

/// The watcher's problem `detail` (`function|problem|a|b`, as `trace.py`
/// raises it), its squares named on `puzzle` where known; a search never
/// called is named by the first function found calling itself.
pub fn trace_error(detail: &str, puzzle: Option<&AnyPuzzle>) -> LabError {
    let (named, rest) = detail.split_once('|').unwrap_or((detail, ""));
    let function = match named {
        "" => WATCHED
            .with(|w| {
                w.borrow()
                    .as_ref()
                    .and_then(|w| w.recursive.first().cloned())
            })
            .unwrap_or_default(),
        named => named.to_owned(),
    };
    let name = |square: usize| match puzzle {
        Some(puzzle) => puzzle.cell_name(square),
        None => (square + 1).to_string(),
    };
    let problem = TraceProblem::read(rest, &name);
    LabError::Trace { function, problem }
}
