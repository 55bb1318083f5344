//! What can go wrong in a learner's method, and where it went wrong.

use serde::{Deserialize, Serialize};

/// One of the learner's five methods.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Method {
    /// `moves(level)`.
    Moves,
    /// `valid(level, move)`.
    Valid,
    /// `record(level, move)`.
    Record,
    /// `undo(level, move)`.
    Undo,
    /// `done(level)`.
    Done,
}

/// Why a call of a learner's method gave no answer the search can use.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LabError {
    /// The method raised an exception: Python's message, and the line of
    /// the learner's code it came from, if known.
    Raised {
        /// Python's message, such as `NameError: name 'row' isn't defined`.
        message: String,
        /// The line of the learner's code, counted from 1.
        line: Option<u32>,
    },
    /// The method returned a value of another type than it must: what it
    /// must return and what it returned, in Python's names.
    WrongType {
        /// What the method must return, such as `bool or (bool, str)`.
        expected: String,
        /// The type of what it returned, such as `NoneType`.
        got: String,
    },
    /// `moves` returned more values than a level can have.
    TooManyMoves {
        /// How many it returned.
        count: usize,
        /// How many a level can have (the largest value).
        most: usize,
    },
    /// `moves` returned a value outside 1..=`max`.
    MoveOutOfRange {
        /// The value returned.
        value: i64,
        /// The largest value a move may have.
        max: u8,
    },
    /// The call did not return within its time budget (an endless loop).
    TimedOut {
        /// The budget, in milliseconds.
        budget_ms: u32,
    },
    /// The learner's code made no `puzzle`, or its `puzzle` lacks one
    /// of the five methods: the name missing.
    Missing {
        /// `puzzle`, or the method's name.
        name: String,
    },
    /// The run made more calls than can be kept for going back.
    TooLong {
        /// The most calls kept.
        most: u64,
    },
    /// The board the learner's code declares (a puzzle of the learner's
    /// own) cannot be searched.
    Declared(super::DeclaredProblem),
    /// A recursive search (see [`python::watched`](super::python::watched))
    /// cannot be shown on the board: its function, and why.
    Trace {
        /// The search's function, as the learner named it.
        function: String,
        /// Why.
        problem: super::python::TraceProblem,
    },
}

/// The first call of a learner's method that failed: which method, at
/// which level, with which move, and why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Failure {
    /// The method that failed.
    pub method: Method,
    /// The level it was called at.
    pub level: usize,
    /// The move it was called with (for `valid`, `record`, `undo`).
    pub value: Option<u8>,
    /// Why.
    pub error: LabError,
}
