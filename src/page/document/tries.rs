//! Trying a value by hand: a savepoint before the value, the grid played
//! on from there, and a roll back to it. Backtracking done by a person:
//! the tries nest, and a try that fails takes its value out of the
//! cell's notes, which may leave an outer try failing in turn (the play
//! bar's `tries.rs` decides when a try has failed).

use super::editor::{Editor, Grid};
use crate::page::Refused;
use crate::puzzles::{bit, Mask};

/// A value tried in a cell, and the grid to go back to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Savepoint {
    /// The cell tried.
    pub cell: usize,
    /// The value tried there.
    pub value: u8,
    /// The grid before the value.
    grid: Grid,
    /// The editor's edits before the value ([`Editor::undo`] past it
    /// forgets the try).
    pub(super) edits_before: usize,
}

impl Editor {
    /// Tries `value` in `cell`: a savepoint, then the value placed (one
    /// edit). Returns whether the grid changed (no savepoint if not).
    pub fn try_value(&mut self, cell: usize, value: u8) -> Result<bool, Refused> {
        let grid = self.grid.clone();
        let edits_before = self.edits;
        let changed = self.set(cell, value)?;
        if changed {
            self.tries.push(Savepoint {
                cell,
                value,
                grid,
                edits_before,
            });
        }
        Ok(changed)
    }

    /// The values tried and not yet rolled back, outermost first.
    pub fn tries(&self) -> &[Savepoint] {
        &self.tries
    }

    /// Rolls the grid back to the innermost try's savepoint (one edit,
    /// undone as any other). Where the try `failed`, its value is also
    /// crossed out of the cell's notes (the candidates the houses leave
    /// it, where it had no notes). Returns the try rolled back and the
    /// candidates its cell has left.
    pub fn roll_back(&mut self, failed: bool) -> Option<(Savepoint, Mask)> {
        let savepoint = self.tries.pop()?;
        let before = std::mem::replace(&mut self.grid, savepoint.grid.clone());
        if failed {
            let cell = savepoint.cell;
            let notes = match self.grid.notes[cell] {
                0 => self.candidates()[cell],
                notes => notes,
            };
            self.grid.notes[cell] = notes & !bit(u32::from(savepoint.value));
        }
        self.changed(before);
        let left = match self.grid.notes[savepoint.cell] {
            0 if failed => 0,
            0 => self.candidates()[savepoint.cell],
            notes => notes & self.candidates()[savepoint.cell],
        };
        Some((savepoint, left))
    }

    /// Keeps every value tried as if placed: the savepoints go.
    pub fn keep_tries(&mut self) {
        self.tries.clear();
    }

    /// Runs `edit` as one edit: undo takes back all it changed at once.
    /// Returns what `edit` returns.
    pub fn as_one_edit<R>(&mut self, edit: impl FnOnce(&mut Editor) -> R) -> R {
        let before = self.grid.clone();
        let edits_before = self.edits;
        let result = edit(self);
        let made = self.edits - edits_before;
        if made > 0 {
            let kept = self.undo_len().saturating_sub(made);
            self.truncate_undo(kept);
            self.edits = edits_before;
            self.changed(before);
        }
        result
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;

    fn presse() -> Editor {
        Editor::new(parse_puzzle(crate::library::LIBRARY[0].1).unwrap())
    }

    fn empty_cells(e: &Editor) -> Vec<usize> {
        (0..81).filter(|&c| e.values()[c] == 0).collect()
    }

    #[test]
    fn a_failed_try_rolls_back_to_its_savepoint_and_crosses_its_value_out() {
        let mut e = presse();
        let cells = empty_cells(&e);
        let (a, b) = (cells[0], cells[5]);
        let candidates = e.candidates()[a];
        let value = crate::puzzles::values_of(candidates).next().unwrap() as u8;
        assert_eq!(e.try_value(a, value), Ok(true));
        e.set(b, e.candidates()[b].trailing_zeros() as u8).unwrap();
        assert_eq!(e.tries().len(), 1);
        let (back, left) = e.roll_back(true).expect("a try to roll back");
        assert_eq!(left, candidates & !bit(u32::from(value)));
        assert_eq!((back.cell, back.value), (a, value));
        assert_eq!((e.values()[a], e.values()[b]), (0, 0), "both taken back");
        assert_eq!(e.notes()[a], candidates & !bit(u32::from(value)));
        assert!(e.tries().is_empty());
        // The roll back is an edit: undo brings the tried grid back.
        assert!(e.undo());
        assert_eq!(e.values()[a], value);
    }

    #[test]
    fn tries_nest_and_undo_past_a_try_forgets_it() {
        let mut e = presse();
        let cells = empty_cells(&e);
        let first = |e: &Editor, c: usize| e.candidates()[c].trailing_zeros() as u8;
        let v0 = first(&e, cells[0]);
        e.try_value(cells[0], v0).unwrap();
        let v1 = first(&e, cells[1]);
        e.try_value(cells[1], v1).unwrap();
        let chain: Vec<usize> = e.tries().iter().map(|t| t.cell).collect();
        assert_eq!(chain, vec![cells[0], cells[1]]);
        // A manual roll back keeps the notes as they were.
        assert_eq!(e.roll_back(false).map(|t| t.0.cell), Some(cells[1]));
        assert_eq!(e.notes()[cells[1]], 0);
        assert!(e.undo(), "the roll back");
        assert!(e.undo(), "the inner try's value");
        assert_eq!(e.tries().len(), 1, "the outer try stays");
        assert!(e.undo());
        assert!(e.tries().is_empty());
    }

    #[test]
    fn as_one_edit_is_undone_at_once() {
        let mut e = presse();
        let cells = empty_cells(&e);
        e.as_one_edit(|e| {
            for &c in &cells[..3] {
                let v = e.candidates()[c].trailing_zeros() as u8;
                e.set(c, v).unwrap();
            }
        });
        assert!(cells[..3].iter().all(|&c| e.values()[c] != 0));
        assert!(e.undo());
        assert!(cells[..3].iter().all(|&c| e.values()[c] == 0));
        assert!(!e.undo(), "nothing before");
    }
}
