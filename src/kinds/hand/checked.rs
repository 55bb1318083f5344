//! What a check of the person's entries found.

/// What a check found.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Checked {
    /// Nothing is entered yet.
    Nothing,
    /// Every entry is the solution's; `left` cells are still empty.
    Right {
        /// The entries checked.
        entries: usize,
        /// The empty cells.
        left: usize,
    },
    /// Some entries are not the solution's (they are marked).
    Wrong {
        /// How many.
        count: usize,
    },
    /// The puzzle has more than one solution: no entry can be called
    /// wrong by comparing.
    NotUnique,
    /// The puzzle has no solution.
    NoSolution,
    /// No solution keeps every entry (a puzzle of many solutions, such as
    /// N-Queens): one of them must go.
    NoCompletion,
    /// The solver could not say in time.
    Unknown,
}
