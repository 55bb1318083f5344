//! The grid the user edits: the puzzle's shape and the values typed in
//! (Sudoku givens, Kendoku entries, N-Queens queens). Saved as text so that
//! it survives a reload.

use serde::{Deserialize, Serialize};

use crate::format::{from_json, to_json, FormatError};
use crate::puzzles::{conflicts, AnyPuzzle, Sudoku};

/// The puzzle being edited.
#[derive(Clone, Debug)]
pub struct Editor {
    puzzle: AnyPuzzle,
    values: Vec<u8>,
}

/// How an editor is stored: the puzzle document and the values typed.
#[derive(Serialize, Deserialize)]
struct Saved {
    puzzle: String,
    values: Vec<u8>,
}

impl Editor {
    /// Edits `puzzle`, starting from its givens.
    pub fn new(puzzle: AnyPuzzle) -> Self {
        let values = match &puzzle {
            AnyPuzzle::Sudoku(s) => s.givens().to_vec(),
            other => vec![0; other.cells()],
        };
        Editor { puzzle, values }
    }

    /// The puzzle's shape (its givens are those it was loaded with).
    pub fn puzzle(&self) -> &AnyPuzzle {
        &self.puzzle
    }

    /// The values typed, row-major (N-Queens: column + 1 per row).
    pub fn values(&self) -> &[u8] {
        &self.values
    }

    /// The side of the board.
    pub fn side(&self) -> usize {
        self.puzzle.side() as usize
    }

    /// Number of cells on the board (N-Queens: N x N squares).
    pub fn squares(&self) -> usize {
        self.side() * self.side()
    }

    /// Sets `cell` to `value` (0 clears). Values above the side are ignored.
    /// For N-Queens, a square: puts a queen there, or takes it away.
    pub fn set(&mut self, cell: usize, value: u8) {
        let side = self.side();
        match self.puzzle {
            AnyPuzzle::Queens(_) => {
                let (row, col) = (cell / side, (cell % side) as u8 + 1);
                self.values[row] = if self.values[row] == col || value == 0 {
                    0
                } else {
                    col
                };
            }
            _ if (value as usize) <= side => self.values[cell] = value,
            _ => {}
        }
    }

    /// For each cell, whether its value clashes with another.
    pub fn conflicts(&self) -> Vec<bool> {
        conflicts(&self.puzzle, &self.values)
    }

    /// The puzzle to solve, as its JSON document: the typed values are
    /// the givens of a Sudoku. Refused (with the place) when they clash.
    pub fn document(&self) -> Result<String, FormatError> {
        match &self.puzzle {
            AnyPuzzle::Sudoku(s) => {
                let sudoku = Sudoku::with_layout(self.values.clone(), s.layout().clone())?;
                Ok(to_json(&AnyPuzzle::Sudoku(sudoku)))
            }
            AnyPuzzle::Kendoku(_) => {
                crate::puzzles::Houses::latin(self.side()).check_values(&self.values)?;
                Ok(to_json(&self.puzzle))
            }
            AnyPuzzle::Queens(_) => Ok(to_json(&self.puzzle)),
        }
    }

    /// The editor as text, for local storage.
    pub fn save(&self) -> String {
        let saved = Saved {
            puzzle: to_json(&self.puzzle),
            values: self.values.clone(),
        };
        serde_json::to_string(&saved).expect("plain data serializes")
    }

    /// An editor from [`Editor::save`]'s text; `None` if it is not that.
    pub fn load(text: &str) -> Option<Self> {
        let saved: Saved = serde_json::from_str(text).ok()?;
        let mut editor = Editor::new(from_json(&saved.puzzle).ok()?);
        if saved.values.len() == editor.values.len() {
            editor.values = saved.values;
        }
        Some(editor)
    }
}
