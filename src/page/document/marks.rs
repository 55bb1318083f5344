//! The marks expert solvers keep beside the notes: corner marks (the
//! digits that go somewhere in a box or a cage, written small in a
//! cell's corners) and cell colours (a palette of nine, each with a sign
//! so that greyscale and projectors tell them apart). Both are part of
//! the grid: undone and redone with the values, saved across a reload.
//! The notes (`notes.rs`) are the centre marks.

use super::editor::{Editor, Grid};
use crate::page::Refused;
use crate::puzzles::{bit, Mask};

/// How many colours the palette holds.
pub const COLOURS: u8 = 9;

impl Editor {
    /// Each cell's corner marks (bit `v` for the value `v`).
    pub fn corners(&self) -> &[Mask] {
        &self.grid.corners
    }

    /// Each cell's colour, 1 to [`COLOURS`]; 0 for none.
    pub fn colours(&self) -> &[u8] {
        &self.grid.colours
    }

    /// Puts `value` into `cell`'s corner marks, or takes it out (0
    /// clears them). A cell with a value keeps its marks hidden: nothing
    /// changes there. Returns whether anything changed.
    pub fn toggle_corner(&mut self, cell: usize, value: u8) -> Result<bool, Refused> {
        self.toggle_mark(cell, value, |grid| &mut grid.corners)
    }

    /// Puts `value` into `cell`'s marks of the kind `kind` picks (the
    /// notes, the corner marks), or takes it out (0 clears them). A cell
    /// with a value keeps its marks: nothing changes there. Returns
    /// whether anything changed.
    pub(super) fn toggle_mark(
        &mut self,
        cell: usize,
        value: u8,
        kind: fn(&mut Grid) -> &mut Vec<Mask>,
    ) -> Result<bool, Refused> {
        if !self.takes_notes() {
            return Err(Refused::Fixed);
        }
        self.refuse_typing(cell, value)?;
        if self.grid.values[cell] != 0 {
            return Ok(false);
        }
        let before = self.grid.clone();
        let marks = &mut kind(&mut self.grid)[cell];
        *marks = match value {
            0 => 0,
            v => *marks ^ bit(u32::from(v)),
        };
        Ok(self.changed(before))
    }

    /// Colours `cell` with `colour` (1 to [`COLOURS`]); the colour it
    /// already has, or 0, takes its colour away. Givens are coloured
    /// too. Returns whether anything changed.
    pub fn colour(&mut self, cell: usize, colour: u8) -> bool {
        if !self.takes_notes() || colour > COLOURS || cell >= self.grid.colours.len() {
            return false;
        }
        let before = self.grid.clone();
        let now = &mut self.grid.colours[cell];
        *now = if *now == colour { 0 } else { colour };
        self.changed(before)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::format::parse_puzzle;

    #[test]
    fn corner_marks_and_colours_are_edits_undone_and_saved() {
        let mut e = Editor::new(parse_puzzle(crate::library::LIBRARY[0].1).unwrap());
        let free = (0..81).find(|&c| e.values()[c] == 0).unwrap();
        assert_eq!(e.toggle_corner(free, 3), Ok(true));
        assert_eq!(e.toggle_corner(free, 7), Ok(true));
        assert_eq!(e.corners()[free], bit(3) | bit(7));
        assert_eq!(e.notes()[free], 0, "corner marks are not the notes");
        assert!(e.colour(0, 4), "a given takes a colour");
        assert!(e.colour(free, 2));
        assert_eq!((e.colours()[0], e.colours()[free]), (4, 2));
        let saved = Editor::load(&e.save()).unwrap();
        assert_eq!(saved.corners(), e.corners());
        assert_eq!(saved.colours(), e.colours());
        assert!(e.colour(free, 2), "the same colour again takes it away");
        assert_eq!(e.colours()[free], 0);
        assert!(e.undo());
        assert_eq!(e.colours()[free], 2);
        assert!(
            e.undo() && e.undo() && e.undo(),
            "both colours, a corner mark"
        );
        assert_eq!(e.corners()[free], bit(3));
        assert!(!e.colour(free, COLOURS + 1), "no tenth colour");
        assert_eq!(
            e.toggle_corner(0, 5),
            Err(Refused::Given {
                cell: "r1c1".into()
            })
        );
    }
}
