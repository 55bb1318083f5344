//! Solving by hand, as every kind shares it: what a person entered
//! ([`Entries`]), what a check found ([`Checked`]), the puzzle's own
//! solutions ([`Solutions`]), a hint ([`Hint`]); and [`HandPlay`], what a
//! kind does of its own when played by hand. A board of digits plays by
//! the defaults (the page's check, notes and hints); Tents (marks on
//! squares) and N-Queens (queens placed by clicks) play their own way,
//! each in its folder.

mod checked;
mod hint;
mod solutions;

pub use checked::Checked;
pub use hint::{Hint, HintReason};
pub use solutions::{solutions_of, Solutions};

use super::drawing::Frame;
use crate::i18n::{Lang, T};
use crate::puzzles::Side;

/// What a person has entered on a board.
#[derive(Clone, Copy, Debug)]
pub struct Entries<'a> {
    /// One value per level: a cell's value, the column (+ 1) of a row's
    /// queen; 0 for none.
    pub values: &'a [u8],
    /// One mark per square, where the kind is played by marking squares
    /// (Tents); empty elsewhere.
    pub marks: &'a [u8],
}

/// A board of marks as the person made them, and what the rules say of
/// them at once.
#[derive(Clone, Debug, PartialEq)]
pub struct MarkedBoard {
    /// The squares whose marks break a rule.
    pub broken: Vec<usize>,
    /// The counts around the grid, as the marks meet them.
    pub frame: Frame,
    /// The counts (side, line) the marks leave no way to meet.
    pub broken_lines: Vec<(Side, usize)>,
}

/// The outcome of a check and the wrong entries (square or cell, and the
/// value entered there).
pub type CheckOutcome = (Checked, Vec<(usize, u8)>);

/// What a kind does of its own when played by hand. Every default is a
/// board of digits': the page's check against the one solution, its
/// notes and hints.
pub trait HandPlay {
    /// How the board is played, in words, where it is played by clicks
    /// rather than digits (Tents, N-Queens); `None` for a board of digits.
    fn how_to_play(&self) -> Option<T> {
        None
    }

    /// The person's marks on a fresh board: one per square where the
    /// kind is played by marking squares (Tents), none elsewhere.
    fn fresh_marks(&self) -> Vec<u8> {
        Vec::new()
    }

    /// The name of `square` where it cannot be marked (a tree), if so.
    fn fixed_square(&self, _square: usize) -> Option<String> {
        None
    }

    /// What the person entered at `i`: a square's mark, 1 where an
    /// N-Queens square holds a queen, a cell's value.
    fn entry(&self, entries: Entries, i: usize) -> u8 {
        entries.values.get(i).copied().unwrap_or(0)
    }

    /// The largest entry a link may carry at one place, where the kind
    /// says (a mark, a queen's column); `None`: what may be typed.
    fn entry_max(&self) -> Option<u8> {
        None
    }

    /// The kind's own check of `entries` against `solutions`; `None`:
    /// the common check of digits.
    fn check_by_hand(&self, _entries: Entries, _solutions: &Solutions) -> Option<CheckOutcome> {
        None
    }

    /// Whether `entries` solve the puzzle by the kind's own rules (a board
    /// of many solutions); `None`: compared with the one solution.
    fn solved_by_hand(&self, _entries: Entries) -> Option<bool> {
        None
    }

    /// The kind's own hint for `entries` (`Some(None)`: nothing to say);
    /// `None`: the common hints of digits.
    fn hint_by_hand(&self, _entries: Entries, _solutions: &Solutions) -> Option<Option<Hint>> {
        None
    }

    /// The words of the kind's own `hint` at `level`; `None`: the common
    /// words.
    fn hint_words(&self, _hint: &Hint, _level: u8, _lang: Lang) -> Option<String> {
        None
    }

    /// The squares the kind's own `hint` lights at its first level;
    /// `None`: the common ones (the house, the rule).
    fn hint_squares(&self, _hint: &Hint) -> Option<Vec<usize>> {
        None
    }

    /// The board with the person's `marks` on it, where the kind is
    /// played by marks.
    fn marked_board(&self, _marks: &[u8]) -> Option<MarkedBoard> {
        None
    }
}
