//! The reducer of trying a value by hand: a digit typed in try mode
//! becomes a try, every edit settles the tries (a failed one rolled
//! back, said), and the play bar's "Roll back" and "Go on".

use super::tries::{contradiction, go_on, settle_tries};
use super::{Play, Said};
use crate::page::ctx::{Ctx, Follow};
use crate::page::model::Document;

impl Play {
    /// A digit typed in try mode: a savepoint, then the value in the
    /// selected cell; refused, with the reason said, while the grid
    /// already breaks a rule (the try could not be blamed). Whether the
    /// grid changed.
    pub(in crate::page) fn try_typed(
        &mut self,
        value: u8,
        document: &mut Document,
        ctx: &mut Ctx,
    ) -> bool {
        self.try_mode = false;
        if let Some(why) = contradiction(document.editor()) {
            self.said = Some(Said::TryRefused(why));
            return false;
        }
        document.try_selected(value, ctx)
    }

    /// After an edit by the person: the tries that the grid now fails
    /// are rolled back, and said; then what every edit tells (the clock,
    /// the marks, solved). A grid solved keeps its tries' values.
    pub(in crate::page) fn after_edit(&mut self, document: &mut Document, ctx: &mut Ctx) {
        let failed = settle_tries(document.editor_mut());
        self.played(document.editor(), ctx);
        if matches!(self.said, Some(Said::Solved(_))) {
            document.editor_mut().keep_tries();
        } else if let Some(failed) = failed {
            if let Some(&(cell, _)) = failed.failed.last() {
                document.select(cell);
            }
            self.said = Some(Said::TryFailed(failed));
        }
    }

    /// "Roll back": the grid as it was before the innermost try, its
    /// value not crossed out (nothing showed it wrong).
    pub(in crate::page) fn roll_back_by_hand(&mut self, document: &mut Document, ctx: &mut Ctx) {
        let Some((back, _)) = document.editor_mut().roll_back(false) else {
            return;
        };
        ctx.then(Follow::Edited);
        self.played(document.editor(), ctx);
        document.select(back.cell);
        self.said = Some(Said::RolledBack(back.cell, back.value));
    }

    /// "Go on": the singles and forced values played from the grid as it
    /// is, until none is left or a try fails.
    pub(in crate::page) fn go_on_by_hand(&mut self, document: &mut Document, ctx: &mut Ctx) {
        let placed = go_on(document.editor_mut());
        if placed > 0 {
            ctx.then(Follow::Edited);
            self.after_edit(document, ctx);
        }
        if self.said.is_none() || placed == 0 {
            self.said = Some(Said::WentOn(placed));
        }
    }
}
