//! Adapters over the search: run to the end, stop at a solution limit, or
//! stop after a budget of steps (or at an exact step) and resume later.

use super::search::{Frame, Pending};
use super::{Event, Move, Puzzle, Search};

/// When a run stops before the tree is exhausted.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Limits {
    /// Stop once this many solutions have been found in total (`Some(2)`: uniqueness).
    pub solutions: Option<u64>,
    /// Stop after this many steps of this run; call again to resume.
    pub steps: Option<u64>,
}

/// Why a run stopped.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Halt {
    /// The whole tree was searched.
    Exhausted,
    /// The solution limit was reached.
    SolutionLimit,
    /// The step budget of this run was used up; the search can go on.
    Budget,
}

impl<P: Puzzle> Search<P> {
    /// Runs until a limit is met, calling `on_solution` with the recorded
    /// moves of each solution found and the number of its event. The events
    /// are thrown away, so this is the search at full speed; the counters
    /// come out exactly as if [`Search::step`] had been called over and
    /// over (a test checks it), and `step` and `run` may be mixed freely.
    pub fn run(&mut self, limits: Limits, on_solution: impl FnMut(&[Move], u64)) -> Halt {
        let stop = match limits.steps {
            Some(steps) => self.step_index().saturating_add(steps),
            None => u64::MAX,
        };
        self.run_until(stop, limits.solutions, on_solution)
    }

    /// Runs until the search has produced exactly `stop` events in all
    /// (see [`Search::step_index`]), or the solution `limit` is met, or the
    /// tree is exhausted. The last two events before the stop come from
    /// [`Search::step`], so that a caller who also steps once knows them.
    pub fn run_until(
        &mut self,
        stop: u64,
        limit: Option<u64>,
        mut on_solution: impl FnMut(&[Move], u64),
    ) -> Halt {
        if limit.is_some_and(|limit| self.stats.solutions >= limit) {
            return Halt::SolutionLimit;
        }
        // Without a stop the straight loop need not look at the count at
        // all (`btlab solve`, counts): a separate copy of it, checked for
        // nothing. Not in wasm: there that second copy of the loop, for
        // every strategy and puzzle, would weigh on the page's download
        // (`.ci/sizes` measures it), and the page runs to the end in
        // chunks, with stops, anyway (natively the copy saves less than
        // the noise of one run).
        let straight = if stop == u64::MAX && cfg!(not(target_arch = "wasm32")) {
            self.run_straight::<false>(u64::MAX, limit, &mut on_solution)
        } else if stop > 2 {
            self.run_straight::<true>(stop - 2, limit, &mut on_solution)
        } else {
            None
        };
        if let Some(halt) = straight {
            return halt;
        }
        while self.step_index() < stop {
            match self.step() {
                Event::Solution { index } => {
                    on_solution(&self.path, self.stats.events());
                    if limit.is_some_and(|limit| index >= limit) {
                        return Halt::SolutionLimit;
                    }
                }
                Event::Exhausted => return Halt::Exhausted,
                _ => {}
            }
        }
        if self.is_finished() {
            Halt::Exhausted
        } else {
            Halt::Budget
        }
    }

    /// Runs at full speed toward `stop` without passing it, checking the
    /// count only once per placement: it stops somewhere in the last
    /// [`Search::margin`] events before `stop` (or at a solution limit, or
    /// the end). Where a step need not be exact (snapshots, the way to a
    /// far step), this is the fastest way there.
    pub fn run_near(
        &mut self,
        stop: u64,
        limit: Option<u64>,
        mut on_solution: impl FnMut(&[Move], u64),
    ) -> Halt {
        if limit.is_some_and(|limit| self.stats.solutions >= limit) {
            return Halt::SolutionLimit;
        }
        self.run_straight::<true>(stop, limit, &mut on_solution)
            .unwrap_or(Halt::Budget)
    }

    /// The most events between two placements: every candidate of every
    /// level tried and each level backed out of once. [`Search::run_near`]
    /// stops within this many events of its stop.
    pub fn margin(&self) -> u64 {
        let levels = self.depth.levels.len() as u64;
        levels * (2 * self.puzzle.moves_bound() as u64 + 1) + 2
    }

    /// The events so far when no candidate waits for its check: every
    /// attempt was rejected or placed, so they add up to twice the attempts.
    #[inline(always)]
    fn settled_events(&self) -> u64 {
        2 * self.stats.attempts + self.stats.backtracks + self.stats.solutions
    }

    /// The transitions of `step` written as straight loops, producing no
    /// events past `until`. A state machine that dispatches on `pending`
    /// for every event mispredicts a branch per event; this form runs a
    /// level's candidates through one inner loop and writes `pending` only
    /// when it returns, which makes it several times faster on the
    /// article's exhaustive run. `None`: stopped before `until` (within
    /// a bounded number of events of it), the rest is for `step`. With
    /// `STOPS` false, `until` is ignored.
    fn run_straight<const STOPS: bool>(
        &mut self,
        until: u64,
        limit: Option<u64>,
        on_solution: &mut impl FnMut(&[Move], u64),
    ) -> Option<Halt> {
        // After a stop between two placements, the steps up to the next
        // one are taken one at a time (at most `margin` events, once per
        // call; none of them can find a solution). The loop below then
        // always starts a level: one way into it, which wasm needs to
        // compile it as a plain loop (two ways in made LLVM add a
        // dispatch to every turn of it).
        loop {
            if STOPS && self.step_index() + 2 > until {
                return None;
            }
            match self.pending {
                Pending::Finished => return Some(Halt::Exhausted),
                Pending::Enter => break,
                Pending::Next | Pending::Check(_) | Pending::TakeBack => {
                    if self.step() == Event::Exhausted {
                        return Some(Halt::Exhausted);
                    }
                }
            }
        }
        // The stop is checked once per placement, not per event: between
        // two placements the search takes at most every candidate of every
        // level and backs out of each level once, which `margin` bounds.
        let margin = self.margin();
        if STOPS && until < margin {
            return None;
        }
        let last = until.saturating_sub(margin);
        loop {
            if STOPS && self.settled_events() > last {
                self.pending = Pending::Enter;
                return None;
            }
            let level = self.path.len();
            if self.puzzle.done(level) {
                self.stats.solutions += 1;
                on_solution(&self.path, self.settled_events());
                if limit.is_some_and(|limit| self.stats.solutions >= limit) {
                    self.pending = Pending::TakeBack;
                    return Some(Halt::SolutionLimit);
                }
                // As `step` does after a solution: take back the last move.
                match self.path.pop() {
                    Some(mv) => {
                        self.puzzle.undo(self.path.len(), mv);
                        self.stats.backtracks += 1;
                    }
                    None => {
                        self.pending = Pending::Finished;
                        return Some(Halt::Exhausted);
                    }
                }
            } else {
                let start = self.buf.len() as u32;
                self.puzzle.moves(level, &mut self.buf);
                self.frames.push(Frame::open(start));
            }
            if !self.candidates_until_placed() {
                self.pending = Pending::Finished;
                return Some(Halt::Exhausted);
            }
        }
    }

    /// Tries candidates of the open levels, backtracking when a level runs
    /// out, until one is placed (true) or the tree is exhausted (false).
    /// Leaves `pending` to the caller.
    #[inline(always)]
    fn candidates_until_placed(&mut self) -> bool {
        loop {
            let level = self.path.len();
            let Some(frame) = self.frames.last_mut() else {
                return false;
            };
            if (frame.next as usize) < self.buf.len() {
                let mv = self.buf[frame.next as usize];
                frame.next += 1;
                self.stats.attempts += 1;
                if self.puzzle.valid(level, mv) {
                    frame.placed += 1;
                    self.puzzle.record(level, mv);
                    self.path.push(mv);
                    self.stats.placements += 1;
                    self.stats.max_depth = self.stats.max_depth.max(self.path.len() as u64);
                    return true;
                }
                self.stats.rejections += 1;
            } else {
                self.close_level();
                match self.path.pop() {
                    Some(mv) => {
                        self.puzzle.undo(self.path.len(), mv);
                        self.stats.backtracks += 1;
                    }
                    None => return false,
                }
            }
        }
    }
}
