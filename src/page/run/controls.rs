//! The run's controls as they act when no classroom mode takes them:
//! the cursor's motion (play, step, jump, to the end, cancel, browse).
//! The choices (strategy, seed, how many solutions, speed) are their
//! own part ([`Choices`](super::choices::Choices)).

use crate::page::action::RunAction;
use crate::page::ctx::{Ctx, Follow};
use crate::page::lesson::Standing;
use crate::page::model::CursorGoal;
use crate::page::run::part::RunPart;
use crate::page::speed::SPEEDS;
use crate::page::workers::Workers;
use crate::page::Note;
use crate::teach::tree_jump;

impl RunPart {
    /// Whether the run is playing or going to its end.
    pub(in crate::page) fn busy(&self) -> bool {
        self.cursor.playing || self.cursor.goal == Some(CursorGoal::End)
    }

    /// Whether `action` needs a run, started first if there is none.
    pub(in crate::page) fn needs_run(&self, action: &RunAction) -> bool {
        match action {
            RunAction::PlayPause => !self.busy(),
            RunAction::Play
            | RunAction::Step
            | RunAction::SeekTo(_)
            | RunAction::Find(..)
            | RunAction::ToEnd => true,
            _ => false,
        }
    }

    /// Carries out a control of the run's cursor. A control that needs
    /// a run ([`RunPart::needs_run`]) does nothing without one.
    pub(in crate::page) fn control(
        &mut self,
        action: RunAction,
        workers: &mut Workers,
        ctx: &mut Ctx,
    ) {
        match action {
            RunAction::Play => self.play(ctx.now),
            RunAction::Pause => self.cursor.pause(),
            RunAction::PlayPause if self.busy() => self.cursor.pause(),
            RunAction::PlayPause => self.play(ctx.now),
            RunAction::Cancel => {
                self.new_worker(&mut workers.watchdog, ctx.out);
                self.reset(&mut workers.watchdog, ctx.out);
                ctx.then(Follow::Say(Note::Cancelled));
            }
            RunAction::Browse(delta) => self.browse(delta),
            RunAction::BrowseMirror => {
                if let Some(at) = self.queens_symmetry().and_then(|s| s.mirror) {
                    self.cursor.browsing = Some(at);
                }
            }
            motion => self.move_cursor(motion),
        }
    }

    /// The symmetry of the N-Queens solution on screen, once a run has
    /// met and kept every solution; `None` otherwise.
    pub fn queens_symmetry(&self) -> Option<crate::page::QueensSymmetry> {
        self.current
            .as_ref()?
            .queens_symmetry(self.cursor.browsing?)
    }

    /// The cursor goes to `step` (a link's, the Lab's first step).
    pub(in crate::page) fn go_to(&mut self, step: u64) {
        self.cursor.goal = Some(CursorGoal::Step(step));
    }

    /// The cursor goes to `step`, which a reload reopened (said once it
    /// is shown).
    pub(in crate::page) fn resume_at(&mut self, step: u64) {
        self.go_to(step);
        self.cursor.resume = Some(step);
    }

    /// The run plays, from `step` if one is named.
    pub(in crate::page) fn play_from(&mut self, step: Option<u64>) {
        self.cursor.goal = step.map(CursorGoal::Step);
        self.cursor.playing = true;
    }

    /// The run's animation stops where it is.
    pub(in crate::page) fn stop_playing(&mut self) {
        self.cursor.playing = false;
    }

    /// The run stands still where it is, for a mode that works on it
    /// step by step (predict mode).
    pub(in crate::page) fn hold_still(&mut self) {
        self.cursor.stop_motion();
        self.cursor.goal = None;
    }

    /// Predict mode's next step: fetched and held back from the screen,
    /// if the cursor is still and the run not at its end; whether it is.
    pub(in crate::page) fn fetch_hidden(&mut self) -> bool {
        let finished = self.current.as_ref().is_some_and(|r| r.finished());
        let fetches = self.cursor.goal.is_none() && !finished;
        if fetches {
            self.cursor.goal = Some(CursorGoal::HiddenStep(self.step() + 1));
        }
        fetches
    }

    /// Keeps the timer at the pace of the run while it moves (`busy`, at
    /// `speed`), slow while a worker owes an answer (`waiting`: for the
    /// watchdog), and stopped when the page is still (an idle page draws
    /// nothing).
    pub(in crate::page) fn keep_timer(
        &mut self,
        busy: bool,
        speed: usize,
        waiting: bool,
        ctx: &mut Ctx,
    ) {
        let period = match (busy, waiting) {
            (true, _) => SPEEDS[speed].period_ms,
            (false, true) => 200,
            (false, false) => 0,
        };
        let now = ctx.now;
        self.cursor.keep_timer(period, now, ctx);
    }

    /// Where the run stands, for the lesson's material after a moment.
    pub(in crate::page) fn standing(&self) -> Standing {
        Standing {
            step: self.step(),
            settled: self.cursor.goal.is_none(),
            has_run: self.current.is_some(),
            finished: self.current.as_ref().is_some_and(|r| r.finished()),
            playing: self.cursor.playing,
        }
    }

    /// The page's clock starts at `now` (a page opened).
    pub(in crate::page) fn start_clock(&mut self, now: f64) {
        self.cursor.last_tick = now;
    }

    /// The page's clock at the last tick.
    pub(in crate::page) fn last_tick(&self) -> f64 {
        self.cursor.last_tick
    }

    /// Where the cursor is going: the wanted step, or the step on screen.
    pub(in crate::page) fn heading(&self) -> u64 {
        match self.cursor.goal {
            Some(CursorGoal::Step(k)) => k,
            _ => self.step(),
        }
    }

    /// Moves the cursor of a stepping run.
    fn move_cursor(&mut self, action: RunAction) {
        let has_run = self.current.is_some();
        let goal = match action {
            RunAction::Step if has_run => CursorGoal::Step(self.heading() + 1),
            RunAction::StepBack if has_run => CursorGoal::Step(self.heading().saturating_sub(1)),
            RunAction::ToStart if has_run => CursorGoal::Step(0),
            RunAction::SeekTo(step) if has_run => CursorGoal::Step(step),
            RunAction::TreeJump(jump) => {
                let drawn = self.current.as_ref().zip(self.facts.as_ref());
                let target = drawn.and_then(|(run, facts)| {
                    tree_jump(facts.tree.as_ref()?, &run.log, run.moment.step, jump)
                });
                match target {
                    Some(step) => CursorGoal::Step(step),
                    None => return,
                }
            }
            RunAction::Find(target, forward) if has_run => CursorGoal::Find(target, forward),
            RunAction::ToEnd if has_run => {
                self.cursor.playing = false;
                self.cursor.browsing = None;
                self.cursor.goal = Some(CursorGoal::End);
                return;
            }
            _ => return,
        };
        self.cursor.stop_motion();
        self.cursor.goal = Some(goal);
    }

    /// Plays the run, if there is one.
    fn play(&mut self, now: f64) {
        if let Some(run) = &self.current {
            self.cursor.play(run, now);
        }
    }

    /// Shows the next (`delta` +1) or previous (-1) solution board.
    fn browse(&mut self, delta: isize) {
        if let Some(run) = &self.current {
            let count = run.solutions.len() as isize;
            if count > 0 {
                let at = self
                    .cursor
                    .browsing
                    .map_or(if delta > 0 { -1 } else { 0 }, |b| b as isize);
                self.cursor.browsing = Some((at + delta).rem_euclid(count) as usize);
            }
        }
    }
}
