//! Changes to the grid: the selection moved, a square typed (into the
//! notes in notes mode), an edit taken back, a puzzle loaded; while
//! regions are painted, a click or a digit paints. A change drops the run
//! and keeps the grid in storage.

use crate::kinds::{kind_of, Level};
use crate::page::action::EditAction;
use crate::page::document::region_draft::RegionEdit;
use crate::page::model::{Command, Model, EDITOR_KEY};
use crate::page::{Editor, ModeKind, Note, Refused};
use crate::puzzles::{AnyPuzzle, BoardShape};

impl Model {
    /// Carries out an edit of the grid.
    pub(in crate::page) fn on_edit(
        &mut self,
        action: EditAction,
        now: f64,
        out: &mut Vec<Command>,
    ) {
        // The board of a puzzle of the learner's own is its code's: the
        // grid under it (the page's puzzle) is not edited through it.
        if self.board_puzzle().is_none() {
            return;
        }
        // An edit is the person's: a hint's search on the board ends.
        if !matches!(
            action,
            EditAction::Select(_) | EditAction::MoveSelection(..)
        ) {
            self.with_play(now, out, |play, document, ctx| {
                play.back_to_grid(document, ctx)
            });
        }
        let changed = match action {
            EditAction::Select(cell) => {
                self.document.selected = cell.min(self.document.editor.squares().saturating_sub(1));
                match kind_of(self.document.editor.puzzle()).level() {
                    Level::Row => self.edit(cell, 1, out),
                    Level::Tree => self.next_camp_mark(cell, out),
                    Level::Cell => false,
                }
            }
            EditAction::MoveSelection(dr, dc) => {
                self.move_selection(dr, dc);
                false
            }
            EditAction::Type(value)
                if self.play.notes_mode() && self.document.editor.takes_notes() =>
            {
                self.note(self.document.selected, value, out)
            }
            EditAction::Type(value) => self.edit(self.document.selected, value, out),
            EditAction::Undo => {
                let undone = self.document.editor.undo();
                self.play.count_undo(undone);
                undone
            }
            EditAction::Redo => self.document.editor.redo(),
        };
        if changed {
            if matches!(action, EditAction::Undo | EditAction::Redo) {
                self.edited(out);
            }
            self.with_play(now, out, |play, document, ctx| {
                play.played(&document.editor, ctx)
            });
        }
    }

    /// Toggles `value` in the notes of `cell` (0 clears them); whether
    /// they changed.
    fn note(&mut self, cell: usize, value: u8, out: &mut Vec<Command>) -> bool {
        let toggled = self.document.editor.toggle_note(cell, value);
        self.refused_or_edited(toggled, out)
    }

    /// A click on a Tents square: its next mark (empty, tent, grass); a
    /// click on a tree does nothing. Whether the grid changed.
    fn next_camp_mark(&mut self, square: usize, out: &mut Vec<Command>) -> bool {
        let editor = &mut self.document.editor;
        if kind_of(editor.puzzle()).fixed_square(square).is_some() {
            return false;
        }
        let marked = editor.mark(square, editor.camp_mark(square).next());
        self.refused_or_edited(marked, out)
    }

    /// While regions are painted, a click paints the square and a
    /// region's number paints the selected one; other edits are left to
    /// the grid.
    pub(in crate::page) fn paint_edit(
        &mut self,
        action: EditAction,
        out: &mut Vec<Command>,
    ) -> Option<EditAction> {
        match action {
            EditAction::Select(cell) => self.on_regions(RegionEdit::Paint(cell), out),
            EditAction::Type(value) => {
                if value > 0 {
                    self.on_regions(RegionEdit::Brush(usize::from(value) - 1), out);
                    self.on_regions(RegionEdit::Paint(self.document.selected), out);
                }
            }
            other => return Some(other),
        }
        None
    }

    /// Moves the selection by rows and columns, within the board.
    fn move_selection(&mut self, dr: isize, dc: isize) {
        self.document.selected = match self.document.editor.puzzle().board_shape() {
            BoardShape::Grid { rows, cols } => {
                let (rows, cols) = (rows as isize, cols as isize);
                let (r, c) = (
                    self.document.selected as isize / cols,
                    self.document.selected as isize % cols,
                );
                let (r, c) = ((r + dr).clamp(0, rows - 1), (c + dc).clamp(0, cols - 1));
                (r * cols + c) as usize
            }
            // The star: left and right go cell by cell, up and down
            // triangle by triangle.
            BoardShape::Star => {
                let last = self.document.editor.squares() as isize - 1;
                (self.document.selected as isize + dc + 9 * dr).clamp(0, last) as usize
            }
        };
    }

    /// Sets `cell` to `value`; whether the grid changed.
    pub(in crate::page) fn edit(&mut self, cell: usize, value: u8, out: &mut Vec<Command>) -> bool {
        let set = self.document.editor.set(cell, value);
        self.refused_or_edited(set, out)
    }

    /// After an edit: the grid kept when it changed, the reason said
    /// when it was refused.
    fn refused_or_edited(&mut self, edit: Result<bool, Refused>, out: &mut Vec<Command>) -> bool {
        match edit {
            Ok(true) => {
                self.edited(out);
                return true;
            }
            Ok(false) => {}
            Err(Refused::Given { cell }) => self.screen.note = Some(Note::Given(cell)),
            Err(Refused::Fixed) => self.screen.note = Some(Note::Fixed),
            Err(Refused::Range { value, max }) => {
                self.screen.note = Some(Note::Range { value, max })
            }
        }
        false
    }

    /// The grid changed: the run is dropped, the grid kept.
    pub(in crate::page) fn edited(&mut self, out: &mut Vec<Command>) {
        self.reset_run(out);
        self.leave_race(out);
        self.screen.note = self.screen.note.take().filter(|n| !n.is_error());
        out.push(Command::Store {
            key: EDITOR_KEY,
            value: self.document.editor.save(),
        });
    }

    pub(in crate::page) fn load(&mut self, puzzle: AnyPuzzle, out: &mut Vec<Command>) {
        let now = self.cursor.last_tick;
        self.with_play(now, out, |play, document, ctx| {
            play.back_to_grid(document, ctx)
        });
        self.document.editor = Editor::new(puzzle);
        self.document.blocks.clear();
        self.mode.leave(ModeKind::PaintRegions);
        self.document.selected = 0;
        self.document.library = None;
        self.screen.note = None;
        self.play = self.play.for_new_puzzle();
        self.edited(out);
        self.measure_puzzle(out);
    }
}
