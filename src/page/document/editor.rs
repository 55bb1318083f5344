//! The grid the user edits: the puzzle's shape and the values typed in
//! (Sudoku givens, Kendoku entries, N-Queens queens), with undo and redo.
//! The givens of a loaded puzzle are fixed. Saved as text so that it
//! survives a reload.

use serde::{Deserialize, Serialize};

use crate::format::{from_json, to_json, FormatError};
use crate::kinds::{kind_of, Level};
use crate::puzzles::{conflicts, grid_cell_name, AnyPuzzle};

/// How many edits can be undone.
const UNDO_DEPTH: usize = 200;

/// The puzzle being edited.
#[derive(Clone, Debug)]
pub struct Editor {
    puzzle: AnyPuzzle,
    values: Vec<u8>,
    undo: Vec<Vec<u8>>,
    redo: Vec<Vec<u8>>,
}

/// How an editor is stored: the puzzle document and the values typed.
#[derive(Serialize, Deserialize)]
struct Saved {
    puzzle: String,
    values: Vec<u8>,
}

/// Why an edit was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Refused {
    /// The cell holds a given of the loaded puzzle.
    Given {
        /// The cell, as `r1c1`.
        cell: String,
    },
    /// Nothing is typed into this kind of board (Tents: the search
    /// places the tents).
    Fixed,
    /// The value is larger than the grid allows.
    Range {
        /// The value typed.
        value: u8,
        /// The largest allowed.
        max: u8,
    },
}

impl Editor {
    /// Edits `puzzle`, starting from its givens.
    pub fn new(puzzle: AnyPuzzle) -> Self {
        let values = match kind_of(&puzzle).givens() {
            Some(givens) => givens.to_vec(),
            None => vec![0; puzzle.cells()],
        };
        Editor {
            puzzle,
            values,
            undo: Vec::new(),
            redo: Vec::new(),
        }
    }

    /// The puzzle's shape (its givens are those it was loaded with).
    pub fn puzzle(&self) -> &AnyPuzzle {
        &self.puzzle
    }

    /// The values typed, row-major (N-Queens: column + 1 per row).
    pub fn values(&self) -> &[u8] {
        &self.values
    }

    /// The largest value (the side of a Latin square).
    pub fn side(&self) -> usize {
        self.puzzle.side() as usize
    }

    /// The largest value typed into a cell (the digit pad's last key);
    /// 0 where nothing is typed (N-Queens places by clicking, Tents not
    /// at all).
    pub fn max_typed(&self) -> usize {
        kind_of(&self.puzzle).typed_max()
    }

    /// Number of squares on the board (N-Queens: N x N squares).
    pub fn squares(&self) -> usize {
        self.puzzle.squares()
    }

    /// Whether `cell` holds a given of the loaded puzzle (never overwritten).
    pub fn is_given(&self, cell: usize) -> bool {
        self.given(cell).is_some()
    }

    /// The given of `cell`: a Sudoku given, or a Kendoku one-cell cage.
    pub fn given(&self, cell: usize) -> Option<u8> {
        kind_of(&self.puzzle).given_of(cell)
    }

    /// Sets `cell` to `value` (0 clears). For N-Queens, a square: puts a
    /// queen there, or takes it away. Returns whether anything changed.
    pub fn set(&mut self, cell: usize, value: u8) -> Result<bool, Refused> {
        let side = self.side();
        let before = self.values.clone();
        match kind_of(&self.puzzle).level() {
            Level::Row => {
                let (row, col) = (cell / side, (cell % side) as u8 + 1);
                self.values[row] = if self.values[row] == col || value == 0 {
                    0
                } else {
                    col
                };
            }
            Level::Tree => return Err(Refused::Fixed),
            Level::Cell if self.is_given(cell) => {
                return Err(Refused::Given {
                    cell: grid_cell_name(cell, side),
                })
            }
            Level::Cell if (value as usize) > self.max_typed() => {
                return Err(Refused::Range {
                    value,
                    max: self.max_typed() as u8,
                })
            }
            Level::Cell => self.values[cell] = value,
        }
        if self.values == before {
            return Ok(false);
        }
        self.undo.push(before);
        if self.undo.len() > UNDO_DEPTH {
            self.undo.remove(0);
        }
        self.redo.clear();
        Ok(true)
    }

    /// Whether there is an edit to take back.
    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    /// Whether there is an edit taken back to do again.
    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }

    /// Takes back the last edit; false when there is none.
    pub fn undo(&mut self) -> bool {
        match self.undo.pop() {
            Some(values) => {
                self.redo.push(std::mem::replace(&mut self.values, values));
                true
            }
            None => false,
        }
    }

    /// Does again the last edit taken back; false when there is none.
    pub fn redo(&mut self) -> bool {
        match self.redo.pop() {
            Some(values) => {
                self.undo.push(std::mem::replace(&mut self.values, values));
                true
            }
            None => false,
        }
    }

    /// For each cell, whether its value clashes with another.
    pub fn conflicts(&self) -> Vec<bool> {
        conflicts(&self.puzzle, &self.values)
    }

    /// The puzzle to solve: the typed values become its givens where the
    /// kind has givens. Refused (with the place) when they clash.
    pub fn solvable(&self) -> Result<AnyPuzzle, FormatError> {
        kind_of(&self.puzzle).with_typed(&self.values)
    }

    /// The puzzle to solve as its JSON document ([`Editor::solvable`]).
    pub fn document(&self) -> Result<String, FormatError> {
        self.solvable().map(|p| to_json(&p))
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
