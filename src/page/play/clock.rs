//! The time a person spends on a puzzle: from the first entry to the
//! last, paused while the page is hidden (another tab, a locked phone).

/// A stopwatch that runs while the page is seen.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct PlayClock {
    /// Time counted before `since` (ms).
    spent: f64,
    /// When it last started running (page clock, ms); `None`: stopped.
    since: Option<f64>,
    /// It has started (the first entry was made).
    started: bool,
    /// It stopped for good (the puzzle is solved).
    done: bool,
    /// The page is hidden.
    hidden: bool,
}

impl PlayClock {
    /// An entry was made at `now`: the clock starts if it has not.
    pub fn entry(&mut self, now: f64) {
        if !self.started {
            self.started = true;
            if !self.hidden {
                self.since = Some(now);
            }
        }
    }

    /// The page was hidden or shown again at `now`.
    pub fn hidden(&mut self, hidden: bool, now: f64) {
        self.hidden = hidden;
        if hidden {
            self.pause(now);
        } else if self.started && !self.done && self.since.is_none() {
            self.since = Some(now);
        }
    }

    /// The puzzle is solved at `now`: the clock stops for good.
    pub fn stop(&mut self, now: f64) {
        self.pause(now);
        self.done = true;
    }

    /// The time spent at `now` (ms).
    pub fn spent(&self, now: f64) -> f64 {
        self.spent + self.since.map_or(0.0, |s| (now - s).max(0.0))
    }

    fn pause(&mut self, now: f64) {
        self.spent = self.spent(now);
        self.since = None;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_clock_runs_from_the_first_entry_and_not_while_hidden() {
        let mut clock = PlayClock::default();
        assert_eq!(clock.spent(5_000.0), 0.0, "nothing entered yet");
        clock.entry(10_000.0);
        clock.entry(12_000.0);
        assert_eq!(clock.spent(20_000.0), 10_000.0);
        clock.hidden(true, 20_000.0);
        clock.hidden(false, 80_000.0);
        assert_eq!(
            clock.spent(85_000.0),
            15_000.0,
            "a minute hidden is not counted"
        );
        clock.stop(90_000.0);
        clock.hidden(true, 95_000.0);
        clock.hidden(false, 99_000.0);
        assert_eq!(clock.spent(200_000.0), 20_000.0, "stopped for good");
    }
}
