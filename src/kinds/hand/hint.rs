//! A hint for a person solving by hand: a cell, its value, and why.

use crate::kinds::queens::QueensReason;
use crate::kinds::tents::CampReason;
use crate::kinds::Rule;
use crate::puzzles::HouseKind;

/// Why a hint's cell gets its value.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum HintReason {
    /// The entry there is not the solution's: it should go.
    Wrong,
    /// No value is left for the empty cell: an entry before it is wrong.
    DeadEnd,
    /// Every other value is already among the cell's peers.
    NakedSingle,
    /// The value has no other place left in this house.
    HiddenSingle(HouseKind),
    /// The cell's notes leave out its value in the solution.
    NoteMissing,
    /// In `house` (a box), the value's places all lie in `line`: it goes
    /// out of the rest of `line` (a locked candidate, pointing).
    Locked {
        /// The box.
        house: HouseKind,
        /// The row or column.
        line: HouseKind,
    },
    /// A cage or a clue leaves the cell this value alone.
    Rule(Rule),
    /// No simple deduction is left, but the search shows in this many
    /// steps that the value fails in the cell.
    Refuted {
        /// The events of the search, to the end of its tree.
        steps: u64,
    },
    /// No simple deduction is left: the solution says so.
    FromSolution,
    /// A rule of Tents marks the square (the value: a [`CampMark`]).
    ///
    /// [`CampMark`]: crate::kinds::tents::CampMark
    Camp(CampReason),
    /// N-Queens: the queen on the hint's square blocks every solution,
    /// or the row has only this square free.
    Queens(QueensReason),
}

/// A hint: a cell, its value (the wrong one, for [`HintReason::Wrong`])
/// and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Hint {
    /// The cell.
    pub cell: usize,
    /// The value the cell should hold (or holds wrongly).
    pub value: u8,
    /// Why.
    pub reason: HintReason,
}
