//! The grid the user edits: the puzzle's shape, the values typed in
//! (Sudoku givens, Kendoku entries, N-Queens queens) and the notes
//! (pencil marks, in `notes.rs`), with undo and redo of both. The givens
//! of a loaded puzzle are fixed. Saved as text so that it survives a
//! reload.

use serde::{Deserialize, Serialize};

use crate::format::{from_json, to_json, FormatError};
use crate::kinds::{kind_of, Level};
use crate::puzzles::{conflicts, grid_cell_name, AnyPuzzle, Mask};

/// How many edits can be undone.
const UNDO_DEPTH: usize = 200;

/// The puzzle being edited.
#[derive(Clone, Debug)]
pub struct Editor {
    pub(super) puzzle: AnyPuzzle,
    pub(super) grid: Grid,
    undo: Vec<Grid>,
    redo: Vec<Grid>,
    /// Edits made and not taken back since the puzzle loaded: where a
    /// try's savepoint stands in the history (see `tries.rs`).
    pub(super) edits: usize,
    /// The values tried by hand, outermost first, each with the grid to
    /// roll back to.
    pub(super) tries: Vec<super::tries::Savepoint>,
    /// A value placed strikes itself from its peers' notes (the person's
    /// option; on unless turned off).
    pub(super) notes_follow: bool,
}

/// What an edit changes, and undo takes back: the values and the notes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Grid {
    /// The values, row-major (N-Queens: column + 1 per row).
    pub(super) values: Vec<u8>,
    /// Each cell's pencil marks (bit `v` for the value `v`): the centre
    /// marks.
    pub(super) notes: Vec<Mask>,
    /// Each cell's corner marks (see `marks.rs`).
    pub(super) corners: Vec<Mask>,
    /// Each cell's colour, 0 for none (see `marks.rs`).
    pub(super) colours: Vec<u8>,
    /// A Tents board's marks, one per square (see `camp.rs`).
    pub(super) camp: Vec<u8>,
    /// The notes each entry on the board struck (see `notes.rs`), given
    /// back when it is taken out.
    pub(super) struck: Vec<super::notes::Struck>,
}

/// How an editor is stored: the puzzle document, the values typed and
/// the notes (none in what earlier versions stored).
#[derive(Serialize, Deserialize)]
struct Saved {
    puzzle: String,
    values: Vec<u8>,
    #[serde(default)]
    notes: Vec<Mask>,
    #[serde(default)]
    camp: Vec<u8>,
    #[serde(default)]
    corners: Vec<Mask>,
    #[serde(default)]
    colours: Vec<u8>,
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
        // A kind's givens fill their cells (a Kendoku's one-cell cages
        // too), so that the rules, the hints and the checks see them.
        let kind = kind_of(&puzzle);
        let values = match kind.givens() {
            Some(givens) => givens.to_vec(),
            None if kind.level() == Level::Cell => (0..puzzle.cells())
                .map(|c| kind.given_of(c).unwrap_or(0))
                .collect(),
            None => vec![0; puzzle.cells()],
        };
        let notes = vec![0; values.len()];
        let camp = kind.fresh_marks();
        Editor {
            puzzle,
            grid: Grid {
                corners: notes.clone(),
                colours: vec![0; notes.len()],
                values,
                notes,
                camp,
                struck: Vec::new(),
            },
            undo: Vec::new(),
            redo: Vec::new(),
            edits: 0,
            tries: Vec::new(),
            notes_follow: true,
        }
    }

    /// The puzzle's shape (its givens are those it was loaded with).
    pub fn puzzle(&self) -> &AnyPuzzle {
        &self.puzzle
    }

    /// The values typed, row-major (N-Queens: column + 1 per row).
    pub fn values(&self) -> &[u8] {
        &self.grid.values
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
    /// queen there, or takes it away; for Tents, a square: 1 a tent, 2
    /// grass. Returns whether anything changed.
    pub fn set(&mut self, cell: usize, value: u8) -> Result<bool, Refused> {
        let side = self.side();
        let before = self.grid.clone();
        match kind_of(&self.puzzle).level() {
            Level::Row => {
                let values = &mut self.grid.values;
                let (row, col) = (cell / side, (cell % side) as u8 + 1);
                values[row] = if values[row] == col || value == 0 {
                    0
                } else {
                    col
                };
            }
            Level::Tree => return self.type_mark(cell, value),
            Level::Cell => {
                self.refuse_typing(cell, value)?;
                let old = self.grid.values[cell];
                if old != 0 && old != value {
                    self.give_back_struck(cell);
                }
                self.grid.values[cell] = value;
                if value != 0 && self.notes_follow {
                    self.placed_in_notes(cell, value);
                }
            }
        }
        Ok(self.changed(before))
    }

    /// Why `value` may not be typed into `cell`, if it may not.
    pub(super) fn refuse_typing(&self, cell: usize, value: u8) -> Result<(), Refused> {
        if self.is_given(cell) {
            return Err(Refused::Given {
                cell: grid_cell_name(cell, self.side()),
            });
        }
        if (value as usize) > self.max_typed() {
            return Err(Refused::Range {
                value,
                max: self.max_typed() as u8,
            });
        }
        Ok(())
    }

    /// After an edit from `before`: keeps `before` to undo when anything
    /// changed, and says whether it did.
    pub(super) fn changed(&mut self, before: Grid) -> bool {
        if self.grid == before {
            return false;
        }
        self.undo.push(before);
        if self.undo.len() > UNDO_DEPTH {
            self.undo.remove(0);
        }
        self.redo.clear();
        self.edits += 1;
        true
    }

    /// How many edits undo can take back.
    pub(super) fn undo_len(&self) -> usize {
        self.undo.len()
    }

    /// Forgets all but the first `len` edits to take back.
    pub(super) fn truncate_undo(&mut self, len: usize) {
        self.undo.truncate(len);
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
            Some(grid) => {
                self.redo.push(std::mem::replace(&mut self.grid, grid));
                self.edits -= 1;
                // A try whose value is taken back is no longer tried.
                self.tries.retain(|t| t.edits_before < self.edits);
                true
            }
            None => false,
        }
    }

    /// Does again the last edit taken back; false when there is none.
    pub fn redo(&mut self) -> bool {
        match self.redo.pop() {
            Some(grid) => {
                self.undo.push(std::mem::replace(&mut self.grid, grid));
                self.edits += 1;
                true
            }
            None => false,
        }
    }

    /// For each cell, whether its value clashes with another.
    pub fn conflicts(&self) -> Vec<bool> {
        conflicts(&self.puzzle, &self.grid.values)
    }

    /// The puzzle to solve: the typed values become its givens where the
    /// kind has givens. Refused (with the place) when they clash.
    pub fn solvable(&self) -> Result<AnyPuzzle, FormatError> {
        kind_of(&self.puzzle).with_typed(&self.grid.values)
    }

    /// The puzzle to solve as its JSON document ([`Editor::solvable`]).
    pub fn document(&self) -> Result<String, FormatError> {
        self.solvable().map(|p| to_json(&p))
    }

    /// The editor as text, for local storage.
    pub fn save(&self) -> String {
        let saved = Saved {
            puzzle: to_json(&self.puzzle),
            values: self.grid.values.clone(),
            notes: self.grid.notes.clone(),
            camp: self.grid.camp.clone(),
            corners: self.grid.corners.clone(),
            colours: self.grid.colours.clone(),
        };
        // Not `expect`: serde_json's error words would weigh on the page's wasm.
        serde_json::to_string(&saved).unwrap_or_default()
    }

    /// An editor from [`Editor::save`]'s text; `None` if it is not that.
    pub fn load(text: &str) -> Option<Self> {
        let saved: Saved = serde_json::from_str(text).ok()?;
        let mut editor = Editor::new(from_json(&saved.puzzle).ok()?);
        if saved.values.len() == editor.grid.values.len() {
            editor.grid.values = saved.values;
        }
        if saved.notes.len() == editor.grid.notes.len() {
            editor.grid.notes = saved.notes;
        }
        if saved.camp.len() == editor.grid.camp.len() {
            editor.grid.camp = saved.camp;
        }
        if saved.corners.len() == editor.grid.corners.len() {
            editor.grid.corners = saved.corners;
        }
        if saved.colours.len() == editor.grid.colours.len() {
            editor.grid.colours = saved.colours;
        }
        Some(editor)
    }
}
