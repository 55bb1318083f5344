//! Play, pause and the clock: the timer's period while a run moves, and
//! the link of the moment kept in the address bar.

use super::model::{Command, Model, Want};
use super::speed::SPEEDS;

impl Model {
    /// Stops the animation and a run to the end; a solution board shown
    /// over the moment goes.
    pub(super) fn stop_motion(&mut self) {
        self.playing = false;
        self.browsing = None;
        if self.want == Some(Want::End) {
            self.want = None;
        }
    }

    pub(super) fn play(&mut self, now: f64, out: &mut Vec<Command>) {
        if !self.ensure_run(now, out) {
            return;
        }
        self.browsing = None;
        let run = self.run.as_ref().expect("ensured");
        if run.stepping == Some(false) {
            // fast has no steps: playing it is running it.
            self.want = Some(Want::End);
            return;
        }
        if run.finished() {
            self.want = Some(Want::Step(0));
        }
        self.playing = true;
        self.owed = 1.0;
        self.last_tick = now;
    }

    pub(super) fn pause(&mut self) {
        self.playing = false;
        if self.want == Some(Want::End) {
            self.want = None;
        }
    }

    pub(super) fn keep_timer(&mut self, out: &mut Vec<Command>) {
        let period = if self.busy() {
            SPEEDS[self.speed].period_ms
        } else {
            200
        };
        if period != self.timer {
            self.timer = period;
            out.push(Command::Timer(period));
        }
    }

    /// Writes the link of the moment into the address bar when it
    /// changed: at once when still, once a second while the run moves.
    pub(super) fn keep_url(&mut self, now: f64, out: &mut Vec<Command>) {
        let moving = self.busy() || self.want.is_some();
        if moving && now - self.url_at < 1000.0 {
            return;
        }
        let link = self.link();
        if link != self.url_written {
            self.url_at = now;
            self.url_written = link.clone();
            out.push(Command::Url(link));
        }
    }
}
