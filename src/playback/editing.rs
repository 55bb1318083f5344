//! Changes to the grid: a square typed, a puzzle loaded. Either drops the
//! run and keeps the grid in storage.

use super::model::{Command, Model, EDITOR_KEY};
use super::{Editor, Note, Refused};
use crate::puzzles::AnyPuzzle;

impl Model {
    pub(super) fn edit(&mut self, cell: usize, value: u8, out: &mut Vec<Command>) {
        match self.editor.set(cell, value) {
            Ok(true) => self.edited(out),
            Ok(false) => {}
            Err(Refused::Given { cell }) => self.note = Some(Note::Given(cell)),
            Err(Refused::Fixed) => self.note = Some(Note::Fixed),
            Err(Refused::Range { value, max }) => self.note = Some(Note::Range { value, max }),
        }
    }

    /// The grid changed: the run is dropped, the grid kept.
    pub(super) fn edited(&mut self, out: &mut Vec<Command>) {
        self.reset_run(out);
        self.leave_race(out);
        self.note = self.note.take().filter(|n| !n.is_error());
        out.push(Command::Store {
            key: EDITOR_KEY,
            value: self.editor.save(),
        });
    }

    pub(super) fn load(&mut self, puzzle: AnyPuzzle, out: &mut Vec<Command>) {
        self.editor = Editor::new(puzzle);
        self.blocks.clear();
        self.regions = None;
        self.selected = 0;
        self.library = None;
        self.note = None;
        self.edited(out);
    }
}
