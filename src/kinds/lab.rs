//! What the Lab has for a kind: the prefilled program that runs on it
//! (the article's five methods for its puzzle), and the puzzle's data as
//! the learner's code reads it ([`super::Kind::lab_globals`]).

/// The kinds the Lab has prefilled code for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LabCode {
    /// A classic 9x9 Sudoku: a level per cell, givens included.
    Sudoku,
    /// A 9x9 Sudoku X: the same with both main diagonals.
    SudokuX,
    /// N-Queens: a level per row, a column per move.
    Queens,
    /// Kendoku: a level per cell, row by row.
    Kendoku,
}
