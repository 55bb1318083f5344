//! The program the page shows beside the board, in readable pseudo-code:
//! the article's backtracking skeleton with its five methods (classic,
//! mrv, random) and the Dutch program's loop with `cleanup` (propagate).
//! Each event belongs to one line, which the page lights.

use crate::engine::Event;
use crate::i18n::{Lang, T};
use crate::strategy::Strategy;

/// Which program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Skeleton {
    /// The article's `Backtrack`: moves, valid, record, undo, done.
    Article,
    /// The Dutch program: candidate lists and `cleanup`.
    Cleanup,
}

/// What a line of the program does, for lighting it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Role {
    /// A `Solution` event.
    Solution,
    /// A `Try` event.
    Try,
    /// A `Reject` event.
    Reject,
    /// A `Place` event.
    Place,
    /// An `Undo` event.
    Undo,
    /// The end: `Exhausted`.
    End,
}

/// One line of a program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CodeLine {
    /// Indentation, in steps.
    pub indent: u8,
    /// The code (or a comment, starting with `#`), in English.
    pub text: &'static str,
    /// The words of the line, where they are prose, in every language.
    pub say: Option<T>,
    /// The event this line stands for, if any.
    pub role: Option<Role>,
}

impl CodeLine {
    /// The line in `lang`: code stays code, prose is translated.
    pub fn words(&self, lang: Lang) -> &'static str {
        match self.say {
            Some(t) => lang.t(t),
            None => self.text,
        }
    }
}

/// A line of code.
const fn line(indent: u8, text: &'static str, role: Option<Role>) -> CodeLine {
    CodeLine {
        indent,
        text,
        say: None,
        role,
    }
}

/// A line of prose, translated.
const fn said(indent: u8, t: T, text: &'static str, role: Option<Role>) -> CodeLine {
    CodeLine {
        indent,
        text,
        say: Some(t),
        role,
    }
}

/// The article's skeleton, with its method names.
const ARTICLE: [CodeLine; 15] = [
    line(0, "backtrack(level):", None),
    line(1, "if done(level):", None),
    said(
        2,
        T::CodeSolution,
        "report the solution",
        Some(Role::Solution),
    ),
    line(2, "return", None),
    line(1, "for move in moves(level):", Some(Role::Try)),
    line(2, "attempts += 1", None),
    line(2, "if valid(level, move):", None),
    line(3, "record(level, move)", Some(Role::Place)),
    line(3, "backtrack(level + 1)", None),
    line(3, "undo(level, move)", Some(Role::Undo)),
    line(2, "else:", None),
    line(3, "reject move, try the next", Some(Role::Reject)),
    line(1, "# no move left: back to the level before", None),
    line(0, "backtrack(0)", None),
    line(
        0,
        "# returned at level 0: the whole tree is searched",
        Some(Role::End),
    ),
];

/// The Dutch program's loop: candidate lists, `cleanup` after each value.
const CLEANUP: [CodeLine; 14] = [
    line(0, "solve(grid):", None),
    line(1, "if every cell has a value:", None),
    line(2, "report the solution", Some(Role::Solution)),
    line(2, "return", None),
    line(1, "cell = the next empty cell", None),
    line(1, "for value in candidates(cell):", Some(Role::Try)),
    line(2, "keep a copy of grid", None),
    line(2, "set cell to value; cleanup(grid)", None),
    line(2, "if no cell is left without candidates:", None),
    line(3, "solve(grid)", Some(Role::Place)),
    line(2, "else: wipe-out, try the next value", Some(Role::Reject)),
    line(2, "grid = the copy (back)", Some(Role::Undo)),
    line(
        0,
        "# cleanup: strike each single value from its peers, until nothing changes",
        None,
    ),
    line(
        0,
        "# returned from the first cell: the whole tree is searched",
        Some(Role::End),
    ),
];

/// The program of `strategy`: `None` for `fast`, which has no steps.
pub fn skeleton(strategy: Strategy) -> Option<(Skeleton, &'static [CodeLine])> {
    match strategy {
        Strategy::Classic | Strategy::Mrv | Strategy::Random { .. } => {
            Some((Skeleton::Article, &ARTICLE))
        }
        Strategy::Propagate => Some((Skeleton::Cleanup, &CLEANUP)),
        Strategy::Fast => None,
    }
}

/// The index of the line that `event` belongs to in `strategy`'s program.
pub fn lit_line(strategy: Strategy, event: Option<Event>) -> Option<usize> {
    let role = match event? {
        Event::Try { .. } => Role::Try,
        Event::Reject { .. } => Role::Reject,
        Event::Place { .. } => Role::Place,
        Event::Undo { .. } => Role::Undo,
        Event::Solution { .. } => Role::Solution,
        Event::Exhausted => Role::End,
    };
    let (_, lines) = skeleton(strategy)?;
    lines.iter().position(|l| l.role == Some(role))
}
