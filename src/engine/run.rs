//! Adapters over the search: run to the end, stop at a solution limit, or
//! stop after a budget of steps and resume later.

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
    /// moves of each solution found. The events are thrown away, so this is
    /// the search at full speed; the counters come out exactly as if
    /// [`Search::step`] had been called over and over (a test checks it),
    /// and `step` and `run` may be mixed freely.
    pub fn run(&mut self, limits: Limits, mut on_solution: impl FnMut(&[Move])) -> Halt {
        if limits
            .solutions
            .is_some_and(|limit| self.stats.solutions >= limit)
        {
            return Halt::SolutionLimit;
        }
        match limits.steps {
            Some(budget) => self.run_steps(budget, limits.solutions, &mut on_solution),
            None => self.run_straight(limits.solutions, &mut on_solution),
        }
    }

    /// The budgeted run: literally a loop over `step`.
    fn run_steps(
        &mut self,
        budget: u64,
        limit: Option<u64>,
        on_solution: &mut impl FnMut(&[Move]),
    ) -> Halt {
        for _ in 0..budget {
            match self.step() {
                Event::Solution { index } => {
                    on_solution(self.path());
                    if limit.is_some_and(|limit| index >= limit) {
                        return Halt::SolutionLimit;
                    }
                }
                Event::Exhausted => return Halt::Exhausted,
                _ => {}
            }
        }
        Halt::Budget
    }

    /// The unbudgeted run: the transitions of `step` written as straight
    /// loops. A state machine that dispatches on `pending` for every event
    /// mispredicts a branch per event; this form runs a level's candidates
    /// through one inner loop and writes `pending` only when it returns,
    /// which makes it several times faster on the article's exhaustive run.
    fn run_straight(&mut self, limit: Option<u64>, on_solution: &mut impl FnMut(&[Move])) -> Halt {
        // Rare states, only after a budgeted stop: finish them with real steps.
        let mut entering = loop {
            match self.pending {
                Pending::Finished => return Halt::Exhausted,
                Pending::Enter => break true,
                Pending::Next => break false,
                Pending::Check(_) | Pending::AfterSolution => {
                    if self.step() == Event::Exhausted {
                        return Halt::Exhausted;
                    }
                }
            }
        };
        loop {
            if entering {
                let level = self.path.len();
                if self.puzzle.done(level) {
                    self.stats.solutions += 1;
                    on_solution(&self.path);
                    if limit.is_some_and(|limit| self.stats.solutions >= limit) {
                        self.pending = Pending::AfterSolution;
                        return Halt::SolutionLimit;
                    }
                    // As `step` does after a solution: take back the last move.
                    match self.path.pop() {
                        Some(mv) => {
                            self.puzzle.undo(self.path.len(), mv);
                            self.stats.backtracks += 1;
                        }
                        None => {
                            self.pending = Pending::Finished;
                            return Halt::Exhausted;
                        }
                    }
                } else {
                    let start = self.buf.len() as u32;
                    self.puzzle.moves(level, &mut self.buf);
                    self.frames.push(Frame { start, next: start });
                }
            }
            if !self.candidates_until_placed() {
                self.pending = Pending::Finished;
                return Halt::Exhausted;
            }
            entering = true;
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
                    self.puzzle.record(level, mv);
                    self.path.push(mv);
                    self.stats.placements += 1;
                    self.stats.max_depth = self.stats.max_depth.max(self.path.len() as u64);
                    return true;
                }
                self.stats.rejections += 1;
            } else {
                self.buf.truncate(frame.start as usize);
                self.frames.pop();
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
