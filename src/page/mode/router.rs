//! The page's modes as the router sees them: their own actions (predict
//! mode on and off, an answer, a race started or left, regions painted),
//! entering and leaving them, and what each takes of the run's controls
//! and the grid's edits while it is on, leaving the rest to the run and
//! the grid.

use crate::page::action::{ClassroomAction, EditAction, RunAction};

use crate::kinds::kind_of;
use crate::page::ctx::Ctx;
use crate::page::document::Loading;
use crate::page::model::{Command, Model};
use crate::page::{Answer, ModeKind, Note, PageMode, Predict, Race, RegionDraft, RegionEdit};
use crate::protocol::{Moment, Reply};
use crate::strategy::Strategy;

impl Model {
    /// Carries out an action of the classroom modes.
    pub(in crate::page) fn on_classroom(
        &mut self,
        action: ClassroomAction,
        now: f64,
        out: &mut Vec<Command>,
    ) {
        match action {
            ClassroomAction::Toggle(kind) => self.toggle(kind, now, out),
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

    /// A mode's toggle: the mode ends if it is on, or else starts (on a
    /// run held still, where it works on one).
    fn toggle(&mut self, kind: ModeKind, now: f64, out: &mut Vec<Command>) {
        if self.mode.kind() == kind {
            return self.leave_mode(kind, out);
        }
        let Some(fresh) = PageMode::fresh(kind) else {
            return;
        };
        let holds_run = kind.holds_a_stepping_run();
        if self.may_enter(kind) && (!holds_run || self.ensure_run(now, out)) {
            if holds_run {
                self.run.hold_still();
            }
            self.mode = fresh;
        }
    }

    /// Ends the mode if it is of `kind`: a race's workers stop, the
    /// Lab's run goes.
    pub(in crate::page) fn leave_mode(&mut self, kind: ModeKind, out: &mut Vec<Command>) {
        match self.mode.leave(kind) {
            Some(PageMode::Race(race)) => {
                let now = self.run.last_tick();
                self.with_ctx(now, out, |_, ctx| race.stop(ctx));
            }
            Some(PageMode::Lab(_)) => self.reset_run(out),
            _ => {}
        }
    }

    /// During a race, play, pause, step and to the end move every lane;
    /// the other controls are left to the run.
    pub(in crate::page) fn race_control(&mut self, action: RunAction) -> Option<RunAction> {
        let playing = self.busy();
        let (play, step, to_end) = match action {
            RunAction::Play => (true, false, false),
            RunAction::Pause => (false, false, false),
            RunAction::PlayPause => (!playing, false, false),
            RunAction::Step => (false, true, false),
            RunAction::ToEnd => (false, false, true),
            other => return Some(other),
        };
        if let Some(race) = self.mode.race_mut() {
            race.control(Some(play), step, to_end);
        }
        None
    }

    /// Starts a race of `strategies` (two or three) on the grid.
    pub(in crate::page) fn start_race(
        &mut self,
        strategies: &[Strategy],
        now: f64,
        out: &mut Vec<Command>,
    ) {
        self.leave_race(out);
        let Ok(puzzle) = self.document.editor().solvable() else {
            return;
        };
        let (id, mode) = (self.workers.pools + 1, self.choices.mode());
        // Not `with_ctx`: the lanes' starts follow the reset of the run
        // they replace, which only a race that starts (two lanes or more)
        // asks for.
        let mut ctx = Ctx::new(now, out);
        let Some(race) = Race::start(id, puzzle, strategies, mode, &mut ctx) else {
            return;
        };
        let follows = ctx.follows();
        self.reset_run(out);
        self.workers.pools = id;
        self.mode = PageMode::Race(race);
        self.follow(follows, now, out);
    }

    /// Ends the race and its workers.
    pub(in crate::page) fn leave_race(&mut self, out: &mut Vec<Command>) {
        self.leave_mode(ModeKind::Race, out);
    }

    /// Lets the race act, if there is one (see [`Model::with_ctx`]).
    pub(in crate::page) fn with_race(
        &mut self,
        now: f64,
        out: &mut Vec<Command>,
        act: impl FnOnce(&mut Race, &mut Ctx),
    ) {
        self.with_ctx(now, out, |m, ctx| {
            if let Some(race) = m.mode.race_mut() {
                act(race, ctx);
            }
        });
    }

    /// Lane `index` of race `id` answered (a late reply of a race left
    /// is dropped).
    pub(in crate::page) fn on_lane_reply(
        &mut self,
        (id, index): (u32, usize),
        reply: Reply,
        now: f64,
        out: &mut Vec<Command>,
    ) {
        if self.mode.race().is_some_and(|r| r.id() == id) {
            self.with_race(now, out, |race, ctx| race.on_reply(index, reply, ctx));
        }
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
        let asks_value = self.mode.predict().is_some_and(|p| p.question().is_some());
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

    /// Whether predict mode waits for a square (a click on the board).
    fn asks_square(&self) -> bool {
        self.mode.predict().is_some_and(Predict::asks_square)
    }

    /// Predict mode's Step: a question pending is skipped (the step is
    /// shown unscored); otherwise the next step is fetched and held back.
    fn predict_next(&mut self, now: f64, out: &mut Vec<Command>) {
        if !self.ensure_run(now, out) {
            return;
        }
        let holds_question = self.mode.predict().is_some_and(|p| p.question().is_some());
        if holds_question {
            let shown = self.mode.predict_mut().and_then(Predict::reveal);
            self.show_held(shown);
        } else if self.run.fetch_hidden() {
            if let Some(p) = self.mode.predict_mut() {
                p.fetch_next();
            }
        }
    }

    /// Scores `answer` and shows the step it was about.
    fn answer(&mut self, answer: Answer) {
        let strategy = self.choices.strategy();
        let (Some(run), Some(p)) = (self.run.current(), self.mode.predict_mut()) else {
            return;
        };
        let Some(puzzle) = run.puzzle() else { return };
        let shown = p.answer(answer, puzzle, strategy);
        self.show_held(shown);
    }

    /// Shows the moment predict mode held back, if it gave one.
    pub(in crate::page) fn show_held(&mut self, next: Option<Moment>) {
        if let Some(next) = next {
            self.run.show(next, &self.choices);
        }
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
                    self.on_regions(RegionEdit::Paint(self.document.selected()), out);
                }
            }
            other => return Some(other),
        }
        None
    }

    /// Carries out an action of the region editor.
    pub(in crate::page) fn on_regions(&mut self, edit: RegionEdit, out: &mut Vec<Command>) {
        match edit {
            RegionEdit::Start => {
                if let Some(draft) = RegionDraft::of(self.document.editor().puzzle()) {
                    if self.may_enter(ModeKind::PaintRegions) {
                        self.mode = PageMode::PaintRegions(draft);
                    }
                }
            }
            RegionEdit::Brush(k) => {
                if let Some(draft) = self.mode.regions_mut() {
                    draft.take_brush(k);
                }
            }
            RegionEdit::Paint(cell) => {
                if let Some(draft) = self.mode.regions_mut() {
                    draft.paint(cell);
                    self.document.select(cell);
                }
            }
            RegionEdit::Apply => {
                let Some(draft) = self.mode.regions() else {
                    return;
                };
                let editor = self.document.editor();
                let painted =
                    kind_of(editor.puzzle()).with_regions(editor.values(), draft.regions.clone());
                match painted {
                    Some(Ok(puzzle)) => {
                        self.mode.leave(ModeKind::PaintRegions);
                        self.load(Loading::puzzle(puzzle), out);
                    }
                    Some(Err(e)) => self.screen.say(Note::CannotRead(e)),
                    None => {}
                }
            }
            RegionEdit::Cancel => {
                self.mode.leave(ModeKind::PaintRegions);
            }
        }
    }
}
