//! A stepping run that can be shown at any of its steps: the search sits
//! at the step on screen (the cursor); snapshots taken on the way let it
//! go back to any earlier step by replaying from the nearest one. Ground
//! the run has not covered yet is covered on the way forward: its events
//! are logged while the tree is small enough to draw, its solutions are
//! noted, snapshots are taken.

use super::checkpoints::Checkpoints;
use super::MAX_KEPT_SOLUTIONS;
use crate::engine::{Event, Halt};
use crate::solve::{board_of, Stepper};

/// Events logged at most: the tree of a run this small can be drawn.
pub const LOG_MAX_EVENTS: usize = 30_000;
/// Placements logged at most: the nodes of a tree that can be drawn.
pub const LOG_MAX_NODES: u64 = 1_000;
/// Solution steps noted at most (to jump from solution to solution).
pub(super) const MAX_SOLUTION_STEPS: usize = 1 << 20;
/// Events between two looks at the clock: at first few, then twice as
/// many each time up to the most, so that a strategy that takes long over
/// each event (mrv on a 9x9 Skyscrapers: 0.2 ms) still looks at the clock
/// within its time slice, and a quick one hardly at all.
pub(super) const FIRST_CHUNK: u64 = 1 << 10;
pub(super) const CHUNK: u64 = 1 << 18;

/// A clock check: true once the time for this request is up.
pub type Deadline<'a> = &'a dyn Fn() -> bool;

/// One stepping run and the step on screen.
pub struct Cursor {
    pub(super) search: Box<dyn Stepper>,
    limit: Option<u64>,
    checkpoints: Checkpoints,
    /// The furthest step reached so far.
    pub(super) covered: u64,
    /// The number of the run's last event, once reached.
    pub(super) end: Option<u64>,
    /// Whether the run ended by searching the whole tree.
    pub(super) complete: bool,
    /// The event at the cursor and the one before it, when known.
    pub(super) event: Option<Event>,
    pub(super) previous: Option<Event>,
    /// The run's first events, while it is small enough to draw.
    pub(super) log: Vec<Event>,
    pub(super) logging: bool,
    /// The step of every solution met (up to a bound) ...
    pub(super) solution_steps: Vec<u64>,
    /// ... and the boards of the first ones.
    pub(super) boards: Vec<Vec<u8>>,
    cells: usize,
}

impl Cursor {
    /// A run of `search` (at its start) to the solution `limit`.
    pub fn new(search: Box<dyn Stepper>, limit: Option<u64>, cells: usize) -> Self {
        Cursor {
            checkpoints: Checkpoints::new(search.as_ref()),
            search,
            limit,
            covered: 0,
            end: None,
            complete: false,
            event: None,
            previous: None,
            log: Vec::new(),
            logging: true,
            solution_steps: Vec::new(),
            boards: Vec::new(),
            cells,
        }
    }

    /// The cells of the puzzle searched.
    pub fn cells(&self) -> usize {
        self.cells
    }

    /// The step on screen: how many events have happened.
    pub fn at(&self) -> u64 {
        self.search.step_index()
    }

    /// Whether the cursor is at the run's last event.
    pub fn at_end(&self) -> bool {
        self.end == Some(self.at())
    }

    /// How many snapshots are kept, and their bytes.
    pub fn snapshots(&self) -> (usize, usize) {
        self.checkpoints.size()
    }

    /// Notes a solution met for the first time, at `step`, with its
    /// board (needed while fewer than the kept number are kept).
    pub(super) fn note_solution(&mut self, step: u64, board: impl FnOnce() -> Option<Vec<u8>>) {
        if self.solution_steps.last().is_some_and(|&s| s >= step) {
            return;
        }
        if self.solution_steps.len() < MAX_SOLUTION_STEPS {
            self.solution_steps.push(step);
        }
        if self.boards.len() < MAX_KEPT_SOLUTIONS {
            if let Some(board) = board() {
                self.boards.push(board);
            }
        }
    }

    /// One event, with everything noted that the run learns from it.
    /// `None` at the end of the run.
    pub fn advance_one(&mut self) -> Option<Event> {
        if self.at_end() {
            return None;
        }
        let event = self.search.step();
        self.took(event);
        Some(event)
    }

    /// Notes what the run learns from `event`, which the search just took.
    fn took(&mut self, event: Event) {
        let step = self.search.step_index();
        if step > self.covered {
            if self.logging {
                self.log.push(event);
                self.logging = self.log.len() < LOG_MAX_EVENTS
                    && self.search.stats().placements < LOG_MAX_NODES;
            }
            if let Event::Solution { .. } = event {
                let (path, cells) = (self.search.path(), self.cells);
                let board = board_of(path, cells);
                self.note_solution(step, || Some(board));
            }
            self.covered = step;
            self.checkpoints.offer(self.search.as_ref());
        }
        match event {
            Event::Exhausted => {
                self.end = Some(step);
                self.complete = true;
            }
            Event::Solution { index } if self.limit == Some(index) => self.end = Some(step),
            _ if self.search.learners() && self.learner_failed() => self.end = Some(step),
            _ => {}
        }
        self.previous = self.event.replace(event);
    }

    /// Whether a learner's method failed (the run ends there).
    fn learner_failed(&self) -> bool {
        self.search
            .learner_note()
            .is_some_and(|note| note.failure.is_some())
    }

    /// Goes forward at full speed to `stop` (or the end), noting solutions
    /// and taking snapshots on new ground. The events on the way are not
    /// known. False when the time ran out first.
    fn fast_forward(&mut self, stop: u64, out_of_time: Deadline) -> bool {
        let mut chunk = FIRST_CHUNK;
        loop {
            let at = self.at();
            if at >= stop || self.end.is_some_and(|end| at >= end) {
                return true;
            }
            if out_of_time() {
                return false;
            }
            let this_chunk = chunk;
            chunk = (chunk * 2).min(CHUNK);
            let new_ground = at >= self.covered;
            if (new_ground && self.logging) || self.search.learners() {
                // A learner's run too: it ends at the event of its first
                // failure, which only single steps see.
                // While logging, every event is looked at.
                for _ in 0..this_chunk.min(stop - at) {
                    if self.advance_one().is_none() || !(self.logging || self.search.learners()) {
                        break;
                    }
                }
                continue;
            }
            // The straight loop stops within a margin before its stop: on
            // new ground past the next snapshot's step, so that it is taken.
            let margin = self.search.margin();
            let chunk_stop = if new_ground {
                stop.min(self.checkpoints.next_due().saturating_add(margin))
            } else {
                stop.min(self.covered)
            }
            .min(at + this_chunk);
            let covered = self.covered;
            let cells = self.cells;
            let (noted, kept) = (self.solution_steps.len(), self.boards.len());
            let mut found = Vec::new();
            let halt = self
                .search
                .run_near(chunk_stop, self.limit, &mut |path, step| {
                    if step > covered && noted + found.len() < MAX_SOLUTION_STEPS {
                        let board = (kept + found.len() < MAX_KEPT_SOLUTIONS)
                            .then(|| board_of(path, cells));
                        found.push((step, board));
                    }
                });
            for (step, board) in found {
                self.note_solution(step, || board);
            }
            let now = self.at();
            self.event = None;
            self.previous = None;
            if now > self.covered {
                self.covered = now;
                self.checkpoints.offer(self.search.as_ref());
            }
            match halt {
                Halt::Exhausted => {
                    self.end = Some(now);
                    self.complete = true;
                }
                Halt::SolutionLimit => self.end = Some(now),
                Halt::Budget if now == at => {
                    // Within the margin of the chunk's stop: step there.
                    while self.at() < chunk_stop && self.advance_one().is_some() {}
                }
                Halt::Budget => {}
            }
        }
    }

    /// Goes forward to `target` (or the end), the last two events by
    /// single steps so that they are known. False when the time ran out.
    pub fn forward_to(&mut self, target: u64, out_of_time: Deadline) -> bool {
        if !self.fast_forward(target.saturating_sub(2), out_of_time) {
            return false;
        }
        if self.at_end() && !self.tail_known() {
            // The end came inside the stretch run at full speed, so its
            // last events went unseen: take them again one by one, so
            // that the page explains the step it shows.
            let end = self.at();
            return self.seek(end, out_of_time);
        }
        while self.at() < target && self.advance_one().is_some() {}
        true
    }

    /// Goes to `target` (at most the end), backwards by way of the latest
    /// snapshot two events or more before it. False when the time ran out
    /// before it was reached (call again to go on).
    #[inline(never)]
    pub fn seek(&mut self, target: u64, out_of_time: Deadline) -> bool {
        let target = self.end.map_or(target, |end| target.min(end));
        let at = self.at();
        if target == at && self.tail_known() {
            return true;
        }
        let (snapshot_step, snapshot) = self.checkpoints.at_or_before(target.saturating_sub(2));
        if target < at || snapshot_step > at || (!self.tail_known() && target < at + 2) {
            self.search = snapshot;
            self.event = None;
            self.previous = None;
        }
        self.forward_to(target, out_of_time)
    }

    /// Whether the event at the cursor and the one before it are known
    /// (as far as there are any).
    fn tail_known(&self) -> bool {
        let at = self.at();
        at == 0 || (self.event.is_some() && (at == 1 || self.previous.is_some()))
    }

    /// A copy of the search at the latest snapshot at or before `step`.
    pub(super) fn snapshot_before(&self, step: u64) -> (u64, Box<dyn Stepper>) {
        self.checkpoints.at_or_before(step)
    }

    /// The steps of the snapshots before `step`, latest first.
    pub(super) fn snapshot_steps_before(&self, step: u64) -> Vec<u64> {
        self.checkpoints.steps_before(step)
    }
}
