//! Play, pause and the clock: the timer's period while a run moves, and
//! the link of the moment kept in the address bar.

use crate::page::model::{Command, CursorGoal, Model};
use crate::page::run::speed::SPEEDS;

impl Model {
    /// Stops the animation and a run to the end; a solution board shown
    /// over the moment goes.
    pub(in crate::page) fn stop_motion(&mut self) {
        self.cursor.playing = false;
        self.cursor.browsing = None;
        if self.cursor.goal == Some(CursorGoal::End) {
            self.cursor.goal = None;
        }
    }

    pub(in crate::page) fn play(&mut self, now: f64, out: &mut Vec<Command>) {
        if !self.ensure_run(now, out) {
            return;
        }
        self.cursor.browsing = None;
        let run = self.run.as_ref().expect("ensured");
        if run.stepping == Some(false) {
            // fast has no steps: playing it is running it.
            self.cursor.goal = Some(CursorGoal::End);
            return;
        }
        if run.finished() {
            self.cursor.goal = Some(CursorGoal::Step(0));
        }
        self.cursor.playing = true;
        self.cursor.events_owed = 1.0;
        self.cursor.last_tick = now;
    }

    pub(in crate::page) fn pause(&mut self) {
        self.cursor.playing = false;
        if self.cursor.goal == Some(CursorGoal::End) {
            self.cursor.goal = None;
        }
    }

    /// Keeps the timer at the pace of the run while it moves, slow while
    /// a worker owes an answer (for the watchdog), and stopped when the
    /// page is still: an idle page draws nothing.
    pub(in crate::page) fn keep_timer(&mut self, now: f64, out: &mut Vec<Command>) {
        let period = if self.busy() {
            SPEEDS[self.choices.speed].period_ms
        } else if self.workers.watchdog.waiting() {
            200
        } else {
            0
        };
        if period != self.cursor.timer {
            if self.cursor.timer == 0 {
                // The first tick counts from now, not from the last one.
                self.cursor.last_tick = now;
            }
            self.cursor.timer = period;
            out.push(Command::Timer(period));
        }
    }

    /// Writes the link of the moment (and of the lesson presented, see
    /// [`Model::address`]) into the address bar when it changed: at once
    /// when still, once a second while the run moves; not while a link
    /// with problems is held for the reader to see.
    pub(in crate::page) fn keep_url(&mut self, now: f64, out: &mut Vec<Command>) {
        let moving = self.busy() || self.cursor.goal.is_some();
        if !self.screen.may_write_address(now, moving) {
            return;
        }
        let link = self.address();
        self.with_ctx(now, out, |m, ctx| m.screen.write_address(link, now, ctx));
    }
}
