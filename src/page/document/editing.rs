//! Changes to the grid: the selection moved, a square typed, a mark
//! or colour put, an edit taken back. A change asks the router to
//! drop the run and keep the grid ([`Follow::Edited`]); a refused one,
//! to say why.

use super::Document;
use crate::kinds::{kind_of, Level};
use crate::page::action::EditAction;
use crate::page::ctx::{Ctx, Follow};
use crate::page::{Note, Refused};
use crate::puzzles::BoardShape;

impl Document {
    /// Carries out an edit of the grid (a digit typed goes into the cell:
    /// the play's modes turn it into a mark first); whether the grid
    /// changed.
    pub(in crate::page) fn edit(&mut self, action: EditAction, ctx: &mut Ctx) -> bool {
        let changed = match action {
            EditAction::Select(cell) => {
                self.select(cell);
                match kind_of(self.editor.puzzle()).level() {
                    Level::Row => self.set(cell, 1, ctx),
                    Level::Tree => self.next_camp_mark(cell, ctx),
                    Level::Cell => false,
                }
            }
            EditAction::MoveSelection(dr, dc) => {
                self.move_selection(dr, dc);
                false
            }
            EditAction::Centre(value) => {
                let toggled = self.editor.toggle_note(self.selected, value);
                self.refused_or_edited(toggled, ctx)
            }
            EditAction::Corner(value) => {
                let toggled = self.editor.toggle_corner(self.selected, value);
                self.refused_or_edited(toggled, ctx)
            }
            EditAction::Colour(colour) => {
                let coloured = self.editor.colour(self.selected, colour);
                self.refused_or_edited(Ok(coloured), ctx)
            }
            EditAction::Type(value) => self.set(self.selected, value, ctx),
            EditAction::Undo => self.editor.undo(),
            EditAction::Redo => self.editor.redo(),
        };
        if changed && matches!(action, EditAction::Undo | EditAction::Redo) {
            ctx.then(Follow::Edited);
        }
        changed
    }

    /// A click on a Tents square: its next mark (empty, tent, grass); a
    /// click on a tree does nothing. Whether the grid changed.
    fn next_camp_mark(&mut self, square: usize, ctx: &mut Ctx) -> bool {
        let editor = &mut self.editor;
        if kind_of(editor.puzzle()).fixed_square(square).is_some() {
            return false;
        }
        let marked = editor.mark(square, editor.camp_mark(square).next());
        self.refused_or_edited(marked, ctx)
    }

    /// Moves the selection by rows and columns, within the board.
    fn move_selection(&mut self, dr: isize, dc: isize) {
        self.selected = match self.editor.puzzle().board_shape() {
            BoardShape::Grid { rows, cols } => {
                let (rows, cols) = (rows as isize, cols as isize);
                let (r, c) = (self.selected as isize / cols, self.selected as isize % cols);
                let (r, c) = ((r + dr).clamp(0, rows - 1), (c + dc).clamp(0, cols - 1));
                (r * cols + c) as usize
            }
            // The star: left and right go cell by cell, up and down
            // triangle by triangle.
            BoardShape::Star => {
                let last = self.editor.squares() as isize - 1;
                (self.selected as isize + dc + 9 * dr).clamp(0, last) as usize
            }
        };
    }

    /// Tries `value` in the selected cell (a savepoint before it);
    /// whether the grid changed.
    pub(in crate::page) fn try_selected(&mut self, value: u8, ctx: &mut Ctx) -> bool {
        let tried = self.editor.try_value(self.selected, value);
        self.refused_or_edited(tried, ctx)
    }

    /// Sets `cell` to `value`; whether the grid changed.
    fn set(&mut self, cell: usize, value: u8, ctx: &mut Ctx) -> bool {
        let set = self.editor.set(cell, value);
        self.refused_or_edited(set, ctx)
    }

    /// After an edit: the grid kept when it changed, the reason said
    /// when it was refused.
    fn refused_or_edited(&mut self, edit: Result<bool, Refused>, ctx: &mut Ctx) -> bool {
        let note = match edit {
            Ok(changed) => {
                if changed {
                    ctx.then(Follow::Edited);
                }
                return changed;
            }
            Err(Refused::Given { cell }) => Note::Given(cell),
            Err(Refused::Fixed) => Note::Fixed,
            Err(Refused::Range { value, max }) => Note::Range { value, max },
        };
        ctx.then(Follow::Say(note));
        false
    }
}
