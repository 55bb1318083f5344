//! Watching a hint's search: the board runs the search from the person's
//! grid with the hint's value in its cell, with every panel, and comes
//! back to the person's grid untouched (kept aside, never stored over).

use super::{Hint, HintReason, Said, REFUTING};
use crate::page::model::{Command, Model};
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

impl Model {
    /// Plays the search of the hint on screen, if it is one.
    pub(super) fn watch_search(&mut self, now: f64, out: &mut Vec<Command>) {
        let Some(Said::Hint(hint, _)) = self.play.said.clone() else {
            return;
        };
        if !matches!(hint.reason, HintReason::Refuted { .. }) || self.play.watching.is_some() {
            return;
        }
        if self.run.is_some() {
            self.reset_run(out);
        }
        let own = self.document.editor.clone();
        // Not `edited`: storage keeps the person's own grid.
        if self.document.editor.set(hint.cell, hint.value) != Ok(true) {
            return;
        }
        self.play.watching = Some(Watching {
            own,
            strategy: self.choices.strategy,
            hint,
        });
        self.choices.strategy = REFUTING;
        self.play.said = Some(Said::Watching(hint));
        self.on_run(RunAction::Play, now, out);
    }

    /// Ends the hint's search: the person's grid and strategy come back,
    /// and the hint with them.
    pub(in crate::page) fn back_to_grid(&mut self, out: &mut Vec<Command>) {
        let Some(watching) = self.play.watching.take() else {
            return;
        };
        self.reset_run(out);
        self.document.editor = watching.own;
        self.choices.strategy = watching.strategy;
        self.play.said = Some(Said::Hint(watching.hint, 2));
    }
}
