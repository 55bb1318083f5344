//! What is wrong with one Kendoku cage, as data: the detail of
//! [`Invalid::Cage`](super::Invalid::Cage), which the page says in its
//! reader's language and the command line in English (`Display`).

use thiserror::Error;

use super::Op;

/// A cage that is not well-formed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error, serde::Serialize, serde::Deserialize)]
pub enum CageProblem {
    /// No cells at all.
    #[error("it has no cells")]
    NoCells,
    /// A cell index past the grid's last.
    #[error("cell {cell} is outside the grid (0 to {last})")]
    CellOutside {
        /// The index given.
        cell: usize,
        /// The last index of the grid.
        last: usize,
    },
    /// A target of 0.
    #[error("the target must be at least 1")]
    ZeroTarget,
    /// A cage without an operation of a single cell.
    #[error("a cage without an operation needs 2 cells or more (one cell is a given)")]
    NoOperationOneCell,
    /// A subtraction or division cage of other than two cells.
    #[error("operation '{}' needs exactly 2 cells, got {got}", op.ascii().unwrap_or("?"))]
    TwoCells {
        /// The operation.
        op: Op,
        /// The cells the cage has.
        got: usize,
    },
    /// A given (a cage without an operation, of one cell) of other than
    /// one cell.
    #[error("operation none needs exactly 1 cell, got {got}")]
    GivenCells {
        /// The cells the cage has.
        got: usize,
    },
    /// A one-cell cage whose value is larger than the grid allows.
    #[error("a single cell holds 1 to {side}, not {target}")]
    GivenRange {
        /// The grid's side: the largest value.
        side: usize,
        /// The target given.
        target: u32,
    },
    /// Cells that do not form one piece.
    #[error("its cells are not connected side by side")]
    NotConnected,
    /// A Killer cage of more cells than the grid has digits (no digit
    /// repeats in a cage).
    #[error("it has more cells than the {side} digits, which it may hold once each")]
    MoreCellsThanDigits {
        /// The grid's side: how many digits there are.
        side: usize,
    },
    /// A Killer cage whose sum no different digits make.
    #[error("no different digits from 1 to {side} make its sum in its cells")]
    SumOutOfReach {
        /// The grid's side: the largest digit.
        side: usize,
    },
}
