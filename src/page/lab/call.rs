//! What the Explanation says of a learner's run: which of the learner's
//! methods answered what at the step on screen, in the learner's own
//! names (`valid(12, 5) returned False`), with the learner's reason for a
//! refusal, and what went wrong when a method failed.

use crate::engine::Event;
use crate::i18n::{Lang, Numbers, T};
use crate::kinds::{kind_of, Level};
use crate::lab::{DeclaredProblem, Failure, LabError, Method, MAX_SIDE, MAX_VALUES};
use crate::protocol::Moment;
use crate::puzzles::AnyPuzzle;
use crate::solve::board_of;

use super::traced_words::{stack_words, trace_problem_words, traced_function, traced_words};

/// The call of the learner's methods behind the step on screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LabCall {
    /// `moves(level)` gave `value`, tried next.
    Try {
        /// The level.
        level: usize,
        /// The move.
        value: u8,
    },
    /// `valid(level, value)` returned False, with the learner's reason.
    Refused {
        /// The level.
        level: usize,
        /// The move.
        value: u8,
        /// The learner's reason, if `valid` gave one.
        reason: Option<String>,
    },
    /// `valid` returned True and `record(level, value)` recorded it.
    Recorded {
        /// The level.
        level: usize,
        /// The move.
        value: u8,
    },
    /// `undo(level, value)` took the move back.
    Undone {
        /// The level.
        level: usize,
        /// The move.
        value: u8,
    },
    /// `done(level)` returned True: solution `index`.
    Done {
        /// The level.
        level: usize,
        /// Which solution, from 1.
        index: u64,
        /// The board breaks the puzzle's rules: the learner's `valid`
        /// let a wrong move through, or (see `empty`) `done` fired early.
        wrong: bool,
        /// The first place still empty, where the board is not full:
        /// the learner's `done` is to blame, not `valid`.
        empty: Option<EmptyPlace>,
    },
    /// No moves are left anywhere: the search is over.
    Over,
    /// A method failed: the run ends here.
    Failed(Failure),
    /// A call of a recursive search replayed (see
    /// [`watched`](crate::lab::python::watched)): `call` as the search
    /// `function`'s own calls made it.
    Traced {
        /// The search's function (a loop's check, if `by_stack`).
        function: String,
        /// Whether the search is a loop over a stack of grids.
        by_stack: bool,
        /// The call as the five methods would have made it.
        call: Box<LabCall>,
    },
}

/// The call behind `moment` of a learner's run on `puzzle` (`None` for
/// a built-in run, or before the first step): a solution is checked
/// against `puzzle`'s rules.
pub fn call_of(puzzle: &AnyPuzzle, moment: &Moment) -> Option<LabCall> {
    call_with_rules(Some(puzzle), moment)
}

/// The call behind `moment` of a run on a board the learner's code
/// declares: the page knows no rules to check its solutions against.
/// An article's program (`done_after_record`) was asked `done` at the
/// level it last recorded, not at the one the search entered.
pub fn call_of_own(moment: &Moment, done_after_record: bool) -> Option<LabCall> {
    let mut call = call_with_rules(None, moment);
    if let Some(LabCall::Done { level, .. }) = &mut call {
        if done_after_record {
            *level = level.saturating_sub(1);
        }
    }
    call
}

fn call_with_rules(puzzle: Option<&AnyPuzzle>, moment: &Moment) -> Option<LabCall> {
    let note = moment.learner.as_ref()?;
    if let Some(failure) = &note.failure {
        if moment.end == Some(moment.step) {
            return Some(LabCall::Failed(failure.clone()));
        }
    }
    let call = call_of_methods(puzzle, moment, note)?;
    Some(match &note.traced {
        Some(function) => LabCall::Traced {
            function: function.clone(),
            by_stack: note.by_stack,
            call: Box::new(call),
        },
        None => call,
    })
}

fn call_of_methods(
    puzzle: Option<&AnyPuzzle>,
    moment: &Moment,
    note: &crate::lab::LearnerNote,
) -> Option<LabCall> {
    let at = |level: u16, mv: crate::engine::Move| (usize::from(level), mv.value);
    Some(match moment.event? {
        Event::Try { level, mv } => {
            let (level, value) = at(level, mv);
            LabCall::Try { level, value }
        }
        Event::Reject { level, mv } => {
            let (level, value) = at(level, mv);
            let reason = note.reason.clone();
            LabCall::Refused {
                level,
                value,
                reason,
            }
        }
        Event::Place { level, mv } => {
            let (level, value) = at(level, mv);
            LabCall::Recorded { level, value }
        }
        Event::Undo { level, mv } => {
            let (level, value) = at(level, mv);
            LabCall::Undone { level, value }
        }
        Event::Solution { index } => LabCall::Done {
            level: moment.path.len(),
            index,
            wrong: puzzle.is_some_and(|p| !keeps_the_rules(p, moment)),
            empty: puzzle.and_then(|p| first_empty(p, moment)),
        },
        Event::Exhausted => LabCall::Over,
    })
}

/// Whether the board of `moment` (a value per level) keeps `puzzle`'s
/// rules.
fn keeps_the_rules(puzzle: &AnyPuzzle, moment: &Moment) -> bool {
    puzzle.is_solution(&board_of(&moment.path, puzzle.cells()))
}

/// A place of the board left empty: a cell by its name, or a queens'
/// row by its number (from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum EmptyPlace {
    /// A cell (a tree of Tents), by its name.
    Cell(String),
    /// A row of N-Queens, from 1.
    Row(usize),
}

/// The first place that neither a given nor a move of `moment`'s path
/// fills, if any.
fn first_empty(puzzle: &AnyPuzzle, moment: &Moment) -> Option<EmptyPlace> {
    let board = board_of(&moment.path, puzzle.cells());
    let empty = (0..puzzle.cells()).find(|&c| board[c] == 0 && puzzle.given(c).is_none())?;
    Some(match kind_of(puzzle).level() {
        Level::Row => EmptyPlace::Row(empty + 1),
        Level::Cell | Level::Tree => EmptyPlace::Cell(puzzle.cell_name(empty)),
    })
}

impl LabCall {
    /// The sentence for the Explanation, in `lang`.
    pub fn words(&self, lang: Lang, numbers: &dyn Numbers) -> String {
        let n = |v: usize| v.to_string();
        match self {
            LabCall::Try { level, value } => {
                lang.fill(T::LabSaysTry, &[&n(*level), &value.to_string()])
            }
            LabCall::Refused {
                level,
                value,
                reason: Some(reason),
            } => lang.fill(
                T::LabSaysRefusedWhy,
                &[&n(*level), &value.to_string(), reason],
            ),
            LabCall::Refused { level, value, .. } => {
                lang.fill(T::LabSaysRefused, &[&n(*level), &value.to_string()])
            }
            LabCall::Recorded { level, value } => {
                let (l, v) = (n(*level), value.to_string());
                lang.fill(T::LabSaysRecorded, &[&l, &v, &l, &v])
            }
            LabCall::Undone { level, value } => {
                lang.fill(T::LabSaysUndone, &[&n(*level), &value.to_string()])
            }
            LabCall::Done {
                level,
                index,
                wrong: false,
                ..
            } => lang.fill(T::LabSaysDone, &[&n(*level), &index.to_string()]),
            LabCall::Done {
                level,
                empty: Some(place),
                ..
            } => {
                let place = match place {
                    EmptyPlace::Cell(name) => name.clone(),
                    EmptyPlace::Row(row) => lang.fill(T::HouseRow, &[&row.to_string()]),
                };
                lang.fill(T::LabSaysDoneEarly, &[&n(*level), &place])
            }
            LabCall::Done { level, index, .. } => {
                lang.fill(T::LabSaysDoneWrong, &[&n(*level), &index.to_string()])
            }
            LabCall::Over => lang.t(T::LabSaysOver).to_owned(),
            LabCall::Failed(failure) => failure_words(failure, lang, numbers),
            LabCall::Traced {
                function,
                by_stack: true,
                call,
            } => stack_words(function, call, lang, numbers),
            LabCall::Traced { function, call, .. } => traced_words(function, call, lang, numbers),
        }
    }

    /// What the Code panel says under the learner's code at this call:
    /// the page's loop calls the five methods, or the program ran on its
    /// own (a recursive search, a loop over a stack) and is replayed.
    pub fn code_caption(&self) -> T {
        match self {
            LabCall::Traced { by_stack: true, .. } => T::LabCodeCaptionStack,
            LabCall::Traced { .. } => T::LabCodeCaptionTraced,
            _ => T::LabCodeCaption,
        }
    }

    /// The method this call is of, as the learner's code names it.
    pub fn method(&self) -> Option<&str> {
        Some(match self {
            LabCall::Traced { function, call, .. } => traced_function(function, call),
            LabCall::Try { .. } => "moves",
            LabCall::Refused { .. } => "valid",
            LabCall::Recorded { .. } => "record",
            LabCall::Undone { .. } => "undo",
            LabCall::Done { .. } => "done",
            LabCall::Over => return None,
            LabCall::Failed(f) => method_name(f.method),
        })
    }
}

/// The learner's name of `method`.
pub fn method_name(method: Method) -> &'static str {
    match method {
        Method::Moves => "moves",
        Method::Valid => "valid",
        Method::Record => "record",
        Method::Undo => "undo",
        Method::Done => "done",
    }
}

/// The call that failed as the learner wrote it: `valid(12, 5)`.
fn call_text(failure: &Failure) -> String {
    let name = method_name(failure.method);
    match failure.value {
        Some(value) => format!("{name}({}, {value})", failure.level),
        None => format!("{name}({})", failure.level),
    }
}

/// What went wrong in a method, naming the call.
pub fn failure_words(failure: &Failure, lang: Lang, numbers: &dyn Numbers) -> String {
    let call = call_text(failure);
    error_words(&failure.error, Some(&call), lang, numbers)
}

/// A type as the bridge names it (`int`, `list of str`, `bool or (bool,
/// str)`) in `lang`: Python's own names stay, the words around them are
/// translated.
fn type_words(named: &str, lang: Lang) -> String {
    if named == "bool or (bool, str)" {
        return lang.t(T::LabTypeVerdict).to_owned();
    }
    match named.strip_prefix("list of ") {
        Some(item) => lang.fill(T::LabTypeListOf, &[item]),
        None => named.to_owned(),
    }
}

/// What went wrong, in `lang`: in the call `call`, or (`None`) while
/// the code loaded.
pub fn error_words(
    error: &LabError,
    call: Option<&str>,
    lang: Lang,
    numbers: &dyn Numbers,
) -> String {
    let call = call.unwrap_or("");
    match error {
        LabError::Raised { message, line } => raised_words(message, *line, call, lang),
        LabError::WrongType { expected, got } => lang.fill(
            T::LabErrType,
            &[call, &type_words(got, lang), &type_words(expected, lang)],
        ),
        LabError::TooManyMoves { count, most } => lang.fill(
            T::LabErrTooMany,
            &[call, &count.to_string(), &most.to_string()],
        ),
        LabError::MoveOutOfRange { value, max } => lang.fill(
            T::LabErrRange,
            &[call, &value.to_string(), &max.to_string()],
        ),
        LabError::TimedOut { budget_ms } if call.is_empty() => {
            let seconds = (budget_ms / 1000).max(1).to_string();
            lang.fill(T::LabErrTimedOutLoad, &[&seconds])
        }
        LabError::TimedOut { budget_ms } => {
            let seconds = (budget_ms / 1000).max(1).to_string();
            lang.fill(T::LabErrTimedOut, &[call, &seconds])
        }
        LabError::Missing { name } => lang.fill(T::LabErrMissing, &[name]),
        LabError::TooLong { most } => lang.fill(T::LabErrTooLong, &[&numbers.int(*most)]),
        LabError::Declared(problem) => declared_words(problem, lang),
        LabError::Trace { function, problem } => {
            trace_problem_words(function, problem, lang, numbers)
        }
    }
}

/// An exception the learner's code raised, at `line` if known, in the
/// call `call` (empty: while the code loaded).
fn raised_words(message: &str, line: Option<u32>, call: &str, lang: Lang) -> String {
    let message = &python_words(message, lang);
    match line {
        Some(line) if call.is_empty() => {
            lang.fill(T::LabErrLoadLine, &[&line.to_string(), message])
        }
        None if call.is_empty() => lang.fill(T::LabErrLoad, &[message]),
        Some(line) => lang.fill(T::LabErrRaisedLine, &[call, &line.to_string(), message]),
        None => lang.fill(T::LabErrRaised, &[call, message]),
    }
}

/// Python's own message, and beside it, on a German or Dutch page, what
/// its kind of error means in the reader's words (an English reader reads
/// Python's).
fn python_words(message: &str, lang: Lang) -> String {
    if lang == Lang::En {
        return message.to_owned();
    }
    let kind = message.split(':').next().unwrap_or("").trim();
    let meaning = match kind {
        "NameError" => T::PyNameError,
        "TypeError" => T::PyTypeError,
        "IndexError" => T::PyIndexError,
        "KeyError" => T::PyKeyError,
        "ValueError" => T::PyValueError,
        "ZeroDivisionError" => T::PyZeroDivision,
        "AttributeError" => T::PyAttributeError,
        "SyntaxError" => T::PySyntaxError,
        "IndentationError" => T::PyIndentationError,
        _ => return message.to_owned(),
    };
    format!("{message} ({})", lang.t(meaning))
}

/// What is wrong with the board a puzzle of the learner's own declares.
fn declared_words(problem: &DeclaredProblem, lang: Lang) -> String {
    let n = |v: &dyn ToString| v.to_string();
    match problem {
        DeclaredProblem::Missing { name } => lang.fill(T::LabDeclMissing, &[name]),
        DeclaredProblem::WrongType {
            name,
            expected,
            got,
        } => lang.fill(T::LabDeclType, &[name, got, expected]),
        DeclaredProblem::Side { name, value } => {
            lang.fill(T::LabDeclSide, &[name, &n(value), &n(&MAX_SIDE)])
        }
        DeclaredProblem::Values { count } => {
            lang.fill(T::LabDeclValues, &[&n(count), &n(&MAX_VALUES)])
        }
        DeclaredProblem::LevelOutside {
            level,
            square,
            last,
        } => lang.fill(T::LabDeclOutside, &[&n(level), &n(square), &n(last)]),
        DeclaredProblem::LevelTwice { level, square } => {
            lang.fill(T::LabDeclTwice, &[&n(level), &n(square)])
        }
        DeclaredProblem::NoLevels => lang.t(T::LabDeclNoLevels).to_owned(),
    }
}
