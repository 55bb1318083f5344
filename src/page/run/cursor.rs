//! The run's cursor: where it is going (a step, the next event of a kind,
//! the end), whether it plays, which solution board is shown over the
//! moment, and the clock that paces it (the timer's period while the run
//! moves, the events the animation owes the screen).

use crate::page::ctx::Ctx;
use crate::page::model::Command;
use crate::page::Run;
use crate::protocol::Target;

/// Where the user wants the cursor of a stepping run.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CursorGoal {
    /// At this step.
    Step(u64),
    /// At the next or previous event of a kind.
    Find(Target, bool),
    /// At the end, at full speed.
    End,
    /// At this step, held back from the screen (predict mode asks first).
    HiddenStep(u64),
}

/// The fastest play whose every step is announced to a screen reader.
pub const ANNOUNCED_PER_SECOND: u32 = 2;

/// Where the run's cursor is going, and how it moves.
#[derive(Debug, Default)]
pub struct Cursor {
    /// The animation runs.
    pub playing: bool,
    /// Where the user wants the cursor to go.
    pub goal: Option<CursorGoal>,
    /// A solution board shown over the moment (index into the run's
    /// solutions).
    pub browsing: Option<usize>,
    /// The step a reload reopened, to say so once it is shown.
    pub(in crate::page) resume: Option<u64>,
    /// The page's clock at the last tick.
    pub(in crate::page) last_tick: f64,
    /// Events the animation owes the screen.
    pub(in crate::page) events_owed: f64,
    /// The timer's period now (ms).
    timer: u32,
}

impl Cursor {
    /// Stops the animation and a run to the end; a solution board shown
    /// over the moment goes.
    pub(in crate::page) fn stop_motion(&mut self) {
        self.playing = false;
        self.browsing = None;
        self.pause_end();
    }

    /// Pauses: the animation stops, and so does a run to the end.
    pub(in crate::page) fn pause(&mut self) {
        self.playing = false;
        self.pause_end();
    }

    fn pause_end(&mut self) {
        if self.goal == Some(CursorGoal::End) {
            self.goal = None;
        }
    }

    /// Plays `run` from `now`: a run without steps goes to its end, one
    /// at its end starts again from the first step.
    pub(in crate::page) fn play(&mut self, run: &Run, now: f64) {
        self.browsing = None;
        if run.stepping == Some(false) {
            // fast has no steps: playing it is running it.
            self.goal = Some(CursorGoal::End);
            return;
        }
        if run.finished() {
            self.goal = Some(CursorGoal::Step(0));
        }
        self.playing = true;
        self.events_owed = 1.0;
        self.last_tick = now;
    }

    /// Keeps the page's timer at `period` ms (0: stopped).
    pub(in crate::page) fn keep_timer(&mut self, period: u32, now: f64, ctx: &mut Ctx) {
        if period == self.timer {
            return;
        }
        if self.timer == 0 {
            // The first tick counts from now, not from the last one.
            self.last_tick = now;
        }
        self.timer = period;
        ctx.command(Command::Timer(period));
    }
}
