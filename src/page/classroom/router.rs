//! The classroom modes as the router sees them: their own actions
//! (predict mode on and off, an answer, a race started or left), and
//! what each takes of the run's controls and the grid's edits while it
//! is on, leaving the rest to the run and the grid.

use crate::page::action::{ClassroomAction, EditAction, RunAction};
use crate::page::model::{Command, Model};
use crate::page::{Answer, ModeKind, PageMode, Predict};

impl Model {
    /// Carries out an action of the classroom modes.
    pub(in crate::page) fn on_classroom(
        &mut self,
        action: ClassroomAction,
        now: f64,
        out: &mut Vec<Command>,
    ) {
        match action {
            ClassroomAction::TogglePredict => {
                if self.mode.leave(ModeKind::Predict).is_some() {
                    return;
                }
                if self.may_enter(ModeKind::Predict) && self.ensure_run(now, out) {
                    self.stop_motion();
                    self.cursor.goal = None;
                    self.mode = PageMode::Predict(Predict::default());
                }
            }
            ClassroomAction::Answer(answer) => self.answer(answer),
            ClassroomAction::AnswerSelected => {
                if self.asks_square() {
                    self.answer(Answer::Square(self.document.selected()));
                }
            }
            ClassroomAction::StartRace(strategies) => {
                if self.may_enter(ModeKind::Race) {
                    self.start_race(&strategies, now, out);
                }
            }
            ClassroomAction::LeaveRace => self.leave_race(out),
        }
    }

    /// During a race, play, pause, step and to the end move every lane;
    /// the other controls are left to the run.
    pub(in crate::page) fn race_control(&mut self, action: RunAction) -> Option<RunAction> {
        match action {
            RunAction::Play => self.race_move(Some(true), false, false),
            RunAction::Pause => self.race_move(Some(false), false, false),
            RunAction::PlayPause => {
                let playing = self.busy();
                self.race_move(Some(!playing), false, false)
            }
            RunAction::Step => self.race_move(Some(false), true, false),
            RunAction::ToEnd => self.race_move(Some(false), false, true),
            other => return Some(other),
        }
        None
    }

    /// In predict mode, play and step fetch the next step and hold it
    /// back for the class to predict; the other controls are left to the
    /// run.
    pub(in crate::page) fn predict_control(
        &mut self,
        action: RunAction,
        now: f64,
        out: &mut Vec<Command>,
    ) -> Option<RunAction> {
        match action {
            RunAction::Play | RunAction::PlayPause | RunAction::Step => {
                self.predict_next(now, out);
                None
            }
            other => Some(other),
        }
    }

    /// In predict mode, while a question waits, a click answers with its
    /// square and a digit with its value; other edits are left to the
    /// grid.
    pub(in crate::page) fn predict_edit(&mut self, action: EditAction) -> Option<EditAction> {
        let asks_value = self.mode.predict().is_some_and(|p| p.question.is_some());
        match action {
            EditAction::Select(cell) if self.asks_square() => {
                self.document.select(cell);
                self.answer(Answer::Square(cell));
                None
            }
            EditAction::Type(value) if asks_value => {
                self.answer(Answer::Value(value));
                None
            }
            other => Some(other),
        }
    }
}
