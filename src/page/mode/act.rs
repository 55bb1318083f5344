//! The modes' own actions (a toggle, an answer, a race started or left,
//! regions painted) and what each mode takes of the run's controls and
//! the grid's edits while it is on. A mode changes only its own state;
//! what it asks of the run, the grid and the workers goes out as
//! [`Follow`]s, which the router carries out.

use super::{admits, ModeKind, PageMode};
use crate::kinds::kind_of;
use crate::page::action::{ClassroomAction, EditAction, RunAction};
use crate::page::ctx::{Ctx, Follow};
use crate::page::document::Loading;
use crate::page::{Answer, Editor, Note, Predict, Race, RegionDraft, RegionEdit};
use crate::protocol::Mode;
use crate::puzzles::AnyPuzzle;
use crate::strategy::Strategy;

/// What the modes read of the rest of the page when they act.
pub(in crate::page) struct ModeAround<'a> {
    /// The grid being edited.
    pub editor: &'a Editor,
    /// The square selected on the board.
    pub selected: usize,
    /// The rules of the run on screen, if one is on and has them (a
    /// puzzle of the learner's own has none an answer could be scored
    /// by).
    pub run_puzzle: Option<&'a AnyPuzzle>,
    /// The run's strategy.
    pub strategy: Strategy,
    /// The run's mode (a step, or all solutions).
    pub search: Mode,
    /// The number of the last count or race started.
    pub pools: u32,
}

impl PageMode {
    /// Carries out an action of the classroom modes.
    pub(in crate::page) fn act(
        &mut self,
        action: ClassroomAction,
        around: &ModeAround,
        ctx: &mut Ctx,
    ) {
        match action {
            ClassroomAction::Toggle(kind) => self.toggle(kind, ctx),
            ClassroomAction::Answer(answer) => self.answer(answer, around, ctx),
            ClassroomAction::AnswerSelected => {
                if self.asks_square() {
                    self.answer(Answer::Square(around.selected), around, ctx);
                }
            }
            ClassroomAction::StartRace(strategies) => {
                if self.may_enter(ModeKind::Race, ctx) {
                    self.start_race(&strategies, around, ctx);
                }
            }
            ClassroomAction::LeaveRace => ctx.then(Follow::Leave(ModeKind::Race)),
        }
    }

    /// Whether the page may enter mode `to` from this one (see
    /// [`admits`]); if not, the reader is told which mode to leave first.
    /// Every mode is entered through it.
    pub(in crate::page) fn may_enter(&self, to: ModeKind, ctx: &mut Ctx) -> bool {
        let from = self.kind();
        let admitted = admits(from, to);
        if !admitted {
            ctx.then(Follow::Say(Note::LeaveMode(from)));
        }
        admitted
    }

    /// A mode's toggle: the mode ends if it is on, or else starts (on a
    /// run held still, where it works on one).
    fn toggle(&mut self, kind: ModeKind, ctx: &mut Ctx) {
        if self.kind() == kind {
            return ctx.then(Follow::Leave(kind));
        }
        let Some(fresh) = PageMode::fresh(kind) else {
            return;
        };
        if !self.may_enter(kind, ctx) {
            return;
        }
        if kind.holds_a_stepping_run() {
            ctx.then(Follow::EnterHeld(kind));
        } else {
            *self = fresh;
        }
    }

    /// Starts a race of `strategies` (two or three) on the grid, in place
    /// of a race on.
    fn start_race(&mut self, strategies: &[Strategy], around: &ModeAround, ctx: &mut Ctx) {
        if let Some(PageMode::Race(race)) = self.leave(ModeKind::Race) {
            race.stop(ctx);
        }
        let Ok(puzzle) = around.editor.solvable() else {
            return;
        };
        let id = around.pools + 1;
        // The lanes' starts follow the reset of the run they replace,
        // which only a race that starts (two lanes or more) asks for.
        let mut lanes = Ctx::new(ctx.now, ctx.out);
        let Some(race) = Race::start(id, puzzle, strategies, around.search, &mut lanes) else {
            return;
        };
        let starts = lanes.follows();
        ctx.then(Follow::ResetRun);
        ctx.then(Follow::PoolStarted(id));
        starts.into_iter().for_each(|start| ctx.then(start));
        *self = PageMode::Race(race);
    }

    /// What the mode takes of a control of the run; the rest is left to
    /// the run.
    pub(in crate::page) fn take_control(
        &mut self,
        action: RunAction,
        ctx: &mut Ctx,
    ) -> Option<RunAction> {
        match self {
            PageMode::Race(race) => race_control(race, action),
            PageMode::Predict(_) => predict_control(action, ctx),
            // The other modes leave the run's controls to the run.
            _ => Some(action),
        }
    }

    /// Predict mode's Step, once a run is on: a question pending is
    /// skipped (the step is shown unscored); otherwise the next step is
    /// fetched and held back.
    pub(in crate::page) fn predict_next(&mut self, ctx: &mut Ctx) {
        let Some(p) = self.predict_mut() else { return };
        if p.question().is_some() {
            show(p.reveal(), ctx);
        } else {
            ctx.then(Follow::FetchHidden);
        }
    }

    /// What the mode takes of an edit of the grid; the rest is left to
    /// the grid.
    pub(in crate::page) fn take_edit(
        &mut self,
        action: EditAction,
        around: &ModeAround,
        ctx: &mut Ctx,
    ) -> Option<EditAction> {
        match self.kind() {
            ModeKind::Predict => self.predict_edit(action, around, ctx),
            ModeKind::PaintRegions => self.paint_edit(action, around, ctx),
            // The other modes leave the grid's edits to the grid.
            _ => Some(action),
        }
    }

    /// In predict mode, while a question waits, a click answers with its
    /// square and a digit with its value.
    fn predict_edit(
        &mut self,
        action: EditAction,
        around: &ModeAround,
        ctx: &mut Ctx,
    ) -> Option<EditAction> {
        let asks_value = self.predict().is_some_and(|p| p.question().is_some());
        match action {
            EditAction::Select(cell) if self.asks_square() => {
                ctx.then(Follow::Select(cell));
                self.answer(Answer::Square(cell), around, ctx);
                None
            }
            EditAction::Type(value) if asks_value => {
                self.answer(Answer::Value(value), around, ctx);
                None
            }
            other => Some(other),
        }
    }

    /// Whether predict mode waits for a square (a click on the board).
    fn asks_square(&self) -> bool {
        self.predict().is_some_and(Predict::asks_square)
    }

    /// Scores `answer` and shows the step it was about.
    fn answer(&mut self, answer: Answer, around: &ModeAround, ctx: &mut Ctx) {
        let (Some(puzzle), Some(p)) = (around.run_puzzle, self.predict_mut()) else {
            return;
        };
        show(p.answer(answer, puzzle, around.strategy), ctx);
    }

    /// While regions are painted, a click paints the square and a
    /// region's number paints the selected one.
    fn paint_edit(
        &mut self,
        action: EditAction,
        around: &ModeAround,
        ctx: &mut Ctx,
    ) -> Option<EditAction> {
        match action {
            EditAction::Select(cell) => self.paint(RegionEdit::Paint(cell), around, ctx),
            EditAction::Type(value) => {
                if value > 0 {
                    self.paint(RegionEdit::Brush(usize::from(value) - 1), around, ctx);
                    self.paint(RegionEdit::Paint(around.selected), around, ctx);
                }
            }
            other => return Some(other),
        }
        None
    }

    /// Carries out an action of the region editor.
    pub(in crate::page) fn paint(&mut self, edit: RegionEdit, around: &ModeAround, ctx: &mut Ctx) {
        match edit {
            RegionEdit::Start => {
                if let Some(draft) = RegionDraft::of(around.editor.puzzle()) {
                    if self.may_enter(ModeKind::PaintRegions, ctx) {
                        *self = PageMode::PaintRegions(draft);
                    }
                }
            }
            RegionEdit::Brush(k) => {
                if let Some(draft) = self.regions_mut() {
                    draft.take_brush(k);
                }
            }
            RegionEdit::Paint(cell) => {
                if let Some(draft) = self.regions_mut() {
                    draft.paint(cell);
                    ctx.then(Follow::Select(cell));
                }
            }
            RegionEdit::Apply => self.apply_regions(around.editor, ctx),
            RegionEdit::Cancel => {
                self.leave(ModeKind::PaintRegions);
            }
        }
    }

    /// The regions painted become the puzzle's, if they make one.
    fn apply_regions(&mut self, editor: &Editor, ctx: &mut Ctx) {
        let Some(draft) = self.regions() else { return };
        let painted = kind_of(editor.puzzle()).with_regions(editor.values(), draft.regions.clone());
        match painted {
            Some(Ok(puzzle)) => {
                self.leave(ModeKind::PaintRegions);
                ctx.then(Follow::Load(Box::new(Loading::puzzle(puzzle))));
            }
            Some(Err(e)) => ctx.then(Follow::Say(Note::CannotRead(e))),
            None => {}
        }
    }
}

/// During a race, play, pause, step and to the end move every lane; the
/// other controls are left to the run.
fn race_control(race: &mut Race, action: RunAction) -> Option<RunAction> {
    let (play, step, to_end) = match action {
        RunAction::Play => (true, false, false),
        RunAction::Pause => (false, false, false),
        RunAction::PlayPause => (!race.playing(), false, false),
        RunAction::Step => (false, true, false),
        RunAction::ToEnd => (false, false, true),
        other => return Some(other),
    };
    race.control(Some(play), step, to_end);
    None
}

/// In predict mode, play and step fetch the next step and hold it back
/// for the class to predict (on a run started first, if none is on).
fn predict_control(action: RunAction, ctx: &mut Ctx) -> Option<RunAction> {
    match action {
        RunAction::Play | RunAction::PlayPause | RunAction::Step => {
            ctx.then(Follow::PredictNext);
            None
        }
        other => Some(other),
    }
}

/// Shows the moment predict mode held back, if it gave one.
fn show(held: Option<crate::protocol::Moment>, ctx: &mut Ctx) {
    if let Some(moment) = held {
        ctx.then(Follow::Show(Box::new(moment)));
    }
}
