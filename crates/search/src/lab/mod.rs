//! The Lab: a learner's own five methods driving the same search.
//!
//! A learner writes the article's skeleton methods (`moves`, `valid`,
//! `record`, `undo`, `done`) in Python; the page calls them through a
//! bridge ([`Methods`]) and [`Learner`] turns them into a [`Puzzle`], so
//! that the search loop, its events, counters and rewind stay ours. A
//! learner's method may fail in ways the built-in puzzles cannot (an
//! exception, a value of the wrong type, too many moves): the first
//! [`Failure`] is kept, the puzzle then answers so that the search does
//! nothing more (no moves, nothing valid), and the runner stops at the
//! step that failed ([`Learner::failure`]).

mod check;
mod declared;
mod drawn_as;
mod failure;
pub mod python;
mod tape;

pub use check::{compare, compare_solutions, CheckOutcome};
pub use declared::{DeclaredBoard, DeclaredProblem, MAX_SIDE, MAX_VALUES};
pub use failure::{Failure, LabError, Method};
pub use tape::{Tape, MAX_ANSWERS};

use std::cell::RefCell;

use serde::{Deserialize, Serialize};

use crate::engine::{Move, Puzzle, Search, Stack};
use crate::solve::Stepper;

/// What the learner's `valid` said of a move: whether it may be recorded,
/// and the learner's own reason when it may not (`return False, "5 is in
/// the box"`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Verdict {
    /// Whether the move may be recorded.
    pub ok: bool,
    /// The learner's reason, if `valid` gave one.
    pub reason: Option<String>,
}

/// What a learner's methods said that the search's events do not: shown
/// with the moment.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct LearnerNote {
    /// The learner's reason for the last move `valid` refused, if given.
    pub reason: Option<String>,
    /// The first call that failed, if one did (the run ends there).
    pub failure: Option<Failure>,
    /// What the learner's code printed since the worker last answered:
    /// the worker fills it in (the search does not see the Python's
    /// output), and only the live run prints (a rewound run reads its
    /// answers from the tape).
    #[serde(default)]
    pub printed: String,
    /// The function of a recursive search replayed (see
    /// [`python::watched`]): the learner's calls are its calls, not the
    /// five methods. The worker fills it in.
    #[serde(default)]
    pub traced: Option<String>,
    /// Whether that search is a loop over a stack of grids (the Dutch
    /// program), `traced` naming its check. The worker fills it in.
    #[serde(default)]
    pub by_stack: bool,
}

/// The learner's five methods, as a bridge calls them: each call either
/// returns the method's answer, already read into Rust's types, or says
/// why it could not ([`LabError`]).
pub trait Methods {
    /// The learner's `moves(level)`: the values to try at `level`, in order.
    fn moves(&mut self, level: usize) -> Result<Vec<i64>, LabError>;
    /// The learner's `valid(level, move)`.
    fn valid(&mut self, level: usize, value: u8) -> Result<Verdict, LabError>;
    /// The learner's `record(level, move)`.
    fn record(&mut self, level: usize, value: u8) -> Result<(), LabError>;
    /// The learner's `undo(level, move)`.
    fn undo(&mut self, level: usize, value: u8) -> Result<(), LabError>;
    /// The learner's `done(level)`.
    fn done(&mut self, level: usize) -> Result<bool, LabError>;
}

/// The board a learner's puzzle fills: which cell each level fills, and
/// the largest value a move may have.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Board {
    /// The cell each level fills (row-major index), level by level.
    pub cell_of_level: Vec<u16>,
    /// The largest value a move may have (values run from 1).
    pub max_value: u8,
}

/// A stepping search by the learner's `methods` over `board`, which can
/// go back to any step: its answers are kept on a [`Tape`].
pub fn stepper<M: Methods + 'static>(methods: M, board: Board) -> Box<dyn Stepper> {
    Box::new(Search::new(Learner::new(Tape::new(methods), board)))
}

/// A learner's methods as a puzzle of the search.
#[derive(Clone)]
pub struct Learner<M> {
    methods: RefCell<M>,
    board: Board,
    failure: RefCell<Option<Failure>>,
    /// The reason the learner gave for the last move `valid` refused.
    last_reason: Option<String>,
}

impl<M: Methods> Learner<M> {
    /// The learner's `methods` over `board`.
    pub fn new(methods: M, board: Board) -> Self {
        Learner {
            methods: RefCell::new(methods),
            board,
            failure: RefCell::new(None),
            last_reason: None,
        }
    }

    /// The first call that failed, if one did: the run stops there.
    pub fn failure(&self) -> Option<Failure> {
        self.failure.borrow().clone()
    }

    /// The learner's reason for the last move `valid` refused, if given.
    pub fn last_reason(&self) -> Option<&str> {
        self.last_reason.as_deref()
    }

    /// What the learner's methods said that the events do not.
    pub fn note(&self) -> LearnerNote {
        LearnerNote {
            reason: self.last_reason.clone(),
            failure: self.failure(),
            printed: String::new(),
            traced: None,
            by_stack: false,
        }
    }

    /// Bytes a copy holds, roughly (the methods' own state is not
    /// counted: a [`Tape`] shares it).
    pub fn footprint(&self) -> usize {
        std::mem::size_of::<Self>() + self.board.cell_of_level.len() * 2
    }

    fn failed(&self) -> bool {
        self.failure.borrow().is_some()
    }

    fn fail(&self, method: Method, level: usize, value: Option<u8>, error: LabError) {
        let mut failure = self.failure.borrow_mut();
        if failure.is_none() {
            *failure = Some(Failure {
                method,
                level,
                value,
                error,
            });
        }
    }

    fn cell(&self, level: usize) -> usize {
        self.board
            .cell_of_level
            .get(level)
            .map_or(0, |&c| usize::from(c))
    }

    /// The learner's moves at `level` as moves of the search, or the
    /// error that makes them none.
    fn read_moves(&self, level: usize, values: Vec<i64>) -> Result<Vec<Move>, LabError> {
        let bound = self.moves_bound();
        if values.len() > bound {
            return Err(LabError::TooManyMoves {
                count: values.len(),
                most: bound,
            });
        }
        let max = self.board.max_value;
        values
            .into_iter()
            .map(|v| match u8::try_from(v) {
                Ok(value) if (1..=max).contains(&value) => {
                    Ok(Move::new(self.cell(level), u32::from(value)))
                }
                _ => Err(LabError::MoveOutOfRange { value: v, max }),
            })
            .collect()
    }
}

impl<M: Methods> Puzzle for Learner<M> {
    fn cells(&self) -> usize {
        self.board.cell_of_level.len()
    }

    fn moves_bound(&self) -> usize {
        usize::from(self.board.max_value)
    }

    fn moves(&mut self, level: usize, out: &mut Stack<Move>) {
        // Past the board's last level (a `done` that said no there) there
        // is no cell to fill: nothing to try, the search goes back.
        if self.failed() || level >= self.cells() {
            return;
        }
        let read = self.methods.get_mut().moves(level);
        match read.and_then(|values| self.read_moves(level, values)) {
            Ok(moves) => out.extend(moves),
            Err(error) => self.fail(Method::Moves, level, None, error),
        }
    }

    fn valid(&mut self, level: usize, mv: Move) -> bool {
        if self.failed() {
            return false;
        }
        match self.methods.get_mut().valid(level, mv.value) {
            Ok(verdict) => {
                if !verdict.ok {
                    self.last_reason = verdict.reason;
                }
                verdict.ok
            }
            Err(error) => {
                self.fail(Method::Valid, level, Some(mv.value), error);
                false
            }
        }
    }

    fn record(&mut self, level: usize, mv: Move) {
        if self.failed() {
            return;
        }
        if let Err(error) = self.methods.get_mut().record(level, mv.value) {
            self.fail(Method::Record, level, Some(mv.value), error);
        }
    }

    fn undo(&mut self, level: usize, mv: Move) {
        if self.failed() {
            return;
        }
        if let Err(error) = self.methods.get_mut().undo(level, mv.value) {
            self.fail(Method::Undo, level, Some(mv.value), error);
        }
    }

    fn done(&self, level: usize) -> bool {
        if self.failed() {
            return false;
        }
        let answer = self.methods.borrow_mut().done(level);
        match answer {
            // A search deeper than the board has cells has nothing to fill.
            Ok(done) => done && level <= self.cells(),
            Err(error) => {
                self.fail(Method::Done, level, None, error);
                false
            }
        }
    }
}

#[cfg(test)]
mod check_tests;
#[cfg(test)]
mod tape_tests;
#[cfg(test)]
mod tests;
