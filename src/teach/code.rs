//! The program the page shows beside the board, in readable pseudo-code:
//! the article's backtracking skeleton with its five methods (classic,
//! mrv, random), the project's cleanup as a recursive program (propagate)
//! and the Dutch program's own loop over a stack of grids (dutch). Each
//! event belongs to one line, which the page lights.

use crate::engine::Event;
use crate::i18n::{Lang, T};
use crate::strategy::Strategy;

/// Which program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Skeleton {
    /// The article's `Backtrack`: moves, valid, record, undo, done.
    Article,
    /// The project's cleanup: candidate lists and `cleanup`.
    Cleanup,
    /// The Dutch program's loop over a stack of grids.
    Dutch,
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

/// What a line of a program says.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Words {
    /// Code, the same in every language.
    Code(&'static str),
    /// Prose (or a comment, starting with `#`), in the page's language.
    Prose(T),
}

/// One line of a program.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CodeLine {
    /// Indentation, in steps.
    pub indent: u8,
    /// What it says.
    pub says: Words,
    /// The event this line stands for, if any.
    pub role: Option<Role>,
}

impl CodeLine {
    /// The line in `lang`: code stays code, prose is translated.
    pub fn words(&self, lang: Lang) -> &'static str {
        match self.says {
            Words::Code(code) => code,
            Words::Prose(t) => lang.t(t),
        }
    }
}

/// A line of code.
const fn line(indent: u8, text: &'static str, role: Option<Role>) -> CodeLine {
    CodeLine {
        indent,
        says: Words::Code(text),
        role,
    }
}

/// A line of prose, translated.
const fn said(indent: u8, t: T, role: Option<Role>) -> CodeLine {
    CodeLine {
        indent,
        says: Words::Prose(t),
        role,
    }
}

/// The article's skeleton, with its method names; its prose is said in
/// the page's language.
const ARTICLE: [CodeLine; 15] = [
    line(0, "backtrack(level):", None),
    line(1, "if done(level):", None),
    said(2, T::CodeSolution, Some(Role::Solution)),
    line(2, "return", None),
    line(1, "for move in moves(level):", Some(Role::Try)),
    line(2, "attempts += 1", None),
    line(2, "if valid(level, move):", None),
    line(3, "record(level, move)", Some(Role::Place)),
    line(3, "backtrack(level + 1)", None),
    line(3, "undo(level, move)", Some(Role::Undo)),
    line(2, "else:", None),
    said(3, T::CodeReject, Some(Role::Reject)),
    said(1, T::CodeNoMove, None),
    line(0, "backtrack(0)", None),
    said(0, T::CodeEnd, Some(Role::End)),
];

/// The project's cleanup as a recursive program: candidate lists,
/// `cleanup` after each value, a value refused when it wipes a list out.
/// Most of it is prose, said in the page's language.
const CLEANUP: [CodeLine; 14] = [
    line(0, "solve(grid):", None),
    said(1, T::CodeAllFilled, None),
    said(2, T::CodeSolution, Some(Role::Solution)),
    line(2, "return", None),
    said(1, T::CodeNextCell, None),
    line(1, "for value in candidates(cell):", Some(Role::Try)),
    said(2, T::CodeKeep, None),
    said(2, T::CodeSet, None),
    said(2, T::CodeIfNone, None),
    line(3, "solve(grid)", Some(Role::Place)),
    said(2, T::CodeWipeOut, Some(Role::Reject)),
    said(2, T::CodeRestore, Some(Role::Undo)),
    said(0, T::CodeCleanupNote, None),
    said(0, T::CodeCleanupEnd, Some(Role::End)),
];

/// The Dutch program's loop, in its own names: one cell after another,
/// the smallest candidate left taken off the cell's list, the grid kept
/// on a stack; a cell with nothing left (or whose value a peer holds
/// alone) pops the stack.
const DUTCH: [CodeLine; 10] = [
    line(0, "while cell < cells:", None),
    line(
        1,
        "if puzzle[cell] and isvalidcandidate(cell, puzzle[cell][-1]):",
        Some(Role::Try),
    ),
    line(2, "candidate = puzzle[cell].pop()", None),
    line(2, "stack.append([x[:] for x in puzzle])", None),
    line(2, "puzzle[cell] = [candidate]; cell += 1", None),
    line(2, "puzzle = cleanup(puzzle)", Some(Role::Place)),
    line(1, "else:", Some(Role::Reject)),
    line(2, "puzzle = stack.pop(); cell -= 1", Some(Role::Undo)),
    line(0, "print(printpuzzle(cells))", Some(Role::Solution)),
    said(0, T::CodeDutchEnd, Some(Role::End)),
];

/// The program of `strategy`: `None` for `fast`, which has no steps.
pub fn skeleton(strategy: Strategy) -> Option<(Skeleton, &'static [CodeLine])> {
    match strategy {
        Strategy::Classic | Strategy::Shuffled { .. } | Strategy::Mrv | Strategy::Random { .. } => {
            Some((Skeleton::Article, &ARTICLE))
        }
        Strategy::Propagate => Some((Skeleton::Cleanup, &CLEANUP)),
        Strategy::Dutch => Some((Skeleton::Dutch, &DUTCH)),
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

#[cfg(test)]
mod tests {
    use super::*;

    /// Every line of the three programs in `lang`.
    fn every_line(lang: Lang) -> Vec<&'static str> {
        ARTICLE
            .iter()
            .chain(&CLEANUP)
            .chain(&DUTCH)
            .map(|l| l.words(lang))
            .collect()
    }

    #[test]
    fn the_programs_prose_is_said_in_the_pages_language_and_their_code_is_not() {
        let english = every_line(Lang::En);
        // In English, the lines the e2e tests and the article know.
        assert!(english.contains(&"reject move, try the next"));
        assert!(english.contains(&"else: wipe-out, try the next value"));
        for lang in [Lang::De, Lang::Nl] {
            let other = every_line(lang);
            for (line, (en, there)) in ARTICLE
                .iter()
                .chain(&CLEANUP)
                .chain(&DUTCH)
                .zip(english.iter().zip(&other))
            {
                match line.says {
                    Words::Code(_) => assert_eq!(en, there, "code is code"),
                    Words::Prose(_) => assert_ne!(en, there, "{lang:?}: {en}"),
                }
            }
        }
    }
}
