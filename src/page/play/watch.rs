//! Watching a hint's search: the board runs the search from the person's
//! grid with the hint's value in its cell, with every panel, and comes
//! back to the person's grid untouched (kept aside, never stored over).

use super::{Hint, HintReason, Play, Said, REFUTING};
use crate::page::ctx::{Ctx, Follow};
use crate::page::model::Document;
use crate::page::{Editor, RunAction};
use crate::strategy::Strategy;

/// The person's grid, kept aside while a hint's search plays.
#[derive(Clone, Debug)]
pub struct Watching {
    /// The grid as the person left it.
    own: Editor,
    /// The strategy chosen before.
    strategy: Strategy,
    /// The hint whose search plays.
    pub hint: Hint,
}

impl Play {
    /// Plays the search of the hint on screen, if it is one, from the
    /// grid of `document`; `strategy` comes back with the grid.
    pub(super) fn watch_search(
        &mut self,
        document: &mut Document,
        strategy: Strategy,
        ctx: &mut Ctx,
    ) {
        let Some(Said::Hint(hint, _)) = self.said.clone() else {
            return;
        };
        if !matches!(hint.reason, HintReason::Refuted { .. }) || self.watching.is_some() {
            return;
        }
        ctx.then(Follow::DropRun);
        let own = document.editor().clone();
        // Not `Edited`: storage keeps the person's own grid.
        if document.editor_mut().set(hint.cell, hint.value) != Ok(true) {
            return;
        }
        self.watching = Some(Watching {
            own,
            strategy,
            hint,
        });
        self.said = Some(Said::Watching(hint));
        ctx.then(Follow::Strategy(REFUTING));
        ctx.then(Follow::Run(RunAction::Play));
    }

    /// Ends the hint's search: the person's grid comes back into
    /// `document`, with the strategy and the hint.
    pub(in crate::page) fn back_to_grid(&mut self, document: &mut Document, ctx: &mut Ctx) {
        let Some(watching) = self.watching.take() else {
            return;
        };
        ctx.then(Follow::ResetRun);
        document.replace_editor(watching.own);
        ctx.then(Follow::Strategy(watching.strategy));
        self.said = Some(Said::Hint(watching.hint, 2));
    }
}
