//! The Lab's worker side: the learner's methods, called in the
//! MicroPython that the Lab's worker script loaded (`lab/worker.js`,
//! `self.btlabLab`), as a [`Methods`] for the search.

use js_sys::Reflect;
use wasm_bindgen::prelude::*;

use super::lab_traced;
use crate::engine::Move;
use crate::lab::python::{prelude, BRIDGE, COURSE_NAMES, TRACE};
use crate::lab::{
    compare, compare_solutions, stepper, Board, DeclaredBoard, DeclaredProblem, LabError, Methods,
    Verdict,
};
use crate::names::lab_error;
use crate::protocol::{LabStart, Reply, Session};
use crate::puzzles::AnyPuzzle;
use crate::solve::board_of;
use crate::strategy::Strategy;

/// The most time one call of a learner's method may take.
const BUDGET_MS: u32 = 2000;
/// The Python statement that runs the learner's code (`lab.py`) and
/// checks that it made its `puzzle`.
const RUN: &str = "exec(compile(_lab_source, \"lab.py\", \"exec\"))\n_lab_ready()";
/// The most events "Check my code" compares ...
const CHECK_EVENTS: u64 = 300_000;
/// ... and the most time it takes (the worker's watchdog waits longer).
const CHECK_MILLIS: f64 = 4000.0;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(catch, js_namespace = btlabLab, js_name = load)]
    fn python_load(
        skeleton: &str,
        bridge: &str,
        globals: &str,
        code: &str,
        seed: f64,
        budget_ms: u32,
        run: &str,
    ) -> Result<(), JsValue>;

    #[wasm_bindgen(catch, js_namespace = btlabLab, js_name = call)]
    fn python_call(method: &str, level: u32, value: u32) -> Result<JsValue, JsValue>;

    #[wasm_bindgen(catch, js_namespace = btlabLab, js_name = declared)]
    fn python_declared() -> Result<JsValue, JsValue>;

    #[wasm_bindgen(js_namespace = btlabLab, js_name = printed)]
    fn python_printed() -> String;

    #[wasm_bindgen(js_namespace = btlabLab, js_name = finished)]
    fn python_finished(attempts: f64, ms: f64);
}

thread_local! {
    /// The milliseconds the worker spent on the learner's run so far.
    static SEARCH_MS: std::cell::Cell<f64> = const { std::cell::Cell::new(0.0) };
}

/// Puts what the learner's code printed since the last answer into
/// `reply`, when it is a moment of the learner's run (the rest waits in
/// the worker script for the next one); at the run's end, the learner's
/// code is told first (an article's program prints its attempts).
pub fn add_printed(reply: &mut Reply) {
    if let Reply::Moment(moment) = reply {
        if let Some(note) = &mut moment.learner {
            let ms = SEARCH_MS.with(|spent| {
                spent.set(spent.get() + moment.work_ms);
                spent.get()
            });
            if moment.end.is_some() && note.failure.is_none() {
                python_finished(moment.stats.attempts as f64, ms);
            }
            note.traced = lab_traced::function();
            note.by_stack = lab_traced::by_stack();
            // A recursive search printed all it prints before its tree is
            // replayed: that shows at the replay's end, as the program
            // printed it at its own.
            if note.traced.is_none() || moment.end.is_some() {
                note.printed = python_printed();
            }
        }
    }
}

/// The learner's methods in the worker's MicroPython.
struct Python;

/// A field of the error the worker script describes.
fn field(error: &JsValue, name: &str) -> Option<JsValue> {
    Reflect::get(error, &JsValue::from_str(name))
        .ok()
        .filter(|v| !v.is_undefined() && !v.is_null())
}

fn text(error: &JsValue, name: &str) -> String {
    field(error, name)
        .and_then(|v| v.as_string())
        .unwrap_or_default()
}

/// The error the worker script threw, as the search reads it.
fn lab_error(error: JsValue) -> LabError {
    lab_error_on(error, None)
}

/// The error the worker script threw, as the search reads it, the
/// squares it names named on `puzzle` where known.
pub(super) fn lab_error_on(error: JsValue, puzzle: Option<&AnyPuzzle>) -> LabError {
    match text(&error, "kind").as_str() {
        lab_error::TRACE => lab_traced::trace_error(&text(&error, "detail"), puzzle),
        lab_error::TIMEOUT => LabError::TimedOut {
            // A recursive search's program and its calls have the longer
            // budget it was loaded with.
            budget_ms: match lab_traced::is_watched() {
                true => lab_traced::WATCHED_BUDGET_MS,
                false => BUDGET_MS,
            },
        },
        lab_error::MISSING => LabError::Missing {
            name: text(&error, "name"),
        },
        lab_error::WRONG_TYPE => LabError::WrongType {
            expected: text(&error, "expected"),
            got: text(&error, "got"),
        },
        _ => LabError::Raised {
            message: text(&error, "message"),
            line: field(&error, "line")
                .and_then(|v| v.as_f64())
                .map(|l| lab_traced::learners_line(l as u32)),
        },
    }
}

fn call(method: &str, level: usize, value: u8) -> Result<JsValue, LabError> {
    python_call(method, level as u32, u32::from(value)).map_err(lab_error)
}

fn wrong_type(expected: &str, got: &JsValue) -> LabError {
    LabError::WrongType {
        expected: expected.into(),
        got: got.js_typeof().as_string().unwrap_or_default(),
    }
}

impl Methods for Python {
    fn moves(&mut self, level: usize) -> Result<Vec<i64>, LabError> {
        let answer = call("moves", level, 0)?;
        let listed = answer
            .as_string()
            .ok_or_else(|| wrong_type("list of int", &answer))?;
        // The bridge checked every value is an int: a word that does not
        // read is one beyond i64, out of every range.
        Ok(listed
            .split_whitespace()
            .map(|v| v.parse().unwrap_or(i64::MAX))
            .collect())
    }

    fn valid(&mut self, level: usize, value: u8) -> Result<Verdict, LabError> {
        let answer = call("valid", level, value)?;
        if let Some(ok) = answer.as_bool() {
            return Ok(Verdict { ok, reason: None });
        }
        match answer.as_string() {
            Some(reason) => Ok(Verdict {
                ok: false,
                reason: Some(reason),
            }),
            None => Err(wrong_type("bool or (bool, str)", &answer)),
        }
    }

    fn record(&mut self, level: usize, value: u8) -> Result<(), LabError> {
        call("record", level, value).map(drop)
    }

    fn undo(&mut self, level: usize, value: u8) -> Result<(), LabError> {
        call("undo", level, value).map(drop)
    }

    fn done(&mut self, level: usize) -> Result<bool, LabError> {
        let answer = call("done", level, 0)?;
        answer.as_bool().ok_or_else(|| wrong_type("bool", &answer))
    }
}

/// Loads the learner's code into Python: its error if it does not load.
/// A recursive search runs to its end (or its budget) watched.
fn load(start: &LabStart) -> Result<(), LabError> {
    let prelude = prelude(&start.code);
    match lab_traced::watch(start) {
        Some((code, run)) => python_load(
            &prelude,
            &format!("{BRIDGE}\n{TRACE}\n{COURSE_NAMES}"),
            &format!("{}\n_lab_course_names()\n", start.globals),
            &code,
            start.seed as f64,
            lab_traced::WATCHED_BUDGET_MS,
            run,
        ),
        None => python_load(
            &prelude,
            BRIDGE,
            &start.globals,
            &start.code,
            start.seed as f64,
            BUDGET_MS,
            RUN,
        ),
    }
    .map_err(lab_error)
}

/// The board the learner's loaded code declares.
fn declared() -> Result<DeclaredBoard, LabError> {
    let lines = python_declared().map_err(|e| DeclaredProblem::of_bridge(lab_error(e)))?;
    let lines = lines.as_string().unwrap_or_default();
    DeclaredBoard::read(&lines).map_err(LabError::Declared)
}

/// Loads the learner's code and starts its search in `session`: on the
/// board its code declares, if it declares one.
pub fn start(session: &mut Option<Session>, start: LabStart) -> Reply {
    *session = None;
    SEARCH_MS.with(|spent| spent.set(0.0));
    if let Err(error) = load(&start) {
        return Reply::LabRefused { error };
    }
    let (board, squares, reply) = if start.declares {
        match declared() {
            Ok(declared) => (
                declared.board(),
                declared.squares(),
                Reply::LabStarted { board: declared },
            ),
            Err(error) => return Reply::LabRefused { error },
        }
    } else {
        let squares = start.board.cell_of_level.len();
        let board = match traced_board(&start) {
            Ok(board) => board,
            Err(error) => return Reply::LabRefused { error },
        };
        (board, squares, Reply::Started { stepping: true })
    };
    let search = stepper(Python, board);
    *session = Some(Session::of_stepper(search, squares, start.mode));
    reply
}

/// The board the learner's search fills: the page's, or for a recursive
/// search, the squares in the order its calls filled them.
fn traced_board(start: &LabStart) -> Result<Board, LabError> {
    if !lab_traced::is_watched() {
        return Ok(start.board.clone());
    }
    let puzzle = start
        .puzzle
        .clone()
        .build()
        .map_err(|_| LabError::Missing {
            name: "puzzle".into(),
        })?;
    lab_traced::board(&puzzle, &start.board)
}

/// "Check my code": the learner's methods beside the built-in classic
/// search on the same puzzle, for at most [`CHECK_EVENTS`] events or
/// [`CHECK_MILLIS`].
pub fn check(start: LabStart) -> Reply {
    if let Err(error) = load(&start) {
        return Reply::LabRefused { error };
    }
    let board = match traced_board(&start) {
        Ok(board) => board,
        Err(error) => return Reply::LabRefused { error },
    };
    let puzzle = start.puzzle.build().ok();
    let ours = puzzle
        .as_ref()
        .and_then(|p| crate::solve::stepper(p, Strategy::Classic));
    let (Some(puzzle), Some(mut ours)) = (puzzle, ours) else {
        return Reply::Failed {
            message: "the puzzle cannot be searched".into(),
        };
    };
    let cells = puzzle.cells();
    let mut learner = stepper(Python, board);
    let deadline = js_sys::Date::now() + CHECK_MILLIS;
    let late = || js_sys::Date::now() > deadline;
    let (limit, learner, ours) = (start.mode.limit(), learner.as_mut(), ours.as_mut());
    let outcome = if start.by_solutions {
        let keeps_rules = |path: &[Move]| puzzle.is_solution(&board_of(path, cells));
        compare_solutions(learner, ours, &keeps_rules, limit, CHECK_EVENTS, &late)
    } else {
        compare(learner, ours, limit, CHECK_EVENTS, &late)
    };
    Reply::LabChecked { outcome }
}
